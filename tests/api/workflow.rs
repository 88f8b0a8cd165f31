//! The recruiter's workflow: jobs edited, archived and brought back; invitations extended and
//! given a new link; the customer's own metadata on candidates, jobs and interviews, and lists
//! filtered by it; evaluations from the runtime or set later; inviting a whole shortlist in one
//! batch, each item answered on its own.

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};

use crate::jobs::create_job;
use crate::sessions::{invite, session};

const UNKNOWN_ID: &str = "01936d71-2b3c-7d4e-8f50-6b7c8d9e0f12";

fn id(value: &Value) -> String {
    value["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_job_is_edited_and_interviews_keep_the_questions_they_were_invited_with() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let before = app
        .get(&format!("/api/v1/interviews/{}/questions", invited.id))
        .await
        .text;

    let reply = app
        .patch(
            &format!("/api/v1/jobs/{}", id(&job)),
            &json!({
                "title": "Staff Engineer",
                "description": null,
                "require_consent": true,
                "questions": [{"question_text": "What would you build first?", "question_type": "situational"}],
                "metadata": {"requisition_id": "REQ-7"},
            }),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let updated = reply.json()["data"].clone();
    assert_eq!(updated["title"], "Staff Engineer");
    assert_eq!(updated["description"], Value::Null);
    assert_eq!(updated["require_consent"], true);
    assert_eq!(updated["questions"].as_array().unwrap().len(), 1);
    assert_eq!(updated["metadata"], json!({"requisition_id": "REQ-7"}));
    assert_ne!(updated["updated_at"], job["updated_at"]);
    assert_documented!("updateJob", "updated", reply);

    let after = app
        .get(&format!("/api/v1/interviews/{}/questions", invited.id))
        .await
        .text;
    assert_eq!(before, after, "the invited interview keeps its questions");
    // An absent field is unchanged.
    let reply = app.patch(&format!("/api/v1/jobs/{}", id(&job)), &json!({})).await;
    assert_eq!(reply.json()["data"]["title"], "Staff Engineer");

    let reply = app
        .patch(&format!("/api/v1/jobs/{}", id(&job)), &json!({"title": ""}))
        .await;
    assert_eq!(reply.status, 400);
    assert_documented!("updateJob", "empty_title", reply);
    let reply = app
        .patch(&format!("/api/v1/jobs/{UNKNOWN_ID}"), &json!({"title": "X"}))
        .await;
    assert_eq!(reply.status, 404);
    assert_documented!("updateJob", "unknown_job", reply);
}

#[tokio::test]
async fn an_archived_job_leaves_the_list_and_cannot_be_invited_to() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let other = create_job(&app).await;
    let reply = app
        .post(&format!("/api/v1/jobs/{}/archive", id(&job)), &json!({}))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert!(reply.json()["data"]["archived_at"].is_string());
    assert_documented!("archiveJob", "archived", reply);
    // Archiving again changes nothing.
    let again = app
        .post(&format!("/api/v1/jobs/{}/archive", id(&job)), &json!({}))
        .await;
    assert_eq!(again.json()["data"]["archived_at"], reply.json()["data"]["archived_at"]);

    let active: Vec<String> = app.get("/api/v1/jobs").await.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    assert_eq!(active, [id(&other)]);
    let archived: Vec<String> = app.get("/api/v1/jobs?archived=true").await.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    assert_eq!(archived, [id(&job)]);

    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "Ada"}),
        )
        .await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "invalid_state");
    assert_documented!("createInvitation", "archived_job", reply);

    let reply = app
        .post(&format!("/api/v1/jobs/{}/unarchive", id(&job)), &json!({}))
        .await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json()["data"]["archived_at"], Value::Null);
    assert_documented!("unarchiveJob", "unarchived", reply);
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "Ada"}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);

    for operation in ["archive", "unarchive"] {
        let reply = app
            .post(&format!("/api/v1/jobs/{UNKNOWN_ID}/{operation}"), &json!({}))
            .await;
        assert_eq!(reply.status, 404);
        assert_documented!(format!("{operation}Job"), "unknown_job", reply);
        let reply = app
            .post(&format!("/api/v1/jobs/not-a-uuid/{operation}"), &json!({}))
            .await;
        assert_eq!(reply.status, 400);
        assert_documented!(format!("{operation}Job"), "id_not_a_uuid", reply);
    }
}

