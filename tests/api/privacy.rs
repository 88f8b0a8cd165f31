//! The person behind the data. A candidate's consent is recorded when the interview starts (and
//! required by jobs that say so); everything held about a candidate can be exported; an erasure
//! removes the person from the candidate, the interviews, the event log, the delivery log and the
//! stored Idempotency-Key answers, in one transaction, and leaves nothing in a dump of the
//! database or in the server's log; the retention period redacts ended interviews the same way.

use std::time::Duration;

use interview_api::domain::accounts::Plan;
use interview_api::models::KeyMode;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};

use crate::jobs::{create_job, job_body};
use crate::sessions::{invite, session};
use crate::webhooks::{FAST_RETRIES, Receiver};

/// Strings that occur nowhere but in this person's data.
const NAME: &str = "Quillon Marwick-Ystad";
const TITLE: &str = "Principal Zeppelin Wrangler";
const CV: &str = "Refitted the airship Skylark-Q9 twice";
const TRANSCRIPT: &str = "my grandmother Ondine Vasquerel taught me";
const CUSTOM_QUESTION: &str = "How did Skylark-Q9 change your approach?";
const NOTICE: &str = "notice-quillon-2026";
const ADDRESS: &str = "quillon.marwick@skylark-q9.example";

const MARKERS: [&str; 7] = [NAME, TITLE, CV, TRANSCRIPT, CUSTOM_QUESTION, NOTICE, ADDRESS];

fn markers_in(text: &str) -> Vec<&'static str> {
    MARKERS.into_iter().filter(|marker| text.contains(marker)).collect()
}

