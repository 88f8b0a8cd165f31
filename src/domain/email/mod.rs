//! E-mails to candidates: the invitation, a new link, a new expiry and the reminder before a link
//! expires, in the interview's language.
//!
//! Each e-mail is a row of the outbox (`interview_emails`), written in the transaction of the
//! change it announces; the workers of every instance send it (`workers::email`). The outbox holds
//! neither the address nor the body: the message is rendered from the interview when it is sent
//! (`message`), so an erasure leaves nothing of the person behind, and a cancelled, expired or
//! erased interview is never e-mailed. A test key's e-mails are written `simulated` and never sent.
//!
//! This file holds what an e-mail is and its API form; `store` writes, leases and records them,
//! and `message` renders them from the templates in `templates/email/`.

pub mod message;
pub mod store;

use chrono::{DateTime, Utc};
use serde::Deserialize;

use crate::Nullable;
use crate::models::{self, InvitationEmailStatus};
use crate::wire::{timestamp, to_nullable};

/// The longest address accepted (RFC 5321's limit on a path).
pub const MAX_ADDRESS_LENGTH: usize = 254;

/// What an e-mail announces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, Deserialize)]
#[sqlx(type_name = "text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Invitation,
    NewLink,
    NewExpiry,
    Reminder,
}

/// Whether `address` is one an e-mail can be sent to: a single mailbox (`local@domain`), no
/// display name, no line breaks, at most [`MAX_ADDRESS_LENGTH`] characters.
pub fn valid_address(address: &str) -> bool {
    address.len() <= MAX_ADDRESS_LENGTH && address.parse::<lettre::Address>().is_ok()
}

/// The newest e-mail of an interview, as read with it.
#[derive(Debug, Deserialize)]
pub struct EmailState {
    pub status: InvitationEmailStatus,
    pub attempts: i32,
    pub sent_at: Option<DateTime<Utc>>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    pub last_error: Option<String>,
}

impl From<EmailState> for models::InvitationEmail {
    fn from(state: EmailState) -> Self {
        models::InvitationEmail {
            status: state.status,
            attempts: state.attempts.max(0) as u32,
            sent_at: to_nullable(state.sent_at.map(timestamp)),
            last_attempt_at: to_nullable(state.last_attempt_at.map(timestamp)),
            last_error: to_nullable(state.last_error),
        }
    }
}

/// The API form of an interview's newest e-mail; `null` when none was asked for.
pub fn to_model(state: Option<EmailState>) -> Nullable<models::InvitationEmail> {
    to_nullable(state.map(Into::into))
}

/// A new e-mail as the API shows it before any attempt.
pub fn written(simulated: bool) -> models::InvitationEmail {
    models::InvitationEmail {
        status: if simulated {
            InvitationEmailStatus::Simulated
        } else {
            InvitationEmailStatus::Queued
        },
        attempts: 0,
        sent_at: Nullable::Null,
        last_attempt_at: Nullable::Null,
        last_error: Nullable::Null,
    }
}
