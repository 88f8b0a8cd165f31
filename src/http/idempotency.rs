//! `Idempotency-Key` on every POST: the same request sent again with the same key is answered
//! from the first run, byte for byte, on any instance.
//!
//! Keys are scoped to who calls: the account for key-authenticated requests, the interview token
//! for the session endpoints (whose caller is the token; the gateway learns the interview's
//! account only in the handler), each in a table of its own ([`Scope`]).
//!
//! The first request with a key claims it by inserting a row inside a transaction that stays
//! open while the request runs; the response is written into that row and committed with it.
//! A concurrent request with the same key finds the claim locked and gets 409; a later one gets
//! the stored response with `Idempotent-Replayed: true`. If the instance dies mid-request the
//! transaction aborts and the key is free again. 5xx responses are not kept, so a retry can
//! succeed. Keys live 24 hours (the
//! statements below say `interval '24 hours'`).
//!
//! The handler's own writes join that transaction (`context::begin_write` gives it a savepoint
//! of the claim), so the resource and the stored answer commit together or not at all: a crash,
//! a timeout or a lost connection between the two cannot leave a resource behind a free key,
//! which a retry would create a second time.

use std::sync::Arc;

use axum::body::Body;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::response::Parts;
use axum::http::{HeaderName, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::domain::ids::AccountId;
use crate::domain::keys::Principal;
use crate::http::context::{Finished, IdempotencyClaim, KeyCheck, KeyConnection, PlainTx, RequestContext};
use crate::http::contract::{Matched, Operation, RequestBody};
use crate::http::error::shapes::Documented;
use crate::http::error::{ApiError, FieldPath};
use crate::http::identity::SessionToken;
use crate::http::state::AppState;
use crate::secrets;

pub const HEADER: &str = "idempotency-key";
pub const REPLAYED: HeaderName = HeaderName::from_static("idempotent-replayed");

/// The operations whose answers carry a credential (an API key, a webhook secret, an interview
/// token): their stored answers are sealed (`crate::secrets`), so a copy of the database holds
/// none of them in the clear, and opened again for a replay.
const SEALED_ANSWERS: [&str; 6] = [
    "createApiKey",
    "createWebhookEndpoint",
    "rotateWebhookSecret",
    "createInvitation",
    "createInvitationBatch",
    "regenerateInterviewLink",
];

/// What a sealed stored answer is bound to.
fn answer_context(scope: &Scope, key: &str) -> String {
    match scope {
        Scope::Account(account_id) => format!("idempotency answer:{account_id}:{key}"),
        Scope::Session(token_hash) => format!("idempotency answer:{}:{key}", hex::encode(token_hash)),
    }
}

/// Whose keys a request's key is among.
enum Scope {
    /// An API key's account (`idempotency_keys`).
    Account(Uuid),
    /// An interview token, by its SHA-256 (`session_idempotency_keys`).
    Session(Vec<u8>),
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

/// The layer: runs the handler in its request context, at most once per key of its scope.
pub async fn idempotency(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let caller = request.extensions().get::<Principal>().cloned();
    let key_connection = request.extensions().get::<KeyConnection>().cloned();
    let key_check = request.extensions().get::<Arc<KeyCheck>>().cloned();
    let scope = match (&caller, request.extensions().get::<SessionToken>()) {
        (Some(caller), _) => Some(Scope::Account(caller.account_id.0)),
        (None, Some(token)) => Some(Scope::Session(token.hash().to_vec())),
        (None, None) => None,
    };
    let key = request.headers().get(HEADER).cloned();
    let context = RequestContext {
        caller: caller.clone(),
        claim: None,
        key_connection,
        key_check: key_check.clone(),
    };
    let (Some(scope), Some(key), &Method::POST) = (scope, key, request.method()) else {
        return context.scope(next.run(request)).await;
    };
    let key = match key.to_str() {
        Ok(key) if well_formed(key.as_bytes()) => key.to_owned(),
        _ => {
            return ApiError::validation(
                FieldPath::key("Idempotency-Key"),
                "must be 1 to 255 printable ASCII characters, neither starting nor ending with a space",
            )
            .into_response();
        }
    };
    let body = request
        .extensions()
        .get::<RequestBody>()
        .map(|body| body.0.clone())
        .unwrap_or_default();
    let path_and_query = request.uri().path_and_query().map_or("", |p| p.as_str());
    let fingerprint = fingerprint(request.method(), path_and_query, &body);
    let operation = request
        .extensions()
        .get::<Matched>()
        .and_then(|matched| matched.operation.clone());
    let answering = Answering {
        seal: operation
            .as_ref()
            .is_some_and(|operation| SEALED_ANSWERS.contains(&operation.id)),
        operation,
    };
    let Ok(_slot) = state.idempotent_requests.acquire().await else {
        return ApiError::Unavailable("shutting down".into()).into_response();
    };
    let handler = |claim: Arc<IdempotencyClaim>| {
        let context = RequestContext {
            caller,
            claim: Some(claim),
            key_connection: None,
            key_check,
        };
        context.scope(next.run(request))
    };
    match claim_key_and_run(&state.db, &scope, &key, &fingerprint, &answering, handler).await {
        Ok(response) => response,
        Err(error) => error.into_response(),
    }
}

fn fingerprint(method: &Method, path_and_query: &str, body: &[u8]) -> Vec<u8> {
    let mut hasher = Sha256::new();
    for part in [
        method.as_str().as_bytes(),
        b"\n",
        path_and_query.as_bytes(),
        b"\n",
        body,
    ] {
        hasher.update(part);
    }
    hasher.finalize().to_vec()
}

struct Stored {
    fingerprint: Vec<u8>,
    response_status: i16,
    response_content_type: Option<String>,
    response_body: Vec<u8>,
}

/// How a request's answer is kept: sealed or not, and in the shape its operation documents.
struct Answering {
    seal: bool,
    operation: Option<Arc<Operation>>,
}

async fn claim_key_and_run<F: Future<Output = Response>>(
    db: &PgPool,
    scope: &Scope,
    key: &str,
    fingerprint: &[u8],
    answering: &Answering,
    handler: impl FnOnce(Arc<IdempotencyClaim>) -> F,
) -> Result<Response, ApiError> {
    let tx = match PlainTx::begin_with(db, &claim_statement(scope, key, fingerprint)).await {
        Ok(tx) => tx,
        Err(error) if is_taken(&error) => {
            // Committed rows always carry their answer: the claim commits with it.
            let Some(stored) = stored(db, scope, key).await? else {
                return Err(in_progress());
            };
            if stored.fingerprint != fingerprint {
                return Err(ApiError::Idempotency {
                    status: StatusCode::UNPROCESSABLE_ENTITY,
                    message: "This Idempotency-Key was already used with a different request",
                });
            }
            return replay(stored, &answer_context(scope, key));
        }
        Err(error) => return Err(in_progress_or(error)),
    };

    let claim = IdempotencyClaim::new(tx);
    let response = handler(claim.clone()).await;
    let Some(Finished {
        mut tx,
        open_savepoint,
        last,
    }) = claim.finish().await
    else {
        return Err(ApiError::Internal(anyhow::anyhow!("the idempotency claim vanished")));
    };
    let (mut parts, mut body) = buffered(response).await?;
    if parts.status.is_server_error() {
        tx.rollback().await;
        return Ok(Response::from_parts(parts, Body::from(body)));
    }
    if open_savepoint {
        // The handler failed after it began writing: none of its writes stay.
        sqlx::query("rollback to savepoint handler").execute(&mut *tx).await?;
    }
    // The answer, the handler's last statement and the commit go in one round trip; the answer
    // first, so that it is not written while the last statement's locks are held.
    let answer = store_statement(scope, key, &parts, &body, answering.seal);
    let statements = match &last {
        Some(last) => format!("{answer};\n{}", last.sql),
        None => answer,
    };
    if let Err(error) = tx.commit_after(&statements).await {
        let refused = last.and_then(|last| (last.refusal)(&error)).ok_or(error)?;
        // The last statement refused: none of the handler's writes stay, and the refusal is
        // the answer.
        sqlx::query("rollback to savepoint handler").execute(&mut *tx).await?;
        let documented = answering
            .operation
            .as_deref()
            .map_or(Documented::NOWHERE, Operation::documented);
        (parts, body) = buffered(refused.render(documented)).await?;
        tx.commit_after(&store_statement(scope, key, &parts, &body, answering.seal))
            .await?;
    }
    Ok(Response::from_parts(parts, Body::from(body)))
}

async fn buffered(response: Response) -> Result<(Parts, Bytes), ApiError> {
    let (parts, body) = response.into_parts();
    let body = axum::body::to_bytes(body, usize::MAX)
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("cannot buffer response: {e}")))?;
    Ok((parts, body))
}

