//! Interviews: not available yet.
use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::interviews::*;

use crate::api::Api;
use crate::auth::Principal;
use crate::error::ApiError;
use crate::models;

#[async_trait::async_trait]
impl Interviews<ApiError> for Api {
    type Claims = Principal;

    async fn cancel_interview(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::CancelInterviewPathParams,
    ) -> Result<CancelInterviewResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn get_interview(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::GetInterviewPathParams,
    ) -> Result<GetInterviewResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn list_interview_questions(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::ListInterviewQuestionsPathParams,
    ) -> Result<ListInterviewQuestionsResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn list_interviews(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::ListInterviewsQueryParams,
    ) -> Result<ListInterviewsResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }
}
