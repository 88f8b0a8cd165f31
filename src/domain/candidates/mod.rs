//! Candidates with structured CV data: stored (`store`), listed by name and metadata, and made
//! into the API's `Candidate` (`model`). This file holds the rows.

pub mod model;
pub mod store;

use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::types::Json;
use uuid::Uuid;

use crate::domain::error::DomainError;
use crate::domain::metadata;

pub const NOT_FOUND: DomainError = DomainError::NotFound("Candidate");

#[derive(sqlx::FromRow)]
pub struct CandidateRow {
    pub id: Uuid,
    pub name: String,
    pub title: Option<String>,
    /// The stored CV: the text of the `json` column `candidates.cv` (`cv::text`), as
    /// `cv::to_store` wrote it.
    pub cv: Option<String>,
    pub cv_parsed_at: Option<DateTime<Utc>>,
    pub metadata: Json<Value>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A candidate row of the unfiltered list, with the account's total.
#[derive(sqlx::FromRow)]
pub struct CountedRow {
    pub total: i64,
    #[sqlx(flatten)]
    pub candidate: CandidateRow,
}

/// What a list looks for: a name (the trimmed term, `""` for none) and metadata.
pub struct Search {
    pub term: String,
    /// The term's literal-substring pattern ([`like_pattern`]).
    pub pattern: String,
    /// An object the candidate's metadata contains.
    pub metadata: Option<Value>,
}

impl Search {
    /// A list's search: the name term (trimmed; empty for none) and the metadata filter.
    pub fn new(term: Option<&str>, metadata: Option<&str>) -> Search {
        let term = term.map(str::trim).unwrap_or_default().to_owned();
        Search {
            pattern: like_pattern(&term),
            term,
            metadata: metadata::filter(metadata),
        }
    }

    /// Whether the list is of every candidate (no name, no metadata).
    pub fn is_everything(&self) -> bool {
        self.term.is_empty() && self.metadata.is_none()
    }
}

/// The literal-substring form of a search term for `lower(name) like lower(…) escape '\'`
/// (the database lowercases both sides, so they agree on every script).
fn like_pattern(term: &str) -> String {
    let mut pattern = String::with_capacity(term.len() + 2);
    pattern.push('%');
    for c in term.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

#[cfg(test)]
mod tests {
    use super::like_pattern;

    #[test]
    fn search_terms_match_literally() {
        assert_eq!(like_pattern("50%_off\\"), "%50\\%\\_off\\\\%");
        assert_eq!(like_pattern("ÉVA"), "%ÉVA%");
    }
}
