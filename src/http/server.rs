//! The server: its router, its connections and their limits, graceful shutdown, the probes and
//! the contract served beside them (`http::docs`).
//! Production (`interview-api serve`) and the tests start it through the same [`run`], with a
//! listener and a shutdown signal given from outside.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::Context;
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
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tower::ServiceExt;
use tower_http::catch_panic::CatchPanicLayer;

use crate::admin::demo;
use crate::config::Settings;
use crate::domain::keys::{KeyDirectory, KeyUsage};
use crate::error::ApiError;
use crate::http::auth::Recognized;
use crate::http::contract::Contract;
use crate::http::docs;
use crate::http::errors::{Documented, json_response};
use crate::http::gateway;
use crate::http::rate_limit::RateLimiter;
use crate::resources::Api;
use crate::state::AppState;
use crate::telemetry::metrics;
use crate::{db, telemetry, workers};

/// Serves until `shutdown` completes, then finishes in-flight requests and stops the workers.
pub async fn run(
    settings: Settings,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let state = prepare(settings).await?;
    let (stop, stopped) = watch::channel(false);
    let workers = workers::spawn(state.clone(), stopped.clone());
    let metrics = match state.settings.metrics_addr {
        Some(address) => {
            let listener = TcpListener::bind(address)
                .await
                .with_context(|| format!("cannot listen on {address} for metrics"))?;
            tracing::info!(%address, "serving metrics");
            let app = Router::new().route("/metrics", get(metrics)).with_state(state.clone());
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
    tracing::info!(address = %listener.local_addr()?, "listening");
    serve(listener, router(state.clone()), &state.settings, shutdown).await;
    tracing::info!("draining background work");
    let _ = stop.send(true);
    workers.await;
    if let Some(metrics) = metrics {
        let _ = metrics.await;
    }
    Ok(())
}

/// Request headers (with the request line) above this size, or more than hyper's 100 fields, are
/// answered 431 and the connection is closed (see [`Watched`]).
pub const MAX_HEADER_BYTES: usize = 32 * 1024;

/// After the shutdown signal, how long a connection that has not sent a request yet gets for the
/// one that may be on its way, before it is closed (as Go's `Server.Shutdown` treats new
/// connections): closing it at once would reset a request the client already sent.
const FIRST_REQUEST_GRACE: Duration = Duration::from_secs(1);

/// How often a connection checks whether it has been idle too long.
const IDLE_CHECK: Duration = Duration::from_millis(250);

/// Accepts connections until `shutdown`, then lets in-flight requests finish (bounded by the
/// request timeout, which the gateway enforces) and closes idle connections. Connections that
/// were already waiting to be accepted are served too. Unlike `axum::serve`, connections have
/// limits: at most `MAX_CONNECTIONS` at once (beyond, new ones wait in the listen queue), a first
/// request within the header read timeout whatever the protocol, headers within
/// [`MAX_HEADER_BYTES`], and no idling past the idle timeout.
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
        .keep_alive_interval(settings.http2_keepalive_interval())
        .keep_alive_timeout(settings.http2_keepalive_interval())
        .max_header_list_size(MAX_HEADER_BYTES as u32);
    let limits = Arc::new(Limits {
        builder,
        first_request: settings.header_read_timeout(),
        idle: settings.connection_idle_timeout(),
    });
    let slots = Arc::new(Semaphore::new(settings.max_connections.max(1)));
    // Every connection holds a receiver: the sender sees them all closed once they are done.
    let (stop, stopping) = watch::channel(false);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => slot.expect("the semaphore is never closed"),
            _ = &mut shutdown => break,
        };
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
            limits.clone(),
            app.clone(),
            stream,
            remote,
            stopping.clone(),
            slot,
        ));
    }
    // Connections the kernel completed before the signal are clients that already sent their
    // request: serve them rather than reset them with the listener.
    while let Some(Ok((stream, remote))) = futures_util::FutureExt::now_or_never(listener.accept()) {
        let Ok(slot) = slots.clone().try_acquire_owned() else {
            break;
        };
        tokio::spawn(connection(
            limits.clone(),
            app.clone(),
            stream,
            remote,
            stopping.clone(),
            slot,
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

/// What every connection is served with.
struct Limits {
    builder: auto::Builder<TokioExecutor>,
    /// A connection must have sent its first request within this.
    first_request: Duration,
    /// A connection with nothing in progress is closed after this long without a byte.
    idle: Duration,
}

/// Serves one connection until it ends, it idles too long, or `stopping` turns true; then
/// finishes the request in progress (or the first one, if it arrives within
/// [`FIRST_REQUEST_GRACE`]) and closes.
async fn connection(
    limits: Arc<Limits>,
    app: Router,
    stream: tokio::net::TcpStream,
    remote: SocketAddr,
    mut stopping: watch::Receiver<bool>,
    _slot: OwnedSemaphorePermit,
) {
    let _ = stream.set_nodelay(true);
    let activity = Arc::new(Activity::new());
    let seen = activity.clone();
    let service = app
        .map_request(move |mut request: axum::http::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(remote));
            request.map(axum::body::Body::new)
        })
        .map_future(move |response| {
            let in_progress = InProgress::start(seen.clone());
            async move {
                let response = response.await;
                drop(in_progress);
                response
            }
        });
    let io = TokioIo::new(Watched {
        inner: stream,
        activity: activity.clone(),
        peer: remote,
        replacement: None,
    });
    let connection = limits
        .builder
        .serve_connection_with_upgrades(io, TowerToHyperService::new(service));
    let mut connection = std::pin::pin!(connection);
    let mut check = tokio::time::interval(IDLE_CHECK);
    loop {
        tokio::select! {
            result = connection.as_mut() => return log_end(result),
            _ = stopping.wait_for(|stop| *stop) => break,
            _ = check.tick() => {
                let limit = if activity.served() { limits.idle } else { limits.first_request };
                if activity.idle_for() > limit {
                    // Nothing in progress: closing loses nothing.
                    return;
                }
            }
        }
    }
    let deadline = tokio::time::Instant::now() + FIRST_REQUEST_GRACE;
    while !activity.served() && tokio::time::Instant::now() < deadline {
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

/// What a connection has been doing: requests in progress and the time of its last byte.
struct Activity {
    opened: std::time::Instant,
    /// Milliseconds after `opened` of the last byte received or request finished.
    last_ms: AtomicU64,
    in_progress: AtomicUsize,
    served: AtomicBool,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            opened: std::time::Instant::now(),
            last_ms: AtomicU64::new(0),
            in_progress: AtomicUsize::new(0),
            served: AtomicBool::new(false),
        }
    }

    fn touch(&self) {
        self.last_ms
            .store(self.opened.elapsed().as_millis() as u64, Ordering::Relaxed);
    }

    fn served(&self) -> bool {
        self.served.load(Ordering::Relaxed)
    }

    /// How long the connection has had nothing in progress and received nothing (zero while a
    /// request is in progress).
    fn idle_for(&self) -> Duration {
        if self.in_progress.load(Ordering::Relaxed) > 0 {
            return Duration::ZERO;
        }
        let last = Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
        self.opened.elapsed().saturating_sub(last)
    }
}

/// A request in progress on its connection, from the moment it is handed to the router until
/// its response is ready (or it is dropped).
struct InProgress(Arc<Activity>);

impl InProgress {
    fn start(activity: Arc<Activity>) -> InProgress {
        activity.served.store(true, Ordering::Relaxed);
        activity.in_progress.fetch_add(1, Ordering::Relaxed);
        activity.touch();
        InProgress(activity)
    }
}

impl Drop for InProgress {
    fn drop(&mut self) {
        self.0.in_progress.fetch_sub(1, Ordering::Relaxed);
        self.0.touch();
    }
}

/// A socket that notes every byte it receives in its connection's [`Activity`], and answers an
/// oversized request head as the contract documents.
///
/// hyper refuses a head over [`MAX_HEADER_BYTES`] (or with more than 100 fields) before any
/// service runs, by writing its own 431 with an empty body and closing the connection. No layer
/// can see that request, so its answer is replaced here, on its way to the socket: the JSON body
/// of the structured shape, with an `X-Request-Id`. hyper's automatic answer is recognized by its
/// status line: nothing else on this server answers 431.
struct Watched {
    inner: tokio::net::TcpStream,
    activity: Arc<Activity>,
    peer: SocketAddr,
    /// The documented 431 and how much of it is written, once hyper has begun its own.
    replacement: Option<(Vec<u8>, usize)>,
}

/// The documented answer to a request head hyper refused, as bytes on the wire.
fn headers_too_large(peer: SocketAddr) -> Vec<u8> {
    let request_id = uuid::Uuid::now_v7().to_string();
    let error = ApiError::HeadersTooLarge;
    let status = error.status();
    let body = serde_json::to_vec(&error.structured()).unwrap_or_default();
    metrics::request("unmatched", status.as_u16(), 0.0);
    tracing::info!(
        request_id,
        route = "unmatched",
        status = status.as_u16(),
        client = %peer.ip(),
        "request"
    );
    let mut bytes = format!(
        "HTTP/1.1 {status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: {}\r\n\
         x-request-id: {request_id}\r\nconnection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    bytes.extend_from_slice(&body);
    bytes
}

impl tokio::io::AsyncRead for Watched {
    fn poll_read(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let polled = std::pin::Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.activity.touch();
        }
        polled
    }
}

impl tokio::io::AsyncWrite for Watched {
    fn poll_write(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        use std::task::Poll;
        let this = self.get_mut();
        if this.replacement.is_none() && (buf.starts_with(b"HTTP/1.1 431 ") || buf.starts_with(b"HTTP/1.0 431 ")) {
            this.replacement = Some((headers_too_large(this.peer), 0));
        }
        let Some((answer, written)) = &mut this.replacement else {
            return std::pin::Pin::new(&mut this.inner).poll_write(cx, buf);
        };
        while *written < answer.len() {
            match std::pin::Pin::new(&mut this.inner).poll_write(cx, &answer[*written..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(std::io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => *written += n,
                other => return other,
            }
        }
        // hyper's own answer (and anything it would write after it) goes nowhere: the client has
        // the documented one, and hyper closes the connection next.
        Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// Connects to the database (creating and migrating it unless told not to) and builds the
/// shared state.
pub async fn prepare(settings: Settings) -> anyhow::Result<AppState> {
    let db = if settings.migrate_on_start {
        db::connect_and_migrate(&settings).await?
    } else {
        db::connect_migrated(&settings).await?
    };
    if settings.bootstrap_demo {
        demo::bootstrap(&db, &settings).await?;
    }
    // The recorder is installed before anything records.
    telemetry::metrics::handle();
    let pool_size = settings.database_pool_size;
    let key_directory = Arc::new(KeyDirectory::default());
    key_directory.load(&db).await?;
    let rate_limiter = match &settings.redis_url {
        Some(url) => RateLimiter::redis(url, settings.redis_timeout()).await?,
        None => RateLimiter::in_memory(),
    };
    Ok(AppState {
        db,
        settings: Arc::new(settings),
        contract: Contract::embedded(),
        rate_limiter: Arc::new(rate_limiter),
        key_usage: Arc::new(KeyUsage::default()),
        key_directory,
        recognized: Arc::new(Recognized::default()),
        idempotent_requests: Arc::new(tokio::sync::Semaphore::new((pool_size as usize / 2).max(1))),
    })
}

pub fn router(state: AppState) -> Router {
    let api = interview_api_generated::server::new(Arc::new(Api::new(state.clone())))
        .fallback(gateway::not_found)
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::Internal(anyhow::anyhow!("handler panicked")).into_response()
        }));
    let mut outside = Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .merge(docs::router());
    if state.settings.metrics_addr.is_none() {
        outside = outside.route("/metrics", get(metrics));
    }
    outside
        .layer(middleware::from_fn(gateway::request_id_only))
        .with_state(state.clone())
        .merge(gateway::layers(api, &state))
}

/// Alive: the process answers.
async fn healthz() -> Response {
    json_response(StatusCode::OK, &json!({"status": "ok"}))
}

/// Ready: the database answers. Where rate limits are counted is reported, but a Redis that is
/// away does not make the instance unready: it counts in memory meanwhile.
async fn readyz(State(state): State<AppState>) -> Response {
    match sqlx::query!("select 1 as ready").fetch_one(&state.db).await {
        Ok(_) => json_response(
            StatusCode::OK,
            &json!({
                "status": "ready",
                "checks": {"database": "ok", "rate_limits": state.rate_limiter.store().describe()},
            }),
        ),
        Err(error) => ApiError::Unavailable(error.to_string()).render(Documented::NOWHERE),
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
