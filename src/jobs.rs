//! Jobs (seed "Job (as referenced)", CONTRACT.md "Jobs"): a title, a description and the
//! questions an interview for it asks.

use std::collections::HashMap;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::jobs::{CreateJobResponse, GetJobResponse, Jobs, ListJobsResponse};
use sqlx::{PgExecutor, PgPool};
use uuid::Uuid;

use crate::api::Api;
use crate::auth::Principal;
use crate::error::ApiError;
use crate::models::{self, QuestionType};
use crate::pagination::Page;
use crate::{nullable, present, timestamp};

/// The time a question gets when the request does not say.
pub const DEFAULT_TIME_LIMIT_SECONDS: u32 = 180;

#[derive(sqlx::FromRow)]
struct JobRow {
    id: Uuid,
    title: String,
    description: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

#[derive(sqlx::FromRow)]
pub struct QuestionRow {
    pub id: Uuid,
    pub job_id: Uuid,
    pub question_text: String,
    pub question_type: String,
    pub time_limit_seconds: i32,
    pub order_index: i32,
}

impl QuestionRow {
    pub fn question_type(&self) -> QuestionType {
        self.question_type.parse().unwrap_or(QuestionType::Behavioral)
    }
}

fn job(row: JobRow, questions: Vec<QuestionRow>) -> models::Job {
    models::Job {
        id: row.id,
        title: row.title,
        description: nullable(row.description),
        questions: questions
            .into_iter()
            .map(|q| models::JobQuestion {
                id: q.id,
                question_type: q.question_type(),
                question_text: q.question_text,
                time_limit_seconds: q.time_limit_seconds as u32,
                order_index: q.order_index as u32,
            })
            .collect(),
        created_at: timestamp(row.created_at),
        updated_at: timestamp(row.updated_at),
    }
}

/// The questions of the given jobs, each job's in interview order.
pub async fn questions_of(db: impl PgExecutor<'_>, job_ids: &[Uuid]) -> Result<Vec<QuestionRow>, sqlx::Error> {
    sqlx::query_as(
        "select id, job_id, question_text, question_type, time_limit_seconds, order_index
         from job_questions where job_id = any($1) order by job_id, position",
    )
    .bind(job_ids)
    .fetch_all(db)
    .await
}

/// Creates a job with its questions in one transaction.
pub async fn create(db: &PgPool, account_id: Uuid, body: &models::JobCreate) -> Result<models::Job, ApiError> {
    // Questions are kept sorted by `order_index`, then by their place in the request.
    let mut questions: Vec<(u32, &models::JobQuestionInput)> = body
        .questions
        .iter()
        .enumerate()
        .map(|(i, q)| (q.order_index.unwrap_or(i as u32), q))
        .collect();
    questions.sort_by_key(|(order_index, _)| *order_index);

    // Inside an idempotent request the job commits with the stored answer.
    let mut tx = crate::idempotency::begin(db).await?;
    let row: JobRow = sqlx::query_as(
        "insert into jobs (id, account_id, title, description) values ($1, $2, $3, $4)
         returning id, title, description, created_at, updated_at",
    )
    .bind(Uuid::now_v7())
    .bind(account_id)
    .bind(&body.title)
    .bind(body.description.clone().and_then(present))
    .fetch_one(&mut *tx)
    .await?;
    let ids: Vec<Uuid> = questions.iter().map(|_| Uuid::now_v7()).collect();
    let positions: Vec<i32> = (0..questions.len() as i32).collect();
    let texts: Vec<&str> = questions.iter().map(|(_, q)| q.question_text.as_str()).collect();
    let types: Vec<String> = questions.iter().map(|(_, q)| q.question_type.to_string()).collect();
    let limits: Vec<i32> = questions
        .iter()
        .map(|(_, q)| q.time_limit_seconds.unwrap_or(DEFAULT_TIME_LIMIT_SECONDS) as i32)
        .collect();
    let order_indexes: Vec<i32> = questions.iter().map(|(order_index, _)| *order_index as i32).collect();
    sqlx::query(
        "insert into job_questions (id, job_id, position, question_text, question_type, time_limit_seconds, order_index)
         select id, $2, position, text, kind, time_limit, order_index
         from unnest($1::uuid[], $3::int[], $4::text[], $5::text[], $6::int[], $7::int[])
              as q(id, position, text, kind, time_limit, order_index)",
    )
    .bind(&ids)
    .bind(row.id)
    .bind(&positions)
    .bind(&texts)
    .bind(&types)
    .bind(&limits)
    .bind(&order_indexes)
    .execute(&mut *tx)
    .await?;
    let questions = questions_of(&mut *tx, &[row.id]).await?;
    tx.commit().await?;
    Ok(job(row, questions))
}

#[async_trait::async_trait]
impl Jobs<ApiError> for Api {
    type Claims = Principal;

    async fn create_job(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::JobCreate,
    ) -> Result<CreateJobResponse, ApiError> {
        let job = create(&self.state.db, caller.account_id, body).await?;
        Ok(CreateJobResponse::Status201_JobCreated(models::JobEnvelope {
            data: job,
        }))
    }

    async fn get_job(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::GetJobPathParams,
    ) -> Result<GetJobResponse, ApiError> {
        let row: JobRow = sqlx::query_as(
            "select id, title, description, created_at, updated_at from jobs where id = $1 and account_id = $2",
        )
        .bind(path.id)
        .bind(caller.account_id)
        .fetch_optional(&self.state.db)
        .await?
        .ok_or(ApiError::NotFound("Job"))?;
        let questions = questions_of(&self.state.db, &[row.id]).await?;
        Ok(GetJobResponse::Status200_Job(models::JobEnvelope {
            data: job(row, questions),
        }))
    }

    async fn list_jobs(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListJobsQueryParams,
    ) -> Result<ListJobsResponse, ApiError> {
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let rows: Vec<JobRow> = sqlx::query_as(
            "select id, title, description, created_at, updated_at from jobs
             where account_id = $1 and ($2::uuid is null or id < $2)
             order by id desc limit $3",
        )
        .bind(caller.account_id)
        .bind(page.after)
        .bind(page.fetch())
        .fetch_all(&self.state.db)
        .await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
        let ids: Vec<Uuid> = rows.iter().map(|row| row.id).collect();
        let mut questions: HashMap<Uuid, Vec<QuestionRow>> = HashMap::new();
        for question in questions_of(&self.state.db, &ids).await? {
            questions.entry(question.job_id).or_default().push(question);
        }
        let data = rows
            .into_iter()
            .map(|row| {
                let mine = questions.remove(&row.id).unwrap_or_default();
                job(row, mine)
            })
            .collect();
        Ok(ListJobsResponse::Status200_JobsPage(models::JobList {
            data,
            pagination,
        }))
    }
}
