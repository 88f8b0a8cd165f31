//! The JSON log line, written straight into the line's buffer: `timestamp`, `level`, the event's
//! fields at the top level (its text under `message`), `target`, and the current span's fields
//! with its `name` under `span`. It is the line of `tracing-subscriber`'s JSON format (flattened,
//! with the current span, without the span list; the tests compare the two), without that
//! format's work on every line: it keeps a span's fields as JSON text and parses it again for
//! each line, and serializes each field through a map.
//!
//! A span's fields are kept as the members of a JSON object without its braces
//! (`"request_id":"…","operation":"getCandidate"`), so a line copies them as they are.

use std::fmt::{self, Write as _};

use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::field::RecordFields;
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::time::{FormatTime, SystemTime};
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields, FormattedFields};
use tracing_subscriber::registry::LookupSpan;

/// Formats each event as one JSON line.
pub struct JsonLine;

/// Formats a span's fields as JSON members, for [`JsonLine`] to copy into each line.
pub struct SpanFields;

impl<S> FormatEvent<S, SpanFields> for JsonLine
where
    S: Subscriber + for<'lookup> LookupSpan<'lookup>,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, SpanFields>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        // A record bridged from the `log` crate names its own level and target.
        let normalized = tracing_log::NormalizeEvent::normalized_metadata(event);
        let meta = normalized.as_ref().unwrap_or_else(|| event.metadata());
        writer.write_str("{\"timestamp\":\"")?;
        SystemTime.format_time(&mut writer)?;
        write!(writer, "\",\"level\":\"{}\"", meta.level().as_str())?;
        let mut members = Members {
            out: &mut writer,
            first: false,
            result: Ok(()),
        };
        event.record(&mut members);
        members.result?;
        writer.write_str(",\"target\":")?;
        write_str_value(&mut writer, meta.target())?;
        let span = event
            .parent()
            .and_then(|id| ctx.span(id))
            .or_else(|| ctx.lookup_current());
        if let Some(span) = span {
            writer.write_str(",\"span\":{")?;
            if let Some(fields) = span.extensions().get::<FormattedFields<SpanFields>>()
                && !fields.fields.is_empty()
            {
                writer.write_str(&fields.fields)?;
                writer.write_char(',')?;
            }
            writer.write_str("\"name\":")?;
            write_str_value(&mut writer, span.name())?;
            writer.write_char('}')?;
        }
        writer.write_str("}\n")
    }
}

impl<'writer> FormatFields<'writer> for SpanFields {
    fn format_fields<R: RecordFields>(&self, mut writer: Writer<'writer>, fields: R) -> fmt::Result {
        let mut members = Members {
            out: &mut writer,
            first: true,
            result: Ok(()),
        };
        fields.record(&mut members);
        members.result
    }

    fn add_fields(
        &self,
        current: &'writer mut FormattedFields<Self>,
        fields: &tracing::span::Record<'_>,
    ) -> fmt::Result {
        // Appended: a field recorded again appears twice; most JSON readers keep the later one.
        let first = current.fields.is_empty();
        let mut writer = current.as_writer();
        let mut members = Members {
            out: &mut writer,
            first,
            result: Ok(()),
        };
        fields.record(&mut members);
        members.result
    }
}

/// Writes each field it visits as `"name":value`, after a comma unless it is the first member of
/// its object (`first`). Text and values formatted with `Debug` become JSON strings; numbers and
/// booleans stay numbers and booleans, and a float that is not finite becomes `null`.
struct Members<'a, 'w> {
    out: &'a mut Writer<'w>,
    first: bool,
    result: fmt::Result,
}

impl Members<'_, '_> {
    fn member(&mut self, field: &Field, value: impl FnOnce(&mut Writer<'_>) -> fmt::Result) {
        if self.result.is_err() {
            return;
        }
        self.result = (|| {
            if !std::mem::take(&mut self.first) {
                self.out.write_char(',')?;
            }
            write_str_value(self.out, field.name())?;
            self.out.write_char(':')?;
            value(self.out)
        })();
    }
}

impl Visit for Members<'_, '_> {
    fn record_f64(&mut self, field: &Field, value: f64) {
        self.member(field, |out| match serde_json::Number::from_f64(value) {
            Some(number) => write!(out, "{number}"),
            None => out.write_str("null"),
        });
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.member(field, |out| write!(out, "{value}"));
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.member(field, |out| write!(out, "{value}"));
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.member(field, |out| write!(out, "{value}"));
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.member(field, |out| write_str_value(out, value));
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.member(field, |out| {
            out.write_char('"')?;
            write!(Escaped(out), "{value:?}")?;
            out.write_char('"')
        });
    }
}

fn write_str_value(out: &mut Writer<'_>, value: &str) -> fmt::Result {
    out.write_char('"')?;
    Escaped(out).write_str(value)?;
    out.write_char('"')
}

/// Writes text into a JSON string, escaped as JSON requires (and as `serde_json` escapes it).
struct Escaped<'a, 'w>(&'a mut Writer<'w>);

impl fmt::Write for Escaped<'_, '_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let mut plain = 0;
        for (at, &byte) in text.as_bytes().iter().enumerate() {
            let escape = match ESCAPES[usize::from(byte)] {
                0 => continue,
                b'u' => None,
                short => Some(short),
            };
            self.0.write_str(&text[plain..at])?;
            match escape {
                Some(short) => write!(self.0, "\\{}", char::from(short))?,
                None => write!(self.0, "\\u{byte:04x}")?,
            }
            plain = at + 1;
        }
        self.0.write_str(&text[plain..])
    }
}

