//! Interviews: their results, their question lists, and changing an invitation: cancelling it,
//! extending its link, issuing a new one; issuing a new report link.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::interviews::{
    CancelInterviewResponse, CreateReportLinkResponse, ExtendInterviewResponse, GetInterviewResponse, Interviews,
    ListInterviewQuestionsResponse, ListInterviewsResponse, RegenerateInterviewLinkResponse, SimulateInterviewResponse,
};

use crate::domain::audit::{self, Action};
use crate::domain::ids::{CandidateId, InterviewId};
use crate::domain::interviews::{self, lifecycle, links, model, reports, simulate, token};
use crate::domain::keys::Principal;
use crate::domain::metadata;
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models;
use crate::resources::Api;
use crate::wire::timestamp;

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
        let filter = interviews::Filter {
            status: query.status,
            job_id: query.job_id,
            candidate_id: query.candidate_id.map(CandidateId),
            metadata: metadata::filter(query.metadata.as_deref()),
        };
        let url_base = &self.state.settings.interview_url_base;
        let found = context::read_routed!(&self.state, caller.account_id, |source| {
            Ok::<_, ApiError>(
                model::page(
                    source.pool(),
                    caller.account_id,
                    page.after,
                    &filter,
                    page.limit,
                    url_base,
                )
                .await?,
            )
        })?;
        self.state
            .read_log
            .record(&context::actor(caller), Action::InterviewListed, None)
            .await?;
        let pagination = Page::after(&found.interviews, found.more, |interview| interview.id);
        Ok(ListInterviewsResponse::Status200_InterviewsPage(
            models::InterviewList {
                data: found.interviews,
                pagination,
            },
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
        let url_base = &self.state.settings.interview_url_base;
        let data = model::find(
            &mut *self.state.db.acquire().await?,
            caller.account_id,
            InterviewId(path.id),
            url_base,
        )
        .await?
        .ok_or(interviews::NOT_FOUND)?;
        let read = Action::InterviewRead;
        self.state
            .read_log
            .record(&context::actor(caller), read, Some(path.id))
            .await?;
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
        let data = model::questions(&self.state.db, caller.account_id, InterviewId(path.id))
            .await?
            .ok_or(interviews::NOT_FOUND)?;
        let read = Action::InterviewQuestionsRead;
        self.state
            .read_log
            .record(&context::actor(caller), read, Some(path.id))
            .await?;
        Ok(ListInterviewQuestionsResponse::Status200_InterviewQuestions(
            models::InterviewQuestionList { data },
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
        let url_base = &self.state.settings.interview_url_base;
        let data = lifecycle::cancel(&mut tx, caller.account_id, InterviewId(path.id), url_base).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::InterviewCancelled,
            Some(path.id),
            &[],
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
        let url_base = &self.state.settings.interview_url_base;
        let data = simulate::simulate(&mut tx, caller, InterviewId(path.id), body.outcome, url_base).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::InterviewSimulated,
            Some(path.id),
            &[],
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
        let data = links::extend(&mut tx, caller.account_id, InterviewId(path.id), days, url_base).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::InterviewExtended,
            Some(path.id),
            &[],
        )
        .await?;
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
        let data = links::regenerate(&mut tx, caller.account_id, InterviewId(path.id), url_base).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::InterviewLinkRegenerated,
            Some(path.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        // Known here at once; other instances once it is announced.
        self.state.token_directory.issued(&token::hash(&data.token));
        Ok(RegenerateInterviewLinkResponse::Status200_LinkIssued(
            models::InvitationEnvelope { data },
        ))
    }

    async fn create_report_link(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::CreateReportLinkPathParams,
    ) -> Result<CreateReportLinkResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let (report_url, expires_at) =
            reports::replace(&mut tx, caller.account_id, caller.owner_id, InterviewId(path.id)).await?;
        let created = Action::InterviewReportLinkCreated;
        audit::record(&mut *tx, &context::actor(caller), created, Some(path.id), &[]).await?;
        tx.commit().await?;
        Ok(CreateReportLinkResponse::Status201_ReportLinkIssued(
            models::ReportLinkEnvelope {
                data: models::ReportLink {
                    report_url,
                    expires_at: timestamp(expires_at),
                },
            },
        ))
    }
}
