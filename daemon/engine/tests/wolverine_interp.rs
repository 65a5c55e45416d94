//! The concrete interpreter against gcc: every fixture program (buggy and fixed) prints
//! under the interpreter exactly what the compiled program prints.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_cfront::ir::StmtKind;
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::{self, Event, Options, Outcome, Point};
use std::collections::HashMap;

#[test]
fn interpreter_prints_what_gcc_prints() {
    let dirs = support::fixture_dirs();
    assert!(dirs.len() >= 2, "fixtures missing");
    for dir in dirs {
        for version in ["buggy.c", "fixed.c"] {
            let path = dir.join(version);
            let program = support::parse(&path);
            let run = interp::run_main(&program, &Options::default());
            // A buggy program may read what it freed: gcc's build prints whatever the
            // allocator left there, so only the interpreter's verdict is checked.
            if version == "buggy.c"
                && matches!(
                    &run.outcome,
                    Outcome::Fault {
                        fault: interp::Fault::UseAfterFree { .. },
                        ..
                    }
                )
            {
                continue;
            }
            assert_eq!(
                run.outcome,
                Outcome::Returned(Some(Val::Int(0))),
                "{}",
                path.display()
            );
            let text = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                run.stdout,
                support::compile_and_run(&text),
                "{}",
                path.display()
            );
        }
    }
}

#[test]
fn forced_loop_is_cut_by_the_step_budget() {
    let program = support::parse(&support::fixtures_dir().join("reverse_dll/buggy.c"));
    let key = program
        .stmts
        .iter()
        .find(|s| s.function == "reverse" && s.cond_range.is_some())
        .unwrap()
        .id;
    // Force the loop to be entered on every one of its first 50 tests: the buggy body runs
    // into a null dereference once `current` becomes null.
    let force: HashMap<_, _> = (0..50).map(|k| ((Point::Branch(key), k), true)).collect();
    let run = interp::run_main(
        &program,
        &Options {
            force,
            ..Options::default()
        },
    );
    assert!(
        matches!(run.outcome, Outcome::Fault { .. }),
        "{:?}",
        run.outcome
    );
    let options = Options {
        step_budget: 30,
        ..Options::default()
    };
    let run = interp::run_main(&program, &options);
    assert_eq!(run.outcome, Outcome::BudgetExhausted { steps: 30 });
}

#[test]
fn trace_records_states_decisions_and_gaps() {
    let program = support::parse(&support::fixtures_dir().join("reverse_dll/fixed.c"));
    let options = Options {
        record_states: true,
        record_gaps: true,
        ..Options::default()
    };
    let run = interp::run_main(&program, &options);
    let decisions: Vec<bool> = run
        .trace
        .iter()
        .filter_map(|s| match &s.event {
            Event::Branch { key, taken, .. }
                if program.stmt(*key).unwrap().function == "reverse" =>
            {
                Some(*taken)
            }
            _ => None,
        })
        .collect();
    assert_eq!(decisions, vec![true, true, true, true, false]);
    assert!(run
        .trace
        .iter()
        .any(|s| matches!(s.event, Event::Gap { .. })));
    let step = run
        .trace
        .iter()
        .find(|s| matches!(s.event, Event::Stmt { executed: true, .. }))
        .unwrap();
    assert!(step.before.is_some() && step.after.is_some());
    // Four nodes, allocated in order n1..n4; after reversal head is n1 (data 2).
    assert_eq!(run.state.var("head"), &Val::node("n1"));
    assert_eq!(run.state.field("n1", "data"), &Val::Int(2));
}

#[test]
fn unmodeled_statement_stops_with_unsupported() {
    let path = support::fixtures_dir().join("unsupported.c");
    let program = support::parse_text(&path, "#include <string.h>\nint main(void) { char b[4]; int n = 1; strcpy(b, \"x\"); return n; }\n");
    let run = interp::run_main(&program, &Options::default());
    assert!(
        matches!(run.outcome, Outcome::Unsupported { .. }),
        "{:?}",
        run.outcome
    );
}

