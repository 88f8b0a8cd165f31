//! What a receiver answered to one attempt, as the attempt log records it.

use std::time::Duration;

/// What one attempt came to.
pub(super) struct Answer {
    pub(super) status: Option<u16>,
    pub(super) latency_ms: i32,
    pub(super) body: Option<String>,
    pub(super) error: Option<String>,
    pub(super) retry_after: Option<Duration>,
}

impl Answer {
    pub(super) fn succeeded(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }
}
