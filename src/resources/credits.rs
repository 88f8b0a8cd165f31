//! The credit balance: what the account bought and has not been charged, what its live
//! interviews hold, and what is left for new invitations.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::credits::{Credits, GetCreditBalanceResponse};

use crate::domain::credits;
use crate::domain::keys::Principal;
use crate::error::ApiError;
use crate::models::CreditBalance;
use crate::resources::Api;

#[async_trait::async_trait]
impl Credits<ApiError> for Api {
    type Claims = Principal;

    async fn get_credit_balance(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
    ) -> Result<GetCreditBalanceResponse, ApiError> {
        let balance = credits::balance(&self.state.db, caller.account_id)
            .await?
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("the caller's account is gone")))?;
        Ok(GetCreditBalanceResponse::Status200_CreditBalance(CreditBalance {
            available_credits: balance.available_credits(),
            total_balance: balance.total_balance,
            reserved_credits: balance.reserved_credits,
        }))
    }
}
