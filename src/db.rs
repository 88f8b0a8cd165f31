//! The PostgreSQL pool: created (with its database, if missing) and migrated at start-up or by
//! `interview-api migrate`; and [`StoredEnum`], how the contract's enums are stored.

use std::fmt::Display;
use std::str::FromStr;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::{PgArgumentBuffer, PgConnectOptions, PgHasArrayType, PgPoolOptions, PgTypeInfo, PgValueRef};
use sqlx::{ConnectOptions, Connection, Decode, Encode, PgConnection, PgPool, Postgres, Type};

use crate::config::Settings;

pub mod notifications;
pub mod replica;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// Creates the database if it does not exist, applies pending migrations, and connects.
pub async fn connect_and_migrate(settings: &Settings) -> anyhow::Result<PgPool> {
    migrate(settings).await?;
    connect(settings).await
}

/// Connects to a database that `interview-api migrate` prepared, changing nothing. A database
/// without this binary's migrations is refused with what to run: serving it would fail request
/// by request instead.
pub async fn connect_migrated(settings: &Settings) -> anyhow::Result<PgPool> {
    let db = connect(settings).await?;
    refuse_unmigrated(&mut *db.acquire().await?).await?;
    Ok(db)
}

/// Fails, saying what to run, when the database lacks migrations of this binary.
pub async fn refuse_unmigrated(connection: &mut PgConnection) -> anyhow::Result<()> {
    let known = newest_known();
    let applied = latest_applied(connection).await?.unwrap_or(0);
    if applied < known {
        anyhow::bail!(
            "the database lacks migrations of this version (it has {applied}, this binary needs {known}); \
             run `interview-api migrate`, or serve with MIGRATE_ON_START=true"
        );
    }
    Ok(())
}

/// The pool of this instance. Every statement is cancelled by the server once it has run as long
/// as a whole request may take, so the work of a request that timed out does not go on.
pub async fn connect(settings: &Settings) -> anyhow::Result<PgPool> {
    pool(settings, settings.database_pool_size, settings.request_timeout_ms, &[]).await
}

/// A connection of its own for a background writer (the events of reads, `domain::audit::reads`;
/// the announcements of the token directory, `domain::directory`; the delivery workers' bell,
/// `domain::webhooks::bell`): one, opened when the writer first writes (an operator's command
/// never does), committing without waiting for the write-ahead log to reach the disk (each
/// writer says what that keeps across a crash); its statements are cut at a request's limit, as
/// the requests waiting on them are.
pub fn background_writer(settings: &Settings) -> anyhow::Result<PgPool> {
    lazy_writer(settings, &[("synchronous_commit", "off")])
}

/// The same, committing only once the write-ahead log is on disk: for the events of the reads'
/// journal, which is deleted once they have committed.
pub fn durable_background_writer(settings: &Settings) -> anyhow::Result<PgPool> {
    lazy_writer(settings, &[])
}

fn lazy_writer(settings: &Settings, parameters: &[(&str, &str)]) -> anyhow::Result<PgPool> {
    let (pool, options) = pool_options(settings, 1, settings.request_timeout_ms, parameters)?;
    Ok(pool.connect_lazy_with(options))
}

/// The background workers' pool: half the requests' size, and their own statement limit
/// (`WORKER_STATEMENT_TIMEOUT_MS`), so work that is not a request is not cut at a request's
/// limit, and never takes the connections requests need.
pub async fn connect_workers(settings: &Settings) -> anyhow::Result<PgPool> {
    let size = (settings.database_pool_size / 2).max(2);
    pool(settings, size, settings.worker_statement_timeout_ms, &[]).await
}

async fn pool(
    settings: &Settings,
    size: u32,
    statement_timeout_ms: u64,
    parameters: &[(&str, &str)],
) -> anyhow::Result<PgPool> {
    let (pool, options) = pool_options(settings, size, statement_timeout_ms, parameters)?;
    pool.connect_with(options.clone())
        .await
        .with_context(|| format!("cannot connect to the database at {}", describe(&options)))
}

