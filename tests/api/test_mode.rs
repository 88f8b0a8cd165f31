//! Test mode: a test key works on a world of its own. What it creates (candidates, jobs,
//! interviews, webhook endpoints and events, idempotency keys, credit transactions) is invisible to
//! live keys and the reverse; test invitations draw on a test balance that never touches the live
//! one; test webhooks are signed and delivered like live ones; a test interview is driven to any
//! outcome by `POST /interviews/{id}/simulate`. Stored candidates are invited by `candidate_id`.

use interview_api::domain::accounts::Plan;
use interview_api::models::KeyMode;
use interview_api_test_support::*;
use serde_json::{Value, json};

use crate::jobs::job_body;
use crate::webhooks::{Receiver, fast_app, verify};

fn created(reply: Reply) -> Value {
    assert!(reply.status == 201, "{} {}", reply.status, reply.text);
    reply.json()
}

/// Everything one mode's key can list.
async fn world(client: &Client) -> Value {
    let mut seen = json!({});
    for path in [
        "/api/v1/candidates",
        "/api/v1/jobs",
        "/api/v1/interviews",
        "/api/v1/webhooks",
        "/api/v1/events",
        "/api/v1/credits/transactions",
        "/api/v1/credits/balance",
    ] {
        let reply = client.get(path).await;
        assert_eq!(reply.status, 200, "{path}: {}", reply.text);
        seen[path] = reply.json();
    }
    seen
}

/// A candidate, a job, an invitation of the stored candidate and a webhook endpoint, through
/// `client`; the interview is then simulated to completion. Returns the interview.
async fn whole_flow(client: &Client, receiver: &Receiver, simulate: bool) -> (Value, String) {
    let hook = created(client.post("/api/v1/webhooks", &json!({"url": receiver.url()})).await)["data"].clone();
    let candidate = created(
        client
            .post(
                "/api/v1/candidates",
                &json!({"name": "Grace Hopper", "cv": {"summary": "Compilers", "skills": [{"name": "COBOL", "category": "technical"}]}}),
            )
            .await,
    )["data"]
        .clone();
    let job = created(client.post("/api/v1/jobs", &job_body()).await)["data"].clone();
    let invitation = created(
        client
            .post(
                "/api/v1/invitations",
                &json!({"job_id": job["id"], "candidate_id": candidate["id"]}),
            )
            .await,
    );
    assert_eq!(invitation["candidate_name"], "Grace Hopper");
    assert_eq!(invitation["candidate_id"], candidate["id"]);
    let id = invitation["id"].as_str().unwrap().to_owned();
    if simulate {
        let reply = client
            .post(
                &format!("/api/v1/interviews/{id}/simulate"),
                &json!({"outcome": "completed"}),
            )
            .await;
        assert_eq!(reply.status, 200, "{}", reply.text);
    }
    (hook, id)
}

