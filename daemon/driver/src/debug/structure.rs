//! Questions about the program's structure that steering needs, answered from the IR: which
//! loop or `if` a line holds, where each side continues, which line follows a statement.
//! All lines are lines of the text the `Program` was parsed from.

use repaird_cfront::cprint::{self, Folded};
use repaird_cfront::ir::{Block, Function, LoopKind, Node, Program, StmtId, StmtKind};
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
    /// A `for` loop's init as one C clause (`i = 0` of `int i = 0`), when it is one.
    pub init: Option<String>,
    /// A `for` loop's first step statement, when it is on the loop's line: gdb stops at the
    /// line before the step runs each way round, so a later stop there is the step's.
    pub step: Option<StmtId>,
    /// That step as one C clause (`curr = curr->next`, `i = i + 1` of `i++`).
    pub step_text: Option<String>,
    /// The condition calls a function of the program: gdb must not evaluate it.
    pub calls: bool,
}

/// Whether the statements of `block` call a function of the program.
fn calls_in(program: &Program, block: &Block) -> bool {
    let mut ids = Vec::new();
    block.stmt_ids(&mut ids);
    ids.iter().any(|id| {
        program
            .stmt(*id)
            .is_some_and(|s| matches!(s.kind, StmtKind::Call { .. }))
    })
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

/// Whether a statement of `function` on `line` calls one of `callees`.
pub fn calls_on_line(
    program: &Program,
    function: &str,
    line: u32,
    callees: &std::collections::BTreeSet<String>,
) -> bool {
    program.stmts.iter().any(|s| {
        s.function == function
            && (s.origin.range.start.line..=s.origin.range.end.line).contains(&line)
            && matches!(&s.kind, StmtKind::Call { func, .. } if callees.contains(func))
    })
}

/// The output statement (`printf`) of `function` on `line`, with how many values it prints.
pub fn output_at(program: &Program, function: &str, line: u32) -> Option<(StmtId, usize)> {
    program
        .stmts
        .iter()
        .filter(|s| s.function == function && s.origin.range.start.line == line)
        .find_map(|s| match &s.kind {
            StmtKind::Output { args, .. } => Some((s.id, args.len())),
            _ => None,
        })
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

/// The loop or `if` whose condition is on `line` (searched through every side and body).
fn head_node_at(program: &Program, line: u32) -> Option<&Node> {
    fn find<'p>(program: &Program, block: &'p Block, line: u32) -> Option<&'p Node> {
        block.0.iter().find_map(|node| match node {
            Node::Stmt(_) => None,
            _ if node_line(program, node) == Some(line) => Some(node),
            Node::If(n) => {
                find(program, &n.then_branch, line).or_else(|| find(program, &n.else_branch, line))
            }
            Node::Loop(n) => find(program, &n.body, line),
        })
    }
    find(program, &function_at_line(program, line)?.body, line)
}

/// One side of the `if`, or the body of the `while` loop, whose condition is on `line`: the
/// body or the `then` for `take`, the `else` otherwise (a loop has none).
pub fn side_at(program: &Program, line: u32, take: bool) -> Option<&Block> {
    match head_node_at(program, line)? {
        Node::If(n) => Some(if take { &n.then_branch } else { &n.else_branch }),
        Node::Loop(n) => (n.kind == LoopKind::While && take).then_some(&n.body),
        Node::Stmt(_) => None,
    }
}

/// The body of the loop (of any kind) whose condition is on `line`.
pub fn loop_body_at(program: &Program, line: u32) -> Option<&Block> {
    match head_node_at(program, line)? {
        Node::Loop(n) => Some(&n.body),
        _ => None,
    }
}

/// Whether a statement of `block` (at any depth) has code on `line`.
pub fn block_has_line(program: &Program, block: &Block, line: u32) -> bool {
    let mut ids = Vec::new();
    block.stmt_ids(&mut ids);
    ids.iter().any(|id| stmt_has_line(program, *id, line))
}

/// Whether statement `id` spans `line`.
pub fn stmt_has_line(program: &Program, id: StmtId, line: u32) -> bool {
    program
        .stmt(id)
        .is_some_and(|s| (s.origin.range.start.line..=s.origin.range.end.line).contains(&line))
}

