//! Specifications generated from the reference program, as a programmer would give them with
//! `spec` in a debug-localize-repair session (WOLVERINE's evaluation, §7).
//!
//! The reference runs under gdb through a [`DebugSession`]; its memory graphs are recorded at
//! every visit of a loop head of the function under test and at the function's last stop
//! (its exit). The mutant is then driven through the same points: at each one, the entities
//! whose values differ from the reference's are `change`d to them, the state is asserted with
//! `spec`, and at a loop head the loop is forced the way the reference went (`enter`/`leave`).
//! At an `if` the mutant is forced the way the reference went too, with no state asserted:
//! a programmer who sees the wrong branch taken says so, and the decision becomes part of the
//! specification (a mutated condition whose effect is only an output is caught that way).
//! Where the mutant faults in a statement, the statement is skipped (`next` at the fault) and
//! the reference's state at the same stop is corrected and asserted after it: every stop of
//! the reference is kept for that.
//! A final `repair` asks for the patch. Several runs (tests) go through one session: `rerun`
//! starts the next one and keeps what the runs before asserted, so the one `repair` at the end
//! meets the states of every run. Every command is kept, so a case is a script that
//! `repair debug MUTANT.c --script SCRIPT -- ARGS` replays by hand.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use repaird_driver::debug::graph::{MemoryGraph, Value, VariableScope};
use repaird_driver::debug::{
    Command, DebugError, DebugOptions, DebugSession, Failed, Reply, RunStdin, StartRequest,
};
use similar::{DiffOp, TextDiff};
use tree_sitter::Node;

use crate::csyntax;

#[derive(Debug, thiserror::Error)]
pub enum SpecError {
    #[error("the source does not parse: {0}")]
    Syntax(#[from] csyntax::SyntaxError),
    #[error("function `{0}` is not defined in the source")]
    MissingFunction(String),
    #[error("no call of `{0}` outside its own body: nothing steps into it")]
    NoCallSite(String),
    #[error("the reference never reached `{0}` with this test")]
    NotReached(String),
    #[error("the reference did not return from `{function}` within {steps} steps")]
    TooLong { function: String, steps: usize },
    /// One `next` ran past the run deadline: the program goes round a loop whose body
    /// gdb never stops in (`while (p->next) ;`), so no later step would end either.
    #[error("a step of `{function}` at line {line} did not end within the run deadline")]
    Stuck { function: String, line: u32 },
    #[error("cannot read {path}: {message}")]
    Read { path: String, message: String },
    #[error("debug session: {0}")]
    Debug(#[from] DebugError),
}

/// Where the function under test sits in a source text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionShape {
    /// Loops of the function: (line of the `while`/`for` keyword, last line of the loop).
    pub loops: Vec<(u32, u32)>,
    /// `if`s of the function: (line of the `if` keyword, first and last line of the
    /// then-branch). An `if` whose then-branch starts on its own line is left out: a stop
    /// after it cannot tell the branches apart.
    pub ifs: Vec<(u32, u32, u32)>,
    /// `printf` statements of the function, each the only statement on its line: (line,
    /// the format literal as written between its quotes).
    pub outputs: Vec<(u32, String)>,
    /// Loops and `if`s whose condition spans lines: (head line, the condition's last line).
    /// gdb stops on each line of such a condition as it evaluates it.
    pub condition_ends: Vec<(u32, u32)>,
    /// The lines outside the function that call it, in order (at least one): a run's
    /// `call`-th call is counted over all of them, as the program makes them.
    pub call_lines: Vec<u32>,
    /// The line of the function's closing brace: every return passes it last.
    pub end_line: u32,
    /// Statements of their own line that call the function itself (recursion), by line:
    /// `x = f(..);`, `p->left = f(..);`, `f(..);`.
    pub self_calls: Vec<u32>,
}

impl FunctionShape {
    pub fn of(source: &str, function: &str) -> Result<FunctionShape, SpecError> {
        let span = csyntax::function_span(source, function)?
            .ok_or_else(|| SpecError::MissingFunction(function.to_string()))?;
        let tree = csyntax::parse(source)?;
        let mut loops = Vec::new();
        let mut ifs = Vec::new();
        let mut condition_ends = Vec::new();
        collect_branches(
            tree.root_node(),
            &span,
            &mut loops,
            &mut ifs,
            &mut condition_ends,
        );
        let mut outputs = Vec::new();
        collect_outputs(tree.root_node(), source, &span, &mut outputs);
        let mut self_calls = Vec::new();
        collect_self_calls(tree.root_node(), source, &span, function, &mut self_calls);
        loops.sort_unstable();
        ifs.sort_unstable();
        let call_lines = call_lines(source, function, &span);
        if call_lines.is_empty() {
            return Err(SpecError::NoCallSite(function.to_string()));
        }
        let end_line = source[..span.end].matches('\n').count() as u32 + 1;
        Ok(FunctionShape {
            loops,
            ifs,
            outputs,
            condition_ends,
            call_lines,
            end_line,
            self_calls,
        })
    }

    /// The last line of the condition of the loop or `if` at `line` (`line` itself when the
    /// condition is on one line).
    fn condition_end(&self, line: u32) -> u32 {
        self.condition_ends
            .iter()
            .find(|(head, _)| *head == line)
            .map_or(line, |(_, end)| *end)
    }

    fn loop_at(&self, line: u32) -> Option<(u32, u32)> {
        self.loops.iter().copied().find(|(head, _)| *head == line)
    }

    /// The format of the `printf` statement on `line`.
    fn output_at(&self, line: u32) -> Option<&str> {
        self.outputs
            .iter()
            .find(|(l, _)| *l == line)
            .map(|(_, format)| format.as_str())
    }

    /// The then-branch's lines of the `if` at `line`.
    fn if_at(&self, line: u32) -> Option<(u32, u32)> {
        self.ifs
            .iter()
            .find(|(head, _, _)| *head == line)
            .map(|(_, first, last)| (*first, *last))
    }
}

fn collect_branches(
    node: Node,
    span: &std::ops::Range<usize>,
    loops: &mut Vec<(u32, u32)>,
    ifs: &mut Vec<(u32, u32, u32)>,
    condition_ends: &mut Vec<(u32, u32)>,
) {
    if node.end_byte() <= span.start || node.start_byte() >= span.end {
        return;
    }
    let line = |n: Node| n.start_position().row as u32 + 1;
    if matches!(
        node.kind(),
        "while_statement" | "for_statement" | "if_statement"
    ) {
        if let Some(condition) = node.child_by_field_name("condition") {
            let end = condition.end_position().row as u32 + 1;
            if end > line(node) {
                condition_ends.push((line(node), end));
            }
        }
    }
    match node.kind() {
        "while_statement" | "for_statement" => {
            loops.push((line(node), node.end_position().row as u32 + 1))
        }
        "if_statement" => {
            if let Some(then) = node.child_by_field_name("consequence") {
                let end = |n: Node| n.end_position().row as u32 + 1;
                // The statements of a block, not its braces: `} else if (..) {` shares the
                // closing brace's line with what runs when the test is false.
                let (first, last) = if then.kind() == "compound_statement" {
                    let count = then.named_child_count();
                    (
                        then.named_child(0).map(line),
                        count
                            .checked_sub(1)
                            .and_then(|i| then.named_child(i))
                            .map(end),
                    )
                } else {
                    (Some(line(then)), Some(end(then)))
                };
                if let (Some(first), Some(last)) = (first.filter(|f| *f > line(node)), last) {
                    ifs.push((line(node), first, last));
                }
            }
        }
        _ => {}
    }
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        collect_branches(child, span, loops, ifs, condition_ends);
    }
}

