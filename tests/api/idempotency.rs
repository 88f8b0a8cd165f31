//! `Idempotency-Key` on every POST. The same request with the same key within 24 hours replays
//! the stored answer byte for byte (`Idempotent-Replayed: true`) and creates nothing; the same key
//! with another request is 422, and while the first request still runs 409. Keys are 1 to 255
//! printable ASCII characters (no space at either end), scoped to the account, and on the session
//! endpoints to the interview token.

use std::time::Duration;

use futures_util::future::join_all;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};

use crate::every_operation::fixture;
use crate::jobs::{create_job, job_body};

async fn interview_count(app: &TestApp) -> i64 {
    sqlx::query_scalar("select count(*) from interviews")
        .fetch_one(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_repeated_request_replays_the_stored_response_byte_for_byte_and_creates_nothing() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let body = json!({"job_id": job["id"], "candidate_name": "Ada"});
    let first = app.post_with_key("/api/v1/invitations", "invite-ada-1", &body).await;
    let second = app.post_with_key("/api/v1/invitations", "invite-ada-1", &body).await;
    assert_eq!(first.status, 201);
    assert_eq!(second.status, 201);
    assert_eq!(second.text, first.text);
    assert_eq!(first.header("idempotent-replayed"), None);
    assert_eq!(second.header("idempotent-replayed"), Some("true"));
    assert_eq!(second.header("content-type"), Some("application/json; charset=utf-8"));
    assert_eq!(interview_count(&app).await, 1);
    let balance = app.get("/api/v1/credits/balance").await.json();
    assert_eq!(balance["reserved_credits"], 9);
}

/// How the store keeps `key` of the account: its keyed digest, never the key itself.
fn stored_key(account: uuid::Uuid, key: &str) -> String {
    use interview_api::domain::idempotency::{KeyScope, StoredKey};
    StoredKey::of(&KeyScope::Account(account), key).stored
}

/// Keys are written into the statements that claim and answer them as literals: any printable
/// character, the quote and the backslash included, names its own key and no other.
#[tokio::test]
async fn keys_with_quotes_and_backslashes_are_keys_like_any_other() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let body = json!({"job_id": job["id"], "candidate_name": "Ada"});
    let keys = [r"it's", r"it\'s", r"back\slash", r"$k$ '; commit; --", r"E'x'"];
    let mut first = Vec::new();
    for key in keys {
        let reply = app.post_with_key("/api/v1/invitations", key, &body).await;
        assert_eq!(reply.status, 201, "{key}");
        assert_eq!(reply.header("idempotent-replayed"), None, "{key}");
        first.push(reply.text);
    }
    for (key, text) in keys.iter().zip(&first) {
        let reply = app.post_with_key("/api/v1/invitations", key, &body).await;
        assert_eq!(reply.header("idempotent-replayed"), Some("true"), "{key}");
        assert_eq!(&reply.text, text, "{key}");
    }
    let stored: Vec<String> =
        sqlx::query_scalar("select idempotency_key from idempotency_keys order by idempotency_key collate \"C\"")
            .fetch_all(&app.db)
            .await
            .unwrap();
    let mut expected: Vec<String> = keys.iter().map(|key| stored_key(app.account.id, key)).collect();
    expected.sort();
    assert_eq!(stored, expected);
    assert!(stored.iter().all(|stored| !keys.contains(&stored.as_str())));
    assert_eq!(interview_count(&app).await, keys.len() as i64);
}

#[tokio::test]
async fn the_same_key_with_a_different_request_is_422() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    app.post_with_key(
        "/api/v1/invitations",
        "k",
        &json!({"job_id": job["id"], "candidate_name": "Ada"}),
    )
    .await;
    let reply = app
        .post_with_key(
            "/api/v1/invitations",
            "k",
            &json!({"job_id": job["id"], "candidate_name": "Bob"}),
        )
        .await;
    assert_eq!(reply.status, 422);
    assert_eq!(reply.json()["error"]["type"], "idempotency_error");
    assert_documented!("createInvitation", "key_reused", reply);
    let reply = app.post_with_key("/api/v1/jobs", "k", &crate::jobs::job_body()).await;
    assert_eq!(reply.status, 422, "another path is another request");
    assert_eq!(interview_count(&app).await, 1);
}

