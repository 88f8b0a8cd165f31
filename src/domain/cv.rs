//! CV data, shared by candidates and invitations. The schema in `openapi.yaml` covers shapes,
//! lengths, enums, date formats and `isCurrent: true` with an `endDate` (a `not`); this module
//! adds the one rule across fields that JSON Schema cannot express, because it compares two
//! values: an end before its start. The request validator runs it together with the schema
//! (`crate::http::contract`), so that one answer lists every problem of a request.

use anyhow::Context;
use chrono::{DateTime, NaiveDate, Utc};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::domain::error::DomainError;
use crate::domain::validation::{FieldPath, Issue};
use crate::models::{Cv, CvInput, CvParseSource};

/// Checks the rule across fields of a CV whose shape the contract has already checked.
pub fn check(cv: &CvInput, path: &FieldPath) -> Result<(), DomainError> {
    let mut issues = Vec::new();
    let json = serde_json::to_value(cv).map_err(|error| DomainError::Internal(error.into()))?;
    check_json(&json, path, &mut issues);
    if issues.is_empty() {
        Ok(())
    } else {
        Err(DomainError::Invalid(issues))
    }
}

/// The rule across fields, on a CV as the request's JSON (`CvInput`) at `path`. Values of the
/// wrong shape or format are skipped here: the schema reports them.
pub fn check_json(cv: &Value, path: &FieldPath, issues: &mut Vec<Issue>) {
    let entries = |name: &'static str| {
        let at = path.field(name);
        cv.get(name)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
            .map(move |(i, entry)| (at.index(i), entry))
    };
    fn text<'v>(entry: &'v Value, field: &str) -> Option<&'v str> {
        entry.get(field).and_then(Value::as_str)
    }
    for (at, work) in entries("workExperiences") {
        let range = DateRange {
            parse: parse_year_month,
            start_field: "startDate",
            start: text(work, "startDate"),
            end_field: "endDate",
            end: text(work, "endDate"),
        };
        check_range(&range, &at, issues);
    }
    for (at, education) in entries("education") {
        let range = DateRange {
            parse: parse_partial_date,
            start_field: "startDate",
            start: text(education, "startDate"),
            end_field: "endDate",
            end: text(education, "endDate"),
        };
        check_range(&range, &at, issues);
    }
    for (at, certification) in entries("certifications") {
        let range = DateRange {
            parse: parse_partial_date,
            start_field: "issueDate",
            start: text(certification, "issueDate"),
            end_field: "expiryDate",
            end: text(certification, "expiryDate"),
        };
        check_range(&range, &at, issues);
    }
}

/// The CV as stored: what was given, with omitted arrays as `[]`.
pub fn normalized(cv: &CvInput) -> CvInput {
    let mut cv = cv.clone();
    cv.work_experiences.get_or_insert_with(Vec::new);
    cv.education.get_or_insert_with(Vec::new);
    cv.skills.get_or_insert_with(Vec::new);
    cv.certifications.get_or_insert_with(Vec::new);
    cv
}

/// The CV as stored: [`normalized`], as JSON text.
pub fn to_store(cv: &CvInput) -> Result<String, DomainError> {
    Ok(serde_json::to_string(&normalized(cv)).context("a CV written as JSON")?)
}

/// The CV as returned: the stored JSON object with when and how it was written added to its
/// text. The stored CV is passed through, never decoded into structs nor parsed again.
///
/// # Safety
///
/// `stored` must be the text of one well-formed JSON value, whitespace around it allowed: what
/// the `json` column `candidates.cv` holds, since PostgreSQL stores there only text it has
/// parsed as JSON (and keeps it as given). The answer is then well-formed JSON too, which
/// [`RawValue`] requires and which the answer's encoding copies without looking.
#[allow(unsafe_code)] // RawValue::from_string_unchecked; see the SAFETY comment below.
pub unsafe fn output(stored: &str, parsed_at: DateTime<Utc>) -> Result<Cv, DomainError> {
    let fields = stored
        .trim()
        .strip_suffix('}')
        .context("a stored CV is not a JSON object")?
        .trim_end();
    let added = format!(
        "\"parsedAt\":\"{}\",\"parseSource\":\"{}\"}}",
        crate::wire::timestamp(parsed_at),
        CvParseSource::Manual
    );
    // Sized once: a CV is a kilobyte or two, which `format!` would reach by doubling and copying.
    let mut json = String::with_capacity(fields.len() + 1 + added.len());
    json.push_str(fields);
    if !fields.ends_with('{') {
        json.push(',');
    }
    json.push_str(&added);
    // SAFETY: `stored` is one well-formed JSON value (the caller's promise); trimmed, it ends with
    // `}`, which only an object does, so it starts with `{`. Its members are followed by a
    // comma (none after `{` alone), one more member of two strings without escapes, and the
    // closing brace again: one well-formed object, nothing around it. Debug builds (the tests)
    // parse it again to check.
    Ok(Cv(unsafe { RawValue::from_string_unchecked(json) }))
}

/// A date with year, month or day precision, as CV data carries them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartialDate {
    year: i32,
    month: Option<u32>,
    day: Option<u32>,
}

impl PartialDate {
    /// Whether `self` ends before `start`, compared at the coarser of the two precisions
    /// (`2020` does not end before `2020-05`).
    fn is_before(&self, start: &PartialDate) -> bool {
        let key = |d: &PartialDate, month: bool, day: bool| {
            (
                d.year,
                if month { d.month.unwrap_or(0) } else { 0 },
                if day { d.day.unwrap_or(0) } else { 0 },
            )
        };
        let month = self.month.is_some() && start.month.is_some();
        let day = month && self.day.is_some() && start.day.is_some();
        key(self, month, day) < key(start, month, day)
    }
}

