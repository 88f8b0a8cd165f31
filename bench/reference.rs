//! Benchmark companions of `make bench` (see BENCHMARKS.md), built as a cargo example:
//!
//! - `reference`: the minimal axum + sqlx endpoint the server's `GET /candidates/{id}` is
//!   measured against. It does only the necessary database work (the key lookup by hash, then
//!   the candidate select, on one connection) and returns the JSON; no gateway, validation, rate
//!   limit or logs.
//! - `receiver`: a webhook receiver that answers 200 and counts what it gets.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use uuid::Uuid;

#[derive(sqlx::FromRow)]
struct Candidate {
    id: Uuid,
    name: String,
    title: Option<String>,
    cv: Option<serde_json::Value>,
    cv_parsed_at: Option<chrono::DateTime<chrono::Utc>>,
    created_at: chrono::DateTime<chrono::Utc>,
    updated_at: chrono::DateTime<chrono::Utc>,
}

async fn get_candidate(State(db): State<PgPool>, Path(id): Path<Uuid>, headers: HeaderMap) -> Response {
    let Some(key) = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok()?.strip_prefix("Bearer "))
    else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    let hash: [u8; 32] = Sha256::digest(key.as_bytes()).into();
    // Both statements on one connection, as the server runs them.
    let Ok(mut db) = db.acquire().await else {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    };
    let account: Option<Uuid> =
        sqlx::query_scalar("select a.id from api_keys k join accounts a on a.id = k.account_id where k.key_hash = $1")
            .bind(&hash[..])
            .fetch_optional(&mut *db)
            .await
            .unwrap_or(None);
    let Some(account) = account else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    let row: Option<Candidate> = sqlx::query_as(
        "select id, name, title, cv, cv_parsed_at, created_at, updated_at from candidates where id = $1 and account_id = $2",
    )
    .bind(id)
    .bind(account)
    .fetch_optional(&mut *db)
    .await
    .unwrap_or(None);
    let Some(c) = row else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut cv = c.cv.unwrap_or(serde_json::Value::Null);
    if let (Some(fields), Some(at)) = (cv.as_object_mut(), c.cv_parsed_at) {
        fields.insert("parsedAt".into(), at.to_rfc3339().into());
        fields.insert("parseSource".into(), "manual".into());
    }
    let body = serde_json::json!({"data": {
        "id": c.id, "name": c.name, "title": c.title, "cv": cv,
        "created_at": c.created_at.to_rfc3339(), "updated_at": c.updated_at.to_rfc3339(),
    }});
    (
        [(header::CONTENT_TYPE, "application/json")],
        serde_json::to_vec(&body).unwrap(),
    )
        .into_response()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_default();
    let bind = args.next().unwrap_or_else(|| "127.0.0.1:8090".into());
    let listener = tokio::net::TcpListener::bind(&bind).await?;
    match mode.as_str() {
        "reference" => {
            let url = std::env::var("DATABASE_URL")?;
            let pool_size = std::env::var("DATABASE_POOL_SIZE")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(16);
            let db = PgPoolOptions::new()
                .max_connections(pool_size)
                .test_before_acquire(false)
                .connect(&url)
                .await?;
            let app = Router::new()
                .route("/api/v1/candidates/{id}", get(get_candidate))
                .with_state(db);
            axum::serve(listener, app).await?;
        }
        "receiver" => {
            let received = Arc::new(AtomicU64::new(0));
            let app = Router::new()
                .route(
                    "/hook",
                    post(|State(n): State<Arc<AtomicU64>>| async move {
                        n.fetch_add(1, Ordering::Relaxed);
                        StatusCode::OK
                    }),
                )
                .route(
                    "/count",
                    get(|State(n): State<Arc<AtomicU64>>| async move { n.load(Ordering::Relaxed).to_string() }),
                )
                .with_state(received);
            axum::serve(listener, app).await?;
        }
        _ => anyhow::bail!("usage: bench-companions reference|receiver [BIND_ADDR]"),
    }
    Ok(())
}
