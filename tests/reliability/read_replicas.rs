//! Reads on a streaming replica with read-your-writes: a primary and a replica of Debian's
//! PostgreSQL built by the test, three API replicas sharing Redis. With replay paused on the
//! replica, an account that just wrote reads its write from any API replica (on the primary),
//! another account's lists are served by the replica, an API replica allowing less lag than the
//! replica has reads on the primary and says so, and with the replica stopped every list still
//! answers.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use interview_api_test_support::*;
use reqwest::Method;
use serde_json::json;

use crate::helpers::*;

/// The names in an account's candidate list, as `server` answers it (200 asserted).
async fn listed(server: SocketAddr, key: &str) -> Vec<String> {
    let reply = Client::new(server)
        .with_key(key)
        .get("/api/v1/candidates?limit=100")
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|candidate| candidate["name"].as_str().unwrap().to_owned())
        .collect()
}

/// The read replica's state in a server's `/readyz`.
async fn replica_state(server: SocketAddr) -> String {
    let client = Client::new(server);
    let reply = client.send(client.request(Method::GET, "/readyz")).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json()["checks"]["database_replica"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// Waits (at most 15 s) until `server`'s `/readyz` reports the replica as `state` (its start).
async fn until_replica(server: SocketAddr, state: &str) -> Duration {
    let started = Instant::now();
    loop {
        let now = replica_state(server).await;
        if now.starts_with(state) {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "the replica stayed {now:?}, not {state:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Reads by target on `servers`, from their metrics.
async fn reads_by_target(servers: &[SocketAddr]) -> (f64, f64, f64) {
    let (mut replica, mut primary, mut fresher) = (0.0, 0.0, 0.0);
    for &server in servers {
        replica += metric(server, r#"db_reads_total{target="replica"}"#).await;
        primary += metric(server, r#"db_reads_total{target="primary"}"#).await;
        fresher += metric(server, r#"db_reads_on_primary_total{reason="freshness"}"#).await;
    }
    (replica, primary, fresher)
}

/// A candidate written on the primary behind the API's back (as another tool would): no API
/// replica knows of the write, so a list that shows it was read on the primary, and one that
/// does not, on the paused replica.
async fn insert_quietly(db: &sqlx::PgPool, account: uuid::Uuid, name: &str) {
    sqlx::query("insert into candidates (id, account_id, name) values (gen_random_uuid(), $1, $2)")
        .bind(account)
        .bind(name)
        .execute(db)
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn reads_go_to_the_replica_except_an_accounts_own_unreplayed_writes_and_survive_its_loss() {
    let mut figures = Figures::new("read-replicas");
    let primary = Cluster::start();
    let url = primary.url("app");
    interview_api::db::connect_and_migrate(&test_settings(&url, &[]))
        .await
        .unwrap();
    let db = primary.admin("app").await;
    let writer = create_account(&db, interview_api::domain::accounts::Plan::Paid, 100).await;
    let other = create_account(&db, interview_api::domain::accounts::Plan::Paid, 100).await;
    let replica = Cluster::standby_of(&primary, "reader", &[]);
    let replica_db = replica.admin("app").await;

    let args = |max_lag_ms: &str| -> Vec<String> {
        [
            "--database-replica-url",
            &replica.url("app"),
            "--replica-max-lag-ms",
            max_lag_ms,
            // A Redis database of its own: in the shared one, the window of the address
            // 127.0.0.1 (which `/metrics` checks) also counts the requests of every other test's
            // servers running at the same time.
            "--redis-url",
            "redis://127.0.0.1:6379/1",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    // Two that tolerate the paused replay for the whole test, one that tolerates 300 ms.
    let patient = [
        start_server(&url, &args("60000"), &[]).await,
        start_server(&url, &args("60000"), &[]).await,
    ];
    let strict = start_server(&url, &args("300"), &[]).await;
    let (first, second) = (patient[0].address, patient[1].address);
    let all = [first, second, strict.address];
    for &server in &all {
        until_replica(server, "ok").await;
    }

    // Replay paused: the replica stops where it is.
    sqlx::query("select pg_wal_replay_pause()")
        .execute(&replica_db)
        .await
        .unwrap();
    figures.faults += 1;
    let (replica_before, primary_before, _) = reads_by_target(&[second]).await;

    // The writer creates a candidate on one API replica and lists at once on another.
    let name = format!("fresh-{}", uuid::Uuid::new_v4().simple());
    let created = Client::new(first)
        .with_key(&writer.key)
        .post("/api/v1/candidates", &json!({"name": name}))
        .await;
    assert_eq!(created.status, 201, "{}", created.text);
    figures.operations += 2;
    let seen = listed(second, &writer.key).await;
    figures.check(seen.contains(&name), || {
        format!("the writer's own candidate is missing from its list on another API replica: {seen:?}")
    });
    let export = Client::new(second)
        .with_key(&writer.key)
        .get(&format!(
            "/api/v1/candidates/{}/export",
            created.json()["data"]["id"].as_str().unwrap()
        ))
        .await;
    figures.operations += 1;
    figures.check(export.status == 200, || {
        format!("the writer's export of its new candidate: {export:?}")
    });

    // Another account's list is served by the paused replica: a candidate written on the
    // primary behind the API's back is not in it.
    let quiet = format!("quiet-{}", uuid::Uuid::new_v4().simple());
    insert_quietly(&db, other.id, &quiet).await;
    let seen = listed(second, &other.key).await;
    figures.operations += 1;
    figures.check(!seen.contains(&quiet), || {
        "another account's list came from the primary, not the replica".to_owned()
    });
    for path in ["/api/v1/interviews", "/api/v1/events"] {
        let reply = Client::new(second).with_key(&other.key).get(path).await;
        figures.operations += 1;
        figures.check(reply.status == 200, || format!("{path} on the replica: {reply:?}"));
    }
    let (replica_after, primary_after, fresher) = reads_by_target(&[second]).await;
    figures.check(replica_after - replica_before >= 3.0, || {
        format!(
            "the replica served {} reads of the other account, not 3",
            replica_after - replica_before
        )
    });
    figures.check(primary_after - primary_before >= 2.0 && fresher >= 2.0, || {
        format!(
            "the writer's reads were not redirected to the primary ({} primary reads, {fresher} for freshness)",
            primary_after - primary_before
        )
    });

    // The strict API replica sees the lag grow past its limit and reads on the primary.
    let noticed = until_replica(strict.address, "lagging").await;
    let seen = listed(strict.address, &other.key).await;
    figures.operations += 1;
    figures.check(seen.contains(&quiet), || {
        "an API replica read on a replica lagging past REPLICA_MAX_LAG_MS".to_owned()
    });
    let lag = metric(strict.address, "db_replica_lag_seconds").await;
    figures.check(lag >= 0.3, || format!("a lag of {lag} s reported for a paused replica"));

    // Replay resumed: the writer's reads move back to the replica once it has caught up.
    sqlx::query("select pg_wal_replay_resume()")
        .execute(&replica_db)
        .await
        .unwrap();
    until_replica(strict.address, "ok").await;
    let caught_up = Instant::now();
    loop {
        let (replica_before, ..) = reads_by_target(&[first]).await;
        listed(first, &writer.key).await;
        let (replica_after, ..) = reads_by_target(&[first]).await;
        if replica_after > replica_before {
            break;
        }
        figures.check(caught_up.elapsed() < Duration::from_secs(10), || {
            "the writer's reads never returned to the replica after it caught up".to_owned()
        });
        if caught_up.elapsed() >= Duration::from_secs(10) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // The replica stopped: every list still answers, from the primary.
    replica_db.close().await;
    replica.stop();
    figures.faults += 1;
    let stopped = Instant::now();
    let mut slowest = Duration::ZERO;
    for &server in &all {
        for key in [&writer.key, &other.key] {
            for path in ["/api/v1/candidates", "/api/v1/interviews", "/api/v1/events"] {
                let started = Instant::now();
                let reply = Client::new(server).with_key(key).get(path).await;
                slowest = slowest.max(started.elapsed());
                figures.operations += 1;
                figures.check(reply.status == 200, || {
                    format!("{path} with the replica stopped: {} {}", reply.status, reply.text)
                });
            }
        }
    }
    for &server in &all {
        until_replica(server, "unavailable").await;
    }
    let skipped = metric(first, r#"db_reads_on_primary_total{reason="replica_unavailable"}"#).await;
    figures.check(skipped > 0.0, || {
        "no read counted as kept off the stopped replica".to_owned()
    });

    let (replica_reads, primary_reads, fresher) = reads_by_target(&all).await;
    figures.note(format!(
        "reads by target: replica {replica_reads}, primary {primary_reads} ({fresher} redirected for freshness, {skipped} on API replica 1 while the replica was down); lag {lag:.2} s noticed by the 300 ms API replica after {} ms; with the replica stopped, slowest list {} ms, every API replica reporting it unavailable {} ms after the stop",
        noticed.as_millis(),
        slowest.as_millis(),
        stopped.elapsed().as_millis()
    ));
    for server in patient.into_iter().chain([strict]) {
        let (status, log) = server.stop_within(Duration::from_secs(20)).await;
        figures.check(status.success(), || format!("a server exited {status}: {log}"));
    }
    figures.finish();
}
