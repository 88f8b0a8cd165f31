//! The `interview-api` command line: the server, migrations, and the operator commands that
//! stand in for an account-settings page (accounts, credits, API keys).

use anyhow::{Context, bail};
use clap::{Parser, Subcommand};
use serde::Serialize;
use serde_json::json;
use sqlx::PgPool;
use uuid::Uuid;

use crate::config::{DatabaseSettings, SecretsSettings, Settings};
use crate::domain::accounts::{self, Account, Plan, Subscription};
use crate::domain::audit::{self, Action, Actor};
use crate::domain::ids::{AccountId, KeyId};
use crate::domain::{credits, keys};
use crate::models::{KeyMode, KeyScope};
use crate::state::Core;

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
    /// Run the HTTP server (creates the database if missing and applies migrations, unless
    /// MIGRATE_ON_START=false).
    Serve(Box<Settings>),
    /// Create the database if missing and apply migrations, then exit. With the secrets keys,
    /// also seal the tokens and webhook secrets still stored in the clear.
    Migrate {
        #[command(flatten)]
        database: DatabaseSettings,
        #[command(flatten)]
        secrets: SecretsSettings,
    },
    /// Manage the keys that seal tokens and webhook secrets at rest.
    Secrets {
        #[command(flatten)]
        database: DatabaseSettings,
        #[command(flatten)]
        secrets: SecretsSettings,
        #[command(subcommand)]
        command: SecretsCommand,
    },
    /// Exit 0 if the server answers its readiness probe, 1 otherwise (for a container's
    /// health check, where there is no curl).
    Healthcheck {
        #[arg(long, env = "HEALTHCHECK_URL", default_value = "http://127.0.0.1:8080/readyz")]
        url: String,
    },
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
    /// Change an account's plan, subscription, verification or retention period.
    Update {
        id: Uuid,
        #[arg(long, value_enum)]
        plan: Option<Plan>,
        #[arg(long, value_enum)]
        subscription: Option<Subscription>,
        #[arg(long, action = clap::ArgAction::Set)]
        verified: Option<bool>,
        /// Days an ended interview's personal data is kept (1-3650), or `none` to keep it until erased.
        #[arg(long, value_parser = retention_days)]
        retention_days: Option<Retention>,
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
        /// A test-mode key (`ivk_test_`): it works on the account's test-mode data only.
        #[arg(long)]
        test: bool,
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

#[derive(Subcommand, Debug)]
pub enum SecretsCommand {
    /// Re-seal every interview token and webhook secret under the first (current) key, so that
    /// older keys can be removed afterwards.
    Rotate {
        #[arg(long)]
        json: bool,
    },
}

/// Applies the migrations, then seals what is still stored in the clear when the keys are given
/// (the server does it at start otherwise).
pub async fn migrate(database: DatabaseSettings, keys: &SecretsSettings) -> anyhow::Result<()> {
    let settings = Settings::for_tools(database);
    crate::db::migrate(&settings).await?;
    if keys.secrets_keys.is_some() || keys.secrets_keys_file.is_some() {
        crate::secrets::install(keys.keyring()?);
        let db = crate::db::connect_migrated(&settings).await?;
        super::secrets::seal_stored(&mut *db.acquire().await?, super::secrets::Scope::Plaintext).await?;
    }
    Ok(())
}

/// The state an operator command works in: an instance's own ([`Core`]). With `migrate`, the
/// database is brought to this binary's schema first; without, it must be there already.
pub async fn core(database: DatabaseSettings, migrate: bool) -> anyhow::Result<Core> {
    let settings = Settings::for_tools(database);
    let db = if migrate {
        crate::db::connect_and_migrate(&settings).await?
    } else {
        crate::db::connect_migrated(&settings).await?
    };
    let mut connection = db.acquire().await?;
    Core::start(settings, db.clone(), &mut connection).await
}

/// `interview-api secrets rotate`: re-seals everything under the current key (installed first,
/// `secrets::install`).
pub async fn rotate_secrets(core: &Core, json: bool) -> anyhow::Result<()> {
    let sealed = super::secrets::seal_stored(
        &mut *core.db.acquire().await?,
        super::secrets::Scope::NotUnderCurrentKey,
    )
    .await?;
    print(json, &sealed, || {
        format!(
            "re-sealed under key {}: {} interview tokens, {} webhook secrets, {} report links, {} partner keys",
            crate::secrets::current_key_id(),
            sealed.interview_tokens,
            sealed.webhook_secrets,
            sealed.report_tokens,
            sealed.partner_keys
        )
    });
    Ok(())
}

/// Asks the readiness probe once, briefly: a health check that hangs is a failed one.
pub async fn healthcheck(url: &str) -> anyhow::Result<()> {
    let client = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(3))
        .no_proxy()
        .build()?;
    let response = client
        .get(url)
        .send()
        .await
        .with_context(|| format!("no answer from {url}"))?;
    if !response.status().is_success() {
        bail!("{url} answered {}", response.status());
    }
    Ok(())
}

