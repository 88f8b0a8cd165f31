//! The audit log: every change made through the API or the operator command line, and every read
//! of personal data, recorded as one event: a change's in the transaction of the change, so there
//! is never a change without its event nor an event without its change; a read's before the read
//! is answered.
//!
//! An event holds ids only (who acted, with which key, from which address, on which record, and
//! for an update the names of the fields it set), never a name, CV, e-mail address or
//! transcript: it outlives the erasure of the person it is about. The table is append-only
//! (migration 0029 refuses `UPDATE`, `DELETE` and `TRUNCATE`); the retention period drops whole
//! months ([`drop_expired_months`]).
//!
//! A new operation records itself with one call: [`record`] (or [`record_each`]) with its
//! [`Action`], in its transaction; a read hands its event to the instance's writer
//! ([`reads::ReadLog::record`]) and is answered once it is written. `store` reads the log back for
//! the API.
//!
//! ## How a read's event is kept
//!
//! A change's event commits with the change, at no cost but its row. A read changes nothing: its
//! event in a transaction of its own made every read a writing transaction (a transaction id, WAL
//! records, a commit), which cost `GET /candidates/{id}` a quarter of its rate (BENCHMARKS.md).
//! So each instance has one writer ([`reads`]), in one of two ways:
//!
//! - **Committed** (the default): the writer writes the events of the reads waiting on it in one
//!   `insert`, one transaction for many reads, and a read is answered only once its event has
//!   committed: a kill or crash of the server, or a lost connection, never leaves an answered
//!   read without its event. These transactions commit with `synchronous_commit` off: PostgreSQL
//!   has the commit in its WAL buffers but does not wait for them to reach the disk; its WAL
//!   writer writes such commits out at the latest three times `wal_writer_delay` after them
//!   (200 ms by default: 600 ms). So a crash of PostgreSQL itself (`pg_ctl stop -m immediate`, a
//!   killed postmaster, its machine) keeps every read's event answered more than one second
//!   before it (`tests/reliability/audit_crash.rs` checks this under load); reads answered within
//!   that last second may lose theirs.
//! - **Journaled** (`AUDIT_JOURNAL_DIR`): a read is answered once its event is appended to the
//!   instance's journal ([`journal`]), a local file, and the writer puts the events into the
//!   database afterwards, many to an `insert`, committing to disk; a segment of the journal is
//!   deleted only once its events have committed. A kill or crash of the server leaves the
//!   events it had not written in the journal, and the next instance started on the folder
//!   writes them; a crash or outage of PostgreSQL leaves them in the journal until it is back.
//!   What this cannot keep is what only the journal held when the server's machine itself
//!   crashed (the file is not flushed to disk on each append): normally the events of the last
//!   tenth of a second, more while the database is unreachable; and a folder that is lost with
//!   its machine loses what it held. Events reach the log up to a tenth of a second after their
//!   reads are answered.
//! - Either way a change's event is never lost: it commits with the change, waiting for the WAL
//!   as the change does.

pub mod journal;
pub mod reads;
pub mod store;

use std::net::IpAddr;

use serde::Serialize;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::domain::ids::{AccountId, KeyId};

/// Who acts: a key of the account, the operator's command line, the server itself, the
/// assessment partner (calling with one of the account's keys, or setting an evaluation through
/// the session), the candidate through their interview link, or whoever holds an interview's
/// report link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActorType {
    ApiKey,
    Operator,
    System,
    AssessmentPartner,
    Candidate,
    ReportLink,
}

impl ActorType {
    pub fn as_str(self) -> &'static str {
        match self {
            ActorType::ApiKey => "api_key",
            ActorType::Operator => "operator",
            ActorType::System => "system",
            ActorType::AssessmentPartner => "assessment_partner",
            ActorType::Candidate => "candidate",
            ActorType::ReportLink => "report_link",
        }
    }
}

/// Who acts, in which account (a test key's twin in test mode), and what the server knows of the
/// request: its id and the client address it determined (`http::client_address`).
#[derive(Debug, Clone)]
pub struct Actor {
    pub account_id: AccountId,
    pub kind: ActorType,
    pub key_id: Option<KeyId>,
    pub ip: Option<IpAddr>,
    pub request_id: Option<String>,
}

