"""Schemathesis hooks for `make conformance` (loaded through SCHEMATHESIS_HOOKS).

They make generated requests behave like a real client's, and never touch what comes back:
every check sees every response as the server sent it.

1. A fresh `Idempotency-Key` per request. A key is a client's name for one logical request; the
   generator draws keys from a small space (the documented example, short strings), so unrelated
   requests would share one and get the documented 422 (or a replay of an unrelated earlier
   response). Replays are covered by tests/api/idempotency.rs.

2. Positive (schema-valid) cases are brought in line with the rules the contract documents in
   prose, and only those: every rule JSON Schema can express is in openapi.yaml (`isCurrent: true`
   with an `endDate` is refused by a `not`), so the generator already keeps to it. What is left compares two values or needs the server's data:
   - CV dates: an end is not before its start, and education and certification dates are real
     calendar dates (`2023-02-30` matches the pattern; `format: partial-date` is ours, unknown to
     the generator) (`CvInput`);
   - `question_config.excluded_question_ids` and `question_order` name questions of the job, and a
     custom question's `order_index` must be below the number of questions the interview ends up
     with, which a generator cannot know, so positive cases leave them out (`QuestionConfig`);
   - metadata keys are 1-40 characters of `A-Z a-z 0-9 _ . -` (OpenAPI 3.0 cannot constrain the keys
     of a map): a positive case's other keys are renamed (`key_0`, ...), values kept (`Metadata`);
   - `question_id` of a session answer names a question of that interview: a positive case whose
     id is not one of them (no OpenAPI link supplied it) gets the interview's first question,
     read from `GET /sessions/{token}` like the interview runtime does.
   Schemathesis re-validates a case after a hook edits it, so the checks judge what was sent.
   Negative cases are left as generated.

3. A link Schemathesis infers from a response field that is `null` (an event's `interview_id`
   is null for a `ping`) would put the text "None" in a path; a client would not follow it. Such a
   parameter gets an id that names nothing instead, which the server must answer 404.

4. The run's own API key is never revoked: a generated `DELETE /api-keys/{id}` can pick up its id
   from a `GET /api-keys` answer, and every later request would then be 401. A client does not
   revoke the key it is calling with mid-session; revocation (of itself too) is covered by
   tests/api/api_keys.rs. Such a request names an id that does not exist instead.

5. A link's request body is in its `x-request-body` (a map of runtime expressions, as OpenAPI's
   `requestBody` of a link allows; openapi.yaml keeps it in an extension because client generators
   refuse a link `requestBody` that is not a string). The schema is given it back as `requestBody`
   when loaded, so the stateful phase fills those fields from the linked response as before.

6. An erasure of a candidate deletes it, which the stateful checks cannot know: they expect a
   resource created earlier in a sequence to stay until its DELETE, and would report the
   candidate a later step reads as lost. An erasure naming a candidate erases one created for it
   instead, so erasure runs for real and the sequence's candidate stays. (Erasing the sequence's
   own candidate is covered by tests/api/privacy.rs.)
"""

from __future__ import annotations

import datetime
import os
import re
import uuid

import requests
import schemathesis

# The documented pattern of `Idempotency-Key` (openapi.yaml, components.parameters.IdempotencyKey).
IDEMPOTENCY_KEY = re.compile(r"^[\x21-\x7E]([\x20-\x7E]{0,253}[\x21-\x7E])?\Z")
CV_OPERATIONS = {
    "createCandidate": "cv",
    "updateCandidate": "cv",
    "createInvitation": "candidate_cv",
}


def _is_positive(case) -> bool:
    meta = getattr(case, "meta", None)
    generation = getattr(meta, "generation", None)
    mode = getattr(generation, "mode", None)
    return mode is not None and str(getattr(mode, "value", mode)).lower() == "positive"


def _operation_id(case) -> str | None:
    definition = getattr(case.operation, "definition", None)
    raw = getattr(definition, "raw", None)
    if isinstance(raw, dict):
        return raw.get("operationId")
    return None


def _partial_date(text):
    """(year, month, day) of a `YYYY`, `YYYY-MM` or `YYYY-MM-DD` string, or None."""
    if not isinstance(text, str):
        return None
    parts = text.split("-")
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        return None
    return tuple(numbers) + (None,) * (3 - len(numbers)) if 1 <= len(numbers) <= 3 else None


def _is_before(end, start) -> bool:
    """The server's rule: compare at the precision both dates have."""
    month = end[1] is not None and start[1] is not None
    day = month and end[2] is not None and start[2] is not None

    def key(d):
        return (d[0], d[1] if month else 0, d[2] if day else 0)

    return key(end) < key(start)


def _real_date(entry: dict, field: str) -> None:
    date = _partial_date(entry.get(field))
    if date is None or date[2] is None:
        return
    try:
        datetime.date(*date)
    except ValueError:
        entry[field] = entry[field][:7]


