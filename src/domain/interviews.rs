//! Interviews and their lifecycle: `invited` → `in_progress` → `completed`; `invited` →
//! `expired` or `cancelled`; `in_progress` → `abandoned` (not completed within 24 hours).
//!
//! The stored status moves on writes (start, complete, cancel, and the sweeper that writes down
//! expiries and settles abandoned interviews). A link's expiry applies the moment it passes, so
//! every read derives the effective status with the SQL function `interview_status`
//! (migrations): `invited` past `expires_at` reads `expired`. Abandonment is not derived: it
//! charges credits, so an interview reads `abandoned` once the sweeper has settled it, and what
//! the API shows is always what the balance reflects.

use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use subtle::ConstantTimeEq;
use uuid::Uuid;

use crate::Nullable;
use crate::db::StoredEnum;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, CandidateId, InterviewId, JobId};
use crate::domain::keys::Principal;
use crate::domain::links::{hash_token, interview_url};
use crate::domain::validation::{FieldPath, Issue};
use crate::domain::{credits, metadata, webhooks};
use crate::models::{
    self, CvInput, InterviewStatus, KeyMode, QuestionSource, QuestionType, SimulationOutcome, VoiceId, WebhookEventType,
};
use crate::secrets;
use crate::wire::{timestamp, to_nullable};

/// The voice of an interview when the invitation does not choose one.
pub const NOT_FOUND: DomainError = DomainError::NotFound("Interview");

pub const DEFAULT_VOICE: VoiceId = VoiceId::ProfessionalFemale;

#[derive(Debug)]
pub struct InterviewRow {
    pub id: InterviewId,
    pub account_id: AccountId,
    pub job_id: JobId,
    pub job_title: String,
    pub token: String,
    /// The effective status.
    pub status: StoredEnum<InterviewStatus>,
    pub candidate_name: String,
    pub candidate_id: Option<Uuid>,
    pub candidate_cv: Option<Json<CvInput>>,
    pub locale_id: String,
    pub voice_id: StoredEnum<VoiceId>,
    pub estimated_duration_seconds: i32,
    pub estimated_credits: i64,
    pub charged_credits: Option<i64>,
    pub duration_seconds: Option<i32>,
    pub expires_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub consent_notice_version: Option<String>,
    pub consent_accepted_at: Option<DateTime<Utc>>,
    pub erased_at: Option<DateTime<Utc>>,
    pub metadata: Json<Value>,
    pub evaluation: Option<Json<models::Evaluation>>,
}

impl InterviewRow {
    pub fn status(&self) -> InterviewStatus {
        self.status.0
    }

    /// The interview's token, opened (it is stored sealed). A token that does not open (its key
    /// is not configured) is logged and shown empty: the link is then unusable, not wrong.
    pub fn token(&self) -> String {
        secrets::reveal(&self.token, &secrets::token_context(self.id.0)).unwrap_or_else(|error| {
            tracing::error!(interview_id = %self.id, error = %format!("{error:#}"), "cannot open an interview token");
            String::new()
        })
    }

    fn consent(&self) -> Option<models::Consent> {
        Some(models::Consent {
            notice_version: self.consent_notice_version.clone()?,
            accepted_at: timestamp(self.consent_accepted_at?),
        })
    }
}

/// The candidate's consent to the interview, as recorded at its start.
pub struct Consent {
    pub notice_version: String,
    pub accepted_at: DateTime<Utc>,
}

/// One question of an interview, as asked.
pub struct QuestionRow {
    pub id: Uuid,
    pub interview_id: InterviewId,
    pub position: i32,
    pub source: StoredEnum<QuestionSource>,
    pub job_question_id: Option<Uuid>,
    pub question_text: String,
    pub question_type: StoredEnum<QuestionType>,
    pub time_limit_seconds: i32,
}

impl From<QuestionRow> for models::InterviewQuestion {
    fn from(q: QuestionRow) -> Self {
        models::InterviewQuestion {
            id: q.id,
            position: i64::from(q.position),
            question_text: q.question_text,
            question_type: q.question_type.0,
            time_limit_seconds: q.time_limit_seconds as u32,
            source: q.source.0,
            job_question_id: to_nullable(q.job_question_id),
        }
    }
}

