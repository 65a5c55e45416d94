//! Benchmarks for repaird: a corpus of heap-manipulating C programs and a
//! fault injector that derives buggy versions of them with known ground truth.
//!
//! Layout:
//! - [`corpus`]: the corpus index (`corpus/corpus.toml`) and program loading.
//! - [`suite`]: a program's `repair.toml` test suite (the subset the corpus uses).
//! - [`exec`]: compiling C with gcc and running tests under a deadline.
//! - [`csyntax`]: tree-sitter analysis of the function(s) under test:
//!   mutable identifiers/fields with their same-typed alternatives, deletable statements.
//! - [`inject`]: the seeded fault injector (bug classes ⟨x, y⟩) and its manifest.
//! - [`edits`]: byte-range text edits and line/column bookkeeping.
//! - [`spec_gen`]: debug-session specifications generated from the reference's states.
//! - [`introclass`]: IntroClass versions with ground truth, failing tests, formula paths.
//! - [`published`]: published baselines' IntroClass outcomes joined with a run's repairs.
//! - [`runners`]: every engine over the mutants (and IntroClass), as `cases.jsonl`.
//! - [`report`]: Markdown tables and SVG plots from a run's cases.

pub mod corpus;
pub mod csyntax;
pub mod edits;
pub mod exec;
pub mod inject;
pub mod introclass;
pub mod published;
pub mod report;
pub mod runners;
pub mod spec_gen;
pub mod suite;
