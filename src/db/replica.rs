//! Reads on a streaming replica (`DATABASE_REPLICA_URL`), with read-your-writes: where each read
//! of an account's lists goes.
//!
//! - A background check ([`Replica::watch`]) reads, a few times a second, how far the replica
//!   has replayed (`pg_last_wal_replay_lsn()`) and how far behind the primary it is. Lagging more
//!   than `REPLICA_MAX_LAG_MS`, unreachable, or not in recovery (promoted), it is skipped: reads
//!   go to the primary until a check finds it back.
//! - After an account's write request, the primary's WAL position (`pg_current_wal_lsn()`, past
//!   the write's commit) is recorded for the account ([`Replica::note_write`]): in Redis when
//!   `REDIS_URL` is set, so every instance knows it, in memory otherwise. The account's reads go
//!   to the primary until the replica has replayed past it.
//! - A read that fails on the replica for want of it runs again on the primary.
//!
//! Without a replica none of this runs: no check, no recorded position, no extra round trip.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, PgPool};
use tokio::sync::watch;
use uuid::Uuid;

use crate::config::Settings;
use crate::telemetry::metrics;

/// How often the replica's position and lag are read.
const CHECK_INTERVAL: Duration = Duration::from_millis(200);
/// How long a check may take before the replica counts as unreachable.
const CHECK_TIMEOUT: Duration = Duration::from_secs(1);
/// How long a recorded write position is kept past the longest lag a usable replica may have:
/// by then a replica that has not replayed it is skipped for its lag anyway.
const WRITTEN_TTL_BEYOND_LAG: Duration = Duration::from_secs(60);

/// Where a read goes, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    Replica,
    /// On the primary: the replica has not replayed the account's latest write yet.
    Fresher,
    /// On the primary: the replica lags more than allowed.
    Lagging,
    /// On the primary: the replica is unreachable, promoted, or the shared write positions
    /// cannot be read.
    Unavailable,
}

impl Route {
    pub fn describe(self) -> &'static str {
        match self {
            Route::Replica => "replica",
            Route::Fresher => "freshness",
            Route::Lagging => "replica_lagging",
            Route::Unavailable => "replica_unavailable",
        }
    }
}

/// The replica's state as the last check found it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Health {
    Usable,
    Lagging,
    Unavailable,
}

impl Health {
    /// For `/readyz`.
    pub fn describe(self) -> &'static str {
        match self {
            Health::Usable => "ok",
            Health::Lagging => "lagging (reads on the primary)",
            Health::Unavailable => "unavailable (reads on the primary)",
        }
    }
}

pub struct Replica {
    pub pool: PgPool,
    primary: PgPool,
    max_lag: Duration,
    /// The WAL position the replica had replayed at the last check (0 before the first).
    replayed: AtomicU64,
    usable: AtomicBool,
    lagging: AtomicBool,
    written: Written,
    /// The primary's position at each check, and when, back to the oldest the replica has not
    /// replayed yet: the lag is that one's age.
    primary_seen: Mutex<VecDeque<(u64, Instant)>>,
}

/// Positions kept at most while the replica does not replay (about half an hour of checks); the
/// oldest is kept, so the lag stays measured from it.
const MAX_POSITIONS_SEEN: usize = 10_000;

/// The latest write position of each account.
// One per process: the size of its variants does not matter.
#[allow(clippy::large_enum_variant)]
enum Written {
    Memory(Mutex<HashMap<Uuid, u64>>),
    Redis {
        client: redis::Client,
        /// `None` until Redis has answered once (the checks connect again).
        connection: Mutex<Option<ConnectionManager>>,
        timeout: Duration,
        ttl: Duration,
    },
}

impl Written {
    /// The connection to Redis, connecting first if there is none yet (within the Redis
    /// timeout); `None` without one.
    async fn redis(&self) -> Option<ConnectionManager> {
        let Written::Redis {
            client,
            connection,
            timeout,
            ..
        } = self
        else {
            return None;
        };
        if let Some(connection) = connection
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
        {
            return Some(connection.clone());
        }
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(*timeout)
            .set_response_timeout(*timeout)
            .set_number_of_retries(1);
        let connected = tokio::time::timeout(*timeout, ConnectionManager::new_with_config(client.clone(), config))
            .await
            .ok()?
            .ok()?;
        *connection.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(connected.clone());
        Some(connected)
    }
}

/// Keeps the greater of the stored position and the given one (both 16 hex digits, so they
/// compare as strings), and renews the expiry: one atomic step, so concurrent writers on any
/// number of instances never move a position back.
const KEEP_GREATER: &str = r"
local current = redis.call('GET', KEYS[1])
if not current or current < ARGV[1] then
    redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
