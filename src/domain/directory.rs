//! Directories of valid credentials, held by every instance in memory, so that the flood guard
//! tells a valid one from a random one without a database lookup: the API keys, and the tokens of
//! live interviews. Each holds the first 8 bytes of every hash (a random value matches by chance
//! once in 2^64 / entries), is loaded at start, kept current by notifications, and reloaded whole
//! every few minutes in case one was missed (which also forgets entries no longer valid).
//!
//! A key's creation or revocation is notified by its table's trigger (migration 0008), in the
//! transaction that makes it. A link is announced by the instance that issued it, after its
//! transaction committed (`Directory::issued`), many links to a notification: PostgreSQL holds
//! one lock for the whole database from a notifying transaction's commit until it is on disk, so
//! a notification sent by every invitation's transaction (as migration 0018 had it, until 0034)
//! lets only one invitation commit at a time, each waiting for the disk.

use std::collections::HashSet;
use std::fmt::Write;
use std::sync::{OnceLock, RwLock};
use std::time::Duration;

use futures_util::TryStreamExt;
use sqlx::{PgConnection, PgPool};
use tokio::sync::{mpsc, watch};

use crate::db::notifications::{Follower, Notice};

/// Prefixes announced in one notification: `insert:` and 17 characters each, within
/// PostgreSQL's 8,000 bytes of payload.
const ANNOUNCED_AT_ONCE: usize = 400;

pub struct Directory {
    prefixes: RwLock<Prefixes>,
    /// Where the prefixes issued on this instance wait to be announced (`start_announcing`).
    unannounced: OnceLock<mpsc::UnboundedSender<u64>>,
    /// The notification channel and what the log calls it.
    channel: &'static str,
    name: &'static str,
    /// The statement that lists every valid hash.
    load: &'static str,
}

/// The prefixes: those loaded, as a sorted array (8 bytes each; a hash set of a million took
/// 2^21 slots of 9 bytes), and the changes notified since, in small sets until the next load.
#[derive(Default)]
struct Prefixes {
    loaded: Vec<u64>,
    added: HashSet<u64>,
    removed: HashSet<u64>,
}

impl Prefixes {
    fn loaded(mut loaded: Vec<u64>) -> Prefixes {
        loaded.sort_unstable();
        loaded.dedup();
        Prefixes {
            loaded,
            ..Prefixes::default()
        }
    }

    fn contains(&self, prefix: u64) -> bool {
        !self.removed.contains(&prefix) && (self.added.contains(&prefix) || self.loaded.binary_search(&prefix).is_ok())
    }

    fn insert(&mut self, prefix: u64) {
        self.removed.remove(&prefix);
        self.added.insert(prefix);
    }

    fn remove(&mut self, prefix: u64) {
        self.added.remove(&prefix);
        self.removed.insert(prefix);
    }
}

impl Directory {
    const RELOAD: Duration = Duration::from_secs(300);

    /// Every existing API key (notified on `api_keys`: creations and revocations).
    pub fn api_keys() -> Directory {
        Directory::new("api_keys", "API key directory", "select key_hash from api_keys")
    }

    /// The tokens of every interview whose link leads somewhere to go (`invited` or
    /// `in_progress`), announced on `interview_tokens` by the instance that issued a link.
    pub fn interview_tokens() -> Directory {
        Directory::new(
            "interview_tokens",
            "interview token directory",
            "select token_hash from interviews where status in ('invited', 'in_progress')",
        )
    }

    fn new(channel: &'static str, name: &'static str, load: &'static str) -> Directory {
        Directory {
            prefixes: RwLock::default(),
            unannounced: OnceLock::new(),
            channel,
            name,
            load,
        }
    }

