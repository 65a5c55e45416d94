//! The benchmark report: Markdown tables and SVG plots regenerated from a run directory
//! (`run.json` + `cases.jsonl`).
//!
//! - [`aggregate`]: records → rows (repair per class, localization effort, backends, speedup).
//! - [`targets`]: each backend's bug classes judged against the debug-repair targets.
//! - [`slow_commands`]: where the `repair` commands over the p95 target spent their time.
//! - [`stats`]: quantiles, five-number summaries, effort curves.
//! - [`svg`]: hand-written box plots, line charts and bars.
//! - [`machine`]: the machine and commit a run states; [`calibration`]: how fast it ran the
//!   solvers when the run started.

pub mod aggregate;
pub mod calibration;
pub mod machine;
pub mod slow_commands;
pub mod stats;
pub mod svg;
pub mod targets;

use std::fmt::Write;
use std::path::Path;

use crate::runners::record::{read_cases, CaseRecord, Outcome, RecordError};
use crate::runners::{RunInfo, CASES_FILE, RUN_FILE};
use aggregate::{
    backend_rows, localization_rows, repair_rows, series_name, speedup_rows, time_boxes, RepairRow,
};

pub const REPORT_FILE: &str = "report.md";

/// A rendered report: the Markdown and the SVG files it links (name, content).
#[derive(Debug, Clone)]
pub struct Report {
    pub markdown: String,
    pub svgs: Vec<(String, String)>,
}

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{0}: not a run.json: {1}")]
    RunInfo(String, serde_json::Error),
}

/// Reads `dir`, renders the report and writes `report.md` and the SVGs into `dir`.
pub fn write_report(dir: &Path) -> Result<Report, ReportError> {
    let cases = read_cases(&dir.join(CASES_FILE))?;
    let info_path = dir.join(RUN_FILE);
    let info = match std::fs::read_to_string(&info_path) {
        Ok(text) => Some(
            serde_json::from_str::<RunInfo>(&text)
                .map_err(|e| ReportError::RunInfo(info_path.display().to_string(), e))?,
        ),
        Err(_) => None,
    };
    let report = build(info.as_ref(), &cases);
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(|source| ReportError::Io {
            path: path.display().to_string(),
            source,
        })
    };
    write(REPORT_FILE, &report.markdown)?;
    for (name, svg) in &report.svgs {
        write(name, svg)?;
    }
    Ok(report)
}

/// What ran on the sample only, in words.
fn sampled_parts(p: &crate::runners::RunProfile) -> String {
    let mut parts = Vec::new();
    if p.runs("wolverine") {
        if p.solvers.len() > 1 {
            parts.push(format!("debug-repair on {}", p.solvers[1..].join(" and ")));
        }
        parts.push("debug-repair without localization (every backend)".into());
    }
    if p.runs("test-repair") {
        parts.push(format!(
            "test-driven repair (nopol+genprog, on {})",
            p.solvers.first().map_or("z3", String::as_str)
        ));
    }
    if parts.is_empty() {
        "nothing else".into()
    } else {
        parts.join("; ")
    }
}

fn pct(x: f64) -> String {
    format!("{:.0} %", x * 100.0)
}

fn secs(x: Option<f64>) -> String {
    x.map_or("–".into(), |v| format!("{v:.1} s"))
}

/// Repair-engine times are well under a second: two decimals.
fn fine_secs(x: Option<f64>) -> String {
    x.map_or("–".into(), |v| format!("{v:.2} s"))
}

/// How many cases shared the machine, and what that makes of their times: a repair runs its
/// next attempt beside the awaited one, so one case alone may use two CPUs.
fn concurrency(jobs: usize, cpus: usize) -> String {
    if jobs <= 1 {
        return "one at a time, as in a debug session (a repair's attempts have the machine to themselves)".into();
    }
    format!(
        "{jobs} at a time on {cpus} CPUs: a case's solver processes shared the cores with another case's, so its times are a busier machine's than a debug session's (`--jobs 1`)"
    )
}

