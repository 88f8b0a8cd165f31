//! Background work of every instance: webhook delivery (and partners' completion callbacks),
//! e-mail delivery, the sweeper, the retention period, and the periodic upkeep (writing key
//! usage, draining the latency samples into their histograms, purging expired idempotency keys,
//! following the directories of API keys and interview tokens). Each is safe to run on any number of replicas.
#![allow(clippy::disallowed_methods)] // Workers own their transactions; no request context here.

pub mod delivery;
pub mod email;
pub mod retention;
pub mod sweeper;

use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinSet;

use crate::db::notifications::Notifications;
use crate::domain::idempotency;
use crate::domain::keys::usage::KeyUsage;
use crate::domain::webhooks::endpoints::DELETED_CHANNEL;
use crate::domain::webhooks::{bell, events};
use crate::state::Core;
use crate::telemetry::metrics;

/// How often idempotency keys and events past their retention are deleted.
const PURGE_INTERVAL: Duration = Duration::from_secs(3600);

/// Starts the workers on `state` (with their own pool, `db::connect_workers`); the returned
/// future completes once they have all stopped after `stop`.
pub fn spawn(state: Core, stop: watch::Receiver<bool>) -> impl Future<Output = ()> {
    let mut tasks = JoinSet::new();

    let usage = state.clone();
    periodically(&mut tasks, &stop, KeyUsage::FLUSH_INTERVAL, move || {
        let usage = usage.clone();
        async move {
            if let Err(error) = usage.key_usage.flush(&usage.db).await {
                tracing::warn!(%error, "cannot record API key usage");
            }
        }
    });

    periodically(&mut tasks, &stop, metrics::UPKEEP_INTERVAL, || async {
        metrics::upkeep()
    });

    let purge = state.db.clone();
    periodically(&mut tasks, &stop, PURGE_INTERVAL, move || {
        let purge = purge.clone();
        async move {
            match idempotency::purge_expired(&purge).await {
                Ok(0) => {}
                Ok(purged) => {
                    metrics::purged("idempotency_keys", purged);
                    tracing::info!(purged, "purged expired idempotency keys");
                }
                Err(error) => tracing::warn!(%error, "cannot purge idempotency keys"),
            }
            // An event carries its deliveries and attempts: fewer per statement.
            match events::purge_expired_events(&purge, idempotency::PURGE_BATCH / 5).await {
                Ok(0) => {}
                Ok(purged) => {
                    metrics::purged("events", purged);
                    tracing::info!(purged, "purged events past their retention");
                }
                Err(error) => tracing::warn!(%error, "cannot purge events"),
            }
        }
    });

    let sweep = state.clone();
    periodically(&mut tasks, &stop, sweeper::INTERVAL, move || {
        let sweep = sweep.clone();
        async move {
            // The events of a pass wake the delivery workers once it is done (and each second
            // meanwhile, when they look anyway).
            let pass = sweeper::sweep(&sweep.db, &sweep.settings.interview_url_base);
            match sweep.webhook_bell.after(pass).await {
                Ok(swept) if swept == sweeper::Swept::default() => {}
                Ok(swept) => {
                    metrics::swept("expired", swept.expired);
                    metrics::swept("abandoned", swept.abandoned);
                    metrics::swept("failed", swept.failed);
                    tracing::info!(
                        expired = swept.expired,
                        abandoned = swept.abandoned,
                        failed = swept.failed,
                        "swept interviews past their deadlines"
                    )
                }
                Err(error) => tracing::warn!(%error, "cannot sweep interviews past their deadlines"),
            }
        }
    });

    let retain = state.clone();
    periodically(&mut tasks, &stop, retention::INTERVAL, move || {
        let retain = retain.clone();
        async move {
            match retention::redact_expired(&retain.db, &retain.settings.interview_url_base).await {
                Ok(0) => {}
                Ok(redacted) => {
                    metrics::redacted("retention", redacted);
                    tracing::info!(redacted, "redacted interviews past their retention period");
                }
                Err(error) => tracing::warn!(error = %format!("{error:#}"), "cannot apply the retention period"),
            }
            match retention::keep_audit_months(&retain.db).await {
                Ok(dropped) if dropped.is_empty() => {}
                Ok(dropped) => tracing::info!(?dropped, "dropped audit log months past their retention"),
                Err(error) => tracing::warn!(error = %format!("{error:#}"), "cannot keep the audit log's months"),
            }
        }
    });

    // One listening connection for every channel followed here.
    let notifications = Notifications::new(&[
        state.key_directory.channel(),
        state.token_directory.channel(),
        bell::CHANNEL,
        DELETED_CHANNEL,
    ]);
    for directory in [state.key_directory.clone(), state.token_directory.clone()] {
        let (db, notices, stop) = (state.db.clone(), notifications.follow(), stop.clone());
        tasks.spawn(async move { directory.maintain(&db, notices, stop).await });
    }

    tasks.spawn(email::run(state.clone(), stop.clone()));

    let callbacks = state.clone();
    let client = delivery::client(state.settings.webhook_allow_private);
    periodically(&mut tasks, &stop, delivery::partners::INTERVAL, move || {
        let (callbacks, client) = (callbacks.clone(), client.clone());
        async move { delivery::partners::deliver_due(&callbacks, &client).await }
    });

    tasks.spawn(delivery::run(state.clone(), notifications.follow(), stop.clone()));
    tasks.spawn(notifications.listen(state.settings.database.database_url.clone(), stop));

    async move { while tasks.join_next().await.is_some() {} }
}

/// Runs `work` now and then every `interval` until `stop`, and once more when stopping (so the
/// last key usage is written on shutdown).
fn periodically<F, Fut>(tasks: &mut JoinSet<()>, stop: &watch::Receiver<bool>, interval: Duration, work: F)
where
    F: Fn() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send,
{
    let mut stop = stop.clone();
    tasks.spawn(async move {
        loop {
            work().await;
            tokio::select! {
                _ = tokio::time::sleep(interval) => {}
                _ = stop.changed() => {
                    work().await;
                    break;
                }
            }
        }
    });
}
