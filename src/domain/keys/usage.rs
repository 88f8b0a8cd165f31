//! When each key was last used, written off the request path.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use crate::domain::ids::KeyId;

/// Remembers when each key was last used and writes it at most once a minute per key, off
/// the request path.
#[derive(Default)]
pub struct KeyUsage {
    pending: Mutex<HashMap<Uuid, DateTime<Utc>>>,
}

impl KeyUsage {
    pub const FLUSH_INTERVAL: Duration = Duration::from_secs(60);

    pub fn record(&self, key_id: KeyId) {
        if let Ok(mut pending) = self.pending.lock() {
            pending.insert(key_id.0, Utc::now());
        }
    }

    pub async fn flush(&self, db: &PgPool) -> Result<(), sqlx::Error> {
        let batch: Vec<(Uuid, DateTime<Utc>)> = match self.pending.lock() {
            Ok(mut pending) => pending.drain().collect(),
            Err(_) => return Ok(()),
        };
        if batch.is_empty() {
            return Ok(());
        }
        let (ids, times): (Vec<Uuid>, Vec<DateTime<Utc>>) = batch.into_iter().unzip();
        sqlx::query!(
            "update api_keys k set last_used_at = u.used_at
             from unnest($1::uuid[], $2::timestamptz[]) as u(id, used_at)
             where k.id = u.id and (k.last_used_at is null or k.last_used_at < u.used_at)",
            &ids,
            &times
        )
        .execute(db)
        .await?;
        Ok(())
    }
}
