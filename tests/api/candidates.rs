//! Candidates with structured CV data: create, read, list (page-based, with a name search), patch
//! and delete, and the validation of every CV field. The candidate endpoints answer their own
//! errors in the simple shape (`{"error": "Validation failed", "details": [{"path", "message"}]}`);
//! the cross-cutting ones (401, 413, 429) in the structured shape.

use interview_api::domain::accounts::Plan;
use interview_api_test_support::*;
use regex::Regex;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use uuid::Uuid;

const CANDIDATES: &str = "/api/v1/candidates";
const UNKNOWN_ID: &str = "0193a000-0000-7000-8000-000000000000";

fn candidate(id: &str) -> String {
    format!("{CANDIDATES}/{id}")
}

/// A CV with every optional field set somewhere (a current position has no `endDate`, so the
/// second position carries it).
fn full_cv() -> Value {
    json!({
        "summary": "Backend engineer with eight years of experience building payment systems in Rust and Go.",
        "workExperiences": [
            {
                "company": "Northwind Payments",
                "title": "Senior Software Engineer",
                "startDate": "2021-03",
                "isCurrent": true,
                "description": "Led the migration of the settlement service to Rust; cut p99 latency by 60%."
            },
            {
                "company": "Contoso Bank",
                "title": "Software Engineer",
                "startDate": "2017-09",
                "endDate": "2021-02",
                "isCurrent": false,
                "description": "Built the card authorisation pipeline."
            }
        ],
        "education": [
            {
                "institution": "University of Lagos",
                "degree": "Bachelor",
                "field": "Computer Science",
                "startDate": "2013",
                "endDate": "2017-07-15"
            }
        ],
        "skills": [
            {"name": "Rust", "category": "technical", "proficiency": "expert"},
            {"name": "Negotiation", "category": "soft", "proficiency": "advanced"},
            {"name": "French", "category": "language", "proficiency": "intermediate"},
            {"name": "Go", "category": "technical", "proficiency": "beginner"}
        ],
        "certifications": [
            {
                "name": "AWS Certified Solutions Architect - Associate",
                "issuer": "Amazon Web Services",
                "issueDate": "2023-05",
                "expiryDate": "2026-05-31",
                "credentialId": "AWS-ASA-48213",
                "credentialUrl": "https://aws.amazon.com/verification"
            }
        ],
        "linkedinUrl": "https://www.linkedin.com/in/amara-okafor",
        "portfolioUrl": "http://amara.dev/portfolio?tab=work#top"
    })
}

/// A CV whose entries carry only their required fields.
fn required_only_cv() -> Value {
    json!({
        "workExperiences": [{"company": "Northwind Payments", "title": "Engineer"}],
        "education": [{"institution": "University of Lagos"}],
        "skills": [{"name": "Rust"}],
        "certifications": [{"name": "CKA"}]
    })
}

/// A CV in which every short string (at most 200) is `short` and every long one (at most
/// 10,000) is `long`, with the paths of each.
fn cv_with_strings(short: &str, long: &str) -> Value {
    json!({
        "summary": long,
        "workExperiences": [{"company": short, "title": short, "description": long}],
        "education": [{"institution": short, "degree": short, "field": short}],
        "skills": [{"name": short}],
        "certifications": [{"name": short, "issuer": short, "credentialId": short}]
    })
}

const SHORT_STRING_PATHS: [&[&str]; 10] = [
    &["cv", "workExperiences", "0", "company"],
    &["cv", "workExperiences", "0", "title"],
    &["cv", "education", "0", "institution"],
    &["cv", "education", "0", "degree"],
    &["cv", "education", "0", "field"],
    &["cv", "skills", "0", "name"],
    &["cv", "certifications", "0", "name"],
    &["cv", "certifications", "0", "issuer"],
    &["cv", "certifications", "0", "credentialId"],
    &["name"],
];

/// The detail paths of a simple-shape validation failure, after checking its shape.
fn refused_at(reply: &Reply) -> Vec<Vec<String>> {
    assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{}", reply.text);
    assert_eq!(reply.header("content-type"), Some("application/json; charset=utf-8"));
    let body = reply.json();
    assert_eq!(body["error"], "Validation failed", "{body}");
    let details = body["details"].as_array().expect("details is an array");
    assert!(!details.is_empty());
    details
        .iter()
        .map(|detail| {
            assert!(detail["message"].as_str().is_some_and(|m| !m.is_empty()), "{detail}");
            detail["path"]
                .as_array()
                .expect("path is an array")
                .iter()
                .map(|segment| segment.as_str().expect("path segments are strings").to_owned())
                .collect()
        })
        .collect()
}

fn paths(expected: &[&[&str]]) -> Vec<Vec<String>> {
    expected
        .iter()
        .map(|path| path.iter().map(|s| (*s).to_owned()).collect())
        .collect()
}

fn sorted(mut paths: Vec<Vec<String>>) -> Vec<Vec<String>> {
    paths.sort();
    paths
}

fn assert_not_found(reply: &Reply) {
    assert_eq!(reply.status, StatusCode::NOT_FOUND, "{}", reply.text);
    assert_eq!(reply.header("content-type"), Some("application/json; charset=utf-8"));
    assert_eq!(reply.json(), json!({"error": "Candidate not found"}));
}

