//! The interview lifecycle. The session API, authenticated by the interview's token instead of a
//! key, starts an interview, records answers and completes it; interviews are read, listed and
//! cancelled with a key. Steps out of order are 409, the link of an expired or cancelled interview
//! 410 on every session endpoint, and an interview in progress for 24 hours is abandoned.
//! Completion charges the minutes used (never more than was reserved); cancellation and expiry
//! release the reservation and charge nothing.

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::jobs::create_job;

pub struct Invited {
    pub id: String,
    pub token: String,
    pub invitation: Value,
}

pub async fn invite(app: &TestApp, job: &Value) -> Invited {
    let cv = json!({"summary": "Built payment systems", "skills": [{"name": "Rust", "category": "technical", "proficiency": "expert"}]});
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "Ada Lovelace", "candidate_cv": cv, "locale_id": "en-GB"}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let invitation = reply.json();
    Invited {
        id: invitation["id"].as_str().unwrap().to_owned(),
        token: invitation["token"].as_str().unwrap().to_owned(),
        invitation,
    }
}

/// A session request: no API key, the token is the credential.
pub async fn session(app: &TestApp, token: &str, action: &str, body: Option<Value>) -> Reply {
    let path = match action {
        "" => format!("/api/v1/sessions/{token}"),
        action => format!("/api/v1/sessions/{token}/{action}"),
    };
    let client = app.client.anonymous();
    let request = match (action, body) {
        ("", _) => client.request(Method::GET, &path),
        (_, Some(body)) => client.request(Method::POST, &path).json(&body),
        (_, None) => client.request(Method::POST, &path),
    };
    client.send(request).await
}

async fn balance(app: &TestApp) -> Value {
    app.get("/api/v1/credits/balance").await.json()
}

async fn set_started_ago(app: &TestApp, id: &str, seconds: i64) {
    sqlx::query("update interviews set started_at = now() - make_interval(secs => $2) where id = $1::uuid")
        .bind(id)
        .bind(seconds as f64)
        .execute(&app.db)
        .await
        .unwrap();
}

#[tokio::test]
async fn the_session_shows_the_ordered_questions_voice_locale_name_and_cv() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let reply = session(&app, &invited.token, "", None).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let data = &reply.json()["data"];
    assert_eq!(data["status"], "invited");
    assert_eq!(data["locale_id"], "en-GB");
    assert_eq!(data["candidate_cv"]["summary"], "Built payment systems");
    assert_eq!(data["questions"].as_array().unwrap().len(), 3);
    assert_documented!("getSession", "invited", reply);
}

#[tokio::test]
async fn the_whole_interview_runs_from_start_to_results() {
    let app = spawn_app_with(Options {
        credits: 100,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;

    let started = session(&app, &invited.token, "start", None).await;
    assert_eq!(started.status, 200);
    assert_eq!(started.json()["data"]["status"], "in_progress");
    assert_documented!("startSession", "started", started);
    let again = session(&app, &invited.token, "start", None).await;
    assert_eq!(
        again.json()["data"]["started_at"],
        started.json()["data"]["started_at"],
        "a repeated start is a no-op"
    );

    let questions = started.json()["data"]["questions"].clone();
    let first = questions[0]["id"].as_str().unwrap();
    let answer = session(
        &app,
        &invited.token,
        "responses",
        Some(json!({"question_id": first, "transcript": "First take", "duration_seconds": 30})),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let answer = session(
        &app,
        &invited.token,
        "responses",
        Some(json!({"question_id": first, "transcript": "I designed <the> ledger", "duration_seconds": 95})),
    )
    .await;
    assert_documented!("recordSessionResponse", "recorded", answer);

    set_started_ago(&app, &invited.id, 150).await;
    let completed = session(&app, &invited.token, "complete", None).await;
    assert_eq!(completed.status, 200, "{}", completed.text);
    assert_eq!(completed.json()["data"]["status"], "completed");
    assert_documented!("completeSession", "completed", completed);

    let results = app.get(&format!("/api/v1/interviews/{}", invited.id)).await;
    let data = &results.json()["data"];
    assert_eq!(data["status"], "completed");
    assert_eq!(data["charged_credits"], 3, "150 s started 3 minutes");
    assert_eq!(
        data["responses"],
        json!([{"question_id": first, "transcript": "I designed <the> ledger", "duration_seconds": 95, "recorded_at": data["responses"][0]["recorded_at"]}])
    );
    assert_documented!("getInterview", "completed", results);
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 97, "total_balance": 97, "reserved_credits": 0})
    );
}

