//! Metrics, in the Prometheus text format (`metrics` with `metrics-exporter-prometheus`). Every
//! name and label is here; labels take a bounded set of values (operation ids of the contract,
//! status classes, identity kinds, outcomes), never paths or ids.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

use metrics::{Counter, Histogram, counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sqlx::PgPool;

/// Seconds: from a cache hit to a request timeout.
const LATENCY_BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 30.0,
];

/// The process's recorder (installed on first use; every server of the process shares it).
pub fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(
                Matcher::Full("http_request_duration_seconds".to_owned()),
                &LATENCY_BUCKETS,
            )
            .expect("the buckets are not empty")
            .set_buckets_for_metric(Matcher::Full("db_pool_acquire_seconds".to_owned()), &LATENCY_BUCKETS)
            .expect("the buckets are not empty")
            .build_recorder();
        let handle = recorder.handle();
        // Another recorder installed first (an embedding program's) keeps working; ours stays empty.
        let _ = metrics::set_global_recorder(recorder);
        handle
    })
}

/// How often the latency samples recorded since are drained into their histograms' buckets.
pub const UPKEEP_INTERVAL: std::time::Duration = std::time::Duration::from_secs(1);

/// Drains the latency samples recorded since the last call into their buckets. The recorder
/// keeps every sample until then, and would otherwise keep them until the next scrape: forever on
/// an instance no one scrapes (the reliability suite's `unscraped-metrics` measures the heap).
pub fn upkeep() {
    handle().run_upkeep();
}

/// A request answered: by operation (`unmatched` outside the contract) and status class.
pub fn request(operation: &'static str, status: u16, seconds: f64) {
    let class = match status {
        100..=199 => "1xx",
        200..=299 => "2xx",
        300..=399 => "3xx",
        400..=499 => "4xx",
        _ => "5xx",
    };
    /// A request's counter and latency histogram, by operation and status class.
    type Handles = HashMap<(&'static str, &'static str), (Counter, Histogram)>;
    // Each thread keeps the handles it used: registering a metric looks it up by its labels.
    thread_local! {
        static HANDLES: RefCell<Handles> = RefCell::default();
    }
    HANDLES.with_borrow_mut(|handles| {
        let (requests, duration) = handles.entry((operation, class)).or_insert_with(|| {
            // Installed first, so no handle kept here is one that records nowhere.
            handle();
            (
                counter!("http_requests_total", "operation" => operation, "status" => class),
                histogram!("http_request_duration_seconds", "operation" => operation),
            )
        });
        requests.increment(1);
        duration.record(seconds);
    });
}

/// Who a refused request counted against: `key`, `session_token` or `address`.
pub fn rate_limited(identity: &'static str) {
    counter!("rate_limited_total", "identity" => identity).increment(1);
}

/// A connection closed on arrival: its client network already held the most allowed.
pub fn connection_refused() {
    counter!("connections_refused_total").increment(1);
}

/// A request counted in this instance's memory because Redis did not answer.
pub fn redis_fallback() {
    counter!("rate_limit_redis_fallbacks_total").increment(1);
}

/// A webhook delivery attempt: `succeeded` or `failed`.
pub fn webhook_attempt(outcome: &'static str) {
    counter!("webhook_attempts_total", "outcome" => outcome).increment(1);
}

/// What a sweep wrote down: `expired`, `abandoned`, or `failed` (left for the next pass).
pub fn swept(result: &'static str, count: u64) {
    counter!("sweeper_interviews_total", "result" => result).increment(count);
}

/// Rows deleted past their retention: `idempotency_keys` or `events`.
pub fn purged(what: &'static str, count: u64) {
    counter!("purged_rows_total", "what" => what).increment(count);
}

/// How long each checkout of a database connection waited: sqlx reports every acquisition as a
/// `sqlx::pool::acquire` event (`db::connect` turns them on, at TRACE) with the time it took. This
/// is what waiting for the pool costs; sqlx does not expose how many wait at a given moment.
pub struct PoolWaits;

