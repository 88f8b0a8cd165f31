//! Building and running the server. Production (`interview-api serve`) and the tests start it
//! through the same [`run`], with a listener and a shutdown signal given from outside.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::json;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower_http::catch_panic::CatchPanicLayer;

use crate::api::Api;
use crate::auth::KeyUsage;
use crate::config::Settings;
use crate::contract::Contract;
use crate::error::{ApiError, json_response};
use crate::rate_limit::RateLimiter;
use crate::state::AppState;
use crate::{db, demo, gateway, workers};

/// Serves until `shutdown` completes, then finishes in-flight requests and stops the workers.
pub async fn run(
    settings: Settings,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let state = prepare(settings).await?;
    let (stop, stopped) = watch::channel(false);
    let workers = workers::spawn(state.clone(), stopped);
    tracing::info!(address = %listener.local_addr()?, "listening");
    axum::serve(
        listener,
        router(state.clone()).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await?;
    tracing::info!("draining background work");
    let _ = stop.send(true);
    workers.await;
    Ok(())
}

/// Connects to the database (creating and migrating it) and builds the shared state.
pub async fn prepare(settings: Settings) -> anyhow::Result<AppState> {
    let db = db::connect_and_migrate(&settings).await?;
    if settings.bootstrap_demo {
        demo::bootstrap(&db, &settings).await?;
    }
    let limit = settings.rate_limit_per_minute;
    let rate_limiter = match &settings.redis_url {
        Some(url) => RateLimiter::redis(limit, url).await?,
        None => RateLimiter::in_memory(limit),
    };
    Ok(AppState {
        db,
        settings: Arc::new(settings),
        contract: Contract::embedded(),
        rate_limiter: Arc::new(rate_limiter),
        key_usage: Arc::new(KeyUsage::default()),
    })
}

pub fn router(state: AppState) -> Router {
    let api = interview_api_generated::server::new(Arc::new(Api::new(state.clone())))
        .fallback(gateway::not_found)
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::Internal(anyhow::anyhow!("handler panicked")).into_response()
        }))
        .layer(middleware::from_fn_with_state(state.clone(), gateway::gateway));
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .with_state(state)
        .merge(api)
}

/// Alive: the process answers.
async fn healthz() -> Response {
    json_response(StatusCode::OK, &json!({"status": "ok"}))
}

/// Ready: the database answers.
async fn readyz(State(state): State<AppState>) -> Response {
    match sqlx::query("select 1").execute(&state.db).await {
        Ok(_) => json_response(StatusCode::OK, &json!({"status": "ready"})),
        Err(error) => ApiError::Unavailable(error.to_string()).render(None),
    }
}
