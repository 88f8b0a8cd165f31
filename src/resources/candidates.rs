//! Candidates with structured CV data: create, list (page-numbered, with an exact total and a
//! literal, case-insensitive name search), read, merge-update and delete. These endpoints answer
//! their own errors in the simple shape.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use chrono::{DateTime, Utc};
use headers::Host;
use interview_api_generated::apis::candidates::{
    Candidates, CreateCandidateResponse, DeleteCandidateResponse, ExportCandidateResponse, GetCandidateResponse,
    ListCandidatesResponse, UpdateCandidateResponse,
};
use serde_json::Value;
use sqlx::types::Json;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::Nullable;
use crate::domain::ids::AccountId;
use crate::domain::keys::Principal;
use crate::domain::{cv, metadata, privacy};
use crate::http::context;
use crate::http::error::{ApiError, FieldPath};
use crate::models::{self, CvInput};
use crate::resources::Api;
use crate::wire::{from_nullable, timestamp, to_nullable};

const NOT_FOUND: ApiError = ApiError::NotFound("Candidate");

#[derive(sqlx::FromRow)]
struct CandidateRow {
    id: Uuid,
    name: String,
    title: Option<String>,
    /// The stored CV: the text of the `json` column `candidates.cv` (`cv::text`), as
    /// [`cv_to_store`] wrote it.
    cv: Option<String>,
    cv_parsed_at: Option<DateTime<Utc>>,
    metadata: Json<Value>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

#[allow(unsafe_code)] // cv::output; see the SAFETY comment below.
impl TryFrom<CandidateRow> for models::Candidate {
    type Error = ApiError;

