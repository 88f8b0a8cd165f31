//! The journal of reads' audit events (`AUDIT_JOURNAL_DIR`): a folder of segment files, one per
//! instance at a time, each a line naming the database it belongs to and then one JSON line per
//! event. A read's event is appended to the instance's open segment before the read is answered;
//! a write reaches the kernel, so it outlives a kill or crash of the server process. The instance
//! writes the events to the database later, many to an `insert`, and deletes a segment once every
//! event in it has committed (`reads`).
//!
//! The open segment is locked (`flock`) by its instance, and so is a closed one until its events
//! are in the database. A segment nobody locks was left by an instance that stopped before
//! writing it out: the next instance started on the folder writes its events (an event already
//! written is skipped) and deletes it. A segment of another database is left alone.

use std::borrow::Cow;
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// How long a segment takes events before the next one is opened, so that segments whose events
/// are all written can be deleted while the instance runs.
const SEGMENT_LIFETIME: Duration = Duration::from_secs(1);
const EXTENSION: &str = "jsonl";

/// A read's event, as the journal keeps it and the database receives it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ReadEvent {
    pub id: Uuid,
    pub account_id: Uuid,
    pub occurred_at: DateTime<Utc>,
    pub action: Cow<'static, str>,
    pub actor_type: Cow<'static, str>,
    pub key_id: Option<Uuid>,
    pub ip: Option<IpAddr>,
    pub target_type: Cow<'static, str>,
    pub target_id: Option<Uuid>,
    pub request_id: Option<String>,
}

/// A segment's first line: the database its events belong to.
#[derive(Serialize, Deserialize)]
struct Header {
    database: String,
}

/// A segment file, locked while this instance holds it.
pub struct Segment {
    pub path: PathBuf,
    /// Keeps the lock: closing the file releases it.
    file: File,
    opened: Instant,
}

impl Segment {
    /// Deletes the segment: its events are in the database.
    pub fn delete(self) {
        if let Err(error) = fs::remove_file(&self.path) {
            tracing::warn!(%error, path = %self.path.display(), "an audit journal segment could not be deleted");
        }
    }
}

/// This instance's side of the folder: the segment it appends to.
pub struct Journal {
    dir: PathBuf,
    database: String,
    open: Option<Segment>,
    /// The line being appended (kept, so an append allocates nothing).
    line: Vec<u8>,
}

impl Journal {
    /// The journal in `dir` (created if missing) for `database` ([`database_identity`]'s answer).
    pub fn new(dir: &Path, database: String) -> io::Result<Journal> {
        fs::create_dir_all(dir)?;
        Ok(Journal {
            dir: dir.to_owned(),
            database,
            open: None,
            line: Vec::with_capacity(512),
        })
    }

    /// The folder of the journal's segments.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The database its events belong to.
    pub fn database(&self) -> &str {
        &self.database
    }

    /// The open segment, if it has taken events for [`SEGMENT_LIFETIME`]: the next append opens
    /// another.
    pub fn close_if_old(&mut self) -> Option<Segment> {
        match &self.open {
            Some(segment) if segment.opened.elapsed() >= SEGMENT_LIFETIME => self.open.take(),
            _ => None,
        }
    }

    /// The open segment, closed.
    pub fn close(&mut self) -> Option<Segment> {
        self.open.take()
    }

    /// Appends `event` to the open segment (opening one if none is), in one write. After an
    /// error the segment takes nothing more ([`Journal::close`] hands it over).
    pub fn append(&mut self, event: &ReadEvent) -> io::Result<()> {
        self.line.clear();
        serde_json::to_writer(&mut self.line, event)?;
        self.line.push(b'\n');
        if self.open.is_none() {
            self.open = Some(self.create()?);
        }
        let segment = self.open.as_mut().expect("a segment is open");
        let written = segment.file.write_all(&self.line);
        if written.is_err() {
            tracing::warn!(path = %segment.path.display(), "an audit journal segment could not be written");
        }
        written
    }

    /// A new segment, locked and with its header before it takes its name: an instance that
    /// starts meanwhile never finds it unlocked.
    fn create(&self) -> io::Result<Segment> {
        let name = format!("reads-{}", Uuid::now_v7());
        let unnamed = self.dir.join(format!(".{name}.new"));
        let path = self.dir.join(format!("{name}.{EXTENSION}"));
        let mut file = OpenOptions::new().append(true).create_new(true).open(&unnamed)?;
        file.try_lock().map_err(io::Error::other)?;
        let mut header = serde_json::to_vec(&Header {
            database: self.database.clone(),
        })?;
        header.push(b'\n');
        file.write_all(&header)?;
        fs::rename(&unnamed, &path)?;
        Ok(Segment {
            path,
            file,
            opened: Instant::now(),
        })
    }
}

/// The segments in `dir`, oldest first (their names begin with a UUIDv7).
pub fn segments(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|extension| extension == EXTENSION))
        .collect();
    paths.sort();
    Ok(paths)
}

/// The segment at `path` and its events, locked for this instance, if no other instance holds
/// it and it belongs to `database`. A last line without its line end was being written when its
/// instance stopped: that read was never answered, and the line is skipped.
pub fn claim(path: &Path, database: &str) -> io::Result<Option<(Segment, Vec<ReadEvent>)>> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error),
    };
    if file.try_lock().is_err() {
        return Ok(None);
    }
    let mut lines = BufReader::new(&file).split(b'\n');
    let Some(header) = lines.next().transpose()? else {
        // Deleted by the instance that wrote it out, or created and never written.
        return Ok(Some((segment(path, file), Vec::new())));
    };
    match serde_json::from_slice::<Header>(&header) {
        Ok(header) if header.database == database => {}
        Ok(_) => return Ok(None),
        Err(_) if header.is_empty() => return Ok(Some((segment(path, file), Vec::new()))),
        Err(error) => return Err(io::Error::new(io::ErrorKind::InvalidData, error)),
    }
    let mut events = Vec::new();
    let mut lines = lines.peekable();
    while let Some(line) = lines.next() {
        let line = line?;
        match serde_json::from_slice::<ReadEvent>(&line) {
            Ok(event) => events.push(event),
            Err(_) if lines.peek().is_none() => {}
            Err(error) => return Err(io::Error::new(io::ErrorKind::InvalidData, error)),
        }
    }
    Ok(Some((segment(path, file), events)))
}

fn segment(path: &Path, file: File) -> Segment {
    Segment {
        path: path.to_owned(),
        file,
        opened: Instant::now(),
    }
}

/// The database a segment's events belong to: the cluster's system identifier (which its
/// standbys and base backups keep) and the database's name.
pub async fn database_identity(connection: &mut sqlx::PgConnection) -> Result<String, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select system_identifier::text || '/' || current_database() as "identity!" from pg_control_system()"#
    )
    .fetch_one(connection)
    .await
}
