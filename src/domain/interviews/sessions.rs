//! What the interview runtime reads and writes through a link: the session (the interview as
//! the runtime needs it), its start, answers, completion and evaluation. The token is the
//! credential until the link stops working.
//!
//! State changes lock the interview row, and completion then the account's credits row (always
//! in that order), so a repeated or concurrent start, completion or cancellation settles credits
//! exactly once.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use crate::Nullable;
use crate::domain::audit;
use crate::domain::error::{DomainError, LinkGone};
use crate::domain::ids::AccountId;
use crate::domain::interviews::{InterviewRow, MAX_TRANSCRIPT_CHARS, lifecycle, links, store};
use crate::domain::partners::callbacks;
use crate::domain::validation::FieldPath;
use crate::models::{self, InterviewStatus, KeyMode, WebhookEventType};
use crate::wire::{timestamp, to_nullable};

const NOT_FOUND: DomainError = DomainError::NotFound("Interview session");

/// The name an ended interview's session shows.
const WITHHELD: &str = "[withheld]";

/// The interview behind a token, locked for update when `lock` is set. A link that no longer
/// works is gone (410) on every session endpoint, before any state check: the interview was
/// erased, it expired before the interview started, the interview was cancelled (cancelling
/// stops the link), or a new link replaced it.
pub async fn find_by_link(db: &mut PgConnection, token: &str, lock: bool) -> Result<InterviewRow, DomainError> {
    let Some(row) = store::find_by_token(db, token, lock).await? else {
        return Err(if links::token_replaced(&mut *db, token).await? {
            DomainError::LinkGone(LinkGone::Replaced)
        } else {
            NOT_FOUND
        });
    };
    if row.erased_at.is_some() {
        return Err(DomainError::LinkGone(LinkGone::Erased));
    }
    match row.status() {
        InterviewStatus::Expired => Err(DomainError::LinkGone(LinkGone::Expired)),
        InterviewStatus::Cancelled => Err(DomainError::LinkGone(LinkGone::Cancelled)),
        _ => Ok(row),
    }
}

fn wrong_state(row: &InterviewRow, action: &str) -> DomainError {
    DomainError::InvalidState(format!("An interview that is {} cannot be {action}", row.status()))
}

