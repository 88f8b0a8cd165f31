//! The request context: who is calling, and the transaction a write must join. The gateway sets
//! it around the handler; the generated handlers cannot carry it, so it lives in one task-local
//! behind three functions:
//!
//! - [`caller`]: the authenticated caller (the generated traits receive it as their claims).
//! - [`connection`]: a connection for a handler's reads, the one the caller's key was looked up
//!   on when the gateway handed it on.
//! - [`read_checking_key`] and [`check_key`]: the check of a caller the gateway took from memory,
//!   inside a read's own statement or as a lookup of its own.
//! - [`read_routed!`]: a read of an account's lists or exports, on the read replica when it may.
//! - [`begin_write`]: the only way a resource begins a transaction (`clippy.toml` forbids
//!   `Pool::begin` elsewhere). Inside an idempotent request it is a savepoint of the claim's
//!   transaction, so the handler's writes and the stored answer commit together or not at all.

use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex as StdMutex, PoisonError};

use sqlx::pool::PoolConnection;
use sqlx::{Executor, PgConnection, PgPool, Postgres};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::db::replica::Route;
use crate::domain::audit::{Actor, ActorType};
use crate::domain::ids::AccountId;
use crate::domain::keys::{self, Principal};
use crate::http::error::ApiError;
use crate::state::Core;

tokio::task_local! {
    static REQUEST: RequestContext;
}

#[derive(Clone, Default)]
pub struct RequestContext {
    pub caller: Option<Principal>,
    pub claim: Option<Arc<IdempotencyClaim>>,
    pub key_connection: Option<KeyConnection>,
    pub key_check: Option<Arc<KeyCheck>>,
    pub origin: Origin,
}

/// The request's id (`X-Request-Id`), put in its extensions by `gateway::trace`.
#[derive(Debug, Clone)]
pub struct RequestId(pub String);

/// Where the request came from, as the audit log records it: its id and the client address the
/// server determined (`gateway::trace`).
#[derive(Debug, Clone, Default)]
pub struct Origin {
    pub request_id: Option<String>,
    pub ip: Option<IpAddr>,
}

/// The key of a caller the gateway took from memory (`keys::authentication::RememberedCallers`) instead of
/// looking it up: the handler's statement checks that it still holds ([`read_checking_key`]) or
/// the handler looks it up ([`check_key`]); if neither did (the request was answered before its
/// handler read), the gateway looks it up after, and a key that no longer holds is refused.
pub struct KeyCheck {
    hash: [u8; 32],
    outcome: AtomicU8,
}

/// What became of a [`KeyCheck`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyChecked {
    Not = 0,
    Held = 1,
    Refused = 2,
}

impl KeyCheck {
    pub fn new(hash: [u8; 32]) -> Arc<KeyCheck> {
        Arc::new(KeyCheck {
            hash,
            outcome: AtomicU8::new(KeyChecked::Not as u8),
        })
    }

    pub fn hash(&self) -> &[u8; 32] {
        &self.hash
    }

    pub fn outcome(&self) -> KeyChecked {
        match self.outcome.load(Ordering::SeqCst) {
            1 => KeyChecked::Held,
            2 => KeyChecked::Refused,
            _ => KeyChecked::Not,
        }
    }

    fn record(&self, outcome: KeyChecked) {
        self.outcome.store(outcome as u8, Ordering::SeqCst);
    }
}

/// The connection the caller's key was looked up on, handed on to the handler of an operation
/// that reads on it (`auth::READS_ON_THE_KEYS_CONNECTION`). Every connection going back to the
/// pool costs a round trip to the database (the pool's check that it is still usable), so a
/// read that checks one connection out instead of two saves one. Not taken, it goes back to the
/// pool when the request ends.
#[derive(Clone)]
pub struct KeyConnection(Arc<StdMutex<Option<PoolConnection<Postgres>>>>);

impl KeyConnection {
    pub fn new(connection: PoolConnection<Postgres>) -> KeyConnection {
        KeyConnection(Arc::new(StdMutex::new(Some(connection))))
    }

