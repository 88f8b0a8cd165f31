//! The test harness: every test gets the real server (the same `server::run` as production) on
//! port 0, against a database of its own that is dropped when the test ends.

use std::net::SocketAddr;
use std::sync::OnceLock;

use interview_api::config::Settings;
use interview_api::domain::accounts::Plan;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use tokio::sync::oneshot;
use uuid::Uuid;

pub fn server_url() -> String {
    std::env::var("TEST_DATABASE_SERVER").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".to_owned())
}

/// A database of the test's own, dropped (even after a failed assertion) when it goes away.
pub struct TestDatabase {
    pub name: String,
    pub url: String,
}

impl TestDatabase {
    pub fn new() -> Self {
        let name = format!("test_{}", Uuid::new_v4().simple());
        let url = format!("{}/{name}", server_url());
        Self { name, url }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let (admin, name) = (format!("{}/postgres", server_url()), self.name.clone());
        // Drop runs outside any async context we could await in: use a runtime of its own.
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                if let Ok(pool) = PgPoolOptions::new().max_connections(1).connect(&admin).await {
                    let _ = sqlx::query(&format!("drop database if exists \"{name}\" with (force)"))
                        .execute(&pool)
                        .await;
                }
            });
        })
        .join();
    }
}

pub struct Account {
    pub id: Uuid,
    pub key: String,
}

pub struct TestApp {
    pub address: SocketAddr,
    pub client: reqwest::Client,
    pub db: PgPool,
    pub account: Account,
    shutdown: Option<oneshot::Sender<()>>,
    server: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
    // Last, so the server and pool are gone before the database is dropped.
    pub database: TestDatabase,
}

pub struct Options {
    pub extra_args: Vec<String>,
    pub plan: Plan,
    pub credits: u32,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            extra_args: Vec::new(),
            plan: Plan::Paid,
            credits: 1000,
        }
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(Options::default()).await
}

pub fn test_settings(database_url: &str, extra: &[String]) -> Settings {
    let mut args = vec![
        "--database-url".to_owned(),
        database_url.to_owned(),
        "--bind-addr".to_owned(),
        "127.0.0.1:0".to_owned(),
        "--interview-url-base".to_owned(),
        "https://interview.test/i".to_owned(),
        "--webhook-allow-private".to_owned(),
        "true".to_owned(),
        "--database-pool-size".to_owned(),
        "8".to_owned(),
    ];
    args.extend(extra.iter().cloned());
    Settings::from_args(args).expect("test settings parse")
}

pub async fn spawn_app_with(options: Options) -> TestApp {
    init_logs();
    let database = TestDatabase::new();
    let settings = test_settings(&database.url, &options.extra_args);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    // Migrate before serving so the test can seed at once.
    interview_api::db::connect_and_migrate(&settings)
        .await
        .expect("database is reachable");
    let (shutdown, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(interview_api::http::server::run(settings, listener, async {
        let _ = stopped.await;
    }));
    let db = PgPoolOptions::new()
        .max_connections(4)
        .connect(&database.url)
        .await
        .unwrap();
    let account = create_account(&db, options.plan, options.credits).await;
    TestApp {
        address,
        client: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
        db,
        account,
        shutdown: Some(shutdown),
        server: Some(server),
        database,
    }
}

pub async fn create_account(db: &PgPool, plan: Plan, credits: u32) -> Account {
    let email = format!("{}@example.com", Uuid::new_v4().simple());
    let id = interview_api::domain::accounts::create_account(db, &email, plan, credits, true)
        .await
        .unwrap();
    let (_, key) = interview_api::domain::keys::create_key(db, id, "test").await.unwrap();
    Account { id, key }
}

fn init_logs() {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| {
        if std::env::var_os("TEST_LOG").is_some() {
            interview_api::telemetry::init(interview_api::config::LogFormat::Text);
        }
    });
}

/// A response, read whole.
#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub text: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", self.text))
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// Status and body, with ids and timestamps redacted, for a snapshot.
    pub fn shape(&self) -> Value {
        json!({ "status": self.status.as_u16(), "body": redact(self.json()) })
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.address)
    }

    /// A request with this app's account key.
    pub fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.client
            .request(method, self.url(path))
            .bearer_auth(&self.account.key)
    }

    pub async fn send(&self, request: reqwest::RequestBuilder) -> Reply {
        let response = request.send().await.expect("request reaches the server");
        let status = response.status();
        let headers = response.headers().clone();
        let text = response.text().await.unwrap();
        Reply { status, headers, text }
    }

    pub async fn get(&self, path: &str) -> Reply {
        self.send(self.request(Method::GET, path)).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        self.send(self.request(Method::POST, path).json(body)).await
    }

    pub async fn patch(&self, path: &str, body: &Value) -> Reply {
        self.send(self.request(Method::PATCH, path).json(body)).await
    }

    pub async fn delete(&self, path: &str) -> Reply {
        self.send(self.request(Method::DELETE, path)).await
    }

    /// Stops the server gracefully and waits for it.
    pub async fn stop(mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(server) = self.server.take() {
            server.await.unwrap().unwrap();
        }
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(server) = self.server.take() {
            server.abort();
        }
    }
}

/// Replaces what changes from run to run (UUIDs, timestamps, tokens, keys) with placeholders.
pub fn redact(value: Value) -> Value {
    match value {
        Value::String(s) => Value::String(redact_text(&s)),
        Value::Array(items) => Value::Array(items.into_iter().map(redact).collect()),
        Value::Object(fields) => Value::Object(
            fields
                .into_iter()
                .map(|(k, v)| match k.as_str() {
                    "token" | "secret" | "interview_url" | "next_cursor" | "event_id" if v.is_string() => {
                        (k.clone(), Value::String(format!("[{k}]")))
                    }
                    "latency_ms" if v.is_number() => (k.clone(), Value::String("[latency_ms]".to_owned())),
                    _ => (k, redact(v)),
                })
                .collect(),
        ),
        other => other,
    }
}

