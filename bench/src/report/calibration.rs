//! How fast this machine runs the solvers now: a recorded repair transcript per backend
//! (`bench/calibration/<solver>.smt2`) replayed a few times. The benchmark's times are only
//! comparable between runs whose calibrations agree; the machines it runs on have differed
//! by a factor of three from one day to the next with the same binary.
//!
//! Each backend's own transcript holds the searches its own models led to; to time the
//! backends against each other, the other backends also replay one shared transcript
//! ([`SHARED`]'s): the same commands, where only models and cores may differ.

use std::path::{Path, PathBuf};
use std::time::Instant;

use repaird_solvers::Profile;
use serde::{Deserialize, Serialize};

/// One backend's replay of its calibration transcript.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Calibration {
    pub solver: String,
    /// The transcript, relative to the bench crate.
    pub transcript: String,
    /// Wall time of each replay, in milliseconds, in the order run.
    pub runs_millis: Vec<u64>,
    /// Answers that differed from the recorded ones in the last replay (a backend that
    /// answers otherwise than when the transcript was recorded is not timing the same work).
    pub differences: usize,
    /// Of those, the `check-sat` answers: another backend's transcript (whose models and
    /// cores are that backend's) times the same work only where none differs.
    #[serde(default)]
    pub verdicts_differing: usize,
}

impl Calibration {
    /// The median replay; `None` without replays.
    pub fn median_millis(&self) -> Option<u64> {
        let mut runs = self.runs_millis.clone();
        runs.sort_unstable();
        runs.get(runs.len().checked_sub(1)? / 2).copied()
    }

