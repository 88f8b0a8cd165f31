//! E-mails to candidates, through a real mail server (aiosmtpd, `SmtpServer`): the message as
//! received (headers, both parts, each language's template), retries while the mail server is
//! down or stalls (the API never waits for it), a new link, a new expiry and the reminder, test
//! mode, cancelled and erased interviews, the settings, and the shapes the API shows.

use std::time::Duration;

use interview_api::models::KeyMode;
use interview_api_test_support::*;
use serde_json::{Value, json};

use crate::jobs::create_job;

/// A few seconds at most for mail the worker sends within a second when nothing fails.
pub const MAIL_WITHIN: Duration = Duration::from_secs(30);

/// The server sending to `smtp`, retrying every 200 ms (ten times) and giving up on a stalled
/// mail server after a second.
pub async fn app_sending_to(smtp: &str) -> TestApp {
    app_sending_with_timeout(smtp, "1000").await
}

/// The same, giving up on a stalled mail server after `timeout_ms`.
async fn app_sending_with_timeout(smtp: &str, timeout_ms: &str) -> TestApp {
    spawn_app_with(Options {
        extra_args: [
            "--smtp-url",
            smtp,
            "--email-from",
            "Acme Interviews <interviews@acme.test>",
            "--email-retry-schedule",
            "200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms,200ms",
            "--smtp-timeout-ms",
            timeout_ms,
        ]
        .map(str::to_owned)
        .to_vec(),
        ..Options::default()
    })
    .await
}

async fn invite(client: &Client, job: &Value, email: &str, extra: Value) -> Value {
    let mut body = json!({"job_id": job["id"], "candidate_name": "Amara Okafor", "candidate_email": email});
    body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    let reply = client.post("/api/v1/invitations", &body).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    reply.json()
}

async fn interview(client: &Client, id: &Value) -> Value {
    let reply = client
        .get(&format!("/api/v1/interviews/{}", id.as_str().unwrap()))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    reply.json()["data"].clone()
}

/// Waits until the interview's e-mail satisfies `done`, and returns it.
async fn email_until(client: &Client, id: &Value, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + MAIL_WITHIN;
    loop {
        let email = interview(client, id).await["email"].clone();
        if done(&email) {
            return email;
        }
        assert!(tokio::time::Instant::now() < deadline, "the e-mail stayed {email}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A stored candidate invited with an address: the candidate's id and the invitation.
async fn invite_stored_candidate(app: &TestApp) -> (Value, Value) {
    let job = create_job(app).await;
    let candidate = app.post("/api/v1/candidates", &json!({"name": "Amara Okafor"})).await;
    assert_eq!(candidate.status, 201, "{}", candidate.text);
    let candidate = candidate.json()["data"]["id"].clone();
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_id": candidate, "candidate_email": "amara@example.test"}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    (candidate, reply.json())
}

fn to(mail: &ReceivedMail) -> &str {
    mail.rcpt_tos[0].as_str()
}

#[tokio::test]
async fn an_invitation_with_an_address_reaches_the_candidate_as_a_multipart_message_naming_job_company_link_and_expiry()
{
    let smtp = SmtpServer::start(free_port()).await;
    let app = app_sending_to(&smtp.url()).await;
    let settings = app
        .patch(
            "/api/v1/settings",
            &json!({"email_sender_name": "Northwind Talent", "email_reply_to": "talent@northwind.test"}),
        )
        .await;
    assert_eq!(settings.status, 200, "{}", settings.text);
    let job = create_job(&app).await;
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "Amara Okafor", "candidate_email": "amara@example.test"}),
        )
        .await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let invitation = reply.json();
    assert_eq!(invitation["candidate_email"], "amara@example.test");
    assert_eq!(invitation["email"]["status"], "queued");
    assert_eq!(invitation["email"]["attempts"], 0);
    assert_documented!("createInvitation", "created_with_email", reply);

    let mail = smtp.wait_for(1, MAIL_WITHIN).await.remove(0);
    assert_eq!(mail.rcpt_tos, ["amara@example.test"]);
    assert_eq!(mail.mail_from, "interviews@acme.test");
    assert_eq!(mail.header("to"), "amara@example.test");
    assert_eq!(mail.header("from"), "Northwind Talent <interviews@acme.test>");
    assert_eq!(mail.header("reply-to"), "talent@northwind.test");
    let interview_id = invitation["id"].as_str().unwrap();
    let message_id = mail.header("message-id");
    assert!(
        message_id.starts_with('<') && message_id.ends_with("@acme.test>"),
        "{message_id}"
    );
    assert_eq!(mail.header("subject"), "Your interview for Senior Backend Engineer");
    assert_eq!(mail.content_type, "multipart/alternative");
    let link = invitation["interview_url"].as_str().unwrap();
    let expires = invitation["expires_at"].as_str().unwrap();
    let expiry = format!("{} {} UTC", &expires[..10], &expires[11..16]);
    for part in [&mail.text, &mail.html] {
        assert!(part.contains(link), "{part}");
        assert!(part.contains("Senior Backend Engineer"), "{part}");
        assert!(part.contains("Northwind Talent"), "{part}");
        assert!(part.contains(&expiry), "{part}");
        // Nothing else about the candidate, and nothing that tracks.
        assert!(!part.contains("Amara"), "{part}");
    }
    assert!(mail.text.starts_with("Hello,"));
    assert!(
        !mail.html.contains("<img") && !mail.html.contains("<script"),
        "{}",
        mail.html
    );
    assert!(!mail.raw.contains(interview_id), "the message names no interview id");

    let email = email_until(&app.client, &invitation["id"], |email| email["status"] == "sent").await;
    assert_eq!(email["attempts"], 1);
    assert_eq!(email["last_error"], Value::Null);
    assert!(email["sent_at"].is_string() && email["last_attempt_at"].is_string());
    let reply = app.get(&format!("/api/v1/interviews/{interview_id}")).await;
    assert_documented!("getInterview", "emailed", reply);
}

