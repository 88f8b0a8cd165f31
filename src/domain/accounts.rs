//! Accounts: an e-mail address, its verification, a plan, a subscription and a credit balance.
//! The operator commands manage them (they stand in for an account-settings page); the API reads
//! them and changes only the data settings (`/settings`).

use anyhow::bail;
use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgExecutor;
use uuid::Uuid;

use crate::domain::ids::AccountId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, Serialize, serde::Deserialize, clap::ValueEnum)]
#[sqlx(type_name = "text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Plan {
    Trial,
    Paid,
}

/// Only an active subscription may use the API. Spelled on the command line as stored and
/// documented (`past_due`, not clap's `past-due`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, Serialize, clap::ValueEnum)]
#[sqlx(type_name = "text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
#[value(rename_all = "snake_case")]
pub enum Subscription {
    Active,
    PastDue,
    Cancelled,
}

/// An account as the operator commands show it, with its credits.
#[derive(Debug, Serialize)]
pub struct Account {
    pub id: Uuid,
    pub email: Option<String>,
    pub email_verified: bool,
    pub plan: Plan,
    pub subscription_status: Subscription,
    pub total_balance: i64,
    pub reserved_credits: i64,
    pub available_credits: i64,
    pub interview_data_retention_days: Option<i32>,
    pub created_at: DateTime<Utc>,
}

pub async fn create_account(
    db: impl PgExecutor<'_>,
    email: &str,
    plan: Plan,
    credits: u32,
    verified: bool,
) -> anyhow::Result<Uuid> {
    let email = email.trim();
    if email.is_empty() || !email.contains('@') || email.chars().count() > 320 {
        bail!("--email must be an e-mail address");
    }
    let id = Uuid::now_v7();
    // The account and its opening credits, recorded in the ledger, in one statement.
    let created = sqlx::query_scalar!(
        "with account as (
             insert into accounts (id, email, plan, email_verified) values ($1, $2, $3, $5)
             on conflict (email) do nothing
             returning id),
         credits as (
             insert into account_credits (account_id, credit_balance) select id, $4 from account),
         recorded as (
             insert into credit_transactions (id, account_id, kind, amount, description)
             select $6, id, 'top_up', $4, 'Credits purchased' from account where $4 > 0)
         select id from account",
        id,
        email,
        plan as Plan,
        i64::from(credits),
        verified,
        Uuid::now_v7()
    )
    .fetch_optional(db)
    .await?;
    if created.is_none() {
        bail!("an account with e-mail {email} already exists");
    }
    Ok(id)
}

/// Changes what is given; false if there is no such account.
pub async fn update_account(
    db: impl PgExecutor<'_>,
    id: Uuid,
    plan: Option<Plan>,
    subscription: Option<Subscription>,
    verified: Option<bool>,
) -> Result<bool, sqlx::Error> {
    let updated = sqlx::query!(
        "update accounts set plan = coalesce($2, plan), subscription_status = coalesce($3, subscription_status),
                email_verified = coalesce($4, email_verified), updated_at = now()
         where id = $1",
        id,
        plan as Option<Plan>,
        subscription as Option<Subscription>,
        verified
    )
    .execute(db)
    .await?;
    Ok(updated.rows_affected() > 0)
}

/// One account with its credits, or every account (oldest first) when `id` is `None`.
pub async fn accounts(db: impl PgExecutor<'_>, id: Option<Uuid>) -> Result<Vec<Account>, sqlx::Error> {
    sqlx::query_as!(
        Account,
        r#"select a.id, a.email, a.email_verified, a.plan as "plan: Plan",
                  a.subscription_status as "subscription_status: Subscription", a.created_at,
                  b.total_balance as "total_balance!", b.reserved_credits as "reserved_credits!",
                  b.total_balance - b.reserved_credits as "available_credits!", a.interview_data_retention_days
           from accounts a cross join lateral account_balance(a.id) b
           where a.live_account_id is null and ($1::uuid is null or a.id = $1)
           order by a.created_at, a.id"#,
        id
    )
    .fetch_all(db)
    .await
}

