//! Real responses for the documented statuses that the resource modules do not produce on their
//! own, mostly the cross-cutting ones, operation by operation: no key (401), an account past due
//! (403), over the rate limit (429), an internal failure (500), an unreachable database (503),
//! idempotency conflicts (409, 422), oversized bodies (413), and the remaining 400/404/409/410 of
//! interviews, sessions and webhooks. Each is snapshotted under its
//! `<operationId>-<status>-<case>` name, which `coverage.rs` checks against `openapi.yaml`.

use std::time::Duration;

use interview_api::domain::accounts::Plan;
use reqwest::Method;
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use uuid::Uuid;

use crate::helpers::*;
use crate::jobs::{create_job, job_body};
use crate::sessions::{invite, session};

/// `assert_documented!` for names known at run time: the same `<operationId>-<status>-<case>`.
fn documented(operation: &str, case: &str, reply: &Reply) {
    let name = format!("{operation}-{}-{case}", reply.status.as_u16());
    insta::assert_json_snapshot!(name, reply.shape());
}

/// A client of one running server, with the key of its account.
struct Api {
    client: reqwest::Client,
    base: String,
    key: String,
}

impl Api {
    fn of(app: &TestApp) -> Api {
        Api {
            client: app.client.clone(),
            base: format!("http://{}", app.address),
            key: app.account.key.clone(),
        }
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> Reply {
        let response = request.send().await.expect("request reaches the server");
        let status = response.status();
        let headers = response.headers().clone();
        let text = response.text().await.unwrap();
        Reply { status, headers, text }
    }

    fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{path}", self.base))
            .bearer_auth(&self.key)
    }

    async fn post(&self, path: &str, body: &Value) -> Reply {
        self.send(self.request(Method::POST, path).json(body)).await
    }

    async fn get(&self, path: &str) -> Reply {
        self.send(self.request(Method::GET, path)).await
    }

    /// `call` with the account's key (for operations that take one), or without any key.
    async fn call(&self, call: &Call, with_key: bool) -> Reply {
        let mut request = self
            .client
            .request(call.method.clone(), format!("{}{}", self.base, call.path));
        if with_key && call.authenticated {
            request = request.bearer_auth(&self.key);
        }
        if let Some(body) = &call.body {
            request = request.json(body);
        }
        self.send(request).await
    }
}

/// One resource of each kind, to address every operation with a valid request.
struct Fixture {
    job: String,
    candidate: String,
    interview: String,
    token: String,
    question: String,
    webhook: String,
}

async fn fixture(api: &Api) -> Fixture {
    let created = |reply: Reply, what: &str| {
        assert_eq!(reply.status, 201, "{what}: {}", reply.text);
        reply.json()
    };
    let job = created(api.post("/api/v1/jobs", &job_body()).await, "job")["data"]["id"].clone();
    let invitation = created(
        api.post(
            "/api/v1/invitations",
            &json!({"job_id": job, "candidate_name": "Ada Lovelace"}),
        )
        .await,
        "invitation",
    );
    let candidate = created(
        api.post("/api/v1/candidates", &json!({"name": "Ada Lovelace"})).await,
        "candidate",
    );
    // Deliveries to this port are refused at once; nothing here completes an interview anyway.
    let webhook = created(
        api.post("/api/v1/webhooks", &json!({"url": "http://127.0.0.1:9/hooks"}))
            .await,
        "webhook endpoint",
    );
    let interview = invitation["id"].as_str().unwrap().to_owned();
    let questions = api
        .get(&format!("/api/v1/interviews/{interview}/questions"))
        .await
        .json();
    Fixture {
        job: job.as_str().unwrap().to_owned(),
        candidate: candidate["data"]["id"].as_str().unwrap().to_owned(),
        token: invitation["token"].as_str().unwrap().to_owned(),
        question: questions["data"][0]["id"].as_str().unwrap().to_owned(),
        webhook: webhook["data"]["id"].as_str().unwrap().to_owned(),
        interview,
    }
}

/// A valid request to one operation.
struct Call {
    operation: &'static str,
    method: Method,
    path: String,
    body: Option<Value>,
    authenticated: bool,
    /// The table whose loss makes this operation fail inside the server.
    table: &'static str,
}

