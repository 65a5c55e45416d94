//! `repair`: the thin client of repaird.

mod cli;
mod commands;

fn main() -> std::process::ExitCode {
    cli::main()
}
