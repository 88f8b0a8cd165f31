//! Sessions: not available yet.
use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::sessions::*;

use crate::api::Api;
use crate::error::ApiError;
use crate::models;

#[async_trait::async_trait]
impl Sessions<ApiError> for Api {
    async fn complete_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &models::CompleteSessionPathParams,
    ) -> Result<CompleteSessionResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn get_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &models::GetSessionPathParams,
    ) -> Result<GetSessionResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn record_session_response(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &models::RecordSessionResponsePathParams,
        _: &models::SessionResponseCreate,
    ) -> Result<RecordSessionResponseResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn start_session(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &models::StartSessionPathParams,
    ) -> Result<StartSessionResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }
}
