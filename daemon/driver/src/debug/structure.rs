//! Questions about the program's structure that steering needs, answered from the IR: which
//! loop or `if` a line holds, where each side continues, which line follows a statement.
//! All lines are lines of the text the `Program` was parsed from.

use repaird_cfront::ir::{Block, Function, Node, Program, StmtId};
use repaird_engine::interp::branch_key;

/// A loop or `if` whose condition is tested on `line`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BranchHead {
    pub key: StmtId,
    pub is_loop: bool,
    pub line: u32,
    /// The condition as written, if its text is known.
    pub condition: Option<String>,
    /// Where a true outcome continues (loop body or then-branch).
    pub taken_line: u32,
    /// Where a false outcome continues (after the loop, else-branch or after the `if`).
    pub not_taken_line: u32,
    /// A `for` loop's init as one C assignment (`i = 0` of `int i = 0`), when it is one.
    pub init: Option<String>,
    /// A `for` loop's first step statement, when it is on the loop's line: gdb stops at the
    /// line before the step runs each way round, so a later stop there is the step's.
    pub step: Option<StmtId>,
    /// That step's C expression (`curr = curr->next`, `i++`).
    pub step_text: Option<String>,
}

pub fn function_at_line(program: &Program, line: u32) -> Option<&Function> {
    program
        .functions
        .iter()
        .find(|f| f.range.start.line <= line && line <= f.range.end.line)
}

/// The first statement (in program order) of `function` whose C statement starts on `line`.
pub fn first_stmt_at(program: &Program, function: &str, line: u32) -> Option<StmtId> {
    program
        .stmts
        .iter()
        .filter(|s| s.function == function && s.origin.range.start.line == line)
        .map(|s| s.id)
        .min()
}

/// The line of the first statement of `function` (where a call stops first).
pub fn first_line(program: &Program, function: &Function) -> Option<u32> {
    let mut ids = Vec::new();
    function.body.stmt_ids(&mut ids);
    ids.iter()
        .filter_map(|id| program.stmt(*id))
        .map(|s| s.origin.range.start.line)
        .min()
}

fn node_line(program: &Program, node: &Node) -> Option<u32> {
    let mut ids = Vec::new();
    match node {
        Node::Stmt(id) => ids.push(*id),
        Node::If(n) => n.cond.stmt_ids(&mut ids),
        Node::Loop(n) => {
            n.init.stmt_ids(&mut ids);
            n.cond.stmt_ids(&mut ids);
            if ids.is_empty() {
                n.body.stmt_ids(&mut ids);
            }
        }
    }
    ids.iter()
        .filter_map(|id| program.stmt(*id))
        .map(|s| s.origin.range.start.line)
        .min()
        .or_else(|| match node {
            Node::If(n) => n.cond_range.as_ref().map(|r| r.start.line),
            Node::Loop(n) => n.cond_range.as_ref().map(|r| r.start.line),
            Node::Stmt(_) => None,
        })
}

fn block_line(program: &Program, block: &Block) -> Option<u32> {
    block.0.iter().find_map(|n| node_line(program, n))
}

/// What a walk over the structure found.
enum Found {
    Head(BranchHead),
    /// A statement and the line control reaches after it.
    Next(u32),
}

struct Walk<'a> {
    program: &'a Program,
    text: &'a str,
}