/// Renders the report for `cases` (the run's description from `info`, when known).
pub fn build(info: Option<&RunInfo>, cases: &[CaseRecord]) -> Report {
    let mut md = String::new();
    let mut svgs = Vec::new();
    let _ = writeln!(
        md,
        "# Benchmark run `{}`\n",
        info.map_or("?", |i| i.run_id.as_str())
    );
    if let Some(info) = info {
        let p = &info.profile;
        let _ = writeln!(md, "- machine: {}", info.machine.describe());
        if let Some(jobs) = info.jobs {
            let _ = writeln!(md, "- cases: {}", concurrency(jobs, info.machine.cpus));
        }
        let _ = writeln!(
            md,
            "- machine speed: {}",
            calibration::describe(&info.calibration)
        );
        let _ = writeln!(
            md,
            "- profile `{}`, seed {}: {} program(s), classes {}, {} mutant(s) per class, solvers {}, engines {}; debug-repair deadline {} s, test-repair budget {} s",
            p.name,
            p.seed,
            if p.programs == 0 {
                "all".to_string()
            } else {
                format!("{} drawn (half small, half large)", p.programs)
            },
            p.classes.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "),
            p.per_class,
            p.solvers.join(", "),
            p.engines.join(", "),
            p.debug_timeout.as_secs(),
            p.repair_budget.as_secs()
        );
        if let Some(n) = p.run_per_class.filter(|n| *n < p.per_class) {
            let _ = writeln!(
                md,
                "- run: the first {n} of the {} mutants injected per program and class (the injector draws them from the seed)",
                p.per_class
            );
        }
        if let Some(n) = p.sample_per_class {
            let _ = writeln!(
                md,
                "- sampled: {}; {} ran only on the first {n} mutant(s) per class of {} (drawn by the seed)",
                p.solvers.first().map_or("spectra on every mutant run".into(), |s| format!("debug-repair on {s} and the spectra ran on every mutant run")),
                sampled_parts(p),
                if p.sample_programs == 0 { "every program".to_string() } else { format!("{} programs", p.sample_programs) }
            );
        }
    }
    let sampled: std::collections::BTreeSet<&str> = cases
        .iter()
        .filter(|r| r.suite == "corpus" && r.engine.ends_with(aggregate::NO_LOCALIZATION))
        .map(|r| r.program.as_str())
        .collect();
    if !sampled.is_empty() {
        let names: Vec<String> = sampled.iter().map(|p| format!("`{p}`")).collect();
        let _ = writeln!(md, "- programs of the sample: {}", names.join(", "));
    }
    let _ = writeln!(md, "- {} case records\n", cases.len());
    md.push_str(&headline(cases));

    let rows = repair_rows(cases);
    md.push_str("\n## Repair per bug class\n\n");
    md.push_str("Repaired: the patch passes every test of the reference program. A wrong patch meets the specification (or the tests it was repaired with) but fails some reference test. Case median/p95: wall clock per case, specification generation under gdb included for debug-repair. Repair median/p95: the repair engine alone (localization, encoding, solver calls) per repaired case, summed over its `repair` commands, for the engines that record it. Command median/p95: the same per `repair` command of the repaired cases (a case whose first patch failed a test ran one more per refinement round).\n\n");
    md.push_str("| class | engine | cases | repaired | wrong patch | no patch | error | timeout | rate | case median | case p95 | repair median | repair p95 | command median | command p95 |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for r in &rows {
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.class,
            series_name(&r.engine, &r.solver),
            r.cases,
            r.count(Outcome::Repaired),
            r.count(Outcome::WrongPatch),
            r.count(Outcome::NoPatch),
            r.count(Outcome::Error),
            r.count(Outcome::Timeout),
            pct(r.rate),
            secs(r.median_s),
            secs(r.p95_s),
            fine_secs(r.repair_median_s),
            fine_secs(r.repair_p95_s),
            fine_secs(r.command_median_s),
            fine_secs(r.command_p95_s)
        );
    }
    let per_class: Vec<RepairRow> = rows.iter().filter(|r| r.class != "all").cloned().collect();
    if !per_class.is_empty() {
        let (classes, series, boxes) = time_boxes(&per_class);
        svgs.push((
            "repair_time.svg".to_string(),
            svg::box_plot(
                "Repair time per bug class",
                "seconds (log scale)",
                &classes,
                &series,
                &boxes,
                true,
            ),
        ));
        let rates: Vec<Vec<Option<f64>>> = classes
            .iter()
            .map(|c| {
                series
                    .iter()
                    .map(|s| {
                        per_class
                            .iter()
                            .find(|r| &r.class == c && &series_name(&r.engine, &r.solver) == s)
                            .map(|r| r.rate * 100.0)
                    })
                    .collect()
            })
            .collect();
        svgs.push((
            "repair_rate.svg".to_string(),
            svg::bars(
                "Repair rate per bug class",
                "% repaired",
                &classes,
                &series,
                &rates,
            ),
        ));
        md.push_str("\n![repair rate](repair_rate.svg)\n\n![repair time](repair_time.svg)\n");
    }

    md.push_str(&targets_section(&rows));
    md.push_str(&reasons(cases));
    md.push_str(&slow_commands_section(cases));

    let loc = localization_rows(cases);
    md.push_str("\n## Localization\n\n");
    md.push_str("Effort: the share of the statements of the function(s) under test (of the executable lines, for IntroClass) examined until the injected fault, worst case among ties; an unordered suspicious set (gradient localization) costs its whole size. A fault not reported is never found.\n\n");
    md.push_str("| suite | technique | cases | fault reported | median effort | within 10 % | within 25 % | median suspicious share |\n|---|---|---|---|---|---|---|---|\n");
    for r in &loc {
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            r.suite,
            r.engine,
            r.cases,
            r.located,
            r.median_effort.map_or("–".into(), pct),
            pct(r.within_10),
            pct(r.within_25),
            r.median_suspicious_share.map_or("–".into(), pct)
        );
    }
    let suites: std::collections::BTreeSet<&str> = loc.iter().map(|r| r.suite.as_str()).collect();
    for suite in suites {
        let series: Vec<(String, Vec<(f64, f64)>)> = loc
            .iter()
            .filter(|r| r.suite == suite)
            .map(|r| {
                (
                    r.engine.clone(),
                    r.curve.iter().map(|(k, s)| (*k, s * 100.0)).collect(),
                )
            })
            .collect();
        let name = format!("localization_{suite}.svg");
        svgs.push((
            name.clone(),
            svg::lines(
                &format!("Localization effort ({suite})"),
                "% of the program examined",
                "% of faults found",
                100.0,
                100.0,
                &series,
            ),
        ));
        let _ = writeln!(md, "\n![localization effort, {suite}]({name})");
    }

    speedup_section(
        &mut md,
        "Speedup from localization",
        &speedup_rows(cases, aggregate::NO_LOCALIZATION),
        "runs of an engine with its localization switched off (`<engine>-noloc` records)",
        "Paired cases: the same mutant and backend repaired with and without localization; the speedup is the geometric mean of (time without / time with) over them, of the whole case and of the repair engine alone. The reference's states are traced once per program and test in a run and reused, so the variant that runs first (with localization) pays for tracing in its case time: compare repair speedups.",
    );
    speedup_section(
        &mut md,
        "Speedup from the backend's arithmetic",
        &speedup_rows(cases, aggregate::OTHER_ARITHMETIC),
        "runs of an engine whose repairs encode integers in the other arithmetic (`<engine>-arith` records)",
        "Paired cases: the same mutant and backend repaired with the encoding's integers in the arithmetic the solver profile prefers (`prefers_bitvectors`: 32-bit bit-vectors, else mathematical integers) and in the other one; the speedup is the geometric mean of (time in the other / time in the preferred), \"repaired with\" counts the preferred runs. Above 1, the profile's preference is right.",
    );
    speedup_section(
        &mut md,
        "Speedup from attempts beside each other",
        &speedup_rows(cases, aggregate::ONE_AT_A_TIME),
        "runs of an engine with a repair's attempts one at a time (`<engine>-serial` records)",
        "Paired cases: the same mutant and backend repaired with the next attempt of a repair running beside the awaited one (`speculative_attempts`, the default) and with the attempts one at a time (the same answers); the speedup is the geometric mean of (time one at a time / time beside each other), \"repaired with\" counts the runs with attempts beside each other. Both take two cores where the run's `--jobs` leaves them: compare runs with `--jobs 1`.",
    );

    let backends = backend_rows(cases);
    md.push_str("\n## Solver backends\n\n");
    md.push_str("Time ratio: geometric mean over the cases both backends ran of this backend's time over z3's.\n\n");
    md.push_str("| engine | solver | cases | repaired | median | p95 | median solver calls | time ratio vs z3 |\n|---|---|---|---|---|---|---|---|\n");
    for r in &backends {
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            r.engine,
            r.solver,
            r.cases,
            r.repaired,
            secs(r.median_s),
            secs(r.p95_s),
            r.median_solver_calls
                .map_or("–".into(), |c| format!("{c:.0}")),
            r.time_ratio.map_or("–".into(), |t| format!("{t:.2}"))
        );
    }
    if !backends.is_empty() {
        let engines: Vec<String> = backends
            .iter()
            .map(|r| r.engine.clone())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let solvers: Vec<String> = backends
            .iter()
            .map(|r| r.solver.clone())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let values: Vec<Vec<Option<f64>>> = engines
            .iter()
            .map(|e| {
                solvers
                    .iter()
                    .map(|s| {
                        backends
                            .iter()
                            .find(|r| &r.engine == e && &r.solver == s)
                            .and_then(|r| r.median_s)
                    })
                    .collect()
            })
            .collect();
        svgs.push((
            "backends.svg".to_string(),
            svg::bars(
                "Median repair time per solver backend",
                "seconds",
                &engines,
                &solvers,
                &values,
            ),
        ));
        md.push_str("\n![backends](backends.svg)\n");
    }
    Report { markdown: md, svgs }
}

