//! Authentication and tenancy. A request without a valid key (none, another scheme, malformed,
//! unknown, revoked or deleted) is 401 `authentication_error` with `WWW-Authenticate: Bearer`; an
//! account whose e-mail is unverified or whose subscription is not active is 403
//! `permission_error`; another account's resource is 404 exactly like a missing one, and never
//! listed. A key's last use is written off the request path, and no key ever reaches the logs.

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};
use uuid::Uuid;

/// `GET /api/v1/candidates` with this `Authorization` header (none when `None`).
async fn list_candidates_with(app: &TestApp, authorization: Option<&str>) -> Reply {
    let mut request = app.client.anonymous().request(Method::GET, "/api/v1/candidates");
    if let Some(value) = authorization {
        request = request.header("authorization", value);
    }
    app.send(request).await
}

fn assert_unauthenticated(reply: &Reply, message: &str) {
    assert_eq!(reply.status, 401, "{}", reply.text);
    assert_eq!(reply.header("www-authenticate"), Some("Bearer"));
    assert_eq!(reply.header("content-type"), Some("application/json; charset=utf-8"));
    assert_eq!(
        reply.json(),
        json!({"error": {"type": "authentication_error", "message": message}})
    );
}

fn assert_forbidden(reply: &Reply, message: &str) {
    assert_eq!(reply.status, 403, "{}", reply.text);
    assert_eq!(reply.header("www-authenticate"), None);
    assert_eq!(
        reply.json(),
        json!({"error": {"type": "permission_error", "message": message}})
    );
}

