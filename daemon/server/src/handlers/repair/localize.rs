//! `repair/localize`: ranked suspicious statements of a program, for thin clients.

use std::future::Future;
use std::time::Instant;

use repaird_protocol::localize::{Localize as LocalizeMethod, LocalizeParams, LocalizeResult};

use crate::analysis::line_index::LineIndex;
use crate::analysis::progress::Reporter;
use crate::analysis::{run, target, wire};
use crate::handlers::{repair_method, DeferredRequest, HandlerResult};
use crate::session::Session;

pub struct Localize;
repair_method!(Localize, LocalizeMethod);

impl DeferredRequest for Localize {
    fn start(
        session: &mut Session,
        params: LocalizeParams,
    ) -> impl Future<Output = HandlerResult<LocalizeResult>> + Send + 'static {
        let resolved = target::resolve(&params.target).and_then(|r| session.confine_target(r));
        let limits = target::run_limits(&session.daemon.config());
        let reporter = params
            .work_done_token
            .as_ref()
            .map(|token| Reporter::from_protocol(session.client.clone(), token));
        async move {
            let (path, tests) = resolved?;
            let started = Instant::now();
            if let Some(reporter) = &reporter {
                reporter.begin("Localizing", false);
            }
            let localized = run::localize(path.clone(), tests, limits).await;
            if let Some(reporter) = &reporter {
                reporter.end(match &localized {
                    Ok((_, l)) => format!("{} failing tests", l.failing_tests().len()),
                    Err(e) => e.message.clone(),
                });
            }
            let (_, localization) = localized?;
            let text = tokio::fs::read_to_string(&path)
                .await
                .map_err(|e| target::input_error(format!("{}: {e}", path.display())))?;
            Ok(wire::localize_result(
                &path,
                &localization,
                &LineIndex::new(&text),
                started.elapsed(),
            ))
        }
    }
}
