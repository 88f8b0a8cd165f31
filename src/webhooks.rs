//! Webhook endpoints and events (CONTRACT.md "Webhooks"). Events are written to an outbox in
//! the same transaction as the state change they report (`enqueue`); `delivery.rs` sends them.

use std::net::IpAddr;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use headers::Host;
use hmac::{Hmac, Mac};
use interview_api_generated::apis::webhooks::{
    CreateWebhookEndpointResponse, DeleteWebhookEndpointResponse, GetWebhookEndpointResponse,
    ListWebhookDeliveriesResponse, ListWebhookEndpointsResponse, Webhooks,
};
use sha2::Sha256;
use sqlx::PgConnection;
use uuid::Uuid;

use crate::api::Api;
use crate::auth::Principal;
use crate::contract::FieldPath;
use crate::error::ApiError;
use crate::models::{self, WebhookEndpointStatus, WebhookEventType};
use crate::pagination::Page;
use crate::{nullable, timestamp};

const NOT_FOUND: ApiError = ApiError::NotFound("Webhook endpoint");
const ALL_EVENTS: [WebhookEventType; 2] = [WebhookEventType::InterviewStarted, WebhookEventType::InterviewEnded];

/// A new signing secret: `whsec_` and the base64 of 24 random bytes.
fn new_secret() -> String {
    let bytes: [u8; 24] = rand::random();
    format!("whsec_{}", STANDARD.encode(bytes))
}

/// The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`,
/// keyed with the base64-decoded part of the secret after `whsec_`.
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &[u8]) -> String {
    let key = STANDARD.decode(secret.trim_start_matches("whsec_")).unwrap_or_default();
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes any key length");
    mac.update(format!("{id}.{timestamp}.").as_bytes());
    mac.update(body);
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

/// Whether an address is one a webhook may never reach outside development: loopback,
/// private, link-local, unspecified, multicast, documentation and other non-public ranges.
pub fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b)) // carrier-grade NAT
                || (a == 198 && (b == 18 || b == 19)) // benchmarking
                || a >= 240
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00 // unique local
                || (first & 0xffc0) == 0xfe80 // link-local
                || v6.to_ipv4_mapped().is_some_and(|v4| is_private(IpAddr::V4(v4)))
        }
    }
}

/// Checks a webhook URL: https and a public host, unless private targets are allowed.
pub async fn check_target(url: &str, allow_private: bool) -> Result<reqwest::Url, String> {
    let parsed = reqwest::Url::parse(url).map_err(|_| "must be an absolute URL".to_owned())?;
    if allow_private {
        return Ok(parsed);
    }
    if parsed.scheme() != "https" {
        return Err("must use https".to_owned());
    }
    let host = parsed
        .host_str()
        .ok_or("must have a host")?
        .trim_matches(|c| c == '[' || c == ']');
    let port = parsed.port_or_known_default().unwrap_or(443);
    let addresses: Vec<IpAddr> = match host.parse::<IpAddr>() {
        Ok(ip) => vec![ip],
        Err(_) => tokio::net::lookup_host((host, port))
            .await
            .map_err(|_| "has a host name that does not resolve".to_owned())?
            .map(|a| a.ip())
            .collect(),
    };
    if addresses.is_empty() || addresses.into_iter().any(is_private) {
        return Err("must not point to a loopback, private or link-local address".to_owned());
    }
    Ok(parsed)
}

#[derive(sqlx::FromRow)]
struct EndpointRow {
    id: Uuid,
    url: String,
    events: Vec<String>,
    description: Option<String>,
    secret: String,
    status: String,
    disabled_reason: Option<String>,
    created_at: DateTime<Utc>,
}

const ENDPOINT_COLUMNS: &str = "id, url, events, description, secret, status, disabled_reason, created_at";

impl From<EndpointRow> for models::WebhookEndpoint {
    fn from(row: EndpointRow) -> Self {
        models::WebhookEndpoint {
            id: row.id,
            url: row.url,
            events: row.events.iter().filter_map(|e| e.parse().ok()).collect(),
            description: nullable(row.description),
            status: row.status.parse().unwrap_or(WebhookEndpointStatus::Disabled),
            disabled_reason: nullable(row.disabled_reason),
            created_at: timestamp(row.created_at),
        }
    }
}

