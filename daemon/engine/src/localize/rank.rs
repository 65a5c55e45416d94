//! From correction sets to a ranked list of statements.
//!
//! Per test, a statement scores `Σ (1/|M|)·(c_min/c(M))` over the correction sets `M` that
//! contain it (counting a statement once per set, however many of its instances are in it):
//! small and cheap sets weigh most, so with unit weights singletons lead, and with CW the sets
//! the passing tests point at lead. Several failing tests: the statements in every test's report,
//! ordered by mean rank (Jin & Orso §III-B6); if no statement is in all, all of them, with a
//! missing rank counted as one past that report's end. Ties share the worst-case rank.

use super::formula::SoftOrigin;
use super::search::TestReport;
use super::{Suspect, Technique};
use repaird_cfront::ir::{Program, StmtId};
use std::collections::BTreeMap;

/// Positions for items already sorted best first; `same(a, b)` says two neighbours tie.
pub(super) fn worst_case<T>(sorted: &[T], same: impl Fn(&T, &T) -> bool) -> Vec<usize> {
    let mut ranks = vec![0; sorted.len()];
    let mut start = 0;
    while start < sorted.len() {
        let mut end = start + 1;
        while end < sorted.len() && same(&sorted[start], &sorted[end]) {
            end += 1;
        }
        ranks[start..end].iter_mut().for_each(|r| *r = end);
        start = end;
    }
    ranks
}

/// Why one statement is in a report, for the diagnostic.
#[derive(Clone, Debug)]
struct Reason {
    /// Other statements of the first correction set that holds this one.
    partners: Vec<StmtId>,
    /// For a condition: the direction the failing run took.
    condition_was: Option<bool>,
    /// The other side of that branch was run and encoded (OFC).
    other_side_run: bool,
}

struct Ranked {
    stmt: StmtId,
    score: f64,
    rank: usize,
    reason: Reason,
}

fn rank_test(report: &TestReport) -> Vec<Ranked> {
    let sets: Vec<_> = report
        .mcs
        .iter()
        .filter(|m| !m.members.is_empty())
        .collect();
    let cheapest = sets.iter().map(|m| m.cost).min().unwrap_or(1).max(1) as f64;
    let mut scores: BTreeMap<StmtId, (f64, usize)> = BTreeMap::new();
    let mut reasons: BTreeMap<StmtId, Reason> = BTreeMap::new();
    for (k, m) in sets.iter().enumerate() {
        let origins: Vec<&SoftOrigin> = m
            .members
            .iter()
            .filter_map(|s| report.softs.get(s))
            .collect();
        let mut stmts: Vec<StmtId> = origins.iter().map(|o| o.stmt).collect();
        stmts.sort();
        stmts.dedup();
        let share = (1.0 / stmts.len() as f64) * (cheapest / m.cost.max(1) as f64);
        for s in &stmts {
            let entry = scores.entry(*s).or_insert((0.0, k));
            entry.0 += share;
            reasons.entry(*s).or_insert_with(|| {
                let decides = origins
                    .iter()
                    .find(|o| o.stmt == *s)
                    .and_then(|o| o.decides);
                Reason {
                    partners: stmts.iter().copied().filter(|x| x != s).collect(),
                    condition_was: decides.and_then(|b| report.decisions.get(&b).copied()),
                    other_side_run: decides.is_some_and(|b| report.both_sides.contains(&b)),
                }
            });
        }
    }
    let mut list: Vec<(StmtId, f64, usize)> = scores
        .into_iter()
        .map(|(s, (score, first))| (s, score, first))
        .collect();
    list.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)).then(a.0.cmp(&b.0)));
    let ranks = worst_case(&list, |a, b| a.1 == b.1);
    list.into_iter()
        .zip(ranks)
        .map(|((stmt, score, _), rank)| Ranked {
            stmt,
            score,
            rank,
            reason: reasons
                .remove(&stmt)
                .expect("scored statements have reasons"),
        })
        .collect()
}