/// Each backend's bug classes against the debug-repair targets (see [`targets`]).
fn targets_section(rows: &[RepairRow]) -> String {
    let judged = targets::target_rows(rows);
    if judged.is_empty() {
        return String::new();
    }
    let mut md = format!(
        "\n## Targets\n\nDebug-repair (`{}`) per backend and bug class: every injected bug repaired, and a `repair` command's median under {} s and p95 under {} s on this machine.\n\n",
        targets::ENGINE,
        targets::MEDIAN_SECONDS,
        targets::P95_SECONDS
    );
    md.push_str("| backend | class | repaired | command median | command p95 | verdict |\n|---|---|---|---|---|---|\n");
    for r in &judged {
        let _ = writeln!(
            md,
            "| {} | {} | {}/{} | {} | {} | {} |",
            r.row.solver,
            r.row.class,
            r.row.count(Outcome::Repaired),
            r.row.cases,
            fine_secs(r.row.command_median_s),
            fine_secs(r.row.command_p95_s),
            if r.met() {
                "met".to_string()
            } else {
                format!("missed: {}", r.misses.join(", "))
            }
        );
    }
    md
}

/// Where the `repair` commands over the p95 target spent their time, per engine and backend.
fn slow_commands_section(cases: &[CaseRecord]) -> String {
    let rows = slow_commands::slow_command_rows(cases, slow_commands::SLOW_COMMAND_SECONDS);
    if rows.is_empty() {
        return String::new();
    }
    let mut md = format!(
        "\n## Where the slow commands' time went\n\nThe `repair` commands of repaired cases over {} s (the p95 target), from their search logs, in seconds summed over them and as shares of their time. Encodings: built, sent and taken in by the solver, of the attempts that found nothing and of those that found a repair; unsat checks: the bound checks a proof refused (or that ran out of time); sat checks: those that found a repair; closeness: the calls that move a found repair closer to the original code; rest: localization, cores, models, pops, replays and the patch.\n\n",
        slow_commands::SLOW_COMMAND_SECONDS
    );
    md.push_str("| series | slow commands | time | encodings, refused | encodings, found | unsat checks | sat checks | closeness | rest |\n|---|---|---|---|---|---|---|---|---|\n");
    for r in &rows {
        let part = |ms: u64| {
            format!(
                "{:.1} ({})",
                ms as f64 / 1000.0,
                pct(ms as f64 / r.total_ms.max(1) as f64)
            )
        };
        let _ = writeln!(
            md,
            "| {} | {} of {} | {:.1} | {} | {} | {} | {} | {} | {} |",
            series_name(&r.engine, &r.solver),
            r.slow,
            r.commands,
            r.total_ms as f64 / 1000.0,
            part(r.refused_encodings_ms),
            part(r.found_encodings_ms),
            part(r.unsat_checks_ms),
            part(r.sat_checks_ms),
            part(r.closeness_ms),
            part(r.rest_ms)
        );
    }
    md
}

