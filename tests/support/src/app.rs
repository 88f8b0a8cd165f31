//! The real server in-process: `app::run`, as in production, on port 0 against a database of
//! the test's own.

use std::net::SocketAddr;
use std::sync::OnceLock;

use interview_api::config::Settings;
use interview_api::domain::accounts::Plan;
use interview_api::http::contract::Contract;
use reqwest::{Method, RequestBuilder};
use serde_json::Value;
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use tokio::sync::oneshot;

use crate::{Account, Client, Reply, TestDatabase, create_account};

/// A running server, its database (a pool of the test's own for seeding and assertions), an
/// account, and a client with that account's key.
pub struct TestApp {
    pub address: SocketAddr,
    /// A client of this server with the account's key; `client.anonymous()` sends none.
    pub client: Client,
    pub db: PgPool,
    pub account: Account,
    shutdown: Option<oneshot::Sender<()>>,
    server: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
    // Last, so the server and pool are gone before the database is dropped.
    pub database: TestDatabase,
}

/// How [`spawn_app_with`] sets the server and its account up.
pub struct Options {
    /// Command-line flags on top of [`test_settings`].
    pub extra_args: Vec<String>,
    pub plan: Plan,
    pub credits: u32,
    /// Another contract than the embedded `openapi.yaml` (one that deprecates an operation).
    pub contract: Option<&'static Contract>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            extra_args: Vec::new(),
            plan: Plan::Paid,
            credits: 1000,
            contract: None,
        }
    }
}

/// The server's settings in tests: `database_url`, port 0, webhooks to loopback allowed, then
/// `extra`. The server starts as in production, on a database migrated before it starts (a
/// test's database is a copy of a migrated template), so it does not check the migrations itself.
pub fn test_settings(database_url: &str, extra: &[String]) -> Settings {
    let mut args = vec![
        "--database-url".to_owned(),
        database_url.to_owned(),
        "--migrate-on-start".to_owned(),
        "false".to_owned(),
        "--bind-addr".to_owned(),
        "127.0.0.1:0".to_owned(),
        "--interview-url-base".to_owned(),
        "https://interview.test/i".to_owned(),
        "--webhook-allow-private".to_owned(),
        "true".to_owned(),
        "--public-url-base".to_owned(),
        crate::TEST_PUBLIC_URL_BASE.to_owned(),
        "--greenhouse-callback-hosts".to_owned(),
        "app.greenhouse.io,app.eu.greenhouse.io,127.0.0.1".to_owned(),
        "--database-pool-size".to_owned(),
        "8".to_owned(),
        "--secrets-keys".to_owned(),
        crate::TEST_SECRETS_KEYS.to_owned(),
        "--metrics-token".to_owned(),
        crate::TEST_METRICS_TOKEN.to_owned(),
        // Without a mail server, e-mails go to files: never into the working tree.
        "--email-dir".to_owned(),
        std::env::temp_dir()
            .join("interview-api-test-outbox")
            .display()
            .to_string(),
    ];
    args.extend(extra.iter().cloned());
    Settings::from_args(args).expect("test settings parse")
}

/// The server with default [`Options`]: a paid account with 1000 credits.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(Options::default()).await
}

pub async fn spawn_app_with(options: Options) -> TestApp {
    init_logs();
    let database = TestDatabase::new();
    let settings = test_settings(&database.url, &options.extra_args);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let db = PgPoolOptions::new()
        .max_connections(4)
        .connect(&database.url)
        .await
        .unwrap();
    // The account exists before the server loads its key directory, as a long-lived key would.
    let account = create_account(&db, options.plan, options.credits).await;
    // Prepared before it serves, so a server that cannot start says why instead of resetting
    // the test's first connection.
    let mut state = interview_api::app::prepare(settings)
        .await
        .unwrap_or_else(|e| panic!("the server starts: {e:#}"));
    if let Some(contract) = options.contract {
        state = state.changed(|shared| shared.contract = contract);
    }
    let (shutdown, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(interview_api::app::serve(state, listener, async {
        let _ = stopped.await;
    }));
    TestApp {
        address,
        client: Client::new(address).with_key(&account.key),
        db,
        account,
        shutdown: Some(shutdown),
        server: Some(server),
        database,
    }
}

/// Server logs on stderr when `TEST_LOG` is set.
fn init_logs() {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| {
        if std::env::var_os("TEST_LOG").is_some() {
            std::mem::forget(interview_api::telemetry::init(
                interview_api::config::LogFormat::Text,
                None,
            ));
        }
    });
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        self.client.url(path)
    }

    /// A request with this app's account key.
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        self.client.request(method, path)
    }

    pub async fn send(&self, request: RequestBuilder) -> Reply {
        self.client.send(request).await
    }

    pub async fn get(&self, path: &str) -> Reply {
        self.client.get(path).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        self.client.post(path, body).await
    }

    pub async fn post_with_key(&self, path: &str, key: &str, body: &Value) -> Reply {
        self.client.post_with_key(path, key, body).await
    }

    pub async fn patch(&self, path: &str, body: &Value) -> Reply {
        self.client.patch(path, body).await
    }

    pub async fn delete(&self, path: &str) -> Reply {
        self.client.delete(path).await
    }

    /// Stops the server gracefully and waits for it.
    pub async fn stop(mut self) {
        self.stop_server().await;
    }

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

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(server) = self.server.take() {
            server.abort();
        }
    }
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
    let server = tokio::spawn(interview_api::app::run(settings, listener, async {
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
