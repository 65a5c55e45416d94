//! One file per subcommand.

pub mod ping;
pub mod status;

/// Prints `value` as pretty JSON on stdout.
pub fn print_json(value: &impl serde::Serialize) {
    println!(
        "{}",
        serde_json::to_string_pretty(value).expect("output serializes")
    );
}
