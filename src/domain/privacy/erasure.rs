//! Erasing a person: a stored candidate with every interview invited with its id, or one
//! interview, with every copy.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use crate::domain::error::DomainError;
use crate::domain::idempotency;
use crate::domain::ids::{AccountId, CandidateId, InterviewId};
use crate::domain::interviews::{NOT_FOUND, lifecycle, store};
use crate::domain::privacy::{ERASED, Subject};
use crate::domain::webhooks::events;
use crate::models::{self, InterviewStatus};
use crate::wire::{timestamp, to_nullable};

/// Erases the subject's personal data in `tx` and records the erasure. An interview still
/// `invited` is cancelled first and one `in_progress` is ended as `abandoned`, so nobody goes on
/// answering into an erased record. Returns the erasure as the API shows it.
pub async fn erase(
    tx: &mut PgConnection,
    account_id: AccountId,
    subject: Subject,
    url_base: &str,
) -> Result<models::Erasure, DomainError> {
    let (candidate_id, interview_ids) = match subject {
        Subject::Candidate(candidate_id) => {
            // The candidate's lock first: an invitation naming it holds a key-share lock until it
            // commits, so the interviews read next include every one invited with its id.
            sqlx::query_scalar!(
                "select id from candidates where id = $1 and account_id = $2 for update",
                candidate_id as CandidateId,
                account_id as AccountId
            )
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(DomainError::NotFound("Candidate"))?;
            let ids = sqlx::query_scalar!(
                r#"select id as "id: InterviewId" from interviews
                   where account_id = $1 and candidate_id = $2 order by id for update"#,
                account_id as AccountId,
                candidate_id as CandidateId
            )
            .fetch_all(&mut *tx)
            .await?;
            (Some(candidate_id), ids)
        }
        Subject::Interview(interview_id) => {
            let id = sqlx::query_scalar!(
                r#"select id as "id: InterviewId" from interviews where id = $1 and account_id = $2 for update"#,
                interview_id as InterviewId,
                account_id as AccountId
            )
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(NOT_FOUND)?;
            (None, vec![id])
        }
    };
    let erasure_id = Uuid::now_v7();
    redact(tx, account_id, &interview_ids, Some(erasure_id), url_base).await?;
    idempotency::forget_answers(tx, account_id, candidate_id.map(Uuid::from), &interview_ids).await?;
    if let Some(candidate_id) = candidate_id {
        sqlx::query!("delete from candidates where id = $1", candidate_id as CandidateId)
            .execute(&mut *tx)
            .await?;
    }
    let erased_at = sqlx::query_scalar!(
        "insert into erasures (id, account_id, candidate_id, interview_ids) values ($1, $2, $3, $4)
         returning erased_at",
        erasure_id,
        account_id as AccountId,
        candidate_id.map(Uuid::from),
        &interview_ids as &[InterviewId]
    )
    .fetch_one(&mut *tx)
    .await?;
    Ok(models::Erasure {
        id: erasure_id,
        candidate_id: to_nullable(candidate_id.map(Uuid::from)),
        interview_ids: interview_ids.into_iter().map(Uuid::from).collect(),
        erased_at: timestamp(erased_at),
    })
}

/// Redacts the given interviews of the account (their rows locked by the caller, in id order),
/// with every copy in the event log, and sends `interview_erased` for each; an interview already
/// erased is left as it is. `erasure_id` is `None` when the retention period redacts.
pub async fn redact(
    tx: &mut PgConnection,
    account_id: AccountId,
    interview_ids: &[InterviewId],
    erasure_id: Option<Uuid>,
    url_base: &str,
) -> Result<Vec<InterviewId>, DomainError> {
    let mut redacted = Vec::with_capacity(interview_ids.len());
    for &id in interview_ids {
        let row = store::find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
        if row.erased_at.is_some() {
            continue;
        }
        match row.status() {
            InterviewStatus::Invited => {
                lifecycle::cancel(tx, account_id, id, url_base).await?;
            }
            InterviewStatus::InProgress => lifecycle::abandon(tx, &row, url_base).await?,
            _ => {}
        }
        redacted.push(id);
    }
    if redacted.is_empty() {
        return Ok(redacted);
    }
    let erased_at: DateTime<Utc> = sqlx::query_scalar!(
        r#"update interviews
           set candidate_name = $2, candidate_cv = null, candidate_id = null, candidate_email = null, consent_notice_version = null,
               consent_accepted_at = null, metadata = '{}', evaluation = null, erased_at = now(), updated_at = now()
           where id = any($1)
           returning erased_at as "erased_at!""#,
        &redacted as &[InterviewId],
        ERASED
    )
    .fetch_all(&mut *tx)
    .await?
    .into_iter()
    .next()
    .unwrap_or_else(Utc::now);
    // Nothing more is sent to the person (the outbox holds no address or body to erase).
    sqlx::query!(
        "update interview_emails set status = 'failed', last_error = 'The interview was erased'
         where interview_id = any($1) and status = 'queued'",
        &redacted as &[InterviewId]
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "delete from interview_responses where interview_id = any($1)",
        &redacted as &[InterviewId]
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "update interview_questions set question_text = $2 where interview_id = any($1) and source = 'custom'",
        &redacted as &[InterviewId],
        ERASED
    )
    .execute(&mut *tx)
    .await?;
    // The links are dead: every instance forgets their tokens as live (they still answer 410).
    sqlx::query!(
        "select pg_notify('interview_tokens', 'delete:' || encode(substring(token_hash from 1 for 8), 'hex'))
         from interviews where id = any($1)",
        &redacted as &[InterviewId]
    )
    .execute(&mut *tx)
    .await?;
    events::redact_events(tx, &redacted, erased_at).await?;
    for &id in &redacted {
        events::enqueue_erased(tx, account_id, id, erasure_id).await?;
    }
    Ok(redacted)
}