/// The few numbers worth a README: repair rate per class and median/p95 time of each repair
/// engine, the localization share, the backends.
pub fn headline(cases: &[CaseRecord]) -> String {
    let mut md = String::from("## Headline\n\n");
    let rows = repair_rows(cases);
    for r in rows.iter().filter(|r| r.class == "all") {
        let per_class: Vec<String> = rows
            .iter()
            .filter(|c| c.class != "all" && c.engine == r.engine && c.solver == r.solver)
            .map(|c| format!("{} {}/{}", c.class, c.count(Outcome::Repaired), c.cases))
            .collect();
        let _ = writeln!(
            md,
            "- {}: repaired {}/{} ({}); {}; case median {}, p95 {}{}",
            series_name(&r.engine, &r.solver),
            r.count(Outcome::Repaired),
            r.cases,
            pct(r.rate),
            per_class.join(", "),
            secs(r.median_s),
            secs(r.p95_s),
            match r.repair_median_s {
                Some(_) => format!(
                    "; per repaired case median {}, p95 {} in the engine{}",
                    fine_secs(r.repair_median_s),
                    fine_secs(r.repair_p95_s),
                    match r.command_median_s {
                        Some(_) => format!(
                            "; per `repair` command median {}, p95 {} ({} commands)",
                            fine_secs(r.command_median_s),
                            fine_secs(r.command_p95_s),
                            r.commands
                        ),
                        None => String::new(),
                    }
                ),
                None => String::new(),
            }
        );
    }
    for (solver, verdict) in targets::verdicts(&targets::target_rows(&rows)) {
        let _ = writeln!(
            md,
            "- targets of {} (every bug repaired, `repair` command median under {} s and p95 under {} s per class): {verdict}",
            series_name(targets::ENGINE, &solver),
            targets::MEDIAN_SECONDS,
            targets::P95_SECONDS
        );
    }
    for r in localization_rows(cases) {
        let _ = writeln!(
            md,
            "- localization, {} / {}: fault reported in {}/{}, within 10 % of the program in {}, median suspicious share {}",
            r.suite,
            r.engine,
            r.located,
            r.cases,
            pct(r.within_10),
            r.median_suspicious_share.map_or("–".into(), pct)
        );
    }
    md
}

