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
//!
//! Cases run in a pool of `jobs` workers; a job is one mutant (every engine and backend on
//! it, in a scratch copy of its directory) or one IntroClass version. Records are appended as
//! they finish and sorted by case when the run ends, so the result does not depend on `jobs`.

pub mod case;
pub mod introclass;
pub mod judge;
pub mod profile;
pub mod record;
pub mod spectrum;
pub mod test_repair;
pub mod timeline;
pub mod wolverine;

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::corpus::{load_corpus, Program};
use crate::inject::{inject_corpus, InjectConfig, Manifest, MutantRecord};
use crate::report::calibration::{calibrate_all, calibration_dir, Calibration};
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
    /// The solvers' speed on this machine when the run started (none in runs made before
    /// it was measured).
    #[serde(default)]
    pub calibration: Vec<Calibration>,
    /// Cases run at the same time (`--jobs`; none in runs made before it was kept): with
    /// more than one, a case's solver processes share the cores with another case's.
    #[serde(default)]
    pub jobs: Option<usize>,
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
    /// Cases run at the same time (each mutant in its own scratch directory). The records do
    /// not depend on it: `cases.jsonl` is sorted by case when the run ends.
    pub jobs: usize,
    /// Replays of each backend's calibration transcript before the cases start (0: none).
    pub calibration_runs: usize,
}

/// The default worker count: one per CPU.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Identity of a case line, for resuming and for the final order.
type CaseKey = (String, String, String, Option<String>);

fn key(r: &CaseRecord) -> CaseKey {
    (
        r.suite.clone(),
        r.case.clone(),
        r.engine.clone(),
        r.solver.clone(),
    )
}

/// One unit of the worker pool: everything one mutant or IntroClass version needs, so that
/// per-case work (compiling, spectra) is done once for all engines and backends.
enum Job {
    Mutant(MutantRecord),
    IntroClass(introclass::Version),
}

/// What a job needs besides itself; shared by every worker.
struct JobContext {
    profile: RunProfile,
    programs: Vec<Program>,
    mutants_dir: PathBuf,
    run_dir: PathBuf,
    done: HashSet<CaseKey>,
    /// Programs of the secondary sample.
    sampled: Vec<String>,
}

impl JobContext {
    fn pending(&self, suite: &str, case: &str, engine: &str, solver: Option<&str>) -> bool {
        !self.done.contains(&(
            suite.to_string(),
            case.to_string(),
            engine.to_string(),
            solver.map(str::to_string),
        ))
    }
}

/// The machine's speed on each backend, measured before any case loads it. A backend that
/// cannot be calibrated (not installed, say) is left out: its cases will say why.
async fn calibrate_backends(solvers: &[String], runs: usize) -> Vec<Calibration> {
    if runs == 0 {
        return Vec::new();
    }
    let results = calibrate_all(&calibration_dir(), solvers, runs).await;
    results.into_iter().filter_map(Result::ok).collect()
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
        calibration: calibrate_backends(&request.profile.solvers, request.calibration_runs).await,
        jobs: Some(request.jobs),
    };
    let info_text = serde_json::to_string_pretty(&info).expect("run info serializes");
    std::fs::write(dir.join(RUN_FILE), info_text).map_err(io("writing run.json"))?;
    let cases_path = dir.join(CASES_FILE);
    let done: HashSet<_> = if cases_path.exists() {
        read_cases(&cases_path)?.iter().map(key).collect()
    } else {
        HashSet::new()
    };

    let corpus = load_corpus(&request.corpus).map_err(Box::new)?;
    let profile = &request.profile;
    let chosen: Vec<Program> = profile.select(&corpus).into_iter().cloned().collect();
    let mutants_dir = dir.join("mutants");
    let manifest = mutants(&chosen, profile, &mutants_dir)?;
    // Mutant k of every (program, class) before mutant k + 1: a run cut short is still an
    // even sample of the corpus.
    let mut mutant_jobs = manifest.mutants;
    mutant_jobs.retain(|m| profile.in_run(m));
    mutant_jobs.sort_by_key(profile::mutant_index);
    let mut jobs: Vec<Job> = mutant_jobs.into_iter().map(Job::Mutant).collect();
    if let Some(root) = &request.introclass {
        for problem in &profile.introclass_problems {
            let versions =
                introclass::versions(root, problem, profile.introclass_per_problem, profile.seed);
            jobs.extend(versions.into_iter().map(Job::IntroClass));
        }
    }

    let context = Arc::new(JobContext {
        sampled: profile.sample_of(&chosen),
        profile: profile.clone(),
        programs: chosen,
        mutants_dir,
        run_dir: dir.clone(),
        done,
    });
    let mut writer = CaseWriter::append(&cases_path).map_err(io("opening cases.jsonl"))?;
    let (sender, mut receiver) = tokio::sync::mpsc::unbounded_channel::<CaseRecord>();
    // A fair semaphore: jobs start in list order, `jobs` at a time.
    let permits = Arc::new(tokio::sync::Semaphore::new(request.jobs.max(1)));
    let mut workers = tokio::task::JoinSet::new();
    for job in jobs {
        let context = Arc::clone(&context);
        let permits = Arc::clone(&permits);
        let sender = sender.clone();
        workers.spawn(async move {
            let Ok(_permit) = permits.acquire_owned().await else {
                return;
            };
            // Boxed: a job's future holds the driver's and the engine's, nested deep enough
            // that laying this task out inline overflowed rustc's query depth on a fresh build.
            for record in Box::pin(run_job(&context, job)).await {
                // The receiver lives until every worker is done.
                let _ = sender.send(record);
            }
        });
    }
    drop(sender);
    while let Some(record) = receiver.recv().await {
        progress(&record);
        writer.write(&record).map_err(io("writing cases.jsonl"))?;
    }
    while let Some(joined) = workers.join_next().await {
        if let Err(e) = joined {
            // A panicking case loses only its own records.
            eprintln!("a benchmark case panicked: {e}");
        }
    }
    drop(writer);
    sort_cases(&cases_path)
}

