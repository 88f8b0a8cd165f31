//! The account's data settings: how long an ended interview's personal data is kept, and how long
//! a report link is valid. They belong to the live account and act on its live data too: a test
//! key reads them and changes nothing.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::settings::{GetSettingsResponse, Settings, UpdateSettingsResponse};

use crate::domain::accounts;
use crate::domain::interviews::reports;
use crate::domain::keys::Principal;
use crate::http::error::ApiError;
use crate::models::{self, KeyMode};
use crate::resources::Api;
use crate::wire::{from_nullable, to_nullable};

fn envelope(days: Option<i32>, report_link_days: i32) -> models::AccountSettingsEnvelope {
    models::AccountSettingsEnvelope {
        data: models::AccountSettings {
            interview_data_retention_days: to_nullable(days.map(|days| days as u32)),
            report_link_days: report_link_days as u32,
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
        let days = accounts::retention_days(&self.state.db, caller.owner_id).await?;
        let report_link_days = reports::link_days(&self.state.db, caller.owner_id).await?;
        Ok(GetSettingsResponse::Status200_Settings(envelope(
            days,
            report_link_days,
        )))
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
        let days = match body.interview_data_retention_days {
            Some(days) => {
                let days = from_nullable(days).map(|days| days as i32);
                accounts::set_retention_days(&self.state.db, caller.owner_id, days).await?
            }
            None => accounts::retention_days(&self.state.db, caller.owner_id).await?,
        };
        let report_link_days = match body.report_link_days {
            Some(days) => accounts::set_report_link_days(&self.state.db, caller.owner_id, days as i32).await?,
            None => reports::link_days(&self.state.db, caller.owner_id).await?,
        };
        Ok(UpdateSettingsResponse::Status200_SettingsChanged(envelope(
            days,
            report_link_days,
        )))
    }
}
