//! Partial updates (live configuration changes) merge over the active config.

use repaird_config::{Config, SolverBackend};

fn table(text: &str) -> toml::Table {
    text.parse().expect("test TOML")
}

#[test]
fn partial_update_changes_only_named_keys() {
    let base = Config::builtin();
    let merged = base
        .merged_with(table("[solver]\nbackend = \"cvc5\"\n"), "live")
        .unwrap();
    assert_eq!(merged.solver.backend, SolverBackend::Cvc5);
    assert_eq!(merged.solver.pool_size, base.solver.pool_size);
    assert_eq!(merged.build, base.build);
    assert!(merged.origin.ends_with("+ live"), "{}", merged.origin);
}

#[test]
fn bad_partial_update_names_the_key_and_keeps_nothing() {
    let base = Config::builtin();
    for (text, key) in [
        ("[solver]\nbackend = \"minisat\"\n", "solver.backend"),
        ("[solver]\ncall_timeout_ms = 0\n", "solver.call_timeout_ms"),
        ("[limits]\nmax_frames = 3\n", "limits.max_frames"),
        ("[nope]\n", "nope"),
    ] {
        let err = base.merged_with(table(text), "live").unwrap_err();
        assert_eq!(err.key(), Some(key), "{text}: {err}");
        assert_eq!(err.line(), None);
    }
}
