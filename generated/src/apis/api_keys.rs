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
pub enum CreateApiKeyResponse {
    /// API key created; the key is shown once.
    Status201_APIKeyCreated(models::ApiKeyWithSecretEnvelope),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Conflict: the resource's state does not allow this action, or the account already holds the most resources of this kind allowed (invalid_state), or a request with this Idempotency-Key is still being processed (idempotency_error; retry later).
    Status409_Conflict(models::ErrorResponse),
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
pub enum DeleteApiKeyResponse {
    /// API key revoked.
    Status200_APIKeyRevoked(models::DeleteResult),
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
    /// Invalid state: the interview's state does not allow this action (invalid_state).
    Status409_InvalidState(models::ErrorResponse),
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
pub enum ListApiKeysResponse {
    /// API keys.
    Status200_APIKeys(models::ApiKeyList),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
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

/// ApiKeys
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait ApiKeys<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    type Claims;

    /// Create an API key.
    ///
    /// CreateApiKey - POST /api/v1/api-keys
    async fn create_api_key(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::ApiKeyCreate,
    ) -> Result<CreateApiKeyResponse, E>;

    /// Revoke an API key.
    ///
    /// DeleteApiKey - DELETE /api/v1/api-keys/{id}
    async fn delete_api_key(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::DeleteApiKeyPathParams,
    ) -> Result<DeleteApiKeyResponse, E>;

    /// List API keys.
    ///
    /// ListApiKeys - GET /api/v1/api-keys
    async fn list_api_keys(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        query_params: &models::ListApiKeysQueryParams,
    ) -> Result<ListApiKeysResponse, E>;
}