impl Actor {
    /// An API key of the account; its name is read when the event is written.
    pub fn api_key(account_id: AccountId, key_id: KeyId, ip: Option<IpAddr>, request_id: Option<String>) -> Actor {
        Actor {
            account_id,
            kind: ActorType::ApiKey,
            key_id: Some(key_id),
            ip,
            request_id,
        }
    }

    /// An assessment partner calling with one of the account's keys (Greenhouse's calls): the
    /// key's id and name are kept as for [`Actor::api_key`].
    pub fn partner_with_key(
        account_id: AccountId,
        key_id: KeyId,
        ip: Option<IpAddr>,
        request_id: Option<String>,
    ) -> Actor {
        Actor {
            kind: ActorType::AssessmentPartner,
            ..Actor::api_key(account_id, key_id, ip, request_id)
        }
    }

    /// The operator's command line, acting on `account_id`.
    pub fn operator(account_id: AccountId) -> Actor {
        Actor {
            account_id,
            kind: ActorType::Operator,
            key_id: None,
            ip: None,
            request_id: None,
        }
    }

    /// The server itself, a partner calling without a key, the candidate or a report link's
    /// holder, in `account_id`.
    pub fn without_key(
        account_id: AccountId,
        kind: ActorType,
        ip: Option<IpAddr>,
        request_id: Option<String>,
    ) -> Actor {
        Actor {
            account_id,
            kind,
            key_id: None,
            ip,
            request_id,
        }
    }

    /// The client address as `inet` text, for the statements.
    pub fn ip_text(&self) -> Option<String> {
        self.ip.map(|ip| ip.to_string())
    }

    pub fn key_uuid(&self) -> Option<Uuid> {
        self.key_id.map(|id| id.0)
    }
}