#[tokio::test]
async fn each_language_has_its_own_template_and_any_other_falls_back_to_english() {
    let smtp = SmtpServer::start(free_port()).await;
    let app = app_sending_to(&smtp.url()).await;
    let job = create_job(&app).await;
    let greetings = [
        ("en", "Hello,", "Your interview for"),
        ("es", "Hola:", "Tu entrevista para"),
        ("fr", "Bonjour,", "Votre entretien pour"),
        ("de", "Guten Tag,", "Ihr Interview für"),
        ("pt-BR", "Olá,", "A sua entrevista para"),
        ("it", "Ciao,", "Il tuo colloquio per"),
        ("nl", "Hallo,", "Je sollicitatiegesprek voor"),
        ("ja", "Hello,", "Your interview for"),
    ];
    for (locale, _, _) in greetings {
        invite(
            &app.client,
            &job,
            &format!("{locale}@example.test"),
            json!({"locale_id": locale}),
        )
        .await;
    }
    let received = smtp.wait_for(greetings.len(), MAIL_WITHIN).await;
    for (locale, greeting, subject) in greetings {
        let mail = received
            .iter()
            .find(|mail| to(mail) == format!("{locale}@example.test"))
            .unwrap_or_else(|| panic!("no e-mail in {locale}"));
        assert!(mail.text.starts_with(greeting), "{locale}: {}", mail.text);
        assert!(
            mail.html.contains(&format!("<p>{greeting}</p>")),
            "{locale}: {}",
            mail.html
        );
        assert!(
            mail.header("subject").starts_with(subject),
            "{locale}: {}",
            mail.header("subject")
        );
    }
}

#[tokio::test]
async fn a_mail_server_down_then_up_gets_the_email_after_retries_exactly_once() {
    let port = free_port();
    let app = app_sending_to(&format!("smtp://127.0.0.1:{port}")).await;
    let job = create_job(&app).await;
    let invitation = invite(&app.client, &job, "amara@example.test", json!({})).await;
    let email = email_until(&app.client, &invitation["id"], |email| {
        email["attempts"].as_i64().unwrap() >= 2
    })
    .await;
    assert_eq!(email["status"], "queued");
    assert_eq!(email["last_error"], "The mail server could not be reached");

    let metrics = app.client.with_key(TEST_METRICS_TOKEN).get("/metrics").await;
    assert!(metrics.text.contains("emails_queued 1"), "{}", metrics.text);
    assert!(
        metrics.text.contains("emails_total{outcome=\"retried\"}"),
        "{}",
        metrics.text
    );

    let smtp = SmtpServer::start(port).await;
    smtp.wait_for(1, MAIL_WITHIN).await;
    let email = email_until(&app.client, &invitation["id"], |email| email["status"] == "sent").await;
    assert_eq!(email["last_error"], Value::Null);
    // Later rounds of the worker send nothing more.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(smtp.received().len(), 1);
}