impl Walk<'_> {
    /// `cont`: the line control reaches when `block` ends.
    fn block(&self, block: &Block, cont: u32, want: &Want) -> Option<Found> {
        for (i, node) in block.0.iter().enumerate() {
            let after = block.0[i + 1..]
                .iter()
                .find_map(|n| node_line(self.program, n))
                .unwrap_or(cont);
            if let Some(found) = self.node(node, after, want) {
                return Some(found);
            }
        }
        None
    }

    fn node(&self, node: &Node, after: u32, want: &Want) -> Option<Found> {
        match node {
            Node::Stmt(id) => match want {
                Want::After(target) if target == id => Some(Found::Next(after)),
                _ => None,
            },
            Node::If(n) => {
                let line = node_line(self.program, node)?;
                if let Want::Head(l) = want {
                    if *l == line {
                        return Some(Found::Head(BranchHead {
                            key: branch_key(node)?,
                            is_loop: false,
                            line,
                            condition: self.text_of(n.cond_range.as_ref()),
                            taken_line: block_line(self.program, &n.then_branch).unwrap_or(after),
                            not_taken_line: block_line(self.program, &n.else_branch)
                                .unwrap_or(after),
                            init: None,
                            step: None,
                            step_text: None,
                        }));
                    }
                }
                self.block(&n.cond, after, want)
                    .or_else(|| self.block(&n.then_branch, after, want))
                    .or_else(|| self.block(&n.else_branch, after, want))
            }
            Node::Loop(n) => {
                let head = n
                    .cond_range
                    .as_ref()
                    .map(|r| r.start.line)
                    .or_else(|| node_line(self.program, node))?;
                if let Want::Head(l) = want {
                    if *l == head {
                        return Some(Found::Head(BranchHead {
                            key: branch_key(node)?,
                            is_loop: true,
                            line: head,
                            condition: self.text_of(n.cond_range.as_ref()),
                            taken_line: block_line(self.program, &n.body).unwrap_or(head),
                            not_taken_line: after,
                            init: self.init(&n.init),
                            step: self.step(&n.step, head),
                            step_text: self.step(&n.step, head).and(self.one_expression(&n.step)),
                        }));
                    }
                }
                self.block(&n.init, head, want)
                    .or_else(|| self.block(&n.cond, head, want))
                    .or_else(|| self.block(&n.body, head, want))
                    .or_else(|| self.block(&n.step, head, want))
            }
        }
    }

    /// The init's C text as one assignment: its IR statements must all come from one
    /// expression (a comma list or several declarators is left out).
    fn init(&self, init: &Block) -> Option<String> {
        as_assignment(&self.one_expression(init)?)
    }

    /// The C text of `block` when all its IR statements come from one expression.
    fn one_expression(&self, block: &Block) -> Option<String> {
        let mut ids = Vec::new();
        block.stmt_ids(&mut ids);
        let mut edits = ids
            .iter()
            .filter_map(|id| self.program.stmt(*id))
            .map(|s| &s.origin.edit);
        let first = edits.next()?;
        if edits.any(|e| e != first) {
            return None;
        }
        self.text_of(Some(first))
    }

    fn step(&self, step: &Block, line: u32) -> Option<StmtId> {
        let mut ids = Vec::new();
        step.stmt_ids(&mut ids);
        let first = self.program.stmt(*ids.first()?)?;
        (first.origin.range.start.line == line).then_some(first.id)
    }

    /// The source text of `range`, trimmed.
    fn text_of(&self, range: Option<&repaird_cfront::ir::SourceRange>) -> Option<String> {
        let r = range?;
        self.text
            .get(r.start.offset..r.end.offset)
            .map(|s| s.trim().to_string())
    }
}

/// `x = e` of a C assignment or of a one-declarator declaration (`int x = e`,
/// `struct node *x = e`); `None` for anything else.
fn as_assignment(text: &str) -> Option<String> {
    let text = text.trim().trim_end_matches(';').trim();
    let bytes = text.as_bytes();
    // The first `=` that is not part of `==`, `<=`, `>=`, `!=` or a compound assignment.
    let eq = (0..bytes.len()).find(|&i| {
        bytes[i] == b'='
            && bytes.get(i + 1) != Some(&b'=')
            && (i == 0 || !b"=<>!+-*/%&|^".contains(&bytes[i - 1]))
    })?;
    let target = text[..eq].trim_end();
    let value = text[eq + 1..].trim();
    let name_start = target
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let name = &target[name_start..];
    let declared = target[..name_start].trim();
    let plain = declared.is_empty();
    let declaration = declared
        .split(|c: char| c.is_whitespace() || c == '*')
        .filter(|w| !w.is_empty())
        .all(|w| w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    let name_ok = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    (name_ok && !value.is_empty() && !value.contains(',') && (plain || declaration))
        .then(|| format!("{name} = {value}"))
}

enum Want {
    Head(u32),
    After(StmtId),
}

/// The loop or `if` of `function` whose condition is on `line`.
pub fn branch_at(
    program: &Program,
    text: &str,
    function: &Function,
    line: u32,
) -> Option<BranchHead> {
    let walk = Walk { program, text };
    match walk.block(&function.body, function.range.end.line, &Want::Head(line))? {
        Found::Head(h) => Some(h),
        Found::Next(_) => None,
    }
}

/// The line control reaches after the last statement of `function` on `line` (a loop body's
/// last statement continues at the loop's condition).
pub fn line_after(program: &Program, function: &Function, line: u32) -> Option<u32> {
    let last = program
        .stmts
        .iter()
        .filter(|s| s.function == function.name && s.origin.range.start.line == line)
        .map(|s| s.id)
        .max()?;
    let walk = Walk { program, text: "" };
    match walk.block(&function.body, function.range.end.line, &Want::After(last))? {
        Found::Next(l) => Some(l),
        Found::Head(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::as_assignment;

    #[test]
    fn a_for_init_reads_as_one_assignment() {
        assert_eq!(as_assignment("curr = head").as_deref(), Some("curr = head"));
        assert_eq!(as_assignment("int i = 0").as_deref(), Some("i = 0"));
        assert_eq!(
            as_assignment("struct node *p = list->head;").as_deref(),
            Some("p = list->head")
        );
        assert_eq!(as_assignment("i = j == k").as_deref(), Some("i = j == k"));
        for not_one in ["i += 1", "p->next = q", "i = 0, j = 1", "x == y", "f()"] {
            assert_eq!(as_assignment(not_one), None, "{not_one}");
        }
    }
}