/// Calls `visit` with each expression statement of its own line within `span` and its
/// 1-based line (one on the line of an `if` or loop head runs only sometimes when the line is
/// stopped at).
fn own_line_statements(
    node: Node,
    span: &std::ops::Range<usize>,
    visit: &mut dyn FnMut(Node, u32),
) {
    if node.end_byte() <= span.start || node.start_byte() >= span.end {
        return;
    }
    if node.kind() == "expression_statement" {
        let row = node.start_position().row;
        let own_line = node
            .parent()
            .is_some_and(|p| p.kind() == "compound_statement" || p.start_position().row < row);
        if own_line {
            visit(node, row as u32 + 1);
        }
        return;
    }
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        own_line_statements(child, span, visit);
    }
}

/// `printf("...", ..);` statements of their own line within `span`: (line, format).
fn collect_outputs(
    node: Node,
    source: &str,
    span: &std::ops::Range<usize>,
    out: &mut Vec<(u32, String)>,
) {
    own_line_statements(node, span, &mut |statement, line| {
        let call = statement
            .named_child(0)
            .filter(|c| c.kind() == "call_expression");
        let callee = call.and_then(|c| c.child_by_field_name("function"));
        let format = call
            .and_then(|c| c.child_by_field_name("arguments"))
            .and_then(|a| a.named_child(0))
            .filter(|f| f.kind() == "string_literal");
        if let (Some(callee), Some(format)) = (callee, format) {
            let text = |n: Node| &source[n.start_byte()..n.end_byte()];
            let literal = text(format);
            if text(callee) == "printf" && literal.len() >= 2 {
                out.push((line, literal[1..literal.len() - 1].to_string()));
            }
        }
    });
}

/// Expression statements of their own line within `span` that call `function` (the
/// function whose body `span` is: a recursive call), as lines.
fn collect_self_calls(
    node: Node,
    source: &str,
    span: &std::ops::Range<usize>,
    function: &str,
    out: &mut Vec<u32>,
) {
    own_line_statements(node, span, &mut |statement, line| {
        if calls(statement, source, function) {
            out.push(line);
        }
    });
}

/// Whether `node` holds a call of `function`.
fn calls(node: Node, source: &str, function: &str) -> bool {
    if node.kind() == "call_expression" {
        let callee = node.child_by_field_name("function");
        if callee.is_some_and(|c| &source[c.start_byte()..c.end_byte()] == function) {
            return true;
        }
    }
    let mut cursor = node.walk();
    let found = node
        .named_children(&mut cursor)
        .any(|child| calls(child, source, function));
    found
}

/// The values `printf(format, ..)` printed as `text`, in argument order: integers for
/// `%d %i %u %x %c` (a char as its code), `None` for the other conversions; `None` when the
/// text does not follow the format.
pub fn printed_values(format: &str, text: &str) -> Option<Vec<Option<i64>>> {
    let format = repaird_engine::interp::format::unescape(format);
    let f: Vec<char> = format.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut i, mut j) = (0, 0);
    let mut values = Vec::new();
    while i < f.len() {
        if f[i] != '%' {
            if t.get(j) != Some(&f[i]) {
                return None;
            }
            i += 1;
            j += 1;
            continue;
        }
        i += 1;
        if f.get(i) == Some(&'%') {
            if t.get(j) != Some(&'%') {
                return None;
            }
            i += 1;
            j += 1;
            continue;
        }
        // Flags, width, precision and length modifiers.
        while i < f.len() && "-+ #0123456789.hlzjt".contains(f[i]) {
            i += 1;
        }
        let conversion = *f.get(i)?;
        i += 1;
        while t.get(j) == Some(&' ') && conversion != 'c' {
            j += 1;
        }
        let start = j;
        match conversion {
            'd' | 'i' | 'u' => {
                if matches!(t.get(j), Some('-') | Some('+')) {
                    j += 1;
                }
                while t.get(j).is_some_and(char::is_ascii_digit) {
                    j += 1;
                }
                let digits: String = t[start..j].iter().collect();
                values.push(Some(digits.parse().ok()?));
            }
            'x' | 'X' => {
                while t.get(j).is_some_and(char::is_ascii_hexdigit) {
                    j += 1;
                }
                let digits: String = t[start..j].iter().collect();
                values.push(Some(i64::from_str_radix(&digits, 16).ok()?));
            }
            'c' => {
                values.push(Some(*t.get(j)? as i64));
                j += 1;
            }
            _ => {
                // A string or a float: up to the format's next literal character.
                let stop = f.get(i).copied().filter(|c| *c != '%');
                while j < t.len() && Some(t[j]) != stop {
                    j += 1;
                }
                values.push(None);
            }
        }
    }
    (j == t.len()).then_some(values)
}

/// The lines outside `span` where `function(` is called (a whole-word match).
fn call_lines(source: &str, function: &str, span: &std::ops::Range<usize>) -> Vec<u32> {
    let pattern = format!("{function}(");
    let mut lines = Vec::new();
    let mut offset = 0;
    for line in source.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        if span.contains(&start) {
            continue;
        }
        let code = line.split("//").next().unwrap_or("");
        let called = code.match_indices(&pattern).any(|(i, _)| {
            code[..i]
                .chars()
                .next_back()
                .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'))
        });
        if called {
            lines.push(source[..start].matches('\n').count() as u32 + 1);
        }
    }
    lines
}

/// A point of the reference run where the state is asserted.
#[derive(Debug, Clone, PartialEq)]
pub enum PointKind {
    /// The call's first stop: what the call starts from. A later call of a mutant may start
    /// from a structure an earlier call built wrong; that is corrected here, as the call's
    /// precondition, not asserted as something its code must produce.
    Entry,
    /// A visit of a loop head; `enter`: the reference went into the body next.
    LoopHead { enter: bool },
    /// A visit of an `if` condition; `taken`: the reference went into the then-branch.
    Branch { taken: bool },
    /// The stop right after a statement that calls the function itself: what the recursive
    /// call should have left. Asserted there, it is what the call does in the repair's model
    /// (the recorded call ran the unrepaired code).
    AfterCall,
    /// The last stop inside the function before it returned.
    Exit,
    /// A `printf` statement of its own line ran and printed these integer values (`None`: a
    /// string or another conversion): the mutant's session says so with `output`, which
    /// catches a mutated argument no state shows.
    Output { values: Vec<Option<i64>> },
}

#[derive(Debug, Clone, PartialEq)]
pub struct RefPoint {
    /// Line in the reference.
    pub line: u32,
    pub kind: PointKind,
    pub graph: MemoryGraph,
}

/// The reference's states at the loop heads and the exit of one call of the function, and at
/// every stop.
#[derive(Debug, Clone)]
pub struct ReferenceTrace {
    pub function: String,
    pub points: Vec<RefPoint>,
    /// Every stop of the call, in order: its line and state. Where the mutant faults, the
    /// state the faulting statement should have left is read here.
    pub stops: Vec<(u32, MemoryGraph)>,
}

impl ReferenceTrace {
    /// The state at the `occurrence`-th (0-based) stop on `line`.
    fn stop_state(&self, line: u32, occurrence: usize) -> Option<&MemoryGraph> {
        self.stops
            .iter()
            .filter(|(l, _)| *l == line)
            .nth(occurrence)
            .map(|(_, graph)| graph)
    }
}

/// The run a specification is made for: a test's arguments and standard input, and which
/// call of the function (counted over its call sites) the states are taken from.
#[derive(Debug, Clone, Default)]
pub struct TestRun {
    pub args: Vec<String>,
    pub stdin: Option<String>,
    /// 1-based; 0 means the first call too.
    pub call: usize,
}

