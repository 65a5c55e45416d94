//! OFC's paths from the real program under gdb: every `if`/loop condition is routed through
//! the probe function (see [`crate::probe`]), gdb stops at each evaluation, records which way
//! the program went and, for the evaluation OFC flips, writes the other value into the probe's
//! argument before it returns (execution hijacking in the real program). The engine receives
//! only the observed decisions and the output ([`ObservedPath`]).

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use repaird_cfront::ir::{Block, Node, Type, Var};
use repaird_cfront::StmtId;
use repaird_engine::interp::branch_key;
use repaird_engine::localize::{
    Decision, Execution, FailingTest, LocalizeConfig, ObservedPath, PathSource, ScalarValue,
};
use repaird_gdb::{GdbError, GdbSession, LaunchOptions, Location, RunOptions, StopReason};
use repaird_owned::scratch::ScratchDir;
use repaird_runner::{Build, BuildOptions, Executable, TestSuite};

use crate::probe::{instrument, Site, SITE_FUNCTION};
use crate::subject::{ConditionSite, Subject};

/// Condition evaluations per run before the run is given up (a forced loop may not end).
const MAX_EVALUATIONS: usize = 5_000;

/// The real program's paths: a gdb session on the probe build with every condition
/// instrumented, started on the first run asked for.
pub struct GdbPaths {
    subject: Subject,
    suite: TestSuite,
    run_timeout: Duration,
    live: Option<Live>,
    /// Observed runs by test and forcing: a run is deterministic, and the techniques (and
    /// OFC's rounds) ask for the same ones again.
    seen: HashMap<(String, Vec<Decision>), ObservedPath>,
    /// Runs made so far (answers from `seen` not counted).
    pub runs: usize,
    /// How long building the probe and starting gdb took.
    pub startup: Option<Duration>,
}

struct Live {
    session: GdbSession,
    /// Probe site index → the IR branch it decides.
    keys: Vec<StmtId>,
    /// Test name → command-line arguments.
    args: HashMap<String, Vec<String>>,
    inputs: ScratchDir,
    /// `main`'s locals, read once per failing run (see [`ObservedPath::entry`]).
    main_locals: Vec<Var>,
    _binary: Executable,
}

impl GdbPaths {
    /// Paths of `subject` with `suite`'s build settings and test arguments; each run of the
    /// program gets `run_timeout`.
    pub fn new(subject: &Subject, suite: &TestSuite, run_timeout: Duration) -> GdbPaths {
        GdbPaths {
            subject: subject.clone(),
            suite: suite.clone(),
            run_timeout,
            live: None,
            seen: HashMap::new(),
            runs: 0,
            startup: None,
        }
    }

    /// Builds the probe and starts gdb, unless done already.
    pub async fn start(&mut self) -> Result<(), String> {
        if self.live.is_none() {
            let started = std::time::Instant::now();
            self.live = Some(Live::launch(&self.subject, &self.suite, self.run_timeout).await?);
            self.startup = Some(started.elapsed());
        }
        Ok(())
    }

    /// Forgets the runs seen so far (a benchmark timing techniques one by one).
    pub fn forget(&mut self) {
        self.seen.clear();
    }

    /// Runs `test` with `forced` evaluations flipped; records every decision.
    pub async fn observe(
        &mut self,
        test: &FailingTest,
        forced: &[Decision],
    ) -> Result<ObservedPath, String> {
        let key = (test.name.clone(), forced.to_vec());
        if let Some(seen) = self.seen.get(&key) {
            return Ok(seen.clone());
        }
        self.start().await?;
        self.runs += 1;
        let live = self.live.as_mut().expect("started");
        let observed = live.run(test, forced).await?;
        self.seen.insert(key, observed.clone());
        Ok(observed)
    }
}

