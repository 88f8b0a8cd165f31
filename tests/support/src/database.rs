//! A database of the test's own, and accounts with keys in it.
//!
//! Each test's database is a copy of a template migrated once per set of migrations
//! (`CREATE DATABASE ... TEMPLATE`): a copy takes a fraction of the time of migrating. Copies and
//! drops go through a few administrative connections this process keeps open, rather than two
//! new sessions per test.
//!
//! A test's database is recycled when the test ends, if its schema is still the template's:
//! renamed (so nothing of the test reaches it again by its name), emptied and vacuumed, its
//! statistics reset, then renamed again for a later test of the same process. That costs
//! PostgreSQL about a quarter of the CPU of a copy and its drop (which also waits for a
//! checkpoint). One whose schema changed (a table dropped, a function replaced, a month's
//! partition added) is dropped. The spares a process leaves behind are dropped by the next run.
//! The tests at the end hold a recycled database to a fresh copy's schema, rows and statistics.

use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use interview_api::domain::accounts::Plan;
use sha2::{Digest, Sha256};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, Connection, Executor, PgPool};
use uuid::Uuid;

/// The PostgreSQL server the tests create their databases on: `TEST_DATABASE_SERVER`, else the
/// local one.
pub fn server_url() -> String {
    std::env::var("TEST_DATABASE_SERVER").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".to_owned())
}

/// A database of the test's own, recycled or dropped (even after a failed assertion) when it goes
/// away: in the background, or by the next test run if this one ends first.
pub struct TestDatabase {
    pub name: String,
    pub url: String,
    /// A copy of the template, which may be recycled; one of [`TestDatabase::missing`] is dropped.
    copied: bool,
}

impl TestDatabase {
    /// A database with every migration applied, as the server would leave it.
    pub fn new() -> Self {
        let mut database = Self::missing();
        let (done, created) = std::sync::mpsc::channel();
        let _ = this_run().requests.send(Request::Create {
            name: database.name.clone(),
            done,
        });
        match created.recv() {
            Ok(Ok(())) => {
                database.copied = true;
                database
            }
            Ok(Err(e)) => panic!("cannot create the test database: {e}"),
            Err(_) => panic!("cannot create the test database: its task failed (see above)"),
        }
    }

    /// A name only: the database does not exist until the test, the server or the CLI creates it
    /// (for tests of creation and migration themselves).
    pub fn missing() -> Self {
        let name = database_name(&this_run().token);
        let url = format!("{}/{name}", server_url());
        Self {
            name,
            url,
            copied: false,
        }
    }
}

impl Default for TestDatabase {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let name = self.name.clone();
        let request = if self.copied {
            Request::Recycle(name)
        } else {
            Request::Drop(name)
        };
        let _ = this_run().requests.send(request);
    }
}

/// This test process: the token its databases are named with, and the thread that creates and
/// drops them.
struct Run {
    token: String,
    requests: tokio::sync::mpsc::UnboundedSender<Request>,
    /// The admin thread's, which the tests below watch.
    #[cfg_attr(not(test), expect(dead_code))]
    spares: Arc<Spares>,
}

enum Request {
    /// A copy of the template (or a spare) named so; the outcome is sent to `done`.
    Create {
        name: String,
        done: std::sync::mpsc::Sender<Result<(), sqlx::Error>>,
    },
    Drop(String),
    /// A test's copy, made a spare if its schema is still the template's.
    Recycle(String),
}

/// The session that shows this process is alive (its `application_name` names the token): the
/// databases of a token without one are left over from a process that ended before it dropped
/// them, and the next process drops them.
const PRESENCE: &str = "interview-api-tests:";

/// Copies, renames and drops at once: two for every test running at once (`make test` runs four).
const ADMIN_CONNECTIONS: u32 = 8;

fn this_run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| {
        let token = Uuid::new_v4().simple().to_string()[..8].to_owned();
        let (requests, mut queue) = tokio::sync::mpsc::unbounded_channel::<Request>();
        let (ready, started) = std::sync::mpsc::channel();
        let presence = format!("{PRESENCE}{token}");
        let spares = Arc::new(Spares::new(token.clone()));
        let admin_spares = spares.clone();
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
                // Kept open as long as the process lives, as the presence session is.
                let admin = PgPoolOptions::new()
                    .max_connections(ADMIN_CONNECTIONS)
                    .acquire_timeout(Duration::from_secs(30))
                    .idle_timeout(None)
                    .connect_lazy_with(options);
                let _ = ready.send(());
                // Left-overs are dropped beside the first tests, which need not wait for them.
                tokio::spawn(async move {
                    drop_left_over(&mut here).await;
                    // The presence session stays open as long as the process lives.
                    std::future::pending::<()>().await;
                });
                while let Some(request) = queue.recv().await {
                    let (admin, spares) = (admin.clone(), admin_spares.clone());
                    tokio::spawn(async move {
                        match request {
                            Request::Create { name, done } => {
                                let _ = done.send(create(&admin, &spares, &name).await);
                            }
                            Request::Drop(name) => drop_database(&admin, &name).await,
                            Request::Recycle(name) => recycle(&admin, &spares, &name).await,
                        }
                    });
                }
            });
        });
        started.recv().expect("the test database server is reachable");
        Run {
            token,
            requests,
            spares,
        }
    })
}