/// Every row of the database, as `pg_dump --data-only` writes it.
fn dump(database_url: &str) -> String {
    let output = std::process::Command::new("pg_dump")
        .args(["--data-only", database_url])
        .output()
        .expect("pg_dump runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

fn with_key(client: &Client, method: Method, path: &str, key: &str, body: Option<&Value>) -> reqwest::RequestBuilder {
    let request = client.request(method, path).header("Idempotency-Key", key);
    match body {
        Some(body) => request.json(body),
        None => request,
    }
}

async fn created(client: &Client, request: reqwest::RequestBuilder) -> Value {
    let reply = client.send(request).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()
}

/// A session call through `client` (no key), with an Idempotency-Key.
async fn session_call(client: &Client, token: &str, action: &str, key: &str, body: Option<&Value>) -> Reply {
    let anonymous = client.anonymous();
    let path = format!("/api/v1/sessions/{token}/{action}");
    let reply = anonymous
        .send(with_key(&anonymous, Method::POST, &path, key, body))
        .await;
    assert_eq!(reply.status, 200, "{action}: {}", reply.text);
    reply
}

/// The person's whole story: a candidate with a CV, invited by id (with a custom question) and,
/// as someone else's record would be, by name; both interviews started with consent, answered and
/// completed; every POST with an Idempotency-Key. Returns the two interview ids and the bodies
/// of the replays to try after the erasure.
struct Story {
    candidate: String,
    by_id: String,
    by_name: String,
    candidate_body: Value,
    invitation_body: Value,
    token: String,
}

async fn live_the_story(client: &Client) -> Story {
    let job =
        created(client, client.request(Method::POST, "/api/v1/jobs").json(&job_body())).await["data"]["id"].clone();
    let cv = json!({"summary": CV, "workExperiences": [{"company": "Skylark", "title": TITLE, "startDate": "2020-01", "isCurrent": true}]});
    let candidate_body = json!({"name": NAME, "title": TITLE, "cv": cv});
    let candidate = created(
        client,
        with_key(
            client,
            Method::POST,
            "/api/v1/candidates",
            "candidate-1",
            Some(&candidate_body),
        ),
    )
    .await["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let invitation_body = json!({
        "job_id": job,
        "candidate_id": candidate,
        // Kept and shown, not e-mailed (the export's shape does not wait on the worker).
        "candidate_email": ADDRESS,
        "send_email": false,
        "question_config": {"custom_questions": [{"question_text": CUSTOM_QUESTION, "question_type": "behavioral"}]},
    });
    let by_id = created(
        client,
        with_key(
            client,
            Method::POST,
            "/api/v1/invitations",
            "invite-1",
            Some(&invitation_body),
        ),
    )
    .await;
    let by_name_body =
        json!({"job_id": job, "candidate_name": NAME, "candidate_cv": {"summary": CV}, "candidate_email": ADDRESS});
    let by_name = created(
        client,
        with_key(
            client,
            Method::POST,
            "/api/v1/invitations",
            "invite-2",
            Some(&by_name_body),
        ),
    )
    .await;
    for (n, invitation) in [&by_id, &by_name].into_iter().enumerate() {
        let token = invitation["token"].as_str().unwrap();
        let consent = json!({"consent": {"notice_version": NOTICE}});
        session_call(client, token, "start", &format!("start-{n}"), Some(&consent)).await;
        let questions = client
            .get(&format!(
                "/api/v1/interviews/{}/questions",
                invitation["id"].as_str().unwrap()
            ))
            .await
            .json();
        for (q, question) in questions["data"].as_array().unwrap().iter().enumerate() {
            let answer = json!({"question_id": question["id"], "transcript": format!("Well, {TRANSCRIPT} to listen"), "duration_seconds": 30});
            session_call(client, token, "responses", &format!("answer-{n}-{q}"), Some(&answer)).await;
        }
        session_call(client, token, "complete", &format!("complete-{n}"), None).await;
    }
    Story {
        candidate,
        by_id: by_id["id"].as_str().unwrap().to_owned(),
        by_name: by_name["id"].as_str().unwrap().to_owned(),
        candidate_body,
        invitation_body,
        token: by_id["token"].as_str().unwrap().to_owned(),
    }
}

#[tokio::test]
async fn an_erased_person_leaves_no_copy_in_the_database_or_the_log() {
    let database = TestDatabase::new();
    // The invitation is e-mailed through a real mail server, so that sending is logged too.
    let smtp = SmtpServer::start(free_port()).await;
    // Every level of every module logs: nothing of the person may reach any of them.
    let mut server = ServerProcess::spawn(
        &database.url,
        &["--webhook-allow-private", "true", "--smtp-url", &smtp.url()],
        &[("RUST_LOG", "trace")],
    );
    server.wait_ready(Duration::from_secs(30)).await;
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let account = create_account(&db, Plan::Paid, 1000).await;
    let client = server.client().with_key(&account.key);
    let receiver = Receiver::start(vec![]).await;
    created(
        &client,
        client.request(Method::POST, "/api/v1/webhooks").json(&json!({
            "url": receiver.url(),
            "events": ["interview_started", "interview_ended", "interview_erased"],
        })),
    )
    .await;

    let story = live_the_story(&client).await;
    let deliveries = receiver.wait_for(4).await;
    // The e-mail reached the person (it was sent, or failed once the interview had started).
    assert!(smtp.received().iter().all(|mail| mail.rcpt_tos == [ADDRESS]));
    assert!(
        deliveries.iter().all(|d| d.body.contains(NAME)),
        "the events carried the person"
    );

    // The export holds every marker; the dump, before the erasure, too (so it would show one left).
    let export = client
        .get(&format!("/api/v1/candidates/{}/export", story.candidate))
        .await;
    assert_eq!(export.status, 200, "{}", export.text);
    assert_eq!(markers_in(&export.text), MARKERS.to_vec());
    assert_eq!(markers_in(&dump(&database.url)), MARKERS.to_vec());

    let erased = created(
        &client,
        with_key(
            &client,
            Method::POST,
            "/api/v1/erasures",
            "erase-1",
            Some(&json!({"candidate_id": story.candidate})),
        ),
    )
    .await;
    assert_eq!(erased["data"]["interview_ids"], json!([story.by_id]));
    let erased = created(
        &client,
        client
            .request(Method::POST, "/api/v1/erasures")
            .json(&json!({"interview_id": story.by_name})),
    )
    .await;
    assert_eq!(erased["data"]["candidate_id"], Value::Null);

    // Nothing of the person is left in any table.
    let dumped = dump(&database.url);
    assert_eq!(markers_in(&dumped), Vec::<&str>::new());

    // A replayed key neither shows the person nor creates them again.
    let replay = client
        .send(with_key(
            &client,
            Method::POST,
            "/api/v1/candidates",
            "candidate-1",
            Some(&story.candidate_body),
        ))
        .await;
    assert_eq!(replay.status, 410, "{}", replay.text);
    assert_eq!(replay.json()["error"]["type"], "resource_erased");
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
    assert_documented!("createCandidate", "erased_person", replay);
    let replay = client
        .send(with_key(
            &client,
            Method::POST,
            "/api/v1/invitations",
            "invite-1",
            Some(&story.invitation_body),
        ))
        .await;
    assert_eq!(replay.status, 410, "{}", replay.text);
    assert_documented!("createInvitation", "erased_person", replay);
    let anonymous = client.anonymous();
    let path = format!("/api/v1/sessions/{}/start", story.token);
    let consent = json!({"consent": {"notice_version": NOTICE}});
    let replay = anonymous
        .send(with_key(&anonymous, Method::POST, &path, "start-0", Some(&consent)))
        .await;
    assert_eq!(replay.status, 410, "{}", replay.text);
    assert_eq!(replay.json()["error"]["type"], "resource_erased");
    let count: i64 = sqlx::query_scalar("select count(*) from candidates")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(count, 0);

    // What billing and statistics need stays.
    let interview = client.get(&format!("/api/v1/interviews/{}", story.by_id)).await.json()["data"].clone();
    assert_eq!(interview["status"], "completed");
    assert_eq!(interview["candidate_name"], "[erased]");
    assert_eq!(interview["candidate_id"], Value::Null);
    assert_eq!(interview["consent"], Value::Null);
    assert_eq!(interview["responses"], json!([]));
    assert!(interview["erased_at"].is_string());
    assert!(interview["charged_credits"].as_i64().unwrap() >= 1);

    // The receiver is told, with ids only.
    let deliveries = receiver.wait_for(6).await;
    let erasures: Vec<Value> = deliveries
        .iter()
        .map(|d| serde_json::from_str::<Value>(&d.body).unwrap())
        .filter(|event| event["type"] == "interview_erased")
        .collect();
    assert_eq!(erasures.len(), 2);
    for event in &erasures {
        let keys: Vec<&String> = event["data"].as_object().unwrap().keys().collect();
        assert_eq!(keys, ["id", "erasure_id"]);
    }
    let export = client
        .get(&format!("/api/v1/candidates/{}/export", story.candidate))
        .await;
    assert_eq!(export.status, 404);

    let log = server.stop().await;
    assert!(log.lines().count() > 100, "the log ran at every level:\n{log}");
    assert_eq!(markers_in(&log), Vec::<&str>::new(), "the log holds personal data");
}

#[tokio::test]
async fn the_export_holds_the_candidate_its_interviews_and_their_events() {
    let app = spawn_app().await;
    let story = live_the_story(&app.client).await;
    let reply = app.get(&format!("/api/v1/candidates/{}/export", story.candidate)).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let export = reply.json()["data"].clone();
    assert_eq!(export["candidate"]["name"], NAME);
    let interviews = export["interviews"].as_array().unwrap();
    // Only the interview invited with the candidate's id is the candidate's.
    assert_eq!(interviews.len(), 1);
    let interview = &interviews[0];
    assert_eq!(interview["id"], story.by_id.as_str());
    assert_eq!(interview["consent"]["notice_version"], NOTICE);
    assert_eq!(interview["candidate_cv"]["summary"], CV);
    assert!(
        interview["questions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|q| q["question_text"] == CUSTOM_QUESTION)
    );
    assert!(!interview["responses"].as_array().unwrap().is_empty());
    let events: Vec<&str> = export["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["type"].as_str().unwrap())
        .collect();
    assert_eq!(events, ["interview_ended", "interview_started"]);
    assert_eq!(
        export["events"][0]["payload"]["data"]["consent"]["notice_version"],
        NOTICE
    );
    assert_documented!("exportCandidate", "candidate_with_an_interview", reply);
}

#[tokio::test]
async fn export_and_erasure_see_only_the_callers_account_and_mode() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let candidate = app.post("/api/v1/candidates", &json!({"name": NAME})).await.json()["data"]["id"].clone();
    let interview = invite(&app, &job).await.id;

    let other = create_account(&app.db, Plan::Paid, 10).await;
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    for client in [app.client.with_key(&other.key), app.client.with_key(&test_key)] {
        let reply = client
            .get(&format!("/api/v1/candidates/{}/export", candidate.as_str().unwrap()))
            .await;
        assert_eq!(reply.status, 404, "{}", reply.text);
        assert_eq!(reply.json(), json!({"error": "Candidate not found"}));
        for body in [json!({"candidate_id": candidate}), json!({"interview_id": interview})] {
            let reply = client.post("/api/v1/erasures", &body).await;
            assert_eq!(reply.status, 404, "{}", reply.text);
            assert_eq!(reply.json()["error"]["type"], "resource_not_found");
        }
    }
    let reply = app
        .client
        .with_key(&other.key)
        .get(&format!("/api/v1/candidates/{}/export", candidate.as_str().unwrap()))
        .await;
    assert_documented!("exportCandidate", "another_account", reply);
    let reply = app
        .client
        .with_key(&other.key)
        .post("/api/v1/erasures", &json!({"interview_id": interview}))
        .await;
    assert_documented!("createErasure", "another_account", reply);
    let reply = app.get("/api/v1/candidates/not-a-uuid/export").await;
    assert_eq!(reply.status, 400);
    assert_documented!("exportCandidate", "id_not_a_uuid", reply);

    // The caller's own: untouched by the refusals above.
    let reply = app
        .get(&format!("/api/v1/candidates/{}", candidate.as_str().unwrap()))
        .await;
    assert_eq!(reply.status, 200);
    let interview_reply = app.get(&format!("/api/v1/interviews/{interview}")).await.json();
    assert_eq!(interview_reply["data"]["candidate_name"], "Ada Lovelace");
}

#[tokio::test]
async fn an_erasure_names_exactly_one_subject() {
    let app = spawn_app().await;
    let id = "01937a2b-3c4d-7e5f-a061-7b8c9d0e1f2a";
    let reply = app
        .post("/api/v1/erasures", &json!({"candidate_id": id, "interview_id": id}))
        .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(
        reply.json()["error"]["details"]["interview_id"],
        "is not allowed together with candidate_id"
    );
    assert_documented!("createErasure", "both_subjects", reply);
    let reply = app.post("/api/v1/erasures", &json!({})).await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert!(reply.json()["error"]["details"]["candidate_id"].is_string());
}

#[tokio::test]
async fn erasing_a_live_interview_ends_it_first() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = invite(&app, &job).await;
    assert_eq!(session(&app, &started.token, "start", None).await.status, 200);

    for interview in [&invited, &started] {
        let reply = app
            .post("/api/v1/erasures", &json!({"interview_id": interview.id}))
            .await;
        assert_eq!(reply.status, 201, "{}", reply.text);
        if interview.id == invited.id {
            assert_documented!("createErasure", "invited_interview", reply);
        }
    }
    let invited_now = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json()["data"].clone();
    assert_eq!(invited_now["status"], "cancelled");
    let started_now = app.get(&format!("/api/v1/interviews/{}", started.id)).await.json()["data"].clone();
    assert_eq!(started_now["status"], "abandoned");
    assert_eq!(started_now["charged_credits"], 1);
    // The links stop working (the interviews are erased), and no credits stay reserved.
    assert_eq!(session(&app, &invited.token, "start", None).await.status, 410);
    assert_eq!(session(&app, &started.token, "complete", None).await.status, 410);
    let balance = app.get("/api/v1/credits/balance").await.json();
    assert_eq!(balance["reserved_credits"], 0);
    // Erasing again changes nothing and answers the same shape.
    let again = app.post("/api/v1/erasures", &json!({"interview_id": started.id})).await;
    assert_eq!(again.status, 201);
    assert_eq!(again.json()["data"]["interview_ids"], json!([started.id]));
}

#[tokio::test]
async fn keys_whose_answers_held_the_person_replay_as_erased() {
    let app = spawn_app().await;
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    // A live interview is cancelled, a test-mode one simulated: both answers show the person.
    let cases = [
        (app.client.clone(), "cancelInterview", "cancel", None),
        (
            app.client.with_key(&test_key),
            "simulateInterview",
            "simulate",
            Some(json!({"outcome": "completed"})),
        ),
    ];
    for (client, operation, action, body) in cases {
        let job = created(&client, client.request(Method::POST, "/api/v1/jobs").json(&job_body())).await["data"]["id"]
            .clone();
        let invitation = json!({"job_id": job, "candidate_name": NAME});
        let interview = created(
            &client,
            client.request(Method::POST, "/api/v1/invitations").json(&invitation),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let path = format!("/api/v1/interviews/{interview}/{action}");
        let first = client
            .send(with_key(&client, Method::POST, &path, "held-the-person", body.as_ref()))
            .await;
        assert_eq!(first.status, 200, "{operation}: {}", first.text);
        assert!(first.text.contains(NAME));
        let erased = client
            .post("/api/v1/erasures", &json!({"interview_id": interview}))
            .await;
        assert_eq!(erased.status, 201, "{}", erased.text);
        let replay = client
            .send(with_key(&client, Method::POST, &path, "held-the-person", body.as_ref()))
            .await;
        assert_eq!(replay.status, 410, "{operation}: {}", replay.text);
        assert!(!replay.text.contains(NAME));
        assert_documented!(operation, "erased_person", replay);
        // The key still refuses a different request.
        let other = client
            .send(with_key(
                &client,
                Method::POST,
                "/api/v1/candidates",
                "held-the-person",
                Some(&json!({"name": "X"})),
            ))
            .await;
        assert_eq!(other.status, 422, "{}", other.text);
    }
}

#[tokio::test]
async fn an_erasure_racing_the_session_leaves_no_answer_behind() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let interview = invite(&app, &job).await;
    assert_eq!(session(&app, &interview.token, "start", None).await.status, 200);
    let questions = app
        .get(&format!("/api/v1/interviews/{}/questions", interview.id))
        .await
        .json()["data"]
        .as_array()
        .unwrap()
        .clone();
    let answers: Vec<_> = (0..12)
        .map(|i| {
            let question = questions[i % questions.len()]["id"].clone();
            let client = app.client.anonymous();
            let path = format!("/api/v1/sessions/{}/responses", interview.token);
            tokio::spawn(async move {
                let body = json!({"question_id": question, "transcript": TRANSCRIPT, "duration_seconds": 5});
                client
                    .send(client.request(Method::POST, &path).json(&body))
                    .await
                    .status
            })
        })
        .collect();
    let erasure = app
        .post("/api/v1/erasures", &json!({"interview_id": interview.id}))
        .await;
    assert_eq!(erasure.status, 201, "{}", erasure.text);
    // Each answer was recorded before the erasure, or found the interview erased (410).
    for answer in answers {
        let status = answer.await.unwrap();
        assert!(status == 200 || status == 410, "{status}");
    }
    assert_eq!(markers_in(&dump(&app.database.url)), Vec::<&str>::new());
    let after = app.get(&format!("/api/v1/interviews/{}", interview.id)).await.json()["data"].clone();
    assert_eq!(after["status"], "abandoned");
    assert_eq!(after["responses"], json!([]));
}

#[tokio::test]
async fn a_pending_delivery_sends_the_redacted_payload() {
    let app = spawn_app_with(Options {
        extra_args: FAST_RETRIES.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    })
    .await;
    // The receiver fails its first deliveries, so the events wait for a retry.
    let receiver = Receiver::start(vec![500, 500, 500]).await;
    let reply = app.post("/api/v1/webhooks", &json!({"url": receiver.url()})).await;
    assert_eq!(reply.status, 201);
    let job = create_job(&app).await;
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": NAME}),
        )
        .await;
    let interview = reply.json();
    let token = interview["token"].as_str().unwrap();
    assert_eq!(session(&app, token, "start", None).await.status, 200);
    receiver.wait_for(1).await;
    let erasure = app
        .post("/api/v1/erasures", &json!({"interview_id": interview["id"]}))
        .await;
    assert_eq!(erasure.status, 201, "{}", erasure.text);
    let before = receiver.deliveries().len();
    let deliveries = receiver.wait_for(before + 1).await;
    // What is sent after the erasure is the redacted event, with its id.
    let last: Value = serde_json::from_str(&deliveries.last().unwrap().body).unwrap();
    assert_eq!(last["type"], "interview_started");
    assert_eq!(last["data"]["candidate_name"], "[erased]");
    assert!(last["data"]["erased_at"].is_string());
    assert_eq!(last["id"], deliveries[0].headers["webhook-id"].as_str());
    // The event log shows the redacted payload, and no receiver's answer.
    let event = app
        .get(&format!("/api/v1/events/{}", last["id"].as_str().unwrap()))
        .await
        .json();
    assert_eq!(event["data"]["payload"]["data"]["candidate_name"], "[erased]");
    assert!(!event.to_string().contains(NAME));
}

