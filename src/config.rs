//! Server settings: defaults, then environment variables, then flags (`interview-api serve --help`).

use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use clap::{Args, ValueEnum};
use ipnet::IpNet;

/// Where the database is. Its `Debug` hides the password.
#[derive(Args, Clone)]
pub struct DatabaseSettings {
    /// PostgreSQL connection URL. The database is created if it does not exist.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/interview_api"
    )]
    pub database_url: String,

    /// A streaming replica of that database for the lists and exports (candidates, interviews,
    /// events). Unset, every read goes to `DATABASE_URL`. Writes, authentication and credits never
    /// read here, and an account's reads stay on the primary until the replica has replayed its
    /// latest write.
    #[arg(long, env = "DATABASE_REPLICA_URL")]
    pub database_replica_url: Option<String>,

    /// A replica further behind than this (or unreachable) is skipped: its reads go to the primary.
    #[arg(long, env = "REPLICA_MAX_LAG_MS", default_value_t = 5_000)]
    pub replica_max_lag_ms: u64,
}

/// A database URL with its password replaced by `***`.
fn redact_password(url: &str) -> String {
    match reqwest::Url::parse(url) {
        Ok(mut url) if url.password().is_some() => {
            let _ = url.set_password(Some("***"));
            url.to_string()
        }
        Ok(url) => url.to_string(),
        Err(_) => "<unparsable>".to_owned(),
    }
}

impl fmt::Debug for DatabaseSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DatabaseSettings")
            .field("database_url", &redact_password(&self.database_url))
            .field(
                "database_replica_url",
                &self.database_replica_url.as_deref().map(redact_password),
            )
            .field("replica_max_lag_ms", &self.replica_max_lag_ms)
            .finish()
    }
}

/// The keys that seal interview tokens and webhook secrets at rest (`crate::secrets`). Its
/// `Debug` shows neither.
#[derive(Args, Clone, Default)]
pub struct SecretsSettings {
    /// Keys that seal tokens and webhook secrets: `id:base64 of 32 random bytes`, comma-separated;
    /// the first seals, all open (add a new first key, run `interview-api secrets rotate`, then
    /// drop the old one).
    #[arg(long, env = "SECRETS_KEYS", hide_env_values = true)]
    pub secrets_keys: Option<String>,
    /// A file holding the keys, in the same form (one per line or comma-separated).
    #[arg(long, env = "SECRETS_KEYS_FILE")]
    pub secrets_keys_file: Option<std::path::PathBuf>,
}

impl fmt::Debug for SecretsSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretsSettings")
            .field("secrets_keys", &self.secrets_keys.as_ref().map(|_| "***"))
            .field("secrets_keys_file", &self.secrets_keys_file)
            .finish()
    }
}

impl SecretsSettings {
    /// The keyring, or why there is none: the server refuses to start without one.
    pub fn keyring(&self) -> anyhow::Result<crate::secrets::Keyring> {
        use anyhow::Context;
        let text = match (&self.secrets_keys, &self.secrets_keys_file) {
            (Some(keys), _) if !keys.trim().is_empty() => keys.clone(),
            (_, Some(file)) => std::fs::read_to_string(file)
                .with_context(|| format!("cannot read the secrets keys file {}", file.display()))?,
            _ => anyhow::bail!(
                "no secrets key: set SECRETS_KEYS (or SECRETS_KEYS_FILE) to `id:base64 of 32 random bytes`, for \
                 example `k1:$(head -c 32 /dev/urandom | base64)`; they seal interview tokens and webhook \
                 secrets at rest (`make run` makes a development key by itself)"
            ),
        };
        crate::secrets::Keyring::parse(&text)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Json,
    Text,
}

#[derive(Args, Debug, Clone)]
pub struct Settings {
    #[command(flatten)]
    pub database: DatabaseSettings,

    #[command(flatten)]
    pub secrets: SecretsSettings,

    /// Address and port to listen on.
    #[arg(long, env = "BIND_ADDR", default_value = "127.0.0.1:8080")]
    pub bind_addr: SocketAddr,

    /// Base of the interview links handed to candidates; the token is appended as a path segment.
    #[arg(long, env = "INTERVIEW_URL_BASE", default_value = "https://interview.example.com/i")]
    pub interview_url_base: String,

    /// This API's public address (scheme, host and any path prefix), which report links start with.
    #[arg(long, env = "PUBLIC_URL_BASE", default_value = "http://127.0.0.1:8080")]
    pub public_url_base: String,

    /// Where to serve `/metrics` (Prometheus text format) and `/readyz`, e.g. an address only the
    /// monitoring network reaches.
    #[arg(long, env = "METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,

    /// Without `METRICS_ADDR`: the bearer token `/metrics` needs on the API's address. With
    /// neither, `/metrics` is not served.
    #[arg(long, env = "METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<OperatorToken>,

