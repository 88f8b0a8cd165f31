//! Webhook endpoints: where an account's events go, their subscriptions and signing secrets, a
//! test event, recovery after an outage, and the log of every delivery attempt. Events
//! themselves are written by the domain (`domain::webhooks`) and sent by the delivery worker.

use std::collections::HashSet;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::webhooks::{
    CreateWebhookEndpointResponse, DeleteWebhookEndpointResponse, GetWebhookEndpointResponse,
    ListWebhookDeliveriesResponse, ListWebhookEndpointsResponse, RecoverWebhookDeliveriesResponse,
    RotateWebhookSecretResponse, SendTestWebhookResponse, UpdateWebhookEndpointResponse, Webhooks,
};
use uuid::Uuid;

use crate::Nullable;
use crate::db::StoredEnum;
use crate::domain::ids::{AccountId, EndpointId};
use crate::domain::keys::Principal;
use crate::domain::public_address::check_target;
use crate::domain::webhooks::{self, DEFAULT_EVENTS, Endpoint};
use crate::http::context;
use crate::http::error::{ApiError, FieldPath};
use crate::http::pagination::Page;
use crate::models::{self, EventDeliveryStatus, EventType, WebhookEndpointStatus, WebhookEventType};
use crate::resources::Api;
use crate::secrets;
use crate::wire::{from_nullable, timestamp};

const NOT_FOUND: ApiError = ApiError::NotFound("Webhook endpoint");

/// A new signing secret: `whsec_` and the base64 of 24 random bytes.
fn new_secret() -> String {
    let bytes: [u8; 24] = rand::random();
    format!("whsec_{}", STANDARD.encode(bytes))
}

/// The subscriptions of a request, each listed once.
fn distinct(events: &[WebhookEventType]) -> Result<Vec<StoredEnum<WebhookEventType>>, ApiError> {
    let mut seen = HashSet::new();
    for (i, event) in events.iter().enumerate() {
        if !seen.insert(event.to_string()) {
            return Err(ApiError::validation(
                FieldPath::key("events").index(i),
                "is listed more than once",
            ));
        }
    }
    Ok(events.iter().copied().map(StoredEnum).collect())
}

async fn checked_url(url: &str, allow_private: bool) -> Result<(), ApiError> {
    check_target(url, allow_private)
        .await
        .map(drop)
        .map_err(|message| ApiError::validation(FieldPath::key("url"), message))
}

/// The endpoint with its current secret, opened: shown once, when it is issued.
fn with_secret(endpoint: Endpoint) -> Result<models::WebhookEndpointWithSecretEnvelope, ApiError> {
    let secret = secrets::reveal(&endpoint.secret, &secrets::webhook_secret_context(endpoint.id.0))?;
    let endpoint = models::WebhookEndpoint::from(endpoint);
    Ok(models::WebhookEndpointWithSecretEnvelope {
        data: models::WebhookEndpointWithSecret {
            id: endpoint.id,
            url: endpoint.url,
            events: endpoint.events,
            description: endpoint.description,
            status: endpoint.status,
            disabled_reason: endpoint.disabled_reason,
            previous_secret_expires_at: endpoint.previous_secret_expires_at,
            created_at: endpoint.created_at,
            secret,
        },
    })
}

