//! Compiling `openapi.yaml` into the operations of a [`Contract`] and the checkers of their schemas.

use std::collections::HashMap;
use std::sync::Arc;

use anyhow::{Context, anyhow, bail};
use axum::http::Method;
use regex::Regex;
use serde_json::Value;

use super::deprecation::Deprecation;
use super::schema::{Forbidden, KEYWORDS, Kind, Rule, Schema};
use super::{Contract, Credential, Operation, PARTNER_SCHEME, Parameter};
use crate::http::error::shapes::ErrorShape;

impl Contract {
    /// With `rules: false`, only what the schemas say is checked: what a client validating
    /// locally against `openapi.yaml` would find.
    pub(super) fn compile(yaml: &str, rules: bool) -> anyhow::Result<Contract> {
        let document: Value = yaml_serde::from_str(yaml).context("openapi.yaml is not valid YAML")?;
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
        let deprecation = Deprecation::of(op, id, |response| self.resolve(response))?;
        let authenticated = match op.get("security").and_then(Value::as_array) {
            Some(requirements) => !requirements.is_empty(),
            None => global_security,
        };
        // The partner endpoints name the Basic scheme; every other keyed operation, Bearer.
        let partner = op
            .get("security")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .any(|requirement| requirement.get(PARTNER_SCHEME).is_some());
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
        let (body, body_required) = match op.get("requestBody") {
            Some(body) => {
                let body = self.resolve(body)?;
                let schema = body
                    .pointer("/content/application~1json/schema")
                    .ok_or_else(|| anyhow!("{id}: request body is not application/json"))?;
                let required = body.get("required").and_then(Value::as_bool).unwrap_or(false);
                (Some(self.schema(schema)?), required)
            }
            None => (None, false),
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
        let credential = if partner {
            Credential::PartnerKey
        } else if authenticated {
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
            deprecation,
            path_params,
            query_params,
            item: self.item_schema(op)?,
            body,
            body_required,
        })
    }

    /// The schema each item of the body's `x-checked-per-item` array is checked against by the
    /// handler (the extension names it), if the body has such an array.
    fn item_schema(&mut self, op: &Value) -> anyhow::Result<Option<Arc<Schema>>> {
        let Some(body) = op.get("requestBody") else {
            return Ok(None);
        };
        let body = self.resolve(body)?;
        let Some(schema) = body.pointer("/content/application~1json/schema") else {
            return Ok(None);
        };
        let schema = self.resolve(schema)?.clone();
        let reference = schema
            .get("properties")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .find_map(|(_, property)| property.get("x-checked-per-item").and_then(Value::as_str));
        match reference {
            Some(reference) => Ok(Some(self.schema(&serde_json::json!({ "$ref": reference }))?)),
            None => Ok(None),
        }
    }

    /// The checker of a schema node; a `$ref` is compiled once and shared.
    fn schema(&mut self, node: &Value) -> anyhow::Result<Arc<Schema>> {
        match node.get("$ref").and_then(Value::as_str) {
            Some(reference) => self.referenced(reference, node),
            None => self.inline(node),
        }
    }

    /// A named schema, with the rule of its name when rules are attached.
    fn referenced(&mut self, reference: &str, node: &Value) -> anyhow::Result<Arc<Schema>> {
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
        Ok(compiled)
    }

    /// A schema written out (not a `$ref`), with the schemas nested in it.
    fn inline(&mut self, node: &Value) -> anyhow::Result<Arc<Schema>> {
        refuse_unchecked(node)?;
        let kind = kind_of(node)?;
        let usize_of = |key: &str| node.get(key).and_then(Value::as_u64).map(|n| n as usize);
        let pattern = pattern_of(node)?;
        let items = match node.get("items") {
            Some(items) => Some(self.schema(items)?),
            None => None,
        };
        let properties = self.properties(node)?;
        let additional = match node.get("additionalProperties") {
            Some(Value::Bool(_)) | None => None,
            Some(schema) => Some(self.schema(schema)?),
        };
        let forbidden = self.forbidden(node)?;
        let all_of = self.composed(node, "allOf")?;
        let any_of = self.composed(node, "anyOf")?;
        let one_of = self.composed(node, "oneOf")?;
        let one_of_fields = self.one_of_fields(node);
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
            absent_if_null: node
                .get("properties")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
                .filter(|(_, property)| property.get("x-null-means-absent").and_then(Value::as_bool) == Some(true))
                .map(|(name, _)| name.clone())
                .collect(),
            properties,
            additional,
            max_properties: usize_of("maxProperties"),
            required: required_of(node),
            forbidden,
            all_of,
            any_of,
            one_of,
            one_of_fields,
            rule: None,
        }))
    }

    fn properties(&mut self, node: &Value) -> anyhow::Result<Vec<(String, Arc<Schema>)>> {
        let mut properties = Vec::new();
        for (name, property) in node.get("properties").and_then(Value::as_object).into_iter().flatten() {
            properties.push((name.clone(), self.schema(property)?));
        }
        Ok(properties)
    }

    /// The `not` of a schema; its `description` is the message of the 400.
    fn forbidden(&mut self, node: &Value) -> anyhow::Result<Option<Forbidden>> {
        let Some(not) = node.get("not") else {
            return Ok(None);
        };
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
        Ok(Some(Forbidden {
            schema: self.schema(not)?,
            fields,
            message,
        }))
    }

    /// The schemas of a composition keyword (`allOf`, `anyOf`, `oneOf`).
    fn composed(&mut self, node: &Value, keyword: &str) -> anyhow::Result<Vec<Arc<Schema>>> {
        let mut schemas = Vec::new();
        for schema in node.get(keyword).and_then(Value::as_array).into_iter().flatten() {
            schemas.push(self.schema(schema)?);
        }
        Ok(schemas)
    }

    /// The fields of a `oneOf` whose alternatives each only require one field (see
    /// `Schema::one_of_fields`).
    fn one_of_fields(&self, node: &Value) -> Option<Vec<String>> {
        node.get("oneOf")
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
            .filter(|fields| fields.len() > 1)
    }
}

