//! Syntax facts about the function(s) under test, from tree-sitter-c with exact byte
//! ranges in the original text: which identifiers, fields and `NULL`s can be replaced
//! by another of the same type, and which statements can be deleted.
//!
//! Types are tracked just far enough for that choice: a base name (`int`,
//! `struct node`, with typedefs resolved) and a pointer depth.

mod scope;
mod types;

use scope::FunctionScope;
use std::ops::Range;
use tree_sitter::{Node, Parser, Tree};
use types::ProgramTypes;

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CType {
    pub base: String,
    pub pointers: u8,
}

impl CType {
    pub(crate) fn deref(&self) -> Option<CType> {
        (self.pointers > 0).then(|| CType {
            base: self.base.clone(),
            pointers: self.pointers - 1,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SiteKind {
    /// A local variable or parameter.
    Variable,
    /// The field of a `->` or `.` access.
    Field,
    /// A `NULL` constant.
    Null,
}

/// A token that may be replaced by any of `candidates` (all of its type).
#[derive(Debug, Clone)]
pub struct ReplaceSite {
    pub kind: SiteKind,
    pub range: Range<usize>,
    pub original: String,
    pub candidates: Vec<String>,
}

/// An assignment or increment statement that may be deleted.
#[derive(Debug, Clone)]
pub struct DeleteSite {
    /// The statement itself.
    pub statement: Range<usize>,
    pub text: String,
    /// What is removed: the whole line when the statement stands alone on it.
    pub removal: Range<usize>,
    /// `;` when the statement is the unbraced body of an `if`/loop, else empty.
    pub replacement: &'static str,
}

#[derive(Debug, Clone, Default)]
pub struct Analysis {
    pub replace_sites: Vec<ReplaceSite>,
    pub delete_sites: Vec<DeleteSite>,
    /// Statements in the function(s) under test (blocks not counted).
    pub statements: usize,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SyntaxError {
    #[error("tree-sitter could not be set up for C: {0}")]
    Language(String),
    #[error("the source has a syntax error at line {line}")]
    Parse { line: usize },
    #[error("function `{0}` is not defined in the source")]
    MissingFunction(String),
}

const STATEMENT_KINDS: &[&str] = &[
    "expression_statement",
    "declaration",
    "return_statement",
    "if_statement",
    "while_statement",
    "for_statement",
    "do_statement",
    "break_statement",
    "continue_statement",
    "switch_statement",
];

pub fn parse(source: &str) -> Result<Tree, SyntaxError> {
    let mut parser = Parser::new();
    parser
        .set_language(&tree_sitter_c::LANGUAGE.into())
        .map_err(|e| SyntaxError::Language(e.to_string()))?;
    let tree = parser
        .parse(source, None)
        .ok_or(SyntaxError::Parse { line: 1 })?;
    if let Some(bad) = first_error(tree.root_node()) {
        return Err(SyntaxError::Parse {
            line: bad.start_position().row + 1,
        });
    }
    Ok(tree)
}

fn first_error(node: Node) -> Option<Node> {
    if !node.has_error() {
        return None;
    }
    if node.is_error() || node.is_missing() {
        return Some(node);
    }
    let mut cursor = node.walk();
    let children: Vec<Node> = node.children(&mut cursor).collect();
    children.into_iter().find_map(first_error).or(Some(node))
}

/// Analyses the named functions of `source`.
pub fn analyse(source: &str, functions: &[String]) -> Result<Analysis, SyntaxError> {
    let tree = parse(source)?;
    let program = ProgramTypes::collect(tree.root_node(), source);
    let mut analysis = Analysis::default();
    for name in functions {
        let def = program
            .definitions
            .get(name.as_str())
            .copied()
            .ok_or_else(|| SyntaxError::MissingFunction(name.clone()))?;
        let func = FunctionScope::new(def, source, &program);
        let body = def
            .child_by_field_name("body")
            .expect("definition has body");
        func.collect_sites(body, &mut analysis);
        analysis.statements += count_statements(body);
    }
    Ok(analysis)
}

/// Byte range of the definition of function `name`, if `source` defines it.
pub fn function_span(source: &str, name: &str) -> Result<Option<Range<usize>>, SyntaxError> {
    let tree = parse(source)?;
    let program = ProgramTypes::collect(tree.root_node(), source);
    Ok(program.definitions.get(name).map(|def| def.byte_range()))
}

fn count_statements(node: Node) -> usize {
    let own = usize::from(STATEMENT_KINDS.contains(&node.kind()));
    let mut cursor = node.walk();
    let children: Vec<Node> = node.named_children(&mut cursor).collect();
    own + children.into_iter().map(count_statements).sum::<usize>()
}

pub(crate) fn text<'s>(node: Node, source: &'s str) -> &'s str {
    &source[node.byte_range()]
}

pub(crate) fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).collect()
}
