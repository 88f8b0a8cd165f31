//! An interview's report page: a link of its own (`/reports/{token}` on the API's public address),
//! valid for the account's `report_link_days`, that a person opens without a key. The token is 32
//! random bytes; it is found by its SHA-256 and stored sealed so that the interview can show its
//! link again, so a copy of the database opens no report. Each interview gets its link with its
//! invitation; a new one replaces it (the views stay counted on the interview).

use std::sync::OnceLock;

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use subtle::ConstantTimeEq;

use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::interviews::{AskedQuestionRow, InterviewRow, NOT_FOUND, ResponseRow, store, token};
use crate::secrets;

/// Where report pages are served, below the public address.
pub const PATH: &str = "/reports";

static PUBLIC_URL_BASE: OnceLock<String> = OnceLock::new();

/// Sets the API's public address, which report links start with (`PUBLIC_URL_BASE`); set once
/// per process, at start-up, like the secrets keyring.
pub fn install_public_url_base(base: &str) {
    let _ = PUBLIC_URL_BASE.set(base.trim_end_matches('/').to_owned());
}

/// A report's link.
pub fn url(token: &str) -> String {
    let base = PUBLIC_URL_BASE.get().map_or("", String::as_str);
    format!("{base}{PATH}/{token}")
}

/// The report link of a row, opened, while it is valid and the interview not erased.
pub fn url_of(row: &InterviewRow) -> Option<String> {
    if row.erased_at.is_some() {
        return None;
    }
    let sealed = row.report_token.as_deref()?;
    match secrets::reveal(sealed, &secrets::report_token_context(row.id.0)) {
        Ok(token) => Some(url(&token)),
        Err(error) => {
            tracing::error!(interview_id = %row.id, error = %format!("{error:#}"), "cannot open a report token");
            None
        }
    }
}

/// A new report link for each of `interviews`, as the statement that writes the interviews
/// stores it (`invitations::store`): each token's SHA-256 and the token sealed, in order. The
/// token itself is shown again from its sealed form (`url_of`).
pub fn new_links(interviews: &[uuid::Uuid]) -> (Vec<Vec<u8>>, Vec<String>) {
    interviews
        .iter()
        .map(|id| {
            let token = token::new_token();
            (
                token::hash(&token).to_vec(),
                secrets::seal(&token, &secrets::report_token_context(*id)),
            )
        })
        .unzip()
}

/// Replaces the report link of one interview of the account (`POST /interviews/{id}/report-link`).
/// An erased interview has no report.
pub async fn replace(
    tx: &mut PgConnection,
    account_id: AccountId,
    owner_id: AccountId,
    id: InterviewId,
) -> Result<(String, DateTime<Utc>), DomainError> {
    let row = store::find(&mut *tx, account_id, id).await?.ok_or(NOT_FOUND)?;
    if row.erased_at.is_some() {
        return Err(DomainError::InvalidState(
            "The interview was erased: it has no report".to_owned(),
        ));
    }
    // Valid the account's `report_link_days` (its live account's); the views stay.
    let token = token::new_token();
    let expires_at = sqlx::query_scalar!(
        r#"insert into report_links (interview_id, token_hash, token, expires_at)
           select $1, $2, $3, now() + make_interval(days => report_link_days) from accounts where id = $4
           on conflict (interview_id) do update
           set token_hash = excluded.token_hash, token = excluded.token, expires_at = excluded.expires_at,
               created_at = now()
           returning expires_at"#,
        id as InterviewId,
        &token::hash(&token)[..],
        secrets::seal(&token, &secrets::report_token_context(id.0)),
        owner_id as AccountId
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or_else(|| DomainError::Internal(anyhow::anyhow!("the report link was not written")))?;
    Ok((url(&token), expires_at))
}

/// What a report shows.
pub struct Report {
    pub interview: InterviewRow,
    pub questions: Vec<AskedQuestionRow>,
    pub responses: Vec<ResponseRow>,
}

/// What a report link opens.
pub enum Opened {
    /// The interview, its questions and its answers; the view was counted.
    Report(Box<Report>),
    /// The interview was erased: the page says so and shows nothing of it.
    Erased,
}

/// Opens a report link: counts the view and reads the interview, or `None` for a link that is
/// unknown, replaced or expired.
pub async fn open(db: &mut PgConnection, token: &str) -> Result<Option<Opened>, sqlx::Error> {
    let hash = token::hash(token);
    let found = sqlx::query!(
        r#"update report_links set views = views + 1, last_viewed_at = now()
           where token_hash = $1 and expires_at > now()
           returning interview_id as "interview_id: InterviewId", token_hash,
                     (select account_id from interviews where id = interview_id) as "account_id!: AccountId""#,
        &hash[..]
    )
    .fetch_optional(&mut *db)
    .await?;
    let Some(found) = found.filter(|found| bool::from(found.token_hash.as_slice().ct_eq(&hash[..]))) else {
        return Ok(None);
    };
    let Some(row) = store::find(&mut *db, found.account_id, found.interview_id).await? else {
        return Ok(None);
    };
    if row.erased_at.is_some() {
        return Ok(Some(Opened::Erased));
    }
    let questions = store::questions_of(&mut *db, &[row.id]).await?;
    let responses = store::responses_of(&mut *db, &[row.id]).await?;
    Ok(Some(Opened::Report(Box::new(Report {
        interview: row,
        questions,
        responses,
    }))))
}
