//! `Idempotency-Key` on every POST: the same request sent again with the same key is answered
//! from the first run, byte for byte, on any instance. This step of the gateway claims the key
//! and stores the answer; the rows are `domain::idempotency`'s.
//!
//! Keys are scoped to who calls: the account for key-authenticated requests, the interview token
//! for the session endpoints (whose caller is the token; the gateway learns the interview's
//! account only in the handler), each in a table of its own ([`KeyScope`]).
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
use axum::extract::Request;
use axum::http::response::Parts;
use axum::http::{HeaderName, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sqlx::PgPool;

use crate::domain::idempotency::{self, KeyScope, StoredAnswer, StoredKey};
use crate::domain::keys::Principal;
use crate::http::client_address::ClientAddress;
use crate::http::context::{
    Finished, IdempotencyClaim, KeyCheck, KeyConnection, Origin, PlainTx, RequestContext, RequestId,
};
use crate::http::contract::layer::RequestBody;
use crate::http::contract::{Matched, Operation};
use crate::http::error::shapes::Documented;
use crate::http::error::{ApiError, FieldPath};
use crate::http::identity::SessionToken;
use crate::http::state::AppState;
use crate::secrets;

pub const HEADER: &str = "idempotency-key";
pub const REPLAYED: HeaderName = HeaderName::from_static("idempotent-replayed");

/// The operations whose answers carry a credential (an API key, a webhook secret, an interview
/// token, a report link): their stored answers are sealed (`crate::secrets`), so a copy of the database holds
/// none of them in the clear, and opened again for a replay.
const SEALED_ANSWERS: [&str; 10] = [
    "createApiKey",
    "createWebhookEndpoint",
    "rotateWebhookSecret",
    "createInvitation",
    "createInvitationBatch",
    "regenerateInterviewLink",
    "cancelInterview",
    "extendInterview",
    "simulateInterview",
    "createReportLink",
];

/// The gateway's step that runs the handler in its request context, at most once per key of its
/// scope.
pub async fn idempotency<F: Future<Output = Response>>(
    state: &AppState,
    request: Request,
    next: impl FnOnce(Request) -> F,
) -> Response {
    let caller = request.extensions().get::<Principal>().cloned();
    let key_connection = request.extensions().get::<KeyConnection>().cloned();
    let key_check = request.extensions().get::<Arc<KeyCheck>>().cloned();
    let scope = match (&caller, request.extensions().get::<SessionToken>()) {
        (Some(caller), _) => Some(KeyScope::Account(caller.account_id.0)),
        (None, Some(token)) => Some(KeyScope::Session(token.hash().to_vec())),
        (None, None) => None,
    };
    let key = request.headers().get(HEADER).cloned();
    let origin = Origin {
        request_id: request.extensions().get::<RequestId>().map(|id| id.0.clone()),
        ip: request.extensions().get::<ClientAddress>().map(|address| address.0),
    };
    let context = RequestContext {
        caller: caller.clone(),
        claim: None,
        key_connection,
        key_check: key_check.clone(),
        origin: origin.clone(),
    };
    let (Some(scope), Some(key), &Method::POST) = (scope, key, request.method()) else {
        return context.scope(next(request)).await;
    };
    let key = match key.to_str() {
        Ok(key) if idempotency::well_formed(key.as_bytes()) => key.to_owned(),
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
    let fingerprint = idempotency::fingerprint(request.method().as_str(), path_and_query, &body);
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
            origin,
        };
        context.scope(next(request))
    };
    let key = StoredKey::of(&scope, &key);
    // Boxed: every request's gateway future would otherwise carry its state (`gateway::gateway`).
    let claimed = Box::pin(claim_key_and_run(
        &state.db,
        &scope,
        &key,
        &fingerprint,
        &answering,
        handler,
    ));
    match claimed.await {
        Ok(response) => response,
        Err(error) => error.into_response(),
    }
}

/// How a request's answer is kept: sealed or not, and in the shape its operation documents.
struct Answering {
    seal: bool,
    operation: Option<Arc<Operation>>,
}

async fn claim_key_and_run<F: Future<Output = Response>>(
    db: &PgPool,
    scope: &KeyScope,
    key: &StoredKey,
    fingerprint: &[u8],
    answering: &Answering,
    handler: impl FnOnce(Arc<IdempotencyClaim>) -> F,
) -> Result<Response, ApiError> {
    let tx = match PlainTx::begin_with(db, &idempotency::claim_statement(scope, key, fingerprint)).await {
        Ok(tx) => tx,
        Err(error) if idempotency::is_taken(&error) => {
            // Committed rows always carry their answer: the claim commits with it.
            let Some(stored) = idempotency::stored(db, scope, key).await? else {
                return Err(in_progress());
            };
            if stored.fingerprint != fingerprint {
                return Err(ApiError::Idempotency {
                    status: StatusCode::UNPROCESSABLE_ENTITY,
                    message: "This Idempotency-Key was already used with a different request",
                });
            }
            let context = idempotency::answer_context(scope, &stored.stored);
            return replay(stored, &context);
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
    let answer = answer_statement(scope, &key.stored, &parts, &body, answering.seal);
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
        tx.commit_after(&answer_statement(scope, &key.stored, &parts, &body, answering.seal))
            .await?;
    }
    Ok(Response::from_parts(parts, Body::from(body)))
}

/// The statement that stores the answer of `parts` and `body` under the claimed key.
fn answer_statement(scope: &KeyScope, key: &str, parts: &Parts, body: &[u8], seal: bool) -> String {
    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok());
    idempotency::store_statement(scope, key, parts.status.as_u16(), content_type, body, seal)
}

async fn buffered(response: Response) -> Result<(Parts, Bytes), ApiError> {
    let (parts, body) = response.into_parts();
    let body = axum::body::to_bytes(body, usize::MAX)
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("cannot buffer response: {e}")))?;
    Ok((parts, body))
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

/// The stored answer again, marked replayed; one that erasure forgot is the documented 410.
fn replay(stored: StoredAnswer, context: &str) -> Result<Response, ApiError> {
    let Some(body) = stored.body else {
        let mut response = axum::Json(ApiError::Erased.structured()).into_response();
        *response.status_mut() = ApiError::Erased.status();
        response
            .headers_mut()
            .insert(REPLAYED, HeaderValue::from_static("true"));
        return Ok(response);
    };
    let status = StatusCode::from_u16(stored.status as u16).unwrap_or(StatusCode::OK);
    let body = match std::str::from_utf8(&body)
        .ok()
        .filter(|text| secrets::key_id_of(text).is_some())
    {
        Some(sealed) => secrets::open(sealed, context)?.into_bytes(),
        None => body,
    };
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    if let Some(content_type) = stored.content_type.and_then(|v| HeaderValue::from_str(&v).ok()) {
        headers.insert(header::CONTENT_TYPE, content_type);
    }
    headers.insert(REPLAYED, HeaderValue::from_static("true"));
    Ok(response)
}
