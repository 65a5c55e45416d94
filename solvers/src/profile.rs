//! Solver profiles: a backend is data (program, arguments, declared capabilities,
//! default deadline), loaded from `configs/solvers/*.toml`. Adding an SMT-LIB2
//! solver means adding a profile, not code.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::SolverError;

/// What a backend can do. Calls that need an undeclared capability return
/// [`SolverError::Unsupported`] without talking to the solver.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Capabilities {
    /// `(assert (! t :named n))` is accepted.
    #[serde(default)]
    pub named_asserts: bool,
    /// `(get-unsat-core)` answers the names of the failed named assertions.
    #[serde(default)]
    pub unsat_cores: bool,
    /// Cores only work after `(set-option :produce-unsat-cores true)`.
    #[serde(default)]
    pub needs_produce_unsat_cores: bool,
    /// `(check-sat-assuming (l ...))` is accepted.
    #[serde(default)]
    pub check_sat_assuming: bool,
    /// `(get-unsat-assumptions)` answers the failed assumption literals.
    #[serde(default)]
    pub unsat_assumptions: bool,
    /// Assumptions work only in a session without `:produce-unsat-cores` (yices): such a
    /// session is asked for with [`Profile::for_assumptions`].
    #[serde(default)]
    pub assumptions_instead_of_cores: bool,
    /// z3-style `(assert-soft t :weight w :id g)` with an optimizing `check-sat`.
    #[serde(default)]
    pub assert_soft: bool,
    /// The process may exit after answering `(error ...)` (cvc5 always, yices after
    /// term errors): the session replaces it and replays the stack.
    #[serde(default)]
    pub exits_on_error: bool,
    /// `(echo "s")` prints `"s"` and then `success` (cvc5) instead of one answer.
    #[serde(default)]
    pub echo_adds_success: bool,
}

/// One solver backend.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub name: String,
    /// Program to run: an absolute path or a name looked up on `PATH`.
    pub program: String,
    pub args: Vec<String>,
    /// `(set-logic ...)` sent at start, if any (yices needs one).
    pub logic: Option<String>,
    /// The logic to set for work that stays inside a logic (see [`Profile::for_logic`]),
    /// where the solver is faster told so: yices decides quantifier-free linear integer
    /// arithmetic with its simplex solver under `QF_LIA`, and far more slowly under `ALL`.
    /// z3 5.x skips its polymorphism theory under `QF_AUFLIA` (a logic it sets up by name
    /// that holds `QF_LIA`; `QF_LIA` itself sets up another arithmetic solver), but picks other
    /// models there: `configs/solvers/z3.toml` says why the shipped profile does not.
    pub logics: BTreeMap<String, String>,
    /// Plain assertions sent together ([`crate::Session::send_all`]) go as one
    /// `(assert (and …))` after the declarations and definitions among them: z3 under a
    /// named logic checks each assertion against it on its own, walking every definition
    /// below it again.
    pub merges_assertions: bool,
    /// Encodings whose integers are small finite domains (an engine that can write them
    /// either way) are decided faster as bit-vectors (`QF_BV`) than as integers.
    pub prefers_bitvectors: bool,
    /// Repair encodings read and write a pointer's field only at the nodes the pointer may
    /// denote (an engine that can write them either way): smaller encodings for a solver
    /// whose time goes into preprocessing them.
    pub narrows_heap_lookups: bool,
    /// Dropping a large scope is done by a fresh process brought to the state below it
    /// ([`crate::Session::pop_to_fresh`]) rather than by `pop`: where the solver pays for a
    /// pop in proportion to what it drops and carries its dead terms into what comes next.
    pub respawns_to_forget: bool,
    /// A repair over several runs searches over one of them first and checks its patch on
    /// the others by replay, searching again with those it misses: for a solver whose time
    /// goes into taking in encodings, a run the first patch meets is never encoded with the
    /// search's holes. Its encodings are laid out run by run, so the search again extends
    /// the one kept from the search before.
    pub adds_runs_on_demand: bool,
    /// Extra commands sent at start, each answered `success` (options only).
    pub init: Vec<String>,
    pub capabilities: Capabilities,
    /// Default per-call deadline.
    pub timeout: Duration,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileFile {
    name: String,
    program: String,
    #[serde(default)]
    args: Vec<String>,
    #[serde(default)]
    logic: Option<String>,
    #[serde(default)]
    logics: BTreeMap<String, String>,
    #[serde(default)]
    merges_assertions: bool,
    #[serde(default)]
    prefers_bitvectors: bool,
    #[serde(default)]
    narrows_heap_lookups: bool,
    #[serde(default)]
    respawns_to_forget: bool,
    #[serde(default)]
    adds_runs_on_demand: bool,
    #[serde(default)]
    init: Vec<String>,
    #[serde(default)]
    capabilities: Capabilities,
    timeout_ms: u64,
}

