//! The events of reads, written together, in one of two ways.
//!
//! - **Committed before the answer** (the default): each read hands its event to the instance's
//!   writer and waits until the `insert` holding it has committed; only then does the answer
//!   leave. The writer sends whatever has arrived while its previous `insert` ran, so under load
//!   one statement and one transaction carry the events of several requests, and a lone read
//!   waits for one round trip more.
//! - **Journaled before the answer** (`AUDIT_JOURNAL_DIR`): each read appends its event to the
//!   instance's journal (`journal`), a local file, itself, and is answered; the events are
//!   written to the database afterwards, up to [`BATCH`] to an `insert` at most [`FLUSH_AFTER`]
//!   after they were journaled, and a segment of the journal is deleted once all its events have
//!   committed. A read pays a write to a file (to the kernel's page cache: microseconds) instead
//!   of a transaction, and hands nothing to another thread. That write is made on the read's own
//!   thread, so a disk that stalls writes holds up the other requests of that thread too: the
//!   journal belongs on a local disk.
//!
//! Either way a read's own statement stays read-only: it takes no transaction id and writes
//! nothing, on the primary as on the read replica. `domain::audit` says what each keeps across a
//! crash; BENCHMARKS.md what each costs a read.

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
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
/// Journaled events waiting for the database at most; when it falls that far behind, the reads
/// wait for it.
const UNWRITTEN: usize = 64 * BATCH;

/// The instance's writer of read events (cheap to clone: a handle).
#[derive(Clone)]
pub struct ReadLog {
    way: Way,
}

