//! What holds for every request, whatever the resource. An unknown route is 404 and a wrong
//! method 405 with `Allow`; HEAD is answered like GET. Unparsable or undeclared JSON, invalid
//! fields, malformed path ids, tokens and query parameters are 400, and a body over 1 MiB is 413,
//! each in its resource's documented shape; the key is checked before the body is read. Text is
//! stored exactly as sent, and every response is `application/json; charset=utf-8` with an
//! `X-Request-Id`.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use interview_api_test_support::*;
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::every_operation::fixture;

/// The content type of every response with a body.
pub const JSON_UTF8: &str = "application/json; charset=utf-8";

fn a_job() -> Value {
    json!({"title": "Backend Engineer", "questions": [{"question_text": "Why us?", "question_type": "behavioral"}]})
}

/// A JSON body of `size` bytes or a little more.
fn body_of_at_least(size: usize) -> String {
    json!({"name": "x".repeat(size)}).to_string()
}

#[tokio::test]
async fn an_unknown_route_is_a_json_404_in_the_structured_shape() {
    let app = spawn_app().await;
    for path in ["/api/v1/nothing-here", "/api/v1/candidates/", "/nothing-here"] {
        let reply = app.get(path).await;
        assert_eq!(reply.status, 404, "{path}");
        assert_eq!(reply.header("content-type"), Some(JSON_UTF8), "{path}");
        assert_eq!(
            reply.json(),
            json!({"error": {"type": "resource_not_found", "message": "Route not found"}}),
            "{path}"
        );
    }
}

#[tokio::test]
async fn an_unknown_method_is_a_json_405_with_the_allowed_methods() {
    let app = spawn_app().await;
    let job_id = app.post("/api/v1/jobs", &a_job()).await.json()["data"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let cases = [
        (Method::PUT, "/api/v1/jobs".to_owned(), "GET, POST"),
        (Method::DELETE, format!("/api/v1/jobs/{job_id}"), "GET, PATCH"),
        (
            Method::POST,
            "/api/v1/candidates/01936e4a-1b2d-7a02-9c3e-4f5a6b7c8d02".to_owned(),
            "GET, PATCH, DELETE",
        ),
    ];
    for (method, path, allow) in cases {
        let reply = app.send(app.request(method.clone(), &path)).await;
        assert_eq!(reply.status, 405, "{method} {path}");
        assert_eq!(reply.header("allow"), Some(allow), "{method} {path}");
        assert_eq!(reply.header("content-type"), Some(JSON_UTF8));
        assert_eq!(
            reply.json(),
            json!({"error": {"type": "method_not_allowed", "message": "This method is not allowed on this resource"}})
        );
    }
}

#[tokio::test]
async fn head_is_answered_like_get_with_the_same_key_check() {
    let app = spawn_app().await;
    let with_key = app.send(app.request(Method::HEAD, "/api/v1/jobs")).await;
    assert_eq!(with_key.status, 200);
    assert_eq!(with_key.text, "");
    let without_key = app
        .send(app.client.anonymous().request(Method::HEAD, "/api/v1/jobs"))
        .await;
    assert_eq!(without_key.status, 401);
    assert_eq!(without_key.header("www-authenticate"), Some("Bearer"));
}

#[tokio::test]
async fn unparsable_json_is_a_400_in_the_documented_shape() {
    let app = spawn_app().await;
    let post = |path: &str, body: &'static str| {
        app.request(Method::POST, path)
            .header("content-type", "application/json")
            .body(body)
    };

    let reply = app.send(post("/api/v1/jobs", "{not json")).await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["error"]["type"], "validation_error");
    assert_documented!("createJob", "malformed_json", reply);

    let reply = app.send(post("/api/v1/candidates", "{not json")).await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["error"], "Validation failed");
    assert_eq!(reply.json()["details"][0]["path"], json!([]));
    assert_documented!("createCandidate", "malformed_json", reply);

    let reply = app.send(post("/api/v1/candidates", "")).await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["details"][0]["message"], "A JSON request body is required");
    assert_documented!("createCandidate", "empty_body", reply);
}

