//! Invitations: an invitation builds the interview's question list from the job and the
//! request, reserves its estimated credits and issues the link, all in the caller's transaction.
//! Checks run in the documented order: validation, the job and the candidate (not found), the
//! trial restriction, then credits.

use std::collections::HashSet;

use sqlx::PgConnection;
use sqlx::types::Json;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::accounts::Plan;
use crate::domain::credits::{self, CreditShortfall};
use crate::domain::cv;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, CandidateId, InterviewId, JobId};
use crate::domain::interviews::{self, DEFAULT_VOICE};
use crate::domain::jobs::{self, DEFAULT_TIME_LIMIT_SECONDS, QuestionRow};
use crate::domain::keys::Principal;
use crate::domain::validation::{FieldPath, Issue};
use crate::models::{self, CvInput, QuestionConfig, QuestionSource, QuestionType, VoiceId};
use crate::wire::{from_nullable, timestamp, to_nullable};

pub const DEFAULT_EXPIRES_IN_DAYS: u32 = 7;
pub const DEFAULT_LOCALE: &str = "en";

/// The languages interviews are held in (`locale_id`, optionally with a region: `pt-BR`).
pub const SUPPORTED_LANGUAGES: [&str; 29] = [
    "en", "es", "fr", "de", "it", "pt", "nl", "pl", "sv", "da", "no", "fi", "cs", "ro", "hu", "el", "tr", "ru", "uk",
    "ar", "he", "hi", "ja", "ko", "zh", "id", "ms", "th", "vi",
];

/// One question of the interview being built.
#[derive(Debug, Clone, PartialEq)]
pub struct PlannedQuestion {
    pub source: QuestionSource,
    pub job_question_id: Option<Uuid>,
    pub question_text: String,
    pub question_type: QuestionType,
    pub time_limit_seconds: u32,
}

fn config_path(field: &str) -> FieldPath {
    FieldPath::key("question_config").field(field)
}

/// The interview's questions: the job's in order minus the excluded ones, then the custom ones
/// in array order; `question_order` moves the questions it lists to the front, in its order.
pub fn plan_questions(
    job: &[QuestionRow],
    config: Option<&QuestionConfig>,
) -> Result<Vec<PlannedQuestion>, DomainError> {
    let mut issues = Vec::new();
    let excluded_ids = config
        .and_then(|c| c.excluded_question_ids.as_deref())
        .unwrap_or_default();
    let customs = config.and_then(|c| c.custom_questions.as_deref()).unwrap_or_default();
    let order = config.and_then(|c| c.question_order.as_deref()).unwrap_or_default();

    let mut excluded = HashSet::new();
    for (i, id) in excluded_ids.iter().enumerate() {
        let at = config_path("excluded_question_ids").index(i);
        if !job.iter().any(|q| q.id == *id) {
            issues.push(Issue::new(at, "is not a question of this job"));
        } else if !excluded.insert(*id) {
            issues.push(Issue::new(at, "is listed more than once"));
        }
    }

    let mut planned: Vec<(String, PlannedQuestion)> = job
        .iter()
        .filter(|q| !excluded.contains(&q.id))
        .map(|q| {
            let question = PlannedQuestion {
                source: QuestionSource::Job,
                job_question_id: Some(q.id),
                question_text: q.question_text.clone(),
                question_type: q.question_type.0,
                time_limit_seconds: q.time_limit_seconds as u32,
            };
            (q.id.to_string(), question)
        })
        .collect();
    planned.extend(customs.iter().enumerate().map(|(i, custom)| {
        let question = PlannedQuestion {
            source: QuestionSource::Custom,
            job_question_id: None,
            question_text: custom.question_text.clone(),
            question_type: custom.question_type,
            time_limit_seconds: custom.time_limit_seconds.unwrap_or(DEFAULT_TIME_LIMIT_SECONDS),
        };
        (format!("custom_{i}"), question)
    }));

    let mut ordered = Vec::with_capacity(planned.len());
    let mut seen = HashSet::new();
    for (i, entry) in order.iter().enumerate() {
        let at = config_path("question_order").index(i);
        let problem = if !seen.insert(entry.as_str()) {
            Some("is listed more than once".to_owned())
        } else if let Some(index) = entry.strip_prefix("custom_") {
            match index.parse::<usize>() {
                Ok(n) if n < customs.len() && index == n.to_string() => None,
                Ok(n) if index == n.to_string() => Some(match customs.len() {
                    0 => "refers to a custom question, but none were given".to_owned(),
                    count => format!(
                        "is out of range: the custom questions are custom_0 to custom_{}",
                        count - 1
                    ),
                }),
                _ => Some("is not a custom_N token".to_owned()),
            }
        } else {
            match Uuid::try_parse(entry) {
                Ok(id) if excluded.contains(&id) => Some("refers to an excluded question".to_owned()),
                Ok(id) if job.iter().any(|q| q.id == id) => None,
                _ => Some("is not a question of this job or a custom_N token".to_owned()),
            }
        };
        match problem {
            Some(message) => issues.push(Issue::new(at, message)),
            None => {
                let key = Uuid::try_parse(entry).map_or_else(|_| entry.clone(), |id| id.to_string());
                if let Some(position) = planned.iter().position(|(k, _)| *k == key) {
                    ordered.push(planned.remove(position).1);
                }
            }
        }
    }
    ordered.extend(planned.into_iter().map(|(_, question)| question));

    if issues.is_empty() && ordered.is_empty() {
        issues.push(Issue::new(
            FieldPath::key("question_config"),
            "leaves the interview without questions",
        ));
    }
    if issues.is_empty() {
        Ok(ordered)
    } else {
        Err(DomainError::Invalid(issues))
    }
}

