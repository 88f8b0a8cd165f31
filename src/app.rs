//! The composition root: builds the shared state from settings, the router (the generated API
//! behind the gateway, the probes, the contract and its reference page, the metrics), starts the
//! workers, and serves. Production (`interview-api serve`) and the tests start the server through
//! the same [`prepare`] and [`serve`] ([`run`] is both), with a listener and a shutdown signal given
//! from outside.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use axum::Router;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::json;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower_http::catch_panic::CatchPanicLayer;

use crate::admin::{self, demo};
use crate::config::Settings;
use crate::domain::interviews::reports;
use crate::domain::keys::authentication::RememberedCallers;
use crate::http::contract::Contract;
use crate::http::error::ApiError;
use crate::http::error::shapes::{Documented, json_response};
use crate::http::identity::{AcceptedTokens, Identity};
use crate::http::limiter::{RateLimiter, set_headers};
use crate::http::state::{AppState, Shared};
use crate::http::{docs, gateway, report_page, server};
use crate::resources::{Api, audit};
use crate::state::Core;
use crate::{db, secrets, telemetry, workers};

/// Serves until `shutdown` completes, then finishes in-flight requests and stops the workers.
pub async fn run(
    settings: Settings,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    serve(prepare(settings).await?, listener, shutdown).await
}

/// Serves the state [`prepare`] built, as [`run`] says.
pub async fn serve(
    state: AppState,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let (stop, stopped) = watch::channel(false);
    let workers_db = db::connect_workers(&state.settings).await?;
    let workers = workers::spawn(state.core.on(workers_db), stopped.clone());
    let limiter = state.rate_limiter.clone();
    let limiter_stop = stopped.clone();
    // Finds Redis again after an outage, while the instance counts in memory.
    let limiter = tokio::spawn(async move { limiter.maintain(limiter_stop).await });
    let replica = state.replica.clone().map(|replica| {
        let stop = stopped.clone();
        tokio::spawn(async move { replica.watch(stop).await })
    });
    let metrics = match state.settings.metrics_addr {
        Some(address) => {
            let listener = TcpListener::bind(address)
                .await
                .with_context(|| format!("cannot listen on {address} for metrics"))?;
            tracing::info!(%address, "serving metrics");
            let app = Router::new()
                .route("/metrics", get(metrics))
                .route("/readyz", get(readyz))
                .with_state(state.clone());
            let mut stopped = stopped;
            Some(tokio::spawn(async move {
                let stop = async move {
                    let _ = stopped.wait_for(|stop| *stop).await;
                };
                let _ = axum::serve(listener, app).with_graceful_shutdown(stop).await;
            }))
        }
        None => None,
    };
    // What starting up used and freed goes back to the system before the first request.
    crate::allocator::release_free_memory();
    tracing::info!(address = %listener.local_addr()?, "listening");
    server::serve(listener, router(state.clone()), &state.settings, shutdown).await;
    tracing::info!("draining background work");
    // What stays in the journal when the database does not take it in time is written by the
    // next instance started on it.
    if tokio::time::timeout(READ_LOG_DRAIN, state.read_log.drain())
        .await
        .is_err()
    {
        tracing::warn!("reads' audit events left in the journal: the database did not take them");
    }
    let _ = stop.send(true);
    workers.await;
    let _ = limiter.await;
    if let Some(replica) = replica {
        let _ = replica.await;
    }
    if let Some(metrics) = metrics {
        let _ = metrics.await;
    }
    Ok(())
}

/// How long a server that stops waits for the reads' audit events to be written.
const READ_LOG_DRAIN: Duration = Duration::from_secs(10);

/// Batch requests running at once on an instance; the rest wait their turn before their bodies
/// are read (`http::gateway::limit_batches`).
const BATCHES_AT_ONCE: usize = 2;

/// Connects to the database (creating and migrating it unless told not to) and builds the
/// shared state.
pub async fn prepare(settings: Settings) -> anyhow::Result<AppState> {
    // No start without the keys that seal tokens and webhook secrets at rest.
    secrets::install(settings.secrets.keyring()?);
    reports::install_public_url_base(&settings.public_url_base);
    if settings.migrate_on_start {
        db::migrate(&settings).await?;
    }
    let db = db::connect(&settings).await?;
    // Everything the start reads and writes goes through the one connection the pool opened: a
    // connection handed back is idle again only a moment later, so statements in a row would each
    // open another, and a pool of one would wait on itself.
    let mut connection = db.acquire().await?;
    db::refuse_unmigrated(&mut connection).await?;
    let sealed = admin::secrets::seal_stored(&mut connection, admin::secrets::Scope::Plaintext).await?;
    if sealed != admin::secrets::Sealed::default() {
        tracing::info!(
            tokens = sealed.interview_tokens,
            webhook_secrets = sealed.webhook_secrets,
            "sealed values stored in the clear"
        );
    }
    if settings.bootstrap_demo {
        demo::bootstrap(&mut connection, &settings).await?;
    }
    // The recorder is installed before anything records.
    telemetry::metrics::handle();
    let pool_size = settings.database_pool_size;
    let rate_limiter = match &settings.redis_url {
        Some(url) => RateLimiter::redis(url, settings.redis_timeout()).await?,
        None => RateLimiter::in_memory(),
    };
    let core = Core::start(settings, db, &mut connection).await?;
    core.load_directories(&mut connection).await?;
    let written = core.read_log.write_left_behind(&mut connection).await?;
    drop(connection);
    if written > 0 {
        tracing::info!(events = written, "reads' audit events left in the journal written");
    }
    Ok(AppState::new(Shared {
        core,
        contract: Contract::embedded(),
        rate_limiter: Arc::new(rate_limiter),
        remembered_callers: Arc::new(RememberedCallers::default()),
        accepted_tokens: Arc::new(AcceptedTokens::default()),
        idempotent_requests: Arc::new(tokio::sync::Semaphore::new((pool_size as usize / 2).max(1))),
        batches: Arc::new(tokio::sync::Semaphore::new(BATCHES_AT_ONCE)),
        readiness: Arc::default(),
    }))
}

