//! The session API the interview runtime drives (CONTRACT.md "Interview lifecycle"): read the
//! interview by its token, start it, record answers, complete it. The token in the path is the
//! credential, looked up by its SHA-256 and compared in constant time.
//!
//! State changes lock the interview row, and completion then the account row (always in that
//! order), so a repeated or concurrent `start`/`complete`/`cancel` settles credits exactly once.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::sessions::{
    CompleteSessionResponse, GetSessionResponse, RecordSessionResponseResponse, Sessions, StartSessionResponse,
};
use sqlx::PgConnection;
use subtle::ConstantTimeEq;
use uuid::Uuid;

use crate::api::Api;
use crate::contract::FieldPath;
use crate::error::ApiError;
use crate::interviews::{self, InterviewRow, select_interviews};
use crate::invitations::{credits_for, hash_token};
use crate::models::{self, InterviewStatus, WebhookEventType};
use crate::{nullable, timestamp, webhooks};

const NOT_FOUND: ApiError = ApiError::NotFound("Interview session");

/// The interview behind a token, locked for update when `lock` is set.
async fn find(db: &mut PgConnection, token: &str, lock: bool) -> Result<InterviewRow, ApiError> {
    let hash = hash_token(token);
    let row: InterviewRow = sqlx::query_as(&format!(
        "{} where token_hash = $1{}",
        select_interviews(),
        if lock { " for update" } else { "" }
    ))
    .bind(&hash)
    .fetch_optional(&mut *db)
    .await?
    .ok_or(NOT_FOUND)?;
    if !bool::from(hash_token(&row.token).ct_eq(&hash)) {
        return Err(NOT_FOUND);
    }
    if row.status() == InterviewStatus::Expired {
        return Err(ApiError::LinkExpired);
    }
    Ok(row)
}

fn wrong_state(row: &InterviewRow, action: &str) -> ApiError {
    ApiError::InvalidState(format!("An interview that is {} cannot be {action}", row.status))
}

async fn session(db: &mut PgConnection, row: InterviewRow) -> Result<models::Session, ApiError> {
    let questions = interviews::questions_of(&mut *db, &[row.id]).await?;
    let responses = interviews::responses_of(&mut *db, &[row.id]).await?;
    Ok(models::Session {
        interview_id: row.id,
        status: row.status(),
        job_title: row.job_title,
        candidate_name: row.candidate_name,
        locale_id: row.locale_id,
        voice_id: row.voice_id.parse().unwrap_or(crate::invitations::DEFAULT_VOICE),
        expires_at: timestamp(row.expires_at),
        started_at: nullable(row.started_at.map(timestamp)),
        questions: questions.into_iter().map(Into::into).collect(),
        responses: responses.into_iter().map(Into::into).collect(),
        candidate_cv: nullable(row.candidate_cv.map(|cv| cv.0)),
    })
}

/// Writes the event about the interview's new state to the outbox, in the same transaction.
async fn emit(
    tx: &mut PgConnection,
    interview_id: Uuid,
    event: WebhookEventType,
    url_base: &str,
) -> Result<(), ApiError> {
    let row: InterviewRow = sqlx::query_as(&format!("{} where id = $1", select_interviews()))
        .bind(interview_id)
        .fetch_one(&mut *tx)
        .await?;
    let responses = interviews::responses_of(&mut *tx, &[interview_id]).await?;
    let account_id = row.account_id;
    let interview = interviews::interview(row, responses, url_base);
    webhooks::enqueue(tx, account_id, event, &interview).await?;
    Ok(())
}