#[tokio::test]
async fn consent_is_recorded_at_start_and_required_by_jobs_that_say_so() {
    let app = spawn_app().await;
    let mut body = job_body();
    body["require_consent"] = json!(true);
    let reply = app.post("/api/v1/jobs", &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let job = reply.json()["data"].clone();
    assert_eq!(job["require_consent"], true);
    let interview = invite(&app, &job).await;

    let reply = session(&app, &interview.token, "start", None).await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(
        reply.json()["error"]["details"]["consent"],
        "is required: the interview's job requires the candidate's consent"
    );
    assert_documented!("startSession", "consent_required", reply);
    let future = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let reply = session(
        &app,
        &interview.token,
        "start",
        Some(json!({"consent": {"notice_version": "v1", "accepted_at": future}})),
    )
    .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(
        reply.json()["error"]["details"]["consent.accepted_at"],
        "must not be in the future"
    );

    let consent = json!({"consent": {"notice_version": "ai-notice-3", "accepted_at": "2026-11-20T10:00:00.5Z"}});
    let reply = session(&app, &interview.token, "start", Some(consent)).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let shown = app.get(&format!("/api/v1/interviews/{}", interview.id)).await.json()["data"]["consent"].clone();
    assert_eq!(
        shown,
        json!({"notice_version": "ai-notice-3", "accepted_at": "2026-11-20T10:00:00.500Z"})
    );
    // A repeated start keeps the first consent.
    let again = json!({"consent": {"notice_version": "other"}});
    assert_eq!(session(&app, &interview.token, "start", Some(again)).await.status, 200);
    let events = app
        .get(&format!("/api/v1/events?interview_id={}", interview.id))
        .await
        .json();
    let event = app
        .get(&format!("/api/v1/events/{}", events["data"][0]["id"].as_str().unwrap()))
        .await
        .json();
    assert_eq!(event["data"]["payload"]["data"]["consent"], shown);

    // Without a body, a job that does not require consent starts as before.
    let plain = create_job(&app).await;
    assert_eq!(plain["require_consent"], false);
    let other = invite(&app, &plain).await;
    let reply = session(&app, &other.token, "start", None).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let shown = app.get(&format!("/api/v1/interviews/{}", other.id)).await.json()["data"]["consent"].clone();
    assert_eq!(shown, Value::Null);
}

#[tokio::test]
async fn the_retention_period_is_a_setting_of_the_account() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/settings").await;
    assert_eq!(reply.json()["data"]["interview_data_retention_days"], Value::Null);
    assert_documented!("getSettings", "default", reply);
    let reply = app
        .patch("/api/v1/settings", &json!({"interview_data_retention_days": 30}))
        .await;
    assert_eq!(reply.json()["data"]["interview_data_retention_days"], 30);
    assert_documented!("updateSettings", "thirty_days", reply);
    let reply = app
        .patch("/api/v1/settings", &json!({"interview_data_retention_days": 0}))
        .await;
    assert_eq!(reply.status, 400);
    assert_documented!("updateSettings", "zero_days", reply);
    // An absent field is unchanged; a test key reads the same settings.
    let reply = app.patch("/api/v1/settings", &json!({})).await;
    assert_eq!(reply.json()["data"]["interview_data_retention_days"], 30);
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let reply = app.client.with_key(&test_key).get("/api/v1/settings").await;
    assert_eq!(reply.json()["data"]["interview_data_retention_days"], 30);
    let reply = app
        .patch("/api/v1/settings", &json!({"interview_data_retention_days": null}))
        .await;
    assert_eq!(reply.json()["data"]["interview_data_retention_days"], Value::Null);
}

