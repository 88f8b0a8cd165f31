#![allow(
    missing_docs,
    trivial_casts,
    unused_variables,
    unused_mut,
    unused_extern_crates,
    non_camel_case_types,
    unused_imports,
    unused_attributes
)]
#![allow(
    clippy::derive_partial_eq_without_eq,
    clippy::disallowed_names,
    clippy::too_many_arguments
)]

extern crate futures_util;

pub const BASE_PATH: &str = "/api/v1";
pub const API_VERSION: &str = "1.1.0";

#[cfg(feature = "server")]
pub mod server;

#[path = "models.rs"]
mod generated_models;

pub mod models {
    pub use super::generated_models::*;

    /// A candidate's CV as returned (`Cv` in the contract): JSON the server checked when it was
    /// written, passed through without being decoded into a struct and encoded again.
    #[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
    #[serde(transparent)]
    pub struct Cv(pub Box<serde_json::value::RawValue>);

    impl PartialEq for Cv {
        fn eq(&self, other: &Cv) -> bool {
            self.0.get() == other.0.get()
        }
    }
}
pub mod apis;
pub mod types;

#[cfg(feature = "server")]
pub(crate) mod header;
