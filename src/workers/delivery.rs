//! Webhook delivery: at least once, from the outbox.
//!
//! Every instance runs a worker. A worker claims due messages with `for update skip locked` and
//! pushes their next attempt out by a lease, so no two instances send the same message at once
//! and a worker that dies mid-send only delays the message until the lease ends. Sending happens
//! outside any transaction; each attempt is logged, then the message is settled: delivered on
//! 2xx, retried on the schedule (with jitter, and never sooner than `Retry-After`, up to the
//! schedule's longest delay), failed after the last retry. A 410 disables the endpoint, and so do
//! five days of nothing but failures.
//!
//! Receivers are isolated from each other: every delivery is a task of its own, at most
//! [`PER_ENDPOINT`] of them per endpoint and [`MAX_IN_FLIGHT`] in all, so a slow or dead receiver
//! only holds up its own messages. Whatever a receiver answers is recorded bounded and as valid
//! text, and a message whose outcome cannot be recorded still ends after its schedule.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::{DateTime, NaiveDateTime, Utc};
use rand::Rng;
use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;
use tracing::Instrument;
use uuid::Uuid;

use crate::db::Text;
use crate::domain::public_address::is_private;
use crate::domain::webhooks::signatures;
use crate::http::state::AppState;
use crate::models::WebhookEndpointStatus;
use crate::telemetry::metrics;

/// Deliveries in flight per instance, all endpoints together.
const MAX_IN_FLIGHT: usize = 512;
/// Deliveries in flight per endpoint and instance: a dead receiver holds at most this many, so
/// it takes `MAX_IN_FLIGHT / PER_ENDPOINT` dead endpoints before a live one waits for room. A
/// live receiver keeps its slots busy: each goes on to the endpoint's next due message.
const PER_ENDPOINT: usize = 4;
/// Messages one claim statement takes at most; the loop claims again while there is more.
const CLAIM_BATCH: usize = 64;
/// How many due messages a claim looks at to fill its batch: more than the batch, so that a
/// backlog of one endpoint (which takes at most `PER_ENDPOINT`) does not hide the others.
const CLAIM_WINDOW: usize = 4 * CLAIM_BATCH;
const SEND_TIMEOUT: Duration = Duration::from_secs(15);
/// How long the body may take once the status and headers arrived.
const BODY_TIMEOUT: Duration = Duration::from_secs(3);
const POLL: Duration = Duration::from_secs(1);
/// Bytes of the response body that are kept.
const RESPONSE_BODY_LIMIT: usize = 1024;
/// Characters of an error description that are kept.
const ERROR_LIMIT: usize = 256;

struct Claimed {
    id: Uuid,
    event_id: String,
    endpoint_id: Uuid,
    payload: String,
    attempts: i32,
    round_attempts: i32,
    url: String,
    secret: String,
    previous_secret: Option<String>,
    endpoint_status: Text<WebhookEndpointStatus>,
}

impl Claimed {
    /// The secrets that sign: the current one, and a rotated-out one until it expires.
    fn secrets(&self) -> Vec<&str> {
        std::iter::once(self.secret.as_str())
            .chain(self.previous_secret.as_deref())
            .collect()
    }
}

/// What one attempt came to.
struct Attempt {
    status: Option<u16>,
    latency_ms: i32,
    body: Option<String>,
    error: Option<String>,
    retry_after: Option<Duration>,
}

impl Attempt {
    fn succeeded(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }
}

/// What becomes of a message after an attempt.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Outcome {
    Delivered,
    /// 410: the receiver is gone for good; its endpoint is disabled.
    Gone,
    Retry(Duration),
    Failed,
}

impl Outcome {
    fn of(attempt: &Attempt, round_attempts: i32, schedule: &[Duration]) -> Self {
        if attempt.succeeded() {
            Outcome::Delivered
        } else if attempt.status == Some(410) {
            Outcome::Gone
        } else {
            let attempt_number = usize::try_from(round_attempts).unwrap_or(0);
            retry_delay(schedule, attempt_number, attempt.retry_after).map_or(Outcome::Failed, Outcome::Retry)
        }
    }
}