/// A pool of `size` connections, each with `statement_timeout_ms` and `parameters`.
fn pool_options(
    settings: &Settings,
    size: u32,
    statement_timeout_ms: u64,
    parameters: &[(&str, &str)],
) -> anyhow::Result<(PgPoolOptions, PgConnectOptions)> {
    let options = connect_options(settings)?
        .options([("statement_timeout", statement_timeout_ms.to_string())])
        .options(parameters.iter().copied())
        // No line per statement, and no check on every statement of whether one is wanted (a
        // statement's text names no person; slow statements are still logged, as warnings).
        .log_statements(log::LevelFilter::Off);
    let pool = PgPoolOptions::new()
        // Behind an address that moves at failover, a new connection may reach a standby still
        // in recovery or a demoted old primary: it is refused (the request answers 503) rather
        // than pooled to fail every write it is given.
        .after_connect(|connection, _| Box::pin(async move { refuse_read_only(connection).await }))
        // Connections opened before a write was refused as read-only (SQLSTATE 25006) reached
        // that server: they are closed instead of handed out again. No round trip.
        .before_acquire(|_, metadata| Box::pin(async move { Ok(!opened_before_read_only(metadata.age)) }))
        .max_connections(size)
        .acquire_timeout(settings.database_acquire_timeout())
        // The ping before every checkout costs a round trip per request; a broken connection
        // surfaces as an error on first use instead and the pool replaces it.
        .test_before_acquire(false)
        // Every checkout reports its wait (the `db_pool_acquire_seconds` metric).
        .acquire_time_level(log::LevelFilter::Trace)
        // A connection keeps its buffers at the size of the largest message it carried (a
        // batch's stored answer is a statement of a few hundred kilobytes): back in the pool,
        // they return to their default size, so idle connections do not hold a burst's memory.
        .after_release(|connection, _| {
            Box::pin(async move {
                connection.shrink_buffers();
                Ok(true)
            })
        });
    Ok((pool, options))
}

/// Fails when the server at the other end cannot take writes: in recovery (a standby), or
/// read-only by configuration (`default_transaction_read_only`, how an old primary is fenced).
async fn refuse_read_only(connection: &mut sqlx::PgConnection) -> Result<(), sqlx::Error> {
    let writable: bool =
        sqlx::query_scalar("select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off'")
            .fetch_one(connection)
            .await?;
    if writable {
        Ok(())
    } else {
        Err(sqlx::Error::Io(std::io::Error::other(
            "the database server is read-only (in recovery, or not the primary any more)",
        )))
    }
}

/// When this process last saw a write refused as read-only, in milliseconds since [`epoch`]
/// (0: never).
static READ_ONLY_SEEN_MS: AtomicU64 = AtomicU64::new(0);

fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

/// Records that the database refused a write as read-only (SQLSTATE 25006): the connections open
/// now reached a server that is not the primary, and are closed as they come out of the pool.
pub fn note_read_only() {
    let now = epoch().elapsed().as_millis() as u64;
    READ_ONLY_SEEN_MS.store(now.max(1), Ordering::Relaxed);
}

/// Whether a connection of this age was opened before the last read-only refusal.
fn opened_before_read_only(age: Duration) -> bool {
    let seen = READ_ONLY_SEEN_MS.load(Ordering::Relaxed);
    if seen == 0 {
        return false;
    }
    let opened = epoch().elapsed().saturating_sub(age);
    opened <= Duration::from_millis(seen)
}

/// Whether `error` is the database refusing a write because it is read-only (a standby, or a
/// primary fenced after a failover).
pub fn is_read_only(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.code().as_deref() == Some("25006"))
}

/// Creates the database if it does not exist and applies pending migrations, on a connection of
/// its own (no statement timeout: a migration may take long). Several instances may start at
/// once: creation tolerates a race and migrations take a lock. A database already migrated past
/// this binary (a newer version ran, or this one was rolled back) is served with a warning, so
/// rolling deploys and rollbacks do not crash-loop.
pub async fn migrate(settings: &Settings) -> anyhow::Result<()> {
    let options = connect_options(settings)?;
    ensure_database_exists(&options).await?;
    // A pool of one connection (a bare connection makes the future not `Send` for sqlx).
    let connection = PgPoolOptions::new()
        .max_connections(1)
        .connect_with(options.clone())
        .await
        .with_context(|| format!("cannot connect to the database at {}", describe(&options)))?;
    let known = newest_known();
    let applied = latest_applied(&mut *connection.acquire().await?).await?;
    if applied.is_some() {
        accept_reworded_migrations(&connection).await?;
    }
    let mut migrator = sqlx::migrate!("./migrations");
    if let Some(applied) = applied.filter(|applied| *applied > known) {
        tracing::warn!(
            applied,
            known,
            "the database has migrations newer than this binary; serving with the schema as it is"
        );
        migrator.set_ignore_missing(true);
    }
    migrator
        .run(&connection)
        .await
        .context("cannot apply database migrations")?;
    connection.close().await;
    Ok(())
}

