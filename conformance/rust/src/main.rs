//! The whole product flow, driven through the Rust client that OpenAPI Generator's `rust`
//! generator (reqwest) makes from openapi.yaml (`make sdk-rust`, into target/sdk/rust, never
//! committed), compiled with this program.
//!
//! It follows conformance/sdk_flow.py and conformance/typescript/flow.ts: jobs, candidates,
//! invitations, a whole interview through the session endpoints, credits, the event log, webhook
//! endpoints (a ping, a rotated secret, a recovery), a batch, links extended and re-issued,
//! evaluations, consent, export and erasure, a candidate patched and deleted, the documented
//! error shapes read out of the client's `Error::ResponseError`, every page of the lists, and
//! test mode. Webhooks are received in this process and their Standard Webhooks signatures
//! verified as openapi.yaml documents them.
//!
//! The generated client hands back models only, so the client talks to the server through a
//! small relay in this process that keeps the last answer as sent: every typed response must then
//! be, field for field, what the server wrote (a renamed, missing, extra or mistyped field fails,
//! and so does a value the model does not give back as sent), with `Content-Type:
//! application/json; charset=utf-8`. Exits non-zero on any deviation.
//!
//!     target/conformance/rust/debug/rust-flow --base-url http://127.0.0.1:8080/api/v1 --api-key ivk_live_...

use std::collections::HashMap;
use std::fmt::Debug;
use std::future::Future;
use std::io::{self, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{self, Receiver as Channel, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use hmac::{Hmac, Mac};
use interview_api_client::apis::configuration::Configuration;
use interview_api_client::apis::{
    Error as ClientError, api_keys_api, candidates_api, credits_api, erasures_api, events_api, interviews_api,
    invitations_api, jobs_api, sessions_api, settings_api, webhooks_api,
};
use interview_api_client::models::{
    self, CreditTransactionType, CvParseSource, ErrorType, EventType, InterviewStatus, KeyMode, QuestionSource,
    QuestionType, Recommendation, SimulationOutcome, SkillCategory, SkillProficiency, VoiceId, WebhookDeliveryOutcome,
    WebhookDeliveryStatus, WebhookEventType,
};
use serde::Serialize;
use serde_json::{Value, json};
use sha2::Sha256;
use uuid::Uuid;

type Result<T> = std::result::Result<T, String>;

macro_rules! check {
    ($condition:expr, $($message:tt)+) => {
        if !$condition {
            return Err(format!($($message)+));
        }
    };
}

/// `Some(Some(value))`: an optional request field given a value (the client models a nullable
/// optional field as `Option<Option<T>>`, `Some(None)` sending `null`).
fn some<T>(value: T) -> Option<Option<T>> {
    Some(Some(value))
}

fn idempotency_key() -> String {
    Uuid::new_v4().to_string()
}

// ---------------------------------------------------------------------------------------------
// HTTP on plain sockets: the relay in front of the server and the webhook receiver.

/// One HTTP message as it went over the wire.
#[derive(Clone, Debug, Default)]
struct Message {
    /// The status (responses) or the request line.
    start: String,
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Message {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Reads a message head and its `Content-Length` body (requests), or everything to the end of the
/// stream (responses of a `Connection: close` exchange, chunked or not).
fn read_message(stream: &mut impl Read, to_end: bool) -> io::Result<Message> {
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 16384];
    let head_end = loop {
        if let Some(at) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            break at;
        }
        let n = stream.read(&mut chunk)?;
        if n == 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "connection closed before the head ended",
            ));
        }
        buffer.extend_from_slice(&chunk[..n]);
    };
    let head = String::from_utf8_lossy(&buffer[..head_end]).into_owned();
    let mut body = buffer[head_end + 4..].to_vec();
    let mut lines = head.split("\r\n");
    let start = lines.next().unwrap_or_default().to_owned();
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let mut message = Message {
        status: 0,
        start,
        headers,
        body: Vec::new(),
    };
    if to_end {
        stream.read_to_end(&mut body)?;
        message.status = message
            .start
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        if message
            .header("transfer-encoding")
            .is_some_and(|v| v.eq_ignore_ascii_case("chunked"))
        {
            body = dechunk(&body)?;
        }
    } else {
        let length: usize = message
            .header("content-length")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        while body.len() < length {
            let n = stream.read(&mut chunk)?;
            if n == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "connection closed inside the body",
                ));
            }
            body.extend_from_slice(&chunk[..n]);
        }
    }
    message.body = body;
    Ok(message)
}

fn dechunk(mut data: &[u8]) -> io::Result<Vec<u8>> {
    let invalid = || io::Error::new(io::ErrorKind::InvalidData, "malformed chunked body");
    let mut out = Vec::new();
    loop {
        let line_end = data.windows(2).position(|w| w == b"\r\n").ok_or_else(invalid)?;
        let size_text = String::from_utf8_lossy(&data[..line_end]);
        let size =
            usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16).map_err(|_| invalid())?;
        data = &data[line_end + 2..];
        if size == 0 {
            return Ok(out);
        }
        out.extend_from_slice(data.get(..size).ok_or_else(invalid)?);
        data = data.get(size + 2..).ok_or_else(invalid)?;
    }
}

/// Forwards each request to the server as it is (with `Connection: close`) and its answer back,
/// keeping the last answer for `typed` to compare the client's model with.
struct Relay {
    base_url: String,
    last: Arc<Mutex<Option<Message>>>,
}

impl Relay {
    fn start(server_base_url: &str) -> Result<Relay> {
        let rest = server_base_url
            .strip_prefix("http://")
            .ok_or_else(|| format!("the base URL is not http://: {server_base_url}"))?;
        let (authority, path) = rest.split_once('/').map_or((rest, ""), |(a, p)| (a, p));
        let upstream = authority.to_owned();
        let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("relay: {e}"))?;
        let port = listener.local_addr().map_err(|e| format!("relay: {e}"))?.port();
        let last = Arc::new(Mutex::new(None));
        let kept = last.clone();
        thread::spawn(move || {
            for client in listener.incoming().flatten() {
                if let Err(error) = relay(client, &upstream, &kept) {
                    eprintln!("relay: {error}");
                }
            }
        });
        Ok(Relay {
            base_url: format!("http://127.0.0.1:{port}/{path}")
                .trim_end_matches('/')
                .to_owned(),
            last,
        })
    }

    fn take(&self) -> Result<Message> {
        self.last
            .lock()
            .unwrap()
            .take()
            .ok_or_else(|| "the relay saw no answer".to_owned())
    }
}

