//! Algorithm 2 (ExecuteStatement): steps through the original binary as if the patched
//! program ran. A changed statement is skipped and its replacement executed by gdb; a changed
//! loop or `if` condition is evaluated as patched and the branch steered to match; inserted
//! statements run when the execution arrives at the line they precede (those that end a loop
//! body, on the way back to its condition; those that end a `then`-branch, on the way past
//! its closing brace).

use std::collections::HashSet;

use repaird_cfront::ir::{Block, Node, Program, Stmt, StmtId};
use repaird_gdb::{Branch, StopLocation, StopReason};

use super::error::DebugError;
use super::frames::frame_sp;
use super::session::{DebugSession, Extras};
use super::structure::{self, BranchHead};

impl DebugSession {
    /// `next` (or `step`) with the patch applied.
    pub(super) async fn hot_step(
        &mut self,
        into: bool,
        x: &mut Extras,
    ) -> Result<StopLocation, DebugError> {
        let line = self.stop.as_ref().and_then(|s| s.line);
        let replacement = line.and_then(|l| self.patch.plan().changed.get(&l).cloned());
        if let Some(head) = line.and_then(|l| self.head_with_side_insertions(l)) {
            // Each round is played here: gdb's `next` would run the loop to its end.
            let condition = self.condition_as_patched(&head)?;
            let ran = self.run_pending_head_code(&head).await?;
            let take = self.gdb()?.evaluate_int(&for_gdb(&condition)).await? != 0;
            return self.steer(&head, take, ran, x).await;
        }
        let (Some(line), Some(replacement)) = (line, replacement) else {
            if let Some(line) = line.filter(|l| !into && self.calls_patched_function(*l)) {
                return Box::pin(self.next_through_patched_calls(line, x)).await;
            }
            let gdb = self.gdb()?;
            return Ok(if into {
                gdb.step().await?
            } else {
                gdb.next().await?
            });
        };
        let program = &self.patch.original_program;
        let function = structure::function_at_line(program, line).ok_or_else(|| {
            DebugError::NotApplicable(format!("line {line} is outside every function"))
        })?;
        if let Some(head) = structure::branch_at(program, &self.patch.original, function, line) {
            let condition = self.condition_as_patched(&head)?;
            let ran = self.run_pending_head_code(&head).await?;
            let take = self.gdb()?.evaluate_int(&for_gdb(&condition)).await? != 0;
            x.say(format!("hot patch: `{condition}` is {take}"));
            return self.steer(&head, take, ran, x).await;
        }
        let stop = self.jump_past(line).await?;
        if replacement.trim().is_empty() {
            x.say(format!("hot patch: skipped line {line} (deleted)"));
        } else {
            self.exec_c(&replacement).await?;
            x.say(format!(
                "hot patch: ran `{}` in place of line {line}",
                one_line(&replacement)
            ));
        }
        Ok(stop)
    }

    /// Whether the statement on `line` calls a function the patch changed: gdb's `next`
    /// would run that function as compiled.
    fn calls_patched_function(&self, line: u32) -> bool {
        let patched = self.patch.patched_functions();
        if patched.is_empty() {
            return false;
        }
        let program = &self.patch.original_program;
        structure::function_at_line(program, line)
            .is_some_and(|f| structure::calls_on_line(program, &f.name, line, patched))
    }

    /// `next` over a call of a patched function: the call is stepped through, every stop
    /// in it hot-patched and registered as if the programmer had stepped it, until the
    /// execution is back in this call past `line`.
    async fn next_through_patched_calls(
        &mut self,
        line: u32,
        x: &mut Extras,
    ) -> Result<StopLocation, DebugError> {
        let Some(home) = self.frames.last().map(|f| f.sp) else {
            return Ok(self.gdb()?.next().await?);
        };
        let mut stop = self.gdb()?.step().await?;
        loop {
            // The program ended, left its own code, faulted or hit a breakpoint: that
            // stop is the command's, as after gdb's `next`.
            let interrupted = matches!(
                stop.reason,
                StopReason::SignalReceived { .. } | StopReason::BreakpointHit { .. }
            );
            if stop.has_exited() || !self.in_source(&stop) || interrupted {
                return Ok(stop);
            }
            let sp = frame_sp(self.gdb()?).await?;
            if sp >= home {
                if stop.line != Some(line) || sp > home {
                    return Ok(stop);
                }
                // Back from a call in the middle of the line: on to its next call or its end.
                stop = self.gdb()?.step().await?;
                continue;
            }
            self.arrive(stop, x).await?;
            stop = Box::pin(self.hot_step(false, x)).await?;
        }
    }