/// Creates a candidate and returns its `data`.
async fn create(app: &TestApp, body: &Value) -> Value {
    let reply = app.post(CANDIDATES, body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    reply.json()["data"].clone()
}

async fn create_with_cv(app: &TestApp, cv: Value) -> Reply {
    app.post(CANDIDATES, &json!({"name": "Amara Okafor", "cv": cv})).await
}

fn id_of(data: &Value) -> String {
    data["id"].as_str().expect("id is a string").to_owned()
}

async fn search(app: &TestApp, term: &str) -> Reply {
    list(app, &[("search", term)]).await
}

async fn list(app: &TestApp, query: &[(&str, &str)]) -> Reply {
    app.send(app.request(Method::GET, CANDIDATES).query(query)).await
}

fn names(reply: &Reply) -> Vec<String> {
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    reply.json()["data"]
        .as_array()
        .expect("data is an array")
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect()
}

/// Inserts candidates straight into the database, the first oldest, one second apart.
async fn seed(app: &TestApp, account: Uuid, names: &[String]) {
    sqlx::query(
        "insert into candidates (id, account_id, name, created_at, updated_at)
         select gen_random_uuid(), $1, name, at, at
         from unnest($2::text[]) with ordinality as t(name, position),
              lateral (select now() - (cardinality($2) - position) * interval '1 second' as at) as a",
    )
    .bind(account)
    .bind(names)
    .execute(&app.db)
    .await
    .unwrap();
}

fn numbered(prefix: &str, count: usize) -> Vec<String> {
    (1..=count).map(|i| format!("{prefix} {i:03}")).collect()
}

/// A request with another account's key.
fn as_account(app: &TestApp, account: &Account, method: Method, path: &str) -> reqwest::RequestBuilder {
    app.client.with_key(&account.key).request(method, path)
}

/// The CV as returned, without its output-only fields (which are checked here).
fn without_output_fields(cv: &Value) -> Value {
    assert_eq!(cv["parseSource"], "manual");
    assert!(is_api_timestamp(&cv["parsedAt"]), "{cv}");
    let mut cv = cv.clone();
    let fields = cv.as_object_mut().unwrap();
    fields.remove("parsedAt");
    fields.remove("parseSource");
    cv
}

fn is_api_timestamp(value: &Value) -> bool {
    let pattern = Regex::new(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$").unwrap();
    value
        .as_str()
        .is_some_and(|s| pattern.is_match(s) && chrono::DateTime::parse_from_rfc3339(s).is_ok())
}

fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    keys
}

// ---------------------------------------------------------------------------------------------
// Create and read back

#[tokio::test]
async fn a_candidate_with_a_full_cv_reads_back_exactly_as_sent() {
    let app = spawn_app().await;
    let sent = json!({"name": "Amara Okafor", "title": "Senior Software Engineer", "cv": full_cv()});
    let created = app.post(CANDIDATES, &sent).await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(created.header("content-type"), Some("application/json; charset=utf-8"));
    assert_documented!("createCandidate", "full_cv", created);

    let id = id_of(&created.json()["data"]);
    let read = app.get(&candidate(&id)).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_documented!("getCandidate", "full_cv", read);
    assert_eq!(read.json(), created.json(), "GET returns what POST returned");

    let data = &read.json()["data"];
    assert_eq!(
        keys(data),
        ["created_at", "cv", "id", "metadata", "name", "title", "updated_at"]
    );
    assert_eq!(data["name"], sent["name"]);
    assert_eq!(data["title"], sent["title"]);
    assert_eq!(without_output_fields(&data["cv"]), full_cv());
    assert_eq!(data["cv"]["parsedAt"], data["created_at"], "CV written at creation");
    assert_eq!(data["created_at"], data["updated_at"]);
    let id = Uuid::parse_str(&id).unwrap();
    assert_eq!(id.get_version_num(), 7, "new ids are UUIDv7");
    assert_eq!(data["id"], id.hyphenated().to_string(), "lowercase hyphenated");
}

#[tokio::test]
async fn a_cv_stored_in_the_earlier_binary_form_reads_back_the_same() {
    let app = spawn_app().await;
    let created = app
        .post(CANDIDATES, &json!({"name": "Amara Okafor", "cv": full_cv()}))
        .await;
    let id = id_of(&created.json()["data"]);
    // Before migration 0021 CVs were `jsonb`, whose text has its own key order and spacing.
    sqlx::query("update candidates set cv = cv::jsonb::text::json where id = $1::uuid")
        .bind(&id)
        .execute(&app.db)
        .await
        .unwrap();
    let stored: String = sqlx::query_scalar("select cv::text from candidates where id = $1::uuid")
        .bind(&id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(stored.contains("\": "), "stored in jsonb's text form: {stored}");

    let read = app.get(&candidate(&id)).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.json(), created.json());
    let listed = list(&app, &[]).await;
    assert_eq!(listed.json()["data"][0], created.json()["data"]);
}

#[tokio::test]
async fn a_candidate_with_only_a_name_has_a_null_title_and_cv() {
    let app = spawn_app().await;
    let created = app.post(CANDIDATES, &json!({"name": "Ada Lovelace"})).await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_documented!("createCandidate", "required_fields_only", created);

    let read = app.get(&candidate(&id_of(&created.json()["data"]))).await;
    let data = &read.json()["data"];
    assert_eq!(read.json(), created.json());
    assert_eq!(data["name"], "Ada Lovelace");
    assert_eq!(data["title"], Value::Null, "nullable fields are present");
    assert_eq!(data["cv"], Value::Null);
}

#[tokio::test]
async fn a_title_and_cv_given_as_null_are_stored_as_none() {
    let app = spawn_app().await;
    let data = create(&app, &json!({"name": "Ada Lovelace", "title": null, "cv": null})).await;
    assert_eq!(data["title"], Value::Null);
    assert_eq!(data["cv"], Value::Null);
}

#[tokio::test]
async fn a_cv_with_only_required_fields_reads_back_exactly_as_sent() {
    let app = spawn_app().await;
    let created = create_with_cv(&app, required_only_cv()).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    assert_documented!("createCandidate", "cv_with_required_fields_only", created);

    let read = app.get(&candidate(&id_of(&created.json()["data"]))).await;
    assert_eq!(read.json(), created.json());
    assert_eq!(without_output_fields(&read.json()["data"]["cv"]), required_only_cv());
}

#[tokio::test]
async fn cv_arrays_omitted_on_input_come_back_empty() {
    let app = spawn_app().await;
    let data = create(&app, &json!({"name": "Ada", "cv": {}})).await;
    let cv = without_output_fields(&data["cv"]);
    assert_eq!(
        cv,
        json!({"workExperiences": [], "education": [], "skills": [], "certifications": []})
    );
    let data = create(&app, &json!({"name": "Ada", "cv": {"summary": "Mathematician"}})).await;
    assert_eq!(
        without_output_fields(&data["cv"]),
        json!({"summary": "Mathematician", "workExperiences": [], "education": [], "skills": [], "certifications": []})
    );
}

#[tokio::test]
async fn unknown_fields_and_output_only_cv_fields_are_ignored() {
    let app = spawn_app().await;
    let mut cv = required_only_cv();
    cv["parsedAt"] = json!("1999-01-01T00:00:00.000Z");
    cv["parseSource"] = json!("linkedin");
    cv["workExperiences"][0]["salary"] = json!(100);
    let data = create(
        &app,
        &json!({"name": "Ada", "id": UNKNOWN_ID, "created_at": "1999-01-01T00:00:00.000Z", "nickname": "A", "cv": cv}),
    )
    .await;
    assert_ne!(data["id"], UNKNOWN_ID);
    assert_ne!(data["created_at"], "1999-01-01T00:00:00.000Z");
    assert_eq!(
        keys(&data),
        ["created_at", "cv", "id", "metadata", "name", "title", "updated_at"]
    );
    assert_ne!(data["cv"]["parsedAt"], "1999-01-01T00:00:00.000Z");
    assert_eq!(without_output_fields(&data["cv"]), required_only_cv());
}

#[tokio::test]
async fn timestamps_are_rfc3339_utc_with_three_fractional_digits() {
    let app = spawn_app().await;
    let data = create(&app, &json!({"name": "Ada", "cv": {}})).await;
    for value in [&data["created_at"], &data["updated_at"], &data["cv"]["parsedAt"]] {
        assert!(is_api_timestamp(value), "{value}");
    }
    let updated = app.patch(&candidate(&id_of(&data)), &json!({"cv": {}})).await.json();
    for value in [&updated["data"]["updated_at"], &updated["data"]["cv"]["parsedAt"]] {
        assert!(is_api_timestamp(value), "{value}");
    }
    let listed = list(&app, &[]).await.json();
    for value in [&listed["data"][0]["created_at"], &listed["data"][0]["cv"]["parsedAt"]] {
        assert!(is_api_timestamp(value), "{value}");
    }
}

// ---------------------------------------------------------------------------------------------
// Names and titles: lengths in characters

#[tokio::test]
async fn a_name_of_200_multibyte_characters_is_accepted() {
    let app = spawn_app().await;
    for name in ["é".repeat(200), "😀".repeat(200), "文".repeat(200)] {
        let data = create(&app, &json!({ "name": name })).await;
        assert_eq!(data["name"], name);
    }
}

#[tokio::test]
async fn a_name_of_201_characters_is_refused() {
    let app = spawn_app().await;
    for name in ["a".repeat(201), "😀".repeat(201)] {
        let reply = app.post(CANDIDATES, &json!({ "name": name })).await;
        assert_eq!(refused_at(&reply), paths(&[&["name"]]));
    }
    let reply = app.post(CANDIDATES, &json!({"name": "😀".repeat(201)})).await;
    assert_documented!("createCandidate", "name_too_long", reply);
}

#[tokio::test]
async fn an_empty_or_missing_name_is_refused() {
    let app = spawn_app().await;
    let reply = app.post(CANDIDATES, &json!({"name": ""})).await;
    assert_eq!(refused_at(&reply), paths(&[&["name"]]));
    assert_documented!("createCandidate", "empty_name", reply);
    for body in [
        json!({}),
        json!({"title": "Engineer"}),
        json!({"name": null}),
        json!({"name": 42}),
    ] {
        let reply = app.post(CANDIDATES, &body).await;
        assert_eq!(refused_at(&reply), paths(&[&["name"]]), "{body}");
    }
}

#[tokio::test]
async fn a_title_of_100_characters_is_accepted_and_101_is_refused() {
    let app = spawn_app().await;
    let data = create(&app, &json!({"name": "Ada", "title": "ü".repeat(100)})).await;
    assert_eq!(data["title"], "ü".repeat(100));
    let reply = app
        .post(CANDIDATES, &json!({"name": "Ada", "title": "ü".repeat(101)}))
        .await;
    assert_eq!(refused_at(&reply), paths(&[&["title"]]));
}

#[tokio::test]
async fn a_body_that_is_not_an_object_or_has_wrong_types_is_refused_per_field() {
    let app = spawn_app().await;
    let reply = app.post(CANDIDATES, &json!(["Ada"])).await;
    assert_eq!(refused_at(&reply), vec![Vec::<String>::new()]);
    let reply = app
        .post(
            CANDIDATES,
            &json!({"name": "Ada", "title": 7, "cv": {"workExperiences": {}, "skills": "Rust", "summary": []}}),
        )
        .await;
    assert_eq!(
        sorted(refused_at(&reply)),
        sorted(paths(&[
            &["title"],
            &["cv", "workExperiences"],
            &["cv", "skills"],
            &["cv", "summary"]
        ]))
    );
    let reply = app
        .post(CANDIDATES, &json!({"name": "Ada", "cv": ["not", "an", "object"]}))
        .await;
    assert_eq!(refused_at(&reply), paths(&[&["cv"]]));
}

// ---------------------------------------------------------------------------------------------
// CV validation

#[tokio::test]
async fn every_short_cv_string_may_have_200_characters_and_long_ones_10000() {
    let app = spawn_app().await;
    let cv = cv_with_strings(&"ß".repeat(200), &"😀".repeat(10_000));
    let reply = create_with_cv(&app, cv.clone()).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(without_output_fields(&reply.json()["data"]["cv"]), cv);
}

#[tokio::test]
async fn every_cv_string_over_its_limit_is_refused_with_its_full_path() {
    let app = spawn_app().await;
    let cv = cv_with_strings(&"ß".repeat(201), &"😀".repeat(10_001));
    let reply = app.post(CANDIDATES, &json!({"name": "ß".repeat(201), "cv": cv})).await;
    let mut expected = paths(&SHORT_STRING_PATHS);
    expected.extend(paths(&[
        &["cv", "summary"],
        &["cv", "workExperiences", "0", "description"],
    ]));
    assert_eq!(sorted(refused_at(&reply)), sorted(expected), "one entry per problem");
}

#[tokio::test]
async fn required_cv_strings_must_be_present_and_non_empty() {
    let app = spawn_app().await;
    let reply = create_with_cv(
        &app,
        json!({
            "workExperiences": [{"title": "Engineer"}, {"company": "", "title": ""}],
            "education": [{"degree": "BSc"}, {"institution": ""}],
            "skills": [{"category": "technical"}, {"name": ""}],
            "certifications": [{"issuer": "AWS"}, {"name": ""}]
        }),
    )
    .await;
    assert_eq!(
        sorted(refused_at(&reply)),
        sorted(paths(&[
            &["cv", "workExperiences", "0", "company"],
            &["cv", "workExperiences", "1", "company"],
            &["cv", "workExperiences", "1", "title"],
            &["cv", "education", "0", "institution"],
            &["cv", "education", "1", "institution"],
            &["cv", "skills", "0", "name"],
            &["cv", "skills", "1", "name"],
            &["cv", "certifications", "0", "name"],
            &["cv", "certifications", "1", "name"],
        ]))
    );
    assert_documented!("createCandidate", "missing_required_cv_strings", reply);
}

#[tokio::test]
async fn skill_category_and_proficiency_must_be_documented_values() {
    let app = spawn_app().await;
    let mut skills = Vec::new();
    for category in ["technical", "soft", "language"] {
        for proficiency in ["beginner", "intermediate", "advanced", "expert"] {
            skills.push(json!({"name": "Skill", "category": category, "proficiency": proficiency}));
        }
    }
    let reply = create_with_cv(&app, json!({ "skills": skills })).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.json()["data"]["cv"]["skills"], json!(skills));

    let reply = create_with_cv(
        &app,
        json!({"skills": [
            {"name": "Rust", "category": "Technical"},
            {"name": "Rust", "proficiency": "guru"},
            {"name": "Rust", "category": "", "proficiency": null}
        ]}),
    )
    .await;
    assert_eq!(
        refused_at(&reply),
        paths(&[
            &["cv", "skills", "0", "category"],
            &["cv", "skills", "1", "proficiency"],
            &["cv", "skills", "2", "category"],
        ])
    );
    assert_documented!("createCandidate", "skill_enums", reply);
}