/// Writes `event` about an interview to the outbox of every enabled endpoint of the account
/// that subscribes to it, inside the caller's transaction.
pub async fn enqueue(
    tx: &mut PgConnection,
    account_id: Uuid,
    event_type: WebhookEventType,
    interview: &models::Interview,
) -> Result<(), sqlx::Error> {
    let event_id = format!("evt_{}", Uuid::now_v7().simple());
    let event = models::WebhookEvent {
        id: event_id.clone(),
        r_type: event_type,
        created_at: timestamp(Utc::now()),
        data: interview.clone(),
    };
    let inserted = sqlx::query(
        "insert into webhook_messages (id, event_id, endpoint_id, event_type, payload)
         select gen_random_uuid(), $1, e.id, $2, $3 from webhook_endpoints e
         where e.account_id = $4 and e.status = 'enabled' and $2 = any(e.events)",
    )
    .bind(&event_id)
    .bind(event_type.to_string())
    .bind(serde_json::to_string(&event).unwrap_or_default())
    .bind(account_id)
    .execute(&mut *tx)
    .await?;
    if inserted.rows_affected() > 0 {
        sqlx::query("select pg_notify('webhook_messages', '')")
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

#[derive(sqlx::FromRow)]
struct AttemptRow {
    id: Uuid,
    event_id: String,
    event_type: String,
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
            event_type: row.event_type.parse().unwrap_or(WebhookEventType::InterviewEnded),
            attempt: i64::from(row.attempt),
            attempted_at: timestamp(row.attempted_at),
            response_status: nullable(row.response_status.map(i64::from)),
            latency_ms: nullable(row.latency_ms.map(i64::from)),
            response_body: nullable(row.response_body),
            error: nullable(row.error),
            outcome: if row.succeeded {
                models::WebhookDeliveryOutcome::Succeeded
            } else {
                models::WebhookDeliveryOutcome::Failed
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
        // Inside an idempotent request the endpoint commits with the stored answer.
        let mut tx = crate::idempotency::begin(&self.state.db).await?;
        let row: EndpointRow = sqlx::query_as(&format!(
            "insert into webhook_endpoints (id, account_id, url, events, description, secret)
             values ($1, $2, $3, $4, $5, $6) returning {ENDPOINT_COLUMNS}"
        ))
        .bind(Uuid::now_v7())
        .bind(caller.account_id)
        .bind(&body.url)
        .bind(events.iter().map(ToString::to_string).collect::<Vec<_>>())
        .bind(&body.description)
        .bind(new_secret())
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
        let rows: Vec<EndpointRow> = sqlx::query_as(&format!(
            "select {ENDPOINT_COLUMNS} from webhook_endpoints
             where account_id = $1 and ($2::uuid is null or id < $2) order by id desc limit $3"
        ))
        .bind(caller.account_id)
        .bind(page.after)
        .bind(page.fetch())
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
        let row: EndpointRow = sqlx::query_as(&format!(
            "select {ENDPOINT_COLUMNS} from webhook_endpoints where id = $1 and account_id = $2"
        ))
        .bind(path.id)
        .bind(caller.account_id)
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
        let deleted = sqlx::query("delete from webhook_endpoints where id = $1 and account_id = $2")
            .bind(path.id)
            .bind(caller.account_id)
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
        let exists: Option<Uuid> =
            sqlx::query_scalar("select id from webhook_endpoints where id = $1 and account_id = $2")
                .bind(path.id)
                .bind(caller.account_id)
                .fetch_optional(db)
                .await?;
        exists.ok_or(NOT_FOUND)?;
        let rows: Vec<AttemptRow> = sqlx::query_as(
            "select a.id, m.event_id, m.event_type, a.attempt, a.attempted_at, a.response_status, a.latency_ms,
                    a.response_body, a.error, a.succeeded
             from webhook_attempts a join webhook_messages m on m.id = a.message_id
             where a.endpoint_id = $1 and ($2::uuid is null or a.id < $2)
             order by a.id desc limit $3",
        )
        .bind(path.id)
        .bind(page.after)
        .bind(page.fetch())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The test vector of the Standard Webhooks specification.
    #[test]
    fn signatures_match_the_standard_webhooks_test_vector() {
        let signature = sign(
            "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD",
            "msg_27UH4WbU6Z5A5EzD8u03UvzRbpk",
            1649367553,
            br#"{"email":"test@example.com","username":"test_user"}"#,
        );
        assert_eq!(signature, "v1,tZ1I4/hDygAJgO5TYxiSd6Sd0kDW6hPenDe+bTa3Kkw=");
    }

    #[test]
    fn non_public_addresses_are_private() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "::1",
            "fe80::1",
            "fd00::1",
            "::ffff:127.0.0.1",
            "100.64.0.1",
        ] {
            assert!(is_private(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["93.184.216.34", "2606:2800:220:1::1"] {
            assert!(!is_private(ip.parse().unwrap()), "{ip}");
        }
    }

    #[tokio::test]
    async fn webhook_targets_must_be_public_https() {
        assert!(check_target("http://93.184.216.34/hook", false).await.is_err());
        assert!(check_target("https://127.0.0.1/hook", false).await.is_err());
        assert!(check_target("https://localhost/hook", false).await.is_err());
        assert!(check_target("https://[::1]/hook", false).await.is_err());
        assert!(check_target("https://93.184.216.34/hook", false).await.is_ok());
        assert!(check_target("http://127.0.0.1:9/hook", true).await.is_ok());
    }
}
