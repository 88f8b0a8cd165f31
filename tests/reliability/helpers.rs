//! What the reliability tests share on top of `interview-api-test-support`: the run profile and
//! its figures, the flags every server process gets, a throwaway PostgreSQL cluster to break, and
//! a webhook receiver that fails a share of requests and verifies signatures.

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::{HeaderMap, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use interview_api_test_support::{Reply, ServerProcess, free_port};
use rand::Rng;
use sha2::Sha256;

/// `RELIABILITY_PROFILE=soak` selects the long runs of `make soak`.
pub fn soak() -> bool {
    std::env::var("RELIABILITY_PROFILE").is_ok_and(|p| p == "soak")
}

/// The seed of a randomized run: `RELIABILITY_SEED`, else a fresh one (printed, to replay).
pub fn seed() -> u64 {
    std::env::var("RELIABILITY_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| rand::thread_rng().r#gen())
}

/// What a test did and found, printed as one line that CI logs keep.
#[derive(Debug, Default)]
pub struct Figures {
    pub test: &'static str,
    pub operations: u64,
    pub faults: u64,
    pub invariants: u64,
    pub violations: Vec<String>,
    pub notes: Vec<String>,
}

impl Figures {
    pub fn new(test: &'static str) -> Self {
        Self {
            test,
            ..Default::default()
        }
    }

    /// Checks one invariant; a failure is recorded (and reported at the end), not panicked on,
    /// so that one run reports every violation it found.
    pub fn check(&mut self, holds: bool, violation: impl FnOnce() -> String) {
        self.invariants += 1;
        if !holds {
            let violation = violation();
            eprintln!("VIOLATION in {}: {violation}", self.test);
            self.violations.push(violation);
        }
    }

    pub fn note(&mut self, note: impl Into<String>) {
        self.notes.push(note.into());
    }

    /// Prints the figures and fails the test if any invariant was violated. They are written to
    /// the process' stdout directly, past the test harness' capture, so that `make test` (and CI)
    /// shows them too, not only `--nocapture`.
    pub fn finish(self) {
        use std::io::Write;
        let mut text = format!(
            "RELIABILITY {}: operations={} faults={} invariants={} violations={}\n",
            self.test,
            self.operations,
            self.faults,
            self.invariants,
            self.violations.len()
        );
        for note in &self.notes {
            text.push_str(&format!("RELIABILITY {}:   {note}\n", self.test));
        }
        let _ = std::io::stdout().lock().write_all(text.as_bytes());
        assert!(
            self.violations.is_empty(),
            "{} violation(s) in {}: {:#?}",
            self.violations.len(),
            self.test,
            self.violations
        );
    }
}

/// The flags every server of these tests gets, before the test's own.
pub fn base_args() -> Vec<String> {
    [
        "--interview-url-base",
        "https://interview.test/i",
        "--webhook-allow-private",
        "true",
        "--database-pool-size",
        "8",
        // Fast retries, and enough of them that a receiver failing one attempt in ten never
        // exhausts them.
        "--webhook-retry-schedule",
        "50ms,50ms,100ms,100ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// `base` without the flags (and their values) that `args` gives again.
fn without_overridden(base: Vec<String>, args: &[String]) -> Vec<String> {
    base.chunks(2)
        .filter(|pair| !args.contains(&pair[0]))
        .flat_map(|pair| pair.to_vec())
        .collect()
}

/// Starts the real server binary ([`ServerProcess::spawn`]) with [`base_args`] and `args` and
/// `env`, and waits (at most 60 s) until it is ready.
pub async fn start_server(database_url: &str, args: &[String], env: &[(&str, &str)]) -> ServerProcess {
    let mut all = without_overridden(base_args(), args);
    all.extend(args.iter().cloned());
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    let mut server = ServerProcess::spawn(database_url, &all, env);
    server.wait_ready(Duration::from_secs(60)).await;
    server
}

/// A PostgreSQL cluster of the test's own, to restart and break, or whose connections no other
/// client takes (three replicas under load hold about 45, and the shared server's other clients,
/// other tests among them, may leave fewer): `initdb` and `pg_ctl` run as the `postgres` OS user
/// on a free port with trust authentication, in a temporary directory. Stopped and removed when
/// dropped, even after a failed assertion.
pub struct Cluster {
    dir: PathBuf,
    pub port: u16,
    /// Settings of its own (`-c name=value`), after the common ones.
    settings: Vec<String>,
}

const PG_BIN: &str = "/usr/lib/postgresql/15/bin";

fn as_postgres(program: &str, args: &[&str]) -> std::process::Output {
    let output = Command::new("runuser")
        .args(["-u", "postgres", "--", &format!("{PG_BIN}/{program}")])
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("runuser runs");
    assert!(
        output.status.success(),
        "{program} {args:?} failed: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A directory of the test's own that the `postgres` user owns.
pub fn postgres_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("reliability-{name}-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    let owned = Command::new("chown")
        .args(["-R", "postgres:", dir.to_str().unwrap()])
        .status()
        .unwrap();
    assert!(owned.success(), "cannot hand {dir:?} to the postgres user");
    dir
}

impl Cluster {
    pub fn start() -> Cluster {
        Cluster::start_with(&[])
    }

    /// A new cluster with settings of its own (`name=value`), e.g. WAL archiving.
    pub fn start_with(settings: &[&str]) -> Cluster {
        let cluster = Cluster {
            dir: postgres_dir("pg"),
            port: free_port(),
            settings: settings.iter().map(|s| s.to_string()).collect(),
        };
        as_postgres(
            "initdb",
            &[
                "-D",
                &cluster.data(),
                "-A",
                "trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--no-sync",
            ],
        );
        cluster.pg_start();
        cluster
    }

    fn data(&self) -> String {
        self.dir.join("data").to_string_lossy().into_owned()
    }

    fn options(&self) -> String {
        let mut options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
            self.port,
            self.dir.display()
        );
        for setting in &self.settings {
            options.push_str(&format!(" -c {setting}"));
        }
        options
    }

    /// A streaming standby of `primary` (`pg_basebackup -R`), connecting as `name` (the name
    /// `synchronous_standby_names` gives), started with `settings` of its own.
    pub fn standby_of(primary: &Cluster, name: &str, settings: &[&str]) -> Cluster {
        let cluster = Cluster {
            dir: postgres_dir("standby"),
            port: free_port(),
            settings: settings.iter().map(|s| s.to_string()).collect(),
        };
        let conninfo = format!(
            "host=127.0.0.1 port={} user=postgres application_name={name}",
            primary.port
        );
        as_postgres(
            "pg_basebackup",
            &[
                "-D",
                &cluster.data(),
                "-d",
                &conninfo,
                "-R",
                "-X",
                "stream",
                "-c",
                "fast",
                "--no-sync",
            ],
        );
        cluster.pg_start();
        cluster
    }

    /// A cluster started from a copy of `data` (a base backup) with `recovery.signal` and
    /// `settings` (`name = 'value'` lines: its `restore_command` and recovery target) added to
    /// its `postgresql.auto.conf`: it replays the archive to the target, then opens.
    pub fn restored(data: &std::path::Path, settings: &str) -> Cluster {
        let cluster = Cluster {
            dir: postgres_dir("restored"),
            port: free_port(),
            settings: Vec::new(),
        };
        let copied = Command::new("runuser")
            .args(["-u", "postgres", "--", "cp", "-a"])
            .arg(data)
            .arg(cluster.data())
            .status()
            .unwrap();
        assert!(copied.success(), "cannot copy the base backup");
        let data = cluster.data_dir();
        let mut conf = std::fs::read_to_string(data.join("postgresql.auto.conf")).unwrap_or_default();
        conf.push_str(settings);
        std::fs::write(data.join("postgresql.auto.conf"), conf).unwrap();
        std::fs::write(data.join("recovery.signal"), "").unwrap();
        let owned = Command::new("chown")
            .args(["-R", "postgres:", data.to_str().unwrap()])
            .status()
            .unwrap();
        assert!(owned.success());
        cluster.pg_start();
        cluster
    }

    /// A base backup of this cluster into `dir` (`pg_basebackup`, with the WAL it needs).
    pub fn base_backup(&self, dir: &std::path::Path) {
        let conninfo = format!("host=127.0.0.1 port={} user=postgres", self.port);
        as_postgres(
            "pg_basebackup",
            &[
                "-D",
                dir.to_str().unwrap(),
                "-d",
                &conninfo,
                "-X",
                "stream",
                "-c",
                "fast",
                "--no-sync",
            ],
        );
    }

    pub fn data_dir(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// Promotes this standby to a primary, waiting until it takes writes.
    pub fn promote(&self) {
        as_postgres("pg_ctl", &["-D", &self.data(), "-w", "promote"]);
    }

    /// SIGKILL to the postmaster and every process it started, as in a crash of the machine.
    pub fn kill(&self) {
        let pid_file = std::fs::read_to_string(self.dir.join("data").join("postmaster.pid")).unwrap();
        let postmaster: u32 = pid_file.lines().next().unwrap().trim().parse().unwrap();
        let children = Command::new("ps")
            .args(["-o", "pid=", "--ppid", &postmaster.to_string()])
            .output()
            .unwrap();
        let mut pids = vec![postmaster.to_string()];
        pids.extend(
            String::from_utf8_lossy(&children.stdout)
                .split_whitespace()
                .map(str::to_owned),
        );
        let _ = Command::new("kill").arg("-KILL").args(&pids).status();
    }

    /// A pool of one connection to `database`, for the test's own statements.
    pub async fn admin(&self, database: &str) -> sqlx::PgPool {
        sqlx::postgres::PgPoolOptions::new()
            .max_connections(1)
            .connect(&self.url(database))
            .await
            .unwrap()
    }

    fn pg_start(&self) {
        let log = self.dir.join("postgres.log").to_string_lossy().into_owned();
        as_postgres(
            "pg_ctl",
            &["-D", &self.data(), "-o", &self.options(), "-l", &log, "-w", "start"],
        );
    }

    /// A database URL on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// Stops the server (fast shutdown: every session is terminated).
    pub fn stop(&self) {
        as_postgres("pg_ctl", &["-D", &self.data(), "-m", "fast", "-w", "stop"]);
    }

    /// Crashes the server (`pg_ctl stop -m immediate`): every process quits at once, without a
    /// checkpoint or writing out what is still in its WAL buffers, as in a crash of PostgreSQL;
    /// what was written to the operating system stays (its machine did not crash). Starting it
    /// again recovers from the WAL.
    pub fn crash(&self) {
        as_postgres("pg_ctl", &["-D", &self.data(), "-m", "immediate", "-w", "stop"]);
    }

    /// Starts it again on the same port.
    pub fn start_again(&self) {
        self.pg_start();
    }

    /// Terminates every client session of `database` (as a failover or a connection reaper would).
    pub async fn terminate_sessions(&self, database: &str) -> u64 {
        let admin = sqlx::postgres::PgPoolOptions::new()
            .max_connections(1)
            .connect(&self.url("postgres"))
            .await
            .unwrap();
        let terminated: Vec<bool> =
            sqlx::query_scalar("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1")
                .bind(database)
                .fetch_all(&admin)
                .await
                .unwrap();
        admin.close().await;
        terminated.len() as u64
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = Command::new("runuser")
            .args(["-u", "postgres", "--", &format!("{PG_BIN}/pg_ctl")])
            .args(["-D", &self.data(), "-m", "immediate", "-w", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The address the servers reach the database through, as a managed service's address that
/// moves to the new primary at failover: a TCP forwarder on loopback. Pointed elsewhere, it cuts
/// every connection it carries (they reached the old server) and forwards new ones to the new.
pub struct Forwarder {
    pub port: u16,
    target: Arc<tokio::sync::watch::Sender<u16>>,
}

impl Forwarder {
    pub async fn start(target: u16) -> Forwarder {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let (sender, _) = tokio::sync::watch::channel(target);
        let target = Arc::new(sender);
        let moved = target.clone();
        tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                let mut changed = moved.subscribe();
                let to = *changed.borrow_and_update();
                tokio::spawn(async move {
                    let Ok(mut outbound) = tokio::net::TcpStream::connect(("127.0.0.1", to)).await else {
                        return;
                    };
                    tokio::select! {
                        _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound) => {}
                        _ = changed.changed() => {}
                    }
                });
            }
        });
        Forwarder { port, target }
    }

    /// Forwards to `port` from now on, and cuts the connections to the old target.
    pub fn point_to(&self, port: u16) {
        self.target.send_replace(port);
    }

    /// A database URL through the forwarder.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }
}

/// The value of a counter or gauge in a server's `/metrics` (0 when absent): `series` is its
/// name with labels as the text format prints them, e.g. `db_reads_total{target="replica"}`.
pub async fn metric(server: SocketAddr, series: &str) -> f64 {
    let client = interview_api_test_support::Client::new(server);
    let reply = client
        .send(
            client
                .request(reqwest::Method::GET, "/metrics")
                .bearer_auth(interview_api_test_support::TEST_METRICS_TOKEN),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply
        .text
        .lines()
        .find_map(|line| line.strip_prefix(series).and_then(|rest| rest.trim().parse().ok()))
        .unwrap_or(0.0)
}

/// One webhook request as the receiver saw it.
#[derive(Debug, Clone)]
pub struct Delivery {
    pub headers: HashMap<String, String>,
    pub body: String,
}

/// A webhook receiver on loopback. It fails a share of requests with 500 (so retries happen),
/// records every request, and knows the endpoints' secrets to verify signatures.
pub struct Receiver {
    pub address: SocketAddr,
    /// Requests that arrived (counted before the delay, so a test sees one in flight).
    pub arrived: Arc<std::sync::atomic::AtomicUsize>,
    received: Arc<Mutex<Vec<Delivery>>>,
    pub secrets: Arc<Mutex<Vec<String>>>,
}

impl Receiver {
    /// `failure_rate` of requests (0.0-1.0) are answered 500; `delay` before each answer.
    pub async fn start(failure_rate: f64, delay: Duration) -> Self {
        let received = Arc::new(Mutex::new(Vec::new()));
        let arrived = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let (log, count) = (received.clone(), arrived.clone());
        let app = axum::Router::new().route(
            "/hook",
            axum::routing::post(move |headers: HeaderMap, body: String| {
                let (log, count) = (log.clone(), count.clone());
                async move {
                    count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    tokio::time::sleep(delay).await;
                    let headers = headers
                        .iter()
                        .map(|(k, v)| (k.to_string(), v.to_str().unwrap_or("").to_owned()))
                        .collect();
                    log.lock().unwrap().push(Delivery { headers, body });
                    if rand::thread_rng().gen_bool(failure_rate) {
                        (StatusCode::INTERNAL_SERVER_ERROR, "try again")
                    } else {
                        (StatusCode::OK, "ok")
                    }
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self {
            address,
            arrived,
            received,
            secrets: Arc::default(),
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}/hook", self.address)
    }

    pub fn deliveries(&self) -> Vec<Delivery> {
        self.received.lock().unwrap().clone()
    }

    /// The `webhook-id`s received with a valid signature, and how many requests had none.
    pub fn verified_event_ids(&self) -> (HashSet<String>, usize) {
        let secrets = self.secrets.lock().unwrap().clone();
        let mut ids = HashSet::new();
        let mut unverified = 0;
        for delivery in self.deliveries() {
            if secrets.iter().any(|secret| verify(secret, &delivery)) {
                ids.insert(delivery.headers.get("webhook-id").cloned().unwrap_or_default());
            } else {
                unverified += 1;
            }
        }
        (ids, unverified)
    }
}

/// The receiver side of Standard Webhooks, independent of the server's code.
pub fn verify(secret: &str, delivery: &Delivery) -> bool {
    let Some(key) = secret.strip_prefix("whsec_").and_then(|k| STANDARD.decode(k).ok()) else {
        return false;
    };
    let (Some(id), Some(timestamp), Some(signatures)) = (
        delivery.headers.get("webhook-id"),
        delivery.headers.get("webhook-timestamp"),
        delivery.headers.get("webhook-signature"),
    ) else {
        return false;
    };
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).unwrap();
    mac.update(format!("{id}.{timestamp}.{}", delivery.body).as_bytes());
    let expected = format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()));
    signatures.split(' ').any(|s| s == expected)
}

/// Whether a response is JSON with the documented content type.
pub fn is_json(reply: &Reply) -> bool {
    reply
        .header("content-type")
        .is_some_and(|v| v.starts_with("application/json"))
        && serde_json::from_str::<serde_json::Value>(&reply.text).is_ok()
}
