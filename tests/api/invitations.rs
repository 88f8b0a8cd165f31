//! Invitations and credits: an invitation's link and token, its expiry, its question configuration
//! (exclusions, custom questions, order), locale and CV, and the credits it reserves (one per
//! started minute of the questions' time limits), never more than the balance covers, even under
//! concurrent requests to several instances.

use std::collections::HashSet;

use futures_util::future::join_all;
use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};

use crate::jobs::create_job;

/// The job's question ids in interview order: 180 s, 61 s and 240 s (see `jobs::job_body`).
fn question_ids(job: &Value) -> Vec<String> {
    job["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn invite(app: &TestApp, body: Value) -> Reply {
    app.post("/api/v1/invitations", &body).await
}

async fn interview_questions(app: &TestApp, invitation: &Value) -> Vec<Value> {
    let reply = app
        .get(&format!(
            "/api/v1/interviews/{}/questions",
            invitation["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json()["data"].as_array().unwrap().clone()
}

fn texts(questions: &[Value]) -> Vec<String> {
    questions
        .iter()
        .map(|q| q["question_text"].as_str().unwrap().to_owned())
        .collect()
}

async fn balance(app: &TestApp) -> Value {
    let reply = app.get("/api/v1/credits/balance").await;
    assert_eq!(reply.status, 200);
    reply.json()
}

#[tokio::test]
async fn an_invitation_is_201_unwrapped_with_a_link_whose_last_segment_is_the_token() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let reply = invite(&app, json!({"job_id": job["id"], "candidate_name": "Ada Lovelace"})).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let invitation = reply.json();
    let token = invitation["token"].as_str().unwrap();
    assert_eq!(token.len(), 43);
    assert!(
        token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    );
    assert_eq!(invitation["interview_url"], format!("https://interview.test/i/{token}"));
    assert_eq!(invitation["status"], "invited");
    assert_eq!(invitation["job"], json!({"id": job["id"], "title": job["title"]}));
    assert_documented!("createInvitation", "created", reply);
}

#[tokio::test]
async fn the_estimate_is_the_sum_of_time_limits_and_one_credit_per_started_minute() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invitation = invite(&app, json!({"job_id": job["id"], "candidate_name": "A"}))
        .await
        .json();
    assert_eq!(invitation["estimated_duration_seconds"], 180 + 61 + 240);
    assert_eq!(invitation["estimated_credits"], 9); // 481 s = 8 min 1 s
}

#[tokio::test]
async fn the_link_expires_after_7_days_by_default_or_after_expires_in_days() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    for (days, expected) in [(None, 7), (Some(1), 1), (Some(90), 90)] {
        let mut body = json!({"job_id": job["id"], "candidate_name": "A"});
        if let Some(days) = days {
            body["expires_in_days"] = json!(days);
        }
        let invitation = invite(&app, body).await.json();
        let created = chrono::DateTime::parse_from_rfc3339(invitation["created_at"].as_str().unwrap()).unwrap();
        let expires = chrono::DateTime::parse_from_rfc3339(invitation["expires_at"].as_str().unwrap()).unwrap();
        assert_eq!((expires - created).num_days(), expected);
    }
    for days in [0, 91] {
        let reply = invite(
            &app,
            json!({"job_id": job["id"], "candidate_name": "A", "expires_in_days": days}),
        )
        .await;
        assert_eq!(reply.status, 400);
        assert!(reply.json()["error"]["details"]["expires_in_days"].is_string());
    }
}

#[tokio::test]
async fn excluded_questions_are_left_out() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let ids = question_ids(&job);
    let invitation = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": {"excluded_question_ids": [ids[1]]}}),
    )
    .await
    .json();
    let questions = interview_questions(&app, &invitation).await;
    assert_eq!(
        questions
            .iter()
            .map(|q| q["job_question_id"].as_str().unwrap())
            .collect::<Vec<_>>(),
        [&ids[0], &ids[2]]
    );
    assert_eq!(invitation["estimated_duration_seconds"], 180 + 240);
}