/// Resolves host names for webhook requests, refusing any that lead to a non-public address
/// (checked at connection time, so a name cannot be re-pointed after the endpoint was created).
struct PublicOnly;

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        Box::pin(async move {
            let addresses: Vec<SocketAddr> = tokio::net::lookup_host((name.as_str(), 0)).await?.collect();
            if addresses.iter().any(|a| is_private(a.ip())) {
                return Err("the host resolves to a non-public address".into());
            }
            Ok(Box::new(addresses.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

pub fn client(allow_private: bool) -> reqwest::Client {
    let builder = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        // A proxy from the environment would connect on our behalf, past the address filter.
        .no_proxy()
        .timeout(SEND_TIMEOUT)
        .user_agent("interview-api-webhooks/1");
    let builder = if allow_private {
        builder
    } else {
        builder.dns_resolver(Arc::new(PublicOnly))
    };
    builder.build().expect("the webhook HTTP client builds")
}

/// The deliveries this instance has in flight, by endpoint.
#[derive(Default)]
struct InFlight {
    tasks: JoinSet<()>,
    endpoint_of: HashMap<tokio::task::Id, Uuid>,
    per_endpoint: HashMap<Uuid, usize>,
}

impl InFlight {
    fn room(&self) -> usize {
        MAX_IN_FLIGHT.saturating_sub(self.tasks.len())
    }

    fn start(&mut self, endpoint_id: Uuid, delivery: impl Future<Output = ()> + Send + 'static) {
        let task = self.tasks.spawn(delivery);
        self.endpoint_of.insert(task.id(), endpoint_id);
        *self.per_endpoint.entry(endpoint_id).or_default() += 1;
    }

    fn finished(&mut self, task: tokio::task::Id) {
        let Some(endpoint_id) = self.endpoint_of.remove(&task) else {
            return;
        };
        if let Some(count) = self.per_endpoint.get_mut(&endpoint_id) {
            *count -= 1;
            if *count == 0 {
                self.per_endpoint.remove(&endpoint_id);
            }
        }
    }

    /// Endpoints at their limit (the claim skips them), and the others with their count.
    fn load(&self) -> (Vec<Uuid>, Vec<Uuid>, Vec<i32>) {
        let (mut full, mut busy, mut counts) = (Vec::new(), Vec::new(), Vec::new());
        for (&endpoint_id, &count) in &self.per_endpoint {
            if count >= PER_ENDPOINT {
                full.push(endpoint_id);
            } else {
                busy.push(endpoint_id);
                counts.push(count as i32);
            }
        }
        (full, busy, counts)
    }
}

/// Delivers until `stop`, claiming whenever a delivery finishes, a new message is announced
/// (`pg_notify`) or a second has passed; then waits for the deliveries in flight (each bounded
/// by the send timeout).
pub async fn run(state: AppState, mut stop: watch::Receiver<bool>) {
    let client = client(state.settings.webhook_allow_private);
    // Settling takes a pooled connection; a quarter of the pool at most, so that a wave of
    // answers never leaves requests waiting for one.
    let settling = Arc::new(Semaphore::new((state.settings.database_pool_size as usize / 4).max(1)));
    // A connection of its own, outside the pool, whose connections requests need.
    let mut listener = match PgListener::connect(&state.settings.database.database_url).await {
        Ok(mut listener) => listener.listen("webhook_messages").await.is_ok().then_some(listener),
        Err(_) => None,
    };
    let mut in_flight = InFlight::default();
    loop {
        claim_and_start(&state, &client, &settling, &stop, &mut in_flight).await;
        let wake = async {
            match listener.as_mut() {
                Some(listener) => {
                    if listener.recv().await.is_err() {
                        // Lost and not yet reconnected: fall back to polling for this round.
                        tokio::time::sleep(POLL).await;
                    }
                }
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            Some(done) = in_flight.tasks.join_next_with_id() => finish(&mut in_flight, done),
            _ = wake => {}
            _ = tokio::time::sleep(POLL) => {}
            _ = stop.changed() => break,
        }
        // Collect every other delivery that finished meanwhile before claiming again.
        while let Some(done) = in_flight.tasks.try_join_next_with_id() {
            finish(&mut in_flight, done);
        }
    }
    while let Some(done) = in_flight.tasks.join_next_with_id().await {
        finish(&mut in_flight, done);
    }
}

fn finish(in_flight: &mut InFlight, done: Result<(tokio::task::Id, ()), tokio::task::JoinError>) {
    match done {
        Ok((task, ())) => in_flight.finished(task),
        Err(error) => {
            tracing::error!(%error, "a webhook delivery task failed");
            in_flight.finished(error.id());
        }
    }
}

/// Claims as many due messages as there is room for and starts their deliveries.
async fn claim_and_start(
    state: &AppState,
    client: &reqwest::Client,
    settling: &Arc<Semaphore>,
    stop: &watch::Receiver<bool>,
    in_flight: &mut InFlight,
) {
    loop {
        let room = in_flight.room().min(CLAIM_BATCH);
        if room == 0 {
            return;
        }
        let claimed = match claim(state, in_flight, room).await {
            Ok(claimed) => claimed,
            Err(error) => {
                tracing::warn!(%error, "cannot claim webhook messages");
                return;
            }
        };
        let count = claimed.len();
        for message in claimed {
            let (state, client, settling, stop) = (state.clone(), client.clone(), settling.clone(), stop.clone());
            in_flight.start(
                message.endpoint_id,
                deliver_in_turn(state, client, settling, stop, message),
            );
        }
        if count < room {
            return;
        }
    }
}

/// Claims up to `limit` due messages, at most `PER_ENDPOINT` in flight per endpoint counting
/// those already in flight here, and pushes their next attempt out by a lease of 60 seconds.
/// Due messages that already had every attempt of their round (their outcome could not be
/// recorded) are failed instead of sent again. It skips locked rows rather than wait for them,
/// so it never takes part in a deadlock.
async fn claim(state: &AppState, in_flight: &InFlight, limit: usize) -> Result<Vec<Claimed>, sqlx::Error> {
    let (full, busy, counts) = in_flight.load();
    // The first attempt and one per entry of the schedule.
    let last_attempt = state.settings.webhook_retry_schedule.0.len() as i32 + 1;
    sqlx::query_as!(
        Claimed,
        r#"with exhausted as (
               update webhook_messages set status = 'failed'
               where id in (
                   select id from webhook_messages
                   where status = 'pending' and next_attempt_at <= now() and round_attempts >= $1
                   for update skip locked)
               returning id),
           candidates as (
               select id, endpoint_id, next_attempt_at from webhook_messages
               where status = 'pending' and next_attempt_at <= now() and round_attempts < $1
                 and endpoint_id <> all($2::uuid[])
               order by next_attempt_at limit $3),
           ranked as (
               select c.id,
                      row_number() over (partition by c.endpoint_id order by c.next_attempt_at)
                          + coalesce(f.in_flight, 0) as slot
               from candidates c
               left join unnest($4::uuid[], $5::int4[]) as f(endpoint_id, in_flight) on f.endpoint_id = c.endpoint_id),
           due as (
               select m.id from webhook_messages m
               where m.id in (select id from ranked where slot <= $6)
                 and m.status = 'pending' and m.next_attempt_at <= now()
               order by m.next_attempt_at limit $7
               for update of m skip locked)
           update webhook_messages m
           set attempts = m.attempts + 1, round_attempts = m.round_attempts + 1,
               next_attempt_at = now() + interval '60 seconds'
           from due, webhook_endpoints e, webhook_events v
           where m.id = due.id and e.id = m.endpoint_id and v.id = m.event_id
           returning m.id, m.event_id, m.endpoint_id, v.payload, m.attempts, m.round_attempts, e.url, e.secret,
                     case when e.previous_secret_expires_at > now() then e.previous_secret end as previous_secret,
                     e.status as "endpoint_status: Text<WebhookEndpointStatus>""#,
        last_attempt,
        &full,
        CLAIM_WINDOW as i64,
        &busy,
        &counts,
        PER_ENDPOINT as i64,
        limit as i64
    )
    .fetch_all(&state.db)
    .await
}

/// Delivers a claimed message and, while its endpoint answers with success, the endpoint's next
/// due messages in turn: a receiver that keeps up is sent to at the pace it answers, without a
/// claim of every endpoint's messages between two of its deliveries. A stop ends the turn.
async fn deliver_in_turn(
    state: AppState,
    client: reqwest::Client,
    settling: Arc<Semaphore>,
    stop: watch::Receiver<bool>,
    first: Claimed,
) {
    let mut message = first;
    loop {
        // Every line a delivery logs names its message, event and endpoint.
        let span = tracing::info_span!(
            "delivery",
            message_id = %message.id,
            event_id = %message.event_id,
            endpoint_id = %message.endpoint_id
        );
        let endpoint_id = message.endpoint_id;
        if !deliver(&state, &client, &settling, message).instrument(span).await || *stop.borrow() {
            return;
        }
        match claim_next(&state, endpoint_id).await {
            Ok(Some(next)) => message = next,
            Ok(None) => return,
            Err(error) => {
                tracing::warn!(%error, endpoint = %endpoint_id, "cannot claim webhook messages");
                return;
            }
        }
    }
}

/// Claims the endpoint's earliest due message, as [`claim`] does (a lease of 60 seconds), unless
/// its round of attempts is used up: the general claim fails those.
async fn claim_next(state: &AppState, endpoint_id: Uuid) -> Result<Option<Claimed>, sqlx::Error> {
    let last_attempt = state.settings.webhook_retry_schedule.0.len() as i32 + 1;
    sqlx::query_as!(
        Claimed,
        r#"with due as (
               select id from webhook_messages
               where endpoint_id = $1 and status = 'pending' and next_attempt_at <= now() and round_attempts < $2
               order by next_attempt_at limit 1
               for update skip locked)
           update webhook_messages m
           set attempts = m.attempts + 1, round_attempts = m.round_attempts + 1,
               next_attempt_at = now() + interval '60 seconds'
           from due, webhook_endpoints e, webhook_events v
           where m.id = due.id and e.id = m.endpoint_id and v.id = m.event_id
           returning m.id, m.event_id, m.endpoint_id, v.payload, m.attempts, m.round_attempts, e.url, e.secret,
                     case when e.previous_secret_expires_at > now() then e.previous_secret end as previous_secret,
                     e.status as "endpoint_status: Text<WebhookEndpointStatus>""#,
        endpoint_id,
        last_attempt
    )
    .fetch_optional(&state.db)
    .await
}

/// Sends one claimed message and settles it; true when the receiver accepted it.
async fn deliver(state: &AppState, client: &reqwest::Client, settling: &Semaphore, message: Claimed) -> bool {
    let attempt = if message.endpoint_status.0 == WebhookEndpointStatus::Enabled {
        send(client, &message, state.settings.webhook_allow_private).await
    } else {
        Attempt {
            status: None,
            latency_ms: 0,
            body: None,
            error: Some("the endpoint is disabled".into()),
            retry_after: None,
        }
    };
    let outcome = Outcome::of(
        &attempt,
        message.round_attempts,
        &state.settings.webhook_retry_schedule.0,
    );
    let Ok(_permit) = settling.acquire().await else {
        return false;
    };
    if let Err(error) = settle(&state.db, &message, &attempt, outcome).await {
        tracing::warn!(%error, message = %message.id, "cannot record a webhook attempt");
        // The outcome still stands without its log entry; if even that cannot be written, the
        // lease brings the message back, and the claim fails it once its round is used up.
        if let Err(error) = settle_unlogged(&state.db, message.id, outcome).await {
            tracing::warn!(%error, message = %message.id, "cannot settle a webhook message");
            return false;
        }
    }
    outcome == Outcome::Delivered
}

async fn send(client: &reqwest::Client, message: &Claimed, allow_private: bool) -> Attempt {
    let started = Instant::now();
    let failed = |error: String| Attempt {
        status: None,
        latency_ms: elapsed_ms(started),
        body: None,
        error: Some(error),
        retry_after: None,
    };
    let literal_ip = reqwest::Url::parse(&message.url).ok().and_then(|url| {
        url.host_str()
            .and_then(|h| h.trim_matches(|c| c == '[' || c == ']').parse::<IpAddr>().ok())
    });
    if !allow_private && literal_ip.is_some_and(is_private) {
        return failed("the URL points to a non-public address".into());
    }
    let timestamp = chrono::Utc::now().timestamp();
    let request = client
        .post(&message.url)
        .header("content-type", "application/json")
        .header("webhook-id", &message.event_id)
        .header("webhook-timestamp", timestamp.to_string())
        .header(
            "webhook-signature",
            signatures(
                &message.secrets(),
                &message.event_id,
                timestamp,
                message.payload.as_bytes(),
            ),
        )
        .body(message.payload.clone());
    let mut response = match request.send().await {
        Ok(response) => response,
        Err(error) => return failed(describe(&error)),
    };
    let latency_ms = elapsed_ms(started);
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get(reqwest::header::RETRY_AFTER)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| parse_retry_after(value, Utc::now()));
    let body = read_start(&mut response).await;
    Attempt {
        status: Some(status),
        latency_ms,
        body: Some(as_text(&String::from_utf8_lossy(&body), usize::MAX)),
        error: None,
        retry_after,
    }
}

fn elapsed_ms(started: Instant) -> i32 {
    i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX)
}

/// The first `RESPONSE_BODY_LIMIT` bytes of the body, or what arrived of them within
/// `BODY_TIMEOUT`: the status is the answer, the body only a hint for whoever reads the log.
async fn read_start(response: &mut reqwest::Response) -> Vec<u8> {
    let mut body = Vec::new();
    let read = async {
        while body.len() < RESPONSE_BODY_LIMIT {
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    let wanted = (RESPONSE_BODY_LIMIT - body.len()).min(chunk.len());
                    body.extend_from_slice(&chunk[..wanted]);
                }
                _ => break,
            }
        }
    };
    let _ = tokio::time::timeout(BODY_TIMEOUT, read).await;
    body
}

