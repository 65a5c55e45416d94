//! How fast this machine runs the solvers now: a recorded repair transcript per backend
//! (`bench/calibration/<solver>.smt2`) replayed a few times. The benchmark's times are only
//! comparable between runs whose calibrations agree; the machines it runs on have differed
//! by a factor of three from one day to the next with the same binary.

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
}

impl Calibration {
    /// The median replay; `None` without replays.
    pub fn median_millis(&self) -> Option<u64> {
        let mut runs = self.runs_millis.clone();
        runs.sort_unstable();
        runs.get(runs.len().checked_sub(1)? / 2).copied()
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

/// Replays `solver`'s transcript from `dir` `runs` times.
pub async fn calibrate(
    dir: &Path,
    solver: &str,
    runs: usize,
) -> Result<Calibration, CalibrationError> {
    let profile =
        Profile::builtin(solver).ok_or_else(|| CalibrationError::UnknownSolver(solver.into()))?;
    let file = format!("{solver}.smt2");
    let path = dir.join(&file);
    if !path.is_file() {
        return Err(CalibrationError::MissingTranscript {
            solver: solver.into(),
            path,
        });
    }
    let mut calibration = Calibration {
        solver: solver.into(),
        transcript: format!("calibration/{file}"),
        runs_millis: Vec::with_capacity(runs),
        differences: 0,
    };
    for _ in 0..runs {
        let start = Instant::now();
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
    }
    Ok(calibration)
}

/// The report's line for `calibrations`.
pub fn describe(calibrations: &[Calibration]) -> String {
    if calibrations.is_empty() {
        return "not measured (no calibration recorded with this run)".into();
    }
    let parts: Vec<String> = calibrations
        .iter()
        .map(|c| {
            let time = c
                .median_millis()
                .map_or("–".into(), |ms| format!("{:.2} s", ms as f64 / 1000.0));
            let differs = if c.differences > 0 {
                format!(" ({} answers differ from the recording)", c.differences)
            } else {
                String::new()
            };
            format!("{} {time}{differs}", c.solver)
        })
        .collect();
    let runs = calibrations
        .iter()
        .map(|c| c.runs_millis.len())
        .max()
        .unwrap_or(0);
    format!(
        "{} (each backend's transcript in `bench/calibration/` replayed, median of {runs}; compare runs' times only where these agree)",
        parts.join(", ")
    )
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
        assert!(describe(&[]).starts_with("not measured"));
    }
}