/// `YYYY-MM` with a real month.
pub fn parse_year_month(text: &str) -> Option<PartialDate> {
    let date = parse_partial_date(text)?;
    (date.month.is_some() && date.day.is_none()).then_some(date)
}

/// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, each a real calendar date.
pub fn parse_partial_date(text: &str) -> Option<PartialDate> {
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    let mut parts = text.split('-');
    let year = parts.next().filter(|y| digits(y, 4))?.parse().ok()?;
    let month = match parts.next() {
        Some(m) if digits(m, 2) => Some(m.parse().ok().filter(|m| (1..=12).contains(m))?),
        Some(_) => return None,
        None => None,
    };
    let day = match parts.next() {
        Some(d) if digits(d, 2) => Some(d.parse().ok()?),
        Some(_) => return None,
        None => None,
    };
    if parts.next().is_some() {
        return None;
    }
    if let (Some(month), Some(day)) = (month, day) {
        NaiveDate::from_ymd_opt(year, month, day)?;
    }
    Some(PartialDate { year, month, day })
}

/// The fields of one CV entry that take part in the cross-field rules.
struct DateRange<'a> {
    /// The entry's date format.
    parse: fn(&str) -> Option<PartialDate>,
    start_field: &'static str,
    start: Option<&'a str>,
    end_field: &'static str,
    end: Option<&'a str>,
}

/// An end before its start is refused, reported on the end field.
fn check_range(range: &DateRange<'_>, path: &FieldPath, issues: &mut Vec<Issue>) {
    let (Some(start), Some(end)) = (range.start.and_then(range.parse), range.end.and_then(range.parse)) else {
        return;
    };
    if end.is_before(&start) {
        issues.push(Issue::new(
            path.field(range.end_field),
            format!("must not be before {}", range.start_field),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[allow(unsafe_code)] // output; every text given is one JSON value.
    fn the_stored_cv_is_returned_as_stored_with_when_and_how_it_was_written() {
        let at = DateTime::parse_from_rfc3339("2026-11-22T06:42:00.123Z")
            .unwrap()
            .with_timezone(&Utc);
        let added = r#""parsedAt":"2026-11-22T06:42:00.123Z","parseSource":"manual"}"#;
        let compact = r#"{"summary":"Tom <Sr.> & Co","skills":[]}"#;
        assert_eq!(
            unsafe { output(compact, at) }.unwrap().0.get(),
            format!("{},{added}", &compact[..compact.len() - 1])
        );
        // Written before migration 0021, in jsonb's text form.
        let spaced = r#" {"skills": [], "summary": "x"} "#;
        assert_eq!(
            unsafe { output(spaced, at) }.unwrap().0.get(),
            format!(r#"{{"skills": [], "summary": "x",{added}"#)
        );
        assert_eq!(unsafe { output("{}", at) }.unwrap().0.get(), format!("{{{added}"));
        assert_eq!(unsafe { output("{ }", at) }.unwrap().0.get(), format!("{{{added}"));
        for other in ["[]", "\"}\"", "null", "1"] {
            assert!(unsafe { output(other, at) }.is_err(), "{other:?}");
        }
    }

    #[test]
    fn partial_dates_must_be_real_calendar_dates() {
        assert!(parse_partial_date("2024").is_some());
        assert!(parse_partial_date("2024-02").is_some());
        assert!(parse_partial_date("2024-02-29").is_some());
        for bad in [
            "2023-02-29",
            "2024-13",
            "2024-00",
            "24-01",
            "2024-1",
            "2024-01-01-01",
            "",
            "abcd",
        ] {
            assert!(parse_partial_date(bad).is_none(), "{bad}");
        }
        assert!(parse_year_month("2024").is_none());
        assert!(parse_year_month("2024-01-02").is_none());
    }

    #[test]
    fn cross_field_rules_skip_what_the_schema_reports() {
        let check = |cv: serde_json::Value| {
            let mut issues = Vec::new();
            check_json(&cv, &FieldPath::key("cv"), &mut issues);
            issues.iter().map(|i| i.path.dotted()).collect::<Vec<_>>()
        };
        let wrong_shapes = serde_json::json!({
            "workExperiences": {"0": {"startDate": "2020-02", "endDate": "2020-01"}},
            "education": [7, null, {"startDate": 2020, "endDate": "2019"}],
            "certifications": "none"
        });
        assert!(check(wrong_shapes).is_empty());
        // A work date in another entry's format is the schema's to report, not compared here.
        let work = serde_json::json!({"workExperiences": [{"startDate": "2021", "endDate": "2020-05"}]});
        assert!(check(work).is_empty());
        // `isCurrent` with an `endDate` is the schema's to report (its `not`); the order is checked.
        let both = serde_json::json!({"workExperiences": [
            {"startDate": "2020-02", "endDate": "2020-01", "isCurrent": true}
        ]});
        assert_eq!(check(both), ["cv.workExperiences[0].endDate"]);
    }

    #[test]
    fn ends_are_compared_at_the_coarser_precision() {
        let d = |s| parse_partial_date(s).unwrap();
        assert!(d("2019").is_before(&d("2020-05")));
        assert!(!d("2020").is_before(&d("2020-05")));
        assert!(d("2020-04").is_before(&d("2020-05")));
        assert!(!d("2020-05").is_before(&d("2020-05-31")));
    }
}
