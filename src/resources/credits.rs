//! Credits: the balance (what the account bought and has not been charged, what its live
//! interviews hold, what is left for new invitations) and the ledger of every movement.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::credits::{Credits, GetCreditBalanceResponse, ListCreditTransactionsResponse};

use crate::domain::credits;
use crate::domain::keys::Principal;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models::{self, CreditBalance};
use crate::resources::Api;
use crate::wire::{timestamp, to_nullable};

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

    async fn list_credit_transactions(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListCreditTransactionsQueryParams,
    ) -> Result<ListCreditTransactionsResponse, ApiError> {
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let rows = credits::transactions(
            &self.state.db,
            caller.account_id,
            page.after,
            query.interview_id,
            page.fetch(),
        )
        .await?;
        let (rows, pagination) = page.finish(rows, |row| row.id);
        let data = rows
            .into_iter()
            .map(|row| models::CreditTransaction {
                id: row.id,
                r_type: row.kind.0,
                amount: row.amount,
                interview_id: to_nullable(row.interview_id),
                description: row.description,
                created_at: timestamp(row.created_at),
            })
            .collect();
        Ok(ListCreditTransactionsResponse::Status200_CreditTransactionsPage(
            models::CreditTransactionList { data, pagination },
        ))
    }
}
