//! The implementation of the generated API traits. Each resource module implements its own
//! trait on [`Api`] (`candidates.rs` implements `Candidates`, and so on); this file holds what
//! they share: the caller hook and the error hook.

use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::{ApiAuthBasic, BasicAuthKind, ErrorHandler};

use crate::auth::Principal;
use crate::error::ApiError;
use crate::state::AppState;

pub struct Api {
    pub state: AppState,
}

impl Api {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

/// The gateway has authenticated the request before the generated handler runs; the handler
/// receives the caller from here.
#[async_trait::async_trait]
impl ApiAuthBasic for Api {
    type Claims = Principal;

    async fn extract_claims_from_auth_header(&self, _: BasicAuthKind, _: &HeaderMap, _: &str) -> Option<Principal> {
        Principal::current()
    }
}

/// Errors go back to the gateway, which renders them in the operation's documented shape.
#[async_trait::async_trait]
impl ErrorHandler<ApiError> for Api {
    async fn handle_error(&self, _: &Method, _: &Host, _: &CookieJar, error: ApiError) -> Result<Response, StatusCode> {
        Ok(error.into_response())
    }
}
