//! The `interview-api` command line: the server, migrations, and the operator tooling that
//! stands in for the account-settings page (accounts, credits, API keys).

use anyhow::{Context, bail};
use chrono::{DateTime, Utc};
use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use serde_json::json;
use sqlx::PgPool;
use uuid::Uuid;

use crate::auth::{self, Plan};
use crate::config::{DatabaseSettings, Settings};
use crate::credits;

#[derive(Parser, Debug)]
#[command(
    name = "interview-api",
    version,
    about = "REST/JSON API for screening candidates through automated voice interviews"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the HTTP server (creates the database if missing and applies migrations).
    Serve(Box<Settings>),
    /// Create the database if missing and apply migrations, then exit.
    Migrate(DatabaseSettings),
    /// Manage accounts.
    Accounts {
        #[command(flatten)]
        database: DatabaseSettings,
        #[command(subcommand)]
        command: AccountsCommand,
    },
    /// Manage an account's credits.
    Credits {
        #[command(flatten)]
        database: DatabaseSettings,
        #[command(subcommand)]
        command: CreditsCommand,
    },
    /// Manage API keys.
    Keys {
        #[command(flatten)]
        database: DatabaseSettings,
        #[command(subcommand)]
        command: KeysCommand,
    },
}

#[derive(Subcommand, Debug)]
pub enum AccountsCommand {
    /// Create an account and print its id.
    Create {
        #[arg(long)]
        email: String,
        #[arg(long, value_enum, default_value = "paid")]
        plan: Plan,
        #[arg(long, default_value_t = 0)]
        credits: u32,
        /// Leave the e-mail address unverified (the API then answers 403).
        #[arg(long)]
        unverified: bool,
        #[arg(long)]
        json: bool,
    },
    /// Change an account's plan, subscription or verification.
    Update {
        id: Uuid,
        #[arg(long, value_enum)]
        plan: Option<Plan>,
        #[arg(long, value_enum)]
        subscription: Option<Subscription>,
        #[arg(long, action = clap::ArgAction::Set)]
        verified: Option<bool>,
        #[arg(long)]
        json: bool,
    },
    /// List accounts.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Show one account with its balance, reserved and available credits.
    Show {
        id: Uuid,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand, Debug)]
pub enum CreditsCommand {
    /// Add purchased credits to an account.
    Add {
        account_id: Uuid,
        #[arg(value_parser = clap::value_parser!(u32).range(1..))]
        credits: u32,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand, Debug)]
pub enum KeysCommand {
    /// Create a key and print it. It is shown this once and cannot be recovered.
    Create {
        account_id: Uuid,
        #[arg(long)]
        name: String,
        #[arg(long)]
        json: bool,
    },
    /// List an account's keys (name, prefix, created, last used).
    List {
        account_id: Uuid,
        #[arg(long)]
        json: bool,
    },
    /// Revoke (delete) a key. It fails on the very next request.
    Revoke {
        key_id: Uuid,
        #[arg(long)]
        json: bool,
    },
}

/// Spelled on the command line as stored and documented (`past_due`, not clap's `past-due`).
#[derive(Debug, Clone, Copy, ValueEnum)]
#[value(rename_all = "snake_case")]
pub enum Subscription {
    Active,
    PastDue,
    Cancelled,
}

impl Subscription {
    fn as_str(self) -> &'static str {
        match self {
            Subscription::Active => "active",
            Subscription::PastDue => "past_due",
            Subscription::Cancelled => "cancelled",
        }
    }
}

