//! Refused configs: each case names the key and line the error must point at.

use repaird_config::{Config, ConfigError};

struct Case {
    name: &'static str,
    text: &'static str,
    key: Option<&'static str>,
    line: usize,
    message_contains: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "unknown repair engine",
        text: "[repair]\nengines = [\"nopol\", \"angelix\"]\n",
        key: Some("repair.engines[1]"),
        line: 2,
        message_contains: "angelix",
    },
    Case {
        name: "no repair engine",
        text: "[repair]\nengines = []\n",
        key: Some("repair.engines"),
        line: 2,
        message_contains: "at least one",
    },
    Case {
        name: "unknown key in a section",
        text: "[solver]\nbackend = \"z3\"\nbakend = \"cvc5\"\n",
        key: Some("solver.bakend"),
        line: 3,
        message_contains: "unknown field",
    },
    Case {
        name: "unknown section",
        text: "[solver]\npool_size = 2\n\n[solverz]\nx = 1\n",
        key: Some("solverz"),
        line: 4,
        message_contains: "unknown field",
    },
    Case {
        name: "unknown backend",
        text: "# comment\n[solver]\nbackend = \"minisat\"\n",
        key: Some("solver.backend"),
        line: 3,
        message_contains: "minisat",
    },
    Case {
        name: "wrong type",
        text: "[gdb]\nstep_timeout_ms = \"fast\"\n",
        key: Some("gdb.step_timeout_ms"),
        line: 2,
        message_contains: "invalid type",
    },
    Case {
        name: "negative number",
        text: "[tests]\n\ntimeout_ms = -5\n",
        key: Some("tests.timeout_ms"),
        line: 3,
        message_contains: "",
    },
    Case {
        name: "zero pool size (semantic check)",
        text: "[solver]\nbackend = \"cvc5\"\npool_size = 0\n",
        key: Some("solver.pool_size"),
        line: 3,
        message_contains: "1..=64",
    },
    Case {
        name: "bad listen address (semantic check)",
        text: "[limits]\nmax_documents = 3\n[tcp]\nlisten = \"localhost\"\n",
        key: Some("tcp.listen"),
        line: 4,
        message_contains: "IP:PORT",
    },
    Case {
        name: "unknown portfolio member (semantic check)",
        text: "[solver]\nbackend = \"portfolio\"\nportfolio = [\"z3\",\n  \"boolector\"]\n",
        key: Some("solver.portfolio.1"),
        line: 3,
        message_contains: "boolector",
    },
    Case {
        name: "syntax error",
        text: "[build]\ncompiler = \"gcc\nflags = []\n",
        key: None,
        line: 2,
        message_contains: "",
    },
];

#[test]
fn refused_configs_name_key_and_line() {
    for case in CASES {
        let err = Config::from_toml_str(case.text, "test.toml")
            .err()
            .unwrap_or_else(|| panic!("{}: accepted", case.name));
        assert_eq!(err.key(), case.key, "{}: key in {err}", case.name);
        assert_eq!(err.line(), Some(case.line), "{}: line in {err}", case.name);
        let shown = err.to_string();
        assert!(
            shown.contains(case.message_contains),
            "{}: message {shown}",
            case.name
        );
        assert!(
            shown.starts_with(&format!("test.toml:{}", case.line)),
            "{}: {shown}",
            case.name
        );
        if let Some(key) = case.key {
            assert!(
                shown.contains(&format!("`{key}`")),
                "{}: {shown}",
                case.name
            );
        }
    }
}

#[test]
fn embedded_default_equals_serde_defaults() {
    let parsed = Config::builtin();
    let defaults = Config::default();
    assert_eq!(
        parsed, defaults,
        "configs/repaird.toml and model.rs defaults disagree"
    );
}

#[test]
fn every_default_key_has_a_comment() {
    // Each `key = value` line in the shipped file follows a comment line (possibly after
    // other commented keys of the same group), so every setting is documented.
    let mut previous_was_comment_or_key = false;
    let mut saw_comment_since_section = false;
    for line in repaird_config::DEFAULT_TOML.lines().map(str::trim) {
        if line.starts_with('#') {
            saw_comment_since_section = true;
            previous_was_comment_or_key = true;
        } else if line.starts_with('[') || line.is_empty() {
            previous_was_comment_or_key = false;
            saw_comment_since_section = line.is_empty() && saw_comment_since_section;
        } else {
            assert!(
                previous_was_comment_or_key && saw_comment_since_section,
                "undocumented setting: {line}"
            );
        }
    }
}

#[test]
fn empty_text_gives_defaults() {
    let config = Config::from_toml_str("", "empty.toml").unwrap();
    assert_eq!(config.solver, Config::default().solver);
    assert_eq!(config.origin, "empty.toml");
}

#[test]
fn load_reports_missing_file_with_path() {
    let err = Config::load(std::path::Path::new("/nonexistent/repaird.toml")).unwrap_err();
    assert!(matches!(err, ConfigError::Io { .. }));
    assert!(err.to_string().contains("/nonexistent/repaird.toml"));
}

#[test]
fn load_resolves_relative_paths_against_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("repaird.toml");
    std::fs::write(&path, "[solver]\nprofiles_dir = \"profiles\"\n").unwrap();
    let config = Config::load(&path).unwrap();
    assert_eq!(config.profiles_dir(), Some(dir.path().join("profiles")));
}

#[test]
fn error_display_reads_well() {
    let err = Config::from_toml_str("[solver]\nbakend = 1\n", "repaird.toml").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("repaird.toml:2: key `solver.bakend`: unknown field `bakend`"),
        "{err}"
    );
}
