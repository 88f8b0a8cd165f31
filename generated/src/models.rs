#![allow(unused_qualifications)]

use http::HeaderValue;
use validator::Validate;

#[cfg(feature = "server")]
use crate::header;
use crate::{models, types::*};

#[allow(dead_code)]
pub type SSE = std::pin::Pin<
    std::boxed::Box<
        dyn futures_util::Stream<Item = std::result::Result<axum::response::sse::Event, std::convert::Infallible>>
            + std::marker::Send
            + std::marker::Sync,
    >,
>;

#[allow(dead_code)]
fn from_validation_error(e: validator::ValidationError) -> validator::ValidationErrors {
    let mut errs = validator::ValidationErrors::new();
    errs.add("na", e);
    errs
}

#[allow(dead_code)]
pub fn check_xss_string(v: &str) -> std::result::Result<(), validator::ValidationError> {
    if ammonia::is_html(v) {
        std::result::Result::Err(validator::ValidationError::new("xss detected"))
    } else {
        std::result::Result::Ok(())
    }
}

#[allow(dead_code)]
pub fn check_xss_vec_string(v: &[String]) -> std::result::Result<(), validator::ValidationError> {
    if v.iter().any(|i| ammonia::is_html(i)) {
        std::result::Result::Err(validator::ValidationError::new("xss detected"))
    } else {
        std::result::Result::Ok(())
    }
}

#[allow(dead_code)]
pub fn check_xss_map_string(
    v: &std::collections::HashMap<String, String>,
) -> std::result::Result<(), validator::ValidationError> {
    if v.keys().any(|k| ammonia::is_html(k)) || v.values().any(|v| ammonia::is_html(v)) {
        std::result::Result::Err(validator::ValidationError::new("xss detected"))
    } else {
        std::result::Result::Ok(())
    }
}

#[allow(dead_code)]
pub fn check_xss_map_nested<T>(
    v: &std::collections::HashMap<String, T>,
) -> std::result::Result<(), validator::ValidationError>
where
    T: validator::Validate,
{
    if v.keys().any(|k| ammonia::is_html(k)) || v.values().any(|v| v.validate().is_err()) {
        std::result::Result::Err(validator::ValidationError::new("xss detected"))
    } else {
        std::result::Result::Ok(())
    }
}

#[allow(dead_code)]
pub fn check_xss_map<T>(
    v: &std::collections::HashMap<String, T>,
) -> std::result::Result<(), validator::ValidationError> {
    if v.keys().any(|k| ammonia::is_html(k)) {
        std::result::Result::Err(validator::ValidationError::new("xss detected"))
    } else {
        std::result::Result::Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct DeleteApiKeyPathParams {
    /// API key identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListApiKeysQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTAPIKEYSQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_LISTAPIKEYSQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ExportAuditEventsQueryParams {
    /// Only events of this action (`candidate.updated`); ending with `.` (`candidate.`), every action it begins.
    #[serde(rename = "action")]
    #[validate(
                        length(min = 1, max = 100),
                          regex(path = *RE_EXPORTAUDITEVENTSQUERYPARAMS_ACTION),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// Only events about this record (`target.id`).
    #[serde(rename = "target_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_id: Option<uuid::Uuid>,
    /// Only events of this API key (`actor.key_id`).
    #[serde(rename = "key_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key_id: Option<uuid::Uuid>,
    /// Only events that occurred at or after this time (RFC 3339).
    #[serde(rename = "occurred_since")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub occurred_since: Option<String>,
    /// Only events that occurred before this time (RFC 3339).
    #[serde(rename = "occurred_before")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub occurred_before: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_EXPORTAUDITEVENTSQUERYPARAMS_ACTION: regex::Regex = regex::Regex::new("^[a-z_]+\\.([a-z_]+)?$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListAuditEventsQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTAUDITEVENTSQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
    /// Only events of this action (`candidate.updated`); ending with `.` (`candidate.`), every action it begins.
    #[serde(rename = "action")]
    #[validate(
                        length(min = 1, max = 100),
                          regex(path = *RE_LISTAUDITEVENTSQUERYPARAMS_ACTION),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// Only events about this record (`target.id`).
    #[serde(rename = "target_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_id: Option<uuid::Uuid>,
    /// Only events of this API key (`actor.key_id`).
    #[serde(rename = "key_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key_id: Option<uuid::Uuid>,
    /// Only events that occurred at or after this time (RFC 3339).
    #[serde(rename = "occurred_since")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub occurred_since: Option<String>,
    /// Only events that occurred before this time (RFC 3339).
    #[serde(rename = "occurred_before")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub occurred_before: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_LISTAUDITEVENTSQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_LISTAUDITEVENTSQUERYPARAMS_ACTION: regex::Regex = regex::Regex::new("^[a-z_]+\\.([a-z_]+)?$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct DeleteCandidatePathParams {
    /// Candidate identifier (UUID). A value that is not a UUID is 400 (simple shape, `path: [\"id\"]`).
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ExportCandidatePathParams {
    /// Candidate identifier (UUID). A value that is not a UUID is 400 (simple shape, `path: [\"id\"]`).
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GetCandidatePathParams {
    /// Candidate identifier (UUID). A value that is not a UUID is 400 (simple shape, `path: [\"id\"]`).
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListCandidatesQueryParams {
    /// Page number, from 1. Default 1.
    #[serde(rename = "page")]
    #[validate(range(min = 1u64))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page: Option<u64>,
    /// Items per page: 1-100, default 50.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Case-insensitive literal substring of the name (trimmed; at most 200 characters).
    #[serde(rename = "search")]
    #[validate(
                        length(max = 200),
                          regex(path = *RE_LISTCANDIDATESQUERYPARAMS_SEARCH),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search: Option<String>,
    /// Only those whose metadata has this key with this value, written `key:value` (the key, a colon, the value: `ats_id:88213`; the value may contain colons). A key that is not 1-40 characters of `A-Z a-z 0-9 _ . -` is 400.
    #[serde(rename = "metadata")]
    #[validate(
                        length(max = 541),
                          regex(path = *RE_LISTCANDIDATESQUERYPARAMS_METADATA),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_LISTCANDIDATESQUERYPARAMS_SEARCH: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_LISTCANDIDATESQUERYPARAMS_METADATA: regex::Regex = regex::Regex::new("^[A-Za-z0-9_.-]{1,40}:[^\\x00]*$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct UpdateCandidatePathParams {
    /// Candidate identifier (UUID). A value that is not a UUID is 400 (simple shape, `path: [\"id\"]`).
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListCreditTransactionsQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTCREDITTRANSACTIONSQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
    /// Only the transactions of this interview (an unknown id gives an empty list).
    #[serde(rename = "interview_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interview_id: Option<uuid::Uuid>,
}

lazy_static::lazy_static! {
    static ref RE_LISTCREDITTRANSACTIONSQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GetEventPathParams {
    /// Event identifier (`evt_` and 32 lowercase hex digits). Any other value is 400 `validation_error`.
    #[validate(
                        length(min = 36, max = 36),
                          regex(path = *RE_GETEVENTPATHPARAMS_ID),
            )]
    pub id: String,
}

lazy_static::lazy_static! {
    static ref RE_GETEVENTPATHPARAMS_ID: regex::Regex = regex::Regex::new("^evt_[0-9a-f]{32}$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListEventsQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTEVENTSQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
    /// Only events of this type (an `EventType`).
    #[serde(rename = "type")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub r#type: Option<models::EventType>,
    /// Only events about this interview.
    #[serde(rename = "interview_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interview_id: Option<uuid::Uuid>,
    /// Only events whose `delivery_status` is this (an `EventDeliveryStatus`).
    #[serde(rename = "delivery")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delivery: Option<models::EventDeliveryStatus>,
}

lazy_static::lazy_static! {
    static ref RE_LISTEVENTSQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ResendEventPathParams {
    /// Event identifier (`evt_` and 32 lowercase hex digits). Any other value is 400 `validation_error`.
    #[validate(
                        length(min = 36, max = 36),
                          regex(path = *RE_RESENDEVENTPATHPARAMS_ID),
            )]
    pub id: String,
}

lazy_static::lazy_static! {
    static ref RE_RESENDEVENTPATHPARAMS_ID: regex::Regex = regex::Regex::new("^evt_[0-9a-f]{32}$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CancelInterviewPathParams {
    /// Interview identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CreateReportLinkPathParams {
    /// Interview identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ExtendInterviewPathParams {
    /// Interview identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GetInterviewPathParams {
    /// Interview identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListInterviewQuestionsPathParams {
    /// Interview identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListInterviewsQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTINTERVIEWSQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
    /// Only interviews in this state (an `InterviewStatus`).
    #[serde(rename = "status")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<models::InterviewStatus>,
    /// Only interviews for this job.
    #[serde(rename = "job_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub job_id: Option<uuid::Uuid>,
    /// Only interviews of this stored candidate (invited by `candidate_id`).
    #[serde(rename = "candidate_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_id: Option<uuid::Uuid>,
    /// Only those whose metadata has this key with this value, written `key:value` (the key, a colon, the value: `ats_id:88213`; the value may contain colons). A key that is not 1-40 characters of `A-Z a-z 0-9 _ . -` is 400.
    #[serde(rename = "metadata")]
    #[validate(
                        length(max = 541),
                          regex(path = *RE_LISTINTERVIEWSQUERYPARAMS_METADATA),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_LISTINTERVIEWSQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_LISTINTERVIEWSQUERYPARAMS_METADATA: regex::Regex = regex::Regex::new("^[A-Za-z0-9_.-]{1,40}:[^\\x00]*$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct RegenerateInterviewLinkPathParams {
    /// Interview identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SimulateInterviewPathParams {
    /// Interview identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ArchiveJobPathParams {
    /// Job identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GetJobPathParams {
    /// Job identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListJobsQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTJOBSQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
    /// `true`: the archived jobs instead of the active ones (default `false`).
    #[serde(rename = "archived")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub archived: Option<bool>,
}

lazy_static::lazy_static! {
    static ref RE_LISTJOBSQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct UnarchiveJobPathParams {
    /// Job identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct UpdateJobPathParams {
    /// Job identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GetGreenhouseTestStatusQueryParams {
    /// The `partner_interview_id` that `send_test` answered.
    #[serde(rename = "partner_interview_id")]
    pub partner_interview_id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CompleteSessionPathParams {
    /// Interview token (the last path segment of `interview_url`): 43 base64url characters; any other value is 400 `validation_error`. An unknown token is 404.
    #[validate(
                        length(min = 43, max = 43),
                          regex(path = *RE_COMPLETESESSIONPATHPARAMS_TOKEN),
            )]
    pub token: String,
}

lazy_static::lazy_static! {
    static ref RE_COMPLETESESSIONPATHPARAMS_TOKEN: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{43}$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GetSessionPathParams {
    /// Interview token (the last path segment of `interview_url`): 43 base64url characters; any other value is 400 `validation_error`. An unknown token is 404.
    #[validate(
                        length(min = 43, max = 43),
                          regex(path = *RE_GETSESSIONPATHPARAMS_TOKEN),
            )]
    pub token: String,
}

lazy_static::lazy_static! {
    static ref RE_GETSESSIONPATHPARAMS_TOKEN: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{43}$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct RecordSessionResponsePathParams {
    /// Interview token (the last path segment of `interview_url`): 43 base64url characters; any other value is 400 `validation_error`. An unknown token is 404.
    #[validate(
                        length(min = 43, max = 43),
                          regex(path = *RE_RECORDSESSIONRESPONSEPATHPARAMS_TOKEN),
            )]
    pub token: String,
}

lazy_static::lazy_static! {
    static ref RE_RECORDSESSIONRESPONSEPATHPARAMS_TOKEN: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{43}$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SetSessionEvaluationPathParams {
    /// Interview token (the last path segment of `interview_url`): 43 base64url characters; any other value is 400 `validation_error`. An unknown token is 404.
    #[validate(
                        length(min = 43, max = 43),
                          regex(path = *RE_SETSESSIONEVALUATIONPATHPARAMS_TOKEN),
            )]
    pub token: String,
}

lazy_static::lazy_static! {
    static ref RE_SETSESSIONEVALUATIONPATHPARAMS_TOKEN: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{43}$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct StartSessionPathParams {
    /// Interview token (the last path segment of `interview_url`): 43 base64url characters; any other value is 400 `validation_error`. An unknown token is 404.
    #[validate(
                        length(min = 43, max = 43),
                          regex(path = *RE_STARTSESSIONPATHPARAMS_TOKEN),
            )]
    pub token: String,
}

lazy_static::lazy_static! {
    static ref RE_STARTSESSIONPATHPARAMS_TOKEN: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{43}$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct DeleteWebhookEndpointPathParams {
    /// Webhook endpoint identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GetWebhookEndpointPathParams {
    /// Webhook endpoint identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListWebhookDeliveriesPathParams {
    /// Webhook endpoint identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListWebhookDeliveriesQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTWEBHOOKDELIVERIESQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_LISTWEBHOOKDELIVERIESQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ListWebhookEndpointsQueryParams {
    /// Items per page: 1-100, default 20. Anything else is 400.
    #[serde(rename = "limit")]
    #[validate(range(min = 1u32, max = 100u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// Opaque `next_cursor` of the previous page; omit for the first page. Cursors are 22 URL-safe characters; build nothing from their content. Any other value is 400 `validation_error` (details key `cursor`).
    #[serde(rename = "cursor")]
    #[validate(
                        length(min = 22, max = 22),
                          regex(path = *RE_LISTWEBHOOKENDPOINTSQUERYPARAMS_CURSOR),
              )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_LISTWEBHOOKENDPOINTSQUERYPARAMS_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct RecoverWebhookDeliveriesPathParams {
    /// Webhook endpoint identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct RotateWebhookSecretPathParams {
    /// Webhook endpoint identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SendTestWebhookPathParams {
    /// Webhook endpoint identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct UpdateWebhookEndpointPathParams {
    /// Webhook endpoint identifier (UUID). A value that is not a UUID is 400 `validation_error`.
    pub id: uuid::Uuid,
}

/// The account's data settings.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct AccountSettings {
    /// Days an interview's personal data is kept after the interview ended (completed, expired, cancelled or abandoned); then it is redacted as by `POST /erasures`. `null`: kept until erased.
    #[serde(rename = "interview_data_retention_days")]
    #[validate(range(min = 1u32, max = 3650u32))]
    pub interview_data_retention_days: Nullable<u32>,

    /// Candidates with an e-mail address who have not started are reminded this many hours before their link expires (once per expiry). Default 24; `null`: no reminder.
    #[serde(rename = "reminder_hours_before_expiry")]
    #[validate(range(min = 1u32, max = 2160u32))]
    pub reminder_hours_before_expiry: Nullable<u32>,

    /// The company named in e-mails to candidates and shown as their sender; `null`: the e-mails name no company and are sent under the server's own sender name.
    #[serde(rename = "email_sender_name")]
    #[validate(length(min = 1, max = 100))]
    pub email_sender_name: Nullable<String>,

    /// Where candidates' replies to e-mails go (`Reply-To`); `null`: no `Reply-To`.
    #[serde(rename = "email_reply_to")]
    #[validate(length(max = 254))]
    pub email_reply_to: Nullable<String>,

    /// Days audit events are served (`GET /audit-events`); older ones are no longer listed or exported, and are deleted a whole month at a time once the month has passed. Default 365.
    #[serde(rename = "audit_retention_days")]
    #[validate(range(min = 30u32, max = 3650u32))]
    pub audit_retention_days: u32,

    /// Days a report link (`Interview.report_url`) is valid from when it is issued. A change applies to links issued afterwards. Default 90.
    #[serde(rename = "report_link_days")]
    #[validate(range(min = 1u32, max = 3650u32))]
    pub report_link_days: u32,
}

impl AccountSettings {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        interview_data_retention_days: Nullable<u32>,
        reminder_hours_before_expiry: Nullable<u32>,
        email_sender_name: Nullable<String>,
        email_reply_to: Nullable<String>,
        audit_retention_days: u32,
        report_link_days: u32,
    ) -> AccountSettings {
        AccountSettings {
            interview_data_retention_days,
            reminder_hours_before_expiry,
            email_sender_name,
            email_reply_to,
            audit_retention_days,
            report_link_days,
        }
    }
}

/// Converts the AccountSettings value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for AccountSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("interview_data_retention_days".to_string()),
            Some(
                self.interview_data_retention_days
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("reminder_hours_before_expiry".to_string()),
            Some(
                self.reminder_hours_before_expiry
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("email_sender_name".to_string()),
            Some(
                self.email_sender_name
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("email_reply_to".to_string()),
            Some(
                self.email_reply_to
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("audit_retention_days".to_string()),
            Some(self.audit_retention_days.to_string()),
            Some("report_link_days".to_string()),
            Some(self.report_link_days.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a AccountSettings value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for AccountSettings {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub interview_data_retention_days: Vec<u32>,
            pub reminder_hours_before_expiry: Vec<u32>,
            pub email_sender_name: Vec<String>,
            pub email_reply_to: Vec<String>,
            pub audit_retention_days: Vec<u32>,
            pub report_link_days: Vec<u32>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing AccountSettings".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "interview_data_retention_days" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettings".to_string(),
                        );
                    }
                    "reminder_hours_before_expiry" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettings".to_string(),
                        );
                    }
                    "email_sender_name" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettings".to_string(),
                        );
                    }
                    "email_reply_to" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettings".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "audit_retention_days" => intermediate_rep
                        .audit_retention_days
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "report_link_days" => intermediate_rep
                        .report_link_days
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing AccountSettings".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(AccountSettings {
            interview_data_retention_days: std::result::Result::Err(
                "Nullable types not supported in AccountSettings".to_string(),
            )?,
            reminder_hours_before_expiry: std::result::Result::Err(
                "Nullable types not supported in AccountSettings".to_string(),
            )?,
            email_sender_name: std::result::Result::Err("Nullable types not supported in AccountSettings".to_string())?,
            email_reply_to: std::result::Result::Err("Nullable types not supported in AccountSettings".to_string())?,
            audit_retention_days: intermediate_rep
                .audit_retention_days
                .into_iter()
                .next()
                .ok_or_else(|| "audit_retention_days missing in AccountSettings".to_string())?,
            report_link_days: intermediate_rep
                .report_link_days
                .into_iter()
                .next()
                .ok_or_else(|| "report_link_days missing in AccountSettings".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<AccountSettings> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<AccountSettings>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<AccountSettings>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for AccountSettings - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<AccountSettings> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <AccountSettings as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into AccountSettings - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The account's settings.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct AccountSettingsEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::AccountSettings,
}

impl AccountSettingsEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::AccountSettings) -> AccountSettingsEnvelope {
        AccountSettingsEnvelope { data }
    }
}

/// Converts the AccountSettingsEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for AccountSettingsEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a AccountSettingsEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for AccountSettingsEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::AccountSettings>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing AccountSettingsEnvelope".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::AccountSettings as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing AccountSettingsEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(AccountSettingsEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in AccountSettingsEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<AccountSettingsEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<AccountSettingsEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<AccountSettingsEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for AccountSettingsEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<AccountSettingsEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <AccountSettingsEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into AccountSettingsEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `PATCH /settings`; an absent field is unchanged.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct AccountSettingsUpdate {
    /// Days to keep an ended interview's personal data, 1-3650; `null`: keep it until erased.
    #[serde(rename = "interview_data_retention_days")]
    #[validate(range(min = 1u32, max = 3650u32))]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interview_data_retention_days: Option<Nullable<u32>>,

    /// Hours before a link expires to remind a candidate who has not started, 1-2160; `null`: no reminder.
    #[serde(rename = "reminder_hours_before_expiry")]
    #[validate(range(min = 1u32, max = 2160u32))]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminder_hours_before_expiry: Option<Nullable<u32>>,

    /// The company named in e-mails to candidates, 1-100 characters without control characters; `null`: none.
    #[serde(rename = "email_sender_name")]
    #[validate(
            length(min = 1, max = 100),
            regex(path = *RE_ACCOUNTSETTINGSUPDATE_EMAIL_SENDER_NAME),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email_sender_name: Option<Nullable<String>>,

    /// The `Reply-To` of e-mails to candidates; `null`: none.
    #[serde(rename = "email_reply_to")]
    #[validate(length(max = 254))]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email_reply_to: Option<Nullable<String>>,

    /// Days to serve audit events, 30-3650.
    #[serde(rename = "audit_retention_days")]
    #[validate(range(min = 30u32, max = 3650u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub audit_retention_days: Option<u32>,

    /// Days a report link issued from now on is valid, 1-3650.
    #[serde(rename = "report_link_days")]
    #[validate(range(min = 1u32, max = 3650u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub report_link_days: Option<u32>,
}

lazy_static::lazy_static! {
    static ref RE_ACCOUNTSETTINGSUPDATE_EMAIL_SENDER_NAME: regex::Regex = regex::Regex::new("^[^\\x00-\\x1f\\x7f]*$").unwrap();
}

impl AccountSettingsUpdate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> AccountSettingsUpdate {
        AccountSettingsUpdate {
            interview_data_retention_days: None,
            reminder_hours_before_expiry: None,
            email_sender_name: None,
            email_reply_to: None,
            audit_retention_days: None,
            report_link_days: None,
        }
    }
}

/// Converts the AccountSettingsUpdate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for AccountSettingsUpdate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            self.interview_data_retention_days
                .as_ref()
                .map(|interview_data_retention_days| {
                    [
                        "interview_data_retention_days".to_string(),
                        interview_data_retention_days
                            .as_ref()
                            .map_or("null".to_string(), |x| x.to_string()),
                    ]
                    .join(",")
                }),
            self.reminder_hours_before_expiry
                .as_ref()
                .map(|reminder_hours_before_expiry| {
                    [
                        "reminder_hours_before_expiry".to_string(),
                        reminder_hours_before_expiry
                            .as_ref()
                            .map_or("null".to_string(), |x| x.to_string()),
                    ]
                    .join(",")
                }),
            self.email_sender_name.as_ref().map(|email_sender_name| {
                [
                    "email_sender_name".to_string(),
                    email_sender_name.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.email_reply_to.as_ref().map(|email_reply_to| {
                [
                    "email_reply_to".to_string(),
                    email_reply_to.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.audit_retention_days.as_ref().map(|audit_retention_days| {
                ["audit_retention_days".to_string(), audit_retention_days.to_string()].join(",")
            }),
            self.report_link_days
                .as_ref()
                .map(|report_link_days| ["report_link_days".to_string(), report_link_days.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a AccountSettingsUpdate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for AccountSettingsUpdate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub interview_data_retention_days: Vec<u32>,
            pub reminder_hours_before_expiry: Vec<u32>,
            pub email_sender_name: Vec<String>,
            pub email_reply_to: Vec<String>,
            pub audit_retention_days: Vec<u32>,
            pub report_link_days: Vec<u32>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing AccountSettingsUpdate".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "interview_data_retention_days" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettingsUpdate"
                                .to_string(),
                        );
                    }
                    "reminder_hours_before_expiry" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettingsUpdate"
                                .to_string(),
                        );
                    }
                    "email_sender_name" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettingsUpdate"
                                .to_string(),
                        );
                    }
                    "email_reply_to" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AccountSettingsUpdate"
                                .to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "audit_retention_days" => intermediate_rep
                        .audit_retention_days
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "report_link_days" => intermediate_rep
                        .report_link_days
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing AccountSettingsUpdate".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(AccountSettingsUpdate {
            interview_data_retention_days: std::result::Result::Err(
                "Nullable types not supported in AccountSettingsUpdate".to_string(),
            )?,
            reminder_hours_before_expiry: std::result::Result::Err(
                "Nullable types not supported in AccountSettingsUpdate".to_string(),
            )?,
            email_sender_name: std::result::Result::Err(
                "Nullable types not supported in AccountSettingsUpdate".to_string(),
            )?,
            email_reply_to: std::result::Result::Err(
                "Nullable types not supported in AccountSettingsUpdate".to_string(),
            )?,
            audit_retention_days: intermediate_rep.audit_retention_days.into_iter().next(),
            report_link_days: intermediate_rep.report_link_days.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<AccountSettingsUpdate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<AccountSettingsUpdate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<AccountSettingsUpdate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for AccountSettingsUpdate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<AccountSettingsUpdate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <AccountSettingsUpdate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into AccountSettingsUpdate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An API key, without the key itself.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ApiKey {
    /// Key identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// What the key is for.
    #[serde(rename = "name")]
    #[validate(custom(function = "check_xss_string"))]
    pub name: String,

    #[serde(rename = "mode")]
    #[validate(nested)]
    pub mode: models::KeyMode,

    #[serde(rename = "scope")]
    #[validate(nested)]
    pub scope: models::KeyScope,

    /// The start of the key (its mode prefix and 6 characters), to tell keys apart; not a secret.
    #[serde(rename = "prefix")]
    #[validate(custom(function = "check_xss_string"))]
    pub prefix: String,

    /// When the key was created.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// When the key last authenticated a request (written at most once a minute); `null` if never.
    #[serde(rename = "last_used_at")]
    pub last_used_at: Nullable<String>,
}

impl ApiKey {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        name: String,
        mode: models::KeyMode,
        scope: models::KeyScope,
        prefix: String,
        created_at: String,
        last_used_at: Nullable<String>,
    ) -> ApiKey {
        ApiKey {
            id,
            name,
            mode,
            scope,
            prefix,
            created_at,
            last_used_at,
        }
    }
}

/// Converts the ApiKey value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("name".to_string()),
            Some(self.name.to_string()),
            // Skipping mode in query parameter serialization

            // Skipping scope in query parameter serialization
            Some("prefix".to_string()),
            Some(self.prefix.to_string()),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            Some("last_used_at".to_string()),
            Some(self.last_used_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ApiKey value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ApiKey {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub name: Vec<String>,
            pub mode: Vec<models::KeyMode>,
            pub scope: Vec<models::KeyScope>,
            pub prefix: Vec<String>,
            pub created_at: Vec<String>,
            pub last_used_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ApiKey".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "mode" => intermediate_rep
                        .mode
                        .push(<models::KeyMode as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "scope" => intermediate_rep
                        .scope
                        .push(<models::KeyScope as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "prefix" => intermediate_rep
                        .prefix
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "last_used_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in ApiKey".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing ApiKey".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ApiKey {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in ApiKey".to_string())?,
            name: intermediate_rep
                .name
                .into_iter()
                .next()
                .ok_or_else(|| "name missing in ApiKey".to_string())?,
            mode: intermediate_rep
                .mode
                .into_iter()
                .next()
                .ok_or_else(|| "mode missing in ApiKey".to_string())?,
            scope: intermediate_rep
                .scope
                .into_iter()
                .next()
                .ok_or_else(|| "scope missing in ApiKey".to_string())?,
            prefix: intermediate_rep
                .prefix
                .into_iter()
                .next()
                .ok_or_else(|| "prefix missing in ApiKey".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in ApiKey".to_string())?,
            last_used_at: std::result::Result::Err("Nullable types not supported in ApiKey".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ApiKey> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ApiKey>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ApiKey>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ApiKey - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ApiKey> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ApiKey as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ApiKey - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /api-keys`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ApiKeyCreate {
    /// What the key is for, 1-100 characters.
    #[serde(rename = "name")]
    #[validate(
            length(min = 1, max = 100),
            regex(path = *RE_APIKEYCREATE_NAME),
          custom(function = "check_xss_string"),
    )]
    pub name: String,

    #[serde(rename = "mode")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<models::KeyMode>,

    #[serde(rename = "scope")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scope: Option<models::KeyScope>,
}

lazy_static::lazy_static! {
    static ref RE_APIKEYCREATE_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl ApiKeyCreate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(name: String) -> ApiKeyCreate {
        ApiKeyCreate {
            name,
            mode: None,
            scope: None,
        }
    }
}

/// Converts the ApiKeyCreate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ApiKeyCreate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("name".to_string()),
            Some(self.name.to_string()),
            // Skipping mode in query parameter serialization

            // Skipping scope in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ApiKeyCreate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ApiKeyCreate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub name: Vec<String>,
            pub mode: Vec<models::KeyMode>,
            pub scope: Vec<models::KeyScope>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ApiKeyCreate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "mode" => intermediate_rep
                        .mode
                        .push(<models::KeyMode as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "scope" => intermediate_rep
                        .scope
                        .push(<models::KeyScope as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ApiKeyCreate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ApiKeyCreate {
            name: intermediate_rep
                .name
                .into_iter()
                .next()
                .ok_or_else(|| "name missing in ApiKeyCreate".to_string())?,
            mode: intermediate_rep.mode.into_iter().next(),
            scope: intermediate_rep.scope.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ApiKeyCreate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ApiKeyCreate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ApiKeyCreate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ApiKeyCreate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ApiKeyCreate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ApiKeyCreate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ApiKeyCreate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of the account's API keys, oldest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ApiKeyList {
    /// The keys of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::ApiKey>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl ApiKeyList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::ApiKey>, pagination: models::CursorPagination) -> ApiKeyList {
        ApiKeyList { data, pagination }
    }
}

/// Converts the ApiKeyList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ApiKeyList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ApiKeyList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ApiKeyList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::ApiKey>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ApiKeyList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in ApiKeyList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing ApiKeyList".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ApiKeyList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in ApiKeyList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in ApiKeyList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ApiKeyList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ApiKeyList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ApiKeyList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ApiKeyList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ApiKeyList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ApiKeyList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ApiKeyList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A key just created, with the key itself (shown once).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ApiKeyWithSecret {
    /// Key identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// What the key is for.
    #[serde(rename = "name")]
    #[validate(custom(function = "check_xss_string"))]
    pub name: String,

    #[serde(rename = "mode")]
    #[validate(nested)]
    pub mode: models::KeyMode,

    #[serde(rename = "scope")]
    #[validate(nested)]
    pub scope: models::KeyScope,

    /// The start of the key, to tell keys apart.
    #[serde(rename = "prefix")]
    #[validate(custom(function = "check_xss_string"))]
    pub prefix: String,

    /// When the key was created.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// Always `null` for a new key.
    #[serde(rename = "last_used_at")]
    pub last_used_at: Nullable<String>,

    /// The key: `ivk_live_` or `ivk_test_` and 64 lowercase hex digits. Shown only in this response; store it now.
    #[serde(rename = "key")]
    #[validate(
            length(min = 73, max = 73),
            regex(path = *RE_APIKEYWITHSECRET_KEY),
          custom(function = "check_xss_string"),
    )]
    pub key: String,
}

lazy_static::lazy_static! {
    static ref RE_APIKEYWITHSECRET_KEY: regex::Regex = regex::Regex::new("^ivk_(live|test)_[0-9a-f]{64}$").unwrap();
}

impl ApiKeyWithSecret {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        name: String,
        mode: models::KeyMode,
        scope: models::KeyScope,
        prefix: String,
        created_at: String,
        last_used_at: Nullable<String>,
        key: String,
    ) -> ApiKeyWithSecret {
        ApiKeyWithSecret {
            id,
            name,
            mode,
            scope,
            prefix,
            created_at,
            last_used_at,
            key,
        }
    }
}

/// Converts the ApiKeyWithSecret value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ApiKeyWithSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("name".to_string()),
            Some(self.name.to_string()),
            // Skipping mode in query parameter serialization

            // Skipping scope in query parameter serialization
            Some("prefix".to_string()),
            Some(self.prefix.to_string()),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            Some("last_used_at".to_string()),
            Some(self.last_used_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("key".to_string()),
            Some(self.key.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ApiKeyWithSecret value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ApiKeyWithSecret {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub name: Vec<String>,
            pub mode: Vec<models::KeyMode>,
            pub scope: Vec<models::KeyScope>,
            pub prefix: Vec<String>,
            pub created_at: Vec<String>,
            pub last_used_at: Vec<String>,
            pub key: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ApiKeyWithSecret".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "mode" => intermediate_rep
                        .mode
                        .push(<models::KeyMode as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "scope" => intermediate_rep
                        .scope
                        .push(<models::KeyScope as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "prefix" => intermediate_rep
                        .prefix
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "last_used_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in ApiKeyWithSecret".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "key" => intermediate_rep
                        .key
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ApiKeyWithSecret".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ApiKeyWithSecret {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in ApiKeyWithSecret".to_string())?,
            name: intermediate_rep
                .name
                .into_iter()
                .next()
                .ok_or_else(|| "name missing in ApiKeyWithSecret".to_string())?,
            mode: intermediate_rep
                .mode
                .into_iter()
                .next()
                .ok_or_else(|| "mode missing in ApiKeyWithSecret".to_string())?,
            scope: intermediate_rep
                .scope
                .into_iter()
                .next()
                .ok_or_else(|| "scope missing in ApiKeyWithSecret".to_string())?,
            prefix: intermediate_rep
                .prefix
                .into_iter()
                .next()
                .ok_or_else(|| "prefix missing in ApiKeyWithSecret".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in ApiKeyWithSecret".to_string())?,
            last_used_at: std::result::Result::Err("Nullable types not supported in ApiKeyWithSecret".to_string())?,
            key: intermediate_rep
                .key
                .into_iter()
                .next()
                .ok_or_else(|| "key missing in ApiKeyWithSecret".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ApiKeyWithSecret> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ApiKeyWithSecret>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ApiKeyWithSecret>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ApiKeyWithSecret - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ApiKeyWithSecret> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ApiKeyWithSecret as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ApiKeyWithSecret - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The created key, with the key itself.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ApiKeyWithSecretEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::ApiKeyWithSecret,
}

impl ApiKeyWithSecretEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::ApiKeyWithSecret) -> ApiKeyWithSecretEnvelope {
        ApiKeyWithSecretEnvelope { data }
    }
}

/// Converts the ApiKeyWithSecretEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ApiKeyWithSecretEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ApiKeyWithSecretEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ApiKeyWithSecretEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::ApiKeyWithSecret>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err(
                        "Missing value while parsing ApiKeyWithSecretEnvelope".to_string(),
                    );
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::ApiKeyWithSecret as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing ApiKeyWithSecretEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ApiKeyWithSecretEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in ApiKeyWithSecretEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ApiKeyWithSecretEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ApiKeyWithSecretEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(
        hdr_value: header::IntoHeaderValue<ApiKeyWithSecretEnvelope>,
    ) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ApiKeyWithSecretEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ApiKeyWithSecretEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ApiKeyWithSecretEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ApiKeyWithSecretEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Who acted.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct AuditActor {
    /// `api_key`: a request with one of the account's keys; `operator`: the operator's command line; `system`: the server itself; `assessment_partner`: an assessment partner's call with one of the account's keys (Greenhouse ordering an interview, reading its status, reporting an error), or an evaluation set through the interview's session (no key); `candidate`: the candidate through the interview's link (starting it, answering, completing it; no key); `report_link`: whoever opened the interview's report link (no key: the link is the credential).
    /// Note: inline enums are not fully supported by openapi-generator
    #[serde(rename = "type")]
    #[validate(custom(function = "check_xss_string"))]
    pub r_type: String,

    /// The key used (never the key itself): for `api_key`, and for `assessment_partner` when the partner called with one of the account's keys; otherwise `null`.
    #[serde(rename = "key_id")]
    pub key_id: Nullable<uuid::Uuid>,

    /// The key's name when the event was recorded; `null` when `key_id` is.
    #[serde(rename = "key_name")]
    pub key_name: Nullable<String>,

    /// The client address as the server determined it (behind trusted proxies, the address they name).
    #[serde(rename = "ip")]
    pub ip: Nullable<String>,
}

impl AuditActor {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        r_type: String,
        key_id: Nullable<uuid::Uuid>,
        key_name: Nullable<String>,
        ip: Nullable<String>,
    ) -> AuditActor {
        AuditActor {
            r_type,
            key_id,
            key_name,
            ip,
        }
    }
}

/// Converts the AuditActor value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for AuditActor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("type".to_string()),
            Some(self.r_type.to_string()),
            // Skipping key_id in query parameter serialization
            Some("key_name".to_string()),
            Some(self.key_name.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("ip".to_string()),
            Some(self.ip.as_ref().map_or("null".to_string(), |x| x.to_string())),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a AuditActor value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for AuditActor {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub r_type: Vec<String>,
            pub key_id: Vec<uuid::Uuid>,
            pub key_name: Vec<String>,
            pub ip: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing AuditActor".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep
                        .r_type
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "key_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AuditActor".to_string(),
                        );
                    }
                    "key_name" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AuditActor".to_string(),
                        );
                    }
                    "ip" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AuditActor".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing AuditActor".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(AuditActor {
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in AuditActor".to_string())?,
            key_id: std::result::Result::Err("Nullable types not supported in AuditActor".to_string())?,
            key_name: std::result::Result::Err("Nullable types not supported in AuditActor".to_string())?,
            ip: std::result::Result::Err("Nullable types not supported in AuditActor".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<AuditActor> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<AuditActor>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<AuditActor>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for AuditActor - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<AuditActor> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <AuditActor as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into AuditActor - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// One audit event: what was done (`action`), by whom (`actor`), to which record (`target`), in which request. Ids only: never a name, CV, e-mail address or transcript.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct AuditEvent {
    /// The event's id (time-ordered).
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// When the transaction of the change or read began (UTC, milliseconds).
    #[serde(rename = "occurred_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub occurred_at: String,

    /// `<resource>.<verb>` in the past tense (`candidate.created`, `candidate.updated`, `candidate.deleted`, `candidate.erased`, `job.archived`, `interview.created`, `interview.cancelled`, `interview.extended`, `interview.link_regenerated`, `interview.report_link_created`, `interview.started`, `interview.response_recorded`, `interview.completed`, `interview.evaluated`, `api_key.created`, `api_key.revoked`, `webhook_endpoint.secret_rotated`, `webhook_endpoint.tested`, `settings.updated`, `partner_connection.updated`, `partner_error.reported`, …) or a read of personal data (`candidate.read`, `candidate.listed`, `candidate.exported`, `interview.read`, `interview.questions_read`, `interview.listed`, `interview.report_viewed`, `event.read`). New actions may be added; treat an unknown one as opaque.
    #[serde(rename = "action")]
    #[validate(custom(function = "check_xss_string"))]
    pub action: String,

    #[serde(rename = "actor")]
    #[validate(nested)]
    pub actor: models::AuditActor,

    #[serde(rename = "target")]
    #[validate(nested)]
    pub target: models::AuditTarget,

    /// The `X-Request-Id` of the request; `null` for the operator's command line and the server itself.
    #[serde(rename = "request_id")]
    pub request_id: Nullable<String>,

    /// For an update, the names of the fields it set (never their values); otherwise `null`.
    #[serde(rename = "changed_fields")]
    #[validate(length(max = 50))]
    pub changed_fields: Nullable<Vec<String>>,
}

impl AuditEvent {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        occurred_at: String,
        action: String,
        actor: models::AuditActor,
        target: models::AuditTarget,
        request_id: Nullable<String>,
        changed_fields: Nullable<Vec<String>>,
    ) -> AuditEvent {
        AuditEvent {
            id,
            occurred_at,
            action,
            actor,
            target,
            request_id,
            changed_fields,
        }
    }
}

/// Converts the AuditEvent value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for AuditEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("occurred_at".to_string()),
            Some(self.occurred_at.to_string()),
            Some("action".to_string()),
            Some(self.action.to_string()),
            // Skipping actor in query parameter serialization

            // Skipping target in query parameter serialization
            Some("request_id".to_string()),
            Some(self.request_id.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("changed_fields".to_string()),
            Some(self.changed_fields.as_ref().map_or("null".to_string(), |x| {
                x.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
            })),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a AuditEvent value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for AuditEvent {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub occurred_at: Vec<String>,
            pub action: Vec<String>,
            pub actor: Vec<models::AuditActor>,
            pub target: Vec<models::AuditTarget>,
            pub request_id: Vec<String>,
            pub changed_fields: Vec<Vec<String>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing AuditEvent".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "occurred_at" => intermediate_rep
                        .occurred_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "action" => intermediate_rep
                        .action
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "actor" => intermediate_rep
                        .actor
                        .push(<models::AuditActor as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "target" => intermediate_rep
                        .target
                        .push(<models::AuditTarget as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "request_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AuditEvent".to_string(),
                        );
                    }
                    "changed_fields" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in AuditEvent".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing AuditEvent".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(AuditEvent {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in AuditEvent".to_string())?,
            occurred_at: intermediate_rep
                .occurred_at
                .into_iter()
                .next()
                .ok_or_else(|| "occurred_at missing in AuditEvent".to_string())?,
            action: intermediate_rep
                .action
                .into_iter()
                .next()
                .ok_or_else(|| "action missing in AuditEvent".to_string())?,
            actor: intermediate_rep
                .actor
                .into_iter()
                .next()
                .ok_or_else(|| "actor missing in AuditEvent".to_string())?,
            target: intermediate_rep
                .target
                .into_iter()
                .next()
                .ok_or_else(|| "target missing in AuditEvent".to_string())?,
            request_id: std::result::Result::Err("Nullable types not supported in AuditEvent".to_string())?,
            changed_fields: std::result::Result::Err("Nullable types not supported in AuditEvent".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<AuditEvent> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<AuditEvent>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<AuditEvent>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for AuditEvent - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<AuditEvent> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <AuditEvent as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into AuditEvent - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of audit events, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct AuditEventList {
    /// The events of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::AuditEvent>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl AuditEventList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::AuditEvent>, pagination: models::CursorPagination) -> AuditEventList {
        AuditEventList { data, pagination }
    }
}

/// Converts the AuditEventList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for AuditEventList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a AuditEventList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for AuditEventList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::AuditEvent>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing AuditEventList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in AuditEventList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing AuditEventList".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(AuditEventList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in AuditEventList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in AuditEventList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<AuditEventList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<AuditEventList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<AuditEventList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for AuditEventList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<AuditEventList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <AuditEventList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into AuditEventList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The record acted on or read.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct AuditTarget {
    /// `candidate`, `job`, `interview`, `api_key`, `webhook_endpoint`, `event`, `partner_error` (a report kept by `POST /partners/greenhouse/response_error`) or `account` (the settings, the partner connection); new types may be added.
    #[serde(rename = "type")]
    #[validate(custom(function = "check_xss_string"))]
    pub r_type: String,

    /// Its id; `null` for a page of a list (`candidate.listed`, `interview.listed`).
    #[serde(rename = "id")]
    pub id: Nullable<uuid::Uuid>,
}

impl AuditTarget {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(r_type: String, id: Nullable<uuid::Uuid>) -> AuditTarget {
        AuditTarget { r_type, id }
    }
}

/// Converts the AuditTarget value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for AuditTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("type".to_string()),
            Some(self.r_type.to_string()),
            // Skipping id in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a AuditTarget value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for AuditTarget {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub r_type: Vec<String>,
            pub id: Vec<uuid::Uuid>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing AuditTarget".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep
                        .r_type
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in AuditTarget".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing AuditTarget".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(AuditTarget {
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in AuditTarget".to_string())?,
            id: std::result::Result::Err("Nullable types not supported in AuditTarget".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<AuditTarget> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<AuditTarget>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<AuditTarget>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for AuditTarget - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<AuditTarget> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <AuditTarget as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into AuditTarget - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A candidate record with structured CV data. `cv` is a `Cv` object, or `null` when the candidate has no CV data. Candidates have no states.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Candidate {
    /// Identifier (UUIDv7), assigned by the service.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// Candidate's name, 1-200 Unicode characters (characters, not bytes). Stored and returned exactly as sent: text such as `Tom <Sr.> & Co` is data, never rejected or altered.
    #[serde(rename = "name")]
    #[validate(length(min = 1, max = 200), custom(function = "check_xss_string"))]
    pub name: String,

    /// Job title, at most 100 characters; `null` when none.
    #[serde(rename = "title")]
    #[validate(length(max = 100))]
    pub title: Nullable<String>,

    #[serde(rename = "cv")]
    pub cv: Nullable<models::Cv>,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    pub metadata: std::collections::HashMap<String, String>,

    /// When the candidate was created.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// When the candidate was last changed; moved by every successful PATCH.
    #[serde(rename = "updated_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub updated_at: String,
}

impl Candidate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        name: String,
        title: Nullable<String>,
        cv: Nullable<models::Cv>,
        metadata: std::collections::HashMap<String, String>,
        created_at: String,
        updated_at: String,
    ) -> Candidate {
        Candidate {
            id,
            name,
            title,
            cv,
            metadata,
            created_at,
            updated_at,
        }
    }
}

/// Converts the Candidate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Candidate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("name".to_string()),
            Some(self.name.to_string()),
            Some("title".to_string()),
            Some(self.title.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping cv in query parameter serialization

            // Skipping metadata in query parameter serialization
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            Some("updated_at".to_string()),
            Some(self.updated_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Candidate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Candidate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub name: Vec<String>,
            pub title: Vec<String>,
            pub cv: Vec<models::Cv>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
            pub created_at: Vec<String>,
            pub updated_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Candidate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "title" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Candidate".to_string(),
                        );
                    }
                    "cv" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Candidate".to_string(),
                        );
                    }
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Candidate".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "updated_at" => intermediate_rep
                        .updated_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing Candidate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Candidate {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in Candidate".to_string())?,
            name: intermediate_rep
                .name
                .into_iter()
                .next()
                .ok_or_else(|| "name missing in Candidate".to_string())?,
            title: std::result::Result::Err("Nullable types not supported in Candidate".to_string())?,
            cv: std::result::Result::Err("Nullable types not supported in Candidate".to_string())?,
            metadata: intermediate_rep
                .metadata
                .into_iter()
                .next()
                .ok_or_else(|| "metadata missing in Candidate".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in Candidate".to_string())?,
            updated_at: intermediate_rep
                .updated_at
                .into_iter()
                .next()
                .ok_or_else(|| "updated_at missing in Candidate".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Candidate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Candidate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Candidate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Candidate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Candidate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Candidate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Candidate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /candidates`. `cv` (optional, `CvInput`) is the candidate's CV data; omitted or `null` means none.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CandidateCreate {
    /// Candidate's name, 1-200 Unicode characters (characters, not bytes). Stored and returned exactly as sent: text such as `Tom <Sr.> & Co` is data, never rejected or altered.
    #[serde(rename = "name")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_CANDIDATECREATE_NAME),
          custom(function = "check_xss_string"),
    )]
    pub name: String,

    /// Job title, at most 100 characters. Omitted or `null`: no title.
    #[serde(rename = "title")]
    #[validate(
            length(max = 100),
            regex(path = *RE_CANDIDATECREATE_TITLE),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<Nullable<String>>,

    #[serde(rename = "cv")]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cv: Option<Nullable<models::CvInput>>,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<std::collections::HashMap<String, String>>,
}

lazy_static::lazy_static! {
    static ref RE_CANDIDATECREATE_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CANDIDATECREATE_TITLE: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl CandidateCreate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(name: String) -> CandidateCreate {
        CandidateCreate {
            name,
            title: None,
            cv: None,
            metadata: None,
        }
    }
}

/// Converts the CandidateCreate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CandidateCreate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("name".to_string()),
            Some(self.name.to_string()),
            self.title.as_ref().map(|title| {
                [
                    "title".to_string(),
                    title.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            // Skipping cv in query parameter serialization

            // Skipping metadata in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CandidateCreate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CandidateCreate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub name: Vec<String>,
            pub title: Vec<String>,
            pub cv: Vec<models::CvInput>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CandidateCreate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "title" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in CandidateCreate".to_string(),
                        );
                    }
                    "cv" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in CandidateCreate".to_string(),
                        );
                    }
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CandidateCreate".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing CandidateCreate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CandidateCreate {
            name: intermediate_rep
                .name
                .into_iter()
                .next()
                .ok_or_else(|| "name missing in CandidateCreate".to_string())?,
            title: std::result::Result::Err("Nullable types not supported in CandidateCreate".to_string())?,
            cv: std::result::Result::Err("Nullable types not supported in CandidateCreate".to_string())?,
            metadata: intermediate_rep.metadata.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CandidateCreate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CandidateCreate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CandidateCreate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CandidateCreate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CandidateCreate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CandidateCreate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CandidateCreate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A single candidate.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CandidateEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::Candidate,
}

impl CandidateEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::Candidate) -> CandidateEnvelope {
        CandidateEnvelope { data }
    }
}

