//! Invariants under load: three replicas on one database and one Redis, concurrent clients doing
//! a random mix of operations, then the invariants checked in the database. The same workload ([`World`],
//! [`Load`]) carries the fault tests: SIGKILL of replicas (`process_faults`) and database
//! restarts (`db_faults`).
//!
//! The clients keep a model of what they were told: every 201 is a resource that must exist,
//! every 200 of a state change is a transition that must show. Requests are retried the way a
//! careful client would: anything safe to repeat (reads, PATCH, DELETE, session actions, POSTs
//! with an `Idempotency-Key`) until a definitive answer; a POST without a key only when the
//! connection was refused, so its outcome can be unknown ("ambiguous"), which the model allows.

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use interview_api_test_support::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use reqwest::{Method, RequestBuilder};
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use uuid::Uuid;

use crate::helpers::*;

/// The replicas: real server processes on one database, any of which a client may call.
pub struct Fleet {
    servers: tokio::sync::Mutex<Vec<ServerProcess>>,
    addresses: Mutex<Vec<SocketAddr>>,
    database_url: String,
    args: Vec<String>,
}

impl Fleet {
    pub async fn start(database_url: &str, replicas: usize, args: Vec<String>) -> Arc<Fleet> {
        let mut servers = Vec::new();
        for _ in 0..replicas {
            servers.push(start_server(database_url, &args, &[]).await);
        }
        let addresses = servers.iter().map(|s| s.address).collect();
        Arc::new(Fleet {
            servers: tokio::sync::Mutex::new(servers),
            addresses: Mutex::new(addresses),
            database_url: database_url.to_owned(),
            args,
        })
    }

    /// The addresses of the running replicas.
    pub fn addresses(&self) -> Vec<SocketAddr> {
        self.addresses.lock().unwrap().clone()
    }

    /// The address of a random replica.
    pub fn pick(&self, rng: &mut StdRng) -> SocketAddr {
        let addresses = self.addresses.lock().unwrap();
        *addresses.choose(rng).expect("a replica is running")
    }

    /// SIGKILLs a random replica and starts a replacement. Returns how long the replacement took.
    pub async fn kill_one(&self, rng: &mut StdRng) -> Duration {
        let mut servers = self.servers.lock().await;
        let index = rng.gen_range(0..servers.len());
        let victim = servers.remove(index);
        victim.kill().await;
        *self.addresses.lock().unwrap() = servers.iter().map(|s| s.address).collect();
        let started = Instant::now();
        let replacement = start_server(&self.database_url, &self.args, &[]).await;
        servers.push(replacement);
        *self.addresses.lock().unwrap() = servers.iter().map(|s| s.address).collect();
        started.elapsed()
    }

    /// Whether every replica is still running (none crashed).
    pub async fn all_running(&self) -> bool {
        let mut servers = self.servers.lock().await;
        servers.iter_mut().all(ServerProcess::is_running)
    }

    /// SIGTERMs every replica; returns their exit statuses and logs.
    pub async fn stop(&self) -> Vec<(std::process::ExitStatus, String)> {
        let mut servers = self.servers.lock().await;
        let mut stopped = Vec::new();
        for server in servers.drain(..) {
            stopped.push(server.stop_within(Duration::from_secs(40)).await);
        }
        stopped
    }
}

#[derive(Debug, Clone)]
pub struct Job {
    pub id: String,
    pub credits: i64,
}

/// What the clients were told about one interview.
#[derive(Debug, Clone, Default)]
struct InterviewModel {
    id: String,
    token: String,
    estimated: i64,
    starts: u32,
    completes: u32,
    cancels: u32,
    /// A state change whose answer never came (retries ran out): its outcome is unknown.
    uncertain: bool,
}

impl InterviewModel {
    fn state(&self) -> &'static str {
        if self.cancels > 0 {
            "cancelled"
        } else if self.completes > 0 {
            "completed"
        } else if self.starts > 0 {
            "in_progress"
        } else {
            "invited"
        }
    }
}

/// A request sent with an `Idempotency-Key`, and the first definitive answer to it.
#[derive(Debug, Clone)]
struct Keyed {
    account: usize,
    key: String,
    path: &'static str,
    body: Value,
    status: u16,
    text: String,
}

#[derive(Debug, Clone)]
struct CandidateModel {
    account: usize,
    id: String,
    name: String,
    deleted: bool,
    uncertain: bool,
}

#[derive(Clone)]
pub struct AccountModel {
    pub id: Uuid,
    pub key: String,
    pub initial_credits: i64,
    pub jobs: Vec<Job>,
    top_ups: i64,
    ambiguous_top_ups: i64,
    interviews: Vec<InterviewModel>,
}

#[derive(Default)]
struct Counters {
    operations: AtomicU64,
    requests: AtomicU64,
    retries: AtomicU64,
    unavailable: AtomicU64,
    ambiguous: AtomicU64,
    transport_errors: AtomicU64,
    replays: AtomicU64,
    conflicts: AtomicU64,
    insufficient: AtomicU64,
    top_ups: AtomicU64,
    slowest_ms: AtomicU64,
    balance_samples: AtomicU64,
}

/// Everything the workload shares: the replicas, the accounts and the clients' model.
pub struct World {
    pub fleet: Arc<Fleet>,
    pub db: PgPool,
    pub database_url: String,
    pub receiver: Receiver,
    pub accounts: Mutex<Vec<AccountModel>>,
    keyed: Mutex<Vec<Keyed>>,
    candidates: Mutex<Vec<CandidateModel>>,
    /// Names of creations whose outcome is unknown (a POST without a key that lost its answer).
    ambiguous_names: Mutex<HashSet<String>>,
    violations: Mutex<Vec<String>>,
    counters: Counters,
    /// The clients' transport, addressed to a random replica for each request.
    client: Client,
    /// Whether 503s are expected (faults are being injected).
    pub faults_expected: AtomicBool,
    keyed_candidates: bool,
    seed: u64,
    next_name: AtomicU64,
}

pub struct Setup {
    pub replicas: usize,
    pub accounts: usize,
    pub extra_args: Vec<String>,
    /// Share of webhook requests the receiver fails with 500.
    pub receiver_failure_rate: f64,
    /// Whether candidates are also created with an `Idempotency-Key`. Off in the fault runs
    /// until `src/candidates.rs` writes through `idempotency::begin` (see
    /// `db_faults::a_fault_after_a_candidate_is_written_...`): a crash between its insert and
    /// the recorded answer lets the retry create a second candidate.
    pub keyed_candidates: bool,
}

impl Default for Setup {
    fn default() -> Self {
        Self {
            replicas: 3,
            accounts: 3,
            extra_args: Vec::new(),
            receiver_failure_rate: 0.1,
            keyed_candidates: true,
        }
    }
}

/// Credits each account starts with: one tight (invitations are refused often), two roomier.
const INITIAL_CREDITS: [i64; 4] = [30, 150, 600, 100];