    /// Export spans over OTLP (HTTP, protobuf) to `{endpoint}/v1/traces`; the other standard
    /// `OTEL_*` variables (headers, timeouts, batching) apply as usual. Unset, nothing is exported.
    #[arg(long, env = "OTEL_EXPORTER_OTLP_ENDPOINT")]
    pub otel_exporter_otlp_endpoint: Option<String>,

    /// Log line format.
    #[arg(long, env = "LOG_FORMAT", value_enum, default_value = "json")]
    pub log_format: LogFormat,

    /// Maximum number of database connections of this instance.
    #[arg(long, env = "DATABASE_POOL_SIZE", default_value_t = 16)]
    pub database_pool_size: u32,

    /// How long a request waits for a free database connection before it is answered 503.
    #[arg(long, env = "DATABASE_ACQUIRE_TIMEOUT_MS", default_value_t = 3000)]
    pub database_acquire_timeout_ms: u64,

    /// Redis URL. When set, every instance shares the rate-limit window through it;
    /// otherwise this instance counts in memory.
    #[arg(long, env = "REDIS_URL")]
    pub redis_url: Option<String>,

    /// How long a Redis command or connection may take; a request whose command takes longer is
    /// counted in memory, and after a few in a row this instance counts in memory until Redis
    /// answers again.
    #[arg(long, env = "REDIS_TIMEOUT_MS", default_value_t = 100)]
    pub redis_timeout_ms: u64,

    /// Requests allowed per API key (or per client address without a valid key) in each 60 s
    /// window.
    #[arg(long, env = "RATE_LIMIT_PER_MINUTE", default_value_t = 100)]
    pub rate_limit_per_minute: u32,

    /// Requests allowed per account in each 60 s window, all its keys (both modes) together, on
    /// top of each key's own limit. Unset, an account's keys are limited each on its own.
    #[arg(long, env = "ACCOUNT_RATE_LIMIT_PER_MINUTE")]
    pub account_rate_limit_per_minute: Option<u32>,

    /// Requests allowed per interview session token in each 60 s window (session endpoints are
    /// limited per token, never per address, so one interview runtime can drive many sessions).
    #[arg(long, env = "SESSION_RATE_LIMIT_PER_MINUTE", default_value_t = 120)]
    pub session_rate_limit_per_minute: u32,

    /// Proxies whose forwarding header names the client: comma-separated CIDRs or addresses.
    /// Unset, the socket peer is the client.
    #[arg(long, env = "TRUSTED_PROXIES", default_value = "", value_parser = TrustedProxies::parse)]
    pub trusted_proxies: TrustedProxies,

    /// The one header the trusted proxies append the client's address to; the other is ignored.
    #[arg(long, env = "FORWARDED_HEADER", value_enum, default_value_t = ForwardedHeader::XForwardedFor)]
    pub forwarded_header: ForwardedHeader,

    /// Longest time one statement of the background workers may take (their deletes run in
    /// batches well within it).
    #[arg(long, env = "WORKER_STATEMENT_TIMEOUT_MS", default_value_t = 300_000)]
    pub worker_statement_timeout_ms: u64,

    /// Longest time a request may take before it is answered 503.
    #[arg(long, env = "REQUEST_TIMEOUT_MS", default_value_t = 30_000)]
    pub request_timeout_ms: u64,

    /// Longest time a client may take to send a request's headers before the connection is closed
    /// (a slow client cannot hold the server's connections). A new connection, HTTP/1 or HTTP/2,
    /// must have sent its first request within it too.
    #[arg(long, env = "HEADER_READ_TIMEOUT_MS", default_value_t = 10_000)]
    pub header_read_timeout_ms: u64,

    /// A connection without a request in progress for this long is closed (frames that are not
    /// a request, such as HTTP/2 PINGs, do not count).
    #[arg(long, env = "CONNECTION_IDLE_TIMEOUT_MS", default_value_t = 60_000)]
    pub connection_idle_timeout_ms: u64,

    /// Interval of HTTP/2 keep-alive pings; a peer that does not answer one within it is closed.
    #[arg(long, env = "HTTP2_KEEPALIVE_INTERVAL_MS", default_value_t = 20_000)]
    pub http2_keepalive_interval_ms: u64,

    /// Open connections at most; beyond, new ones wait in the listen queue until one closes.
    #[arg(long, env = "MAX_CONNECTIONS", default_value_t = 10_000)]
    pub max_connections: usize,

    /// Open connections per client address (an IPv6 client by its /64) at most; beyond, a new
    /// one is closed at once. Trusted proxies are exempt.
    #[arg(long, env = "MAX_CONNECTIONS_PER_ADDRESS", default_value_t = 256)]
    pub max_connections_per_address: usize,

