//! The events of reads, written together: each read hands its event to the instance's writer and
//! waits until the `insert` holding it has committed; only then does the answer leave. The writer
//! sends whatever has arrived while its previous `insert` ran, so under load one statement and one
//! transaction carry the events of several requests, and a lone read waits for one round trip
//! more. A read's own statement stays read-only: it takes no transaction id and writes nothing,
//! on the primary as on the read replica. BENCHMARKS.md has what recording costs a read this
//! way, and what it cost written in the read's own statement.

use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, PgPool, Postgres};
use tokio::sync::{mpsc, oneshot};
use uuid::Uuid;

use crate::domain::audit::{Action, Actor};

/// The events one `insert` carries at most.
const BATCH: usize = 512;
/// Events waiting for the writer; a read finding the queue full waits for room.
const QUEUE: usize = 4 * BATCH;

/// The instance's writer of read events (cheap to clone: a handle to its queue).
#[derive(Clone)]
pub struct ReadLog {
    queue: mpsc::Sender<Pending>,
}

/// The read's event could not be written, so the read must not be answered.
#[derive(Debug, thiserror::Error)]
#[error("the read's audit event was not written: {0}")]
pub struct NotRecorded(String);

/// A read's event, and where its outcome goes.
struct Pending {
    id: Uuid,
    actor: Actor,
    action: Action,
    target: Option<Uuid>,
    written: oneshot::Sender<Result<(), String>>,
}

impl ReadLog {
    /// Starts the writer on `db`, a pool whose connection commits without waiting for the
    /// write-ahead log to reach the disk (`db::background_writer`; `domain::audit` says what
    /// that keeps across a crash). It runs until every handle is dropped.
    pub fn start(db: PgPool) -> ReadLog {
        let (queue, waiting) = mpsc::channel(QUEUE);
        tokio::spawn(write_batches(db, waiting));
        ReadLog { queue }
    }

    /// Records a read of personal data by `actor`: returns once its event is committed.
    pub async fn record(&self, actor: &Actor, action: Action, target: Option<Uuid>) -> Result<(), NotRecorded> {
        let (written, committed) = oneshot::channel();
        let pending = Pending {
            id: Uuid::now_v7(),
            actor: actor.clone(),
            action,
            target,
            written,
        };
        let stopped = || NotRecorded("the writer stopped".to_owned());
        self.queue.send(pending).await.map_err(|_| stopped())?;
        committed.await.map_err(|_| stopped())?.map_err(NotRecorded)
    }
}

/// The writer: takes what is queued (up to [`BATCH`] events), writes it in one statement on a
/// connection it keeps, tells each read the outcome, and again.
async fn write_batches(db: PgPool, mut waiting: mpsc::Receiver<Pending>) {
    let mut connection: Option<PoolConnection<Postgres>> = None;
    let mut batch = Vec::with_capacity(BATCH);
    while waiting.recv_many(&mut batch, BATCH).await > 0 {
        let outcome = write(&db, &mut connection, &batch).await.map_err(|error| {
            tracing::warn!(%error, events = batch.len(), "reads' audit events not written; their reads fail");
            error.to_string()
        });
        for pending in batch.drain(..) {
            // A read whose request has gone no longer waits; its event is written all the same.
            let _ = pending.written.send(outcome.clone());
        }
    }
}

/// Writes `batch` on the writer's connection, taken from the pool when it holds none; after an
/// error the connection is closed, and the next batch takes a new one.
async fn write(
    db: &PgPool,
    connection: &mut Option<PoolConnection<Postgres>>,
    batch: &[Pending],
) -> Result<(), sqlx::Error> {
    let held = match connection {
        Some(held) => held,
        None => connection.insert(db.acquire().await?),
    };
    let written = insert(held, batch).await;
    if let Err(error) = &written {
        if crate::db::is_read_only(error) {
            crate::db::note_read_only();
        }
        if let Some(mut broken) = connection.take() {
            broken.close_on_drop();
        }
    }
    written
}

async fn insert(db: &mut PgConnection, batch: &[Pending]) -> Result<(), sqlx::Error> {
    let ids: Vec<Uuid> = column(batch, |event| event.id);
    let accounts: Vec<Uuid> = column(batch, |event| event.actor.account_id.0);
    let actions: Vec<&str> = column(batch, |event| event.action.as_str());
    let actors: Vec<&str> = column(batch, |event| event.actor.kind.as_str());
    let keys: Vec<Option<Uuid>> = column(batch, |event| event.actor.key_uuid());
    let ips: Vec<Option<String>> = column(batch, |event| event.actor.ip_text());
    let targets: Vec<&str> = column(batch, |event| event.action.target_type());
    let target_ids: Vec<Option<Uuid>> = column(batch, |event| event.target);
    let requests: Vec<Option<&str>> = column(batch, |event| event.actor.request_id.as_deref());
    sqlx::query!(
        "insert into audit_events (id, account_id, action, actor_type, actor_key_id, actor_key_name, actor_ip,
                                   target_type, target_id, request_id)
         select event.id, event.account_id, event.action, event.actor_type, event.key_id, api_key.name,
                event.ip::inet, event.target_type, event.target_id, event.request_id
         from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[],
                     $8::uuid[], $9::text[])
              as event (id, account_id, action, actor_type, key_id, ip, target_type, target_id, request_id)
         left join api_keys api_key on api_key.id = event.key_id",
        &ids,
        &accounts,
        &actions as &[&str],
        &actors as &[&str],
        &keys as &[Option<Uuid>],
        &ips as &[Option<String>],
        &targets as &[&str],
        &target_ids as &[Option<Uuid>],
        &requests as &[Option<&str>]
    )
    .execute(db)
    .await?;
    Ok(())
}

/// One field of every event of `batch`, as an array parameter.
fn column<'a, T>(batch: &'a [Pending], field: impl Fn(&'a Pending) -> T) -> Vec<T> {
    batch.iter().map(field).collect()
}
