//! The `interview-api` binary: reads the command line and runs the server or an operator command.

use anyhow::Context;
use clap::Parser;
use interview_api::admin::cli::{AdminCommand, Cli, Command, SecretsCommand};

fn main() {
    keep_the_heap_small();
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

/// glibc's allocator, set before any thread starts, so that a burst (a page of candidates, a
/// batch of invitations) does not leave its memory behind for good: one arena per core, which is
/// one per worker thread of the runtime (a thread of its own arena each would keep what its
/// bursts freed; a single arena shared by the workers makes them wait on its lock, a futex call
/// per contended allocation), blocks of 64 KiB and more mapped on their own and returned when
/// freed, and free memory at the top of the heap returned beyond 128 KiB. Fixing the two
/// thresholds also stops glibc from raising them after each large block it frees. Measured in
/// BENCHMARKS.md.
#[allow(unsafe_code)] // mallopt only sets parameters; it runs before any other thread exists.
fn keep_the_heap_small() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let arenas = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        // SAFETY: mallopt takes two integers and changes the allocator's parameters, called here
        // before the runtime or anything else has started a thread.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, libc::c_int::try_from(arenas).unwrap_or(1));
            libc::mallopt(libc::M_MMAP_THRESHOLD, 64 * 1024);
            libc::mallopt(libc::M_TRIM_THRESHOLD, 128 * 1024);
        }
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
        } => interview_api::admin::cli::rotate_secrets(database, &secrets, json).await,
        Command::Healthcheck { url } => interview_api::admin::cli::healthcheck(&url).await,
        Command::Accounts { database, command } => {
            interview_api::admin::cli::run_admin(&database, AdminCommand::Accounts(command)).await
        }
        Command::Credits { database, command } => {
            interview_api::admin::cli::run_admin(&database, AdminCommand::Credits(command)).await
        }
        Command::Keys { database, command } => {
            interview_api::admin::cli::run_admin(&database, AdminCommand::Keys(command)).await
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
