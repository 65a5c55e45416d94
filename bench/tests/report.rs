//! Report aggregation on a hand-made `cases.jsonl` (tests/report_fixtures): the numbers in
//! the tables follow from the records, and the report files are written.

use std::path::Path;

use repaird_bench::report::aggregate::{
    backend_rows, localization_rows, repair_rows, speedup_rows, GRADIENT,
};
use repaird_bench::report::slow_commands::slow_command_rows;
use repaird_bench::report::write_report;
use repaird_bench::runners::record::{read_cases, Outcome};

fn fixture() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/report_fixtures/cases.jsonl")
}

fn close(a: Option<f64>, b: f64) -> bool {
    a.is_some_and(|a| (a - b).abs() < 1e-9)
}

#[test]
fn repair_rows_count_outcomes_per_class_engine_and_solver() {
    let cases = read_cases(&fixture()).unwrap();
    let rows = repair_rows(&cases);
    let row = |class: &str, solver: &str| {
        rows.iter()
            .find(|r| r.class == class && r.engine == "wolverine" && r.solver == solver)
            .unwrap_or_else(|| panic!("no row {class} {solver}: {rows:#?}"))
    };
    let cvc5 = row("<1,0>", "cvc5");
    assert_eq!((cvc5.cases, cvc5.count(Outcome::Repaired)), (2, 1));
    assert_eq!(cvc5.count(Outcome::Timeout), 1);
    assert!(close(cvc5.median_s, 7.0));
    assert!(close(Some(cvc5.rate), 0.5));
    let z3 = row("<2,1>", "z3");
    assert_eq!((z3.cases, z3.count(Outcome::WrongPatch)), (1, 1));
    let all = row("all", "z3");
    assert_eq!((all.cases, all.count(Outcome::Repaired)), (3, 1));
    // Time per repair: the engine's own time over repaired cases only (b found no patch).
    assert!(close(row("<1,0>", "z3").repair_median_s, 0.25));
    assert!(close(all.repair_p95_s, 0.25));
    // Per `repair` command: a's two commands (100 ms, 150 ms); b's is not of a repair.
    assert_eq!(all.commands, 2);
    assert!(close(all.command_median_s, 0.125));
    // A record without the engine's time (cvc5 here) has no per-repair time.
    assert_eq!(cvc5.repair_median_s, None);
    // Localization records are not repairs.
    assert!(rows.iter().all(|r| r.engine != "ochiai"));
}

#[test]
fn localization_effort_uses_ranks_and_counts_missed_faults() {
    let cases = read_cases(&fixture()).unwrap();
    let rows = localization_rows(&cases);
    let ochiai = rows.iter().find(|r| r.engine == "ochiai").unwrap();
    assert_eq!((ochiai.cases, ochiai.located), (3, 2));
    assert!(close(ochiai.median_effort, 0.25));
    assert!(close(Some(ochiai.within_10), 1.0 / 3.0));
    assert!(close(ochiai.median_suspicious_share, 0.8));
    // Gradient localization: the z3 debug-repair records (an unordered set costs its size).
    let gradient = rows.iter().find(|r| r.engine == GRADIENT).unwrap();
    assert_eq!((gradient.cases, gradient.located), (3, 2));
    assert!(close(gradient.median_effort, 0.6));
    assert!(close(Some(gradient.within_25), 1.0 / 3.0));
    assert!(close(gradient.median_suspicious_share, 0.5));
    assert_eq!(gradient.curve.len(), 101);
}

#[test]
fn backends_compare_times_on_the_same_cases() {
    let cases = read_cases(&fixture()).unwrap();
    let rows = backend_rows(&cases);
    let cvc5 = rows.iter().find(|r| r.solver == "cvc5").unwrap();
    assert_eq!((cvc5.cases, cvc5.repaired), (2, 1));
    // a: 2 s / 1 s, b: 12 s / 3 s → geometric mean √8.
    assert!(close(cvc5.time_ratio, 8f64.sqrt()));
    let z3 = rows.iter().find(|r| r.solver == "z3").unwrap();
    assert!(close(z3.time_ratio, 1.0));
    assert!(close(z3.median_solver_calls, 9.0));
}

