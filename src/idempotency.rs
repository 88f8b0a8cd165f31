//! `Idempotency-Key` on every key-authenticated POST (CONTRACT.md "Idempotency").
//!
//! The first request with a key claims it by inserting a row inside a transaction that stays
//! open while the request runs; the response is written into that row and committed with it.
//! A concurrent request with the same key finds the claim locked and gets 409; a later one gets
//! the stored response byte for byte with `Idempotent-Replayed: true`. If the instance dies
//! mid-request the transaction aborts and the key is free again. 5xx responses are not kept,
//! so a retry can succeed. Keys live 24 hours.
//!
//! The handler's own writes join that transaction ([`begin`] gives it a savepoint of the claim),
//! so the resource and the stored answer commit together or not at all: a crash, a timeout or
//! a lost connection between the two cannot leave a resource behind a free key, which a retry
//! would create a second time.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use sqlx::{PgConnection, PgPool, Postgres, Transaction};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::auth::Principal;
use crate::contract::FieldPath;
use crate::error::ApiError;

pub const HEADER: &str = "idempotency-key";
pub const REPLAYED: HeaderName = HeaderName::from_static("idempotent-replayed");
/// How long a key is remembered.
pub const RETENTION: &str = "24 hours";
/// How long a request waits on another request's claim before answering 409.
const CLAIM_WAIT: &str = "200ms";

/// The claim of the idempotent request being handled: its open transaction, which the
/// handler's writes join.
struct Claim {
    tx: Arc<Mutex<Option<Transaction<'static, Postgres>>>>,
    /// The handler began a savepoint and did not release it (it failed half-way).
    open_savepoint: AtomicBool,
}

tokio::task_local! {
    static CLAIM: Arc<Claim>;
}

/// A handler's transaction: its own, or inside an idempotent request a savepoint of the claim's
/// transaction, committed with the stored answer.
pub struct RequestTx(Inner);

enum Inner {
    Own(Transaction<'static, Postgres>),
    Claimed(OwnedMutexGuard<Option<Transaction<'static, Postgres>>>, Arc<Claim>),
}

/// Begins the transaction of a handler that writes: use it instead of `PgPool::begin` in every
/// handler of a POST, so that its writes and the idempotency record are atomic. Reads after
/// [`RequestTx::commit`] that must see the writes go through the same transaction too (other
/// connections see them only once the claim commits).
pub async fn begin(db: &PgPool) -> Result<RequestTx, sqlx::Error> {
    let Ok(claim) = CLAIM.try_with(Clone::clone) else {
        return Ok(RequestTx(Inner::Own(db.begin().await?)));
    };
    let mut guard = claim.tx.clone().lock_owned().await;
    let Some(tx) = guard.as_mut() else {
        return Ok(RequestTx(Inner::Own(db.begin().await?)));
    };
    sqlx::query("savepoint handler").execute(&mut **tx).await?;
    claim.open_savepoint.store(true, Ordering::SeqCst);
    Ok(RequestTx(Inner::Claimed(guard, claim)))
}

impl RequestTx {
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self.0 {
            Inner::Own(tx) => tx.commit().await,
            Inner::Claimed(mut guard, claim) => {
                if let Some(tx) = guard.as_mut() {
                    sqlx::query("release savepoint handler").execute(&mut **tx).await?;
                }
                claim.open_savepoint.store(false, Ordering::SeqCst);
                Ok(())
            }
        }
    }
}

impl std::ops::Deref for RequestTx {
    type Target = PgConnection;

