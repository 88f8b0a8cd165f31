//! A database of the test's own, and accounts with keys in it.
//!
//! Each test's database is a copy of a template migrated once per set of migrations
//! (`CREATE DATABASE ... TEMPLATE`): a copy takes a fraction of the time of migrating. Copies and
//! drops go through a few administrative connections this process keeps open, rather than two
//! new sessions per test. A drop happens in the background: it waits for a checkpoint, which the
//! next test need not wait for.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use interview_api::domain::accounts::Plan;
use sha2::{Digest, Sha256};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, PgPool};
use uuid::Uuid;

/// The PostgreSQL server the tests create their databases on: `TEST_DATABASE_SERVER`, else the
/// local one.
pub fn server_url() -> String {
    std::env::var("TEST_DATABASE_SERVER").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".to_owned())
}

/// A database of the test's own, dropped (even after a failed assertion) when it goes away: in the
/// background, or by the next test run if this one ends first.
pub struct TestDatabase {
    pub name: String,
    pub url: String,
}

impl TestDatabase {
    /// A database with every migration applied, as the server would leave it.
    pub fn new() -> Self {
        let database = Self::missing();
        let (done, created) = std::sync::mpsc::channel();
        let _ = this_run().requests.send(Request::Create {
            name: database.name.clone(),
            done,
        });
        match created.recv() {
            Ok(Ok(())) => database,
            Ok(Err(e)) => panic!("cannot create the test database: {e}"),
            Err(_) => panic!("cannot create the test database: its task failed (see above)"),
        }
    }

    /// A name only: the database does not exist until the test, the server or the CLI creates it
    /// (for tests of creation and migration themselves).
    pub fn missing() -> Self {
        let name = format!("test_{}_{}", this_run().token, Uuid::new_v4().simple());
        let url = format!("{}/{name}", server_url());
        Self { name, url }
    }
}

impl Default for TestDatabase {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let _ = this_run().requests.send(Request::Drop(self.name.clone()));
    }
}

/// This test process: the token its databases are named with, and the thread that creates and
/// drops them.
struct Run {
    token: String,
    requests: tokio::sync::mpsc::UnboundedSender<Request>,
}

enum Request {
    /// A copy of the template named so; the outcome is sent to `done`.
    Create {
        name: String,
        done: std::sync::mpsc::Sender<Result<(), sqlx::Error>>,
    },
    Drop(String),
}

/// The session that shows this process is alive (its `application_name` names the token): the
/// databases of a token without one are left over from a process that ended before it dropped
/// them, and the next process drops them.
const PRESENCE: &str = "interview-api-tests:";

/// Copies and drops at once: one of each for every test running at once (`make test` runs four).
const ADMIN_CONNECTIONS: u32 = 8;

fn this_run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| {
        let token = Uuid::new_v4().simple().to_string()[..8].to_owned();
        let (requests, mut queue) = tokio::sync::mpsc::unbounded_channel::<Request>();
        let (ready, started) = std::sync::mpsc::channel();
        let presence = format!("{PRESENCE}{token}");
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async move {
                let options: PgConnectOptions = format!("{}/postgres", server_url())
                    .parse()
                    .expect("TEST_DATABASE_SERVER is a URL");
                let Ok(mut here) = options.clone().application_name(&presence).connect().await else {
                    return;
                };
                drop_left_over(&mut here).await;
                // Kept open as long as the process lives, as the presence session is.
                let admin = PgPoolOptions::new()
                    .max_connections(ADMIN_CONNECTIONS)
                    .acquire_timeout(Duration::from_secs(30))
                    .idle_timeout(None)
                    .connect_lazy_with(options);
                let _ = ready.send(());
                while let Some(request) = queue.recv().await {
                    let admin = admin.clone();
                    tokio::spawn(async move {
                        match request {
                            Request::Create { name, done } => {
                                let _ = done.send(create(&admin, &name).await);
                            }
                            Request::Drop(name) => {
                                let drop = format!("drop database if exists \"{name}\" with (force)");
                                let _ = sqlx::query(&drop).execute(&admin).await;
                            }
                        }
                    });
                }
                drop(here);
            });
        });
        started.recv().expect("the test database server is reachable");
        Run { token, requests }
    })
}

/// `name` as a copy of the template.
async fn create(admin: &PgPool, name: &str) -> Result<(), sqlx::Error> {
    loop {
        let template = template(admin).await;
        let create = format!("create database \"{name}\" template \"{template}\"");
        // The session that built the template may still be on its way out.
        let mut connection = admin.acquire().await?;
        match retry_while_in_use(&mut connection, &create).await {
            // A test run of other migrations dropped it as stale: it is built again.
            Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("3D000") => continue,
            outcome => return outcome,
        }
    }
}

/// Drops the databases of test processes that are gone.
async fn drop_left_over(admin: &mut sqlx::PgConnection) {
    let left: Vec<String> = sqlx::query_scalar(
        "select datname from pg_database
         where datname ~ '^test_[0-9a-f]{8}_[0-9a-f]{32}$'
           and substr(datname, 6, 8) not in (
               select substr(application_name, length($1) + 1) from pg_stat_activity
               where starts_with(application_name, $1))",
    )
    .bind(PRESENCE)
    .fetch_all(&mut *admin)
    .await
    .unwrap_or_default();
    for name in left {
        let _ = sqlx::query(&format!("drop database if exists \"{name}\" with (force)"))
            .execute(&mut *admin)
            .await;
    }
}

