//! The debug-repair targets per backend and bug class: every injected bug repaired, and a
//! `repair` command's median under [`MEDIAN_SECONDS`] and p95 under [`P95_SECONDS`]. Only the
//! default engine counts (`wolverine`): its variants (no localization, the other arithmetic,
//! attempts one at a time) are comparisons, not what a programmer runs.

use super::aggregate::RepairRow;
use crate::runners::record::Outcome;

/// The engine whose rows the targets judge.
pub const ENGINE: &str = "wolverine";
/// A `repair` command's median, in seconds.
pub const MEDIAN_SECONDS: f64 = 0.5;
/// A `repair` command's 95th percentile, in seconds.
pub const P95_SECONDS: f64 = 2.0;

/// One backend's bug class, judged.
#[derive(Debug, Clone, PartialEq)]
pub struct TargetRow {
    pub class: String,
    pub solver: String,
    pub cases: usize,
    pub repaired: usize,
    pub command_median_s: Option<f64>,
    pub command_p95_s: Option<f64>,
    /// What misses its target, in words (`2 not repaired`, `p95 6.54 s`); empty when every
    /// target is met.
    pub misses: Vec<String>,
}

impl TargetRow {
    pub fn met(&self) -> bool {
        self.misses.is_empty()
    }
}

/// The rows of [`ENGINE`] per class (not `all`), judged against the targets: by backend,
/// then class.
pub fn target_rows(rows: &[RepairRow]) -> Vec<TargetRow> {
    let mut judged: Vec<TargetRow> = rows
        .iter()
        .filter(|r| r.engine == ENGINE && r.class != "all")
        .map(|r| {
            let repaired = r.count(Outcome::Repaired);
            let mut misses = Vec::new();
            if repaired < r.cases {
                misses.push(format!("{} not repaired", r.cases - repaired));
            }
            match (r.command_median_s, r.command_p95_s) {
                (Some(median), Some(p95)) => {
                    if median >= MEDIAN_SECONDS {
                        misses.push(format!("median {median:.2} s"));
                    }
                    if p95 >= P95_SECONDS {
                        misses.push(format!("p95 {p95:.2} s"));
                    }
                }
                // Nothing repaired, or records without the engine's time: nothing to judge
                // the time by, which no target allows.
                _ => misses.push("no `repair` command timed".into()),
            }
            TargetRow {
                class: r.class.clone(),
                solver: r.solver.clone(),
                cases: r.cases,
                repaired,
                command_median_s: r.command_median_s,
                command_p95_s: r.command_p95_s,
                misses,
            }
        })
        .collect();
    judged.sort_by(|a, b| (&a.solver, &a.class).cmp(&(&b.solver, &b.class)));
    judged
}

/// One line per backend: every class met, or the classes that miss and how.
pub fn verdicts(rows: &[TargetRow]) -> Vec<(String, String)> {
    let mut solvers: Vec<&str> = Vec::new();
    for r in rows {
        if !solvers.contains(&r.solver.as_str()) {
            solvers.push(&r.solver);
        }
    }
    solvers
        .into_iter()
        .map(|solver| {
            let own: Vec<&TargetRow> = rows.iter().filter(|r| r.solver == solver).collect();
            let missed: Vec<String> = own
                .iter()
                .filter(|r| !r.met())
                .map(|r| format!("{} ({})", r.class, r.misses.join(", ")))
                .collect();
            let verdict = if missed.is_empty() {
                "met in every class".to_string()
            } else {
                format!(
                    "met in {} of {} classes; missed in {}",
                    own.len() - missed.len(),
                    own.len(),
                    missed.join("; ")
                )
            };
            (solver.to_string(), verdict)
        })
        .collect()
}
