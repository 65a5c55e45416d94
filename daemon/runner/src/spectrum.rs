//! Spectrum-based suspiciousness of source lines.
//!
//! For a line, `ef`/`ep` count the failing/passing tests that executed it and
//! `nf`/`np` those that did not. Tests without coverage data, skipped tests
//! and runner errors are left out of every count.
//!
//! Ranking: lines are ordered by score, highest first. Lines with equal scores
//! share one rank, the **worst-case** position of the group: if three lines tie
//! for the top they all get rank 3, because an engineer examining them in the
//! worst order reaches the faulty one only third. Within a group lines are
//! listed by line number.

use serde::{Deserialize, Serialize};

use crate::coverage::Spectra;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "formula")]
pub enum Formula {
    /// `ef / sqrt((ef + nf) * (ef + ep))`
    Ochiai,
    /// `(ef/F) / (ef/F + ep/P)`, with a ratio over an empty set taken as 0.
    Tarantula,
    /// `ef^star / (ep + nf)`; infinite when `ep + nf = 0` and `ef > 0`. The
    /// usual choice is `star = 2`.
    DStar { star: u32 },
}

/// How the tests relate to one line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub failed_executing: usize,
    pub passed_executing: usize,
    pub failed_not_executing: usize,
    pub passed_not_executing: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LineScore {
    pub line: u32,
    pub score: f64,
    /// 1-based; ties get the worst-case position (see the module docs).
    pub rank: usize,
    pub counts: Counts,
}

impl Formula {
    pub fn score(self, c: Counts) -> f64 {
        let ef = c.failed_executing as f64;
        let ep = c.passed_executing as f64;
        let nf = c.failed_not_executing as f64;
        let np = c.passed_not_executing as f64;
        match self {
            Formula::Ochiai => {
                let denominator = ((ef + nf) * (ef + ep)).sqrt();
                if denominator == 0.0 {
                    0.0
                } else {
                    ef / denominator
                }
            }
            Formula::Tarantula => {
                let failed_ratio = ratio(ef, ef + nf);
                let passed_ratio = ratio(ep, ep + np);
                ratio(failed_ratio, failed_ratio + passed_ratio)
            }
            Formula::DStar { star } => {
                let numerator = ef.powi(star as i32);
                if ef == 0.0 {
                    0.0
                } else if ep + nf == 0.0 {
                    f64::INFINITY
                } else {
                    numerator / (ep + nf)
                }
            }
        }
    }
}

fn ratio(part: f64, whole: f64) -> f64 {
    if whole == 0.0 {
        0.0
    } else {
        part / whole
    }
}

/// The counts of every executable line.
pub fn counts(spectra: &Spectra) -> Vec<(u32, Counts)> {
    let judged: Vec<_> = spectra
        .tests
        .iter()
        .filter(|t| t.has_coverage && (t.passed || t.outcome.failed()))
        .collect();
    let total_failed = judged.iter().filter(|t| !t.passed).count();
    let total_passed = judged.len() - total_failed;
    spectra
        .executable_lines
        .iter()
        .map(|&line| {
            let executing = judged.iter().filter(|t| t.lines.contains(&line));
            let (mut failed, mut passed) = (0, 0);
            for test in executing {
                if test.passed {
                    passed += 1
                } else {
                    failed += 1
                }
            }
            let counts = Counts {
                failed_executing: failed,
                passed_executing: passed,
                failed_not_executing: total_failed - failed,
                passed_not_executing: total_passed - passed,
            };
            (line, counts)
        })
        .collect()
}

/// Every executable line scored by `formula`, most suspicious first.
pub fn rank(spectra: &Spectra, formula: Formula) -> Vec<LineScore> {
    let mut scores: Vec<LineScore> = counts(spectra)
        .into_iter()
        .map(|(line, counts)| LineScore {
            line,
            score: formula.score(counts),
            rank: 0,
            counts,
        })
        .collect();
    scores.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.line.cmp(&b.line)));
    assign_worst_case_ranks(&mut scores);
    scores
}

fn assign_worst_case_ranks(sorted: &mut [LineScore]) {
    let mut start = 0;
    while start < sorted.len() {
        let score = sorted[start].score;
        let end = start
            + sorted[start..]
                .iter()
                .take_while(|s| s.score == score)
                .count();
        for entry in &mut sorted[start..end] {
            entry.rank = end;
        }
        start = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(ef: usize, ep: usize, nf: usize, np: usize) -> Counts {
        Counts {
            failed_executing: ef,
            passed_executing: ep,
            failed_not_executing: nf,
            passed_not_executing: np,
        }
    }

    #[test]
    fn formulas_match_their_definitions() {
        let c = counts(2, 1, 0, 3);
        assert!((Formula::Ochiai.score(c) - 2.0 / (2.0f64 * 3.0).sqrt()).abs() < 1e-12);
        // (2/2) / (2/2 + 1/4)
        assert!((Formula::Tarantula.score(c) - 0.8).abs() < 1e-12);
        assert_eq!(Formula::DStar { star: 2 }.score(c), 4.0);
        assert_eq!(
            Formula::DStar { star: 2 }.score(counts(1, 0, 0, 5)),
            f64::INFINITY
        );
        assert_eq!(Formula::Ochiai.score(counts(0, 3, 2, 0)), 0.0);
        assert_eq!(Formula::Tarantula.score(counts(0, 0, 0, 0)), 0.0);
    }

    #[test]
    fn ties_share_the_worst_case_rank() {
        let mut scores: Vec<LineScore> = [0.9, 0.9, 0.5, 0.1, 0.1, 0.1]
            .iter()
            .enumerate()
            .map(|(i, &score)| LineScore {
                line: i as u32 + 1,
                score,
                rank: 0,
                counts: Counts::default(),
            })
            .collect();
        assign_worst_case_ranks(&mut scores);
        let ranks: Vec<usize> = scores.iter().map(|s| s.rank).collect();
        assert_eq!(ranks, [2, 2, 3, 6, 6, 6]);
    }
}
