//! The report page of an interview (`GET /reports/{token}`), outside `/api/v1` like `/docs`: HTML
//! rendered on the server from `templates/report/` (minijinja, HTML-escaped), usable without
//! JavaScript, with a print stylesheet so that it saves as a clean PDF. The link is the
//! credential (`domain::interviews::reports`); an unknown, replaced or expired link is a 404 page,
//! an erased interview's a 410 page that shows nothing of it. Every view is counted on the
//! interview and in `report_views_total`, and recorded in the audit log
//! (`interview.report_viewed` by the actor `report_link`) before the page is sent.
//!
//! The page loads its stylesheet from this server and nothing else: no script, no inline style
//! (the score bars are `<meter>` elements), and the Content-Security-Policy says so. It is
//! neither cached, nor indexed, nor named to another site by a `Referer`.

use std::sync::OnceLock;

use axum::Router;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use chrono::{DateTime, Utc};
use minijinja::{Environment, context};
use serde::Serialize;

use crate::domain::audit::{Action, Actor, ActorType};
use crate::domain::interviews::reports::{self, Opened, Report};
use crate::http::client_address::ClientAddress;
use crate::http::context::RequestId;
use crate::http::gateway;
use crate::http::identity::Identity;
use crate::http::state::AppState;
use crate::models::{InterviewStatus, Recommendation};
use crate::telemetry::metrics;

const STYLESHEET: &str = include_str!("../../templates/report/report.css");
const STYLESHEET_PATH: &str = "/reports/report.css";

const POLICY: &str = "default-src 'none'; style-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// The page's routes: the report and its stylesheet.
pub fn router() -> Router<AppState> {
    Router::new()
        .route(STYLESHEET_PATH, get(stylesheet))
        .route(&format!("{}/{{token}}", reports::PATH), get(report))
}

fn templates() -> &'static Environment<'static> {
    static TEMPLATES: OnceLock<Environment<'static>> = OnceLock::new();
    TEMPLATES.get_or_init(|| {
        let mut env = Environment::new();
        for (name, source) in [
            ("layout.html", include_str!("../../templates/report/layout.html")),
            ("report.html", include_str!("../../templates/report/report.html")),
            ("gone.html", include_str!("../../templates/report/gone.html")),
        ] {
            env.add_template(name, source).expect("the report templates compile");
        }
        env
    })
}

async fn stylesheet() -> Response {
    let mut response = STYLESHEET.into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/css; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    response
}

async fn report(State(state): State<AppState>, Path(token): Path<String>, mut request: Request) -> Response {
    // Links that open nothing count against their client address, as unknown API keys do: an
    // address whose window is full is answered 429 without a lookup, so links cannot be tried
    // faster than the rate limit (and they hold 256 random bits).
    gateway::note_client_address(&state, &mut request);
    let window = Identity::address(&request);
    let limit = state.settings.rate_limit_per_minute;
    if !state.rate_limiter.peek(&window, limit).await.allowed {
        metrics::rate_limited(window.kind.as_str());
        return message(
            StatusCode::TOO_MANY_REQUESTS,
            "Too many requests",
            "Too many links that open no report were tried from here. Try again in a minute.",
        );
    }
    // A token has the form of one (43 characters of base64url) or is not looked up.
    let well_formed = token.len() == 43
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    let opened = if well_formed {
        let mut connection = match state.db.acquire().await {
            Ok(connection) => connection,
            Err(error) => return unavailable(&error),
        };
        match reports::open(&mut connection, &token).await {
            Ok(Some(Opened::Report(report))) => {
                // Its results are read by whoever holds the link: recorded before they are shown.
                let viewer = Actor::without_key(
                    report.interview.account_id,
                    ActorType::ReportLink,
                    request.extensions().get::<ClientAddress>().map(|address| address.0),
                    request.extensions().get::<RequestId>().map(|id| id.0.clone()),
                );
                let viewed = Action::InterviewReportViewed;
                if let Err(error) = state
                    .read_log
                    .record(&viewer, viewed, Some(report.interview.id.0))
                    .await
                {
                    return unavailable(&error);
                }
                Some(Opened::Report(report))
            }
            Ok(opened) => opened,
            Err(error) => return unavailable(&error),
        }
    } else {
        None
    };
    match opened {
        Some(Opened::Report(report)) => {
            metrics::report_viewed("report");
            page(StatusCode::OK, "report.html", &view(&report))
        }
        Some(Opened::Erased) => {
            metrics::report_viewed("erased");
            message(
                StatusCode::GONE,
                "This report was erased",
                "The candidate's data was erased, and this report with it.",
            )
        }
        None => {
            state.rate_limiter.take(&window, limit).await;
            message(
                StatusCode::NOT_FOUND,
                "Report not found",
                "This link is unknown, was replaced by a newer one, or has expired. Ask for a new link.",
            )
        }
    }
}

