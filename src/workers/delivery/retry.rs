//! The retry policy: what becomes of a message after an attempt, and when it is tried again.

use std::time::Duration;

use chrono::{DateTime, NaiveDateTime, Utc};
use rand::Rng;

use super::answer::Answer;

/// What becomes of a message after an attempt.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Outcome {
    Delivered,
    /// 410: the receiver is gone for good; its endpoint is disabled.
    Gone,
    Retry(Duration),
    Failed,
}

impl Outcome {
    pub(super) fn of(answer: &Answer, round_attempts: i32, schedule: &[Duration]) -> Self {
        if answer.succeeded() {
            Outcome::Delivered
        } else if answer.status == Some(410) {
            Outcome::Gone
        } else {
            let attempt_number = usize::try_from(round_attempts).unwrap_or(0);
            retry_delay(schedule, attempt_number, answer.retry_after).map_or(Outcome::Failed, Outcome::Retry)
        }
    }
}

/// `Retry-After` as a delay: seconds, or an HTTP date (IMF-fixdate, or the obsolete RFC 850 and
/// asctime forms). A number too large for the clock reads as "as late as possible".
pub(super) fn parse_retry_after(value: &str, now: DateTime<Utc>) -> Option<Duration> {
    let value = value.trim();
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        return Some(Duration::from_secs(value.parse().unwrap_or(u64::MAX)));
    }
    let date = DateTime::parse_from_rfc2822(value)
        .map(|date| date.with_timezone(&Utc))
        .ok()
        .or_else(|| {
            ["%A, %d-%b-%y %H:%M:%S GMT", "%a %b %e %H:%M:%S %Y"]
                .iter()
                .find_map(|format| NaiveDateTime::parse_from_str(value, format).ok())
                .map(|date| date.and_utc())
        })?;
    Some((date - now).to_std().unwrap_or(Duration::ZERO))
}

/// The delay before retry number `attempt` (1-based): the schedule's entry ±20%, at least what
/// the receiver asked for, but never more than the schedule's longest delay (a receiver cannot
/// park a message). `None` once the schedule is used up.
pub(crate) fn retry_delay(schedule: &[Duration], attempt: usize, retry_after: Option<Duration>) -> Option<Duration> {
    let base = *schedule.get(attempt.checked_sub(1)?)?;
    let jittered = base.mul_f64(rand::thread_rng().gen_range(0.8..=1.2));
    let longest = schedule.iter().max().copied().unwrap_or_default();
    let delay = retry_after.map_or(jittered, |asked| jittered.max(asked.min(longest)));
    // PostgreSQL intervals hold microseconds.
    Some(Duration::from_micros(delay.as_micros() as u64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_follow_the_schedule_with_jitter_and_honour_retry_after() {
        let schedule = [Duration::from_secs(5), Duration::from_secs(300)];
        for _ in 0..100 {
            let delay = retry_delay(&schedule, 1, None).unwrap();
            assert!(delay >= Duration::from_secs(4) && delay <= Duration::from_secs(6));
        }
        assert!(retry_delay(&schedule, 1, Some(Duration::from_secs(60))).unwrap() >= Duration::from_secs(60));
        assert!(retry_delay(&schedule, 3, None).is_none());
    }

    #[test]
    fn retry_after_is_capped_at_the_longest_delay_of_the_schedule() {
        let schedule = [Duration::from_secs(5), Duration::from_secs(300)];
        for asked in [
            Duration::from_secs(99_999_999_999_999),
            Duration::MAX,
            Duration::from_secs(301),
        ] {
            let delay = retry_delay(&schedule, 1, Some(asked)).unwrap();
            assert_eq!(delay, Duration::from_secs(300), "{asked:?}");
        }
    }

    #[test]
    fn retry_after_reads_seconds_and_http_dates() {
        let now = DateTime::parse_from_rfc3339("2015-10-21T07:28:00Z").unwrap().to_utc();
        let read = |value| parse_retry_after(value, now);
        assert_eq!(read("120"), Some(Duration::from_secs(120)));
        assert_eq!(read(" 0 "), Some(Duration::ZERO));
        assert_eq!(read("99999999999999"), Some(Duration::from_secs(99_999_999_999_999)));
        assert_eq!(read("999999999999999999999999"), Some(Duration::from_secs(u64::MAX)));
        assert_eq!(read("Wed, 21 Oct 2015 07:30:00 GMT"), Some(Duration::from_secs(120)));
        assert_eq!(
            read("Wednesday, 21-Oct-15 07:30:00 GMT"),
            Some(Duration::from_secs(120))
        );
        assert_eq!(read("Wed Oct 21 07:30:00 2015"), Some(Duration::from_secs(120)));
        assert_eq!(
            read("Wed, 21 Oct 2015 07:00:00 GMT"),
            Some(Duration::ZERO),
            "a date past"
        );
        assert_eq!(read("-5"), None);
        assert_eq!(read("soon"), None);
        assert_eq!(read(""), None);
    }

    #[test]
    fn the_outcome_follows_the_status_and_the_round() {
        let schedule = [Duration::from_millis(50), Duration::from_millis(50)];
        let answered = |status| Answer {
            status: Some(status),
            latency_ms: 1,
            body: None,
            error: None,
            retry_after: None,
        };
        assert_eq!(Outcome::of(&answered(204), 1, &schedule), Outcome::Delivered);
        assert_eq!(Outcome::of(&answered(410), 1, &schedule), Outcome::Gone);
        assert!(matches!(Outcome::of(&answered(500), 2, &schedule), Outcome::Retry(_)));
        assert_eq!(Outcome::of(&answered(500), 3, &schedule), Outcome::Failed);
    }
}
