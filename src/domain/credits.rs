//! Credits: an account's `total_balance` is what it bought and has not been charged; its
//! `reserved_credits` are the estimated credits of its interviews that are `invited` and not yet
//! expired, or `in_progress`, so a reservation ends the instant its link expires. Both come from
//! the SQL function `account_balance` (migrations), the one definition the API, the operator
//! commands and the invariant checks share.

use serde::Serialize;
use sqlx::PgExecutor;
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Balance {
    pub total_balance: i64,
    pub reserved_credits: i64,
}

impl Balance {
    pub fn available_credits(&self) -> i64 {
        self.total_balance - self.reserved_credits
    }
}

/// One credit per started interview minute.
pub fn credits_for(seconds: i64) -> i64 {
    (seconds + 59) / 60
}

/// The balance of an account as of the current transaction. Lock the account row first
/// ([`lock_account`]) when the answer decides a write.
pub async fn balance(db: impl PgExecutor<'_>, account_id: Uuid) -> Result<Option<Balance>, sqlx::Error> {
    sqlx::query_as!(
        Balance,
        r#"select total_balance as "total_balance!", reserved_credits as "reserved_credits!"
           from account_balance($1)"#,
        account_id
    )
    .fetch_optional(db)
    .await
}

/// Locks the account row against every other reservation or charge of the account, on every
/// instance, until the transaction ends. (`no key update` leaves foreign-key checks of rows
/// that reference the account, like an idempotency claim, unblocked.)
pub async fn lock_account(db: impl PgExecutor<'_>, account_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "select 1 as locked from accounts where id = $1 for no key update",
        account_id
    )
    .fetch_optional(db)
    .await?;
    Ok(())
}

/// Takes `credits` from the balance of a locked account.
pub async fn charge(db: impl PgExecutor<'_>, account_id: Uuid, credits: i64) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "update accounts set credit_balance = credit_balance - $2, updated_at = now() where id = $1",
        account_id,
        credits
    )
    .execute(db)
    .await?;
    Ok(())
}
