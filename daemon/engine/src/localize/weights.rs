//! Clause weighting (CW): a soft clause weighs `1/susp` of its statement's line, so statements
//! that many passing tests execute (low suspiciousness) are expensive to drop and are blamed
//! last. Weights are integers for the MaxSMT backends: `SCALE / susp`, rounded, at least 1, and
//! [`MAX_WEIGHT`] for lines only passing tests run (`susp = 0`).

use repaird_cfront::ir::{Program, StmtId};
use std::collections::{BTreeMap, HashMap};

/// Weight of a clause whose line has suspiciousness 1.
pub const SCALE: f64 = 100.0;
/// Weight of a clause whose line no failing test suspects.
pub const MAX_WEIGHT: u64 = 10_000;

/// Suspiciousness of source lines (e.g. Ochiai from the runner's spectra), in `[0, 1]`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Suspicion {
    pub by_line: BTreeMap<u32, f64>,
}

impl Suspicion {
    pub fn new(by_line: impl IntoIterator<Item = (u32, f64)>) -> Suspicion {
        Suspicion {
            by_line: by_line.into_iter().collect(),
        }
    }
}

/// Weight per statement.
#[derive(Clone, Debug, Default)]
pub struct Weights {
    by_stmt: HashMap<StmtId, u64>,
    unit: bool,
}

impl Weights {
    pub fn unit() -> Weights {
        Weights {
            by_stmt: HashMap::new(),
            unit: true,
        }
    }

    pub fn from_suspicion(program: &Program, suspicion: &Suspicion) -> Weights {
        let by_stmt = program
            .stmts
            .iter()
            .map(|s| {
                let line = s.origin.range.start.line;
                let susp = suspicion.by_line.get(&line).copied().unwrap_or(0.0);
                (s.id, weight_of(susp))
            })
            .collect();
        Weights {
            by_stmt,
            unit: false,
        }
    }

    pub fn of(&self, stmt: StmtId) -> u64 {
        if self.unit {
            1
        } else {
            self.by_stmt.get(&stmt).copied().unwrap_or(MAX_WEIGHT)
        }
    }
}

fn weight_of(susp: f64) -> u64 {
    if !susp.is_finite() || susp <= 0.0 {
        return MAX_WEIGHT;
    }
    ((SCALE / susp).round() as u64).clamp(1, MAX_WEIGHT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weight_falls_as_suspicion_rises() {
        assert_eq!(weight_of(1.0), 100);
        assert_eq!(weight_of(0.5), 200);
        assert_eq!(weight_of(0.0), MAX_WEIGHT);
        assert_eq!(weight_of(f64::NAN), MAX_WEIGHT);
        assert!(weight_of(0.9) < weight_of(0.3));
    }
}
