//! An interview's changes of state: started (with the candidate's consent), ended (completed or
//! abandoned, and charged), evaluated, cancelled, expired. Each takes the interview's row lock
//! first and the account's credits row after it, and writes its event in the same transaction.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use sqlx::types::Json;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::credits;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, InterviewId, JobId};
use crate::domain::interviews::{Consent, InterviewRow, NOT_FOUND, model, store};
use crate::domain::validation::{FieldPath, Issue};
use crate::domain::webhooks::events;
use crate::models::{self, InterviewStatus, WebhookEventType};
use crate::wire::{timestamp, to_nullable};

/// Writes the event about the interview's new state to the outbox, in the same transaction.
pub async fn emit(
    tx: &mut PgConnection,
    row: &InterviewRow,
    event: WebhookEventType,
    url_base: &str,
) -> Result<(), sqlx::Error> {
    let Some(interview) = model::find(tx, row.account_id, row.id, url_base).await? else {
        return Ok(());
    };
    events::enqueue(tx, row.account_id, event, &interview).await.map(drop)
}

/// How far in the future a consent's `accepted_at` may be: the runtime's clock may run ahead.
const CONSENT_CLOCK_SKEW: chrono::Duration = chrono::Duration::minutes(5);

/// The consent a start records: the one given, checked, at the time given or now. Refused when
/// none is given and the interview's job requires one.
pub async fn consent_to_record(
    tx: &mut PgConnection,
    job_id: JobId,
    given: Option<&models::ConsentInput>,
) -> Result<Option<Consent>, DomainError> {
    let Some(given) = given else {
        let required = sqlx::query_scalar!("select require_consent from jobs where id = $1", job_id as JobId)
            .fetch_optional(&mut *tx)
            .await?
            .unwrap_or(false);
        if required {
            return Err(DomainError::invalid(
                FieldPath::key("consent"),
                "is required: the interview's job requires the candidate's consent",
            ));
        }
        return Ok(None);
    };
    let now = Utc::now();
    let accepted_at = match &given.accepted_at {
        None => now,
        Some(text) => DateTime::parse_from_rfc3339(text)
            .map_err(|_| {
                DomainError::invalid(
                    FieldPath::key("consent").field("accepted_at"),
                    "must be an RFC 3339 date-time",
                )
            })?
            .with_timezone(&Utc),
    };
    if accepted_at > now + CONSENT_CLOCK_SKEW {
        return Err(DomainError::invalid(
            FieldPath::key("consent").field("accepted_at"),
            "must not be in the future",
        ));
    }
    Ok(Some(Consent {
        notice_version: given.notice_version.clone(),
        accepted_at,
    }))
}

/// Starts an invited interview (its row locked): `in_progress` from now, with the candidate's
/// consent when given, `interview_started` sent.
pub async fn start(
    tx: &mut PgConnection,
    row: &InterviewRow,
    consent: Option<&Consent>,
    url_base: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "update interviews set status = 'in_progress', started_at = now(), updated_at = now(),
                consent_notice_version = $2, consent_accepted_at = $3
         where id = $1",
        row.id as InterviewId,
        consent.map(|c| c.notice_version.as_str()),
        consent.map(|c| c.accepted_at)
    )
    .execute(&mut *tx)
    .await?;
    emit(tx, row, WebhookEventType::InterviewStarted, url_base).await
}

