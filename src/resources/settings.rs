//! The account's data settings: how long an ended interview's personal data is kept, and how long
//! the audit log is served. They belong
//! to the live account and act on its live data too: a test key reads them and changes nothing.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::settings::{GetSettingsResponse, Settings, UpdateSettingsResponse};

use crate::domain::accounts;
use crate::domain::audit::{self, Action};
use crate::domain::keys::Principal;
use crate::http::context;
use crate::http::error::ApiError;
use crate::models::{self, KeyMode};
use crate::resources::Api;
use crate::wire::{from_nullable, to_nullable};

fn envelope(days: Option<i32>, audit_days: i32) -> models::AccountSettingsEnvelope {
    models::AccountSettingsEnvelope {
        data: models::AccountSettings {
            interview_data_retention_days: to_nullable(days.map(|days| days as u32)),
            audit_retention_days: audit_days as u32,
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
        let mut db = context::connection(&self.state.db).await?;
        let days = accounts::retention_days(&mut *db, caller.owner_id).await?;
        let audit_days = audit::store::retention_days(&mut *db, caller.owner_id).await?;
        Ok(GetSettingsResponse::Status200_Settings(envelope(days, audit_days)))
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
        let mut tx = context::begin_write(&self.state.db).await?;
        let mut changed = Vec::new();
        let days = match body.interview_data_retention_days {
            Some(days) => {
                changed.push("interview_data_retention_days".to_owned());
                let days = from_nullable(days).map(|days| days as i32);
                accounts::set_retention_days(&mut *tx, caller.owner_id, days).await?
            }
            None => accounts::retention_days(&mut *tx, caller.owner_id).await?,
        };
        let audit_days = match body.audit_retention_days {
            Some(days) => {
                changed.push("audit_retention_days".to_owned());
                audit::store::set_retention_days(&mut *tx, caller.owner_id, days as i32).await?
            }
            None => audit::store::retention_days(&mut *tx, caller.owner_id).await?,
        };
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
        Ok(UpdateSettingsResponse::Status200_SettingsChanged(envelope(
            days, audit_days,
        )))
    }
}
