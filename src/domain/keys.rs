//! API keys: `ivk_live_` (or, in test mode, `ivk_test_`) and 64 lowercase hex characters (32
//! random bytes). Only the SHA-256 of a key is stored; the key itself is shown once, when it is
//! created. A key is looked up on every request, or, for the reads clients send most, checked
//! inside the read's own statement (`key_holds`, [`RememberedCallers`]), so a revoked (deleted)
//! key fails at once on every instance.
//!
//! Test mode: a test key belongs to the account's twin (`accounts.live_account_id`), created with
//! its first test key. Data is scoped by the account a key belongs to, so test-mode data is
//! invisible to live keys and the reverse; standing and keys are the live account's.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use anyhow::bail;
use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};
use sqlx::{PgConnection, PgExecutor, PgPool};
use subtle::ConstantTimeEq;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::accounts::{Plan, Subscription};
use crate::domain::ids::{AccountId, KeyId};
use crate::models::KeyMode;

pub const KEY_PREFIX: &str = "ivk_live_";
pub const TEST_KEY_PREFIX: &str = "ivk_test_";

/// The credits of a test-mode twin: a balance that never runs out in practice.
pub const TEST_CREDITS: i64 = 1_000_000_000_000;

/// The authenticated caller of a request: every query a resource makes is scoped by
/// `account_id` (the test twin's, for a test key), so another account's or mode's rows are simply
/// not found. `owner_id` is the live account, which owns the keys.
#[derive(Debug, Clone)]
pub struct Principal {
    pub account_id: AccountId,
    pub owner_id: AccountId,
    pub key_id: KeyId,
    pub plan: Plan,
    pub mode: KeyMode,
}

pub fn hash_key(key: &str) -> [u8; 32] {
    Sha256::digest(key.as_bytes()).into()
}

fn prefix_of(mode: KeyMode) -> &'static str {
    match mode {
        KeyMode::Live => KEY_PREFIX,
        KeyMode::Test => TEST_KEY_PREFIX,
    }
}

/// A new key of `mode`: its prefix and 64 lowercase hex characters of 32 random bytes.
pub fn new_key_of(mode: KeyMode) -> String {
    let bytes: [u8; 32] = rand::random();
    format!("{}{}", prefix_of(mode), hex::encode(bytes))
}

/// A new live key.
pub fn new_key() -> String {
    new_key_of(KeyMode::Live)
}

/// Whether `key` has the form of a key; anything else is refused without a lookup.
pub fn well_formed(key: &str) -> bool {
    key.strip_prefix(KEY_PREFIX)
        .or_else(|| key.strip_prefix(TEST_KEY_PREFIX))
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
}

/// Why a well-formed key may not call.
#[derive(Debug, thiserror::Error)]
pub enum KeyRefused {
    #[error("Invalid or revoked API key")]
    Unknown,
    #[error("Verify the account's e-mail address to use the API")]
    EmailUnverified,
    #[error("The account has no active subscription")]
    NoSubscription,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// The caller a well-formed key belongs to, or why it may not call.
pub async fn authenticate(db: impl PgExecutor<'_>, key: &str) -> Result<Principal, KeyRefused> {
    authenticate_hash(db, &hash_key(key)).await
}

/// The caller the key with SHA-256 `hash` belongs to, or why it may not call.
pub async fn authenticate_hash(db: impl PgExecutor<'_>, hash: &[u8; 32]) -> Result<Principal, KeyRefused> {
    let row = sqlx::query!(
        r#"select k.id as key_id, k.key_hash, k.mode as "mode: StoredEnum<KeyMode>", a.id as account_id,
                  o.id as owner_id, o.plan as "plan: Plan", o.email_verified,
                  o.subscription_status as "subscription_status: Subscription"
           from api_keys k
           join accounts a on a.id = k.account_id
           join accounts o on o.id = coalesce(a.live_account_id, a.id)
           where k.key_hash = $1"#,
        &hash[..]
    )
    .fetch_optional(db)
    .await?;
    // The index lookup finds the row by hash; the comparison that accepts it is constant-time.
    let row = row
        .filter(|row| bool::from(row.key_hash.as_slice().ct_eq(&hash[..])))
        .ok_or(KeyRefused::Unknown)?;
    if !row.email_verified {
        return Err(KeyRefused::EmailUnverified);
    }
    if row.subscription_status != Subscription::Active {
        return Err(KeyRefused::NoSubscription);
    }
    Ok(Principal {
        account_id: AccountId(row.account_id),
        owner_id: AccountId(row.owner_id),
        key_id: KeyId(row.key_id),
        plan: row.plan,
        mode: row.mode.0,
    })
}

/// The callers of keys this instance accepted lately, by the key's SHA-256, for the reads that
/// check their key inside their own statement (`key_holds`, migration 0025) instead of looking
/// it up first. Remembering a caller never lets it in: each such read still asks the database
/// whether its key holds, in the same round trip. Bounded in size; forgotten once refused.
#[derive(Default)]
pub struct RememberedCallers {
    callers: Mutex<HashMap<[u8; 32], Principal>>,
}

impl RememberedCallers {
    const CAPACITY: usize = 10_000;

    pub fn get(&self, hash: &[u8; 32]) -> Option<Principal> {
        self.callers.lock().ok()?.get(hash).cloned()
    }

    pub fn remember(&self, hash: [u8; 32], caller: Principal) {
        if let Ok(mut callers) = self.callers.lock() {
            if callers.len() >= Self::CAPACITY && !callers.contains_key(&hash) {
                callers.clear();
            }
            callers.insert(hash, caller);
        }
    }

