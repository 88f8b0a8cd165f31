//! The report page: every interview has a `report_url`, a page outside `/api/v1` that a person
//! reads without a key, valid for the account's `report_link_days` and replaced by `POST
//! /interviews/{id}/report-link`. Unknown, replaced and expired links are 404 pages, an erased
//! interview's a 410 page; each view is counted. (`make docs-test` opens it in Chromium too.)

use interview_api_test_support::*;
use reqwest::Method;
use serde_json::json;

use crate::jobs::create_job;
use crate::partners::report_path;
use crate::sessions::{invite, session};

async fn report_url(app: &TestApp, interview: &str) -> String {
    let reply = app.get(&format!("/api/v1/interviews/{interview}")).await;
    reply.json()["data"]["report_url"].as_str().unwrap().to_owned()
}

async fn open(app: &TestApp, url: &str) -> Reply {
    app.client.anonymous().get(&report_path(url)).await
}

#[tokio::test]
async fn an_unfinished_interview_has_a_report_that_says_so_with_strict_headers() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let url = report_url(&app, &invited.id).await;
    assert!(url.starts_with(&format!("{TEST_PUBLIC_URL_BASE}/reports/")), "{url}");
    let page = open(&app, &url).await;
    assert_eq!(page.status, 200, "{}", page.text);
    assert_eq!(page.header("content-type"), Some("text/html; charset=utf-8"));
    assert_eq!(page.header("cache-control"), Some("no-store"));
    assert_eq!(page.header("referrer-policy"), Some("no-referrer"));
    assert_eq!(page.header("x-robots-tag"), Some("noindex"));
    let policy = page.header("content-security-policy").unwrap();
    assert!(
        policy.starts_with("default-src 'none'") && !policy.contains("unsafe"),
        "{policy}"
    );
    assert!(page.text.contains("Ada Lovelace"));
    assert!(page.text.contains("Senior Backend Engineer"));
    assert!(page.text.contains("not finished yet"));
    assert!(!page.text.contains("<script"), "usable without JavaScript");
}

#[tokio::test]
async fn a_completed_interview_s_report_shows_the_evaluation_and_each_answer_escaped() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let started = session(&app, &invited.token, "start", None).await;
    let questions = started.json()["data"]["questions"].as_array().unwrap().clone();
    session(
        &app,
        &invited.token,
        "responses",
        Some(json!({"question_id": questions[0]["id"], "transcript": "I designed <b>the</b> ledger", "duration_seconds": 60})),
    )
    .await;
    let evaluation = json!({"overall_score": 64, "recommendation": "strong_yes", "summary": "Careful & precise",
        "questions": [{"question_id": questions[0]["id"], "score": 91}]});
    let done = session(
        &app,
        &invited.token,
        "complete",
        Some(json!({"evaluation": evaluation})),
    )
    .await;
    assert_eq!(done.status, 200, "{}", done.text);
    let page = open(&app, &report_url(&app, &invited.id).await).await;
    assert_eq!(page.status, 200, "{}", page.text);
    assert!(
        page.text.contains("I designed &lt;b&gt;the&lt;&#x2f;b&gt; ledger")
            || page.text.contains("I designed &lt;b&gt;the&lt;/b&gt; ledger"),
        "{}",
        page.text
    );
    assert!(page.text.contains("Careful &amp; precise"));
    assert!(
        page.text.contains(r#"value="64""#) && page.text.contains(r#"value="91""#),
        "score bars"
    );
    assert!(page.text.contains("strong yes"));
    assert!(!page.text.contains("not finished yet"));
    assert!(page.text.contains(questions[1]["question_text"].as_str().unwrap()));
    assert!(page.text.contains("Not answered."));
}

#[tokio::test]
async fn views_are_counted_on_the_interview() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let url = report_url(&app, &invited.id).await;
    let before = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(before["data"]["report_views"], 0);
    assert_eq!(before["data"]["report_last_viewed_at"], serde_json::Value::Null);
    open(&app, &url).await;
    open(&app, &url).await;
    let after = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(after["data"]["report_views"], 2);
    assert!(after["data"]["report_last_viewed_at"].is_string());
}

