//! The audit log (`domain::audit`): a page of it, newest first, and its export as JSON Lines.
//!
//! The export is streamed: the generated handler would build its whole body in memory, so
//! [`stream_export`], a layer the composition root puts right around the generated handlers,
//! answers `exportAuditEvents` itself after the gateway has authenticated and checked the
//! request, reading the range a chunk at a time and sending each chunk as it is read.

use axum::body::{Body, Bytes};
use axum::extract::{Query, Request, State};
use axum::http::{HeaderValue, Method, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use headers::Host;
use interview_api_generated::apis::audit::{Audit, ExportAuditEventsResponse, ListAuditEventsResponse};
use sqlx::PgPool;
use uuid::Uuid;

use crate::domain::audit::store::{self, AuditEventRow, Filter, Scope};
use crate::domain::ids::KeyId;
use crate::domain::keys::Principal;
use crate::http::context;
use crate::http::contract::Matched;
use crate::http::error::{ApiError, FieldPath};
use crate::http::pagination::Page;
use crate::http::state::AppState;
use crate::models;
use crate::resources::Api;
use crate::wire::{timestamp, to_nullable};

/// Events read per query of an export: each chunk is sent before the next is read.
const EXPORT_CHUNK: i64 = 1000;

impl From<AuditEventRow> for models::AuditEvent {
    fn from(row: AuditEventRow) -> Self {
        models::AuditEvent {
            id: row.id,
            occurred_at: timestamp(row.occurred_at),
            action: row.action,
            actor: models::AuditActor {
                r_type: row.actor_type,
                key_id: to_nullable(row.actor_key_id),
                key_name: to_nullable(row.actor_key_name),
                ip: to_nullable(row.actor_ip),
            },
            target: models::AuditTarget {
                r_type: row.target_type,
                id: to_nullable(row.target_id),
            },
            request_id: to_nullable(row.request_id),
            changed_fields: to_nullable(row.changed_fields),
        }
    }
}

fn instant(name: &'static str, value: Option<&str>) -> Result<Option<DateTime<Utc>>, ApiError> {
    value
        .map(|text| {
            DateTime::parse_from_rfc3339(text)
                .map(|at| at.to_utc())
                .map_err(|_| ApiError::validation(FieldPath::key(name), "is not an RFC 3339 date-time"))
        })
        .transpose()
}

fn filter(
    action: Option<&str>,
    target_id: Option<Uuid>,
    key_id: Option<Uuid>,
    since: Option<&str>,
    before: Option<&str>,
) -> Result<Filter, ApiError> {
    Ok(Filter {
        action: action.map(str::to_owned),
        target_id,
        key_id: key_id.map(KeyId),
        since: instant("occurred_since", since)?,
        before: instant("occurred_before", before)?,
    })
}

fn scope(caller: &Principal) -> Scope {
    Scope {
        account_id: caller.account_id,
        owner_id: caller.owner_id,
    }
}

#[async_trait::async_trait]
impl Audit<ApiError> for Api {
    type Claims = Principal;

    async fn list_audit_events(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListAuditEventsQueryParams,
    ) -> Result<ListAuditEventsResponse, ApiError> {
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let filter = filter(
            query.action.as_deref(),
            query.target_id,
            query.key_id,
            query.occurred_since.as_deref(),
            query.occurred_before.as_deref(),
        )?;
        let rows = store::page(&self.state.db, scope(caller), &filter, page.after, page.fetch()).await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
        Ok(ListAuditEventsResponse::Status200_AuditEventsPage(
            models::AuditEventList {
                data: rows.into_iter().map(Into::into).collect(),
                pagination,
            },
        ))
    }

    /// Answered by [`stream_export`] before the generated handler runs.
    async fn export_audit_events(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        _: &Principal,
        _: &models::ExportAuditEventsQueryParams,
    ) -> Result<ExportAuditEventsResponse, ApiError> {
        Err(ApiError::Internal(anyhow::anyhow!(
            "the export is answered by its streaming layer"
        )))
    }
}

/// The layer that answers `exportAuditEvents` with a streamed body; every other request passes.
pub async fn stream_export(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let is_export = request
        .extensions()
        .get::<Matched>()
        .and_then(|matched| matched.operation.as_ref())
        .is_some_and(|operation| operation.id == "exportAuditEvents");
    if !is_export {
        return next.run(request).await;
    }
    match export(&state.db, request.uri()).await {
        Ok(response) => response,
        Err(error) => error.into_response(),
    }
}

async fn export(db: &PgPool, uri: &Uri) -> Result<Response, ApiError> {
    let caller = context::caller().ok_or(ApiError::Unauthenticated("Invalid or revoked API key"))?;
    let Query(query) = Query::<models::ExportAuditEventsQueryParams>::try_from_uri(uri)
        .map_err(|_| ApiError::validation(FieldPath::key("query"), "could not be read"))?;
    let mut filter = filter(
        query.action.as_deref(),
        query.target_id,
        query.key_id,
        query.occurred_since.as_deref(),
        query.occurred_before.as_deref(),
    )?;
    // The range ends when the request is received: events recorded while it streams are not in it.
    filter.before = Some(filter.before.map_or_else(Utc::now, |before| before.min(Utc::now())));
    let scope = scope(&caller);
    // The first chunk is read before the answer starts, so a failure is still an error response.
    let first = {
        let mut conn = context::connection(db).await?;
        context::check_key(&mut conn).await?;
        store::chunk(&mut *conn, scope, &filter, None, EXPORT_CHUNK).await?
    };
    let db = db.clone();
    let rest = futures_util::stream::try_unfold(next_after(&first), move |after| {
        let (db, filter) = (db.clone(), filter.clone());
        async move {
            let Some(after) = after else { return Ok(None) };
            let rows = store::chunk(&db, scope, &filter, Some(after), EXPORT_CHUNK)
                .await
                .map_err(std::io::Error::other)?;
            let next = next_after(&rows);
            Ok(Some((lines(rows)?, next)))
        }
    });
    let chunks = futures_util::stream::once(std::future::ready(lines(first))).chain(rest);
    let mut response = Body::from_stream(chunks).into_response();
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static("application/x-ndjson"));
    Ok(response)
}

/// Where the chunk after `rows` starts: after its last event, unless it was the last chunk.
fn next_after(rows: &[AuditEventRow]) -> Option<Uuid> {
    if rows.len() as i64 == EXPORT_CHUNK {
        rows.last().map(|row| row.id)
    } else {
        None
    }
}

/// A chunk as JSON Lines.
fn lines(rows: Vec<AuditEventRow>) -> Result<Bytes, std::io::Error> {
    let mut lines = Vec::with_capacity(rows.len() * 400);
    for row in rows {
        serde_json::to_writer(&mut lines, &models::AuditEvent::from(row)).map_err(std::io::Error::other)?;
        lines.push(b'\n');
    }
    Ok(Bytes::from(lines))
}
