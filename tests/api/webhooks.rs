//! Webhook endpoints and delivery, with a real receiver on loopback. Endpoints are created (the
//! secret shown once), read, listed and deleted; private and loopback targets are refused in
//! production. Events are signed per Standard Webhooks (checked by a verifier written apart from
//! the server), retried on the schedule until delivered or failed, stop at a 410, and are
//! delivered once by several instances and after a crash. Hostile receivers (a NUL byte, 10 MB,
//! gzip, binary, a body that never ends, huge headers, a `Retry-After` of centuries) are recorded
//! bounded; dead receivers delay only their own account; a message whose outcome cannot be
//! recorded still ends after its schedule.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::{HeaderMap, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};
use sha2::Sha256;
use uuid::Uuid;

use crate::jobs::create_job;
use crate::sessions::{invite, session};

/// A fast retry schedule, so tests run the whole schedule in well under a second.
pub const FAST_RETRIES: [&str; 2] = ["--webhook-retry-schedule", "50ms,50ms,50ms"];

#[derive(Debug, Clone)]
pub struct Delivery {
    pub headers: HashMap<String, String>,
    pub body: String,
}

/// A webhook receiver: answers `statuses` in turn (then 200 forever; 0 means never answer) and
/// records every request.
pub struct Receiver {
    address: SocketAddr,
    received: Arc<Mutex<Vec<Delivery>>>,
}