#[tokio::test]
async fn a_stalling_mail_server_delays_the_email_and_never_the_api() {
    let mut smtp = SmtpServer::stalling(free_port()).await;
    let app = app_sending_to(&smtp.url()).await;
    let job = create_job(&app).await;
    let invitation = invite(&app.client, &job, "amara@example.test", json!({})).await;
    // While the worker waits on the mail server, requests are answered as ever.
    for _ in 0..5 {
        invite(&app.client, &job, "other@example.test", json!({"send_email": false})).await;
    }
    let email = email_until(&app.client, &invitation["id"], |email| {
        email["last_error"] == "The mail server did not answer in time"
    })
    .await;
    assert_eq!(email["status"], "queued");

    smtp.restart(false).await;
    let received = smtp.wait_for(1, MAIL_WITHIN).await;
    assert_eq!(to(&received[0]), "amara@example.test");
    email_until(&app.client, &invitation["id"], |email| email["status"] == "sent").await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(smtp.received().len(), 1, "send_email: false sends nothing");
}

#[tokio::test]
async fn an_email_whose_retries_are_used_up_fails_and_sends_interview_email_failed() {
    let port = free_port();
    let app = spawn_app_with(Options {
        extra_args: [
            "--smtp-url",
            &format!("smtp://127.0.0.1:{port}"),
            "--email-retry-schedule",
            "100ms,100ms",
        ]
        .map(str::to_owned)
        .to_vec(),
        ..Options::default()
    })
    .await;
    let job = create_job(&app).await;
    let invitation = invite(&app.client, &job, "amara@example.test", json!({})).await;
    let email = email_until(&app.client, &invitation["id"], |email| email["status"] == "failed").await;
    assert_eq!(email["attempts"], 3);
    assert_eq!(email["last_error"], "The mail server could not be reached");
    let events = app.get("/api/v1/events?type=interview_email_failed").await;
    assert_eq!(events.status, 200, "{}", events.text);
    let events = events.json()["data"].as_array().unwrap().clone();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0]["interview_id"], invitation["id"]);
    let event = app
        .get(&format!("/api/v1/events/{}", events[0]["id"].as_str().unwrap()))
        .await;
    let payload = event.json()["data"]["payload"].clone();
    assert_eq!(payload["data"]["email"]["status"], "failed", "{payload}");
    assert_eq!(
        payload["data"]["candidate_email"],
        Value::Null,
        "no copy of the address in events"
    );
}

