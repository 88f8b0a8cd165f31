//! Interviews: their results, their question lists, and cancelling an invitation.

use std::collections::HashMap;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::interviews::{
    CancelInterviewResponse, GetInterviewResponse, Interviews, ListInterviewQuestionsResponse, ListInterviewsResponse,
    SimulateInterviewResponse,
};
use uuid::Uuid;

use crate::db::Text;
use crate::domain::credits;
use crate::domain::interviews::{self, ResponseRow};
use crate::domain::keys::Principal;
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models::{self, InterviewStatus, KeyMode, SimulationOutcome, WebhookEventType};
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
        let rows = interviews::page(
            db,
            caller.account_id,
            page.after,
            query.status,
            query.job_id,
            query.candidate_id,
            page.fetch(),
        )
        .await?;
        let (mut rows, mut pagination) = page.finish(rows, |row| row.id);
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
            pagination = page.cut_short(&rows, |row| row.id);
        }
        let ids: Vec<Uuid> = rows.iter().map(|row| row.id).collect();
        let mut responses: HashMap<Uuid, Vec<ResponseRow>> = HashMap::new();
        for response in interviews::responses_of(db, &ids).await? {
            responses.entry(response.interview_id).or_default().push(response);
        }
        let base = &self.state.settings.interview_url_base;
        let data = rows
            .into_iter()
            .map(|row| {
                let mine = responses.remove(&row.id).unwrap_or_default();
                interviews::interview(row, mine, base)
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
        let data = interviews::load(
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
            caller.account_id
        )
        .fetch_optional(&self.state.db)
        .await?;
        exists.ok_or(NOT_FOUND)?;
        let questions = interviews::questions_of(&self.state.db, &[path.id]).await?;
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
        let db = &self.state.db;
        // The row lock orders this against a concurrent start on any instance.
        let mut tx = context::begin_write(db).await?;
        let status = sqlx::query_scalar!(
            r#"select interview_status(status, expires_at, started_at) as "status!: Text<InterviewStatus>"
               from interviews where id = $1 and account_id = $2 for update"#,
            path.id,
            caller.account_id
        )
        .fetch_optional(&mut *tx)
        .await?
        .ok_or(NOT_FOUND)?;
        match status.0 {
            InterviewStatus::Invited => {
                let cancelled = sqlx::query!(
                    "update interviews set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = $1
                     returning account_id, estimated_credits",
                    path.id
                )
                .fetch_one(&mut *tx)
                .await?;
                credits::release(
                    &mut *tx,
                    cancelled.account_id,
                    path.id,
                    cancelled.estimated_credits,
                    "Reservation released: the invitation was cancelled",
                )
                .await?;
                let row = interviews::find(&mut *tx, caller.account_id, path.id)
                    .await?
                    .ok_or(NOT_FOUND)?;
                interviews::emit(
                    &mut tx,
                    &row,
                    WebhookEventType::InterviewCancelled,
                    &self.state.settings.interview_url_base,
                )
                .await?;
            }
            InterviewStatus::Cancelled => {}
            other => {
                return Err(ApiError::InvalidState(format!(
                    "An interview that is {other} cannot be cancelled"
                )));
            }
        }
        let data = interviews::load(
            &mut tx,
            caller.account_id,
            path.id,
            &self.state.settings.interview_url_base,
        )
        .await?
        .ok_or(NOT_FOUND)?;
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
        let url_base = &self.state.settings.interview_url_base;
        let mut tx = context::begin_write(&self.state.db).await?;
        let locked = sqlx::query_scalar!(
            "select id from interviews where id = $1 and account_id = $2 for update",
            path.id,
            caller.account_id
        )
        .fetch_optional(&mut *tx)
        .await?;
        locked.ok_or(NOT_FOUND)?;
        if caller.mode != KeyMode::Test {
            return Err(ApiError::InvalidState(
                "Only interviews created with a test key can be simulated".to_owned(),
            ));
        }
        let row = interviews::find(&mut *tx, caller.account_id, path.id)
            .await?
            .ok_or(NOT_FOUND)?;
        let status = row.status();
        let refused = || ApiError::InvalidState(format!("An interview that is {status} cannot be {}", body.outcome));
        match body.outcome {
            SimulationOutcome::Expired if status == InterviewStatus::Invited => {
                let expired = sqlx::query!(
                    "update interviews set status = 'expired', expires_at = now(), updated_at = now() where id = $1
                     returning account_id, estimated_credits",
                    row.id
                )
                .fetch_one(&mut *tx)
                .await?;
                credits::release(
                    &mut *tx,
                    expired.account_id,
                    row.id,
                    expired.estimated_credits,
                    "Reservation released: the link expired",
                )
                .await?;
                interviews::emit(&mut tx, &row, WebhookEventType::InterviewExpired, url_base).await?;
            }
            SimulationOutcome::Completed | SimulationOutcome::Abandoned
                if matches!(status, InterviewStatus::Invited | InterviewStatus::InProgress) =>
            {
                if status == InterviewStatus::Invited {
                    interviews::start(&mut tx, &row, url_base).await?;
                }
                let completed = body.outcome == SimulationOutcome::Completed;
                // A completion answers every question that has no answer yet, with half its time.
                let answered = if completed {
                    sqlx::query_scalar!(
                        r#"with answered as (
                               insert into interview_responses (interview_id, question_id, transcript, duration_seconds)
                               select q.interview_id, q.id, 'Simulated answer.', q.time_limit_seconds / 2
                               from interview_questions q
                               where q.interview_id = $1
                                 and not exists (select from interview_responses r where r.question_id = q.id)
                               returning 1)
                           select coalesce(sum(duration_seconds), 0)::bigint as "seconds!"
                           from interview_responses where interview_id = $1"#,
                        row.id
                    )
                    .fetch_one(&mut *tx)
                    .await?
                } else {
                    0
                };
                // The interview ran for as long as its answers (an abandoned one for a day).
                let ran = if completed { answered } else { 24 * 3600 + 1 };
                sqlx::query!(
                    "update interviews set started_at = now() - make_interval(secs => $2) where id = $1",
                    row.id,
                    ran as f64
                )
                .execute(&mut *tx)
                .await?;
                let row = interviews::find(&mut *tx, caller.account_id, path.id)
                    .await?
                    .ok_or(NOT_FOUND)?;
                let (outcome, event, duration) = if completed {
                    (InterviewStatus::Completed, WebhookEventType::InterviewEnded, answered)
                } else {
                    (InterviewStatus::Abandoned, WebhookEventType::InterviewAbandoned, 0)
                };
                interviews::settle(&mut tx, &row, outcome, duration).await?;
                interviews::emit(&mut tx, &row, event, url_base).await?;
            }
            _ => return Err(refused()),
        }
        let data = interviews::load(&mut tx, caller.account_id, path.id, url_base)
            .await?
            .ok_or(NOT_FOUND)?;
        tx.commit().await?;
        Ok(SimulateInterviewResponse::Status200_InterviewSimulated(
            models::InterviewEnvelope { data },
        ))
    }
}
