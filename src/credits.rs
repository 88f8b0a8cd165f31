//! Credits (CONTRACT.md "Credits"): an account's `total_balance` is what it bought and has not
//! been charged; `reserved_credits` is derived, never stored: the estimated credits of its
//! interviews that are `invited` and not yet expired, or `in_progress`. So a reservation ends
//! the instant its link expires, with no sweeper to wait for.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::credits::{Credits, GetCreditBalanceResponse};
use serde::Serialize;
use sqlx::PgExecutor;
use uuid::Uuid;

use crate::api::Api;
use crate::auth::Principal;
use crate::error::ApiError;
use crate::models::CreditBalance;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Balance {
    pub total_balance: i64,
    pub reserved_credits: i64,
}

impl Balance {
    pub fn available_credits(&self) -> i64 {
        self.total_balance - self.reserved_credits
    }
}

/// The reserved credits of the account row aliased `a`, as an SQL expression: the one
/// definition of what a reservation is.
pub const RESERVED_CREDITS: &str = "coalesce((select sum(i.estimated_credits) from interviews i
     where i.account_id = a.id
       and ((i.status = 'invited' and i.expires_at > now()) or i.status = 'in_progress')), 0)::bigint";

/// The balance of an account as of the current transaction. Lock the account row first
/// (`for no key update`) when the answer decides a write.
pub async fn balance(db: impl PgExecutor<'_>, account_id: Uuid) -> Result<Option<Balance>, sqlx::Error> {
    sqlx::query_as(&format!(
        "select a.credit_balance as total_balance, {RESERVED_CREDITS} as reserved_credits
         from accounts a where a.id = $1"
    ))
    .bind(account_id)
    .fetch_optional(db)
    .await
}

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
        let balance = balance(&self.state.db, caller.account_id)
            .await?
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("the caller's account is gone")))?;
        Ok(GetCreditBalanceResponse::Status200_CreditBalance(CreditBalance {
            available_credits: balance.available_credits(),
            total_balance: balance.total_balance,
            reserved_credits: balance.reserved_credits,
        }))
    }
}
