//! E-mail delivery from the outbox (`domain::email`): every instance runs a worker, which leases
//! due e-mails (`for update skip locked`, a lease well past the send timeout, so no two instances
//! hand one e-mail to the mail server, and one whose sender died is sent again, with the same
//! `Message-ID`, once its lease ends), renders each from its interview, hands it to the mail
//! server (`transport`) outside any transaction, and records the outcome: sent, retried on
//! `EMAIL_RETRY_SCHEDULE`, or failed, with `interview_email_failed`, once the schedule is used up
//! or the server refuses it for good. Requests never wait on the mail server: it only delays mail.
//!
//! The worker also queues the reminders that fall due. Logs name e-mails by id, never by address.

mod transport;

use std::time::Duration;

use futures_util::future::join_all;
use tokio::sync::watch;

use self::transport::{Failure, Transport};
use crate::domain::email::message::{self, Content, Envelope};
use crate::domain::email::store::{self, LeasedEmail};
use crate::domain::interviews::token;
use crate::secrets;
use crate::state::Core;
use crate::telemetry::metrics;
use crate::workers::delivery::retry_delay;

/// How often the worker looks for due e-mails.
const POLL: Duration = Duration::from_secs(1);
/// How often it queues the reminders that fell due.
const REMINDERS: Duration = Duration::from_secs(60);
/// E-mails sent at once by one instance.
const BATCH: i64 = 8;

/// Delivers until `stop`; the e-mails in flight then finish (each bounded by the send timeout).
pub async fn run(state: Core, mut stop: watch::Receiver<bool>) {
    let transport = match Transport::new(&state.settings) {
        Ok(transport) => transport,
        Err(error) => {
            tracing::error!(error = %format!("{error:#}"), "cannot set up e-mail delivery; e-mails stay queued");
            return;
        }
    };
    // Past the send timeout with room to record the outcome: a lease never ends while its
    // e-mail is still being handed over.
    let lease = state.settings.smtp_timeout() * 2 + Duration::from_secs(60);
    let mut reminders = tokio::time::interval(REMINDERS);
    reminders.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let leased = match store::lease_due(&state.db, BATCH, lease).await {
            Ok(leased) => leased,
            Err(error) => {
                tracing::warn!(%error, "cannot lease e-mails");
                Vec::new()
            }
        };
        let full = leased.len() as i64 == BATCH;
        join_all(leased.into_iter().map(|email| deliver(&state, &transport, email))).await;
        if full && !*stop.borrow() {
            continue;
        }
        tokio::select! {
            _ = reminders.tick() => match store::queue_reminders(&state.db).await {
                Ok(0) => {}
                Ok(queued) => tracing::info!(queued, "queued reminders to candidates"),
                Err(error) => tracing::warn!(%error, "cannot queue reminders"),
            },
            _ = tokio::time::sleep(POLL) => {}
            _ = stop.changed() => break,
        }
    }
}

/// Renders one leased e-mail, hands it to the mail server and records what came of it.
async fn deliver(state: &Core, transport: &Transport, email: LeasedEmail) {
    let settings = &state.settings;
    let built = secrets::reveal(&email.token, &secrets::token_context(email.interview_id.0))
        .map_err(|_| Failure::permanent("The interview's link could not be opened"))
        .and_then(|token| {
            let link = token::url(&settings.interview_url_base, &token);
            let envelope = Envelope {
                id: email.id,
                from: &settings.email_from,
                sender_name: email.sender_name.as_deref(),
                reply_to: email.reply_to.as_deref(),
                to: &email.address,
            };
            let content = Content {
                kind: email.kind,
                locale_id: &email.locale_id,
                job: &email.job_title,
                company: email.sender_name.as_deref(),
                link: &link,
                expires_at: email.expires_at,
            };
            message::build(&envelope, &content).map_err(|error| {
                Failure::permanent(match error {
                    message::BuildError::Address => "The address was refused",
                    message::BuildError::Render(_) => "The e-mail could not be rendered",
                })
            })
        });
    let sent = match built {
        Ok(message) => match tokio::time::timeout(settings.smtp_timeout(), transport.send(&message, email.id)).await {
            Ok(sent) => sent,
            Err(_) => Err(Failure::transient("The mail server did not answer in time")),
        },
        Err(failure) => Err(failure),
    };
    let recorded = match sent {
        Ok(()) => {
            metrics::email("sent");
            store::record_sent(&state.db, email.id).await
        }
        Err(failure) => {
            let attempt = usize::try_from(email.attempts).unwrap_or(0);
            let retry = retry_delay(&settings.email_retry_schedule.0, attempt, None).filter(|_| !failure.permanent);
            tracing::info!(email = %email.describe(), attempt, reason = failure.reason, retry = retry.is_some(), "an e-mail was not sent");
            match retry {
                Some(delay) => {
                    metrics::email("retried");
                    store::record_retry(&state.db, email.id, delay, failure.reason).await
                }
                None => {
                    metrics::email("failed");
                    record_failed(state, &email, failure.reason).await
                }
            }
        }
    };
    if let Err(error) = recorded {
        // The lease ends and the e-mail is tried again: at most once more, same Message-ID.
        tracing::warn!(email = %email.describe(), %error, "cannot record an e-mail's attempt");
    }
}

async fn record_failed(state: &Core, email: &LeasedEmail, reason: &str) -> Result<(), sqlx::Error> {
    state
        .webhook_bell
        .after(async {
            let mut tx = state.db.begin().await?;
            store::record_failed(&mut tx, email, reason, &state.settings.interview_url_base).await?;
            tx.commit().await
        })
        .await
}
