//! The development bootstrap behind `make run` (`--bootstrap-demo`): on an empty database, a
//! demo account with credits, an API key and a job, and a request to try. Never in a plain
//! `serve`.

use sqlx::PgPool;

use crate::auth::Plan;
use crate::config::Settings;
use crate::models::{JobCreate, JobQuestionInput, QuestionType};
use crate::{cli, jobs};

pub async fn bootstrap(db: &PgPool, settings: &Settings) -> anyhow::Result<()> {
    let accounts: i64 = sqlx::query_scalar("select count(*) from accounts")
        .fetch_one(db)
        .await?;
    if accounts > 0 {
        tracing::info!("demo bootstrap skipped: the database already has accounts");
        return Ok(());
    }
    let account_id = cli::create_account(db, "demo@example.com", Plan::Paid, 1000, true).await?;
    let (_, key) = cli::create_key(db, account_id, "demo").await?;
    let question = |text: &str, question_type| JobQuestionInput {
        question_text: text.to_owned(),
        question_type,
        time_limit_seconds: None,
        order_index: None,
    };
    let job = JobCreate {
        title: "Senior Backend Engineer".to_owned(),
        description: None,
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
    let job = jobs::create(db, account_id, &job)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let base = format!("http://{}/api/v1", settings.bind_addr);
    println!(
        "\nDemo account ready (1000 credits). API key, shown once:\n\n    {key}\n\nTry:\n\n    \
         curl -s -X POST {base}/invitations -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \
         -d '{{\"job_id\": \"{}\", \"candidate_name\": \"Ada Lovelace\"}}'\n",
        job.id
    );
    Ok(())
}
