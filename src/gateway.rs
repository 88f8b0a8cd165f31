//! Everything between the socket and the generated handlers, in one middleware: request ids,
//! authentication (before the body is read), rate limiting, checking parameters and bodies
//! against the contract, idempotency, the request timeout, rendering every error in the shape
//! the operation documents, and the request's log line.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::extract::{ConnectInfo, FromRequestParts, MatchedPath, RawPathParams, Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use crate::auth;
use crate::contract::Operation;
use crate::error::{ApiError, Issue, JSON_CONTENT_TYPE};
use crate::idempotency;
use crate::rate_limit::Decision;
use crate::state::AppState;

/// Request bodies above this size are refused with 413.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

pub async fn gateway(State(state): State<AppState>, request: Request, next: Next) -> Response {
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

    let mut account_id = None;
    let timeout = state.settings.request_timeout();
    let handled = tokio::time::timeout(
        timeout,
        admit(&state, operation.as_ref(), request, next, &mut account_id),
    )
    .await;
    let (response, decision) = match handled {
        Ok(handled) => handled,
        Err(_) => (ApiError::Unavailable("request timed out".into()).into_response(), None),
    };
    let mut response = render_errors(response, operation.as_deref(), &state, route.as_deref());

    let headers = response.headers_mut();
    if let Some(decision) = decision {
        set_rate_limit_headers(headers, &decision);
    }
    set_request_id(headers, &request_id);
    tracing::info!(
        request_id,
        method = %method,
        route = route.as_deref().unwrap_or("unmatched"),
        operation = operation.as_ref().map(|op| op.id.as_str()),
        status = response.status().as_u16(),
        latency_ms = started.elapsed().as_secs_f64() * 1000.0,
        account_id = account_id.map(|id: uuid::Uuid| id.to_string()),
        "request"
    );
    response
}

/// Authenticates, counts the request against its rate limit, checks it against the contract
/// and runs the handler. Returns the response and the rate-limit decision for its headers.
async fn admit(
    state: &AppState,
    operation: Option<&Arc<Operation>>,
    request: Request,
    next: Next,
    account_id: &mut Option<uuid::Uuid>,
) -> (Response, Option<Decision>) {
    let authentication = match operation {
        Some(op) if op.authenticated => Some(auth::authenticate(&state.db, request.headers()).await),
        _ => None,
    };
    let principal = authentication.as_ref().and_then(|result| result.as_ref().ok()).cloned();
    let identity = match &principal {
        Some(principal) => {
            // Every request with a valid key, refused further on or not, is the account's.
            *account_id = Some(principal.account_id);
            state.key_usage.record(principal.key_id);
            format!("key:{}", principal.key_id)
        }
        None => format!("ip:{}", client_ip(&request)),
    };
    let decision = state.rate_limiter.take(&identity).await;
    if !decision.allowed {
        let error = ApiError::RateLimited {
            retry_after_seconds: decision.retry_after_seconds(),
        };
        return (error.into_response(), Some(decision));
    }
    if let Some(Err(error)) = authentication {
        return (error.into_response(), Some(decision));
    }
    let Some(operation) = operation else {
        // No such route or method: the router answers 404/405, rendered below.
        return (next.run(request).await, Some(decision));
    };
    let (request, body) = match check_request(operation, request).await {
        Ok(checked) => checked,
        Err(error) => return (error.into_response(), Some(decision)),
    };
    let response = match principal {
        Some(principal) => {
            let method = request.method().clone();
            let path_and_query = request.uri().path_and_query().map_or("", |p| p.as_str()).to_owned();
            let key = request.headers().get(idempotency::HEADER).cloned();
            // Errors are rendered before idempotency stores the response, so replays are exact.
            let handler = async { render_errors(next.run(request).await, Some(operation), state, None) };
            let run = idempotency::run(
                state,
                &principal,
                &method,
                &path_and_query,
                key.as_ref(),
                &body,
                handler,
            );
            principal.clone().scope(run).await
        }
        None => next.run(request).await,
    };
    (response, Some(decision))
}

