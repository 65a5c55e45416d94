//! Test-driven localization and repair for open documents and thin clients.
//!
//! Layout:
//! - [`state`]: per-connection analysis state: one job per document, a generation counter that
//!   discards stale results, the findings code actions read.
//! - [`job`]: the background job behind diagnostics: tests → localization → diagnostics →
//!   verified fixes → diagnostics again.
//! - [`diagnostics`]: suspects, compiler errors and broken test descriptions as LSP diagnostics.
//! - [`expectations`]: where a test's expectation is written (for `relatedInformation`).
//! - [`edits`]: driver patches as `WorkspaceEdit`s.
//! - [`line_index`]: byte offsets (cfront) to positions in the client's encoding.
//! - [`client_features`]: what the client declared it supports, read once in `initialize`.
//! - [`progress`]: `$/progress` on a token.
//! - [`run`]: the driver pipelines off the main loop, with progress and cancellation.
//! - [`target`]: resolving a `repair/*` target (path, uri, tests) and the run options.
//! - [`wire`]: driver results as `repair/*` JSON types.
//!
//! Architecture invariant: the driver is the only place that knows how to localize and repair;
//! this module converts at the edge and decides when jobs run.

pub mod client_features;
pub mod diagnostics;
pub mod edits;
pub mod expectations;
pub mod job;
pub mod line_index;
pub mod progress;
pub mod run;
pub mod state;
pub mod target;
pub mod wire;

pub use client_features::ClientFeatures;
pub use state::Analyses;
