//! Fixed-window rate limiting: a number of requests per identity per 60 s window aligned to the
//! Unix minute. A refused request does not consume quota.
//!
//! The windows are shared by every instance through Redis when `REDIS_URL` is set, and counted in
//! memory otherwise. Redis is an optimization, never an outage: with short timeouts, a command
//! that fails counts its request in memory, and a Redis that fails a few commands in a row makes
//! this instance count in memory (with a warning, and `/readyz` saying so) until a background
//! check finds it back.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use axum::http::{HeaderMap, HeaderName, HeaderValue};
use chrono::Utc;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use tokio::sync::watch;

use crate::http::identity::{Identity, IdentityKind};
use crate::telemetry::metrics;

const WINDOW_SECONDS: i64 = 60;
/// Client addresses one instance tracks in memory at most; beyond, new ones share one window.
/// Keys and live tokens are always tracked (there are only so many of them), so a flood of
/// addresses never pushes an identified client into the shared window.
const MAX_TRACKED: usize = 100_000;
/// The window addresses beyond `MAX_TRACKED` share.
const OVERFLOW: &str = "ip:overflow";
/// How often an unavailable Redis is tried again.
const REDIS_RETRY: Duration = Duration::from_secs(1);

pub fn set_headers(headers: &mut HeaderMap, decision: &Decision) {
    headers.insert(
        HeaderName::from_static("x-ratelimit-limit"),
        HeaderValue::from(decision.limit),
    );
    headers.insert(
        HeaderName::from_static("x-ratelimit-remaining"),
        HeaderValue::from(decision.remaining),
    );
    headers.insert(
        HeaderName::from_static("x-ratelimit-reset"),
        HeaderValue::from(decision.reset),
    );
}

/// The outcome for one request, and the values of its `X-RateLimit-*` headers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    pub allowed: bool,
    pub limit: u32,
    pub remaining: u32,
    /// Unix seconds at which the window ends.
    pub reset: i64,
}

impl Decision {
    pub fn retry_after_seconds(&self) -> u64 {
        (self.reset - Utc::now().timestamp()).clamp(1, WINDOW_SECONDS) as u64
    }

    fn new(limit: u32, count: u32, allowed: bool, window: i64) -> Decision {
        Decision {
            allowed,
            limit,
            remaining: limit.saturating_sub(count),
            reset: (window + 1) * WINDOW_SECONDS,
        }
    }
}

/// Where the windows are counted right now, for `/readyz`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Store {
    Memory,
    Redis,
    /// Redis is configured but unavailable: this instance counts alone until it is back.
    MemoryWhileRedisIsAway,
}

impl Store {
    pub fn describe(self) -> &'static str {
        match self {
            Store::Memory => "memory",
            Store::Redis => "redis",
            Store::MemoryWhileRedisIsAway => "memory (redis unavailable)",
        }
    }
}

pub struct RateLimiter {
    memory: Mutex<MemoryWindows>,
    redis: Option<Shared>,
}

#[derive(Default)]
struct MemoryWindows {
    window: i64,
    counts: HashMap<String, u32>,
    /// Of `counts`, how many are addresses.
    addresses: usize,
}

/// The windows in Redis, and whether Redis is answering.
struct Shared {
    client: redis::Client,
    timeout: Duration,
    connection: Mutex<Option<ConnectionManager>>,
    available: AtomicBool,
    /// Commands that failed in a row: one slow answer counts its request in memory, a few in a
    /// row mean Redis is away.
    failures: AtomicU32,
}

/// Failed commands in a row after which Redis is taken as away.
const FAILURES_BEFORE_AWAY: u32 = 3;

/// Counts a request unless the window is already full: one atomic step on the Redis server,
/// so concurrent requests on any number of instances never over-admit.
const REDIS_TAKE: &str = r"
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {0, count} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return {1, count}
";

impl RateLimiter {
    pub fn in_memory() -> Self {
        Self {
            memory: Mutex::default(),
            redis: None,
        }
    }

    /// Windows shared through Redis at `url`. Never fails for an unreachable Redis: it is tried
    /// once here, briefly, and then by [`RateLimiter::maintain`].
    pub async fn redis(url: &str, timeout: Duration) -> anyhow::Result<Self> {
        let shared = Shared {
            client: redis::Client::open(url)?,
            timeout,
            connection: Mutex::new(None),
            available: AtomicBool::new(false),
            failures: AtomicU32::new(0),
        };
        if !shared.reconnect().await {
            tracing::warn!("redis is unavailable: counting rate limits in memory until it answers");
        }
        Ok(Self {
            memory: Mutex::default(),
            redis: Some(shared),
        })
    }

    pub fn store(&self) -> Store {
        match &self.redis {
            None => Store::Memory,
            Some(shared) if shared.available.load(Ordering::Relaxed) => Store::Redis,
            Some(_) => Store::MemoryWhileRedisIsAway,
        }
    }

