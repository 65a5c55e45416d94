//! Where the paths of a failing test come from: the concrete IR interpreter, or a real run
//! observed by the caller (under gdb) and handed in as plain data.
//!
//! OFC asks for the failing run and, per flip, the run that follows the failing one up to a
//! branch evaluation and takes that branch's other side there (execution hijacking). The
//! interpreter is an exact stand-in only for runs it models completely (no floats, no
//! `Concrete` statements such as `scanf` inside a condition, no reads of uninitialized
//! variables); [`InterpreterOr`] uses it for the tests whose failing run it models and the real
//! program for the others, and [`super::Localization::paths`] says which ran.

use super::formula::Decision;
use super::hijack::{self, Forcing};
use super::replay::{self, ObservedPath, ScalarValue};
use super::{FailingTest, LocalizeConfig};
use crate::heap::{SymState, Val};
use crate::interp::{self, Machine, Options, Run};
use crate::interp::{Fault, Outcome};
use repaird_cfront::ir::{Program, StmtKind, Type};
use std::collections::HashSet;
use std::future::Future;

/// One run of a test, as a source produced it.
#[derive(Clone, Debug)]
pub enum Execution {
    /// The interpreter's own run (events and stdout).
    Interpreted(Run),
    /// What the real program decided at each condition, and what it printed.
    Observed(ObservedPath),
}

impl Execution {
    /// `main`'s locals on entry, where the source observed them (see [`ObservedPath::entry`]).
    pub fn entry_values(&self) -> &[(String, ScalarValue)] {
        match self {
            Execution::Interpreted(_) => &[],
            Execution::Observed(path) => &path.entry,
        }
    }

    /// The run as the formula encoder reads it (`Err`: why the path cannot be used).
    pub fn into_run(self, program: &Program, config: &LocalizeConfig) -> Result<Run, String> {
        match self {
            Execution::Interpreted(run) => Ok(run),
            Execution::Observed(path) => {
                replay::to_run(program, &path, config.step_budget).map_err(|e| e.to_string())
            }
        }
    }
}

/// Runs a failing test with some branch evaluations forced.
pub trait PathSource {
    /// What ran the paths so far (`interpreter`, `gdb`, ...), for reports.
    fn name(&self) -> String;

    /// Runs `test`; each of `forced` makes evaluation `occurrence` of branch `key` go the
    /// `taken` way (the rest of the run follows the program). `Err` says why there is no run.
    fn run(
        &mut self,
        program: &Program,
        test: &FailingTest,
        forced: &[Decision],
        config: &LocalizeConfig,
    ) -> impl Future<Output = Result<Execution, String>>;
}

impl<S: PathSource> PathSource for &mut S {
    fn name(&self) -> String {
        (**self).name()
    }

    fn run(
        &mut self,
        program: &Program,
        test: &FailingTest,
        forced: &[Decision],
        config: &LocalizeConfig,
    ) -> impl Future<Output = Result<Execution, String>> {
        (**self).run(program, test, forced, config)
    }
}

/// The concrete IR interpreter as a path source.
#[derive(Clone, Copy, Debug, Default)]
pub struct Interpreter;

impl PathSource for Interpreter {
    fn name(&self) -> String {
        "interpreter".into()
    }

    async fn run(
        &mut self,
        program: &Program,
        test: &FailingTest,
        forced: &[Decision],
        config: &LocalizeConfig,
    ) -> Result<Execution, String> {
        let force = forced.iter().fold(Forcing::new(), |force, d| {
            hijack::flip(program, &force, d.key, d.occurrence, d.taken)
        });
        Ok(Execution::Interpreted(execute(
            program, test, force, config,
        )))
    }
}

/// The interpreter for every test whose failing run it models, `fallback` (the real program)
/// for the others: a test's paths all come from one source, so its formula never mixes them.
pub struct InterpreterOr<B> {
    pub fallback: B,
    /// Tests whose paths come from `fallback`.
    fallback_tests: HashSet<String>,
    interpreted: bool,
}

impl<B> InterpreterOr<B> {
    pub fn new(fallback: B) -> InterpreterOr<B> {
        InterpreterOr {
            fallback,
            fallback_tests: HashSet::new(),
            interpreted: false,
        }
    }
}

impl<B: PathSource> PathSource for InterpreterOr<B> {
    fn name(&self) -> String {
        match (self.interpreted, self.fallback_tests.is_empty()) {
            (_, true) => "interpreter".into(),
            (false, false) => self.fallback.name(),
            (true, false) => format!(
                "interpreter, {} where the interpreter does not model the run",
                self.fallback.name()
            ),
        }
    }

    async fn run(
        &mut self,
        program: &Program,
        test: &FailingTest,
        forced: &[Decision],
        config: &LocalizeConfig,
    ) -> Result<Execution, String> {
        if !self.fallback_tests.contains(&test.name) {
            if !forced.is_empty() {
                return Interpreter.run(program, test, forced, config).await;
            }
            let run = execute(program, test, Forcing::new(), config);
            if models(&run) {
                self.interpreted = true;
                return Ok(Execution::Interpreted(run));
            }
            self.fallback_tests.insert(test.name.clone());
        }
        self.fallback.run(program, test, forced, config).await
    }
}

/// Whether the interpreter ran the whole failing run on values it knows.
fn models(run: &Run) -> bool {
    !matches!(
        run.outcome,
        Outcome::Unsupported { .. }
            | Outcome::Fault {
                fault: Fault::UndecidedCondition { .. } | Fault::UnknownFunction { .. },
                ..
            }
    )
}

/// Whether the interpreter computes exactly what the compiled program does: every statement
/// is modeled and no value is a float (the interpreter has no floating point).
pub fn interpreter_is_exact(program: &Program) -> bool {
    let floats = program
        .functions
        .iter()
        .flat_map(|f| f.params.iter().chain(&f.locals).chain(&f.temps))
        .chain(program.globals.iter().map(|g| &g.var))
        .any(|v| v.ty == Type::Float);
    !floats
        && !program
            .stmts
            .iter()
            .any(|s| matches!(s.kind, StmtKind::Concrete { .. }))
}

fn execute(program: &Program, test: &FailingTest, force: Forcing, config: &LocalizeConfig) -> Run {
    let options = Options {
        step_budget: config.step_budget,
        force,
        stdin: test.stdin.clone(),
        ..Options::default()
    };
    interp::run_function(program, "main", &entry_state(program), &[], &options)
}

/// Globals as `run_main` sets them, plus `main`'s Boolean condition temporaries preset to
/// false: the front end lowers `a && b` to `b0 band b1` with `b1` computed only when `b0`
/// holds, and the interpreter's `band` cannot decide over a never-assigned `b1`. Any value
/// gives the same result there, and every other read of a temporary follows its assignment.
fn entry_state(program: &Program) -> SymState {
    let mut state = SymState::new();
    for g in &program.globals {
        let v = match &g.init {
            Some(e) => Machine::from_state(program, &SymState::new(), "")
                .eval(e)
                .unwrap_or(Val::Unknown),
            None => match g.var.ty {
                Type::Int | Type::Char => Val::Int(0),
                Type::Bool => Val::Bool(false),
                Type::Ptr(_) => Val::Null,
                _ => Val::Unknown,
            },
        };
        state.vars.insert(g.var.name.clone(), v);
    }
    if let Some(main) = program.function("main") {
        for t in main.temps.iter().filter(|t| t.ty == Type::Bool) {
            state.vars.insert(t.name.clone(), Val::Bool(false));
        }
    }
    state
}