#[tokio::test]
async fn custom_questions_are_appended_with_a_180_second_default() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let customs = json!([{"question_text": "Why us?", "question_type": "role_specific"}, {"question_text": "Rust or Go?", "question_type": "technical", "time_limit_seconds": 30}]);
    let invitation = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": {"custom_questions": customs}}),
    )
    .await
    .json();
    let questions = interview_questions(&app, &invitation).await;
    assert_eq!(questions.len(), 5);
    assert_eq!(questions[3]["question_text"], "Why us?");
    assert_eq!(questions[3]["time_limit_seconds"], 180);
    assert_eq!(questions[3]["source"], "custom");
    assert_eq!(questions[4]["time_limit_seconds"], 30);
    assert_eq!(questions[0]["source"], "job");
    assert_eq!(invitation["estimated_duration_seconds"], 481 + 180 + 30);
}

#[tokio::test]
async fn question_order_puts_listed_questions_first_and_the_rest_in_default_order() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let ids = question_ids(&job);
    let invitation = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": {"question_order": [ids[2], ids[0]]}}),
    )
    .await
    .json();
    let questions = interview_questions(&app, &invitation).await;
    let order: Vec<&str> = questions
        .iter()
        .map(|q| q["job_question_id"].as_str().unwrap())
        .collect();
    assert_eq!(order, [&ids[2], &ids[0], &ids[1]]);
    assert_eq!(
        questions
            .iter()
            .map(|q| q["position"].as_i64().unwrap())
            .collect::<Vec<_>>(),
        [0, 1, 2]
    );
}

#[tokio::test]
async fn exclusion_custom_questions_and_order_combine() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let ids = question_ids(&job);
    let config = json!({
        "excluded_question_ids": [ids[0]],
        "custom_questions": [{"question_text": "C0", "question_type": "situational"}, {"question_text": "C1", "question_type": "experience"}],
        "question_order": ["custom_1", ids[2], "custom_0"]
    });
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": config}),
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let questions = interview_questions(&app, &reply.json()).await;
    let job_texts = texts(&[job["questions"][2].clone(), job["questions"][1].clone()]);
    assert_eq!(
        texts(&questions),
        ["C1", job_texts[0].as_str(), "C0", job_texts[1].as_str()]
    );
    let reply = app
        .get(&format!(
            "/api/v1/interviews/{}/questions",
            reply.json()["id"].as_str().unwrap()
        ))
        .await;
    assert_documented!("listInterviewQuestions", "combined_configuration", reply);
}

#[tokio::test]
async fn each_invalid_question_configuration_is_400_at_its_field_path() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let ids = question_ids(&job);
    let stranger = uuid::Uuid::now_v7().to_string();
    let custom = json!([{"question_text": "C0", "question_type": "technical"}]);
    let cases = [
        (
            json!({"excluded_question_ids": [stranger]}),
            "question_config.excluded_question_ids[0]",
        ),
        (
            json!({"excluded_question_ids": [ids[0], ids[0]]}),
            "question_config.excluded_question_ids[1]",
        ),
        (
            json!({"question_order": [stranger]}),
            "question_config.question_order[0]",
        ),
        (
            json!({"excluded_question_ids": [ids[0]], "question_order": [ids[0]]}),
            "question_config.question_order[0]",
        ),
        (
            json!({"custom_questions": custom, "question_order": ["custom_7"]}),
            "question_config.question_order[0]",
        ),
        (
            json!({"custom_questions": custom, "question_order": ["custom_x"]}),
            "question_config.question_order[0]",
        ),
        (
            json!({"question_order": [ids[1], ids[1]]}),
            "question_config.question_order[1]",
        ),
        (json!({"excluded_question_ids": ids}), "question_config"),
        (
            json!({"custom_questions": [{"question_text": "C", "question_type": "gossip"}]}),
            "question_config.custom_questions[0].question_type",
        ),
    ];
    for (config, path) in cases {
        let reply = invite(
            &app,
            json!({"job_id": job["id"], "candidate_name": "A", "question_config": config}),
        )
        .await;
        assert_eq!(reply.status, 400, "{config}");
        let details = reply.json()["error"]["details"].clone();
        assert!(details[path].is_string(), "{config}: {details}");
    }
    let reply = invite(&app, json!({"job_id": job["id"], "candidate_name": "A", "question_config": {"custom_questions": custom, "question_order": ["custom_7"]}})).await;
    assert_documented!("createInvitation", "order_out_of_range", reply);
}