def _order(entry: dict, start_field: str, end_field: str) -> None:
    start, end = _partial_date(entry.get(start_field)), _partial_date(entry.get(end_field))
    if start and end and _is_before(end, start):
        entry[start_field], entry[end_field] = entry[end_field], entry[start_field]


def _fix_cv(cv) -> None:
    if not isinstance(cv, dict):
        return
    for work in cv.get("workExperiences") or []:
        if isinstance(work, dict):
            _order(work, "startDate", "endDate")
    for education in cv.get("education") or []:
        if isinstance(education, dict):
            _real_date(education, "startDate")
            _real_date(education, "endDate")
            _order(education, "startDate", "endDate")
    for certification in cv.get("certifications") or []:
        if isinstance(certification, dict):
            _real_date(certification, "issueDate")
            _real_date(certification, "expiryDate")
            _order(certification, "issueDate", "expiryDate")


METADATA_KEY = re.compile(r"^[A-Za-z0-9_.-]{1,40}\Z")
METADATA_OPERATIONS = {"createCandidate", "updateCandidate", "createJob", "updateJob", "createInvitation"}


def _fix_metadata(body) -> None:
    metadata = body.get("metadata") if isinstance(body, dict) else None
    if not isinstance(metadata, dict):
        return
    fixed = {}
    for i, (key, value) in enumerate(metadata.items()):
        fixed[key if METADATA_KEY.match(key) else f"key_{i}"] = value
    body["metadata"] = fixed


def _question_ids(token) -> list[str]:
    base = os.environ.get("CONFORMANCE_BASE_URL")
    if not base or not isinstance(token, str):
        return []
    try:
        response = requests.get(f"{base}/sessions/{token}", timeout=10)
    except requests.RequestException:
        return []
    if response.status_code != 200:
        return []
    return [q["id"] for q in response.json()["data"]["questions"]]


def _new_candidate() -> str | None:
    base, key = os.environ.get("CONFORMANCE_BASE_URL"), os.environ.get("CONFORMANCE_API_KEY")
    if not base or not key:
        return None
    try:
        response = requests.post(
            f"{base}/candidates",
            json={"name": "Erased by conformance"},
            headers={"Authorization": f"Bearer {key}"},
            timeout=10,
        )
    except requests.RequestException:
        return None
    return response.json()["data"]["id"] if response.status_code == 201 else None


def _restore_link_bodies(node) -> None:
    if isinstance(node, dict):
        links = node.get("links")
        if isinstance(links, dict):
            for link in links.values():
                if isinstance(link, dict) and "x-request-body" in link and "requestBody" not in link:
                    link["requestBody"] = link.pop("x-request-body")
        for value in node.values():
            _restore_link_bodies(value)
    elif isinstance(node, list):
        for value in node:
            _restore_link_bodies(value)


@schemathesis.hook
def before_load_schema(context, raw_schema):
    _restore_link_bodies(raw_schema)


@schemathesis.hook
def before_call(context, case, kwargs):
    parameters = case.path_parameters or {}
    for name, value in list(parameters.items()):
        if value is None or value == "None":
            parameters[name] = str(uuid.uuid4())
    if _operation_id(case) == "deleteApiKey" and parameters.get("id") == os.environ.get("CONFORMANCE_API_KEY_ID"):
        parameters["id"] = str(uuid.uuid4())

    headers = case.headers
    if headers:
        for name in list(headers):
            if name.lower() == "idempotency-key" and IDEMPOTENCY_KEY.match(str(headers[name])):
                headers[name] = str(uuid.uuid4())

    if (
        _operation_id(case) == "createErasure"
        and isinstance(case.body, dict)
        and isinstance(case.body.get("candidate_id"), str)
    ):
        case.body["candidate_id"] = _new_candidate() or case.body["candidate_id"]

    if not _is_positive(case) or not isinstance(case.body, dict):
        return
    operation = _operation_id(case)
    field = CV_OPERATIONS.get(operation)
    if field:
        _fix_cv(case.body.get(field))
    if operation in METADATA_OPERATIONS:
        _fix_metadata(case.body)
    if operation == "createInvitationBatch":
        for item in case.body.get("invitations") or []:
            _fix_metadata(item)
    if operation == "recordSessionResponse":
        ids = _question_ids((case.path_parameters or {}).get("token"))
        if ids and case.body.get("question_id") not in ids:
            case.body["question_id"] = ids[0]
    if operation == "createInvitation":
        config = case.body.get("question_config")
        if isinstance(config, dict):
            config.pop("excluded_question_ids", None)
            config.pop("question_order", None)
            for question in config.get("custom_questions") or []:
                if isinstance(question, dict):
                    question.pop("order_index", None)