/// The statement that writes an answer into the claimed row (its fingerprint is already there),
/// with literals only, to go with the commit in one round trip: the body in hex, the key and the
/// content type as escape strings.
fn store_statement(scope: &Scope, key: &str, parts: &Parts, body: &[u8], seal: bool) -> String {
    let status = parts.status.as_u16();
    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .map_or_else(|| "null".to_owned(), text_literal);
    let body = if seal {
        let text = String::from_utf8_lossy(body);
        hex::encode(secrets::seal(&text, &answer_context(scope, key)))
    } else {
        hex::encode(body)
    };
    let (table, scope_column, scope_value) = match scope {
        Scope::Account(account_id) => ("idempotency_keys", "account_id", format!("'{account_id}'")),
        Scope::Session(token_hash) => (
            "session_idempotency_keys",
            "token_hash",
            format!("decode('{}', 'hex')", hex::encode(token_hash)),
        ),
    };
    format!(
        "update {table} set response_status = {status}, response_content_type = {content_type}, \
         response_body = decode('{body}', 'hex') \
         where {scope_column} = {scope_value} and idempotency_key = {key}",
        key = text_literal(key)
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
fn claim_statement(scope: &Scope, key: &str, fingerprint: &[u8]) -> String {
    let key = text_literal(key);
    let fingerprint = format!("decode('{}', 'hex')", hex::encode(fingerprint));
    let claim = match scope {
        Scope::Account(account_id) => format!("claim_idempotency_key('{account_id}', {key}, {fingerprint})"),
        Scope::Session(token_hash) => format!(
            "claim_session_idempotency_key(decode('{}', 'hex'), {key}, {fingerprint})",
            hex::encode(token_hash)
        ),
    };
    format!("select {claim}; savepoint handler")
}

/// The claim found the key taken: answered by a request that committed.
fn is_taken(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(error) if error.code().as_deref() == Some("IK001"))
}

/// The answer stored under a key someone else claimed and answered (gone only if purged since).
async fn stored(db: &PgPool, scope: &Scope, key: &str) -> Result<Option<Stored>, sqlx::Error> {
    match scope {
        Scope::Account(account_id) => {
            sqlx::query_as!(
                Stored,
                r#"select fingerprint, response_status as "response_status!", response_content_type,
                          response_body as "response_body!"
                   from idempotency_keys where account_id = $1 and idempotency_key = $2"#,
                account_id,
                key
            )
            .fetch_optional(db)
            .await
        }
        Scope::Session(token_hash) => {
            sqlx::query_as!(
                Stored,
                r#"select fingerprint, response_status as "response_status!", response_content_type,
                          response_body as "response_body!"
                   from session_idempotency_keys where token_hash = $1 and idempotency_key = $2"#,
                token_hash,
                key
            )
            .fetch_optional(db)
            .await
        }
    }
}

/// A lock wait that times out means the same key is being processed right now.
fn in_progress_or(error: sqlx::Error) -> ApiError {
    match &error {
        sqlx::Error::Database(db) if db.code().as_deref() == Some("55P03") => in_progress(),
        _ => error.into(),
    }
}

fn in_progress() -> ApiError {
    ApiError::Idempotency {
        status: StatusCode::CONFLICT,
        message: "A request with this Idempotency-Key is still being processed; retry later",
    }
}

fn replay(stored: Stored, context: &str) -> Result<Response, ApiError> {
    let status = StatusCode::from_u16(stored.response_status as u16).unwrap_or(StatusCode::OK);
    let body = match std::str::from_utf8(&stored.response_body)
        .ok()
        .filter(|text| secrets::key_id_of(text).is_some())
    {
        Some(sealed) => secrets::open(sealed, context)?.into_bytes(),
        None => stored.response_body,
    };
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    if let Some(content_type) = stored
        .response_content_type
        .and_then(|v| HeaderValue::from_str(&v).ok())
    {
        headers.insert(header::CONTENT_TYPE, content_type);
    }
    headers.insert(REPLAYED, HeaderValue::from_static("true"));
    Ok(response)
}

/// Replaces the stored answers that hold an erased person with the documented 410
/// (`resource_erased`), in the erasing transaction: an account's answers that mention the
/// candidate's or an interview's id, and every answer of those interviews' session tokens (each
/// shows the candidate). A replay then neither shows the person nor creates them again; the
/// fingerprint stays, so the key still refuses a different request.
pub async fn forget_answers(
    tx: &mut PgConnection,
    account_id: AccountId,
    candidate_id: Option<Uuid>,
    interview_ids: &[Uuid],
) -> Result<(), sqlx::Error> {
    let body = serde_json::to_vec(&ApiError::Erased.structured()).unwrap_or_default();
    let content_type = "application/json; charset=utf-8";
    let ids: Vec<Vec<u8>> = candidate_id
        .iter()
        .chain(interview_ids)
        .map(|id| id.to_string().into_bytes())
        .collect();
    sqlx::query!(
        "update idempotency_keys set response_status = 410, response_content_type = $3, response_body = $4
         where account_id = $1 and response_body is not null
           and exists (select from unnest($2::bytea[]) as erased(id) where position(erased.id in response_body) > 0)",
        account_id as AccountId,
        &ids,
        content_type,
        &body
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
    let scope = Scope::Account(account_id.0);
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
        "update idempotency_keys set response_status = 410, response_content_type = $3, response_body = $4
         where account_id = $1 and idempotency_key = any($2)",
        account_id as AccountId,
        &holding,
        content_type,
        &body
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "update session_idempotency_keys set response_status = 410, response_content_type = $2, response_body = $3
         where token_hash in (select token_hash from interviews where id = any($1)) and response_body is not null",
        interview_ids,
        content_type,
        &body
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
