//! Why a domain operation refused, in the domain's own terms. `crate::http::error` maps each
//! variant to its status and documented error type; nothing here knows about HTTP.

use crate::domain::credits::CreditShortfall;
use crate::domain::validation::{FieldPath, Issue};

#[derive(Debug, thiserror::Error)]
pub enum DomainError {
    /// The input breaks rules the schema cannot state; every problem found is listed.
    #[error("invalid input")]
    Invalid(Vec<Issue>),
    /// The named resource does not exist in the caller's account.
    #[error("{0} not found")]
    NotFound(&'static str),
    /// The resource exists but its state does not allow the operation.
    #[error("invalid state: {0}")]
    InvalidState(String),
    /// An interview's link no longer works.
    #[error("link {0:?}")]
    LinkGone(LinkGone),
    #[error("insufficient credits")]
    InsufficientCredits(CreditShortfall),
    /// A trial account asked for something only paying accounts get.
    #[error("trial restriction: {0}")]
    TrialRestriction(String),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl DomainError {
    pub fn invalid(path: FieldPath, message: impl Into<String>) -> Self {
        DomainError::Invalid(vec![Issue::new(path, message)])
    }
}

/// Why an interview's link no longer works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkGone {
    /// It expired before the interview started.
    Expired,
    /// The interview was cancelled.
    Cancelled,
    /// A new link replaced it.
    Replaced,
    /// The interview was erased.
    Erased,
}
