//! Formula-based localization on programs with known faults, on real solver processes: every
//! fixture's faulty line must be ranked within its `top_k`, the correction sets must be the
//! expected ones where the fixture lists them, and every solver must find the same sets (with
//! the same costs) and so the same ranking. Unit-weight techniques run on z3, cvc5 and yices;
//! the weighted ones on z3 and yices (cvc5 1.0.3 answers `get-unsat-assumptions` with every
//! assumption, which makes the weighted core-guided loop blow up; FIXME in the solvers crate).

#[path = "localize_fixtures/support.rs"]
mod support;

use repaird_engine::localize::{LocalizeConfig, Technique};

const SOLVERS: [&str; 3] = ["z3", "cvc5", "yices"];

fn solvers_for(technique: Technique) -> &'static [&'static str] {
    if technique.weighted() {
        &["z3", "yices"]
    } else {
        &SOLVERS
    }
}

/// Complete enumeration, so the sets do not depend on the order a solver finds them in.
fn config() -> LocalizeConfig {
    LocalizeConfig {
        max_mcs: 48,
        ..LocalizeConfig::default()
    }
}

#[tokio::test]
async fn fixtures_rank_the_known_fault_high_and_solvers_agree() {
    let dirs = support::case_dirs();
    assert!(dirs.len() >= 3, "localization fixtures missing");
    let config = config();
    let mut sessions = Vec::new();
    for solver in SOLVERS {
        sessions.push((solver, support::session(solver).await));
    }
    for dir in dirs {
        let loaded = support::load(&dir);
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        assert!(!loaded.failing.is_empty(), "{name}: no failing test");
        for (technique, &top_k) in &loaded.case.top_k {
            let technique = support::technique(technique);
            let mut per_solver = Vec::new();
            for (solver, session) in sessions
                .iter_mut()
                .filter(|(s, _)| solvers_for(technique).contains(s))
            {
                let loc = support::run(session, &loaded, technique, &config).await;
                let rank = support::faulty_rank(&loc, &loaded.case.faulty_lines);
                assert!(
                    rank.is_some_and(|r| r <= top_k),
                    "{name} {} on {solver}: faulty lines {:?} ranked {rank:?}, want <= {}; report: {:#?}",
                    technique.name(),
                    loaded.case.faulty_lines,
                    top_k,
                    loc.ranked
                );
                for s in &loc.ranked {
                    assert!(!s.explanation.is_empty() && !s.tests.is_empty());
                }
                assert!(!loc.truncated, "{name}: enumeration was cut");
                let sets = support::sets_as_lines(&loaded.program, &loc);
                if let Some(want) = loaded.case.correction_sets.get(technique.name()) {
                    assert_eq!(&sets, want, "{name} {} on {solver}", technique.name());
                }
                let mut answers = loc.correction_sets.clone();
                answers.sort();
                per_solver.push((*solver, answers, loc.line_ranks()));
            }
            let (first, rest) = per_solver.split_first().unwrap();
            for other in rest {
                assert_eq!(
                    first.1,
                    other.1,
                    "{name} {}: correction sets differ between {} and {}",
                    technique.name(),
                    first.0,
                    other.0
                );
                assert_eq!(
                    first.2,
                    other.2,
                    "{name} {}: rankings differ",
                    technique.name()
                );
            }
        }
    }
}

#[tokio::test]
async fn figure2_ofc_flips_the_branch_in_a_correction_set_and_explains_it() {
    let loaded = support::load(&support::fixtures_dir().join("figure2"));
    let mut session = support::session("z3").await;
    let config = config();
    let plain = support::run(&mut session, &loaded, Technique::BugAssist, &config).await;
    assert_eq!(plain.explored_paths, 0);
    let ofc = support::run(&mut session, &loaded, Technique::Ofc, &config).await;
    // One flip: the branch at line 12; the branch at line 8 is irrelevant and never flipped.
    assert_eq!(ofc.explored_paths, 1);
    let condition = ofc
        .ranked
        .iter()
        .find(|s| *s.lines.start() == 12)
        .expect("the condition on line 12 is reported");
    assert!(
        condition.explanation.contains("if this condition is false")
            && condition.explanation.contains("other branch was run")
            && condition.explanation.contains("line 15"),
        "{}",
        condition.explanation
    );
    assert!(ofc.ranked.iter().all(|s| *s.lines.start() != 8));
    assert_eq!(ofc.ranked[0].lines, 13..=13, "{:#?}", ofc.ranked);
    assert!(ofc.solver_calls > plain.solver_calls);
}
