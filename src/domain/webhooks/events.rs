//! Webhook events: the event log and the outbox, written in the same transaction as the state
//! change they report; queued again (resent, recovered), redacted after an erasure, purged after
//! their retention. The delivery worker sends them.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::Nullable;
use crate::db::StoredEnum;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, EndpointId, InterviewId};
use crate::domain::privacy::ERASED;
use crate::domain::webhooks::{
    ATTEMPTS_SHOWN, AttemptRow, EventRow, RETENTION_DAYS, bell, endpoints, event_id_of, new_event_id,
};
use crate::models::{self, EventDeliveryStatus, EventType, WebhookDeliveryStatus, WebhookEventType};
use crate::wire::{timestamp, to_nullable};
use interview_api_generated::types::Object;

/// Records an event about an interview and queues it for every enabled endpoint of the account
/// that subscribes to its type, inside the caller's transaction. Returns the event id.
pub async fn enqueue(
    tx: &mut PgConnection,
    account_id: AccountId,
    event_type: WebhookEventType,
    interview: &models::Interview,
) -> Result<String, sqlx::Error> {
    let event_id = new_event_id();
    let event = models::WebhookEvent {
        id: event_id.clone(),
        r_type: event_type,
        created_at: timestamp(Utc::now()),
        data: models::Interview {
            // Events are kept for days, by the service and by receivers: never a working link,
            // and no copy of the address (the interview shows it).
            interview_url: Nullable::Null,
            candidate_email: Nullable::Null,
            report_url: Nullable::Null,
            ..interview.clone()
        },
    };
    let payload = serde_json::to_string(&event).unwrap_or_default();
    record_and_queue(tx, &event_id, account_id, event_type, interview.id, &payload).await?;
    Ok(event_id)
}

/// Records an event about an interview and queues it for every enabled endpoint of the account
/// that subscribes to `event_type`; the delivery workers are woken when there is one
/// ([`bell::queued`]).
async fn record_and_queue(
    tx: &mut PgConnection,
    event_id: &str,
    account_id: AccountId,
    event_type: WebhookEventType,
    interview_id: Uuid,
    payload: &str,
) -> Result<(), sqlx::Error> {
    let queued = sqlx::query_scalar!(
        r#"with event as (
               insert into webhook_events (id, account_id, type, interview_id, payload)
               values ($1, $2, $3, $4, $5)
               returning id)
           insert into webhook_messages (id, event_id, endpoint_id)
           select gen_random_uuid(), event.id, e.id
           from event, webhook_endpoints e
           where e.account_id = $2 and e.status = 'enabled' and $3 = any(e.events)
           returning endpoint_id"#,
        event_id,
        account_id as AccountId,
        StoredEnum(event_type) as StoredEnum<WebhookEventType>,
        interview_id,
        payload
    )
    .fetch_all(&mut *tx)
    .await?;
    if !queued.is_empty() {
        bell::queued(tx).await?;
    }
    Ok(())
}

/// Which events the event log lists: those matching every filter given.
#[derive(Debug, Default)]
pub struct Filter {
    pub event_type: Option<EventType>,
    pub interview_id: Option<Uuid>,
    pub delivery: Option<EventDeliveryStatus>,
}

/// A page of the account's events, newest first, after the event whose id holds `after`.
pub async fn page(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    after: Option<Uuid>,
    filter: &Filter,
    limit: i64,
) -> Result<Vec<EventRow>, sqlx::Error> {
    sqlx::query_as!(
        EventRow,
        r#"select id, type as "kind: StoredEnum<EventType>", interview_id,
                  event_delivery_status(id) as "delivery_status!: StoredEnum<EventDeliveryStatus>", created_at
           from webhook_events
           where account_id = $1 and ($2::text is null or id < $2) and ($3::text is null or type = $3)
             and ($4::uuid is null or interview_id = $4)
             and ($5::text is null or event_delivery_status(id) = $5)
           order by id desc limit $6"#,
        account_id as AccountId,
        after.map(event_id_of),
        filter.event_type.map(StoredEnum) as Option<StoredEnum<EventType>>,
        filter.interview_id,
        filter.delivery.map(StoredEnum) as Option<StoredEnum<EventDeliveryStatus>>,
        limit
    )
    .fetch_all(db)
    .await
}