/// Days an ended interview's personal data is kept (`None`: until erased). Set on the live
/// account; its test-mode twin follows it.
pub async fn retention_days(db: impl PgExecutor<'_>, account_id: AccountId) -> Result<Option<i32>, sqlx::Error> {
    sqlx::query_scalar!(
        "select interview_data_retention_days from accounts where id = $1",
        account_id as AccountId
    )
    .fetch_optional(db)
    .await
    .map(Option::flatten)
}

/// Sets the retention period of a live account (1-3650 days, or `None` to keep data until erased).
pub async fn set_retention_days(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    days: Option<i32>,
) -> Result<Option<i32>, sqlx::Error> {
    sqlx::query_scalar!(
        "update accounts set interview_data_retention_days = $2, updated_at = now() where id = $1
         returning interview_data_retention_days",
        account_id as AccountId,
        days
    )
    .fetch_one(db)
    .await
}

/// The live account's settings of `/settings`: the retention period and the e-mails to candidates.
pub struct AccountSettings {
    pub retention_days: Option<i32>,
    pub reminder_hours_before_expiry: Option<i32>,
    pub email_sender_name: Option<String>,
    pub email_reply_to: Option<String>,
    pub audit_retention_days: i32,
    pub report_link_days: i32,
}

/// A change of the settings: each field given (`Some`) is set, to a value or to `None`.
#[derive(Default)]
pub struct SettingsChange {
    pub retention_days: Option<Option<i32>>,
    pub reminder_hours_before_expiry: Option<Option<i32>>,
    pub email_sender_name: Option<Option<String>>,
    pub email_reply_to: Option<Option<String>>,
    pub audit_retention_days: Option<i32>,
    pub report_link_days: Option<i32>,
}

impl SettingsChange {
    /// The names of the settings this change sets, as the API calls them (for the audit log).
    pub fn fields(&self) -> Vec<String> {
        [
            ("interview_data_retention_days", self.retention_days.is_some()),
            (
                "reminder_hours_before_expiry",
                self.reminder_hours_before_expiry.is_some(),
            ),
            ("email_sender_name", self.email_sender_name.is_some()),
            ("email_reply_to", self.email_reply_to.is_some()),
            ("audit_retention_days", self.audit_retention_days.is_some()),
            ("report_link_days", self.report_link_days.is_some()),
        ]
        .into_iter()
        .filter(|(_, set)| *set)
        .map(|(name, _)| name.to_owned())
        .collect()
    }
}

/// The settings of a live account.
pub async fn settings(db: impl PgExecutor<'_>, account_id: AccountId) -> Result<AccountSettings, sqlx::Error> {
    sqlx::query_as!(
        AccountSettings,
        "select interview_data_retention_days as retention_days, reminder_hours_before_expiry, email_sender_name,
                email_reply_to, audit_retention_days, report_link_days
         from accounts where id = $1",
        account_id as AccountId
    )
    .fetch_one(db)
    .await
}

/// Changes the settings of a live account in one statement; returns them as they now are.
pub async fn change_settings(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    change: SettingsChange,
) -> Result<AccountSettings, sqlx::Error> {
    sqlx::query_as!(
        AccountSettings,
        "update accounts set
             interview_data_retention_days = case when $2 then $3 else interview_data_retention_days end,
             reminder_hours_before_expiry = case when $4 then $5 else reminder_hours_before_expiry end,
             email_sender_name = case when $6 then $7 else email_sender_name end,
             email_reply_to = case when $8 then $9 else email_reply_to end,
             audit_retention_days = coalesce($10, audit_retention_days),
             report_link_days = coalesce($11, report_link_days),
             updated_at = now()
         where id = $1
         returning interview_data_retention_days as retention_days, reminder_hours_before_expiry, email_sender_name,
                   email_reply_to, audit_retention_days, report_link_days",
        account_id as AccountId,
        change.retention_days.is_some(),
        change.retention_days.flatten(),
        change.reminder_hours_before_expiry.is_some(),
        change.reminder_hours_before_expiry.flatten(),
        change.email_sender_name.is_some(),
        change.email_sender_name.flatten(),
        change.email_reply_to.is_some(),
        change.email_reply_to.flatten(),
        change.audit_retention_days,
        change.report_link_days
    )
    .fetch_one(db)
    .await
}
