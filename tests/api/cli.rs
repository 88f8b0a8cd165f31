//! The operator CLI (`interview-api accounts|credits|keys ...`), run as real processes of the
//! binary against the test's database: what each command prints (plain and `--json`) and writes,
//! a key shown once and stored only as its hash, and a clear message with a non-zero exit (never
//! a panic) for bad arguments.

use interview_api_test_support::*;
use serde_json::{Value, json};
use sqlx::PgPool;
use uuid::Uuid;

/// A migrated database of the test's own.
struct Operator {
    database: TestDatabase,
}

impl Operator {
    fn new() -> Self {
        Self {
            database: TestDatabase::new(),
        }
    }

    async fn run(&self, args: &[&str]) -> CliOutput {
        cli(&self.database.url, args).await
    }

    /// `accounts create --email <unique> ARGS --json`, returning the new id.
    async fn create_account(&self, args: &[&str]) -> String {
        let email = format!("{}@example.com", Uuid::new_v4().simple());
        let mut all = vec!["accounts", "create", "--email", &email, "--json"];
        all.extend_from_slice(args);
        let output = self.run(&all).await;
        output.ok();
        output.json()["id"].as_str().unwrap().to_owned()
    }

    async fn db(&self) -> PgPool {
        PgPool::connect(&self.database.url).await.unwrap()
    }
}

fn is_key(text: &str) -> bool {
    text.strip_prefix("ivk_live_")
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
}

#[tokio::test]
async fn accounts_create_prints_the_new_id_and_its_json_parses() {
    let operator = Operator::new();
    let output = operator
        .run(&[
            "accounts",
            "create",
            "--email",
            "ops@example.com",
            "--plan",
            "trial",
            "--credits",
            "50",
        ])
        .await;
    let id = Uuid::parse_str(output.ok()).unwrap_or_else(|_| panic!("not an id: {output:?}"));

    let json_id = operator.create_account(&["--unverified"]).await;
    let db = operator.db().await;
    let (plan, balance, verified): (String, i64, bool) = sqlx::query_as(
        "select a.plan, c.credit_balance, a.email_verified from accounts a
             join account_credits c on c.account_id = a.id where a.id = $1",
    )
    .bind(id)
    .fetch_one(&db)
    .await
    .unwrap();
    assert_eq!((plan.as_str(), balance, verified), ("trial", 50, true));
    let verified: bool = sqlx::query_scalar("select email_verified from accounts where id = $1::uuid")
        .bind(&json_id)
        .fetch_one(&db)
        .await
        .unwrap();
    assert!(!verified);
}

#[tokio::test]
async fn accounts_update_changes_plan_subscription_and_verification() {
    let operator = Operator::new();
    let id = operator.create_account(&[]).await;
    let output = operator
        .run(&[
            "accounts",
            "update",
            &id,
            "--plan",
            "trial",
            "--subscription",
            "past_due",
            "--verified",
            "false",
            "--json",
        ])
        .await;
    output.ok();
    let account = output.json();
    assert_eq!(account["id"], json!(id));
    assert_eq!(account["plan"], "trial");
    assert_eq!(account["subscription_status"], "past_due");
    assert_eq!(account["email_verified"], false);

    for subscription in ["cancelled", "active"] {
        let output = operator
            .run(&["accounts", "update", &id, "--subscription", subscription, "--json"])
            .await;
        assert_eq!(output.json()["subscription_status"], subscription, "{output:?}");
        assert_eq!(output.json()["plan"], "trial", "unchanged when not given");
    }
    let text = operator.run(&["accounts", "update", &id, "--plan", "paid"]).await;
    assert!(text.ok().lines().nth(1).unwrap().contains(" paid "), "{text:?}");
}

#[tokio::test]
async fn accounts_update_sets_and_clears_the_retention_period() {
    let operator = Operator::new();
    let id = operator.create_account(&[]).await;
    let output = operator
        .run(&["accounts", "update", &id, "--retention-days", "90", "--json"])
        .await;
    assert_eq!(output.json()["interview_data_retention_days"], 90, "{output:?}");
    let output = operator
        .run(&["accounts", "update", &id, "--retention-days", "none", "--json"])
        .await;
    assert_eq!(
        output.json()["interview_data_retention_days"],
        serde_json::Value::Null,
        "{output:?}"
    );
    for wrong in ["0", "3651", "forever"] {
        let output = operator
            .run(&["accounts", "update", &id, "--retention-days", wrong])
            .await;
        assert!(!output.status.success(), "{wrong}: {output:?}");
        assert!(output.stderr.contains("1 to 3650, or none"), "{output:?}");
    }
}

