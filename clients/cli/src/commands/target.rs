//! What `localize`, `fix` and `batch` send: absolute paths (the daemon may run elsewhere in
//! the file system tree), and how daemon errors become exit codes.

use std::path::Path;

use repair_cli::connection::ClientError;
use repaird_protocol::error_codes;
use repaird_protocol::target::Target;

use crate::cli::Failure;

/// JSON-RPC "invalid params".
const INVALID_PARAMS: i64 = -32602;

pub fn target(file: &Path, tests: Option<&Path>) -> Result<Target, Failure> {
    if !file.is_file() {
        return Err(Failure::Usage(format!("{}: no such file", file.display())));
    }
    let absolute = |p: &Path| {
        std::path::absolute(p)
            .map(|p| p.display().to_string())
            .map_err(|e| Failure::Usage(format!("{}: {e}", p.display())))
    };
    Ok(Target {
        path: Some(absolute(file)?),
        uri: None,
        tests: tests.map(absolute).transpose()?,
    })
}

/// Problems with the program or its tests exit 2; the daemon's own failures exit 3.
pub fn failure(error: ClientError) -> Failure {
    match error {
        ClientError::Rpc { code, message, .. }
            if [
                i64::from(error_codes::INPUT_ERROR),
                i64::from(error_codes::NO_TESTS),
                INVALID_PARAMS,
            ]
            .contains(&code) =>
        {
            Failure::Usage(message)
        }
        other => Failure::Daemon(other.to_string()),
    }
}

/// The progress token the CLI hands the daemon.
pub fn progress_token() -> repaird_protocol::target::ProgressToken {
    repaird_protocol::target::ProgressToken::String(format!("repair-cli/{}", std::process::id()))
}
