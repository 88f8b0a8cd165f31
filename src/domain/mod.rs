//! What the resources, the workers and the operator commands share: accounts and their keys,
//! credits, interviews and their lifecycle, their links (`links`), jobs, CV rules and webhook
//! events. Nothing here knows about HTTP; every function takes the connection or transaction it
//! works in.

pub mod accounts;
pub mod credits;
pub mod cv;
pub mod directory;
pub mod error;
pub mod ids;
pub mod interviews;
pub mod invitations;
pub mod jobs;
pub mod keys;
pub mod links;
pub mod metadata;
pub mod privacy;
pub mod public_address;
pub mod validation;
pub mod webhooks;