impl PoolWaits {
    pub const TARGET: &'static str = "sqlx::pool::acquire";
}

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for PoolWaits {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        struct Waited(Option<f64>);
        impl tracing::field::Visit for Waited {
            fn record_f64(&mut self, field: &tracing::field::Field, value: f64) {
                // (sic: the field's name in sqlx)
                if field.name() == "aquired_after_secs" {
                    self.0 = Some(value);
                }
            }
            fn record_debug(&mut self, _: &tracing::field::Field, _: &dyn std::fmt::Debug) {}
        }
        let mut waited = Waited(None);
        event.record(&mut waited);
        if let Some(seconds) = waited.0 {
            histogram!("db_pool_acquire_seconds").record(seconds);
        }
    }
}

/// The exposition, with the gauges read now: the database pool (`in_use` at `max` is when
/// requests wait, `db_pool_acquire_seconds` for how long), the webhook backlog and the e-mail outbox.
pub async fn render(db: &PgPool, max_connections: u32) -> String {
    let idle = db.num_idle() as f64;
    gauge!("db_pool_connections", "state" => "idle").set(idle);
    gauge!("db_pool_connections", "state" => "in_use").set(f64::from(db.size()) - idle);
    gauge!("db_pool_max_connections").set(f64::from(max_connections));
    let backlog = sqlx::query!(
        r#"select count(*) as "pending!", coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as "oldest!"
           from webhook_messages where status = 'pending'"#
    )
    .fetch_one(db)
    .await;
    if let Ok(backlog) = backlog {
        gauge!("webhook_messages_pending").set(backlog.pending as f64);
        gauge!("webhook_oldest_pending_seconds").set(backlog.oldest);
    }
    let emails = sqlx::query!(
        r#"select count(*) as "queued!", coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as "oldest!"
           from interview_emails where status = 'queued'"#
    )
    .fetch_one(db)
    .await;
    if let Ok(emails) = emails {
        gauge!("emails_queued").set(emails.queued as f64);
        gauge!("email_oldest_queued_seconds").set(emails.oldest);
    }
    handle().render()
}

/// A read routed with a replica configured (`db::replica`): `route` is `replica`, or why it went
/// to the primary (`freshness`: the account's latest write is not replayed yet;
/// `replica_lagging`; `replica_unavailable`).
pub fn replica_read(route: &'static str) {
    let target = if route == "replica" { "replica" } else { "primary" };
    counter!("db_reads_total", "target" => target).increment(1);
    if target == "primary" {
        counter!("db_reads_on_primary_total", "reason" => route).increment(1);
    }
}

/// What the last check of the replica found: whether reads go to it, and its lag (unknown when
/// it could not be checked).
pub fn replica_state(usable: bool, lag_seconds: Option<f64>) {
    gauge!("db_replica_usable").set(if usable { 1.0 } else { 0.0 });
    if let Some(lag) = lag_seconds {
        gauge!("db_replica_lag_seconds").set(lag);
    }
}

/// Attempts to send an e-mail to a candidate, by `outcome`: `sent`, `retried` or `failed`.
pub fn email(outcome: &'static str) {
    counter!("emails_total", "outcome" => outcome).increment(1);
}

/// Interviews whose personal data was redacted, by `reason`: `erasure` or `retention`.
pub fn redacted(reason: &'static str, count: u64) {
    counter!("interviews_redacted_total", "reason" => reason).increment(count);
}

/// A report page opened: `report`, or `erased` (the 410 page).
pub fn report_viewed(outcome: &'static str) {
    counter!("report_views_total", "outcome" => outcome).increment(1);
}

/// A partner reported an answer of ours as malformed: by partner and the call it named.
pub fn partner_error_reported(partner: &'static str, api_call: &'static str) {
    counter!("partner_errors_reported_total", "partner" => partner, "api_call" => api_call).increment(1);
}

/// A completion callback to a partner attempted: `succeeded` (2xx) or `failed`.
pub fn partner_callback(outcome: &'static str) {
    counter!("partner_callback_attempts_total", "outcome" => outcome).increment(1);
}
