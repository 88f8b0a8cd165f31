use std::collections::HashMap;

use axum::{body::Body, extract::*, response::Response, routing::*};
use axum_extra::{
    TypedHeader,
    extract::{CookieJar, Query as QueryExtra},
};
use bytes::Bytes;
use headers::Host;
use http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header::CONTENT_TYPE};
use tracing::error;
use validator::{Validate, ValidationErrors};

#[allow(unused_imports)]
use crate::{apis, models};
use crate::{header, types::*};
#[allow(unused_imports)]
use crate::{
    models::check_xss_map, models::check_xss_map_nested, models::check_xss_map_string, models::check_xss_string,
    models::check_xss_vec_string,
};

/// Setup API Server.
pub fn new<I, A, E, C>(api_impl: I) -> Router
where
    I: AsRef<A> + Clone + Send + Sync + 'static,
    A: apis::api_keys::ApiKeys<E, Claims = C>
        + apis::audit::Audit<E, Claims = C>
        + apis::candidates::Candidates<E, Claims = C>
        + apis::credits::Credits<E, Claims = C>
        + apis::erasures::Erasures<E, Claims = C>
        + apis::events::Events<E, Claims = C>
        + apis::interviews::Interviews<E, Claims = C>
        + apis::invitations::Invitations<E, Claims = C>
        + apis::jobs::Jobs<E, Claims = C>
        + apis::partners::Partners<E, Claims = C>
        + apis::sessions::Sessions<E>
        + apis::settings::Settings<E, Claims = C>
        + apis::webhooks::Webhooks<E, Claims = C>
        + apis::ApiAuthBasic<Claims = C>
        + apis::ApiAuthBasic<Claims = C>
        + Send
        + Sync
        + 'static,
    E: std::fmt::Debug + Send + Sync + 'static,
    C: Send + Sync + 'static,
{
    // build our application with a route
    Router::new()
        .route(
            "/api/v1/api-keys",
            get(list_api_keys::<I, A, E, C>).post(create_api_key::<I, A, E, C>),
        )
        .route("/api/v1/api-keys/{id}", delete(delete_api_key::<I, A, E, C>))
        .route("/api/v1/audit-events", get(list_audit_events::<I, A, E, C>))
        .route("/api/v1/audit-events/export", get(export_audit_events::<I, A, E, C>))
        .route(
            "/api/v1/candidates",
            get(list_candidates::<I, A, E, C>).post(create_candidate::<I, A, E, C>),
        )
        .route(
            "/api/v1/candidates/{id}",
            delete(delete_candidate::<I, A, E, C>)
                .get(get_candidate::<I, A, E, C>)
                .patch(update_candidate::<I, A, E, C>),
        )
        .route("/api/v1/candidates/{id}/export", get(export_candidate::<I, A, E, C>))
        .route("/api/v1/credits/balance", get(get_credit_balance::<I, A, E, C>))
        .route(
            "/api/v1/credits/transactions",
            get(list_credit_transactions::<I, A, E, C>),
        )
        .route("/api/v1/erasures", post(create_erasure::<I, A, E, C>))
        .route("/api/v1/events", get(list_events::<I, A, E, C>))
        .route("/api/v1/events/{id}", get(get_event::<I, A, E, C>))
        .route("/api/v1/events/{id}/resend", post(resend_event::<I, A, E, C>))
        .route("/api/v1/interviews", get(list_interviews::<I, A, E, C>))
        .route("/api/v1/interviews/{id}", get(get_interview::<I, A, E, C>))
        .route("/api/v1/interviews/{id}/cancel", post(cancel_interview::<I, A, E, C>))
        .route("/api/v1/interviews/{id}/extend", post(extend_interview::<I, A, E, C>))
        .route(
            "/api/v1/interviews/{id}/questions",
            get(list_interview_questions::<I, A, E, C>),
        )
        .route(
            "/api/v1/interviews/{id}/regenerate-link",
            post(regenerate_interview_link::<I, A, E, C>),
        )
        .route(
            "/api/v1/interviews/{id}/report-link",
            post(create_report_link::<I, A, E, C>),
        )
        .route(
            "/api/v1/interviews/{id}/simulate",
            post(simulate_interview::<I, A, E, C>),
        )
        .route("/api/v1/invitations", post(create_invitation::<I, A, E, C>))
        .route("/api/v1/invitations/batch", post(create_invitation_batch::<I, A, E, C>))
        .route(
            "/api/v1/jobs",
            get(list_jobs::<I, A, E, C>).post(create_job::<I, A, E, C>),
        )
        .route(
            "/api/v1/jobs/{id}",
            get(get_job::<I, A, E, C>).patch(update_job::<I, A, E, C>),
        )
        .route("/api/v1/jobs/{id}/archive", post(archive_job::<I, A, E, C>))
        .route("/api/v1/jobs/{id}/unarchive", post(unarchive_job::<I, A, E, C>))
        .route(
            "/api/v1/partners/greenhouse/callbacks",
            get(list_greenhouse_callbacks::<I, A, E, C>),
        )
        .route(
            "/api/v1/partners/greenhouse/connection",
            get(get_greenhouse_connection::<I, A, E, C>).put(set_greenhouse_connection::<I, A, E, C>),
        )
        .route(
            "/api/v1/partners/greenhouse/list_tests",
            get(list_greenhouse_tests::<I, A, E, C>),
        )
        .route(
            "/api/v1/partners/greenhouse/response-errors",
            get(list_greenhouse_response_errors::<I, A, E, C>),
        )
        .route(
            "/api/v1/partners/greenhouse/response_error",
            post(report_greenhouse_response_error::<I, A, E, C>),
        )
        .route(
            "/api/v1/partners/greenhouse/send_test",
            post(send_greenhouse_test::<I, A, E, C>),
        )
        .route(
            "/api/v1/partners/greenhouse/test_status",
            get(get_greenhouse_test_status::<I, A, E, C>),
        )
        .route("/api/v1/sessions/{token}", get(get_session::<I, A, E>))
        .route("/api/v1/sessions/{token}/complete", post(complete_session::<I, A, E>))
        .route(
            "/api/v1/sessions/{token}/evaluation",
            post(set_session_evaluation::<I, A, E>),
        )
        .route(
            "/api/v1/sessions/{token}/responses",
            post(record_session_response::<I, A, E>),
        )
        .route("/api/v1/sessions/{token}/start", post(start_session::<I, A, E>))
        .route(
            "/api/v1/settings",
            get(get_settings::<I, A, E, C>).patch(update_settings::<I, A, E, C>),
        )
        .route(
            "/api/v1/webhooks",
            get(list_webhook_endpoints::<I, A, E, C>).post(create_webhook_endpoint::<I, A, E, C>),
        )
        .route(
            "/api/v1/webhooks/{id}",
            delete(delete_webhook_endpoint::<I, A, E, C>)
                .get(get_webhook_endpoint::<I, A, E, C>)
                .patch(update_webhook_endpoint::<I, A, E, C>),
        )
        .route(
            "/api/v1/webhooks/{id}/deliveries",
            get(list_webhook_deliveries::<I, A, E, C>),
        )
        .route(
            "/api/v1/webhooks/{id}/recover",
            post(recover_webhook_deliveries::<I, A, E, C>),
        )
        .route(
            "/api/v1/webhooks/{id}/rotate-secret",
            post(rotate_webhook_secret::<I, A, E, C>),
        )
        .route("/api/v1/webhooks/{id}/test", post(send_test_webhook::<I, A, E, C>))
        .with_state(api_impl)
}