";

fn redis_key(account: Uuid) -> String {
    format!("replica:written:{account}")
}

impl Replica {
    /// The replica of `settings`, if one is configured. Its pool connects lazily: a replica that
    /// is down at start is skipped, not fatal.
    pub async fn connect(settings: &Settings, primary: PgPool) -> anyhow::Result<Option<Replica>> {
        let Some(url) = &settings.database.database_replica_url else {
            return Ok(None);
        };
        let options: PgConnectOptions = url
            .parse()
            .context("DATABASE_REPLICA_URL is not a valid PostgreSQL URL")?;
        let options = options
            .options([("statement_timeout", settings.request_timeout_ms.to_string())])
            .log_statements(log::LevelFilter::Off);
        let pool = PgPoolOptions::new()
            .max_connections(settings.database_pool_size)
            .acquire_timeout(settings.database_acquire_timeout().min(CHECK_TIMEOUT))
            .test_before_acquire(false)
            .connect_lazy_with(options);
        let max_lag = Duration::from_millis(settings.database.replica_max_lag_ms);
        let written = match &settings.redis_url {
            Some(url) => {
                let written = Written::Redis {
                    client: redis::Client::open(url.as_str()).context("REDIS_URL is not a valid Redis URL")?,
                    connection: Mutex::new(None),
                    timeout: settings.redis_timeout(),
                    ttl: max_lag + WRITTEN_TTL_BEYOND_LAG,
                };
                if written.redis().await.is_none() {
                    tracing::warn!("redis is unavailable: reads stay on the primary until it answers");
                }
                written
            }
            None => Written::Memory(Mutex::default()),
        };
        Ok(Some(Replica {
            pool,
            primary,
            max_lag,
            replayed: AtomicU64::new(0),
            usable: AtomicBool::new(false),
            lagging: AtomicBool::new(false),
            written,
            primary_seen: Mutex::default(),
        }))
    }

    pub fn health(&self) -> Health {
        if self.usable.load(Ordering::Relaxed) {
            Health::Usable
        } else if self.lagging.load(Ordering::Relaxed) {
            Health::Lagging
        } else {
            Health::Unavailable
        }
    }

    /// Where a read of `account`'s data goes now.
    pub async fn route(&self, account: Uuid) -> Route {
        let route = match self.health() {
            Health::Lagging => Route::Lagging,
            Health::Unavailable => Route::Unavailable,
            Health::Usable => match self.written(account).await {
                Some(written) if written > self.replayed.load(Ordering::Relaxed) => Route::Fresher,
                Some(_) => Route::Replica,
                None => Route::Unavailable,
            },
        };
        metrics::replica_read(route.describe());
        route
    }

    /// A read on the replica failed for want of it: skipped until the next check finds it back.
    pub fn failed(&self) {
        self.usable.store(false, Ordering::Relaxed);
        self.lagging.store(false, Ordering::Relaxed);
        metrics::replica_read(Route::Unavailable.describe());
    }

    /// Records, after a write request of `account`, the primary's WAL position: the account
    /// reads on the primary until the replica has replayed it. One statement on the primary.
    pub async fn note_write(&self, account: Uuid) {
        let position = match sqlx::query_scalar::<_, String>("select pg_current_wal_lsn()::text")
            .fetch_one(&self.primary)
            .await
            .ok()
            .and_then(|text| parse_lsn(&text))
        {
            Some(position) => position,
            // The primary is unreachable: the write did not commit either.
            None => return,
        };
        match &self.written {
            Written::Memory(positions) => {
                let mut positions = positions.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                let kept = positions.entry(account).or_default();
                *kept = (*kept).max(position);
            }
            Written::Redis { timeout, ttl, .. } => {
                let Some(mut connection) = self.written.redis().await else {
                    tracing::warn!("cannot record a write position: redis is unavailable");
                    return;
                };
                let script = redis::Script::new(KEEP_GREATER);
                let mut invocation = script.key(redis_key(account));
                invocation.arg(format!("{position:016X}")).arg(ttl.as_millis() as u64);
                let stored = tokio::time::timeout(*timeout, invocation.invoke_async::<i64>(&mut connection)).await;
                if !matches!(stored, Ok(Ok(_))) {
                    // The other instances cannot know of this write: they read on the primary
                    // (their own lookups fail alike) until Redis answers again.
                    tracing::warn!("cannot record a write position in Redis");
                }
            }
        }
    }

