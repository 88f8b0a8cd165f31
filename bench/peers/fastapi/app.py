"""A peer of the server for `make bench`: `GET /api/v1/candidates/{id}` and `POST /api/v1/invitations`
as a team would write them with FastAPI and asyncpg, against the server's database and schema.
Served by uvicorn with 2 workers (bench/run.sh). What it does and does not do compared with the
server: BENCHMARKS.md.
"""

import hashlib
import json
import os
import re
import secrets
import uuid
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Annotated, Any, Literal

import asyncpg
from fastapi import Depends, FastAPI, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

DATABASE_URL = os.environ["DATABASE_URL"]
INTERVIEW_URL_BASE = os.environ.get("INTERVIEW_URL_BASE", "https://interview.example.com/i").rstrip("/")
# 8 connections per worker: with 2 workers, the 16 the server's pool holds by default, one per
# connection of the load.
POOL_SIZE = int(os.environ.get("DATABASE_POOL_SIZE", "8"))

KEY_FORM = re.compile(r"ivk_(live|test)_[0-9a-f]{64}")
SUPPORTED_LANGUAGES = {
    "en", "es", "fr", "de", "it", "pt", "nl", "pl", "sv", "da", "no", "fi", "cs", "ro", "hu", "el", "tr", "ru", "uk",
    "ar", "he", "hi", "ja", "ko", "zh", "id", "ms", "th", "vi",
}
DEFAULT_VOICE = "21m00Tcm4TlvDq8ikWAM"
DEFAULT_TIME_LIMIT_SECONDS = 180
NO_NUL = r"^[^\x00]*$"

QuestionType = Literal["behavioral", "technical", "situational", "experience", "role_specific"]
VoiceId = Literal[
    "21m00Tcm4TlvDq8ikWAM", "AZnzlk1XvdvUeBnXmlld", "EXAVITQu4vr4xnSDxMaL", "ErXwobaYiN019PkySvjV",
    "MF3mGyEYCl7XYWbV9V6O", "TxGEqnHWrfWFTfGW9XjX", "VR6AewLTigWG4xSOukaG", "pNInz6obpgDQGcFmaJgB",
    "yoZ06aMxZJJ28mfd3POQ",
]


class ApiError(Exception):
    def __init__(self, status: int, body: dict):
        self.status, self.body = status, body


def structured(status: int, kind: str, message: str, details: dict | None = None) -> ApiError:
    error = {"type": kind, "message": message}
    if details is not None:
        error["details"] = details
    return ApiError(status, {"error": error})


async def init_connection(conn: asyncpg.Connection) -> None:
    # The candidate's CV is `json` (migration 0021), its metadata and the rest `jsonb`.
    for kind in ("json", "jsonb"):
        await conn.set_type_codec(kind, encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


pool: asyncpg.Pool


@asynccontextmanager
async def lifespan(_: FastAPI):
    global pool
    pool = await asyncpg.create_pool(DATABASE_URL, min_size=POOL_SIZE, max_size=POOL_SIZE, init=init_connection)
    yield
    await pool.close()


app = FastAPI(lifespan=lifespan)


@app.exception_handler(ApiError)
async def api_error(_: Request, error: ApiError) -> JSONResponse:
    headers = {"WWW-Authenticate": "Bearer"} if error.status == 401 else None
    return JSONResponse(error.body, status_code=error.status, headers=headers)


@app.exception_handler(RequestValidationError)
async def invalid_request(request: Request, error: RequestValidationError) -> JSONResponse:
    # The server's shapes: the candidates' simple one, the structured one elsewhere.
    if request.url.path.startswith("/api/v1/candidates"):
        details = [{"path": [str(p) for p in e["loc"][1:]], "message": e["msg"]} for e in error.errors()]
        return JSONResponse({"error": "Validation failed", "details": details}, status_code=400)
    details = {}
    for e in error.errors():
        path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in e["loc"][1:]).lstrip(".")
        details.setdefault(path or "request", e["msg"])
    return JSONResponse(
        {"error": {"type": "validation_error", "message": "The request has invalid fields; see details",
                   "details": details}},
        status_code=400,
    )


def timestamp(at: datetime) -> str:
    """RFC 3339, UTC, milliseconds, `Z`: the API's one format."""
    return at.strftime("%Y-%m-%dT%H:%M:%S.") + f"{at.microsecond // 1000:03d}Z"


class Caller(BaseModel):
    account_id: uuid.UUID
    plan: str


