//! Fixed-window rate limiting: `limit` requests per identity (an API key, or a client address
//! without a valid key) per 60 s window aligned to the Unix minute. A refused request does not
//! consume quota. One instance counts in memory; with Redis every instance shares the same
//! counters. Every response says where its identity stands (`X-RateLimit-*`).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Mutex;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use chrono::Utc;

use crate::domain::keys::Principal;
use crate::error::ApiError;
use crate::state::AppState;

const WINDOW_SECONDS: i64 = 60;

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
}

pub struct RateLimiter {
    limit: u32,
    store: Store,
}

enum Store {
    Memory(Mutex<MemoryWindows>),
    Redis(redis::aio::ConnectionManager),
}

#[derive(Default)]
struct MemoryWindows {
    window: i64,
    counts: HashMap<String, u32>,
}

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
    pub fn in_memory(limit: u32) -> Self {
        Self {
            limit,
            store: Store::Memory(Mutex::default()),
        }
    }

    pub async fn redis(limit: u32, url: &str) -> anyhow::Result<Self> {
        let client = redis::Client::open(url)?;
        let connection = redis::aio::ConnectionManager::new(client).await?;
        Ok(Self {
            limit,
            store: Store::Redis(connection),
        })
    }

    pub async fn take(&self, identity: &str) -> Decision {
        self.take_at(identity, Utc::now().timestamp()).await
    }

    /// [`take`](Self::take) with the clock given (Unix seconds), so tests can cross windows.
    async fn take_at(&self, identity: &str, now: i64) -> Decision {
        let mut window = now.div_euclid(WINDOW_SECONDS);
        let (allowed, count) = match &self.store {
            Store::Memory(windows) => {
                let mut windows = windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                // The clock was read before the lock: a request that read it just before a
                // newer one opened the next window counts in that window, never reopens the old
                // one (which would wipe the new window's counts).
                if window > windows.window {
                    windows.window = window;
                    windows.counts.clear();
                }
                window = windows.window;
                let count = windows.counts.entry(identity.to_owned()).or_default();
                if *count >= self.limit {
                    (false, *count)
                } else {
                    *count += 1;
                    (true, *count)
                }
            }
            Store::Redis(connection) => {
                let key = format!("ratelimit:{identity}:{window}");
                let result: redis::RedisResult<(u32, u32)> = redis::Script::new(REDIS_TAKE)
                    .key(key)
                    .arg(self.limit)
                    .arg(WINDOW_SECONDS * 2)
                    .invoke_async(&mut connection.clone())
                    .await;
                match result {
                    Ok((allowed, count)) => (allowed == 1, count),
                    Err(error) => {
                        // An unreachable Redis must not take the API down with it.
                        tracing::warn!(%error, "rate-limit store unavailable; request admitted");
                        (true, 0)
                    }
                }
            }
        };
        Decision {
            allowed,
            limit: self.limit,
            remaining: self.limit.saturating_sub(count),
            reset: (window + 1) * WINDOW_SECONDS,
        }
    }
}

/// The layer: counts the request and answers 429 once its identity's window is full.
pub async fn rate_limit(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let identity = match request.extensions().get::<Principal>() {
        Some(principal) => format!("key:{}", principal.key_id),
        None => format!("ip:{}", client_ip(&request)),
    };
    let decision = state.rate_limiter.take(&identity).await;
    let mut response = if decision.allowed {
        next.run(request).await
    } else {
        ApiError::RateLimited {
            retry_after_seconds: decision.retry_after_seconds(),
        }
        .into_response()
    };
    set_headers(response.headers_mut(), &decision);
    response
}

fn set_headers(headers: &mut HeaderMap, decision: &Decision) {
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

fn client_ip(request: &Request) -> String {
    request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or_else(|| "unknown".to_owned(), |ConnectInfo(addr)| addr.ip().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_window_refuses_without_consuming_quota() {
        let limiter = RateLimiter::in_memory(2);
        assert_eq!(limiter.take("k").await.remaining, 1);
        assert_eq!(limiter.take("k").await.remaining, 0);
        let refused = limiter.take("k").await;
        assert!(!refused.allowed);
        assert_eq!(refused.remaining, 0);
        assert!(limiter.take("other").await.allowed);
    }

    /// The first second of some window (Unix seconds).
    const MINUTE: i64 = 29_000_000 * WINDOW_SECONDS;

    #[tokio::test]
    async fn the_window_is_the_unix_minute_and_the_next_one_restores_the_quota() {
        let limiter = RateLimiter::in_memory(2);
        for (second, remaining) in [(0, 1), (30, 0)] {
            let decision = limiter.take_at("k", MINUTE + second).await;
            assert!(decision.allowed);
            assert_eq!((decision.remaining, decision.reset), (remaining, MINUTE + 60));
        }
        assert!(!limiter.take_at("k", MINUTE + 59).await.allowed);

        let next = limiter.take_at("k", MINUTE + 60).await;
        assert!(next.allowed);
        assert_eq!((next.limit, next.remaining, next.reset), (2, 1, MINUTE + 120));
    }

    #[tokio::test]
    async fn a_late_clock_reading_counts_in_the_current_window_and_never_reopens_the_last() {
        let limiter = RateLimiter::in_memory(2);
        assert_eq!(limiter.take_at("k", MINUTE + 60).await.remaining, 1);
        // Read just before the minute turned, but reaching the counter after a newer request.
        let late = limiter.take_at("k", MINUTE + 59).await;
        assert!(late.allowed);
        assert_eq!((late.remaining, late.reset), (0, MINUTE + 120));
        assert!(!limiter.take_at("k", MINUTE + 61).await.allowed);
    }
}