#[test]
fn the_report_is_written_with_its_plots() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(fixture(), dir.path().join("cases.jsonl")).unwrap();
    let report = write_report(dir.path()).unwrap();
    let md = std::fs::read_to_string(dir.path().join("report.md")).unwrap();
    assert!(
        md.contains("| <1,0> | wolverine (cvc5) | 2 | 1 | 0 | 0 | 0 | 1 | 50 % | 7.0 s |"),
        "{md}"
    );
    assert!(md.contains("Not measured in this run"), "{md}");
    // Case time beside the repair engine's own time per repaired case.
    assert!(
        md.contains("| <1,0> | wolverine (z3) | 2 | 1 | 0 | 1 | 0 | 0 | 50 % | 2.0 s | 2.9 s | 0.25 s | 0.25 s | 0.1"),
        "{md}"
    );
    assert!(
        md.contains("per repaired case median 0.25 s, p95 0.25 s in the engine; per `repair` command median"),
        "{md}"
    );
    // The targets, in the headline and as a table.
    assert!(
        md.contains("- targets of wolverine (z3) (every bug repaired, `repair` command median under 0.5 s and p95 under 2 s per class): met in 0 of 2 classes; missed in <1,0> (1 not repaired); <2,1> (1 not repaired, no `repair` command timed)"),
        "{md}"
    );
    assert!(
        md.contains("| z3 | <1,0> | 1/2 | 0.12 s | 0.15 s | missed: 1 not repaired |"),
        "{md}"
    );
    for (name, svg) in &report.svgs {
        let written = std::fs::read_to_string(dir.path().join(name)).unwrap();
        assert_eq!(&written, svg);
        assert!(
            svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"),
            "{name}"
        );
        assert_eq!(svg.matches("<svg").count(), 1, "{name}");
    }
    let names: Vec<&str> = report.svgs.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "repair_time.svg",
            "repair_rate.svg",
            "localization_corpus.svg",
            "backends.svg"
        ]
    );
    let time = &report.svgs[0].1;
    // Two classes × two solvers, one without data in <2,1> (cvc5): three boxes.
    assert_eq!(time.matches("<rect x=").count() - 2, 3, "{time}");
}

fn speedup_fixture() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/report_fixtures/speedup/cases.jsonl")
}

#[test]
fn speedup_pairs_cases_per_class_and_backend() {
    let cases = read_cases(&speedup_fixture()).unwrap();
    let rows = speedup_rows(&cases, repaird_bench::report::aggregate::NO_LOCALIZATION);
    let row = |class: &str, solver: &str| {
        rows.iter()
            .find(|r| r.class == class && r.solver == solver && r.engine == "wolverine")
            .unwrap_or_else(|| panic!("no row {class} {solver}: {rows:#?}"))
    };
    // <1,0> on z3: 4 s / 1 s and 4 s / 2 s → geometric mean √8.
    let z3 = row("<1,0>", "z3");
    assert_eq!(
        (z3.paired, z3.repaired_with, z3.repaired_without),
        (2, 2, 2)
    );
    assert!(close(z3.speedup, 8f64.sqrt()));
    // Repair engine alone: 0.4 s / 0.1 s and 0.2 s / 0.2 s → geometric mean 2.
    assert!(close(z3.repair_speedup, 2.0));
    assert_eq!(row("<1,0>", "cvc5").repair_speedup, None);
    // Repaired only with localization: counted, but no time ratio.
    let hard = row("<2,1>", "z3");
    assert_eq!(
        (hard.paired, hard.repaired_with, hard.repaired_without),
        (0, 1, 0)
    );
    assert_eq!(hard.speedup, None);
    let all = row("all", "z3");
    assert_eq!((all.paired, all.repaired_with), (2, 3));
    assert!(close(row("<1,0>", "cvc5").speedup, 3.0));
    // A record without its partner pairs with nothing.
    assert!(rows.iter().all(|r| r.solver != "yices"), "{rows:#?}");
    // Per (engine, solver): the classes, then `all`.
    let order: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r.solver.as_str(), r.class.as_str()))
        .collect();
    assert_eq!(
        order,
        [
            ("cvc5", "<1,0>"),
            ("cvc5", "all"),
            ("z3", "<1,0>"),
            ("z3", "<2,1>"),
            ("z3", "all")
        ]
    );
}

#[test]
fn the_report_states_the_speedup_when_it_was_measured() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(speedup_fixture(), dir.path().join("cases.jsonl")).unwrap();
    write_report(dir.path()).unwrap();
    let md = std::fs::read_to_string(dir.path().join("report.md")).unwrap();
    let section = |title: &str| {
        let start = md.find(title).unwrap_or_else(|| panic!("no {title}: {md}"));
        let rest = &md[start + title.len()..];
        rest[..rest.find("\n## ").unwrap_or(rest.len())].to_string()
    };
    let localization = section("## Speedup from localization");
    assert!(!localization.contains("Not measured in this run"), "{md}");
    // The fixture has no runs in the other arithmetic.
    assert!(section("## Speedup from the backend's arithmetic").contains("Not measured"));
    assert!(
        md.contains("| <1,0> | wolverine (cvc5) | 1 | 3.00× | – | 1 | 1 |"),
        "{md}"
    );
    assert!(
        md.contains("| <1,0> | wolverine (z3) | 2 | 2.83× | 2.00× | 2 | 2 |"),
        "{md}"
    );
}

