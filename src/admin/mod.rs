//! Operating the service from the command line: the `interview-api` subcommands and the demo data
//! `make run` starts with. Operators own their transactions; there is no request context here.
#![allow(clippy::disallowed_methods)]

pub mod cli;
pub mod demo;
pub mod secrets;
