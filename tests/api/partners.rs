//! Greenhouse as an assessment partner: it lists the account's jobs as tests, orders an interview
//! with `send_test` (retried orders find their interview; the callback URL must be a Greenhouse
//! host), reads `test_status`, and is told of the completion by a `PATCH` to the order's URL,
//! authenticated with the customer's Greenhouse key, through the webhook delivery machinery. It
//! authenticates with HTTP Basic (the key as user name, empty password); a key of scope
//! `assessment_partner` can do nothing else.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::{HeaderMap, StatusCode};
use base64::Engine;
use interview_api::domain::accounts::Plan;
use interview_api::models::{KeyMode, KeyScope};
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};

use crate::emails::{MAIL_WITHIN, app_sending_to};
use crate::jobs::create_job;
use crate::sessions::session;

/// A `send_test` body as Greenhouse sends it, for the job `job`, reporting to `url`.
pub fn send_test_body(job: &str, url: &str) -> Value {
    json!({
        "partner_test_id": job,
        "candidate": {
            "first_name": "Harriet",
            "last_name": "Quimby",
            "email": "harriet.quimby@example.test",
            "phone_number": "123-456-7890",
            "resume_url": "https://resumes.example.test/never-fetched.pdf",
            "greenhouse_profile_url": "https://app.greenhouse.io/people/17681532?application_id=26234709"
        },
        "url": url,
        // Greenhouse may add properties to its requests.
        "sent_at": "2026-11-22T07:00:00Z"
    })
}

/// The key the customer hands to Greenhouse: scope `assessment_partner`, sent by HTTP Basic.
async fn greenhouse(app: &TestApp) -> Client {
    let key = create_scoped_key(
        &app.db,
        app.account.id,
        "greenhouse",
        KeyMode::Live,
        KeyScope::AssessmentPartner,
    )
    .await;
    app.client.with_key(&key).as_partner()
}

/// One request Greenhouse's side received.
#[derive(Debug, Clone)]
struct Received {
    method: String,
    path: String,
    authorization: Option<String>,
    body: String,
}

/// Greenhouse's side of the callback: records every request to its order URLs, answers 200.
struct GreenhouseReceiver {
    address: std::net::SocketAddr,
    received: Arc<Mutex<Vec<Received>>>,
}