#[tokio::test]
async fn work_experience_dates_must_be_year_and_month() {
    let app = spawn_app().await;
    let ok = create_with_cv(
        &app,
        json!({"workExperiences": [{"company": "A", "title": "B", "startDate": "1999-12", "endDate": "2000-01"}]}),
    )
    .await;
    assert_eq!(ok.status, StatusCode::CREATED, "{}", ok.text);
    for bad in [
        "2021",
        "2021-3",
        "2021-13",
        "2021-00",
        "2021-03-01",
        "21-03",
        "2021/03",
        "March 2021",
        " 2021-03",
    ] {
        let reply = create_with_cv(
            &app,
            json!({"workExperiences": [{"company": "A", "title": "B", "startDate": bad}, {"company": "A", "title": "B", "endDate": bad}]}),
        )
        .await;
        assert_eq!(
            refused_at(&reply),
            paths(&[
                &["cv", "workExperiences", "0", "startDate"],
                &["cv", "workExperiences", "1", "endDate"]
            ]),
            "{bad}"
        );
    }
}

#[tokio::test]
async fn education_and_certification_dates_take_year_month_or_day_precision() {
    let app = spawn_app().await;
    for (start, end) in [
        ("2013", "2017"),
        ("2013-09", "2017-07"),
        ("2013-09-01", "2017-07-15"),
        ("2013", "2024-02-29"),
    ] {
        let reply = create_with_cv(
            &app,
            json!({
                "education": [{"institution": "U", "startDate": start, "endDate": end}],
                "certifications": [{"name": "C", "issueDate": start, "expiryDate": end}]
            }),
        )
        .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{start} {end}: {}", reply.text);
    }
}

#[tokio::test]
async fn a_date_that_is_not_a_real_calendar_date_is_refused() {
    let app = spawn_app().await;
    for bad in [
        "2023-02-29",
        "2024-04-31",
        "2024-13",
        "2024-00-10",
        "2024-01-32",
        "2024-1-5",
        "24",
        "2024-01-01T00:00",
        "",
    ] {
        let reply = create_with_cv(
            &app,
            json!({
                "education": [{"institution": "U", "startDate": bad}, {"institution": "U", "endDate": bad}],
                "certifications": [{"name": "C", "issueDate": bad}, {"name": "C", "expiryDate": bad}]
            }),
        )
        .await;
        assert_eq!(
            refused_at(&reply),
            paths(&[
                &["cv", "education", "0", "startDate"],
                &["cv", "education", "1", "endDate"],
                &["cv", "certifications", "0", "issueDate"],
                &["cv", "certifications", "1", "expiryDate"],
            ]),
            "{bad:?}"
        );
    }
    let reply = create_with_cv(
        &app,
        json!({"education": [{"institution": "U", "endDate": "2023-02-29"}]}),
    )
    .await;
    assert_documented!("createCandidate", "not_a_calendar_date", reply);
}

#[tokio::test]
async fn an_end_before_its_start_is_refused_on_the_end_field() {
    let app = spawn_app().await;
    let reply = create_with_cv(
        &app,
        json!({
            "workExperiences": [
                {"company": "A", "title": "B", "startDate": "2020-05", "endDate": "2020-05"},
                {"company": "A", "title": "B", "startDate": "2020-05", "endDate": "2020-04"}
            ],
            "education": [
                {"institution": "U", "startDate": "2020-05", "endDate": "2020"},
                {"institution": "U", "startDate": "2020-05-02", "endDate": "2020-05-01"}
            ],
            "certifications": [
                {"name": "C", "issueDate": "2020", "expiryDate": "2020-01-01"},
                {"name": "C", "issueDate": "2021", "expiryDate": "2020-12-31"}
            ]
        }),
    )
    .await;
    assert_eq!(
        refused_at(&reply),
        paths(&[
            &["cv", "workExperiences", "1", "endDate"],
            &["cv", "education", "1", "endDate"],
            &["cv", "certifications", "1", "expiryDate"],
        ]),
        "equal dates and dates equal at the coarser precision are accepted"
    );
    assert_documented!("createCandidate", "end_before_start", reply);
}

