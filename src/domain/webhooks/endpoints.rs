//! Webhook endpoints: where an account's events go, their subscriptions and signing secrets, and
//! the log of every delivery attempt to them.

use std::collections::HashSet;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::audit;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, EndpointId};
use crate::domain::public_address::check_target;
use crate::domain::validation::FieldPath;
use crate::domain::webhooks::{AttemptRow, DEFAULT_EVENTS, Endpoint, MAX_ENDPOINTS};
use crate::models::{self, EventType, WebhookEndpointStatus, WebhookEventType};
use crate::secrets;
use crate::wire::from_nullable;

pub const NOT_FOUND: DomainError = DomainError::NotFound("Webhook endpoint");

/// `query_as!` of [`Endpoint`]s: `$tail` (the `where` clause and what follows it) completes the
/// statement. A previous secret past its 24 hours reads as none.
macro_rules! select_endpoints {
    ($tail:tt $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            Endpoint,
            r#"select id, url, events as "events: Vec<StoredEnum<WebhookEventType>>", description, secret,
                      status as "status: StoredEnum<WebhookEndpointStatus>", disabled_reason,
                      case when previous_secret_expires_at > now() then previous_secret_expires_at end
                          as previous_secret_expires_at,
                      created_at
               from webhook_endpoints "# + $tail
            $(, $arg)*
        )
    };
}

/// One endpoint of the account.
pub async fn find(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    id: EndpointId,
) -> Result<Option<Endpoint>, sqlx::Error> {
    select_endpoints!(
        "where id = $1 and account_id = $2",
        id as EndpointId,
        account_id as AccountId
    )
    .fetch_optional(db)
    .await
}

/// One enabled endpoint of the account: an action on a disabled one is refused ([`DISABLED`]).
pub async fn find_enabled(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    id: EndpointId,
) -> Result<Endpoint, DomainError> {
    let endpoint = find(db, account_id, id).await?.ok_or(NOT_FOUND)?;
    if !endpoint.enabled() {
        return Err(DomainError::InvalidState(DISABLED.to_owned()));
    }
    Ok(endpoint)
}

/// A page of the account's endpoints, newest first, after `after`.
pub async fn page(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    after: Option<Uuid>,
    limit: i64,
) -> Result<Vec<Endpoint>, sqlx::Error> {
    select_endpoints!(
        "where account_id = $1 and ($2::uuid is null or id < $2) order by id desc limit $3",
        account_id as AccountId,
        after,
        limit
    )
    .fetch_all(db)
    .await
}

/// A new signing secret: `whsec_` and the base64 of 24 random bytes.
fn new_secret() -> String {
    let bytes: [u8; 24] = rand::random();
    format!("whsec_{}", STANDARD.encode(bytes))
}

/// The subscriptions of a request, each listed once.
fn distinct(events: &[WebhookEventType]) -> Result<Vec<StoredEnum<WebhookEventType>>, DomainError> {
    let mut seen = HashSet::new();
    for (i, event) in events.iter().enumerate() {
        if !seen.insert(event.to_string()) {
            return Err(DomainError::invalid(
                FieldPath::key("events").index(i),
                "is listed more than once",
            ));
        }
    }
    Ok(events.iter().copied().map(StoredEnum).collect())
}

/// A URL the server may send to: https on a public address (or any address with
/// `allow_private`).
async fn checked_url(url: &str, allow_private: bool) -> Result<(), DomainError> {
    check_target(url, allow_private)
        .await
        .map(drop)
        .map_err(|message| DomainError::invalid(FieldPath::key("url"), message))
}

/// Registers an endpoint, at most [`MAX_ENDPOINTS`] per account, with a new secret (sealed at
/// rest; [`crate::domain::webhooks::model::with_secret`] opens it for the answer).
pub async fn create(
    tx: &mut PgConnection,
    account_id: AccountId,
    request: &models::WebhookEndpointCreate,
    allow_private: bool,
) -> Result<Endpoint, DomainError> {
    checked_url(&request.url, allow_private).await?;
    let events = distinct(request.events.as_deref().unwrap_or(&DEFAULT_EVENTS))?;
    // The account's row is locked first, so concurrent creations count one after another
    // (the count is a statement of its own: it sees what the one before committed). Not `for
    // update`: the request's Idempotency-Key claim already holds a key-share lock on the row (its
    // foreign key), and two creations upgrading theirs would deadlock.
    sqlx::query!(
        "select id from accounts where id = $1 for no key update",
        account_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?;
    let held = sqlx::query_scalar!(
        r#"select count(*) as "count!" from webhook_endpoints where account_id = $1"#,
        account_id as AccountId
    )
    .fetch_one(&mut *tx)
    .await?;
    if held >= MAX_ENDPOINTS {
        return Err(DomainError::InvalidState(format!(
            "The account has {MAX_ENDPOINTS} webhook endpoints, the most allowed; delete one first"
        )));
    }
    let id = Uuid::now_v7();
    let secret = secrets::seal(&new_secret(), &secrets::webhook_secret_context(id));
    let id = sqlx::query_scalar!(
        r#"insert into webhook_endpoints (id, account_id, url, events, description, secret)
           values ($1, $2, $3, $4, $5, $6) returning id as "id: EndpointId""#,
        id,
        account_id as AccountId,
        request.url,
        &events as &[StoredEnum<WebhookEventType>],
        request.description,
        secret
    )
    .fetch_one(&mut *tx)
    .await?;
    find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)
}

