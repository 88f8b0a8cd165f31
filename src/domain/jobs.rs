//! Jobs: a title, a description and the questions an interview for it asks, kept in
//! interview order (by `order_index`, then by their place in the request).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use serde_json::Value;
use sqlx::types::Json;

use crate::db::StoredEnum;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, JobId};
use crate::domain::metadata;
use crate::models::{self, QuestionType};
use crate::wire::{from_nullable, timestamp, to_nullable};

const NOT_FOUND: DomainError = DomainError::NotFound("Job");

/// The time a question gets when the request does not say.
pub const DEFAULT_TIME_LIMIT_SECONDS: u32 = 180;

pub struct JobRow {
    pub id: JobId,
    pub title: String,
    pub description: Option<String>,
    pub require_consent: bool,
    pub metadata: Json<Value>,
    pub archived_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

pub struct JobQuestionRow {
    pub id: Uuid,
    pub job_id: JobId,
    pub question_text: String,
    pub question_type: StoredEnum<QuestionType>,
    pub time_limit_seconds: i32,
    pub order_index: i32,
}

/// The API form of a job with its questions.
pub fn job(row: JobRow, questions: Vec<JobQuestionRow>) -> models::Job {
    models::Job {
        id: row.id.0,
        title: row.title,
        description: to_nullable(row.description),
        require_consent: row.require_consent,
        metadata: metadata::to_model(row.metadata.0),
        archived_at: to_nullable(row.archived_at.map(timestamp)),
        questions: questions
            .into_iter()
            .map(|q| models::JobQuestion {
                id: q.id,
                question_type: q.question_type.0,
                question_text: q.question_text,
                time_limit_seconds: q.time_limit_seconds as u32,
                order_index: q.order_index as u32,
            })
            .collect(),
        created_at: timestamp(row.created_at),
        updated_at: timestamp(row.updated_at),
    }
}

pub async fn find(db: impl PgExecutor<'_>, account_id: AccountId, id: JobId) -> Result<Option<JobRow>, sqlx::Error> {
    sqlx::query_as!(
        JobRow,
        r#"select id, title, description, require_consent, metadata as "metadata: Json<Value>", archived_at, created_at, updated_at
           from jobs where id = $1 and account_id = $2"#,
        id as JobId,
        account_id as AccountId
    )
    .fetch_optional(db)
    .await
}

/// A page of the account's jobs, active or archived, newest first, after `after`.
pub async fn page(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    after: Option<Uuid>,
    archived: bool,
    limit: i64,
) -> Result<Vec<JobRow>, sqlx::Error> {
    sqlx::query_as!(
        JobRow,
        r#"select id, title, description, require_consent, metadata as "metadata: Json<Value>", archived_at, created_at, updated_at
           from jobs
           where account_id = $1 and ($2::uuid is null or id < $2) and (archived_at is not null) = $4
           order by id desc limit $3"#,
        account_id as AccountId,
        after,
        limit,
        archived
    )
    .fetch_all(db)
    .await
}

/// The questions of the given jobs, each job's in interview order.
pub async fn questions_of(db: impl PgExecutor<'_>, job_ids: &[JobId]) -> Result<Vec<JobQuestionRow>, sqlx::Error> {
    sqlx::query_as!(
        JobQuestionRow,
        r#"select id, job_id, question_text, question_type as "question_type: StoredEnum<QuestionType>",
                  time_limit_seconds, order_index
           from job_questions where job_id = any($1) order by job_id, position"#,
        job_ids as &[JobId]
    )
    .fetch_all(db)
    .await
}

/// What an invitation needs of a job: its title, whether it is archived and its questions in
/// interview order.
pub struct JobToInvite {
    pub title: String,
    pub archived: bool,
    pub questions: Vec<JobQuestionRow>,
}

/// One of the account's jobs as an invitation needs it, read in one statement (the job's row
/// once per question); `None` if the account has no such job.
pub async fn to_invite(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    id: JobId,
) -> Result<Option<JobToInvite>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"select j.title, j.archived_at is not null as "archived!", q.id as "question_id?",
                  q.question_text as "question_text?",
                  q.question_type as "question_type?: StoredEnum<QuestionType>",
                  q.time_limit_seconds as "time_limit_seconds?", q.order_index as "order_index?"
           from jobs j left join job_questions q on q.job_id = j.id
           where j.id = $1 and j.account_id = $2
           order by q.position"#,
        id as JobId,
        account_id as AccountId
    )
    .fetch_all(db)
    .await?;
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let (title, archived) = (first.title.clone(), first.archived);
    let questions = rows
        .into_iter()
        .filter_map(|row| {
            Some(JobQuestionRow {
                id: row.question_id?,
                job_id: id,
                question_text: row.question_text?,
                question_type: row.question_type?,
                time_limit_seconds: row.time_limit_seconds?,
                order_index: row.order_index?,
            })
        })
        .collect();
    Ok(Some(JobToInvite {
        title,
        archived,
        questions,
    }))
}

