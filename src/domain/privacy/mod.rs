//! The person behind the data: erasing a candidate or an interview with every copy
//! (`erasure`), the account's retention period (`retention`), and a candidate's export
//! (`export`).
//!
//! Erasure redacts rather than deletes an interview: what billing and the customer's statistics
//! need stays (status, job, times, credits, the ledger), the person goes (name, CV snapshot,
//! answers, consent, evaluation, metadata, custom questions, the link to the candidate), and so
//! do the copies in the event log, the delivery log and the stored Idempotency-Key answers, all
//! in the caller's transaction.

pub mod erasure;
pub mod export;
pub mod retention;

use crate::domain::ids::{CandidateId, InterviewId};

/// What an erased interview shows instead of the candidate's name, and instead of the text of
/// its custom questions.
pub const ERASED: &str = "[erased]";

/// Whose data an erasure removes.
#[derive(Debug, Clone, Copy)]
pub enum Subject {
    /// A stored candidate, deleted, with every interview invited with its id.
    Candidate(CandidateId),
    /// One interview (for people invited by name only).
    Interview(InterviewId),
}
