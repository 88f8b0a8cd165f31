//! Disagreements between the server and `openapi.yaml` that contract fuzzing (`make conformance`)
//! found, pinned here so they stay fixed.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::json;

use crate::helpers::*;

/// `format: uri` is RFC 3986: the URL parser alone took `https://Ï` and `a b`, stored them as
/// sent, and then answered with values that are not URIs.
#[tokio::test]
async fn urls_outside_rfc_3986_are_400_and_never_stored() {
    let app = spawn_app().await;
    for url in [
        "https://\u{cf}",
        "https://amara.dev/a b",
        "https://amara.dev/100%",
        "https://amara.dev/<b>",
    ] {
        let reply = app
            .post(
                "/api/v1/candidates",
                &json!({"name": "Amara Okafor", "cv": {"portfolioUrl": url}}),
            )
            .await;
        assert_eq!(reply.status, 400, "{url}: {}", reply.text);
        assert_eq!(
            reply.json()["details"][0]["path"],
            json!(["cv", "portfolioUrl"]),
            "{url}"
        );
        let reply = app.post("/api/v1/webhooks", &json!({"url": url})).await;
        assert_eq!(reply.status, 400, "{url}: {}", reply.text);
    }
    let candidates = app.get("/api/v1/candidates").await.json();
    assert_eq!(candidates["pagination"]["total"], 0, "nothing was stored");

    // The same addresses, encoded, are URIs and come back exactly as sent.
    let encoded = "https://amara.dev/a%20b?q=%3Cb%3E#top";
    let reply = app
        .post(
            "/api/v1/candidates",
            &json!({"name": "Amara Okafor", "cv": {"portfolioUrl": encoded}}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    assert_eq!(reply.json()["data"]["cv"]["portfolioUrl"], encoded);
}

/// The documented cursor form (22 URL-safe characters, `^[A-Za-z0-9_-]{21}[AQgw]$`) is exactly
/// what the server reads as a position; before, schema-valid strings were refused with 400.
#[tokio::test]
async fn every_cursor_of_the_documented_form_is_a_position_and_nothing_else_is() {
    let app = spawn_app().await;
    for bytes in [[0u8; 16], [0xff; 16], *uuid::Uuid::now_v7().as_bytes()] {
        let cursor = URL_SAFE_NO_PAD.encode(bytes);
        assert_eq!(cursor.len(), 22);
        for path in ["/api/v1/jobs", "/api/v1/interviews", "/api/v1/webhooks"] {
            let reply = app.get(&format!("{path}?cursor={cursor}")).await;
            assert_eq!(reply.status, 200, "{path} {cursor}: {}", reply.text);
        }
    }
    // Same length, but the last character carries bits a 16-byte value does not have.
    for cursor in [
        "AAAAAAAAAAAAAAAAAAAAAB",
        "AAAAAAAAAAAAAAAAAAAAA",
        "AAAAAAAAAAAAAAAAAAAAAAA",
    ] {
        let reply = app.get(&format!("/api/v1/jobs?cursor={cursor}")).await;
        assert_eq!(reply.status, 400, "{cursor}: {}", reply.text);
        assert!(reply.json()["error"]["details"]["cursor"].is_string());
    }
}

/// A session token that is not 43 base64url characters is 400 on every session operation, as
/// documented; before, three of them answered 400 without documenting it.
#[tokio::test]
async fn a_malformed_session_token_is_400_everywhere() {
    let app = spawn_app().await;
    for (method, suffix) in [
        (reqwest::Method::GET, ""),
        (reqwest::Method::POST, "/start"),
        (reqwest::Method::POST, "/responses"),
        (reqwest::Method::POST, "/complete"),
    ] {
        let request = app
            .client
            .request(method, app.url(&format!("/api/v1/sessions/short{suffix}")))
            .json(&json!({"question_id": uuid::Uuid::now_v7(), "transcript": "", "duration_seconds": 1}));
        let reply = app.send(request).await;
        assert_eq!(reply.status, 400, "{suffix}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "validation_error");
        assert!(reply.json()["error"]["details"]["token"].is_string());
    }
}
