//! The configuration sections. Defaults here equal `configs/repaird.toml` (a test checks).

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub solver: SolverConfig,
    pub build: BuildConfig,
    pub gdb: GdbConfig,
    pub repair: RepairConfig,
    pub localization: LocalizationConfig,
    pub tests: TestsConfig,
    pub tcp: TcpConfig,
    pub limits: LimitsConfig,
    /// Where this config came from (file path, builtin, or a live change); not a key.
    #[serde(skip)]
    pub origin: String,
    /// Directory relative paths in the config are resolved against; not a key.
    #[serde(skip)]
    pub base_dir: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            solver: SolverConfig::default(),
            build: BuildConfig::default(),
            gdb: GdbConfig::default(),
            repair: RepairConfig::default(),
            localization: LocalizationConfig::default(),
            tests: TestsConfig::default(),
            tcp: TcpConfig::default(),
            limits: LimitsConfig::default(),
            origin: crate::BUILTIN_ORIGIN.to_string(),
            base_dir: None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SolverBackend {
    Z3,
    Cvc5,
    Yices,
    Portfolio,
}

impl SolverBackend {
    pub fn as_str(self) -> &'static str {
        match self {
            SolverBackend::Z3 => "z3",
            SolverBackend::Cvc5 => "cvc5",
            SolverBackend::Yices => "yices",
            SolverBackend::Portfolio => "portfolio",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SolverConfig {
    pub backend: SolverBackend,
    /// Empty: the profiles built into the binary.
    pub profiles_dir: String,
    pub portfolio: Vec<String>,
    pub call_timeout_ms: u64,
    pub pool_size: u32,
    /// Empty: no transcripts.
    pub transcript_dir: String,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            backend: SolverBackend::Z3,
            profiles_dir: String::new(),
            portfolio: vec!["z3".into(), "cvc5".into(), "yices".into()],
            call_timeout_ms: 10_000,
            pool_size: 2,
            transcript_dir: String::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BuildConfig {
    pub compiler: String,
    pub flags: Vec<String>,
}

impl Default for BuildConfig {
    fn default() -> Self {
        BuildConfig {
            compiler: "gcc".into(),
            flags: vec!["-g".into(), "-O0".into()],
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GdbConfig {
    pub program: String,
    pub step_timeout_ms: u64,
    pub run_timeout_ms: u64,
    pub max_graph_nodes: u32,
}

impl Default for GdbConfig {
    fn default() -> Self {
        GdbConfig {
            program: "gdb".into(),
            step_timeout_ms: 5_000,
            run_timeout_ms: 30_000,
            max_graph_nodes: 256,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RepairConfig {
    pub insertion_slots: u32,
    pub tau_guard_max: u32,
    pub tau_statement_max: u32,
    pub tau_insertion_max: u32,
    pub time_budget_ms: u64,
    /// The test-driven engines `repair/fix` may run, always cheapest first.
    pub engines: Vec<RepairEngine>,
    /// How proof-guided repair encodes integers for the solver.
    pub arithmetic: Arithmetic,
    /// Whether a debug-session repair runs its next attempt beside the awaited one (where
    /// the machine has two cores or more; the answers are the same either way).
    pub speculative_attempts: bool,
}

/// How proof-guided repair encodes the program's integers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Arithmetic {
    /// As the solver profile prefers (`prefers_bitvectors`).
    #[default]
    Backend,
    /// 32-bit bit-vectors (C's `int`).
    Bitvector,
    /// Mathematical integers (`QF_LIA`).
    Integer,
}

/// A test-driven repair engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RepairEngine {
    /// The single-edit sweep (operators, variables, constants, deletions).
    Mutation,
    /// Proof-guided repair over the tests' traces, their outputs as specification.
    Trace,
    /// Angelic fix localization and condition synthesis.
    Nopol,
    /// Search over statement edits, minimized by delta debugging.
    Genprog,
}

impl Default for RepairConfig {
    fn default() -> Self {
        RepairConfig {
            insertion_slots: 1,
            tau_guard_max: 3,
            tau_statement_max: 3,
            tau_insertion_max: 3,
            time_budget_ms: 120_000,
            engines: vec![
                RepairEngine::Mutation,
                RepairEngine::Trace,
                RepairEngine::Nopol,
                RepairEngine::Genprog,
            ],
            arithmetic: Arithmetic::default(),
            speculative_attempts: true,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LocalizationConfig {
    pub enabled: bool,
    pub max_correction_set_size: u32,
}

impl Default for LocalizationConfig {
    fn default() -> Self {
        LocalizationConfig {
            enabled: true,
            max_correction_set_size: 3,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TestsConfig {
    pub timeout_ms: u64,
    pub max_output_bytes: u64,
    /// 0: one per CPU.
    pub parallelism: u32,
}

impl Default for TestsConfig {
    fn default() -> Self {
        TestsConfig {
            timeout_ms: 5_000,
            max_output_bytes: 1_048_576,
            parallelism: 0,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TcpConfig {
    pub listen: String,
    pub token_env: String,
    /// Empty: none.
    pub token_file: String,
    pub max_connections: u32,
    pub allow_remote: bool,
}

impl Default for TcpConfig {
    fn default() -> Self {
        TcpConfig {
            listen: "127.0.0.1:7878".into(),
            token_env: "REPAIRD_TOKEN".into(),
            token_file: String::new(),
            max_connections: 64,
            allow_remote: false,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LimitsConfig {
    pub max_frame_bytes: u64,
    pub max_documents: u32,
    pub max_requests_in_flight: u32,
    pub max_debug_sessions: u32,
}

impl Default for LimitsConfig {
    fn default() -> Self {
        LimitsConfig {
            max_frame_bytes: 8_388_608,
            max_documents: 1000,
            max_requests_in_flight: 16,
            max_debug_sessions: 2,
        }
    }
}

impl Config {
    /// `solver.profiles_dir` resolved against the config file's directory; `None` when empty
    /// (use the builtin profiles).
    pub fn profiles_dir(&self) -> Option<PathBuf> {
        self.resolve(&self.solver.profiles_dir)
    }

    /// `solver.transcript_dir` resolved like [`Config::profiles_dir`]; `None` when empty.
    pub fn transcript_dir(&self) -> Option<PathBuf> {
        self.resolve(&self.solver.transcript_dir)
    }

    /// `tcp.token_file` resolved like [`Config::profiles_dir`].
    pub fn token_file(&self) -> Option<PathBuf> {
        self.resolve(&self.tcp.token_file)
    }

    /// The solver names the configured backend uses: the portfolio members, or the one backend.
    pub fn solver_names(&self) -> Vec<String> {
        match self.solver.backend {
            SolverBackend::Portfolio => self.solver.portfolio.clone(),
            one => vec![one.as_str().to_string()],
        }
    }

    fn resolve(&self, path: &str) -> Option<PathBuf> {
        if path.is_empty() {
            return None;
        }
        let path = PathBuf::from(path);
        Some(match (&self.base_dir, path.is_relative()) {
            (Some(base), true) => base.join(path),
            _ => path,
        })
    }
}