impl Live {
    async fn launch(
        subject: &Subject,
        suite: &TestSuite,
        run_timeout: Duration,
    ) -> Result<Live, String> {
        let conditions = condition_sites(subject);
        let by_offset: HashMap<usize, StmtId> = conditions
            .iter()
            .map(|(key, site)| (site.range.start.offset, *key))
            .collect();
        let probe = instrument(
            subject,
            conditions
                .into_iter()
                .map(|(_, c)| Site::Condition(c))
                .collect(),
        );
        let keys = probe
            .sites
            .iter()
            .map(|s| by_offset[&s.range().start.offset])
            .collect();
        let binary = {
            let (text, name) = (probe.text, subject.file_name());
            let mut build = BuildOptions::new(suite.build.clone());
            build.include_dir = subject.path.parent().map(|p| p.to_path_buf());
            tokio::task::spawn_blocking(move || probe_build(&text, &name, build))
                .await
                .map_err(|e| e.to_string())??
        };
        let inputs =
            ScratchDir::new("repaird-ofc-").map_err(|e| format!("scratch directory: {e}"))?;
        let mut session = GdbSession::launch(
            binary.path(),
            LaunchOptions {
                track_allocations: false,
                memory_limit_bytes: None,
                run_timeout,
                working_dir: Some(inputs.path().to_path_buf()),
                // A test's program may fork without end; no checkpoints are taken here.
                process_limit: Some(crate::probe_run::GDB_RUN_PROCESS_LIMIT),
                ..LaunchOptions::default()
            },
        )
        .await
        .map_err(|e| format!("gdb could not start the probe build: {e}"))?;
        session
            .break_at(&Location::function(SITE_FUNCTION))
            .await
            .map_err(|e| format!("gdb could not break at the probe: {e}"))?;
        Ok(Live {
            session,
            keys,
            args: suite
                .tests
                .iter()
                .map(|t| (t.name.clone(), t.args.clone()))
                .collect(),
            inputs,
            main_locals: subject
                .program
                .function("main")
                .map(|main| main.locals.clone())
                .unwrap_or_default(),
            _binary: binary,
        })
    }

    fn stdin_file(&self, test: &FailingTest) -> Result<PathBuf, String> {
        let safe: String = test
            .name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let path = self
            .inputs
            .path()
            .join(format!("stdin-{safe}-{}", test.stdin.len()));
        if !path.exists() {
            std::fs::write(&path, &test.stdin).map_err(|e| format!("writing test input: {e}"))?;
        }
        Ok(path)
    }

    /// Runs `test` with `forced` evaluations flipped; records every decision.
    async fn run(
        &mut self,
        test: &FailingTest,
        forced: &[Decision],
    ) -> Result<ObservedPath, String> {
        let force: HashMap<(StmtId, u32), bool> = forced
            .iter()
            .map(|d| ((d.key, d.occurrence), d.taken))
            .collect();
        let options = RunOptions {
            args: self.args.get(&test.name).cloned().unwrap_or_default(),
            stdin: Some(self.stdin_file(test)?),
        };
        let gdb = |e: GdbError| format!("under gdb: {e}");
        // The failing run stops at `main` once to read the locals' starting values; flipped runs
        // start from the same memory, so they go straight to the first condition (the probe's
        // breakpoint stays set across runs).
        let (mut stop, entry) = if forced.is_empty() {
            self.session.start(&options).await.map_err(gdb)?;
            let entry = self.entry_values().await;
            (self.session.cont().await.map_err(gdb)?, entry)
        } else {
            (self.session.run(&options).await.map_err(gdb)?, Vec::new())
        };
        let mut decisions = Vec::new();
        let mut occurrences: HashMap<StmtId, u32> = HashMap::new();
        while matches!(stop.reason, StopReason::BreakpointHit { .. }) {
            if decisions.len() >= MAX_EVALUATIONS {
                return Err(format!(
                    "the run evaluated more than {MAX_EVALUATIONS} conditions"
                ));
            }
            // One round trip for the site and its natural value.
            let code = self
                .session
                .evaluate_int("site * 2 + (value != 0)")
                .await
                .map_err(gdb)?;
            let (site, natural) = ((code / 2) as usize, code % 2 == 1);
            let key = *self
                .keys
                .get(site)
                .ok_or_else(|| format!("the probe reported an unknown site {site}"))?;
            let occurrence = occurrences.entry(key).or_default();
            let taken = match force.get(&(key, *occurrence)) {
                Some(&taken) if taken != natural => {
                    self.session
                        .evaluate(&format!("value = {}", i32::from(taken)))
                        .await
                        .map_err(gdb)?;
                    taken
                }
                _ => natural,
            };
            *occurrence += 1;
            decisions.push((key, taken));
            stop = self.session.cont().await.map_err(gdb)?;
        }
        let exit_code = match stop.reason {
            StopReason::Exited { code } => Some(code),
            _ => None,
        };
        Ok(ObservedPath {
            decisions,
            stdout: self.session.inferior_output().text,
            exit_code,
            entry,
        })
    }

