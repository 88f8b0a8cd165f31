//! The reads' audit journal (`AUDIT_JOURNAL_DIR`): a read is answered once its event is in the
//! instance's journal, a local file, and the events reach the database after it. A database that
//! cannot take them holds up no read; a server killed before writing them leaves them to the next
//! instance on the same folder and database; a read whose event cannot be journaled is not
//! answered.

use std::path::{Path, PathBuf};
use std::time::Duration;

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use serde_json::json;
use sqlx::{Connection, PgConnection, PgPool};
use uuid::Uuid;

/// A folder of the test's own for the journal, removed with it.
struct Folder(PathBuf);

impl Folder {
    fn new() -> Folder {
        Folder(std::env::temp_dir().join(format!("interview-api-journal-{}", Uuid::new_v4().simple())))
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }

    /// The segments in it.
    fn segments(&self) -> usize {
        std::fs::read_dir(&self.0)
            .unwrap()
            .filter(|entry| {
                entry
                    .as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|ext| ext == "jsonl")
            })
            .count()
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
        let _ = std::fs::remove_file(&self.0);
    }
}

fn journal_args(folder: &Folder) -> Vec<String> {
    vec!["--audit-journal-dir".to_owned(), folder.path().to_owned()]
}

/// The reads recorded: (`candidate.read`, `candidate.listed`).
async fn recorded(db: &PgPool) -> (i64, i64) {
    sqlx::query_as(
        "select count(*) filter (where action = 'candidate.read'), count(*) filter (where action = 'candidate.listed')
         from audit_events",
    )
    .fetch_one(db)
    .await
    .unwrap()
}

async fn pool(url: &str) -> PgPool {
    sqlx::postgres::PgPoolOptions::new()
        .max_connections(2)
        .connect(url)
        .await
        .unwrap()
}

/// A connection holding a lock that lets no event into the log until it is dropped.
async fn events_held_back(url: &str) -> PgConnection {
    let mut holder = PgConnection::connect(url).await.unwrap();
    sqlx::raw_sql("begin; lock table audit_events in share mode")
        .execute(&mut holder)
        .await
        .unwrap();
    holder
}

async fn create_candidate(client: &Client) -> String {
    let created = client
        .post("/api/v1/candidates", &json!({"name": "Ada Lovelace"}))
        .await;
    assert_eq!(created.status, 201, "{}", created.text);
    format!("/api/v1/candidates/{}", created.json()["data"]["id"].as_str().unwrap())
}

/// Twenty reads of `path` and one page of the list, all answered.
async fn read_twenty_and_list(client: &Client, path: &str) {
    let reads = futures_util::future::join_all((0..20).map(|_| client.get(path))).await;
    assert!(reads.iter().all(|reply| reply.status == 200), "a read was not answered");
    assert_eq!(client.get("/api/v1/candidates").await.status, 200);
}

