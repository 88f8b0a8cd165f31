//! The rate-limit layer: every request counts against its identity's window (`http::limiter`),
//! the API key or interview token authentication recognized, or else the client's address, and
//! is answered 429 once the window is full. Every response says where its identity stands
//! (`X-RateLimit-*`).

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::http::error::ApiError;
use crate::http::identity::{Identity, IdentityKind};
use crate::http::limiter::set_headers;
use crate::http::state::AppState;
use crate::telemetry::metrics;

/// The layer: counts the request against its identity's window and answers 429 once it is full.
pub async fn rate_limit(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let identity = Identity::of(&request);
    let limit = limit_of(&state, identity.kind);
    let decision = state.rate_limiter.take(&identity, limit).await;
    let mut response = if decision.allowed {
        next.run(request).await
    } else {
        metrics::rate_limited(identity.kind.as_str());
        ApiError::RateLimited {
            retry_after_seconds: decision.retry_after_seconds(),
        }
        .into_response()
    };
    set_headers(response.headers_mut(), &decision);
    response
}

/// Requests allowed per window to an identity of `kind`.
pub fn limit_of(state: &AppState, kind: IdentityKind) -> u32 {
    match kind {
        IdentityKind::SessionToken => state.settings.session_rate_limit_per_minute,
        IdentityKind::Key | IdentityKind::Address => state.settings.rate_limit_per_minute,
    }
}
