"""Writes the generator's input: openapi.yaml without the cross-cutting headers.

Rate-limit, request-id, retry and idempotency headers are documented on every operation in
openapi.yaml, but the server's middleware sets and reads them. Left in, the generator would
add each of them as a field to every response variant and a parser to every handler, so the
references to them (`#/components/headers/*` and the `IdempotencyKey` parameter) are dropped
here and nowhere else.

Response `links` (OpenAPI links, for SDKs and stateful contract testing) are dropped too: the
server code does not use them.

`not` is dropped from every schema. openapi.yaml uses it for fields that must be absent (alone,
or when a sibling has a value: `isCurrent: true` forbids `endDate`); rust-axum 7.26.0 turns a
`not` with properties into a stray model (`WorkExperienceNot`) and otherwise ignores it. A `not`
only ever narrows what is valid, so the generated models are right without it, and the server's
own validator (src/http/contract/) applies it from openapi.yaml. A named schema that only a `not`
refers to (`CurrentWorkExperienceWithEndDate`) goes with it.

An optional field whose `null` means absent (`x-null-means-absent`) loses its `nullable` here, and
an `allOf` that only wraps a `$ref` to say so (with the `type` that `nullable` needs beside it)
becomes that `$ref`: the server drops such nulls before the handlers see the request, so the
generated models keep a plain `Option<T>`.

A map whose values may be `null` (`MetadataUpdate`: a key given `null` is removed) gets values of
any type here, and is checked by that validator instead: the generator would make them
non-nullable strings.
"""

import json
import sys

import yaml

MIDDLEWARE_PARAMETERS = {"#/components/parameters/IdempotencyKey"}
# The named schemas a dropped `not` referred to.
NOT_REFERENCES = set()


def strip(node):
    if isinstance(node, dict):
        headers = node.get("headers")
        if isinstance(headers, dict):
            for name in [n for n, h in headers.items() if str(h.get("$ref", "")).startswith("#/components/headers/")]:
                del headers[name]
            if not headers:
                del node["headers"]
        links = node.get("links")
        if isinstance(links, dict) and all(isinstance(l, dict) and "operationId" in l for l in links.values()):
            del node["links"]
        params = node.get("parameters")
        if isinstance(params, list):
            node["parameters"] = [p for p in params if p.get("$ref") not in MIDDLEWARE_PARAMETERS]
            if not node["parameters"]:
                del node["parameters"]
        for value in node.values():
            strip(value)
    elif isinstance(node, list):
        for value in node:
            strip(value)


def strip_not(schema):
    """Removes `not` from a schema and the schemas inside it (not from `properties` maps, whose
    keys are field names)."""
    if not isinstance(schema, dict):
        return
    dropped = schema.pop("not", None)
    if isinstance(dropped, dict) and "$ref" in dropped:
        NOT_REFERENCES.add(dropped["$ref"])
    for name in ("items", "additionalProperties"):
        strip_not(schema.get(name))
    for name in ("allOf", "anyOf", "oneOf"):
        for sub in schema.get(name) or []:
            strip_not(sub)
    for sub in (schema.get("properties") or {}).values():
        strip_not(sub)


def loosen(schema):
    """Applies the loosenings above to a schema and the schemas inside it."""
    if not isinstance(schema, dict):
        return
    for sub in (schema.get("properties") or {}).values():
        if isinstance(sub, dict) and sub.pop("x-null-means-absent", False):
            sub.pop("nullable", None)
            wrapped = sub.get("allOf")
            if isinstance(wrapped, list) and len(wrapped) == 1 and "$ref" in wrapped[0]:
                del sub["allOf"]
                sub.pop("type", None)  # there for `nullable` (OpenAPI 3.0.3); the $ref says it
                sub["$ref"] = wrapped[0]["$ref"]
    additional = schema.get("additionalProperties")
    if isinstance(additional, dict) and additional.get("nullable"):
        schema["additionalProperties"] = {}
    for sub in (schema.get("properties") or {}).values():
        loosen(sub)
    loosen(schema.get("items"))


def strip_not_everywhere(node):
    """`strip_not` on every `schema` of the paths (parameters, bodies, responses)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "schema":
                strip_not(value)
            else:
                strip_not_everywhere(value)
    elif isinstance(node, list):
        for value in node:
            strip_not_everywhere(value)


def main(source, target):
    with open(source, encoding="utf-8") as f:
        spec = yaml.safe_load(f)
    spec.get("components", {}).pop("headers", None)
    spec.get("components", {}).get("parameters", {}).pop("IdempotencyKey", None)
    strip(spec.get("paths", {}))
    strip(spec.get("components", {}).get("responses", {}))
    for schema in spec.get("components", {}).get("schemas", {}).values():
        strip_not(schema)
        loosen(schema)
    strip_not_everywhere(spec.get("paths", {}))
    strip_not_everywhere(spec.get("components", {}).get("parameters", {}))
    strip_not_everywhere(spec.get("components", {}).get("requestBodies", {}))
    strip_not_everywhere(spec.get("components", {}).get("responses", {}))
    text = json.dumps(spec)
    for reference in NOT_REFERENCES:
        if json.dumps(reference) not in text:
            spec["components"]["schemas"].pop(reference.rsplit("/", 1)[1], None)
    with open(target, "w", encoding="utf-8") as f:
        json.dump(spec, f, indent=2, sort_keys=False)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