async def authenticate(authorization: Annotated[str | None, Header()] = None) -> Caller:
    """The key's SHA-256 looked up as the server stores it: a revoked key is deleted, so not found;
    the owning (live) account must have a verified e-mail and an active subscription."""
    if authorization is None:
        raise structured(401, "authentication_error", "Missing API key: send Authorization: Bearer <API_KEY>")
    scheme, _, key = authorization.partition(" ")
    if scheme.lower() != "bearer":
        raise structured(401, "authentication_error", "Unsupported authorization scheme: use Bearer")
    key = key.strip()
    if not KEY_FORM.fullmatch(key):
        raise structured(401, "authentication_error", "Malformed API key")
    row = await pool.fetchrow(
        """select a.id as account_id, o.plan, o.email_verified, o.subscription_status
           from api_keys k
           join accounts a on a.id = k.account_id
           join accounts o on o.id = coalesce(a.live_account_id, a.id)
           where k.key_hash = $1""",
        hashlib.sha256(key.encode()).digest(),
    )
    if row is None:
        raise structured(401, "authentication_error", "Invalid or revoked API key")
    if not row["email_verified"]:
        raise structured(403, "permission_error", "Verify the account's e-mail address to use the API")
    if row["subscription_status"] != "active":
        raise structured(403, "permission_error", "The account has no active subscription")
    return Caller(account_id=row["account_id"], plan=row["plan"])


# GET /api/v1/candidates/{id}

class Candidate(BaseModel):
    id: uuid.UUID
    name: str
    title: str | None
    cv: dict[str, Any] | None
    metadata: dict[str, str]
    created_at: str
    updated_at: str


class CandidateEnvelope(BaseModel):
    data: Candidate


CV_ARRAYS = ("workExperiences", "education", "skills", "certifications")


def cv_output(cv: dict | None, parsed_at: datetime | None) -> dict | None:
    """The stored CV as returned: its four arrays always present, with when and how it was written."""
    if cv is None or parsed_at is None:
        return None
    out = {key: value for key, value in cv.items() if value is not None}
    for key in CV_ARRAYS:
        out.setdefault(key, [])
    out["parsedAt"] = timestamp(parsed_at)
    out["parseSource"] = "manual"
    return out


@app.get("/api/v1/candidates/{id}")
async def get_candidate(id: uuid.UUID, caller: Annotated[Caller, Depends(authenticate)]) -> CandidateEnvelope:
    row = await pool.fetchrow(
        """select id, name, title, cv, cv_parsed_at, metadata, created_at, updated_at
           from candidates where id = $1 and account_id = $2""",
        id, caller.account_id,
    )
    if row is None:
        raise ApiError(404, {"error": "Candidate not found"})
    return CandidateEnvelope(data=Candidate(
        id=row["id"],
        name=row["name"],
        title=row["title"],
        cv=cv_output(row["cv"], row["cv_parsed_at"]),
        metadata={k: v for k, v in row["metadata"].items() if isinstance(v, str)},
        created_at=timestamp(row["created_at"]),
        updated_at=timestamp(row["updated_at"]),
    ))


# POST /api/v1/invitations

