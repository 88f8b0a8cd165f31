//! The sweeper: writes down what deadlines decided. Invitations past their expiry become
//! `expired` and their reservations are released (reads already treat them so); interviews left
//! `in_progress` for more than 24 hours become `abandoned`, charged like a completion for the
//! time up to their last answer. Each sends its event (`interview_expired`,
//! `interview_abandoned`). Each interview is written down in a transaction of its own, so one
//! that fails is logged and retried on the next pass without holding back the others. Safe on any
//! number of instances: rows are claimed with `skip locked`.

use std::collections::HashSet;

use sqlx::PgPool;
use tracing::Instrument;

use crate::domain::ids::InterviewId;
use crate::domain::interviews::{lifecycle, store};

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
    let mut failed: HashSet<InterviewId> = HashSet::new();
    let expired = write_down_due(db, Deadline::Expiry, url_base, &mut failed).await?;
    let abandoned = write_down_due(db, Deadline::Abandonment, url_base, &mut failed).await?;
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
    async fn due(self, db: &PgPool, skip: &[InterviewId]) -> Result<Vec<InterviewId>, sqlx::Error> {
        match self {
            Deadline::Expiry => store::expired_invitations(db, skip, BATCH).await,
            Deadline::Abandonment => store::abandoned_interviews(db, skip, BATCH).await,
        }
    }

    /// Writes one interview down; false when another instance holds it or it is no longer due.
    async fn write_down(self, db: &PgPool, id: InterviewId, url_base: &str) -> Result<bool, sqlx::Error> {
        match self {
            Deadline::Expiry => expire(db, id, url_base).await,
            Deadline::Abandonment => abandon(db, id, url_base).await,
        }
    }

    // Span names are static metadata, hence one `info_span!` per deadline.
    fn span(self, id: InterviewId) -> tracing::Span {
        match self {
            Deadline::Expiry => tracing::info_span!("expiry", interview_id = %id),
            Deadline::Abandonment => tracing::info_span!("abandonment", interview_id = %id),
        }
    }

    /// What the log says when one cannot be written down.
    fn failure(self) -> &'static str {
        match self {
            Deadline::Expiry => "cannot write down an expired invitation",
            Deadline::Abandonment => "cannot end an abandoned interview",
        }
    }
}

/// Writes down every interview past `deadline`, a batch at a time, until only those that failed
/// are left; returns how many were written down. An interview that fails is logged, added to `failed`
/// and not taken up again in this pass.
async fn write_down_due(
    db: &PgPool,
    deadline: Deadline,
    url_base: &str,
    failed: &mut HashSet<InterviewId>,
) -> Result<u64, sqlx::Error> {
    let mut written = 0;
    loop {
        let skip: Vec<InterviewId> = failed.iter().copied().collect();
        let due = deadline.due(db, &skip).await?;
        if due.is_empty() {
            return Ok(written);
        }
        for id in due {
            match deadline
                .write_down(db, id, url_base)
                .instrument(deadline.span(id))
                .await
            {
                Ok(true) => written += 1,
                Ok(false) => {}
                Err(error) => {
                    tracing::warn!(interview_id = %id, %error, "{}", deadline.failure());
                    failed.insert(id);
                }
            }
        }
    }
}

/// Writes down one expired invitation, releases its reservation and sends `interview_expired`;
/// false when another instance holds it or it is no longer due.
async fn expire(db: &PgPool, id: InterviewId, url_base: &str) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let expired = lifecycle::expire(&mut tx, id, false, url_base).await?;
    tx.commit().await?;
    Ok(expired)
}

/// Ends one abandoned interview, charged for the time up to its last answer, and sends
/// `interview_abandoned`; false when another instance holds it or it is no longer due.
async fn abandon(db: &PgPool, id: InterviewId, url_base: &str) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let Some(row) = store::lock_abandoned(&mut tx, id).await? else {
        return Ok(false);
    };
    lifecycle::abandon(&mut tx, &row, url_base).await?;
    tx.commit().await?;
    Ok(true)
}