/// A page that says only `heading` and `text`.
fn message(status: StatusCode, heading: &str, text: &str) -> Response {
    page(status, "gone.html", &context! { heading => heading, message => text })
}

fn unavailable(error: &dyn std::fmt::Display) -> Response {
    tracing::warn!(error = %error, "cannot open a report");
    message(
        StatusCode::SERVICE_UNAVAILABLE,
        "Report unavailable",
        "The report cannot be shown right now. Try again in a minute.",
    )
}

fn page(status: StatusCode, template: &str, values: &impl Serialize) -> Response {
    let rendered = templates()
        .get_template(template)
        .and_then(|template| template.render(values));
    let (status, body) = match rendered {
        Ok(body) => (status, body),
        Err(error) => {
            tracing::error!(error = %error, template, "cannot render a report page");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                "<!doctype html><title>Error</title><p>The report cannot be shown.</p>".to_owned(),
            )
        }
    };
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    response
}

#[derive(Serialize)]
struct Moment {
    label: &'static str,
    at: String,
    shown: String,
}

fn moment(label: &'static str, at: DateTime<Utc>) -> Moment {
    Moment {
        label,
        at: at.to_rfc3339(),
        shown: at.format("%-d %B %Y, %H:%M UTC").to_string(),
    }
}

#[derive(Serialize)]
struct QuestionView {
    text: String,
    score: Option<u32>,
    rationale: Option<String>,
    answer: Option<String>,
}

fn status_label(status: InterviewStatus) -> &'static str {
    match status {
        InterviewStatus::Invited => "Invited",
        InterviewStatus::InProgress => "In progress",
        InterviewStatus::Completed => "Completed",
        InterviewStatus::Expired => "Expired",
        InterviewStatus::Cancelled => "Cancelled",
        InterviewStatus::Abandoned => "Abandoned",
    }
}

fn recommendation_label(recommendation: Recommendation) -> &'static str {
    match recommendation {
        Recommendation::StrongYes => "strong yes",
        Recommendation::Yes => "yes",
        Recommendation::No => "no",
        Recommendation::StrongNo => "strong no",
    }
}

/// What the template shows of a report.
fn view(report: &Report) -> minijinja::Value {
    let row = &report.interview;
    let status = row.status();
    let mut timeline = vec![moment("Invited", row.created_at)];
    timeline.extend(row.started_at.map(|at| moment("Started", at)));
    timeline.extend(row.completed_at.map(|at| moment("Completed", at)));
    timeline.extend(row.cancelled_at.map(|at| moment("Cancelled", at)));
    if status == InterviewStatus::Invited || status == InterviewStatus::Expired {
        timeline.push(moment(
            if status == InterviewStatus::Expired {
                "Expired"
            } else {
                "Link expires"
            },
            row.expires_at,
        ));
    }
    let evaluation = row.evaluation.as_ref().map(|evaluation| &evaluation.0);
    let questions: Vec<QuestionView> = report
        .questions
        .iter()
        .map(|question| {
            let scored =
                evaluation.and_then(|evaluation| evaluation.questions.iter().find(|q| q.question_id == question.id));
            QuestionView {
                text: question.question_text.clone(),
                score: scored.map(|q| q.score),
                rationale: scored.and_then(|q| Option::<String>::from(q.rationale.clone())),
                answer: report
                    .responses
                    .iter()
                    .find(|response| response.question_id == question.id)
                    .map(|response| response.transcript.clone()),
            }
        })
        .collect();
    let consent = match (&row.consent_notice_version, row.consent_accepted_at) {
        (Some(version), Some(at)) => Some(context! {
            notice_version => version,
            at => at.to_rfc3339(),
            shown => moment("Consent", at).shown,
        }),
        _ => None,
    };
    let generated = moment("Generated", Utc::now());
    context! {
        candidate_name => &row.candidate_name,
        job_title => &row.job_title,
        status => status.to_string(),
        status_label => status_label(status),
        finished => status == InterviewStatus::Completed && evaluation.is_some(),
        timeline => timeline,
        duration => row.duration_seconds.map(|seconds| format!("{} min {} s", seconds / 60, seconds % 60)),
        consent => consent,
        evaluation => evaluation.map(|evaluation| context! {
            overall_score => evaluation.overall_score,
            recommendation => evaluation.recommendation.to_string(),
            recommendation_label => recommendation_label(evaluation.recommendation),
            summary => Option::<String>::from(evaluation.summary.clone()),
        }),
        questions => questions,
        generated_at => generated.at,
        generated_shown => generated.shown,
    }
}