fn calls(f: &Fixture) -> Vec<Call> {
    let call = |operation, method, path: String, body: Option<Value>, table| Call {
        operation,
        method,
        path: format!("/api/v1{path}"),
        body,
        authenticated: !path.starts_with("/sessions/"),
        table,
    };
    let (job, candidate, interview, token, webhook) = (&f.job, &f.candidate, &f.interview, &f.token, &f.webhook);
    vec![
        call("listCandidates", Method::GET, "/candidates".into(), None, "candidates"),
        call(
            "createCandidate",
            Method::POST,
            "/candidates".into(),
            Some(json!({"name": "Grace Hopper"})),
            "candidates",
        ),
        call(
            "getCandidate",
            Method::GET,
            format!("/candidates/{candidate}"),
            None,
            "candidates",
        ),
        call(
            "updateCandidate",
            Method::PATCH,
            format!("/candidates/{candidate}"),
            Some(json!({"title": "Rear Admiral"})),
            "candidates",
        ),
        call(
            "deleteCandidate",
            Method::DELETE,
            format!("/candidates/{candidate}"),
            None,
            "candidates",
        ),
        call("createJob", Method::POST, "/jobs".into(), Some(job_body()), "jobs"),
        call("listJobs", Method::GET, "/jobs".into(), None, "jobs"),
        call("getJob", Method::GET, format!("/jobs/{job}"), None, "jobs"),
        call(
            "createInvitation",
            Method::POST,
            "/invitations".into(),
            Some(json!({"job_id": job, "candidate_name": "Grace Hopper"})),
            "interviews",
        ),
        call(
            "getCreditBalance",
            Method::GET,
            "/credits/balance".into(),
            None,
            "interviews",
        ),
        call("listInterviews", Method::GET, "/interviews".into(), None, "interviews"),
        call(
            "getInterview",
            Method::GET,
            format!("/interviews/{interview}"),
            None,
            "interviews",
        ),
        call(
            "listInterviewQuestions",
            Method::GET,
            format!("/interviews/{interview}/questions"),
            None,
            "interviews",
        ),
        call(
            "cancelInterview",
            Method::POST,
            format!("/interviews/{interview}/cancel"),
            None,
            "interviews",
        ),
        call(
            "getSession",
            Method::GET,
            format!("/sessions/{token}"),
            None,
            "interviews",
        ),
        call(
            "startSession",
            Method::POST,
            format!("/sessions/{token}/start"),
            None,
            "interviews",
        ),
        call(
            "recordSessionResponse",
            Method::POST,
            format!("/sessions/{token}/responses"),
            Some(
                json!({"question_id": f.question, "transcript": "I would start with the logs.", "duration_seconds": 42}),
            ),
            "interviews",
        ),
        call(
            "completeSession",
            Method::POST,
            format!("/sessions/{token}/complete"),
            None,
            "interviews",
        ),
        call(
            "createWebhookEndpoint",
            Method::POST,
            "/webhooks".into(),
            Some(json!({"url": "http://127.0.0.1:9/other"})),
            "webhook_endpoints",
        ),
        call(
            "listWebhookEndpoints",
            Method::GET,
            "/webhooks".into(),
            None,
            "webhook_endpoints",
        ),
        call(
            "getWebhookEndpoint",
            Method::GET,
            format!("/webhooks/{webhook}"),
            None,
            "webhook_endpoints",
        ),
        call(
            "deleteWebhookEndpoint",
            Method::DELETE,
            format!("/webhooks/{webhook}"),
            None,
            "webhook_endpoints",
        ),
        call(
            "listWebhookDeliveries",
            Method::GET,
            format!("/webhooks/{webhook}/deliveries"),
            None,
            "webhook_endpoints",
        ),
    ]
}

fn error_type(reply: &Reply) -> Value {
    reply.json()["error"]["type"].clone()
}

