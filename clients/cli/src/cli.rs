//! Arguments, daemon selection, exit codes.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use repair_cli::connection::Connection;
use repair_cli::launch::{self, LaunchError};

use crate::commands;

#[derive(Debug, Parser)]
#[command(
    name = "repair",
    version,
    about = "Thin client of repaird: localize and repair C programs."
)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
    /// Talk to `repaird --listen` at HOST:PORT instead of starting an embedded daemon.
    #[arg(long, global = true, value_name = "HOST:PORT")]
    server: Option<String>,
    /// Token for --server (default: the REPAIRD_TOKEN environment variable).
    #[arg(long, global = true, env = "REPAIRD_TOKEN", hide_env_values = true)]
    token: Option<String>,
    /// The repaird executable for the embedded daemon (default: next to `repair`, else PATH).
    #[arg(long, global = true, value_name = "PATH")]
    repaird: Option<PathBuf>,
    /// Config file for the embedded daemon.
    #[arg(long, global = true, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Machine-readable output.
    #[arg(long, global = true)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Round trip to the daemon; prints the latency.
    Ping,
    /// Daemon version, uptime, config summary, documents and connections.
    Status,
    /// Ranked suspicious statements of FILE, from its failing tests.
    Localize(commands::localize::LocalizeArgs),
    /// Validated patches for FILE as unified diffs (exit 1 when none is found).
    Fix(commands::fix::FixArgs),
    /// Repair every C file with tests under DIR; a summary table at the end.
    Batch(commands::batch::BatchArgs),
    /// The interactive debug-localize-repair shell on FILE (`--script CMDS` runs a file).
    Debug(crate::debug::DebugArgs),
}

/// Exit codes: 0 ok (fixed, or nothing to fix), 1 no patch found, 2 usage or input error,
/// 3 daemon or solver failure.
pub enum Failure {
    /// The repair ran but found no patch (exit 1).
    NotFixed(String),
    Usage(String),
    Daemon(String),
}

impl From<repair_cli::connection::ClientError> for Failure {
    fn from(e: repair_cli::connection::ClientError) -> Failure {
        Failure::Daemon(e.to_string())
    }
}

impl From<LaunchError> for Failure {
    fn from(e: LaunchError) -> Failure {
        Failure::Daemon(e.to_string())
    }
}

pub fn main() -> ExitCode {
    let args = Args::parse(); // usage errors exit 2 here
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            return fail(Failure::Daemon(format!(
                "cannot start the async runtime: {e}"
            )))
        }
    };
    match runtime.block_on(run(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => fail(failure),
    }
}

fn fail(failure: Failure) -> ExitCode {
    match failure {
        Failure::NotFixed(message) => {
            eprintln!("repair: {message}");
            ExitCode::from(1)
        }
        Failure::Usage(message) => {
            eprintln!("repair: {message}");
            ExitCode::from(2)
        }
        Failure::Daemon(message) => {
            eprintln!("repair: {message}");
            ExitCode::from(3)
        }
    }
}

async fn run(args: &Args) -> Result<(), Failure> {
    let mut connection = connect(args).await?;
    match args.command {
        Command::Ping => commands::ping::run(&mut connection, args).await?,
        Command::Status => commands::status::run(&mut connection, args).await?,
        Command::Localize(ref c) => commands::localize::run(&mut connection, args, c).await?,
        Command::Fix(ref c) => commands::fix::run(&mut connection, args, c).await?,
        Command::Batch(ref c) => commands::batch::run(&mut connection, args, c).await?,
        Command::Debug(ref c) => crate::debug::run(&mut connection, args, c).await?,
    }
    connection.finish().await?;
    Ok(())
}

async fn connect(args: &Args) -> Result<Connection, Failure> {
    match &args.server {
        Some(address) => {
            let token = args
                .token
                .as_deref()
                .filter(|t| !t.is_empty())
                .ok_or_else(|| {
                    Failure::Usage(
                        "--server needs a token: pass --token or set REPAIRD_TOKEN".into(),
                    )
                })?;
            Ok(launch::remote(address, token).await?)
        }
        None => {
            let repaird = args.repaird.clone().unwrap_or_else(launch::default_repaird);
            Ok(launch::embedded(&repaird, args.config.as_deref()).await?)
        }
    }
}
