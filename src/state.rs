//! What every part of a running instance shares, HTTP or not: the database pool (and the read
//! replica's), the settings, the key usage waiting to be written, the writer of reads' audit
//! events, the directories of API keys and live interview tokens, and the bell that wakes the
//! webhook delivery workers. The workers and the operator's commands take it as it is; the HTTP
//! state (`http::state`) wraps it. (The keys that seal secrets at rest are installed once per
//! process: `secrets::install`.)

use std::sync::Arc;

use anyhow::Context;
use sqlx::{PgConnection, PgPool};

use crate::config::Settings;
use crate::db;
use crate::db::replica::Replica;
use crate::domain::audit::journal::{self, Journal};
use crate::domain::audit::reads::ReadLog;
use crate::domain::directory::Directory;
use crate::domain::keys::usage::KeyUsage;
use crate::domain::webhooks::bell::Bell;

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
    /// Wakes the delivery workers once queued messages are committed (`domain::webhooks::bell`).
    pub webhook_bell: Bell,
}

impl Core {
    /// The state of an instance on `db`, a migrated database: the read replica connected, the
    /// writer of reads' audit events started, the links issued here announced to the other
    /// instances after their commit, and the delivery workers' bell ready. The directories start
    /// empty: a server loads them ([`Core::load_directories`]) before it serves; an operator's
    /// command has no use for them. `connection`, one of `db`'s, is the one its start reads on.
    pub async fn start(settings: Settings, db: PgPool, connection: &mut PgConnection) -> anyhow::Result<Core> {
        let token_directory = Arc::new(Directory::interview_tokens());
        token_directory.start_announcing(db::background_writer(&settings)?);
        let replica = Replica::connect(&settings, db.clone()).await?.map(Arc::new);
        let read_log = match &settings.audit_journal_dir {
            Some(dir) => {
                let journal = Journal::new(dir, journal::database_identity(connection).await?)
                    .with_context(|| format!("cannot use {} for the audit journal", dir.display()))?;
                ReadLog::journaled(db::durable_background_writer(&settings)?, journal)
            }
            None => ReadLog::committing(db::background_writer(&settings)?),
        };
        let webhook_bell = Bell::start(db::background_writer(&settings)?);
        Ok(Core {
            db,
            replica,
            settings: Arc::new(settings),
            key_usage: Arc::new(KeyUsage::default()),
            read_log,
            key_directory: Arc::new(Directory::api_keys()),
            token_directory,
            webhook_bell,
        })
    }

    /// Loads every API key and every live interview token into the directories.
    pub async fn load_directories(&self, connection: &mut PgConnection) -> Result<(), sqlx::Error> {
        self.key_directory.load(connection).await?;
        self.token_directory.load(connection).await
    }

    /// The same state on another pool (the workers' own).
    pub fn on(&self, db: PgPool) -> Core {
        Core { db, ..self.clone() }
    }
}
