//! The server as a whole: the health and readiness probes, the contract and its reference page
//! served beside them, a graceful stop, a clear exit when the database is unreachable at start,
//! `serve --help` naming every setting, the production start (migrations as a step of their own,
//! the container's health check), the documented 431 for request heads the connection
//! refuses, and the one connection an instance listens for notifications on.

use std::time::Duration;

use interview_api_test_support::*;
use serde_json::json;

use crate::requests::JSON_UTF8;

#[tokio::test]
async fn healthz_answers_200_json_without_a_key() {
    let app = spawn_app().await;
    let reply = app.client.anonymous().get("/healthz").await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some(JSON_UTF8));
    assert_eq!(reply.json(), json!({"status": "ok"}));
}

#[tokio::test]
async fn readyz_answers_200_when_the_database_answers() {
    let app = spawn_app().await;
    let reply = app.client.anonymous().get("/readyz").await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some(JSON_UTF8));
    assert_eq!(
        reply.json(),
        json!({"status": "ready", "checks": {"database": "ok", "rate_limits": "memory"}})
    );
}

/// A file of the repository, as committed.
fn repository_file(path: &str) -> Vec<u8> {
    std::fs::read(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// An answer to a request without a key, its body as bytes: a `Reply` holds text, which could
/// hide a difference of encoding.
async fn get_raw(app: &TestApp, path: &str) -> (reqwest::StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let response = reqwest::get(app.url(path)).await.unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn openapi_yaml_is_the_repositorys_file_byte_for_byte_without_a_key() {
    let app = spawn_app().await;
    let (status, headers, body) = get_raw(&app, "/openapi.yaml").await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-type"], "application/yaml");
    assert!(headers.contains_key("x-request-id"));
    assert!(
        body == repository_file("openapi.yaml"),
        "/openapi.yaml differs from openapi.yaml"
    );
}

#[tokio::test]
async fn openapi_json_is_the_same_document_in_the_same_key_order() {
    let app = spawn_app().await;
    let reply = app.client.anonymous().get("/openapi.json").await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some(JSON_UTF8));
    let served = reply.json();
    let file = String::from_utf8(repository_file("openapi.yaml")).unwrap();
    let parsed: serde_json::Value = yaml_serde::from_str(&file).unwrap();
    assert_eq!(served, parsed);
    // Equal maps compare equal in any order; their serializations only in the same order.
    assert_eq!(
        served.to_string(),
        parsed.to_string(),
        "the keys are not in document order"
    );
    assert!(served["paths"].as_object().is_some_and(|paths| paths.len() > 20));
}

#[tokio::test]
async fn docs_is_a_page_that_loads_its_renderer_and_the_contract_from_this_server() {
    let app = spawn_app().await;
    let page = app.client.anonymous().get("/docs").await;
    assert_eq!(page.status, 200);
    assert_eq!(page.header("content-type"), Some("text/html; charset=utf-8"));
    let policy = page
        .header("content-security-policy")
        .expect("a Content-Security-Policy");
    for directive in ["default-src 'none'", "script-src 'self'", "connect-src 'self'"] {
        assert!(policy.contains(directive), "{policy}");
    }
    assert!(!policy.contains("unsafe"), "{policy}");
    assert!(page.text.contains(r#"spec-url="/openapi.json""#), "{}", page.text);

    let scripts: Vec<&str> = page
        .text
        .split(r#"<script src=""#)
        .skip(1)
        .map(|rest| rest.split_once('"').unwrap().0)
        .collect();
    assert_eq!(scripts, ["/docs/redoc.standalone.js"], "{}", page.text);
    assert!(!page.text.contains("<script>"), "an inline script: {}", page.text);
    let (status, headers, body) = get_raw(&app, scripts[0]).await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-type"], "text/javascript; charset=utf-8");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(
        body == repository_file("docs/vendor/redoc/redoc.standalone.js"),
        "the bundle differs from docs/vendor/redoc"
    );
}

#[tokio::test]
async fn the_contract_and_the_page_are_revalidated_by_their_etag() {
    let app = spawn_app().await;
    let client = app.client.anonymous();
    for path in ["/openapi.yaml", "/openapi.json", "/docs", "/docs/redoc.standalone.js"] {
        let first = client.get(path).await;
        assert_eq!(first.header("cache-control"), Some("no-cache"), "{path}");
        let etag = first.header("etag").expect("an ETag").to_owned();
        let again = client
            .send(
                client
                    .request(reqwest::Method::GET, path)
                    .header("if-none-match", &etag),
            )
            .await;
        assert_eq!(again.status, 304, "{path}");
        assert_eq!(again.header("etag"), Some(etag.as_str()), "{path}");
        assert!(again.text.is_empty(), "{path}");
        let changed = client
            .send(
                client
                    .request(reqwest::Method::GET, path)
                    .header("if-none-match", "\"other\""),
            )
            .await;
        assert_eq!(changed.status, 200, "{path}");
    }
}

#[tokio::test]
async fn a_graceful_stop_completes_and_closes_the_listener() {
    let app = spawn_app().await;
    let address = app.address;
    assert_eq!(app.client.anonymous().get("/healthz").await.status, 200);
    app.stop().await;
    assert!(
        tokio::net::TcpStream::connect(address).await.is_err(),
        "still accepting after the stop"
    );
}

/// The sessions of the test's database that listen for notifications, and what each listens to.
async fn listening_sessions(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar(
        "select query from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
    )
    .fetch_all(&app.db)
    .await
    .unwrap()
}

/// Every channel an instance follows (the directories' changes, the delivery workers' bell,
/// deleted webhook endpoints) comes through one listening connection: a session held on the
/// primary for as long as the instance runs, by every replica.
#[tokio::test]
async fn an_instance_listens_on_one_connection_for_every_channel() {
    let app = spawn_app().await;
    let mut listening = Vec::new();
    for _ in 0..100 {
        listening = listening_sessions(&app).await;
        if !listening.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(listening.len(), 1, "{listening:?}");
    for channel in [
        "api_keys",
        "interview_tokens",
        "webhook_messages",
        "webhook_endpoints_deleted",
    ] {
        assert!(
            listening[0].contains(&format!("\"{channel}\"")),
            "{channel} in {listening:?}"
        );
    }
}

/// Followers get each notification of a channel the instance listens on, and are told they may
/// have missed some whenever it listens anew: at first, and after its connection was lost.
#[tokio::test]
async fn followers_are_told_when_notifications_may_have_been_missed() {
    use interview_api::db::notifications::{Follower, Notice, Notifications};

    async fn next(follower: &mut Follower) -> Notice {
        tokio::time::timeout(Duration::from_secs(10), follower.next())
            .await
            .expect("a notice within 10 s")
    }
    let app = spawn_app().await;
    let notifications = Notifications::new(&["followed"]);
    let mut follower = notifications.follow();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let listening = tokio::spawn(notifications.listen(app.database.url.clone(), stopped));
    let notify = |channel: &'static str, payload: &'static str| {
        let db = app.db.clone();
        async move {
            sqlx::query("select pg_notify($1, $2)")
                .bind(channel)
                .bind(payload)
                .execute(&db)
                .await
                .unwrap();
        }
    };

    assert!(matches!(next(&mut follower).await, Notice::Missed));
    notify("not_followed", "ignored").await;
    notify("followed", "first").await;
    let Notice::Notified { channel, payload } = next(&mut follower).await else {
        panic!("a notification")
    };
    assert_eq!((channel, &*payload), ("followed", "first"));

    let ended: Vec<bool> = sqlx::query_scalar(
        "select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen \"followed\"%'",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(ended, [true]);
    assert!(matches!(next(&mut follower).await, Notice::Missed));
    notify("followed", "second").await;
    assert!(matches!(next(&mut follower).await, Notice::Notified { payload, .. } if &*payload == "second"));

    stop.send(true).unwrap();
    listening.await.unwrap();
}

#[tokio::test]
async fn an_unreachable_database_at_start_is_one_clear_error_line_and_exit_code_1() {
    let output = cli(
        "postgres://postgres@127.0.0.1:1/interview_api",
        &["serve", "--bind-addr", "127.0.0.1:0"],
    )
    .await;
    let stderr = &output.stderr;
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(
        lines[0].starts_with("interview-api: cannot connect to the database"),
        "{stderr}"
    );
    assert!(lines[0].contains("127.0.0.1:1"), "{stderr}");
    let causes: Vec<&str> = lines[0].split(": ").collect();
    let distinct: std::collections::HashSet<&&str> = causes.iter().collect();
    assert_eq!(distinct.len(), causes.len(), "a cause is repeated: {stderr}");
    assert!(
        !stderr.contains("panicked") && !stderr.contains("backtrace"),
        "{stderr}"
    );
    assert!(output.stdout.is_empty());
}

/// In production `interview-api migrate` runs as a step of its own and the server, started with
/// MIGRATE_ON_START=false, changes no schema: on a database without its migrations it says what
/// to run and exits; once they ran, it serves and its health check passes.
#[tokio::test]
async fn serve_without_migrating_refuses_an_unmigrated_database_until_migrate_has_run() {
    let database = TestDatabase::missing();
    let admin = sqlx::PgPool::connect(&format!("{}/postgres", server_url()))
        .await
        .unwrap();
    sqlx::query(&format!("create database \"{}\"", database.name))
        .execute(&admin)
        .await
        .unwrap();
    let no_migrations = ["serve", "--bind-addr", "127.0.0.1:0", "--migrate-on-start", "false"];

    let refused = cli(&database.url, &no_migrations).await;
    assert_eq!(refused.status.code(), Some(1), "{}", refused.stderr);
    assert!(
        refused.stderr.contains("lacks migrations") && refused.stderr.contains("run `interview-api migrate`"),
        "{}",
        refused.stderr
    );
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let tables: i64 = sqlx::query_scalar("select count(*) from pg_tables where schemaname = 'public'")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(tables, 0, "the server changed the schema");

    cli(&database.url, &["migrate"]).await.ok();
    let server = spawn_process(&database.url, &no_migrations[3..]).await;
    let probe = server.url("/readyz");
    let healthy = cli(&database.url, &["healthcheck", "--url", &probe]).await;
    assert!(healthy.status.success(), "{}", healthy.stderr);
    server.stop().await;
    let unhealthy = cli(&database.url, &["healthcheck", "--url", &probe]).await;
    assert_eq!(unhealthy.status.code(), Some(1));
    assert!(unhealthy.stderr.contains("no answer from"), "{}", unhealthy.stderr);
}

/// Migrations 2 and 4 had their comments reworded after release: a database that release
/// migrated still upgrades, and its stored checksums then match the files.
#[tokio::test]
async fn a_database_migrated_before_comments_were_reworded_still_migrates() {
    use sha2::Digest;
    // The files' checksums as that release applied them (sqlx records a file's SHA-384).
    let reworded = [
        (
            2,
            "0002_candidates.sql",
            "061f0b43a7e733d416c97e5c0d7f91f1470ee06e554175eb4b022b4c446d2378430ea81a9bcbb47c03796e98280c470b",
        ),
        (
            4,
            "0004_idempotency.sql",
            "ebc7e8fb35ad46925b1a3bf3589ebb83b3e4af820d9ee24198bdff6fe37a7b1cf23a7283546bc6dc2f87ff9addebd0e2",
        ),
    ];
    let database = TestDatabase::missing();
    cli(&database.url, &["migrate"]).await.ok();
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    for (version, _, released) in reworded {
        sqlx::query("update _sqlx_migrations set checksum = decode($1, 'hex') where version = $2")
            .bind(released)
            .bind(version)
            .execute(&db)
            .await
            .unwrap();
    }

    let upgraded = cli(&database.url, &["migrate"]).await;
    assert!(upgraded.status.success(), "{}", upgraded.stderr);
    for (version, file, _) in reworded {
        let stored: Vec<u8> = sqlx::query_scalar("select checksum from _sqlx_migrations where version = $1")
            .bind(version)
            .fetch_one(&db)
            .await
            .unwrap();
        let text = std::fs::read(format!("{}/migrations/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        assert_eq!(stored, sha2::Sha384::digest(text).to_vec(), "migration {version}");
    }
}

#[tokio::test]
async fn serve_help_lists_every_environment_variable_of_the_readme() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let variables: Vec<&str> = readme
        .lines()
        .filter_map(|line| line.strip_prefix("| `")?.split_once('`').map(|(name, _)| name))
        .filter(|name| name.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
        .collect();
    assert!(
        variables.len() >= 12,
        "the README's configuration table was not found: {variables:?}"
    );

    let output = tokio::process::Command::new(server_binary())
        .args(["serve", "--help"])
        .output()
        .await
        .unwrap();
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    for variable in variables {
        assert!(
            help.contains(&format!("[env: {variable}")),
            "`serve --help` does not mention {variable}"
        );
    }
}

/// A request head over 32 KiB, or with more than 100 fields, is refused by the connection before
/// any layer sees it; the answer is still the documented one (`HeadersTooLarge`): JSON in the
/// structured shape with a request id, and the connection closed.
#[tokio::test]
async fn oversized_request_headers_are_a_json_431_in_the_structured_shape() {
    let app = spawn_app().await;
    let one_big = app
        .request(reqwest::Method::GET, "/api/v1/credits/balance")
        .header("x-padding", "a".repeat(40 * 1024));
    let mut many = app.request(reqwest::Method::GET, "/api/v1/jobs");
    for n in 0..150 {
        many = many.header(format!("x-h{n}"), "1");
    }
    for request in [one_big, many] {
        let reply = app.send(request).await;
        assert_eq!(reply.status, 431, "{}", reply.text);
        assert_eq!(reply.header("content-type"), Some(JSON_UTF8));
        assert_eq!(
            reply.json(),
            json!({"error": {"type": "validation_error", "message": "The request headers exceed the limit of 32 KiB and 100 fields"}})
        );
        assert!(
            reply
                .header("x-request-id")
                .is_some_and(|id| uuid::Uuid::try_parse(id).is_ok())
        );
        assert_eq!(reply.header("connection"), Some("close"));
    }
    // Under the limit is served, on a new connection.
    let reply = app
        .send(
            app.request(reqwest::Method::GET, "/api/v1/credits/balance")
                .header("x-padding", "c".repeat(16 * 1024)),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
}

/// Migration 24 moves each account's balance and reservation out of its row into
/// `account_credits`: an account with credits reserved before it shows the same figures after it.
#[tokio::test]
async fn credits_stored_in_the_account_row_before_migration_24_are_carried_over() {
    use sqlx::migrate::{MigrateDatabase, Migrator};
    let database = TestDatabase::missing();
    sqlx::Postgres::create_database(&database.url).await.unwrap();
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let mut before: Migrator = sqlx::migrate!("./migrations");
    before.migrations = before
        .migrations
        .iter()
        .filter(|m| m.version < 24)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    before.run(&db).await.unwrap();
    let account = uuid::Uuid::now_v7();
    sqlx::query(
        "insert into accounts (id, email, plan, credit_balance, reserved_credits, email_verified)
         values ($1, 'carried@example.com', 'trial', 120, 45, true)",
    )
    .bind(account)
    .execute(&db)
    .await
    .unwrap();

    let migrated = cli(&database.url, &["migrate"]).await;
    assert!(migrated.status.success(), "{}", migrated.stderr);
    let figures: (i64, i64) = sqlx::query_as("select total_balance, reserved_credits from account_balance($1)")
        .bind(account)
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(figures, (120, 45));
}
