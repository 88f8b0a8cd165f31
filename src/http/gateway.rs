//! The gateway: the steps between the socket and the generated handlers, composed in
//! [`gateway`]. Each hands what it learned to the next through the request's extensions.
//! Outermost first:
//!
//! 1. [`trace`]: the request id, the span and log line of the request, the operation it matched,
//!    and `Deprecation`, `Sunset` and `Link` on every response of an operation the contract
//!    deprecates.
//! 2. [`render_errors`]: every error raised below, rendered in the operation's documented shape.
//! 3. [`auth::authenticate`]: who calls, decided before the body is read.
//! 4. [`rate_limit::rate_limit`]: the request counted against its key's (or address's) window,
//!    and the `X-RateLimit-*` headers on whatever is answered below.
//! 5. [`after_writes`]: with a read replica, an account's write recorded for read-your-writes;
//!    the delivery workers woken once the request's queued messages committed.
//! 6. [`timeout`]: 503 when the rest takes longer than the request timeout.
//! 7. [`auth::require_caller`]: refuses what failed authentication.
//! 8. [`limit_batches`]: batches, whose requests and answers are a hundred times an
//!    invitation's, run a few at a time; the others wait here, their bodies not yet read.
//! 9. [`contract::layer::check_contract`]: parameters and body checked against `openapi.yaml`.
//! 10. [`idempotency::idempotency`]: the handler run in its request context, at most once per
//!     `Idempotency-Key`.
//! 11. [`render_errors`] again, so that the answer idempotency stores is the rendered one.

use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use tracing::Instrument;

use crate::domain::keys::Principal;
use crate::http::client_address::{self, ClientAddress};
use crate::http::context::RequestId;
use crate::http::contract::{self, Matched};
use crate::http::error::shapes::{Documented, JSON_CONTENT_TYPE};
use crate::http::error::{ApiError, Issue};
use crate::http::identity;
use crate::http::state::AppState;
use crate::http::{auth, idempotency, rate_limit};
use crate::telemetry::metrics;

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The generated router behind the gateway: one layer, whose steps wrap one another in the
/// order the module describes.
pub fn wrap(router: Router, state: &AppState) -> Router {
    router.layer(middleware::from_fn_with_state(state.clone(), gateway))
}

/// Each step is an async function given the rest of the gateway as a closure, so a request's
/// way through all of them is one future: no service cloned or future boxed per step, no layer
/// polled but the one, as `from_fn` layers each cost on every request. That future holds every
/// step's state, and moving it (into its box, into the span's wrapper) copies all of it, so
/// what would make it large is boxed (`Box::pin`): the future the delivery bell's task-local
/// scope holds (it keeps more than one copy), a write's replica note and an idempotency claim.
/// With them inline, a read's future was 25 KB.
async fn gateway(State(state): State<AppState>, request: Request, handler: Next) -> Response {
    let state = &state;
    trace(state, request, |request| {
        render_errors(request, |request| {
            auth::authenticate(state, request, |request| {
                rate_limit::rate_limit(state, request, |request| {
                    after_writes(state, request, |request| {
                        timeout(state, request, |request| {
                            auth::require_caller(request, |request| {
                                limit_batches(state, request, |request| {
                                    contract::layer::check_contract(request, |request| {
                                        idempotency::idempotency(state, request, |request| {
                                            render_errors(request, |request| handler.run(request))
                                        })
                                    })
                                })
                            })
                        })
                    })
                })
            })
        })
    })
    .await
}

/// The operations that take a batch: each request holds a hundred items' worth of memory (the
/// body, the planned interviews, the answer and its stored copy) until it is answered.
const BATCH_OPERATIONS: [&str; 1] = ["createInvitationBatch"];

