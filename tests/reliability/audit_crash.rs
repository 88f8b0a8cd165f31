//! The audit log through a crash of PostgreSQL itself (`pg_ctl stop -m immediate`, on a cluster
//! of the test's own) under reads and changes: a change's event commits with the change and
//! waits for the WAL like it, so no change answered is ever without its event; a read's event is
//! committed before the answer but without waiting for the WAL to be written
//! (`synchronous_commit` off, `domain::audit`), and PostgreSQL's WAL writer writes such commits
//! within three times `wal_writer_delay` (200 ms here, the default): every read answered more
//! than one second before the crash is recorded. Reads answered within that last second may be
//! lost; the figures say how many were. With the reads' journal, none may be.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;
use sqlx::postgres::PgPoolOptions;

use interview_api_test_support::*;
use reqwest::Method;

use crate::helpers::*;

/// How long before the crash a read must have been answered for its event to be guaranteed.
const GUARANTEED_BEFORE: Duration = Duration::from_secs(1);

/// An answer the test got: when, and the request's id.
struct Answered {
    at: Instant,
    request_id: String,
    /// The candidate a change created.
    created: Option<String>,
}

/// Sends `request` in a loop until `stop`, keeping the answers that are `status`.
async fn keep_sending(
    client: Client,
    request: impl Fn(&Client) -> reqwest::RequestBuilder,
    status: u16,
    stop: Arc<AtomicBool>,
    answered: Arc<Mutex<Vec<Answered>>>,
) {
    while !stop.load(Ordering::Relaxed) {
        let Ok(reply) = client.try_send(request(&client)).await else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let at = Instant::now();
        if reply.status == status {
            let created = (status == 201).then(|| reply.json()["data"]["id"].as_str().unwrap().to_owned());
            answered.lock().unwrap().push(Answered {
                at,
                request_id: reply.header("x-request-id").unwrap().to_owned(),
                created,
            });
        } else {
            // The database is going away: wait rather than spin on 503s.
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_crash_of_postgres_loses_no_change_s_event_nor_a_read_s_answered_a_second_before() {
    crash_postgres_under_reads_and_changes("audit-postgres-crash", None).await;
}

/// With the reads' journal (`AUDIT_JOURNAL_DIR`) the events wait in it until PostgreSQL is back:
/// every read answered is recorded, those of the last second before a crash too.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn with_the_reads_journal_a_crash_of_postgres_loses_no_event_at_all() {
    let journal = std::env::temp_dir().join(format!("interview-api-journal-{}", uuid::Uuid::new_v4().simple()));
    crash_postgres_under_reads_and_changes("audit-postgres-crash-journaled", Some(&journal)).await;
    let left: Vec<_> = std::fs::read_dir(&journal).unwrap().collect();
    std::fs::remove_dir_all(&journal).unwrap();
    assert!(left.is_empty(), "the stopped server left its journal: {left:?}");
}

/// Reads and changes under load through crashes of PostgreSQL; every change answered has its
/// event, and so has every read answered more than [`GUARANTEED_BEFORE`] before a crash, or with
/// `journal` every read answered.
async fn crash_postgres_under_reads_and_changes(name: &'static str, journal: Option<&std::path::Path>) {
    let mut figures = Figures::new(name);
    let cluster = Cluster::start_with(&["wal_writer_delay=200ms"]);
    let url = cluster.url("app");
    interview_api::db::connect_and_migrate(&test_settings(&url, &[]))
        .await
        .unwrap();
    let db = PgPoolOptions::new().max_connections(2).connect(&url).await.unwrap();
    let account = create_account(&db, interview_api::domain::accounts::Plan::Paid, 100).await;
    db.close().await;
    let mut args = [
        "--database-acquire-timeout-ms",
        "1000",
        "--rate-limit-per-minute",
        "1000000",
    ]
    .map(String::from)
    .to_vec();
    if let Some(journal) = journal {
        args.extend(["--audit-journal-dir".to_owned(), journal.display().to_string()]);
    }
    let server = start_server(&url, &args, &[]).await;
    let client = Client::with_transport(server.address, |transport| transport.timeout(Duration::from_secs(10)))
        .with_key(&account.key);
    let created = client
        .post("/api/v1/candidates", &json!({"name": "Ada Lovelace"}))
        .await;
    assert_eq!(created.status, 201, "{}", created.text);
    let path = format!("/api/v1/candidates/{}", created.json()["data"]["id"].as_str().unwrap());

    let stop = Arc::new(AtomicBool::new(false));
    let (reads, changes) = (Arc::new(Mutex::new(Vec::new())), Arc::new(Mutex::new(Vec::new())));
    let mut load = Vec::new();
    for _ in 0..4 {
        let path = path.clone();
        load.push(tokio::spawn(keep_sending(
            client.clone(),
            move |client| client.request(Method::GET, &path),
            200,
            stop.clone(),
            reads.clone(),
        )));
    }
    load.push(tokio::spawn(keep_sending(
        client.clone(),
        |client| {
            client
                .request(Method::POST, "/api/v1/candidates")
                .json(&json!({"name": "Grace Hopper"}))
        },
        201,
        stop.clone(),
        changes.clone(),
    )));
    let rounds = if soak() { 5 } else { 2 };
    let mut crashes = Vec::new();
    for _ in 0..rounds {
        // Long enough that reads answered more than a second before the crash are many.
        tokio::time::sleep(Duration::from_millis(2500)).await;
        // From when the crash is asked for until PostgreSQL is gone, answers may still come.
        let began = Instant::now();
        cluster.crash();
        crashes.push((began, Instant::now()));
        figures.faults += 1;
        tokio::time::sleep(Duration::from_millis(300)).await;
        cluster.start_again();
    }
    // Answers after the last restart too: the server recovered by itself.
    tokio::time::sleep(Duration::from_millis(2000)).await;
    stop.store(true, Ordering::Relaxed);
    for task in load {
        task.await.unwrap();
    }
    server.stop().await;

    let db = PgPoolOptions::new().max_connections(1).connect(&url).await.unwrap();
    let recorded: HashSet<String> =
        sqlx::query_scalar("select request_id from audit_events where request_id is not null")
            .fetch_all(&db)
            .await
            .unwrap()
            .into_iter()
            .collect();
    let candidates: HashSet<String> = sqlx::query_scalar::<_, uuid::Uuid>("select id from candidates")
        .fetch_all(&db)
        .await
        .unwrap()
        .into_iter()
        .map(|id| id.to_string())
        .collect();
    db.close().await;

    let reads = std::mem::take(&mut *reads.lock().unwrap());
    let changes = std::mem::take(&mut *changes.lock().unwrap());
    figures.operations = (reads.len() + changes.len()) as u64;
    // The crash a read was answered before, as (began, PostgreSQL gone); none: after the last
    // one, with the server up again.
    let next_crash = |at: Instant| crashes.iter().find(|(_, gone)| *gone > at).copied();
    let (mut guaranteed, mut in_last_second, mut lost_in_last_second) = (0, 0, 0);
    for read in &reads {
        let kept = recorded.contains(&read.request_id);
        match next_crash(read.at) {
            Some((began, _)) if journal.is_none() && began.saturating_duration_since(read.at) <= GUARANTEED_BEFORE => {
                in_last_second += 1;
                lost_in_last_second += u64::from(!kept);
            }
            next => {
                guaranteed += 1;
                figures.check(kept, || {
                    let before = next.map(|(began, _)| began.duration_since(read.at));
                    format!(
                        "the read {} answered more than a second before a crash ({before:?}) has no event",
                        read.request_id
                    )
                });
            }
        }
    }
    for change in &changes {
        figures.check(recorded.contains(&change.request_id), || {
            format!("the change {} answered has no event", change.request_id)
        });
        let candidate = change.created.as_deref().unwrap();
        figures.check(candidates.contains(candidate), || {
            format!("the candidate {candidate} answered as created is gone")
        });
    }
    figures.check(guaranteed > 100, || format!("only {guaranteed} reads to check"));
    figures.check(!changes.is_empty(), || "no change was answered".to_owned());
    figures.check(reads.iter().any(|read| next_crash(read.at).is_none()), || {
        "no read was answered after the last restart".to_owned()
    });
    figures.note(match journal {
        None => format!(
            "{rounds} crashes: {guaranteed} reads answered over a second before a crash, all recorded; {} changes, all with their events; {lost_in_last_second} of {in_last_second} reads answered within the last second before a crash lost their event",
            changes.len()
        ),
        Some(_) => format!(
            "{rounds} crashes: {guaranteed} reads answered, all recorded; {} changes, all with their events",
            changes.len()
        ),
    });
    figures.finish();
}
