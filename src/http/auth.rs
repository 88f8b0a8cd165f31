//! Authentication layers: an operation that documents a security requirement needs
//! `Authorization: Bearer <API key>`. The key is checked before anything reads the body; the
//! caller it names travels on as a `Principal` extension, and a refusal as a [`Refusal`] that
//! [`require_caller`] answers once the request has been counted against its rate limit.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, header};
use axum::middleware::Next;
use axum::response::Response;

use crate::domain::keys;
use crate::error::ApiError;
use crate::http::contract::Matched;
use crate::http::errors::error_response;
use crate::state::AppState;

/// The account a request was made for, once its key was accepted, for the request's log line.
#[derive(Clone, Copy)]
pub struct AccountId(pub uuid::Uuid);

/// Why the request's key was refused.
#[derive(Clone)]
pub struct Refusal(pub Arc<ApiError>);

/// The layer: decides who calls. The key's row is read on every request, so a revoked key fails
/// at once on every instance.
pub async fn authenticate(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let needs_key = request
        .extensions()
        .get::<Matched>()
        .and_then(|m| m.operation.as_ref())
        .is_some_and(|op| op.authenticated);
    if !needs_key {
        return next.run(request).await;
    }
    let authenticated = match bearer_key(request.headers()) {
        Ok(key) => keys::authenticate(&state.db, key).await,
        Err(refused) => Err(refused),
    };
    let account_id = match authenticated {
        Ok(principal) => {
            state.key_usage.record(principal.key_id);
            let account_id = principal.account_id;
            request.extensions_mut().insert(principal);
            Some(account_id)
        }
        Err(error) => {
            request.extensions_mut().insert(Refusal(Arc::new(error)));
            None
        }
    };
    let mut response = next.run(request).await;
    // Every request with a valid key, refused further on or not, is the account's.
    if let Some(account_id) = account_id {
        response.extensions_mut().insert(AccountId(account_id));
    }
    response
}

/// The layer: answers a refused key.
pub async fn require_caller(request: Request, next: Next) -> Response {
    match request.extensions().get::<Refusal>() {
        Some(Refusal(error)) => error_response(error.clone()),
        None => next.run(request).await,
    }
}

/// The bearer key of a request, or why there is none.
fn bearer_key(headers: &HeaderMap) -> Result<&str, ApiError> {
    let value = headers.get(header::AUTHORIZATION).ok_or(ApiError::Unauthenticated(
        "Missing API key: send Authorization: Bearer <API_KEY>",
    ))?;
    let value = value
        .to_str()
        .map_err(|_| ApiError::Unauthenticated("Malformed Authorization header"))?;
    let (scheme, key) = value.split_once(' ').unwrap_or((value, ""));
    if !scheme.eq_ignore_ascii_case("bearer") {
        return Err(ApiError::Unauthenticated(
            "Unsupported authorization scheme: use Bearer",
        ));
    }
    let key = key.trim();
    if !keys::well_formed(key) {
        return Err(ApiError::Unauthenticated("Malformed API key"));
    }
    Ok(key)
}