#[tokio::test]
async fn every_operation_with_a_key_is_401_without_one() {
    let app = spawn_app().await;
    let api = Api::of(&app);
    let fixture = fixture(&api).await;
    for call in calls(&fixture).iter().filter(|c| c.authenticated) {
        let reply = api.call(call, false).await;
        assert_eq!(reply.status, 401, "{}: {}", call.operation, reply.text);
        assert_eq!(error_type(&reply), "authentication_error");
        assert_eq!(reply.header("www-authenticate"), Some("Bearer"));
        documented(call.operation, "missing_key", &reply);
    }
}

#[tokio::test]
async fn every_operation_with_a_key_is_403_when_the_subscription_is_past_due() {
    let app = spawn_app().await;
    let api = Api::of(&app);
    let fixture = fixture(&api).await;
    sqlx::query("update accounts set subscription_status = 'past_due' where id = $1")
        .bind(app.account.id)
        .execute(&app.db)
        .await
        .unwrap();
    for call in calls(&fixture).iter().filter(|c| c.authenticated) {
        let reply = api.call(call, true).await;
        assert_eq!(reply.status, 403, "{}: {}", call.operation, reply.text);
        assert_eq!(error_type(&reply), "permission_error");
        documented(call.operation, "subscription_past_due", &reply);
    }
}

#[tokio::test]
async fn every_operation_is_429_over_the_rate_limit() {
    let limited = spawn_app_with(Options {
        extra_args: vec!["--rate-limit-per-minute".into(), "1".into()],
        ..Options::default()
    })
    .await;
    // The fixture needs more than one request a minute: build it on a second server over the
    // same database, whose window is its own.
    let replica = spawn_replica(&limited).await;
    let setup = Api {
        base: format!("http://{}", replica.address),
        ..Api::of(&limited)
    };
    let fixture = fixture(&setup).await;
    let api = Api::of(&limited);
    for call in calls(&fixture) {
        // The first request of a window is let through; the window may also turn over mid-test.
        let mut reply = api.call(&call, true).await;
        for _ in 0..2 {
            if reply.status == 429 {
                break;
            }
            reply = api.call(&call, true).await;
        }
        assert_eq!(reply.status, 429, "{}: {}", call.operation, reply.text);
        assert_eq!(error_type(&reply), "rate_limit_exceeded");
        let seconds = reply.header("retry-after").expect("Retry-After").to_owned();
        let shown = Reply {
            text: reply
                .text
                .replace(&format!("Retry in {seconds} seconds"), "Retry in [seconds] seconds"),
            ..reply
        };
        documented(call.operation, "rate_limited", &shown);
    }
    replica.stop().await;
}

#[tokio::test]
async fn every_operation_is_500_when_its_table_is_gone() {
    let app = spawn_app().await;
    let api = Api::of(&app);
    let fixture = fixture(&api).await;
    for call in calls(&fixture) {
        let table = call.table;
        sqlx::query(&format!("alter table {table} rename to {table}_gone"))
            .execute(&app.db)
            .await
            .unwrap();
        let reply = api.call(&call, true).await;
        sqlx::query(&format!("alter table {table}_gone rename to {table}"))
            .execute(&app.db)
            .await
            .unwrap();
        assert_eq!(reply.status, 500, "{}: {}", call.operation, reply.text);
        assert!(
            !reply.text.contains("relation") && !reply.text.contains("does not exist"),
            "a 500 reveals no internals: {}",
            reply.text
        );
        documented(call.operation, "internal_failure", &reply);
    }
}

/// A database role of the test's own, owning a database of its own; both dropped at the end.
struct OwnRole {
    role: String,
    database: String,
}

impl OwnRole {
    async fn create(admin: &PgPool) -> OwnRole {
        let suffix = Uuid::new_v4().simple().to_string();
        let own = OwnRole {
            role: format!("app_{suffix}"),
            database: format!("test_{suffix}"),
        };
        sqlx::query(&format!("create role \"{}\" login", own.role))
            .execute(admin)
            .await
            .unwrap();
        sqlx::query(&format!("create database \"{}\" owner \"{}\"", own.database, own.role))
            .execute(admin)
            .await
            .unwrap();
        own
    }

    fn url(&self) -> String {
        let mut url = reqwest::Url::parse(&server_url()).unwrap();
        url.set_username(&self.role).unwrap();
        url.set_path(&self.database);
        url.to_string()
    }
}

