//! Completion callbacks to assessment partners (`domain::partners::callbacks`), delivered like
//! webhook messages: claimed under a lease with `skip locked` (so any number of instances share
//! them and none is sent twice at once), sent with the webhook client (no redirects, no proxy,
//! public addresses only unless `WEBHOOK_ALLOW_PRIVATE`), and retried on the webhook schedule
//! (`retry::Outcome`); every attempt's answer is kept on the callback, which the account lists.
//!
//! The request is what Greenhouse documents: `PATCH` to the order's URL, no body, HTTP Basic with
//! the customer's partner key as user name and an empty password. The URL's host is checked
//! against the partner's allowed hosts again before each attempt.

use std::time::{Duration, Instant};

use base64::Engine;
use futures_util::future::join_all;
use uuid::Uuid;

use super::answer::Answer;
use super::retry::Outcome;
use crate::domain::ids::AccountId;
use crate::domain::partners::{callback_url_allowed, connections};
use crate::secrets;
use crate::state::Core;
use crate::telemetry::metrics;

/// How often due callbacks are claimed.
pub const INTERVAL: Duration = Duration::from_secs(1);
/// Callbacks an instance claims at a time.
const CLAIM: i64 = 20;
const SEND_TIMEOUT: Duration = Duration::from_secs(15);
/// Characters of an error kept.
const ERROR_LIMIT: usize = 256;

struct Due {
    id: Uuid,
    account_id: Uuid,
    partner: String,
    url: String,
    attempts: i32,
    callback_key: Option<String>,
}

/// Claims the due callbacks (a lease of 60 seconds), sends them, and records what came of each.
pub async fn deliver_due(state: &Core, client: &reqwest::Client) {
    let last_attempt = state.settings.webhook_retry_schedule.0.len() as i32 + 1;
    let claimed = sqlx::query_as!(
        Due,
        r#"with due as (
               select id from partner_callbacks
               where status = 'pending' and next_attempt_at <= now()
               order by next_attempt_at limit $1
               for update skip locked)
           update partner_callbacks c
           set attempts = c.attempts + 1, next_attempt_at = now() + interval '60 seconds'
           from due
           where c.id = due.id
           returning c.id, c.account_id, c.partner, c.url, c.attempts,
                     (select k.callback_key from partner_connections k
                      join accounts a on a.id = c.account_id
                      where k.account_id = coalesce(a.live_account_id, a.id) and k.partner = c.partner)
                         as callback_key"#,
        CLAIM
    )
    .fetch_all(&state.db)
    .await;
    let claimed = match claimed {
        Ok(claimed) => claimed,
        Err(error) => {
            tracing::warn!(%error, "cannot claim partner callbacks");
            return;
        }
    };
    join_all(claimed.into_iter().map(|due| async move {
        let answer = send(state, client, &due).await;
        let outcome = Outcome::of(&answer, due.attempts, &state.settings.webhook_retry_schedule.0);
        // A callback is not abandoned for a 410: Greenhouse answers with a status only.
        let outcome = match outcome {
            Outcome::Gone => Outcome::Failed,
            outcome => outcome,
        };
        let outcome = if due.attempts >= last_attempt && outcome != Outcome::Delivered {
            Outcome::Failed
        } else {
            outcome
        };
        if let Err(error) = record(state, due.id, &answer, outcome).await {
            tracing::warn!(%error, callback = %due.id, "cannot record a partner callback attempt");
        }
        metrics::partner_callback(if answer.succeeded() { "succeeded" } else { "failed" });
    }))
    .await;
}

async fn send(state: &Core, client: &reqwest::Client, due: &Due) -> Answer {
    let started = Instant::now();
    let failed = |error: String| Answer {
        status: None,
        latency_ms: elapsed_ms(started),
        body: None,
        error: Some(error.chars().take(ERROR_LIMIT).collect()),
        retry_after: None,
    };
    let settings = &state.settings;
    let hosts = match due.partner.as_str() {
        "greenhouse" => &settings.greenhouse_callback_hosts,
        _ => return failed("no callback hosts are configured for this partner".into()),
    };
    if !callback_url_allowed(&due.url, hosts, settings.webhook_allow_private) {
        return failed("the URL's host is not an allowed callback host".into());
    }
    let Some(sealed) = &due.callback_key else {
        return failed("no partner key is set (PUT /partners/greenhouse/connection)".into());
    };
    let owner = owner_of(state, due.account_id).await;
    let key = match secrets::reveal(sealed, &connections::key_context(owner, &due.partner)) {
        Ok(key) => key,
        Err(error) => return failed(format!("cannot open the partner key: {error:#}")),
    };
    let credentials = base64::engine::general_purpose::STANDARD.encode(format!("{key}:"));
    let request = client
        .patch(&due.url)
        .timeout(SEND_TIMEOUT)
        .header(reqwest::header::AUTHORIZATION, format!("Basic {credentials}"));
    match request.send().await {
        Ok(response) => Answer {
            status: Some(response.status().as_u16()),
            latency_ms: elapsed_ms(started),
            body: None,
            error: None,
            retry_after: None,
        },
        Err(error) => failed(if error.is_timeout() {
            "timed out".to_owned()
        } else if error.is_connect() {
            "could not connect".to_owned()
        } else {
            "request failed".to_owned()
        }),
    }
}

/// The live account of an account (itself, or the live account of a test-mode twin), whose
/// connection the callback uses.
async fn owner_of(state: &Core, account_id: Uuid) -> AccountId {
    let owner = sqlx::query_scalar!(
        r#"select coalesce(live_account_id, id) as "id!" from accounts where id = $1"#,
        account_id
    )
    .fetch_optional(&state.db)
    .await;
    AccountId(owner.ok().flatten().unwrap_or(account_id))
}

fn elapsed_ms(started: Instant) -> i32 {
    i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX)
}

async fn record(state: &Core, id: Uuid, answer: &Answer, outcome: Outcome) -> Result<(), sqlx::Error> {
    let (status, retry_in) = match outcome {
        Outcome::Delivered => ("delivered", None),
        Outcome::Retry(delay) => ("pending", Some(delay)),
        Outcome::Gone | Outcome::Failed => ("failed", None),
    };
    sqlx::query!(
        "update partner_callbacks
         set status = $2, last_response_status = $3, last_error = $4,
             next_attempt_at = case when $5::interval is null then next_attempt_at else now() + $5 end,
             delivered_at = case when $2 = 'delivered' then now() end
         where id = $1",
        id,
        status,
        answer.status.map(i32::from),
        answer.error,
        retry_in as Option<Duration>
    )
    .execute(&state.db)
    .await?;
    Ok(())
}
