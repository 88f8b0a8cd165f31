//! Rate limiting: a fixed window of 60 s aligned to the Unix minute, per key (or per client IP
//! without a valid key), shared through Redis between instances. Every response carries the
//! `X-RateLimit-*` headers; over the limit is 429 with `Retry-After`, and a refused request
//! consumes no quota. Window rollover is unit-tested in `src/http/rate_limit.rs` with a given
//! clock.
//!
//! Redis is shared by every test on the machine: key-based identities are unique per test, but
//! IP-based ones are not, so IP counts are only asserted against in-memory instances.

use std::collections::BTreeSet;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use futures_util::future::join_all;
use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::json;

fn limited_to(per_minute: u32) -> Options {
    Options {
        extra_args: vec!["--rate-limit-per-minute".into(), per_minute.to_string()],
        ..Default::default()
    }
}

fn unix_now() -> Duration {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap()
}

/// The three `X-RateLimit-*` values of a reply: limit, remaining, reset.
fn rate_headers(reply: &Reply) -> (i64, i64, i64) {
    let value = |name: &str| -> i64 {
        reply
            .header(name)
            .unwrap_or_else(|| panic!("no {name}: {reply:?}"))
            .parse()
            .unwrap_or_else(|_| panic!("{name} is not an integer: {reply:?}"))
    };
    (
        value("x-ratelimit-limit"),
        value("x-ratelimit-remaining"),
        value("x-ratelimit-reset"),
    )
}

fn assert_rate_limited(reply: &Reply) {
    assert_eq!(reply.status, 429, "{}", reply.text);
    let retry_after: i64 = reply.header("retry-after").expect("Retry-After").parse().unwrap();
    assert!((1..=60).contains(&retry_after), "Retry-After {retry_after}");
    let (_, remaining, reset) = rate_headers(reply);
    assert_eq!(remaining, 0);
    let wait = reset - unix_now().as_secs() as i64;
    assert!(
        (retry_after - wait).abs() <= 1,
        "Retry-After {retry_after} but the window ends in {wait} s"
    );
    assert_eq!(
        reply.json(),
        json!({"error": {
            "type": "rate_limit_exceeded",
            "message": format!("Rate limit exceeded. Retry in {retry_after} seconds."),
        }})
    );
}

#[tokio::test]
async fn the_101st_request_in_a_window_is_429_with_retry_after_stated_in_the_message() {
    let app = spawn_app().await;
    window_with_seconds_left(10).await;
    let mut resets = BTreeSet::new();
    for n in 1..=100 {
        let reply = app.get("/api/v1/jobs").await;
        assert_eq!(reply.status, 200, "request {n}: {}", reply.text);
        let (limit, remaining, reset) = rate_headers(&reply);
        assert_eq!((limit, remaining), (100, 100 - n));
        resets.insert(reset);
    }
    let reply = app.get("/api/v1/jobs").await;
    assert_rate_limited(&reply);
    assert_eq!(rate_headers(&reply).0, 100);
    resets.insert(rate_headers(&reply).2);
    assert_eq!(resets.len(), 1, "one window: {resets:?}");
    let reset = *resets.first().unwrap();
    assert_eq!(reset % 60, 0, "the window ends on a Unix minute");
    assert!((1..=60).contains(&(reset - unix_now().as_secs() as i64)));
    let seconds = reply.header("retry-after").unwrap();
    let shown = Reply {
        text: reply
            .text
            .replace(&format!("Retry in {seconds} seconds"), "Retry in [seconds] seconds"),
        ..reply
    };
    assert_documented!("listJobs", "rate_limited", shown);
}

