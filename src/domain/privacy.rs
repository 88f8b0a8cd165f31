//! The person behind the data: erasing a candidate or an interview with every copy, the
//! account's retention period, and a candidate's export.
//!
//! Erasure redacts rather than deletes an interview: what billing and the customer's statistics
//! need stays (status, job, times, credits, the ledger), the person goes (name, CV snapshot,
//! answers, consent, evaluation, metadata, custom questions, the link to the candidate), and so
//! do the copies in the event log and the delivery log, all in the caller's transaction. The
//! stored answers of Idempotency-Keys are the HTTP layer's (`http::idempotency::forget_answers`),
//! called in the same transaction by whoever erases.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, CandidateId, InterviewId};
use crate::domain::interviews;
use crate::domain::webhooks;
use crate::models::{self, InterviewStatus};
use crate::wire::{timestamp, to_nullable};

/// What an erased interview shows instead of the candidate's name, and instead of the text of
/// its custom questions.
pub const ERASED: &str = "[erased]";

/// Whose data an erasure removes.
#[derive(Debug, Clone, Copy)]
pub enum Subject {
    /// A stored candidate, deleted, with every interview invited with its id.
    Candidate(CandidateId),
    /// One interview (for people invited by name only).
    Interview(InterviewId),
}

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
            .ok_or(DomainError::NotFound("Interview"))?;
            (None, vec![id])
        }
    };
    let erasure_id = Uuid::now_v7();
    redact(tx, account_id, &interview_ids, Some(erasure_id), url_base).await?;
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
        let row = interviews::find_row(&mut *tx, account_id, id.0)
            .await?
            .ok_or(DomainError::NotFound("Interview"))?;
        if row.erased_at.is_some() {
            continue;
        }
        match row.status() {
            InterviewStatus::Invited => {
                interviews::cancel(tx, account_id, id.0, url_base).await?;
            }
            InterviewStatus::InProgress => interviews::abandon(tx, &row, url_base).await?,
            _ => {}
        }
        redacted.push(id);
    }
    if redacted.is_empty() {
        return Ok(redacted);
    }
    let erased_at: DateTime<Utc> = sqlx::query_scalar!(
        r#"update interviews
           set candidate_name = $2, candidate_cv = null, candidate_id = null, consent_notice_version = null,
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
    webhooks::redact_events(tx, &redacted, erased_at).await?;
    for &id in &redacted {
        webhooks::enqueue_erased(tx, account_id, id, erasure_id).await?;
    }
    Ok(redacted)
}

/// Up to `limit` interviews of one account past its retention period: ended (completed,
/// expired, cancelled or abandoned) more than `days` days ago and not yet erased, locked for
/// redaction (rows another transaction holds are left for the next pass).
pub async fn past_retention(
    tx: &mut PgConnection,
    account_id: AccountId,
    days: i32,
    limit: i64,
) -> Result<Vec<InterviewId>, sqlx::Error> {
    // An interview ends after it is created, so the creation time bounds the search on the index
    // of unerased interviews.
    sqlx::query_scalar!(
        r#"select id as "id: InterviewId" from interviews
           where account_id = $1 and erased_at is null and created_at < now() - make_interval(days => $2)
             and case interview_status(status, expires_at, started_at)
                     when 'completed' then completed_at
                     when 'cancelled' then cancelled_at
                     when 'expired' then expires_at
                     when 'abandoned' then started_at + interval '24 hours'
                 end < now() - make_interval(days => $2)
           order by id limit $3
           for update skip locked"#,
        account_id as AccountId,
        days,
        limit
    )
    .fetch_all(&mut *tx)
    .await
}

/// The accounts with a retention period, each with its days: an account's test-mode twin
/// follows its live account's setting.
pub async fn retaining_accounts(db: &mut PgConnection) -> Result<Vec<(AccountId, i32)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"select a.id as "id: AccountId", coalesce(live.interview_data_retention_days, a.interview_data_retention_days) as "days!"
           from accounts a left join accounts live on live.id = a.live_account_id
           where coalesce(live.interview_data_retention_days, a.interview_data_retention_days) is not null"#
    )
    .fetch_all(&mut *db)
    .await?;
    Ok(rows.into_iter().map(|row| (row.id, row.days)).collect())
}

/// Everything held about a candidate of the account: the record (as `candidate` renders it), the
/// interviews invited with its id, with their questions and CV snapshots, and the events about
/// them.
pub async fn export(
    db: &mut PgConnection,
    account_id: AccountId,
    candidate: models::Candidate,
    url_base: &str,
) -> Result<models::CandidateExport, DomainError> {
    let of_candidate = interviews::Filter {
        candidate_id: Some(CandidateId(candidate.id)),
        ..Default::default()
    };
    let rows = interviews::page(&mut *db, account_id, None, &of_candidate, i64::MAX).await?;
    let ids: Vec<InterviewId> = rows.iter().map(|row| row.id).collect();
    let mut questions: HashMap<InterviewId, Vec<interviews::QuestionRow>> = HashMap::new();
    for question in interviews::questions_of(&mut *db, &ids).await? {
        questions.entry(question.interview_id).or_default().push(question);
    }
    let mut responses: HashMap<InterviewId, Vec<interviews::ResponseRow>> = HashMap::new();
    for response in interviews::responses_of(&mut *db, &ids).await? {
        responses.entry(response.interview_id).or_default().push(response);
    }
    let records = rows
        .into_iter()
        .map(|row| {
            let id = row.id;
            let cv = row.candidate_cv.clone().map(|cv| cv.0);
            let interview = interviews::to_model(row, responses.remove(&id).unwrap_or_default(), url_base);
            record(interview, questions.remove(&id).unwrap_or_default(), cv)
        })
        .collect::<Result<_, _>>()?;
    let events = webhooks::events_about(db, account_id, &ids).await?;
    Ok(models::CandidateExport {
        candidate,
        interviews: records,
        events,
    })
}

/// An interview with its questions and CV snapshot: everything stored about it (the
/// `Interview`'s fields and two more, `InterviewRecord` in openapi.yaml).
fn record(
    interview: models::Interview,
    questions: Vec<interviews::QuestionRow>,
    cv: Option<models::CvInput>,
) -> Result<models::InterviewRecord, DomainError> {
    let questions: Vec<models::InterviewQuestion> = questions.into_iter().map(Into::into).collect();
    let mut record = serde_json::to_value(interview).map_err(|error| DomainError::Internal(error.into()))?;
    record["questions"] = serde_json::to_value(questions).map_err(|error| DomainError::Internal(error.into()))?;
    record["candidate_cv"] = serde_json::to_value(cv).map_err(|error| DomainError::Internal(error.into()))?;
    serde_json::from_value(record).map_err(|error| DomainError::Internal(error.into()))
}
