//! The outbox in the database: claiming due messages under a lease, and recording what came of an
//! attempt.

use std::time::Duration;

use chrono::Utc;
use sqlx::PgPool;
use uuid::Uuid;

use super::answer::Answer;
use super::in_flight::{CLAIM_BATCH, InFlight, PER_ACCOUNT, PER_ENDPOINT};
use super::retry::Outcome;
use crate::db::StoredEnum;
use crate::models::WebhookEndpointStatus;
use crate::secrets;
use crate::state::Core;
use crate::telemetry::metrics;

/// How many due messages a claim looks at to fill its batch: more than the batch, so that a
/// backlog of one endpoint (which takes at most `PER_ENDPOINT`) does not hide the others; the
/// messages of endpoints and accounts at their limit are not looked at.
const CLAIM_WINDOW: usize = 4 * CLAIM_BATCH;

/// A message claimed for one attempt, with its endpoint and what signing it needs.
pub(super) struct LeasedMessage {
    pub(super) id: Uuid,
    pub(super) event_id: String,
    pub(super) endpoint_id: Uuid,
    /// The account whose share the delivery takes: the live account for its test-mode twin too.
    pub(super) account_id: Uuid,
    pub(super) payload: String,
    pub(super) attempts: i32,
    pub(super) round_attempts: i32,
    pub(super) url: String,
    pub(super) secret: String,
    pub(super) previous_secret: Option<String>,
    pub(super) endpoint_status: StoredEnum<WebhookEndpointStatus>,
}

impl LeasedMessage {
    /// The secrets that sign, opened: the current one, and a rotated-out one until it expires.
    pub(super) fn secrets(&self) -> anyhow::Result<Vec<String>> {
        let context = secrets::webhook_secret_context(self.endpoint_id);
        std::iter::once(self.secret.as_str())
            .chain(self.previous_secret.as_deref())
            .map(|sealed| secrets::reveal(sealed, &context))
            .collect()
    }
}

/// Claims up to `limit` due messages, at most `PER_ENDPOINT` in flight per endpoint and
/// `PER_ACCOUNT` per account counting those already in flight here, and pushes their next attempt
/// out by a lease of 60 seconds. Due messages that already had every attempt of their round
/// (their outcome could not be recorded) are failed instead of sent again. It skips locked rows
/// rather than wait for them, so it never takes part in a deadlock.
pub(super) async fn lease_due(
    state: &Core,
    in_flight: &InFlight,
    limit: usize,
) -> Result<Vec<LeasedMessage>, sqlx::Error> {
    let load = in_flight.load();
    // The first attempt and one per entry of the schedule.
    let last_attempt = state.settings.webhook_retry_schedule.0.len() as i32 + 1;
    sqlx::query_as!(
        LeasedMessage,
        r#"with exhausted as (
               update webhook_messages set status = 'failed'
               where id in (
                   select id from webhook_messages
                   where status = 'pending' and next_attempt_at <= now() and round_attempts >= $1
                   for update skip locked)
               returning id),
           candidates as (
               select m.id, m.endpoint_id, coalesce(a.live_account_id, a.id) as account_id, m.next_attempt_at
               from webhook_messages m
               join webhook_endpoints e on e.id = m.endpoint_id
               join accounts a on a.id = e.account_id
               where m.status = 'pending' and m.next_attempt_at <= now() and m.round_attempts < $1
                 and m.endpoint_id <> all($2::uuid[])
                 and coalesce(a.live_account_id, a.id) <> all($8::uuid[])
               order by m.next_attempt_at limit $3),
           per_endpoint as (
               select c.id, c.account_id, c.next_attempt_at,
                      row_number() over (partition by c.endpoint_id order by c.next_attempt_at)
                          + coalesce(f.in_flight, 0) as slot
               from candidates c
               left join unnest($4::uuid[], $5::int4[]) as f(endpoint_id, in_flight) on f.endpoint_id = c.endpoint_id),
           per_account as (
               select p.id,
                      row_number() over (partition by p.account_id order by p.next_attempt_at)
                          + coalesce(f.in_flight, 0) as slot
               from per_endpoint p
               left join unnest($9::uuid[], $10::int4[]) as f(account_id, in_flight) on f.account_id = p.account_id
               where p.slot <= $6),
           due as (
               select m.id from webhook_messages m
               where m.id in (select id from per_account where slot <= $11)
                 and m.status = 'pending' and m.next_attempt_at <= now()
               order by m.next_attempt_at limit $7
               for update of m skip locked)
           update webhook_messages m
           set attempts = m.attempts + 1, round_attempts = m.round_attempts + 1,
               next_attempt_at = now() + interval '60 seconds'
           from due, webhook_endpoints e, webhook_events v, accounts a
           where m.id = due.id and e.id = m.endpoint_id and v.id = m.event_id and a.id = e.account_id
           returning m.id, m.event_id, m.endpoint_id, coalesce(a.live_account_id, a.id) as "account_id!", v.payload,
                     m.attempts, m.round_attempts, e.url, e.secret,
                     case when e.previous_secret_expires_at > now() then e.previous_secret end as previous_secret,
                     e.status as "endpoint_status: StoredEnum<WebhookEndpointStatus>""#,
        last_attempt,
        &load.full_endpoints,
        CLAIM_WINDOW as i64,
        &load.endpoints,
        &load.endpoint_counts,
        PER_ENDPOINT as i64,
        limit as i64,
        &load.full_accounts,
        &load.accounts,
        &load.account_counts,
        PER_ACCOUNT as i64
    )
    .fetch_all(&state.db)
    .await
}

