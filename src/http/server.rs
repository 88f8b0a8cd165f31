//! The server: its router, its connections and their limits, graceful shutdown and the probes.
//! Production (`interview-api serve`) and the tests start it through the same [`run`], with a
//! listener and a shutdown signal given from outside.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::service::TowerToHyperService;
use serde_json::json;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower::ServiceExt;
use tower_http::catch_panic::CatchPanicLayer;

use crate::admin::demo;
use crate::config::Settings;
use crate::domain::keys::KeyUsage;
use crate::error::ApiError;
use crate::http::contract::Contract;
use crate::http::errors::{Documented, json_response};
use crate::http::gateway;
use crate::http::rate_limit::RateLimiter;
use crate::resources::Api;
use crate::state::AppState;
use crate::{db, workers};

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
    serve(listener, router(state.clone()), &state.settings, shutdown).await;
    tracing::info!("draining background work");
    let _ = stop.send(true);
    workers.await;
    Ok(())
}

/// Request headers (with the request line) above this size are answered 431 and the connection
/// is closed.
pub const MAX_HEADER_BYTES: usize = 32 * 1024;

/// After the shutdown signal, how long a connection that has not sent a request yet gets for the
/// one that may be on its way, before it is closed (as Go's `Server.Shutdown` treats new
/// connections): closing it at once would reset a request the client already sent.
const FIRST_REQUEST_GRACE: Duration = Duration::from_secs(1);

/// Accepts connections until `shutdown`, then lets in-flight requests finish (bounded by the
/// request timeout, which the gateway enforces) and closes idle connections. Connections that
/// were already waiting to be accepted are served too. Unlike `axum::serve`, connections have
/// limits: a client must send its headers within the header read timeout (so slow clients cannot
/// hold connections open) and within [`MAX_HEADER_BYTES`].
async fn serve(
    listener: TcpListener,
    app: Router,
    settings: &Settings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(settings.header_read_timeout())
        // The read buffer holds the request head while it is parsed: a larger head is a 431.
        .max_buf_size(MAX_HEADER_BYTES);
    builder
        .http2()
        .timer(TokioTimer::new())
        .max_header_list_size(MAX_HEADER_BYTES as u32);
    let builder = Arc::new(builder);
    // Every connection holds a receiver: the sender sees them all closed once they are done.
    let (stop, stopping) = watch::channel(false);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: wait instead of spinning.
                    tracing::warn!(%error, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        tokio::spawn(connection(
            builder.clone(),
            app.clone(),
            stream,
            remote,
            stopping.clone(),
        ));
    }
    // Connections the kernel completed before the signal are clients that already sent their
    // request: serve them rather than reset them with the listener.
    while let Some(Ok((stream, remote))) = futures_util::FutureExt::now_or_never(listener.accept()) {
        tokio::spawn(connection(
            builder.clone(),
            app.clone(),
            stream,
            remote,
            stopping.clone(),
        ));
    }
    drop(listener);
    drop(stopping);
    let _ = stop.send(true);
    // In-flight requests end within the request timeout; a connection still open after that
    // (a client that never reads its response) is dropped.
    let limit = settings.request_timeout() + Duration::from_secs(5);
    if tokio::time::timeout(limit, stop.closed()).await.is_err() {
        tracing::warn!("closing connections that did not finish in time");
    }
}

/// Serves one connection until it ends; once `stopping` turns true, finishes the request in
/// progress (or the first one, if it arrives within [`FIRST_REQUEST_GRACE`]) and closes.
async fn connection(
    builder: Arc<auto::Builder<TokioExecutor>>,
    app: Router,
    stream: tokio::net::TcpStream,
    remote: SocketAddr,
    mut stopping: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    let served = Arc::new(AtomicBool::new(false));
    let seen = served.clone();
    let service = app.map_request(move |mut request: axum::http::Request<Incoming>| {
        seen.store(true, Ordering::Relaxed);
        request.extensions_mut().insert(ConnectInfo(remote));
        request.map(axum::body::Body::new)
    });
    let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), TowerToHyperService::new(service));
    let mut connection = std::pin::pin!(connection);
    tokio::select! {
        result = connection.as_mut() => return log_end(result),
        _ = stopping.wait_for(|stop| *stop) => {}
    }
    let deadline = tokio::time::Instant::now() + FIRST_REQUEST_GRACE;
    while !served.load(Ordering::Relaxed) && tokio::time::Instant::now() < deadline {
        tokio::select! {
            result = connection.as_mut() => return log_end(result),
            _ = tokio::time::sleep(Duration::from_millis(10)) => {}
        }
    }
    connection.as_mut().graceful_shutdown();
    log_end(connection.await);
}

fn log_end<E: std::fmt::Display>(result: Result<(), E>) {
    if let Err(error) = result {
        tracing::debug!(%error, "connection ended with an error");
    }
}

/// Connects to the database (creating and migrating it) and builds the shared state.
pub async fn prepare(settings: Settings) -> anyhow::Result<AppState> {
    let db = db::connect_and_migrate(&settings).await?;
    if settings.bootstrap_demo {
        demo::bootstrap(&db, &settings).await?;
    }
    let limit = settings.rate_limit_per_minute;
    let pool_size = settings.database_pool_size;
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
        idempotent_requests: Arc::new(tokio::sync::Semaphore::new((pool_size as usize / 2).max(1))),
    })
}

pub fn router(state: AppState) -> Router {
    let api = interview_api_generated::server::new(Arc::new(Api::new(state.clone())))
        .fallback(gateway::not_found)
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::Internal(anyhow::anyhow!("handler panicked")).into_response()
        }));
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .layer(middleware::from_fn(gateway::request_id_only))
        .with_state(state.clone())
        .merge(gateway::layers(api, &state))
}

/// Alive: the process answers.
async fn healthz() -> Response {
    json_response(StatusCode::OK, &json!({"status": "ok"}))
}

/// Ready: the database answers.
async fn readyz(State(state): State<AppState>) -> Response {
    match sqlx::query!("select 1 as ready").fetch_one(&state.db).await {
        Ok(_) => json_response(StatusCode::OK, &json!({"status": "ready"})),
        Err(error) => ApiError::Unavailable(error.to_string()).render(Documented::NOWHERE),
    }
}
