//! The background job behind test-driven diagnostics, one per document: find the tests, build
//! and run them, publish ranked suspects, then search for verified fixes and publish again.
//!
//! Jobs start on `didOpen` and `didSave` and never block the main loop. The tests run the file
//! on disk, so a buffer that differs from it (unsaved edits) waits for the next save.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use async_lsp::ClientSocket;
use repaird_config::Config;
use repaird_driver::subject::Subject;
use repaird_driver::DriverError;
use repaird_runner::{SpecError, TestSuite};

use super::diagnostics::{self, MAX_SUSPECTS};
use super::line_index::LineIndex;
use super::state::{Analyses, Findings, Ticket};
use super::{run, target, ClientFeatures};
use crate::documents::PositionEncoding;
use crate::session::Session;

/// Everything a job needs, copied off the session so the job owns it.
struct Job {
    ticket: Ticket,
    text: String,
    encoding: PositionEncoding,
    features: ClientFeatures,
    client: ClientSocket,
    config: Arc<Config>,
    analyses: Analyses,
}

/// Whether the daemon analyses this document: C, by language id or file name.
pub fn is_c(uri: &str, language_id: &str) -> bool {
    language_id == "c" || (language_id.is_empty() && uri.ends_with(".c")) || uri.ends_with(".c")
}

/// Starts (or restarts) the job for `uri`; a running job for an older version is cancelled
/// and its results are discarded.
pub fn schedule(session: &Session, uri: &str) {
    let Ok(document) = session.documents.get(uri) else {
        return;
    };
    if !is_c(uri, document.language_id()) {
        return;
    }
    let job = Job {
        ticket: session.analyses.begin(uri, document.version()),
        text: document.text(),
        encoding: session.encoding,
        features: session.client_features,
        client: session.client.clone(),
        config: session.daemon.config(),
        analyses: session.analyses.clone(),
    };
    tokio::spawn(job.run());
}

impl Job {
    fn publish(
        &self,
        diagnostics: Vec<async_lsp::lsp_types::Diagnostic>,
        findings: Option<Findings>,
    ) -> bool {
        self.analyses
            .publish(&self.client, &self.ticket, diagnostics, findings)
    }

    async fn run(self) {
        let uri = self.ticket.uri.clone();
        if !self.config.localization.enabled {
            self.publish(Vec::new(), None);
            return;
        }
        let Some(path) = target::path_of_uri(&uri) else {
            return;
        };
        match tokio::fs::read_to_string(&path).await {
            Ok(saved) if saved == self.text => {}
            Ok(_) => {
                tracing::debug!(
                    uri,
                    "buffer differs from the saved file; waiting for a save"
                );
                return;
            }
            Err(e) => {
                tracing::debug!(uri, "cannot read the saved file: {e}");
                return;
            }
        }
        let index = LineIndex::new(&self.text);
        let suite = {
            let path = path.clone();
            tokio::task::spawn_blocking(move || target::load_suite(&path, None)).await
        };
        let suite = match suite {
            Ok(Ok(suite)) => suite,
            Ok(Err(DriverError::Spec(SpecError::NotFound { .. }) | DriverError::NoTests)) => {
                self.publish(Vec::new(), None);
                return;
            }
            Ok(Err(e)) => {
                let diagnostic = diagnostics::for_tests_error(e.to_string(), &index, self.encoding);
                self.publish(vec![diagnostic], None);
                return;
            }
            Err(e) => {
                tracing::error!(uri, "test discovery stopped: {e}");
                return;
            }
        };
        if self.ticket.cancel.is_cancelled() {
            return;
        }
        let Some(suspects) = self.localize(&path, &suite, &index).await else {
            return;
        };
        if suspects.is_empty() || self.ticket.cancel.is_cancelled() {
            return;
        }
        self.search_fixes(path, suite, suspects, index).await;
    }