#[derive(Debug, Clone)]
pub struct SpecOptions {
    pub debug: DebugOptions,
    /// `next`s allowed inside the function (reference) or between two points (mutant).
    pub max_steps: usize,
    /// A file each session's commands are appended to before its `repair` runs: a case
    /// that runs out of time in the repair leaves the script that shows it.
    pub script_before_repair: Option<PathBuf>,
    /// Where the runner records how long each of its steps took, if anywhere.
    pub timeline: Option<crate::runners::timeline::Timeline>,
}

impl Default for SpecOptions {
    fn default() -> Self {
        SpecOptions {
            debug: DebugOptions::default(),
            max_steps: 2_000,
            script_before_repair: None,
            timeline: None,
        }
    }
}

/// A session that keeps every command it ran: the script.
struct Scripted {
    session: DebugSession,
    commands: Vec<String>,
}

impl Scripted {
    async fn open(source: &Path, run: &TestRun, options: &DebugOptions) -> Result<Self, SpecError> {
        let request = StartRequest {
            source: source.to_path_buf(),
            args: run.args.clone(),
            stdin: run.stdin.clone(),
            breakpoints: Vec::new(),
        };
        let (session, _) = DebugSession::open(request, options.clone()).await?;
        Ok(Scripted {
            session,
            commands: vec!["start".into()],
        })
    }

    async fn run(&mut self, command: String) -> Result<Reply, DebugError> {
        self.run_keeping_messages(command)
            .await
            .map_err(|f| f.error)
    }

    /// [`Self::run`], keeping what a failed command said before it failed.
    async fn run_keeping_messages(&mut self, command: String) -> Result<Reply, Failed> {
        let reply = self.session.execute(&command).await;
        self.commands.push(command);
        reply
    }

    /// From `start` into the `call`-th call of `function` from its call sites: break at
    /// each, continue, step.
    async fn enter_function(
        &mut self,
        function: &str,
        call_lines: &[u32],
        call: usize,
    ) -> Result<Reply, SpecError> {
        for line in call_lines {
            self.run(format!("break {line}")).await?;
        }
        let reply = self.run("continue".into()).await?;
        self.step_into(reply, function, call_lines, call).await
    }

    /// From a stop at a call site's breakpoint (or the end of the run) into the `call`-th
    /// call: continue to it, step in.
    async fn step_into(
        &mut self,
        reply: Reply,
        function: &str,
        call_lines: &[u32],
        call: usize,
    ) -> Result<Reply, SpecError> {
        // A fault before a call site's breakpoint: the program never gets to the call, and
        // stepping on would skip faulting statements of the caller (and record them there).
        if faulted(&reply) {
            return Err(SpecError::NotReached(function.to_string()));
        }
        let mut reply = reply;
        for _ in 1..call {
            if exited(&reply) {
                break;
            }
            reply = self.run("continue".into()).await?;
            // An earlier call faulted: the program never gets to this one.
            if faulted(&reply) {
                return Err(SpecError::NotReached(function.to_string()));
            }
        }
        for _ in 0..4 {
            if exited(&reply) {
                break;
            }
            reply = self.run("step".into()).await?;
            if in_function(&reply, function) {
                return Ok(reply);
            }
            // Stepped into a call in the arguments: back out and step again.
            if reply.stop.function.as_deref().is_some_and(|f| f != "main")
                && !reply.stop.line.is_some_and(|l| call_lines.contains(&l))
            {
                reply = self.run("finish".into()).await?;
            }
        }
        Err(SpecError::NotReached(function.to_string()))
    }
}

/// The `rerun` command line for a test run (quoted as the command parser reads it).
pub fn rerun_line(run: &TestRun) -> String {
    Command::Rerun {
        args: run.args.clone(),
        stdin: Some(match &run.stdin {
            Some(text) => RunStdin::Text(text.clone()),
            None => RunStdin::File("/dev/null".into()),
        }),
    }
    .to_string()
}

fn exited(reply: &Reply) -> bool {
    reply.stop.exit_code.is_some() || reply.graph.is_none()
}

/// The run went past its deadline and gdb interrupted it where it was.
fn interrupted(reply: &Reply) -> bool {
    reply.stop.reason == "interrupted"
}

/// The program stopped on a signal (a fault), in the function or in a call it made.
fn faulted(reply: &Reply) -> bool {
    reply.stop.reason.starts_with("signal")
}

fn in_function(reply: &Reply, function: &str) -> bool {
    !exited(reply) && reply.stop.function.as_deref() == Some(function)
}

/// Runs the reference under gdb and records its states at the loop heads and the exit of the
/// first call of `function`.
pub async fn trace_reference(
    source: &Path,
    function: &str,
    run: &TestRun,
    options: &SpecOptions,
) -> Result<ReferenceTrace, SpecError> {
    let text = std::fs::read_to_string(source).map_err(|e| SpecError::Read {
        path: source.display().to_string(),
        message: e.to_string(),
    })?;
    let shape = FunctionShape::of(&text, function)?;
    let mut debug = options.debug.clone();
    debug
        .launch
        .environment
        .push(("MALLOC_PERTURB_".into(), MALLOC_PERTURB.to_string()));
    let mut s = Scripted::open(source, run, &debug).await?;
    let mut reply = s
        .enter_function(function, &shape.call_lines, run.call)
        .await?;
    let mut points = vec![RefPoint {
        line: reply.stop.line.unwrap_or(0),
        kind: PointKind::Entry,
        graph: reply.graph.clone().unwrap_or_else(empty_graph),
    }];
    let mut stops = Vec::new();
    for _ in 0..options.max_steps {
        let here = reply.stop.line.unwrap_or(0);
        stops.push((here, reply.graph.clone().unwrap_or_else(empty_graph)));
        let printed_before = reply.output.len();
        let mut next = s.run("next".into()).await?;
        // A condition over several lines: gdb stops on its other lines as it evaluates it;
        // where the branch went shows only past them.
        let condition_end = shape.condition_end(here);
        while in_function(&next, function)
            && next
                .stop
                .line
                .is_some_and(|l| l > here && l <= condition_end)
        {
            next = s.run("next".into()).await?;
        }
        // Each later step would wait out the deadline as well (30 of them were 15 s of
        // sll_quicksort ⟨2,1⟩'s helper checks).
        if interrupted(&next) {
            return Err(SpecError::Stuck {
                function: function.to_string(),
                line: here,
            });
        }
        if let Some(format) = shape.output_at(here) {
            let text = next.output.get(printed_before..).unwrap_or("");
            if let Some(values) = printed_values(format, text) {
                points.push(RefPoint {
                    line: here,
                    kind: PointKind::Output { values },
                    graph: empty_graph(),
                });
            }
        }
        if !in_function(&next, function) {
            points.push(RefPoint {
                line: here,
                kind: PointKind::Exit,
                graph: reply.graph.clone().unwrap_or_else(empty_graph),
            });
            return Ok(ReferenceTrace {
                function: function.to_string(),
                points,
                stops,
            });
        }
        let next_line = next.stop.line.unwrap_or(0);
        // A `for` head can be reported twice in a row (init, then test): the later one counts.
        if shape.self_calls.contains(&here) && next_line != here {
            points.push(RefPoint {
                line: here,
                kind: PointKind::AfterCall,
                graph: next.graph.clone().unwrap_or_else(empty_graph),
            });
        } else if let Some((head, end)) = shape.loop_at(here).filter(|_| next_line != here) {
            points.push(RefPoint {
                line: here,
                kind: PointKind::LoopHead {
                    enter: next_line > head && next_line <= end,
                },
                graph: reply.graph.clone().unwrap_or_else(empty_graph),
            });
        } else if let Some((first, last)) = shape.if_at(here).filter(|_| next_line != here) {
            points.push(RefPoint {
                line: here,
                kind: PointKind::Branch {
                    taken: (first..=last).contains(&next_line),
                },
                graph: empty_graph(),
            });
        }
        reply = next;
    }
    Err(SpecError::TooLong {
        function: function.to_string(),
        steps: options.max_steps,
    })
}

