//! The request context: who is calling, and the transaction a write must join. The gateway sets
//! it around the handler; the generated handlers cannot carry it, so it lives in one task-local
//! behind two functions:
//!
//! - [`caller`]: the authenticated caller (the generated traits receive it as their claims).
//! - [`begin_write`]: the only way a resource begins a transaction (`clippy.toml` forbids
//!   `Pool::begin` elsewhere). Inside an idempotent request it is a savepoint of the claim's
//!   transaction, so the handler's writes and the stored answer commit together or not at all.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use sqlx::{PgConnection, PgPool, Postgres, Transaction};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::domain::keys::Principal;

tokio::task_local! {
    static REQUEST: RequestContext;
}

#[derive(Clone, Default)]
pub struct RequestContext {
    pub caller: Option<Principal>,
    pub claim: Option<Arc<IdempotencyClaim>>,
}

/// The open transaction of an idempotent request's claim, which the handler's writes join.
pub struct IdempotencyClaim {
    tx: Arc<Mutex<Option<Transaction<'static, Postgres>>>>,
    /// The handler began a savepoint and did not release it (it failed half-way).
    open_savepoint: AtomicBool,
}

impl IdempotencyClaim {
    pub fn new(tx: Transaction<'static, Postgres>) -> Arc<IdempotencyClaim> {
        Arc::new(IdempotencyClaim {
            tx: Arc::new(Mutex::new(Some(tx))),
            open_savepoint: AtomicBool::new(false),
        })
    }

    /// The claim's transaction once the handler is done, and whether the handler left a
    /// savepoint open (its writes must then be rolled back).
    pub async fn finish(&self) -> Option<(Transaction<'static, Postgres>, bool)> {
        let tx = self.tx.lock().await.take()?;
        Some((tx, self.open_savepoint.load(Ordering::SeqCst)))
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

/// A handler's transaction: its own, or inside an idempotent request a savepoint of the claim's
/// transaction, committed with the stored answer.
pub struct RequestTx(Inner);

enum Inner {
    Own(Transaction<'static, Postgres>),
    InClaim(
        OwnedMutexGuard<Option<Transaction<'static, Postgres>>>,
        Arc<IdempotencyClaim>,
    ),
}

/// Begins the transaction of a handler that writes. Reads after [`RequestTx::commit`] that must
/// see the writes go through the same transaction too (other connections see them only once
/// the claim commits).
#[allow(clippy::disallowed_methods)] // The one place a resource's transaction begins.
pub async fn begin_write(db: &PgPool) -> Result<RequestTx, sqlx::Error> {
    let claim = REQUEST.try_with(|request| request.claim.clone()).ok().flatten();
    let Some(claim) = claim else {
        return Ok(RequestTx(Inner::Own(db.begin().await?)));
    };
    let mut guard = claim.tx.clone().lock_owned().await;
    let Some(tx) = guard.as_mut() else {
        return Ok(RequestTx(Inner::Own(db.begin().await?)));
    };
    // Transaction control, not a query the checked macros can describe.
    sqlx::query("savepoint handler").execute(&mut **tx).await?;
    claim.open_savepoint.store(true, Ordering::SeqCst);
    Ok(RequestTx(Inner::InClaim(guard, claim)))
}

impl RequestTx {
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self.0 {
            Inner::Own(tx) => tx.commit().await,
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
