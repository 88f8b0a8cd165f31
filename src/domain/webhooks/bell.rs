//! Waking the delivery workers of every instance (`workers::delivery`, listening on
//! [`CHANNEL`]) when messages are queued: once the transaction that queued them has committed, by
//! a notification sent from a connection of the bell's own.
//!
//! Not from the transaction itself: PostgreSQL takes one lock for the whole database when a
//! transaction that notified commits, and holds it until the commit is on disk, so transactions
//! that notify commit one at a time, of every account and every instance (BENCHMARKS.md measured a
//! one-row insert at a tenth of its rate with a notification). Whatever queues a message calls
//! [`queued`] in its transaction; whatever commits it runs inside [`Bell::after`], which rings
//! once the work is done. A transaction outside it (a caller that takes no bell) notifies from
//! the transaction, as before. A ring that is lost (the instance stops first, the connection
//! fails) costs only time: the workers also look every second.

use std::cell::Cell;

use sqlx::{PgConnection, PgPool};
use tokio::sync::mpsc;

/// The channel the delivery workers listen on.
pub const CHANNEL: &str = "webhook_messages";

tokio::task_local! {
    /// Whether the work running inside [`Bell::after`] queued a message.
    static QUEUED: Cell<bool>;
}

/// Notes that `tx` queued messages: the workers are woken once the surrounding [`Bell::after`]
/// is done, or, outside one, by a notification from `tx` when it commits.
pub async fn queued(tx: &mut PgConnection) -> Result<(), sqlx::Error> {
    if QUEUED.try_with(|queued| queued.set(true)).is_err() {
        sqlx::query("select pg_notify($1, '')")
            .bind(CHANNEL)
            .execute(tx)
            .await?;
    }
    Ok(())
}

/// An instance's bell (cheap to clone: a handle to its ringer).
#[derive(Clone)]
pub struct Bell {
    ring: mpsc::Sender<()>,
}

impl Bell {
    /// Starts the ringer on `db`, a pool of its own whose connection commits without waiting for
    /// the disk (a notification is not kept across a crash anyway). Rings asked for while it
    /// notifies are sent as one. It runs until every handle is dropped.
    pub fn start(db: PgPool) -> Bell {
        let (ring, mut rung) = mpsc::channel(1);
        tokio::spawn(async move {
            while rung.recv().await.is_some() {
                if let Err(error) = sqlx::query("select pg_notify($1, '')").bind(CHANNEL).execute(&db).await {
                    tracing::warn!(%error, "cannot wake the delivery workers; they look again within a second");
                }
            }
        });
        Bell { ring }
    }

    /// Runs `work`, which commits whatever it queues, and then wakes the workers if it queued
    /// any message.
    pub async fn after<F: Future>(&self, work: F) -> F::Output {
        let (output, queued) = QUEUED
            .scope(Cell::new(false), async {
                let output = work.await;
                (output, QUEUED.with(Cell::get))
            })
            .await;
        if queued {
            // Full: a ring is already waiting, and wakes the workers after this commit too.
            let _ = self.ring.try_send(());
        }
        output
    }
}