/// The template of this binary's migrations, made by whichever test gets there first: test
/// binaries run at once, so the check and the build happen under an advisory lock.
async fn template(admin: &PgPool) -> String {
    static NAME: OnceLock<String> = OnceLock::new();
    let name = NAME.get_or_init(template_name).clone();
    if exists(admin, &name).await {
        return name;
    }
    const LOCK: i64 = 0x7465_7374_5f74_706c; // "test_tpl"
    let mut admin = admin.acquire().await.unwrap();
    sqlx::query("select pg_advisory_lock($1)")
        .bind(LOCK)
        .execute(&mut *admin)
        .await
        .unwrap();
    if !exists(&mut *admin, &name).await {
        build_template(&mut admin, &name).await;
    }
    sqlx::query("select pg_advisory_unlock($1)")
        .bind(LOCK)
        .execute(&mut *admin)
        .await
        .unwrap();
    name
}

async fn exists<'c, E: sqlx::PgExecutor<'c>>(admin: E, name: &str) -> bool {
    sqlx::query_scalar("select exists (select from pg_database where datname = $1)")
        .bind(name)
        .fetch_one(admin)
        .await
        .unwrap()
}

/// `test_template_` and the first 12 hex digits of a SHA-256 over the versions and checksums of
/// the migrations the server applies.
fn template_name() -> String {
    let mut hash = Sha256::new();
    for migration in interview_api::db::MIGRATOR.iter() {
        hash.update(migration.version.to_be_bytes());
        hash.update(&migration.checksum);
    }
    format!("test_template_{}", &hex::encode(hash.finalize())[..12])
}

/// Migrates a database under a name of its own and renames it when done, so a template that
/// exists is whole even if a test run was killed while building it. Then drops the templates of
/// other migrations that nobody uses (the lock is held: nobody is building one).
async fn build_template(admin: &mut sqlx::PgConnection, name: &str) {
    let building = format!("{name}_building");
    for sql in [
        format!("drop database if exists \"{building}\" with (force)"),
        format!("create database \"{building}\""),
    ] {
        sqlx::query(&sql).execute(&mut *admin).await.unwrap();
    }
    let settings = crate::test_settings(&format!("{}/{building}", server_url()), &[]);
    // Its connection is closed when it returns: a template with a session cannot be copied.
    interview_api::db::migrate(&settings)
        .await
        .expect("the template migrates");
    // Nobody connects to it by mistake and blocks every copy.
    let sealed = format!("alter database \"{building}\" allow_connections false");
    sqlx::query(&sealed).execute(&mut *admin).await.unwrap();
    let rename = format!("alter database \"{building}\" rename to \"{name}\"");
    retry_while_in_use(admin, &rename)
        .await
        .expect("the template is renamed");
    let stale: Vec<String> = sqlx::query_scalar(
        "select datname from pg_database where datname like 'test\\_template\\_%' and datname <> $1",
    )
    .bind(name)
    .fetch_all(&mut *admin)
    .await
    .unwrap();
    for old in stale {
        let _ = sqlx::query(&format!("drop database if exists \"{old}\""))
            .execute(&mut *admin)
            .await;
    }
}

/// Runs `sql` again while PostgreSQL refuses it because another session is connected to the
/// database it copies or renames (SQLSTATE 55006), for 30 s at most.
async fn retry_while_in_use(admin: &mut sqlx::PgConnection, sql: &str) -> Result<(), sqlx::Error> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match sqlx::query(sql).execute(&mut *admin).await {
            Ok(_) => return Ok(()),
            Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("55006") && Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => return Err(e),
        }
    }
}

/// An account and its API key.
pub struct Account {
    pub id: Uuid,
    pub key: String,
}

/// A verified account with `credits` on `plan`, and one API key, written as the operator CLI
/// writes them.
pub async fn create_account(db: &PgPool, plan: Plan, credits: u32) -> Account {
    let email = format!("{}@example.com", Uuid::new_v4().simple());
    let id = interview_api::domain::accounts::create_account(db, &email, plan, credits, true)
        .await
        .unwrap();
    let key = create_key(db, id, "test").await;
    Account { id, key }
}

/// Another API key named `name` for `account`; returns the key itself.
/// A new live key of the account.
pub async fn create_key(db: &PgPool, account: Uuid, name: &str) -> String {
    create_key_of(db, account, name, interview_api::models::KeyMode::Live).await
}

/// A new key of the account in `mode` (a test key works on the account's test-mode data).
pub async fn create_key_of(db: &PgPool, account: Uuid, name: &str, mode: interview_api::models::KeyMode) -> String {
    create_scoped_key(db, account, name, mode, interview_api::models::KeyScope::Full).await
}

/// A new key of the account in `mode` that may call what `scope` allows.
pub async fn create_scoped_key(
    db: &PgPool,
    account: Uuid,
    name: &str,
    mode: interview_api::models::KeyMode,
    scope: interview_api::models::KeyScope,
) -> String {
    let mut tx = db.begin().await.unwrap();
    let (_, key) = interview_api::domain::keys::store::create(
        &mut tx,
        interview_api::domain::ids::AccountId(account),
        name,
        mode,
        scope,
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();
    key
}
