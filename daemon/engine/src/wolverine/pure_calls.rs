//! Calls of pure functions whose result is free once their path changes.
//!
//! The trace holds each callee's path as the unrepaired program ran it. A repair that
//! changes what a call is given (`seenBefore(victim, ...)` that should read
//! `seenBefore(head, ...)`, or a variable a later call reads) changes the callee's path
//! too, and along the recorded path no such repair exists. For a callee that writes
//! nothing the caller sees ([`pure_functions`]), the encoding keeps the recorded path as a
//! condition instead of asserting it: the call returns what that path computes while the
//! path is still the one taken, and any value otherwise (an angelic result). Such a repair
//! is a candidate only: the caller replays the patched program to see whether the callee
//! really returns what the repair needed. Where the trace holds the state at the call, the
//! callee is run on it with each argument list the repair may give it (`results_on`),
//! so a changed call returns what it would on that heap rather than any value.

use std::collections::{BTreeMap, BTreeSet};

use repaird_cfront::ir::{Expr, Program, StmtKind};

use crate::heap::{SymState, Val};
use crate::interp::{self, Machine, Options, Outcome};

/// The functions of `program` whose calls change nothing but their result: no heap write,
/// allocation or `free`, no input or output, no global written, no statement gdb runs for
/// the model, and only such functions called.
pub fn pure_functions(program: &Program) -> BTreeSet<String> {
    let mut calls: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut impure: BTreeSet<&str> = BTreeSet::new();
    for s in &program.stmts {
        let function = s.function.as_str();
        calls.entry(function).or_default();
        let writes_outside = match &s.kind {
            StmtKind::PutField { .. }
            | StmtKind::New { .. }
            | StmtKind::Free { .. }
            | StmtKind::Nondet { .. }
            | StmtKind::Input { .. }
            | StmtKind::Output { .. }
            | StmtKind::Assert { .. }
            | StmtKind::Concrete { .. } => true,
            StmtKind::Call { func, .. } => {
                calls.entry(function).or_default().push(func);
                false
            }
            kind => kind.defined_var().is_some_and(|v| program.is_global(v)),
        };
        if writes_outside {
            impure.insert(function);
        }
    }
    // A caller of an impure function is impure; a call of an unknown function is too.
    loop {
        let more: Vec<&str> = calls
            .iter()
            .filter(|(f, callees)| {
                !impure.contains(*f)
                    && callees
                        .iter()
                        .any(|c| impure.contains(c) || !calls.contains_key(c))
            })
            .map(|(f, _)| *f)
            .collect();
        if more.is_empty() {
            break;
        }
        impure.extend(more);
    }
    calls
        .keys()
        .filter(|f| !impure.contains(*f))
        .map(|f| f.to_string())
        .collect()
}

/// Most argument lists a pure call is run with per passage, and steps per run: what the
/// repair may give a call is known, not guessed, where these suffice.
const MAX_ALTERNATIVES: usize = 64;
const STEPS_PER_RUN: usize = 5_000;
/// Most runs of pure callees per encoding (a call in a long loop of many runs would
/// otherwise hold the encoding up for seconds; past it, results are left free).
pub(super) const RUNS_PER_ENCODING: usize = 2_000;