impl GreenhouseReceiver {
    async fn start() -> Self {
        let received = Arc::new(Mutex::new(Vec::new()));
        let log = received.clone();
        let app = axum::Router::new().fallback(
            move |method: axum::http::Method, uri: axum::http::Uri, headers: HeaderMap, body: String| {
                let log = log.clone();
                async move {
                    log.lock().unwrap().push(Received {
                        method: method.to_string(),
                        path: uri.path().to_owned(),
                        authorization: headers
                            .get("authorization")
                            .and_then(|v| v.to_str().ok())
                            .map(str::to_owned),
                        body,
                    });
                    StatusCode::OK
                }
            },
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { address, received }
    }

    fn order_url(&self, order: u32) -> String {
        format!(
            "http://{}/integrations/testing_partners/take_home_tests/{order}",
            self.address
        )
    }

    /// Waits (boundedly) for the first request.
    async fn wait_for_one(&self) -> Received {
        for _ in 0..300 {
            if let Some(first) = self.received.lock().unwrap().first().cloned() {
                return first;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("Greenhouse received no callback");
    }
}

async fn available_credits(app: &TestApp) -> i64 {
    app.get("/api/v1/credits/balance").await.json()["available_credits"]
        .as_i64()
        .unwrap()
}

async fn interviews_in_account(app: &TestApp) -> i64 {
    sqlx::query_scalar("select count(*) from interviews where account_id = $1")
        .bind(app.account.id)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

/// `test_status`, its `metadata` in name order (a map: the server gives no order) so that its
/// snapshot is stable.
async fn test_status(greenhouse: &Client, id: &str) -> Reply {
    let reply = greenhouse
        .get(&format!(
            "/api/v1/partners/greenhouse/test_status?partner_interview_id={id}"
        ))
        .await;
    let Ok(mut body) = serde_json::from_str::<Value>(&reply.text) else {
        return reply;
    };
    if let Some(metadata) = body.get_mut("metadata").and_then(Value::as_object_mut) {
        let mut sorted: Vec<(String, Value)> = std::mem::take(metadata).into_iter().collect();
        sorted.sort_by(|a, b| a.0.cmp(&b.0));
        metadata.extend(sorted);
    }
    Reply {
        text: body.to_string(),
        ..reply
    }
}

/// The interview's token, as the candidate finds it in the link it was sent.
async fn token_of(app: &TestApp, interview: &str) -> String {
    let reply = app.get(&format!("/api/v1/interviews/{interview}")).await;
    let link = reply.json()["data"]["interview_url"].as_str().unwrap().to_owned();
    link.rsplit('/').next().unwrap().to_owned()
}

/// A report link's path on the test's own server (links name `TEST_PUBLIC_URL_BASE`).
pub fn report_path(url: &str) -> String {
    url.strip_prefix(TEST_PUBLIC_URL_BASE)
        .unwrap_or_else(|| panic!("{url} is not a report link"))
        .to_owned()
}

#[tokio::test]
async fn greenhouse_orders_an_interview_and_is_called_back_when_it_is_evaluated() {
    let smtp = SmtpServer::start(free_port()).await;
    let app = app_sending_to(&smtp.url()).await;
    let greenhouse = greenhouse(&app).await;
    let receiver = GreenhouseReceiver::start().await;
    let connection = app
        .send(
            app.request(Method::PUT, "/api/v1/partners/greenhouse/connection")
                .json(&json!({"callback_key": "gh_partner_key_123"})),
        )
        .await;
    assert_eq!(connection.status, 200, "{}", connection.text);
    assert_eq!(connection.json()["data"]["callback_key_set"], true);
    assert!(
        !connection.text.contains("gh_partner_key_123"),
        "the key is never shown"
    );
    assert_documented!("setGreenhouseConnection", "key_set", connection);
    assert_documented!(
        "getGreenhouseConnection",
        "key_set",
        app.get("/api/v1/partners/greenhouse/connection").await
    );

    // The recruiter adds the stage: the jobs are the tests.
    let job = create_job(&app).await;
    let archived = create_job(&app).await;
    app.post(
        &format!("/api/v1/jobs/{}/archive", archived["id"].as_str().unwrap()),
        &json!({}),
    )
    .await;
    let tests = greenhouse.get("/api/v1/partners/greenhouse/list_tests").await;
    assert_eq!(tests.status, 200, "{}", tests.text);
    assert_eq!(
        tests.json(),
        json!([{"partner_test_id": job["id"], "partner_test_name": "Senior Backend Engineer"}])
    );
    assert_documented!("listGreenhouseTests", "jobs", tests);

    // "Send Test".
    let before = available_credits(&app).await;
    let job_id = job["id"].as_str().unwrap();
    let ordered = greenhouse
        .post(
            "/api/v1/partners/greenhouse/send_test",
            &send_test_body(job_id, &receiver.order_url(12345)),
        )
        .await;
    assert_eq!(ordered.status, 200, "{}", ordered.text);
    assert_documented!("sendGreenhouseTest", "ordered", ordered);
    let id = ordered.json()["partner_interview_id"].as_str().unwrap().to_owned();
    let interview = app.get(&format!("/api/v1/interviews/{id}")).await.json()["data"].clone();
    assert_eq!(interview["candidate_name"], "Harriet Quimby");
    assert_eq!(
        interview["metadata"]["greenhouse_profile_url"],
        "https://app.greenhouse.io/people/17681532?application_id=26234709"
    );
    assert_eq!(
        available_credits(&app).await,
        before - interview["estimated_credits"].as_i64().unwrap()
    );
    let status = test_status(&greenhouse, &id).await;
    assert_eq!(status.json()["partner_status"], "invited");
    assert_eq!(status.json()["partner_profile_url"], Value::Null);
    assert_documented!("getGreenhouseTestStatus", "invited", status);
    // The partner e-mails the candidate the link.
    let mail = smtp.wait_for(1, MAIL_WITHIN).await.remove(0);
    assert_eq!(mail.rcpt_tos, ["harriet.quimby@example.test"]);
    let link = interview["interview_url"].as_str().unwrap();
    assert!(mail.text.contains(link), "{}", mail.text);

    // The runtime drives the session through the link.
    let token = token_of(&app, &id).await;
    let started = session(&app, &token, "start", None).await;
    assert_eq!(started.status, 200, "{}", started.text);
    assert_eq!(
        test_status(&greenhouse, &id).await.json()["partner_status"],
        "in_progress"
    );
    let questions = started.json()["data"]["questions"].as_array().unwrap().clone();
    for (i, question) in questions.iter().enumerate() {
        let answer = session(
            &app,
            &token,
            "responses",
            Some(json!({"question_id": question["id"], "transcript": format!("Answer {i}"), "duration_seconds": 60})),
        )
        .await;
        assert_eq!(answer.status, 200, "{}", answer.text);
    }
    let completed = session(&app, &token, "complete", None).await;
    assert_eq!(completed.status, 200, "{}", completed.text);
    let status = test_status(&greenhouse, &id).await;
    assert_eq!(status.json()["partner_status"], "evaluating");
    assert_documented!("getGreenhouseTestStatus", "evaluating", status);
    assert!(
        receiver.received.lock().unwrap().is_empty(),
        "no callback before the evaluation"
    );

    let scores: Vec<Value> = questions
        .iter()
        .map(|q| json!({"question_id": q["id"], "score": 75, "rationale": "Clear"}))
        .collect();
    let evaluated = session(
        &app,
        &token,
        "evaluation",
        Some(json!({"evaluation": {"overall_score": 82, "recommendation": "yes", "summary": "Strong systems thinking", "questions": scores}})),
    )
    .await;
    assert_eq!(evaluated.status, 200, "{}", evaluated.text);

    // The PATCH arrives, with no body and Greenhouse's key by HTTP Basic.
    let callback = receiver.wait_for_one().await;
    assert_eq!(callback.method, "PATCH");
    assert_eq!(callback.path, "/integrations/testing_partners/take_home_tests/12345");
    assert_eq!(callback.body, "");
    let expected = base64::engine::general_purpose::STANDARD.encode("gh_partner_key_123:");
    assert_eq!(callback.authorization, Some(format!("Basic {expected}")));

    let status = test_status(&greenhouse, &id).await;
    assert_eq!(status.status, 200, "{}", status.text);
    let body = status.json();
    assert_eq!(body["partner_status"], "complete");
    assert_eq!(body["partner_score"], 82);
    assert_eq!(body["metadata"]["Recommendation"], "yes");
    assert_eq!(body["metadata"]["Questions Answered"], questions.len().to_string());
    assert_documented!("getGreenhouseTestStatus", "complete", status);
    let report = app
        .client
        .anonymous()
        .get(&report_path(body["partner_profile_url"].as_str().unwrap()))
        .await;
    assert_eq!(report.status, 200, "{}", report.text);
    assert!(report.text.contains("Harriet Quimby") && report.text.contains("Strong systems thinking"));

    // The callback is on record, delivered.
    let callbacks = app.get("/api/v1/partners/greenhouse/callbacks").await;
    for _ in 0..100 {
        if app.get("/api/v1/partners/greenhouse/callbacks").await.json()["data"][0]["status"] == "delivered" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(callbacks.status, 200, "{}", callbacks.text);
    let callbacks = app.get("/api/v1/partners/greenhouse/callbacks").await;
    assert_eq!(callbacks.json()["data"][0]["status"], "delivered");
    assert_eq!(callbacks.json()["data"][0]["last_response_status"], 200);
    assert_documented!("listGreenhouseCallbacks", "delivered", callbacks);
}

#[tokio::test]
async fn a_retried_send_test_gives_the_same_interview_and_reserves_once_even_at_once() {
    let app = spawn_app().await;
    let greenhouse = greenhouse(&app).await;
    let job = create_job(&app).await;
    let before = available_credits(&app).await;
    let url = "https://app.greenhouse.io/integrations/testing_partners/take_home_tests/77";
    let body = send_test_body(job["id"].as_str().unwrap(), url);
    let orders = (0..6).map(|_| greenhouse.post("/api/v1/partners/greenhouse/send_test", &body));
    let replies = futures_util::future::join_all(orders).await;
    let ids: std::collections::HashSet<String> = replies
        .iter()
        .map(|reply| {
            assert_eq!(reply.status, 200, "{}", reply.text);
            reply.json()["partner_interview_id"].as_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(ids.len(), 1, "one interview for one order: {ids:?}");
    assert_eq!(interviews_in_account(&app).await, 1);
    let reserved = before - available_credits(&app).await;
    let id = ids.into_iter().next().unwrap();
    let estimated = app.get(&format!("/api/v1/interviews/{id}")).await.json()["data"]["estimated_credits"]
        .as_i64()
        .unwrap();
    assert_eq!(reserved, estimated, "reserved once");

    // Another order URL is another order.
    let other = send_test_body(
        job["id"].as_str().unwrap(),
        "https://app.eu.greenhouse.io/integrations/testing_partners/take_home_tests/78",
    );
    let reply = greenhouse.post("/api/v1/partners/greenhouse/send_test", &other).await;
    assert_ne!(reply.json()["partner_interview_id"].as_str().unwrap(), id);
}

#[tokio::test]
async fn a_send_test_whose_url_is_not_a_greenhouse_host_is_400_before_anything_is_reserved() {
    let app = spawn_app().await;
    let greenhouse = greenhouse(&app).await;
    let job = create_job(&app).await;
    let before = available_credits(&app).await;
    for url in [
        "https://attacker.example.test/integrations/testing_partners/take_home_tests/1",
        "https://app.greenhouse.io.attacker.test/x",
        "https://169.254.169.254/latest/meta-data",
        "https://user:password@app.greenhouse.io/x",
        "ftp://app.greenhouse.io/x",
    ] {
        let reply = greenhouse
            .post(
                "/api/v1/partners/greenhouse/send_test",
                &send_test_body(job["id"].as_str().unwrap(), url),
            )
            .await;
        assert_eq!(reply.status, 400, "{url}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "validation_error");
        if url.starts_with("https://attacker") {
            assert_documented!("sendGreenhouseTest", "url_not_greenhouse", reply);
        }
    }
    assert_eq!(available_credits(&app).await, before);
    assert_eq!(interviews_in_account(&app).await, 0);
}

#[tokio::test]
async fn plain_http_order_urls_are_refused_unless_private_addresses_are_allowed() {
    let app = spawn_app_with(Options {
        extra_args: ["--webhook-allow-private", "false"].map(String::from).to_vec(),
        ..Options::default()
    })
    .await;
    let greenhouse = greenhouse(&app).await;
    let job = create_job(&app).await;
    let reply = greenhouse
        .post(
            "/api/v1/partners/greenhouse/send_test",
            &send_test_body(job["id"].as_str().unwrap(), "http://app.greenhouse.io/x"),
        )
        .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
}

#[tokio::test]
async fn send_test_without_enough_credits_is_403_insufficient_credits_and_keeps_no_order() {
    let app = spawn_app_with(Options {
        credits: 1,
        ..Options::default()
    })
    .await;
    let greenhouse = greenhouse(&app).await;
    let job = create_job(&app).await;
    let body = send_test_body(
        job["id"].as_str().unwrap(),
        "https://app.greenhouse.io/integrations/testing_partners/take_home_tests/5",
    );
    let reply = greenhouse.post("/api/v1/partners/greenhouse/send_test", &body).await;
    assert_eq!(reply.status, 403, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "insufficient_credits");
    assert_documented!("sendGreenhouseTest", "insufficient_credits", reply);
    assert_eq!(interviews_in_account(&app).await, 0);
    let orders: i64 = sqlx::query_scalar("select count(*) from partner_orders")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(orders, 0);
}

#[tokio::test]
async fn send_test_for_an_unknown_or_archived_job_is_refused_as_an_invitation_is() {
    let app = spawn_app().await;
    let greenhouse = greenhouse(&app).await;
    let url = "https://app.greenhouse.io/integrations/testing_partners/take_home_tests/9";
    let reply = greenhouse
        .post(
            "/api/v1/partners/greenhouse/send_test",
            &send_test_body("01936e4a-1b2c-7d3e-8f40-5a6b7c8d9e0f", url),
        )
        .await;
    assert_eq!(reply.status, 404, "{}", reply.text);
    assert_documented!("sendGreenhouseTest", "unknown_job", reply);

    let job = create_job(&app).await;
    let id = job["id"].as_str().unwrap();
    app.post(&format!("/api/v1/jobs/{id}/archive"), &json!({})).await;
    let reply = greenhouse
        .post("/api/v1/partners/greenhouse/send_test", &send_test_body(id, url))
        .await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_documented!("sendGreenhouseTest", "archived_job", reply);

    let mut missing_email = send_test_body(id, url);
    missing_email["candidate"].as_object_mut().unwrap().remove("email");
    let reply = greenhouse
        .post("/api/v1/partners/greenhouse/send_test", &missing_email)
        .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
}

#[tokio::test]
async fn partner_endpoints_take_the_key_by_http_basic_only() {
    let app = spawn_app().await;
    let path = "/api/v1/partners/greenhouse/list_tests";
    // Bearer is not how Greenhouse sends it: refused, whatever the key's scope.
    let reply = app.get(path).await;
    assert_eq!(reply.status, 401, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "authentication_error");
    assert_documented!("listGreenhouseTests", "bearer", reply);
    // A full key by HTTP Basic works (a partner-scoped one is advised).
    assert_eq!(app.client.as_partner().get(path).await.status, 200);
    // An unknown key, and a key with a password.
    let unknown = app
        .client
        .with_key(&format!("ivk_live_{}", "ab".repeat(32)))
        .as_partner()
        .get(path)
        .await;
    assert_eq!(unknown.status, 401, "{}", unknown.text);
    assert_documented!("listGreenhouseTests", "unknown_key", unknown);
    let with_password = app
        .client
        .anonymous()
        .request(Method::GET, path)
        .basic_auth(&app.account.key, Some("secret"));
    assert_eq!(app.send(with_password).await.status, 401);
}

#[tokio::test]
async fn a_partner_key_is_refused_403_on_every_other_endpoint() {
    let app = spawn_app().await;
    let key = create_scoped_key(
        &app.db,
        app.account.id,
        "greenhouse",
        KeyMode::Live,
        KeyScope::AssessmentPartner,
    )
    .await;
    let partner = app.client.with_key(&key);
    for path in [
        "/api/v1/candidates",
        "/api/v1/jobs",
        "/api/v1/interviews",
        "/api/v1/api-keys",
        "/api/v1/settings",
        "/api/v1/partners/greenhouse/callbacks",
    ] {
        let reply = partner.get(path).await;
        assert_eq!(reply.status, 403, "{path}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "permission_error");
    }
    let reply = partner.get("/api/v1/candidates").await;
    assert_documented!("listCandidates", "partner_key", reply);
    let reply = partner
        .post("/api/v1/api-keys", &json!({"name": "escalate", "scope": "full"}))
        .await;
    assert_eq!(reply.status, 403, "{}", reply.text);
}

#[tokio::test]
async fn keys_are_created_with_a_scope_and_listed_with_it() {
    let app = spawn_app().await;
    let reply = app
        .post(
            "/api/v1/api-keys",
            &json!({"name": "greenhouse", "scope": "assessment_partner"}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_eq!(reply.json()["data"]["scope"], "assessment_partner");
    assert_documented!("createApiKey", "assessment_partner", reply);
    let key = reply.json()["data"]["key"].as_str().unwrap().to_owned();
    let listed = app.get("/api/v1/api-keys").await.json();
    let scopes: Vec<&str> = listed["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|key| key["scope"].as_str().unwrap())
        .collect();
    assert_eq!(scopes, ["full", "assessment_partner"]);
    let tests = app
        .client
        .with_key(&key)
        .as_partner()
        .get("/api/v1/partners/greenhouse/list_tests")
        .await;
    assert_eq!(tests.status, 200, "{}", tests.text);
}

#[tokio::test]
async fn an_erased_interview_reads_cancelled_and_reveals_nothing() {
    let app = spawn_app().await;
    let greenhouse = greenhouse(&app).await;
    let job = create_job(&app).await;
    let ordered = greenhouse
        .post(
            "/api/v1/partners/greenhouse/send_test",
            &send_test_body(
                job["id"].as_str().unwrap(),
                "https://app.greenhouse.io/integrations/testing_partners/take_home_tests/3",
            ),
        )
        .await;
    let id = ordered.json()["partner_interview_id"].as_str().unwrap().to_owned();
    let report_url = app.get(&format!("/api/v1/interviews/{id}")).await.json()["data"]["report_url"]
        .as_str()
        .unwrap()
        .to_owned();
    let erased = app.post("/api/v1/erasures", &json!({"interview_id": id})).await;
    assert!(erased.status.is_success(), "{}", erased.text);
    let status = test_status(&greenhouse, &id).await;
    assert_eq!(status.status, 200, "{}", status.text);
    assert_eq!(
        status.json(),
        json!({"partner_status": "cancelled", "partner_profile_url": null, "partner_score": null, "metadata": {}})
    );
    assert_documented!("getGreenhouseTestStatus", "erased", status);
    assert!(!status.text.contains("Harriet"));
    let report = app.client.anonymous().get(&report_path(&report_url)).await;
    assert_eq!(report.status, 410, "{}", report.text);
    assert!(!report.text.contains("Harriet"));
}

#[tokio::test]
async fn test_status_of_an_interview_not_ordered_through_greenhouse_is_404() {
    let app = spawn_app().await;
    let greenhouse = greenhouse(&app).await;
    let job = create_job(&app).await;
    let invited = crate::sessions::invite(&app, &job).await;
    let reply = test_status(&greenhouse, &invited.id).await;
    assert_eq!(reply.status, 404, "{}", reply.text);
    assert_documented!("getGreenhouseTestStatus", "not_ordered", reply);
    let reply = test_status(&greenhouse, "not-a-uuid").await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_documented!("getGreenhouseTestStatus", "id_not_a_uuid", reply);
}

#[tokio::test]
async fn response_errors_are_kept_without_the_email_capped_and_listed() {
    let app = spawn_app_with(Options {
        extra_args: ["--rate-limit-per-minute", "1000"].map(String::from).to_vec(),
        ..Options::default()
    })
    .await;
    let greenhouse = greenhouse(&app).await;
    let report = json!({
        "api_call": "test_status",
        "errors": ["partner_score must be a number"],
        "partner_test_id": "01936e4a-1b2c-7d3e-8f40-5a6b7c8d9e0f",
        "partner_test_name": "Senior Backend Engineer",
        "partner_interview_id": null,
        "candidate_email": "harriet.quimby@example.test"
    });
    let reply = greenhouse
        .post("/api/v1/partners/greenhouse/response_error", &report)
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_documented!("reportGreenhouseResponseError", "kept", reply);
    let empty = greenhouse
        .post("/api/v1/partners/greenhouse/response_error", &json!({}))
        .await;
    assert_eq!(empty.status, 200, "{}", empty.text);
    let bad = greenhouse
        .post(
            "/api/v1/partners/greenhouse/response_error",
            &json!({"errors": "not a list"}),
        )
        .await;
    assert_eq!(bad.status, 400, "{}", bad.text);
    assert_documented!("reportGreenhouseResponseError", "errors_not_a_list", bad);
    let stored: String = sqlx::query_scalar("select string_agg(to_jsonb(e)::text, ' ') from partner_errors e")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(
        !stored.contains("harriet"),
        "the e-mail address is never stored: {stored}"
    );
    let listed = app.get("/api/v1/partners/greenhouse/response-errors").await;
    assert_eq!(listed.json()["data"].as_array().unwrap().len(), 2);
    assert_eq!(
        listed.json()["data"][1]["errors"],
        json!(["partner_score must be a number"])
    );
    assert_documented!("listGreenhouseResponseErrors", "two", listed);
    for _ in 0..105 {
        let reply = greenhouse
            .post("/api/v1/partners/greenhouse/response_error", &json!({"errors": ["x"]}))
            .await;
        assert_eq!(reply.status, 200, "{}", reply.text);
    }
    let kept: i64 = sqlx::query_scalar("select count(*) from partner_errors")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(kept, 100);
    let metrics = app
        .client
        .anonymous()
        .send(
            app.client
                .anonymous()
                .request(Method::GET, "/metrics")
                .bearer_auth(TEST_METRICS_TOKEN),
        )
        .await;
    assert!(
        metrics.text.contains("partner_errors_reported_total"),
        "{}",
        metrics.text
    );
}

#[tokio::test]
async fn the_connection_is_404_until_set_and_its_key_is_sealed() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/partners/greenhouse/connection").await;
    assert_eq!(reply.status, 404, "{}", reply.text);
    assert_documented!("getGreenhouseConnection", "never_set", reply);
    let put = |body: Value| {
        app.request(Method::PUT, "/api/v1/partners/greenhouse/connection")
            .json(&body)
    };
    let reply = app.send(put(json!({"callback_key": "has a space"}))).await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_documented!("setGreenhouseConnection", "key_with_space", reply);
    let reply = app.send(put(json!({"callback_key": "plain-key-987"}))).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let stored: String = sqlx::query_scalar("select callback_key from partner_connections")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(!stored.contains("plain-key-987"), "stored sealed: {stored}");
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let reply = app
        .client
        .with_key(&test_key)
        .send(
            app.client
                .with_key(&test_key)
                .request(Method::PUT, "/api/v1/partners/greenhouse/connection")
                .json(&json!({"callback_key": "x"})),
        )
        .await;
    assert_eq!(reply.status, 403, "{}", reply.text);
}

#[tokio::test]
async fn partner_bodies_over_1_mib_are_413() {
    let app = spawn_app().await;
    let huge = "x".repeat(1024 * 1024 + 1);
    let body = json!({"url": huge, "callback_key": huge, "api_call": huge});
    for (operation, path, method, partner) in [
        (
            "sendGreenhouseTest",
            "/api/v1/partners/greenhouse/send_test",
            Method::POST,
            true,
        ),
        (
            "reportGreenhouseResponseError",
            "/api/v1/partners/greenhouse/response_error",
            Method::POST,
            true,
        ),
        (
            "setGreenhouseConnection",
            "/api/v1/partners/greenhouse/connection",
            Method::PUT,
            false,
        ),
    ] {
        let client = if partner {
            app.client.as_partner()
        } else {
            app.client.clone()
        };
        let reply = client.send(client.request(method, path).json(&body)).await;
        assert_eq!(reply.status, 413, "{operation}: {}", reply.text);
        assert_documented!(operation, "body_over_1_mib", reply);
    }
}

#[tokio::test]
async fn a_test_key_orders_test_interviews_from_test_jobs() {
    let app = spawn_app_with(Options {
        plan: Plan::Paid,
        ..Options::default()
    })
    .await;
    let test_key = create_scoped_key(
        &app.db,
        app.account.id,
        "gh-test",
        KeyMode::Test,
        KeyScope::AssessmentPartner,
    )
    .await;
    let greenhouse = app.client.with_key(&test_key).as_partner();
    let tests = greenhouse.get("/api/v1/partners/greenhouse/list_tests").await;
    assert_eq!(tests.json(), json!([]), "live jobs are not test jobs");
}
