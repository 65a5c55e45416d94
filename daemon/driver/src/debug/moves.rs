//! Statements a patch moved into a side of the `if` just before them (`} else { p = p->next;
//! }` for `} p = p->next;`). The line diff sees a deleted line and new lines of braces; the
//! move itself is that the statement now runs only on one side of that `if`, which hot
//! patching decides by the side the program came from (see `skip_moved_on_arrival`).

use std::collections::HashSet;

use repaird_cfront::ir::{Block, EditForm, Node, Program, SourceRange};

use super::patch::HotPlan;
use super::structure;

/// Where a statement went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moved {
    /// The line of the `if`'s condition, in the text before the patch.
    pub if_line: u32,
    /// To the end of the `if`'s `then`; else into its new `else`.
    pub into_then: bool,
}

impl Moved {
    pub fn describe(&self) -> String {
        let side = if self.into_then {
            "to the end of the `then`"
        } else {
            "into a new `else`"
        };
        format!("moved {side} of the `if` on line {}", self.if_line)
    }
}

/// The program before and after a patch, with its text.
pub struct Texts<'a> {
    pub before: (&'a Program, &'a str),
    pub after: (&'a Program, &'a str),
}

/// Records in `plan` every statement of `texts.before` that `texts.after` moved into a side
/// of the `if` before it, and takes out of the plan the line changes that only spell the
/// move (the braces and `else` around it, the statement deleted and written again).
pub fn record_moves(plan: &mut HotPlan, texts: &Texts) {
    let (program, text) = texts.before;
    let mut seen = HashSet::new();
    for stmt in &program.stmts {
        let range = &stmt.origin.range;
        // One C statement may be several IR statements.
        if stmt.origin.form != EditForm::Statement || !seen.insert(range.start.offset) {
            continue;
        }
        let Some((if_node, _)) = program.if_just_before(stmt.id) else {
            continue;
        };
        let Some(if_line) = if_node.cond_range.as_ref().map(|r| r.start.line) else {
            continue;
        };
        let statement = text[range.start.offset..range.end.offset].trim();
        let Some((moved, patched_line)) = moved_to(plan, texts, if_line, statement) else {
            continue;
        };
        let line = range.start.line;
        plan.changed.remove(&line);
        plan.line_map.insert(line, patched_line);
        // Lines from the `if` to just past the statement: what is left of a change there
        // without braces, `else` and the statement itself is nothing.
        let spelled = |t: &str| {
            t.lines()
                .map(|l| without_braces(&l.replace(statement, "")))
                .all(|l| l.is_empty())
        };
        let around = if_line..=line + 1;
        plan.changed.retain(|l, new| {
            let old = text.lines().nth(*l as usize - 1).unwrap_or("");
            !around.contains(l) || without_braces(new) != without_braces(old)
        });
        plan.inserted_before
            .retain(|l, texts| !around.contains(l) || !texts.iter().all(|t| spelled(t)));
        plan.moved.insert(line, moved);
    }
}

/// Where the patched program has `statement`: alone in the new `else` of the `if` on
/// `if_line`, or last in its `then` where the original's `then` did not end with it; and
/// no longer right after that `if` (a copy inserted into a side moves nothing).
fn moved_to(plan: &HotPlan, texts: &Texts, if_line: u32, statement: &str) -> Option<(Moved, u32)> {
    let (program, text) = texts.after;
    let patched_if = *plan.line_map.get(&if_line)?;
    let text_of = |t: &str, r: &SourceRange| t[r.start.offset..r.end.offset].trim().to_string();
    let last = |p: &Program, t: &str, block: &Block| -> Option<(String, u32)> {
        let Some(Node::Stmt(id)) = block.0.last() else {
            return None;
        };
        let r = &p.stmt(*id)?.origin.range;
        Some((text_of(t, r), r.start.line))
    };
    let alone = |block: &Block| {
        let mut ids = Vec::new();
        block.stmt_ids(&mut ids);
        let ranges: Vec<_> = ids
            .iter()
            .filter_map(|id| program.stmt(*id))
            .map(|s| &s.origin.range)
            .collect();
        ranges.windows(2).all(|w| w[0] == w[1]) && !ranges.is_empty()
    };
    let else_side = structure::side_at(program, patched_if, false)?;
    let into_else = alone(else_side)
        .then(|| last(program, text, else_side))
        .flatten()
        .filter(|(t, _)| t == statement);
    let (into_then, line) = match into_else {
        Some((_, line)) => (false, line),
        None => {
            let then_side = structure::side_at(program, patched_if, true)?;
            let (moved, line) = last(program, text, then_side).filter(|(t, _)| t == statement)?;
            let (before, before_text) = texts.before;
            let was_last = structure::side_at(before, if_line, true)
                .and_then(|b| last(before, before_text, b))
                .is_some_and(|(t, _)| t == moved);
            if was_last {
                return None;
            }
            (true, line)
        }
    };
    let stays = program.stmts.iter().any(|s| {
        program
            .if_just_before(s.id)
            .and_then(|(n, _)| n.cond_range.as_ref())
            .is_some_and(|c| c.start.line == patched_if)
            && text_of(text, &s.origin.range) == statement
    });
    (!stays).then_some((Moved { if_line, into_then }, line))
}

