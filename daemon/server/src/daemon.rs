//! State shared by every connection of one daemon process.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use repaird_config::{Config, ConfigError};

pub struct DaemonState {
    config: RwLock<Arc<Config>>,
    started: Instant,
    connections_active: AtomicU64,
    connections_total: AtomicU64,
    /// Directories clients may work in (`--root`); see `confinement`.
    workspace_roots: RwLock<Vec<PathBuf>>,
}

impl DaemonState {
    pub fn new(config: Config) -> Arc<DaemonState> {
        Arc::new(DaemonState {
            config: RwLock::new(Arc::new(config)),
            started: Instant::now(),
            connections_active: AtomicU64::new(0),
            connections_total: AtomicU64::new(0),
            workspace_roots: RwLock::new(Vec::new()),
        })
    }

    /// The active config. Callers keep the `Arc` for the length of one operation, so a live
    /// change never alters a request half way through.
    pub fn config(&self) -> Arc<Config> {
        self.config
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// Replaces the config with `change(current)`; on error the current one stays.
    pub fn update_config(
        &self,
        change: impl FnOnce(&Config) -> Result<Config, ConfigError>,
    ) -> Result<Arc<Config>, ConfigError> {
        let mut slot = self
            .config
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let updated = Arc::new(change(&slot)?);
        *slot = updated.clone();
        Ok(updated)
    }

    pub fn set_workspace_roots(&self, roots: Vec<PathBuf>) {
        *self
            .workspace_roots
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = roots;
    }

    pub fn workspace_roots(&self) -> Vec<PathBuf> {
        self.workspace_roots
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    pub fn uptime(&self) -> Duration {
        self.started.elapsed()
    }

    /// Counts a connection until the returned guard drops.
    pub fn connection_opened(self: &Arc<Self>) -> ConnectionGuard {
        self.connections_active.fetch_add(1, Ordering::SeqCst);
        self.connections_total.fetch_add(1, Ordering::SeqCst);
        ConnectionGuard {
            daemon: self.clone(),
        }
    }

    pub fn connections_active(&self) -> u64 {
        self.connections_active.load(Ordering::SeqCst)
    }

    pub fn connections_total(&self) -> u64 {
        self.connections_total.load(Ordering::SeqCst)
    }
}

pub struct ConnectionGuard {
    daemon: Arc<DaemonState>,
}

impl Drop for ConnectionGuard {
    fn drop(&mut self) {
        self.daemon
            .connections_active
            .fetch_sub(1, Ordering::SeqCst);
    }
}