#[tokio::test]
async fn completing_twice_charges_once() {
    let app = spawn_app_with(Options {
        credits: 100,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session(&app, &invited.token, "start", None).await;
    let first = session(&app, &invited.token, "complete", None).await;
    let second = session(&app, &invited.token, "complete", None).await;
    assert_eq!(second.status, 200);
    assert_eq!(second.json(), first.json());
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 99, "total_balance": 99, "reserved_credits": 0}),
        "at least 1 credit"
    );
}

#[tokio::test]
async fn the_charge_never_exceeds_the_reservation() {
    let app = spawn_app_with(Options {
        credits: 100,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session(&app, &invited.token, "start", None).await;
    set_started_ago(&app, &invited.id, 3 * 3600).await;
    session(&app, &invited.token, "complete", None).await;
    assert_eq!(balance(&app).await["total_balance"], 100 - 9);
}

#[tokio::test]
async fn an_unknown_token_is_404_and_an_expired_link_is_410() {
    let app = spawn_app().await;
    let reply = session(&app, &"a".repeat(43), "", None).await;
    assert_eq!(reply.status, 404);
    assert_documented!("getSession", "unknown_token", reply);
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    sqlx::query("update interviews set expires_at = now() - interval '1 second' where id = $1::uuid")
        .bind(&invited.id)
        .execute(&app.db)
        .await
        .unwrap();
    let reply = session(&app, &invited.token, "start", None).await;
    assert_eq!(reply.status, 410);
    assert_eq!(reply.json()["error"]["type"], "link_expired");
    assert_documented!("startSession", "link_expired", reply);
    assert_eq!(session(&app, &invited.token, "", None).await.status, 410);
}

#[tokio::test]
async fn a_token_of_the_wrong_form_is_400() {
    let app = spawn_app().await;
    let reply = session(&app, "short", "", None).await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["token"].is_string());
}

#[tokio::test]
async fn steps_out_of_order_are_409_invalid_state() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let reply = session(&app, &invited.token, "complete", None).await;
    assert_eq!(reply.status, 409);
    assert_eq!(reply.json()["error"]["type"], "invalid_state");
    assert_documented!("completeSession", "not_started", reply);
    let question = invited.invitation["id"].clone();
    let reply = session(
        &app,
        &invited.token,
        "responses",
        Some(json!({"question_id": question, "transcript": "x", "duration_seconds": 1})),
    )
    .await;
    assert_eq!(reply.status, 409);
    app.post(&format!("/api/v1/interviews/{}/cancel", invited.id), &json!({}))
        .await;
    let reply = session(&app, &invited.token, "start", None).await;
    assert_eq!(reply.status, 410, "a cancelled interview's link no longer works");
    assert_eq!(reply.json()["error"]["type"], "link_cancelled");
}

#[tokio::test]
async fn an_answer_to_a_question_of_another_interview_is_400() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session(&app, &invited.token, "start", None).await;
    let reply = session(
        &app,
        &invited.token,
        "responses",
        Some(json!({"question_id": uuid::Uuid::now_v7(), "transcript": "x", "duration_seconds": 1})),
    )
    .await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["question_id"].is_string());
    assert_documented!("recordSessionResponse", "unknown_question", reply);
}

