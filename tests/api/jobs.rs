//! Jobs and their interview questions: creation (a question without a time limit gets 180 s; the
//! questions are sorted by `order_index`), validation keyed by field path, reading, and the list,
//! newest first with a cursor.

use interview_api_test_support::*;
use serde_json::{Value, json};

pub fn job_body() -> Value {
    json!({
        "title": "Senior Backend Engineer",
        "description": "Owns the payments platform.",
        "questions": [
            {"question_text": "Walk us through a system you designed.", "question_type": "experience", "time_limit_seconds": 240, "order_index": 2},
            {"question_text": "How do you find a slow query?", "question_type": "technical", "order_index": 0},
            {"question_text": "Tell us about a disagreement.", "question_type": "behavioral", "time_limit_seconds": 61, "order_index": 1}
        ]
    })
}

pub async fn create_job(app: &TestApp) -> Value {
    let reply = app.post("/api/v1/jobs", &job_body()).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["data"].clone()
}

#[tokio::test]
async fn a_job_is_created_with_its_questions_sorted_by_order_index() {
    let app = spawn_app().await;
    let reply = app.post("/api/v1/jobs", &job_body()).await;
    assert_eq!(reply.status, 201);
    let job = &reply.json()["data"];
    let texts: Vec<&str> = job["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["question_text"].as_str().unwrap())
        .collect();
    assert_eq!(
        texts,
        [
            "How do you find a slow query?",
            "Tell us about a disagreement.",
            "Walk us through a system you designed."
        ]
    );
    assert_documented!("createJob", "created", reply);
}

#[tokio::test]
async fn a_question_without_time_limit_gets_180_seconds_and_its_position_as_order_index() {
    let app = spawn_app().await;
    let body = json!({"title": "T", "questions": [{"question_text": "Q1", "question_type": "technical"}, {"question_text": "Q2", "question_type": "situational"}]});
    let job = app.post("/api/v1/jobs", &body).await.json()["data"].clone();
    assert_eq!(job["questions"][0]["time_limit_seconds"], 180);
    assert_eq!(job["questions"][1]["order_index"], 1);
    assert_eq!(job["description"], Value::Null);
}

#[tokio::test]
async fn an_invalid_job_is_400_with_every_problem_keyed_by_field_path() {
    let app = spawn_app().await;
    let body =
        json!({"title": "", "questions": [{"question_text": "Q", "question_type": "trivia", "time_limit_seconds": 5}]});
    let reply = app.post("/api/v1/jobs", &body).await;
    assert_eq!(reply.status, 400);
    let details = &reply.json()["error"]["details"];
    assert!(details["title"].is_string());
    assert!(details["questions[0].question_type"].is_string());
    assert!(details["questions[0].time_limit_seconds"].is_string());
    assert_documented!("createJob", "invalid_fields", reply);
}

#[tokio::test]
async fn a_job_needs_at_least_one_question() {
    let app = spawn_app().await;
    let reply = app.post("/api/v1/jobs", &json!({"title": "T", "questions": []})).await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["questions"].is_string());
}

#[tokio::test]
async fn a_job_is_read_with_its_questions() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let reply = app.get(&format!("/api/v1/jobs/{}", job["id"].as_str().unwrap())).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json()["data"], job);
    assert_documented!("getJob", "found", reply);
}

#[tokio::test]
async fn an_unknown_job_and_another_accounts_job_are_the_same_404() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let other = create_account(&app.db, interview_api::domain::accounts::Plan::Paid, 0).await;
    let path = format!("/api/v1/jobs/{}", job["id"].as_str().unwrap());
    let theirs = app.client.with_key(&other.key).get(&path).await;
    let missing = app.get(&format!("/api/v1/jobs/{}", uuid::Uuid::now_v7())).await;
    assert_eq!(theirs.status, 404);
    assert_eq!(theirs.json(), missing.json());
    assert_documented!("getJob", "not_found", missing);
}

#[tokio::test]
async fn jobs_are_listed_newest_first_with_a_cursor() {
    let app = spawn_app().await;
    let mut ids = Vec::new();
    for _ in 0..5 {
        ids.push(create_job(&app).await["id"].as_str().unwrap().to_owned());
    }
    ids.reverse();
    let first = app.get("/api/v1/jobs?limit=2").await;
    assert_eq!(first.status, 200);
    let page = first.json();
    assert_eq!(page["pagination"]["has_more"], true);
    let mut seen: Vec<String> = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["id"].as_str().unwrap().to_owned())
        .collect();
    let mut cursor = page["pagination"]["next_cursor"].as_str().unwrap().to_owned();
    loop {
        let page = app.get(&format!("/api/v1/jobs?limit=2&cursor={cursor}")).await.json();
        seen.extend(
            page["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|j| j["id"].as_str().unwrap().to_owned()),
        );
        match page["pagination"]["next_cursor"].as_str() {
            Some(next) => cursor = next.to_owned(),
            None => {
                assert_eq!(page["pagination"]["has_more"], false);
                break;
            }
        }
    }
    assert_eq!(seen, ids);
    assert_documented!("listJobs", "first_page", first);
}

#[tokio::test]
async fn a_bad_cursor_or_limit_is_400() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/jobs?cursor=AAAAAAAAAAAAAAAAAAAAAB").await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"]["details"]["cursor"].is_string());
    assert_eq!(app.get("/api/v1/jobs?cursor=short").await.status, 400);
    assert_documented!("listJobs", "bad_cursor", reply);
    assert_eq!(app.get("/api/v1/jobs?limit=101").await.status, 400);
    assert_eq!(app.get("/api/v1/jobs?limit=0").await.status, 400);
}
