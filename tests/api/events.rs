//! What a receiver can see and do: the event log (every event, its payload as signed and sent,
//! its deliveries and attempts), resending an event and recovering after an outage (both with
//! the original event id), updating, disabling and re-enabling an endpoint, rotating its secret
//! (both secrets sign for 24 hours), a signed test ping, and the opt-in events for expiry,
//! cancellation and abandonment.

use std::collections::HashSet;

use interview_api_test_support::*;
use serde_json::{Value, json};

use crate::jobs::create_job;
use crate::sessions::{invite, session};
use crate::webhooks::{Receiver, fast_app, verify};

/// Fast retries, and no rate limit in the way of a test that polls.
fn polling_app() -> Options {
    let mut options = fast_app();
    options
        .extra_args
        .extend(["--rate-limit-per-minute", "100000"].map(String::from));
    options
}

async fn endpoint(app: &TestApp, url: &str, events: Option<Value>) -> Value {
    let mut body = json!({"url": url});
    if let Some(events) = events {
        body["events"] = events;
    }
    let reply = app.post("/api/v1/webhooks", &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["data"].clone()
}

/// An interview started through its session: one `interview_started` event.
async fn started(app: &TestApp) -> String {
    let job = create_job(app).await;
    let invited = invite(app, &job).await;
    assert_eq!(session(app, &invited.token, "start", None).await.status, 200);
    invited.id
}

async fn events(app: &TestApp, query: &str) -> Vec<Value> {
    let reply = app.get(&format!("/api/v1/events{query}")).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json()["data"].as_array().unwrap().clone()
}

/// Waits (boundedly) until the event's deliveries reach `status`.
async fn event_when(app: &TestApp, id: &str, status: &str) -> Value {
    let mut event = Value::Null;
    for _ in 0..200 {
        event = app.get(&format!("/api/v1/events/{id}")).await.json()["data"].clone();
        if event["delivery_status"] == status {
            return event;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("event {id} never became {status}: {event}");
}

#[tokio::test]
async fn every_event_is_logged_with_its_payload_deliveries_and_attempts() {
    let app = spawn_app_with(polling_app()).await;
    let receiver = Receiver::start(vec![500]).await;
    let hook = endpoint(&app, &receiver.url(), None).await;
    let interview = started(&app).await;
    receiver.wait_for(2).await;

    let logged = events(&app, "").await;
    assert_eq!(logged.len(), 1, "{logged:?}");
    let id = logged[0]["id"].as_str().unwrap().to_owned();
    let event = event_when(&app, &id, "delivered").await;
    assert_eq!(event["type"], "interview_started");
    assert_eq!(event["interview_id"], json!(interview));
    // The payload is the body the receiver got, and both carry the same id.
    let sent: Value = serde_json::from_str(&receiver.deliveries()[1].body).unwrap();
    assert_eq!(event["payload"], sent);
    assert_eq!(receiver.deliveries()[1].headers["webhook-id"], id);
    let delivery = &event["deliveries"][0];
    assert_eq!(delivery["endpoint_id"], hook["id"]);
    assert_eq!(delivery["status"], "delivered");
    let outcomes: Vec<&str> = delivery["attempts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(outcomes, ["succeeded", "failed"], "newest first");
    let reply = app.get(&format!("/api/v1/events/{id}")).await;
    assert_documented!("getEvent", "delivered_after_a_retry", reply);

    // Filters: by type, interview and delivery outcome.
    assert_eq!(events(&app, "?type=interview_started").await.len(), 1);
    assert_eq!(events(&app, "?type=interview_ended").await.len(), 0);
    assert_eq!(events(&app, &format!("?interview_id={interview}")).await.len(), 1);
    assert_eq!(events(&app, "?delivery=delivered").await.len(), 1);
    assert_eq!(events(&app, "?delivery=failed").await.len(), 0);
    let reply = app.get("/api/v1/events?type=interview_started").await;
    assert_documented!("listEvents", "filtered_by_type", reply);
    let bad = app.get("/api/v1/events?delivery=lost").await;
    assert_eq!(bad.status, 400);
    assert_documented!("listEvents", "unknown_delivery_status", bad);
}

#[tokio::test]
async fn an_event_no_endpoint_subscribed_to_is_logged_as_delivered_to_none() {
    let app = spawn_app().await;
    started(&app).await;
    let logged = events(&app, "?delivery=none").await;
    assert_eq!(logged.len(), 1);
    assert_eq!(logged[0]["delivery_status"], "none");
}

#[tokio::test]
async fn a_resent_event_reaches_the_receiver_again_with_its_original_id() {
    let app = spawn_app_with(polling_app()).await;
    let receiver = Receiver::start(vec![]).await;
    let hook = endpoint(&app, &receiver.url(), None).await;
    started(&app).await;
    let first = receiver.wait_for(1).await;
    let id = first[0].headers["webhook-id"].clone();
    event_when(&app, &id, "delivered").await;

    let reply = app
        .post(
            &format!("/api/v1/events/{id}/resend"),
            &json!({"endpoint_id": hook["id"]}),
        )
        .await;
    assert_eq!(reply.status, 202, "{}", reply.text);
    assert_documented!("resendEvent", "to_one_endpoint", reply);
    let again = receiver.wait_for(2).await;
    assert_eq!(again[1].headers["webhook-id"], id);
    assert_eq!(again[1].body, first[0].body);
    assert!(verify(hook["secret"].as_str().unwrap(), &again[1]));

    // To every subscribed endpoint, with `{}`.
    event_when(&app, &id, "delivered").await;
    let reply = app.post(&format!("/api/v1/events/{id}/resend"), &json!({})).await;
    assert_eq!(reply.status, 202);
    assert_eq!(reply.json()["data"]["endpoint_ids"], json!([hook["id"]]));
    receiver.wait_for(3).await;

    // Unknown events are 404; an endpoint that does not subscribe to the type is 409.
    let unknown = app
        .post("/api/v1/events/evt_00000000000000000000000000000000/resend", &json!({}))
        .await;
    assert_eq!(unknown.status, 404);
    assert_documented!("resendEvent", "unknown_event", unknown);
    let ended_only = endpoint(&app, &receiver.url(), Some(json!(["interview_ended"]))).await;
    let refused = app
        .post(
            &format!("/api/v1/events/{id}/resend"),
            &json!({"endpoint_id": ended_only["id"]}),
        )
        .await;
    assert_eq!(refused.status, 409, "{}", refused.text);
    assert_eq!(refused.json()["error"]["type"], "invalid_state");
    assert_documented!("resendEvent", "not_subscribed", refused);
}

#[tokio::test]
async fn recovery_resends_what_failed_since_a_time_once() {
    let app = spawn_app_with(polling_app()).await;
    // Down for every attempt of the schedule (1 + 3 retries), then up.
    let receiver = Receiver::start(vec![503, 503, 503, 503, 503, 503, 503, 503]).await;
    let hook = endpoint(&app, &receiver.url(), None).await;
    let since = "2020-01-01T00:00:00.000Z";
    started(&app).await;
    started(&app).await;
    let failed = {
        let mut failed = Vec::new();
        for _ in 0..200 {
            failed = events(&app, "?delivery=failed").await;
            if failed.len() == 2 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        failed
    };
    assert_eq!(failed.len(), 2, "both deliveries fail after the schedule");
    let ids: HashSet<String> = failed.iter().map(|e| e["id"].as_str().unwrap().to_owned()).collect();
    let sent_before = receiver.deliveries().len();

    let path = format!("/api/v1/webhooks/{}/recover", hook["id"].as_str().unwrap());
    let reply = app.post(&path, &json!({"since": since})).await;
    assert_eq!(reply.status, 202, "{}", reply.text);
    assert_eq!(reply.json()["data"]["resent"], 2);
    assert_documented!("recoverWebhookDeliveries", "two_failed_deliveries", reply);
    // Again at once: they are pending, nothing is queued twice.
    assert_eq!(
        app.post(&path, &json!({"since": since})).await.json()["data"]["resent"],
        0
    );
    let deliveries = receiver.wait_for(sent_before + 2).await;
    let recovered: HashSet<String> = deliveries[sent_before..]
        .iter()
        .map(|d| d.headers["webhook-id"].clone())
        .collect();
    assert_eq!(recovered, ids, "recovered with their original ids");
    for id in &ids {
        event_when(&app, id, "delivered").await;
    }

    let bad = app.post(&path, &json!({"since": "yesterday"})).await;
    assert_eq!(bad.status, 400);
    assert_documented!("recoverWebhookDeliveries", "since_not_a_timestamp", bad);
}

#[tokio::test]
async fn an_endpoint_is_updated_disabled_and_enabled_again() {
    let app = spawn_app().await;
    let hook = endpoint(&app, "http://127.0.0.1:9/hook", None).await;
    let path = format!("/api/v1/webhooks/{}", hook["id"].as_str().unwrap());
    let reply = app
        .patch(
            &path,
            &json!({"url": "http://127.0.0.1:9/v2", "events": ["interview_started", "interview_cancelled"], "description": null}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_documented!("updateWebhookEndpoint", "new_url_and_events", reply);
    let updated = &reply.json()["data"];
    assert_eq!(updated["url"], "http://127.0.0.1:9/v2");
    assert_eq!(updated["events"], json!(["interview_started", "interview_cancelled"]));
    assert_eq!(updated["description"], Value::Null);

    let disabled = app.patch(&path, &json!({"enabled": false})).await.json()["data"].clone();
    assert_eq!(disabled["status"], "disabled");
    assert!(disabled["disabled_reason"].is_string());
    let test = app.post(&format!("{path}/test"), &json!({})).await;
    assert_eq!(test.status, 409);
    assert_documented!("sendTestWebhook", "disabled_endpoint", test);
    let recover = app
        .post(&format!("{path}/recover"), &json!({"since": "2026-01-01T00:00:00Z"}))
        .await;
    assert_eq!(recover.status, 409);
    assert_documented!("recoverWebhookDeliveries", "disabled_endpoint", recover);

    let enabled = app.patch(&path, &json!({"enabled": true})).await.json()["data"].clone();
    assert_eq!(enabled["status"], "enabled");
    assert_eq!(enabled["disabled_reason"], Value::Null);

    // The same checks as creation.
    let duplicate = app
        .patch(&path, &json!({"events": ["interview_started", "interview_started"]}))
        .await;
    assert_eq!(duplicate.status, 400);
    assert_documented!("updateWebhookEndpoint", "duplicate_event", duplicate);
    let unknown = app
        .patch("/api/v1/webhooks/01937b10-0f1e-7a2b-b3c4-d5e6f7a8b9c0", &json!({}))
        .await;
    assert_eq!(unknown.status, 404);
    assert_documented!("updateWebhookEndpoint", "unknown_id", unknown);
}

#[tokio::test]
async fn after_a_rotation_both_secrets_sign_until_the_old_one_expires() {
    let app = spawn_app_with(polling_app()).await;
    let receiver = Receiver::start(vec![]).await;
    let hook = endpoint(&app, &receiver.url(), None).await;
    let old = hook["secret"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/webhooks/{}", hook["id"].as_str().unwrap());

    let reply = app.post(&format!("{path}/rotate-secret"), &json!({})).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_documented!("rotateWebhookSecret", "rotated", reply);
    let rotated = reply.json()["data"].clone();
    let new = rotated["secret"].as_str().unwrap().to_owned();
    assert_ne!(new, old);
    assert!(rotated["previous_secret_expires_at"].is_string());

    // During the overlap both verify.
    started(&app).await;
    let during = receiver.wait_for(1).await[0].clone();
    assert_eq!(during.headers["webhook-signature"].split(' ').count(), 2);
    assert!(verify(&new, &during) && verify(&old, &during));

    // Once the overlap is over, only the new one.
    sqlx::query("update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second'")
        .execute(&app.db)
        .await
        .unwrap();
    started(&app).await;
    let after = receiver.wait_for(2).await[1].clone();
    assert!(verify(&new, &after));
    assert!(!verify(&old, &after));
    let read = app.get(&path).await.json()["data"].clone();
    assert_eq!(read["previous_secret_expires_at"], Value::Null);
    assert!(read.get("secret").is_none());
}

#[tokio::test]
async fn a_test_ping_is_signed_delivered_and_logged() {
    let app = spawn_app_with(polling_app()).await;
    let receiver = Receiver::start(vec![]).await;
    // Subscribed to no interview event it could mix with.
    let hook = endpoint(&app, &receiver.url(), Some(json!(["interview_abandoned"]))).await;
    let reply = app
        .post(
            &format!("/api/v1/webhooks/{}/test", hook["id"].as_str().unwrap()),
            &json!({}),
        )
        .await;
    assert_eq!(reply.status, 202, "{}", reply.text);
    assert_documented!("sendTestWebhook", "queued", reply);
    let ping = receiver.wait_for(1).await[0].clone();
    assert!(verify(hook["secret"].as_str().unwrap(), &ping));
    let body: Value = serde_json::from_str(&ping.body).unwrap();
    assert_eq!(body["type"], "ping");
    assert_eq!(body["data"], json!({"endpoint_id": hook["id"]}));
    assert_eq!(body["id"], reply.json()["data"]["id"]);
    event_when(&app, body["id"].as_str().unwrap(), "delivered").await;
    assert_eq!(events(&app, "?type=ping").await.len(), 1);
}

#[tokio::test]
async fn expiry_cancellation_and_abandonment_are_opt_in_events_sent_once() {
    let app = spawn_app_with(polling_app()).await;
    let everything = Receiver::start(vec![]).await;
    let defaults = Receiver::start(vec![]).await;
    endpoint(
        &app,
        &everything.url(),
        Some(json!([
            "interview_started",
            "interview_ended",
            "interview_expired",
            "interview_cancelled",
            "interview_abandoned"
        ])),
    )
    .await;
    let created = endpoint(&app, &defaults.url(), None).await;
    assert_eq!(created["events"], json!(["interview_started", "interview_ended"]));

    let job = create_job(&app).await;
    let cancelled = invite(&app, &job).await;
    let expired = invite(&app, &job).await;
    let abandoned = invite(&app, &job).await;
    let reply = app
        .post(&format!("/api/v1/interviews/{}/cancel", cancelled.id), &json!({}))
        .await;
    assert_eq!(reply.status, 200);
    assert_eq!(session(&app, &abandoned.token, "start", None).await.status, 200);
    sqlx::query("update interviews set expires_at = now() - interval '1 second' where id = $1::uuid")
        .bind(&expired.id)
        .execute(&app.db)
        .await
        .unwrap();
    sqlx::query("update interviews set started_at = now() - interval '25 hours' where id = $1::uuid")
        .bind(&abandoned.id)
        .execute(&app.db)
        .await
        .unwrap();
    let url = "https://interview.test/i";
    interview_api::workers::sweeper::sweep(&app.db, url).await.unwrap();
    interview_api::workers::sweeper::sweep(&app.db, url).await.unwrap();

    let received = everything.wait_for(4).await;
    let mut kinds: Vec<(String, String)> = received
        .iter()
        .map(|d| {
            let body: Value = serde_json::from_str(&d.body).unwrap();
            (
                body["type"].as_str().unwrap().to_owned(),
                body["data"]["id"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    kinds.sort();
    let mut expected = vec![
        ("interview_abandoned".to_owned(), abandoned.id.clone()),
        ("interview_cancelled".to_owned(), cancelled.id.clone()),
        ("interview_expired".to_owned(), expired.id.clone()),
        ("interview_started".to_owned(), abandoned.id.clone()),
    ];
    expected.sort();
    assert_eq!(kinds, expected, "each once");
    let abandonment: Value = received
        .iter()
        .map(|d| serde_json::from_str::<Value>(&d.body).unwrap())
        .find(|b| b["type"] == "interview_abandoned")
        .unwrap();
    assert!(abandonment["data"]["charged_credits"].as_i64().unwrap() >= 1);

    // The endpoint with the default subscriptions got only the start.
    let only = defaults.wait_for(1).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(defaults.deliveries().len(), 1, "{only:?}");
}

#[tokio::test]
async fn unknown_and_malformed_events_and_endpoints() {
    let app = spawn_app().await;
    let unknown = app.get("/api/v1/events/evt_00000000000000000000000000000000").await;
    assert_eq!(unknown.status, 404);
    assert_documented!("getEvent", "unknown_id", unknown);
    let malformed = app.get("/api/v1/events/not-an-event").await;
    assert_eq!(malformed.status, 400);
    assert_documented!("getEvent", "malformed_id", malformed);
    let malformed = app.post("/api/v1/events/not-an-event/resend", &json!({})).await;
    assert_eq!(malformed.status, 400);
    assert_documented!("resendEvent", "malformed_id", malformed);
    let none = "/api/v1/webhooks/01937b10-0f1e-7a2b-b3c4-d5e6f7a8b9c0";
    for (operation, suffix) in [("rotateWebhookSecret", "/rotate-secret"), ("sendTestWebhook", "/test")] {
        let reply = app.post(&format!("{none}{suffix}"), &json!({})).await;
        assert_eq!(reply.status, 404, "{operation}");
        assert_documented!(operation, "unknown_id", reply);
        let reply = app
            .post(&format!("/api/v1/webhooks/not-a-uuid{suffix}"), &json!({}))
            .await;
        assert_eq!(reply.status, 400, "{operation}");
        assert_documented!(operation, "id_not_a_uuid", reply);
    }
    let reply = app
        .post(&format!("{none}/recover"), &json!({"since": "2026-01-01T00:00:00Z"}))
        .await;
    assert_eq!(reply.status, 404);
    assert_documented!("recoverWebhookDeliveries", "unknown_id", reply);
    let reply = app.patch("/api/v1/webhooks/not-a-uuid", &json!({})).await;
    assert_eq!(reply.status, 400);
    assert_documented!("updateWebhookEndpoint", "id_not_a_uuid", reply);
}