#[tokio::test]
async fn a_current_position_with_an_end_date_is_refused_on_the_end_date() {
    let app = spawn_app().await;
    let reply = create_with_cv(
        &app,
        json!({"workExperiences": [
            {"company": "A", "title": "B", "startDate": "2020-01", "isCurrent": true},
            {"company": "A", "title": "B", "startDate": "2020-01", "endDate": "2021-01", "isCurrent": true}
        ]}),
    )
    .await;
    assert_eq!(refused_at(&reply), paths(&[&["cv", "workExperiences", "1", "endDate"]]));
    assert_documented!("createCandidate", "current_position_with_end_date", reply);
    let reply = create_with_cv(
        &app,
        json!({"workExperiences": [{"company": "A", "title": "B", "endDate": "2021-01", "isCurrent": false}]}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::CREATED);
}

#[tokio::test]
async fn urls_must_be_absolute_http_or_https_of_at_most_2048_characters() {
    let app = spawn_app().await;
    let longest = format!("https://example.com/{}", "a".repeat(2048 - 20));
    assert_eq!(longest.chars().count(), 2048);
    for url in [
        "http://example.com",
        "https://example.com/path?q=1#f",
        "https://xn--bcher-kva.example/caf%C3%A9?q=a+b&r=%2F",
        longest.as_str(),
    ] {
        let reply = create_with_cv(
            &app,
            json!({"linkedinUrl": url, "portfolioUrl": url, "certifications": [{"name": "C", "credentialUrl": url}]}),
        )
        .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{url}: {}", reply.text);
        assert_eq!(reply.json()["data"]["cv"]["linkedinUrl"], url, "stored as sent");
    }
    let too_long = format!("{longest}a");
    for url in [
        too_long.as_str(),
        "ftp://example.com/file",
        "javascript:alert(1)",
        "//example.com/path",
        "/relative/path",
        "example.com",
        "https://",
        "http:// example.com",
        "mailto:ada@example.com",
        "",
    ] {
        let reply = create_with_cv(
            &app,
            json!({"linkedinUrl": url, "portfolioUrl": url, "certifications": [{"name": "C", "credentialUrl": url}]}),
        )
        .await;
        assert_eq!(
            refused_at(&reply),
            paths(&[
                &["cv", "certifications", "0", "credentialUrl"],
                &["cv", "linkedinUrl"],
                &["cv", "portfolioUrl"],
            ]),
            "{url}"
        );
    }
    let reply = create_with_cv(&app, json!({"linkedinUrl": "javascript:alert(1)"})).await;
    assert_documented!("createCandidate", "url_not_http", reply);
}

#[tokio::test]
async fn cv_arrays_accept_their_maximum_size() {
    let app = spawn_app().await;
    let cv = json!({
        "workExperiences": vec![json!({"company": "A", "title": "B"}); 50],
        "education": vec![json!({"institution": "U"}); 20],
        "skills": vec![json!({"name": "S"}); 200],
        "certifications": vec![json!({"name": "C"}); 50],
    });
    let reply = create_with_cv(&app, cv.clone()).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(without_output_fields(&reply.json()["data"]["cv"]), cv);
}

#[tokio::test]
async fn cv_arrays_over_their_maximum_size_are_refused() {
    let app = spawn_app().await;
    let reply = create_with_cv(
        &app,
        json!({
            "workExperiences": vec![json!({"company": "A", "title": "B"}); 51],
            "education": vec![json!({"institution": "U"}); 21],
            "skills": vec![json!({"name": "S"}); 201],
            "certifications": vec![json!({"name": "C"}); 51],
        }),
    )
    .await;
    assert_eq!(
        refused_at(&reply),
        paths(&[
            &["cv", "workExperiences"],
            &["cv", "education"],
            &["cv", "skills"],
            &["cv", "certifications"],
        ])
    );
    assert_documented!("createCandidate", "arrays_too_long", reply);
}

#[tokio::test]
async fn every_problem_is_reported_once_with_its_full_path() {
    let app = spawn_app().await;
    let work = |start: &str| json!({"company": "A", "title": "B", "startDate": start});
    let reply = app
        .post(
            CANDIDATES,
            &json!({
                "name": "",
                "title": "t".repeat(101),
                "cv": {
                    "workExperiences": [
                        work("2020-01"),
                        {"company": "A", "title": "B", "startDate": "2020-02", "endDate": "2019-12", "isCurrent": true},
                        work("2020-13")
                    ],
                    "education": [{"institution": "U", "startDate": "2020", "endDate": "2019-06"}],
                    "skills": [{"name": "Rust", "proficiency": "godlike"}],
                    "portfolioUrl": "amara.dev"
                }
            }),
        )
        .await;
    // Rules of single fields and rules across fields alike, in one answer.
    assert_eq!(
        sorted(refused_at(&reply)),
        sorted(paths(&[
            &["name"],
            &["title"],
            &["cv", "workExperiences", "1", "endDate"],
            &["cv", "workExperiences", "1", "endDate"],
            &["cv", "workExperiences", "2", "startDate"],
            &["cv", "education", "0", "endDate"],
            &["cv", "skills", "0", "proficiency"],
            &["cv", "portfolioUrl"],
        ]))
    );
    let messages: Vec<Value> = reply.json()["details"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["path"] == json!(["cv", "workExperiences", "1", "endDate"]))
        .map(|d| d["message"].clone())
        .collect();
    assert_eq!(
        messages,
        [
            json!("must be omitted when isCurrent is true"),
            json!("must not be before startDate")
        ],
        "two problems with one field are two entries"
    );
    assert_documented!("createCandidate", "several_problems", reply);
}

// ---------------------------------------------------------------------------------------------
// Requests that cannot be read

#[tokio::test]
async fn malformed_json_is_refused_in_the_simple_shape_with_an_empty_path() {
    let app = spawn_app().await;
    for body in [
        "{not json",
        "{\"name\": \"Ada\"",
        "",
        "   ",
        "\"Ada\"",
        "{\"name\": \"\\ud800\"}",
    ] {
        let reply = app
            .send(
                app.request(Method::POST, CANDIDATES)
                    .header("content-type", "application/json")
                    .body(body),
            )
            .await;
        assert_eq!(refused_at(&reply), vec![Vec::<String>::new()], "{body:?}");
    }
    let reply = app
        .send(
            app.request(Method::POST, CANDIDATES)
                .header("content-type", "application/json")
                .body("{not json"),
        )
        .await;
    assert_documented!("createCandidate", "malformed_json", reply);
    let reply = app
        .send(
            app.request(Method::PATCH, &candidate(UNKNOWN_ID))
                .header("content-type", "application/json")
                .body("{\"name\":"),
        )
        .await;
    assert_eq!(refused_at(&reply), vec![Vec::<String>::new()]);
    assert_documented!("updateCandidate", "malformed_json", reply);
}

#[tokio::test]
async fn a_body_without_the_json_content_type_is_refused_in_the_simple_shape() {
    let app = spawn_app().await;
    let body = r#"{"name": "Ada"}"#;
    for content_type in [Some("text/plain"), Some("application/x-www-form-urlencoded"), None] {
        let mut request = app.request(Method::POST, CANDIDATES).body(body);
        if let Some(content_type) = content_type {
            request = request.header("content-type", content_type);
        }
        let reply = app.send(request).await;
        assert_eq!(refused_at(&reply), vec![Vec::<String>::new()], "{content_type:?}");
    }
    let reply = app
        .send(
            app.request(Method::POST, CANDIDATES)
                .header("content-type", "text/plain")
                .body(body),
        )
        .await;
    assert_documented!("createCandidate", "wrong_content_type", reply);
    let accepted = app
        .send(
            app.request(Method::POST, CANDIDATES)
                .header("content-type", "application/json; charset=utf-8")
                .body(body),
        )
        .await;
    assert_eq!(accepted.status, StatusCode::CREATED);
    let reply = app
        .send(
            app.request(Method::PATCH, &candidate(&id_of(&accepted.json()["data"])))
                .header("content-type", "text/plain")
                .body(body),
        )
        .await;
    assert_eq!(refused_at(&reply), vec![Vec::<String>::new()]);
    assert_documented!("updateCandidate", "wrong_content_type", reply);
}

#[tokio::test]
async fn an_id_that_is_not_a_uuid_is_refused_on_the_id() {
    let app = spawn_app().await;
    for id in ["42", "not-a-uuid", "0193a000-0000-7000-8000-00000000000g", "%00"] {
        let path = candidate(id);
        for reply in [
            app.get(&path).await,
            app.patch(&path, &json!({"name": "Ada"})).await,
            app.delete(&path).await,
        ] {
            assert_eq!(refused_at(&reply), paths(&[&["id"]]), "{id}");
        }
    }
    let path = candidate("not-a-uuid");
    assert_documented!("getCandidate", "id_not_a_uuid", app.get(&path).await);
    assert_documented!("updateCandidate", "id_not_a_uuid", app.patch(&path, &json!({})).await);
    assert_documented!("deleteCandidate", "id_not_a_uuid", app.delete(&path).await);
}

#[tokio::test]
async fn a_body_over_1_mib_is_413_in_the_structured_shape() {
    let app = spawn_app().await;
    let body = json!({"name": "Ada", "cv": {"summary": "x".repeat(1024 * 1024)}});
    let reply = app.post(CANDIDATES, &body).await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(reply.json()["error"]["type"], "validation_error");
    assert_documented!("createCandidate", "body_over_1_mib", reply);

    let id = id_of(&create(&app, &json!({"name": "Ada"})).await);
    let reply = app.patch(&candidate(&id), &body).await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(reply.json()["error"]["type"], "validation_error");
    assert_documented!("updateCandidate", "body_over_1_mib", reply);
    assert_eq!(
        app.get(&candidate(&id)).await.json()["data"]["cv"],
        Value::Null,
        "nothing was written"
    );
}

// ---------------------------------------------------------------------------------------------
// Authentication and rate limiting (structured shape)

#[tokio::test]
async fn every_candidate_operation_without_a_valid_key_is_401_in_the_structured_shape() {
    let app = spawn_app().await;
    let id = id_of(&create(&app, &json!({"name": "Ada"})).await);
    let path = candidate(&id);
    let anonymous = |method: Method, path: &str| app.client.anonymous().request(method, path);
    let cases = [
        ("listCandidates", anonymous(Method::GET, CANDIDATES)),
        (
            "createCandidate",
            anonymous(Method::POST, CANDIDATES).json(&json!({"name": "Eve"})),
        ),
        ("getCandidate", anonymous(Method::GET, &path)),
        (
            "updateCandidate",
            anonymous(Method::PATCH, &path).json(&json!({"name": "Eve"})),
        ),
        ("deleteCandidate", anonymous(Method::DELETE, &path)),
    ];
    for (operation, request) in cases {
        let reply = app.send(request).await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{operation}");
        assert_eq!(reply.json()["error"]["type"], "authentication_error", "{operation}");
        assert_eq!(reply.header("www-authenticate"), Some("Bearer"));
        match operation {
            "listCandidates" => assert_documented!("listCandidates", "missing_key", reply),
            "createCandidate" => assert_documented!("createCandidate", "missing_key", reply),
            "getCandidate" => assert_documented!("getCandidate", "missing_key", reply),
            "updateCandidate" => assert_documented!("updateCandidate", "missing_key", reply),
            _ => assert_documented!("deleteCandidate", "missing_key", reply),
        }
    }
    let wrong_key = app
        .client
        .with_key(&format!("ivk_live_{}", "0".repeat(64)))
        .request(Method::GET, &path);
    let reply = app.send(wrong_key).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    let data = app.get(&path).await.json()["data"].clone();
    assert_eq!(data["name"], "Ada", "nothing was changed or deleted");
    assert_eq!(
        list(&app, &[]).await.json()["pagination"]["total"],
        1,
        "nothing was created"
    );
}

/// Sends `request` with `key` until the limit refuses it (with a limit of 1 the second request
/// is refused, or the third if a new window opened in between).
async fn until_rate_limited(app: &TestApp, key: &str, method: Method, path: &str, body: Option<&Value>) -> Reply {
    // The message states the seconds to wait, which depends on the clock.
    let seconds = Regex::new(r"\d+ seconds").unwrap();
    for _ in 0..3 {
        let mut request = app.client.with_key(key).request(method.clone(), path);
        if let Some(body) = body {
            request = request.json(body);
        }
        let reply = app.send(request).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(reply.json()["error"]["type"], "rate_limit_exceeded");
            assert!(reply.header("retry-after").is_some());
            assert!(seconds.is_match(&reply.text), "{}", reply.text);
            return Reply {
                status: reply.status,
                headers: reply.headers.clone(),
                text: seconds.replace_all(&reply.text, "[n] seconds").into_owned(),
            };
        }
    }
    panic!("{method} {path} was never rate limited");
}