/// The texts of an interview's questions, in order.
async fn question_texts(app: &TestApp, interview: &Value) -> Vec<String> {
    let questions = app
        .get(&format!(
            "/api/v1/interviews/{}/questions",
            interview["id"].as_str().unwrap()
        ))
        .await
        .json();
    questions["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["question_text"].as_str().unwrap().to_owned())
        .collect()
}

/// A custom question's `order_index` is its 0-based position in the final list (after
/// exclusions); the others keep their order around it, ties go in array order.
#[tokio::test]
async fn an_order_index_places_a_custom_question() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let job_texts: Vec<String> = job["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["question_text"].as_str().unwrap().to_owned())
        .collect();
    let custom = json!([
        {"question_text": "C0", "question_type": "technical"},
        {"question_text": "C1", "question_type": "technical", "order_index": 0},
        {"question_text": "C2", "question_type": "technical", "order_index": 2},
        {"question_text": "C3", "question_type": "technical", "order_index": 2}
    ]);
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": {"custom_questions": custom}}),
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let mut expected: Vec<String> = job_texts.clone();
    expected.push("C0".to_owned());
    expected.insert(0, "C1".to_owned());
    expected.insert(2, "C2".to_owned());
    expected.insert(3, "C3".to_owned());
    assert_eq!(question_texts(&app, &reply.json()).await, expected);

    // Past the end of the final list: 400 naming the question.
    let total = job_texts.len() + 1;
    let custom = json!([{"question_text": "Late", "question_type": "technical", "order_index": total}]);
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": {"custom_questions": custom}}),
    )
    .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(
        reply.json()["error"]["details"]["question_config.custom_questions[0].order_index"],
        format!(
            "is out of range: the interview has {total} questions, at positions 0 to {}",
            total - 1
        )
    );
    assert_documented!("createInvitation", "custom_question_order_index_out_of_range", reply);
    let balance = app.get("/api/v1/credits/balance").await.json();
    let first = app.get("/api/v1/interviews").await.json()["data"][0]["estimated_credits"].clone();
    assert_eq!(balance["reserved_credits"], first, "nothing more was created");
}

/// With `question_order`, which decides, an `order_index` must agree with it.
#[tokio::test]
async fn an_order_index_must_agree_with_question_order() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let first_job_question = job["questions"][0]["id"].clone();
    let agreeing = json!({
        "custom_questions": [{"question_text": "C0", "question_type": "technical", "order_index": 1}],
        "question_order": [first_job_question, "custom_0"],
    });
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": agreeing}),
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_eq!(question_texts(&app, &reply.json()).await[1], "C0");

    let contradicting = json!({
        "custom_questions": [{"question_text": "C0", "question_type": "technical", "order_index": 0}],
        "question_order": [first_job_question, "custom_0"],
    });
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": contradicting}),
    )
    .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(
        reply.json()["error"]["details"]["question_config.custom_questions[0].order_index"],
        "contradicts question_config.question_order, which puts custom_0 at position 1"
    );
    assert_documented!("createInvitation", "order_index_contradicts_question_order", reply);
}