#[tokio::test]
async fn rate_limit_headers_are_on_200s_4xxs_and_429s() {
    let app = spawn_app_with(limited_to(5)).await;
    window_with_seconds_left(5).await;
    let missing = format!("/api/v1/candidates/{}", uuid::Uuid::now_v7());
    let replies = [
        app.get("/api/v1/jobs").await,
        app.get("/api/v1/jobs?limit=0").await,
        app.get(&missing).await,
        app.post("/api/v1/jobs", &json!({"title": ""})).await,
        app.get("/api/v1/candidates").await,
    ];
    let statuses: Vec<u16> = replies.iter().map(|r| r.status.as_u16()).collect();
    assert_eq!(statuses, [200, 400, 404, 400, 200]);
    for (reply, remaining) in replies.iter().zip([4, 3, 2, 1, 0]) {
        assert_eq!(rate_headers(reply).0, 5);
        assert_eq!(rate_headers(reply).1, remaining, "{reply:?}");
    }

    for _ in 0..3 {
        let reply = app.get("/api/v1/jobs").await;
        assert_rate_limited(&reply);
        assert_eq!(rate_headers(&reply).0, 5);
    }
    // A request without a key is counted per client IP, and carries the headers too.
    let reply = app.client.anonymous().get("/api/v1/jobs").await;
    assert_eq!(reply.status, 401);
    assert_eq!(rate_headers(&reply).0, 5);
    assert_eq!(rate_headers(&reply).1, 4);
    let reply = app.send(app.request(Method::PUT, "/api/v1/jobs")).await;
    assert_eq!(reply.status, 405);
    assert_eq!(rate_headers(&reply).0, 5);
}

#[tokio::test]
async fn each_key_has_its_own_quota() {
    let app = spawn_app_with(limited_to(2)).await;
    window_with_seconds_left(5).await;
    let second_key = create_key(&app.db, app.account.id, "second").await;
    assert_eq!(app.get("/api/v1/jobs").await.status, 200);
    assert_eq!(app.get("/api/v1/jobs").await.status, 200);
    assert_rate_limited(&app.get("/api/v1/jobs").await);

    let reply = app.client.with_key(&second_key).get("/api/v1/jobs").await;
    assert_eq!(reply.status, 200);
    assert_eq!(rate_headers(&reply).1, 1);
}

#[tokio::test]
async fn requests_without_a_valid_key_are_counted_per_client_ip() {
    let app = spawn_app_with(limited_to(3)).await;
    window_with_seconds_left(5).await;
    let anonymous = || app.client.anonymous().request(Method::GET, "/api/v1/candidates");
    let invalid = format!("Bearer {}", interview_api::domain::keys::new_key());
    let requests = [
        anonymous(),
        anonymous().header("authorization", invalid.as_str()),
        anonymous().header("authorization", "Basic abc"),
    ];
    let mut remaining = Vec::new();
    for request in requests {
        let reply = app.send(request).await;
        assert_eq!(reply.status, 401);
        remaining.push(rate_headers(&reply).1);
    }
    assert_eq!(remaining, [2, 1, 0]);

    // The IP is out of quota: the next anonymous request is 429, not 401.
    assert_rate_limited(&app.send(anonymous()).await);
    // A valid key has its own count.
    let reply = app.get("/api/v1/candidates").await;
    assert_eq!(reply.status, 200);
    assert_eq!(rate_headers(&reply).1, 2);
}

