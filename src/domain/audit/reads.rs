//! The events of reads, written together, in one of two ways.
//!
//! - **Committed before the answer** (the default): each read hands its event to the instance's
//!   writer and waits until the `insert` holding it has committed; only then does the answer
//!   leave. The writer sends whatever has arrived while its previous `insert` ran, so under load
//!   one statement and one transaction carry the events of several requests, and a lone read
//!   waits for one round trip more.
//! - **Journaled before the answer** (`AUDIT_JOURNAL_DIR`): each read waits until its event is
//!   appended to the instance's journal (`journal`), a local file, and is answered; the events
//!   are written to the database afterwards, up to [`BATCH`] to an `insert` at most
//!   [`FLUSH_AFTER`] after they were journaled, and a segment of the journal is deleted once all
//!   its events have committed. A read pays a write to a file instead of a transaction.
//!
//! Either way a read's own statement stays read-only: it takes no transaction id and writes
//! nothing, on the primary as on the read replica. `domain::audit` says what each keeps across a
//! crash; BENCHMARKS.md what each costs a read.

use std::path::Path;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use chrono::Utc;
use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, PgPool, Postgres};
use tokio::sync::{Notify, mpsc, oneshot};
use uuid::Uuid;

use crate::domain::audit::journal::{self, Journal, ReadEvent, Segment};
use crate::domain::audit::{Action, Actor};

/// The events one `insert` carries at most.
const BATCH: usize = 512;
/// Events waiting for the writer; a read finding the queue full waits for room.
const QUEUE: usize = 4 * BATCH;
/// How long a journaled event waits for others before the `insert` that writes it.
const FLUSH_AFTER: Duration = Duration::from_millis(100);
/// Journaled events waiting for the database at most; when it falls that far behind, the
/// journal waits for it, and so do the reads.
const UNWRITTEN: usize = 64 * BATCH;

/// The instance's writer of read events (cheap to clone: a handle to its queue).
#[derive(Clone)]
pub struct ReadLog {
    queue: mpsc::Sender<Message>,
}

/// The read's event could not be written, so the read must not be answered.
#[derive(Debug, thiserror::Error)]
#[error("the read's audit event was not written: {0}")]
pub struct NotRecorded(String);

enum Message {
    Read(Pending),
    /// Every event handed over so far written to the database; answered once it is.
    Drain(oneshot::Sender<()>),
}

/// A read's event, and where its outcome goes.
struct Pending {
    event: ReadEvent,
    written: Outcome,
}

/// Where a read learns whether its event was written.
type Outcome = oneshot::Sender<Result<(), String>>;

impl ReadLog {
    /// Events committed before their reads are answered, on `db`: a pool whose connection
    /// commits without waiting for the write-ahead log to reach the disk
    /// (`db::background_writer`). It runs until every handle is dropped.
    pub fn committing(db: PgPool) -> ReadLog {
        let (queue, waiting) = mpsc::channel(QUEUE);
        tokio::spawn(commit_batches(db, waiting));
        ReadLog { queue }
    }

    /// Events journaled before their reads are answered, then written to `db`, a pool whose
    /// commits wait for the disk: a segment is deleted only once its events are there. The
    /// journal has a thread of its own, so a slow disk holds up no other request.
    pub fn journaled(db: PgPool, journal: Journal) -> ReadLog {
        let (queue, waiting) = mpsc::channel(QUEUE);
        let handover = Arc::new(Handover::default());
        let journal_side = handover.clone();
        std::thread::Builder::new()
            .name("audit-journal".to_owned())
            .spawn(move || append_batches(journal, waiting, &journal_side))
            .expect("the audit journal's thread starts");
        tokio::spawn(write_journaled(db, handover));
        ReadLog { queue }
    }

    /// Records a read of personal data by `actor`: returns once its event is committed, or
    /// journaled.
    pub async fn record(&self, actor: &Actor, action: Action, target: Option<Uuid>) -> Result<(), NotRecorded> {
        let (written, committed) = oneshot::channel();
        let event = ReadEvent {
            id: Uuid::now_v7(),
            account_id: actor.account_id.0,
            occurred_at: Utc::now(),
            action: action.as_str().into(),
            actor_type: actor.kind.as_str().into(),
            key_id: actor.key_uuid(),
            ip: actor.ip,
            target_type: action.target_type().into(),
            target_id: target,
            request_id: actor.request_id.clone(),
        };
        let stopped = || NotRecorded("the writer stopped".to_owned());
        self.queue
            .send(Message::Read(Pending { event, written }))
            .await
            .map_err(|_| stopped())?;
        committed.await.map_err(|_| stopped())?.map_err(NotRecorded)
    }

    /// Returns once every event recorded so far is in the database, and the journal is empty:
    /// for a server that stops.
    pub async fn drain(&self) {
        let (drained, done) = oneshot::channel();
        if self.queue.send(Message::Drain(drained)).await.is_ok() {
            let _ = done.await;
        }
    }
}

