//! The event log: every event the account's webhooks were told about (kept 30 days), its payload
//! as signed and sent, its deliveries with every attempt, and resending it with its original id.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::events::{Events, GetEventResponse, ListEventsResponse, ResendEventResponse};
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::ids::AccountId;
use crate::domain::keys::Principal;
use crate::domain::webhooks;
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models::{self, EventDeliveryStatus, EventType};
use crate::resources::Api;
use crate::wire::{timestamp, to_nullable};

const NOT_FOUND: ApiError = ApiError::NotFound("Event");

struct EventRow {
    id: String,
    kind: StoredEnum<EventType>,
    interview_id: Option<Uuid>,
    delivery_status: StoredEnum<EventDeliveryStatus>,
    created_at: DateTime<Utc>,
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

/// The UUIDv7 in an event id (`evt_` and its 32 hex digits): what a cursor carries.
fn uuid_of(event_id: &str) -> Uuid {
    event_id
        .strip_prefix("evt_")
        .and_then(|hex| Uuid::try_parse(hex).ok())
        .unwrap_or_default()
}

fn event_id_of(uuid: Uuid) -> String {
    format!("evt_{}", uuid.simple())
}

#[async_trait::async_trait]
impl Events<ApiError> for Api {
    type Claims = Principal;

    async fn list_events(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListEventsQueryParams,
    ) -> Result<ListEventsResponse, ApiError> {
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let rows = sqlx::query_as!(
            EventRow,
            r#"select id, type as "kind: StoredEnum<EventType>", interview_id,
                      event_delivery_status(id) as "delivery_status!: StoredEnum<EventDeliveryStatus>", created_at
               from webhook_events
               where account_id = $1 and ($2::text is null or id < $2) and ($3::text is null or type = $3)
                 and ($4::uuid is null or interview_id = $4)
                 and ($5::text is null or event_delivery_status(id) = $5)
               order by id desc limit $6"#,
            caller.account_id as AccountId,
            page.after.map(event_id_of),
            query.r#type.map(StoredEnum) as Option<StoredEnum<EventType>>,
            query.interview_id,
            query.delivery.map(StoredEnum) as Option<StoredEnum<EventDeliveryStatus>>,
            page.fetch()
        )
        .fetch_all(&self.state.db)
        .await?;
        let (rows, pagination) = page.finish(rows, |row| uuid_of(&row.id));
        Ok(ListEventsResponse::Status200_EventsPage(models::EventList {
            data: rows.into_iter().map(Into::into).collect(),
            pagination,
        }))
    }

    async fn get_event(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::GetEventPathParams,
    ) -> Result<GetEventResponse, ApiError> {
        let mut db = self.state.db.acquire().await?;
        let event = webhooks::event_detail(&mut db, caller.account_id, &path.id)
            .await?
            .ok_or(NOT_FOUND)?;
        Ok(GetEventResponse::Status200_Event(models::EventEnvelope { data: event }))
    }

    /// Queues the event again, with its original id, for one endpoint or for every enabled
    /// endpoint subscribed to its type (a ping: its own endpoint).
    async fn resend_event(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::ResendEventPathParams,
        body: &models::EventResend,
    ) -> Result<ResendEventResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let resent = webhooks::resend(&mut tx, caller.account_id, &path.id, body.endpoint_id).await?;
        tx.commit().await?;
        Ok(ResendEventResponse::Status202_EventQueuedAgain(
            models::EventResendResultEnvelope { data: resent },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_ids_and_cursors_round_trip() {
        let id = webhooks::new_event_id();
        assert_eq!(event_id_of(uuid_of(&id)), id);
    }
}