/// Sends a `ping` to one enabled endpoint of the account: the event, queued.
pub async fn ping(
    tx: &mut PgConnection,
    account_id: AccountId,
    endpoint_id: EndpointId,
) -> Result<models::EventSummary, DomainError> {
    let endpoint = endpoints::find_enabled(&mut *tx, account_id, endpoint_id).await?;
    let (id, created_at) = enqueue_ping(tx, account_id, endpoint.id).await?;
    Ok(models::EventSummary {
        id,
        r_type: EventType::Ping,
        interview_id: Nullable::Null,
        delivery_status: EventDeliveryStatus::Pending,
        created_at: timestamp(created_at),
    })
}

/// Queues again every delivery to one enabled endpoint of the account that failed for an event
/// since `since`; returns how many.
pub async fn recover(
    tx: &mut PgConnection,
    account_id: AccountId,
    endpoint_id: EndpointId,
    since: DateTime<Utc>,
) -> Result<i64, DomainError> {
    let endpoint = endpoints::find_enabled(&mut *tx, account_id, endpoint_id).await?;
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
        bell::queued(tx).await?;
    }
    Ok(resent)
}

/// Records a `ping` event for one endpoint and queues it. Returns its id and time.
async fn enqueue_ping(
    tx: &mut PgConnection,
    account_id: AccountId,
    endpoint_id: EndpointId,
) -> Result<(String, DateTime<Utc>), sqlx::Error> {
    let event_id = new_event_id();
    let now = Utc::now();
    let ping = models::WebhookPingEvent {
        id: event_id.clone(),
        r_type: "ping".to_owned(),
        created_at: timestamp(now),
        data: models::WebhookPing {
            endpoint_id: endpoint_id.0,
        },
    };
    sqlx::query!(
        "with event as (
             insert into webhook_events (id, account_id, type, payload, created_at)
             values ($1, $2, $3, $4, $5)
             returning id)
         insert into webhook_messages (id, event_id, endpoint_id)
         select gen_random_uuid(), event.id, $6 from event",
        event_id,
        account_id as AccountId,
        StoredEnum(EventType::Ping) as StoredEnum<EventType>,
        serde_json::to_string(&ping).unwrap_or_default(),
        now,
        endpoint_id as EndpointId
    )
    .execute(&mut *tx)
    .await?;
    bell::queued(tx).await?;
    Ok((event_id, now))
}

/// Records `interview_erased` (ids only) about a redacted interview and queues it for the
/// endpoints that subscribe to it, inside the caller's transaction.
pub async fn enqueue_erased(
    tx: &mut PgConnection,
    account_id: AccountId,
    interview_id: InterviewId,
    erasure_id: Option<Uuid>,
) -> Result<(), sqlx::Error> {
    let event_id = new_event_id();
    let event = models::WebhookErasureEvent {
        id: event_id.clone(),
        r_type: "interview_erased".to_owned(),
        created_at: timestamp(Utc::now()),
        data: models::InterviewErasure {
            id: interview_id.0,
            erasure_id: to_nullable(erasure_id),
        },
    };
    let payload = serde_json::to_string(&event).unwrap_or_default();
    let event_type = WebhookEventType::InterviewErased;
    record_and_queue(tx, &event_id, account_id, event_type, interview_id.0, &payload).await
}

