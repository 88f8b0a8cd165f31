//! A database of the test's own, and accounts with keys in it.

use interview_api::domain::accounts::Plan;
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use uuid::Uuid;

/// The PostgreSQL server the tests create their databases on: `TEST_DATABASE_SERVER`, else the
/// local one.
pub fn server_url() -> String {
    std::env::var("TEST_DATABASE_SERVER").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".to_owned())
}

/// A database of the test's own, dropped (even after a failed assertion) when it goes away. It is
/// created by whoever connects first and migrates it (the server or the CLI).
pub struct TestDatabase {
    pub name: String,
    pub url: String,
}

impl TestDatabase {
    pub fn new() -> Self {
        let name = format!("test_{}", Uuid::new_v4().simple());
        let url = format!("{}/{name}", server_url());
        Self { name, url }
    }
}

impl Default for TestDatabase {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let (admin, name) = (format!("{}/postgres", server_url()), self.name.clone());
        // Drop runs outside any async context we could await in: use a runtime of its own.
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                if let Ok(pool) = PgPoolOptions::new().max_connections(1).connect(&admin).await {
                    let _ = sqlx::query(&format!("drop database if exists \"{name}\" with (force)"))
                        .execute(&pool)
                        .await;
                }
            });
        })
        .join();
    }
}

/// An account and its API key.
pub struct Account {
    pub id: Uuid,
    pub key: String,
}

/// A verified account with `credits` on `plan`, and one API key, written as the operator CLI
/// writes them.
pub async fn create_account(db: &PgPool, plan: Plan, credits: u32) -> Account {
    let email = format!("{}@example.com", Uuid::new_v4().simple());
    let id = interview_api::domain::accounts::create_account(db, &email, plan, credits, true)
        .await
        .unwrap();
    let key = create_key(db, id, "test").await;
    Account { id, key }
}

/// Another API key named `name` for `account`; returns the key itself.
/// A new live key of the account.
pub async fn create_key(db: &PgPool, account: Uuid, name: &str) -> String {
    create_key_of(db, account, name, interview_api::models::KeyMode::Live).await
}

/// A new key of the account in `mode` (a test key works on the account's test-mode data).
pub async fn create_key_of(db: &PgPool, account: Uuid, name: &str, mode: interview_api::models::KeyMode) -> String {
    let mut tx = db.begin().await.unwrap();
    let (_, key) =
        interview_api::domain::keys::store::create(&mut tx, interview_api::domain::ids::AccountId(account), name, mode)
            .await
            .unwrap();
    tx.commit().await.unwrap();
    key
}