pub struct ResponseRow {
    pub interview_id: InterviewId,
    pub question_id: Uuid,
    pub transcript: String,
    pub duration_seconds: i32,
    pub recorded_at: DateTime<Utc>,
}

impl From<ResponseRow> for models::InterviewResponse {
    fn from(r: ResponseRow) -> Self {
        models::InterviewResponse {
            question_id: r.question_id,
            transcript: r.transcript,
            duration_seconds: i64::from(r.duration_seconds),
            recorded_at: timestamp(r.recorded_at),
        }
    }
}

/// One interview of the account.
pub async fn find_row(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    id: Uuid,
) -> Result<Option<InterviewRow>, sqlx::Error> {
    sqlx::query_as!(
        InterviewRow,
        r#"select id, account_id, job_id, job_title, token,
                  interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>",
                  candidate_name, candidate_id, candidate_cv as "candidate_cv: Json<CvInput>", locale_id,
                  voice_id as "voice_id: StoredEnum<VoiceId>", estimated_duration_seconds, estimated_credits,
                  charged_credits, duration_seconds, expires_at, started_at, completed_at, cancelled_at, created_at,
                  consent_notice_version, consent_accepted_at, erased_at, metadata as "metadata: Json<Value>",
                  evaluation as "evaluation: Json<models::Evaluation>"
           from interviews where id = $1 and account_id = $2"#,
        id,
        account_id as AccountId
    )
    .fetch_optional(db)
    .await
}

/// The interview behind a session token, or `None`. The token is found by its SHA-256 and
/// accepted by a constant-time comparison. With `lock`, the row is locked for update: every
/// state change of an interview takes that lock first, then the account's, in that order.
pub async fn find_by_token(
    db: &mut PgConnection,
    token: &str,
    lock: bool,
) -> Result<Option<InterviewRow>, sqlx::Error> {
    let hash = hash_token(token);
    let row = if lock {
        sqlx::query_as!(
            InterviewRow,
            r#"select id, account_id, job_id, job_title, token,
                      interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>",
                      candidate_name, candidate_id, candidate_cv as "candidate_cv: Json<CvInput>", locale_id,
                      voice_id as "voice_id: StoredEnum<VoiceId>", estimated_duration_seconds, estimated_credits,
                      charged_credits, duration_seconds, expires_at, started_at, completed_at, cancelled_at, created_at,
                  consent_notice_version, consent_accepted_at, erased_at, metadata as "metadata: Json<Value>",
                  evaluation as "evaluation: Json<models::Evaluation>"
               from interviews where token_hash = $1 for update"#,
            &hash
        )
        .fetch_optional(&mut *db)
        .await?
    } else {
        sqlx::query_as!(
            InterviewRow,
            r#"select id, account_id, job_id, job_title, token,
                      interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>",
                      candidate_name, candidate_id, candidate_cv as "candidate_cv: Json<CvInput>", locale_id,
                      voice_id as "voice_id: StoredEnum<VoiceId>", estimated_duration_seconds, estimated_credits,
                      charged_credits, duration_seconds, expires_at, started_at, completed_at, cancelled_at, created_at,
                  consent_notice_version, consent_accepted_at, erased_at, metadata as "metadata: Json<Value>",
                  evaluation as "evaluation: Json<models::Evaluation>"
               from interviews where token_hash = $1"#,
            &hash
        )
        .fetch_optional(&mut *db)
        .await?
    };
    Ok(row.filter(|row| bool::from(hash_token(&row.token()).ct_eq(&hash))))
}

/// Which interviews a list shows: those matching every filter given.
#[derive(Debug, Default)]
pub struct Filter {
    pub status: Option<InterviewStatus>,
    pub job_id: Option<Uuid>,
    pub candidate_id: Option<CandidateId>,
    /// An object the interview's metadata contains.
    pub metadata: Option<Value>,
}

