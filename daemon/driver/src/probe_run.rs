//! Runs of the probe build under one long-lived gdb session: tests replayed with some sites
//! forced, and the values in scope recorded at every evaluation of the observed sites.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::time::Duration;

use repaird_engine::synth::Value;
use repaird_gdb::{GdbError, GdbSession, LaunchOptions, Location, RunOptions, StopReason};
use repaird_owned::scratch::ScratchDir;
use repaird_runner::{Executable, TestCase};

use crate::probe::{Force, MODE_ARRAY, SITE_FUNCTION};
use crate::subject::ScalarKind;

/// Processes a test's program may have at once under gdb (a fork bomb stops here instead of
/// exhausting the machine's pids; the runner holds tests to a limit of the same kind).
pub(crate) const GDB_RUN_PROCESS_LIMIT: u64 = 64;

/// Evaluations recorded per site per run; loops beyond this add nothing synthesis needs.
const HITS_PER_SITE: usize = 24;
/// Stops per run before observation is switched off (a hot loop under gdb is slow).
const STOPS_PER_RUN: usize = 400;

/// One evaluation of a site.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    pub site: usize,
    /// What the site yielded without forcing (the condition's value; `true` for a statement).
    pub natural: bool,
    pub values: BTreeMap<String, Value>,
}

/// What one run did.
#[derive(Debug, Clone, Default)]
pub struct ProbeRun {
    pub stdout: String,
    /// `None` when the program did not exit normally (signal, timeout).
    pub exit_code: Option<i32>,
    pub timed_out: bool,
    pub hits: Vec<Hit>,
}

/// A gdb session on the probe build.
pub struct ProbeRunner {
    session: GdbSession,
    /// Variables read at each site (by the site's function).
    site_vars: Vec<Vec<(String, ScalarKind)>>,
    inputs: ScratchDir,
    _binary: Executable,
    pub runs: usize,
}

impl ProbeRunner {
    pub async fn launch(
        binary: Executable,
        site_vars: Vec<Vec<(String, ScalarKind)>>,
        run_timeout: Duration,
    ) -> Result<ProbeRunner, GdbError> {
        let inputs = ScratchDir::new("repaird-probe-")
            .map_err(|e| GdbError::InvalidRequest(format!("scratch directory: {e}")))?;
        let session = GdbSession::launch(
            binary.path(),
            LaunchOptions {
                track_allocations: false,
                run_timeout,
                working_dir: Some(inputs.path().to_path_buf()),
                // A test's program may fork without end; no checkpoints are taken here.
                process_limit: Some(GDB_RUN_PROCESS_LIMIT),
                ..LaunchOptions::default()
            },
        )
        .await?;
        Ok(ProbeRunner {
            session,
            site_vars,
            inputs,
            _binary: binary,
            runs: 0,
        })
    }

    fn stdin_file(&self, index: usize, test: &TestCase) -> Result<PathBuf, GdbError> {
        let path = self.inputs.path().join(format!("stdin-{index}"));
        if !path.exists() {
            std::fs::write(&path, &test.stdin)
                .map_err(|e| GdbError::InvalidRequest(format!("writing test input: {e}")))?;
        }
        Ok(path)
    }

