//! The API's forms of an interview: `Interview` (with its answers), `Invitation` (with its link
//! and token), and its questions and answers.

use std::collections::HashMap;

use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::Nullable;
use crate::domain::email;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::interviews::{AskedQuestionRow, Filter, InterviewRow, ResponseRow, reports, store, token};
use crate::domain::metadata;
use crate::models;
use crate::wire::{timestamp, to_nullable};

/// The API form of an interview, with its responses. An erased interview's link is dead: `null`.
pub fn interview(row: InterviewRow, responses: Vec<ResponseRow>, url_base: &str) -> models::Interview {
    let consent = consent(&row);
    let report_url = to_nullable(reports::url_of(&row));
    let url = match row.erased_at {
        None => Nullable::Present(token::url(url_base, &row.token())),
        Some(_) => Nullable::Null,
    };
    models::Interview {
        id: row.id.0,
        status: row.status.0,
        job: models::JobRef {
            id: row.job_id.0,
            title: row.job_title,
        },
        interview_url: url,
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
        report_url,
        report_views: row.report_views.unwrap_or(0).max(0) as u64,
        report_last_viewed_at: to_nullable(row.report_last_viewed_at.map(timestamp)),
        responses: responses.into_iter().map(Into::into).collect(),
        candidate_email: to_nullable(row.candidate_email),
        email: email::to_model(row.email.map(|email| email.0)),
    }
}

fn consent(row: &InterviewRow) -> Option<models::Consent> {
    Some(models::Consent {
        notice_version: row.consent_notice_version.clone()?,
        accepted_at: timestamp(row.consent_accepted_at?),
    })
}

/// One interview of the account in its API form, with its responses.
pub async fn find(
    db: &mut PgConnection,
    account_id: AccountId,
    id: InterviewId,
    url_base: &str,
) -> Result<Option<models::Interview>, sqlx::Error> {
    let Some(row) = store::find(&mut *db, account_id, id).await? else {
        return Ok(None);
    };
    let responses = store::responses_of(&mut *db, &[id]).await?;
    Ok(Some(interview(row, responses, url_base)))
}

/// Transcript bytes a page of interviews carries at most (it always carries one interview):
/// past them the page ends early, and the next continues it.
const PAGE_TRANSCRIPT_BYTES: i64 = 4_000_000;

/// A page of the account's interviews, newest first: up to `limit` after `after`, fewer when
/// their transcripts would pass [`PAGE_TRANSCRIPT_BYTES`]; `more` when others follow.
pub struct Page {
    pub interviews: Vec<models::Interview>,
    pub more: bool,
}

pub async fn page(
    db: &PgPool,
    account_id: AccountId,
    after: Option<Uuid>,
    filter: &Filter,
    limit: i64,
    url_base: &str,
) -> Result<Page, sqlx::Error> {
    let mut rows = store::page(db, account_id, after, filter, limit + 1).await?;
    let mut more = rows.len() as i64 > limit;
    rows.truncate(limit as usize);
    // A page stops early, at the interview that would take its transcripts past the bound.
    let sizes = store::transcript_bytes(db, &rows.iter().map(|row| row.id).collect::<Vec<_>>()).await?;
    let mut carried = 0;
    let fits = rows
        .iter()
        .position(|row| {
            carried += sizes.get(&row.id).copied().unwrap_or(0);
            carried > PAGE_TRANSCRIPT_BYTES
        })
        .map_or(rows.len(), |first_over| first_over.max(1));
    if fits < rows.len() {
        rows.truncate(fits);
        more = true;
    }
    let ids: Vec<InterviewId> = rows.iter().map(|row| row.id).collect();
    let mut responses: HashMap<InterviewId, Vec<ResponseRow>> = HashMap::new();
    for response in store::responses_of(db, &ids).await? {
        responses.entry(response.interview_id).or_default().push(response);
    }
    let interviews = rows
        .into_iter()
        .map(|row| {
            let answers = responses.remove(&row.id).unwrap_or_default();
            interview(row, answers, url_base)
        })
        .collect();
    Ok(Page { interviews, more })
}

/// The questions of one interview of the account, in order; `None` when it is not the
/// account's.
pub async fn questions(
    db: &PgPool,
    account_id: AccountId,
    id: InterviewId,
) -> Result<Option<Vec<models::InterviewQuestion>>, sqlx::Error> {
    if !store::exists(db, account_id, id).await? {
        return Ok(None);
    }
    let questions = store::questions_of(db, &[id]).await?;
    Ok(Some(questions.into_iter().map(Into::into).collect()))
}

/// The invitation form of an interview: its link with the token.
pub fn invitation(row: InterviewRow, url_base: &str) -> models::Invitation {
    let token = row.token();
    models::Invitation {
        id: row.id.0,
        interview_url: token::url(url_base, &token),
        status: row.status(),
        token,
        candidate_name: row.candidate_name,
        candidate_id: to_nullable(row.candidate_id),
        job: models::JobRef {
            id: row.job_id.0,
            title: row.job_title,
        },
        estimated_credits: row.estimated_credits,
        estimated_duration_seconds: i64::from(row.estimated_duration_seconds),
        expires_at: timestamp(row.expires_at),
        created_at: timestamp(row.created_at),
        metadata: metadata::to_model(row.metadata.0),
        candidate_email: to_nullable(row.candidate_email),
        email: email::to_model(row.email.map(|email| email.0)),
    }
}

impl From<AskedQuestionRow> for models::InterviewQuestion {
    fn from(q: AskedQuestionRow) -> Self {
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