fn empty_graph() -> MemoryGraph {
    MemoryGraph {
        function: None,
        file: None,
        line: None,
        variables: Vec::new(),
        nodes: Vec::new(),
        truncated: false,
    }
}

/// Reference line → mutant line, for lines both texts share (a mutated line maps to itself
/// shifted; a deleted line maps nowhere).
pub fn line_map(reference: &str, mutant: &str) -> BTreeMap<u32, u32> {
    let diff = TextDiff::from_lines(reference, mutant);
    let mut map = BTreeMap::new();
    for op in diff.ops() {
        let (old, new, len) = match *op {
            DiffOp::Equal {
                old_index,
                new_index,
                len,
            } => (old_index, new_index, len),
            DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => {
                // A mutated line next to a deleted one: pair the lines that are alike.
                let old_lines: Vec<&str> =
                    reference.lines().skip(old_index).take(old_len).collect();
                let new_lines: Vec<&str> = mutant.lines().skip(new_index).take(new_len).collect();
                for (i, j) in align(&old_lines, &new_lines) {
                    map.insert((old_index + i) as u32 + 1, (new_index + j) as u32 + 1);
                }
                continue;
            }
            _ => continue,
        };
        for k in 0..len {
            map.insert((old + k) as u32 + 1, (new + k) as u32 + 1);
        }
    }
    map
}

/// A score and the pairs of lines it matches.
type Alignment = (f32, Vec<(usize, usize)>);

/// The order-preserving pairing of `old` and `new` lines (as many pairs as the shorter side
/// has lines) with the most similar text in all; hunks are a few lines, so every pairing is
/// tried.
fn align(old: &[&str], new: &[&str]) -> Vec<(usize, usize)> {
    fn best(
        old: &[&str],
        new: &[&str],
        i: usize,
        j: usize,
        memo: &mut BTreeMap<(usize, usize), Alignment>,
    ) -> Alignment {
        if i == old.len() || j == new.len() {
            return (0.0, Vec::new());
        }
        if let Some(known) = memo.get(&(i, j)) {
            return known.clone();
        }
        let ratio = TextDiff::from_chars(old[i].trim(), new[j].trim()).ratio();
        let (rest, mut pairs) = best(old, new, i + 1, j + 1, memo);
        pairs.insert(0, (i, j));
        let mut answer = (ratio + rest, pairs);
        // Skipping a line only where that side is the longer one keeps every pair.
        if old.len() - i > new.len() - j {
            let skip = best(old, new, i + 1, j, memo);
            if skip.0 > answer.0 {
                answer = skip;
            }
        }
        if new.len() - j > old.len() - i {
            let skip = best(old, new, i, j + 1, memo);
            if skip.0 > answer.0 {
                answer = skip;
            }
        }
        memo.insert((i, j), answer.clone());
        answer
    }
    best(old, new, 0, 0, &mut BTreeMap::new()).1
}

/// A value as the `change` command spells it, when it can.
fn spelled(value: &Value) -> Option<String> {
    match value {
        Value::Int { value } => Some(value.to_string()),
        Value::Null => Some("NULL".into()),
        Value::Node { name, .. } => Some(name.clone()),
        _ => None,
    }
}

/// Whether two traces of a call end in the same state: the exit's variables and the fields
/// of the nodes both have (what `corrections` would not change). A trace cut short (no
/// exit point) ends alike with nothing.
pub fn ends_alike(wanted: &ReferenceTrace, got: &ReferenceTrace) -> bool {
    alike_at(
        wanted,
        got,
        |t| t.points.last(),
        PointKind::Exit,
        corrections,
    )
}

/// Whether two traces of a call start from the same state: the arguments, the globals and
/// the heap (what `entry_corrections` would change).
pub fn starts_alike(wanted: &ReferenceTrace, got: &ReferenceTrace) -> bool {
    alike_at(
        wanted,
        got,
        |t| t.points.first(),
        PointKind::Entry,
        entry_corrections,
    )
}

/// Whether the points `pick` takes from both traces are of `kind` and `differences` finds
/// nothing between their states but what it leaves open (`change … _`: what the reference
/// has there cannot be spelled, and was no difference before such entities were left open).
fn alike_at(
    wanted: &ReferenceTrace,
    got: &ReferenceTrace,
    pick: fn(&ReferenceTrace) -> Option<&RefPoint>,
    kind: PointKind,
    differences: fn(&MemoryGraph, &MemoryGraph) -> Vec<String>,
) -> bool {
    match (pick(wanted), pick(got)) {
        (Some(w), Some(g)) if w.kind == kind && g.kind == kind => differences(&w.graph, &g.graph)
            .iter()
            .all(|c| c.ends_with(" _")),
        _ => false,
    }
}

/// `change` commands that make `actual` agree with `wanted` on the variables of the frame
/// and globals, and on the fields of the heap nodes both have, and leave open (`change … _`)
/// those it has where `wanted` dangles.
pub fn corrections(wanted: &MemoryGraph, actual: &MemoryGraph) -> Vec<String> {
    corrections_of(wanted, actual, |_| true, true)
}

/// The corrections of a call's entry state: arguments, globals and the heap (locals hold
/// whatever the stack had; they are not part of what the call starts from).
pub fn entry_corrections(wanted: &MemoryGraph, actual: &MemoryGraph) -> Vec<String> {
    // What the reference never wrote is no part of what the call starts from.
    corrections_of(
        wanted,
        actual,
        |scope| matches!(scope, VariableScope::Argument | VariableScope::Global),
        false,
    )
}

/// `open_unwritten`: what the reference's `malloc` left unwritten is left open (`change … _`)
/// where the mutant has a value; otherwise it is passed over.
fn corrections_of(
    wanted: &MemoryGraph,
    actual: &MemoryGraph,
    variable: impl Fn(&VariableScope) -> bool,
    open_unwritten: bool,
) -> Vec<String> {
    let names = NodeNames::between(wanted, actual);
    // The value of `entity` the mutant should have where the reference has `want` (in the
    // mutant's node names), `_` where none can be spelled, or nothing where they agree.
    let correction = |entity: String, want: &Value, have: &Value| -> Option<String> {
        let value = if unwritten(want) {
            (open_unwritten && spelled(have).is_some()).then(|| "_".to_string())
        } else {
            match spelled(want).map(|text| names.translate(&text).to_string()) {
                Some(want) if spelled(have).as_deref() != Some(want.as_str()) => Some(want),
                None if left_open(want, have) => Some("_".to_string()),
                _ => None,
            }
        };
        value.map(|v| format!("change {entity} {v}"))
    };
    let mut out = Vec::new();
    for var in &wanted.variables {
        if matches!(var.scope, VariableScope::Static) || !variable(&var.scope) {
            continue;
        }
        if let Some(have) = actual.variable(&var.name) {
            out.extend(correction(var.name.clone(), &var.value, &have.value));
        }
    }
    for node in &wanted.nodes {
        let Some(have) = actual.node(names.translate(&node.name)) else {
            continue;
        };
        for field in &node.fields {
            if let Some(had) = have.field(&field.name) {
                let entity = format!("{}->{}", have.name, field.name);
                out.extend(correction(entity, &field.value, had));
            }
        }
    }
    out.extend(frees(wanted, actual, &variable));
    out
}

