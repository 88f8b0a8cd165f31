//! The retention period: interviews that ended more than their account's
//! `interview_data_retention_days` ago are redacted as an erasure would
//! (`domain::privacy::retention`), in batches of their own transactions. Safe on any number of
//! instances: rows are claimed with `skip locked`.
//!
//! The audit log's months (`domain::audit`): the coming ones are created ahead, and a month past
//! every account's `audit_retention_days` is dropped whole. Both take one advisory lock, so
//! instances doing it at once wait for each other.

use sqlx::PgPool;

use crate::domain::audit;
use crate::domain::ids::AccountId;
use crate::domain::privacy::retention;

pub const INTERVAL: std::time::Duration = std::time::Duration::from_secs(600);

/// Interviews redacted per transaction.
const BATCH: i64 = 100;

/// Redacts every interview past its account's retention period; returns how many.
pub async fn redact_expired(db: &PgPool, url_base: &str) -> anyhow::Result<u64> {
    let accounts = retention::retaining_accounts(&mut *db.acquire().await?).await?;
    let mut redacted = 0;
    for (account_id, days) in accounts {
        loop {
            let done = redact_batch(db, account_id, days, url_base).await?;
            redacted += done as u64;
            if done < BATCH as usize {
                break;
            }
        }
    }
    Ok(redacted)
}

/// One batch of an account's interviews past its retention period, in one transaction.
async fn redact_batch(db: &PgPool, account_id: AccountId, days: i32, url_base: &str) -> anyhow::Result<usize> {
    let mut tx = db.begin().await?;
    let due = retention::redact_due(&mut tx, account_id, days, BATCH, url_base).await?;
    tx.commit().await?;
    Ok(due)
}

/// Months of the audit log created ahead of time: an event never finds its month missing as long
/// as some instance ran its upkeep within them.
const AUDIT_MONTHS_AHEAD: i32 = 3;

/// Creates the coming months of the audit log and drops those past every account's retention
/// period; returns the names of the months dropped.
pub async fn keep_audit_months(db: &PgPool) -> anyhow::Result<Vec<String>> {
    audit::prepare_months(db, AUDIT_MONTHS_AHEAD).await?;
    let mut tx = db.begin().await?;
    let dropped = audit::drop_expired_months(&mut *tx).await?;
    tx.commit().await?;
    Ok(dropped)
}
