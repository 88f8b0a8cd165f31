//! Sealing what the database holds (`crate::secrets`): values stored before sealing existed, or
//! written by a replica of an older version during a rolling update, are sealed at start-up and
//! by `interview-api migrate`; `interview-api secrets rotate` re-seals everything under the
//! current key, so an old key can then be removed.

use serde::Serialize;
use sqlx::PgConnection;
use uuid::Uuid;

use crate::domain::ids::AccountId;
use crate::domain::partners::connections;
use crate::secrets::{self, report_token_context, token_context, webhook_secret_context};

/// Values re-sealed per statement.
const BATCH: i64 = 500;

/// What a pass sealed.
#[derive(Debug, Default, Serialize, PartialEq, Eq)]
pub struct Sealed {
    pub interview_tokens: u64,
    pub webhook_secrets: u64,
    pub report_tokens: u64,
    pub partner_keys: u64,
}

/// Which values a pass seals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Only values not sealed at all (cheap: an index holds exactly those interviews).
    Plaintext,
    /// Every value not sealed under the current key.
    NotUnderCurrentKey,
}

impl Scope {
    fn needs(self, value: &str) -> bool {
        match self {
            Scope::Plaintext => secrets::key_id_of(value).is_none(),
            Scope::NotUnderCurrentKey => secrets::key_id_of(value) != Some(secrets::current_key_id()),
        }
    }
}

/// Seals the interview tokens, webhook secrets, report tokens and partners' keys `scope` names, in batches; a value changed
/// meanwhile (a new link, a rotated secret) is left as its writer sealed it.
pub async fn seal_stored(connection: &mut PgConnection, scope: Scope) -> anyhow::Result<Sealed> {
    let mut sealed = Sealed::default();
    let mut after = Uuid::nil();
    loop {
        let rows = match scope {
            Scope::Plaintext => sqlx::query!(
                "select id, token from interviews where token not like 'sealed:%' and id > $1 order by id limit $2",
                after,
                BATCH
            )
            .fetch_all(&mut *connection)
            .await?
            .into_iter()
            .map(|row| (row.id, row.token))
            .collect::<Vec<_>>(),
            Scope::NotUnderCurrentKey => sqlx::query!(
                "select id, token from interviews where id > $1 order by id limit $2",
                after,
                BATCH
            )
            .fetch_all(&mut *connection)
            .await?
            .into_iter()
            .map(|row| (row.id, row.token))
            .collect(),
        };
        let Some(last) = rows.last().map(|(id, _)| *id) else {
            break;
        };
        after = last;
        let mut ids = Vec::new();
        let mut old = Vec::new();
        let mut new = Vec::new();
        for (id, token) in rows.into_iter().filter(|(_, token)| scope.needs(token)) {
            let context = token_context(id);
            new.push(secrets::seal(&secrets::reveal(&token, &context)?, &context));
            ids.push(id);
            old.push(token);
        }
        let updated = sqlx::query!(
            "update interviews i set token = t.new
             from unnest($1::uuid[], $2::text[], $3::text[]) as t(id, old, new)
             where i.id = t.id and i.token = t.old",
            &ids,
            &old,
            &new
        )
        .execute(&mut *connection)
        .await?;
        sealed.interview_tokens += updated.rows_affected();
    }

    let endpoints = sqlx::query!("select id, secret, previous_secret from webhook_endpoints")
        .fetch_all(&mut *connection)
        .await?;
    for endpoint in endpoints {
        let context = webhook_secret_context(endpoint.id);
        let reseal =
            |value: &str| -> anyhow::Result<String> { Ok(secrets::seal(&secrets::reveal(value, &context)?, &context)) };
        let secret = scope
            .needs(&endpoint.secret)
            .then(|| reseal(&endpoint.secret))
            .transpose()?;
        let previous = match endpoint.previous_secret.as_deref() {
            Some(previous) if scope.needs(previous) => Some(reseal(previous)?),
            _ => None,
        };
        if secret.is_none() && previous.is_none() {
            continue;
        }
        let updated = sqlx::query!(
            "update webhook_endpoints
             set secret = coalesce($3, secret), previous_secret = coalesce($5, previous_secret)
             where id = $1 and secret = $2 and previous_secret is not distinct from $4",
            endpoint.id,
            endpoint.secret,
            secret,
            endpoint.previous_secret,
            previous
        )
        .execute(&mut *connection)
        .await?;
        sealed.webhook_secrets += updated.rows_affected();
    }

    // Report links and partners' keys are only ever written sealed: a rotation re-seals them,
    // the start-up pass has nothing to find.
    if scope == Scope::Plaintext {
        return Ok(sealed);
    }
    let mut after = Uuid::nil();
    loop {
        let reports = sqlx::query!(
            "select interview_id, token from report_links where interview_id > $1 order by interview_id limit $2",
            after,
            BATCH
        )
        .fetch_all(&mut *connection)
        .await?;
        let Some(last) = reports.last().map(|report| report.interview_id) else {
            break;
        };
        after = last;
        for report in reports.into_iter().filter(|report| scope.needs(&report.token)) {
            let context = report_token_context(report.interview_id);
            let resealed = secrets::seal(&secrets::reveal(&report.token, &context)?, &context);
            let updated = sqlx::query!(
                "update report_links set token = $3 where interview_id = $1 and token = $2",
                report.interview_id,
                report.token,
                resealed
            )
            .execute(&mut *connection)
            .await?;
            sealed.report_tokens += updated.rows_affected();
        }
    }
    let keys = sqlx::query!("select account_id, partner, callback_key from partner_connections")
        .fetch_all(&mut *connection)
        .await?;
    for key in keys.into_iter().filter(|key| scope.needs(&key.callback_key)) {
        let context = connections::key_context(AccountId(key.account_id), &key.partner);
        let resealed = secrets::seal(&secrets::reveal(&key.callback_key, &context)?, &context);
        let updated = sqlx::query!(
            "update partner_connections set callback_key = $4
             where account_id = $1 and partner = $2 and callback_key = $3",
            key.account_id,
            key.partner,
            key.callback_key,
            resealed
        )
        .execute(&mut *connection)
        .await?;
        sealed.partner_keys += updated.rows_affected();
    }
    Ok(sealed)
}
