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
pub enum CreateCandidateResponse {
    /// Candidate created.
    Status201_CandidateCreated(models::CandidateEnvelope),
    /// Validation failed (simple shape): a field, query parameter or path id failed validation, or the body is not valid JSON with Content-Type application/json (`path: []`).
    Status400_ValidationFailed(models::SimpleValidationError),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Idempotency key in use: a request with this Idempotency-Key is still being processed (idempotency_error); retry later.
    Status409_IdempotencyKeyInUse(models::ErrorResponse),
    /// Erased (resource_erased): this is the replay of an `Idempotency-Key` whose stored answer held a person whose data has since been erased. Nothing is created again.
    Status410_Erased(models::ErrorResponse),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Idempotency key reused: this Idempotency-Key was used for a different request, with another method, path or body (idempotency_error).
    Status422_IdempotencyKeyReused(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error (simple shape): unexpected server error; no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::SimpleError),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum DeleteCandidateResponse {
    /// Candidate deleted.
    Status200_CandidateDeleted(models::DeleteResult),
    /// Validation failed (simple shape): a field, query parameter or path id failed validation, or the body is not valid JSON with Content-Type application/json (`path: []`).
    Status400_ValidationFailed(models::SimpleValidationError),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Candidate not found (simple shape): it does not exist or belongs to another account.
    Status404_CandidateNotFound(models::SimpleError),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error (simple shape): unexpected server error; no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::SimpleError),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum ExportCandidateResponse {
    /// Candidate export.
    Status200_CandidateExport(models::CandidateExportEnvelope),
    /// Validation failed (simple shape): a field, query parameter or path id failed validation, or the body is not valid JSON with Content-Type application/json (`path: []`).
    Status400_ValidationFailed(models::SimpleValidationError),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Candidate not found (simple shape): it does not exist or belongs to another account.
    Status404_CandidateNotFound(models::SimpleError),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error (simple shape): unexpected server error; no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::SimpleError),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum GetCandidateResponse {
    /// Candidate.
    Status200_Candidate(models::CandidateEnvelope),
    /// Validation failed (simple shape): a field, query parameter or path id failed validation, or the body is not valid JSON with Content-Type application/json (`path: []`).
    Status400_ValidationFailed(models::SimpleValidationError),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Candidate not found (simple shape): it does not exist or belongs to another account.
    Status404_CandidateNotFound(models::SimpleError),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error (simple shape): unexpected server error; no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::SimpleError),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum ListCandidatesResponse {
    /// Candidates page.
    Status200_CandidatesPage(models::CandidateList),
    /// Validation failed (simple shape): a field, query parameter or path id failed validation, or the body is not valid JSON with Content-Type application/json (`path: []`).
    Status400_ValidationFailed(models::SimpleValidationError),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error (simple shape): unexpected server error; no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::SimpleError),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
#[allow(clippy::large_enum_variant)]
pub enum UpdateCandidateResponse {
    /// Candidate updated.
    Status200_CandidateUpdated(models::CandidateEnvelope),
    /// Validation failed (simple shape): a field, query parameter or path id failed validation, or the body is not valid JSON with Content-Type application/json (`path: []`).
    Status400_ValidationFailed(models::SimpleValidationError),
    /// Authentication failed: missing, malformed, unknown or revoked API key (authentication_error). Checked before the request body is read.
    Status401_AuthenticationFailed {
        body: models::ErrorResponse,
        www_authenticate: Option<String>,
    },
    /// Permission denied: the account's e-mail is not verified or its subscription is not active (permission_error).
    Status403_PermissionDenied(models::ErrorResponse),
    /// Candidate not found (simple shape): it does not exist or belongs to another account.
    Status404_CandidateNotFound(models::SimpleError),
    /// Payload too large: the request body is over 1 MiB (validation_error).
    Status413_PayloadTooLarge(models::ErrorResponse),
    /// Rate limit exceeded (rate_limit_exceeded): more requests in this 60-second window than its limit (`X-RateLimit-Limit`: 100 per API key or client address, 120 per interview token). Wait `Retry-After` seconds; a 429 does not consume quota.
    Status429_RateLimitExceeded(models::ErrorResponse),
    /// Internal error (simple shape): unexpected server error; no internals are revealed. Retry with exponential backoff.
    Status500_InternalError(models::SimpleError),
    /// Service unavailable: temporary outage (service_unavailable), such as a database failover; wait `Retry-After` seconds, then retry with exponential backoff.
    Status503_ServiceUnavailable(models::ErrorResponse),
}

/// Candidates
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait Candidates<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    type Claims;

    /// Create a candidate.
    ///
    /// CreateCandidate - POST /api/v1/candidates
    async fn create_candidate(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        body: &models::CandidateCreate,
    ) -> Result<CreateCandidateResponse, E>;

    /// Delete a candidate.
    ///
    /// DeleteCandidate - DELETE /api/v1/candidates/{id}
    async fn delete_candidate(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::DeleteCandidatePathParams,
    ) -> Result<DeleteCandidateResponse, E>;

    /// Export everything held about a candidate.
    ///
    /// ExportCandidate - GET /api/v1/candidates/{id}/export
    async fn export_candidate(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::ExportCandidatePathParams,
    ) -> Result<ExportCandidateResponse, E>;

    /// Get a candidate.
    ///
    /// GetCandidate - GET /api/v1/candidates/{id}
    async fn get_candidate(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::GetCandidatePathParams,
    ) -> Result<GetCandidateResponse, E>;

    /// List candidates.
    ///
    /// ListCandidates - GET /api/v1/candidates
    async fn list_candidates(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        query_params: &models::ListCandidatesQueryParams,
    ) -> Result<ListCandidatesResponse, E>;

    /// Update a candidate.
    ///
    /// UpdateCandidate - PATCH /api/v1/candidates/{id}
    async fn update_candidate(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::UpdateCandidatePathParams,
        body: &models::CandidateUpdate,
    ) -> Result<UpdateCandidateResponse, E>;
}
