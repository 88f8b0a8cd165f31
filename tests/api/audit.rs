//! The audit log: each change and each read of personal data recorded once, by whom, with which
//! key, from which address and request, in the transaction of what it records; only the caller's
//! account and mode; the filters and the streamed export; append-only in the database; retention
//! by dropping whole months.

use interview_api::domain::accounts::Plan;
use interview_api::models::KeyMode;
use interview_api_test_support::*;
use serde_json::{Value, json};
use sqlx::PgPool;
use uuid::Uuid;

use std::collections::{BTreeSet, HashSet};

use futures_util::StreamExt;

use crate::every_operation::{self, Call, FIXTURE_ORDER_URL, Fixture};
use crate::jobs::{create_job, job_body};
use crate::sessions::{invite, session};

/// The id of the account's key named `name`.
async fn key_id(db: &PgPool, account: Uuid, name: &str) -> Uuid {
    sqlx::query_scalar("select id from api_keys where account_id = $1 and name = $2")
        .bind(account)
        .bind(name)
        .fetch_one(db)
        .await
        .unwrap()
}

/// Every event `client` may see matching `query`, newest first, through every page.
async fn events(client: &Client, query: &str) -> Vec<Value> {
    let mut all = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let mut path = format!("/api/v1/audit-events?limit=100{query}");
        if let Some(cursor) = &cursor {
            path.push_str(&format!("&cursor={cursor}"));
        }
        let reply = client.get(&path).await;
        assert_eq!(reply.status, 200, "{}", reply.text);
        let page = reply.json();
        all.extend(page["data"].as_array().unwrap().iter().cloned());
        match page["pagination"]["next_cursor"].as_str() {
            Some(next) => cursor = Some(next.to_owned()),
            None => return all,
        }
    }
}

/// The actions of `events`, oldest first.
fn actions(events: &[Value]) -> Vec<String> {
    events
        .iter()
        .rev()
        .map(|event| event["action"].as_str().unwrap().to_owned())
        .collect()
}

/// The request's id, as the server answered it.
fn request_id(reply: &Reply) -> String {
    reply
        .header("x-request-id")
        .expect("every answer has a request id")
        .to_owned()
}

#[tokio::test]
async fn each_change_and_read_of_a_candidate_is_recorded_once_with_its_key_address_and_request() {
    let app = spawn_app().await;
    let key = key_id(&app.db, app.account.id, "test").await;
    let created = app
        .client
        .post(
            "/api/v1/candidates",
            &json!({"name": "Ada Lovelace", "title": "Analyst"}),
        )
        .await;
    assert_eq!(created.status, 201);
    let id = created.json()["data"]["id"].as_str().unwrap().to_owned();
    let read = app.client.get(&format!("/api/v1/candidates/{id}")).await;
    assert_eq!(read.status, 200);
    assert_eq!(app.client.get("/api/v1/candidates").await.status, 200);
    assert_eq!(
        app.client.get(&format!("/api/v1/candidates/{id}/export")).await.status,
        200
    );
    let updated = app
        .client
        .patch(
            &format!("/api/v1/candidates/{id}"),
            &json!({"title": "Engineer", "metadata": {"ats": "x"}}),
        )
        .await;
    assert_eq!(updated.status, 200);
    assert_eq!(app.client.delete(&format!("/api/v1/candidates/{id}")).await.status, 200);

    let all = events(&app.client, "&action=candidate.").await;
    assert_eq!(
        actions(&all),
        [
            "candidate.created",
            "candidate.read",
            "candidate.listed",
            "candidate.exported",
            "candidate.updated",
            "candidate.deleted"
        ]
    );
    for event in &all {
        assert_eq!(event["actor"]["type"], "api_key");
        assert_eq!(event["actor"]["key_id"], key.to_string());
        assert_eq!(event["actor"]["key_name"], "test");
        assert_eq!(event["actor"]["ip"], "127.0.0.1");
        assert_eq!(event["target"]["type"], "candidate");
    }
    let newest_first: Vec<&Value> = all.iter().collect();
    let (deleted, updated_event, listed, read_event, created_event) = (
        newest_first[0],
        newest_first[1],
        newest_first[3],
        newest_first[4],
        newest_first[5],
    );
    assert_eq!(created_event["target"]["id"], id.as_str());
    assert_eq!(created_event["request_id"], request_id(&created).as_str());
    assert_eq!(read_event["request_id"], request_id(&read).as_str());
    assert_eq!(
        listed["target"]["id"],
        Value::Null,
        "a page of the list has no single target"
    );
    assert_eq!(updated_event["changed_fields"], json!(["title", "metadata"]));
    assert_eq!(updated_event["request_id"], request_id(&updated).as_str());
    assert_eq!(deleted["target"]["id"], id.as_str());
    assert_eq!(deleted["changed_fields"], Value::Null);
    let text = serde_json::to_string(&all).unwrap();
    for personal in ["Ada", "Lovelace", "Analyst", "Engineer"] {
        assert!(!text.contains(personal), "an event holds no personal data: {text}");
    }
}

#[tokio::test]
async fn a_candidate_that_is_not_found_is_not_recorded_as_read() {
    let app = spawn_app().await;
    let missing = Uuid::now_v7();
    assert_eq!(
        app.client.get(&format!("/api/v1/candidates/{missing}")).await.status,
        404
    );
    assert_eq!(
        app.client
            .patch(&format!("/api/v1/candidates/{missing}"), &json!({"title": "x"}))
            .await
            .status,
        404
    );
    assert_eq!(
        app.client.delete(&format!("/api/v1/candidates/{missing}")).await.status,
        404
    );
    assert!(events(&app.client, "").await.is_empty());
}

#[tokio::test]
async fn each_operation_on_jobs_is_recorded_with_the_fields_an_update_set() {
    let app = spawn_app().await;
    let job = app.client.post("/api/v1/jobs", &job_body()).await.json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let updated = app
        .client
        .patch(&format!("/api/v1/jobs/{job}"), &json!({"title": "Staff Engineer"}))
        .await;
    assert_eq!(updated.status, 200, "{}", updated.text);
    assert_eq!(
        app.client
            .post(&format!("/api/v1/jobs/{job}/archive"), &json!({}))
            .await
            .status,
        200
    );
    assert_eq!(
        app.client
            .post(&format!("/api/v1/jobs/{job}/unarchive"), &json!({}))
            .await
            .status,
        200
    );
    let all = events(&app.client, &format!("&target_id={job}")).await;
    assert_eq!(
        actions(&all),
        ["job.created", "job.updated", "job.archived", "job.unarchived"]
    );
    assert_eq!(all[2]["changed_fields"], json!(["title"]));
}