    /// Allow webhook URLs on loopback and private networks (development and tests only).
    #[arg(long, env = "WEBHOOK_ALLOW_PRIVATE", default_value_t = false, action = clap::ArgAction::Set)]
    pub webhook_allow_private: bool,

    /// Hosts Greenhouse's order URLs may name, comma-separated: a `send_test` whose `url` is on
    /// another host is refused, so an order can never aim the completion callback elsewhere.
    #[arg(
        long,
        env = "GREENHOUSE_CALLBACK_HOSTS",
        default_value = "app.greenhouse.io,app.eu.greenhouse.io",
        value_delimiter = ','
    )]
    pub greenhouse_callback_hosts: Vec<String>,

    /// Delays between webhook delivery attempts, comma-separated (`500ms`, `5s`, `5m`, `2h`).
    #[arg(long, env = "WEBHOOK_RETRY_SCHEDULE", default_value = "5s,5m,30m,2h,5h,10h,10h", value_parser = parse_schedule)]
    pub webhook_retry_schedule: Schedule,

    /// The mail server e-mails to candidates go through: `smtp://user:password@host:587` (STARTTLS
    /// whenever the server offers it; `?tls=required` to insist) or `smtps://…:465` (implicit TLS).
    /// Unset, each e-mail is written as an `.eml` file into `EMAIL_DIR` instead (docs/EMAIL.md).
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<SmtpUrl>,

    /// The sender of e-mails to candidates (`Name <address>`); the account's `email_sender_name`
    /// replaces the name. The `Message-ID`s are in its domain.
    #[arg(long, env = "EMAIL_FROM", default_value = "Interviews <interviews@localhost>")]
    pub email_from: lettre::message::Mailbox,

    /// The folder of this instance's journal of reads' audit events (`domain::audit::journal`):
    /// set, a read is answered once its event is in this local file, and the events are written
    /// to the database after it; unset, a read is answered once its event has committed in the
    /// database. Instances may share a folder; one that starts writes out what a stopped one
    /// left there.
    #[arg(long, env = "AUDIT_JOURNAL_DIR")]
    pub audit_journal_dir: Option<std::path::PathBuf>,

    /// Without `SMTP_URL`: the folder each e-mail is written into, as `<id>.eml`.
    #[arg(long, env = "EMAIL_DIR", default_value = "outbox")]
    pub email_dir: std::path::PathBuf,

    /// Delays between attempts to send an e-mail, comma-separated (`500ms`, `5s`, `5m`, `2h`);
    /// after the last one the e-mail fails and `interview_email_failed` is sent.
    #[arg(long, env = "EMAIL_RETRY_SCHEDULE", default_value = "1m,5m,30m,2h,6h,12h", value_parser = parse_schedule)]
    pub email_retry_schedule: Schedule,

    /// How long one e-mail may take to hand to the mail server (connecting, every command, the
    /// data); a server that stalls longer counts as down and the e-mail is retried.
    #[arg(long, env = "SMTP_TIMEOUT_MS", default_value_t = 30_000)]
    pub smtp_timeout_ms: u64,

    /// On an empty database, create a demo account, API key and job, and print a sample request.
    #[arg(long, env = "BOOTSTRAP_DEMO", default_value_t = false)]
    pub bootstrap_demo: bool,

    /// Create the database if missing and apply pending migrations before serving. In
    /// production set `false` and run `interview-api migrate` as a step of its own: the server
    /// then changes no schema and refuses to start on a database that lacks its migrations.
    #[arg(long, env = "MIGRATE_ON_START", default_value_t = true, action = clap::ArgAction::Set)]
    pub migrate_on_start: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Schedule(pub Vec<Duration>);

fn parse_schedule(text: &str) -> Result<Schedule, String> {
    text.split(',')
        .map(|part| parse_duration(part.trim()))
        .collect::<Result<_, _>>()
        .map(Schedule)
}

fn parse_duration(text: &str) -> Result<Duration, String> {
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number
        .parse()
        .map_err(|_| format!("`{text}` is not a duration like 5s, 5m or 2h"))?;
    Ok(match unit {
        "ms" => Duration::from_millis(n),
        "s" => Duration::from_secs(n),
        "m" => Duration::from_secs(n * 60),
        "h" => Duration::from_secs(n * 3600),
        _ => return Err(format!("`{text}` is not a duration like 5s, 5m or 2h")),
    })
}

impl Settings {
    /// Settings from flags as `interview-api serve` would read them (after the environment).
    pub fn from_args<I: IntoIterator<Item = T>, T: Into<std::ffi::OsString> + Clone>(
        args: I,
    ) -> Result<Settings, clap::Error> {
        #[derive(clap::Parser)]
        #[command(args_override_self = true)]
        struct Serve {
            #[command(flatten)]
            settings: Settings,
        }
        let args = std::iter::once(std::ffi::OsString::from("serve")).chain(args.into_iter().map(Into::into));
        <Serve as clap::Parser>::try_parse_from(args).map(|serve| serve.settings)
    }

