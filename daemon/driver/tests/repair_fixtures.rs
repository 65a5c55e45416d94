//! Data-driven repair tests: every directory under `tests/fixtures/` holds an `expected.toml`
//! and either a `buggy.c` with its `repair.toml`, or the name of an IntroClass version read in
//! place from the shared benchmark data. One helper runs the whole pipeline on real gcc, gdb
//! and z3, then checks each patch independently (apply the edits, build, run every test).

use std::path::{Path, PathBuf};
use std::time::Duration;

use repaird_driver::repair::{no_progress, repair, RepairOptions};
use repaird_driver::{localize, Engine, Technique};
use repaird_runner::{run_suite, Build, BuildOptions, RunLimits, TestSuite};
use serde::Deserialize;
use tokio_util::sync::CancellationToken;

const INTROCLASS: &str = "/work/shared/bench-data/introclass";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    /// `mutation`, `trace`, `nopol`, `genprog`, or `none` (no patch may be found).
    engine: String,
    /// `problem/student/version` of an IntroClass program instead of `buggy.c`.
    introclass: Option<String>,
    /// A program under the repository's `examples/` instead of `buggy.c`.
    example: Option<String>,
    touches_line: Option<u32>,
    title_contains: Option<String>,
    #[serde(default)]
    summary_contains: Vec<String>,
    #[serde(default)]
    options: FixtureOptions,
    /// Spectrum localization must rank this line (Ochiai) at `at_most` or better.
    localize: Option<LocalizeExpectation>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LocalizeExpectation {
    line: u32,
    at_most: usize,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FixtureOptions {
    mutation: Option<bool>,
    trace: Option<bool>,
    nopol: Option<bool>,
    genprog: Option<bool>,
    time_budget_secs: Option<u64>,
    max_candidates: Option<usize>,
    stagnant_generations: Option<usize>,
    population: Option<usize>,
    max_generations: Option<usize>,
}

fn source_of(dir: &Path, expected: &Expected) -> PathBuf {
    if let Some(example) = &expected.example {
        return Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../examples")
            .join(example);
    }
    match &expected.introclass {
        Some(version) => {
            let problem = version.split('/').next().expect("problem/student/version");
            Path::new(INTROCLASS)
                .join(version)
                .join(format!("{problem}.c"))
        }
        None => dir.join("buggy.c"),
    }
}

async fn check(dir: &Path) -> Result<(), String> {
    let expected: Expected = toml::from_str(
        &std::fs::read_to_string(dir.join("expected.toml")).map_err(|e| e.to_string())?,
    )
    .map_err(|e| format!("expected.toml: {e}"))?;
    let source = source_of(dir, &expected);
    if let Some(want) = &expected.localize {
        let path = source.clone();
        let localization =
            tokio::task::spawn_blocking(move || localize(&path, &RunLimits::default()))
                .await
                .map_err(|e| e.to_string())?
                .map_err(|e| format!("localize: {e}"))?;
        let suspect = localization
            .by(Technique::Ochiai)
            .find(|s| s.lines.contains(&want.line))
            .ok_or_else(|| format!("line {} is not a suspect", want.line))?;
        if suspect.rank > want.at_most || suspect.failing_tests.is_empty() {
            return Err(format!(
                "line {} ranks {}: {}",
                want.line, suspect.rank, suspect.explanation
            ));
        }
        if !localization
            .by(Technique::Tarantula)
            .any(|s| s.lines.contains(&want.line))
        {
            return Err(format!("Tarantula does not list line {}", want.line));
        }
    }
    let mut options = RepairOptions {
        time_budget: Duration::from_secs(expected.options.time_budget_secs.unwrap_or(60)),
        ..RepairOptions::default()
    };
    if let Some(on) = expected.options.mutation {
        options.mutation = on;
    }
    if let Some(on) = expected.options.trace {
        options.trace = on;
    }
    if let Some(on) = expected.options.nopol {
        options.nopol = on;
    }
    if let Some(on) = expected.options.genprog {
        options.genprog = on;
    }
    if let Some(n) = expected.options.max_candidates {
        options.genprog_options.max_candidates = n;
    }
    if let Some(n) = expected.options.stagnant_generations {
        options.genprog_options.stagnant_generations = n;
    }
    if let Some(n) = expected.options.population {
        options.genprog_options.population = n;
    }
    if let Some(n) = expected.options.max_generations {
        options.genprog_options.max_generations = n;
    }
    let outcome = repair(&source, &options, no_progress(), CancellationToken::new())
        .await
        .map_err(|e| format!("repair failed: {e}"))?;
    let context = format!("summary: {}\ntried: {:#?}", outcome.summary, outcome.tried);
    for needle in &expected.summary_contains {
        if !outcome.summary.contains(needle.as_str()) {
            return Err(format!("the summary lacks {needle:?}\n{context}"));
        }
    }
    if expected.engine == "none" {
        if !outcome.patches.is_empty() {
            return Err(format!("expected no patch, got {:#?}", outcome.patches));
        }
        if outcome.failing_tests.is_empty() {
            return Err("an unrepairable program must fail a test".into());
        }
        return Ok(());
    }
    let engine = match expected.engine.as_str() {
        "mutation" => Engine::Mutation,
        "trace" => Engine::Trace,
        "nopol" => Engine::Nopol,
        "genprog" => Engine::GenProg,
        other => return Err(format!("unknown engine {other:?}")),
    };
    let patch = outcome
        .patches
        .iter()
        .find(|p| p.engine == engine)
        .ok_or_else(|| format!("no {engine} patch\n{context}"))?;
    if patch.tests_passed != patch.tests_total || patch.tests_total != outcome.tests_total {
        return Err(format!(
            "patch claims {}/{}",
            patch.tests_passed, patch.tests_total
        ));
    }
    if let Some(line) = expected.touches_line {
        if !patch.touched_lines().contains(&line) {
            return Err(format!(
                "the patch does not touch line {line}:\n{}",
                patch.unified_diff
            ));
        }
    }
    if let Some(text) = &expected.title_contains {
        if !patch.title.contains(text.as_str()) {
            return Err(format!("title {:?} lacks {text:?}", patch.title));
        }
    }
    if !patch.unified_diff.contains("\n+") {
        return Err(format!("the diff adds nothing:\n{}", patch.unified_diff));
    }
    // Independent check: apply, build, run every test.
    let original = std::fs::read_to_string(&source).map_err(|e| e.to_string())?;
    let patched = repaird_cfront::rewrite::apply(&original, &patch.edits);
    let suite = TestSuite::discover(&source).map_err(|e| e.to_string())?;
    let mut build = BuildOptions::new(suite.build.clone());
    build.include_dir = source.parent().map(Path::to_path_buf);
    let file_name = source.file_name().unwrap().to_string_lossy().into_owned();
    let executable = Build::compile_text(&patched, &file_name, &build)
        .map_err(|e| format!("patched build: {e}"))?;
    let report = run_suite(&executable, &suite, &RunLimits::default());
    if !report.all_passed() {
        return Err(format!(
            "the patched program fails {} test(s):\n{}",
            report.failed(),
            patch.unified_diff
        ));
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn repair_fixtures() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let only = std::env::var("FIXTURE").ok();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("fixtures directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("expected.toml").is_file())
        .filter(|p| only.as_deref().is_none_or(|o| p.ends_with(o)))
        .collect();
    dirs.sort();
    assert!(!dirs.is_empty(), "no fixtures found");
    let mut failures = Vec::new();
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let started = std::time::Instant::now();
        match check(dir).await {
            Ok(()) => eprintln!("ok   {name} ({:.1} s)", started.elapsed().as_secs_f64()),
            Err(e) => {
                eprintln!("FAIL {name}: {e}");
                failures.push(name);
            }
        }
    }
    assert!(failures.is_empty(), "failing fixtures: {failures:?}");
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
        .join("buggy.c")
}

/// A cancelled repair stops before trying any candidate and says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancelled_repair_tries_nothing() {
    let cancel = CancellationToken::new();
    cancel.cancel();
    let outcome = repair(
        &fixture("tcas_condition"),
        &RepairOptions::default(),
        no_progress(),
        cancel,
    )
    .await
    .expect("repair runs");
    assert!(outcome.cancelled);
    assert!(outcome.patches.is_empty());
    assert_eq!(outcome.validations, 0);
    assert!(outcome.summary.contains("cancelled"), "{}", outcome.summary);
    assert_eq!(outcome.failing_tests, ["2", "4"]);
}

/// Progress reports name the stages in order and end at 1.0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn progress_reports_stages() {
    use repaird_driver::{Progress, Stage};
    use std::sync::{Arc, Mutex};
    let seen: Arc<Mutex<Vec<Progress>>> = Arc::default();
    let sink = Arc::clone(&seen);
    // Nopol's stages: the single-edit sweep (which also repairs this program) is left out.
    let options = RepairOptions {
        mutation: false,
        genprog: false,
        ..RepairOptions::default()
    };
    let outcome = repair(
        &fixture("missing_precondition"),
        &options,
        Arc::new(move |p| sink.lock().unwrap().push(p)),
        CancellationToken::new(),
    )
    .await
    .expect("repair runs");
    assert!(!outcome.patches.is_empty(), "{}", outcome.summary);
    let seen = seen.lock().unwrap();
    let stages: Vec<Stage> = seen.iter().map(|p| p.stage).collect();
    for stage in [Stage::Localize, Stage::AngelicForcing, Stage::Synthesis] {
        assert!(stages.contains(&stage), "{stages:?}");
    }
    let last = seen.last().expect("some progress");
    assert_eq!((last.stage, last.fraction), (Stage::Done, 1.0));
    assert!(seen.iter().all(|p| (0.0..=1.0).contains(&p.fraction)));
}
