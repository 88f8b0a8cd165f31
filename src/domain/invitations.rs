//! Invitations: an invitation builds the interview's question list from the job and the
//! request, reserves its estimated credits and issues the link, all in the caller's transaction.
//! Checks run in the documented order: validation, the job and the candidate (not found), the
//! trial restriction, then credits.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};

use serde_json::Value;
use sqlx::PgConnection;
use sqlx::types::Json;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::accounts::Plan;
use crate::domain::credits::{self, Reservation};
use crate::domain::cv;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, CandidateId, InterviewId, JobId};
use crate::domain::interviews::DEFAULT_VOICE;
use crate::domain::jobs::{self, DEFAULT_TIME_LIMIT_SECONDS, JobToInvite, QuestionRow};
use crate::domain::keys::Principal;
use crate::domain::links;
use crate::domain::metadata;
use crate::domain::validation::{FieldPath, Issue};
use crate::models::{self, CvInput, QuestionConfig, QuestionSource, QuestionType, VoiceId};
use crate::secrets;
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
/// in array order; `question_order` moves the questions it lists to the front, in its order;
/// without it, a custom question's `order_index` is its position (`QuestionConfig` in
/// openapi.yaml states the rules).
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
                    ordered.push(planned.remove(position));
                }
            }
        }
    }
    ordered.extend(planned);

    // Custom questions with an `order_index`: placed by it, or checked against `question_order`.
    let indexed: Vec<(usize, usize)> = customs
        .iter()
        .enumerate()
        .filter_map(|(i, custom)| custom.order_index.map(|n| (i, n as usize)))
        .collect();
    let ordered = if order.is_empty() {
        place_by_order_index(ordered, &indexed, &mut issues)
    } else {
        for &(i, n) in &indexed {
            let key = format!("custom_{i}");
            let at = ordered.iter().position(|(k, _)| *k == key).unwrap_or_default();
            if at != n {
                issues.push(Issue::new(
                    order_index_path(i),
                    format!("contradicts question_config.question_order, which puts custom_{i} at position {at}"),
                ));
            }
        }
        ordered
    };
    let ordered: Vec<PlannedQuestion> = ordered.into_iter().map(|(_, question)| question).collect();

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

fn order_index_path(custom: usize) -> FieldPath {
    config_path("custom_questions").index(custom).field("order_index")
}

/// Puts the custom questions `indexed` (index in `custom_questions`, `order_index`) at their
/// positions of `list`, in ascending `order_index`, a tie one position after the other in array
/// order; the other questions fill the remaining positions in their order. A position at or past
/// the end of the list is an issue (and the list is returned as it was).
fn place_by_order_index(
    list: Vec<(String, PlannedQuestion)>,
    indexed: &[(usize, usize)],
    issues: &mut Vec<Issue>,
) -> Vec<(String, PlannedQuestion)> {
    let total = list.len();
    let mut by_position = indexed.to_vec();
    by_position.sort_by_key(|&(i, n)| (n, i));
    let mut slots: Vec<Option<String>> = vec![None; total];
    let mut next = 0;
    let mut out_of_range = false;
    for (i, n) in by_position {
        let position = n.max(next);
        if position >= total {
            out_of_range = true;
            issues.push(Issue::new(
                order_index_path(i),
                format!(
                    "is out of range: the interview has {total} question{}, at positions 0 to {}",
                    if total == 1 { "" } else { "s" },
                    total.saturating_sub(1)
                ),
            ));
            continue;
        }
        slots[position] = Some(format!("custom_{i}"));
        next = position + 1;
    }
    if out_of_range || indexed.is_empty() {
        return list;
    }
    let (mut placed, rest): (Vec<_>, Vec<_>) = list
        .into_iter()
        .partition(|(key, _)| slots.iter().flatten().any(|slot| slot == key));
    let mut rest = rest.into_iter();
    slots
        .into_iter()
        .filter_map(|slot| match slot {
            Some(key) => placed
                .iter()
                .position(|(k, _)| *k == key)
                .map(|at| placed.swap_remove(at)),
            None => rest.next(),
        })
        .collect()
}

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
type Jobs = HashMap<Uuid, Option<JobToInvite>>;

/// An invitation checked and planned, ready to write.
struct Planned {
    id: Uuid,
    token: String,
    job_id: JobId,
    job_title: String,
    candidate_name: String,
    candidate_id: Option<CandidateId>,
    candidate_cv: Option<Json<CvInput>>,
    locale: String,
    voice: VoiceId,
    duration_seconds: i64,
    credits: i64,
    expires_in_days: i32,
    questions: Vec<PlannedQuestion>,
    metadata: Value,
}

impl Planned {
    fn invitation(self, created: Created, url_base: &str) -> models::Invitation {
        models::Invitation {
            id: self.id,
            interview_url: links::interview_url(url_base, &self.token),
            token: self.token,
            status: models::InterviewStatus::Invited,
            candidate_name: self.candidate_name,
            candidate_id: to_nullable(self.candidate_id.map(Uuid::from)),
            job: models::JobRef {
                id: self.job_id.0,
                title: self.job_title,
            },
            estimated_credits: self.credits,
            estimated_duration_seconds: self.duration_seconds,
            expires_at: timestamp(created.expires_at),
            created_at: timestamp(created.created_at),
            metadata: metadata::to_model(self.metadata),
        }
    }
}

