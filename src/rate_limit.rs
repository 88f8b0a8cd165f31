//! Fixed-window rate limiting (CONTRACT.md "Rate limiting"): `limit` requests per identity (an
//! API key, or a client IP without a valid key) per 60 s window aligned to the Unix minute.
//! A refused request does not consume quota. One instance counts in memory; with Redis every
//! instance shares the same counters.

use std::collections::HashMap;
use std::sync::Mutex;

use chrono::Utc;

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
        let window = Utc::now().timestamp().div_euclid(WINDOW_SECONDS);
        let reset = (window + 1) * WINDOW_SECONDS;
        let (allowed, count) = match &self.store {
            Store::Memory(windows) => {
                let mut windows = windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                if windows.window != window {
                    windows.window = window;
                    windows.counts.clear();
                }
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
            reset,
        }
    }
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
}
