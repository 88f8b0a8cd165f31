//! Hostile input: size limits on headers and bodies, the request timeout, slow clients,
//! unicode edge cases (invalid UTF-8, lone surrogates, NUL), and property-based fuzzing of
//! request decoding and validation, both the contract checks alone and the whole HTTP path.
//! (Schemathesis' negative checks run in `make conformance`.)

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use interview_api::http::contract::Contract;
use interview_api_test_support::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::*;

fn unlimited(extra: &[&str]) -> Options {
    let mut extra_args: Vec<String> = ["--rate-limit-per-minute", "1000000"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    extra_args.extend(extra.iter().map(|s| s.to_string()));
    Options {
        extra_args,
        ..Options::default()
    }
}

/// Writes raw bytes on a new connection and reads the answer (status, body) until the server
/// closes it or `within` passes.
async fn raw(app: &TestApp, request: &[u8], within: Duration) -> (u16, String) {
    let mut stream = TcpStream::connect(app.address).await.unwrap();
    stream.write_all(request).await.unwrap();
    let mut response = Vec::new();
    let _ = tokio::time::timeout(within, stream.read_to_end(&mut response)).await;
    let text = String::from_utf8_lossy(&response).into_owned();
    let status = text.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    (status, text.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_owned())
}

#[tokio::test]
async fn oversized_headers_and_bodies_are_refused_and_the_server_carries_on() {
    let mut figures = Figures::new("size-limits");
    let app = spawn_app_with(unlimited(&[])).await;
    let balance = || app.request(Method::GET, "/api/v1/credits/balance");

    // One header of 40 KiB, and 40 KiB spread over many headers: 431, connection closed.
    let big = "a".repeat(40 * 1024);
    let reply = app.send(balance().header("x-padding", &big)).await;
    figures.check(reply.status == 431, || format!("a 40 KiB header got {}", reply.status));
    let mut many = balance();
    for n in 0..80 {
        many = many.header(format!("x-padding-{n}"), "b".repeat(512));
    }
    let reply = app.send(many).await;
    figures.check(reply.status == 431, || {
        format!("40 KiB of headers got {}", reply.status)
    });
    let mut too_many = balance();
    for n in 0..150 {
        too_many = too_many.header(format!("x-h{n}"), "1");
    }
    let reply = app.send(too_many).await;
    figures.check(reply.status == 431, || format!("150 headers got {}", reply.status));
    // Under the limit is served.
    let reply = app.send(balance().header("x-padding", "c".repeat(16 * 1024))).await;
    figures.check(reply.status == 200, || format!("a 16 KiB header got {}", reply.status));

    // Bodies over 1 MiB: 413 JSON, declared or not.
    let body = format!("{{\"name\": \"{}\"}}", "d".repeat(1024 * 1024 + 10));
    let reply = app
        .send(
            app.request(Method::POST, "/api/v1/candidates")
                .header("content-type", "application/json")
                .body(body.clone()),
        )
        .await;
    figures.check(reply.status == 413 && is_json(&reply), || {
        format!("a 1 MiB body got {reply:?}")
    });
    let head = format!(
        "POST /api/v1/candidates HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
        app.account.key
    );
    let mut chunked = head.into_bytes();
    for chunk in body.as_bytes().chunks(64 * 1024) {
        chunked.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
        chunked.extend_from_slice(chunk);
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    let (status, text) = raw(&app, &chunked, Duration::from_secs(10)).await;
    figures.check(status == 413 && serde_json::from_str::<Value>(&text).is_ok(), || {
        format!("a chunked 1 MiB body got {status} {text:?}")
    });

    let reply = app.get("/api/v1/credits/balance").await;
    figures.check(reply.status == 200, || format!("after the refusals: {reply:?}"));
    figures.operations = 8;
    figures.note("431 for a 40 KiB header, 40 KiB of headers and 150 headers; 413 JSON for 1 MiB bodies with and without Content-Length");
    figures.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_clients_are_cut_off_and_cannot_hold_the_server() {
    let mut figures = Figures::new("slow-clients");
    let app = spawn_app_with(unlimited(&[
        "--header-read-timeout-ms",
        "1000",
        "--request-timeout-ms",
        "2000",
    ]))
    .await;

    // 100 clients send their headers a byte at a time (slowloris).
    let slow: Vec<_> = (0..100)
        .map(|_| {
            let address = app.address;
            tokio::spawn(async move {
                let started = Instant::now();
                let mut stream = TcpStream::connect(address).await.unwrap();
                let head = b"GET /api/v1/credits/balance HTTP/1.1\r\nHost: x\r\nX-Slow: ";
                if stream.write_all(head).await.is_err() {
                    return started.elapsed();
                }
                for _ in 0..100 {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    if stream.write_all(b"a").await.is_err() {
                        break;
                    }
                    // A closed connection shows as EOF on read.
                    let mut buffer = [0u8; 64];
                    if let Ok(Ok(0)) = tokio::time::timeout(Duration::from_millis(1), stream.read(&mut buffer)).await {
                        break;
                    }
                }
                started.elapsed()
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(200)).await;

    // Meanwhile everyone else is served at once.
    let mut slowest = Duration::ZERO;
    for _ in 0..20 {
        let started = Instant::now();
        let reply = app.get("/api/v1/credits/balance").await;
        slowest = slowest.max(started.elapsed());
        figures.operations += 1;
        figures.check(reply.status == 200, || {
            format!("a normal request beside slow clients: {reply:?}")
        });
    }
    figures.check(slowest < Duration::from_millis(1000), || {
        format!("a normal request took {slowest:?} beside slow clients")
    });

    // The slow ones are disconnected at the header read timeout, not after their 10 s.
    let mut held = Duration::ZERO;
    for client in slow {
        let lasted = client.await.unwrap();
        held = held.max(lasted);
        figures.operations += 1;
        figures.check(lasted < Duration::from_millis(3000), || {
            format!("a slow client held a connection for {lasted:?}")
        });
    }

    // A body that stops half-way is answered 503 at the request timeout.
    let request = format!(
        "POST /api/v1/candidates HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{{\"name\": ",
        app.account.key
    );
    let started = Instant::now();
    let (status, body) = raw(&app, request.as_bytes(), Duration::from_secs(10)).await;
    let stalled = started.elapsed();
    figures.operations += 1;
    figures.check(status == 503 && serde_json::from_str::<Value>(&body).is_ok(), || {
        format!("a stalled body got {status} {body:?}")
    });
    figures.check(stalled < Duration::from_millis(3500), || {
        format!("a stalled body was answered after {stalled:?}")
    });
    figures.faults = 101;
    figures.note(format!(
        "100 slowloris clients cut off after at most {} ms (header read timeout 1000 ms), 20 normal requests beside them in at most {} ms, a stalled body answered 503 JSON after {} ms (request timeout 2000 ms)",
        held.as_millis(),
        slowest.as_millis(),
        stalled.as_millis()
    ));
    figures.finish();
}

/// A valid body for each operation that takes one, built on the app's own data.
async fn valid_bodies(app: &TestApp) -> Vec<(Method, String, Value)> {
    let job = app
        .post(
            "/api/v1/jobs",
            &json!({"title": "Fuzzed", "questions": [{"question_text": "Why?", "question_type": "technical"}]}),
        )
        .await
        .json()["data"]
        .clone();
    let candidate = app.post("/api/v1/candidates", &json!({"name": "Fuzzed"})).await.json()["data"].clone();
    let invitation = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "Fuzzed"}),
        )
        .await
        .json();
    let token = invitation["token"].as_str().unwrap().to_owned();
    let started = app
        .send(
            app.client
                .anonymous()
                .request(Method::POST, &format!("/api/v1/sessions/{token}/start")),
        )
        .await;
    let question = started.json()["data"]["questions"][0]["id"].clone();
    let cv = json!({
        "summary": "Builds things",
        "workExperiences": [{"company": "Acme", "title": "Engineer", "startDate": "2020-01", "endDate": "2021-02", "isCurrent": false, "description": "x"}],
        "education": [{"institution": "MIT", "degree": "BSc", "field": "CS", "startDate": "2015", "endDate": "2019-06-01"}],
        "skills": [{"name": "Rust", "category": "technical", "proficiency": "expert"}],
        "certifications": [{"name": "CKA", "issuer": "CNCF", "issueDate": "2022-03", "credentialUrl": "https://example.com/c"}],
        "linkedinUrl": "https://linkedin.com/in/x"
    });
    vec![
        (
            Method::POST,
            "/api/v1/candidates".to_owned(),
            json!({"name": "A", "title": "B", "cv": cv}),
        ),
        (
            Method::PATCH,
            format!("/api/v1/candidates/{}", candidate["id"].as_str().unwrap()),
            json!({"name": "A", "title": null, "cv": cv}),
        ),
        (
            Method::POST,
            "/api/v1/jobs".to_owned(),
            json!({"title": "T", "description": "D", "questions": [{"question_text": "Q", "question_type": "behavioral", "time_limit_seconds": 60, "order_index": 0}]}),
        ),
        (
            Method::POST,
            "/api/v1/invitations".to_owned(),
            json!({"job_id": job["id"], "candidate_name": "C", "candidate_cv": cv, "locale_id": "pt-BR", "expires_in_days": 3,
                   "question_config": {"excluded_question_ids": [], "custom_questions": [{"question_text": "Q", "question_type": "technical"}], "question_order": ["custom_0"]}}),
        ),
        (
            Method::POST,
            "/api/v1/webhooks".to_owned(),
            json!({"url": "http://127.0.0.1:9/hook", "events": ["interview_started"], "description": "D"}),
        ),
        (
            Method::POST,
            format!("/api/v1/sessions/{token}/responses"),
            json!({"question_id": question, "transcript": "T", "duration_seconds": 3}),
        ),
    ]
}

/// Every place in `value` where a value sits, as JSON pointers.
fn pointers(value: &Value, at: String, out: &mut Vec<String>) {
    match value {
        Value::Object(fields) => {
            for (key, field) in fields {
                let pointer = format!("{at}/{}", key.replace('~', "~0").replace('/', "~1"));
                out.push(pointer.clone());
                pointers(field, pointer, out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let pointer = format!("{at}/{i}");
                out.push(pointer.clone());
                pointers(item, pointer, out);
            }
        }
        _ => {}
    }
}

/// Any JSON value, with the strings that break weaker services well represented.
fn any_json() -> impl Strategy<Value = Value> {
    let text = prop_oneof![
        any::<String>(),
        Just("\u{0}".to_owned()),
        Just("a\u{0}b".to_owned()),
        Just("\u{feff}".to_owned()),
        Just("\u{fffd}\u{ffff}\u{10ffff}".to_owned()),
        Just("🦀".repeat(300)),
        Just("%00%ff".to_owned()),
        Just("'; drop table candidates; --".to_owned()),
        Just("2024-02-30".to_owned()),
        Just("9999-99".to_owned()),
        Just("https://".to_owned()),
        Just(" ".repeat(201)),
    ];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        prop_oneof![
            Just(-1i64),
            Just(0),
            Just(9),
            Just(10),
            Just(3600),
            Just(3601),
            Just(i64::from(i32::MAX) + 1)
        ]
        .prop_map(Value::from),
        text.prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((any::<String>(), inner), 0..6)
                .prop_map(|fields| Value::Object(fields.into_iter().collect())),
        ]
    })
}

/// What a fuzz case sends as the body.
#[derive(Debug, Clone)]
enum Fuzzed {
    /// A valid body with one value replaced (or removed, for `None`).
    Mutated(usize, Option<Value>),
    /// Any JSON value as the whole body.
    Json(Value),
    /// Any bytes (mostly not JSON, often not UTF-8).
    Bytes(Vec<u8>),
}

fn fuzzed() -> impl Strategy<Value = (usize, Fuzzed)> {
    (
        0usize..6,
        prop_oneof![
            6 => (any::<usize>(), prop::option::weighted(0.9, any_json())).prop_map(|(at, v)| Fuzzed::Mutated(at, v)),
            2 => any_json().prop_map(Fuzzed::Json),
            2 => prop::collection::vec(any::<u8>(), 0..256).prop_map(Fuzzed::Bytes),
        ],
    )
}

fn cases(ci: u32) -> u32 {
    if soak() { ci * 10 } else { ci }
}

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

/// The contract checks alone, on any JSON and any parameters: they never panic.
#[test]
fn contract_checks_never_panic_on_arbitrary_input() {
    let contract = Contract::embedded();
    let operations: Vec<_> = contract.operations().cloned().collect();
    let checked = AtomicU64::new(0);
    let mut runner = runner(cases(1500));
    runner
        .run(
            &(any_json(), any::<String>(), any::<String>()),
            |(body, param, query)| {
                for operation in &operations {
                    let _ = operation.check_body(&body);
                    let params = [("id".to_owned(), param.clone()), ("token".to_owned(), param.clone())];
                    let _ = operation.check_parameters(&params, Some(&query));
                    let _ = operation.check_parameters(
                        &params,
                        Some(&format!("limit={param}&cursor={param}&page={param}&search={param}")),
                    );
                    checked.fetch_add(3, Ordering::Relaxed);
                }
                Ok(())
            },
        )
        .unwrap();
    let mut figures = Figures::new("fuzz-contract");
    figures.operations = u64::from(cases(1500));
    figures.invariants = checked.load(Ordering::Relaxed);
    figures.note(format!(
        "{} operations of the contract, each checked against every case",
        operations.len()
    ));
    figures.finish();
}

/// The whole HTTP path (gateway, contract checks, handlers, database) on fuzzed bodies: never a
/// 5xx, always JSON.
#[test]
fn fuzzed_request_bodies_never_get_a_5xx_and_always_json() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let app = runtime.block_on(spawn_app_with(unlimited(&[])));
    let bodies = runtime.block_on(valid_bodies(&app));
    let statuses = Arc::new(std::sync::Mutex::new(std::collections::BTreeMap::<u16, u64>::new()));
    let mut runner = runner(cases(400));
    let result = runner.run(&fuzzed(), |(which, fuzzed)| {
        let (method, path, valid) = &bodies[which];
        let body: Vec<u8> = match &fuzzed {
            Fuzzed::Mutated(at, replacement) => {
                let mut places = Vec::new();
                pointers(valid, String::new(), &mut places);
                let mut body = valid.clone();
                let place = &places[at % places.len()];
                let (parent, key) = place.rsplit_once('/').unwrap();
                match (body.pointer_mut(parent), replacement) {
                    (Some(Value::Object(fields)), Some(value)) => {
                        fields.insert(key.replace("~1", "/").replace("~0", "~"), value.clone());
                    }
                    (Some(Value::Object(fields)), None) => {
                        fields.remove(&key.replace("~1", "/").replace("~0", "~"));
                    }
                    (Some(Value::Array(items)), Some(value)) => items[key.parse::<usize>().unwrap()] = value.clone(),
                    (Some(Value::Array(items)), None) => {
                        items.remove(key.parse::<usize>().unwrap());
                    }
                    _ => {}
                }
                serde_json::to_vec(&body).unwrap()
            }
            Fuzzed::Json(value) => serde_json::to_vec(value).unwrap(),
            Fuzzed::Bytes(bytes) => bytes.clone(),
        };
        let request = app
            .request(method.clone(), path)
            .header("content-type", "application/json")
            .body(body.clone());
        let reply = runtime
            .block_on(app.client.try_send(request))
            .map_err(|e| TestCaseError::fail(format!("transport: {e}")))?;
        *statuses.lock().unwrap().entry(reply.status.as_u16()).or_default() += 1;
        if reply.status.is_server_error() || !is_json(&reply) {
            return Err(TestCaseError::fail(format!(
                "{method} {path} with {:?} got {} {}",
                String::from_utf8_lossy(&body),
                reply.status,
                reply.text
            )));
        }
        Ok(())
    });
    let mut figures = Figures::new("fuzz-http");
    figures.operations = u64::from(cases(400));
    figures.invariants = 2 * u64::from(cases(400));
    figures.check(result.is_ok(), || format!("{result:?}"));
    figures.note(format!("answers by status: {:?}", statuses.lock().unwrap()));
    drop(app);
    runtime.shutdown_timeout(Duration::from_secs(5));
    figures.finish();
}