/// `text` without `{`, `}`, the word `else` and blanks.
fn without_braces(text: &str) -> String {
    text.replace("else", " ")
        .chars()
        .filter(|c| !matches!(c, '{' | '}') && !c.is_whitespace())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use repaird_cfront::ParseOptions;

    fn parsed(text: &str) -> Program {
        let path = std::path::Path::new("moved.c");
        repaird_cfront::parse_source(path, text, &ParseOptions::default())
            .program
            .expect("parses")
    }

    /// The hot plan from `original` to `patched` with its moves recorded.
    fn planned(original: &str, patched: &str) -> HotPlan {
        let (before, after) = (parsed(original), parsed(patched));
        HotPlan::with_moves((&before, original), (&after, patched))
    }

    /// The move is recorded by the statement's line, and the lines that only spell it (the
    /// `} else {`, the statement deleted and written again, the new `}`) leave the plan.
    #[test]
    fn a_move_into_a_new_else_leaves_only_the_move() {
        let original = "int f(int n, int k) {\n\
                        \x20   int i = 0;\n\
                        \x20   while (i < n) {\n\
                        \x20       if (i == k) {\n\
                        \x20           n = n - 1;\n\
                        \x20       }\n\
                        \x20       i = i + 1;\n\
                        \x20   }\n\
                        \x20   return n;\n\
                        }\n";
        let patched = original.replace(
            "        }\n        i = i + 1;\n",
            "        } else {\n            i = i + 1;\n        }\n",
        );
        let diff = HotPlan::between(original, &patched);
        assert!(!diff.changed.is_empty() || !diff.inserted_before.is_empty());
        let plan = planned(original, &patched);
        let moved = Moved {
            if_line: 4,
            into_then: false,
        };
        assert_eq!(plan.moved.get(&7), Some(&moved));
        assert!(plan.changed.is_empty(), "{:?}", plan.changed);
        assert!(
            plan.inserted_before.is_empty(),
            "{:?}",
            plan.inserted_before
        );
        // The statement is on the `else`'s line in the patched text.
        assert_eq!(plan.line_map.get(&7), Some(&7));
        assert_eq!(
            moved.describe(),
            "moved into a new `else` of the `if` on line 4"
        );
    }

    /// Brought into an unbraced `then`: the condition's line only gained a brace.
    #[test]
    fn a_move_into_an_unbraced_then_keeps_the_condition_unchanged() {
        let original = "int f(int n) {\n\
                        \x20   int best = 0, at = 0;\n\
                        \x20   for (int i = 0; i < n; i++) {\n\
                        \x20       if (i * 3 % 7 > best)\n\
                        \x20           best = i * 3 % 7;\n\
                        \x20           at = i;\n\
                        \x20   }\n\
                        \x20   return at;\n\
                        }\n";
        let patched = original
            .replace("best)\n", "best) {\n")
            .replace("at = i;\n", "at = i;\n        }\n");
        let plan = planned(original, &patched);
        let moved = Moved {
            if_line: 4,
            into_then: true,
        };
        assert_eq!(plan.moved.get(&6), Some(&moved));
        assert!(plan.changed.is_empty(), "{:?}", plan.changed);
        assert!(
            plan.inserted_before.is_empty(),
            "{:?}",
            plan.inserted_before
        );
        // A statement that stays where it was is no move, nor one copied into the `then`.
        assert!(planned(original, original).moved.is_empty());
        let copied = original.replace("at = i;\n", "at = i;\n        }\n        at = i;\n");
        let copied = copied.replace("best)\n", "best) {\n");
        assert!(planned(original, &copied).moved.is_empty(), "{copied}");
    }
}