/// Converts the CandidateEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CandidateEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CandidateEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CandidateEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::Candidate>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CandidateEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::Candidate as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing CandidateEnvelope".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CandidateEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in CandidateEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CandidateEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CandidateEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CandidateEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CandidateEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CandidateEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CandidateEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CandidateEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Everything held about a candidate: the record, the interviews invited with its id, and the events about them.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CandidateExport {
    #[serde(rename = "candidate")]
    #[validate(nested)]
    pub candidate: models::Candidate,

    /// Every interview invited with the candidate's id, newest first.
    #[serde(rename = "interviews")]
    #[validate(nested)]
    pub interviews: Vec<models::InterviewRecord>,

    /// Every event of the log about those interviews (kept 30 days), newest first, with its payload and deliveries.
    #[serde(rename = "events")]
    #[validate(nested)]
    pub events: Vec<models::EventDetail>,
}

impl CandidateExport {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        candidate: models::Candidate,
        interviews: Vec<models::InterviewRecord>,
        events: Vec<models::EventDetail>,
    ) -> CandidateExport {
        CandidateExport {
            candidate,
            interviews,
            events,
        }
    }
}

/// Converts the CandidateExport value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CandidateExport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping candidate in query parameter serialization

            // Skipping interviews in query parameter serialization

            // Skipping events in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CandidateExport value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CandidateExport {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub candidate: Vec<models::Candidate>,
            pub interviews: Vec<Vec<models::InterviewRecord>>,
            pub events: Vec<Vec<models::EventDetail>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CandidateExport".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "candidate" => intermediate_rep
                        .candidate
                        .push(<models::Candidate as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "interviews" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CandidateExport".to_string(),
                        );
                    }
                    "events" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CandidateExport".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing CandidateExport".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CandidateExport {
            candidate: intermediate_rep
                .candidate
                .into_iter()
                .next()
                .ok_or_else(|| "candidate missing in CandidateExport".to_string())?,
            interviews: intermediate_rep
                .interviews
                .into_iter()
                .next()
                .ok_or_else(|| "interviews missing in CandidateExport".to_string())?,
            events: intermediate_rep
                .events
                .into_iter()
                .next()
                .ok_or_else(|| "events missing in CandidateExport".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CandidateExport> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CandidateExport>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CandidateExport>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CandidateExport - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CandidateExport> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CandidateExport as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CandidateExport - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A candidate's export.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CandidateExportEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::CandidateExport,
}

impl CandidateExportEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::CandidateExport) -> CandidateExportEnvelope {
        CandidateExportEnvelope { data }
    }
}

/// Converts the CandidateExportEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CandidateExportEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CandidateExportEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CandidateExportEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::CandidateExport>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing CandidateExportEnvelope".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::CandidateExport as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing CandidateExportEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CandidateExportEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in CandidateExportEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CandidateExportEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CandidateExportEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CandidateExportEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CandidateExportEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CandidateExportEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CandidateExportEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CandidateExportEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of candidates, newest first (`created_at` descending, then `id` descending).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CandidateList {
    /// The candidates of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::Candidate>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::PagePagination,
}

impl CandidateList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::Candidate>, pagination: models::PagePagination) -> CandidateList {
        CandidateList { data, pagination }
    }
}

/// Converts the CandidateList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CandidateList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CandidateList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CandidateList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::Candidate>>,
            pub pagination: Vec<models::PagePagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CandidateList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CandidateList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep
                        .pagination
                        .push(<models::PagePagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing CandidateList".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CandidateList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in CandidateList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in CandidateList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CandidateList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CandidateList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CandidateList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CandidateList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CandidateList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CandidateList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CandidateList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `PATCH /candidates/{id}`. Top-level fields merge: an absent field is unchanged; `title: null` removes the title; `cv: null` removes all CV data; a `cv` object replaces the stored CV as a whole (sub-fields are not merged). `name: null` leaves the name as it is. Every successful PATCH, even `{}`, moves `updated_at` and, when the candidate keeps CV data (sent now or before), refreshes `parsedAt` to the same instant.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CandidateUpdate {
    /// New name. Candidate's name, 1-200 Unicode characters (characters, not bytes). Stored and returned exactly as sent: text such as `Tom <Sr.> & Co` is data, never rejected or altered.
    #[serde(rename = "name")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_CANDIDATEUPDATE_NAME),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,

    /// New job title, at most 100 characters; `null` removes it.
    #[serde(rename = "title")]
    #[validate(
            length(max = 100),
            regex(path = *RE_CANDIDATEUPDATE_TITLE),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<Nullable<String>>,

    #[serde(rename = "cv")]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cv: Option<Nullable<models::CvInput>>,

    /// A change of metadata: each given key is set, a key given `null` is removed, keys not given stay; `null` instead of the object removes every key. Keys and values as in `Metadata`; the result may hold at most 20 keys (400 otherwise).
    #[serde(rename = "metadata")]
    #[validate(length(max = 20))]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<Nullable<std::collections::HashMap<String, crate::types::Object>>>,
}

lazy_static::lazy_static! {
    static ref RE_CANDIDATEUPDATE_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CANDIDATEUPDATE_TITLE: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl CandidateUpdate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> CandidateUpdate {
        CandidateUpdate {
            name: None,
            title: None,
            cv: None,
            metadata: None,
        }
    }
}

