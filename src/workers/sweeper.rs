//! The sweeper: writes down what deadlines decided. Invitations past their expiry become
//! `expired` and their reservations are released (reads already treat them so); interviews left
//! `in_progress` for more than 24 hours become `abandoned`, charged like a completion for the
//! time up to their last answer. Each sends its event (`interview_expired`,
//! `interview_abandoned`). Each interview is settled in a transaction of its own, so one
//! that fails is logged and retried on the next pass without holding back the others. Safe on any
//! number of instances: rows are claimed with `skip locked`.

use std::collections::HashSet;

use serde_json::Value;
use sqlx::PgPool;
use sqlx::types::Json;
use tracing::Instrument;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::credits;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::interviews::{self, InterviewRow};
use crate::models::{self, CvInput, InterviewStatus, VoiceId, WebhookEventType};

pub const INTERVAL: std::time::Duration = std::time::Duration::from_secs(60);

/// Interviews taken up per query of a pass.
const BATCH: i64 = 200;

/// What one pass wrote down.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Swept {
    pub expired: u64,
    pub abandoned: u64,
    pub failed: u64,
}

/// One pass over everything due. `url_base` builds the interview links in the events it sends.
pub async fn sweep(db: &PgPool, url_base: &str) -> Result<Swept, sqlx::Error> {
    // The interviews that failed in this pass, of either deadline: not taken up again until the next.
    let mut failed: HashSet<Uuid> = HashSet::new();
    let expired = settle_due(db, Deadline::Expiry, url_base, &mut failed).await?;
    let abandoned = settle_due(db, Deadline::Abandonment, url_base, &mut failed).await?;
    Ok(Swept {
        expired,
        abandoned,
        failed: failed.len() as u64,
    })
}

/// The deadlines a pass writes down.
#[derive(Debug, Clone, Copy)]
enum Deadline {
    /// An invitation past its expiry becomes `expired`.
    Expiry,
    /// An interview `in_progress` for more than 24 hours becomes `abandoned`.
    Abandonment,
}

impl Deadline {
    /// Up to `BATCH` interviews past this deadline, earliest first, leaving out `skip`.
    async fn due(self, db: &PgPool, skip: &[Uuid]) -> Result<Vec<Uuid>, sqlx::Error> {
        match self {
            Deadline::Expiry => expired_invitations(db, skip).await,
            Deadline::Abandonment => abandoned_interviews(db, skip).await,
        }
    }

    /// Settles one interview; false when another instance holds it or it is no longer due.
    async fn settle(self, db: &PgPool, id: Uuid, url_base: &str) -> Result<bool, sqlx::Error> {
        match self {
            Deadline::Expiry => expire(db, id, url_base).await,
            Deadline::Abandonment => abandon(db, id, url_base).await,
        }
    }

    // Span names are static metadata, hence one `info_span!` per deadline.
    fn span(self, id: Uuid) -> tracing::Span {
        match self {
            Deadline::Expiry => tracing::info_span!("expiry", interview_id = %id),
            Deadline::Abandonment => tracing::info_span!("abandonment", interview_id = %id),
        }
    }

    /// What the log says when one cannot be settled.
    fn failure(self) -> &'static str {
        match self {
            Deadline::Expiry => "cannot write down an expired invitation",
            Deadline::Abandonment => "cannot settle an abandoned interview",
        }
    }
}

/// Settles every interview past `deadline`, a batch at a time, until only those that failed are
/// left; returns how many were settled. An interview that fails is logged, added to `failed`
/// and not taken up again in this pass.
async fn settle_due(
    db: &PgPool,
    deadline: Deadline,
    url_base: &str,
    failed: &mut HashSet<Uuid>,
) -> Result<u64, sqlx::Error> {
    let mut settled = 0;
    loop {
        let skip: Vec<Uuid> = failed.iter().copied().collect();
        let due = deadline.due(db, &skip).await?;
        if due.is_empty() {
            return Ok(settled);
        }
        for id in due {
            match deadline.settle(db, id, url_base).instrument(deadline.span(id)).await {
                Ok(true) => settled += 1,
                Ok(false) => {}
                Err(error) => {
                    tracing::warn!(interview_id = %id, %error, "{}", deadline.failure());
                    failed.insert(id);
                }
            }
        }
    }
}

async fn expired_invitations(db: &PgPool, skip: &[Uuid]) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "select id from interviews where status = 'invited' and expires_at <= now() and id <> all($1)
             order by expires_at limit $2",
        skip,
        BATCH
    )
    .fetch_all(db)
    .await
}

async fn abandoned_interviews(db: &PgPool, skip: &[Uuid]) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "select id from interviews
             where status = 'in_progress' and started_at <= now() - interval '24 hours' and id <> all($1)
             order by started_at limit $2",
        skip,
        BATCH
    )
    .fetch_all(db)
    .await
}

/// Writes down one expired invitation, releases its reservation and sends `interview_expired`;
/// false when another instance holds it or it is no longer due.
async fn expire(db: &PgPool, id: Uuid, url_base: &str) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let Some(expired) = sqlx::query!(
        "with due as (
             select id from interviews where id = $1 and status = 'invited' and expires_at <= now()
             for update skip locked)
         update interviews i set status = 'expired', updated_at = now() from due where i.id = due.id
         returning i.account_id, i.estimated_credits",
        id
    )
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(false);
    };
    credits::release(
        &mut *tx,
        AccountId(expired.account_id),
        InterviewId(id),
        expired.estimated_credits,
        "Reservation released: the link expired",
    )
    .await?;
    if let Some(row) = interviews::find_row(&mut *tx, AccountId(expired.account_id), id).await? {
        interviews::emit(&mut tx, &row, WebhookEventType::InterviewExpired, url_base).await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// Settles one abandoned interview, charged for the time up to its last answer, and sends
/// `interview_abandoned`; false when another instance holds it or it is no longer due.
async fn abandon(db: &PgPool, id: Uuid, url_base: &str) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let Some(row) = sqlx::query_as!(
        InterviewRow,
        r#"select id, account_id, job_id, job_title, token,
                  interview_status(status, expires_at, started_at) as "status!: StoredEnum<InterviewStatus>",
                  candidate_name, candidate_id, candidate_cv as "candidate_cv: Json<CvInput>", locale_id,
                  voice_id as "voice_id: StoredEnum<VoiceId>", estimated_duration_seconds, estimated_credits,
                  charged_credits, duration_seconds, expires_at, started_at, completed_at, cancelled_at, created_at,
                  consent_notice_version, consent_accepted_at, erased_at, metadata as "metadata: Json<Value>",
                  evaluation as "evaluation: Json<models::Evaluation>"
           from interviews where id = $1 and status = 'in_progress' and started_at <= now() - interval '24 hours'
           for update skip locked"#,
        id
    )
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(false);
    };
    interviews::abandon(&mut tx, &row, url_base).await?;
    tx.commit().await?;
    Ok(true)
}