    /// Publishes the ranked suspects (or the compiler's complaints); returns the suspects.
    async fn localize(
        &self,
        path: &Path,
        suite: &TestSuite,
        index: &LineIndex,
    ) -> Option<Vec<repaird_driver::Suspect>> {
        let limits = target::run_limits(&self.config);
        // cvc5 1.0.3 blows up on the clause-weighted MaxSMT loop, so only z3 or yices serve.
        let formula = repaird_driver::formula::FormulaOptions {
            solver: self
                .config
                .solver_names()
                .into_iter()
                .find(|n| n == "z3" || n == "yices")
                .unwrap_or_else(|| "z3".into()),
            ..Default::default()
        };
        let localized = {
            let (path, suite) = (path.to_path_buf(), suite.clone());
            tokio::task::spawn_blocking(move || {
                let subject = Subject::load(&path)?;
                repaird_driver::localize::localize_with_options(&subject, suite, &limits, &formula)
            })
            .await
        };
        let localization = match localized {
            Ok(Ok(localization)) => localization,
            Ok(Err(DriverError::Build(failure))) => {
                self.publish_compiler_errors(path.to_path_buf(), failure.to_string(), index)
                    .await;
                return None;
            }
            Ok(Err(DriverError::Parse { message, .. })) => {
                self.publish_compiler_errors(path.to_path_buf(), message, index)
                    .await;
                return None;
            }
            Ok(Err(e)) => {
                tracing::warn!(uri = self.ticket.uri, "localization failed: {e}");
                return None;
            }
            Err(e) => {
                tracing::error!(uri = self.ticket.uri, "localization stopped: {e}");
                return None;
            }
        };
        for note in &localization.notes {
            tracing::debug!(uri = self.ticket.uri, "{note}");
        }
        let suspects = localization.published(MAX_SUSPECTS);
        let diagnostics = self.diagnostics(&suspects, suite, index, &[]);
        let findings = self.findings(index, Vec::new(), diagnostics.clone());
        self.publish(diagnostics, Some(findings))
            .then_some(suspects)
    }

    async fn search_fixes(
        &self,
        path: PathBuf,
        suite: TestSuite,
        suspects: Vec<repaird_driver::Suspect>,
        index: LineIndex,
    ) {
        let options = target::repair_options(&self.config, None, suite.clone());
        let outcome = run::repair(path, options, None, self.ticket.cancel.child_token()).await;
        match outcome {
            Ok(outcome) if !outcome.cancelled && !outcome.patches.is_empty() => {
                let diagnostics = self.diagnostics(&suspects, &suite, &index, &outcome.patches);
                let findings = self.findings(&index, outcome.patches, diagnostics.clone());
                self.publish(diagnostics, Some(findings));
            }
            Ok(outcome) => tracing::debug!(uri = self.ticket.uri, "{}", outcome.summary),
            Err(e) => tracing::warn!(uri = self.ticket.uri, "repair failed: {}", e.message),
        }
    }

    fn diagnostics(
        &self,
        suspects: &[repaird_driver::Suspect],
        suite: &TestSuite,
        index: &LineIndex,
        patches: &[repaird_driver::Patch],
    ) -> Vec<async_lsp::lsp_types::Diagnostic> {
        let cx = diagnostics::Context {
            index,
            encoding: self.encoding,
            features: self.features,
            suite,
            patches,
        };
        diagnostics::for_suspects(suspects, &cx)
    }

    fn findings(
        &self,
        index: &LineIndex,
        patches: Vec<repaird_driver::Patch>,
        diagnostics: Vec<async_lsp::lsp_types::Diagnostic>,
    ) -> Findings {
        Findings {
            version: self.ticket.version,
            index: index.clone(),
            patches,
            diagnostics,
        }
    }

    async fn publish_compiler_errors(&self, path: PathBuf, fallback: String, index: &LineIndex) {
        let text = self.text.clone();
        let parsed = {
            let path = path.clone();
            tokio::task::spawn_blocking(move || {
                repaird_cfront::parse_source(&path, &text, &repaird_cfront::ParseOptions::default())
            })
            .await
        };
        let found: Vec<_> = parsed
            .map(|outcome| outcome.diagnostics)
            .unwrap_or_default()
            .into_iter()
            .filter(|d| d.file == path || d.file.file_name() == path.file_name())
            .collect();
        let diagnostics = diagnostics::for_compiler(&found, index, self.encoding, &fallback);
        self.publish(diagnostics, None);
    }
}