/// For each byte, the letter of its escape (`\n`), `u` for `\u00XX`, or 0 where it is written as
/// it is: the quote, the backslash and the control characters are escaped.
const ESCAPES: [u8; 256] = {
    let mut escapes = [0; 256];
    let mut byte = 0;
    while byte < 0x20 {
        escapes[byte] = b'u';
        byte += 1;
    }
    escapes[b'\n' as usize] = b'n';
    escapes[b'\r' as usize] = b'r';
    escapes[b'\t' as usize] = b't';
    escapes[0x08] = b'b';
    escapes[0x0c] = b'f';
    escapes[b'"' as usize] = b'"';
    escapes[b'\\' as usize] = b'\\';
    escapes
};

#[cfg(test)]
mod tests {
    use std::io;
    use std::sync::{Arc, Mutex};

    use serde_json::Value;
    use tracing_subscriber::layer::SubscriberExt;

    use super::*;

    /// Lines written, kept in memory.
    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<u8>>>);

    impl io::Write for Lines {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Lines {
        fn parsed(&self) -> Vec<Value> {
            let text = String::from_utf8(self.0.lock().unwrap().clone()).unwrap();
            text.lines().map(|line| serde_json::from_str(line).unwrap()).collect()
        }
    }

    /// Events of every kind of field, in spans and outside them, with text to escape.
    fn log_some_events() {
        tracing::info!(
            status = 200u16,
            latency_ms = 1.25,
            negative = -3i64,
            ok = true,
            "request"
        );
        tracing::warn!(nan = f64::NAN, big = 1e300, whole = 2.0, "floats");
        let span = tracing::info_span!("request", request_id = %"quote \" backslash \\ tab \t", operation = Some("getCandidate"));
        span.in_scope(|| {
            tracing::error!(error = %"line\nbreak\u{1}\u{7f}é✓", r#type = "raw", "failed: {}", "formatted");
            let inner = tracing::info_span!("reserve", account_id = 7u64, missing = tracing::field::Empty);
            inner.in_scope(|| tracing::info!(credits = 3, "reserved"));
            inner.record("missing", "later");
            inner.in_scope(|| tracing::info!("after a field was recorded"));
        });
        tracing::info_span!("no fields").in_scope(|| tracing::trace!("in a span without fields"));
        let raw = tracing::info_span!("raw", r#type = ?"debug");
        raw.in_scope(|| tracing::debug!(unicode = "Ünïcödé \u{2028}", "in a span with a raw identifier"));
        tracing::info!(parent: &span, "with an explicit parent");
        let record = log::Record::builder()
            .args(format_args!("bridged from the log crate"))
            .level(log::Level::Warn)
            .target("a_dependency")
            .build();
        tracing_log::format_trace(&record).unwrap();
    }

    #[test]
    fn lines_are_those_of_tracing_subscribers_json_format() {
        let ours = Lines::default();
        let theirs = Lines::default();
        let writer = |lines: &Lines| {
            let lines = lines.clone();
            move || lines.clone()
        };
        let subscriber = tracing_subscriber::registry()
            .with(
                tracing_subscriber::fmt::layer()
                    .with_writer(writer(&ours))
                    .fmt_fields(SpanFields)
                    .event_format(JsonLine),
            )
            .with(
                tracing_subscriber::fmt::layer()
                    .with_writer(writer(&theirs))
                    .json()
                    .flatten_event(true)
                    .with_current_span(true)
                    .with_span_list(false),
            )
            .with(tracing_subscriber::filter::LevelFilter::TRACE);
        tracing::subscriber::with_default(subscriber, log_some_events);

        let (mut ours, mut theirs) = (ours.parsed(), theirs.parsed());
        assert_eq!(ours.len(), 9);
        assert_eq!(ours[8]["target"], "a_dependency");
        for line in ours.iter_mut().chain(theirs.iter_mut()) {
            let timestamp = line.as_object_mut().unwrap().remove("timestamp").unwrap();
            chrono::DateTime::parse_from_rfc3339(timestamp.as_str().unwrap()).unwrap();
        }
        assert_eq!(ours, theirs);
    }
}