#[tokio::test]
async fn the_whole_flow_in_test_mode_leaves_the_live_world_unchanged_and_the_reverse() {
    let app = spawn_app_with(fast_app()).await;
    let live = app.client.clone();
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let test = app.client.with_key(&test_key);
    let live_before = world(&live).await;

    let test_receiver = Receiver::start(vec![]).await;
    let (hook, interview) = whole_flow(&test, &test_receiver, true).await;

    // The results, in the same shape as a real interview's.
    let result = test.get(&format!("/api/v1/interviews/{interview}")).await;
    assert_eq!(result.status, 200);
    let result = result.json()["data"].clone();
    assert_eq!(result["status"], "completed");
    assert_eq!(result["responses"].as_array().unwrap().len(), 3);
    assert!(result["charged_credits"].as_i64().unwrap() >= 1);
    // Signed deliveries of both events.
    let deliveries = test_receiver.wait_for_events(2).await;
    let kinds: Vec<&Value> = deliveries.iter().map(|(_, event)| &event["type"]).collect();
    assert_eq!(kinds, ["interview_started", "interview_ended"]);
    assert!(
        deliveries
            .iter()
            .all(|(d, _)| verify(hook["secret"].as_str().unwrap(), d))
    );
    // The test balance paid, never the live one.
    let test_balance = test.get("/api/v1/credits/balance").await.json();
    assert!(test_balance["total_balance"].as_i64().unwrap() > 999_999_999_000);
    assert_eq!(world(&live).await, live_before, "the live world is unchanged");

    // The reverse: a live flow is invisible to the test key.
    let test_before = world(&test).await;
    let live_receiver = Receiver::start(vec![]).await;
    let (_, live_interview) = whole_flow(&live, &live_receiver, false).await;
    assert_eq!(
        world(&test).await["/api/v1/candidates"],
        test_before["/api/v1/candidates"]
    );
    assert_eq!(
        world(&test).await["/api/v1/interviews"],
        test_before["/api/v1/interviews"]
    );
    assert_eq!(
        world(&test).await["/api/v1/credits/balance"],
        test_before["/api/v1/credits/balance"]
    );
    // Each other's resources are 404, exactly like another account's.
    assert_eq!(
        test.get(&format!("/api/v1/interviews/{live_interview}")).await.status,
        404
    );
    assert_eq!(live.get(&format!("/api/v1/interviews/{interview}")).await.status, 404);
    // The live endpoint got nothing of the test world.
    assert!(live_receiver.deliveries().is_empty());

    // Idempotency keys are per mode too: the same key is a request of its own.
    let body = json!({"name": "Same key"});
    let first = live
        .send(
            live.request(reqwest::Method::POST, "/api/v1/candidates")
                .header("Idempotency-Key", "k1")
                .json(&body),
        )
        .await;
    let second = test
        .send(
            test.request(reqwest::Method::POST, "/api/v1/candidates")
                .header("Idempotency-Key", "k1")
                .json(&body),
        )
        .await;
    assert_eq!((first.status.as_u16(), second.status.as_u16()), (201, 201));
    assert_eq!(second.header("idempotent-replayed"), None);
}

#[tokio::test]
async fn a_test_interview_is_simulated_to_any_outcome_and_a_live_one_never() {
    let app = spawn_app().await;
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let test = app.client.with_key(&test_key);
    let job = created(test.post("/api/v1/jobs", &job_body()).await)["data"].clone();
    let invite = |client: Client| {
        let job = job.clone();
        async move {
            created(
                client
                    .post(
                        "/api/v1/invitations",
                        &json!({"job_id": job["id"], "candidate_name": "Ada"}),
                    )
                    .await,
            )["id"]
                .as_str()
                .unwrap()
                .to_owned()
        }
    };
    let simulate = |client: Client, id: String, outcome: &'static str| async move {
        client
            .post(
                &format!("/api/v1/interviews/{id}/simulate"),
                &json!({"outcome": outcome}),
            )
            .await
    };

    let completed = simulate(test.clone(), invite(test.clone()).await, "completed").await;
    assert_eq!(completed.status, 200, "{}", completed.text);
    assert_documented!("simulateInterview", "completed", completed);
    let abandoned = simulate(test.clone(), invite(test.clone()).await, "abandoned").await;
    assert_eq!(abandoned.json()["data"]["status"], "abandoned");
    assert_eq!(abandoned.json()["data"]["charged_credits"], 1);
    assert_eq!(abandoned.json()["data"]["completed_at"], Value::Null);
    let expiring = invite(test.clone()).await;
    let expired = simulate(test.clone(), expiring.clone(), "expired").await;
    assert_eq!(expired.json()["data"]["status"], "expired");
    let again = simulate(test.clone(), expiring, "completed").await;
    assert_eq!(again.status, 409);
    assert_documented!("simulateInterview", "expired_cannot_complete", again);

    // A live interview is never simulated.
    let live_job = created(app.post("/api/v1/jobs", &job_body()).await)["data"].clone();
    let live_interview = created(
        app.post(
            "/api/v1/invitations",
            &json!({"job_id": live_job["id"], "candidate_name": "Ada"}),
        )
        .await,
    )["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let refused = simulate(app.client.clone(), live_interview.clone(), "completed").await;
    assert_eq!(refused.status, 409);
    assert_documented!("simulateInterview", "live_interview", refused);
    // And the test key does not see it.
    assert_eq!(simulate(test.clone(), live_interview, "completed").await.status, 404);
    let bad = test
        .post(
            "/api/v1/interviews/01937a2b-3c4d-7e5f-a061-7b8c9d0e1f2a/simulate",
            &json!({"outcome": "teleported"}),
        )
        .await;
    assert_eq!(bad.status, 400);
    assert_documented!("simulateInterview", "unknown_outcome", bad);
    let unknown = simulate(
        test.clone(),
        "01937a2b-3c4d-7e5f-a061-7b8c9d0e1f2a".to_owned(),
        "completed",
    )
    .await;
    assert_eq!(unknown.status, 404);
    assert_documented!("simulateInterview", "unknown_id", unknown);
}

