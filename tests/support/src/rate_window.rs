//! The rate limiter's windows are aligned to the Unix minute: a test that counts requests up to
//! a limit must send them all within one window, or the count starts again midway.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Returns once at least `seconds` are left in the current window (waiting for the next one
/// when fewer are), so that a test's requests all fall into one window.
pub async fn window_with_seconds_left(seconds: u64) {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
    let left = Duration::from_secs(60) - Duration::new(now.as_secs() % 60, now.subsec_nanos());
    if left < Duration::from_secs(seconds) {
        tokio::time::sleep(left + Duration::from_millis(20)).await;
    }
}