    /// Whether this replays the backend's own transcript (not [`SHARED`]'s).
    pub fn own(&self) -> bool {
        self.transcript == transcript_name(&self.solver)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CalibrationError {
    #[error("no solver profile named `{0}`")]
    UnknownSolver(String),
    #[error("no calibration transcript for {solver} at {}", path.display())]
    MissingTranscript { solver: String, path: PathBuf },
    #[error("replaying {}: {source}", path.display())]
    Replay {
        path: PathBuf,
        source: repaird_solvers::SolverError,
    },
}

/// The directory of the calibration transcripts.
pub fn calibration_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("calibration")
}

/// The backend whose transcript the others replay too.
pub const SHARED: &str = "z3";

/// Replays `solver`'s transcript from `dir` `runs` times.
pub async fn calibrate(
    dir: &Path,
    solver: &str,
    runs: usize,
) -> Result<Calibration, CalibrationError> {
    replay_transcript(dir, solver, solver, runs).await
}

/// Replays [`SHARED`]'s transcript on `solver` `runs` times, once if a `check-sat` answer
/// differs (then it is not the same work).
pub async fn calibrate_on_shared(
    dir: &Path,
    solver: &str,
    runs: usize,
) -> Result<Calibration, CalibrationError> {
    replay_transcript(dir, SHARED, solver, runs).await
}

/// Every backend of `solvers` on its own transcript, then each other one on [`SHARED`]'s
/// where `SHARED`'s own replayed: each result in that order (a run leaves out a backend that
/// cannot be calibrated, `bench calibrate` reports the first that failed).
pub async fn calibrate_all(
    dir: &Path,
    solvers: &[String],
    runs: usize,
) -> Vec<Result<Calibration, CalibrationError>> {
    let mut results = Vec::new();
    for solver in solvers {
        results.push(calibrate(dir, solver, runs).await);
    }
    let shared_replayed = results
        .iter()
        .any(|r| r.as_ref().is_ok_and(|c| c.solver == SHARED));
    if shared_replayed {
        for solver in solvers.iter().filter(|s| *s != SHARED) {
            results.push(calibrate_on_shared(dir, solver, runs).await);
        }
    }
    results
}

/// A transcript's name as a calibration records it.
fn transcript_name(recorded_by: &str) -> String {
    format!("calibration/{recorded_by}.smt2")
}

/// Replays `transcript_of`'s transcript from `dir` on `solver`, `runs` times.
async fn replay_transcript(
    dir: &Path,
    transcript_of: &str,
    solver: &str,
    runs: usize,
) -> Result<Calibration, CalibrationError> {
    let profile =
        Profile::builtin(solver).ok_or_else(|| CalibrationError::UnknownSolver(solver.into()))?;
    let path = dir.join(format!("{transcript_of}.smt2"));
    if !path.is_file() {
        return Err(CalibrationError::MissingTranscript {
            solver: solver.into(),
            path,
        });
    }
    let mut calibration = Calibration {
        solver: solver.into(),
        transcript: transcript_name(transcript_of),
        runs_millis: Vec::with_capacity(runs),
        differences: 0,
        verdicts_differing: 0,
    };
    for _ in 0..runs {
        let start = Instant::now();
        // Another backend's transcript goes out with this backend's set-up, as its own
        // repair session would start (`repaird_solvers::replay`).
        let report = repaird_solvers::replay(&path, &profile)
            .await
            .map_err(|source| CalibrationError::Replay {
                path: path.clone(),
                source,
            })?;
        calibration
            .runs_millis
            .push(start.elapsed().as_millis() as u64);
        calibration.differences = report.differences.len();
        calibration.verdicts_differing = report
            .differences
            .iter()
            .filter(|d| d.command.starts_with("(check-sat"))
            .count();
        if transcript_of != solver && calibration.verdicts_differing > 0 {
            // Another backend's transcript that gets other answers is not the same work:
            // one replay says so.
            break;
        }
    }
    Ok(calibration)
}

/// The report's line for `calibrations`.
pub fn describe(calibrations: &[Calibration]) -> String {
    let own: Vec<&Calibration> = calibrations.iter().filter(|c| c.own()).collect();
    if own.is_empty() {
        return "not measured (no calibration recorded with this run)".into();
    }
    let parts: Vec<String> = own
        .iter()
        .map(|c| {
            let differs = if c.differences > 0 {
                format!(" ({} answers differ from the recording)", c.differences)
            } else {
                String::new()
            };
            format!("{} {}{differs}", c.solver, seconds(c.median_millis()))
        })
        .collect();
    let runs = own.iter().map(|c| c.runs_millis.len()).max().unwrap_or(0);
    let mut line = format!(
        "{} (each backend's transcript in `bench/calibration/` replayed, median of {runs}; compare runs' times only where these agree)",
        parts.join(", ")
    );
    let shared = own.iter().find(|c| c.solver == SHARED);
    let same_work: Vec<String> = calibrations
        .iter()
        .filter(|c| !c.own())
        .map(|c| {
            if c.verdicts_differing > 0 {
                return format!(
                    "{} not comparable ({} `check-sat` answers differ)",
                    c.solver, c.verdicts_differing
                );
            }
            let ratio = match (c.median_millis(), shared.and_then(|s| s.median_millis())) {
                (Some(theirs), Some(ours)) if ours > 0 => {
                    format!(", {:.1}× {SHARED}'s", theirs as f64 / ours as f64)
                }
                _ => String::new(),
            };
            format!("{} {}{ratio}", c.solver, seconds(c.median_millis()))
        })
        .collect();
    if !same_work.is_empty() {
        line.push_str(&format!(
            "; the same commands ({SHARED}'s transcript): {}",
            same_work.join(", ")
        ));
    }
    line
}

fn seconds(millis: Option<u64>) -> String {
    millis.map_or("–".into(), |ms| format!("{:.2} s", ms as f64 / 1000.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calibration(solver: &str, runs: &[u64], differences: usize) -> Calibration {
        Calibration {
            solver: solver.into(),
            transcript: format!("calibration/{solver}.smt2"),
            runs_millis: runs.to_vec(),
            differences,
            verdicts_differing: 0,
        }
    }

    #[test]
    fn the_median_is_the_middle_replay_or_the_lower_of_two() {
        assert_eq!(
            calibration("z3", &[900, 300, 500], 0).median_millis(),
            Some(500)
        );
        assert_eq!(calibration("z3", &[700, 300], 0).median_millis(), Some(300));
        assert_eq!(calibration("z3", &[], 0).median_millis(), None);
    }

    #[test]
    fn the_line_names_each_backend_its_median_and_any_differing_answers() {
        let line = describe(&[
            calibration("z3", &[520, 480, 610], 0),
            calibration("cvc5", &[2800, 2900, 2700], 2),
        ]);
        assert!(
            line.starts_with("z3 0.52 s, cvc5 2.80 s (2 answers differ"),
            "{line}"
        );
        assert!(line.contains("median of 3"), "{line}");
        assert!(!line.contains("the same commands"), "{line}");
        assert!(describe(&[]).starts_with("not measured"));
    }

    #[test]
    fn the_shared_transcript_on_another_backend_is_a_ratio_unless_its_verdicts_differ() {
        let on_shared = |solver: &str, runs: &[u64], verdicts_differing: usize| Calibration {
            transcript: format!("calibration/{SHARED}.smt2"),
            verdicts_differing,
            ..calibration(solver, runs, verdicts_differing + 3)
        };
        let line = describe(&[
            calibration("z3", &[600, 650, 700], 0),
            calibration("cvc5", &[2000, 2100, 2200], 0),
            on_shared("cvc5", &[2400, 2500, 2700], 0),
            on_shared("yices", &[2400], 27),
        ]);
        assert!(
            line.starts_with("z3 0.65 s, cvc5 2.10 s (each backend's"),
            "{line}"
        );
        assert!(
            line.ends_with(
                "; the same commands (z3's transcript): cvc5 2.50 s, 3.8× z3's, yices not comparable (27 `check-sat` answers differ)"
            ),
            "{line}"
        );
    }
}