/// CreateApiKey - POST /api/v1/api-keys
#[tracing::instrument(skip_all)]
async fn create_api_key<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::ApiKeyCreate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::api_keys::ApiKeys<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_api_key(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::api_keys::CreateApiKeyResponse::Status201_APIKeyCreated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(201);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status409_Conflict(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::CreateApiKeyResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// DeleteApiKey - DELETE /api/v1/api-keys/{id}
#[tracing::instrument(skip_all)]
async fn delete_api_key<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::DeleteApiKeyPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::api_keys::ApiKeys<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .delete_api_key(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::api_keys::DeleteApiKeyResponse::Status200_APIKeyRevoked(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::DeleteApiKeyResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListApiKeys - GET /api/v1/api-keys
#[tracing::instrument(skip_all)]
async fn list_api_keys<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListApiKeysQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::api_keys::ApiKeys<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_api_keys(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::api_keys::ListApiKeysResponse::Status200_APIKeys(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::ListApiKeysResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::ListApiKeysResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::ListApiKeysResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::ListApiKeysResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::ListApiKeysResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::api_keys::ListApiKeysResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ExportAuditEvents - GET /api/v1/audit-events/export
#[tracing::instrument(skip_all)]
async fn export_audit_events<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ExportAuditEventsQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::audit::Audit<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .export_audit_events(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::audit::ExportAuditEventsResponse::Status200_TheEvents(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/x-ndjson"));
                }

                let body_content = body;
                response.body(Body::from(body_content))
            }
            apis::audit::ExportAuditEventsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ExportAuditEventsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ExportAuditEventsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ExportAuditEventsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ExportAuditEventsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ExportAuditEventsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListAuditEvents - GET /api/v1/audit-events
#[tracing::instrument(skip_all)]
async fn list_audit_events<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListAuditEventsQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::audit::Audit<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_audit_events(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::audit::ListAuditEventsResponse::Status200_AuditEventsPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ListAuditEventsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ListAuditEventsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ListAuditEventsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ListAuditEventsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ListAuditEventsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::audit::ListAuditEventsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CreateCandidate - POST /api/v1/candidates
#[tracing::instrument(skip_all)]
async fn create_candidate<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::CandidateCreate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::candidates::Candidates<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_candidate(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::candidates::CreateCandidateResponse::Status201_CandidateCreated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(201);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status409_IdempotencyKeyInUse(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status410_Erased(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::CreateCandidateResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// DeleteCandidate - DELETE /api/v1/candidates/{id}
#[tracing::instrument(skip_all)]
async fn delete_candidate<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::DeleteCandidatePathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::candidates::Candidates<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .delete_candidate(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::candidates::DeleteCandidateResponse::Status200_CandidateDeleted(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::DeleteCandidateResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::DeleteCandidateResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::DeleteCandidateResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::DeleteCandidateResponse::Status404_CandidateNotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::DeleteCandidateResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::DeleteCandidateResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::DeleteCandidateResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ExportCandidate - GET /api/v1/candidates/{id}/export
#[tracing::instrument(skip_all)]
async fn export_candidate<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::ExportCandidatePathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::candidates::Candidates<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .export_candidate(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::candidates::ExportCandidateResponse::Status200_CandidateExport(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ExportCandidateResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ExportCandidateResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ExportCandidateResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ExportCandidateResponse::Status404_CandidateNotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ExportCandidateResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ExportCandidateResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ExportCandidateResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetCandidate - GET /api/v1/candidates/{id}
#[tracing::instrument(skip_all)]
async fn get_candidate<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::GetCandidatePathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::candidates::Candidates<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_candidate(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::candidates::GetCandidateResponse::Status200_Candidate(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::GetCandidateResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::GetCandidateResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::GetCandidateResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::GetCandidateResponse::Status404_CandidateNotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::GetCandidateResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::GetCandidateResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::GetCandidateResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListCandidates - GET /api/v1/candidates
#[tracing::instrument(skip_all)]
async fn list_candidates<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListCandidatesQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::candidates::Candidates<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_candidates(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::candidates::ListCandidatesResponse::Status200_CandidatesPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ListCandidatesResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ListCandidatesResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ListCandidatesResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ListCandidatesResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ListCandidatesResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::ListCandidatesResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// UpdateCandidate - PATCH /api/v1/candidates/{id}
#[tracing::instrument(skip_all)]
async fn update_candidate<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::UpdateCandidatePathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::CandidateUpdate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::candidates::Candidates<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .update_candidate(&method, &host, &cookies, &claims, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::candidates::UpdateCandidateResponse::Status200_CandidateUpdated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status404_CandidateNotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::candidates::UpdateCandidateResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetCreditBalance - GET /api/v1/credits/balance
#[tracing::instrument(skip_all)]
async fn get_credit_balance<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::credits::Credits<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_credit_balance(&method, &host, &cookies, &claims)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::credits::GetCreditBalanceResponse::Status200_CreditBalance(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::GetCreditBalanceResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::GetCreditBalanceResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::GetCreditBalanceResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::GetCreditBalanceResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::GetCreditBalanceResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListCreditTransactions - GET /api/v1/credits/transactions
#[tracing::instrument(skip_all)]
async fn list_credit_transactions<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListCreditTransactionsQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::credits::Credits<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_credit_transactions(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::credits::ListCreditTransactionsResponse::Status200_CreditTransactionsPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::ListCreditTransactionsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::ListCreditTransactionsResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::ListCreditTransactionsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::ListCreditTransactionsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::ListCreditTransactionsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::credits::ListCreditTransactionsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CreateErasure - POST /api/v1/erasures
#[tracing::instrument(skip_all)]
async fn create_erasure<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::ErasureCreate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::erasures::Erasures<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_erasure(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::erasures::CreateErasureResponse::Status201_ErasureDone(body) => {
                let mut response = Response::builder();
                let mut response = response.status(201);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status409_IdempotencyKeyInUse(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::erasures::CreateErasureResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetEvent - GET /api/v1/events/{id}
#[tracing::instrument(skip_all)]
async fn get_event<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::GetEventPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::events::Events<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_event(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::events::GetEventResponse::Status200_Event(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::GetEventResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::GetEventResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::GetEventResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::GetEventResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::GetEventResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::GetEventResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::GetEventResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListEvents - GET /api/v1/events
#[tracing::instrument(skip_all)]
async fn list_events<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListEventsQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::events::Events<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_events(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::events::ListEventsResponse::Status200_EventsPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ListEventsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ListEventsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ListEventsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ListEventsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ListEventsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ListEventsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ResendEvent - POST /api/v1/events/{id}/resend
#[tracing::instrument(skip_all)]
async fn resend_event<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::ResendEventPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::EventResend>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::events::Events<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .resend_event(&method, &host, &cookies, &claims, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::events::ResendEventResponse::Status202_EventQueuedAgain(body) => {
                let mut response = Response::builder();
                let mut response = response.status(202);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status409_Conflict(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::events::ResendEventResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CancelInterview - POST /api/v1/interviews/{id}/cancel
#[tracing::instrument(skip_all)]
async fn cancel_interview<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::CancelInterviewPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .cancel_interview(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::CancelInterviewResponse::Status200_InterviewCancelled(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status410_Erased(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CancelInterviewResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CreateReportLink - POST /api/v1/interviews/{id}/report-link
#[tracing::instrument(skip_all)]
async fn create_report_link<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::CreateReportLinkPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_report_link(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::CreateReportLinkResponse::Status201_ReportLinkIssued(body) => {
                let mut response = Response::builder();
                let mut response = response.status(201);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::CreateReportLinkResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ExtendInterview - POST /api/v1/interviews/{id}/extend
#[tracing::instrument(skip_all)]
async fn extend_interview<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::ExtendInterviewPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::InterviewExtend>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .extend_interview(&method, &host, &cookies, &claims, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::ExtendInterviewResponse::Status200_InvitationExtended(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ExtendInterviewResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetInterview - GET /api/v1/interviews/{id}
#[tracing::instrument(skip_all)]
async fn get_interview<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::GetInterviewPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_interview(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::GetInterviewResponse::Status200_Interview(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::GetInterviewResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::GetInterviewResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::GetInterviewResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::GetInterviewResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::GetInterviewResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::GetInterviewResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::GetInterviewResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListInterviewQuestions - GET /api/v1/interviews/{id}/questions
#[tracing::instrument(skip_all)]
async fn list_interview_questions<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::ListInterviewQuestionsPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_interview_questions(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::ListInterviewQuestionsResponse::Status200_InterviewQuestions(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewQuestionsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewQuestionsResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewQuestionsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewQuestionsResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewQuestionsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewQuestionsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewQuestionsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListInterviews - GET /api/v1/interviews
#[tracing::instrument(skip_all)]
async fn list_interviews<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListInterviewsQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_interviews(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::ListInterviewsResponse::Status200_InterviewsPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::ListInterviewsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// RegenerateInterviewLink - POST /api/v1/interviews/{id}/regenerate-link
#[tracing::instrument(skip_all)]
async fn regenerate_interview_link<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::RegenerateInterviewLinkPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .regenerate_interview_link(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::RegenerateInterviewLinkResponse::Status200_LinkIssued(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::RegenerateInterviewLinkResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// SimulateInterview - POST /api/v1/interviews/{id}/simulate
#[tracing::instrument(skip_all)]
async fn simulate_interview<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::SimulateInterviewPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::InterviewSimulation>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::interviews::Interviews<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .simulate_interview(&method, &host, &cookies, &claims, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::interviews::SimulateInterviewResponse::Status200_InterviewSimulated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status409_Conflict(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status410_Erased(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::interviews::SimulateInterviewResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CreateInvitation - POST /api/v1/invitations
#[tracing::instrument(skip_all)]
async fn create_invitation<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::InvitationCreate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::invitations::Invitations<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_invitation(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::invitations::CreateInvitationResponse::Status201_InvitationCreated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(201);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status403_Forbidden(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status404_JobNotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status409_Conflict(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status410_Erased(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CreateInvitationBatch - POST /api/v1/invitations/batch
#[tracing::instrument(skip_all)]
async fn create_invitation_batch<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::InvitationBatch>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::invitations::Invitations<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_invitation_batch(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::invitations::CreateInvitationBatchResponse::Status200_BatchProcessed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status409_IdempotencyKeyInUse(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::invitations::CreateInvitationBatchResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ArchiveJob - POST /api/v1/jobs/{id}/archive
#[tracing::instrument(skip_all)]
async fn archive_job<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::ArchiveJobPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::jobs::Jobs<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .archive_job(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::jobs::ArchiveJobResponse::Status200_ArchivedJob(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status409_IdempotencyKeyInUse(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ArchiveJobResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CreateJob - POST /api/v1/jobs
#[tracing::instrument(skip_all)]
async fn create_job<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::JobCreate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::jobs::Jobs<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_job(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::jobs::CreateJobResponse::Status201_JobCreated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(201);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status409_IdempotencyKeyInUse(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::CreateJobResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetJob - GET /api/v1/jobs/{id}
#[tracing::instrument(skip_all)]
async fn get_job<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::GetJobPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::jobs::Jobs<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_job(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::jobs::GetJobResponse::Status200_Job(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::GetJobResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::GetJobResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::GetJobResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::GetJobResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::GetJobResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::GetJobResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::GetJobResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListJobs - GET /api/v1/jobs
#[tracing::instrument(skip_all)]
async fn list_jobs<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListJobsQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::jobs::Jobs<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_jobs(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::jobs::ListJobsResponse::Status200_JobsPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ListJobsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ListJobsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ListJobsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ListJobsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ListJobsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::ListJobsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// UnarchiveJob - POST /api/v1/jobs/{id}/unarchive
#[tracing::instrument(skip_all)]
async fn unarchive_job<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::UnarchiveJobPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::jobs::Jobs<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .unarchive_job(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::jobs::UnarchiveJobResponse::Status200_UnarchivedJob(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status409_IdempotencyKeyInUse(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UnarchiveJobResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// UpdateJob - PATCH /api/v1/jobs/{id}
#[tracing::instrument(skip_all)]
async fn update_job<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::UpdateJobPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::JobUpdate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::jobs::Jobs<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .update_job(&method, &host, &cookies, &claims, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::jobs::UpdateJobResponse::Status200_JobUpdated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::jobs::UpdateJobResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetGreenhouseConnection - GET /api/v1/partners/greenhouse/connection
#[tracing::instrument(skip_all)]
async fn get_greenhouse_connection<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_greenhouse_connection(&method, &host, &cookies, &claims)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::GetGreenhouseConnectionResponse::Status200_TheConnection(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseConnectionResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseConnectionResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseConnectionResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseConnectionResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseConnectionResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseConnectionResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetGreenhouseTestStatus - GET /api/v1/partners/greenhouse/test_status
#[tracing::instrument(skip_all)]
async fn get_greenhouse_test_status<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::GetGreenhouseTestStatusQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Basic, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_greenhouse_test_status(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::GetGreenhouseTestStatusResponse::Status200_TheTest(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseTestStatusResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseTestStatusResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseTestStatusResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseTestStatusResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseTestStatusResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseTestStatusResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::GetGreenhouseTestStatusResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListGreenhouseCallbacks - GET /api/v1/partners/greenhouse/callbacks
#[tracing::instrument(skip_all)]
async fn list_greenhouse_callbacks<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_greenhouse_callbacks(&method, &host, &cookies, &claims)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::ListGreenhouseCallbacksResponse::Status200_TheCallbacks(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseCallbacksResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseCallbacksResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseCallbacksResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseCallbacksResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseCallbacksResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListGreenhouseResponseErrors - GET /api/v1/partners/greenhouse/response-errors
#[tracing::instrument(skip_all)]
async fn list_greenhouse_response_errors<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_greenhouse_response_errors(&method, &host, &cookies, &claims)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::ListGreenhouseResponseErrorsResponse::Status200_TheReports(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseResponseErrorsResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseResponseErrorsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseResponseErrorsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseResponseErrorsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseResponseErrorsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListGreenhouseTests - GET /api/v1/partners/greenhouse/list_tests
#[tracing::instrument(skip_all)]
async fn list_greenhouse_tests<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Basic, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_greenhouse_tests(&method, &host, &cookies, &claims)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::ListGreenhouseTestsResponse::Status200_TheTests(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseTestsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseTestsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseTestsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseTestsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ListGreenhouseTestsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ReportGreenhouseResponseError - POST /api/v1/partners/greenhouse/response_error
#[tracing::instrument(skip_all)]
async fn report_greenhouse_response_error<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::GreenhouseResponseError>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Basic, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .report_greenhouse_response_error(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::ReportGreenhouseResponseErrorResponse::Status200_ReportKept(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ReportGreenhouseResponseErrorResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ReportGreenhouseResponseErrorResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ReportGreenhouseResponseErrorResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ReportGreenhouseResponseErrorResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ReportGreenhouseResponseErrorResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ReportGreenhouseResponseErrorResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::ReportGreenhouseResponseErrorResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// SendGreenhouseTest - POST /api/v1/partners/greenhouse/send_test
#[tracing::instrument(skip_all)]
async fn send_greenhouse_test<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::GreenhouseSendTest>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Basic, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .send_greenhouse_test(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::SendGreenhouseTestResponse::Status200_TheInterviewOrdered(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status403_Forbidden(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SendGreenhouseTestResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// SetGreenhouseConnection - PUT /api/v1/partners/greenhouse/connection
#[tracing::instrument(skip_all)]
async fn set_greenhouse_connection<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::PartnerConnectionUpdate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::partners::Partners<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .set_greenhouse_connection(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::partners::SetGreenhouseConnectionResponse::Status200_ConnectionSet(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SetGreenhouseConnectionResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SetGreenhouseConnectionResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SetGreenhouseConnectionResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SetGreenhouseConnectionResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SetGreenhouseConnectionResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SetGreenhouseConnectionResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::partners::SetGreenhouseConnectionResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CompleteSession - POST /api/v1/sessions/{token}/complete
#[tracing::instrument(skip_all)]
async fn complete_session<I, A, E>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    Path(path_params): Path<models::CompleteSessionPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<Option<models::SessionComplete>>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::sessions::Sessions<E> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    let result = api_impl
        .as_ref()
        .complete_session(&method, &host, &cookies, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::sessions::CompleteSessionResponse::Status200_SessionCompleted(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status410_LinkNoLongerValid(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::CompleteSessionResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetSession - GET /api/v1/sessions/{token}
#[tracing::instrument(skip_all)]
async fn get_session<I, A, E>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    Path(path_params): Path<models::GetSessionPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::sessions::Sessions<E> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    let result = api_impl
        .as_ref()
        .get_session(&method, &host, &cookies, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::sessions::GetSessionResponse::Status200_Session(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::GetSessionResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::GetSessionResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::GetSessionResponse::Status410_LinkNoLongerValid(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::GetSessionResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::GetSessionResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::GetSessionResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// RecordSessionResponse - POST /api/v1/sessions/{token}/responses
#[tracing::instrument(skip_all)]
async fn record_session_response<I, A, E>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    Path(path_params): Path<models::RecordSessionResponsePathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::SessionResponseCreate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::sessions::Sessions<E> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    let result = api_impl
        .as_ref()
        .record_session_response(&method, &host, &cookies, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::sessions::RecordSessionResponseResponse::Status200_AnswerRecorded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status410_LinkNoLongerValid(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::RecordSessionResponseResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// SetSessionEvaluation - POST /api/v1/sessions/{token}/evaluation
#[tracing::instrument(skip_all)]
async fn set_session_evaluation<I, A, E>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    Path(path_params): Path<models::SetSessionEvaluationPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::SessionEvaluation>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::sessions::Sessions<E> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    let result = api_impl
        .as_ref()
        .set_session_evaluation(&method, &host, &cookies, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::sessions::SetSessionEvaluationResponse::Status200_EvaluationSet(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status410_LinkNoLongerValid(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::SetSessionEvaluationResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// StartSession - POST /api/v1/sessions/{token}/start
#[tracing::instrument(skip_all)]
async fn start_session<I, A, E>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    Path(path_params): Path<models::StartSessionPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<Option<models::SessionStart>>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::sessions::Sessions<E> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    let result = api_impl
        .as_ref()
        .start_session(&method, &host, &cookies, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::sessions::StartSessionResponse::Status200_SessionStarted(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status409_InvalidState(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status410_LinkNoLongerValid(body) => {
                let mut response = Response::builder();
                let mut response = response.status(410);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::sessions::StartSessionResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetSettings - GET /api/v1/settings
#[tracing::instrument(skip_all)]
async fn get_settings<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::settings::Settings<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl.as_ref().get_settings(&method, &host, &cookies, &claims).await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::settings::GetSettingsResponse::Status200_Settings(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::GetSettingsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::GetSettingsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::GetSettingsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::GetSettingsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::GetSettingsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// UpdateSettings - PATCH /api/v1/settings
#[tracing::instrument(skip_all)]
async fn update_settings<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::AccountSettingsUpdate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::settings::Settings<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .update_settings(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::settings::UpdateSettingsResponse::Status200_SettingsChanged(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::UpdateSettingsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::UpdateSettingsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::UpdateSettingsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::UpdateSettingsResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::UpdateSettingsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::UpdateSettingsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::settings::UpdateSettingsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// CreateWebhookEndpoint - POST /api/v1/webhooks
#[tracing::instrument(skip_all)]
async fn create_webhook_endpoint<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    State(api_impl): State<I>,
    Json(body): Json<models::WebhookEndpointCreate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .create_webhook_endpoint(&method, &host, &cookies, &claims, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::CreateWebhookEndpointResponse::Status201_WebhookEndpointCreated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(201);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status409_Conflict(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::CreateWebhookEndpointResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// DeleteWebhookEndpoint - DELETE /api/v1/webhooks/{id}
#[tracing::instrument(skip_all)]
async fn delete_webhook_endpoint<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::DeleteWebhookEndpointPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .delete_webhook_endpoint(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::DeleteWebhookEndpointResponse::Status200_WebhookEndpointDeleted(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::DeleteWebhookEndpointResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::DeleteWebhookEndpointResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::DeleteWebhookEndpointResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::DeleteWebhookEndpointResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::DeleteWebhookEndpointResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::DeleteWebhookEndpointResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::DeleteWebhookEndpointResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// GetWebhookEndpoint - GET /api/v1/webhooks/{id}
#[tracing::instrument(skip_all)]
async fn get_webhook_endpoint<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::GetWebhookEndpointPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .get_webhook_endpoint(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::GetWebhookEndpointResponse::Status200_WebhookEndpoint(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::GetWebhookEndpointResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::GetWebhookEndpointResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::GetWebhookEndpointResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::GetWebhookEndpointResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::GetWebhookEndpointResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::GetWebhookEndpointResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::GetWebhookEndpointResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListWebhookDeliveries - GET /api/v1/webhooks/{id}/deliveries
#[tracing::instrument(skip_all)]
async fn list_webhook_deliveries<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::ListWebhookDeliveriesPathParams>,
    QueryExtra(query_params): QueryExtra<models::ListWebhookDeliveriesQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_webhook_deliveries(&method, &host, &cookies, &claims, &path_params, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::ListWebhookDeliveriesResponse::Status200_DeliveryAttemptsPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookDeliveriesResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookDeliveriesResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookDeliveriesResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookDeliveriesResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookDeliveriesResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookDeliveriesResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookDeliveriesResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// ListWebhookEndpoints - GET /api/v1/webhooks
#[tracing::instrument(skip_all)]
async fn list_webhook_endpoints<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    QueryExtra(query_params): QueryExtra<models::ListWebhookEndpointsQueryParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .list_webhook_endpoints(&method, &host, &cookies, &claims, &query_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::ListWebhookEndpointsResponse::Status200_WebhookEndpointsPage(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookEndpointsResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookEndpointsResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookEndpointsResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookEndpointsResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookEndpointsResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::ListWebhookEndpointsResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// RecoverWebhookDeliveries - POST /api/v1/webhooks/{id}/recover
#[tracing::instrument(skip_all)]
async fn recover_webhook_deliveries<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::RecoverWebhookDeliveriesPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::WebhookRecover>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .recover_webhook_deliveries(&method, &host, &cookies, &claims, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status202_DeliveriesQueuedAgain(body) => {
                let mut response = Response::builder();
                let mut response = response.status(202);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status409_Conflict(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RecoverWebhookDeliveriesResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// RotateWebhookSecret - POST /api/v1/webhooks/{id}/rotate-secret
#[tracing::instrument(skip_all)]
async fn rotate_webhook_secret<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::RotateWebhookSecretPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .rotate_webhook_secret(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::RotateWebhookSecretResponse::Status200_SecretRotated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status409_IdempotencyKeyInUse(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::RotateWebhookSecretResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// SendTestWebhook - POST /api/v1/webhooks/{id}/test
#[tracing::instrument(skip_all)]
async fn send_test_webhook<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::SendTestWebhookPathParams>,
    State(api_impl): State<I>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .send_test_webhook(&method, &host, &cookies, &claims, &path_params)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::SendTestWebhookResponse::Status202_TestEventQueued(body) => {
                let mut response = Response::builder();
                let mut response = response.status(202);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status401_AuthenticationFailed { body, www_authenticate } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status409_Conflict(body) => {
                let mut response = Response::builder();
                let mut response = response.status(409);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status422_IdempotencyKeyReused(body) => {
                let mut response = Response::builder();
                let mut response = response.status(422);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::SendTestWebhookResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

/// UpdateWebhookEndpoint - PATCH /api/v1/webhooks/{id}
#[tracing::instrument(skip_all)]
async fn update_webhook_endpoint<I, A, E, C>(
    method: Method,
    TypedHeader(host): TypedHeader<Host>,
    cookies: CookieJar,
    headers: HeaderMap,
    Path(path_params): Path<models::UpdateWebhookEndpointPathParams>,
    State(api_impl): State<I>,
    Json(body): Json<models::WebhookEndpointUpdate>,
) -> Result<Response, StatusCode>
where
    I: AsRef<A> + Send + Sync,
    A: apis::webhooks::Webhooks<E, Claims = C> + apis::ApiAuthBasic<Claims = C> + Send + Sync,
    E: std::fmt::Debug + Send + Sync + 'static,
{
    // Authentication
    let claims_in_auth_header = api_impl
        .as_ref()
        .extract_claims_from_auth_header(apis::BasicAuthKind::Bearer, &headers, "authorization")
        .await;
    let claims = None.or(claims_in_auth_header);
    let Some(claims) = claims else {
        return response_with_status_code_only(StatusCode::UNAUTHORIZED);
    };

    let result = api_impl
        .as_ref()
        .update_webhook_endpoint(&method, &host, &cookies, &claims, &path_params, &body)
        .await;

    let resp = match result {
        Ok(rsp) => match rsp {
            apis::webhooks::UpdateWebhookEndpointResponse::Status200_WebhookEndpointUpdated(body) => {
                let mut response = Response::builder();
                let mut response = response.status(200);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status400_ValidationFailed(body) => {
                let mut response = Response::builder();
                let mut response = response.status(400);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status401_AuthenticationFailed {
                body,
                www_authenticate,
            } => {
                let mut response = Response::builder();
                if let Some(www_authenticate) = www_authenticate {
                    let www_authenticate = match header::IntoHeaderValue(www_authenticate).try_into() {
                        Ok(val) => val,
                        Err(e) => {
                            return Response::builder()
                                .status(StatusCode::INTERNAL_SERVER_ERROR)
                                .body(Body::from(format!(
                                    "An internal server error occurred handling www_authenticate header - {e}"
                                )))
                                .map_err(|e| {
                                    error!(error = ?e);
                                    StatusCode::INTERNAL_SERVER_ERROR
                                });
                        }
                    };

                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(HeaderName::from_static("www-authenticate"), www_authenticate);
                }
                let mut response = response.status(401);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status403_PermissionDenied(body) => {
                let mut response = Response::builder();
                let mut response = response.status(403);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status404_NotFound(body) => {
                let mut response = Response::builder();
                let mut response = response.status(404);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status413_PayloadTooLarge(body) => {
                let mut response = Response::builder();
                let mut response = response.status(413);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status429_RateLimitExceeded(body) => {
                let mut response = Response::builder();
                let mut response = response.status(429);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status500_InternalError(body) => {
                let mut response = Response::builder();
                let mut response = response.status(500);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
            apis::webhooks::UpdateWebhookEndpointResponse::Status503_ServiceUnavailable(body) => {
                let mut response = Response::builder();
                let mut response = response.status(503);
                {
                    let mut response_headers = response.headers_mut().unwrap();
                    response_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
                }

                let body_content = serde_json::to_vec(&body).map_err(|e| {
                    error!(error = ?e);
                    StatusCode::INTERNAL_SERVER_ERROR
                })?;
                response.body(Body::from(body_content))
            }
        },
        Err(why) => {
            // Application code returned an error. This should not happen, as the implementation should
            // return a valid response.
            return api_impl.as_ref().handle_error(&method, &host, &cookies, why).await;
        }
    };

    resp.map_err(|e| {
        error!(error = ?e);
        StatusCode::INTERNAL_SERVER_ERROR
    })
}

#[allow(dead_code)]
#[inline]
fn response_with_status_code_only(code: StatusCode) -> Result<Response, StatusCode> {
    Response::builder().status(code).body(Body::empty()).map_err(|_| code)
}
