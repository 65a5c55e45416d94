//! A run observed outside the engine (the real program under gdb) turned into the event trace
//! the formula encoder walks.
//!
//! The observer reports only what the real program decided at each condition it evaluated, in
//! execution order. Everything else follows from the IR's structure: straight-line statements
//! run in order, a call enters its callee, `break`/`continue`/`return` leave where the IR says.
//! So no value has to be modeled here — floats, `scanf` inside conditions and anything else
//! the interpreter cannot evaluate are the real program's business.
//!
//! One thing structure cannot tell: whether a statement under a short-circuit guard inside a
//! condition ran (`b` in `a && b`). The encoder reads that only for effects (output, input,
//! calls, jumps); a pure one is reported as run (its value only matters where its guard holds,
//! and the encoder gates it by that guard), an effectful one makes the path unencodable.

use super::formula::EncodeError;
use crate::heap::SymState;
use crate::interp::{branch_key, Event, Outcome, Run, TraceStep};
use repaird_cfront::ir::{Block, Expr, LoopKind, Node, Program, StmtId, StmtKind};
use std::collections::HashMap;

/// What the real program did on one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObservedPath {
    /// Every evaluation of an observed condition, in execution order: the branch's
    /// [`branch_key`] and the side the program took.
    pub decisions: Vec<(StmtId, bool)>,
    pub stdout: String,
    /// `None` when the program did not exit normally (signal, timeout).
    pub exit_code: Option<i32>,
    /// `main`'s scalar locals as the real program held them on entering `main`: for a local
    /// read before it is written, the stack garbage the run actually used (an input of the run,
    /// like stdin). Empty when not observed.
    pub entry: Vec<(String, ScalarValue)>,
}

/// A scalar as the real program held it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScalarValue {
    Int(i64),
    /// A floating-point value as the observer printed it (decimal or scientific notation).
    Real(String),
}

/// The run as the interpreter would have reported it, events only.
pub fn to_run(
    program: &Program,
    observed: &ObservedPath,
    step_budget: usize,
) -> Result<Run, EncodeError> {
    if observed.exit_code.is_none() {
        return Err(EncodeError::Incomplete(
            "the program did not exit normally under gdb".into(),
        ));
    }
    let main = program
        .function("main")
        .ok_or_else(|| EncodeError::Desync {
            at: "main".into(),
            detail: "the program has no `main`".into(),
        })?;
    let mut replay = Replay {
        program,
        decisions: &observed.decisions,
        next: 0,
        occurrences: HashMap::new(),
        branch_occurrences: HashMap::new(),
        trace: Vec::new(),
        budget: step_budget,
        in_cond: false,
    };
    replay.block(&main.body)?;
    if replay.next != observed.decisions.len() {
        return Err(EncodeError::Desync {
            at: "the end of `main`".into(),
            detail: format!(
                "{} observed decisions were not used",
                observed.decisions.len() - replay.next
            ),
        });
    }
    Ok(Run {
        outcome: Outcome::Returned(None),
        steps: replay.trace.len(),
        trace: replay.trace,
        stdout: observed.stdout.clone(),
        state: SymState::new(),
    })
}

enum Flow {
    Normal,
    Break,
    Continue,
    Return,
}

struct Replay<'a> {
    program: &'a Program,
    decisions: &'a [(StmtId, bool)],
    next: usize,
    occurrences: HashMap<StmtId, u32>,
    branch_occurrences: HashMap<StmtId, u32>,
    trace: Vec<TraceStep>,
    budget: usize,
    in_cond: bool,
}

type R<T> = Result<T, EncodeError>;

