//! The interviews' SQL: rows read with their effective status, their questions and answers,
//! and the interviews whose deadlines have passed.

use std::collections::HashMap;

use serde_json::Value;
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use subtle::ConstantTimeEq;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::email::EmailState;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::interviews::{AskedQuestionRow, Filter, InterviewRow, ResponseRow, token};
use crate::models::{self, CvInput, InterviewStatus, VoiceId};

/// `query_as!` of [`InterviewRow`]s with their effective status: `$tail` (the `where` clause and
/// what follows it) completes the statement. The one place the row's columns are named.
macro_rules! select_interviews {
    ($tail:tt $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            InterviewRow,
            r#"select id, account_id, job_id, job_title, token,
                      interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>",
                      candidate_name, candidate_id, candidate_cv as "candidate_cv: Json<CvInput>", locale_id,
                      voice_id as "voice_id: StoredEnum<VoiceId>", estimated_duration_seconds, estimated_credits,
                      charged_credits, duration_seconds, expires_at, started_at, completed_at, cancelled_at,
                      created_at, consent_notice_version, consent_accepted_at, erased_at,
                      metadata as "metadata: Json<Value>", evaluation as "evaluation: Json<models::Evaluation>",
                      candidate_email,
                      (select jsonb_build_object('status', e.status, 'attempts', e.attempts, 'sent_at', e.sent_at,
                                                 'last_attempt_at', e.last_attempt_at, 'last_error', e.last_error)
                       from interview_emails e where e.interview_id = interviews.id
                       order by e.created_at desc, e.id desc limit 1) as "email: Json<EmailState>",
                      (select r.token from report_links r
                       where r.interview_id = interviews.id and r.expires_at > now()) as report_token,
                      (select r.views from report_links r where r.interview_id = interviews.id) as report_views,
                      (select r.last_viewed_at from report_links r
                       where r.interview_id = interviews.id) as report_last_viewed_at
               from interviews "# + $tail
            $(, $arg)*
        )
    };
}

/// One interview of the account.
pub async fn find(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    id: InterviewId,
) -> Result<Option<InterviewRow>, sqlx::Error> {
    select_interviews!(
        "where id = $1 and account_id = $2",
        id as InterviewId,
        account_id as AccountId
    )
    .fetch_optional(db)
    .await
}