async fn drop_database(admin: &PgPool, name: &str) {
    let drop = format!("drop database if exists \"{name}\" with (force)");
    let _ = sqlx::query(&drop).execute(admin).await;
}

/// `name` as a spare renamed, or else as a copy of the template.
async fn create(admin: &PgPool, spares: &Spares, name: &str) -> Result<(), sqlx::Error> {
    while let Some(spare) = spares.take() {
        let mut connection = admin.acquire().await?;
        // The session that emptied it may still be on its way out.
        let rename = format!("alter database \"{spare}\" rename to \"{name}\"");
        match retry_while_in_use(&mut connection, &rename).await {
            Ok(()) => return Ok(()),
            Err(_) => drop_database(admin, &spare).await,
        }
    }
    copy_template(admin, name).await
}

/// `name` as a copy of the template.
async fn copy_template(admin: &PgPool, name: &str) -> Result<(), sqlx::Error> {
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

/// The spare databases of this process: emptied copies of the template, each to be renamed for a
/// test; and what a database just copied from the template holds, which a recycled one must match.
struct Spares {
    /// This process's token, which spares are named with.
    token: String,
    names: Mutex<Vec<String>>,
    template: tokio::sync::OnceCell<Pristine>,
}

impl Spares {
    fn new(token: String) -> Self {
        Self {
            token,
            names: Mutex::default(),
            template: tokio::sync::OnceCell::new(),
        }
    }

    fn new_name(&self) -> String {
        database_name(&self.token)
    }

    fn take(&self) -> Option<String> {
        self.names.lock().unwrap().pop()
    }

    fn keep(&self, name: String) {
        self.names.lock().unwrap().push(name);
    }
}

/// A fresh copy of the template as the catalogs show it: its [`schema_fingerprint`], and the
/// tables a test may fill.
struct Pristine {
    fingerprint: String,
    tables: Vec<String>,
}

/// The catalogs whose rows are the database's schema, and the migrations' own table.
const SCHEMA_TABLES: [&str; 22] = [
    "pg_class",
    "pg_attribute",
    "pg_attrdef",
    "pg_proc",
    "pg_trigger",
    "pg_constraint",
    "pg_index",
    "pg_namespace",
    "pg_type",
    "pg_rewrite",
    "pg_inherits",
    "pg_policy",
    "pg_extension",
    "pg_event_trigger",
    "pg_publication",
    "pg_largeobject_metadata",
    "pg_sequence",
    "pg_enum",
    "pg_operator",
    "pg_default_acl",
    "pg_depend",
    "_sqlx_migrations",
];

/// Every object of the database, by how many rows each of [`SCHEMA_TABLES`] holds and the newest
/// transaction that wrote one, and the database's settings: a copy shares the template's rows,
/// transaction ids included, and any schema change (an object created, altered, replaced or
/// dropped) writes or removes a row, where emptying, vacuuming and analysing tables write none.
fn schema_fingerprint() -> String {
    let counts: Vec<String> = SCHEMA_TABLES
        .iter()
        .map(|table| format!("select '{table}', count(*), coalesce(max(xmin::text::bigint), 0) from {table}"))
        .collect();
    format!(
        "select string_agg(name || ':' || rows || ':' || newest, ';' order by name) from (
             {}
             union all select 'settings', count(*), 0 from pg_db_role_setting
                 where setdatabase = (select oid from pg_database where datname = current_database())
         ) as tables(name, rows, newest)",
        counts.join(" union all ")
    )
}

/// The tables a test may fill: every one but the migrations' own (a partitioned table stands for
/// its partitions).
const TABLES: &str = "
    select format('%I.%I', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition and c.relname <> '_sqlx_migrations'
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_toast'
    order by 1";

/// What a fresh copy of the template holds, read once per process from a copy made for it, which
/// then becomes the first spare.
async fn pristine<'a>(admin: &PgPool, spares: &'a Spares) -> Result<&'a Pristine, sqlx::Error> {
    spares.template.get_or_try_init(|| read_pristine(admin, spares)).await
}