/// Runs at most [`Shared::batches`](crate::http::state::Shared::batches) batch requests at a time. Batches of one account queue on
/// its row in the database anyway; queued here they hold neither memory nor a connection.
async fn limit_batches<F: Future<Output = Response>>(
    state: &AppState,
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let is_batch = request
        .extensions()
        .get::<Matched>()
        .and_then(|matched| matched.operation.as_ref())
        .is_some_and(|operation| BATCH_OPERATIONS.contains(&operation.id));
    if !is_batch {
        return next(request).await;
    }
    let Ok(_slot) = state.batches.acquire().await else {
        return ApiError::Unavailable("shutting down".into()).into_response();
    };
    next(request).await
}

/// Names the request (its id, echoed when the client sent a sane one), finds its operation in
/// the contract, runs it inside the request's span, announces the operation's deprecation on
/// its response, and writes its log line.
async fn trace<F: Future<Output = Response>>(
    state: &AppState,
    mut request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let started = Instant::now();
    let request_id = request_id(request.headers());
    let method = request.method().clone();
    let route = request.extensions().get::<MatchedPath>().map(|m| m.as_str().to_owned());
    // The router answers HEAD with the GET handler, so HEAD passes the same checks as GET.
    let documented_method = if method == Method::HEAD {
        Method::GET
    } else {
        method.clone()
    };
    let operation = route
        .as_deref()
        .and_then(|route| state.contract.operation(&documented_method, route))
        .cloned();
    let operation_id = operation.as_ref().map(|op| op.id);
    request.extensions_mut().insert(Matched {
        route: route.clone(),
        operation: operation.clone(),
    });
    note_client_address(state, &mut request);
    request.extensions_mut().insert(RequestId(request_id.clone()));
    let client = request.extensions().get::<ClientAddress>().map(|address| address.0);
    let span = tracing::info_span!("request", request_id = %request_id, operation = operation_id);
    let mut response = next(request).instrument(span.clone()).await;
    set_request_id(response.headers_mut(), &request_id);
    if let Some(deprecation) = operation.as_ref().and_then(|op| op.deprecation.as_ref()) {
        deprecation.announce(response.headers_mut());
    }
    let account_id = response
        .extensions()
        .get::<identity::LoggedAccount>()
        .map(|id| id.0.to_string());
    let elapsed = started.elapsed().as_secs_f64();
    let status = response.status().as_u16();
    metrics::request(operation_id.unwrap_or("unmatched"), status, elapsed);
    span.in_scope(|| {
        tracing::info!(
            request_id,
            method = %method,
            route = route.as_deref().unwrap_or("unmatched"),
            operation = operation_id,
            status,
            latency_ms = elapsed * 1000.0,
            account_id,
            client = client.map(|ip| ip.to_string()),
            "request"
        )
    });
    response
}

/// Answers 503 when the layers and the handler below take longer than the request timeout.
async fn timeout<F: Future<Output = Response>>(
    state: &AppState,
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    match tokio::time::timeout(state.settings.request_timeout(), next(request)).await {
        Ok(response) => response,
        Err(_) => ApiError::Unavailable("request timed out".into()).into_response(),
    }
}

/// After a request that may have written, outside the timeout, so that a request cut after its
/// commit counts too. With a read replica, a request of an account by any method but GET and
/// HEAD, whatever its answer (a 503 may come after the commit), records the primary's WAL
/// position for the account (`db::replica`), so that its reads stay on the primary until the
/// replica has replayed it. Then, if the request queued webhook messages or partner callbacks
/// and committed them, the delivery workers of every instance are woken
/// (`domain::webhooks::bell`).
async fn after_writes<F: Future<Output = Response>>(
    state: &AppState,
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let writer = match &state.replica {
        Some(_) if !matches!(*request.method(), Method::GET | Method::HEAD) => {
            request.extensions().get::<Principal>().map(|caller| caller.account_id)
        }
        _ => None,
    };
    let request_and_write = async {
        let response = next(request).await;
        if let (Some(replica), Some(account)) = (&state.replica, writer) {
            Box::pin(replica.note_write(account.0)).await;
        }
        response
    };
    // Boxed: the bell's task-local scope holds the future it is given more than once, and the
    // steps above would carry every copy.
    state.webhook_bell.after(Box::pin(request_and_write)).await
}