#[tokio::test]
async fn unicode_edge_cases_are_400_json_never_500() {
    let mut figures = Figures::new("unicode");
    let app = spawn_app_with(unlimited(&[])).await;
    let bodies = valid_bodies(&app).await;

    // Raw bodies that are not valid JSON text in UTF-8.
    let broken: [(&str, &[u8]); 7] = [
        ("invalid UTF-8", b"{\"name\": \"\xff\xfe\"}"),
        ("overlong NUL", b"{\"name\": \"\xc0\x80\"}"),
        ("a surrogate encoded in UTF-8", b"{\"name\": \"\xed\xa0\x80\"}"),
        ("a raw NUL byte", b"{\"name\": \"a\x00b\"}"),
        ("a lone high surrogate", br#"{"name": "\ud800"}"#),
        ("a lone low surrogate", br#"{"name": "\udc00x"}"#),
        ("a BOM before the JSON", b"\xef\xbb\xbf{\"name\": \"x\"}"),
    ];
    let mut sent = 0;
    for (method, path, _) in &bodies {
        for (what, raw_body) in broken {
            let reply = app
                .send(
                    app.request(method.clone(), path)
                        .header("content-type", "application/json")
                        .body(raw_body.to_vec()),
                )
                .await;
            sent += 1;
            figures.check(reply.status == 400 && is_json(&reply), || {
                format!("{what} to {method} {path}: {} {}", reply.status, reply.text)
            });
        }
    }

    // NUL in every string field of every body: a clean 400, never the database's 500.
    for (method, path, valid) in &bodies {
        let mut places = Vec::new();
        pointers(valid, String::new(), &mut places);
        for place in places {
            if !valid.pointer(&place).is_some_and(Value::is_string) {
                continue;
            }
            for poison in ["\u{0}", "before\u{0}after"] {
                let mut body = valid.clone();
                *body.pointer_mut(&place).unwrap() = json!(poison);
                let reply = app.send(app.request(method.clone(), path).json(&body)).await;
                sent += 1;
                figures.check(reply.status == 400 && is_json(&reply), || {
                    format!("NUL at {place} of {method} {path}: {} {}", reply.status, reply.text)
                });
            }
        }
        // A NUL in the name of an unknown field is ignored like the field itself.
        let mut body = valid.clone();
        body["x\u{0}y"] = json!("z\u{0}");
        let reply = app.send(app.request(method.clone(), path).json(&body)).await;
        sent += 1;
        figures.check(reply.status.as_u16() < 500 && is_json(&reply), || {
            format!("a NUL key to {method} {path}: {} {}", reply.status, reply.text)
        });
    }

    // NUL and invalid UTF-8 in paths and query strings.
    for path in [
        "/api/v1/candidates?search=%00",
        "/api/v1/candidates?search=a%00b",
        "/api/v1/candidates?search=%ff",
        "/api/v1/candidates/%00",
        "/api/v1/candidates/%ff",
        "/api/v1/jobs?cursor=%00",
        "/api/v1/interviews?cursor=%00",
        "/api/v1/interviews?status=%00",
        "/api/v1/interviews/%00",
        "/api/v1/webhooks?cursor=%ff",
        "/api/v1/sessions/%00",
        "/api/v1/sessions/%ff%fe",
        "/api/v1/sessions/a%00b/start",
    ] {
        let method = if path.ends_with("/start") {
            Method::POST
        } else {
            Method::GET
        };
        let reply = app.send(app.request(method, path)).await;
        sent += 1;
        figures.check(reply.status.is_client_error() && is_json(&reply), || {
            format!("{path}: {} {}", reply.status, reply.text)
        });
    }

    // Unusual but valid text is data: stored and returned exactly.
    for name in [
        "\u{feff}BOM",
        "\u{ffff}\u{10ffff}",
        "🦀 Ferris",
        "e\u{301}",
        "\u{202e}reversed",
        "ﷺ",
    ] {
        let reply = app.post("/api/v1/candidates", &json!({"name": name})).await;
        sent += 1;
        figures.check(reply.status == 201 && reply.json()["data"]["name"] == name, || {
            format!("{name:?}: {} {}", reply.status, reply.text)
        });
    }
    figures.operations = sent;
    figures.note("invalid UTF-8, overlong and surrogate encodings, lone surrogate escapes, raw and escaped NUL in every string field, NUL and %ff in paths and queries: all 400 JSON; valid exotic text stored exactly");
    figures.finish();
}

async fn answer(app: &TestApp, token: &str, question: &str, transcript: &str) -> interview_api_test_support::Reply {
    app.post(
        &format!("/api/v1/sessions/{token}/responses"),
        &json!({"question_id": question, "transcript": transcript, "duration_seconds": 60}),
    )
    .await
}

/// An interview with `questions` job questions, started: its token and question ids.
async fn started_interview(app: &TestApp, questions: usize) -> (String, Vec<String>) {
    let questions: Vec<Value> = (0..questions)
        .map(|n| json!({"question_text": format!("Question {n}"), "question_type": "technical"}))
        .collect();
    let job = app
        .post("/api/v1/jobs", &json!({"title": "Long talker", "questions": questions}))
        .await;
    assert_eq!(job.status, 201, "{}", job.text);
    let invitation = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job.json()["data"]["id"], "candidate_name": "Verbose"}),
        )
        .await;
    assert_eq!(invitation.status, 201, "{}", invitation.text);
    let token = invitation.json()["token"].as_str().unwrap().to_owned();
    let started = app.post(&format!("/api/v1/sessions/{token}/start"), &json!({})).await;
    assert_eq!(started.status, 200, "{}", started.text);
    let ids = started.json()["data"]["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["id"].as_str().unwrap().to_owned())
        .collect();
    (token, ids)
}