#[tokio::test]
async fn every_candidate_operation_over_the_rate_limit_is_429_in_the_structured_shape() {
    let app = spawn_app_with(Options {
        extra_args: vec!["--rate-limit-per-minute".into(), "1".into()],
        ..Default::default()
    })
    .await;
    let path = candidate(UNKNOWN_ID);
    let body = json!({"name": "Ada"});
    // Each operation with a key of its own, so each has its own window.
    let key = create_account(&app.db, Plan::Paid, 0).await.key;
    let reply = until_rate_limited(&app, &key, Method::GET, CANDIDATES, None).await;
    assert_documented!("listCandidates", "rate_limited", reply);
    let key = create_account(&app.db, Plan::Paid, 0).await.key;
    let reply = until_rate_limited(&app, &key, Method::POST, CANDIDATES, Some(&body)).await;
    assert_documented!("createCandidate", "rate_limited", reply);
    let key = create_account(&app.db, Plan::Paid, 0).await.key;
    let reply = until_rate_limited(&app, &key, Method::GET, &path, None).await;
    assert_documented!("getCandidate", "rate_limited", reply);
    let key = create_account(&app.db, Plan::Paid, 0).await.key;
    let reply = until_rate_limited(&app, &key, Method::PATCH, &path, Some(&body)).await;
    assert_documented!("updateCandidate", "rate_limited", reply);
    let key = create_account(&app.db, Plan::Paid, 0).await.key;
    let reply = until_rate_limited(&app, &key, Method::DELETE, &path, None).await;
    assert_documented!("deleteCandidate", "rate_limited", reply);
}

// ---------------------------------------------------------------------------------------------
// Listing

#[tokio::test]
async fn an_empty_account_lists_no_candidates() {
    let app = spawn_app().await;
    let reply = list(&app, &[]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        reply.json(),
        json!({"data": [], "pagination": {"page": 1, "limit": 50, "total": 0, "total_pages": 0}})
    );
    assert_documented!("listCandidates", "empty_account", reply);
    let reply = list(&app, &[("page", "3"), ("limit", "10")]).await;
    assert_eq!(
        reply.json(),
        json!({"data": [], "pagination": {"page": 3, "limit": 10, "total": 0, "total_pages": 0}})
    );
}

#[tokio::test]
async fn candidates_are_listed_newest_first_with_their_cv() {
    let app = spawn_app().await;
    create(&app, &json!({"name": "First", "title": "Engineer", "cv": full_cv()})).await;
    create(&app, &json!({"name": "Second"})).await;
    create(&app, &json!({"name": "Third", "cv": required_only_cv()})).await;
    let reply = list(&app, &[]).await;
    assert_eq!(names(&reply), ["Third", "Second", "First"]);
    let listed = reply.json();
    assert_eq!(
        without_output_fields(&listed["data"][2]["cv"]),
        full_cv(),
        "list items carry the CV"
    );
    assert_eq!(
        listed["pagination"],
        json!({"page": 1, "limit": 50, "total": 3, "total_pages": 1})
    );
    for item in listed["data"].as_array().unwrap() {
        let read = app.get(&candidate(&id_of(item))).await.json();
        assert_eq!(&read["data"], item, "list items are the candidates as GET returns them");
    }
    assert_documented!("listCandidates", "newest_first", reply);
}

#[tokio::test]
async fn candidates_created_at_the_same_instant_are_ordered_by_id_descending() {
    let app = spawn_app().await;
    sqlx::query(
        "insert into candidates (id, account_id, name, created_at, updated_at)
         select id, $1, 'Same ' || id, timestamptz '2026-01-01T00:00:00Z', timestamptz '2026-01-01T00:00:00Z'
         from unnest($2::uuid[]) as id",
    )
    .bind(app.account.id)
    .bind(vec![Uuid::now_v7(), Uuid::now_v7(), Uuid::now_v7(), Uuid::now_v7()])
    .execute(&app.db)
    .await
    .unwrap();
    let listed = list(&app, &[]).await.json();
    let ids: Vec<&str> = listed["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    let mut expected = ids.clone();
    expected.sort_by(|a, b| b.cmp(a));
    assert_eq!(ids, expected);
    assert_eq!(ids.len(), 4);
}

#[tokio::test]
async fn the_default_page_is_1_with_50_candidates() {
    let app = spawn_app().await;
    seed(&app, app.account.id, &numbered("Candidate", 120)).await;
    let reply = list(&app, &[]).await;
    let listed = names(&reply);
    assert_eq!(listed.len(), 50);
    assert_eq!(listed.first().unwrap(), "Candidate 120");
    assert_eq!(listed.last().unwrap(), "Candidate 071");
    assert_eq!(
        reply.json()["pagination"],
        json!({"page": 1, "limit": 50, "total": 120, "total_pages": 3})
    );
    let reply = list(&app, &[("page", "3")]).await;
    assert_eq!(
        names(&reply),
        numbered("Candidate", 20).into_iter().rev().collect::<Vec<_>>()
    );
}

#[tokio::test]
async fn a_total_that_is_an_exact_multiple_of_the_limit_has_no_partial_page() {
    let app = spawn_app().await;
    seed(&app, app.account.id, &numbered("Candidate", 6)).await;
    let first = list(&app, &[("page", "1"), ("limit", "3")]).await;
    assert_eq!(names(&first), ["Candidate 006", "Candidate 005", "Candidate 004"]);
    assert_eq!(
        first.json()["pagination"],
        json!({"page": 1, "limit": 3, "total": 6, "total_pages": 2})
    );
    let second = list(&app, &[("page", "2"), ("limit", "3")]).await;
    assert_eq!(names(&second), ["Candidate 003", "Candidate 002", "Candidate 001"]);
    assert_eq!(
        second.json()["pagination"],
        json!({"page": 2, "limit": 3, "total": 6, "total_pages": 2})
    );
    let third = list(&app, &[("page", "3"), ("limit", "3")]).await;
    assert!(names(&third).is_empty());
}

#[tokio::test]
async fn a_page_past_the_end_is_200_with_no_data_and_the_true_total() {
    let app = spawn_app().await;
    seed(&app, app.account.id, &numbered("Candidate", 7)).await;
    let reply = list(&app, &[("page", "4"), ("limit", "3")]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        reply.json(),
        json!({"data": [], "pagination": {"page": 4, "limit": 3, "total": 7, "total_pages": 3}})
    );
    assert_documented!("listCandidates", "page_past_the_end", reply);
    let reply = list(&app, &[("page", "9223372036854775807"), ("limit", "100")]).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.json()["data"], json!([]));
    assert_eq!(reply.json()["pagination"]["total"], 7);
}

#[tokio::test]
async fn the_total_follows_every_create_and_delete() {
    let app = spawn_app().await;
    let other = create_account(&app.db, Plan::Paid, 0).await;
    let total = |reply: Reply| reply.json()["pagination"]["total"].clone();
    let mut ids = Vec::new();
    for name in ["Ada", "Grace", "Edsger"] {
        ids.push(id_of(&create(&app, &json!({ "name": name })).await));
    }
    seed(&app, app.account.id, &numbered("Seeded", 2)).await;
    seed(&app, other.id, &numbered("Other", 4)).await;
    assert_eq!(total(list(&app, &[]).await), 5);
    assert_eq!(app.delete(&candidate(&ids[0])).await.status, StatusCode::OK);
    assert_eq!(app.delete(&candidate(&ids[0])).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.patch(&candidate(&ids[1]), &json!({"name": "Grace H."}))
            .await
            .status,
        StatusCode::OK
    );
    let reply = list(&app, &[("limit", "2")]).await;
    assert_eq!(
        reply.json()["pagination"],
        json!({"page": 1, "limit": 2, "total": 4, "total_pages": 2})
    );
    assert_eq!(total(search(&app, "seeded").await), 2);
    let theirs = app.send(as_account(&app, &other, Method::GET, CANDIDATES)).await;
    assert_eq!(total(theirs), 4);
}

