//! End-to-end tests: the real server, the real database, one fresh database per test.
//! Each module reads like the part of the contract it covers.
// Tests hold locks and seed rows in transactions of their own.
#![allow(clippy::disallowed_methods)]

mod helpers;

mod auth;
mod candidates;
mod cli;
mod contract_regressions;
mod coverage;
mod coverage_gaps;
mod idempotency;
mod invitations;
mod jobs;
mod rate_limit;
mod sessions;
mod spine;
mod webhooks;
