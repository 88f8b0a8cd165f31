//! Webhook delivery: at least once, from the outbox.
//!
//! Every instance runs a worker. A worker claims due messages with `for update skip locked` and
//! pushes their next attempt out by a lease, so no two instances send the same message at once
//! and a worker that dies mid-send only delays the message until the lease ends. Sending happens
//! outside any transaction; each attempt is logged, then the outcome is applied to the message: delivered on
//! 2xx, retried on the schedule (with jitter, and never sooner than `Retry-After`, up to the
//! schedule's longest delay), failed after the last retry. A 410 disables the endpoint, and so do
//! five days of nothing but failures.
//!
//! Receivers are isolated from each other: every delivery is a task of its own, at most
//! `in_flight::PER_ENDPOINT` of them per endpoint and `in_flight::MAX_IN_FLIGHT` in all, so a slow or dead receiver
//! only holds up its own messages; an account holds at most `in_flight::PER_ACCOUNT` (a quarter of
//! the slots), counted across its endpoints, deleted ones too, so creating and deleting endpoints
//! gains it nothing. A deleted endpoint's deliveries are aborted on every instance: the deletion is
//! announced (`endpoints::DELETED_CHANNEL`), and a sweep catches what the announcement missed.
//! Whatever a receiver answers is recorded bounded and as valid text, and a message whose outcome
//! cannot be recorded still ends after its schedule.
//!
//! This module runs the loop; `in_flight` counts what is in flight, `store` claims and records,
//! `client` sends, and `retry` decides what comes of an attempt (`answer`).

mod answer;
mod client;
mod in_flight;
pub mod partners;
mod retry;
mod store;

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Semaphore, watch};
use tracing::Instrument;

use self::answer::Answer;
pub use self::client::client;
use self::client::send;
use self::in_flight::{CLAIM_BATCH, InFlight};
use self::retry::Outcome;
pub(crate) use self::retry::retry_delay;
use self::store::{LeasedMessage, gone, lease_due, lease_next, record, record_outcome};
use crate::db::notifications::{Follower, Notice};
use crate::domain::webhooks::endpoints::DELETED_CHANNEL;
use crate::models::WebhookEndpointStatus;
use crate::state::Core;

/// How often the worker claims when nothing wakes it.
const POLL: Duration = Duration::from_secs(1);
/// How often the worker looks for endpoints deleted without its hearing of it (the listener was
/// reconnecting, or the account was deleted with them), to abort what it sends to them.
const SWEEP: Duration = Duration::from_secs(5);

/// Delivers until `stop`, claiming whenever a delivery finishes, a new message is announced (the
/// bell, among the instance's `notices`) or a second has passed, and aborting the deliveries to
/// an endpoint once its deletion is announced; then waits for the deliveries in flight (each
/// bounded by the send timeout).
pub async fn run(state: Core, mut notices: Follower, mut stop: watch::Receiver<bool>) {
    let client = client(state.settings.webhook_allow_private);
    // Recording an outcome takes a pooled connection; a quarter of the pool at most, so that a
    // wave of answers never leaves requests waiting for one.
    let recording = Arc::new(Semaphore::new((state.settings.database_pool_size as usize / 4).max(1)));
    let mut in_flight = InFlight::default();
    let mut sweep = tokio::time::interval(SWEEP);
    sweep.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        lease_and_start(&state, &client, &recording, &stop, &mut in_flight).await;
        tokio::select! {
            Some(done) = in_flight.tasks.join_next_with_id() => finish(&mut in_flight, done),
            notice = notices.next() => {
                if let Notice::Notified { channel: DELETED_CHANNEL, payload } = notice
                    && let Ok(endpoint_id) = payload.parse()
                {
                    let aborted = in_flight.abort_endpoint(endpoint_id);
                    tracing::debug!(endpoint = %endpoint_id, aborted, "webhook endpoint deleted");
                }
            }
            _ = sweep.tick() => abort_deleted(&state, &in_flight).await,
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

/// Aborts the deliveries to endpoints that no longer exist.
async fn abort_deleted(state: &Core, in_flight: &InFlight) {
    let endpoints = in_flight.endpoints();
    if endpoints.is_empty() {
        return;
    }
    match gone(&state.db, &endpoints).await {
        Ok(gone) => {
            for endpoint_id in gone {
                in_flight.abort_endpoint(endpoint_id);
            }
        }
        Err(error) => tracing::warn!(%error, "cannot look for deleted webhook endpoints"),
    }
}

/// Frees the slot of a delivery that ended: finished, failed, or aborted (its endpoint was
/// deleted; an aborted delivery records nothing).
fn finish(in_flight: &mut InFlight, done: Result<(tokio::task::Id, ()), tokio::task::JoinError>) {
    match done {
        Ok((task, ())) => in_flight.finished(task),
        Err(error) if error.is_cancelled() => in_flight.finished(error.id()),
        Err(error) => {
            tracing::error!(%error, "a webhook delivery task failed");
            in_flight.finished(error.id());
        }
    }
}

/// Claims as many due messages as there is room for and starts their deliveries.
async fn lease_and_start(
    state: &Core,
    client: &reqwest::Client,
    recording: &Arc<Semaphore>,
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
            let (state, client, recording, stop) = (state.clone(), client.clone(), recording.clone(), stop.clone());
            in_flight.start(
                message.endpoint_id,
                message.account_id,
                deliver_in_turn(state, client, recording, stop, message),
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
    state: Core,
    client: reqwest::Client,
    recording: Arc<Semaphore>,
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
        if !deliver(&state, &client, &recording, message).instrument(span).await || *stop.borrow() {
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

/// Sends one claimed message and records what came of it; true when the receiver accepted it.
async fn deliver(state: &Core, client: &reqwest::Client, recording: &Semaphore, message: LeasedMessage) -> bool {
    let answer = if message.endpoint_status.0 == WebhookEndpointStatus::Enabled {
        send(client, &message, state.settings.webhook_allow_private).await
    } else {
        Answer {
            status: None,
            latency_ms: 0,
            body: None,
            error: Some("the endpoint is disabled".into()),
            retry_after: None,
        }
    };
    let outcome = Outcome::of(
        &answer,
        message.round_attempts,
        &state.settings.webhook_retry_schedule.0,
    );
    let Ok(_permit) = recording.acquire().await else {
        return false;
    };
    if let Err(error) = record(&state.db, &message, &answer, outcome).await {
        tracing::warn!(%error, message = %message.id, "cannot record a webhook attempt");
        // The outcome still stands without its log entry; if even that cannot be written, the
        // lease brings the message back, and the claim fails it once its round is used up.
        if let Err(error) = record_outcome(&state.db, message.id, outcome).await {
            tracing::warn!(%error, message = %message.id, "cannot record what came of a webhook message");
            return false;
        }
    }
    outcome == Outcome::Delivered
}