/// Text PostgreSQL accepts and a log can show: NUL characters (which `text` rejects) become
/// U+FFFD, and at most `limit` bytes are kept, cut at a character boundary.
fn as_text(text: &str, limit: usize) -> String {
    let mut end = text.len().min(limit);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].replace('\0', "\u{FFFD}")
}

/// Why a request got no answer, in words fit for the attempt log (the URL left out: the log
/// shows the endpoint already).
fn describe(error: &reqwest::Error) -> String {
    let what = if error.is_timeout() {
        "timed out after 15 s"
    } else if error.is_connect() {
        "could not connect"
    } else {
        "request failed"
    };
    // The innermost cause says most (a refused connection, a head too large, a TLS alert).
    let mut innermost = None;
    let mut cause = std::error::Error::source(error);
    while let Some(source) = cause {
        innermost = Some(source);
        cause = source.source();
    }
    let detail = innermost.map(|source| format!(": {source}")).unwrap_or_default();
    as_text(&format!("{what}{detail}"), ERROR_LIMIT)
}

/// `Retry-After` as a delay: seconds, or an HTTP date (IMF-fixdate, or the obsolete RFC 850 and
/// asctime forms). A number too large for the clock reads as "as late as possible".
fn parse_retry_after(value: &str, now: DateTime<Utc>) -> Option<Duration> {
    let value = value.trim();
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        return Some(Duration::from_secs(value.parse().unwrap_or(u64::MAX)));
    }
    let date = DateTime::parse_from_rfc2822(value)
        .map(|date| date.with_timezone(&Utc))
        .ok()
        .or_else(|| {
            ["%A, %d-%b-%y %H:%M:%S GMT", "%a %b %e %H:%M:%S %Y"]
                .iter()
                .find_map(|format| NaiveDateTime::parse_from_str(value, format).ok())
                .map(|date| date.and_utc())
        })?;
    Some((date - now).to_std().unwrap_or(Duration::ZERO))
}