impl Receiver {
    pub async fn start(statuses: Vec<u16>) -> Self {
        let received = Arc::new(Mutex::new(Vec::new()));
        let script = Arc::new(Mutex::new(statuses.into_iter()));
        let log = received.clone();
        let app = axum::Router::new().route(
            "/hook",
            axum::routing::post(move |headers: HeaderMap, body: String| {
                let (log, script) = (log.clone(), script.clone());
                async move {
                    let headers = headers
                        .iter()
                        .map(|(k, v)| (k.to_string(), v.to_str().unwrap_or("").to_owned()))
                        .collect();
                    log.lock().unwrap().push(Delivery { headers, body });
                    let status = script.lock().unwrap().next().unwrap_or(200);
                    if status == 0 {
                        std::future::pending::<()>().await;
                    }
                    (StatusCode::from_u16(status).unwrap(), "ok")
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { address, received }
    }

    pub fn url(&self) -> String {
        format!("http://{}/hook", self.address)
    }

    pub fn deliveries(&self) -> Vec<Delivery> {
        self.received.lock().unwrap().clone()
    }

    /// Waits (boundedly) until at least `count` requests arrived.
    pub async fn wait_for(&self, count: usize) -> Vec<Delivery> {
        for _ in 0..300 {
            if self.deliveries().len() >= count {
                return self.deliveries();
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("expected {count} deliveries, got {:?}", self.deliveries());
    }

    /// Waits for `count` deliveries, ordered by when their events happened (`created_at`): an
    /// endpoint's deliveries run side by side, so events that happened close together may
    /// arrive in either order.
    pub async fn wait_for_events(&self, count: usize) -> Vec<(Delivery, Value)> {
        let mut events: Vec<(Delivery, Value)> = self
            .wait_for(count)
            .await
            .into_iter()
            .map(|delivery| {
                let event = serde_json::from_str(&delivery.body).unwrap();
                (delivery, event)
            })
            .collect();
        events.sort_by_key(|(_, event)| {
            chrono::DateTime::parse_from_rfc3339(event["created_at"].as_str().unwrap()).unwrap()
        });
        events
    }
}

/// The receiver side of Standard Webhooks, written independently of the server's code.
pub fn verify(secret: &str, delivery: &Delivery) -> bool {
    let key = STANDARD.decode(secret.strip_prefix("whsec_").unwrap()).unwrap();
    let signed = format!(
        "{}.{}.{}",
        delivery.headers["webhook-id"], delivery.headers["webhook-timestamp"], delivery.body
    );
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).unwrap();
    mac.update(signed.as_bytes());
    let expected = format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()));
    delivery.headers["webhook-signature"].split(' ').any(|s| s == expected)
}

#[test]
fn the_independent_verifier_accepts_the_standard_webhooks_test_vector() {
    let delivery = Delivery {
        headers: HashMap::from([
            ("webhook-id".to_owned(), "msg_27UH4WbU6Z5A5EzD8u03UvzRbpk".to_owned()),
            ("webhook-timestamp".to_owned(), "1649367553".to_owned()),
            (
                "webhook-signature".to_owned(),
                "v1,tZ1I4/hDygAJgO5TYxiSd6Sd0kDW6hPenDe+bTa3Kkw=".to_owned(),
            ),
        ]),
        body: r#"{"email":"test@example.com","username":"test_user"}"#.to_owned(),
    };
    assert!(verify("whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD", &delivery));
}

async fn register(app: &TestApp, url: &str) -> Value {
    let reply = app
        .post("/api/v1/webhooks", &json!({"url": url, "description": "ATS sync"}))
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["data"].clone()
}

pub fn fast_app() -> Options {
    Options {
        extra_args: FAST_RETRIES.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

#[tokio::test]
async fn endpoints_are_created_with_a_secret_shown_once_read_listed_and_deleted() {
    let app = spawn_app().await;
    let reply = app
        .post(
            "/api/v1/webhooks",
            &json!({"url": "https://hooks.example.com/x", "events": ["interview_ended"]}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let created = reply.json()["data"].clone();
    assert!(created["secret"].as_str().unwrap().starts_with("whsec_"));
    assert_documented!("createWebhookEndpoint", "created", reply);
    let id = created["id"].as_str().unwrap();
    let read = app.get(&format!("/api/v1/webhooks/{id}")).await;
    assert_eq!(
        read.json()["data"].get("secret"),
        None,
        "the secret is never shown again"
    );
    assert_documented!("getWebhookEndpoint", "found", read);
    let list = app.get("/api/v1/webhooks").await;
    assert_eq!(list.json()["data"][0]["id"], id);
    assert_documented!("listWebhookEndpoints", "one_endpoint", list);
    let deleted = app.delete(&format!("/api/v1/webhooks/{id}")).await;
    assert_eq!(deleted.json(), json!({"success": true}));
    assert_documented!("deleteWebhookEndpoint", "deleted", deleted);
    let gone = app.get(&format!("/api/v1/webhooks/{id}")).await;
    assert_eq!(gone.status, 404);
    assert_documented!("getWebhookEndpoint", "not_found", gone);
}

#[tokio::test]
async fn private_loopback_and_plain_http_targets_are_refused_in_production() {
    let app = spawn_app_with(Options {
        extra_args: vec!["--webhook-allow-private".into(), "false".into()],
        ..Default::default()
    })
    .await;
    for url in [
        "http://hooks.example.com/x",
        "https://127.0.0.1/x",
        "https://10.0.0.5/x",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/x",
        "https://localhost/x",
        "https://192.168.1.20:8443/x",
    ] {
        let reply = app.post("/api/v1/webhooks", &json!({"url": url})).await;
        assert_eq!(reply.status, 400, "{url}");
        assert!(reply.json()["error"]["details"]["url"].is_string(), "{url}");
    }
    let reply = app
        .post("/api/v1/webhooks", &json!({"url": "https://127.0.0.1/x"}))
        .await;
    assert_documented!("createWebhookEndpoint", "private_target", reply);
}

#[tokio::test]
async fn duplicate_events_are_400() {
    let app = spawn_app().await;
    let reply = app
        .post(
            "/api/v1/webhooks",
            &json!({"url": "https://hooks.example.com/x", "events": ["interview_started", "interview_started"]}),
        )
        .await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["events[1]"].is_string());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_receiver_gets_both_events_signed_through_the_whole_flow() {
    let app = spawn_app_with(fast_app()).await;
    let receiver = Receiver::start(vec![]).await;
    let endpoint = register(&app, &receiver.url()).await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = session(&app, &invited.token, "start", None).await.json();
    let question = started["data"]["questions"][0]["id"].clone();
    session(
        &app,
        &invited.token,
        "responses",
        Some(json!({"question_id": question, "transcript": "Hello", "duration_seconds": 12})),
    )
    .await;
    session(&app, &invited.token, "complete", None).await;

    let received = receiver.wait_for_events(2).await;
    let secret = endpoint["secret"].as_str().unwrap();
    let events: Vec<&Value> = received.iter().map(|(_, event)| event).collect();
    assert_eq!(events[0]["type"], "interview_started");
    assert_eq!(events[1]["type"], "interview_ended");
    for (delivery, event) in &received {
        assert!(verify(secret, delivery), "signature of {event}");
        assert_eq!(delivery.headers["webhook-id"], event["id"].as_str().unwrap());
        assert_eq!(event["data"]["id"], invited.id);
        // Payloads outlive the link: they never carry a working one.
        assert_eq!(event["data"]["interview_url"], Value::Null);
        assert!(!delivery.body.contains(&invited.token), "{}", delivery.body);
    }
    assert_eq!(events[1]["data"]["status"], "completed");
    assert_eq!(events[1]["data"]["responses"][0]["transcript"], "Hello");
    let log = wait_for_attempts(&app, endpoint["id"].as_str().unwrap(), 2).await;
    assert_eq!(log.json()["data"].as_array().unwrap().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_receiver_that_fails_twice_gets_the_event_three_times_with_one_webhook_id() {
    let app = spawn_app_with(fast_app()).await;
    let receiver = Receiver::start(vec![500, 503]).await;
    let endpoint = register(&app, &receiver.url()).await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session(&app, &invited.token, "start", None).await;
    let deliveries = receiver.wait_for(3).await;
    assert!(
        deliveries
            .iter()
            .all(|d| d.headers["webhook-id"] == deliveries[0].headers["webhook-id"])
    );
    let secret = endpoint["secret"].as_str().unwrap();
    assert!(deliveries.iter().all(|d| verify(secret, d)));
    let log = wait_for_attempts(&app, endpoint["id"].as_str().unwrap(), 3).await;
    assert_eq!(log.json()["data"][0]["outcome"], "succeeded");
    assert_eq!(log.json()["data"][2]["response_status"], 500);
    assert_documented!("listWebhookDeliveries", "two_failures_then_success", log);
}

async fn wait_for_attempts(app: &TestApp, endpoint: &str, count: usize) -> Reply {
    for _ in 0..200 {
        let log = app.get(&format!("/api/v1/webhooks/{endpoint}/deliveries")).await;
        if log.json()["data"].as_array().unwrap().len() >= count {
            return log;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("fewer than {count} attempts were logged");
}

async fn message_status(app: &TestApp) -> String {
    sqlx::query_scalar("select status from webhook_messages")
        .fetch_one(&app.db)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_receiver_that_always_fails_ends_failed_after_the_schedule() {
    let app = spawn_app_with(fast_app()).await;
    let receiver = Receiver::start(vec![500; 10]).await;
    let endpoint = register(&app, &receiver.url()).await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session(&app, &invited.token, "start", None).await;
    wait_for_attempts(&app, endpoint["id"].as_str().unwrap(), 4).await;
    for _ in 0..100 {
        if message_status(&app).await == "failed" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(message_status(&app).await, "failed");
    assert_eq!(receiver.deliveries().len(), 4, "the first attempt and three retries");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_410_disables_the_endpoint() {
    let app = spawn_app_with(fast_app()).await;
    let receiver = Receiver::start(vec![410]).await;
    let endpoint = register(&app, &receiver.url()).await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session(&app, &invited.token, "start", None).await;
    receiver.wait_for(1).await;
    let id = endpoint["id"].as_str().unwrap();
    for _ in 0..100 {
        if app.get(&format!("/api/v1/webhooks/{id}")).await.json()["data"]["status"] == "disabled" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let read = app.get(&format!("/api/v1/webhooks/{id}")).await.json();
    assert_eq!(read["data"]["status"], "disabled");
    assert!(read["data"]["disabled_reason"].as_str().unwrap().contains("410"));
    session(&app, &invited.token, "complete", None).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(receiver.deliveries().len(), 1, "a disabled endpoint gets nothing more");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_whose_delivery_was_cut_by_a_crash_is_delivered_after_restart() {
    let database = TestDatabase::new();
    let args = ["--webhook-allow-private", "true"];
    let first = spawn_process(&database.url, &args).await;
    let db = sqlx::postgres::PgPoolOptions::new()
        .max_connections(2)
        .connect(&database.url)
        .await
        .unwrap();
    let account = create_account(&db, interview_api::domain::accounts::Plan::Paid, 100).await;
    // The receiver holds the first request open: the instance dies mid-delivery.
    let receiver = Receiver::start(vec![0]).await;
    let client = first.client().with_key(&account.key);
    client.post("/api/v1/webhooks", &json!({"url": receiver.url()})).await;
    let job = client.post("/api/v1/jobs", &crate::jobs::job_body()).await.json();
    let invitation = client
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["data"]["id"], "candidate_name": "Ada"}),
        )
        .await
        .json();
    let token = invitation["token"].as_str().unwrap();
    let session = client.anonymous();
    let started = session
        .send(session.request(Method::POST, &format!("/api/v1/sessions/{token}/start")))
        .await;
    assert_eq!(started.status, 200);
    let in_flight = receiver.wait_for(1).await;
    first.kill().await;

    let (status, attempts): (String, i64) =
        sqlx::query_as("select m.status, (select count(*) from webhook_attempts) from webhook_messages m")
            .fetch_one(&db)
            .await
            .unwrap();
    assert_eq!(
        (status.as_str(), attempts),
        ("pending", 0),
        "nothing was settled before the crash"
    );
    // The crashed instance's lease on the message (60 s) runs out; here, at once.
    sqlx::query("update webhook_messages set next_attempt_at = now()")
        .execute(&db)
        .await
        .unwrap();
    let second = spawn_process(&database.url, &args).await;
    let deliveries = receiver.wait_for(2).await;
    assert_eq!(deliveries[1].headers["webhook-id"], in_flight[0].headers["webhook-id"]);
    assert!(deliveries[1].body.contains("interview_started"));
    for _ in 0..100 {
        let status: String = sqlx::query_scalar("select status from webhook_messages")
            .fetch_one(&db)
            .await
            .unwrap();
        if status == "delivered" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let status: String = sqlx::query_scalar("select status from webhook_messages")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(status, "delivered");
    second.stop().await;
    db.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_deliver_each_event_once() {
    let app = spawn_app_with(fast_app()).await;
    let replica = spawn_replica(&app).await;
    let receiver = Receiver::start(vec![]).await;
    register(&app, &receiver.url()).await;
    let job = create_job(&app).await;
    let mut tokens = Vec::new();
    for _ in 0..10 {
        tokens.push(invite(&app, &job).await.token);
    }
    for token in &tokens {
        session(&app, token, "start", None).await;
        session(&app, token, "complete", None).await;
    }
    receiver.wait_for(20).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let deliveries = receiver.deliveries();
    let mut ids: Vec<&str> = deliveries.iter().map(|d| d.headers["webhook-id"].as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 20);
    assert_eq!(deliveries.len(), 20, "no event was sent twice");
    replica.stop().await;
}

#[tokio::test]
async fn unknown_webhook_endpoints_are_404() {
    let app = spawn_app().await;
    let unknown = Uuid::now_v7();
    let reply = app.get(&format!("/api/v1/webhooks/{unknown}/deliveries")).await;
    assert_eq!(reply.status, 404, "listWebhookDeliveries: {}", reply.text);
    assert_documented!("listWebhookDeliveries", "unknown_id", reply);
    let reply = app.delete(&format!("/api/v1/webhooks/{unknown}")).await;
    assert_eq!(reply.status, 404, "{}", reply.text);
    assert_documented!("deleteWebhookEndpoint", "unknown_id", reply);
}

/// What a scripted receiver answers to one request.
#[derive(Clone)]
enum Answer {
    /// These bytes (a whole HTTP response, of any shape), then the connection is closed.
    Raw(Vec<u8>),
    /// These bytes, then nothing more until the client gives up.
    Stall(Vec<u8>),
    /// A normal answer, after a delay.
    Late(Duration, Vec<u8>),
}

/// A raw HTTP response: `status` line, `headers` and `body`, with `content-length`.
fn response(status: &str, headers: &[(&str, &str)], body: &[u8]) -> Vec<u8> {
    let mut head = format!(
        "HTTP/1.1 {status}\r\ncontent-length: {}\r\nconnection: close\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// A receiver on a raw socket, to answer what no well-behaved server would: it answers
/// `script` in turn (then `200 ok` forever), and counts requests.
struct RawReceiver {
    address: SocketAddr,
    requests: Arc<Mutex<Vec<String>>>,
}

impl RawReceiver {
    async fn start(script: Vec<Answer>) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let requests = Arc::new(Mutex::new(Vec::new()));
        let log = requests.clone();
        let script = Arc::new(Mutex::new(script.into_iter()));
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let (log, script) = (log.clone(), script.clone());
                tokio::spawn(async move {
                    use tokio::io::{AsyncReadExt, AsyncWriteExt};
                    let Some(head) = read_request(&mut socket).await else {
                        return;
                    };
                    log.lock().unwrap().push(head);
                    let answer = script.lock().unwrap().next();
                    match answer.unwrap_or_else(|| Answer::Raw(response("200 OK", &[], b"ok"))) {
                        Answer::Raw(bytes) => drop(socket.write_all(&bytes).await),
                        Answer::Late(delay, bytes) => {
                            tokio::time::sleep(delay).await;
                            drop(socket.write_all(&bytes).await);
                        }
                        Answer::Stall(bytes) => {
                            let _ = socket.write_all(&bytes).await;
                            let mut sink = [0u8; 1024];
                            while matches!(socket.read(&mut sink).await, Ok(n) if n > 0) {}
                        }
                    }
                });
            }
        });
        Self { address, requests }
    }

    fn url(&self) -> String {
        format!("http://{}/hook", self.address)
    }

    fn count(&self) -> usize {
        self.requests.lock().unwrap().len()
    }
}

/// Reads one request (head and `content-length` body); returns its head.
async fn read_request(socket: &mut tokio::net::TcpStream) -> Option<String> {
    use tokio::io::AsyncReadExt;
    let mut received = Vec::new();
    let mut buffer = [0u8; 4096];
    let end = loop {
        let n = socket.read(&mut buffer).await.ok().filter(|&n| n > 0)?;
        received.extend_from_slice(&buffer[..n]);
        if let Some(end) = received.windows(4).position(|w| w == b"\r\n\r\n") {
            break end + 4;
        }
    };
    let head = String::from_utf8_lossy(&received[..end]).into_owned();
    let length: usize = head
        .lines()
        .find_map(|line| {
            line.to_ascii_lowercase()
                .strip_prefix("content-length:")
                .map(|v| v.trim().to_owned())
        })
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    while received.len() < end + length {
        let n = socket.read(&mut buffer).await.ok().filter(|&n| n > 0)?;
        received.extend_from_slice(&buffer[..n]);
    }
    Some(head)
}

/// Every attempt logged, oldest first: the endpoint's URL, status, body, error and outcome.
type Logged = (String, Option<i32>, Option<String>, Option<String>, bool);

async fn logged_attempts(app: &TestApp) -> Vec<Logged> {
    sqlx::query_as(
        "select e.url, a.response_status, a.response_body, a.error, a.succeeded
         from webhook_attempts a join webhook_endpoints e on e.id = a.endpoint_id
         order by a.attempted_at, a.id",
    )
    .fetch_all(&app.db)
    .await
    .unwrap()
}

/// Waits (boundedly) until no message is pending; returns every message's status.
async fn settled_messages(app: &TestApp, within: Duration) -> Vec<String> {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let statuses: Vec<String> = sqlx::query_scalar("select status from webhook_messages order by created_at")
            .fetch_all(&app.db)
            .await
            .unwrap();
        if !statuses.is_empty() && statuses.iter().all(|s| s != "pending") {
            return statuses;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "messages still pending after {within:?}: {statuses:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn start_interview(app: &TestApp) -> crate::sessions::Invited {
    let job = create_job(app).await;
    let invited = invite(app, &job).await;
    let started = session(app, &invited.token, "start", None).await;
    assert_eq!(started.status, 200, "{}", started.text);
    invited
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_receiver_answering_a_nul_byte_gets_one_delivery_recorded_as_delivered() {
    let app = spawn_app_with(fast_app()).await;
    let receiver = RawReceiver::start(vec![Answer::Raw(response("200 OK", &[], b"200 ok\0"))]).await;
    let endpoint = register(&app, &receiver.url()).await;
    start_interview(&app).await;
    assert_eq!(settled_messages(&app, Duration::from_secs(10)).await, ["delivered"]);
    // Nothing comes again: not after a retry, not after the lease.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(receiver.count(), 1, "exactly one delivery");
    let log = wait_for_attempts(&app, endpoint["id"].as_str().unwrap(), 1)
        .await
        .json();
    assert_eq!(log["data"].as_array().unwrap().len(), 1, "{log}");
    assert_eq!(log["data"][0]["outcome"], "succeeded");
    assert_eq!(log["data"][0]["response_status"], 200);
    assert_eq!(log["data"][0]["response_body"], "200 ok\u{FFFD}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retry_after_of_centuries_is_held_to_the_schedule() {
    let app = spawn_app_with(fast_app()).await;
    let seconds = RawReceiver::start(vec![Answer::Raw(response(
        "503 Service Unavailable",
        &[("retry-after", "99999999999999")],
        b"later",
    ))])
    .await;
    let date = RawReceiver::start(vec![Answer::Raw(response(
        "429 Too Many Requests",
        &[("retry-after", "Fri, 31 Dec 9999 23:59:59 GMT")],
        b"later",
    ))])
    .await;
    register(&app, &seconds.url()).await;
    register(&app, &date.url()).await;
    let asked = tokio::time::Instant::now();
    start_interview(&app).await;
    assert_eq!(
        settled_messages(&app, Duration::from_secs(10)).await,
        ["delivered", "delivered"]
    );
    assert!(
        asked.elapsed() < Duration::from_secs(5),
        "retried on the schedule, not parked: {:?}",
        asked.elapsed()
    );
    assert_eq!((seconds.count(), date.count()), (2, 2));
    let log = logged_attempts(&app).await;
    for receiver in [&seconds, &date] {
        let statuses: Vec<Option<i32>> = log.iter().filter(|a| a.0 == receiver.url()).map(|a| a.1).collect();
        assert_eq!(statuses.len(), 2, "{log:?}");
        assert!(
            matches!(statuses[0], Some(503 | 429)) && statuses[1] == Some(200),
            "{log:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_answers_are_recorded_bounded_and_the_worker_carries_on() {
    let app = spawn_app_with(fast_app()).await;
    let ten_megabytes = vec![b'x'; 10 * 1024 * 1024];
    let gzip = [
        31u8, 139, 8, 0, 0, 0, 0, 0, 2, 3, 171, 86, 202, 207, 86, 178, 42, 41, 42, 77, 173, 5, 0, 144, 95, 212, 167,
        11, 0, 0, 0,
    ];
    let binary: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
    let many_headers: Vec<(String, String)> = (0..500).map(|i| (format!("x-h{i}"), "v".repeat(50))).collect();
    let many_headers: Vec<(&str, &str)> = many_headers.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let huge_header = "h".repeat(1024 * 1024);
    let cases = [
        ("ten megabytes", Answer::Raw(response("200 OK", &[], &ten_megabytes))),
        (
            "gzip",
            Answer::Raw(response("200 OK", &[("content-encoding", "gzip")], &gzip)),
        ),
        (
            "binary",
            Answer::Raw(response(
                "200 OK",
                &[("content-type", "application/octet-stream")],
                &binary,
            )),
        ),
        (
            "hanging body",
            Answer::Stall(b"HTTP/1.1 200 OK\r\ncontent-length: 100000\r\n\r\npartial".to_vec()),
        ),
        (
            "huge header",
            Answer::Raw(response("200 OK", &[("x-huge", huge_header.as_str())], b"ok")),
        ),
        ("many headers", Answer::Raw(response("200 OK", &many_headers, b"ok"))),
        ("not HTTP", Answer::Raw(b"\0\0\0\xff\xfe garbage\r\n\r\n".to_vec())),
    ];
    let mut receivers = Vec::new();
    for (name, answer) in cases {
        let receiver = RawReceiver::start(vec![answer]).await;
        register(&app, &receiver.url()).await;
        receivers.push((name, receiver));
    }
    let invited = start_interview(&app).await;
    let statuses = settled_messages(&app, Duration::from_secs(20)).await;
    assert!(statuses.iter().all(|s| s == "delivered"), "{statuses:?}");

    let log = logged_attempts(&app).await;
    for (name, receiver) in &receivers {
        let attempts: Vec<&Logged> = log.iter().filter(|a| a.0 == receiver.url()).collect();
        assert!(
            attempts.last().unwrap().4,
            "{name}: the last attempt succeeded: {attempts:?}"
        );
        for (_, status, body, error, _) in &attempts {
            for text in body.iter().chain(error) {
                assert!(!text.contains('\0'), "{name}: {text:?}");
                assert!(text.len() <= 3 * 1024, "{name}: {} bytes recorded", text.len());
            }
            assert!(
                status.is_some() != error.is_some(),
                "{name}: status or error: {attempts:?}"
            );
        }
        let first = attempts[0];
        match *name {
            "ten megabytes" => assert_eq!(first.2.as_deref(), Some("x".repeat(1024).as_str())),
            "gzip" | "binary" => assert_eq!((first.1, first.4), (Some(200), true), "{name}"),
            "hanging body" => assert_eq!(first.2.as_deref(), Some("partial")),
            "huge header" | "not HTTP" => {
                assert!(first.3.as_deref().is_some_and(|e| e.len() <= 256), "{name}: {first:?}");
                assert_eq!(attempts.len(), 2, "{name}: retried once");
            }
            _ => {}
        }
    }

    // The worker carries on: the next event reaches every receiver at once.
    let ended = tokio::time::Instant::now();
    session(&app, &invited.token, "complete", None).await;
    let statuses = settled_messages(&app, Duration::from_secs(10)).await;
    assert_eq!(statuses.len(), 2 * receivers.len());
    assert!(statuses.iter().all(|s| s == "delivered"), "{statuses:?}");
    assert!(ended.elapsed() < Duration::from_secs(3), "{:?}", ended.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_whose_outcome_cannot_be_recorded_still_ends_after_its_schedule() {
    let app = spawn_app_with(fast_app()).await;
    // The attempt log refuses every row, and the message cannot be rescheduled: only the claim
    // (which counts the round) and the final failure can be written.
    sqlx::raw_sql(
        "create function refuse() returns trigger language plpgsql as $$
         begin
             if tg_table_name = 'webhook_attempts' then
                 raise exception 'the attempt log is out of order';
             end if;
             if new.status = 'pending' and new.round_attempts = old.round_attempts and new.next_attempt_at > now() then
                 raise exception 'the message cannot be rescheduled';
             end if;
             return new;
         end $$;
         create trigger refuse before insert on webhook_attempts for each row execute function refuse();
         create trigger refuse before update on webhook_messages for each row execute function refuse();",
    )
    .execute(&app.db)
    .await
    .unwrap();
    let receiver = Receiver::start(vec![500; 100]).await;
    register(&app, &receiver.url()).await;
    start_interview(&app).await;
    for _ in 0..200 {
        if message_status(&app).await == "failed" {
            break;
        }
        // The lease of 60 s ends at once.
        sqlx::query("update webhook_messages set next_attempt_at = now() where status = 'pending'")
            .execute(&app.db)
            .await
            .unwrap();
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(message_status(&app).await, "failed");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        receiver.deliveries().len(),
        4,
        "the first attempt and three retries, no more"
    );
}

/// An account's share of an instance's deliveries in flight: four for each of its endpoints of
/// both modes.
const SHARE: usize = 2 * interview_api::domain::webhooks::MAX_ENDPOINTS as usize * 4;

/// A socket that accepts connections and never answers, counting them.
async fn dead_receiver() -> (SocketAddr, Arc<Mutex<Vec<tokio::net::TcpStream>>>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let held = Arc::new(Mutex::new(Vec::new()));
    let holder = held.clone();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            holder.lock().unwrap().push(socket);
        }
    });
    (address, held)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dead_endpoints_of_one_account_do_not_delay_another_accounts_webhooks() {
    let app = spawn_app_with(fast_app()).await;
    let (dead, held) = dead_receiver().await;
    for i in 0..64 {
        sqlx::query(
            "insert into webhook_endpoints (id, account_id, url, events, secret)
             values ($1, $2, $3, array['interview_started', 'interview_ended'], 'whsec_c2VjcmV0')",
        )
        .bind(Uuid::now_v7())
        .bind(app.account.id)
        .bind(format!("http://{dead}/hook/{i}"))
        .execute(&app.db)
        .await
        .unwrap();
    }
    // Five events for each of the 64 dead endpoints: the account's share of the deliveries
    // (`PER_ACCOUNT`, four for each of its endpoints of both modes) hangs, the rest waits.
    let job = create_job(&app).await;
    for _ in 0..5 {
        let invited = invite(&app, &job).await;
        session(&app, &invited.token, "start", None).await;
    }
    for _ in 0..200 {
        if held.lock().unwrap().len() >= SHARE {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        held.lock().unwrap().len(),
        SHARE,
        "the account's share of the deliveries in flight, whatever its endpoints"
    );

    let other = create_account(&app.db, interview_api::domain::accounts::Plan::Paid, 100).await;
    let client = app.client.with_key(&other.key);
    let receiver = Receiver::start(vec![]).await;
    let reply = client.post("/api/v1/webhooks", &json!({"url": receiver.url()})).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let job = client.post("/api/v1/jobs", &crate::jobs::job_body()).await.json();
    let invitation = client
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["data"]["id"], "candidate_name": "Grace"}),
        )
        .await
        .json();
    let token = invitation["token"].as_str().unwrap();
    let sent = tokio::time::Instant::now();
    let started = client
        .send(
            client
                .anonymous()
                .request(Method::POST, &format!("/api/v1/sessions/{token}/start")),
        )
        .await;
    assert_eq!(started.status, 200, "{}", started.text);
    receiver.wait_for(1).await;
    let waited = sent.elapsed();
    assert!(waited < Duration::from_secs(2), "the other account waited {waited:?}");
    assert_eq!(held.lock().unwrap().len(), SHARE, "the dead endpoints got nothing more");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_waits_for_deliveries_in_flight() {
    let mut app = spawn_app_with(fast_app()).await;
    let receiver = RawReceiver::start(vec![Answer::Late(
        Duration::from_millis(1500),
        response("200 OK", &[], b"ok"),
    )])
    .await;
    register(&app, &receiver.url()).await;
    start_interview(&app).await;
    for _ in 0..200 {
        if receiver.count() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert_eq!(receiver.count(), 1);
    app.stop_server().await;
    let (status, attempts): (String, i64) =
        sqlx::query_as("select m.status, (select count(*) from webhook_attempts) from webhook_messages m")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!((status.as_str(), attempts), ("delivered", 1));
}

#[tokio::test]
async fn an_account_has_at_most_ten_endpoints_even_when_created_concurrently() {
    let app = spawn_app().await;
    // Each with an Idempotency-Key, whose claim shares the account's row with the count's lock.
    let creations = (0..14).map(|n| {
        let client = app.client.clone();
        async move {
            client
                .post_with_key(
                    "/api/v1/webhooks",
                    &format!("endpoint-{n}"),
                    &json!({"url": format!("https://hooks.example.com/{n}")}),
                )
                .await
        }
    });
    let replies = futures_util::future::join_all(creations).await;
    let created = replies.iter().filter(|r| r.status == 201).count();
    let refused: Vec<_> = replies.iter().filter(|r| r.status == 409).collect();
    assert_eq!((created, refused.len()), (10, 4));
    assert_documented!("createWebhookEndpoint", "ten_endpoints_held", refused[0]);
    let listed = app.get("/api/v1/webhooks?limit=100").await.json();
    assert_eq!(listed["data"].as_array().unwrap().len(), 10);
    // Deleting one makes room again.
    let first = listed["data"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(app.delete(&format!("/api/v1/webhooks/{first}")).await.status, 200);
    let again = app
        .post("/api/v1/webhooks", &json!({"url": "https://hooks.example.com/again"}))
        .await;
    assert_eq!(again.status, 201, "{}", again.text);
}

/// The backend that sent the next notification on the delivery workers' channel.
async fn next_wake_from(listener: &mut sqlx::postgres::PgListener) -> u32 {
    tokio::time::timeout(Duration::from_secs(10), listener.recv())
        .await
        .expect("the delivery workers are woken")
        .unwrap()
        .process_id()
}

/// Messages queued in a transaction wake the delivery workers after its commit, from the bell's
/// own connection: a notification from the transaction would make every such commit of the
/// database wait for the one before it. Outside a bell, the transaction notifies itself.
#[tokio::test]
async fn delivery_workers_are_woken_after_the_commit_from_a_connection_of_the_bells_own() {
    use interview_api::domain::webhooks::bell::{self, Bell};

    let app = spawn_app_with(fast_app()).await;
    let mut listener = sqlx::postgres::PgListener::connect(&app.database.url).await.unwrap();
    listener.listen(bell::CHANNEL).await.unwrap();
    // The bell on a pool of its own, as an instance's is: on the test's pool, it could ring
    // from the very connection the transaction just gave back.
    let bell = Bell::start(
        sqlx::postgres::PgPoolOptions::new()
            .max_connections(1)
            .connect_lazy(&app.database.url)
            .unwrap(),
    );
    let queue = |db: sqlx::PgPool| async move {
        let mut tx = db.begin().await.unwrap();
        let backend: i32 = sqlx::query_scalar("select pg_backend_pid()")
            .fetch_one(&mut *tx)
            .await
            .unwrap();
        bell::queued(&mut tx).await.unwrap();
        tx.commit().await.unwrap();
        backend as u32
    };

    let transaction = bell.after(queue(app.db.clone())).await;
    let woken_by = next_wake_from(&mut listener).await;
    assert_ne!(woken_by, transaction, "the transaction that queued notified itself");
    let unbelled = queue(app.db.clone()).await;
    assert_eq!(next_wake_from(&mut listener).await, unbelled);

    // Through the API: the event of a started interview wakes them, and is delivered.
    let receiver = Receiver::start(vec![]).await;
    register(&app, &receiver.url()).await;
    start_interview(&app).await;
    next_wake_from(&mut listener).await;
    receiver.wait_for(1).await;
}
