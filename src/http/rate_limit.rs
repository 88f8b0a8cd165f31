//! The rate-limit layer: every request counts against its identity's window (`http::limiter`),
//! an API key, an interview session's token, or (without either) the client's address, and is
//! answered 429 once the window is full. Every response says where its identity stands
//! (`X-RateLimit-*`).

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::domain::keys::Principal;
use crate::http::error::ApiError;
use crate::http::identity::{SessionToken, address_identity};
use crate::http::limiter::set_headers;
use crate::http::state::AppState;
use crate::telemetry::metrics;

/// The layer: counts the request against its identity's window and answers 429 once it is full.
pub async fn rate_limit(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let (kind, identity, limit) = identity(&state, &request);
    let decision = state.rate_limiter.take(&identity, limit).await;
    let mut response = if decision.allowed {
        next.run(request).await
    } else {
        metrics::rate_limited(kind);
        ApiError::RateLimited {
            retry_after_seconds: decision.retry_after_seconds(),
        }
        .into_response()
    };
    set_headers(response.headers_mut(), &decision);
    response
}

/// Who a request counts against (its kind, for metrics, and its window's name), and that
/// identity's limit per window.
fn identity(state: &AppState, request: &Request) -> (&'static str, String, u32) {
    let settings = &state.settings;
    if let Some(principal) = request.extensions().get::<Principal>() {
        return (
            "key",
            format!("key:{}", principal.key_id),
            settings.rate_limit_per_minute,
        );
    }
    if let Some(token) = request.extensions().get::<SessionToken>() {
        return (
            "session_token",
            format!("token:{}", token.identity()),
            settings.session_rate_limit_per_minute,
        );
    }
    ("address", address_identity(request), settings.rate_limit_per_minute)
}