/// The delay before retry number `attempt` (1-based): the schedule's entry ±20%, at least what
/// the receiver asked for, but never more than the schedule's longest delay (a receiver cannot
/// park a message). `None` once the schedule is used up.
fn retry_delay(schedule: &[Duration], attempt: usize, retry_after: Option<Duration>) -> Option<Duration> {
    let base = *schedule.get(attempt.checked_sub(1)?)?;
    let jittered = base.mul_f64(rand::thread_rng().gen_range(0.8..=1.2));
    let longest = schedule.iter().max().copied().unwrap_or_default();
    let delay = retry_after.map_or(jittered, |asked| jittered.max(asked.min(longest)));
    // PostgreSQL intervals hold microseconds.
    Some(Duration::from_micros(delay.as_micros() as u64))
}

/// Logs the attempt and settles the message. Like every transaction that writes both, it writes
/// the endpoint first and its message(s) after, so two of them can never wait on each other.
async fn settle(db: &PgPool, message: &Claimed, attempt: &Attempt, outcome: Outcome) -> Result<(), sqlx::Error> {
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
    settle_message(&mut tx, message.id, outcome).await?;
    tx.commit().await?;
    metrics::webhook_attempt(if attempt.succeeded() { "succeeded" } else { "failed" });
    Ok(())
}