/// Converts the CandidateUpdate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CandidateUpdate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            self.name
                .as_ref()
                .map(|name| ["name".to_string(), name.to_string()].join(",")),
            self.title.as_ref().map(|title| {
                [
                    "title".to_string(),
                    title.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            // Skipping cv in query parameter serialization

            // Skipping metadata in query parameter serialization
            // Skipping metadata in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CandidateUpdate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CandidateUpdate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub name: Vec<String>,
            pub title: Vec<String>,
            pub cv: Vec<models::CvInput>,
            pub metadata: Vec<std::collections::HashMap<String, crate::types::Object>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CandidateUpdate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "title" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in CandidateUpdate".to_string(),
                        );
                    }
                    "cv" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in CandidateUpdate".to_string(),
                        );
                    }
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CandidateUpdate".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing CandidateUpdate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CandidateUpdate {
            name: intermediate_rep.name.into_iter().next(),
            title: std::result::Result::Err("Nullable types not supported in CandidateUpdate".to_string())?,
            cv: std::result::Result::Err("Nullable types not supported in CandidateUpdate".to_string())?,
            metadata: std::result::Result::Err("Nullable types not supported in CandidateUpdate".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CandidateUpdate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CandidateUpdate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CandidateUpdate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CandidateUpdate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CandidateUpdate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CandidateUpdate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CandidateUpdate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A professional certification. Dates are `YYYY`, `YYYY-MM` or `YYYY-MM-DD` and must be real calendar dates (`format: partial-date`); `expiryDate` must not be before `issueDate`, compared at the coarser precision of the two. Neither rule can be expressed in JSON Schema: the server checks both (400 on the field).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Certification {
    /// Certification name, 1-200 characters.
    #[serde(rename = "name")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_CERTIFICATION_NAME),
          custom(function = "check_xss_string"),
    )]
    pub name: String,

    /// Issuing organization, at most 200 characters.
    #[serde(rename = "issuer")]
    #[validate(
            length(max = 200),
            regex(path = *RE_CERTIFICATION_ISSUER),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub issuer: Option<String>,

    /// Date issued: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    #[serde(rename = "issueDate")]
    #[validate(
            regex(path = *RE_CERTIFICATION_ISSUE_DATE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub issue_date: Option<String>,

    /// Expiration date, if applicable: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, a real date, not before `issueDate` at the coarser precision of the two (checked by the server: 400 `must not be before issueDate`).
    #[serde(rename = "expiryDate")]
    #[validate(
            regex(path = *RE_CERTIFICATION_EXPIRY_DATE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expiry_date: Option<String>,

    /// Credential identifier, at most 200 characters.
    #[serde(rename = "credentialId")]
    #[validate(
            length(max = 200),
            regex(path = *RE_CERTIFICATION_CREDENTIAL_ID),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub credential_id: Option<String>,

    /// Verification URL: an absolute http(s) URL of at most 2048 characters.
    #[serde(rename = "credentialUrl")]
    #[validate(
            length(max = 2048),
            regex(path = *RE_CERTIFICATION_CREDENTIAL_URL),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub credential_url: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_CERTIFICATION_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CERTIFICATION_ISSUER: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CERTIFICATION_ISSUE_DATE: regex::Regex = regex::Regex::new("^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CERTIFICATION_EXPIRY_DATE: regex::Regex = regex::Regex::new("^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CERTIFICATION_CREDENTIAL_ID: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CERTIFICATION_CREDENTIAL_URL: regex::Regex = regex::Regex::new("^https?://").unwrap();
}

impl Certification {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(name: String) -> Certification {
        Certification {
            name,
            issuer: None,
            issue_date: None,
            expiry_date: None,
            credential_id: None,
            credential_url: None,
        }
    }
}

/// Converts the Certification value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Certification {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("name".to_string()),
            Some(self.name.to_string()),
            self.issuer
                .as_ref()
                .map(|issuer| ["issuer".to_string(), issuer.to_string()].join(",")),
            self.issue_date
                .as_ref()
                .map(|issue_date| ["issueDate".to_string(), issue_date.to_string()].join(",")),
            self.expiry_date
                .as_ref()
                .map(|expiry_date| ["expiryDate".to_string(), expiry_date.to_string()].join(",")),
            self.credential_id
                .as_ref()
                .map(|credential_id| ["credentialId".to_string(), credential_id.to_string()].join(",")),
            self.credential_url
                .as_ref()
                .map(|credential_url| ["credentialUrl".to_string(), credential_url.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Certification value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Certification {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub name: Vec<String>,
            pub issuer: Vec<String>,
            pub issue_date: Vec<String>,
            pub expiry_date: Vec<String>,
            pub credential_id: Vec<String>,
            pub credential_url: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Certification".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "issuer" => intermediate_rep
                        .issuer
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "issueDate" => intermediate_rep
                        .issue_date
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "expiryDate" => intermediate_rep
                        .expiry_date
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "credentialId" => intermediate_rep
                        .credential_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "credentialUrl" => intermediate_rep
                        .credential_url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing Certification".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Certification {
            name: intermediate_rep
                .name
                .into_iter()
                .next()
                .ok_or_else(|| "name missing in Certification".to_string())?,
            issuer: intermediate_rep.issuer.into_iter().next(),
            issue_date: intermediate_rep.issue_date.into_iter().next(),
            expiry_date: intermediate_rep.expiry_date.into_iter().next(),
            credential_id: intermediate_rep.credential_id.into_iter().next(),
            credential_url: intermediate_rep.credential_url.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Certification> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Certification>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Certification>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Certification - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Certification> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Certification as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Certification - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The consent recorded when the interview started; `null` when none was given, and once the interview is erased.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Consent {
    /// The notice the candidate accepted.
    #[serde(rename = "notice_version")]
    #[validate(length(min = 1, max = 100), custom(function = "check_xss_string"))]
    pub notice_version: String,

    /// When the candidate accepted it.
    #[serde(rename = "accepted_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub accepted_at: String,
}

impl Consent {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(notice_version: String, accepted_at: String) -> Consent {
        Consent {
            notice_version,
            accepted_at,
        }
    }
}

/// Converts the Consent value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Consent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("notice_version".to_string()),
            Some(self.notice_version.to_string()),
            Some("accepted_at".to_string()),
            Some(self.accepted_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Consent value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Consent {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub notice_version: Vec<String>,
            pub accepted_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Consent".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "notice_version" => intermediate_rep
                        .notice_version
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "accepted_at" => intermediate_rep
                        .accepted_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing Consent".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Consent {
            notice_version: intermediate_rep
                .notice_version
                .into_iter()
                .next()
                .ok_or_else(|| "notice_version missing in Consent".to_string())?,
            accepted_at: intermediate_rep
                .accepted_at
                .into_iter()
                .next()
                .ok_or_else(|| "accepted_at missing in Consent".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Consent> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Consent>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Consent>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Consent - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Consent> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Consent as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Consent - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The candidate's consent to the automated interview, as the interview runtime collected it: the notice they were shown and when they accepted it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ConsentInput {
    /// Your identifier of the notice the candidate accepted, 1-100 characters.
    #[serde(rename = "notice_version")]
    #[validate(
            length(min = 1, max = 100),
            regex(path = *RE_CONSENTINPUT_NOTICE_VERSION),
          custom(function = "check_xss_string"),
    )]
    pub notice_version: String,

    /// When the candidate accepted it (RFC 3339, stored to the millisecond); default the time of the request. Not more than 5 minutes in the future (400 on `consent.accepted_at`).
    #[serde(rename = "accepted_at")]
    #[validate(custom(function = "check_xss_string"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accepted_at: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_CONSENTINPUT_NOTICE_VERSION: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl ConsentInput {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(notice_version: String) -> ConsentInput {
        ConsentInput {
            notice_version,
            accepted_at: None,
        }
    }
}

/// Converts the ConsentInput value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ConsentInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("notice_version".to_string()),
            Some(self.notice_version.to_string()),
            self.accepted_at
                .as_ref()
                .map(|accepted_at| ["accepted_at".to_string(), accepted_at.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ConsentInput value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ConsentInput {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub notice_version: Vec<String>,
            pub accepted_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ConsentInput".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "notice_version" => intermediate_rep
                        .notice_version
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "accepted_at" => intermediate_rep
                        .accepted_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ConsentInput".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ConsentInput {
            notice_version: intermediate_rep
                .notice_version
                .into_iter()
                .next()
                .ok_or_else(|| "notice_version missing in ConsentInput".to_string())?,
            accepted_at: intermediate_rep.accepted_at.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ConsentInput> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ConsentInput>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ConsentInput>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ConsentInput - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ConsentInput> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ConsentInput as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ConsentInput - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The account's credits. One credit is one started interview minute. Invariant: `available_credits = total_balance - reserved_credits`, and reservations never exceed the balance.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CreditBalance {
    /// Credits that new invitations can reserve: `total_balance - reserved_credits`.
    #[serde(rename = "available_credits")]
    pub available_credits: i64,

    /// Purchased credits not yet charged. Completing (or abandoning) an interview charges min(reserved, ceil(actual seconds / 60)), at least 1, from it.
    #[serde(rename = "total_balance")]
    pub total_balance: i64,

    /// Sum of the estimated credits of the account's interviews that are `invited` (link not yet expired) or `in_progress`. Expiry and cancellation release a reservation at once and charge nothing.
    #[serde(rename = "reserved_credits")]
    pub reserved_credits: i64,
}

impl CreditBalance {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(available_credits: i64, total_balance: i64, reserved_credits: i64) -> CreditBalance {
        CreditBalance {
            available_credits,
            total_balance,
            reserved_credits,
        }
    }
}

/// Converts the CreditBalance value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CreditBalance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("available_credits".to_string()),
            Some(self.available_credits.to_string()),
            Some("total_balance".to_string()),
            Some(self.total_balance.to_string()),
            Some("reserved_credits".to_string()),
            Some(self.reserved_credits.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CreditBalance value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CreditBalance {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub available_credits: Vec<i64>,
            pub total_balance: Vec<i64>,
            pub reserved_credits: Vec<i64>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CreditBalance".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "available_credits" => intermediate_rep
                        .available_credits
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "total_balance" => intermediate_rep
                        .total_balance
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "reserved_credits" => intermediate_rep
                        .reserved_credits
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing CreditBalance".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CreditBalance {
            available_credits: intermediate_rep
                .available_credits
                .into_iter()
                .next()
                .ok_or_else(|| "available_credits missing in CreditBalance".to_string())?,
            total_balance: intermediate_rep
                .total_balance
                .into_iter()
                .next()
                .ok_or_else(|| "total_balance missing in CreditBalance".to_string())?,
            reserved_credits: intermediate_rep
                .reserved_credits
                .into_iter()
                .next()
                .ok_or_else(|| "reserved_credits missing in CreditBalance".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CreditBalance> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CreditBalance>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CreditBalance>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CreditBalance - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CreditBalance> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CreditBalance as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CreditBalance - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// One movement of credits, as recorded in the same transaction as the change; never changed afterwards.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CreditTransaction {
    /// Transaction id (UUIDv7, time-ordered).
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    #[serde(rename = "type")]
    #[validate(nested)]
    pub r_type: models::CreditTransactionType,

    /// Change to the available credits; negative for reservations and charges.
    #[serde(rename = "amount")]
    pub amount: i64,

    /// The interview it concerns; null for top-ups and adjustments.
    #[serde(rename = "interview_id")]
    pub interview_id: Nullable<uuid::Uuid>,

    /// What happened, in words.
    #[serde(rename = "description")]
    #[validate(custom(function = "check_xss_string"))]
    pub description: String,

    /// When it was recorded.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,
}

impl CreditTransaction {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        r_type: models::CreditTransactionType,
        amount: i64,
        interview_id: Nullable<uuid::Uuid>,
        description: String,
        created_at: String,
    ) -> CreditTransaction {
        CreditTransaction {
            id,
            r_type,
            amount,
            interview_id,
            description,
            created_at,
        }
    }
}

/// Converts the CreditTransaction value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CreditTransaction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization

            // Skipping type in query parameter serialization
            Some("amount".to_string()),
            Some(self.amount.to_string()),
            // Skipping interview_id in query parameter serialization
            Some("description".to_string()),
            Some(self.description.to_string()),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CreditTransaction value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CreditTransaction {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub r_type: Vec<models::CreditTransactionType>,
            pub amount: Vec<i64>,
            pub interview_id: Vec<uuid::Uuid>,
            pub description: Vec<String>,
            pub created_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CreditTransaction".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep.r_type.push(
                        <models::CreditTransactionType as std::str::FromStr>::from_str(val)
                            .map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "amount" => intermediate_rep
                        .amount
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "interview_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in CreditTransaction".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "description" => intermediate_rep
                        .description
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing CreditTransaction".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CreditTransaction {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in CreditTransaction".to_string())?,
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in CreditTransaction".to_string())?,
            amount: intermediate_rep
                .amount
                .into_iter()
                .next()
                .ok_or_else(|| "amount missing in CreditTransaction".to_string())?,
            interview_id: std::result::Result::Err("Nullable types not supported in CreditTransaction".to_string())?,
            description: intermediate_rep
                .description
                .into_iter()
                .next()
                .ok_or_else(|| "description missing in CreditTransaction".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in CreditTransaction".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CreditTransaction> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CreditTransaction>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CreditTransaction>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CreditTransaction - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CreditTransaction> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CreditTransaction as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CreditTransaction - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of credit transactions, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CreditTransactionList {
    /// The transactions of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::CreditTransaction>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl CreditTransactionList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::CreditTransaction>, pagination: models::CursorPagination) -> CreditTransactionList {
        CreditTransactionList { data, pagination }
    }
}

/// Converts the CreditTransactionList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CreditTransactionList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CreditTransactionList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CreditTransactionList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::CreditTransaction>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing CreditTransactionList".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CreditTransactionList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing CreditTransactionList".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CreditTransactionList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in CreditTransactionList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in CreditTransactionList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CreditTransactionList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CreditTransactionList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CreditTransactionList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CreditTransactionList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CreditTransactionList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CreditTransactionList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CreditTransactionList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// What moved credits: `top_up` (credits purchased), `adjustment` (a correction by the operator, or the opening balance of an account that existed before the ledger), `reservation` (an invitation reserved its estimated credits), `release` (a reservation ended: the interview ran, was cancelled or its link expired), `charge` (an interview that ran was charged).
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum CreditTransactionType {
    #[serde(rename = "top_up")]
    TopUp,
    #[serde(rename = "adjustment")]
    Adjustment,
    #[serde(rename = "reservation")]
    Reservation,
    #[serde(rename = "release")]
    Release,
    #[serde(rename = "charge")]
    Charge,
}

impl validator::Validate for CreditTransactionType {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for CreditTransactionType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            CreditTransactionType::TopUp => write!(f, "top_up"),
            CreditTransactionType::Adjustment => write!(f, "adjustment"),
            CreditTransactionType::Reservation => write!(f, "reservation"),
            CreditTransactionType::Release => write!(f, "release"),
            CreditTransactionType::Charge => write!(f, "charge"),
        }
    }
}

impl std::str::FromStr for CreditTransactionType {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "top_up" => std::result::Result::Ok(CreditTransactionType::TopUp),
            "adjustment" => std::result::Result::Ok(CreditTransactionType::Adjustment),
            "reservation" => std::result::Result::Ok(CreditTransactionType::Reservation),
            "release" => std::result::Result::Ok(CreditTransactionType::Release),
            "charge" => std::result::Result::Ok(CreditTransactionType::Charge),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// Cursor pagination. Pass `next_cursor` as the `cursor` query parameter to get the next page (with the same filters).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CursorPagination {
    /// Opaque token for the next page (22 URL-safe characters); `null` when there are no more items.
    #[serde(rename = "next_cursor")]
    #[validate(
            regex(path = *RE_CURSORPAGINATION_NEXT_CURSOR),
    )]
    pub next_cursor: Nullable<String>,

    /// Whether more items follow this page.
    #[serde(rename = "has_more")]
    pub has_more: bool,
}

lazy_static::lazy_static! {
    static ref RE_CURSORPAGINATION_NEXT_CURSOR: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{21}[AQgw]$").unwrap();
}

impl CursorPagination {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(next_cursor: Nullable<String>, has_more: bool) -> CursorPagination {
        CursorPagination { next_cursor, has_more }
    }
}

/// Converts the CursorPagination value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CursorPagination {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("next_cursor".to_string()),
            Some(self.next_cursor.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("has_more".to_string()),
            Some(self.has_more.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CursorPagination value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CursorPagination {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub next_cursor: Vec<String>,
            pub has_more: Vec<bool>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CursorPagination".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "next_cursor" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in CursorPagination".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "has_more" => intermediate_rep
                        .has_more
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing CursorPagination".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CursorPagination {
            next_cursor: std::result::Result::Err("Nullable types not supported in CursorPagination".to_string())?,
            has_more: intermediate_rep
                .has_more
                .into_iter()
                .next()
                .ok_or_else(|| "has_more missing in CursorPagination".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CursorPagination> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CursorPagination>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CursorPagination>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CursorPagination - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CursorPagination> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CursorPagination as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CursorPagination - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An extra question for one interview. `question_type` is a `QuestionType`. Referenced in `question_order` as `custom_N`, N being its index in `custom_questions`. Placed by `order_index` when given (see `QuestionConfig`), otherwise after the job's questions in array order.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CustomQuestion {
    /// The question to ask, 1-2000 characters.
    #[serde(rename = "question_text")]
    #[validate(
            length(min = 1, max = 2000),
            regex(path = *RE_CUSTOMQUESTION_QUESTION_TEXT),
          custom(function = "check_xss_string"),
    )]
    pub question_text: String,

    #[serde(rename = "question_type")]
    #[validate(nested)]
    pub question_type: models::QuestionType,

    /// Time the candidate has to answer, in seconds: 10-3600, default 180.
    #[serde(rename = "time_limit_seconds")]
    #[validate(range(min = 10u32, max = 3600u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_limit_seconds: Option<u32>,

    /// Order index of the question: its 0-based position in the interview's final question list (after exclusions). Must be less than the number of questions the interview ends up with (400 on this field otherwise). With `question_order`, which decides, it must agree with the position `question_order` gives (400 naming both otherwise).
    #[serde(rename = "order_index")]
    #[validate(range(min = 0u32, max = 10000u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_index: Option<u32>,
}

lazy_static::lazy_static! {
    static ref RE_CUSTOMQUESTION_QUESTION_TEXT: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl CustomQuestion {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(question_text: String, question_type: models::QuestionType) -> CustomQuestion {
        CustomQuestion {
            question_text,
            question_type,
            time_limit_seconds: Some(180),
            order_index: None,
        }
    }
}

/// Converts the CustomQuestion value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CustomQuestion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("question_text".to_string()),
            Some(self.question_text.to_string()),
            // Skipping question_type in query parameter serialization
            self.time_limit_seconds
                .as_ref()
                .map(|time_limit_seconds| ["time_limit_seconds".to_string(), time_limit_seconds.to_string()].join(",")),
            self.order_index
                .as_ref()
                .map(|order_index| ["order_index".to_string(), order_index.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CustomQuestion value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CustomQuestion {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub question_text: Vec<String>,
            pub question_type: Vec<models::QuestionType>,
            pub time_limit_seconds: Vec<u32>,
            pub order_index: Vec<u32>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CustomQuestion".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "question_text" => intermediate_rep
                        .question_text
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "question_type" => intermediate_rep
                        .question_type
                        .push(<models::QuestionType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "time_limit_seconds" => intermediate_rep
                        .time_limit_seconds
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "order_index" => intermediate_rep
                        .order_index
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing CustomQuestion".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CustomQuestion {
            question_text: intermediate_rep
                .question_text
                .into_iter()
                .next()
                .ok_or_else(|| "question_text missing in CustomQuestion".to_string())?,
            question_type: intermediate_rep
                .question_type
                .into_iter()
                .next()
                .ok_or_else(|| "question_type missing in CustomQuestion".to_string())?,
            time_limit_seconds: intermediate_rep.time_limit_seconds.into_iter().next(),
            order_index: intermediate_rep.order_index.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CustomQuestion> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CustomQuestion>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CustomQuestion>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CustomQuestion - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CustomQuestion> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CustomQuestion as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CustomQuestion - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// CV data as sent in a request (candidate `cv`, invitation `candidate_cv`). Every field is optional; omitted arrays are stored as `[]`. The output-only `parsedAt` and `parseSource` are ignored if sent, like any unknown field. Validation (400 on failure): required strings are non-empty; short strings at most 200 characters, `summary` and `description` at most 10,000; URLs absolute http(s), at most 2048; work dates `YYYY-MM`, education and certification dates `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (real dates); `isCurrent: true` with an `endDate` is rejected (the `not` of `WorkExperience`). Two rules JSON Schema cannot express are checked by the server as well, so validate them before sending: dates must be real calendar dates, and an end must not be before its start (400 `must not be before startDate` on the end field; see the examples of the 400 responses). `null` (where the field allows it) means no CV.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct CvInput {
    /// Professional summary, at most 10,000 characters.
    #[serde(rename = "summary")]
    #[validate(
            length(max = 10000),
            regex(path = *RE_CVINPUT_SUMMARY),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,

    /// Employment history, at most 50 entries. Optional; omitted means `[]`.
    #[serde(rename = "workExperiences")]
    #[validate(length(max = 50), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub work_experiences: Option<Vec<models::WorkExperience>>,

    /// Educational background, at most 20 entries. Optional; omitted means `[]`.
    #[serde(rename = "education")]
    #[validate(length(max = 20), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub education: Option<Vec<models::Education>>,

    /// Technical, soft and language skills, at most 200 entries. Optional; omitted means `[]`.
    #[serde(rename = "skills")]
    #[validate(length(max = 200), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skills: Option<Vec<models::Skill>>,

    /// Professional certifications, at most 50 entries. Optional; omitted means `[]`.
    #[serde(rename = "certifications")]
    #[validate(length(max = 50), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub certifications: Option<Vec<models::Certification>>,

    /// LinkedIn profile URL: an absolute http(s) URL of at most 2048 characters.
    #[serde(rename = "linkedinUrl")]
    #[validate(
            length(max = 2048),
            regex(path = *RE_CVINPUT_LINKEDIN_URL),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub linkedin_url: Option<String>,

    /// Personal site or portfolio URL: an absolute http(s) URL of at most 2048 characters.
    #[serde(rename = "portfolioUrl")]
    #[validate(
            length(max = 2048),
            regex(path = *RE_CVINPUT_PORTFOLIO_URL),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portfolio_url: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_CVINPUT_SUMMARY: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CVINPUT_LINKEDIN_URL: regex::Regex = regex::Regex::new("^https?://").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_CVINPUT_PORTFOLIO_URL: regex::Regex = regex::Regex::new("^https?://").unwrap();
}

impl CvInput {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> CvInput {
        CvInput {
            summary: None,
            work_experiences: None,
            education: None,
            skills: None,
            certifications: None,
            linkedin_url: None,
            portfolio_url: None,
        }
    }
}

/// Converts the CvInput value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for CvInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            self.summary
                .as_ref()
                .map(|summary| ["summary".to_string(), summary.to_string()].join(",")),
            // Skipping workExperiences in query parameter serialization

            // Skipping education in query parameter serialization

            // Skipping skills in query parameter serialization

            // Skipping certifications in query parameter serialization
            self.linkedin_url
                .as_ref()
                .map(|linkedin_url| ["linkedinUrl".to_string(), linkedin_url.to_string()].join(",")),
            self.portfolio_url
                .as_ref()
                .map(|portfolio_url| ["portfolioUrl".to_string(), portfolio_url.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a CvInput value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for CvInput {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub summary: Vec<String>,
            pub work_experiences: Vec<Vec<models::WorkExperience>>,
            pub education: Vec<Vec<models::Education>>,
            pub skills: Vec<Vec<models::Skill>>,
            pub certifications: Vec<Vec<models::Certification>>,
            pub linkedin_url: Vec<String>,
            pub portfolio_url: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing CvInput".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "summary" => intermediate_rep
                        .summary
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "workExperiences" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CvInput".to_string(),
                        );
                    }
                    "education" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CvInput".to_string(),
                        );
                    }
                    "skills" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CvInput".to_string(),
                        );
                    }
                    "certifications" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in CvInput".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "linkedinUrl" => intermediate_rep
                        .linkedin_url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "portfolioUrl" => intermediate_rep
                        .portfolio_url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing CvInput".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(CvInput {
            summary: intermediate_rep.summary.into_iter().next(),
            work_experiences: intermediate_rep.work_experiences.into_iter().next(),
            education: intermediate_rep.education.into_iter().next(),
            skills: intermediate_rep.skills.into_iter().next(),
            certifications: intermediate_rep.certifications.into_iter().next(),
            linkedin_url: intermediate_rep.linkedin_url.into_iter().next(),
            portfolio_url: intermediate_rep.portfolio_url.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<CvInput> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<CvInput>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<CvInput>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for CvInput - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<CvInput> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <CvInput as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into CvInput - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Where the stored CV data came from. `manual`: sent as structured data through the API (the only source today).
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum CvParseSource {
    #[serde(rename = "manual")]
    Manual,
}

impl validator::Validate for CvParseSource {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for CvParseSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            CvParseSource::Manual => write!(f, "manual"),
        }
    }
}

impl std::str::FromStr for CvParseSource {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "manual" => std::result::Result::Ok(CvParseSource::Manual),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// Result of a delete.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct DeleteResult {
    /// Always `true`.
    #[serde(rename = "success")]
    pub success: bool,
}

impl DeleteResult {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(success: bool) -> DeleteResult {
        DeleteResult { success }
    }
}

/// Converts the DeleteResult value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for DeleteResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![Some("success".to_string()), Some(self.success.to_string())];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a DeleteResult value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for DeleteResult {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub success: Vec<bool>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing DeleteResult".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "success" => intermediate_rep
                        .success
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing DeleteResult".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(DeleteResult {
            success: intermediate_rep
                .success
                .into_iter()
                .next()
                .ok_or_else(|| "success missing in DeleteResult".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<DeleteResult> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<DeleteResult>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<DeleteResult>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for DeleteResult - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<DeleteResult> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <DeleteResult as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into DeleteResult - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An entry of the candidate's educational background. Dates are `YYYY`, `YYYY-MM` or `YYYY-MM-DD` and must be real calendar dates (`format: partial-date`; the pattern alone admits `2023-02-30`); `endDate` must not be before `startDate`, compared at the coarser precision of the two (`2020` is not before `2020-05`). Neither rule can be expressed in JSON Schema: the server checks both (400 on the field).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Education {
    /// School or university, 1-200 characters.
    #[serde(rename = "institution")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_EDUCATION_INSTITUTION),
          custom(function = "check_xss_string"),
    )]
    pub institution: String,

    /// Degree type (for example Bachelor, Master, PhD), at most 200 characters.
    #[serde(rename = "degree")]
    #[validate(
            length(max = 200),
            regex(path = *RE_EDUCATION_DEGREE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub degree: Option<String>,

    /// Field of study, at most 200 characters.
    #[serde(rename = "field")]
    #[validate(
            length(max = 200),
            regex(path = *RE_EDUCATION_FIELD),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,

    /// Start date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    #[serde(rename = "startDate")]
    #[validate(
            regex(path = *RE_EDUCATION_START_DATE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,

    /// Graduation date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, a real date, not before `startDate` at the coarser precision of the two (checked by the server: 400 `must not be before startDate`).
    #[serde(rename = "endDate")]
    #[validate(
            regex(path = *RE_EDUCATION_END_DATE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_EDUCATION_INSTITUTION: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_EDUCATION_DEGREE: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_EDUCATION_FIELD: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_EDUCATION_START_DATE: regex::Regex = regex::Regex::new("^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_EDUCATION_END_DATE: regex::Regex = regex::Regex::new("^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$").unwrap();
}

impl Education {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(institution: String) -> Education {
        Education {
            institution,
            degree: None,
            field: None,
            start_date: None,
            end_date: None,
        }
    }
}

/// Converts the Education value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Education {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("institution".to_string()),
            Some(self.institution.to_string()),
            self.degree
                .as_ref()
                .map(|degree| ["degree".to_string(), degree.to_string()].join(",")),
            self.field
                .as_ref()
                .map(|field| ["field".to_string(), field.to_string()].join(",")),
            self.start_date
                .as_ref()
                .map(|start_date| ["startDate".to_string(), start_date.to_string()].join(",")),
            self.end_date
                .as_ref()
                .map(|end_date| ["endDate".to_string(), end_date.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Education value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Education {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub institution: Vec<String>,
            pub degree: Vec<String>,
            pub field: Vec<String>,
            pub start_date: Vec<String>,
            pub end_date: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Education".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "institution" => intermediate_rep
                        .institution
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "degree" => intermediate_rep
                        .degree
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "field" => intermediate_rep
                        .field
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "startDate" => intermediate_rep
                        .start_date
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "endDate" => intermediate_rep
                        .end_date
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing Education".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Education {
            institution: intermediate_rep
                .institution
                .into_iter()
                .next()
                .ok_or_else(|| "institution missing in Education".to_string())?,
            degree: intermediate_rep.degree.into_iter().next(),
            field: intermediate_rep.field.into_iter().next(),
            start_date: intermediate_rep.start_date.into_iter().next(),
            end_date: intermediate_rep.end_date.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Education> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Education>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Education>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Education - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Education> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Education as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Education - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A completed erasure.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Erasure {
    /// Identifier of the erasure (UUIDv7), for your records.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// The candidate deleted; `null` when an interview was erased by its id.
    #[serde(rename = "candidate_id")]
    pub candidate_id: Nullable<uuid::Uuid>,

    /// The interviews redacted (none when the candidate had none).
    #[serde(rename = "interview_ids")]
    pub interview_ids: Vec<uuid::Uuid>,

    /// When the data was erased.
    #[serde(rename = "erased_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub erased_at: String,
}

impl Erasure {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        candidate_id: Nullable<uuid::Uuid>,
        interview_ids: Vec<uuid::Uuid>,
        erased_at: String,
    ) -> Erasure {
        Erasure {
            id,
            candidate_id,
            interview_ids,
            erased_at,
        }
    }
}

/// Converts the Erasure value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Erasure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization

            // Skipping candidate_id in query parameter serialization

            // Skipping interview_ids in query parameter serialization
            Some("erased_at".to_string()),
            Some(self.erased_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Erasure value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Erasure {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub candidate_id: Vec<uuid::Uuid>,
            pub interview_ids: Vec<Vec<uuid::Uuid>>,
            pub erased_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Erasure".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "candidate_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Erasure".to_string(),
                        );
                    }
                    "interview_ids" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Erasure".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "erased_at" => intermediate_rep
                        .erased_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing Erasure".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Erasure {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in Erasure".to_string())?,
            candidate_id: std::result::Result::Err("Nullable types not supported in Erasure".to_string())?,
            interview_ids: intermediate_rep
                .interview_ids
                .into_iter()
                .next()
                .ok_or_else(|| "interview_ids missing in Erasure".to_string())?,
            erased_at: intermediate_rep
                .erased_at
                .into_iter()
                .next()
                .ok_or_else(|| "erased_at missing in Erasure".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Erasure> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Erasure>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Erasure>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Erasure - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Erasure> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Erasure as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Erasure - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /erasures`: exactly one of `candidate_id` (the stored candidate and every interview invited with its id) and `interview_id` (one interview); both or neither is 400 `validation_error`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ErasureCreate {
    /// The candidate to erase, with the interviews invited with its id.
    #[serde(rename = "candidate_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_id: Option<uuid::Uuid>,

    /// The interview to erase.
    #[serde(rename = "interview_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interview_id: Option<uuid::Uuid>,
}

impl ErasureCreate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> ErasureCreate {
        ErasureCreate {
            candidate_id: None,
            interview_id: None,
        }
    }
}

/// Converts the ErasureCreate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ErasureCreate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping candidate_id in query parameter serialization

            // Skipping interview_id in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ErasureCreate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ErasureCreate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub candidate_id: Vec<uuid::Uuid>,
            pub interview_id: Vec<uuid::Uuid>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ErasureCreate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "candidate_id" => intermediate_rep
                        .candidate_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "interview_id" => intermediate_rep
                        .interview_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ErasureCreate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ErasureCreate {
            candidate_id: intermediate_rep.candidate_id.into_iter().next(),
            interview_id: intermediate_rep.interview_id.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ErasureCreate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ErasureCreate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ErasureCreate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ErasureCreate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ErasureCreate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ErasureCreate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ErasureCreate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An erasure.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ErasureEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::Erasure,
}

impl ErasureEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::Erasure) -> ErasureEnvelope {
        ErasureEnvelope { data }
    }
}

/// Converts the ErasureEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ErasureEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ErasureEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ErasureEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::Erasure>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ErasureEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::Erasure as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ErasureEnvelope".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ErasureEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in ErasureEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ErasureEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ErasureEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ErasureEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ErasureEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ErasureEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ErasureEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ErasureEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Content of a structured error. `type` is stable and meant for programs; `message` is for people and may change.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ErrorBody {
    #[serde(rename = "type")]
    #[validate(nested)]
    pub r_type: models::ErrorType,

    /// Human-readable explanation. For `rate_limit_exceeded` it states the seconds to wait.
    #[serde(rename = "message")]
    #[validate(custom(function = "check_xss_string"))]
    pub message: String,

    /// Optional, present only for some types: - `validation_error`: one entry per invalid field; the key is the field path in the request, with dots for object members and `[n]` for array elements (`title`, `questions[3].time_limit_seconds`, `question_config.custom_questions[0].question_type`, `cursor`), the value a message for that field. - `insufficient_credits`: the integers `required_credits` (estimated credits of the requested interview), `available_credits`, `total_balance` and `reserved_credits` at the time of the request.
    #[serde(rename = "details")]
    #[validate(custom(function = "check_xss_map"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<std::collections::HashMap<String, crate::types::Object>>,
}

impl ErrorBody {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(r_type: models::ErrorType, message: String) -> ErrorBody {
        ErrorBody {
            r_type,
            message,
            details: None,
        }
    }
}

/// Converts the ErrorBody value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ErrorBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping type in query parameter serialization
            Some("message".to_string()),
            Some(self.message.to_string()),
            // Skipping details in query parameter serialization
            // Skipping details in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ErrorBody value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ErrorBody {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub r_type: Vec<models::ErrorType>,
            pub message: Vec<String>,
            pub details: Vec<std::collections::HashMap<String, crate::types::Object>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ErrorBody".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep
                        .r_type
                        .push(<models::ErrorType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "message" => intermediate_rep
                        .message
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "details" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in ErrorBody".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing ErrorBody".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ErrorBody {
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in ErrorBody".to_string())?,
            message: intermediate_rep
                .message
                .into_iter()
                .next()
                .ok_or_else(|| "message missing in ErrorBody".to_string())?,
            details: intermediate_rep.details.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ErrorBody> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ErrorBody>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ErrorBody>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ErrorBody - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ErrorBody> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ErrorBody as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ErrorBody - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Structured error shape, used by every endpoint except for the candidate endpoints' own 400, 404 and 500 errors: `{\"error\": {\"type\", \"message\", \"details\"?}}`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ErrorResponse {
    #[serde(rename = "error")]
    #[validate(nested)]
    pub error: models::ErrorBody,
}

impl ErrorResponse {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(error: models::ErrorBody) -> ErrorResponse {
        ErrorResponse { error }
    }
}

/// Converts the ErrorResponse value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ErrorResponse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping error in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ErrorResponse value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ErrorResponse {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub error: Vec<models::ErrorBody>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ErrorResponse".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "error" => intermediate_rep
                        .error
                        .push(<models::ErrorBody as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ErrorResponse".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ErrorResponse {
            error: intermediate_rep
                .error
                .into_iter()
                .next()
                .ok_or_else(|| "error missing in ErrorResponse".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ErrorResponse> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ErrorResponse>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ErrorResponse>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ErrorResponse - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ErrorResponse> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ErrorResponse as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ErrorResponse - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Machine-readable error type of the structured error shape. The list may grow: a later version can add a type (it is listed in the changelog). A client must handle a type it does not know by the response's status: a 4xx is a problem of the request (do not retry it unchanged), a 5xx a problem of the service (retry with exponential backoff).  | type | status | condition | |---|---|---| | `authentication_error` | 401 | Missing, malformed, unknown or revoked API key. | | `permission_error` | 403 | E-mail not verified, subscription not active (past due or cancelled), or insufficient permissions. | | `validation_error` | 400, 413, 431 | Invalid parameters, missing required fields, malformed data, body over 1 MiB, request headers over 32 KiB. | | `resource_not_found` | 404 | The resource does not exist or belongs to another account; also an unknown route or session token. | | `method_not_allowed` | 405 | The route exists but not with this method (the `Allow` header lists the methods). | | `rate_limit_exceeded` | 429 | More requests in the current 60-second window than its limit (100 per key or address, 120 per interview token). | | `insufficient_credits` | 403 | Too few available credits to create the interview. | | `trial_restriction` | 403 | The feature needs purchased credits (trial accounts). | | `idempotency_error` | 409, 422 | The `Idempotency-Key` is in use by a running request (409) or was used for a different request (422). | | `invalid_state` | 409 | The interview's state does not allow the action. | | `link_expired` | 410 | The interview link expired before the interview started. | | `link_cancelled` | 410 | The interview was cancelled (`POST /interviews/{id}/cancel`): its link no longer works. | | `link_replaced` | 410 | The interview's link was replaced (`POST /interviews/{id}/regenerate-link`): the old token no longer works. | | `resource_erased` | 410 | A replayed `Idempotency-Key` whose stored answer held a person since erased (see Personal data). | | `api_error` | 500 | Unexpected server error; retry with exponential backoff. | | `service_unavailable` | 503 | Temporary outage (for example the database is unreachable); retry with exponential backoff. |
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum ErrorType {
    #[serde(rename = "authentication_error")]
    AuthenticationError,
    #[serde(rename = "permission_error")]
    PermissionError,
    #[serde(rename = "validation_error")]
    ValidationError,
    #[serde(rename = "resource_not_found")]
    ResourceNotFound,
    #[serde(rename = "method_not_allowed")]
    MethodNotAllowed,
    #[serde(rename = "rate_limit_exceeded")]
    RateLimitExceeded,
    #[serde(rename = "insufficient_credits")]
    InsufficientCredits,
    #[serde(rename = "trial_restriction")]
    TrialRestriction,
    #[serde(rename = "idempotency_error")]
    IdempotencyError,
    #[serde(rename = "invalid_state")]
    InvalidState,
    #[serde(rename = "link_expired")]
    LinkExpired,
    #[serde(rename = "link_cancelled")]
    LinkCancelled,
    #[serde(rename = "link_replaced")]
    LinkReplaced,
    #[serde(rename = "resource_erased")]
    ResourceErased,
    #[serde(rename = "api_error")]
    ApiError,
    #[serde(rename = "service_unavailable")]
    ServiceUnavailable,
}

impl validator::Validate for ErrorType {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for ErrorType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ErrorType::AuthenticationError => write!(f, "authentication_error"),
            ErrorType::PermissionError => write!(f, "permission_error"),
            ErrorType::ValidationError => write!(f, "validation_error"),
            ErrorType::ResourceNotFound => write!(f, "resource_not_found"),
            ErrorType::MethodNotAllowed => write!(f, "method_not_allowed"),
            ErrorType::RateLimitExceeded => write!(f, "rate_limit_exceeded"),
            ErrorType::InsufficientCredits => write!(f, "insufficient_credits"),
            ErrorType::TrialRestriction => write!(f, "trial_restriction"),
            ErrorType::IdempotencyError => write!(f, "idempotency_error"),
            ErrorType::InvalidState => write!(f, "invalid_state"),
            ErrorType::LinkExpired => write!(f, "link_expired"),
            ErrorType::LinkCancelled => write!(f, "link_cancelled"),
            ErrorType::LinkReplaced => write!(f, "link_replaced"),
            ErrorType::ResourceErased => write!(f, "resource_erased"),
            ErrorType::ApiError => write!(f, "api_error"),
            ErrorType::ServiceUnavailable => write!(f, "service_unavailable"),
        }
    }
}

impl std::str::FromStr for ErrorType {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "authentication_error" => std::result::Result::Ok(ErrorType::AuthenticationError),
            "permission_error" => std::result::Result::Ok(ErrorType::PermissionError),
            "validation_error" => std::result::Result::Ok(ErrorType::ValidationError),
            "resource_not_found" => std::result::Result::Ok(ErrorType::ResourceNotFound),
            "method_not_allowed" => std::result::Result::Ok(ErrorType::MethodNotAllowed),
            "rate_limit_exceeded" => std::result::Result::Ok(ErrorType::RateLimitExceeded),
            "insufficient_credits" => std::result::Result::Ok(ErrorType::InsufficientCredits),
            "trial_restriction" => std::result::Result::Ok(ErrorType::TrialRestriction),
            "idempotency_error" => std::result::Result::Ok(ErrorType::IdempotencyError),
            "invalid_state" => std::result::Result::Ok(ErrorType::InvalidState),
            "link_expired" => std::result::Result::Ok(ErrorType::LinkExpired),
            "link_cancelled" => std::result::Result::Ok(ErrorType::LinkCancelled),
            "link_replaced" => std::result::Result::Ok(ErrorType::LinkReplaced),
            "resource_erased" => std::result::Result::Ok(ErrorType::ResourceErased),
            "api_error" => std::result::Result::Ok(ErrorType::ApiError),
            "service_unavailable" => std::result::Result::Ok(ErrorType::ServiceUnavailable),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// The interview's evaluation; `null` until one is given, and once the interview is erased.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Evaluation {
    /// Overall score, 0-100.
    #[serde(rename = "overall_score")]
    #[validate(range(min = 0u32, max = 100u32))]
    pub overall_score: u32,

    #[serde(rename = "recommendation")]
    #[validate(nested)]
    pub recommendation: models::Recommendation,

    /// The summary; `null` when none was given.
    #[serde(rename = "summary")]
    #[validate(length(max = 10000))]
    pub summary: Nullable<String>,

    /// Evaluations of single answers (`[]` when none).
    #[serde(rename = "questions")]
    #[validate(length(max = 100), nested)]
    pub questions: Vec<models::QuestionEvaluation>,

    /// When the evaluation was (last) set.
    #[serde(rename = "evaluated_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub evaluated_at: String,
}

impl Evaluation {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        overall_score: u32,
        recommendation: models::Recommendation,
        summary: Nullable<String>,
        questions: Vec<models::QuestionEvaluation>,
        evaluated_at: String,
    ) -> Evaluation {
        Evaluation {
            overall_score,
            recommendation,
            summary,
            questions,
            evaluated_at,
        }
    }
}

/// Converts the Evaluation value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Evaluation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("overall_score".to_string()),
            Some(self.overall_score.to_string()),
            // Skipping recommendation in query parameter serialization
            Some("summary".to_string()),
            Some(self.summary.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping questions in query parameter serialization
            Some("evaluated_at".to_string()),
            Some(self.evaluated_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Evaluation value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Evaluation {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub overall_score: Vec<u32>,
            pub recommendation: Vec<models::Recommendation>,
            pub summary: Vec<String>,
            pub questions: Vec<Vec<models::QuestionEvaluation>>,
            pub evaluated_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Evaluation".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "overall_score" => intermediate_rep
                        .overall_score
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "recommendation" => intermediate_rep
                        .recommendation
                        .push(<models::Recommendation as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "summary" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Evaluation".to_string(),
                        );
                    }
                    "questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Evaluation".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "evaluated_at" => intermediate_rep
                        .evaluated_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing Evaluation".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Evaluation {
            overall_score: intermediate_rep
                .overall_score
                .into_iter()
                .next()
                .ok_or_else(|| "overall_score missing in Evaluation".to_string())?,
            recommendation: intermediate_rep
                .recommendation
                .into_iter()
                .next()
                .ok_or_else(|| "recommendation missing in Evaluation".to_string())?,
            summary: std::result::Result::Err("Nullable types not supported in Evaluation".to_string())?,
            questions: intermediate_rep
                .questions
                .into_iter()
                .next()
                .ok_or_else(|| "questions missing in Evaluation".to_string())?,
            evaluated_at: intermediate_rep
                .evaluated_at
                .into_iter()
                .next()
                .ok_or_else(|| "evaluated_at missing in Evaluation".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Evaluation> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Evaluation>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Evaluation>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Evaluation - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Evaluation> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Evaluation as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Evaluation - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An evaluation.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EvaluationEnvelope {
    #[serde(rename = "data")]
    pub data: Nullable<models::Evaluation>,
}

impl EvaluationEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Nullable<models::Evaluation>) -> EvaluationEnvelope {
        EvaluationEnvelope { data }
    }
}

/// Converts the EvaluationEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EvaluationEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EvaluationEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EvaluationEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::Evaluation>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EvaluationEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in EvaluationEnvelope".to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err("Unexpected key while parsing EvaluationEnvelope".to_string());
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EvaluationEnvelope {
            data: std::result::Result::Err("Nullable types not supported in EvaluationEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EvaluationEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EvaluationEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EvaluationEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EvaluationEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EvaluationEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EvaluationEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EvaluationEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An evaluation of an interview, from the interview runtime or your own evaluator.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EvaluationInput {
    /// Overall score, 0-100.
    #[serde(rename = "overall_score")]
    #[validate(range(min = 0u32, max = 100u32))]
    pub overall_score: u32,

    #[serde(rename = "recommendation")]
    #[validate(nested)]
    pub recommendation: models::Recommendation,

    /// A summary for the recruiter, at most 10,000 characters.
    #[serde(rename = "summary")]
    #[validate(
            length(max = 10000),
            regex(path = *RE_EVALUATIONINPUT_SUMMARY),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,

    /// Evaluations of single answers, at most one per question.
    #[serde(rename = "questions")]
    #[validate(length(max = 100), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub questions: Option<Vec<models::QuestionEvaluationInput>>,
}

lazy_static::lazy_static! {
    static ref RE_EVALUATIONINPUT_SUMMARY: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl EvaluationInput {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(overall_score: u32, recommendation: models::Recommendation) -> EvaluationInput {
        EvaluationInput {
            overall_score,
            recommendation,
            summary: None,
            questions: None,
        }
    }
}

/// Converts the EvaluationInput value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EvaluationInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("overall_score".to_string()),
            Some(self.overall_score.to_string()),
            // Skipping recommendation in query parameter serialization
            self.summary
                .as_ref()
                .map(|summary| ["summary".to_string(), summary.to_string()].join(",")),
            // Skipping questions in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EvaluationInput value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EvaluationInput {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub overall_score: Vec<u32>,
            pub recommendation: Vec<models::Recommendation>,
            pub summary: Vec<String>,
            pub questions: Vec<Vec<models::QuestionEvaluationInput>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EvaluationInput".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "overall_score" => intermediate_rep
                        .overall_score
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "recommendation" => intermediate_rep
                        .recommendation
                        .push(<models::Recommendation as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "summary" => intermediate_rep
                        .summary
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in EvaluationInput".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing EvaluationInput".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EvaluationInput {
            overall_score: intermediate_rep
                .overall_score
                .into_iter()
                .next()
                .ok_or_else(|| "overall_score missing in EvaluationInput".to_string())?,
            recommendation: intermediate_rep
                .recommendation
                .into_iter()
                .next()
                .ok_or_else(|| "recommendation missing in EvaluationInput".to_string())?,
            summary: intermediate_rep.summary.into_iter().next(),
            questions: intermediate_rep.questions.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EvaluationInput> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EvaluationInput>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EvaluationInput>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EvaluationInput - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EvaluationInput> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EvaluationInput as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EvaluationInput - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The delivery of one event to one endpoint, with its newest 20 attempts (newest first); the endpoint's whole log is paged by `GET /webhooks/{id}/deliveries`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventDelivery {
    /// The endpoint.
    #[serde(rename = "endpoint_id")]
    pub endpoint_id: uuid::Uuid,

    /// The endpoint's URL now.
    #[serde(rename = "url")]
    #[validate(custom(function = "check_xss_string"))]
    pub url: String,

    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::WebhookDeliveryStatus,

    /// The newest 20 attempts, newest first.
    #[serde(rename = "attempts")]
    #[validate(length(max = 20), nested)]
    pub attempts: Vec<models::WebhookDelivery>,
}

impl EventDelivery {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        endpoint_id: uuid::Uuid,
        url: String,
        status: models::WebhookDeliveryStatus,
        attempts: Vec<models::WebhookDelivery>,
    ) -> EventDelivery {
        EventDelivery {
            endpoint_id,
            url,
            status,
            attempts,
        }
    }
}

/// Converts the EventDelivery value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventDelivery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping endpoint_id in query parameter serialization
            Some("url".to_string()),
            Some(self.url.to_string()),
            // Skipping status in query parameter serialization

            // Skipping attempts in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventDelivery value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventDelivery {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub endpoint_id: Vec<uuid::Uuid>,
            pub url: Vec<String>,
            pub status: Vec<models::WebhookDeliveryStatus>,
            pub attempts: Vec<Vec<models::WebhookDelivery>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EventDelivery".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "endpoint_id" => intermediate_rep
                        .endpoint_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "url" => intermediate_rep
                        .url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::WebhookDeliveryStatus as std::str::FromStr>::from_str(val)
                            .map_err(|x| x.to_string())?,
                    ),
                    "attempts" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in EventDelivery".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing EventDelivery".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventDelivery {
            endpoint_id: intermediate_rep
                .endpoint_id
                .into_iter()
                .next()
                .ok_or_else(|| "endpoint_id missing in EventDelivery".to_string())?,
            url: intermediate_rep
                .url
                .into_iter()
                .next()
                .ok_or_else(|| "url missing in EventDelivery".to_string())?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in EventDelivery".to_string())?,
            attempts: intermediate_rep
                .attempts
                .into_iter()
                .next()
                .ok_or_else(|| "attempts missing in EventDelivery".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventDelivery> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventDelivery>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventDelivery>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventDelivery - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventDelivery> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventDelivery as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventDelivery - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Where the deliveries of an event stand: `pending` while one is still being attempted, `failed` when none is pending and one failed, `delivered` when every one succeeded, `none` when no endpoint subscribed to it.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum EventDeliveryStatus {
    #[serde(rename = "pending")]
    Pending,
    #[serde(rename = "delivered")]
    Delivered,
    #[serde(rename = "failed")]
    Failed,
    #[serde(rename = "none")]
    None,
}

impl validator::Validate for EventDeliveryStatus {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for EventDeliveryStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            EventDeliveryStatus::Pending => write!(f, "pending"),
            EventDeliveryStatus::Delivered => write!(f, "delivered"),
            EventDeliveryStatus::Failed => write!(f, "failed"),
            EventDeliveryStatus::None => write!(f, "none"),
        }
    }
}

impl std::str::FromStr for EventDeliveryStatus {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "pending" => std::result::Result::Ok(EventDeliveryStatus::Pending),
            "delivered" => std::result::Result::Ok(EventDeliveryStatus::Delivered),
            "failed" => std::result::Result::Ok(EventDeliveryStatus::Failed),
            "none" => std::result::Result::Ok(EventDeliveryStatus::None),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// An event with its payload and its deliveries.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventDetail {
    /// Event identifier (`webhook-id` of its deliveries).
    #[serde(rename = "id")]
    #[validate(
            length(min = 36, max = 36),
            regex(path = *RE_EVENTDETAIL_ID),
          custom(function = "check_xss_string"),
    )]
    pub id: String,

    #[serde(rename = "type")]
    #[validate(nested)]
    pub r_type: models::EventType,

    /// The interview it is about; `null` for `ping`.
    #[serde(rename = "interview_id")]
    pub interview_id: Nullable<uuid::Uuid>,

    #[serde(rename = "delivery_status")]
    #[validate(nested)]
    pub delivery_status: models::EventDeliveryStatus,

    /// When the event happened.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// The body that is signed and sent, a `WebhookEvent` or a `WebhookPingEvent`.
    #[serde(rename = "payload")]
    pub payload: crate::types::Object,

    /// One entry per endpoint the event was sent to.
    #[serde(rename = "deliveries")]
    #[validate(nested)]
    pub deliveries: Vec<models::EventDelivery>,
}

lazy_static::lazy_static! {
    static ref RE_EVENTDETAIL_ID: regex::Regex = regex::Regex::new("^evt_[0-9a-f]{32}$").unwrap();
}

impl EventDetail {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: String,
        r_type: models::EventType,
        interview_id: Nullable<uuid::Uuid>,
        delivery_status: models::EventDeliveryStatus,
        created_at: String,
        payload: crate::types::Object,
        deliveries: Vec<models::EventDelivery>,
    ) -> EventDetail {
        EventDetail {
            id,
            r_type,
            interview_id,
            delivery_status,
            created_at,
            payload,
            deliveries,
        }
    }
}

/// Converts the EventDetail value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventDetail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("id".to_string()),
            Some(self.id.to_string()),
            // Skipping type in query parameter serialization

            // Skipping interview_id in query parameter serialization

            // Skipping delivery_status in query parameter serialization
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            // Skipping payload in query parameter serialization

            // Skipping deliveries in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventDetail value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventDetail {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<String>,
            pub r_type: Vec<models::EventType>,
            pub interview_id: Vec<uuid::Uuid>,
            pub delivery_status: Vec<models::EventDeliveryStatus>,
            pub created_at: Vec<String>,
            pub payload: Vec<crate::types::Object>,
            pub deliveries: Vec<Vec<models::EventDelivery>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EventDetail".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep
                        .r_type
                        .push(<models::EventType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "interview_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in EventDetail".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "delivery_status" => intermediate_rep.delivery_status.push(
                        <models::EventDeliveryStatus as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "payload" => intermediate_rep
                        .payload
                        .push(<crate::types::Object as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "deliveries" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in EventDetail".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing EventDetail".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventDetail {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in EventDetail".to_string())?,
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in EventDetail".to_string())?,
            interview_id: std::result::Result::Err("Nullable types not supported in EventDetail".to_string())?,
            delivery_status: intermediate_rep
                .delivery_status
                .into_iter()
                .next()
                .ok_or_else(|| "delivery_status missing in EventDetail".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in EventDetail".to_string())?,
            payload: intermediate_rep
                .payload
                .into_iter()
                .next()
                .ok_or_else(|| "payload missing in EventDetail".to_string())?,
            deliveries: intermediate_rep
                .deliveries
                .into_iter()
                .next()
                .ok_or_else(|| "deliveries missing in EventDetail".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventDetail> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventDetail>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventDetail>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventDetail - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventDetail> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventDetail as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventDetail - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An event with its deliveries.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::EventDetail,
}

impl EventEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::EventDetail) -> EventEnvelope {
        EventEnvelope { data }
    }
}

/// Converts the EventEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::EventDetail>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EventEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::EventDetail as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing EventEnvelope".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in EventEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of events, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventList {
    /// The events of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::EventSummary>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl EventList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::EventSummary>, pagination: models::CursorPagination) -> EventList {
        EventList { data, pagination }
    }
}

/// Converts the EventList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::EventSummary>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EventList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in EventList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing EventList".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in EventList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in EventList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /events/{id}/resend`; `{}` resends to every enabled endpoint subscribed to the event's type.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventResend {
    /// Resend to this endpoint only.
    #[serde(rename = "endpoint_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub endpoint_id: Option<uuid::Uuid>,
}

impl EventResend {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> EventResend {
        EventResend { endpoint_id: None }
    }
}

/// Converts the EventResend value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventResend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping endpoint_id in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventResend value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventResend {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub endpoint_id: Vec<uuid::Uuid>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EventResend".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "endpoint_id" => intermediate_rep
                        .endpoint_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing EventResend".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventResend {
            endpoint_id: intermediate_rep.endpoint_id.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventResend> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventResend>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventResend>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventResend - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventResend> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventResend as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventResend - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Where the event was queued again.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventResendResult {
    /// The event.
    #[serde(rename = "event_id")]
    #[validate(custom(function = "check_xss_string"))]
    pub event_id: String,

    /// The endpoints it was queued for (none when every delivery was already pending).
    #[serde(rename = "endpoint_ids")]
    pub endpoint_ids: Vec<uuid::Uuid>,
}

impl EventResendResult {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(event_id: String, endpoint_ids: Vec<uuid::Uuid>) -> EventResendResult {
        EventResendResult { event_id, endpoint_ids }
    }
}

/// Converts the EventResendResult value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventResendResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("event_id".to_string()),
            Some(self.event_id.to_string()),
            // Skipping endpoint_ids in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventResendResult value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventResendResult {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub event_id: Vec<String>,
            pub endpoint_ids: Vec<Vec<uuid::Uuid>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EventResendResult".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "event_id" => intermediate_rep
                        .event_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "endpoint_ids" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in EventResendResult".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing EventResendResult".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventResendResult {
            event_id: intermediate_rep
                .event_id
                .into_iter()
                .next()
                .ok_or_else(|| "event_id missing in EventResendResult".to_string())?,
            endpoint_ids: intermediate_rep
                .endpoint_ids
                .into_iter()
                .next()
                .ok_or_else(|| "endpoint_ids missing in EventResendResult".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventResendResult> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventResendResult>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventResendResult>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventResendResult - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventResendResult> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventResendResult as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventResendResult - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The resend.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventResendResultEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::EventResendResult,
}

impl EventResendResultEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::EventResendResult) -> EventResendResultEnvelope {
        EventResendResultEnvelope { data }
    }
}

/// Converts the EventResendResultEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventResendResultEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventResendResultEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventResendResultEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::EventResendResult>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err(
                        "Missing value while parsing EventResendResultEnvelope".to_string(),
                    );
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::EventResendResult as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing EventResendResultEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventResendResultEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in EventResendResultEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventResendResultEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventResendResultEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(
        hdr_value: header::IntoHeaderValue<EventResendResultEnvelope>,
    ) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventResendResultEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventResendResultEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventResendResultEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventResendResultEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An event of the log.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventSummary {
    /// Event identifier (`webhook-id` of its deliveries).
    #[serde(rename = "id")]
    #[validate(
            length(min = 36, max = 36),
            regex(path = *RE_EVENTSUMMARY_ID),
          custom(function = "check_xss_string"),
    )]
    pub id: String,

    #[serde(rename = "type")]
    #[validate(nested)]
    pub r_type: models::EventType,

    /// The interview it is about; `null` for `ping`.
    #[serde(rename = "interview_id")]
    pub interview_id: Nullable<uuid::Uuid>,

    #[serde(rename = "delivery_status")]
    #[validate(nested)]
    pub delivery_status: models::EventDeliveryStatus,

    /// When the event happened.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,
}

lazy_static::lazy_static! {
    static ref RE_EVENTSUMMARY_ID: regex::Regex = regex::Regex::new("^evt_[0-9a-f]{32}$").unwrap();
}

impl EventSummary {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: String,
        r_type: models::EventType,
        interview_id: Nullable<uuid::Uuid>,
        delivery_status: models::EventDeliveryStatus,
        created_at: String,
    ) -> EventSummary {
        EventSummary {
            id,
            r_type,
            interview_id,
            delivery_status,
            created_at,
        }
    }
}

/// Converts the EventSummary value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("id".to_string()),
            Some(self.id.to_string()),
            // Skipping type in query parameter serialization

            // Skipping interview_id in query parameter serialization

            // Skipping delivery_status in query parameter serialization
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventSummary value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventSummary {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<String>,
            pub r_type: Vec<models::EventType>,
            pub interview_id: Vec<uuid::Uuid>,
            pub delivery_status: Vec<models::EventDeliveryStatus>,
            pub created_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing EventSummary".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep
                        .r_type
                        .push(<models::EventType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "interview_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in EventSummary".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "delivery_status" => intermediate_rep.delivery_status.push(
                        <models::EventDeliveryStatus as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing EventSummary".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventSummary {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in EventSummary".to_string())?,
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in EventSummary".to_string())?,
            interview_id: std::result::Result::Err("Nullable types not supported in EventSummary".to_string())?,
            delivery_status: intermediate_rep
                .delivery_status
                .into_iter()
                .next()
                .ok_or_else(|| "delivery_status missing in EventSummary".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in EventSummary".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventSummary> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventSummary>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventSummary>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventSummary - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventSummary> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventSummary as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventSummary - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An event.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct EventSummaryEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::EventSummary,
}

impl EventSummaryEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::EventSummary) -> EventSummaryEnvelope {
        EventSummaryEnvelope { data }
    }
}

/// Converts the EventSummaryEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for EventSummaryEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a EventSummaryEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for EventSummaryEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::EventSummary>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing EventSummaryEnvelope".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::EventSummary as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing EventSummaryEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(EventSummaryEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in EventSummaryEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<EventSummaryEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<EventSummaryEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<EventSummaryEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for EventSummaryEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<EventSummaryEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <EventSummaryEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into EventSummaryEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Kind of event in the event log and the delivery log: a `WebhookEventType`, or `ping`, the test event of `POST /webhooks/{id}/test`.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum EventType {
    #[serde(rename = "interview_started")]
    InterviewStarted,
    #[serde(rename = "interview_ended")]
    InterviewEnded,
    #[serde(rename = "interview_expired")]
    InterviewExpired,
    #[serde(rename = "interview_cancelled")]
    InterviewCancelled,
    #[serde(rename = "interview_abandoned")]
    InterviewAbandoned,
    #[serde(rename = "interview_erased")]
    InterviewErased,
    #[serde(rename = "interview_evaluated")]
    InterviewEvaluated,
    #[serde(rename = "interview_email_failed")]
    InterviewEmailFailed,
    #[serde(rename = "ping")]
    Ping,
}

impl validator::Validate for EventType {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for EventType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            EventType::InterviewStarted => write!(f, "interview_started"),
            EventType::InterviewEnded => write!(f, "interview_ended"),
            EventType::InterviewExpired => write!(f, "interview_expired"),
            EventType::InterviewCancelled => write!(f, "interview_cancelled"),
            EventType::InterviewAbandoned => write!(f, "interview_abandoned"),
            EventType::InterviewErased => write!(f, "interview_erased"),
            EventType::InterviewEvaluated => write!(f, "interview_evaluated"),
            EventType::InterviewEmailFailed => write!(f, "interview_email_failed"),
            EventType::Ping => write!(f, "ping"),
        }
    }
}

impl std::str::FromStr for EventType {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "interview_started" => std::result::Result::Ok(EventType::InterviewStarted),
            "interview_ended" => std::result::Result::Ok(EventType::InterviewEnded),
            "interview_expired" => std::result::Result::Ok(EventType::InterviewExpired),
            "interview_cancelled" => std::result::Result::Ok(EventType::InterviewCancelled),
            "interview_abandoned" => std::result::Result::Ok(EventType::InterviewAbandoned),
            "interview_erased" => std::result::Result::Ok(EventType::InterviewErased),
            "interview_evaluated" => std::result::Result::Ok(EventType::InterviewEvaluated),
            "interview_email_failed" => std::result::Result::Ok(EventType::InterviewEmailFailed),
            "ping" => std::result::Result::Ok(EventType::Ping),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// The candidate of a Greenhouse `send_test`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GreenhouseCandidate {
    /// First name.
    #[serde(rename = "first_name")]
    #[validate(
            length(min = 1, max = 100),
            regex(path = *RE_GREENHOUSECANDIDATE_FIRST_NAME),
          custom(function = "check_xss_string"),
    )]
    pub first_name: String,

    /// Last name; with the first name it makes `candidate_name` (at most 200 characters).
    #[serde(rename = "last_name")]
    #[validate(
            length(min = 1, max = 99),
            regex(path = *RE_GREENHOUSECANDIDATE_LAST_NAME),
          custom(function = "check_xss_string"),
    )]
    pub last_name: String,

    /// The candidate's e-mail address, where the interview link is sent.
    #[serde(rename = "email")]
    #[validate(length(max = 254), custom(function = "check_xss_string"))]
    pub email: String,

    /// Not kept.
    #[serde(rename = "phone_number")]
    #[validate(
            length(max = 100),
            regex(path = *RE_GREENHOUSECANDIDATE_PHONE_NUMBER),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone_number: Option<Nullable<String>>,

    /// Never fetched.
    #[serde(rename = "resume_url")]
    #[validate(
            length(max = 2048),
            regex(path = *RE_GREENHOUSECANDIDATE_RESUME_URL),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resume_url: Option<Nullable<String>>,

    /// The candidate's Greenhouse profile, kept in the interview's metadata.
    #[serde(rename = "greenhouse_profile_url")]
    #[validate(length(max = 500), custom(function = "check_xss_string"))]
    pub greenhouse_profile_url: String,
}

lazy_static::lazy_static! {
    static ref RE_GREENHOUSECANDIDATE_FIRST_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_GREENHOUSECANDIDATE_LAST_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_GREENHOUSECANDIDATE_PHONE_NUMBER: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_GREENHOUSECANDIDATE_RESUME_URL: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl GreenhouseCandidate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        first_name: String,
        last_name: String,
        email: String,
        greenhouse_profile_url: String,
    ) -> GreenhouseCandidate {
        GreenhouseCandidate {
            first_name,
            last_name,
            email,
            phone_number: None,
            resume_url: None,
            greenhouse_profile_url,
        }
    }
}

