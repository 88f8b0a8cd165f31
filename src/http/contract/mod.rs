//! The contract at run time. `openapi.yaml` is embedded in the binary and compiled once at
//! start-up into a table of operations: whether each needs an API key, which error shape it
//! documents, and a checker for its parameters and body (types, required fields, lengths in
//! characters, bounds, enums, patterns, formats, array sizes and distinct items, and the
//! composition keywords `not`, `allOf`, `anyOf`, `oneOf`) that reports every problem with its full
//! field path. [`layer::check_contract`] is the gateway's step that applies it. A keyword the checker
//! does not know fails the compilation, so the schema can never say more than the server checks.
//!
//! Rules that a schema cannot express (a date range, a question order) live with their resource
//! or in the domain; the CV rules run here, with the schema, so one answer lists every problem.
//!
//! `compile` turns the document into operations, `schema` checks values against the keywords,
//! and `layer` applies both to each request. `deprecation` announces the operations the contract
//! deprecates, on every response.

mod compile;
pub mod deprecation;
pub mod layer;
mod schema;

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use axum::http::Method;
use serde_json::Value;

use self::deprecation::Deprecation;
use self::schema::{Kind, Schema};
use crate::http::error::shapes::{Documented, ErrorShape};
use crate::http::error::{FieldPath, Issue};

pub const OPENAPI_YAML: &str = include_str!("../../../openapi.yaml");

/// The route a request matched and its documented operation (none for unknown routes and
/// methods), for the steps below the gateway's first.
#[derive(Clone, Default)]
pub struct Matched {
    pub route: Option<String>,
    pub operation: Option<Arc<Operation>>,
}

/// The security scheme of the assessment partner endpoints in `openapi.yaml`.
pub const PARTNER_SCHEME: &str = "partnerBasicAuth";

/// What authorizes a call of an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    /// Nothing: the operation is open.
    None,
    /// An API key as `Authorization: Bearer` (the operation documents a security requirement).
    Key,
    /// An API key as the user name of HTTP Basic, as assessment partners send it (the operation
    /// names [`PARTNER_SCHEME`]).
    PartnerKey,
    /// The interview token in its path (`/sessions/{token}`), which the handler looks up.
    SessionToken,
}

#[derive(Debug)]
pub struct Operation {
    /// The operation id, for errors, logs and metric labels (the contract lives as long as the
    /// process, so its ids are `'static`).
    pub id: &'static str,
    /// Whether an API key is required.
    pub authenticated: bool,
    pub credential: Credential,
    pub error_shape: ErrorShape,
    /// Set when the contract deprecates the operation: the headers its responses carry.
    pub deprecation: Option<Deprecation>,
    path_params: Vec<Parameter>,
    query_params: Vec<Parameter>,
    body: Option<Arc<Schema>>,
    /// The schema of the items of the body's `x-checked-per-item` array, which the handler checks
    /// one by one (`check_item`).
    item: Option<Arc<Schema>>,
    /// Whether a request must have the body (`requestBody.required`); OpenAPI's default is no.
    body_required: bool,
}

#[derive(Debug)]
struct Parameter {
    name: String,
    required: bool,
    schema: Arc<Schema>,
}

impl Operation {
    /// How this operation documents its errors.
    pub fn documented(&self) -> Documented<'_> {
        Documented {
            shape: self.error_shape,
            operation_id: Some(self.id),
            basic_auth: self.credential == Credential::PartnerKey,
        }
    }

    pub fn has_body(&self) -> bool {
        self.body.is_some()
    }

    pub fn body_required(&self) -> bool {
        self.body_required
    }

    /// Checks the path parameters (as matched by the router) and the query string.
    pub fn check_parameters(&self, path: &[(String, String)], query: Option<&str>) -> Vec<Issue> {
        let mut issues = Vec::new();
        for param in &self.path_params {
            if let Some((_, raw)) = path.iter().find(|(name, _)| *name == param.name) {
                param.check_text(raw, &mut issues);
            }
        }
        let pairs: Vec<(String, String)> = form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect();
        let not_utf8 = not_utf8_parameters(query.unwrap_or_default());
        for param in &self.query_params {
            let mut values = pairs.iter().filter(|(name, _)| *name == param.name).map(|(_, v)| v);
            if not_utf8.contains(&param.name) {
                issues.push(Issue::new(FieldPath::key(&param.name), "must be valid UTF-8 text"));
                continue;
            }
            match (values.next(), values.next()) {
                (Some(_), Some(_)) => {
                    issues.push(Issue::new(FieldPath::key(&param.name), "must be given at most once"))
                }
                (Some(raw), None) => param.check_text(raw, &mut issues),
                (None, _) if param.required => issues.push(Issue::new(FieldPath::key(&param.name), "is required")),
                (None, _) => {}
            }
        }
        issues
    }

    /// Checks one item of the body's `x-checked-per-item` array against the schema the
    /// extension names, its `null`s that mean absent dropped first (paths relative to the item).
    pub fn check_item(&self, item: &mut Value) -> Vec<Issue> {
        let mut issues = Vec::new();
        if let Some(schema) = &self.item {
            schema.drop_absent_nulls(item);
            schema.check(item, &FieldPath::default(), &mut issues);
        }
        issues
    }

    /// Drops the optional fields the body sends as `null`, which mean absent (their schemas say
    /// `x-null-means-absent`); returns whether anything was dropped.
    pub fn drop_absent_nulls(&self, body: &mut Value) -> bool {
        self.body.as_ref().is_some_and(|schema| schema.drop_absent_nulls(body))
    }

    /// Checks a parsed JSON body against the operation's request schema.
    pub fn check_body(&self, body: &Value) -> Vec<Issue> {
        let mut issues = Vec::new();
        if let Some(schema) = &self.body {
            schema.check(body, &FieldPath::default(), &mut issues);
        }
        issues
    }
}