    /// The account's latest write position (0: none known); `None` when it cannot be known.
    async fn written(&self, account: Uuid) -> Option<u64> {
        match &self.written {
            Written::Memory(positions) => Some(
                positions
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .get(&account)
                    .copied()
                    .unwrap_or(0),
            ),
            Written::Redis { timeout, .. } => {
                let mut connection = self.written.redis().await?;
                let mut get = redis::cmd("GET");
                get.arg(redis_key(account));
                match tokio::time::timeout(*timeout, get.query_async::<Option<String>>(&mut connection)).await {
                    Ok(Ok(Some(text))) => u64::from_str_radix(&text, 16).ok(),
                    Ok(Ok(None)) => Some(0),
                    _ => None,
                }
            }
        }
    }

    /// Checks the replica every [`CHECK_INTERVAL`] until `stop`.
    pub async fn watch(&self, mut stop: watch::Receiver<bool>) {
        loop {
            self.check().await;
            tokio::select! {
                _ = tokio::time::sleep(CHECK_INTERVAL) => {}
                _ = stop.wait_for(|stop| *stop) => return,
            }
        }
    }

    async fn check(&self) {
        // Redis away since start-up: found back here, not on a request's path.
        if matches!(self.written, Written::Redis { .. }) {
            self.written.redis().await;
        }
        let (health, lag) = match tokio::time::timeout(CHECK_TIMEOUT, self.measure()).await {
            Ok(Ok((replayed, lag))) => {
                self.replayed.fetch_max(replayed, Ordering::Relaxed);
                let health = if lag > self.max_lag {
                    Health::Lagging
                } else {
                    Health::Usable
                };
                (health, Some(lag))
            }
            Ok(Err(error)) => {
                tracing::debug!(%error, "the replica cannot be checked");
                (Health::Unavailable, None)
            }
            Err(_) => (Health::Unavailable, None),
        };
        let was = self.health();
        self.lagging.store(health == Health::Lagging, Ordering::Relaxed);
        self.usable.store(health == Health::Usable, Ordering::Relaxed);
        if was != health {
            tracing::warn!(state = health.describe(), "the read replica changed state");
        }
        metrics::replica_state(health == Health::Usable, lag.map(|lag| lag.as_secs_f64()));
        if let Written::Memory(positions) = &self.written {
            let replayed = self.replayed.load(Ordering::Relaxed);
            positions
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .retain(|_, written| *written > replayed);
        }
    }

    /// The replica's replayed position, and how far behind the primary it is: how long ago the
    /// primary had first written past what the replica has replayed, as the checks saw it
    /// (nothing when it has replayed everything the primary had written at the last check).
    async fn measure(&self) -> anyhow::Result<(u64, Duration)> {
        let primary: String = sqlx::query_scalar("select pg_current_wal_lsn()::text")
            .fetch_one(&self.primary)
            .await?;
        let primary = parse_lsn(&primary).context("an unreadable WAL position")?;
        let now = Instant::now();
        let replayed: Option<String> = sqlx::query_scalar("select pg_last_wal_replay_lsn()::text")
            .fetch_one(&self.pool)
            .await?;
        // A server that replays nothing is not a replica (any more): it may have been promoted.
        let replayed = replayed
            .as_deref()
            .and_then(parse_lsn)
            .context("the replica is not in recovery")?;
        let mut seen = self
            .primary_seen
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if seen.len() < MAX_POSITIONS_SEEN {
            seen.push_back((primary, now));
        }
        while seen.front().is_some_and(|(position, _)| *position <= replayed) {
            seen.pop_front();
        }
        let lag = seen.front().map_or(Duration::ZERO, |(_, since)| now - *since);
        Ok((replayed, lag))
    }
}

/// A WAL position as PostgreSQL prints it (`16/B374D848`).
fn parse_lsn(text: &str) -> Option<u64> {
    let (high, low) = text.split_once('/')?;
    Some((u64::from_str_radix(high, 16).ok()? << 32) | u64::from_str_radix(low, 16).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wal_positions_parse_and_order_as_postgresql_prints_them() {
        assert_eq!(parse_lsn("0/0"), Some(0));
        assert_eq!(parse_lsn("16/B374D848"), Some((0x16 << 32) | 0xB374D848));
        assert!(parse_lsn("1/0") > parse_lsn("0/FFFFFFFF"));
        assert_eq!(parse_lsn("nonsense"), None);
        // Stored in Redis as 16 hex digits, so that text order is position order.
        assert!(format!("{:016X}", parse_lsn("1/0").unwrap()) > format!("{:016X}", parse_lsn("0/FFFFFFFF").unwrap()));
    }
}