/// Changes what the request gives. Disabling fails the pending deliveries (the endpoint row is
/// locked first, then its messages: the order every writer of both follows); enabling forgets
/// the run of failures.
pub async fn update(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: EndpointId,
    request: &models::WebhookEndpointUpdate,
    allow_private: bool,
) -> Result<Endpoint, DomainError> {
    if let Some(url) = &request.url {
        checked_url(url, allow_private).await?;
    }
    let events = request.events.as_deref().map(distinct).transpose()?;
    let description = request.description.clone();
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
        id as EndpointId,
        account_id as AccountId,
        request.url,
        events.as_deref() as Option<&[StoredEnum<WebhookEventType>]>,
        description.is_some(),
        description.and_then(from_nullable),
        request.enabled
    )
    .fetch_optional(&mut *tx)
    .await?;
    updated.ok_or(NOT_FOUND)?;
    if request.enabled == Some(false) {
        sqlx::query!(
            "update webhook_messages set status = 'failed' where endpoint_id = $1 and status = 'pending'",
            id as EndpointId
        )
        .execute(&mut *tx)
        .await?;
    }
    find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)
}

/// A new secret; the previous one keeps signing for 24 hours.
pub async fn rotate_secret(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: EndpointId,
) -> Result<Endpoint, DomainError> {
    let rotated = sqlx::query_scalar!(
        "update webhook_endpoints
         set previous_secret = secret, previous_secret_expires_at = now() + interval '24 hours', secret = $3,
             updated_at = now()
         where id = $1 and account_id = $2
         returning id",
        id as EndpointId,
        account_id as AccountId,
        secrets::seal(&new_secret(), &secrets::webhook_secret_context(id.0))
    )
    .fetch_optional(&mut *tx)
    .await?;
    rotated.ok_or(NOT_FOUND)?;
    find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)
}

/// The channel a deletion is announced on (`pg_notify`, the endpoint's id as payload, once the
/// deletion commits): the delivery worker of every instance aborts what it sends to it.
pub const DELETED_CHANNEL: &str = "webhook_endpoints_deleted";

/// Deletes an endpoint with its undelivered events and its attempt log, and announces it on
/// [`DELETED_CHANNEL`] so that no instance goes on sending to it. The deletion is recorded in the
/// audit log by `actor`, in the same statement (one round trip, as before the log).
pub async fn delete(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    id: EndpointId,
    actor: &audit::Actor,
) -> Result<(), DomainError> {
    let deleted = sqlx::query_scalar!(
        r#"with deleted as (
               delete from webhook_endpoints where id = $1 and account_id = $2 returning id),
           notified as (
               select pg_notify($3, id::text) from deleted),
           recorded as (
               insert into audit_events (id, account_id, action, actor_type, actor_key_id, actor_key_name, actor_ip,
                                         target_type, target_id, request_id)
               select $4, $2, $5, $6, $7, (select name from api_keys where id = $7), $8::text::inet, $9, deleted.id,
                      $10
               from deleted)
           select count(*) as "deleted!" from notified"#,
        id as EndpointId,
        account_id as AccountId,
        DELETED_CHANNEL,
        Uuid::now_v7(),
        audit::Action::WebhookEndpointDeleted.as_str(),
        actor.kind.as_str(),
        actor.key_uuid(),
        actor.ip_text(),
        audit::Action::WebhookEndpointDeleted.target_type(),
        actor.request_id.as_deref()
    )
    .fetch_one(db)
    .await?;
    if deleted == 0 {
        return Err(NOT_FOUND);
    }
    Ok(())
}

/// A page of an endpoint's attempt log, newest first, after `after`; `None` when the endpoint is
/// not the account's.
pub async fn attempts(
    db: &sqlx::PgPool,
    account_id: AccountId,
    id: EndpointId,
    after: Option<Uuid>,
    limit: i64,
) -> Result<Vec<AttemptRow>, DomainError> {
    find(db, account_id, id).await?.ok_or(NOT_FOUND)?;
    Ok(sqlx::query_as!(
        AttemptRow,
        r#"select a.id, m.event_id, v.type as "event_type: StoredEnum<EventType>", a.endpoint_id, a.attempt, a.attempted_at,
                  a.response_status, a.latency_ms, a.response_body, a.error, a.succeeded
           from webhook_attempts a
           join webhook_messages m on m.id = a.message_id
           join webhook_events v on v.id = m.event_id
           where a.endpoint_id = $1 and ($2::uuid is null or a.id < $2)
           order by a.id desc limit $3"#,
        id as EndpointId,
        after,
        limit
    )
    .fetch_all(db)
    .await?)
}

/// What an action on a disabled endpoint answers.
pub const DISABLED: &str = "The webhook endpoint is disabled; enable it first with PATCH /webhooks/{id}";
