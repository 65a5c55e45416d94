//! The `repaird` command line.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use repaird_config::Config;

use crate::daemon::DaemonState;
use crate::transport::{stdio, tcp};
use crate::{doctor, logging};

#[derive(Debug, Parser)]
#[command(
    name = "repaird",
    version,
    about = "Localizes and repairs bugs in C programs; speaks LSP."
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// Serve one client over stdin/stdout (editors).
    #[arg(long, conflicts_with = "listen")]
    stdio: bool,
    /// Serve TCP clients on ADDR (default: tcp.listen from the config). Needs a token.
    #[arg(long, value_name = "ADDR", num_args = 0..=1, default_missing_value = "")]
    listen: Option<String>,
    /// Allow a non-loopback --listen address.
    #[arg(long, requires = "listen")]
    allow_remote: bool,
    /// A directory clients may work in (repeatable). TCP clients are confined to these and
    /// to files they opened with the exact saved content; so are stdio clients once a root or
    /// a workspace folder is known.
    #[arg(long = "root", value_name = "DIR", global = true)]
    roots: Vec<PathBuf>,
    /// Config file (default: the built-in copy of configs/repaird.toml).
    #[arg(long, value_name = "FILE", global = true)]
    config: Option<PathBuf>,
    /// Write logs to FILE instead of stderr.
    #[arg(long, value_name = "FILE", global = true)]
    log_file: Option<PathBuf>,
    /// Log filter (e.g. `info`, `repaird=debug`); the REPAIRD_LOG variable wins.
    #[arg(long, value_name = "FILTER", global = true, default_value = "info")]
    log_level: String,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check that the compiler, gdb and the configured solvers are found and answer.
    Doctor,
    /// Solver sessions: replay a recorded transcript.
    Solvers {
        #[command(subcommand)]
        command: crate::solvers_cli::SolversCommand,
    },
}

const USAGE_ERROR: u8 = 2;

pub fn main() -> ExitCode {
    let args = Args::parse();
    if let Err(e) = logging::init(&args.log_level, args.log_file.as_deref()) {
        eprintln!("repaird: {e}");
        return ExitCode::from(USAGE_ERROR);
    }
    let config = match &args.config {
        Some(path) => Config::load(path),
        None => Ok(Config::builtin()),
    };
    let config = match config {
        Ok(config) => config,
        Err(e) => {
            eprintln!("repaird: {e}");
            return ExitCode::from(USAGE_ERROR);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("repaird: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let code = runtime.block_on(run(args, config));
    // stdin is read on a blocking thread that may never return; do not wait for it.
    runtime.shutdown_timeout(Duration::from_millis(200));
    // Blocking work (a test suite, a compiler) may still run on its own thread; it gets no new
    // scratch directory, its children are ended, and the directories it holds are removed here
    // rather than when it unwinds, which may be after the process is gone.
    repaird_owned::scratch::refuse_new();
    let mut ended = crate::transport::shutdown::end_children(Duration::from_secs(2));
    // A suite may start one more test meanwhile (in a directory it already holds): ended too.
    let deadline = std::time::Instant::now() + Duration::from_millis(600);
    while ended > 0 && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
        ended = crate::transport::shutdown::end_children(Duration::from_millis(500));
    }
    repaird_owned::scratch::remove_all();
    ExitCode::from(code)
}

async fn run(args: Args, config: Config) -> u8 {
    match args.command {
        Some(Command::Doctor) => return doctor::run(&config).await,
        Some(Command::Solvers { command }) => {
            return crate::solvers_cli::run(&config, command).await
        }
        None => {}
    }
    let daemon = DaemonState::new(config);
    daemon.set_workspace_roots(args.roots.clone());
    let serving = async {
        if args.stdio {
            stdio::serve(daemon).await
        } else if let Some(address) = args.listen {
            let address = Some(address).filter(|a| !a.is_empty());
            match tcp::serve(
                daemon,
                tcp::ListenOptions {
                    address,
                    allow_remote: args.allow_remote,
                },
            )
            .await
            {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("repaird: {e:#}");
                    USAGE_ERROR
                }
            }
        } else {
            eprintln!("repaird: give --stdio, --listen [ADDR], or a subcommand (see --help)");
            USAGE_ERROR
        }
    };
    tokio::select! {
        code = serving => code,
        () = terminated() => {
            tracing::info!("terminated by signal; shutting down");
            0
        }
    }
}

async fn terminated() {
    use tokio::signal::unix::{signal, SignalKind};
    match (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) {
        (Ok(mut term), Ok(mut int)) => {
            tokio::select! {
                _ = term.recv() => {}
                _ = int.recv() => {}
            }
        }
        _ => std::future::pending().await,
    }
}
