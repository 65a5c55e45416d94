//! A corpus mutant as a benchmark case: where it is, its ground truth, and what to debug.

use std::path::{Path, PathBuf};

use crate::corpus::{Program, SizeClass};
use crate::csyntax;
use crate::inject::MutantRecord;
use crate::runners::record::{CaseRecord, Outcome, Task};
use crate::spec_gen::TestRun;

#[derive(Debug, Clone)]
pub struct MutantCase<'p> {
    pub program: &'p Program,
    pub record: MutantRecord,
    /// The mutant's C file.
    pub source: PathBuf,
    pub text: String,
    /// Statements of the function(s) under test in the reference.
    pub statements: usize,
    /// Mutant lines a localization must name: mutated lines, and for a deletion the lines
    /// on either side of the gap.
    pub fault_lines: Vec<u32>,
    /// The function the debug session steps into.
    pub function: String,
    /// Line ranges of the function(s) under test in the mutant: the scope localization is
    /// measured in (the debug session knows which function it is in; spectrum rankings are
    /// cut to the same scope).
    pub scope: Vec<(u32, u32)>,
    /// A failing test, and the call of `function` in it, that the sessions lead with (one
    /// known to go wrong).
    pub lead: Option<(String, usize)>,
}

impl<'p> MutantCase<'p> {
    pub fn load(
        program: &'p Program,
        record: MutantRecord,
        mutants_dir: &Path,
    ) -> std::io::Result<Self> {
        let source = mutants_dir.join(&record.source_file);
        let text = std::fs::read_to_string(&source)?;
        let statements = csyntax::analyse(&program.source, &program.meta.functions)
            .map(|a| a.statements)
            .unwrap_or(0);
        let mut fault_lines: Vec<u32> = record
            .mutations
            .iter()
            .map(|m| m.mutant_line as u32)
            .collect();
        for d in &record.deletions {
            fault_lines.push(d.mutant_line as u32);
            if d.mutant_line > 1 {
                fault_lines.push(d.mutant_line as u32 - 1);
            }
        }
        fault_lines.sort_unstable();
        fault_lines.dedup();
        let function = faulty_function(program, &text, &fault_lines);
        let scope = program
            .meta
            .functions
            .iter()
            .filter_map(|f| line_span(&text, f))
            .collect();
        Ok(MutantCase {
            scope,
            program,
            record,
            source,
            text,
            statements,
            fault_lines,
            function,
            lead: None,
        })
    }

    /// Whether a mutant line lies in a function under test.
    pub fn in_scope(&self, line: u32) -> bool {
        self.scope.iter().any(|(a, b)| (*a..=*b).contains(&line))
    }

    /// Failing tests, the likeliest to make a telling but short specification first: the
    /// lead test (at its call; every other at call 1), then runs that finish before runs
    /// that loop, then about four arguments (four nodes: every loop goes round a few times)
    /// before fewer or more.
    pub fn spec_runs(&self) -> Vec<(String, TestRun)> {
        let mut tests: Vec<_> = self
            .program
            .suite
            .tests
            .iter()
            .filter(|t| self.record.failing_tests.contains(&t.name))
            .collect();
        tests.sort_by_key(|t| {
            (
                self.lead.as_ref().is_none_or(|(name, _)| *name != t.name),
                self.record.timed_out_tests.contains(&t.name),
                t.args.len().abs_diff(4),
                t.args.len(),
            )
        });
        tests
            .into_iter()
            .map(|t| {
                (
                    t.name.clone(),
                    TestRun {
                        args: t.args.clone(),
                        stdin: t.stdin.clone(),
                        call: match &self.lead {
                            Some((name, call)) if *name == t.name => *call,
                            _ => 1,
                        },
                    },
                )
            })
            .collect()
    }