#[tokio::test]
async fn a_stored_candidate_is_invited_by_id_within_its_account_and_mode() {
    let app = spawn_app().await;
    let job = created(app.post("/api/v1/jobs", &job_body()).await)["data"].clone();
    let candidate = created(
        app.post(
            "/api/v1/candidates",
            &json!({"name": "Katherine Johnson", "cv": {"summary": "Orbital mechanics"}}),
        )
        .await,
    )["data"]
        .clone();
    let invite = |body: Value| {
        let client = app.client.clone();
        async move { client.post("/api/v1/invitations", &body).await }
    };

    let reply = invite(json!({"job_id": job["id"], "candidate_id": candidate["id"]})).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_documented!("createInvitation", "stored_candidate", reply);
    let by_id = reply.json();
    let interview = by_id["id"].as_str().unwrap().to_owned();
    let session = app
        .client
        .anonymous()
        .get(&format!("/api/v1/sessions/{}", by_id["token"].as_str().unwrap()))
        .await;
    assert_eq!(session.json()["data"]["candidate_cv"]["summary"], "Orbital mechanics");
    // A CV in the request replaces the stored one for this interview.
    let overridden =
        invite(json!({"job_id": job["id"], "candidate_id": candidate["id"], "candidate_cv": {"summary": "Computing"}}))
            .await
            .json();
    let session = app
        .client
        .anonymous()
        .get(&format!("/api/v1/sessions/{}", overridden["token"].as_str().unwrap()))
        .await;
    assert_eq!(session.json()["data"]["candidate_cv"]["summary"], "Computing");
    // Listed by candidate.
    let listed = app
        .get(&format!(
            "/api/v1/interviews?candidate_id={}",
            candidate["id"].as_str().unwrap()
        ))
        .await
        .json();
    assert_eq!(listed["data"].as_array().unwrap().len(), 2);
    assert_eq!(listed["data"][1]["id"], json!(interview));

    // Both, or neither, is 400.
    let both = invite(json!({"job_id": job["id"], "candidate_id": candidate["id"], "candidate_name": "X"})).await;
    assert_eq!(both.status, 400);
    assert_documented!("createInvitation", "candidate_name_and_id", both);
    let neither = invite(json!({"job_id": job["id"]})).await;
    assert_eq!(neither.status, 400);
    // Another account's candidate, or the other mode's, is 404.
    let other = create_account(&app.db, Plan::Paid, 100).await;
    let theirs = created(
        app.client
            .with_key(&other.key)
            .post("/api/v1/candidates", &json!({"name": "Theirs"}))
            .await,
    )["data"]["id"]
        .clone();
    let reply = invite(json!({"job_id": job["id"], "candidate_id": theirs})).await;
    assert_eq!(reply.status, 404);
    assert_documented!("createInvitation", "another_accounts_candidate", reply);
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let test_candidate = created(
        app.client
            .with_key(&test_key)
            .post("/api/v1/candidates", &json!({"name": "Test only"}))
            .await,
    )["data"]["id"]
        .clone();
    assert_eq!(
        invite(json!({"job_id": job["id"], "candidate_id": test_candidate}))
            .await
            .status,
        404
    );

    // Deleting the candidate leaves the interview its own copy of the name and CV.
    assert_eq!(
        app.delete(&format!("/api/v1/candidates/{}", candidate["id"].as_str().unwrap()))
            .await
            .status,
        200
    );
    let kept = app.get(&format!("/api/v1/interviews/{interview}")).await.json()["data"].clone();
    assert_eq!(kept["candidate_name"], "Katherine Johnson");
    assert_eq!(kept["candidate_id"], Value::Null);
}
