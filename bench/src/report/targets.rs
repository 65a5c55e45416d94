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

/// One backend's bug class (a row of [`ENGINE`]), judged.
#[derive(Debug, Clone)]
pub struct TargetRow<'r> {
    pub row: &'r RepairRow,
    /// What misses its target, in words (`2 not repaired`, `p95 6.54 s`); empty when every
    /// target is met.
    pub misses: Vec<String>,
}

impl TargetRow<'_> {
    pub fn met(&self) -> bool {
        self.misses.is_empty()
    }
}

/// What of `r` misses the targets.
fn misses(r: &RepairRow) -> Vec<String> {
    let mut misses = Vec::new();
    let repaired = r.count(Outcome::Repaired);
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
        // Nothing repaired, or records without the engine's time: nothing to judge the
        // time by, which no target allows.
        _ => misses.push("no `repair` command timed".into()),
    }
    misses
}

/// The rows of [`ENGINE`] per class (not `all`), judged against the targets: by backend,
/// then class.
pub fn target_rows(rows: &[RepairRow]) -> Vec<TargetRow<'_>> {
    let mut judged: Vec<TargetRow> = rows
        .iter()
        .filter(|r| r.engine == ENGINE && r.class != "all")
        .map(|row| TargetRow {
            row,
            misses: misses(row),
        })
        .collect();
    judged.sort_by(|a, b| (&a.row.solver, &a.row.class).cmp(&(&b.row.solver, &b.row.class)));
    judged
}

/// One line per backend of `rows` (as [`target_rows`] orders them): every class met, or the
/// classes that miss and how.
pub fn verdicts(rows: &[TargetRow]) -> Vec<(String, String)> {
    rows.chunk_by(|a, b| a.row.solver == b.row.solver)
        .map(|own| {
            let missed: Vec<String> = own
                .iter()
                .filter(|r| !r.met())
                .map(|r| format!("{} ({})", r.row.class, r.misses.join(", ")))
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
            (own[0].row.solver.clone(), verdict)
        })
        .collect()
}
