//! What the end-to-end suite (`tests/api`) and the reliability suite (`tests/reliability`) share:
//!
//! - [`TestDatabase`]: a migrated database of the test's own (a copy of a template migrated once,
//!   or one emptied after an earlier test that left its schema as it was), recycled or dropped
//!   when the test ends;
//! - [`spawn_app`]: the real server (the same `app::run` as production) in-process on port 0,
//!   with an account and its key ([`TestApp`]), and [`spawn_replica`] for a second instance;
//! - [`spawn_process`]: the real binary as a process of its own ([`ServerProcess`]: SIGTERM,
//!   SIGKILL, its log), and [`cli`] to run its operator commands;
//! - [`Client`]: the one way tests send requests, every answer read whole into a [`Reply`];
//! - [`SmtpServer`]: a real mail server (aiosmtpd) as a process, keeping what it receives;
//! - [`window_with_seconds_left`]: room for a test's requests in one rate-limit window;
//! - [`assert_documented!`]: a snapshot of a real response, named after the documented operation
//!   and status it shows.
// Tests hold locks and seed rows in transactions of their own.
#![allow(clippy::disallowed_methods)]

mod app;
mod client;
mod database;
mod process;
mod rate_window;
mod smtp;
mod snapshot;

pub use app::{Options, Replica, TestApp, spawn_app, spawn_app_with, spawn_replica, test_settings};
pub use client::{Client, Reply};
pub use database::{Account, TestDatabase, create_account, create_key, create_key_of, create_scoped_key, server_url};
pub use process::{
    CliOutput, ServerProcess, TEST_METRICS_TOKEN, TEST_SECRETS_KEYS, cli, cli_with, free_port, server_binary,
    spawn_process,
};
pub use rate_window::window_with_seconds_left;
pub use smtp::{ReceivedMail, SmtpServer};
pub use snapshot::redact;

/// For [`assert_documented!`], which expands in the test's own crate.
#[doc(hidden)]
pub use insta;

/// The public address the servers of the tests name in report links; a test reads a report at
/// its path on its own server.
pub const TEST_PUBLIC_URL_BASE: &str = "https://api.test";

/// The Redis every test on the machine shares.
pub const REDIS_URL: &str = "redis://127.0.0.1:6379";
