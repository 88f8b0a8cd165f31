//! Webhooks: the events an account's endpoints are told about (`events`), the endpoints
//! themselves (`endpoints`), their API forms (`model`), the Standard Webhooks signature
//! (`signatures`) and the delivery workers woken after messages are queued (`bell`). This file
//! holds the rows they share.

pub mod bell;
pub mod endpoints;
pub mod events;
pub mod model;
pub mod signatures;

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::ids::EndpointId;
use crate::models::{EventDeliveryStatus, EventType, WebhookEndpointStatus, WebhookEventType};

/// What an endpoint registered without `events` receives: the events the API always had. The
/// others are opt-in, so an existing receiver never gets a type it did not ask for.
pub const DEFAULT_EVENTS: [WebhookEventType; 2] =
    [WebhookEventType::InterviewStarted, WebhookEventType::InterviewEnded];

/// Webhook endpoints an account holds at most (each mode its own): one event fans out to every
/// endpoint, so the cap bounds what one resend or recovery can send.
pub const MAX_ENDPOINTS: i64 = 10;

/// How long events (and their delivery log) are kept.
pub const RETENTION_DAYS: i32 = 30;

/// Attempts an event's detail shows per delivery, the newest; the whole log of an endpoint is
/// paged by `GET /webhooks/{id}/deliveries`. With at most [`MAX_ENDPOINTS`] deliveries, an
/// event's detail stays bounded however often it is resent.
pub const ATTEMPTS_SHOWN: i64 = 20;

/// A new event id: `evt_` and the 32 hex digits of a UUIDv7, time-ordered as text.
pub fn new_event_id() -> String {
    format!("evt_{}", Uuid::now_v7().simple())
}

/// The UUIDv7 in an event id (`evt_` and its 32 hex digits): what a cursor carries.
pub fn uuid_of(event_id: &str) -> Uuid {
    event_id
        .strip_prefix("evt_")
        .and_then(|hex| Uuid::try_parse(hex).ok())
        .unwrap_or_default()
}

/// The event id of a cursor's UUIDv7.
pub fn event_id_of(uuid: Uuid) -> String {
    format!("evt_{}", uuid.simple())
}

/// One event, as the event log lists it.
pub struct EventRow {
    pub id: String,
    pub kind: StoredEnum<EventType>,
    pub interview_id: Option<Uuid>,
    pub delivery_status: StoredEnum<EventDeliveryStatus>,
    pub created_at: DateTime<Utc>,
}

/// A webhook endpoint as stored (its secrets are never shown after they are issued).
pub struct Endpoint {
    pub id: EndpointId,
    pub url: String,
    pub events: Vec<StoredEnum<WebhookEventType>>,
    pub description: Option<String>,
    pub secret: String,
    pub status: StoredEnum<WebhookEndpointStatus>,
    pub disabled_reason: Option<String>,
    pub previous_secret_expires_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl Endpoint {
    pub fn enabled(&self) -> bool {
        self.status.0 == WebhookEndpointStatus::Enabled
    }

    pub fn subscribes_to(&self, event_type: EventType) -> bool {
        self.events
            .iter()
            .any(|subscribed| subscribed.0.to_string() == event_type.to_string())
    }
}

/// One delivery attempt, as the attempt log shows it.
pub struct AttemptRow {
    pub id: Uuid,
    pub event_id: String,
    pub event_type: StoredEnum<EventType>,
    pub endpoint_id: EndpointId,
    pub attempt: i32,
    pub attempted_at: DateTime<Utc>,
    pub response_status: Option<i32>,
    pub latency_ms: Option<i32>,
    pub response_body: Option<String>,
    pub error: Option<String>,
    pub succeeded: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_ids_and_cursors_round_trip() {
        let id = new_event_id();
        assert_eq!(event_id_of(uuid_of(&id)), id);
    }
}