    /// Counts a request of `identity` against `limit`, unless its window is full.
    pub async fn take(&self, identity: &Identity, limit: u32) -> Decision {
        self.count(identity, limit, true, Utc::now().timestamp()).await
    }

    /// Where `identity` stands, without counting anything.
    pub async fn peek(&self, identity: &Identity, limit: u32) -> Decision {
        self.count(identity, limit, false, Utc::now().timestamp()).await
    }

    async fn count(&self, identity: &Identity, limit: u32, take: bool, now: i64) -> Decision {
        let window = now.div_euclid(WINDOW_SECONDS);
        if let Some(shared) = &self.redis {
            if let Some((allowed, count)) = shared.count(&identity.name, limit, take, window).await {
                return Decision::new(limit, count, allowed, window);
            }
            metrics::redis_fallback();
        }
        self.count_in_memory(identity, limit, take, window)
    }

    fn count_in_memory(&self, identity: &Identity, limit: u32, take: bool, window: i64) -> Decision {
        let mut windows = self.memory.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // The clock was read before the lock: a request that read it just before a newer one
        // opened the next window counts in that window, never reopens the old one (which would
        // wipe the new window's counts).
        if window > windows.window {
            // A new map, not `clear`: the last window's peak allocation is given back.
            *windows = MemoryWindows {
                window,
                ..MemoryWindows::default()
            };
        }
        let window = windows.window;
        let address = identity.kind == IdentityKind::Address;
        let key = if !windows.counts.contains_key(&identity.name) && address && windows.addresses >= MAX_TRACKED {
            OVERFLOW
        } else {
            identity.name.as_str()
        };
        let current = windows.counts.get(key).copied().unwrap_or(0);
        let allowed = current < limit;
        if !(allowed && take) {
            return Decision::new(limit, current, allowed, window);
        }
        if windows.counts.insert(key.to_owned(), current + 1).is_none() && address && key != OVERFLOW {
            windows.addresses += 1;
        }
        Decision::new(limit, current + 1, allowed, window)
    }

    /// Until `stop`: while Redis is unavailable, tries it again every second, and goes back to
    /// the shared windows once it answers.
    pub async fn maintain(&self, mut stop: watch::Receiver<bool>) {
        let Some(shared) = &self.redis else { return };
        loop {
            tokio::select! {
                _ = tokio::time::sleep(REDIS_RETRY) => {}
                _ = stop.changed() => return,
            }
            if !shared.available.load(Ordering::Relaxed) && shared.reconnect().await {
                tracing::info!("redis answers again: rate limits are shared across instances again");
            }
        }
    }
}

impl Shared {
    /// The count in Redis, or `None` when Redis did not answer in time (it is then marked away).
    async fn count(&self, identity: &str, limit: u32, take: bool, window: i64) -> Option<(bool, u32)> {
        if !self.available.load(Ordering::Relaxed) {
            return None;
        }
        let mut connection = self.connection.lock().ok()?.clone()?;
        let key = format!("ratelimit:{identity}:{window}");
        let counted = async {
            if take {
                redis::Script::new(REDIS_TAKE)
                    .key(&key)
                    .arg(limit)
                    .arg(WINDOW_SECONDS * 2)
                    .invoke_async::<(u32, u32)>(&mut connection)
                    .await
                    .map(|(allowed, count)| (allowed == 1, count))
            } else {
                redis::cmd("GET")
                    .arg(&key)
                    .query_async::<Option<u32>>(&mut connection)
                    .await
                    .map(|count| count.unwrap_or(0))
                    .map(|count| (count < limit, count))
            }
        };
        match tokio::time::timeout(self.timeout, counted).await {
            Ok(Ok(counted)) => {
                self.failures.store(0, Ordering::Relaxed);
                Some(counted)
            }
            Ok(Err(error)) => self.failed(&error.to_string()),
            Err(_) => self.failed("no answer in time"),
        }
    }

    fn failed<T>(&self, why: &str) -> Option<T> {
        if self.failures.fetch_add(1, Ordering::Relaxed) + 1 >= FAILURES_BEFORE_AWAY
            && self.available.swap(false, Ordering::Relaxed)
        {
            tracing::warn!(
                error = why,
                "redis is unavailable: counting rate limits in memory until it answers"
            );
        }
        None
    }

