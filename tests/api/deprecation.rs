//! Deprecation: an operation that the contract deprecates says so on every response, errors
//! included, with the `Deprecation`, `Sunset` and `Link` headers its dates give. No operation of
//! `openapi.yaml` is deprecated today, so the server runs here with a copy that deprecates one
//! (written as docs/CONTRACT-LIFECYCLE.md says: the dates on the operation, the headers on its responses).

use interview_api::http::contract::{Contract, OPENAPI_YAML};
use interview_api::http::docs::openapi_json;
use interview_api_test_support::*;
use serde_json::{Value, json};

/// `openapi.yaml`, but with `operation_id` deprecated on 2026-12-01 until 2027-06-01.
fn deprecating(operation_id: &str) -> &'static Contract {
    let mut document: Value = serde_json::from_slice(&openapi_json(OPENAPI_YAML).unwrap()).unwrap();
    document["components"]["headers"]["Deprecation"] =
        json!({"description": "When the operation was deprecated (RFC 9745).", "schema": {"type": "string"}});
    document["components"]["headers"]["Sunset"] =
        json!({"description": "When the operation goes away (RFC 8594).", "schema": {"type": "string"}});
    document["components"]["headers"]["DeprecationLink"] =
        json!({"description": "The operation's reference, `rel=\"deprecation\"`.", "schema": {"type": "string"}});
    let shared = document.clone();
    let operation = document["paths"]
        .as_object_mut()
        .unwrap()
        .values_mut()
        .flat_map(|item| item.as_object_mut().unwrap().values_mut())
        .find(|operation| operation["operationId"] == operation_id)
        .unwrap();
    operation["deprecated"] = json!(true);
    operation["x-deprecated-at"] = json!("2026-12-01");
    operation["x-sunset"] = json!("2027-06-01");
    for response in operation["responses"].as_object_mut().unwrap().values_mut() {
        // A shared response is written out, so that this operation's may say more.
        if let Some(reference) = response["$ref"].as_str() {
            *response = shared.pointer(reference.trim_start_matches('#')).unwrap().clone();
        }
        let headers = response.as_object_mut().unwrap().entry("headers").or_insert(json!({}));
        headers["Deprecation"] = json!({"$ref": "#/components/headers/Deprecation"});
        headers["Sunset"] = json!({"$ref": "#/components/headers/Sunset"});
        headers["Link"] = json!({"$ref": "#/components/headers/DeprecationLink"});
    }
    Box::leak(Box::new(Contract::parse(&document.to_string()).unwrap()))
}

fn assert_deprecated(reply: &Reply) {
    assert_eq!(reply.header("deprecation"), Some("@1796083200"), "{}", reply.status);
    assert_eq!(reply.header("sunset"), Some("Tue, 01 Jun 2027 00:00:00 GMT"));
    assert_eq!(
        reply.header("link"),
        Some(r#"</docs#operation/listCreditTransactions>; rel="deprecation"; type="text/html""#)
    );
}

#[tokio::test]
async fn every_response_of_a_deprecated_operation_says_so_and_no_other_does() {
    let app = spawn_app_with(Options {
        contract: Some(deprecating("listCreditTransactions")),
        ..Default::default()
    })
    .await;

    let listed = app.get("/api/v1/credits/transactions").await;
    assert_eq!(listed.status, 200, "{}", listed.text);
    assert!(listed.json()["data"].is_array());
    assert_deprecated(&listed);

    let invalid = app.get("/api/v1/credits/transactions?limit=0").await;
    assert_eq!(invalid.status, 400, "{}", invalid.text);
    assert_eq!(invalid.json()["error"]["type"], "validation_error");
    assert_deprecated(&invalid);

    let anonymous = app.client.anonymous().get("/api/v1/credits/transactions").await;
    assert_eq!(anonymous.status, 401);
    assert_deprecated(&anonymous);

    let balance = app.get("/api/v1/credits/balance").await;
    assert_eq!(balance.status, 200);
    for name in ["deprecation", "sunset", "link"] {
        assert_eq!(
            balance.header(name),
            None,
            "{name} on an operation that is not deprecated"
        );
    }
}
