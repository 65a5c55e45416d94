//! The repair pipeline: localize, then the engines cheapest first — the single-edit sweep,
//! trace repair (WOLVERINE over the tests' traces), angelic fix localization + condition
//! synthesis (Nopol), the search fallback (GenProg); every patch validated against all tests.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use repaird_runner::{RunLimits, TestSuite};
use serde::Serialize;
use tokio_util::sync::CancellationToken;

use crate::error::DriverError;
use crate::formula::FormulaOptions;
use crate::genprog::{self, GenProgOptions};
use crate::localize::{ended_cpu_budget, ended_run_limit, localize_with_options, Localization};
use crate::nopol;
use crate::patch::{rank_and_dedup, Engine, Patch};
use crate::subject::Subject;
use crate::trace_repair;
use crate::validation::ValidatorPool;

/// Where a repair is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Localize,
    /// Forcing conditions and skipping statements under gdb.
    AngelicForcing,
    /// Recording the values in scope at candidate sites.
    CollectValues,
    Synthesis,
    Search,
    Minimize,
    Done,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Progress {
    pub stage: Stage,
    /// Of the whole repair, in `[0, 1]`.
    pub fraction: f32,
    pub message: String,
}

/// Receives progress reports (from several threads).
pub type ProgressFn = Arc<dyn Fn(Progress) + Send + Sync>;

/// A progress receiver that ignores everything.
pub fn no_progress() -> ProgressFn {
    Arc::new(|_| {})
}

#[derive(Debug, Clone)]
pub struct RepairOptions {
    /// Wall clock for the whole repair; engines stop between candidates when it is spent.
    pub time_budget: Duration,
    /// Stop once this many validated patches are found.
    pub max_patches: usize,
    /// The single-edit sweep before Nopol (cheapest: one compile for hundreds of candidates).
    pub mutation: bool,
    /// Proof-guided repair over the tests' interpreted traces (after the sweep: a solve
    /// costs well under a second where Nopol starts gdb for every forced run).
    pub trace: bool,
    pub nopol: bool,
    pub genprog: bool,
    /// Solver profile for condition synthesis (`z3`, `cvc5`, `yices`).
    pub solver: String,
    /// Sites (conditions and statements) angelic forcing tries, most suspicious first.
    pub max_sites: usize,
    pub genprog_options: GenProgOptions,
    pub limits: RunLimits,
    /// Use these tests instead of discovering them.
    pub suite: Option<TestSuite>,
}

impl Default for RepairOptions {
    fn default() -> Self {
        RepairOptions {
            time_budget: Duration::from_secs(60),
            max_patches: 3,
            mutation: true,
            trace: true,
            nopol: true,
            genprog: true,
            solver: "z3".into(),
            max_sites: 40,
            genprog_options: GenProgOptions::default(),
            limits: RunLimits {
                timeout: Duration::from_secs(2),
                ..RunLimits::default()
            },
            suite: None,
        }
    }
}

/// One thing an engine tried and what came of it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Tried {
    pub engine: Engine,
    pub what: String,
    pub outcome: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct RepairOutcome {
    /// Validated patches, best first; empty when none was found.
    pub patches: Vec<Patch>,
    pub tried: Vec<Tried>,
    /// One line: the best patch, or why there is none.
    pub summary: String,
    /// Every test already passed: nothing to repair.
    pub already_passing: bool,
    pub failing_tests: Vec<String>,
    pub tests_total: usize,
    /// Candidate programs compiled and run.
    pub validations: usize,
    pub cancelled: bool,
    pub elapsed: Duration,
    /// Wall clock per stage, in the order they ran (`localize`, then each engine that ran).
    pub timings: Vec<(String, Duration)>,
}

/// What every engine shares during one repair.
pub(crate) struct Context {
    pub subject: Arc<Subject>,
    pub pool: Arc<ValidatorPool>,
    pub started: Instant,
    pub deadline: Instant,
    pub cancel: CancellationToken,
    pub progress: ProgressFn,
    pub tried: Vec<Tried>,
}

impl Context {
    /// True once the budget is spent or the caller cancelled.
    pub fn should_stop(&self) -> bool {
        self.cancel.is_cancelled() || Instant::now() >= self.deadline
    }

    pub fn report(&self, stage: Stage, fraction: f32, message: impl Into<String>) {
        (self.progress)(Progress {
            stage,
            fraction: fraction.clamp(0.0, 1.0),
            message: message.into(),
        });
    }

    pub fn tried(&mut self, engine: Engine, what: impl Into<String>, outcome: impl Into<String>) {
        self.tried.push(Tried {
            engine,
            what: what.into(),
            outcome: outcome.into(),
        });
    }
}

