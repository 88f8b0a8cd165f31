//! Typed ids: each resource's id is its own type, so an account id cannot be passed where an
//! interview id is expected. They are stored as `uuid` columns (`#[sqlx(transparent)]`) and
//! converted from the generated models' `Uuid` at the resource boundary.

use std::fmt;

use uuid::Uuid;

macro_rules! ids {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, sqlx::Type)]
        #[sqlx(transparent)]
        pub struct $name(pub Uuid);

        impl From<Uuid> for $name {
            fn from(id: Uuid) -> Self {
                Self(id)
            }
        }

        impl From<$name> for Uuid {
            fn from(id: $name) -> Self {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    )*};
}

ids! {
    /// An account: a live one, or the test-mode twin of one.
    AccountId;
    /// An API key.
    KeyId;
    /// A job.
    JobId;
    /// A stored candidate.
    CandidateId;
    /// An interview (an invitation is an interview not yet started).
    InterviewId;
    /// A webhook endpoint.
    EndpointId;
}