fn check_locale(locale: &str) -> Result<(), DomainError> {
    let language = locale.split('-').next().unwrap_or_default();
    if SUPPORTED_LANGUAGES.contains(&language) {
        Ok(())
    } else {
        Err(DomainError::invalid(
            FieldPath::key("locale_id"),
            "is not a supported language",
        ))
    }
}

/// Invites a candidate to a job in `tx`: plans the questions, applies the trial rules, writes the
/// interview and reserves its credits last, so the account row stays locked only for that
/// statement and the commit.
pub async fn invite(
    tx: &mut PgConnection,
    caller: &Principal,
    request: &models::InvitationCreate,
    url_base: &str,
) -> Result<models::Invitation, DomainError> {
    let locale = request.locale_id.as_deref().unwrap_or(DEFAULT_LOCALE);
    check_locale(locale)?;
    let candidate_cv = match request.candidate_cv.clone().and_then(from_nullable) {
        Some(candidate_cv) => {
            cv::check(&candidate_cv, &FieldPath::key("candidate_cv"))?;
            Some(Json(cv::normalized(&candidate_cv)))
        }
        None => None,
    };

    let job = jobs::find(&mut *tx, caller.account_id, JobId(request.job_id))
        .await?
        .ok_or(DomainError::NotFound("Job"))?;
    // The candidate is named by a stored candidate's id or by its name: the contract admits
    // exactly one of them (`InvitationCreate`'s `oneOf`). A stored candidate gives the name and,
    // unless the request brings one, the CV.
    let (candidate_name, candidate_cv) = match request.candidate_id {
        None => (request.candidate_name.clone().unwrap_or_default(), candidate_cv),
        Some(id) => {
            let candidate = sqlx::query!(
                r#"select name, cv as "cv: Json<CvInput>" from candidates where id = $1 and account_id = $2"#,
                id,
                caller.account_id as AccountId
            )
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(DomainError::NotFound("Candidate"))?;
            (candidate.name, candidate_cv.or(candidate.cv))
        }
    };
    let job_questions = jobs::questions_of(&mut *tx, &[JobId(request.job_id)]).await?;
    let config = request.question_config.as_ref();
    let questions = plan_questions(&job_questions, config)?;

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

    let duration: i64 = questions.iter().map(|q| i64::from(q.time_limit_seconds)).sum();
    let required = credits::credits_for(duration);
    let id = Uuid::now_v7();
    let token = interviews::new_token();
    let days = request.expires_in_days.unwrap_or(DEFAULT_EXPIRES_IN_DAYS);

    // The interview is written first, then its credits are reserved, last before committing:
    // the reservation locks the account row (every reservation of the account, on every
    // instance, queues there, so none can reserve more than the balance).
    let created = insert_interview(
        &mut *tx,
        &NewInterview {
            id,
            account_id: caller.account_id,
            job_id: JobId(request.job_id),
            job_title: &job.title,
            token: &token,
            candidate_name: &candidate_name,
            candidate_id: request.candidate_id.map(CandidateId),
            candidate_cv,
            locale,
            voice,
            duration_seconds: duration as i32,
            credits: required,
            expires_in_days: days as i32,
        },
        &questions,
    )
    .await?;
    if let Err(balance) = credits::reserve(&mut *tx, caller.account_id, required, InterviewId(id)).await? {
        return Err(DomainError::InsufficientCredits(CreditShortfall {
            required_credits: required,
            available_credits: balance.available_credits(),
            total_balance: balance.total_balance,
            reserved_credits: balance.reserved_credits,
        }));
    }

    Ok(models::Invitation {
        id,
        interview_url: interviews::interview_url(url_base, &token),
        token,
        status: models::InterviewStatus::Invited,
        candidate_name,
        candidate_id: to_nullable(request.candidate_id),
        job: models::JobRef {
            id: request.job_id,
            title: job.title,
        },
        estimated_credits: required,
        estimated_duration_seconds: duration,
        expires_at: timestamp(created.expires_at),
        created_at: timestamp(created.created_at),
    })
}