pub(super) fn combine(
    program: &Program,
    reports: &[TestReport],
    technique: Technique,
) -> Vec<Suspect> {
    let per_test: Vec<Vec<Ranked>> = reports.iter().map(rank_test).collect();
    let mut all: BTreeMap<StmtId, Vec<usize>> = BTreeMap::new();
    for (t, ranked) in per_test.iter().enumerate() {
        for r in ranked {
            all.entry(r.stmt).or_default().push(t);
        }
    }
    let in_every: Vec<StmtId> = all
        .iter()
        .filter(|(_, tests)| tests.len() == reports.len())
        .map(|(s, _)| *s)
        .collect();
    let chosen: Vec<StmtId> = if in_every.is_empty() {
        all.keys().copied().collect()
    } else {
        in_every
    };
    struct Row {
        stmt: StmtId,
        mean_rank: f64,
        score: f64,
        tests: Vec<String>,
        reason: Reason,
    }
    let mut rows: Vec<Row> = chosen
        .into_iter()
        .map(|stmt| {
            let (mut rank_sum, mut score_sum) = (0.0, 0.0);
            let mut tests = Vec::new();
            let mut reason = None;
            for (t, ranked) in per_test.iter().enumerate() {
                match ranked.iter().find(|r| r.stmt == stmt) {
                    Some(r) => {
                        rank_sum += r.rank as f64;
                        score_sum += r.score;
                        tests.push(reports[t].test.clone());
                        reason.get_or_insert_with(|| r.reason.clone());
                    }
                    None => rank_sum += (ranked.len() + 1) as f64,
                }
            }
            let n = per_test.len() as f64;
            Row {
                stmt,
                mean_rank: rank_sum / n,
                score: score_sum / n,
                tests,
                reason: reason.expect("chosen statements are in some report"),
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        a.mean_rank
            .total_cmp(&b.mean_rank)
            .then(b.score.total_cmp(&a.score))
            .then(a.stmt.cmp(&b.stmt))
    });
    let ranks = worst_case(&rows, |a, b| {
        a.mean_rank == b.mean_rank && a.score == b.score
    });
    rows.into_iter()
        .zip(ranks)
        .map(|(row, rank)| {
            let lines = program.stmt(row.stmt).map_or(0..=0, |s| {
                s.origin.range.start.line..=s.origin.range.end.line
            });
            Suspect {
                stmt: row.stmt,
                lines,
                rank,
                score: row.score,
                technique,
                explanation: explain(program, row.stmt, &row.reason, &row.tests),
                tests: row.tests,
            }
        })
        .collect()
}

fn explain(program: &Program, stmt: StmtId, reason: &Reason, tests: &[String]) -> String {
    let who = match tests {
        [one] => format!("test `{one}`"),
        many => format!(
            "tests {}",
            many.iter()
                .map(|t| format!("`{t}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let is_output = program
        .stmt(stmt)
        .is_some_and(|s| matches!(s.kind, repaird_cfront::ir::StmtKind::Output { .. }));
    let mut text = match reason.condition_was {
        Some(was) => {
            let other = if reason.other_side_run {
                " (its other branch was run and encoded)"
            } else {
                ""
            };
            format!(
                "{who} can produce the expected output if this condition is {} where the failing run found it {}{other}",
                !was, was
            )
        }
        None if is_output => format!("changing what this statement prints lets {who} pass"),
        None => format!("changing the value computed here lets {who} produce the expected output"),
    };
    if !reason.partners.is_empty() {
        let mut lines: Vec<u32> = reason
            .partners
            .iter()
            .filter_map(|p| program.stmt(*p).map(|s| s.origin.range.start.line))
            .collect();
        lines.sort();
        lines.dedup();
        let lines: Vec<String> = lines.iter().map(u32::to_string).collect();
        text.push_str(&format!(
            ", together with a change on line {}",
            lines.join(", ")
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_take_the_worst_case_position() {
        let ranks = worst_case(&[1.0, 1.0, 0.5, 0.1, 0.1], |a, b| a == b);
        assert_eq!(ranks, [2, 2, 3, 5, 5]);
    }
}