    /// Runs `test` (its index names its input file) with `forced` sites, recording the values
    /// at every evaluation of the sites in `observe`.
    pub async fn run(
        &mut self,
        index: usize,
        test: &TestCase,
        forced: &[(usize, Force)],
        observe: &BTreeSet<usize>,
    ) -> Result<ProbeRun, GdbError> {
        self.runs += 1;
        let options = RunOptions {
            args: test.args.clone(),
            stdin: Some(self.stdin_file(index, test)?),
        };
        let mut run = ProbeRun::default();
        let mut stop = match self.session.start(&options).await {
            Ok(stop) => stop,
            Err(GdbError::Timeout { .. }) => {
                run.timed_out = true;
                return Ok(run);
            }
            Err(e) => return Err(e),
        };
        if !stop.has_exited() {
            // The mode array is zeroed at every start; set only what this run forces.
            for (site, force) in forced {
                self.session
                    .evaluate(&format!("{MODE_ARRAY}[{site}] = {}", force.mode()))
                    .await?;
            }
            let mut site_break = if observe.is_empty() {
                None
            } else {
                Some(
                    self.session
                        .break_at(&Location::function(SITE_FUNCTION))
                        .await?,
                )
            };
            let mut per_site: BTreeMap<usize, usize> = BTreeMap::new();
            let mut stops = 0;
            loop {
                stop = match self.session.cont().await {
                    Ok(stop) => stop,
                    Err(GdbError::Timeout { .. }) => {
                        run.timed_out = true;
                        break;
                    }
                    Err(e) => return Err(e),
                };
                if !matches!(stop.reason, StopReason::BreakpointHit { .. }) {
                    break;
                }
                stops += 1;
                if stops >= STOPS_PER_RUN {
                    if let Some(id) = site_break.take() {
                        self.session.delete_breakpoint(id).await?;
                    }
                    continue;
                }
                // One round trip for the site and its natural value.
                let code = self.session.evaluate_int("site * 2 + (value != 0)").await?;
                let (site, natural) = ((code / 2) as usize, code % 2 == 1);
                if !observe.contains(&site) {
                    continue;
                }
                let seen = per_site.entry(site).or_default();
                if *seen >= HITS_PER_SITE {
                    continue;
                }
                *seen += 1;
                // Back in the program's frame (right after the site's call) to read its variables.
                self.session.finish().await?;
                let values = self.values_here(site).await?;
                run.hits.push(Hit {
                    site,
                    natural,
                    values,
                });
            }
            if let Some(id) = site_break {
                // The run may have ended (exit, timeout); a stale breakpoint is harmless but
                // would stop the next run, so it goes in any case.
                let _ = self.session.delete_breakpoint(id).await;
            }
        }
        if let StopReason::Exited { code } = stop.reason {
            run.exit_code = Some(code);
        }
        run.stdout = self.session.inferior_output().text;
        Ok(run)
    }

    /// The values of the site's variables in the selected frame, read as one gdb array
    /// (`{x, y}`); when that fails (a variable out of scope), one by one, leaving out those
    /// that cannot be read.
    async fn values_here(&mut self, site: usize) -> Result<BTreeMap<String, Value>, GdbError> {
        let vars = self.site_vars.get(site).cloned().unwrap_or_default();
        let mut values = BTreeMap::new();
        if vars.is_empty() {
            return Ok(values);
        }
        let reads: Vec<String> = vars.iter().map(|(n, k)| read_expr(n, *k)).collect();
        let all = self
            .session
            .evaluate(&format!("{{{}}}", reads.join(", ")))
            .await;
        let numbers: Option<Vec<i64>> = all.ok().and_then(|text| {
            let parsed: Vec<i64> = text
                .trim_matches(|c| c == '{' || c == '}')
                .split(',')
                .filter_map(|w| w.trim().parse().ok())
                .collect();
            (parsed.len() == vars.len()).then_some(parsed)
        });
        match numbers {
            Some(numbers) => {
                for ((name, kind), n) in vars.iter().zip(numbers) {
                    values.insert(name.clone(), to_value(*kind, n));
                }
            }
            None => {
                for ((name, kind), read) in vars.iter().zip(&reads) {
                    if let Ok(n) = self.session.evaluate_int(read).await {
                        values.insert(name.clone(), to_value(*kind, n));
                    }
                }
            }
        }
        Ok(values)
    }
}

fn read_expr(name: &str, kind: ScalarKind) -> String {
    match kind {
        ScalarKind::Int => format!("(long long)({name})"),
        ScalarKind::Bool => format!("(long long)(({name}) != 0)"),
        ScalarKind::Pointer => format!("(long long)(({name}) == 0)"),
    }
}

fn to_value(kind: ScalarKind, n: i64) -> Value {
    match kind {
        ScalarKind::Int => Value::Int(n),
        ScalarKind::Bool => Value::Bool(n != 0),
        ScalarKind::Pointer => Value::PtrNull(n != 0),
    }
}
