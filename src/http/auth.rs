//! Who calls. An operation that documents a security requirement needs `Authorization: Bearer
//! <API key>`, but for the assessment partner endpoints, which take the key as the user name of
//! HTTP Basic with an empty password (as Greenhouse sends it) and accept no Bearer. A key of
//! scope `assessment_partner` calls those endpoints only: anywhere else it is refused 403. The
//! session operations are authorized by the interview token in their path. The
//! key is checked before anything reads the body (for a caller this instance remembers, on the
//! reads that take no body, inside the handler's statement: [`READS_ON_THE_KEYS_CONNECTION`]);
//! the caller it names travels on as a `Principal` extension, a session's token as a
//! [`SessionToken`], and a refusal as a [`Refusal`] that [`require_caller`] answers once the
//! request has been counted against its rate limit.
//!
//! The flood guard: a request is counted before anything looks its credential up. A key every
//! instance knows (`domain::directory`) counts against its own window, and once that is full it
//! is answered 429 without a lookup. A key that does not exist, and a session token that is
//! neither live (the directory again) nor recently accepted here, count against their client
//! address, where they are looked up only while it has room. A flood of random keys or links
//! from one address therefore costs at most about one window's worth of lookups, while existing
//! keys and the tokens of live interviews never wait on it: a runtime host relaying junk links
//! does not lock real candidates out.

use std::sync::Arc;

use axum::extract::{FromRequestParts, RawPathParams, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sqlx::Postgres;
use sqlx::pool::PoolConnection;

use crate::domain::keys::authentication::KeyRefused;
use crate::domain::keys::{self, Principal};
use crate::http::context::{KeyCheck, KeyChecked, KeyConnection};
use crate::http::contract::{Credential, Matched};
use crate::http::error::ApiError;
use crate::http::error::shapes::error_response;
use crate::http::identity::{Identity, LoggedAccount, SessionToken};
use crate::http::limiter::set_headers;
use crate::http::rate_limit::limit_of;
use crate::http::state::AppState;
use crate::models::KeyScope;
use crate::telemetry::metrics;

/// Why the request's key was refused.
#[derive(Clone)]
pub struct Refusal(pub Arc<ApiError>);

/// The gateway's step that decides who calls, behind the flood guard.
pub async fn authenticate<F: Future<Output = Response>>(
    state: &AppState,
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let credential = request
        .extensions()
        .get::<Matched>()
        .and_then(|m| m.operation.as_ref())
        .map_or(Credential::None, |op| op.credential);
    match credential {
        Credential::None => next(request).await,
        Credential::Key => authenticate_key(state, request, next, Scheme::Bearer).await,
        Credential::PartnerKey => authenticate_key(state, request, next, Scheme::Basic).await,
        Credential::SessionToken => authenticate_token(state, request, next).await,
    }
}

/// How an operation takes its key.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scheme {
    Bearer,
    Basic,
}

