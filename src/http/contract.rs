//! The contract at run time. `openapi.yaml` is embedded in the binary and compiled once at
//! start-up into a table of operations: whether each needs an API key, which error shape it
//! documents, and a checker for its parameters and body (types, required fields, lengths in
//! characters, bounds, enums, patterns, formats, array sizes and distinct items, and the
//! composition keywords `not`, `allOf`, `anyOf`, `oneOf`) that reports every problem with its full
//! field path. [`check_contract`] is the gateway's layer that applies it. A keyword the checker
//! does not know fails the compilation, so the schema can never say more than the server checks.
//!
//! Rules that a schema cannot express (a date range, a question order) live with their resource
//! or in the domain; the CV rules run here, with the schema, so one answer lists every problem.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use anyhow::{Context, anyhow, bail};
use axum::body::Body;
use axum::extract::{FromRequestParts, RawPathParams, Request};
use axum::http::{HeaderMap, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use regex::Regex;
use serde_json::Value;

use crate::http::error::shapes::{Documented, ErrorShape};
use crate::http::error::{ApiError, FieldPath, Issue};

pub const OPENAPI_YAML: &str = include_str!("../../openapi.yaml");

/// Request bodies above this size are refused with 413.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// The route a request matched and its documented operation (none for unknown routes and
/// methods), for the layers below the gateway's first.
#[derive(Clone, Default)]
pub struct Matched {
    pub route: Option<String>,
    pub operation: Option<Arc<Operation>>,
}

/// The request body as received, once checked (the generated handler parses it again).
#[derive(Clone)]
pub struct RequestBody(pub Bytes);

/// The layer: checks path and query parameters and the JSON body against the operation, and
/// hands the request on with its body buffered.
pub async fn check_contract(request: Request, next: Next) -> Response {
    let operation = request.extensions().get::<Matched>().and_then(|m| m.operation.clone());
    let Some(operation) = operation else {
        // No such route or method: the router answers 404/405.
        return next.run(request).await;
    };
    match checked(&operation, request).await {
        Ok(request) => next.run(request).await,
        Err(error) => error.into_response(),
    }
}

async fn checked(operation: &Operation, request: Request) -> Result<Request, ApiError> {
    let (mut parts, body) = request.into_parts();
    let path_params: Vec<(String, String)> = match RawPathParams::from_request_parts(&mut parts, &()).await {
        Ok(params) => params.iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect(),
        Err(_) => Vec::new(),
    };
    let mut issues = operation.check_parameters(&path_params, parts.uri.query());
    if !issues.is_empty() {
        return Err(ApiError::Validation(issues));
    }
    if !operation.has_body() {
        return Ok(Request::from_parts(parts, body));
    }
    if !is_json(&parts.headers) {
        return Err(ApiError::validation(
            Default::default(),
            "Content-Type must be application/json",
        ));
    }
    let declared_length = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared_length.is_some_and(|length| length > MAX_BODY_BYTES) {
        return Err(ApiError::PayloadTooLarge);
    }
    let bytes = axum::body::to_bytes(body, MAX_BODY_BYTES).await.map_err(|error| {
        if std::error::Error::source(&error).is_some_and(|s| s.is::<http_body_util::LengthLimitError>()) {
            ApiError::PayloadTooLarge
        } else {
            ApiError::validation(Default::default(), "The request body could not be read")
        }
    })?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::validation(
            Default::default(),
            "A JSON request body is required",
        ));
    }
    let value: Value = serde_json::from_slice(&bytes)
        .map_err(|error| ApiError::validation(Default::default(), format!("Malformed JSON: {error}")))?;
    issues = operation.check_body(&value);
    if !issues.is_empty() {
        return Err(ApiError::Validation(issues));
    }
    parts.extensions.insert(RequestBody(bytes.clone()));
    Ok(Request::from_parts(parts, Body::from(bytes)))
}

fn is_json(headers: &HeaderMap) -> bool {
    let Some(value) = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let mut params = value.split(';').map(str::trim);
    let essence = params.next().unwrap_or_default();
    let utf8 = params.all(|p| match p.split_once('=') {
        Some((name, charset)) if name.trim().eq_ignore_ascii_case("charset") => {
            charset.trim().trim_matches('"').eq_ignore_ascii_case("utf-8")
        }
        _ => true,
    });
    essence.eq_ignore_ascii_case("application/json") && utf8
}

