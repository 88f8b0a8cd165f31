//! Backup and point-in-time restore, as `docs/OPERATIONS.md` tells the operator: WAL archived
//! continuously, a base backup (`pg_basebackup`) taken while invitations flow, then a restore to
//! a moment between two known invitations. The server on the restored database, with the same
//! `SECRETS_KEYS`, opens every sealed token and webhook secret (a session starts on the first
//! invitation's link and its webhook arrives signed with the secret shown at creation), has the
//! first invitation and not the second, and its ledger balances; without the keys it refuses to
//! start, naming them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use interview_api_test_support::*;
use serde_json::json;

use crate::helpers::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_restore_to_a_point_in_time_keeps_what_came_before_it_and_opens_every_sealed_secret() {
    let mut figures = Figures::new("point-in-time-restore");
    let archive = postgres_dir("archive");
    let primary = Cluster::start_with(&["archive_mode=on"]);
    let admin = primary.admin("postgres").await;
    sqlx::query(&format!(
        "alter system set archive_command = 'cp %p {}/%f'",
        archive.display()
    ))
    .execute(&admin)
    .await
    .unwrap();
    sqlx::query("select pg_reload_conf()").execute(&admin).await.unwrap();
    let url = primary.url("app");
    interview_api::db::connect_and_migrate(&test_settings(&url, &[]))
        .await
        .unwrap();
    let db = primary.admin("app").await;
    // Credits for however many invitations flow while the base backup is taken, which lasts as
    // long as the machine makes it.
    let account = create_account(&db, interview_api::domain::accounts::Plan::Paid, 1_000_000).await;
    // Invitations flow as fast as the server takes them, past the default rate limit.
    let unlimited = ["--rate-limit-per-minute".to_owned(), "1000000".to_owned()];
    let server = start_server(&url, &unlimited, &[]).await;
    let client = Client::new(server.address).with_key(&account.key);
    let receiver = Receiver::start(0.0, Duration::ZERO).await;
    let hook = client
        .post(
            "/api/v1/webhooks",
            &json!({"url": receiver.url(), "events": ["interview_started"]}),
        )
        .await;
    assert_eq!(hook.status, 201, "{}", hook.text);
    receiver
        .secrets
        .lock()
        .unwrap()
        .push(hook.json()["data"]["secret"].as_str().unwrap().to_owned());
    let job = client
        .post(
            "/api/v1/jobs",
            &json!({"title": "Restore", "questions": [{"question_text": "Why?", "question_type": "technical"}]}),
        )
        .await;
    assert_eq!(job.status, 201, "{}", job.text);
    let job = job.json()["data"]["id"].as_str().unwrap().to_owned();
    let invite = {
        let (client, job) = (client.clone(), job.clone());
        move |name: String| {
            let (client, job) = (client.clone(), job.clone());
            async move {
                let reply = client
                    .post("/api/v1/invitations", &json!({"job_id": job, "candidate_name": name}))
                    .await;
                assert_eq!(reply.status, 201, "{}", reply.text);
                reply.json()
            }
        }
    };

    // Invitations flow while the base backup is taken.
    let (stop, flowed) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicU64::new(0)));
    let flow = {
        let (stop, flowed, invite) = (stop.clone(), flowed.clone(), invite.clone());
        tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                invite(format!("flowing-{}", flowed.load(Ordering::Relaxed))).await;
                flowed.fetch_add(1, Ordering::Relaxed);
            }
        })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    let backup = postgres_dir("backup").join("base");
    let started = Instant::now();
    primary.base_backup(&backup);
    let backup_took = started.elapsed();
    tokio::time::sleep(Duration::from_millis(300)).await;
    stop.store(true, Ordering::Relaxed);
    flow.await.unwrap();

    // Two known invitations, and a moment between them.
    let first = invite("before-the-target".to_owned()).await;
    let target: String =
        sqlx::query_scalar("select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US+00')")
            .fetch_one(&db)
            .await
            .unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let second = invite("after-the-target".to_owned()).await;
    // The WAL of both is archived.
    let switched: String = sqlx::query_scalar("select pg_walfile_name(pg_switch_wal())")
        .fetch_one(&db)
        .await
        .unwrap();
    let archived = Instant::now();
    loop {
        let last: Option<String> = sqlx::query_scalar("select last_archived_wal from pg_stat_archiver")
            .fetch_one(&db)
            .await
            .unwrap();
        if last.is_some_and(|last| last >= switched) {
            break;
        }
        assert!(
            archived.elapsed() < Duration::from_secs(30),
            "{switched} was not archived"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.stop().await;
    db.close().await;
    admin.close().await;
    primary.stop();

    // The restore, to the target.
    let restoring = Instant::now();
    let restored = Cluster::restored(
        &backup,
        &format!(
            "restore_command = 'cp {}/%f %p'\nrecovery_target_time = '{target}'\nrecovery_target_action = 'promote'\n",
            archive.display()
        ),
    );
    let restored_db = restored.admin("app").await;
    loop {
        let recovering: bool = sqlx::query_scalar("select pg_is_in_recovery()")
            .fetch_one(&restored_db)
            .await
            .unwrap();
        if !recovering {
            break;
        }
        assert!(
            restoring.elapsed() < Duration::from_secs(60),
            "the restore did not finish"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let restore_took = restoring.elapsed();
    let url = restored.url("app");

    // Without the keys, the server refuses to start and says what it lacks.
    let refused = tokio::time::timeout(
        Duration::from_secs(60),
        cli_with(&url, &["serve", "--bind-addr", "127.0.0.1:0"], &[]),
    )
    .await
    .expect("the server without keys exits");
    figures.check(
        !refused.status.success() && refused.stderr.contains("SECRETS_KEYS"),
        || format!("without its keys the server answered {refused:?}"),
    );

    // With them: the first invitation is there, the second is not, every sealed value opens.
    let server = start_server(&url, &unlimited, &[]).await;
    let client = Client::new(server.address).with_key(&account.key);
    let found = client
        .get(&format!("/api/v1/interviews/{}", first["id"].as_str().unwrap()))
        .await;
    figures.check(found.status == 200, || {
        format!("the invitation before the target: {found:?}")
    });
    let gone = client
        .get(&format!("/api/v1/interviews/{}", second["id"].as_str().unwrap()))
        .await;
    figures.check(gone.status == 404, || {
        format!("the invitation after the target: {gone:?}")
    });

    let keyring = interview_api::secrets::Keyring::parse(TEST_SECRETS_KEYS).unwrap();
    let tokens: Vec<(uuid::Uuid, String)> = sqlx::query_as("select id, token from interviews")
        .fetch_all(&restored_db)
        .await
        .unwrap();
    for (id, token) in &tokens {
        let opened = keyring.open(token, &interview_api::secrets::token_context(*id));
        figures.check(opened.is_ok(), || format!("interview {id}'s token does not open"));
    }
    let secrets: Vec<(uuid::Uuid, String)> = sqlx::query_as("select id, secret from webhook_endpoints")
        .fetch_all(&restored_db)
        .await
        .unwrap();
    for (id, secret) in &secrets {
        let opened = keyring.open(secret, &interview_api::secrets::webhook_secret_context(*id));
        figures.check(
            opened.is_ok_and(|s| receiver.secrets.lock().unwrap().contains(&s)),
            || format!("endpoint {id}'s secret does not open to the one shown"),
        );
    }
    // The server opens them too: the first invitation's link starts its session, and the
    // webhook arrives signed with the secret shown when the endpoint was created.
    let token = first["token"].as_str().unwrap();
    let session = Client::new(server.address);
    let started = session
        .send(session.request(reqwest::Method::POST, &format!("/api/v1/sessions/{token}/start")))
        .await;
    figures.check(started.status == 200, || {
        format!("the session on the restored link: {started:?}")
    });
    let waiting = Instant::now();
    while receiver.verified_event_ids().0.is_empty() && waiting.elapsed() < Duration::from_secs(15) {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (verified, unverified) = receiver.verified_event_ids();
    figures.check(verified.len() == 1 && unverified == 0, || {
        format!(
            "webhooks from the restored server: {} verified, {unverified} not",
            verified.len()
        )
    });

    // The ledger balances.
    let (balance, ledger, reserved, ledger_reserved, held): (i64, i64, i64, i64, i64) = sqlx::query_as(
        "select c.credit_balance,
                (select coalesce(sum(amount), 0)::bigint from credit_transactions t
                 where t.account_id = c.account_id and t.kind in ('top_up', 'adjustment', 'charge')),
                c.reserved_credits,
                (select coalesce(-sum(amount), 0)::bigint from credit_transactions t
                 where t.account_id = c.account_id and t.kind in ('reservation', 'release')),
                (select coalesce(sum(estimated_credits), 0)::bigint from interviews i
                 where i.account_id = c.account_id and i.status in ('invited', 'in_progress'))
         from account_credits c where c.account_id = $1",
    )
    .bind(account.id)
    .fetch_one(&restored_db)
    .await
    .unwrap();
    figures.check(
        balance == ledger && reserved == ledger_reserved && reserved == held,
        || format!("balance {balance} (ledger {ledger}), reserved {reserved} (ledger {ledger_reserved}, held {held})"),
    );
    figures.check(balance >= reserved, || format!("overdrawn: {balance} < {reserved}"));
    figures.operations = flowed.load(Ordering::Relaxed) + 4;
    figures.faults += 1;
    figures.note(format!(
        "{} invitations while the base backup ({} ms) was taken; restored to {target} in {} ms: {} interviews, {} tokens and {} webhook secrets opened",
        flowed.load(Ordering::Relaxed),
        backup_took.as_millis(),
        restore_took.as_millis(),
        tokens.len(),
        tokens.len(),
        secrets.len()
    ));
    restored_db.close().await;
    server.stop().await;
    figures.finish();
}