impl Drop for OwnRole {
    fn drop(&mut self) {
        let (admin, role, database) = (
            format!("{}/postgres", server_url()),
            self.role.clone(),
            self.database.clone(),
        );
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                if let Ok(pool) = PgPoolOptions::new().max_connections(1).connect(&admin).await {
                    for statement in [
                        format!("drop database if exists \"{database}\" with (force)"),
                        format!("drop role if exists \"{role}\""),
                    ] {
                        let _ = sqlx::query(&statement).execute(&pool).await;
                    }
                }
            });
        })
        .join();
    }
}

/// The server's database refuses it (its role may open no connection, and the open ones are
/// terminated, as when the database is failed over or overloaded): every operation is 503
/// `service_unavailable`, none 500.
#[tokio::test]
async fn every_operation_is_503_when_the_database_refuses_connections() {
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(&format!("{}/postgres", server_url()))
        .await
        .unwrap();
    let own = OwnRole::create(&admin).await;
    let settings = test_settings(
        &own.url(),
        &["--database-acquire-timeout-ms".to_owned(), "500".to_owned()],
    );
    interview_api::db::connect_and_migrate(&settings)
        .await
        .expect("the role reaches its database");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let server = tokio::spawn(interview_api::http::server::run(
        settings,
        listener,
        std::future::pending::<()>(),
    ));
    let db = PgPoolOptions::new()
        .max_connections(1)
        .connect(&own.url())
        .await
        .unwrap();
    let account = create_account(&db, Plan::Paid, 1000).await;
    db.close().await;
    let api = Api {
        client: reqwest::Client::new(),
        base: format!("http://{address}"),
        key: account.key,
    };
    let fixture = fixture(&api).await;

    sqlx::query(&format!("alter role \"{}\" connection limit 0", own.role))
        .execute(&admin)
        .await
        .unwrap();
    sqlx::query("select pg_terminate_backend(pid) from pg_stat_activity where usename = $1")
        .bind(&own.role)
        .execute(&admin)
        .await
        .unwrap();
    for call in calls(&fixture) {
        let reply = tokio::time::timeout(Duration::from_secs(20), api.call(&call, true))
            .await
            .expect("an outage is answered, not waited out");
        assert_eq!(reply.status, 503, "{}: {}", call.operation, reply.text);
        assert_eq!(error_type(&reply), "service_unavailable");
        documented(call.operation, "database_unreachable", &reply);
    }
    server.abort();
    let _ = server.await;
    admin.close().await;
}

/// A claim held by a request that is still running, as in tests/api/idempotency.rs.
async fn hold_key(app: &TestApp, key: &str) -> sqlx::Transaction<'static, sqlx::Postgres> {
    let mut holder = app.db.begin().await.unwrap();
    sqlx::query("insert into idempotency_keys (account_id, idempotency_key, fingerprint) values ($1, $2, '\\x00')")
        .bind(app.account.id)
        .bind(key)
        .execute(&mut *holder)
        .await
        .unwrap();
    holder
}

