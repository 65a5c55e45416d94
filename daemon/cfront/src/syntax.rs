//! tree-sitter view of the ORIGINAL file: exact statement, condition and initializer ranges.
//! lang-c (on preprocessed text) gives the meaning; this gives the positions.

use crate::ir::{Position, SourceRange};
use std::collections::BTreeMap;
use std::path::Path;
use tree_sitter::{Node, Parser, Tree};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SynKind {
    Expression,
    Declaration,
    If,
    While,
    Do,
    For,
    Return,
    Break,
    Continue,
    Other,
}

/// One statement (or local declaration) of the original file.
#[derive(Clone, Debug)]
pub struct SynStmt {
    pub kind: SynKind,
    pub range: SourceRange,
    /// Text without whitespace or comments, for matching against lang-c's text.
    pub norm: String,
    /// Condition text (inside the parentheses) of if/while/do/for.
    pub cond: Option<SourceRange>,
    pub for_init: Option<SourceRange>,
    pub for_step: Option<SourceRange>,
    /// For declarations: each declarator's initializer value, in order (None when absent).
    pub inits: Vec<Option<SourceRange>>,
    /// For an expression statement that is a call: the callee's name (macro detection).
    pub callee: Option<String>,
}

pub struct SyntaxIndex {
    by_line: BTreeMap<u32, Vec<SynStmt>>,
}

pub fn parse_tree(text: &str) -> Option<Tree> {
    let mut parser = Parser::new();
    parser.set_language(&tree_sitter_c::LANGUAGE.into()).ok()?;
    parser.parse(text, None)
}

pub fn range_of(file: &Path, node: Node) -> SourceRange {
    let (s, e) = (node.start_position(), node.end_position());
    SourceRange {
        file: file.to_path_buf(),
        start: Position {
            line: s.row as u32 + 1,
            column: s.column as u32 + 1,
            offset: node.start_byte(),
        },
        end: Position {
            line: e.row as u32 + 1,
            column: e.column as u32 + 1,
            offset: node.end_byte(),
        },
    }
}

/// Removes whitespace and comments so `x = y ;` and `x=y;` compare equal.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
        } else {
            if !b[i].is_ascii_whitespace() {
                out.push(b[i] as char);
            }
            i += 1;
        }
    }
    out
}

impl SyntaxIndex {
    pub fn build(file: &Path, text: &str) -> SyntaxIndex {
        let mut by_line: BTreeMap<u32, Vec<SynStmt>> = BTreeMap::new();
        let Some(tree) = parse_tree(text) else {
            return SyntaxIndex { by_line };
        };
        let root = tree.root_node();
        let mut stack = vec![root];
        while let Some(node) = stack.pop() {
            if let Some(s) = describe(file, text, node) {
                by_line.entry(s.range.start.line).or_default().push(s);
            }
            let mut cursor = node.walk();
            let children: Vec<Node> = node.children(&mut cursor).collect();
            stack.extend(children.into_iter().rev());
        }
        for v in by_line.values_mut() {
            v.sort_by_key(|s| s.range.start.offset);
        }
        SyntaxIndex { by_line }
    }

    /// The statement at `line` of a compatible kind whose text equals `norm`; failing that, the
    /// first compatible one at that line not yet `taken`; failing that, any statement there.
    pub fn find(
        &self,
        line: u32,
        kind: SynKind,
        norm: &str,
        taken: &dyn Fn(&SynStmt) -> bool,
    ) -> Option<(&SynStmt, bool)> {
        let cands = self.by_line.get(&line)?;
        if let Some(s) = cands
            .iter()
            .find(|s| s.kind == kind && s.norm == norm && !taken(s))
        {
            return Some((s, true));
        }
        if let Some(s) = cands.iter().find(|s| s.norm == norm) {
            return Some((s, true));
        }
        if let Some(s) = cands.iter().find(|s| s.kind == kind && !taken(s)) {
            return Some((s, false));
        }
        cands.first().map(|s| (s, false))
    }
}

fn describe(file: &Path, text: &str, node: Node) -> Option<SynStmt> {
    let kind = match node.kind() {
        "expression_statement" => SynKind::Expression,
        "declaration" => {
            // Only declarations inside function bodies are statements.
            let mut p = node.parent();
            let mut in_body = false;
            while let Some(n) = p {
                if n.kind() == "function_definition" {
                    in_body = true;
                    break;
                }
                p = n.parent();
            }
            if !in_body {
                return None;
            }
            SynKind::Declaration
        }
        "if_statement" => SynKind::If,
        "while_statement" => SynKind::While,
        "do_statement" => SynKind::Do,
        "for_statement" => SynKind::For,
        "return_statement" => SynKind::Return,
        "break_statement" => SynKind::Break,
        "continue_statement" => SynKind::Continue,
        "goto_statement" | "switch_statement" | "labeled_statement" | "case_statement" => {
            SynKind::Other
        }
        _ => return None,
    };
    let node_text = &text[node.start_byte()..node.end_byte()];
    let inner_of = |n: Node| -> SourceRange {
        // A parenthesized_expression: the range inside the parentheses.
        match n.named_child(0) {
            Some(inner) if n.kind() == "parenthesized_expression" => range_of(file, inner),
            _ => range_of(file, n),
        }
    };
    let cond = node.child_by_field_name("condition").map(inner_of);
    let for_init = node
        .child_by_field_name("initializer")
        .map(|n| range_of(file, n));
    let for_step = node
        .child_by_field_name("update")
        .map(|n| range_of(file, n));
    let mut inits = Vec::new();
    if kind == SynKind::Declaration {
        let mut cursor = node.walk();
        for d in node.children_by_field_name("declarator", &mut cursor) {
            inits.push(
                (d.kind() == "init_declarator")
                    .then(|| d.child_by_field_name("value"))
                    .flatten()
                    .map(|v| range_of(file, v)),
            );
        }
    }
    let callee = (kind == SynKind::Expression)
        .then(|| node.named_child(0))
        .flatten()
        .filter(|e| e.kind() == "call_expression")
        .and_then(|e| e.child_by_field_name("function"))
        .filter(|f| f.kind() == "identifier")
        .map(|f| text[f.start_byte()..f.end_byte()].to_string());
    Some(SynStmt {
        kind,
        range: range_of(file, node),
        norm: normalize(node_text),
        cond,
        for_init,
        for_step,
        inits,
        callee,
    })
}
