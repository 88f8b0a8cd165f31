//! Metadata: the customer's own key-value pairs on candidates, jobs and interviews (an ATS id, a
//! requisition number). At most 20 keys of 1-40 characters of `[A-Za-z0-9_.-]`, with string
//! values of at most 500 characters. The schema (`Metadata`, `MetadataUpdate`) states the values
//! and the count; the form of the keys, which JSON Schema 3.0 cannot state, is checked here with
//! it ([`check_keys`]). Stored as a JSON object; a change is merged in SQL (`metadata_merged`).

use std::collections::HashMap;

use serde_json::{Map, Value};

use crate::Nullable;
use crate::domain::error::DomainError;
use crate::domain::validation::{FieldPath, Issue};
use interview_api_generated::types::Object;

pub const MAX_KEYS: usize = 20;
const MAX_KEY_CHARS: usize = 40;

fn is_key(key: &str) -> bool {
    (1..=MAX_KEY_CHARS).contains(&key.chars().count())
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'))
}

/// The rule of `Metadata` and `MetadataUpdate`: every key has the documented form.
pub fn check_keys(value: &Value, path: &FieldPath, issues: &mut Vec<Issue>) {
    for key in value.as_object().into_iter().flat_map(Map::keys) {
        if !is_key(key) {
            issues.push(Issue::new(
                path.field(key),
                "is not a metadata key: 1-40 characters of A-Z, a-z, 0-9, _, . and -",
            ));
        }
    }
}

/// Metadata given on a create, ready to store (`{}` when none).
pub fn given(metadata: Option<&HashMap<String, String>>) -> Value {
    Value::Object(
        metadata
            .into_iter()
            .flatten()
            .map(|(key, value)| (key.clone(), Value::String(value.clone())))
            .collect(),
    )
}

/// A PATCH's change, as `metadata_merged` takes it: `None` leaves the metadata as it is, JSON
/// `null` clears it, an object sets its keys and removes those given `null`.
pub fn change(update: Option<&Nullable<HashMap<String, Object>>>) -> Option<Value> {
    match update? {
        Nullable::Null => Some(Value::Null),
        Nullable::Present(changes) => Some(Value::Object(
            changes
                .iter()
                .map(|(key, value)| (key.clone(), value.0.clone()))
                .collect(),
        )),
    }
}

/// Refuses metadata that a change left with more keys than allowed.
pub fn check_count(metadata: &Value) -> Result<(), DomainError> {
    let keys = metadata.as_object().map_or(0, Map::len);
    if keys > MAX_KEYS {
        return Err(DomainError::invalid(
            FieldPath::key("metadata"),
            format!("would hold {keys} keys; at most {MAX_KEYS} are allowed"),
        ));
    }
    Ok(())
}

/// The API form of stored metadata.
pub fn to_model(metadata: Value) -> HashMap<String, String> {
    match metadata {
        Value::Object(fields) => fields
            .into_iter()
            .filter_map(|(key, value)| match value {
                Value::String(value) => Some((key, value)),
                _ => None,
            })
            .collect(),
        _ => HashMap::new(),
    }
}

/// The `metadata` filter of a list (`key:value`, its form checked by the contract) as the object
/// that rows must contain.
pub fn filter(query: Option<&str>) -> Option<Value> {
    let (key, value) = query?.split_once(':')?;
    Some(serde_json::json!({ key: value }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_have_the_documented_form() {
        for key in ["a", "ats_id", "req.2041", "x-y", &"k".repeat(40)] {
            assert!(is_key(key), "{key}");
        }
        for key in ["", "with space", "ümlaut", &"k".repeat(41), "a:b"] {
            assert!(!is_key(key), "{key}");
        }
    }

    #[test]
    fn a_filter_splits_at_the_first_colon() {
        assert_eq!(
            filter(Some("url:https://x")),
            Some(serde_json::json!({"url": "https://x"}))
        );
        assert_eq!(filter(None), None);
    }
}
