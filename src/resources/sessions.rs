//! The session API the interview runtime drives: read the interview by its token, start it,
//! record answers, complete it, evaluate it. The rules are `domain::interviews::sessions`.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::sessions::{
    CompleteSessionResponse, GetSessionResponse, RecordSessionResponseResponse, Sessions, SetSessionEvaluationResponse,
    StartSessionResponse,
};

use crate::Nullable;
use crate::domain::audit::ActorType;
use crate::domain::interviews::sessions;
use crate::http::context;
use crate::http::error::ApiError;
use crate::models;
use crate::resources::Api;

#[async_trait::async_trait]
impl Sessions<ApiError> for Api {
    async fn get_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::GetSessionPathParams,
    ) -> Result<GetSessionResponse, ApiError> {
        let mut db = self.state.db.acquire().await?;
        let row = sessions::find_by_link(&mut db, &path.token, false).await?;
        Ok(GetSessionResponse::Status200_Session(models::SessionEnvelope {
            data: sessions::session(&mut db, row).await?,
        }))
    }

    async fn start_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::StartSessionPathParams,
        body: &Option<models::SessionStart>,
    ) -> Result<StartSessionResponse, ApiError> {
        let consent = body.as_ref().and_then(|body| body.consent.as_ref());
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let data = sessions::start(&mut tx, &path.token, consent, url_base, &context::actor_without_key).await?;
        tx.commit().await?;
        Ok(StartSessionResponse::Status200_SessionStarted(
            models::SessionEnvelope { data },
        ))
    }

    async fn record_session_response(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::RecordSessionResponsePathParams,
        body: &models::SessionResponseCreate,
    ) -> Result<RecordSessionResponseResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let data = sessions::record_response(&mut tx, &path.token, body, &context::actor_without_key).await?;
        tx.commit().await?;
        Ok(RecordSessionResponseResponse::Status200_AnswerRecorded(
            models::SessionResponseEnvelope { data },
        ))
    }

    async fn complete_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::CompleteSessionPathParams,
        body: &Option<models::SessionComplete>,
    ) -> Result<CompleteSessionResponse, ApiError> {
        let evaluation = body.as_ref().and_then(|body| body.evaluation.as_ref());
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let data = sessions::complete(&mut tx, &path.token, evaluation, url_base, &context::actor_without_key).await?;
        tx.commit().await?;
        Ok(CompleteSessionResponse::Status200_SessionCompleted(
            models::SessionEnvelope { data },
        ))
    }

    async fn set_session_evaluation(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::SetSessionEvaluationPathParams,
        body: &models::SessionEvaluation,
    ) -> Result<SetSessionEvaluationResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let evaluation = sessions::evaluate(&mut tx, &path.token, &body.evaluation, url_base, |account_id| {
            context::actor_without_key(account_id, ActorType::AssessmentPartner)
        })
        .await?;
        tx.commit().await?;
        Ok(SetSessionEvaluationResponse::Status200_EvaluationSet(
            models::EvaluationEnvelope {
                data: Nullable::Present(evaluation),
            },
        ))
    }
}
