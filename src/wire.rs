//! How values are written on the wire: timestamps in the API's one format, and optional fields
//! between the generated models' `Nullable` and `Option`.

use interview_api_generated::types::Nullable;

/// A timestamp as the API writes it: RFC 3339, UTC, milliseconds, `Z`. (Written directly, not
/// through a format string, which is parsed again on every call: a page of candidates writes
/// 150 of them.)
pub fn timestamp(at: chrono::DateTime<chrono::Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// A field that may be null: `Some` when present, `None` when null.
pub fn from_nullable<T>(value: Nullable<T>) -> Option<T> {
    value.map_or(None, Some)
}

/// `Some(value)` as a present `Nullable`, `None` as null.
pub fn to_nullable<T>(value: Option<T>) -> Nullable<T> {
    value.map_or(Nullable::Null, Nullable::Present)
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::timestamp;

    #[test]
    fn timestamps_have_exactly_three_fractional_digits_and_a_z() {
        let at = Utc.with_ymd_and_hms(2026, 11, 22, 6, 42, 0).unwrap();
        assert_eq!(timestamp(at), "2026-11-22T06:42:00.000Z");
        let at = at + chrono::Duration::microseconds(123_456);
        assert_eq!(timestamp(at), "2026-11-22T06:42:00.123Z");
        let at = Utc.with_ymd_and_hms(1999, 1, 2, 3, 4, 5).unwrap() + chrono::Duration::nanoseconds(999_999_999);
        assert_eq!(timestamp(at), "1999-01-02T03:04:05.999Z");
    }
}
