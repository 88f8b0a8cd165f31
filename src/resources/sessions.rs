//! The session API the interview runtime drives: read the interview by its token, start it,
//! record answers, complete it. The token in the path is the credential, until the link stops
//! working (expired before the start, or cancelled): 410.
//!
//! State changes lock the interview row, and completion then the account's credits row (always
//! in that order), so a repeated or concurrent `start`/`complete`/`cancel` settles credits
//! exactly once.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::sessions::{
    CompleteSessionResponse, GetSessionResponse, RecordSessionResponseResponse, Sessions, SetSessionEvaluationResponse,
    StartSessionResponse,
};
use sqlx::PgConnection;

use crate::Nullable;
use crate::domain::ids::InterviewId;
use crate::domain::interviews::{self, InterviewRow};
use crate::domain::links;
use crate::http::context;
use crate::http::error::{ApiError, FieldPath};
use crate::models::{self, InterviewStatus, WebhookEventType};
use crate::resources::Api;
use crate::wire::{timestamp, to_nullable};

const NOT_FOUND: ApiError = ApiError::NotFound("Interview session");

/// The interview behind a token, locked for update when `lock` is set. A link that no longer
/// works is 410 on every session endpoint, before any state check: it expired before the
/// interview started, the interview was cancelled (cancelling stops the link), or a new link
/// replaced it.
async fn find_by_link(db: &mut PgConnection, token: &str, lock: bool) -> Result<InterviewRow, ApiError> {
    let Some(row) = interviews::find_by_token(db, token, lock).await? else {
        return Err(if links::token_replaced(&mut *db, token).await? {
            ApiError::LinkReplaced
        } else {
            NOT_FOUND
        });
    };
    match row.status() {
        InterviewStatus::Expired => Err(ApiError::LinkExpired),
        InterviewStatus::Cancelled => Err(ApiError::LinkCancelled),
        _ => Ok(row),
    }
}

fn wrong_state(row: &InterviewRow, action: &str) -> ApiError {
    ApiError::InvalidState(format!("An interview that is {} cannot be {action}", row.status()))
}

/// The session behind a link. Once the interview has ended, the link shows its state only: its
/// content (name, questions, answers, CV) is read with an API key, so a link that leaks later
/// (a forwarded e-mail, a log) gives nothing away.
async fn session(db: &mut PgConnection, row: InterviewRow) -> Result<models::Session, ApiError> {
    let status = row.status();
    let ended = matches!(status, InterviewStatus::Completed | InterviewStatus::Abandoned);
    let (questions, responses) = if ended {
        (Vec::new(), Vec::new())
    } else {
        let id = [InterviewId(row.id.0)];
        (
            interviews::questions_of(&mut *db, &id).await?,
            interviews::responses_of(&mut *db, &id).await?,
        )
    };
    Ok(models::Session {
        interview_id: row.id.0,
        status,
        job_title: row.job_title,
        candidate_name: if ended { WITHHELD.to_owned() } else { row.candidate_name },
        locale_id: row.locale_id,
        voice_id: row.voice_id.0,
        expires_at: timestamp(row.expires_at),
        started_at: to_nullable(row.started_at.map(timestamp)),
        questions: questions.into_iter().map(Into::into).collect(),
        responses: responses.into_iter().map(Into::into).collect(),
        candidate_cv: if ended {
            Nullable::Null
        } else {
            to_nullable(row.candidate_cv.map(|cv| cv.0))
        },
    })
}