    /// Moves the program past the statement on `line` without running it (a statement
    /// deleted or replaced by the patch, or one that faulted), as one step.
    pub(super) async fn jump_past(&mut self, line: u32) -> Result<StopLocation, DebugError> {
        let program = &self.patch.original_program;
        let resume = structure::function_at_line(program, line)
            .and_then(|function| structure::line_after(program, function, line))
            .ok_or_else(|| {
                DebugError::NotApplicable(format!("no statement follows line {line}"))
            })?;
        Ok(as_step(self.gdb()?.jump_to(resume).await?))
    }

    /// Moves the program along one side of a loop or `if` at its condition line. A patched
    /// condition is never left to the binary (which would test the old one).
    /// `ran`: the caller ran the `for` line's pending init or step (`run_pending_head_code`).
    pub(super) async fn steer(
        &mut self,
        head: &BranchHead,
        take: bool,
        ran: bool,
        x: &mut Extras,
    ) -> Result<StopLocation, DebugError> {
        let ran = ran || self.run_pending_head_code(head).await?;
        if let Some(text) = self.side_insertions(head, take) {
            // A side that exists only in the patch: its statements, then on as after that
            // side (a loop body goes back to the condition).
            let (side, resume) = match (head.is_loop, take) {
                (true, _) => ("loop body", head.line),
                (false, true) => ("then-branch", head.taken_line),
                (false, false) => ("else-branch", head.not_taken_line),
            };
            self.exec_c(&text).await?;
            x.say(format!(
                "hot patch: ran inserted `{}` in the {side} on line {}",
                one_line(&text),
                head.line
            ));
            return Ok(as_step(self.gdb()?.jump_to(resume).await?));
        }
        let patched = self.patch.plan().changed.contains_key(&head.line);
        let branch = Branch {
            condition_line: head.line,
            condition: if patched {
                None
            } else {
                head.condition.as_deref().map(for_gdb)
            },
            taken_line: head.taken_line,
            not_taken_line: head.not_taken_line,
            always_jump: ran,
            calls: head.calls && !patched,
        };
        let outcome = match self.gdb()?.force_branch(&branch, take).await {
            // The program's own condition cannot be evaluated here (it reads through NULL,
            // as a buggy loop test can): force it without knowing what it would compute.
            Err(repaird_gdb::GdbError::Mi { message, .. }) if branch.condition.is_some() => {
                let unevaluated = Branch {
                    condition: None,
                    ..branch
                };
                let outcome = self.gdb()?.force_branch(&unevaluated, take).await?;
                x.say(format!(
                    "gdb cannot evaluate the condition on line {} here ({message}): forced it {take} without knowing what the program would compute",
                    head.line
                ));
                outcome
            }
            other => other?,
        };
        match outcome.natural {
            Some(natural) if natural != take => x.say(format!(
                "forced the condition {take} (the program computed {natural})"
            )),
            None if branch.calls && outcome.forced => x.say(format!(
                "the condition on line {} stopped inside a call it makes (a fault there): forced it {take}",
                head.line
            )),
            _ => {}
        }
        Ok(if outcome.forced {
            as_step(outcome.stop)
        } else {
            outcome.stop
        })
    }

