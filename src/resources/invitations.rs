//! Interview invitations (`domain::invitations` builds and reserves them).

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::invitations::{CreateInvitationResponse, Invitations};

use crate::domain::invitations;
use crate::domain::keys::Principal;
use crate::http::context;
use crate::http::error::ApiError;
use crate::models;
use crate::resources::Api;

#[async_trait::async_trait]
impl Invitations<ApiError> for Api {
    type Claims = Principal;

    async fn create_invitation(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::InvitationCreate,
    ) -> Result<CreateInvitationResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let invitation = invitations::invite(&mut tx, caller, body, &self.state.settings.interview_url_base).await?;
        tx.commit().await?;
        Ok(CreateInvitationResponse::Status201_InvitationCreated(invitation))
    }
}
