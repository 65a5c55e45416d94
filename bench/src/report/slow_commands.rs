//! Where the slow `repair` commands spent their time, from their search logs
//! (`repair_command_search`): the encodings of the attempts that found nothing and of those
//! that found a repair, the checks a proof refused, the checks that found a repair, the
//! closeness calls, and the rest of the command.

use std::collections::BTreeMap;

use crate::runners::record::{CaseRecord, Outcome, Task};

/// The p95 target of a `repair` command: the commands over it are what keeps a p95 above it.
pub const SLOW_COMMAND_SECONDS: f64 = super::targets::P95_SECONDS;

/// The slow commands of one engine and backend, their time split by what it went to
/// (milliseconds, summed over the commands).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SlowCommands {
    pub engine: String,
    pub solver: String,
    /// Commands over the threshold, and the commands of the repaired cases with a search
    /// log that has encoding lines.
    pub slow: usize,
    pub commands: usize,
    pub total_ms: u64,
    /// Encodings of the attempts none of whose checks was sat, and of those that found a
    /// repair.
    pub refused_encodings_ms: u64,
    pub found_encodings_ms: u64,
    /// Bound checks answered unsat or unknown (the widening's proofs), and sat.
    pub unsat_checks_ms: u64,
    pub sat_checks_ms: u64,
    pub closeness_ms: u64,
    /// Localization, cores, models, pops, the driver's replays and the patch.
    pub rest_ms: u64,
}

/// One line of a search log.
enum Step {
    Encoding { ms: u64 },
    Check { closer: bool, sat: bool, ms: u64 },
}

/// `1@sites encoded 196 KB 77 ms`, `1 τ=0,2,1 sat 2810 ms`, `1 closer unsat 12 ms`.
fn parse(line: &str) -> Option<Step> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let ms = words.iter().rev().nth(1)?.parse().ok()?;
    match *words.get(1)? {
        "encoded" => Some(Step::Encoding { ms }),
        kind => Some(Step::Check {
            closer: kind == "closer",
            sat: *words.get(2)? == "sat",
            ms,
        }),
    }
}

/// The split of one command's search: `None` without encoding lines (runs before they were
/// recorded), so that such commands are not counted as all rest.
fn split(command_ms: u64, search: &[String]) -> Option<SlowCommands> {
    let steps: Vec<Step> = search.iter().filter_map(|l| parse(l)).collect();
    if !steps.iter().any(|s| matches!(s, Step::Encoding { .. })) {
        return None;
    }
    let mut out = SlowCommands::default();
    // Each encoding line opens an attempt; it found a repair when a bound check was sat.
    let mut attempt_encoding = 0;
    let mut attempt_found = false;
    for step in &steps {
        match *step {
            Step::Encoding { ms } => {
                close_attempt(&mut out, attempt_encoding, attempt_found);
                attempt_encoding = ms;
                attempt_found = false;
            }
            Step::Check {
                closer: true, ms, ..
            } => out.closeness_ms += ms,
            Step::Check { sat: true, ms, .. } => {
                out.sat_checks_ms += ms;
                attempt_found = true;
            }
            Step::Check { ms, .. } => out.unsat_checks_ms += ms,
        }
    }
    close_attempt(&mut out, attempt_encoding, attempt_found);
    out.total_ms = command_ms;
    let accounted = out.refused_encodings_ms
        + out.found_encodings_ms
        + out.unsat_checks_ms
        + out.sat_checks_ms
        + out.closeness_ms;
    out.rest_ms = command_ms.saturating_sub(accounted);
    Some(out)
}

fn close_attempt(out: &mut SlowCommands, encoding_ms: u64, found: bool) {
    if found {
        out.found_encodings_ms += encoding_ms;
    } else {
        out.refused_encodings_ms += encoding_ms;
    }
}

/// Per engine and backend, the `repair` commands of repaired cases over `threshold_s`
/// seconds and where their time went; series without encoding lines are left out.
pub fn slow_command_rows(cases: &[CaseRecord], threshold_s: f64) -> Vec<SlowCommands> {
    let mut rows: BTreeMap<(String, String), SlowCommands> = BTreeMap::new();
    let repaired = cases
        .iter()
        .filter(|r| r.task == Task::Repair && r.outcome == Outcome::Repaired);
    for r in repaired {
        let commands = r.repair_command_millis.iter().zip(&r.repair_command_search);
        for (&ms, search) in commands {
            let Some(command) = split(ms, search) else {
                continue;
            };
            let solver = r.solver.clone().unwrap_or_default();
            let row = rows
                .entry((r.engine.clone(), solver.clone()))
                .or_insert_with(|| SlowCommands {
                    engine: r.engine.clone(),
                    solver,
                    ..Default::default()
                });
            row.commands += 1;
            if ms as f64 / 1000.0 <= threshold_s {
                continue;
            }
            row.slow += 1;
            row.total_ms += command.total_ms;
            row.refused_encodings_ms += command.refused_encodings_ms;
            row.found_encodings_ms += command.found_encodings_ms;
            row.unsat_checks_ms += command.unsat_checks_ms;
            row.sat_checks_ms += command.sat_checks_ms;
            row.closeness_ms += command.closeness_ms;
            row.rest_ms += command.rest_ms;
        }
    }
    rows.into_values().collect()
}
