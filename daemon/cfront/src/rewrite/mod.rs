//! IR changes → minimal text edits against the ORIGINAL file, and a unified diff.
//!
//! Only the text of a changed C construct is replaced: a whole statement, a condition inside
//! its parentheses, a declaration's initializer, or a `for` clause. Everything else, including
//! formatting and comments, is untouched, so no changes give a byte-identical file.

mod layout;

use crate::cprint::{self, Folded, PrintError};
use crate::ir::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// A statement to insert; `guard` is an extra condition over program variables (printed as
/// `if (guard) ...`), `None` to run whenever the neighbour runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewStmt {
    pub guard: Option<Expr>,
    pub kind: StmtKind,
}

/// One repair step on the IR. An insertion anchored on a condition statement goes before/after
/// the whole `if`/loop that condition belongs to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Change {
    ReplaceStmt {
        id: StmtId,
        kind: StmtKind,
    },
    /// The new full guard; it must be the old guard, or `old band extra`.
    ReplaceGuard {
        id: StmtId,
        guard: Expr,
    },
    Delete {
        id: StmtId,
    },
    InsertBefore {
        anchor: StmtId,
        stmts: Vec<NewStmt>,
    },
    InsertAfter {
        anchor: StmtId,
        stmts: Vec<NewStmt>,
    },
    /// Into the empty body of the loop, or the empty `then` of the `if`, whose condition
    /// `anchor` is part of.
    InsertInto {
        anchor: StmtId,
        stmts: Vec<NewStmt>,
    },
    /// Into the empty `else` (`else ;`, `else { }`) of the `if` whose condition `anchor` is
    /// part of.
    InsertIntoElse {
        anchor: StmtId,
        stmts: Vec<NewStmt>,
    },
}

impl Change {
    /// The statement the change replaces or deletes, or the one an insertion is anchored at.
    pub fn stmt(&self) -> StmtId {
        match self {
            Change::ReplaceStmt { id, .. }
            | Change::ReplaceGuard { id, .. }
            | Change::Delete { id } => *id,
            Change::InsertBefore { anchor, .. }
            | Change::InsertAfter { anchor, .. }
            | Change::InsertInto { anchor, .. }
            | Change::InsertIntoElse { anchor, .. } => *anchor,
        }
    }

    /// Whether the change inserts statements rather than changing one in place.
    pub fn inserts(&self) -> bool {
        !matches!(
            self,
            Change::ReplaceStmt { .. } | Change::ReplaceGuard { .. } | Change::Delete { .. }
        )
    }