/// What authorizes a call of an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    /// Nothing: the operation is open.
    None,
    /// An API key (the operation documents a security requirement).
    Key,
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
    path_params: Vec<Parameter>,
    query_params: Vec<Parameter>,
    body: Option<Arc<Schema>>,
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
        }
    }

    pub fn has_body(&self) -> bool {
        self.body.is_some()
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

#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    String,
    Integer,
    Number,
    Boolean,
    Array,
    Object,
    Any,
}

#[derive(Debug)]
struct Schema {
    kind: Kind,
    nullable: bool,
    min_length: Option<usize>,
    max_length: Option<usize>,
    pattern: Option<Regex>,
    format: Option<String>,
    allowed: Option<Vec<Value>>,
    minimum: Option<f64>,
    maximum: Option<f64>,
    min_items: Option<usize>,
    max_items: Option<usize>,
    unique_items: bool,
    items: Option<Arc<Schema>>,
    properties: Vec<(String, Arc<Schema>)>,
    required: Vec<String>,
    /// A shape the value must not have (`not`).
    forbidden: Option<Forbidden>,
    all_of: Vec<Arc<Schema>>,
    any_of: Vec<Arc<Schema>>,
    one_of: Vec<Arc<Schema>>,
    /// When every `oneOf` alternative only requires one field: those fields, one of which (and
    /// only one) the object must have. Reported on the fields, not as a mismatch of forms.
    one_of_fields: Option<Vec<String>>,
    /// Rules across fields that the schema cannot express, checked with it.
    rule: Option<Rule>,
}

/// A `not` of the contract. The contract uses it for fields that must be absent, alone or
/// under a condition on their siblings (`isCurrent: true` forbids `endDate`):
/// `not: {required: [isCurrent, endDate], properties: {isCurrent: {enum: [true]}}}`. The problem
/// is reported on each field the `not` requires without constraining it (`endDate`), so the path
/// names what to remove, with the `not`'s `description` as the message.
#[derive(Debug)]
struct Forbidden {
    schema: Arc<Schema>,
    fields: Vec<String>,
    message: String,
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
type Rule = fn(&Value, &FieldPath, &mut Vec<Issue>);

/// The rules of the named schemas whose fields depend on each other (their resource keeps them),
/// so that one answer lists every problem of a request.
fn rule_of(reference: &str) -> Option<Rule> {
    match reference {
        "#/components/schemas/CvInput" => Some(crate::domain::cv::check_json),
        _ => None,
    }
}

impl Schema {
    fn check(&self, value: &Value, path: &FieldPath, issues: &mut Vec<Issue>) {
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
        "year-month" => "a month in the form YYYY-MM",
        "partial-date" => "a real date in the form YYYY, YYYY-MM or YYYY-MM-DD",
        _ => return None,
    })
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

    fn parse(yaml: &str) -> anyhow::Result<Contract> {
        Contract::compile(yaml, true)
    }

    /// With `rules: false`, only what the schemas say is checked: what a client validating
    /// locally against `openapi.yaml` would find.
    fn compile(yaml: &str, rules: bool) -> anyhow::Result<Contract> {
        let document: Value = serde_yaml::from_str(yaml).context("openapi.yaml is not valid YAML")?;
        let mut compiler = Compiler {
            document: &document,
            schemas: HashMap::new(),
            rules,
        };
        let base = document.pointer("/servers/0/url").and_then(Value::as_str).unwrap_or("");
        let global_security = document
            .get("security")
            .and_then(Value::as_array)
            .is_some_and(|s| !s.is_empty());
        let mut operations = HashMap::new();
        let paths = document
            .get("paths")
            .and_then(Value::as_object)
            .ok_or_else(|| anyhow!("no paths"))?;
        for (path, item) in paths {
            let shared_params = item
                .get("parameters")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            for (method, op) in item.as_object().into_iter().flatten() {
                let method = match method.as_str() {
                    "get" => Method::GET,
                    "post" => Method::POST,
                    "put" => Method::PUT,
                    "patch" => Method::PATCH,
                    "delete" => Method::DELETE,
                    _ => continue, // `parameters`, `summary`, ...
                };
                let operation = compiler.operation(op, &shared_params, global_security)?;
                operations.insert((method, format!("{base}{path}")), Arc::new(operation));
            }
        }
        Ok(Contract { operations })
    }
}