#[tokio::test]
async fn a_new_link_and_a_new_expiry_are_emailed_and_a_cancelled_interview_never_is() {
    let smtp = SmtpServer::start(free_port()).await;
    let app = app_sending_to(&smtp.url()).await;
    let job = create_job(&app).await;
    let invitation = invite(&app.client, &job, "amara@example.test", json!({})).await;
    let id = invitation["id"].as_str().unwrap();
    smtp.wait_for(1, MAIL_WITHIN).await;

    let renewed = app
        .post(&format!("/api/v1/interviews/{id}/regenerate-link"), &json!({}))
        .await;
    assert_eq!(renewed.status, 200, "{}", renewed.text);
    let renewed = renewed.json()["data"].clone();
    assert_eq!(renewed["email"]["status"], "queued");
    let received = smtp.wait_for(2, MAIL_WITHIN).await;
    let new_link = received
        .iter()
        .find(|mail| mail.header("subject").starts_with("A new link"))
        .expect("the new link is e-mailed");
    assert!(new_link.text.contains(renewed["interview_url"].as_str().unwrap()));
    assert!(!new_link.text.contains(invitation["interview_url"].as_str().unwrap()));

    let extended = app
        .post(
            &format!("/api/v1/interviews/{id}/extend"),
            &json!({"expires_in_days": 30}),
        )
        .await;
    assert_eq!(extended.status, 200, "{}", extended.text);
    let expires = extended.json()["data"]["expires_at"].as_str().unwrap().to_owned();
    let received = smtp.wait_for(3, MAIL_WITHIN).await;
    let more_time = received
        .iter()
        .find(|mail| mail.header("subject").starts_with("More time"))
        .expect("the new expiry is e-mailed");
    assert!(
        more_time
            .text
            .contains(&format!("{} {} UTC", &expires[..10], &expires[11..16]))
    );

    // A cancelled interview's e-mails are never sent: one queued before the cancellation fails.
    let cancelled = invite(&app.client, &job, "cancelled@example.test", json!({})).await;
    let cancelled_id = cancelled["id"].as_str().unwrap();
    sqlx::query(
        "update interview_emails set next_attempt_at = now() + interval '1 hour' where interview_id = $1::uuid",
    )
    .bind(cancelled_id)
    .execute(&app.db)
    .await
    .unwrap();
    let reply = app
        .post(&format!("/api/v1/interviews/{cancelled_id}/cancel"), &json!({}))
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    sqlx::query("update interview_emails set next_attempt_at = now() where interview_id = $1::uuid")
        .bind(cancelled_id)
        .execute(&app.db)
        .await
        .unwrap();
    let email = email_until(&app.client, &cancelled["id"], |email| email["status"] == "failed").await;
    assert_eq!(email["attempts"], 0);
    assert!(smtp.received().iter().all(|mail| to(mail) != "cancelled@example.test"));
}

#[tokio::test]
async fn a_reminder_is_sent_once_hours_before_the_link_expires_to_a_candidate_who_has_not_started() {
    let smtp = SmtpServer::start(free_port()).await;
    let app = app_sending_to(&smtp.url()).await;
    let job = create_job(&app).await;
    let invitation = invite(&app.client, &job, "amara@example.test", json!({"expires_in_days": 3})).await;
    smtp.wait_for(1, MAIL_WITHIN).await;
    let db = &app.db;
    // Not yet: the link expires in 72 hours, the reminder comes 24 hours before.
    assert_eq!(
        interview_api::domain::email::store::queue_reminders(db).await.unwrap(),
        0
    );
    // The invitation was sent days ago, and the link expires in 20 hours.
    sqlx::query("update interview_emails set created_at = now() - interval '3 days' where interview_id = $1::uuid;")
        .bind(invitation["id"].as_str().unwrap())
        .execute(db)
        .await
        .unwrap();
    sqlx::query("update interviews set expires_at = now() + interval '20 hours' where id = $1::uuid")
        .bind(invitation["id"].as_str().unwrap())
        .execute(db)
        .await
        .unwrap();
    assert_eq!(
        interview_api::domain::email::store::queue_reminders(db).await.unwrap(),
        1
    );
    assert_eq!(
        interview_api::domain::email::store::queue_reminders(db).await.unwrap(),
        0,
        "one reminder per expiry"
    );
    let received = smtp.wait_for(2, MAIL_WITHIN).await;
    let reminder = received
        .iter()
        .find(|mail| mail.header("subject").starts_with("Reminder: your interview for"))
        .expect("the reminder");
    assert!(reminder.text.contains(invitation["interview_url"].as_str().unwrap()));

    // `null`: no reminders for the account.
    let reply = app
        .patch("/api/v1/settings", &json!({"reminder_hours_before_expiry": null}))
        .await;
    assert_eq!(reply.json()["data"]["reminder_hours_before_expiry"], Value::Null);
    sqlx::query("update interviews set expires_at = now() + interval '10 hours' where id = $1::uuid")
        .bind(invitation["id"].as_str().unwrap())
        .execute(db)
        .await
        .unwrap();
    sqlx::query("update interview_emails set created_at = now() - interval '3 days'")
        .execute(db)
        .await
        .unwrap();
    assert_eq!(
        interview_api::domain::email::store::queue_reminders(db).await.unwrap(),
        0
    );
}

