//! The account's settings: how long an ended interview's personal data is kept, the e-mails to
//! candidates (the reminder, the sender's name, `Reply-To`), how long the audit log is served, and
//! how long a report link is valid. They belong to the live account and act on its live data too: a
//! test key reads them and changes nothing.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::settings::{GetSettingsResponse, Settings, UpdateSettingsResponse};

use crate::domain::accounts::{self, AccountSettings, SettingsChange};
use crate::domain::audit::{self, Action};
use crate::domain::email;
use crate::domain::error::DomainError;
use crate::domain::keys::Principal;
use crate::domain::validation::FieldPath;
use crate::http::context;
use crate::http::error::ApiError;
use crate::models::{self, KeyMode};
use crate::resources::Api;
use crate::wire::{from_nullable, to_nullable};

fn envelope(settings: AccountSettings) -> models::AccountSettingsEnvelope {
    models::AccountSettingsEnvelope {
        data: models::AccountSettings {
            interview_data_retention_days: to_nullable(settings.retention_days.map(|days| days as u32)),
            reminder_hours_before_expiry: to_nullable(settings.reminder_hours_before_expiry.map(|hours| hours as u32)),
            email_sender_name: to_nullable(settings.email_sender_name),
            email_reply_to: to_nullable(settings.email_reply_to),
            audit_retention_days: settings.audit_retention_days as u32,
            report_link_days: settings.report_link_days as u32,
        },
    }
}

#[async_trait::async_trait]
impl Settings<ApiError> for Api {
    type Claims = Principal;

    async fn get_settings(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
    ) -> Result<GetSettingsResponse, ApiError> {
        let settings = accounts::settings(&self.state.db, caller.owner_id).await?;
        Ok(GetSettingsResponse::Status200_Settings(envelope(settings)))
    }

    async fn update_settings(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::AccountSettingsUpdate,
    ) -> Result<UpdateSettingsResponse, ApiError> {
        if caller.mode == KeyMode::Test {
            return Err(ApiError::PermissionDenied(
                "The settings act on live data and are changed with a live key; a test key reads them only",
            ));
        }
        let reply_to = body.email_reply_to.clone().map(from_nullable);
        if let Some(Some(address)) = &reply_to
            && !email::valid_address(address)
        {
            return Err(DomainError::invalid(FieldPath::key("email_reply_to"), "is not an e-mail address").into());
        }
        let change = SettingsChange {
            retention_days: body
                .interview_data_retention_days
                .map(|days| from_nullable(days).map(|days| days as i32)),
            reminder_hours_before_expiry: body
                .reminder_hours_before_expiry
                .map(|hours| from_nullable(hours).map(|hours| hours as i32)),
            email_sender_name: body.email_sender_name.clone().map(from_nullable),
            email_reply_to: reply_to,
            audit_retention_days: body.audit_retention_days.map(|days| days as i32),
            report_link_days: body.report_link_days.map(|days| days as i32),
        };
        let changed = change.fields();
        let mut tx = context::begin_write(&self.state.db).await?;
        let settings = accounts::change_settings(&mut *tx, caller.owner_id, change).await?;
        if !changed.is_empty() {
            let target = Some(caller.owner_id.0);
            audit::record(
                &mut *tx,
                &context::actor(caller),
                Action::SettingsUpdated,
                target,
                &changed,
            )
            .await?;
        }
        tx.commit().await?;
        Ok(UpdateSettingsResponse::Status200_SettingsChanged(envelope(settings)))
    }
}