#[tokio::test]
async fn each_operation_on_an_interview_and_its_reads_are_recorded() {
    let app = spawn_app().await;
    let job = app.client.post("/api/v1/jobs", &job_body()).await.json()["data"]["id"].clone();
    let invited = app
        .client
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job, "candidate_name": "Grace Hopper"}),
        )
        .await;
    assert_eq!(invited.status, 201, "{}", invited.text);
    let id = invited.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(app.client.get(&format!("/api/v1/interviews/{id}")).await.status, 200);
    assert_eq!(
        app.client
            .get(&format!("/api/v1/interviews/{id}/questions"))
            .await
            .status,
        200
    );
    assert_eq!(app.client.get("/api/v1/interviews").await.status, 200);
    assert_eq!(
        actions(&events(&app.client, "&action=interview.listed").await),
        ["interview.listed"]
    );
    let extended = app
        .client
        .post(
            &format!("/api/v1/interviews/{id}/extend"),
            &json!({"expires_in_days": 14}),
        )
        .await;
    assert_eq!(extended.status, 200, "{}", extended.text);
    let regenerated = app
        .client
        .post(&format!("/api/v1/interviews/{id}/regenerate-link"), &json!({}))
        .await;
    assert_eq!(regenerated.status, 200, "{}", regenerated.text);
    assert_eq!(
        app.client
            .post(&format!("/api/v1/interviews/{id}/cancel"), &json!({}))
            .await
            .status,
        200
    );
    let erased = app.client.post("/api/v1/erasures", &json!({"interview_id": id})).await;
    assert_eq!(erased.status, 201, "{}", erased.text);
    let batch = app
        .client
        .post(
            "/api/v1/invitations/batch",
            &json!({"invitations": [{"job_id": job, "candidate_name": "A"}, {"job_id": job, "candidate_name": "B"}]}),
        )
        .await;
    assert_eq!(batch.status, 200, "{}", batch.text);

    let all = events(&app.client, &format!("&target_id={id}")).await;
    assert_eq!(
        actions(&all),
        [
            "interview.created",
            "interview.read",
            "interview.questions_read",
            "interview.extended",
            "interview.link_regenerated",
            "interview.cancelled",
            "interview.erased"
        ]
    );
    let created = events(&app.client, "&action=interview.created").await;
    assert_eq!(created.len(), 3, "one event per interview a batch creates");
    let batch_request = request_id(&batch);
    assert!(
        created[..2]
            .iter()
            .all(|event| event["request_id"] == batch_request.as_str())
    );
}

#[tokio::test]
async fn api_keys_webhook_endpoints_settings_and_events_are_recorded() {
    let app = spawn_app().await;
    let key = app.client.post("/api/v1/api-keys", &json!({"name": "ci"})).await.json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(app.client.delete(&format!("/api/v1/api-keys/{key}")).await.status, 200);
    let webhook = app
        .client
        .post("/api/v1/webhooks", &json!({"url": "http://127.0.0.1:9/hooks"}))
        .await
        .json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let updated = app
        .client
        .patch(&format!("/api/v1/webhooks/{webhook}"), &json!({"description": "ATS"}))
        .await;
    assert_eq!(updated.status, 200, "{}", updated.text);
    let rotated = app
        .client
        .post(&format!("/api/v1/webhooks/{webhook}/rotate-secret"), &json!({}))
        .await;
    assert_eq!(rotated.status, 200, "{}", rotated.text);
    let recovered = app
        .client
        .post(
            &format!("/api/v1/webhooks/{webhook}/recover"),
            &json!({"since": "2026-01-01T00:00:00Z"}),
        )
        .await;
    assert_eq!(recovered.status, 202, "{}", recovered.text);
    assert_eq!(
        app.client.delete(&format!("/api/v1/webhooks/{webhook}")).await.status,
        200
    );
    let settings = app
        .client
        .patch("/api/v1/settings", &json!({"audit_retention_days": 400}))
        .await;
    assert_eq!(settings.status, 200, "{}", settings.text);
    assert_eq!(settings.json()["data"]["audit_retention_days"], 400);

    let keys = events(&app.client, "&action=api_key.").await;
    assert_eq!(actions(&keys), ["api_key.created", "api_key.revoked"]);
    assert!(keys.iter().all(|event| event["target"]["id"] == key.as_str()));
    let endpoint = events(&app.client, &format!("&target_id={webhook}")).await;
    assert_eq!(
        actions(&endpoint),
        [
            "webhook_endpoint.created",
            "webhook_endpoint.updated",
            "webhook_endpoint.secret_rotated",
            "webhook_endpoint.deliveries_recovered",
            "webhook_endpoint.deleted"
        ]
    );
    assert_eq!(endpoint[3]["changed_fields"], json!(["description"]));
    let changed = events(&app.client, "&action=settings.updated").await;
    assert_eq!(changed.len(), 1);
    assert_eq!(changed[0]["target"]["id"], app.account.id.to_string());
    assert_eq!(changed[0]["changed_fields"], json!(["audit_retention_days"]));
    let text = serde_json::to_string(&endpoint).unwrap();
    assert!(!text.contains("whsec_"), "no secret in an event");
}

#[tokio::test]
async fn the_operator_command_line_is_recorded_as_the_operator() {
    let app = spawn_app().await;
    let account = app.account.id.to_string();
    let created = cli(
        &app.database.url,
        &["keys", "create", &account, "--name", "ops", "--json"],
    )
    .await;
    let key = created.json()["id"].as_str().unwrap().to_owned();
    cli(&app.database.url, &["keys", "revoke", &key, "--json"]).await.ok();
    cli(&app.database.url, &["credits", "add", &account, "5", "--json"])
        .await
        .ok();
    let all = events(&app.client, "").await;
    assert_eq!(actions(&all), ["api_key.created", "api_key.revoked", "credits.added"]);
    for event in &all {
        assert_eq!(
            event["actor"],
            json!({"type": "operator", "key_id": null, "key_name": null, "ip": null})
        );
        assert_eq!(event["request_id"], Value::Null);
    }
}