impl World {
    pub async fn setup(database_url: &str, setup: Setup, seed: u64) -> Arc<World> {
        // Migrate first, then seed accounts directly, as the operator CLI does.
        let settings = test_settings(database_url, &[]);
        interview_api::db::connect_and_migrate(&settings)
            .await
            .expect("database is reachable");
        let db = PgPoolOptions::new()
            .max_connections(4)
            .connect(database_url)
            .await
            .unwrap();
        let mut args = vec![
            "--redis-url".to_owned(),
            REDIS_URL.to_owned(),
            "--rate-limit-per-minute".to_owned(),
            "1000000".to_owned(),
        ];
        args.extend(setup.extra_args);
        let fleet = Fleet::start(database_url, setup.replicas, args).await;
        let receiver = Receiver::start(setup.receiver_failure_rate, Duration::ZERO).await;
        let client = Client::with_transport(fleet.addresses.lock().unwrap()[0], |transport| {
            transport.timeout(Duration::from_secs(45))
        });

        let mut accounts = Vec::new();
        for i in 0..setup.accounts {
            let credits = INITIAL_CREDITS[i % INITIAL_CREDITS.len()];
            let account = create_account(&db, interview_api::domain::accounts::Plan::Paid, credits as u32).await;
            let as_account = client.with_key(&account.key);
            let mut jobs = Vec::new();
            for limits in [[60, 60].as_slice(), [180, 240, 300].as_slice()] {
                let questions: Vec<Value> = limits
                    .iter()
                    .enumerate()
                    .map(|(n, l)| json!({"question_text": format!("Question {n}"), "question_type": "technical", "time_limit_seconds": l}))
                    .collect();
                let reply = as_account
                    .post(
                        "/api/v1/jobs",
                        &json!({"title": "Reliability engineer", "questions": questions}),
                    )
                    .await;
                assert_eq!(reply.status, 201, "{}", reply.text);
                let total: i64 = limits.iter().sum();
                jobs.push(Job {
                    id: reply.json()["data"]["id"].as_str().unwrap().to_owned(),
                    credits: (total + 59) / 60,
                });
            }
            let every_type = [
                "interview_started",
                "interview_ended",
                "interview_expired",
                "interview_cancelled",
                "interview_abandoned",
            ];
            let reply = as_account
                .post(
                    "/api/v1/webhooks",
                    &json!({"url": receiver.url(), "events": every_type}),
                )
                .await;
            assert_eq!(reply.status, 201, "{}", reply.text);
            let secret = reply.json()["data"]["secret"].as_str().unwrap().to_owned();
            receiver.secrets.lock().unwrap().push(secret);
            accounts.push(AccountModel {
                id: account.id,
                key: account.key,
                initial_credits: credits,
                jobs,
                top_ups: 0,
                ambiguous_top_ups: 0,
                interviews: Vec::new(),
            });
        }
        Arc::new(World {
            fleet,
            db,
            database_url: database_url.to_owned(),
            receiver,
            accounts: Mutex::new(accounts),
            keyed: Mutex::default(),
            candidates: Mutex::default(),
            ambiguous_names: Mutex::default(),
            violations: Mutex::default(),
            counters: Counters::default(),
            client,
            faults_expected: AtomicBool::new(false),
            keyed_candidates: setup.keyed_candidates,
            seed,
            next_name: AtomicU64::new(0),
        })
    }

    fn violation(&self, violation: String) {
        eprintln!("VIOLATION: {violation}");
        self.violations.lock().unwrap().push(violation);
    }

    fn unique(&self, prefix: &str) -> String {
        format!(
            "{prefix}-{}-{}",
            self.seed,
            self.next_name.fetch_add(1, Ordering::Relaxed)
        )
    }

    fn key_of(&self, account: usize) -> String {
        self.accounts.lock().unwrap()[account].key.clone()
    }
}

/// How a request may be retried.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Policy {
    /// Safe to repeat (reads, PATCH, DELETE, session actions, keyed POSTs): retry until a
    /// definitive answer.
    Repeatable,
    /// A POST without a key: retried only when the connection was refused (nothing was sent).
    Once,
}

/// The end of a request: an answer, or none (the outcome is unknown).
enum Outcome {
    Reply(Reply),
    Unknown,
}

impl World {
    async fn call(&self, rng: &mut StdRng, policy: Policy, build: impl Fn(&Client) -> RequestBuilder) -> Outcome {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut backoff = Duration::from_millis(20);
        loop {
            let replica = self.client.at(self.fleet.pick(rng));
            self.counters.requests.fetch_add(1, Ordering::Relaxed);
            let started = Instant::now();
            let result = replica.try_send(build(&replica)).await;
            self.counters
                .slowest_ms
                .fetch_max(started.elapsed().as_millis() as u64, Ordering::Relaxed);
            let retry = match &result {
                Ok(reply) => {
                    self.check_reply(reply);
                    let busy_key =
                        reply.status == 409 && reply.text.contains("idempotency_error") && policy == Policy::Repeatable;
                    if reply.status == 503 {
                        self.counters.unavailable.fetch_add(1, Ordering::Relaxed);
                    }
                    match (reply.status.as_u16(), policy) {
                        (503, Policy::Repeatable) => true,
                        (503, Policy::Once) => {
                            self.counters.ambiguous.fetch_add(1, Ordering::Relaxed);
                            return Outcome::Unknown;
                        }
                        _ => busy_key,
                    }
                }
                Err(error) => {
                    self.counters.transport_errors.fetch_add(1, Ordering::Relaxed);
                    if policy == Policy::Once && !error.is_connect() {
                        self.counters.ambiguous.fetch_add(1, Ordering::Relaxed);
                        return Outcome::Unknown;
                    }
                    true
                }
            };
            if !retry {
                return Outcome::Reply(result.unwrap());
            }
            if Instant::now() > deadline {
                return Outcome::Unknown;
            }
            self.counters.retries.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(Duration::from_millis(500));
        }
    }

    /// Every answer is JSON; none is a 500; a 503 only while faults are injected.
    fn check_reply(&self, reply: &Reply) {
        if !is_json(reply) {
            self.violation(format!("a {} answer that is not JSON: {:?}", reply.status, reply.text));
        }
        if reply.status.is_server_error() && reply.status != 503 {
            self.violation(format!("a {} answer: {}", reply.status, reply.text));
        }
        if reply.status == 503 && !self.faults_expected.load(Ordering::Relaxed) {
            self.violation(format!("a 503 without any fault injected: {}", reply.text));
        }
    }

    fn unexpected(&self, what: &str, reply: &Reply) {
        self.violation(format!("{what}: unexpected {} {}", reply.status, reply.text));
    }
}

