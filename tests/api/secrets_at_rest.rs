//! Credentials at rest: a copy of the database hands out none. API keys are hashed; interview
//! tokens, webhook signing secrets and the stored answers that carried one are sealed under a
//! key from the environment, and a rotation re-seals them under a new one. Values stored in the
//! clear before are sealed by `migrate` and at start-up; without a key the server does not start.

use interview_api_test_support::*;
use serde_json::json;

use crate::jobs::create_job;

/// Every row of the database, as `pg_dump --data-only` writes it.
fn dump(database_url: &str) -> String {
    let output = std::process::Command::new("pg_dump")
        .args(["--data-only", database_url])
        .output()
        .expect("pg_dump runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

#[tokio::test]
async fn a_database_dump_holds_no_token_secret_or_api_key() {
    let app = spawn_app().await;
    let mut credentials = vec![app.account.key.clone()];

    let key = app
        .post_with_key("/api/v1/api-keys", "key-1", &json!({"name": "ci"}))
        .await;
    assert_eq!(key.status, 201, "{}", key.text);
    credentials.push(key.json()["data"]["key"].as_str().unwrap().to_owned());

    let endpoint = app
        .post_with_key("/api/v1/webhooks", "hook-1", &json!({"url": "http://127.0.0.1:9/hook"}))
        .await;
    assert_eq!(endpoint.status, 201, "{}", endpoint.text);
    let endpoint_id = endpoint.json()["data"]["id"].as_str().unwrap().to_owned();
    credentials.push(endpoint.json()["data"]["secret"].as_str().unwrap().to_owned());
    let rotated = app
        .post_with_key(
            &format!("/api/v1/webhooks/{endpoint_id}/rotate-secret"),
            "rotate-1",
            &json!({}),
        )
        .await;
    assert_eq!(rotated.status, 200, "{}", rotated.text);
    credentials.push(rotated.json()["data"]["secret"].as_str().unwrap().to_owned());

    let job = create_job(&app).await;
    let invitation = app
        .post_with_key(
            "/api/v1/invitations",
            "invite-1",
            &json!({"job_id": job["id"], "candidate_name": "Ada"}),
        )
        .await;
    assert_eq!(invitation.status, 201, "{}", invitation.text);
    let interview = invitation.json()["id"].as_str().unwrap().to_owned();
    credentials.push(invitation.json()["token"].as_str().unwrap().to_owned());
    let renewed = app
        .post_with_key(
            &format!("/api/v1/interviews/{interview}/regenerate-link"),
            "link-1",
            &json!({}),
        )
        .await;
    assert_eq!(renewed.status, 200, "{}", renewed.text);
    credentials.push(renewed.json()["data"]["token"].as_str().unwrap().to_owned());
    let batch = app
        .post_with_key(
            "/api/v1/invitations/batch",
            "batch-1",
            &json!({"invitations": [{"job_id": job["id"], "candidate_name": "Grace"}]}),
        )
        .await;
    credentials.push(
        batch.json()["data"][0]["invitation"]["token"]
            .as_str()
            .unwrap()
            .to_owned(),
    );

    let dumped = dump(&app.database.url);
    for credential in &credentials {
        // A webhook secret is also looked for without its prefix: the key is its base64 part.
        let bare = credential.trim_start_matches("whsec_").trim_start_matches("ivk_live_");
        assert!(!dumped.contains(bare), "the dump holds {credential}");
    }
    assert!(
        dumped.contains("sealed:v1:test:"),
        "values are sealed under the test key"
    );

    // What was sealed is still shown and replayed as issued.
    let read = app.get(&format!("/api/v1/interviews/{interview}")).await.json();
    let renewed_token = renewed.json()["data"]["token"].as_str().unwrap().to_owned();
    assert!(
        read["data"]["interview_url"]
            .as_str()
            .unwrap()
            .ends_with(&renewed_token)
    );
    let replay = app
        .post_with_key(
            &format!("/api/v1/webhooks/{endpoint_id}/rotate-secret"),
            "rotate-1",
            &json!({}),
        )
        .await;
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
    assert_eq!(replay.text, rotated.text);
    let session = app
        .client
        .anonymous()
        .get(&format!("/api/v1/sessions/{renewed_token}"))
        .await;
    assert_eq!(session.status, 200, "{}", session.text);
}

#[tokio::test]
async fn a_rotation_re_seals_everything_under_the_new_key() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invitation = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "Ada"}),
        )
        .await
        .json();
    let hook = app
        .post("/api/v1/webhooks", &json!({"url": "http://127.0.0.1:9/hook"}))
        .await;
    assert_eq!(hook.status, 201);
    let connection = app
        .send(
            app.request(reqwest::Method::PUT, "/api/v1/partners/greenhouse/connection")
                .json(&json!({"callback_key": "greenhouse-key"})),
        )
        .await;
    assert_eq!(connection.status, 200, "{}", connection.text);
    // A value stored in the clear, as before sealing existed: sealed by `migrate`.
    sqlx::query("update webhook_endpoints set previous_secret = 'whsec_bGVnYWN5LXNlY3JldC1pbi10aGUtY2xlYXI='")
        .execute(&app.db)
        .await
        .unwrap();
    let migrated = cli(&app.database.url, &["migrate"]).await;
    assert!(migrated.status.success(), "{migrated:?}");
    assert!(!dump(&app.database.url).contains("bGVnYWN5LXNlY3JldC1pbi10aGUtY2xlYXI="));

    let new_key = "next:8pVx5p0HqJf1yq5k2m8b1N3rT7uW9zA4cD6eG2hJ0kM=";
    let both = format!("{new_key},{TEST_SECRETS_KEYS}");
    let rotated = cli_with(
        &app.database.url,
        &["secrets", "rotate", "--json"],
        &[("SECRETS_KEYS", &both)],
    )
    .await;
    assert!(rotated.status.success(), "{rotated:?}");
    assert_eq!(
        rotated.json(),
        json!({"interview_tokens": 1, "webhook_secrets": 1, "report_tokens": 1, "partner_keys": 1})
    );
    let dumped = dump(&app.database.url);
    assert!(
        dumped.contains("sealed:v1:next:") && !dumped.contains("sealed:v1:test:"),
        "all under the new key"
    );

    // A server with only the new key opens everything.
    let server = ServerProcess::spawn(&app.database.url, &[], &[("SECRETS_KEYS", new_key)]);
    let mut server = server;
    server.wait_ready(std::time::Duration::from_secs(30)).await;
    let client = server.client().with_key(&app.account.key);
    let read = client
        .get(&format!("/api/v1/interviews/{}", invitation["id"].as_str().unwrap()))
        .await
        .json();
    let token = invitation["token"].as_str().unwrap();
    assert!(
        read["data"]["interview_url"].as_str().unwrap().ends_with(token),
        "{read}"
    );
    assert!(read["data"]["report_url"].is_string(), "{read}");
    server.stop().await;
}

#[tokio::test]
async fn the_server_does_not_start_without_a_secrets_key() {
    let database = TestDatabase::missing();
    let refused = cli_with(&database.url, &["serve", "--bind-addr", "127.0.0.1:0"], &[]).await;
    assert_eq!(refused.status.code(), Some(1), "{refused:?}");
    assert!(
        refused.stderr.contains("no secrets key: set SECRETS_KEYS"),
        "{}",
        refused.stderr
    );
}