struct Compiler<'a> {
    document: &'a Value,
    schemas: HashMap<String, Arc<Schema>>,
    /// Whether the rules beyond the schemas ([`rule_of`]) are attached.
    rules: bool,
}

impl Compiler<'_> {
    fn resolve<'v>(&self, node: &'v Value) -> anyhow::Result<&'v Value>
    where
        Self: 'v,
    {
        let mut node = node;
        while let Some(reference) = node.get("$ref").and_then(Value::as_str) {
            let pointer = reference
                .strip_prefix('#')
                .ok_or_else(|| anyhow!("external $ref {reference}"))?;
            node = self
                .document
                .pointer(pointer)
                .ok_or_else(|| anyhow!("dangling $ref {reference}"))?;
        }
        Ok(node)
    }

    fn operation(&mut self, op: &Value, shared: &[Value], global_security: bool) -> anyhow::Result<Operation> {
        let id = op
            .get("operationId")
            .and_then(Value::as_str)
            .ok_or_else(|| anyhow!("operation without operationId"))?;
        let authenticated = match op.get("security").and_then(Value::as_array) {
            Some(requirements) => !requirements.is_empty(),
            None => global_security,
        };
        let mut path_params = Vec::new();
        let mut query_params = Vec::new();
        for param in shared
            .iter()
            .chain(op.get("parameters").and_then(Value::as_array).into_iter().flatten())
        {
            let param = self.resolve(param)?;
            let name = param.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
            let required = param.get("required").and_then(Value::as_bool).unwrap_or(false);
            let schema = self.schema(param.get("schema").unwrap_or(&Value::Null))?;
            let parameter = Parameter { name, required, schema };
            match param.get("in").and_then(Value::as_str) {
                Some("path") => path_params.push(parameter),
                Some("query") => query_params.push(parameter),
                _ => {}
            }
        }
        let body = match op.get("requestBody") {
            Some(body) => {
                let body = self.resolve(body)?;
                let schema = body
                    .pointer("/content/application~1json/schema")
                    .ok_or_else(|| anyhow!("{id}: request body is not application/json"))?;
                Some(self.schema(schema)?)
            }
            None => None,
        };
        let error_shape = match op.pointer("/responses/400") {
            Some(response) => {
                let schema = self.resolve(response)?.pointer("/content/application~1json/schema");
                if schema.and_then(|s| s.get("$ref")).and_then(Value::as_str)
                    == Some("#/components/schemas/SimpleValidationError")
                {
                    ErrorShape::Simple
                } else {
                    ErrorShape::Structured
                }
            }
            None => ErrorShape::Structured,
        };
        let credential = if authenticated {
            Credential::Key
        } else if path_params.iter().any(|param| param.name == "token") {
            Credential::SessionToken
        } else {
            Credential::None
        };
        Ok(Operation {
            id: Box::leak(id.to_owned().into_boxed_str()),
            authenticated,
            credential,
            error_shape,
            path_params,
            query_params,
            body,
        })
    }

    fn schema(&mut self, node: &Value) -> anyhow::Result<Arc<Schema>> {
        if let Some(reference) = node.get("$ref").and_then(Value::as_str) {
            if let Some(compiled) = self.schemas.get(reference) {
                return Ok(compiled.clone());
            }
            let mut compiled = self.schema(self.resolve(node)?)?;
            if let Some(rule) = rule_of(reference).filter(|_| self.rules) {
                // Just compiled from a node without `$ref`: nothing else holds it yet.
                Arc::get_mut(&mut compiled)
                    .context("a fresh schema is not shared")?
                    .rule = Some(rule);
            }
            self.schemas.insert(reference.to_owned(), compiled.clone());
            return Ok(compiled);
        }
        if let Some(keyword) = node
            .as_object()
            .into_iter()
            .flatten()
            .map(|(keyword, _)| keyword.as_str())
            .find(|keyword| !KEYWORDS.contains(keyword) && !keyword.starts_with("x-"))
        {
            bail!("the schema keyword `{keyword}` is not checked by src/http/contract.rs: teach it there first");
        }
        if node
            .get("additionalProperties")
            .is_some_and(|additional| additional != &Value::Bool(true))
        {
            bail!("`additionalProperties` other than `true` is not checked by src/http/contract.rs");
        }
        let kind = match node.get("type").and_then(Value::as_str) {
            Some("string") => Kind::String,
            Some("integer") => Kind::Integer,
            Some("number") => Kind::Number,
            Some("boolean") => Kind::Boolean,
            Some("array") => Kind::Array,
            Some("object") => Kind::Object,
            None => Kind::Any,
            Some(other) => bail!("unsupported schema type {other}"),
        };
        let usize_of = |key: &str| node.get(key).and_then(Value::as_u64).map(|n| n as usize);
        let pattern = match node.get("pattern").and_then(Value::as_str) {
            Some(p) => Some(Regex::new(p).with_context(|| format!("bad pattern {p}"))?),
            None => None,
        };
        let items = match node.get("items") {
            Some(items) => Some(self.schema(items)?),
            None => None,
        };
        let mut properties = Vec::new();
        for (name, property) in node.get("properties").and_then(Value::as_object).into_iter().flatten() {
            properties.push((name.clone(), self.schema(property)?));
        }
        let required_of = |node: &Value| -> Vec<String> {
            node.get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).map(str::to_owned).collect())
                .unwrap_or_default()
        };
        let forbidden = match node.get("not") {
            Some(not) => {
                let resolved = self.resolve(not)?;
                let message = resolved
                    .get("description")
                    .and_then(Value::as_str)
                    .ok_or_else(|| anyhow!("a `not` needs a `description`: it is the message of the 400"))?
                    .trim()
                    .to_owned();
                let constrained = resolved.get("properties").and_then(Value::as_object);
                let fields = required_of(resolved)
                    .into_iter()
                    .filter(|name| !constrained.is_some_and(|c| c.contains_key(name)))
                    .collect();
                Some(Forbidden {
                    schema: self.schema(not)?,
                    fields,
                    message,
                })
            }
            None => None,
        };
        let mut composed = |keyword: &str| -> anyhow::Result<Vec<Arc<Schema>>> {
            let mut schemas = Vec::new();
            for schema in node.get(keyword).and_then(Value::as_array).into_iter().flatten() {
                schemas.push(self.schema(schema)?);
            }
            Ok(schemas)
        };
        let all_of = composed("allOf")?;
        let any_of = composed("anyOf")?;
        let one_of = composed("oneOf")?;
        let one_of_fields = node
            .get("oneOf")
            .and_then(Value::as_array)
            .and_then(|alternatives| {
                alternatives
                    .iter()
                    .map(|alternative| {
                        let alternative = self.resolve(alternative).ok()?.as_object()?;
                        let required = alternative.get("required")?.as_array()?;
                        let only_required = alternative.keys().all(|k| k == "required" || k == "description");
                        match required.as_slice() {
                            [field] if only_required => field.as_str().map(str::to_owned),
                            _ => None,
                        }
                    })
                    .collect::<Option<Vec<String>>>()
            })
            .filter(|fields| fields.len() > 1);
        Ok(Arc::new(Schema {
            kind,
            nullable: node.get("nullable").and_then(Value::as_bool).unwrap_or(false),
            min_length: usize_of("minLength"),
            max_length: usize_of("maxLength"),
            pattern,
            format: node.get("format").and_then(Value::as_str).map(str::to_owned),
            allowed: node.get("enum").and_then(Value::as_array).cloned(),
            minimum: node.get("minimum").and_then(Value::as_f64),
            maximum: node.get("maximum").and_then(Value::as_f64),
            min_items: usize_of("minItems"),
            max_items: usize_of("maxItems"),
            unique_items: node.get("uniqueItems").and_then(Value::as_bool).unwrap_or(false),
            items,
            properties,
            required: required_of(node),
            forbidden,
            all_of,
            any_of,
            one_of,
            one_of_fields,
            rule: None,
        }))
    }
}

