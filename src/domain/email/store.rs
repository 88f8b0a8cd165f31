//! The outbox's SQL: e-mails written with the change they announce, leased by the workers of any
//! instance, and their attempts recorded.

use std::time::Duration;

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::domain::email::Kind;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::interviews::model;
use crate::domain::webhooks::events;
use crate::models::WebhookEventType;

/// Queues an e-mail about one interview in the caller's transaction, when the invitation asked
/// for e-mails and the interview has an address: `simulated` for a test-mode interview. Returns
/// whether one was written.
pub async fn enqueue(tx: &mut PgConnection, interview_id: InterviewId, kind: Kind) -> Result<bool, sqlx::Error> {
    let written = sqlx::query!(
        "insert into interview_emails (id, interview_id, kind, status)
         select $2, i.id, $3, case when a.live_account_id is null then 'queued' else 'simulated' end
         from interviews i join accounts a on a.id = i.account_id
         where i.id = $1 and i.send_email and i.candidate_email is not null and i.erased_at is null",
        interview_id as InterviewId,
        Uuid::now_v7(),
        kind as Kind
    )
    .execute(&mut *tx)
    .await?;
    Ok(written.rows_affected() > 0)
}

/// What is needed to render and send one leased e-mail; nothing of it is stored with the e-mail.
pub struct LeasedEmail {
    pub id: Uuid,
    pub kind: Kind,
    pub attempts: i32,
    pub interview_id: InterviewId,
    pub account_id: AccountId,
    pub address: String,
    pub job_title: String,
    pub locale_id: String,
    pub expires_at: DateTime<Utc>,
    /// The link's token, sealed as stored.
    pub token: String,
    pub sender_name: Option<String>,
    pub reply_to: Option<String>,
}

impl LeasedEmail {
    /// The e-mail named for a log line: ids only, never the address.
    pub fn describe(&self) -> String {
        format!(
            "e-mail {} ({:?}) of interview {}",
            self.id, self.kind, self.interview_id
        )
    }
}

/// Leases up to `limit` due e-mails for `lease` (their next attempt is pushed past it, so no other
/// worker takes them meanwhile, and one whose worker died is sent again once it ends). E-mails
/// of interviews that are no longer `invited` (cancelled, expired, started) or were erased are
/// failed instead: the candidate is never e-mailed about a link that no longer works. Rows other
/// workers hold are skipped, never waited for.
pub async fn lease_due(db: &PgPool, limit: i64, lease: Duration) -> Result<Vec<LeasedEmail>, sqlx::Error> {
    sqlx::query_as!(
        LeasedEmail,
        r#"with closed as (
               update interview_emails e
               set status = 'failed', last_error = 'The interview was no longer open to the candidate'
               from interviews i
               where e.id in (select id from interview_emails
                              where status = 'queued' and next_attempt_at <= now()
                              order by next_attempt_at limit $1
                              for update skip locked)
                 and i.id = e.interview_id
                 and (interview_status(i.status, i.expires_at, i.started_at) <> 'invited' or i.erased_at is not null
                      or i.candidate_email is null or not i.send_email)
               returning e.id),
           due as (
               select e.id from interview_emails e join interviews i on i.id = e.interview_id
               where e.status = 'queued' and e.next_attempt_at <= now()
                 and interview_status(i.status, i.expires_at, i.started_at) = 'invited' and i.erased_at is null
                 and i.candidate_email is not null and i.send_email
               order by e.next_attempt_at limit $1
               for update of e skip locked)
           update interview_emails e
           set attempts = e.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + $2
           from due, interviews i, accounts a
           where e.id = due.id and i.id = e.interview_id and a.id = i.account_id
           returning e.id, e.kind as "kind: Kind", e.attempts, i.id as "interview_id: InterviewId",
                     i.account_id as "account_id: AccountId", i.candidate_email as "address!", i.job_title,
                     i.locale_id, i.expires_at, i.token, a.email_sender_name as sender_name,
                     a.email_reply_to as reply_to"#,
        limit,
        lease as Duration
    )
    .fetch_all(db)
    .await
}

/// Records that the mail server accepted the e-mail, even if its interview was erased while the
/// attempt ran: it was sent.
pub async fn record_sent(db: &PgPool, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "update interview_emails set status = 'sent', sent_at = now(), last_error = null where id = $1",
        id
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Records a failed attempt to be retried after `delay`, unless the e-mail was ended meanwhile
/// (its interview erased while the attempt ran): an ended e-mail keeps its outcome.
pub async fn record_retry(db: &PgPool, id: Uuid, delay: Duration, reason: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "update interview_emails set next_attempt_at = now() + $2, last_error = $3 where id = $1 and status = 'queued'",
        id,
        delay as Duration,
        reason
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Records that the e-mail will not be sent (its retries are used up, or the mail server refused
/// it for good), and tells the account's endpoints with `interview_email_failed`, in one
/// transaction; nothing, if the e-mail was ended meanwhile (its interview erased while the
/// attempt ran), which keeps its outcome.
pub async fn record_failed(
    tx: &mut PgConnection,
    email: &LeasedEmail,
    reason: &str,
    url_base: &str,
) -> Result<(), sqlx::Error> {
    let failed = sqlx::query!(
        "update interview_emails set status = 'failed', last_error = $2 where id = $1 and status = 'queued'",
        email.id,
        reason
    )
    .execute(&mut *tx)
    .await?;
    if failed.rows_affected() == 0 {
        return Ok(());
    }
    if let Some(interview) = model::find(&mut *tx, email.account_id, email.interview_id, url_base).await? {
        events::enqueue(tx, email.account_id, WebhookEventType::InterviewEmailFailed, &interview).await?;
    }
    Ok(())
}

/// Queues the reminders now due: for each interview still `invited` with e-mails asked for, whose
/// link expires within its account's `reminder_hours_before_expiry` and which was not e-mailed
/// since that window opened (an invitation or extension made inside it says enough). One per
/// interview and expiry, whichever instance writes it. Returns how many were queued.
pub async fn queue_reminders(db: &PgPool) -> Result<u64, sqlx::Error> {
    let queued = sqlx::query!(
        "insert into interview_emails (id, interview_id, kind, status, reminder_for)
         select gen_random_uuid(), i.id, 'reminder',
                case when a.live_account_id is null then 'queued' else 'simulated' end, i.expires_at
         from interviews i
         join accounts a on a.id = i.account_id
         left join accounts live on live.id = a.live_account_id
         cross join lateral (select make_interval(hours => case when live.id is null then a.reminder_hours_before_expiry
                                                                else live.reminder_hours_before_expiry end) as ahead) r
         where i.status = 'invited' and i.send_email and i.erased_at is null and i.candidate_email is not null
           and i.expires_at > now() and i.expires_at <= now() + interval '90 days'
           and r.ahead is not null and i.expires_at - r.ahead <= now()
           and not exists (select from interview_emails e
                           where e.interview_id = i.id and e.created_at >= i.expires_at - r.ahead)
         on conflict (interview_id, reminder_for) where kind = 'reminder' do nothing"
    )
    .execute(db)
    .await?;
    Ok(queued.rows_affected())
}