/// Serializers that write every field send `null` for the unset ones: an optional field's null
/// is its absence, a required field's is refused.
#[tokio::test]
async fn nulls_on_optional_fields_are_absent_and_required_fields_stay_strict() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let reply = invite(
        &app,
        json!({
            "job_id": job["id"], "candidate_name": "Ada", "voice_id": null, "locale_id": null,
            "expires_in_days": null, "question_config": null, "metadata": null,
            "candidate_cv": {"summary": null, "linkedinUrl": null, "workExperiences": [
                {"company": "C", "title": "T", "startDate": "2020-01", "endDate": null, "isCurrent": true, "description": null}
            ]},
        }),
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let created = reply.json();
    assert_eq!(created["metadata"], json!({}));
    let interview = app
        .get(&format!("/api/v1/interviews/{}", created["id"].as_str().unwrap()))
        .await
        .json();
    assert_eq!(interview["data"]["locale_id"], "en");
    assert_eq!(interview["data"]["voice_id"], "21m00Tcm4TlvDq8ikWAM");

    let reply = invite(&app, json!({"job_id": null, "candidate_name": "Ada"})).await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_eq!(reply.json()["error"]["details"]["job_id"], "must not be null");
    // The two that name the candidate are exactly one of them: neither may be null.
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "Ada", "candidate_id": null}),
    )
    .await;
    assert_eq!(reply.status, 400, "{}", reply.text);

    // A PATCH's null keeps its meaning where it has one, and is absence elsewhere.
    let candidate = app
        .post(
            "/api/v1/candidates",
            &json!({"name": "Grace", "title": "Admiral", "cv": {"summary": null}}),
        )
        .await;
    assert_eq!(candidate.status, 201, "{}", candidate.text);
    let path = format!(
        "/api/v1/candidates/{}",
        candidate.json()["data"]["id"].as_str().unwrap()
    );
    let reply = app.patch(&path, &json!({"name": null, "title": null})).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.json()["data"]["name"], "Grace");
    assert_eq!(reply.json()["data"]["title"], Value::Null);
}

/// `locale_id` in any case, with `-` or `_`, is normalized; an unknown language is 400.
#[tokio::test]
async fn a_locale_is_accepted_in_any_case_and_normalized() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    for (given, stored) in [("en-us", "en-US"), ("PT_br", "pt-BR"), ("De", "de"), ("zh-TW", "zh-TW")] {
        let reply = invite(
            &app,
            json!({"job_id": job["id"], "candidate_name": "A", "locale_id": given}),
        )
        .await;
        assert_eq!(reply.status, 201, "{given}: {}", reply.text);
        let interview = app
            .get(&format!("/api/v1/interviews/{}", reply.json()["id"].as_str().unwrap()))
            .await
            .json();
        assert_eq!(interview["data"]["locale_id"], stored, "{given}");
    }
    for refused in ["xx", "en-usa", "english", "en-"] {
        let reply = invite(
            &app,
            json!({"job_id": job["id"], "candidate_name": "A", "locale_id": refused}),
        )
        .await;
        assert_eq!(reply.status, 400, "{refused}: {}", reply.text);
        assert!(reply.json()["error"]["details"]["locale_id"].is_string(), "{refused}");
    }
}

#[tokio::test]
async fn an_unknown_job_or_another_accounts_job_is_404() {
    let app = spawn_app().await;
    let reply = invite(&app, json!({"job_id": uuid::Uuid::now_v7(), "candidate_name": "A"})).await;
    assert_eq!(reply.status, 404);
    assert_eq!(reply.json()["error"]["type"], "resource_not_found");
    assert_documented!("createInvitation", "unknown_job", reply);

    let other = create_account(&app.db, Plan::Paid, 100).await;
    let theirs = app
        .send(
            app.client
                .with_key(&other.key)
                .request(Method::POST, "/api/v1/jobs")
                .json(&crate::jobs::job_body()),
        )
        .await;
    let their_job = theirs.json()["data"]["id"].clone();
    let reply = invite(&app, json!({"job_id": their_job, "candidate_name": "A"})).await;
    assert_eq!(reply.status, 404);
}

#[tokio::test]
async fn locale_defaults_to_en_and_must_be_a_supported_language() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invitation = invite(&app, json!({"job_id": job["id"], "candidate_name": "A"}))
        .await
        .json();
    let interview = app
        .get(&format!("/api/v1/interviews/{}", invitation["id"].as_str().unwrap()))
        .await
        .json();
    assert_eq!(interview["data"]["locale_id"], "en");
    assert_eq!(interview["data"]["voice_id"], "21m00Tcm4TlvDq8ikWAM");
    assert_eq!(
        invite(
            &app,
            json!({"job_id": job["id"], "candidate_name": "A", "locale_id": "pt-BR"})
        )
        .await
        .status,
        201
    );
    for bad in ["xx", "english", "p-T"] {
        let reply = invite(
            &app,
            json!({"job_id": job["id"], "candidate_name": "A", "locale_id": bad}),
        )
        .await;
        assert_eq!(reply.status, 400, "{bad}");
        assert!(reply.json()["error"]["details"]["locale_id"].is_string());
    }
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "voice_id": "nobody"}),
    )
    .await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["voice_id"].is_string());
}

