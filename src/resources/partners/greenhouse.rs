//! Greenhouse's Assessment Partner API: its four calls in its shapes (snake_case, `null` for no
//! value), over the shared rules. A test is a job; ordering one is an invitation; the order's
//! `url` names it (Greenhouse retries) and receives the completion `PATCH`.

use uuid::Uuid;

use crate::domain::audit::{self, Action};
use crate::domain::ids::InterviewId;
use crate::domain::interviews::{InterviewRow, reports, store};
use crate::domain::invitations::invite;
use crate::domain::keys::Principal;
use crate::domain::partners::errors::{self, Reported};
use crate::domain::partners::orders::{self, Ordered};
use crate::domain::partners::{Partner, callback_url_allowed};
use crate::domain::{interviews, jobs};
use crate::http::context::{self, LastStatement};
use crate::http::error::{ApiError, FieldPath};
use crate::http::state::AppState;
use crate::models::{self, InterviewStatus};
use crate::telemetry::metrics;

pub const GREENHOUSE: Partner = Partner("greenhouse");

/// Tests `list_tests` offers at most: the newest jobs.
const TESTS_LISTED: i64 = 500;

/// Where the candidate's Greenhouse profile is kept in the interview's metadata.
pub const PROFILE_URL_KEY: &str = "greenhouse_profile_url";

/// The account's jobs that are not archived, as tests.
pub async fn list_tests(state: &AppState, caller: &Principal) -> Result<Vec<models::GreenhouseTest>, ApiError> {
    let jobs = jobs::page(&state.db, caller.account_id, None, false, TESTS_LISTED).await?;
    Ok(jobs
        .into_iter()
        .map(|job| models::GreenhouseTest {
            partner_test_id: job.id.0.to_string(),
            partner_test_name: job.title,
        })
        .collect())
}

/// The invitation an order asks for, as `POST /invitations` would take it.
fn invitation_of(order: &models::GreenhouseSendTest) -> models::InvitationCreate {
    let candidate = &order.candidate;
    let mut invitation = models::InvitationCreate::new(order.partner_test_id);
    invitation.candidate_name = Some(format!(
        "{} {}",
        candidate.first_name.trim(),
        candidate.last_name.trim()
    ));
    invitation.metadata = Some(
        [(PROFILE_URL_KEY.to_owned(), candidate.greenhouse_profile_url.clone())]
            .into_iter()
            .collect(),
    );
    // The partner, not the applicant tracking system, e-mails the candidate the link.
    invitation.candidate_email = Some(candidate.email.clone());
    invitation.send_email = Some(true);
    invitation
}

/// Orders an interview (`send_test`): the interview of an earlier order with the same `url`, or
/// a new invitation. The `url` is checked before anything is reserved.
pub async fn send_test(
    state: &AppState,
    caller: &Principal,
    order: &models::GreenhouseSendTest,
) -> Result<models::GreenhouseTestOrdered, ApiError> {
    let settings = &state.settings;
    if !callback_url_allowed(
        &order.url,
        &settings.greenhouse_callback_hosts,
        settings.webhook_allow_private,
    ) {
        return Err(ApiError::validation(
            FieldPath::key("url"),
            "must be an https URL on a Greenhouse host",
        ));
    }
    let invitation = invitation_of(order);
    let mut tx = context::begin_write(&state.db).await?;
    let url_base = &settings.interview_url_base;
    let actor = context::partner_actor(caller);
    let ordered = orders::order(&mut tx, caller, &actor, GREENHOUSE, &order.url, &invitation, url_base).await?;
    let interview_id = match ordered {
        Ordered::Found(interview_id) => {
            tx.commit().await?;
            interview_id
        }
        Ordered::Invited(invitation, reservation) => {
            // As `POST /invitations`: the reservation is sent with the commit.
            tx.commit_with(LastStatement {
                sql: reservation.statement(),
                refusal: Box::new(move |error| invite::refusal(&reservation, error).map(ApiError::from)),
            })
            .await?;
            state
                .token_directory
                .issued(&interviews::token::hash(&invitation.token));
            InterviewId(invitation.id)
        }
    };
    Ok(models::GreenhouseTestOrdered {
        partner_interview_id: interview_id.0.to_string(),
    })
}

