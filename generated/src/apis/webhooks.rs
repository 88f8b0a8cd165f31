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
pub enum CreateWebhookEndpointResponse {
    /// Webhook endpoint created, with its secret.
    Status201_WebhookEndpointCreated(models::WebhookEndpointWithSecretEnvelope),
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
pub enum DeleteWebhookEndpointResponse {
    /// Webhook endpoint deleted.
    Status200_WebhookEndpointDeleted(models::DeleteResult),
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
pub enum GetWebhookEndpointResponse {
    /// Webhook endpoint.
    Status200_WebhookEndpoint(models::WebhookEndpointEnvelope),
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
pub enum ListWebhookDeliveriesResponse {
    /// Delivery attempts page.
    Status200_DeliveryAttemptsPage(models::WebhookDeliveryList),
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
pub enum ListWebhookEndpointsResponse {
    /// Webhook endpoints page.
    Status200_WebhookEndpointsPage(models::WebhookEndpointList),
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

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum RecoverWebhookDeliveriesResponse {
    /// Deliveries queued again.
    Status202_DeliveriesQueuedAgain(models::WebhookRecoveryEnvelope),
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
pub enum RotateWebhookSecretResponse {
    /// Secret rotated; the new one is shown once.
    Status200_SecretRotated(models::WebhookEndpointWithSecretEnvelope),
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
    /// Idempotency key in use: a request with this Idempotency-Key is still being processed (idempotency_error); retry later.
    Status409_IdempotencyKeyInUse(models::ErrorResponse),
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
pub enum SendTestWebhookResponse {
    /// Test event queued.
    Status202_TestEventQueued(models::EventSummaryEnvelope),
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
    /// Conflict: the resource's state does not allow this action, or the account already holds the most resources of this kind allowed (invalid_state), or a request with this Idempotency-Key is still being processed (idempotency_error; retry later).
    Status409_Conflict(models::ErrorResponse),
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
pub enum UpdateWebhookEndpointResponse {
    /// Webhook endpoint updated.
    Status200_WebhookEndpointUpdated(models::WebhookEndpointEnvelope),
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
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error: unexpected server error (api_error); no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::ErrorResponse),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

/// Webhooks
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait Webhooks<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    type Claims;

    /// Register a webhook endpoint.
    ///
    /// CreateWebhookEndpoint - POST /api/v1/webhooks
    async fn create_webhook_endpoint(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::WebhookEndpointCreate,
    ) -> Result<CreateWebhookEndpointResponse, E>;

    /// Delete a webhook endpoint.
    ///
    /// DeleteWebhookEndpoint - DELETE /api/v1/webhooks/{id}
    async fn delete_webhook_endpoint(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::DeleteWebhookEndpointPathParams,
    ) -> Result<DeleteWebhookEndpointResponse, E>;

    /// Get a webhook endpoint.
    ///
    /// GetWebhookEndpoint - GET /api/v1/webhooks/{id}
    async fn get_webhook_endpoint(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::GetWebhookEndpointPathParams,
    ) -> Result<GetWebhookEndpointResponse, E>;

    /// List delivery attempts.
    ///
    /// ListWebhookDeliveries - GET /api/v1/webhooks/{id}/deliveries
    async fn list_webhook_deliveries(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::ListWebhookDeliveriesPathParams,
        query_params: &models::ListWebhookDeliveriesQueryParams,
    ) -> Result<ListWebhookDeliveriesResponse, E>;

    /// List webhook endpoints.
    ///
    /// ListWebhookEndpoints - GET /api/v1/webhooks
    async fn list_webhook_endpoints(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        query_params: &models::ListWebhookEndpointsQueryParams,
    ) -> Result<ListWebhookEndpointsResponse, E>;

    /// Resend what failed since a time.
    ///
    /// RecoverWebhookDeliveries - POST /api/v1/webhooks/{id}/recover
    async fn recover_webhook_deliveries(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::RecoverWebhookDeliveriesPathParams,
        body: &models::WebhookRecover,
    ) -> Result<RecoverWebhookDeliveriesResponse, E>;

    /// Rotate a webhook endpoint's signing secret.
    ///
    /// RotateWebhookSecret - POST /api/v1/webhooks/{id}/rotate-secret
    async fn rotate_webhook_secret(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::RotateWebhookSecretPathParams,
    ) -> Result<RotateWebhookSecretResponse, E>;

    /// Send a test event to a webhook endpoint.
    ///
    /// SendTestWebhook - POST /api/v1/webhooks/{id}/test
    async fn send_test_webhook(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::SendTestWebhookPathParams,
    ) -> Result<SendTestWebhookResponse, E>;

    /// Update a webhook endpoint.
    ///
    /// UpdateWebhookEndpoint - PATCH /api/v1/webhooks/{id}
    async fn update_webhook_endpoint(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::UpdateWebhookEndpointPathParams,
        body: &models::WebhookEndpointUpdate,
    ) -> Result<UpdateWebhookEndpointResponse, E>;
}
