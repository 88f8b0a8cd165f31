//! Webhook endpoints: where an account's events go, and the log of every delivery attempt.
//! Events themselves are written by the domain (`domain::webhooks`) and sent by the delivery
//! worker.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::webhooks::{
    CreateWebhookEndpointResponse, DeleteWebhookEndpointResponse, GetWebhookEndpointResponse,
    ListWebhookDeliveriesResponse, ListWebhookEndpointsResponse, Webhooks,
};
use uuid::Uuid;

use crate::db::Text;
use crate::domain::keys::Principal;
use crate::domain::webhooks::check_target;
use crate::error::{ApiError, FieldPath};
use crate::http::context;
use crate::http::pagination::Page;
use crate::models::{self, WebhookDeliveryOutcome, WebhookEndpointStatus, WebhookEventType};
use crate::resources::Api;
use crate::{nullable, timestamp};

const NOT_FOUND: ApiError = ApiError::NotFound("Webhook endpoint");
const ALL_EVENTS: [WebhookEventType; 2] = [WebhookEventType::InterviewStarted, WebhookEventType::InterviewEnded];

/// A new signing secret: `whsec_` and the base64 of 24 random bytes.
fn new_secret() -> String {
    let bytes: [u8; 24] = rand::random();
    format!("whsec_{}", STANDARD.encode(bytes))
}

struct EndpointRow {
    id: Uuid,
    url: String,
    events: Vec<Text<WebhookEventType>>,
    description: Option<String>,
    secret: String,
    status: Text<WebhookEndpointStatus>,
    disabled_reason: Option<String>,
    created_at: DateTime<Utc>,
}

impl From<EndpointRow> for models::WebhookEndpoint {
    fn from(row: EndpointRow) -> Self {
        models::WebhookEndpoint {
            id: row.id,
            url: row.url,
            events: row.events.into_iter().map(|event| event.0).collect(),
            description: nullable(row.description),
            status: row.status.0,
            disabled_reason: nullable(row.disabled_reason),
            created_at: timestamp(row.created_at),
        }
    }
}

struct AttemptRow {
    id: Uuid,
    event_id: String,
    event_type: Text<WebhookEventType>,
    attempt: i32,
    attempted_at: DateTime<Utc>,
    response_status: Option<i32>,
    latency_ms: Option<i32>,
    response_body: Option<String>,
    error: Option<String>,
    succeeded: bool,
}

impl From<AttemptRow> for models::WebhookDelivery {
    fn from(row: AttemptRow) -> Self {
        models::WebhookDelivery {
            id: row.id,
            event_id: row.event_id,
            event_type: row.event_type.0,
            attempt: i64::from(row.attempt),
            attempted_at: timestamp(row.attempted_at),
            response_status: nullable(row.response_status.map(i64::from)),
            latency_ms: nullable(row.latency_ms.map(i64::from)),
            response_body: nullable(row.response_body),
            error: nullable(row.error),
            outcome: if row.succeeded {
                WebhookDeliveryOutcome::Succeeded
            } else {
                WebhookDeliveryOutcome::Failed
            },
        }
    }
}

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
        check_target(&body.url, self.state.settings.webhook_allow_private)
            .await
            .map_err(|message| ApiError::validation(FieldPath::key("url"), message))?;
        let events = body.events.clone().unwrap_or_else(|| ALL_EVENTS.to_vec());
        if events.len() == 2 && events[0] == events[1] {
            return Err(ApiError::validation(
                FieldPath::key("events").index(1),
                "is listed more than once",
            ));
        }
        let events: Vec<Text<WebhookEventType>> = events.into_iter().map(Text).collect();
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = sqlx::query_as!(
            EndpointRow,
            r#"insert into webhook_endpoints (id, account_id, url, events, description, secret)
               values ($1, $2, $3, $4, $5, $6)
               returning id, url, events as "events: Vec<Text<WebhookEventType>>", description, secret,
                         status as "status: Text<WebhookEndpointStatus>", disabled_reason, created_at"#,
            Uuid::now_v7(),
            caller.account_id,
            body.url,
            &events as &[Text<WebhookEventType>],
            body.description,
            new_secret()
        )
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        let secret = row.secret.clone();
        let endpoint = models::WebhookEndpoint::from(row);
        Ok(CreateWebhookEndpointResponse::Status201_WebhookEndpointCreated(
            models::WebhookEndpointWithSecretEnvelope {
                data: models::WebhookEndpointWithSecret {
                    id: endpoint.id,
                    url: endpoint.url,
                    events: endpoint.events,
                    description: endpoint.description,
                    status: endpoint.status,
                    disabled_reason: endpoint.disabled_reason,
                    created_at: endpoint.created_at,
                    secret,
                },
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
        let rows = sqlx::query_as!(
            EndpointRow,
            r#"select id, url, events as "events: Vec<Text<WebhookEventType>>", description, secret,
                      status as "status: Text<WebhookEndpointStatus>", disabled_reason, created_at
               from webhook_endpoints
               where account_id = $1 and ($2::uuid is null or id < $2) order by id desc limit $3"#,
            caller.account_id,
            page.after,
            page.fetch()
        )
        .fetch_all(&self.state.db)
        .await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
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
        let row = sqlx::query_as!(
            EndpointRow,
            r#"select id, url, events as "events: Vec<Text<WebhookEventType>>", description, secret,
                      status as "status: Text<WebhookEndpointStatus>", disabled_reason, created_at
               from webhook_endpoints where id = $1 and account_id = $2"#,
            path.id,
            caller.account_id
        )
        .fetch_optional(&self.state.db)
        .await?
        .ok_or(NOT_FOUND)?;
        Ok(GetWebhookEndpointResponse::Status200_WebhookEndpoint(
            models::WebhookEndpointEnvelope { data: row.into() },
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
            caller.account_id
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
        let exists = sqlx::query_scalar!(
            "select id from webhook_endpoints where id = $1 and account_id = $2",
            path.id,
            caller.account_id
        )
        .fetch_optional(db)
        .await?;
        exists.ok_or(NOT_FOUND)?;
        let rows = sqlx::query_as!(
            AttemptRow,
            r#"select a.id, m.event_id, m.event_type as "event_type: Text<WebhookEventType>", a.attempt,
                      a.attempted_at, a.response_status, a.latency_ms, a.response_body, a.error, a.succeeded
               from webhook_attempts a join webhook_messages m on m.id = a.message_id
               where a.endpoint_id = $1 and ($2::uuid is null or a.id < $2)
               order by a.id desc limit $3"#,
            path.id,
            page.after,
            page.fetch()
        )
        .fetch_all(db)
        .await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
        Ok(ListWebhookDeliveriesResponse::Status200_DeliveryAttemptsPage(
            models::WebhookDeliveryList {
                data: rows.into_iter().map(Into::into).collect(),
                pagination,
            },
        ))
    }
}
