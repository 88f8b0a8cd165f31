//! Interviews ordered through a partner: an invitation as `POST /invitations` makes it, recorded
//! under the partner's name for the order (its callback URL), so that an order the partner sends
//! again finds its interview instead of inviting (and reserving) twice.

use sqlx::PgConnection;

use crate::domain::audit::Actor;
use crate::domain::credits::Reservation;
use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, InterviewId};
use crate::domain::invitations::invite;
use crate::domain::keys::Principal;
use crate::domain::partners::Partner;
use crate::models;

/// What an order came to.
pub enum Ordered {
    /// A new interview: its credits are reserved by the [`Reservation`], which must end the
    /// transaction (`invite::invite`).
    Invited(Box<models::Invitation>, Reservation),
    /// The order was placed before: its interview.
    Found(InterviewId),
}

/// Orders an interview through `partner` in `tx`: the interview of an earlier order with the same
/// `order_url`, or a new invitation of `request`, recorded as created by `actor`. Orders of one
/// URL are serialized by a lock held until the transaction ends, so two arriving at once make one
/// interview.
pub async fn order(
    tx: &mut PgConnection,
    caller: &Principal,
    actor: &Actor,
    partner: Partner,
    order_url: &str,
    request: &models::InvitationCreate,
    url_base: &str,
) -> Result<Ordered, DomainError> {
    sqlx::query!(
        "select pg_advisory_xact_lock(hashtextextended($1::uuid::text || ' ' || $2 || ' ' || $3, 0))",
        caller.account_id as AccountId,
        partner.name(),
        order_url
    )
    .execute(&mut *tx)
    .await?;
    if let Some(found) = find(&mut *tx, caller.account_id, partner, order_url).await? {
        return Ok(Ordered::Found(found));
    }
    let (invitation, reservation) = invite::invite(tx, caller, actor, request, url_base).await?;
    sqlx::query!(
        "insert into partner_orders (account_id, partner, order_url, interview_id) values ($1, $2, $3, $4)",
        caller.account_id as AccountId,
        partner.name(),
        order_url,
        invitation.id
    )
    .execute(&mut *tx)
    .await?;
    Ok(Ordered::Invited(Box::new(invitation), reservation))
}

/// The interview of the account's order `order_url` through `partner`, if there is one.
pub async fn find(
    db: &mut PgConnection,
    account_id: AccountId,
    partner: Partner,
    order_url: &str,
) -> Result<Option<InterviewId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"select interview_id as "interview_id: InterviewId" from partner_orders
           where account_id = $1 and partner = $2 and order_url = $3"#,
        account_id as AccountId,
        partner.name(),
        order_url
    )
    .fetch_optional(db)
    .await
}

/// Whether the account's interview was ordered through `partner`.
pub async fn ordered_through(
    db: &mut PgConnection,
    account_id: AccountId,
    partner: Partner,
    interview_id: InterviewId,
) -> Result<bool, sqlx::Error> {
    let found = sqlx::query_scalar!(
        "select interview_id from partner_orders where account_id = $1 and partner = $2 and interview_id = $3",
        account_id as AccountId,
        partner.name(),
        interview_id as InterviewId
    )
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}
