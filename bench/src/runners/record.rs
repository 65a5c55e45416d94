//! One benchmark case's result: a line of `cases.jsonl`.

use std::io::{BufRead, Write};
use std::path::Path;

use serde::{Deserialize, Serialize};

/// How a case ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// A patch that passes every test of the reference.
    Repaired,
    /// A patch that fails some test of the reference (it overfits the specification).
    WrongPatch,
    NoPatch,
    /// Localization reported the injected fault.
    Located,
    /// Localization did not report it.
    Missed,
    Error,
    Timeout,
}

impl Outcome {
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Repaired => "repaired",
            Outcome::WrongPatch => "wrong patch",
            Outcome::NoPatch => "no patch",
            Outcome::Located => "located",
            Outcome::Missed => "missed",
            Outcome::Error => "error",
            Outcome::Timeout => "timeout",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    Repair,
    Localize,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseRecord {
    /// `corpus` (injected faults) or `introclass`.
    pub suite: String,
    /// The mutant id (`sll_reverse/c1_0/01`) or the IntroClass version (`median/0cdf…/002`).
    pub case: String,
    pub program: String,
    /// The bug class `<x,y>` of a mutant.
    #[serde(default)]
    pub class: Option<String>,
    /// `small` / `large` for corpus programs.
    #[serde(default)]
    pub size: Option<String>,
    pub task: Task,
    /// `wolverine`, `ochiai`, `tarantula`, `nopol+genprog`, `bugassist`, …
    pub engine: String,
    /// The solver backend, for engines that use one.
    #[serde(default)]
    pub solver: Option<String>,
    pub outcome: Outcome,
    /// Wall clock of the whole case (for debug-repair: specification generation under gdb,
    /// the repairs, judging the patch).
    pub millis: u64,
    /// Of `millis`, the time the repair engine itself took (encoding and solver calls, summed
    /// over the repairs of the case); debug-repair cases where a repair ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repair_millis: Option<u64>,
    /// The engine time of each `repair` command of the case, in the order they ran (a
    /// session whose runs needed no change and each refinement round run one more).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repair_command_millis: Vec<u64>,
    /// The solver calls of each `repair` command (one line per call: slots, bounds, answer,
    /// time), in the order of `repair_command_millis`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repair_command_search: Vec<Vec<String>>,
    /// Where each `repair` command's time went, in milliseconds: localization, the encodings
    /// (built, sent and taken in by the solver), the searches (checks, cores, models); the
    /// rest is the driver's own work (replays, the patch). Runs before amx-s2 counted the
    /// solver's push above an encoding, and reading cores and models, in the rest.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repair_command_phases: Vec<[u64; 3]>,
    #[serde(default)]
    pub solver_calls: Option<u32>,
    #[serde(default)]
    pub widenings: Option<u32>,
    /// Statements of the function(s) under test (the program, for IntroClass).
    pub statements: usize,
    /// Size of the suspicious set the engine reported.
    #[serde(default)]
    pub suspicious: Option<usize>,
    /// Statements examined until the fault (worst case among ties; the whole set for an
    /// unordered set); `None` when the fault was not reported.
    #[serde(default)]
    pub fault_rank: Option<usize>,
    /// The ground-truth lines.
    #[serde(default)]
    pub fault_lines: Vec<u32>,
    /// The patch's summary, or why there is none.
    #[serde(default)]
    pub detail: String,
    /// The replayable debug script, relative to the run directory.
    #[serde(default)]
    pub script: Option<String>,
}

impl CaseRecord {
    /// The suspicious set as a share of the statements.
    pub fn suspicious_share(&self) -> Option<f64> {
        self.suspicious
            .map(|s| (s as f64 / self.statements.max(1) as f64).min(1.0))
    }

    /// Share of the statements examined until the fault; `None` when it was not reported.
    pub fn effort_share(&self) -> Option<f64> {
        self.fault_rank
            .map(|r| (r as f64 / self.statements.max(1) as f64).min(1.0))
    }
}

#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}:{line}: not a case record: {source}")]
    Parse {
        path: String,
        line: usize,
        source: serde_json::Error,
    },
}

/// Reads a `cases.jsonl` file (blank lines are skipped).
pub fn read_cases(path: &Path) -> Result<Vec<CaseRecord>, RecordError> {
    let io = |source| RecordError::Io {
        path: path.display().to_string(),
        source,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let mut out = Vec::new();
    for (i, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(io)?;
        if line.trim().is_empty() {
            continue;
        }
        out.push(
            serde_json::from_str(&line).map_err(|source| RecordError::Parse {
                path: path.display().to_string(),
                line: i + 1,
                source,
            })?,
        );
    }
    Ok(out)
}

/// Appends records to a `cases.jsonl`, flushing each, so an interrupted run keeps its cases.
pub struct CaseWriter {
    file: std::fs::File,
}

impl CaseWriter {
    pub fn append(path: &Path) -> std::io::Result<CaseWriter> {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        Ok(CaseWriter { file })
    }

    /// A new, empty file (an existing one is truncated).
    pub fn create(path: &Path) -> std::io::Result<CaseWriter> {
        Ok(CaseWriter {
            file: std::fs::File::create(path)?,
        })
    }

    pub fn write(&mut self, record: &CaseRecord) -> std::io::Result<()> {
        let mut line = serde_json::to_string(record).map_err(std::io::Error::other)?;
        line.push('\n');
        // One write per line: appends by other writers of the file cannot split it.
        self.file.write_all(line.as_bytes())?;
        self.file.flush()
    }
}
