//! API-key authentication (seed "Authentication", CONTRACT.md "Accounts and API keys").
//!
//! The gateway authenticates before anything reads the request body, then runs the handler
//! inside [`Principal::scope`]; the generated handlers obtain the caller through the
//! `ApiAuthBasic` claims hook, which reads it from there. Every query a handler makes is
//! scoped by `principal.account_id`, so another account's rows are simply not found.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use axum::http::{HeaderMap, header};
use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use subtle::ConstantTimeEq;
use uuid::Uuid;

use crate::error::ApiError;

pub const KEY_PREFIX: &str = "ivk_live_";

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, serde::Serialize, serde::Deserialize, clap::ValueEnum)]
#[sqlx(type_name = "text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Plan {
    Trial,
    Paid,
}

/// The authenticated caller of a request.
#[derive(Debug, Clone)]
pub struct Principal {
    pub account_id: Uuid,
    pub key_id: Uuid,
    pub plan: Plan,
}

tokio::task_local! {
    static PRINCIPAL: Principal;
}

impl Principal {
    /// Runs `request` with `self` as the caller.
    pub async fn scope<F: Future>(self, request: F) -> F::Output {
        PRINCIPAL.scope(self, request).await
    }

    /// The caller of the request being handled, if it was authenticated.
    pub fn current() -> Option<Principal> {
        PRINCIPAL.try_with(Clone::clone).ok()
    }
}

pub fn hash_key(key: &str) -> [u8; 32] {
    Sha256::digest(key.as_bytes()).into()
}

/// A new key: `ivk_live_` and 64 lowercase hex characters of 32 random bytes.
pub fn new_key() -> String {
    let bytes: [u8; 32] = rand::random();
    format!("{KEY_PREFIX}{}", hex::encode(bytes))
}

fn well_formed(key: &str) -> bool {
    key.strip_prefix(KEY_PREFIX)
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
}

/// The bearer key of a request, or why there is none.
fn bearer_key(headers: &HeaderMap) -> Result<&str, ApiError> {
    let value = headers.get(header::AUTHORIZATION).ok_or(ApiError::Unauthenticated(
        "Missing API key: send Authorization: Bearer <API_KEY>",
    ))?;
    let value = value
        .to_str()
        .map_err(|_| ApiError::Unauthenticated("Malformed Authorization header"))?;
    let (scheme, key) = value.split_once(' ').unwrap_or((value, ""));
    if !scheme.eq_ignore_ascii_case("bearer") {
        return Err(ApiError::Unauthenticated(
            "Unsupported authorization scheme: use Bearer",
        ));
    }
    let key = key.trim();
    if !well_formed(key) {
        return Err(ApiError::Unauthenticated("Malformed API key"));
    }
    Ok(key)
}

#[derive(sqlx::FromRow)]
struct KeyRow {
    key_id: Uuid,
    key_hash: Vec<u8>,
    account_id: Uuid,
    plan: Plan,
    email_verified: bool,
    subscription_status: String,
}

/// Decides who is calling. The key row is read on every request, so a revoked key fails at
/// once on every instance.
pub async fn authenticate(db: &PgPool, headers: &HeaderMap) -> Result<Principal, ApiError> {
    let key = bearer_key(headers)?;
    let hash = hash_key(key);
    let row: Option<KeyRow> = sqlx::query_as(
        "select k.id as key_id, k.key_hash, a.id as account_id, a.plan, a.email_verified, a.subscription_status
         from api_keys k join accounts a on a.id = k.account_id
         where k.key_hash = $1",
    )
    .bind(&hash[..])
    .fetch_optional(db)
    .await?;
    // The index lookup finds the row by hash; the comparison that accepts it is constant-time.
    let row = row
        .filter(|row| bool::from(row.key_hash.as_slice().ct_eq(&hash[..])))
        .ok_or(ApiError::Unauthenticated("Invalid or revoked API key"))?;
    if !row.email_verified {
        return Err(ApiError::PermissionDenied(
            "Verify the account's e-mail address to use the API",
        ));
    }
    if row.subscription_status != "active" {
        return Err(ApiError::PermissionDenied("The account has no active subscription"));
    }
    Ok(Principal {
        account_id: row.account_id,
        key_id: row.key_id,
        plan: row.plan,
    })
}

/// Remembers when each key was last used and writes it at most once a minute per key, off
/// the request path.
#[derive(Default)]
pub struct KeyUsage {
    pending: Mutex<HashMap<Uuid, DateTime<Utc>>>,
}

impl KeyUsage {
    pub const FLUSH_INTERVAL: Duration = Duration::from_secs(60);

    pub fn record(&self, key_id: Uuid) {
        if let Ok(mut pending) = self.pending.lock() {
            pending.insert(key_id, Utc::now());
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
        sqlx::query(
            "update api_keys k set last_used_at = u.used_at
             from unnest($1::uuid[], $2::timestamptz[]) as u(id, used_at)
             where k.id = u.id and (k.last_used_at is null or k.last_used_at < u.used_at)",
        )
        .bind(&ids)
        .bind(&times)
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
