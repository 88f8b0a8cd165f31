//! Webhook endpoints: where an account's events go, their subscriptions and signing secrets, a
//! test event, recovery after an outage, and the log of every delivery attempt. The rules are
//! `domain::webhooks::endpoints`; events are written by the domain and sent by the delivery
//! worker.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::webhooks::{
    CreateWebhookEndpointResponse, DeleteWebhookEndpointResponse, GetWebhookEndpointResponse,
    ListWebhookDeliveriesResponse, ListWebhookEndpointsResponse, RecoverWebhookDeliveriesResponse,
    RotateWebhookSecretResponse, SendTestWebhookResponse, UpdateWebhookEndpointResponse, Webhooks,
};

use crate::domain::audit::{self, Action};
use crate::domain::ids::EndpointId;
use crate::domain::keys::Principal;
use crate::domain::webhooks::{endpoints, events, model};
use crate::http::context;
use crate::http::error::{ApiError, FieldPath};
use crate::http::pagination::Page;
use crate::models;
use crate::resources::Api;
use crate::wire::timestamp;

#[async_trait::async_trait]
impl Webhooks<ApiError> for Api {
    type Claims = Principal;

    async fn create_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::WebhookEndpointCreate,
    ) -> Result<CreateWebhookEndpointResponse, ApiError> {
        let allow_private = self.state.settings.webhook_allow_private;
        let mut tx = context::begin_write(&self.state.db).await?;
        let endpoint = endpoints::create(&mut tx, caller.account_id, body, allow_private).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::WebhookEndpointCreated,
            Some(endpoint.id.0),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(CreateWebhookEndpointResponse::Status201_WebhookEndpointCreated(
            models::WebhookEndpointWithSecretEnvelope {
                data: model::with_secret(endpoint)?,
            },
        ))
    }

    async fn list_webhook_endpoints(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListWebhookEndpointsQueryParams,
    ) -> Result<ListWebhookEndpointsResponse, ApiError> {
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let rows = endpoints::page(&self.state.db, caller.account_id, page.after, page.fetch()).await?;
        let (rows, pagination) = page.finish(rows, |row| row.id.0);
        Ok(ListWebhookEndpointsResponse::Status200_WebhookEndpointsPage(
            models::WebhookEndpointList {
                data: rows.into_iter().map(Into::into).collect(),
                pagination,
            },
        ))
    }

    async fn get_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::GetWebhookEndpointPathParams,
    ) -> Result<GetWebhookEndpointResponse, ApiError> {
        let endpoint = endpoints::find(&self.state.db, caller.account_id, EndpointId(path.id))
            .await?
            .ok_or(endpoints::NOT_FOUND)?;
        Ok(GetWebhookEndpointResponse::Status200_WebhookEndpoint(
            models::WebhookEndpointEnvelope { data: endpoint.into() },
        ))
    }

    async fn update_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::UpdateWebhookEndpointPathParams,
        body: &models::WebhookEndpointUpdate,
    ) -> Result<UpdateWebhookEndpointResponse, ApiError> {
        let allow_private = self.state.settings.webhook_allow_private;
        let mut tx = context::begin_write(&self.state.db).await?;
        let endpoint = endpoints::update(&mut tx, caller.account_id, EndpointId(path.id), body, allow_private).await?;
        let (changed, updated) = (audit::fields_set(body), Action::WebhookEndpointUpdated);
        audit::record(&mut *tx, &context::actor(caller), updated, Some(path.id), &changed).await?;
        tx.commit().await?;
        Ok(UpdateWebhookEndpointResponse::Status200_WebhookEndpointUpdated(
            models::WebhookEndpointEnvelope { data: endpoint.into() },
        ))
    }

    async fn rotate_webhook_secret(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::RotateWebhookSecretPathParams,
    ) -> Result<RotateWebhookSecretResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let endpoint = endpoints::rotate_secret(&mut tx, caller.account_id, EndpointId(path.id)).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::WebhookEndpointSecretRotated,
            Some(path.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(RotateWebhookSecretResponse::Status200_SecretRotated(
            models::WebhookEndpointWithSecretEnvelope {
                data: model::with_secret(endpoint)?,
            },
        ))
    }

    async fn send_test_webhook(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::SendTestWebhookPathParams,
    ) -> Result<SendTestWebhookResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let data = events::ping(&mut tx, caller.account_id, EndpointId(path.id)).await?;
        let tested = Action::WebhookEndpointTested;
        audit::record(&mut *tx, &context::actor(caller), tested, Some(path.id), &[]).await?;
        tx.commit().await?;
        Ok(SendTestWebhookResponse::Status202_TestEventQueued(
            models::EventSummaryEnvelope { data },
        ))
    }

    /// Queues again every delivery to the endpoint that failed for an event since `since`.
    async fn recover_webhook_deliveries(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::RecoverWebhookDeliveriesPathParams,
        body: &models::WebhookRecover,
    ) -> Result<RecoverWebhookDeliveriesResponse, ApiError> {
        let since: DateTime<Utc> = body
            .since
            .parse()
            .map_err(|_| ApiError::validation(FieldPath::key("since"), "must be an RFC 3339 timestamp"))?;
        let mut tx = context::begin_write(&self.state.db).await?;
        let resent = events::recover(&mut tx, caller.account_id, EndpointId(path.id), since).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::WebhookEndpointDeliveriesRecovered,
            Some(path.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(RecoverWebhookDeliveriesResponse::Status202_DeliveriesQueuedAgain(
            models::WebhookRecoveryEnvelope {
                data: models::WebhookRecovery {
                    endpoint_id: path.id,
                    since: timestamp(since),
                    resent,
                },
            },
        ))
    }

    async fn delete_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::DeleteWebhookEndpointPathParams,
    ) -> Result<DeleteWebhookEndpointResponse, ApiError> {
        let actor = context::actor(caller);
        endpoints::delete(&self.state.db, caller.account_id, EndpointId(path.id), &actor).await?;
        Ok(DeleteWebhookEndpointResponse::Status200_WebhookEndpointDeleted(
            models::DeleteResult { success: true },
        ))
    }

    async fn list_webhook_deliveries(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::ListWebhookDeliveriesPathParams,
        query: &models::ListWebhookDeliveriesQueryParams,
    ) -> Result<ListWebhookDeliveriesResponse, ApiError> {
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let id = EndpointId(path.id);
        let rows = endpoints::attempts(&self.state.db, caller.account_id, id, page.after, page.fetch()).await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
        Ok(ListWebhookDeliveriesResponse::Status200_DeliveryAttemptsPage(
            models::WebhookDeliveryList {
                data: rows.into_iter().map(Into::into).collect(),
                pagination,
            },
        ))
    }
}
