//! Interviews and their lifecycle: `invited` → `in_progress` → `completed`; `invited` →
//! `expired` or `cancelled`; `in_progress` → `abandoned` (not completed within 24 hours).
//!
//! The stored status moves on writes (start, complete, cancel, and the sweeper that writes down
//! expiries and ends abandoned interviews). A link's expiry applies the moment it passes, so
//! every read derives the effective status with the SQL function `interview_status`
//! (migrations): `invited` past `expires_at` reads `expired`. Abandonment is not derived: it
//! charges credits, so an interview reads `abandoned` once the sweeper has ended it, and what
//! the API shows is always what the balance reflects.
//!
//! This file holds the rows; `store` reads them, `lifecycle` moves an interview from state to
//! state, `sessions` is what the interview runtime reads and writes through a link, `links`
//! changes an invitation's link, `simulate` plays a test-mode interview, and `model` makes the
//! API's forms of all of it.

pub mod lifecycle;
pub mod links;
pub mod model;
pub mod reports;
pub mod sessions;
pub mod simulate;
pub mod store;
pub mod token;

use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::types::Json;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::email::EmailState;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, InterviewId, JobId};
use crate::models::{self, CvInput, InterviewStatus, QuestionSource, QuestionType, VoiceId};
use crate::secrets;

pub const NOT_FOUND: DomainError = DomainError::NotFound("Interview");

/// The voice of an interview when the invitation does not choose one.
pub const DEFAULT_VOICE: VoiceId = VoiceId::ProfessionalFemale;

/// The interview's answers may hold this many characters of transcript in all, so that an
/// interview, its webhook payloads and its API form have a bounded size.
pub const MAX_TRANSCRIPT_CHARS: i64 = 500_000;

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
    pub candidate_email: Option<String>,
    /// The newest e-mail to the candidate, if any was asked for.
    pub email: Option<Json<EmailState>>,
    /// The report link's token, sealed, while the link is valid (`reports`).
    pub report_token: Option<String>,
    pub report_views: Option<i64>,
    pub report_last_viewed_at: Option<DateTime<Utc>>,
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
}

/// The candidate's consent to the interview, as recorded at its start.
pub struct Consent {
    pub notice_version: String,
    pub accepted_at: DateTime<Utc>,
}

/// One question of an interview, as asked (a job's question, or a custom one of the
/// invitation).
pub struct AskedQuestionRow {
    pub id: Uuid,
    pub interview_id: InterviewId,
    pub position: i32,
    pub source: StoredEnum<QuestionSource>,
    pub job_question_id: Option<Uuid>,
    pub question_text: String,
    pub question_type: StoredEnum<QuestionType>,
    pub time_limit_seconds: i32,
}

/// The candidate's answer to one question.
pub struct ResponseRow {
    pub interview_id: InterviewId,
    pub question_id: Uuid,
    pub transcript: String,
    pub duration_seconds: i32,
    pub recorded_at: DateTime<Utc>,
}

/// Which interviews a list shows: those matching every filter given.
#[derive(Debug, Default)]
pub struct Filter {
    pub status: Option<InterviewStatus>,
    pub job_id: Option<Uuid>,
    pub candidate_id: Option<crate::domain::ids::CandidateId>,
    /// An object the interview's metadata contains.
    pub metadata: Option<Value>,
}