/// Refuses what a schema may say that the checker does not apply, so the schema can never say
/// more than the server checks.
fn refuse_unchecked(node: &Value) -> anyhow::Result<()> {
    if let Some(keyword) = node
        .as_object()
        .into_iter()
        .flatten()
        .map(|(keyword, _)| keyword.as_str())
        .find(|keyword| !KEYWORDS.contains(keyword) && !keyword.starts_with("x-"))
    {
        bail!("the schema keyword `{keyword}` is not checked by src/http/contract/schema.rs: teach it there first");
    }
    if node.get("additionalProperties") == Some(&Value::Bool(false)) {
        bail!("`additionalProperties: false` is not checked by src/http/contract/schema.rs");
    }
    Ok(())
}

fn kind_of(node: &Value) -> anyhow::Result<Kind> {
    // A nullable field that wraps one schema (`allOf: [$ref]`) states a `type` only because
    // OpenAPI 3.0.3 gives `nullable` no effect without one: the wrapped schema checks the value,
    // once.
    let nullable_wrapper = node.get("nullable").and_then(Value::as_bool) == Some(true)
        && node
            .get("allOf")
            .and_then(Value::as_array)
            .is_some_and(|wrapped| wrapped.len() == 1);
    if nullable_wrapper {
        return Ok(Kind::Any);
    }
    Ok(match node.get("type").and_then(Value::as_str) {
        Some("string") => Kind::String,
        Some("integer") => Kind::Integer,
        Some("number") => Kind::Number,
        Some("boolean") => Kind::Boolean,
        Some("array") => Kind::Array,
        Some("object") => Kind::Object,
        None => Kind::Any,
        Some(other) => bail!("unsupported schema type {other}"),
    })
}

fn pattern_of(node: &Value) -> anyhow::Result<Option<Regex>> {
    match node.get("pattern").and_then(Value::as_str) {
        Some(p) => Ok(Some(Regex::new(p).with_context(|| format!("bad pattern {p}"))?)),
        None => Ok(None),
    }
}

fn required_of(node: &Value) -> Vec<String> {
    node.get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).map(str::to_owned).collect())
        .unwrap_or_default()
}

/// The rules of the named schemas whose fields depend on each other (their resource keeps them),
/// so that one answer lists every problem of a request.
fn rule_of(reference: &str) -> Option<Rule> {
    match reference {
        "#/components/schemas/CvInput" => Some(crate::domain::cv::check_json),
        "#/components/schemas/Metadata" | "#/components/schemas/MetadataUpdate" => {
            Some(crate::domain::metadata::check_keys)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::contract::{OPENAPI_YAML, problems};

    #[test]
    fn the_embedded_contract_compiles() {
        let contract = Contract::parse(OPENAPI_YAML).unwrap();
        assert!(contract.operations().count() > 20);
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
            problems(
                &schemas,
                "invitations",
                custom(serde_json::json!({"order_index": 10001}))
            ),
            ["question_config.custom_questions[0].order_index: must be at most 10000"]
        );
        assert!(problems(&schemas, "invitations", custom(serde_json::json!({"order_index": 0}))).is_empty());
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
    fn a_nullable_wrapper_is_checked_by_the_schema_it_wraps_alone() {
        // `Skill.category`: `type: string`, `nullable` and `allOf: [SkillCategory]`.
        let contract = Contract::parse(OPENAPI_YAML).unwrap();
        let skill = |category: Value| serde_json::json!({"name": "A", "cv": {"skills": [{"name": "Rust", "category": category}]}});
        assert_eq!(
            problems(&contract, "candidates", skill(Value::from("a\u{0}b"))),
            ["cv.skills[0].category: must be one of: technical, soft, language"]
        );
        assert_eq!(
            problems(&contract, "candidates", skill(Value::from(5))),
            ["cv.skills[0].category: must be a string"]
        );
        assert!(problems(&contract, "candidates", skill(Value::Null)).is_empty());
    }

    #[test]
    fn keywords_the_checker_does_not_apply_are_refused() {
        let yaml = OPENAPI_YAML.replacen("maxItems: 50\n", "maxItems: 50\n          minProperties: 1\n", 1);
        assert!(yaml != OPENAPI_YAML);
        let error = Contract::compile(&yaml, true).err().unwrap();
        assert!(format!("{error:#}").contains("minProperties"), "{error:#}");
    }
}
