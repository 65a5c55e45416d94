//! One file per subcommand.

pub mod batch;
pub mod fix;
pub mod localize;
mod output;
pub mod ping;
pub mod status;
mod target;

/// Prints `value` as pretty JSON on stdout.
pub fn print_json(value: &impl serde::Serialize) {
    println!(
        "{}",
        serde_json::to_string_pretty(value).expect("output serializes")
    );
}