#[tokio::test]
async fn a_refused_or_rolled_back_change_leaves_no_event() {
    let app = spawn_app_with(Options {
        credits: 0,
        ..Options::default()
    })
    .await;
    let job = app.client.post("/api/v1/jobs", &job_body()).await.json()["data"]["id"].clone();
    // Refused at the commit (no credits to reserve): the event written before it goes too.
    let refused = app
        .client
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job, "candidate_name": "Grace Hopper"}),
        )
        .await;
    assert_eq!(refused.status, 403, "{}", refused.text);
    assert_eq!(refused.json()["error"]["type"], "insufficient_credits");
    // Refused by the domain: the account's last live key.
    let key = key_id(&app.db, app.account.id, "test").await;
    assert_eq!(app.client.delete(&format!("/api/v1/api-keys/{key}")).await.status, 409);
    assert_eq!(actions(&events(&app.client, "").await), ["job.created"]);
    let interviews: i64 = sqlx::query_scalar("select count(*) from interviews")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(interviews, 0);
}

#[tokio::test]
async fn a_change_whose_event_cannot_be_written_is_not_made() {
    let app = spawn_app().await;
    sqlx::query("alter table audit_events rename to audit_events_gone")
        .execute(&app.db)
        .await
        .unwrap();
    let refused = app
        .client
        .post("/api/v1/candidates", &json!({"name": "Ada Lovelace"}))
        .await;
    let key = app.client.post("/api/v1/api-keys", &json!({"name": "ci"})).await;
    sqlx::query("alter table audit_events_gone rename to audit_events")
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(refused.status, 500);
    assert_eq!(key.status, 500);
    let (candidates, keys): (i64, i64) =
        sqlx::query_as("select (select count(*) from candidates), (select count(*) from api_keys where name = 'ci')")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!((candidates, keys), (0, 0));
}

