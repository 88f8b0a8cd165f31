//! The interview API server. `openapi.yaml` is the contract; `interview_api_generated` (in
//! `generated/`) holds the routing, models and traits generated from it; this crate implements
//! those traits against PostgreSQL and adds the cross-cutting guarantees. `docs/ARCHITECTURE.md`
//! walks through how a request travels through it.
//!
//! - [`http`]: the server, the gateway of layers every request passes, the request context.
//! - [`resources`]: one module per tag of `openapi.yaml`, implementing its generated trait.
//! - [`domain`]: accounts, keys, credits, interviews, jobs, CV rules, webhook events: what the
//!   resources, the workers and the operator commands share.
//! - [`workers`]: background work (webhook delivery, the sweeper, periodic upkeep).
//! - [`admin`]: the operator command line and the demo bootstrap.
//! - [`allocator`]: glibc's allocator tuned to give memory back.
//! - [`secrets`]: tokens and webhook secrets sealed at rest under the environment's keys.

pub mod admin;
pub mod allocator;
pub mod app;
pub mod config;
pub mod db;
pub mod domain;
pub mod http;
pub mod resources;
pub mod secrets;
pub mod state;
pub mod telemetry;
pub mod wire;
pub mod workers;

pub use interview_api_generated::{models, types::Nullable};
