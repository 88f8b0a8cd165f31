//! The event log: every event the account's webhooks were told about (kept 30 days), its payload
//! as signed and sent, its deliveries with every attempt, and resending it with its original id.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::events::{Events, GetEventResponse, ListEventsResponse, ResendEventResponse};

use crate::domain::audit::{self, Action};
use crate::domain::keys::Principal;
use crate::domain::webhooks::{self, events};
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models;
use crate::resources::Api;

const NOT_FOUND: ApiError = ApiError::NotFound("Event");

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
        let filter = events::Filter {
            event_type: query.r#type,
            interview_id: query.interview_id,
            delivery: query.delivery,
        };
        let rows = context::read_routed!(&self.state, caller.account_id, |source| {
            Ok::<_, ApiError>(events::page(source.pool(), caller.account_id, page.after, &filter, page.fetch()).await?)
        })?;
        let (rows, pagination) = page.finish(rows, |row| webhooks::uuid_of(&row.id));
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
        let event = events::detail(&mut *self.state.db.acquire().await?, caller.account_id, &path.id)
            .await?
            .ok_or(NOT_FOUND)?;
        // An interview's event carries the interview as sent: its candidate, answers and results.
        if matches!(event.interview_id, crate::Nullable::Present(_)) {
            let target = Some(webhooks::uuid_of(&path.id));
            self.state
                .read_log
                .record(&context::actor(caller), Action::EventRead, target)
                .await?;
        }
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
        let resent = events::resend(&mut tx, caller.account_id, &path.id, body.endpoint_id).await?;
        let event = Some(webhooks::uuid_of(&path.id));
        audit::record(&mut *tx, &context::actor(caller), Action::EventResent, event, &[]).await?;
        tx.commit().await?;
        Ok(ResendEventResponse::Status202_EventQueuedAgain(
            models::EventResendResultEnvelope { data: resent },
        ))
    }
}