    /// gdb stops at a `for` line before the code there runs: the init when the call arrives
    /// from above the loop, the step when it comes round from the body (below). Forcing the
    /// condition there would test the values from before that code and jump over it: it is
    /// run here first (evaluated as C), and the caller must then jump, not step, past the
    /// line. Whether it ran.
    pub(super) async fn run_pending_head_code(
        &mut self,
        head: &BranchHead,
    ) -> Result<bool, DebugError> {
        if !head.is_loop {
            return Ok(false);
        }
        let Some(frame) = self.frames.last() else {
            return Ok(false);
        };
        let pending = match frame.came_from {
            None => head.init.as_deref(),
            Some(line) if line < head.line => head.init.as_deref(),
            Some(line) if line > head.line => head.step_text.as_deref(),
            // A second stop on the line: its code ran before the first.
            Some(_) => None,
        };
        let Some(code) = pending.map(for_gdb) else {
            return Ok(false);
        };
        self.gdb()?.evaluate(&code).await?;
        Ok(true)
    }

    /// Arrived at a side of an `if` whose folded condition the patch changed (gdb never
    /// stops on its line, see `folded_if_decided_here`): the patched condition decides, and
    /// the program moves to the other side when it disagrees. Whether it moved.
    pub(super) async fn steer_folded_on_arrival(
        &mut self,
        line: u32,
        x: &mut Extras,
    ) -> Result<bool, DebugError> {
        // Only a patch that changes a line can disagree with the side the program took: an
        // unpatched session skips the structure walk on every arrival and never reads gdb's
        // line table here.
        if self.patch.plan().changed.is_empty() {
            return Ok(false);
        }
        self.load_code_lines().await;
        let Some(head) = self.folded_if_decided_here(line) else {
            return Ok(false);
        };
        if !self.patch.plan().changed.contains_key(&head.line) {
            return Ok(false);
        }
        let condition = self.condition_as_patched(&head)?;
        let take = self.gdb()?.evaluate_int(&for_gdb(&condition)).await? != 0;
        if take == (line == head.taken_line) {
            return Ok(false);
        }
        x.say(format!("hot patch: `{condition}` is {take}"));
        self.cross_folded(&head, line, take, x).await?;
        Ok(true)
    }

    /// Arrived at a statement the patch moved into a side of the `if` before it
    /// ([`super::moves`]): it runs only when the program comes from that side: from the
    /// `if`'s own line it skipped the `then`, from a line between the two it ran it. Where
    /// it goes on without the statement, as `arrive` there. Whether it moved.
    pub(super) async fn skip_moved_on_arrival(
        &mut self,
        line: u32,
        x: &mut Extras,
    ) -> Result<bool, DebugError> {
        let Some(moved) = self.patch.plan().moved.get(&line).copied() else {
            return Ok(false);
        };
        let came_from = self.frames.last().and_then(|f| f.came_from);
        let ran_then = match came_from {
            Some(from) if from == moved.if_line => false,
            Some(from) if moved.if_line < from && from < line => true,
            _ => {
                x.say(format!(
                    "hot patch: which side of the `if` on line {} the program took is unknown here (it was not stepped there); line {line} runs as the original has it",
                    moved.if_line
                ));
                return Ok(false);
            }
        };
        if ran_then == moved.into_then {
            return Ok(false);
        }
        // The statement the program stopped at does not run on this side.
        if let Some(frame) = self.frames.last_mut() {
            frame.unvisit(line);
        }
        x.say(format!(
            "hot patch: skipped line {line} ({})",
            moved.describe()
        ));
        let stop = self.jump_past(line).await?;
        Box::pin(self.arrive(stop, x)).await?;
        Ok(true)
    }

    /// The condition of `head` as the patched program tests it: the patch's text where it
    /// changed the line, else the condition as written.
    fn condition_as_patched(&self, head: &BranchHead) -> Result<String, DebugError> {
        match self.patch.plan().changed.get(&head.line) {
            Some(text) => condition_of(text).ok_or_else(|| {
                DebugError::Rewrite(format!("cannot read the patched condition in `{text}`"))
            }),
            None => head.condition.clone().ok_or_else(|| {
                DebugError::Rewrite(format!("cannot read the condition on line {}", head.line))
            }),
        }
    }

