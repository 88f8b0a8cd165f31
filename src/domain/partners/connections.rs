//! The account's side of a partner: the key the partner issued to the customer, with which our
//! callbacks authenticate. Stored sealed (`secrets`), like webhook signing secrets, and never shown.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use crate::domain::ids::AccountId;
use crate::domain::partners::Partner;
use crate::secrets;

/// What the sealed key is bound to: its account and partner (by name).
pub fn key_context(account_id: AccountId, partner: &str) -> String {
    format!("partner callback key:{}:{partner}", account_id.0)
}

/// When the account's key for `partner` was set, if it was.
pub async fn updated_at(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    partner: Partner,
) -> Result<Option<DateTime<Utc>>, sqlx::Error> {
    sqlx::query_scalar!(
        "select updated_at from partner_connections where account_id = $1 and partner = $2",
        account_id as AccountId,
        partner.name()
    )
    .fetch_optional(db)
    .await
}

/// Sets (or replaces) the account's key for `partner`; returns when.
pub async fn set_key(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    partner: Partner,
    key: &str,
) -> Result<DateTime<Utc>, sqlx::Error> {
    let sealed = secrets::seal(key, &key_context(account_id, partner.name()));
    sqlx::query_scalar!(
        "insert into partner_connections (account_id, partner, callback_key) values ($1, $2, $3)
         on conflict (account_id, partner) do update set callback_key = excluded.callback_key, updated_at = now()
         returning updated_at",
        account_id as AccountId,
        partner.name(),
        sealed
    )
    .fetch_one(db)
    .await
}