#[tokio::test]
async fn accounts_list_and_show_report_balance_reserved_and_available_credits() {
    let operator = Operator::new();
    let id = operator.create_account(&["--credits", "100"]).await;
    let other = operator.create_account(&[]).await;
    let db = operator.db().await;
    let job = Uuid::now_v7();
    sqlx::query("insert into jobs (id, account_id, title) values ($1, $2::uuid, 'Job')")
        .bind(job)
        .bind(&id)
        .execute(&db)
        .await
        .unwrap();
    // Held: an invitation not yet expired (5) and an interview in progress (3). Not held: an
    // expired invitation and a completed interview.
    for (status, credits, expires_in) in [
        ("invited", 5, "1 day"),
        ("in_progress", 3, "1 day"),
        ("invited", 7, "-1 day"),
        ("completed", 2, "1 day"),
    ] {
        let token = Uuid::new_v4().simple().to_string();
        sqlx::query(
            "insert into interviews (id, account_id, job_id, job_title, token, token_hash, status, candidate_name,
                                     locale_id, voice_id, estimated_duration_seconds, estimated_credits, expires_at)
             values ($1, $2::uuid, $3, 'Job', $4, $5, $6, 'C', 'en', 'v', 60, $7, now() + $8::interval)",
        )
        .bind(Uuid::now_v7())
        .bind(&id)
        .bind(job)
        .bind(&token)
        .bind(token.as_bytes())
        .bind(status)
        .bind(credits)
        .bind(expires_in)
        .execute(&db)
        .await
        .unwrap();
    }

    // What the invitations reserved when they were made (the expired one is released on read).
    sqlx::query("update account_credits set reserved_credits = 15 where account_id = $1::uuid")
        .bind(&id)
        .execute(&db)
        .await
        .unwrap();

    let shown = operator.run(&["accounts", "show", &id, "--json"]).await.json();
    assert_eq!(shown["id"], json!(id));
    assert_eq!(
        (
            &shown["total_balance"],
            &shown["reserved_credits"],
            &shown["available_credits"]
        ),
        (&json!(100), &json!(8), &json!(92))
    );

    let listed = operator.run(&["accounts", "list", "--json"]).await.json();
    let ids: Vec<&Value> = listed.as_array().unwrap().iter().map(|a| &a["id"]).collect();
    assert_eq!(ids, [&json!(id), &json!(other)], "oldest first");
    assert_eq!(listed[0]["available_credits"], 92);

    let table = operator.run(&["accounts", "show", &id]).await;
    let lines: Vec<&str> = table.ok().lines().collect();
    assert!(lines[0].contains("BALANCE") && lines[0].contains("RESERVED") && lines[0].contains("AVAILABLE"));
    assert!(
        lines[1].split_whitespace().rev().take(3).eq(["92", "8", "100"]),
        "{}",
        lines[1]
    );
    assert_eq!(operator.run(&["accounts", "list"]).await.ok().lines().count(), 3);
}

#[tokio::test]
async fn credits_add_increases_the_balance_and_prints_it() {
    let operator = Operator::new();
    let id = operator.create_account(&["--credits", "10"]).await;
    let output = operator.run(&["credits", "add", &id, "100", "--json"]).await;
    output.ok();
    assert_eq!(
        output.json(),
        json!({"account_id": id, "total_balance": 110, "reserved_credits": 0, "available_credits": 110})
    );
    let text = operator.run(&["credits", "add", &id, "5"]).await;
    assert_eq!(text.ok(), "total 115  reserved 0  available 115");
}

#[tokio::test]
async fn keys_create_prints_a_working_key_once_and_stores_only_its_hash() {
    let app = spawn_app().await;
    let account = app.account.id.to_string();
    let output = cli(&app.database.url, &["keys", "create", &account, "--name", "production"]).await;
    let key = output.ok().lines().next().unwrap().to_owned();
    assert!(is_key(&key), "{output:?}");
    assert!(output.stdout.contains("only time"), "{output:?}");

    let reply = app.client.with_key(&key).get("/api/v1/jobs").await;
    assert_eq!(reply.status, 200);

    let json = cli(
        &app.database.url,
        &["keys", "create", &account, "--name", " ci ", "--json"],
    )
    .await
    .json();
    assert!(is_key(json["key"].as_str().unwrap()), "{json}");
    assert_eq!(json["name"], "ci");
    assert!(Uuid::try_parse(json["id"].as_str().unwrap()).is_ok());

    let stored: Vec<(Vec<u8>, String)> =
        sqlx::query_as("select key_hash, key_prefix from api_keys where name = 'production'")
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].0, interview_api::domain::keys::hash_key(&key).to_vec());
    assert!(
        key.starts_with(&stored[0].1) && stored[0].1.len() < 20,
        "{}",
        stored[0].1
    );
}

