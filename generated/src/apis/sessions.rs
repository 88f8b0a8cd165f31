use async_trait::async_trait;
use axum::extract::*;
use axum_extra::extract::CookieJar;
use bytes::Bytes;
use headers::Host;
use http::Method;
use serde::{Deserialize, Serialize};

use crate::{models, types::*};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum CompleteSessionResponse {
    /// Session completed.
    Status200_SessionCompleted(models::SessionEnvelope),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
    /// Invalid state: the interview's state does not allow this action (invalid_state).
    Status409_InvalidState(models::ErrorResponse),
    /// Link no longer valid: the interview link expired before the interview started (link_expired), or the interview was cancelled (link_cancelled), or a new link replaced it (link_replaced), or the interview was erased (resource_erased). Either way the link stops working for good. Also the replay of an `Idempotency-Key` whose answer held a person since erased (resource_erased).
    Status410_LinkNoLongerValid(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Idempotency key reused: this Idempotency-Key was used for a different request, with another method, path or body (idempotency_error).
    Status422_IdempotencyKeyReused(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error: unexpected server error (api_error); no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::ErrorResponse),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum GetSessionResponse {
    /// Session.
    Status200_Session(models::SessionEnvelope),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
    /// Link no longer valid: the interview link expired before the interview started (link_expired), or the interview was cancelled (link_cancelled), or a new link replaced it (link_replaced), or the interview was erased (resource_erased). Either way the link stops working for good. Also the replay of an `Idempotency-Key` whose answer held a person since erased (resource_erased).
    Status410_LinkNoLongerValid(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error: unexpected server error (api_error); no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::ErrorResponse),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum RecordSessionResponseResponse {
    /// Answer recorded.
    Status200_AnswerRecorded(models::SessionResponseEnvelope),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
    /// Invalid state: the interview's state does not allow this action (invalid_state).
    Status409_InvalidState(models::ErrorResponse),
    /// Link no longer valid: the interview link expired before the interview started (link_expired), or the interview was cancelled (link_cancelled), or a new link replaced it (link_replaced), or the interview was erased (resource_erased). Either way the link stops working for good. Also the replay of an `Idempotency-Key` whose answer held a person since erased (resource_erased).
    Status410_LinkNoLongerValid(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Idempotency key reused: this Idempotency-Key was used for a different request, with another method, path or body (idempotency_error).
    Status422_IdempotencyKeyReused(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error: unexpected server error (api_error); no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::ErrorResponse),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum SetSessionEvaluationResponse {
    /// Evaluation set.
    Status200_EvaluationSet(models::EvaluationEnvelope),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
    /// Invalid state: the interview's state does not allow this action (invalid_state).
    Status409_InvalidState(models::ErrorResponse),
    /// Link no longer valid: the interview link expired before the interview started (link_expired), or the interview was cancelled (link_cancelled), or a new link replaced it (link_replaced), or the interview was erased (resource_erased). Either way the link stops working for good. Also the replay of an `Idempotency-Key` whose answer held a person since erased (resource_erased).
    Status410_LinkNoLongerValid(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Idempotency key reused: this Idempotency-Key was used for a different request, with another method, path or body (idempotency_error).
    Status422_IdempotencyKeyReused(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error: unexpected server error (api_error); no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::ErrorResponse),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum StartSessionResponse {
    /// Session started.
    Status200_SessionStarted(models::SessionEnvelope),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
    /// Invalid state: the interview's state does not allow this action (invalid_state).
    Status409_InvalidState(models::ErrorResponse),
    /// Link no longer valid: the interview link expired before the interview started (link_expired), or the interview was cancelled (link_cancelled), or a new link replaced it (link_replaced), or the interview was erased (resource_erased). Either way the link stops working for good. Also the replay of an `Idempotency-Key` whose answer held a person since erased (resource_erased).
    Status410_LinkNoLongerValid(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Idempotency key reused: this Idempotency-Key was used for a different request, with another method, path or body (idempotency_error).
    Status422_IdempotencyKeyReused(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error: unexpected server error (api_error); no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::ErrorResponse),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

/// Sessions
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait Sessions<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    /// Complete the interview.
    ///
    /// CompleteSession - POST /api/v1/sessions/{token}/complete
    async fn complete_session(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        path_params: &models::CompleteSessionPathParams,
        body: &Option<models::SessionComplete>,
    ) -> Result<CompleteSessionResponse, E>;

    /// Get an interview session.
    ///
    /// GetSession - GET /api/v1/sessions/{token}
    async fn get_session(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        path_params: &models::GetSessionPathParams,
    ) -> Result<GetSessionResponse, E>;

    /// Record an answer.
    ///
    /// RecordSessionResponse - POST /api/v1/sessions/{token}/responses
    async fn record_session_response(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        path_params: &models::RecordSessionResponsePathParams,
        body: &models::SessionResponseCreate,
    ) -> Result<RecordSessionResponseResponse, E>;

    /// Set the evaluation.
    ///
    /// SetSessionEvaluation - POST /api/v1/sessions/{token}/evaluation
    async fn set_session_evaluation(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        path_params: &models::SetSessionEvaluationPathParams,
        body: &models::SessionEvaluation,
    ) -> Result<SetSessionEvaluationResponse, E>;

    /// Start the interview.
    ///
    /// StartSession - POST /api/v1/sessions/{token}/start
    async fn start_session(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        path_params: &models::StartSessionPathParams,
        body: &Option<models::SessionStart>,
    ) -> Result<StartSessionResponse, E>;
}