    /// The same mutant, with `function` as the one the debug session steps into, led by
    /// `lead`: a test and the call of `function` in it (see [`Self::spec_runs`]).
    pub fn for_function(&self, function: &str, lead: (String, usize)) -> MutantCase<'p> {
        MutantCase {
            function: function.to_string(),
            lead: Some(lead),
            ..self.clone()
        }
    }

    /// The same case on another text of the mutant (one with a helper already repaired),
    /// written at `source`.
    pub fn with_text(&self, source: PathBuf, text: String) -> MutantCase<'p> {
        MutantCase {
            source,
            text,
            ..self.clone()
        }
    }

    /// The other functions under test that the case's function calls, in the index's order.
    pub fn helpers(&self) -> Vec<&'p str> {
        self.called_by(&self.function)
    }

    /// Whether a call of `helper` that starts from the reference's state may end in another:
    /// only when its code, or that of a function under test it calls at any depth, differs
    /// from the reference's. The same code from the same state (arguments, globals, heap)
    /// ends the same; comparing such a call costs a traced run under gdb per test and call
    /// (10 s of dll_remove_duplicates ⟨1,1⟩'s 30, its two helpers unchanged).
    pub fn may_diverge(&self, helper: &str) -> bool {
        let code = |source: &str, f: &str| {
            csyntax::function_span(source, f)
                .ok()
                .flatten()
                .and_then(|span| source.get(span).map(str::to_string))
        };
        let mut seen = vec![helper];
        let mut pending = vec![helper];
        while let Some(f) = pending.pop() {
            let ours = code(&self.text, f);
            if ours.is_none() || ours != code(&self.program.source, f) {
                return true;
            }
            for callee in self.called_by(f) {
                if !seen.contains(&callee) {
                    seen.push(callee);
                    pending.push(callee);
                }
            }
        }
        false
    }

    /// The other functions under test that `function` calls (in the case's text).
    fn called_by(&self, function: &str) -> Vec<&'p str> {
        let Some((first, last)) = line_span(&self.text, function) else {
            return Vec::new();
        };
        self.program
            .meta
            .functions
            .iter()
            .filter(|f| *f != function)
            .filter(|f| {
                crate::spec_gen::FunctionShape::of(&self.text, f)
                    .is_ok_and(|shape| shape.call_lines.iter().any(|l| (first..=last).contains(l)))
            })
            .map(String::as_str)
            .collect()
    }

    /// A record for this case with the common fields filled.
    pub fn record(
        &self,
        task: Task,
        engine: &str,
        solver: Option<&str>,
        outcome: Outcome,
    ) -> CaseRecord {
        CaseRecord {
            suite: "corpus".into(),
            case: self.record.id.clone(),
            program: self.program.name().to_string(),
            class: Some(self.record.class.to_string()),
            size: Some(
                match self.program.meta.size {
                    SizeClass::Small => "small",
                    SizeClass::Large => "large",
                }
                .into(),
            ),
            task,
            engine: engine.to_string(),
            solver: solver.map(str::to_string),
            outcome,
            millis: 0,
            repair_millis: None,
            repair_command_millis: Vec::new(),
            repair_command_search: Vec::new(),
            repair_command_phases: Vec::new(),
            solver_calls: None,
            widenings: None,
            statements: self.statements,
            suspicious: None,
            fault_rank: None,
            fault_lines: self.fault_lines.clone(),
            detail: String::new(),
            script: None,
        }
    }
}

fn line_span(text: &str, function: &str) -> Option<(u32, u32)> {
    let span = csyntax::function_span(text, function).ok().flatten()?;
    let line_of = |offset: usize| text[..offset.min(text.len())].matches('\n').count() as u32 + 1;
    Some((line_of(span.start), line_of(span.end)))
}

/// The function holding the faults; when they are spread over several, the last one the index
/// lists (helpers come first, the entry point last).
fn faulty_function(program: &Program, text: &str, fault_lines: &[u32]) -> String {
    let functions = &program.meta.functions;
    let holding: Vec<&String> = functions
        .iter()
        .filter(|f| {
            line_span(text, f).is_some_and(|(a, b)| fault_lines.iter().any(|l| (a..=b).contains(l)))
        })
        .collect();
    holding
        .last()
        .or(functions.last().as_ref())
        .map(|f| f.to_string())
        .unwrap_or_default()
}