/// What the reference is traced with in `MALLOC_PERTURB_`: glibc fills each block `malloc`
/// returns with this byte's complement (0xa5), so what the reference never wrote shows as
/// that pattern where a fresh heap would show zeros, which a spec would then assert (a
/// programmer looking at such a field sees garbage and asserts nothing of it).
const MALLOC_PERTURB: u8 = 0x5a;

/// Whether `value` is what the perturbed `malloc` left in a field nobody wrote: the fill
/// byte repeated over 2, 4 or 8 bytes, read as a signed or unsigned integer or a pointer
/// into nothing. One byte alone (a `char`) is too likely a value of the program's own.
fn unwritten(value: &Value) -> bool {
    let fill = u64::from(!MALLOC_PERTURB) * 0x0101_0101_0101_0101;
    // The fill over the low `bytes` bytes, and that read as a signed integer.
    let unsigned = |bytes: u32| fill >> (64 - 8 * bytes);
    let signed = |bytes: u32| (fill << (64 - 8 * bytes)) as i64 >> (64 - 8 * bytes);
    match value {
        Value::Int { value } => [2, 4, 8]
            .iter()
            .any(|&b| *value == signed(b) || *value as u64 == unsigned(b)),
        Value::Uint { value } => *value == fill,
        Value::Unknown { address } => *address == fill,
        _ => false,
    }
}

/// Whether the mutant's value `have` is left open (`change … _`) where the reference's
/// `want` points at a block it freed: no `change` spells that, and asserted as the mutant
/// has it, the value rules out the right fix (it leaves the pointer dangling). A pointer to
/// the freed block's address is `frees`' to settle; one dangling in both asserts nothing.
fn left_open(want: &Value, have: &Value) -> bool {
    match (want, have) {
        (Value::Dangling { address }, Value::Node { address: live, .. }) => address != live,
        (Value::Dangling { .. }, have) => spelled(have).is_some(),
        _ => false,
    }
}

/// The mutant's name for each node of the reference's graph. Both name nodes in the order
/// they first see them, so one node seen more or fewer (an uninitialized pointer that
/// happens to point into the heap, a node the mutant allocates later) shifts every name
/// after it, while the same allocation still sits at the same address: a node the mutant
/// shows at the reference node's address is that node; any other keeps its name.
struct NodeNames<'a>(std::collections::HashMap<&'a str, &'a str>);

impl<'a> NodeNames<'a> {
    fn between(wanted: &'a MemoryGraph, actual: &'a MemoryGraph) -> NodeNames<'a> {
        let by_address: std::collections::HashMap<u64, &str> = actual
            .nodes
            .iter()
            .map(|n| (n.address, n.name.as_str()))
            .collect();
        NodeNames(
            wanted
                .nodes
                .iter()
                .filter_map(|n| Some((n.name.as_str(), *by_address.get(&n.address)?)))
                .collect(),
        )
    }

    /// `text` with a reference node's name replaced by the mutant's.
    fn translate<'t>(&'t self, text: &'t str) -> &'t str {
        self.0.get(text).copied().unwrap_or(text)
    }
}

/// `change nK freed` for each node the reference had freed where the mutant keeps it: a
/// pointer that dangles in `wanted` points at a live node of `actual` at the same address
/// (allocations repeat, so addresses do).
fn frees(
    wanted: &MemoryGraph,
    actual: &MemoryGraph,
    variable: impl Fn(&VariableScope) -> bool,
) -> Vec<String> {
    let mut pairs: Vec<(&Value, Option<&Value>)> = wanted
        .variables
        .iter()
        .filter(|v| !matches!(v.scope, VariableScope::Static) && variable(&v.scope))
        .map(|v| (&v.value, actual.variable(&v.name).map(|a| &a.value)))
        .collect();
    for node in &wanted.nodes {
        if let Some(have) = actual.node(&node.name) {
            pairs.extend(node.fields.iter().map(|f| (&f.value, have.field(&f.name))));
        }
    }
    let mut out: Vec<String> = Vec::new();
    for (want, have) in pairs {
        if let (
            Value::Dangling { address },
            Some(Value::Node {
                name,
                address: live,
            }),
        ) = (want, have)
        {
            let command = format!("change {name} freed");
            if address == live && wanted.node(name).is_none() && !out.contains(&command) {
                out.push(command);
            }
        }
    }
    out
}

/// The mutant driven through the reference's points, up to and including `repair`.
pub struct SpecRun {
    pub commands: Vec<String>,
    /// Why the walk stopped before the last point, if it did.
    pub note: Option<String>,
    /// The reply to `repair` (or its error, with what the repair said before it).
    pub repair: Result<Reply, Failed>,
    pub session: DebugSession,
}

impl SpecRun {
    /// The script, with a header that says how to replay it.
    pub fn script(&self, header: &[String]) -> String {
        render_script(header, &self.commands)
    }
}

pub fn render_script(header: &[String], commands: &[String]) -> String {
    let mut text = String::new();
    for line in header {
        text.push_str("# ");
        text.push_str(line);
        text.push('\n');
    }
    for c in commands {
        text.push_str(c);
        text.push('\n');
    }
    text
}

/// Drives the mutant at `source` through `trace`'s points (see the module docs) and repairs.
pub async fn drive_mutant(
    source: &Path,
    reference_text: &str,
    trace: &ReferenceTrace,
    run: &TestRun,
    options: &SpecOptions,
) -> Result<SpecRun, SpecError> {
    drive_mutant_runs(source, reference_text, &[(trace, run)], options).await
}

/// Drives the mutant at `source` through the points of every run's reference trace in one
/// session (`rerun` between runs, which keeps what was asserted), then asks for one `repair`.
/// A run that cannot be entered (the mutant never calls the function with that test) is
/// noted and skipped; the first run must be entered.
pub async fn drive_mutant_runs(
    source: &Path,
    reference_text: &str,
    runs: &[(&ReferenceTrace, &TestRun)],
    options: &SpecOptions,
) -> Result<SpecRun, SpecError> {
    let Some(((first_trace, first_run), later)) = runs.split_first() else {
        return Err(SpecError::NotReached("(no run given)".into()));
    };
    let text = std::fs::read_to_string(source).map_err(|e| SpecError::Read {
        path: source.display().to_string(),
        message: e.to_string(),
    })?;
    let function = first_trace.function.as_str();
    let shape = FunctionShape::of(&text, function)?;
    let map = line_map(reference_text, &text);
    let mut s = Scripted::open(source, first_run, &options.debug).await?;
    let reply = s
        .enter_function(function, &shape.call_lines, first_run.call)
        .await?;
    let mut notes = Vec::new();
    if let Some(note) = assert_points(&mut s, reply, first_trace, &shape, &map, options).await? {
        notes.push(format!("run 1: {note}"));
    }
    for (k, (trace, run)) in later.iter().enumerate() {
        // The call sites' breakpoints stay: the rerun stops at the first (or the run ends).
        let reply = s.run(rerun_line(run)).await?;
        let reply = match s
            .step_into(reply, function, &shape.call_lines, run.call)
            .await
        {
            Ok(reply) => reply,
            Err(e) => {
                notes.push(format!("run {}: {e}", k + 2));
                continue;
            }
        };
        if let Some(note) = assert_points(&mut s, reply, trace, &shape, &map, options).await? {
            notes.push(format!("run {}: {note}", k + 2));
        }
    }
    if !options.debug.localize {
        // Already off through the options; in the script so that a replay searches alike.
        s.run("localize off".into()).await?;
    }
    if let Some(path) = &options.script_before_repair {
        use std::io::Write;
        let mut text = s.commands.join("\n");
        text.push_str("\nrepair\n# ----\n");
        let written = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .and_then(|mut f| f.write_all(text.as_bytes()));
        if let Err(e) = written {
            eprintln!("writing {}: {e}", path.display());
        }
    }
    let repair = s.run_keeping_messages("repair".into()).await;
    Ok(SpecRun {
        commands: s.commands,
        note: (!notes.is_empty()).then(|| notes.join("; ")),
        repair,
        session: s.session,
    })
}

