//! Per-connection state, owned by the connection's main loop (`&mut` in notifications and
//! synchronous requests, so document edits apply strictly in arrival order).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use async_lsp::lsp_types::{notification::ShowMessage, MessageType, ShowMessageParams};
use async_lsp::ClientSocket;

use crate::analysis::state::ConnectionJobs;
use crate::analysis::{Analyses, ClientFeatures};
use crate::confinement::WorkspaceFolders;
use crate::daemon::DaemonState;
use crate::documents::{DocumentStore, PositionEncoding};
use crate::handlers::repair::debug_sessions::OwnedSessions;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    Stdio,
    Tcp,
}

impl Transport {
    pub fn as_str(self) -> &'static str {
        match self {
            Transport::Stdio => "stdio",
            Transport::Tcp => "tcp",
        }
    }
}

pub struct Session {
    pub daemon: Arc<DaemonState>,
    pub client: ClientSocket,
    pub transport: Transport,
    pub encoding: PositionEncoding,
    pub documents: DocumentStore,
    /// Set by `shutdown`; read after `exit` to pick the exit code (LSP: 0 only after shutdown).
    pub shutdown_requested: Arc<AtomicBool>,
    /// What the client supports (diagnostics, code actions, progress), set in `initialize`.
    pub client_features: ClientFeatures,
    /// Background localization and repair jobs of this connection, and their findings.
    pub analyses: Analyses,
    /// The client's `workspaceFolders`, recorded by the transport gate (see `confinement`).
    pub workspace_folders: WorkspaceFolders,
    /// The debug sessions this connection opened; they end with it.
    pub debug_sessions: OwnedSessions,
    /// Cancels every job when the session (the connection) ends.
    _jobs: ConnectionJobs,
}

impl Drop for Session {
    fn drop(&mut self) {
        self.debug_sessions.end_all();
    }
}

/// What a background request handler may read: cheap clones, no documents borrowed.
#[derive(Clone)]
pub struct Snapshot {
    pub daemon: Arc<DaemonState>,
    pub transport: Transport,
}

impl Session {
    pub fn new(daemon: Arc<DaemonState>, client: ClientSocket, transport: Transport) -> Session {
        let (analyses, jobs) = Analyses::new();
        Session {
            client_features: ClientFeatures::default(),
            analyses,
            _jobs: jobs,
            daemon,
            client,
            transport,
            encoding: PositionEncoding::Utf16,
            documents: DocumentStore::default(),
            shutdown_requested: Arc::new(AtomicBool::new(false)),
            workspace_folders: WorkspaceFolders::default(),
            debug_sessions: OwnedSessions::default(),
        }
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            daemon: self.daemon.clone(),
            transport: self.transport,
        }
    }

    pub fn mark_shutdown(&self) {
        self.shutdown_requested.store(true, Ordering::SeqCst);
    }

    /// Tells the user something went wrong that no request can answer (bad config, bad edit).
    pub fn show_error(&self, message: String) {
        tracing::error!("{message}");
        let params = ShowMessageParams {
            typ: MessageType::ERROR,
            message,
        };
        if self.client.notify::<ShowMessage>(params).is_err() {
            tracing::debug!("client gone; error not shown");
        }
    }
}