async fn authenticate_key<F: Future<Output = Response>>(
    state: &AppState,
    mut request: Request,
    next: impl FnOnce(Request) -> F,
    scheme: Scheme,
) -> Response {
    let mut check = None;
    let presented = match scheme {
        Scheme::Bearer => bearer_key(request.headers()).map(str::to_owned),
        Scheme::Basic => basic_key(request.headers()),
    };
    let authenticated = match presented {
        Ok(key) => {
            let hash = keys::hash_key(&key);
            let known = state.key_directory.contains(&hash);
            let window = if known {
                Identity::key(&hash)
            } else {
                Identity::address(&request)
            };
            if let Err(refused) = guard(state, &window).await {
                return refused;
            }
            let read_on_the_keys_connection = reads_on_the_keys_connection(&request);
            let remembered = (read_on_the_keys_connection && known)
                .then(|| state.remembered_callers.get(&hash))
                .flatten();
            if let Some(caller) = remembered {
                // Its handler checks the key inside its own statement (`context::KeyCheck`).
                let key_check = KeyCheck::new(hash);
                request.extensions_mut().insert(Identity::key(&hash));
                request.extensions_mut().insert(key_check.clone());
                check = Some(key_check);
                Ok(caller)
            } else {
                look_up(state, &key, read_on_the_keys_connection)
                    .await
                    .map_err(ApiError::from)
                    .map(|(principal, connection)| {
                        // Created on another instance a moment ago: known here from now on.
                        state.key_directory.insert(&hash);
                        request.extensions_mut().insert(Identity::key(&hash));
                        if let Some(connection) = connection {
                            state.remembered_callers.remember(hash, principal.clone());
                            request.extensions_mut().insert(KeyConnection::new(connection));
                        }
                        principal
                    })
            }
        }
        Err(refused) => Err(refused),
    };
    // A partner's key calls the partner endpoints only: the key a customer hands to its
    // applicant tracking system can do nothing else.
    let authenticated = authenticated.and_then(|principal| match (principal.scope, scheme) {
        (KeyScope::AssessmentPartner, Scheme::Bearer) => Err(ApiError::PermissionDenied(
            "This key is for an assessment partner: it calls the /partners endpoints only",
        )),
        _ => Ok(principal),
    });
    let caller = match authenticated {
        Ok(principal) => {
            let ids = (principal.account_id, principal.key_id);
            request.extensions_mut().insert(principal);
            Some(ids)
        }
        Err(error) => {
            request.extensions_mut().insert(Refusal(Arc::new(error)));
            None
        }
    };
    let mut response = next(request).await;
    if let Some(check) = check {
        response = match answer_if_key_holds(state, &check, response).await {
            Ok(answer) => answer,
            Err(refused) => return refused,
        };
    }
    // Every request with a valid key, refused further on or not, is the account's.
    if let Some((account_id, key_id)) = caller {
        state.key_usage.record(key_id);
        response.extensions_mut().insert(LoggedAccount(account_id));
    }
    response
}

/// The answer to a remembered caller, once its handler is done: `Err` if its key no longer
/// holds, which is then forgotten. The handler's own refusal stands; an answer given before
/// anything checked the key (a parameter refused, a timeout) is replaced by the refusal, which
/// keeps the answer's rate-limit headers, as the refusal of a key looked up first would have.
async fn answer_if_key_holds(state: &AppState, check: &KeyCheck, answer: Response) -> Result<Response, Response> {
    let refusal = match check.outcome() {
        KeyChecked::Held => return Ok(answer),
        KeyChecked::Refused => None,
        KeyChecked::Not => match keys::authentication::authenticate_hash(&state.db, check.hash()).await {
            Ok(_) => return Ok(answer),
            Err(refused) => Some(ApiError::from(refused)),
        },
    };
    state.remembered_callers.forget(check.hash());
    let Some(refusal) = refusal else {
        return Err(answer);
    };
    let mut refused = error_response(Arc::new(refusal));
    for (name, value) in answer.headers() {
        if name.as_str().starts_with("x-ratelimit-") {
            refused.headers_mut().insert(name, value.clone());
        }
    }
    Err(refused)
}

/// The operations whose handlers read on the connection the caller's key was looked up on
/// (`context::connection`), and check no other out: the reads clients send most, which so take
/// one connection from the pool instead of two. Once a key was looked up for one of them, this
/// instance remembers its caller, and the next ones check the key inside their own statement
/// instead (`context::read_checking_key`): one round trip to the database instead of two.
const READS_ON_THE_KEYS_CONNECTION: [&str; 2] = ["getCandidate", "listCandidates"];

fn reads_on_the_keys_connection(request: &Request) -> bool {
    request
        .extensions()
        .get::<Matched>()
        .and_then(|matched| matched.operation.as_ref())
        .is_some_and(|operation| READS_ON_THE_KEYS_CONNECTION.contains(&operation.id))
}