/// Writes into the database the events of every segment in `journal_dir` that no running instance
/// holds, left there by one that stopped before it wrote them, and deletes the segments: for a
/// server that starts. A segment that cannot be read or written is left in place, with a
/// warning. Returns how many events were written (those already there are skipped).
pub async fn write_left_behind(db: &PgPool, journal_dir: &Path) -> anyhow::Result<usize> {
    let database = journal::database_identity(db).await?;
    let mut written = 0;
    for path in journal::segments(journal_dir)? {
        match write_segment(db, &path, &database).await {
            Ok(events) => written += events,
            Err(error) => tracing::warn!(
                %error,
                path = %path.display(),
                "a segment of the audit journal could not be written; it is left in place"
            ),
        }
    }
    Ok(written)
}

async fn write_segment(db: &PgPool, path: &Path, database: &str) -> anyhow::Result<usize> {
    let Some((segment, events)) = journal::claim(path, database)? else {
        return Ok(0);
    };
    let mut connection = db.acquire().await?;
    for chunk in events.chunks(BATCH) {
        insert(&mut connection, chunk).await?;
    }
    segment.delete();
    Ok(events.len())
}

/// The writer of [`ReadLog::committing`]: takes what is queued (up to [`BATCH`] events), writes
/// it in one statement on a connection it keeps, tells each read the outcome, and again.
async fn commit_batches(db: PgPool, mut waiting: mpsc::Receiver<Message>) {
    let mut connection: Option<PoolConnection<Postgres>> = None;
    let mut messages = Vec::with_capacity(BATCH);
    while waiting.recv_many(&mut messages, BATCH).await > 0 {
        let (events, waiting_reads, drains) = split(&mut messages);
        let outcome = if events.is_empty() {
            Ok(())
        } else {
            write(&db, &mut connection, &events).await.map_err(|error| {
                tracing::warn!(%error, events = events.len(), "reads' audit events not written; their reads fail");
                error.to_string()
            })
        };
        for read in waiting_reads {
            // A read whose request has gone no longer waits; its event is written all the same.
            let _ = read.send(outcome.clone());
        }
        for drained in drains {
            let _ = drained.send(());
        }
    }
}

/// Where the journal's thread leaves what the database's writer takes, all at once.
#[derive(Default)]
struct Handover {
    unwritten: Mutex<Unwritten>,
    /// The writer took what was left: the journal's thread may leave more.
    taken: Condvar,
    /// Something was left.
    left: Notify,
}

/// What the journal's thread has left for the database's writer.
#[derive(Default)]
struct Unwritten {
    events: Vec<ReadEvent>,
    /// Segments that take no more events: deleted once the events left with them are written.
    closed: Vec<Segment>,
    drains: Vec<oneshot::Sender<()>>,
    /// The journal's thread has ended: the writer ends once it has written what is left.
    ended: bool,
}

impl Handover {
    /// For the journal's thread: leaves something, waiting while the writer is [`UNWRITTEN`]
    /// events behind.
    fn leave(&self, change: impl FnOnce(&mut Unwritten)) {
        let mut unwritten = self.lock();
        while unwritten.events.len() >= UNWRITTEN {
            unwritten = self.taken.wait(unwritten).unwrap_or_else(PoisonError::into_inner);
        }
        change(&mut unwritten);
        drop(unwritten);
        self.left.notify_one();
    }

    /// What is left; a thread that panicked holding it left it whole (each change is one call).
    fn lock(&self) -> MutexGuard<'_, Unwritten> {
        self.unwritten.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// For the writer: everything left so far.
    fn take(&self) -> Unwritten {
        let taken = std::mem::take(&mut *self.lock());
        self.taken.notify_one();
        taken
    }
}

/// The journal's thread for [`ReadLog::journaled`]: takes what is queued (up to [`BATCH`]
/// events), appends it to the journal in one write, leaves the events for the database's writer,
/// and tells each read the outcome. Ends when every handle is dropped.
fn append_batches(mut journal: Journal, mut waiting: mpsc::Receiver<Message>, handover: &Handover) {
    let mut messages = Vec::with_capacity(BATCH);
    while let Some(first) = waiting.blocking_recv() {
        messages.push(first);
        while messages.len() < BATCH {
            match waiting.try_recv() {
                Ok(message) => messages.push(message),
                Err(_) => break,
            }
        }
        let (events, waiting_reads, drains) = split(&mut messages);
        let old = journal.close_if_old();
        let outcome = match events.is_empty() {
            true => Ok(()),
            false => journal.append(&events).map_err(|error| error.to_string()),
        };
        // A segment the journal could not write to takes nothing more.
        let broken = outcome.as_ref().err().and_then(|_| journal.close());
        // Closed after the drains' reads: a drain empties the journal.
        let open = (!drains.is_empty()).then(|| journal.close()).flatten();
        // Left before the reads are answered, so a drain that follows them finds their events.
        handover.leave(|unwritten| {
            if outcome.is_ok() {
                unwritten.events.extend(events);
            }
            unwritten.closed.extend(old.into_iter().chain(broken).chain(open));
            unwritten.drains.extend(drains);
        });
        for read in waiting_reads {
            let _ = read.send(outcome.clone());
        }
    }
    handover.leave(|unwritten| unwritten.ended = true);
}

