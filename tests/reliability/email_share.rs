//! E-mails shared by three replicas (separate server processes on one database) through one real
//! mail server: each e-mail is handed to the mail server once, whichever replica leases it; and
//! when the mail server is down and every replica restarts, nothing queued is lost.

use std::collections::HashSet;
use std::time::Duration;

use futures_util::future::join_all;
use interview_api::domain::accounts::Plan;
use interview_api_test_support::{
    Client, ServerProcess, SmtpServer, TEST_METRICS_TOKEN, TestDatabase, create_account, free_port,
};
use serde_json::{Value, json};
use sqlx::PgPool;

use crate::helpers::*;

const REPLICAS: usize = 3;

async fn replicas(database_url: &str, smtp_url: &str) -> Vec<ServerProcess> {
    let args: Vec<String> = [
        "--smtp-url",
        smtp_url,
        "--email-from",
        "Interviews <interviews@acme.test>",
        "--email-retry-schedule",
        "200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    join_all((0..REPLICAS).map(|_| start_server(database_url, &args, &[]))).await
}

/// Invites `count` candidates with an address each (`{prefix}-{n}@example.test`), in batches spread
/// over the replicas.
async fn invite(clients: &[Client], job_id: &str, prefix: &str, count: usize) {
    let batches = (0..count).collect::<Vec<_>>();
    let sends = batches.chunks(10).enumerate().map(|(i, chunk)| {
        let client = &clients[i % clients.len()];
        let items: Vec<Value> = chunk
            .iter()
            .map(|n| json!({"job_id": job_id, "candidate_name": "C", "candidate_email": format!("{prefix}-{n}@example.test")}))
            .collect();
        async move {
            let reply = client.post("/api/v1/invitations/batch", &json!({"invitations": items})).await;
            assert_eq!(reply.status, 200, "{}", reply.text);
            assert!(reply.json()["data"].as_array().unwrap().iter().all(|r| r["status"] == 201), "{}", reply.text);
        }
    });
    join_all(sends).await;
}

/// How many e-mails each replica sent, by its metrics, once they count `at_least` in all or 10 s
/// have passed: a replica counts an e-mail when the mail server's answer reaches it, a moment
/// after the mail server kept the message.
async fn sent_by(servers: &[ServerProcess], at_least: u64) -> Vec<u64> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let mut counts = Vec::new();
        for server in servers {
            let metrics = server.client().with_key(TEST_METRICS_TOKEN).get("/metrics").await.text;
            let sent = metrics
                .lines()
                .find(|line| line.starts_with("emails_total{outcome=\"sent\"}"))
                .and_then(|line| line.split_whitespace().last()?.parse().ok())
                .unwrap_or(0);
            counts.push(sent);
        }
        if counts.iter().sum::<u64>() >= at_least || tokio::time::Instant::now() >= deadline {
            return counts;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn three_replicas_share_the_outbox_and_hand_each_email_to_the_mail_server_once_even_across_restarts() {
    let mut figures = Figures::new("email-share");
    let mut smtp = SmtpServer::start(free_port()).await;
    let database = TestDatabase::new();
    let db = PgPool::connect(&database.url).await.unwrap();
    let account = create_account(&db, Plan::Paid, 1_000_000).await;
    let servers = replicas(&database.url, &smtp.url()).await;
    let clients: Vec<Client> = servers.iter().map(|s| s.client().with_key(&account.key)).collect();
    let job = clients[0]
        .post(
            "/api/v1/jobs",
            &json!({"title": "Support", "questions": [{"question_text": "Why?", "question_type": "behavioral"}]}),
        )
        .await;
    assert_eq!(job.status, 201, "{}", job.text);
    let job_id = job.json()["data"]["id"].as_str().unwrap().to_owned();

    // Phase 1: the mail server is up; 60 e-mails, written through all three replicas.
    let first = 60;
    invite(&clients, &job_id, "first", first).await;
    figures.operations += first as u64;
    smtp.wait_for(first, Duration::from_secs(120)).await;
    let per_replica = sent_by(&servers, first as u64).await;
    figures.note(format!("sent per replica: {per_replica:?}"));
    figures.check(per_replica.iter().sum::<u64>() == first as u64, || {
        format!("the replicas sent {per_replica:?}, not {first} in all")
    });

    // Phase 2: the mail server goes down, 30 more are written, every replica restarts, then the
    // mail server comes back.
    smtp.stop().await;
    let second = 30;
    invite(&clients, &job_id, "second", second).await;
    figures.operations += second as u64;
    for server in servers {
        server.stop().await;
    }
    figures.faults += REPLICAS as u64 + 1;
    smtp.restart(false).await;
    let _servers = replicas(&database.url, &smtp.url()).await;
    smtp.wait_for(first + second, Duration::from_secs(120)).await;
    // Later rounds send nothing more.
    tokio::time::sleep(Duration::from_secs(3)).await;

    let received = smtp.received();
    figures.check(received.len() == first + second, || {
        format!("{} e-mails received for {} written", received.len(), first + second)
    });
    let recipients: HashSet<&str> = received.iter().map(|mail| mail.rcpt_tos[0].as_str()).collect();
    figures.check(recipients.len() == first + second, || {
        format!("{} distinct recipients in {} e-mails", recipients.len(), received.len())
    });
    let message_ids: HashSet<&str> = received.iter().map(|mail| mail.header("message-id")).collect();
    figures.check(message_ids.len() == received.len(), || {
        "a Message-ID was received twice".to_owned()
    });
    let unsent: i64 = sqlx::query_scalar("select count(*) from interview_emails where status <> 'sent'")
        .fetch_one(&db)
        .await
        .unwrap();
    figures.check(unsent == 0, || format!("{unsent} e-mails are not recorded as sent"));
    // Each of the first 60 was handed over on its first attempt: no replica leased another's.
    let retried: i64 = sqlx::query_scalar(
        "select count(*) from interview_emails e join interviews i on i.id = e.interview_id
         where i.candidate_email like 'first-%' and e.attempts <> 1",
    )
    .fetch_one(&db)
    .await
    .unwrap();
    figures.check(retried == 0, || {
        format!("{retried} e-mails of phase 1 took more than one attempt")
    });
    figures.finish();
}