/// Renders the errors raised below, and anything the router or the generated code answered on
/// its own (404, 405, an extractor's plain-text rejection), in the operation's documented shape.
/// Headers set on the way out (rate limits, `Allow`) are kept.
async fn render_errors<F: Future<Output = Response>>(request: Request, next: impl FnOnce(Request) -> F) -> Response {
    let matched = request.extensions().get::<Matched>().cloned().unwrap_or_default();
    let response = next(request).await;
    let error = if let Some(error) = response.extensions().get::<Arc<ApiError>>() {
        error.clone()
    } else if response.status().is_success() || response_is_json(&response) {
        return with_json_charset(response);
    } else {
        Arc::new(match response.status() {
            StatusCode::NOT_FOUND => ApiError::NotFound("Route"),
            StatusCode::METHOD_NOT_ALLOWED => ApiError::MethodNotAllowed,
            StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge,
            StatusCode::UNAUTHORIZED => ApiError::Unauthenticated("Invalid or revoked API key"),
            status if status.is_client_error() => {
                ApiError::Validation(vec![Issue::request("The request could not be read")])
            }
            status => ApiError::Internal(anyhow::anyhow!("handler answered {status} without a body")),
        })
    };
    let documented = matched
        .operation
        .as_deref()
        .map_or(Documented::NOWHERE, |op| op.documented());
    let mut rendered = error.render(documented);
    let (parts, _) = response.into_parts();
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            rendered.headers_mut().insert(name, value.clone());
        }
    }
    rendered.extensions_mut().extend(parts.extensions);
    rendered.extensions_mut().remove::<Arc<ApiError>>();
    if let (ApiError::MethodNotAllowed, Some(route)) = (&*error, matched.route.as_deref())
        && let Some(allow) = crate::http::contract::Contract::embedded().allowed_methods(route)
    {
        rendered.headers_mut().insert(header::ALLOW, allow);
    }
    rendered
}

fn response_is_json(response: &Response) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
}

fn with_json_charset(mut response: Response) -> Response {
    if response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v == "application/json")
    {
        response.headers_mut().insert(header::CONTENT_TYPE, JSON_CONTENT_TYPE);
    }
    response
}

/// The client's request id when it is sane (1-128 characters from `A-Z a-z 0-9 - _ . :`, as
/// `openapi.yaml` documents), else a new one.
fn request_id(headers: &HeaderMap) -> String {
    headers
        .get(REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .filter(|v| {
            (1..=128).contains(&v.len())
                && v.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
        })
        .map_or_else(|| uuid::Uuid::now_v7().to_string(), str::to_owned)
}

/// Puts the request's client address in its extensions: the socket peer, or behind trusted
/// proxies the client they name.
pub fn note_client_address(state: &AppState, request: &mut Request) {
    let settings = &state.settings;
    let client = client_address::peer(request)
        .map(|peer| (settings.trusted_proxies).client(settings.forwarded_header, peer, request.headers()));
    if let Some(client) = client {
        request.extensions_mut().insert(ClientAddress(client));
    }
}

/// Tags the responses outside the contract's routes (the probes, the contract and its reference
/// page) with their request id too.
pub async fn request_id_only(mut request: Request, next: Next) -> Response {
    let request_id = request_id(request.headers());
    // The report page records its views with it.
    request.extensions_mut().insert(RequestId(request_id.clone()));
    let mut response = next.run(request).await;
    set_request_id(response.headers_mut(), &request_id);
    response
}

fn set_request_id(headers: &mut HeaderMap, request_id: &str) {
    if let Ok(value) = HeaderValue::from_str(request_id) {
        headers.insert(REQUEST_ID, value);
    }
}

/// Requests outside the contract's routes.
pub async fn not_found() -> Response {
    ApiError::NotFound("Route").into_response()
}
