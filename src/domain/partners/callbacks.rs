//! Callbacks owed to partners: when an interview ordered through a partner is evaluated (it is
//! then complete), a callback to the order's URL is queued in the same transaction; the webhook
//! delivery worker sends it (`workers::delivery::partners`) on the webhook retry schedule.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::partners::Partner;
use crate::domain::webhooks::bell;

/// Queues a callback to every order of the interview, inside the caller's transaction, for the
/// delivery workers ([`bell::queued`]). An interview not ordered through a partner queues nothing.
pub async fn queue_for(tx: &mut PgConnection, interview_id: InterviewId) -> Result<(), sqlx::Error> {
    let queued = sqlx::query_scalar!(
        r#"insert into partner_callbacks (id, account_id, partner, interview_id, url)
           select gen_random_uuid(), account_id, partner, interview_id, order_url
           from partner_orders where interview_id = $1
           returning id"#,
        interview_id as InterviewId
    )
    .fetch_all(&mut *tx)
    .await?;
    if !queued.is_empty() {
        bell::queued(tx).await?;
    }
    Ok(())
}

/// A callback as the account sees it.
pub struct CallbackRow {
    pub id: Uuid,
    pub interview_id: Uuid,
    pub url: String,
    pub status: String,
    pub attempts: i32,
    pub last_response_status: Option<i32>,
    pub last_error: Option<String>,
    pub next_attempt_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// The account's newest callbacks to `partner`, at most `limit`.
pub async fn newest(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    partner: Partner,
    limit: i64,
) -> Result<Vec<CallbackRow>, sqlx::Error> {
    sqlx::query_as!(
        CallbackRow,
        "select id, interview_id, url, status, attempts, last_response_status, last_error, next_attempt_at,
                delivered_at, created_at
         from partner_callbacks where account_id = $1 and partner = $2 order by id desc limit $3",
        account_id as AccountId,
        partner.name(),
        limit
    )
    .fetch_all(db)
    .await
}
