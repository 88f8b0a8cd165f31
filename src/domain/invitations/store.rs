//! The planned interviews written, with their questions, in one statement.

use std::collections::HashMap;

use serde_json::Value;
use sqlx::types::Json;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::audit::{Action, Actor};
use crate::domain::ids::{AccountId, CandidateId, JobId};
use crate::domain::interviews::{reports, token};
use crate::domain::invitations::{Created, Planned, PlannedQuestion};
use crate::models::{CvInput, QuestionSource, QuestionType, VoiceId};
use crate::secrets;

/// Writes the interviews, all their questions, their report links (valid the `report_link_days`
/// of `owner_id`, the live account) and the invitation e-mails asked for in one statement (one
/// round trip for a batch): when each was written, by its id. The e-mails are
/// `simulated` when `simulated` (a test key's). With `recorded_by`, each interview's
/// `interview.created` audit event by that actor is written by the same statement: for callers
/// that keep every interview written (a batch removes those its credits do not cover, and records
/// the others itself).
pub async fn insert_interviews(
    tx: &mut sqlx::PgConnection,
    account_id: AccountId,
    owner_id: AccountId,
    interviews: &[&Planned],
    simulated: bool,
    recorded_by: Option<&Actor>,
) -> Result<HashMap<Uuid, Created>, sqlx::Error> {
    let mut columns = InterviewColumns::default();
    let mut questions = QuestionColumns::default();
    for interview in interviews {
        columns.push(interview);
        for (position, question) in interview.questions.iter().enumerate() {
            questions.push(interview.id, position, question);
        }
    }
    let created = Action::InterviewCreated;
    let event_ids: Vec<Uuid> = interviews.iter().map(|_| Uuid::now_v7()).collect();
    let (report_hashes, report_tokens) = reports::new_links(&columns.ids);
    let rows = sqlx::query!(
        r#"with written as (
               insert into interviews (id, account_id, job_id, job_title, token, token_hash, candidate_name,
                                       candidate_cv, locale_id, voice_id, estimated_duration_seconds,
                                       estimated_credits, expires_at, candidate_id, metadata, candidate_email,
                                       send_email)
               select i.id, $1, i.job_id, i.job_title, i.token, i.token_hash, i.candidate_name, i.candidate_cv,
                      i.locale_id, i.voice_id, i.duration_seconds, i.credits,
                      now() + make_interval(days => i.expires_in_days), i.candidate_id, i.metadata, i.candidate_email,
                      i.send_email
               from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::bytea[], $7::text[], $8::jsonb[],
                           $9::text[], $10::text[], $11::int[], $12::bigint[], $13::int[], $14::uuid[], $15::jsonb[],
                           $24::text[], $25::bool[], $26::uuid[])
                        as i(id, job_id, job_title, token, token_hash, candidate_name, candidate_cv, locale_id,
                             voice_id, duration_seconds, credits, expires_in_days, candidate_id, metadata,
                             candidate_email, send_email, email_id)
               returning id, expires_at, created_at),
           emails as (
               insert into interview_emails (id, interview_id, kind, status)
               select i.email_id, i.id, 'invitation', case when $27 then 'simulated' else 'queued' end
               from unnest($2::uuid[], $25::bool[], $26::uuid[]) as i(id, send_email, email_id)
               where i.send_email),
           questions as (
               insert into interview_questions
                   (id, interview_id, position, source, job_question_id, question_text, question_type, time_limit_seconds)
               select * from unnest($16::uuid[], $17::uuid[], $18::int[], $19::text[], $20::uuid[], $21::text[],
                                    $22::text[], $23::int[])),
           reports as (
               insert into report_links (interview_id, token_hash, token, expires_at)
               select i.id, i.hash, i.token, now() + make_interval(days => a.report_link_days)
               from unnest($2::uuid[], $35::bytea[], $36::text[]) as i(id, hash, token), accounts a
               where a.id = $37),
           recorded as (
               insert into audit_events (id, account_id, action, actor_type, actor_key_id, actor_key_name, actor_ip,
                                         target_type, target_id, request_id)
               select i.event_id, $1, $28, $29, $30, (select name from api_keys where id = $30), $31::text::inet, $32,
                      i.id, $33
               from unnest($2::uuid[], $34::uuid[]) as i(id, event_id)
               where $29::text is not null)
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
        &questions.time_limits,
        &columns.candidate_emails as &[Option<&str>],
        &columns.send_emails,
        &columns.email_ids,
        simulated,
        created.as_str(),
        recorded_by.map(|actor| actor.kind.as_str()),
        recorded_by.and_then(Actor::key_uuid),
        recorded_by.and_then(Actor::ip_text),
        created.target_type(),
        recorded_by.and_then(|actor| actor.request_id.as_deref()),
        &event_ids,
        &report_hashes,
        &report_tokens,
        owner_id as AccountId
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
    candidate_emails: Vec<Option<&'a str>>,
    send_emails: Vec<bool>,
    email_ids: Vec<Uuid>,
}

impl<'a> InterviewColumns<'a> {
    fn push(&mut self, interview: &'a Planned) {
        self.ids.push(interview.id);
        self.job_ids.push(interview.job_id);
        self.job_titles.push(&interview.job_title);
        // The link's token is stored sealed; its hash finds the interview.
        self.tokens
            .push(secrets::seal(&interview.token, &secrets::token_context(interview.id)));
        self.token_hashes.push(token::hash(&interview.token).to_vec());
        self.candidate_names.push(&interview.candidate_name);
        self.candidate_cvs.push(interview.candidate_cv.as_ref());
        self.locales.push(&interview.locale);
        self.voices.push(StoredEnum(interview.voice));
        self.duration_seconds.push(interview.duration_seconds as i32);
        self.credits.push(interview.credits);
        self.expires_in_days.push(interview.expires_in_days);
        self.candidate_ids.push(interview.candidate_id);
        self.metadata.push(&interview.metadata);
        self.candidate_emails.push(interview.candidate_email.as_deref());
        self.send_emails.push(interview.send_email);
        self.email_ids.push(Uuid::now_v7());
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