/// Converts the GreenhouseCandidate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for GreenhouseCandidate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("first_name".to_string()),
            Some(self.first_name.to_string()),
            Some("last_name".to_string()),
            Some(self.last_name.to_string()),
            Some("email".to_string()),
            Some(self.email.to_string()),
            self.phone_number.as_ref().map(|phone_number| {
                [
                    "phone_number".to_string(),
                    phone_number.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.resume_url.as_ref().map(|resume_url| {
                [
                    "resume_url".to_string(),
                    resume_url.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            Some("greenhouse_profile_url".to_string()),
            Some(self.greenhouse_profile_url.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a GreenhouseCandidate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for GreenhouseCandidate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub first_name: Vec<String>,
            pub last_name: Vec<String>,
            pub email: Vec<String>,
            pub phone_number: Vec<String>,
            pub resume_url: Vec<String>,
            pub greenhouse_profile_url: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing GreenhouseCandidate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "first_name" => intermediate_rep
                        .first_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "last_name" => intermediate_rep
                        .last_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "email" => intermediate_rep
                        .email
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "phone_number" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseCandidate".to_string(),
                        );
                    }
                    "resume_url" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseCandidate".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "greenhouse_profile_url" => intermediate_rep
                        .greenhouse_profile_url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing GreenhouseCandidate".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(GreenhouseCandidate {
            first_name: intermediate_rep
                .first_name
                .into_iter()
                .next()
                .ok_or_else(|| "first_name missing in GreenhouseCandidate".to_string())?,
            last_name: intermediate_rep
                .last_name
                .into_iter()
                .next()
                .ok_or_else(|| "last_name missing in GreenhouseCandidate".to_string())?,
            email: intermediate_rep
                .email
                .into_iter()
                .next()
                .ok_or_else(|| "email missing in GreenhouseCandidate".to_string())?,
            phone_number: std::result::Result::Err("Nullable types not supported in GreenhouseCandidate".to_string())?,
            resume_url: std::result::Result::Err("Nullable types not supported in GreenhouseCandidate".to_string())?,
            greenhouse_profile_url: intermediate_rep
                .greenhouse_profile_url
                .into_iter()
                .next()
                .ok_or_else(|| "greenhouse_profile_url missing in GreenhouseCandidate".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<GreenhouseCandidate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<GreenhouseCandidate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<GreenhouseCandidate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for GreenhouseCandidate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<GreenhouseCandidate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <GreenhouseCandidate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into GreenhouseCandidate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of Greenhouse's `response_error`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GreenhouseResponseError {
    /// The call whose answer was malformed (`send_test`, `test_status`, ...).
    #[serde(rename = "api_call")]
    #[validate(
            length(max = 100),
            regex(path = *RE_GREENHOUSERESPONSEERROR_API_CALL),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_call: Option<Nullable<String>>,

    /// What was wrong.
    #[serde(rename = "errors")]
    #[validate(length(max = 50))]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub r_errors: Option<Nullable<Vec<String>>>,

    /// The test, if known.
    #[serde(rename = "partner_test_id")]
    #[validate(
            length(max = 200),
            regex(path = *RE_GREENHOUSERESPONSEERROR_PARTNER_TEST_ID),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner_test_id: Option<Nullable<String>>,

    /// Its name, if known (not kept).
    #[serde(rename = "partner_test_name")]
    #[validate(
            length(max = 300),
            regex(path = *RE_GREENHOUSERESPONSEERROR_PARTNER_TEST_NAME),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner_test_name: Option<Nullable<String>>,

    /// The interview, if known.
    #[serde(rename = "partner_interview_id")]
    #[validate(
            length(max = 200),
            regex(path = *RE_GREENHOUSERESPONSEERROR_PARTNER_INTERVIEW_ID),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner_interview_id: Option<Nullable<String>>,

    /// Never stored or logged.
    #[serde(rename = "candidate_email")]
    #[validate(
            length(max = 254),
            regex(path = *RE_GREENHOUSERESPONSEERROR_CANDIDATE_EMAIL),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_email: Option<Nullable<String>>,
}

lazy_static::lazy_static! {
    static ref RE_GREENHOUSERESPONSEERROR_API_CALL: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_GREENHOUSERESPONSEERROR_PARTNER_TEST_ID: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_GREENHOUSERESPONSEERROR_PARTNER_TEST_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_GREENHOUSERESPONSEERROR_PARTNER_INTERVIEW_ID: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_GREENHOUSERESPONSEERROR_CANDIDATE_EMAIL: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl GreenhouseResponseError {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> GreenhouseResponseError {
        GreenhouseResponseError {
            api_call: None,
            r_errors: None,
            partner_test_id: None,
            partner_test_name: None,
            partner_interview_id: None,
            candidate_email: None,
        }
    }
}

/// Converts the GreenhouseResponseError value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for GreenhouseResponseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            self.api_call.as_ref().map(|api_call| {
                [
                    "api_call".to_string(),
                    api_call.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.r_errors.as_ref().map(|r_errors| {
                [
                    "errors".to_string(),
                    r_errors.as_ref().map_or("null".to_string(), |x| {
                        x.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
                    }),
                ]
                .join(",")
            }),
            self.partner_test_id.as_ref().map(|partner_test_id| {
                [
                    "partner_test_id".to_string(),
                    partner_test_id.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.partner_test_name.as_ref().map(|partner_test_name| {
                [
                    "partner_test_name".to_string(),
                    partner_test_name.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.partner_interview_id.as_ref().map(|partner_interview_id| {
                [
                    "partner_interview_id".to_string(),
                    partner_interview_id
                        .as_ref()
                        .map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.candidate_email.as_ref().map(|candidate_email| {
                [
                    "candidate_email".to_string(),
                    candidate_email.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a GreenhouseResponseError value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for GreenhouseResponseError {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub api_call: Vec<String>,
            pub r_errors: Vec<Vec<String>>,
            pub partner_test_id: Vec<String>,
            pub partner_test_name: Vec<String>,
            pub partner_interview_id: Vec<String>,
            pub candidate_email: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing GreenhouseResponseError".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "api_call" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseResponseError"
                                .to_string(),
                        );
                    }
                    "errors" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in GreenhouseResponseError".to_string(),
                        );
                    }
                    "partner_test_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseResponseError"
                                .to_string(),
                        );
                    }
                    "partner_test_name" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseResponseError"
                                .to_string(),
                        );
                    }
                    "partner_interview_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseResponseError"
                                .to_string(),
                        );
                    }
                    "candidate_email" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseResponseError"
                                .to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing GreenhouseResponseError".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(GreenhouseResponseError {
            api_call: std::result::Result::Err("Nullable types not supported in GreenhouseResponseError".to_string())?,
            r_errors: std::result::Result::Err("Nullable types not supported in GreenhouseResponseError".to_string())?,
            partner_test_id: std::result::Result::Err(
                "Nullable types not supported in GreenhouseResponseError".to_string(),
            )?,
            partner_test_name: std::result::Result::Err(
                "Nullable types not supported in GreenhouseResponseError".to_string(),
            )?,
            partner_interview_id: std::result::Result::Err(
                "Nullable types not supported in GreenhouseResponseError".to_string(),
            )?,
            candidate_email: std::result::Result::Err(
                "Nullable types not supported in GreenhouseResponseError".to_string(),
            )?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<GreenhouseResponseError> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<GreenhouseResponseError>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<GreenhouseResponseError>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for GreenhouseResponseError - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<GreenhouseResponseError> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <GreenhouseResponseError as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into GreenhouseResponseError - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of Greenhouse's `send_test`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GreenhouseSendTest {
    /// The job (a `partner_test_id` of `list_tests`).
    #[serde(rename = "partner_test_id")]
    pub partner_test_id: uuid::Uuid,

    #[serde(rename = "candidate")]
    #[validate(nested)]
    pub candidate: models::GreenhouseCandidate,

    /// Greenhouse's URL of this order: where the completion is reported, and what identifies a retried order. `https` on a Greenhouse host.
    #[serde(rename = "url")]
    #[validate(length(max = 2048), custom(function = "check_xss_string"))]
    pub url: String,
}

impl GreenhouseSendTest {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(partner_test_id: uuid::Uuid, candidate: models::GreenhouseCandidate, url: String) -> GreenhouseSendTest {
        GreenhouseSendTest {
            partner_test_id,
            candidate,
            url,
        }
    }
}

/// Converts the GreenhouseSendTest value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for GreenhouseSendTest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping partner_test_id in query parameter serialization

            // Skipping candidate in query parameter serialization
            Some("url".to_string()),
            Some(self.url.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a GreenhouseSendTest value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for GreenhouseSendTest {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub partner_test_id: Vec<uuid::Uuid>,
            pub candidate: Vec<models::GreenhouseCandidate>,
            pub url: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing GreenhouseSendTest".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "partner_test_id" => intermediate_rep
                        .partner_test_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "candidate" => intermediate_rep.candidate.push(
                        <models::GreenhouseCandidate as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "url" => intermediate_rep
                        .url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err("Unexpected key while parsing GreenhouseSendTest".to_string());
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(GreenhouseSendTest {
            partner_test_id: intermediate_rep
                .partner_test_id
                .into_iter()
                .next()
                .ok_or_else(|| "partner_test_id missing in GreenhouseSendTest".to_string())?,
            candidate: intermediate_rep
                .candidate
                .into_iter()
                .next()
                .ok_or_else(|| "candidate missing in GreenhouseSendTest".to_string())?,
            url: intermediate_rep
                .url
                .into_iter()
                .next()
                .ok_or_else(|| "url missing in GreenhouseSendTest".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<GreenhouseSendTest> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<GreenhouseSendTest>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<GreenhouseSendTest>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for GreenhouseSendTest - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<GreenhouseSendTest> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <GreenhouseSendTest as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into GreenhouseSendTest - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A job, as a Greenhouse test.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GreenhouseTest {
    /// The job's id.
    #[serde(rename = "partner_test_id")]
    #[validate(custom(function = "check_xss_string"))]
    pub partner_test_id: String,

    /// The job's title, the label Greenhouse shows.
    #[serde(rename = "partner_test_name")]
    #[validate(custom(function = "check_xss_string"))]
    pub partner_test_name: String,
}

impl GreenhouseTest {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(partner_test_id: String, partner_test_name: String) -> GreenhouseTest {
        GreenhouseTest {
            partner_test_id,
            partner_test_name,
        }
    }
}

/// Converts the GreenhouseTest value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for GreenhouseTest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("partner_test_id".to_string()),
            Some(self.partner_test_id.to_string()),
            Some("partner_test_name".to_string()),
            Some(self.partner_test_name.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a GreenhouseTest value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for GreenhouseTest {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub partner_test_id: Vec<String>,
            pub partner_test_name: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing GreenhouseTest".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "partner_test_id" => intermediate_rep
                        .partner_test_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "partner_test_name" => intermediate_rep
                        .partner_test_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing GreenhouseTest".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(GreenhouseTest {
            partner_test_id: intermediate_rep
                .partner_test_id
                .into_iter()
                .next()
                .ok_or_else(|| "partner_test_id missing in GreenhouseTest".to_string())?,
            partner_test_name: intermediate_rep
                .partner_test_name
                .into_iter()
                .next()
                .ok_or_else(|| "partner_test_name missing in GreenhouseTest".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<GreenhouseTest> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<GreenhouseTest>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<GreenhouseTest>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for GreenhouseTest - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<GreenhouseTest> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <GreenhouseTest as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into GreenhouseTest - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Answer of `send_test`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GreenhouseTestOrdered {
    /// The interview's id.
    #[serde(rename = "partner_interview_id")]
    #[validate(custom(function = "check_xss_string"))]
    pub partner_interview_id: String,
}

impl GreenhouseTestOrdered {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(partner_interview_id: String) -> GreenhouseTestOrdered {
        GreenhouseTestOrdered { partner_interview_id }
    }
}

/// Converts the GreenhouseTestOrdered value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for GreenhouseTestOrdered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("partner_interview_id".to_string()),
            Some(self.partner_interview_id.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a GreenhouseTestOrdered value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for GreenhouseTestOrdered {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub partner_interview_id: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing GreenhouseTestOrdered".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "partner_interview_id" => intermediate_rep
                        .partner_interview_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing GreenhouseTestOrdered".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(GreenhouseTestOrdered {
            partner_interview_id: intermediate_rep
                .partner_interview_id
                .into_iter()
                .next()
                .ok_or_else(|| "partner_interview_id missing in GreenhouseTestOrdered".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<GreenhouseTestOrdered> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<GreenhouseTestOrdered>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<GreenhouseTestOrdered>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for GreenhouseTestOrdered - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<GreenhouseTestOrdered> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <GreenhouseTestOrdered as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into GreenhouseTestOrdered - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Answer of `test_status`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct GreenhouseTestStatus {
    /// The interview's state, as the operation describes.
    /// Note: inline enums are not fully supported by openapi-generator
    #[serde(rename = "partner_status")]
    #[validate(custom(function = "check_xss_string"))]
    pub partner_status: String,

    /// The report page, once `complete`.
    #[serde(rename = "partner_profile_url")]
    pub partner_profile_url: Nullable<String>,

    /// The overall score, once evaluated.
    #[serde(rename = "partner_score")]
    #[validate(range(min = 0u32, max = 100u32))]
    pub partner_score: Nullable<u32>,

    /// Flat values shown in Greenhouse with the result.
    #[serde(rename = "metadata")]
    #[validate(length(max = 5), custom(function = "check_xss_map"))]
    pub metadata: std::collections::HashMap<String, crate::types::Object>,
}

impl GreenhouseTestStatus {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        partner_status: String,
        partner_profile_url: Nullable<String>,
        partner_score: Nullable<u32>,
        metadata: std::collections::HashMap<String, crate::types::Object>,
    ) -> GreenhouseTestStatus {
        GreenhouseTestStatus {
            partner_status,
            partner_profile_url,
            partner_score,
            metadata,
        }
    }
}

/// Converts the GreenhouseTestStatus value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for GreenhouseTestStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("partner_status".to_string()),
            Some(self.partner_status.to_string()),
            Some("partner_profile_url".to_string()),
            Some(
                self.partner_profile_url
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("partner_score".to_string()),
            Some(
                self.partner_score
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            // Skipping metadata in query parameter serialization
            // Skipping metadata in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a GreenhouseTestStatus value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for GreenhouseTestStatus {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub partner_status: Vec<String>,
            pub partner_profile_url: Vec<String>,
            pub partner_score: Vec<u32>,
            pub metadata: Vec<std::collections::HashMap<String, crate::types::Object>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing GreenhouseTestStatus".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "partner_status" => intermediate_rep
                        .partner_status
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "partner_profile_url" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseTestStatus"
                                .to_string(),
                        );
                    }
                    "partner_score" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in GreenhouseTestStatus"
                                .to_string(),
                        );
                    }
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in GreenhouseTestStatus".to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing GreenhouseTestStatus".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(GreenhouseTestStatus {
            partner_status: intermediate_rep
                .partner_status
                .into_iter()
                .next()
                .ok_or_else(|| "partner_status missing in GreenhouseTestStatus".to_string())?,
            partner_profile_url: std::result::Result::Err(
                "Nullable types not supported in GreenhouseTestStatus".to_string(),
            )?,
            partner_score: std::result::Result::Err(
                "Nullable types not supported in GreenhouseTestStatus".to_string(),
            )?,
            metadata: intermediate_rep
                .metadata
                .into_iter()
                .next()
                .ok_or_else(|| "metadata missing in GreenhouseTestStatus".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<GreenhouseTestStatus> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<GreenhouseTestStatus>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<GreenhouseTestStatus>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for GreenhouseTestStatus - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<GreenhouseTestStatus> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <GreenhouseTestStatus as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into GreenhouseTestStatus - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Value of the `Idempotent-Replayed` response header: only `true`.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum IdempotentReplayedValue {
    #[serde(rename = "true")]
    True,
}

impl validator::Validate for IdempotentReplayedValue {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for IdempotentReplayedValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            IdempotentReplayedValue::True => write!(f, "true"),
        }
    }
}

impl std::str::FromStr for IdempotentReplayedValue {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "true" => std::result::Result::Ok(IdempotentReplayedValue::True),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// An interview and its results. `status` is an `InterviewStatus`; `job` a `JobRef`; `voice_id` a `VoiceId`. `responses` holds one entry per answered question, in question order.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Interview {
    /// Interview identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::InterviewStatus,

    #[serde(rename = "job")]
    #[validate(nested)]
    pub job: models::JobRef,

    /// Candidate's name from the invitation; `[erased]` once the interview is erased.
    #[serde(rename = "candidate_name")]
    #[validate(length(min = 1, max = 200), custom(function = "check_xss_string"))]
    pub candidate_name: String,

    /// The stored candidate this interview was for, when invited by `candidate_id` (`null` when invited by name, or once that candidate was deleted: the interview keeps its own copy of the name and CV).
    #[serde(rename = "candidate_id")]
    pub candidate_id: Nullable<uuid::Uuid>,

    /// Language of the interview, as given on the invitation (default `en`).
    #[serde(rename = "locale_id")]
    #[validate(
            regex(path = *RE_INTERVIEW_LOCALE_ID),
          custom(function = "check_xss_string"),
    )]
    pub locale_id: String,

    #[serde(rename = "voice_id")]
    #[validate(nested)]
    pub voice_id: models::VoiceId,

    /// Credits reserved at invitation time.
    #[serde(rename = "estimated_credits")]
    pub estimated_credits: i64,

    /// Sum of the questions' time limits.
    #[serde(rename = "estimated_duration_seconds")]
    pub estimated_duration_seconds: i64,

    /// Credits charged: min(estimated_credits, ceil(duration_seconds / 60)), at least 1. `null` unless the interview is `completed` or `abandoned` (expired and cancelled interviews are charged nothing).
    #[serde(rename = "charged_credits")]
    pub charged_credits: Nullable<i64>,

    /// Actual length in whole seconds (rounded down): for `completed`, from `started_at` to `completed_at`; for `abandoned`, from `started_at` to the last recorded answer's `recorded_at` (0 when none was recorded). `null` unless `completed` or `abandoned`.
    #[serde(rename = "duration_seconds")]
    pub duration_seconds: Nullable<i64>,

    /// The candidate's link. `null` in webhook payloads and the event log (`/events`): those copies are kept for days and must not hold a working link; read it here with an API key. `null` once the interview is erased: its link is dead (410 on every session endpoint).
    #[serde(rename = "interview_url")]
    pub interview_url: Nullable<String>,

    /// When the invitation was created.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// When the link expires (if not started by then).
    #[serde(rename = "expires_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub expires_at: String,

    /// When the candidate started; `null` before.
    #[serde(rename = "started_at")]
    pub started_at: Nullable<String>,

    /// When the candidate completed; `null` unless `completed`.
    #[serde(rename = "completed_at")]
    pub completed_at: Nullable<String>,

    /// When the interview was cancelled; `null` unless `cancelled`.
    #[serde(rename = "cancelled_at")]
    pub cancelled_at: Nullable<String>,

    #[serde(rename = "consent")]
    pub consent: Nullable<models::Consent>,

    /// When the interview's personal data was erased (`POST /erasures` or the retention period); `null` before. An erased interview's `candidate_name` is `[erased]`, its `candidate_id` and `consent` are `null` and it has no responses.
    #[serde(rename = "erased_at")]
    pub erased_at: Nullable<String>,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    pub metadata: std::collections::HashMap<String, String>,

    #[serde(rename = "evaluation")]
    pub evaluation: Nullable<models::Evaluation>,

    /// The interview's report page: a web page on this API's host (outside `/api/v1`) that a person reads without a key and prints as a clean PDF: the candidate's name, the job, status and timeline, consent, the evaluation with a score bar per question, and each question with the answer. Anyone with the link can read it: share it like a password. It is valid for the account's `report_link_days` (see `/settings`) from when it was issued (with the invitation); `POST /interviews/{id}/report-link` issues a new one and the old one stops working at once. `null` once it expired, once the interview is erased (the old link then answers 410), and in webhook payloads and the event log.
    #[serde(rename = "report_url")]
    pub report_url: Nullable<String>,

    /// How often the report page was opened, through any of its links.
    #[serde(rename = "report_views")]
    #[validate(range(min = 0u64))]
    pub report_views: u64,

    /// When the report page was last opened; `null` if never.
    #[serde(rename = "report_last_viewed_at")]
    pub report_last_viewed_at: Nullable<String>,

    /// Recorded answers, in question order.
    #[serde(rename = "responses")]
    #[validate(length(max = 150), nested)]
    pub responses: Vec<models::InterviewResponse>,

    /// The candidate's e-mail address given with the invitation; `null` when none was, and once the interview is erased.
    #[serde(rename = "candidate_email")]
    #[validate(length(max = 254))]
    pub candidate_email: Nullable<String>,

    #[serde(rename = "email")]
    pub email: Nullable<models::InvitationEmail>,
}

lazy_static::lazy_static! {
    static ref RE_INTERVIEW_LOCALE_ID: regex::Regex = regex::Regex::new("^[a-z]{2}(-[A-Z]{2})?$").unwrap();
}

impl Interview {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        status: models::InterviewStatus,
        job: models::JobRef,
        candidate_name: String,
        candidate_id: Nullable<uuid::Uuid>,
        locale_id: String,
        voice_id: models::VoiceId,
        estimated_credits: i64,
        estimated_duration_seconds: i64,
        charged_credits: Nullable<i64>,
        duration_seconds: Nullable<i64>,
        interview_url: Nullable<String>,
        created_at: String,
        expires_at: String,
        started_at: Nullable<String>,
        completed_at: Nullable<String>,
        cancelled_at: Nullable<String>,
        consent: Nullable<models::Consent>,
        erased_at: Nullable<String>,
        metadata: std::collections::HashMap<String, String>,
        evaluation: Nullable<models::Evaluation>,
        report_url: Nullable<String>,
        report_views: u64,
        report_last_viewed_at: Nullable<String>,
        responses: Vec<models::InterviewResponse>,
        candidate_email: Nullable<String>,
        email: Nullable<models::InvitationEmail>,
    ) -> Interview {
        Interview {
            id,
            status,
            job,
            candidate_name,
            candidate_id,
            locale_id,
            voice_id,
            estimated_credits,
            estimated_duration_seconds,
            charged_credits,
            duration_seconds,
            interview_url,
            created_at,
            expires_at,
            started_at,
            completed_at,
            cancelled_at,
            consent,
            erased_at,
            metadata,
            evaluation,
            report_url,
            report_views,
            report_last_viewed_at,
            responses,
            candidate_email,
            email,
        }
    }
}

/// Converts the Interview value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Interview {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization

            // Skipping status in query parameter serialization

            // Skipping job in query parameter serialization
            Some("candidate_name".to_string()),
            Some(self.candidate_name.to_string()),
            // Skipping candidate_id in query parameter serialization
            Some("locale_id".to_string()),
            Some(self.locale_id.to_string()),
            // Skipping voice_id in query parameter serialization
            Some("estimated_credits".to_string()),
            Some(self.estimated_credits.to_string()),
            Some("estimated_duration_seconds".to_string()),
            Some(self.estimated_duration_seconds.to_string()),
            Some("charged_credits".to_string()),
            Some(
                self.charged_credits
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("duration_seconds".to_string()),
            Some(
                self.duration_seconds
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("interview_url".to_string()),
            Some(
                self.interview_url
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            Some("expires_at".to_string()),
            Some(self.expires_at.to_string()),
            Some("started_at".to_string()),
            Some(self.started_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("completed_at".to_string()),
            Some(self.completed_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("cancelled_at".to_string()),
            Some(self.cancelled_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping consent in query parameter serialization
            Some("erased_at".to_string()),
            Some(self.erased_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping metadata in query parameter serialization

            // Skipping evaluation in query parameter serialization
            Some("report_url".to_string()),
            Some(self.report_url.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("report_views".to_string()),
            Some(self.report_views.to_string()),
            Some("report_last_viewed_at".to_string()),
            Some(
                self.report_last_viewed_at
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            // Skipping responses in query parameter serialization
            Some("candidate_email".to_string()),
            Some(
                self.candidate_email
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            // Skipping email in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Interview value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Interview {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub status: Vec<models::InterviewStatus>,
            pub job: Vec<models::JobRef>,
            pub candidate_name: Vec<String>,
            pub candidate_id: Vec<uuid::Uuid>,
            pub locale_id: Vec<String>,
            pub voice_id: Vec<models::VoiceId>,
            pub estimated_credits: Vec<i64>,
            pub estimated_duration_seconds: Vec<i64>,
            pub charged_credits: Vec<i64>,
            pub duration_seconds: Vec<i64>,
            pub interview_url: Vec<String>,
            pub created_at: Vec<String>,
            pub expires_at: Vec<String>,
            pub started_at: Vec<String>,
            pub completed_at: Vec<String>,
            pub cancelled_at: Vec<String>,
            pub consent: Vec<models::Consent>,
            pub erased_at: Vec<String>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
            pub evaluation: Vec<models::Evaluation>,
            pub report_url: Vec<String>,
            pub report_views: Vec<u64>,
            pub report_last_viewed_at: Vec<String>,
            pub responses: Vec<Vec<models::InterviewResponse>>,
            pub candidate_email: Vec<String>,
            pub email: Vec<models::InvitationEmail>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Interview".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::InterviewStatus as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "job" => intermediate_rep
                        .job
                        .push(<models::JobRef as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "candidate_name" => intermediate_rep
                        .candidate_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "candidate_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "locale_id" => intermediate_rep
                        .locale_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "voice_id" => intermediate_rep
                        .voice_id
                        .push(<models::VoiceId as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "estimated_credits" => intermediate_rep
                        .estimated_credits
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "estimated_duration_seconds" => intermediate_rep
                        .estimated_duration_seconds
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "charged_credits" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "duration_seconds" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "interview_url" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "expires_at" => intermediate_rep
                        .expires_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "started_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "completed_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "cancelled_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "consent" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "erased_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Interview".to_string(),
                        );
                    }
                    "evaluation" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "report_url" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "report_views" => intermediate_rep
                        .report_views
                        .push(<u64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "report_last_viewed_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "responses" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Interview".to_string(),
                        );
                    }
                    "candidate_email" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    "email" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Interview".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing Interview".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Interview {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in Interview".to_string())?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in Interview".to_string())?,
            job: intermediate_rep
                .job
                .into_iter()
                .next()
                .ok_or_else(|| "job missing in Interview".to_string())?,
            candidate_name: intermediate_rep
                .candidate_name
                .into_iter()
                .next()
                .ok_or_else(|| "candidate_name missing in Interview".to_string())?,
            candidate_id: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            locale_id: intermediate_rep
                .locale_id
                .into_iter()
                .next()
                .ok_or_else(|| "locale_id missing in Interview".to_string())?,
            voice_id: intermediate_rep
                .voice_id
                .into_iter()
                .next()
                .ok_or_else(|| "voice_id missing in Interview".to_string())?,
            estimated_credits: intermediate_rep
                .estimated_credits
                .into_iter()
                .next()
                .ok_or_else(|| "estimated_credits missing in Interview".to_string())?,
            estimated_duration_seconds: intermediate_rep
                .estimated_duration_seconds
                .into_iter()
                .next()
                .ok_or_else(|| "estimated_duration_seconds missing in Interview".to_string())?,
            charged_credits: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            duration_seconds: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            interview_url: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in Interview".to_string())?,
            expires_at: intermediate_rep
                .expires_at
                .into_iter()
                .next()
                .ok_or_else(|| "expires_at missing in Interview".to_string())?,
            started_at: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            completed_at: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            cancelled_at: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            consent: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            erased_at: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            metadata: intermediate_rep
                .metadata
                .into_iter()
                .next()
                .ok_or_else(|| "metadata missing in Interview".to_string())?,
            evaluation: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            report_url: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            report_views: intermediate_rep
                .report_views
                .into_iter()
                .next()
                .ok_or_else(|| "report_views missing in Interview".to_string())?,
            report_last_viewed_at: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            responses: intermediate_rep
                .responses
                .into_iter()
                .next()
                .ok_or_else(|| "responses missing in Interview".to_string())?,
            candidate_email: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
            email: std::result::Result::Err("Nullable types not supported in Interview".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Interview> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Interview>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Interview>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Interview - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Interview> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Interview as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Interview - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A single interview.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::Interview,
}

impl InterviewEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::Interview) -> InterviewEnvelope {
        InterviewEnvelope { data }
    }
}

/// Converts the InterviewEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::Interview>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::Interview as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing InterviewEnvelope".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in InterviewEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Which interview was erased, by which erasure.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewErasure {
    /// The interview.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// The erasure (`POST /erasures`); `null` when the account's retention period redacted it.
    #[serde(rename = "erasure_id")]
    pub erasure_id: Nullable<uuid::Uuid>,
}

impl InterviewErasure {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(id: uuid::Uuid, erasure_id: Nullable<uuid::Uuid>) -> InterviewErasure {
        InterviewErasure { id, erasure_id }
    }
}

/// Converts the InterviewErasure value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewErasure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization

            // Skipping erasure_id in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewErasure value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewErasure {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub erasure_id: Vec<uuid::Uuid>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewErasure".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "erasure_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewErasure".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing InterviewErasure".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewErasure {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in InterviewErasure".to_string())?,
            erasure_id: std::result::Result::Err("Nullable types not supported in InterviewErasure".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewErasure> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewErasure>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewErasure>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewErasure - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewErasure> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewErasure as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewErasure - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /interviews/{id}/extend`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewExtend {
    /// The link expires this many days from now, 1-90.
    #[serde(rename = "expires_in_days")]
    #[validate(range(min = 1u32, max = 90u32))]
    pub expires_in_days: u32,
}

impl InterviewExtend {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(expires_in_days: u32) -> InterviewExtend {
        InterviewExtend { expires_in_days }
    }
}

/// Converts the InterviewExtend value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewExtend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("expires_in_days".to_string()),
            Some(self.expires_in_days.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewExtend value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewExtend {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub expires_in_days: Vec<u32>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewExtend".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "expires_in_days" => intermediate_rep
                        .expires_in_days
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing InterviewExtend".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewExtend {
            expires_in_days: intermediate_rep
                .expires_in_days
                .into_iter()
                .next()
                .ok_or_else(|| "expires_in_days missing in InterviewExtend".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewExtend> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewExtend>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewExtend>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewExtend - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewExtend> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewExtend as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewExtend - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of interviews, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewList {
    /// The interviews of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::Interview>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl InterviewList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::Interview>, pagination: models::CursorPagination) -> InterviewList {
        InterviewList { data, pagination }
    }
}

/// Converts the InterviewList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::Interview>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InterviewList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing InterviewList".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in InterviewList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in InterviewList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A question of one interview, fixed when the invitation was created. `question_type` is a `QuestionType`; `source` a `QuestionSource`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewQuestion {
    /// Identifier of this interview question; the `question_id` of responses.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// 0-based position in the interview.
    #[serde(rename = "position")]
    pub position: i64,

    /// The question to ask.
    #[serde(rename = "question_text")]
    #[validate(length(min = 1, max = 2000), custom(function = "check_xss_string"))]
    pub question_text: String,

    #[serde(rename = "question_type")]
    #[validate(nested)]
    pub question_type: models::QuestionType,

    /// Time to answer, in seconds.
    #[serde(rename = "time_limit_seconds")]
    #[validate(range(min = 10u32, max = 3600u32))]
    pub time_limit_seconds: u32,

    #[serde(rename = "source")]
    #[validate(nested)]
    pub source: models::QuestionSource,

    /// The job question it came from; `null` for custom questions.
    #[serde(rename = "job_question_id")]
    pub job_question_id: Nullable<uuid::Uuid>,
}

impl InterviewQuestion {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        position: i64,
        question_text: String,
        question_type: models::QuestionType,
        time_limit_seconds: u32,
        source: models::QuestionSource,
        job_question_id: Nullable<uuid::Uuid>,
    ) -> InterviewQuestion {
        InterviewQuestion {
            id,
            position,
            question_text,
            question_type,
            time_limit_seconds,
            source,
            job_question_id,
        }
    }
}

/// Converts the InterviewQuestion value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewQuestion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("position".to_string()),
            Some(self.position.to_string()),
            Some("question_text".to_string()),
            Some(self.question_text.to_string()),
            // Skipping question_type in query parameter serialization
            Some("time_limit_seconds".to_string()),
            Some(self.time_limit_seconds.to_string()),
            // Skipping source in query parameter serialization

            // Skipping job_question_id in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewQuestion value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewQuestion {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub position: Vec<i64>,
            pub question_text: Vec<String>,
            pub question_type: Vec<models::QuestionType>,
            pub time_limit_seconds: Vec<u32>,
            pub source: Vec<models::QuestionSource>,
            pub job_question_id: Vec<uuid::Uuid>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewQuestion".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "position" => intermediate_rep
                        .position
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "question_text" => intermediate_rep
                        .question_text
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "question_type" => intermediate_rep
                        .question_type
                        .push(<models::QuestionType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "time_limit_seconds" => intermediate_rep
                        .time_limit_seconds
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "source" => intermediate_rep
                        .source
                        .push(<models::QuestionSource as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "job_question_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewQuestion".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing InterviewQuestion".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewQuestion {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in InterviewQuestion".to_string())?,
            position: intermediate_rep
                .position
                .into_iter()
                .next()
                .ok_or_else(|| "position missing in InterviewQuestion".to_string())?,
            question_text: intermediate_rep
                .question_text
                .into_iter()
                .next()
                .ok_or_else(|| "question_text missing in InterviewQuestion".to_string())?,
            question_type: intermediate_rep
                .question_type
                .into_iter()
                .next()
                .ok_or_else(|| "question_type missing in InterviewQuestion".to_string())?,
            time_limit_seconds: intermediate_rep
                .time_limit_seconds
                .into_iter()
                .next()
                .ok_or_else(|| "time_limit_seconds missing in InterviewQuestion".to_string())?,
            source: intermediate_rep
                .source
                .into_iter()
                .next()
                .ok_or_else(|| "source missing in InterviewQuestion".to_string())?,
            job_question_id: std::result::Result::Err("Nullable types not supported in InterviewQuestion".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewQuestion> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewQuestion>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewQuestion>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewQuestion - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewQuestion> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewQuestion as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewQuestion - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The interview's questions in order (`position` 0, 1, ...).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewQuestionList {
    /// The questions.
    #[serde(rename = "data")]
    #[validate(length(max = 150), nested)]
    pub data: Vec<models::InterviewQuestion>,
}

impl InterviewQuestionList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::InterviewQuestion>) -> InterviewQuestionList {
        InterviewQuestionList { data }
    }
}

/// Converts the InterviewQuestionList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewQuestionList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewQuestionList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewQuestionList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::InterviewQuestion>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing InterviewQuestionList".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InterviewQuestionList".to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing InterviewQuestionList".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewQuestionList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in InterviewQuestionList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewQuestionList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewQuestionList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewQuestionList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewQuestionList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewQuestionList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewQuestionList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewQuestionList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An interview with everything stored about it: the `Interview`, its questions as asked and the CV snapshot sent with the invitation (`null` when none, or once erased).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewRecord {
    /// Interview identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::InterviewStatus,

    #[serde(rename = "job")]
    #[validate(nested)]
    pub job: models::JobRef,

    /// Candidate's name from the invitation; `[erased]` once the interview is erased.
    #[serde(rename = "candidate_name")]
    #[validate(length(min = 1, max = 200), custom(function = "check_xss_string"))]
    pub candidate_name: String,

    /// The stored candidate this interview was for, when invited by `candidate_id` (`null` when invited by name, or once that candidate was deleted: the interview keeps its own copy of the name and CV).
    #[serde(rename = "candidate_id")]
    pub candidate_id: Nullable<uuid::Uuid>,

    /// Language of the interview, as given on the invitation (default `en`).
    #[serde(rename = "locale_id")]
    #[validate(
            regex(path = *RE_INTERVIEWRECORD_LOCALE_ID),
          custom(function = "check_xss_string"),
    )]
    pub locale_id: String,

    #[serde(rename = "voice_id")]
    #[validate(nested)]
    pub voice_id: models::VoiceId,

    /// Credits reserved at invitation time.
    #[serde(rename = "estimated_credits")]
    pub estimated_credits: i64,

    /// Sum of the questions' time limits.
    #[serde(rename = "estimated_duration_seconds")]
    pub estimated_duration_seconds: i64,

    /// Credits charged: min(estimated_credits, ceil(duration_seconds / 60)), at least 1. `null` unless the interview is `completed` or `abandoned` (expired and cancelled interviews are charged nothing).
    #[serde(rename = "charged_credits")]
    pub charged_credits: Nullable<i64>,

    /// Actual length in whole seconds (rounded down): for `completed`, from `started_at` to `completed_at`; for `abandoned`, from `started_at` to the last recorded answer's `recorded_at` (0 when none was recorded). `null` unless `completed` or `abandoned`.
    #[serde(rename = "duration_seconds")]
    pub duration_seconds: Nullable<i64>,

    /// The candidate's link. `null` in webhook payloads and the event log (`/events`): those copies are kept for days and must not hold a working link; read it here with an API key. `null` once the interview is erased: its link is dead (410 on every session endpoint).
    #[serde(rename = "interview_url")]
    pub interview_url: Nullable<String>,

    /// When the invitation was created.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// When the link expires (if not started by then).
    #[serde(rename = "expires_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub expires_at: String,

    /// When the candidate started; `null` before.
    #[serde(rename = "started_at")]
    pub started_at: Nullable<String>,

    /// When the candidate completed; `null` unless `completed`.
    #[serde(rename = "completed_at")]
    pub completed_at: Nullable<String>,

    /// When the interview was cancelled; `null` unless `cancelled`.
    #[serde(rename = "cancelled_at")]
    pub cancelled_at: Nullable<String>,

    #[serde(rename = "consent")]
    pub consent: Nullable<models::Consent>,

    /// When the interview's personal data was erased (`POST /erasures` or the retention period); `null` before. An erased interview's `candidate_name` is `[erased]`, its `candidate_id` and `consent` are `null` and it has no responses.
    #[serde(rename = "erased_at")]
    pub erased_at: Nullable<String>,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    pub metadata: std::collections::HashMap<String, String>,

    #[serde(rename = "evaluation")]
    pub evaluation: Nullable<models::Evaluation>,

    /// The interview's report page: a web page on this API's host (outside `/api/v1`) that a person reads without a key and prints as a clean PDF: the candidate's name, the job, status and timeline, consent, the evaluation with a score bar per question, and each question with the answer. Anyone with the link can read it: share it like a password. It is valid for the account's `report_link_days` (see `/settings`) from when it was issued (with the invitation); `POST /interviews/{id}/report-link` issues a new one and the old one stops working at once. `null` once it expired, once the interview is erased (the old link then answers 410), and in webhook payloads and the event log.
    #[serde(rename = "report_url")]
    pub report_url: Nullable<String>,

    /// How often the report page was opened, through any of its links.
    #[serde(rename = "report_views")]
    #[validate(range(min = 0u64))]
    pub report_views: u64,

    /// When the report page was last opened; `null` if never.
    #[serde(rename = "report_last_viewed_at")]
    pub report_last_viewed_at: Nullable<String>,

    /// Recorded answers, in question order.
    #[serde(rename = "responses")]
    #[validate(length(max = 150), nested)]
    pub responses: Vec<models::InterviewResponse>,

    /// The candidate's e-mail address given with the invitation; `null` when none was, and once the interview is erased.
    #[serde(rename = "candidate_email")]
    #[validate(length(max = 254))]
    pub candidate_email: Nullable<String>,

    #[serde(rename = "email")]
    pub email: Nullable<models::InvitationEmail>,

    /// The interview's questions, in order.
    #[serde(rename = "questions")]
    #[validate(length(max = 150), nested)]
    pub questions: Vec<models::InterviewQuestion>,

    #[serde(rename = "candidate_cv")]
    pub candidate_cv: Nullable<models::CvInput>,
}

lazy_static::lazy_static! {
    static ref RE_INTERVIEWRECORD_LOCALE_ID: regex::Regex = regex::Regex::new("^[a-z]{2}(-[A-Z]{2})?$").unwrap();
}

impl InterviewRecord {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        status: models::InterviewStatus,
        job: models::JobRef,
        candidate_name: String,
        candidate_id: Nullable<uuid::Uuid>,
        locale_id: String,
        voice_id: models::VoiceId,
        estimated_credits: i64,
        estimated_duration_seconds: i64,
        charged_credits: Nullable<i64>,
        duration_seconds: Nullable<i64>,
        interview_url: Nullable<String>,
        created_at: String,
        expires_at: String,
        started_at: Nullable<String>,
        completed_at: Nullable<String>,
        cancelled_at: Nullable<String>,
        consent: Nullable<models::Consent>,
        erased_at: Nullable<String>,
        metadata: std::collections::HashMap<String, String>,
        evaluation: Nullable<models::Evaluation>,
        report_url: Nullable<String>,
        report_views: u64,
        report_last_viewed_at: Nullable<String>,
        responses: Vec<models::InterviewResponse>,
        candidate_email: Nullable<String>,
        email: Nullable<models::InvitationEmail>,
        questions: Vec<models::InterviewQuestion>,
        candidate_cv: Nullable<models::CvInput>,
    ) -> InterviewRecord {
        InterviewRecord {
            id,
            status,
            job,
            candidate_name,
            candidate_id,
            locale_id,
            voice_id,
            estimated_credits,
            estimated_duration_seconds,
            charged_credits,
            duration_seconds,
            interview_url,
            created_at,
            expires_at,
            started_at,
            completed_at,
            cancelled_at,
            consent,
            erased_at,
            metadata,
            evaluation,
            report_url,
            report_views,
            report_last_viewed_at,
            responses,
            candidate_email,
            email,
            questions,
            candidate_cv,
        }
    }
}

/// Converts the InterviewRecord value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization

            // Skipping status in query parameter serialization

            // Skipping job in query parameter serialization
            Some("candidate_name".to_string()),
            Some(self.candidate_name.to_string()),
            // Skipping candidate_id in query parameter serialization
            Some("locale_id".to_string()),
            Some(self.locale_id.to_string()),
            // Skipping voice_id in query parameter serialization
            Some("estimated_credits".to_string()),
            Some(self.estimated_credits.to_string()),
            Some("estimated_duration_seconds".to_string()),
            Some(self.estimated_duration_seconds.to_string()),
            Some("charged_credits".to_string()),
            Some(
                self.charged_credits
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("duration_seconds".to_string()),
            Some(
                self.duration_seconds
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("interview_url".to_string()),
            Some(
                self.interview_url
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            Some("expires_at".to_string()),
            Some(self.expires_at.to_string()),
            Some("started_at".to_string()),
            Some(self.started_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("completed_at".to_string()),
            Some(self.completed_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("cancelled_at".to_string()),
            Some(self.cancelled_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping consent in query parameter serialization
            Some("erased_at".to_string()),
            Some(self.erased_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping metadata in query parameter serialization

            // Skipping evaluation in query parameter serialization
            Some("report_url".to_string()),
            Some(self.report_url.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("report_views".to_string()),
            Some(self.report_views.to_string()),
            Some("report_last_viewed_at".to_string()),
            Some(
                self.report_last_viewed_at
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            // Skipping responses in query parameter serialization
            Some("candidate_email".to_string()),
            Some(
                self.candidate_email
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            // Skipping email in query parameter serialization

            // Skipping questions in query parameter serialization

            // Skipping candidate_cv in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewRecord value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewRecord {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub status: Vec<models::InterviewStatus>,
            pub job: Vec<models::JobRef>,
            pub candidate_name: Vec<String>,
            pub candidate_id: Vec<uuid::Uuid>,
            pub locale_id: Vec<String>,
            pub voice_id: Vec<models::VoiceId>,
            pub estimated_credits: Vec<i64>,
            pub estimated_duration_seconds: Vec<i64>,
            pub charged_credits: Vec<i64>,
            pub duration_seconds: Vec<i64>,
            pub interview_url: Vec<String>,
            pub created_at: Vec<String>,
            pub expires_at: Vec<String>,
            pub started_at: Vec<String>,
            pub completed_at: Vec<String>,
            pub cancelled_at: Vec<String>,
            pub consent: Vec<models::Consent>,
            pub erased_at: Vec<String>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
            pub evaluation: Vec<models::Evaluation>,
            pub report_url: Vec<String>,
            pub report_views: Vec<u64>,
            pub report_last_viewed_at: Vec<String>,
            pub responses: Vec<Vec<models::InterviewResponse>>,
            pub candidate_email: Vec<String>,
            pub email: Vec<models::InvitationEmail>,
            pub questions: Vec<Vec<models::InterviewQuestion>>,
            pub candidate_cv: Vec<models::CvInput>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewRecord".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::InterviewStatus as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "job" => intermediate_rep
                        .job
                        .push(<models::JobRef as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "candidate_name" => intermediate_rep
                        .candidate_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "candidate_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "locale_id" => intermediate_rep
                        .locale_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "voice_id" => intermediate_rep
                        .voice_id
                        .push(<models::VoiceId as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "estimated_credits" => intermediate_rep
                        .estimated_credits
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "estimated_duration_seconds" => intermediate_rep
                        .estimated_duration_seconds
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "charged_credits" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "duration_seconds" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "interview_url" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "expires_at" => intermediate_rep
                        .expires_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "started_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "completed_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "cancelled_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "consent" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "erased_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "evaluation" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "report_url" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "report_views" => intermediate_rep
                        .report_views
                        .push(<u64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "report_last_viewed_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "responses" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "candidate_email" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "email" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    "candidate_cv" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InterviewRecord".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing InterviewRecord".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewRecord {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in InterviewRecord".to_string())?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in InterviewRecord".to_string())?,
            job: intermediate_rep
                .job
                .into_iter()
                .next()
                .ok_or_else(|| "job missing in InterviewRecord".to_string())?,
            candidate_name: intermediate_rep
                .candidate_name
                .into_iter()
                .next()
                .ok_or_else(|| "candidate_name missing in InterviewRecord".to_string())?,
            candidate_id: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            locale_id: intermediate_rep
                .locale_id
                .into_iter()
                .next()
                .ok_or_else(|| "locale_id missing in InterviewRecord".to_string())?,
            voice_id: intermediate_rep
                .voice_id
                .into_iter()
                .next()
                .ok_or_else(|| "voice_id missing in InterviewRecord".to_string())?,
            estimated_credits: intermediate_rep
                .estimated_credits
                .into_iter()
                .next()
                .ok_or_else(|| "estimated_credits missing in InterviewRecord".to_string())?,
            estimated_duration_seconds: intermediate_rep
                .estimated_duration_seconds
                .into_iter()
                .next()
                .ok_or_else(|| "estimated_duration_seconds missing in InterviewRecord".to_string())?,
            charged_credits: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            duration_seconds: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            interview_url: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in InterviewRecord".to_string())?,
            expires_at: intermediate_rep
                .expires_at
                .into_iter()
                .next()
                .ok_or_else(|| "expires_at missing in InterviewRecord".to_string())?,
            started_at: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            completed_at: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            cancelled_at: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            consent: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            erased_at: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            metadata: intermediate_rep
                .metadata
                .into_iter()
                .next()
                .ok_or_else(|| "metadata missing in InterviewRecord".to_string())?,
            evaluation: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            report_url: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            report_views: intermediate_rep
                .report_views
                .into_iter()
                .next()
                .ok_or_else(|| "report_views missing in InterviewRecord".to_string())?,
            report_last_viewed_at: std::result::Result::Err(
                "Nullable types not supported in InterviewRecord".to_string(),
            )?,
            responses: intermediate_rep
                .responses
                .into_iter()
                .next()
                .ok_or_else(|| "responses missing in InterviewRecord".to_string())?,
            candidate_email: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            email: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
            questions: intermediate_rep
                .questions
                .into_iter()
                .next()
                .ok_or_else(|| "questions missing in InterviewRecord".to_string())?,
            candidate_cv: std::result::Result::Err("Nullable types not supported in InterviewRecord".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewRecord> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewRecord>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewRecord>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewRecord - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewRecord> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewRecord as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewRecord - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The candidate's answer to one question.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewResponse {
    /// The `InterviewQuestion` answered.
    #[serde(rename = "question_id")]
    pub question_id: uuid::Uuid,

    /// Transcript of the answer.
    #[serde(rename = "transcript")]
    #[validate(length(max = 100000), custom(function = "check_xss_string"))]
    pub transcript: String,

    /// Length of the answer in seconds.
    #[serde(rename = "duration_seconds")]
    pub duration_seconds: i64,

    /// When the answer was (last) recorded.
    #[serde(rename = "recorded_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub recorded_at: String,
}

impl InterviewResponse {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        question_id: uuid::Uuid,
        transcript: String,
        duration_seconds: i64,
        recorded_at: String,
    ) -> InterviewResponse {
        InterviewResponse {
            question_id,
            transcript,
            duration_seconds,
            recorded_at,
        }
    }
}

/// Converts the InterviewResponse value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewResponse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping question_id in query parameter serialization
            Some("transcript".to_string()),
            Some(self.transcript.to_string()),
            Some("duration_seconds".to_string()),
            Some(self.duration_seconds.to_string()),
            Some("recorded_at".to_string()),
            Some(self.recorded_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewResponse value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewResponse {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub question_id: Vec<uuid::Uuid>,
            pub transcript: Vec<String>,
            pub duration_seconds: Vec<i64>,
            pub recorded_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewResponse".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "question_id" => intermediate_rep
                        .question_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "transcript" => intermediate_rep
                        .transcript
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "duration_seconds" => intermediate_rep
                        .duration_seconds
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "recorded_at" => intermediate_rep
                        .recorded_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing InterviewResponse".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewResponse {
            question_id: intermediate_rep
                .question_id
                .into_iter()
                .next()
                .ok_or_else(|| "question_id missing in InterviewResponse".to_string())?,
            transcript: intermediate_rep
                .transcript
                .into_iter()
                .next()
                .ok_or_else(|| "transcript missing in InterviewResponse".to_string())?,
            duration_seconds: intermediate_rep
                .duration_seconds
                .into_iter()
                .next()
                .ok_or_else(|| "duration_seconds missing in InterviewResponse".to_string())?,
            recorded_at: intermediate_rep
                .recorded_at
                .into_iter()
                .next()
                .ok_or_else(|| "recorded_at missing in InterviewResponse".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewResponse> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewResponse>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewResponse>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewResponse - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewResponse> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewResponse as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewResponse - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /interviews/{id}/simulate`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InterviewSimulation {
    #[serde(rename = "outcome")]
    #[validate(nested)]
    pub outcome: models::SimulationOutcome,
}

impl InterviewSimulation {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(outcome: models::SimulationOutcome) -> InterviewSimulation {
        InterviewSimulation { outcome }
    }
}

/// Converts the InterviewSimulation value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InterviewSimulation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping outcome in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InterviewSimulation value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InterviewSimulation {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub outcome: Vec<models::SimulationOutcome>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InterviewSimulation".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "outcome" => intermediate_rep.outcome.push(
                        <models::SimulationOutcome as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing InterviewSimulation".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InterviewSimulation {
            outcome: intermediate_rep
                .outcome
                .into_iter()
                .next()
                .ok_or_else(|| "outcome missing in InterviewSimulation".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InterviewSimulation> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InterviewSimulation>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InterviewSimulation>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InterviewSimulation - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InterviewSimulation> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InterviewSimulation as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InterviewSimulation - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// State of an interview.  | State | Meaning | |---|---| | `invited` | Created by `POST /invitations`; the link works until `expires_at`. Its estimated credits are reserved. | | `in_progress` | The candidate started (`POST /sessions/{token}/start`, which emits `interview_started`). Credits stay reserved. | | `completed` | The candidate finished (`POST /sessions/{token}/complete`, which emits `interview_ended`). The account is charged min(reserved, ceil(actual seconds / 60)), at least 1 credit, and the reservation is released. | | `expired` | The link expired (`expires_at` passed) before the interview started. The reservation is released the moment `expires_at` passes, nothing is charged. | | `cancelled` | Cancelled by `POST /interviews/{id}/cancel` while `invited`. The reservation is released, nothing is charged. | | `abandoned` | Started but not completed within 24 hours of `started_at`. Charged like a completion, for the time up to the last recorded answer (see `Interview.duration_seconds`); the reservation is released. It becomes `abandoned` when it is charged, within about a minute after the 24 hours; `completed_at` stays `null`. |  Transitions: `invited` → `in_progress` → `completed`; `invited` → `expired`; `invited` → `cancelled`; `in_progress` → `abandoned`. `completed`, `expired`, `cancelled` and `abandoned` are final. Expiry takes effect at its deadline, whether or not a background job has run yet; abandonment when the interview is charged (shortly after its deadline), so the status and the balance always agree.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum InterviewStatus {
    #[serde(rename = "invited")]
    Invited,
    #[serde(rename = "in_progress")]
    InProgress,
    #[serde(rename = "completed")]
    Completed,
    #[serde(rename = "expired")]
    Expired,
    #[serde(rename = "cancelled")]
    Cancelled,
    #[serde(rename = "abandoned")]
    Abandoned,
}

impl validator::Validate for InterviewStatus {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for InterviewStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            InterviewStatus::Invited => write!(f, "invited"),
            InterviewStatus::InProgress => write!(f, "in_progress"),
            InterviewStatus::Completed => write!(f, "completed"),
            InterviewStatus::Expired => write!(f, "expired"),
            InterviewStatus::Cancelled => write!(f, "cancelled"),
            InterviewStatus::Abandoned => write!(f, "abandoned"),
        }
    }
}

impl std::str::FromStr for InterviewStatus {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "invited" => std::result::Result::Ok(InterviewStatus::Invited),
            "in_progress" => std::result::Result::Ok(InterviewStatus::InProgress),
            "completed" => std::result::Result::Ok(InterviewStatus::Completed),
            "expired" => std::result::Result::Ok(InterviewStatus::Expired),
            "cancelled" => std::result::Result::Ok(InterviewStatus::Cancelled),
            "abandoned" => std::result::Result::Ok(InterviewStatus::Abandoned),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// A new interview invitation (the interview, just created). `status` is always `invited` here.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Invitation {
    /// Interview identifier (UUIDv7); use it with `GET /interviews/{id}`.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// Complete link to give to the candidate: the interview host followed by `/` and the token.
    #[serde(rename = "interview_url")]
    #[validate(custom(function = "check_xss_string"))]
    pub interview_url: String,

    /// Interview token: 32 random bytes, base64url without padding (43 characters); the last path segment of `interview_url`. Anyone holding it can take the interview.
    #[serde(rename = "token")]
    #[validate(
            length(min = 43, max = 43),
            regex(path = *RE_INVITATION_TOKEN),
          custom(function = "check_xss_string"),
    )]
    pub token: String,

    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::InterviewStatus,

    /// Copied from the request, or from the stored candidate named by `candidate_id`.
    #[serde(rename = "candidate_name")]
    #[validate(length(min = 1, max = 200), custom(function = "check_xss_string"))]
    pub candidate_name: String,

    /// The stored candidate invited by `candidate_id`; `null` when invited by name.
    #[serde(rename = "candidate_id")]
    pub candidate_id: Nullable<uuid::Uuid>,

    #[serde(rename = "job")]
    #[validate(nested)]
    pub job: models::JobRef,

    /// Credits reserved for this interview: ceil(estimated_duration_seconds / 60), one credit per started interview minute.
    #[serde(rename = "estimated_credits")]
    pub estimated_credits: i64,

    /// Sum of the time limits of the interview's questions.
    #[serde(rename = "estimated_duration_seconds")]
    pub estimated_duration_seconds: i64,

    /// When the link expires: creation time plus `expires_in_days` days.
    #[serde(rename = "expires_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub expires_at: String,

    /// When the invitation was created.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    pub metadata: std::collections::HashMap<String, String>,

    /// The candidate's e-mail address given with the invitation; `null` when none was, and once the interview is erased.
    #[serde(rename = "candidate_email")]
    #[validate(length(max = 254))]
    pub candidate_email: Nullable<String>,

    #[serde(rename = "email")]
    pub email: Nullable<models::InvitationEmail>,
}

lazy_static::lazy_static! {
    static ref RE_INVITATION_TOKEN: regex::Regex = regex::Regex::new("^[A-Za-z0-9_-]{43}$").unwrap();
}

impl Invitation {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        interview_url: String,
        token: String,
        status: models::InterviewStatus,
        candidate_name: String,
        candidate_id: Nullable<uuid::Uuid>,
        job: models::JobRef,
        estimated_credits: i64,
        estimated_duration_seconds: i64,
        expires_at: String,
        created_at: String,
        metadata: std::collections::HashMap<String, String>,
        candidate_email: Nullable<String>,
        email: Nullable<models::InvitationEmail>,
    ) -> Invitation {
        Invitation {
            id,
            interview_url,
            token,
            status,
            candidate_name,
            candidate_id,
            job,
            estimated_credits,
            estimated_duration_seconds,
            expires_at,
            created_at,
            metadata,
            candidate_email,
            email,
        }
    }
}

/// Converts the Invitation value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Invitation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("interview_url".to_string()),
            Some(self.interview_url.to_string()),
            Some("token".to_string()),
            Some(self.token.to_string()),
            // Skipping status in query parameter serialization
            Some("candidate_name".to_string()),
            Some(self.candidate_name.to_string()),
            // Skipping candidate_id in query parameter serialization

            // Skipping job in query parameter serialization
            Some("estimated_credits".to_string()),
            Some(self.estimated_credits.to_string()),
            Some("estimated_duration_seconds".to_string()),
            Some(self.estimated_duration_seconds.to_string()),
            Some("expires_at".to_string()),
            Some(self.expires_at.to_string()),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            // Skipping metadata in query parameter serialization
            Some("candidate_email".to_string()),
            Some(
                self.candidate_email
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            // Skipping email in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Invitation value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Invitation {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub interview_url: Vec<String>,
            pub token: Vec<String>,
            pub status: Vec<models::InterviewStatus>,
            pub candidate_name: Vec<String>,
            pub candidate_id: Vec<uuid::Uuid>,
            pub job: Vec<models::JobRef>,
            pub estimated_credits: Vec<i64>,
            pub estimated_duration_seconds: Vec<i64>,
            pub expires_at: Vec<String>,
            pub created_at: Vec<String>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
            pub candidate_email: Vec<String>,
            pub email: Vec<models::InvitationEmail>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Invitation".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "interview_url" => intermediate_rep
                        .interview_url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "token" => intermediate_rep
                        .token
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::InterviewStatus as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "candidate_name" => intermediate_rep
                        .candidate_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "candidate_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Invitation".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "job" => intermediate_rep
                        .job
                        .push(<models::JobRef as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "estimated_credits" => intermediate_rep
                        .estimated_credits
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "estimated_duration_seconds" => intermediate_rep
                        .estimated_duration_seconds
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "expires_at" => intermediate_rep
                        .expires_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Invitation".to_string(),
                        );
                    }
                    "candidate_email" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Invitation".to_string(),
                        );
                    }
                    "email" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Invitation".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing Invitation".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Invitation {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in Invitation".to_string())?,
            interview_url: intermediate_rep
                .interview_url
                .into_iter()
                .next()
                .ok_or_else(|| "interview_url missing in Invitation".to_string())?,
            token: intermediate_rep
                .token
                .into_iter()
                .next()
                .ok_or_else(|| "token missing in Invitation".to_string())?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in Invitation".to_string())?,
            candidate_name: intermediate_rep
                .candidate_name
                .into_iter()
                .next()
                .ok_or_else(|| "candidate_name missing in Invitation".to_string())?,
            candidate_id: std::result::Result::Err("Nullable types not supported in Invitation".to_string())?,
            job: intermediate_rep
                .job
                .into_iter()
                .next()
                .ok_or_else(|| "job missing in Invitation".to_string())?,
            estimated_credits: intermediate_rep
                .estimated_credits
                .into_iter()
                .next()
                .ok_or_else(|| "estimated_credits missing in Invitation".to_string())?,
            estimated_duration_seconds: intermediate_rep
                .estimated_duration_seconds
                .into_iter()
                .next()
                .ok_or_else(|| "estimated_duration_seconds missing in Invitation".to_string())?,
            expires_at: intermediate_rep
                .expires_at
                .into_iter()
                .next()
                .ok_or_else(|| "expires_at missing in Invitation".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in Invitation".to_string())?,
            metadata: intermediate_rep
                .metadata
                .into_iter()
                .next()
                .ok_or_else(|| "metadata missing in Invitation".to_string())?,
            candidate_email: std::result::Result::Err("Nullable types not supported in Invitation".to_string())?,
            email: std::result::Result::Err("Nullable types not supported in Invitation".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Invitation> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Invitation>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Invitation>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Invitation - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Invitation> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Invitation as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Invitation - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /invitations/batch`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InvitationBatch {
    /// 1-100 invitations, each an `InvitationCreate`. Each is checked against that schema on its own: an item that breaks it gets a 400 result of its own, and the batch goes on.
    #[serde(rename = "invitations")]
    #[validate(length(min = 1, max = 100))]
    pub invitations: Vec<std::collections::HashMap<String, crate::types::Object>>,
}

impl InvitationBatch {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(invitations: Vec<std::collections::HashMap<String, crate::types::Object>>) -> InvitationBatch {
        InvitationBatch { invitations }
    }
}

/// Converts the InvitationBatch value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InvitationBatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping invitations in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InvitationBatch value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InvitationBatch {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub invitations: Vec<Vec<std::collections::HashMap<String, crate::types::Object>>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InvitationBatch".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "invitations" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InvitationBatch".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing InvitationBatch".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InvitationBatch {
            invitations: intermediate_rep
                .invitations
                .into_iter()
                .next()
                .ok_or_else(|| "invitations missing in InvitationBatch".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InvitationBatch> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InvitationBatch>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InvitationBatch>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InvitationBatch - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InvitationBatch> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InvitationBatch as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InvitationBatch - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The result of one item: `status` 201 with the `invitation`, or the 4xx status `POST /invitations` would have answered with its `error` (`ErrorBody`).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InvitationBatchResult {
    /// 201, or the item's error status (400, 403, 404, 409).
    #[serde(rename = "status")]
    pub status: i32,

    #[serde(rename = "invitation")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invitation: Option<models::Invitation>,

    #[serde(rename = "error")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<models::ErrorBody>,
}

impl InvitationBatchResult {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(status: i32) -> InvitationBatchResult {
        InvitationBatchResult {
            status,
            invitation: None,
            error: None,
        }
    }
}

/// Converts the InvitationBatchResult value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InvitationBatchResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("status".to_string()),
            Some(self.status.to_string()),
            // Skipping invitation in query parameter serialization

            // Skipping error in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InvitationBatchResult value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InvitationBatchResult {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub status: Vec<i32>,
            pub invitation: Vec<models::Invitation>,
            pub error: Vec<models::ErrorBody>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing InvitationBatchResult".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep
                        .status
                        .push(<i32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "invitation" => intermediate_rep
                        .invitation
                        .push(<models::Invitation as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "error" => intermediate_rep
                        .error
                        .push(<models::ErrorBody as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing InvitationBatchResult".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InvitationBatchResult {
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in InvitationBatchResult".to_string())?,
            invitation: intermediate_rep.invitation.into_iter().next(),
            error: intermediate_rep.error.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InvitationBatchResult> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InvitationBatchResult>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InvitationBatchResult>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InvitationBatchResult - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InvitationBatchResult> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InvitationBatchResult as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InvitationBatchResult - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The result of every item, in request order.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InvitationBatchResults {
    /// One result per item of the request, in its order.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::InvitationBatchResult>,
}

impl InvitationBatchResults {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::InvitationBatchResult>) -> InvitationBatchResults {
        InvitationBatchResults { data }
    }
}

/// Converts the InvitationBatchResults value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InvitationBatchResults {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InvitationBatchResults value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InvitationBatchResults {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::InvitationBatchResult>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing InvitationBatchResults".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InvitationBatchResults".to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing InvitationBatchResults".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InvitationBatchResults {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in InvitationBatchResults".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InvitationBatchResults> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InvitationBatchResults>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InvitationBatchResults>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InvitationBatchResults - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InvitationBatchResults> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InvitationBatchResults as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InvitationBatchResults - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /invitations`. The candidate is named by exactly one of `candidate_name` (anyone, no candidate record needed) and `candidate_id` (a stored candidate of the account and mode, whose name and CV are used); both or neither is 400 `validation_error`. `candidate_cv` (`CvInput`, optional) personalizes the interview and is stored with it as a snapshot; with `candidate_id` it replaces the candidate's stored CV for this interview. The interview keeps its own copy of the name and CV, so editing or deleting the candidate later does not change it. `question_config` (`QuestionConfig`, optional) shapes the question list. `voice_id` (`VoiceId`) defaults to `21m00Tcm4TlvDq8ikWAM`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InvitationCreate {
    /// Job to interview for; 404 `resource_not_found` when it does not exist or belongs to another account.
    #[serde(rename = "job_id")]
    pub job_id: uuid::Uuid,

    /// Candidate's full name, 1-200 characters, stored exactly as sent. Required unless `candidate_id` is given (and not allowed with it).
    #[serde(rename = "candidate_name")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_INVITATIONCREATE_CANDIDATE_NAME),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_name: Option<String>,

    /// A stored candidate (`POST /candidates`) to invite: its name and CV are used. 404 `resource_not_found` when it does not exist, belongs to another account or to the other mode. Not allowed with `candidate_name`.
    #[serde(rename = "candidate_id")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_id: Option<uuid::Uuid>,

    #[serde(rename = "candidate_cv")]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_cv: Option<Nullable<models::CvInput>>,

    #[serde(rename = "question_config")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question_config: Option<models::QuestionConfig>,

    /// Days until the link expires: 1-90, default 7.
    #[serde(rename = "expires_in_days")]
    #[validate(range(min = 1u32, max = 90u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires_in_days: Option<u32>,

    /// Language of the interview: a supported two-letter language code, optionally followed by a two-letter region, in any case and with `-` or `_` between them (`pt-BR`, `en-gb`, `EN_us`). It is stored and shown normalized: the language in lower case, the region in upper case, joined by `-` (`en-gb` → `en-GB`). Supported languages: `en` English, `es` Spanish, `fr` French, `de` German, `it` Italian, `pt` Portuguese, `nl` Dutch, `pl` Polish, `sv` Swedish, `da` Danish, `no` Norwegian, `fi` Finnish, `cs` Czech, `ro` Romanian, `hu` Hungarian, `el` Greek, `tr` Turkish, `ru` Russian, `uk` Ukrainian, `ar` Arabic, `he` Hebrew, `hi` Hindi, `ja` Japanese, `ko` Korean, `zh` Chinese, `id` Indonesian, `ms` Malay, `th` Thai, `vi` Vietnamese. Anything else is 400 `validation_error`. Default `en`.
    #[serde(rename = "locale_id")]
    #[validate(
            regex(path = *RE_INVITATIONCREATE_LOCALE_ID),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub locale_id: Option<String>,

    #[serde(rename = "voice_id")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub voice_id: Option<models::VoiceId>,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<std::collections::HashMap<String, String>>,

    /// The candidate's e-mail address, at most 254 characters. With it (and `send_email` not `false`) the server e-mails the invitation to the candidate: the job, the company (`email_sender_name` of `GET /settings`), the link and its expiry, in the interview's language. The address is personal data: it is shown on the interview, in the candidate's export, and erased with the interview.
    #[serde(rename = "candidate_email")]
    #[validate(length(max = 254), custom(function = "check_xss_string"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_email: Option<String>,

    /// Whether the server e-mails the candidate (the invitation, a new link, a new expiry, the reminder before the link expires). Default `true` when `candidate_email` is given; without `candidate_email` there is no one to e-mail and `true` is ignored. A test key never sends: its e-mails read `simulated`.
    #[serde(rename = "send_email")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub send_email: Option<bool>,
}

lazy_static::lazy_static! {
    static ref RE_INVITATIONCREATE_CANDIDATE_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_INVITATIONCREATE_LOCALE_ID: regex::Regex = regex::Regex::new("^([Ee][Nn]|[Ee][Ss]|[Ff][Rr]|[Dd][Ee]|[Ii][Tt]|[Pp][Tt]|[Nn][Ll]|[Pp][Ll]|[Ss][Vv]|[Dd][Aa]|[Nn][Oo]|[Ff][Ii]|[Cc][Ss]|[Rr][Oo]|[Hh][Uu]|[Ee][Ll]|[Tt][Rr]|[Rr][Uu]|[Uu][Kk]|[Aa][Rr]|[Hh][Ee]|[Hh][Ii]|[Jj][Aa]|[Kk][Oo]|[Zz][Hh]|[Ii][Dd]|[Mm][Ss]|[Tt][Hh]|[Vv][Ii])([-_][A-Za-z]{2})?$").unwrap();
}

impl InvitationCreate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(job_id: uuid::Uuid) -> InvitationCreate {
        InvitationCreate {
            job_id,
            candidate_name: None,
            candidate_id: None,
            candidate_cv: None,
            question_config: None,
            expires_in_days: Some(7),
            locale_id: Some(r#"en"#.to_string()),
            voice_id: None,
            metadata: None,
            candidate_email: None,
            send_email: None,
        }
    }
}

/// Converts the InvitationCreate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InvitationCreate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping job_id in query parameter serialization
            self.candidate_name
                .as_ref()
                .map(|candidate_name| ["candidate_name".to_string(), candidate_name.to_string()].join(",")),
            // Skipping candidate_id in query parameter serialization

            // Skipping candidate_cv in query parameter serialization

            // Skipping question_config in query parameter serialization
            self.expires_in_days
                .as_ref()
                .map(|expires_in_days| ["expires_in_days".to_string(), expires_in_days.to_string()].join(",")),
            self.locale_id
                .as_ref()
                .map(|locale_id| ["locale_id".to_string(), locale_id.to_string()].join(",")),
            // Skipping voice_id in query parameter serialization

            // Skipping metadata in query parameter serialization
            self.candidate_email
                .as_ref()
                .map(|candidate_email| ["candidate_email".to_string(), candidate_email.to_string()].join(",")),
            self.send_email
                .as_ref()
                .map(|send_email| ["send_email".to_string(), send_email.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InvitationCreate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InvitationCreate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub job_id: Vec<uuid::Uuid>,
            pub candidate_name: Vec<String>,
            pub candidate_id: Vec<uuid::Uuid>,
            pub candidate_cv: Vec<models::CvInput>,
            pub question_config: Vec<models::QuestionConfig>,
            pub expires_in_days: Vec<u32>,
            pub locale_id: Vec<String>,
            pub voice_id: Vec<models::VoiceId>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
            pub candidate_email: Vec<String>,
            pub send_email: Vec<bool>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InvitationCreate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "job_id" => intermediate_rep
                        .job_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "candidate_name" => intermediate_rep
                        .candidate_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "candidate_id" => intermediate_rep
                        .candidate_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "candidate_cv" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InvitationCreate".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "question_config" => intermediate_rep
                        .question_config
                        .push(<models::QuestionConfig as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "expires_in_days" => intermediate_rep
                        .expires_in_days
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "locale_id" => intermediate_rep
                        .locale_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "voice_id" => intermediate_rep
                        .voice_id
                        .push(<models::VoiceId as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in InvitationCreate".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "candidate_email" => intermediate_rep
                        .candidate_email
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "send_email" => intermediate_rep
                        .send_email
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing InvitationCreate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InvitationCreate {
            job_id: intermediate_rep
                .job_id
                .into_iter()
                .next()
                .ok_or_else(|| "job_id missing in InvitationCreate".to_string())?,
            candidate_name: intermediate_rep.candidate_name.into_iter().next(),
            candidate_id: intermediate_rep.candidate_id.into_iter().next(),
            candidate_cv: std::result::Result::Err("Nullable types not supported in InvitationCreate".to_string())?,
            question_config: intermediate_rep.question_config.into_iter().next(),
            expires_in_days: intermediate_rep.expires_in_days.into_iter().next(),
            locale_id: intermediate_rep.locale_id.into_iter().next(),
            voice_id: intermediate_rep.voice_id.into_iter().next(),
            metadata: intermediate_rep.metadata.into_iter().next(),
            candidate_email: intermediate_rep.candidate_email.into_iter().next(),
            send_email: intermediate_rep.send_email.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InvitationCreate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InvitationCreate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InvitationCreate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InvitationCreate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InvitationCreate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InvitationCreate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InvitationCreate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The newest e-mail sent to the candidate about this interview (the invitation, a new link, a new expiry or the reminder); `null` when no e-mail was asked for. E-mails are sent in the background, never while the request waits: `queued` until the mail server accepted it (`sent`), retried on a schedule when the mail server is down or refuses it, `failed` once the retries are used up (the `interview_email_failed` event says so). A test key's e-mails are never sent: `simulated`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InvitationEmail {
    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::InvitationEmailStatus,

    /// How many times it was handed to the mail server.
    #[serde(rename = "attempts")]
    #[validate(range(min = 0u32))]
    pub attempts: u32,

    /// When the mail server accepted it; `null` before.
    #[serde(rename = "sent_at")]
    pub sent_at: Nullable<String>,

    /// When it was last handed to the mail server; `null` before the first attempt.
    #[serde(rename = "last_attempt_at")]
    pub last_attempt_at: Nullable<String>,

    /// Why the last attempt failed, in short (`the mail server could not be reached`, `the mail server refused the recipient`); `null` when it did not.
    #[serde(rename = "last_error")]
    #[validate(length(max = 200))]
    pub last_error: Nullable<String>,
}

impl InvitationEmail {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        status: models::InvitationEmailStatus,
        attempts: u32,
        sent_at: Nullable<String>,
        last_attempt_at: Nullable<String>,
        last_error: Nullable<String>,
    ) -> InvitationEmail {
        InvitationEmail {
            status,
            attempts,
            sent_at,
            last_attempt_at,
            last_error,
        }
    }
}

/// Converts the InvitationEmail value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InvitationEmail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping status in query parameter serialization
            Some("attempts".to_string()),
            Some(self.attempts.to_string()),
            Some("sent_at".to_string()),
            Some(self.sent_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("last_attempt_at".to_string()),
            Some(
                self.last_attempt_at
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("last_error".to_string()),
            Some(self.last_error.as_ref().map_or("null".to_string(), |x| x.to_string())),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InvitationEmail value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InvitationEmail {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub status: Vec<models::InvitationEmailStatus>,
            pub attempts: Vec<u32>,
            pub sent_at: Vec<String>,
            pub last_attempt_at: Vec<String>,
            pub last_error: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InvitationEmail".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::InvitationEmailStatus as std::str::FromStr>::from_str(val)
                            .map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "attempts" => intermediate_rep
                        .attempts
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "sent_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InvitationEmail".to_string(),
                        );
                    }
                    "last_attempt_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InvitationEmail".to_string(),
                        );
                    }
                    "last_error" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in InvitationEmail".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing InvitationEmail".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InvitationEmail {
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in InvitationEmail".to_string())?,
            attempts: intermediate_rep
                .attempts
                .into_iter()
                .next()
                .ok_or_else(|| "attempts missing in InvitationEmail".to_string())?,
            sent_at: std::result::Result::Err("Nullable types not supported in InvitationEmail".to_string())?,
            last_attempt_at: std::result::Result::Err("Nullable types not supported in InvitationEmail".to_string())?,
            last_error: std::result::Result::Err("Nullable types not supported in InvitationEmail".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InvitationEmail> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InvitationEmail>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InvitationEmail>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InvitationEmail - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InvitationEmail> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InvitationEmail as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InvitationEmail - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// `queued` (waiting to be sent, or to be retried), `sent` (accepted by the mail server), `failed` (the retries are used up, or the interview ended before it could be sent), `simulated` (made with a test key: never sent).
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum InvitationEmailStatus {
    #[serde(rename = "queued")]
    Queued,
    #[serde(rename = "sent")]
    Sent,
    #[serde(rename = "failed")]
    Failed,
    #[serde(rename = "simulated")]
    Simulated,
}

impl validator::Validate for InvitationEmailStatus {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for InvitationEmailStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            InvitationEmailStatus::Queued => write!(f, "queued"),
            InvitationEmailStatus::Sent => write!(f, "sent"),
            InvitationEmailStatus::Failed => write!(f, "failed"),
            InvitationEmailStatus::Simulated => write!(f, "simulated"),
        }
    }
}

impl std::str::FromStr for InvitationEmailStatus {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "queued" => std::result::Result::Ok(InvitationEmailStatus::Queued),
            "sent" => std::result::Result::Ok(InvitationEmailStatus::Sent),
            "failed" => std::result::Result::Ok(InvitationEmailStatus::Failed),
            "simulated" => std::result::Result::Ok(InvitationEmailStatus::Simulated),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// An invitation.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct InvitationEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::Invitation,
}

impl InvitationEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::Invitation) -> InvitationEnvelope {
        InvitationEnvelope { data }
    }
}

/// Converts the InvitationEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for InvitationEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a InvitationEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for InvitationEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::Invitation>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing InvitationEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::Invitation as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err("Unexpected key while parsing InvitationEnvelope".to_string());
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(InvitationEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in InvitationEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<InvitationEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<InvitationEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<InvitationEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for InvitationEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<InvitationEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <InvitationEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into InvitationEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A job with its interview questions, sorted by `order_index`, then by input position.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Job {
    /// Identifier (UUIDv7).
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// Job title.
    #[serde(rename = "title")]
    #[validate(length(min = 1, max = 200), custom(function = "check_xss_string"))]
    pub title: String,

    /// Job description; `null` when none.
    #[serde(rename = "description")]
    #[validate(length(max = 10000))]
    pub description: Nullable<String>,

    /// Whether starting an interview of this job needs the candidate's consent.
    #[serde(rename = "require_consent")]
    pub require_consent: bool,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    pub metadata: std::collections::HashMap<String, String>,

    /// When the job was archived (`POST /jobs/{id}/archive`); `null` while it is active.
    #[serde(rename = "archived_at")]
    pub archived_at: Nullable<String>,

    /// The questions, in interview order.
    #[serde(rename = "questions")]
    #[validate(length(max = 100), nested)]
    pub questions: Vec<models::JobQuestion>,

    /// When the job was created.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// When the job was last changed.
    #[serde(rename = "updated_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub updated_at: String,
}

impl Job {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        title: String,
        description: Nullable<String>,
        require_consent: bool,
        metadata: std::collections::HashMap<String, String>,
        archived_at: Nullable<String>,
        questions: Vec<models::JobQuestion>,
        created_at: String,
        updated_at: String,
    ) -> Job {
        Job {
            id,
            title,
            description,
            require_consent,
            metadata,
            archived_at,
            questions,
            created_at,
            updated_at,
        }
    }
}

/// Converts the Job value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("title".to_string()),
            Some(self.title.to_string()),
            Some("description".to_string()),
            Some(self.description.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("require_consent".to_string()),
            Some(self.require_consent.to_string()),
            // Skipping metadata in query parameter serialization
            Some("archived_at".to_string()),
            Some(self.archived_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping questions in query parameter serialization
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            Some("updated_at".to_string()),
            Some(self.updated_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Job value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Job {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub title: Vec<String>,
            pub description: Vec<String>,
            pub require_consent: Vec<bool>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
            pub archived_at: Vec<String>,
            pub questions: Vec<Vec<models::JobQuestion>>,
            pub created_at: Vec<String>,
            pub updated_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Job".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "title" => intermediate_rep
                        .title
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "description" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Job".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "require_consent" => intermediate_rep
                        .require_consent
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Job".to_string(),
                        );
                    }
                    "archived_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Job".to_string(),
                        );
                    }
                    "questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Job".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "updated_at" => intermediate_rep
                        .updated_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing Job".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Job {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in Job".to_string())?,
            title: intermediate_rep
                .title
                .into_iter()
                .next()
                .ok_or_else(|| "title missing in Job".to_string())?,
            description: std::result::Result::Err("Nullable types not supported in Job".to_string())?,
            require_consent: intermediate_rep
                .require_consent
                .into_iter()
                .next()
                .ok_or_else(|| "require_consent missing in Job".to_string())?,
            metadata: intermediate_rep
                .metadata
                .into_iter()
                .next()
                .ok_or_else(|| "metadata missing in Job".to_string())?,
            archived_at: std::result::Result::Err("Nullable types not supported in Job".to_string())?,
            questions: intermediate_rep
                .questions
                .into_iter()
                .next()
                .ok_or_else(|| "questions missing in Job".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in Job".to_string())?,
            updated_at: intermediate_rep
                .updated_at
                .into_iter()
                .next()
                .ok_or_else(|| "updated_at missing in Job".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Job> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Job>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Job>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Job - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Job> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Job as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => {
                    std::result::Result::Err(format!(r#"Unable to convert header value '{value}' into Job - {err}"#))
                }
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /jobs`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct JobCreate {
    /// Job title, 1-200 characters.
    #[serde(rename = "title")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_JOBCREATE_TITLE),
          custom(function = "check_xss_string"),
    )]
    pub title: String,

    /// Job description, at most 10,000 characters. Omitted or `null`: none.
    #[serde(rename = "description")]
    #[validate(
            length(max = 10000),
            regex(path = *RE_JOBCREATE_DESCRIPTION),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<Nullable<String>>,

    /// Whether starting an interview of this job needs the candidate's consent (`consent` on `POST /sessions/{token}/start`). Default `false`.
    #[serde(rename = "require_consent")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub require_consent: Option<bool>,

    /// Your own key-value pairs (an ATS id, a requisition number): at most 20 keys, each 1-40 characters of `A-Z a-z 0-9 _ . -` (checked by the server: 400 naming the key), with string values of at most 500 characters. Shown as given; `{}` when none. Not for personal data beyond your own ids: metadata is kept until the record is deleted or erased.
    #[serde(rename = "metadata")]
    #[validate(length(max = 20), custom(function = "check_xss_map_string"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<std::collections::HashMap<String, String>>,

    /// The job's interview questions: 1-100.
    #[serde(rename = "questions")]
    #[validate(length(min = 1, max = 100), nested)]
    pub questions: Vec<models::JobQuestionInput>,
}

lazy_static::lazy_static! {
    static ref RE_JOBCREATE_TITLE: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_JOBCREATE_DESCRIPTION: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl JobCreate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(title: String, questions: Vec<models::JobQuestionInput>) -> JobCreate {
        JobCreate {
            title,
            description: None,
            require_consent: Some(false),
            metadata: None,
            questions,
        }
    }
}

/// Converts the JobCreate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for JobCreate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("title".to_string()),
            Some(self.title.to_string()),
            self.description.as_ref().map(|description| {
                [
                    "description".to_string(),
                    description.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.require_consent
                .as_ref()
                .map(|require_consent| ["require_consent".to_string(), require_consent.to_string()].join(",")),
            // Skipping metadata in query parameter serialization

            // Skipping questions in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a JobCreate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for JobCreate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub title: Vec<String>,
            pub description: Vec<String>,
            pub require_consent: Vec<bool>,
            pub metadata: Vec<std::collections::HashMap<String, String>>,
            pub questions: Vec<Vec<models::JobQuestionInput>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing JobCreate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "title" => intermediate_rep
                        .title
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "description" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in JobCreate".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "require_consent" => intermediate_rep
                        .require_consent
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in JobCreate".to_string(),
                        );
                    }
                    "questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in JobCreate".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing JobCreate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(JobCreate {
            title: intermediate_rep
                .title
                .into_iter()
                .next()
                .ok_or_else(|| "title missing in JobCreate".to_string())?,
            description: std::result::Result::Err("Nullable types not supported in JobCreate".to_string())?,
            require_consent: intermediate_rep.require_consent.into_iter().next(),
            metadata: intermediate_rep.metadata.into_iter().next(),
            questions: intermediate_rep
                .questions
                .into_iter()
                .next()
                .ok_or_else(|| "questions missing in JobCreate".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<JobCreate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<JobCreate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<JobCreate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for JobCreate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<JobCreate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <JobCreate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into JobCreate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A single job.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct JobEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::Job,
}

impl JobEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::Job) -> JobEnvelope {
        JobEnvelope { data }
    }
}

/// Converts the JobEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for JobEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a JobEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for JobEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::Job>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing JobEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::Job as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing JobEnvelope".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(JobEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in JobEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<JobEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<JobEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<JobEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for JobEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<JobEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <JobEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into JobEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of jobs, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct JobList {
    /// The jobs of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::Job>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl JobList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::Job>, pagination: models::CursorPagination) -> JobList {
        JobList { data, pagination }
    }
}

/// Converts the JobList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for JobList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a JobList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for JobList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::Job>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing JobList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in JobList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing JobList".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(JobList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in JobList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in JobList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<JobList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<JobList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<JobList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for JobList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<JobList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <JobList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into JobList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A question of a job. `question_type` is a `QuestionType`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct JobQuestion {
    /// Question identifier; used in `excluded_question_ids` and `question_order` of an invitation.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// The question to ask.
    #[serde(rename = "question_text")]
    #[validate(length(min = 1, max = 2000), custom(function = "check_xss_string"))]
    pub question_text: String,

    #[serde(rename = "question_type")]
    #[validate(nested)]
    pub question_type: models::QuestionType,

    /// Time to answer, in seconds.
    #[serde(rename = "time_limit_seconds")]
    #[validate(range(min = 10u32, max = 3600u32))]
    pub time_limit_seconds: u32,

    /// Position key (see `JobQuestionInput.order_index`).
    #[serde(rename = "order_index")]
    #[validate(range(min = 0u32, max = 10000u32))]
    pub order_index: u32,
}

impl JobQuestion {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        question_text: String,
        question_type: models::QuestionType,
        time_limit_seconds: u32,
        order_index: u32,
    ) -> JobQuestion {
        JobQuestion {
            id,
            question_text,
            question_type,
            time_limit_seconds,
            order_index,
        }
    }
}

/// Converts the JobQuestion value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for JobQuestion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("question_text".to_string()),
            Some(self.question_text.to_string()),
            // Skipping question_type in query parameter serialization
            Some("time_limit_seconds".to_string()),
            Some(self.time_limit_seconds.to_string()),
            Some("order_index".to_string()),
            Some(self.order_index.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a JobQuestion value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for JobQuestion {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub question_text: Vec<String>,
            pub question_type: Vec<models::QuestionType>,
            pub time_limit_seconds: Vec<u32>,
            pub order_index: Vec<u32>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing JobQuestion".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "question_text" => intermediate_rep
                        .question_text
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "question_type" => intermediate_rep
                        .question_type
                        .push(<models::QuestionType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "time_limit_seconds" => intermediate_rep
                        .time_limit_seconds
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "order_index" => intermediate_rep
                        .order_index
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing JobQuestion".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(JobQuestion {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in JobQuestion".to_string())?,
            question_text: intermediate_rep
                .question_text
                .into_iter()
                .next()
                .ok_or_else(|| "question_text missing in JobQuestion".to_string())?,
            question_type: intermediate_rep
                .question_type
                .into_iter()
                .next()
                .ok_or_else(|| "question_type missing in JobQuestion".to_string())?,
            time_limit_seconds: intermediate_rep
                .time_limit_seconds
                .into_iter()
                .next()
                .ok_or_else(|| "time_limit_seconds missing in JobQuestion".to_string())?,
            order_index: intermediate_rep
                .order_index
                .into_iter()
                .next()
                .ok_or_else(|| "order_index missing in JobQuestion".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<JobQuestion> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<JobQuestion>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<JobQuestion>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for JobQuestion - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<JobQuestion> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <JobQuestion as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into JobQuestion - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A question of a new job. `question_type` is a `QuestionType`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct JobQuestionInput {
    /// The question to ask, 1-2000 characters.
    #[serde(rename = "question_text")]
    #[validate(
            length(min = 1, max = 2000),
            regex(path = *RE_JOBQUESTIONINPUT_QUESTION_TEXT),
          custom(function = "check_xss_string"),
    )]
    pub question_text: String,

    #[serde(rename = "question_type")]
    #[validate(nested)]
    pub question_type: models::QuestionType,

    /// Time the candidate has to answer, in seconds: 10-3600, default 180.
    #[serde(rename = "time_limit_seconds")]
    #[validate(range(min = 10u32, max = 3600u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_limit_seconds: Option<u32>,

    /// Position key: questions are sorted by `order_index`, then by their position in the request. When omitted it is the question's 0-based position in the `questions` array.
    #[serde(rename = "order_index")]
    #[validate(range(min = 0u32, max = 10000u32))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_index: Option<u32>,
}

lazy_static::lazy_static! {
    static ref RE_JOBQUESTIONINPUT_QUESTION_TEXT: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl JobQuestionInput {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(question_text: String, question_type: models::QuestionType) -> JobQuestionInput {
        JobQuestionInput {
            question_text,
            question_type,
            time_limit_seconds: Some(180),
            order_index: None,
        }
    }
}

/// Converts the JobQuestionInput value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for JobQuestionInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("question_text".to_string()),
            Some(self.question_text.to_string()),
            // Skipping question_type in query parameter serialization
            self.time_limit_seconds
                .as_ref()
                .map(|time_limit_seconds| ["time_limit_seconds".to_string(), time_limit_seconds.to_string()].join(",")),
            self.order_index
                .as_ref()
                .map(|order_index| ["order_index".to_string(), order_index.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a JobQuestionInput value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for JobQuestionInput {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub question_text: Vec<String>,
            pub question_type: Vec<models::QuestionType>,
            pub time_limit_seconds: Vec<u32>,
            pub order_index: Vec<u32>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing JobQuestionInput".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "question_text" => intermediate_rep
                        .question_text
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "question_type" => intermediate_rep
                        .question_type
                        .push(<models::QuestionType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "time_limit_seconds" => intermediate_rep
                        .time_limit_seconds
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "order_index" => intermediate_rep
                        .order_index
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing JobQuestionInput".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(JobQuestionInput {
            question_text: intermediate_rep
                .question_text
                .into_iter()
                .next()
                .ok_or_else(|| "question_text missing in JobQuestionInput".to_string())?,
            question_type: intermediate_rep
                .question_type
                .into_iter()
                .next()
                .ok_or_else(|| "question_type missing in JobQuestionInput".to_string())?,
            time_limit_seconds: intermediate_rep.time_limit_seconds.into_iter().next(),
            order_index: intermediate_rep.order_index.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<JobQuestionInput> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<JobQuestionInput>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<JobQuestionInput>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for JobQuestionInput - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<JobQuestionInput> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <JobQuestionInput as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into JobQuestionInput - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The job an interview is for.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct JobRef {
    /// Job identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// Job title.
    #[serde(rename = "title")]
    #[validate(custom(function = "check_xss_string"))]
    pub title: String,
}

impl JobRef {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(id: uuid::Uuid, title: String) -> JobRef {
        JobRef { id, title }
    }
}

/// Converts the JobRef value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for JobRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("title".to_string()),
            Some(self.title.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a JobRef value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for JobRef {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub title: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing JobRef".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "title" => intermediate_rep
                        .title
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing JobRef".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(JobRef {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in JobRef".to_string())?,
            title: intermediate_rep
                .title
                .into_iter()
                .next()
                .ok_or_else(|| "title missing in JobRef".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<JobRef> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<JobRef>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<JobRef>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for JobRef - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<JobRef> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <JobRef as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into JobRef - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `PATCH /jobs/{id}`: every field optional; an absent field is unchanged. `questions` replaces the list as a whole (1-100, as in `JobCreate`).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct JobUpdate {
    /// New title, 1-200 characters.
    #[serde(rename = "title")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_JOBUPDATE_TITLE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,

    /// New description, at most 10,000 characters; `null` removes it.
    #[serde(rename = "description")]
    #[validate(
            length(max = 10000),
            regex(path = *RE_JOBUPDATE_DESCRIPTION),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<Nullable<String>>,

    /// Whether starting an interview of this job needs the candidate's consent.
    #[serde(rename = "require_consent")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub require_consent: Option<bool>,

    /// The new questions, replacing the old ones (interviews already invited keep theirs).
    #[serde(rename = "questions")]
    #[validate(length(min = 1, max = 100), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub questions: Option<Vec<models::JobQuestionInput>>,

    /// A change of metadata: each given key is set, a key given `null` is removed, keys not given stay; `null` instead of the object removes every key. Keys and values as in `Metadata`; the result may hold at most 20 keys (400 otherwise).
    #[serde(rename = "metadata")]
    #[validate(length(max = 20))]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<Nullable<std::collections::HashMap<String, crate::types::Object>>>,
}

lazy_static::lazy_static! {
    static ref RE_JOBUPDATE_TITLE: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_JOBUPDATE_DESCRIPTION: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl JobUpdate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> JobUpdate {
        JobUpdate {
            title: None,
            description: None,
            require_consent: None,
            questions: None,
            metadata: None,
        }
    }
}

/// Converts the JobUpdate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for JobUpdate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            self.title
                .as_ref()
                .map(|title| ["title".to_string(), title.to_string()].join(",")),
            self.description.as_ref().map(|description| {
                [
                    "description".to_string(),
                    description.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.require_consent
                .as_ref()
                .map(|require_consent| ["require_consent".to_string(), require_consent.to_string()].join(",")),
            // Skipping questions in query parameter serialization

            // Skipping metadata in query parameter serialization
            // Skipping metadata in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a JobUpdate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for JobUpdate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub title: Vec<String>,
            pub description: Vec<String>,
            pub require_consent: Vec<bool>,
            pub questions: Vec<Vec<models::JobQuestionInput>>,
            pub metadata: Vec<std::collections::HashMap<String, crate::types::Object>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing JobUpdate".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "title" => intermediate_rep
                        .title
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "description" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in JobUpdate".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "require_consent" => intermediate_rep
                        .require_consent
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in JobUpdate".to_string(),
                        );
                    }
                    "metadata" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in JobUpdate".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing JobUpdate".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(JobUpdate {
            title: intermediate_rep.title.into_iter().next(),
            description: std::result::Result::Err("Nullable types not supported in JobUpdate".to_string())?,
            require_consent: intermediate_rep.require_consent.into_iter().next(),
            questions: intermediate_rep.questions.into_iter().next(),
            metadata: std::result::Result::Err("Nullable types not supported in JobUpdate".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<JobUpdate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<JobUpdate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<JobUpdate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for JobUpdate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<JobUpdate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <JobUpdate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into JobUpdate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// `live`: an `ivk_live_` key, for the account's data. `test`: an `ivk_test_` key, for its test-mode data (see Test mode).
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum KeyMode {
    #[serde(rename = "live")]
    Live,
    #[serde(rename = "test")]
    Test,
}

impl validator::Validate for KeyMode {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for KeyMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            KeyMode::Live => write!(f, "live"),
            KeyMode::Test => write!(f, "test"),
        }
    }
}

impl std::str::FromStr for KeyMode {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "live" => std::result::Result::Ok(KeyMode::Live),
            "test" => std::result::Result::Ok(KeyMode::Test),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// What a key may call. `full`: every operation of the API (Bearer). `assessment_partner`: only the assessment partner endpoints (`/partners/greenhouse/list_tests`, `send_test`, `test_status`, `response_error`), with HTTP Basic; any other operation answers 403 `permission_error`. Give an applicant tracking system an `assessment_partner` key: it can order interviews and read their results, and nothing else.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum KeyScope {
    #[serde(rename = "full")]
    Full,
    #[serde(rename = "assessment_partner")]
    AssessmentPartner,
}

impl validator::Validate for KeyScope {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for KeyScope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            KeyScope::Full => write!(f, "full"),
            KeyScope::AssessmentPartner => write!(f, "assessment_partner"),
        }
    }
}

impl std::str::FromStr for KeyScope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "full" => std::result::Result::Ok(KeyScope::Full),
            "assessment_partner" => std::result::Result::Ok(KeyScope::AssessmentPartner),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// Page-based pagination (candidate list). A page past the end is a 200 with `data: []` and the true `total`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PagePagination {
    /// Page number, starting at 1.
    #[serde(rename = "page")]
    pub page: i64,

    /// Items per page.
    #[serde(rename = "limit")]
    pub limit: i64,

    /// Number of items matching the query over all pages.
    #[serde(rename = "total")]
    pub total: i64,

    /// ceil(total / limit); 0 when there are no items.
    #[serde(rename = "total_pages")]
    pub total_pages: i64,
}

impl PagePagination {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(page: i64, limit: i64, total: i64, total_pages: i64) -> PagePagination {
        PagePagination {
            page,
            limit,
            total,
            total_pages,
        }
    }
}

/// Converts the PagePagination value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PagePagination {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("page".to_string()),
            Some(self.page.to_string()),
            Some("limit".to_string()),
            Some(self.limit.to_string()),
            Some("total".to_string()),
            Some(self.total.to_string()),
            Some("total_pages".to_string()),
            Some(self.total_pages.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PagePagination value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PagePagination {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub page: Vec<i64>,
            pub limit: Vec<i64>,
            pub total: Vec<i64>,
            pub total_pages: Vec<i64>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing PagePagination".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "page" => intermediate_rep
                        .page
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "limit" => intermediate_rep
                        .limit
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "total" => intermediate_rep
                        .total
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "total_pages" => intermediate_rep
                        .total_pages
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing PagePagination".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PagePagination {
            page: intermediate_rep
                .page
                .into_iter()
                .next()
                .ok_or_else(|| "page missing in PagePagination".to_string())?,
            limit: intermediate_rep
                .limit
                .into_iter()
                .next()
                .ok_or_else(|| "limit missing in PagePagination".to_string())?,
            total: intermediate_rep
                .total
                .into_iter()
                .next()
                .ok_or_else(|| "total missing in PagePagination".to_string())?,
            total_pages: intermediate_rep
                .total_pages
                .into_iter()
                .next()
                .ok_or_else(|| "total_pages missing in PagePagination".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PagePagination> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PagePagination>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PagePagination>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PagePagination - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PagePagination> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PagePagination as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PagePagination - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A completion callback to a partner.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerCallback {
    /// Callback identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// The interview evaluated.
    #[serde(rename = "interview_id")]
    pub interview_id: uuid::Uuid,

    /// Where the callback goes (the order's `url`).
    #[serde(rename = "url")]
    #[validate(custom(function = "check_xss_string"))]
    pub url: String,

    /// `pending` while attempts remain, `delivered` on a 2xx answer, `failed` after the last retry.
    /// Note: inline enums are not fully supported by openapi-generator
    #[serde(rename = "status")]
    #[validate(custom(function = "check_xss_string"))]
    pub status: String,

    /// Attempts made.
    #[serde(rename = "attempts")]
    #[validate(range(min = 0u32))]
    pub attempts: u32,

    /// The HTTP status of the last answer; `null` before one, or when none came.
    #[serde(rename = "last_response_status")]
    pub last_response_status: Nullable<i32>,

    /// Why the last attempt got no answer, if it got none.
    #[serde(rename = "last_error")]
    pub last_error: Nullable<String>,

    /// When the next attempt is due; `null` unless `pending`.
    #[serde(rename = "next_attempt_at")]
    pub next_attempt_at: Nullable<String>,

    /// When Greenhouse accepted it.
    #[serde(rename = "delivered_at")]
    pub delivered_at: Nullable<String>,

    /// When the interview was evaluated and the callback queued.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,
}

impl PartnerCallback {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        interview_id: uuid::Uuid,
        url: String,
        status: String,
        attempts: u32,
        last_response_status: Nullable<i32>,
        last_error: Nullable<String>,
        next_attempt_at: Nullable<String>,
        delivered_at: Nullable<String>,
        created_at: String,
    ) -> PartnerCallback {
        PartnerCallback {
            id,
            interview_id,
            url,
            status,
            attempts,
            last_response_status,
            last_error,
            next_attempt_at,
            delivered_at,
            created_at,
        }
    }
}

/// Converts the PartnerCallback value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerCallback {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization

            // Skipping interview_id in query parameter serialization
            Some("url".to_string()),
            Some(self.url.to_string()),
            Some("status".to_string()),
            Some(self.status.to_string()),
            Some("attempts".to_string()),
            Some(self.attempts.to_string()),
            Some("last_response_status".to_string()),
            Some(
                self.last_response_status
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("last_error".to_string()),
            Some(self.last_error.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("next_attempt_at".to_string()),
            Some(
                self.next_attempt_at
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("delivered_at".to_string()),
            Some(self.delivered_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerCallback value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerCallback {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub interview_id: Vec<uuid::Uuid>,
            pub url: Vec<String>,
            pub status: Vec<String>,
            pub attempts: Vec<u32>,
            pub last_response_status: Vec<i32>,
            pub last_error: Vec<String>,
            pub next_attempt_at: Vec<String>,
            pub delivered_at: Vec<String>,
            pub created_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing PartnerCallback".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "interview_id" => intermediate_rep
                        .interview_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "url" => intermediate_rep
                        .url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep
                        .status
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "attempts" => intermediate_rep
                        .attempts
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "last_response_status" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in PartnerCallback".to_string(),
                        );
                    }
                    "last_error" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in PartnerCallback".to_string(),
                        );
                    }
                    "next_attempt_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in PartnerCallback".to_string(),
                        );
                    }
                    "delivered_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in PartnerCallback".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing PartnerCallback".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerCallback {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in PartnerCallback".to_string())?,
            interview_id: intermediate_rep
                .interview_id
                .into_iter()
                .next()
                .ok_or_else(|| "interview_id missing in PartnerCallback".to_string())?,
            url: intermediate_rep
                .url
                .into_iter()
                .next()
                .ok_or_else(|| "url missing in PartnerCallback".to_string())?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in PartnerCallback".to_string())?,
            attempts: intermediate_rep
                .attempts
                .into_iter()
                .next()
                .ok_or_else(|| "attempts missing in PartnerCallback".to_string())?,
            last_response_status: std::result::Result::Err(
                "Nullable types not supported in PartnerCallback".to_string(),
            )?,
            last_error: std::result::Result::Err("Nullable types not supported in PartnerCallback".to_string())?,
            next_attempt_at: std::result::Result::Err("Nullable types not supported in PartnerCallback".to_string())?,
            delivered_at: std::result::Result::Err("Nullable types not supported in PartnerCallback".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in PartnerCallback".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerCallback> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerCallback>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PartnerCallback>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerCallback - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerCallback> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerCallback as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerCallback - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Callbacks, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerCallbackList {
    /// The callbacks.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::PartnerCallback>,
}

impl PartnerCallbackList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::PartnerCallback>) -> PartnerCallbackList {
        PartnerCallbackList { data }
    }
}

/// Converts the PartnerCallbackList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerCallbackList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerCallbackList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerCallbackList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::PartnerCallback>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing PartnerCallbackList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in PartnerCallbackList".to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing PartnerCallbackList".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerCallbackList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in PartnerCallbackList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerCallbackList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerCallbackList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PartnerCallbackList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerCallbackList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerCallbackList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerCallbackList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerCallbackList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The account's connection to a partner; its key is never shown.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerConnection {
    /// The partner.
    /// Note: inline enums are not fully supported by openapi-generator
    #[serde(rename = "partner")]
    #[validate(custom(function = "check_xss_string"))]
    pub partner: String,

    /// Whether callbacks can be authenticated.
    #[serde(rename = "callback_key_set")]
    pub callback_key_set: bool,

    /// When the key was last set.
    #[serde(rename = "updated_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub updated_at: String,
}

impl PartnerConnection {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(partner: String, callback_key_set: bool, updated_at: String) -> PartnerConnection {
        PartnerConnection {
            partner,
            callback_key_set,
            updated_at,
        }
    }
}

/// Converts the PartnerConnection value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerConnection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("partner".to_string()),
            Some(self.partner.to_string()),
            Some("callback_key_set".to_string()),
            Some(self.callback_key_set.to_string()),
            Some("updated_at".to_string()),
            Some(self.updated_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerConnection value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerConnection {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub partner: Vec<String>,
            pub callback_key_set: Vec<bool>,
            pub updated_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing PartnerConnection".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "partner" => intermediate_rep
                        .partner
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "callback_key_set" => intermediate_rep
                        .callback_key_set
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "updated_at" => intermediate_rep
                        .updated_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing PartnerConnection".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerConnection {
            partner: intermediate_rep
                .partner
                .into_iter()
                .next()
                .ok_or_else(|| "partner missing in PartnerConnection".to_string())?,
            callback_key_set: intermediate_rep
                .callback_key_set
                .into_iter()
                .next()
                .ok_or_else(|| "callback_key_set missing in PartnerConnection".to_string())?,
            updated_at: intermediate_rep
                .updated_at
                .into_iter()
                .next()
                .ok_or_else(|| "updated_at missing in PartnerConnection".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerConnection> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerConnection>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PartnerConnection>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerConnection - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerConnection> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerConnection as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerConnection - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A partner connection.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerConnectionEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::PartnerConnection,
}

impl PartnerConnectionEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::PartnerConnection) -> PartnerConnectionEnvelope {
        PartnerConnectionEnvelope { data }
    }
}

/// Converts the PartnerConnectionEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerConnectionEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerConnectionEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerConnectionEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::PartnerConnection>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err(
                        "Missing value while parsing PartnerConnectionEnvelope".to_string(),
                    );
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::PartnerConnection as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing PartnerConnectionEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerConnectionEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in PartnerConnectionEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerConnectionEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerConnectionEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(
        hdr_value: header::IntoHeaderValue<PartnerConnectionEnvelope>,
    ) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerConnectionEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerConnectionEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerConnectionEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerConnectionEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `PUT /partners/greenhouse/connection`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerConnectionUpdate {
    /// The key Greenhouse issued for this partner (printable ASCII without spaces or colons).
    #[serde(rename = "callback_key")]
    #[validate(
            length(min = 1, max = 500),
            regex(path = *RE_PARTNERCONNECTIONUPDATE_CALLBACK_KEY),
          custom(function = "check_xss_string"),
    )]
    pub callback_key: String,
}

lazy_static::lazy_static! {
    static ref RE_PARTNERCONNECTIONUPDATE_CALLBACK_KEY: regex::Regex = regex::Regex::new("^[\\x21-\\x39\\x3b-\\x7e]+$").unwrap();
}

impl PartnerConnectionUpdate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(callback_key: String) -> PartnerConnectionUpdate {
        PartnerConnectionUpdate { callback_key }
    }
}

/// Converts the PartnerConnectionUpdate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerConnectionUpdate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![Some("callback_key".to_string()), Some(self.callback_key.to_string())];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerConnectionUpdate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerConnectionUpdate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub callback_key: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing PartnerConnectionUpdate".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "callback_key" => intermediate_rep
                        .callback_key
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing PartnerConnectionUpdate".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerConnectionUpdate {
            callback_key: intermediate_rep
                .callback_key
                .into_iter()
                .next()
                .ok_or_else(|| "callback_key missing in PartnerConnectionUpdate".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerConnectionUpdate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerConnectionUpdate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PartnerConnectionUpdate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerConnectionUpdate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerConnectionUpdate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerConnectionUpdate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerConnectionUpdate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A report Greenhouse sent to `response_error`, without the candidate's e-mail.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerError {
    /// Report identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// The call Greenhouse named.
    #[serde(rename = "api_call")]
    pub api_call: Nullable<String>,

    /// What Greenhouse found wrong.
    #[serde(rename = "errors")]
    #[validate(length(max = 50), custom(function = "check_xss_vec_string"))]
    pub r_errors: Vec<String>,

    /// The test Greenhouse named.
    #[serde(rename = "partner_test_id")]
    pub partner_test_id: Nullable<String>,

    /// The interview Greenhouse named.
    #[serde(rename = "partner_interview_id")]
    pub partner_interview_id: Nullable<String>,

    /// When the report arrived.
    #[serde(rename = "received_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub received_at: String,
}

impl PartnerError {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        api_call: Nullable<String>,
        r_errors: Vec<String>,
        partner_test_id: Nullable<String>,
        partner_interview_id: Nullable<String>,
        received_at: String,
    ) -> PartnerError {
        PartnerError {
            id,
            api_call,
            r_errors,
            partner_test_id,
            partner_interview_id,
            received_at,
        }
    }
}

/// Converts the PartnerError value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("api_call".to_string()),
            Some(self.api_call.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("errors".to_string()),
            Some(
                self.r_errors
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            ),
            Some("partner_test_id".to_string()),
            Some(
                self.partner_test_id
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("partner_interview_id".to_string()),
            Some(
                self.partner_interview_id
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("received_at".to_string()),
            Some(self.received_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerError value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerError {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub api_call: Vec<String>,
            pub r_errors: Vec<Vec<String>>,
            pub partner_test_id: Vec<String>,
            pub partner_interview_id: Vec<String>,
            pub received_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing PartnerError".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "api_call" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in PartnerError".to_string(),
                        );
                    }
                    "errors" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in PartnerError".to_string(),
                        );
                    }
                    "partner_test_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in PartnerError".to_string(),
                        );
                    }
                    "partner_interview_id" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in PartnerError".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "received_at" => intermediate_rep
                        .received_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing PartnerError".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerError {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in PartnerError".to_string())?,
            api_call: std::result::Result::Err("Nullable types not supported in PartnerError".to_string())?,
            r_errors: intermediate_rep
                .r_errors
                .into_iter()
                .next()
                .ok_or_else(|| "errors missing in PartnerError".to_string())?,
            partner_test_id: std::result::Result::Err("Nullable types not supported in PartnerError".to_string())?,
            partner_interview_id: std::result::Result::Err("Nullable types not supported in PartnerError".to_string())?,
            received_at: intermediate_rep
                .received_at
                .into_iter()
                .next()
                .ok_or_else(|| "received_at missing in PartnerError".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerError> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerError>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PartnerError>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerError - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerError> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerError as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerError - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Reports of a partner, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerErrorList {
    /// The reports.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::PartnerError>,
}

impl PartnerErrorList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::PartnerError>) -> PartnerErrorList {
        PartnerErrorList { data }
    }
}

/// Converts the PartnerErrorList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerErrorList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerErrorList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerErrorList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::PartnerError>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing PartnerErrorList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in PartnerErrorList".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing PartnerErrorList".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerErrorList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in PartnerErrorList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerErrorList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerErrorList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PartnerErrorList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerErrorList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerErrorList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerErrorList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerErrorList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Answer of `response_error`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct PartnerErrorReceived {
    /// Always `true`: the report was kept.
    #[serde(rename = "received")]
    pub received: bool,
}

impl PartnerErrorReceived {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(received: bool) -> PartnerErrorReceived {
        PartnerErrorReceived { received }
    }
}

/// Converts the PartnerErrorReceived value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for PartnerErrorReceived {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![Some("received".to_string()), Some(self.received.to_string())];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a PartnerErrorReceived value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for PartnerErrorReceived {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub received: Vec<bool>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing PartnerErrorReceived".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "received" => intermediate_rep
                        .received
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing PartnerErrorReceived".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(PartnerErrorReceived {
            received: intermediate_rep
                .received
                .into_iter()
                .next()
                .ok_or_else(|| "received missing in PartnerErrorReceived".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<PartnerErrorReceived> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<PartnerErrorReceived>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<PartnerErrorReceived>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for PartnerErrorReceived - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<PartnerErrorReceived> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <PartnerErrorReceived as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into PartnerErrorReceived - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// How the interview's question list is built from the job (all fields optional, combinable):  1. Start from the job's questions in their order, minus `excluded_question_ids`. 2. Append the `custom_questions` without `order_index`, in array order. 3. Without `question_order`: each custom question with an `order_index` N is placed at 0-based position N of the final    list, in ascending N; the other questions keep their order around them. Two with the same N (a tie) take N and    N+1, ..., in `custom_questions` order. A position at or past the end of the final list is 400 on that question's    `order_index` (no clamping). 4. With `question_order`: the questions it lists come first, in its order; the unlisted ones follow in the order of    steps 1-2 (custom questions with an `order_index` included, in array order). `question_order` decides: a custom    question's `order_index`, if given, must be the position it ends up at, otherwise 400 on    `question_config.custom_questions[i].order_index` naming `question_order`.  400 `validation_error` (details keyed by field path, e.g. `question_config.question_order[2]`) when: an excluded id is not a question of the job or is listed twice; a `question_order` entry is not a question of the job, names an excluded question, is a `custom_N` token out of range (`custom_7` with 3 custom questions) or malformed, or appears twice; or the final list has no questions. Which ids are questions of the job is known only to the server, so these rules cannot be part of the schema (which does say: at most 100 distinct excluded ids, at most 150 order entries): a client checks them against `GET /jobs/{id}`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct QuestionConfig {
    /// Ids of the job's questions to leave out; at most 100, each a question of the job, no duplicates.
    #[serde(rename = "excluded_question_ids")]
    #[validate(length(max = 100))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub excluded_question_ids: Option<Vec<uuid::Uuid>>,

    /// Extra questions, appended after the job's questions; at most 50.
    #[serde(rename = "custom_questions")]
    #[validate(length(max = 50), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_questions: Option<Vec<models::CustomQuestion>>,

    /// Display order: job question ids and the tokens `custom_0`, `custom_1`, ... (index into `custom_questions`); at most 150 entries of at most 64 characters, no duplicates.
    #[serde(rename = "question_order")]
    #[validate(length(max = 150), custom(function = "check_xss_vec_string"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question_order: Option<Vec<String>>,
}

impl QuestionConfig {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> QuestionConfig {
        QuestionConfig {
            excluded_question_ids: None,
            custom_questions: None,
            question_order: None,
        }
    }
}

/// Converts the QuestionConfig value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for QuestionConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping excluded_question_ids in query parameter serialization

            // Skipping custom_questions in query parameter serialization
            self.question_order.as_ref().map(|question_order| {
                [
                    "question_order".to_string(),
                    question_order
                        .iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(","),
                ]
                .join(",")
            }),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a QuestionConfig value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for QuestionConfig {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub excluded_question_ids: Vec<Vec<uuid::Uuid>>,
            pub custom_questions: Vec<Vec<models::CustomQuestion>>,
            pub question_order: Vec<Vec<String>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing QuestionConfig".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "excluded_question_ids" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in QuestionConfig".to_string(),
                        );
                    }
                    "custom_questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in QuestionConfig".to_string(),
                        );
                    }
                    "question_order" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in QuestionConfig".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing QuestionConfig".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(QuestionConfig {
            excluded_question_ids: intermediate_rep.excluded_question_ids.into_iter().next(),
            custom_questions: intermediate_rep.custom_questions.into_iter().next(),
            question_order: intermediate_rep.question_order.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<QuestionConfig> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<QuestionConfig>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<QuestionConfig>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for QuestionConfig - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<QuestionConfig> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <QuestionConfig as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into QuestionConfig - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The evaluation of one answer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct QuestionEvaluation {
    /// The question.
    #[serde(rename = "question_id")]
    pub question_id: uuid::Uuid,

    /// Score of the answer, 0-100.
    #[serde(rename = "score")]
    #[validate(range(min = 0u32, max = 100u32))]
    pub score: u32,

    /// Why; `null` when none was given.
    #[serde(rename = "rationale")]
    #[validate(length(max = 5000))]
    pub rationale: Nullable<String>,
}

impl QuestionEvaluation {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(question_id: uuid::Uuid, score: u32, rationale: Nullable<String>) -> QuestionEvaluation {
        QuestionEvaluation {
            question_id,
            score,
            rationale,
        }
    }
}

/// Converts the QuestionEvaluation value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for QuestionEvaluation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping question_id in query parameter serialization
            Some("score".to_string()),
            Some(self.score.to_string()),
            Some("rationale".to_string()),
            Some(self.rationale.as_ref().map_or("null".to_string(), |x| x.to_string())),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a QuestionEvaluation value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for QuestionEvaluation {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub question_id: Vec<uuid::Uuid>,
            pub score: Vec<u32>,
            pub rationale: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing QuestionEvaluation".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "question_id" => intermediate_rep
                        .question_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "score" => intermediate_rep
                        .score
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "rationale" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in QuestionEvaluation".to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err("Unexpected key while parsing QuestionEvaluation".to_string());
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(QuestionEvaluation {
            question_id: intermediate_rep
                .question_id
                .into_iter()
                .next()
                .ok_or_else(|| "question_id missing in QuestionEvaluation".to_string())?,
            score: intermediate_rep
                .score
                .into_iter()
                .next()
                .ok_or_else(|| "score missing in QuestionEvaluation".to_string())?,
            rationale: std::result::Result::Err("Nullable types not supported in QuestionEvaluation".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<QuestionEvaluation> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<QuestionEvaluation>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<QuestionEvaluation>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for QuestionEvaluation - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<QuestionEvaluation> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <QuestionEvaluation as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into QuestionEvaluation - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The evaluation of one answer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct QuestionEvaluationInput {
    /// A question of this interview (`InterviewQuestion.id`); any other id is 400 (a rule the schema cannot express).
    #[serde(rename = "question_id")]
    pub question_id: uuid::Uuid,

    /// Score of the answer, 0-100.
    #[serde(rename = "score")]
    #[validate(range(min = 0u32, max = 100u32))]
    pub score: u32,

    /// Why, at most 5,000 characters.
    #[serde(rename = "rationale")]
    #[validate(
            length(max = 5000),
            regex(path = *RE_QUESTIONEVALUATIONINPUT_RATIONALE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rationale: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_QUESTIONEVALUATIONINPUT_RATIONALE: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl QuestionEvaluationInput {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(question_id: uuid::Uuid, score: u32) -> QuestionEvaluationInput {
        QuestionEvaluationInput {
            question_id,
            score,
            rationale: None,
        }
    }
}

/// Converts the QuestionEvaluationInput value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for QuestionEvaluationInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping question_id in query parameter serialization
            Some("score".to_string()),
            Some(self.score.to_string()),
            self.rationale
                .as_ref()
                .map(|rationale| ["rationale".to_string(), rationale.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a QuestionEvaluationInput value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for QuestionEvaluationInput {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub question_id: Vec<uuid::Uuid>,
            pub score: Vec<u32>,
            pub rationale: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing QuestionEvaluationInput".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "question_id" => intermediate_rep
                        .question_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "score" => intermediate_rep
                        .score
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "rationale" => intermediate_rep
                        .rationale
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing QuestionEvaluationInput".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(QuestionEvaluationInput {
            question_id: intermediate_rep
                .question_id
                .into_iter()
                .next()
                .ok_or_else(|| "question_id missing in QuestionEvaluationInput".to_string())?,
            score: intermediate_rep
                .score
                .into_iter()
                .next()
                .ok_or_else(|| "score missing in QuestionEvaluationInput".to_string())?,
            rationale: intermediate_rep.rationale.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<QuestionEvaluationInput> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<QuestionEvaluationInput>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<QuestionEvaluationInput>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for QuestionEvaluationInput - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<QuestionEvaluationInput> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <QuestionEvaluationInput as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into QuestionEvaluationInput - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Where an interview question came from: `job` (a question of the job) or `custom` (a `custom_questions` entry of the invitation).
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum QuestionSource {
    #[serde(rename = "job")]
    Job,
    #[serde(rename = "custom")]
    Custom,
}

impl validator::Validate for QuestionSource {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for QuestionSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            QuestionSource::Job => write!(f, "job"),
            QuestionSource::Custom => write!(f, "custom"),
        }
    }
}

impl std::str::FromStr for QuestionSource {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "job" => std::result::Result::Ok(QuestionSource::Job),
            "custom" => std::result::Result::Ok(QuestionSource::Custom),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// Kind of interview question: - `behavioral`: how the candidate handles situations (\"tell me about a time...\"); - `technical`: domain knowledge and skills; - `situational`: problem-solving scenarios (\"what would you do if...\"); - `experience`: past work; - `role_specific`: unique to the position.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum QuestionType {
    #[serde(rename = "behavioral")]
    Behavioral,
    #[serde(rename = "technical")]
    Technical,
    #[serde(rename = "situational")]
    Situational,
    #[serde(rename = "experience")]
    Experience,
    #[serde(rename = "role_specific")]
    RoleSpecific,
}

impl validator::Validate for QuestionType {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for QuestionType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            QuestionType::Behavioral => write!(f, "behavioral"),
            QuestionType::Technical => write!(f, "technical"),
            QuestionType::Situational => write!(f, "situational"),
            QuestionType::Experience => write!(f, "experience"),
            QuestionType::RoleSpecific => write!(f, "role_specific"),
        }
    }
}

impl std::str::FromStr for QuestionType {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "behavioral" => std::result::Result::Ok(QuestionType::Behavioral),
            "technical" => std::result::Result::Ok(QuestionType::Technical),
            "situational" => std::result::Result::Ok(QuestionType::Situational),
            "experience" => std::result::Result::Ok(QuestionType::Experience),
            "role_specific" => std::result::Result::Ok(QuestionType::RoleSpecific),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// The evaluator's recommendation.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum Recommendation {
    #[serde(rename = "strong_yes")]
    StrongYes,
    #[serde(rename = "yes")]
    Yes,
    #[serde(rename = "no")]
    No,
    #[serde(rename = "strong_no")]
    StrongNo,
}

impl validator::Validate for Recommendation {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for Recommendation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Recommendation::StrongYes => write!(f, "strong_yes"),
            Recommendation::Yes => write!(f, "yes"),
            Recommendation::No => write!(f, "no"),
            Recommendation::StrongNo => write!(f, "strong_no"),
        }
    }
}

impl std::str::FromStr for Recommendation {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "strong_yes" => std::result::Result::Ok(Recommendation::StrongYes),
            "yes" => std::result::Result::Ok(Recommendation::Yes),
            "no" => std::result::Result::Ok(Recommendation::No),
            "strong_no" => std::result::Result::Ok(Recommendation::StrongNo),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// A report link just issued.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ReportLink {
    /// The report page, as `Interview.report_url`.
    #[serde(rename = "report_url")]
    #[validate(custom(function = "check_xss_string"))]
    pub report_url: String,

    /// When the link stops working (`report_link_days` after it was issued).
    #[serde(rename = "expires_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub expires_at: String,
}

impl ReportLink {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(report_url: String, expires_at: String) -> ReportLink {
        ReportLink { report_url, expires_at }
    }
}

/// Converts the ReportLink value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ReportLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("report_url".to_string()),
            Some(self.report_url.to_string()),
            Some("expires_at".to_string()),
            Some(self.expires_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ReportLink value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ReportLink {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub report_url: Vec<String>,
            pub expires_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ReportLink".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "report_url" => intermediate_rep
                        .report_url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "expires_at" => intermediate_rep
                        .expires_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ReportLink".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ReportLink {
            report_url: intermediate_rep
                .report_url
                .into_iter()
                .next()
                .ok_or_else(|| "report_url missing in ReportLink".to_string())?,
            expires_at: intermediate_rep
                .expires_at
                .into_iter()
                .next()
                .ok_or_else(|| "expires_at missing in ReportLink".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ReportLink> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ReportLink>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ReportLink>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ReportLink - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ReportLink> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ReportLink as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ReportLink - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A report link.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ReportLinkEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::ReportLink,
}

impl ReportLinkEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::ReportLink) -> ReportLinkEnvelope {
        ReportLinkEnvelope { data }
    }
}

/// Converts the ReportLinkEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ReportLinkEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ReportLinkEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ReportLinkEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::ReportLink>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ReportLinkEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::ReportLink as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err("Unexpected key while parsing ReportLinkEnvelope".to_string());
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ReportLinkEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in ReportLinkEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ReportLinkEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ReportLinkEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ReportLinkEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ReportLinkEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ReportLinkEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ReportLinkEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ReportLinkEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// What the interview runtime needs to conduct an interview. `status` is an `InterviewStatus`; `voice_id` a `VoiceId`; `candidate_cv` the `CvInput` snapshot sent with the invitation (for personalization), `null` when none was sent. Once the interview has ended (`completed` or `abandoned`) the link shows its state only, never its content: `candidate_name` is `[withheld]`, `questions` and `responses` are empty and `candidate_cv` is `null` (read them with an API key: `GET /interviews/{id}`). An expired, cancelled, replaced or erased link is 410. `mode` is `test` for an interview invited with a test key: the runtime must not hold a real interview on it (see Test mode).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Session {
    /// Interview identifier.
    #[serde(rename = "interview_id")]
    pub interview_id: uuid::Uuid,

    #[serde(rename = "mode")]
    #[validate(nested)]
    pub mode: models::KeyMode,

    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::InterviewStatus,

    /// Candidate's name.
    #[serde(rename = "candidate_name")]
    #[validate(length(min = 1, max = 200), custom(function = "check_xss_string"))]
    pub candidate_name: String,

    /// Title of the job.
    #[serde(rename = "job_title")]
    #[validate(custom(function = "check_xss_string"))]
    pub job_title: String,

    /// Language of the interview, as given on the invitation (default `en`).
    #[serde(rename = "locale_id")]
    #[validate(
            regex(path = *RE_SESSION_LOCALE_ID),
          custom(function = "check_xss_string"),
    )]
    pub locale_id: String,

    #[serde(rename = "voice_id")]
    #[validate(nested)]
    pub voice_id: models::VoiceId,

    /// When the link expires if the interview has not started.
    #[serde(rename = "expires_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub expires_at: String,

    /// When the interview started; `null` before.
    #[serde(rename = "started_at")]
    pub started_at: Nullable<String>,

    /// The questions to ask, in order.
    #[serde(rename = "questions")]
    #[validate(length(max = 150), nested)]
    pub questions: Vec<models::InterviewQuestion>,

    /// Answers recorded so far, in question order.
    #[serde(rename = "responses")]
    #[validate(length(max = 150), nested)]
    pub responses: Vec<models::InterviewResponse>,

    #[serde(rename = "candidate_cv")]
    pub candidate_cv: Nullable<models::CvInput>,
}

lazy_static::lazy_static! {
    static ref RE_SESSION_LOCALE_ID: regex::Regex = regex::Regex::new("^[a-z]{2}(-[A-Z]{2})?$").unwrap();
}

impl Session {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        interview_id: uuid::Uuid,
        mode: models::KeyMode,
        status: models::InterviewStatus,
        candidate_name: String,
        job_title: String,
        locale_id: String,
        voice_id: models::VoiceId,
        expires_at: String,
        started_at: Nullable<String>,
        questions: Vec<models::InterviewQuestion>,
        responses: Vec<models::InterviewResponse>,
        candidate_cv: Nullable<models::CvInput>,
    ) -> Session {
        Session {
            interview_id,
            mode,
            status,
            candidate_name,
            job_title,
            locale_id,
            voice_id,
            expires_at,
            started_at,
            questions,
            responses,
            candidate_cv,
        }
    }
}

/// Converts the Session value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping interview_id in query parameter serialization

            // Skipping mode in query parameter serialization

            // Skipping status in query parameter serialization
            Some("candidate_name".to_string()),
            Some(self.candidate_name.to_string()),
            Some("job_title".to_string()),
            Some(self.job_title.to_string()),
            Some("locale_id".to_string()),
            Some(self.locale_id.to_string()),
            // Skipping voice_id in query parameter serialization
            Some("expires_at".to_string()),
            Some(self.expires_at.to_string()),
            Some("started_at".to_string()),
            Some(self.started_at.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping questions in query parameter serialization

            // Skipping responses in query parameter serialization

            // Skipping candidate_cv in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Session value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Session {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub interview_id: Vec<uuid::Uuid>,
            pub mode: Vec<models::KeyMode>,
            pub status: Vec<models::InterviewStatus>,
            pub candidate_name: Vec<String>,
            pub job_title: Vec<String>,
            pub locale_id: Vec<String>,
            pub voice_id: Vec<models::VoiceId>,
            pub expires_at: Vec<String>,
            pub started_at: Vec<String>,
            pub questions: Vec<Vec<models::InterviewQuestion>>,
            pub responses: Vec<Vec<models::InterviewResponse>>,
            pub candidate_cv: Vec<models::CvInput>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Session".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "interview_id" => intermediate_rep
                        .interview_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "mode" => intermediate_rep
                        .mode
                        .push(<models::KeyMode as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::InterviewStatus as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "candidate_name" => intermediate_rep
                        .candidate_name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "job_title" => intermediate_rep
                        .job_title
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "locale_id" => intermediate_rep
                        .locale_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "voice_id" => intermediate_rep
                        .voice_id
                        .push(<models::VoiceId as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "expires_at" => intermediate_rep
                        .expires_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "started_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Session".to_string(),
                        );
                    }
                    "questions" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Session".to_string(),
                        );
                    }
                    "responses" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in Session".to_string(),
                        );
                    }
                    "candidate_cv" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in Session".to_string(),
                        );
                    }
                    _ => return std::result::Result::Err("Unexpected key while parsing Session".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Session {
            interview_id: intermediate_rep
                .interview_id
                .into_iter()
                .next()
                .ok_or_else(|| "interview_id missing in Session".to_string())?,
            mode: intermediate_rep
                .mode
                .into_iter()
                .next()
                .ok_or_else(|| "mode missing in Session".to_string())?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in Session".to_string())?,
            candidate_name: intermediate_rep
                .candidate_name
                .into_iter()
                .next()
                .ok_or_else(|| "candidate_name missing in Session".to_string())?,
            job_title: intermediate_rep
                .job_title
                .into_iter()
                .next()
                .ok_or_else(|| "job_title missing in Session".to_string())?,
            locale_id: intermediate_rep
                .locale_id
                .into_iter()
                .next()
                .ok_or_else(|| "locale_id missing in Session".to_string())?,
            voice_id: intermediate_rep
                .voice_id
                .into_iter()
                .next()
                .ok_or_else(|| "voice_id missing in Session".to_string())?,
            expires_at: intermediate_rep
                .expires_at
                .into_iter()
                .next()
                .ok_or_else(|| "expires_at missing in Session".to_string())?,
            started_at: std::result::Result::Err("Nullable types not supported in Session".to_string())?,
            questions: intermediate_rep
                .questions
                .into_iter()
                .next()
                .ok_or_else(|| "questions missing in Session".to_string())?,
            responses: intermediate_rep
                .responses
                .into_iter()
                .next()
                .ok_or_else(|| "responses missing in Session".to_string())?,
            candidate_cv: std::result::Result::Err("Nullable types not supported in Session".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Session> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Session>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Session>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Session - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Session> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Session as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Session - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /sessions/{token}/complete`, optional.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SessionComplete {
    #[serde(rename = "evaluation")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evaluation: Option<models::EvaluationInput>,
}

impl SessionComplete {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> SessionComplete {
        SessionComplete { evaluation: None }
    }
}

/// Converts the SessionComplete value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SessionComplete {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping evaluation in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SessionComplete value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SessionComplete {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub evaluation: Vec<models::EvaluationInput>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing SessionComplete".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "evaluation" => intermediate_rep.evaluation.push(
                        <models::EvaluationInput as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing SessionComplete".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SessionComplete {
            evaluation: intermediate_rep.evaluation.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SessionComplete> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SessionComplete>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SessionComplete>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SessionComplete - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SessionComplete> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SessionComplete as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SessionComplete - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// An interview session.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SessionEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::Session,
}

impl SessionEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::Session) -> SessionEnvelope {
        SessionEnvelope { data }
    }
}

/// Converts the SessionEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SessionEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SessionEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SessionEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::Session>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing SessionEnvelope".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::Session as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing SessionEnvelope".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SessionEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in SessionEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SessionEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SessionEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SessionEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SessionEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SessionEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SessionEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SessionEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /sessions/{token}/evaluation`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SessionEvaluation {
    #[serde(rename = "evaluation")]
    #[validate(nested)]
    pub evaluation: models::EvaluationInput,
}

impl SessionEvaluation {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(evaluation: models::EvaluationInput) -> SessionEvaluation {
        SessionEvaluation { evaluation }
    }
}

/// Converts the SessionEvaluation value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SessionEvaluation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping evaluation in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SessionEvaluation value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SessionEvaluation {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub evaluation: Vec<models::EvaluationInput>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing SessionEvaluation".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "evaluation" => intermediate_rep.evaluation.push(
                        <models::EvaluationInput as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing SessionEvaluation".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SessionEvaluation {
            evaluation: intermediate_rep
                .evaluation
                .into_iter()
                .next()
                .ok_or_else(|| "evaluation missing in SessionEvaluation".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SessionEvaluation> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SessionEvaluation>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SessionEvaluation>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SessionEvaluation - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SessionEvaluation> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SessionEvaluation as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SessionEvaluation - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /sessions/{token}/responses`: the answer to one question. Posting again for the same question replaces the earlier answer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SessionResponseCreate {
    /// An `InterviewQuestion` id of this interview; any other id is 400 `validation_error`.
    #[serde(rename = "question_id")]
    pub question_id: uuid::Uuid,

    /// Transcript of the answer, at most 100,000 characters (may be empty). The answers of one interview hold at most 500,000 characters of transcript in all (one answer per question, at most 150 questions): an answer that would go past that is 400 `validation_error` on `transcript`. So an interview, its webhook payloads and its API form have a bounded size.
    #[serde(rename = "transcript")]
    #[validate(
            length(max = 100000),
            regex(path = *RE_SESSIONRESPONSECREATE_TRANSCRIPT),
          custom(function = "check_xss_string"),
    )]
    pub transcript: String,

    /// Length of the answer in seconds, 0-86400.
    #[serde(rename = "duration_seconds")]
    #[validate(range(min = 0u32, max = 86400u32))]
    pub duration_seconds: u32,
}

lazy_static::lazy_static! {
    static ref RE_SESSIONRESPONSECREATE_TRANSCRIPT: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl SessionResponseCreate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(question_id: uuid::Uuid, transcript: String, duration_seconds: u32) -> SessionResponseCreate {
        SessionResponseCreate {
            question_id,
            transcript,
            duration_seconds,
        }
    }
}

/// Converts the SessionResponseCreate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SessionResponseCreate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping question_id in query parameter serialization
            Some("transcript".to_string()),
            Some(self.transcript.to_string()),
            Some("duration_seconds".to_string()),
            Some(self.duration_seconds.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SessionResponseCreate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SessionResponseCreate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub question_id: Vec<uuid::Uuid>,
            pub transcript: Vec<String>,
            pub duration_seconds: Vec<u32>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing SessionResponseCreate".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "question_id" => intermediate_rep
                        .question_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "transcript" => intermediate_rep
                        .transcript
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "duration_seconds" => intermediate_rep
                        .duration_seconds
                        .push(<u32 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing SessionResponseCreate".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SessionResponseCreate {
            question_id: intermediate_rep
                .question_id
                .into_iter()
                .next()
                .ok_or_else(|| "question_id missing in SessionResponseCreate".to_string())?,
            transcript: intermediate_rep
                .transcript
                .into_iter()
                .next()
                .ok_or_else(|| "transcript missing in SessionResponseCreate".to_string())?,
            duration_seconds: intermediate_rep
                .duration_seconds
                .into_iter()
                .next()
                .ok_or_else(|| "duration_seconds missing in SessionResponseCreate".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SessionResponseCreate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SessionResponseCreate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SessionResponseCreate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SessionResponseCreate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SessionResponseCreate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SessionResponseCreate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SessionResponseCreate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The recorded answer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SessionResponseEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::InterviewResponse,
}

impl SessionResponseEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::InterviewResponse) -> SessionResponseEnvelope {
        SessionResponseEnvelope { data }
    }
}

/// Converts the SessionResponseEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SessionResponseEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SessionResponseEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SessionResponseEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::InterviewResponse>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing SessionResponseEnvelope".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::InterviewResponse as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing SessionResponseEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SessionResponseEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in SessionResponseEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SessionResponseEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SessionResponseEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SessionResponseEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SessionResponseEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SessionResponseEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SessionResponseEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SessionResponseEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /sessions/{token}/start`, optional. `consent` is required when the interview's job has `require_consent`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SessionStart {
    #[serde(rename = "consent")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent: Option<models::ConsentInput>,
}

impl SessionStart {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> SessionStart {
        SessionStart { consent: None }
    }
}

/// Converts the SessionStart value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SessionStart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping consent in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SessionStart value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SessionStart {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub consent: Vec<models::ConsentInput>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing SessionStart".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "consent" => intermediate_rep
                        .consent
                        .push(<models::ConsentInput as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing SessionStart".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SessionStart {
            consent: intermediate_rep.consent.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SessionStart> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SessionStart>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SessionStart>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SessionStart - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SessionStart> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SessionStart as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SessionStart - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Simple error shape of the candidate endpoints' 404 (`Candidate not found`) and 500 (`Failed to ...`) responses.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SimpleError {
    /// Human-readable error text.
    #[serde(rename = "error")]
    #[validate(custom(function = "check_xss_string"))]
    pub error: String,
}

impl SimpleError {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(error: String) -> SimpleError {
        SimpleError { error }
    }
}

/// Converts the SimpleError value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SimpleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![Some("error".to_string()), Some(self.error.to_string())];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SimpleError value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SimpleError {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub error: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing SimpleError".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "error" => intermediate_rep
                        .error
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing SimpleError".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SimpleError {
            error: intermediate_rep
                .error
                .into_iter()
                .next()
                .ok_or_else(|| "error missing in SimpleError".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SimpleError> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SimpleError>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SimpleError>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SimpleError - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SimpleError> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SimpleError as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SimpleError - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Validation failure of a candidate endpoint (400). Also used for malformed JSON, a missing or wrong `Content-Type`, a bad query parameter and a path id that is not a UUID.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct SimpleValidationError {
    /// Always `Validation failed`.
    #[serde(rename = "error")]
    #[validate(custom(function = "check_xss_string"))]
    pub error: String,

    /// The problems found, at least one: the first 100, and when there were more, one last entry saying how many were left out (`path` `[]`).
    #[serde(rename = "details")]
    #[validate(length(max = 101), nested)]
    pub details: Vec<models::ValidationIssue>,
}

impl SimpleValidationError {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(error: String, details: Vec<models::ValidationIssue>) -> SimpleValidationError {
        SimpleValidationError { error, details }
    }
}

/// Converts the SimpleValidationError value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for SimpleValidationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("error".to_string()),
            Some(self.error.to_string()),
            // Skipping details in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a SimpleValidationError value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for SimpleValidationError {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub error: Vec<String>,
            pub details: Vec<Vec<models::ValidationIssue>>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing SimpleValidationError".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "error" => intermediate_rep
                        .error
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "details" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in SimpleValidationError".to_string(),
                        );
                    }
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing SimpleValidationError".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(SimpleValidationError {
            error: intermediate_rep
                .error
                .into_iter()
                .next()
                .ok_or_else(|| "error missing in SimpleValidationError".to_string())?,
            details: intermediate_rep
                .details
                .into_iter()
                .next()
                .ok_or_else(|| "details missing in SimpleValidationError".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<SimpleValidationError> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<SimpleValidationError>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<SimpleValidationError>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for SimpleValidationError - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<SimpleValidationError> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <SimpleValidationError as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into SimpleValidationError - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Where to drive a test interview (see `POST /interviews/{id}/simulate`).
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum SimulationOutcome {
    #[serde(rename = "completed")]
    Completed,
    #[serde(rename = "abandoned")]
    Abandoned,
    #[serde(rename = "expired")]
    Expired,
}

impl validator::Validate for SimulationOutcome {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for SimulationOutcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            SimulationOutcome::Completed => write!(f, "completed"),
            SimulationOutcome::Abandoned => write!(f, "abandoned"),
            SimulationOutcome::Expired => write!(f, "expired"),
        }
    }
}

impl std::str::FromStr for SimulationOutcome {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "completed" => std::result::Result::Ok(SimulationOutcome::Completed),
            "abandoned" => std::result::Result::Ok(SimulationOutcome::Abandoned),
            "expired" => std::result::Result::Ok(SimulationOutcome::Expired),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// A skill. `category` is one of `technical`, `soft`, `language`; `proficiency` one of `beginner`, `intermediate`, `advanced`, `expert`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct Skill {
    /// Skill name, 1-200 characters.
    #[serde(rename = "name")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_SKILL_NAME),
          custom(function = "check_xss_string"),
    )]
    pub name: String,

    #[serde(rename = "category")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<models::SkillCategory>,

    #[serde(rename = "proficiency")]
    #[validate(nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proficiency: Option<models::SkillProficiency>,
}

lazy_static::lazy_static! {
    static ref RE_SKILL_NAME: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl Skill {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(name: String) -> Skill {
        Skill {
            name,
            category: None,
            proficiency: None,
        }
    }
}

/// Converts the Skill value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for Skill {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("name".to_string()),
            Some(self.name.to_string()),
            // Skipping category in query parameter serialization

            // Skipping proficiency in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a Skill value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for Skill {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub name: Vec<String>,
            pub category: Vec<models::SkillCategory>,
            pub proficiency: Vec<models::SkillProficiency>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing Skill".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "name" => intermediate_rep
                        .name
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "category" => intermediate_rep
                        .category
                        .push(<models::SkillCategory as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "proficiency" => intermediate_rep.proficiency.push(
                        <models::SkillProficiency as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing Skill".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(Skill {
            name: intermediate_rep
                .name
                .into_iter()
                .next()
                .ok_or_else(|| "name missing in Skill".to_string())?,
            category: intermediate_rep.category.into_iter().next(),
            proficiency: intermediate_rep.proficiency.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<Skill> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<Skill>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<Skill>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for Skill - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<Skill> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <Skill as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into Skill - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Category of a skill.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum SkillCategory {
    #[serde(rename = "technical")]
    Technical,
    #[serde(rename = "soft")]
    Soft,
    #[serde(rename = "language")]
    Language,
}

impl validator::Validate for SkillCategory {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for SkillCategory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            SkillCategory::Technical => write!(f, "technical"),
            SkillCategory::Soft => write!(f, "soft"),
            SkillCategory::Language => write!(f, "language"),
        }
    }
}

impl std::str::FromStr for SkillCategory {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "technical" => std::result::Result::Ok(SkillCategory::Technical),
            "soft" => std::result::Result::Ok(SkillCategory::Soft),
            "language" => std::result::Result::Ok(SkillCategory::Language),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// Proficiency in a skill.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum SkillProficiency {
    #[serde(rename = "beginner")]
    Beginner,
    #[serde(rename = "intermediate")]
    Intermediate,
    #[serde(rename = "advanced")]
    Advanced,
    #[serde(rename = "expert")]
    Expert,
}

impl validator::Validate for SkillProficiency {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for SkillProficiency {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            SkillProficiency::Beginner => write!(f, "beginner"),
            SkillProficiency::Intermediate => write!(f, "intermediate"),
            SkillProficiency::Advanced => write!(f, "advanced"),
            SkillProficiency::Expert => write!(f, "expert"),
        }
    }
}

impl std::str::FromStr for SkillProficiency {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "beginner" => std::result::Result::Ok(SkillProficiency::Beginner),
            "intermediate" => std::result::Result::Ok(SkillProficiency::Intermediate),
            "advanced" => std::result::Result::Ok(SkillProficiency::Advanced),
            "expert" => std::result::Result::Ok(SkillProficiency::Expert),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// One problem found while validating a candidate request.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct ValidationIssue {
    /// Location of the offending value, one segment per level; array indexes are decimal strings (`[\"cv\", \"workExperiences\", \"0\", \"company\"]`). Query parameters and path ids are one segment (`[\"limit\"]`, `[\"id\"]`). Empty when no single field applies (malformed JSON, wrong Content-Type).
    #[serde(rename = "path")]
    #[validate(custom(function = "check_xss_vec_string"))]
    pub path: Vec<String>,

    /// What is wrong with the value.
    #[serde(rename = "message")]
    #[validate(custom(function = "check_xss_string"))]
    pub message: String,
}

impl ValidationIssue {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(path: Vec<String>, message: String) -> ValidationIssue {
        ValidationIssue { path, message }
    }
}

/// Converts the ValidationIssue value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for ValidationIssue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("path".to_string()),
            Some(self.path.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")),
            Some("message".to_string()),
            Some(self.message.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a ValidationIssue value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for ValidationIssue {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub path: Vec<Vec<String>>,
            pub message: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing ValidationIssue".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "path" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in ValidationIssue".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "message" => intermediate_rep
                        .message
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing ValidationIssue".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(ValidationIssue {
            path: intermediate_rep
                .path
                .into_iter()
                .next()
                .ok_or_else(|| "path missing in ValidationIssue".to_string())?,
            message: intermediate_rep
                .message
                .into_iter()
                .next()
                .ok_or_else(|| "message missing in ValidationIssue".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<ValidationIssue> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<ValidationIssue>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<ValidationIssue>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for ValidationIssue - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<ValidationIssue> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <ValidationIssue as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into ValidationIssue - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Voice of the interviewer. Any other value is 400 `validation_error`.  | voice_id | Voice | |---|---| | `21m00Tcm4TlvDq8ikWAM` | Professional female (default) | | `AZnzlk1XvdvUeBnXmlld` | Confident female | | `EXAVITQu4vr4xnSDxMaL` | Warm female | | `ErXwobaYiN019PkySvjV` | Well-rounded male | | `MF3mGyEYCl7XYWbV9V6O` | Emotional female | | `TxGEqnHWrfWFTfGW9XjX` | Deep male | | `VR6AewLTigWG4xSOukaG` | Crisp male | | `pNInz6obpgDQGcFmaJgB` | American male | | `yoZ06aMxZJJ28mfd3POQ` | Raspy male |
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum VoiceId {
    #[serde(rename = "21m00Tcm4TlvDq8ikWAM")]
    ProfessionalFemale,
    #[serde(rename = "AZnzlk1XvdvUeBnXmlld")]
    ConfidentFemale,
    #[serde(rename = "EXAVITQu4vr4xnSDxMaL")]
    WarmFemale,
    #[serde(rename = "ErXwobaYiN019PkySvjV")]
    WellRoundedMale,
    #[serde(rename = "MF3mGyEYCl7XYWbV9V6O")]
    EmotionalFemale,
    #[serde(rename = "TxGEqnHWrfWFTfGW9XjX")]
    DeepMale,
    #[serde(rename = "VR6AewLTigWG4xSOukaG")]
    CrispMale,
    #[serde(rename = "pNInz6obpgDQGcFmaJgB")]
    AmericanMale,
    #[serde(rename = "yoZ06aMxZJJ28mfd3POQ")]
    RaspyMale,
}

impl validator::Validate for VoiceId {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for VoiceId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            VoiceId::ProfessionalFemale => write!(f, "21m00Tcm4TlvDq8ikWAM"),
            VoiceId::ConfidentFemale => write!(f, "AZnzlk1XvdvUeBnXmlld"),
            VoiceId::WarmFemale => write!(f, "EXAVITQu4vr4xnSDxMaL"),
            VoiceId::WellRoundedMale => write!(f, "ErXwobaYiN019PkySvjV"),
            VoiceId::EmotionalFemale => write!(f, "MF3mGyEYCl7XYWbV9V6O"),
            VoiceId::DeepMale => write!(f, "TxGEqnHWrfWFTfGW9XjX"),
            VoiceId::CrispMale => write!(f, "VR6AewLTigWG4xSOukaG"),
            VoiceId::AmericanMale => write!(f, "pNInz6obpgDQGcFmaJgB"),
            VoiceId::RaspyMale => write!(f, "yoZ06aMxZJJ28mfd3POQ"),
        }
    }
}

impl std::str::FromStr for VoiceId {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "21m00Tcm4TlvDq8ikWAM" => std::result::Result::Ok(VoiceId::ProfessionalFemale),
            "AZnzlk1XvdvUeBnXmlld" => std::result::Result::Ok(VoiceId::ConfidentFemale),
            "EXAVITQu4vr4xnSDxMaL" => std::result::Result::Ok(VoiceId::WarmFemale),
            "ErXwobaYiN019PkySvjV" => std::result::Result::Ok(VoiceId::WellRoundedMale),
            "MF3mGyEYCl7XYWbV9V6O" => std::result::Result::Ok(VoiceId::EmotionalFemale),
            "TxGEqnHWrfWFTfGW9XjX" => std::result::Result::Ok(VoiceId::DeepMale),
            "VR6AewLTigWG4xSOukaG" => std::result::Result::Ok(VoiceId::CrispMale),
            "pNInz6obpgDQGcFmaJgB" => std::result::Result::Ok(VoiceId::AmericanMale),
            "yoZ06aMxZJJ28mfd3POQ" => std::result::Result::Ok(VoiceId::RaspyMale),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// One delivery attempt of an event to the endpoint. `event_type` is an `EventType`; `outcome` a `WebhookDeliveryOutcome`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookDelivery {
    /// Attempt identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// The event's `id` (and `webhook-id`).
    #[serde(rename = "event_id")]
    #[validate(custom(function = "check_xss_string"))]
    pub event_id: String,

    #[serde(rename = "event_type")]
    #[validate(nested)]
    pub event_type: models::EventType,

    /// 1 for the first attempt, 2 for the first retry, and so on (at most 8).
    #[serde(rename = "attempt")]
    pub attempt: i64,

    /// When the request was sent.
    #[serde(rename = "attempted_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub attempted_at: String,

    /// HTTP status of the receiver's answer; `null` when there was none (timeout, connection error).
    #[serde(rename = "response_status")]
    pub response_status: Nullable<i64>,

    /// Milliseconds until the answer (or the failure); `null` when the request could not be sent.
    #[serde(rename = "latency_ms")]
    pub latency_ms: Nullable<i64>,

    /// Start of the receiver's answer body, at most 1 KiB of it, as text: bytes that are not UTF-8 and NUL characters are replaced by U+FFFD. `null` when there was no answer.
    #[serde(rename = "response_body")]
    pub response_body: Nullable<String>,

    /// Why the attempt failed without an HTTP answer (timeout, DNS, TLS, connection refused); `null` otherwise.
    #[serde(rename = "error")]
    pub error: Nullable<String>,

    #[serde(rename = "outcome")]
    #[validate(nested)]
    pub outcome: models::WebhookDeliveryOutcome,
}

impl WebhookDelivery {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        event_id: String,
        event_type: models::EventType,
        attempt: i64,
        attempted_at: String,
        response_status: Nullable<i64>,
        latency_ms: Nullable<i64>,
        response_body: Nullable<String>,
        error: Nullable<String>,
        outcome: models::WebhookDeliveryOutcome,
    ) -> WebhookDelivery {
        WebhookDelivery {
            id,
            event_id,
            event_type,
            attempt,
            attempted_at,
            response_status,
            latency_ms,
            response_body,
            error,
            outcome,
        }
    }
}

/// Converts the WebhookDelivery value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookDelivery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("event_id".to_string()),
            Some(self.event_id.to_string()),
            // Skipping event_type in query parameter serialization
            Some("attempt".to_string()),
            Some(self.attempt.to_string()),
            Some("attempted_at".to_string()),
            Some(self.attempted_at.to_string()),
            Some("response_status".to_string()),
            Some(
                self.response_status
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("latency_ms".to_string()),
            Some(self.latency_ms.as_ref().map_or("null".to_string(), |x| x.to_string())),
            Some("response_body".to_string()),
            Some(
                self.response_body
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("error".to_string()),
            Some(self.error.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping outcome in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookDelivery value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookDelivery {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub event_id: Vec<String>,
            pub event_type: Vec<models::EventType>,
            pub attempt: Vec<i64>,
            pub attempted_at: Vec<String>,
            pub response_status: Vec<i64>,
            pub latency_ms: Vec<i64>,
            pub response_body: Vec<String>,
            pub error: Vec<String>,
            pub outcome: Vec<models::WebhookDeliveryOutcome>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookDelivery".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "event_id" => intermediate_rep
                        .event_id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "event_type" => intermediate_rep
                        .event_type
                        .push(<models::EventType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "attempt" => intermediate_rep
                        .attempt
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "attempted_at" => intermediate_rep
                        .attempted_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "response_status" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookDelivery".to_string(),
                        );
                    }
                    "latency_ms" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookDelivery".to_string(),
                        );
                    }
                    "response_body" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookDelivery".to_string(),
                        );
                    }
                    "error" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookDelivery".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "outcome" => intermediate_rep.outcome.push(
                        <models::WebhookDeliveryOutcome as std::str::FromStr>::from_str(val)
                            .map_err(|x| x.to_string())?,
                    ),
                    _ => return std::result::Result::Err("Unexpected key while parsing WebhookDelivery".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookDelivery {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in WebhookDelivery".to_string())?,
            event_id: intermediate_rep
                .event_id
                .into_iter()
                .next()
                .ok_or_else(|| "event_id missing in WebhookDelivery".to_string())?,
            event_type: intermediate_rep
                .event_type
                .into_iter()
                .next()
                .ok_or_else(|| "event_type missing in WebhookDelivery".to_string())?,
            attempt: intermediate_rep
                .attempt
                .into_iter()
                .next()
                .ok_or_else(|| "attempt missing in WebhookDelivery".to_string())?,
            attempted_at: intermediate_rep
                .attempted_at
                .into_iter()
                .next()
                .ok_or_else(|| "attempted_at missing in WebhookDelivery".to_string())?,
            response_status: std::result::Result::Err("Nullable types not supported in WebhookDelivery".to_string())?,
            latency_ms: std::result::Result::Err("Nullable types not supported in WebhookDelivery".to_string())?,
            response_body: std::result::Result::Err("Nullable types not supported in WebhookDelivery".to_string())?,
            error: std::result::Result::Err("Nullable types not supported in WebhookDelivery".to_string())?,
            outcome: intermediate_rep
                .outcome
                .into_iter()
                .next()
                .ok_or_else(|| "outcome missing in WebhookDelivery".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookDelivery> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookDelivery>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookDelivery>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookDelivery - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookDelivery> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookDelivery as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookDelivery - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of delivery attempts of one endpoint, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookDeliveryList {
    /// The attempts of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::WebhookDelivery>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl WebhookDeliveryList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::WebhookDelivery>, pagination: models::CursorPagination) -> WebhookDeliveryList {
        WebhookDeliveryList { data, pagination }
    }
}

/// Converts the WebhookDeliveryList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookDeliveryList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookDeliveryList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookDeliveryList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::WebhookDelivery>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookDeliveryList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in WebhookDeliveryList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookDeliveryList".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookDeliveryList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookDeliveryList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in WebhookDeliveryList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookDeliveryList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookDeliveryList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookDeliveryList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookDeliveryList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookDeliveryList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookDeliveryList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookDeliveryList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Result of one delivery attempt: `succeeded` (the receiver answered 2xx) or `failed` (any other status, a redirect, a timeout after 15 s or a connection error).
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum WebhookDeliveryOutcome {
    #[serde(rename = "succeeded")]
    Succeeded,
    #[serde(rename = "failed")]
    Failed,
}

impl validator::Validate for WebhookDeliveryOutcome {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for WebhookDeliveryOutcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            WebhookDeliveryOutcome::Succeeded => write!(f, "succeeded"),
            WebhookDeliveryOutcome::Failed => write!(f, "failed"),
        }
    }
}

impl std::str::FromStr for WebhookDeliveryOutcome {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "succeeded" => std::result::Result::Ok(WebhookDeliveryOutcome::Succeeded),
            "failed" => std::result::Result::Ok(WebhookDeliveryOutcome::Failed),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// Delivery state of one event to one endpoint: `pending` while attempts remain, `delivered` after a 2xx answer, `failed` after the last scheduled retry failed (or when the endpoint was disabled). The attempt log (`WebhookDelivery`) records each attempt's `outcome`.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum WebhookDeliveryStatus {
    #[serde(rename = "pending")]
    Pending,
    #[serde(rename = "delivered")]
    Delivered,
    #[serde(rename = "failed")]
    Failed,
}

impl validator::Validate for WebhookDeliveryStatus {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for WebhookDeliveryStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            WebhookDeliveryStatus::Pending => write!(f, "pending"),
            WebhookDeliveryStatus::Delivered => write!(f, "delivered"),
            WebhookDeliveryStatus::Failed => write!(f, "failed"),
        }
    }
}

impl std::str::FromStr for WebhookDeliveryStatus {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "pending" => std::result::Result::Ok(WebhookDeliveryStatus::Pending),
            "delivered" => std::result::Result::Ok(WebhookDeliveryStatus::Delivered),
            "failed" => std::result::Result::Ok(WebhookDeliveryStatus::Failed),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// A registered webhook endpoint. `events` lists `WebhookEventType` values; `status` is a `WebhookEndpointStatus`. The secret is never returned after creation.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEndpoint {
    /// Endpoint identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// Where events are POSTed.
    #[serde(rename = "url")]
    #[validate(length(max = 2048), custom(function = "check_xss_string"))]
    pub url: String,

    /// Events delivered to this endpoint.
    #[serde(rename = "events")]
    #[validate(length(max = 5), nested)]
    pub events: Vec<models::WebhookEventType>,

    /// Free text; `null` when none.
    #[serde(rename = "description")]
    #[validate(length(max = 500))]
    pub description: Nullable<String>,

    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::WebhookEndpointStatus,

    /// Why the endpoint was disabled; `null` while enabled.
    #[serde(rename = "disabled_reason")]
    pub disabled_reason: Nullable<String>,

    /// After `POST /webhooks/{id}/rotate-secret`: until when the previous secret signs too (24 hours after the rotation); `null` when only the current secret signs.
    #[serde(rename = "previous_secret_expires_at")]
    pub previous_secret_expires_at: Nullable<String>,

    /// When the endpoint was registered.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,
}

impl WebhookEndpoint {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        url: String,
        events: Vec<models::WebhookEventType>,
        description: Nullable<String>,
        status: models::WebhookEndpointStatus,
        disabled_reason: Nullable<String>,
        previous_secret_expires_at: Nullable<String>,
        created_at: String,
    ) -> WebhookEndpoint {
        WebhookEndpoint {
            id,
            url,
            events,
            description,
            status,
            disabled_reason,
            previous_secret_expires_at,
            created_at,
        }
    }
}

/// Converts the WebhookEndpoint value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEndpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("url".to_string()),
            Some(self.url.to_string()),
            // Skipping events in query parameter serialization
            Some("description".to_string()),
            Some(self.description.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping status in query parameter serialization
            Some("disabled_reason".to_string()),
            Some(
                self.disabled_reason
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("previous_secret_expires_at".to_string()),
            Some(
                self.previous_secret_expires_at
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEndpoint value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEndpoint {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub url: Vec<String>,
            pub events: Vec<Vec<models::WebhookEventType>>,
            pub description: Vec<String>,
            pub status: Vec<models::WebhookEndpointStatus>,
            pub disabled_reason: Vec<String>,
            pub previous_secret_expires_at: Vec<String>,
            pub created_at: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookEndpoint".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "url" => intermediate_rep
                        .url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "events" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in WebhookEndpoint".to_string(),
                        );
                    }
                    "description" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookEndpoint".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::WebhookEndpointStatus as std::str::FromStr>::from_str(val)
                            .map_err(|x| x.to_string())?,
                    ),
                    "disabled_reason" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookEndpoint".to_string(),
                        );
                    }
                    "previous_secret_expires_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookEndpoint".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing WebhookEndpoint".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEndpoint {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in WebhookEndpoint".to_string())?,
            url: intermediate_rep
                .url
                .into_iter()
                .next()
                .ok_or_else(|| "url missing in WebhookEndpoint".to_string())?,
            events: intermediate_rep
                .events
                .into_iter()
                .next()
                .ok_or_else(|| "events missing in WebhookEndpoint".to_string())?,
            description: std::result::Result::Err("Nullable types not supported in WebhookEndpoint".to_string())?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in WebhookEndpoint".to_string())?,
            disabled_reason: std::result::Result::Err("Nullable types not supported in WebhookEndpoint".to_string())?,
            previous_secret_expires_at: std::result::Result::Err(
                "Nullable types not supported in WebhookEndpoint".to_string(),
            )?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in WebhookEndpoint".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEndpoint> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEndpoint>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookEndpoint>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEndpoint - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEndpoint> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookEndpoint as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookEndpoint - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /webhooks`. `events` lists `WebhookEventType` values.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEndpointCreate {
    /// Where events are POSTed: an absolute URL of at most 2048 characters that must use https. Targets that are, or resolve to, loopback, private, link-local or otherwise non-public addresses are refused (400), and so is plain http; both are accepted only by a server running with `WEBHOOK_ALLOW_PRIVATE=true` (development and tests). Redirects are not followed.
    #[serde(rename = "url")]
    #[validate(
            length(max = 2048),
            regex(path = *RE_WEBHOOKENDPOINTCREATE_URL),
          custom(function = "check_xss_string"),
    )]
    pub url: String,

    /// Events to deliver: 1-5 distinct `WebhookEventType` values (a duplicate is 400). Default: `interview_started` and `interview_ended`; the other types are opt-in.
    #[serde(rename = "events")]
    #[validate(length(min = 1, max = 5), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<models::WebhookEventType>>,

    /// Free text for your own reference, at most 500 characters.
    #[serde(rename = "description")]
    #[validate(
            length(max = 500),
            regex(path = *RE_WEBHOOKENDPOINTCREATE_DESCRIPTION),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_WEBHOOKENDPOINTCREATE_URL: regex::Regex = regex::Regex::new("^https?://").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_WEBHOOKENDPOINTCREATE_DESCRIPTION: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl WebhookEndpointCreate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(url: String) -> WebhookEndpointCreate {
        WebhookEndpointCreate {
            url,
            events: None,
            description: None,
        }
    }
}

/// Converts the WebhookEndpointCreate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEndpointCreate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("url".to_string()),
            Some(self.url.to_string()),
            // Skipping events in query parameter serialization
            self.description
                .as_ref()
                .map(|description| ["description".to_string(), description.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEndpointCreate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEndpointCreate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub url: Vec<String>,
            pub events: Vec<Vec<models::WebhookEventType>>,
            pub description: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing WebhookEndpointCreate".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "url" => intermediate_rep
                        .url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "events" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in WebhookEndpointCreate".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "description" => intermediate_rep
                        .description
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookEndpointCreate".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEndpointCreate {
            url: intermediate_rep
                .url
                .into_iter()
                .next()
                .ok_or_else(|| "url missing in WebhookEndpointCreate".to_string())?,
            events: intermediate_rep.events.into_iter().next(),
            description: intermediate_rep.description.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEndpointCreate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEndpointCreate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookEndpointCreate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEndpointCreate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEndpointCreate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookEndpointCreate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookEndpointCreate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A single webhook endpoint.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEndpointEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::WebhookEndpoint,
}

impl WebhookEndpointEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::WebhookEndpoint) -> WebhookEndpointEnvelope {
        WebhookEndpointEnvelope { data }
    }
}

/// Converts the WebhookEndpointEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEndpointEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEndpointEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEndpointEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::WebhookEndpoint>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing WebhookEndpointEnvelope".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::WebhookEndpoint as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookEndpointEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEndpointEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookEndpointEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEndpointEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEndpointEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookEndpointEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEndpointEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEndpointEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookEndpointEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookEndpointEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A page of webhook endpoints, newest first.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEndpointList {
    /// The endpoints of this page.
    #[serde(rename = "data")]
    #[validate(length(max = 100), nested)]
    pub data: Vec<models::WebhookEndpoint>,

    #[serde(rename = "pagination")]
    #[validate(nested)]
    pub pagination: models::CursorPagination,
}

impl WebhookEndpointList {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: Vec<models::WebhookEndpoint>, pagination: models::CursorPagination) -> WebhookEndpointList {
        WebhookEndpointList { data, pagination }
    }
}

/// Converts the WebhookEndpointList value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEndpointList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

            // Skipping pagination in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEndpointList value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEndpointList {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<Vec<models::WebhookEndpoint>>,
            pub pagination: Vec<models::CursorPagination>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookEndpointList".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    "data" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in WebhookEndpointList".to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "pagination" => intermediate_rep.pagination.push(
                        <models::CursorPagination as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookEndpointList".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEndpointList {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookEndpointList".to_string())?,
            pagination: intermediate_rep
                .pagination
                .into_iter()
                .next()
                .ok_or_else(|| "pagination missing in WebhookEndpointList".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEndpointList> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEndpointList>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookEndpointList>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEndpointList - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEndpointList> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookEndpointList as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookEndpointList - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// `enabled`: events are delivered. `disabled`: no deliveries; set when the receiver answered 410 Gone, after 5 days of nothing but failed attempts, or by `PATCH /webhooks/{id}` with `enabled: false`. `PATCH` with `enabled: true` enables it again.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum WebhookEndpointStatus {
    #[serde(rename = "enabled")]
    Enabled,
    #[serde(rename = "disabled")]
    Disabled,
}

impl validator::Validate for WebhookEndpointStatus {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for WebhookEndpointStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            WebhookEndpointStatus::Enabled => write!(f, "enabled"),
            WebhookEndpointStatus::Disabled => write!(f, "disabled"),
        }
    }
}