#[tokio::test]
async fn a_body_that_is_not_declared_json_is_a_400_in_the_documented_shape() {
    let app = spawn_app().await;
    let body = json!({"name": "Amara Okafor"}).to_string();
    for content_type in [Some("text/plain"), Some("application/json; charset=latin1"), None] {
        let mut request = app.request(Method::POST, "/api/v1/candidates").body(body.clone());
        if let Some(content_type) = content_type {
            request = request.header("content-type", content_type);
        }
        let reply = app.send(request).await;
        assert_eq!(reply.status, 400, "{content_type:?}");
        assert_eq!(
            reply.json(),
            json!({"error": "Validation failed", "details": [{"path": [], "message": "Content-Type must be application/json"}]})
        );
    }
    let reply = app
        .send(
            app.request(Method::POST, "/api/v1/candidates")
                .header("content-type", "text/plain")
                .body(body),
        )
        .await;
    assert_documented!("createCandidate", "wrong_content_type", reply);

    let reply = app
        .send(
            app.request(Method::POST, "/api/v1/jobs")
                .header("content-type", "text/plain")
                .body(a_job().to_string()),
        )
        .await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["error"]["type"], "validation_error");
    assert_documented!("createJob", "wrong_content_type", reply);
}

#[tokio::test]
async fn failed_validation_names_every_invalid_field() {
    let app = spawn_app().await;
    let reply = app
        .post(
            "/api/v1/candidates",
            &json!({"name": "", "title": "t".repeat(101), "cv": {"workExperiences": [{"company": "", "title": "CTO"}]}}),
        )
        .await;
    assert_eq!(reply.status, 400);
    let paths: Vec<Value> = reply.json()["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["path"].clone())
        .collect();
    for path in [
        json!(["name"]),
        json!(["title"]),
        json!(["cv", "workExperiences", "0", "company"]),
    ] {
        assert!(paths.contains(&path), "{path} is missing from {paths:?}");
    }
    assert_documented!("createCandidate", "invalid_fields", reply);

    let reply = app
        .post(
            "/api/v1/jobs",
            &json!({"title": "", "questions": [{"question_text": "Why?", "question_type": "trivia", "time_limit_seconds": 5}]}),
        )
        .await;
    assert_eq!(reply.status, 400);
    let details = &reply.json()["error"]["details"];
    for field in ["title", "questions[0].question_type", "questions[0].time_limit_seconds"] {
        assert!(details[field].is_string(), "{field} is missing from {details}");
    }
    assert_documented!("createJob", "invalid_fields", reply);
}

#[tokio::test]
async fn a_path_id_that_is_not_a_uuid_is_a_400_in_the_documented_shape() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/candidates/not-a-uuid").await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["details"][0]["path"], json!(["id"]));
    assert_documented!("getCandidate", "id_not_a_uuid", reply);

    let reply = app.get("/api/v1/jobs/not-a-uuid").await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["error"]["details"]["id"], "must be a UUID");
    assert_documented!("getJob", "id_not_a_uuid", reply);
}

#[tokio::test]
async fn a_bad_query_parameter_is_a_400_in_the_documented_shape() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/candidates?page=abc").await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["details"][0]["path"], json!(["page"]));
    assert_documented!("listCandidates", "page_not_an_integer", reply);

    let reply = app.get("/api/v1/jobs?limit=0").await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["error"]["type"], "validation_error");
    assert!(reply.json()["error"]["details"]["limit"].is_string());
    assert_documented!("listJobs", "limit_below_1", reply);
}