/// The session behind a link. Once the interview has ended, the link shows its state only: its
/// content (name, questions, answers, CV) is read with an API key, so a link that leaks later
/// (a forwarded e-mail, a log) gives nothing away.
pub async fn session(db: &mut PgConnection, row: InterviewRow) -> Result<models::Session, DomainError> {
    let status = row.status();
    let ended = matches!(status, InterviewStatus::Completed | InterviewStatus::Abandoned);
    // A test key's interviews belong to the account's test-mode twin.
    let test = sqlx::query_scalar!(
        r#"select live_account_id is not null as "test!" from accounts where id = $1"#,
        row.account_id as AccountId
    )
    .fetch_one(&mut *db)
    .await?;
    let (questions, responses) = if ended {
        (Vec::new(), Vec::new())
    } else {
        let id = [row.id];
        (
            store::questions_of(&mut *db, &id).await?,
            store::responses_of(&mut *db, &id).await?,
        )
    };
    Ok(models::Session {
        interview_id: row.id.0,
        mode: if test { KeyMode::Test } else { KeyMode::Live },
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

/// Who the audit log records as acting in a session: the actor of the given type in the
/// interview's account (the candidate; the assessment partner for an evaluation).
pub type AuditBy<'a> = &'a (dyn Fn(AccountId, audit::ActorType) -> audit::Actor + Send + Sync);

/// Starts the interview behind `token` with the candidate's consent, when given, and sends
/// `interview_started`, recorded in the audit log as the candidate's; starting it again changes
/// (and records) nothing. Returns the session.
pub async fn start(
    tx: &mut PgConnection,
    token: &str,
    consent: Option<&models::ConsentInput>,
    url_base: &str,
    audit_by: AuditBy<'_>,
) -> Result<models::Session, DomainError> {
    let row = find_by_link(tx, token, true).await?;
    let (row, starting): (InterviewRow, Option<DateTime<Utc>>) = match row.status() {
        InterviewStatus::InProgress => (row, None),
        InterviewStatus::Invited => {
            let consent = lifecycle::consent_to_record(tx, row.job_id, consent).await?;
            lifecycle::start(tx, &row, consent.as_ref(), url_base).await?;
            let candidate = audit_by(row.account_id, audit::ActorType::Candidate);
            audit::record(
                &mut *tx,
                &candidate,
                audit::Action::InterviewStarted,
                Some(row.id.0),
                &[],
            )
            .await?;
            let expires_at = row.expires_at;
            (find_by_link(tx, token, false).await?, Some(expires_at))
        }
        _ => return Err(wrong_state(&row, "started")),
    };
    let account_id = row.account_id;
    let session = session(tx, row).await?;
    // Last before committing: a start counts only if the link is still valid once the account
    // is locked, so an invitation reserving credits at the instant the link expires cannot
    // also count this interview's credits as released.
    if let Some(expires_at) = starting
        && !links::link_valid_under_account_lock(tx, account_id, expires_at).await?
    {
        return Err(DomainError::LinkGone(LinkGone::Expired));
    }
    Ok(session)
}

/// Records the answer to one question of the interview in progress behind `token`; answering it
/// again replaces the answer. Each is recorded in the audit log as the candidate's.
pub async fn record_response(
    tx: &mut PgConnection,
    token: &str,
    answer: &models::SessionResponseCreate,
    audit_by: AuditBy<'_>,
) -> Result<models::InterviewResponse, DomainError> {
    let row = find_by_link(tx, token, true).await?;
    if row.status() != InterviewStatus::InProgress {
        return Err(wrong_state(&row, "answered"));
    }
    let others = store::other_transcript_chars(&mut *tx, row.id, answer.question_id).await?;
    if others + answer.transcript.chars().count() as i64 > MAX_TRANSCRIPT_CHARS {
        return Err(DomainError::invalid(
            FieldPath::key("transcript"),
            format!("would take the interview's answers past {MAX_TRANSCRIPT_CHARS} characters of transcript in all"),
        ));
    }
    let question_id: Uuid = answer.question_id;
    let recorded = store::record_response(
        tx,
        row.id,
        question_id,
        &answer.transcript,
        answer.duration_seconds as i32,
    )
    .await?
    .ok_or_else(|| DomainError::invalid(FieldPath::key("question_id"), "is not a question of this interview"))?;
    let candidate = audit_by(row.account_id, audit::ActorType::Candidate);
    audit::record(
        &mut *tx,
        &candidate,
        audit::Action::InterviewResponseRecorded,
        Some(row.id.0),
        &[],
    )
    .await?;
    Ok(recorded.into())
}

/// Completes the interview behind `token`, with the runtime's evaluation when given: charges its
/// credits, releases the reservation and sends `interview_ended`, once; completing it again
/// changes (and records) nothing. The audit log records the completion as the candidate's and an
/// evaluation sent with it as the assessment partner's, as `set_session_evaluation` does. Returns
/// the session.
pub async fn complete(
    tx: &mut PgConnection,
    token: &str,
    evaluation: Option<&models::EvaluationInput>,
    url_base: &str,
    audit_by: AuditBy<'_>,
) -> Result<models::Session, DomainError> {
    let row = find_by_link(tx, token, true).await?;
    let row = match row.status() {
        InterviewStatus::Completed => row,
        InterviewStatus::InProgress => {
            // The evaluation first, so that `interview_ended` carries it.
            if let Some(evaluation) = evaluation {
                lifecycle::evaluate(tx, row.id, evaluation, &FieldPath::key("evaluation")).await?;
            }
            lifecycle::complete(tx, &row, url_base).await?;
            let candidate = audit_by(row.account_id, audit::ActorType::Candidate);
            audit::record(
                &mut *tx,
                &candidate,
                audit::Action::InterviewCompleted,
                Some(row.id.0),
                &[],
            )
            .await?;
            if evaluation.is_some() {
                let partner = audit_by(row.account_id, audit::ActorType::AssessmentPartner);
                audit::record(
                    &mut *tx,
                    &partner,
                    audit::Action::InterviewEvaluated,
                    Some(row.id.0),
                    &[],
                )
                .await?;
            }
            // Completed with its evaluation: complete for a partner that ordered it.
            if evaluation.is_some() {
                callbacks::queue_for(tx, row.id).await?;
            }
            find_by_link(tx, token, false).await?
        }
        _ => return Err(wrong_state(&row, "completed")),
    };
    session(tx, row).await
}

/// Sets or replaces the evaluation of the completed interview behind `token` and sends
/// `interview_evaluated`, recorded in the audit log by the actor `audit_by` gives for the
/// interview's account.
pub async fn evaluate(
    tx: &mut PgConnection,
    token: &str,
    evaluation: &models::EvaluationInput,
    url_base: &str,
    audit_by: impl FnOnce(AccountId) -> audit::Actor,
) -> Result<models::Evaluation, DomainError> {
    let row = find_by_link(tx, token, true).await?;
    if row.status() != InterviewStatus::Completed {
        return Err(wrong_state(&row, "evaluated"));
    }
    let evaluation = lifecycle::evaluate(tx, row.id, evaluation, &FieldPath::key("evaluation")).await?;
    lifecycle::emit(tx, &row, WebhookEventType::InterviewEvaluated, url_base).await?;
    let actor = audit_by(row.account_id);
    audit::record(&mut *tx, &actor, audit::Action::InterviewEvaluated, Some(row.id.0), &[]).await?;
    callbacks::queue_for(tx, row.id).await?;
    Ok(evaluation)
}