impl std::str::FromStr for WebhookEndpointStatus {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "enabled" => std::result::Result::Ok(WebhookEndpointStatus::Enabled),
            "disabled" => std::result::Result::Ok(WebhookEndpointStatus::Disabled),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// Body of `PATCH /webhooks/{id}`; every field is optional and an absent one is unchanged.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEndpointUpdate {
    /// A new URL, checked as at creation (https and a public address).
    #[serde(rename = "url")]
    #[validate(
            length(max = 2048),
            regex(path = *RE_WEBHOOKENDPOINTUPDATE_URL),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,

    /// The new subscriptions, replacing the old ones (1-5 distinct `WebhookEventType` values).
    #[serde(rename = "events")]
    #[validate(length(min = 1, max = 5), nested)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<models::WebhookEventType>>,

    /// Free text, at most 500 characters; `null` clears it.
    #[serde(rename = "description")]
    #[validate(
            length(max = 500),
            regex(path = *RE_WEBHOOKENDPOINTUPDATE_DESCRIPTION),
    )]
    #[serde(deserialize_with = "deserialize_optional_nullable")]
    #[serde(default = "default_optional_nullable")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<Nullable<String>>,

    /// `false` disables the endpoint; `true` enables it again (also after the server disabled it).
    #[serde(rename = "enabled")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
}

