//! Reliability: several replicas, faults and hostile input (nothing lost, nothing duplicated).
//!
//! Every test here runs the real server binary (or the real `server::run`) against the real
//! PostgreSQL and Redis, injects its faults, checks its invariants in the database and prints
//! its figures as one `RELIABILITY` line (operations, faults injected, invariants checked,
//! violations found). The default profile is sized for CI; `RELIABILITY_PROFILE=soak` (`make
//! soak`) runs the long one. `RELIABILITY_SEED` replays a run.
//!
//! Database faults are injected only on a throwaway cluster of the test's own (`initdb` and
//! `pg_ctl` as the `postgres` user, on a free port), never on the machine's shared server.
// Tests hold locks and seed rows in transactions of their own.
#![allow(clippy::disallowed_methods)]

#[allow(dead_code, unused_imports)]
#[path = "../api/helpers.rs"]
mod api;

mod helpers;

mod db_faults;
mod hostile_input;
mod invariants;
mod process_faults;
mod security;
mod traffic;