    /// What the patch put into the side of `head` that `take` goes to (a `while` body, an
    /// `if`'s `then` or `else`), where that side is empty in the original: gdb has no line
    /// there to stop at.
    fn side_insertions(&self, head: &BranchHead, take: bool) -> Option<String> {
        let original = structure::side_at(&self.patch.original_program, head.line, take)?;
        if !original.0.is_empty() {
            return None;
        }
        let patched = &self.patch.program;
        let filled = structure::side_at(patched, self.patch.patched_line(head.line)?, take)?;
        // Plain statements only: their text, as the patch wrote it, is what gdb runs. A
        // statement moved there from below the `if` is the original's (`moves`).
        let moved_here = |line: u32| self.patch.plan().moved_to(line).is_some();
        let stmts = filled
            .0
            .iter()
            .map(|n| match n {
                Node::Stmt(id) => patched.stmt(*id),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?;
        if stmts.iter().any(|s| moved_here(s.origin.range.start.line)) {
            return None;
        }
        let start = stmts.iter().map(|s| s.origin.range.start.offset).min()?;
        let end = stmts.iter().map(|s| s.origin.range.end.offset).max()?;
        Some(self.patch.patched.get(start..end)?.to_string())
    }

    /// Insertions before the lines strictly between `from` and `line` that the execution
    /// passed without code to stop at: the end of a `then`-branch (`s = a; <inserted> }`),
    /// from which gdb goes straight on past the `if`. Past a line with code the execution
    /// jumped (over a side not taken), and what precedes that line did not run.
    async fn passed_insertions(&mut self, from: u32, line: u32) -> Vec<(u32, String)> {
        if self
            .patch
            .plan()
            .inserted_before
            .range(from + 1..line)
            .next()
            .is_none()
        {
            return Vec::new();
        }
        self.load_code_lines().await;
        let Some(code) = &self.code_lines else {
            return Vec::new();
        };
        // Up to the first line with code: what precedes that line belongs to where the
        // execution did not go.
        let first_code = code.range(from + 1..line).next().copied().unwrap_or(line);
        self.patch
            .plan()
            .inserted_before
            .range(from + 1..first_code)
            .flat_map(|(before, texts)| texts.iter().map(|t| (*before, t.clone())))
            .collect()
    }

    /// What the patch inserted at the end of the body of the loop on `line` that runs after
    /// the stop on `from`, the body's last stop (a deleted `p = p->next;` put back as the
    /// body's last statement, or at the end of the `if` that ends it): its insertion point
    /// precedes a closing brace, where gdb never stops (from the last statement it goes
    /// straight back to the condition), so it runs on the way back to the condition.
    fn loop_tail_insertions(&self, line: u32, from: u32) -> Option<String> {
        // Such an insertion precedes a line of the original after the last stop.
        self.patch.plan().inserted_before.range(from + 1..).next()?;
        let patched = &self.patch.program;
        let body = structure::loop_body_at(patched, self.patch.patched_line(line)?)?;
        // Lines of the patched text that come from the original (kept or rewritten).
        let kept: HashSet<u32> = self.patch.plan().line_map.values().copied().collect();
        let mut tail = Vec::new();
        let from = self.patch.patched_line(from)?;
        if !inserted_after(patched, body, from, &kept, &mut tail) {
            return None;
        }
        let mut texts: Vec<&str> = Vec::new();
        let mut last = None;
        for stmt in tail {
            // One C statement may be several IR statements of the same origin.
            let range = (stmt.origin.range.start.offset, stmt.origin.range.end.offset);
            if last != Some(range) {
                texts.push(self.patch.patched.get(range.0..range.1)?);
                last = Some(range);
            }
        }
        (!texts.is_empty()).then(|| texts.join("\n"))
    }

    /// The loop or `if` whose condition is on `line`, when the patch inserted into one of
    /// its empty sides.
    fn head_with_side_insertions(&self, line: u32) -> Option<BranchHead> {
        let program = &self.patch.original_program;
        let function = structure::function_at_line(program, line)?;
        let head = structure::branch_at(program, &self.patch.original, function, line)?;
        (self.side_insertions(&head, true).is_some()
            || self.side_insertions(&head, false).is_some())
        .then_some(head)
    }

    /// Statements a repair inserted before `line` run when the execution arrives there
    /// (not when it comes back to a loop condition from the loop's body).
    pub(super) async fn run_insertions(
        &mut self,
        function: &str,
        line: u32,
        previous: Option<u32>,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        // Every insertion, wherever it runs, is one of the plan's: without any, nothing to
        // look up on this (hot) path.
        if self.patch.plan().inserted_before.is_empty() {
            return Ok(());
        }
        let program = &self.patch.original_program;
        let is_loop_head = program
            .function(function)
            .and_then(|f| structure::branch_at(program, &self.patch.original, f, line))
            .is_some_and(|h| h.is_loop);
        if is_loop_head && previous.is_some_and(|p| p > line) {
            // Back from the body: what the patch appended to it runs first.
            let from = previous.unwrap_or(line);
            if let Some(text) = self.loop_tail_insertions(line, from) {
                self.exec_c(&text).await?;
                x.say(format!(
                    "hot patch: ran inserted `{}` at the end of the loop body (line {line})",
                    one_line(&text)
                ));
            }
            return Ok(());
        }
        let mut inserted = Vec::new();
        if let Some(from) = previous.filter(|p| *p < line) {
            inserted.extend(self.passed_insertions(from, line).await);
        }
        let here = self.patch.plan().inserted_before.get(&line).cloned();
        inserted.extend(here.unwrap_or_default().into_iter().map(|t| (line, t)));
        for (before, text) in inserted {
            self.exec_c(&text).await?;
            x.say(format!(
                "hot patch: ran inserted `{}` before line {before}",
                one_line(&text)
            ));
        }
        Ok(())
    }

    /// Executes C statements through gdb; `if (c) s` is decided here (gdb evaluates only
    /// expressions).
    pub(super) async fn exec_c(&mut self, text: &str) -> Result<(), DebugError> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(());
        }
        if let Some((condition, body)) = split_if(text) {
            if self.gdb()?.evaluate_int(&for_gdb(&condition)).await? != 0 {
                Box::pin(self.exec_c(&body)).await?;
            }
            return Ok(());
        }
        let statements = text.trim_start_matches('{').trim_end_matches('}');
        let statements = as_assignment(statements);
        if statements.trim().is_empty() {
            return Ok(());
        }
        self.gdb()?.exec_statement(&for_gdb(&statements)).await?;
        Ok(())
    }
}

