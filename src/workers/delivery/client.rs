//! Sending one message: the HTTP client that only reaches public addresses, the signed request,
//! and the answer read bounded and recorded as valid text.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::Utc;

use super::answer::Answer;
use super::retry::parse_retry_after;
use super::store::LeasedMessage;
use crate::domain::public_address::is_private;
use crate::domain::webhooks::signatures::signatures;

const SEND_TIMEOUT: Duration = Duration::from_secs(15);
/// How long the body may take once the status and headers arrived.
const BODY_TIMEOUT: Duration = Duration::from_secs(3);
/// Bytes of the response body that are kept.
const RESPONSE_BODY_LIMIT: usize = 1024;
/// Characters of an error description that are kept.
const ERROR_LIMIT: usize = 256;

/// Resolves host names for webhook requests, refusing any that lead to a non-public address
/// (checked at connection time, so a name cannot be re-pointed after the endpoint was created).
struct PublicOnly;

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        Box::pin(async move {
            let addresses: Vec<SocketAddr> = tokio::net::lookup_host((name.as_str(), 0)).await?.collect();
            if addresses.iter().any(|a| is_private(a.ip())) {
                return Err("the host resolves to a non-public address".into());
            }
            Ok(Box::new(addresses.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// The client webhooks are sent with: no redirects, no proxy, and only public addresses unless
/// `allow_private`.
pub fn client(allow_private: bool) -> reqwest::Client {
    let builder = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        // A proxy from the environment would connect on our behalf, past the address filter.
        .no_proxy()
        .timeout(SEND_TIMEOUT)
        .user_agent("interview-api-webhooks/1");
    let builder = if allow_private {
        builder
    } else {
        builder.dns_resolver(Arc::new(PublicOnly))
    };
    builder.build().expect("the webhook HTTP client builds")
}

#[tracing::instrument(skip_all, fields(message_id = %message.id, endpoint_id = %message.endpoint_id, attempts = message.attempts))]
pub(super) async fn send(client: &reqwest::Client, message: &LeasedMessage, allow_private: bool) -> Answer {
    let started = Instant::now();
    let failed = |error: String| Answer {
        status: None,
        latency_ms: elapsed_ms(started),
        body: None,
        error: Some(error),
        retry_after: None,
    };
    let literal_ip = reqwest::Url::parse(&message.url).ok().and_then(|url| {
        url.host_str()
            .and_then(|h| h.trim_matches(|c| c == '[' || c == ']').parse::<IpAddr>().ok())
    });
    if !allow_private && literal_ip.is_some_and(is_private) {
        return failed("the URL points to a non-public address".into());
    }
    let secrets = match message.secrets() {
        Ok(secrets) => secrets,
        Err(error) => return failed(format!("cannot open the endpoint's signing secret: {error:#}")),
    };
    let secrets: Vec<&str> = secrets.iter().map(String::as_str).collect();
    let timestamp = chrono::Utc::now().timestamp();
    let request = client
        .post(&message.url)
        .header("content-type", "application/json")
        .header("webhook-id", &message.event_id)
        .header("webhook-timestamp", timestamp.to_string())
        .header(
            "webhook-signature",
            signatures(&secrets, &message.event_id, timestamp, message.payload.as_bytes()),
        )
        .body(message.payload.clone());
    let mut response = match request.send().await {
        Ok(response) => response,
        Err(error) => return failed(describe(&error)),
    };
    let latency_ms = elapsed_ms(started);
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get(reqwest::header::RETRY_AFTER)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| parse_retry_after(value, Utc::now()));
    let body = read_start(&mut response).await;
    Answer {
        status: Some(status),
        latency_ms,
        body: Some(as_text(&String::from_utf8_lossy(&body), usize::MAX)),
        error: None,
        retry_after,
    }
}

fn elapsed_ms(started: Instant) -> i32 {
    i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX)
}

/// The first `RESPONSE_BODY_LIMIT` bytes of the body, or what arrived of them within
/// `BODY_TIMEOUT`: the status is the answer, the body only a hint for whoever reads the log.
async fn read_start(response: &mut reqwest::Response) -> Vec<u8> {
    let mut body = Vec::new();
    let read = async {
        while body.len() < RESPONSE_BODY_LIMIT {
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    let wanted = (RESPONSE_BODY_LIMIT - body.len()).min(chunk.len());
                    body.extend_from_slice(&chunk[..wanted]);
                }
                _ => break,
            }
        }
    };
    let _ = tokio::time::timeout(BODY_TIMEOUT, read).await;
    body
}

/// Text PostgreSQL accepts and a log can show: NUL characters (which `text` rejects) become
/// U+FFFD, and at most `limit` bytes are kept, cut at a character boundary.
fn as_text(text: &str, limit: usize) -> String {
    let mut end = text.len().min(limit);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].replace('\0', "\u{FFFD}")
}

/// Why a request got no answer, in words fit for the attempt log (the URL left out: the log
/// shows the endpoint already).
fn describe(error: &reqwest::Error) -> String {
    let what = if error.is_timeout() {
        "timed out after 15 s"
    } else if error.is_connect() {
        "could not connect"
    } else {
        "request failed"
    };
    // The innermost cause says most (a refused connection, a head too large, a TLS alert).
    let mut innermost = None;
    let mut cause = std::error::Error::source(error);
    while let Some(source) = cause {
        innermost = Some(source);
        cause = source.source();
    }
    let detail = innermost.map(|source| format!(": {source}")).unwrap_or_default();
    as_text(&format!("{what}{detail}"), ERROR_LIMIT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recorded_text_has_no_nul_and_is_bounded_at_a_character_boundary() {
        assert_eq!(as_text("200 ok\0", 1024), "200 ok\u{FFFD}");
        assert_eq!(as_text("ééé", 5), "éé");
        assert_eq!(as_text(&"x".repeat(5000), ERROR_LIMIT).len(), ERROR_LIMIT);
        let binary = String::from_utf8_lossy(&[0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe]).into_owned();
        assert!(!as_text(&binary, 1024).contains('\0'));
    }
}
