//! Formula localization whose paths are the real program's under gdb: the failing runs and
//! OFC's flipped runs (the probe build forces the flipped evaluation), on real compiled
//! IntroClass versions and a real z3. Each fixture directory under `gdb_paths_fixtures/` holds
//! a `case.toml`: the program, its faulty lines, the worst rank OFC+CW may give them, and
//! whether the interpreter models the program (then its paths must give the same ranking).

use std::path::{Path, PathBuf};
use std::time::Duration;

use repaird_driver::formula::{localize_paths, GdbPaths, PathChoice};
use repaird_driver::subject::Subject;
use repaird_engine::localize::{
    session_profile, FailingTest, Localization, LocalizeConfig, LocalizeError, OutputCompare,
    Suspicion, Technique,
};
use repaird_runner::spectrum::{rank, Formula};
use repaird_runner::{collect_coverage, Compare, RunLimits, TestSuite};
use repaird_solvers::{Profile, Session};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    /// An IntroClass version, read in place.
    introclass: String,
    faulty_lines: Vec<u32>,
    /// The worst rank OFC+CW may give a faulty line.
    top_k: usize,
    /// The interpreter models every run: its paths must rank exactly as gdb's.
    same_as_interpreter: bool,
    /// OFC must add at least this many flipped paths.
    #[serde(default)]
    min_explored_paths: usize,
}

fn introclass_root() -> PathBuf {
    std::env::var_os("REPAIRD_INTROCLASS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/bench-data/introclass")
        })
}

/// The first three failing tests with their expected stdout, and the Ochiai suspicion.
fn failing_and_suspicion(source: &Path, suite: &TestSuite) -> (Vec<FailingTest>, Suspicion) {
    let spectra = collect_coverage(source, suite, &RunLimits::default()).expect("coverage");
    let failing = spectra
        .tests
        .iter()
        .filter(|t| !t.passed)
        .filter_map(|t| suite.test(&t.name))
        .take(3)
        .map(|t| FailingTest {
            name: t.name.clone(),
            stdin: String::from_utf8_lossy(&t.stdin).into_owned(),
            expected_stdout: t.expect.stdout.clone().expect("an expected stdout"),
            compare: match t.expect.compare {
                Compare::Exact => OutputCompare::Exact,
                Compare::Trim => OutputCompare::Trim,
                Compare::Whitespace => OutputCompare::Whitespace,
            },
        })
        .collect();
    let suspicion = Suspicion::new(
        rank(&spectra, Formula::Ochiai)
            .into_iter()
            .map(|s| (s.line, s.score)),
    );
    (failing, suspicion)
}

async fn localize(
    choice: PathChoice,
    gdb: &mut GdbPaths,
    subject: &Subject,
    tests: &[FailingTest],
    suspicion: &Suspicion,
) -> Result<Localization, LocalizeError> {
    let profile = session_profile(&Profile::builtin("z3").expect("z3 profile"));
    let mut session = Session::spawn(&profile).await.expect("z3 starts");
    localize_paths(
        choice,
        gdb,
        &mut session,
        &subject.program,
        tests,
        suspicion,
        Technique::OfcCw,
        &LocalizeConfig::default(),
    )
    .await
}

async fn check(name: &str, case: &Case) {
    let source = introclass_root().join(&case.introclass);
    let subject = Subject::load(&source).expect("the program loads");
    let suite = TestSuite::discover(&source).expect("its tests");
    let (failing, suspicion) = failing_and_suspicion(&source, &suite);
    assert!(!failing.is_empty(), "{name}: no failing test");
    let mut gdb = GdbPaths::new(&subject, &suite, Duration::from_secs(5));
    let loc = localize(PathChoice::Gdb, &mut gdb, &subject, &failing, &suspicion)
        .await
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(loc.paths, "gdb", "{name}");
    assert!(loc.skipped.is_empty(), "{name}: {:?}", loc.skipped);
    assert_eq!(
        gdb.runs,
        failing.len() + loc.explored_paths,
        "{name}: one gdb run per failing test and per flipped path"
    );
    assert!(
        loc.explored_paths >= case.min_explored_paths,
        "{name}: OFC explored {} paths",
        loc.explored_paths
    );
    let best = loc
        .line_ranks()
        .into_iter()
        .filter(|(line, _)| case.faulty_lines.contains(line))
        .map(|(_, rank)| rank)
        .min()
        .unwrap_or_else(|| panic!("{name}: the fault is not reported: {:?}", loc.line_ranks()));
    assert!(best <= case.top_k, "{name}: the fault ranks {best}");
    let mut unused = GdbPaths::new(&subject, &suite, Duration::from_secs(5));
    let interpreted = localize(
        PathChoice::Interpreter,
        &mut unused,
        &subject,
        &failing,
        &suspicion,
    )
    .await;
    assert_eq!(unused.runs, 0, "{name}: the interpreter choice started gdb");
    if case.same_as_interpreter {
        let interpreted = interpreted.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(interpreted.paths, "interpreter");
        assert_eq!(interpreted.line_ranks(), loc.line_ranks(), "{name}");
        assert_eq!(interpreted.explored_paths, loc.explored_paths, "{name}");
    } else {
        assert!(
            matches!(interpreted, Err(LocalizeError::NothingToLocalize(_))),
            "{name}: the interpreter models a run it should not"
        );
        // Auto falls back to gdb for exactly those tests.
        let mut auto = GdbPaths::new(&subject, &suite, Duration::from_secs(5));
        let mixed = localize(PathChoice::Auto, &mut auto, &subject, &failing, &suspicion)
            .await
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(mixed.paths, "gdb", "{name}");
        assert_eq!(mixed.line_ranks(), loc.line_ranks(), "{name}");
    }
}

#[tokio::test]
async fn ofc_under_gdb_ranks_the_fault() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gdb_paths_fixtures");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("case.toml").is_file())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 3, "gdb path fixtures missing");
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(dir.join("case.toml")).expect("case.toml");
        let case: Case = toml::from_str(&text).expect("valid case.toml");
        check(&name, &case).await;
    }
}
