//! Interviews: their results, their question lists, and changing an invitation: cancelling it,
//! extending its link, issuing a new one.

use std::collections::HashMap;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::interviews::{
    CancelInterviewResponse, ExtendInterviewResponse, GetInterviewResponse, Interviews, ListInterviewQuestionsResponse,
    ListInterviewsResponse, RegenerateInterviewLinkResponse, SimulateInterviewResponse,
};

use crate::domain::ids::{AccountId, CandidateId, InterviewId};
use crate::domain::interviews::{self, ResponseRow};
use crate::domain::keys::Principal;
use crate::domain::links;
use crate::domain::metadata;
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models;
use crate::resources::Api;

const NOT_FOUND: ApiError = ApiError::NotFound("Interview");

/// Transcript bytes a page of interviews carries at most (it always carries one interview):
/// past them the page ends early and `next_cursor` continues it.
const PAGE_TRANSCRIPT_BYTES: i64 = 4_000_000;

#[async_trait::async_trait]
impl Interviews<ApiError> for Api {
    type Claims = Principal;

    async fn list_interviews(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListInterviewsQueryParams,
    ) -> Result<ListInterviewsResponse, ApiError> {
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let db = &self.state.db;
        let filter = interviews::Filter {
            status: query.status,
            job_id: query.job_id,
            candidate_id: query.candidate_id.map(CandidateId),
            metadata: metadata::filter(query.metadata.as_deref()),
        };
        let rows = interviews::page(db, caller.account_id, page.after, &filter, page.fetch()).await?;
        let (mut rows, mut pagination) = page.finish(rows, |row| row.id.0);
        // A page stops early, at the interview that would take its transcripts past the bound.
        let sizes = interviews::transcript_bytes(db, &rows.iter().map(|row| row.id).collect::<Vec<_>>()).await?;
        let mut carried = 0;
        let fits = rows
            .iter()
            .position(|row| {
                carried += sizes.get(&row.id).copied().unwrap_or(0);
                carried > PAGE_TRANSCRIPT_BYTES
            })
            .map_or(rows.len(), |first_over| first_over.max(1));
        if fits < rows.len() {
            rows.truncate(fits);
            pagination = page.cut_short(&rows, |row| row.id.0);
        }
        let ids: Vec<InterviewId> = rows.iter().map(|row| row.id).collect();
        let mut responses: HashMap<InterviewId, Vec<ResponseRow>> = HashMap::new();
        for response in interviews::responses_of(db, &ids).await? {
            responses.entry(response.interview_id).or_default().push(response);
        }
        let base = &self.state.settings.interview_url_base;
        let data = rows
            .into_iter()
            .map(|row| {
                let mine = responses.remove(&row.id).unwrap_or_default();
                interviews::to_model(row, mine, base)
            })
            .collect();
        Ok(ListInterviewsResponse::Status200_InterviewsPage(
            models::InterviewList { data, pagination },
        ))
    }

    async fn get_interview(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::GetInterviewPathParams,
    ) -> Result<GetInterviewResponse, ApiError> {
        let mut db = self.state.db.acquire().await?;
        let data = interviews::fetch_model(
            &mut db,
            caller.account_id,
            path.id,
            &self.state.settings.interview_url_base,
        )
        .await?
        .ok_or(NOT_FOUND)?;
        Ok(GetInterviewResponse::Status200_Interview(models::InterviewEnvelope {
            data,
        }))
    }

    async fn list_interview_questions(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::ListInterviewQuestionsPathParams,
    ) -> Result<ListInterviewQuestionsResponse, ApiError> {
        let exists = sqlx::query_scalar!(
            "select id from interviews where id = $1 and account_id = $2",
            path.id,
            caller.account_id as AccountId
        )
        .fetch_optional(&self.state.db)
        .await?;
        exists.ok_or(NOT_FOUND)?;
        let questions = interviews::questions_of(&self.state.db, &[InterviewId(path.id)]).await?;
        Ok(ListInterviewQuestionsResponse::Status200_InterviewQuestions(
            models::InterviewQuestionList {
                data: questions.into_iter().map(Into::into).collect(),
            },
        ))
    }

    /// Cancels an invitation that has not started; its reservation ends with it. Cancelling a
    /// cancelled interview changes nothing.
    async fn cancel_interview(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::CancelInterviewPathParams,
    ) -> Result<CancelInterviewResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let data = interviews::cancel(
            &mut tx,
            caller.account_id,
            path.id,
            &self.state.settings.interview_url_base,
        )
        .await?;
        tx.commit().await?;
        Ok(CancelInterviewResponse::Status200_InterviewCancelled(
            models::InterviewEnvelope { data },
        ))
    }

    /// Test mode: plays a test interview to an outcome, through the same state changes, events
    /// and charges as a real one (see `openapi.yaml`).
    async fn simulate_interview(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::SimulateInterviewPathParams,
        body: &models::InterviewSimulation,
    ) -> Result<SimulateInterviewResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let data = interviews::simulate(
            &mut tx,
            caller,
            path.id,
            body.outcome,
            &self.state.settings.interview_url_base,
        )
        .await?;
        tx.commit().await?;
        Ok(SimulateInterviewResponse::Status200_InterviewSimulated(
            models::InterviewEnvelope { data },
        ))
    }

    /// Gives an invitation's link more time.
    async fn extend_interview(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::ExtendInterviewPathParams,
        body: &models::InterviewExtend,
    ) -> Result<ExtendInterviewResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let days = body.expires_in_days as i32;
        let data = links::extend(&mut tx, caller.account_id, path.id, days, url_base).await?;
        tx.commit().await?;
        Ok(ExtendInterviewResponse::Status200_InvitationExtended(
            models::InterviewEnvelope { data },
        ))
    }

    /// Replaces an invitation's link; the old one stops working.
    async fn regenerate_interview_link(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::RegenerateInterviewLinkPathParams,
    ) -> Result<RegenerateInterviewLinkResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let data = links::regenerate_link(&mut tx, caller.account_id, path.id, url_base).await?;
        tx.commit().await?;
        // Known here at once; other instances learn it from the notification.
        self.state.token_directory.insert(&links::token_hash(&data.token));
        Ok(RegenerateInterviewLinkResponse::Status200_LinkIssued(
            models::InvitationEnvelope { data },
        ))
    }
}