    fn take(&self) -> Option<PoolConnection<Postgres>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).take()
    }
}

/// What a refusal by a [`LastStatement`] answers, if `error` is that refusal.
pub type RefusalAnswer = Box<dyn Fn(&sqlx::Error) -> Option<ApiError> + Send>;

/// The statement a handler's writes end with, sent with the commit in one round trip
/// ([`RequestTx::commit_with`]): the locks it takes are held for no round trip to the server.
pub struct LastStatement {
    /// Plain SQL, literals only: the simple protocol that carries it takes no parameters.
    pub sql: String,
    /// The answer when the statement refuses (raises the error it is written to raise);
    /// `None` for any other error.
    pub refusal: RefusalAnswer,
}

/// The open transaction of an idempotent request's claim, which the handler's writes join after
/// the savepoint `handler` that the claim opened.
pub struct IdempotencyClaim {
    tx: Arc<Mutex<Option<PlainTx>>>,
    /// The handler began a savepoint and did not release it (it failed half-way).
    open_savepoint: AtomicBool,
    /// The handler's last statement, which the claim sends with the stored answer and the commit.
    last: StdMutex<Option<LastStatement>>,
}

/// What the handler left of an idempotent request's transaction.
pub struct Finished {
    pub tx: PlainTx,
    /// Its writes must be rolled back (to the savepoint `handler`).
    pub open_savepoint: bool,
    pub last: Option<LastStatement>,
}

impl IdempotencyClaim {
    pub fn new(tx: PlainTx) -> Arc<IdempotencyClaim> {
        Arc::new(IdempotencyClaim {
            tx: Arc::new(Mutex::new(Some(tx))),
            open_savepoint: AtomicBool::new(false),
            last: StdMutex::new(None),
        })
    }

    /// The claim's transaction once the handler is done.
    pub async fn finish(&self) -> Option<Finished> {
        let tx = self.tx.lock().await.take()?;
        Some(Finished {
            tx,
            open_savepoint: self.open_savepoint.load(Ordering::SeqCst),
            last: self.last.lock().unwrap_or_else(PoisonError::into_inner).take(),
        })
    }
}

/// A transaction begun and ended by statements of its own, so that its BEGIN and its COMMIT can
/// go in the round trips of other statements (an idempotent request's claim, the last statement
/// and the stored answer): sqlx's `Transaction` sends each alone, and after a COMMIT sent with
/// other statements it needs a BEGIN and a COMMIT more to end its own. Statements run on it
/// through `Deref` like on any connection; sqlx's savepoints (`begin` on the connection) must not
/// be used on it, as sqlx does not know that a transaction is open. Dropped while open (an error,
/// a cancelled request), it is rolled back before its connection serves anything else, or its
/// connection is closed.
pub struct PlainTx {
    conn: Option<PoolConnection<Postgres>>,
    open: bool,
}

impl PlainTx {
    /// Begins a transaction and runs `statements` (plain SQL: literals only) in it, in one round
    /// trip. On an error nothing stays and the error is returned.
    pub(in crate::http) async fn begin_with(db: &PgPool, statements: &str) -> Result<PlainTx, sqlx::Error> {
        let mut tx = PlainTx {
            conn: Some(db.acquire().await?),
            open: true,
        };
        // Without arguments a query goes in the simple protocol, which runs several statements.
        let begin = if statements.is_empty() {
            "begin".to_owned()
        } else {
            // On lines of their own: a comment ending `statements` cannot hide the BEGIN.
            format!("begin;\n{statements}")
        };
        match tx.execute(begin.as_str()).await {
            Ok(_) => Ok(tx),
            Err(error) => {
                tx.rollback().await;
                Err(error)
            }
        }
    }

    /// Runs `statements` and commits, in one round trip: locks they take are held for no round
    /// trip to the server. On an error nothing is committed and the transaction stays open (in
    /// error) for the caller to roll back, or back to a savepoint.
    pub async fn commit_after(&mut self, statements: &str) -> Result<(), sqlx::Error> {
        let commit = if statements.is_empty() {
            "commit".to_owned()
        } else {
            // On a line of its own: a comment ending `statements` cannot hide the COMMIT.
            format!("{statements};\ncommit")
        };
        self.execute(commit.as_str()).await?;
        self.open = false;
        Ok(())
    }