/// The database's writer for [`ReadLog::journaled`]: once something is left, waits
/// [`FLUSH_AFTER`] for more (a drain does not wait), takes it all, writes the events (again and
/// again until the database takes them: they stay in the journal meanwhile), then deletes the
/// segments that held them and answers the drains.
async fn write_journaled(db: PgPool, handover: Arc<Handover>) {
    let mut connection: Option<PoolConnection<Postgres>> = None;
    loop {
        handover.left.notified().await;
        if handover.lock().drains.is_empty() {
            tokio::time::sleep(FLUSH_AFTER).await;
        }
        let mut taken = handover.take();
        let mut delay = Duration::from_millis(100);
        while !taken.events.is_empty() {
            let chunk = taken.events.len().min(BATCH);
            match write(&db, &mut connection, &taken.events[..chunk]).await {
                Ok(()) => drop(taken.events.drain(..chunk)),
                Err(error) => {
                    let events = taken.events.len();
                    tracing::warn!(%error, events, "journaled audit events not written yet; retrying");
                    tokio::time::sleep(delay).await;
                    delay = (delay * 2).min(Duration::from_secs(5));
                }
            }
        }
        taken.closed.into_iter().for_each(Segment::delete);
        for drained in taken.drains {
            let _ = drained.send(());
        }
        if taken.ended {
            return;
        }
    }
}

/// The reads' events of `messages`, where each read waits for its outcome, and the drains asked
/// for.
fn split(messages: &mut Vec<Message>) -> (Vec<ReadEvent>, Vec<Outcome>, Vec<oneshot::Sender<()>>) {
    let mut events = Vec::with_capacity(messages.len());
    let mut reads = Vec::with_capacity(messages.len());
    let mut drains = Vec::new();
    for message in messages.drain(..) {
        match message {
            Message::Read(pending) => {
                events.push(pending.event);
                reads.push(pending.written);
            }
            Message::Drain(drained) => drains.push(drained),
        }
    }
    (events, reads, drains)
}

/// Writes `events` on the writer's connection, taken from the pool when it holds none; after an
/// error the connection is closed, and the next write takes a new one.
async fn write(
    db: &PgPool,
    connection: &mut Option<PoolConnection<Postgres>>,
    events: &[ReadEvent],
) -> Result<(), sqlx::Error> {
    let held = match connection {
        Some(held) => held,
        None => connection.insert(db.acquire().await?),
    };
    let written = insert(held, events).await;
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

/// Writes `events` in one statement; an event already written (a journal written out twice) is
/// skipped.
async fn insert(db: &mut PgConnection, events: &[ReadEvent]) -> Result<(), sqlx::Error> {
    let ids: Vec<Uuid> = column(events, |event| event.id);
    let accounts: Vec<Uuid> = column(events, |event| event.account_id);
    let times: Vec<chrono::DateTime<Utc>> = column(events, |event| event.occurred_at);
    let actions: Vec<&str> = column(events, |event| &*event.action);
    let actors: Vec<&str> = column(events, |event| &*event.actor_type);
    let keys: Vec<Option<Uuid>> = column(events, |event| event.key_id);
    let ips: Vec<Option<String>> = column(events, |event| event.ip.map(|ip| ip.to_string()));
    let targets: Vec<&str> = column(events, |event| &*event.target_type);
    let target_ids: Vec<Option<Uuid>> = column(events, |event| event.target_id);
    let requests: Vec<Option<&str>> = column(events, |event| event.request_id.as_deref());
    sqlx::query!(
        "insert into audit_events (id, account_id, occurred_at, action, actor_type, actor_key_id, actor_key_name,
                                   actor_ip, target_type, target_id, request_id)
         select event.id, event.account_id, event.occurred_at, event.action, event.actor_type, event.key_id,
                api_key.name, event.ip::inet, event.target_type, event.target_id, event.request_id
         from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::uuid[], $7::text[],
                     $8::text[], $9::uuid[], $10::text[])
              as event (id, account_id, occurred_at, action, actor_type, key_id, ip, target_type, target_id,
                        request_id)
         left join api_keys api_key on api_key.id = event.key_id
         on conflict do nothing",
        &ids,
        &accounts,
        &times,
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

/// One field of every event, as an array parameter.
fn column<'a, T>(events: &'a [ReadEvent], field: impl Fn(&'a ReadEvent) -> T) -> Vec<T> {
    events.iter().map(field).collect()
}
