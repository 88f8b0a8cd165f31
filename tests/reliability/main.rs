//! Reliability: several replicas, faults and hostile input (nothing lost, nothing duplicated).
//!
//! Every test here runs the real server binary (or the real `app::run`) against the real
//! PostgreSQL and Redis, injects its faults, checks its invariants in the database and prints
//! its figures as one `RELIABILITY` line (operations, faults injected, invariants checked,
//! violations found). The default profile is sized for CI; `RELIABILITY_PROFILE=soak` (`make
//! soak`) runs the long one. `RELIABILITY_SEED` replays a run.
//!
//! Database faults are injected only on a throwaway cluster of the test's own (`initdb` and
//! `pg_ctl` as the `postgres` user, on a free port), never on the machine's shared server.
//!
//! What the API suite uses too (a database per test, the server in-process or as a process, the
//! test client, the CLI runner) is the `interview-api-test-support` crate in `tests/support`;
//! what only these tests need is in `helpers`.
// Tests hold locks and seed rows in transactions of their own.
#![allow(clippy::disallowed_methods)]

mod helpers;

mod audit_crash;
mod db_faults;
mod email_share;
mod failover;
mod hostile_input;
mod invariants;
mod process_faults;
mod read_replicas;
mod restore;
mod security;
mod traffic;
mod webhook_share;