fn redact_text(text: &str) -> String {
    if Uuid::try_parse(text).is_ok() {
        "[uuid]".to_owned()
    } else if text.len() == 24 && text.ends_with('Z') && chrono::DateTime::parse_from_rfc3339(text).is_ok() {
        // Only the documented form (UTC, milliseconds, `Z`) is redacted, so a snapshot shows any other.
        "[timestamp]".to_owned()
    } else {
        text.to_owned()
    }
}

/// Asserts a snapshot named after the operation and status it documents (the contract
/// coverage test relies on the `<operationId>-<status>-<case>` naming).
#[macro_export]
macro_rules! assert_documented {
    ($operation:literal, $case:literal, $reply:expr) => {{
        let reply = &$reply;
        let name = format!("{}-{}-{}", $operation, reply.status.as_u16(), $case);
        insta::assert_json_snapshot!(name, reply.shape());
    }};
}

/// Another server instance on the same database as `app`.
pub struct Replica {
    pub address: SocketAddr,
    shutdown: oneshot::Sender<()>,
    server: tokio::task::JoinHandle<anyhow::Result<()>>,
}

pub async fn spawn_replica(app: &TestApp) -> Replica {
    let settings = test_settings(&app.database.url, &[]);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (shutdown, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(interview_api::http::server::run(settings, listener, async {
        let _ = stopped.await;
    }));
    Replica {
        address,
        shutdown,
        server,
    }
}

impl Replica {
    pub async fn stop(self) {
        let _ = self.shutdown.send(());
        self.server.await.unwrap().unwrap();
    }
}

impl TestApp {
    /// Stops the server gracefully (as on SIGTERM, so background work is flushed) and keeps the
    /// database and pool for assertions; [`TestApp::stop`] does the same and drops them.
    pub async fn stop_server(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(server) = self.server.take() {
            server.await.unwrap().unwrap();
        }
    }
}

/// What a run of the `interview-api` binary printed, and how it ended.
#[derive(Debug)]
pub struct CliOutput {
    pub status: std::process::ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl CliOutput {
    /// The `--json` output, parsed.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout).unwrap_or_else(|e| panic!("not JSON ({e}): {self:?}"))
    }

    /// Asserts the command succeeded, and returns its trimmed output.
    pub fn ok(&self) -> &str {
        assert!(self.status.success(), "command failed: {self:?}");
        self.stdout.trim()
    }
}

/// Runs the real binary (`interview-api ARGS`) with `DATABASE_URL` set, as an operator would.
pub async fn cli(database_url: &str, args: &[&str]) -> CliOutput {
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_interview-api"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env_remove("RUST_LOG")
        .output()
        .await
        .expect("the binary runs");
    CliOutput {
        status: output.status,
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The real binary serving on a port of its own; killed when dropped.
pub struct ServerProcess {
    pub address: SocketAddr,
    child: tokio::process::Child,
    stderr: tokio::task::JoinHandle<String>,
}

/// Starts `interview-api serve --bind-addr 127.0.0.1:PORT --database-url URL --log-format json
/// EXTRA_ARGS` on a free port and waits until `/readyz` answers.
pub async fn spawn_process(database_url: &str, extra_args: &[&str]) -> ServerProcess {
    use tokio::io::AsyncReadExt;

    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let address = SocketAddr::from(([127, 0, 0, 1], port));
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_interview-api"))
        .arg("serve")
        .args([
            "--bind-addr",
            &address.to_string(),
            "--database-url",
            database_url,
            "--log-format",
            "json",
        ])
        .args(extra_args)
        .env_remove("RUST_LOG")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts");
    let mut pipe = child.stderr.take().unwrap();
    let stderr = tokio::spawn(async move {
        let mut text = String::new();
        let _ = pipe.read_to_string(&mut text).await;
        text
    });
    let mut server = ServerProcess { address, child, stderr };
    let client = reqwest::Client::new();
    for _ in 0..300 {
        if let Ok(Some(status)) = server.child.try_wait() {
            let stderr = (&mut server.stderr).await.unwrap_or_default();
            panic!("the server exited with {status} before it was ready: {stderr}");
        }
        if client
            .get(server.url("/readyz"))
            .send()
            .await
            .is_ok_and(|r| r.status() == StatusCode::OK)
        {
            return server;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the server at {address} was not ready within 30 s");
}

impl ServerProcess {
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.address)
    }

    /// Sends SIGTERM, waits for a clean exit and returns everything the server wrote on stderr.
    pub async fn stop(mut self) -> String {
        let pid = self.child.id().expect("the server is running").to_string();
        let signalled = std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap();
        assert!(signalled.success(), "cannot signal the server");
        let status = tokio::time::timeout(std::time::Duration::from_secs(30), self.child.wait())
            .await
            .expect("the server stops within 30 s of SIGTERM")
            .unwrap();
        let stderr = (&mut self.stderr).await.unwrap();
        assert!(status.success(), "the server exited with {status}: {stderr}");
        stderr
    }
}

impl ServerProcess {
    /// SIGKILL: the process dies at once, as in a crash.
    pub async fn kill(mut self) {
        self.child.start_kill().expect("the server is running");
        let _ = self.child.wait().await;
    }
}
