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
pub enum CreateInvitationResponse {
    /// Invitation created.
    Status201_InvitationCreated(models::Invitation),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Forbidden: permission_error (e-mail unverified or subscription not active), trial_restriction (custom questions or a non-default voice on a trial account) or insufficient_credits (`details` holds required_credits, available_credits, total_balance and reserved_credits).
    Status403_Forbidden(models::ErrorResponse),
    /// Job not found: the job does not exist or belongs to another account (resource_not_found).
    Status404_JobNotFound(models::ErrorResponse),
    /// Conflict: the resource's state does not allow this action, or the account already holds the most resources of this kind allowed (invalid_state), or a request with this Idempotency-Key is still being processed (idempotency_error; retry later).
    Status409_Conflict(models::ErrorResponse),
    /// Erased (resource_erased): this is the replay of an `Idempotency-Key` whose stored answer held a person whose data has since been erased. Nothing is created again.
    Status410_Erased(models::ErrorResponse),
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
pub enum CreateInvitationBatchResponse {
    /// Batch processed.
    Status200_BatchProcessed(models::InvitationBatchResults),
    /// Validation failed (validation_error): malformed JSON, a missing or wrong Content-Type, a bad parameter or field. `details` maps each field path to a message.
    Status400_ValidationFailed(models::ErrorResponse),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Idempotency key in use: a request with this Idempotency-Key is still being processed (idempotency_error); retry later.
    Status409_IdempotencyKeyInUse(models::ErrorResponse),
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

/// Invitations
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait Invitations<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    type Claims;

    /// Create an interview invitation.
    ///
    /// CreateInvitation - POST /api/v1/invitations
    async fn create_invitation(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::InvitationCreate,
    ) -> Result<CreateInvitationResponse, E>;

    /// Invite several candidates.
    ///
    /// CreateInvitationBatch - POST /api/v1/invitations/batch
    async fn create_invitation_batch(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::InvitationBatch,
    ) -> Result<CreateInvitationBatchResponse, E>;
}