/// The line of the innermost loop whose condition, body or step has code on `line`.
pub fn loop_around(program: &Program, line: u32) -> Option<u32> {
    fn find(program: &Program, block: &Block, line: u32) -> Option<u32> {
        block.0.iter().find_map(|node| match node {
            Node::If(n) => {
                find(program, &n.then_branch, line).or_else(|| find(program, &n.else_branch, line))
            }
            Node::Loop(n) => find(program, &n.body, line).or_else(|| {
                [&n.cond, &n.body, &n.step]
                    .iter()
                    .any(|b| block_has_line(program, b, line))
                    .then(|| node_line(program, node))
                    .flatten()
            }),
            Node::Stmt(_) => None,
        })
    }
    find(program, &function_at_line(program, line)?.body, line)
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
    function: &'a Function,
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
                let head = |key| BranchHead {
                    key,
                    is_loop: false,
                    line,
                    condition: self.condition(n.cond_range.as_ref()),
                    taken_line: block_line(self.program, &n.then_branch).unwrap_or(after),
                    not_taken_line: block_line(self.program, &n.else_branch).unwrap_or(after),
                    init: None,
                    step: None,
                    step_text: None,
                    calls: calls_in(self.program, &n.cond),
                };
                match (want, branch_key(node)) {
                    (Want::Head(l), Some(key)) if *l == line => {
                        return Some(Found::Head(head(key)));
                    }
                    (Want::SideAt(l), Some(key)) if *l > line => {
                        let h = head(key);
                        if h.taken_line == *l || h.not_taken_line == *l {
                            return Some(Found::Head(h));
                        }
                    }
                    _ => {}
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
                        let step = self.step(&n.step, head);
                        return Some(Found::Head(BranchHead {
                            key: branch_key(node)?,
                            is_loop: true,
                            line: head,
                            condition: self.condition(n.cond_range.as_ref()),
                            taken_line: block_line(self.program, &n.body).unwrap_or(head),
                            not_taken_line: after,
                            init: self.one_clause(&n.init),
                            step,
                            step_text: step.and_then(|_| self.one_clause(&n.step)),
                            calls: calls_in(self.program, &n.cond),
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

    /// A `for` init or step as one C clause gdb can evaluate (`i = 0` of `int i = 0`,
    /// `i = i + 1` of `i++`): its statements printed by the front end with temporaries
    /// folded; `None` unless that leaves exactly one.
    fn one_clause(&self, block: &Block) -> Option<String> {
        let mut ids = Vec::new();
        block.stmt_ids(&mut ids);
        let mut folded = Folded::new();
        let mut clauses = Vec::new();
        for stmt in ids.iter().filter_map(|id| self.program.stmt(*id)) {
            match stmt.kind.defined_var() {
                // A temporary written twice is a `?:`: not one clause here.
                Some(v) if self.function.is_temp(v) => {
                    let value = cprint::folded_value(&stmt.kind, &folded)?;
                    if folded.insert(v.to_string(), value).is_some() {
                        return None;
                    }
                }
                _ => clauses.push(cprint::stmt_clause(&stmt.kind, &folded).ok()?),
            }
        }
        match <[String; 1]>::try_from(clauses) {
            Ok([clause]) => Some(clause),
            Err(_) => None,
        }
    }

    fn step(&self, step: &Block, line: u32) -> Option<StmtId> {
        let mut ids = Vec::new();
        step.stmt_ids(&mut ids);
        let first = self.program.stmt(*ids.first()?)?;
        (first.origin.range.start.line == line).then_some(first.id)
    }

    fn condition(&self, range: Option<&repaird_cfront::ir::SourceRange>) -> Option<String> {
        let r = range?;
        self.text
            .get(r.start.offset..r.end.offset)
            .map(|s| s.trim().to_string())
    }
}

enum Want {
    Head(u32),
    After(StmtId),
    /// An `if` one of whose sides starts on this line (below its condition).
    SideAt(u32),
}

/// The `if` of `function` one of whose sides (the then-branch, or the else-branch or what
/// follows the `if`) starts on `line`.
pub fn if_with_side_at(
    program: &Program,
    text: &str,
    function: &Function,
    line: u32,
) -> Option<BranchHead> {
    find_head(program, text, function, &Want::SideAt(line))
}

/// The loop or `if` of `function` whose condition is on `line`.
pub fn branch_at(
    program: &Program,
    text: &str,
    function: &Function,
    line: u32,
) -> Option<BranchHead> {
    find_head(program, text, function, &Want::Head(line))
}

fn find_head(
    program: &Program,
    text: &str,
    function: &Function,
    want: &Want,
) -> Option<BranchHead> {
    let walk = Walk {
        program,
        function,
        text,
    };
    match walk.block(&function.body, function.range.end.line, want)? {
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
    let walk = Walk {
        program,
        function,
        text: "",
    };
    match walk.block(&function.body, function.range.end.line, &Want::After(last))? {
        Found::Next(l) => Some(l),
        Found::Head(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use repaird_cfront::ParseOptions;

    /// An interrupted run names the innermost loop around where it stopped.
    #[test]
    fn the_loop_around_a_line_is_the_innermost() {
        let text = "int f(int n) {\n\
                    \x20   int s = 0;\n\
                    \x20   while (n > 0) {\n\
                    \x20       for (int i = 0; i < n; i++)\n\
                    \x20           s = s + i;\n\
                    \x20       n = n - 1;\n\
                    \x20   }\n\
                    \x20   return s;\n\
                    }\n";
        let path = std::path::Path::new("loops.c");
        let program = repaird_cfront::parse_source(path, text, &ParseOptions::default())
            .program
            .expect("parses");
        let around = |line| loop_around(&program, line);
        assert_eq!(around(5), Some(4));
        assert_eq!(around(4), Some(4));
        assert_eq!(around(6), Some(3));
        assert_eq!(around(3), Some(3));
        assert_eq!(around(2), None);
        assert_eq!(around(8), None);
    }

    #[test]
    fn a_for_head_knows_its_init_and_step_as_c() {
        let text = "struct node { int val; struct node *next; };\n\
                    int f(struct node *head, int n) {\n\
                    \x20   int s = 0;\n\
                    \x20   struct node *p;\n\
                    \x20   for (int i = 0; i < n; i++)\n\
                    \x20       s = s + i;\n\
                    \x20   for (p = head->next; p != NULL; p = p->next)\n\
                    \x20       s = s + p->val;\n\
                    \x20   return s;\n\
                    }\n";
        let path = std::path::Path::new("heads.c");
        let program = repaird_cfront::parse_source(path, text, &ParseOptions::default())
            .program
            .expect("parses");
        let function = program.function("f").expect("f");
        let head = |line| branch_at(&program, text, function, line).expect("a loop head");
        let counted = head(5);
        assert_eq!(counted.init.as_deref(), Some("i = 0"));
        assert_eq!(counted.step_text.as_deref(), Some("i = i + 1"));
        assert!(counted.step.is_some());
        let walk = head(7);
        assert_eq!(walk.init.as_deref(), Some("p = head->next"));
        assert_eq!(walk.step_text.as_deref(), Some("p = p->next"));
        assert_eq!(branch_at(&program, text, function, 6).map(|h| h.line), None);
    }
}
