//! An interview's link: its token (made, hashed, replaced), its URL, and the changes of an
//! invited interview's link (a later expiry, a new token). The interview itself and its lifecycle
//! are `domain::interviews`.

use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::interviews::{InterviewRow, NOT_FOUND, fetch_model, find_row};
use crate::domain::metadata;
use crate::models::{self, InterviewStatus};
use crate::secrets;
use crate::wire::{timestamp, to_nullable};

/// A new interview token: 32 random bytes, base64url without padding (43 characters).
pub fn new_token() -> String {
    use base64::Engine;
    let bytes: [u8; 32] = rand::random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// A token's SHA-256, as `interviews.token_hash` and the token directory hold it.
pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// [`token_hash`] as the bytes a statement binds.
pub fn hash_token(token: &str) -> Vec<u8> {
    token_hash(token).to_vec()
}

pub fn interview_url(base: &str, token: &str) -> String {
    format!("{}/{token}", base.trim_end_matches('/'))
}

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
    id: Uuid,
    action: &str,
) -> Result<InterviewRow, DomainError> {
    sqlx::query_scalar!(
        "select id from interviews where id = $1 and account_id = $2 for update",
        id,
        account_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(NOT_FOUND)?;
    let row = find_row(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
    match row.status() {
        InterviewStatus::Invited => Ok(row),
        status => Err(DomainError::InvalidState(format!(
            "An interview that is {status} cannot be {action}"
        ))),
    }
}

/// Gives an invitation's link `days` days from now. Decided with the account's credits row
/// locked, as a session start is: an invitation reserving credits at the instant the link
/// expires either counts it as expired, and the extension is refused, or waits and counts it as
/// held.
pub async fn extend(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: Uuid,
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
    fetch_model(tx, account_id, id, url_base).await?.ok_or(NOT_FOUND)
}

/// Replaces an invitation's token: the new one works from the commit, the old one answers 410
/// (`replaced_tokens`) on every session endpoint.
pub async fn regenerate_link(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: Uuid,
    url_base: &str,
) -> Result<models::Invitation, DomainError> {
    lock_invited(tx, account_id, id, "given a new link").await?;
    let token = new_token();
    sqlx::query!(
        "with replaced as (
             insert into replaced_tokens (token_hash, interview_id)
             select token_hash, id from interviews where id = $1)
         update interviews set token = $2, token_hash = $3, updated_at = now() where id = $1",
        id,
        secrets::seal(&token, &secrets::token_context(id)),
        hash_token(&token)
    )
    .execute(&mut *tx)
    .await?;
    let row = find_row(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
    Ok(to_invitation(row, url_base))
}

/// Whether a token is one that a new link replaced.
pub async fn token_replaced(db: impl PgExecutor<'_>, token: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select exists (select from replaced_tokens where token_hash = $1) as "replaced!""#,
        hash_token(token)
    )
    .fetch_one(db)
    .await
}

/// The invitation form of an interview: its link with the token.
pub fn to_invitation(row: InterviewRow, url_base: &str) -> models::Invitation {
    let token = row.token();
    models::Invitation {
        id: row.id.0,
        interview_url: interview_url(url_base, &token),
        status: row.status(),
        token,
        candidate_name: row.candidate_name,
        candidate_id: to_nullable(row.candidate_id),
        job: models::JobRef {
            id: row.job_id.0,
            title: row.job_title,
        },
        estimated_credits: row.estimated_credits,
        estimated_duration_seconds: i64::from(row.estimated_duration_seconds),
        expires_at: timestamp(row.expires_at),
        created_at: timestamp(row.created_at),
        metadata: metadata::to_model(row.metadata.0),
    }
}
