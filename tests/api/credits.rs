//! Credits: the ledger records every top-up, reservation, release and charge in the transaction
//! of the change, newest first, and always sums to the balance; reservations are never more than
//! the balance, even when an invitation and a session start race at the instant a link expires.

use std::time::Duration;

use interview_api_test_support::*;
use serde_json::{Value, json};

use crate::jobs::create_job;
use crate::sessions::{invite, session};

async fn balance(app: &TestApp) -> Value {
    app.get("/api/v1/credits/balance").await.json()
}

async fn ledger(app: &TestApp, query: &str) -> Vec<Value> {
    let reply = app.get(&format!("/api/v1/credits/transactions{query}")).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json()["data"].as_array().unwrap().clone()
}

fn sum(rows: &[Value], kinds: &[&str]) -> i64 {
    rows.iter()
        .filter(|row| kinds.contains(&row["type"].as_str().unwrap()))
        .map(|row| row["amount"].as_i64().unwrap())
        .sum()
}

#[tokio::test]
async fn the_ledger_records_every_movement_newest_first_and_sums_to_the_balance() {
    let app = spawn_app_with(Options {
        credits: 100,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let completed = invite(&app, &job).await;
    let cancelled = invite(&app, &job).await;
    let _live = invite(&app, &job).await;
    assert_eq!(session(&app, &completed.token, "start", None).await.status, 200);
    assert_eq!(session(&app, &completed.token, "complete", None).await.status, 200);
    let reply = app
        .post(&format!("/api/v1/interviews/{}/cancel", cancelled.id), &json!({}))
        .await;
    assert_eq!(reply.status, 200);

    let reply = app.get("/api/v1/credits/transactions").await;
    assert_documented!("listCreditTransactions", "after_a_completion_and_a_cancellation", reply);
    let rows = reply.json()["data"].as_array().unwrap().clone();
    let kinds: Vec<&str> = rows.iter().map(|row| row["type"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "release",
            "charge",
            "release",
            "reservation",
            "reservation",
            "reservation",
            "top_up"
        ]
    );
    let ids: Vec<&str> = rows.iter().map(|row| row["id"].as_str().unwrap()).collect();
    let mut newest_first = ids.clone();
    newest_first.sort_by(|a, b| b.cmp(a));
    assert_eq!(ids, newest_first);

    // The balance is the top-ups and charges; the reservation is what reservations took and
    // releases did not give back; available is the sum of everything.
    let figures = balance(&app).await;
    let figure = |name: &str| figures[name].as_i64().unwrap();
    assert_eq!(sum(&rows, &["top_up", "adjustment", "charge"]), figure("total_balance"));
    assert_eq!(-sum(&rows, &["reservation", "release"]), figure("reserved_credits"));
    assert_eq!(
        sum(&rows, &["top_up", "adjustment", "charge", "reservation", "release"]),
        figure("available_credits")
    );

    // One interview's movements.
    let mine = ledger(&app, &format!("?interview_id={}", completed.id)).await;
    let kinds: Vec<&str> = mine.iter().map(|row| row["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["charge", "release", "reservation"]);
    assert!(mine.iter().all(|row| row["interview_id"] == json!(completed.id)));
}

#[tokio::test]
async fn the_ledger_pages_with_a_cursor_and_refuses_a_bad_one() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    for _ in 0..3 {
        invite(&app, &job).await;
    }
    let first = app.get("/api/v1/credits/transactions?limit=2").await.json();
    assert_eq!(first["data"].as_array().unwrap().len(), 2);
    assert_eq!(first["pagination"]["has_more"], true);
    let cursor = first["pagination"]["next_cursor"].as_str().unwrap();
    let second = ledger(&app, &format!("?limit=2&cursor={cursor}")).await;
    assert_eq!(second.len(), 2, "3 reservations and a top-up in all");
    let bad = app.get("/api/v1/credits/transactions?cursor=not-a-cursor").await;
    assert_eq!(bad.status, 400);
    assert_documented!("listCreditTransactions", "bad_cursor", bad);
}

/// The race that once over-reserved: a session start and an invitation meet at the instant the
/// link expires. Holding the account's credits row lets both queue on it while the link expires;
/// then the lock is released. Whatever the order, the expired link's credits are counted once.
#[tokio::test]
async fn a_start_and_an_invitation_at_the_instant_a_link_expires_never_reserve_more_than_the_balance() {
    // One interview of the job costs 9 credits: the account can hold exactly one.
    let app = spawn_app_with(Options {
        credits: 9,
        ..Default::default()
    })
    .await;
    let job = create_job(&app).await;
    let first = invite(&app, &job).await;
    sqlx::query("update interviews set expires_at = now() + interval '1500 milliseconds' where id = $1::uuid")
        .bind(&first.id)
        .execute(&app.db)
        .await
        .unwrap();

    let mut holder = app.db.begin().await.unwrap();
    sqlx::query("select 1 from account_credits where account_id = $1 for update")
        .bind(app.account.id)
        .execute(&mut *holder)
        .await
        .unwrap();
    let start = tokio::spawn({
        let client = app.client.anonymous();
        let token = first.token.clone();
        async move {
            client
                .post(&format!("/api/v1/sessions/{token}/start"), &json!({}))
                .await
        }
    });
    tokio::time::sleep(Duration::from_millis(2000)).await; // the link expires meanwhile
    let second = tokio::spawn({
        let client = app.client.clone();
        let body = json!({"job_id": job["id"], "candidate_name": "Grace Hopper"});
        async move { client.post("/api/v1/invitations", &body).await }
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    holder.rollback().await.unwrap();
    let (start, second) = (start.await.unwrap(), second.await.unwrap());

    // The start reached the lock after the link expired: refused, so the credits went to the
    // second invitation, and to it alone.
    assert_eq!(start.status, 410, "{}", start.text);
    assert_eq!(second.status, 201, "{}", second.text);
    assert_eq!(
        balance(&app).await,
        json!({"available_credits": 0, "total_balance": 9, "reserved_credits": 9})
    );
    // The interview that got the credits runs and completes normally.
    let token = second.json()["token"].as_str().unwrap().to_owned();
    assert_eq!(session(&app, &token, "start", None).await.status, 200);
    let completed = session(&app, &token, "complete", None).await;
    assert_eq!(completed.status, 200, "{}", completed.text);
    assert_eq!(balance(&app).await["total_balance"], 8);
}
