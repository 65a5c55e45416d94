//! The daemon's open debug sessions: a capped map from session id to session. Sessions are
//! daemon-wide so a thin client can reconnect to its session; the id is therefore a capability —
//! 128 random bits, never a counter another client could guess. When the cap is reached the least
//! recently used session is ended to make room.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::{Arc, LazyLock, Mutex};
use std::time::{Duration, Instant};

use async_lsp::{ErrorCode, ResponseError};
use repaird_config::Config;
use repaird_driver::debug::{DebugError, DebugOptions, DebugSession, ErrorKind, Refusals};
use repaird_protocol::error_codes;

/// Most debug sessions open at once (each holds a gdb, a program and its solver processes).
pub const MAX_SESSIONS: usize = 8;

pub type Shared = Arc<tokio::sync::Mutex<DebugSession>>;

struct Entry {
    session: Shared,
    last_used: Instant,
}

#[derive(Default)]
pub struct DebugSessions {
    open: Mutex<HashMap<String, Entry>>,
}

/// A fresh, unguessable session id.
fn new_id() -> String {
    let mut bytes = [0u8; 16];
    // The OS random source failing is not something a debug session can recover from.
    getrandom::fill(&mut bytes).expect("the OS random source is unavailable");
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("d-{hex}")
}

static SESSIONS: LazyLock<DebugSessions> = LazyLock::new(DebugSessions::default);

/// The attempts the daemon's repairs were refused, for every debug session: a programmer who
/// asserts the run a patch failed in a new session does not wait for the proofs again.
static REFUSALS: LazyLock<Arc<Mutex<Refusals>>> = LazyLock::new(Arc::default);

pub fn sessions() -> &'static DebugSessions {
    &SESSIONS
}

impl DebugSessions {
    fn open(&self) -> std::sync::MutexGuard<'_, HashMap<String, Entry>> {
        self.open.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Stores a new session; returns its id. Evicts the least recently used one when full.
    pub fn insert(&self, session: DebugSession) -> String {
        let id = new_id();
        let mut open = self.open();
        while open.len() >= MAX_SESSIONS {
            let oldest = open
                .iter()
                .min_by_key(|(_, e)| e.last_used)
                .map(|(k, _)| k.clone());
            match oldest {
                Some(k) => {
                    tracing::info!(session = %k, "debug session cap reached; ending the oldest");
                    open.remove(&k);
                }
                None => break,
            }
        }
        open.insert(
            id.clone(),
            Entry {
                session: Arc::new(tokio::sync::Mutex::new(session)),
                last_used: Instant::now(),
            },
        );
        id
    }

    fn get(&self, id: &str) -> Result<Shared, ResponseError> {
        let mut open = self.open();
        let entry = open.get_mut(id).ok_or_else(|| no_such_session(id))?;
        entry.last_used = Instant::now();
        Ok(entry.session.clone())
    }

    /// Ends a session (its gdb, program and solver die with it).
    fn remove(&self, id: &str) -> bool {
        self.open().remove(id).is_some()
    }
}

/// The session options the daemon's config asks for.
pub fn options(config: &Config) -> DebugOptions {
    let mut options = DebugOptions::default();
    let mut compile = vec![config.build.compiler.clone()];
    compile.extend(config.build.flags.iter().cloned());
    if !compile.iter().any(|f| f == "-g") {
        compile.push("-g".into());
    }
    options.compile.command = compile;
    options.parse.compiler = config.build.compiler.clone();
    options.launch.gdb = PathBuf::from(&config.gdb.program);
    options.launch.command_timeout = Duration::from_millis(config.gdb.step_timeout_ms);
    options.launch.run_timeout = Duration::from_millis(config.gdb.run_timeout_ms);
    options.graph.max_nodes = config.gdb.max_graph_nodes as usize;
    options.insertion_slots = config.repair.insertion_slots as usize;
    options.max_insertions = config.repair.tau_insertion_max as usize;
    options.max_guard_changes = config.repair.tau_guard_max;
    options.max_statement_changes = config.repair.tau_statement_max;
    options.bitvectors = match config.repair.arithmetic {
        repaird_config::Arithmetic::Backend => None,
        repaird_config::Arithmetic::Bitvector => Some(true),
        repaird_config::Arithmetic::Integer => Some(false),
    };
    options.speculative_attempts = config.repair.speculative_attempts;
    options.solver_timeout = Duration::from_millis(config.solver.call_timeout_ms);
    options.transcript_dir = config.transcript_dir();
    options.refusals = Some(REFUSALS.clone());
    options.solver = config
        .solver_names()
        .into_iter()
        .filter_map(|name| crate::solver_profiles::resolve(config, &name).ok())
        .find(repaird_solvers::Profile::is_installed);
    options
}

/// Bad command lines are the caller's (-32602); a command that does not apply here or a
/// program that cannot be modeled is input (-32010); gdb and solver failures are ours (-32011).
pub fn to_response(error: DebugError) -> ResponseError {
    let code = match error.kind() {
        ErrorKind::Usage => ErrorCode::INVALID_PARAMS,
        ErrorKind::Input => ErrorCode(error_codes::INPUT_ERROR),
        ErrorKind::Failure => ErrorCode(error_codes::ANALYSIS_FAILED),
    };
    ResponseError::new(code, error.to_string())
}

/// The debug sessions one connection opened. Only their owner may drive or end them (another
/// client asking for the id is told there is no such session), and they end when the
/// connection does.
#[derive(Clone, Default)]
pub struct OwnedSessions(Arc<Mutex<HashSet<String>>>);

impl OwnedSessions {
    fn ids(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Refuses a new session when this connection already holds `limit`.
    pub fn check_room(&self, limit: u32) -> Result<(), ResponseError> {
        let held = self.ids().len();
        if held >= limit as usize {
            return Err(ResponseError::new(
                ErrorCode(error_codes::LIMIT_EXCEEDED),
                format!(
                    "this connection already has {held} debug session(s) open \
                     (limits.max_debug_sessions = {limit}); end one with repair/debug/end"
                ),
            ));
        }
        Ok(())
    }

    pub fn add(&self, id: &str) {
        self.ids().insert(id.to_string());
    }

    /// The session `id`, if this connection owns it.
    pub fn get(&self, id: &str) -> Result<Shared, ResponseError> {
        if !self.ids().contains(id) {
            return Err(no_such_session(id));
        }
        sessions().get(id)
    }

    /// Ends `id` if this connection owns it.
    pub fn end(&self, id: &str) -> bool {
        self.ids().remove(id) && sessions().remove(id)
    }

    /// Ends every session of this connection (it is closing).
    pub fn end_all(&self) {
        for id in self.ids().drain() {
            sessions().remove(&id);
        }
    }
}

fn no_such_session(id: &str) -> ResponseError {
    ResponseError::new(
        ErrorCode::INVALID_PARAMS,
        format!("no debug session `{id}` (ended, or never started)"),
    )
}