#[tokio::test]
async fn idempotency_conflicts_are_409_and_422_on_every_post_that_documents_them() {
    let app = spawn_app().await;
    let api = Api::of(&app);
    let fixture = fixture(&api).await;
    let with_key = |path: &str, key: &str, body: Option<&Value>| {
        let request = api.request(Method::POST, path).header("Idempotency-Key", key);
        match body {
            Some(body) => request.json(body),
            None => request,
        }
    };
    let posts = [
        (
            "createCandidate",
            "/api/v1/candidates",
            json!({"name": "Grace Hopper"}),
            json!({"name": "Alan Turing"}),
        ),
        (
            "createJob",
            "/api/v1/jobs",
            job_body(),
            json!({"title": "Another", "questions": [{"question_text": "Why?", "question_type": "behavioral"}]}),
        ),
        (
            "createWebhookEndpoint",
            "/api/v1/webhooks",
            json!({"url": "http://127.0.0.1:9/a"}),
            json!({"url": "http://127.0.0.1:9/b"}),
        ),
    ];
    for (operation, path, first, second) in &posts {
        let busy = format!("busy-{operation}");
        let holder = hold_key(&app, &busy).await;
        let reply = api.send(with_key(path, &busy, Some(first))).await;
        holder.rollback().await.unwrap();
        assert_eq!(reply.status, 409, "{operation}: {}", reply.text);
        assert_eq!(error_type(&reply), "idempotency_error");
        documented(operation, "key_in_use", &reply);

        let key = format!("reused-{operation}");
        let reply = api.send(with_key(path, &key, Some(first))).await;
        assert_eq!(reply.status, 201, "{operation}: {}", reply.text);
        let reply = api.send(with_key(path, &key, Some(second))).await;
        assert_eq!(reply.status, 422, "{operation}: {}", reply.text);
        assert_eq!(error_type(&reply), "idempotency_error");
        documented(operation, "key_reused", &reply);
    }

    // cancelInterview: the same key on another interview's cancel is another request.
    let other = invite_via(&api, &fixture.job).await;
    let first = format!("/api/v1/interviews/{}/cancel", fixture.interview);
    let reply = api.send(with_key(&first, "cancel-once", None)).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let reply = api
        .send(with_key(
            &format!("/api/v1/interviews/{other}/cancel"),
            "cancel-once",
            None,
        ))
        .await;
    assert_eq!(reply.status, 422, "{}", reply.text);
    assert_eq!(error_type(&reply), "idempotency_error");
    documented("cancelInterview", "key_reused", &reply);
}

async fn invite_via(api: &Api, job: &str) -> String {
    let reply = api
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job, "candidate_name": "Grace Hopper"}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn bodies_over_1_mib_are_413() {
    let app = spawn_app().await;
    let api = Api::of(&app);
    let fixture = fixture(&api).await;
    let huge = "x".repeat(1024 * 1024 + 1);
    let requests = [
        ("createJob", "/api/v1/jobs".to_owned(), true),
        ("createInvitation", "/api/v1/invitations".to_owned(), true),
        ("createWebhookEndpoint", "/api/v1/webhooks".to_owned(), true),
        (
            "recordSessionResponse",
            format!("/api/v1/sessions/{}/responses", fixture.token),
            false,
        ),
    ];
    for (operation, path, with_key) in requests {
        let body = json!({"title": huge, "candidate_name": huge, "url": huge, "transcript": huge});
        let request = if with_key {
            api.request(Method::POST, &path)
        } else {
            api.client.post(format!("{}{path}", api.base))
        };
        let reply = api.send(request.json(&body)).await;
        assert_eq!(reply.status, 413, "{operation}: {}", reply.text);
        assert_eq!(error_type(&reply), "validation_error");
        documented(operation, "body_over_1_mib", &reply);
    }
}

#[tokio::test]
async fn malformed_ids_tokens_and_parameters_are_400() {
    let app = spawn_app().await;
    let api = Api::of(&app);
    let requests = [
        (
            "listInterviews",
            Method::GET,
            "/api/v1/interviews?limit=0",
            "limit_below_1",
            true,
        ),
        (
            "getInterview",
            Method::GET,
            "/api/v1/interviews/not-a-uuid",
            "id_not_a_uuid",
            true,
        ),
        (
            "listInterviewQuestions",
            Method::GET,
            "/api/v1/interviews/not-a-uuid/questions",
            "id_not_a_uuid",
            true,
        ),
        (
            "cancelInterview",
            Method::POST,
            "/api/v1/interviews/not-a-uuid/cancel",
            "id_not_a_uuid",
            true,
        ),
        (
            "listWebhookEndpoints",
            Method::GET,
            "/api/v1/webhooks?cursor=garbage",
            "bad_cursor",
            true,
        ),
        (
            "getWebhookEndpoint",
            Method::GET,
            "/api/v1/webhooks/not-a-uuid",
            "id_not_a_uuid",
            true,
        ),
        (
            "deleteWebhookEndpoint",
            Method::DELETE,
            "/api/v1/webhooks/not-a-uuid",
            "id_not_a_uuid",
            true,
        ),
        (
            "listWebhookDeliveries",
            Method::GET,
            "/api/v1/webhooks/not-a-uuid/deliveries",
            "id_not_a_uuid",
            true,
        ),
        (
            "getSession",
            Method::GET,
            "/api/v1/sessions/not-a-token",
            "malformed_token",
            false,
        ),
        (
            "startSession",
            Method::POST,
            "/api/v1/sessions/not-a-token/start",
            "malformed_token",
            false,
        ),
        (
            "completeSession",
            Method::POST,
            "/api/v1/sessions/not-a-token/complete",
            "malformed_token",
            false,
        ),
    ];
    for (operation, method, path, case, with_key) in requests {
        let request = if with_key {
            api.request(method, path)
        } else {
            api.client.request(method, format!("{}{path}", api.base))
        };
        let reply = api.send(request).await;
        assert_eq!(reply.status, 400, "{operation}: {}", reply.text);
        assert_eq!(error_type(&reply), "validation_error");
        documented(operation, case, &reply);
    }
}

