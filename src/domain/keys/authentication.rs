//! Who a key belongs to, and whether it may call; the callers an instance remembers for the
//! reads that check their key inside their own statement.

use std::collections::HashMap;
use std::sync::Mutex;

use sqlx::PgExecutor;
use subtle::ConstantTimeEq;

use crate::db::StoredEnum;
use crate::domain::accounts::{Plan, Subscription};
use crate::domain::ids::{AccountId, KeyId};
use crate::domain::keys::{Principal, hash_key};
use crate::models::{KeyMode, KeyScope};

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
        r#"select k.id as key_id, k.key_hash, k.mode as "mode: StoredEnum<KeyMode>",
                  k.scope as "scope: StoredEnum<KeyScope>", a.id as account_id,
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
        scope: row.scope.0,
    })
}

/// The callers of keys this instance accepted lately, by the key's SHA-256, for the reads that
/// check their key inside their own statement (`holding_key`, migration 0037) instead of looking
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