#[tokio::test]
async fn a_key_still_being_processed_is_409() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    // Another request holds the claim on this key: its transaction is still open.
    let mut holder = app.db.begin().await.unwrap();
    sqlx::query("insert into idempotency_keys (account_id, idempotency_key, fingerprint) values ($1, $2, '\\x00')")
        .bind(app.account.id)
        .bind(stored_key(app.account.id, "busy"))
        .execute(&mut *holder)
        .await
        .unwrap();
    let reply = app
        .post_with_key(
            "/api/v1/invitations",
            "busy",
            &json!({"job_id": job["id"], "candidate_name": "Ada"}),
        )
        .await;
    assert_eq!(reply.status, 409);
    assert_eq!(reply.json()["error"]["type"], "idempotency_error");
    assert_documented!("createInvitation", "key_in_use", reply);
    holder.rollback().await.unwrap();
    let reply = app
        .post_with_key(
            "/api/v1/invitations",
            "busy",
            &json!({"job_id": job["id"], "candidate_name": "Ada"}),
        )
        .await;
    assert_eq!(reply.status, 201, "an abandoned claim frees the key");
}

#[tokio::test]
async fn a_request_cut_off_mid_transaction_frees_its_key_and_its_connection() {
    // One connection, and a request timeout the test can wait out.
    let app = spawn_app_with(Options {
        extra_args: ["--database-pool-size", "1", "--request-timeout-ms", "1000"]
            .map(str::to_owned)
            .to_vec(),
        ..Options::default()
    })
    .await;
    let job = create_job(&app).await;
    let body = json!({"job_id": job["id"], "candidate_name": "Ada"});
    // The job's row is locked elsewhere: the interview's insert (whose foreign key shares that
    // lock) waits inside the transaction the key's claim began, until the request times out
    // and is dropped with its statement still running.
    let mut lock = app.db.begin().await.unwrap();
    sqlx::query("select 1 from jobs where id = $1::uuid for update")
        .bind(job["id"].as_str().unwrap())
        .execute(&mut *lock)
        .await
        .unwrap();
    let reply = app.post_with_key("/api/v1/invitations", "cut-off", &body).await;
    assert_eq!(reply.status, 503, "{}", reply.text);
    lock.rollback().await.unwrap();

    // The one connection was rolled back out of that transaction (or replaced), and the claim
    // went with it.
    let reply = app.post_with_key("/api/v1/invitations", "cut-off", &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_eq!(interview_count(&app).await, 1);
    let reservations: i64 = sqlx::query_scalar("select count(*) from credit_transactions where kind = 'reservation'")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(reservations, 1);
    let open: i64 = sqlx::query_scalar(
        "select count(*) from pg_stat_activity
         where datname = current_database() and state like 'idle in transaction%'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(open, 0, "no connection is left in a transaction");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_simultaneous_requests_with_one_key_create_one_invitation_and_reserve_once() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let body = json!({"job_id": job["id"], "candidate_name": "Ada"});
    let replies = join_all((0..20).map(|_| app.post_with_key("/api/v1/invitations", "race", &body))).await;
    let created: Vec<&Reply> = replies.iter().filter(|r| r.status == 201).collect();
    assert!(!created.is_empty());
    assert!(
        created.iter().all(|r| r.text == created[0].text),
        "every 201 is the same invitation"
    );
    assert_eq!(
        created
            .iter()
            .filter(|r| r.header("idempotent-replayed").is_none())
            .count(),
        1
    );
    for reply in &replies {
        assert!(reply.status == 201 || reply.status == 409, "{}", reply.text);
    }
    assert_eq!(interview_count(&app).await, 1);
    assert_eq!(app.get("/api/v1/credits/balance").await.json()["reserved_credits"], 9);
}

#[tokio::test]
async fn a_key_older_than_24_hours_starts_fresh() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let body = json!({"job_id": job["id"], "candidate_name": "Ada"});
    let first = app.post_with_key("/api/v1/invitations", "daily", &body).await;
    sqlx::query("update idempotency_keys set created_at = now() - interval '24 hours 1 second'")
        .execute(&app.db)
        .await
        .unwrap();
    let second = app.post_with_key("/api/v1/invitations", "daily", &body).await;
    assert_eq!(second.status, 201);
    assert_eq!(second.header("idempotent-replayed"), None);
    assert_ne!(second.json()["id"], first.json()["id"]);
    assert_eq!(interview_count(&app).await, 2);
}

/// A connection plans a claim's look-ups once and keeps the plan, however the table grows: each
/// look-up probes the primary key by the whole key, even when the plan was made on an empty
/// table, where scanning the table, or the account's keys, looked as cheap.
#[tokio::test]
async fn a_claim_probes_one_key_however_full_the_table_was_when_its_connection_planned_it() {
    let app = spawn_app().await;
    let account = app.account.id;
    let mut connection = app.db.acquire().await.unwrap();
    let claim = async |connection: &mut sqlx::PgConnection, key: String| {
        sqlx::query("select claim_idempotency_key($1, $2, array[$2, 'other form of ' || $2], '\\x00')")
            .bind(account)
            .bind(key)
            .execute(connection)
            .await
            .unwrap();
    };
    sqlx::query("analyze idempotency_keys")
        .execute(&mut *connection)
        .await
        .unwrap();
    // Past the first few calls, which PostgreSQL plans each on its own, to the plan it keeps.
    for i in 0..8 {
        claim(&mut *connection, format!("early {i}")).await;
    }
    sqlx::query(
        "insert into idempotency_keys (account_id, idempotency_key, fingerprint)
         select $1, 'filler ' || g, '\\x00' from generate_series(1, 20000) as g",
    )
    .bind(account)
    .execute(&app.db)
    .await
    .unwrap();
    // This connection's own reads of the table, in one transaction: no other session's count.
    let mut tx = sqlx::Connection::begin(&mut *connection).await.unwrap();
    for i in 0..10 {
        claim(&mut *tx, format!("late {i}")).await;
    }
    let (scans, fetched): (i64, i64) = sqlx::query_as(
        "select seq_scan, coalesce(idx_tup_fetch, 0) from pg_stat_xact_user_tables where relname = 'idempotency_keys'",
    )
    .fetch_one(&mut *tx)
    .await
    .unwrap();
    assert_eq!(scans, 0, "a claim scanned the table");
    // Each claim fetches at most the rows of its own key's forms, not the account's 20,000.
    assert!(fetched <= 20, "{fetched} rows fetched");
}

#[tokio::test]
async fn expired_keys_are_purged() {
    let app = spawn_app().await;
    app.post_with_key("/api/v1/jobs", "old", &crate::jobs::job_body()).await;
    app.post_with_key("/api/v1/jobs", "new", &crate::jobs::job_body()).await;
    sqlx::query("update idempotency_keys set created_at = now() - interval '25 hours' where idempotency_key = $1")
        .bind(stored_key(app.account.id, "old"))
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(
        interview_api::domain::idempotency::purge_expired(&app.db)
            .await
            .unwrap(),
        1
    );
    let left: Vec<String> = sqlx::query_scalar("select idempotency_key from idempotency_keys")
        .fetch_all(&app.db)
        .await
        .unwrap();
    assert_eq!(left, [stored_key(app.account.id, "new")]);
}

#[tokio::test]
async fn keys_must_be_1_to_255_printable_characters() {
    let app = spawn_app().await;
    let reply = app
        .post_with_key("/api/v1/jobs", &"k".repeat(256), &crate::jobs::job_body())
        .await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["Idempotency-Key"].is_string());
    assert_documented!("createJob", "idempotency_key_too_long", reply);
    assert_eq!(
        app.post_with_key("/api/v1/jobs", &"k".repeat(255), &crate::jobs::job_body())
            .await
            .status,
        201
    );
    // Printable ASCII includes the space: inside a key it is a character like any other.
    let first = app
        .post_with_key("/api/v1/jobs", "has space", &crate::jobs::job_body())
        .await;
    assert_eq!(first.status, 201, "{}", first.text);
    let again = app
        .post_with_key("/api/v1/jobs", "has space", &crate::jobs::job_body())
        .await;
    assert_eq!(again.header("idempotent-replayed"), Some("true"));
    assert_eq!(again.text, first.text);
    assert_eq!(
        app.post_with_key("/api/v1/jobs", "tab\there", &crate::jobs::job_body())
            .await
            .status,
        400
    );
    let reply = app
        .post_with_key("/api/v1/candidates", &"k".repeat(256), &json!({"name": "Ada"}))
        .await;
    assert_eq!(reply.status, 400);
    assert_eq!(
        reply.json()["details"][0]["path"],
        json!(["Idempotency-Key"]),
        "candidates answer in the simple shape"
    );
}