/// Checks and plans one invitation in the documented order: validation, the job (not found,
/// archived) and the candidate (not found), the question plan, the trial restriction.
async fn plan(
    tx: &mut PgConnection,
    caller: &Principal,
    request: &models::InvitationCreate,
    jobs: &mut Jobs,
) -> Result<Planned, DomainError> {
    let locale = normalized_locale(request.locale_id.as_deref().unwrap_or(DEFAULT_LOCALE))?;
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
        token: links::new_token(),
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
    })
}

/// Invites a candidate to a job in `tx`: plans the questions, applies the trial rules and writes
/// the interview. Its credits are reserved by the [`Reservation`] returned, which must end the
/// transaction (sent with its commit); [`refusal`] tells the shortfall that then stops the commit.
pub async fn invite(
    tx: &mut PgConnection,
    caller: &Principal,
    request: &models::InvitationCreate,
    url_base: &str,
) -> Result<(models::Invitation, Reservation), DomainError> {
    let planned = plan(tx, caller, request, &mut Jobs::new()).await?;
    let created = insert_interviews(&mut *tx, caller.account_id, &[&planned])
        .await?
        .remove(&planned.id)
        .ok_or_else(|| DomainError::Internal(anyhow::anyhow!("the interview was not written")))?;
    let reservation = Reservation {
        account_id: caller.account_id,
        credits: planned.credits,
        interview_id: InterviewId(planned.id),
    };
    Ok((planned.invitation(created, url_base), reservation))
}

/// The refusal of an invitation whose reservation found too few credits.
pub fn refusal(reservation: &Reservation, error: &sqlx::Error) -> Option<DomainError> {
    let balance = Reservation::refused_by(error)?;
    Some(DomainError::InsufficientCredits(balance.shortfall(reservation.credits)))
}

/// Invites each of `requests` in `tx`, independently: each answer is the invitation or why it
/// was refused, in request order. Every interview is planned, then those planned are written in
/// one statement and their credits reserved in another, in request order, so that the batch
/// locks the account's credits row once and never reserves more than the balance; those that
/// found too few credits are removed again.
pub async fn invite_all(
    tx: &mut PgConnection,
    caller: &Principal,
    requests: &[&models::InvitationCreate],
    url_base: &str,
) -> Result<Vec<Result<models::Invitation, DomainError>>, DomainError> {
    let mut jobs = Jobs::new();
    let mut planned = Vec::with_capacity(requests.len());
    for request in requests {
        planned.push(match plan(tx, caller, request, &mut jobs).await {
            Err(DomainError::Database(error)) => return Err(error.into()),
            outcome => outcome,
        });
    }
    let to_write: Vec<&Planned> = planned.iter().flatten().collect();
    let mut created = insert_interviews(&mut *tx, caller.account_id, &to_write).await?;
    let to_reserve: Vec<(InterviewId, i64)> = to_write
        .iter()
        .map(|planned| (InterviewId(planned.id), planned.credits))
        .collect();
    let mut outcomes = credits::reserve_in_order(&mut *tx, caller.account_id, &to_reserve)
        .await?
        .into_iter();
    let mut answers = Vec::with_capacity(planned.len());
    let mut refused = Vec::new();
    for item in planned {
        answers.push(match item {
            Err(refused) => Err(refused),
            Ok(planned) => match (created.remove(&planned.id), outcomes.next()) {
                (Some(created), Some(Ok(_))) => Ok(planned.invitation(created, url_base)),
                (Some(_), Some(Err(balance))) => {
                    refused.push(InterviewId(planned.id));
                    Err(DomainError::InsufficientCredits(balance.shortfall(planned.credits)))
                }
                _ => return Err(DomainError::Internal(anyhow::anyhow!("an invitation went unanswered"))),
            },
        });
    }
    if !refused.is_empty() {
        sqlx::query!("delete from interviews where id = any($1)", &refused as &[InterviewId])
            .execute(&mut *tx)
            .await?;
    }
    Ok(answers)
}

struct Created {
    expires_at: chrono::DateTime<chrono::Utc>,
    created_at: chrono::DateTime<chrono::Utc>,
}

