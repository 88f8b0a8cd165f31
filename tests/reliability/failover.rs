//! Failover in the production shape: a primary and a synchronous streaming standby of Debian's
//! PostgreSQL built by the test, three API replicas reaching them through an address that moves
//! (a TCP forwarder), the mixed workload of `invariants` running. The standby dies (synchronous
//! commits stall: 503s within the request timeout, until the operator falls back to
//! asynchronous); the primary is fenced read-only (writes refused as read-only are 503s, and the
//! servers recover once it takes writes again); then the primary is SIGKILLed, the standby
//! promoted and the address moved: every acknowledged write is on the new primary, the ledger
//! balances, every webhook arrives, a keyed retry creates one resource, the gap answers JSON
//! 503s with `Retry-After` in bounded time, and the API serves again within 10 s of the move.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use interview_api_test_support::*;
use reqwest::Method;
use serde_json::json;

use crate::helpers::*;
use crate::invariants::{Setup, World, operations, tail};

/// Each request waits at most 1 s for a connection and takes at most 5 s in all; so no answer may
/// take longer than this.
const REQUEST_TIMEOUT_MS: &str = "5000";
const ANSWER_BOUND: Duration = Duration::from_millis(6500);
/// How soon after the address moves every API replica must serve again.
const SERVING_AGAIN_WITHIN: Duration = Duration::from_secs(10);

