//! The gateway's step of the contract: each request's parameters and body checked against its
//! operation.

use axum::body::Body;
use axum::extract::{FromRequestParts, RawPathParams, Request};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde_json::Value;

use super::{Matched, Operation};
use crate::http::error::ApiError;

/// Request bodies above this size are refused with 413.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// The request body as received, once checked (the generated handler parses it again).
#[derive(Clone)]
pub struct RequestBody(pub Bytes);

/// The gateway's step that checks path and query parameters and the JSON body against the
/// operation, and hands the request on with its body buffered.
pub async fn check_contract<F: Future<Output = Response>>(
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let operation = request.extensions().get::<Matched>().and_then(|m| m.operation.clone());
    let Some(operation) = operation else {
        // No such route or method: the router answers 404/405.
        return next(request).await;
    };
    match checked(&operation, request).await {
        Ok(request) => next(request).await,
        Err(error) => error.into_response(),
    }
}

async fn checked(operation: &Operation, request: Request) -> Result<Request, ApiError> {
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
        return Ok(Request::from_parts(parts, body));
    }
    let json = is_json(&parts.headers);
    let wrong_type = || ApiError::validation(Default::default(), "Content-Type must be application/json");
    if !json && operation.body_required() {
        return Err(wrong_type());
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
        if operation.body_required() {
            return Err(ApiError::validation(
                Default::default(),
                "A JSON request body is required",
            ));
        }
        // An optional body left out: the generated handler reads it as JSON `null`, its `None`.
        parts
            .headers
            .insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        return Ok(Request::from_parts(parts, Body::from("null")));
    }
    if !json {
        return Err(wrong_type());
    }
    let mut value: Value = serde_json::from_slice(&bytes)
        .map_err(|error| ApiError::validation(Default::default(), format!("Malformed JSON: {error}")))?;
    // Serializers that write every field send `null` for those they leave out: absent, then.
    let bytes = if operation.drop_absent_nulls(&mut value) {
        Bytes::from(serde_json::to_vec(&value).map_err(|error| ApiError::Internal(error.into()))?)
    } else {
        bytes
    };
    issues = operation.check_body(&value);
    if !issues.is_empty() {
        return Err(ApiError::Validation(issues));
    }
    parts.extensions.insert(RequestBody(bytes.clone()));
    Ok(Request::from_parts(parts, Body::from(bytes)))
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
