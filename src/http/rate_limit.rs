//! The gateway's rate limit: every request counts against its identity's window (`http::limiter`),
//! the API key or interview token authentication recognized, or else the client's address, and
//! is answered 429 once the window is full. With `ACCOUNT_RATE_LIMIT_PER_MINUTE`, a key's request
//! also counts against its account's window, so that many keys do not multiply an account's
//! share. Every response says where it stands (`X-RateLimit-*`: the window nearer its limit).

use axum::extract::Request;
use axum::response::{IntoResponse, Response};

use crate::domain::keys::Principal;
use crate::http::error::ApiError;
use crate::http::identity::{Identity, IdentityKind};
use crate::http::limiter::set_headers;
use crate::http::state::AppState;
use crate::telemetry::metrics;

/// The gateway's step that counts the request against its identity's window and answers 429
/// once it is full.
pub async fn rate_limit<F: Future<Output = Response>>(
    state: &AppState,
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let identity = Identity::of(&request);
    let limit = limit_of(state, identity.kind);
    let account = match (identity.kind, request.extensions().get::<Principal>()) {
        (IdentityKind::Key, Some(caller)) => state
            .settings
            .account_rate_limit_per_minute
            .map(|ceiling| (Identity::account(caller.owner_id), ceiling)),
        _ => None,
    };
    let (decision, counted) = match account {
        None => (state.rate_limiter.take(&identity, limit).await, identity),
        Some((account, ceiling)) => {
            // Neither window counts a request the other refuses (a 429 consumes no quota).
            let key = state.rate_limiter.peek(&identity, limit).await;
            if !key.allowed {
                (key, identity)
            } else {
                let shared = state.rate_limiter.take(&account, ceiling).await;
                if !shared.allowed {
                    (shared, account)
                } else {
                    let key = state.rate_limiter.take(&identity, limit).await;
                    if !key.allowed || key.remaining <= shared.remaining {
                        (key, identity)
                    } else {
                        (shared, account)
                    }
                }
            }
        }
    };
    let mut response = if decision.allowed {
        next(request).await
    } else {
        metrics::rate_limited(counted.kind.as_str());
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
        IdentityKind::Account => state
            .settings
            .account_rate_limit_per_minute
            .unwrap_or(state.settings.rate_limit_per_minute),
    }
}
