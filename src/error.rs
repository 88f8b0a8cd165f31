//! The one error type of the API: what went wrong, and where in the request. Resources, the
//! domain and the HTTP layers return it; `crate::http::errors` renders it in the shape the
//! operation documents.

use std::fmt::Write as _;

use axum::http::StatusCode;

/// The path of a field inside a request: `cv.workExperiences[2].startDate`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FieldPath(Vec<Segment>);

#[derive(Debug, Clone, PartialEq)]
enum Segment {
    Key(String),
    Index(usize),
}

impl FieldPath {
    pub fn key(name: &str) -> Self {
        Self(vec![Segment::Key(name.to_owned())])
    }

    pub fn field(&self, name: &str) -> Self {
        let mut path = self.clone();
        path.0.push(Segment::Key(name.to_owned()));
        path
    }

    pub fn index(&self, index: usize) -> Self {
        let mut path = self.clone();
        path.0.push(Segment::Index(index));
        path
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The simple error shape's form: `["cv", "workExperiences", "2", "startDate"]`.
    pub fn segments(&self) -> Vec<String> {
        self.0
            .iter()
            .map(|s| match s {
                Segment::Key(k) => k.clone(),
                Segment::Index(i) => i.to_string(),
            })
            .collect()
    }

    /// The structured error shape's form: `question_config.custom_questions[0].question_type`.
    pub fn dotted(&self) -> String {
        let mut out = String::new();
        for segment in &self.0 {
            match segment {
                Segment::Key(k) if out.is_empty() => out.push_str(k),
                Segment::Key(k) => {
                    out.push('.');
                    out.push_str(k);
                }
                Segment::Index(i) => {
                    let _ = write!(out, "[{i}]");
                }
            }
        }
        out
    }
}

/// One problem with one field of a request.
#[derive(Debug, Clone, PartialEq)]
pub struct Issue {
    pub path: FieldPath,
    pub message: String,
}

impl Issue {
    pub fn new(path: FieldPath, message: impl Into<String>) -> Self {
        Self {
            path,
            message: message.into(),
        }
    }

    /// A problem with the request as a whole (no field applies).
    pub fn request(message: impl Into<String>) -> Self {
        Self::new(FieldPath::default(), message)
    }
}

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
    #[error("service unavailable: {0}")]
    Unavailable(String),
    #[error("not implemented")]
    NotImplemented,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct CreditShortfall {
    pub required_credits: i64,
    pub available_credits: i64,
    pub total_balance: i64,
    pub reserved_credits: i64,
}

/// SQLSTATEs of a database that is unreachable or overloaded for now: connection exceptions (08),
/// insufficient resources (53: too many connections, out of memory or disk), operator
/// intervention (57P: shutdown, restart) and a statement cancelled by its timeout (57014: the
/// request ran out of time).
fn is_unavailable(code: &str) -> bool {
    code == "57014" || ["08", "53", "57P"].iter().any(|class| code.starts_with(class))
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
            _ => ApiError::Internal(error.into()),
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
            ApiError::LinkExpired | ApiError::LinkCancelled => StatusCode::GONE,
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

    #[test]
    fn field_paths_render_in_both_shapes() {
        let path = FieldPath::key("question_config")
            .field("custom_questions")
            .index(0)
            .field("question_type");
        assert_eq!(path.dotted(), "question_config.custom_questions[0].question_type");
        assert_eq!(
            path.segments(),
            ["question_config", "custom_questions", "0", "question_type"]
        );
    }
}
