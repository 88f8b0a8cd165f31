//! One account's webhooks against every other's: an account that creates endpoints to a receiver
//! that never answers, pings them and deletes them, over and over, holds no more than its share
//! of an instance's deliveries, and another account's webhooks arrive as promptly as ever.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, StatusCode};
use futures_util::future::join_all;
use interview_api::domain::accounts::Plan;
use interview_api::domain::webhooks::MAX_ENDPOINTS;
use interview_api_test_support::{Client, TestDatabase, create_account};
use serde_json::json;
use sqlx::PgPool;
use tokio::net::{TcpListener, TcpStream};

use crate::helpers::*;

/// An account's share of an instance's deliveries: its endpoints of both modes, four each
/// (`PER_ACCOUNT` of the delivery worker).
const SHARE: usize = 2 * MAX_ENDPOINTS as usize * 4;

/// A receiver that accepts connections, reads what comes and never answers: the connections it
/// holds open now, and the most it held at once.
struct Stalling {
    url: String,
    open: Arc<AtomicUsize>,
    most: Arc<AtomicUsize>,
    accepted: Arc<AtomicUsize>,
}

impl Stalling {
    async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hook", listener.local_addr().unwrap());
        let (open, most, accepted) = (
            Arc::<AtomicUsize>::default(),
            Arc::<AtomicUsize>::default(),
            Arc::<AtomicUsize>::default(),
        );
        let (o, m, a) = (open.clone(), most.clone(), accepted.clone());
        tokio::spawn(async move {
            let mut held: Vec<TcpStream> = Vec::new();
            let mut sweep = tokio::time::interval(Duration::from_millis(50));
            loop {
                tokio::select! {
                    connection = listener.accept() => {
                        let Ok((socket, _)) = connection else { break };
                        a.fetch_add(1, Ordering::SeqCst);
                        // What the sender closed before it connected again is no longer held,
                        // however late this task would have noticed.
                        held.retain(still_open);
                        held.push(socket);
                        m.fetch_max(held.len(), Ordering::SeqCst);
                    }
                    _ = sweep.tick() => held.retain(still_open),
                }
                o.store(held.len(), Ordering::SeqCst);
            }
        });
        Self {
            url,
            open,
            most,
            accepted,
        }
    }
}

/// Reads what `socket` has received, without waiting: whether the sender still holds it open
/// (no end of stream, no reset).
fn still_open(socket: &TcpStream) -> bool {
    let mut buffer = [0u8; 4096];
    loop {
        match socket.try_read(&mut buffer) {
            Ok(0) => return false,
            Ok(_) => continue,
            Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => return true,
            Err(_) => return false,
        }
    }
}

/// A receiver that answers 200 at once, noting when each `webhook-id` arrived first.
async fn prompt_receiver() -> (String, Arc<Mutex<HashMap<String, Instant>>>) {
    let arrivals = Arc::new(Mutex::new(HashMap::new()));
    let log = arrivals.clone();
    let app = axum::Router::new().route(
        "/hook",
        axum::routing::post(move |headers: HeaderMap| {
            let log = log.clone();
            async move {
                if let Some(id) = headers.get("webhook-id").and_then(|v| v.to_str().ok()) {
                    log.lock().unwrap().entry(id.to_owned()).or_insert_with(Instant::now);
                }
                (StatusCode::OK, "ok")
            }
        }),
    );
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, arrivals)
}

