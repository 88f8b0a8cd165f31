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
pub enum GetGreenhouseConnectionResponse {
    /// The connection.
    Status200_TheConnection(models::PartnerConnectionEnvelope),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
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
pub enum GetGreenhouseTestStatusResponse {
    /// The test's status.
    Status200_TheTest(models::GreenhouseTestStatus),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
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
pub enum ListGreenhouseCallbacksResponse {
    /// The callbacks.
    Status200_TheCallbacks(models::PartnerCallbackList),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
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
pub enum ListGreenhouseResponseErrorsResponse {
    /// The reports.
    Status200_TheReports(models::PartnerErrorList),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
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
pub enum ListGreenhouseTestsResponse {
    /// The tests.
    Status200_TheTests(Vec<models::GreenhouseTest>),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
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
pub enum ReportGreenhouseResponseErrorResponse {
    /// Report kept.
    Status200_ReportKept(models::PartnerErrorReceived),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
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
pub enum SendGreenhouseTestResponse {
    /// The interview ordered (or found again, for a retried order).
    Status200_TheInterviewOrdered(models::GreenhouseTestOrdered),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Forbidden: permission_error (e-mail unverified or subscription not active) or insufficient_credits (`details` holds required_credits, available_credits, total_balance and reserved_credits).
    Status403_Forbidden(models::ErrorResponse),
    /// Not found (resource_not_found): the resource does not exist or belongs to another account.
    Status404_NotFound(models::ErrorResponse),
    /// Invalid state: the interview's state does not allow this action (invalid_state).
    Status409_InvalidState(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
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
pub enum SetGreenhouseConnectionResponse {
    /// Connection set.
    Status200_ConnectionSet(models::PartnerConnectionEnvelope),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error: unexpected server error (api_error); no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::ErrorResponse),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

/// Partners
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait Partners<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    type Claims;

    /// Greenhouse: read the connection.
    ///
    /// GetGreenhouseConnection - GET /api/v1/partners/greenhouse/connection
    async fn get_greenhouse_connection(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
    ) -> Result<GetGreenhouseConnectionResponse, E>;

    /// Greenhouse: read a test's status.
    ///
    /// GetGreenhouseTestStatus - GET /api/v1/partners/greenhouse/test_status
    async fn get_greenhouse_test_status(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        query_params: &models::GetGreenhouseTestStatusQueryParams,
    ) -> Result<GetGreenhouseTestStatusResponse, E>;

    /// Greenhouse: list the completion callbacks.
    ///
    /// ListGreenhouseCallbacks - GET /api/v1/partners/greenhouse/callbacks
    async fn list_greenhouse_callbacks(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
    ) -> Result<ListGreenhouseCallbacksResponse, E>;

    /// Greenhouse: list its error reports.
    ///
    /// ListGreenhouseResponseErrors - GET /api/v1/partners/greenhouse/response-errors
    async fn list_greenhouse_response_errors(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
    ) -> Result<ListGreenhouseResponseErrorsResponse, E>;

    /// Greenhouse: list the tests.
    ///
    /// ListGreenhouseTests - GET /api/v1/partners/greenhouse/list_tests
    async fn list_greenhouse_tests(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
    ) -> Result<ListGreenhouseTestsResponse, E>;

    /// Greenhouse: report a malformed answer.
    ///
    /// ReportGreenhouseResponseError - POST /api/v1/partners/greenhouse/response_error
    async fn report_greenhouse_response_error(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::GreenhouseResponseError,
    ) -> Result<ReportGreenhouseResponseErrorResponse, E>;

    /// Greenhouse: send a test.
    ///
    /// SendGreenhouseTest - POST /api/v1/partners/greenhouse/send_test
    async fn send_greenhouse_test(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::GreenhouseSendTest,
    ) -> Result<SendGreenhouseTestResponse, E>;

    /// Greenhouse: set the connection.
    ///
    /// SetGreenhouseConnection - PUT /api/v1/partners/greenhouse/connection
    async fn set_greenhouse_connection(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::PartnerConnectionUpdate,
    ) -> Result<SetGreenhouseConnectionResponse, E>;
}