#[tokio::test]
async fn reads_are_answered_while_the_database_holds_their_events_back_and_recorded_once_it_takes_them() {
    let folder = Folder::new();
    let mut app = spawn_app_with(Options {
        extra_args: journal_args(&folder),
        ..Options::default()
    })
    .await;
    let path = create_candidate(&app.client).await;
    let holder = events_held_back(&app.database.url).await;
    read_twenty_and_list(&app.client, &path).await;
    assert_eq!(recorded(&app.db).await, (0, 0));
    holder.close().await.unwrap();
    let mut written = (0, 0);
    for _ in 0..100 {
        written = recorded(&app.db).await;
        if written == (20, 1) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(written, (20, 1));
    // A server that stops writes out what it holds and leaves the journal empty.
    app.stop_server().await;
    assert_eq!(folder.segments(), 0);
    assert_eq!(recorded(&app.db).await, (20, 1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_answered_before_a_kill_are_recorded_by_the_next_instance_on_the_same_database() {
    let folder = Folder::new();
    let database = TestDatabase::new();
    let args = ["--audit-journal-dir", folder.path()];
    let server = spawn_process(&database.url, &args).await;
    let db = pool(&database.url).await;
    let account = create_account(&db, Plan::Paid, 100).await;
    db.close().await;
    let client = server.client().with_key(&account.key);
    let path = create_candidate(&client).await;
    let mut holder = events_held_back(&database.url).await;
    read_twenty_and_list(&client, &path).await;
    server.kill().await;
    // The killed server's sessions end before the lock is released, so a statement it sent
    // cannot commit after it: what reaches the log then comes from the journal alone.
    let others = "select pid from pg_stat_activity
                  where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()";
    sqlx::query(&format!("select pg_terminate_backend(pid) from ({others}) other"))
        .execute(&mut holder)
        .await
        .unwrap();
    // The activity view keeps what it first showed until the transaction ends: cleared to watch.
    let mut gone = false;
    for _ in 0..200 {
        sqlx::query("select pg_stat_clear_snapshot()")
            .execute(&mut holder)
            .await
            .unwrap();
        gone = sqlx::query(others).fetch_all(&mut holder).await.unwrap().is_empty();
        if gone {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(gone, "the killed server's sessions are gone");
    holder.close().await.unwrap();
    let db = pool(&database.url).await;
    assert_eq!(recorded(&db).await, (0, 0));
    let left = folder.segments();
    assert!(left > 0, "the killed server's events are in its journal");

    // An instance of another database leaves the segments alone.
    let other = TestDatabase::new();
    let elsewhere = spawn_process(&other.url, &args).await;
    elsewhere.stop().await;
    assert_eq!(folder.segments(), left);

    // A segment that cannot be read stops nothing: it is left in place, with a warning.
    let garbage = folder.0.join("reads-garbage.jsonl");
    std::fs::write(&garbage, b"not a journal\n").unwrap();
    let next = spawn_process(&database.url, &args).await;
    assert_eq!(recorded(&db).await, (20, 1));
    assert_eq!(folder.segments(), 1);
    assert!(garbage.exists());
    // Written once, even when a journal is written out again.
    next.stop().await;
    assert_eq!(recorded(&db).await, (20, 1));
    db.close().await;
}

/// No read without its event: when the journal cannot take the event, the read is refused as
/// unavailable, for the client to retry.
#[tokio::test]
async fn a_read_whose_event_cannot_be_journaled_is_not_answered() {
    let folder = Folder::new();
    let app = spawn_app_with(Options {
        extra_args: journal_args(&folder),
        ..Options::default()
    })
    .await;
    let path = create_candidate(&app.client).await;
    replace_with_a_file(&folder.0);
    let refused = app.client.get(&path).await;
    assert_eq!(refused.status, 503, "{}", refused.text);
    assert_eq!(
        refused.json()["error"]["type"],
        "service_unavailable",
        "{}",
        refused.text
    );
    assert!(!refused.text.contains("Ada"), "{}", refused.text);
    std::fs::remove_file(&folder.0).unwrap();
    std::fs::create_dir(&folder.0).unwrap();
    assert_eq!(app.client.get(&path).await.status, 200);
}

/// An instance's start reads and writes on one connection of its pool, so a pool of one starts
/// too: with a journal to open and the demo's bootstrap to run.
#[tokio::test]
async fn an_instance_with_a_pool_of_one_connection_starts_with_its_journal_and_the_demo() {
    let folder = Folder::new();
    let mut extra_args = journal_args(&folder);
    extra_args.extend(["--database-pool-size", "1", "--bootstrap-demo"].map(str::to_owned));
    let app = spawn_app_with(Options {
        extra_args,
        ..Options::default()
    })
    .await;
    let path = create_candidate(&app.client).await;
    assert_eq!(app.client.get(&path).await.status, 200);
}

/// The journal's folder becomes a file: nothing can be created in it.
fn replace_with_a_file(folder: &Path) {
    std::fs::remove_dir_all(folder).unwrap();
    std::fs::write(folder, b"not a folder").unwrap();
}
