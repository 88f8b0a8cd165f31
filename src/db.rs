//! The PostgreSQL pool: created (with its database, if missing) and migrated at start-up; and
//! [`Text`], how the contract's enums are stored.

use std::fmt::Display;
use std::str::FromStr;

use anyhow::Context;
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::{PgArgumentBuffer, PgConnectOptions, PgHasArrayType, PgPoolOptions, PgTypeInfo, PgValueRef};
use sqlx::{ConnectOptions, Connection, Decode, Encode, PgPool, Postgres, Type};

use crate::config::Settings;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// Connects, creating the database if it does not exist, and applies pending migrations.
/// Several instances may start at once: creation tolerates a race and migrations take a lock.
pub async fn connect_and_migrate(settings: &Settings) -> anyhow::Result<PgPool> {
    let url = &settings.database.database_url;
    let options: PgConnectOptions = url.parse().context("DATABASE_URL is not a valid PostgreSQL URL")?;
    ensure_database_exists(&options).await?;
    let pool = PgPoolOptions::new()
        .max_connections(settings.database_pool_size)
        .acquire_timeout(settings.database_acquire_timeout())
        // The ping before every checkout costs a round trip per request; a broken connection
        // surfaces as an error on first use instead and the pool replaces it.
        .test_before_acquire(false)
        .connect_with(options.clone().log_statements(tracing::log::LevelFilter::Trace))
        .await
        .with_context(|| format!("cannot connect to the database at {}", describe(&options)))?;
    MIGRATOR.run(&pool).await.context("cannot apply database migrations")?;
    Ok(pool)
}

async fn ensure_database_exists(options: &PgConnectOptions) -> anyhow::Result<()> {
    let name = options.get_database().unwrap_or("postgres").to_owned();
    let mut admin = sqlx::PgConnection::connect_with(&options.clone().database("postgres"))
        .await
        .with_context(|| format!("cannot connect to the database server at {}", describe(options)))?;
    let exists = sqlx::query_scalar!(
        r#"select exists (select from pg_database where datname = $1) as "exists!""#,
        name
    )
    .fetch_one(&mut admin)
    .await?;
    if !exists {
        // A name is an identifier, not a parameter: the statement is built, quoted, at run time.
        let create = format!("create database \"{}\"", name.replace('"', "\"\""));
        match sqlx::query(&create).execute(&mut admin).await {
            Ok(_) => tracing::info!(database = %name, "created database"),
            // Another instance created it first.
            Err(sqlx::Error::Database(e)) if matches!(e.code().as_deref(), Some("42P04" | "23505")) => {}
            Err(e) => return Err(e).with_context(|| format!("cannot create database {name}")),
        }
    }
    admin.close().await.ok();
    Ok(())
}

fn describe(options: &PgConnectOptions) -> String {
    format!("{}:{}", options.get_host(), options.get_port())
}

/// An enum of the contract (generated from `openapi.yaml`) stored as a `text` column, spelled as
/// the API spells it (`in_progress`). A stored value the contract does not know is an error,
/// never a silent default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text<T>(pub T);

impl<T> Type<Postgres> for Text<T> {
    fn type_info() -> PgTypeInfo {
        <&str as Type<Postgres>>::type_info()
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        <&str as Type<Postgres>>::compatible(ty)
    }
}

impl<T> PgHasArrayType for Text<T> {
    fn array_type_info() -> PgTypeInfo {
        <&str as PgHasArrayType>::array_type_info()
    }
}

impl<'r, T: FromStr<Err = String>> Decode<'r, Postgres> for Text<T> {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        let text = <&str as Decode<Postgres>>::decode(value)?;
        text.parse()
            .map(Text)
            .map_err(|error| format!("unexpected stored value {text:?}: {error}").into())
    }
}

impl<T: Display> Encode<'_, Postgres> for Text<T> {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <String as Encode<Postgres>>::encode(self.0.to_string(), buf)
    }
}
