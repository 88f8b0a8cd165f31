//! Production traffic against the real binary: an interview runtime driving many sessions from
//! one host, clients behind proxies, floods of random keys, a Redis that is down or stalls, idle
//! and silent connections, databases that outgrow the request or the binary, and an instance no one
//! scrapes for its metrics.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use interview_api::domain::accounts::Plan;
use serde_json::{Value, json};
use sqlx::PgPool;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use interview_api_test_support::{
    Account, Client, ServerProcess, TEST_METRICS_TOKEN, TestDatabase, create_account, create_key, free_port,
    window_with_seconds_left,
};

use crate::helpers::*;

fn args(pairs: &[&str]) -> Vec<String> {
    pairs.iter().map(|s| s.to_string()).collect()
}

/// A database with one paid account, the server binary on it, and a client with the account's key.
async fn serve(extra: &[&str]) -> (TestDatabase, PgPool, Account, ServerProcess, Client) {
    let database = TestDatabase::new();
    let server = start_server(&database.url, &args(extra), &[]).await;
    let db = PgPool::connect(&database.url).await.unwrap();
    let account = create_account(&db, Plan::Paid, 100_000).await;
    let client = server.client().with_key(&account.key);
    (database, db, account, server, client)
}

async fn invite(client: &Client, job_id: &str) -> String {
    let body = json!({"job_id": job_id, "candidate_name": "Runtime Candidate"});
    let reply = client.post("/api/v1/invitations", &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["token"].as_str().unwrap().to_owned()
}

async fn job(client: &Client) -> String {
    let body = json!({"title": "Support", "questions": [{"question_text": "Why?", "question_type": "behavioral"}]});
    let reply = client.post("/api/v1/jobs", &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()["data"]["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn one_runtime_host_drives_many_sessions_each_token_with_its_own_budget() {
    let mut figures = Figures::new("session-budgets");
    let (_database, _db, _account, server, client) = serve(&["--rate-limit-per-minute", "100"]).await;
    let job_id = job(&client).await;
    let mut tokens = Vec::new();
    for _ in 0..50 {
        tokens.push(invite(&client, &job_id).await);
    }
    // 1,000 session calls from the runtime's one address (no key): 20 per token, 50 at a time,
    // then 110 more of one token, all in one window.
    window_with_seconds_left(20).await;
    let runtime = server.client();
    let calls: Vec<String> = tokens.iter().flat_map(|t| std::iter::repeat_n(t.clone(), 20)).collect();
    let statuses = futures_util::future::join_all(calls.chunks(50).map(|chunk| {
        let (runtime, chunk) = (runtime.clone(), chunk.to_vec());
        async move {
            let mut statuses = Vec::new();
            for token in chunk {
                statuses.push(runtime.get(&format!("/api/v1/sessions/{token}")).await.status.as_u16());
            }
            statuses
        }
    }))
    .await;
    let statuses: Vec<u16> = statuses.into_iter().flatten().collect();
    figures.operations += statuses.len() as u64;
    figures.check(statuses.iter().all(|s| *s == 200), || {
        format!("not every session call answered 200: {:?}", count_by_status(&statuses))
    });

    // One token past its own budget (120 a window): 429 for it alone.
    let hot = &tokens[0];
    let mut last = None;
    for _ in 0..110 {
        last = Some(runtime.get(&format!("/api/v1/sessions/{hot}")).await);
    }
    let last = last.unwrap();
    figures.check(last.status == 429, || {
        format!("the 130th call of one token: {}", last.status)
    });
    figures.check(last.header("x-ratelimit-limit") == Some("120"), || {
        format!("the token's limit header: {:?}", last.header("x-ratelimit-limit"))
    });
    let other = runtime.get(&format!("/api/v1/sessions/{}", tokens[1])).await;
    figures.check(other.status == 200, || {
        format!("another token after one ran out: {}", other.status)
    });
    figures.operations += 111;
    figures.note("1,000 calls over 50 tokens from one address all 200; one token over 120/min got 429 alone");
    figures.finish();
}

fn count_by_status(statuses: &[u16]) -> std::collections::BTreeMap<u16, usize> {
    let mut counts = std::collections::BTreeMap::new();
    for status in statuses {
        *counts.entry(*status).or_default() += 1;
    }
    counts
}

/// Requests without a key from one forwarded client until the first 429; how many were answered.
async fn anonymous_until_limited(server: &ServerProcess, forwarded_for: &str) -> usize {
    let client = server.client();
    for n in 0..20 {
        let request = client
            .request(reqwest::Method::GET, "/api/v1/jobs")
            .header("x-forwarded-for", forwarded_for);
        let reply = client.send(request).await;
        if reply.status == 429 {
            return n;
        }
        assert_eq!(reply.status, 401, "{}", reply.text);
    }
    20
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_budget() {
    let mut figures = Figures::new("trusted-proxies");
    let (_database, _db, _account, proxied, _) =
        serve(&["--rate-limit-per-minute", "5", "--trusted-proxies", "127.0.0.0/8"]).await;
    window_with_seconds_left(10).await;
    let first = anonymous_until_limited(&proxied, "203.0.113.7").await;
    let second = anonymous_until_limited(&proxied, "198.51.100.9, 127.0.0.1").await;
    figures.check(first == 5 && second == 5, || {
        format!("two forwarded clients behind a trusted proxy got {first} and {second} requests")
    });

    // The same headers from a peer that is not a trusted proxy are ignored: one shared budget.
    let (_database, _db, _account, direct, _) = serve(&["--rate-limit-per-minute", "5"]).await;
    window_with_seconds_left(10).await;
    let first = anonymous_until_limited(&direct, "203.0.113.7").await;
    let second = anonymous_until_limited(&direct, "198.51.100.9").await;
    figures.check(first == 5 && second == 0, || {
        format!("forwarded headers of an untrusted peer were believed: {first} and {second} requests")
    });
    figures.operations = 22;
    figures.finish();
}

/// How often the server, once stopped, looked an API key up by its hash (index scans of
/// `api_keys.key_hash`).
async fn key_lookups(db: &PgPool) -> i64 {
    index_scans(db, "api_keys", "api_keys_key_hash_key").await
}

/// The index scans of `index` on `table`, read once a stopped server's statistics are flushed
/// (stopping it closes its connections, which flushes them).
async fn index_scans(db: &PgPool, table: &str, index: &str) -> i64 {
    let mut scans = 0;
    for _ in 0..50 {
        scans = sqlx::query_scalar(
            "select coalesce(sum(idx_scan), 0)::bigint from pg_stat_user_indexes
             where relname = $1 and indexrelname = $2",
        )
        .bind(table)
        .bind(index)
        .fetch_one(db)
        .await
        .unwrap();
        if scans > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    scans
}

#[tokio::test]
async fn a_flood_of_random_keys_costs_about_one_window_of_lookups_and_spares_valid_keys() {
    let mut figures = Figures::new("flood-guard");
    let (_database, db, account, server, client) = serve(&["--rate-limit-per-minute", "100"]).await;
    assert_eq!(client.get("/api/v1/credits/balance").await.status, 200);

    let flood_status = Arc::new(std::sync::Mutex::new(Vec::new()));
    let flood: Vec<_> = (0..20)
        .map(|_| {
            let (anonymous, statuses) = (server.client(), flood_status.clone());
            tokio::spawn(async move {
                for _ in 0..100 {
                    let key = interview_api::domain::keys::new_key();
                    let reply = anonymous.with_key(&key).get("/api/v1/jobs").await;
                    statuses.lock().unwrap().push(reply.status.as_u16());
                }
            })
        })
        .collect();
    // Meanwhile the valid key from the same address keeps being answered, and so is a key
    // created during the flood and never used before.
    let mut valid_statuses = Vec::new();
    for _ in 0..30 {
        valid_statuses.push(client.get("/api/v1/credits/balance").await.status.as_u16());
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let fresh = create_key(&db, account.id, "created during the flood").await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    valid_statuses.push(
        server
            .client()
            .with_key(&fresh)
            .get("/api/v1/credits/balance")
            .await
            .status
            .as_u16(),
    );
    for task in flood {
        task.await.unwrap();
    }
    server.stop().await;
    let lookups = key_lookups(&db).await;
    let flood_status = flood_status.lock().unwrap().clone();
    let random_lookups = lookups - 32; // the valid keys' 32 requests were looked up too
    figures.operations = flood_status.len() as u64 + 32;
    figures.check(valid_statuses.iter().all(|s| *s == 200), || {
        format!("the valid key during the flood: {:?}", count_by_status(&valid_statuses))
    });
    // 100 per window, plus what was in flight when the window filled (20 clients), plus a
    // window boundary crossed during the run.
    figures.check(random_lookups <= 220, || {
        format!("2,000 random keys cost {random_lookups} lookups")
    });
    figures.check(flood_status.iter().all(|s| *s == 401 || *s == 429), || {
        format!("random keys answered {:?}", count_by_status(&flood_status))
    });
    figures.note(format!(
        "2,000 random keys from one address: {random_lookups} key lookups, answers {:?}; valid keys (one created mid-flood): 31 of 31 answered 200",
        count_by_status(&flood_status)
    ));
    figures.finish();
}

/// How often the server, once stopped, looked an interview up by its token (index scans of
/// `token_hash`).
async fn token_lookups(db: &PgPool) -> i64 {
    index_scans(db, "interviews", "interviews_token_hash_key").await
}

/// The interview runtime relays every candidate's session calls from one address: junk links
/// from it (a broken link template, a bot replaying old links) must not lock real candidates
/// out, and must still cost about one window of lookups.
#[tokio::test]
async fn a_flood_of_random_links_from_the_runtime_host_never_refuses_a_valid_link() {
    let mut figures = Figures::new("token-flood-guard");
    let (_database, db, _account, server, client) = serve(&["--rate-limit-per-minute", "100"]).await;
    let job_id = job(&client).await;

    let flood_status = Arc::new(std::sync::Mutex::new(Vec::new()));
    let flood: Vec<_> = (0..20)
        .map(|_| {
            let (anonymous, statuses) = (server.client(), flood_status.clone());
            tokio::spawn(async move {
                for _ in 0..100 {
                    let token = interview_api::domain::interviews::token::new_token();
                    let reply = anonymous.get(&format!("/api/v1/sessions/{token}")).await;
                    statuses.lock().unwrap().push(reply.status.as_u16());
                }
            })
        })
        .collect();
    // Meanwhile real candidates, invited during the flood, start through the same host.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut valid_statuses = Vec::new();
    for _ in 0..5 {
        let token = invite(&client, &job_id).await;
        let reply = server
            .client()
            .send(
                server
                    .client()
                    .request(reqwest::Method::POST, &format!("/api/v1/sessions/{token}/start")),
            )
            .await;
        valid_statuses.push(reply.status.as_u16());
    }
    for task in flood {
        task.await.unwrap();
    }
    server.stop().await;
    let lookups = token_lookups(&db).await;
    let flood_status = flood_status.lock().unwrap().clone();
    // Each start looks its token up twice (before and after the change).
    let random_lookups = lookups - 10;
    figures.operations = flood_status.len() as u64 + 10;
    figures.check(valid_statuses.iter().all(|s| *s == 200), || {
        format!("valid links during the flood: {valid_statuses:?}")
    });
    figures.check(random_lookups <= 220, || {
        format!("2,000 random links cost {random_lookups} lookups")
    });
    figures.check(flood_status.iter().all(|s| *s == 404 || *s == 429), || {
        format!("random links answered {:?}", count_by_status(&flood_status))
    });
    figures.note(format!(
        "2,000 random links from one address: {random_lookups} token lookups, answers {:?}; 5 links issued mid-flood: {valid_statuses:?}",
        count_by_status(&flood_status)
    ));
    figures.finish();
}

/// A TCP server that accepts connections and never answers, as a stalled Redis would.
async fn silent_redis() -> (u16, tokio::task::JoinHandle<()>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let task = tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            held.push(stream);
        }
    });
    (port, task)
}

/// A real Redis on a port of its own.
struct RedisServer {
    child: std::process::Child,
}

impl RedisServer {
    fn start(port: u16) -> RedisServer {
        let child = std::process::Command::new("redis-server")
            .args([
                "--port",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ])
            .stdout(std::process::Stdio::null())
            .spawn()
            .expect("redis-server runs");
        let server = RedisServer { child };
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return server;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("redis-server did not start on port {port}");
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn readiness(server: &ServerProcess) -> Value {
    let reply = server.client().get("/readyz").await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json()
}

/// Sends authenticated requests and returns the slowest answer; every one must be 200.
async fn slowest_of(client: &Client, requests: usize) -> Duration {
    let mut slowest = Duration::ZERO;
    for _ in 0..requests {
        let started = Instant::now();
        let reply = client.get("/api/v1/credits/balance").await;
        assert_eq!(reply.status, 200, "{}", reply.text);
        slowest = slowest.max(started.elapsed());
    }
    slowest
}

#[tokio::test]
async fn redis_is_an_optimization_never_an_outage() {
    let mut figures = Figures::new("redis-outage");

    // A Redis that accepts and never answers, from boot.
    let (port, stalled) = silent_redis().await;
    let started = Instant::now();
    let (_database, _db, _account, server, client) =
        serve(&["--redis-url", &format!("redis://127.0.0.1:{port}")]).await;
    let boot = started.elapsed();
    figures.check(boot < Duration::from_secs(10), || format!("booting took {boot:?}"));
    let ready = readiness(&server).await;
    figures.check(ready["checks"]["rate_limits"] == "memory (redis unavailable)", || {
        format!("readiness with a stalled redis: {ready}")
    });
    let slowest = slowest_of(&client, 20).await;
    figures.check(slowest < Duration::from_secs(1), || {
        format!("slowest answer with a stalled redis: {slowest:?}")
    });
    figures.check(server.log().contains("redis is unavailable"), || {
        "no warning about redis".to_owned()
    });
    stalled.abort();
    drop(server);

    // A real Redis that stops mid-run and comes back.
    let port = free_port();
    let redis = RedisServer::start(port);
    let (_database, _db, _account, server, client) =
        serve(&["--redis-url", &format!("redis://127.0.0.1:{port}")]).await;
    figures.check(readiness(&server).await["checks"]["rate_limits"] == "redis", || {
        "a live redis is not used".to_owned()
    });
    let shared = client.get("/api/v1/credits/balance").await;
    drop(redis);
    let slowest = slowest_of(&client, 20).await;
    figures.check(slowest < Duration::from_secs(1), || {
        format!("slowest answer after redis stopped: {slowest:?}")
    });
    figures.check(
        readiness(&server).await["checks"]["rate_limits"] == "memory (redis unavailable)",
        || "readiness does not say redis is away".to_owned(),
    );
    let _redis = RedisServer::start(port);
    let mut back = false;
    for _ in 0..100 {
        if readiness(&server).await["checks"]["rate_limits"] == "redis" {
            back = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    figures.check(back, || "the shared window did not come back with redis".to_owned());
    figures.check(shared.header("x-ratelimit-remaining").is_some(), || {
        "no rate-limit headers".to_owned()
    });
    figures.operations = 42;
    figures.faults = 2;
    figures.note(format!(
        "boot with a stalled redis: {boot:?}; every answer under a second while redis was away"
    ));
    figures.finish();
}

/// Whether the server has closed `stream` (EOF or reset) within `within`.
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 64];
    loop {
        match tokio::time::timeout(within, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => continue, // an HTTP/2 SETTINGS or GOAWAY frame
            Err(_) => return false,
        }
    }
}

#[tokio::test]
async fn silent_and_preface_only_connections_are_closed_and_others_are_served() {
    let mut figures = Figures::new("idle-connections");
    // Every socket comes from this host: the per-address cap is raised so that the timeouts,
    // not the cap, are what closes them.
    let (_database, _db, _account, server, client) = serve(&[
        "--header-read-timeout-ms",
        "1000",
        "--max-connections-per-address",
        "10000",
    ])
    .await;
    let mut silent = Vec::new();
    for _ in 0..2000 {
        silent.push(TcpStream::connect(server.address).await.unwrap());
    }
    let mut preface_only = Vec::new();
    for _ in 0..100 {
        let mut stream = TcpStream::connect(server.address).await.unwrap();
        stream.write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n").await.unwrap();
        preface_only.push(stream);
    }
    // A normal request is served while they are open.
    let reply = client.get("/api/v1/credits/balance").await;
    figures.check(reply.status == 200, || {
        format!("a request among idle sockets: {}", reply.status)
    });

    let started = Instant::now();
    let closed = Arc::new(AtomicUsize::new(0));
    let checks: Vec<_> = silent
        .into_iter()
        .chain(preface_only)
        .map(|mut stream| {
            let closed = closed.clone();
            tokio::spawn(async move {
                if closed_within(&mut stream, Duration::from_secs(5)).await {
                    closed.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    for check in checks {
        check.await.unwrap();
    }
    let closed = closed.load(Ordering::Relaxed);
    figures.check(closed == 2100, || format!("{closed} of 2,100 idle sockets were closed"));
    let reply = client.get("/api/v1/credits/balance").await;
    figures.check(reply.status == 200, || {
        format!("a request after the idle sockets: {}", reply.status)
    });
    figures.operations = 2102;
    figures.note(format!(
        "2,000 silent and 100 HTTP/2 preface-only sockets closed within {:?} of a 1 s timeout",
        started.elapsed()
    ));
    figures.finish();
}

#[tokio::test]
async fn beyond_the_connection_cap_new_connections_wait_and_established_ones_are_served() {
    let mut figures = Figures::new("connection-cap");
    let (_database, _db, account, server, client) = serve(&["--max-connections", "10"]).await;
    // Ten established keep-alive connections, each used once.
    let mut established = Vec::new();
    for _ in 0..10 {
        let mut stream = TcpStream::connect(server.address).await.unwrap();
        let answer = get_on(&mut stream, &account.key).await;
        figures.check(answer.starts_with("HTTP/1.1 200"), || {
            format!("an established connection: {answer}")
        });
        established.push(stream);
    }
    // An eleventh connection waits: it is not served while the ten are open.
    let waiting = tokio::time::timeout(Duration::from_millis(500), client.get("/api/v1/credits/balance")).await;
    figures.check(waiting.is_err(), || {
        "an eleventh connection was served beyond the cap".to_owned()
    });
    // The established ones are unaffected.
    for stream in &mut established {
        let answer = get_on(stream, &account.key).await;
        figures.check(answer.starts_with("HTTP/1.1 200"), || {
            format!("an established connection: {answer}")
        });
    }
    // Once one closes, the waiting client is served.
    drop(established.pop());
    let reply = tokio::time::timeout(Duration::from_secs(5), client.get("/api/v1/credits/balance")).await;
    figures.check(matches!(&reply, Ok(reply) if reply.status == 200), || {
        format!("the waiting connection after one closed: {reply:?}")
    });
    figures.operations = 22;
    figures.finish();
}

/// One keep-alive GET of the balance on an open connection; the status line and headers.
async fn get_on(stream: &mut TcpStream, key: &str) -> String {
    let request = format!("GET /api/v1/credits/balance HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer {key}\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut buf = vec![0u8; 4096];
    let n = tokio::time::timeout(Duration::from_secs(5), stream.read(&mut buf))
        .await
        .map_or(0, |read| read.unwrap_or(0));
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

#[tokio::test]
async fn a_timed_out_request_has_its_query_cancelled() {
    let mut figures = Figures::new("statement-timeout");
    let (database, db, account, _server, client) = serve(&["--request-timeout-ms", "700"]).await;
    let job_id = job(&client).await;
    // Hold the account's credits: an invitation's reservation waits on them.
    let mut holder = db.begin().await.unwrap();
    sqlx::query("select 1 from account_credits where account_id = $1 for update")
        .bind(account.id)
        .execute(&mut *holder)
        .await
        .unwrap();
    let body = json!({"job_id": job_id, "candidate_name": "Waits"});
    let reply = client.post("/api/v1/invitations", &body).await;
    figures.check(reply.status == 503, || {
        format!("a request past its timeout: {}", reply.status)
    });
    // Within moments the server's statement is gone, though the lock is still held.
    let mut waiting = i64::MAX;
    for _ in 0..30 {
        waiting = sqlx::query_scalar(
            "select count(*) from pg_stat_activity
             where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        )
        .bind(&database.name)
        .fetch_one(&db)
        .await
        .unwrap();
        if waiting == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    figures.check(waiting == 0, || {
        format!("{waiting} statements still wait after the request timed out")
    });
    holder.rollback().await.unwrap();
    figures.operations = 2;
    figures.finish();
}

#[tokio::test]
async fn a_database_migrated_past_this_binary_is_served_with_a_warning() {
    let mut figures = Figures::new("newer-migrations");
    let (database, db, account, server, _) = serve(&[]).await;
    drop(server);
    sqlx::query(
        "insert into _sqlx_migrations (version, description, success, checksum, execution_time)
         values (99990101000000, 'from a newer release', true, '\\x00', 1)",
    )
    .execute(&db)
    .await
    .unwrap();
    let server = start_server(&database.url, &[], &[]).await;
    let reply = server
        .client()
        .with_key(&account.key)
        .get("/api/v1/credits/balance")
        .await;
    figures.check(reply.status == 200, || format!("a request: {}", reply.status));
    figures.check(server.log().contains("migrations newer than this binary"), || {
        "no warning about the newer migration".to_owned()
    });
    figures.operations = 1;
    figures.finish();
}

#[tokio::test]
async fn a_valid_key_over_its_limit_is_refused_without_a_lookup() {
    let mut figures = Figures::new("key-over-limit");
    let (_database, db, _account, server, client) = serve(&["--rate-limit-per-minute", "20"]).await;
    let mut statuses = Vec::new();
    for _ in 0..200 {
        statuses.push(client.get("/api/v1/credits/balance").await.status.as_u16());
    }
    server.stop().await;
    let lookups = key_lookups(&db).await;
    figures.operations = 200;
    let counts = count_by_status(&statuses);
    figures.check(counts.get(&200).copied().unwrap_or(0) <= 40, || {
        format!("a key limited to 20 a minute: {counts:?}")
    });
    // 20 a window, and a window boundary crossed during the run.
    figures.check(lookups <= 42, || {
        format!("200 requests of a key over its limit cost {lookups} lookups")
    });
    figures.note(format!(
        "200 requests of a key limited to 20: {counts:?}, {lookups} key lookups"
    ));
    figures.finish();
}

#[tokio::test]
async fn malformed_and_unknown_links_are_charged_to_their_address() {
    let mut figures = Figures::new("bad-input-charged");
    let (_database, _db, _account, server, _client) = serve(&["--rate-limit-per-minute", "5"]).await;
    let anonymous = server.client();
    window_with_seconds_left(10).await;
    let mut statuses = Vec::new();
    for n in 0..5 {
        let path = if n % 2 == 0 {
            "/api/v1/sessions/not-a-token".to_owned()
        } else {
            format!(
                "/api/v1/sessions/{}",
                interview_api::domain::interviews::token::new_token()
            )
        };
        statuses.push(anonymous.get(&path).await.status.as_u16());
    }
    // The address's window is spent: the next request without a key is refused.
    let next = anonymous.get("/api/v1/jobs").await.status.as_u16();
    figures.operations = 6;
    figures.check(statuses == [400, 404, 400, 404, 400], || format!("{statuses:?}"));
    figures.check(next == 429, || format!("after 5 bad links the address got {next}"));
    figures.finish();
}

#[tokio::test]
async fn http2_pings_do_not_keep_a_connection_open() {
    let mut figures = Figures::new("http2-pings");
    let (_database, _db, _account, server, _client) = serve(&[
        "--header-read-timeout-ms",
        "1000",
        "--connection-idle-timeout-ms",
        "1000",
    ])
    .await;
    let mut stream = TcpStream::connect(server.address).await.unwrap();
    stream.write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n").await.unwrap();
    // An empty SETTINGS frame, then a PING every 200 ms: bytes, but never a request.
    stream.write_all(&[0, 0, 0, 4, 0, 0, 0, 0, 0]).await.unwrap();
    let started = Instant::now();
    let mut closed = false;
    while started.elapsed() < Duration::from_secs(5) {
        let ping = [0, 0, 8, 6, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8];
        if stream.write_all(&ping).await.is_err() || closed_within(&mut stream, Duration::from_millis(200)).await {
            closed = true;
            break;
        }
    }
    figures.operations = 1;
    figures.check(closed, || "a connection sending PINGs stayed open for 5 s".to_owned());
    figures.note(format!(
        "an HTTP/2 connection sending a PING every 200 ms and no request closed after {:?} (1 s limit)",
        started.elapsed()
    ));
    figures.finish();
}

#[tokio::test]
async fn one_address_cannot_hold_every_connection() {
    let mut figures = Figures::new("per-address-connections");
    let (_database, _db, account, server, _client) =
        serve(&["--max-connections", "10", "--max-connections-per-address", "3"]).await;
    let mut held = Vec::new();
    for _ in 0..3 {
        let mut stream = TcpStream::connect(server.address).await.unwrap();
        let answer = get_on(&mut stream, &account.key).await;
        figures.check(answer.starts_with("HTTP/1.1 200"), || {
            format!("a held connection: {answer}")
        });
        held.push(stream);
    }
    // A fourth from the same address is closed at once.
    let mut fourth = TcpStream::connect(server.address).await.unwrap();
    figures.check(closed_within(&mut fourth, Duration::from_secs(2)).await, || {
        "a fourth connection of one address was kept".to_owned()
    });
    // Another client is served meanwhile.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind("127.0.0.2:0".parse().unwrap()).unwrap();
    let mut other = socket.connect(server.address).await.unwrap();
    let answer = get_on(&mut other, &account.key).await;
    figures.check(answer.starts_with("HTTP/1.1 200"), || {
        format!("another address: {answer}")
    });
    // Once one of the three closes, the address has room again.
    drop(held.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut again = TcpStream::connect(server.address).await.unwrap();
    let answer = get_on(&mut again, &account.key).await;
    figures.check(answer.starts_with("HTTP/1.1 200"), || {
        format!("after one closed: {answer}")
    });
    figures.operations = 6;
    figures.finish();
}

#[tokio::test]
async fn a_forwarded_header_the_proxy_does_not_write_cannot_pick_an_address() {
    let mut figures = Figures::new("forwarded-spoofing");
    let (_database, _db, _account, proxied, _) =
        serve(&["--rate-limit-per-minute", "3", "--trusted-proxies", "127.0.0.0/8"]).await;
    // The proxy appends to X-Forwarded-For; the client adds its own Forwarded and junk, each
    // time naming another address: all its requests still count as the one the proxy wrote.
    let client = proxied.client();
    window_with_seconds_left(10).await;
    let mut statuses = Vec::new();
    for n in 0..5 {
        let request = client
            .request(reqwest::Method::GET, "/api/v1/jobs")
            .header("forwarded", format!("for=198.51.100.{n}"))
            .header("x-forwarded-for", format!("junk{n}, 203.0.113.7"));
        statuses.push(client.send(request).await.status.as_u16());
    }
    figures.operations = 5;
    figures.check(statuses == [401, 401, 401, 429, 429], || format!("{statuses:?}"));
    figures.finish();
}

/// What is resident of the server's anonymous memory (its heap), in KiB.
fn anonymous_kib(server: &ServerProcess) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.pid())).unwrap();
    let line = status.lines().find(|line| line.starts_with("RssAnon:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// Sends `clients` × `each` reads of the balance, `clients` at a time; every one must be 200.
async fn read_balance(client: &Client, clients: usize, each: usize) {
    futures_util::future::join_all((0..clients).map(|_| {
        let client = client.clone();
        async move {
            for _ in 0..each {
                let reply = client.get("/api/v1/credits/balance").await;
                assert_eq!(reply.status, 200, "{}", reply.text);
            }
        }
    }))
    .await;
}

#[tokio::test]
async fn an_instance_no_one_scrapes_does_not_keep_its_measurements() {
    let mut figures = Figures::new("unscraped-metrics");
    let (_database, _db, _account, server, client) = serve(&["--rate-limit-per-minute", "1000000000"]).await;
    // Warmed up first: the pool's connections, their statements, the allocator's arenas.
    read_balance(&client, 16, 300).await;
    let before = anonymous_kib(&server);
    // Every request records its latency (and each checkout of a connection its wait): samples
    // the recorder holds until they are drained into buckets, which must not wait for a scrape.
    // Kept until a scrape, 30,000 requests' samples took 1.7 MiB (measured without the upkeep).
    read_balance(&client, 16, 1_875).await;
    let grown = anonymous_kib(&server).saturating_sub(before);
    figures.operations = 34_800;
    figures.note(format!("heap grown by {grown} KiB over 30,000 requests"));
    figures.check(grown < 1024, || {
        format!("the heap grew by {grown} KiB over 30,000 requests")
    });
    // Drained, not dropped: the scrape counts every request.
    let metrics = client.with_key(TEST_METRICS_TOKEN).get("/metrics").await.text;
    let counted = metrics
        .lines()
        .find_map(|line| line.strip_prefix(r#"http_request_duration_seconds_count{operation="getCreditBalance"} "#))
        .and_then(|count| count.parse::<u64>().ok());
    figures.check(counted == Some(34_800), || {
        format!("the scrape counted {counted:?} of 34,800")
    });
    figures.finish();
}
