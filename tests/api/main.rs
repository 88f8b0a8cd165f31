//! End-to-end tests of the contract in `openapi.yaml`: the real server, the real database, one
//! fresh database per test (the harness is the `interview-api-test-support` crate in
//! `tests/support`, shared with `tests/reliability`).
//!
//! Each module covers one resource or one rule that holds across resources. A real response for
//! every documented status of every operation is kept as an insta snapshot in `snapshots/`, and
//! `contract_coverage` checks that none is missing.
// Tests hold locks and seed rows in transactions of their own.
#![allow(clippy::disallowed_methods)]

mod api_keys;
mod audit;
mod audit_journal;
mod auth;
mod candidates;
mod cli;
mod contract_coverage;
mod credits;
mod deprecation;
mod emails;
mod events;
mod every_operation;
mod idempotency;
mod invitations;
mod jobs;
mod observability;
mod partners;
mod privacy;
mod rate_limit;
mod reports;
mod requests;
mod secrets_at_rest;
mod server;
mod sessions;
mod test_mode;
mod webhooks;
mod workflow;