pub fn router(state: AppState) -> Router {
    let api = interview_api_generated::server::new(Arc::new(Api::new(state.clone())))
        .layer(middleware::from_fn_with_state(state.clone(), audit::stream_export))
        .fallback(gateway::not_found)
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::Internal(anyhow::anyhow!("handler panicked")).into_response()
        }));
    let mut outside = Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .merge(docs::router())
        .merge(report_page::router());
    // On the public address, the metrics need the operator's token; without one they are only
    // served on `METRICS_ADDR`, or not at all.
    if state.settings.metrics_addr.is_none() && state.settings.metrics_token.is_some() {
        outside = outside.route("/metrics", get(metrics_with_token));
    }
    outside
        .layer(middleware::from_fn(gateway::request_id_only))
        .with_state(state.clone())
        .merge(gateway::wrap(api, &state))
}

/// Alive: the process answers.
async fn healthz() -> Response {
    json_response(StatusCode::OK, &json!({"status": "ok"}))
}

/// Ready: the database answered within the last second. Where rate limits are counted, and the
/// read replica's state, are reported, but a Redis or a replica that is away does not make the
/// instance unready: it counts in memory, or reads on the primary, meanwhile. Concurrent probes share one check.
async fn readyz(State(state): State<AppState>) -> Response {
    let checked = {
        let mut last = state.readiness.lock().await;
        match &*last {
            Some((at, result)) if at.elapsed() < READINESS_TTL => result.clone(),
            _ => {
                let result = sqlx::query!("select 1 as ready")
                    .fetch_one(&state.db)
                    .await
                    .map(|_| ())
                    .map_err(|error| error.to_string());
                *last = Some((Instant::now(), result.clone()));
                result
            }
        }
    };
    match checked {
        Ok(()) => {
            let mut checks = json!({"database": "ok", "rate_limits": state.rate_limiter.store().describe()});
            // A replica that is away does not make the instance unready: its reads go to the
            // primary meanwhile.
            if let Some(replica) = &state.replica {
                checks["database_replica"] = json!(replica.health().describe());
            }
            json_response(StatusCode::OK, &json!({"status": "ready", "checks": checks}))
        }
        Err(error) => ApiError::Unavailable(error).render(Documented::NOWHERE),
    }
}

/// How long a readiness check stands for.
const READINESS_TTL: Duration = Duration::from_secs(1);

/// The metrics on the public address: only with `Authorization: Bearer <METRICS_TOKEN>`; any
/// other request is the 404 of a route that does not exist. A wrong token counts against its
/// client address's window, as an unknown API key does, and an address whose window is full is
/// answered 429 without a comparison: the token cannot be guessed faster than the rate limit.
async fn metrics_with_token(State(state): State<AppState>, mut request: Request) -> Response {
    gateway::note_client_address(&state, &mut request);
    let window = Identity::address(&request);
    let limit = state.settings.rate_limit_per_minute;
    let standing = state.rate_limiter.peek(&window, limit).await;
    if !standing.allowed {
        telemetry::metrics::rate_limited(window.kind.as_str());
        let mut refused = ApiError::RateLimited {
            retry_after_seconds: standing.retry_after_seconds(),
        }
        .render(Documented::NOWHERE);
        set_headers(refused.headers_mut(), &standing);
        return refused;
    }
    let given = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .unwrap_or("");
    match &state.settings.metrics_token {
        Some(token) if token.matches(given) => metrics(State(state)).await,
        _ => {
            state.rate_limiter.take(&window, limit).await;
            ApiError::NotFound("Route").render(Documented::NOWHERE)
        }
    }
}

/// The metrics, in the Prometheus text format.
async fn metrics(State(state): State<AppState>) -> Response {
    let text = telemetry::metrics::render(&state.db, state.settings.database_pool_size).await;
    let mut response = text.into_response();
    response.headers_mut().insert(
        axum::http::header::CONTENT_TYPE,
        axum::http::HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    response
}
