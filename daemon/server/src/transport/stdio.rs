//! `repaird --stdio`: one connection over stdin/stdout (editors).

use std::sync::Arc;

use tokio::io::BufReader;

use super::connection::{self, ConnectionContext, Ending};
use crate::daemon::DaemonState;
use crate::session::Transport;

/// Serves until `exit` or end of input; returns the process exit code (LSP: 0 when `exit`
/// followed `shutdown`, 1 when it did not).
pub async fn serve(daemon: Arc<DaemonState>) -> u8 {
    let context = ConnectionContext {
        daemon,
        transport: Transport::Stdio,
        token: None,
    };
    let ending = connection::serve(
        BufReader::new(tokio::io::stdin()),
        tokio::io::stdout(),
        context,
    )
    .await;
    match ending {
        Ending::Exit {
            after_shutdown: true,
        }
        | Ending::Closed => 0,
        Ending::Exit {
            after_shutdown: false,
        }
        | Ending::Failed => 1,
    }
}
