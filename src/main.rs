use clap::Parser;
use interview_api::cli::{AdminCommand, Cli, Command};

#[tokio::main]
async fn main() {
    let cli = Cli::parse();
    if let Err(error) = run(cli).await {
        eprintln!("interview-api: {error:#}");
        std::process::exit(1);
    }
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve(settings) => {
            interview_api::telemetry::init(settings.log_format);
            let listener = tokio::net::TcpListener::bind(settings.bind_addr).await?;
            interview_api::server::run(*settings, listener, interview_api::telemetry::shutdown_signal()).await
        }
        Command::Migrate(database) => {
            let settings = interview_api::config::Settings::for_tools(database);
            interview_api::db::connect_and_migrate(&settings).await.map(drop)
        }
        Command::Accounts { database, command } => {
            interview_api::cli::run_admin(&database, AdminCommand::Accounts(command)).await
        }
        Command::Credits { database, command } => {
            interview_api::cli::run_admin(&database, AdminCommand::Credits(command)).await
        }
        Command::Keys { database, command } => {
            interview_api::cli::run_admin(&database, AdminCommand::Keys(command)).await
        }
    }
}
