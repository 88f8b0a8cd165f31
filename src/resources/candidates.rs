//! Candidates with structured CV data: create, list (page-numbered, with an exact total and a
//! literal, case-insensitive name search), read, export, merge-update and delete. These
//! endpoints answer their own errors in the simple shape. The rules and SQL are
//! `domain::candidates`.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::candidates::{
    Candidates, CreateCandidateResponse, DeleteCandidateResponse, ExportCandidateResponse, GetCandidateResponse,
    ListCandidatesResponse, UpdateCandidateResponse,
};
use uuid::Uuid;

use crate::domain::audit::{self, Action};
use crate::domain::candidates::{self, CandidateRow, NOT_FOUND, Search, model, store};
use crate::domain::keys::Principal;
use crate::domain::metadata;
use crate::domain::privacy::export;
use crate::http::context;
use crate::http::error::ApiError;
use crate::models;
use crate::resources::Api;

/// One of the account's candidates, its read recorded in the audit log as `action` before it is
/// returned. The caller's key is checked in the same statement when the gateway took the caller
/// from memory; the connection goes back to the pool before the event is written.
async fn find(api: &Api, caller: &Principal, id: Uuid, action: Action) -> Result<CandidateRow, ApiError> {
    let account_id = caller.account_id;
    let found = {
        let mut db = context::connection(&api.state.db).await?;
        context::read_checking_key(&mut db, async move |db, key| store::find(db, account_id, id, key).await).await?
    };
    let row = found.ok_or(NOT_FOUND)?;
    api.state
        .read_log
        .record(&context::actor(caller), action, Some(id))
        .await?;
    Ok(row)
}

#[async_trait::async_trait]
impl Candidates<ApiError> for Api {
    type Claims = Principal;

    async fn create_candidate(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::CandidateCreate,
    ) -> Result<CreateCandidateResponse, ApiError> {
        let cv = model::cv_to_store(body.cv.as_ref())?;
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = store::create(&mut tx, caller.account_id, body, cv).await?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::CandidateCreated,
            Some(row.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(CreateCandidateResponse::Status201_CandidateCreated(
            models::CandidateEnvelope { data: row.try_into()? },
        ))
    }

    async fn list_candidates(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListCandidatesQueryParams,
    ) -> Result<ListCandidatesResponse, ApiError> {
        let page = query.page.unwrap_or(1) as i64;
        let limit = i64::from(query.limit.unwrap_or(50));
        let offset = (page - 1).saturating_mul(limit);
        let search = Search::new(query.search.as_deref(), query.metadata.as_deref());
        let account_id = caller.account_id;
        let actor = context::actor(caller);
        // A list, so it may read on the replica.
        let (total, rows) = context::read_routed!(&self.state, account_id, |source| {
            let mut db = source.connection().await?;
            let page = if search.is_everything() {
                // The list as most clients ask for it: the key checked in the page's own statement.
                let rows = context::read_checking_key(&mut db, async move |db, key| {
                    let rows = store::page_of_everyone(db, account_id, limit, offset, key).await?;
                    Ok((!rows.is_empty()).then_some(rows))
                })
                .await?
                .unwrap_or_default();
                let total = match rows.first() {
                    Some(row) => row.total,
                    // Past the end (or no candidates): the total alone.
                    None => store::count(&mut *db, account_id, &search).await?,
                };
                (total, rows.into_iter().map(|row| row.candidate).collect::<Vec<_>>())
            } else {
                context::check_key(&mut db).await?;
                store::page_found(&mut db, account_id, &search, limit, offset).await?
            };
            Ok::<_, ApiError>(page)
            // The connection goes back to the pool before the read is recorded.
        })?;
        self.state
            .read_log
            .record(&actor, Action::CandidateListed, None)
            .await?;
        Ok(ListCandidatesResponse::Status200_CandidatesPage(
            models::CandidateList {
                data: rows
                    .into_iter()
                    .map(models::Candidate::try_from)
                    .collect::<Result<_, _>>()?,
                pagination: models::PagePagination {
                    page,
                    limit,
                    total,
                    total_pages: (total + limit - 1) / limit,
                },
            },
        ))
    }

    async fn get_candidate(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::GetCandidatePathParams,
    ) -> Result<GetCandidateResponse, ApiError> {
        let row = find(self, caller, path.id, Action::CandidateRead).await?;
        Ok(GetCandidateResponse::Status200_Candidate(models::CandidateEnvelope {
            data: row.try_into()?,
        }))
    }

    /// Everything held about the candidate, for an access or portability request.
    async fn export_candidate(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::ExportCandidatePathParams,
    ) -> Result<ExportCandidateResponse, ApiError> {
        // Found (and its export recorded) on the primary; the rest may be read on the replica.
        let candidate: models::Candidate = find(self, caller, path.id, Action::CandidateExported)
            .await?
            .try_into()?;
        let url_base = &self.state.settings.interview_url_base;
        let data = context::read_routed!(&self.state, caller.account_id, |source| {
            let mut db = source.pool().acquire().await?;
            Ok::<_, ApiError>(export::export(&mut db, caller.account_id, candidate.clone(), url_base).await?)
        })?;
        Ok(ExportCandidateResponse::Status200_CandidateExport(
            models::CandidateExportEnvelope { data },
        ))
    }

    async fn update_candidate(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::UpdateCandidatePathParams,
        body: &models::CandidateUpdate,
    ) -> Result<UpdateCandidateResponse, ApiError> {
        let cv = model::cv_to_store(body.cv.as_ref())?;
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = store::update(&mut tx, caller.account_id, path.id, body, cv)
            .await?
            .ok_or(candidates::NOT_FOUND)?;
        metadata::check_count(&row.metadata.0)?;
        let changed = audit::fields_set(body);
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::CandidateUpdated,
            Some(row.id),
            &changed,
        )
        .await?;
        tx.commit().await?;
        Ok(UpdateCandidateResponse::Status200_CandidateUpdated(
            models::CandidateEnvelope { data: row.try_into()? },
        ))
    }

    async fn delete_candidate(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::DeleteCandidatePathParams,
    ) -> Result<DeleteCandidateResponse, ApiError> {
        let mut tx = context::begin_write(&self.state.db).await?;
        if !store::delete(&mut *tx, caller.account_id, path.id).await? {
            return Err(NOT_FOUND.into());
        }
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::CandidateDeleted,
            Some(path.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(DeleteCandidateResponse::Status200_CandidateDeleted(
            models::DeleteResult { success: true },
        ))
    }
}
