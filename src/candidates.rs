//! Candidates (seed "Candidate", "GET/POST /candidates", "GET/PATCH/DELETE /candidates/:id";
//! CONTRACT.md "Candidates"). These endpoints answer their own errors in the simple shape.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::candidates::{
    Candidates, CreateCandidateResponse, DeleteCandidateResponse, GetCandidateResponse, ListCandidatesResponse,
    UpdateCandidateResponse,
};
use sqlx::types::Json;
use uuid::Uuid;

use crate::api::Api;
use crate::auth::Principal;
use crate::contract::FieldPath;
use crate::error::ApiError;
use crate::models::{self, CvInput};
use crate::{Nullable, cv, nullable, present, timestamp};

const NOT_FOUND: ApiError = ApiError::NotFound("Candidate");

#[derive(sqlx::FromRow)]
struct CandidateRow {
    id: Uuid,
    name: String,
    title: Option<String>,
    cv: Option<Json<CvInput>>,
    cv_parsed_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

const COLUMNS: &str = "id, name, title, cv, cv_parsed_at, created_at, updated_at";

impl From<CandidateRow> for models::Candidate {
    fn from(row: CandidateRow) -> Self {
        let cv = match (row.cv, row.cv_parsed_at) {
            (Some(Json(cv)), Some(parsed_at)) => Some(cv::output(cv, parsed_at)),
            _ => None,
        };
        models::Candidate {
            id: row.id,
            name: row.name,
            title: nullable(row.title),
            cv: nullable(cv),
            created_at: timestamp(row.created_at),
            updated_at: timestamp(row.updated_at),
        }
    }
}

/// A CV given in a request, checked and ready to store (`None` clears or omits it).
fn cv_to_store(cv: Option<&Nullable<CvInput>>) -> Result<Option<Json<CvInput>>, ApiError> {
    match cv {
        Some(Nullable::Present(cv)) => {
            cv::check(cv, &FieldPath::key("cv"))?;
            Ok(Some(Json(cv::normalized(cv))))
        }
        _ => Ok(None),
    }
}

/// The literal-substring form of a search term for `like … escape '\'`.
fn like_pattern(term: &str) -> String {
    let mut pattern = String::with_capacity(term.len() + 2);
    pattern.push('%');
    for c in term.to_lowercase().chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
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
        let cv = cv_to_store(body.cv.as_ref())?;
        let title = body.title.clone().and_then(present);
        let row: CandidateRow = sqlx::query_as(&format!(
            "insert into candidates (id, account_id, name, title, cv, cv_parsed_at, cv_parse_source)
             values ($1, $2, $3, $4, $5, case when $5 is null then null else now() end,
                     case when $5 is null then null else 'manual' end)
             returning {COLUMNS}"
        ))
        .bind(Uuid::now_v7())
        .bind(caller.account_id)
        .bind(&body.name)
        .bind(title)
        .bind(cv)
        .fetch_one(&self.state.db)
        .await?;
        Ok(CreateCandidateResponse::Status201_CandidateCreated(
            models::CandidateEnvelope { data: row.into() },
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
        let search = query
            .search
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(like_pattern);
        let filter = "account_id = $1 and ($2::text is null or lower(name) like $2 escape '\\')";
        let total: i64 = sqlx::query_scalar(&format!("select count(*) from candidates where {filter}"))
            .bind(caller.account_id)
            .bind(&search)
            .fetch_one(&self.state.db)
            .await?;
        let rows: Vec<CandidateRow> = sqlx::query_as(&format!(
            "select {COLUMNS} from candidates where {filter}
             order by created_at desc, id desc limit $3 offset $4"
        ))
        .bind(caller.account_id)
        .bind(&search)
        .bind(limit)
        .bind((page - 1).saturating_mul(limit))
        .fetch_all(&self.state.db)
        .await?;
        Ok(ListCandidatesResponse::Status200_CandidatesPage(
            models::CandidateList {
                data: rows.into_iter().map(Into::into).collect(),
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
        let row: CandidateRow = sqlx::query_as(&format!(
            "select {COLUMNS} from candidates where id = $1 and account_id = $2"
        ))
        .bind(path.id)
        .bind(caller.account_id)
        .fetch_optional(&self.state.db)
        .await?
        .ok_or(NOT_FOUND)?;
        Ok(GetCandidateResponse::Status200_Candidate(models::CandidateEnvelope {
            data: row.into(),
        }))
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
        let cv = cv_to_store(body.cv.as_ref())?;
        // Top-level merge: an absent field is unchanged, `null` clears, a `cv` object replaces.
        let row: CandidateRow = sqlx::query_as(&format!(
            "update candidates set
                 name = coalesce($3, name),
                 title = case when $4 then $5 else title end,
                 cv = case when $6 then $7 else cv end,
                 cv_parsed_at = case when $6 then (case when $7 is null then null else now() end) else cv_parsed_at end,
                 cv_parse_source = case when $6 then (case when $7 is null then null else 'manual' end) else cv_parse_source end,
                 updated_at = greatest(now(), updated_at + interval '1 millisecond')
             where id = $1 and account_id = $2
             returning {COLUMNS}"
        ))
        .bind(path.id)
        .bind(caller.account_id)
        .bind(&body.name)
        .bind(body.title.is_some())
        .bind(body.title.clone().and_then(present))
        .bind(body.cv.is_some())
        .bind(cv)
        .fetch_optional(&self.state.db)
        .await?
        .ok_or(NOT_FOUND)?;
        Ok(UpdateCandidateResponse::Status200_CandidateUpdated(
            models::CandidateEnvelope { data: row.into() },
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
        let deleted = sqlx::query("delete from candidates where id = $1 and account_id = $2")
            .bind(path.id)
            .bind(caller.account_id)
            .execute(&self.state.db)
            .await?;
        if deleted.rows_affected() == 0 {
            return Err(NOT_FOUND);
        }
        Ok(DeleteCandidateResponse::Status200_CandidateDeleted(
            models::DeleteResult { success: true },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::like_pattern;

    #[test]
    fn search_terms_match_literally() {
        assert_eq!(like_pattern("50%_off\\"), "%50\\%\\_off\\\\%");
        assert_eq!(like_pattern("ÉVA"), "%éva%");
    }
}
