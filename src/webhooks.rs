//! Webhooks: not available yet.
use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::webhooks::*;

use crate::api::Api;
use crate::auth::Principal;
use crate::error::ApiError;
use crate::models;

#[async_trait::async_trait]
impl Webhooks<ApiError> for Api {
    type Claims = Principal;

    async fn create_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::WebhookEndpointCreate,
    ) -> Result<CreateWebhookEndpointResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn delete_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::DeleteWebhookEndpointPathParams,
    ) -> Result<DeleteWebhookEndpointResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn get_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::GetWebhookEndpointPathParams,
    ) -> Result<GetWebhookEndpointResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn list_webhook_deliveries(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::ListWebhookDeliveriesPathParams,
        _: &models::ListWebhookDeliveriesQueryParams,
    ) -> Result<ListWebhookDeliveriesResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }

    async fn list_webhook_endpoints(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::ListWebhookEndpointsQueryParams,
    ) -> Result<ListWebhookEndpointsResponse, ApiError> {
        Err(ApiError::NotImplemented)
    }
}