/// The name an ended interview's session shows.
const WITHHELD: &str = "[withheld]";

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
        let row = find_by_link(&mut db, &path.token, false).await?;
        Ok(GetSessionResponse::Status200_Session(models::SessionEnvelope {
            data: session(&mut db, row).await?,
        }))
    }

    /// Starts the interview with the candidate's consent, when given, and emits
    /// `interview_started`; starting it again changes nothing.
    async fn start_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::StartSessionPathParams,
        body: &Option<models::SessionStart>,
    ) -> Result<StartSessionResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = find_by_link(&mut tx, &path.token, true).await?;
        let (row, starting) = match row.status() {
            InterviewStatus::InProgress => (row, None),
            InterviewStatus::Invited => {
                let given = body.as_ref().and_then(|body| body.consent.as_ref());
                let consent = interviews::consent_to_record(&mut *tx, row.job_id, given).await?;
                let url_base = &self.state.settings.interview_url_base;
                interviews::start(&mut tx, &row, consent.as_ref(), url_base).await?;
                let starting = (row.account_id, row.expires_at);
                (find_by_link(&mut tx, &path.token, false).await?, Some(starting))
            }
            _ => return Err(wrong_state(&row, "started")),
        };
        let data = session(&mut tx, row).await?;
        // Last before committing: a start counts only if the link is still valid once the account
        // is locked, so an invitation reserving credits at the instant the link expires cannot
        // also count this interview's credits as released.
        if let Some((account_id, expires_at)) = starting
            && !links::link_valid_under_account_lock(&mut tx, account_id, expires_at).await?
        {
            return Err(ApiError::LinkExpired);
        }
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
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = find_by_link(&mut tx, &path.token, true).await?;
        if row.status() != InterviewStatus::InProgress {
            return Err(wrong_state(&row, "answered"));
        }
        let others = interviews::other_transcript_chars(&mut *tx, InterviewId(row.id.0), body.question_id).await?;
        if others + body.transcript.chars().count() as i64 > interviews::MAX_TRANSCRIPT_CHARS {
            return Err(ApiError::validation(
                FieldPath::key("transcript"),
                format!(
                    "would take the interview's answers past {} characters of transcript in all",
                    interviews::MAX_TRANSCRIPT_CHARS
                ),
            ));
        }
        let recorded = sqlx::query_as!(
            interviews::ResponseRow,
            "insert into interview_responses (interview_id, question_id, transcript, duration_seconds)
             select $1, q.id, $3, $4 from interview_questions q where q.id = $2 and q.interview_id = $1
             on conflict (interview_id, question_id) do update
                 set transcript = excluded.transcript, duration_seconds = excluded.duration_seconds, recorded_at = now()
             returning interview_id, question_id, transcript, duration_seconds, recorded_at",
            row.id as InterviewId,
            body.question_id,
            body.transcript,
            body.duration_seconds as i32
        )
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

    /// Completes the interview, with the runtime's evaluation when given: charges its credits,
    /// releases the reservation and emits `interview_ended`, once; completing it again changes
    /// nothing.
    async fn complete_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::CompleteSessionPathParams,
        body: &Option<models::SessionComplete>,
    ) -> Result<CompleteSessionResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = find_by_link(&mut tx, &path.token, true).await?;
        let row = match row.status() {
            InterviewStatus::Completed => row,
            InterviewStatus::InProgress => {
                // The evaluation first, so that `interview_ended` carries it.
                if let Some(evaluation) = body.as_ref().and_then(|body| body.evaluation.as_ref()) {
                    interviews::evaluate(&mut tx, row.id, evaluation, &FieldPath::key("evaluation")).await?;
                }
                let started = row.started_at.unwrap_or(row.created_at);
                let duration = (chrono::Utc::now() - started).num_seconds().max(0);
                interviews::settle(&mut tx, &row, InterviewStatus::Completed, duration).await?;
                interviews::emit(
                    &mut tx,
                    &row,
                    WebhookEventType::InterviewEnded,
                    &self.state.settings.interview_url_base,
                )
                .await?;
                find_by_link(&mut tx, &path.token, false).await?
            }
            _ => return Err(wrong_state(&row, "completed")),
        };
        let data = session(&mut tx, row).await?;
        tx.commit().await?;
        Ok(CompleteSessionResponse::Status200_SessionCompleted(
            models::SessionEnvelope { data },
        ))
    }

    /// Sets or replaces the evaluation of a completed interview and emits `interview_evaluated`.
    async fn set_session_evaluation(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        path: &models::SetSessionEvaluationPathParams,
        body: &models::SessionEvaluation,
    ) -> Result<SetSessionEvaluationResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = find_by_link(&mut tx, &path.token, true).await?;
        if row.status() != InterviewStatus::Completed {
            return Err(wrong_state(&row, "evaluated"));
        }
        let evaluation = interviews::evaluate(&mut tx, row.id, &body.evaluation, &FieldPath::key("evaluation")).await?;
        interviews::emit(
            &mut tx,
            &row,
            WebhookEventType::InterviewEvaluated,
            &self.state.settings.interview_url_base,
        )
        .await?;
        tx.commit().await?;
        Ok(SetSessionEvaluationResponse::Status200_EvaluationSet(
            models::EvaluationEnvelope {
                data: Nullable::Present(evaluation),
            },
        ))
    }
}