#[tokio::test]
async fn a_body_over_1_mib_is_a_413_validation_error_in_the_structured_shape() {
    let app = spawn_app().await;
    let expected = json!({"error": {"type": "validation_error", "message": "The request body is larger than 1 MiB"}});
    let reply = app
        .send(
            app.request(Method::POST, "/api/v1/candidates")
                .header("content-type", "application/json")
                .body(body_of_at_least(1024 * 1024)),
        )
        .await;
    assert_eq!(reply.status, 413);
    assert_eq!(reply.header("content-type"), Some(JSON_UTF8));
    assert_eq!(reply.json(), expected);
    assert_documented!("createCandidate", "body_over_1_mib", reply);

    // Without a Content-Length the body is cut off as it is read.
    let (status, body) = post_chunked(&app, "/api/v1/jobs", body_of_at_least(1024 * 1024).as_bytes()).await;
    assert_eq!(status, 413);
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap(), expected);

    // Exactly 1 MiB is still read (and then judged on its content).
    let exactly = format!("{{\"name\": \"{}\"}}", "x".repeat(1024 * 1024 - 12));
    assert_eq!(exactly.len(), 1024 * 1024);
    let reply = app
        .send(
            app.request(Method::POST, "/api/v1/candidates")
                .header("content-type", "application/json")
                .body(exactly),
        )
        .await;
    assert_eq!(reply.status, 400, "{}", &reply.text[..200.min(reply.text.len())]);
}

/// POSTs `body` with `Transfer-Encoding: chunked` over a raw connection (reqwest always sends a
/// length for a buffered body) and returns the status and body of the answer.
async fn post_chunked(app: &TestApp, path: &str, body: &[u8]) -> (u16, String) {
    let mut stream = tokio::net::TcpStream::connect(app.address).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\n\
         Transfer-Encoding: chunked\r\n\r\n{:x}\r\n",
        app.address,
        app.account.key,
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    // The server may answer (and stop reading) before the whole body is sent.
    let _ = stream.write_all(body).await;
    let _ = stream.write_all(b"\r\n0\r\n\r\n").await;
    let mut received = Vec::new();
    let mut buffer = [0u8; 8192];
    loop {
        let text = String::from_utf8_lossy(&received).into_owned();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length = head
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse().unwrap())
                })
                .expect("the answer has a Content-Length");
            if body.len() >= length {
                let status = head.split(' ').nth(1).unwrap().parse().unwrap();
                return (status, body[..length].to_owned());
            }
        }
        let read = tokio::time::timeout(std::time::Duration::from_secs(10), stream.read(&mut buffer))
            .await
            .expect("the server answers")
            .expect("the connection stays readable");
        assert!(read > 0, "the connection closed before a whole answer: {text:?}");
        received.extend_from_slice(&buffer[..read]);
    }
}

#[tokio::test]
async fn authentication_is_decided_before_the_body_is_read() {
    let app = spawn_app().await;
    let post = || app.client.anonymous().request(Method::POST, "/api/v1/jobs");
    let requests = [
        post().header("content-type", "application/json").body("{not json"),
        post().header("content-type", "text/plain").body("hello"),
        post()
            .header("content-type", "application/json")
            .body(body_of_at_least(2 * 1024 * 1024)),
        post()
            .header("content-type", "application/json")
            .json(&json!({"title": ""})),
    ];
    for request in requests {
        let reply = app.send(request).await;
        assert_eq!(reply.status, 401);
        assert_eq!(reply.json()["error"]["type"], "authentication_error");
        assert_eq!(reply.header("www-authenticate"), Some("Bearer"));
    }
    let reply = app
        .send(
            app.client
                .anonymous()
                .request(Method::POST, "/api/v1/candidates")
                .body("{not json"),
        )
        .await;
    assert_eq!(reply.status, 401);
    assert_documented!("createCandidate", "no_key_and_malformed_body", reply);
}