/// A debug session revives a node the program freed (`change head n3`): a correction that
/// brings the node makes it live in the model too, so later reads of it do not fault as
/// they would in the program that freed it.
#[test]
fn a_correction_bringing_a_freed_node_revives_it() {
    let path = support::fixtures_dir().join("revive.c");
    let text = "#include <stdlib.h>\nstruct node { int val; struct node *next; };\nint peek(struct node *p) {\n    free(p);\n    return p->val;\n}\nint main(void) { struct node *n = malloc(sizeof(struct node)); n->val = 7; return peek(n) == 7 ? 0 : 1; }\n";
    let program = support::parse_text(&path, text);
    let entry = SymState::new()
        .with_var("p", Val::Node("n1".into()))
        .with_node("n1", "node", &[("val", Val::Int(7)), ("next", Val::Null)]);
    // The first statement after the free (the read of `p->val` the return folds in).
    let free = program
        .stmts
        .iter()
        .find(|s| s.function == "peek" && matches!(s.kind, StmtKind::Free { .. }))
        .expect("peek frees")
        .id;
    let read = repaird_cfront::ir::StmtId(free.0 + 1);
    let freed = interp::run_function(&program, "peek", &entry, &[], &Options::default());
    assert!(
        matches!(freed.outcome, Outcome::Fault { .. }),
        "{:?}",
        freed.outcome
    );
    let mut options = Options::default();
    let revived = SymState::new().with_node("n1", "node", &[("val", Val::Int(7))]);
    options.changes.insert((Point::Guard(read), 0), revived);
    let run = interp::run_function(&program, "peek", &entry, &[], &options);
    assert_eq!(run.outcome, Outcome::Returned(Some(Val::Int(7))));
}

/// `depth` counts down to 0 and returns whether `key` is big, after its recursive call.
const RECURSIVE: &str = "int big(int depth, int key) {\n    int r = 0;\n    if (depth > 0)\n        r = big(depth - 1, key);\n    if (key > 100)\n        return depth + 10;\n    return r;\n}\nint main(void) { return big(2, 5); }\n";

/// The key of the `if (key > 100)` branch.
fn key_test(program: &repaird_cfront::ir::Program) -> repaird_cfront::ir::StmtId {
    program
        .stmts
        .iter()
        .find(|s| s.function == "big" && s.origin.range.start.line == 5)
        .expect("the test of line 5")
        .id
}

/// A forced `if` runs its side as the program would: the `return` there returns, though the
/// side's statements are guarded by the condition the program computed false.
#[test]
fn a_forced_if_runs_its_side_as_the_program_would() {
    let program = support::parse_text(&support::fixtures_dir().join("forced.c"), RECURSIVE);
    let entry = SymState::new()
        .with_var("depth", Val::Int(0))
        .with_var("key", Val::Int(5));
    let natural = interp::run_function(&program, "big", &entry, &[], &Options::default());
    assert_eq!(natural.outcome, Outcome::Returned(Some(Val::Int(0))));
    let mut options = Options::default();
    options
        .force
        .insert((Point::Branch(key_test(&program)), 0), true);
    let forced = interp::run_function(&program, "big", &entry, &[], &options);
    assert_eq!(forced.outcome, Outcome::Returned(Some(Val::Int(10))));
}