async fn key_id(app: &TestApp, account_id: Uuid) -> Uuid {
    sqlx::query_scalar("select id from api_keys where account_id = $1")
        .bind(account_id)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_request_without_a_key_is_401_with_www_authenticate_bearer() {
    let app = spawn_app().await;
    let reply = list_candidates_with(&app, None).await;
    assert_unauthenticated(&reply, "Missing API key: send Authorization: Bearer <API_KEY>");
    assert_documented!("listCandidates", "missing_key", reply);
}

#[tokio::test]
async fn another_authorization_scheme_is_401() {
    let app = spawn_app().await;
    for value in [
        "Basic dXNlcjpwYXNz",
        "Token abc",
        &format!("Digest {}", app.account.key),
    ] {
        let reply = list_candidates_with(&app, Some(value)).await;
        assert_unauthenticated(&reply, "Unsupported authorization scheme: use Bearer");
    }
    let reply = list_candidates_with(&app, Some("Basic dXNlcjpwYXNz")).await;
    assert_documented!("listCandidates", "basic_scheme", reply);
}

#[tokio::test]
async fn a_malformed_key_is_401_without_a_lookup() {
    let app = spawn_app().await;
    let hex = app.account.key.strip_prefix("ivk_live_").unwrap();
    for key in [
        String::new(),
        "ivk_live_".to_owned(),
        "abc".to_owned(),
        format!("ivk_prod_{hex}"),
        format!("ivk_test_{}", &hex[1..]),
        format!("ivk_live_{}", hex.to_uppercase()),
        format!("ivk_live_{}", &hex[1..]),
        format!("{}0", app.account.key),
        format!("ivk_live_{}g", &hex[1..]),
    ] {
        let reply = list_candidates_with(&app, Some(&format!("Bearer {key}"))).await;
        assert_unauthenticated(&reply, "Malformed API key");
    }
    let reply = list_candidates_with(&app, Some("Bearer ivk_live_123")).await;
    assert_documented!("listCandidates", "malformed_key", reply);
}

#[tokio::test]
async fn an_unknown_well_formed_key_is_401() {
    let app = spawn_app().await;
    let unknown = interview_api::domain::keys::new_key();
    let reply = list_candidates_with(&app, Some(&format!("Bearer {unknown}"))).await;
    assert_unauthenticated(&reply, "Invalid or revoked API key");
    assert_documented!("listCandidates", "unknown_key", reply);
}

#[tokio::test]
async fn the_bearer_scheme_is_case_insensitive() {
    let app = spawn_app().await;
    for scheme in ["Bearer", "bearer", "BEARER"] {
        let reply = list_candidates_with(&app, Some(&format!("{scheme} {}", app.account.key))).await;
        assert_eq!(reply.status, 200, "{scheme}: {}", reply.text);
    }
}

#[tokio::test]
async fn a_key_revoked_with_the_cli_is_refused_on_the_next_request() {
    let app = spawn_app().await;
    assert_eq!(app.get("/api/v1/candidates").await.status, 200);

    let key_id = key_id(&app, app.account.id).await.to_string();
    let revoked = cli(&app.database.url, &["keys", "revoke", &key_id]).await;
    assert_eq!(revoked.ok(), format!("revoked {key_id}"));

    let reply = app.get("/api/v1/candidates").await;
    assert_unauthenticated(&reply, "Invalid or revoked API key");
    assert_documented!("listCandidates", "revoked_key", reply);
}

async fn set_subscription(app: &TestApp, status: &str) {
    sqlx::query("update accounts set subscription_status = $2 where id = $1")
        .bind(app.account.id)
        .bind(status)
        .execute(&app.db)
        .await
        .unwrap();
}

/// The reads clients send most (a candidate, the list) take a caller their instance looked up
/// before from memory, and check its key inside their own statement: an account suspended a
/// moment ago is refused on the very next read, whatever that read would have answered.
#[tokio::test]
async fn a_caller_remembered_by_the_reads_is_refused_on_the_next_read_whatever_it_asks() {
    let app = spawn_app().await;
    let created = app.post("/api/v1/candidates", &json!({"name": "Ada Lovelace"})).await;
    assert_eq!(created.status, 201, "{}", created.text);
    let candidate = created.json()["data"]["id"].as_str().unwrap().to_owned();
    let reads = [
        (format!("/api/v1/candidates/{candidate}"), 200),
        (format!("/api/v1/candidates/{}", Uuid::now_v7()), 404),
        ("/api/v1/candidates".to_owned(), 200),
        ("/api/v1/candidates?page=9".to_owned(), 200),
        ("/api/v1/candidates?search=ada".to_owned(), 200),
        ("/api/v1/candidates?metadata=team:x".to_owned(), 200),
        ("/api/v1/candidates?limit=1000".to_owned(), 400),
        ("/api/v1/candidates/not-a-uuid".to_owned(), 400),
    ];
    for (path, status) in &reads {
        // Looked up once, remembered for the reads after it.
        assert_eq!(app.get("/api/v1/candidates").await.status, 200);
        let reply = app.get(path).await;
        assert_eq!(
            reply.status, *status,
            "{path} while the account is active: {}",
            reply.text
        );
        if path.ends_with("page=9") {
            assert_eq!(reply.json()["data"], json!([]));
            assert_eq!(reply.json()["pagination"]["total"], 1, "{}", reply.text);
        }

        set_subscription(&app, "past_due").await;
        let reply = app.get(path).await;
        assert_forbidden(&reply, "The account has no active subscription");
        assert!(reply.header("x-ratelimit-limit").is_some(), "{path}: counted as before");
        set_subscription(&app, "active").await;
    }
}

/// A key revoked through one instance fails on the next read on another that remembers its
/// caller.
#[tokio::test]
async fn a_key_revoked_through_one_instance_fails_on_the_next_read_on_another_that_remembers_it() {
    let app = spawn_app().await;
    let created = app.post("/api/v1/candidates", &json!({"name": "Ada Lovelace"})).await;
    let candidate = created.json()["data"]["id"].as_str().unwrap().to_owned();
    let second_key = create_key(&app.db, app.account.id, "second").await;
    let replica = spawn_replica(&app).await;
    let on_replica = app.client.at(replica.address).with_key(&second_key);
    for _ in 0..2 {
        assert_eq!(on_replica.get("/api/v1/candidates").await.status, 200);
        assert_eq!(
            on_replica.get(&format!("/api/v1/candidates/{candidate}")).await.status,
            200
        );
    }

    let revoked = app
        .delete(&format!("/api/v1/api-keys/{}", key_id_of(&app, &second_key).await))
        .await;
    assert_eq!(revoked.status, 200, "{}", revoked.text);

    let reply = on_replica.get(&format!("/api/v1/candidates/{candidate}")).await;
    assert_unauthenticated(&reply, "Invalid or revoked API key");
    let reply = on_replica.get("/api/v1/candidates").await;
    assert_unauthenticated(&reply, "Invalid or revoked API key");
    replica.stop().await;
}

#[tokio::test]
async fn a_key_deleted_in_the_database_is_refused_on_the_next_request_and_the_other_keys_still_work() {
    let app = spawn_app().await;
    let second_key = create_key(&app.db, app.account.id, "second").await;
    let first_key_id = key_id_of(&app, &app.account.key).await;
    assert_eq!(app.get("/api/v1/jobs").await.status, 200);

    sqlx::query("delete from api_keys where id = $1")
        .bind(first_key_id)
        .execute(&app.db)
        .await
        .unwrap();

    assert_unauthenticated(&app.get("/api/v1/jobs").await, "Invalid or revoked API key");
    let with_second = app.client.with_key(&second_key).get("/api/v1/jobs").await;
    assert_eq!(with_second.status, 200, "{}", with_second.text);
}

async fn key_id_of(app: &TestApp, key: &str) -> Uuid {
    sqlx::query_scalar("select id from api_keys where key_hash = $1")
        .bind(&interview_api::domain::keys::hash_key(key)[..])
        .fetch_one(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn an_account_with_an_unverified_email_is_403_permission_error() {
    let app = spawn_app().await;
    let id = app.account.id.to_string();
    cli(&app.database.url, &["accounts", "update", &id, "--verified", "false"])
        .await
        .ok();

    let reply = app.get("/api/v1/candidates").await;
    assert_forbidden(&reply, "Verify the account's e-mail address to use the API");
    assert_documented!("listCandidates", "email_unverified", reply);

    cli(&app.database.url, &["accounts", "update", &id, "--verified", "true"])
        .await
        .ok();
    assert_eq!(app.get("/api/v1/candidates").await.status, 200);
}

#[tokio::test]
async fn an_account_past_due_is_403_permission_error() {
    let app = spawn_app().await;
    let id = app.account.id.to_string();
    let updated = cli(
        &app.database.url,
        &["accounts", "update", &id, "--subscription", "past_due", "--json"],
    )
    .await;
    assert_eq!(updated.json()["subscription_status"], "past_due", "{updated:?}");

    let reply = app.get("/api/v1/jobs").await;
    assert_forbidden(&reply, "The account has no active subscription");
    assert_documented!("listJobs", "subscription_past_due", reply);

    cli(
        &app.database.url,
        &["accounts", "update", &id, "--subscription", "active"],
    )
    .await
    .ok();
    assert_eq!(app.get("/api/v1/jobs").await.status, 200);
}

#[tokio::test]
async fn an_account_cancelled_is_403_permission_error_on_every_endpoint() {
    let app = spawn_app().await;
    sqlx::query("update accounts set subscription_status = 'cancelled' where id = $1")
        .bind(app.account.id)
        .execute(&app.db)
        .await
        .unwrap();

    let reply = app.get("/api/v1/credits/balance").await;
    assert_forbidden(&reply, "The account has no active subscription");
    assert_documented!("getCreditBalance", "subscription_cancelled", reply);

    // Standing is checked before the body: even an invalid one is 403.
    let reply = app.post("/api/v1/candidates", &json!({"name": ""})).await;
    assert_forbidden(&reply, "The account has no active subscription");
    let reply = app.get("/api/v1/candidates/not-a-uuid").await;
    assert_forbidden(&reply, "The account has no active subscription");
}

/// Two accounts on one server; `other` owns a candidate and a job.
struct TwoAccounts {
    app: TestApp,
    other_key: String,
    candidate_id: String,
    job_id: String,
}

async fn two_accounts() -> TwoAccounts {
    let app = spawn_app().await;
    let other = create_account(&app.db, Plan::Paid, 100).await;
    let as_other = |method: Method, path: &str| app.client.with_key(&other.key).request(method, path);
    let candidate = app
        .send(as_other(Method::POST, "/api/v1/candidates").json(&json!({"name": "Bea Other"})))
        .await;
    assert_eq!(candidate.status, 201, "{}", candidate.text);
    let job = json!({"title": "Other's job", "questions": [{"question_text": "Why?", "question_type": "behavioral"}]});
    let job = app.send(as_other(Method::POST, "/api/v1/jobs").json(&job)).await;
    assert_eq!(job.status, 201, "{}", job.text);
    TwoAccounts {
        candidate_id: candidate.json()["data"]["id"].as_str().unwrap().to_owned(),
        job_id: job.json()["data"]["id"].as_str().unwrap().to_owned(),
        other_key: other.key,
        app,
    }
}

#[tokio::test]
async fn another_accounts_candidate_is_404_exactly_like_a_missing_one() {
    let TwoAccounts {
        app,
        other_key,
        candidate_id,
        ..
    } = two_accounts().await;
    let missing = Uuid::now_v7();
    let patch = json!({"name": "Taken Over"});
    for (method, body) in [
        (Method::GET, None),
        (Method::PATCH, Some(&patch)),
        (Method::DELETE, None),
    ] {
        let request = |id: &str| {
            let request = app.request(method.clone(), &format!("/api/v1/candidates/{id}"));
            match body {
                Some(body) => request.json(body),
                None => request,
            }
        };
        let theirs = app.send(request(&candidate_id)).await;
        let nobodys = app.send(request(&missing.to_string())).await;
        assert_eq!(theirs.status, 404, "{method}: {}", theirs.text);
        assert_eq!(theirs.json(), json!({"error": "Candidate not found"}), "{method}");
        assert_eq!(
            (theirs.status, theirs.json()),
            (nobodys.status, nobodys.json()),
            "{method}"
        );
    }

    // Untouched for its owner.
    let owner_view = app
        .send(
            app.client
                .with_key(&other_key)
                .request(Method::GET, &format!("/api/v1/candidates/{candidate_id}")),
        )
        .await;
    assert_eq!(owner_view.status, 200);
    assert_eq!(owner_view.json()["data"]["name"], "Bea Other");
}

#[tokio::test]
async fn candidate_lists_never_show_another_accounts_rows() {
    let TwoAccounts {
        app,
        other_key,
        candidate_id,
        ..
    } = two_accounts().await;
    let mine = app.post("/api/v1/candidates", &json!({"name": "Ann Mine"})).await;
    assert_eq!(mine.status, 201);

    for path in [
        "/api/v1/candidates",
        "/api/v1/candidates?search=Bea",
        "/api/v1/candidates?limit=100&page=1",
    ] {
        let list = app.get(path).await.json();
        let ids: Vec<&Value> = list["data"].as_array().unwrap().iter().map(|c| &c["id"]).collect();
        assert!(!ids.contains(&&json!(candidate_id)), "{path}: {list}");
        assert!(
            list["data"]
                .as_array()
                .unwrap()
                .iter()
                .all(|c| c["name"] != "Bea Other"),
            "{path}"
        );
    }
    let list = app.get("/api/v1/candidates").await.json();
    assert_eq!(list["pagination"]["total"], 1, "{list}");
    assert_eq!(list["data"][0]["name"], "Ann Mine");

    let theirs = app.client.with_key(&other_key).get("/api/v1/candidates").await.json();
    assert_eq!(theirs["pagination"]["total"], 1, "{theirs}");
    assert_eq!(theirs["data"][0]["id"], json!(candidate_id));
}

#[tokio::test]
async fn another_accounts_job_is_404_and_never_listed() {
    let TwoAccounts { app, job_id, .. } = two_accounts().await;
    let theirs = app.get(&format!("/api/v1/jobs/{job_id}")).await;
    let nobodys = app.get(&format!("/api/v1/jobs/{}", Uuid::now_v7())).await;
    assert_eq!(theirs.status, 404);
    assert_eq!(theirs.json()["error"]["type"], "resource_not_found");
    assert_eq!((theirs.status, theirs.json()), (nobodys.status, nobodys.json()));
    assert_documented!("getJob", "another_accounts_job", theirs);

    assert_eq!(app.get("/api/v1/jobs").await.json()["data"], json!([]));
    let mine = app
        .post(
            "/api/v1/jobs",
            &json!({"title": "Mine", "questions": [{"question_text": "Why?", "question_type": "behavioral"}]}),
        )
        .await;
    assert_eq!(mine.status, 201);
    let list = app.get("/api/v1/jobs?limit=100").await.json();
    let titles: Vec<&Value> = list["data"].as_array().unwrap().iter().map(|j| &j["title"]).collect();
    assert_eq!(titles, [&json!("Mine")]);
}

#[tokio::test]
async fn last_used_at_is_written_off_the_request_path_and_flushed_on_shutdown() {
    let mut app = spawn_app().await;
    let account = app.account.id.to_string();
    let before = cli(&app.database.url, &["keys", "list", &account, "--json"])
        .await
        .json();
    assert_eq!(before[0]["last_used_at"], Value::Null);

    assert_eq!(app.get("/api/v1/jobs").await.status, 200);
    // Not written by the request itself (the next flush is a minute after start).
    let after_request = cli(&app.database.url, &["keys", "list", &account, "--json"])
        .await
        .json();
    assert_eq!(after_request[0]["last_used_at"], Value::Null);

    app.stop_server().await;
    let after_shutdown = cli(&app.database.url, &["keys", "list", &account]).await;
    let line = after_shutdown.ok().lines().nth(1).unwrap().to_owned();
    assert!(!line.ends_with("never"), "{line}");
    let keys = cli(&app.database.url, &["keys", "list", &account, "--json"])
        .await
        .json();
    let last_used: chrono::DateTime<chrono::Utc> = serde_json::from_value(keys[0]["last_used_at"].clone()).unwrap();
    let created: chrono::DateTime<chrono::Utc> = serde_json::from_value(keys[0]["created_at"].clone()).unwrap();
    assert!(last_used >= created, "{keys}");
}

#[tokio::test]
async fn api_keys_never_appear_in_the_server_logs() {
    let database = TestDatabase::new();
    let server = spawn_process(&database.url, &[]).await;
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let valid = create_account(&db, Plan::Paid, 0).await;
    let revoked = create_account(&db, Plan::Paid, 0).await;
    sqlx::query("delete from api_keys where account_id = $1")
        .bind(revoked.id)
        .execute(&db)
        .await
        .unwrap();
    let malformed = format!("{}Z", &valid.key[..valid.key.len() - 1]);

    for (key, status) in [(&valid.key, 200), (&revoked.key, 401), (&malformed, 401)] {
        let client = server.client().with_key(key);
        for path in ["/api/v1/jobs", "/api/v1/candidates/not-a-uuid", "/api/v1/nowhere"] {
            let reply = client.get(path).await;
            if path == "/api/v1/jobs" {
                assert_eq!(reply.status, status, "{key}");
            }
        }
        let request = client
            .request(Method::POST, "/api/v1/candidates")
            .header("content-type", "application/json")
            .body(format!("{{\"name\": {key:?}"));
        assert!(client.send(request).await.status.is_client_error());
    }
    db.close().await;
    let logs = server.stop().await;

    assert!(
        logs.lines().filter(|l| l.contains("\"message\":\"request\"")).count() >= 12,
        "{logs}"
    );
    for key in [&valid.key, &revoked.key, &malformed] {
        let secret = key.strip_prefix("ivk_live_").unwrap();
        assert!(!logs.contains(secret), "a key is in the logs: {logs}");
        assert!(!logs.contains(&secret[..16]), "part of a key is in the logs: {logs}");
    }
}

#[tokio::test]
async fn each_request_log_line_names_the_account_once_its_key_is_accepted() {
    let database = TestDatabase::new();
    let server = spawn_process(&database.url, &[]).await;
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let account = create_account(&db, Plan::Paid, 0).await;
    db.close().await;

    let client = server.client().with_key(&account.key);
    let statuses = [
        ("/api/v1/jobs", 200),
        ("/api/v1/jobs?limit=0", 400),
        ("/api/v1/candidates/not-a-uuid", 400),
        ("/api/v1/jobs/01936e4a-1b2d-7a02-9c3e-4f5a6b7c8d02", 404),
    ];
    for (path, status) in statuses {
        let reply = client.get(path).await;
        assert_eq!(reply.status, status, "{path}");
    }
    let anonymous = client.anonymous().get("/api/v1/jobs").await;
    assert_eq!(anonymous.status, 401);
    let logs = server.stop().await;

    let requests: Vec<Value> = logs
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line["message"] == "request")
        .collect();
    assert_eq!(requests.len(), 5, "{logs}");
    for (line, (_, status)) in requests.iter().zip(statuses) {
        assert_eq!(line["status"], status);
        assert_eq!(line["account_id"], json!(account.id), "{line}");
        for field in ["request_id", "method", "route", "latency_ms"] {
            assert!(!line[field].is_null(), "no {field}: {line}");
        }
    }
    assert_eq!(requests[4]["status"], 401);
    assert_eq!(requests[4]["account_id"], Value::Null);
}