class CustomQuestion(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question_text: str = Field(min_length=1, max_length=2000, pattern=NO_NUL)
    question_type: QuestionType
    time_limit_seconds: int | None = Field(None, ge=10, le=3600)
    order_index: int | None = Field(None, ge=0, le=10000)


class QuestionConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")
    excluded_question_ids: list[uuid.UUID] | None = Field(None, max_length=100)
    custom_questions: list[CustomQuestion] | None = Field(None, max_length=50)
    question_order: list[Annotated[str, Field(max_length=64)]] | None = Field(None, max_length=150)


class InvitationCreate(BaseModel):
    # The fields of the contract's InvitationCreate but `candidate_id` and `candidate_cv`.
    model_config = ConfigDict(extra="forbid")
    job_id: uuid.UUID
    candidate_name: str = Field(min_length=1, max_length=200, pattern=NO_NUL)
    question_config: QuestionConfig | None = None
    expires_in_days: int | None = Field(None, ge=1, le=90)
    locale_id: str | None = Field(None, pattern=r"^[A-Za-z]{2}([-_][A-Za-z]{2})?$")
    voice_id: VoiceId | None = None
    metadata: dict[Annotated[str, Field(pattern=r"^[A-Za-z0-9_.-]{1,40}$")],
                   Annotated[str, Field(max_length=500, pattern=NO_NUL)]] | None = Field(None, max_length=20)


class JobRef(BaseModel):
    id: uuid.UUID
    title: str


class Invitation(BaseModel):
    id: uuid.UUID
    interview_url: str
    token: str
    status: str
    candidate_name: str
    candidate_id: uuid.UUID | None
    job: JobRef
    estimated_credits: int
    estimated_duration_seconds: int
    expires_at: str
    created_at: str
    metadata: dict[str, str]


def normalized_locale(locale: str, issues: dict) -> str:
    """The language in lower case and the region, if any, in upper case, joined by `-`."""
    language, _, region = locale.replace("_", "-").partition("-")
    language = language.lower()
    if language not in SUPPORTED_LANGUAGES:
        issues.setdefault("locale_id", "is not a supported language")
    return f"{language}-{region.upper()}" if region else language


CUSTOM_TOKEN = re.compile(r"custom_([0-9]+)")


def plan_questions(job: list[asyncpg.Record], config: QuestionConfig | None, issues: dict) -> list[dict]:
    """The interview's questions as the contract's QuestionConfig describes them: the job's minus
    the excluded, then the custom ones; `question_order` first, else each `order_index` placed."""
    excluded_ids = (config and config.excluded_question_ids) or []
    customs = (config and config.custom_questions) or []
    order = (config and config.question_order) or []
    job_ids = {q["id"] for q in job}

    excluded = set()
    for i, qid in enumerate(excluded_ids):
        at = f"question_config.excluded_question_ids[{i}]"
        if qid not in job_ids:
            issues.setdefault(at, "is not a question of this job")
        elif qid in excluded:
            issues.setdefault(at, "is listed more than once")
        else:
            excluded.add(qid)

    planned = [
        (str(q["id"]), {"source": "job", "job_question_id": q["id"], "text": q["question_text"],
                        "type": q["question_type"], "time_limit": q["time_limit_seconds"]})
        for q in job if q["id"] not in excluded
    ]
    planned += [
        (f"custom_{i}", {"source": "custom", "job_question_id": None, "text": c.question_text,
                         "type": c.question_type, "time_limit": c.time_limit_seconds or DEFAULT_TIME_LIMIT_SECONDS})
        for i, c in enumerate(customs)
    ]

    ordered, seen = [], set()
    for i, entry in enumerate(order):
        at = f"question_config.question_order[{i}]"
        problem, key = None, entry
        token = CUSTOM_TOKEN.fullmatch(entry)
        if entry in seen:
            problem = "is listed more than once"
        elif entry.startswith("custom_"):
            if not token or str(int(token[1])) != token[1]:
                problem = "is not a custom_N token"
            elif int(token[1]) >= len(customs):
                problem = ("refers to a custom question, but none were given" if not customs else
                           f"is out of range: the custom questions are custom_0 to custom_{len(customs) - 1}")
        else:
            try:
                qid = uuid.UUID(entry)
                key = str(qid)
                if qid in excluded:
                    problem = "refers to an excluded question"
                elif qid not in job_ids:
                    problem = "is not a question of this job or a custom_N token"
            except ValueError:
                problem = "is not a question of this job or a custom_N token"
        seen.add(entry)
        if problem:
            issues.setdefault(at, problem)
            continue
        for position, (k, _) in enumerate(planned):
            if k == key:
                ordered.append(planned.pop(position))
                break
    ordered += planned

    indexed = [(i, c.order_index) for i, c in enumerate(customs) if c.order_index is not None]
    if not order:
        ordered = place_by_order_index(ordered, indexed, issues)
    else:
        keys = [k for k, _ in ordered]
        for i, n in indexed:
            at = keys.index(f"custom_{i}")
            if at != n:
                issues.setdefault(
                    f"question_config.custom_questions[{i}].order_index",
                    f"contradicts question_config.question_order, which puts custom_{i} at position {at}",
                )
    if not issues and not ordered:
        issues["question_config"] = "leaves the interview without questions"
    return [question for _, question in ordered]


def place_by_order_index(questions: list, indexed: list, issues: dict) -> list:
    """Each custom question with an `order_index` at that position, in ascending order (a tie one
    after the other); the others fill the remaining positions in their order."""
    total = len(questions)
    slots: list[str | None] = [None] * total
    following, out_of_range = 0, False
    for i, n in sorted(indexed, key=lambda item: (item[1], item[0])):
        position = max(n, following)
        if position >= total:
            out_of_range = True
            issues.setdefault(
                f"question_config.custom_questions[{i}].order_index",
                f"is out of range: the interview has {total} question{'' if total == 1 else 's'}, "
                f"at positions 0 to {max(total - 1, 0)}",
            )
            continue
        slots[position] = f"custom_{i}"
        following = position + 1
    if out_of_range or not indexed:
        return questions
    placed = {k: q for k, q in questions if k in slots}
    rest = iter([(k, q) for k, q in questions if k not in placed])
    return [(slot, placed[slot]) if slot else next(rest) for slot in slots]


@app.post("/api/v1/invitations", status_code=201)
async def create_invitation(body: InvitationCreate, caller: Annotated[Caller, Depends(authenticate)]) -> Invitation:
    issues: dict[str, str] = {}
    locale = normalized_locale(body.locale_id or "en", issues)
    if issues:
        raise structured(400, "validation_error", "The request has invalid fields; see details", issues)
    async with pool.acquire() as conn:
        job = await conn.fetchrow(
            "select title, archived_at from jobs where id = $1 and account_id = $2", body.job_id, caller.account_id
        )
        if job is None:
            raise structured(404, "resource_not_found", "Job not found")
        if job["archived_at"] is not None:
            raise structured(409, "invalid_state",
                             "The job is archived; unarchive it (POST /jobs/{id}/unarchive) to invite to it")
        job_questions = await conn.fetch(
            """select id, question_text, question_type, time_limit_seconds
               from job_questions where job_id = $1 order by position""",
            body.job_id,
        )
        questions = plan_questions(job_questions, body.question_config, issues)
        if issues:
            raise structured(400, "validation_error", "The request has invalid fields; see details", issues)
        voice = body.voice_id or DEFAULT_VOICE
        has_customs = bool(body.question_config and body.question_config.custom_questions)
        if caller.plan == "trial" and (has_customs or voice != DEFAULT_VOICE):
            raise structured(403, "trial_restriction",
                             "Custom questions and voices other than the default are not available during the "
                             "trial. Purchase credits to use them.")
        duration = sum(q["time_limit"] for q in questions)
        credits = (duration + 59) // 60
        token = secrets.token_urlsafe(32)
        metadata = body.metadata or {}

        async with conn.transaction():
            interview = await conn.fetchrow(
                """insert into interviews (id, account_id, job_id, job_title, token, token_hash, candidate_name,
                                           locale_id, voice_id, estimated_duration_seconds, estimated_credits,
                                           expires_at, metadata)
                   values (uuid_v7(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(days => $11), $12)
                   returning id, expires_at, created_at""",
                caller.account_id, body.job_id, job["title"], token, hashlib.sha256(token.encode()).digest(),
                body.candidate_name, locale, voice, duration, credits, body.expires_in_days or 7, metadata,
            )
            await conn.execute(
                """insert into interview_questions
                       (id, interview_id, position, source, job_question_id, question_text, question_type,
                        time_limit_seconds)
                   select uuid_v7(), $1, q.position - 1, q.source, q.job_question_id, q.text, q.kind, q.time_limit
                   from unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::int[])
                        with ordinality as q(source, job_question_id, text, kind, time_limit, position)""",
                interview["id"],
                [q["source"] for q in questions], [q["job_question_id"] for q in questions],
                [q["text"] for q in questions], [q["type"] for q in questions],
                [q["time_limit"] for q in questions],
            )
            # Reserved last, so that the account's concurrent invitations (in every process) queue
            # on its credits row only for this statement and the commit. One statement locks the
            # row, checks the credits available and reserves them with their ledger row (the ledger
            # invariants of migration 0009): PostgreSQL checks the condition again on the row's
            # latest version once it holds the lock, so no process can overdraw.
            reserved = await conn.fetchval(
                """with reserved as (
                       update account_credits set reserved_credits = reserved_credits + $2
                       where account_id = $1 and credit_balance - reserved_credits >= $2
                       returning account_id)
                   insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
                   select uuid_v7(), account_id, 'reservation', -$2, $3, 'Reserved for an invitation' from reserved
                   returning id""",
                caller.account_id, credits, interview["id"],
            )
            if reserved is None:
                account = await conn.fetchrow(
                    "select credit_balance, reserved_credits from account_credits where account_id = $1", caller.account_id
                )
                available = account["credit_balance"] - account["reserved_credits"]
                raise structured(
                    403, "insufficient_credits",
                    f"Not enough credits: this interview needs {credits}, {available} are available.",
                    {"required_credits": credits, "available_credits": available,
                     "total_balance": account["credit_balance"], "reserved_credits": account["reserved_credits"]},
                )

    return Invitation(
        id=interview["id"],
        interview_url=f"{INTERVIEW_URL_BASE}/{token}",
        token=token,
        status="invited",
        candidate_name=body.candidate_name,
        candidate_id=None,
        job=JobRef(id=body.job_id, title=job["title"]),
        estimated_credits=credits,
        estimated_duration_seconds=duration,
        expires_at=timestamp(interview["expires_at"]),
        created_at=timestamp(interview["created_at"]),
        metadata=metadata,
    )
