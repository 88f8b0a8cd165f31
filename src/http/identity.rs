//! Who a request counts as, for rate limits, the flood guard and the log: the account a key
//! named, an interview session's token, or the client's address.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::Request;
use sha2::{Digest, Sha256};

use crate::domain::ids::AccountId;
use crate::http::client_address::ClientAddress;

/// The account a request was made for, once its key was accepted, for the request's log line.
#[derive(Clone, Copy)]
pub struct LoggedAccount(pub AccountId);

/// The SHA-256 of the interview token a session request names: its rate-limit identity.
#[derive(Clone, Copy)]
pub struct SessionToken([u8; 32]);

impl SessionToken {
    /// The identity of the interview token a session request names.
    pub fn of(token: &str) -> SessionToken {
        SessionToken(Sha256::digest(token.as_bytes()).into())
    }

    /// The token's SHA-256 (as `interviews.token_hash` stores it).
    pub fn hash(&self) -> [u8; 32] {
        self.0
    }

    /// A stable name for the token that reveals nothing of it.
    pub fn identity(&self) -> String {
        hex::encode(&self.0[..16])
    }
}

/// The window of a client address: requests without a valid key or token count here.
pub fn address_identity(request: &Request) -> String {
    match request.extensions().get::<ClientAddress>() {
        Some(ClientAddress(ip)) => format!("ip:{ip}"),
        None => "ip:unknown".to_owned(),
    }
}

/// Hashes of session tokens this instance accepted lately, which pass the flood guard. Bounded in
/// size and age.
#[derive(Default)]
pub struct AcceptedTokens {
    seen: Mutex<HashMap<[u8; 32], Instant>>,
}

impl AcceptedTokens {
    const CAPACITY: usize = 100_000;
    const TTL: Duration = Duration::from_secs(600);

    pub fn contains(&self, hash: &[u8; 32]) -> bool {
        let seen = self.seen.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        seen.get(hash).is_some_and(|at| at.elapsed() < Self::TTL)
    }

    pub fn insert(&self, hash: [u8; 32]) {
        let mut seen = self.seen.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if seen.len() >= Self::CAPACITY && !seen.contains_key(&hash) {
            seen.retain(|_, at| at.elapsed() < Self::TTL);
            if seen.len() >= Self::CAPACITY {
                seen.clear();
            }
        }
        seen.insert(hash, Instant::now());
    }
}
