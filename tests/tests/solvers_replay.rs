//! `repaird solvers replay`: a transcript recorded on one backend, replayed on every installed
//! one (each with its own set-up) through the real binary. The recorded answers were written by hand; the second check-sat
//! is recorded wrongly on purpose, so every backend must report exactly that line.

use std::process::Command;

const TRANSCRIPT: &str = "\
; repaird solver transcript (profile z3)
(set-option :print-success true)
;; <- success
(set-logic ALL)
;; <- success
(declare-const x Int)
;; <- success
(assert (> x 3))
;; <- success
(check-sat)
;; <- sat
(assert (< x 2))
;; <- success
(check-sat)
;; <- sat
";

#[test]
fn replay_reports_the_differing_answer_on_every_backend() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("session.smt2");
    std::fs::write(&file, TRANSCRIPT).unwrap();
    for backend in ["z3", "cvc5", "yices"] {
        let out = Command::new(repaird_e2e::repaird())
            .args(["solvers", "replay"])
            .arg(&file)
            .args(["--backend", backend, "--slowest", "2"])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{backend}: {stdout}");
        assert!(
            stdout.contains("line 14: (check-sat)"),
            "{backend}: {stdout}"
        );
        assert!(
            stdout.contains(&format!("{backend}: unsat")),
            "{backend}: {stdout}"
        );
        assert!(stdout.contains("1 difference(s)"), "{backend}: {stdout}");
        // z3's session started this transcript: another backend starts as its own would.
        assert_eq!(
            stdout.contains(&format!(
                "set-up of z3 left out: (set-option :print-success true) (set-logic ALL)\n\
                 set-up of {backend} sent instead: (set-option :print-success true)"
            )),
            backend != "z3",
            "{backend}: {stdout}"
        );
        // The two slowest of the replayed commands, each with its line and time.
        let slow: Vec<&str> = stdout
            .lines()
            .filter(|l| l.starts_with("slow: line "))
            .collect();
        assert_eq!(slow.len(), 2, "{backend}: {stdout}");
        assert!(
            slow.iter().all(|l| l.contains(" ms: (")),
            "{backend}: {stdout}"
        );
        // Slowest first; between equal times, the earlier line first.
        let ranked: Vec<(u64, u64)> = slow
            .iter()
            .map(|l| {
                let parse = |t: &str| t.parse().unwrap_or_else(|_| panic!("{backend}: {l}"));
                let (head, _) = l.split_once(" ms: ").expect("a time");
                let (line, ms) = head["slow: line ".len()..]
                    .split_once(", ")
                    .expect("a line and a time");
                (parse(ms), parse(line))
            })
            .collect();
        let ((ms0, line0), (ms1, line1)) = (ranked[0], ranked[1]);
        assert!(
            ms0 > ms1 || (ms0 == ms1 && line0 < line1),
            "{backend}: {stdout}"
        );
    }
}

#[test]
fn replay_on_an_unknown_backend_is_a_usage_error() {
    let out = Command::new(repaird_e2e::repaird())
        .args(["solvers", "replay", "/nonexistent", "--backend", "nope"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no solver profile named `nope`"));
}
