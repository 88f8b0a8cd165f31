//! What every request handler shares: the instance's [`Core`] and what only HTTP needs (the
//! contract, the rate limiter, the remembered callers and accepted tokens, the semaphores).

use std::sync::Arc;

use crate::domain::keys::authentication::RememberedCallers;
use crate::http::contract::Contract;
use crate::http::identity::AcceptedTokens;
use crate::http::limiter::RateLimiter;
use crate::state::Core;

/// Cloned for every request: one reference count to change, not one per field.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl AppState {
    pub fn new(shared: Shared) -> AppState {
        AppState(Arc::new(shared))
    }

    /// A copy of the state with `change` made to it (a test's contract).
    pub fn changed(&self, change: impl FnOnce(&mut Shared)) -> AppState {
        let mut shared = Shared::clone(&self.0);
        change(&mut shared);
        AppState::new(shared)
    }
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

#[derive(Clone)]
pub struct Shared {
    pub core: Core,
    pub contract: &'static Contract,
    pub rate_limiter: Arc<RateLimiter>,
    /// The callers of the keys the most frequent reads were made with here lately
    /// (`auth::READS_ON_THE_KEYS_CONNECTION`).
    pub remembered_callers: Arc<RememberedCallers>,
    /// The session tokens accepted lately: they pass the flood guard.
    pub accepted_tokens: Arc<AcceptedTokens>,
    /// Idempotent requests hold a connection for their claim and take another for their reads;
    /// capping them at half the pool leaves the other half free, so they can never all wait on
    /// each other for a connection.
    pub idempotent_requests: Arc<tokio::sync::Semaphore>,
    /// The batch requests that may run at once (`gateway::limit_batches`).
    pub batches: Arc<tokio::sync::Semaphore>,
    /// The last database check of `/readyz` and when it ran: however often the public probe is
    /// called, it costs one query per second at most.
    pub readiness: Arc<tokio::sync::Mutex<Option<ReadinessCheck>>>,
}

/// `state.db`, `state.settings` and the directories are the core's.
impl std::ops::Deref for Shared {
    type Target = Core;

    fn deref(&self) -> &Core {
        &self.core
    }
}

/// When the database was last checked for `/readyz`, and what it answered.
pub type ReadinessCheck = (std::time::Instant, Result<(), String>);