    /// `main`'s scalar locals as they are now (at its first line); a local gdb cannot read
    /// (a block-scoped one, out of scope here) is left out and stays free in the formula.
    async fn entry_values(&mut self) -> Vec<(String, ScalarValue)> {
        let mut values = Vec::new();
        for local in &self.main_locals {
            let value = match local.ty {
                Type::Int | Type::Char | Type::Bool => self
                    .session
                    .evaluate_int(&local.name)
                    .await
                    .ok()
                    .map(ScalarValue::Int),
                Type::Float => self
                    .session
                    .evaluate(&format!("(double)({})", local.name))
                    .await
                    .ok()
                    .map(ScalarValue::Real),
                _ => None,
            };
            if let Some(value) = value {
                values.push((local.name.clone(), value));
            }
        }
        values
    }
}

/// The probe build, linked statically where the toolchain can: gdb starts a static program
/// about ten times faster than a dynamic one (no shared-library events, no libthread_db
/// probing), and OFC starts one run per flip. A build that cannot link statically (no `libc.a`,
/// a library without an archive) is linked as the suite says.
fn probe_build(text: &str, name: &str, build: BuildOptions) -> Result<Executable, String> {
    let mut fast = build.clone();
    fast.spec.flags.push("-static".into());
    Build::compile_text(text, name, &fast)
        .or_else(|_| Build::compile_text(text, name, &build))
        .map_err(|e| format!("the probe build failed: {e}"))
}

impl PathSource for GdbPaths {
    fn name(&self) -> String {
        "gdb".into()
    }

    async fn run(
        &mut self,
        _program: &repaird_cfront::ir::Program,
        test: &FailingTest,
        forced: &[Decision],
        _config: &LocalizeConfig,
    ) -> Result<Execution, String> {
        self.observe(test, forced).await.map(Execution::Observed)
    }
}

/// Every `if` and loop condition with a text range outside macros, with its branch key.
fn condition_sites(subject: &Subject) -> Vec<(StmtId, ConditionSite)> {
    let mut out = Vec::new();
    for function in &subject.program.functions {
        collect(&function.body, &function.name, subject, &mut out);
    }
    out.sort_by_key(|(_, c)| c.range.start.offset);
    out
}

fn collect(
    block: &Block,
    function: &str,
    subject: &Subject,
    out: &mut Vec<(StmtId, ConditionSite)>,
) {
    for node in &block.0 {
        let (cond, range, children): (&Block, _, Vec<&Block>) = match node {
            Node::Stmt(_) => continue,
            Node::If(n) => (&n.cond, &n.cond_range, vec![&n.then_branch, &n.else_branch]),
            Node::Loop(n) => (&n.cond, &n.cond_range, vec![&n.init, &n.body, &n.step]),
        };
        if let (Some(range), Some(key)) = (range, branch_key(node)) {
            let mut stmts = Vec::new();
            cond.stmt_ids(&mut stmts);
            let from_macro = stmts.iter().any(|id| {
                subject
                    .program
                    .stmt(*id)
                    .is_some_and(|s| s.origin.macro_use.is_some())
            });
            if !from_macro && range.end.offset > range.start.offset {
                out.push((
                    key,
                    ConditionSite {
                        function: function.to_string(),
                        stmts,
                        range: range.clone(),
                        text: subject.slice(range).to_string(),
                    },
                ));
            }
        }
        for child in children {
            collect(child, function, subject, out);
        }
    }
}