#[tokio::test]
async fn the_retention_worker_redacts_interviews_that_ended_before_the_period() {
    let app = spawn_app().await;
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let job = create_job(&app).await;
    let old = invite(&app, &job).await;
    let recent = invite(&app, &job).await;
    let live = invite(&app, &job).await;
    for interview in [&old, &recent] {
        assert_eq!(session(&app, &interview.token, "start", None).await.status, 200);
        assert_eq!(session(&app, &interview.token, "complete", None).await.status, 200);
    }
    // A test-mode interview follows the live account's setting.
    let sandbox = app.client.with_key(&test_key);
    let test_job = created(
        &sandbox,
        sandbox.request(Method::POST, "/api/v1/jobs").json(&job_body()),
    )
    .await["data"]["id"]
        .clone();
    let test_interview = created(
        &sandbox,
        sandbox
            .request(Method::POST, "/api/v1/invitations")
            .json(&json!({"job_id": test_job, "candidate_name": NAME})),
    )
    .await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let reply = sandbox
        .post(
            &format!("/api/v1/interviews/{test_interview}/simulate"),
            &json!({"outcome": "completed"}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    for id in [&old.id, &test_interview] {
        sqlx::query(
            "update interviews set created_at = created_at - interval '3 days', started_at = started_at - interval '3 days',
                    completed_at = completed_at - interval '3 days' where id = $1::uuid",
        )
        .bind(id)
        .execute(&app.db)
        .await
        .unwrap();
    }
    let url_base = "https://interview.test/i";
    // Without a retention period nothing is redacted.
    assert_eq!(
        interview_api::workers::retention::redact_expired(&app.db, url_base)
            .await
            .unwrap(),
        0
    );
    app.patch("/api/v1/settings", &json!({"interview_data_retention_days": 2}))
        .await;
    assert_eq!(
        interview_api::workers::retention::redact_expired(&app.db, url_base)
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        interview_api::workers::retention::redact_expired(&app.db, url_base)
            .await
            .unwrap(),
        0
    );

    let name_of = |reply: Reply| reply.json()["data"]["candidate_name"].as_str().unwrap().to_owned();
    assert_eq!(
        name_of(app.get(&format!("/api/v1/interviews/{}", old.id)).await),
        "[erased]"
    );
    assert_eq!(
        name_of(sandbox.get(&format!("/api/v1/interviews/{test_interview}")).await),
        "[erased]"
    );
    assert_eq!(
        name_of(app.get(&format!("/api/v1/interviews/{}", recent.id)).await),
        "Ada Lovelace"
    );
    assert_eq!(
        name_of(app.get(&format!("/api/v1/interviews/{}", live.id)).await),
        "Ada Lovelace"
    );
}

#[tokio::test]
async fn erasures_are_counted_in_the_metrics() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let interview = invite(&app, &job).await;
    let reply = app
        .post("/api/v1/erasures", &json!({"interview_id": interview.id}))
        .await;
    assert_eq!(reply.status, 201);
    let metrics = app.client.with_key(TEST_METRICS_TOKEN).get("/metrics").await.text;
    assert!(
        metrics
            .lines()
            .any(|line| line.starts_with("interviews_redacted_total{reason=\"erasure\"}")),
        "{metrics}"
    );
}

#[tokio::test]
async fn a_test_key_cannot_set_the_retention_period_that_erases_live_interviews() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let ended = invite(&app, &job).await;
    assert_eq!(session(&app, &ended.token, "start", None).await.status, 200);
    assert_eq!(session(&app, &ended.token, "complete", None).await.status, 200);
    sqlx::query(
        "update interviews set created_at = created_at - interval '3 days', started_at = started_at - interval '3 days',
                completed_at = completed_at - interval '3 days' where id = $1::uuid",
    )
    .bind(&ended.id)
    .execute(&app.db)
    .await
    .unwrap();
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let sandbox = app.client.with_key(&test_key);

    let reply = sandbox
        .send(
            sandbox
                .request(Method::PATCH, "/api/v1/settings")
                .json(&json!({"interview_data_retention_days": 1})),
        )
        .await;
    assert_eq!(reply.status, 403, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "permission_error");
    assert_documented!("updateSettings", "test_key", reply);
    // The test key still reads the settings; nothing changed, so the next pass erases nothing.
    let reply = sandbox.get("/api/v1/settings").await;
    assert_eq!(reply.json()["data"]["interview_data_retention_days"], Value::Null);
    let redacted = interview_api::workers::retention::redact_expired(&app.db, "https://interview.test/i")
        .await
        .unwrap();
    assert_eq!(redacted, 0);
    let interview = app.get(&format!("/api/v1/interviews/{}", ended.id)).await.json();
    assert_eq!(interview["data"]["candidate_name"], "Ada Lovelace");
}