/// What an invitation writes about its interview.
struct NewInterview<'a> {
    id: Uuid,
    account_id: AccountId,
    job_id: JobId,
    job_title: &'a str,
    token: &'a str,
    candidate_name: &'a str,
    candidate_id: Option<CandidateId>,
    candidate_cv: Option<Json<CvInput>>,
    locale: &'a str,
    voice: VoiceId,
    duration_seconds: i32,
    credits: i64,
    expires_in_days: i32,
}

struct Created {
    expires_at: chrono::DateTime<chrono::Utc>,
    created_at: chrono::DateTime<chrono::Utc>,
}

/// Writes the interview and its questions in one statement.
async fn insert_interview(
    tx: &mut sqlx::PgConnection,
    interview: &NewInterview<'_>,
    questions: &[PlannedQuestion],
) -> Result<Created, sqlx::Error> {
    let ids: Vec<Uuid> = questions.iter().map(|_| Uuid::now_v7()).collect();
    let positions: Vec<i32> = (0..questions.len() as i32).collect();
    let sources: Vec<StoredEnum<QuestionSource>> = questions.iter().map(|q| StoredEnum(q.source)).collect();
    let job_question_ids: Vec<Option<Uuid>> = questions.iter().map(|q| q.job_question_id).collect();
    let texts: Vec<String> = questions.iter().map(|q| q.question_text.clone()).collect();
    let types: Vec<StoredEnum<QuestionType>> = questions.iter().map(|q| StoredEnum(q.question_type)).collect();
    let limits: Vec<i32> = questions.iter().map(|q| q.time_limit_seconds as i32).collect();
    sqlx::query_as!(
        Created,
        r#"with interview as (
               insert into interviews (id, account_id, job_id, job_title, token, token_hash, candidate_name,
                                       candidate_cv, locale_id, voice_id, estimated_duration_seconds,
                                       estimated_credits, expires_at, candidate_id)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() + make_interval(days => $13), $21)
               returning id, expires_at, created_at),
           questions as (
               insert into interview_questions
                   (id, interview_id, position, source, job_question_id, question_text, question_type, time_limit_seconds)
               select q.id, interview.id, q.position, q.source, q.job_question_id, q.text, q.kind, q.time_limit
               from interview,
                    unnest($14::uuid[], $15::int[], $16::text[], $17::uuid[], $18::text[], $19::text[], $20::int[])
                        as q(id, position, source, job_question_id, text, kind, time_limit))
           select expires_at as "expires_at!", created_at as "created_at!" from interview"#,
        interview.id,
        interview.account_id as AccountId,
        interview.job_id as JobId,
        interview.job_title,
        interview.token,
        interviews::hash_token(interview.token),
        interview.candidate_name,
        interview.candidate_cv.clone() as Option<Json<CvInput>>,
        interview.locale,
        StoredEnum(interview.voice) as StoredEnum<VoiceId>,
        interview.duration_seconds,
        interview.credits,
        interview.expires_in_days,
        &ids,
        &positions,
        &sources as &[StoredEnum<QuestionSource>],
        &job_question_ids as &[Option<Uuid>],
        &texts,
        &types as &[StoredEnum<QuestionType>],
        &limits,
        interview.candidate_id as Option<CandidateId>
    )
    .fetch_one(tx)
    .await
}