/// Creates a job with its questions, in the caller's transaction.
pub async fn create(
    tx: &mut PgConnection,
    account_id: AccountId,
    body: &models::JobCreate,
) -> Result<models::Job, sqlx::Error> {
    let row = sqlx::query_as!(
        JobRow,
        r#"insert into jobs (id, account_id, title, description, require_consent, metadata)
           values ($1, $2, $3, $4, $5, $6)
           returning id, title, description, require_consent, metadata as "metadata: Json<Value>", archived_at, created_at, updated_at"#,
        Uuid::now_v7(),
        account_id as AccountId,
        body.title,
        body.description.clone().and_then(from_nullable),
        body.require_consent.unwrap_or(false),
        metadata::given(body.metadata.as_ref())
    )
    .fetch_one(&mut *tx)
    .await?;
    insert_questions(tx, row.id, &body.questions).await?;
    let questions = questions_of(&mut *tx, &[row.id]).await?;
    Ok(job(row, questions))
}

/// Writes a job's questions in interview order: by `order_index` (by default its place in the
/// request), equal ones in request order.
async fn insert_questions(
    tx: &mut PgConnection,
    job_id: JobId,
    input: &[models::JobQuestionInput],
) -> Result<(), sqlx::Error> {
    let mut questions: Vec<(u32, &models::JobQuestionInput)> = input
        .iter()
        .enumerate()
        .map(|(i, q)| (q.order_index.unwrap_or(i as u32), q))
        .collect();
    // Stable: equal `order_index`es keep their place in the request.
    questions.sort_by_key(|(order_index, _)| *order_index);
    let ids: Vec<Uuid> = questions.iter().map(|_| Uuid::now_v7()).collect();
    let positions: Vec<i32> = (0..questions.len() as i32).collect();
    let texts: Vec<String> = questions.iter().map(|(_, q)| q.question_text.clone()).collect();
    let types: Vec<String> = questions.iter().map(|(_, q)| q.question_type.to_string()).collect();
    let limits: Vec<i32> = questions
        .iter()
        .map(|(_, q)| q.time_limit_seconds.unwrap_or(DEFAULT_TIME_LIMIT_SECONDS) as i32)
        .collect();
    let order_indexes: Vec<i32> = questions.iter().map(|(order_index, _)| *order_index as i32).collect();
    sqlx::query!(
        "insert into job_questions (id, job_id, position, question_text, question_type, time_limit_seconds, order_index)
         select id, $2, position, text, kind, time_limit, order_index
         from unnest($1::uuid[], $3::int[], $4::text[], $5::text[], $6::int[], $7::int[])
              as q(id, position, text, kind, time_limit, order_index)",
        &ids,
        job_id as JobId,
        &positions,
        &texts,
        &types,
        &limits,
        &order_indexes
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Changes the given fields of a job in `tx`: `questions` replaces the list (interviews keep
/// the questions they were invited with: theirs are copies), `metadata` merges.
pub async fn update(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: JobId,
    body: &models::JobUpdate,
) -> Result<models::Job, DomainError> {
    let row = sqlx::query_as!(
        JobRow,
        r#"update jobs set
               title = coalesce($3, title),
               description = case when $4 then $5 else description end,
               require_consent = coalesce($6, require_consent),
               metadata = metadata_merged(metadata, $7),
               updated_at = greatest(now(), updated_at + interval '1 millisecond')
           where id = $1 and account_id = $2
           returning id, title, description, require_consent, metadata as "metadata: Json<Value>", archived_at, created_at, updated_at"#,
        id as JobId,
        account_id as AccountId,
        body.title.as_deref(),
        body.description.is_some(),
        body.description.clone().and_then(from_nullable),
        body.require_consent,
        metadata::change(body.metadata.as_ref())
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(NOT_FOUND)?;
    metadata::check_count(&row.metadata.0)?;
    if let Some(questions) = &body.questions {
        sqlx::query!("delete from job_questions where job_id = $1", id as JobId)
            .execute(&mut *tx)
            .await?;
        insert_questions(tx, id, questions).await?;
    }
    let questions = questions_of(&mut *tx, &[id]).await?;
    Ok(job(row, questions))
}

/// Archives (`archived`) or unarchives a job; doing it again changes nothing.
pub async fn set_archived(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: JobId,
    archived: bool,
) -> Result<models::Job, DomainError> {
    let row = sqlx::query_as!(
        JobRow,
        r#"update jobs set
               archived_at = case when $3 then coalesce(archived_at, now()) end,
               updated_at = case when (archived_at is not null) = $3 then updated_at else now() end
           where id = $1 and account_id = $2
           returning id, title, description, require_consent, metadata as "metadata: Json<Value>", archived_at, created_at, updated_at"#,
        id as JobId,
        account_id as AccountId,
        archived
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(NOT_FOUND)?;
    let questions = questions_of(&mut *tx, &[id]).await?;
    Ok(job(row, questions))
}
