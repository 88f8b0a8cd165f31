//! The interview API server. `openapi.yaml` is the contract; `interview_api_generated` (in
//! `generated/`) holds the routing, models and traits generated from it; this crate implements
//! those traits against PostgreSQL and adds the cross-cutting guarantees.

pub mod api;
pub mod auth;
pub mod candidates;
pub mod cli;
pub mod config;
pub mod contract;
pub mod credits;
pub mod cv;
pub mod db;
pub mod delivery;
pub mod demo;
pub mod error;
pub mod gateway;
pub mod idempotency;
pub mod interviews;
pub mod invitations;
pub mod jobs;
pub mod pagination;
pub mod rate_limit;
pub mod server;
pub mod sessions;
pub mod state;
pub mod telemetry;
pub mod webhooks;
pub mod workers;

pub use interview_api_generated::{models, types::Nullable};

/// A timestamp as the API writes it: RFC 3339, UTC, milliseconds, `Z`.
pub fn timestamp(at: chrono::DateTime<chrono::Utc>) -> String {
    at.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// A present `Nullable` as `Some`, null as `None`.
pub fn present<T>(value: Nullable<T>) -> Option<T> {
    value.map_or(None, Some)
}

/// `Some(value)` as a present `Nullable`, `None` as null.
pub fn nullable<T>(value: Option<T>) -> Nullable<T> {
    value.map_or(Nullable::Null, Nullable::Present)
}
