//! Credits: an account's `total_balance` is what it bought and has not been charged; its
//! `reserved_credits` are the estimated credits of its interviews that are `invited` and not yet
//! expired, or `in_progress`, so a reservation ends the instant its link expires. The account's
//! row of `account_credits` stores both (the reservation including invitations that expired but
//! were not yet written down by the sweeper, which reads subtract: SQL function
//! `account_balance`), so a balance costs the same at any number of live interviews. That row is
//! apart from the account's own, which every request reads to authenticate and every write locks
//! for its foreign keys, and which reservations would otherwise keep updating
//! (`migrations/0024_account_credits.sql`).
//!
//! Every change of either figure happens here, in the caller's transaction, together with its
//! row in the append-only ledger (`credit_transactions`): a top-up, a reservation, a release, a
//! charge. The ledger's amounts are changes to the available credits, so the balance is the sum
//! of its top-ups, adjustments and charges, and the stored reservation minus the sum of its
//! reservations and releases.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgExecutor;
use uuid::Uuid;

use crate::db::StoredEnum;
use crate::domain::ids::{AccountId, InterviewId};
use crate::models::CreditTransactionType;

/// What an operation needed and what the balance had, when it had too little.
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct CreditShortfall {
    pub required_credits: i64,
    pub available_credits: i64,
    pub total_balance: i64,
    pub reserved_credits: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Balance {
    pub total_balance: i64,
    pub reserved_credits: i64,
}

impl Balance {
    pub fn available_credits(&self) -> i64 {
        self.total_balance - self.reserved_credits
    }

    /// What `required` credits lacked against this balance.
    pub fn shortfall(&self, required: i64) -> CreditShortfall {
        CreditShortfall {
            required_credits: required,
            available_credits: self.available_credits(),
            total_balance: self.total_balance,
            reserved_credits: self.reserved_credits,
        }
    }
}

/// The SQLSTATE of a reservation refused by the last statement of its transaction.
const REFUSED: &str = "CR001";

/// An interview's reservation, made by the last statement of its transaction and sent with the
/// commit in one round trip (`http::context::RequestTx::commit_with`), so that the account's
/// credits row, where every reservation of the account queues, is locked for no round trip to the
/// server. A shortfall is then an error that stops the commit (SQL function
/// `reserve_credits_or_refuse`).
pub struct Reservation {
    pub account_id: AccountId,
    pub credits: i64,
    pub interview_id: InterviewId,
}

impl Reservation {
    /// The statement, written with literals (ids and a number, nothing a caller wrote): the
    /// simple protocol that carries it with the commit takes no parameters.
    pub fn statement(&self) -> String {
        format!(
            "select reserve_credits_or_refuse('{}', {}, '{}', '{}')",
            self.account_id,
            self.credits,
            self.interview_id,
            Uuid::now_v7()
        )
    }

    /// The balance that refused this reservation, if `error` is that refusal.
    pub fn refused_by(error: &sqlx::Error) -> Option<Balance> {
        let sqlx::Error::Database(error) = error else {
            return None;
        };
        if error.code().as_deref() != Some(REFUSED) {
            return None;
        }
        let detail = error.try_downcast_ref::<sqlx::postgres::PgDatabaseError>()?.detail()?;
        let (total_balance, reserved_credits) = detail.split_once(' ')?;
        Some(Balance {
            total_balance: total_balance.parse().ok()?,
            reserved_credits: reserved_credits.parse().ok()?,
        })
    }
}

/// One credit per started interview minute.
pub fn credits_for(seconds: i64) -> i64 {
    (seconds + 59) / 60
}

/// The balance of an account as of the current statement.
pub async fn balance(db: impl PgExecutor<'_>, account_id: AccountId) -> Result<Option<Balance>, sqlx::Error> {
    sqlx::query_as!(
        Balance,
        r#"select total_balance as "total_balance!", reserved_credits as "reserved_credits!"
           from account_balance($1)"#,
        account_id as AccountId
    )
    .fetch_optional(db)
    .await
}

/// Reserves the credits of several interviews, each if the account still has them once those
/// before it are reserved: in order, one answer each, `Ok` with the balance after or `Err` with
/// the balance that refused it. The credits row is locked once and stays locked until the
/// transaction ends (SQL function `reserve_credits_in_order`).
#[tracing::instrument(skip_all, fields(%account_id, interviews = interviews.len()))]
pub async fn reserve_in_order(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    interviews: &[(InterviewId, i64)],
) -> Result<Vec<Result<Balance, Balance>>, sqlx::Error> {
    if interviews.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<InterviewId> = interviews.iter().map(|(id, _)| *id).collect();
    let amounts: Vec<i64> = interviews.iter().map(|(_, credits)| *credits).collect();
    let transactions: Vec<Uuid> = interviews.iter().map(|_| Uuid::now_v7()).collect();
    let rows = sqlx::query!(
        r#"select reserved as "reserved!", total_balance as "total_balance!", reserved_credits as "reserved_credits!"
           from reserve_credits_in_order($1, $2, $3, $4)"#,
        account_id as AccountId,
        &ids as &[InterviewId],
        &amounts,
        &transactions
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let balance = Balance {
                total_balance: row.total_balance,
                reserved_credits: row.reserved_credits,
            };
            if row.reserved { Ok(balance) } else { Err(balance) }
        })
        .collect())
}