    fn try_from(row: CandidateRow) -> Result<Self, ApiError> {
        let cv = match (row.cv, row.cv_parsed_at) {
            // SAFETY: every statement reading a `CandidateRow` takes `cv` from the `json` column.
            (Some(stored), Some(parsed_at)) => Some(unsafe { cv::output(&stored, parsed_at) }?),
            _ => None,
        };
        Ok(models::Candidate {
            id: row.id,
            name: row.name,
            title: to_nullable(row.title),
            cv: to_nullable(cv),
            metadata: metadata::to_model(row.metadata.0),
            created_at: timestamp(row.created_at),
            updated_at: timestamp(row.updated_at),
        })
    }
}

/// One of the account's candidates; another account's is not found. The caller's key is checked
/// in the same statement when the gateway took the caller from memory.
async fn find(db: &mut PgConnection, account_id: AccountId, id: Uuid) -> Result<CandidateRow, ApiError> {
    context::read_checking_key(db, async move |db, key| {
        sqlx::query_as!(
            CandidateRow,
            r#"select id, name, title, cv::text as cv, cv_parsed_at, metadata as "metadata: Json<Value>",
                      created_at, updated_at
               from candidates where id = $1 and account_id = $2 and ($3::bytea is null or key_holds($3))"#,
            id,
            account_id as AccountId,
            key.as_ref().map(|hash| &hash[..])
        )
        .fetch_optional(db)
        .await
    })
    .await?
    .ok_or(NOT_FOUND)
}

/// A CV given in a request, checked and written as the JSON text to store (`None` clears or
/// omits it).
fn cv_to_store(cv: Option<&Nullable<CvInput>>) -> Result<Option<String>, ApiError> {
    match cv {
        Some(Nullable::Present(cv)) => {
            cv::check(cv, &FieldPath::key("cv"))?;
            Ok(Some(cv::to_store(cv)?))
        }
        _ => Ok(None),
    }
}

/// The literal-substring form of a search term for `lower(name) like lower(…) escape '\'`
/// (the database lowercases both sides, so they agree on every script).
fn like_pattern(term: &str) -> String {
    let mut pattern = String::with_capacity(term.len() + 2);
    pattern.push('%');
    for c in term.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// The `total` of a list with no metadata filter (`TOTAL`).
async fn count(db: impl PgExecutor<'_>, account_id: AccountId, term: &str, pattern: &str) -> Result<i64, ApiError> {
    Ok(sqlx::query_scalar(TOTAL)
        .bind(account_id)
        .bind(term)
        .bind(pattern)
        .persistent(false)
        .fetch_one(db)
        .await?)
}

// The list, sized for a million candidates in one account (the
// measurements are summed up in `migrations/0002_candidates.sql` and `0006_candidate_name_grams.sql`).
//
// A page is found on the index alone (`candidates_account_created`, which includes `name`): an
// offset is skipped there, and a search for a common substring filters there, before the page's
// rows are read. The search and metadata statements are sent unnamed, so that each is planned
// for its own values: a generic plan, which the server may cache after five runs of a named
// statement, knows neither the limit nor how common the pattern is. Measured at a million
// candidates, generic plans took 255 ms for page 1 (a hash join over the whole table; 0.1 ms
// planned for its values) and 400 ms for a rare name (a walk of the whole account; 2 ms).
// The unfiltered page, the list as most clients ask for it, is one named statement instead
// (`PAGE_ALL`), run on a generic plan: its shape leaves that plan no other way than its custom
// plans, which PostgreSQL would otherwise make again on every run (migration 0023).

/// The `total` of a list filtered by `$2` (the trimmed term, `''` for none; `$3` its
/// pattern): read from `candidate_name_grams` for up to three characters, which covers every
/// common term, and counted for a longer one, whose matches the trigram index finds directly.
/// (The length is taken after `lower`, as the counts were.)
const TOTAL: &str = "select case when char_length(lower($2)) <= 3
         then (select coalesce(sum(candidates), 0)::bigint from candidate_name_grams
               where account_id = $1 and gram = lower($2))
         else (select count(*) from candidates where account_id = $1 and lower(name) like lower($3) escape '\\')
     end";

/// Every candidate of the account, `$2` from `$3` on, each row with the account's `total` (the
/// count of the gram `''`), so that one round trip answers: a named statement, cached on its
/// connection. It calls `candidates_page` (`migrations/0023_candidates_page.sql`), whose plan is
/// made once per connection: the page's ids are collected first and its rows then read by their
/// key, so the rows are never joined and a plan made without the limit walks the same index as
/// one made with it. `$4`: the caller's key to check (`context::read_checking_key`), or null.
const PAGE_ALL: &str = "select total, id, name, title, cv, cv_parsed_at, metadata, created_at, updated_at
     from candidates_page($1, $2, $3) where $4::bytea is null or key_holds($4)";

#[derive(sqlx::FromRow)]
struct CountedRow {
    total: i64,
    #[sqlx(flatten)]
    candidate: CandidateRow,
}

const PAGE_MATCHING: &str =
    "select c.id, c.name, c.title, c.cv::text as cv, c.cv_parsed_at, c.metadata, c.created_at, c.updated_at
     from (select id from candidates where account_id = $1 and lower(name) like lower($2) escape '\\'
           order by created_at desc, id desc limit $3 offset $4) as page
     join candidates c on c.id = page.id
     order by c.created_at desc, c.id desc";

/// A list filtered by metadata (`$2`, the object rows contain) and perhaps a name (`$3`, `$4`):
/// counted and paged on the metadata index, which leaves few rows to the name.
const TOTAL_WITH_METADATA: &str = "select count(*) from candidates
     where account_id = $1 and metadata @> $2 and ($3 = '' or lower(name) like lower($4) escape '\\')";

const PAGE_WITH_METADATA: &str =
    "select id, name, title, cv::text as cv, cv_parsed_at, metadata, created_at, updated_at
     from candidates
     where account_id = $1 and metadata @> $2 and ($3 = '' or lower(name) like lower($4) escape '\\')
     order by created_at desc, id desc limit $5 offset $6";

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
        let title = body.title.clone().and_then(from_nullable);
        let mut tx = context::begin_write(&self.state.db).await?;
        let row = sqlx::query_as!(
            CandidateRow,
            r#"insert into candidates (id, account_id, name, title, cv, cv_parsed_at, cv_parse_source, metadata)
               values ($1, $2, $3, $4, $5::text::json, case when $5::text is null then null else now() end,
                       case when $5::text is null then null else 'manual' end, $6)
               returning id, name, title, cv::text as cv, cv_parsed_at, metadata as "metadata: Json<Value>",
                         created_at, updated_at"#,
            Uuid::now_v7(),
            caller.account_id as AccountId,
            body.name,
            title,
            cv,
            metadata::given(body.metadata.as_ref())
        )
        .fetch_one(&mut *tx)
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
        let term = query.search.as_deref().map(str::trim).unwrap_or_default();
        let pattern = like_pattern(term);
        let with_metadata = metadata::filter(query.metadata.as_deref());
        let mut db = context::connection(&self.state.db).await?;
        let (total, rows) = if with_metadata.is_none() && term.is_empty() {
            let account_id = caller.account_id;
            let rows = context::read_checking_key(&mut db, async move |db, key| {
                let rows: Vec<CountedRow> = sqlx::query_as(PAGE_ALL)
                    .bind(account_id)
                    .bind(limit)
                    .bind(offset)
                    .bind(key)
                    .fetch_all(db)
                    .await?;
                Ok((!rows.is_empty()).then_some(rows))
            })
            .await?
            .unwrap_or_default();
            let total = match rows.first() {
                Some(row) => row.total,
                // Past the end (or no candidates): the total alone.
                None => count(&mut *db, caller.account_id, term, &pattern).await?,
            };
            (total, rows.into_iter().map(|row| row.candidate).collect())
        } else {
            context::check_key(&mut db).await?;
            let total = match &with_metadata {
                Some(filter) => {
                    sqlx::query_scalar(TOTAL_WITH_METADATA)
                        .bind(caller.account_id)
                        .bind(filter)
                        .bind(term)
                        .bind(&pattern)
                        .persistent(false)
                        .fetch_one(&mut *db)
                        .await?
                }
                None => count(&mut *db, caller.account_id, term, &pattern).await?,
            };
            // A page past the end is empty; a rare short term would otherwise walk the whole
            // account.
            let rows: Vec<CandidateRow> = if offset >= total {
                Vec::new()
            } else if let Some(filter) = &with_metadata {
                sqlx::query_as(PAGE_WITH_METADATA)
                    .bind(caller.account_id)
                    .bind(filter)
                    .bind(term)
                    .bind(&pattern)
                    .bind(limit)
                    .bind(offset)
                    .persistent(false)
                    .fetch_all(&mut *db)
                    .await?
            } else {
                sqlx::query_as(PAGE_MATCHING)
                    .bind(caller.account_id)
                    .bind(&pattern)
                    .bind(limit)
                    .bind(offset)
                    .persistent(false)
                    .fetch_all(&mut *db)
                    .await?
            };
            (total, rows)
        };
        // Back to the pool before the page is rendered.
        drop(db);
        Ok(ListCandidatesResponse::Status200_CandidatesPage(
            models::CandidateList {
                data: rows.into_iter().map(TryInto::try_into).collect::<Result<_, _>>()?,
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
        let row = find(
            &mut *context::connection(&self.state.db).await?,
            caller.account_id,
            path.id,
        )
        .await?;
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
        let mut db = self.state.db.acquire().await?;
        let candidate = find(&mut db, caller.account_id, path.id).await?;
        let url_base = &self.state.settings.interview_url_base;
        let export = privacy::export(&mut db, caller.account_id, candidate.try_into()?, url_base).await?;
        Ok(ExportCandidateResponse::Status200_CandidateExport(
            models::CandidateExportEnvelope { data: export },
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
        let cv = cv_to_store(body.cv.as_ref())?;
        let mut tx = context::begin_write(&self.state.db).await?;
        // Top-level merge: an absent field is unchanged, `null` clears, a `cv` object replaces.
        // `updated_at` always moves (by at least a millisecond, the precision it is shown in),
        // and `parsedAt` with it whenever the candidate keeps CV data, sent now or before: the
        // contract says a successful PATCH answers with `parsedAt` refreshed.
        let row = sqlx::query_as!(
            CandidateRow,
            r#"update candidates set
                   name = coalesce($3, name),
                   title = case when $4 then $5 else title end,
                   cv = case when $6 then $7::text::json else cv end,
                   cv_parsed_at = case when (case when $6 then $7::text::json else cv end) is null then null
                       else greatest(now(), updated_at + interval '1 millisecond') end,
                   cv_parse_source = case when $6 then (case when $7::text is null then null else 'manual' end)
                       else cv_parse_source end,
                   metadata = metadata_merged(metadata, $8),
                   updated_at = greatest(now(), updated_at + interval '1 millisecond')
               where id = $1 and account_id = $2
               returning id, name, title, cv::text as cv, cv_parsed_at, metadata as "metadata: Json<Value>",
                         created_at, updated_at"#,
            path.id,
            caller.account_id as AccountId,
            body.name.as_deref(),
            body.title.is_some(),
            body.title.clone().and_then(from_nullable),
            body.cv.is_some(),
            cv,
            metadata::change(body.metadata.as_ref())
        )
        .fetch_optional(&mut *tx)
        .await?
        .ok_or(NOT_FOUND)?;
        metadata::check_count(&row.metadata.0)?;
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
        let deleted = sqlx::query!(
            "delete from candidates where id = $1 and account_id = $2",
            path.id,
            caller.account_id as AccountId
        )
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
        assert_eq!(like_pattern("ÉVA"), "%ÉVA%");
    }
}