/// A committed run's `run.json` from before calibrations were measured still reads, and its
/// report says the machine's speed was not measured; a calibrated run states each backend's,
/// and a run that kept its `--jobs` how many cases shared the machine.
#[test]
fn the_report_states_the_machine_speed_when_the_run_measured_it() {
    use repaird_bench::report::build;
    use repaird_bench::report::calibration::Calibration;
    use repaird_bench::runners::RunInfo;

    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("results/amx-s28/run.json");
    let text = std::fs::read_to_string(&committed).expect("a committed run.json");
    let mut info: RunInfo = serde_json::from_str(&text).expect("an older run.json reads");
    assert!(info.calibration.is_empty());
    let cases = read_cases(&fixture()).unwrap();
    let report = build(Some(&info), &cases);
    assert!(
        report.markdown.contains("- machine speed: not measured"),
        "{}",
        report.markdown
    );
    info.calibration = vec![Calibration {
        solver: "z3".into(),
        transcript: "calibration/z3.smt2".into(),
        runs_millis: vec![450, 430, 610],
        differences: 0,
        verdicts_differing: 0,
    }];
    let report = build(Some(&info), &cases);
    assert!(
        report.markdown.contains("- machine speed: z3 0.45 s ("),
        "{}",
        report.markdown
    );
    // Nor did it keep how many cases ran at a time; a run that did says what it made of them.
    assert!(info.jobs.is_none());
    assert!(
        !report.markdown.contains("- cases: "),
        "{}",
        report.markdown
    );
    info.jobs = Some(2);
    let two = build(Some(&info), &cases).markdown;
    assert!(
        two.contains("- cases: 2 at a time on 2 CPUs: a case's solver processes shared"),
        "{two}"
    );
    info.jobs = Some(1);
    let one = build(Some(&info), &cases).markdown;
    assert!(
        one.contains("- cases: one at a time, as in a debug session"),
        "{one}"
    );
}

#[test]
fn slow_commands_split_their_time_by_what_it_went_to() {
    let cases = read_cases(&fixture()).unwrap();
    // a's commands took 100 ms and 150 ms: over 0.12 s, the second only.
    let rows = slow_command_rows(&cases, 0.12);
    assert_eq!(rows.len(), 1, "{rows:#?}");
    let z3 = &rows[0];
    assert_eq!((z3.solver.as_str(), z3.slow, z3.commands), ("z3", 1, 2));
    assert_eq!(z3.total_ms, 150);
    // The slotless attempt found nothing; the one with a slot found a repair.
    assert_eq!((z3.refused_encodings_ms, z3.found_encodings_ms), (4, 30));
    assert_eq!((z3.unsat_checks_ms, z3.sat_checks_ms), (12, 60));
    // A closeness call that ran out of time is closeness, not a refusal.
    assert_eq!(z3.closeness_ms, 25);
    assert_eq!(z3.rest_ms, 150 - 4 - 30 - 12 - 60 - 25);
    // Over 2 s: none here, yet the series counts its commands.
    let none = slow_command_rows(&cases, 2.0);
    assert_eq!(
        (none[0].slow, none[0].commands, none[0].total_ms),
        (0, 2, 0)
    );
    let report = repaird_bench::report::build(None, &cases);
    assert!(report
        .markdown
        .contains("## Where the slow commands' time went"));
}

#[test]
fn targets_judge_each_class_of_the_default_engine_per_backend() {
    use repaird_bench::report::targets::{target_rows, verdicts};
    let cases = read_cases(&fixture()).unwrap();
    let rows = repair_rows(&cases);
    let judged = target_rows(&rows);
    let row = |class: &str, solver: &str| {
        judged
            .iter()
            .find(|r| r.row.class == class && r.row.solver == solver)
            .unwrap_or_else(|| panic!("no row {class} {solver}: {judged:#?}"))
    };
    // z3 <1,0>: a repaired in 100 and 150 ms, b not: only the repair rate misses.
    assert_eq!(row("<1,0>", "z3").misses, ["1 not repaired"]);
    // cvc5 <1,0>: one case timed out, and its records carry no command times.
    assert_eq!(
        row("<1,0>", "cvc5").misses,
        ["1 not repaired", "no `repair` command timed"]
    );
    assert!(judged.iter().all(|r| r.row.class != "all"));
    // The repaired z3 case alone meets every target; with a slow second command (100 and
    // 2,500 ms: median 1.3 s, p95 2.38 s by interpolation) both times miss.
    let mut only_a: Vec<_> = cases
        .iter()
        .filter(|c| c.case == "a/c1_0/00" && c.solver.as_deref() == Some("z3"))
        .cloned()
        .collect();
    let rows = repair_rows(&only_a);
    let met = target_rows(&rows);
    assert!(met[0].met(), "{met:#?}");
    assert_eq!(
        verdicts(&met),
        [("z3".to_string(), "met in every class".to_string())]
    );
    only_a[0].repair_command_millis = vec![100, 2500];
    let rows = repair_rows(&only_a);
    let slow = target_rows(&rows);
    assert_eq!(slow[0].misses, ["median 1.30 s", "p95 2.38 s"]);
    assert_eq!(
        verdicts(&slow)[0].1,
        "met in 0 of 1 classes; missed in <1,0> (median 1.30 s, p95 2.38 s)"
    );
}