/// Whether the interview is the account's.
pub async fn exists(db: impl PgExecutor<'_>, account_id: AccountId, id: InterviewId) -> Result<bool, sqlx::Error> {
    let found = sqlx::query_scalar!(
        "select id from interviews where id = $1 and account_id = $2",
        id as InterviewId,
        account_id as AccountId
    )
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

/// Locks one interview of the account for a change of state; false when it is not the
/// account's. Every state change of an interview takes this lock first, then the account's.
pub async fn lock(tx: &mut PgConnection, account_id: AccountId, id: InterviewId) -> Result<bool, sqlx::Error> {
    let locked = sqlx::query_scalar!(
        "select id from interviews where id = $1 and account_id = $2 for update",
        id as InterviewId,
        account_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?;
    Ok(locked.is_some())
}

/// The interview behind a session token, or `None`. The token is found by its SHA-256 and
/// accepted by a constant-time comparison. With `lock`, the row is locked for update (see
/// [`lock`]).
pub async fn find_by_token(
    db: &mut PgConnection,
    token: &str,
    lock: bool,
) -> Result<Option<InterviewRow>, sqlx::Error> {
    let hash = token::hash(token);
    let row = if lock {
        select_interviews!("where token_hash = $1 for update", &hash[..])
            .fetch_optional(&mut *db)
            .await?
    } else {
        select_interviews!("where token_hash = $1", &hash[..])
            .fetch_optional(&mut *db)
            .await?
    };
    Ok(row.filter(|row| bool::from(token::hash(&row.token()).ct_eq(&hash))))
}

/// A page of the account's interviews, newest first, after `after`, optionally filtered.
pub async fn page(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    after: Option<Uuid>,
    filter: &Filter,
    limit: i64,
) -> Result<Vec<InterviewRow>, sqlx::Error> {
    select_interviews!(
        "where account_id = $1 and ($2::uuid is null or id < $2)
           and ($3::text is null or interview_status(status, expires_at, started_at) = $3)
           and ($4::uuid is null or job_id = $4) and ($6::uuid is null or candidate_id = $6)
           and ($7::jsonb is null or metadata @> $7)
         order by id desc limit $5",
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

/// An interview `in_progress` for more than 24 hours, locked to be ended as abandoned; `None`
/// when another instance holds it or it is no longer due.
pub async fn lock_abandoned(tx: &mut PgConnection, id: InterviewId) -> Result<Option<InterviewRow>, sqlx::Error> {
    select_interviews!(
        "where id = $1 and status = 'in_progress' and started_at <= now() - interval '24 hours'
         for update skip locked",
        id as InterviewId
    )
    .fetch_optional(&mut *tx)
    .await
}

/// Up to `limit` invitations past their expiry that are not yet written down as `expired`,
/// earliest first, leaving out `skip`.
pub async fn expired_invitations(
    db: impl PgExecutor<'_>,
    skip: &[InterviewId],
    limit: i64,
) -> Result<Vec<InterviewId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select id as "id: InterviewId" from interviews
           where status = 'invited' and expires_at <= now() and id <> all($1)
           order by expires_at limit $2"#,
        skip as &[InterviewId],
        limit
    )
    .fetch_all(db)
    .await
}

/// Up to `limit` interviews `in_progress` for more than 24 hours, earliest first, leaving out
/// `skip`.
pub async fn abandoned_interviews(
    db: impl PgExecutor<'_>,
    skip: &[InterviewId],
    limit: i64,
) -> Result<Vec<InterviewId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select id as "id: InterviewId" from interviews
           where status = 'in_progress' and started_at <= now() - interval '24 hours' and id <> all($1)
           order by started_at limit $2"#,
        skip as &[InterviewId],
        limit
    )
    .fetch_all(db)
    .await
}

/// The questions of the given interviews, each interview's in order.
pub async fn questions_of(
    db: impl PgExecutor<'_>,
    interview_ids: &[InterviewId],
) -> Result<Vec<AskedQuestionRow>, sqlx::Error> {
    sqlx::query_as!(
        AskedQuestionRow,
        r#"select id, interview_id, position, source as "source: StoredEnum<models::QuestionSource>", job_question_id,
                  question_text, question_type as "question_type: StoredEnum<models::QuestionType>", time_limit_seconds
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

/// The bytes of transcript each of the given interviews holds (interviews without answers are
/// absent). Read from the stored sizes, without reading the transcripts.
pub async fn transcript_bytes(
    db: impl PgExecutor<'_>,
    interview_ids: &[InterviewId],
) -> Result<HashMap<InterviewId, i64>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"select interview_id as "interview_id: InterviewId", sum(octet_length(transcript))::bigint as "bytes!"
           from interview_responses where interview_id = any($1) group by interview_id"#,
        interview_ids as &[InterviewId]
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|row| (row.interview_id, row.bytes)).collect())
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

/// Records the answer to one question of the interview, replacing an earlier one; `None` when
/// the question is not the interview's.
pub async fn record_response(
    tx: &mut PgConnection,
    interview_id: InterviewId,
    question_id: Uuid,
    transcript: &str,
    duration_seconds: i32,
) -> Result<Option<ResponseRow>, sqlx::Error> {
    sqlx::query_as!(
        ResponseRow,
        r#"insert into interview_responses (interview_id, question_id, transcript, duration_seconds)
           select $1, q.id, $3, $4 from interview_questions q where q.id = $2 and q.interview_id = $1
           on conflict (interview_id, question_id) do update
               set transcript = excluded.transcript, duration_seconds = excluded.duration_seconds, recorded_at = now()
           returning interview_id as "interview_id: InterviewId", question_id, transcript, duration_seconds,
                     recorded_at"#,
        interview_id as InterviewId,
        question_id,
        transcript,
        duration_seconds
    )
    .fetch_optional(&mut *tx)
    .await
}