/// The operations of the mix, with their weights.
#[derive(Clone, Copy, Debug)]
enum Op {
    CreateCandidate,
    PatchCandidate,
    DeleteCandidate,
    GetCandidate,
    Invite,
    InviteKeyed,
    RetryKey,
    ConcurrentSameKey,
    KeyWithOtherBody,
    Start,
    Answer,
    Complete,
    Cancel,
    Balance,
    TopUp,
}

const MIX: [(Op, u32); 15] = [
    (Op::CreateCandidate, 10),
    (Op::PatchCandidate, 7),
    (Op::DeleteCandidate, 4),
    (Op::GetCandidate, 3),
    (Op::Invite, 8),
    (Op::InviteKeyed, 14),
    (Op::RetryKey, 5),
    (Op::ConcurrentSameKey, 3),
    (Op::KeyWithOtherBody, 2),
    (Op::Start, 12),
    (Op::Answer, 4),
    (Op::Complete, 10),
    (Op::Cancel, 7),
    (Op::Balance, 4),
    (Op::TopUp, 1),
];

fn choose_op(rng: &mut StdRng) -> Op {
    let total: u32 = MIX.iter().map(|(_, w)| w).sum();
    let mut n = rng.gen_range(0..total);
    for (op, weight) in MIX {
        if n < weight {
            return op;
        }
        n -= weight;
    }
    unreachable!()
}

/// The running workload.
pub struct Load {
    started: Instant,
    tasks: Vec<tokio::task::JoinHandle<()>>,
    monitor: tokio::task::JoinHandle<()>,
    stop_monitor: Arc<AtomicBool>,
}

impl World {
    /// Starts `clients` concurrent clients doing `operations` operations in all.
    pub fn start_load(self: &Arc<Self>, operations: usize, clients: usize) -> Load {
        let mut tasks = Vec::new();
        for client in 0..clients {
            let world = self.clone();
            let share = operations / clients + usize::from(client < operations % clients);
            let mut rng = StdRng::seed_from_u64(self.seed.wrapping_add(client as u64 + 1));
            tasks.push(tokio::spawn(async move {
                let mut mine: Vec<usize> = Vec::new();
                for _ in 0..share {
                    let op = choose_op(&mut rng);
                    world.run_op(op, &mut rng, &mut mine).await;
                    world.counters.operations.fetch_add(1, Ordering::Relaxed);
                }
            }));
        }
        let stop_monitor = Arc::new(AtomicBool::new(false));
        let monitor = tokio::spawn(self.clone().monitor(stop_monitor.clone()));
        Load {
            started: Instant::now(),
            tasks,
            monitor,
            stop_monitor,
        }
    }