#[tokio::test]
async fn an_erased_interviews_link_is_dead_on_every_session_endpoint_and_shown_as_null() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = invite(&app, &job).await;
    assert_eq!(session(&app, &started.token, "start", None).await.status, 200);
    for interview in [&invited, &started] {
        let reply = app
            .post("/api/v1/erasures", &json!({"interview_id": interview.id}))
            .await;
        assert_eq!(reply.status, 201, "{}", reply.text);
        let shown = app.get(&format!("/api/v1/interviews/{}", interview.id)).await.json();
        assert_eq!(shown["data"]["interview_url"], Value::Null, "{shown}");
        for (action, body) in [
            ("", None),
            ("start", None),
            ("complete", None),
            (
                "responses",
                Some(json!({"question_id": uuid::Uuid::now_v7(), "transcript": "x", "duration_seconds": 1})),
            ),
        ] {
            let reply = session(&app, &interview.token, action, body).await;
            assert_eq!(reply.status, 410, "{action}: {}", reply.text);
            assert_eq!(reply.json()["error"]["type"], "resource_erased", "{action}");
            if action.is_empty() && interview.id == invited.id {
                assert_documented!("getSession", "link_erased", reply);
            }
        }
    }
}

/// Whether another instance still counts `token` as a live link: a request with it from an address
/// whose window is used up passes the flood guard only while it does (else 429).
async fn passes_the_guard(client: &Client, token: &str) -> bool {
    client.get(&format!("/api/v1/sessions/{token}")).await.status != 429
}

