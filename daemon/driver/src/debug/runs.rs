//! Several runs of the program in one session (`rerun`): the record of a finished run is kept,
//! and `repair` meets the asserted states of every run with one patch (the engine unrolls each
//! run from its own entry state with the same selector variables). One run's states rarely
//! pin a patch down; a second input usually does.

use super::command::RunStdin;
use super::error::DebugError;
use super::record::Record;
use super::session::{stdin_file, DebugSession, Extras};

impl DebugSession {
    /// `rerun`: keeps the current run's record (when it asserted anything), then starts the
    /// program again with `args` and `stdin` (the run before's standard input when `None`).
    pub(super) async fn rerun(
        &mut self,
        args: Vec<String>,
        stdin: Option<RunStdin>,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        let (stdin_text, stdin_path) = match stdin {
            None => (None, None),
            Some(RunStdin::File(path)) => {
                // Not `is_file`: `/dev/null` and pipes are fine inputs too.
                if !path.exists() || path.is_dir() {
                    return Err(DebugError::Source {
                        path: path.display().to_string(),
                        message: "no such file (standard input of the run)".into(),
                    });
                }
                (None, Some(std::path::absolute(&path).unwrap_or(path)))
            }
            Some(RunStdin::Text(text)) => {
                let file = stdin_file(&text)?;
                let path = file.path().to_path_buf();
                (Some(file), Some(path))
            }
        };
        let kept = self.keep_current_run()?;
        if let Some(path) = stdin_path {
            self.stdin_text = stdin_text;
            self.stdin_path = Some(path);
        }
        self.request.args = args;
        self.run_number += 1;
        // gdb's checkpoints end with the run; the numbering goes on so that an old number
        // is refused rather than mistaken for a new checkpoint.
        let mut checkpoints = std::mem::take(&mut self.checkpoints);
        checkpoints.detach();
        // As `start` goes: to `main` (whose graph names the heap nodes in the order gdb
        // first sees them, so the same input gives the same names in every run), then on to
        // the first breakpoint as `continue` does, a patched program hot patched all along.
        let started = self.start(x, false).await;
        self.checkpoints = checkpoints;
        x.say(match kept {
            Some(function) => format!(
                "run {}: the states asserted in {function} so far are kept; `repair` meets those of all {} runs",
                self.run_number,
                self.earlier_runs.len() + 1
            ),
            None => format!(
                "run {}: the run before asserted nothing, so nothing of it is kept",
                self.run_number
            ),
        });
        started
    }

    /// Moves the current run's record to the earlier runs; the function it is about, or
    /// `None` when nothing was asserted.
    fn keep_current_run(&mut self) -> Result<Option<String>, DebugError> {
        let Some((_, record)) = self.record.as_ref().filter(|(_, r)| r.asserts_anything()) else {
            return Ok(None);
        };
        if let Some(other) = self
            .earlier_runs
            .first()
            .map(|(_, r)| r)
            .filter(|r| r.function != record.function)
        {
            return Err(DebugError::NotApplicable(format!(
                "the earlier runs asserted states of {}, this one of {}: one repair changes one function",
                other.function, record.function
            )));
        }
        let (_, record) = self.record.take().expect("checked above");
        let function = record.function.clone();
        self.earlier_runs.push((self.run_number, record));
        Ok(Some(function))
    }

    /// Every record a repair must meet, with its run number: the current run's first (when it
    /// asserted anything), then the earlier runs, latest first.
    pub(super) fn records_to_meet(&self) -> Result<Vec<(u32, Record)>, DebugError> {
        let mut records: Vec<(u32, Record)> = Vec::new();
        if let Some((_, record)) = self.record.as_ref().filter(|(_, r)| r.asserts_anything()) {
            records.push((self.run_number, record.clone()));
        }
        records.extend(self.earlier_runs.iter().rev().cloned());
        let Some((_, first)) = records.first() else {
            return Err(DebugError::NotApplicable(
                "nothing asserted yet: correct the state with `change` and assert it with `spec` \
                 (or say what a printf prints with `output`)"
                    .into(),
            ));
        };
        if let Some((run, other)) = records.iter().find(|(_, r)| r.function != first.function) {
            return Err(DebugError::NotApplicable(format!(
                "run {run} asserted states of {}, another of {}: one repair changes one function",
                other.function, first.function
            )));
        }
        Ok(records)
    }
}
