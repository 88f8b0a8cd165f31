//! What a partner reported as wrong with our answers: kept for the account to read (the newest
//! [`KEPT`] per account and partner), counted in a metric, and never with the candidate's data.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::domain::ids::AccountId;
use crate::domain::partners::Partner;

/// Reports kept per account and partner.
pub const KEPT: i64 = 100;

/// A report as received, without personal data.
pub struct Reported<'a> {
    pub api_call: Option<&'a str>,
    pub errors: Vec<String>,
    pub partner_test_id: Option<&'a str>,
    pub partner_interview_id: Option<&'a str>,
}

/// A report as kept.
pub struct ErrorRow {
    pub id: Uuid,
    pub api_call: Option<String>,
    pub errors: Vec<String>,
    pub partner_test_id: Option<String>,
    pub partner_interview_id: Option<String>,
    pub received_at: DateTime<Utc>,
}

/// Keeps a report, and forgets the account's oldest beyond [`KEPT`]; returns the report's id.
pub async fn keep(
    tx: &mut PgConnection,
    account_id: AccountId,
    partner: Partner,
    report: &Reported<'_>,
) -> Result<Uuid, sqlx::Error> {
    let id = Uuid::now_v7();
    sqlx::query!(
        "insert into partner_errors (id, account_id, partner, api_call, errors, partner_test_id, partner_interview_id)
         values ($1, $2, $3, $4, $5, $6, $7)",
        id,
        account_id as AccountId,
        partner.name(),
        report.api_call,
        &report.errors,
        report.partner_test_id,
        report.partner_interview_id
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "delete from partner_errors where account_id = $1 and partner = $2 and id < (
             select id from partner_errors where account_id = $1 and partner = $2
             order by id desc offset $3 limit 1)",
        account_id as AccountId,
        partner.name(),
        KEPT - 1
    )
    .execute(&mut *tx)
    .await?;
    Ok(id)
}

/// The account's reports from `partner`, newest first.
pub async fn newest(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    partner: Partner,
) -> Result<Vec<ErrorRow>, sqlx::Error> {
    sqlx::query_as!(
        ErrorRow,
        "select id, api_call, errors, partner_test_id, partner_interview_id, received_at
         from partner_errors where account_id = $1 and partner = $2 order by id desc limit $3",
        account_id as AccountId,
        partner.name(),
        KEPT
    )
    .fetch_all(db)
    .await
}
