//! The API's forms of webhook endpoints, their attempts and events.

use crate::domain::error::DomainError;
use crate::domain::webhooks::{AttemptRow, Endpoint, EventRow};
use crate::models::{self, WebhookDeliveryOutcome};
use crate::secrets;
use crate::wire::{timestamp, to_nullable};

impl From<Endpoint> for models::WebhookEndpoint {
    fn from(row: Endpoint) -> Self {
        models::WebhookEndpoint {
            id: row.id.0,
            url: row.url,
            events: row.events.into_iter().map(|event| event.0).collect(),
            description: to_nullable(row.description),
            status: row.status.0,
            disabled_reason: to_nullable(row.disabled_reason),
            previous_secret_expires_at: to_nullable(row.previous_secret_expires_at.map(timestamp)),
            created_at: timestamp(row.created_at),
        }
    }
}

impl From<AttemptRow> for models::WebhookDelivery {
    fn from(row: AttemptRow) -> Self {
        models::WebhookDelivery {
            id: row.id,
            event_id: row.event_id,
            event_type: row.event_type.0,
            attempt: i64::from(row.attempt),
            attempted_at: timestamp(row.attempted_at),
            response_status: to_nullable(row.response_status.map(i64::from)),
            latency_ms: to_nullable(row.latency_ms.map(i64::from)),
            response_body: to_nullable(row.response_body),
            error: to_nullable(row.error),
            outcome: if row.succeeded {
                WebhookDeliveryOutcome::Succeeded
            } else {
                WebhookDeliveryOutcome::Failed
            },
        }
    }
}

impl From<EventRow> for models::EventSummary {
    fn from(row: EventRow) -> Self {
        models::EventSummary {
            id: row.id,
            r_type: row.kind.0,
            interview_id: to_nullable(row.interview_id),
            delivery_status: row.delivery_status.0,
            created_at: timestamp(row.created_at),
        }
    }
}

/// The endpoint with its current secret, opened: shown once, when it is issued.
pub fn with_secret(endpoint: Endpoint) -> Result<models::WebhookEndpointWithSecret, DomainError> {
    let secret = secrets::reveal(&endpoint.secret, &secrets::webhook_secret_context(endpoint.id.0))?;
    let endpoint = models::WebhookEndpoint::from(endpoint);
    Ok(models::WebhookEndpointWithSecret {
        id: endpoint.id,
        url: endpoint.url,
        events: endpoint.events,
        description: endpoint.description,
        status: endpoint.status,
        disabled_reason: endpoint.disabled_reason,
        previous_secret_expires_at: endpoint.previous_secret_expires_at,
        created_at: endpoint.created_at,
        secret,
    })
}
