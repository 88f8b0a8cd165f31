//! What operators see, on the real binary: `/metrics` in the Prometheus text format (requests by
//! operation and status class with a latency histogram, 429s by identity kind, the database pool
//! and how long its checkouts wait, the webhook backlog; never a label made of a path or an id),
//! served on `METRICS_ADDR` or, with the operator's token, on the API's address; logs in which every line of a request
//! carries its request id; and trace export over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use serde_json::Value;

/// The samples of an exposition: `name{labels}` → value.
fn samples(text: &str) -> HashMap<String, f64> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| {
            let (series, value) = line.rsplit_once(' ')?;
            Some((series.to_owned(), value.parse().ok()?))
        })
        .collect()
}

fn sample(samples: &HashMap<String, f64>, series: &str) -> f64 {
    samples.get(series).copied().unwrap_or(0.0)
}

async fn scrape(client: &Client) -> HashMap<String, f64> {
    let reply = client.with_key(TEST_METRICS_TOKEN).get("/metrics").await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert!(reply.header("content-type").unwrap().starts_with("text/plain"));
    samples(&reply.text)
}

async fn server_with_account(args: &[&str]) -> (TestDatabase, ServerProcess, Account) {
    let database = TestDatabase::new();
    let server = spawn_process(&database.url, args).await;
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let account = create_account(&db, Plan::Paid, 0).await;
    db.close().await;
    (database, server, account)
}

