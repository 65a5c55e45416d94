//! The fuzz target bodies: each takes arbitrary bytes and must never panic. cargo-fuzz runs
//! them under libFuzzer (fuzz_targets/); tests/tests/fuzz_smoke.rs runs them on stable over
//! the committed corpus (corpus/<target>/) and seeded mutations of it.
//!
//! This file is also compiled into the smoke test with `#[path]`, so it uses only the
//! project's crates and std.

use std::path::Path;
use std::time::Duration;

/// A fuzz target: its name and the function that takes one input.
pub type Target = (&'static str, fn(&[u8]));

/// The targets by name (the names of fuzz_targets/*.rs and corpus/*).
pub const TARGETS: &[Target] = &[
    ("json_rpc_frames", json_rpc_frames),
    ("repair_toml", repair_toml),
    ("mi_line", mi_line),
    ("c_front", c_front),
];

/// Bytes from a peer through Content-Length framing and the JSON-RPC gate, as a stdio
/// client (first byte even) or an unauthenticated TCP client (odd).
pub fn json_rpc_frames(data: &[u8]) {
    let Some((&mode, bytes)) = data.split_first() else {
        return;
    };
    let decoded = repaird::fuzzing::decode_peer_bytes(bytes, mode % 2 == 1);
    if mode % 2 == 1 && decoded.forwarded > 0 {
        // Nothing reaches the session before a good token.
        let token = b"fuzz-token";
        assert!(
            bytes.windows(token.len()).any(|w| w == token),
            "bytes without the token reached the session"
        );
    }
}

/// A `repair.toml` (tests of a program): parsed, or a typed error.
pub fn repair_toml(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = repaird_runner::TestSuite::parse_toml(
        text,
        Path::new("/fuzz/repair.toml"),
        Path::new("/fuzz"),
    );
}

/// One line of gdb's MI output.
pub fn mi_line(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        let _ = repaird_gdb::mi::parse_line(line);
    }
}

/// A C buffer through the front end (gcc preprocesses and checks it, then the tree-sitter
/// and lang-c lowering): slow, as it spawns gcc.
pub fn c_front(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 16 * 1024 {
        return;
    }
    let options = repaird_cfront::ParseOptions {
        deadline: Duration::from_secs(10),
        ..repaird_cfront::ParseOptions::default()
    };
    // A directory with nothing to include: `#include "x"` finds nothing of ours.
    let outcome = repaird_cfront::parse_source(Path::new("/nonexistent/fuzz.c"), text, &options);
    let _ = outcome.has_errors();
}