#[tokio::test]
async fn unknown_interviews_tokens_and_endpoints_are_404() {
    let app = spawn_app().await;
    let api = Api::of(&app);
    let unknown = Uuid::now_v7();
    let token = "A".repeat(43);
    for (operation, path) in [
        ("getInterview", format!("/api/v1/interviews/{unknown}")),
        (
            "listInterviewQuestions",
            format!("/api/v1/interviews/{unknown}/questions"),
        ),
        (
            "listWebhookDeliveries",
            format!("/api/v1/webhooks/{unknown}/deliveries"),
        ),
    ] {
        let reply = api.get(&path).await;
        assert_eq!(reply.status, 404, "{operation}: {}", reply.text);
        documented(operation, "unknown_id", &reply);
    }
    let reply = api
        .send(api.request(Method::DELETE, &format!("/api/v1/webhooks/{unknown}")))
        .await;
    assert_eq!(reply.status, 404, "{}", reply.text);
    documented("deleteWebhookEndpoint", "unknown_id", &reply);
    for (operation, action, body) in [
        ("startSession", "start", None),
        (
            "recordSessionResponse",
            "responses",
            Some(json!({"question_id": unknown, "transcript": "", "duration_seconds": 1})),
        ),
        ("completeSession", "complete", None),
    ] {
        let reply = session(&app, &token, action, body).await;
        assert_eq!(reply.status, 404, "{operation}: {}", reply.text);
        assert_eq!(error_type(&reply), "resource_not_found");
        documented(operation, "unknown_token", &reply);
    }
}

#[tokio::test]
async fn session_actions_in_the_wrong_state_are_409_and_after_expiry_410() {
    let app = spawn_app().await;
    let job = create_job(&app).await;

    let cancelled = invite(&app, &job).await;
    let reply = app
        .post(&format!("/api/v1/interviews/{}/cancel", cancelled.id), &json!({}))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let reply = session(&app, &cancelled.token, "start", None).await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(error_type(&reply), "invalid_state");
    documented("startSession", "cancelled", &reply);

    let invited = invite(&app, &job).await;
    let questions = app
        .get(&format!("/api/v1/interviews/{}/questions", invited.id))
        .await
        .json();
    let answer = json!({"question_id": questions["data"][0]["id"], "transcript": "Early.", "duration_seconds": 3});
    let reply = session(&app, &invited.token, "responses", Some(answer.clone())).await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(error_type(&reply), "invalid_state");
    documented("recordSessionResponse", "not_started", &reply);

    sqlx::query("update interviews set expires_at = now() - interval '1 second' where id = $1::uuid")
        .bind(&invited.id)
        .execute(&app.db)
        .await
        .unwrap();
    for (operation, action, body) in [
        ("getSession", "", None),
        ("recordSessionResponse", "responses", Some(answer)),
        ("completeSession", "complete", None),
    ] {
        let reply = session(&app, &invited.token, action, body).await;
        assert_eq!(reply.status, 410, "{operation}: {}", reply.text);
        assert_eq!(error_type(&reply), "link_expired");
        documented(operation, "link_expired", &reply);
    }
}