/// Migrations whose comments were reworded after a release, with the checksum that release
/// applied them with. sqlx refuses a database whose applied migrations changed; a change in
/// comments only is accepted by recording the current checksum, so such databases upgrade.
const REWORDED_MIGRATIONS: [(i64, &str); 2] = [
    (
        2,
        "061f0b43a7e733d416c97e5c0d7f91f1470ee06e554175eb4b022b4c446d2378430ea81a9bcbb47c03796e98280c470b",
    ),
    (
        4,
        "ebc7e8fb35ad46925b1a3bf3589ebb83b3e4af820d9ee24198bdff6fe37a7b1cf23a7283546bc6dc2f87ff9addebd0e2",
    ),
];

async fn accept_reworded_migrations(db: &PgPool) -> anyhow::Result<()> {
    for (version, released) in REWORDED_MIGRATIONS {
        let current = MIGRATOR
            .iter()
            .find(|migration| migration.version == version)
            .context("a reworded migration is missing")?;
        let released = hex::decode(released).context("a released checksum is not hex")?;
        sqlx::query!(
            "update _sqlx_migrations set checksum = $1 where version = $2 and checksum = $3",
            current.checksum.as_ref(),
            version,
            released,
        )
        .execute(db)
        .await?;
    }
    Ok(())
}

/// The newest migration of this binary.
fn newest_known() -> i64 {
    MIGRATOR.iter().map(|m| m.version).max().unwrap_or(0)
}

/// The newest migration the database has, if any. Its bookkeeping table does not exist before
/// the first migration, so this statement is checked at run time, after the table is found.
async fn latest_applied(connection: &mut PgConnection) -> Result<Option<i64>, sqlx::Error> {
    let exists = sqlx::query_scalar!(r#"select to_regclass('_sqlx_migrations') is not null as "exists!""#)
        .fetch_one(&mut *connection)
        .await?;
    if !exists {
        return Ok(None);
    }
    sqlx::query_scalar("select max(version) from _sqlx_migrations")
        .fetch_one(connection)
        .await
}

fn connect_options(settings: &Settings) -> anyhow::Result<PgConnectOptions> {
    settings
        .database
        .database_url
        .parse()
        .context("DATABASE_URL is not a valid PostgreSQL URL")
}

async fn ensure_database_exists(options: &PgConnectOptions) -> anyhow::Result<()> {
    let name = options.get_database().unwrap_or("postgres").to_owned();
    let mut admin = sqlx::PgConnection::connect_with(&options.clone().database("postgres"))
        .await
        .with_context(|| format!("cannot connect to the database server at {}", describe(options)))?;
    let exists = sqlx::query_scalar!(
        r#"select exists (select from pg_database where datname = $1) as "exists!""#,
        name
    )
    .fetch_one(&mut admin)
    .await?;
    if !exists {
        // A name is an identifier, not a parameter: the statement is built, quoted, at run time.
        let create = format!("create database \"{}\"", name.replace('"', "\"\""));
        match sqlx::query(&create).execute(&mut admin).await {
            Ok(_) => tracing::info!(database = %name, "created database"),
            // Another instance created it first.
            Err(sqlx::Error::Database(e)) if matches!(e.code().as_deref(), Some("42P04" | "23505")) => {}
            Err(e) => return Err(e).with_context(|| format!("cannot create database {name}")),
        }
    }
    admin.close().await.ok();
    Ok(())
}

fn describe(options: &PgConnectOptions) -> String {
    format!("{}:{}", options.get_host(), options.get_port())
}

/// An enum of the contract (generated from `openapi.yaml`) stored as a `text` column, spelled as
/// the API spells it (`in_progress`). A stored value the contract does not know is an error,
/// never a silent default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredEnum<T>(pub T);

impl<T> Type<Postgres> for StoredEnum<T> {
    fn type_info() -> PgTypeInfo {
        <&str as Type<Postgres>>::type_info()
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        <&str as Type<Postgres>>::compatible(ty)
    }
}

impl<T> PgHasArrayType for StoredEnum<T> {
    fn array_type_info() -> PgTypeInfo {
        <&str as PgHasArrayType>::array_type_info()
    }
}

impl<'r, T: FromStr<Err = String>> Decode<'r, Postgres> for StoredEnum<T> {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        let text = <&str as Decode<Postgres>>::decode(value)?;
        text.parse()
            .map(StoredEnum)
            .map_err(|error| format!("unexpected stored value {text:?}: {error}").into())
    }
}

/// Serialized as the API spells it (for the operator commands' JSON).
impl<T: Display> serde::Serialize for StoredEnum<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<T: Display> Encode<'_, Postgres> for StoredEnum<T> {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <String as Encode<Postgres>>::encode(self.0.to_string(), buf)
    }
}