#[tokio::test]
async fn keys_list_shows_name_prefix_created_and_last_used_but_never_the_key() {
    let operator = Operator::new();
    let id = operator.create_account(&[]).await;
    let created = operator
        .run(&["keys", "create", &id, "--name", "production", "--json"])
        .await
        .json();
    let key = created["key"].as_str().unwrap().to_owned();
    let hash = hex_of(&interview_api::domain::keys::hash_key(&key));

    let listed = operator.run(&["keys", "list", &id, "--json"]).await;
    let keys = listed.json();
    assert_eq!(keys.as_array().unwrap().len(), 1);
    let listed_key = &keys[0];
    assert_eq!(listed_key["id"], created["id"]);
    assert_eq!(listed_key["name"], "production");
    assert_eq!(listed_key["prefix"], &key[..15]);
    assert_eq!(listed_key["mode"], "live");
    assert!(listed_key["created_at"].is_string());
    assert_eq!(listed_key["last_used_at"], Value::Null);
    let text = operator.run(&["keys", "list", &id]).await;
    let header = text.ok().lines().next().unwrap().to_owned();
    for column in ["NAME", "PREFIX", "CREATED", "LAST USED"] {
        assert!(header.contains(column), "{header}");
    }
    assert!(text.stdout.lines().nth(1).unwrap().ends_with("never"));

    for output in [&listed, &text] {
        assert!(!output.stdout.contains(&key[9..30]), "the key is shown: {output:?}");
        assert!(!output.stdout.contains(&hash[..16]), "the hash is shown: {output:?}");
    }
}

fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[tokio::test]
async fn keys_revoke_deletes_the_key_and_a_second_revoke_fails() {
    let operator = Operator::new();
    let id = operator.create_account(&[]).await;
    let keep = operator
        .run(&["keys", "create", &id, "--name", "keep", "--json"])
        .await
        .json();
    let revoke = operator
        .run(&["keys", "create", &id, "--name", "revoke", "--json"])
        .await
        .json();
    let key_id = revoke["id"].as_str().unwrap();

    let output = operator.run(&["keys", "revoke", key_id, "--json"]).await;
    output.ok();
    assert_eq!(output.json(), json!({"id": key_id, "revoked": true}));
    let keys = operator.run(&["keys", "list", &id, "--json"]).await.json();
    assert_eq!(keys.as_array().unwrap().len(), 1);
    assert_eq!(keys[0]["id"], keep["id"]);

    let again = operator.run(&["keys", "revoke", key_id]).await;
    assert_eq!(again.status.code(), Some(1));
    assert_eq!(
        again.stderr.trim(),
        format!("interview-api: no API key with id {key_id}")
    );
}

#[tokio::test]
async fn bad_arguments_give_a_clear_message_and_a_nonzero_exit_never_a_panic() {
    let operator = Operator::new();
    let id = operator.create_account(&["--credits", "5"]).await;
    let taken = operator.run(&["accounts", "show", &id, "--json"]).await.json()["email"]
        .as_str()
        .unwrap()
        .to_owned();
    let unknown = Uuid::now_v7().to_string();
    let cases: Vec<(Vec<&str>, String)> = vec![
        (
            vec!["accounts", "show", &unknown],
            format!("no account with id {unknown}"),
        ),
        (
            vec!["accounts", "update", &unknown, "--plan", "paid"],
            format!("no account with id {unknown}"),
        ),
        (
            vec!["credits", "add", &unknown, "5"],
            format!("no account with id {unknown}"),
        ),
        (
            vec!["keys", "create", &unknown, "--name", "x"],
            format!("no account with id {unknown}"),
        ),
        (vec!["keys", "list", &unknown], format!("no account with id {unknown}")),
        (
            vec!["keys", "revoke", &unknown],
            format!("no API key with id {unknown}"),
        ),
        (
            vec!["credits", "add", &id, "0"],
            "invalid value '0' for '<CREDITS>'".into(),
        ),
        (vec!["credits", "add", &id, "-5"], "unexpected argument '-5'".into()),
        (
            vec!["credits", "add", &id, "lots"],
            "invalid value 'lots' for '<CREDITS>'".into(),
        ),
        (
            vec!["accounts", "create", "--email", "new@example.com", "--plan", "gold"],
            "invalid value 'gold' for '--plan <PLAN>'".into(),
        ),
        (
            vec!["accounts", "update", &id, "--subscription", "paused"],
            "invalid value 'paused' for '--subscription".into(),
        ),
        (
            vec!["accounts", "show", "not-a-uuid"],
            "invalid value 'not-a-uuid' for '<ID>'".into(),
        ),
        (vec!["keys", "revoke", "42"], "invalid value '42' for '<KEY_ID>'".into()),
        (
            vec!["accounts", "create", "--email", "no-at-sign"],
            "--email must be an e-mail address".into(),
        ),
        (
            vec!["accounts", "create", "--email", &taken],
            format!("an account with e-mail {taken} already exists"),
        ),
        (
            vec!["keys", "create", &id, "--name", "  "],
            "--name must be 1 to 100 characters".into(),
        ),
    ];
    for (args, message) in cases {
        let output = operator.run(&args).await;
        assert!(!output.status.success(), "{args:?} succeeded: {output:?}");
        assert!(
            output.stderr.contains(&message),
            "{args:?}: expected {message:?} in {:?}",
            output.stderr
        );
        assert!(!output.stderr.contains("panicked"), "{args:?}: {}", output.stderr);
        assert!(output.stdout.is_empty(), "{args:?}: {}", output.stdout);
    }
    let balance = operator.run(&["accounts", "show", &id, "--json"]).await.json()["total_balance"].clone();
    assert_eq!(balance, 5, "nothing changed");
}