#[tokio::test]
async fn a_limit_of_100_is_accepted() {
    let app = spawn_app().await;
    seed(&app, app.account.id, &numbered("Candidate", 130)).await;
    let reply = list(&app, &[("limit", "100")]).await;
    assert_eq!(names(&reply).len(), 100);
    assert_eq!(
        reply.json()["pagination"],
        json!({"page": 1, "limit": 100, "total": 130, "total_pages": 2})
    );
    let reply = list(&app, &[("limit", "1"), ("page", "130")]).await;
    assert_eq!(names(&reply), ["Candidate 001"]);
}

#[tokio::test]
async fn a_limit_of_101_is_refused() {
    let app = spawn_app().await;
    let reply = list(&app, &[("limit", "101")]).await;
    assert_eq!(refused_at(&reply), paths(&[&["limit"]]));
    assert_documented!("listCandidates", "limit_over_100", reply);
}

#[tokio::test]
async fn a_page_of_0_is_refused() {
    let app = spawn_app().await;
    let reply = list(&app, &[("page", "0")]).await;
    assert_eq!(refused_at(&reply), paths(&[&["page"]]));
    assert_documented!("listCandidates", "page_0", reply);
}

#[tokio::test]
async fn page_and_limit_must_be_integers_in_range() {
    let app = spawn_app().await;
    for (name, value) in [
        ("page", "-1"),
        ("page", "abc"),
        ("page", "1.5"),
        ("page", ""),
        ("page", "99999999999999999999"),
        ("limit", "0"),
        ("limit", "-5"),
        ("limit", "ten"),
        ("limit", "1e2"),
        ("limit", "4294967297"),
    ] {
        let reply = list(&app, &[(name, value)]).await;
        assert_eq!(refused_at(&reply), paths(&[&[name]]), "{name}={value}");
    }
    let reply = list(&app, &[("limit", "ten")]).await;
    assert_documented!("listCandidates", "limit_not_an_integer", reply);
    let reply = list(&app, &[("page", "0"), ("limit", "101")]).await;
    assert_eq!(refused_at(&reply), paths(&[&["page"], &["limit"]]), "both are reported");
    let reply = list(&app, &[("limit", "5"), ("limit", "6")]).await;
    assert_eq!(
        refused_at(&reply),
        paths(&[&["limit"]]),
        "a repeated parameter is refused"
    );
}

#[tokio::test]
async fn search_is_a_case_insensitive_substring_of_the_name() {
    let app = spawn_app().await;
    for name in [
        "Amara Okafor",
        "OKAFOR Chidi",
        "Tom Okaforson",
        "Émile Zola",
        "Ada Lovelace",
    ] {
        create(&app, &json!({ "name": name })).await;
    }
    assert_eq!(
        names(&search(&app, "okafor").await),
        ["Tom Okaforson", "OKAFOR Chidi", "Amara Okafor"]
    );
    assert_eq!(names(&search(&app, "MARA OKA").await), ["Amara Okafor"]);
    assert_eq!(names(&search(&app, "émile").await), ["Émile Zola"]);
    assert_eq!(names(&search(&app, "ÉMILE").await), ["Émile Zola"]);
    assert_eq!(names(&search(&app, "a").await).len(), 5);
    assert!(
        names(&search(&app, "Okafor Amara").await).is_empty(),
        "a substring, not words in any order"
    );
    let reply = search(&app, "okafor").await;
    assert_eq!(
        reply.json()["pagination"],
        json!({"page": 1, "limit": 50, "total": 3, "total_pages": 1})
    );
    assert_documented!("listCandidates", "search", reply);
    let reply = list(&app, &[("search", "okafor"), ("limit", "2"), ("page", "2")]).await;
    assert_eq!(names(&reply), ["Amara Okafor"]);
    assert_eq!(
        reply.json()["pagination"],
        json!({"page": 2, "limit": 2, "total": 3, "total_pages": 2})
    );
}

