use super::*;

fn c(s: &str) -> MiValue {
    MiValue::Const(s.to_string())
}

fn t(items: &[(&str, MiValue)]) -> MiTuple {
    MiTuple(
        items
            .iter()
            .map(|(n, v)| (n.to_string(), v.clone()))
            .collect(),
    )
}

/// Every line gdb 13 printed in a recorded session, with the record it must parse to.
#[test]
fn parses_recorded_gdb_lines() {
    let cases: Vec<(&str, Record)> = vec![
        ("(gdb) ", Record::Prompt),
        (
            "5^running",
            Record::Result {
                token: Some(5),
                class: ResultClass::Running,
                results: MiTuple::default(),
            },
        ),
        (
            "^exit",
            Record::Result {
                token: None,
                class: ResultClass::Exit,
                results: MiTuple::default(),
            },
        ),
        (
            r#"12^error,msg="Not found: checkpoint id 1""#,
            Record::Result {
                token: Some(12),
                class: ResultClass::Error,
                results: t(&[("msg", c("Not found: checkpoint id 1"))]),
            },
        ),
        (
            r#"*running,thread-id="all""#,
            Record::Async {
                token: None,
                kind: AsyncKind::Exec,
                class: "running".into(),
                results: t(&[("thread-id", c("all"))]),
            },
        ),
        (
            r#"*stopped,reason="end-stepping-range",frame={addr="0x1205",func="main",args=[],file="l.c",line="17"},thread-id="1""#,
            Record::Async {
                token: None,
                kind: AsyncKind::Exec,
                class: "stopped".into(),
                results: t(&[
                    ("reason", c("end-stepping-range")),
                    (
                        "frame",
                        MiValue::Tuple(t(&[
                            ("addr", c("0x1205")),
                            ("func", c("main")),
                            ("args", MiValue::List(vec![])),
                            ("file", c("l.c")),
                            ("line", c("17")),
                        ])),
                    ),
                    ("thread-id", c("1")),
                ]),
            },
        ),
        (
            r#"=thread-group-started,id="i1",pid="16377""#,
            Record::Async {
                token: None,
                kind: AsyncKind::Notify,
                class: "thread-group-started".into(),
                results: t(&[("id", c("i1")), ("pid", c("16377"))]),
            },
        ),
        (
            r#"+download,section="text""#,
            Record::Async {
                token: None,
                kind: AsyncKind::Status,
                class: "download".into(),
                results: t(&[("section", c("text"))]),
            },
        ),
        (
            r#"~"16\t  for (p = h; p; p = p->next) s += \"x\\n\";\n""#,
            Record::Stream {
                kind: StreamKind::Console,
                text: "16\t  for (p = h; p; p = p->next) s += \"x\\n\";\n".into(),
            },
        ),
        (
            r#"&"The program is not being run.\n""#,
            Record::Stream {
                kind: StreamKind::Log,
                text: "The program is not being run.\n".into(),
            },
        ),
        (
            r#"@"caf\303\251""#,
            Record::Stream {
                kind: StreamKind::Target,
                text: "café".into(),
            },
        ),
        (
            r#"6^done,stack=[frame={level="0"},frame={level="1"}],l=["1",{a="x"},[]]"#,
            Record::Result {
                token: Some(6),
                class: ResultClass::Done,
                results: t(&[
                    (
                        "stack",
                        MiValue::ResultList(t(&[
                            ("frame", MiValue::Tuple(t(&[("level", c("0"))]))),
                            ("frame", MiValue::Tuple(t(&[("level", c("1"))]))),
                        ])),
                    ),
                    (
                        "l",
                        MiValue::List(vec![
                            c("1"),
                            MiValue::Tuple(t(&[("a", c("x"))])),
                            MiValue::List(vec![]),
                        ]),
                    ),
                ]),
            },
        ),
        (
            r#"7^done,value="{data = 1, next = 0x0}",empty={}"#,
            Record::Result {
                token: Some(7),
                class: ResultClass::Done,
                results: t(&[
                    ("value", c("{data = 1, next = 0x0}")),
                    ("empty", MiValue::Tuple(MiTuple::default())),
                ]),
            },
        ),
    ];
    for (line, expected) in cases {
        assert_eq!(parse_line(line), Ok(expected), "line {line:?}");
    }
}

#[test]
fn rejects_malformed_lines_with_a_position() {
    let cases = [
        ("5^bogus", "unknown result class"),
        (r#"^done,msg="open"#, "unterminated string"),
        (r#"^done,a={b="1""#, "expected ',' or '}' in a tuple"),
        (r#"^done,a=["1""#, "expected ',' or ']' in a list"),
        ("^done,=\"x\"", "missing result name"),
        ("hello from the inferior", "unknown record marker"),
        (r#"~"a" junk"#, "trailing characters"),
        ("", "empty record"),
    ];
    for (line, reason) in cases {
        let err = parse_line(line).expect_err(line);
        assert_eq!(err.reason, reason, "line {line:?}");
    }
}

#[test]
fn tuple_lookup_keeps_order_and_finds_first() {
    let Record::Result { results, .. } =
        parse_line(r#"1^done,bkpt={number="2",line="16"},a="x",a="y""#).unwrap()
    else {
        panic!("not a result record");
    };
    assert_eq!(
        results.get_tuple("bkpt").and_then(|b| b.get_str("number")),
        Some("2")
    );
    assert_eq!(results.get_str("a"), Some("x"));
    assert_eq!(results.0.len(), 3);
}

/// Cut anywhere, a line is an error or a record, never a panic.
#[test]
fn every_prefix_of_a_line_parses_or_fails_cleanly() {
    let line = r#"5^done,stack=[frame={level="0",file="a \"q\".c"}],v=["\303\251",{}],t={}"#;
    for end in 0..=line.len() {
        let _ = parse_line(&line[..end]);
    }
    assert!(parse_line(line).is_ok());
}