/// Sends `count` requests at once with the app's key and returns their replies.
async fn concurrently(app: &TestApp, count: usize) -> Vec<Reply> {
    join_all((0..count).map(|_| app.get("/api/v1/jobs"))).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn remaining_is_distinct_and_never_negative_under_50_concurrent_requests() {
    let app = spawn_app().await;
    window_with_seconds_left(10).await;
    let replies = concurrently(&app, 50).await;
    assert!(replies.iter().all(|r| r.status == 200), "{replies:?}");
    let remaining: BTreeSet<i64> = replies.iter().map(|r| rate_headers(r).1).collect();
    // Every request saw its own count: 99 down to 50, each once.
    assert_eq!(remaining, (50..=99).collect());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn over_subscribed_concurrent_requests_admit_exactly_the_limit() {
    let app = spawn_app_with(limited_to(20)).await;
    window_with_seconds_left(10).await;
    let replies = concurrently(&app, 50).await;
    let admitted: Vec<&Reply> = replies.iter().filter(|r| r.status == 200).collect();
    let refused: Vec<&Reply> = replies.iter().filter(|r| r.status == 429).collect();
    assert_eq!((admitted.len(), refused.len()), (20, 30), "{replies:?}");
    let remaining: BTreeSet<i64> = admitted.iter().map(|r| rate_headers(r).1).collect();
    assert_eq!(remaining, (0..20).collect());
    for reply in refused {
        assert_rate_limited(reply);
    }
}

/// Two instances on one database sharing the Redis window, `limit` requests a minute, and an
/// account's key. Their Redis timeout is one no answer exceeds here, however loaded the machine:
/// an answer later than the timeout counts its request in the instance's memory, by design
/// (`redis_is_an_optimization_never_an_outage` in the reliability suite), and these tests are
/// about the window shared while Redis answers.
async fn two_instances_sharing_redis(limit: &str) -> (TestDatabase, ServerProcess, ServerProcess, Account) {
    let database = TestDatabase::new();
    let args = [
        "--redis-url",
        REDIS_URL,
        "--redis-timeout-ms",
        "10000",
        "--rate-limit-per-minute",
        limit,
    ];
    let first = spawn_process(&database.url, &args).await;
    let second = spawn_process(&database.url, &args).await;
    let db = sqlx::PgPool::connect(&database.url).await.unwrap();
    let account = create_account(&db, Plan::Paid, 0).await;
    db.close().await;
    (database, first, second, account)
}

/// The Redis counter of an API key (named by its hash) in the window ending at `reset`.
async fn redis_count(key: &str, reset: i64) -> Option<u32> {
    let identity = interview_api::http::identity::Identity::key(&interview_api::domain::keys::hash_key(key));
    let client = redis::Client::open(REDIS_URL).unwrap();
    let mut connection = client.get_multiplexed_async_connection().await.unwrap();
    redis::cmd("GET")
        .arg(format!("ratelimit:{}:{}", identity.name, reset / 60 - 1))
        .query_async(&mut connection)
        .await
        .unwrap()
}

#[tokio::test]
async fn two_instances_sharing_redis_share_one_count_and_refusals_do_not_consume_it() {
    let (_database, first, second, account) = two_instances_sharing_redis("6").await;

    let client = first.client().with_key(&account.key);
    let get = |server: &ServerProcess| {
        let client = client.at(server.address);
        async move { client.get("/api/v1/jobs").await }
    };

    window_with_seconds_left(10).await;
    let mut resets = BTreeSet::new();
    for (n, server) in [&first, &second].into_iter().cycle().take(6).enumerate() {
        let reply = get(server).await;
        assert_eq!(reply.status, 200, "request {n}: {}", reply.text);
        let (limit, remaining, reset) = rate_headers(&reply);
        assert_eq!(
            (limit, remaining),
            (6, 5 - n as i64),
            "request {n} to {}",
            server.address
        );
        resets.insert(reset);
    }
    for server in [&first, &second, &first] {
        assert_rate_limited(&get(server).await);
    }
    assert_eq!(resets.len(), 1, "one window: {resets:?}");
    assert_eq!(redis_count(&account.key, *resets.first().unwrap()).await, Some(6));

    first.stop().await;
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_sharing_redis_never_over_admit_concurrent_requests() {
    let (_database, first, second, account) = two_instances_sharing_redis("20").await;

    let client = first.client().with_key(&account.key);
    window_with_seconds_left(10).await;
    let requests = (0..50).map(|n| {
        let server = if n % 2 == 0 { &first } else { &second };
        let client = client.at(server.address);
        async move {
            let reply = client.get("/api/v1/jobs").await;
            let remaining: i64 = reply.header("x-ratelimit-remaining").unwrap().parse().unwrap();
            (reply.status.as_u16(), remaining)
        }
    });
    let replies = join_all(requests).await;
    let admitted: BTreeSet<i64> = replies.iter().filter(|(s, _)| *s == 200).map(|(_, r)| *r).collect();
    assert_eq!(replies.iter().filter(|(s, _)| *s == 200).count(), 20, "{replies:?}");
    assert_eq!(admitted, (0..20).collect());
    assert!(
        replies.iter().all(|(s, r)| *s == 200 || (*s == 429 && *r == 0)),
        "{replies:?}"
    );

    first.stop().await;
    second.stop().await;
}

/// A request the timeout cuts short is answered 503 by a layer inside the rate limiter, so it
/// carries the `X-RateLimit-*` headers like every other answer.
#[tokio::test]
async fn a_request_that_times_out_is_503_with_the_rate_limit_headers() {
    let app = spawn_app_with(Options {
        extra_args: vec!["--request-timeout-ms".into(), "300".into()],
        ..Default::default()
    })
    .await;
    let job = crate::jobs::create_job(&app).await;
    let invited = crate::sessions::invite(&app, &job).await;
    // The cancel waits for this lock on the interview's row until the request times out.
    let mut holder = app.db.begin().await.unwrap();
    sqlx::query("select id from interviews where id = $1::uuid for update")
        .bind(&invited.id)
        .execute(&mut *holder)
        .await
        .unwrap();
    let started = std::time::Instant::now();
    let reply = app
        .post(&format!("/api/v1/interviews/{}/cancel", invited.id), &json!({}))
        .await;
    let waited = started.elapsed();
    holder.rollback().await.unwrap();
    assert_eq!(reply.status, 503, "{}", reply.text);
    assert_eq!(reply.json()["error"]["type"], "service_unavailable");
    assert!(waited < Duration::from_secs(5), "answered after {waited:?}");
    let (limit, remaining, reset) = rate_headers(&reply);
    assert_eq!(limit, 100);
    assert!((0..100).contains(&remaining), "{remaining}");
    assert!(reset > unix_now().as_secs() as i64 - 1, "{reset}");
    assert!(reply.header("x-request-id").is_some());
}

/// With `ACCOUNT_RATE_LIMIT_PER_MINUTE`, every key of an account (live or test) counts against
/// one more window, the account's, and the headers state whichever window is nearer its limit;
/// a request one window refuses is counted by neither.
#[tokio::test]
async fn an_account_ceiling_holds_however_many_keys_the_account_holds() {
    let app = spawn_app_with(Options {
        extra_args: ["--rate-limit-per-minute", "4", "--account-rate-limit-per-minute", "6"]
            .map(String::from)
            .to_vec(),
        ..Default::default()
    })
    .await;
    window_with_seconds_left(10).await;
    let second = create_key(&app.db, app.account.id, "second").await;
    let test = create_key_of(&app.db, app.account.id, "sandbox", interview_api::models::KeyMode::Test).await;
    let keys = [app.account.key.clone(), second, test];
    let mut answered = Vec::new();
    for round in 0..3 {
        for key in &keys {
            let reply = app.client.with_key(key).get("/api/v1/jobs").await;
            answered.push((round, reply.status.as_u16(), rate_headers(&reply)));
        }
    }
    let admitted = answered.iter().filter(|(_, status, _)| *status == 200).count();
    assert_eq!(admitted, 6, "{answered:?}");
    // The first request: its key's window (3 of 4 left) is nearer its limit than the account's
    // (5 of 6); the sixth: the account's, used up.
    assert_eq!(answered[0].2, (4, 3, answered[0].2.2), "{answered:?}");
    assert_eq!((answered[5].2.0, answered[5].2.1), (6, 0), "{answered:?}");
    // Past the ceiling, every key is refused, stating the account's window.
    let refused = app.client.with_key(&keys[1]).get("/api/v1/jobs").await;
    assert_rate_limited(&refused);
    assert_eq!(rate_headers(&refused).0, 6);
    // Another account is not held back.
    let other = create_account(&app.db, Plan::Paid, 10).await;
    assert_eq!(app.client.with_key(&other.key).get("/api/v1/jobs").await.status, 200);
}

/// Without the setting, which is the default, limits are per key: each key of an account has its
/// own window, as the contract says.
#[tokio::test]
async fn without_an_account_ceiling_each_key_keeps_its_own_limit() {
    let app = spawn_app_with(limited_to(2)).await;
    window_with_seconds_left(5).await;
    let second = create_key(&app.db, app.account.id, "second").await;
    for key in [&app.account.key, &second] {
        for _ in 0..2 {
            assert_eq!(app.client.with_key(key).get("/api/v1/jobs").await.status, 200);
        }
    }
}