#[derive(Debug, Serialize, sqlx::FromRow)]
pub struct Account {
    pub id: Uuid,
    pub email: String,
    pub email_verified: bool,
    pub plan: Plan,
    pub subscription_status: String,
    pub total_balance: i64,
    pub reserved_credits: i64,
    pub available_credits: i64,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
struct KeyListing {
    id: Uuid,
    name: String,
    prefix: String,
    created_at: DateTime<Utc>,
    last_used_at: Option<DateTime<Utc>>,
}

/// Accounts with their balance, reserved and available credits; append a `where`/`order by`.
fn account_select() -> String {
    format!(
        "select a.id, a.email, a.email_verified, a.plan, a.subscription_status, a.created_at,
                a.credit_balance as total_balance, r.reserved as reserved_credits,
                a.credit_balance - r.reserved as available_credits
         from accounts a, lateral (select {} as reserved) r",
        credits::RESERVED_CREDITS
    )
}

pub async fn create_account(
    db: &PgPool,
    email: &str,
    plan: Plan,
    credits: u32,
    verified: bool,
) -> anyhow::Result<Uuid> {
    let email = email.trim();
    if email.is_empty() || !email.contains('@') || email.chars().count() > 320 {
        bail!("--email must be an e-mail address");
    }
    let id = Uuid::now_v7();
    let inserted = sqlx::query(
        "insert into accounts (id, email, plan, credit_balance, email_verified) values ($1, $2, $3, $4, $5)
         on conflict (email) do nothing",
    )
    .bind(id)
    .bind(email)
    .bind(plan)
    .bind(i64::from(credits))
    .bind(verified)
    .execute(db)
    .await?;
    if inserted.rows_affected() == 0 {
        bail!("an account with e-mail {email} already exists");
    }
    Ok(id)
}

pub async fn create_key(db: &PgPool, account_id: Uuid, name: &str) -> anyhow::Result<(Uuid, String)> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        bail!("--name must be 1 to 100 characters");
    }
    let key = auth::new_key();
    let id = Uuid::now_v7();
    let prefix: String = key.chars().take(auth::KEY_PREFIX.len() + 6).collect();
    let result = sqlx::query(
        "insert into api_keys (id, account_id, name, key_hash, key_prefix)
         select $1, id, $3, $4, $5 from accounts where id = $2",
    )
    .bind(id)
    .bind(account_id)
    .bind(name)
    .bind(&auth::hash_key(&key)[..])
    .bind(prefix)
    .execute(db)
    .await?;
    if result.rows_affected() == 0 {
        bail!("no account with id {account_id}");
    }
    Ok((id, key))
}

pub async fn add_credits(db: &PgPool, account_id: Uuid, credits: u32) -> anyhow::Result<i64> {
    let balance: Option<i64> = sqlx::query_scalar(
        "update accounts set credit_balance = credit_balance + $2, updated_at = now() where id = $1
         returning credit_balance",
    )
    .bind(account_id)
    .bind(i64::from(credits))
    .fetch_optional(db)
    .await?;
    balance.with_context(|| format!("no account with id {account_id}"))
}

async fn show_account(db: &PgPool, id: Uuid) -> anyhow::Result<Account> {
    sqlx::query_as(&format!("{} where a.id = $1", account_select()))
        .bind(id)
        .fetch_optional(db)
        .await?
        .with_context(|| format!("no account with id {id}"))
}