    fn deref(&self) -> &PgConnection {
        match &self.0 {
            Inner::Own(tx) => tx,
            Inner::Claimed(guard, _) => guard.as_ref().expect("the claim is open while its handler runs"),
        }
    }
}

impl std::ops::DerefMut for RequestTx {
    fn deref_mut(&mut self) -> &mut PgConnection {
        match &mut self.0 {
            Inner::Own(tx) => tx,
            Inner::Claimed(guard, _) => guard.as_mut().expect("the claim is open while its handler runs"),
        }
    }
}

/// Runs `handler` at most once per (account, key) and replays its stored response afterwards.
pub async fn run(
    state: &crate::state::AppState,
    principal: &Principal,
    method: &Method,
    path_and_query: &str,
    key: Option<&HeaderValue>,
    body: &[u8],
    handler: impl Future<Output = Response>,
) -> Response {
    let Some(key) = key.filter(|_| method == Method::POST) else {
        return handler.await;
    };
    let key = match key.to_str() {
        Ok(key) if (1..=255).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_graphic()) => key,
        _ => {
            return ApiError::validation(
                FieldPath::key("Idempotency-Key"),
                "must be 1 to 255 printable ASCII characters without spaces",
            )
            .into_response();
        }
    };
    let fingerprint = fingerprint(method, path_and_query, body);
    let Ok(_slot) = state.idempotent_requests.acquire().await else {
        return ApiError::Unavailable("shutting down".into()).into_response();
    };
    match claim_and_run(&state.db, principal, key, &fingerprint, handler).await {
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

#[derive(sqlx::FromRow)]
struct Stored {
    fingerprint: Vec<u8>,
    response_status: i16,
    response_content_type: Option<String>,
    response_body: Vec<u8>,
}

async fn claim_and_run(
    db: &PgPool,
    principal: &Principal,
    key: &str,
    fingerprint: &[u8],
    handler: impl Future<Output = Response>,
) -> Result<Response, ApiError> {
    let mut tx = db.begin().await?;
    sqlx::query(&format!("set local lock_timeout = '{CLAIM_WAIT}'"))
        .execute(&mut *tx)
        .await?;
    // An expired key starts fresh.
    sqlx::query(&format!(
        "delete from idempotency_keys
         where account_id = $1 and idempotency_key = $2 and created_at < now() - interval '{RETENTION}'"
    ))
    .bind(principal.account_id)
    .bind(key)
    .execute(&mut *tx)
    .await
    .map_err(in_progress_or)?;
    let claimed = sqlx::query(
        "insert into idempotency_keys (account_id, idempotency_key, fingerprint)
         values ($1, $2, $3) on conflict do nothing",
    )
    .bind(principal.account_id)
    .bind(key)
    .bind(fingerprint)
    .execute(&mut *tx)
    .await
    .map_err(in_progress_or)?
    .rows_affected()
        == 1;

    if !claimed {
        let stored: Stored = sqlx::query_as(
            "select fingerprint, response_status, response_content_type, response_body
             from idempotency_keys where account_id = $1 and idempotency_key = $2",
        )
        .bind(principal.account_id)
        .bind(key)
        .fetch_one(&mut *tx)
        .await?;
        if stored.fingerprint != fingerprint {
            return Err(ApiError::Idempotency {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                message: "This Idempotency-Key was already used with a different request",
            });
        }
        return Ok(replay(stored));
    }

    // The claim waited briefly for a concurrent request; the handler's own locks wait as usual.
    sqlx::query("set local lock_timeout to default")
        .execute(&mut *tx)
        .await?;
    let claim = Arc::new(Claim {
        tx: Arc::new(Mutex::new(Some(tx))),
        open_savepoint: AtomicBool::new(false),
    });
    let response = CLAIM.scope(claim.clone(), handler).await;
    let Some(mut tx) = claim.tx.lock().await.take() else {
        return Err(ApiError::Internal(anyhow::anyhow!("the idempotency claim vanished")));
    };
    let (parts, body) = response.into_parts();
    let body = axum::body::to_bytes(body, usize::MAX)
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("cannot buffer response: {e}")))?;
    if parts.status.is_server_error() {
        tx.rollback().await.ok();
    } else {
        if claim.open_savepoint.load(Ordering::SeqCst) {
            // The handler failed after it began writing: none of its writes stay.
            sqlx::query("rollback to savepoint handler").execute(&mut *tx).await?;
        }
        let content_type = parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok());
        sqlx::query(
            "update idempotency_keys set response_status = $3, response_content_type = $4, response_body = $5
             where account_id = $1 and idempotency_key = $2",
        )
        .bind(principal.account_id)
        .bind(key)
        .bind(parts.status.as_u16() as i16)
        .bind(content_type)
        .bind(&body[..])
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
    }
    Ok(Response::from_parts(parts, Body::from(body)))
}

/// A lock wait that times out means the same key is being processed right now.
fn in_progress_or(error: sqlx::Error) -> ApiError {
    match &error {
        sqlx::Error::Database(db) if db.code().as_deref() == Some("55P03") => ApiError::Idempotency {
            status: StatusCode::CONFLICT,
            message: "A request with this Idempotency-Key is still being processed; retry later",
        },
        _ => error.into(),
    }
}

fn replay(stored: Stored) -> Response {
    let status = StatusCode::from_u16(stored.response_status as u16).unwrap_or(StatusCode::OK);
    let mut response = (status, stored.response_body).into_response();
    let headers = response.headers_mut();
    if let Some(content_type) = stored
        .response_content_type
        .and_then(|v| HeaderValue::from_str(&v).ok())
    {
        headers.insert(header::CONTENT_TYPE, content_type);
    }
    headers.insert(REPLAYED, HeaderValue::from_static("true"));
    response
}

/// Deletes keys past their retention; every instance may run it.
pub async fn purge_expired(db: &PgPool) -> Result<u64, sqlx::Error> {
    let purged = sqlx::query(&format!(
        "delete from idempotency_keys where created_at < now() - interval '{RETENTION}'"
    ))
    .execute(db)
    .await?;
    Ok(purged.rows_affected())
}

pub const PURGE_INTERVAL: Duration = Duration::from_secs(3600);
