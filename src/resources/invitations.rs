//! Interview invitations, one at a time or in batches (`domain::invitations` builds and reserves
//! them).

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::invitations::{
    CreateInvitationBatchResponse, CreateInvitationResponse, Invitations,
};
use uuid::Uuid;

use crate::domain::audit::{self, Action};
use crate::domain::interviews::token;
use crate::domain::invitations::invite;
use crate::domain::keys::Principal;
use crate::http::context::{self, LastStatement};
use crate::http::error::{ApiError, FieldPath};
use crate::models;
use crate::resources::Api;

/// The result of a batch item that was refused: the status and error `POST /invitations` would
/// have answered.
fn refused(error: ApiError) -> models::InvitationBatchResult {
    let error_body = serde_json::from_value(error.structured()["error"].clone()).ok();
    models::InvitationBatchResult {
        status: i32::from(error.status().as_u16()),
        invitation: None,
        error: error_body,
    }
}

#[async_trait::async_trait]
impl Invitations<ApiError> for Api {
    type Claims = Principal;

    async fn create_invitation(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::InvitationCreate,
    ) -> Result<CreateInvitationResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let actor = context::actor(caller);
        let (invitation, reservation) = invite::invite(&mut tx, caller, &actor, body, url_base).await?;
        // The reservation ends the transaction, sent with its commit: the account's credits row,
        // where every invitation of the account queues, is locked for no round trip.
        tx.commit_with(LastStatement {
            sql: reservation.statement(),
            refusal: Box::new(move |error| invite::refusal(&reservation, error).map(ApiError::from)),
        })
        .await?;
        // Known here at once; other instances once it is announced.
        self.state.token_directory.issued(&token::hash(&invitation.token));
        Ok(CreateInvitationResponse::Status201_InvitationCreated(invitation))
    }

    /// Each item is checked against `InvitationCreate` on its own (the gateway checks only the
    /// list), then the valid ones are invited together; every item gets its own result.
    async fn create_invitation_batch(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::InvitationBatch,
    ) -> Result<CreateInvitationBatchResponse, ApiError> {
        let operation = self
            .state
            .contract
            .operation_by_id("createInvitationBatch")
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("createInvitationBatch is not in the contract")))?;
        let items: Vec<Result<models::InvitationCreate, ApiError>> = body
            .invitations
            .iter()
            .map(|item| {
                let mut item = serde_json::to_value(item).map_err(|error| ApiError::Internal(error.into()))?;
                let issues = operation.check_item(&mut item);
                if !issues.is_empty() {
                    return Err(ApiError::Validation(issues));
                }
                serde_json::from_value(item)
                    .map_err(|error| ApiError::validation(FieldPath::default(), error.to_string()))
            })
            .collect();
        let valid: Vec<&models::InvitationCreate> = items.iter().filter_map(|item| item.as_ref().ok()).collect();
        let mut tx = context::begin_write(&self.state.db).await?;
        let url_base = &self.state.settings.interview_url_base;
        let invited = invite::invite_all(&mut tx, caller, &valid, url_base).await?;
        let created: Vec<Uuid> = invited.iter().flatten().map(|invitation| invitation.id).collect();
        audit::record_each(&mut tx, &context::actor(caller), Action::InterviewCreated, &created).await?;
        tx.commit().await?;
        for invitation in invited.iter().flatten() {
            self.state.token_directory.issued(&token::hash(&invitation.token));
        }
        let mut invited = invited.into_iter();
        let data = items
            .into_iter()
            .map(|item| match item.map(|_| invited.next()) {
                Err(error) => refused(error),
                Ok(Some(Ok(invitation))) => models::InvitationBatchResult {
                    status: 201,
                    invitation: Some(invitation),
                    error: None,
                },
                Ok(Some(Err(error))) => refused(error.into()),
                Ok(None) => refused(ApiError::Internal(anyhow::anyhow!("a batch item went unanswered"))),
            })
            .collect();
        Ok(CreateInvitationBatchResponse::Status200_BatchProcessed(
            models::InvitationBatchResults { data },
        ))
    }
}
