//! The spine (issue: contract, generated crate, server): rejections in the documented shapes,
//! health, request ids and start-up.

use reqwest::Method;
use serde_json::json;

use crate::assert_documented;
use crate::helpers::*;

#[tokio::test]
async fn readyz_answers_200_when_the_database_answers() {
    let app = spawn_app().await;
    let reply = app.send(app.client.get(app.url("/readyz"))).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json(), json!({"status": "ready"}));
}

#[tokio::test]
async fn an_unknown_route_is_a_json_404_in_the_structured_shape() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/nothing-here").await;
    assert_eq!(reply.status, 404);
    assert_eq!(reply.header("content-type"), Some("application/json; charset=utf-8"));
    assert_eq!(reply.json()["error"]["type"], "resource_not_found");
}

#[tokio::test]
async fn a_post_without_json_is_a_400_in_the_documented_shape() {
    let app = spawn_app().await;
    let reply = app.send(app.request(Method::POST, "/api/v1/jobs").header("content-type", "application/json").body("{not json")).await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.json()["error"]["type"], "validation_error");
    assert_documented!("createJob", "malformed_json", reply);
}