    pub fn forget(&self, hash: &[u8; 32]) {
        if let Ok(mut callers) = self.callers.lock() {
            callers.remove(hash);
        }
    }
}

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

/// Creates a key of `mode` for the live account `owner`, unless it holds [`MAX_KEYS`] already; returns it listed, and the key, which is
/// never shown again.
pub async fn create_key(
    tx: &mut PgConnection,
    owner: AccountId,
    name: &str,
    mode: KeyMode,
) -> anyhow::Result<(KeyListing, String)> {
    // Text is data, as the contract says: the name is kept as given (1-100 characters).
    if name.is_empty() || name.chars().count() > 100 {
        bail!("--name must be 1 to 100 characters");
    }
    // The live account's row is locked first, so concurrent creations count one after another
    // (the count is a statement of its own: it sees what the one before committed).
    sqlx::query!("select id from accounts where id = $1 for update", owner as AccountId)
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
        r#"insert into api_keys (id, account_id, name, key_hash, key_prefix, mode)
           values ($1, $2, $3, $4, $5, $6)
           returning id, name, mode as "mode: StoredEnum<KeyMode>", key_prefix as prefix, created_at, last_used_at"#,
        Uuid::now_v7(),
        account,
        name,
        &hash_key(&key)[..],
        prefix,
        StoredEnum(mode) as StoredEnum<KeyMode>
    )
    .fetch_one(&mut *tx)
    .await?;
    Ok((listing, key))
}

/// The keys of a live account, both modes, oldest first (by id, time-ordered): at most `limit`,
/// after the key `after` when given.
pub async fn list_keys(
    db: impl PgExecutor<'_>,
    owner: AccountId,
    after: Option<Uuid>,
    limit: i64,
) -> Result<Vec<KeyListing>, sqlx::Error> {
    sqlx::query_as!(
        KeyListing,
        r#"select k.id, k.name, k.mode as "mode: StoredEnum<KeyMode>", k.key_prefix as prefix, k.created_at, k.last_used_at
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

/// Revokes a key: it fails on the very next request, on every instance. False if there is none.
pub async fn revoke_key(db: impl PgExecutor<'_>, key_id: KeyId) -> Result<bool, sqlx::Error> {
    let deleted = sqlx::query!("delete from api_keys where id = $1", key_id as KeyId)
        .execute(db)
        .await?;
    Ok(deleted.rows_affected() > 0)
}

/// Why a key of an account could not be revoked through the API.
pub enum Refused {
    NotFound,
    LastLiveKey,
}

/// Revokes one of a live account's keys, unless it is the last live one (the account would lock
/// itself out). The account row is locked first, so two revocations cannot both see another
/// live key left.
pub async fn revoke_owned_key(
    tx: &mut PgConnection,
    owner: AccountId,
    key_id: KeyId,
) -> Result<Result<(), Refused>, sqlx::Error> {
    sqlx::query!(
        "select id from accounts where id = $1 for no key update",
        owner as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?;
    let key = sqlx::query!(
        r#"select k.mode as "mode: StoredEnum<KeyMode>",
                  (select count(*) from api_keys l where l.account_id = $1 and l.mode = 'live') as "live!"
           from api_keys k join accounts a on a.id = k.account_id
           where k.id = $2 and (a.id = $1 or a.live_account_id = $1)"#,
        owner as AccountId,
        key_id as KeyId
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(key) = key else {
        return Ok(Err(Refused::NotFound));
    };
    if key.mode.0 == KeyMode::Live && key.live <= 1 {
        return Ok(Err(Refused::LastLiveKey));
    }
    revoke_key(&mut *tx, key_id).await?;
    Ok(Ok(()))
}

/// Remembers when each key was last used and writes it at most once a minute per key, off
/// the request path.
#[derive(Default)]
pub struct KeyUsage {
    pending: Mutex<HashMap<Uuid, DateTime<Utc>>>,
}

impl KeyUsage {
    pub const FLUSH_INTERVAL: Duration = Duration::from_secs(60);

    pub fn record(&self, key_id: KeyId) {
        if let Ok(mut pending) = self.pending.lock() {
            pending.insert(key_id.0, Utc::now());
        }
    }

    pub async fn flush(&self, db: &PgPool) -> Result<(), sqlx::Error> {
        let batch: Vec<(Uuid, DateTime<Utc>)> = match self.pending.lock() {
            Ok(mut pending) => pending.drain().collect(),
            Err(_) => return Ok(()),
        };
        if batch.is_empty() {
            return Ok(());
        }
        let (ids, times): (Vec<Uuid>, Vec<DateTime<Utc>>) = batch.into_iter().unzip();
        sqlx::query!(
            "update api_keys k set last_used_at = u.used_at
             from unnest($1::uuid[], $2::timestamptz[]) as u(id, used_at)
             where k.id = u.id and (k.last_used_at is null or k.last_used_at < u.used_at)",
            &ids,
            &times
        )
        .execute(db)
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_keys_are_well_formed_and_distinct() {
        let (a, b) = (new_key(), new_key());
        assert!(well_formed(&a) && well_formed(&b));
        assert_ne!(a, b);
        assert_eq!(a.len(), KEY_PREFIX.len() + 64);
    }

    #[test]
    fn malformed_keys_are_refused_before_any_lookup() {
        for key in [
            "",
            "ivk_live_",
            "ivk_test_0000",
            &format!("ivk_live_{}", "A".repeat(64)),
        ] {
            assert!(!well_formed(key), "{key}");
        }
    }
}