/// Waits until every API replica answers a read and a write again; returns how long it took
/// (failing the figures past [`SERVING_AGAIN_WITHIN`]).
async fn serving_again(figures: &mut Figures, servers: &[SocketAddr], key: &str, what: &str) -> Duration {
    let started = Instant::now();
    for &server in servers {
        let client = Client::with_transport(server, |t| t.timeout(Duration::from_secs(30))).with_key(key);
        loop {
            let read = client
                .try_send(client.request(Method::GET, "/api/v1/credits/balance"))
                .await;
            let write = client
                .try_send(
                    client
                        .request(Method::POST, "/api/v1/candidates")
                        .json(&json!({"name": format!("probe-{}", uuid::Uuid::new_v4())})),
                )
                .await;
            if read.is_ok_and(|r| r.status == 200) && write.is_ok_and(|r| r.status == 201) {
                break;
            }
            if started.elapsed() > SERVING_AGAIN_WITHIN {
                figures.check(false, || {
                    format!("{what}: {server} not serving after {SERVING_AGAIN_WITHIN:?}")
                });
                return started.elapsed();
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    started.elapsed()
}

/// What the probes saw while the database could not take writes.
#[derive(Default)]
struct Gap {
    answers: AtomicU64,
    unavailable: AtomicU64,
    without_retry_after: AtomicU64,
    other: AtomicU64,
    slowest_ms: AtomicU64,
}

/// Writes to every API replica in a loop while `open` is set: each must be a JSON 503 with
/// `Retry-After`, within [`ANSWER_BOUND`] (a write that got through before the fault is fine).
async fn probe(servers: Vec<SocketAddr>, key: String, open: Arc<AtomicBool>, stop: Arc<AtomicBool>, gap: Arc<Gap>) {
    while !stop.load(Ordering::Relaxed) {
        if !open.load(Ordering::Relaxed) {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        for &server in &servers {
            let client = Client::with_transport(server, |t| t.timeout(Duration::from_secs(30))).with_key(&key);
            let started = Instant::now();
            let reply = client
                .try_send(
                    client
                        .request(Method::POST, "/api/v1/candidates")
                        .json(&json!({"name": format!("probe-{}", uuid::Uuid::new_v4())})),
                )
                .await;
            gap.slowest_ms
                .fetch_max(started.elapsed().as_millis() as u64, Ordering::Relaxed);
            if !open.load(Ordering::Relaxed) {
                continue;
            }
            gap.answers.fetch_add(1, Ordering::Relaxed);
            match reply {
                Ok(reply) if reply.status == 503 && is_json(&reply) => {
                    gap.unavailable.fetch_add(1, Ordering::Relaxed);
                    if reply.header("retry-after").is_none() {
                        gap.without_retry_after.fetch_add(1, Ordering::Relaxed);
                    }
                }
                Ok(reply) if reply.status == 201 => {}
                other => {
                    eprintln!("during the gap: {other:?}");
                    gap.other.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
    }
}

impl Gap {
    fn check(&self, figures: &mut Figures, what: &str) -> String {
        let answers = self.answers.load(Ordering::Relaxed);
        let unavailable = self.unavailable.load(Ordering::Relaxed);
        let slowest = Duration::from_millis(self.slowest_ms.load(Ordering::Relaxed));
        figures.invariants += answers;
        figures.check(unavailable > 0, || format!("{what}: the probes saw no 503"));
        figures.check(self.other.load(Ordering::Relaxed) == 0, || {
            format!(
                "{what}: {} answers neither a JSON 503 nor a 201",
                self.other.load(Ordering::Relaxed)
            )
        });
        figures.check(self.without_retry_after.load(Ordering::Relaxed) == 0, || {
            format!("{what}: 503s without Retry-After")
        });
        figures.check(slowest <= ANSWER_BOUND, || {
            format!("{what}: an answer took {slowest:?} (bound {ANSWER_BOUND:?})")
        });
        format!(
            "{what}: {answers} probe writes, {unavailable} JSON 503s with Retry-After, slowest {} ms",
            slowest.as_millis()
        )
    }
}

/// Runs the probes of one fault until the returned guard is finished.
struct Probes {
    open: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    gap: Arc<Gap>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Probes {
    fn start(servers: &[SocketAddr], key: &str) -> Probes {
        let (open, stop, gap) = (Arc::new(AtomicBool::new(true)), Arc::default(), Arc::<Gap>::default());
        let tasks = (0..2)
            .map(|_| {
                tokio::spawn(probe(
                    servers.to_vec(),
                    key.to_owned(),
                    Arc::clone(&open),
                    Arc::clone(&stop),
                    Arc::clone(&gap),
                ))
            })
            .collect();
        Probes { open, stop, gap, tasks }
    }

    /// The fault is over: answers from now on are not the gap's.
    fn close(&self) {
        self.open.store(false, Ordering::Relaxed);
    }

    async fn finish(self, figures: &mut Figures, what: &str) -> String {
        self.close();
        self.stop.store(true, Ordering::Relaxed);
        for task in self.tasks {
            task.await.unwrap();
        }
        self.gap.check(figures, what)
    }
}

async fn set(db: &sqlx::PgPool, statement: &str) {
    sqlx::query(statement).execute(db).await.unwrap();
    sqlx::query("select pg_reload_conf()").execute(db).await.unwrap();
}

/// Waits until `standby` streams to the primary as its synchronous standby.
async fn until_synchronous(db: &sqlx::PgPool, standby: &str) {
    let started = Instant::now();
    loop {
        let state: Option<String> =
            sqlx::query_scalar("select sync_state from pg_stat_replication where application_name = $1")
                .bind(standby)
                .fetch_optional(db)
                .await
                .unwrap();
        if state.as_deref() == Some("sync") {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{standby} is not synchronous: {state:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_failover_to_the_synchronous_standby_loses_no_acknowledged_write_and_serves_again_within_seconds() {
    let seed = seed();
    let mut figures = Figures::new("failover");
    let primary = Cluster::start_with(&["synchronous_commit=on"]);
    // The standby is copied before the primary names it synchronous (in its configuration, which
    // a base backup copies): promoted, it does not wait for a standby of its own.
    let standby = Cluster::standby_of(&primary, "standby1", &[]);
    // The test's own session stays writable while the primary is fenced read-only.
    let primary_db = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect_with(
            primary
                .url("postgres")
                .parse::<sqlx::postgres::PgConnectOptions>()
                .unwrap()
                .options([("default_transaction_read_only", "off")]),
        )
        .await
        .unwrap();
    set(&primary_db, "alter system set synchronous_standby_names = 'standby1'").await;
    until_synchronous(&primary_db, "standby1").await;
    let address = Forwarder::start(primary.port).await;
    let setup = Setup {
        replicas: 3,
        extra_args: [
            "--database-acquire-timeout-ms",
            "1000",
            "--request-timeout-ms",
            REQUEST_TIMEOUT_MS,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect(),
        ..Setup::default()
    };
    let world = World::setup(&address.url("app"), setup, seed).await;
    world.faults_expected.store(true, Ordering::Relaxed);
    let servers = world.fleet.addresses();
    let key = world.accounts.lock().unwrap()[1].key.clone();

    // 1. The synchronous standby dies: commits wait for it, and requests end with a 503 at the
    //    request timeout. The operator falls back to asynchronous commits; later the standby is
    //    back and synchronous again.
    standby.kill();
    figures.faults += 1;
    let probes = Probes::start(&servers, &key);
    tokio::time::sleep(Duration::from_millis(6000)).await;
    let fallback = Instant::now();
    probes.close();
    set(&primary_db, "alter system set synchronous_standby_names = ''").await;
    let stalled = probes
        .finish(&mut figures, "standby dead, synchronous commits stalled")
        .await;
    let after_fallback = serving_again(&mut figures, &servers, &key, "after falling back to asynchronous").await;
    figures.note(format!(
        "{stalled}; serving again {} ms after falling back to asynchronous ({} ms after the reload)",
        after_fallback.as_millis(),
        fallback.elapsed().as_millis()
    ));
    standby.start_again();
    set(&primary_db, "alter system set synchronous_standby_names = 'standby1'").await;
    until_synchronous(&primary_db, "standby1").await;

    // 2. The primary fenced read-only (as an old primary is demoted): writes on the servers'
    //    pooled connections are refused with SQLSTATE 25006 and new connections are refused;
    //    all 503s. Unfenced, the servers serve again without a restart.
    let probes = Probes::start(&servers, &key);
    set(&primary_db, "alter system set default_transaction_read_only = on").await;
    figures.faults += 1;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    probes.close();
    set(&primary_db, "alter system reset default_transaction_read_only").await;
    let fenced = probes.finish(&mut figures, "primary read-only").await;
    let after_fence = serving_again(&mut figures, &servers, &key, "after the fence was lifted").await;
    figures.note(format!("{fenced}; serving again {} ms after", after_fence.as_millis()));
    primary_db.close().await;

    // A client outside the workload's model, for the keyed invitation through the failover.
    let outsider = create_account(&world.db, interview_api::domain::accounts::Plan::Paid, 100).await;
    let created = Client::new(servers[0])
        .with_key(&outsider.key)
        .post(
            "/api/v1/jobs",
            &json!({"title": "Failover", "questions": [{"question_text": "Why?", "question_type": "technical"}]}),
        )
        .await;
    assert_eq!(created.status, 201, "{}", created.text);
    let job = created.json()["data"]["id"].as_str().unwrap().to_owned();

    // 3. The failover, under the mixed load.
    let load = world.start_load(operations() / 3, 8);
    tokio::time::sleep(Duration::from_millis(2000)).await;
    let probes = Probes::start(&servers, &key);
    let killed = Instant::now();
    primary.kill();
    figures.faults += 1;
    // A client's keyed invitation in the gap gets no answer it can trust; it retries with the key.
    let idempotency_key = uuid::Uuid::new_v4().to_string();
    let candidate_name = format!("keyed-through-failover-{seed}");
    let invite = |server: SocketAddr| {
        let client = Client::with_transport(server, |t| t.timeout(Duration::from_secs(30))).with_key(&outsider.key);
        let request = client
            .request(Method::POST, "/api/v1/invitations")
            .header("idempotency-key", &idempotency_key)
            .json(&json!({"job_id": job, "candidate_name": candidate_name}));
        async move { client.try_send(request).await }
    };
    let first = invite(servers[0]).await;
    figures.check(first.as_ref().map_or(true, |r| r.status == 503), || {
        format!("a write with the primary dead answered {first:?}")
    });
    standby.promote();
    let promoted = killed.elapsed();
    address.point_to(standby.port);
    let moved = Instant::now();
    probes.close();
    let back = serving_again(&mut figures, &servers, &key, "after the failover").await;
    let gap = killed.elapsed() - (moved.elapsed() - back);
    let failover = probes.finish(&mut figures, "primary dead").await;
    let mut answers = Vec::new();
    for &server in &servers {
        let reply = invite(server).await;
        answers.push(reply.map(|r| (r.status, r.text)).unwrap_or_default());
    }
    figures.check(
        answers
            .iter()
            .all(|(status, text)| *status == 201 && *text == answers[0].1),
        || format!("the keyed retries answered {answers:?}"),
    );
    let report = load.finish(&world).await;
    let invited: i64 = sqlx::query_scalar("select count(*) from interviews where candidate_name = $1")
        .bind(&candidate_name)
        .fetch_one(&world.db)
        .await
        .unwrap();
    figures.check(invited == 1, || {
        format!("a keyed invitation retried through the failover made {invited}")
    });

    let deliveries = world.receiver.deliveries();
    let distinct: std::collections::HashSet<&str> = deliveries
        .iter()
        .filter_map(|d| d.headers.get("webhook-id").map(String::as_str))
        .collect();
    figures.note(format!(
        "{failover}; standby promoted {} ms after the kill; every API replica serving again {} ms after the address moved; gap from the kill to serving {} ms",
        promoted.as_millis(),
        back.as_millis(),
        gap.as_millis()
    ));
    figures.check(world.slowest_ms() <= ANSWER_BOUND.as_millis() as u64, || {
        format!("a request of the load took {} ms", world.slowest_ms())
    });
    world.check(&mut figures, &report).await;
    figures.note(format!(
        "webhooks: {} requests for {} events (redeliveries are the documented at-least-once)",
        deliveries.len(),
        distinct.len()
    ));
    figures.check(world.fleet.all_running().await, || "an API replica died".to_owned());
    for (status, log) in world.fleet.stop().await {
        figures.check(status.success(), || {
            format!("an API replica exited {status}: {}", tail(&log))
        });
    }
    figures.finish();
}