/// Another instance on the app's database, which loaded every link as live at its start and has
/// seen none since: three requests a minute from an address that brings no live link, and this
/// address's window already used up by links it does not know; calling the closure stops it.
async fn another_instance_with_the_window_used_up(
    app: &TestApp,
) -> (Client, impl FnOnce() -> tokio::task::JoinHandle<()>) {
    let settings = test_settings(&app.database.url, &["--rate-limit-per-minute".into(), "3".into()]);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let other = Client::new(listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(interview_api::app::run(settings, listener, async {
        let _ = stopped.await;
    }));
    // The window stays full through the few seconds the test takes after filling it.
    window_with_seconds_left(15).await;
    let unknown = "A".repeat(43);
    let mut refused = false;
    for _ in 0..10 {
        refused |= other.get(&format!("/api/v1/sessions/{unknown}")).await.status == 429;
    }
    assert!(refused, "the address's window never filled");
    let stop = move || {
        let _ = stop.send(());
        tokio::spawn(async move { server.await.unwrap().unwrap() })
    };
    (other, stop)
}

#[tokio::test]
async fn every_instance_forgets_an_erased_interviews_token_as_a_live_link() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let erased = invite(&app, &job).await;
    let kept = invite(&app, &job).await;
    let (other, stop) = another_instance_with_the_window_used_up(&app).await;

    let reply = app.post("/api/v1/erasures", &json!({"interview_id": erased.id})).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    // The notification reaches the other instance within moments of the commit. (A probe sent
    // before would be answered 410, and a link answered is let through for a while: one probe.)
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        !passes_the_guard(&other, &erased.token).await,
        "the other instance still counts the erased link as live"
    );
    assert!(
        passes_the_guard(&other, &kept.token).await,
        "a live link is still known"
    );
    stop().await.unwrap();
}

