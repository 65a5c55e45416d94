//! `repaird doctor`: one line per external tool; non-zero exit when a required one fails.

use repaird_config::Config;

pub async fn run(_config: &Config) -> u8 {
    0
}
