//! One invitation checked and planned, ready to be written.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use sqlx::PgConnection;
use sqlx::types::Json;
use uuid::Uuid;

use crate::domain::accounts::Plan;
use crate::domain::credits;
use crate::domain::cv;
use crate::domain::email;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, CandidateId, JobId};
use crate::domain::interviews::{DEFAULT_VOICE, token};
use crate::domain::invitations::questions::plan_questions;
use crate::domain::invitations::{DEFAULT_EXPIRES_IN_DAYS, DEFAULT_LOCALE, Planned, SUPPORTED_LANGUAGES};
use crate::domain::jobs::{self, JobToInvite};
use crate::domain::keys::Principal;
use crate::domain::metadata;
use crate::domain::validation::FieldPath;
use crate::models::{self, CvInput, KeyMode};
use crate::wire::from_nullable;

/// A `locale_id` as stored and shown: the language in lower case and the region, if any, in
/// upper case, joined by `-` (`en_us` → `en-US`). A language not in the list is 400.
fn normalized_locale(locale: &str) -> Result<String, DomainError> {
    let (language, region) = match locale.split_once(['-', '_']) {
        Some((language, region)) => (language, Some(region)),
        None => (locale, None),
    };
    let language = language.to_ascii_lowercase();
    if !SUPPORTED_LANGUAGES.contains(&language.as_str()) {
        return Err(DomainError::invalid(
            FieldPath::key("locale_id"),
            "is not a supported language",
        ));
    }
    Ok(match region {
        Some(region) => format!("{language}-{}", region.to_ascii_uppercase()),
        None => language,
    })
}

/// The job of an invitation, read once per request (a batch may name it many times).
/// The jobs a request has read, by id (`None`: not one of the account's).
pub type Jobs = HashMap<Uuid, Option<JobToInvite>>;

/// Checks and plans one invitation in the documented order: validation, the job (not found,
/// archived) and the candidate (not found), the question plan, the trial restriction.
pub async fn plan(
    tx: &mut PgConnection,
    caller: &Principal,
    request: &models::InvitationCreate,
    jobs: &mut Jobs,
) -> Result<Planned, DomainError> {
    let locale = normalized_locale(request.locale_id.as_deref().unwrap_or(DEFAULT_LOCALE))?;
    if let Some(address) = request.candidate_email.as_deref()
        && !email::valid_address(address)
    {
        return Err(DomainError::invalid(
            FieldPath::key("candidate_email"),
            "is not an e-mail address",
        ));
    }
    let candidate_cv = match request.candidate_cv.clone().and_then(from_nullable) {
        Some(candidate_cv) => {
            cv::check(&candidate_cv, &FieldPath::key("candidate_cv"))?;
            Some(Json(cv::normalized(&candidate_cv)))
        }
        None => None,
    };

    if let Entry::Vacant(unread) = jobs.entry(request.job_id) {
        unread.insert(jobs::to_invite(&mut *tx, caller.account_id, JobId(request.job_id)).await?);
    }
    let job = jobs[&request.job_id].as_ref().ok_or(DomainError::NotFound("Job"))?;
    if job.archived {
        return Err(DomainError::InvalidState(
            "The job is archived; unarchive it (POST /jobs/{id}/unarchive) to invite to it".to_owned(),
        ));
    }
    // The candidate is named by a stored candidate's id or by its name: the contract admits
    // exactly one of them (`InvitationCreate`'s `oneOf`). A stored candidate gives the name and,
    // unless the request brings one, the CV; it stays key-share locked until the commit, so an
    // erasure of that candidate waits for the invitation and then redacts its interview too.
    let (candidate_name, candidate_cv) = match request.candidate_id {
        None => (request.candidate_name.clone().unwrap_or_default(), candidate_cv),
        Some(id) => {
            let candidate = sqlx::query!(
                r#"select name, cv as "cv: Json<CvInput>" from candidates where id = $1 and account_id = $2 for key share"#,
                id,
                caller.account_id as AccountId
            )
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(DomainError::NotFound("Candidate"))?;
            (candidate.name, candidate_cv.or(candidate.cv))
        }
    };
    let config = request.question_config.as_ref();
    let questions = plan_questions(&job.questions, config)?;

    let voice = request.voice_id.unwrap_or(DEFAULT_VOICE);
    let has_customs = config
        .and_then(|c| c.custom_questions.as_ref())
        .is_some_and(|c| !c.is_empty());
    if caller.plan == Plan::Trial && (has_customs || voice != DEFAULT_VOICE) {
        return Err(DomainError::TrialRestriction(
            "Custom questions and voices other than the default are not available during the trial. \
             Purchase credits to use them."
                .to_owned(),
        ));
    }

    let duration_seconds: i64 = questions.iter().map(|q| i64::from(q.time_limit_seconds)).sum();
    Ok(Planned {
        id: Uuid::now_v7(),
        token: token::new_token(),
        job_id: JobId(request.job_id),
        job_title: job.title.clone(),
        candidate_name,
        candidate_id: request.candidate_id.map(CandidateId),
        candidate_cv,
        locale,
        voice,
        duration_seconds,
        credits: credits::credits_for(duration_seconds),
        expires_in_days: request.expires_in_days.unwrap_or(DEFAULT_EXPIRES_IN_DAYS) as i32,
        questions,
        metadata: metadata::given(request.metadata.as_ref()),
        send_email: request.candidate_email.is_some() && request.send_email.unwrap_or(true),
        candidate_email: request.candidate_email.clone(),
        simulated: caller.mode == KeyMode::Test,
    })
}
