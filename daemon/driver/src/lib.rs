//! repaird-driver: the pipelines that run the engines against real executions.
//!
//! It joins the IO crates (runner: builds and tests; gdb: steered executions; solvers: SMT
//! sessions; cfront: IR and rewrites) with the pure algorithms of `repaird-engine`, and returns
//! plain results (ranked suspicious statements, validated patches, debug-session states) that the
//! server converts to LSP. Invariant: no LSP or JSON-RPC types here.