/// Repairs `source` against its tests. Long blocking work (builds, test runs) runs on tokio's
/// blocking pool; `cancel` and the time budget are checked between candidates.
pub async fn repair(
    source: &Path,
    options: &RepairOptions,
    progress: ProgressFn,
    cancel: CancellationToken,
) -> Result<RepairOutcome, DriverError> {
    let started = Instant::now();
    let suite = match &options.suite {
        Some(suite) => suite.clone(),
        None => TestSuite::discover(source)?,
    };
    let subject = {
        let source = source.to_path_buf();
        tokio::task::spawn_blocking(move || Subject::load(&source))
            .await
            .map_err(|e| DriverError::Io(std::io::Error::other(e)))??
    };
    progress(Progress {
        stage: Stage::Localize,
        fraction: 0.0,
        message: format!("running {} tests", suite.tests.len()),
    });
    let localization = {
        let (subject, suite, limits) = (subject.clone(), suite.clone(), options.limits.clone());
        // Repair needs only the spectrum (it orders the sites); the formula engine's seconds
        // are spent by the diagnostics job, not here.
        let spectrum_only = FormulaOptions {
            enabled: false,
            ..FormulaOptions::default()
        };
        tokio::task::spawn_blocking(move || {
            localize_with_options(&subject, suite, &limits, &spectrum_only)
        })
        .await
        .map_err(|e| DriverError::Io(std::io::Error::other(e)))??
    };
    let failing_tests = localization.failing_tests();
    let tests_total = suite.tests.len();
    if localization.spectra.is_none() {
        return Ok(RepairOutcome {
            patches: Vec::new(),
            tried: Vec::new(),
            summary: format!("all {tests_total} tests pass: nothing to repair"),
            already_passing: true,
            failing_tests,
            tests_total,
            validations: 0,
            cancelled: false,
            elapsed: started.elapsed(),
            timings: vec![("localize".into(), started.elapsed())],
        });
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    // The originally failing tests run first: most candidates fail one of them.
    let failing_indices: Vec<usize> = (0..suite.tests.len())
        .filter(|&i| !localization.report.results[i].outcome.passed())
        .collect();
    let pool = ValidatorPool::prioritized(
        &subject.path,
        &suite,
        &candidate_limits(options, &localization),
        cores,
        &failing_indices,
    )?;
    let mut ctx = Context {
        subject: Arc::new(subject),
        pool: Arc::new(pool),
        started,
        deadline: started + options.time_budget,
        cancel,
        progress,
        tried: Vec::new(),
    };

    let mut timings = vec![("localize".to_string(), started.elapsed())];
    let mut patches = Vec::new();
    if options.mutation && !ctx.should_stop() {
        let at = Instant::now();
        patches.extend(genprog::sweep_repair(&mut ctx, &localization, options).await);
        timings.push((Engine::Mutation.to_string(), at.elapsed()));
    }
    if options.trace && patches.is_empty() && !ctx.should_stop() {
        let at = Instant::now();
        patches.extend(trace_repair::repair(&mut ctx, &localization, options).await);
        timings.push((Engine::Trace.to_string(), at.elapsed()));
    }
    if options.nopol && patches.is_empty() && !ctx.should_stop() {
        let at = Instant::now();
        patches.extend(nopol::repair(&mut ctx, &localization, options).await);
        timings.push((Engine::Nopol.to_string(), at.elapsed()));
    }
    if options.genprog && patches.is_empty() && !ctx.should_stop() {
        let at = Instant::now();
        patches.extend(genprog::repair(&mut ctx, &localization, options).await);
        timings.push((Engine::GenProg.to_string(), at.elapsed()));
    }
    let patches: Vec<Patch> = rank_and_dedup(&ctx.subject, patches)
        .into_iter()
        .take(options.max_patches.max(1))
        .collect();
    let cancelled = ctx.cancel.is_cancelled();
    let summary = summarize(&patches, &ctx, &localization, cancelled);
    ctx.report(Stage::Done, 1.0, summary.clone());
    Ok(RepairOutcome {
        summary,
        patches,
        tried: ctx.tried,
        already_passing: false,
        failing_tests,
        tests_total,
        validations: ctx.pool.validations(),
        cancelled,
        elapsed: started.elapsed(),
        timings,
    })
}

/// Limits for candidate runs: a mutated loop condition often never ends, so a candidate test
/// gets a multiple of the slowest original test that ended, not the whole test limit
/// ([`ended_run_limit`]; counting a test the bug made hang gave every candidate the whole
/// limit: the `hanging_loop_step` fixture's repair took 81 s instead of 18 s), and a CPU-time
/// budget that stops one spinning in a loop sooner ([`ended_cpu_budget`]).
fn candidate_limits(options: &RepairOptions, localization: &Localization) -> RunLimits {
    RunLimits {
        timeout: ended_run_limit(&localization.report, &options.limits),
        cpu_time: Some(ended_cpu_budget(&localization.report)),
        ..options.limits.clone()
    }
}

fn summarize(
    patches: &[Patch],
    ctx: &Context,
    localization: &Localization,
    cancelled: bool,
) -> String {
    if let Some(best) = patches.first() {
        return format!(
            "{} patch(es); best by {}: {} ({} of {} tests pass)",
            patches.len(),
            best.engine,
            best.title,
            best.tests_passed,
            best.tests_total
        );
    }
    let mut reasons: Vec<String> = Vec::new();
    for engine in [
        Engine::Mutation,
        Engine::Trace,
        Engine::Nopol,
        Engine::GenProg,
    ] {
        if let Some(last) = ctx
            .tried
            .iter()
            .rev()
            .find(|t| t.engine == engine && t.what == "summary")
        {
            reasons.push(last.outcome.clone());
        }
    }
    if reasons.is_empty() {
        reasons.push("no engine ran".into());
    }
    let failing = localization.failing_tests().join(", ");
    format!(
        "no patch{} for failing test(s) {failing}: {} ({:.1} s)",
        if cancelled { " (cancelled)" } else { "" },
        reasons.join("; "),
        ctx.started.elapsed().as_secs_f64()
    )
}
