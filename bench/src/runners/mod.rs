//! Benchmark runners: every engine over the corpus mutants (and IntroClass), one JSON line per
//! case in `<run dir>/cases.jsonl`.
//!
//! - [`profile`]: quick/full profiles (programs, classes, mutants, solvers, budgets; seeded).
//! - [`case`]: a mutant with its ground truth; [`judge`]: a patch against the reference's tests.
//! - [`wolverine`]: debug-repair from a generated specification (proof-guided repair with
//!   gradient localization); [`spectrum`]: Ochiai/Tarantula; [`test_repair`]: Nopol + GenProg;
//!   [`introclass`]: IntroClass through localization and repair.
//! - [`record`]: the JSON-lines record.
//!
//! A run directory holds `run.json` (profile, machine, commit), `cases.jsonl`, `scripts/`
//! (one replayable debug script per debug-repair case) and `mutants/` (regenerated from the
//! seed; not committed). A run resumes: cases already in `cases.jsonl` are not run again.

pub mod case;
pub mod introclass;
pub mod judge;
pub mod profile;
pub mod record;
pub mod spectrum;
pub mod test_repair;
pub mod wolverine;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::corpus::{load_corpus, Program};
use crate::inject::{inject_corpus, InjectConfig, Manifest};
use crate::report::machine::Machine;
use case::MutantCase;
pub use profile::RunProfile;
use record::{read_cases, CaseRecord, CaseWriter};

/// `run.json`: what a run was.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunInfo {
    pub run_id: String,
    pub profile: RunProfile,
    pub machine: Machine,
    /// Seconds since the Unix epoch when the run started.
    pub started: u64,
}

pub const RUN_FILE: &str = "run.json";
pub const CASES_FILE: &str = "cases.jsonl";

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error(transparent)]
    Corpus(#[from] Box<crate::corpus::CorpusError>),
    #[error(transparent)]
    Inject(#[from] Box<crate::inject::InjectError>),
    #[error(transparent)]
    Record(#[from] record::RecordError),
    #[error("{what}: {source}")]
    Io {
        what: String,
        source: std::io::Error,
    },
}

fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> RunError {
    let what = what.into();
    move |source| RunError::Io { what, source }
}

/// What to run and where.
#[derive(Debug, Clone)]
pub struct RunRequest {
    pub profile: RunProfile,
    pub corpus: PathBuf,
    pub run_dir: PathBuf,
    /// IntroClass root, read in place (`None`: skipped).
    pub introclass: Option<PathBuf>,
}

/// Identity of a case line, for resuming.
fn key(r: &CaseRecord) -> (String, String, String, Option<String>) {
    (
        r.suite.clone(),
        r.case.clone(),
        r.engine.clone(),
        r.solver.clone(),
    )
}

/// Runs the profile; `progress` gets one line per finished case.
pub async fn run(request: &RunRequest, progress: &dyn Fn(&CaseRecord)) -> Result<(), RunError> {
    let dir = &request.run_dir;
    std::fs::create_dir_all(dir).map_err(io(format!("creating {}", dir.display())))?;
    let info = RunInfo {
        run_id: dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        profile: request.profile.clone(),
        machine: Machine::current(),
        started: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    };
    let info_text = serde_json::to_string_pretty(&info).expect("run info serializes");
    std::fs::write(dir.join(RUN_FILE), info_text).map_err(io("writing run.json"))?;
    let cases_path = dir.join(CASES_FILE);
    let done: HashSet<_> = if cases_path.exists() {
        read_cases(&cases_path)?.iter().map(key).collect()
    } else {
        HashSet::new()
    };
    let mut writer = CaseWriter::append(&cases_path).map_err(io("opening cases.jsonl"))?;
    let mut emit = |r: CaseRecord| -> Result<(), RunError> {
        progress(&r);
        writer.write(&r).map_err(io("writing cases.jsonl"))
    };

    let corpus = load_corpus(&request.corpus).map_err(Box::new)?;
    let profile = &request.profile;
    let chosen: Vec<Program> = profile.select(&corpus).into_iter().cloned().collect();
    let manifest = mutants(&chosen, profile, &dir.join("mutants"))?;
    for mutant in &manifest.mutants {
        let Some(program) = chosen.iter().find(|p| p.name() == mutant.program) else {
            continue;
        };
        let case = MutantCase::load(program, mutant.clone(), &dir.join("mutants"))
            .map_err(io(format!("reading mutant {}", mutant.id)))?;
        let pending = |engine: &str, solver: Option<&str>| {
            !done.contains(&(
                "corpus".to_string(),
                case.record.id.clone(),
                engine.to_string(),
                solver.map(str::to_string),
            ))
        };
        if profile.runs("spectrum") && pending("ochiai", None) {
            for r in spectrum::run(&case).await {
                emit(r)?;
            }
        }
        for solver in &profile.solvers {
            if profile.runs("wolverine") && pending(wolverine::ENGINE, Some(solver)) {
                emit(wolverine::run(&case, solver, profile.debug_timeout, dir).await)?;
            }
            if profile.runs("test-repair") && pending(test_repair::ENGINE, Some(solver)) {
                emit(test_repair::run(&case, solver, profile.repair_budget).await)?;
            }
        }
    }

    if let Some(root) = &request.introclass {
        for problem in &profile.introclass_problems {
            let versions =
                introclass::versions(root, problem, profile.introclass_per_problem, profile.seed);
            for version in &versions {
                let pending = |engine: &str, solver: Option<&str>| {
                    !done.contains(&(
                        "introclass".to_string(),
                        version.id.clone(),
                        engine.to_string(),
                        solver.map(str::to_string),
                    ))
                };
                let solver = profile.solvers.first().map_or("z3", String::as_str);
                if profile.runs("spectrum") && pending("ochiai", None) {
                    for r in introclass::localize_version(version, solver).await {
                        emit(r)?;
                    }
                }
                if profile.runs("test-repair") && pending(test_repair::ENGINE, Some(solver)) {
                    if let Some(r) =
                        introclass::repair_version(version, solver, profile.repair_budget).await
                    {
                        emit(r)?;
                    }
                }
            }
        }
    }
    Ok(())
}

/// The run's mutants: injected once per run directory (deterministic given the seed).
fn mutants(programs: &[Program], profile: &RunProfile, dir: &Path) -> Result<Manifest, RunError> {
    let path = dir.join("manifest.json");
    if let Ok(text) = std::fs::read_to_string(&path) {
        if let Ok(manifest) = serde_json::from_str::<Manifest>(&text) {
            if manifest.seed == profile.seed && manifest.per_class == profile.per_class {
                return Ok(manifest);
            }
        }
    }
    let config = InjectConfig {
        seed: profile.seed,
        per_class: profile.per_class,
        classes: profile.classes.clone(),
        ..InjectConfig::default()
    };
    inject_corpus(programs, &config, dir).map_err(|e| RunError::Inject(Box::new(e)))
}
