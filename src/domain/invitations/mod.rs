//! Invitations: an invitation builds the interview's question list from the job and the
//! request, reserves its estimated credits and issues the link, all in the caller's transaction.
//! Checks run in the documented order: validation, the job and the candidate (not found), the
//! trial restriction, then credits.
//!
//! This file holds what an invitation is once planned; `plan` checks and plans one (its question
//! list by `questions`), `store` writes the planned interviews, and `invite` does all of it.

pub mod invite;
pub mod plan;
pub mod questions;
pub mod store;

use serde_json::Value;
use sqlx::types::Json;
use uuid::Uuid;

use crate::domain::email;
use crate::domain::ids::{CandidateId, JobId};
use crate::domain::interviews::token;
use crate::domain::metadata;
use crate::models::{self, CvInput, QuestionSource, QuestionType, VoiceId};
use crate::wire::{timestamp, to_nullable};

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

/// An invitation checked and planned, ready to write.
pub struct Planned {
    pub id: Uuid,
    pub token: String,
    pub job_id: JobId,
    pub job_title: String,
    pub candidate_name: String,
    pub candidate_id: Option<CandidateId>,
    pub candidate_cv: Option<Json<CvInput>>,
    pub locale: String,
    pub voice: VoiceId,
    pub duration_seconds: i64,
    pub credits: i64,
    pub expires_in_days: i32,
    pub questions: Vec<PlannedQuestion>,
    pub metadata: Value,
    pub candidate_email: Option<String>,
    /// Whether the candidate is e-mailed (an address given and `send_email` not `false`).
    pub send_email: bool,
    /// Made with a test key: its e-mails are `simulated`, never sent.
    pub simulated: bool,
}

impl Planned {
    pub fn invitation(self, created: Created, url_base: &str) -> models::Invitation {
        models::Invitation {
            id: self.id,
            interview_url: token::url(url_base, &self.token),
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
            candidate_email: to_nullable(self.candidate_email),
            email: to_nullable(self.send_email.then(|| email::written(self.simulated))),
        }
    }
}

pub struct Created {
    pub expires_at: chrono::DateTime<chrono::Utc>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}