    fn prefix(hash: &[u8]) -> u64 {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&hash[..8]);
        u64::from_be_bytes(bytes)
    }

    pub fn contains(&self, hash: &[u8; 32]) -> bool {
        self.prefixes
            .read()
            .is_ok_and(|prefixes| prefixes.contains(Self::prefix(hash)))
    }

    /// A credential issued here, once its transaction committed: known here at once, and to the
    /// other instances once announced (moments later; at their next reload if this instance stops
    /// first or the announcement fails, until when they count its requests against the client's
    /// address).
    pub fn issued(&self, hash: &[u8; 32]) {
        self.insert(hash);
        if let Some(unannounced) = self.unannounced.get() {
            let _ = unannounced.send(Self::prefix(hash));
        }
    }

    /// A credential found valid here; the other instances are not told.
    pub fn insert(&self, hash: &[u8; 32]) {
        if let Ok(mut prefixes) = self.prefixes.write() {
            prefixes.insert(Self::prefix(hash));
        }
    }

    /// Announces what `issued` is given to every instance (this one included) on `db`, a pool
    /// whose connection commits without waiting for the disk: a notification is not kept across
    /// a crash anyway. All that waits goes out in one notification per `ANNOUNCED_AT_ONCE`,
    /// sent outside any request's transaction. Runs until the directory is dropped.
    pub fn start_announcing(&self, db: PgPool) {
        let (unannounced, mut waiting) = mpsc::unbounded_channel();
        if self.unannounced.set(unannounced).is_err() {
            return;
        }
        let (channel, name) = (self.channel, self.name);
        tokio::spawn(async move {
            let mut prefixes = Vec::with_capacity(ANNOUNCED_AT_ONCE);
            while waiting.recv_many(&mut prefixes, ANNOUNCED_AT_ONCE).await > 0 {
                let announced = sqlx::query("select pg_notify($1, $2)")
                    .bind(channel)
                    .bind(insertions(&prefixes))
                    .execute(&db)
                    .await;
                if let Err(error) = announced {
                    tracing::warn!(%error, count = prefixes.len(), "cannot announce entries of the {name}; other instances learn them at their next reload");
                }
                prefixes.clear();
            }
        });
    }

    pub async fn load(&self, connection: &mut PgConnection) -> Result<(), sqlx::Error> {
        // Sized for the hashes counted and streamed into: a hundred thousand live tokens are
        // never held as rows and as prefixes at once, nor (but for those added in between) as
        // an array and the twice larger one it grows into. The statement is one of the
        // constants above.
        let count: i64 = sqlx::query_scalar(&format!("select count(*) from ({}) as valid", self.load))
            .fetch_one(&mut *connection)
            .await?;
        let mut loaded = Vec::with_capacity(usize::try_from(count).unwrap_or(0));
        let mut hashes = sqlx::query_scalar::<_, Vec<u8>>(self.load).fetch(connection);
        while let Some(hash) = hashes.try_next().await? {
            if hash.len() >= 8 {
                loaded.push(Self::prefix(&hash));
            }
        }
        let prefixes = Prefixes::loaded(loaded);
        if let Ok(mut current) = self.prefixes.write() {
            *current = prefixes;
        }
        Ok(())
    }

    /// Applies one notification: `insert:` or `delete:`, then prefixes in hex, separated by commas.
    fn apply(&self, payload: &str) {
        let Some((operation, list)) = payload.split_once(':') else {
            return;
        };
        let Ok(mut prefixes) = self.prefixes.write() else {
            return;
        };
        for prefix in list.split(',').filter_map(|hex| u64::from_str_radix(hex, 16).ok()) {
            match operation {
                "insert" => prefixes.insert(prefix),
                _ => prefixes.remove(prefix),
            }
        }
    }

    /// The channel its changes are notified on.
    pub fn channel(&self) -> &'static str {
        self.channel
    }

    /// Until `stop`: applies the changes notified on its channel, and reloads whole when some
    /// may have been missed and every few minutes.
    pub async fn maintain(&self, db: &PgPool, mut notices: Follower, mut stop: watch::Receiver<bool>) {
        loop {
            let reload = tokio::time::sleep(Self::RELOAD);
            tokio::pin!(reload);
            loop {
                tokio::select! {
                    notice = notices.next() => match notice {
                        Notice::Notified { channel, payload } if channel == self.channel => self.apply(&payload),
                        Notice::Notified { .. } => {}
                        Notice::Missed => break,
                    },
                    _ = &mut reload => break,
                    _ = stop.changed() => return,
                }
            }
            self.reload(db).await;
        }
    }

    async fn reload(&self, db: &PgPool) {
        let loaded = match db.acquire().await {
            Ok(mut connection) => self.load(&mut connection).await,
            Err(error) => Err(error),
        };
        if let Err(error) = loaded {
            tracing::warn!(%error, "cannot load the {}", self.name);
        }
    }
}

/// The payload announcing `prefixes`: `insert:` and each in 16 hex digits, separated by commas.
fn insertions(prefixes: &[u64]) -> String {
    let mut payload = String::with_capacity(7 + prefixes.len() * 17);
    payload.push_str("insert:");
    for (i, prefix) in prefixes.iter().enumerate() {
        if i > 0 {
            payload.push(',');
        }
        let _ = write!(payload, "{prefix:016x}");
    }
    payload
}

#[cfg(test)]
mod tests {
    use super::{ANNOUNCED_AT_ONCE, Directory, Prefixes, insertions};

    #[test]
    fn notified_changes_apply_over_the_loaded_prefixes() {
        let mut prefixes = Prefixes::loaded(vec![30, 10, 20, 10]);
        assert_eq!(prefixes.loaded, [10, 20, 30]);
        assert!([10, 20, 30].iter().all(|p| prefixes.contains(*p)));
        assert!(!prefixes.contains(15));

        prefixes.insert(15);
        prefixes.remove(20);
        assert!(prefixes.contains(15) && !prefixes.contains(20));
        prefixes.insert(20);
        prefixes.remove(15);
        assert!(prefixes.contains(20) && !prefixes.contains(15));
    }

    #[test]
    fn an_announcement_of_many_prefixes_fits_one_notification_and_applies_whole() {
        let announced: Vec<u64> = (0..ANNOUNCED_AT_ONCE as u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        let payload = insertions(&announced);
        assert!(payload.len() < 8000, "{} bytes", payload.len());

        let directory = Directory::interview_tokens();
        directory.apply(&payload);
        directory.apply("delete:0000000000000000");
        let prefixes = directory.prefixes.read().unwrap();
        assert!(announced[1..].iter().all(|p| prefixes.contains(*p)));
        assert!(!prefixes.contains(announced[0]));
    }
}
