//! Erasures: a person's data, a candidate with the interviews invited with its id or one
//! interview, erased with every copy in the request's transaction (`domain::privacy::erasure`).

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::erasures::{CreateErasureResponse, Erasures};

use crate::domain::audit::{self, Action};
use crate::domain::ids::{CandidateId, InterviewId};
use crate::domain::keys::Principal;
use crate::domain::privacy::Subject;
use crate::domain::privacy::erasure;
use crate::http::context;
use crate::http::error::ApiError;
use crate::models;
use crate::resources::Api;
use crate::telemetry::metrics;

#[async_trait::async_trait]
impl Erasures<ApiError> for Api {
    type Claims = Principal;

    async fn create_erasure(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::ErasureCreate,
    ) -> Result<CreateErasureResponse, ApiError> {
        // The contract admits exactly one of the two (`ErasureCreate`'s `oneOf`).
        let subject = match (body.candidate_id, body.interview_id) {
            (Some(id), _) => Subject::Candidate(CandidateId(id)),
            (None, Some(id)) => Subject::Interview(InterviewId(id)),
            (None, None) => return Err(ApiError::Internal(anyhow::anyhow!("an erasure without a subject"))),
        };
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let erasure = erasure::erase(&mut tx, caller.account_id, subject, url_base).await?;
        let (action, target) = match subject {
            Subject::Candidate(id) => (Action::CandidateErased, id.0),
            Subject::Interview(id) => (Action::InterviewErased, id.0),
        };
        audit::record(&mut *tx, &context::actor(caller), action, Some(target), &[]).await?;
        tx.commit().await?;
        metrics::redacted("erasure", erasure.interview_ids.len() as u64);
        Ok(CreateErasureResponse::Status201_ErasureDone(models::ErasureEnvelope {
            data: erasure,
        }))
    }
}