/// A link issued through one instance (by an invitation, a batch's, or a new link) is announced
/// to every other instance once its transaction committed, not from inside it.
#[tokio::test]
async fn every_instance_counts_a_link_issued_on_another_as_live() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let regenerated = invite(&app, &job).await;
    let (other, stop) = another_instance_with_the_window_used_up(&app).await;

    let single = invite(&app, &job).await;
    let batch = app
        .post(
            "/api/v1/invitations/batch",
            &json!({"invitations": [{"job_id": job["id"], "candidate_name": "Grace Hopper"}]}),
        )
        .await;
    assert_eq!(batch.status, 200, "{}", batch.text);
    let new_link = app
        .post(
            &format!("/api/v1/interviews/{}/regenerate-link", regenerated.id),
            &json!({}),
        )
        .await;
    assert_eq!(new_link.status, 200, "{}", new_link.text);
    tokio::time::sleep(Duration::from_secs(2)).await;
    let batch = batch.json();
    let new_link = new_link.json();
    for (issued_by, token) in [
        ("an invitation", single.token.as_str()),
        ("a batch", batch["data"][0]["invitation"]["token"].as_str().unwrap()),
        ("a new link", new_link["data"]["token"].as_str().unwrap()),
    ] {
        assert!(
            passes_the_guard(&other, token).await,
            "the other instance does not count the link of {issued_by} as live"
        );
    }
    stop().await.unwrap();
}

