//! A candidate's export: everything held about the person, for an access or portability
//! request.

use std::collections::HashMap;

use sqlx::PgConnection;

use crate::domain::error::DomainError;
use crate::domain::ids::{AccountId, CandidateId, InterviewId};
use crate::domain::interviews::{self, AskedQuestionRow, ResponseRow, model, store};
use crate::domain::webhooks::events;
use crate::models;

/// Everything held about a candidate of the account: the record (as `candidate` renders it), the
/// interviews invited with its id, with their questions and CV snapshots, and the events about
/// them.
pub async fn export(
    db: &mut PgConnection,
    account_id: AccountId,
    candidate: models::Candidate,
    url_base: &str,
) -> Result<models::CandidateExport, DomainError> {
    let of_candidate = interviews::Filter {
        candidate_id: Some(CandidateId(candidate.id)),
        ..Default::default()
    };
    let rows = store::page(&mut *db, account_id, None, &of_candidate, i64::MAX).await?;
    let ids: Vec<InterviewId> = rows.iter().map(|row| row.id).collect();
    let mut questions: HashMap<InterviewId, Vec<AskedQuestionRow>> = HashMap::new();
    for question in store::questions_of(&mut *db, &ids).await? {
        questions.entry(question.interview_id).or_default().push(question);
    }
    let mut responses: HashMap<InterviewId, Vec<ResponseRow>> = HashMap::new();
    for response in store::responses_of(&mut *db, &ids).await? {
        responses.entry(response.interview_id).or_default().push(response);
    }
    let records = rows
        .into_iter()
        .map(|row| {
            let id = row.id;
            let cv = row.candidate_cv.clone().map(|cv| cv.0);
            let interview = model::interview(row, responses.remove(&id).unwrap_or_default(), url_base);
            record(interview, questions.remove(&id).unwrap_or_default(), cv)
        })
        .collect::<Result<_, _>>()?;
    let events = events::events_about(db, account_id, &ids).await?;
    Ok(models::CandidateExport {
        candidate,
        interviews: records,
        events,
    })
}

/// An interview with its questions and CV snapshot: everything stored about it (the
/// `Interview`'s fields and two more, `InterviewRecord` in openapi.yaml).
fn record(
    interview: models::Interview,
    questions: Vec<AskedQuestionRow>,
    cv: Option<models::CvInput>,
) -> Result<models::InterviewRecord, DomainError> {
    let questions: Vec<models::InterviewQuestion> = questions.into_iter().map(Into::into).collect();
    let mut record = serde_json::to_value(interview).map_err(|error| DomainError::Internal(error.into()))?;
    record["questions"] = serde_json::to_value(questions).map_err(|error| DomainError::Internal(error.into()))?;
    record["candidate_cv"] = serde_json::to_value(cv).map_err(|error| DomainError::Internal(error.into()))?;
    serde_json::from_value(record).map_err(|error| DomainError::Internal(error.into()))
}
