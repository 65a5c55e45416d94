//! The driver's localization with formula-based suspects (OFC+CW on a real z3) next to the
//! spectrum ranking, on real compiled programs. Each fixture directory holds a `case.toml`
//! naming the program (in the directory, or an IntroClass version read in place) and what the
//! formula engine must do: rank a faulty line within `formula_top_k`, or skip with a note.

use std::path::{Path, PathBuf};

use repaird_driver::localize::localize;
use repaird_driver::{Localization, Technique};
use repaird_runner::RunLimits;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    source: Option<String>,
    introclass: Option<String>,
    faulty_lines: Vec<u32>,
    /// The worst rank a formula suspect on a faulty line may have.
    formula_top_k: Option<usize>,
    /// The formula engine cannot encode the program.
    #[serde(default)]
    formula_skips: bool,
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/localize_fixtures")
}

fn introclass_root() -> PathBuf {
    std::env::var_os("REPAIRD_INTROCLASS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/bench-data/introclass")
        })
}

fn load(dir: &Path) -> (Case, PathBuf) {
    let text = std::fs::read_to_string(dir.join("case.toml")).expect("case.toml");
    let case: Case = toml::from_str(&text).expect("valid case.toml");
    let source = match (&case.source, &case.introclass) {
        (Some(s), None) => dir.join(s),
        (None, Some(s)) => introclass_root().join(s),
        _ => panic!("{}: give exactly one of source / introclass", dir.display()),
    };
    (case, source)
}

fn check(name: &str, case: &Case, loc: &Localization) {
    assert!(!loc.failing_tests().is_empty(), "{name}: no failing test");
    let ochiai_on_fault = loc
        .by(Technique::Ochiai)
        .any(|s| s.lines.iter().any(|l| case.faulty_lines.contains(l)));
    assert!(
        ochiai_on_fault,
        "{name}: the spectrum ranking misses the faulty lines"
    );
    let formula: Vec<_> = loc.by(Technique::BugAssist).collect();
    if case.formula_skips {
        assert!(formula.is_empty(), "{name}: formula suspects {formula:#?}");
        assert!(
            loc.notes.iter().any(|n| n.contains("formula localization")),
            "{name}: no note on the skipped formula engine: {:?}",
            loc.notes
        );
        let published = loc.published(20);
        assert!(!published.is_empty(), "{name}: nothing published");
        assert!(published.iter().all(|s| s.technique == Technique::Ochiai));
    }
    if let Some(top_k) = case.formula_top_k {
        assert!(loc.notes.is_empty(), "{name}: {:?}", loc.notes);
        let hit = formula
            .iter()
            .filter(|s| s.lines.iter().any(|l| case.faulty_lines.contains(l)))
            .min_by_key(|s| s.rank)
            .unwrap_or_else(|| panic!("{name}: no formula suspect on the fault: {formula:#?}"));
        assert!(hit.rank <= top_k, "{name}: faulty line ranked {}", hit.rank);
        assert!(!hit.explanation.is_empty() && !hit.failing_tests.is_empty());
        let range = hit.range.as_ref().expect("a statement range");
        assert!(case.faulty_lines.contains(&range.start.line), "{range:?}");
        assert_eq!(Technique::BugAssist.label(), "OFC+CW");
        assert!(
            loc.published(20)
                .iter()
                .any(|s| s.technique == Technique::BugAssist && s.rank == hit.rank),
            "{name}: the formula suspect is not published"
        );
    }
}

#[test]
fn formula_suspects_join_the_spectrum_ranking_or_a_note_says_why_not() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(fixtures_dir())
        .expect("fixtures dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("case.toml").is_file())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 2, "localization fixtures missing");
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let (case, source) = load(&dir);
        let loc =
            localize(&source, &RunLimits::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        check(&name, &case, &loc);
    }
}