#[tokio::test]
async fn a_test_key_never_sends_its_emails_are_simulated() {
    let smtp = SmtpServer::start(free_port()).await;
    let app = app_sending_to(&smtp.url()).await;
    let test_key = create_key_of(&app.db, app.account.id, "sandbox", KeyMode::Test).await;
    let test = app.client.with_key(&test_key);
    let reply = test.post("/api/v1/jobs", &crate::jobs::job_body()).await;
    let test_job = reply.json()["data"].clone();
    let simulated = invite(&test, &test_job, "sandbox@example.test", json!({})).await;
    assert_eq!(simulated["email"]["status"], "simulated");
    let id = simulated["id"].as_str().unwrap();
    let reply = test
        .post(&format!("/api/v1/interviews/{id}/regenerate-link"), &json!({}))
        .await;
    assert_eq!(reply.json()["data"]["email"]["status"], "simulated");

    // A live e-mail sent after them: the test-mode ones were never handed over.
    let job = create_job(&app).await;
    let live = invite(&app.client, &job, "live@example.test", json!({})).await;
    email_until(&app.client, &live["id"], |email| email["status"] == "sent").await;
    assert_eq!(smtp.received().len(), 1);
    assert_eq!(to(&smtp.received()[0]), "live@example.test");
    let email = interview(&test, &simulated["id"]).await["email"].clone();
    assert_eq!(email["status"], "simulated");
    assert_eq!(email["attempts"], 0);
}

#[tokio::test]
async fn without_send_email_or_an_address_nothing_is_sent_and_email_is_null() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let kept = invite(&app.client, &job, "amara@example.test", json!({"send_email": false})).await;
    assert_eq!(kept["candidate_email"], "amara@example.test");
    assert_eq!(kept["email"], Value::Null);
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "A", "send_email": true}),
        )
        .await;
    assert_eq!(reply.status, 201);
    assert_eq!(reply.json()["candidate_email"], Value::Null);
    assert_eq!(reply.json()["email"], Value::Null);
    let count: i64 = sqlx::query_scalar("select count(*) from interview_emails")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test]
