//! What every documented operation answers, sent a valid request in each cross-cutting
//! condition: without a key (401 `authentication_error`, every operation that takes one), with
//! the account's subscription past due (403 `permission_error`), over the rate limit (429
//! `rate_limit_exceeded`), when its table is gone (a 500 that reveals no internals) and when the
//! database refuses connections (503 `service_unavailable`, never a 500). Each answer is
//! snapshotted under its `<operationId>-<status>-<case>` name. The fixture these requests address
//! (one resource of each kind) serves other modules' tests too.

use std::time::Duration;

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use uuid::Uuid;

use crate::jobs::job_body;

/// One resource of each kind, to address every operation with a valid request.
pub struct Fixture {
    pub job: String,
    pub candidate: String,
    pub interview: String,
    pub token: String,
    pub question: String,
    pub webhook: String,
    pub event: String,
    /// An interview ordered through Greenhouse's `send_test`.
    pub partner_interview: String,
}

/// Creates the fixture through `api`, a client with an account's key.
pub async fn fixture(api: &Client) -> Fixture {
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
    let ping = api
        .post(
            &format!("/api/v1/webhooks/{}/test", webhook["data"]["id"].as_str().unwrap()),
            &json!({}),
        )
        .await;
    assert_eq!(ping.status, 202, "ping: {}", ping.text);
    let interview = invitation["id"].as_str().unwrap().to_owned();
    let ordered = api
        .as_partner()
        .post(
            "/api/v1/partners/greenhouse/send_test",
            &crate::partners::send_test_body(job.as_str().unwrap(), FIXTURE_ORDER_URL),
        )
        .await;
    assert_eq!(ordered.status, 200, "send_test: {}", ordered.text);
    let connection = api
        .request(Method::PUT, "/api/v1/partners/greenhouse/connection")
        .json(&json!({"callback_key": "greenhouse-key"}));
    let connection = api.send(connection).await;
    assert_eq!(connection.status, 200, "connection: {}", connection.text);
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
        event: ping.json()["data"]["id"].as_str().unwrap().to_owned(),
        partner_interview: ordered.json()["partner_interview_id"].as_str().unwrap().to_owned(),
        interview,
    }
}

/// A valid request to one operation.
pub struct Call {
    pub operation: &'static str,
    pub method: Method,
    pub path: String,
    pub body: Option<Value>,
    /// Whether the operation takes an API key (every one but the session operations).
    pub authenticated: bool,
    /// The table whose loss makes this operation fail inside the server.
    pub table: &'static str,
    /// Whether the key goes by HTTP Basic (the assessment partner endpoints).
    pub basic: bool,
}

impl Call {
    /// Sends this request through `client`: with its key when `with_key` and the operation takes
    /// one, else without any key.
    pub async fn send(&self, client: &Client, with_key: bool) -> Reply {
        let client = match (with_key && self.authenticated, self.basic) {
            (true, true) => client.as_partner(),
            (true, false) => client.clone(),
            (false, _) => client.anonymous(),
        };
        let mut request = client.request(self.method.clone(), &self.path);
        if let Some(body) = &self.body {
            request = request.json(body);
        }
        client.send(request).await
    }
}

/// The order URL of the fixture's Greenhouse order (a retry finds it again).
pub const FIXTURE_ORDER_URL: &str = "https://app.greenhouse.io/integrations/testing_partners/take_home_tests/1";

/// The routes Greenhouse calls, which take the key by HTTP Basic.
const PARTNER_CALLS: [&str; 4] = [
    "/partners/greenhouse/list_tests",
    "/partners/greenhouse/send_test",
    "/partners/greenhouse/test_status",
    "/partners/greenhouse/response_error",
];

