//! The one error type of the API: what went wrong, and where in the request. Resources and the
//! HTTP layers return it, domain errors convert into it; [`shapes`] renders it in the shape the
//! operation documents.

use axum::http::StatusCode;

use crate::domain::audit::reads::NotRecorded;
use crate::domain::credits::CreditShortfall;
use crate::domain::error::{DomainError, LinkGone};
use crate::domain::keys::authentication::KeyRefused;
pub use crate::domain::validation::{FieldPath, Issue};

pub mod shapes;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("authentication failed: {0}")]
    Unauthenticated(&'static str),
    #[error("permission denied: {0}")]
    PermissionDenied(&'static str),
    #[error("validation failed")]
    Validation(Vec<Issue>),
    #[error("{0} not found")]
    NotFound(&'static str),
    #[error("method not allowed")]
    MethodNotAllowed,
    #[error("rate limit exceeded")]
    RateLimited { retry_after_seconds: u64 },
    #[error("request body too large")]
    PayloadTooLarge,
    /// The request line and headers are over `server::MAX_HEADER_BYTES`, or too many fields.
    #[error("request headers too large")]
    HeadersTooLarge,
    #[error("insufficient credits")]
    InsufficientCredits(CreditShortfall),
    #[error("trial restriction: {0}")]
    TrialRestriction(String),
    #[error("idempotency: {message}")]
    Idempotency { status: StatusCode, message: &'static str },
    #[error("invalid state: {0}")]
    InvalidState(String),
    #[error("link expired")]
    LinkExpired,
    #[error("link cancelled")]
    LinkCancelled,
    #[error("link replaced")]
    LinkReplaced,
    #[error("link erased")]
    LinkErased,
    /// What a replayed Idempotency-Key answers once its stored answer held a person since erased.
    #[error("erased")]
    Erased,
    #[error("service unavailable: {0}")]
    Unavailable(String),
    #[error("not implemented")]
    NotImplemented,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// SQLSTATEs of a database that is unreachable or overloaded for now: connection exceptions (08),
/// insufficient resources (53: too many connections, out of memory or disk), operator
/// intervention (57P: shutdown, restart) and a statement cancelled by its timeout (57014: the
/// request ran out of time).
fn is_unavailable(code: &str) -> bool {
    code == "57014" || ["08", "53", "57P"].iter().any(|class| code.starts_with(class))
}

/// A read whose audit event could not be written is not answered: the client retries it.
impl From<NotRecorded> for ApiError {
    fn from(error: NotRecorded) -> Self {
        ApiError::Unavailable(error.to_string())
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            // The pool could not give a connection in time, or the server is gone: a
            // temporary outage the client should retry, not a fault of ours.
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed => ApiError::Unavailable(error.to_string()),
            sqlx::Error::Database(db) if db.code().is_some_and(|c| is_unavailable(&c)) => {
                ApiError::Unavailable(error.to_string())
            }
            // A failover is under way: the connection reached a server that is no longer (or
            // not yet) the primary. Its connections are replaced; the client retries.
            _ if crate::db::is_read_only(&error) => {
                crate::db::note_read_only();
                ApiError::Unavailable(error.to_string())
            }
            _ => ApiError::Internal(error.into()),
        }
    }
}

impl From<DomainError> for ApiError {
    fn from(error: DomainError) -> Self {
        match error {
            DomainError::Invalid(issues) => ApiError::Validation(issues),
            DomainError::NotFound(resource) => ApiError::NotFound(resource),
            DomainError::InvalidState(why) => ApiError::InvalidState(why),
            DomainError::LinkGone(LinkGone::Expired) => ApiError::LinkExpired,
            DomainError::LinkGone(LinkGone::Cancelled) => ApiError::LinkCancelled,
            DomainError::LinkGone(LinkGone::Replaced) => ApiError::LinkReplaced,
            DomainError::LinkGone(LinkGone::Erased) => ApiError::LinkErased,
            DomainError::InsufficientCredits(shortfall) => ApiError::InsufficientCredits(shortfall),
            DomainError::TrialRestriction(why) => ApiError::TrialRestriction(why),
            DomainError::Database(error) => error.into(),
            DomainError::Internal(error) => ApiError::Internal(error),
        }
    }
}

impl From<KeyRefused> for ApiError {
    fn from(refused: KeyRefused) -> Self {
        match refused {
            KeyRefused::Unknown => ApiError::Unauthenticated("Invalid or revoked API key"),
            KeyRefused::EmailUnverified => {
                ApiError::PermissionDenied("Verify the account's e-mail address to use the API")
            }
            KeyRefused::NoSubscription => ApiError::PermissionDenied("The account has no active subscription"),
            KeyRefused::Database(error) => error.into(),
        }
    }
}

impl ApiError {
    pub fn validation(path: FieldPath, message: impl Into<String>) -> Self {
        ApiError::Validation(vec![Issue::new(path, message)])
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::Unauthenticated(_) => StatusCode::UNAUTHORIZED,
            ApiError::PermissionDenied(_) | ApiError::InsufficientCredits(_) | ApiError::TrialRestriction(_) => {
                StatusCode::FORBIDDEN
            }
            ApiError::Validation(_) => StatusCode::BAD_REQUEST,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::HeadersTooLarge => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ApiError::Idempotency { status, .. } => *status,
            ApiError::InvalidState(_) => StatusCode::CONFLICT,
            ApiError::LinkExpired
            | ApiError::LinkCancelled
            | ApiError::LinkReplaced
            | ApiError::LinkErased
            | ApiError::Erased => StatusCode::GONE,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::NotImplemented => StatusCode::NOT_IMPLEMENTED,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connection_class_database_errors_are_unavailable_not_internal() {
        for code in ["08006", "08001", "53300", "53100", "57P01", "57P03", "57014"] {
            assert!(is_unavailable(code), "{code}");
        }
        for code in ["23505", "22021", "40001", "42P01"] {
            assert!(!is_unavailable(code), "{code}");
        }
        assert_eq!(
            ApiError::from(sqlx::Error::PoolTimedOut).status(),
            StatusCode::SERVICE_UNAVAILABLE
        );
        assert_eq!(
            ApiError::from(sqlx::Error::WorkerCrashed).status(),
            StatusCode::SERVICE_UNAVAILABLE
        );
    }
}