/// The statements the patch inserted into `block` that run after the stop on (patched) line
/// `from` with nothing of the original between (`kept`: the patched lines that come from the
/// original), into `out`; whether they reach the end of `block`. Into the side of an `if`
/// that holds `from`; a nested loop is left alone.
fn inserted_after<'p>(
    program: &'p Program,
    block: &Block,
    from: u32,
    kept: &HashSet<u32>,
    out: &mut Vec<&'p Stmt>,
) -> bool {
    let on_from = |id: &StmtId| structure::stmt_has_line(program, *id, from);
    let holds = |b: &Block| structure::block_has_line(program, b, from);
    let mut nodes = block.0.iter();
    let mut found = false;
    for node in nodes.by_ref() {
        match node {
            Node::Stmt(id) if on_from(id) => {}
            Node::If(n) if holds(&n.then_branch) => {
                if !inserted_after(program, &n.then_branch, from, kept, out) {
                    return false;
                }
            }
            Node::If(n) if holds(&n.else_branch) => {
                if !inserted_after(program, &n.else_branch, from, kept, out) {
                    return false;
                }
            }
            // The stop was on its condition, and the side it took had nothing to stop at.
            Node::If(n) if holds(&n.cond) => {}
            Node::Loop(n) if [&n.init, &n.cond, &n.body, &n.step].into_iter().any(holds) => {
                return false
            }
            _ => continue,
        }
        found = true;
        break;
    }
    if !found {
        return false;
    }
    for node in nodes {
        match node {
            // The rest of the statement the stop was on (one C statement, several IR ones).
            Node::Stmt(id) if on_from(id) => {}
            Node::Stmt(id) => match program.stmt(*id) {
                Some(s) if !kept.contains(&s.origin.range.start.line) => out.push(s),
                _ => return false,
            },
            _ => return false,
        }
    }
    true
}

