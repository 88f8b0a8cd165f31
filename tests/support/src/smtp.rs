//! A real mail server for the tests: `tests/support/smtp_server.py` (aiosmtpd, installed by
//! `make email-test-tools`) as a process of its own, on a port of the test's choosing, keeping
//! each message it accepts; or, stalling, one that accepts connections and never answers.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use serde_json::Value;
use tokio::io::{AsyncBufReadExt, BufReader};

/// One message as the mail server received it, decoded by Python's e-mail parser.
#[derive(Debug, Clone)]
pub struct ReceivedMail {
    pub mail_from: String,
    pub rcpt_tos: Vec<String>,
    /// Header names in lower case.
    pub headers: serde_json::Map<String, Value>,
    pub content_type: String,
    pub text: String,
    pub html: String,
    pub raw: String,
}

impl ReceivedMail {
    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).and_then(Value::as_str).unwrap_or_default()
    }
}

/// The mail server process; killed when dropped. What it received stays readable after.
pub struct SmtpServer {
    pub port: u16,
    dir: PathBuf,
    child: Option<tokio::process::Child>,
}

impl SmtpServer {
    /// A server keeping every message, on `port`.
    pub async fn start(port: u16) -> SmtpServer {
        let dir = std::env::temp_dir().join(format!("interview-api-smtp-{}", uuid::Uuid::new_v4()));
        let mut server = SmtpServer { port, dir, child: None };
        server.restart(false).await;
        server
    }

    /// A server that accepts connections on `port` and never answers.
    pub async fn stalling(port: u16) -> SmtpServer {
        let dir = std::env::temp_dir().join(format!("interview-api-smtp-{}", uuid::Uuid::new_v4()));
        let mut server = SmtpServer { port, dir, child: None };
        server.restart(true).await;
        server
    }

    /// The `SMTP_URL` of this server.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Stops the server (the port then refuses connections).
    pub async fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill().await;
        }
    }

    /// Stops whatever runs and starts again on the same port, keeping what was received.
    pub async fn restart(&mut self, stall: bool) {
        self.stop().await;
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/smtp_server.py");
        let mut command = tokio::process::Command::new("python3");
        command
            .arg(script)
            .arg(self.port.to_string())
            .arg(&self.dir)
            .args(stall.then_some("stall"))
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true);
        let mut child = command
            .spawn()
            .expect("python3 runs (make email-test-tools installs aiosmtpd)");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let ready = tokio::time::timeout(Duration::from_secs(30), lines.next_line()).await;
        assert!(
            matches!(ready, Ok(Ok(Some(ref line))) if line == "ready"),
            "the SMTP server did not start (is aiosmtpd installed? make email-test-tools): {ready:?}"
        );
        self.child = Some(child);
    }

    /// Every message received so far.
    pub fn received(&self) -> Vec<ReceivedMail> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter(|entry| entry.path().extension().is_some_and(|e| e == "json"))
            .map(|entry| {
                let record: Value = serde_json::from_slice(&std::fs::read(entry.path()).unwrap()).unwrap();
                let text = |key: &str| record[key].as_str().unwrap_or_default().to_owned();
                ReceivedMail {
                    mail_from: text("mail_from"),
                    rcpt_tos: record["rcpt_tos"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|v| v.as_str().unwrap().to_owned())
                        .collect(),
                    headers: record["headers"].as_object().unwrap().clone(),
                    content_type: text("content_type"),
                    text: text("text"),
                    html: text("html"),
                    raw: text("raw"),
                }
            })
            .collect()
    }

    /// Waits until at least `count` messages were received (panics after `within`), then returns
    /// all of them.
    pub async fn wait_for(&self, count: usize, within: Duration) -> Vec<ReceivedMail> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let received = self.received();
            if received.len() >= count {
                return received;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "{} of {count} e-mails received in {within:?}",
                received.len()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