    /// Samples every account's balance and availability in the database while the load runs:
    /// neither may ever be negative.
    async fn monitor(self: Arc<Self>, stop: Arc<AtomicBool>) {
        let ids: Vec<Uuid> = self.accounts.lock().unwrap().iter().map(|a| a.id).collect();
        while !stop.load(Ordering::Relaxed) {
            for id in &ids {
                if let Ok(Some(balance)) =
                    interview_api::domain::credits::balance(&self.db, interview_api::domain::ids::AccountId(*id)).await
                {
                    self.counters.balance_samples.fetch_add(1, Ordering::Relaxed);
                    if balance.total_balance < 0 || balance.available_credits() < 0 {
                        self.violation(format!("account {id} went negative: {balance:?}"));
                    }
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn run_op(&self, op: Op, rng: &mut StdRng, mine: &mut Vec<usize>) {
        let account = rng.gen_range(0..self.accounts.lock().unwrap().len());
        match op {
            Op::CreateCandidate => self.create_candidate(rng, account, mine).await,
            Op::PatchCandidate => self.patch_candidate(rng, mine).await,
            Op::DeleteCandidate => self.delete_candidate(rng, mine).await,
            Op::GetCandidate => self.get_candidate(rng, mine).await,
            Op::Invite => self.invite(rng, account, None).await,
            Op::InviteKeyed => {
                let key = self.unique("inv-key");
                self.invite(rng, account, Some(key)).await
            }
            Op::RetryKey => self.retry_key(rng).await,
            Op::ConcurrentSameKey => self.concurrent_same_key(rng, account).await,
            Op::KeyWithOtherBody => self.key_with_other_body(rng).await,
            Op::Start => self.session_action(rng, account, "start").await,
            Op::Answer => self.answer(rng, account).await,
            Op::Complete => self.session_action(rng, account, "complete").await,
            Op::Cancel => self.cancel(rng, account).await,
            Op::Balance => self.balance(rng, account).await,
            Op::TopUp => self.top_up(rng, account).await,
        }
    }

    async fn create_candidate(&self, rng: &mut StdRng, account: usize, mine: &mut Vec<usize>) {
        let name = self.unique("cand");
        let body = json!({"name": name, "title": "Engineer"});
        let key = (self.keyed_candidates && rng.gen_bool(0.5)).then(|| self.unique("cand-key"));
        let api_key = self.key_of(account);
        let policy = if key.is_some() {
            Policy::Repeatable
        } else {
            Policy::Once
        };
        let outcome = self
            .call(rng, policy, |client| {
                let request = client
                    .request(Method::POST, "/api/v1/candidates")
                    .bearer_auth(&api_key)
                    .json(&body);
                match &key {
                    Some(key) => request.header("idempotency-key", key),
                    None => request,
                }
            })
            .await;
        match outcome {
            Outcome::Reply(reply) if reply.status == 201 => {
                let id = reply.json()["data"]["id"].as_str().unwrap_or_default().to_owned();
                let mut candidates = self.candidates.lock().unwrap();
                candidates.push(CandidateModel {
                    account,
                    id,
                    name: name.clone(),
                    deleted: false,
                    uncertain: false,
                });
                mine.push(candidates.len() - 1);
                if let Some(key) = key {
                    self.keyed.lock().unwrap().push(Keyed {
                        account,
                        key,
                        path: "/api/v1/candidates",
                        body,
                        status: 201,
                        text: reply.text,
                    });
                }
            }
            Outcome::Reply(reply) => self.unexpected("create candidate", &reply),
            Outcome::Unknown => {
                self.ambiguous_names.lock().unwrap().insert(name);
            }
        }
    }

    fn my_candidate(&self, rng: &mut StdRng, mine: &[usize]) -> Option<CandidateModel> {
        let candidates = self.candidates.lock().unwrap();
        let live: Vec<&usize> = mine.iter().filter(|i| !candidates[**i].deleted).collect();
        live.choose(rng).map(|i| candidates[**i].clone())
    }

    fn update_candidate(&self, id: &str, change: impl FnOnce(&mut CandidateModel)) {
        let mut candidates = self.candidates.lock().unwrap();
        if let Some(candidate) = candidates.iter_mut().find(|c| c.id == id) {
            change(candidate);
        }
    }

    async fn patch_candidate(&self, rng: &mut StdRng, mine: &[usize]) {
        let Some(candidate) = self.my_candidate(rng, mine) else {
            return;
        };
        let name = self.unique("cand");
        let api_key = self.key_of(candidate.account);
        let body = json!({"name": name});
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::PATCH, &format!("/api/v1/candidates/{}", candidate.id))
                    .bearer_auth(&api_key)
                    .json(&body)
            })
            .await;
        match outcome {
            Outcome::Reply(reply) if reply.status == 200 => {
                if reply.json()["data"]["name"] != name {
                    self.violation(format!("a PATCH answered another name: {}", reply.text));
                }
                self.update_candidate(&candidate.id, |c| c.name = name);
            }
            Outcome::Reply(reply) => self.unexpected("patch candidate", &reply),
            Outcome::Unknown => self.update_candidate(&candidate.id, |c| c.uncertain = true),
        }
    }

    async fn delete_candidate(&self, rng: &mut StdRng, mine: &[usize]) {
        let Some(candidate) = self.my_candidate(rng, mine) else {
            return;
        };
        let api_key = self.key_of(candidate.account);
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::DELETE, &format!("/api/v1/candidates/{}", candidate.id))
                    .bearer_auth(&api_key)
            })
            .await;
        match outcome {
            // A 404 is a retry of a delete that went through.
            Outcome::Reply(reply) if reply.status == 200 || reply.status == 404 => {
                self.update_candidate(&candidate.id, |c| c.deleted = true)
            }
            Outcome::Reply(reply) => self.unexpected("delete candidate", &reply),
            Outcome::Unknown => self.update_candidate(&candidate.id, |c| {
                c.deleted = true;
                c.uncertain = true
            }),
        }
    }

    async fn get_candidate(&self, rng: &mut StdRng, mine: &[usize]) {
        let Some(candidate) = self.my_candidate(rng, mine) else {
            return;
        };
        let api_key = self.key_of(candidate.account);
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::GET, &format!("/api/v1/candidates/{}", candidate.id))
                    .bearer_auth(&api_key)
            })
            .await;
        if let Outcome::Reply(reply) = outcome {
            if reply.status != 200 {
                self.unexpected("get candidate", &reply);
            } else if !candidate.uncertain && reply.json()["data"]["name"] != candidate.name.as_str() {
                self.violation(format!(
                    "candidate {} reads {} instead of its last name {}",
                    candidate.id, reply.text, candidate.name
                ));
            }
        }
    }

    fn invitation_body(&self, rng: &mut StdRng, account: usize) -> (Value, String) {
        let job = {
            let accounts = self.accounts.lock().unwrap();
            accounts[account].jobs.choose(rng).unwrap().clone()
        };
        let name = self.unique("inv");
        (json!({"job_id": job.id, "candidate_name": name}), name)
    }

    /// Records what a definitive answer to an invitation said.
    fn record_invitation(&self, account: usize, reply: &Reply) {
        match reply.status.as_u16() {
            201 => {
                let invitation = reply.json();
                let id = invitation["id"].as_str().unwrap_or_default().to_owned();
                let mut accounts = self.accounts.lock().unwrap();
                // One credit per started minute of the job's questions.
                let job = accounts[account]
                    .jobs
                    .iter()
                    .find(|j| invitation["job"]["id"] == j.id.as_str());
                let estimated = invitation["estimated_credits"].as_i64();
                if job.map(|j| j.credits) != estimated {
                    let job = job.cloned();
                    drop(accounts);
                    return self.violation(format!("estimated {estimated:?} credits for {job:?}"));
                }
                let interviews = &mut accounts[account].interviews;
                if !interviews.iter().any(|i| i.id == id) {
                    interviews.push(InterviewModel {
                        id,
                        token: invitation["token"].as_str().unwrap_or_default().to_owned(),
                        estimated: invitation["estimated_credits"].as_i64().unwrap_or_default(),
                        ..Default::default()
                    });
                }
            }
            403 => {
                self.counters.insufficient.fetch_add(1, Ordering::Relaxed);
                let details = &reply.json()["error"]["details"];
                let (required, available) = (
                    details["required_credits"].as_i64(),
                    details["available_credits"].as_i64(),
                );
                if !(required.is_some() && available.is_some() && required > available) {
                    self.violation(format!(
                        "a 403 on an invitation that is not a shortfall: {}",
                        reply.text
                    ));
                }
            }
            _ => self.unexpected("invitation", reply),
        }
    }

    async fn invite(&self, rng: &mut StdRng, account: usize, key: Option<String>) {
        let (body, name) = self.invitation_body(rng, account);
        let api_key = self.key_of(account);
        let policy = if key.is_some() {
            Policy::Repeatable
        } else {
            Policy::Once
        };
        let outcome = self
            .call(rng, policy, |client| {
                let request = client
                    .request(Method::POST, "/api/v1/invitations")
                    .bearer_auth(&api_key)
                    .json(&body);
                match &key {
                    Some(key) => request.header("idempotency-key", key),
                    None => request,
                }
            })
            .await;
        match outcome {
            Outcome::Reply(reply) => {
                self.record_invitation(account, &reply);
                if let Some(key) = key
                    && (reply.status == 201 || reply.status == 403)
                {
                    self.keyed.lock().unwrap().push(Keyed {
                        account,
                        key,
                        path: "/api/v1/invitations",
                        body,
                        status: reply.status.as_u16(),
                        text: reply.text,
                    });
                }
            }
            Outcome::Unknown => {
                self.ambiguous_names.lock().unwrap().insert(name);
            }
        }
    }

    /// Sends a keyed request again, as a client that lost the answer would: the stored answer
    /// comes back byte for byte, marked replayed, and nothing new is created.
    async fn retry_key(&self, rng: &mut StdRng) {
        let Some(keyed) = self.keyed.lock().unwrap().choose(rng).cloned() else {
            return;
        };
        let api_key = self.key_of(keyed.account);
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::POST, keyed.path)
                    .bearer_auth(&api_key)
                    .header("idempotency-key", &keyed.key)
                    .json(&keyed.body)
            })
            .await;
        if let Outcome::Reply(reply) = outcome {
            self.counters.replays.fetch_add(1, Ordering::Relaxed);
            if reply.status != keyed.status
                || reply.text != keyed.text
                || reply.header("idempotent-replayed") != Some("true")
            {
                self.violation(format!(
                    "key {} replayed {} {:?} instead of {} {:?}",
                    keyed.key, reply.status, reply.text, keyed.status, keyed.text
                ));
            }
        }
    }

    /// Two requests with one new key at once, to two replicas: at most one runs.
    async fn concurrent_same_key(&self, rng: &mut StdRng, account: usize) {
        let (body, _) = self.invitation_body(rng, account);
        let key = self.unique("inv-key");
        let api_key = self.key_of(account);
        let (a, b) = (self.fleet.pick(rng), self.fleet.pick(rng));
        let request = |replica: SocketAddr| {
            self.client
                .at(replica)
                .request(Method::POST, "/api/v1/invitations")
                .bearer_auth(&api_key)
                .header("idempotency-key", &key)
                .json(&body)
        };
        let (first, second) = tokio::join!(self.client.try_send(request(a)), self.client.try_send(request(b)));
        let mut ids = HashSet::new();
        for reply in [first, second].into_iter().flatten() {
            self.counters.requests.fetch_add(1, Ordering::Relaxed);
            self.check_reply(&reply);
            match reply.status.as_u16() {
                201 => {
                    ids.insert(reply.json()["id"].as_str().unwrap_or_default().to_owned());
                }
                409 => {
                    self.counters.conflicts.fetch_add(1, Ordering::Relaxed);
                }
                403 | 503 => {}
                _ => self.unexpected("concurrent keyed invitation", &reply),
            }
        }
        if ids.len() > 1 {
            self.violation(format!("key {key} created {ids:?}"));
        }
        // And the definitive answer, as the client's retry would get it.
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::POST, "/api/v1/invitations")
                    .bearer_auth(&api_key)
                    .header("idempotency-key", &key)
                    .json(&body)
            })
            .await;
        if let Outcome::Reply(reply) = outcome {
            self.record_invitation(account, &reply);
            if reply.status == 201 {
                let id = reply.json()["id"].as_str().unwrap_or_default().to_owned();
                if !ids.is_empty() && !ids.contains(&id) {
                    self.violation(format!("key {key} answered {ids:?} and then {id}"));
                }
                self.keyed.lock().unwrap().push(Keyed {
                    account,
                    key,
                    path: "/api/v1/invitations",
                    body,
                    status: 201,
                    text: reply.text,
                });
            }
        }
    }

    /// A used key with another body is refused with 422 and creates nothing.
    async fn key_with_other_body(&self, rng: &mut StdRng) {
        let Some(keyed) = self.keyed.lock().unwrap().choose(rng).cloned() else {
            return;
        };
        let api_key = self.key_of(keyed.account);
        let mut body = keyed.body.clone();
        body["candidate_name"] = json!(self.unique("other"));
        body["name"] = body["candidate_name"].clone();
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::POST, keyed.path)
                    .bearer_auth(&api_key)
                    .header("idempotency-key", &keyed.key)
                    .json(&body)
            })
            .await;
        if let Outcome::Reply(reply) = outcome
            && (reply.status != 422 || !reply.text.contains("idempotency_error"))
        {
            self.unexpected("a used key with another body", &reply);
        }
    }

    /// An interview of the account to act on: mostly one in the state the action expects.
    fn pick_interview(&self, rng: &mut StdRng, account: usize, wanted: &str) -> Option<InterviewModel> {
        let accounts = self.accounts.lock().unwrap();
        let interviews = &accounts[account].interviews;
        let fitting: Vec<&InterviewModel> = interviews.iter().filter(|i| i.state() == wanted).collect();
        if rng.gen_bool(0.85) && !fitting.is_empty() {
            fitting.choose(rng).map(|i| (*i).clone())
        } else {
            interviews.choose(rng).cloned()
        }
    }

    fn update_interview(&self, account: usize, id: &str, change: impl FnOnce(&mut InterviewModel)) {
        let mut accounts = self.accounts.lock().unwrap();
        if let Some(interview) = accounts[account].interviews.iter_mut().find(|i| i.id == id) {
            change(interview);
        }
    }

    async fn session_action(&self, rng: &mut StdRng, account: usize, action: &'static str) {
        let wanted = if action == "start" { "invited" } else { "in_progress" };
        let Some(interview) = self.pick_interview(rng, account, wanted) else {
            return;
        };
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client.request(Method::POST, &format!("/api/v1/sessions/{}/{action}", interview.token))
            })
            .await;
        match outcome {
            Outcome::Reply(reply) if reply.status == 200 => {
                let status = reply.json()["data"]["status"].as_str().unwrap_or_default().to_owned();
                let expected = if action == "start" {
                    ["in_progress", "completed"]
                } else {
                    ["completed", "completed"]
                };
                // Starting a completed interview is 409, so a 200 to start reads in_progress,
                // unless a concurrent completion came first and this start was a repeat.
                if !expected.contains(&status.as_str()) {
                    self.violation(format!("{action} answered 200 with status {status}"));
                }
                self.update_interview(account, &interview.id, |i| match action {
                    "start" => i.starts += 1,
                    _ => i.completes += 1,
                });
            }
            Outcome::Reply(reply) if reply.status == 409 => {}
            // A cancelled interview's link no longer works, on every session endpoint.
            Outcome::Reply(reply) if reply.status == 410 && reply.text.contains("link_cancelled") => {}
            Outcome::Reply(reply) => self.unexpected(action, &reply),
            Outcome::Unknown => self.update_interview(account, &interview.id, |i| i.uncertain = true),
        }
    }

    async fn answer(&self, rng: &mut StdRng, account: usize) {
        let Some(interview) = self.pick_interview(rng, account, "in_progress") else {
            return;
        };
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client.request(Method::GET, &format!("/api/v1/sessions/{}", interview.token))
            })
            .await;
        let Outcome::Reply(session) = outcome else { return };
        if session.status == 410 && session.text.contains("link_cancelled") {
            // Picked among all the account's interviews: a cancelled one's link no longer works.
            return;
        }
        if session.status != 200 {
            return self.unexpected("get session", &session);
        }
        let data = &session.json()["data"];
        if matches!(data["status"].as_str(), Some("completed" | "abandoned")) {
            // An ended interview's link shows its state, never its content.
            if data["questions"] != json!([])
                || data["responses"] != json!([])
                || data["candidate_name"] != "[withheld]"
            {
                return self.violation(format!("an ended session shows its content: {}", session.text));
            }
            return;
        }
        let Some(question) = session.json()["data"]["questions"][0]["id"].as_str().map(str::to_owned) else {
            return self.violation(format!("a session without questions: {}", session.text));
        };
        let body = json!({"question_id": question, "transcript": "I would measure first.", "duration_seconds": 42});
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::POST, &format!("/api/v1/sessions/{}/responses", interview.token))
                    .json(&body)
            })
            .await;
        // 410: cancelled since the session was read (it was still invited then).
        if let Outcome::Reply(reply) = outcome
            && reply.status != 200
            && reply.status != 409
            && !(reply.status == 410 && reply.text.contains("link_cancelled"))
        {
            self.unexpected("answer", &reply);
        }
    }

    async fn cancel(&self, rng: &mut StdRng, account: usize) {
        let Some(interview) = self.pick_interview(rng, account, "invited") else {
            return;
        };
        let api_key = self.key_of(account);
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::POST, &format!("/api/v1/interviews/{}/cancel", interview.id))
                    .bearer_auth(&api_key)
            })
            .await;
        match outcome {
            Outcome::Reply(reply) if reply.status == 200 => {
                if reply.json()["data"]["status"] != "cancelled" {
                    self.violation(format!("cancel answered 200 without cancelling: {}", reply.text));
                }
                self.update_interview(account, &interview.id, |i| i.cancels += 1);
            }
            Outcome::Reply(reply) if reply.status == 409 => {}
            Outcome::Reply(reply) => self.unexpected("cancel", &reply),
            Outcome::Unknown => self.update_interview(account, &interview.id, |i| i.uncertain = true),
        }
    }

    async fn balance(&self, rng: &mut StdRng, account: usize) {
        let api_key = self.key_of(account);
        let outcome = self
            .call(rng, Policy::Repeatable, |client| {
                client
                    .request(Method::GET, "/api/v1/credits/balance")
                    .bearer_auth(&api_key)
            })
            .await;
        if let Outcome::Reply(reply) = outcome {
            let body = reply.json();
            let (total, reserved, available) = (
                body["total_balance"].as_i64().unwrap_or(-1),
                body["reserved_credits"].as_i64().unwrap_or(-1),
                body["available_credits"].as_i64().unwrap_or(-1),
            );
            if reply.status != 200 || total < 0 || reserved < 0 || available < 0 || total != reserved + available {
                self.violation(format!("balance: {} {}", reply.status, reply.text));
            }
        }
    }

    /// Buys credits through the operator CLI (the real binary), as the billing system would.
    async fn top_up(&self, rng: &mut StdRng, account: usize) {
        let credits: i64 = rng.gen_range(5..40);
        let id = self.accounts.lock().unwrap()[account].id.to_string();
        let output = cli(
            &self.database_url,
            &["credits", "add", &id, &credits.to_string(), "--json"],
        )
        .await;
        self.counters.top_ups.fetch_add(1, Ordering::Relaxed);
        let mut accounts = self.accounts.lock().unwrap();
        if output.status.success() {
            accounts[account].top_ups += credits;
        } else {
            accounts[account].ambiguous_top_ups += credits;
        }
    }
}