/// The headline section of a rendered report.
pub fn headline_from(report: &Report) -> &str {
    let text = report.markdown.as_str();
    let start = text.find("## Headline").unwrap_or(0);
    let end = text[start..]
        .find("\n## Repair")
        .map_or(text.len(), |e| start + e);
    &text[start..end]
}

/// Why repairs did not succeed, by the first clause of their detail (errors and no patch).
fn reasons(cases: &[CaseRecord]) -> String {
    let mut counts: std::collections::BTreeMap<(String, String, String), usize> =
        Default::default();
    for r in cases.iter().filter(|r| {
        r.task == crate::runners::record::Task::Repair
            && matches!(
                r.outcome,
                Outcome::Error | Outcome::NoPatch | Outcome::Timeout
            )
    }) {
        let reason = reason_of(&r.detail);
        *counts
            .entry((r.engine.clone(), r.outcome.label().to_string(), reason))
            .or_default() += 1;
    }
    if counts.is_empty() {
        return String::new();
    }
    let mut md = String::from(
        "\n### Why cases were not repaired\n\n| engine | outcome | reason | cases |\n|---|---|---|---|\n",
    );
    for ((engine, outcome, reason), n) in counts {
        let _ = writeln!(md, "| {engine} | {outcome} | {reason} | {n} |");
    }
    md
}

