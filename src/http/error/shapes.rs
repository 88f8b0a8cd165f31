//! Rendering errors in the two documented shapes: the simple one (`{"error": "..."}`, and
//! `{"error": "Validation failed", "details": [{path, message}]}`) of the candidate endpoints,
//! and the structured one (`{"error": {"type", "message", "details"}}`) everywhere else.
//! Which one an operation uses is read from `openapi.yaml` (its documented 400 response).

use std::sync::Arc;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};

use crate::http::error::{ApiError, Issue};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorShape {
    /// `{"error": "..."}` and `{"error": "Validation failed", "details": [{path, message}]}`.
    Simple,
    /// `{"error": {"type", "message", "details"}}`.
    Structured,
}

/// How the operation that failed documents its errors.
#[derive(Debug, Clone, Copy)]
pub struct Documented<'a> {
    pub shape: ErrorShape,
    /// The operation id (`createCandidate`), when a documented operation was matched.
    pub operation_id: Option<&'a str>,
    /// Whether the operation takes its key by HTTP Basic (the partner endpoints), which a 401
    /// names in `WWW-Authenticate`.
    pub basic_auth: bool,
}

impl Documented<'_> {
    /// Outside any documented operation (unknown routes, probes): the structured shape.
    pub const NOWHERE: Documented<'static> = Documented {
        shape: ErrorShape::Structured,
        operation_id: None,
        basic_auth: false,
    };

    /// What the operation does, in words: `createCandidate` becomes `create candidate`.
    fn action(&self) -> String {
        let Some(id) = self.operation_id else {
            return "process the request".to_owned();
        };
        let mut words = String::new();
        for c in id.chars() {
            if c.is_ascii_uppercase() {
                words.push(' ');
            }
            words.push(c.to_ascii_lowercase());
        }
        words
    }
}

impl ApiError {
    /// The JSON body in the shape the operation documents.
    fn body(&self, documented: Documented<'_>) -> Value {
        match (documented.shape, self) {
            (ErrorShape::Simple, ApiError::Validation(issues)) => json!({
                "error": "Validation failed",
                "details": listed(issues)
                    .iter()
                    .map(|i| json!({"path": i.path.segments(), "message": i.message}))
                    .collect::<Vec<_>>(),
            }),
            (ErrorShape::Simple, ApiError::NotFound(resource)) => json!({"error": format!("{resource} not found")}),
            (ErrorShape::Simple, ApiError::Internal(_)) => {
                json!({"error": format!("Failed to {}", documented.action())})
            }
            _ => self.structured(),
        }
    }

    /// The structured shape (`{"error": {"type", "message", "details"?}}`).
    pub fn structured(&self) -> Value {
        let (kind, message, details): (&str, String, Option<Value>) = match self {
            ApiError::Unauthenticated(why) => ("authentication_error", (*why).to_owned(), None),
            ApiError::PermissionDenied(why) => ("permission_error", (*why).to_owned(), None),
            ApiError::Validation(issues) => {
                let mut details = Map::new();
                for issue in &listed(issues) {
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
            ApiError::HeadersTooLarge => (
                "validation_error",
                "The request headers exceed the limit of 32 KiB and 100 fields".to_owned(),
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
            ApiError::LinkCancelled => (
                "link_cancelled",
                "This interview was cancelled; its link no longer works".to_owned(),
                None,
            ),
            ApiError::LinkReplaced => (
                "link_replaced",
                "This interview link was replaced by a new one; it no longer works".to_owned(),
                None,
            ),
            ApiError::LinkErased => (
                "resource_erased",
                "This interview's personal data was erased; its link no longer works".to_owned(),
                None,
            ),
            ApiError::Erased => (
                "resource_erased",
                "The answer stored for this Idempotency-Key held personal data that has since been erased.".to_owned(),
                None,
            ),
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

    /// Renders the error as `documented`, logging the cause of server-side failures.
    pub fn render(&self, documented: Documented<'_>) -> Response {
        match self {
            ApiError::Internal(cause) => tracing::error!(error = ?cause, "request failed"),
            ApiError::Unavailable(cause) => tracing::warn!(error = %cause, "dependency unavailable"),
            _ => {}
        }
        let mut response = json_response(self.status(), &self.body(documented));
        let headers = response.headers_mut();
        match self {
            ApiError::Unauthenticated(_) => {
                let challenge = if documented.basic_auth {
                    "Basic realm=\"interview-api\""
                } else {
                    "Bearer"
                };
                headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static(challenge));
            }
            ApiError::RateLimited { retry_after_seconds } => {
                headers.insert(header::RETRY_AFTER, HeaderValue::from(*retry_after_seconds));
            }
            // An outage (a failover, a restart) usually ends within seconds.
            ApiError::Unavailable(_) => {
                headers.insert(header::RETRY_AFTER, HeaderValue::from(UNAVAILABLE_RETRY_AFTER_SECONDS));
            }
            _ => {}
        }
        response
    }
}

/// The `Retry-After` of a 503.
pub const UNAVAILABLE_RETRY_AFTER_SECONDS: u64 = 1;

/// Problems an answer lists at most: a request with more gets the first ones and a last entry
/// saying how many were left out, so a hostile request cannot make a huge answer.
pub const MAX_LISTED_PROBLEMS: usize = 100;

fn listed(issues: &[Issue]) -> Vec<Issue> {
    let mut listed: Vec<Issue> = issues.iter().take(MAX_LISTED_PROBLEMS).cloned().collect();
    if issues.len() > MAX_LISTED_PROBLEMS {
        listed.push(Issue::request(format!(
            "{} more problems are not listed",
            issues.len() - MAX_LISTED_PROBLEMS
        )));
    }
    listed
}

/// Errors travel outwards inside the response (as an extension) to the layer that renders them
/// once it knows the operation's error shape.
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        error_response(Arc::new(self))
    }
}

/// The response that carries `error` outwards to be rendered.
pub fn error_response(error: Arc<ApiError>) -> Response {
    let mut response = error.status().into_response();
    response.extensions_mut().insert(error);
    response
}

pub const JSON_CONTENT_TYPE: HeaderValue = HeaderValue::from_static("application/json; charset=utf-8");

pub fn json_response(status: StatusCode, body: &Value) -> Response {
    let bytes = serde_json::to_vec(body).unwrap_or_default();
    let mut response = (status, bytes).into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, JSON_CONTENT_TYPE);
    response
}