#[tokio::test]
async fn cancelling_releases_the_reservation_and_a_repeat_changes_nothing() {
    let app = spawn_app_with(Options {
        credits: 50,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    assert_eq!(balance(&app).await["reserved_credits"], 9);
    let reply = app
        .post(&format!("/api/v1/interviews/{}/cancel", invited.id), &json!({}))
        .await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json()["data"]["status"], "cancelled");
    assert_documented!("cancelInterview", "cancelled", reply);
    let again = app
        .post(&format!("/api/v1/interviews/{}/cancel", invited.id), &json!({}))
        .await;
    assert_eq!(again.json(), reply.json());
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 50, "total_balance": 50, "reserved_credits": 0})
    );
}

#[tokio::test]
async fn a_started_interview_cannot_be_cancelled() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session(&app, &invited.token, "start", None).await;
    let reply = app
        .post(&format!("/api/v1/interviews/{}/cancel", invited.id), &json!({}))
        .await;
    assert_eq!(reply.status, 409);
    assert_documented!("cancelInterview", "in_progress", reply);
}

#[tokio::test]
async fn expiry_releases_the_reservation_and_charges_nothing() {
    let app = spawn_app_with(Options {
        credits: 50,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    sqlx::query("update interviews set expires_at = now() - interval '1 second' where id = $1::uuid")
        .bind(&invited.id)
        .execute(&app.db)
        .await
        .unwrap();
    let interview = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(interview["data"]["status"], "expired");
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 50, "total_balance": 50, "reserved_credits": 0})
    );
    interview_api::workers::sweeper::sweep(&app.db, "https://interview.test/i")
        .await
        .unwrap();
    assert_eq!(balance(&app).await["total_balance"], 50);
}

#[tokio::test]
async fn an_interview_in_progress_for_24_hours_is_abandoned_when_the_sweeper_charges_it_up_to_its_last_answer() {
    let app = spawn_app_with(Options {
        credits: 50,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = session(&app, &invited.token, "start", None).await.json();
    let question = started["data"]["questions"][0]["id"].as_str().unwrap().to_owned();
    session(
        &app,
        &invited.token,
        "responses",
        Some(json!({"question_id": question, "transcript": "x", "duration_seconds": 1})),
    )
    .await;
    sqlx::query("update interviews set started_at = now() - interval '25 hours' where id = $1::uuid")
        .bind(&invited.id)
        .execute(&app.db)
        .await
        .unwrap();
    sqlx::query("update interview_responses set recorded_at = now() - interval '25 hours' + interval '130 seconds'")
        .execute(&app.db)
        .await
        .unwrap();
    // Until the sweeper settles it, it shows what the balance reflects: running, credits reserved.
    let before = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(before["data"]["status"], "in_progress");
    assert_eq!(before["data"]["charged_credits"], Value::Null);
    assert_eq!(balance(&app).await["reserved_credits"], 9);
    assert_eq!(
        interview_api::workers::sweeper::sweep(&app.db, "https://interview.test/i")
            .await
            .unwrap()
            .abandoned,
        1
    );
    assert_eq!(
        interview_api::workers::sweeper::sweep(&app.db, "https://interview.test/i")
            .await
            .unwrap()
            .abandoned,
        0,
        "settled once"
    );
    let interview = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(interview["data"]["status"], "abandoned");
    assert_eq!(interview["data"]["charged_credits"], 3);
    // It ran but did not complete.
    assert_eq!(interview["data"]["completed_at"], Value::Null);
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 47, "total_balance": 47, "reserved_credits": 0})
    );
    assert_eq!(session(&app, &invited.token, "complete", None).await.status, 409);
}