impl Replay<'_> {
    fn push(&mut self, event: Event) {
        self.trace.push(TraceStep {
            event,
            before: None,
            after: None,
        });
    }

    fn block(&mut self, block: &Block) -> R<Flow> {
        for node in &block.0 {
            match self.node(node)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn cond(&mut self, block: &Block) -> R<Flow> {
        self.in_cond = true;
        let flow = self.block(block);
        self.in_cond = false;
        flow
    }

    fn node(&mut self, node: &Node) -> R<Flow> {
        match node {
            Node::Stmt(id) => self.stmt(*id),
            Node::If(n) => {
                if let Flow::Return = self.cond(&n.cond)? {
                    return Ok(Flow::Return);
                }
                let key = branch_key(node).unwrap_or(StmtId(0));
                let taken = self.decide(key, Some(&n.test))?;
                self.block(if taken {
                    &n.then_branch
                } else {
                    &n.else_branch
                })
            }
            Node::Loop(n) => {
                let Some(key) = branch_key(node) else {
                    return Ok(Flow::Normal);
                };
                if let Flow::Return = self.block(&n.init)? {
                    return Ok(Flow::Return);
                }
                let mut first = true;
                loop {
                    if !(first && n.kind == LoopKind::DoWhile) {
                        if let Flow::Return = self.cond(&n.cond)? {
                            return Ok(Flow::Return);
                        }
                        if !self.decide(key, n.test.as_ref())? {
                            break;
                        }
                    }
                    first = false;
                    match self.block(&n.body)? {
                        Flow::Break => break,
                        Flow::Return => return Ok(Flow::Return),
                        Flow::Normal | Flow::Continue => {}
                    }
                    if let Flow::Return = self.block(&n.step)? {
                        return Ok(Flow::Return);
                    }
                }
                Ok(Flow::Normal)
            }
        }
    }

    /// The next observed decision for `key`; a constant test (`for (;;)`, `while (1)`) that
    /// was not observed decides itself.
    fn decide(&mut self, key: StmtId, test: Option<&Expr>) -> R<bool> {
        let taken = match self.decisions.get(self.next) {
            Some((k, taken)) if *k == key => {
                self.next += 1;
                *taken
            }
            other => match test.map_or(Some(true), constant) {
                Some(value) => value,
                None => {
                    return Err(EncodeError::Desync {
                        at: key.to_string(),
                        detail: match other {
                            Some((k, _)) => format!("the real run decided {k} next"),
                            None => "the real run decided no more branches".into(),
                        },
                    })
                }
            },
        };
        let occurrence = bump(&mut self.branch_occurrences, key);
        self.push(Event::Branch {
            key,
            occurrence,
            natural: None,
            taken,
            depth: 0,
        });
        Ok(taken)
    }

    fn stmt(&mut self, id: StmtId) -> R<Flow> {
        let program = self.program;
        let stmt = program.stmt(id).ok_or_else(|| EncodeError::Desync {
            at: id.to_string(),
            detail: "no such statement".into(),
        })?;
        if self.trace.len() >= self.budget {
            return Err(EncodeError::Incomplete(format!(
                "the path is longer than {} statements",
                self.budget
            )));
        }
        let effectful = !matches!(
            stmt.kind,
            StmtKind::Assign { .. }
                | StmtKind::BoolAssign { .. }
                | StmtKind::BoolOr { .. }
                | StmtKind::BoolAnd { .. }
                | StmtKind::Nondet { .. }
        );
        if self.in_cond && effectful && constant(&stmt.guard) != Some(true) {
            return Err(EncodeError::Unsupported {
                stmt: id,
                reason: "an effect under a short-circuit guard cannot be replayed from decisions"
                    .into(),
            });
        }
        let occurrence = bump(&mut self.occurrences, id);
        self.push(Event::Stmt {
            id,
            occurrence,
            executed: true,
            skipped: false,
            depth: 0,
        });
        Ok(match &stmt.kind {
            StmtKind::Break => Flow::Break,
            StmtKind::Continue => Flow::Continue,
            StmtKind::Return { .. } => Flow::Return,
            StmtKind::Call { func, .. } => {
                let callee = program
                    .function(func)
                    .ok_or_else(|| EncodeError::Unsupported {
                        stmt: id,
                        reason: format!("call of `{func}`, which the program does not define"),
                    })?;
                self.push(Event::Enter {
                    function: func.clone(),
                });
                let in_cond = std::mem::replace(&mut self.in_cond, false);
                self.block(&callee.body)?;
                self.in_cond = in_cond;
                self.push(Event::Leave {
                    function: func.clone(),
                });
                Flow::Normal
            }
            _ => Flow::Normal,
        })
    }
}

fn bump(counts: &mut HashMap<StmtId, u32>, id: StmtId) -> u32 {
    let c = counts.entry(id).or_insert(0);
    *c += 1;
    *c - 1
}

/// The value of a test that does not depend on the run.
fn constant(e: &Expr) -> Option<bool> {
    match e {
        Expr::Bool(b) => Some(*b),
        Expr::Int(i) => Some(*i != 0),
        Expr::Char(c) => Some(*c != 0),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::localize::paths::{Execution, Interpreter, PathSource};
    use crate::localize::{FailingTest, LocalizeConfig, OutputCompare};
    use std::path::Path;

    const PROGRAM: &str = r#"
#include <stdio.h>
int twice(int v) { if (v > 5) { return v * 2; } return v; }
int main() {
  int n, i, sum = 0;
  scanf("%d", &n);
  for (i = 0; i < n; i++) {
    if (i % 2 == 0 && i > 0) { sum = sum + twice(i); } else { sum = sum - 1; }
    if (sum > 20) break;
  }
  printf("%d\n", sum);
  return 0;
}
"#;

    /// What the formula encoder reads of a trace: statements and branch decisions, in order.
    fn skeleton(run: &Run) -> Vec<String> {
        run.trace
            .iter()
            .filter_map(|s| match &s.event {
                Event::Stmt { id, occurrence, .. } => Some(format!("{id}#{occurrence}")),
                Event::Branch {
                    key,
                    occurrence,
                    taken,
                    ..
                } => Some(format!("{key}#{occurrence}={taken}")),
                Event::Enter { function } => Some(format!("enter {function}")),
                Event::Leave { function } => Some(format!("leave {function}")),
                Event::Gap { .. } => None,
            })
            .collect()
    }

    #[tokio::test]
    async fn decisions_replay_to_the_interpreters_trace() {
        let program =
            repaird_cfront::parse_source(Path::new("replay.c"), PROGRAM, &Default::default())
                .program
                .expect("parses");
        for stdin in ["0", "3", "9", "30"] {
            let test = FailingTest {
                name: format!("n={stdin}"),
                stdin: stdin.into(),
                expected_stdout: String::new(),
                compare: OutputCompare::Exact,
            };
            let config = LocalizeConfig::default();
            let Ok(Execution::Interpreted(run)) =
                Interpreter.run(&program, &test, &[], &config).await
            else {
                panic!("the interpreter runs it");
            };
            let observed = ObservedPath {
                decisions: run
                    .trace
                    .iter()
                    .filter_map(|s| match s.event {
                        Event::Branch { key, taken, .. } => Some((key, taken)),
                        _ => None,
                    })
                    .collect(),
                stdout: run.stdout.clone(),
                exit_code: Some(0),
                entry: Vec::new(),
            };
            let replayed = to_run(&program, &observed, config.step_budget).expect("replays");
            assert_eq!(skeleton(&replayed), skeleton(&run), "stdin {stdin}");
            assert_eq!(replayed.stdout, run.stdout);
        }
    }

    #[test]
    fn a_run_that_disagrees_with_the_program_is_a_desync() {
        let program =
            repaird_cfront::parse_source(Path::new("replay.c"), PROGRAM, &Default::default())
                .program
                .expect("parses");
        let observed = ObservedPath {
            decisions: vec![(StmtId(9999), true)],
            stdout: String::new(),
            exit_code: Some(0),
            entry: Vec::new(),
        };
        assert!(matches!(
            to_run(&program, &observed, 1000),
            Err(EncodeError::Desync { .. })
        ));
        let crashed = ObservedPath {
            exit_code: None,
            ..observed
        };
        assert!(matches!(
            to_run(&program, &crashed, 1000),
            Err(EncodeError::Incomplete(_))
        ));
    }
}