/// The telling clause of a detail: generic prefixes (`repair failed:`, `debug session:`, `no
/// patch for failing test(s) …:`) skipped, paths and counts cut off.
fn reason_of(detail: &str) -> String {
    let clauses: Vec<&str> = detail.split(": ").collect();
    let generic = |c: &str| {
        c.starts_with("repair failed")
            || c.starts_with("debug session")
            || c.starts_with("no patch for failing test")
            || c.starts_with("the C front end cannot model")
    };
    let clause = clauses
        .iter()
        .copied()
        .find(|c| !generic(c) && !c.starts_with('/'))
        .unwrap_or(clauses.first().copied().unwrap_or(""));
    let clause = clause.split(['(', ';']).next().unwrap_or("").trim();
    // Counts vary per case (`0 of 109 single edits`): one row per kind of reason.
    let mut out = String::new();
    let mut in_number = false;
    for c in clause.chars().filter(|c| *c != '`') {
        if c.is_ascii_digit() {
            if !in_number {
                out.push('N');
            }
        } else {
            out.push(c);
        }
        in_number = c.is_ascii_digit();
    }
    out.chars().take(80).collect()
}

/// A speedup section (localization, arithmetic): what it pairs and its table, or what a run
/// needs for it (`needs`) when it has no pairs.
fn speedup_section(
    md: &mut String,
    title: &str,
    rows: &[aggregate::SpeedupRow],
    needs: &str,
    explained: &str,
) {
    let _ = write!(md, "\n## {title}\n\n");
    if rows.is_empty() {
        let _ = writeln!(md, "Not measured in this run: it needs {needs}.");
        return;
    }
    let _ = write!(md, "{explained}\n\n");
    md.push_str("| class | engine | cases repaired both ways | case speedup | repair speedup | repaired with | repaired without |\n|---|---|---|---|---|---|---|\n");
    for r in rows {
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} | {} |",
            r.class,
            series_name(&r.engine, &r.solver),
            r.paired,
            r.speedup.map_or("–".into(), |s| format!("{s:.2}×")),
            r.repair_speedup.map_or("–".into(), |s| format!("{s:.2}×")),
            r.repaired_with,
            r.repaired_without
        );
    }
}

#[cfg(test)]
mod reason_tests {
    use super::reason_of;

    #[test]
    fn reasons_group_across_counts_and_keep_quoted_commands() {
        assert_eq!(
            reason_of("no patch for failing test(s) a, b: 0 of 109 single edits passed every test (99 screened)"),
            reason_of("no patch for failing test(s) c: 0 of 23 single edits passed every test"),
        );
        assert_eq!(
            reason_of("debug session: `-exec-next` did not finish within 10s"),
            "-exec-next did not finish within Ns"
        );
    }
}