/// Ends an interview that ran, as `completed` or `abandoned`: its credits are settled at
/// min(reserved, started minutes), at least 1, and the reservation released (it ends with the
/// `in_progress` status). The interview row must be locked; the account's credits row is locked
/// here, after it.
pub async fn end(
    tx: &mut PgConnection,
    row: &InterviewRow,
    status: InterviewStatus,
    duration_seconds: i64,
) -> Result<(), sqlx::Error> {
    let charge = credits::credits_for(duration_seconds).max(1).min(row.estimated_credits);
    let charged = credits::settle(&mut *tx, row.account_id, row.id, row.estimated_credits, charge).await?;
    let completed = status == InterviewStatus::Completed;
    sqlx::query!(
        "update interviews set status = $2, completed_at = case when $5 then now() end, duration_seconds = $3,
                charged_credits = $4, updated_at = now()
         where id = $1",
        row.id as InterviewId,
        StoredEnum(status) as StoredEnum<InterviewStatus>,
        duration_seconds as i32,
        charged,
        completed
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Completes an interview in progress (its row locked) now, and sends `interview_ended`.
pub async fn complete(tx: &mut PgConnection, row: &InterviewRow, url_base: &str) -> Result<(), sqlx::Error> {
    let started = row.started_at.unwrap_or(row.created_at);
    let duration = (Utc::now() - started).num_seconds().max(0);
    end(tx, row, InterviewStatus::Completed, duration).await?;
    emit(tx, row, WebhookEventType::InterviewEnded, url_base).await
}

/// Ends an interview left `in_progress` (its row locked) as `abandoned`, charged for the time up
/// to its last answer, and sends `interview_abandoned`.
pub async fn abandon(tx: &mut PgConnection, row: &InterviewRow, url_base: &str) -> Result<(), sqlx::Error> {
    let last_answer = sqlx::query_scalar!(
        "select max(recorded_at) from interview_responses where interview_id = $1",
        row.id as InterviewId
    )
    .fetch_one(&mut *tx)
    .await?;
    let started = row.started_at.unwrap_or(row.created_at);
    let duration = last_answer.map_or(0, |at| (at - started).num_seconds().max(0));
    end(tx, row, InterviewStatus::Abandoned, duration).await?;
    emit(tx, row, WebhookEventType::InterviewAbandoned, url_base).await
}

/// Sets an interview's evaluation (its row locked), replacing any earlier one. Every
/// `question_id` must name a question of the interview.
pub async fn evaluate(
    tx: &mut PgConnection,
    id: InterviewId,
    input: &models::EvaluationInput,
    path: &FieldPath,
) -> Result<models::Evaluation, DomainError> {
    let questions: std::collections::HashSet<Uuid> = sqlx::query_scalar!(
        "select id from interview_questions where interview_id = $1",
        id as InterviewId
    )
    .fetch_all(&mut *tx)
    .await?
    .into_iter()
    .collect();
    let strangers: Vec<Issue> = input
        .questions
        .iter()
        .flatten()
        .enumerate()
        .filter(|(_, q)| !questions.contains(&q.question_id))
        .map(|(i, _)| {
            Issue::new(
                path.field("questions").index(i).field("question_id"),
                "is not a question of this interview",
            )
        })
        .collect();
    if !strangers.is_empty() {
        return Err(DomainError::Invalid(strangers));
    }
    let evaluation = models::Evaluation {
        overall_score: input.overall_score,
        recommendation: input.recommendation,
        summary: to_nullable(input.summary.clone()),
        questions: input
            .questions
            .iter()
            .flatten()
            .map(|q| models::QuestionEvaluation {
                question_id: q.question_id,
                score: q.score,
                rationale: to_nullable(q.rationale.clone()),
            })
            .collect(),
        evaluated_at: timestamp(Utc::now()),
    };
    sqlx::query!(
        "update interviews set evaluation = $2, updated_at = now() where id = $1",
        id as InterviewId,
        Json(&evaluation) as Json<&models::Evaluation>
    )
    .execute(&mut *tx)
    .await?;
    Ok(evaluation)
}

/// Writes down an invited interview as expired, releases its reservation and sends
/// `interview_expired`. `now` moves its expiry to now (a simulation); otherwise it must be past
/// its expiry already. False when it is not due, not invited, or another transaction holds it.
pub async fn expire(tx: &mut PgConnection, id: InterviewId, now: bool, url_base: &str) -> Result<bool, sqlx::Error> {
    let Some(expired) = sqlx::query!(
        r#"with due as (
               select id from interviews where id = $1 and status = 'invited' and ($2 or expires_at <= now())
               for update skip locked)
           update interviews i set status = 'expired', updated_at = now(),
                  expires_at = case when $2 then now() else i.expires_at end
           from due where i.id = due.id
           returning i.account_id as "account_id: AccountId", i.estimated_credits"#,
        id as InterviewId,
        now
    )
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(false);
    };
    credits::release(
        &mut *tx,
        expired.account_id,
        id,
        expired.estimated_credits,
        "Reservation released: the link expired",
    )
    .await?;
    if let Some(row) = store::find(&mut *tx, expired.account_id, id).await? {
        emit(tx, &row, WebhookEventType::InterviewExpired, url_base).await?;
    }
    Ok(true)
}

/// Cancels an invited interview in `tx` and releases its reservation; cancelling a cancelled one
/// changes nothing. The row lock orders this against a concurrent start on any instance.
pub async fn cancel(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: InterviewId,
    url_base: &str,
) -> Result<models::Interview, DomainError> {
    let status = sqlx::query_scalar!(
        r#"select interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>"
               from interviews where id = $1 and account_id = $2 for update"#,
        id as InterviewId,
        account_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(NOT_FOUND)?;
    match status.0 {
        InterviewStatus::Invited => {
            let estimated_credits = sqlx::query_scalar!(
                "update interviews set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = $1
                     returning estimated_credits",
                id as InterviewId
            )
            .fetch_one(&mut *tx)
            .await?;
            credits::release(
                &mut *tx,
                account_id,
                id,
                estimated_credits,
                "Reservation released: the invitation was cancelled",
            )
            .await?;
            let row = store::find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
            emit(tx, &row, WebhookEventType::InterviewCancelled, url_base).await?;
        }
        InterviewStatus::Cancelled => {}
        other => {
            return Err(DomainError::InvalidState(format!(
                "An interview that is {other} cannot be cancelled"
            )));
        }
    }
    model::find(tx, account_id, id, url_base).await?.ok_or(NOT_FOUND)
}