async fn an_address_that_is_not_one_is_400_on_the_invitation_and_in_a_batch_item() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    for address in ["not an address", "a@b@c", "amara@example.test\r\nBcc: x@y.test"] {
        let reply = app
            .post(
                "/api/v1/invitations",
                &json!({"job_id": job["id"], "candidate_name": "A", "candidate_email": address}),
            )
            .await;
        assert_eq!(reply.status, 400, "{address}: {}", reply.text);
    }
    let reply = app
        .post(
            "/api/v1/invitations",
            &json!({"job_id": job["id"], "candidate_name": "A", "candidate_email": "not an address"}),
        )
        .await;
    assert_documented!("createInvitation", "candidate_email_not_an_address", reply);
    let long = format!("{}@example.test", "a".repeat(250));
    let reply = app
        .post(
            "/api/v1/invitations/batch",
            &json!({"invitations": [
                {"job_id": job["id"], "candidate_name": "A", "candidate_email": "amara@example.test"},
                {"job_id": job["id"], "candidate_name": "B", "candidate_email": long},
            ]}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let results = reply.json()["data"].clone();
    assert_eq!(results[0]["status"], 201, "{results}");
    assert_eq!(results[0]["invitation"]["email"]["status"], "queued");
    assert_eq!(results[1]["status"], 400, "{results}");
}

#[tokio::test]
async fn the_email_settings_are_read_and_changed_with_the_retention_period() {
    let app = spawn_app().await;
    let reply = app.get("/api/v1/settings").await;
    assert_eq!(reply.status, 200);
    assert_eq!(
        reply.json()["data"],
        json!({"interview_data_retention_days": null, "reminder_hours_before_expiry": 24,
               "email_sender_name": null, "email_reply_to": null, "audit_retention_days": 365,
               "report_link_days": 90})
    );
    let reply = app
        .patch(
            "/api/v1/settings",
            &json!({"reminder_hours_before_expiry": 48, "email_sender_name": "Northwind Talent",
                    "email_reply_to": "talent@northwind.test"}),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_documented!("updateSettings", "email_settings", reply);
    // An absent field is unchanged; `null` clears.
    let reply = app.patch("/api/v1/settings", &json!({"email_sender_name": null})).await;
    assert_eq!(
        reply.json()["data"],
        json!({"interview_data_retention_days": null, "reminder_hours_before_expiry": 48,
               "email_sender_name": null, "email_reply_to": "talent@northwind.test",
               "audit_retention_days": 365, "report_link_days": 90})
    );
    for refused in [
        json!({"email_reply_to": "nobody"}),
        json!({"reminder_hours_before_expiry": 0}),
        json!({"email_sender_name": ""}),
        json!({"email_sender_name": "A\r\nBcc: x@y.test"}),
    ] {
        let reply = app.patch("/api/v1/settings", &refused).await;
        assert_eq!(reply.status, 400, "{refused}: {}", reply.text);
    }
}

#[tokio::test]
async fn the_address_is_in_the_candidates_export_and_gone_after_erasure_with_nothing_more_sent() {
    let port = free_port();
    let app = app_sending_to(&format!("smtp://127.0.0.1:{port}")).await;
    let (candidate, invitation) = invite_stored_candidate(&app).await;
    let export = app
        .get(&format!("/api/v1/candidates/{}/export", candidate.as_str().unwrap()))
        .await;
    assert_eq!(export.status, 200, "{}", export.text);
    assert_eq!(
        export.json()["data"]["interviews"][0]["candidate_email"],
        "amara@example.test"
    );

    let reply = app.post("/api/v1/erasures", &json!({"candidate_id": candidate})).await;
    assert_eq!(reply.status, 201, "{}", reply.text);
    let erased = interview(&app.client, &invitation["id"]).await;
    assert_eq!(erased["candidate_email"], Value::Null);
    assert_eq!(erased["email"]["status"], "failed");
    assert_eq!(erased["email"]["last_error"], "The interview was erased");
    let left: i64 = sqlx::query_scalar("select count(*) from interviews where candidate_email is not null")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(left, 0);
    // The mail server comes back: nothing is sent to the erased person.
    let smtp = SmtpServer::start(port).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(smtp.received().is_empty());
}

#[tokio::test]
async fn an_erasure_while_an_attempt_waits_on_the_mail_server_is_what_the_email_shows() {
    let smtp = SmtpServer::stalling(free_port()).await;
    // The worker waits three seconds on the stalled mail server: the erasure comes meanwhile.
    let app = app_sending_with_timeout(&smtp.url(), "3000").await;
    let (candidate, invitation) = invite_stored_candidate(&app).await;
    // Leased: the worker's attempt has begun.
    email_until(&app.client, &invitation["id"], |email| email["attempts"] == 1).await;
    let reply = app.post("/api/v1/erasures", &json!({"candidate_id": candidate})).await;
    assert_eq!(reply.status, 201, "{}", reply.text);

    // The attempt ends in the mail server's timeout, after the erasure: its outcome is not recorded
    // over the erasure's.
    let deadline = tokio::time::Instant::now() + MAIL_WITHIN;
    loop {
        let metrics = app.client.with_key(TEST_METRICS_TOKEN).get("/metrics").await;
        if metrics.text.contains("emails_total{outcome=\"retried\"}") {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the attempt never ended");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let email = interview(&app.client, &invitation["id"]).await["email"].clone();
    assert_eq!(email["status"], "failed", "{email}");
    assert_eq!(email["last_error"], "The interview was erased", "{email}");
}

#[tokio::test]
async fn without_a_mail_server_each_email_is_written_as_an_eml_file_into_the_email_dir() {
    let app = spawn_app().await;
    let job = create_job(&app).await;
    let invitation = invite(&app.client, &job, "amara@example.test", json!({"locale_id": "fr"})).await;
    email_until(&app.client, &invitation["id"], |email| email["status"] == "sent").await;
    let id: uuid::Uuid = sqlx::query_scalar("select id from interview_emails where interview_id = $1::uuid")
        .bind(invitation["id"].as_str().unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
    let path = std::env::temp_dir()
        .join("interview-api-test-outbox")
        .join(format!("{id}.eml"));
    let message = std::fs::read_to_string(&path).unwrap();
    assert!(message.contains(&format!("Message-ID: <{id}@localhost>")), "{message}");
    assert!(message.contains("To: amara@example.test"), "{message}");
    assert!(message.contains("multipart/alternative"), "{message}");
    std::fs::remove_file(path).unwrap();
}
