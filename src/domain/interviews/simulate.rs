//! A test-mode interview played to an outcome through the same steps a real session and the
//! sweeper take, so its events and results have the real shape.

use sqlx::PgConnection;

use crate::domain::error::DomainError;
use crate::domain::ids::InterviewId;
use crate::domain::interviews::{NOT_FOUND, lifecycle, model, store};
use crate::domain::keys::Principal;
use crate::models::{self, InterviewStatus, KeyMode, SimulationOutcome, WebhookEventType};

/// Plays a test-mode interview to `outcome` in `tx`.
pub async fn simulate(
    tx: &mut PgConnection,
    caller: &Principal,
    id: InterviewId,
    outcome: SimulationOutcome,
    url_base: &str,
) -> Result<models::Interview, DomainError> {
    if !store::lock(tx, caller.account_id, id).await? {
        return Err(NOT_FOUND);
    }
    if caller.mode != KeyMode::Test {
        return Err(DomainError::InvalidState(
            "Only interviews created with a test key can be simulated".to_owned(),
        ));
    }
    let row = store::find(&mut *tx, caller.account_id, id).await?.ok_or(NOT_FOUND)?;
    let status = row.status();
    let refused = || DomainError::InvalidState(format!("An interview that is {status} cannot be {}", outcome));
    match outcome {
        SimulationOutcome::Expired if status == InterviewStatus::Invited => {
            lifecycle::expire(tx, id, true, url_base).await?;
        }
        SimulationOutcome::Completed | SimulationOutcome::Abandoned
            if matches!(status, InterviewStatus::Invited | InterviewStatus::InProgress) =>
        {
            if status == InterviewStatus::Invited {
                lifecycle::start(tx, &row, None, url_base).await?;
            }
            let completed = outcome == SimulationOutcome::Completed;
            // A completion answers every question that has no answer yet, with half its time.
            let answered = if completed {
                sqlx::query_scalar!(
                    r#"with answered as (
                               insert into interview_responses (interview_id, question_id, transcript, duration_seconds)
                               select q.interview_id, q.id, 'Simulated answer.', q.time_limit_seconds / 2
                               from interview_questions q
                               where q.interview_id = $1
                                 and not exists (select from interview_responses r where r.question_id = q.id)
                               returning 1)
                           select coalesce(sum(duration_seconds), 0)::bigint as "seconds!"
                           from interview_responses where interview_id = $1"#,
                    id as InterviewId
                )
                .fetch_one(&mut *tx)
                .await?
            } else {
                0
            };
            // The interview ran for as long as its answers (an abandoned one for a day).
            let ran = if completed { answered } else { 24 * 3600 + 1 };
            sqlx::query!(
                "update interviews set started_at = now() - make_interval(secs => $2) where id = $1",
                id as InterviewId,
                ran as f64
            )
            .execute(&mut *tx)
            .await?;
            let row = store::find(&mut *tx, caller.account_id, id).await?.ok_or(NOT_FOUND)?;
            let (outcome, event, duration) = if completed {
                (InterviewStatus::Completed, WebhookEventType::InterviewEnded, answered)
            } else {
                (InterviewStatus::Abandoned, WebhookEventType::InterviewAbandoned, 0)
            };
            lifecycle::end(tx, &row, outcome, duration).await?;
            lifecycle::emit(tx, &row, event, url_base).await?;
        }
        _ => return Err(refused()),
    }
    model::find(tx, caller.account_id, id, url_base).await?.ok_or(NOT_FOUND)
}
