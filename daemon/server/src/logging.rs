//! Logs go to stderr or `--log-file`; never to stdout, which carries protocol frames.

use std::path::Path;
use std::sync::Mutex;

use tracing_subscriber::EnvFilter;

/// `REPAIRD_LOG` (an env-filter directive) wins over `level`.
pub fn init(level: &str, log_file: Option<&Path>) -> anyhow::Result<()> {
    let filter = EnvFilter::try_from_env("REPAIRD_LOG").or_else(|_| EnvFilter::try_new(level))?;
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(false);
    match log_file {
        Some(path) => {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| anyhow::anyhow!("cannot open log file {}: {e}", path.display()))?;
            builder.with_writer(Mutex::new(file)).init();
        }
        None => builder.with_writer(std::io::stderr).init(),
    }
    Ok(())
}
