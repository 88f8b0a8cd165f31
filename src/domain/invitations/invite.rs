//! Invitations written: one, or a batch whose items are answered each on its own.

use sqlx::PgConnection;

use crate::domain::audit::Actor;
use crate::domain::credits::{self, Reservation};
use crate::domain::error::DomainError;
use crate::domain::ids::InterviewId;
use crate::domain::invitations::Planned;
use crate::domain::invitations::plan::{Jobs, plan};
use crate::domain::invitations::store::insert_interviews;
use crate::domain::keys::Principal;
use crate::models::{self, KeyMode};

/// Invites a candidate to a job in `tx`: plans the questions, applies the trial rules and writes
/// the interview with its `interview.created` audit event by `actor`. Its credits are reserved by the [`Reservation`] returned, which must end the
/// transaction (sent with its commit); [`refusal`] tells the shortfall that then stops the commit.
pub async fn invite(
    tx: &mut PgConnection,
    caller: &Principal,
    actor: &Actor,
    request: &models::InvitationCreate,
    url_base: &str,
) -> Result<(models::Invitation, Reservation), DomainError> {
    let planned = plan(tx, caller, request, &mut Jobs::new()).await?;
    let created = insert_interviews(
        &mut *tx,
        caller.account_id,
        caller.owner_id,
        &[&planned],
        planned.simulated,
        Some(actor),
    )
    .await?
    .remove(&planned.id)
    .ok_or_else(|| DomainError::Internal(anyhow::anyhow!("the interview was not written")))?;
    let reservation = Reservation {
        account_id: caller.account_id,
        credits: planned.credits,
        interview_id: InterviewId(planned.id),
    };
    Ok((planned.invitation(created, url_base), reservation))
}

/// The refusal of an invitation whose reservation found too few credits.
pub fn refusal(reservation: &Reservation, error: &sqlx::Error) -> Option<DomainError> {
    let balance = Reservation::refused_by(error)?;
    Some(DomainError::InsufficientCredits(balance.shortfall(reservation.credits)))
}

/// Invites each of `requests` in `tx`, independently: each answer is the invitation or why it
/// was refused, in request order. Every interview is planned, then those planned are written in
/// one statement and their credits reserved in another, in request order, so that the batch
/// locks the account's credits row once and never reserves more than the balance; those that
/// found too few credits are removed again (their report links with them).
pub async fn invite_all(
    tx: &mut PgConnection,
    caller: &Principal,
    requests: &[&models::InvitationCreate],
    url_base: &str,
) -> Result<Vec<Result<models::Invitation, DomainError>>, DomainError> {
    let mut jobs = Jobs::new();
    let mut planned = Vec::with_capacity(requests.len());
    for request in requests {
        planned.push(match plan(tx, caller, request, &mut jobs).await {
            Err(DomainError::Database(error)) => return Err(error.into()),
            outcome => outcome,
        });
    }
    let to_write: Vec<&Planned> = planned.iter().flatten().collect();
    let simulated = caller.mode == KeyMode::Test;
    let mut created =
        insert_interviews(&mut *tx, caller.account_id, caller.owner_id, &to_write, simulated, None).await?;
    let to_reserve: Vec<(InterviewId, i64)> = to_write
        .iter()
        .map(|planned| (InterviewId(planned.id), planned.credits))
        .collect();
    let mut outcomes = credits::reserve_in_order(&mut *tx, caller.account_id, &to_reserve)
        .await?
        .into_iter();
    let mut answers = Vec::with_capacity(planned.len());
    let mut refused = Vec::new();
    for item in planned {
        answers.push(match item {
            Err(refused) => Err(refused),
            Ok(planned) => match (created.remove(&planned.id), outcomes.next()) {
                (Some(created), Some(Ok(_))) => Ok(planned.invitation(created, url_base)),
                (Some(_), Some(Err(balance))) => {
                    refused.push(InterviewId(planned.id));
                    Err(DomainError::InsufficientCredits(balance.shortfall(planned.credits)))
                }
                _ => return Err(DomainError::Internal(anyhow::anyhow!("an invitation went unanswered"))),
            },
        });
    }
    if !refused.is_empty() {
        sqlx::query!("delete from interviews where id = any($1)", &refused as &[InterviewId])
            .execute(&mut *tx)
            .await?;
    }
    Ok(answers)
}
