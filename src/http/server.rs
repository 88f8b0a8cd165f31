//! The server's connections: the accept loop, per-connection limits (connection cap, first
//! request and idle timeouts, header size with its JSON 431) and graceful shutdown. What it serves
//! is composed in `crate::app`.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tower::ServiceExt;

use crate::config::{Settings, TrustedProxies};
use crate::http::client_address::network_of;
use crate::http::error::ApiError;
use crate::telemetry::metrics;

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
pub async fn serve(
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
    let per_address = Arc::new(PerAddress {
        limit: settings.max_connections_per_address.max(1),
        exempt: settings.trusted_proxies.clone(),
        open: Mutex::default(),
    });
    // Every connection holds a receiver: the sender sees them all closed once they are done.
    let (stop, stopping) = watch::channel(false);
    // Serves an accepted connection, unless its client network holds its share already (one
    // client holding many connections would starve the others): that one is closed at once.
    let start = |stream, remote: SocketAddr, slot| {
        let Some(held) = per_address.admit(remote.ip()) else {
            metrics::connection_refused();
            return;
        };
        let stopping = stopping.clone();
        tokio::spawn(connection(
            limits.clone(),
            app.clone(),
            stream,
            remote,
            stopping,
            (slot, held),
        ));
    };
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
        start(stream, remote, slot);
    }
    // Connections the kernel completed before the signal are clients that already sent their
    // request: serve them rather than reset them with the listener. The queue is read with
    // plain non-blocking accepts: the runtime's readiness may not have seen the latest ones yet.
    if let Ok(listener) = listener.into_std() {
        while let Ok((stream, remote)) = listener.accept() {
            let stream = stream
                .set_nonblocking(true)
                .and_then(|()| tokio::net::TcpStream::from_std(stream));
            let (Ok(slot), Ok(stream)) = (slots.clone().try_acquire_owned(), stream) else {
                break;
            };
            start(stream, remote, slot);
        }
    }
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
    /// A connection is closed after this long without a request in progress.
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
    _held: (OwnedSemaphorePermit, AddressSlot),
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

/// Open connections per client network (`client_address::network_of`), so one client cannot
/// hold every connection the server allows. Trusted proxies, which carry many clients, are
/// exempt.
struct PerAddress {
    limit: usize,
    exempt: TrustedProxies,
    open: Mutex<HashMap<IpAddr, usize>>,
}

impl PerAddress {
    /// A place for one more connection from `peer`, or `None` when its network holds `limit`.
    fn admit(self: &Arc<Self>, peer: IpAddr) -> Option<AddressSlot> {
        if self.exempt.trusts(peer) {
            return Some(AddressSlot(None));
        }
        let network = network_of(peer);
        let mut open = self.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let count = open.entry(network).or_default();
        if *count >= self.limit {
            return None;
        }
        *count += 1;
        Some(AddressSlot(Some((self.clone(), network))))
    }
}

/// One connection's place in its network's count, given back when the connection ends.
struct AddressSlot(Option<(Arc<PerAddress>, IpAddr)>);

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let Some((per_address, network)) = &self.0 else { return };
        let mut open = per_address.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(count) = open.get_mut(network) {
            *count -= 1;
            if *count == 0 {
                open.remove(network);
            }
        }
    }
}

/// What a connection has been doing: requests in progress and the time of the last one. Only
/// requests count: bytes that are not one (HTTP/2 PINGs, SETTINGS, a trickled partial head) do
/// not keep a connection open.
struct Activity {
    opened: std::time::Instant,
    /// Milliseconds after `opened` of the last request's start or end.
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

    /// How long the connection has had no request in progress (zero while one is).
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

/// A socket that answers an oversized request head as the contract documents.
///
/// hyper refuses a head over [`MAX_HEADER_BYTES`] (or with more than 100 fields) before any
/// service runs, by writing its own 431 with an empty body and closing the connection. No layer
/// can see that request, so its answer is replaced here, on its way to the socket: the JSON body
/// of the structured shape, with an `X-Request-Id`. hyper's automatic answer is recognized by its
/// status line: nothing else on this server answers 431.
struct Watched {
    inner: tokio::net::TcpStream,
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
        std::pin::Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl Watched {
    /// Writes the documented 431 in place of hyper's once a write begins with its status line
    /// (`first`: the write's first bytes). `None` when no answer is being replaced: the write
    /// goes to the socket as it is.
    fn replace_headers_too_large(
        &mut self,
        cx: &mut std::task::Context<'_>,
        first: &[u8],
    ) -> Option<std::task::Poll<std::io::Result<()>>> {
        use std::task::Poll;
        if self.replacement.is_none() && (first.starts_with(b"HTTP/1.1 431 ") || first.starts_with(b"HTTP/1.0 431 ")) {
            self.replacement = Some((headers_too_large(self.peer), 0));
        }
        let (answer, written) = self.replacement.as_mut()?;
        while *written < answer.len() {
            match tokio::io::AsyncWrite::poll_write(std::pin::Pin::new(&mut self.inner), cx, &answer[*written..]) {
                Poll::Ready(Ok(0)) => return Some(Poll::Ready(Err(std::io::ErrorKind::WriteZero.into()))),
                Poll::Ready(Ok(n)) => *written += n,
                Poll::Ready(Err(error)) => return Some(Poll::Ready(Err(error))),
                Poll::Pending => return Some(Poll::Pending),
            }
        }
        Some(Poll::Ready(Ok(())))
    }
}

// hyper's own answer (and anything it would write after it) goes nowhere once it is replaced:
// the client has the documented one, and hyper closes the connection next.
impl tokio::io::AsyncWrite for Watched {
    fn poll_write(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        match this.replace_headers_too_large(cx, buf) {
            None => std::pin::Pin::new(&mut this.inner).poll_write(cx, buf),
            Some(replaced) => replaced.map_ok(|()| buf.len()),
        }
    }

    /// Vectored, as the socket is: hyper then writes a response's head and its body together
    /// from where they are, instead of copying the body after the head first.
    fn poll_write_vectored(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> std::task::Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        let first = bufs.iter().find(|buf| !buf.is_empty()).map_or(&[][..], |buf| &buf[..]);
        match this.replace_headers_too_large(cx, first) {
            None => std::pin::Pin::new(&mut this.inner).poll_write_vectored(cx, bufs),
            Some(replaced) => replaced.map_ok(|()| bufs.iter().map(|buf| buf.len()).sum()),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
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