    /// The statements an insertion inserts; `None` for any other change.
    pub fn inserted_mut(&mut self) -> Option<&mut Vec<NewStmt>> {
        match self {
            Change::InsertBefore { stmts, .. }
            | Change::InsertAfter { stmts, .. }
            | Change::InsertInto { stmts, .. }
            | Change::InsertIntoElse { stmts, .. } => Some(stmts),
            Change::ReplaceStmt { .. } | Change::ReplaceGuard { .. } | Change::Delete { .. } => {
                None
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TextEdit {
    /// The replaced text `[start, end)`; empty for an insertion.
    pub range: SourceRange,
    pub new_text: String,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RewriteError {
    #[error("no statement {0}")]
    UnknownStmt(StmtId),
    #[error("{id} comes from the macro `{name}`; change the macro instead")]
    FromMacro { id: StmtId, name: String },
    #[error("{id}: {reason}")]
    Unsupported { id: StmtId, reason: String },
    #[error(transparent)]
    Print(#[from] PrintError),
    #[error("two edits overlap at byte {0}")]
    Overlap(usize),
}

#[derive(Clone)]
struct Working {
    guard: Expr,
    kind: StmtKind,
    deleted: bool,
}

impl Working {
    /// Whether this working copy of `s` differs from it.
    fn changes(&self, s: &Stmt) -> bool {
        self.deleted || self.kind != s.kind || self.guard != s.guard
    }
}

/// The text edits that realize `changes` in `original` (the text `program` was parsed from).
pub fn edits(
    original: &str,
    program: &Program,
    changes: &[Change],
) -> Result<Vec<TextEdit>, RewriteError> {
    let mut work: Vec<Working> = program
        .stmts
        .iter()
        .map(|s| Working {
            guard: s.guard.clone(),
            kind: s.kind.clone(),
            deleted: false,
        })
        .collect();
    let unchanged = work.clone();
    let mut before: BTreeMap<StmtId, Vec<NewStmt>> = BTreeMap::new();
    let mut after: BTreeMap<StmtId, Vec<NewStmt>> = BTreeMap::new();
    // Keyed by the anchor and whether the body is an `else`.
    let mut into: BTreeMap<(StmtId, bool), Vec<NewStmt>> = BTreeMap::new();
    for c in changes {
        let id = c.stmt();
        let w = work
            .get_mut(id.0 as usize)
            .ok_or(RewriteError::UnknownStmt(id))?;
        match c {
            Change::ReplaceStmt { kind, .. } => w.kind = kind.clone(),
            Change::ReplaceGuard { guard, .. } => w.guard = guard.clone(),
            Change::Delete { .. } => w.deleted = true,
            Change::InsertBefore { stmts, .. } => {
                before.entry(id).or_default().extend(stmts.iter().cloned())
            }
            Change::InsertAfter { stmts, .. } => {
                after.entry(id).or_default().extend(stmts.iter().cloned())
            }
            Change::InsertInto { stmts, .. } => into
                .entry((id, false))
                .or_default()
                .extend(stmts.iter().cloned()),
            Change::InsertIntoElse { stmts, .. } => into
                .entry((id, true))
                .or_default()
                .extend(stmts.iter().cloned()),
        }
    }
    let tree = crate::syntax::parse_tree(original);
    let mut out = Vec::new();

    // Groups: statements lowered from the same text; re-synthesize the changed ones.
    let mut groups: BTreeMap<(usize, usize), Vec<&Stmt>> = BTreeMap::new();
    for s in &program.stmts {
        groups
            .entry((s.origin.edit.start.offset, s.origin.edit.end.offset))
            .or_default()
            .push(s);
    }
    for members in groups.values() {
        let changed = members.iter().any(|s| work[s.id.0 as usize].changes(s));
        if !changed {
            continue;
        }
        let first = members[0];
        if let Some(name) = &first.origin.macro_use {
            return Err(RewriteError::FromMacro {
                id: first.id,
                name: name.clone(),
            });
        }
        let func = program
            .function(&first.function)
            .ok_or(RewriteError::UnknownStmt(first.id))?;
        // A deleted statement with statements inserted at it is replaced by them: deleted
        // and inserted at apart, the deletion (of a whole `else`, or `;` for an unbraced
        // body) and the braces the insertion puts around it would collide.
        let all_deleted = members.iter().all(|s| work[s.id.0 as usize].deleted);
        let anchored: Vec<NewStmt> = members
            .iter()
            .flat_map(|m| before.get(&m.id).into_iter().flatten())
            .chain(
                members
                    .iter()
                    .flat_map(|m| after.get(&m.id).into_iter().flatten()),
            )
            .cloned()
            .collect();
        if all_deleted && first.origin.form == EditForm::Statement && !anchored.is_empty() {
            for m in members {
                before.remove(&m.id);
                after.remove(&m.id);
            }
            let texts = inserted_texts(program, &first.function, &anchored)?;
            out.push(replaced_by(
                original,
                tree.as_ref(),
                &first.origin.range,
                &texts,
            ));
            continue;
        }
        if let Some(edit) = moved_into_if(original, tree.as_ref(), program, members, &work)? {
            out.push(edit);
            continue;
        }
        let edit = group_edit(original, tree.as_ref(), func, members, &work)?;
        out.push(in_original_layout(
            original,
            tree.as_ref(),
            func,
            members,
            &unchanged,
            edit,
        ));
    }

    // Insertions.
    for (anchor, stmts) in before
        .iter()
        .map(|(a, s)| (a, (s, true)))
        .chain(after.iter().map(|(a, s)| (a, (s, false))))
    {
        let (stmts, is_before) = stmts;
        let s = program
            .stmt(*anchor)
            .ok_or(RewriteError::UnknownStmt(*anchor))?;
        let target = anchor_range(original, tree.as_ref(), s)?;
        let texts = inserted_texts(program, &s.function, stmts)?;
        out.extend(insertion(
            original,
            tree.as_ref(),
            &target,
            &texts,
            is_before,
        ));
    }
    for ((anchor, else_side), stmts) in &into {
        let s = program
            .stmt(*anchor)
            .ok_or(RewriteError::UnknownStmt(*anchor))?;
        let body = empty_body(original, tree.as_ref(), s, *else_side)?;
        let texts = inserted_texts(program, &s.function, stmts)?;
        out.push(filled_body(original, &body, &texts));
    }
    out.sort_by_key(|e| (e.range.start.offset, e.range.end.offset));
    merge_braces(&mut out);
    for pair in out.windows(2) {
        if pair[1].range.start.offset < pair[0].range.end.offset {
            return Err(RewriteError::Overlap(pair[1].range.start.offset));
        }
    }
    Ok(out)
}

/// The C text of statements inserted together. A statement writing a name the function does
/// not declare (a repair's `y->left` of `y->left->parent = x`) is folded into the ones after
/// it that read it, as the lowering's own temporaries are.
fn inserted_texts(
    program: &Program,
    function: &str,
    stmts: &[NewStmt],
) -> Result<Vec<String>, RewriteError> {
    let declared = |v: &str| {
        program
            .function(function)
            .is_some_and(|f| f.var_type(v).is_some())
            || program.is_global(v)
    };
    let mut folded = Folded::new();
    let mut texts = Vec::new();
    for n in stmts {
        let undeclared = n.kind.defined_var().filter(|v| !declared(v));
        if let (None, Some(v)) = (&n.guard, undeclared) {
            if let Some(value) = cprint::folded_value(&n.kind, &folded) {
                folded.insert(v.to_string(), value);
                continue;
            }
        }
        let body = cprint::stmt(&n.kind, &folded)?;
        texts.push(match &n.guard {
            Some(g) => format!("if ({}) {body}", cprint::expr(g, &folded).render()),
            None => body,
        });
    }
    Ok(texts)
}

/// New text for one group of statements lowered from the same C text.
fn group_edit(
    original: &str,
    tree: Option<&tree_sitter::Tree>,
    func: &Function,
    members: &[&Stmt],
    work: &[Working],
) -> Result<TextEdit, RewriteError> {
    let first = members[0];
    let all_deleted = members.iter().all(|s| work[s.id.0 as usize].deleted);
    if all_deleted {
        return match first.origin.form {
            EditForm::Statement => Ok(deletion(original, tree, &first.origin.range)),
            EditForm::Clause => Ok(replace(original, &first.origin.edit, String::new())),
            EditForm::Value { .. } => Err(RewriteError::Unsupported {
                id: first.id,
                reason: "a condition or initializer cannot be deleted; replace it".into(),
            }),
        };
    }
    let result = match &first.origin.form {
        EditForm::Value { result } => Some(result.as_str()),
        _ => None,
    };
    let mut folded = Folded::new();
    let mut fold_guards: HashMap<String, Expr> = HashMap::new();
    let mut emitted = Vec::new();
    for s in members {
        let w = &work[s.id.0 as usize];
        if w.deleted {
            continue;
        }
        let defined = w.kind.defined_var();
        let foldable = defined.is_some_and(|v| func.is_temp(v) || Some(v) == result);
        if foldable {
            if w.guard != s.guard && !matches!(w.kind, StmtKind::Concrete { .. }) {
                return Err(RewriteError::Unsupported {
                    id: s.id,
                    reason: "the guard of a value inside an expression cannot change".into(),
                });
            }
            let Some(v) = cprint::folded_value(&w.kind, &folded) else {
                return Err(RewriteError::Unsupported {
                    id: s.id,
                    reason: "this value has no C expression form".into(),
                });
            };
            let name = defined.expect("checked").to_string();
            // A temp written under both outcomes of a test is a `?:` (see lower::expr).
            let v = match (folded.get(&name), fold_guards.get(&name)) {
                (Some(first), Some(first_guard)) => {
                    let test = complementary(first_guard, &w.guard).ok_or_else(|| {
                        RewriteError::Unsupported {
                            id: s.id,
                            reason: format!("`{name}` is written twice without a `?:` test"),
                        }
                    })?;
                    cprint::C::Cond(
                        Box::new(cprint::expr(&test, &folded)),
                        Box::new(first.clone()),
                        Box::new(v),
                    )
                }
                _ => v,
            };
            fold_guards.insert(name.clone(), w.guard.clone());
            folded.insert(name, v);
            continue;
        }
        let text = cprint::stmt_clause(&w.kind, &folded)?;
        let extra = extra_guard(&s.guard, &w.guard).ok_or_else(|| RewriteError::Unsupported {
            id: s.id,
            reason: "a new guard must be the old guard `band` an extra condition".into(),
        })?;
        emitted.push((text, extra));
    }
    let text = match &first.origin.form {
        EditForm::Value { result } => {
            folded
                .get(result)
                .map(|c| c.render())
                .ok_or_else(|| RewriteError::Unsupported {
                    id: first.id,
                    reason: format!("nothing computes `{result}` any more"),
                })?
        }
        EditForm::Clause => emitted
            .iter()
            .map(|(t, g)| match g {
                None => t.clone(),
                Some(_) => String::new(),
            })
            .collect::<Vec<_>>()
            .join(", "),
        EditForm::Statement => emitted
            .iter()
            .map(|(t, g)| match g {
                Some(g) => format!("if ({}) {t};", cprint::expr(g, &Folded::new()).render()),
                None => format!("{t};"),
            })
            .collect::<Vec<_>>()
            .join(" "),
    };
    if matches!(first.origin.form, EditForm::Clause) && emitted.iter().any(|(_, g)| g.is_some()) {
        return Err(RewriteError::Unsupported {
            id: first.id,
            reason: "a for-loop clause cannot carry a guard".into(),
        });
    }
    Ok(replace(original, &first.origin.edit, text))
}

/// A statement whose only change is a guard of the test of the `if` just before it (see
/// [`Program::if_just_before`]), or that test's negation: the statement moved to the end of
/// that `if`'s `then`, or into a new `else`. `None` for any other change.
fn moved_into_if(
    original: &str,
    tree: Option<&tree_sitter::Tree>,
    program: &Program,
    members: &[&Stmt],
    work: &[Working],
) -> Result<Option<TextEdit>, RewriteError> {
    let changed: Vec<&&Stmt> = members
        .iter()
        .filter(|s| work[s.id.0 as usize].changes(s))
        .collect();
    let [moved] = changed[..] else {
        return Ok(None);
    };
    let w = &work[moved.id.0 as usize];
    let (Some((if_node, test)), false, true) = (
        program.if_just_before(moved.id),
        w.deleted,
        w.kind == moved.kind,
    ) else {
        return Ok(None);
    };
    let into_then = match extra_guard(&moved.guard, &w.guard) {
        Some(Some(Expr::Var(v))) if v == test => true,
        Some(Some(Expr::Unary(UnOp::Not, v))) if *v == Expr::var(test) => false,
        _ => return Ok(None),
    };
    let unsupported = |reason: &str| RewriteError::Unsupported {
        id: moved.id,
        reason: reason.into(),
    };
    let Some(Node::Stmt(condition)) = if_node.cond.0.first() else {
        return Err(unsupported("the `if` before it has no condition to find"));
    };
    let condition = program
        .stmt(*condition)
        .ok_or(RewriteError::UnknownStmt(*condition))?;
    let if_statement = controlling_statement(tree, condition)?;
    let then_side = if_statement
        .child_by_field_name("consequence")
        .ok_or_else(|| unsupported("the `if` before it has no body"))?;
    let range = &moved.origin.range;
    let (if_end, end) = (if_statement.end_byte(), range.end.offset);
    if !original[if_end..range.start.offset].trim().is_empty() {
        return Err(unsupported("text between the `if` and the statement"));
    }
    let statement = &original[range.start.offset..end];
    let indent = indent_at(original, if_statement.start_byte());
    // The body's own indentation, where it starts a line deeper than the `if`.
    let first = match then_side.kind() {
        "compound_statement" => then_side.named_child(0).unwrap_or(then_side),
        _ => then_side,
    };
    let body_indent = indent_at(original, first.start_byte());
    let body_indent = if body_indent.len() > indent.len()
        && original[line_start(original, first.start_byte())..first.start_byte()]
            .trim()
            .is_empty()
    {
        body_indent.to_string()
    } else {
        format!("{indent}    ")
    };
    let braced = then_side.kind() == "compound_statement";
    // An `else` replaces the `if`'s last character (`}` or `;`) as well: the edit is one of
    // the `if`, not text between two statements where a single statement could go.
    let last = &original[if_end - 1..if_end];
    let (from, new_text) = match (into_then, braced) {
        (false, true) => (
            if_end - 1,
            format!("{last} else {{\n{body_indent}{statement}\n{indent}}}"),
        ),
        (false, false) => (
            if_end - 1,
            format!("{last}\n{indent}else\n{body_indent}{statement}"),
        ),
        // Before the `}`, after the body's last statement.
        (true, true) => (
            original[..if_end - 1].trim_end().len(),
            format!("\n{body_indent}{statement}\n{indent}}}"),
        ),
        // The braces open at the end of the condition: `if (c) {`.
        (true, false) => {
            let condition = if_statement
                .child_by_field_name("condition")
                .ok_or_else(|| unsupported("the `if` before it has no condition"))?;
            let body = &original[then_side.start_byte()..then_side.end_byte()];
            (
                condition.end_byte(),
                format!(" {{\n{body_indent}{body}\n{body_indent}{statement}\n{indent}}}"),
            )
        }
    };
    Ok(Some(TextEdit {
        range: span(original, &range.file, from, end),
        new_text,
    }))
}

/// `edit`, a group's new text printed whole, as a change of only the tokens that differ
/// from the group printed unchanged (see [`layout`]); `edit` itself where that cannot be
/// done.
fn in_original_layout(
    original: &str,
    tree: Option<&tree_sitter::Tree>,
    func: &Function,
    members: &[&Stmt],
    unchanged: &[Working],
    edit: TextEdit,
) -> TextEdit {
    let first = members[0];
    let range = &first.origin.edit;
    // A deletion's range reaches past the construct (its line, its braces).
    if (edit.range.start.offset, edit.range.end.offset) != (range.start.offset, range.end.offset) {
        return edit;
    }
    let construct = match first.origin.form {
        EditForm::Statement => layout::Construct::Statement,
        EditForm::Clause | EditForm::Value { .. } => layout::Construct::Expression,
    };
    let Ok(old) = group_edit(original, tree, func, members, unchanged) else {
        return edit;
    };
    let text = &original[range.start.offset..range.end.offset];
    match layout::keep_layout(text, &old.new_text, &edit.new_text, construct) {
        Some(kept) => TextEdit {
            new_text: kept,
            ..edit
        },
        None => edit,
    }
}

/// The test `c` when `then_guard` is `G band c` and `else_guard` is `G band !c` (or `c`
/// and `!c`): the two sides of a `?:`.
fn complementary(then_guard: &Expr, else_guard: &Expr) -> Option<Expr> {
    let split = |e: &Expr| match e {
        Expr::Binary(BinOp::And, rest, last) => (Some((**rest).clone()), (**last).clone()),
        e => (None, e.clone()),
    };
    let ((rest_a, test), (rest_b, other)) = (split(then_guard), split(else_guard));
    (rest_a == rest_b && other == Expr::negate(test.clone())).then_some(test)
}

/// `Some(None)` if unchanged, `Some(Some(extra))` for `old band extra`, `None` otherwise.
fn extra_guard(old: &Expr, new: &Expr) -> Option<Option<Expr>> {
    if old == new {
        return Some(None);
    }
    match new {
        Expr::Binary(BinOp::And, a, b) if **a == *old => Some(Some((**b).clone())),
        e if *old == Expr::Bool(true) => Some(Some(e.clone())),
        _ => None,
    }
}

pub fn position_at(text: &str, offset: usize) -> Position {
    let offset = offset.min(text.len());
    let before = &text[..offset];
    let line = before.matches('\n').count() as u32 + 1;
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    Position {
        line,
        column: (offset - line_start) as u32 + 1,
        offset,
    }
}

fn span(text: &str, file: &std::path::Path, start: usize, end: usize) -> SourceRange {
    SourceRange {
        file: file.to_path_buf(),
        start: position_at(text, start),
        end: position_at(text, end),
    }
}

fn replace(text: &str, r: &SourceRange, new_text: String) -> TextEdit {
    TextEdit {
        range: span(text, &r.file, r.start.offset, r.end.offset),
        new_text,
    }
}

fn node_at<'t>(
    tree: Option<&'t tree_sitter::Tree>,
    r: &SourceRange,
) -> Option<tree_sitter::Node<'t>> {
    let root = tree?.root_node();
    let mut n = root.descendant_for_byte_range(r.start.offset, r.end.offset)?;
    // Climb to the outermost node with exactly this range (e.g. statement over expression).
    while let Some(p) = n.parent() {
        if p.start_byte() == n.start_byte() && p.end_byte() == n.end_byte() {
            n = p;
        } else {
            break;
        }
    }
    (n.start_byte() == r.start.offset && n.end_byte() == r.end.offset).then_some(n)
}

/// Whether the statement at `r` is the unbraced body of an if/else/loop.
fn is_braceless_body(tree: Option<&tree_sitter::Tree>, r: &SourceRange) -> bool {
    node_at(tree, r).and_then(|n| n.parent()).is_some_and(|p| {
        matches!(
            p.kind(),
            "if_statement" | "else_clause" | "while_statement" | "for_statement" | "do_statement"
        )
    })
}

/// The statement text an insertion is placed around: the statement itself, or for a
/// condition the whole if/loop it controls.
fn anchor_range(
    original: &str,
    tree: Option<&tree_sitter::Tree>,
    s: &Stmt,
) -> Result<SourceRange, RewriteError> {
    if let Some(name) = &s.origin.macro_use {
        return Err(RewriteError::FromMacro {
            id: s.id,
            name: name.clone(),
        });
    }
    if s.cond_range.is_none() {
        return match s.origin.form {
            EditForm::Clause => Err(RewriteError::Unsupported {
                id: s.id,
                reason: "cannot insert next to a for-loop clause".into(),
            }),
            _ => Ok(s.origin.range.clone()),
        };
    }
    // An `else if` is the else branch's only statement: code next to it runs on that branch
    // alone, so it goes inside (`insertion` adds the braces), never around the whole chain.
    let n = controlling_statement(tree, s)?;
    Ok(span(
        original,
        &s.origin.range.file,
        n.start_byte(),
        n.end_byte(),
    ))
}

/// The innermost `if` or loop whose condition the statement `s` is part of.
fn controlling_statement<'t>(
    tree: Option<&'t tree_sitter::Tree>,
    s: &Stmt,
) -> Result<tree_sitter::Node<'t>, RewriteError> {
    let unsupported = |reason: &str| RewriteError::Unsupported {
        id: s.id,
        reason: reason.into(),
    };
    let mut n = node_at(tree, &s.origin.edit)
        .ok_or_else(|| unsupported("condition not found in the source"))?;
    while let Some(p) = n.parent() {
        n = p;
        if matches!(
            n.kind(),
            "if_statement" | "while_statement" | "for_statement" | "do_statement"
        ) {
            return Ok(n);
        }
    }
    Err(unsupported("condition without a controlling statement"))
}

/// The empty body (`{ }` or `;`) of the loop, or the empty `then` (or with `else_side` the
/// empty `else`) of the `if`, whose condition `s` is part of.
fn empty_body(
    original: &str,
    tree: Option<&tree_sitter::Tree>,
    s: &Stmt,
    else_side: bool,
) -> Result<SourceRange, RewriteError> {
    let unsupported = |reason: &str| RewriteError::Unsupported {
        id: s.id,
        reason: reason.into(),
    };
    if let Some(name) = &s.origin.macro_use {
        return Err(RewriteError::FromMacro {
            id: s.id,
            name: name.clone(),
        });
    }
    let n = controlling_statement(tree, s)?;
    let field = match (n.kind(), else_side) {
        ("if_statement", false) => "consequence",
        ("if_statement", true) => "alternative",
        (_, false) => "body",
        (_, true) => return Err(unsupported("only an `if` has an `else`")),
    };
    let mut body = n
        .child_by_field_name(field)
        .ok_or_else(|| unsupported("the statement has no body"))?;
    // The grammar wraps an `else`'s statement in an `else_clause`.
    if body.kind() == "else_clause" {
        body = (0..body.named_child_count())
            .filter_map(|i| body.named_child(i))
            .find(|c| c.kind() != "comment")
            .ok_or_else(|| unsupported("the `else` has no statement"))?;
    }
    let empty = match body.kind() {
        "compound_statement" => (0..body.named_child_count())
            .filter_map(|i| body.named_child(i))
            .all(|c| c.kind() == "comment"),
        "expression_statement" => body.named_child_count() == 0,
        _ => false,
    };
    if !empty {
        return Err(unsupported("the body is not empty"));
    }
    Ok(span(
        original,
        &s.origin.range.file,
        body.start_byte(),
        body.end_byte(),
    ))
}

/// `stmts` placed in the empty `body`: on lines of their own inside `{` and `}` when those
/// are on different lines, else in one line; a `;` body becomes a braced block.
fn filled_body(text: &str, body: &SourceRange, stmts: &[String]) -> TextEdit {
    let (s, e) = (body.start.offset, body.end.offset);
    let at = |offset: usize, new_text: String| TextEdit {
        range: span(text, &body.file, offset, offset),
        new_text,
    };
    if !text[s..e].starts_with('{') {
        return replace(text, body, format!("{{ {} }}", stmts.join(" ")));
    }
    if text[s..e].contains('\n') {
        // One level deeper than the line holding the closing brace.
        let indent = format!("{}    ", indent_at(text, e - 1));
        let block: String = stmts.iter().map(|t| format!("\n{indent}{t}")).collect();
        at(s + 1, block)
    } else {
        at(s + 1, format!(" {} ", stmts.join(" ")))
    }
}

fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map(|i| i + 1).unwrap_or(0)
}

fn line_end(text: &str, offset: usize) -> usize {
    text[offset..]
        .find('\n')
        .map(|i| offset + i)
        .unwrap_or(text.len())
}

/// Leading whitespace of the line holding `offset`.
/// The blanks that start the line holding `offset`.
pub fn indent_at(text: &str, offset: usize) -> &str {
    let start = line_start(text, offset);
    let line = &text[start..];
    &line[..line.len() - line.trim_start_matches([' ', '\t']).len()]
}

fn insertion(
    text: &str,
    tree: Option<&tree_sitter::Tree>,
    target: &SourceRange,
    stmts: &[String],
    is_before: bool,
) -> Vec<TextEdit> {
    let (s, e) = (target.start.offset, target.end.offset);
    let file = &target.file;
    let at = |offset: usize, new_text: String| TextEdit {
        range: span(text, file, offset, offset),
        new_text,
    };
    if is_braceless_body(tree, target) {
        // `if (c) x;` → `if (c) { new; x; }`: braces keep the new statement under the guard.
        return if is_before {
            vec![
                at(s, format!("{{ {} ", stmts.join(" "))),
                at(e, " }".into()),
            ]
        } else {
            vec![
                at(s, "{ ".into()),
                at(e, format!(" {} }}", stmts.join(" "))),
            ]
        };
    }
    let indent = indent_at(text, s).to_string();
    if is_before {
        let ls = line_start(text, s);
        if text[ls..s].trim().is_empty() {
            let block: String = stmts.iter().map(|t| format!("{indent}{t}\n")).collect();
            vec![at(ls, block)]
        } else {
            vec![at(s, format!("{} ", stmts.join(" ")))]
        }
    } else {
        let le = line_end(text, e);
        let rest = text[e..le].trim();
        if rest.is_empty()
            || rest.starts_with("//")
            || (rest.starts_with("/*") && rest.ends_with("*/"))
        {
            let le = le - usize::from(text[..le].ends_with('\r'));
            let block: String = stmts.iter().map(|t| format!("\n{indent}{t}")).collect();
            vec![at(le, block)]
        } else {
            vec![at(e, format!(" {}", stmts.join(" ")))]
        }
    }
}

/// Replaces the statement at `r` with `stmts`, in braces where it is an unbraced body of
/// more than one, one a line where it stands alone on its line.
fn replaced_by(
    text: &str,
    tree: Option<&tree_sitter::Tree>,
    r: &SourceRange,
    stmts: &[String],
) -> TextEdit {
    let (s, e) = (r.start.offset, r.end.offset);
    let new_text = if is_braceless_body(tree, r) && stmts.len() > 1 {
        format!("{{ {} }}", stmts.join(" "))
    } else if text[line_start(text, s)..s].trim().is_empty()
        && text[e..line_end(text, e)].trim().is_empty()
    {
        stmts.join(&format!("\n{}", indent_at(text, s)))
    } else {
        stmts.join(" ")
    };
    replace(text, r, new_text)
}

/// Removes a statement: its whole line when it is alone there, `;` when it is an unbraced body.
fn deletion(text: &str, tree: Option<&tree_sitter::Tree>, r: &SourceRange) -> TextEdit {
    let (s, e) = (r.start.offset, r.end.offset);
    // The whole `else` goes with its only statement (not `else ;`).
    let else_clause = node_at(tree, r)
        .and_then(|n| n.parent())
        .filter(|p| p.kind() == "else_clause" && p.end_byte() == e);
    if let Some(clause) = else_clause {
        let from = text[..clause.start_byte()].trim_end().len();
        return TextEdit {
            range: span(text, &r.file, from, e),
            new_text: String::new(),
        };
    }
    if is_braceless_body(tree, r) {
        return replace(text, r, ";".into());
    }
    let ls = line_start(text, s);
    let le = line_end(text, e);
    if text[ls..s].trim().is_empty() && text[e..le].trim().is_empty() {
        let end = (le + 1).min(text.len());
        return TextEdit {
            range: span(text, &r.file, ls, end),
            new_text: String::new(),
        };
    }
    replace(text, r, String::new())
}

/// An insertion of `{ ` at the start of a statement that is also replaced keeps its order:
/// insertions at the same offset are merged in the order produced.
fn merge_braces(edits: &mut Vec<TextEdit>) {
    let mut merged: Vec<TextEdit> = Vec::with_capacity(edits.len());
    for e in edits.drain(..) {
        if let Some(last) = merged.last_mut() {
            let both_inserts = last.range.start == last.range.end && e.range.start == e.range.end;
            if both_inserts && last.range.start.offset == e.range.start.offset {
                last.new_text.push_str(&e.new_text);
                continue;
            }
        }
        merged.push(e);
    }
    *edits = merged;
}

/// Applies non-overlapping edits (as returned by [`edits`]) to `original`.
pub fn apply(original: &str, edits: &[TextEdit]) -> String {
    let mut sorted: Vec<&TextEdit> = edits.iter().collect();
    sorted.sort_by_key(|e| (e.range.start.offset, e.range.end.offset));
    let mut out = String::with_capacity(original.len());
    let mut pos = 0;
    for e in sorted {
        let start = e.range.start.offset.max(pos);
        out.push_str(&original[pos..start]);
        out.push_str(&e.new_text);
        pos = e.range.end.offset.max(start);
    }
    out.push_str(&original[pos..]);
    out
}

/// A unified diff with `path` on both header lines, so `patch -p0` in its directory applies it.
pub fn unified_diff(path: &str, original: &str, edited: &str) -> String {
    similar::TextDiff::from_lines(original, edited)
        .unified_diff()
        .context_radius(3)
        .header(path, path)
        .to_string()
}

/// Changes by statement id, for callers that hold a repaired copy of the statements.
pub fn changes_between(
    original: &Program,
    repaired: &HashMap<StmtId, (Expr, StmtKind)>,
) -> Vec<Change> {
    let mut out = Vec::new();
    let mut ids: Vec<_> = repaired.keys().copied().collect();
    ids.sort();
    for id in ids {
        let (guard, kind) = &repaired[&id];
        if let Some(s) = original.stmt(id) {
            if s.kind != *kind {
                out.push(Change::ReplaceStmt {
                    id,
                    kind: kind.clone(),
                });
            }
            if s.guard != *guard {
                out.push(Change::ReplaceGuard {
                    id,
                    guard: guard.clone(),
                });
            }
        }
    }
    out
}