const DISABLED: &str = "The webhook endpoint is disabled; enable it first with PATCH /webhooks/{id}";

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
        checked_url(&body.url, self.state.settings.webhook_allow_private).await?;
        let events = distinct(body.events.as_deref().unwrap_or(&DEFAULT_EVENTS))?;
        let mut tx = context::begin_write(&self.state.db).await?;
        // The account's row is locked first, so concurrent creations count one after another
        // (the count is a statement of its own: it sees what the one before committed).
        sqlx::query!(
            "select id from accounts where id = $1 for update",
            caller.account_id as AccountId
        )
        .fetch_optional(&mut *tx)
        .await?;
        let held = sqlx::query_scalar!(
            r#"select count(*) as "count!" from webhook_endpoints where account_id = $1"#,
            caller.account_id as AccountId
        )
        .fetch_one(&mut *tx)
        .await?;
        if held >= webhooks::MAX_ENDPOINTS {
            return Err(ApiError::InvalidState(format!(
                "The account has {} webhook endpoints, the most allowed; delete one first",
                webhooks::MAX_ENDPOINTS
            )));
        }
        let id = Uuid::now_v7();
        let secret = secrets::seal(&new_secret(), &secrets::webhook_secret_context(id));
        let id = sqlx::query_scalar!(
            "insert into webhook_endpoints (id, account_id, url, events, description, secret)
             values ($1, $2, $3, $4, $5, $6) returning id",
            id,
            caller.account_id as AccountId,
            body.url,
            &events as &[StoredEnum<WebhookEventType>],
            body.description,
            secret
        )
        .fetch_one(&mut *tx)
        .await?;
        let endpoint = webhooks::endpoint(&mut *tx, caller.account_id, EndpointId(id))
            .await?
            .ok_or(NOT_FOUND)?;
        tx.commit().await?;
        Ok(CreateWebhookEndpointResponse::Status201_WebhookEndpointCreated(
            with_secret(endpoint)?,
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
        let rows = sqlx::query_as!(
            Endpoint,
            r#"select id, url, events as "events: Vec<StoredEnum<WebhookEventType>>", description, secret,
                      status as "status: StoredEnum<WebhookEndpointStatus>", disabled_reason,
                      case when previous_secret_expires_at > now() then previous_secret_expires_at end
                          as previous_secret_expires_at,
                      created_at
               from webhook_endpoints
               where account_id = $1 and ($2::uuid is null or id < $2) order by id desc limit $3"#,
            caller.account_id as AccountId,
            page.after,
            page.fetch()
        )
        .fetch_all(&self.state.db)
        .await?;
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
        let endpoint = webhooks::endpoint(&self.state.db, caller.account_id, EndpointId(path.id))
            .await?
            .ok_or(NOT_FOUND)?;
        Ok(GetWebhookEndpointResponse::Status200_WebhookEndpoint(
            models::WebhookEndpointEnvelope { data: endpoint.into() },
        ))
    }

    /// Changes what the body gives. Disabling fails the pending deliveries (the endpoint row is
    /// locked first, then its messages: the order every writer of both follows); enabling
    /// forgets the run of failures.
    async fn update_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::UpdateWebhookEndpointPathParams,
        body: &models::WebhookEndpointUpdate,
    ) -> Result<UpdateWebhookEndpointResponse, ApiError> {
        if let Some(url) = &body.url {
            checked_url(url, self.state.settings.webhook_allow_private).await?;
        }
        let events = body.events.as_deref().map(distinct).transpose()?;
        let description = body.description.clone();
        let mut tx = context::begin_write(&self.state.db).await?;
        let updated = sqlx::query_scalar!(
            r#"update webhook_endpoints set
                   url = coalesce($3, url),
                   events = coalesce($4, events),
                   description = case when $5 then $6 else description end,
                   status = case $7::boolean when true then 'enabled' when false then 'disabled' else status end,
                   disabled_reason = case $7::boolean when true then null
                                                      when false then 'Disabled by PATCH /webhooks/{id}'
                                                      else disabled_reason end,
                   failing_since = case when $7::boolean then null else failing_since end,
                   updated_at = now()
               where id = $1 and account_id = $2
               returning id"#,
            path.id,
            caller.account_id as AccountId,
            body.url,
            events.as_deref() as Option<&[StoredEnum<WebhookEventType>]>,
            description.is_some(),
            description.and_then(from_nullable),
            body.enabled
        )
        .fetch_optional(&mut *tx)
        .await?;
        updated.ok_or(NOT_FOUND)?;
        if body.enabled == Some(false) {
            sqlx::query!(
                "update webhook_messages set status = 'failed' where endpoint_id = $1 and status = 'pending'",
                path.id
            )
            .execute(&mut *tx)
            .await?;
        }
        let endpoint = webhooks::endpoint(&mut *tx, caller.account_id, EndpointId(path.id))
            .await?
            .ok_or(NOT_FOUND)?;
        tx.commit().await?;
        Ok(UpdateWebhookEndpointResponse::Status200_WebhookEndpointUpdated(
            models::WebhookEndpointEnvelope { data: endpoint.into() },
        ))
    }

    /// A new secret; the previous one keeps signing for 24 hours.
    async fn rotate_webhook_secret(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::RotateWebhookSecretPathParams,
    ) -> Result<RotateWebhookSecretResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let rotated = sqlx::query_scalar!(
            "update webhook_endpoints
             set previous_secret = secret, previous_secret_expires_at = now() + interval '24 hours', secret = $3,
                 updated_at = now()
             where id = $1 and account_id = $2
             returning id",
            path.id,
            caller.account_id as AccountId,
            secrets::seal(&new_secret(), &secrets::webhook_secret_context(path.id))
        )
        .fetch_optional(&mut *tx)
        .await?;
        rotated.ok_or(NOT_FOUND)?;
        let endpoint = webhooks::endpoint(&mut *tx, caller.account_id, EndpointId(path.id))
            .await?
            .ok_or(NOT_FOUND)?;
        tx.commit().await?;
        Ok(RotateWebhookSecretResponse::Status200_SecretRotated(with_secret(
            endpoint,
        )?))
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
        let endpoint = webhooks::endpoint(&mut *tx, caller.account_id, EndpointId(path.id))
            .await?
            .ok_or(NOT_FOUND)?;
        if !endpoint.enabled() {
            return Err(ApiError::InvalidState(DISABLED.to_owned()));
        }
        let (id, created_at) = webhooks::enqueue_ping(&mut tx, caller.account_id, EndpointId(endpoint.id.0)).await?;
        tx.commit().await?;
        Ok(SendTestWebhookResponse::Status202_TestEventQueued(
            models::EventSummaryEnvelope {
                data: models::EventSummary {
                    id,
                    r_type: EventType::Ping,
                    interview_id: Nullable::Null,
                    delivery_status: EventDeliveryStatus::Pending,
                    created_at: timestamp(created_at),
                },
            },
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
        let endpoint = webhooks::endpoint(&mut *tx, caller.account_id, EndpointId(path.id))
            .await?
            .ok_or(NOT_FOUND)?;
        if !endpoint.enabled() {
            return Err(ApiError::InvalidState(DISABLED.to_owned()));
        }
        let resent = sqlx::query_scalar!(
            r#"with failed as (
                   update webhook_messages m
                   set status = 'pending', next_attempt_at = now(), round_attempts = 0
                   from webhook_events v
                   where m.endpoint_id = $1 and m.status = 'failed' and v.id = m.event_id and v.created_at >= $2
                   returning m.id)
               select count(*) as "resent!" from failed"#,
            endpoint.id as EndpointId,
            since
        )
        .fetch_one(&mut *tx)
        .await?;
        if resent > 0 {
            sqlx::query!("select pg_notify('webhook_messages', '')")
                .fetch_one(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(RecoverWebhookDeliveriesResponse::Status202_DeliveriesQueuedAgain(
            models::WebhookRecoveryEnvelope {
                data: models::WebhookRecovery {
                    endpoint_id: endpoint.id.0,
                    since: timestamp(since),
                    resent,
                },
            },
        ))
    }

    /// Deleting an endpoint also drops its undelivered events and its attempt log.
    async fn delete_webhook_endpoint(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::DeleteWebhookEndpointPathParams,
    ) -> Result<DeleteWebhookEndpointResponse, ApiError> {
        let deleted = sqlx::query!(
            "delete from webhook_endpoints where id = $1 and account_id = $2",
            path.id,
            caller.account_id as AccountId
        )
        .execute(&self.state.db)
        .await?;
        if deleted.rows_affected() == 0 {
            return Err(NOT_FOUND);
        }
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
        let db = &self.state.db;
        let endpoint = webhooks::endpoint(db, caller.account_id, EndpointId(path.id))
            .await?
            .ok_or(NOT_FOUND)?;
        let rows = webhooks::attempts_of_endpoint(db, EndpointId(endpoint.id.0), page.after, page.fetch()).await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
        Ok(ListWebhookDeliveriesResponse::Status200_DeliveryAttemptsPage(
            models::WebhookDeliveryList {
                data: rows.into_iter().map(Into::into).collect(),
                pagination,
            },
        ))
    }
}