#[tokio::test]
async fn text_that_looks_like_html_is_stored_and_returned_exactly() {
    let app = spawn_app().await;
    let name = "Tom <Sr.> & Co";
    let created = app
        .post(
            "/api/v1/candidates",
            &json!({"name": name, "title": "<b>Lead</b> & \"chief\""}),
        )
        .await;
    assert_eq!(created.status, 201, "{}", created.text);
    let id = created.json()["data"]["id"].as_str().unwrap().to_owned();
    let read = app.get(&format!("/api/v1/candidates/{id}")).await.json();
    assert_eq!(read["data"]["name"], name);
    assert_eq!(read["data"]["title"], "<b>Lead</b> & \"chief\"");

    let job = json!({
        "title": "Engineer <script>alert(1)</script>",
        "description": "<b>Bold</b> & <i>brave</i>",
        "questions": [{"question_text": "What does <br/> do?", "question_type": "technical"}],
    });
    let created = app.post("/api/v1/jobs", &job).await;
    assert_eq!(created.status, 201, "{}", created.text);
    let data = &created.json()["data"];
    assert_eq!(data["title"], job["title"]);
    assert_eq!(data["description"], job["description"]);
    assert_eq!(data["questions"][0]["question_text"], "What does <br/> do?");
}

#[tokio::test]
async fn every_response_is_json_utf8_and_carries_a_request_id() {
    let app = spawn_app().await;
    let requests = [
        app.client.anonymous().request(Method::GET, "/healthz"),
        app.client.anonymous().request(Method::GET, "/readyz"),
        app.request(Method::GET, "/api/v1/jobs"),
        app.request(Method::POST, "/api/v1/jobs").json(&a_job()),
        app.request(Method::GET, "/api/v1/candidates?limit=0"),
        app.request(Method::GET, "/api/v1/candidates/01936e4a-1b2d-7a02-9c3e-4f5a6b7c8d02"),
        app.client.anonymous().request(Method::GET, "/api/v1/jobs"),
        app.request(Method::PUT, "/api/v1/jobs"),
        app.request(Method::GET, "/api/v1/nowhere"),
        app.request(Method::GET, "/api/v1/credits/balance"),
    ];
    let mut ids = std::collections::HashSet::new();
    for request in requests {
        let reply = app.send(request).await;
        assert_eq!(reply.header("content-type"), Some(JSON_UTF8), "{reply:?}");
        let id = reply
            .header("x-request-id")
            .unwrap_or_else(|| panic!("no X-Request-Id: {reply:?}"));
        assert!(uuid::Uuid::try_parse(id).is_ok(), "{id}");
        assert!(ids.insert(id.to_owned()), "request id {id} given twice");
        reply.json();
    }
}

#[tokio::test]
async fn a_sane_client_request_id_is_echoed_and_any_other_replaced() {
    let app = spawn_app().await;
    for path in ["/api/v1/jobs", "/healthz", "/api/v1/nowhere"] {
        let sane = "req-2026.11:abc_DEF-0123456789";
        let reply = app
            .send(app.request(Method::GET, path).header("x-request-id", sane))
            .await;
        assert_eq!(reply.header("x-request-id"), Some(sane), "{path}");

        for insane in ["<script>", "a b", "a/b", &"x".repeat(129)] {
            let reply = app
                .send(app.request(Method::GET, path).header("x-request-id", insane))
                .await;
            let id = reply.header("x-request-id").unwrap();
            assert!(uuid::Uuid::try_parse(id).is_ok(), "{path}: {insane:?} became {id:?}");
        }
    }
}

