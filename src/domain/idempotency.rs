//! The store behind `Idempotency-Key`: claimed keys and the answers stored under them, per
//! account (`idempotency_keys`) or per interview token (`session_idempotency_keys`). The HTTP
//! layer (`http::idempotency`) claims a key before the handler runs and stores its answer with
//! the handler's writes; this module writes and reads the rows, forgets the answers that hold an
//! erased person, and purges keys past their 24 hours.
//!
//! A key is stored as its keyed digest ([`StoredKey`]), never as it came: keys are chosen by
//! clients and may hold a name. A claim and its answer are written with literals, to travel
//! with other statements in one round trip (the protocol that carries several statements takes
//! no parameters).

use sha2::{Digest, Sha256};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::domain::ids::{AccountId, InterviewId};
use crate::secrets;

/// Whose keys a request's key is among.
pub enum KeyScope {
    /// An API key's account (`idempotency_keys`).
    Account(Uuid),
    /// An interview token, by its SHA-256 (`session_idempotency_keys`).
    Session(Vec<u8>),
}

impl KeyScope {
    fn name(&self) -> String {
        match self {
            KeyScope::Account(account_id) => account_id.to_string(),
            KeyScope::Session(token_hash) => hex::encode(token_hash),
        }
    }

    /// What a key's digests are bound to: its scope (`secrets::digests`).
    pub fn digest_context(&self) -> String {
        format!("idempotency key:{}", self.name())
    }
}

/// A request's key as the store knows it: `stored`, its keyed digest under the current secrets
/// key (bound to its scope), which a claim writes; `known`, every form a claim of it within the
/// last 24 hours may have been written in (its digests under every configured key, and the key
/// itself, as claims were stored before digests).
pub struct StoredKey {
    pub stored: String,
    pub known: Vec<String>,
}

impl StoredKey {
    pub fn of(scope: &KeyScope, key: &str) -> StoredKey {
        let mut known = secrets::digests(&scope.digest_context(), key);
        let stored = known[0].clone();
        known.push(key.to_owned());
        StoredKey { stored, known }
    }
}

/// What a sealed stored answer is bound to: its scope and its key as stored.
pub fn answer_context(scope: &KeyScope, stored: &str) -> String {
    format!("idempotency answer:{}:{stored}", scope.name())
}

/// A key as documented: 1 to 255 printable ASCII characters (space included), neither first nor
/// last a space, which HTTP does not carry at either end of a header value. The same rule as the
/// `pattern` of `Idempotency-Key` in openapi.yaml.
pub fn well_formed(key: &[u8]) -> bool {
    (1..=255).contains(&key.len())
        && key.iter().all(|b| (0x20..=0x7e).contains(b))
        && key.first() != Some(&b' ')
        && key.last() != Some(&b' ')
}

/// What a request is recognised by when its key comes again: its method, path and query, and
/// body.
pub fn fingerprint(method: &str, path_and_query: &str, body: &[u8]) -> Vec<u8> {
    let mut hasher = Sha256::new();
    for part in [method.as_bytes(), b"\n", path_and_query.as_bytes(), b"\n", body] {
        hasher.update(part);
    }
    hasher.finalize().to_vec()
}

/// An answer stored under a key. `body` is `None` once erasure has forgotten it: the key then
/// answers that the resource was erased.
pub struct StoredAnswer {
    /// The key as stored, which the answer is sealed for.
    pub stored: String,
    pub fingerprint: Vec<u8>,
    pub status: i16,
    pub content_type: Option<String>,
    pub body: Option<Vec<u8>>,
}