async fn read_pristine(admin: &PgPool, spares: &Spares) -> Result<Pristine, sqlx::Error> {
    let name = spares.new_name();
    copy_template(admin, &name).await?;
    let mut copy = connect(&name).await?;
    let fingerprint: String = sqlx::query_scalar(&schema_fingerprint()).fetch_one(&mut copy).await?;
    let tables: Vec<String> = sqlx::query_scalar(TABLES).fetch_all(&mut copy).await?;
    copy.close().await?;
    spares.keep(name);
    Ok(Pristine { fingerprint, tables })
}

/// A test's database made a spare: its sessions ended and the database renamed, which nothing of
/// the test can reach; then, if its schema is the template's, every table emptied and vacuumed
/// (no row of the test stays, not even a dead one) and the statistics of its tables and of their
/// use reset. Otherwise, or if any step fails, it is dropped.
async fn recycle(admin: &PgPool, spares: &Spares, name: &str) {
    let spare = spares.new_name();
    let Ok(template) = pristine(admin, spares).await else {
        return drop_database(admin, name).await;
    };
    let Ok(mut connection) = admin.acquire().await else {
        return drop_database(admin, name).await;
    };
    let end_sessions = "select pg_terminate_backend(pid) from pg_stat_activity
                        where datname = $1 and pid <> pg_backend_pid()";
    let rename = format!("alter database \"{name}\" rename to \"{spare}\"");
    let mut renamed = false;
    // A session ended may take a moment to go, and a process of the test may still connect.
    for _ in 0..100 {
        let _ = sqlx::query(end_sessions).bind(name).execute(&mut *connection).await;
        match sqlx::query(&rename).execute(&mut *connection).await {
            Ok(_) => renamed = true,
            Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("55006") => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
            Err(_) => {}
        }
        break;
    }
    drop(connection);
    if !renamed {
        return drop_database(admin, name).await;
    }
    match empty(&spare, template).await {
        Ok(true) => spares.keep(spare),
        _ => drop_database(admin, &spare).await,
    }
}

/// Empties the database `name` if its schema is the template's (false if not).
async fn empty(name: &str, template: &Pristine) -> Result<bool, sqlx::Error> {
    let mut database = connect(name).await?;
    sqlx::query("set lock_timeout = '10s'").execute(&mut database).await?;
    let fingerprint: String = sqlx::query_scalar(&schema_fingerprint())
        .fetch_one(&mut database)
        .await?;
    if fingerprint != template.fingerprint {
        database.close().await?;
        return Ok(false);
    }
    let tables = template.tables.join(", ");
    // Without triggers: the audit log refuses deletes, and foreign keys need no order.
    let deletes: String = template
        .tables
        .iter()
        .map(|table| format!("delete from {table};"))
        .collect();
    let deletes = format!("begin; set local session_replication_role = replica; {deletes} commit");
    // Each its own statement: VACUUM runs outside any transaction.
    for statement in [
        deletes,
        format!("vacuum {tables}"),
        "delete from pg_statistic where starelid in (
             select oid from pg_class
             where relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace))"
            .to_owned(),
        // This session's own counts (its deletes) are flushed when it next waits, then reset.
        "select pg_stat_force_next_flush()".to_owned(),
        "select pg_stat_reset()".to_owned(),
    ] {
        database.execute(statement.as_str()).await?;
    }
    database.close().await?;
    Ok(true)
}

async fn connect(name: &str) -> Result<sqlx::PgConnection, sqlx::Error> {
    format!("{}/{name}", server_url())
        .parse::<PgConnectOptions>()?
        .connect()
        .await
}

/// A new name of a test database of the process with `token`; spares are named so too, so that a
/// run ending before it drops its spares leaves them to the next.
fn database_name(token: &str) -> String {
    format!("test_{token}_{}", Uuid::new_v4().simple())
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
/// writes them. On one connection: statements sent one after another to the pool would each open
/// another, as a connection dropped goes back to it in a task of its own.
pub async fn create_account(db: &PgPool, plan: Plan, credits: u32) -> Account {
    let email = format!("{}@example.com", Uuid::new_v4().simple());
    let mut connection = db.acquire().await.unwrap();
    let id = interview_api::domain::accounts::create_account(&mut *connection, &email, plan, credits, true)
        .await
        .unwrap();
    let key = create_key_on(
        &mut connection,
        id,
        "test",
        interview_api::models::KeyMode::Live,
        interview_api::models::KeyScope::Full,
    )
    .await;
    Account { id, key }
}

/// A new live key of the account named `name`; returns the key itself.
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
    create_key_on(&mut db.acquire().await.unwrap(), account, name, mode, scope).await
}