/// Settles a message whose attempt could not be logged.
async fn settle_unlogged(db: &PgPool, message_id: Uuid, outcome: Outcome) -> Result<(), sqlx::Error> {
    let mut connection = db.acquire().await?;
    settle_message(&mut connection, message_id, outcome).await
}

async fn settle_message(db: &mut sqlx::PgConnection, message_id: Uuid, outcome: Outcome) -> Result<(), sqlx::Error> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_follow_the_schedule_with_jitter_and_honour_retry_after() {
        let schedule = [Duration::from_secs(5), Duration::from_secs(300)];
        for _ in 0..100 {
            let delay = retry_delay(&schedule, 1, None).unwrap();
            assert!(delay >= Duration::from_secs(4) && delay <= Duration::from_secs(6));
        }
        assert!(retry_delay(&schedule, 1, Some(Duration::from_secs(60))).unwrap() >= Duration::from_secs(60));
        assert!(retry_delay(&schedule, 3, None).is_none());
    }

    #[test]
    fn retry_after_is_capped_at_the_longest_delay_of_the_schedule() {
        let schedule = [Duration::from_secs(5), Duration::from_secs(300)];
        for asked in [
            Duration::from_secs(99_999_999_999_999),
            Duration::MAX,
            Duration::from_secs(301),
        ] {
            let delay = retry_delay(&schedule, 1, Some(asked)).unwrap();
            assert_eq!(delay, Duration::from_secs(300), "{asked:?}");
        }
    }

    #[test]
    fn retry_after_reads_seconds_and_http_dates() {
        let now = DateTime::parse_from_rfc3339("2015-10-21T07:28:00Z").unwrap().to_utc();
        let read = |value| parse_retry_after(value, now);
        assert_eq!(read("120"), Some(Duration::from_secs(120)));
        assert_eq!(read(" 0 "), Some(Duration::ZERO));
        assert_eq!(read("99999999999999"), Some(Duration::from_secs(99_999_999_999_999)));
        assert_eq!(read("999999999999999999999999"), Some(Duration::from_secs(u64::MAX)));
        assert_eq!(read("Wed, 21 Oct 2015 07:30:00 GMT"), Some(Duration::from_secs(120)));
        assert_eq!(
            read("Wednesday, 21-Oct-15 07:30:00 GMT"),
            Some(Duration::from_secs(120))
        );
        assert_eq!(read("Wed Oct 21 07:30:00 2015"), Some(Duration::from_secs(120)));
        assert_eq!(
            read("Wed, 21 Oct 2015 07:00:00 GMT"),
            Some(Duration::ZERO),
            "a date past"
        );
        assert_eq!(read("-5"), None);
        assert_eq!(read("soon"), None);
        assert_eq!(read(""), None);
    }

    #[test]
    fn recorded_text_has_no_nul_and_is_bounded_at_a_character_boundary() {
        assert_eq!(as_text("200 ok\0", 1024), "200 ok\u{FFFD}");
        assert_eq!(as_text("ééé", 5), "éé");
        assert_eq!(as_text(&"x".repeat(5000), ERROR_LIMIT).len(), ERROR_LIMIT);
        let binary = String::from_utf8_lossy(&[0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe]).into_owned();
        assert!(!as_text(&binary, 1024).contains('\0'));
    }

    #[test]
    fn the_outcome_follows_the_status_and_the_round() {
        let schedule = [Duration::from_millis(50), Duration::from_millis(50)];
        let answered = |status| Attempt {
            status: Some(status),
            latency_ms: 1,
            body: None,
            error: None,
            retry_after: None,
        };
        assert_eq!(Outcome::of(&answered(204), 1, &schedule), Outcome::Delivered);
        assert_eq!(Outcome::of(&answered(410), 1, &schedule), Outcome::Gone);
        assert!(matches!(Outcome::of(&answered(500), 2, &schedule), Outcome::Retry(_)));
        assert_eq!(Outcome::of(&answered(500), 3, &schedule), Outcome::Failed);
    }
}