    /// Rolls back. Should the rollback fail, the connection is closed instead of returned.
    pub async fn rollback(mut self) {
        if let Some(conn) = self.conn.as_mut() {
            roll_back(conn).await;
        }
        self.open = false;
    }
}

/// Rolls `conn` back, or has it closed when it is dropped. A statement may still be on its way
/// (a cancelled request): the rollback follows it, and is sent again if that statement answers
/// with its error.
async fn roll_back(conn: &mut PoolConnection<Postgres>) {
    let mut rollback = conn.execute("rollback").await;
    if matches!(rollback, Err(sqlx::Error::Database(_))) {
        rollback = conn.execute("rollback").await;
    }
    if rollback.is_err() {
        conn.close_on_drop();
    }
}

impl Drop for PlainTx {
    fn drop(&mut self) {
        let Some(mut conn) = self.conn.take() else { return };
        if !self.open {
            return;
        }
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                runtime.spawn(async move { roll_back(&mut conn).await });
            }
            Err(_) => conn.close_on_drop(),
        }
    }
}

impl std::ops::Deref for PlainTx {
    type Target = PgConnection;

    fn deref(&self) -> &PgConnection {
        self.conn.as_ref().expect("the connection is taken only on drop")
    }
}

impl std::ops::DerefMut for PlainTx {
    fn deref_mut(&mut self) -> &mut PgConnection {
        self.conn.as_mut().expect("the connection is taken only on drop")
    }
}

impl RequestContext {
    /// Runs `handler` with this context.
    pub async fn scope<F: Future>(self, handler: F) -> F::Output {
        REQUEST.scope(self, handler).await
    }
}

/// The caller of the request being handled, if it was authenticated.
pub fn caller() -> Option<Principal> {
    REQUEST.try_with(|request| request.caller.clone()).ok().flatten()
}

/// Where the request being handled came from.
fn origin() -> Origin {
    REQUEST.try_with(|request| request.origin.clone()).unwrap_or_default()
}

/// The caller of the request being handled as the audit log records it: its key, the request's id
/// and client address.
pub fn actor(caller: &Principal) -> Actor {
    let Origin { request_id, ip } = origin();
    Actor::api_key(caller.account_id, caller.key_id, ip, request_id)
}

/// An assessment partner calling with one of the account's keys (the caller), as the audit log
/// records it.
pub fn partner_actor(caller: &Principal) -> Actor {
    let Origin { request_id, ip } = origin();
    Actor::partner_with_key(caller.account_id, caller.key_id, ip, request_id)
}

/// An actor without a key (the assessment partner through a session, the candidate) acting in
/// `account_id`.
pub fn actor_without_key(account_id: AccountId, kind: ActorType) -> Actor {
    let Origin { request_id, ip } = origin();
    Actor::without_key(account_id, kind, ip, request_id)
}

/// A connection for a handler's reads: the one the caller's key was looked up on if the gateway
/// handed it on, or one from the pool. A handler holding it checks no other connection out: a
/// request waiting for a second connection while it holds one could wait on every other request
/// doing the same.
pub async fn connection(pool: &PgPool) -> Result<PoolConnection<Postgres>, sqlx::Error> {
    let handed_on = REQUEST
        .try_with(|request| request.key_connection.as_ref().and_then(KeyConnection::take))
        .ok()
        .flatten();
    match handed_on {
        Some(connection) => Ok(connection),
        None => pool.acquire().await,
    }
}

tokio::task_local! {
    /// Set while a read runs on the replica ([`read_routed`]).
    static ON_REPLICA: ();
}

/// Where a routed read runs ([`read_routed`]): the primary, or the read replica.
pub struct ReadSource {
    pool: PgPool,
    replica: bool,
}

