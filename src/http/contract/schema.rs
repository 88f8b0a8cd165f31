//! Request schemas compiled for checking: the keywords the checker applies and the problems it reports.

use std::sync::Arc;

use regex::Regex;
use serde_json::Value;

use crate::http::error::{FieldPath, Issue};

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Kind {
    String,
    Integer,
    Number,
    Boolean,
    Array,
    Object,
    Any,
}

#[derive(Debug)]
pub(super) struct Schema {
    pub(super) kind: Kind,
    pub(super) nullable: bool,
    pub(super) min_length: Option<usize>,
    pub(super) max_length: Option<usize>,
    pub(super) pattern: Option<Regex>,
    pub(super) format: Option<String>,
    pub(super) allowed: Option<Vec<Value>>,
    pub(super) minimum: Option<f64>,
    pub(super) maximum: Option<f64>,
    pub(super) min_items: Option<usize>,
    pub(super) max_items: Option<usize>,
    pub(super) unique_items: bool,
    pub(super) items: Option<Arc<Schema>>,
    pub(super) properties: Vec<(String, Arc<Schema>)>,
    /// Optional fields for which `null` means absent (`x-null-means-absent`), dropped from the
    /// request before it is checked and handled.
    pub(super) absent_if_null: Vec<String>,
    /// The schema of every field not in `properties` (`additionalProperties`).
    pub(super) additional: Option<Arc<Schema>>,
    pub(super) max_properties: Option<usize>,
    pub(super) required: Vec<String>,
    /// A shape the value must not have (`not`).
    pub(super) forbidden: Option<Forbidden>,
    pub(super) all_of: Vec<Arc<Schema>>,
    pub(super) any_of: Vec<Arc<Schema>>,
    pub(super) one_of: Vec<Arc<Schema>>,
    /// When every `oneOf` alternative only requires one field: those fields, one of which (and
    /// only one) the object must have. Reported on the fields, not as a mismatch of forms.
    pub(super) one_of_fields: Option<Vec<String>>,
    /// Rules across fields that the schema cannot express, checked with it.
    pub(super) rule: Option<Rule>,
}

/// A `not` of the contract. The contract uses it for fields that must be absent, alone or
/// under a condition on their siblings (`isCurrent: true` forbids `endDate`):
/// `not: {required: [isCurrent, endDate], properties: {isCurrent: {enum: [true]}}}`. The problem
/// is reported on each field the `not` requires without constraining it (`endDate`), so the path
/// names what to remove, with the `not`'s `description` as the message.
#[derive(Debug)]
pub(super) struct Forbidden {
    pub(super) schema: Arc<Schema>,
    pub(super) fields: Vec<String>,
    pub(super) message: String,
}

/// An object that must have exactly one of `fields`: the first is required when none is there,
/// and each beyond the first present is one too many.
fn exactly_one_of(fields: &[String], value: &Value, path: &FieldPath, issues: &mut Vec<Issue>) {
    let present: Vec<&String> = fields
        .iter()
        .filter(|name| value.get(name.as_str()).is_some())
        .collect();
    match present.split_first() {
        None => issues.push(Issue::new(
            path.field(&fields[0]),
            format!("is required unless {} is given", fields[1..].join(" or ")),
        )),
        Some((first, others)) => {
            for other in others {
                issues.push(Issue::new(
                    path.field(other),
                    format!("is not allowed together with {first}"),
                ));
            }
        }
    }
}

/// A check across the fields of an object, given its JSON and path.
pub(super) type Rule = fn(&Value, &FieldPath, &mut Vec<Issue>);

impl Schema {
    /// Drops the fields whose `null` means absent, here and in the values inside; returns
    /// whether anything was dropped.
    pub(super) fn drop_absent_nulls(&self, value: &mut Value) -> bool {
        let mut dropped = false;
        match value {
            Value::Object(fields) => {
                for name in &self.absent_if_null {
                    if fields.get(name) == Some(&Value::Null) {
                        fields.remove(name);
                        dropped = true;
                    }
                }
                for (name, schema) in &self.properties {
                    if let Some(field) = fields.get_mut(name) {
                        dropped |= schema.drop_absent_nulls(field);
                    }
                }
            }
            Value::Array(items) => {
                if let Some(schema) = &self.items {
                    for item in items {
                        dropped |= schema.drop_absent_nulls(item);
                    }
                }
            }
            _ => {}
        }
        for schema in self.all_of.iter().chain(&self.any_of).chain(&self.one_of) {
            dropped |= schema.drop_absent_nulls(value);
        }
        dropped
    }

