//! What operators see: structured logs in which every line of a request carries its request id
//! (the request's span), optional trace export over OTLP, metrics (`metrics`), and the process
//! signals that stop the server.

mod json_lines;
pub mod metrics;
mod otlp;

use std::io::IsTerminal;

use tracing::Level;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

use crate::config::LogFormat;

/// Keeps trace export running; flushes what is buffered when dropped.
pub struct Telemetry {
    traces: Option<opentelemetry_sdk::trace::SdkTracerProvider>,
}

impl Drop for Telemetry {
    fn drop(&mut self) {
        if let Some(provider) = self.traces.take() {
            let _ = provider.shutdown();
        }
    }
}

/// One line per event on stderr (JSON, or text for a person at a terminal); `RUST_LOG` overrides
/// the default level. A JSON line of a request carries the request's span (`request_id`, the
/// operation) under `span`. With an OTLP endpoint, spans are exported over OTLP (HTTP, protobuf)
/// as well. Call once, from within the Tokio runtime.
pub fn init(format: LogFormat, otlp_endpoint: Option<&str>) -> Telemetry {
    let filter = || EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let fmt = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let fmt = match format {
        LogFormat::Json => fmt
            .fmt_fields(json_lines::SpanFields)
            .event_format(json_lines::JsonLine)
            .boxed(),
        // Colour codes only for a person at a terminal, never into a file or a pipe.
        LogFormat::Text => fmt.with_ansi(std::io::stderr().is_terminal()).boxed(),
    };
    let traces = otlp_endpoint.and_then(otlp::provider);
    let otel = traces.as_ref().map(|provider| {
        use opentelemetry::trace::TracerProvider as _;
        tracing_opentelemetry::layer()
            .with_tracer(provider.tracer("interview-api"))
            .with_filter(filter())
    });
    // Filters per layer: the pool-wait metric needs sqlx's TRACE events that the logs leave out.
    let pool_waits =
        metrics::PoolWaits.with_filter(Targets::new().with_target(metrics::PoolWaits::TARGET, Level::TRACE));
    let _ = tracing_subscriber::registry()
        .with(fmt.with_filter(filter()))
        .with(otel)
        .with(pool_waits)
        .try_init();
    Telemetry { traces }
}

use tracing_subscriber::Layer as _;

/// Completes on SIGTERM or SIGINT.
pub async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = interrupt => {},
        _ = terminate => {},
    }
    tracing::info!("shutdown signal received");
}