/// A page of the account's interviews, newest first, after `after`, optionally filtered.
pub async fn page(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    after: Option<Uuid>,
    filter: &Filter,
    limit: i64,
) -> Result<Vec<InterviewRow>, sqlx::Error> {
    sqlx::query_as!(
        InterviewRow,
        r#"select id, account_id, job_id, job_title, token,
                  interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>",
                  candidate_name, candidate_id, candidate_cv as "candidate_cv: Json<CvInput>", locale_id,
                  voice_id as "voice_id: StoredEnum<VoiceId>", estimated_duration_seconds, estimated_credits,
                  charged_credits, duration_seconds, expires_at, started_at, completed_at, cancelled_at, created_at,
                  consent_notice_version, consent_accepted_at, erased_at, metadata as "metadata: Json<Value>",
                  evaluation as "evaluation: Json<models::Evaluation>"
           from interviews
           where account_id = $1 and ($2::uuid is null or id < $2)
             and ($3::text is null or interview_status(status, expires_at, started_at) = $3)
             and ($4::uuid is null or job_id = $4) and ($6::uuid is null or candidate_id = $6)
             and ($7::jsonb is null or metadata @> $7)
           order by id desc limit $5"#,
        account_id as AccountId,
        after,
        filter.status.map(StoredEnum) as Option<StoredEnum<InterviewStatus>>,
        filter.job_id,
        limit,
        filter.candidate_id.map(Uuid::from),
        filter.metadata
    )
    .fetch_all(db)
    .await
}

/// The questions of the given interviews, each interview's in order.
pub async fn questions_of(
    db: impl PgExecutor<'_>,
    interview_ids: &[InterviewId],
) -> Result<Vec<QuestionRow>, sqlx::Error> {
    sqlx::query_as!(
        QuestionRow,
        r#"select id, interview_id, position, source as "source: StoredEnum<QuestionSource>", job_question_id,
                  question_text, question_type as "question_type: StoredEnum<QuestionType>", time_limit_seconds
           from interview_questions where interview_id = any($1) order by interview_id, position"#,
        interview_ids as &[InterviewId]
    )
    .fetch_all(db)
    .await
}

/// The responses of the given interviews, each interview's in question order.
pub async fn responses_of(
    db: impl PgExecutor<'_>,
    interview_ids: &[InterviewId],
) -> Result<Vec<ResponseRow>, sqlx::Error> {
    sqlx::query_as!(
        ResponseRow,
        "select r.interview_id, r.question_id, r.transcript, r.duration_seconds, r.recorded_at
         from interview_responses r join interview_questions q on q.id = r.question_id
         where r.interview_id = any($1) order by r.interview_id, q.position",
        interview_ids as &[InterviewId]
    )
    .fetch_all(db)
    .await
}

/// The interview's answers may hold this many characters of transcript in all, so that an
/// interview, its webhook payloads and its API form have a bounded size.
pub const MAX_TRANSCRIPT_CHARS: i64 = 500_000;

/// The bytes of transcript each of the given interviews holds (interviews without answers are
/// absent). Read from the stored sizes, without reading the transcripts.
pub async fn transcript_bytes(
    db: impl PgExecutor<'_>,
    interview_ids: &[InterviewId],
) -> Result<std::collections::HashMap<InterviewId, i64>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"select interview_id, sum(octet_length(transcript))::bigint as "bytes!"
           from interview_responses where interview_id = any($1) group by interview_id"#,
        interview_ids as &[InterviewId]
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (InterviewId(row.interview_id), row.bytes))
        .collect())
}

/// The characters of transcript an interview holds in its answers other than to `question_id`.
pub async fn other_transcript_chars(
    db: impl PgExecutor<'_>,
    interview_id: InterviewId,
    question_id: Uuid,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select coalesce(sum(char_length(transcript)), 0)::bigint as "chars!"
           from interview_responses where interview_id = $1 and question_id <> $2"#,
        interview_id as InterviewId,
        question_id
    )
    .fetch_one(db)
    .await
}