    pub(super) fn check(&self, value: &Value, path: &FieldPath, issues: &mut Vec<Issue>) {
        // A schema that only wraps others (`allOf: [$ref]`, to say `nullable` beside a reference)
        // says nothing of its own: the wrapped schemas judge the value.
        if self.kind == Kind::Any && !self.all_of.is_empty() {
            if value.is_null() && self.nullable {
                return;
            }
            return self.check_composition(value, path, issues);
        }
        let mut fail = |message: String| issues.push(Issue::new(path.clone(), message));
        // Without a `type`, the keywords of the value's own type apply (JSON Schema's rule).
        let kind = match (self.kind, value) {
            (Kind::Any, Value::String(_)) => Kind::String,
            (Kind::Any, Value::Number(_)) => Kind::Number,
            (Kind::Any, Value::Bool(_)) => Kind::Boolean,
            (Kind::Any, Value::Array(_)) => Kind::Array,
            (Kind::Any, Value::Object(_)) => Kind::Object,
            (kind, _) => kind,
        };
        match (kind, value) {
            (_, Value::Null) if self.nullable => {}
            (Kind::Any, _) => {}
            (_, Value::Null) => fail("must not be null".to_owned()),
            (Kind::String, Value::String(s)) => {
                if let Some(message) = self.string_problem(s) {
                    fail(message);
                }
            }
            (Kind::Integer, Value::Number(n)) if n.is_i64() || n.is_u64() => {
                self.check_enum(value, &mut fail);
                self.check_range(n.as_f64().unwrap_or_default(), &mut fail)
            }
            (Kind::Number, Value::Number(n)) => {
                self.check_enum(value, &mut fail);
                self.check_range(n.as_f64().unwrap_or_default(), &mut fail)
            }
            (Kind::Boolean, Value::Bool(_)) => self.check_enum(value, &mut fail),
            (Kind::Array, Value::Array(items)) => {
                if let Some(min) = self.min_items.filter(|min| items.len() < *min) {
                    fail(format!("must have at least {min} item{}", plural(min)));
                } else if let Some(max) = self.max_items.filter(|max| items.len() > *max) {
                    // The items of an array that is too long are not checked one by one: a huge
                    // array is one problem, not one per item.
                    return fail(format!("must have at most {max} item{}", plural(max)));
                }
                if let Some(item_schema) = &self.items {
                    for (i, item) in items.iter().enumerate() {
                        item_schema.check(item, &path.index(i), issues);
                    }
                }
                if self.unique_items {
                    for (i, item) in items.iter().enumerate() {
                        if items[..i].contains(item) {
                            issues.push(Issue::new(path.index(i), "is listed more than once"));
                        }
                    }
                }
            }
            (Kind::Object, Value::Object(fields)) if self.max_properties.is_some_and(|max| fields.len() > max) => {
                let max = self.max_properties.unwrap_or_default();
                return fail(format!("must have at most {max} key{}", plural(max)));
            }
            (Kind::Object, Value::Object(fields)) => {
                for name in &self.required {
                    if !fields.contains_key(name) {
                        issues.push(Issue::new(path.field(name), "is required"));
                    }
                }
                for (name, schema) in &self.properties {
                    if let Some(field) = fields.get(name) {
                        schema.check(field, &path.field(name), issues);
                    }
                }
                if let Some(additional) = &self.additional {
                    for (name, field) in fields {
                        if !self.properties.iter().any(|(known, _)| known == name) {
                            additional.check(field, &path.field(name), issues);
                        }
                    }
                }
                if let Some(rule) = self.rule {
                    rule(value, path, issues);
                }
            }
            (kind, _) => return fail(format!("must be {}", kind.described())),
        }
        self.check_composition(value, path, issues);
    }

    /// `not`, `allOf`, `anyOf` and `oneOf`, on a value of the right type.
    fn check_composition(&self, value: &Value, path: &FieldPath, issues: &mut Vec<Issue>) {
        if let Some(forbidden) = &self.forbidden
            && forbidden.schema.matches(value)
        {
            let present: Vec<&String> = forbidden
                .fields
                .iter()
                .filter(|name| value.get(name.as_str()).is_some())
                .collect();
            if present.is_empty() {
                issues.push(Issue::new(path.clone(), forbidden.message.clone()));
            }
            for name in present {
                issues.push(Issue::new(path.field(name), forbidden.message.clone()));
            }
        }
        for schema in &self.all_of {
            schema.check(value, path, issues);
        }
        if !self.any_of.is_empty() && !self.any_of.iter().any(|schema| schema.matches(value)) {
            issues.push(Issue::new(path.clone(), "must match one of the documented forms"));
        }
        if !self.one_of.is_empty() && self.one_of.iter().filter(|schema| schema.matches(value)).count() != 1 {
            match &self.one_of_fields {
                Some(fields) => exactly_one_of(fields, value, path, issues),
                None => issues.push(Issue::new(
                    path.clone(),
                    "must match exactly one of the documented forms",
                )),
            }
        }
    }

    /// Whether the value has this shape (no problem found).
    fn matches(&self, value: &Value) -> bool {
        let mut issues = Vec::new();
        self.check(value, &FieldPath::default(), &mut issues);
        issues.is_empty()
    }

    /// `enum` on a value that is not a string (strings say it with their other problems).
    fn check_enum(&self, value: &Value, fail: &mut impl FnMut(String)) {
        if let Some(allowed) = self.allowed.as_ref().filter(|allowed| !allowed.contains(value)) {
            let names: Vec<String> = allowed.iter().map(Value::to_string).collect();
            fail(format!("must be one of: {}", names.join(", ")));
        }
    }

