//! The resources: one module per tag of `openapi.yaml`, each implementing its generated trait on
//! [`Api`] (`candidates.rs` implements `Candidates`, and so on). They turn requests into domain
//! calls and answers; they share nothing but the domain, so none imports another. This file
//! holds the two hooks every generated handler calls: the caller and the error.

pub mod api_keys;
pub mod audit;
pub mod candidates;
pub mod credits;
pub mod erasures;
pub mod events;
pub mod interviews;
pub mod invitations;
pub mod jobs;
pub mod partners;
pub mod sessions;
pub mod settings;
pub mod webhooks;

use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::{ApiAuthBasic, BasicAuthKind, ErrorHandler};

use crate::domain::keys::Principal;
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::state::AppState;

pub struct Api {
    pub state: AppState,
}

impl Api {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

/// The gateway has authenticated the request before the generated handler runs; the handler
/// receives the caller from its request context.
#[async_trait::async_trait]
impl ApiAuthBasic for Api {
    type Claims = Principal;

    async fn extract_claims_from_auth_header(&self, _: BasicAuthKind, _: &HeaderMap, _: &str) -> Option<Principal> {
        context::caller()
    }
}

/// Errors go back to the gateway, which renders them in the operation's documented shape.
#[async_trait::async_trait]
impl ErrorHandler<ApiError> for Api {
    async fn handle_error(&self, _: &Method, _: &Host, _: &CookieJar, error: ApiError) -> Result<Response, StatusCode> {
        Ok(error.into_response())
    }
}