/// The statement that writes an answer into the claimed row (its fingerprint is already there),
/// with literals only, to go with the commit in one round trip: the body in hex, the key and the
/// content type as escape strings.
pub fn store_statement(
    scope: &KeyScope,
    stored: &str,
    status: u16,
    content_type: Option<&str>,
    body: &[u8],
    seal: bool,
) -> String {
    let content_type = content_type.map_or_else(|| "null".to_owned(), text_literal);
    let body = if seal {
        let text = String::from_utf8_lossy(body);
        hex::encode(secrets::seal(&text, &answer_context(scope, stored)))
    } else {
        hex::encode(body)
    };
    let (table, scope_column, scope_value) = match scope {
        KeyScope::Account(account_id) => ("idempotency_keys", "account_id", format!("'{account_id}'")),
        KeyScope::Session(token_hash) => (
            "session_idempotency_keys",
            "token_hash",
            format!("decode('{}', 'hex')", hex::encode(token_hash)),
        ),
    };
    format!(
        "update {table} set response_status = {status}, response_content_type = {content_type}, \
         response_body = decode('{body}', 'hex') \
         where {scope_column} = {scope_value} and idempotency_key = {key}",
        key = text_literal(stored)
    )
}

/// A text literal of `text`, whatever it holds: an escape string (`E'…'`), which reads the same
/// under any `standard_conforming_strings`, with the quote, the backslash and every character
/// outside printable ASCII escaped. A constant, so an index finds the row it names.
fn text_literal(text: &str) -> String {
    let mut literal = String::with_capacity(text.len() + 3);
    literal.push_str("E'");
    for c in text.chars() {
        match c {
            '\'' | '\\' => {
                literal.push('\\');
                literal.push(c);
            }
            ' '..='~' => literal.push(c),
            c => literal.push_str(&format!("\\U{:08X}", u32::from(c))),
        }
    }
    literal.push('\'');
    literal
}

/// The statements that claim the request's key (migration 0019: a new key is inserted, an
/// expired one starts fresh in place, a taken one is the error IK001) and open the savepoint of
/// the handler's writes: one round trip, in the simple protocol, so the claim is written with
/// literals (the key as an escape string).
pub fn claim_statement(scope: &KeyScope, key: &StoredKey, fingerprint: &[u8]) -> String {
    let stored = text_literal(&key.stored);
    let known: Vec<String> = key.known.iter().map(|form| text_literal(form)).collect();
    let known = format!("array[{}]::text[]", known.join(", "));
    let fingerprint = format!("decode('{}', 'hex')", hex::encode(fingerprint));
    let claim = match scope {
        KeyScope::Account(account_id) => {
            format!("claim_idempotency_key('{account_id}', {stored}, {known}, {fingerprint})")
        }
        KeyScope::Session(token_hash) => format!(
            "claim_session_idempotency_key(decode('{}', 'hex'), {stored}, {known}, {fingerprint})",
            hex::encode(token_hash)
        ),
    };
    format!("select {claim}; savepoint handler")
}

/// The claim found the key taken: answered by a request that committed.
pub fn is_taken(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(error) if error.code().as_deref() == Some("IK001"))
}

/// The answer stored under a key someone else claimed and answered (gone only if purged since),
/// in whichever form it was stored; the freshest if there are several.
pub async fn stored(db: &PgPool, scope: &KeyScope, key: &StoredKey) -> Result<Option<StoredAnswer>, sqlx::Error> {
    match scope {
        KeyScope::Account(account_id) => {
            sqlx::query_as!(
                StoredAnswer,
                r#"select idempotency_key as stored, fingerprint, response_status as "status!",
                          response_content_type as content_type, response_body as body
                   from idempotency_keys where account_id = $1 and idempotency_key = any($2)
                   order by created_at desc limit 1"#,
                account_id,
                &key.known
            )
            .fetch_optional(db)
            .await
        }
        KeyScope::Session(token_hash) => {
            sqlx::query_as!(
                StoredAnswer,
                r#"select idempotency_key as stored, fingerprint, response_status as "status!",
                          response_content_type as content_type, response_body as body
                   from session_idempotency_keys where token_hash = $1 and idempotency_key = any($2)
                   order by created_at desc limit 1"#,
                token_hash,
                &key.known
            )
            .fetch_optional(db)
            .await
        }
    }
}

