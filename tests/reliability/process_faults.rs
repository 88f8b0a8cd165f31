//! Process faults: SIGTERM drains in-flight requests and stops the workers cleanly;
//! SIGKILL at random moments of the invariant workload loses no committed data and no webhook.

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;
use sqlx::postgres::PgPoolOptions;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use interview_api_test_support::*;
use reqwest::Method;

use crate::helpers::*;
use crate::invariants::{Setup, World, operations, tail};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigkill_at_random_moments_loses_no_committed_data_and_no_webhook() {
    let seed = seed();
    let mut rng = StdRng::seed_from_u64(seed ^ 0x5eed);
    // A server of its own: a 503 here is a violation, and one refused connection makes one.
    let cluster = Cluster::start();
    let setup = Setup::default();
    let world = World::setup(&cluster.url("app"), setup, seed).await;
    let load = world.start_load(operations() * 2 / 3, 12);
    let mut figures = Figures::new("sigkill");
    let mut restarts = Duration::ZERO;
    while !load.is_finished() {
        tokio::time::sleep(Duration::from_millis(rng.gen_range(150..700))).await;
        if load.is_finished() {
            break;
        }
        restarts += world.fleet.kill_one(&mut rng).await;
        figures.faults += 1;
    }
    let report = load.finish(&world).await;
    figures.note(format!(
        "seed {seed}, 3 replicas, 12 clients; {} SIGKILLs at random moments, replacements ready in {:.0} ms on average",
        figures.faults,
        restarts.as_millis() as f64 / figures.faults.max(1) as f64
    ));
    world.check(&mut figures, &report).await;
    for (status, log) in world.fleet.stop().await {
        figures.check(status.success(), || {
            format!("a replica exited {status}: {}", tail(&log))
        });
    }
    figures.finish();
}

/// Sends a request's head and the first half of its body, and returns the connection so the
/// rest can follow later: a request that is in flight for as long as the test wants.
async fn start_slow_post(server: &ServerProcess, path: &str, key: &str, body: &[u8]) -> TcpStream {
    let mut stream = TcpStream::connect(server.address).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {key}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        server.address,
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(&body[..body.len() / 2]).await.unwrap();
    stream
}