const BUILTIN: [(&str, &str); 3] = [
    ("z3", include_str!("../../configs/solvers/z3.toml")),
    ("cvc5", include_str!("../../configs/solvers/cvc5.toml")),
    ("yices", include_str!("../../configs/solvers/yices.toml")),
];

impl Profile {
    /// Names of the profiles compiled into the crate.
    pub const BUILTIN_NAMES: [&'static str; 3] = ["z3", "cvc5", "yices"];

    /// Parses a profile from TOML text; `origin` only labels errors.
    pub fn parse(text: &str, origin: &Path) -> Result<Profile, SolverError> {
        let invalid = |message: String| SolverError::Profile {
            path: origin.to_path_buf(),
            message,
        };
        let file: ProfileFile = toml::from_str(text).map_err(|e| invalid(e.to_string()))?;
        if file.name.trim().is_empty() {
            return Err(invalid("`name` is empty".into()));
        }
        if file.program.trim().is_empty() {
            return Err(invalid("`program` is empty".into()));
        }
        if file.timeout_ms == 0 {
            return Err(invalid("`timeout_ms` must be positive".into()));
        }
        if let Some(bad) = file
            .init
            .iter()
            .find(|c| !c.trim_start().starts_with("(set-"))
        {
            return Err(invalid(format!(
                "`init` holds only set-option/set-info commands, found `{bad}`"
            )));
        }
        Ok(Profile {
            name: file.name,
            program: file.program,
            args: file.args,
            logic: file.logic,
            logics: file.logics,
            merges_assertions: file.merges_assertions,
            prefers_bitvectors: file.prefers_bitvectors,
            narrows_heap_lookups: file.narrows_heap_lookups,
            respawns_to_forget: file.respawns_to_forget,
            adds_runs_on_demand: file.adds_runs_on_demand,
            init: file.init,
            capabilities: file.capabilities,
            timeout: Duration::from_millis(file.timeout_ms),
        })
    }

    /// This profile for work that stays inside `logic` (an SMT-LIB logic name such as
    /// `QF_LIA`): it starts with the logic [`Profile::logics`] gives for it, and is
    /// unchanged where none is given (z3 was measured slower when told `QF_LIA` on repair
    /// encodings).
    pub fn for_logic(&self, logic: &str) -> Profile {
        let mut profile = self.clone();
        if let Some(set) = self.logics.get(logic) {
            profile.logic = Some(set.clone());
        }
        profile
    }

    /// This profile for a session that asks its cores through assumptions
    /// (`check-sat-assuming`, `get-unsat-assumptions`) and needs no named cores: where the
    /// solver offers assumptions only without cores, they are traded for them.
    pub fn for_assumptions(&self) -> Profile {
        let mut profile = self.clone();
        let caps = &mut profile.capabilities;
        if caps.assumptions_instead_of_cores {
            caps.unsat_cores = false;
            caps.needs_produce_unsat_cores = false;
            caps.check_sat_assuming = true;
            caps.unsat_assumptions = true;
            profile
                .init
                .push("(set-option :produce-unsat-assumptions true)".to_string());
        }
        profile
    }

    /// The commands a session of this profile starts every process with: answers
    /// acknowledged, named cores where they must be asked for, the profile's own options
    /// and its logic.
    pub fn set_up(&self) -> Vec<String> {
        let mut script = vec!["(set-option :print-success true)".to_string()];
        if self.capabilities.needs_produce_unsat_cores {
            script.push("(set-option :produce-unsat-cores true)".to_string());
        }
        script.extend(self.init.iter().cloned());
        if let Some(logic) = &self.logic {
            script.push(format!("(set-logic {logic})"));
        }
        script
    }

    pub fn load(path: &Path) -> Result<Profile, SolverError> {
        let text = std::fs::read_to_string(path).map_err(|e| SolverError::Profile {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        Profile::parse(&text, path)
    }

    /// Loads every `*.toml` in `dir`, sorted by file name.
    pub fn load_dir(dir: &Path) -> Result<Vec<Profile>, SolverError> {
        let unreadable = |e: std::io::Error| SolverError::Profile {
            path: dir.to_path_buf(),
            message: e.to_string(),
        };
        let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
            .map_err(unreadable)?
            .map(|entry| entry.map(|e| e.path()))
            .collect::<Result<_, _>>()
            .map_err(unreadable)?;
        paths.retain(|p| p.extension().is_some_and(|ext| ext == "toml"));
        paths.sort();
        paths.iter().map(|p| Profile::load(p)).collect()
    }

    /// The z3, cvc5 and yices profiles shipped in `configs/solvers/`.
    pub fn builtin(name: &str) -> Option<Profile> {
        let (file, text) = BUILTIN.iter().find(|(n, _)| *n == name)?;
        let origin = PathBuf::from(format!("configs/solvers/{file}.toml"));
        Some(Profile::parse(text, &origin).expect("built-in solver profiles are valid"))
    }

    /// Whether the program can be found (absolute path exists, or a `PATH` entry holds it).
    pub fn is_installed(&self) -> bool {
        let program = Path::new(&self.program);
        if program.components().count() > 1 {
            return program.is_file();
        }
        std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| dir.join(program).is_file())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_profiles_parse_and_match_their_names() {
        for name in Profile::BUILTIN_NAMES {
            let profile = Profile::builtin(name).unwrap();
            assert_eq!(profile.name, name);
        }
        assert!(Profile::builtin("mathsat").is_none());
    }

    #[test]
    fn shipped_directory_loads_the_same_profiles() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../configs/solvers");
        let loaded = Profile::load_dir(&dir).unwrap();
        let mut names: Vec<_> = loaded.iter().map(|p| p.name.as_str()).collect();
        names.sort();
        assert_eq!(names, ["cvc5", "yices", "z3"]);
        for profile in loaded {
            assert_eq!(Some(&profile), Profile::builtin(&profile.name).as_ref());
        }
    }

    #[test]
    fn work_inside_a_logic_sets_the_logic_the_profile_names_for_it() {
        let yices = Profile::builtin("yices").unwrap();
        assert_eq!(yices.for_logic("QF_LIA").logic.as_deref(), Some("QF_LIA"));
        assert_eq!(yices.for_logic("QF_BV").logic.as_deref(), Some("ALL"));
        let text = "name = 'z3'\nprogram = 'z3'\ntimeout_ms = 5\nlogic = 'ALL'\n\
                    logics = { QF_LIA = 'QF_AUFLIA' }\nmerges_assertions = true";
        let z3 = Profile::parse(text, Path::new("z3.toml")).unwrap();
        assert_eq!(z3.for_logic("QF_LIA").logic.as_deref(), Some("QF_AUFLIA"));
        assert_eq!(z3.for_logic("QF_NIA").logic.as_deref(), Some("ALL"));
        assert!(z3.merges_assertions && !yices.merges_assertions);
    }

    #[test]
    fn malformed_profiles_are_typed_errors() {
        let origin = Path::new("bad.toml");
        let cases = [
            ("name = 'x'\nprogram = 'z3'", "timeout_ms"),
            ("name = ''\nprogram = 'z3'\ntimeout_ms = 5", "name"),
            ("name = 'x'\nprogram = 'z3'\ntimeout_ms = 0", "timeout_ms"),
            (
                "name = 'x'\nprogram = 'z3'\ntimeout_ms = 5\ninit = ['(assert true)']",
                "init",
            ),
            (
                "name = 'x'\nprogram = 'z3'\ntimeout_ms = 5\nflavour = 1",
                "flavour",
            ),
        ];
        for (text, mentioned) in cases {
            match Profile::parse(text, origin) {
                Err(SolverError::Profile { message, .. }) => {
                    assert!(message.contains(mentioned), "{message} lacks {mentioned}")
                }
                other => panic!("{text}: expected a profile error, got {other:?}"),
            }
        }
    }
}
