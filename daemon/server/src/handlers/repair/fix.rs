//! `repair/fix`: validated patches for a program, for thin clients; with `apply`, the best
//! one is written to the file. Progress on the client's `workDoneToken`; a cancelled request
//! (the answer future dropped) cancels the driver through the drop guard.

use std::future::Future;
use std::path::Path;

use repaird_driver::Patch;
use repaird_protocol::fix::{Fix as FixMethod, FixParams, FixResult};

use crate::analysis::progress::Reporter;
use crate::analysis::{edits, run, target, wire};
use crate::handlers::{repair_method, DeferredRequest, HandlerResult};
use crate::session::Session;

pub struct Fix;
repair_method!(Fix, FixMethod);

impl DeferredRequest for Fix {
    fn start(
        session: &mut Session,
        params: FixParams,
    ) -> impl Future<Output = HandlerResult<FixResult>> + Send + 'static {
        let resolved = target::resolve(&params.target).and_then(|r| session.confine_target(r));
        let config = session.daemon.config();
        let reporter = params
            .work_done_token
            .as_ref()
            .map(|token| Reporter::from_protocol(session.client.clone(), token));
        let cancel = session.analyses.connection_token();
        async move {
            let guard = cancel.clone().drop_guard();
            let (path, tests) = resolved?;
            let suite = run::load_suite(path.clone(), tests).await?;
            let before = read(&path).await?;
            let options = target::repair_options(&config, params.time_budget_ms, suite);
            let outcome = run::repair(path.clone(), options, reporter, cancel).await?;
            guard.disarm();
            if outcome.cancelled {
                return Err(target::cancelled());
            }
            let applied = match outcome.patches.first() {
                Some(best) if params.apply => write_patch(&path, &before, best).await?,
                _ => false,
            };
            Ok(wire::fix_result(&path, &outcome, applied))
        }
    }
}

async fn read(path: &Path) -> HandlerResult<String> {
    tokio::fs::read_to_string(path)
        .await
        .map_err(|e| target::input_error(format!("{}: {e}", path.display())))
}

/// Writes `patch` into the file, refusing when the file changed since the repair read it.
async fn write_patch(path: &Path, before: &str, patch: &Patch) -> HandlerResult<bool> {
    let text = read(path).await?;
    if text != before {
        return Err(target::input_error(format!(
            "{} changed during the repair; the patch was not applied",
            path.display()
        )));
    }
    tokio::fs::write(path, edits::apply_to_text(&text, patch))
        .await
        .map_err(|e| target::input_error(format!("{}: {e}", path.display())))?;
    Ok(true)
}
