//! Helpers shared by the conformance cases.

use std::path::Path;

use repaird_solvers::{Profile, SatResult, Session, Soft};
use serde::Deserialize;

/// The built-in profile `name`, or `None` (with a note) when its program is absent.
pub fn installed(name: &str) -> Option<Profile> {
    let profile = Profile::builtin(name).expect("a built-in profile");
    if profile.is_installed() {
        Some(profile)
    } else {
        eprintln!(
            "skipped: solver `{name}` ({}) is not installed",
            profile.program
        );
        None
    }
}

pub fn installed_profiles() -> Vec<Profile> {
    Profile::BUILTIN_NAMES
        .iter()
        .filter_map(|n| installed(n))
        .collect()
}

pub fn sorted(mut names: Vec<String>) -> Vec<String> {
    names.sort();
    names
}

/// Pigeonhole principle, `n + 1` pigeons in `n` holes: unsat, and exponentially
/// hard for resolution, so every CDCL solver runs far past a short deadline.
pub fn pigeonhole(n: usize) -> Vec<String> {
    let p = |i: usize, j: usize| format!("p_{i}_{j}");
    let mut commands = Vec::new();
    for i in 0..=n {
        for j in 0..n {
            commands.push(format!("(declare-const {} Bool)", p(i, j)));
        }
    }
    for i in 0..=n {
        let holes: Vec<String> = (0..n).map(|j| p(i, j)).collect();
        commands.push(format!("(assert (or {}))", holes.join(" ")));
    }
    for j in 0..n {
        for i in 0..=n {
            for k in i + 1..=n {
                commands.push(format!("(assert (or (not {}) (not {})))", p(i, j), p(k, j)));
            }
        }
    }
    commands
}

pub struct MaxSmtFixture {
    pub name: String,
    pub declarations: Vec<String>,
    pub hard: Vec<String>,
    pub soft: Vec<Soft>,
    /// `None`: the hard part is unsatisfiable.
    pub expected_cost: Option<u64>,
    /// Only where the optimum is unique.
    pub expected_dropped: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FixtureFile {
    declarations: Vec<String>,
    hard: Vec<String>,
    soft: Vec<SoftSpec>,
    expected_cost: Option<u64>,
    expected_dropped: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SoftSpec {
    name: String,
    term: String,
    weight: u64,
}

/// Every `tests/fixtures/maxsmt/*.toml`, sorted by name.
pub fn load_maxsmt_fixtures() -> Vec<MaxSmtFixture> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/maxsmt");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no fixtures in {}", dir.display());
    paths
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).unwrap();
            let file: FixtureFile =
                toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            MaxSmtFixture {
                name: path.file_stem().unwrap().to_string_lossy().into_owned(),
                declarations: file.declarations,
                hard: file.hard,
                soft: file
                    .soft
                    .into_iter()
                    .map(|s| Soft::new(s.name, s.term, s.weight))
                    .collect(),
                expected_cost: file.expected_cost,
                expected_dropped: file.expected_dropped,
            }
        })
        .collect()
}

/// The optimum by exhaustion: the cheapest subset of softs to drop such that the
/// session's assertions plus the kept softs are satisfiable (plain `check-sat`
/// per subset, no MaxSMT involved). `None` if even dropping all is unsat.
pub async fn brute_force_cost(session: &mut Session, soft: &[Soft]) -> Option<u64> {
    let mut best: Option<u64> = None;
    for mask in 0u32..(1 << soft.len()) {
        let cost: u64 = (0..soft.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| soft[i].weight)
            .sum();
        if best.is_some_and(|b| cost >= b) {
            continue;
        }
        session.push(1).await.unwrap();
        for (i, s) in soft.iter().enumerate() {
            if mask & (1 << i) == 0 {
                session.assert(&s.term).await.unwrap();
            }
        }
        if session.check().await.unwrap() == SatResult::Sat {
            best = Some(cost);
        }
        session.pop(1).await.unwrap();
    }
    best
}