#[tokio::test]
async fn keys_are_scoped_to_the_account() {
    let app = spawn_app().await;
    let other = create_account(&app.db, interview_api::domain::accounts::Plan::Paid, 0).await;
    let mine = app
        .post_with_key("/api/v1/candidates", "shared", &json!({"name": "Ada"}))
        .await;
    let theirs = app
        .send(
            app.client
                .with_key(&other.key)
                .request(Method::POST, "/api/v1/candidates")
                .header("Idempotency-Key", "shared")
                .json(&json!({"name": "Ada"})),
        )
        .await;
    assert_eq!(theirs.status, 201);
    assert_eq!(theirs.header("idempotent-replayed"), None);
    assert_ne!(theirs.json()["data"]["id"], mine.json()["data"]["id"]);
}

#[tokio::test]
async fn validation_errors_are_replayed_too() {
    let app = spawn_app().await;
    let first = app
        .post_with_key("/api/v1/candidates", "bad", &json!({"name": ""}))
        .await;
    assert_eq!(first.status, 400);
    // Refused before any work: the key was never claimed, so a corrected request may use it.
    let second = app
        .post_with_key("/api/v1/candidates", "bad", &json!({"name": "Ada"}))
        .await;
    assert_eq!(second.status, 201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn idempotent_requests_beyond_the_pool_size_wait_their_turn_instead_of_starving_it() {
    let app = spawn_app_with(Options {
        extra_args: vec!["--database-pool-size".into(), "4".into()],
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let app = &app;
    let replies = join_all((0..12).map(|i| {
        let body = json!({"job_id": job["id"], "candidate_name": format!("Candidate {i}")});
        let key = format!("pool-{i}");
        async move { app.post_with_key("/api/v1/invitations", &key, &body).await }
    }))
    .await;
    for reply in &replies {
        assert_eq!(reply.status, 201, "{}", reply.text);
    }
    assert_eq!(interview_count(app).await, 12);
}

/// A claim held by a request that is still running, as in `a_key_still_being_processed_is_409`.
async fn hold_key(app: &TestApp, key: &str) -> sqlx::Transaction<'static, sqlx::Postgres> {
    let mut holder = app.db.begin().await.unwrap();
    sqlx::query("insert into idempotency_keys (account_id, idempotency_key, fingerprint) values ($1, $2, '\\x00')")
        .bind(app.account.id)
        .bind(stored_key(app.account.id, key))
        .execute(&mut *holder)
        .await
        .unwrap();
    holder
}

#[tokio::test]
async fn idempotency_conflicts_are_409_and_422_on_every_post_that_documents_them() {
    let app = spawn_app().await;
    let fixture = fixture(&app.client).await;
    let with_key = |path: &str, key: &str, body: Option<&Value>| {
        let request = app.request(Method::POST, path).header("Idempotency-Key", key);
        match body {
            Some(body) => request.json(body),
            None => request,
        }
    };
    let (erased, other_erased) = (
        invite_via(&app, &fixture.job).await,
        invite_via(&app, &fixture.job).await,
    );
    let posts = [
        (
            "createInvitationBatch",
            "/api/v1/invitations/batch",
            json!({"invitations": [{"job_id": fixture.job, "candidate_name": "One"}]}),
            json!({"invitations": [{"job_id": fixture.job, "candidate_name": "Two"}]}),
        ),
        (
            "createErasure",
            "/api/v1/erasures",
            json!({"interview_id": erased}),
            json!({"interview_id": other_erased}),
        ),
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
        (
            "createApiKey",
            "/api/v1/api-keys",
            json!({"name": "one"}),
            json!({"name": "two"}),
        ),
    ];
    // The webhook operations: the same key on another endpoint's or event's path is another request.
    let other_hook = app
        .post("/api/v1/webhooks", &json!({"url": "http://127.0.0.1:9/other"}))
        .await
        .json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let other_event = app
        .post(&format!("/api/v1/webhooks/{other_hook}/test"), &json!({}))
        .await
        .json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let hook = &fixture.webhook;
    let other_job = create_job(&app).await["id"].as_str().unwrap().to_owned();
    let by_path = [
        (
            "archiveJob",
            format!("/api/v1/jobs/{other_job}/archive"),
            format!("/api/v1/jobs/{}/archive", fixture.job),
            None,
        ),
        (
            "unarchiveJob",
            format!("/api/v1/jobs/{other_job}/unarchive"),
            format!("/api/v1/jobs/{}/unarchive", fixture.job),
            None,
        ),
        (
            "extendInterview",
            format!("/api/v1/interviews/{}/extend", invite_via(&app, &fixture.job).await),
            format!("/api/v1/interviews/{}/extend", invite_via(&app, &fixture.job).await),
            Some(json!({"expires_in_days": 3})),
        ),
        (
            "createReportLink",
            format!(
                "/api/v1/interviews/{}/report-link",
                invite_via(&app, &fixture.job).await
            ),
            format!(
                "/api/v1/interviews/{}/report-link",
                invite_via(&app, &fixture.job).await
            ),
            None,
        ),
        (
            "regenerateInterviewLink",
            format!(
                "/api/v1/interviews/{}/regenerate-link",
                invite_via(&app, &fixture.job).await
            ),
            format!(
                "/api/v1/interviews/{}/regenerate-link",
                invite_via(&app, &fixture.job).await
            ),
            None,
        ),
        (
            "rotateWebhookSecret",
            format!("/api/v1/webhooks/{hook}/rotate-secret"),
            format!("/api/v1/webhooks/{other_hook}/rotate-secret"),
            None,
        ),
        (
            "sendTestWebhook",
            format!("/api/v1/webhooks/{hook}/test"),
            format!("/api/v1/webhooks/{other_hook}/test"),
            None,
        ),
        (
            "recoverWebhookDeliveries",
            format!("/api/v1/webhooks/{hook}/recover"),
            format!("/api/v1/webhooks/{other_hook}/recover"),
            Some(json!({"since": "2026-01-01T00:00:00Z"})),
        ),
        (
            "simulateInterview",
            format!("/api/v1/interviews/{}/simulate", fixture.interview),
            format!("/api/v1/interviews/{}/simulate", invite_via(&app, &fixture.job).await),
            Some(json!({"outcome": "expired"})),
        ),
        (
            "resendEvent",
            format!("/api/v1/events/{}/resend", fixture.event),
            format!("/api/v1/events/{other_event}/resend"),
            Some(json!({})),
        ),
    ];
    for (operation, first, second, body) in &by_path {
        let busy = format!("busy-{operation}");
        let holder = hold_key(&app, &busy).await;
        let reply = app.send(with_key(first, &busy, body.as_ref())).await;
        holder.rollback().await.unwrap();
        assert_eq!(reply.status, 409, "{operation}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "idempotency_error");
        assert_documented!(operation, "key_in_use", reply);

        let key = format!("reused-{operation}");
        let reply = app.send(with_key(first, &key, body.as_ref())).await;
        // (A live interview cannot be simulated: its 409 is kept for the key all the same.)
        assert!(
            reply.status.is_success() || reply.status == 409,
            "{operation}: {}",
            reply.text
        );
        let reply = app.send(with_key(second, &key, body.as_ref())).await;
        assert_eq!(reply.status, 422, "{operation}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "idempotency_error");
        assert_documented!(operation, "key_reused", reply);
    }

    for (operation, path, first, second) in &posts {
        let busy = format!("busy-{operation}");
        let holder = hold_key(&app, &busy).await;
        let reply = app.send(with_key(path, &busy, Some(first))).await;
        holder.rollback().await.unwrap();
        assert_eq!(reply.status, 409, "{operation}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "idempotency_error");
        assert_documented!(operation, "key_in_use", reply);

        let key = format!("reused-{operation}");
        let reply = app.send(with_key(path, &key, Some(first))).await;
        assert!(reply.status.is_success(), "{operation}: {}", reply.text);
        let reply = app.send(with_key(path, &key, Some(second))).await;
        assert_eq!(reply.status, 422, "{operation}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "idempotency_error");
        assert_documented!(operation, "key_reused", reply);
    }

    // cancelInterview: the same key on another interview's cancel is another request.
    let other = invite_via(&app, &fixture.job).await;
    let first = format!("/api/v1/interviews/{}/cancel", fixture.interview);
    let reply = app.send(with_key(&first, "cancel-once", None)).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let reply = app
        .send(with_key(
            &format!("/api/v1/interviews/{other}/cancel"),
            "cancel-once",
            None,
        ))
        .await;
    assert_eq!(reply.status, 422, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "idempotency_error");
    assert_documented!("cancelInterview", "key_reused", reply);
}

async fn invite_via(app: &TestApp, job: &str) -> String {
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job, "candidate_name": "Grace Hopper"}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["id"].as_str().unwrap().to_owned()
}

/// The documented `pattern` of `Idempotency-Key`, read from openapi.yaml.
fn documented_key_pattern() -> regex::Regex {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.yaml");
    let spec: yaml_serde::Value = yaml_serde::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let pattern = spec["components"]["parameters"]["IdempotencyKey"]["schema"]["pattern"]
        .as_str()
        .expect("the key's pattern is documented");
    regex::Regex::new(pattern).unwrap()
}

/// Every key the documented pattern admits is honoured and every other one refused: each printable
/// character between two others, and the ends, which HTTP cannot carry as spaces.
#[tokio::test]
async fn the_server_and_the_documented_pattern_agree_on_every_printable_character() {
    let app = spawn_app_with(Options {
        extra_args: vec!["--rate-limit-per-minute".into(), "1000".into()],
        ..Default::default()
    })
    .await;
    let pattern = documented_key_pattern();
    for byte in 0x20u8..=0x7e {
        let key = format!("k{}{}", byte as char, byte);
        assert!(pattern.is_match(&key), "the pattern refuses {key:?}");
        let reply = app
            .post_with_key("/api/v1/candidates", &key, &json!({"name": "Ada"}))
            .await;
        assert_eq!(reply.status, 201, "{key:?}: {}", reply.text);
    }
    for key in [" k", "k ", " "] {
        assert!(!pattern.is_match(key), "the pattern admits {key:?}");
    }
    assert!(!pattern.is_match(&"k".repeat(256)));
    assert!(pattern.is_match(&"k".repeat(255)));
}

/// A session POST with an `Idempotency-Key`, as a retrying interview runtime sends it.
async fn session_with_key(app: &TestApp, token: &str, action: &str, key: &str, body: Option<&Value>) -> Reply {
    let client = app.client.anonymous();
    let request = client
        .request(Method::POST, &format!("/api/v1/sessions/{token}/{action}"))
        .header("Idempotency-Key", key);
    let request = match body {
        Some(body) => request.json(body),
        None => request,
    };
    client.send(request).await
}

fn assert_replay_of(replay: &Reply, first: &Reply) {
    assert_eq!(replay.status, first.status, "{}", replay.text);
    assert_eq!(replay.text, first.text, "byte for byte");
    assert_eq!(first.header("idempotent-replayed"), None);
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
}

/// The session POSTs honour `Idempotency-Key` like every POST, scoped to the interview token: a
/// retry gets the first answer, byte for byte, even once the interview has moved on.
#[tokio::test]
async fn session_posts_replay_the_first_answer_per_interview_token() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = crate::sessions::invite(&app, &job).await;
    let token = invited.token.as_str();

    let started = session_with_key(&app, token, "start", "start-1", None).await;
    assert_eq!(started.status, 200, "{}", started.text);
    let question = started.json()["data"]["questions"][0]["id"].clone();
    let answer = json!({"question_id": question, "transcript": "First take.", "duration_seconds": 20});
    let answered = session_with_key(&app, token, "responses", "answer-1", Some(&answer)).await;
    assert_eq!(answered.status, 200, "{}", answered.text);
    let completed = session_with_key(&app, token, "complete", "complete-1", None).await;
    assert_eq!(completed.status, 200, "{}", completed.text);

    // Retries after the interview moved on: each replays its own first answer.
    assert_replay_of(&session_with_key(&app, token, "start", "start-1", None).await, &started);
    assert_replay_of(
        &session_with_key(&app, token, "responses", "answer-1", Some(&answer)).await,
        &answered,
    );
    assert_replay_of(
        &session_with_key(&app, token, "complete", "complete-1", None).await,
        &completed,
    );
    let interview = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(interview["data"]["status"], "completed");
    assert_eq!(interview["data"]["responses"].as_array().unwrap().len(), 1);

    // Another interview's token is another key space, and so is the account's.
    let other = crate::sessions::invite(&app, &job).await;
    let reply = session_with_key(&app, &other.token, "start", "start-1", None).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.header("idempotent-replayed"), None);
    assert_eq!(reply.json()["data"]["interview_id"], json!(other.id));
    let reply = app.post_with_key("/api/v1/jobs", "start-1", &job_body()).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_eq!(reply.header("idempotent-replayed"), None);
}

/// A claim on a session key held by a request that is still running.
async fn hold_session_key(app: &TestApp, token: &str, key: &str) -> sqlx::Transaction<'static, sqlx::Postgres> {
    use sha2::Digest;
    let mut holder = app.db.begin().await.unwrap();
    sqlx::query(
        "insert into session_idempotency_keys (token_hash, idempotency_key, fingerprint) values ($1, $2, '\\x00')",
    )
    .bind(sha2::Sha256::digest(token.as_bytes()).to_vec())
    .bind({
        use interview_api::domain::idempotency::{KeyScope, StoredKey};
        StoredKey::of(&KeyScope::Session(sha2::Sha256::digest(token.as_bytes()).to_vec()), key).stored
    })
    .execute(&mut *holder)
    .await
    .unwrap();
    holder
}

#[tokio::test]
async fn session_keys_in_use_are_409_and_reused_for_another_request_422() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = crate::sessions::invite(&app, &job).await;
    let token = invited.token.as_str();

    let holder = hold_session_key(&app, token, "busy").await;
    let reply = session_with_key(&app, token, "start", "busy", None).await;
    holder.rollback().await.unwrap();
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "idempotency_error");
    assert_documented!("startSession", "key_in_use", reply);

    // The same key on another action of the same interview is another request.
    let started = session_with_key(&app, token, "start", "runtime-1", None).await;
    assert_eq!(started.status, 200, "{}", started.text);
    let reply = session_with_key(&app, token, "complete", "runtime-1", None).await;
    assert_eq!(reply.status, 422, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "idempotency_error");
    assert_documented!("completeSession", "key_reused", reply);

    let completed = session_with_key(&app, token, "complete", "runtime-2", None).await;
    assert_eq!(completed.status, 200, "{}", completed.text);
    let reply = session_with_key(&app, token, "start", "runtime-2", None).await;
    assert_eq!(reply.status, 422, "{}", reply.text);
    assert_documented!("startSession", "key_reused", reply);

    let other = crate::sessions::invite(&app, &job).await;
    let started = session_with_key(&app, &other.token, "start", "s", None).await;
    let question = started.json()["data"]["questions"][0]["id"].clone();
    let answer = |transcript: &str| json!({"question_id": question, "transcript": transcript, "duration_seconds": 5});
    let first = session_with_key(&app, &other.token, "responses", "answer", Some(&answer("One."))).await;
    assert_eq!(first.status, 200, "{}", first.text);
    let reply = session_with_key(&app, &other.token, "responses", "answer", Some(&answer("Two."))).await;
    assert_eq!(reply.status, 422, "{}", reply.text);
    assert_documented!("recordSessionResponse", "key_reused", reply);
    let recorded = app.get(&format!("/api/v1/interviews/{}", other.id)).await.json();
    assert_eq!(
        recorded["data"]["responses"][0]["transcript"], "One.",
        "nothing replaced"
    );

    // The evaluation of the completed interview: the same key with another evaluation is 422.
    let evaluation = |score: u32| json!({"evaluation": {"overall_score": score, "recommendation": "yes"}});
    let holder = hold_session_key(&app, token, "evaluation-busy").await;
    let reply = session_with_key(&app, token, "evaluation", "evaluation-busy", Some(&evaluation(70))).await;
    holder.rollback().await.unwrap();
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_documented!("setSessionEvaluation", "key_in_use", reply);
    let first = session_with_key(&app, token, "evaluation", "evaluation", Some(&evaluation(70))).await;
    assert_eq!(first.status, 200, "{}", first.text);
    let reply = session_with_key(&app, token, "evaluation", "evaluation", Some(&evaluation(90))).await;
    assert_eq!(reply.status, 422, "{}", reply.text);
    assert_documented!("setSessionEvaluation", "key_reused", reply);
}

/// The purge deletes in batches, on the workers' pool, whose statements are not cut at a
/// request's limit: a backlog far larger than one batch is purged by a server whose requests
/// may take 100 ms.
#[tokio::test]
async fn a_large_backlog_of_expired_keys_is_purged_in_batches() {
    let app = spawn_app().await;
    let backlog = 3 * interview_api::domain::idempotency::PURGE_BATCH + 7;
    sqlx::query(
        "insert into idempotency_keys (account_id, idempotency_key, fingerprint, created_at)
         select $1, 'old-' || n, '\\x00', now() - interval '25 hours' from generate_series(1, $2) n",
    )
    .bind(app.account.id)
    .bind(backlog)
    .execute(&app.db)
    .await
    .unwrap();
    let server = spawn_process(&app.database.url, &["--request-timeout-ms", "100"]).await;
    let mut left = backlog;
    for _ in 0..300 {
        left = sqlx::query_scalar("select count(*) from idempotency_keys")
            .fetch_one(&app.db)
            .await
            .unwrap();
        if left == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    drop(server);
    assert_eq!(left, 0, "{left} of {backlog} expired keys left");
}