/// Corrects the mutant's state to `wanted`, round by round: the graph shows only what is
/// reachable, so a pointer corrected to a node the mutant had unlinked (or freed) shows that
/// node, whose fields are corrected in the next round, and so on down a chain the mutant
/// lost. Rounds end when nothing differs or only what gdb refused is left.
async fn correct_to(s: &mut Scripted, wanted: &MemoryGraph, reply: &mut Reply) {
    correct_with(s, wanted, reply, corrections).await;
}

/// [`correct_to`] with the differences `differences` finds.
async fn correct_with(
    s: &mut Scripted,
    wanted: &MemoryGraph,
    reply: &mut Reply,
    differences: fn(&MemoryGraph, &MemoryGraph) -> Vec<String>,
) {
    let mut last: Vec<String> = Vec::new();
    for _ in 0..MAX_CORRECTION_ROUNDS {
        let graph = reply.graph.clone().unwrap_or_else(empty_graph);
        let changes = differences(wanted, &graph);
        if changes.is_empty() || changes == last {
            break;
        }
        last = changes.clone();
        apply(s, changes, reply).await;
    }
}

/// Rounds of [`correct_to`]: a chain of this many unlinked nodes is corrected whole.
const MAX_CORRECTION_ROUNDS: usize = 16;

/// Stops per line of the mutant's call so far, which tie its stops to the reference's.
#[derive(Default)]
struct Visits(std::collections::HashMap<u32, usize>);

impl Visits {
    /// Counts the stop of `reply`; its 0-based occurrence.
    fn count(&mut self, reply: &Reply) -> usize {
        let n = self.0.entry(reply.stop.line.unwrap_or(0)).or_insert(0);
        *n += 1;
        *n - 1
    }
}

/// At a fault: `next` skips the faulting statement, and the state it should have left (the
/// reference's at the same stop) is corrected and asserted, as a programmer would say what
/// the statement should have done. False when the session cannot skip it (a faulting
/// condition, or a fault in a recursive call the session does not record): the caller
/// asserts the exit state there instead.
async fn skip_fault(
    s: &mut Scripted,
    reply: &mut Reply,
    trace: &ReferenceTrace,
    map: &BTreeMap<u32, u32>,
    visits: &mut Visits,
) -> Result<bool, SpecError> {
    match s.run("next".into()).await {
        Ok(skipped) => *reply = skipped,
        Err(_) => {
            s.commands.pop();
            return Ok(false);
        }
    }
    let occurrence = visits.count(reply);
    let line = reply.stop.line;
    let reference_line = map
        .iter()
        .find(|(_, mutant)| Some(**mutant) == line)
        .map(|(reference, _)| *reference);
    if let Some(wanted) = reference_line.and_then(|l| trace.stop_state(l, occurrence)) {
        correct_to(s, wanted, reply).await;
        s.run("spec".into()).await?;
    }
    Ok(true)
}

/// Runs `changes`; `reply` becomes the last one's. A correction gdb refuses (a node the
/// mutant never allocated) is left out of the script.
async fn apply(s: &mut Scripted, changes: Vec<String>, reply: &mut Reply) {
    for change in changes {
        match s.run(change).await {
            Ok(changed) => *reply = changed,
            Err(_) => {
                s.commands.pop();
            }
        }
    }
}

/// One run: from the function's first stop through the reference's points (corrections,
/// `spec`, forced loops). Why it stopped before the last point, if it did.
/// `output` with the reference's values; a line whose printf the session models otherwise
/// (another count of values) is left without it, and out of the script.
async fn expect_output(s: &mut Scripted, values: &[Option<i64>]) {
    let command = Command::Output(values.to_vec()).to_string();
    if s.run(command).await.is_err() {
        s.commands.pop();
    }
}

/// An `if` the mutant passed without stopping on its condition line (the compiler folded
/// the condition: `p == p`, `x >= x`), now at a statement of one side: `enter`/`leave` as the
/// reference went decides it here (the session knows such an `if` and moves to the other side
/// if needed). Whether it did, and then whether the program moved; a command the session
/// refused is left out of the script.
///
/// An `if` with no code at all (`if (first == 0) ;`, a deleted then-branch: gcc emits nothing
/// for it) is passed on the way round a loop, from `before` back to the loop's head: nothing
/// can be forced there, and nothing needs to be (neither side runs anything), so the point is
/// dropped (`Some(false)`). Waiting for a stop on its line lost the rest of the run: the
/// mutant ran to its exit and only the exit state was asserted.
async fn decided_without_a_stop(
    s: &mut Scripted,
    reply: &mut Reply,
    before: Option<u32>,
    targets: &[u32],
    shape: &FunctionShape,
    visits: &Visits,
    taken: bool,
) -> Option<bool> {
    let line = reply.stop.line?;
    let [target] = targets else {
        return None;
    };
    let an_if_never_stopped_at = !visits.0.contains_key(target) && shape.if_at(*target).is_some();
    if an_if_never_stopped_at && before.is_some_and(|b| b < *target && line < b) {
        return Some(false);
    }
    let passed = line > *target && an_if_never_stopped_at;
    // A condition of its own here would be forced instead.
    let own_head = shape.if_at(line).is_some() || shape.loop_at(line).is_some();
    if !passed || own_head {
        return None;
    }
    match s.run(if taken { "enter" } else { "leave" }.into()).await {
        Ok(decided) => {
            let moved = decided.stop.line != reply.stop.line;
            *reply = decided;
            Some(moved)
        }
        Err(_) => {
            s.commands.pop();
            None
        }
    }
}