#[tokio::test]
async fn a_new_link_replaces_the_old_one_and_unknown_or_expired_links_are_404() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let old = report_url(&app, &invited.id).await;
    let reply = app
        .send(app.request(Method::POST, &format!("/api/v1/interviews/{}/report-link", invited.id)))
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_documented!("createReportLink", "new_link", reply);
    let new = reply.json()["data"]["report_url"].as_str().unwrap().to_owned();
    assert_ne!(new, old);
    assert_eq!(report_url(&app, &invited.id).await, new);
    assert_eq!(open(&app, &old).await.status, 404);
    assert_eq!(open(&app, &new).await.status, 200);
    let unknown = app
        .client
        .anonymous()
        .get("/reports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        .await;
    assert_eq!(unknown.status, 404);
    assert!(unknown.text.contains("Report not found"));
    assert_eq!(unknown.header("cache-control"), Some("no-store"));
    assert_eq!(app.client.anonymous().get("/reports/short").await.status, 404);

    sqlx::query("update report_links set expires_at = now() - interval '1 second'")
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(open(&app, &new).await.status, 404);
    let interview = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(
        interview["data"]["report_url"],
        serde_json::Value::Null,
        "an expired link is not shown"
    );

    let reply = app
        .send(app.request(
            Method::POST,
            "/api/v1/interviews/01937a2b-3c4d-7e5f-a061-7b8c9d0e1f2a/report-link",
        ))
        .await;
    assert_eq!(reply.status, 404, "{}", reply.text);
    assert_documented!("createReportLink", "unknown_interview", reply);
    let reply = app
        .send(app.request(Method::POST, "/api/v1/interviews/nope/report-link"))
        .await;
    assert_eq!(reply.status, 400, "{}", reply.text);
    assert_documented!("createReportLink", "id_not_a_uuid", reply);
}

#[tokio::test]
async fn links_are_valid_for_the_accounts_report_link_days() {
    let app = spawn_app().await;
    let settings = app.get("/api/v1/settings").await.json();
    assert_eq!(settings["data"]["report_link_days"], 90);
    let reply = app.patch("/api/v1/settings", &json!({"report_link_days": 7})).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.json()["data"]["report_link_days"], 7);
    assert_documented!("updateSettings", "report_link_days", reply);
    let bad = app.patch("/api/v1/settings", &json!({"report_link_days": 0})).await;
    assert_eq!(bad.status, 400);
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let days: f64 = sqlx::query_scalar(
        "select extract(epoch from expires_at - created_at)::float8 / 86400 from report_links where interview_id = $1::uuid",
    )
    .bind(&invited.id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!((days - 7.0).abs() < 0.01, "{days}");
}

#[tokio::test]
async fn an_erased_interview_s_report_is_a_410_page_and_it_gets_no_new_link() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let url = report_url(&app, &invited.id).await;
    let erased = app.post("/api/v1/erasures", &json!({"interview_id": invited.id})).await;
    assert!(erased.status.is_success(), "{}", erased.text);
    let page = open(&app, &url).await;
    assert_eq!(page.status, 410, "{}", page.text);
    assert!(page.text.contains("erased") && !page.text.contains("Ada Lovelace"));
    let interview = app.get(&format!("/api/v1/interviews/{}", invited.id)).await.json();
    assert_eq!(interview["data"]["report_url"], serde_json::Value::Null);
    let reply = app
        .send(app.request(Method::POST, &format!("/api/v1/interviews/{}/report-link", invited.id)))
        .await;
    assert_eq!(reply.status, 409, "{}", reply.text);
    assert_documented!("createReportLink", "erased", reply);
}

#[tokio::test]
async fn report_links_are_stored_hashed_and_sealed_and_never_in_webhook_payloads() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invited = invite(&app, &job).await;
    let url = report_url(&app, &invited.id).await;
    let token = url.rsplit('/').next().unwrap();
    let stored: String = sqlx::query_scalar("select to_jsonb(r)::text from report_links r")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(!stored.contains(token), "{stored}");
    let cancelled = app
        .post(&format!("/api/v1/interviews/{}/cancel", invited.id), &json!({}))
        .await;
    assert!(cancelled.status.is_success(), "{}", cancelled.text);
    let payloads: Vec<String> = sqlx::query_scalar("select payload from webhook_events")
        .fetch_all(&app.db)
        .await
        .unwrap();
    assert!(payloads.iter().all(|payload| !payload.contains(token)));
}

#[tokio::test]
async fn links_that_open_nothing_count_against_the_address_and_a_full_window_is_429() {
    let app = spawn_app_with(Options {
        extra_args: ["--rate-limit-per-minute", "2"].map(String::from).to_vec(),
        ..Options::default()
    })
    .await;
    let guess = |n: usize| format!("/reports/{}", "A".repeat(42) + &n.to_string());
    let anonymous = app.client.anonymous();
    assert_eq!(anonymous.get(&guess(1)).await.status, 404);
    assert_eq!(anonymous.get(&guess(2)).await.status, 404);
    let refused = anonymous.get(&guess(3)).await;
    assert_eq!(refused.status, 429, "{}", refused.text);
    assert_eq!(refused.header("cache-control"), Some("no-store"));
}