#[tokio::test]
async fn metrics_count_requests_by_operation_and_status_class_and_never_by_path() {
    let (_database, server, account) = server_with_account(&["--rate-limit-per-minute", "4"]).await;
    let client = server.client().with_key(&account.key);
    window_with_seconds_left(10).await;
    let before = scrape(&client).await;

    for _ in 0..3 {
        assert_eq!(client.get("/api/v1/credits/balance").await.status, 200);
    }
    assert_eq!(
        client
            .get("/api/v1/jobs/01937b10-0f1e-7a2b-b3c4-d5e6f7a8b9c0")
            .await
            .status,
        404
    );
    for path in ["/api/v1/no-such/1", "/api/v1/no-such/2", "/nothing/3"] {
        assert_eq!(client.get(path).await.status, 404);
    }
    // The key's window of 4 is used up (unknown routes count against the address): refused.
    assert_eq!(client.get("/api/v1/credits/balance").await.status, 429);
    let after = scrape(&client).await;

    let moved = |series: &str| sample(&after, series) - sample(&before, series);
    let balance = r#"operation="getCreditBalance""#;
    assert_eq!(moved(&format!("http_requests_total{{{balance},status=\"2xx\"}}")), 3.0);
    assert_eq!(moved(&format!("http_requests_total{{{balance},status=\"4xx\"}}")), 1.0);
    assert_eq!(moved(&format!("http_request_duration_seconds_count{{{balance}}}")), 4.0);
    assert!(moved(&format!("http_request_duration_seconds_sum{{{balance}}}")) > 0.0);
    assert_eq!(moved(r#"http_requests_total{operation="getJob",status="4xx"}"#), 1.0);
    assert_eq!(moved(r#"http_requests_total{operation="unmatched",status="4xx"}"#), 3.0);
    assert_eq!(moved(r#"rate_limited_total{identity="key"}"#), 1.0);
    // Every bucket of the histogram is there, and the largest holds every request.
    let buckets: Vec<&String> = after
        .keys()
        .filter(|s| s.starts_with("http_request_duration_seconds_bucket{") && s.contains(balance))
        .collect();
    assert!(buckets.len() >= 10, "{buckets:?}");
    assert_eq!(
        moved(&format!(
            "http_request_duration_seconds_bucket{{{balance},le=\"+Inf\"}}"
        )),
        4.0
    );

    // No label value is a path or an id: operations are the contract's, or `unmatched`.
    let operations = interview_api::http::contract::Contract::embedded();
    for series in after.keys() {
        if let Some(start) = series.find("operation=\"") {
            let value = &series[start + 11..];
            let value = &value[..value.find('"').unwrap()];
            assert!(
                value == "unmatched" || operations.operations().any(|op| op.id == value),
                "a label value outside the contract: {series}"
            );
        }
        assert!(!series.contains("no-such") && !series.contains("01937b10"), "{series}");
    }
    // The pool and the webhook backlog.
    assert!(after.contains_key(r#"db_pool_connections{state="idle"}"#));
    assert!(after.contains_key(r#"db_pool_connections{state="in_use"}"#));
    // The size the tests' servers are given (`DATABASE_POOL_SIZE`).
    assert_eq!(sample(&after, "db_pool_max_connections"), 8.0);
    // Every checkout of a connection is timed: at least the key lookup and the query of each
    // request that reached the database.
    assert!(
        moved("db_pool_acquire_seconds_count") >= 8.0,
        "{}",
        moved("db_pool_acquire_seconds_count")
    );
    assert!(after.contains_key(r#"db_pool_acquire_seconds_bucket{le="0.001"}"#));
    assert_eq!(sample(&after, "webhook_messages_pending"), 0.0);
    assert!(after.contains_key("webhook_oldest_pending_seconds"));
}

#[tokio::test]
async fn a_read_of_candidates_checks_out_one_connection_for_its_key_and_its_rows() {
    let (_database, server, account) = server_with_account(&[]).await;
    let client = server.client().with_key(&account.key);
    let created = client
        .post("/api/v1/candidates", &serde_json::json!({"name": "Ada"}))
        .await;
    assert_eq!(created.status, 201, "{}", created.text);
    let path = format!("/api/v1/candidates/{}", created.json()["data"]["id"].as_str().unwrap());
    let before = scrape(&client).await;
    for _ in 0..20 {
        assert_eq!(client.get(&path).await.status, 200);
        assert_eq!(client.get("/api/v1/candidates?limit=50").await.status, 200);
    }
    let after = scrape(&client).await;
    // One checkout a request (40), where the key's lookup on a connection of its own made two
    // (80); the rest are the scrape's and the background workers'.
    let checkouts = sample(&after, "db_pool_acquire_seconds_count") - sample(&before, "db_pool_acquire_seconds_count");
    assert!(
        (40.0..60.0).contains(&checkouts),
        "40 reads checked out {checkouts} connections"
    );
}

#[tokio::test]
async fn on_the_api_address_metrics_need_the_operators_token_and_readiness_costs_one_query_a_second() {
    let (database, server, _account) = server_with_account(&[]).await;
    let client = server.client();
    for refused in [client.anonymous(), client.with_key("not-the-metrics-token-at-all")] {
        let reply = refused.get("/metrics").await;
        assert_eq!(reply.status, 404, "{}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "resource_not_found");
    }
    assert_eq!(client.with_key(TEST_METRICS_TOKEN).get("/metrics").await.status, 200);

    // 200 public readiness probes at once (within the connections one address may hold): the
    // database is asked about once.
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let commits_before = commits(&db).await;
    let probes = (0..200).map(|_| {
        let client = client.anonymous();
        async move { client.get("/readyz").await.status }
    });
    let statuses = futures_util::future::join_all(probes).await;
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    // Stopping the server closes its connections, which flushes their statistics.
    server.stop().await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let transactions = commits(&db).await - commits_before;
    // What the workers did meanwhile and on the way out (about 80) and the probes: well under
    // one transaction per probe.
    assert!(transactions < 150, "200 probes cost {transactions} transactions");
}

/// Transactions committed in the test's database so far.
async fn commits(db: &sqlx::PgPool) -> i64 {
    sqlx::query_scalar("select xact_commit from pg_stat_database where datname = current_database()")
        .fetch_one(db)
        .await
        .unwrap()
}

#[tokio::test]
async fn metrics_can_be_served_on_an_address_of_their_own() {
    let port = free_port();
    let address = format!("127.0.0.1:{port}");
    let (_database, server, _account) = server_with_account(&["--metrics-addr", &address]).await;
    assert_eq!(server.client().get("/metrics").await.status, 404);
    let metrics = server.client().at(address.parse().unwrap());
    let reply = metrics.get("/metrics").await;
    assert_eq!(reply.status, 200);
    assert!(reply.text.contains("db_pool_max_connections"));
}

#[tokio::test]
async fn every_log_line_of_a_failing_request_carries_its_request_id() {
    let (database, server, account) = server_with_account(&[]).await;
    // The endpoint's table is gone: the request fails inside the server, logged late, at render.
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    sqlx::query("drop table webhook_endpoints cascade")
        .execute(&db)
        .await
        .unwrap();
    db.close().await;
    let client = server.client().with_key(&account.key);
    let request = client
        .request(reqwest::Method::GET, "/api/v1/webhooks")
        .header("x-request-id", "trace-me-42");
    assert_eq!(client.send(request).await.status, 500);
    let log = server.stop().await;

    let lines: Vec<Value> = log.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let mine: Vec<&Value> = lines
        .iter()
        .filter(|line| line["span"]["request_id"] == "trace-me-42" || line["request_id"] == "trace-me-42")
        .collect();
    let messages: Vec<&str> = mine.iter().filter_map(|l| l["message"].as_str()).collect();
    assert!(messages.contains(&"request failed"), "{messages:?}\n{log}");
    assert!(messages.contains(&"request"), "{messages:?}");
    // Every line logged inside a request's span carries its id.
    for line in &lines {
        if line["span"]["name"] == "request" || line["message"] == "request failed" {
            assert!(line["span"]["request_id"].is_string(), "{line}");
        }
    }
}

#[tokio::test]
async fn spans_are_exported_over_otlp_when_an_endpoint_is_set() {
    // A collector that records what it is sent.
    let received: Arc<Mutex<Vec<(String, usize)>>> = Arc::default();
    let sink = received.clone();
    let collector = axum::Router::new().route(
        "/v1/traces",
        axum::routing::post(move |headers: axum::http::HeaderMap, body: axum::body::Bytes| {
            let sink = sink.clone();
            async move {
                let content_type = headers
                    .get("content-type")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or_default()
                    .to_owned();
                sink.lock().unwrap().push((content_type, body.len()));
                axum::http::StatusCode::OK
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let endpoint = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, collector).await });

    let database = TestDatabase::new();
    let mut server = ServerProcess::spawn(
        &database.url,
        &[],
        &[
            ("OTEL_EXPORTER_OTLP_ENDPOINT", &endpoint),
            ("OTEL_BSP_SCHEDULE_DELAY", "100"),
        ],
    );
    server.wait_ready(Duration::from_secs(30)).await;
    for _ in 0..3 {
        server.client().get("/api/v1/jobs").await;
    }
    let mut exported = Vec::new();
    for _ in 0..100 {
        exported = received.lock().unwrap().clone();
        if !exported.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(!exported.is_empty(), "no spans were exported");
    assert!(
        exported
            .iter()
            .all(|(kind, size)| kind == "application/x-protobuf" && *size > 0),
        "{exported:?}"
    );
    server.stop().await;
}

#[tokio::test]
async fn text_logs_written_into_a_pipe_carry_no_colour_codes() {
    use tokio::io::{AsyncBufReadExt, BufReader};

    let database = TestDatabase::new();
    let address = std::net::SocketAddr::from(([127, 0, 0, 1], free_port()));
    let mut child = tokio::process::Command::new(server_binary())
        .args([
            "serve",
            "--bind-addr",
            &address.to_string(),
            "--database-url",
            &database.url,
        ])
        .args(["--log-format", "text"])
        .env_remove("RUST_LOG")
        .env_remove("DATABASE_URL")
        .env("SECRETS_KEYS", TEST_SECRETS_KEYS)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts");
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let mut log = String::new();
    while let Ok(Ok(Some(line))) = tokio::time::timeout(Duration::from_secs(30), lines.next_line()).await {
        log.push_str(&line);
        log.push('\n');
        if line.contains("listening") {
            break;
        }
    }
    child.kill().await.unwrap();
    assert!(
        log.contains("listening"),
        "the server never said it was listening: {log}"
    );
    assert!(!log.contains('\u{1b}'), "a colour code in a piped log: {log:?}");
}

/// Guesses at the metrics token count against their client address like unknown API keys: once
/// the address's window is full it is answered 429, without a comparison, the right token too.
#[tokio::test]
async fn guesses_at_the_metrics_token_are_limited_per_address() {
    window_with_seconds_left(20).await;
    let (_database, server, _account) = server_with_account(&["--rate-limit-per-minute", "3"]).await;
    let client = server.client();
    for guess in 0..3 {
        let reply = client
            .with_key(&format!("guess-{guess}-at-the-metrics-token"))
            .get("/metrics")
            .await;
        assert_eq!(reply.status, 404, "{}", reply.text);
    }
    let reply = client.with_key("one-guess-too-many").get("/metrics").await;
    assert_eq!(reply.status, 429, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "rate_limit_exceeded");
    assert!(reply.header("retry-after").is_some());
    assert_eq!(client.with_key(TEST_METRICS_TOKEN).get("/metrics").await.status, 429);
}
