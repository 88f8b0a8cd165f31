//! Invitations: not available yet.
use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::invitations::*;

use crate::api::Api;
use crate::auth::Principal;
use crate::error::ApiError;
use crate::models;

#[async_trait::async_trait]
impl Invitations<ApiError> for Api {
    type Claims = Principal;

    async fn create_invitation(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::InvitationCreate,
    ) -> Result<CreateInvitationResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }
}
