//! Assessment partners (the `Partners` tag): the endpoints an applicant tracking system calls as
//! an assessment partner, and the account's side of the connection. Each partner is an adapter
//! of its own (`greenhouse`): it translates the partner's requests into `domain::partners` and
//! `domain::invitations` calls and the results into the partner's shapes; the rules are shared.
//! `docs/PARTNERS.md` says how another partner is added.

mod greenhouse;

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::partners::{
    GetGreenhouseConnectionResponse, GetGreenhouseTestStatusResponse, ListGreenhouseCallbacksResponse,
    ListGreenhouseResponseErrorsResponse, ListGreenhouseTestsResponse, Partners, ReportGreenhouseResponseErrorResponse,
    SendGreenhouseTestResponse, SetGreenhouseConnectionResponse,
};

use crate::domain::audit::{self, Action};
use crate::domain::keys::Principal;
use crate::domain::partners::{callbacks, connections, errors};
use crate::http::context;
use crate::http::error::ApiError;
use crate::models;
use crate::resources::Api;
use crate::wire::{timestamp, to_nullable};

use self::greenhouse::GREENHOUSE;

/// Callbacks a listing shows.
const CALLBACKS_LISTED: i64 = 100;

#[async_trait::async_trait]
impl Partners<ApiError> for Api {
    type Claims = Principal;

    async fn list_greenhouse_tests(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
    ) -> Result<ListGreenhouseTestsResponse, ApiError> {
        let tests = greenhouse::list_tests(&self.state, caller).await?;
        Ok(ListGreenhouseTestsResponse::Status200_TheTests(tests))
    }

    async fn send_greenhouse_test(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::GreenhouseSendTest,
    ) -> Result<SendGreenhouseTestResponse, ApiError> {
        let ordered = greenhouse::send_test(&self.state, caller, body).await?;
        Ok(SendGreenhouseTestResponse::Status200_TheInterviewOrdered(ordered))
    }

    async fn get_greenhouse_test_status(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::GetGreenhouseTestStatusQueryParams,
    ) -> Result<GetGreenhouseTestStatusResponse, ApiError> {
        let status = greenhouse::test_status(&self.state, caller, query.partner_interview_id).await?;
        Ok(GetGreenhouseTestStatusResponse::Status200_TheTest(status))
    }

    async fn report_greenhouse_response_error(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::GreenhouseResponseError,
    ) -> Result<ReportGreenhouseResponseErrorResponse, ApiError> {
        greenhouse::response_error(&self.state, caller, body).await?;
        Ok(ReportGreenhouseResponseErrorResponse::Status200_ReportKept(
            models::PartnerErrorReceived { received: true },
        ))
    }

    async fn list_greenhouse_response_errors(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
    ) -> Result<ListGreenhouseResponseErrorsResponse, ApiError> {
        let data = errors::newest(&self.state.db, caller.account_id, GREENHOUSE)
            .await?
            .into_iter()
            .map(|row| models::PartnerError {
                id: row.id,
                api_call: to_nullable(row.api_call),
                r_errors: row.errors,
                partner_test_id: to_nullable(row.partner_test_id),
                partner_interview_id: to_nullable(row.partner_interview_id),
                received_at: timestamp(row.received_at),
            })
            .collect();
        Ok(ListGreenhouseResponseErrorsResponse::Status200_TheReports(
            models::PartnerErrorList { data },
        ))
    }

    async fn get_greenhouse_connection(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
    ) -> Result<GetGreenhouseConnectionResponse, ApiError> {
        let updated_at = connections::updated_at(&self.state.db, caller.owner_id, GREENHOUSE)
            .await?
            .ok_or(ApiError::NotFound("Connection"))?;
        Ok(GetGreenhouseConnectionResponse::Status200_TheConnection(connection(
            updated_at,
        )))
    }

    async fn set_greenhouse_connection(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::PartnerConnectionUpdate,
    ) -> Result<SetGreenhouseConnectionResponse, ApiError> {
        if caller.mode == models::KeyMode::Test {
            return Err(ApiError::PermissionDenied(
                "The connection is the account's, for live and test orders alike: set it with a live key",
            ));
        }
        let mut tx = context::begin_write(&self.state.db).await?;
        let updated_at = connections::set_key(&mut *tx, caller.owner_id, GREENHOUSE, &body.callback_key).await?;
        let owner = Some(caller.owner_id.0);
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::PartnerConnectionUpdated,
            owner,
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(SetGreenhouseConnectionResponse::Status200_ConnectionSet(connection(
            updated_at,
        )))
    }

    async fn list_greenhouse_callbacks(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
    ) -> Result<ListGreenhouseCallbacksResponse, ApiError> {
        let data = callbacks::newest(&self.state.db, caller.account_id, GREENHOUSE, CALLBACKS_LISTED)
            .await?
            .into_iter()
            .map(|row| models::PartnerCallback {
                id: row.id,
                interview_id: row.interview_id,
                url: row.url,
                next_attempt_at: to_nullable((row.status == "pending").then(|| timestamp(row.next_attempt_at))),
                status: row.status,
                attempts: row.attempts.max(0) as u32,
                last_response_status: to_nullable(row.last_response_status),
                last_error: to_nullable(row.last_error),
                delivered_at: to_nullable(row.delivered_at.map(timestamp)),
                created_at: timestamp(row.created_at),
            })
            .collect();
        Ok(ListGreenhouseCallbacksResponse::Status200_TheCallbacks(
            models::PartnerCallbackList { data },
        ))
    }
}

fn connection(updated_at: chrono::DateTime<chrono::Utc>) -> models::PartnerConnectionEnvelope {
    models::PartnerConnectionEnvelope {
        data: models::PartnerConnection {
            partner: GREENHOUSE.name().to_owned(),
            callback_key_set: true,
            updated_at: timestamp(updated_at),
        },
    }
}
