//! From case records to the report's rows: repair rates and times per class, localization
//! effort per technique, backend comparison, speedup from localization.

use std::collections::{BTreeMap, BTreeSet};

use crate::runners::record::{CaseRecord, Outcome, Task};

use super::stats::{effort_curve, five_numbers, geometric_mean, median, quantile, FiveNumbers};

/// The name gradient localization goes by (it runs inside the debug-repair engine).
pub const GRADIENT: &str = "gradient (wolverine)";
/// Suffix of an engine run with its localization switched off.
pub const NO_LOCALIZATION: &str = "-noloc";
/// The suffix of an engine's records with its integers in the arithmetic the backend does
/// not prefer.
pub const OTHER_ARITHMETIC: &str = "-arith";
/// The suffix of an engine's records with a repair's attempts one at a time.
pub const ONE_AT_A_TIME: &str = "-serial";

/// A class label for grouping: `<x,y>` for mutants, the suite otherwise.
pub fn class_of(r: &CaseRecord) -> String {
    r.class.clone().unwrap_or_else(|| r.suite.clone())
}

fn seconds(r: &CaseRecord) -> f64 {
    r.millis as f64 / 1000.0
}

/// Seconds in the repair engine alone, for a repaired case that records them.
fn repair_seconds(r: &CaseRecord) -> Option<f64> {
    (r.outcome == Outcome::Repaired)
        .then_some(r.repair_millis)
        .flatten()
        .map(|ms| ms as f64 / 1000.0)
}

/// Seconds of each `repair` command of a repaired case.
fn command_seconds(r: &CaseRecord) -> impl Iterator<Item = f64> + '_ {
    let repaired = r.outcome == Outcome::Repaired;
    r.repair_command_millis
        .iter()
        .filter(move |_| repaired)
        .map(|ms| *ms as f64 / 1000.0)
}

#[derive(Debug, Clone, PartialEq)]
pub struct RepairRow {
    pub class: String,
    pub engine: String,
    pub solver: String,
    pub cases: usize,
    pub counts: BTreeMap<Outcome, usize>,
    /// Repaired (patch passes every reference test) / cases.
    pub rate: f64,
    /// Seconds over all cases of the row (what a user waits), and over repaired ones.
    pub median_s: Option<f64>,
    pub p95_s: Option<f64>,
    pub times: Vec<f64>,
    /// Seconds in the repair engine per repaired case (no specification generation), over
    /// the repaired cases that record it: what "time per repair" means.
    pub repair_median_s: Option<f64>,
    pub repair_p95_s: Option<f64>,
    /// Seconds per `repair` command of the repaired cases (a case that needed a refinement
    /// round ran two or more): the engine's answer time as a programmer meets it.
    pub command_median_s: Option<f64>,
    pub command_p95_s: Option<f64>,
    pub commands: usize,
}

impl RepairRow {
    pub fn count(&self, o: Outcome) -> usize {
        self.counts.get(&o).copied().unwrap_or(0)
    }
}

fn row_of(class: String, engine: String, solver: String, group: &[&CaseRecord]) -> RepairRow {
    let mut counts = BTreeMap::new();
    for r in group {
        *counts.entry(r.outcome).or_insert(0) += 1;
    }
    let times: Vec<f64> = group.iter().map(|r| seconds(r)).collect();
    let repair_times: Vec<f64> = group.iter().filter_map(|r| repair_seconds(r)).collect();
    let command_times: Vec<f64> = group.iter().flat_map(|r| command_seconds(r)).collect();
    let repaired = counts.get(&Outcome::Repaired).copied().unwrap_or(0);
    RepairRow {
        command_median_s: median(&command_times),
        command_p95_s: quantile(&command_times, 0.95),
        commands: command_times.len(),
        repair_median_s: median(&repair_times),
        repair_p95_s: quantile(&repair_times, 0.95),
        class,
        engine,
        solver,
        cases: group.len(),
        rate: repaired as f64 / group.len().max(1) as f64,
        median_s: median(&times),
        p95_s: quantile(&times, 0.95),
        counts,
        times,
    }
}

/// One row per (class, engine, solver), plus an `all` row per (engine, solver) at the end.
pub fn repair_rows(cases: &[CaseRecord]) -> Vec<RepairRow> {
    let repairs: Vec<&CaseRecord> = cases.iter().filter(|r| r.task == Task::Repair).collect();
    let mut groups: BTreeMap<(String, String, String), Vec<&CaseRecord>> = BTreeMap::new();
    let mut totals: BTreeMap<(String, String), Vec<&CaseRecord>> = BTreeMap::new();
    for r in &repairs {
        let solver = r.solver.clone().unwrap_or_default();
        groups
            .entry((class_of(r), r.engine.clone(), solver.clone()))
            .or_default()
            .push(r);
        totals
            .entry((r.engine.clone(), solver))
            .or_default()
            .push(r);
    }
    let mut rows: Vec<RepairRow> = groups
        .into_iter()
        .map(|((c, e, s), g)| row_of(c, e, s, &g))
        .collect();
    rows.extend(
        totals
            .into_iter()
            .map(|((e, s), g)| row_of("all".into(), e, s, &g)),
    );
    rows
}