/// Ends an interview that ran: charges min(reserved, started minutes), at least 1, and releases
/// the reservation (it ends with the `in_progress` status). Used by completion and abandonment.
pub async fn settle(
    tx: &mut PgConnection,
    row: &InterviewRow,
    status: &str,
    duration_seconds: i64,
) -> Result<(), sqlx::Error> {
    let charged = credits_for(duration_seconds).max(1).min(row.estimated_credits);
    sqlx::query("select 1 from accounts where id = $1 for no key update")
        .bind(row.account_id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("update accounts set credit_balance = credit_balance - $2, updated_at = now() where id = $1")
        .bind(row.account_id)
        .bind(charged)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "update interviews set status = $2, completed_at = now(), duration_seconds = $3, charged_credits = $4,
                updated_at = now()
         where id = $1",
    )
    .bind(row.id)
    .bind(status)
    .bind(duration_seconds as i32)
    .bind(charged)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

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
        let row = find(&mut db, &path.token, false).await?;
        Ok(GetSessionResponse::Status200_Session(models::SessionEnvelope {
            data: session(&mut db, row).await?,
        }))
    }

    /// Starts the interview and emits `interview_started`; starting it again changes nothing.
    async fn start_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::StartSessionPathParams,
    ) -> Result<StartSessionResponse, ApiError> {
        let mut tx = self.state.db.begin().await?;
        let row = find(&mut tx, &path.token, true).await?;
        let row = match row.status() {
            InterviewStatus::InProgress => row,
            InterviewStatus::Invited => {
                sqlx::query(
                    "update interviews set status = 'in_progress', started_at = now(), updated_at = now() where id = $1",
                )
                .bind(row.id)
                .execute(&mut *tx)
                .await?;
                emit(
                    &mut tx,
                    row.id,
                    WebhookEventType::InterviewStarted,
                    &self.state.settings.interview_url_base,
                )
                .await?;
                find(&mut tx, &path.token, false).await?
            }
            _ => return Err(wrong_state(&row, "started")),
        };
        let data = session(&mut tx, row).await?;
        tx.commit().await?;
        Ok(StartSessionResponse::Status200_SessionStarted(
            models::SessionEnvelope { data },
        ))
    }

    /// Records the answer to one question; answering it again replaces the answer.
    async fn record_session_response(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::RecordSessionResponsePathParams,
        body: &models::SessionResponseCreate,
    ) -> Result<RecordSessionResponseResponse, ApiError> {
        let mut tx = self.state.db.begin().await?;
        let row = find(&mut tx, &path.token, true).await?;
        if row.status() != InterviewStatus::InProgress {
            return Err(wrong_state(&row, "answered"));
        }
        let recorded: Option<interviews::ResponseRow> = sqlx::query_as(
            "insert into interview_responses (interview_id, question_id, transcript, duration_seconds)
             select $1, q.id, $3, $4 from interview_questions q where q.id = $2 and q.interview_id = $1
             on conflict (interview_id, question_id) do update
                 set transcript = excluded.transcript, duration_seconds = excluded.duration_seconds, recorded_at = now()
             returning interview_id, question_id, transcript, duration_seconds, recorded_at",
        )
        .bind(row.id)
        .bind(body.question_id)
        .bind(&body.transcript)
        .bind(body.duration_seconds as i32)
        .fetch_optional(&mut *tx)
        .await?;
        let recorded = recorded.ok_or_else(|| {
            ApiError::validation(FieldPath::key("question_id"), "is not a question of this interview")
        })?;
        tx.commit().await?;
        Ok(RecordSessionResponseResponse::Status200_AnswerRecorded(
            models::SessionResponseEnvelope { data: recorded.into() },
        ))
    }

    /// Completes the interview: charges its credits, releases the reservation and emits
    /// `interview_ended`, once; completing it again changes nothing.
    async fn complete_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::CompleteSessionPathParams,
    ) -> Result<CompleteSessionResponse, ApiError> {
        let mut tx = self.state.db.begin().await?;
        let row = find(&mut tx, &path.token, true).await?;
        let row = match row.status() {
            InterviewStatus::Completed => row,
            InterviewStatus::InProgress => {
                let started = row.started_at.unwrap_or(row.created_at);
                let duration = (chrono::Utc::now() - started).num_seconds().max(0);
                settle(&mut tx, &row, "completed", duration).await?;
                emit(
                    &mut tx,
                    row.id,
                    WebhookEventType::InterviewEnded,
                    &self.state.settings.interview_url_base,
                )
                .await?;
                find(&mut tx, &path.token, false).await?
            }
            _ => return Err(wrong_state(&row, "completed")),
        };
        let data = session(&mut tx, row).await?;
        tx.commit().await?;
        Ok(CompleteSessionResponse::Status200_SessionCompleted(
            models::SessionEnvelope { data },
        ))
    }
}

/// Settles interviews left `in_progress` for more than 24 hours as `abandoned`, charged like a
/// completion for the time up to their last answer, and marks invitations past their expiry
/// `expired`. Safe on any number of instances: rows are claimed with `skip locked`.
pub async fn sweep(db: &sqlx::PgPool) -> Result<u64, sqlx::Error> {
    sqlx::query(
        "update interviews set status = 'expired', updated_at = now() where status = 'invited' and expires_at <= now()",
    )
    .execute(db)
    .await?;
    let mut settled = 0;
    loop {
        let mut tx = db.begin().await?;
        let rows: Vec<InterviewRow> = sqlx::query_as(&format!(
            "{} where status = 'in_progress' and started_at <= now() - interval '24 hours'
             limit 50 for update skip locked",
            select_interviews()
        ))
        .fetch_all(&mut *tx)
        .await?;
        if rows.is_empty() {
            return Ok(settled);
        }
        for row in &rows {
            let last_answer: Option<chrono::DateTime<chrono::Utc>> =
                sqlx::query_scalar("select max(recorded_at) from interview_responses where interview_id = $1")
                    .bind(row.id)
                    .fetch_one(&mut *tx)
                    .await?;
            let started = row.started_at.unwrap_or(row.created_at);
            let duration = last_answer.map_or(0, |at| (at - started).num_seconds().max(0));
            settle(&mut tx, row, "abandoned", duration).await?;
        }
        tx.commit().await?;
        settled += rows.len() as u64;
    }
}