/// Writes the interviews and all their questions in one statement (one round trip for a batch):
/// when each was written, by its id.
async fn insert_interviews(
    tx: &mut sqlx::PgConnection,
    account_id: AccountId,
    interviews: &[&Planned],
) -> Result<HashMap<Uuid, Created>, sqlx::Error> {
    let mut columns = InterviewColumns::default();
    let mut questions = QuestionColumns::default();
    for interview in interviews {
        columns.push(interview);
        for (position, question) in interview.questions.iter().enumerate() {
            questions.push(interview.id, position, question);
        }
    }
    let rows = sqlx::query!(
        r#"with written as (
               insert into interviews (id, account_id, job_id, job_title, token, token_hash, candidate_name,
                                       candidate_cv, locale_id, voice_id, estimated_duration_seconds,
                                       estimated_credits, expires_at, candidate_id, metadata)
               select i.id, $1, i.job_id, i.job_title, i.token, i.token_hash, i.candidate_name, i.candidate_cv,
                      i.locale_id, i.voice_id, i.duration_seconds, i.credits,
                      now() + make_interval(days => i.expires_in_days), i.candidate_id, i.metadata
               from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::bytea[], $7::text[], $8::jsonb[],
                           $9::text[], $10::text[], $11::int[], $12::bigint[], $13::int[], $14::uuid[], $15::jsonb[])
                        as i(id, job_id, job_title, token, token_hash, candidate_name, candidate_cv, locale_id,
                             voice_id, duration_seconds, credits, expires_in_days, candidate_id, metadata)
               returning id, expires_at, created_at),
           questions as (
               insert into interview_questions
                   (id, interview_id, position, source, job_question_id, question_text, question_type, time_limit_seconds)
               select * from unnest($16::uuid[], $17::uuid[], $18::int[], $19::text[], $20::uuid[], $21::text[],
                                    $22::text[], $23::int[]))
           select id as "id!", expires_at as "expires_at!", created_at as "created_at!" from written"#,
        account_id as AccountId,
        &columns.ids,
        &columns.job_ids as &[JobId],
        &columns.job_titles as &[&str],
        &columns.tokens,
        &columns.token_hashes,
        &columns.candidate_names as &[&str],
        &columns.candidate_cvs as &[Option<&Json<CvInput>>],
        &columns.locales as &[&str],
        &columns.voices as &[StoredEnum<VoiceId>],
        &columns.duration_seconds,
        &columns.credits,
        &columns.expires_in_days,
        &columns.candidate_ids as &[Option<CandidateId>],
        &columns.metadata as &[&Value],
        &questions.ids,
        &questions.interview_ids,
        &questions.positions,
        &questions.sources as &[StoredEnum<QuestionSource>],
        &questions.job_question_ids as &[Option<Uuid>],
        &questions.texts as &[&str],
        &questions.types as &[StoredEnum<QuestionType>],
        &questions.time_limits
    )
    .fetch_all(tx)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let created = Created {
                expires_at: row.expires_at,
                created_at: row.created_at,
            };
            (row.id, created)
        })
        .collect())
}

/// The interviews of [`insert_interviews`], a column each.
#[derive(Default)]
struct InterviewColumns<'a> {
    ids: Vec<Uuid>,
    job_ids: Vec<JobId>,
    job_titles: Vec<&'a str>,
    tokens: Vec<String>,
    token_hashes: Vec<Vec<u8>>,
    candidate_names: Vec<&'a str>,
    candidate_cvs: Vec<Option<&'a Json<CvInput>>>,
    locales: Vec<&'a str>,
    voices: Vec<StoredEnum<VoiceId>>,
    duration_seconds: Vec<i32>,
    credits: Vec<i64>,
    expires_in_days: Vec<i32>,
    candidate_ids: Vec<Option<CandidateId>>,
    metadata: Vec<&'a Value>,
}

impl<'a> InterviewColumns<'a> {
    fn push(&mut self, interview: &'a Planned) {
        self.ids.push(interview.id);
        self.job_ids.push(interview.job_id);
        self.job_titles.push(&interview.job_title);
        // The link's token is stored sealed; its hash finds the interview.
        self.tokens
            .push(secrets::seal(&interview.token, &secrets::token_context(interview.id)));
        self.token_hashes.push(links::hash_token(&interview.token));
        self.candidate_names.push(&interview.candidate_name);
        self.candidate_cvs.push(interview.candidate_cv.as_ref());
        self.locales.push(&interview.locale);
        self.voices.push(StoredEnum(interview.voice));
        self.duration_seconds.push(interview.duration_seconds as i32);
        self.credits.push(interview.credits);
        self.expires_in_days.push(interview.expires_in_days);
        self.candidate_ids.push(interview.candidate_id);
        self.metadata.push(&interview.metadata);
    }
}

/// The questions of [`insert_interviews`], a column each.
#[derive(Default)]
struct QuestionColumns<'a> {
    ids: Vec<Uuid>,
    interview_ids: Vec<Uuid>,
    positions: Vec<i32>,
    sources: Vec<StoredEnum<QuestionSource>>,
    job_question_ids: Vec<Option<Uuid>>,
    texts: Vec<&'a str>,
    types: Vec<StoredEnum<QuestionType>>,
    time_limits: Vec<i32>,
}

impl<'a> QuestionColumns<'a> {
    fn push(&mut self, interview_id: Uuid, position: usize, question: &'a PlannedQuestion) {
        self.ids.push(Uuid::now_v7());
        self.interview_ids.push(interview_id);
        self.positions.push(position as i32);
        self.sources.push(StoredEnum(question.source));
        self.job_question_ids.push(question.job_question_id);
        self.texts.push(&question.question_text);
        self.types.push(StoredEnum(question.question_type));
        self.time_limits.push(question.time_limit_seconds as i32);
    }
}