/// Rewrites `cases.jsonl` in case order, whatever order the workers finished in.
fn sort_cases(path: &Path) -> Result<(), RunError> {
    let mut cases = read_cases(path)?;
    cases.sort_by_key(key);
    let partial = path.with_extension("jsonl.sorting");
    {
        let mut writer = CaseWriter::create(&partial).map_err(io("writing sorted cases"))?;
        for record in &cases {
            writer.write(record).map_err(io("writing sorted cases"))?;
        }
    }
    std::fs::rename(&partial, path).map_err(io("replacing cases.jsonl"))
}

async fn run_job(context: &JobContext, job: Job) -> Vec<CaseRecord> {
    match job {
        Job::Mutant(mutant) => run_mutant(context, mutant).await,
        Job::IntroClass(version) => run_introclass(context, &version).await,
    }
}

/// Every engine and backend on one mutant, in a scratch copy of its directory (what one
/// engine leaves next to the source cannot reach another case).
async fn run_mutant(context: &JobContext, mutant: MutantRecord) -> Vec<CaseRecord> {
    let mut out = Vec::new();
    let Some(program) = context.programs.iter().find(|p| p.name() == mutant.program) else {
        return out;
    };
    let profile = &context.profile;
    let id = mutant.id.clone();
    let pending =
        |engine: &str, solver: Option<&str>| context.pending("corpus", &id, engine, solver);
    let sampled = profile.in_sample(&mutant, &context.sampled);
    let scratch = match isolate(&context.mutants_dir, &mutant) {
        Ok(scratch) => scratch,
        Err(e) => {
            eprintln!("{id}: cannot copy the mutant to a scratch directory: {e}");
            return out;
        }
    };
    let case = match MutantCase::load(program, mutant, scratch.path()) {
        Ok(case) => case,
        Err(e) => {
            eprintln!("{id}: cannot read the mutant: {e}");
            return out;
        }
    };
    if profile.runs("spectrum") && pending("ochiai", None) {
        out.extend(spectrum::run(&case).await);
    }
    let timeout = profile.debug_timeout;
    let run_dir = &context.run_dir;
    for (rank, solver) in profile.solvers.iter().enumerate() {
        // The first backend runs every mutant; the others and the variants (without
        // localization, with the other arithmetic, attempts one at a time) only the sample.
        if profile.runs("wolverine") {
            use wolverine::Variant;
            if (rank == 0 || sampled) && pending(wolverine::ENGINE, Some(solver)) {
                let variant = Variant::Default;
                out.push(
                    wolverine::run_variant(&case, solver, timeout, run_dir, variant, None).await,
                );
            }
            for variant in [
                Variant::NoLocalization,
                Variant::OtherArithmetic,
                Variant::OneAtATime,
            ] {
                if sampled && pending(variant.engine(), Some(solver)) {
                    out.push(
                        wolverine::run_variant(&case, solver, timeout, run_dir, variant, None)
                            .await,
                    );
                }
            }
        }
        // Test-driven repair: its solver is a small part of its time; the first backend only.
        if rank == 0
            && sampled
            && profile.runs("test-repair")
            && pending(test_repair::ENGINE, Some(solver))
        {
            out.push(test_repair::run(&case, solver, profile.repair_budget).await);
        }
    }
    out
}

/// A fresh directory holding a copy of the mutant's files at the same relative path.
fn isolate(mutants_dir: &Path, mutant: &MutantRecord) -> std::io::Result<tempfile::TempDir> {
    let scratch = tempfile::Builder::new()
        .prefix("repaird-bench-")
        .tempdir()?;
    let from = mutants_dir.join(&mutant.dir);
    let to = scratch.path().join(&mutant.dir);
    std::fs::create_dir_all(&to)?;
    for entry in std::fs::read_dir(&from)? {
        let entry = entry?;
        if entry.file_type()?.is_file() {
            std::fs::copy(entry.path(), to.join(entry.file_name()))?;
        }
    }
    Ok(scratch)
}

/// Localization and repair on one IntroClass version (read in place; the runners compile in
/// their own scratch directories).
async fn run_introclass(context: &JobContext, version: &introclass::Version) -> Vec<CaseRecord> {
    let mut out = Vec::new();
    let profile = &context.profile;
    let pending = |engine: &str, solver: Option<&str>| {
        context.pending("introclass", &version.id, engine, solver)
    };
    let solver = profile.solvers.first().map_or("z3", String::as_str);
    if profile.runs("spectrum") && pending("ochiai", None) {
        out.extend(introclass::localize_version(version, solver).await);
    }
    if profile.runs("test-repair") && pending(test_repair::ENGINE, Some(solver)) {
        if let Some(r) = introclass::repair_version(version, solver, profile.repair_budget).await {
            out.push(r);
        }
    }
    out
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