/// One valid request to each operation of `openapi.yaml` (the audit log's tests check that it
/// holds every one).
pub fn calls(f: &Fixture) -> Vec<Call> {
    let call = |operation, method, path: String, body: Option<Value>, table| Call {
        operation,
        method,
        path: format!("/api/v1{path}"),
        body,
        authenticated: !path.starts_with("/sessions/"),
        table,
        basic: PARTNER_CALLS.iter().any(|call| path.starts_with(call)),
    };
    let (job, candidate, interview, token, webhook) = (&f.job, &f.candidate, &f.interview, &f.token, &f.webhook);
    vec![
        call("listApiKeys", Method::GET, "/api-keys".into(), None, "api_keys"),
        call(
            "listGreenhouseTests",
            Method::GET,
            "/partners/greenhouse/list_tests".into(),
            None,
            "jobs",
        ),
        call(
            "sendGreenhouseTest",
            Method::POST,
            "/partners/greenhouse/send_test".into(),
            Some(crate::partners::send_test_body(job, FIXTURE_ORDER_URL)),
            "partner_orders",
        ),
        call(
            "getGreenhouseTestStatus",
            Method::GET,
            format!(
                "/partners/greenhouse/test_status?partner_interview_id={}",
                f.partner_interview
            ),
            None,
            "partner_orders",
        ),
        call(
            "reportGreenhouseResponseError",
            Method::POST,
            "/partners/greenhouse/response_error".into(),
            Some(json!({"api_call": "test_status", "errors": ["partner_score must be a number"]})),
            "partner_errors",
        ),
        call(
            "listGreenhouseResponseErrors",
            Method::GET,
            "/partners/greenhouse/response-errors".into(),
            None,
            "partner_errors",
        ),
        call(
            "getGreenhouseConnection",
            Method::GET,
            "/partners/greenhouse/connection".into(),
            None,
            "partner_connections",
        ),
        call(
            "setGreenhouseConnection",
            Method::PUT,
            "/partners/greenhouse/connection".into(),
            Some(json!({"callback_key": "greenhouse-key"})),
            "partner_connections",
        ),
        call(
            "listGreenhouseCallbacks",
            Method::GET,
            "/partners/greenhouse/callbacks".into(),
            None,
            "partner_callbacks",
        ),
        call(
            "createReportLink",
            Method::POST,
            format!("/interviews/{interview}/report-link"),
            None,
            "report_links",
        ),
        call(
            "createApiKey",
            Method::POST,
            "/api-keys".into(),
            Some(json!({"name": "ci"})),
            "api_keys",
        ),
        call(
            "deleteApiKey",
            Method::DELETE,
            "/api-keys/01936d71-2b3c-7d4e-8f50-6b7c8d9e0f12".into(),
            None,
            "api_keys",
        ),
        call(
            "simulateInterview",
            Method::POST,
            format!("/interviews/{interview}/simulate"),
            Some(json!({"outcome": "completed"})),
            "interviews",
        ),
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
        call(
            "listCreditTransactions",
            Method::GET,
            "/credits/transactions".into(),
            None,
            "credit_transactions",
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
            "updateWebhookEndpoint",
            Method::PATCH,
            format!("/webhooks/{webhook}"),
            Some(json!({"description": "ATS sync"})),
            "webhook_endpoints",
        ),
        call(
            "rotateWebhookSecret",
            Method::POST,
            format!("/webhooks/{webhook}/rotate-secret"),
            None,
            "webhook_endpoints",
        ),
        call(
            "sendTestWebhook",
            Method::POST,
            format!("/webhooks/{webhook}/test"),
            None,
            "webhook_endpoints",
        ),
        call(
            "recoverWebhookDeliveries",
            Method::POST,
            format!("/webhooks/{webhook}/recover"),
            Some(json!({"since": "2026-01-01T00:00:00Z"})),
            "webhook_endpoints",
        ),
        call("listEvents", Method::GET, "/events".into(), None, "webhook_events"),
        call(
            "getEvent",
            Method::GET,
            format!("/events/{}", f.event),
            None,
            "webhook_events",
        ),
        call(
            "resendEvent",
            Method::POST,
            format!("/events/{}/resend", f.event),
            Some(json!({})),
            "webhook_events",
        ),
        call(
            "exportCandidate",
            Method::GET,
            format!("/candidates/{candidate}/export"),
            None,
            "candidates",
        ),
        call("getSettings", Method::GET, "/settings".into(), None, "accounts"),
        call(
            "listAuditEvents",
            Method::GET,
            "/audit-events".into(),
            None,
            "audit_events",
        ),
        call(
            "exportAuditEvents",
            Method::GET,
            "/audit-events/export".into(),
            None,
            "audit_events",
        ),
        call(
            "updateSettings",
            Method::PATCH,
            "/settings".into(),
            Some(json!({"interview_data_retention_days": 180})),
            "accounts",
        ),
        call(
            "updateJob",
            Method::PATCH,
            format!("/jobs/{job}"),
            Some(json!({"title": "Staff Engineer"})),
            "jobs",
        ),
        call("archiveJob", Method::POST, format!("/jobs/{job}/archive"), None, "jobs"),
        call(
            "unarchiveJob",
            Method::POST,
            format!("/jobs/{job}/unarchive"),
            None,
            "jobs",
        ),
        call(
            "extendInterview",
            Method::POST,
            format!("/interviews/{interview}/extend"),
            Some(json!({"expires_in_days": 14})),
            "interviews",
        ),
        call(
            "createInvitationBatch",
            Method::POST,
            "/invitations/batch".into(),
            Some(json!({"invitations": [{"job_id": job, "candidate_name": "Grace Hopper"}]})),
            "interviews",
        ),
        call(
            "setSessionEvaluation",
            Method::POST,
            format!("/sessions/{token}/evaluation"),
            Some(json!({"evaluation": {"overall_score": 80, "recommendation": "yes"}})),
            "interviews",
        ),
        call(
            "regenerateInterviewLink",
            Method::POST,
            format!("/interviews/{interview}/regenerate-link"),
            None,
            "interviews",
        ),
        call(
            "createErasure",
            Method::POST,
            "/erasures".into(),
            Some(json!({"interview_id": interview})),
            "erasures",
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

#[tokio::test]
async fn every_operation_with_a_key_is_401_without_one() {
    let app = spawn_app().await;
    let fixture = fixture(&app.client).await;
    for call in calls(&fixture).iter().filter(|c| c.authenticated) {
        let reply = call.send(&app.client, false).await;
        assert_eq!(reply.status, 401, "{}: {}", call.operation, reply.text);
        assert_eq!(reply.json()["error"]["type"], "authentication_error");
        let challenge = if call.basic {
            "Basic realm=\"interview-api\""
        } else {
            "Bearer"
        };
        assert_eq!(reply.header("www-authenticate"), Some(challenge));
        assert_documented!(call.operation, "missing_key", reply);
    }
}

#[tokio::test]
async fn every_operation_with_a_key_is_403_when_the_subscription_is_past_due() {
    let app = spawn_app().await;
    let fixture = fixture(&app.client).await;
    sqlx::query("update accounts set subscription_status = 'past_due' where id = $1")
        .bind(app.account.id)
        .execute(&app.db)
        .await
        .unwrap();
    for call in calls(&fixture).iter().filter(|c| c.authenticated) {
        let reply = call.send(&app.client, true).await;
        assert_eq!(reply.status, 403, "{}: {}", call.operation, reply.text);
        assert_eq!(reply.json()["error"]["type"], "permission_error");
        assert_documented!(call.operation, "subscription_past_due", reply);
    }
}

#[tokio::test]
async fn every_operation_is_429_over_the_rate_limit() {
    let limited = spawn_app_with(Options {
        extra_args: ["--rate-limit-per-minute", "1", "--session-rate-limit-per-minute", "1"]
            .map(String::from)
            .to_vec(),
        ..Options::default()
    })
    .await;
    // The fixture needs more than one request a minute: build it on a second server over the
    // same database, whose window is its own.
    let replica = spawn_replica(&limited).await;
    let fixture = fixture(&limited.client.at(replica.address)).await;
    for call in calls(&fixture) {
        // The first request of a window is let through; the window may also turn over mid-test.
        let mut reply = call.send(&limited.client, true).await;
        for _ in 0..2 {
            if reply.status == 429 {
                break;
            }
            reply = call.send(&limited.client, true).await;
        }
        assert_eq!(reply.status, 429, "{}: {}", call.operation, reply.text);
        assert_eq!(reply.json()["error"]["type"], "rate_limit_exceeded");
        let seconds = reply.header("retry-after").expect("Retry-After").to_owned();
        let shown = Reply {
            text: reply
                .text
                .replace(&format!("Retry in {seconds} seconds"), "Retry in [seconds] seconds"),
            ..reply
        };
        assert_documented!(call.operation, "rate_limited", shown);
    }
    replica.stop().await;
}

#[tokio::test]
async fn every_operation_is_500_when_its_table_is_gone() {
    let app = spawn_app().await;
    let fixture = fixture(&app.client).await;
    for call in calls(&fixture) {
        let table = call.table;
        sqlx::query(&format!("alter table {table} rename to {table}_gone"))
            .execute(&app.db)
            .await
            .unwrap();
        let reply = call.send(&app.client, true).await;
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
        assert_documented!(call.operation, "internal_failure", reply);
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
    let server = tokio::spawn(interview_api::app::run(
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
    let api = Client::new(address).with_key(&account.key);
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
    // All at once: each waits out the acquire timeout on its own.
    let replies = futures_util::future::join_all(calls(&fixture).into_iter().map(|call| async {
        let reply = tokio::time::timeout(Duration::from_secs(20), call.send(&api, true))
            .await
            .expect("an outage is answered, not waited out");
        (call, reply)
    }))
    .await;
    for (call, reply) in replies {
        assert_eq!(reply.status, 503, "{}: {}", call.operation, reply.text);
        assert_eq!(reply.json()["error"]["type"], "service_unavailable");
        assert_documented!(call.operation, "database_unreachable", reply);
    }
    server.abort();
    let _ = server.await;
    admin.close().await;
}

/// Everything the account holds, as text: its rows in every table that has an `account_id`, their
/// questions and answers, and its own row; without what background work changes on its own
/// (when a key was last used, since when an endpoint fails).
async fn holdings(db: &PgPool, account: Uuid) -> String {
    let tables: Vec<String> = sqlx::query_scalar(
        "select table_name::text from information_schema.columns
         where column_name = 'account_id' and table_schema = 'public' order by 1",
    )
    .fetch_all(db)
    .await
    .unwrap();
    let mut rows = Vec::new();
    let volatile = "- 'last_used_at' - 'failing_since'";
    for table in tables {
        rows.push(format!(
            "select '{table}' || (to_jsonb(x) {volatile})::text from {table} x where account_id = $1"
        ));
    }
    rows.push(format!(
        "select 'accounts' || (to_jsonb(x) {volatile})::text from accounts x where id = $1"
    ));
    for (table, key) in [
        ("interview_questions", "interview_id"),
        ("interview_responses", "interview_id"),
    ] {
        rows.push(format!(
            "select '{table}' || to_jsonb(x)::text from {table} x
             where {key} in (select id from interviews where account_id = $1)"
        ));
    }
    rows.push(
        "select 'job_questions' || to_jsonb(x)::text from job_questions x
         where job_id in (select id from jobs where account_id = $1)"
            .to_owned(),
    );
    let all = rows.join(" union all ");
    sqlx::query_scalar(&format!(
        "select string_agg(row, '\n' order by row) from ({all}) as held(row)"
    ))
    .bind(account)
    .fetch_one(db)
    .await
    .unwrap()
}

/// A test key reaches every operation; addressed at the live account's resources (their ids in
/// every path and body), none reads, changes or erases any of them: each is 403 or 404, or acts on
/// the test world, and the live account holds exactly what it held.
#[tokio::test]
async fn a_test_key_reads_changes_and_erases_nothing_of_live_mode_on_any_operation() {
    let app = spawn_app().await;
    let fixture = fixture(&app.client).await;
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", interview_api::models::KeyMode::Test).await;
    let test = app.client.with_key(&test_key);
    let before = holdings(&app.db, app.account.id).await;
    let live_ids = [
        &fixture.job,
        &fixture.candidate,
        &fixture.interview,
        &fixture.question,
        &fixture.webhook,
        &fixture.event,
        &fixture.partner_interview,
    ];
    for call in calls(&fixture).iter().filter(|c| c.authenticated) {
        let reply = call.send(&test, true).await;
        assert!(
            !reply.status.is_server_error(),
            "{}: {} {}",
            call.operation,
            reply.status,
            reply.text
        );
        for id in live_ids {
            assert!(
                !reply.text.contains(id.as_str()),
                "{} showed the live resource {id}: {}",
                call.operation,
                reply.text
            );
        }
    }
    assert_eq!(holdings(&app.db, app.account.id).await, before);
}