/// The API form of an interview, with its responses.
pub fn to_model(row: InterviewRow, responses: Vec<ResponseRow>, url_base: &str) -> models::Interview {
    let consent = row.consent();
    let url = interview_url(url_base, &row.token());
    models::Interview {
        id: row.id.0,
        status: row.status.0,
        job: models::JobRef {
            id: row.job_id.0,
            title: row.job_title,
        },
        interview_url: Nullable::Present(url),
        candidate_name: row.candidate_name,
        candidate_id: to_nullable(row.candidate_id),
        locale_id: row.locale_id,
        voice_id: row.voice_id.0,
        estimated_credits: row.estimated_credits,
        estimated_duration_seconds: i64::from(row.estimated_duration_seconds),
        charged_credits: to_nullable(row.charged_credits),
        duration_seconds: to_nullable(row.duration_seconds.map(i64::from)),
        created_at: timestamp(row.created_at),
        expires_at: timestamp(row.expires_at),
        started_at: to_nullable(row.started_at.map(timestamp)),
        completed_at: to_nullable(row.completed_at.map(timestamp)),
        cancelled_at: to_nullable(row.cancelled_at.map(timestamp)),
        consent: to_nullable(consent),
        erased_at: to_nullable(row.erased_at.map(timestamp)),
        metadata: metadata::to_model(row.metadata.0),
        evaluation: to_nullable(row.evaluation.map(|evaluation| evaluation.0)),
        responses: responses.into_iter().map(Into::into).collect(),
    }
}

/// One interview of the account in its API form, with its responses.
pub async fn fetch_model(
    db: &mut PgConnection,
    account_id: AccountId,
    id: Uuid,
    url_base: &str,
) -> Result<Option<models::Interview>, sqlx::Error> {
    let Some(row) = find_row(&mut *db, account_id, id).await? else {
        return Ok(None);
    };
    let responses = responses_of(&mut *db, &[InterviewId(id)]).await?;
    Ok(Some(to_model(row, responses, url_base)))
}

/// Writes the event about the interview's new state to the outbox, in the same transaction.
pub async fn emit(
    tx: &mut PgConnection,
    row: &InterviewRow,
    event: WebhookEventType,
    url_base: &str,
) -> Result<(), sqlx::Error> {
    let Some(interview) = fetch_model(tx, row.account_id, row.id.0, url_base).await? else {
        return Ok(());
    };
    webhooks::enqueue(tx, row.account_id, event, &interview).await.map(drop)
}

/// How far in the future a consent's `accepted_at` may be: the runtime's clock may run ahead.
const CONSENT_CLOCK_SKEW: chrono::Duration = chrono::Duration::minutes(5);

/// The consent a start records: the one given, checked, at the time given or now. Refused when
/// none is given and the interview's job requires one.
pub async fn consent_to_record(
    db: impl PgExecutor<'_>,
    job_id: JobId,
    given: Option<&models::ConsentInput>,
) -> Result<Option<Consent>, DomainError> {
    let Some(given) = given else {
        let required = sqlx::query_scalar!("select require_consent from jobs where id = $1", job_id as JobId)
            .fetch_optional(db)
            .await?
            .unwrap_or(false);
        if required {
            return Err(DomainError::invalid(
                FieldPath::key("consent"),
                "is required: the interview's job requires the candidate's consent",
            ));
        }
        return Ok(None);
    };
    let now = Utc::now();
    let accepted_at = match &given.accepted_at {
        None => now,
        Some(text) => DateTime::parse_from_rfc3339(text)
            .map_err(|_| {
                DomainError::invalid(
                    FieldPath::key("consent").field("accepted_at"),
                    "must be an RFC 3339 date-time",
                )
            })?
            .with_timezone(&Utc),
    };
    if accepted_at > now + CONSENT_CLOCK_SKEW {
        return Err(DomainError::invalid(
            FieldPath::key("consent").field("accepted_at"),
            "must not be in the future",
        ));
    }
    Ok(Some(Consent {
        notice_version: given.notice_version.clone(),
        accepted_at,
    }))
}

/// Starts an invited interview (its row locked): `in_progress` from now, with the candidate's
/// consent when given, `interview_started` sent.
pub async fn start(
    tx: &mut PgConnection,
    row: &InterviewRow,
    consent: Option<&Consent>,
    url_base: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "update interviews set status = 'in_progress', started_at = now(), updated_at = now(),
                consent_notice_version = $2, consent_accepted_at = $3
         where id = $1",
        row.id as InterviewId,
        consent.map(|c| c.notice_version.as_str()),
        consent.map(|c| c.accepted_at)
    )
    .execute(&mut *tx)
    .await?;
    emit(tx, row, WebhookEventType::InterviewStarted, url_base).await
}

