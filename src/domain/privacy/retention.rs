//! The retention period: interviews that ended more than their account's
//! `interview_data_retention_days` ago are redacted as an erasure would.

use sqlx::PgConnection;

use crate::domain::idempotency;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::privacy::erasure;

/// Up to `limit` interviews of one account past its retention period: ended (completed,
/// expired, cancelled or abandoned) more than `days` days ago and not yet erased, locked for
/// redaction (rows another transaction holds are left for the next pass).
async fn past_retention(
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

/// Redacts up to `limit` interviews of one account past its retention period, in `tx`, with
/// the stored Idempotency-Key answers that held them; returns how many were due.
pub async fn redact_due(
    tx: &mut PgConnection,
    account_id: AccountId,
    days: i32,
    limit: i64,
    url_base: &str,
) -> Result<usize, crate::domain::error::DomainError> {
    let due = past_retention(tx, account_id, days, limit).await?;
    if due.is_empty() {
        return Ok(0);
    }
    let redacted = erasure::redact(tx, account_id, &due, None, url_base).await?;
    idempotency::forget_answers(tx, account_id, None, &redacted).await?;
    Ok(due.len())
}