#[derive(Clone)]
enum Way {
    /// The queue of [`ReadLog::committing`]'s writer.
    Committing(mpsc::Sender<Message>),
    Journaled(Arc<Appender>),
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
        ReadLog {
            way: Way::Committing(queue),
        }
    }

    /// Events journaled before their reads are answered, then written to `db`, a pool whose
    /// commits wait for the disk: a segment is deleted only once its events are there. The
    /// writer runs until every handle is dropped, and writes what is left before it ends.
    pub fn journaled(db: PgPool, journal: Journal) -> ReadLog {
        let handover = Arc::new(Handover::default());
        tokio::spawn(write_journaled(db, handover.clone()));
        ReadLog {
            way: Way::Journaled(Arc::new(Appender {
                journal: Mutex::new(journal),
                handover,
            })),
        }
    }

    /// Records a read of personal data by `actor`: returns once its event is committed, or
    /// journaled.
    pub async fn record(&self, actor: &Actor, action: Action, target: Option<Uuid>) -> Result<(), NotRecorded> {
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
        match &self.way {
            Way::Committing(queue) => {
                let (written, committed) = oneshot::channel();
                let stopped = || NotRecorded("the writer stopped".to_owned());
                queue
                    .send(Message::Read(Pending { event, written }))
                    .await
                    .map_err(|_| stopped())?;
                committed.await.map_err(|_| stopped())?.map_err(NotRecorded)
            }
            Way::Journaled(appender) => appender.append(event).await,
        }
    }

    /// Writes into `db` the events of every segment in the journal's folder that no running
    /// instance holds, left there by one that stopped before it wrote them, and deletes the
    /// segments: for a server that starts. A segment that cannot be read or written is left in
    /// place, with a warning. Returns how many events were written (those already there are
    /// skipped); without a journal, none.
    pub async fn write_left_behind(&self, connection: &mut PgConnection) -> anyhow::Result<usize> {
        let Way::Journaled(appender) = &self.way else {
            return Ok(0);
        };
        let (dir, database) = {
            let journal = appender.lock();
            (journal.dir().to_owned(), journal.database().to_owned())
        };
        let mut written = 0;
        for path in journal::segments(&dir)? {
            match write_segment(connection, &path, &database).await {
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

    /// Returns once every event recorded so far is in the database, and the journal is empty:
    /// for a server that stops.
    pub async fn drain(&self) {
        let (drained, done) = oneshot::channel();
        match &self.way {
            Way::Committing(queue) => {
                if queue.send(Message::Drain(drained)).await.is_err() {
                    return;
                }
            }
            Way::Journaled(appender) => appender.drain(drained),
        }
        let _ = done.await;
    }
}

/// The journal of [`ReadLog::journaled`], which each read appends to itself, and what it leaves
/// for the database's writer.
struct Appender {
    journal: Mutex<Journal>,
    handover: Arc<Handover>,
}

impl Appender {
    /// Appends `event` to the journal and leaves it for the database's writer, once fewer than
    /// [`UNWRITTEN`] events wait for it.
    async fn append(&self, event: ReadEvent) -> Result<(), NotRecorded> {
        self.handover.room().await;
        let mut journal = self.lock();
        let old = journal.close_if_old();
        let appended = journal.append(&event);
        // A segment the journal could not write to takes nothing more.
        let broken = appended.as_ref().err().and_then(|_| journal.close());
        // Left while the journal is held: a segment is never left closed before an event
        // appended to it.
        self.handover.leave(|unwritten| {
            if appended.is_ok() {
                unwritten.events.push(event);
            }
            unwritten.closed.extend(old.into_iter().chain(broken));
        });
        drop(journal);
        appended.map_err(|error| NotRecorded(error.to_string()))
    }

    /// Closes the open segment and asks the writer to answer `drained` once it has written
    /// everything left so far and deleted the segments.
    fn drain(&self, drained: oneshot::Sender<()>) {
        let mut journal = self.lock();
        let open = journal.close();
        self.handover.leave(|unwritten| {
            unwritten.closed.extend(open);
            unwritten.drains.push(drained);
        });
    }

    /// The journal; a read that panicked holding it left it whole (an append is one write).
    fn lock(&self) -> MutexGuard<'_, Journal> {
        self.journal.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Appender {
    /// The last handle is gone: the writer writes what is left, deletes the segments, and ends.
    fn drop(&mut self) {
        let open = self.journal.get_mut().unwrap_or_else(PoisonError::into_inner).close();
        self.handover.leave(|unwritten| {
            unwritten.closed.extend(open);
            unwritten.ended = true;
        });
    }
}

async fn write_segment(connection: &mut PgConnection, path: &Path, database: &str) -> anyhow::Result<usize> {
    let Some((segment, events)) = journal::claim(path, database)? else {
        return Ok(0);
    };
    for chunk in events.chunks(BATCH) {
        insert(connection, chunk, Stored::Maybe).await?;
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
            write(&db, &mut connection, &events, Stored::No).await.map_err(|error| {
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

/// Where the reads leave what the database's writer takes, all at once.
#[derive(Default)]
struct Handover {
    unwritten: Mutex<Unwritten>,
    /// The writer took what was left: reads waiting for room may go on.
    taken: Notify,
    /// Something was left.
    left: Notify,
}

/// What the reads have left for the database's writer.
#[derive(Default)]
struct Unwritten {
    events: Vec<ReadEvent>,
    /// Segments that take no more events: deleted once the events left with them are written.
    closed: Vec<Segment>,
    drains: Vec<oneshot::Sender<()>>,
    /// Every handle is gone: the writer ends once it has written what is left.
    ended: bool,
}

impl Handover {
    /// Returns once fewer than [`UNWRITTEN`] events wait for the writer.
    async fn room(&self) {
        loop {
            // Created before the check, so a take between the two is not missed.
            let taken = self.taken.notified();
            if self.lock().events.len() < UNWRITTEN {
                return;
            }
            taken.await;
        }
    }

    /// Leaves something for the writer, and wakes it.
    fn leave(&self, change: impl FnOnce(&mut Unwritten)) {
        change(&mut self.lock());
        self.left.notify_one();
    }

    /// What is left; a task that panicked holding it left it whole (each change is one call).
    fn lock(&self) -> MutexGuard<'_, Unwritten> {
        self.unwritten.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// For the writer: everything left so far.
    fn take(&self) -> Unwritten {
        let taken = std::mem::take(&mut *self.lock());
        self.taken.notify_waiters();
        taken
    }
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
        // An `insert` that failed may have committed all the same (its answer lost with the
        // connection): from then on, what is written again may be there already.
        let mut stored = Stored::No;
        while !taken.events.is_empty() {
            let chunk = taken.events.len().min(BATCH);
            match write(&db, &mut connection, &taken.events[..chunk], stored).await {
                Ok(()) => drop(taken.events.drain(..chunk)),
                Err(error) => {
                    stored = Stored::Maybe;
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
    stored: Stored,
) -> Result<(), sqlx::Error> {
    let held = match connection {
        Some(held) => held,
        None => connection.insert(db.acquire().await?),
    };
    let written = insert(held, events, stored).await;
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

/// Whether some of the events to write may be in the database already.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stored {
    /// New events: written as they are.
    No,
    /// Events written again (a journal left behind, an `insert` retried after an error): each
    /// is looked up first, and skipped if it is there.
    Maybe,
}

/// Writes `events` in one statement.
async fn insert(db: &mut PgConnection, events: &[ReadEvent], stored: Stored) -> Result<(), sqlx::Error> {
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
         where not $11 or not exists (select from audit_events stored
                                      where stored.account_id = event.account_id and stored.id = event.id
                                        and stored.occurred_at = event.occurred_at)",
        &ids,
        &accounts,
        &times,
        &actions as &[&str],
        &actors as &[&str],
        &keys as &[Option<Uuid>],
        &ips as &[Option<String>],
        &targets as &[&str],
        &target_ids as &[Option<Uuid>],
        &requests as &[Option<&str>],
        stored == Stored::Maybe
    )
    .execute(db)
    .await?;
    Ok(())
}

/// One field of every event, as an array parameter.
fn column<'a, T>(events: &'a [ReadEvent], field: impl Fn(&'a ReadEvent) -> T) -> Vec<T> {
    events.iter().map(field).collect()
}