async fn show_account(db: &PgPool, id: Uuid) -> anyhow::Result<Account> {
    accounts::accounts(db, Some(id))
        .await?
        .pop()
        .with_context(|| format!("no account with id {id}"))
}

/// Runs an operator command and prints its result (JSON with `--json`, else a table).
pub async fn run_admin(core: &Core, command: AdminCommand) -> anyhow::Result<()> {
    let db = &core.db;
    match command {
        AdminCommand::Accounts(AccountsCommand::Create {
            email,
            plan,
            credits,
            unverified,
            json,
        }) => {
            let mut tx = db.begin().await?;
            let id = accounts::create_account(&mut *tx, &email, plan, credits, !unverified).await?;
            let operator = Actor::operator(AccountId(id));
            audit::record(&mut *tx, &operator, Action::AccountCreated, Some(id), &[]).await?;
            tx.commit().await?;
            print(json, &json!({"id": id}), || id.to_string());
        }
        AdminCommand::Accounts(AccountsCommand::Update {
            id,
            plan,
            subscription,
            verified,
            retention_days,
            json,
        }) => {
            let mut tx = db.begin().await?;
            if !accounts::update_account(&mut *tx, id, plan, subscription, verified).await? {
                bail!("no account with id {id}");
            }
            if let Some(Retention(days)) = retention_days {
                accounts::set_retention_days(&mut *tx, AccountId(id), days).await?;
            }
            let given = [
                ("plan", plan.is_some()),
                ("subscription_status", subscription.is_some()),
                ("email_verified", verified.is_some()),
                ("interview_data_retention_days", retention_days.is_some()),
            ];
            let changed: Vec<String> = given
                .iter()
                .filter(|(_, set)| *set)
                .map(|(name, _)| (*name).to_owned())
                .collect();
            let operator = Actor::operator(AccountId(id));
            audit::record(&mut *tx, &operator, Action::AccountUpdated, Some(id), &changed).await?;
            tx.commit().await?;
            let account = show_account(db, id).await?;
            print(json, &account, || table(&[&account]));
        }
        AdminCommand::Accounts(AccountsCommand::List { json }) => {
            let accounts = accounts::accounts(db, None).await?;
            print(json, &accounts, || table(&accounts.iter().collect::<Vec<_>>()));
        }
        AdminCommand::Accounts(AccountsCommand::Show { id, json }) => {
            let account = show_account(db, id).await?;
            print(json, &account, || table(&[&account]));
        }
        AdminCommand::Credits(CreditsCommand::Add {
            account_id,
            credits,
            json,
        }) => {
            let mut tx = db.begin().await?;
            credits::top_up(&mut *tx, AccountId(account_id), i64::from(credits))
                .await?
                .with_context(|| format!("no account with id {account_id}"))?;
            let operator = Actor::operator(AccountId(account_id));
            audit::record(&mut *tx, &operator, Action::CreditsAdded, Some(account_id), &[]).await?;
            tx.commit().await?;
            let balance = credits::balance(db, AccountId(account_id))
                .await?
                .context("account vanished")?;
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
        AdminCommand::Keys(KeysCommand::Create {
            account_id,
            name,
            test,
            json,
        }) => {
            let mode = if test { KeyMode::Test } else { KeyMode::Live };
            let mut tx = db.begin().await?;
            let (listing, key) =
                keys::store::create(&mut tx, AccountId(account_id), name.trim(), mode, KeyScope::Full).await?;
            let operator = Actor::operator(AccountId(account_id));
            audit::record(&mut *tx, &operator, Action::ApiKeyCreated, Some(listing.id), &[]).await?;
            tx.commit().await?;
            let id = listing.id;
            print(
                json,
                &json!({"id": id, "name": listing.name, "mode": mode.to_string(), "key": key}),
                || format!("{key}\n(key id {id}; this is the only time the key is shown)"),
            );
        }
        AdminCommand::Keys(KeysCommand::List { account_id, json }) => {
            show_account(db, account_id).await?;
            let keys = keys::store::list(db, AccountId(account_id), None, keys::store::MAX_KEYS).await?;
            print(json, &keys, || {
                let mut out = format!(
                    "{:<36}  {:<24}  {:<4}  {:<16}  {:<24}  {}\n",
                    "ID", "NAME", "MODE", "PREFIX", "CREATED", "LAST USED"
                );
                for k in &keys {
                    let last_used = k.last_used_at.map_or_else(|| "never".to_owned(), |t| t.to_rfc3339());
                    out.push_str(&format!(
                        "{:<36}  {:<24}  {:<4}  {:<16}  {:<24}  {}\n",
                        k.id,
                        k.name,
                        k.mode.0,
                        format!("{}…", k.prefix),
                        k.created_at.to_rfc3339(),
                        last_used
                    ));
                }
                out.trim_end().to_owned()
            });
        }
        AdminCommand::Keys(KeysCommand::Revoke { key_id, json }) => {
            let mut tx = db.begin().await?;
            let Some(owner) = keys::store::revoke(&mut *tx, KeyId(key_id)).await? else {
                bail!("no API key with id {key_id}");
            };
            audit::record(
                &mut *tx,
                &Actor::operator(owner),
                Action::ApiKeyRevoked,
                Some(key_id),
                &[],
            )
            .await?;
            tx.commit().await?;
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

/// A retention period given on the command line: days, or `None` to keep data until erased.
#[derive(Debug, Clone, Copy)]
pub struct Retention(Option<i32>);

fn retention_days(text: &str) -> Result<Retention, String> {
    if text == "none" {
        return Ok(Retention(None));
    }
    match text.parse::<i32>() {
        Ok(days @ 1..=3650) => Ok(Retention(Some(days))),
        _ => Err("must be a number of days from 1 to 3650, or none".to_owned()),
    }
}

fn table(accounts: &[&Account]) -> String {
    let mut out = format!(
        "{:<36}  {:<32}  {:<5}  {:<9}  {:<8}  {:>8}  {:>8}  {:>9}\n",
        "ID", "EMAIL", "PLAN", "SUBSCR.", "VERIFIED", "BALANCE", "RESERVED", "AVAILABLE"
    );
    for a in accounts {
        let plan = if a.plan == Plan::Trial { "trial" } else { "paid" };
        let subscription = match a.subscription_status {
            Subscription::Active => "active",
            Subscription::PastDue => "past_due",
            Subscription::Cancelled => "cancelled",
        };
        out.push_str(&format!(
            "{:<36}  {:<32}  {:<5}  {:<9}  {:<8}  {:>8}  {:>8}  {:>9}\n",
            a.id,
            a.email.as_deref().unwrap_or_default(),
            plan,
            subscription,
            a.email_verified,
            a.total_balance,
            a.reserved_credits,
            a.available_credits
        ));
    }
    out.trim_end().to_owned()
}
