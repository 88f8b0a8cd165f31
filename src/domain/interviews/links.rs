//! The changes of an invited interview's link: a later expiry, a new token (the old one then
//! answers 410), and whether a link is still valid under the account's lock.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};

use crate::domain::email;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::interviews::{InterviewRow, NOT_FOUND, model, store, token};
use crate::models::{self, InterviewStatus};
use crate::secrets;

/// Whether an invitation's link is still valid, decided with the account's credits row locked
/// (taken last in a session start, so that an invitation reserving credits at the instant the
/// link expires is ordered against the start: it either counts the link as expired, and the
/// start is refused, or waits for the start and counts the interview as running). Against the
/// clock, not the transaction's start.
pub async fn link_valid_under_account_lock(
    tx: &mut PgConnection,
    account_id: AccountId,
    expires_at: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    // One round trip: the SQL function locks, then reads the clock (a projection next to the
    // lock would read it before the lock is granted).
    sqlx::query_scalar!(
        r#"select link_valid_under_account_lock($1, $2) as "valid!""#,
        account_id as AccountId,
        expires_at
    )
    .fetch_one(&mut *tx)
    .await
}

/// Locks one interview of the account for a change of its invitation, which only an `invited`
/// interview allows (`action` names the change in the 409).
async fn lock_invited(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: InterviewId,
    action: &str,
) -> Result<InterviewRow, DomainError> {
    if !store::lock(tx, account_id, id).await? {
        return Err(NOT_FOUND);
    }
    let row = store::find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
    match row.status() {
        InterviewStatus::Invited => Ok(row),
        status => Err(DomainError::InvalidState(format!(
            "An interview that is {status} cannot be {action}"
        ))),
    }
}

/// Gives an invitation's link `days` days from now, and e-mails the candidate the new expiry
/// when the invitation asked for e-mails. Decided with the account's credits row
/// locked, as a session start is: an invitation reserving credits at the instant the link
/// expires either counts it as expired, and the extension is refused, or waits and counts it as
/// held.
pub async fn extend(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: InterviewId,
    days: i32,
    url_base: &str,
) -> Result<models::Interview, DomainError> {
    let row = lock_invited(tx, account_id, id, "extended").await?;
    if !link_valid_under_account_lock(tx, account_id, row.expires_at).await? {
        return Err(DomainError::InvalidState(
            "An interview that is expired cannot be extended".to_owned(),
        ));
    }
    sqlx::query!(
        "update interviews set expires_at = now() + make_interval(days => $2), updated_at = now() where id = $1",
        row.id as InterviewId,
        days
    )
    .execute(&mut *tx)
    .await?;
    email::store::enqueue(tx, id, email::Kind::NewExpiry).await?;
    model::find(tx, account_id, id, url_base).await?.ok_or(NOT_FOUND)
}

/// Replaces an invitation's token: the new one works from the commit, the old one answers 410
/// (`replaced_tokens`) on every session endpoint. The candidate is e-mailed the new link when
/// the invitation asked for e-mails.
pub async fn regenerate(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: InterviewId,
    url_base: &str,
) -> Result<models::Invitation, DomainError> {
    lock_invited(tx, account_id, id, "given a new link").await?;
    let token = token::new_token();
    sqlx::query!(
        "with replaced as (
             insert into replaced_tokens (token_hash, interview_id)
             select token_hash, id from interviews where id = $1)
         update interviews set token = $2, token_hash = $3, updated_at = now() where id = $1",
        id as InterviewId,
        secrets::seal(&token, &secrets::token_context(id.0)),
        &token::hash(&token)[..]
    )
    .execute(&mut *tx)
    .await?;
    email::store::enqueue(tx, id, email::Kind::NewLink).await?;
    let row = store::find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
    Ok(model::invitation(row, url_base))
}

/// Whether a token is one that a new link replaced.
pub async fn token_replaced(db: impl PgExecutor<'_>, token: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select exists (select from replaced_tokens where token_hash = $1) as "replaced!""#,
        &token::hash(token)[..]
    )
    .fetch_one(db)
    .await
}