/// Ends an interview's reservation without a charge (cancelled, expired).
#[tracing::instrument(skip_all, fields(%account_id, %interview_id, credits = credits))]
pub async fn release(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    interview_id: InterviewId,
    credits: i64,
    why: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "with released as (
             update account_credits set reserved_credits = reserved_credits - $3 where account_id = $1
             returning account_id)
         insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
         select $4, account_id, 'release', $3, $2, $5 from released",
        account_id as AccountId,
        interview_id as InterviewId,
        credits,
        Uuid::now_v7(),
        why
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Ends the reservation of an interview that ran and charges it: `reserved` is released and
/// `charged` (at most what was reserved) taken from the balance, as two ledger rows. Returns what
/// was charged. The balance can always pay it (a reservation is only made when the credits are
/// available, and is never given away before it is released); should it not, what is left is
/// charged and the shortfall logged, so that completing an interview never fails for it.
#[tracing::instrument(skip_all, fields(%account_id, %interview_id, reserved = reserved, charged = charged))]
pub async fn settle(
    tx: &mut sqlx::PgConnection,
    account_id: AccountId,
    interview_id: InterviewId,
    reserved: i64,
    charged: i64,
) -> Result<i64, sqlx::Error> {
    let paid = sqlx::query_scalar!(
        r#"with settled as (
               update account_credits set reserved_credits = reserved_credits - $3, credit_balance = credit_balance - $4
               where account_id = $1 and credit_balance >= $4
               returning account_id),
           released as (
               insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
               select $5, account_id, 'release', $3, $2, 'Reservation released: the interview ended' from settled)
           insert into credit_transactions (id, account_id, kind, amount, interview_id, description)
           select $6, account_id, 'charge', -$4, $2, 'Charged for the interview' from settled
           returning -amount as "charged!""#,
        account_id as AccountId,
        interview_id as InterviewId,
        reserved,
        charged,
        Uuid::now_v7(),
        Uuid::now_v7()
    )
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(paid) = paid {
        return Ok(paid);
    }
    let left = sqlx::query_scalar!(
        "select credit_balance from account_credits where account_id = $1",
        account_id as AccountId
    )
    .fetch_one(&mut *tx)
    .await?;
    tracing::error!(%account_id, %interview_id, charged, left, "the balance cannot pay a whole charge");
    Box::pin(settle(tx, account_id, interview_id, reserved, charged.min(left))).await
}

/// Adds purchased credits to an account's balance. `None` if there is no such account.
#[tracing::instrument(skip_all, fields(%account_id, credits = credits))]
pub async fn top_up(db: impl PgExecutor<'_>, account_id: AccountId, credits: i64) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "with topped as (
             update account_credits set credit_balance = credit_balance + $2 where account_id = $1
             returning account_id, credit_balance),
         recorded as (
             insert into credit_transactions (id, account_id, kind, amount, description)
             select $3, account_id, 'top_up', $2, 'Credits purchased' from topped)
         select credit_balance from topped",
        account_id as AccountId,
        credits,
        Uuid::now_v7()
    )
    .fetch_optional(db)
    .await
}

/// One row of the ledger.
pub struct Transaction {
    pub id: Uuid,
    pub kind: StoredEnum<CreditTransactionType>,
    pub amount: i64,
    pub interview_id: Option<Uuid>,
    pub description: String,
    pub created_at: DateTime<Utc>,
}

/// A page of the account's ledger, newest first, after `after`, optionally one interview's.
pub async fn transactions(
    db: impl PgExecutor<'_>,
    account_id: AccountId,
    after: Option<Uuid>,
    interview_id: Option<Uuid>,
    limit: i64,
) -> Result<Vec<Transaction>, sqlx::Error> {
    sqlx::query_as!(
        Transaction,
        r#"select id, kind as "kind: StoredEnum<CreditTransactionType>", amount, interview_id, description, created_at
           from credit_transactions
           where account_id = $1 and ($2::uuid is null or id < $2) and ($3::uuid is null or interview_id = $3)
           order by id desc limit $4"#,
        account_id as AccountId,
        after,
        interview_id,
        limit
    )
    .fetch_all(db)
    .await
}