/// Forgets the stored answers that hold an erased person, in the erasing transaction (their
/// keys then answer the documented 410 `resource_erased`): an account's answers that mention the
/// candidate's or an interview's id, and every answer of those interviews' session tokens (each
/// shows the candidate). A replay then neither shows the person nor creates them again; the
/// fingerprint stays, so the key still refuses a different request.
pub async fn forget_answers(
    tx: &mut PgConnection,
    account_id: AccountId,
    candidate_id: Option<Uuid>,
    interview_ids: &[InterviewId],
) -> Result<(), sqlx::Error> {
    let ids: Vec<Vec<u8>> = candidate_id
        .into_iter()
        .chain(interview_ids.iter().map(|id| id.0))
        .map(|id| id.to_string().into_bytes())
        .collect();
    sqlx::query!(
        "update idempotency_keys set response_status = 410, response_content_type = null, response_body = null
         where account_id = $1 and response_body is not null
           and exists (select from unnest($2::bytea[]) as erased(id) where position(erased.id in response_body) > 0)",
        account_id as AccountId,
        &ids
    )
    .execute(&mut *tx)
    .await?;
    // Sealed answers are searched opened (they are few: those carrying a credential).
    let sealed = sqlx::query!(
        r#"select idempotency_key, response_body as "response_body!" from idempotency_keys
           where account_id = $1 and substring(response_body from 1 for 7) = 'sealed:'::bytea"#,
        account_id as AccountId
    )
    .fetch_all(&mut *tx)
    .await?;
    let scope = KeyScope::Account(account_id.0);
    let mut holding = Vec::new();
    for row in sealed {
        let Ok(text) = std::str::from_utf8(&row.response_body) else {
            continue;
        };
        let opened = secrets::open(text, &answer_context(&scope, &row.idempotency_key)).unwrap_or_default();
        if ids.iter().any(|id| {
            opened
                .as_bytes()
                .windows(id.len())
                .any(|window| window == id.as_slice())
        }) {
            holding.push(row.idempotency_key);
        }
    }
    sqlx::query!(
        "update idempotency_keys set response_status = 410, response_content_type = null, response_body = null
         where account_id = $1 and idempotency_key = any($2)",
        account_id as AccountId,
        &holding
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "update session_idempotency_keys set response_status = 410, response_content_type = null, response_body = null
         where token_hash in (select token_hash from interviews where id = any($1)) and response_body is not null",
        interview_ids as &[InterviewId]
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Deletes keys past their retention, of both scopes, in batches; every instance may run it.
pub async fn purge_expired(db: &PgPool) -> Result<u64, sqlx::Error> {
    let mut purged = 0;
    loop {
        let accounts = sqlx::query!(
            "delete from idempotency_keys where ctid = any(array(
                 select ctid from idempotency_keys where created_at < now() - interval '24 hours' limit $1))",
            PURGE_BATCH
        )
        .execute(db)
        .await?
        .rows_affected();
        let sessions = sqlx::query!(
            "delete from session_idempotency_keys where ctid = any(array(
                 select ctid from session_idempotency_keys where created_at < now() - interval '24 hours' limit $1))",
            PURGE_BATCH
        )
        .execute(db)
        .await?
        .rows_affected();
        purged += accounts + sessions;
        if accounts < PURGE_BATCH as u64 && sessions < PURGE_BATCH as u64 {
            return Ok(purged);
        }
    }
}

/// Rows one purge statement deletes at most: each statement stays short, holding its locks
/// briefly, however much has piled up.
pub const PURGE_BATCH: i64 = 5_000;

#[cfg(test)]
mod tests {
    use super::well_formed;

    #[test]
    fn keys_are_printable_ascii_without_a_space_at_either_end() {
        assert!(well_formed(b"k"));
        assert!(well_formed(b"order 42 / retry"));
        assert!(well_formed("~".repeat(255).as_bytes()));
        for bad in [&b""[..], b" k", b"k ", b" ", b"tab\there", b"caf\xc3\xa9", b"nul\0"] {
            assert!(!well_formed(bad), "{bad:?}");
        }
        assert!(!well_formed("k".repeat(256).as_bytes()));
    }
}
