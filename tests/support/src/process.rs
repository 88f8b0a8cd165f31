//! The real binary: the server as a process of its own, and the operator CLI.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};

use crate::Client;

/// The `interview-api` binary that Cargo builds for the root package's integration tests: they
/// run from `target/<profile>/deps/`, and the binary is in `target/<profile>/`.
pub fn server_binary() -> PathBuf {
    let test = std::env::current_exe().expect("the test executable has a path");
    let name = format!("interview-api{}", std::env::consts::EXE_SUFFIX);
    match test.parent().and_then(Path::parent).map(|profile| profile.join(name)) {
        Some(binary) if binary.is_file() => binary,
        _ => panic!("no interview-api binary next to {test:?}: run the tests with `cargo test`, which builds it"),
    }
}

/// A port that was free a moment ago.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// What a run of the `interview-api` binary printed, and how it ended.
#[derive(Debug)]
pub struct CliOutput {
    pub status: ExitStatus,
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

/// The keys every server of the tests seals secrets with (`SECRETS_KEYS`).
pub const TEST_SECRETS_KEYS: &str = "test:q3Vb0o7iR6m0Y9a5Dq2wJ1x8Lk4Zt6Pc3Hs9Ne2Uf7A=";

/// The token every server of the tests serves `/metrics` with on its API address (`METRICS_TOKEN`).
pub const TEST_METRICS_TOKEN: &str = "test-metrics-token-0123456789";

/// Runs the real binary (`interview-api ARGS`) with `DATABASE_URL` and the test secrets keys set,
/// as an operator would.
pub async fn cli(database_url: &str, args: &[&str]) -> CliOutput {
    cli_with(database_url, args, &[("SECRETS_KEYS", TEST_SECRETS_KEYS)]).await
}

/// Runs the real binary with `DATABASE_URL` and exactly the given environment of its own.
pub async fn cli_with(database_url: &str, args: &[&str], env: &[(&str, &str)]) -> CliOutput {
    let output = tokio::process::Command::new(server_binary())
        .args(args)
        .env("DATABASE_URL", database_url)
        .env_remove("RUST_LOG")
        .env_remove("SECRETS_KEYS")
        .env_remove("SECRETS_KEYS_FILE")
        .envs(env.iter().copied())
        .output()
        .await
        .expect("the binary runs");
    CliOutput {
        status: output.status,
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The real binary serving on a port of its own; killed when dropped. Its log (stderr, one JSON
/// line per event) is kept whole, readable while it runs.
pub struct ServerProcess {
    pub address: SocketAddr,
    child: tokio::process::Child,
    log: Arc<Mutex<String>>,
    /// Copies stderr into `log` until the process exits.
    reader: Option<tokio::task::JoinHandle<()>>,
}

/// Starts the binary ([`ServerProcess::spawn`]) and waits, 30 s at most, until it is ready.
pub async fn spawn_process(database_url: &str, args: &[&str]) -> ServerProcess {
    let mut server = ServerProcess::spawn(database_url, args, &[]);
    server.wait_ready(Duration::from_secs(30)).await;
    server
}

impl ServerProcess {
    /// Starts `interview-api serve --bind-addr 127.0.0.1:PORT --database-url URL --log-format json
    /// ARGS` on a free port, with `env` set (and neither `RUST_LOG` nor `DATABASE_URL` of the
    /// test's own environment), without waiting for it.
    pub fn spawn(database_url: &str, args: &[&str], env: &[(&str, &str)]) -> ServerProcess {
        let address = SocketAddr::from(([127, 0, 0, 1], free_port()));
        let mut command = tokio::process::Command::new(server_binary());
        command
            .arg("serve")
            .args(["--bind-addr", &address.to_string(), "--database-url", database_url])
            .args(["--log-format", "json"])
            .args(args)
            .env_remove("RUST_LOG")
            .env_remove("DATABASE_URL")
            .env("SECRETS_KEYS", TEST_SECRETS_KEYS)
            .env("METRICS_TOKEN", TEST_METRICS_TOKEN)
            // The in-process servers' size: tests run at once, and share one PostgreSQL's
            // connections (a flag of the test's own wins).
            .env("DATABASE_POOL_SIZE", "8")
            // Without a mail server, e-mails go to files: never into the working tree.
            .env("EMAIL_DIR", std::env::temp_dir().join("interview-api-test-outbox"))
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        let mut child = command.spawn().expect("the binary starts");
        let log = Arc::new(Mutex::new(String::new()));
        let pipe = child.stderr.take().unwrap();
        let sink = log.clone();
        let reader = tokio::spawn(async move {
            let mut lines = BufReader::new(pipe).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                let mut log = sink.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        });
        ServerProcess {
            address,
            child,
            log,
            reader: Some(reader),
        }
    }

    /// Waits until `/readyz` answers 200. Panics, with the server's log, when the process exits
    /// first or is not ready `within`.
    pub async fn wait_ready(&mut self, within: Duration) {
        let client = self.client();
        let deadline = tokio::time::Instant::now() + within;
        while tokio::time::Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                self.drain_log().await;
                panic!("the server exited with {status} before it was ready: {}", self.log());
            }
            if client
                .try_send(client.request(reqwest::Method::GET, "/readyz"))
                .await
                .is_ok_and(|r| r.status == 200)
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "the server at {} was not ready in {within:?}: {}",
            self.address,
            self.log()
        );
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.address)
    }

    /// A client of this server, without a key.
    pub fn client(&self) -> Client {
        Client::new(self.address)
    }

    pub fn pid(&self) -> u32 {
        self.child.id().expect("the server is running")
    }

    /// Everything the server wrote on stderr so far.
    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sends SIGTERM.
    pub fn terminate(&self) {
        signal(self.pid(), "TERM");
    }

    /// Sends SIGTERM, asserts a clean exit within 30 s, and returns the server's whole log.
    pub async fn stop(self) -> String {
        let (status, log) = self.stop_within(Duration::from_secs(30)).await;
        assert!(status.success(), "the server exited with {status}: {log}");
        log
    }

    /// Sends SIGTERM and waits (at most `within`) for the process to exit; returns its status and
    /// its whole log.
    pub async fn stop_within(mut self, within: Duration) -> (ExitStatus, String) {
        self.terminate();
        let status = tokio::time::timeout(within, self.child.wait())
            .await
            .unwrap_or_else(|_| panic!("the server did not stop within {within:?} of SIGTERM"))
            .unwrap();
        self.drain_log().await;
        (status, self.log())
    }

    /// SIGKILL: the process dies at once, as in a crash. Returns its log.
    pub async fn kill(mut self) -> String {
        signal(self.pid(), "KILL");
        let _ = self.child.wait().await;
        self.drain_log().await;
        self.log()
    }

    /// Once the process has exited: waits for the last lines of its log.
    async fn drain_log(&mut self) {
        if let Some(reader) = self.reader.take() {
            let _ = tokio::time::timeout(Duration::from_secs(5), reader).await;
        }
    }
}

fn signal(pid: u32, name: &str) {
    let sent = std::process::Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "cannot send SIG{name} to {pid}");
}