#[tokio::test]
async fn interviews_are_listed_with_status_and_job_filters() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let other_job = create_job(&app).await;
    let a = invite(&app, &job).await;
    let b = invite(&app, &job).await;
    let c = invite(&app, &other_job).await;
    session(&app, &b.token, "start", None).await;
    let ids = |reply: Reply| -> Vec<String> {
        reply.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        ids(app.get("/api/v1/interviews").await),
        [c.id.clone(), b.id.clone(), a.id.clone()]
    );
    assert_eq!(
        ids(app.get("/api/v1/interviews?status=in_progress").await),
        std::slice::from_ref(&b.id)
    );
    assert_eq!(
        ids(app
            .get(&format!("/api/v1/interviews?job_id={}", job["id"].as_str().unwrap()))
            .await),
        [b.id.clone(), a.id.clone()]
    );
    let page = app.get("/api/v1/interviews?limit=1").await;
    assert_eq!(page.json()["pagination"]["has_more"], true);
    assert_documented!("listInterviews", "first_page", page);
    assert_eq!(app.get("/api/v1/interviews?status=lost").await.status, 400);
}

#[tokio::test]
async fn another_accounts_interview_is_404_everywhere() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let other = create_account(&app.db, Plan::Paid, 10).await;
    for path in [
        format!("/api/v1/interviews/{}", invited.id),
        format!("/api/v1/interviews/{}/questions", invited.id),
    ] {
        let reply = app.client.with_key(&other.key).get(&path).await;
        assert_eq!(reply.status, 404, "{path}");
    }
    let reply = app
        .send(
            app.client
                .with_key(&other.key)
                .request(Method::POST, &format!("/api/v1/interviews/{}/cancel", invited.id)),
        )
        .await;
    assert_eq!(reply.status, 404);
    assert_documented!("cancelInterview", "another_account", reply);
    let theirs = app.client.with_key(&other.key).get("/api/v1/interviews").await;
    assert_eq!(theirs.json()["data"], json!([]));
}

#[tokio::test]
async fn unknown_interviews_and_tokens_are_404() {
    let app = spawn_app().await;
    let unknown = Uuid::now_v7();
    let token = "A".repeat(43);
    for (operation, path) in [
        ("getInterview", format!("/api/v1/interviews/{unknown}")),
        (
            "listInterviewQuestions",
            format!("/api/v1/interviews/{unknown}/questions"),
        ),
    ] {
        let reply = app.get(&path).await;
        assert_eq!(reply.status, 404, "{operation}: {}", reply.text);
        assert_documented!(operation, "unknown_id", reply);
    }
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
        assert_eq!(reply.json()["error"]["type"], "resource_not_found");
        assert_documented!(operation, "unknown_token", reply);
    }
}

/// Cancelling stops the link, as `cancelInterview` documents: every session endpoint answers 410
/// `link_cancelled`, before any state check, as for an expired link.
#[tokio::test]
async fn a_cancelled_interviews_link_stops_working_on_every_session_endpoint() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let cancelled = invite(&app, &job).await;
    let questions = app
        .get(&format!("/api/v1/interviews/{}/questions", cancelled.id))
        .await
        .json();
    let reply = app
        .post(&format!("/api/v1/interviews/{}/cancel", cancelled.id), &json!({}))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let answer = json!({"question_id": questions["data"][0]["id"], "transcript": "Late.", "duration_seconds": 3});
    for (operation, action, body) in [
        ("getSession", "", None),
        ("startSession", "start", None),
        ("recordSessionResponse", "responses", Some(answer)),
        ("completeSession", "complete", None),
    ] {
        let reply = session(&app, &cancelled.token, action, body).await;
        assert_eq!(reply.status, 410, "{operation}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "link_cancelled");
        assert_documented!(operation, "cancelled", reply);
    }
    let interview = app.get(&format!("/api/v1/interviews/{}", cancelled.id)).await.json();
    assert_eq!(interview["data"]["status"], "cancelled", "nothing changed it");
}

