//! `window/workDoneProgress/cancel`: the user cancelled a running `repair.fix` from its
//! progress indicator.

use async_lsp::lsp_types::{notification, WorkDoneProgressCancelParams};

use crate::analysis::progress::token_key;
use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct WorkDoneProgressCancel;
lsp_method!(notification WorkDoneProgressCancel, notification::WorkDoneProgressCancel);

impl Notification for WorkDoneProgressCancel {
    fn run(session: &mut Session, params: WorkDoneProgressCancelParams) {
        if !session.analyses.cancel_progress(&token_key(&params.token)) {
            tracing::debug!(token = ?params.token, "cancel for a progress that is not running");
        }
    }
}
