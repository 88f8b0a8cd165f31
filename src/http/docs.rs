//! The contract, served beside the API: `GET /openapi.yaml` is the embedded `openapi.yaml` byte
//! for byte, `GET /openapi.json` the same document as JSON, and `GET /docs` a reference page that
//! Redoc renders in the browser from `/openapi.json`. Like the probes, they answer without a key,
//! outside `/api/v1`.
//!
//! Redoc's bundle is vendored in `docs/vendor/redoc/` (pinned and checked by `docs/vendor.sh`)
//! and compiled in, so the page loads nothing from anywhere but this server, and its
//! Content-Security-Policy says so. Every answer is fixed for the life of the binary: each is
//! built once, carries an `ETag`, and is revalidated rather than cached blindly, so a deploy is
//! seen at once and an unchanged 1 MiB bundle is not sent again.

use std::sync::{Arc, OnceLock};

use anyhow::Context;
use axum::Router;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get};
use bytes::Bytes;
use sha2::{Digest, Sha256};

use crate::http::contract::OPENAPI_YAML;

/// Where the page loads the renderer from: this server.
const REDOC_PATH: &str = "/docs/redoc.standalone.js";

const REDOC_JS: &[u8] = include_bytes!("../../docs/vendor/redoc/redoc.standalone.js");

/// The page: Redoc's element names the document, and the bundle, loaded after it, renders it. No
/// inline script, so the policy can forbid them; the empty icon spares the browser a request for
/// `/favicon.ico`, which does not exist.
const DOCS_HTML: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Interview API reference</title>
</head>
<body>
<redoc spec-url="/openapi.json"></redoc>
<script src="/docs/redoc.standalone.js"></script>
</body>
</html>
"#;

/// The page loads its script and the document from this server and nothing else, but for what
/// Redoc needs (found by `make docs-test`, which fails on any violation): its search index runs in
/// a worker it creates from a `blob:` URL; images may be `data:` (the icon above, and the logo
/// `docs/vendor.sh` puts in the bundle); and two `<style>` elements are allowed by the hash of
/// their text rather than by `'unsafe-inline'`: the empty one that styled-components then fills
/// through the CSSOM (which the policy does not govern), and the scrollbar's fixed stylesheet.
/// Another Redoc version may insert another stylesheet: the browser's console error names its hash.
const DOCS_POLICY: &str = "default-src 'none'; script-src 'self'; worker-src blob:; connect-src 'self'; \
     img-src data:; style-src 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' \
     'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// YAML's media type takes no charset: the document's encoding (UTF-8) is its own.
const YAML: HeaderValue = HeaderValue::from_static("application/yaml");
const JSON: HeaderValue = HeaderValue::from_static("application/json; charset=utf-8");
const HTML: HeaderValue = HeaderValue::from_static("text/html; charset=utf-8");
const JAVASCRIPT: HeaderValue = HeaderValue::from_static("text/javascript; charset=utf-8");

/// The four routes. Each answer is built on its first request (the JSON converted from the YAML
/// then), so that an instance no one asks for its documentation neither holds the JSON nor reads
/// the 1 MiB bundle into memory to tag it.
pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route(
            "/openapi.yaml",
            serve(|| Fixed::new(Bytes::from_static(OPENAPI_YAML.as_bytes()), YAML)),
        )
        .route(
            "/openapi.json",
            serve(|| {
                // The contract parsed the same document at start-up: it is valid YAML.
                let json = openapi_json(OPENAPI_YAML).expect("openapi.yaml is checked at start-up");
                Fixed::new(Bytes::from(json), JSON)
            }),
        )
        .route(
            "/docs",
            serve(|| {
                Fixed::new(Bytes::from_static(DOCS_HTML.as_bytes()), HTML)
                    .with(header::CONTENT_SECURITY_POLICY, DOCS_POLICY)
            }),
        )
        .route(
            REDOC_PATH,
            serve(|| Fixed::new(Bytes::from_static(REDOC_JS), JAVASCRIPT)),
        )
}

fn serve<S: Clone + Send + Sync + 'static>(build: fn() -> Fixed) -> MethodRouter<S> {
    let fixed = Arc::new(OnceLock::new());
    get(move |request: HeaderMap| async move { fixed.get_or_init(build).answer(&request) })
}

/// The YAML document as JSON, keys in document order (`serde_json`'s `preserve_order`).
pub fn openapi_json(yaml: &str) -> anyhow::Result<Vec<u8>> {
    let document: serde_json::Value = yaml_serde::from_str(yaml).context("openapi.yaml is not valid YAML")?;
    Ok(serde_json::to_vec(&document)?)
}

/// An answer that never changes while the process runs.
#[derive(Clone)]
struct Fixed {
    body: Bytes,
    etag: HeaderValue,
    headers: HeaderMap,
}

impl Fixed {
    fn new(body: Bytes, content_type: HeaderValue) -> Fixed {
        let digest = Sha256::digest(&body);
        let etag =
            HeaderValue::try_from(format!("\"{}\"", hex::encode(&digest[..16]))).expect("hex is a valid header value");
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_TYPE, content_type);
        headers.insert(header::ETAG, etag.clone());
        // Revalidate every time: the answer changes only with the binary, and a 304 is cheap.
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
        Fixed { body, etag, headers }
    }

    fn with(mut self, name: header::HeaderName, value: &'static str) -> Fixed {
        self.headers.insert(name, HeaderValue::from_static(value));
        self
    }

    fn answer(&self, request: &HeaderMap) -> Response {
        if self.matches(request) {
            let mut response = StatusCode::NOT_MODIFIED.into_response();
            for name in [header::ETAG, header::CACHE_CONTROL] {
                if let Some(value) = self.headers.get(&name) {
                    response.headers_mut().insert(name, value.clone());
                }
            }
            return response;
        }
        (self.headers.clone(), self.body.clone()).into_response()
    }

    /// Whether `If-None-Match` names this answer's tag (compared weakly, as that header is).
    fn matches(&self, request: &HeaderMap) -> bool {
        let etag = self.etag.as_bytes();
        request
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .map(str::trim)
            .any(|tag| tag == "*" || tag.trim_start_matches("W/").as_bytes() == etag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_loads_the_bundle_from_its_route() {
        assert!(DOCS_HTML.contains(&format!(r#"<script src="{REDOC_PATH}"></script>"#)));
    }

    #[test]
    fn the_json_keeps_the_documents_key_order() {
        let json = openapi_json("b: 1\na: {d: [x], c: null}\n").unwrap();
        assert_eq!(String::from_utf8(json).unwrap(), r#"{"b":1,"a":{"d":["x"],"c":null}}"#);
    }

    #[test]
    fn a_matching_tag_is_not_modified() {
        let fixed = Fixed::new(Bytes::from_static(b"body"), JSON);
        let tag = fixed.etag.to_str().unwrap().to_owned();
        let answer = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::IF_NONE_MATCH, HeaderValue::from_str(value).unwrap());
            fixed.answer(&headers).status()
        };
        assert_eq!(answer(&tag), StatusCode::NOT_MODIFIED);
        assert_eq!(answer(&format!("\"other\", W/{tag}")), StatusCode::NOT_MODIFIED);
        assert_eq!(answer("*"), StatusCode::NOT_MODIFIED);
        assert_eq!(answer("\"other\""), StatusCode::OK);
        assert_eq!(fixed.answer(&HeaderMap::new()).status(), StatusCode::OK);
    }
}
