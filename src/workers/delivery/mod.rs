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
//! only holds up its own messages; an account's endpoints (at most `webhooks::MAX_ENDPOINTS` per
//! mode) hold at most a quarter of the slots. Whatever a receiver answers is recorded bounded and as valid
//! text, and a message whose outcome cannot be recorded still ends after its schedule.
//!
//! This module runs the loop and counts what is in flight; `store` claims and records, `client`
//! sends, and `retry` decides what comes of an attempt.

mod client;
mod retry;
mod store;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;
use tracing::Instrument;
use uuid::Uuid;

pub use self::client::client;
use self::client::{Attempt, send};
use self::retry::Outcome;
use self::store::{LeasedMessage, lease_due, lease_next, settle, settle_unlogged};
use crate::domain::webhooks;
use crate::http::state::AppState;
use crate::models::WebhookEndpointStatus;

/// Deliveries in flight per instance, all endpoints together.
const MAX_IN_FLIGHT: usize = 512;
/// Deliveries in flight per endpoint and instance: a dead receiver holds at most this many, so
/// it takes `MAX_IN_FLIGHT / PER_ENDPOINT` dead endpoints before a live one waits for room. A
/// live receiver keeps its slots busy: each goes on to the endpoint's next due message.
const PER_ENDPOINT: usize = 4;
/// An account's share: with at most `MAX_ENDPOINTS` endpoints per mode, its slow receivers hold
/// at most 80 of the slots, so three quarters stay free for every other account.
const _: () = assert!(2 * webhooks::MAX_ENDPOINTS as usize * PER_ENDPOINT <= MAX_IN_FLIGHT / 4);
/// Messages one claim statement takes at most; the loop claims again while there is more.
const CLAIM_BATCH: usize = 64;
const POLL: Duration = Duration::from_secs(1);

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
        lease_and_start(&state, &client, &settling, &stop, &mut in_flight).await;
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
async fn lease_and_start(
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
        let claimed = match lease_due(state, in_flight, room).await {
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

/// Delivers a claimed message and, while its endpoint answers with success, the endpoint's next
/// due messages in turn: a receiver that keeps up is sent to at the pace it answers, without a
/// claim of every endpoint's messages between two of its deliveries. A stop ends the turn.
async fn deliver_in_turn(
    state: AppState,
    client: reqwest::Client,
    settling: Arc<Semaphore>,
    stop: watch::Receiver<bool>,
    first: LeasedMessage,
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
        match lease_next(&state, endpoint_id).await {
            Ok(Some(next)) => message = next,
            Ok(None) => return,
            Err(error) => {
                tracing::warn!(%error, endpoint = %endpoint_id, "cannot claim webhook messages");
                return;
            }
        }
    }
}

/// Sends one claimed message and settles it; true when the receiver accepted it.
async fn deliver(state: &AppState, client: &reqwest::Client, settling: &Semaphore, message: LeasedMessage) -> bool {
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
