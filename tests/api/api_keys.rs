//! API keys managed by the account itself: a key created through the API works at once, is
//! listed without its secret, and once revoked fails on the very next request, on every
//! instance; a key may revoke itself; the last live key cannot be revoked, so an account never
//! locks itself out; another account's keys are 404.

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use serde_json::{Value, json};

async fn create(app: &TestApp, body: Value) -> Value {
    let reply = app.post("/api/v1/api-keys", &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["data"].clone()
}

#[tokio::test]
async fn a_key_created_through_the_api_works_is_listed_without_its_secret_and_dies_when_revoked() {
    let app = spawn_app().await;
    let reply = app.post("/api/v1/api-keys", &json!({"name": "ci"})).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_documented!("createApiKey", "live_key", reply);
    let created = reply.json()["data"].clone();
    let key = created["key"].as_str().unwrap().to_owned();
    assert!(key.starts_with("ivk_live_") && key.len() == 73);
    assert_eq!(created["prefix"], &key[..15]);
    assert_eq!(created["mode"], "live");

    let with_new = app.client.with_key(&key);
    assert_eq!(with_new.get("/api/v1/credits/balance").await.status, 200);

    let listed = app.get("/api/v1/api-keys").await;
    assert_eq!(listed.status, 200);
    assert!(
        !listed.text.contains(&key[15..]),
        "the secret is never listed: {}",
        listed.text
    );
    let listed_json = listed.json();
    let names: Vec<&str> = listed_json["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["test", "ci"], "oldest first");
    assert_documented!("listApiKeys", "two_keys", listed);

    // Revoked through one instance, refused by another at once.
    let replica = spawn_replica(&app).await;
    let reply = app
        .delete(&format!("/api/v1/api-keys/{}", created["id"].as_str().unwrap()))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_documented!("deleteApiKey", "revoked", reply);
    let refused = app
        .client
        .at(replica.address)
        .with_key(&key)
        .get("/api/v1/credits/balance")
        .await;
    assert_eq!(refused.status, 401, "{}", refused.text);
    replica.stop().await;
}

#[tokio::test]
async fn a_key_may_revoke_itself_but_never_the_accounts_last_live_key() {
    let app = spawn_app().await;
    let second = create(&app, json!({"name": "second"})).await;
    let second_key = second["key"].as_str().unwrap().to_owned();
    let listed = app.get("/api/v1/api-keys").await.json();
    let first_id = listed["data"][0]["id"].as_str().unwrap().to_owned();

    // The second key revokes itself: fine, the first remains.
    let itself = app.client.with_key(&second_key);
    let reply = itself
        .delete(&format!("/api/v1/api-keys/{}", second["id"].as_str().unwrap()))
        .await;
    assert_eq!(reply.status, 200);
    assert_eq!(itself.get("/api/v1/credits/balance").await.status, 401);

    // The first is now the last live key: refused, and still working.
    let reply = app.delete(&format!("/api/v1/api-keys/{first_id}")).await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "invalid_state");
    assert_documented!("deleteApiKey", "last_live_key", reply);
    assert_eq!(app.get("/api/v1/credits/balance").await.status, 200);

    // A test key does not count: the last live key still cannot go.
    create(&app, json!({"name": "sandbox", "mode": "test"})).await;
    assert_eq!(app.delete(&format!("/api/v1/api-keys/{first_id}")).await.status, 409);
}

#[tokio::test]
async fn another_accounts_keys_are_404_and_names_are_checked() {
    let app = spawn_app().await;
    let other = create_account(&app.db, Plan::Paid, 0).await;
    let theirs = app.client.with_key(&other.key).get("/api/v1/api-keys").await.json()["data"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let reply = app.delete(&format!("/api/v1/api-keys/{theirs}")).await;
    assert_eq!(reply.status, 404);
    assert_documented!("deleteApiKey", "another_accounts_key", reply);
    assert_eq!(app.client.with_key(&other.key).get("/api/v1/jobs").await.status, 200);
    let listed = app.get("/api/v1/api-keys").await.json();
    assert_eq!(listed["data"].as_array().unwrap().len(), 1, "only this account's keys");

    let blank = app.post("/api/v1/api-keys", &json!({"name": ""})).await;
    assert_eq!(blank.status, 400);
    assert_documented!("createApiKey", "empty_name", blank);
    // Text is data: a name of one control character is a name, kept as given.
    let odd = app.post("/api/v1/api-keys", &json!({"name": "\u{b}"})).await;
    assert_eq!(odd.status, 201, "{}", odd.text);
    assert_eq!(odd.json()["data"]["name"], "\u{b}");
    let malformed = app.delete("/api/v1/api-keys/not-a-uuid").await;
    assert_eq!(malformed.status, 400);
    assert_documented!("deleteApiKey", "id_not_a_uuid", malformed);
}

#[tokio::test]
async fn the_operator_cli_still_creates_test_keys_with_the_same_rules() {
    let app = spawn_app().await;
    let output = cli(
        &app.database.url,
        &[
            "keys",
            "create",
            &app.account.id.to_string(),
            "--name",
            "cli test",
            "--test",
            "--json",
        ],
    )
    .await;
    let created = output.json();
    let key = created["key"].as_str().unwrap().to_owned();
    assert!(key.starts_with("ivk_test_"), "{created}");
    assert_eq!(created["mode"], "test");
    let modes: Vec<String> = app.get("/api/v1/api-keys").await.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["mode"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(modes, ["live", "test"]);
    assert_eq!(app.client.with_key(&key).get("/api/v1/jobs").await.status, 200);
}

#[tokio::test]
async fn keys_are_managed_with_a_live_key_only() {
    let app = spawn_app().await;
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", interview_api::models::KeyMode::Test).await;
    let test = app.client.with_key(&test_key);
    let live_id = app.get("/api/v1/api-keys").await.json()["data"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let listed = test.get("/api/v1/api-keys").await;
    assert_eq!(listed.status, 403, "{}", listed.text);
    assert_eq!(listed.json()["error"]["type"], "permission_error");
    assert_documented!("listApiKeys", "test_key", listed);
    let created = test
        .post("/api/v1/api-keys", &json!({"name": "minted by a test key"}))
        .await;
    assert_eq!(created.status, 403, "{}", created.text);
    let revoked = test.delete(&format!("/api/v1/api-keys/{live_id}")).await;
    assert_eq!(revoked.status, 403, "{}", revoked.text);
    // Nothing changed: the live key still works and no key was added.
    assert_eq!(
        app.get("/api/v1/api-keys").await.json()["data"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    assert_eq!(app.get("/api/v1/credits/balance").await.status, 200);
}

#[tokio::test]
async fn an_account_holds_at_most_twenty_keys_even_when_created_concurrently() {
    let app = spawn_app().await;
    // One live key exists; 25 creations race for the 19 places left, each with an
    // Idempotency-Key, whose claim shares the account's row with the count's lock.
    let creations = (0..25).map(|n| {
        let client = app.client.clone();
        async move {
            client
                .post_with_key(
                    "/api/v1/api-keys",
                    &format!("key-{n}"),
                    &json!({"name": format!("k{n}")}),
                )
                .await
        }
    });
    let replies = futures_util::future::join_all(creations).await;
    let created = replies.iter().filter(|r| r.status == 201).count();
    let refused: Vec<_> = replies.iter().filter(|r| r.status == 409).collect();
    assert_eq!((created, refused.len()), (19, 6));
    assert_documented!("createApiKey", "twenty_keys_held", refused[0]);
    assert_eq!(
        app.get("/api/v1/api-keys").await.json()["data"]
            .as_array()
            .unwrap()
            .len(),
        20
    );
    // Revoking one makes room again.
    let last = app.get("/api/v1/api-keys").await.json()["data"][19]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(app.delete(&format!("/api/v1/api-keys/{last}")).await.status, 200);
    assert_eq!(
        app.post("/api/v1/api-keys", &json!({"name": "again"})).await.status,
        201
    );
}

#[tokio::test]
async fn keys_are_listed_in_pages_oldest_first() {
    let app = spawn_app().await;
    for name in ["second", "third"] {
        create(&app, json!({"name": name})).await;
    }
    let first = app.get("/api/v1/api-keys?limit=2").await.json();
    let names = |page: &Value| -> Vec<String> {
        page["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(names(&first), ["test", "second"]);
    assert_eq!(first["pagination"]["has_more"], true);
    let cursor = first["pagination"]["next_cursor"].as_str().unwrap();
    let rest = app
        .get(&format!("/api/v1/api-keys?limit=2&cursor={cursor}"))
        .await
        .json();
    assert_eq!(names(&rest), ["third"]);
    assert_eq!(rest["pagination"], json!({"next_cursor": null, "has_more": false}));

    let bad = app.get("/api/v1/api-keys?cursor=not-a-cursor").await;
    assert_eq!(bad.status, 400, "{}", bad.text);
    assert_documented!("listApiKeys", "bad_cursor", bad);
}