/// Redacts every copy of the given interviews' personal data in the event log, in the caller's
/// transaction: each event's payload loses the person as the interview did (it keeps its id, type
/// and time, and a delivery still pending sends the redacted payload), and what receivers
/// answered to its deliveries is removed.
pub async fn redact_events(
    tx: &mut PgConnection,
    interview_ids: &[InterviewId],
    erased_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let events = sqlx::query!(
        "select id, type, interview_id as \"interview_id!\", created_at, payload from webhook_events
         where interview_id = any($1) and erased_at is null for update",
        interview_ids as &[InterviewId]
    )
    .fetch_all(&mut *tx)
    .await?;
    let erased_at_text = timestamp(erased_at);
    let (ids, payloads): (Vec<String>, Vec<String>) = events
        .into_iter()
        .map(|event| {
            let payload = redacted_payload(&event.payload, &erased_at_text).unwrap_or_else(|| {
                // A payload that does not parse (none should) is replaced by the event's bare facts.
                serde_json::json!({
                    "id": event.id,
                    "type": event.r#type,
                    "created_at": timestamp(event.created_at),
                    "data": {"id": event.interview_id, "erased_at": erased_at_text},
                })
                .to_string()
            });
            (event.id, payload)
        })
        .unzip();
    sqlx::query!(
        "update webhook_events e set payload = p.payload, erased_at = $3
         from unnest($1::text[], $2::text[]) as p(id, payload) where e.id = p.id",
        &ids,
        &payloads,
        erased_at
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "update webhook_attempts a set response_body = null
         from webhook_messages m
         where m.id = a.message_id and m.event_id = any($1) and a.response_body is not null",
        &ids
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// An interview event's payload with the person removed from its `data`, as an erased
/// interview shows it; the keys keep their order, so the rest is as it was sent.
fn redacted_payload(payload: &str, erased_at: &str) -> Option<String> {
    let mut event: serde_json::Value = serde_json::from_str(payload).ok()?;
    let data = event.get_mut("data")?.as_object_mut()?;
    data.insert("candidate_name".into(), ERASED.into());
    data.insert("candidate_id".into(), serde_json::Value::Null);
    data.insert("consent".into(), serde_json::Value::Null);
    data.insert("erased_at".into(), erased_at.into());
    data.insert("metadata".into(), serde_json::Value::Object(Default::default()));
    data.insert("evaluation".into(), serde_json::Value::Null);
    data.insert("responses".into(), serde_json::Value::Array(Vec::new()));
    serde_json::to_string(&event).ok()
}

/// One event of the account with its payload and every delivery, each with its newest attempts.
pub async fn detail(
    db: &mut PgConnection,
    account_id: AccountId,
    event_id: &str,
) -> Result<Option<models::EventDetail>, DomainError> {
    let Some(event) = sqlx::query!(
        r#"select id, type as "kind: StoredEnum<EventType>", interview_id,
                  event_delivery_status(id) as "delivery_status!: StoredEnum<EventDeliveryStatus>", created_at, payload
           from webhook_events where id = $1 and account_id = $2"#,
        event_id,
        account_id as AccountId
    )
    .fetch_optional(&mut *db)
    .await?
    else {
        return Ok(None);
    };
    let deliveries = sqlx::query!(
        r#"select m.endpoint_id, e.url, m.status as "status: StoredEnum<WebhookDeliveryStatus>"
           from webhook_messages m join webhook_endpoints e on e.id = m.endpoint_id
           where m.event_id = $1 order by m.endpoint_id"#,
        event.id
    )
    .fetch_all(&mut *db)
    .await?;
    let mut attempts: HashMap<Uuid, Vec<models::WebhookDelivery>> = HashMap::new();
    let rows = sqlx::query_as!(
        AttemptRow,
        r#"select a.id, m.event_id, v.type as "event_type: StoredEnum<EventType>", a.endpoint_id, a.attempt, a.attempted_at,
                  a.response_status, a.latency_ms, a.response_body, a.error, a.succeeded
           from (select a.*, row_number() over (partition by a.message_id order by a.id desc) as newness
                 from webhook_attempts a join webhook_messages m on m.id = a.message_id
                 where m.event_id = $1) a
           join webhook_messages m on m.id = a.message_id
           join webhook_events v on v.id = m.event_id
           where a.newness <= $2
           order by a.id desc"#,
        event.id,
        ATTEMPTS_SHOWN
    )
    .fetch_all(&mut *db)
    .await?;
    for attempt in rows {
        attempts.entry(attempt.endpoint_id.0).or_default().push(attempt.into());
    }
    let payload = serde_json::from_str(&event.payload).map_err(|error| DomainError::Internal(error.into()))?;
    Ok(Some(models::EventDetail {
        id: event.id,
        r_type: event.kind.0,
        interview_id: to_nullable(event.interview_id),
        delivery_status: event.delivery_status.0,
        created_at: timestamp(event.created_at),
        payload: Object(payload),
        deliveries: deliveries
            .into_iter()
            .map(|delivery| models::EventDelivery {
                attempts: attempts.remove(&delivery.endpoint_id).unwrap_or_default(),
                endpoint_id: delivery.endpoint_id,
                url: delivery.url,
                status: delivery.status.0,
            })
            .collect(),
    }))
}

/// The events about the given interviews, newest first, with their payloads and deliveries.
pub async fn events_about(
    db: &mut PgConnection,
    account_id: AccountId,
    interview_ids: &[InterviewId],
) -> Result<Vec<models::EventDetail>, DomainError> {
    let ids = sqlx::query_scalar!(
        "select id from webhook_events where account_id = $1 and interview_id = any($2) order by id desc",
        account_id as AccountId,
        interview_ids as &[InterviewId]
    )
    .fetch_all(&mut *db)
    .await?;
    let mut events = Vec::with_capacity(ids.len());
    for id in ids {
        events.extend(detail(db, account_id, &id).await?);
    }
    Ok(events)
}

/// Queues an event again for the given endpoints with its original id, starting a new round of
/// the retry schedule. A delivery still pending is left alone, so nothing is sent twice. Returns
/// the endpoints it was queued for.
pub async fn requeue(tx: &mut PgConnection, event_id: &str, endpoint_ids: &[Uuid]) -> Result<Vec<Uuid>, sqlx::Error> {
    let queued = sqlx::query_scalar!(
        "insert into webhook_messages (id, event_id, endpoint_id)
         select gen_random_uuid(), $1, endpoint_id from unnest($2::uuid[]) as e(endpoint_id)
         on conflict (event_id, endpoint_id) do update
             set status = 'pending', next_attempt_at = now(), round_attempts = 0, delivered_at = null
             where webhook_messages.status <> 'pending'
         returning endpoint_id",
        event_id,
        endpoint_ids
    )
    .fetch_all(&mut *tx)
    .await?;
    if !queued.is_empty() {
        bell::queued(tx).await?;
    }
    Ok(queued)
}

/// Queues an event again, with its original id, for one endpoint or for every enabled endpoint
/// it is meant for (a ping: those it was sent to; an event: those subscribing to its type).
pub async fn resend(
    tx: &mut PgConnection,
    account_id: AccountId,
    event_id: &str,
    endpoint_id: Option<Uuid>,
) -> Result<models::EventResendResult, DomainError> {
    let event = sqlx::query!(
        r#"select id, type as "kind: StoredEnum<EventType>" from webhook_events where id = $1 and account_id = $2"#,
        event_id,
        account_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(DomainError::NotFound("Event"))?;
    let kind = event.kind.0;
    let endpoints: Vec<Uuid> =
        match endpoint_id {
            Some(endpoint_id) => {
                let endpoint = endpoints::find(&mut *tx, account_id, EndpointId(endpoint_id))
                    .await?
                    .ok_or(endpoints::NOT_FOUND)?;
                let pinged = sqlx::query_scalar!(
                r#"select exists (select from webhook_messages where event_id = $1 and endpoint_id = $2) as "sent!""#,
                event.id,
                endpoint.id as EndpointId
            )
            .fetch_one(&mut *tx)
            .await?;
                let meant_for_it = match kind {
                    EventType::Ping => pinged,
                    _ => endpoint.subscribes_to(kind),
                };
                if !endpoint.enabled() {
                    return Err(DomainError::InvalidState(endpoints::DISABLED.to_owned()));
                }
                if !meant_for_it {
                    return Err(DomainError::InvalidState(format!(
                        "The webhook endpoint does not subscribe to {kind} events"
                    )));
                }
                vec![endpoint.id.0]
            }
            None if kind == EventType::Ping => {
                sqlx::query_scalar!(
                    "select m.endpoint_id from webhook_messages m join webhook_endpoints e on e.id = m.endpoint_id
                     where m.event_id = $1 and e.status = 'enabled'",
                    event.id
                )
                .fetch_all(&mut *tx)
                .await?
            }
            None => sqlx::query_scalar!(
                "select id from webhook_endpoints where account_id = $1 and status = 'enabled' and $2 = any(events)",
                account_id as AccountId,
                kind.to_string()
            )
            .fetch_all(&mut *tx)
            .await?,
        };
    let endpoint_ids = requeue(tx, &event.id, &endpoints).await?;
    Ok(models::EventResendResult {
        event_id: event.id,
        endpoint_ids,
    })
}

/// Deletes events past their retention, with their deliveries and attempt log, in batches of
/// `batch` events; every instance may run it.
pub async fn purge_expired_events(db: &sqlx::PgPool, batch: i64) -> Result<u64, sqlx::Error> {
    let mut purged = 0;
    loop {
        let deleted = sqlx::query!(
            "delete from webhook_events where id = any(array(
                 select id from webhook_events where created_at < now() - make_interval(days => $1) limit $2))",
            RETENTION_DAYS,
            batch
        )
        .execute(db)
        .await?
        .rows_affected();
        purged += deleted;
        if deleted < batch as u64 {
            return Ok(purged);
        }
    }
}