    /// Connects and pings, within the timeouts; true once Redis answers.
    async fn reconnect(&self) -> bool {
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(self.timeout)
            .set_response_timeout(self.timeout)
            .set_number_of_retries(0);
        let attempt = async {
            let mut connection = ConnectionManager::new_with_config(self.client.clone(), config).await?;
            redis::cmd("PING").query_async::<String>(&mut connection).await?;
            Ok::<_, redis::RedisError>(connection)
        };
        match tokio::time::timeout(self.timeout * 4, attempt).await {
            Ok(Ok(connection)) => {
                if let Ok(mut slot) = self.connection.lock() {
                    *slot = Some(connection);
                }
                self.failures.store(0, Ordering::Relaxed);
                self.available.store(true, Ordering::Relaxed);
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: &str) -> Identity {
        Identity {
            kind: IdentityKind::Key,
            name: name.to_owned(),
        }
    }

    fn address(name: &str) -> Identity {
        Identity {
            kind: IdentityKind::Address,
            name: name.to_owned(),
        }
    }

    #[tokio::test]
    async fn a_full_window_refuses_without_consuming_quota() {
        let limiter = RateLimiter::in_memory();
        assert_eq!(limiter.take(&key("k"), 2).await.remaining, 1);
        assert_eq!(limiter.take(&key("k"), 2).await.remaining, 0);
        let refused = limiter.take(&key("k"), 2).await;
        assert!(!refused.allowed);
        assert_eq!(refused.remaining, 0);
        assert!(limiter.take(&key("other"), 2).await.allowed);
    }

    /// The first second of some window (Unix seconds).
    const MINUTE: i64 = 29_000_000 * WINDOW_SECONDS;

    #[tokio::test]
    async fn the_window_is_the_unix_minute_and_the_next_one_restores_the_quota() {
        let limiter = RateLimiter::in_memory();
        for (second, remaining) in [(0, 1), (30, 0)] {
            let decision = limiter.count(&key("k"), 2, true, MINUTE + second).await;
            assert!(decision.allowed);
            assert_eq!((decision.remaining, decision.reset), (remaining, MINUTE + 60));
        }
        assert!(!limiter.count(&key("k"), 2, true, MINUTE + 59).await.allowed);

        let next = limiter.count(&key("k"), 2, true, MINUTE + 60).await;
        assert!(next.allowed);
        assert_eq!((next.limit, next.remaining, next.reset), (2, 1, MINUTE + 120));
    }

    #[tokio::test]
    async fn a_late_clock_reading_counts_in_the_current_window_and_never_reopens_the_last() {
        let limiter = RateLimiter::in_memory();
        assert_eq!(limiter.count(&key("k"), 2, true, MINUTE + 60).await.remaining, 1);
        // Read just before the minute turned, but reaching the counter after a newer request.
        let late = limiter.count(&key("k"), 2, true, MINUTE + 59).await;
        assert!(late.allowed);
        assert_eq!((late.remaining, late.reset), (0, MINUTE + 120));
        assert!(!limiter.count(&key("k"), 2, true, MINUTE + 61).await.allowed);
    }

    #[tokio::test]
    async fn a_peek_counts_nothing() {
        let limiter = RateLimiter::in_memory();
        assert_eq!(limiter.count(&key("k"), 2, false, MINUTE).await.remaining, 2);
        limiter.count(&key("k"), 2, true, MINUTE).await;
        limiter.count(&key("k"), 2, true, MINUTE).await;
        let full = limiter.count(&key("k"), 2, false, MINUTE).await;
        assert!(!full.allowed);
        assert_eq!(full.remaining, 0);
    }

    #[tokio::test]
    async fn memory_is_bounded_and_given_back_at_each_window() {
        let limiter = RateLimiter::in_memory();
        for n in 0..MAX_TRACKED + 10 {
            limiter.count(&address(&format!("k{n}")), 1, true, MINUTE).await;
        }
        assert_eq!(limiter.memory.lock().unwrap().counts.len(), MAX_TRACKED + 1);
        // Beyond the cap, new addresses share one window...
        assert!(!limiter.count(&address("one more"), 1, true, MINUTE).await.allowed);
        // ...but a key (or a live token) always has its own.
        assert!(limiter.count(&key("a key"), 1, true, MINUTE).await.allowed);
        assert!(!limiter.count(&key("a key"), 1, true, MINUTE).await.allowed);
        // Looking costs no memory.
        limiter.count(&key("a look"), 1, false, MINUTE).await;
        assert_eq!(limiter.memory.lock().unwrap().counts.len(), MAX_TRACKED + 2);
        limiter.count(&address("k0"), 1, true, MINUTE + 60).await;
        let windows = limiter.memory.lock().unwrap();
        assert_eq!(windows.counts.len(), 1);
        assert!(windows.counts.capacity() < 16);
    }

    #[tokio::test]
    async fn a_redis_that_is_down_leaves_this_instance_counting_in_memory() {
        // A port nothing listens on.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let limiter = RateLimiter::redis(&format!("redis://127.0.0.1:{port}"), Duration::from_millis(50))
            .await
            .unwrap();
        assert_eq!(limiter.store(), Store::MemoryWhileRedisIsAway);
        assert_eq!(limiter.take(&key("k"), 2).await.remaining, 1);
        assert_eq!(limiter.take(&key("k"), 2).await.remaining, 0);
        assert!(!limiter.take(&key("k"), 2).await.allowed);
    }
}
