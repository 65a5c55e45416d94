//! The fault injector. A bug of class ⟨x, y⟩ is x mutations (a variable, field or
//! `NULL` in a statement or guard of the function under test replaced by another of
//! the same type) plus y deleted assignment statements, as in WOLVERINE's evaluation.
//!
//! Everything is derived from one seed: each (program, class) pair gets its own
//! ChaCha stream, each attempt draws a mutant seed from it, and the mutant is a pure
//! function of (reference, class, mutant seed). Mutants that do not compile, that
//! duplicate an earlier one, or that pass every test are rejected and counted.

mod manifest;
mod plan;
mod validate;

pub use manifest::{
    BugClass, DeletionRecord, Manifest, MutantRecord, MutationRecord, RejectionStats, CLASSES,
};
pub use plan::{plan_mutant, MutantPlan};
pub use validate::{test_mutant, MutantVerdict};

use crate::corpus::Program;
use crate::csyntax::{self, SyntaxError};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct InjectConfig {
    pub seed: u64,
    pub per_class: usize,
    pub classes: Vec<BugClass>,
    /// Deadline for one test run of a mutant; a mutant that hits it counts as distinguished.
    pub test_deadline: Duration,
    /// Attempts allowed per wanted mutant before a (program, class) pair gives up.
    pub attempts_per_mutant: usize,
    pub jobs: usize,
}

impl Default for InjectConfig {
    fn default() -> Self {
        InjectConfig {
            seed: 1,
            per_class: 2,
            classes: CLASSES.to_vec(),
            test_deadline: Duration::from_millis(500),
            attempts_per_mutant: 40,
            jobs: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum InjectError {
    #[error("program `{program}`: {source}")]
    Syntax {
        program: String,
        source: SyntaxError,
    },
    #[error("program `{program}`: the reference fails its own test `{test}`")]
    ReferenceFails { program: String, test: String },
    #[error(
        "program `{program}`: test `{test}` has no expected stdout (run the expectation generator)"
    )]
    NoExpectation { program: String, test: String },
    #[error("program `{program}`: {message}")]
    Validate { program: String, message: String },
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

/// An accepted mutant: its record and its full source text.
#[derive(Debug, Clone)]
pub struct Mutant {
    pub record: MutantRecord,
    pub source: String,
}

/// Generates up to `per_class` mutants of every class for one program.
pub fn inject_program(
    program: &Program,
    class: BugClass,
    config: &InjectConfig,
) -> Result<(Vec<Mutant>, RejectionStats), InjectError> {
    let analysis =
        csyntax::analyse(&program.source, &program.meta.functions).map_err(|source| {
            InjectError::Syntax {
                program: program.name().to_string(),
                source,
            }
        })?;
    for test in &program.suite.tests {
        if test.stdout.is_none() {
            return Err(InjectError::NoExpectation {
                program: program.name().to_string(),
                test: test.name.clone(),
            });
        }
    }
    let mut class_rng = ChaCha8Rng::seed_from_u64(stream_seed(config.seed, program.name(), class));
    let mut stats = RejectionStats::new(program.name(), class);
    let mut seen = HashSet::new();
    let mut mutants = Vec::new();
    let budget = config.per_class * config.attempts_per_mutant;
    while mutants.len() < config.per_class && stats.attempts < budget {
        stats.attempts += 1;
        let seed = class_rng.next_u64();
        let Some(plan) = plan_mutant(&program.source, &analysis, class, seed) else {
            stats.no_sites += 1;
            continue;
        };
        if !seen.insert(plan.source.clone()) {
            stats.duplicate += 1;
            continue;
        }
        let verdict = test_mutant(program, &plan.source, config.test_deadline).map_err(|e| {
            InjectError::Validate {
                program: program.name().to_string(),
                message: e.to_string(),
            }
        })?;
        match verdict {
            MutantVerdict::DoesNotCompile => stats.not_compiling += 1,
            MutantVerdict::Undistinguished => stats.undistinguished += 1,
            MutantVerdict::Unstable => stats.unstable += 1,
            MutantVerdict::Distinguished(outcome) => {
                let index = mutants.len();
                let record = plan.record(program, class, seed, index, outcome);
                mutants.push(Mutant {
                    record,
                    source: plan.source,
                });
            }
        }
    }
    stats.accepted = mutants.len();
    Ok((mutants, stats))
}

/// Runs the injector over a corpus, writes `<out>/<program>/<class>/<k>/` mutant
/// What one (program, class) unit of injection gives: its mutants and why attempts failed.
type UnitResult = Result<(Vec<Mutant>, RejectionStats), InjectError>;

/// directories and `<out>/manifest.json`, and returns the manifest.
pub fn inject_corpus(
    programs: &[Program],
    config: &InjectConfig,
    out: &Path,
) -> Result<Manifest, InjectError> {
    for program in programs {
        validate::check_reference(program, config.test_deadline).map_err(|e| match e {
            validate::ReferenceError::Fails(test) => InjectError::ReferenceFails {
                program: program.name().to_string(),
                test,
            },
            validate::ReferenceError::Other(message) => InjectError::Validate {
                program: program.name().to_string(),
                message,
            },
        })?;
    }
    let units: Vec<(usize, BugClass)> = programs
        .iter()
        .enumerate()
        .flat_map(|(i, _)| config.classes.iter().map(move |c| (i, *c)))
        .collect();
    let results: Mutex<Vec<Option<UnitResult>>> = Mutex::new(units.iter().map(|_| None).collect());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(&(p, class)) = units.get(i) else {
                    break;
                };
                let result = inject_program(&programs[p], class, config);
                results.lock().expect("no worker panicked")[i] = Some(result);
            });
        }
    });
    let mut manifest = Manifest::new(config);
    for ((p, _), result) in units
        .iter()
        .zip(results.into_inner().expect("no worker panicked"))
    {
        let (mutants, stats) = result.expect("every unit ran")?;
        for mutant in mutants {
            write_mutant(&programs[*p], &mutant, out)?;
            manifest.mutants.push(mutant.record);
        }
        manifest.stats.push(stats);
    }
    let path = out.join("manifest.json");
    let json = serde_json::to_string_pretty(&manifest).expect("manifest serializes");
    write_file(&path, &json)?;
    Ok(manifest)
}