/// No read without its event: when the event cannot be written, the read is not answered but
/// refused as unavailable, for the client to retry.
#[tokio::test]
async fn a_read_whose_event_cannot_be_written_is_not_answered() {
    let app = spawn_app().await;
    let created = app
        .client
        .post("/api/v1/candidates", &json!({"name": "Ada Lovelace"}))
        .await;
    let path = format!("/api/v1/candidates/{}", created.json()["data"]["id"].as_str().unwrap());
    sqlx::query("alter table audit_events rename to audit_events_gone")
        .execute(&app.db)
        .await
        .unwrap();
    let refused = [app.client.get(&path).await, app.client.get("/api/v1/candidates").await];
    sqlx::query("alter table audit_events_gone rename to audit_events")
        .execute(&app.db)
        .await
        .unwrap();
    for reply in &refused {
        assert_eq!(reply.status, 503, "{}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "service_unavailable", "{}", reply.text);
        assert!(!reply.text.contains("Ada"), "{}", reply.text);
    }
    let answered = app.client.get(&path).await;
    assert_eq!(answered.status, 200);
    assert_eq!(
        actions(&events(&app.client, "").await),
        ["candidate.created", "candidate.read"]
    );
}

#[tokio::test]
async fn another_account_and_the_other_mode_see_none_of_the_events() {
    let app = spawn_app().await;
    let created = app
        .client
        .post("/api/v1/candidates", &json!({"name": "Ada Lovelace"}))
        .await;
    let id = created.json()["data"]["id"].as_str().unwrap().to_owned();
    let other = create_account(&app.db, Plan::Paid, 10).await;
    let other = app.client.with_key(&other.key);
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", interview_api::models::KeyMode::Test).await;
    let test = app.client.with_key(&test_key);
    assert!(events(&other, "").await.is_empty());
    assert!(events(&test, "").await.is_empty());
    assert!(events(&other, &format!("&target_id={id}")).await.is_empty());
    // The test key's own reads are its mode's, and the live key does not see them.
    let test_candidate = test.post("/api/v1/candidates", &json!({"name": "Test"})).await;
    assert_eq!(test_candidate.status, 201);
    assert_eq!(actions(&events(&test, "").await), ["candidate.created"]);
    assert_eq!(actions(&events(&app.client, "").await), ["candidate.created"]);
    let export = other.get("/api/v1/audit-events/export").await;
    assert_eq!(export.status, 200);
    assert_eq!(export.text, "");
}

/// `count` events of `account` at one-second steps back from now, the newest first id, written
/// by SQL as the recording would. The months they fall in are prepared first, as the server's
/// upkeep had them when the events happened: the template has this month's partition and those
/// ahead, and the events may reach back into last month.
async fn seed_events(db: &PgPool, account: Uuid, count: i64, action: &str) {
    sqlx::query(
        "select audit_events_partition_for(month)
         from generate_series(now() - $1 * interval '1 second', now(), interval '1 month') as month",
    )
    .bind(count)
    .execute(db)
    .await
    .unwrap();
    sqlx::query(
        "insert into audit_events (id, account_id, occurred_at, action, actor_type, target_type, target_id)
         select (lpad(to_hex(floor(extract(epoch from at) * 1000)::bigint), 12, '0')
                 || '7000' || lpad(to_hex(n), 16, '0'))::uuid,
                $1, at, $3, 'system', split_part($3, '.', 1), null
         from generate_series(1, $2) as n, lateral (select now() - n * interval '1 second' as at) t",
    )
    .bind(account)
    .bind(count)
    .bind(action)
    .execute(db)
    .await
    .unwrap();
}

#[tokio::test]
async fn the_filters_narrow_the_list_and_its_pages_follow_each_other() {
    let app = spawn_app().await;
    let key = key_id(&app.db, app.account.id, "test").await;
    let other_key = create_key(&app.db, app.account.id, "other").await;
    let first = app
        .client
        .post("/api/v1/candidates", &json!({"name": "A"}))
        .await
        .json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    app.client
        .with_key(&other_key)
        .post("/api/v1/candidates", &json!({"name": "B"}))
        .await;
    app.client.get(&format!("/api/v1/candidates/{first}")).await;
    let job = app.client.post("/api/v1/jobs", &job_body()).await;
    assert_eq!(job.status, 201);

    assert_eq!(events(&app.client, "&action=candidate.created").await.len(), 2);
    assert_eq!(events(&app.client, "&action=candidate.").await.len(), 3);
    let no_dot = app.client.get("/api/v1/audit-events?action=candidate").await;
    assert_eq!(no_dot.status, 400, "a prefix ends with a dot: {}", no_dot.text);
    assert_eq!(events(&app.client, "&action=job.").await.len(), 1);
    assert_eq!(events(&app.client, &format!("&target_id={first}")).await.len(), 2);
    assert_eq!(events(&app.client, &format!("&key_id={key}")).await.len(), 3);
    let all = events(&app.client, "").await;
    let newest = all[0]["occurred_at"].as_str().unwrap().to_owned();
    let since_newest = events(&app.client, &format!("&occurred_since={}", newest.replace(':', "%3A"))).await;
    assert!(
        since_newest
            .iter()
            .all(|event| event["occurred_at"].as_str().unwrap() >= newest.as_str())
    );
    assert!(!since_newest.is_empty());
    let before_newest = events(&app.client, &format!("&occurred_before={}", newest.replace(':', "%3A"))).await;
    assert_eq!(since_newest.len() + before_newest.len(), all.len());

    seed_events(&app.db, app.account.id, 250, "credits.added").await;
    let mut seen = Vec::new();
    let mut cursor = String::new();
    loop {
        let page = app
            .client
            .get(&format!("/api/v1/audit-events?limit=100&action=credits.added{cursor}"))
            .await
            .json();
        let ids: Vec<String> = page["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|event| event["id"].as_str().unwrap().to_owned())
            .collect();
        seen.extend(ids);
        match page["pagination"]["next_cursor"].as_str() {
            Some(next) => cursor = format!("&cursor={next}"),
            None => break,
        }
    }
    assert_eq!(seen.len(), 250);
    let mut sorted = seen.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    sorted.dedup();
    assert_eq!(seen, sorted, "newest first, each once");
}

#[tokio::test]
async fn the_export_streams_a_hundred_thousand_events_as_json_lines_oldest_first() {
    let app = spawn_app().await;
    seed_events(&app.db, app.account.id, 100_000, "candidate.read").await;
    let mut response = reqwest::Client::new()
        .get(app.url("/api/v1/audit-events/export"))
        .bearer_auth(&app.account.key)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/x-ndjson");
    assert!(
        response.headers().get("content-length").is_none(),
        "streamed, not built whole before it is sent"
    );
    let (mut lines, mut pieces, mut partial, mut last_id) = (0, 0, Vec::new(), String::new());
    while let Some(piece) = response.chunk().await.unwrap() {
        pieces += 1;
        partial.extend_from_slice(&piece);
        // Only the unfinished last line is kept: the test holds no more than the server sends at once.
        while let Some(end) = partial.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = partial.drain(..=end).collect();
            let event: Value = serde_json::from_slice(&line).unwrap();
            let id = event["id"].as_str().unwrap().to_owned();
            assert!(id > last_id, "oldest first");
            last_id = id;
            lines += 1;
        }
    }
    assert!(partial.is_empty());
    assert_eq!(lines, 100_000);
    assert!(
        pieces >= 100,
        "sent in many pieces ({pieces}), a chunk of events at a time"
    );
}

#[tokio::test]
async fn the_database_refuses_to_change_or_delete_an_event() {
    let app = spawn_app().await;
    app.client
        .post("/api/v1/candidates", &json!({"name": "Ada Lovelace"}))
        .await;
    for statement in [
        "update audit_events set action = 'candidate.read'",
        "delete from audit_events",
        "truncate audit_events",
    ] {
        let error = sqlx::query(statement).execute(&app.db).await.unwrap_err();
        assert!(error.to_string().contains("append-only"), "{statement}: {error}");
    }
    assert_eq!(events(&app.client, "").await.len(), 1);
}

#[tokio::test]
async fn retention_drops_whole_months_and_the_list_shows_only_the_accounts_period() {
    let app = spawn_app().await;
    let partitions = |db: PgPool| async move {
        sqlx::query_scalar::<_, String>(
            "select c.relname::text from pg_inherits i join pg_class c on c.oid = i.inhrelid
             where i.inhparent = 'audit_events'::regclass order by 1",
        )
        .fetch_all(&db)
        .await
        .unwrap()
    };
    // Another account keeps its events for three years, so the server's own upkeep, which may run
    // at any moment, drops no month until the test lets it.
    let keeper = create_account(&app.db, Plan::Paid, 0).await;
    let keep_for = |days: i32| {
        sqlx::query("update accounts set audit_retention_days = $1 where id = $2")
            .bind(days)
            .bind(keeper.id)
    };
    keep_for(1095).execute(&app.db).await.unwrap();
    // Months 14 and 2 ago, each with an event.
    for months in [14, 2] {
        sqlx::query("select audit_events_partition_for(now() - make_interval(months => $1))")
            .bind(months)
            .execute(&app.db)
            .await
            .unwrap();
        sqlx::query(
            "insert into audit_events (id, account_id, occurred_at, action, actor_type, target_type)
             values ($1, $2, now() - make_interval(months => $3), 'candidate.read', 'system', 'candidate')",
        )
        .bind(Uuid::now_v7())
        .bind(app.account.id)
        .bind(months)
        .execute(&app.db)
        .await
        .unwrap();
    }
    // The coming months exist, and nothing is past the longest period.
    assert!(
        interview_api::workers::retention::keep_audit_months(&app.db)
            .await
            .unwrap()
            .is_empty()
    );
    let before = partitions(app.db.clone()).await;
    assert_eq!(
        events(&app.client, "").await.len(),
        1,
        "the 14-month-old event is past 365 days"
    );
    // The other account's period shortened, and the months past every period dropped, at once.
    let mut tx = app.db.begin().await.unwrap();
    keep_for(365).execute(&mut *tx).await.unwrap();
    let dropped = interview_api::domain::audit::drop_expired_months(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(dropped.len(), 1, "{dropped:?}");
    let after = partitions(app.db.clone()).await;
    assert_eq!(after.len(), before.len() - 1);
    assert!(!after.contains(&dropped[0]));
    let left: i64 = sqlx::query_scalar("select count(*) from audit_events")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(left, 1, "only the dropped month's event went");
    // A shorter period of the account hides the older event at once; its month stays while
    // another account keeps its events longer.
    create_account(&app.db, Plan::Paid, 0).await;
    let shorter = app
        .client
        .patch("/api/v1/settings", &json!({"audit_retention_days": 30}))
        .await;
    assert_eq!(shorter.status, 200);
    assert_eq!(actions(&events(&app.client, "").await), ["settings.updated"]);
    assert!(
        interview_api::workers::retention::keep_audit_months(&app.db)
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn the_coming_months_are_created_ahead() {
    let app = spawn_app().await;
    interview_api::workers::retention::keep_audit_months(&app.db)
        .await
        .unwrap();
    let ready: bool = sqlx::query_scalar(
        "select to_regclass('audit_events_' || to_char(now() at time zone 'UTC' + interval '3 months', 'YYYY_MM'))
                is not null",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!(ready);
}

#[tokio::test]
async fn the_list_and_the_export_have_documented_shapes() {
    let app = spawn_app().await;
    let created = app
        .client
        .post("/api/v1/candidates", &json!({"name": "Ada Lovelace"}))
        .await
        .json();
    let id = created["data"]["id"].as_str().unwrap();
    app.client
        .patch(&format!("/api/v1/candidates/{id}"), &json!({"title": "Engineer"}))
        .await;
    let page = app.client.get("/api/v1/audit-events").await;
    assert_documented!("listAuditEvents", "candidate_events", page);
    let bad = app.client.get("/api/v1/audit-events?action=Candidate").await;
    assert_eq!(bad.status, 400);
    assert_documented!("listAuditEvents", "malformed_action", bad);
    let export = app.client.get("/api/v1/audit-events/export").await;
    assert_eq!(export.status, 200);
    let lines: Vec<Value> = export
        .text
        .lines()
        .map(|line| redact(serde_json::from_str(line).unwrap()))
        .collect();
    insta::assert_json_snapshot!(
        "exportAuditEvents-200-json_lines",
        json!({"status": 200, "content_type": export.header("content-type"), "lines": lines})
    );
    let bad = app
        .client
        .get("/api/v1/audit-events/export?occurred_since=yesterday")
        .await;
    assert_documented!("exportAuditEvents", "malformed_time", bad);
}

/// The server is killed while a change waits to write its event (the test holds a lock on the
/// table): the change and its event go together, and the lock released, neither is there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_mid_request_leaves_neither_the_change_nor_its_event() {
    let database = TestDatabase::new();
    let server = spawn_process(&database.url, &[]).await;
    let db = sqlx::postgres::PgPoolOptions::new()
        .max_connections(3)
        .connect(&database.url)
        .await
        .unwrap();
    let account = create_account(&db, Plan::Paid, 100).await;
    let client = server.client().with_key(&account.key);
    let mut lock = db.begin().await.unwrap();
    sqlx::query("lock table audit_events in share mode")
        .execute(&mut *lock)
        .await
        .unwrap();
    let request = tokio::spawn(async move {
        client
            .try_send(
                client
                    .request(reqwest::Method::POST, "/api/v1/candidates")
                    .json(&json!({"name": "Ada"})),
            )
            .await
    });
    let waiting = "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'";
    let mut blocked: Vec<i32> = Vec::new();
    for _ in 0..200 {
        blocked = sqlx::query_scalar(waiting).fetch_all(&db).await.unwrap();
        if !blocked.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert_eq!(blocked.len(), 1, "the candidate is written and its event waits");
    server.kill().await;
    assert!(request.await.unwrap().is_err(), "no answer came");
    lock.rollback().await.unwrap();
    // The server's connection ends once its statement finishes and it finds the client gone.
    let gone = "select not exists (select from pg_stat_activity where pid = $1)";
    for _ in 0..200 {
        if sqlx::query_scalar::<_, bool>(gone)
            .bind(blocked[0])
            .fetch_one(&db)
            .await
            .unwrap()
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert!(
        sqlx::query_scalar::<_, bool>(gone)
            .bind(blocked[0])
            .fetch_one(&db)
            .await
            .unwrap()
    );
    let (candidates, events): (i64, i64) =
        sqlx::query_as("select (select count(*) from candidates), (select count(*) from audit_events)")
            .fetch_one(&db)
            .await
            .unwrap();
    assert_eq!((candidates, events), (0, 0));
    db.close().await;
}

/// A read's event is committed before the answer leaves (without waiting for the disk, which
/// only a crash of PostgreSQL itself could matter for): the server killed right after its
/// answers, every read it answered is recorded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_answered_before_the_server_is_killed_are_all_recorded() {
    let database = TestDatabase::new();
    let server = spawn_process(&database.url, &[]).await;
    let db = sqlx::postgres::PgPoolOptions::new()
        .max_connections(2)
        .connect(&database.url)
        .await
        .unwrap();
    let account = create_account(&db, Plan::Paid, 100).await;
    let client = server.client().with_key(&account.key);
    let id = client.post("/api/v1/candidates", &json!({"name": "Ada"})).await.json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let path = format!("/api/v1/candidates/{id}");
    let reads = (0..20).map(|_| client.get(&path));
    let answered = futures_util::future::join_all(reads).await;
    assert!(answered.iter().all(|reply| reply.status == 200));
    client.get("/api/v1/candidates").await;
    server.kill().await;
    let (read, listed): (i64, i64) = sqlx::query_as(
        "select count(*) filter (where action = 'candidate.read'), count(*) filter (where action = 'candidate.listed')
         from audit_events",
    )
    .fetch_one(&db)
    .await
    .unwrap();
    assert_eq!((read, listed), (20, 1));
    db.close().await;
}

/// What each operation of the contract records, as (action, actor type) pairs, when it succeeds
/// on the fixture of `every_operation` (prepared as [`prepared`] says); `None`: the operation has
/// no decision yet, which fails [`every_operation_records_exactly_what_was_decided`]. An empty list
/// says why it records nothing.
fn decided(operation: &str) -> Option<&'static [(&'static str, &'static str)]> {
    const KEY: &str = "api_key";
    const PARTNER: &str = "assessment_partner";
    const CANDIDATE: &str = "candidate";
    Some(match operation {
        // The account's keys: names and prefixes, no one's personal data.
        "listApiKeys" => &[],
        "createApiKey" => &[("api_key.created", KEY)],
        "deleteApiKey" => &[("api_key.revoked", KEY)],
        // Greenhouse, with one of the account's keys: the tests are jobs (titles only); an order
        // invites; its status is the candidate's results; an error report is kept.
        "listGreenhouseTests" => &[],
        "sendGreenhouseTest" => &[("interview.created", PARTNER)],
        "getGreenhouseTestStatus" => &[("interview.read", PARTNER)],
        "reportGreenhouseResponseError" => &[("partner_error.reported", PARTNER)],
        // The account's side of the connection: the reports (kept without the candidate's
        // e-mail address), whether a key is set, the callbacks (ids, URLs, statuses).
        "listGreenhouseResponseErrors" | "getGreenhouseConnection" | "listGreenhouseCallbacks" => &[],
        "setGreenhouseConnection" => &[("partner_connection.updated", KEY)],
        "createReportLink" => &[("interview.report_link_created", KEY)],
        "simulateInterview" => &[("interview.simulated", KEY)],
        "listCandidates" => &[("candidate.listed", KEY)],
        "createCandidate" => &[("candidate.created", KEY)],
        "getCandidate" => &[("candidate.read", KEY)],
        "updateCandidate" => &[("candidate.updated", KEY)],
        "deleteCandidate" => &[("candidate.deleted", KEY)],
        "exportCandidate" => &[("candidate.exported", KEY)],
        // Jobs hold no one's personal data.
        "listJobs" | "getJob" => &[],
        "createJob" => &[("job.created", KEY)],
        "updateJob" => &[("job.updated", KEY)],
        "archiveJob" => &[("job.archived", KEY)],
        "unarchiveJob" => &[("job.unarchived", KEY)],
        "createInvitation" | "createInvitationBatch" => &[("interview.created", KEY)],
        // Counts and amounts, by interview id.
        "getCreditBalance" | "listCreditTransactions" => &[],
        "listInterviews" => &[("interview.listed", KEY)],
        "getInterview" => &[("interview.read", KEY)],
        "listInterviewQuestions" => &[("interview.questions_read", KEY)],
        "cancelInterview" => &[("interview.cancelled", KEY)],
        "extendInterview" => &[("interview.extended", KEY)],
        "regenerateInterviewLink" => &[("interview.link_regenerated", KEY)],
        // The candidate's own session through their own link: the questions put to them, read by
        // the person they are about, and recorded once they change anything.
        "getSession" => &[],
        "startSession" => &[("interview.started", CANDIDATE)],
        "recordSessionResponse" => &[("interview.response_recorded", CANDIDATE)],
        "completeSession" => &[("interview.completed", CANDIDATE)],
        "setSessionEvaluation" => &[("interview.evaluated", PARTNER)],
        // Endpoints: URLs, subscriptions and delivery attempts (what receivers answered), no
        // one's personal data; a ping is an event queued.
        "listWebhookEndpoints" | "getWebhookEndpoint" | "listWebhookDeliveries" => &[],
        "createWebhookEndpoint" => &[("webhook_endpoint.created", KEY)],
        "updateWebhookEndpoint" => &[("webhook_endpoint.updated", KEY)],
        "rotateWebhookSecret" => &[("webhook_endpoint.secret_rotated", KEY)],
        "sendTestWebhook" => &[("webhook_endpoint.tested", KEY)],
        "recoverWebhookDeliveries" => &[("webhook_endpoint.deliveries_recovered", KEY)],
        "deleteWebhookEndpoint" => &[("webhook_endpoint.deleted", KEY)],
        // The list shows events' types, times and delivery states; one event shows its payload,
        // the interview as sent.
        "listEvents" => &[],
        "getEvent" => &[("event.read", KEY)],
        "resendEvent" => &[("event.resent", KEY)],
        "getSettings" => &[],
        "updateSettings" => &[("settings.updated", KEY)],
        // The log itself holds ids only.
        "listAuditEvents" | "exportAuditEvents" => &[],
        "createErasure" => &[("interview.erased", KEY)],
        _ => return None,
    })
}

/// `call` made ready to change or read something real on a fixture of its own, through `api`:
/// what it needs done first (a session started to answer in), or a target of its own (a key to
/// revoke, a new order, an interview's event rather than the fixture's ping).
async fn prepared(api: &Client, db: &PgPool, account: Uuid, fixture: &Fixture, mut call: Call) -> (Call, Client) {
    let session = |step: &str| format!("/api/v1/sessions/{}/{step}", fixture.token);
    let done = |reply: Reply, what: &str| assert!(reply.status.is_success(), "{what}: {}", reply.text);
    match call.operation {
        "recordSessionResponse" | "completeSession" => {
            done(api.anonymous().post(&session("start"), &json!({})).await, "start");
        }
        "setSessionEvaluation" => {
            done(api.anonymous().post(&session("start"), &json!({})).await, "start");
            done(api.anonymous().post(&session("complete"), &json!({})).await, "complete");
        }
        "deleteApiKey" => {
            let created = api.post("/api/v1/api-keys", &json!({"name": "revoked"})).await;
            assert_eq!(created.status, 201, "key: {}", created.text);
            call.path = format!("/api/v1/api-keys/{}", created.json()["data"]["id"].as_str().unwrap());
        }
        "sendGreenhouseTest" => {
            // The fixture placed the order of the table's body: sent again, it is found, not made.
            let url = format!("{FIXTURE_ORDER_URL}0");
            call.body = Some(crate::partners::send_test_body(&fixture.job, &url));
        }
        "simulateInterview" => {
            // Only a test key's interviews are simulated.
            let test = api.with_key(&create_key_of(db, account, "sandbox", KeyMode::Test).await);
            let job = test.post("/api/v1/jobs", &job_body()).await.json()["data"]["id"].clone();
            let invited = test
                .post(
                    "/api/v1/invitations",
                    &json!({"job_id": job, "candidate_name": "Grace Hopper"}),
                )
                .await;
            assert_eq!(invited.status, 201, "test invitation: {}", invited.text);
            call.path = format!("/api/v1/interviews/{}/simulate", invited.json()["id"].as_str().unwrap());
            return (call, test);
        }
        "getEvent" => {
            done(api.anonymous().post(&session("start"), &json!({})).await, "start");
            let event: String = sqlx::query_scalar("select id from webhook_events where interview_id = $1 limit 1")
                .bind(Uuid::parse_str(&fixture.interview).unwrap())
                .fetch_one(db)
                .await
                .unwrap();
            call.path = format!("/api/v1/events/{event}");
        }
        _ => {}
    }
    (call, api.clone())
}

/// The events of the account and its test-mode twin as (id, action, actor type, actor key),
/// oldest first.
async fn stored(db: &PgPool, account: Uuid) -> Vec<(Uuid, String, String, Option<Uuid>)> {
    sqlx::query_as(
        "select id, action, actor_type, actor_key_id from audit_events
         where account_id = $1 or account_id in (select id from accounts where live_account_id = $1)
         order by occurred_at, id",
    )
    .bind(account)
    .fetch_all(db)
    .await
    .unwrap()
}

/// Every operation of the contract is in `every_operation`'s table and has a decision here, and
/// made on a fixture of its own, it records exactly the decided actions, by the decided actor,
/// with the key it was called with (or none): an operation added without a decision, or one that
/// stops recording, fails here.
#[tokio::test]
async fn every_operation_records_exactly_what_was_decided() {
    let app = spawn_app_with(Options {
        extra_args: ["--session-rate-limit-per-minute", "100000"].map(String::from).to_vec(),
        ..Options::default()
    })
    .await;
    let contract: BTreeSet<String> = crate::contract_coverage::documented().into_keys().collect();
    let first = every_operation::fixture(&app.client).await;
    let tabled: BTreeSet<String> = every_operation::calls(&first)
        .iter()
        .map(|call| call.operation.to_owned())
        .collect();
    assert_eq!(
        tabled, contract,
        "every_operation's table holds every operation of the contract"
    );
    let undecided: Vec<&String> = contract.iter().filter(|op| decided(op).is_none()).collect();
    assert!(
        undecided.is_empty(),
        "operations without an audit decision: {undecided:?}"
    );

    // Four operations at a time.
    let app = &app;
    futures_util::stream::iter(0..tabled.len())
        .for_each_concurrent(4, |index| async move {
            // An account of its own for each: a fixture per call would take one account past its
            // limits (ten webhook endpoints).
            let account = create_account(&app.db, Plan::Paid, 1000).await;
            let api = app.client.with_key(&account.key);
            let key = key_id(&app.db, account.id, "test").await;
            let fixture = every_operation::fixture(&api).await;
            let call = every_operation::calls(&fixture).remove(index);
            let (call, api) = prepared(&api, &app.db, account.id, &fixture, call).await;
            let key = if call.operation == "simulateInterview" {
                sqlx::query_scalar(
                    "select id from api_keys where name = 'sandbox'
                         and account_id in (select id from accounts where live_account_id = $1)",
                )
                .bind(account.id)
                .fetch_one(&app.db)
                .await
                .unwrap()
            } else {
                key
            };
            let before: HashSet<Uuid> = stored(&app.db, account.id)
                .await
                .into_iter()
                .map(|event| event.0)
                .collect();
            let reply = call.send(&api, true).await;
            assert!(
                reply.status.is_success(),
                "{}: {} {}",
                call.operation,
                reply.status,
                reply.text
            );
            let recorded: Vec<(String, String, Option<Uuid>)> = stored(&app.db, account.id)
                .await
                .into_iter()
                .filter(|event| !before.contains(&event.0))
                .map(|(_, action, actor, key)| (action, actor, key))
                .collect();
            let expected: Vec<(String, String, Option<Uuid>)> = decided(call.operation)
                .unwrap()
                .iter()
                .map(|(action, actor)| {
                    // The key it was called with, for a key's calls and a partner's calls with a key.
                    let with_key = *actor == "api_key" || (*actor == "assessment_partner" && call.basic);
                    (action.to_string(), actor.to_string(), with_key.then_some(key))
                })
                .collect();
            assert_eq!(recorded, expected, "{}", call.operation);
        })
        .await;
}

/// No event of `all` holds any of `personal`.
fn holds_none_of(all: &[Value], personal: &[&str]) {
    let text = serde_json::to_string(all).unwrap();
    for personal in personal {
        assert!(
            !text.contains(personal),
            "an event holds no personal data ({personal}): {text}"
        );
    }
}

#[tokio::test]
async fn greenhouse_s_calls_are_recorded_as_the_assessment_partner_s_with_the_key_it_used() {
    let app = spawn_app().await;
    let key = key_id(&app.db, app.account.id, "test").await;
    let partner = app.client.as_partner();
    let job = create_job(&app).await;
    let body = crate::partners::send_test_body(job["id"].as_str().unwrap(), &format!("{FIXTURE_ORDER_URL}7"));
    let ordered = partner.post("/api/v1/partners/greenhouse/send_test", &body).await;
    assert_eq!(ordered.status, 200, "{}", ordered.text);
    let interview = ordered.json()["partner_interview_id"].as_str().unwrap().to_owned();
    // Greenhouse sends an order again when it missed the answer: found, not made, not recorded.
    let again = partner.post("/api/v1/partners/greenhouse/send_test", &body).await;
    assert_eq!(again.json()["partner_interview_id"], interview.as_str());
    let status = partner
        .get(&format!(
            "/api/v1/partners/greenhouse/test_status?partner_interview_id={interview}"
        ))
        .await;
    assert_eq!(status.status, 200, "{}", status.text);
    let reported = partner
        .post(
            "/api/v1/partners/greenhouse/response_error",
            &json!({"api_call": "test_status", "errors": ["bad score"], "partner_interview_id": interview}),
        )
        .await;
    assert_eq!(reported.status, 200, "{}", reported.text);

    let all = events(&app.client, "").await;
    assert_eq!(
        actions(&all),
        [
            "job.created",
            "interview.created",
            "interview.read",
            "partner_error.reported"
        ]
    );
    let report: Uuid = sqlx::query_scalar("select id from partner_errors where account_id = $1")
        .bind(app.account.id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    let (error, read, created) = (&all[0], &all[1], &all[2]);
    for (event, reply) in [(created, &ordered), (read, &status), (error, &reported)] {
        assert_eq!(event["actor"]["type"], "assessment_partner");
        assert_eq!(event["actor"]["key_id"], key.to_string());
        assert_eq!(event["actor"]["key_name"], "test");
        assert_eq!(event["actor"]["ip"], "127.0.0.1");
        assert_eq!(event["request_id"], request_id(reply).as_str());
    }
    assert_eq!(created["target"], json!({"type": "interview", "id": interview}));
    assert_eq!(read["target"], json!({"type": "interview", "id": interview}));
    assert_eq!(error["target"], json!({"type": "partner_error", "id": report}));
    let page = app
        .client
        .get("/api/v1/audit-events?action=partner_error.reported")
        .await;
    assert_documented!("listAuditEvents", "partner_error_reported", page);
    holds_none_of(&all, &["Harriet", "Quimby", "harriet.quimby", "greenhouse.io/people"]);
}

#[tokio::test]
async fn the_candidate_s_session_is_recorded_as_the_candidate_s_without_a_key() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = session(&app, &invited.token, "start", None).await;
    assert_eq!(started.status, 200, "{}", started.text);
    // Starting again changes nothing and records nothing.
    assert_eq!(session(&app, &invited.token, "start", None).await.status, 200);
    let question = started.json()["data"]["questions"][0]["id"].clone();
    let answer = json!({"question_id": question, "transcript": "I would start with the logs.", "duration_seconds": 42});
    let answered = session(&app, &invited.token, "responses", Some(answer)).await;
    assert_eq!(answered.status, 200, "{}", answered.text);
    let evaluation = json!({"evaluation": {"overall_score": 80, "recommendation": "yes"}});
    let completed = session(&app, &invited.token, "complete", Some(evaluation)).await;
    assert_eq!(completed.status, 200, "{}", completed.text);
    assert_eq!(session(&app, &invited.token, "complete", None).await.status, 200);

    let all = events(&app.client, &format!("&target_id={}", invited.id)).await;
    assert_eq!(
        actions(&all),
        [
            "interview.created",
            "interview.started",
            "interview.response_recorded",
            "interview.completed",
            "interview.evaluated"
        ]
    );
    let (evaluated, completed_event, answered_event, started_event) = (&all[0], &all[1], &all[2], &all[3]);
    for (event, reply) in [
        (started_event, &started),
        (answered_event, &answered),
        (completed_event, &completed),
    ] {
        assert_eq!(
            event["actor"],
            json!({"type": "candidate", "key_id": null, "key_name": null, "ip": "127.0.0.1"})
        );
        assert_eq!(event["request_id"], request_id(reply).as_str());
        assert_eq!(event["target"], json!({"type": "interview", "id": invited.id}));
    }
    // An evaluation sent with the completion is the assessment partner's, as one set on its own.
    assert_eq!(evaluated["actor"]["type"], "assessment_partner");
    assert_eq!(evaluated["actor"]["key_id"], Value::Null);
    holds_none_of(&all, &["Ada", "Lovelace", "logs", "payment"]);
    let page = app
        .client
        .get(&format!("/api/v1/audit-events?target_id={}", invited.id))
        .await;
    assert_documented!("listAuditEvents", "session_events", page);
}

#[tokio::test]
async fn report_links_and_each_view_of_a_report_are_recorded() {
    let app = spawn_app().await;
    let key = key_id(&app.db, app.account.id, "test").await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let issued = app
        .client
        .post(&format!("/api/v1/interviews/{}/report-link", invited.id), &json!({}))
        .await;
    assert_eq!(issued.status, 201, "{}", issued.text);
    let page = crate::partners::report_path(issued.json()["data"]["report_url"].as_str().unwrap());
    let viewed = app.client.anonymous().get(&page).await;
    assert_eq!(viewed.status, 200);
    assert_eq!(app.client.anonymous().get(&page).await.status, 200);
    // A link that opens nothing reads nothing.
    let unknown = app
        .client
        .anonymous()
        .get("/reports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        .await;
    assert_eq!(unknown.status, 404);

    let all = events(&app.client, &format!("&target_id={}", invited.id)).await;
    assert_eq!(
        actions(&all),
        [
            "interview.created",
            "interview.report_link_created",
            "interview.report_viewed",
            "interview.report_viewed"
        ]
    );
    let (link, view) = (&all[2], &all[1]);
    assert_eq!(link["actor"]["type"], "api_key");
    assert_eq!(link["actor"]["key_id"], key.to_string());
    assert_eq!(link["request_id"], request_id(&issued).as_str());
    assert_eq!(
        view["actor"],
        json!({"type": "report_link", "key_id": null, "key_name": null, "ip": "127.0.0.1"})
    );
    assert_eq!(view["request_id"], request_id(&viewed).as_str());
    assert_eq!(view["target"], json!({"type": "interview", "id": invited.id}));
    holds_none_of(&all, &["Ada", "Lovelace", "/reports/"]);
    let views = app
        .client
        .get("/api/v1/audit-events?action=interview.report_viewed&limit=1")
        .await;
    assert_documented!("listAuditEvents", "report_viewed", views);

    // An erased interview's page shows nothing of it: no read.
    let erased = app
        .client
        .post("/api/v1/erasures", &json!({"interview_id": invited.id}))
        .await;
    assert!(erased.status.is_success(), "{}", erased.text);
    assert_eq!(app.client.anonymous().get(&page).await.status, 410);
    let after = events(&app.client, "&action=interview.report_viewed").await;
    assert_eq!(after.len(), 2);
}

#[tokio::test]
async fn pings_reads_of_an_interview_s_event_and_the_partner_connection_are_recorded() {
    let app = spawn_app().await;
    let key = key_id(&app.db, app.account.id, "test").await;
    let endpoint = app
        .client
        .post("/api/v1/webhooks", &json!({"url": "http://127.0.0.1:9/hooks"}))
        .await
        .json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let ping = app
        .client
        .post(&format!("/api/v1/webhooks/{endpoint}/test"), &json!({}))
        .await;
    assert_eq!(ping.status, 202, "{}", ping.text);
    // A ping's payload holds no one's data: reading it records nothing.
    let ping_id = ping.json()["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(app.client.get(&format!("/api/v1/events/{ping_id}")).await.status, 200);
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    assert_eq!(session(&app, &invited.token, "start", None).await.status, 200);
    let event: String = sqlx::query_scalar("select id from webhook_events where interview_id = $1")
        .bind(Uuid::parse_str(&invited.id).unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
    let read = app.client.get(&format!("/api/v1/events/{event}")).await;
    assert_eq!(read.status, 200, "{}", read.text);
    assert!(read.text.contains("Ada Lovelace"), "the payload holds the candidate");
    let connection = app
        .client
        .send(
            app.client
                .request(reqwest::Method::PUT, "/api/v1/partners/greenhouse/connection")
                .json(&json!({"callback_key": "greenhouse-key"})),
        )
        .await;
    assert_eq!(connection.status, 200, "{}", connection.text);

    let all = events(&app.client, "").await;
    let all: Vec<Value> = all
        .into_iter()
        .filter(|event| {
            ["webhook_endpoint.tested", "event.read", "partner_connection.updated"]
                .contains(&event["action"].as_str().unwrap())
        })
        .collect();
    assert_eq!(
        actions(&all),
        ["webhook_endpoint.tested", "event.read", "partner_connection.updated"]
    );
    for event in &all {
        assert_eq!(event["actor"]["type"], "api_key");
        assert_eq!(event["actor"]["key_id"], key.to_string());
    }
    assert_eq!(all[2]["target"], json!({"type": "webhook_endpoint", "id": endpoint}));
    assert_eq!(all[2]["request_id"], request_id(&ping).as_str());
    let event_uuid = interview_api::domain::webhooks::uuid_of(&event);
    assert_eq!(all[1]["target"], json!({"type": "event", "id": event_uuid}));
    assert_eq!(all[1]["request_id"], request_id(&read).as_str());
    assert_eq!(all[0]["target"], json!({"type": "account", "id": app.account.id}));
    holds_none_of(&all, &["Ada", "Lovelace", "greenhouse-key"]);
}
