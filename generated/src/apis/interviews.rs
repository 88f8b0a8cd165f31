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
pub enum CancelInterviewResponse {
    /// Interview cancelled.
    Status200_InterviewCancelled(models::InterviewEnvelope),
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
    /// Erased (resource_erased): this is the replay of an `Idempotency-Key` whose stored answer held a person whose data has since been erased. Nothing is created again.
    Status410_Erased(models::ErrorResponse),
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
pub enum CreateReportLinkResponse {
    /// Report link issued.
    Status201_ReportLinkIssued(models::ReportLinkEnvelope),
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
pub enum ExtendInterviewResponse {
    /// Invitation extended.
    Status200_InvitationExtended(models::InterviewEnvelope),
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
pub enum GetInterviewResponse {
    /// Interview.
    Status200_Interview(models::InterviewEnvelope),
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
pub enum ListInterviewQuestionsResponse {
    /// Interview questions.
    Status200_InterviewQuestions(models::InterviewQuestionList),
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
pub enum ListInterviewsResponse {
    /// Interviews page.
    Status200_InterviewsPage(models::InterviewList),
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
pub enum RegenerateInterviewLinkResponse {
    /// Link issued.
    Status200_LinkIssued(models::InvitationEnvelope),
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
pub enum SimulateInterviewResponse {
    /// Interview simulated.
    Status200_InterviewSimulated(models::InterviewEnvelope),
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

/// Interviews
#[async_trait]
#[allow(clippy::ptr_arg)]
pub trait Interviews<E: std::fmt::Debug + Send + Sync + 'static = ()>: super::ErrorHandler<E> {
    type Claims;

    /// Cancel an interview.
    ///
    /// CancelInterview - POST /api/v1/interviews/{id}/cancel
    async fn cancel_interview(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::CancelInterviewPathParams,
    ) -> Result<CancelInterviewResponse, E>;

    /// Issue a new report link.
    ///
    /// CreateReportLink - POST /api/v1/interviews/{id}/report-link
    async fn create_report_link(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::CreateReportLinkPathParams,
    ) -> Result<CreateReportLinkResponse, E>;

    /// Extend an invitation.
    ///
    /// ExtendInterview - POST /api/v1/interviews/{id}/extend
    async fn extend_interview(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::ExtendInterviewPathParams,
        body: &models::InterviewExtend,
    ) -> Result<ExtendInterviewResponse, E>;

    /// Get an interview and its results.
    ///
    /// GetInterview - GET /api/v1/interviews/{id}
    async fn get_interview(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::GetInterviewPathParams,
    ) -> Result<GetInterviewResponse, E>;

    /// List an interview's questions.
    ///
    /// ListInterviewQuestions - GET /api/v1/interviews/{id}/questions
    async fn list_interview_questions(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::ListInterviewQuestionsPathParams,
    ) -> Result<ListInterviewQuestionsResponse, E>;

    /// List interviews.
    ///
    /// ListInterviews - GET /api/v1/interviews
    async fn list_interviews(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        query_params: &models::ListInterviewsQueryParams,
    ) -> Result<ListInterviewsResponse, E>;

    /// Issue a new link.
    ///
    /// RegenerateInterviewLink - POST /api/v1/interviews/{id}/regenerate-link
    async fn regenerate_interview_link(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::RegenerateInterviewLinkPathParams,
    ) -> Result<RegenerateInterviewLinkResponse, E>;

    /// Drive a test interview to an outcome.
    ///
    /// SimulateInterview - POST /api/v1/interviews/{id}/simulate
    async fn simulate_interview(
        &self,

        method: &Method,
        host: &Host,
        cookies: &CookieJar,
        claims: &Self::Claims,
        path_params: &models::SimulateInterviewPathParams,
        body: &models::InterviewSimulation,
    ) -> Result<SimulateInterviewResponse, E>;
}