    fn string_problem(&self, s: &str) -> Option<String> {
        if let Some(allowed) = &self.allowed {
            if allowed.iter().any(|v| v.as_str() == Some(s)) {
                return None;
            }
            let names: Vec<&str> = allowed.iter().filter_map(Value::as_str).collect();
            return Some(format!("must be one of: {}", names.join(", ")));
        }
        if s.contains('\0') {
            return Some("must not contain NUL characters".to_owned());
        }
        let chars = s.chars().count();
        match (self.min_length, self.max_length) {
            (Some(1), _) if chars == 0 => return Some("must not be empty".to_owned()),
            (Some(min), _) if chars < min => return Some(format!("must be at least {min} characters")),
            (_, Some(max)) if chars > max => return Some(format!("must be at most {max} characters")),
            _ => {}
        }
        let format = self.format.as_deref();
        if self.pattern.as_ref().is_some_and(|p| !p.is_match(s)) || format.is_some_and(|f| !format_matches(f, s)) {
            return Some(match format.and_then(format_description) {
                Some(description) => format!("must be {description}"),
                None => format!(
                    "must match the pattern {}",
                    self.pattern.as_ref().map_or("", |p| p.as_str())
                ),
            });
        }
        None
    }

    fn check_range(&self, n: f64, fail: &mut impl FnMut(String)) {
        if let Some(min) = self.minimum.filter(|min| n < *min) {
            fail(format!("must be at least {min}"));
        } else if let Some(max) = self.maximum.filter(|max| n > *max) {
            fail(format!("must be at most {max}"));
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl Kind {
    fn described(self) -> &'static str {
        match self {
            Kind::String => "a string",
            Kind::Integer => "an integer",
            Kind::Number => "a number",
            Kind::Boolean => "a boolean",
            Kind::Array => "an array",
            Kind::Object => "an object",
            Kind::Any => "a value",
        }
    }
}

/// Formats the contract uses, beyond what a pattern can say (real calendar dates, parsable URLs).
fn format_matches(format: &str, s: &str) -> bool {
    match format {
        "uuid" => uuid::Uuid::try_parse(s).is_ok(),
        "date-time" => chrono::DateTime::parse_from_rfc3339(s).is_ok(),
        "uri" => {
            uri_characters(s)
                && reqwest::Url::parse(s).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some())
        }
        "email" => crate::domain::email::valid_address(s),
        "year-month" => crate::domain::cv::parse_year_month(s).is_some(),
        "partial-date" => crate::domain::cv::parse_partial_date(s).is_some(),
        _ => true,
    }
}

/// Only the characters RFC 3986 allows in a URI, with every `%` starting a percent-encoded
/// octet. The URL parser alone accepts more (spaces, non-ASCII, `<`), and would store them as
/// sent, which is not a `format: uri` value: such a URL must be sent encoded.
fn uri_characters(s: &str) -> bool {
    let bytes = s.as_bytes();
    bytes.iter().enumerate().all(|(i, &b)| match b {
        b'%' => bytes
            .get(i + 1..i + 3)
            .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)),
        b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => true,
        _ => b"-._~:/?#[]@!$&'()*+,;=".contains(&b),
    })
}

fn format_description(format: &str) -> Option<&'static str> {
    Some(match format {
        "uuid" => "a UUID",
        "date-time" => "an RFC 3339 timestamp",
        "uri" => "an absolute http(s) URL",
        "email" => "an e-mail address",
        "year-month" => "a month in the form YYYY-MM",
        "partial-date" => "a real date in the form YYYY, YYYY-MM or YYYY-MM-DD",
        _ => return None,
    })
}

/// The keywords of a request schema that the checker applies, and the annotations it may ignore.
pub(super) const KEYWORDS: [&str; 29] = [
    "type",
    "nullable",
    "minLength",
    "maxLength",
    "pattern",
    "format",
    "enum",
    "minimum",
    "maximum",
    "minItems",
    "maxItems",
    "uniqueItems",
    "items",
    "properties",
    "required",
    "additionalProperties",
    "maxProperties",
    "not",
    "allOf",
    "anyOf",
    "oneOf",
    "description",
    "example",
    "default",
    "title",
    "deprecated",
    "readOnly",
    "writeOnly",
    "externalDocs",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::contract::{Contract, OPENAPI_YAML, problems};

    #[test]
    fn distinct_items_are_checked_with_the_schema() {
        let contract = Contract::parse(OPENAPI_YAML).unwrap();
        let body = serde_json::json!({"url": "https://example.com/hook",
            "events": ["interview_started", "interview_ended", "interview_started"]});
        assert_eq!(
            problems(&contract, "webhooks", body),
            ["events[2]: is listed more than once"]
        );
    }

    #[test]
    fn uris_must_be_rfc_3986_characters() {
        assert!(format_matches("uri", "https://amara.dev/a%20b?q=1#top"));
        assert!(!format_matches("uri", "https://\u{cf}"));
        assert!(!format_matches("uri", "https://amara.dev/a b"));
        assert!(!format_matches("uri", "https://amara.dev/100%"));
        assert!(!format_matches("uri", "https://amara.dev/<b>"));
    }
}
