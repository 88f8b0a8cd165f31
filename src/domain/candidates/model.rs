//! A candidate as the API shows it, and a CV as a request gives it.

use crate::Nullable;
use crate::domain::candidates::CandidateRow;
use crate::domain::cv;
use crate::domain::error::DomainError;
use crate::domain::metadata;
use crate::domain::validation::FieldPath;
use crate::models::{self, CvInput};
use crate::wire::{timestamp, to_nullable};

#[allow(unsafe_code)] // cv::output; see the SAFETY comment below.
impl TryFrom<CandidateRow> for models::Candidate {
    type Error = DomainError;

    fn try_from(row: CandidateRow) -> Result<Self, DomainError> {
        let cv = match (row.cv, row.cv_parsed_at) {
            // SAFETY: every statement reading a `CandidateRow` takes `cv` from the `json` column.
            (Some(stored), Some(parsed_at)) => Some(unsafe { cv::output(&stored, parsed_at) }?),
            _ => None,
        };
        Ok(models::Candidate {
            id: row.id,
            name: row.name,
            title: to_nullable(row.title),
            cv: to_nullable(cv),
            metadata: metadata::to_model(row.metadata.0),
            created_at: timestamp(row.created_at),
            updated_at: timestamp(row.updated_at),
        })
    }
}

/// A CV given in a request, checked and written as the JSON text to store (`None` clears or
/// omits it).
pub fn cv_to_store(cv: Option<&Nullable<CvInput>>) -> Result<Option<String>, DomainError> {
    match cv {
        Some(Nullable::Present(cv)) => {
            cv::check(cv, &FieldPath::key("cv"))?;
            Ok(Some(cv::to_store(cv)?))
        }
        _ => Ok(None),
    }
}
