//! HTTP: the server and its connections, the gateway every API request passes (request
//! ids and logs, authentication, rate limits, contract checks, idempotency, error rendering), the
//! request context handlers read, the probes, and the contract served with its reference page.

pub mod auth;
pub mod client_address;
pub mod context;
pub mod contract;
pub mod docs;
pub mod error;
pub mod gateway;
pub mod idempotency;
pub mod identity;
pub mod limiter;
pub mod pagination;
pub mod rate_limit;
pub mod report_page;
pub mod server;
pub mod state;