/// The substrings counted in `candidate_name_grams` of the names in a dump.
fn counted_grams(dump: &str) -> Vec<String> {
    let mut lines = dump
        .lines()
        .skip_while(|line| !line.starts_with("COPY public.candidate_name_grams "));
    lines.next();
    lines
        .take_while(|line| *line != "\\.")
        .map(|line| line.split('\t').nth(1).unwrap_or_default().to_owned())
        .collect()
}

/// The three-character pieces of a name, as the search counts them (lowercased).
fn pieces(name: &str) -> Vec<String> {
    let folded: Vec<char> = name.to_lowercase().chars().collect();
    folded.windows(3).map(|piece| piece.iter().collect()).collect()
}

/// A name that leaves the account (erased, deleted, or renamed away) leaves no piece of itself in
/// the search's counts, so a rare name cannot be rebuilt from a copy of the database; the pieces
/// other candidates' names hold stay, and the totals stay exact.
#[tokio::test]
async fn no_piece_of_a_name_that_left_remains_in_the_search_counts() {
    let app = spawn_app().await;
    let mut ids = Vec::new();
    for name in [NAME, "Ondine Vasquerel", "Zebulon Thackeray", "Maria Marwick"] {
        let reply = app.post("/api/v1/candidates", &json!({"name": name})).await;
        assert_eq!(reply.status, 201, "{}", reply.text);
        ids.push(reply.json()["data"]["id"].as_str().unwrap().to_owned());
    }
    let erased = app.post("/api/v1/erasures", &json!({"candidate_id": ids[0]})).await;
    assert_eq!(erased.status, 201, "{}", erased.text);
    assert_eq!(app.delete(&format!("/api/v1/candidates/{}", ids[1])).await.status, 200);
    let renamed = app
        .patch(
            &format!("/api/v1/candidates/{}", ids[2]),
            &json!({"name": "Ada Lovelace"}),
        )
        .await;
    assert_eq!(renamed.status, 200, "{}", renamed.text);

    let counted = counted_grams(&dump(&app.database.url));
    let live = ["maria marwick", "ada lovelace"];
    for gone in [NAME, "Ondine Vasquerel", "Zebulon Thackeray"] {
        for piece in pieces(gone) {
            if live.iter().any(|name| name.contains(&piece)) {
                continue;
            }
            assert!(!counted.contains(&piece), "{piece:?} of {gone:?} is still counted");
        }
    }
    // What the live names hold is still counted, exactly.
    for (term, total) in [("mar", 1), ("ada", 1), ("", 2)] {
        let reply = app.get(&format!("/api/v1/candidates?search={term}")).await;
        assert_eq!(reply.json()["pagination"]["total"], total, "{term:?}");
    }
}

/// Idempotency-Keys are chosen by clients and may hold a name: the store keeps only their keyed
/// digests. A replay still finds its answer, and after an erasure the key still refuses to create
/// the person again; a dump of the database holds neither key.
#[tokio::test]
async fn idempotency_keys_are_kept_only_as_keyed_digests() {
    let app = spawn_app().await;
    let (key, session_key) = ("invite-quillon-marwick-ystad", "start-quillon-marwick-ystad");
    let body = json!({"name": NAME});
    let first = app
        .client
        .send(with_key(
            &app.client,
            Method::POST,
            "/api/v1/candidates",
            key,
            Some(&body),
        ))
        .await;
    assert_eq!(first.status, 201, "{}", first.text);
    let replay = app
        .client
        .send(with_key(
            &app.client,
            Method::POST,
            "/api/v1/candidates",
            key,
            Some(&body),
        ))
        .await;
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
    assert_eq!(replay.text, first.text);
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    session_call(&app.client, &invited.token, "start", session_key, None).await;

    let candidate = first.json()["data"]["id"].clone();
    let erased = app.post("/api/v1/erasures", &json!({"candidate_id": candidate})).await;
    assert_eq!(erased.status, 201, "{}", erased.text);
    let after = app
        .client
        .send(with_key(
            &app.client,
            Method::POST,
            "/api/v1/candidates",
            key,
            Some(&body),
        ))
        .await;
    assert_eq!(after.status, 410, "{}", after.text);
    assert_eq!(after.json()["error"]["type"], "resource_erased");

    let dump = dump(&app.database.url).to_lowercase();
    assert!(!dump.contains("quillon"), "a key or the name is in the dump");
}
