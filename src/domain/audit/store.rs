//! Reading the audit log back: a page, newest first, and the chunks of an export, oldest first.
//! Both see only the account's events (a test key's twin's in test mode) within the account's
//! retention period (a month is dropped only once every account's period has passed it).

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use uuid::Uuid;

use crate::domain::ids::{AccountId, KeyId};

/// One event as stored.
#[derive(Debug, Clone)]
pub struct AuditEventRow {
    pub id: Uuid,
    pub occurred_at: DateTime<Utc>,
    pub action: String,
    pub actor_type: String,
    pub actor_key_id: Option<Uuid>,
    pub actor_key_name: Option<String>,
    pub actor_ip: Option<String>,
    pub target_type: String,
    pub target_id: Option<Uuid>,
    pub request_id: Option<String>,
    pub changed_fields: Option<Vec<String>>,
}

/// Which events: `action` exact, or every action it begins when it ends with `.`; the target, the
/// acting key, and `occurred_at` from `since` (included) to `before` (excluded).
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub action: Option<String>,
    pub target_id: Option<Uuid>,
    pub key_id: Option<KeyId>,
    pub since: Option<DateTime<Utc>>,
    pub before: Option<DateTime<Utc>>,
}

/// The account acting, and the live account whose retention period applies.
#[derive(Debug, Clone, Copy)]
pub struct Scope {
    pub account_id: AccountId,
    pub owner_id: AccountId,
}

/// Up to `limit` events, newest first, after the event `after` (older than it).
pub async fn page(
    db: impl PgExecutor<'_>,
    scope: Scope,
    filter: &Filter,
    after: Option<Uuid>,
    limit: i64,
) -> Result<Vec<AuditEventRow>, sqlx::Error> {
    sqlx::query_as!(
        AuditEventRow,
        r#"select id, occurred_at, action, actor_type, actor_key_id, actor_key_name, host(actor_ip) as actor_ip,
                  target_type, target_id, request_id, changed_fields
           from audit_events
           where account_id = $1
             and occurred_at >= now() - make_interval(days => (select audit_retention_days from accounts where id = $2))
             and ($3::uuid is null or id < $3)
             and ($4::text is null or action = $4 or (right($4, 1) = '.' and starts_with(action, $4)))
             and ($5::uuid is null or target_id = $5)
             and ($6::uuid is null or actor_key_id = $6)
             and ($7::timestamptz is null or occurred_at >= $7)
             and ($8::timestamptz is null or occurred_at < $8)
           order by id desc limit $9"#,
        scope.account_id as AccountId,
        scope.owner_id as AccountId,
        after,
        filter.action.as_deref(),
        filter.target_id,
        filter.key_id.map(|id| id.0),
        filter.since,
        filter.before,
        limit
    )
    .fetch_all(db)
    .await
}

/// Up to `limit` events, oldest first, after the event `after` (newer than it): the export reads
/// its range chunk by chunk, so it never holds more than one.
pub async fn chunk(
    db: impl PgExecutor<'_>,
    scope: Scope,
    filter: &Filter,
    after: Option<Uuid>,
    limit: i64,
) -> Result<Vec<AuditEventRow>, sqlx::Error> {
    sqlx::query_as!(
        AuditEventRow,
        r#"select id, occurred_at, action, actor_type, actor_key_id, actor_key_name, host(actor_ip) as actor_ip,
                  target_type, target_id, request_id, changed_fields
           from audit_events
           where account_id = $1
             and occurred_at >= now() - make_interval(days => (select audit_retention_days from accounts where id = $2))
             and ($3::uuid is null or id > $3)
             and ($4::text is null or action = $4 or (right($4, 1) = '.' and starts_with(action, $4)))
             and ($5::uuid is null or target_id = $5)
             and ($6::uuid is null or actor_key_id = $6)
             and ($7::timestamptz is null or occurred_at >= $7)
             and ($8::timestamptz is null or occurred_at < $8)
           order by id limit $9"#,
        scope.account_id as AccountId,
        scope.owner_id as AccountId,
        after,
        filter.action.as_deref(),
        filter.target_id,
        filter.key_id.map(|id| id.0),
        filter.since,
        filter.before,
        limit
    )
    .fetch_all(db)
    .await
}
