//! `repaird`: see the crate docs in lib.rs.

fn main() -> std::process::ExitCode {
    repaird::cli::main()
}
