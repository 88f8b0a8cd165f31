//! API keys: `ivk_live_` (or, in test mode, `ivk_test_`) and 64 lowercase hex characters (32
//! random bytes). Only the SHA-256 of a key is stored; the key itself is shown once, when it is
//! created. A key is looked up on every request, or, for the reads clients send most, checked
//! inside the read's own statement (`holding_key`, `authentication::RememberedCallers`), so a revoked (deleted)
//! key fails at once on every instance.
//!
//! Test mode: a test key belongs to the account's twin (`accounts.live_account_id`), created with
//! its first test key. Data is scoped by the account a key belongs to, so test-mode data is
//! invisible to live keys and the reverse; standing and keys are the live account's.
//!
//! This file holds a key's form and its caller; `authentication` finds the caller of a key,
//! `store` creates, lists and revokes keys, and `usage` writes down when each was last used.

pub mod authentication;
pub mod store;
pub mod usage;

use sha2::{Digest, Sha256};

use crate::domain::accounts::Plan;
use crate::domain::ids::{AccountId, KeyId};
use crate::models::{KeyMode, KeyScope};

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
    /// What the key may call: everything, or only the assessment partner endpoints.
    pub scope: KeyScope,
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
