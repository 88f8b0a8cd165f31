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
pub enum GetSettingsResponse {
    /// Settings.
    Status200_Settings(models::AccountSettingsEnvelope),
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
pub enum UpdateSettingsResponse {
    /// Settings changed.
    Status200_SettingsChanged(models::AccountSettingsEnvelope),
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

/// Settings
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait Settings<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    type Claims;

    /// Read the account's settings.
    ///
    /// GetSettings - GET /api/v1/settings
    async fn get_settings(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
    ) -> Result<GetSettingsResponse, E>;

    /// Change the account's settings.
    ///
    /// UpdateSettings - PATCH /api/v1/settings
    async fn update_settings(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::AccountSettingsUpdate,
    ) -> Result<UpdateSettingsResponse, E>;
}
