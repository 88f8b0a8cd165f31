//! How values are written on the wire: timestamps in the API's one format, and optional fields
//! between the generated models' `Nullable` and `Option`.

use interview_api_generated::types::Nullable;

/// A timestamp as the API writes it: RFC 3339, UTC, milliseconds, `Z`.
pub fn timestamp(at: chrono::DateTime<chrono::Utc>) -> String {
    at.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// A field that may be null: `Some` when present, `None` when null.
pub fn from_nullable<T>(value: Nullable<T>) -> Option<T> {
    value.map_or(None, Some)
}

/// `Some(value)` as a present `Nullable`, `None` as null.
pub fn to_nullable<T>(value: Option<T>) -> Nullable<T> {
    value.map_or(Nullable::Null, Nullable::Present)
}
