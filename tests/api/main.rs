//! End-to-end tests: the real server, the real database, one fresh database per test.
//! Each module reads like the part of the contract it covers.

mod helpers;

mod auth;
mod candidates;
mod cli;
mod idempotency;
mod invitations;
mod jobs;
mod rate_limit;
mod spine;