#[tokio::test]
async fn bodies_over_1_mib_are_413() {
    let app = spawn_app().await;
    let fixture = fixture(&app.client).await;
    let huge = "x".repeat(1024 * 1024 + 1);
    let requests = [
        ("createJob", "/api/v1/jobs".to_owned(), true),
        ("createInvitation", "/api/v1/invitations".to_owned(), true),
        ("createWebhookEndpoint", "/api/v1/webhooks".to_owned(), true),
        (
            "updateWebhookEndpoint",
            format!("/api/v1/webhooks/{}", fixture.webhook),
            true,
        ),
        (
            "recoverWebhookDeliveries",
            format!("/api/v1/webhooks/{}/recover", fixture.webhook),
            true,
        ),
        ("resendEvent", format!("/api/v1/events/{}/resend", fixture.event), true),
        ("createApiKey", "/api/v1/api-keys".to_owned(), true),
        (
            "simulateInterview",
            format!("/api/v1/interviews/{}/simulate", fixture.interview),
            true,
        ),
        (
            "recordSessionResponse",
            format!("/api/v1/sessions/{}/responses", fixture.token),
            false,
        ),
        (
            "startSession",
            format!("/api/v1/sessions/{}/start", fixture.token),
            false,
        ),
        ("createErasure", "/api/v1/erasures".to_owned(), true),
        ("updateSettings", "/api/v1/settings".to_owned(), true),
        ("updateJob", format!("/api/v1/jobs/{}", fixture.job), true),
        (
            "extendInterview",
            format!("/api/v1/interviews/{}/extend", fixture.interview),
            true,
        ),
        ("createInvitationBatch", "/api/v1/invitations/batch".to_owned(), true),
        (
            "setSessionEvaluation",
            format!("/api/v1/sessions/{}/evaluation", fixture.token),
            false,
        ),
        (
            "completeSession",
            format!("/api/v1/sessions/{}/complete", fixture.token),
            false,
        ),
    ];
    for (operation, path, with_key) in requests {
        let body = json!({"title": huge, "candidate_name": huge, "url": huge, "transcript": huge});
        let method = if matches!(operation, "updateWebhookEndpoint" | "updateSettings" | "updateJob") {
            Method::PATCH
        } else {
            Method::POST
        };
        let request = if with_key {
            app.request(method, &path)
        } else {
            app.client.anonymous().request(method, &path)
        };
        let reply = app.send(request.json(&body)).await;
        assert_eq!(reply.status, 413, "{operation}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "validation_error");
        assert_documented!(operation, "body_over_1_mib", reply);
    }
}

#[tokio::test]
async fn malformed_ids_tokens_and_parameters_are_400() {
    let app = spawn_app().await;
    let requests = [
        (
            "listInterviews",
            Method::GET,
            "/api/v1/interviews?limit=0",
            "limit_below_1",
            true,
        ),
        (
            "getInterview",
            Method::GET,
            "/api/v1/interviews/not-a-uuid",
            "id_not_a_uuid",
            true,
        ),
        (
            "listInterviewQuestions",
            Method::GET,
            "/api/v1/interviews/not-a-uuid/questions",
            "id_not_a_uuid",
            true,
        ),
        (
            "cancelInterview",
            Method::POST,
            "/api/v1/interviews/not-a-uuid/cancel",
            "id_not_a_uuid",
            true,
        ),
        (
            "listWebhookEndpoints",
            Method::GET,
            "/api/v1/webhooks?cursor=garbage",
            "bad_cursor",
            true,
        ),
        (
            "getWebhookEndpoint",
            Method::GET,
            "/api/v1/webhooks/not-a-uuid",
            "id_not_a_uuid",
            true,
        ),
        (
            "deleteWebhookEndpoint",
            Method::DELETE,
            "/api/v1/webhooks/not-a-uuid",
            "id_not_a_uuid",
            true,
        ),
        (
            "listWebhookDeliveries",
            Method::GET,
            "/api/v1/webhooks/not-a-uuid/deliveries",
            "id_not_a_uuid",
            true,
        ),
        (
            "getSession",
            Method::GET,
            "/api/v1/sessions/not-a-token",
            "malformed_token",
            false,
        ),
        (
            "startSession",
            Method::POST,
            "/api/v1/sessions/not-a-token/start",
            "malformed_token",
            false,
        ),
        (
            "completeSession",
            Method::POST,
            "/api/v1/sessions/not-a-token/complete",
            "malformed_token",
            false,
        ),
    ];
    for (operation, method, path, case, with_key) in requests {
        let request = if with_key {
            app.request(method, path)
        } else {
            app.client.anonymous().request(method, path)
        };
        let reply = app.send(request).await;
        assert_eq!(reply.status, 400, "{operation}: {}", reply.text);
        assert_eq!(reply.json()["error"]["type"], "validation_error");
        assert_documented!(operation, case, reply);
    }
}

/// The documented cursor form (22 URL-safe characters, `^[A-Za-z0-9_-]{21}[AQgw]$`) is exactly
/// what the server reads as a position, on every cursor-paginated list.
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