/// With `own_frame_occurrences`, the starting call's first visit of a point is occurrence 0
/// though its recursive calls passed the point before: forcing it there forces the outer call,
/// as a debugger stepping over the recursion sees it.
#[test]
fn the_starting_call_counts_its_own_visits() {
    let program = support::parse_text(&support::fixtures_dir().join("forced.c"), RECURSIVE);
    let entry = SymState::new()
        .with_var("depth", Val::Int(2))
        .with_var("key", Val::Int(5));
    let key = key_test(&program);
    let force = |own_frame_occurrences| {
        let mut options = Options {
            own_frame_occurrences,
            ..Options::default()
        };
        options.force.insert((Point::Branch(key), 0), true);
        interp::run_function(&program, "big", &entry, &[], &options).outcome
    };
    // Counted over every call, occurrence 0 is the innermost call's (depth 0 returns 10, which
    // the calls above pass up).
    assert_eq!(force(false), Outcome::Returned(Some(Val::Int(10))));
    // Counted per call, it is the starting call's own (depth 2).
    assert_eq!(force(true), Outcome::Returned(Some(Val::Int(12))));
}

/// What gcc's build of `text` prints reading `stdin`.
fn gcc_output(text: &str, stdin: &str) -> String {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().expect("tempdir");
    let (src, exe) = (dir.path().join("prog.c"), dir.path().join("prog"));
    std::fs::write(&src, text).expect("write");
    let status = Command::new("timeout")
        .args(["30", "gcc", "-O0", "-o"])
        .arg(&exe)
        .arg(&src)
        .status()
        .expect("gcc");
    assert!(status.success(), "gcc failed");
    let mut child = Command::new("timeout")
        .arg("10")
        .arg(&exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("output");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `%c` (blanks included), ` %c`, `%ld`/`%lld` input and `%ld` output print under the
/// interpreter what they print compiled, on inputs with blanks, newlines and end of input.
#[test]
fn char_and_long_conversions_match_gcc() {
    let text = "#include <stdio.h>\n\
        int main(void) {\n\
          char c; char d; long n; long long m; int sum = 0;\n\
          n = 0; m = 0; d = 'x';\n\
          scanf(\"%ld%lld\", &n, &m);\n\
          scanf(\"%c\", &c);\n\
          while (c != '.' && c > 0) { sum = sum + c % 7; printf(\"[%c]\", c); c = 0; scanf(\"%c\", &c); }\n\
          scanf(\" %c\", &d);\n\
          printf(\"%ld %lld %d %c\\n\", n, m, sum, d);\n\
          return 0;\n\
        }\n";
    let program = support::parse_text(&support::fixtures_dir().join("chars.c"), text);
    for stdin in [
        "12 -34 ab c.\n  z",
        "5 6\n.\n",
        "1 2 xy",
        "-7 99999999999 \t.q",
    ] {
        let options = Options {
            stdin: stdin.into(),
            ..Options::default()
        };
        let run = interp::run_main(&program, &options);
        assert_eq!(
            run.outcome,
            Outcome::Returned(Some(Val::Int(0))),
            "{stdin:?}"
        );
        assert_eq!(run.stdout, gcc_output(text, stdin), "{stdin:?}");
    }
}

/// IntroClass checksum, student b6fd40…, version 001 reads its string with `%c`: the
/// interpreter now follows its tests and prints what gcc's build prints.
#[test]
fn introclass_checksum_with_char_input_is_followed() {
    let dir = std::fs::read_dir("/work/shared/bench-data/introclass/checksum")
        .expect("IntroClass data")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("b6fd408d589f"))
        })
        .expect("student b6fd408d589f");
    let path = dir.join("001/checksum.c");
    let text = std::fs::read_to_string(&path).expect("source");
    let program = support::parse(&path);
    for stdin in ["abcefghi\n", "1234567890\n", "Hello, world!\n"] {
        let options = Options {
            stdin: stdin.into(),
            ..Options::default()
        };
        // `sum` starts uninitialized (garbage in gcc's build): here it starts at 0, and only
        // the text before the checksum line is compared.
        let entry = repaird_engine::heap::SymState::new().with_var("sum", Val::Int(0));
        let run = interp::run_function(&program, "main", &entry, &[], &options);
        assert!(
            matches!(run.outcome, Outcome::Returned(_)),
            "{stdin:?}: {:?}",
            run.outcome
        );
        let ours = run.stdout.split("Check sum").next().unwrap_or_default();
        let theirs = gcc_output(&text, stdin);
        assert!(
            theirs.starts_with(ours),
            "{stdin:?}: {ours:?} vs {theirs:?}"
        );
        assert!(ours.contains("are you stupid 1"), "{ours:?}");
    }
}

