//! What every part of a running instance shares, HTTP or not: the database pool (and the read
//! replica's), the settings,
//! the key usage waiting to be written, the writer of reads' audit events, and the directories of API keys and live interview
//! tokens. The workers take it as it is; the HTTP state (`http::state`) wraps it. (The keys that
//! seal secrets at rest are installed once per process: `secrets::install`.)

use std::sync::Arc;

use sqlx::PgPool;

use crate::config::Settings;
use crate::db::replica::Replica;
use crate::domain::audit::reads::ReadLog;
use crate::domain::directory::Directory;
use crate::domain::keys::usage::KeyUsage;

#[derive(Clone)]
pub struct Core {
    pub db: PgPool,
    /// The read replica (`DATABASE_REPLICA_URL`), if any: lists and exports may read there
    /// (`http::context::read_routed`).
    pub replica: Option<Arc<Replica>>,
    pub settings: Arc<Settings>,
    pub key_usage: Arc<KeyUsage>,
    /// Where reads of personal data hand their audit events (`domain::audit::reads`).
    pub read_log: ReadLog,
    /// Every existing API key, by the prefix of its hash, for the flood guard.
    pub key_directory: Arc<Directory>,
    /// The tokens of live interviews, for the flood guard.
    pub token_directory: Arc<Directory>,
}

impl Core {
    /// The same state on another pool (the workers' own).
    pub fn on(&self, db: PgPool) -> Core {
        Core { db, ..self.clone() }
    }
}
