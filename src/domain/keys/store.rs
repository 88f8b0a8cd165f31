//! Keys created, listed and revoked; an account's first test key creates its test-mode twin.

use anyhow::bail;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::ids::{AccountId, KeyId};
use crate::domain::keys::{KEY_PREFIX, TEST_CREDITS, hash_key, new_key_of};
use crate::models::{KeyMode, KeyScope};

/// The account a key of `mode` of `owner` belongs to: the owner itself, or its test twin (created
/// now, with its test credits, if it has none yet). `None` if there is no such live account.
async fn account_for(tx: &mut PgConnection, owner: AccountId, mode: KeyMode) -> Result<Option<Uuid>, sqlx::Error> {
    let live = sqlx::query_scalar!(
        "select id from accounts where id = $1 and live_account_id is null",
        owner as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?;
    if live.is_none() || mode == KeyMode::Live {
        return Ok(live);
    }
    sqlx::query!(
        "with twin as (
             insert into accounts (id, email, plan, email_verified, live_account_id)
             select $1, null, plan, true, id from accounts where id = $2
             on conflict (live_account_id) do nothing
             returning id),
         credits as (
             insert into account_credits (account_id, credit_balance) select id, $3 from twin)
         insert into credit_transactions (id, account_id, kind, amount, description)
         select $4, id, 'top_up', $3, 'Test credits' from twin",
        Uuid::now_v7(),
        owner as AccountId,
        TEST_CREDITS,
        Uuid::now_v7()
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query_scalar!("select id from accounts where live_account_id = $1", owner as AccountId)
        .fetch_optional(&mut *tx)
        .await
}

/// A key as listed: never the key itself.
#[derive(Debug, serde::Serialize)]
pub struct KeyListing {
    pub id: Uuid,
    pub name: String,
    pub mode: StoredEnum<KeyMode>,
    pub scope: StoredEnum<KeyScope>,
    pub prefix: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
}

/// Keys an account holds at most, both modes together: minting keys must not multiply its
/// per-key rate limit without end.
pub const MAX_KEYS: i64 = 20;

/// The account already holds [`MAX_KEYS`] keys.
#[derive(Debug, thiserror::Error)]
#[error("The account holds {MAX_KEYS} API keys, the most allowed; revoke one first")]
pub struct KeyLimitReached;

/// Creates a key of `mode` and `scope` for the live account `owner`, unless it holds [`MAX_KEYS`]
/// already; returns it listed, and the key, which is never shown again.
pub async fn create(
    tx: &mut PgConnection,
    owner: AccountId,
    name: &str,
    mode: KeyMode,
    scope: KeyScope,
) -> anyhow::Result<(KeyListing, String)> {
    // Text is data, as the contract says: the name is kept as given (1-100 characters).
    if name.is_empty() || name.chars().count() > 100 {
        bail!("--name must be 1 to 100 characters");
    }
    // The live account's row is locked first, so concurrent creations count one after another
    // (the count is a statement of its own: it sees what the one before committed). Not `for
    // update`: the request's Idempotency-Key claim already holds a key-share lock on the row (its
    // foreign key), and two creations upgrading theirs would deadlock.
    sqlx::query!(
        "select id from accounts where id = $1 for no key update",
        owner as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?;
    let held = sqlx::query_scalar!(
        r#"select count(*) as "count!" from api_keys k join accounts a on a.id = k.account_id
           where a.id = $1 or a.live_account_id = $1"#,
        owner as AccountId
    )
    .fetch_one(&mut *tx)
    .await?;
    if held >= MAX_KEYS {
        return Err(KeyLimitReached.into());
    }
    let Some(account) = account_for(tx, owner, mode).await? else {
        bail!("no account with id {owner}");
    };
    let key = new_key_of(mode);
    let prefix: String = key.chars().take(KEY_PREFIX.len() + 6).collect();
    let listing = sqlx::query_as!(
        KeyListing,
        r#"insert into api_keys (id, account_id, name, key_hash, key_prefix, mode, scope)
           values ($1, $2, $3, $4, $5, $6, $7)
           returning id, name, mode as "mode: StoredEnum<KeyMode>", scope as "scope: StoredEnum<KeyScope>",
                     key_prefix as prefix, created_at, last_used_at"#,
        Uuid::now_v7(),
        account,
        name,
        &hash_key(&key)[..],
        prefix,
        StoredEnum(mode) as StoredEnum<KeyMode>,
        StoredEnum(scope) as StoredEnum<KeyScope>
    )
    .fetch_one(&mut *tx)
    .await?;
    Ok((listing, key))
}

/// The keys of a live account, both modes, oldest first (by id, time-ordered): at most `limit`,
/// after the key `after` when given.
pub async fn list(
    db: impl PgExecutor<'_>,
    owner: AccountId,
    after: Option<Uuid>,
    limit: i64,
) -> Result<Vec<KeyListing>, sqlx::Error> {
    sqlx::query_as!(
        KeyListing,
        r#"select k.id, k.name, k.mode as "mode: StoredEnum<KeyMode>", k.scope as "scope: StoredEnum<KeyScope>",
                  k.key_prefix as prefix, k.created_at, k.last_used_at
           from api_keys k join accounts a on a.id = k.account_id
           where (a.id = $1 or a.live_account_id = $1) and ($2::uuid is null or k.id > $2)
           order by k.id
           limit $3"#,
        owner as AccountId,
        after,
        limit
    )
    .fetch_all(db)
    .await
}

/// Revokes a key: it fails on the very next request, on every instance. Answers the live account
/// that owned it, `None` if there is no such key.
pub async fn revoke(db: impl PgExecutor<'_>, key_id: KeyId) -> Result<Option<AccountId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"delete from api_keys where id = $1
           returning (select coalesce(live_account_id, id) from accounts where accounts.id = api_keys.account_id)
                     as "owner!: AccountId""#,
        key_id as KeyId
    )
    .fetch_optional(db)
    .await
}

/// Why a key of an account could not be revoked through the API.
pub enum RevokeRefused {
    NotFound,
    LastLiveKey,
}

/// Revokes one of a live account's keys, unless it is the last live one of full scope (the account
/// would lock itself out: a partner's key cannot manage keys). The account row is locked first, so two revocations cannot both see another
/// live key left.
pub async fn revoke_owned(
    tx: &mut PgConnection,
    owner: AccountId,
    key_id: KeyId,
) -> Result<Result<(), RevokeRefused>, sqlx::Error> {
    sqlx::query!(
        "select id from accounts where id = $1 for no key update",
        owner as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?;
    let key = sqlx::query!(
        r#"select k.mode as "mode: StoredEnum<KeyMode>", k.scope as "scope: StoredEnum<KeyScope>",
                  (select count(*) from api_keys l where l.account_id = $1 and l.mode = 'live' and l.scope = 'full')
                      as "live!"
           from api_keys k join accounts a on a.id = k.account_id
           where k.id = $2 and (a.id = $1 or a.live_account_id = $1)"#,
        owner as AccountId,
        key_id as KeyId
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(key) = key else {
        return Ok(Err(RevokeRefused::NotFound));
    };
    if key.mode.0 == KeyMode::Live && key.scope.0 == KeyScope::Full && key.live <= 1 {
        return Ok(Err(RevokeRefused::LastLiveKey));
    }
    revoke(&mut *tx, key_id).await?;
    Ok(Ok(()))
}
