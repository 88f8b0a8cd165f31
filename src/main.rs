//! The `interview-api` binary: reads the command line and runs the server or an operator command.

use anyhow::Context;
use clap::Parser;
use interview_api::admin::cli::{AdminCommand, Cli, Command, SecretsCommand, core, rotate_secrets, run_admin};

fn main() {
    interview_api::allocator::configure();
    let cli = Cli::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap_or_else(|error| {
            eprintln!("interview-api: cannot start the runtime: {error}");
            std::process::exit(1);
        });
    if let Err(error) = runtime.block_on(run(cli)) {
        eprintln!("interview-api: {}", one_line(&error));
        std::process::exit(1);
    }
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve(settings) => {
            let _telemetry = interview_api::telemetry::init(
                settings.log_format,
                settings
                    .otel_exporter_otlp_endpoint
                    .as_deref()
                    .filter(|e| !e.is_empty()),
            );
            // Every connection is a file descriptor: allow as many as the system lets this
            // process have, so `MAX_CONNECTIONS` is the limit that applies.
            if let Err(error) = rlimit::increase_nofile_limit(u64::MAX) {
                tracing::warn!(%error, "cannot raise the limit of open files");
            }
            let listener = tokio::net::TcpListener::bind(settings.bind_addr)
                .await
                .with_context(|| format!("cannot listen on {}", settings.bind_addr))?;
            interview_api::app::run(*settings, listener, interview_api::telemetry::shutdown_signal()).await
        }
        Command::Migrate { database, secrets } => interview_api::admin::cli::migrate(database, &secrets).await,
        Command::Secrets {
            database,
            secrets,
            command: SecretsCommand::Rotate { json },
        } => {
            interview_api::secrets::install(secrets.keyring()?);
            rotate_secrets(&core(database, false).await?, json).await
        }
        Command::Healthcheck { url } => interview_api::admin::cli::healthcheck(&url).await,
        Command::Accounts { database, command } => {
            run_admin(&core(database, true).await?, AdminCommand::Accounts(command)).await
        }
        Command::Credits { database, command } => {
            run_admin(&core(database, true).await?, AdminCommand::Credits(command)).await
        }
        Command::Keys { database, command } => {
            run_admin(&core(database, true).await?, AdminCommand::Keys(command)).await
        }
    }
}

/// The error and its causes on one line. A cause its parent already quotes is left out: sqlx's
/// I/O error repeats its source ("error communicating with database: Connection refused").
fn one_line(error: &anyhow::Error) -> String {
    let mut parts: Vec<String> = Vec::new();
    for cause in error.chain() {
        let text = cause.to_string().replace(['\r', '\n'], " ");
        if !parts.last().is_some_and(|parent| parent.ends_with(&text)) {
            parts.push(text);
        }
    }
    parts.join(": ")
}