lazy_static::lazy_static! {
    static ref RE_WEBHOOKENDPOINTUPDATE_URL: regex::Regex = regex::Regex::new("^https?://").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_WEBHOOKENDPOINTUPDATE_DESCRIPTION: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl WebhookEndpointUpdate {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new() -> WebhookEndpointUpdate {
        WebhookEndpointUpdate {
            url: None,
            events: None,
            description: None,
            enabled: None,
        }
    }
}

/// Converts the WebhookEndpointUpdate value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEndpointUpdate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            self.url
                .as_ref()
                .map(|url| ["url".to_string(), url.to_string()].join(",")),
            // Skipping events in query parameter serialization
            self.description.as_ref().map(|description| {
                [
                    "description".to_string(),
                    description.as_ref().map_or("null".to_string(), |x| x.to_string()),
                ]
                .join(",")
            }),
            self.enabled
                .as_ref()
                .map(|enabled| ["enabled".to_string(), enabled.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEndpointUpdate value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEndpointUpdate {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub url: Vec<String>,
            pub events: Vec<Vec<models::WebhookEventType>>,
            pub description: Vec<String>,
            pub enabled: Vec<bool>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing WebhookEndpointUpdate".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "url" => intermediate_rep
                        .url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "events" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in WebhookEndpointUpdate".to_string(),
                        );
                    }
                    "description" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookEndpointUpdate"
                                .to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "enabled" => intermediate_rep
                        .enabled
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookEndpointUpdate".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEndpointUpdate {
            url: intermediate_rep.url.into_iter().next(),
            events: intermediate_rep.events.into_iter().next(),
            description: std::result::Result::Err("Nullable types not supported in WebhookEndpointUpdate".to_string())?,
            enabled: intermediate_rep.enabled.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEndpointUpdate> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEndpointUpdate>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookEndpointUpdate>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEndpointUpdate - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEndpointUpdate> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookEndpointUpdate as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookEndpointUpdate - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A webhook endpoint just created, with its signing secret (shown once).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEndpointWithSecret {
    /// Endpoint identifier.
    #[serde(rename = "id")]
    pub id: uuid::Uuid,

    /// Where events are POSTed.
    #[serde(rename = "url")]
    #[validate(length(max = 2048), custom(function = "check_xss_string"))]
    pub url: String,

    /// Events delivered to this endpoint.
    #[serde(rename = "events")]
    #[validate(length(max = 5), nested)]
    pub events: Vec<models::WebhookEventType>,

    /// Free text; `null` when none.
    #[serde(rename = "description")]
    #[validate(length(max = 500))]
    pub description: Nullable<String>,

    #[serde(rename = "status")]
    #[validate(nested)]
    pub status: models::WebhookEndpointStatus,

    /// Why the endpoint was disabled; `null` while enabled.
    #[serde(rename = "disabled_reason")]
    pub disabled_reason: Nullable<String>,

    /// After `POST /webhooks/{id}/rotate-secret`: until when the previous secret signs too (24 hours after the rotation); `null` when only the current secret signs.
    #[serde(rename = "previous_secret_expires_at")]
    pub previous_secret_expires_at: Nullable<String>,

    /// When the endpoint was registered.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    /// Signing secret: `whsec_` followed by the base64 of 24 random bytes. Returned only in this response (at creation or rotation); store it now. The HMAC key is the base64-decoded part after `whsec_`.
    #[serde(rename = "secret")]
    #[validate(
            length(min = 38, max = 38),
            regex(path = *RE_WEBHOOKENDPOINTWITHSECRET_SECRET),
          custom(function = "check_xss_string"),
    )]
    pub secret: String,
}

