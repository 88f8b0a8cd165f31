//! The development bootstrap behind `make run` (`--bootstrap-demo`): on an empty database, a
//! demo account with credits, an API key and a job, and a request to try. Never in a plain
//! `serve`.

use sqlx::{Connection, PgConnection};

use crate::config::Settings;
use crate::domain::accounts::{self, Plan};
use crate::domain::ids::AccountId;
use crate::domain::{jobs, keys};
use crate::models::{JobCreate, JobQuestionInput, KeyMode, KeyScope, QuestionType};

pub async fn bootstrap(connection: &mut PgConnection, settings: &Settings) -> anyhow::Result<()> {
    let any_account = sqlx::query_scalar!(r#"select exists (select from accounts) as "exists!""#)
        .fetch_one(&mut *connection)
        .await?;
    if any_account {
        tracing::info!("demo bootstrap skipped: the database already has accounts");
        return Ok(());
    }
    let mut tx = connection.begin().await?;
    let account_id = accounts::create_account(&mut *tx, "demo@example.com", Plan::Paid, 1000, true).await?;
    let (_, key) = keys::store::create(&mut tx, AccountId(account_id), "demo", KeyMode::Live, KeyScope::Full).await?;
    let question = |text: &str, question_type| JobQuestionInput {
        question_text: text.to_owned(),
        question_type,
        time_limit_seconds: None,
        order_index: None,
    };
    let job = JobCreate {
        title: "Senior Backend Engineer".to_owned(),
        description: None,
        require_consent: None,
        metadata: None,
        questions: vec![
            question(
                "Tell us about a system you designed end to end.",
                QuestionType::Experience,
            ),
            question(
                "How would you find the cause of a slow database query?",
                QuestionType::Technical,
            ),
            question(
                "Describe a disagreement with a teammate and how it ended.",
                QuestionType::Behavioral,
            ),
        ],
    };
    let job = jobs::create(&mut tx, AccountId(account_id), &job).await?;
    tx.commit().await?;
    let base = format!("http://{}/api/v1", settings.bind_addr);
    println!(
        "\nDemo account ready (1000 credits). API key, shown once:\n\n    {key}\n\nTry:\n\n    \
         curl -s -X POST {base}/invitations -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \
         -d '{{\"job_id\": \"{}\", \"candidate_name\": \"Ada Lovelace\"}}'\n",
        job.id
    );
    Ok(())
}
