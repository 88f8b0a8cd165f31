//! The one error type of the API and the one place that renders both documented error shapes.
//!
//! Handlers return `ApiError`; the response carries it as an extension and the gateway
//! (`crate::gateway`) renders it in the shape the operation documents in `openapi.yaml`:
//! the simple shape (`{"error": "..."}`) for candidate endpoints, the structured shape
//! (`{"error": {"type", "message", "details"}}`) everywhere else.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};

use crate::contract::{ErrorShape, FieldPath, Operation};

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
/// insufficient resources (53: too many connections, out of memory or disk) and operator
/// intervention (57P: shutdown, restart).
fn is_unavailable(code: &str) -> bool {
    ["08", "53", "57P"].iter().any(|class| code.starts_with(class))
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
            ApiError::Idempotency { status, .. } => *status,
            ApiError::InvalidState(_) => StatusCode::CONFLICT,
            ApiError::LinkExpired => StatusCode::GONE,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::NotImplemented => StatusCode::NOT_IMPLEMENTED,
        }
    }

    /// The JSON body in the shape `operation` documents (structured when no operation matched).
    pub fn body(&self, operation: Option<&Operation>) -> Value {
        let shape = operation.map_or(ErrorShape::Structured, |op| op.error_shape);
        match (shape, self) {
            (ErrorShape::Simple, ApiError::Validation(issues)) => json!({
                "error": "Validation failed",
                "details": issues
                    .iter()
                    .map(|i| json!({"path": i.path.segments(), "message": i.message}))
                    .collect::<Vec<_>>(),
            }),
            (ErrorShape::Simple, ApiError::NotFound(resource)) => json!({"error": format!("{resource} not found")}),
            (ErrorShape::Simple, ApiError::Internal(_)) => {
                let action = operation.map_or_else(|| "process the request".to_owned(), Operation::action);
                json!({"error": format!("Failed to {action}")})
            }
            _ => self.structured(),
        }
    }

    fn structured(&self) -> Value {
        let (kind, message, details): (&str, String, Option<Value>) = match self {
            ApiError::Unauthenticated(why) => ("authentication_error", (*why).to_owned(), None),
            ApiError::PermissionDenied(why) => ("permission_error", (*why).to_owned(), None),
            ApiError::Validation(issues) => {
                let mut details = Map::new();
                for issue in issues {
                    let key = issue.path.dotted();
                    details
                        .entry(if key.is_empty() { "request".to_owned() } else { key })
                        .or_insert_with(|| Value::String(issue.message.clone()));
                }
                let message = match issues.as_slice() {
                    [only] if only.path.is_empty() => only.message.clone(),
                    _ => "The request has invalid fields; see details".to_owned(),
                };
                ("validation_error", message, Some(Value::Object(details)))
            }
            ApiError::NotFound(resource) => ("resource_not_found", format!("{resource} not found"), None),
            ApiError::MethodNotAllowed => (
                "method_not_allowed",
                "This method is not allowed on this resource".to_owned(),
                None,
            ),
            ApiError::RateLimited { retry_after_seconds } => (
                "rate_limit_exceeded",
                format!("Rate limit exceeded. Retry in {retry_after_seconds} seconds."),
                None,
            ),
            ApiError::PayloadTooLarge => (
                "validation_error",
                "The request body is larger than 1 MiB".to_owned(),
                None,
            ),
            ApiError::InsufficientCredits(shortfall) => (
                "insufficient_credits",
                format!(
                    "Not enough credits: this interview needs {}, {} are available.",
                    shortfall.required_credits, shortfall.available_credits
                ),
                Some(serde_json::to_value(shortfall).unwrap_or_default()),
            ),
            ApiError::TrialRestriction(why) => ("trial_restriction", why.clone(), None),
            ApiError::Idempotency { message, .. } => ("idempotency_error", (*message).to_owned(), None),
            ApiError::InvalidState(why) => ("invalid_state", why.clone(), None),
            ApiError::LinkExpired => ("link_expired", "This interview link has expired".to_owned(), None),
            ApiError::Unavailable(_) => (
                "service_unavailable",
                "The service is temporarily unavailable; retry with backoff".to_owned(),
                None,
            ),
            ApiError::NotImplemented => ("api_error", "This operation is not available yet".to_owned(), None),
            ApiError::Internal(_) => (
                "api_error",
                "An unexpected error occurred; retry with backoff".to_owned(),
                None,
            ),
        };
        let mut error = json!({"type": kind, "message": message});
        if let Some(details) = details {
            error["details"] = details;
        }
        json!({ "error": error })
    }

    /// Renders the error for `operation`, logging the cause of server-side failures.
    pub fn render(&self, operation: Option<&Operation>) -> Response {
        match self {
            ApiError::Internal(cause) => tracing::error!(error = ?cause, "request failed"),
            ApiError::Unavailable(cause) => tracing::warn!(error = %cause, "dependency unavailable"),
            _ => {}
        }
        let mut response = json_response(self.status(), &self.body(operation));
        let headers = response.headers_mut();
        match self {
            ApiError::Unauthenticated(_) => {
                headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
            }
            ApiError::RateLimited { retry_after_seconds } => {
                headers.insert(header::RETRY_AFTER, HeaderValue::from(*retry_after_seconds));
            }
            _ => {}
        }
        response
    }
}

/// Handlers' errors travel to the gateway inside the response, which renders them once it
/// knows the operation's error shape.
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = self.status().into_response();
        response.extensions_mut().insert(std::sync::Arc::new(self));
        response
    }
}

pub const JSON_CONTENT_TYPE: HeaderValue = HeaderValue::from_static("application/json; charset=utf-8");

pub fn json_response(status: StatusCode, body: &Value) -> Response {
    let bytes = serde_json::to_vec(body).unwrap_or_default();
    let mut response = (status, bytes).into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, JSON_CONTENT_TYPE);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connection_class_database_errors_are_unavailable_not_internal() {
        for code in ["08006", "08001", "53300", "53100", "57P01", "57P03"] {
            assert!(is_unavailable(code), "{code}");
        }
        for code in ["23505", "22021", "40001", "57014", "42P01"] {
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