#[tokio::test]
async fn candidate_cv_is_validated_like_candidate_cv_data_and_kept_with_the_interview() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let bad_cv =
        json!({"workExperiences": [{"company": "A", "title": "B", "startDate": "2022-05", "endDate": "2021-01"}]});
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "candidate_cv": bad_cv}),
    )
    .await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["candidate_cv.workExperiences[0].endDate"].is_string());

    let cv = json!({"summary": "Ten years of <Rust> & Go", "skills": [{"name": "Rust", "category": "technical"}]});
    let invitation = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "candidate_cv": cv}),
    )
    .await
    .json();
    let stored: Value = sqlx::query_scalar("select candidate_cv from interviews where id = $1::uuid")
        .bind(invitation["id"].as_str().unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(stored["summary"], "Ten years of <Rust> & Go");
    assert_eq!(stored["workExperiences"], json!([]));
}

#[tokio::test]
async fn trial_accounts_cannot_use_custom_questions_or_another_voice() {
    let app = spawn_app_with(Options {
        plan: Plan::Trial,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let customs = json!({"custom_questions": [{"question_text": "C", "question_type": "technical"}]});
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "question_config": customs}),
    )
    .await;
    assert_eq!(reply.status, 403);
    assert_eq!(reply.json()["error"]["type"], "trial_restriction");
    assert_documented!("createInvitation", "trial_restriction", reply);
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "voice_id": "TxGEqnHWrfWFTfGW9XjX"}),
    )
    .await;
    assert_eq!(reply.json()["error"]["type"], "trial_restriction");
    let reply = invite(
        &app,
        json!({"job_id": job["id"], "candidate_name": "A", "voice_id": "21m00Tcm4TlvDq8ikWAM"}),
    )
    .await;
    assert_eq!(reply.status, 201);
}

#[tokio::test]
async fn insufficient_credits_is_403_with_exact_numbers_counting_live_reservations_only() {
    let app = spawn_app_with(Options {
        credits: 20,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await; // 9 credits per invitation
    let first = invite(&app, json!({"job_id": job["id"], "candidate_name": "A"}))
        .await
        .json();
    invite(&app, json!({"job_id": job["id"], "candidate_name": "B"})).await;
    let reply = invite(&app, json!({"job_id": job["id"], "candidate_name": "C"})).await;
    assert_eq!(reply.status, 403);
    assert_eq!(
        reply.json()["error"]["details"],
        json!({"required_credits": 9, "available_credits": 2, "total_balance": 20, "reserved_credits": 18})
    );
    assert_documented!("createInvitation", "insufficient_credits", reply);

    // An expired invitation stops holding credits the moment it expires.
    sqlx::query("update interviews set expires_at = now() - interval '1 second' where id = $1::uuid")
        .bind(first["id"].as_str().unwrap())
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 11, "total_balance": 20, "reserved_credits": 9})
    );
    assert_eq!(
        invite(&app, json!({"job_id": job["id"], "candidate_name": "C"}))
            .await
            .status,
        201
    );
    let reply = invite(&app, json!({"job_id": job["id"], "candidate_name": "D"})).await;
    assert_eq!(
        reply.json()["error"]["details"],
        json!({"required_credits": 9, "available_credits": 2, "total_balance": 20, "reserved_credits": 18})
    );
}

#[tokio::test]
async fn the_balance_shows_total_reserved_and_available_credits() {
    let app = spawn_app_with(Options {
        credits: 100,
        ..Default::default()
    })
    .await;
    let reply = app.get("/api/v1/credits/balance").await;
    assert_eq!(
        reply.json(),
        json!({"available_credits": 100, "total_balance": 100, "reserved_credits": 0})
    );
    assert_documented!("getCreditBalance", "fresh_account", reply);
    let job = create_job(&app).await;
    invite(&app, json!({"job_id": job["id"], "candidate_name": "A"})).await;
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 91, "total_balance": 100, "reserved_credits": 9})
    );
}