impl ReadSource {
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    pub fn is_replica(&self) -> bool {
        self.replica
    }

    /// A connection for the read: on the primary, the one the caller's key was looked up on
    /// when the gateway handed it on ([`connection`]).
    pub async fn connection(&self) -> Result<PoolConnection<Postgres>, sqlx::Error> {
        if self.replica {
            self.pool.acquire().await
        } else {
            connection(&self.pool).await
        }
    }
}

impl ReadSource {
    /// Where a read of `account`'s lists or exports goes (`db::replica`): the replica when one is
    /// configured, usable, and has replayed the account's latest write; the primary otherwise.
    pub async fn choose(core: &Core, account: AccountId) -> ReadSource {
        match &core.replica {
            Some(replica) if replica.route(account.0).await == Route::Replica => ReadSource {
                pool: replica.pool.clone(),
                replica: true,
            },
            _ => ReadSource::primary(core),
        }
    }

    pub fn primary(core: &Core) -> ReadSource {
        ReadSource {
            pool: core.db.clone(),
            replica: false,
        }
    }

    /// Runs `read` on this source: on the replica, the caller's key is left for the gateway to
    /// check on the primary ([`unchecked_key`]).
    pub async fn run<T>(&self, read: impl Future<Output = T>) -> T {
        if self.replica {
            ON_REPLICA.scope((), read).await
        } else {
            read.await
        }
    }

    /// Whether `error` is this replica failing for want of it (unreachable, gone): the replica is
    /// then skipped until its next check, and the read runs again on the primary.
    pub fn failed_on_replica(&self, core: &Core, error: &ApiError) -> bool {
        match (&core.replica, error) {
            (Some(replica), ApiError::Unavailable(cause)) if self.replica => {
                tracing::warn!(error = %cause, "a read failed on the replica; reading on the primary");
                replica.failed();
                true
            }
            _ => false,
        }
    }
}

/// Runs a read of an account's lists or exports (`$read`, an expression of `$source`, a
/// [`ReadSource`], that evaluates to `Result<_, ApiError>`) where [`ReadSource::choose`]
/// routes it, and once more on the primary when the replica fails it. Everything `$read` does
/// must be a read. The caller's key is never checked on the replica (it may not have replayed a
/// revocation): [`read_checking_key`] and [`check_key`] leave it to the gateway, which looks it
/// up on the primary once the handler is done. A macro, not a function taking a closure: the
/// read's future borrows the request's values, which an async closure's cannot while staying
/// `Send`.
macro_rules! read_routed {
    ($core:expr, $account:expr, |$source:ident| $read:expr) => {{
        let core: &$crate::state::Core = $core;
        let routed = $crate::http::context::ReadSource::choose(core, $account).await;
        let answered = {
            let $source = &routed;
            routed.run(async { $read }).await
        };
        match answered {
            Err(error) if routed.failed_on_replica(core, &error) => {
                let primary = $crate::http::context::ReadSource::primary(core);
                let $source = &primary;
                async { $read }.await
            }
            answered => answered,
        }
    }};
}
pub(crate) use read_routed;

/// The key still to check, if the gateway took the caller from memory and nothing checked it yet
/// (on the primary: on the replica nothing is checked).
fn unchecked_key() -> Option<Arc<KeyCheck>> {
    if ON_REPLICA.try_with(|_| ()).is_ok() {
        return None;
    }
    REQUEST
        .try_with(|request| request.key_check.clone())
        .ok()
        .flatten()
        .filter(|check| check.outcome() == KeyChecked::Not)
}

/// Runs `read`, whose statement checks the caller's key when there is one to check: it is given
/// the key's SHA-256 for `holding_key` (migration 0037), or `None` when there is nothing to check,
/// and answers `None` when it found nothing. Found, the key held. Nothing found may also be the
/// key no longer holding: the key is then looked up, its refusal is the answer, and if it holds
/// after all `read` runs again without the check.
pub async fn read_checking_key<T>(
    conn: &mut PgConnection,
    read: impl AsyncFn(&mut PgConnection, Option<[u8; 32]>) -> Result<Option<T>, sqlx::Error>,
) -> Result<Option<T>, ApiError> {
    let Some(check) = unchecked_key() else {
        return Ok(read(conn, None).await?);
    };
    if let Some(found) = read(conn, Some(check.hash)).await? {
        check.record(KeyChecked::Held);
        return Ok(Some(found));
    }
    check_key(conn).await?;
    Ok(read(conn, None).await?)
}

