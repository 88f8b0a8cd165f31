//! Who a request counts as, for rate limits, the flood guard and the log: the key it was made
//! with, an interview session's token, or the client's address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::Request;
use sha2::{Digest, Sha256};

use crate::domain::ids::AccountId;
use crate::http::client_address::{ClientAddress, network_of};

/// The account a request was made for, once its key was accepted, for the request's log line.
#[derive(Clone, Copy)]
pub struct LoggedAccount(pub AccountId);

/// The SHA-256 of the interview token a session request names.
#[derive(Clone, Copy)]
pub struct SessionToken([u8; 32]);

impl SessionToken {
    pub fn of(token: &str) -> SessionToken {
        SessionToken(Sha256::digest(token.as_bytes()).into())
    }

    /// The token's SHA-256 (as `interviews.token_hash` stores it).
    pub fn hash(&self) -> [u8; 32] {
        self.0
    }
}

/// What a rate-limit window counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdentityKind {
    /// A valid API key.
    Key,
    /// The token of an interview known to be live or recently accepted.
    SessionToken,
    /// Everything else, by client address: no key, a key or token not recognized, bad input.
    Address,
    /// All the keys of an account, when the operator sets a ceiling per account.
    Account,
}

impl IdentityKind {
    pub fn as_str(self) -> &'static str {
        match self {
            IdentityKind::Key => "key",
            IdentityKind::SessionToken => "session_token",
            IdentityKind::Address => "address",
            IdentityKind::Account => "account",
        }
    }
}

/// The owner of a rate-limit window: its kind, and a stable name that reveals no credential.
/// Authentication puts the request's key or token identity in its extensions; a request without
/// one counts against its address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub kind: IdentityKind,
    pub name: String,
}

impl Identity {
    /// An API key, by its SHA-256 (known before the key is looked up).
    pub fn key(hash: &[u8; 32]) -> Identity {
        Identity {
            kind: IdentityKind::Key,
            name: format!("key:{}", hex::encode(&hash[..16])),
        }
    }

    /// An account (its live account: a test key counts against it too).
    pub fn account(owner: AccountId) -> Identity {
        Identity {
            kind: IdentityKind::Account,
            name: format!("account:{}", owner.0),
        }
    }

    pub fn token(token: &SessionToken) -> Identity {
        Identity {
            kind: IdentityKind::SessionToken,
            name: format!("token:{}", hex::encode(&token.0[..16])),
        }
    }

    /// The request's client address; an IPv6 client by its /64 (`client_address::network_of`).
    pub fn address(request: &Request) -> Identity {
        let name = match request.extensions().get::<ClientAddress>() {
            Some(ClientAddress(ip @ IpAddr::V6(_))) => format!("ip:{}/64", network_of(*ip)),
            Some(ClientAddress(v4)) => format!("ip:{v4}"),
            None => "ip:unknown".to_owned(),
        };
        Identity {
            kind: IdentityKind::Address,
            name,
        }
    }

    /// The request's window: the identity authentication recognized, else its address.
    pub fn of(request: &Request) -> Identity {
        request
            .extensions()
            .get::<Identity>()
            .cloned()
            .unwrap_or_else(|| Identity::address(request))
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