async fn assert_points(
    s: &mut Scripted,
    first_stop: Reply,
    trace: &ReferenceTrace,
    shape: &FunctionShape,
    map: &BTreeMap<u32, u32>,
    options: &SpecOptions,
) -> Result<Option<String>, SpecError> {
    let function = trace.function.as_str();
    let mut reply = first_stop;
    let mut note = None;
    let exit = trace.points.last().filter(|p| p.kind == PointKind::Exit);
    // Where the mutant is about to return: its closing brace, or the reference's last line.
    let mut exit_lines = vec![shape.end_line];
    exit_lines.extend(exit.and_then(|p| map.get(&p.line)).copied());
    // The reference's outputs since the last point, in order: said with `output` where the
    // mutant stops on their lines on its way to the next point, dropped if it does not.
    let mut outputs: std::collections::VecDeque<(u32, &[Option<i64>])> = Default::default();
    let mut visits = Visits::default();
    visits.count(&reply);
    'points: for (i, point) in trace.points.iter().enumerate() {
        if let PointKind::Output { values } = &point.kind {
            if let Some(&line) = map.get(&point.line) {
                outputs.push_back((line, values));
            }
            continue;
        }
        if point.kind == PointKind::Entry {
            // The mutant stands at its own first stop: no stepping, no `spec`; what an
            // earlier call damaged is corrected as this one's precondition.
            correct_with(s, &point.graph, &mut reply, entry_corrections).await;
            continue;
        }
        let targets = if point.kind == PointKind::Exit {
            exit_lines.clone()
        } else if let Some(&line) = map.get(&point.line) {
            vec![line]
        } else {
            note = Some(format!(
                "reference line {} has no counterpart in the mutant",
                point.line
            ));
            break;
        };
        let mut point = point;
        let mut steps = 0;
        // The stop before this one, while the point is looked for.
        let mut before = None;
        while !reply.stop.line.is_some_and(|l| targets.contains(&l)) {
            if let PointKind::Branch { taken } = point.kind {
                let decided =
                    decided_without_a_stop(s, &mut reply, before, &targets, shape, &visits, taken)
                        .await;
                if let Some(moved) = decided {
                    if moved {
                        visits.count(&reply);
                    }
                    continue 'points;
                }
            }
            if let Some((line, values)) = outputs.front().copied() {
                if reply.stop.line == Some(line) {
                    outputs.pop_front();
                    expect_output(s, values).await;
                }
            }
            let crashed = faulted(&reply);
            let at_fault = reply.stop.line;
            if crashed && skip_fault(s, &mut reply, trace, map, &mut visits).await? {
                before = at_fault;
                note.get_or_insert_with(|| {
                    format!("the mutant faulted before point {i}: the statement was skipped and the state after it asserted")
                });
                continue;
            }
            // About to return early, or crashed where nothing can be skipped: what is
            // asserted here is the reference's exit state.
            if let Some(exit) = exit.filter(|_| crashed || reply.stop.line == Some(shape.end_line))
            {
                note = Some(format!(
                    "the mutant {} before point {i} (line {targets:?}): the exit state is asserted there",
                    if crashed { "crashed" } else { "returned" }
                ));
                point = exit;
                break;
            }
            if steps == options.max_steps {
                note = Some(format!(
                    "point {i} (line {targets:?}) not reached in {steps} steps"
                ));
                break 'points;
            }
            steps += 1;
            before = reply.stop.line;
            reply = s.run("next".into()).await?;
            visits.count(&reply);
            // A fault in a call it made is skipped like one of its own (above).
            if !in_function(&reply, function) && !faulted(&reply) {
                note = Some(format!(
                    "the mutant left {function} before point {i} (line {targets:?})"
                ));
                break 'points;
            }
        }
        outputs.clear();
        if let PointKind::Branch { taken } = point.kind {
            reply = s.run(if taken { "enter" } else { "leave" }.into()).await?;
            visits.count(&reply);
            if !in_function(&reply, function) {
                note = Some(format!("the mutant left {function} after point {i}"));
                break;
            }
            continue;
        }
        if point.kind == PointKind::AfterCall {
            // Over the call; a mutant that faults or returns in it goes on to the next point,
            // which handles that.
            reply = s.run("next".into()).await?;
            visits.count(&reply);
            if in_function(&reply, function) && !faulted(&reply) {
                correct_to(s, &point.graph, &mut reply).await;
                s.run("spec".into()).await?;
            }
            continue;
        }
        correct_to(s, &point.graph, &mut reply).await;
        s.run("spec".into()).await?;
        match point.kind {
            PointKind::LoopHead { enter } => {
                let force = if enter { "enter" } else { "leave" };
                reply = s.run(force.into()).await?;
                visits.count(&reply);
                if !in_function(&reply, function) {
                    note = Some(format!("the mutant left {function} after point {i}"));
                    break;
                }
            }
            PointKind::Exit => break,
            PointKind::Branch { .. }
            | PointKind::Entry
            | PointKind::Output { .. }
            | PointKind::AfterCall => {
                unreachable!("handled above")
            }
        }
    }
    Ok(note)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_values_follow_the_format() {
        assert_eq!(
            printed_values("moved %d from %d of %d\\n", "moved 3 from -2 of 5\n"),
            Some(vec![Some(3), Some(-2), Some(5)])
        );
        assert_eq!(
            printed_values("#%d: %s (%c) %5d%%\\n", "#1: abcd (x)    42%\n"),
            Some(vec![Some(1), None, Some('x' as i64), Some(42)])
        );
        assert_eq!(printed_values("%d nodes\\n", "3 node\n"), None);
        assert_eq!(printed_values("%d\\n", ""), None);
    }

    #[test]
    fn outputs_are_printf_statements_of_their_own_line() {
        let source = "int f(int n) {\n  printf(\"%d\\n\", n);\n  if (n) printf(\"x\");\n  if (n)\n    printf(\"%d %d\\n\", n, n);\n  return n;\n}\nint main(void) {\n  return f(3);\n}\n";
        let shape = FunctionShape::of(source, "f").unwrap();
        assert_eq!(
            shape.outputs,
            vec![(2, "%d\\n".to_string()), (5, "%d %d\\n".to_string())]
        );
    }

    #[test]
    fn line_map_skips_deleted_lines_and_keeps_mutated_ones() {
        let reference = "a\nb\nc\nd\n";
        let mutant = "a\nB\nd\n";
        let map = line_map(reference, mutant);
        assert_eq!(map.get(&1), Some(&1));
        assert_eq!(map.get(&2), Some(&2));
        assert_eq!(map.get(&3), None);
        assert_eq!(map.get(&4), Some(&3));
    }

    #[test]
    fn line_map_pairs_a_mutated_line_next_to_a_deleted_one() {
        let reference = "a\n    p->right = inner;\n    if (inner != NULL)\n z\n";
        let mutant = "a\n    if (inner != p)\n z\n";
        let map = line_map(reference, mutant);
        assert_eq!(map.get(&2), None);
        assert_eq!(map.get(&3), Some(&2));
        assert_eq!(map.get(&4), Some(&3));
    }

    #[test]
    fn shape_finds_loops_and_the_call_site() {
        let source = "int f(int n) {\n  int s = 0;\n  while (n > 0) {\n    s += n;\n    n--;\n  }\n  return s;\n}\nint main(void) {\n  return f(3);\n}\n";
        let shape = FunctionShape::of(source, "f").unwrap();
        assert_eq!(shape.loops, vec![(3, 6)]);
        assert!(shape.ifs.is_empty());
        assert_eq!(shape.call_lines, vec![10]);
        assert!(matches!(
            FunctionShape::of(source, "g"),
            Err(SpecError::MissingFunction(_))
        ));
    }

    #[test]
    fn a_function_s_calls_are_counted_over_every_call_site_outside_it() {
        let source = "int f(int n) {\n  return n > 0 ? f(n - 1) : 0;\n}\nint g(int n) {\n  return f(n) + 1;\n}\nint main(void) {\n  int a = f(1); // f(2)\n  int b = ff(2);\n  return g(a) + f(b);\n}\n";
        let shape = FunctionShape::of(source, "f").unwrap();
        // Not its own recursive call (line 2), a comment, or a name that ends in `f`.
        assert_eq!(shape.call_lines, vec![5, 8, 10]);
    }

    #[test]
    fn shape_finds_ifs_with_their_then_branch() {
        let source = "int f(int n) {\n  if (n > 0) {\n    n = 1;\n    n++;\n  } else if (n < -5)\n    n = 2;\n  if (n) n = 3;\n  return n;\n}\nint main(void) {\n  return f(3);\n}\n";
        let shape = FunctionShape::of(source, "f").unwrap();
        // The one-line `if` on line 7 cannot be told apart by where the program stops next;
        // the then-branch of the first ends before the `} else if` line.
        assert_eq!(shape.ifs, vec![(2, 3, 4), (5, 6, 6)]);
        assert!(shape.condition_ends.is_empty());
    }

    /// gdb stops on every line of a condition spread over lines: where the branch went
    /// shows only after its last line.
    #[test]
    fn shape_finds_conditions_over_several_lines() {
        let source = "int f(int a, int b) {\n  while (a > 0 &&\n         b > 0) {\n    a--;\n  }\n  if ((a == 0 && b > 1) ||\n      (a == 1 && b > 2) ||\n      b > 3)\n    b = 0;\n  return b;\n}\nint main(void) {\n  return f(3, 4);\n}\n";
        let shape = FunctionShape::of(source, "f").unwrap();
        assert_eq!(shape.condition_ends, vec![(2, 3), (6, 8)]);
        assert_eq!(shape.condition_end(6), 8);
        assert_eq!(shape.condition_end(4), 4);
    }

    fn graph(vars: &[(&str, Value)], nodes: &[(&str, &[(&str, Value)])]) -> MemoryGraph {
        use repaird_driver::debug::graph::{Field, HeapNode, Variable};
        MemoryGraph {
            variables: vars
                .iter()
                .map(|(name, value)| Variable {
                    name: name.to_string(),
                    type_name: "struct node *".into(),
                    scope: VariableScope::Local,
                    value: value.clone(),
                })
                .collect(),
            nodes: nodes
                .iter()
                .enumerate()
                .map(|(i, (name, fields))| HeapNode {
                    name: name.to_string(),
                    address: 0x1000 + 16 * i as u64,
                    type_name: "struct node".into(),
                    size: 16,
                    fields: fields
                        .iter()
                        .map(|(f, v)| Field {
                            name: f.to_string(),
                            type_name: "int".into(),
                            value: v.clone(),
                        })
                        .collect(),
                })
                .collect(),
            ..empty_graph()
        }
    }

    fn node(name: &str) -> Value {
        Value::Node {
            name: name.into(),
            address: 0,
        }
    }

    #[test]
    fn corrections_change_what_differs_and_skip_what_cannot_be_spelled() {
        let wanted = graph(
            &[
                ("prev", node("n1")),
                ("curr", Value::Null),
                ("k", Value::Int { value: 3 }),
                ("junk", Value::Unknown { address: 7 }),
            ],
            &[
                (
                    "n1",
                    &[("next", Value::Null), ("data", Value::Int { value: 1 })],
                ),
                ("n9", &[("next", Value::Null)]),
            ],
        );
        let actual = graph(
            &[
                ("prev", Value::Null),
                ("curr", Value::Null),
                ("k", Value::Int { value: 4 }),
                ("junk", Value::Null),
            ],
            &[(
                "n1",
                &[("next", node("n1")), ("data", Value::Int { value: 1 })],
            )],
        );
        assert_eq!(
            corrections(&wanted, &actual),
            vec!["change prev n1", "change k 3", "change n1->next NULL"]
        );
        assert!(corrections(&wanted, &wanted).is_empty());
    }

    /// The mutant saw one node fewer before the one `new_node` returned, so it names that
    /// node n6 where the reference says n7: the same address makes them one node, and no
    /// `change` points `result` at a fresh n7.
    #[test]
    fn nodes_at_the_same_address_are_one_node_whatever_their_names() {
        let wanted = graph(
            &[("result", node("n7"))],
            &[("n7", &[("data", Value::Int { value: 9 })])],
        );
        let same = graph(
            &[("result", node("n6"))],
            &[("n6", &[("data", Value::Int { value: 9 })])],
        );
        assert!(corrections(&wanted, &same).is_empty());
        let other_data = graph(
            &[("result", node("n6"))],
            &[("n6", &[("data", Value::Int { value: 8 })])],
        );
        assert_eq!(corrections(&wanted, &other_data), vec!["change n6->data 9"]);
    }

    /// Where the reference's pointer dangles and the mutant's holds a node elsewhere or
    /// NULL, the variable or field is left open; dangling in both, it asserts nothing already.
    #[test]
    fn a_pointer_the_reference_left_dangling_is_left_open() {
        let wanted = graph(
            &[
                ("victim", Value::Dangling { address: 0x2000 }),
                ("spare", Value::Dangling { address: 0x4000 }),
                ("both", Value::Dangling { address: 0x5000 }),
            ],
            &[("n1", &[("next", Value::Dangling { address: 0x2000 })])],
        );
        let actual = graph(
            &[
                ("victim", node("n3")),
                ("spare", Value::Null),
                ("both", Value::Dangling { address: 0x5000 }),
            ],
            &[("n1", &[("next", Value::Null)])],
        );
        assert_eq!(
            corrections(&wanted, &actual),
            vec!["change victim _", "change spare _", "change n1->next _"]
        );
    }

    /// What the reference's perturbed `malloc` left unwritten (the fill pattern as an `int`,
    /// an `unsigned`, a `long`, a pointer) is left open where the mutant has a value, and
    /// passed over in the state a call starts from; a zero the reference wrote is asserted.
    #[test]
    fn what_the_reference_never_wrote_is_left_open() {
        let garbage_int = Value::Int {
            value: 0xa5a5a5a5u32 as i32 as i64,
        };
        let wanted = graph(
            &[],
            &[(
                "n1",
                &[
                    ("val", garbage_int),
                    ("count", Value::Int { value: 0xa5a5a5a5 }),
                    (
                        "big",
                        Value::Uint {
                            value: 0xa5a5a5a5a5a5a5a5,
                        },
                    ),
                    (
                        "next",
                        Value::Unknown {
                            address: 0xa5a5a5a5a5a5a5a5,
                        },
                    ),
                    ("seen", Value::Int { value: 0 }),
                    ("tag", Value::Int { value: -91 }),
                ],
            )],
        );
        let actual = graph(
            &[],
            &[(
                "n1",
                &[
                    ("val", Value::Int { value: 0 }),
                    ("count", Value::Int { value: 0 }),
                    ("big", Value::Int { value: 0 }),
                    ("next", Value::Null),
                    ("seen", Value::Int { value: 3 }),
                    ("tag", Value::Int { value: 0 }),
                ],
            )],
        );
        assert_eq!(
            corrections(&wanted, &actual),
            vec![
                "change n1->val _",
                "change n1->count _",
                "change n1->big _",
                "change n1->next _",
                "change n1->seen 0",
                "change n1->tag -91",
            ]
        );
        assert_eq!(
            entry_corrections(&wanted, &actual),
            vec!["change n1->seen 0", "change n1->tag -91"]
        );
    }

    /// The reference freed the node `temp` points at; the mutant (which freed another) still
    /// has it live at the same address: the session frees it. A dangling pointer to a block
    /// the mutant has elsewhere, or to a node the reference still shows, frees nothing; the
    /// first is left open, since no `change` spells it.
    #[test]
    fn a_node_the_reference_freed_is_freed() {
        let at = |name: &str, address| Value::Node {
            name: name.into(),
            address,
        };
        let wanted = graph(
            &[
                ("temp", Value::Dangling { address: 0x2000 }),
                ("gone", Value::Dangling { address: 0x3000 }),
            ],
            &[],
        );
        let actual = graph(
            &[("temp", at("n2", 0x2000)), ("gone", at("n3", 0x3100))],
            &[],
        );
        assert_eq!(
            corrections(&wanted, &actual),
            vec!["change gone _", "change n2 freed"]
        );
        let shown = graph(
            &[("temp", Value::Dangling { address: 0x1000 })],
            &[("n2", &[("next", Value::Null)])],
        );
        let kept = graph(
            &[("temp", at("n2", 0x1000))],
            &[("n2", &[("next", Value::Null)])],
        );
        assert!(corrections(&shown, &kept).is_empty());
    }
}
