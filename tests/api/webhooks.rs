//! Webhook endpoints and delivery, with a real receiver on loopback. Endpoints are created (the
//! secret shown once), read, listed and deleted; private and loopback targets are refused in
//! production. Events are signed per Standard Webhooks (checked by a verifier written apart from
//! the server), retried on the schedule until delivered or failed, stop at a 410, and are
//! delivered once by several instances and after a crash.

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

    let deliveries = receiver.wait_for(2).await;
    let secret = endpoint["secret"].as_str().unwrap();
    let events: Vec<Value> = deliveries
        .iter()
        .map(|d| serde_json::from_str(&d.body).unwrap())
        .collect();
    assert_eq!(events[0]["type"], "interview_started");
    assert_eq!(events[1]["type"], "interview_ended");
    for (delivery, event) in deliveries.iter().zip(&events) {
        assert!(verify(secret, delivery), "signature of {event}");
        assert_eq!(delivery.headers["webhook-id"], event["id"].as_str().unwrap());
        assert_eq!(event["data"]["id"], invited.id);
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
