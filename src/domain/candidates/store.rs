//! The candidates' SQL: one candidate, the list (sized for a million candidates in one
//! account), and the writes.

use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::domain::candidates::{CandidateRow, CountedRow, Search};
use crate::domain::ids::AccountId;
use crate::domain::metadata;
use crate::models;
use crate::wire::from_nullable;
use serde_json::Value;
use sqlx::types::Json;

/// One of the account's candidates; another account's is not found. With `key`, the caller's
/// key is checked in the same statement (`holding_key`, migration 0037), and a key that no longer
/// holds finds nothing.
pub async fn find(
    db: &mut PgConnection,
    account_id: AccountId,
    id: Uuid,
    key: Option<[u8; 32]>,
) -> Result<Option<CandidateRow>, sqlx::Error> {
    sqlx::query_as!(
        CandidateRow,
        r#"select id, name, title, cv::text as cv, cv_parsed_at, metadata as "metadata: Json<Value>",
                  created_at, updated_at
           from candidates where id = $1 and account_id = $2
                  and ($3::bytea is null or exists (select from holding_key($3)))"#,
        id,
        account_id as AccountId,
        key.as_ref().map(|hash| &hash[..])
    )
    .fetch_optional(db)
    .await
}

/// The `total` of a list with no metadata filter (`TOTAL`).
pub async fn count(db: impl PgExecutor<'_>, account_id: AccountId, search: &Search) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(TOTAL)
        .bind(account_id)
        .bind(&search.term)
        .bind(&search.pattern)
        .persistent(false)
        .fetch_one(db)
        .await
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
     from candidates_page($1, $2, $3) where $4::bytea is null or exists (select from holding_key($4))";

/// A page of every candidate of the account, each row with the account's total; with `key`, the
/// caller's key is checked in the same statement. Empty past the end (or when the key no
/// longer holds).
pub async fn page_of_everyone(
    db: &mut PgConnection,
    account_id: AccountId,
    limit: i64,
    offset: i64,
    key: Option<[u8; 32]>,
) -> Result<Vec<CountedRow>, sqlx::Error> {
    sqlx::query_as(PAGE_ALL)
        .bind(account_id)
        .bind(limit)
        .bind(offset)
        .bind(key.as_ref().map(|hash| &hash[..]))
        .fetch_all(db)
        .await
}

/// The total and a page of the candidates the search finds.
pub async fn page_found(
    db: &mut PgConnection,
    account_id: AccountId,
    search: &Search,
    limit: i64,
    offset: i64,
) -> Result<(i64, Vec<CandidateRow>), sqlx::Error> {
    let total = match &search.metadata {
        Some(filter) => {
            sqlx::query_scalar(TOTAL_WITH_METADATA)
                .bind(account_id)
                .bind(filter)
                .bind(&search.term)
                .bind(&search.pattern)
                .persistent(false)
                .fetch_one(&mut *db)
                .await?
        }
        None => count(&mut *db, account_id, search).await?,
    };
    // A page past the end is empty; a rare short term would otherwise walk the whole account.
    let rows: Vec<CandidateRow> = if offset >= total {
        Vec::new()
    } else if let Some(filter) = &search.metadata {
        sqlx::query_as(PAGE_WITH_METADATA)
            .bind(account_id)
            .bind(filter)
            .bind(&search.term)
            .bind(&search.pattern)
            .bind(limit)
            .bind(offset)
            .persistent(false)
            .fetch_all(&mut *db)
            .await?
    } else {
        sqlx::query_as(PAGE_MATCHING)
            .bind(account_id)
            .bind(&search.pattern)
            .bind(limit)
            .bind(offset)
            .persistent(false)
            .fetch_all(&mut *db)
            .await?
    };
    Ok((total, rows))
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

/// Stores a new candidate of the account; `cv` is the JSON text to store (`cv::to_store`).
pub async fn create(
    tx: &mut PgConnection,
    account_id: AccountId,
    request: &models::CandidateCreate,
    cv: Option<String>,
) -> Result<CandidateRow, sqlx::Error> {
    sqlx::query_as!(
        CandidateRow,
        r#"insert into candidates (id, account_id, name, title, cv, cv_parsed_at, cv_parse_source, metadata)
           values ($1, $2, $3, $4, $5::text::json, case when $5::text is null then null else now() end,
                   case when $5::text is null then null else 'manual' end, $6)
           returning id, name, title, cv::text as cv, cv_parsed_at, metadata as "metadata: Json<Value>",
                     created_at, updated_at"#,
        Uuid::now_v7(),
        account_id as AccountId,
        request.name,
        request.title.clone().and_then(from_nullable),
        cv,
        metadata::given(request.metadata.as_ref())
    )
    .fetch_one(&mut *tx)
    .await
}

/// Merges `request` into one of the account's candidates (`None` when it is not the account's).
/// Top-level merge: an absent field is unchanged, `null` clears, a `cv` object (`cv`, the JSON
/// text to store) replaces. `updated_at` always moves (by at least a millisecond, the precision
/// it is shown in), and `parsedAt` with it whenever the candidate keeps CV data, sent now or
/// before: the contract says a successful PATCH answers with `parsedAt` refreshed.
pub async fn update(
    tx: &mut PgConnection,
    account_id: AccountId,
    id: Uuid,
    request: &models::CandidateUpdate,
    cv: Option<String>,
) -> Result<Option<CandidateRow>, sqlx::Error> {
    sqlx::query_as!(
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
        id,
        account_id as AccountId,
        request.name.as_deref(),
        request.title.is_some(),
        request.title.clone().and_then(from_nullable),
        request.cv.is_some(),
        cv,
        metadata::change(request.metadata.as_ref())
    )
    .fetch_optional(&mut *tx)
    .await
}

/// Deletes one of the account's candidates; false when it is not the account's.
pub async fn delete(db: impl PgExecutor<'_>, account_id: AccountId, id: Uuid) -> Result<bool, sqlx::Error> {
    let deleted = sqlx::query!(
        "delete from candidates where id = $1 and account_id = $2",
        id,
        account_id as AccountId
    )
    .execute(db)
    .await?;
    Ok(deleted.rows_affected() > 0)
}
