//! Interviews (CONTRACT.md "Interview lifecycle"): reading them with their results, their
//! question lists, and cancelling an invitation.
//!
//! An interview's stored status moves on writes (start, complete, cancel, and the sweeper that
//! settles abandoned ones); its deadlines apply the moment they pass, so reads derive the
//! effective status: `invited` past `expires_at` reads `expired`, `in_progress` for more than
//! 24 hours reads `abandoned`.

use std::collections::HashMap;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::interviews::{
    CancelInterviewResponse, GetInterviewResponse, Interviews, ListInterviewQuestionsResponse, ListInterviewsResponse,
};
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::api::Api;
use crate::auth::Principal;
use crate::error::ApiError;
use crate::invitations::interview_url;
use crate::models::{self, CvInput, InterviewStatus};
use crate::pagination::Page;
use crate::{nullable, timestamp};

/// The effective status of `interviews` rows (see the module documentation).
pub const EFFECTIVE_STATUS: &str = "case
    when status = 'invited' and expires_at <= now() then 'expired'
    when status = 'in_progress' and started_at <= now() - interval '24 hours' then 'abandoned'
    else status end";

pub const NOT_FOUND: ApiError = ApiError::NotFound("Interview");

#[derive(Debug, sqlx::FromRow)]
pub struct InterviewRow {
    pub id: Uuid,
    pub account_id: Uuid,
    pub job_id: Uuid,
    pub job_title: String,
    pub token: String,
    pub status: String,
    pub candidate_name: String,
    pub candidate_cv: Option<Json<CvInput>>,
    pub locale_id: String,
    pub voice_id: String,
    pub estimated_duration_seconds: i32,
    pub estimated_credits: i64,
    pub charged_credits: Option<i64>,
    pub duration_seconds: Option<i32>,
    pub expires_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl InterviewRow {
    pub fn status(&self) -> InterviewStatus {
        self.status.parse().unwrap_or(InterviewStatus::Invited)
    }
}

/// Selects interview rows with their effective status; append a `where` clause.
pub fn select_interviews() -> String {
    format!(
        "select id, account_id, job_id, job_title, token, {EFFECTIVE_STATUS} as status, candidate_name, candidate_cv,
                locale_id, voice_id, estimated_duration_seconds, estimated_credits, charged_credits, duration_seconds,
                expires_at, started_at, completed_at, cancelled_at, created_at
         from interviews"
    )
}

#[derive(sqlx::FromRow)]
pub struct QuestionRow {
    pub id: Uuid,
    pub interview_id: Uuid,
    pub position: i32,
    pub source: String,
    pub job_question_id: Option<Uuid>,
    pub question_text: String,
    pub question_type: String,
    pub time_limit_seconds: i32,
}

impl From<QuestionRow> for models::InterviewQuestion {
    fn from(q: QuestionRow) -> Self {
        models::InterviewQuestion {
            id: q.id,
            position: i64::from(q.position),
            question_text: q.question_text,
            question_type: q.question_type.parse().unwrap_or(models::QuestionType::Behavioral),
            time_limit_seconds: q.time_limit_seconds as u32,
            source: q.source.parse().unwrap_or(models::QuestionSource::Job),
            job_question_id: nullable(q.job_question_id),
        }
    }
}

#[derive(sqlx::FromRow)]
pub struct ResponseRow {
    pub interview_id: Uuid,
    pub question_id: Uuid,
    pub transcript: String,
    pub duration_seconds: i32,
    pub recorded_at: DateTime<Utc>,
}

impl From<ResponseRow> for models::InterviewResponse {
    fn from(r: ResponseRow) -> Self {
        models::InterviewResponse {
            question_id: r.question_id,
            transcript: r.transcript,
            duration_seconds: i64::from(r.duration_seconds),
            recorded_at: timestamp(r.recorded_at),
        }
    }
}

pub async fn questions_of(db: impl PgExecutor<'_>, interview_ids: &[Uuid]) -> Result<Vec<QuestionRow>, sqlx::Error> {
    sqlx::query_as(
        "select id, interview_id, position, source, job_question_id, question_text, question_type, time_limit_seconds
         from interview_questions where interview_id = any($1) order by interview_id, position",
    )
    .bind(interview_ids)
    .fetch_all(db)
    .await
}

/// Responses in question order.
pub async fn responses_of(db: impl PgExecutor<'_>, interview_ids: &[Uuid]) -> Result<Vec<ResponseRow>, sqlx::Error> {
    sqlx::query_as(
        "select r.interview_id, r.question_id, r.transcript, r.duration_seconds, r.recorded_at
         from interview_responses r join interview_questions q on q.id = r.question_id
         where r.interview_id = any($1) order by r.interview_id, q.position",
    )
    .bind(interview_ids)
    .fetch_all(db)
    .await
}

/// The API form of an interview, with its responses.
pub fn interview(row: InterviewRow, responses: Vec<ResponseRow>, url_base: &str) -> models::Interview {
    models::Interview {
        id: row.id,
        status: row.status(),
        job: models::JobRef {
            id: row.job_id,
            title: row.job_title,
        },
        interview_url: interview_url(url_base, &row.token),
        candidate_name: row.candidate_name,
        locale_id: row.locale_id,
        voice_id: row.voice_id.parse().unwrap_or(crate::invitations::DEFAULT_VOICE),
        estimated_credits: row.estimated_credits,
        estimated_duration_seconds: i64::from(row.estimated_duration_seconds),
        charged_credits: nullable(row.charged_credits),
        duration_seconds: nullable(row.duration_seconds.map(i64::from)),
        created_at: timestamp(row.created_at),
        expires_at: timestamp(row.expires_at),
        started_at: nullable(row.started_at.map(timestamp)),
        completed_at: nullable(row.completed_at.map(timestamp)),
        cancelled_at: nullable(row.cancelled_at.map(timestamp)),
        responses: responses.into_iter().map(Into::into).collect(),
    }
}

/// One interview of the account, with its responses.
pub async fn load(
    db: &mut PgConnection,
    account_id: Uuid,
    id: Uuid,
    url_base: &str,
) -> Result<models::Interview, ApiError> {
    let row: InterviewRow = sqlx::query_as(&format!("{} where id = $1 and account_id = $2", select_interviews()))
        .bind(id)
        .bind(account_id)
        .fetch_optional(&mut *db)
        .await?
        .ok_or(NOT_FOUND)?;
    let responses = responses_of(&mut *db, &[id]).await?;
    Ok(interview(row, responses, url_base))
}

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
        let rows: Vec<InterviewRow> = sqlx::query_as(&format!(
            "{} where account_id = $1 and ($2::uuid is null or id < $2)
               and ($3::text is null or {EFFECTIVE_STATUS} = $3) and ($4::uuid is null or job_id = $4)
             order by id desc limit $5",
            select_interviews()
        ))
        .bind(caller.account_id)
        .bind(page.after)
        .bind(query.status.map(|s| s.to_string()))
        .bind(query.job_id)
        .bind(page.fetch())
        .fetch_all(db)
        .await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
        let ids: Vec<Uuid> = rows.iter().map(|row| row.id).collect();
        let mut responses: HashMap<Uuid, Vec<ResponseRow>> = HashMap::new();
        for response in responses_of(db, &ids).await? {
            responses.entry(response.interview_id).or_default().push(response);
        }
        let base = &self.state.settings.interview_url_base;
        let data = rows
            .into_iter()
            .map(|row| {
                let mine = responses.remove(&row.id).unwrap_or_default();
                interview(row, mine, base)
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
        let data = load(
            &mut db,
            caller.account_id,
            path.id,
            &self.state.settings.interview_url_base,
        )
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
        let exists: Option<Uuid> = sqlx::query_scalar("select id from interviews where id = $1 and account_id = $2")
            .bind(path.id)
            .bind(caller.account_id)
            .fetch_optional(&self.state.db)
            .await?;
        exists.ok_or(NOT_FOUND)?;
        let questions = questions_of(&self.state.db, &[path.id]).await?;
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
        // Inside an idempotent request the cancellation commits with the stored answer.
        let mut tx = crate::idempotency::begin(db).await?;
        let status: String = sqlx::query_scalar(&format!(
            "select {EFFECTIVE_STATUS} from interviews where id = $1 and account_id = $2 for update"
        ))
        .bind(path.id)
        .bind(caller.account_id)
        .fetch_optional(&mut *tx)
        .await?
        .ok_or(NOT_FOUND)?;
        match status.as_str() {
            "invited" => {
                sqlx::query("update interviews set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = $1")
                    .bind(path.id)
                    .execute(&mut *tx)
                    .await?;
            }
            "cancelled" => {}
            other => {
                return Err(ApiError::InvalidState(format!(
                    "An interview that is {other} cannot be cancelled"
                )));
            }
        }
        let data = load(
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
}