async fn create_key_on(
    connection: &mut sqlx::PgConnection,
    account: Uuid,
    name: &str,
    mode: interview_api::models::KeyMode,
    scope: interview_api::models::KeyScope,
) -> String {
    let mut tx = connection.begin().await.unwrap();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// One test at a time: each watches the spares of this process.
    static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

    async fn admin() -> PgPool {
        PgPool::connect(&format!("{}/postgres", server_url())).await.unwrap()
    }

    /// Marks a database by a comment, which stays with it through a rename.
    async fn mark(admin: &PgPool, database: &str) -> String {
        let marker = Uuid::new_v4().to_string();
        sqlx::query(&format!("comment on database \"{database}\" is '{marker}'"))
            .execute(admin)
            .await
            .unwrap();
        marker
    }

    /// The name of the database marked so, if it exists.
    async fn marked(admin: &PgPool, marker: &str) -> Option<String> {
        sqlx::query_scalar(
            "select d.datname::text from pg_database d
             join pg_shdescription s on s.objoid = d.oid and s.classoid = 'pg_database'::regclass
             where s.description = $1",
        )
        .bind(marker)
        .fetch_optional(admin)
        .await
        .unwrap()
    }

    async fn eventually<F: Future<Output = bool>>(what: &str, mut condition: impl FnMut() -> F) {
        for _ in 0..600 {
            if condition().await {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{what} did not happen within 30 s");
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn a_database_a_test_filled_comes_back_empty_under_a_new_name() {
        let _alone = ONE_AT_A_TIME.lock().await;
        let admin = admin().await;
        let first = TestDatabase::new();
        let db = PgPool::connect(&first.url).await.unwrap();
        create_account(&db, Plan::Paid, 10).await;
        let marker = mark(&admin, &first.name).await;
        let (first_name, first_url) = (first.name.clone(), first.url.clone());
        drop(first);
        // The test's pool still holds sessions: they are ended, and cannot come back.
        eventually("the database made a spare", || async {
            let name = marked(&admin, &marker).await;
            name.is_some_and(|name| this_run().spares.names.lock().unwrap().contains(&name))
        })
        .await;
        assert!(
            PgPool::connect(&first_url).await.is_err(),
            "{first_name} is still reachable"
        );
        db.close().await;

        let next = TestDatabase::new();
        assert_eq!(marked(&admin, &marker).await.as_deref(), Some(next.name.as_str()));
        let mut copy = connect(&next.name).await.unwrap();
        let fingerprint: String = sqlx::query_scalar(&schema_fingerprint())
            .fetch_one(&mut copy)
            .await
            .unwrap();
        let template = this_run().spares.template.get().unwrap();
        assert_eq!(fingerprint, template.fingerprint);
        for table in &template.tables {
            let rows: i64 = sqlx::query_scalar(&format!("select count(*) from {table}"))
                .fetch_one(&mut copy)
                .await
                .unwrap();
            assert_eq!(rows, 0, "{table}");
        }
        let migrations: i64 = sqlx::query_scalar("select count(*) from _sqlx_migrations")
            .fetch_one(&mut copy)
            .await
            .unwrap();
        assert_eq!(migrations, interview_api::db::MIGRATOR.iter().count() as i64);
        // No trace of the rows' writes in the statistics either.
        let written: i64 =
            sqlx::query_scalar("select coalesce(sum(n_tup_ins + n_tup_del), 0)::bigint from pg_stat_user_tables")
                .fetch_one(&mut copy)
                .await
                .unwrap();
        assert_eq!(written, 0);
        copy.close().await.unwrap();
        sqlx::query(&format!("comment on database \"{}\" is null", next.name))
            .execute(&admin)
            .await
            .unwrap();
    }

    #[tokio::test(flavor = "multi_thread")]
    async fn a_database_whose_schema_a_test_changed_is_dropped() {
        let _alone = ONE_AT_A_TIME.lock().await;
        let admin = admin().await;
        let changed = TestDatabase::new();
        let mut connection = connect(&changed.name).await.unwrap();
        sqlx::query("create table left_behind (id int)")
            .execute(&mut connection)
            .await
            .unwrap();
        connection.close().await.unwrap();
        let marker = mark(&admin, &changed.name).await;
        drop(changed);
        eventually("the database dropped", || async {
            marked(&admin, &marker).await.is_none()
        })
        .await;
    }
}
