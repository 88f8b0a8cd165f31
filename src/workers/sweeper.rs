//! The sweeper: writes down what deadlines already decided. Invitations past their expiry become
//! `expired`; interviews left `in_progress` for more than 24 hours become `abandoned`, charged
//! like a completion for the time up to their last answer. Reads never wait for it (they derive
//! the effective status); it settles the credits that abandonment charges. Safe on any number of
//! instances: rows are claimed with `skip locked`.

use sqlx::PgPool;

use crate::db::Text;
use crate::domain::interviews::{self, InterviewRow};
use crate::models::{CvInput, InterviewStatus, VoiceId};
use sqlx::types::Json;

pub const INTERVAL: std::time::Duration = std::time::Duration::from_secs(60);

/// One pass; returns how many abandoned interviews it settled.
pub async fn sweep(db: &PgPool) -> Result<u64, sqlx::Error> {
    sqlx::query!(
        "update interviews set status = 'expired', updated_at = now() where status = 'invited' and expires_at <= now()"
    )
    .execute(db)
    .await?;
    let mut settled = 0;
    loop {
        let mut tx = db.begin().await?;
        let rows = sqlx::query_as!(
            InterviewRow,
            r#"select id, account_id, job_id, job_title, token,
                      interview_status(status, expires_at, started_at) as "status!: Text<InterviewStatus>",
                      candidate_name, candidate_cv as "candidate_cv: Json<CvInput>", locale_id,
                      voice_id as "voice_id: Text<VoiceId>", estimated_duration_seconds, estimated_credits,
                      charged_credits, duration_seconds, expires_at, started_at, completed_at, cancelled_at, created_at
               from interviews where status = 'in_progress' and started_at <= now() - interval '24 hours'
               limit 50 for update skip locked"#
        )
        .fetch_all(&mut *tx)
        .await?;
        if rows.is_empty() {
            return Ok(settled);
        }
        for row in &rows {
            let last_answer = sqlx::query_scalar!(
                "select max(recorded_at) from interview_responses where interview_id = $1",
                row.id
            )
            .fetch_one(&mut *tx)
            .await?;
            let started = row.started_at.unwrap_or(row.created_at);
            let duration = last_answer.map_or(0, |at| (at - started).num_seconds().max(0));
            interviews::settle(&mut tx, row, InterviewStatus::Abandoned, duration).await?;
        }
        tx.commit().await?;
        settled += rows.len() as u64;
    }
}