/// Checks path and query parameters and the JSON body against the operation's contract, and
/// hands the request on with its body buffered (the generated handler parses it again).
async fn check_request(operation: &Operation, request: Request) -> Result<(Request, bytes::Bytes), ApiError> {
    let (mut parts, body) = request.into_parts();
    let path_params: Vec<(String, String)> = match RawPathParams::from_request_parts(&mut parts, &()).await {
        Ok(params) => params.iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect(),
        Err(_) => Vec::new(),
    };
    let mut issues = operation.check_parameters(&path_params, parts.uri.query());
    if !issues.is_empty() {
        return Err(ApiError::Validation(issues));
    }
    if !operation.has_body() {
        return Ok((Request::from_parts(parts, body), bytes::Bytes::new()));
    }
    if !is_json(&parts.headers) {
        return Err(ApiError::validation(
            Default::default(),
            "Content-Type must be application/json",
        ));
    }
    let declared_length = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared_length.is_some_and(|length| length > MAX_BODY_BYTES) {
        return Err(ApiError::PayloadTooLarge);
    }
    let bytes = axum::body::to_bytes(body, MAX_BODY_BYTES).await.map_err(|error| {
        if std::error::Error::source(&error).is_some_and(|s| s.is::<http_body_util::LengthLimitError>()) {
            ApiError::PayloadTooLarge
        } else {
            ApiError::validation(Default::default(), "The request body could not be read")
        }
    })?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::validation(
            Default::default(),
            "A JSON request body is required",
        ));
    }
    let value: Value = serde_json::from_slice(&bytes)
        .map_err(|error| ApiError::validation(Default::default(), format!("Malformed JSON: {error}")))?;
    issues = operation.check_body(&value);
    if !issues.is_empty() {
        return Err(ApiError::Validation(issues));
    }
    Ok((Request::from_parts(parts, Body::from(bytes.clone())), bytes))
}

fn is_json(headers: &HeaderMap) -> bool {
    let Some(value) = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let mut params = value.split(';').map(str::trim);
    let essence = params.next().unwrap_or_default();
    let utf8 = params.all(|p| match p.split_once('=') {
        Some((name, charset)) if name.trim().eq_ignore_ascii_case("charset") => {
            charset.trim().trim_matches('"').eq_ignore_ascii_case("utf-8")
        }
        _ => true,
    });
    essence.eq_ignore_ascii_case("application/json") && utf8
}

/// Renders handler errors, and anything the router or the generated code answered on its own
/// (404, 405, an extractor's plain-text rejection), in the operation's documented shape.
fn render_errors(response: Response, operation: Option<&Operation>, state: &AppState, route: Option<&str>) -> Response {
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
    let mut rendered = error.render(operation);
    if let (ApiError::MethodNotAllowed, Some(route)) = (&*error, route)
        && let Some(allow) = state.contract.allowed_methods(route)
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

fn set_rate_limit_headers(headers: &mut HeaderMap, decision: &Decision) {
    headers.insert(
        HeaderName::from_static("x-ratelimit-limit"),
        HeaderValue::from(decision.limit),
    );
    headers.insert(
        HeaderName::from_static("x-ratelimit-remaining"),
        HeaderValue::from(decision.remaining),
    );
    headers.insert(
        HeaderName::from_static("x-ratelimit-reset"),
        HeaderValue::from(decision.reset),
    );
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

/// Tags the responses that do not pass through [`gateway`] (`/healthz`, `/readyz`) with their
/// request id too.
pub async fn request_id_only(request: Request, next: Next) -> Response {
    let request_id = request_id(request.headers());
    let mut response = next.run(request).await;
    set_request_id(response.headers_mut(), &request_id);
    response
}

fn set_request_id(headers: &mut HeaderMap, request_id: &str) {
    if let Ok(value) = HeaderValue::from_str(request_id) {
        headers.insert(REQUEST_ID, value);
    }
}

fn client_ip(request: &Request) -> String {
    request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or_else(|| "unknown".to_owned(), |ConnectInfo(addr)| addr.ip().to_string())
}

/// Requests outside the contract's routes.
pub async fn not_found() -> Response {
    ApiError::NotFound("Route").into_response()
}