#[tokio::test]
async fn search_matches_percent_underscore_and_backslash_literally() {
    let app = spawn_app().await;
    for name in [
        "100% Rust",
        "1000 Rust",
        "snake_case",
        "snakeXcase",
        r"C:\Users\ada",
        "C:Users",
    ] {
        create(&app, &json!({ "name": name })).await;
    }
    assert_eq!(names(&search(&app, "%").await), ["100% Rust"]);
    assert_eq!(names(&search(&app, "0%").await), ["100% Rust"]);
    assert_eq!(names(&search(&app, "_").await), ["snake_case"]);
    assert_eq!(names(&search(&app, "e_c").await), ["snake_case"]);
    assert_eq!(names(&search(&app, r"\").await), [r"C:\Users\ada"]);
    assert_eq!(names(&search(&app, r":\u").await), [r"C:\Users\ada"]);
    assert!(names(&search(&app, "%%").await).is_empty());
}

/// The total of a search, counted the slow way: every name of the account against the pattern.
async fn counted(app: &TestApp, term: &str) -> i64 {
    let pattern = format!(
        "%{}%",
        term.replace('\\', r"\\").replace('%', r"\%").replace('_', r"\_")
    );
    sqlx::query_scalar(
        "select count(*) from candidates where account_id = $1 and lower(name) like lower($2) escape '\\'",
    )
    .bind(app.account.id)
    .bind(pattern)
    .fetch_one(&app.db)
    .await
    .unwrap()
}

// Totals of short terms are read from counts kept per name substring, not counted; they must
// agree with counting through every create, rename and delete, in every script.
#[tokio::test]
async fn search_totals_are_exact_through_creates_renames_and_deletes() {
    let app = spawn_app_with(Options {
        extra_args: vec!["--rate-limit-per-minute".into(), "100000".into()],
        ..Options::default()
    })
    .await;
    let mut ids = Vec::new();
    for name in [
        "Anna Andersen",
        "Hannah Banana",
        "İlkay Gündoğan",
        "Straße Weiß",
        "ǅemal Ǆ",
        "José Núñez",
        "e\u{301}cole Zoë",
        "李小龍 李",
        "👩‍💻 Dev 🚀",
        "100% snake_case \\",
        "  spaced  out  ",
    ] {
        ids.push(id_of(&create(&app, &json!({ "name": name })).await));
    }
    let renames = [(0, "Ann Anderson"), (2, "Ilkay GUNDOGAN"), (7, "Bruce Lee")];
    for (index, name) in renames {
        let reply = app.patch(&candidate(&ids[index]), &json!({ "name": name })).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    }
    for index in [1, 8] {
        assert_eq!(app.delete(&candidate(&ids[index])).await.status, StatusCode::OK);
    }
    let stored: Vec<String> = sqlx::query_scalar("select name from candidates where account_id = $1")
        .bind(app.account.id)
        .fetch_all(&app.db)
        .await
        .unwrap();
    // Every substring of one to four characters of every stored and every former name, in
    // the case it was written and in upper case, and some that occur nowhere.
    let mut terms: std::collections::BTreeSet<String> =
        ["zz", "q", "ßx", "\u{1F680}", "Annaa"].map(String::from).into();
    let former = [
        "Anna Andersen",
        "İlkay Gündoğan",
        "李小龍 李",
        "Hannah Banana",
        "👩‍💻 Dev 🚀",
    ];
    for name in stored.iter().map(String::as_str).chain(former) {
        let chars: Vec<char> = name.chars().collect();
        for size in 1..=4 {
            for window in chars.windows(size) {
                let term: String = window.iter().collect();
                terms.insert(term.to_uppercase());
                terms.insert(term);
            }
        }
    }
    for term in terms.iter().filter(|term| !term.trim().is_empty()) {
        let reply = search(&app, term).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        let expected = counted(&app, term.trim()).await;
        assert_eq!(reply.json()["pagination"]["total"], expected, "total of {term:?}");
        assert_eq!(names(&reply).len() as i64, expected, "page of {term:?}");
    }
    let reply = list(&app, &[]).await;
    assert_eq!(reply.json()["pagination"]["total"], 9);
}

#[tokio::test]
async fn search_is_trimmed_and_an_empty_search_means_no_filter() {
    let app = spawn_app().await;
    for name in ["Amara Okafor", "Ada Lovelace"] {
        create(&app, &json!({ "name": name })).await;
    }
    assert_eq!(names(&list(&app, &[("search", "  okafor \t")]).await), ["Amara Okafor"]);
    assert_eq!(names(&list(&app, &[("search", "")]).await).len(), 2);
    assert_eq!(names(&list(&app, &[("search", "   ")]).await).len(), 2);
    assert!(names(&list(&app, &[("search", "zzz")]).await).is_empty());
    let reply = list(&app, &[("search", "zzz")]).await;
    assert_eq!(reply.json()["pagination"]["total"], 0);
    assert_eq!(reply.json()["pagination"]["total_pages"], 0);
}

#[tokio::test]
async fn a_search_of_more_than_200_characters_is_refused() {
    let app = spawn_app().await;
    let term = "é".repeat(200);
    assert_eq!(list(&app, &[("search", term.as_str())]).await.status, StatusCode::OK);
    let term = "é".repeat(201);
    let reply = list(&app, &[("search", term.as_str())]).await;
    assert_eq!(refused_at(&reply), paths(&[&["search"]]));
}

// ---------------------------------------------------------------------------------------------
// Update

#[tokio::test]
async fn patch_changes_only_the_fields_it_gives() {
    let app = spawn_app().await;
    let created = create(
        &app,
        &json!({"name": "Amara Okafor", "title": "Engineer", "cv": full_cv()}),
    )
    .await;
    let path = candidate(&id_of(&created));

    let reply = app.patch(&path, &json!({"name": "Amara N. Okafor"})).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_documented!("updateCandidate", "name_only", reply);
    let data = reply.json()["data"].clone();
    assert_eq!(data["name"], "Amara N. Okafor");
    assert_eq!(data["title"], "Engineer");
    assert_eq!(
        without_output_fields(&data["cv"]),
        without_output_fields(&created["cv"]),
        "CV unchanged"
    );
    assert_eq!(data["created_at"], created["created_at"]);
    assert_eq!(data["id"], created["id"]);

    let data = app.patch(&path, &json!({"title": "Staff Engineer"})).await.json()["data"].clone();
    assert_eq!(data["name"], "Amara N. Okafor");
    assert_eq!(data["title"], "Staff Engineer");
    assert_eq!(
        without_output_fields(&data["cv"]),
        without_output_fields(&created["cv"])
    );
    assert_eq!(app.get(&path).await.json()["data"], data, "the change is stored");
}

#[tokio::test]
async fn patch_with_title_null_clears_the_title() {
    let app = spawn_app().await;
    let created = create(&app, &json!({"name": "Ada", "title": "Engineer", "cv": {}})).await;
    let path = candidate(&id_of(&created));
    let data = app.patch(&path, &json!({"title": null})).await.json()["data"].clone();
    assert_eq!(data["title"], Value::Null);
    assert_eq!(data["name"], "Ada");
    assert_eq!(
        without_output_fields(&data["cv"]),
        without_output_fields(&created["cv"])
    );
    assert_eq!(app.get(&path).await.json()["data"]["title"], Value::Null);
}

#[tokio::test]
async fn patch_with_cv_null_clears_the_cv() {
    let app = spawn_app().await;
    let created = create(&app, &json!({"name": "Ada", "title": "Engineer", "cv": full_cv()})).await;
    let path = candidate(&id_of(&created));
    let reply = app.patch(&path, &json!({"cv": null})).await;
    assert_documented!("updateCandidate", "cv_cleared", reply);
    let data = reply.json()["data"].clone();
    assert_eq!(data["cv"], Value::Null);
    assert_eq!(data["title"], "Engineer");
    assert_eq!(app.get(&path).await.json()["data"]["cv"], Value::Null);
    let stored: (Option<Value>, Option<chrono::DateTime<chrono::Utc>>, Option<String>) =
        sqlx::query_as("select cv, cv_parsed_at, cv_parse_source from candidates where id = $1")
            .bind(Uuid::parse_str(&id_of(&created)).unwrap())
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(stored, (None, None, None), "all CV data is removed");
}

#[tokio::test]
async fn patch_with_a_cv_object_replaces_the_stored_cv_as_a_whole() {
    let app = spawn_app().await;
    let created = create(&app, &json!({"name": "Ada", "cv": full_cv()})).await;
    let path = candidate(&id_of(&created));
    let replacement = json!({"skills": [{"name": "Analytical engines"}]});
    let reply = app.patch(&path, &json!({"cv": replacement})).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_documented!("updateCandidate", "cv_replaced", reply);
    let expected = json!({"workExperiences": [], "education": [], "skills": [{"name": "Analytical engines"}], "certifications": []});
    assert_eq!(
        without_output_fields(&reply.json()["data"]["cv"]),
        expected,
        "no sub-field merge"
    );
    assert_eq!(
        without_output_fields(&app.get(&path).await.json()["data"]["cv"]),
        expected
    );

    let data = app.patch(&path, &json!({"cv": full_cv()})).await.json()["data"].clone();
    assert_eq!(without_output_fields(&data["cv"]), full_cv());
}

#[tokio::test]
async fn a_cv_added_by_patch_to_a_candidate_without_one_is_stored() {
    let app = spawn_app().await;
    let created = create(&app, &json!({"name": "Ada"})).await;
    let data = app
        .patch(&candidate(&id_of(&created)), &json!({"cv": required_only_cv()}))
        .await
        .json()["data"]
        .clone();
    assert_eq!(without_output_fields(&data["cv"]), required_only_cv());
    assert_eq!(data["cv"]["parsedAt"], data["updated_at"]);
}

#[tokio::test]
async fn every_patch_moves_updated_at_even_an_empty_one() {
    let app = spawn_app().await;
    let created = create(&app, &json!({"name": "Ada"})).await;
    let path = candidate(&id_of(&created));
    let mut previous = created["updated_at"].as_str().unwrap().to_owned();
    for body in [json!({}), json!({}), json!({"name": "Ada"}), json!({"title": null})] {
        let data = app.patch(&path, &body).await.json()["data"].clone();
        let updated_at = data["updated_at"].as_str().unwrap().to_owned();
        assert!(updated_at > previous, "{body}: {updated_at} after {previous}");
        assert_eq!(data["created_at"], created["created_at"]);
        previous = updated_at;
    }
    assert_eq!(app.get(&path).await.json()["data"]["updated_at"], previous.as_str());
}

/// The answer to a successful PATCH carries `parsedAt` refreshed, as documented: to the PATCH's
/// `updated_at`, whenever the candidate keeps CV data, whether or not the PATCH sent `cv`.
#[tokio::test]
async fn every_successful_patch_refreshes_parsed_at_while_the_candidate_keeps_cv_data() {
    let app = spawn_app().await;
    let created = create(&app, &json!({"name": "Ada", "cv": full_cv()})).await;
    let path = candidate(&id_of(&created));
    let mut previous = created["cv"]["parsedAt"].as_str().unwrap().to_owned();
    for body in [
        json!({"name": "Ada L."}),
        json!({}),
        json!({"title": "Engineer"}),
        json!({"cv": full_cv()}),
        json!({"cv": {}}),
        json!({"title": null}),
    ] {
        let data = app.patch(&path, &body).await.json()["data"].clone();
        let parsed_at = data["cv"]["parsedAt"].as_str().unwrap().to_owned();
        assert!(parsed_at > previous, "{body}: {parsed_at} after {previous}");
        assert_eq!(data["cv"]["parsedAt"], data["updated_at"], "{body}");
        assert_eq!(data["cv"]["parseSource"], "manual");
        assert_eq!(app.get(&path).await.json()["data"], data, "{body}: stored as answered");
        previous = parsed_at;
    }

    // Without CV data there is nothing to refresh.
    let data = app.patch(&path, &json!({"cv": null})).await.json()["data"].clone();
    assert_eq!(data["cv"], Value::Null);
    let data = app.patch(&path, &json!({"name": "Ada"})).await.json()["data"].clone();
    assert_eq!(data["cv"], Value::Null);
}

#[tokio::test]
async fn patch_validates_like_create() {
    let app = spawn_app().await;
    let created = create(&app, &json!({"name": "Ada", "title": "Engineer"})).await;
    let path = candidate(&id_of(&created));
    let reply = app
        .patch(
            &path,
            &json!({
                "name": "",
                "title": "t".repeat(101),
                "cv": {"workExperiences": [{"company": "A", "title": "B", "startDate": "2020-02", "endDate": "2020-01"}]}
            }),
        )
        .await;
    assert_eq!(
        sorted(refused_at(&reply)),
        sorted(paths(&[
            &["name"],
            &["title"],
            &["cv", "workExperiences", "0", "endDate"]
        ]))
    );
    assert_documented!("updateCandidate", "invalid_fields", reply);
    let reply = app
        .patch(
            &path,
            &json!({"cv": {"workExperiences": [{"company": "A", "title": "B", "startDate": "2020-02", "endDate": "2020-01"}]}}),
        )
        .await;
    assert_eq!(refused_at(&reply), paths(&[&["cv", "workExperiences", "0", "endDate"]]));
    for body in [
        json!({"name": ""}),
        json!({"name": "x".repeat(201)}),
        json!({"name": 1}),
    ] {
        assert_eq!(
            refused_at(&app.patch(&path, &body).await),
            paths(&[&["name"]]),
            "{body}"
        );
    }
    let data = app.get(&path).await.json()["data"].clone();
    assert_eq!(data, created, "a refused PATCH changes nothing");
}

#[tokio::test]
async fn patching_an_unknown_candidate_is_404() {
    let app = spawn_app().await;
    let reply = app.patch(&candidate(UNKNOWN_ID), &json!({"name": "Ada"})).await;
    assert_not_found(&reply);
    assert_documented!("updateCandidate", "unknown_id", reply);
}

// ---------------------------------------------------------------------------------------------
// Read and delete

#[tokio::test]
async fn getting_an_unknown_candidate_is_404() {
    let app = spawn_app().await;
    let reply = app.get(&candidate(UNKNOWN_ID)).await;
    assert_not_found(&reply);
    assert_documented!("getCandidate", "unknown_id", reply);
}

#[tokio::test]
async fn a_deleted_candidate_is_gone_for_good() {
    let app = spawn_app().await;
    let kept = create(&app, &json!({"name": "Kept"})).await;
    let created = create(&app, &json!({"name": "Ada", "cv": full_cv()})).await;
    let path = candidate(&id_of(&created));
    let reply = app.delete(&path).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.json(), json!({"success": true}));
    assert_documented!("deleteCandidate", "deleted", reply);

    assert_not_found(&app.get(&path).await);
    assert_not_found(&app.patch(&path, &json!({"name": "Ada"})).await);
    let again = app.delete(&path).await;
    assert_not_found(&again);
    assert_documented!("deleteCandidate", "already_deleted", again);
    let rows: i64 = sqlx::query_scalar("select count(*) from candidates where id = $1")
        .bind(Uuid::parse_str(&id_of(&created)).unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(rows, 0, "the row is deleted, not hidden");
    let listed = list(&app, &[]).await;
    assert_eq!(names(&listed), ["Kept"]);
    assert_eq!(listed.json()["pagination"]["total"], 1);
    assert_eq!(app.get(&candidate(&id_of(&kept))).await.status, StatusCode::OK);
}

// ---------------------------------------------------------------------------------------------
// Accounts are isolated

#[tokio::test]
async fn another_accounts_candidate_is_404_for_get_patch_and_delete() {
    let app = spawn_app().await;
    let other = create_account(&app.db, Plan::Paid, 0).await;
    let theirs = create(&app, &json!({"name": "Ada", "title": "Engineer", "cv": full_cv()})).await;
    let path = candidate(&id_of(&theirs));

    let reply = app.send(as_account(&app, &other, Method::GET, &path)).await;
    assert_not_found(&reply);
    assert_documented!("getCandidate", "other_account", reply);
    let reply = app
        .send(as_account(&app, &other, Method::PATCH, &path).json(&json!({"name": "Mallory", "cv": null})))
        .await;
    assert_not_found(&reply);
    assert_documented!("updateCandidate", "other_account", reply);
    let reply = app.send(as_account(&app, &other, Method::DELETE, &path)).await;
    assert_not_found(&reply);
    assert_documented!("deleteCandidate", "other_account", reply);

    assert_eq!(app.get(&path).await.json()["data"], theirs, "untouched");
}

#[tokio::test]
async fn another_accounts_candidates_never_appear_in_its_list_or_search() {
    let app = spawn_app().await;
    let other = create_account(&app.db, Plan::Paid, 0).await;
    seed(&app, app.account.id, &numbered("Mine", 3)).await;
    seed(&app, other.id, &numbered("Theirs Okafor", 4)).await;
    let created = app
        .send(as_account(&app, &other, Method::POST, CANDIDATES).json(&json!({"name": "Theirs Okafor new"})))
        .await;
    assert_eq!(created.status, StatusCode::CREATED);

    let mine = list(&app, &[]).await;
    assert_eq!(names(&mine), ["Mine 003", "Mine 002", "Mine 001"]);
    assert_eq!(mine.json()["pagination"]["total"], 3);
    let search = list(&app, &[("search", "okafor")]).await;
    assert!(names(&search).is_empty());
    assert_eq!(search.json()["pagination"]["total"], 0);

    let theirs = app.send(as_account(&app, &other, Method::GET, CANDIDATES)).await;
    assert_eq!(theirs.json()["pagination"]["total"], 5);
    assert!(names(&theirs).iter().all(|name| name.starts_with("Theirs")));
    let theirs = app
        .send(as_account(
            &app,
            &other,
            Method::GET,
            &format!("{CANDIDATES}?search=mine"),
        ))
        .await;
    assert!(names(&theirs).is_empty());
}

// ---------------------------------------------------------------------------------------------
// Text is data

/// Strings that must survive storage byte for byte.
const AWKWARD: [&str; 8] = [
    "Tom <Sr.> & Co",
    "<script>alert(\"x\")</script> &amp; 'quoted' \"double\" `tick`",
    "Zoë 😀👩🏽‍💻 🇳🇬",
    "مرحبا بالعالم",
    "שלום עולם",
    "e\u{301} a\u{308}\u{301} Z\u{35c}\u{36b}",
    "\u{202e}gnp.exe \u{200b}\u{feff} tab\tnew\nline \\ back",
    "丁 Ｆｕｌｌ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];

#[tokio::test]
async fn any_text_round_trips_byte_for_byte() {
    let app = spawn_app().await;
    for text in AWKWARD {
        let title: String = text.chars().take(100).collect();
        let cv = json!({
            "summary": text,
            "workExperiences": [{"company": text, "title": text, "description": text}],
            "education": [{"institution": text, "degree": text, "field": text}],
            "skills": [{"name": text}],
            "certifications": [{"name": text, "issuer": text, "credentialId": text}],
        });
        let created = create(&app, &json!({"name": text, "title": title, "cv": cv})).await;
        let path = candidate(&id_of(&created));
        let read = app.get(&path).await.json()["data"].clone();
        assert_eq!(read["name"].as_str().unwrap().as_bytes(), text.as_bytes());
        assert_eq!(read["title"], title.as_str());
        assert_eq!(without_output_fields(&read["cv"]), cv);

        let patched = app.patch(&path, &json!({"name": format!("{text}!")})).await.json()["data"].clone();
        assert_eq!(patched["name"], format!("{text}!"));
    }
    let listed = list(&app, &[("limit", "100")]).await;
    let mut names = names(&listed);
    names.sort();
    let mut expected: Vec<String> = AWKWARD.iter().map(|t| format!("{t}!")).collect();
    expected.sort();
    assert_eq!(names, expected);
    let found = list(&app, &[("search", "<sr.> &")]).await;
    assert_eq!(found.json()["data"][0]["name"], "Tom <Sr.> & Co!");
}

#[tokio::test]
async fn html_in_names_and_cv_text_is_not_escaped_in_the_response() {
    let app = spawn_app().await;
    let reply = app
        .post(
            CANDIDATES,
            &json!({"name": "Tom <Sr.> & Co", "cv": {"summary": "<b>bold</b> & \"quoted\""}}),
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED);
    assert!(reply.text.contains(r#""name":"Tom <Sr.> & Co""#), "{}", reply.text);
    assert!(
        reply.text.contains(r#""summary":"<b>bold</b> & \"quoted\"""#),
        "{}",
        reply.text
    );
}

#[tokio::test]
async fn a_nul_character_in_a_string_is_a_clean_400() {
    let app = spawn_app().await;
    let nul = "a\u{0}b";
    let reply = app.post(CANDIDATES, &json!({ "name": nul })).await;
    assert_eq!(refused_at(&reply), paths(&[&["name"]]));
    assert_documented!("createCandidate", "nul_character", reply);
    let reply = app
        .post(
            CANDIDATES,
            &json!({
                "name": "Ada",
                "title": nul,
                "cv": {
                    "summary": nul,
                    "workExperiences": [{"company": "A", "title": "B", "description": nul}],
                    "education": [{"institution": nul}],
                    "skills": [{"name": "Rust", "category": nul}],
                    "certifications": [{"name": "C", "credentialId": nul, "credentialUrl": "https://a.example/\u{0}"}],
                    "linkedinUrl": "https://example.com/\u{0}"
                }
            }),
        )
        .await;
    assert_eq!(
        sorted(refused_at(&reply)),
        sorted(paths(&[
            &["title"],
            &["cv", "summary"],
            &["cv", "workExperiences", "0", "description"],
            &["cv", "education", "0", "institution"],
            &["cv", "skills", "0", "category"],
            &["cv", "certifications", "0", "credentialId"],
            &["cv", "certifications", "0", "credentialUrl"],
            &["cv", "linkedinUrl"],
        ]))
    );

    let id = id_of(&create(&app, &json!({"name": "Ada"})).await);
    let reply = app.patch(&candidate(&id), &json!({ "name": nul })).await;
    assert_eq!(refused_at(&reply), paths(&[&["name"]]));
    let reply = app.patch(&candidate(&id), &json!({"cv": {"summary": nul}})).await;
    assert_eq!(refused_at(&reply), paths(&[&["cv", "summary"]]));
    let reply = list(&app, &[("search", nul)]).await;
    assert_eq!(refused_at(&reply), paths(&[&["search"]]));

    // Unknown fields are ignored, whatever they hold (they are never stored).
    let data = create(
        &app,
        &json!({"name": "Ada", "nickname": nul, "cv": {"hobby\u{0}": nul}}),
    )
    .await;
    assert_eq!(data["name"], "Ada");
}

/// `format: uri` is RFC 3986: what a URL parser alone would take (`https://Ï`, `a b`) is refused,
/// in a CV as in a webhook endpoint, and nothing is stored.
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