/// The keywords of a request schema that the checker applies, and the annotations it may ignore.
const KEYWORDS: [&str; 28] = [
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

    #[test]
    fn the_embedded_contract_compiles() {
        let contract = Contract::parse(OPENAPI_YAML).unwrap();
        assert!(contract.operations().count() > 20);
    }

    /// The problems found in `body` of `POST /api/v1/{route}`, as `path: message`.
    fn problems(contract: &Contract, route: &str, body: Value) -> Vec<String> {
        let operation = contract.operation(&Method::POST, &format!("/api/v1/{route}")).unwrap();
        let issues = operation.check_body(&body);
        issues
            .iter()
            .map(|i| format!("{}: {}", i.path.dotted(), i.message))
            .collect()
    }

    #[test]
    fn the_schemas_alone_say_every_rule_json_schema_can_express() {
        // Only the schemas, as a client validating locally reads them.
        let schemas = Contract::compile(OPENAPI_YAML, false).unwrap();
        let current_with_end = serde_json::json!({"name": "A", "cv": {"workExperiences": [
            {"company": "C", "title": "T", "startDate": "2020-01", "isCurrent": false, "endDate": "2021-01"},
            {"company": "C", "title": "T", "startDate": "2020-01", "isCurrent": true, "endDate": "2021-01"}
        ]}});
        assert_eq!(
            problems(&schemas, "candidates", current_with_end.clone()),
            ["cv.workExperiences[1].endDate: must be omitted when isCurrent is true"]
        );
        let custom = |extra: Value| {
            let mut question = serde_json::json!({"question_text": "Why?", "question_type": "behavioral"});
            question
                .as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            serde_json::json!({"job_id": uuid::Uuid::now_v7(), "candidate_name": "A",
                "question_config": {"custom_questions": [question]}})
        };
        assert_eq!(
            problems(&schemas, "invitations", custom(serde_json::json!({"order_index": 0}))),
            [
                "question_config.custom_questions[0].order_index: is not a field of a custom question; order the questions \
              with question_config.question_order"
            ]
        );
        assert!(problems(&schemas, "invitations", custom(serde_json::json!({}))).is_empty());

        // Dates out of order cannot be said in JSON Schema: the schemas admit them, the server
        // (the schemas and the rules) refuses them, as the descriptions and 400 examples say.
        let out_of_order = serde_json::json!({"name": "A", "cv": {"workExperiences": [
            {"company": "C", "title": "T", "startDate": "2021-01", "endDate": "2020-01"}
        ]}});
        assert!(problems(&schemas, "candidates", out_of_order.clone()).is_empty());
        let server = Contract::parse(OPENAPI_YAML).unwrap();
        assert_eq!(
            problems(&server, "candidates", out_of_order),
            ["cv.workExperiences[0].endDate: must not be before startDate"]
        );
        assert_eq!(
            problems(&server, "candidates", current_with_end),
            ["cv.workExperiences[1].endDate: must be omitted when isCurrent is true"]
        );
    }

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
    fn keywords_the_checker_does_not_apply_are_refused() {
        let yaml = OPENAPI_YAML.replacen("maxItems: 50\n", "maxItems: 50\n          minProperties: 1\n", 1);
        assert!(yaml != OPENAPI_YAML);
        let error = Contract::compile(&yaml, true).err().unwrap();
        assert!(format!("{error:#}").contains("minProperties"), "{error:#}");
    }

    #[test]
    fn uris_must_be_rfc_3986_characters() {
        assert!(format_matches("uri", "https://amara.dev/a%20b?q=1#top"));
        assert!(!format_matches("uri", "https://\u{cf}"));
        assert!(!format_matches("uri", "https://amara.dev/a b"));
        assert!(!format_matches("uri", "https://amara.dev/100%"));
        assert!(!format_matches("uri", "https://amara.dev/<b>"));
    }

    #[test]
    fn query_values_that_are_not_utf8_are_found() {
        assert_eq!(not_utf8_parameters("search=%ff&page=1"), ["search"]);
        assert_eq!(not_utf8_parameters("search=%C3%A9+x%2&limit=%"), Vec::<String>::new());
        assert_eq!(not_utf8_parameters("a%62c=%ed%a0%80"), ["abc"]);
    }
}