/// Looks the caller's key up on `conn` if there is one to check: for a read whose statements do
/// not check it. Its refusal is the answer.
pub async fn check_key(conn: &mut PgConnection) -> Result<(), ApiError> {
    let Some(check) = unchecked_key() else {
        return Ok(());
    };
    match keys::authentication::authenticate_hash(conn, &check.hash).await {
        Ok(_) => {
            check.record(KeyChecked::Held);
            Ok(())
        }
        Err(keys::authentication::KeyRefused::Database(error)) => Err(error.into()),
        Err(refused) => {
            check.record(KeyChecked::Refused);
            Err(refused.into())
        }
    }
}

/// A handler's transaction: its own, or inside an idempotent request a savepoint of the claim's
/// transaction, committed with the stored answer.
pub struct RequestTx(Inner);

enum Inner {
    Own(PlainTx),
    InClaim(OwnedMutexGuard<Option<PlainTx>>, Arc<IdempotencyClaim>),
}

/// Begins the transaction of a handler that writes. Reads after [`RequestTx::commit`] that must
/// see the writes go through the same transaction too (other connections see them only once
/// the claim commits).
pub async fn begin_write(db: &PgPool) -> Result<RequestTx, sqlx::Error> {
    let claim = REQUEST.try_with(|request| request.claim.clone()).ok().flatten();
    let Some(claim) = claim else {
        return Ok(RequestTx(Inner::Own(PlainTx::begin_with(db, "").await?)));
    };
    let guard = claim.tx.clone().lock_owned().await;
    if guard.is_none() {
        return Ok(RequestTx(Inner::Own(PlainTx::begin_with(db, "").await?)));
    }
    // The claim opened the savepoint `handler` with its transaction.
    claim.open_savepoint.store(true, Ordering::SeqCst);
    Ok(RequestTx(Inner::InClaim(guard, claim)))
}

impl RequestTx {
    /// Commits with `last` as the transaction's last statement, sent with the commit; inside an
    /// idempotent request the claim sends it with the stored answer and the commit instead.
    pub async fn commit_with(self, last: LastStatement) -> Result<(), ApiError> {
        match self.0 {
            Inner::Own(mut tx) => match tx.commit_after(&last.sql).await {
                Ok(()) => Ok(()),
                Err(error) => Err((last.refusal)(&error).unwrap_or_else(|| error.into())),
            },
            Inner::InClaim(_guard, claim) => {
                claim.open_savepoint.store(false, Ordering::SeqCst);
                *claim.last.lock().unwrap_or_else(PoisonError::into_inner) = Some(last);
                Ok(())
            }
        }
    }

    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self.0 {
            Inner::Own(mut tx) => tx.commit_after("").await,
            // The savepoint commits with the claim's transaction; it is not released here, which
            // would cost a round trip while the handler's locks (an account's, say) are held.
            Inner::InClaim(_guard, claim) => {
                claim.open_savepoint.store(false, Ordering::SeqCst);
                Ok(())
            }
        }
    }
}

impl std::ops::Deref for RequestTx {
    type Target = PgConnection;

    fn deref(&self) -> &PgConnection {
        match &self.0 {
            Inner::Own(tx) => tx,
            Inner::InClaim(guard, _) => guard.as_ref().expect("the claim is open while its handler runs"),
        }
    }
}

impl std::ops::DerefMut for RequestTx {
    fn deref_mut(&mut self) -> &mut PgConnection {
        match &mut self.0 {
            Inner::Own(tx) => tx,
            Inner::InClaim(guard, _) => guard.as_mut().expect("the claim is open while its handler runs"),
        }
    }
}