/// Of the endpoints that have deliveries in flight here, those that no longer exist (deleted,
/// with their account or on their own): a deletion whose notification was missed.
pub(super) async fn gone(db: &PgPool, endpoints: &[Uuid]) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select t.id as "id!" from unnest($1::uuid[]) as t(id)
           where not exists (select from webhook_endpoints e where e.id = t.id)"#,
        endpoints
    )
    .fetch_all(db)
    .await
}

/// Claims the endpoint's earliest due message, as [`lease_due`] does (a lease of 60 seconds), unless
/// its round of attempts is used up: the general claim fails those.
pub(super) async fn lease_next(state: &Core, endpoint_id: Uuid) -> Result<Option<LeasedMessage>, sqlx::Error> {
    let last_attempt = state.settings.webhook_retry_schedule.0.len() as i32 + 1;
    sqlx::query_as!(
        LeasedMessage,
        r#"with due as (
               select id from webhook_messages
               where endpoint_id = $1 and status = 'pending' and next_attempt_at <= now() and round_attempts < $2
               order by next_attempt_at limit 1
               for update skip locked)
           update webhook_messages m
           set attempts = m.attempts + 1, round_attempts = m.round_attempts + 1,
               next_attempt_at = now() + interval '60 seconds'
           from due, webhook_endpoints e, webhook_events v, accounts a
           where m.id = due.id and e.id = m.endpoint_id and v.id = m.event_id and a.id = e.account_id
           returning m.id, m.event_id, m.endpoint_id, coalesce(a.live_account_id, a.id) as "account_id!", v.payload,
                     m.attempts, m.round_attempts, e.url, e.secret,
                     case when e.previous_secret_expires_at > now() then e.previous_secret end as previous_secret,
                     e.status as "endpoint_status: StoredEnum<WebhookEndpointStatus>""#,
        endpoint_id,
        last_attempt
    )
    .fetch_optional(&state.db)
    .await
}

/// Logs the attempt and applies its outcome to the message. Like every transaction that writes both, it writes
/// the endpoint first and its message(s) after, so two of them can never wait on each other.
pub(super) async fn record(
    db: &PgPool,
    message: &LeasedMessage,
    attempt: &Answer,
    outcome: Outcome,
) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    match outcome {
        Outcome::Delivered => {
            sqlx::query!(
                "update webhook_endpoints set failing_since = null where id = $1 and failing_since is not null",
                message.endpoint_id
            )
            .execute(&mut *tx)
            .await?;
        }
        // Fails this message with the endpoint's other pending ones.
        Outcome::Gone => disable(&mut tx, message.endpoint_id, "The endpoint answered 410 Gone").await?,
        Outcome::Retry(_) | Outcome::Failed => {
            let failing_since = sqlx::query_scalar!(
                r#"update webhook_endpoints set failing_since = coalesce(failing_since, now()) where id = $1
                   returning failing_since as "failing_since!""#,
                message.endpoint_id
            )
            .fetch_optional(&mut *tx)
            .await?;
            if failing_since.is_some_and(|since| Utc::now() - since > chrono::Duration::days(5)) {
                disable(&mut tx, message.endpoint_id, "Every delivery failed for 5 days").await?;
            }
        }
    }
    sqlx::query!(
        "insert into webhook_attempts
             (id, message_id, endpoint_id, attempt, response_status, latency_ms, response_body, error, succeeded)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        Uuid::now_v7(),
        message.id,
        message.endpoint_id,
        message.attempts,
        attempt.status.map(i32::from),
        attempt.latency_ms,
        attempt.body,
        attempt.error,
        attempt.succeeded()
    )
    .execute(&mut *tx)
    .await?;
    apply_outcome(&mut tx, message.id, outcome).await?;
    tx.commit().await?;
    metrics::webhook_attempt(if attempt.succeeded() { "succeeded" } else { "failed" });
    Ok(())
}

/// Applies an outcome to a message whose attempt could not be logged.
pub(super) async fn record_outcome(db: &PgPool, message_id: Uuid, outcome: Outcome) -> Result<(), sqlx::Error> {
    let mut connection = db.acquire().await?;
    apply_outcome(&mut connection, message_id, outcome).await
}

async fn apply_outcome(db: &mut sqlx::PgConnection, message_id: Uuid, outcome: Outcome) -> Result<(), sqlx::Error> {
    match outcome {
        Outcome::Delivered => {
            sqlx::query!(
                "update webhook_messages set status = 'delivered', delivered_at = now() where id = $1",
                message_id
            )
            .execute(&mut *db)
            .await?;
        }
        Outcome::Retry(delay) => {
            sqlx::query!(
                "update webhook_messages set next_attempt_at = now() + $2 where id = $1",
                message_id,
                delay as Duration
            )
            .execute(&mut *db)
            .await?;
        }
        Outcome::Gone | Outcome::Failed => {
            sqlx::query!(
                "update webhook_messages set status = 'failed' where id = $1",
                message_id
            )
            .execute(&mut *db)
            .await?;
        }
    }
    Ok(())
}

/// Disables an endpoint; its pending messages fail with it (endpoint first, as everywhere).
async fn disable(tx: &mut sqlx::PgConnection, endpoint_id: Uuid, reason: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "update webhook_endpoints set status = 'disabled', disabled_reason = $2 where id = $1 and status = 'enabled'",
        endpoint_id,
        reason
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "update webhook_messages set status = 'failed' where endpoint_id = $1 and status = 'pending'",
        endpoint_id
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}