/// What `callee` returns for each of `alternatives` (its argument lists), run on the
/// globals and heap of `before` (the state at its call): the results a changed call
/// gets where the heap it reads is the recorded one. Lists whose values `before` does not
/// know, or whose run does not return a value, are left out; each run counts against
/// `runs_left`, and none is made once it is 0.
pub(super) fn results_on(
    program: &Program,
    callee: &str,
    before: &SymState,
    alternatives: &[Vec<Expr>],
    runs_left: &mut usize,
) -> Vec<(Vec<Val>, Val)> {
    let caller = Machine::from_state(program, before, "");
    let heap = SymState {
        vars: before
            .vars
            .iter()
            .filter(|(name, _)| program.is_global(name))
            .map(|(name, v)| (name.clone(), v.clone()))
            .collect(),
        nodes: before.nodes.clone(),
    };
    let options = Options {
        step_budget: STEPS_PER_RUN,
        ..Options::default()
    };
    let mut out = Vec::new();
    for args in alternatives.iter().take(MAX_ALTERNATIVES) {
        let Ok(values) = args
            .iter()
            .map(|a| caller.eval(a))
            .collect::<Result<Vec<_>, _>>()
        else {
            continue;
        };
        if values.contains(&Val::Unknown) || out.iter().any(|(v, _)| *v == values) {
            continue;
        }
        if *runs_left == 0 {
            break;
        }
        *runs_left -= 1;
        if let Outcome::Returned(Some(result)) =
            interp::run_function(program, callee, &heap, &values, &options).outcome
        {
            out.push((values, result));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::HeapNode;

    fn parse(source: &str) -> Program {
        repaird_cfront::parse_source(std::path::Path::new("pure.c"), source, &Default::default())
            .program
            .expect("parses")
    }

    #[test]
    fn a_changed_call_is_run_on_the_state_at_the_call() {
        let program = parse(
            r#"
#include <stdlib.h>
struct node { int val; struct node *next; };
static int seen(struct node *from, struct node *to, int v) {
    for (struct node *p = from; p != NULL && p != to; p = p->next)
        if (p->val == v) return 1;
    return 0;
}
int main(void) { return 0; }
"#,
        );
        // head -> n1[val=7] -> n2[val=3] -> n3[val=7]; the call was seen(prev, cur, 7).
        let mut before = SymState::default();
        for (name, val, next) in [
            ("n1", 7, Val::Node("n2".into())),
            ("n2", 3, Val::Node("n3".into())),
            ("n3", 7, Val::Null),
        ] {
            let fields = [
                ("val".to_string(), Val::Int(val)),
                ("next".to_string(), next),
            ];
            before.nodes.insert(
                name.to_string(),
                HeapNode {
                    struct_name: "node".into(),
                    fields: fields.into_iter().collect(),
                },
            );
        }
        for (var, node) in [("head", "n1"), ("prev", "n2"), ("cur", "n3")] {
            before.vars.insert(var.to_string(), Val::Node(node.into()));
        }
        let call = |from: &str| vec![Expr::var(from), Expr::var("cur"), Expr::Int(7)];
        // Runs for two of the three lists.
        let mut runs_left = 2;
        let results = results_on(
            &program,
            "seen",
            &before,
            &[
                call("head"),
                call("prev"),
                vec![Expr::Null, Expr::var("cur"), Expr::Int(7)],
            ],
            &mut runs_left,
        );
        let node = |n: &str| Val::Node(n.to_string());
        assert_eq!(
            results,
            [
                (vec![node("n1"), node("n3"), Val::Int(7)], Val::Int(1)),
                (vec![node("n2"), node("n3"), Val::Int(7)], Val::Int(0)),
            ]
        );
        // The third list waits for runs another encoding may make.
        assert_eq!(runs_left, 0);
    }

    #[test]
    fn readers_are_pure_and_writers_taint_their_callers() {
        let source = r#"
#include <stdlib.h>
struct node { int val; struct node *next; };
int counter = 0;
static int seen(struct node *from, struct node *to, int v) {
    for (struct node *p = from; p != NULL && p != to; p = p->next)
        if (p->val == v) return 1;
    return 0;
}
static int twice_seen(struct node *from, struct node *to, int v) {
    return seen(from, to, v) && seen(from, to, v + 1);
}
static void bump(struct node *n) { n->val = n->val + 1; }
static int count(void) { counter = counter + 1; return counter; }
static int bumped(struct node *n) { bump(n); return n->val; }
int main(void) { return 0; }
"#;
        let program = repaird_cfront::parse_source(
            std::path::Path::new("pure.c"),
            source,
            &Default::default(),
        )
        .program
        .expect("parses");
        let pure = pure_functions(&program);
        assert!(pure.contains("seen"), "{pure:?}");
        assert!(pure.contains("twice_seen"), "{pure:?}");
        for f in ["bump", "count", "bumped"] {
            assert!(!pure.contains(f), "{f} writes: {pure:?}");
        }
    }
}
