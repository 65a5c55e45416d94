//! The corpus: `corpus/corpus.toml` indexes the programs; each program lives in
//! `corpus/<name>/<name>.c` with its test suite `corpus/<name>/repair.toml`.

use crate::suite::{SuiteError, TestSuite};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const INDEX_FILE: &str = "corpus.toml";
pub const SUITE_FILE: &str = "repair.toml";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    SinglyLinkedList,
    DoublyLinkedList,
    CircularLinkedList,
    BinarySearchTree,
    AvlTree,
    RedBlackTree,
    SplayTree,
    Queue,
}

impl Category {
    pub fn label(self) -> &'static str {
        match self {
            Category::SinglyLinkedList => "singly linked list",
            Category::DoublyLinkedList => "doubly linked list",
            Category::CircularLinkedList => "circular linked list",
            Category::BinarySearchTree => "binary search tree",
            Category::AvlTree => "AVL tree",
            Category::RedBlackTree => "red-black tree",
            Category::SplayTree => "splay tree",
            Category::Queue => "queue",
        }
    }
}

/// WOLVERINE's split: large programs have nested control flow and compound guards
/// and are roughly three times the size of small ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SizeClass {
    Small,
    Large,
}

/// One `[[program]]` entry of the index.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ProgramMeta {
    pub name: String,
    pub category: Category,
    pub size: SizeClass,
    /// The function(s) under test: the only places faults are injected.
    pub functions: Vec<String>,
    pub summary: String,
    /// The closest benchmark of WOLVERINE's Table 5 (e.g. "B1", "L16"), if any.
    #[serde(default)]
    pub paper: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Index {
    program: Vec<ProgramMeta>,
}

/// A loaded corpus program: metadata, reference source and tests.
#[derive(Debug, Clone)]
pub struct Program {
    pub meta: ProgramMeta,
    pub dir: PathBuf,
    pub source_path: PathBuf,
    pub source: String,
    pub suite: TestSuite,
}

impl Program {
    pub fn name(&self) -> &str {
        &self.meta.name
    }

    pub fn source_file_name(&self) -> String {
        format!("{}.c", self.meta.name)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CorpusError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not a valid corpus index: {source}")]
    Index {
        path: String,
        source: toml::de::Error,
    },
    #[error(transparent)]
    Suite(#[from] SuiteError),
    #[error("program `{0}` is listed twice in the corpus index")]
    Duplicate(String),
    #[error("program `{0}` names no function under test")]
    NoFunction(String),
}

/// Reads the index and every program it lists, in index order.
pub fn load_corpus(root: &Path) -> Result<Vec<Program>, CorpusError> {
    let index_path = root.join(INDEX_FILE);
    let text = std::fs::read_to_string(&index_path).map_err(|source| CorpusError::Read {
        path: index_path.display().to_string(),
        source,
    })?;
    let index: Index = toml::from_str(&text).map_err(|source| CorpusError::Index {
        path: index_path.display().to_string(),
        source,
    })?;
    let mut seen = std::collections::HashSet::new();
    let mut programs = Vec::with_capacity(index.program.len());
    for meta in index.program {
        if !seen.insert(meta.name.clone()) {
            return Err(CorpusError::Duplicate(meta.name));
        }
        if meta.functions.is_empty() {
            return Err(CorpusError::NoFunction(meta.name));
        }
        let dir = root.join(&meta.name);
        let source_path = dir.join(format!("{}.c", meta.name));
        let source = std::fs::read_to_string(&source_path).map_err(|source| CorpusError::Read {
            path: source_path.display().to_string(),
            source,
        })?;
        let suite = TestSuite::load(&dir.join(SUITE_FILE))?;
        programs.push(Program {
            meta,
            dir,
            source_path,
            source,
            suite,
        });
    }
    Ok(programs)
}

/// The corpus shipped in this crate (`bench/corpus`).
pub fn default_corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// IR instructions of one function under test, and how many of them the engines do not model
/// (`concrete`: gdb executes them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionIr {
    pub function: String,
    pub instructions: usize,
    pub concrete: usize,
}

/// [`ir_size`] per function under test, in index order, with the unmodeled share. `None` when
/// the front end cannot read the file.
pub fn ir_breakdown(program: &Program) -> Option<Vec<FunctionIr>> {
    let outcome = repaird_cfront::parse_file(
        &program.source_path,
        &repaird_cfront::ParseOptions::default(),
    );
    let ir = outcome.program?;
    Some(
        program
            .meta
            .functions
            .iter()
            .map(|function| {
                let stmts = ir.stmts.iter().filter(|s| &s.function == function);
                FunctionIr {
                    function: function.clone(),
                    instructions: stmts.clone().count(),
                    concrete: stmts.filter(|s| s.kind.is_concrete()).count(),
                }
            })
            .collect(),
    )
}

/// The program's size as WOLVERINE counts it: guarded IR instructions of the function(s) under
/// test, every condition's evaluation included (repaird-cfront's lowering). `None` when the
/// front end cannot read the file.
pub fn ir_size(program: &Program) -> Option<usize> {
    let outcome = repaird_cfront::parse_file(
        &program.source_path,
        &repaird_cfront::ParseOptions::default(),
    );
    let ir = outcome.program?;
    Some(
        ir.stmts
            .iter()
            .filter(|s| program.meta.functions.contains(&s.function))
            .count(),
    )
}