/// What the run did, for the figures.
pub struct LoadReport {
    pub operations: u64,
    pub requests: u64,
    pub elapsed: Duration,
}

impl Load {
    /// Whether every client is done.
    pub fn is_finished(&self) -> bool {
        self.tasks.iter().all(|t| t.is_finished())
    }

    /// Waits for every client to finish.
    pub async fn finish(self, world: &World) -> LoadReport {
        let started = self.started;
        for task in self.tasks {
            task.await.expect("a client task panicked");
        }
        self.stop_monitor.store(true, Ordering::Relaxed);
        self.monitor.await.unwrap();
        LoadReport {
            operations: world.counters.operations.load(Ordering::Relaxed),
            requests: world.counters.requests.load(Ordering::Relaxed),
            elapsed: started.elapsed(),
        }
    }
}

#[derive(sqlx::FromRow, Debug)]
struct InterviewRow {
    id: Uuid,
    account_id: Uuid,
    status: String,
    candidate_name: String,
    estimated_credits: i64,
    charged_credits: Option<i64>,
    duration_seconds: Option<i32>,
    started_at: Option<chrono::DateTime<chrono::Utc>>,
    completed_at: Option<chrono::DateTime<chrono::Utc>>,
    cancelled_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl World {
    /// Waits until every webhook message is delivered (bounded), moving the lease of messages a
    /// killed worker had claimed to now, as its expiry would. Returns the leases moved.
    async fn drain_webhooks(&self, figures: &mut Figures) -> u64 {
        let mut fast_forwarded = 0;
        for _ in 0..600 {
            let pending: i64 = sqlx::query_scalar("select count(*) from webhook_messages where status = 'pending'")
                .fetch_one(&self.db)
                .await
                .unwrap();
            if pending == 0 {
                return fast_forwarded;
            }
            fast_forwarded += sqlx::query(
                "update webhook_messages set next_attempt_at = now()
                 where status = 'pending' and next_attempt_at > now() + interval '5 seconds'",
            )
            .execute(&self.db)
            .await
            .unwrap()
            .rows_affected();
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        figures.check(false, || "webhook messages still pending after 60 s".to_owned());
        fast_forwarded
    }

    /// Checks every invariant in the database and adds the run's figures.
    pub async fn check(&self, figures: &mut Figures, report: &LoadReport) {
        figures.operations += report.operations;
        for violation in self.violations.lock().unwrap().drain(..) {
            figures.check(false, || violation);
        }
        let c = &self.counters;
        figures.invariants += c.requests.load(Ordering::Relaxed) + c.balance_samples.load(Ordering::Relaxed);

        let fast_forwarded = self.drain_webhooks(figures).await;

        let rows: Vec<InterviewRow> = sqlx::query_as(
            "select id, account_id, status, candidate_name, estimated_credits, charged_credits, duration_seconds,
                    started_at, completed_at, cancelled_at
             from interviews",
        )
        .fetch_all(&self.db)
        .await
        .unwrap();
        let ambiguous = self.ambiguous_names.lock().unwrap().clone();

        // No request created two resources: every creation carried a name of its own.
        let duplicated: Vec<(String, i64)> = sqlx::query_as(
            "select candidate_name, count(*) from interviews group by candidate_name having count(*) > 1
             union all
             select name, count(*) from candidates where name not like 'probe-%' group by name having count(*) > 1",
        )
        .fetch_all(&self.db)
        .await
        .unwrap();
        figures.check(duplicated.is_empty(), || {
            format!("requests that created more than one resource: {duplicated:?}")
        });

        let accounts = self.accounts.lock().unwrap().clone();
        let mut known = 0;
        for (index, account) in accounts.iter().enumerate() {
            let mine: Vec<&InterviewRow> = rows.iter().filter(|r| r.account_id == account.id).collect();
            let by_id: HashMap<String, &InterviewRow> = mine.iter().map(|r| (r.id.to_string(), *r)).collect();
            known += account.interviews.len();

            // Every invitation a client was given exists, in the state its answers imply.
            for model in &account.interviews {
                let Some(row) = by_id.get(&model.id) else {
                    figures.check(false, || {
                        format!("interview {} was answered 201 but is not in the database", model.id)
                    });
                    continue;
                };
                figures.check(
                    !(model.cancels > 0 && (model.starts > 0 || model.completes > 0)),
                    || format!("interview {} was both cancelled and started: {model:?}", model.id),
                );
                if !model.uncertain {
                    figures.check(row.status == model.state(), || {
                        format!(
                            "interview {} is {} but its answers say {}: {model:?}",
                            model.id,
                            row.status,
                            model.state()
                        )
                    });
                }
            }
            // Every interview the clients do not know came from a request whose answer was lost.
            let known_ids: HashSet<&str> = account.interviews.iter().map(|i| i.id.as_str()).collect();
            for row in &mine {
                if !known_ids.contains(row.id.to_string().as_str()) {
                    figures.check(
                        ambiguous.contains(&row.candidate_name) && row.status == "invited",
                        || {
                            format!(
                                "interview {} ({}) was never answered to any client",
                                row.id, row.candidate_name
                            )
                        },
                    );
                }
            }

            // Each interview's own figures agree: charged = min(reserved, started minutes), at
            // least 1, only when it ran; timestamps match the state.
            for row in &mine {
                let ran = matches!(row.status.as_str(), "completed" | "abandoned");
                figures.check(ran == row.charged_credits.is_some(), || {
                    format!("interview {} charged wrongly: {row:?}", row.id)
                });
                if let (Some(charged), Some(duration)) = (row.charged_credits, row.duration_seconds) {
                    let expected = ((i64::from(duration) + 59) / 60).max(1).min(row.estimated_credits);
                    figures.check(charged == expected, || {
                        format!("interview {} charged {charged}, not {expected}: {row:?}", row.id)
                    });
                }
                figures.check(
                    row.started_at.is_some()
                        == matches!(row.status.as_str(), "in_progress" | "completed" | "abandoned"),
                    || {
                        format!(
                            "interview {} has a start that does not match its status: {row:?}",
                            row.id
                        )
                    },
                );
                // Only a completion has a completion time; an abandoned interview ran but did not.
                figures.check(row.completed_at.is_some() == (row.status == "completed"), || {
                    format!("interview {}: {row:?}", row.id)
                });
                figures.check(row.cancelled_at.is_some() == (row.status == "cancelled"), || {
                    format!("interview {}: {row:?}", row.id)
                });
            }

            // Credits reconcile with the history: what was bought is either still in the balance
            // or was charged for an interview that ran; what is reserved is exactly the estimates
            // of the interviews that hold credits; nothing is negative.
            let balance =
                interview_api::domain::credits::balance(&self.db, interview_api::domain::ids::AccountId(account.id))
                    .await
                    .unwrap()
                    .unwrap();
            let charged: i64 = mine.iter().filter_map(|r| r.charged_credits).sum();
            let bought = account.initial_credits + account.top_ups;
            figures.check(
                balance.total_balance + charged >= bought
                    && balance.total_balance + charged <= bought + account.ambiguous_top_ups,
                || {
                    format!(
                        "account {index}: balance {} + charged {charged} != bought {bought} (+{} unknown)",
                        balance.total_balance, account.ambiguous_top_ups
                    )
                },
            );
            let holding: i64 = mine
                .iter()
                .filter(|r| matches!(r.status.as_str(), "invited" | "in_progress"))
                .map(|r| r.estimated_credits)
                .sum();
            figures.check(balance.reserved_credits == holding, || {
                format!(
                    "account {index}: reserved {} != held {holding}",
                    balance.reserved_credits
                )
            });
            let modelled: i64 = account
                .interviews
                .iter()
                .filter(|i| !i.uncertain && matches!(i.state(), "invited" | "in_progress"))
                .map(|i| i.estimated)
                .sum();
            let unknown: i64 = account
                .interviews
                .iter()
                .filter(|i| i.uncertain)
                .map(|i| i.estimated)
                .sum::<i64>()
                + mine
                    .iter()
                    .filter(|r| !known_ids.contains(r.id.to_string().as_str()))
                    .map(|r| r.estimated_credits)
                    .sum::<i64>();
            figures.check(
                balance.reserved_credits >= modelled && balance.reserved_credits <= modelled + unknown,
                || {
                    format!(
                        "account {index}: reserved {} but the answers say {modelled} (+{unknown} unknown)",
                        balance.reserved_credits
                    )
                },
            );
            figures.check(balance.total_balance >= 0 && balance.available_credits() >= 0, || {
                format!("account {index} is negative: {balance:?}")
            });

            // The ledger sums to the balance, and the stored reservation is exactly what the
            // interviews whose stored status holds credits hold.
            let (stored_balance, stored_reserved, ledger_balance, ledger_reserved, held): (i64, i64, i64, i64, i64) =
                sqlx::query_as(
                    "select c.credit_balance, c.reserved_credits,
                            (select coalesce(sum(amount), 0)::bigint from credit_transactions t
                             where t.account_id = c.account_id and t.kind in ('top_up', 'adjustment', 'charge')),
                            (select coalesce(-sum(amount), 0)::bigint from credit_transactions t
                             where t.account_id = c.account_id and t.kind in ('reservation', 'release')),
                            (select coalesce(sum(estimated_credits), 0)::bigint from interviews i
                             where i.account_id = c.account_id and i.status in ('invited', 'in_progress'))
                     from account_credits c where c.account_id = $1",
                )
                .bind(account.id)
                .fetch_one(&self.db)
                .await
                .unwrap();
            figures.check(stored_balance == ledger_balance, || {
                format!("account {index}: balance {stored_balance} but the ledger sums to {ledger_balance}")
            });
            figures.check(stored_reserved == ledger_reserved && stored_reserved == held, || {
                format!(
                    "account {index}: stored reservation {stored_reserved}, ledger {ledger_reserved}, held by interviews {held}"
                )
            });
        }

        // Every state change produced exactly its event, once: interview_started per started
        // interview, interview_ended per completed one, interview_cancelled per cancelled one,
        // interview_expired and interview_abandoned per one the sweeper wrote down (each account's
        // endpoint subscribes to every type).
        let events: Vec<(String, String, i64)> = sqlx::query_as(
            "select interview_id::text, type, count(*) from webhook_events where interview_id is not null group by 1, 2",
        )
        .fetch_all(&self.db)
        .await
        .unwrap();
        let events: HashMap<(String, String), i64> = events.into_iter().map(|(id, kind, n)| ((id, kind), n)).collect();
        for row in &rows {
            let id = row.id.to_string();
            let stored: String = sqlx::query_scalar("select status from interviews where id = $1")
                .bind(row.id)
                .fetch_one(&self.db)
                .await
                .unwrap();
            let expected = [
                ("interview_started", row.started_at.is_some()),
                ("interview_ended", row.status == "completed"),
                ("interview_cancelled", row.status == "cancelled"),
                ("interview_expired", stored == "expired"),
                ("interview_abandoned", row.status == "abandoned"),
            ];
            for (kind, happened) in expected {
                let sent = *events.get(&(id.clone(), kind.to_owned())).unwrap_or(&0);
                figures.check(sent == i64::from(happened), || {
                    format!("interview {id} ({}) has {sent} {kind} events", row.status)
                });
            }
        }
        figures.check(
            events
                .keys()
                .all(|(id, _)| rows.iter().any(|r| r.id.to_string() == *id)),
            || "events about unknown interviews".to_owned(),
        );

        // Every event was delivered at least once, signed, and nothing else was.
        let messages: Vec<(String, String)> = sqlx::query_as("select event_id, status from webhook_messages")
            .fetch_all(&self.db)
            .await
            .unwrap();
        let (received, unverified) = self.receiver.verified_event_ids();
        for (event_id, status) in &messages {
            figures.check(status == "delivered", || format!("event {event_id} is {status}"));
            figures.check(received.contains(event_id), || {
                format!("event {event_id} never reached the receiver")
            });
        }
        let sent: HashSet<&String> = messages.iter().map(|(id, _)| id).collect();
        figures.check(received.iter().all(|id| sent.contains(id)), || {
            "the receiver got events that are not in the outbox".to_owned()
        });
        figures.check(unverified == 0, || {
            format!("{unverified} webhook requests had no valid signature")
        });

        // Idempotency: every key's stored answer is the one its client was given first (opened,
        // when it carried a credential and was stored sealed).
        let keyring = interview_api::secrets::Keyring::parse(interview_api_test_support::TEST_SECRETS_KEYS).unwrap();
        let keyed = self.keyed.lock().unwrap().clone();
        for keyed in &keyed {
            let account_id = accounts[keyed.account].id;
            // The store keeps a key's keyed digest, which the answer is sealed for.
            let scope = interview_api::domain::idempotency::KeyScope::Account(account_id);
            let key = keyring.digests(&scope.digest_context(), &keyed.key).remove(0);
            let stored: Option<(Option<i16>, Option<Vec<u8>>)> = sqlx::query_as(
                "select response_status, response_body from idempotency_keys where account_id = $1 and idempotency_key = $2",
            )
            .bind(account_id)
            .bind(&key)
            .fetch_optional(&self.db)
            .await
            .unwrap();
            let opened = |body: &[u8]| -> Vec<u8> {
                let text = String::from_utf8_lossy(body);
                match interview_api::secrets::key_id_of(&text) {
                    Some(_) => {
                        let context = interview_api::domain::idempotency::answer_context(&scope, &key);
                        keyring.open(&text, &context).unwrap_or_default().into_bytes()
                    }
                    None => body.to_vec(),
                }
            };
            let matches = stored.as_ref().is_some_and(|(status, body)| {
                *status == Some(keyed.status as i16)
                    && body.as_deref().map(opened) == Some(keyed.text.as_bytes().to_vec())
            });
            figures.check(matches, || {
                format!("key {} stored {stored:?}, not what its client got", keyed.key)
            });
        }

        // Candidates: the clients' view is the database's; the kept count is the real one.
        let candidates = self.candidates.lock().unwrap().clone();
        let stored: Vec<(Uuid, String)> = sqlx::query_as("select id, name from candidates")
            .fetch_all(&self.db)
            .await
            .unwrap();
        let stored: HashMap<String, String> = stored.into_iter().map(|(id, name)| (id.to_string(), name)).collect();
        for candidate in &candidates {
            match (stored.get(&candidate.id), candidate.deleted) {
                (None, false) => figures.check(false, || {
                    format!("candidate {} was answered 201 but is gone", candidate.id)
                }),
                (Some(_), true) if !candidate.uncertain => {
                    figures.check(false, || format!("candidate {} was deleted but is there", candidate.id))
                }
                (Some(name), false) if !candidate.uncertain => figures.check(*name == candidate.name, || {
                    format!("candidate {} is named {name}, not {}", candidate.id, candidate.name)
                }),
                _ => figures.invariants += 1,
            }
        }
        let known_candidates: HashSet<&String> = candidates.iter().map(|c| &c.id).collect();
        for (id, name) in &stored {
            // `probe-` candidates are created by a fault test's probe, outside the model.
            if !known_candidates.contains(id) && !name.starts_with("probe-") {
                figures.check(ambiguous.contains(name), || {
                    format!("candidate {id} ({name}) was never answered to any client")
                });
            }
        }
        // Every kept count of a name substring (the empty one is the account's total) is exact.
        let counts: Vec<(Uuid, String, i64, i64)> = sqlx::query_as(
            "with kept as (select account_id, gram, sum(candidates)::bigint as n
                           from candidate_name_grams group by account_id, gram),
                  real as (select account_id, gram, count(*) as n
                           from candidates, candidate_name_grams(candidates.name) as gram group by account_id, gram)
             select account_id, gram, coalesce(kept.n, 0), coalesce(real.n, 0)
             from kept full join real using (account_id, gram)",
        )
        .fetch_all(&self.db)
        .await
        .unwrap();
        for (account, gram, kept, real) in counts {
            figures.check(kept == real, || {
                format!("account {account} counts {kept} names containing {gram:?} but has {real}")
            });
        }

        let c = &self.counters;
        figures.note(format!(
            "{} operations, {} requests in {:.1} s; {} interviews, {} candidates, {} idempotency keys, {} events ({} webhook requests)",
            report.operations,
            report.requests,
            report.elapsed.as_secs_f64(),
            known,
            candidates.len(),
            keyed.len(),
            messages.len(),
            self.receiver.deliveries().len(),
        ));
        figures.note(format!(
            "retries {}, 503s {}, transport errors {}, ambiguous outcomes {}, replays {}, concurrent-key 409s {}, insufficient credits {}, CLI top-ups {}, balance samples {}, slowest request {} ms, leases fast-forwarded {fast_forwarded}",
            c.retries.load(Ordering::Relaxed),
            c.unavailable.load(Ordering::Relaxed),
            c.transport_errors.load(Ordering::Relaxed),
            c.ambiguous.load(Ordering::Relaxed),
            c.replays.load(Ordering::Relaxed),
            c.conflicts.load(Ordering::Relaxed),
            c.insufficient.load(Ordering::Relaxed),
            c.top_ups.load(Ordering::Relaxed),
            c.balance_samples.load(Ordering::Relaxed),
            c.slowest_ms.load(Ordering::Relaxed),
        ));
    }

    pub fn slowest_ms(&self) -> u64 {
        self.counters.slowest_ms.load(Ordering::Relaxed)
    }
}

/// Operations of the default (CI) run and of `make soak`.
pub fn operations() -> usize {
    if soak() { 20_000 } else { 1_500 }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn three_replicas_keep_every_invariant_under_a_random_mix_of_operations() {
    let seed = seed();
    // A server of its own: a 503 here is a violation, and one refused connection makes one.
    let cluster = Cluster::start();
    let world = World::setup(&cluster.url("app"), Setup::default(), seed).await;
    let load = world.start_load(operations(), 12);
    let report = load.finish(&world).await;
    let mut figures = Figures::new("invariants");
    figures.note(format!(
        "seed {seed} (RELIABILITY_SEED replays it), 3 replicas, 12 clients, 3 accounts"
    ));
    world.check(&mut figures, &report).await;
    figures.check(world.fleet.all_running().await, || "a replica died".to_owned());
    for (status, log) in world.fleet.stop().await {
        figures.check(status.success(), || {
            format!("a replica exited {status}: {}", tail(&log))
        });
    }
    figures.finish();
}

/// The end of a log, for a failure message.
pub fn tail(log: &str) -> String {
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(20)..].join("\n")
}
