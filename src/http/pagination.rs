//! Cursor pagination of the lists other than candidates: newest first by id (UUIDv7 ids are time-ordered); the
//! cursor is the opaque form of the last id of the previous page.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use uuid::Uuid;

use crate::http::error::{ApiError, FieldPath};
use crate::models::CursorPagination;
use crate::wire::to_nullable;

pub const DEFAULT_LIMIT: u32 = 20;

/// Where a page starts: after `after` (none for the first page), `limit` items.
pub struct Page {
    pub after: Option<Uuid>,
    pub limit: i64,
}

impl Page {
    pub fn from_query(limit: Option<u32>, cursor: Option<&str>) -> Result<Page, ApiError> {
        let after = match cursor {
            None => None,
            Some(cursor) => Some(
                decode(cursor)
                    .ok_or_else(|| ApiError::validation(FieldPath::key("cursor"), "is not a valid cursor"))?,
            ),
        };
        Ok(Page {
            after,
            limit: i64::from(limit.unwrap_or(DEFAULT_LIMIT)),
        })
    }

    /// Rows to fetch: one more than the page, to learn whether another page follows.
    pub fn fetch(&self) -> i64 {
        self.limit + 1
    }

    /// Trims the extra row and describes the next page.
    pub fn finish<T>(&self, mut rows: Vec<T>, id: impl Fn(&T) -> Uuid) -> (Vec<T>, CursorPagination) {
        let has_more = rows.len() as i64 > self.limit;
        rows.truncate(self.limit as usize);
        let next_cursor = if has_more {
            rows.last().map(|row| encode(id(row)))
        } else {
            None
        };
        (
            rows,
            CursorPagination {
                next_cursor: to_nullable(next_cursor),
                has_more,
            },
        )
    }

    /// The pagination after `rows`, a page the domain has already cut: `more` when others follow.
    pub fn after<T>(rows: &[T], more: bool, id: impl Fn(&T) -> Uuid) -> CursorPagination {
        CursorPagination {
            next_cursor: to_nullable(rows.last().filter(|_| more).map(|row| encode(id(row)))),
            has_more: more,
        }
    }
}

fn encode(id: Uuid) -> String {
    URL_SAFE_NO_PAD.encode(id.as_bytes())
}

fn decode(cursor: &str) -> Option<Uuid> {
    let bytes = URL_SAFE_NO_PAD.decode(cursor).ok()?;
    Uuid::from_slice(&bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursors_round_trip_and_garbage_is_refused() {
        let id = Uuid::now_v7();
        assert_eq!(decode(&encode(id)), Some(id));
        assert!(Page::from_query(None, Some("not a cursor")).is_err());
    }
}