/// The reservation is the last statement of the invitation's transaction, sent with its commit,
/// and inside an idempotent request with the stored answer too: a shortfall found there is the
/// answer kept for the key, and nothing the request wrote stays.
#[tokio::test]
async fn a_shortfall_under_an_idempotency_key_is_the_answer_kept_and_leaves_nothing_behind() {
    let app = spawn_app_with(Options {
        credits: 10,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await; // 9 credits per invitation
    let keyed = |key: &'static str, name: &'static str| {
        app.send(
            app.request(Method::POST, "/api/v1/invitations")
                .header("Idempotency-Key", key)
                .json(&json!({"job_id": job["id"], "candidate_name": name})),
        )
    };
    assert_eq!(keyed("first", "A").await.status, 201);
    let refused = keyed("second", "B").await;
    assert_eq!(refused.status, 403);
    assert_eq!(
        refused.json()["error"]["details"],
        json!({"required_credits": 9, "available_credits": 1, "total_balance": 10, "reserved_credits": 9})
    );
    let replayed = keyed("second", "B").await;
    assert_eq!(replayed.header("idempotent-replayed"), Some("true"));
    assert_eq!(replayed.status, 403);
    assert_eq!(replayed.json(), refused.json());

    let (interviews, reservations): (i64, i64) = sqlx::query_as(
        "select (select count(*) from interviews),
                (select count(*) from credit_transactions where kind = 'reservation')",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!((interviews, reservations), (1, 1));
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 1, "total_balance": 10, "reserved_credits": 9})
    );
}

/// 50 simultaneous invitations against a balance covering exactly `k` of them, each with an
/// Idempotency-Key of its own when `keyed`.
async fn race_invitations(app: &TestApp, addresses: &[std::net::SocketAddr], job: &Value, k: i64, keyed: bool) {
    let requests = (0..50).map(|i| {
        let address = addresses[i % addresses.len()];
        let mut request = app
            .client
            .at(address)
            .request(Method::POST, "/api/v1/invitations")
            .json(&json!({"job_id": job["id"], "candidate_name": format!("Candidate {i}")}));
        if keyed {
            request = request.header("Idempotency-Key", format!("race-{i}"));
        }
        app.send(request)
    });
    let replies = join_all(requests).await;
    let created = replies.iter().filter(|r| r.status == 201).count() as i64;
    let refused = replies
        .iter()
        .filter(|r| r.status == 403 && r.json()["error"]["type"] == "insufficient_credits")
        .count();
    assert_eq!(
        created,
        k,
        "{:?}",
        replies.iter().map(|r| r.status).collect::<HashSet<_>>()
    );
    assert_eq!(refused as i64, 50 - k);
    let balance = balance(app).await;
    assert_eq!(balance["reserved_credits"], k * 9);
    assert!(balance["available_credits"].as_i64().unwrap() >= 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_simultaneous_invitations_reserve_exactly_what_the_balance_covers() {
    let app = spawn_app_with(Options {
        credits: 9 * 17 + 8,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    race_invitations(&app, &[app.address], &job, 17, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_sharing_the_database_never_reserve_more_than_the_balance() {
    let app = spawn_app_with(Options {
        credits: 9 * 23 + 5,
        ..Default::default()
    })
    .await;
    let replica = spawn_replica(&app).await;
    let job = create_job(&app).await;
    race_invitations(&app, &[app.address, replica.address], &job, 23, false).await;
    replica.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_never_reserve_more_than_the_balance_under_idempotency_keys() {
    let app = spawn_app_with(Options {
        credits: 9 * 19 + 4,
        ..Default::default()
    })
    .await;
    let replica = spawn_replica(&app).await;
    let job = create_job(&app).await;
    race_invitations(&app, &[app.address, replica.address], &job, 19, true).await;
    replica.stop().await;
}