#[tokio::test]
async fn an_interviews_answers_hold_a_bounded_transcript_and_a_page_of_them_a_bounded_size() {
    let mut figures = Figures::new("hostile-sizes");
    let app = spawn_app_with(unlimited(&[])).await;
    let long = "word ".repeat(20_000); // 100,000 characters, the most one answer takes
    let (token, questions) = started_interview(&app, 6).await;
    for question in &questions[..5] {
        let reply = answer(&app, &token, question, &long).await;
        figures.check(reply.status == 200, || {
            format!("an answer within the bound: {}", reply.status)
        });
    }
    let over = answer(&app, &token, &questions[5], "one more").await;
    figures.check(
        over.status == 400 && over.json()["error"]["details"]["transcript"].is_string(),
        || {
            format!(
                "an answer past 500,000 characters in all: {} {}",
                over.status, over.text
            )
        },
    );
    // Replacing an answer counts the new text instead of the old one.
    let replaced = answer(&app, &token, &questions[0], "shorter").await;
    figures.check(replaced.status == 200, || {
        format!("a replaced answer: {}", replaced.status)
    });
    let now_fits = answer(&app, &token, &questions[5], "one more").await;
    figures.check(now_fits.status == 200, || {
        format!("an answer after room was made: {}", now_fits.status)
    });

    // Nine interviews of 500,000 characters: a page stops before 4 MB, and its cursor goes on.
    for _ in 0..8 {
        let (token, questions) = started_interview(&app, 5).await;
        for question in &questions {
            assert_eq!(answer(&app, &token, question, &long).await.status, 200);
        }
    }
    let first = app.get("/api/v1/interviews?limit=100").await;
    let first = first.json();
    let on_first = first["data"].as_array().unwrap().len();
    figures.check(on_first < 9 && first["pagination"]["has_more"] == true, || {
        format!(
            "the first page held {on_first} interviews, has_more {}",
            first["pagination"]["has_more"]
        )
    });
    let cursor = first["pagination"]["next_cursor"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let second = app
        .get(&format!("/api/v1/interviews?limit=100&cursor={cursor}"))
        .await
        .json();
    let on_second = second["data"].as_array().map_or(0, Vec::len);
    figures.check(on_first + on_second == 9, || {
        format!("pages of {on_first} and {on_second} interviews")
    });
    figures.check(first.to_string().len() < 5_000_000, || {
        "the first page is over 5 MB".to_owned()
    });

    // A huge array is one problem; an answer lists at most 100 problems and says how many more.
    let skills: Vec<Value> = (0..20_000)
        .map(|_| json!({"name": "x", "category": "technical"}))
        .collect();
    let huge = app
        .post(
            "/api/v1/candidates",
            &json!({"name": "Many skills", "cv": {"skills": skills}}),
        )
        .await;
    let details = huge.json()["details"].as_array().map_or(0, Vec::len);
    figures.check(huge.status == 400 && details == 1, || {
        format!("a 20,000-item array: {} problems", details)
    });
    let questions: Vec<Value> = (0..100).map(|_| json!({"question_text": ""})).collect();
    let many = app
        .post("/api/v1/jobs", &json!({"title": "", "questions": questions}))
        .await;
    let listed = many.json()["error"]["details"].as_object().map_or(0, |d| d.len());
    figures.check(many.status == 400 && listed == 101, || {
        format!(
            "201 problems were answered as {listed} entries: {}",
            &many.text[..200.min(many.text.len())]
        )
    });
    figures.operations = 70;
    figures.note(format!(
        "a page of interviews stopped at {on_first} of 9 (4 MB of transcripts)"
    ));
    figures.finish();
}