#[tokio::test]
async fn an_invitation_is_extended_and_its_link_replaced() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let reply = app
        .post(
            &format!("/api/v1/interviews/{}/extend", invited.id),
            &json!({"expires_in_days": 30}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let expires: chrono::DateTime<chrono::Utc> = reply.json()["data"]["expires_at"].as_str().unwrap().parse().unwrap();
    let days = (expires - chrono::Utc::now()).num_hours();
    assert!((29 * 24..=30 * 24).contains(&days), "{days} hours");
    assert_documented!("extendInterview", "thirty_days", reply);
    let balance = app.get("/api/v1/credits/balance").await.json();
    assert_eq!(balance["reserved_credits"], invited.invitation["estimated_credits"]);

    let reply = app
        .post(
            &format!("/api/v1/interviews/{}/regenerate-link", invited.id),
            &json!({}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let renewed = reply.json()["data"].clone();
    assert_ne!(renewed["token"], invited.invitation["token"]);
    assert!(
        renewed["interview_url"]
            .as_str()
            .unwrap()
            .ends_with(renewed["token"].as_str().unwrap())
    );
    assert_documented!("regenerateInterviewLink", "new_link", reply);
    // The old token is gone from every session endpoint; the new one works.
    for action in ["", "start", "complete"] {
        let reply = session(&app, &invited.token, action, None).await;
        assert_eq!(reply.status, 410, "{action}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "link_replaced");
        if action == "start" {
            assert_documented!("startSession", "link_replaced", reply);
        }
    }
    let token = renewed["token"].as_str().unwrap();
    assert_eq!(session(&app, token, "start", None).await.status, 200);

    // Only an invitation can be extended or given a new link.
    let reply = app
        .post(
            &format!("/api/v1/interviews/{}/extend", invited.id),
            &json!({"expires_in_days": 3}),
        )
        .await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_documented!("extendInterview", "in_progress", reply);
    let reply = app
        .post(
            &format!("/api/v1/interviews/{}/regenerate-link", invited.id),
            &json!({}),
        )
        .await;
    assert_eq!(reply.status, 409);
    assert_documented!("regenerateInterviewLink", "in_progress", reply);
    let reply = app
        .post(
            &format!("/api/v1/interviews/{}/extend", invited.id),
            &json!({"expires_in_days": 91}),
        )
        .await;
    assert_eq!(reply.status, 400);
    assert_documented!("extendInterview", "too_many_days", reply);
    for path in ["extend", "regenerate-link"] {
        let body = json!({"expires_in_days": 3});
        let reply = app
            .post(&format!("/api/v1/interviews/{UNKNOWN_ID}/{path}"), &body)
            .await;
        assert_eq!(reply.status, 404);
        let operation = if path == "extend" {
            "extendInterview"
        } else {
            "regenerateInterviewLink"
        };
        assert_documented!(operation, "unknown_interview", reply);
    }
    let reply = app
        .post("/api/v1/interviews/not-a-uuid/regenerate-link", &json!({}))
        .await;
    assert_documented!("regenerateInterviewLink", "id_not_a_uuid", reply);
}

#[tokio::test]
async fn an_expired_link_cannot_be_extended() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    sqlx::query("update interviews set expires_at = now() - interval '1 minute' where id = $1::uuid")
        .bind(&invited.id)
        .execute(&app.db)
        .await
        .unwrap();
    let reply = app
        .post(
            &format!("/api/v1/interviews/{}/extend", invited.id),
            &json!({"expires_in_days": 3}),
        )
        .await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_eq!(
        reply.json()["error"]["message"],
        "An interview that is expired cannot be extended"
    );
}

#[tokio::test]
async fn metadata_is_set_merged_cleared_and_filtered_on() {
    let app = spawn_app().await;
    let reply = app
        .post(
            "/api/v1/candidates",
            &json!({"name": "Ada", "metadata": {"ats_id": "88213", "stage": "screen"}}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let ada = reply.json()["data"].clone();
    assert_eq!(ada["metadata"], json!({"ats_id": "88213", "stage": "screen"}));
    app.post(
        "/api/v1/candidates",
        &json!({"name": "Grace", "metadata": {"ats_id": "1"}}),
    )
    .await;

    let reply = app
        .patch(
            &format!("/api/v1/candidates/{}", id(&ada)),
            &json!({"metadata": {"stage": null, "owner": "sam"}}),
        )
        .await;
    assert_eq!(
        reply.json()["data"]["metadata"],
        json!({"ats_id": "88213", "owner": "sam"})
    );
    let found = app.get("/api/v1/candidates?metadata=ats_id:88213").await.json();
    assert_eq!(found["pagination"]["total"], 1);
    assert_eq!(found["data"][0]["id"], ada["id"]);
    let found = app
        .get("/api/v1/candidates?metadata=ats_id:88213&search=gra")
        .await
        .json();
    assert_eq!(found["pagination"]["total"], 0);
    let reply = app
        .patch(&format!("/api/v1/candidates/{}", id(&ada)), &json!({"metadata": null}))
        .await;
    assert_eq!(reply.json()["data"]["metadata"], json!({}));

    // Keys have a form, and there are at most 20 of them, also after a merge.
    let reply = app
        .post(
            "/api/v1/candidates",
            &json!({"name": "X", "metadata": {"not a key": "v"}}),
        )
        .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(reply.json()["details"][0]["path"], json!(["metadata", "not a key"]));
    let twenty: serde_json::Map<String, Value> = (0..20).map(|i| (format!("k{i}"), json!("v"))).collect();
    let reply = app
        .patch(
            &format!("/api/v1/candidates/{}", id(&ada)),
            &json!({"metadata": twenty}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let reply = app
        .patch(
            &format!("/api/v1/candidates/{}", id(&ada)),
            &json!({"metadata": {"one_more": "v"}}),
        )
        .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    let reply = app.get("/api/v1/candidates?metadata=no-colon").await;
    assert_eq!(reply.status, 400);

    // On invitations: shown on the interview, filtered on, and in the webhook payload.
    let job = create_job(&app).await;
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "Ada", "metadata": {"ats_application": "A-1"}}),
        )
        .await;
    assert_eq!(reply.json()["metadata"], json!({"ats_application": "A-1"}));
    let interview = reply.json();
    invite(&app, &job).await;
    let found = app.get("/api/v1/interviews?metadata=ats_application:A-1").await.json();
    let ids: Vec<String> = found["data"].as_array().unwrap().iter().map(id).collect();
    assert_eq!(ids, [id(&interview)]);
    assert_eq!(
        session(&app, interview["token"].as_str().unwrap(), "start", None)
            .await
            .status,
        200
    );
    let events = app
        .get(&format!("/api/v1/events?interview_id={}", id(&interview)))
        .await
        .json();
    let event = app
        .get(&format!("/api/v1/events/{}", events["data"][0]["id"].as_str().unwrap()))
        .await
        .json();
    assert_eq!(
        event["data"]["payload"]["data"]["metadata"],
        json!({"ats_application": "A-1"})
    );
}

#[tokio::test]
async fn an_evaluation_comes_with_the_completion_or_later() {
    let app = spawn_app().await;
    let reply = app
        .post(
            "/api/v1/webhooks",
            &json!({"url": "http://127.0.0.1:9/hook", "events": ["interview_ended", "interview_evaluated"]}),
        )
        .await;
    assert_eq!(reply.status, 201);
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = session(&app, &invited.token, "start", None).await.json();
    let question = started["data"]["questions"][0]["id"].clone();

    let evaluation = json!({"evaluation": {"overall_score": 72, "recommendation": "yes", "summary": "Solid.",
        "questions": [{"question_id": question, "score": 80, "rationale": "Clear."}]}});
    let reply = session(&app, &invited.token, "evaluation", Some(evaluation.clone())).await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_documented!("setSessionEvaluation", "in_progress", reply);
    let reply = session(&app, &invited.token, "complete", Some(evaluation)).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let interview = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json()["data"].clone();
    assert_eq!(interview["evaluation"]["overall_score"], 72);
    assert_eq!(interview["evaluation"]["questions"][0]["rationale"], "Clear.");
    let ended = app
        .get(&format!(
            "/api/v1/events?interview_id={}&type=interview_ended",
            invited.id
        ))
        .await
        .json();
    let ended = app
        .get(&format!("/api/v1/events/{}", ended["data"][0]["id"].as_str().unwrap()))
        .await
        .json();
    assert_eq!(ended["data"]["payload"]["data"]["evaluation"]["recommendation"], "yes");

    // Set again later: replaced, and `interview_evaluated` is sent.
    let later = json!({"evaluation": {"overall_score": 40, "recommendation": "no"}});
    let reply = session(&app, &invited.token, "evaluation", Some(later)).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.json()["data"]["summary"], Value::Null);
    assert_documented!("setSessionEvaluation", "replaced", reply);
    let evaluated = app
        .get(&format!(
            "/api/v1/events?interview_id={}&type=interview_evaluated",
            invited.id
        ))
        .await
        .json();
    assert_eq!(evaluated["data"].as_array().unwrap().len(), 1);
    assert_eq!(evaluated["data"][0]["delivery_status"], "pending");

    let stranger = json!({"evaluation": {"overall_score": 1, "recommendation": "no",
        "questions": [{"question_id": UNKNOWN_ID, "score": 1}]}});
    let reply = session(&app, &invited.token, "evaluation", Some(stranger)).await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(
        reply.json()["error"]["details"]["evaluation.questions[0].question_id"],
        "is not a question of this interview"
    );
    assert_documented!("setSessionEvaluation", "unknown_question", reply);
    let unknown_token = "0".repeat(43);
    let reply = session(
        &app,
        &unknown_token,
        "evaluation",
        Some(json!({"evaluation": {"overall_score": 1, "recommendation": "no"}})),
    )
    .await;
    assert_eq!(reply.status, 404);
    assert_documented!("setSessionEvaluation", "unknown_token", reply);

    // A cancelled interview's link answers 410.
    let cancelled = invite(&app, &job).await;
    app.post(&format!("/api/v1/interviews/{}/cancel", cancelled.id), &json!({}))
        .await;
    let reply = session(
        &app,
        &cancelled.token,
        "evaluation",
        Some(json!({"evaluation": {"overall_score": 1, "recommendation": "no"}})),
    )
    .await;
    assert_eq!(reply.status, 410);
    assert_documented!("setSessionEvaluation", "cancelled", reply);
}

/// The credits an invitation to the job of `job_body` reserves: one per started minute.
fn credits_per_invitation() -> u32 {
    let seconds: u64 = crate::jobs::job_body()["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["time_limit_seconds"].as_u64().unwrap_or(180))
        .sum();
    seconds.div_ceil(60) as u32
}

async fn batch(client: &Client, invitations: Vec<Value>) -> Reply {
    client
        .send(
            client
                .request(Method::POST, "/api/v1/invitations/batch")
                .json(&json!({"invitations": invitations})),
        )
        .await
}

#[tokio::test]
async fn a_batch_answers_every_item_on_its_own() {
    // Room for two invitations and a half.
    let each = credits_per_invitation();
    let app = spawn_app_with(Options {
        credits: each * 5 / 2,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let candidate = app.post("/api/v1/candidates", &json!({"name": "Grace"})).await.json()["data"].clone();
    let reply = batch(
        &app.client,
        vec![
            json!({"job_id": job["id"], "candidate_name": "Ada", "metadata": {"ats": "1"}}),
            json!({"job_id": job["id"], "candidate_name": ""}),
            json!({"job_id": UNKNOWN_ID, "candidate_name": "Ada"}),
            json!({"job_id": job["id"], "candidate_id": candidate["id"]}),
            json!({"job_id": job["id"], "candidate_name": "Too late"}),
            json!({"job_id": job["id"], "candidate_name": "Typed", "voice_id": 7}),
        ],
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let results = reply.json()["data"].clone();
    let statuses: Vec<i64> = results
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["status"].as_i64().unwrap())
        .collect();
    assert_eq!(statuses, [201, 400, 404, 201, 403, 400]);
    assert_eq!(results[0]["invitation"]["metadata"], json!({"ats": "1"}));
    assert_eq!(results[1]["error"]["details"]["candidate_name"], "must not be empty");
    assert_eq!(results[2]["error"]["type"], "resource_not_found");
    assert_eq!(results[3]["invitation"]["candidate_name"], "Grace");
    assert_eq!(results[4]["error"]["type"], "insufficient_credits");
    assert_eq!(
        results[4]["error"]["details"]["available_credits"],
        each * 5 / 2 - 2 * each
    );
    // An item's `details` is a map, in no particular order: shown sorted.
    let mut sorted = reply.json();
    for result in sorted["data"].as_array_mut().unwrap() {
        if let Some(details) = result["error"].get_mut("details") {
            let by_key: std::collections::BTreeMap<String, Value> = serde_json::from_value(details.take()).unwrap();
            *details = serde_json::to_value(by_key).unwrap();
        }
    }
    let shown = Reply {
        text: sorted.to_string(),
        ..reply
    };
    assert_documented!("createInvitationBatch", "mixed", shown);

    // Only the created interviews exist and hold credits, each with the job's questions in order.
    let interviews = app.get("/api/v1/interviews").await.json();
    assert_eq!(interviews["data"].as_array().unwrap().len(), 2);
    let job_questions = job["questions"].as_array().unwrap().len();
    for created in [&results[0], &results[3]] {
        let id: uuid::Uuid = created["invitation"]["id"].as_str().unwrap().parse().unwrap();
        let positions: Vec<i32> =
            sqlx::query_scalar("select position from interview_questions where interview_id = $1 order by position")
                .bind(id)
                .fetch_all(&app.db)
                .await
                .unwrap();
        assert_eq!(positions, (0..job_questions as i32).collect::<Vec<_>>());
    }
    let balance = app.get("/api/v1/credits/balance").await.json();
    assert_eq!(balance["reserved_credits"], 2 * each);
    assert_eq!(balance["available_credits"], each * 5 / 2 - 2 * each);

    let reply = batch(&app.client, vec![]).await;
    assert_eq!(reply.status, 400);
    assert_documented!("createInvitationBatch", "empty", reply);

    // A batch none of whose items can be planned writes and reserves nothing.
    let reply = batch(
        &app.client,
        vec![json!({"job_id": UNKNOWN_ID, "candidate_name": "Ada"})],
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.json()["data"][0]["status"], 404);
    let interviews = app.get("/api/v1/interviews").await.json();
    assert_eq!(interviews["data"].as_array().unwrap().len(), 2);
    let balance = app.get("/api/v1/credits/balance").await.json();
    assert_eq!(balance["reserved_credits"], 2 * each);
}

#[tokio::test]
async fn a_batch_of_a_hundred_reserves_in_order_and_replays_as_one() {
    let app = spawn_app_with(Options {
        plan: Plan::Paid,
        credits: credits_per_invitation() * 60,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let items: Vec<Value> = (0..100)
        .map(|i| json!({"job_id": job["id"], "candidate_name": format!("Candidate {i}")}))
        .collect();
    let request = app
        .request(Method::POST, "/api/v1/invitations/batch")
        .header("Idempotency-Key", "shortlist-1")
        .json(&json!({"invitations": items}));
    let reply = app.send(request).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let statuses: Vec<i64> = reply.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["status"].as_i64().unwrap())
        .collect();
    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 60);
    assert!(statuses[..60].iter().all(|s| *s == 201) && statuses[60..].iter().all(|s| *s == 403));
    let balance = app.get("/api/v1/credits/balance").await.json();
    assert_eq!(balance["available_credits"], 0);

    let request = app
        .request(Method::POST, "/api/v1/invitations/batch")
        .header("Idempotency-Key", "shortlist-1")
        .json(&json!({"invitations": items}));
    let replay = app.send(request).await;
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
    assert_eq!(replay.text, reply.text);
    let count: i64 = sqlx::query_scalar("select count(*) from interviews")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(count, 60);
    // Each written with its report link; the refused left none.
    let links: i64 = sqlx::query_scalar("select count(*) from report_links")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(links, 60);
}

#[tokio::test]
async fn new_operations_see_only_the_callers_account() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let other = create_account(&app.db, Plan::Paid, 100).await;
    let intruder = app.client.with_key(&other.key);
    let job_id = id(&job);
    for (method, path, body) in [
        (
            Method::PATCH,
            format!("/api/v1/jobs/{job_id}"),
            json!({"title": "Mine"}),
        ),
        (Method::POST, format!("/api/v1/jobs/{job_id}/archive"), json!({})),
        (
            Method::POST,
            format!("/api/v1/interviews/{}/extend", invited.id),
            json!({"expires_in_days": 2}),
        ),
        (
            Method::POST,
            format!("/api/v1/interviews/{}/regenerate-link", invited.id),
            json!({}),
        ),
    ] {
        let reply = intruder.send(intruder.request(method, &path).json(&body)).await;
        assert_eq!(reply.status, 404, "{path}: {}", reply.text);
    }
    let reply = batch(&intruder, vec![json!({"job_id": job["id"], "candidate_name": "X"})]).await;
    assert_eq!(reply.json()["data"][0]["status"], 404);
    let untouched = app.get(&format!("/api/v1/jobs/{job_id}")).await.json();
    assert_eq!(untouched["data"]["title"], job["title"]);
    assert_eq!(untouched["data"]["archived_at"], Value::Null);
}
