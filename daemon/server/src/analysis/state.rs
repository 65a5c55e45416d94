//! Per-connection analysis state: one background job per document and what the newest
//! finished job found.
//!
//! A generation counter discards stale results: starting a job for a document cancels the
//! previous one and makes its generation stale, and a job publishes only while its generation
//! is current, checked and published under one lock — so once a newer job started, nothing
//! of an older one reaches the client.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use async_lsp::lsp_types::{
    notification::PublishDiagnostics, Diagnostic, PublishDiagnosticsParams, Url,
};
use async_lsp::ClientSocket;
use repaird_driver::Patch;
use tokio_util::sync::{CancellationToken, DropGuard};

use super::line_index::LineIndex;

/// What one job found for one version of a document.
#[derive(Debug)]
pub struct Findings {
    pub version: i32,
    /// The text every range below refers to (equal to the document at `version`).
    pub index: LineIndex,
    /// Verified fixes, best first (empty until the repair finished).
    pub patches: Vec<Patch>,
    pub diagnostics: Vec<Diagnostic>,
}

/// A running job's claim on its document.
#[derive(Debug, Clone)]
pub struct Ticket {
    pub uri: String,
    pub version: i32,
    generation: u64,
    pub cancel: CancellationToken,
}

struct DocumentJobs {
    generation: u64,
    cancel: CancellationToken,
    findings: Option<Arc<Findings>>,
    /// Whether the client holds diagnostics from us for this document.
    published: bool,
}

#[derive(Default)]
struct Inner {
    documents: HashMap<String, DocumentJobs>,
    next_generation: u64,
    /// Progress tokens of running `repair.fix` commands (keyed by their JSON), for
    /// `window/workDoneProgress/cancel`.
    progress: HashMap<String, CancellationToken>,
}

/// Cheap to clone; shared by the session and its jobs. Dropping the session's
/// [`ConnectionJobs`] guard cancels every job of the connection.
#[derive(Clone)]
pub struct Analyses {
    inner: Arc<Mutex<Inner>>,
    connection: CancellationToken,
}

/// Cancels every job of a connection when the session drops.
pub struct ConnectionJobs {
    _guard: DropGuard,
}

impl Analyses {
    pub fn new() -> (Analyses, ConnectionJobs) {
        let connection = CancellationToken::new();
        let guard = ConnectionJobs {
            _guard: connection.clone().drop_guard(),
        };
        let analyses = Analyses {
            inner: Arc::default(),
            connection,
        };
        (analyses, guard)
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A cancellation token that fires when the connection ends.
    pub fn connection_token(&self) -> CancellationToken {
        self.connection.child_token()
    }

    /// Starts a job for `uri` at `version`: cancels the previous one and forgets its findings.
    pub fn begin(&self, uri: &str, version: i32) -> Ticket {
        let mut inner = self.lock();
        inner.next_generation += 1;
        let generation = inner.next_generation;
        let cancel = self.connection.child_token();
        let published = match inner.documents.remove(uri) {
            Some(previous) => {
                previous.cancel.cancel();
                previous.published
            }
            None => false,
        };
        inner.documents.insert(
            uri.to_string(),
            DocumentJobs {
                generation,
                cancel: cancel.clone(),
                findings: None,
                published,
            },
        );
        Ticket {
            uri: uri.to_string(),
            version,
            generation,
            cancel,
        }
    }

    /// The document changed: the running job (for an older version) is cancelled and can no
    /// longer publish; the client keeps the diagnostics it has until the next save.
    pub fn supersede(&self, uri: &str) {
        let mut inner = self.lock();
        inner.next_generation += 1;
        let generation = inner.next_generation;
        if let Some(jobs) = inner.documents.get_mut(uri) {
            jobs.cancel.cancel();
            jobs.generation = generation;
        }
    }

    /// Publishes `diagnostics` (and keeps `findings`) if `ticket` is still the newest job of
    /// its document. Returns whether it was.
    pub fn publish(
        &self,
        client: &ClientSocket,
        ticket: &Ticket,
        diagnostics: Vec<Diagnostic>,
        findings: Option<Findings>,
    ) -> bool {
        let mut inner = self.lock();
        let Some(jobs) = inner.documents.get_mut(&ticket.uri) else {
            return false;
        };
        if jobs.generation != ticket.generation || ticket.cancel.is_cancelled() {
            tracing::debug!(
                uri = ticket.uri,
                version = ticket.version,
                "stale result dropped"
            );
            return false;
        }
        if diagnostics.is_empty() && !jobs.published {
            jobs.findings = findings.map(Arc::new);
            return true;
        }
        jobs.published = !diagnostics.is_empty();
        jobs.findings = findings.map(Arc::new);
        send(client, &ticket.uri, Some(ticket.version), diagnostics);
        true
    }

    /// The findings of the newest finished job for `uri`, if any.
    pub fn findings(&self, uri: &str) -> Option<Arc<Findings>> {
        self.lock()
            .documents
            .get(uri)
            .and_then(|jobs| jobs.findings.clone())
    }

    /// Cancels the document's job, forgets it and clears its diagnostics.
    pub fn forget(&self, client: &ClientSocket, uri: &str) {
        let mut inner = self.lock();
        if let Some(jobs) = inner.documents.remove(uri) {
            jobs.cancel.cancel();
            if jobs.published {
                send(client, uri, None, Vec::new());
            }
        }
    }

    /// Registers the progress token of a running command.
    pub fn track_progress(&self, token_key: String, cancel: CancellationToken) {
        self.lock().progress.insert(token_key, cancel);
    }

    pub fn untrack_progress(&self, token_key: &str) {
        self.lock().progress.remove(token_key);
    }

    /// `window/workDoneProgress/cancel`: cancels the command reporting on `token_key`.
    pub fn cancel_progress(&self, token_key: &str) -> bool {
        match self.lock().progress.remove(token_key) {
            Some(cancel) => {
                cancel.cancel();
                true
            }
            None => false,
        }
    }
}

fn send(client: &ClientSocket, uri: &str, version: Option<i32>, diagnostics: Vec<Diagnostic>) {
    let Ok(uri) = Url::parse(uri) else {
        tracing::warn!(uri, "diagnostics for a URI that does not parse");
        return;
    };
    let params = PublishDiagnosticsParams {
        uri,
        diagnostics,
        version,
    };
    if client.notify::<PublishDiagnostics>(params).is_err() {
        tracing::debug!("client gone; diagnostics not sent");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newer_job_cancels_the_older_and_makes_it_stale() {
        let (analyses, _guard) = Analyses::new();
        let first = analyses.begin("file:///a.c", 1);
        let second = analyses.begin("file:///a.c", 2);
        assert!(first.cancel.is_cancelled());
        assert!(!second.cancel.is_cancelled());
        let inner = analyses.lock();
        assert_eq!(inner.documents["file:///a.c"].generation, second.generation);
        assert_ne!(first.generation, second.generation);
    }

    #[test]
    fn dropping_the_connection_guard_cancels_every_job() {
        let (analyses, guard) = Analyses::new();
        let ticket = analyses.begin("file:///a.c", 1);
        drop(guard);
        assert!(ticket.cancel.is_cancelled());
    }

    #[test]
    fn progress_tokens_cancel_once() {
        let (analyses, _guard) = Analyses::new();
        let token = CancellationToken::new();
        analyses.track_progress("\"t\"".into(), token.clone());
        assert!(analyses.cancel_progress("\"t\""));
        assert!(token.is_cancelled());
        assert!(!analyses.cancel_progress("\"t\""));
    }
}
