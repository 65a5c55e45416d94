//! Shared by the localization tests: a fixture is a `case.toml` naming a C program (in the
//! fixture directory, or an IntroClass version read in place from the shared bench data), its
//! known faulty lines and how high each technique must rank them. The program's tests are found
//! by the runner (`repair.toml` or IntroClass layout), run for real with coverage, and the
//! failing ones are localized against real solver processes.

#![allow(dead_code)]

use repaird_cfront::ir::Program;
use repaird_engine::localize::{
    localize, session_profile, FailingTest, Localization, LocalizeConfig, OutputCompare, Suspicion,
    Technique,
};
use repaird_runner::spectrum::{rank, Formula};
use repaird_runner::{collect_coverage, Compare, RunLimits, Spectra, TestSuite};
use repaird_solvers::{Profile, Session};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// A C file in the fixture directory.
    pub source: Option<String>,
    /// A C file under the IntroClass root.
    pub introclass: Option<String>,
    pub faulty_lines: Vec<u32>,
    /// Technique name → the worst rank its report may give the faulty line.
    pub top_k: BTreeMap<String, usize>,
    /// Expected correction sets per technique, as sorted source lines (all failing tests).
    #[serde(default)]
    pub correction_sets: BTreeMap<String, Vec<Vec<u32>>>,
}

pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/localize_fixtures")
}

pub fn introclass_root() -> PathBuf {
    std::env::var_os("REPAIRD_INTROCLASS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/bench-data/introclass")
        })
}

pub fn case_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(fixtures_dir())
        .expect("fixtures dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("case.toml").is_file())
        .collect();
    dirs.sort();
    dirs
}

pub fn technique(name: &str) -> Technique {
    Technique::ALL
        .into_iter()
        .find(|t| t.name() == name)
        .unwrap_or_else(|| panic!("unknown technique `{name}`"))
}

/// A fixture ready to localize.
pub struct Loaded {
    pub case: Case,
    pub source: PathBuf,
    pub program: Program,
    pub failing: Vec<FailingTest>,
    pub spectra: Spectra,
    pub ochiai: Suspicion,
}

pub fn load(dir: &Path) -> Loaded {
    let text = std::fs::read_to_string(dir.join("case.toml")).expect("case.toml");
    let case: Case = toml::from_str(&text).expect("valid case.toml");
    let source = match (&case.source, &case.introclass) {
        (Some(s), None) => dir.join(s),
        (None, Some(s)) => introclass_root().join(s),
        _ => panic!("{}: give exactly one of source / introclass", dir.display()),
    };
    let parsed = repaird_cfront::parse_file(&source, &Default::default());
    let program = parsed
        .program
        .unwrap_or_else(|| panic!("{} does not parse", source.display()));
    let suite = TestSuite::discover(&source).expect("the program's tests");
    let spectra = collect_coverage(&source, &suite, &RunLimits::default()).expect("coverage");
    let failing = failing_tests(&suite, &spectra);
    let ochiai = Suspicion::new(
        rank(&spectra, Formula::Ochiai)
            .into_iter()
            .map(|s| (s.line, s.score)),
    );
    Loaded {
        case,
        source,
        program,
        failing,
        spectra,
        ochiai,
    }
}

pub fn failing_tests(suite: &TestSuite, spectra: &Spectra) -> Vec<FailingTest> {
    spectra
        .tests
        .iter()
        .filter(|t| !t.passed)
        .filter_map(|t| suite.test(&t.name))
        .map(|t| FailingTest {
            name: t.name.clone(),
            stdin: String::from_utf8_lossy(&t.stdin).into_owned(),
            expected_stdout: t.expect.stdout.clone().unwrap_or_default(),
            compare: match t.expect.compare {
                Compare::Exact => OutputCompare::Exact,
                Compare::Trim => OutputCompare::Trim,
                Compare::Whitespace => OutputCompare::Whitespace,
            },
        })
        .collect()
}

pub async fn session(solver: &str) -> Session {
    let profile = Profile::builtin(solver).expect("built-in profile");
    Session::spawn(&session_profile(&profile))
        .await
        .expect("solver starts")
}

pub async fn run(
    session: &mut Session,
    loaded: &Loaded,
    technique: Technique,
    config: &LocalizeConfig,
) -> Localization {
    localize(
        session,
        &loaded.program,
        &loaded.failing,
        Some(&loaded.ochiai),
        technique,
        config,
    )
    .await
    .unwrap_or_else(|e| panic!("{}: {e}", loaded.source.display()))
}

/// The correction sets as sorted, deduplicated source lines, sorted.
pub fn sets_as_lines(program: &Program, loc: &Localization) -> Vec<Vec<u32>> {
    let mut sets: Vec<Vec<u32>> = loc
        .correction_sets
        .iter()
        .map(|c| {
            let mut lines: Vec<u32> = c
                .stmts
                .iter()
                .filter_map(|s| program.stmt(*s).map(|s| s.origin.range.start.line))
                .collect();
            lines.sort();
            lines.dedup();
            lines
        })
        .collect();
    sets.sort();
    sets.dedup();
    sets
}

/// The best worst-case rank of any faulty line, if reported.
pub fn faulty_rank(loc: &Localization, faulty: &[u32]) -> Option<usize> {
    loc.line_ranks()
        .into_iter()
        .filter(|(l, _)| faulty.contains(l))
        .map(|(_, r)| r)
        .min()
}
