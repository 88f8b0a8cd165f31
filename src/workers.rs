//! Background work of every instance. Each task is safe to run on any number of replicas.

use tokio::sync::watch;
use tokio::task::JoinSet;

use crate::auth::KeyUsage;
use crate::idempotency;
use crate::state::AppState;

/// Starts the workers; the returned future completes once they have all stopped after `stop`.
pub fn spawn(state: AppState, stop: watch::Receiver<bool>) -> impl Future<Output = ()> {
    let mut tasks = JoinSet::new();

    let (usage_state, mut usage_stop) = (state.clone(), stop.clone());
    tasks.spawn(async move {
        loop {
            let stopping = tokio::select! {
                _ = tokio::time::sleep(KeyUsage::FLUSH_INTERVAL) => false,
                _ = usage_stop.changed() => true,
            };
            if let Err(error) = usage_state.key_usage.flush(&usage_state.db).await {
                tracing::warn!(%error, "cannot record API key usage");
            }
            if stopping {
                break;
            }
        }
    });

    let (purge_state, mut purge_stop) = (state, stop);
    tasks.spawn(async move {
        loop {
            match idempotency::purge_expired(&purge_state.db).await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "purged expired idempotency keys"),
                Err(error) => tracing::warn!(%error, "cannot purge idempotency keys"),
            }
            tokio::select! {
                _ = tokio::time::sleep(idempotency::PURGE_INTERVAL) => {}
                _ = purge_stop.changed() => break,
            }
        }
    });

    async move { while tasks.join_next().await.is_some() {} }
}