fn relay(mut client: TcpStream, upstream: &str, last: &Mutex<Option<Message>>) -> io::Result<()> {
    let request = read_message(&mut client, false)?;
    let mut head = format!("{}\r\n", request.start);
    for (name, value) in &request.headers {
        if !name.eq_ignore_ascii_case("connection") {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
    }
    head.push_str("Connection: close\r\n\r\n");
    let mut server = TcpStream::connect(upstream)?;
    server.write_all(head.as_bytes())?;
    server.write_all(&request.body)?;
    let mut raw = Vec::new();
    server.read_to_end(&mut raw)?;
    *last.lock().unwrap() = Some(read_message(&mut raw.as_slice(), true)?);
    client.write_all(&raw)?;
    client.flush()
}

/// Collects webhook deliveries on 127.0.0.1 and answers 204.
struct Receiver {
    url: String,
    deliveries: Channel<Message>,
}

impl Receiver {
    fn start() -> Result<Receiver> {
        let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("receiver: {e}"))?;
        let port = listener.local_addr().map_err(|e| format!("receiver: {e}"))?.port();
        let (sender, deliveries) = mpsc::channel();
        thread::spawn(move || {
            for mut stream in listener.incoming().flatten() {
                let Ok(delivery) = read_message(&mut stream, false) else {
                    continue;
                };
                let _ = stream.write_all(b"HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n");
                if sender.send(delivery).is_err() {
                    return;
                }
            }
        });
        Ok(Receiver {
            url: format!("http://127.0.0.1:{port}/interview-events"),
            deliveries,
        })
    }

    fn next(&self, timeout: Duration) -> Result<Message> {
        match self.deliveries.recv_timeout(timeout) {
            Ok(delivery) => Ok(delivery),
            Err(RecvTimeoutError::Timeout) => Err(format!("no webhook delivery within {} s", timeout.as_secs())),
            Err(RecvTimeoutError::Disconnected) => Err("the webhook receiver stopped".to_owned()),
        }
    }

    /// The next delivery whose payload `matches`, passing over others (each signed with `secret`).
    fn until(&self, timeout: Duration, secret: &str, matches: impl Fn(&Value) -> bool) -> Result<(Message, Value)> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline
                .saturating_duration_since(Instant::now())
                .max(Duration::from_millis(1));
            let delivery = self.next(left)?;
            verify_signature(secret, &delivery)?;
            let payload: Value = serde_json::from_slice(&delivery.body).map_err(|e| format!("webhook body: {e}"))?;
            if matches(&payload) {
                return Ok((delivery, payload));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Standard Webhooks.

/// `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` (the body exactly
/// as received), keyed with the base64-decoded part of the secret after `whsec_`, compared in
/// constant time with each space-separated `v1,` entry; a timestamp more than 5 minutes off is
/// refused.
fn signature_valid(secret: &str, id: &str, timestamp: &str, signature: &str, body: &[u8], now: u64) -> bool {
    let Some(encoded) = secret.strip_prefix("whsec_") else {
        return false;
    };
    let Ok(key) = BASE64.decode(encoded) else { return false };
    let Ok(seconds) = timestamp.parse::<u64>() else {
        return false;
    };
    if !timestamp.bytes().all(|b| b.is_ascii_digit()) || now.abs_diff(seconds) > 300 {
        return false;
    }
    signature
        .split(' ')
        .filter_map(|entry| entry.strip_prefix("v1,"))
        .any(|given| {
            let Ok(given) = BASE64.decode(given) else { return false };
            let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes a key of any length");
            mac.update(format!("{id}.{timestamp}.").as_bytes());
            mac.update(body);
            mac.verify_slice(&given).is_ok()
        })
}

fn now_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

fn verify_signature(secret: &str, delivery: &Message) -> Result<()> {
    let header = |name: &str| {
        delivery
            .header(name)
            .filter(|v| !v.is_empty())
            .ok_or_else(|| format!("webhook header {name} missing: {:?}", delivery.headers))
    };
    let (id, timestamp, signature) = (
        header("webhook-id")?,
        header("webhook-timestamp")?,
        header("webhook-signature")?,
    );
    check!(
        signature_valid(secret, id, timestamp, signature, &delivery.body, now_seconds()),
        "webhook-signature of {id} does not verify"
    );
    Ok(())
}

/// The verifier agrees with the worked example of openapi.yaml (Webhooks), and refuses a change.
fn signature_self_test() -> Result<()> {
    let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    let id = "evt_01937a5c2e4f7d01b8a9c3d2e1f04a5b";
    let body = concat!(
        r#"{"id":"evt_01937a5c2e4f7d01b8a9c3d2e1f04a5b","type":"interview_started","#,
        r#""created_at":"2026-11-22T07:03:41.286Z","#,
        r#""data":{"id":"01937a2b-3c4d-7e5f-a061-7b8c9d0e1f2a","status":"in_progress"}}"#
    );
    let signature = "v1,Vzzw9d1y+kyShPLZfyVE6nXf0f+6ApkoaAGGLGiPJcs=";
    let at = 1795331021;
    check!(
        signature_valid(secret, id, "1795331021", signature, body.as_bytes(), at),
        "the documented example verifies"
    );
    check!(
        signature_valid(
            secret,
            id,
            "1795331021",
            &format!("v1,bm90IGl0 {signature}"),
            body.as_bytes(),
            at + 299
        ),
        "any v1 entry may match, within 5 minutes"
    );
    check!(
        !signature_valid(secret, id, "1795331021", signature, body.as_bytes(), at + 301),
        "an old timestamp is refused"
    );
    check!(
        !signature_valid(secret, id, "1795331022", signature, body.as_bytes(), at),
        "the timestamp is signed"
    );
    let changed = body.replace("in_progress", "completed");
    check!(
        !signature_valid(secret, id, "1795331021", signature, changed.as_bytes(), at),
        "the body is signed"
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Typed calls checked against what the server sent.

/// The raw JSON has exactly the keys the model (serialized again by the client's serde) has, at
/// every level, with the same values. A key the model writes as `null` may be absent from the
/// response (an optional field the contract leaves out when never given); timestamps compare as
/// instants (the model writes `+00:00` for the contract's `Z`).
fn same_shape(raw: &Value, model: &Value, path: &str) -> Result<()> {
    match (raw, model) {
        (Value::Object(raw), Value::Object(model)) => {
            let extra: Vec<&String> = raw.keys().filter(|k| !model.contains_key(*k)).collect();
            check!(
                extra.is_empty(),
                "{path}: fields the contract does not document: {extra:?}"
            );
            let missing: Vec<&String> = model
                .iter()
                .filter(|(k, v)| !raw.contains_key(*k) && !v.is_null())
                .map(|(k, _)| k)
                .collect();
            check!(
                missing.is_empty(),
                "{path}: documented fields missing from the response: {missing:?}"
            );
            for (key, value) in raw {
                same_shape(value, &model[key], &format!("{path}.{key}"))?;
            }
            Ok(())
        }
        (Value::Array(raw), Value::Array(model)) => {
            check!(
                raw.len() == model.len(),
                "{path}: {} items in the response, {} in the model",
                raw.len(),
                model.len()
            );
            for (i, (r, m)) in raw.iter().zip(model).enumerate() {
                same_shape(r, m, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        (Value::String(r), Value::String(m)) if r != m => {
            let instant = |s: &str| chrono::DateTime::parse_from_rfc3339(s).ok();
            check!(
                instant(r).is_some() && instant(r) == instant(m),
                "{path}: {r:?} in the response, {m:?} in the model"
            );
            Ok(())
        }
        (Value::Number(r), Value::Number(m)) => {
            check!(
                r.as_f64() == m.as_f64(),
                "{path}: {r} in the response, {m} in the model"
            );
            Ok(())
        }
        (r, m) => {
            check!(r == m, "{path}: {r} in the response, {m} in the model");
            Ok(())
        }
    }
}

fn describe<E: Debug>(what: &str, error: ClientError<E>) -> String {
    match error {
        ClientError::ResponseError(content) => format!("{what}: {} {}", content.status, content.content),
        other => format!("{what}: {other}"),
    }
}

/// One client of the API (an API key) through the relay.
struct Client<'a> {
    config: Configuration,
    relay: &'a Relay,
}

impl<'a> Client<'a> {
    fn new(relay: &'a Relay, api_key: &str) -> Client<'a> {
        let mut config = Configuration::new();
        config.base_path = relay.base_url.clone();
        config.bearer_access_token = Some(api_key.to_owned());
        Client { config, relay }
    }

    /// Calls an operation, and checks its answer is the documented model, field for field.
    async fn typed<T: Serialize, E: Debug>(
        &self,
        what: &str,
        call: impl Future<Output = std::result::Result<T, ClientError<E>>>,
    ) -> Result<T> {
        let value = call.await.map_err(|e| describe(what, e))?;
        let response = self.relay.take()?;
        let content_type = response.header("content-type").unwrap_or_default();
        check!(
            content_type == "application/json; charset=utf-8",
            "{what}: Content-Type {content_type:?}"
        );
        let raw: Value = serde_json::from_slice(&response.body).map_err(|e| format!("{what}: {e}"))?;
        let model = serde_json::to_value(&value).map_err(|e| format!("{what}: {e}"))?;
        same_shape(&raw, &model, what)?;
        Ok(value)
    }

    /// The error an operation must fail with: the client's `Error::ResponseError` with that status,
    /// its JSON body, and the answer as sent.
    async fn failure<T: Debug, E: Debug>(
        &self,
        what: &str,
        call: impl Future<Output = std::result::Result<T, ClientError<E>>>,
        status: u16,
    ) -> Result<(Value, Message)> {
        match call.await {
            Ok(value) => Err(format!("{what}: expected a {status}, the call succeeded: {value:?}")),
            Err(ClientError::ResponseError(content)) => {
                check!(
                    content.status.as_u16() == status,
                    "{what}: status {}, expected {status}",
                    content.status
                );
                let response = self.relay.take()?;
                let content_type = response.header("content-type").unwrap_or_default();
                check!(
                    content_type == "application/json; charset=utf-8",
                    "{what}: error Content-Type {content_type:?}"
                );
                let raw = serde_json::from_str(&content.content).map_err(|e| format!("{what}: {e}"))?;
                Ok((raw, response))
            }
            Err(other) => Err(describe(what, other)),
        }
    }

    /// A structured error (`ErrorResponse`) of the given status and type.
    async fn structured_error<T: Debug, E: Debug>(
        &self,
        what: &str,
        call: impl Future<Output = std::result::Result<T, ClientError<E>>>,
        status: u16,
        kind: ErrorType,
    ) -> Result<(models::ErrorBody, Message)> {
        let (raw, response) = self.failure(what, call, status).await?;
        let error: models::ErrorResponse =
            serde_json::from_value(raw.clone()).map_err(|e| format!("{what}: {status} is not ErrorResponse: {e}"))?;
        same_shape(
            &raw,
            &serde_json::to_value(&error).unwrap(),
            &format!("{what} ({status})"),
        )?;
        check!(
            error.error.r#type == kind,
            "{what}: error type {:?}, expected {kind:?}",
            error.error.r#type
        );
        check!(!error.error.message.is_empty(), "{what}: an error without a message");
        Ok((*error.error, response))
    }

    /// The candidate endpoints' own 404: the simple shape, `{"error": "Candidate not found"}`.
    async fn candidate_not_found<T: Debug, E: Debug>(
        &self,
        what: &str,
        call: impl Future<Output = std::result::Result<T, ClientError<E>>>,
    ) -> Result<()> {
        let (raw, _) = self.failure(what, call, 404).await?;
        let error: models::SimpleError =
            serde_json::from_value(raw.clone()).map_err(|e| format!("{what}: 404 is not SimpleError: {e}"))?;
        same_shape(&raw, &serde_json::to_value(&error).unwrap(), &format!("{what} (404)"))?;
        check!(error.error == "Candidate not found", "{what}: {:?}", error.error);
        Ok(())
    }
}

/// A webhook body read into a model, field for field.
fn webhook<T: serde::de::DeserializeOwned + Serialize>(payload: &Value, what: &str) -> Result<T> {
    let model: T = serde_json::from_value(payload.clone()).map_err(|e| format!("{what}: {e}: {payload}"))?;
    same_shape(payload, &serde_json::to_value(&model).unwrap(), what)?;
    Ok(model)
}

fn ids<T>(items: &[T], id: impl Fn(&T) -> Uuid) -> Vec<Uuid> {
    items.iter().map(id).collect()
}

// ---------------------------------------------------------------------------------------------
// The flow.

fn job_question(
    text: &str,
    kind: QuestionType,
    time_limit: Option<i32>,
    order: Option<i32>,
) -> models::JobQuestionInput {
    let mut question = models::JobQuestionInput::new(text.to_owned(), kind);
    question.time_limit_seconds = time_limit.map(Some);
    question.order_index = order.map(Some);
    question
}

fn cv() -> models::CvInput {
    let mut current = models::WorkExperience::new("Northwind Payments".into(), "Senior Software Engineer".into());
    current.start_date = some("2021-03".into());
    current.is_current = some(true);
    let mut previous = models::WorkExperience::new("Contoso Bank".into(), "Software Engineer".into());
    previous.start_date = some("2017-09".into());
    previous.end_date = some("2021-02".into());
    previous.is_current = some(false);
    let mut education = models::Education::new("University of Lagos".into());
    education.degree = some("Bachelor".into());
    education.field = some("Computer Science".into());
    education.start_date = some("2013".into());
    education.end_date = some("2017-07".into());
    let mut skill = models::Skill::new("Rust".into());
    skill.category = some(SkillCategory::Technical);
    skill.proficiency = some(SkillProficiency::Expert);
    let mut certification = models::Certification::new("AWS Solutions Architect".into());
    certification.issuer = some("Amazon Web Services".into());
    certification.issue_date = some("2023-05".into());
    let mut cv = models::CvInput::new();
    cv.summary = some("Backend engineer with eight years of experience building payment systems.".into());
    cv.work_experiences = some(vec![current, previous]);
    cv.education = some(vec![education]);
    cv.skills = some(vec![skill]);
    cv.certifications = some(vec![certification]);
    cv.linkedin_url = some("https://www.linkedin.com/in/amara-okafor".into());
    cv
}

fn candidate(name: String) -> models::CandidateCreate {
    models::CandidateCreate::new(name)
}

fn invitation_of(job: Uuid, candidate_id: Option<Uuid>, candidate_name: Option<String>) -> models::InvitationCreate {
    let mut invitation = models::InvitationCreate::new(job);
    invitation.candidate_id = candidate_id;
    invitation.candidate_name = candidate_name;
    invitation
}

async fn flow(base_url: &str, api_key: &str) -> Result<()> {
    signature_self_test()?;
    let relay = Relay::start(base_url)?;
    let client = Client::new(&relay, api_key);
    let c = &client.config;
    let run = Uuid::new_v4().simple().to_string()[..8].to_owned();
    let receiver = Receiver::start()?;

    let mut create = models::WebhookEndpointCreate::new(receiver.url.clone());
    create.events = some(vec![
        WebhookEventType::InterviewStarted,
        WebhookEventType::InterviewEnded,
    ]);
    create.description = some(format!("rust flow {run}"));
    let endpoint = client
        .typed(
            "createWebhookEndpoint",
            webhooks_api::create_webhook_endpoint(c, create, Some(&idempotency_key())),
        )
        .await?
        .data;
    println!("webhook endpoint {} -> {}", endpoint.id, endpoint.url);
    let endpoint_id = endpoint.id.to_string();

    let mut job_create = models::JobCreate::new(
        format!("Senior Backend Engineer {run}"),
        vec![
            job_question(
                "How would you make payment capture idempotent across client retries?",
                QuestionType::Technical,
                Some(300),
                Some(0),
            ),
            job_question(
                "Tell me about a time you pushed back on a product decision.",
                QuestionType::Behavioral,
                Some(180),
                Some(1),
            ),
            job_question(
                "What would you change in your last team's on-call?",
                QuestionType::Situational,
                None,
                Some(2),
            ),
        ],
    );
    job_create.description = some("Payments platform team.".into());
    let job = client
        .typed(
            "createJob",
            jobs_api::create_job(c, job_create, Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(
        job.questions.len() == 3 && job.questions[2].time_limit_seconds == 180,
        "job questions as sent"
    );
    let job_id = job.id.to_string();
    check!(
        client.typed("getJob", jobs_api::get_job(c, &job_id)).await?.data.id == job.id,
        "job reads back"
    );
    let listed = client
        .typed("listJobs", jobs_api::list_jobs(c, Some(5), None, None))
        .await?;
    check!(listed.data.iter().any(|j| j.id == job.id), "job listed");
    println!("job {} with {} questions", job.id, job.questions.len());

    let mut amara = candidate(format!("Amara Okafor {run}"));
    amara.title = some("Senior Software Engineer".into());
    amara.cv = some(Box::new(cv()));
    let amara = client
        .typed("createCandidate", candidates_api::create_candidate(c, amara, None))
        .await?
        .data;
    let lukas = client
        .typed(
            "createCandidate",
            candidates_api::create_candidate(c, candidate(format!("Lukas Brenner {run}")), None),
        )
        .await?
        .data;
    check!(
        amara
            .cv
            .as_ref()
            .is_some_and(|cv| cv.parse_source == CvParseSource::Manual),
        "CV stored as manual"
    );
    check!(
        lukas.cv.is_none() && lukas.title.is_none(),
        "a candidate without CV or title"
    );
    let page = client
        .typed(
            "listCandidates",
            candidates_api::list_candidates(c, Some(1), Some(100), None, None),
        )
        .await?;
    let listed = ids(&page.data, |c| c.id);
    let (at_amara, at_lukas) = (
        listed.iter().position(|i| *i == amara.id),
        listed.iter().position(|i| *i == lukas.id),
    );
    check!(at_amara.is_some() && at_lukas.is_some(), "both candidates listed");
    check!(at_lukas < at_amara, "newest first");
    let search = format!("okafor {run}").to_uppercase();
    let found = client
        .typed(
            "listCandidates",
            candidates_api::list_candidates(c, None, None, Some(&search), None),
        )
        .await?;
    check!(
        ids(&found.data, |c| c.id) == vec![amara.id] && found.pagination.total == 1,
        "search by name"
    );
    println!(
        "candidates {}, {}; search found {}",
        amara.id, lukas.id, found.pagination.total
    );

    let before = client
        .typed("getCreditBalance", credits_api::get_credit_balance(c))
        .await?;
    let mut custom = models::CustomQuestion::new(
        "Our on-call rotation is one week in six. How do you keep it sustainable?".into(),
        QuestionType::Situational,
    );
    custom.time_limit_seconds = some(240);
    let mut config = models::QuestionConfig::new();
    config.excluded_question_ids = some(vec![job.questions[2].id]);
    config.custom_questions = some(vec![custom]);
    config.question_order = some(vec!["custom_0".into(), job.questions[1].id.to_string()]);
    let mut invite = invitation_of(job.id, None, Some(amara.name.clone()));
    invite.candidate_cv = some(Box::new(cv()));
    invite.question_config = some(Box::new(config));
    invite.expires_in_days = some(7);
    invite.locale_id = some("en-GB".into());
    invite.voice_id = some(VoiceId::WarmFemale);
    let invitation = client
        .typed(
            "createInvitation",
            invitations_api::create_invitation(c, Some(invite), Some(&idempotency_key())),
        )
        .await?;
    check!(
        invitation.status == InterviewStatus::Invited,
        "a new invitation is invited"
    );
    check!(
        invitation.estimated_duration_seconds == 240 + 180 + 300,
        "estimated duration"
    );
    check!(invitation.estimated_credits == 12, "ceil(720 / 60) credits");
    check!(
        invitation.interview_url.ends_with(&format!("/{}", invitation.token)),
        "interview_url ends with the token"
    );
    let reserved = client
        .typed("getCreditBalance", credits_api::get_credit_balance(c))
        .await?;
    check!(
        reserved.reserved_credits == before.reserved_credits + 12,
        "credits reserved"
    );
    check!(
        reserved.available_credits == reserved.total_balance - reserved.reserved_credits,
        "available"
    );
    println!(
        "invitation {}: {} credits reserved",
        invitation.id, invitation.estimated_credits
    );
    let interview_id = invitation.id.to_string();

    let questions = client
        .typed(
            "listInterviewQuestions",
            interviews_api::list_interview_questions(c, &interview_id),
        )
        .await?;
    let sources: Vec<(QuestionSource, Option<Uuid>)> =
        questions.data.iter().map(|q| (q.source, q.job_question_id)).collect();
    check!(
        sources
            == vec![
                (QuestionSource::Custom, None),
                (QuestionSource::Job, Some(job.questions[1].id)),
                (QuestionSource::Job, Some(job.questions[0].id)),
            ],
        "question configuration applied: {sources:?}"
    );

    let token = invitation.token.clone();
    let session = client
        .typed("getSession", sessions_api::get_session(c, &token))
        .await?
        .data;
    check!(
        session.status == InterviewStatus::Invited && session.questions.len() == 3,
        "session before start"
    );
    check!(session.candidate_cv.is_some(), "the CV snapshot reaches the runtime");
    // An optional body left out is `None` to the client, which then sends `null`, and the server
    // refuses a `null` body: an empty one is sent instead.
    let started = client
        .typed(
            "startSession",
            sessions_api::start_session(c, &token, None, Some(models::SessionStart::new())),
        )
        .await?
        .data;
    check!(
        started.status == InterviewStatus::InProgress && started.started_at.is_some(),
        "started"
    );
    for (i, question) in started.questions.iter().enumerate() {
        let answer = models::SessionResponseCreate::new(question.id, format!("Answer {}.", i + 1), 30);
        let answer = client
            .typed(
                "recordSessionResponse",
                sessions_api::record_session_response(c, &token, answer, None),
            )
            .await?
            .data;
        check!(answer.question_id == question.id, "answer recorded for its question");
    }
    let completed = client
        .typed(
            "completeSession",
            sessions_api::complete_session(c, &token, None, Some(models::SessionComplete::new())),
        )
        .await?
        .data;
    check!(completed.status == InterviewStatus::Completed, "completed");
    println!(
        "session {}…: started, {} answers, completed",
        &token[..8],
        started.questions.len()
    );

    let result = client
        .typed("getInterview", interviews_api::get_interview(c, &interview_id))
        .await?
        .data;
    check!(
        result.status == InterviewStatus::Completed && result.completed_at.is_some(),
        "interview completed"
    );
    check!(result.responses.len() == 3, "three responses in the results");
    let charged = result.charged_credits.unwrap_or(0);
    check!(
        (1..=12).contains(&charged),
        "charged credits: {:?}",
        result.charged_credits
    );
    let listed = client
        .typed(
            "listInterviews",
            interviews_api::list_interviews(
                c,
                None,
                None,
                Some(InterviewStatus::Completed),
                Some(&job_id),
                None,
                None,
            ),
        )
        .await?;
    check!(
        ids(&listed.data, |i| i.id) == vec![invitation.id],
        "completed interviews of the job"
    );
    let after = client
        .typed("getCreditBalance", credits_api::get_credit_balance(c))
        .await?;
    check!(
        after.reserved_credits == before.reserved_credits,
        "reservation released"
    );
    check!(
        after.total_balance == before.total_balance - charged,
        "charged from the balance"
    );
    println!(
        "results: {:?}, {} responses, {charged} charged",
        result.status,
        result.responses.len()
    );

    let mut events: HashMap<WebhookEventType, models::WebhookEvent> = HashMap::new();
    let mut bodies: HashMap<WebhookEventType, Value> = HashMap::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    while events.len() < 2 {
        let left = deadline
            .saturating_duration_since(Instant::now())
            .max(Duration::from_secs(1));
        let delivery = receiver.next(left)?;
        verify_signature(&endpoint.secret, &delivery)?;
        let payload: Value = serde_json::from_slice(&delivery.body).map_err(|e| format!("webhook body: {e}"))?;
        let event: models::WebhookEvent = webhook(&payload, "webhook")?;
        check!(
            delivery.header("webhook-id") == Some(event.id.as_str()),
            "webhook-id is the event id"
        );
        if event.data.id == invitation.id {
            bodies.insert(event.r#type, payload);
            events.insert(event.r#type, event);
        }
    }
    check!(
        events[&WebhookEventType::InterviewStarted].data.status == InterviewStatus::InProgress,
        "started event"
    );
    check!(
        events[&WebhookEventType::InterviewEnded].data.status == InterviewStatus::Completed,
        "ended event"
    );
    println!("webhooks: interview_started and interview_ended received, signatures valid");

    // The attempt is logged once the receiver's answer is in, just after the receiver saw it.
    let deadline = Instant::now() + Duration::from_secs(15);
    let succeeded = loop {
        let deliveries = client
            .typed(
                "listWebhookDeliveries",
                webhooks_api::list_webhook_deliveries(c, &endpoint_id, None, None),
            )
            .await?;
        let succeeded = deliveries
            .data
            .iter()
            .filter(|d| d.outcome == WebhookDeliveryOutcome::Succeeded)
            .count();
        if succeeded >= 2 || Instant::now() > deadline {
            break succeeded;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    check!(succeeded >= 2, "both deliveries logged as succeeded ({succeeded} are)");
    println!("delivery log: {succeeded} succeeded attempts");

    // The credit ledger: the invitation's reservation, then its release and charge.
    let ledger = client
        .typed(
            "listCreditTransactions",
            credits_api::list_credit_transactions(c, None, None, Some(&interview_id)),
        )
        .await?;
    let kinds: Vec<CreditTransactionType> = ledger.data.iter().map(|t| t.r#type).collect();
    check!(
        kinds
            == vec![
                CreditTransactionType::Charge,
                CreditTransactionType::Release,
                CreditTransactionType::Reservation
            ],
        "the interview's ledger rows, newest first: {kinds:?}"
    );
    check!(-ledger.data[0].amount == charged, "the charge row is what was charged");
    println!("ledger: {kinds:?} for the interview");

    // The event log: both events, their payloads and attempts; a resend keeps the event id.
    let logged = client
        .typed(
            "listEvents",
            events_api::list_events(c, None, None, None, Some(&interview_id), None),
        )
        .await?;
    let mut types: Vec<EventType> = logged.data.iter().map(|e| e.r#type).collect();
    types.sort_by_key(|t| t.to_string());
    check!(
        types == vec![EventType::InterviewEnded, EventType::InterviewStarted],
        "both events in the log: {types:?}"
    );
    let ended = &events[&WebhookEventType::InterviewEnded];
    let detail = client
        .typed("getEvent", events_api::get_event(c, &ended.id))
        .await?
        .data;
    check!(
        detail.payload == bodies[&WebhookEventType::InterviewEnded],
        "the logged payload is what was sent"
    );
    let ours: Vec<&models::EventDelivery> = detail
        .deliveries
        .iter()
        .filter(|d| d.endpoint_id == endpoint.id)
        .collect();
    check!(
        ours.len() == 1 && ours[0].status == WebhookDeliveryStatus::Delivered,
        "delivered to us: {ours:?}"
    );
    let mut resend = models::EventResend::new();
    resend.endpoint_id = some(endpoint.id);
    let resent = client
        .typed(
            "resendEvent",
            events_api::resend_event(c, &ended.id, resend, Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(resent.endpoint_ids == vec![endpoint.id], "resent to the endpoint");
    let delivery = receiver.next(Duration::from_secs(30))?;
    verify_signature(&endpoint.secret, &delivery)?;
    check!(
        delivery.header("webhook-id") == Some(ended.id.as_str()),
        "a resend keeps the event id"
    );
    println!(
        "event log: {} events; {} resent with its id",
        logged.data.len(),
        ended.id
    );

    // Endpoint management: a signed ping, a rotated secret (both sign), new subscriptions.
    let ping = client
        .typed(
            "sendTestWebhook",
            webhooks_api::send_test_webhook(c, &endpoint_id, Some(&idempotency_key())),
        )
        .await?;
    let delivery = receiver.next(Duration::from_secs(30))?;
    verify_signature(&endpoint.secret, &delivery)?;
    let payload: Value = serde_json::from_slice(&delivery.body).map_err(|e| format!("ping body: {e}"))?;
    let pinged: models::WebhookPingEvent = webhook(&payload, "webhook ping")?;
    check!(
        pinged.id == ping.data.id && pinged.data.endpoint_id == endpoint.id,
        "the ping names its endpoint"
    );
    let rotated = client
        .typed(
            "rotateWebhookSecret",
            webhooks_api::rotate_webhook_secret(c, &endpoint_id, Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(
        rotated.secret != endpoint.secret && rotated.previous_secret_expires_at.is_some(),
        "rotated"
    );
    client
        .typed(
            "sendTestWebhook",
            webhooks_api::send_test_webhook(c, &endpoint_id, None),
        )
        .await?;
    let delivery = receiver.next(Duration::from_secs(30))?;
    verify_signature(&endpoint.secret, &delivery)?;
    verify_signature(&rotated.secret, &delivery)?;
    let mut update = models::WebhookEndpointUpdate::new();
    update.events = some(vec![
        WebhookEventType::InterviewStarted,
        WebhookEventType::InterviewEnded,
        WebhookEventType::InterviewCancelled,
        WebhookEventType::InterviewErased,
    ]);
    let updated = client
        .typed(
            "updateWebhookEndpoint",
            webhooks_api::update_webhook_endpoint(c, &endpoint_id, update),
        )
        .await?
        .data;
    check!(
        updated.events.contains(&WebhookEventType::InterviewCancelled),
        "subscribed to cancellations"
    );
    let since = chrono::DateTime::parse_from_rfc3339("2020-01-01T00:00:00.000Z").unwrap();
    let recovered = client
        .typed(
            "recoverWebhookDeliveries",
            webhooks_api::recover_webhook_deliveries(
                c,
                &endpoint_id,
                models::WebhookRecover::new(since),
                Some(&idempotency_key()),
            ),
        )
        .await?
        .data;
    check!(recovered.resent == 0, "nothing failed, nothing to recover");
    println!("endpoint: ping verified, secret rotated (both signatures verify), cancellations and erasures subscribed");

    // A stored candidate is invited by id; the interview keeps the link.
    let by_id = client
        .typed(
            "createInvitation",
            invitations_api::create_invitation(c, Some(invitation_of(job.id, Some(lukas.id), None)), None),
        )
        .await?;
    check!(
        by_id.candidate_id == Some(lukas.id) && by_id.candidate_name == lukas.name,
        "invited by candidate_id"
    );
    let of_lukas = client
        .typed(
            "listInterviews",
            interviews_api::list_interviews(c, None, None, None, None, Some(&lukas.id.to_string()), None),
        )
        .await?;
    check!(
        ids(&of_lukas.data, |i| i.id) == vec![by_id.id],
        "interviews of the candidate"
    );
    client
        .typed(
            "cancelInterview",
            interviews_api::cancel_interview(c, &by_id.id.to_string(), None),
        )
        .await?;
    println!("invitation {} of stored candidate {}", by_id.id, lukas.id);

    workflow(&client, &job, &run).await?;
    privacy(&client, &job, &run, &receiver, &rotated.secret).await?;
    candidate_record(&client, &run).await?;
    errors(&client, &relay, &interview_id, &run).await?;
    pagination(&client, &run).await?;
    let before = client
        .typed("getCreditBalance", credits_api::get_credit_balance(c))
        .await?;
    test_mode(&client, &relay, &run, before).await
}

/// Jobs edited and archived, a batch with metadata, a link extended and re-issued, an evaluation.
async fn workflow(client: &Client<'_>, job: &models::Job, run: &str) -> Result<()> {
    let c = &client.config;
    let job_id = job.id.to_string();
    let mut edit = models::JobUpdate::new();
    edit.title = some(format!("Staff Backend Engineer {run}"));
    edit.metadata = some(HashMap::from([("requisition".to_owned(), format!("REQ-{run}"))]));
    let edited = client
        .typed("updateJob", jobs_api::update_job(c, &job_id, edit))
        .await?
        .data;
    check!(
        edited.title.starts_with("Staff")
            && edited.metadata == HashMap::from([("requisition".to_owned(), format!("REQ-{run}"))]),
        "job edited"
    );
    let archived = client
        .typed(
            "archiveJob",
            jobs_api::archive_job(c, &job_id, Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(archived.archived_at.is_some(), "job archived");
    let listed = client
        .typed("listJobs", jobs_api::list_jobs(c, Some(100), None, Some(true)))
        .await?;
    check!(
        listed.data.iter().any(|j| j.id == job.id),
        "listed with the archived jobs"
    );
    client
        .typed(
            "unarchiveJob",
            jobs_api::unarchive_job(c, &job_id, Some(&idempotency_key())),
        )
        .await?;

    // A batch's items are free-form objects (each is answered on its own): an `InvitationCreate`
    // written out as JSON.
    let items = (0..3)
        .map(|i| {
            let mut item = invitation_of(job.id, None, Some(format!("Batch {i} {run}")));
            item.metadata = some(HashMap::from([("ats".to_owned(), format!("{run}-{i}"))]));
            serde_json::from_value(serde_json::to_value(item).unwrap()).unwrap()
        })
        .collect();
    let results = client
        .typed(
            "createInvitationBatch",
            invitations_api::create_invitation_batch(c, models::InvitationBatch::new(items), Some(&idempotency_key())),
        )
        .await?
        .data;
    let statuses: Vec<i32> = results.iter().map(|r| r.status).collect();
    check!(statuses == vec![201, 201, 201], "batch created: {statuses:?}");
    let first = results[0]
        .invitation
        .as_deref()
        .ok_or("the first batch item has no invitation")?;
    let first_id = first.id.to_string();
    let filter = format!("ats:{run}-0");
    let found = client
        .typed(
            "listInterviews",
            interviews_api::list_interviews(c, None, None, None, None, None, Some(&filter)),
        )
        .await?;
    check!(
        ids(&found.data, |i| i.id) == vec![first.id],
        "interviews filtered by metadata"
    );

    let extended = client
        .typed(
            "extendInterview",
            interviews_api::extend_interview(c, &first_id, models::InterviewExtend::new(30), Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(extended.expires_at > first.expires_at, "invitation extended");
    let renewed = client
        .typed(
            "regenerateInterviewLink",
            interviews_api::regenerate_interview_link(c, &first_id, Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(renewed.token != first.token, "a new link");
    let (gone, _) = client
        .structured_error(
            "getSession",
            sessions_api::get_session(c, &first.token),
            410,
            ErrorType::LinkReplaced,
        )
        .await?;
    check!(gone.r#type == ErrorType::LinkReplaced, "old link 410");

    let started = client
        .typed(
            "startSession",
            sessions_api::start_session(c, &renewed.token, None, Some(models::SessionStart::new())),
        )
        .await?
        .data;
    let mut complete = models::SessionComplete::new();
    complete.evaluation = some(Box::new(models::EvaluationInput::new(75, Recommendation::Yes)));
    let completed = client
        .typed(
            "completeSession",
            sessions_api::complete_session(c, &renewed.token, None, Some(complete)),
        )
        .await?
        .data;
    check!(
        completed.status == InterviewStatus::Completed,
        "completed with an evaluation"
    );
    let mut evaluation = models::EvaluationInput::new(88, Recommendation::StrongYes);
    evaluation.summary = some("Clear and careful.".into());
    evaluation.questions = some(vec![models::QuestionEvaluationInput::new(started.questions[0].id, 90)]);
    let evaluation = client
        .typed(
            "setSessionEvaluation",
            sessions_api::set_session_evaluation(
                c,
                &renewed.token,
                models::SessionEvaluation::new(evaluation),
                Some(&idempotency_key()),
            ),
        )
        .await?
        .data
        .ok_or("no evaluation in the answer")?;
    check!(evaluation.overall_score == 88, "evaluation replaced");
    let result = client
        .typed("getInterview", interviews_api::get_interview(c, &first_id))
        .await?
        .data;
    check!(
        result
            .evaluation
            .as_ref()
            .is_some_and(|e| e.recommendation == Recommendation::StrongYes),
        "the evaluation is shown"
    );
    println!(
        "workflow: job edited and archived, batch of 3, link extended and re-issued, evaluation {}",
        evaluation.overall_score
    );
    Ok(())
}

/// Consent at start, the retention setting, a candidate's export and erasure, its event.
async fn privacy(client: &Client<'_>, job: &models::Job, run: &str, receiver: &Receiver, secret: &str) -> Result<()> {
    let c = &client.config;
    let before = client.typed("getSettings", settings_api::get_settings(c)).await?.data;
    let mut change = models::AccountSettingsUpdate::new();
    change.interview_data_retention_days = some(3650);
    let changed = client
        .typed("updateSettings", settings_api::update_settings(c, change))
        .await?
        .data;
    check!(changed.interview_data_retention_days == Some(3650), "retention set");
    let mut restore = models::AccountSettingsUpdate::new();
    restore.interview_data_retention_days = Some(before.interview_data_retention_days);
    client
        .typed("updateSettings", settings_api::update_settings(c, restore))
        .await?;

    let person = client
        .typed(
            "createCandidate",
            candidates_api::create_candidate(c, candidate(format!("Erin Example {run}")), None),
        )
        .await?
        .data;
    let invited = client
        .typed(
            "createInvitation",
            invitations_api::create_invitation(c, Some(invitation_of(job.id, Some(person.id), None)), None),
        )
        .await?;
    let mut start = models::SessionStart::new();
    start.consent = some(Box::new(models::ConsentInput::new(format!("notice-{run}"))));
    client
        .typed(
            "startSession",
            sessions_api::start_session(c, &invited.token, None, Some(start)),
        )
        .await?;
    let person_id = person.id.to_string();
    let export = client
        .typed("exportCandidate", candidates_api::export_candidate(c, &person_id))
        .await?
        .data;
    check!(
        export.candidate.id == person.id && ids(&export.interviews, |i| i.id) == vec![invited.id],
        "export"
    );
    check!(
        export.interviews[0]
            .consent
            .as_ref()
            .is_some_and(|consent| consent.notice_version == format!("notice-{run}")),
        "consent exported"
    );
    let mut erasure = models::ErasureCreate::new();
    erasure.candidate_id = Some(person.id);
    let erased = client
        .typed(
            "createErasure",
            erasures_api::create_erasure(c, Some(erasure), Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(
        erased.interview_ids == vec![invited.id],
        "the interview erased with the candidate"
    );
    client
        .candidate_not_found("getCandidate", candidates_api::get_candidate(c, &person_id))
        .await?;

    // `interview_erased` (opt-in, ids only: WebhookErasureEvent), signed like every event.
    let (_, payload) = receiver.until(Duration::from_secs(30), secret, |payload| {
        payload["type"] == json!("interview_erased")
    })?;
    let event: models::WebhookErasureEvent = webhook(&payload, "webhook interview_erased")?;
    check!(
        event.data.id == invited.id && event.data.erasure_id == Some(erased.id),
        "the erasure names both: {payload}"
    );
    let invited_id = invited.id.to_string();
    let logged = client
        .typed(
            "listEvents",
            events_api::list_events(c, None, None, Some(EventType::InterviewErased), Some(&invited_id), None),
        )
        .await?;
    check!(
        logged.data.iter().map(|e| e.id.as_str()).eq([event.id.as_str()]),
        "the erasure event in the log"
    );
    let redacted = client
        .typed("getInterview", interviews_api::get_interview(c, &invited_id))
        .await?
        .data;
    check!(
        redacted.candidate_name == "[erased]" && redacted.candidate_id.is_none() && redacted.erased_at.is_some(),
        "the interview keeps no person"
    );
    println!(
        "privacy: consent recorded, exported, erased {} interview(s)",
        erased.interview_ids.len()
    );
    Ok(())
}

/// A candidate read, patched (merge, `null` removes, metadata keys set) and deleted.
async fn candidate_record(client: &Client<'_>, run: &str) -> Result<()> {
    let c = &client.config;
    let mut cv = models::CvInput::new();
    cv.summary = some("Infrastructure and reliability.".into());
    cv.skills = some(vec![models::Skill::new("Kubernetes".into())]);
    let mut create = candidate(format!("Nadia Haddad {run}"));
    create.title = some("Platform Engineer".into());
    create.cv = some(Box::new(cv));
    create.metadata = some(HashMap::from([
        ("ats_id".to_owned(), format!("ats-{run}")),
        ("stage".to_owned(), "screen".to_owned()),
    ]));
    let created = client
        .typed("createCandidate", candidates_api::create_candidate(c, create, None))
        .await?
        .data;
    let id = created.id.to_string();
    let read = client
        .typed("getCandidate", candidates_api::get_candidate(c, &id))
        .await?
        .data;
    check!(read == created, "a candidate reads back as created");
    check!(
        read.cv
            .as_ref()
            .is_some_and(|cv| cv.work_experiences.is_empty() && cv.education.is_empty()),
        "CV arrays omitted on input come back as []"
    );

    // The client's metadata map holds strings only, so a key given `null` (removed) cannot be
    // written through it: keys are set here, and `null` for the whole map removes them all.
    let mut patch = models::CandidateUpdate::new();
    patch.title = some("Staff Platform Engineer".into());
    patch.metadata = some(HashMap::from([("owner".to_owned(), "rust".to_owned())]));
    let patched = client
        .typed("updateCandidate", candidates_api::update_candidate(c, &id, patch))
        .await?
        .data;
    check!(
        patched.name == created.name && patched.title.as_deref() == Some("Staff Platform Engineer"),
        "title patched"
    );
    let merged = HashMap::from([
        ("ats_id".to_owned(), format!("ats-{run}")),
        ("stage".to_owned(), "screen".to_owned()),
        ("owner".to_owned(), "rust".to_owned()),
    ]);
    check!(patched.metadata == merged, "metadata merged: {:?}", patched.metadata);
    check!(patched.updated_at >= created.updated_at, "updated_at moves forward");
    check!(
        patched.cv.as_ref().is_some_and(|cv| cv.parsed_at == patched.updated_at),
        "parsedAt refreshed with updated_at"
    );
    check!(
        patched.cv.as_ref().map(|cv| &cv.skills) == created.cv.as_ref().map(|cv| &cv.skills),
        "the CV kept"
    );

    let mut clear = models::CandidateUpdate::new();
    clear.title = Some(None);
    clear.cv = Some(None);
    clear.metadata = Some(None);
    let cleared = client
        .typed("updateCandidate", candidates_api::update_candidate(c, &id, clear))
        .await?
        .data;
    check!(
        cleared.title.is_none() && cleared.cv.is_none(),
        "null removes the title and the CV"
    );
    check!(cleared.metadata.is_empty(), "null metadata removes every key");

    let deleted = client
        .typed("deleteCandidate", candidates_api::delete_candidate(c, &id))
        .await?;
    check!(deleted.success, "deleted");
    client
        .candidate_not_found("getCandidate", candidates_api::get_candidate(c, &id))
        .await?;
    client
        .candidate_not_found("deleteCandidate", candidates_api::delete_candidate(c, &id))
        .await?;
    let search = format!("Nadia Haddad {run}");
    let remaining = client
        .typed(
            "listCandidates",
            candidates_api::list_candidates(c, None, None, Some(&search), None),
        )
        .await?;
    check!(
        remaining.data.is_empty() && remaining.pagination.total == 0,
        "a deleted candidate is not listed"
    );
    println!("candidate {id}: read, patched (title, metadata, then cleared), deleted");
    Ok(())
}

/// The documented error shapes, as the client's `Error::ResponseError` carries them.
async fn errors(client: &Client<'_>, relay: &Relay, completed_interview: &str, run: &str) -> Result<()> {
    let c = &client.config;
    let (missing, _) = client
        .structured_error(
            "getJob",
            jobs_api::get_job(c, &Uuid::new_v4().to_string()),
            404,
            ErrorType::ResourceNotFound,
        )
        .await?;
    check!(missing.details.is_none(), "a 404 has no details");

    let too_quick = models::JobCreate::new(
        format!("Too quick {run}"),
        vec![job_question("Ready?", QuestionType::Behavioral, Some(5), None)],
    );
    let (invalid, _) = client
        .structured_error(
            "createJob",
            jobs_api::create_job(c, too_quick, None),
            400,
            ErrorType::ValidationError,
        )
        .await?;
    let details = invalid.details.unwrap_or_default();
    check!(
        details
            .get("questions[0].time_limit_seconds")
            .is_some_and(Value::is_string),
        "validation details name the field: {details:?}"
    );

    // The candidate endpoints' own 400: every problem, each with its path.
    let mut backwards = models::WorkExperience::new("Northwind Payments".into(), "Engineer".into());
    backwards.start_date = some("2022-05".into());
    backwards.end_date = some("2021-01".into());
    let mut cv = models::CvInput::new();
    cv.work_experiences = some(vec![backwards]);
    let mut create = candidate(String::new());
    create.cv = some(Box::new(cv));
    let (raw, _) = client
        .failure(
            "createCandidate",
            candidates_api::create_candidate(c, create, None),
            400,
        )
        .await?;
    let invalid: models::SimpleValidationError =
        serde_json::from_value(raw.clone()).map_err(|e| format!("not the simple validation shape: {e}: {raw}"))?;
    same_shape(&raw, &serde_json::to_value(&invalid).unwrap(), "createCandidate (400)")?;
    check!(
        invalid.error == "Validation failed",
        "simple validation error text: {:?}",
        invalid.error
    );
    let paths: Vec<String> = invalid.details.iter().map(|issue| issue.path.join(".")).collect();
    check!(
        paths.iter().any(|p| p == "name") && paths.iter().any(|p| p == "cv.workExperiences.0.endDate"),
        "validation paths: {paths:?}"
    );
    let order = invalid
        .details
        .iter()
        .find(|issue| issue.path.join(".") == "cv.workExperiences.0.endDate");
    check!(
        order.is_some_and(|issue| issue.message == "must not be before startDate"),
        "the rule JSON Schema cannot say: {order:?}"
    );

    // An unknown key: 401, structured on the candidate endpoints too (a cross-cutting error).
    let unknown = Client::new(relay, &format!("ivk_live_{}", "0".repeat(64)));
    let u = &unknown.config;
    let (_, response) = unknown
        .structured_error(
            "listJobs",
            jobs_api::list_jobs(u, None, None, None),
            401,
            ErrorType::AuthenticationError,
        )
        .await?;
    check!(
        response.header("www-authenticate") == Some("Bearer"),
        "401 with WWW-Authenticate: {:?}",
        response.headers
    );
    let (_, response) = unknown
        .structured_error(
            "listCandidates",
            candidates_api::list_candidates(u, None, None, None, None),
            401,
            ErrorType::AuthenticationError,
        )
        .await?;
    check!(
        response.header("www-authenticate") == Some("Bearer"),
        "401 with WWW-Authenticate: {:?}",
        response.headers
    );

    client
        .structured_error(
            "cancelInterview",
            interviews_api::cancel_interview(c, completed_interview, None),
            409,
            ErrorType::InvalidState,
        )
        .await?;

    let key = idempotency_key();
    let once_body = || {
        models::JobCreate::new(
            format!("Once {run}"),
            vec![job_question("Why?", QuestionType::Behavioral, None, None)],
        )
    };
    let once = client
        .typed("createJob", jobs_api::create_job(c, once_body(), Some(&key)))
        .await?
        .data;
    let replayed = client
        .typed("createJob", jobs_api::create_job(c, once_body(), Some(&key)))
        .await?
        .data;
    check!(replayed.id == once.id, "a replay creates nothing");
    // `typed` took the answer; the relay keeps the next one: the replay again, for its header.
    jobs_api::create_job(c, once_body(), Some(&key))
        .await
        .map_err(|e| describe("createJob", e))?;
    check!(
        relay.take()?.header("idempotent-replayed") == Some("true"),
        "a replay says so"
    );
    let twice = models::JobCreate::new(
        format!("Twice {run}"),
        vec![job_question("Why?", QuestionType::Behavioral, None, None)],
    );
    client
        .structured_error(
            "createJob",
            jobs_api::create_job(c, twice, Some(&key)),
            422,
            ErrorType::IdempotencyError,
        )
        .await?;
    println!("errors: 404, 400 (both shapes, with their details), 401, 409 and 422 read through Error::ResponseError");
    Ok(())
}

/// Every page of a cursor-paged list, following `next_cursor`; checks the pagination object on
/// the way.
async fn walk<T, F, Fut>(mut fetch: F) -> Result<Vec<Vec<T>>>
where
    F: FnMut(Option<String>) -> Fut,
    Fut: Future<Output = Result<(Vec<T>, models::CursorPagination)>>,
{
    let mut pages = Vec::new();
    let mut cursor = None;
    loop {
        check!(pages.len() < 1000, "a cursor walk that does not end");
        let (data, pagination) = fetch(cursor.take()).await?;
        pages.push(data);
        check!(
            pagination.has_more == pagination.next_cursor.is_some(),
            "has_more is true exactly when next_cursor is given"
        );
        let Some(next) = pagination.next_cursor else {
            return Ok(pages);
        };
        let url_safe = next.len() == 22
            && next
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            && next.ends_with(['A', 'Q', 'g', 'w']);
        check!(url_safe, "a cursor is 22 URL-safe characters: {next}");
        cursor = Some(next);
    }
}

/// Cursor pages walked to the end (jobs, interviews), page-numbered candidate pages, a bad cursor.
async fn pagination(client: &Client<'_>, run: &str) -> Result<()> {
    let c = &client.config;
    let mut created = Vec::new();
    for i in 0..5 {
        let body = models::JobCreate::new(
            format!("Paged {i} {run}"),
            vec![job_question("Why this team?", QuestionType::Behavioral, None, None)],
        );
        created.push(
            client
                .typed("createJob", jobs_api::create_job(c, body, None))
                .await?
                .data
                .id,
        );
    }
    let everything = client
        .typed("listJobs", jobs_api::list_jobs(c, Some(100), None, None))
        .await?;
    check!(
        !everything.pagination.has_more,
        "this account's jobs fit one page of 100"
    );
    let pages = walk(|cursor| async move {
        let page = client
            .typed("listJobs", jobs_api::list_jobs(c, Some(2), cursor.as_deref(), None))
            .await?;
        Ok((page.data, *page.pagination))
    })
    .await?;
    check!(
        pages[..pages.len() - 1].iter().all(|p| p.len() == 2),
        "every page but the last is full"
    );
    let walked: Vec<&models::Job> = pages.iter().flatten().collect();
    check!(
        walked.iter().map(|j| j.id).eq(everything.data.iter().map(|j| j.id)),
        "the pages make up the whole list, in order"
    );
    check!(
        walked.windows(2).all(|w| w[0].created_at >= w[1].created_at),
        "newest first"
    );
    let ours: Vec<Uuid> = walked.iter().map(|j| j.id).filter(|id| created.contains(id)).collect();
    check!(ours.iter().eq(created.iter().rev()), "the new jobs, newest first");

    let interview_pages = walk(|cursor| async move {
        let page = client
            .typed(
                "listInterviews",
                interviews_api::list_interviews(c, Some(3), cursor.as_deref(), None, None, None, None),
            )
            .await?;
        Ok((page.data, *page.pagination))
    })
    .await?;
    let all = client
        .typed(
            "listInterviews",
            interviews_api::list_interviews(c, Some(100), None, None, None, None, None),
        )
        .await?;
    check!(
        interview_pages
            .iter()
            .flatten()
            .map(|i| i.id)
            .eq(all.data.iter().map(|i| i.id)),
        "interview pages make up the whole list"
    );

    for i in 0..3 {
        let mut body = candidate(format!("Paged {i} {run}"));
        body.metadata = some(HashMap::from([("batch".to_owned(), run.to_owned())]));
        client
            .typed("createCandidate", candidates_api::create_candidate(c, body, None))
            .await?;
    }
    let filter = format!("batch:{run}");
    let mut numbered = Vec::new();
    for number in 1..=3i64 {
        let page = client
            .typed(
                "listCandidates",
                candidates_api::list_candidates(c, Some(number), Some(2), None, Some(&filter)),
            )
            .await?;
        let p = &page.pagination;
        check!(
            (p.page, p.limit, p.total, p.total_pages) == (number, 2, 3, 2),
            "page {number}: {:?}",
            page.pagination
        );
        check!(
            page.data.len() == [2, 1, 0][number as usize - 1],
            "page {number} holds {}",
            page.data.len()
        );
        numbered.extend(page.data.into_iter().map(|c| c.name));
    }
    let expected: Vec<String> = [2, 1, 0].iter().map(|i| format!("Paged {i} {run}")).collect();
    check!(numbered == expected, "numbered pages, newest first: {numbered:?}");

    let (bad, _) = client
        .structured_error(
            "listJobs",
            jobs_api::list_jobs(c, None, Some("not-a-cursor"), None),
            400,
            ErrorType::ValidationError,
        )
        .await?;
    check!(
        bad.details.as_ref().is_some_and(|d| d.contains_key("cursor")),
        "a bad cursor is named: {:?}",
        bad.details
    );
    println!(
        "pagination: {} cursor pages of jobs, {} of interviews, 3 numbered pages of candidates",
        pages.len(),
        interview_pages.len()
    );
    Ok(())
}

/// A test key made through the API drives a whole interview to its end without a runtime and
/// without touching the live world; then it is revoked and refused.
async fn test_mode(live: &Client<'_>, relay: &Relay, run: &str, before: models::CreditBalance) -> Result<()> {
    let l = &live.config;
    let mut create = models::ApiKeyCreate::new(format!("rust flow test {run}"));
    create.mode = some(KeyMode::Test);
    let created = live
        .typed(
            "createApiKey",
            api_keys_api::create_api_key(l, create, Some(&idempotency_key())),
        )
        .await?
        .data;
    check!(
        created.key.starts_with("ivk_test_") && created.mode == KeyMode::Test,
        "a test key"
    );
    let listed = live
        .typed("listApiKeys", api_keys_api::list_api_keys(l, None, None))
        .await?;
    check!(listed.data.iter().any(|k| k.id == created.id), "the key is listed");
    check!(
        !serde_json::to_string(&listed).unwrap().contains(&created.key),
        "never with its secret"
    );

    let client = Client::new(relay, &created.key);
    let c = &client.config;
    let receiver = Receiver::start()?;
    let mut hook = models::WebhookEndpointCreate::new(receiver.url.clone());
    hook.events = some(vec![WebhookEventType::InterviewEnded]);
    let endpoint = client
        .typed(
            "createWebhookEndpoint",
            webhooks_api::create_webhook_endpoint(c, hook, None),
        )
        .await?
        .data;
    let job = models::JobCreate::new(
        format!("Test mode job {run}"),
        vec![job_question("Why this team?", QuestionType::Behavioral, None, None)],
    );
    let job = client
        .typed("createJob", jobs_api::create_job(c, job, None))
        .await?
        .data;
    let person = client
        .typed(
            "createCandidate",
            candidates_api::create_candidate(c, candidate(format!("Test candidate {run}")), None),
        )
        .await?
        .data;
    let invitation = client
        .typed(
            "createInvitation",
            invitations_api::create_invitation(c, Some(invitation_of(job.id, Some(person.id), None)), None),
        )
        .await?;
    let simulated = client
        .typed(
            "simulateInterview",
            interviews_api::simulate_interview(
                c,
                &invitation.id.to_string(),
                models::InterviewSimulation::new(SimulationOutcome::Completed),
                None,
            ),
        )
        .await?
        .data;
    check!(
        simulated.status == InterviewStatus::Completed && simulated.responses.len() == 1,
        "simulated"
    );
    let delivery = receiver.next(Duration::from_secs(60))?;
    verify_signature(&endpoint.secret, &delivery)?;
    let payload: Value = serde_json::from_slice(&delivery.body).map_err(|e| format!("webhook body: {e}"))?;
    let event: models::WebhookEvent = webhook(&payload, "test webhook")?;
    check!(
        event.data.id == invitation.id && event.data.status == InterviewStatus::Completed,
        "test webhook"
    );

    let live_interviews = live
        .typed(
            "listInterviews",
            interviews_api::list_interviews(l, Some(100), None, None, None, None, None),
        )
        .await?;
    check!(
        live_interviews.data.iter().all(|i| i.id != invitation.id),
        "a test interview is not in live lists"
    );
    let after = live
        .typed("getCreditBalance", credits_api::get_credit_balance(l))
        .await?;
    check!(after == before, "the live balance is untouched by test mode");

    let revoked = live
        .typed("deleteApiKey", api_keys_api::delete_api_key(l, &created.id.to_string()))
        .await?;
    check!(revoked.success, "revoked");
    client
        .structured_error(
            "listJobs",
            jobs_api::list_jobs(c, None, None, None),
            401,
            ErrorType::AuthenticationError,
        )
        .await?;
    println!(
        "test mode: key {}…, interview {} simulated, webhook verified, key revoked",
        created.prefix, invitation.id
    );
    Ok(())
}

fn main() -> std::process::ExitCode {
    let mut args = std::env::args().skip(1);
    let (mut base_url, mut api_key) = (None, None);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--base-url" => base_url = args.next(),
            "--api-key" => api_key = args.next(),
            other => {
                eprintln!("rust flow: unknown argument {other}");
                return std::process::ExitCode::from(2);
            }
        }
    }
    let (Some(base_url), Some(api_key)) = (base_url, api_key) else {
        eprintln!("usage: rust-flow --base-url http://127.0.0.1:8080/api/v1 --api-key ivk_live_...");
        return std::process::ExitCode::from(2);
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a Tokio runtime");
    match runtime.block_on(flow(&base_url, &api_key)) {
        Ok(()) => {
            println!("rust flow: passed");
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("rust flow FAILED: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
