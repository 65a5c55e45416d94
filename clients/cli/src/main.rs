//! `repair`: the thin client of repaird.

mod cli;
mod commands;
mod debug;

fn main() -> std::process::ExitCode {
    cli::main()
}