/// Runs an operator command and prints its result (JSON with `--json`, else a table).
pub async fn run_admin(database: &DatabaseSettings, command: AdminCommand) -> anyhow::Result<()> {
    let settings = Settings::for_tools(database.clone());
    let db = crate::db::connect_and_migrate(&settings).await?;
    match command {
        AdminCommand::Accounts(AccountsCommand::Create {
            email,
            plan,
            credits,
            unverified,
            json,
        }) => {
            let id = create_account(&db, &email, plan, credits, !unverified).await?;
            print(json, &json!({"id": id}), || id.to_string());
        }
        AdminCommand::Accounts(AccountsCommand::Update {
            id,
            plan,
            subscription,
            verified,
            json,
        }) => {
            let updated = sqlx::query(
                "update accounts set plan = coalesce($2, plan), subscription_status = coalesce($3, subscription_status),
                        email_verified = coalesce($4, email_verified), updated_at = now()
                 where id = $1",
            )
            .bind(id)
            .bind(plan)
            .bind(subscription.map(Subscription::as_str))
            .bind(verified)
            .execute(&db)
            .await?;
            if updated.rows_affected() == 0 {
                bail!("no account with id {id}");
            }
            let account = show_account(&db, id).await?;
            print(json, &account, || table(&[&account]));
        }
        AdminCommand::Accounts(AccountsCommand::List { json }) => {
            let accounts: Vec<Account> = sqlx::query_as(&format!("{} order by a.created_at, a.id", account_select()))
                .fetch_all(&db)
                .await?;
            print(json, &accounts, || table(&accounts.iter().collect::<Vec<_>>()));
        }
        AdminCommand::Accounts(AccountsCommand::Show { id, json }) => {
            let account = show_account(&db, id).await?;
            print(json, &account, || table(&[&account]));
        }
        AdminCommand::Credits(CreditsCommand::Add {
            account_id,
            credits,
            json,
        }) => {
            add_credits(&db, account_id, credits).await?;
            let balance = credits::balance(&db, account_id).await?.context("account vanished")?;
            let body = json!({
                "account_id": account_id,
                "total_balance": balance.total_balance,
                "reserved_credits": balance.reserved_credits,
                "available_credits": balance.available_credits(),
            });
            print(json, &body, || {
                format!(
                    "total {}  reserved {}  available {}",
                    balance.total_balance,
                    balance.reserved_credits,
                    balance.available_credits()
                )
            });
        }
        AdminCommand::Keys(KeysCommand::Create { account_id, name, json }) => {
            let (id, key) = create_key(&db, account_id, &name).await?;
            print(json, &json!({"id": id, "name": name.trim(), "key": key}), || {
                format!("{key}\n(key id {id}; this is the only time the key is shown)")
            });
        }
        AdminCommand::Keys(KeysCommand::List { account_id, json }) => {
            show_account(&db, account_id).await?;
            let keys: Vec<KeyListing> = sqlx::query_as(
                "select id, name, key_prefix || '…' as prefix, created_at, last_used_at from api_keys
                 where account_id = $1 order by created_at, id",
            )
            .bind(account_id)
            .fetch_all(&db)
            .await?;
            print(json, &keys, || {
                let mut out = format!(
                    "{:<36}  {:<24}  {:<16}  {:<24}  {}\n",
                    "ID", "NAME", "PREFIX", "CREATED", "LAST USED"
                );
                for k in &keys {
                    let last_used = k.last_used_at.map_or_else(|| "never".to_owned(), |t| t.to_rfc3339());
                    out.push_str(&format!(
                        "{:<36}  {:<24}  {:<16}  {:<24}  {}\n",
                        k.id,
                        k.name,
                        k.prefix,
                        k.created_at.to_rfc3339(),
                        last_used
                    ));
                }
                out.trim_end().to_owned()
            });
        }
        AdminCommand::Keys(KeysCommand::Revoke { key_id, json }) => {
            let deleted = sqlx::query("delete from api_keys where id = $1")
                .bind(key_id)
                .execute(&db)
                .await?;
            if deleted.rows_affected() == 0 {
                bail!("no API key with id {key_id}");
            }
            print(json, &json!({"id": key_id, "revoked": true}), || {
                format!("revoked {key_id}")
            });
        }
    }
    Ok(())
}

pub enum AdminCommand {
    Accounts(AccountsCommand),
    Credits(CreditsCommand),
    Keys(KeysCommand),
}

fn print<T: Serialize>(json: bool, value: &T, text: impl FnOnce() -> String) {
    if json {
        println!("{}", serde_json::to_string_pretty(value).unwrap_or_default());
    } else {
        println!("{}", text());
    }
}

fn table(accounts: &[&Account]) -> String {
    let mut out = format!(
        "{:<36}  {:<32}  {:<5}  {:<9}  {:<8}  {:>8}  {:>8}  {:>9}\n",
        "ID", "EMAIL", "PLAN", "SUBSCR.", "VERIFIED", "BALANCE", "RESERVED", "AVAILABLE"
    );
    for a in accounts {
        let plan = if a.plan == Plan::Trial { "trial" } else { "paid" };
        out.push_str(&format!(
            "{:<36}  {:<32}  {:<5}  {:<9}  {:<8}  {:>8}  {:>8}  {:>9}\n",
            a.id,
            a.email,
            plan,
            a.subscription_status,
            a.email_verified,
            a.total_balance,
            a.reserved_credits,
            a.available_credits
        ));
    }
    out.trim_end().to_owned()
}