#[tokio::test]
async fn session_actions_in_the_wrong_state_are_409_and_after_expiry_410() {
    let app = spawn_app().await;
    let job = create_job(&app).await;

    let completed = invite(&app, &job).await;
    assert_eq!(session(&app, &completed.token, "start", None).await.status, 200);
    assert_eq!(session(&app, &completed.token, "complete", None).await.status, 200);
    let reply = session(&app, &completed.token, "start", None).await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "invalid_state");
    assert_documented!("startSession", "completed", reply);

    let invited = invite(&app, &job).await;
    let questions = app
        .get(&format!("/api/v1/interviews/{}/questions", invited.id))
        .await
        .json();
    let answer = json!({"question_id": questions["data"][0]["id"], "transcript": "Early.", "duration_seconds": 3});
    let reply = session(&app, &invited.token, "responses", Some(answer.clone())).await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "invalid_state");
    assert_documented!("recordSessionResponse", "not_started", reply);

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
        assert_eq!(reply.json()["error"]["type"], "link_expired");
        assert_documented!(operation, "link_expired", reply);
    }
}

/// A session token that is not 43 base64url characters is 400 on every session operation.
#[tokio::test]
async fn a_malformed_session_token_is_400_everywhere() {
    let app = spawn_app().await;
    for (method, suffix) in [
        (Method::GET, ""),
        (Method::POST, "/start"),
        (Method::POST, "/responses"),
        (Method::POST, "/complete"),
    ] {
        let request = app
            .client
            .anonymous()
            .request(method, &format!("/api/v1/sessions/short{suffix}"))
            .json(&json!({"question_id": uuid::Uuid::now_v7(), "transcript": "", "duration_seconds": 1}));
        let reply = app.send(request).await;
        assert_eq!(reply.status, 400, "{suffix}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "validation_error");
        assert!(reply.json()["error"]["details"]["token"].is_string());
    }
}

#[tokio::test]
async fn an_ended_interviews_link_shows_its_state_never_its_content() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = session(&app, &invited.token, "start", None).await;
    let question = started.json()["data"]["questions"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let answer = json!({"question_id": question, "transcript": "A private answer", "duration_seconds": 30});
    assert_eq!(
        session(&app, &invited.token, "responses", Some(answer)).await.status,
        200
    );
    let completed = session(&app, &invited.token, "complete", None).await;
    assert_eq!(completed.status, 200, "{}", completed.text);

    let read = session(&app, &invited.token, "", None).await;
    assert_eq!(read.status, 200, "{}", read.text);
    let data = &read.json()["data"];
    assert_eq!(data["status"], "completed");
    assert_eq!(data["candidate_name"], "[withheld]");
    assert_eq!(data["questions"], json!([]));
    assert_eq!(data["responses"], json!([]));
    assert_eq!(data["candidate_cv"], Value::Null);
    for private in ["A private answer", "Ada Lovelace", "Built payment systems"] {
        assert!(!read.text.contains(private), "{}", read.text);
        assert!(!completed.text.contains(private), "{}", completed.text);
    }
    assert_documented!("getSession", "ended", read);
    // With an API key the content is all there.
    let interview = app.get(&format!("/api/v1/interviews/{}", invited.id)).await;
    assert!(interview.text.contains("A private answer"));
}

#[tokio::test]
async fn a_session_says_whether_its_interview_is_live_or_test() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let live = invite(&app, &job).await;
    let reply = session(&app, &live.token, "", None).await;
    assert_eq!(reply.json()["data"]["mode"], "live");

    let test_key = create_key_of(&app.db, app.account.id, "sandbox", interview_api::models::KeyMode::Test).await;
    let sandbox = app.client.with_key(&test_key);
    let test_job = sandbox.post("/api/v1/jobs", &crate::jobs::job_body()).await.json()["data"]["id"].clone();
    let invitation = sandbox
        .post(
            "/api/v1/invitations",
            &json!({"job_id": test_job, "candidate_name": "Ada Lovelace"}),
        )
        .await;
    assert_eq!(invitation.status, 201, "{}", invitation.text);
    let token = invitation.json()["token"].as_str().unwrap().to_owned();
    for action in ["", "start"] {
        let reply = session(&app, &token, action, None).await;
        assert_eq!(reply.status, 200, "{}", reply.text);
        assert_eq!(reply.json()["data"]["mode"], "test", "{action}");
    }
}