/// The query parameters whose value is not UTF-8 once percent-decoded (`search=%ff`): decoding
/// them lossily, as `form_urlencoded` does, would quietly search for U+FFFD instead of refusing.
fn not_utf8_parameters(query: &str) -> Vec<String> {
    fn decode(text: &str) -> Vec<u8> {
        let bytes = text.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            let escaped = (bytes[i] == b'%')
                .then(|| bytes.get(i + 1..i + 3))
                .flatten()
                .and_then(|hex| u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok());
            match (bytes[i], escaped) {
                (_, Some(byte)) => {
                    out.push(byte);
                    i += 3;
                }
                (b'+', None) => {
                    out.push(b' ');
                    i += 1;
                }
                (byte, None) => {
                    out.push(byte);
                    i += 1;
                }
            }
        }
        out
    }
    query
        .split('&')
        .filter_map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let name = String::from_utf8_lossy(&decode(name)).into_owned();
            std::str::from_utf8(&decode(value)).is_err().then_some(name)
        })
        .collect()
}

impl Parameter {
    /// Query and path parameters arrive as text; they are read as the schema's type first.
    fn check_text(&self, raw: &str, issues: &mut Vec<Issue>) {
        let path = FieldPath::key(&self.name);
        let value = match self.schema.kind {
            Kind::Integer => match raw.parse::<i64>() {
                Ok(n) => Value::from(n),
                Err(_) => return issues.push(Issue::new(path, "must be an integer")),
            },
            Kind::Boolean => match raw {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                _ => return issues.push(Issue::new(path, "must be true or false")),
            },
            _ => Value::String(raw.to_owned()),
        };
        self.schema.check(&value, &path, issues);
    }
}

/// The operations of `openapi.yaml`, keyed by method and the router's path template.
pub struct Contract {
    operations: HashMap<(Method, String), Arc<Operation>>,
}

impl Contract {
    /// The contract embedded in this binary, compiled once.
    pub fn embedded() -> &'static Contract {
        static CONTRACT: OnceLock<Contract> = OnceLock::new();
        CONTRACT.get_or_init(|| Contract::parse(OPENAPI_YAML).expect("openapi.yaml is checked at build and test time"))
    }

    pub fn operation(&self, method: &Method, path_template: &str) -> Option<&Arc<Operation>> {
        self.operations.get(&(method.clone(), path_template.to_owned()))
    }

    /// The methods a route supports, for the `Allow` header of a 405.
    pub fn allowed_methods(&self, route: &str) -> Option<axum::http::HeaderValue> {
        let methods: Vec<&str> = [Method::GET, Method::POST, Method::PUT, Method::PATCH, Method::DELETE]
            .iter()
            .filter(|m| self.operation(m, route).is_some())
            .map(Method::as_str)
            .collect();
        axum::http::HeaderValue::from_str(&methods.join(", ")).ok()
    }

    pub fn operations(&self) -> impl Iterator<Item = &Arc<Operation>> {
        self.operations.values()
    }

    pub fn operation_by_id(&self, id: &str) -> Option<&Arc<Operation>> {
        self.operations.values().find(|operation| operation.id == id)
    }

    /// A contract from its text (YAML, or JSON), compiled with every rule the server applies.
    pub fn parse(yaml: &str) -> anyhow::Result<Contract> {
        Contract::compile(yaml, true)
    }
}

/// The problems found in `body` of `POST /api/v1/{route}`, as `path: message`.
#[cfg(test)]
fn problems(contract: &Contract, route: &str, body: Value) -> Vec<String> {
    let operation = contract.operation(&Method::POST, &format!("/api/v1/{route}")).unwrap();
    let issues = operation.check_body(&body);
    issues
        .iter()
        .map(|i| format!("{}: {}", i.path.dotted(), i.message))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_values_that_are_not_utf8_are_found() {
        assert_eq!(not_utf8_parameters("search=%ff&page=1"), ["search"]);
        assert_eq!(not_utf8_parameters("search=%C3%A9+x%2&limit=%"), Vec::<String>::new());
        assert_eq!(not_utf8_parameters("a%62c=%ed%a0%80"), ["abc"]);
    }
}