/// Sends the rest of the body and reads the answer: its status and body.
async fn finish_slow_post(mut stream: TcpStream, body: &[u8]) -> std::io::Result<(u16, String)> {
    stream.write_all(&body[body.len() / 2..]).await?;
    let mut response = Vec::new();
    tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut response))
        .await
        .map_err(|_| std::io::Error::other("no answer in 20 s"))??;
    let text = String::from_utf8_lossy(&response).into_owned();
    let status = text.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_owned();
    Ok((status, body))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_drains_in_flight_requests_and_stops_the_workers_cleanly() {
    let mut figures = Figures::new("sigterm");
    let database = TestDatabase::new();
    let settings = test_settings(&database.url, &[]);
    interview_api::db::connect_and_migrate(&settings).await.unwrap();
    let db = PgPoolOptions::new()
        .max_connections(2)
        .connect(&database.url)
        .await
        .unwrap();
    let account = create_account(&db, interview_api::domain::accounts::Plan::Paid, 1000).await;
    // The receiver takes 1.5 s to answer, so deliveries are in flight when SIGTERM arrives.
    let receiver = Receiver::start(0.0, Duration::from_millis(1500)).await;
    let server = start_server(
        &database.url,
        &["--rate-limit-per-minute".into(), "1000000".into()],
        &[],
    )
    .await;
    let client = server.client().with_key(&account.key);

    let job = client
        .post(
            "/api/v1/jobs",
            &json!({"title": "SRE", "questions": [{"question_text": "Why?", "question_type": "technical"}]}),
        )
        .await;
    let job_id = job.json()["data"]["id"].as_str().unwrap().to_owned();
    let hook = client.post("/api/v1/webhooks", &json!({"url": receiver.url()})).await;
    receiver
        .secrets
        .lock()
        .unwrap()
        .push(hook.json()["data"]["secret"].as_str().unwrap().to_owned());
    // Three interviews start: three interview_started deliveries go out.
    for n in 0..3 {
        let invitation = client
            .post(
                "/api/v1/invitations",
                &json!({"job_id": job_id, "candidate_name": format!("Drain {n}")}),
            )
            .await;
        let token = invitation.json()["token"].as_str().unwrap().to_owned();
        let session = client.anonymous();
        let started = session
            .send(session.request(Method::POST, &format!("/api/v1/sessions/{token}/start")))
            .await;
        assert_eq!(started.status, 200, "{}", started.text);
        figures.operations += 2;
    }
    for _ in 0..100 {
        if receiver.arrived.load(std::sync::atomic::Ordering::SeqCst) >= 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    figures.check(receiver.arrived.load(std::sync::atomic::Ordering::SeqCst) >= 3, || {
        "the deliveries did not start".to_owned()
    });

    // Five requests are half sent, and twenty more arrive with the signal.
    let mut slow = Vec::new();
    let bodies: Vec<Vec<u8>> = (0..5)
        .map(|n| serde_json::to_vec(&json!({"name": format!("In flight {n}"), "title": "x".repeat(80)})).unwrap())
        .collect();
    for body in &bodies {
        slow.push(start_slow_post(&server, "/api/v1/candidates", &account.key, body).await);
    }
    // New clients (fresh connections): a request on an idle keep-alive connection can always
    // cross the server's close, which clients retry; that race is not what this tests.
    let fresh =
        Client::with_transport(server.address, |transport| transport.pool_max_idle_per_host(0)).with_key(&account.key);
    // Eight clients keep sending, each request on a new connection, until the server refuses
    // connections: every request is answered or refused, none is cut off.
    let burst: Vec<_> = (0..8)
        .map(|_| {
            let fresh = fresh.clone();
            tokio::spawn(async move {
                let mut outcomes = Vec::new();
                loop {
                    let outcome = fresh
                        .try_send(fresh.request(Method::GET, "/api/v1/credits/balance"))
                        .await;
                    let refused = matches!(&outcome, Err(e) if e.is_connect());
                    outcomes.push(outcome);
                    if refused || outcomes.len() > 2000 {
                        return outcomes;
                    }
                }
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let signalled = Instant::now();
    server.terminate();
    figures.faults += 1;
    tokio::time::sleep(Duration::from_millis(300)).await;
    for (stream, body) in slow.into_iter().zip(&bodies) {
        let answer = finish_slow_post(stream, body).await;
        figures.operations += 1;
        figures.check(matches!(&answer, Ok((201, _))), || {
            format!("an in-flight request was not finished: {answer:?}")
        });
    }
    let mut refused = 0;
    let mut answered = 0;
    for client in burst {
        for outcome in client.await.unwrap() {
            figures.operations += 1;
            match outcome {
                Ok(reply) => {
                    answered += 1;
                    figures.check(reply.status == 200, || format!("a request during the drain: {reply:?}"))
                }
                // Not accepted before the listener closed: refused, never cut off mid-answer.
                Err(error) if error.is_connect() => refused += 1,
                Err(error) => figures.check(false, || format!("a request was cut off: {error:?}")),
            }
        }
    }
    let (status, log) = server.stop_within(Duration::from_secs(30)).await;
    let drained_in = signalled.elapsed();
    figures.check(status.success(), || {
        format!("the server exited {status}: {}", tail(&log))
    });
    figures.check(log.contains("draining background work"), || {
        "the workers were not drained".to_owned()
    });

    // The deliveries in flight finished and were recorded; nothing is left half written.
    let messages: Vec<(String, i32)> = sqlx::query_as("select status, attempts from webhook_messages")
        .fetch_all(&db)
        .await
        .unwrap();
    figures.check(messages.len() == 3, || format!("expected 3 events, found {messages:?}"));
    for (status, attempts) in &messages {
        figures.check(status == "delivered" && *attempts == 1, || {
            format!("an in-flight delivery was not settled before exit: {status} after {attempts} attempts")
        });
    }
    let attempts: i64 = sqlx::query_scalar("select count(*) from webhook_attempts where succeeded")
        .fetch_one(&db)
        .await
        .unwrap();
    figures.check(attempts == 3, || {
        format!("{attempts} successful attempts recorded, not 3")
    });
    let (received, unverified) = receiver.verified_event_ids();
    figures.check(received.len() == 3 && unverified == 0, || {
        format!(
            "the receiver verified {} events ({unverified} unsigned)",
            received.len()
        )
    });
    let candidates: i64 = sqlx::query_scalar("select count(*) from candidates where name like 'In flight %'")
        .fetch_one(&db)
        .await
        .unwrap();
    figures.check(candidates == 5, || {
        format!("{candidates} of the 5 in-flight creations were stored")
    });
    // Key usage is written on the way out (it is otherwise written once a minute).
    let used: Option<chrono::DateTime<chrono::Utc>> = sqlx::query_scalar("select last_used_at from api_keys")
        .fetch_one(&db)
        .await
        .unwrap();
    figures.check(used.is_some(), || {
        "the last key usage was not written on shutdown".to_owned()
    });
    figures.note(format!(
        "5 half-sent requests finished after SIGTERM; 8 clients sending through the signal: {answered} answered, {refused} refused once the listener closed, none cut off; 3 deliveries in flight settled; exited in {} ms",
        drained_in.as_millis()
    ));
    figures.finish();
}