/// One round of the attack: ten endpoints created, four pings to each, all deleted. Returns the
/// requests sent and those that were not answered with success.
async fn attack_round(client: &Client, url: &str) -> (u64, u64) {
    let body = json!({"url": url});
    let created = join_all((0..MAX_ENDPOINTS).map(|_| client.post("/api/v1/webhooks", &body))).await;
    let mut refused = created.iter().filter(|r| r.status != 201).count() as u64;
    let ids: Vec<String> = created
        .iter()
        .filter(|r| r.status == 201)
        .map(|r| r.json()["data"]["id"].as_str().unwrap().to_owned())
        .collect();
    let pings = join_all(
        ids.iter()
            .flat_map(|id| (0..4).map(move |_| format!("/api/v1/webhooks/{id}/test")))
            .map(|path| async move { client.post(&path, &json!({})).await }),
    )
    .await;
    refused += pings.iter().filter(|r| r.status != 202).count() as u64;
    let deleted = join_all(
        ids.iter()
            .map(|id| format!("/api/v1/webhooks/{id}"))
            .map(|path| async move { client.delete(&path).await }),
    )
    .await;
    refused += deleted.iter().filter(|r| r.status != 200).count() as u64;
    (
        created.len() as u64 + pings.len() as u64 + deleted.len() as u64,
        refused,
    )
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn endpoints_created_pinged_and_deleted_in_a_loop_hold_no_more_than_their_accounts_share() {
    let mut figures = Figures::new("webhook-share");
    let attack_for = if soak() {
        Duration::from_secs(60)
    } else {
        Duration::from_secs(15)
    };
    let max_rounds = if soak() { 2_000 } else { 400 };
    let database = TestDatabase::new();
    let server = start_server(
        &database.url,
        &[
            "--rate-limit-per-minute".into(),
            "1000000".into(),
            "--database-pool-size".into(),
            "16".into(),
        ],
        &[],
    )
    .await;
    let db = PgPool::connect(&database.url).await.unwrap();
    let attacker = create_account(&db, Plan::Paid, 100_000).await;
    let victim = create_account(&db, Plan::Paid, 100_000).await;
    let attacking = server.client().with_key(&attacker.key);
    let pinging = server.client().with_key(&victim.key);

    let stalling = Stalling::start().await;
    let (prompt_url, arrivals) = prompt_receiver().await;
    let endpoint = pinging.post("/api/v1/webhooks", &json!({"url": prompt_url})).await;
    assert_eq!(endpoint.status, 201, "{}", endpoint.text);
    let endpoint_id = endpoint.json()["data"]["id"].as_str().unwrap().to_owned();

    // The other account pings its endpoint every 250 ms while the attack runs.
    let started = Instant::now();
    let pinger = {
        let pinging = pinging.clone();
        tokio::spawn(async move {
            let mut queued = Vec::new();
            while started.elapsed() < attack_for {
                let reply = pinging
                    .post(&format!("/api/v1/webhooks/{endpoint_id}/test"), &json!({}))
                    .await;
                if reply.status == 202 {
                    queued.push((reply.json()["data"]["id"].as_str().unwrap().to_owned(), Instant::now()));
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            queued
        })
    };

    let (mut rounds, mut requests, mut refused) = (0u64, 0u64, 0u64);
    while started.elapsed() < attack_for && rounds < max_rounds {
        let (sent, failed) = attack_round(&attacking, &stalling.url).await;
        rounds += 1;
        requests += sent;
        refused += failed;
    }
    let attack_took = started.elapsed();
    let queued = pinger.await.unwrap();
    // Every endpoint of the attacker is deleted now: what it still holds a moment later.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let open_after = stalling.open.load(Ordering::SeqCst);

    // The last pings get a few seconds more to arrive.
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        let all_arrived = {
            let arrived = arrivals.lock().unwrap();
            queued.iter().all(|(id, _)| arrived.contains_key(id))
        };
        if all_arrived {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let arrived = arrivals.lock().unwrap().clone();
    let mut latencies: Vec<Duration> = queued
        .iter()
        .filter_map(|(id, at)| arrived.get(id).map(|arrival| arrival.saturating_duration_since(*at)))
        .collect();
    latencies.sort();
    let delivered = latencies.len();
    let slowest = latencies.last().copied().unwrap_or_default();
    let most = stalling.most.load(Ordering::SeqCst);

    figures.operations = requests + queued.len() as u64;
    figures.faults = stalling.accepted.load(Ordering::SeqCst) as u64;
    figures.check(rounds >= 10 && refused == 0, || {
        format!("the attack ran {rounds} rounds, {refused} of its {requests} requests refused")
    });
    figures.check(most <= SHARE, || {
        format!("the attacking account held {most} deliveries at once, more than its share of {SHARE}")
    });
    figures.check(!queued.is_empty() && delivered == queued.len(), || {
        format!(
            "{delivered} of the other account's {} pings were delivered",
            queued.len()
        )
    });
    figures.check(slowest <= Duration::from_secs(2), || {
        format!("the other account's slowest ping took {slowest:?} from queued to delivered")
    });
    figures.check(open_after == 0, || {
        format!("a second after its endpoints were deleted, {open_after} deliveries to them were still open")
    });
    figures.note(format!(
        "attack: {rounds} rounds in {:.1} s, {requests} requests ({:.0}/min), {refused} refused; {} connections to the stalling receiver, at most {most} open at once (share {SHARE}), {open_after} open 1 s after the last deletion",
        attack_took.as_secs_f64(),
        requests as f64 * 60.0 / attack_took.as_secs_f64(),
        stalling.accepted.load(Ordering::SeqCst),
    ));
    figures.note(format!(
        "other account: {delivered}/{} pings delivered, queued-to-delivered p50 {:?} p99 {:?} max {slowest:?} (bound 2 s)",
        queued.len(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
    ));
    drop(server);
    figures.finish();
}