lazy_static::lazy_static! {
    static ref RE_WEBHOOKENDPOINTWITHSECRET_SECRET: regex::Regex = regex::Regex::new("^whsec_[A-Za-z0-9+/]{32}$").unwrap();
}

impl WebhookEndpointWithSecret {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: uuid::Uuid,
        url: String,
        events: Vec<models::WebhookEventType>,
        description: Nullable<String>,
        status: models::WebhookEndpointStatus,
        disabled_reason: Nullable<String>,
        previous_secret_expires_at: Nullable<String>,
        created_at: String,
        secret: String,
    ) -> WebhookEndpointWithSecret {
        WebhookEndpointWithSecret {
            id,
            url,
            events,
            description,
            status,
            disabled_reason,
            previous_secret_expires_at,
            created_at,
            secret,
        }
    }
}

/// Converts the WebhookEndpointWithSecret value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEndpointWithSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping id in query parameter serialization
            Some("url".to_string()),
            Some(self.url.to_string()),
            // Skipping events in query parameter serialization
            Some("description".to_string()),
            Some(self.description.as_ref().map_or("null".to_string(), |x| x.to_string())),
            // Skipping status in query parameter serialization
            Some("disabled_reason".to_string()),
            Some(
                self.disabled_reason
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("previous_secret_expires_at".to_string()),
            Some(
                self.previous_secret_expires_at
                    .as_ref()
                    .map_or("null".to_string(), |x| x.to_string()),
            ),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            Some("secret".to_string()),
            Some(self.secret.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEndpointWithSecret value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEndpointWithSecret {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<uuid::Uuid>,
            pub url: Vec<String>,
            pub events: Vec<Vec<models::WebhookEventType>>,
            pub description: Vec<String>,
            pub status: Vec<models::WebhookEndpointStatus>,
            pub disabled_reason: Vec<String>,
            pub previous_secret_expires_at: Vec<String>,
            pub created_at: Vec<String>,
            pub secret: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err(
                        "Missing value while parsing WebhookEndpointWithSecret".to_string(),
                    );
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "url" => intermediate_rep
                        .url
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    "events" => {
                        return std::result::Result::Err(
                            "Parsing a container in this style is not supported in WebhookEndpointWithSecret"
                                .to_string(),
                        );
                    }
                    "description" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookEndpointWithSecret"
                                .to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "status" => intermediate_rep.status.push(
                        <models::WebhookEndpointStatus as std::str::FromStr>::from_str(val)
                            .map_err(|x| x.to_string())?,
                    ),
                    "disabled_reason" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookEndpointWithSecret"
                                .to_string(),
                        );
                    }
                    "previous_secret_expires_at" => {
                        return std::result::Result::Err(
                            "Parsing a nullable type in this style is not supported in WebhookEndpointWithSecret"
                                .to_string(),
                        );
                    }
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "secret" => intermediate_rep
                        .secret
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookEndpointWithSecret".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEndpointWithSecret {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in WebhookEndpointWithSecret".to_string())?,
            url: intermediate_rep
                .url
                .into_iter()
                .next()
                .ok_or_else(|| "url missing in WebhookEndpointWithSecret".to_string())?,
            events: intermediate_rep
                .events
                .into_iter()
                .next()
                .ok_or_else(|| "events missing in WebhookEndpointWithSecret".to_string())?,
            description: std::result::Result::Err(
                "Nullable types not supported in WebhookEndpointWithSecret".to_string(),
            )?,
            status: intermediate_rep
                .status
                .into_iter()
                .next()
                .ok_or_else(|| "status missing in WebhookEndpointWithSecret".to_string())?,
            disabled_reason: std::result::Result::Err(
                "Nullable types not supported in WebhookEndpointWithSecret".to_string(),
            )?,
            previous_secret_expires_at: std::result::Result::Err(
                "Nullable types not supported in WebhookEndpointWithSecret".to_string(),
            )?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in WebhookEndpointWithSecret".to_string())?,
            secret: intermediate_rep
                .secret
                .into_iter()
                .next()
                .ok_or_else(|| "secret missing in WebhookEndpointWithSecret".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEndpointWithSecret> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEndpointWithSecret>> for HeaderValue {
    type Error = String;

    fn try_from(
        hdr_value: header::IntoHeaderValue<WebhookEndpointWithSecret>,
    ) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEndpointWithSecret - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEndpointWithSecret> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookEndpointWithSecret as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookEndpointWithSecret - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The created webhook endpoint with its secret.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEndpointWithSecretEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::WebhookEndpointWithSecret,
}

impl WebhookEndpointWithSecretEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::WebhookEndpointWithSecret) -> WebhookEndpointWithSecretEnvelope {
        WebhookEndpointWithSecretEnvelope { data }
    }
}

/// Converts the WebhookEndpointWithSecretEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEndpointWithSecretEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEndpointWithSecretEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEndpointWithSecretEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::WebhookEndpointWithSecret>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err(
                        "Missing value while parsing WebhookEndpointWithSecretEnvelope".to_string(),
                    );
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::WebhookEndpointWithSecret as std::str::FromStr>::from_str(val)
                            .map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookEndpointWithSecretEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEndpointWithSecretEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookEndpointWithSecretEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEndpointWithSecretEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEndpointWithSecretEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(
        hdr_value: header::IntoHeaderValue<WebhookEndpointWithSecretEnvelope>,
    ) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEndpointWithSecretEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEndpointWithSecretEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => {
                match <WebhookEndpointWithSecretEnvelope as std::str::FromStr>::from_str(value) {
                    std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                    std::result::Result::Err(err) => std::result::Result::Err(format!(
                        r#"Unable to convert header value '{value}' into WebhookEndpointWithSecretEnvelope - {err}"#
                    )),
                }
            }
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of an `interview_erased` delivery: ids only. Sent once per redacted interview, to endpoints that list `interview_erased`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookErasureEvent {
    /// Event identifier, as in `WebhookEvent`.
    #[serde(rename = "id")]
    #[validate(
            length(min = 36, max = 36),
            regex(path = *RE_WEBHOOKERASUREEVENT_ID),
          custom(function = "check_xss_string"),
    )]
    pub id: String,

    /// Always `interview_erased`.
    /// Note: inline enums are not fully supported by openapi-generator
    #[serde(rename = "type")]
    #[validate(custom(function = "check_xss_string"))]
    pub r_type: String,

    /// When the interview was erased.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::InterviewErasure,
}

lazy_static::lazy_static! {
    static ref RE_WEBHOOKERASUREEVENT_ID: regex::Regex = regex::Regex::new("^evt_[0-9a-f]{32}$").unwrap();
}

impl WebhookErasureEvent {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(id: String, r_type: String, created_at: String, data: models::InterviewErasure) -> WebhookErasureEvent {
        WebhookErasureEvent {
            id,
            r_type,
            created_at,
            data,
        }
    }
}

/// Converts the WebhookErasureEvent value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookErasureEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("id".to_string()),
            Some(self.id.to_string()),
            Some("type".to_string()),
            Some(self.r_type.to_string()),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            // Skipping data in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookErasureEvent value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookErasureEvent {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<String>,
            pub r_type: Vec<String>,
            pub created_at: Vec<String>,
            pub data: Vec<models::InterviewErasure>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookErasureEvent".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep
                        .r_type
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::InterviewErasure as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookErasureEvent".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookErasureEvent {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in WebhookErasureEvent".to_string())?,
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in WebhookErasureEvent".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in WebhookErasureEvent".to_string())?,
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookErasureEvent".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookErasureEvent> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookErasureEvent>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookErasureEvent>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookErasureEvent - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookErasureEvent> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookErasureEvent as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookErasureEvent - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of a webhook delivery. `type` is a `WebhookEventType`; `data` is the `Interview` as it was when the event happened. The same event is delivered at least once: deduplicate on `id` (also sent as `webhook-id`).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookEvent {
    /// Event identifier: `evt_` followed by 32 lowercase hex digits; equal to the `webhook-id` header and the same on every retry.
    #[serde(rename = "id")]
    #[validate(
            length(min = 36, max = 36),
            regex(path = *RE_WEBHOOKEVENT_ID),
          custom(function = "check_xss_string"),
    )]
    pub id: String,

    #[serde(rename = "type")]
    #[validate(nested)]
    pub r_type: models::WebhookEventType,

    /// When the event happened.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::Interview,
}

lazy_static::lazy_static! {
    static ref RE_WEBHOOKEVENT_ID: regex::Regex = regex::Regex::new("^evt_[0-9a-f]{32}$").unwrap();
}

impl WebhookEvent {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(
        id: String,
        r_type: models::WebhookEventType,
        created_at: String,
        data: models::Interview,
    ) -> WebhookEvent {
        WebhookEvent {
            id,
            r_type,
            created_at,
            data,
        }
    }
}

/// Converts the WebhookEvent value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("id".to_string()),
            Some(self.id.to_string()),
            // Skipping type in query parameter serialization
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            // Skipping data in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookEvent value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookEvent {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<String>,
            pub r_type: Vec<models::WebhookEventType>,
            pub created_at: Vec<String>,
            pub data: Vec<models::Interview>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookEvent".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep.r_type.push(
                        <models::WebhookEventType as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::Interview as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing WebhookEvent".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookEvent {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in WebhookEvent".to_string())?,
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in WebhookEvent".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in WebhookEvent".to_string())?,
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookEvent".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookEvent> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookEvent>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookEvent>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookEvent - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookEvent> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookEvent as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookEvent - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Kind of interview event, each sent once per state change: - `interview_started`: the candidate began the interview (`invited` → `in_progress`); - `interview_ended`: the candidate completed the interview (`in_progress` → `completed`); fetch the results with `GET /interviews/{id}` or read them from `data`; - `interview_expired`: the link expired before the interview started (`invited` → `expired`), sent within about a minute after `expires_at`; - `interview_cancelled`: the invitation was cancelled (`invited` → `cancelled`); - `interview_abandoned`: the interview was not completed within 24 hours of its start and was charged (`in_progress` → `abandoned`; `data.charged_credits` says how much); - `interview_erased`: the interview's personal data was erased (`POST /erasures` or the retention period); its `data` is a `WebhookErasureEvent`'s, ids only; - `interview_evaluated`: an evaluation was set on a completed interview by `POST /sessions/{token}/evaluation` (`data.evaluation` holds it); - `interview_email_failed`: an e-mail to the candidate (`data.email`) could not be sent after every retry; the candidate has not received it.  An endpoint registered without `events` receives `interview_started` and `interview_ended` only; the other types are delivered only to endpoints that list them, so a receiver never gets a type it did not ask for.
/// Enumeration of values.
/// Since this enum's variants do not hold data, we can easily define them as `#[repr(C)]`
/// which helps with FFI.
#[allow(non_camel_case_types, clippy::large_enum_variant)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "conversion", derive(frunk_enum_derive::LabelledGenericEnum))]
pub enum WebhookEventType {
    #[serde(rename = "interview_started")]
    InterviewStarted,
    #[serde(rename = "interview_ended")]
    InterviewEnded,
    #[serde(rename = "interview_expired")]
    InterviewExpired,
    #[serde(rename = "interview_cancelled")]
    InterviewCancelled,
    #[serde(rename = "interview_abandoned")]
    InterviewAbandoned,
    #[serde(rename = "interview_erased")]
    InterviewErased,
    #[serde(rename = "interview_evaluated")]
    InterviewEvaluated,
    #[serde(rename = "interview_email_failed")]
    InterviewEmailFailed,
}

impl validator::Validate for WebhookEventType {
    fn validate(&self) -> std::result::Result<(), validator::ValidationErrors> {
        std::result::Result::Ok(())
    }
}

impl std::fmt::Display for WebhookEventType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            WebhookEventType::InterviewStarted => write!(f, "interview_started"),
            WebhookEventType::InterviewEnded => write!(f, "interview_ended"),
            WebhookEventType::InterviewExpired => write!(f, "interview_expired"),
            WebhookEventType::InterviewCancelled => write!(f, "interview_cancelled"),
            WebhookEventType::InterviewAbandoned => write!(f, "interview_abandoned"),
            WebhookEventType::InterviewErased => write!(f, "interview_erased"),
            WebhookEventType::InterviewEvaluated => write!(f, "interview_evaluated"),
            WebhookEventType::InterviewEmailFailed => write!(f, "interview_email_failed"),
        }
    }
}

impl std::str::FromStr for WebhookEventType {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s {
            "interview_started" => std::result::Result::Ok(WebhookEventType::InterviewStarted),
            "interview_ended" => std::result::Result::Ok(WebhookEventType::InterviewEnded),
            "interview_expired" => std::result::Result::Ok(WebhookEventType::InterviewExpired),
            "interview_cancelled" => std::result::Result::Ok(WebhookEventType::InterviewCancelled),
            "interview_abandoned" => std::result::Result::Ok(WebhookEventType::InterviewAbandoned),
            "interview_erased" => std::result::Result::Ok(WebhookEventType::InterviewErased),
            "interview_evaluated" => std::result::Result::Ok(WebhookEventType::InterviewEvaluated),
            "interview_email_failed" => std::result::Result::Ok(WebhookEventType::InterviewEmailFailed),
            _ => std::result::Result::Err(format!(r#"Value not valid: {s}"#)),
        }
    }
}

/// What a ping is about.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookPing {
    /// The endpoint being tested.
    #[serde(rename = "endpoint_id")]
    pub endpoint_id: uuid::Uuid,
}

impl WebhookPing {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(endpoint_id: uuid::Uuid) -> WebhookPing {
        WebhookPing { endpoint_id }
    }
}

/// Converts the WebhookPing value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookPing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping endpoint_id in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookPing value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookPing {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub endpoint_id: Vec<uuid::Uuid>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookPing".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "endpoint_id" => intermediate_rep
                        .endpoint_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing WebhookPing".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookPing {
            endpoint_id: intermediate_rep
                .endpoint_id
                .into_iter()
                .next()
                .ok_or_else(|| "endpoint_id missing in WebhookPing".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookPing> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookPing>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookPing>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookPing - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookPing> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookPing as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookPing - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of the test delivery of `POST /webhooks/{id}/test`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookPingEvent {
    /// Event identifier, equal to the `webhook-id` header.
    #[serde(rename = "id")]
    #[validate(
            length(min = 36, max = 36),
            regex(path = *RE_WEBHOOKPINGEVENT_ID),
          custom(function = "check_xss_string"),
    )]
    pub id: String,

    /// Always `ping`.
    /// Note: inline enums are not fully supported by openapi-generator
    #[serde(rename = "type")]
    #[validate(custom(function = "check_xss_string"))]
    pub r_type: String,

    /// When the test was requested.
    #[serde(rename = "created_at")]
    #[validate(custom(function = "check_xss_string"))]
    pub created_at: String,

    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::WebhookPing,
}

lazy_static::lazy_static! {
    static ref RE_WEBHOOKPINGEVENT_ID: regex::Regex = regex::Regex::new("^evt_[0-9a-f]{32}$").unwrap();
}

impl WebhookPingEvent {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(id: String, r_type: String, created_at: String, data: models::WebhookPing) -> WebhookPingEvent {
        WebhookPingEvent {
            id,
            r_type,
            created_at,
            data,
        }
    }
}

/// Converts the WebhookPingEvent value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookPingEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("id".to_string()),
            Some(self.id.to_string()),
            Some("type".to_string()),
            Some(self.r_type.to_string()),
            Some("created_at".to_string()),
            Some(self.created_at.to_string()),
            // Skipping data in query parameter serialization
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookPingEvent value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookPingEvent {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub id: Vec<String>,
            pub r_type: Vec<String>,
            pub created_at: Vec<String>,
            pub data: Vec<models::WebhookPing>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookPingEvent".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "id" => intermediate_rep
                        .id
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "type" => intermediate_rep
                        .r_type
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "created_at" => intermediate_rep
                        .created_at
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep
                        .data
                        .push(<models::WebhookPing as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing WebhookPingEvent".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookPingEvent {
            id: intermediate_rep
                .id
                .into_iter()
                .next()
                .ok_or_else(|| "id missing in WebhookPingEvent".to_string())?,
            r_type: intermediate_rep
                .r_type
                .into_iter()
                .next()
                .ok_or_else(|| "type missing in WebhookPingEvent".to_string())?,
            created_at: intermediate_rep
                .created_at
                .into_iter()
                .next()
                .ok_or_else(|| "created_at missing in WebhookPingEvent".to_string())?,
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookPingEvent".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookPingEvent> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookPingEvent>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookPingEvent>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookPingEvent - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookPingEvent> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookPingEvent as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookPingEvent - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// Body of `POST /webhooks/{id}/recover`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookRecover {
    /// Resend the events since this instant (inclusive) whose delivery to the endpoint failed.
    #[serde(rename = "since")]
    #[validate(custom(function = "check_xss_string"))]
    pub since: String,
}

impl WebhookRecover {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(since: String) -> WebhookRecover {
        WebhookRecover { since }
    }
}

/// Converts the WebhookRecover value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookRecover {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![Some("since".to_string()), Some(self.since.to_string())];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookRecover value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookRecover {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub since: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookRecover".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "since" => intermediate_rep
                        .since
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing WebhookRecover".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookRecover {
            since: intermediate_rep
                .since
                .into_iter()
                .next()
                .ok_or_else(|| "since missing in WebhookRecover".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookRecover> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookRecover>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookRecover>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookRecover - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookRecover> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookRecover as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookRecover - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// What `POST /webhooks/{id}/recover` queued.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookRecovery {
    /// The endpoint.
    #[serde(rename = "endpoint_id")]
    pub endpoint_id: uuid::Uuid,

    /// The `since` of the request.
    #[serde(rename = "since")]
    #[validate(custom(function = "check_xss_string"))]
    pub since: String,

    /// Deliveries queued again.
    #[serde(rename = "resent")]
    pub resent: i64,
}

impl WebhookRecovery {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(endpoint_id: uuid::Uuid, since: String, resent: i64) -> WebhookRecovery {
        WebhookRecovery {
            endpoint_id,
            since,
            resent,
        }
    }
}

/// Converts the WebhookRecovery value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookRecovery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping endpoint_id in query parameter serialization
            Some("since".to_string()),
            Some(self.since.to_string()),
            Some("resent".to_string()),
            Some(self.resent.to_string()),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookRecovery value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookRecovery {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub endpoint_id: Vec<uuid::Uuid>,
            pub since: Vec<String>,
            pub resent: Vec<i64>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WebhookRecovery".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "endpoint_id" => intermediate_rep
                        .endpoint_id
                        .push(<uuid::Uuid as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "since" => intermediate_rep
                        .since
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "resent" => intermediate_rep
                        .resent
                        .push(<i64 as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing WebhookRecovery".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookRecovery {
            endpoint_id: intermediate_rep
                .endpoint_id
                .into_iter()
                .next()
                .ok_or_else(|| "endpoint_id missing in WebhookRecovery".to_string())?,
            since: intermediate_rep
                .since
                .into_iter()
                .next()
                .ok_or_else(|| "since missing in WebhookRecovery".to_string())?,
            resent: intermediate_rep
                .resent
                .into_iter()
                .next()
                .ok_or_else(|| "resent missing in WebhookRecovery".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookRecovery> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookRecovery>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookRecovery>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookRecovery - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookRecovery> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookRecovery as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookRecovery - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// The recovery.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WebhookRecoveryEnvelope {
    #[serde(rename = "data")]
    #[validate(nested)]
    pub data: models::WebhookRecovery,
}

impl WebhookRecoveryEnvelope {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(data: models::WebhookRecovery) -> WebhookRecoveryEnvelope {
        WebhookRecoveryEnvelope { data }
    }
}

/// Converts the WebhookRecoveryEnvelope value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WebhookRecoveryEnvelope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            // Skipping data in query parameter serialization

        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WebhookRecoveryEnvelope value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WebhookRecoveryEnvelope {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub data: Vec<models::WebhookRecovery>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => {
                    return std::result::Result::Err("Missing value while parsing WebhookRecoveryEnvelope".to_string());
                }
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "data" => intermediate_rep.data.push(
                        <models::WebhookRecovery as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?,
                    ),
                    _ => {
                        return std::result::Result::Err(
                            "Unexpected key while parsing WebhookRecoveryEnvelope".to_string(),
                        );
                    }
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WebhookRecoveryEnvelope {
            data: intermediate_rep
                .data
                .into_iter()
                .next()
                .ok_or_else(|| "data missing in WebhookRecoveryEnvelope".to_string())?,
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WebhookRecoveryEnvelope> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WebhookRecoveryEnvelope>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WebhookRecoveryEnvelope>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WebhookRecoveryEnvelope - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WebhookRecoveryEnvelope> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WebhookRecoveryEnvelope as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WebhookRecoveryEnvelope - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}

/// A position in the candidate's employment history. `endDate` must be omitted when `isCurrent` is true (the `not` below says so). `endDate` must not be before `startDate`: a rule across two values that JSON Schema cannot express, so it is written here and checked by the server (400 `must not be before startDate` on `endDate`). Fields not given are omitted in output.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, validator::Validate)]
#[cfg_attr(feature = "conversion", derive(frunk::LabelledGeneric))]
pub struct WorkExperience {
    /// Company name, 1-200 characters.
    #[serde(rename = "company")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_WORKEXPERIENCE_COMPANY),
          custom(function = "check_xss_string"),
    )]
    pub company: String,

    /// Job title, 1-200 characters.
    #[serde(rename = "title")]
    #[validate(
            length(min = 1, max = 200),
            regex(path = *RE_WORKEXPERIENCE_TITLE),
          custom(function = "check_xss_string"),
    )]
    pub title: String,

    /// Start month, `YYYY-MM`.
    #[serde(rename = "startDate")]
    #[validate(
            regex(path = *RE_WORKEXPERIENCE_START_DATE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,

    /// End month, `YYYY-MM`, not before `startDate` (checked by the server, not expressible in the schema: an earlier month is 400). Must be omitted when `isCurrent` is true.
    #[serde(rename = "endDate")]
    #[validate(
            regex(path = *RE_WORKEXPERIENCE_END_DATE),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,

    /// Whether this is the current position.
    #[serde(rename = "isCurrent")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_current: Option<bool>,

    /// Role description and achievements, at most 10,000 characters.
    #[serde(rename = "description")]
    #[validate(
            length(max = 10000),
            regex(path = *RE_WORKEXPERIENCE_DESCRIPTION),
          custom(function = "check_xss_string"),
    )]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

lazy_static::lazy_static! {
    static ref RE_WORKEXPERIENCE_COMPANY: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_WORKEXPERIENCE_TITLE: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_WORKEXPERIENCE_START_DATE: regex::Regex = regex::Regex::new("^[0-9]{4}-(0[1-9]|1[0-2])$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_WORKEXPERIENCE_END_DATE: regex::Regex = regex::Regex::new("^[0-9]{4}-(0[1-9]|1[0-2])$").unwrap();
}
lazy_static::lazy_static! {
    static ref RE_WORKEXPERIENCE_DESCRIPTION: regex::Regex = regex::Regex::new("^[^\\x00]*$").unwrap();
}

impl WorkExperience {
    #[allow(clippy::new_without_default, clippy::too_many_arguments)]
    pub fn new(company: String, title: String) -> WorkExperience {
        WorkExperience {
            company,
            title,
            start_date: None,
            end_date: None,
            is_current: None,
            description: None,
        }
    }
}

/// Converts the WorkExperience value to the Query Parameters representation (style=form, explode=false)
/// specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde serializer
impl std::fmt::Display for WorkExperience {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let params: Vec<Option<String>> = vec![
            Some("company".to_string()),
            Some(self.company.to_string()),
            Some("title".to_string()),
            Some(self.title.to_string()),
            self.start_date
                .as_ref()
                .map(|start_date| ["startDate".to_string(), start_date.to_string()].join(",")),
            self.end_date
                .as_ref()
                .map(|end_date| ["endDate".to_string(), end_date.to_string()].join(",")),
            self.is_current
                .as_ref()
                .map(|is_current| ["isCurrent".to_string(), is_current.to_string()].join(",")),
            self.description
                .as_ref()
                .map(|description| ["description".to_string(), description.to_string()].join(",")),
        ];

        write!(f, "{}", params.into_iter().flatten().collect::<Vec<_>>().join(","))
    }
}

/// Converts Query Parameters representation (style=form, explode=false) to a WorkExperience value
/// as specified in https://swagger.io/docs/specification/serialization/
/// Should be implemented in a serde deserializer
impl std::str::FromStr for WorkExperience {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        /// An intermediate representation of the struct to use for parsing.
        #[derive(Default)]
        #[allow(dead_code)]
        struct IntermediateRep {
            pub company: Vec<String>,
            pub title: Vec<String>,
            pub start_date: Vec<String>,
            pub end_date: Vec<String>,
            pub is_current: Vec<bool>,
            pub description: Vec<String>,
        }

        let mut intermediate_rep = IntermediateRep::default();

        // Parse into intermediate representation
        let mut string_iter = s.split(',');
        let mut key_result = string_iter.next();

        while key_result.is_some() {
            let val = match string_iter.next() {
                Some(x) => x,
                None => return std::result::Result::Err("Missing value while parsing WorkExperience".to_string()),
            };

            if let Some(key) = key_result {
                #[allow(clippy::match_single_binding)]
                match key {
                    #[allow(clippy::redundant_clone)]
                    "company" => intermediate_rep
                        .company
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "title" => intermediate_rep
                        .title
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "startDate" => intermediate_rep
                        .start_date
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "endDate" => intermediate_rep
                        .end_date
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "isCurrent" => intermediate_rep
                        .is_current
                        .push(<bool as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    #[allow(clippy::redundant_clone)]
                    "description" => intermediate_rep
                        .description
                        .push(<String as std::str::FromStr>::from_str(val).map_err(|x| x.to_string())?),
                    _ => return std::result::Result::Err("Unexpected key while parsing WorkExperience".to_string()),
                }
            }

            // Get the next key
            key_result = string_iter.next();
        }

        // Use the intermediate representation to return the struct
        std::result::Result::Ok(WorkExperience {
            company: intermediate_rep
                .company
                .into_iter()
                .next()
                .ok_or_else(|| "company missing in WorkExperience".to_string())?,
            title: intermediate_rep
                .title
                .into_iter()
                .next()
                .ok_or_else(|| "title missing in WorkExperience".to_string())?,
            start_date: intermediate_rep.start_date.into_iter().next(),
            end_date: intermediate_rep.end_date.into_iter().next(),
            is_current: intermediate_rep.is_current.into_iter().next(),
            description: intermediate_rep.description.into_iter().next(),
        })
    }
}

// Methods for converting between header::IntoHeaderValue<WorkExperience> and HeaderValue

#[cfg(feature = "server")]
impl std::convert::TryFrom<header::IntoHeaderValue<WorkExperience>> for HeaderValue {
    type Error = String;

    fn try_from(hdr_value: header::IntoHeaderValue<WorkExperience>) -> std::result::Result<Self, Self::Error> {
        let hdr_value = hdr_value.to_string();
        match HeaderValue::from_str(&hdr_value) {
            std::result::Result::Ok(value) => std::result::Result::Ok(value),
            std::result::Result::Err(e) => std::result::Result::Err(format!(
                r#"Invalid header value for WorkExperience - value: {hdr_value} is invalid {e}"#
            )),
        }
    }
}

#[cfg(feature = "server")]
impl std::convert::TryFrom<HeaderValue> for header::IntoHeaderValue<WorkExperience> {
    type Error = String;

    fn try_from(hdr_value: HeaderValue) -> std::result::Result<Self, Self::Error> {
        match hdr_value.to_str() {
            std::result::Result::Ok(value) => match <WorkExperience as std::str::FromStr>::from_str(value) {
                std::result::Result::Ok(value) => std::result::Result::Ok(header::IntoHeaderValue(value)),
                std::result::Result::Err(err) => std::result::Result::Err(format!(
                    r#"Unable to convert header value '{value}' into WorkExperience - {err}"#
                )),
            },
            std::result::Result::Err(e) => {
                std::result::Result::Err(format!(r#"Unable to convert header: {hdr_value:?} to string: {e}"#))
            }
        }
    }
}