fn write_mutant(program: &Program, mutant: &Mutant, out: &Path) -> Result<(), InjectError> {
    let dir = out.join(&mutant.record.dir);
    std::fs::create_dir_all(&dir).map_err(|source| InjectError::Write {
        path: dir.display().to_string(),
        source,
    })?;
    write_file(&dir.join(program.source_file_name()), &mutant.source)?;
    let suite =
        std::fs::read_to_string(program.dir.join(crate::corpus::SUITE_FILE)).map_err(|source| {
            InjectError::Write {
                path: program.dir.display().to_string(),
                source,
            }
        })?;
    write_file(&dir.join(crate::corpus::SUITE_FILE), &suite)?;
    let json = serde_json::to_string_pretty(&mutant.record).expect("record serializes");
    write_file(&dir.join("mutant.json"), &json)
}

fn write_file(path: &Path, text: &str) -> Result<(), InjectError> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|source| InjectError::Write {
            path: parent.display().to_string(),
            source,
        })?;
    }
    std::fs::write(path, text).map_err(|source| InjectError::Write {
        path: path.display().to_string(),
        source,
    })
}

/// A stable seed per (run seed, program, class): FNV-1a, then SplitMix64 to spread it.
fn stream_seed(seed: u64, program: &str, class: BugClass) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in program
        .bytes()
        .chain([class.mutations as u8, class.deletions as u8])
    {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    let mut z = seed ^ hash;
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
