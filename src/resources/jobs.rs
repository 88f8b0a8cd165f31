//! Jobs: a title, a description and the questions an interview for it asks; edited, archived
//! (no longer listed or invited to) and brought back.

use std::collections::HashMap;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::jobs::{
    ArchiveJobResponse, CreateJobResponse, GetJobResponse, Jobs, ListJobsResponse, UnarchiveJobResponse,
    UpdateJobResponse,
};

use crate::domain::audit::{self, Action};
use crate::domain::ids::JobId;
use crate::domain::jobs::{self, JobQuestionRow};
use crate::domain::keys::Principal;
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models;
use crate::resources::Api;

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
        let mut tx = context::begin_write(&self.state.db).await?;
        let job = jobs::create(&mut tx, caller.account_id, body).await?;
        audit::record(&mut *tx, &context::actor(caller), Action::JobCreated, Some(job.id), &[]).await?;
        tx.commit().await?;
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
        let row = jobs::find(&self.state.db, caller.account_id, JobId(path.id))
            .await?
            .ok_or(ApiError::NotFound("Job"))?;
        let questions = jobs::questions_of(&self.state.db, &[JobId(row.id.0)]).await?;
        Ok(GetJobResponse::Status200_Job(models::JobEnvelope {
            data: jobs::job(row, questions),
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
        let archived = query.archived.unwrap_or(false);
        let rows = jobs::page(&self.state.db, caller.account_id, page.after, archived, page.fetch()).await?;
        let (rows, pagination) = page.finish(rows, |row| row.id.0);
        let ids: Vec<JobId> = rows.iter().map(|row| row.id).collect();
        let mut questions: HashMap<JobId, Vec<JobQuestionRow>> = HashMap::new();
        for question in jobs::questions_of(&self.state.db, &ids).await? {
            questions.entry(question.job_id).or_default().push(question);
        }
        let data = rows
            .into_iter()
            .map(|row| {
                let mine = questions.remove(&row.id).unwrap_or_default();
                jobs::job(row, mine)
            })
            .collect();
        Ok(ListJobsResponse::Status200_JobsPage(models::JobList {
            data,
            pagination,
        }))
    }

    async fn update_job(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::UpdateJobPathParams,
        body: &models::JobUpdate,
    ) -> Result<UpdateJobResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let job = jobs::update(&mut tx, caller.account_id, JobId(path.id), body).await?;
        let changed = audit::fields_set(body);
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::JobUpdated,
            Some(job.id),
            &changed,
        )
        .await?;
        tx.commit().await?;
        Ok(UpdateJobResponse::Status200_JobUpdated(models::JobEnvelope {
            data: job,
        }))
    }

    async fn archive_job(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::ArchiveJobPathParams,
    ) -> Result<ArchiveJobResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let job = jobs::set_archived(&mut tx, caller.account_id, JobId(path.id), true).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::JobArchived,
            Some(job.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(ArchiveJobResponse::Status200_ArchivedJob(models::JobEnvelope {
            data: job,
        }))
    }

    async fn unarchive_job(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::UnarchiveJobPathParams,
    ) -> Result<UnarchiveJobResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let job = jobs::set_archived(&mut tx, caller.account_id, JobId(path.id), false).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::JobUnarchived,
            Some(job.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(UnarchiveJobResponse::Status200_UnarchivedJob(models::JobEnvelope {
            data: job,
        }))
    }
}
