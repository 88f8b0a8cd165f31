//! Snapshots of real responses, named after the documented operation and status they show.

use serde_json::{Value, json};
use uuid::Uuid;

use crate::Reply;

impl Reply {
    /// Status and body, with ids and timestamps redacted, for a snapshot.
    pub fn shape(&self) -> Value {
        json!({ "status": self.status.as_u16(), "body": redact(self.json()) })
    }
}

/// Replaces what changes from run to run (UUIDs, timestamps, tokens, keys) with placeholders.
pub fn redact(value: Value) -> Value {
    match value {
        Value::String(s) => Value::String(redact_text(&s)),
        Value::Array(items) => Value::Array(items.into_iter().map(redact).collect()),
        Value::Object(fields) => Value::Object(
            fields
                .into_iter()
                .map(|(k, v)| match k.as_str() {
                    "token"
                    | "secret"
                    | "key"
                    | "prefix"
                    | "interview_url"
                    | "next_cursor"
                    | "event_id"
                    | "report_url"
                    | "partner_profile_url"
                        if v.is_string() =>
                    {
                        (k.clone(), Value::String(format!("[{k}]")))
                    }
                    "latency_ms" if v.is_number() => (k.clone(), Value::String("[latency_ms]".to_owned())),
                    _ => (k, redact(v)),
                })
                .collect(),
        ),
        other => other,
    }
}

fn redact_text(text: &str) -> String {
    if Uuid::try_parse(text).is_ok() {
        "[uuid]".to_owned()
    } else if text.len() == 24 && text.ends_with('Z') && chrono::DateTime::parse_from_rfc3339(text).is_ok() {
        // Only the documented form (UTC, milliseconds, `Z`) is redacted, so a snapshot shows any other.
        "[timestamp]".to_owned()
    } else if text
        .strip_prefix("evt_")
        .is_some_and(|hex| hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
    {
        "[event_id]".to_owned()
    } else if let Some(rest) = text.strip_prefix("http://127.0.0.1:") {
        // A receiver on a port of the test's own.
        let path = rest.trim_start_matches(|c: char| c.is_ascii_digit());
        format!("http://127.0.0.1:[port]{path}")
    } else {
        text.to_owned()
    }
}

/// Asserts an insta snapshot of `reply`'s [`Reply::shape`] named `<operation>-<status>-<case>`,
/// after the `operationId` and status it documents. The API suite's contract coverage test reads
/// these names back to check that every documented status of every operation has one.
///
/// Like every insta assertion, it expands in the calling test's module: the snapshot is
/// `snapshots/<crate>__<module>__<name>.snap` next to that test's file.
#[macro_export]
macro_rules! assert_documented {
    ($operation:expr, $case:expr, $reply:expr) => {{
        let reply = &$reply;
        let name = format!("{}-{}-{}", $operation, reply.status.as_u16(), $case);
        $crate::insta::assert_json_snapshot!(name, reply.shape());
    }};
}