/// Greenhouse's state of an interview.
fn partner_status(row: &InterviewRow) -> &'static str {
    match row.status() {
        _ if row.erased_at.is_some() => "cancelled",
        InterviewStatus::Invited => "invited",
        InterviewStatus::InProgress => "in_progress",
        InterviewStatus::Completed if row.evaluation.is_some() => "complete",
        InterviewStatus::Completed => "evaluating",
        InterviewStatus::Expired => "expired",
        InterviewStatus::Cancelled => "cancelled",
        InterviewStatus::Abandoned => "abandoned",
    }
}

/// The state of an interview ordered through Greenhouse (`test_status`); an erased one reveals
/// nothing but that it ended.
pub async fn test_status(
    state: &AppState,
    caller: &Principal,
    partner_interview_id: Uuid,
) -> Result<models::GreenhouseTestStatus, ApiError> {
    let id = InterviewId(partner_interview_id);
    let mut connection = state.db.acquire().await?;
    if !orders::ordered_through(&mut connection, caller.account_id, GREENHOUSE, id).await? {
        return Err(ApiError::NotFound("Interview"));
    }
    let row = store::find(&mut *connection, caller.account_id, id)
        .await?
        .ok_or(ApiError::NotFound("Interview"))?;
    let status = partner_status(&row);
    if row.erased_at.is_some() {
        return Ok(models::GreenhouseTestStatus {
            partner_status: status.to_owned(),
            partner_profile_url: crate::Nullable::Null,
            partner_score: crate::Nullable::Null,
            metadata: Default::default(),
        });
    }
    let answered = store::responses_of(&mut *connection, &[id]).await?.len();
    // Its state, score and recommendation are the candidate's results: a read (an erased one's
    // shows nothing of them).
    drop(connection);
    let read = Action::InterviewRead;
    state
        .read_log
        .record(&context::partner_actor(caller), read, Some(id.0))
        .await?;
    let evaluation = row.evaluation.as_ref().map(|evaluation| &evaluation.0);
    let text = |value: Option<String>| {
        interview_api_generated::types::Object(value.map_or(serde_json::Value::Null, Into::into))
    };
    let metadata = [
        ("Recommendation", evaluation.map(|e| e.recommendation.to_string())),
        ("Started At", row.started_at.map(crate::wire::timestamp)),
        ("Completed At", row.completed_at.map(crate::wire::timestamp)),
        (
            "Duration (minutes)",
            row.duration_seconds.map(|seconds| (seconds / 60).to_string()),
        ),
        ("Questions Answered", Some(answered.to_string())),
    ]
    .into_iter()
    .map(|(name, value)| (name.to_owned(), text(value)))
    .collect();
    let profile_url = (status == "complete").then(|| reports::url_of(&row)).flatten();
    Ok(models::GreenhouseTestStatus {
        partner_status: status.to_owned(),
        partner_profile_url: crate::wire::to_nullable(profile_url),
        partner_score: crate::wire::to_nullable(evaluation.map(|e| e.overall_score)),
        metadata,
    })
}

/// Keeps what Greenhouse reported as wrong (`response_error`), without the candidate's e-mail
/// address, and counts it; the log line names the account and the call only.
pub async fn response_error(
    state: &AppState,
    caller: &Principal,
    report: &models::GreenhouseResponseError,
) -> Result<(), ApiError> {
    fn text(value: &Option<crate::Nullable<String>>) -> Option<&String> {
        value.as_ref().and_then(|value| Option::from(value.as_ref()))
    }
    let api_call = text(&report.api_call).map(String::as_str);
    let kept = Reported {
        api_call,
        errors: report
            .r_errors
            .as_ref()
            .and_then(|errors| Option::<&Vec<String>>::from(errors.as_ref()))
            .cloned()
            .unwrap_or_default(),
        partner_test_id: text(&report.partner_test_id).map(String::as_str),
        partner_interview_id: text(&report.partner_interview_id).map(String::as_str),
    };
    let mut tx = context::begin_write(&state.db).await?;
    let kept_id = errors::keep(&mut tx, caller.account_id, GREENHOUSE, &kept).await?;
    let actor = context::partner_actor(caller);
    audit::record(&mut *tx, &actor, Action::PartnerErrorReported, Some(kept_id), &[]).await?;
    tx.commit().await?;
    let call = match api_call {
        Some("list_tests") => "list_tests",
        Some("send_test") => "send_test",
        Some("test_status") => "test_status",
        _ => "other",
    };
    metrics::partner_error_reported(GREENHOUSE.name(), call);
    tracing::warn!(account_id = %caller.account_id, partner = GREENHOUSE.name(), api_call = call, "partner reported an error");
    Ok(())
}
