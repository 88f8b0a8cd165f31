//! Database faults, injected on a throwaway cluster of the test's own (never on the machine's
//! shared server): PostgreSQL restarted and its sessions killed under load (JSON 503s, fast, and
//! recovery without a restart), a pool exhausted by queries that do not finish, and a failure at
//! the worst moment of an idempotent request (the retry creates nothing twice).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sqlx::postgres::PgPoolOptions;

use interview_api_test_support::*;
use reqwest::Method;

use crate::helpers::*;
use crate::invariants::{Setup, World, operations, tail};

/// The servers' limits in these tests: a request waits at most 1 s for a connection and takes at
/// most 5 s in all; so no answer may take longer than this.
const ACQUIRE_TIMEOUT_MS: &str = "1000";
const REQUEST_TIMEOUT_MS: &str = "5000";
const ANSWER_BOUND: Duration = Duration::from_millis(6500);

fn fault_args() -> Vec<String> {
    [
        "--database-acquire-timeout-ms",
        ACQUIRE_TIMEOUT_MS,
        "--request-timeout-ms",
        REQUEST_TIMEOUT_MS,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// What a probe saw while the database was down.
#[derive(Default)]
struct Probe {
    answers: AtomicU64,
    unavailable: AtomicU64,
    not_json: AtomicU64,
    other: AtomicU64,
    slowest_ms: AtomicU64,
    health_failures: AtomicU64,
}

/// Calls every replica in a loop while `down` is set: reads and writes must be a JSON 503, fast;
/// `/healthz` must stay 200 (the process is alive).
async fn probe(
    addresses: Vec<SocketAddr>,
    key: String,
    down: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    probe: Arc<Probe>,
) {
    let client = Client::with_transport(addresses[0], |transport| transport.timeout(Duration::from_secs(30)));
    while !stop.load(Ordering::Relaxed) {
        if !down.load(Ordering::Relaxed) {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        for &address in &addresses {
            let replica = client.at(address);
            let requests = [
                replica
                    .request(Method::GET, "/api/v1/credits/balance")
                    .bearer_auth(&key),
                replica
                    .request(Method::POST, "/api/v1/candidates")
                    .bearer_auth(&key)
                    .json(&json!({"name": format!("probe-{}", uuid::Uuid::new_v4())})),
                replica.request(Method::GET, "/readyz"),
            ];
            for request in requests {
                let started = Instant::now();
                let reply = replica.try_send(request).await;
                probe
                    .slowest_ms
                    .fetch_max(started.elapsed().as_millis() as u64, Ordering::Relaxed);
                // The outage may have ended while the request ran.
                if !down.load(Ordering::Relaxed) {
                    continue;
                }
                probe.answers.fetch_add(1, Ordering::Relaxed);
                match reply {
                    Ok(reply) if reply.status == 503 && is_json(&reply) => {
                        probe.unavailable.fetch_add(1, Ordering::Relaxed);
                    }
                    Ok(reply) if !is_json(&reply) => {
                        probe.not_json.fetch_add(1, Ordering::Relaxed);
                    }
                    _ => {
                        probe.other.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
            let health = replica.try_send(replica.request(Method::GET, "/healthz")).await;
            if !health.is_ok_and(|r| r.status == 200) {
                probe.health_failures.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

/// After the database is back: how long until every replica answers a read again, and how many
/// 503s it gave on the way (each pooled connection that died with the old server fails once).
async fn recovery(addresses: &[SocketAddr], key: &str) -> (Duration, u64) {
    let client = Client::new(addresses[0]).with_key(key);
    let started = Instant::now();
    let mut failures = 0;
    for &address in addresses {
        let replica = client.at(address);
        loop {
            let reply = replica
                .try_send(replica.request(Method::GET, "/api/v1/credits/balance"))
                .await;
            if reply.as_ref().is_ok_and(|r| r.status == 200) {
                break;
            }
            failures += 1;
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "no recovery in 30 s: {reply:?}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    (started.elapsed(), failures)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_restarts_under_load_get_json_503s_fast_and_the_servers_recover_by_themselves() {
    let seed = seed();
    let cluster = Cluster::start();
    let url = cluster.url("app");
    let setup = Setup {
        replicas: 2,
        extra_args: fault_args(),
        ..Setup::default()
    };
    let world = World::setup(&url, setup, seed).await;
    world.faults_expected.store(true, Ordering::Relaxed);
    let addresses: Vec<SocketAddr> = {
        let mut rng = rand::SeedableRng::seed_from_u64(seed);
        let mut addresses = Vec::new();
        while addresses.len() < 2 {
            let address = world.fleet.pick(&mut rng);
            if !addresses.contains(&address) {
                addresses.push(address);
            }
        }
        addresses
    };
    let key = world.accounts.lock().unwrap()[1].key.clone();
    let (down, stop, seen) = (
        Arc::new(AtomicBool::new(false)),
        Arc::new(AtomicBool::new(false)),
        Arc::new(Probe::default()),
    );
    // Four probes, so that each outage sees a good number of answers.
    let probers: Vec<_> = (0..4)
        .map(|_| {
            tokio::spawn(probe(
                addresses.clone(),
                key.clone(),
                down.clone(),
                stop.clone(),
                seen.clone(),
            ))
        })
        .collect();

    let mut figures = Figures::new("db-restart");
    let load = world.start_load(operations() / 2, 8);
    let (restarts, kills) = if soak() { (6, 6) } else { (2, 2) };
    let mut recoveries = Vec::new();
    for round in 0..restarts + kills {
        tokio::time::sleep(Duration::from_millis(700)).await;
        if round % 2 == 0 {
            // A restart: the server is gone for a second, every connection with it.
            cluster.stop();
            down.store(true, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(1500)).await;
            down.store(false, Ordering::Relaxed);
            cluster.start_again();
        } else {
            // A failover or a connection reaper: every session of the database is terminated.
            cluster.terminate_sessions("app").await;
        }
        figures.faults += 1;
        recoveries.push(recovery(&addresses, &key).await);
    }
    let report = load.finish(&world).await;
    stop.store(true, Ordering::Relaxed);
    for prober in probers {
        prober.await.unwrap();
    }

    let answers = seen.answers.load(Ordering::Relaxed);
    figures.check(answers > 0, || "the probe saw no answer during the outages".to_owned());
    figures.invariants += answers;
    figures.check(
        seen.other.load(Ordering::Relaxed) == 0 && seen.not_json.load(Ordering::Relaxed) == 0,
        || {
            format!(
                "during outages: {} answers that were not 503 ({} not JSON)",
                seen.other.load(Ordering::Relaxed),
                seen.not_json.load(Ordering::Relaxed)
            )
        },
    );
    let slowest = Duration::from_millis(seen.slowest_ms.load(Ordering::Relaxed).max(world.slowest_ms()));
    figures.check(slowest <= ANSWER_BOUND, || {
        format!("an answer took {slowest:?} (bound {ANSWER_BOUND:?})")
    });
    figures.check(seen.health_failures.load(Ordering::Relaxed) == 0, || {
        "/healthz failed during an outage".to_owned()
    });
    figures.check(world.fleet.all_running().await, || "a replica died".to_owned());
    let worst = recoveries.iter().map(|(d, _)| *d).max().unwrap_or_default();
    let failed_after = recoveries.iter().map(|(_, n)| n).sum::<u64>();
    figures.check(worst < Duration::from_secs(10), || format!("a recovery took {worst:?}"));
    figures.note(format!(
        "seed {seed}; {restarts} restarts (1.5 s down) and {kills} session kills; during outages {answers} probe answers, {} JSON 503s, slowest answer {} ms (bound {} ms)",
        seen.unavailable.load(Ordering::Relaxed),
        slowest.as_millis(),
        ANSWER_BOUND.as_millis()
    ));
    figures.note(format!(
        "recovered without a restart: slowest {} ms after the database was back, {failed_after} failed probes after it was back (dead pooled connections)",
        worst.as_millis()
    ));
    world.check(&mut figures, &report).await;
    for (status, log) in world.fleet.stop().await {
        figures.check(status.success(), || {
            format!("a replica exited {status}: {}", tail(&log))
        });
    }
    figures.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_exhausted_pool_answers_503_json_within_the_acquire_timeout() {
    let mut figures = Figures::new("pool-exhausted");
    let cluster = Cluster::start();
    let url = cluster.url("app");
    let settings = test_settings(&url, &[]);
    interview_api::db::connect_and_migrate(&settings).await.unwrap();
    let db = PgPoolOptions::new().max_connections(2).connect(&url).await.unwrap();
    let account = create_account(&db, interview_api::domain::accounts::Plan::Paid, 100).await;
    let mut args = fault_args();
    args.extend(["--database-pool-size".to_owned(), "2".to_owned()]);
    let server = start_server(&url, &args, &[]).await;
    let client = Client::with_transport(server.address, |transport| transport.timeout(Duration::from_secs(30)))
        .with_key(&account.key);

    // A slow query holds every connection: the candidates table is locked, so listing
    // candidates waits on the lock while holding its connection.
    let mut lock = db.begin().await.unwrap();
    sqlx::query("lock table candidates in access exclusive mode")
        .execute(&mut *lock)
        .await
        .unwrap();
    let slow: Vec<_> = (0..2)
        .map(|_| {
            let client = client.clone();
            tokio::spawn(async move {
                let started = Instant::now();
                let reply = client.try_send(client.request(Method::GET, "/api/v1/candidates")).await;
                (reply, started.elapsed())
            })
        })
        .collect();
    // Longer than a readiness check stands for, so `/readyz` asks the database again.
    tokio::time::sleep(Duration::from_millis(1200)).await;

    // Everything else now waits for a connection, at most the acquire timeout.
    let mut latencies = Vec::new();
    let waiting: Vec<_> = (0..10)
        .map(|n| {
            let client = client.clone();
            let request = if n % 2 == 0 {
                client.request(Method::GET, "/api/v1/credits/balance")
            } else {
                client.anonymous().request(Method::GET, "/readyz")
            };
            tokio::spawn(async move {
                let started = Instant::now();
                (client.try_send(request).await, started.elapsed())
            })
        })
        .collect();
    for request in waiting {
        let (reply, latency) = request.await.unwrap();
        figures.operations += 1;
        latencies.push(latency);
        figures.check(reply.as_ref().is_ok_and(|r| r.status == 503 && is_json(r)), || {
            format!("a request on an exhausted pool got {reply:?}")
        });
        figures.check(latency < Duration::from_millis(2500), || {
            format!("a request waited {latency:?} for a connection (acquire timeout {ACQUIRE_TIMEOUT_MS} ms)")
        });
    }
    // The slow requests themselves end at the request timeout, with a JSON 503.
    for request in slow {
        let (reply, latency) = request.await.unwrap();
        figures.operations += 1;
        figures.check(reply.as_ref().is_ok_and(|r| r.status == 503 && is_json(r)), || {
            format!("a request stuck on a lock got {reply:?}")
        });
        figures.check(latency < ANSWER_BOUND, || {
            format!("a stuck request was answered after {latency:?}")
        });
        latencies.push(latency);
    }
    figures.faults += 1;
    lock.rollback().await.unwrap();

    // And once the lock is gone, the pool serves again.
    let (recovered, failures) = recovery(&[server.address], &account.key).await;
    figures.check(recovered < Duration::from_secs(5), || {
        format!("the pool took {recovered:?} to serve again")
    });
    let reply = client.get("/api/v1/candidates").await;
    figures.check(reply.status == 200, || format!("after the lock: {reply:?}"));
    let max = latencies.iter().max().unwrap();
    figures.note(format!(
        "pool of 2 held by 2 stuck queries; 10 more requests got JSON 503s in at most {} ms (acquire timeout {ACQUIRE_TIMEOUT_MS} ms); the stuck ones 503 at the {REQUEST_TIMEOUT_MS} ms request timeout; served again {} ms after the lock was released ({failures} failures on the way)",
        latencies[..10].iter().max().unwrap().as_millis(),
        recovered.as_millis()
    ));
    let _ = max;
    let (status, log) = server.stop_within(Duration::from_secs(20)).await;
    figures.check(status.success(), || {
        format!("the server exited {status}: {}", tail(&log))
    });
    figures.finish();
}

/// Makes the write that records an idempotent request's answer fail with a connection-class
/// error, as when the database restarts at that instant (after the handler's own writes).
async fn fail_recording(db: &sqlx::PgPool) {
    sqlx::raw_sql(
        "create or replace function fail_recording() returns trigger language plpgsql as $$
         begin
             if new.response_status is not null then
                 raise exception 'connection lost' using errcode = '08006';
             end if;
             return new;
         end $$;
         create trigger fail_recording before update on idempotency_keys for each row execute function fail_recording();",
    )
    .execute(db)
    .await
    .unwrap();
}

/// The worst moment for an idempotent request: its resource is written, and recording the answer
/// under its key fails. The client gets a 503 and retries with the same key: the retry must not
/// create a second resource. Returns how many resources `count` finds afterwards.
async fn fault_after_the_handler(figures: &mut Figures, app: &TestApp, path: &str, body: &Value, count: &str) -> i64 {
    fail_recording(&app.db).await;
    let key = uuid::Uuid::new_v4().to_string();
    let request = || {
        app.request(Method::POST, path)
            .header("idempotency-key", &key)
            .json(body)
    };
    let first = app.send(request()).await;
    figures.operations += 1;
    figures.faults += 1;
    figures.check(first.status == 503 && is_json(&first), || {
        format!("{path}: the failed recording answered {first:?}")
    });
    sqlx::query("drop trigger fail_recording on idempotency_keys")
        .execute(&app.db)
        .await
        .unwrap();
    let retry = app.send(request()).await;
    let again = app.send(request()).await;
    figures.operations += 2;
    figures.check(retry.status.is_success() && again.text == retry.text, || {
        format!("{path}: the retries answered {retry:?} and {again:?}")
    });
    sqlx::query_scalar(count).fetch_one(&app.db).await.unwrap()
}

#[tokio::test]
async fn a_fault_after_the_handler_commits_does_not_let_a_retry_create_a_second_resource() {
    let mut figures = Figures::new("idempotency-window");
    let app = spawn_app().await;
    let job = json!({"title": "Window", "questions": [{"question_text": "Why?", "question_type": "technical"}]});
    let jobs = fault_after_the_handler(&mut figures, &app, "/api/v1/jobs", &job, "select count(*) from jobs").await;
    figures.check(jobs == 1, || format!("one keyed request created {jobs} jobs"));
    let job_id: uuid::Uuid = sqlx::query_scalar("select id from jobs")
        .fetch_one(&app.db)
        .await
        .unwrap();

    let invitation = json!({"job_id": job_id, "candidate_name": "Exactly once"});
    let interviews = fault_after_the_handler(
        &mut figures,
        &app,
        "/api/v1/invitations",
        &invitation,
        "select count(*) from interviews",
    )
    .await;
    figures.check(interviews == 1, || {
        format!("one keyed request created {interviews} interviews")
    });
    let reserved = app.get("/api/v1/credits/balance").await.json()["reserved_credits"].as_i64();
    figures.check(reserved == Some(3), || {
        format!("{reserved:?} credits reserved for one 3-credit interview")
    });

    let hook = json!({"url": "http://127.0.0.1:9/hook"});
    let hooks = fault_after_the_handler(
        &mut figures,
        &app,
        "/api/v1/webhooks",
        &hook,
        "select count(*) from webhook_endpoints",
    )
    .await;
    figures.check(hooks == 1, || {
        format!("one keyed request created {hooks} webhook endpoints")
    });

    // A cancellation recorded or not, with the state it answered.
    let interview: uuid::Uuid = sqlx::query_scalar("select id from interviews")
        .fetch_one(&app.db)
        .await
        .unwrap();
    let cancelled = fault_after_the_handler(
        &mut figures,
        &app,
        &format!("/api/v1/interviews/{interview}/cancel"),
        &json!({}),
        "select count(*) from interviews where status = 'cancelled'",
    )
    .await;
    figures.check(cancelled == 1, || format!("{cancelled} cancelled interviews"));
    figures.note("jobs, invitations, webhook endpoints and cancellations: a fault between the handler's writes and the recorded answer leaves neither, so the retry runs once");
    figures.finish();
}

/// The same for candidates.
#[tokio::test]
async fn a_fault_after_a_candidate_is_written_does_not_let_a_retry_create_a_second_one() {
    let mut figures = Figures::new("idempotency-window-candidates");
    let app = spawn_app().await;
    let body = json!({"name": "Exactly once"});
    let candidates = fault_after_the_handler(
        &mut figures,
        &app,
        "/api/v1/candidates",
        &body,
        "select count(*) from candidates",
    )
    .await;
    figures.check(candidates == 1, || {
        format!("one keyed request created {candidates} candidates")
    });
    figures.finish();
}