/// A declaration as the assignment it makes (`int s = a;` → `s = a;`; none without an
/// initializer): gdb evaluates expressions, and the variable already has its stack slot.
/// Two names in a row before the `=` (`T x`, `struct node *p`) make a declaration; no
/// expression statement starts that way.
fn as_assignment(text: &str) -> String {
    static DECLARATION: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(
            r"^\s*(?:(?:const|unsigned|signed|struct|long|short)\s+)*[A-Za-z_]\w*(?:\s*\*+\s*|\s+)([A-Za-z_]\w*)\s*(=[^;]*)?;?\s*$",
        )
        .expect("a valid pattern")
    });
    let first = text
        .trim_start()
        .split(|c: char| !(c.is_alphanumeric() || c == '_'));
    if first
        .take(1)
        .any(|w| matches!(w, "return" | "goto" | "case" | "else" | "do" | "sizeof"))
    {
        return text.to_string();
    }
    match DECLARATION.captures(text) {
        Some(c) => match c.get(2) {
            Some(init) => format!("{} {};", &c[1], init.as_str().trim_end()),
            None => String::new(),
        },
        None => text.to_string(),
    }
}

/// A stop at the temporary breakpoint of our own jump is a step, not a user breakpoint.
fn as_step(mut stop: StopLocation) -> StopLocation {
    if matches!(stop.reason, StopReason::BreakpointHit { .. }) {
        stop.reason = StopReason::EndSteppingRange;
    }
    stop
}

/// C text as gdb can evaluate it: gdb knows no macros without `-g3`, so `NULL` is spelled
/// out, and a C library call gets its return type (gdb has no debug information for the
/// library: "'printf' has unknown return type"). A `<` right after a name gets a space:
/// gdb's lexer reads `a<b)&&(a>` as one templated name ("No symbol"). String literals are
/// left as written.
pub fn for_gdb(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String, next: Option<char>| {
        if word == "NULL" {
            out.push_str("((void *) 0)");
        } else {
            if next == Some('(') {
                if let Some(ty) = library_return_type(word) {
                    out.push_str(&format!("({ty}) "));
                }
            }
            out.push_str(word);
        }
        word.clear();
    };
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
            i += 1;
            continue;
        }
        let next = chars[i..].iter().copied().find(|c| !c.is_whitespace());
        let after_name = !word.is_empty();
        flush(&mut word, &mut out, next);
        if c == '<' && after_name {
            out.push(' ');
        }
        out.push(c);
        i += 1;
        if c == '"' || c == '\'' {
            // Up to the closing quote, escapes included.
            while i < chars.len() {
                let d = chars[i];
                out.push(d);
                i += 1;
                if d == '\\' && i < chars.len() {
                    out.push(chars[i]);
                    i += 1;
                } else if d == c {
                    break;
                }
            }
        }
    }
    flush(&mut word, &mut out, None);
    out
}

