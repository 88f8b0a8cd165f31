//! Deprecated operations, announced on every response from what `openapi.yaml` says of them:
//! `deprecated: true` with `x-deprecated-at` and `x-sunset` (days, `YYYY-MM-DD`, meaning midnight
//! UTC) gives `Deprecation: @<unix seconds>` (RFC 9745), `Sunset: <HTTP-date>` (RFC 8594) and a
//! `Link` to the operation's reference with `rel="deprecation"`. The contract must document the
//! three headers on each of the operation's responses, and give clients the notice the
//! deprecation policy promises, or it does not compile.

use anyhow::{Context, anyhow, bail};
use axum::http::{HeaderMap, HeaderName, HeaderValue, header};
use chrono::{Months, NaiveDate};
use serde_json::Value;

/// The least time between a deprecation and the sunset, in months, as the contract's deprecation
/// policy promises.
pub const MIN_NOTICE_MONTHS: u32 = 6;

const DEPRECATION: HeaderName = HeaderName::from_static("deprecation");
const SUNSET: HeaderName = HeaderName::from_static("sunset");

/// The headers each response of the operation gets, formatted once.
#[derive(Debug)]
pub struct Deprecation {
    headers: [(HeaderName, HeaderValue); 3],
}

impl Deprecation {
    /// What the operation `op` (with the id `id`) says of its deprecation; `resolve` follows a
    /// response's `$ref`.
    pub(super) fn of<'v>(
        op: &'v Value,
        id: &str,
        resolve: impl Fn(&'v Value) -> anyhow::Result<&'v Value>,
    ) -> anyhow::Result<Option<Deprecation>> {
        let deprecated = op.get("deprecated").and_then(Value::as_bool).unwrap_or(false);
        let date = |key: &str| {
            op.get(key)
                .map(|value| day(value).with_context(|| format!("{id}: {key}")))
        };
        let (at, sunset) = match (deprecated, date("x-deprecated-at"), date("x-sunset")) {
            (false, None, None) => return Ok(None),
            (false, _, _) => bail!("{id}: x-deprecated-at and x-sunset belong to an operation with `deprecated: true`"),
            (true, Some(at), Some(sunset)) => (at?, sunset?),
            (true, _, _) => bail!("{id} is deprecated: it needs x-deprecated-at and x-sunset (YYYY-MM-DD)"),
        };
        if at
            .checked_add_months(Months::new(MIN_NOTICE_MONTHS))
            .is_none_or(|earliest| sunset < earliest)
        {
            bail!("{id}: x-sunset {sunset} is less than {MIN_NOTICE_MONTHS} months after x-deprecated-at {at}");
        }
        for (status, response) in op.get("responses").and_then(Value::as_object).into_iter().flatten() {
            let documented = resolve(response)?.get("headers").and_then(Value::as_object);
            let has =
                |name: &HeaderName| documented.is_some_and(|h| h.keys().any(|k| k.eq_ignore_ascii_case(name.as_str())));
            if let Some(missing) = [&DEPRECATION, &SUNSET, &header::LINK]
                .into_iter()
                .find(|name| !has(name))
            {
                bail!("{id} is deprecated: its {status} response must document the {missing} header");
            }
        }
        Ok(Some(Deprecation {
            headers: [
                (DEPRECATION, HeaderValue::try_from(deprecation_value(at))?),
                (SUNSET, HeaderValue::try_from(sunset_value(sunset))?),
                (header::LINK, HeaderValue::try_from(link_value(id))?),
            ],
        }))
    }

    pub fn announce(&self, headers: &mut HeaderMap) {
        for (name, value) in &self.headers {
            headers.insert(name, value.clone());
        }
    }
}

fn day(value: &Value) -> anyhow::Result<NaiveDate> {
    let text = value
        .as_str()
        .ok_or_else(|| anyhow!("must be a quoted date, YYYY-MM-DD"))?;
    NaiveDate::parse_from_str(text, "%Y-%m-%d").with_context(|| format!("`{text}` is not a date YYYY-MM-DD"))
}

/// RFC 9745: `@` and the Unix time of the day's start in UTC.
fn deprecation_value(at: NaiveDate) -> String {
    format!("@{}", at.and_time(chrono::NaiveTime::MIN).and_utc().timestamp())
}

/// RFC 8594: an HTTP-date (RFC 9110's IMF-fixdate) of the day's start.
fn sunset_value(sunset: NaiveDate) -> String {
    sunset.format("%a, %d %b %Y 00:00:00 GMT").to_string()
}

/// The operation's entry on the reference page this server serves.
fn link_value(id: &str) -> String {
    format!("</docs#operation/{id}>; rel=\"deprecation\"; type=\"text/html\"")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_headers_are_formatted_as_their_rfcs_say() {
        assert_eq!(deprecation_value(day("2026-12-01")), "@1796083200");
        assert_eq!(deprecation_value(day("1970-01-01")), "@0");
        assert_eq!(sunset_value(day("2027-06-01")), "Tue, 01 Jun 2027 00:00:00 GMT");
        assert_eq!(sunset_value(day("2028-02-29")), "Tue, 29 Feb 2028 00:00:00 GMT");
        assert_eq!(
            link_value("listThings"),
            r#"</docs#operation/listThings>; rel="deprecation"; type="text/html""#
        );
    }

    fn documented() -> Value {
        json!({"description": "ok", "headers": {"Deprecation": {}, "Sunset": {}, "Link": {}}})
    }

    fn deprecation_of(op: Value) -> anyhow::Result<Option<Deprecation>> {
        Deprecation::of(&op, "listThings", Ok)
    }

    #[test]
    fn a_deprecated_operation_gets_its_three_headers() {
        let op = json!({"deprecated": true, "x-deprecated-at": "2026-12-01", "x-sunset": "2027-06-01",
            "responses": {"200": documented(), "401": documented()}});
        let mut headers = HeaderMap::new();
        deprecation_of(op).unwrap().unwrap().announce(&mut headers);
        assert_eq!(headers["deprecation"], "@1796083200");
        assert_eq!(headers["sunset"], "Tue, 01 Jun 2027 00:00:00 GMT");
        assert_eq!(
            headers["link"],
            r#"</docs#operation/listThings>; rel="deprecation"; type="text/html""#
        );
        assert!(deprecation_of(json!({"responses": {"200": {}}})).unwrap().is_none());
    }

    #[test]
    fn a_deprecation_without_its_dates_notice_or_headers_is_refused() {
        let refused = |op: Value| format!("{:#}", deprecation_of(op).unwrap_err());
        let responses = json!({"200": documented()});
        assert!(
            refused(json!({"deprecated": true, "x-sunset": "2027-06-01", "responses": responses}))
                .contains("needs x-deprecated-at")
        );
        assert!(
            refused(json!({"x-deprecated-at": "2026-12-01", "x-sunset": "2027-06-01"})).contains("deprecated: true")
        );
        assert!(
            refused(json!({"deprecated": true, "x-deprecated-at": "2026-12-01", "x-sunset": "2027-05-31", "responses": responses}))
                .contains("less than 6 months")
        );
        assert!(
            refused(json!({"deprecated": true, "x-deprecated-at": "2026-13-01", "x-sunset": "2027-06-01", "responses": responses}))
                .contains("not a date")
        );
        let undocumented =
            json!({"200": documented(), "404": {"description": "no", "headers": {"Deprecation": {}, "Link": {}}}});
        assert!(
            refused(json!({"deprecated": true, "x-deprecated-at": "2026-12-01", "x-sunset": "2027-06-01", "responses": undocumented}))
                .contains("its 404 response must document the sunset header")
        );
    }
}
