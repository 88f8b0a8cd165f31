//! What the resources, the workers and the operator commands share, by aggregate: accounts and
//! their keys, credits, candidates, jobs, interviews (their lifecycle, links and sessions),
//! invitations, webhooks, and personal data (erasure, retention, export); with the stores
//! beside them (the Idempotency-Key answers, the directories of keys and tokens) and the rules
//! several use (CV, metadata, field problems, public addresses). Nothing here knows about HTTP;
//! every function takes the connection or transaction it works in.

pub mod accounts;
pub mod audit;
pub mod candidates;
pub mod credits;
pub mod cv;
pub mod directory;
pub mod email;
pub mod error;
pub mod idempotency;
pub mod ids;
pub mod interviews;
pub mod invitations;
pub mod jobs;
pub mod keys;
pub mod metadata;
pub mod partners;
pub mod privacy;
pub mod public_address;
pub mod validation;
pub mod webhooks;