/// Ends an interview that ran, as `completed` or `abandoned`: charges min(reserved, started
/// minutes), at least 1, and releases the reservation (it ends with the `in_progress` status).
/// The interview row must be locked; the account's credits row is locked here, after it.
pub async fn settle(
    tx: &mut PgConnection,
    row: &InterviewRow,
    status: InterviewStatus,
    duration_seconds: i64,
) -> Result<(), sqlx::Error> {
    let charge = credits::credits_for(duration_seconds).max(1).min(row.estimated_credits);
    let charged = credits::settle(
        &mut *tx,
        row.account_id,
        InterviewId(row.id.0),
        row.estimated_credits,
        charge,
    )
    .await?;
    let completed = status == InterviewStatus::Completed;
    sqlx::query!(
        "update interviews set status = $2, completed_at = case when $5 then now() end, duration_seconds = $3,
                charged_credits = $4, updated_at = now()
         where id = $1",
        row.id as InterviewId,
        StoredEnum(status) as StoredEnum<InterviewStatus>,
        duration_seconds as i32,
        charged,
        completed
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Ends an interview left `in_progress` (its row locked) as `abandoned`, charged for the time up
/// to its last answer, and sends `interview_abandoned`.
pub async fn abandon(tx: &mut PgConnection, row: &InterviewRow, url_base: &str) -> Result<(), sqlx::Error> {
    let last_answer = sqlx::query_scalar!(
        "select max(recorded_at) from interview_responses where interview_id = $1",
        row.id as InterviewId
    )
    .fetch_one(&mut *tx)
    .await?;
    let started = row.started_at.unwrap_or(row.created_at);
    let duration = last_answer.map_or(0, |at| (at - started).num_seconds().max(0));
    settle(tx, row, InterviewStatus::Abandoned, duration).await?;
    emit(tx, row, WebhookEventType::InterviewAbandoned, url_base).await
}

/// Sets an interview's evaluation (its row locked), replacing any earlier one. Every
/// `question_id` must name a question of the interview.
pub async fn evaluate(
    tx: &mut PgConnection,
    id: InterviewId,
    input: &models::EvaluationInput,
    path: &FieldPath,
) -> Result<models::Evaluation, DomainError> {
    let questions: std::collections::HashSet<Uuid> = sqlx::query_scalar!(
        "select id from interview_questions where interview_id = $1",
        id as InterviewId
    )
    .fetch_all(&mut *tx)
    .await?
    .into_iter()
    .collect();
    let strangers: Vec<Issue> = input
        .questions
        .iter()
        .flatten()
        .enumerate()
        .filter(|(_, q)| !questions.contains(&q.question_id))
        .map(|(i, _)| {
            Issue::new(
                path.field("questions").index(i).field("question_id"),
                "is not a question of this interview",
            )
        })
        .collect();
    if !strangers.is_empty() {
        return Err(DomainError::Invalid(strangers));
    }
    let evaluation = models::Evaluation {
        overall_score: input.overall_score,
        recommendation: input.recommendation,
        summary: to_nullable(input.summary.clone()),
        questions: input
            .questions
            .iter()
            .flatten()
            .map(|q| models::QuestionEvaluation {
                question_id: q.question_id,
                score: q.score,
                rationale: to_nullable(q.rationale.clone()),
            })
            .collect(),
        evaluated_at: timestamp(Utc::now()),
    };
    sqlx::query!(
        "update interviews set evaluation = $2, updated_at = now() where id = $1",
        id as InterviewId,
        Json(&evaluation) as Json<&models::Evaluation>
    )
    .execute(&mut *tx)
    .await?;
    Ok(evaluation)
}

/// Plays a test-mode interview to `outcome` in `tx`, through the same steps a real session and
/// the sweeper take, so its events and results have the real shape.
pub async fn simulate(
    tx: &mut PgConnection,
    caller: &Principal,
    id: Uuid,
    outcome: SimulationOutcome,
    url_base: &str,
) -> Result<models::Interview, DomainError> {
    let locked = sqlx::query_scalar!(
        "select id from interviews where id = $1 and account_id = $2 for update",
        id,
        caller.account_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?;
    locked.ok_or(NOT_FOUND)?;
    if caller.mode != KeyMode::Test {
        return Err(DomainError::InvalidState(
            "Only interviews created with a test key can be simulated".to_owned(),
        ));
    }
    let row = find_row(&mut *tx, caller.account_id, id).await?.ok_or(NOT_FOUND)?;
    let status = row.status();
    let refused = || DomainError::InvalidState(format!("An interview that is {status} cannot be {}", outcome));
    match outcome {
        SimulationOutcome::Expired if status == InterviewStatus::Invited => {
            let expired = sqlx::query!(
                "update interviews set status = 'expired', expires_at = now(), updated_at = now() where id = $1
                     returning account_id, estimated_credits",
                row.id as InterviewId
            )
            .fetch_one(&mut *tx)
            .await?;
            credits::release(
                &mut *tx,
                AccountId(expired.account_id),
                InterviewId(row.id.0),
                expired.estimated_credits,
                "Reservation released: the link expired",
            )
            .await?;
            emit(tx, &row, WebhookEventType::InterviewExpired, url_base).await?;
        }
        SimulationOutcome::Completed | SimulationOutcome::Abandoned
            if matches!(status, InterviewStatus::Invited | InterviewStatus::InProgress) =>
        {
            if status == InterviewStatus::Invited {
                start(tx, &row, None, url_base).await?;
            }
            let completed = outcome == SimulationOutcome::Completed;
            // A completion answers every question that has no answer yet, with half its time.
            let answered = if completed {
                sqlx::query_scalar!(
                    r#"with answered as (
                               insert into interview_responses (interview_id, question_id, transcript, duration_seconds)
                               select q.interview_id, q.id, 'Simulated answer.', q.time_limit_seconds / 2
                               from interview_questions q
                               where q.interview_id = $1
                                 and not exists (select from interview_responses r where r.question_id = q.id)
                               returning 1)
                           select coalesce(sum(duration_seconds), 0)::bigint as "seconds!"
                           from interview_responses where interview_id = $1"#,
                    row.id as InterviewId
                )
                .fetch_one(&mut *tx)
                .await?
            } else {
                0
            };
            // The interview ran for as long as its answers (an abandoned one for a day).
            let ran = if completed { answered } else { 24 * 3600 + 1 };
            sqlx::query!(
                "update interviews set started_at = now() - make_interval(secs => $2) where id = $1",
                row.id as InterviewId,
                ran as f64
            )
            .execute(&mut *tx)
            .await?;
            let row = find_row(&mut *tx, caller.account_id, id).await?.ok_or(NOT_FOUND)?;
            let (outcome, event, duration) = if completed {
                (InterviewStatus::Completed, WebhookEventType::InterviewEnded, answered)
            } else {
                (InterviewStatus::Abandoned, WebhookEventType::InterviewAbandoned, 0)
            };
            settle(tx, &row, outcome, duration).await?;
            emit(tx, &row, event, url_base).await?;
        }
        _ => return Err(refused()),
    }
    fetch_model(tx, caller.account_id, id, url_base).await?.ok_or(NOT_FOUND)
}

/// Cancels an invited interview in `tx` and releases its reservation; cancelling a cancelled one
/// changes nothing. The row lock orders this against a concurrent start on any instance.
pub async fn cancel(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: Uuid,
    url_base: &str,
) -> Result<models::Interview, DomainError> {
    let status = sqlx::query_scalar!(
        r#"select interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>"
               from interviews where id = $1 and account_id = $2 for update"#,
        id,
        account_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(NOT_FOUND)?;
    match status.0 {
        InterviewStatus::Invited => {
            let cancelled = sqlx::query!(
                "update interviews set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = $1
                     returning account_id, estimated_credits",
                id
            )
            .fetch_one(&mut *tx)
            .await?;
            credits::release(
                &mut *tx,
                AccountId(cancelled.account_id),
                InterviewId(id),
                cancelled.estimated_credits,
                "Reservation released: the invitation was cancelled",
            )
            .await?;
            let row = find_row(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
            emit(tx, &row, WebhookEventType::InterviewCancelled, url_base).await?;
        }
        InterviewStatus::Cancelled => {}
        other => {
            return Err(DomainError::InvalidState(format!(
                "An interview that is {other} cannot be cancelled"
            )));
        }
    }
    fetch_model(tx, account_id, id, url_base).await?.ok_or(NOT_FOUND)
}