macro_rules! actions {
    ($($(#[$doc:meta])* $name:ident => $action:literal, $target:literal;)*) => {
        /// What was done: `<resource>.<verb>` in the past tense, or `<resource>.read`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Action {
            $($(#[$doc])* $name,)*
        }

        impl Action {
            pub const ALL: &[Action] = &[$(Action::$name,)*];

            pub fn as_str(self) -> &'static str {
                match self {
                    $(Action::$name => $action,)*
                }
            }

            /// The type of record it acts on (`AuditTarget.type`).
            pub fn target_type(self) -> &'static str {
                match self {
                    $(Action::$name => $target,)*
                }
            }
        }
    };
}

actions! {
    CandidateCreated => "candidate.created", "candidate";
    CandidateUpdated => "candidate.updated", "candidate";
    CandidateDeleted => "candidate.deleted", "candidate";
    CandidateErased => "candidate.erased", "candidate";
    /// One candidate read; a page of the list is `candidate.listed` (no target id).
    CandidateRead => "candidate.read", "candidate";
    CandidateListed => "candidate.listed", "candidate";
    CandidateExported => "candidate.exported", "candidate";
    JobCreated => "job.created", "job";
    JobUpdated => "job.updated", "job";
    JobArchived => "job.archived", "job";
    JobUnarchived => "job.unarchived", "job";
    /// An invitation: the interview it creates.
    InterviewCreated => "interview.created", "interview";
    InterviewCancelled => "interview.cancelled", "interview";
    InterviewExtended => "interview.extended", "interview";
    InterviewLinkRegenerated => "interview.link_regenerated", "interview";
    InterviewSimulated => "interview.simulated", "interview";
    InterviewErased => "interview.erased", "interview";
    InterviewEvaluated => "interview.evaluated", "interview";
    /// The candidate's session: started, an answer recorded (or replaced), completed.
    InterviewStarted => "interview.started", "interview";
    InterviewResponseRecorded => "interview.response_recorded", "interview";
    InterviewCompleted => "interview.completed", "interview";
    /// A new report link, replacing the interview's earlier one.
    InterviewReportLinkCreated => "interview.report_link_created", "interview";
    /// The report page opened by its link: the interview's results read.
    InterviewReportViewed => "interview.report_viewed", "interview";
    /// An interview with its results; its questions are `interview.questions_read`.
    InterviewRead => "interview.read", "interview";
    InterviewQuestionsRead => "interview.questions_read", "interview";
    /// A page of the list, with each interview's candidate and results.
    InterviewListed => "interview.listed", "interview";
    ApiKeyCreated => "api_key.created", "api_key";
    ApiKeyRevoked => "api_key.revoked", "api_key";
    WebhookEndpointCreated => "webhook_endpoint.created", "webhook_endpoint";
    WebhookEndpointUpdated => "webhook_endpoint.updated", "webhook_endpoint";
    WebhookEndpointDeleted => "webhook_endpoint.deleted", "webhook_endpoint";
    WebhookEndpointSecretRotated => "webhook_endpoint.secret_rotated", "webhook_endpoint";
    WebhookEndpointDeliveriesRecovered => "webhook_endpoint.deliveries_recovered", "webhook_endpoint";
    /// A ping sent to the endpoint: an event and its delivery queued.
    WebhookEndpointTested => "webhook_endpoint.tested", "webhook_endpoint";
    EventResent => "event.resent", "event";
    /// An event about an interview read with its payload (the interview, its candidate and
    /// answers as they were sent); a ping's holds no one's data and records nothing.
    EventRead => "event.read", "event";
    /// The account's connection to an assessment partner (the key it calls back with) set; the
    /// target is the account.
    PartnerConnectionUpdated => "partner_connection.updated", "account";
    /// An error the assessment partner reported about one of its calls, kept.
    PartnerErrorReported => "partner_error.reported", "partner_error";
    /// The account's settings; the target is the account.
    SettingsUpdated => "settings.updated", "account";
    AccountCreated => "account.created", "account";
    AccountUpdated => "account.updated", "account";
    CreditsAdded => "credits.added", "account";
}

/// Records `action` by `actor` on the record `target` (none for a list page), with the names of
/// the fields an update set, in the caller's transaction.
pub async fn record(
    db: impl PgExecutor<'_>,
    actor: &Actor,
    action: Action,
    target: Option<Uuid>,
    changed_fields: &[String],
) -> Result<(), sqlx::Error> {
    let changed = (!changed_fields.is_empty()).then_some(changed_fields);
    sqlx::query!(
        "insert into audit_events (id, account_id, action, actor_type, actor_key_id, actor_key_name, actor_ip,
                                   target_type, target_id, request_id, changed_fields)
         values ($1, $2, $3, $4, $5, (select name from api_keys where id = $5), $6::text::inet, $7, $8, $9, $10)",
        Uuid::now_v7(),
        actor.account_id as AccountId,
        action.as_str(),
        actor.kind.as_str(),
        actor.key_uuid(),
        actor.ip_text(),
        action.target_type(),
        target,
        actor.request_id.as_deref(),
        changed
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The names of the fields an update sets: the keys of its body (an absent field is left out,
/// one sent as `null` is in). Never their values.
pub fn fields_set(update: &impl Serialize) -> Vec<String> {
    match serde_json::to_value(update) {
        Ok(serde_json::Value::Object(fields)) => fields.into_iter().map(|(name, _)| name).collect(),
        _ => Vec::new(),
    }
}

/// Records `action` once for each of `targets` (a batch), in one statement.
pub async fn record_each(
    db: &mut PgConnection,
    actor: &Actor,
    action: Action,
    targets: &[Uuid],
) -> Result<(), sqlx::Error> {
    let ids: Vec<Uuid> = targets.iter().map(|_| Uuid::now_v7()).collect();
    sqlx::query!(
        "insert into audit_events (id, account_id, action, actor_type, actor_key_id, actor_key_name, actor_ip,
                                   target_type, target_id, request_id)
         select event.id, $2, $3, $4, $5, (select name from api_keys where id = $5), $6::text::inet, $7, event.target,
                $8
         from unnest($1::uuid[], $9::uuid[]) as event (id, target)",
        &ids,
        actor.account_id as AccountId,
        action.as_str(),
        actor.kind.as_str(),
        actor.key_uuid(),
        actor.ip_text(),
        action.target_type(),
        actor.request_id.as_deref(),
        targets
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Creates the partitions of this month and the next `months`, if missing.
pub async fn prepare_months(db: impl PgExecutor<'_>, months: i32) -> Result<(), sqlx::Error> {
    sqlx::query!("select audit_events_prepare($1)", months)
        .execute(db)
        .await?;
    Ok(())
}

/// Drops every month of events that ended more than the longest retention period of any account
/// ago (`accounts.audit_retention_days`); returns the names of the partitions dropped.
pub async fn drop_expired_months(db: impl PgExecutor<'_>) -> Result<Vec<String>, sqlx::Error> {
    let dropped = sqlx::query_scalar!(r#"select name as "name!" from audit_events_drop_expired() as name"#)
        .fetch_all(db)
        .await?;
    Ok(dropped)
}