/// Box-plot data: classes × (engine, solver) series of repair times.
pub fn time_boxes(rows: &[RepairRow]) -> (Vec<String>, Vec<String>, Vec<Vec<Option<FiveNumbers>>>) {
    let classes: Vec<String> = rows
        .iter()
        .map(|r| r.class.clone())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let series: Vec<String> = rows
        .iter()
        .map(|r| series_name(&r.engine, &r.solver))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let boxes = classes
        .iter()
        .map(|c| {
            series
                .iter()
                .map(|s| {
                    rows.iter()
                        .find(|r| &r.class == c && &series_name(&r.engine, &r.solver) == s)
                        .and_then(|r| five_numbers(&r.times))
                })
                .collect()
        })
        .collect();
    (classes, series, boxes)
}

pub fn series_name(engine: &str, solver: &str) -> String {
    if solver.is_empty() {
        engine.to_string()
    } else {
        format!("{engine} ({solver})")
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct LocalizationRow {
    pub suite: String,
    pub engine: String,
    pub cases: usize,
    /// Cases whose fault the technique reported.
    pub located: usize,
    /// Median share of the statements examined until the fault, over located cases.
    pub median_effort: Option<f64>,
    /// Share of all cases with the fault within 10 % / 25 % of the statements.
    pub within_10: f64,
    pub within_25: f64,
    /// Median suspicious-set size as a share of the statements.
    pub median_suspicious_share: Option<f64>,
    pub curve: Vec<(f64, f64)>,
}

/// Localization records per (suite, technique). Gradient localization comes from the
/// debug-repair records of one solver (z3 when present, else the first by name; the
/// suspicious set does not depend on the solver), cases that ended in an error or timeout
/// left out.
pub fn localization_rows(cases: &[CaseRecord]) -> Vec<LocalizationRow> {
    let mut groups: BTreeMap<(String, String), Vec<&CaseRecord>> = BTreeMap::new();
    for r in cases.iter().filter(|r| r.task == Task::Localize) {
        groups
            .entry((r.suite.clone(), r.engine.clone()))
            .or_default()
            .push(r);
    }
    let solvers: BTreeSet<String> = cases
        .iter()
        .filter(|r| r.engine == "wolverine")
        .filter_map(|r| r.solver.clone())
        .collect();
    let gradient_solver = solvers.get("z3").or(solvers.first()).cloned();
    for r in cases.iter().filter(|r| {
        r.engine == "wolverine"
            && r.solver == gradient_solver
            && !matches!(r.outcome, Outcome::Error | Outcome::Timeout)
    }) {
        groups
            .entry((r.suite.clone(), GRADIENT.to_string()))
            .or_default()
            .push(r);
    }
    groups
        .into_iter()
        .map(|((suite, engine), group)| {
            let efforts: Vec<Option<f64>> = group.iter().map(|r| r.effort_share()).collect();
            let found: Vec<f64> = efforts.iter().flatten().copied().collect();
            let shares: Vec<f64> = group.iter().filter_map(|r| r.suspicious_share()).collect();
            let curve = effort_curve(&efforts);
            LocalizationRow {
                suite,
                engine,
                cases: group.len(),
                located: found.len(),
                median_effort: median(&found),
                within_10: curve[10].1,
                within_25: curve[25].1,
                median_suspicious_share: median(&shares),
                curve,
            }
        })
        .collect()
}

#[derive(Debug, Clone, PartialEq)]
pub struct BackendRow {
    pub engine: String,
    pub solver: String,
    pub cases: usize,
    pub repaired: usize,
    pub median_s: Option<f64>,
    pub p95_s: Option<f64>,
    pub median_solver_calls: Option<f64>,
    /// Geometric mean over cases every backend answered of (this backend's time / the
    /// reference backend's), the reference being z3 when present.
    pub time_ratio: Option<f64>,
}

pub fn backend_rows(cases: &[CaseRecord]) -> Vec<BackendRow> {
    let repairs: Vec<&CaseRecord> = cases
        .iter()
        .filter(|r| r.task == Task::Repair && r.solver.is_some())
        .collect();
    let mut groups: BTreeMap<(String, String), Vec<&CaseRecord>> = BTreeMap::new();
    for r in &repairs {
        groups
            .entry((r.engine.clone(), r.solver.clone().unwrap_or_default()))
            .or_default()
            .push(r);
    }
    let reference = |engine: &str| {
        let solvers: Vec<&String> = groups
            .keys()
            .filter(|(e, _)| e == engine)
            .map(|(_, s)| s)
            .collect();
        solvers
            .iter()
            .find(|s| s.as_str() == "z3")
            .or(solvers.first())
            .map(|s| s.to_string())
    };
    groups
        .iter()
        .map(|((engine, solver), group)| {
            let times: Vec<f64> = group.iter().map(|r| seconds(r)).collect();
            let calls: Vec<f64> = group
                .iter()
                .filter_map(|r| r.solver_calls.map(f64::from))
                .collect();
            let time_ratio = reference(engine).and_then(|base| {
                let base_times: BTreeMap<&str, f64> = groups
                    .get(&(engine.clone(), base))?
                    .iter()
                    .map(|r| (r.case.as_str(), seconds(r)))
                    .collect();
                let ratios: Vec<f64> = group
                    .iter()
                    .filter_map(|r| Some(seconds(r) / base_times.get(r.case.as_str())?))
                    .collect();
                geometric_mean(&ratios)
            });
            BackendRow {
                engine: engine.clone(),
                solver: solver.clone(),
                cases: group.len(),
                repaired: group
                    .iter()
                    .filter(|r| r.outcome == Outcome::Repaired)
                    .count(),
                median_s: median(&times),
                p95_s: quantile(&times, 0.95),
                median_solver_calls: median(&calls),
                time_ratio,
            }
        })
        .collect()
}

#[derive(Debug, Clone, PartialEq)]
pub struct SpeedupRow {
    /// A bug class, the suite, or `all`.
    pub class: String,
    pub engine: String,
    pub solver: String,
    /// Cases repaired both with and without localization.
    pub paired: usize,
    /// Geometric mean of (time without / time with) over the paired cases.
    pub speedup: Option<f64>,
    /// The same over the repair engine's time alone, for the pairs that record it.
    pub repair_speedup: Option<f64>,
    /// Of the cases run both ways: repaired with localization, and without.
    pub repaired_with: usize,
    pub repaired_without: usize,
}

/// A case repaired by a variant (first) and by its baseline (second).
type Pair<'a> = (&'a CaseRecord, &'a CaseRecord);

/// Pairs `<engine>` with `<engine><baseline>` records of the same case and solver (the
/// baseline is the engine with one thing switched off: [`NO_LOCALIZATION`],
/// [`OTHER_ARITHMETIC`], [`ONE_AT_A_TIME`]):
/// one row per (engine, solver, class) and an `all` row per (engine, solver). Nothing when
/// no run has such a baseline.
pub fn speedup_rows(cases: &[CaseRecord], baseline: &str) -> Vec<SpeedupRow> {
    let repairs = || cases.iter().filter(|r| r.task == Task::Repair);
    let with: BTreeMap<(&str, &str, Option<&str>), &CaseRecord> = repairs()
        .map(|r| ((r.engine.as_str(), r.case.as_str(), r.solver.as_deref()), r))
        .collect();
    // (engine, solver, class) → (with, without) pairs.
    let mut groups: BTreeMap<(String, String, String), Vec<Pair<'_>>> = BTreeMap::new();
    for without in repairs().filter(|r| r.engine.ends_with(baseline)) {
        let engine = without.engine.trim_end_matches(baseline);
        let Some(paired) = with.get(&(engine, without.case.as_str(), without.solver.as_deref()))
        else {
            continue;
        };
        let solver = without.solver.clone().unwrap_or_default();
        for class in [class_of(without), "all".to_string()] {
            groups
                .entry((engine.to_string(), solver.clone(), class))
                .or_default()
                .push((paired, without));
        }
    }
    let mut rows: Vec<SpeedupRow> = groups
        .into_iter()
        .map(|((engine, solver, class), pairs)| {
            let repaired = |r: &CaseRecord| r.outcome == Outcome::Repaired;
            let ratios: Vec<f64> = pairs
                .iter()
                .filter(|(w, wo)| repaired(w) && repaired(wo))
                .map(|(w, wo)| seconds(wo) / seconds(w).max(1e-3))
                .collect();
            let repair_ratios: Vec<f64> = pairs
                .iter()
                .filter_map(|(w, wo)| Some(repair_seconds(wo)? / repair_seconds(w)?.max(1e-3)))
                .collect();
            SpeedupRow {
                paired: ratios.len(),
                speedup: geometric_mean(&ratios),
                repair_speedup: geometric_mean(&repair_ratios),
                repaired_with: pairs.iter().filter(|(w, _)| repaired(w)).count(),
                repaired_without: pairs.iter().filter(|(_, wo)| repaired(wo)).count(),
                class,
                engine,
                solver,
            }
        })
        .collect();
    // Classes in order, `all` last within each (engine, solver).
    rows.sort_by(|a, b| {
        (&a.engine, &a.solver, a.class == "all", &a.class).cmp(&(
            &b.engine,
            &b.solver,
            b.class == "all",
            &b.class,
        ))
    });
    rows
}
