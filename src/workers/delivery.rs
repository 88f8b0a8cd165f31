//! Webhook delivery: at least once, from the outbox.
//!
//! Every instance runs a worker. A worker claims due messages with `for update skip locked` and
//! pushes their next attempt out by a lease, so no two instances send the same message at once
//! and a worker that dies mid-send only delays the message until the lease ends. Sending happens
//! outside any transaction; each attempt is logged, then the message is settled: delivered on
//! 2xx, retried on the schedule (with jitter, and never sooner than `Retry-After`), failed after
//! the last retry. A 410 disables the endpoint, and so do five days of nothing but failures.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::future::join_all;
use rand::Rng;
use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::sync::watch;
use uuid::Uuid;

use crate::db::Text;
use crate::domain::public_address::is_private;
use crate::domain::webhooks::signatures;
use crate::models::WebhookEndpointStatus;
use crate::state::AppState;

const BATCH: i64 = 32;
const SEND_TIMEOUT: Duration = Duration::from_secs(15);
const POLL: Duration = Duration::from_secs(1);
const RESPONSE_BODY_LIMIT: usize = 1024;

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
        .timeout(SEND_TIMEOUT)
        .user_agent("interview-api-webhooks/1");
    let builder = if allow_private {
        builder
    } else {
        builder.dns_resolver(Arc::new(PublicOnly))
    };
    builder.build().expect("the webhook HTTP client builds")
}

/// Delivers until `stop`, waking on new events (`pg_notify`) or every second.
pub async fn run(state: AppState, mut stop: watch::Receiver<bool>) {
    let client = client(state.settings.webhook_allow_private);
    // A connection of its own, outside the pool, whose connections requests need.
    let mut listener = match PgListener::connect(&state.settings.database.database_url).await {
        Ok(mut listener) => listener.listen("webhook_messages").await.is_ok().then_some(listener),
        Err(_) => None,
    };
    loop {
        match deliver_due(&state, &client).await {
            Ok(claimed) if claimed as i64 == BATCH => continue,
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "webhook delivery pass failed"),
        }
        let wake = async {
            match listener.as_mut() {
                Some(listener) => drop(listener.recv().await),
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            _ = wake => {}
            _ = tokio::time::sleep(POLL) => {}
            _ = stop.changed() => break,
        }
    }
}

/// Claims a batch of due messages and sends them concurrently. Returns how many it claimed.
pub async fn deliver_due(state: &AppState, client: &reqwest::Client) -> Result<usize, sqlx::Error> {
    // The claim pushes the next attempt out by a lease of 60 seconds.
    let claimed = sqlx::query_as!(
        Claimed,
        r#"with due as (
               select id from webhook_messages where status = 'pending' and next_attempt_at <= now()
               order by next_attempt_at limit $1 for update skip locked)
           update webhook_messages m
           set attempts = m.attempts + 1, round_attempts = m.round_attempts + 1,
               next_attempt_at = now() + interval '60 seconds'
           from due, webhook_endpoints e, webhook_events v
           where m.id = due.id and e.id = m.endpoint_id and v.id = m.event_id
           returning m.id, m.event_id, m.endpoint_id, v.payload, m.attempts, m.round_attempts, e.url, e.secret,
                     case when e.previous_secret_expires_at > now() then e.previous_secret end as previous_secret,
                     e.status as "endpoint_status: Text<WebhookEndpointStatus>""#,
        BATCH
    )
    .fetch_all(&state.db)
    .await?;
    let count = claimed.len();
    let results = join_all(claimed.into_iter().map(|message| async move {
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
        settle(&state.db, &message, &attempt, &state.settings.webhook_retry_schedule.0).await
    }))
    .await;
    results.into_iter().collect::<Result<Vec<_>, _>>()?;
    Ok(count)
}

async fn send(client: &reqwest::Client, message: &Claimed, allow_private: bool) -> Attempt {
    let started = Instant::now();
    let failed = |error: String| Attempt {
        status: None,
        latency_ms: started.elapsed().as_millis() as i32,
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
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok()?.trim().parse::<u64>().ok())
        .map(Duration::from_secs);
    let mut body = Vec::new();
    while body.len() < RESPONSE_BODY_LIMIT {
        match response.chunk().await {
            Ok(Some(chunk)) => body.extend_from_slice(&chunk),
            _ => break,
        }
    }
    body.truncate(RESPONSE_BODY_LIMIT);
    Attempt {
        status: Some(status),
        latency_ms: started.elapsed().as_millis() as i32,
        body: Some(String::from_utf8_lossy(&body).into_owned()),
        error: None,
        retry_after,
    }
}

fn describe(error: &reqwest::Error) -> String {
    if error.is_timeout() {
        "timed out after 15 s".into()
    } else if error.is_connect() {
        "could not connect".into()
    } else {
        "request failed".into()
    }
}

/// The delay before retry number `attempt` (1-based): the schedule's entry ±20%, at least
/// what the receiver asked for. `None` once the schedule is used up.
fn retry_delay(schedule: &[Duration], attempt: usize, retry_after: Option<Duration>) -> Option<Duration> {
    let base = *schedule.get(attempt.checked_sub(1)?)?;
    let jittered = base.mul_f64(rand::thread_rng().gen_range(0.8..=1.2));
    let delay = retry_after.map_or(jittered, |asked| jittered.max(asked));
    // PostgreSQL intervals hold microseconds.
    Some(Duration::from_micros(delay.as_micros() as u64))
}

async fn settle(db: &PgPool, message: &Claimed, attempt: &Attempt, schedule: &[Duration]) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
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

    if attempt.succeeded() {
        sqlx::query!(
            "update webhook_messages set status = 'delivered', delivered_at = now() where id = $1",
            message.id
        )
        .execute(&mut *tx)
        .await?;
        sqlx::query!(
            "update webhook_endpoints set failing_since = null where id = $1",
            message.endpoint_id
        )
        .execute(&mut *tx)
        .await?;
    } else if attempt.status == Some(410) {
        sqlx::query!(
            "update webhook_messages set status = 'failed' where id = $1",
            message.id
        )
        .execute(&mut *tx)
        .await?;
        disable(&mut tx, message.endpoint_id, "The endpoint answered 410 Gone").await?;
    } else {
        match retry_delay(schedule, message.round_attempts as usize, attempt.retry_after) {
            Some(delay) => {
                sqlx::query!(
                    "update webhook_messages set next_attempt_at = now() + $2 where id = $1",
                    message.id,
                    delay as Duration
                )
                .execute(&mut *tx)
                .await?
            }
            None => {
                sqlx::query!(
                    "update webhook_messages set status = 'failed' where id = $1",
                    message.id
                )
                .execute(&mut *tx)
                .await?
            }
        };
        let failing_since = sqlx::query_scalar!(
            r#"update webhook_endpoints set failing_since = coalesce(failing_since, now()) where id = $1
               returning failing_since as "failing_since!""#,
            message.endpoint_id
        )
        .fetch_one(&mut *tx)
        .await?;
        if chrono::Utc::now() - failing_since > chrono::Duration::days(5) {
            disable(&mut tx, message.endpoint_id, "Every delivery failed for 5 days").await?;
        }
    }
    tx.commit().await
}

/// Disables an endpoint; its pending messages fail with it.
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
}