/// `%c` into an `int` writes one byte of four: not modeled, and the reason says so.
#[test]
fn char_conversion_into_an_int_is_named_unsupported() {
    let program = support::parse_text(
        &support::fixtures_dir().join("char_into_int.c"),
        "#include <stdio.h>\nint main(void) { int c = 0; scanf(\"%c\", &c); printf(\"%d\\n\", c); return 0; }\n",
    );
    let options = Options {
        stdin: "a".into(),
        ..Options::default()
    };
    let run = interp::run_main(&program, &options);
    match run.outcome {
        Outcome::Unsupported { reason, .. } => assert!(reason.contains("`c`"), "{reason}"),
        other => panic!("{other:?}"),
    }
}

/// The library's `abs` of an integer runs as an operator and prints what gcc's build prints.
#[test]
fn abs_matches_gcc() {
    let text = "#include <stdio.h>\n#include <stdlib.h>\n\
        int main(void) {\n\
          int n, d;\n\
          scanf(\"%d\", &n);\n\
          d = abs(n - 5) % 10;\n\
          if (abs(n) > 100) d = -abs(d + 1);\n\
          printf(\"%d %d\\n\", abs(n), d);\n\
          return 0;\n\
        }\n";
    let program = support::parse_text(&support::fixtures_dir().join("abs.c"), text);
    assert!(!program.stmts.iter().any(|s| s.kind.is_concrete()));
    for stdin in ["-17", "0", "5", "123", "-2000"] {
        let options = Options {
            stdin: stdin.into(),
            ..Options::default()
        };
        let run = interp::run_main(&program, &options);
        assert_eq!(run.outcome, Outcome::Returned(Some(Val::Int(0))), "{stdin}");
        assert_eq!(run.stdout, gcc_output(text, stdin), "{stdin}");
    }
}

/// Insertion gaps are C positions: none between the statements one C statement lowers to
/// (`weight = weight + cursor->weight;` reads `cursor->weight` into a temporary first), where
/// inserted code would land before the whole statement in the C text, ahead of the read.
#[test]
fn no_insertion_gap_inside_one_c_statement() {
    let path = support::fixtures_dir().join("gaps.c");
    let program = support::parse_text(
        &path,
        "#include <stdlib.h>\n\
         struct cell { int weight; struct cell *next; };\n\
         int total(struct cell *cursor) {\n\
             int weight = 0;\n\
             while (cursor != NULL) {\n\
                 weight = weight + cursor->weight;\n\
                 cursor = cursor->next;\n\
             }\n\
             return weight;\n\
         }\n\
         int main(void) {\n\
             struct cell *c = malloc(sizeof(struct cell));\n\
             c->weight = 5;\n\
             c->next = NULL;\n\
             return total(c) - 5;\n\
         }\n",
    );
    let options = Options {
        record_gaps: true,
        ..Options::default()
    };
    let run = interp::run_main(&program, &options);
    let gaps: Vec<u32> = run
        .trace
        .iter()
        .filter_map(|s| match s.event {
            Event::Gap { gap, .. } => {
                Some(program.stmt(gap.anchor()).unwrap().origin.range.start.line)
            }
            _ => None,
        })
        .collect();
    // Line 6 is the loop body's first C statement: one gap before it, not one per lowered
    // part.
    let before_line_6 = run
        .trace
        .iter()
        .filter(|s| {
            matches!(s.event, Event::Gap { gap: interp::Gap::Before(id), .. }
                if program.stmt(id).unwrap().origin.range.start.line == 6)
        })
        .count();
    assert_eq!(before_line_6, 1, "gaps by line: {gaps:?}");
}