/// The return type of a C library function a patched statement may call.
fn library_return_type(name: &str) -> Option<&'static str> {
    match name {
        "printf" | "puts" | "putchar" | "abs" => Some("int"),
        "free" => Some("void"),
        "malloc" | "calloc" | "realloc" => Some("void *"),
        _ => None,
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The condition between the parentheses after `while`/`if`/`for` (the middle clause of a
/// `for`).
pub fn condition_of(line: &str) -> Option<String> {
    let open = line.find('(')?;
    let close = matching_paren(line, open)?;
    let inner = &line[open + 1..close];
    let keyword = line[..open].trim();
    if keyword.ends_with("for") {
        return inner.split(';').nth(1).map(|c| c.trim().to_string());
    }
    Some(inner.trim().to_string())
}

fn matching_paren(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0;
    for (i, c) in text.char_indices().skip_while(|(i, _)| *i < open) {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `if (c) s` -> (c, s).
fn split_if(text: &str) -> Option<(String, String)> {
    let rest = text.strip_prefix("if")?;
    if !rest.trim_start().starts_with('(') {
        return None;
    }
    let offset = text.len() - rest.len();
    let open = offset + rest.find('(')?;
    let close = matching_paren(text, open)?;
    Some((
        text[open + 1..close].trim().to_string(),
        text[close + 1..].trim().to_string(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_insertion_ends_the_body_after_the_last_stop() {
        let text = "struct node { int data; struct node *next; };\n\
                    int f(struct node *p, int k) {\n\
                    \x20   int n = 0;\n\
                    \x20   while (p != 0) {\n\
                    \x20       if (p->data > k) {\n\
                    \x20           p->data = p->data - k;\n\
                    \x20           n = n + 1;\n\
                    \x20       }\n\
                    \x20       p = p->next;\n\
                    \x20   }\n\
                    \x20   return n;\n\
                    }\n";
        let program = super::super::patch::parse(
            std::path::Path::new("f.c"),
            text,
            &repaird_cfront::ParseOptions::default(),
        )
        .expect("parses");
        let body = structure::loop_body_at(&program, 4).expect("the loop's body");
        let inserted = |lines: &[u32], from: u32| {
            let kept: HashSet<u32> = (1..=12).filter(|l| !lines.contains(l)).collect();
            let mut out = Vec::new();
            let reached = inserted_after(&program, body, from, &kept, &mut out);
            let lines: Vec<u32> = out.iter().map(|s| s.origin.range.start.line).collect();
            (reached, lines)
        };
        // `p = p->next;` inserted last. After a stop in the `if`, the rest of the `if` runs
        // first, which is original code: gdb stops there.
        assert_eq!(inserted(&[9], 6), (false, vec![]));
        // After the `if`'s last statement, and after its condition when it was false.
        assert_eq!(inserted(&[9], 7), (true, vec![9]));
        assert_eq!(inserted(&[9], 5), (true, vec![9]));
        // Line 6 is a field write and a subtraction, several IR statements: the rest of it
        // is not code after the stop.
        assert_eq!(inserted(&[7, 9], 6), (true, vec![7, 9]));
        // Nothing inserted: the end is reached with nothing to run.
        assert_eq!(inserted(&[], 9), (true, vec![]));
    }

    #[test]
    fn declarations_run_as_their_assignments() {
        assert_eq!(as_assignment("int s = a;"), "s = a;");
        assert_eq!(
            as_assignment("struct node *p = head->next;"),
            "p = head->next;"
        );
        assert_eq!(as_assignment("Node *p=q;"), "p =q;");
        assert_eq!(as_assignment("unsigned long n = 0;"), "n = 0;");
        assert_eq!(as_assignment("int n;"), "");
        // Statements that are not declarations stay as they are.
        for text in [
            "s = a;",
            "*p = 3;",
            "p->next = q;",
            "i++;",
            "return n;",
            "f(x, y);",
        ] {
            assert_eq!(as_assignment(text), text);
        }
    }

    #[test]
    fn reads_patched_conditions() {
        assert_eq!(
            condition_of("while (current != NULL) {").as_deref(),
            Some("current != NULL")
        );
        assert_eq!(
            condition_of("if ((a && b) || f(c)) {").as_deref(),
            Some("(a && b) || f(c)")
        );
        assert_eq!(
            condition_of("for (i = 0; i < n; i++)").as_deref(),
            Some("i < n")
        );
        assert_eq!(
            split_if("if (p != NULL) head = p;"),
            Some(("p != NULL".into(), "head = p;".into()))
        );
        assert_eq!(split_if("iffy = 1;"), None);
        assert_eq!(for_gdb("p != NULL && NULLX"), "p != ((void *) 0) && NULLX");
        assert_eq!(
            for_gdb("((a>b)&&(a<c))||((a<b)&&(a>c)) && x<<1"),
            "((a>b)&&(a <c))||((a <b)&&(a>c)) && x <<1"
        );
        assert_eq!(
            for_gdb(r#"printf("%d NULL\n", a); free (p)"#),
            r#"(int) printf("%d NULL\n", a); (void) free (p)"#
        );
    }
}