    /// Settings for the operator commands, which only need the database.
    pub fn for_tools(database: DatabaseSettings) -> Settings {
        let mut settings = Settings::from_args(["--database-pool-size", "2"]).expect("defaults parse");
        settings.database = database;
        settings
    }

    pub fn request_timeout(&self) -> Duration {
        Duration::from_millis(self.request_timeout_ms)
    }

    pub fn redis_timeout(&self) -> Duration {
        Duration::from_millis(self.redis_timeout_ms)
    }

    pub fn connection_idle_timeout(&self) -> Duration {
        Duration::from_millis(self.connection_idle_timeout_ms)
    }

    pub fn http2_keepalive_interval(&self) -> Duration {
        Duration::from_millis(self.http2_keepalive_interval_ms)
    }

    pub fn header_read_timeout(&self) -> Duration {
        Duration::from_millis(self.header_read_timeout_ms)
    }

    pub fn database_acquire_timeout(&self) -> Duration {
        Duration::from_millis(self.database_acquire_timeout_ms)
    }
}

/// A token the operator's tools present; never printed.
#[derive(Clone)]
pub struct OperatorToken(String);

impl OperatorToken {
    /// Compared in constant time.
    pub fn matches(&self, given: &str) -> bool {
        use subtle::ConstantTimeEq;
        !self.0.is_empty() && bool::from(self.0.as_bytes().ct_eq(given.as_bytes()))
    }
}

impl std::str::FromStr for OperatorToken {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        if text.len() < 16 {
            return Err("must be at least 16 characters".to_owned());
        }
        Ok(OperatorToken(text.to_owned()))
    }
}

impl std::fmt::Debug for OperatorToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OperatorToken(..)")
    }
}

/// The mail server's URL (`smtp://` or `smtps://`). Its `Debug` hides the password.
#[derive(Clone)]
pub struct SmtpUrl(pub String);

impl std::str::FromStr for SmtpUrl {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match reqwest::Url::parse(text) {
            Ok(url) if matches!(url.scheme(), "smtp" | "smtps") && url.host_str().is_some() => {
                Ok(SmtpUrl(text.to_owned()))
            }
            _ => Err("must be smtp://[user:password@]host[:port][?tls=required] or smtps://…".to_owned()),
        }
    }
}

impl fmt::Debug for SmtpUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let redacted = match reqwest::Url::parse(&self.0) {
            Ok(mut url) if url.password().is_some() => {
                let _ = url.set_password(Some("***"));
                url.to_string()
            }
            Ok(url) => url.to_string(),
            Err(_) => "<unparsable>".to_owned(),
        };
        f.debug_tuple("SmtpUrl").field(&redacted).finish()
    }
}

impl Settings {
    /// How long one e-mail may take to hand to the mail server.
    pub fn smtp_timeout(&self) -> Duration {
        Duration::from_millis(self.smtp_timeout_ms)
    }
}

/// The forwarding header trusted proxies write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For: client, proxy1, ...`
    #[value(name = "x-forwarded-for")]
    XForwardedFor,
    /// `Forwarded: for=client, for=proxy1, ...` (RFC 7239)
    #[value(name = "forwarded")]
    Forwarded,
}

/// The networks whose forwarding headers are believed.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TrustedProxies(pub Vec<IpNet>);

impl TrustedProxies {
    /// A comma-separated list of CIDRs or single addresses (`10.0.0.0/8, 192.0.2.7`).
    pub fn parse(text: &str) -> Result<TrustedProxies, String> {
        text.split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(|part| {
                part.parse::<IpNet>()
                    .or_else(|_| part.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("`{part}` is not a CIDR or an IP address"))
            })
            .collect::<Result<_, _>>()
            .map(TrustedProxies)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_retry_schedule_is_the_documented_one() {
        let schedule = parse_schedule("5s,5m,30m,2h,5h,10h,10h").unwrap();
        assert_eq!(schedule.0[0], Duration::from_secs(5));
        assert_eq!(schedule.0[6], Duration::from_secs(36_000));
        assert!(parse_schedule("5x").is_err());
    }

    #[test]
    fn database_settings_never_print_the_password() {
        let settings = DatabaseSettings {
            database_url: "postgres://app:hunter2@db:5432/x".into(),
            database_replica_url: Some("postgres://app:hunter3@replica:5432/x".into()),
            replica_max_lag_ms: 5_000,
        };
        assert!(!format!("{settings:?}").contains("hunter2"));
        assert!(!format!("{settings:?}").contains("hunter3"));
    }
}