/// Looks the key up; with `keep_connection`, on a connection checked out for the request and
/// returned with its caller.
async fn look_up(
    state: &AppState,
    key: &str,
    keep_connection: bool,
) -> Result<(Principal, Option<PoolConnection<Postgres>>), KeyRefused> {
    if !keep_connection {
        return Ok((keys::authentication::authenticate(&state.db, key).await?, None));
    }
    let mut connection = state.db.acquire().await?;
    let principal = keys::authentication::authenticate(&mut *connection, key).await?;
    Ok((principal, Some(connection)))
}

/// A session request: its token is looked up by the handler. A token that is live or was
/// accepted here lately has a window of its own; any other (unknown, malformed, ended long ago)
/// counts against its client address, so the rate-limit step refuses a flood of them before
/// any lookup.
async fn authenticate_token<F: Future<Output = Response>>(
    state: &AppState,
    mut request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let (mut parts, body) = request.into_parts();
    let token = RawPathParams::from_request_parts(&mut parts, &())
        .await
        .ok()
        .and_then(|params| {
            params
                .iter()
                .find(|(name, _)| *name == "token")
                .map(|(_, v)| v.to_owned())
        })
        .unwrap_or_default();
    request = Request::from_parts(parts, body);
    let session = SessionToken::of(&token);
    let hash = session.hash();
    request.extensions_mut().insert(session);
    if state.accepted_tokens.contains(&hash) || state.token_directory.contains(&hash) {
        request.extensions_mut().insert(Identity::token(&session));
    }
    let response = next(request).await;
    let status = response.status();
    if status.is_success() || status == StatusCode::CONFLICT || status == StatusCode::GONE {
        state.accepted_tokens.insert(hash);
    }
    response
}

/// Lets a credential through to its lookup only while `window` has room.
async fn guard(state: &AppState, window: &Identity) -> Result<(), Response> {
    let standing = state.rate_limiter.peek(window, limit_of(state, window.kind)).await;
    if standing.allowed {
        return Ok(());
    }
    metrics::rate_limited(window.kind.as_str());
    let mut refused = ApiError::RateLimited {
        retry_after_seconds: standing.retry_after_seconds(),
    }
    .into_response();
    set_headers(refused.headers_mut(), &standing);
    Err(refused)
}

/// The gateway's step that answers a refused key.
pub async fn require_caller<F: Future<Output = Response>>(
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    match request.extensions().get::<Refusal>() {
        Some(Refusal(error)) => error_response(error.clone()),
        None => next(request).await,
    }
}

/// The key of a partner's request: the user name of HTTP Basic, with an empty password (a
/// Bearer key is refused: the partner endpoints take the key as their callers send it).
fn basic_key(headers: &HeaderMap) -> Result<String, ApiError> {
    use base64::Engine;
    let value = headers.get(header::AUTHORIZATION).ok_or(ApiError::Unauthenticated(
        "Missing API key: send HTTP Basic authentication with the API key as user name and an empty password",
    ))?;
    let value = value
        .to_str()
        .map_err(|_| ApiError::Unauthenticated("Malformed Authorization header"))?;
    let (scheme, credentials) = value.split_once(' ').unwrap_or((value, ""));
    if !scheme.eq_ignore_ascii_case("basic") {
        return Err(ApiError::Unauthenticated(
            "Unsupported authorization scheme: the partner endpoints take HTTP Basic",
        ));
    }
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(credentials.trim())
        .map_err(|_| ApiError::Unauthenticated("Malformed HTTP Basic credentials"))?;
    // `key:`, the password empty; anything else is refused before any lookup.
    let decoded = String::from_utf8(decoded).map_err(|_| ApiError::Unauthenticated("Malformed API key"))?;
    match decoded.strip_suffix(':') {
        Some(key) if keys::well_formed(key) => Ok(key.to_owned()),
        _ => Err(ApiError::Unauthenticated(
            "Malformed API key: send the key as the user name and an empty password",
        )),
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
