//! The systematic single-edit pass (after AE's exhaustive one-edit search, in PAR/Prophet's
//! "smallest change first" order): every one-operator, one-variable or one-constant change and
//! every deletion of a statement on the failing path, most suspicious statement first, fewest
//! changed tokens first.
//!
//! Speed: candidates that rewrite the same text range are compiled together as one *schema*
//! (the range becomes a choice between the candidates and the original, picked at run time by
//! an environment variable), so hundreds of candidates cost one compile and, with the failing
//! tests first and the first failure stopping a run, one or two test runs each. Undefined
//! behaviour can differ between the schema and a single candidate (stack layout), so a choice
//! that passes in the schema is compiled alone and validated again before it is accepted.

use std::collections::{BTreeMap, BTreeSet};

use repaird_cfront::ir::{EditForm, Expr, Function, SourceRange, StmtKind, Type};
use repaird_cfront::rewrite::{Change, TextEdit};
use repaird_cfront::StmtId;

use super::loop_steps::loop_steps;
use super::output_literals::{literal_edits, WordRewrite};
use super::token_edits::{
    arrays_beside, every_index_moved, indexes, member_dropped, token_mutants,
};
use super::{candidate_text, stmt_mutants, stmt_point, SearchInput};
use crate::patch::token_distance;
use crate::subject::Subject;
use crate::validation::{Verdict, SCHEMA_CHOICE_VAR};

/// Candidates screened at most (all of them through schemas when they fit one).
const MAX_CANDIDATES: usize = 3000;
/// Candidates that fit no schema, validated one compile each, at most.
const MAX_SINGLE: usize = 40;
/// Schema survivors compiled alone at most (most are real repairs; a few pass only by luck).
const MAX_CONFIRM: usize = 12;
/// Schemas compiled again after dropping the candidates gcc's errors point into.
const MAX_SCHEMA_RETRIES: usize = 3;
/// gcc's tab stop for display columns (`-ftabstop`), which its diagnostics count in.
const TABSTOP: usize = 8;

/// One single-edit candidate.
#[derive(Clone)]
struct Candidate {
    edits: Vec<TextEdit>,
    text: String,
    /// How it enters a schema: the replaced range `[start, end)`, its form and the new text.
    slot: Option<Slot>,
}

#[derive(Clone)]
struct Slot {
    /// The statement whose text it replaces.
    stmt: StmtId,
    start: usize,
    end: usize,
    statement: bool,
    new_text: String,
}

/// What the sweep found and did.
pub(super) struct SweepResult {
    /// Candidates that passed every test (compiled alone), best first, with their verdicts.
    pub winners: Vec<(Vec<TextEdit>, Verdict)>,
    pub candidates: usize,
    pub in_schemas: usize,
    pub schema_passes: usize,
    /// Why the first schema did not compile.
    pub schema_error: Option<String>,
    /// Candidates left out of the schema because gcc's errors pointed into them.
    pub dropped_from_schema: usize,
}

/// Sweeps the single edits of `ranked` (statements, most suspicious first).
pub(super) fn sweep(
    input: &SearchInput,
    ranked: &[StmtId],
    rewrites: &[WordRewrite],
    max_winners: usize,
) -> SweepResult {
    let subject = &*input.subject;
    let candidates = single_edits(subject, ranked, rewrites);
    let mut result = SweepResult {
        winners: Vec::new(),
        candidates: candidates.len(),
        in_schemas: 0,
        schema_passes: 0,
        schema_error: None,
        dropped_from_schema: 0,
    };
    let stop = || input.should_stop();

    // Schema: every candidate with a slot whose range overlaps no other group's. When gcc
    // rejects it, the candidates its errors point into are dropped and the rest compiled
    // again: one ill-typed edit must not cost every other edit its screening.
    let mut dropped: BTreeSet<usize> = BTreeSet::new();
    let mut passing: Vec<usize> = Vec::new();
    let mut single: Vec<usize> = Vec::new();
    for attempt in 0..=MAX_SCHEMA_RETRIES {
        let built = schema(subject, &candidates, &dropped);
        result.in_schemas = built.choices.len();
        single = (0..candidates.len())
            .filter(|i| !built.choices.contains(i) && !dropped.contains(i))
            .collect();
        if built.choices.is_empty() {
            break;
        }
        let ids: Vec<u32> = built.choices.iter().map(|&i| i as u32 + 1).collect();
        match input.pool.screen_schema(&built.text, &ids, &stop) {
            Ok(outcomes) => {
                passing.extend(
                    built
                        .choices
                        .iter()
                        .zip(outcomes)
                        .filter(|(_, ok)| *ok == Some(true))
                        .map(|(&i, _)| i),
                );
                break;
            }
            Err(error) => {
                let declared = |i: usize, name: &str| declared_at(subject, &candidates[i], name);
                let blamed = built.blamed(&error, &subject.file_name(), &declared);
                result.dropped_from_schema += blamed.len();
                if result.schema_error.is_none() {
                    result.schema_error = Some(error);
                }
                // gcc named nothing inside a candidate (an initializer that must be constant, a
                // construct the wrapping breaks): every candidate is validated alone.
                if blamed.is_empty() || attempt == MAX_SCHEMA_RETRIES || stop() {
                    result.in_schemas = 0;
                    single = (0..candidates.len())
                        .filter(|i| !dropped.contains(i))
                        .collect();
                    break;
                }
                dropped.extend(blamed);
            }
        }
    }
    result.schema_passes = passing.len();
    passing.sort_unstable();
    for (n, &i) in passing.iter().take(MAX_CONFIRM).enumerate() {
        // The first edit the schema passed is confirmed even when the screening spent the
        // budget: one build and run more beats dropping what was found (unless cancelled).
        let out_of_time = if n == 0 {
            input.cancel.is_cancelled()
        } else {
            stop()
        };
        if result.winners.len() >= max_winners || out_of_time {
            break;
        }
        let verdict = input.pool.validate_quick(&candidates[i].text);
        if verdict.all_passed() {
            result.winners.push((candidates[i].edits.clone(), verdict));
        }
    }
    if result.winners.is_empty() && !stop() {
        single.truncate(MAX_SINGLE);
        let texts: Vec<String> = single.iter().map(|&i| candidates[i].text.clone()).collect();
        let verdicts = input.pool.validate_many(&texts, true, &stop);
        for (&i, verdict) in single.iter().zip(verdicts) {
            if let Some(verdict) = verdict.filter(Verdict::all_passed) {
                if result.winners.len() < max_winners {
                    result.winners.push((candidates[i].edits.clone(), verdict));
                }
            }
        }
    }
    result
}

/// Every single edit of the ranked statements, in order: statement rank, then fewest changed
/// tokens; duplicates (by patched text) dropped.
fn single_edits(subject: &Subject, ranked: &[StmtId], rewrites: &[WordRewrite]) -> Vec<Candidate> {
    let literals = subject.literals();
    let mut out: Vec<(usize, usize, Candidate)> = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for (rank, &id) in ranked.iter().enumerate() {
        let Some(stmt) = subject.program.stmt(id) else {
            continue;
        };
        let Some(function) = subject.program.function(&stmt.function) else {
            continue;
        };
        let mut changes: Vec<Change> = stmt_mutants(stmt, function, &subject.program, &literals)
            .into_iter()
            .map(|kind| Change::ReplaceStmt { id, kind })
            .collect();
        // A statement defining a temporary (`t0 = gcd(a, b)` of `printf("%d", gcd(a, b))`)
        // is part of the C statement that uses it: deleted alone, the print names `t0`.
        let defines_temp = stmt.kind.defined_var().is_some_and(|v| function.is_temp(v));
        if stmt.origin.form == EditForm::Statement && !defines_temp {
            changes.push(Change::Delete { id });
            changes.extend(
                reversed_copy(&stmt.kind, function).map(|kind| Change::ReplaceStmt { id, kind }),
            );
        }
        for change in changes {
            add_candidate(subject, &change, id, rank, &mut seen, &mut out);
        }
        // A statement moved into the `if` just before it or a new `else` of it, or out of
        // the `if` whose `then` it ends (a misplaced brace, a missing `else`). No schema
        // takes them (an `else` or a `}` is no single statement), so they come after every
        // other edit, in the order of their statements: they must not crowd out the
        // one-compile candidates that came before them.
        let moves_rank = 3 * ranked.len() + rank;
        let mut moves: Vec<Vec<Change>> = Vec::new();
        if stmt.origin.form == EditForm::Statement && !defines_temp {
            if let Some((_, test)) = subject.program.if_just_before(id) {
                let test = Expr::var(test);
                for guard in [test.clone(), Expr::negate(test)] {
                    let guard = Expr::and(stmt.guard.clone(), guard);
                    moves.push(vec![Change::ReplaceGuard { id, guard }]);
                }
            }
        }
        moves.extend(moved_below_its_if(subject, function, id));
        for changes in moves {
            let Some((edits, text)) = candidate_text(subject, &changes) else {
                continue;
            };
            if seen.insert(crate::patch::normalize(&text)) {
                let slot = None;
                out.push((moves_rank, changes.len(), Candidate { edits, text, slot }));
            }
        }
    }
    // A step its loop lost, inserted at the end of the body, ranked as the loop's most
    // suspicious statement (loops off the failing path are not tried).
    let rank_of: std::collections::HashMap<StmtId, usize> = ranked
        .iter()
        .enumerate()
        .map(|(rank, id)| (*id, rank))
        .collect();
    for step in loop_steps(&subject.program) {
        let Some(&rank) = step
            .loop_stmts
            .iter()
            .filter_map(|id| rank_of.get(id))
            .min()
        else {
            continue;
        };
        add_candidate(
            subject,
            &step.change,
            step.anchor,
            rank,
            &mut seen,
            &mut out,
        );
    }
    // String literals respelled as the failing tests' expected output spells them: each
    // alone, and (a program with several wrong messages) every statement's first together.
    let literal = literal_edits(subject, ranked, rewrites);
    let mut together: Vec<TextEdit> = Vec::new();
    for (_, edit) in &literal {
        if !together.iter().any(|e| e.range == edit.range) {
            together.push(edit.clone());
        }
    }
    if together.len() > 1 {
        together.sort_by_key(|e| e.range.start.offset);
        let text = repaird_cfront::rewrite::apply(&subject.text, &together);
        if seen.insert(crate::patch::normalize(&text)) {
            out.push((
                2 * ranked.len(),
                together.len(),
                Candidate {
                    edits: together,
                    text,
                    slot: None,
                },
            ));
        }
    }
    for (rank, edit) in literal {
        let id = ranked[rank];
        add_replacement(
            subject,
            id,
            rank,
            &edit.range,
            edit.new_text,
            &mut seen,
            &mut out,
        );
    }
    // `scanf("%s", ...)` stops at the first blank; reading the whole line is the usual fix.
    // (The IR keeps a `scanf` into an array as unmodeled text, so this edit is textual.)
    for (rank, &id) in ranked.iter().enumerate() {
        let Some(stmt) = subject.program.stmt(id) else {
            continue;
        };
        let range = &stmt.origin.range;
        let old = subject.slice(range);
        if stmt.origin.form != EditForm::Statement
            || !old.contains("scanf")
            || !old.contains("\"%s")
        {
            continue;
        }
        let new_text = old.replacen("\"%s", "\"%[^\\n]", 1);
        add_replacement(subject, id, rank, range, new_text, &mut seen, &mut out);
    }
    token_candidates(subject, ranked, &mut seen, &mut out);
    null_test_slips(subject, ranked, &mut seen, &mut out);
    // Two comparisons of one condition moved across their boundary (`<` and `<=`, `>` and
    // `>=`) together: the same slip made twice, after every single edit.
    for (group_rank, pair) in boundary_pairs(subject, ranked).into_iter().enumerate() {
        let Some((edits, text)) = candidate_text(subject, &pair) else {
            continue;
        };
        if !seen.insert(crate::patch::normalize(&text)) {
            continue;
        }
        let id = match &pair[0] {
            Change::ReplaceStmt { id, .. } => *id,
            _ => continue,
        };
        let slot = slot_of(subject, id, &edits);
        out.push((
            ranked.len() + group_rank,
            0,
            Candidate { edits, text, slot },
        ));
    }
    out.sort_by_key(|(rank, size, _)| (*rank, *size));
    out.truncate(MAX_CANDIDATES);
    out.into_iter().map(|(_, _, c)| c).collect()
}

/// The last statement of an `if`'s `then` moved below the `if` (a misplaced `}`: `cur =
/// cur->next;` that must run whatever the test said): deleted there and inserted after the
/// `if`. Only a C statement that is one IR statement: the inserted copy is printed from the
/// IR (`n++;` comes back as `n = n + 1;`), and a temporary would need its user.
fn moved_below_its_if(subject: &Subject, function: &Function, id: StmtId) -> Option<Vec<Change>> {
    let stmt = subject.program.stmt(id)?;
    let alone = subject
        .program
        .stmts
        .iter()
        .filter(|s| s.origin.range == stmt.origin.range)
        .count()
        == 1;
    if !alone
        || stmt.origin.form != EditForm::Statement
        || stmt.kind.defined_var().is_some_and(|v| function.is_temp(v))
    {
        return None;
    }
    let if_node = function.body.if_ending_with(id)?;
    let repaird_cfront::ir::Node::Stmt(condition) = if_node.cond.0.first()? else {
        return None;
    };
    Some(vec![
        Change::Delete { id },
        Change::InsertAfter {
            anchor: *condition,
            stmts: vec![repaird_cfront::rewrite::NewStmt {
                guard: None,
                kind: stmt.kind.clone(),
            }],
        },
    ])
}

/// A member read before a null test in a condition dropped (`p->next != NULL` for
/// `p != NULL`): the IR's mutations reach the comparison, not the read feeding it.
fn null_test_slips(
    subject: &Subject,
    ranked: &[StmtId],
    seen: &mut BTreeSet<String>,
    out: &mut Vec<(usize, usize, Candidate)>,
) {
    let mut conditions = BTreeSet::new();
    for (rank, &id) in ranked.iter().enumerate() {
        let Some(stmt) = subject.program.stmt(id) else {
            continue;
        };
        let range = &stmt.origin.edit;
        if !matches!(stmt.origin.form, EditForm::Value { .. })
            || !conditions.insert(range.start.offset)
        {
            continue;
        }
        for new_text in member_dropped(subject.slice(range)) {
            add_replacement(subject, id, rank, range, new_text, seen, out);
        }
    }
}

/// A running maximum or minimum started from a constant (`int max = 0;`, wrong for an array
/// of negative numbers) where an unmodeled statement of its function (`edited`: function,
/// range, rank, text) compares it with an array's elements: started from the first element.
fn first_element_starts(
    subject: &Subject,
    ranked: &[StmtId],
    edited: &[(&str, &SourceRange, usize, &str)],
    seen: &mut BTreeSet<String>,
    out: &mut Vec<(usize, usize, Candidate)>,
) {
    for (rank, &id) in ranked.iter().enumerate() {
        let Some(stmt) = subject.program.stmt(id) else {
            continue;
        };
        let StmtKind::Assign {
            lhs,
            rhs: Expr::Int(_),
        } = &stmt.kind
        else {
            continue;
        };
        // Only where the edited text is the constant itself (an initializer).
        let range = &stmt.origin.edit;
        if subject.slice(range).trim().parse::<i64>().is_err() {
            continue;
        }
        let mut arrays: Vec<&str> = Vec::new();
        for (_, _, _, text) in edited.iter().filter(|(f, ..)| *f == stmt.function) {
            for array in arrays_beside(text, lhs) {
                if !arrays.contains(&array) {
                    arrays.push(array);
                }
            }
        }
        for array in arrays {
            add_replacement(subject, id, rank, range, format!("{array}[0]"), seen, out);
        }
    }
}

/// A copy between two variables of one type made the wrong way round (`b = a;` where the
/// swap of `gcd` needs `a = b;`): each of its two single edits alone changes something else.
fn reversed_copy(kind: &StmtKind, function: &Function) -> Option<StmtKind> {
    let StmtKind::Assign {
        lhs,
        rhs: Expr::Var(source),
    } = kind
    else {
        return None;
    };
    let real = |v: &str| !function.is_temp(v) && function.var_type(v).is_some();
    (real(lhs) && real(source) && function.var_type(lhs) == function.var_type(source)).then(|| {
        StmtKind::Assign {
            lhs: source.clone(),
            rhs: Expr::Var(lhs.clone()),
        }
    })
}

/// Token edits of the ranked statements the IR does not model, each alone, and an index
/// moved by one in every such statement of a function that indexes alike (the same slip
/// made twice: `s[i] = s[n - i]; s[n - i] = t;`); and, from what those statements compare,
/// a running maximum started from an array's first element ([`first_element_starts`]).
fn token_candidates(
    subject: &Subject,
    ranked: &[StmtId],
    seen: &mut BTreeSet<String>,
    out: &mut Vec<(usize, usize, Candidate)>,
) {
    // (function, edit range, rank, its text), one per edited text.
    let mut edited: Vec<(&str, &SourceRange, usize, &str)> = Vec::new();
    for (rank, &id) in ranked.iter().enumerate() {
        let Some(stmt) = subject.program.stmt(id) else {
            continue;
        };
        let range = &stmt.origin.edit;
        let old = subject.slice(range);
        let declaration =
            stmt.origin.form == EditForm::Statement && crate::subject::looks_like_declaration(old);
        if !stmt.kind.is_concrete()
            || stmt.origin.form == EditForm::Clause
            || declaration
            || edited.iter().any(|(_, r, _, _)| *r == range)
        {
            continue;
        }
        let Some(function) = subject.program.function(&stmt.function) else {
            continue;
        };
        edited.push((&stmt.function, range, rank, old));
        let at = stmt_point(stmt);
        let swappable: Vec<Vec<String>> = [Type::Int, Type::Char]
            .iter()
            .map(|ty| {
                function
                    .visible_of_type(ty, at)
                    .map(|v| v.name.clone())
                    .collect()
            })
            .collect();
        for new_text in token_mutants(old, &swappable) {
            add_replacement(subject, id, rank, range, new_text, seen, out);
        }
    }
    first_element_starts(subject, ranked, &edited, seen, out);
    // Each statement's indexes, read once; an index two statements of a function write.
    let written: Vec<(&str, Vec<String>)> = edited
        .iter()
        .map(|(function, _, _, old)| (*function, indexes(old)))
        .collect();
    let mut shared: Vec<(&str, String)> = Vec::new();
    for (function, own) in &written {
        for index in own {
            let written_in = written
                .iter()
                .filter(|(f, theirs)| f == function && theirs.contains(index))
                .count();
            if written_in > 1 && !shared.contains(&(function, index.clone())) {
                shared.push((function, index.clone()));
            }
        }
    }
    for (function, index) in shared {
        for step in [" - 1", " + 1"] {
            let mut rank = usize::MAX;
            let mut edits: Vec<TextEdit> = Vec::new();
            for (f, range, r, old) in &edited {
                if *f != function {
                    continue;
                }
                if let Some(new_text) = every_index_moved(old, &index, step) {
                    rank = rank.min(*r);
                    edits.push(TextEdit {
                        range: (*range).clone(),
                        new_text,
                    });
                }
            }
            edits.sort_by_key(|e| e.range.start.offset);
            let text = repaird_cfront::rewrite::apply(&subject.text, &edits);
            if seen.insert(crate::patch::normalize(&text)) {
                out.push((
                    rank,
                    edits.len(),
                    Candidate {
                        edits,
                        text,
                        slot: None,
                    },
                ));
            }
        }
    }
}

/// A candidate replacing `range` (of statement `id`) with `new_text`, unless a candidate
/// made the same program before.
fn add_replacement(
    subject: &Subject,
    id: StmtId,
    rank: usize,
    range: &SourceRange,
    new_text: String,
    seen: &mut BTreeSet<String>,
    out: &mut Vec<(usize, usize, Candidate)>,
) {
    let edits = vec![TextEdit {
        range: range.clone(),
        new_text,
    }];
    let text = repaird_cfront::rewrite::apply(&subject.text, &edits);
    if seen.insert(crate::patch::normalize(&text)) {
        let slot = slot_of(subject, id, &edits);
        out.push((rank, 1, Candidate { edits, text, slot }));
    }
}

/// The candidate `change` makes, ranked `rank`, its schema slot at statement `id`, unless a
/// candidate with the same text came before.
fn add_candidate(
    subject: &Subject,
    change: &Change,
    id: StmtId,
    rank: usize,
    seen: &mut BTreeSet<String>,
    out: &mut Vec<(usize, usize, Candidate)>,
) {
    let Some((edits, text)) = candidate_text(subject, std::slice::from_ref(change)) else {
        return;
    };
    if !seen.insert(crate::patch::normalize(&text)) {
        return;
    }
    let size: usize = edits
        .iter()
        .map(|e| token_distance(subject.slice(&e.range), &e.new_text))
        .sum();
    let slot = slot_of(subject, id, &edits);
    out.push((rank, size, Candidate { edits, text, slot }));
}

/// Pairs of boundary flips of two comparisons computed for the same condition, conditions in
/// the order of their most suspicious comparison.
fn boundary_pairs(subject: &Subject, ranked: &[StmtId]) -> Vec<Vec<Change>> {
    use repaird_cfront::ir::{BinOp, Expr, StmtKind};
    let flip = |op: BinOp| match op {
        BinOp::Lt => Some(BinOp::Le),
        BinOp::Le => Some(BinOp::Lt),
        BinOp::Gt => Some(BinOp::Ge),
        BinOp::Ge => Some(BinOp::Gt),
        _ => None,
    };
    let mut groups: Vec<((usize, usize), Vec<Change>)> = Vec::new();
    for &id in ranked {
        let Some(stmt) = subject.program.stmt(id) else {
            continue;
        };
        let StmtKind::BoolAssign {
            lhs,
            rhs: Expr::Binary(op, a, b),
        } = &stmt.kind
        else {
            continue;
        };
        if !matches!(stmt.origin.form, EditForm::Value { .. }) {
            continue;
        }
        let Some(flipped) = flip(*op) else { continue };
        let change = Change::ReplaceStmt {
            id,
            kind: StmtKind::BoolAssign {
                lhs: lhs.clone(),
                rhs: Expr::Binary(flipped, a.clone(), b.clone()),
            },
        };
        let key = (stmt.origin.edit.start.offset, stmt.origin.edit.end.offset);
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, changes)) => changes.push(change),
            None => groups.push((key, vec![change])),
        }
    }
    let mut pairs = Vec::new();
    for (_, changes) in groups {
        for (i, first) in changes.iter().enumerate() {
            for second in &changes[i + 1..] {
                pairs.push(vec![first.clone(), second.clone()]);
            }
        }
    }
    pairs
}

/// How a one-edit candidate of statement `id` enters a schema: its edit must cover the
/// statement's own text (plus whitespace at most), in statement or value form.
fn slot_of(subject: &Subject, id: StmtId, edits: &[TextEdit]) -> Option<Slot> {
    let [edit] = edits else { return None };
    let stmt = subject.program.stmt(id)?;
    let own = &stmt.origin.edit;
    let (start, end) = (edit.range.start.offset, edit.range.end.offset);
    if start > own.start.offset || end < own.end.offset {
        return None;
    }
    let outside = format!(
        "{}{}",
        subject.text.get(start..own.start.offset)?,
        subject.text.get(own.end.offset..end)?
    );
    if !outside.trim().is_empty() {
        return None;
    }
    let statement = match stmt.origin.form {
        EditForm::Statement => {
            let text = subject.slice(own);
            // A declaration wrapped in braces would leave its scope.
            if crate::subject::looks_like_declaration(text) {
                return None;
            }
            true
        }
        EditForm::Value { .. } => false,
        EditForm::Clause => return None,
    };
    Some(Slot {
        stmt: id,
        start: own.start.offset,
        end: own.end.offset,
        statement,
        new_text: edit.new_text.trim().to_string(),
    })
}

/// A schema program: its text, the candidates in it (index = choice - 1), and where each
/// candidate's alternative and each group of them sit in the text.
struct Schema {
    text: String,
    choices: Vec<usize>,
    /// Offset of the first line of the subject's own text (after the `#line` directive).
    body: usize,
    /// `(start, end, candidate)`: the text of one alternative, its wrapping included.
    alternatives: Vec<(usize, usize, usize)>,
    /// `(start, end, members)`: the text one group of alternatives replaced the original with.
    groups: Vec<(usize, usize, Vec<usize>)>,
}

impl Schema {
    /// The candidates gcc's errors point into (`FILE:LINE:COLUMN: error:`): the alternative
    /// holding the position, or every member of a group when it falls on the group's shared
    /// text. Empty when an error lies outside every group. `declared(candidate, name)` says
    /// whether `name` is declared where a candidate stands.
    fn blamed(
        &self,
        message: &str,
        file: &str,
        declared: &dyn Fn(usize, &str) -> bool,
    ) -> BTreeSet<usize> {
        let mut out = BTreeSet::new();
        for line in message.lines().filter(|l| l.contains(": error:")) {
            let Some((line_no, column)) = error_position(line, file) else {
                continue;
            };
            let Some(offset) = self.offset_of(line_no, column) else {
                return BTreeSet::new();
            };
            if let Some(&(_, _, i)) = self
                .alternatives
                .iter()
                .find(|(s, e, _)| (*s..*e).contains(&offset))
            {
                out.insert(i);
                // gcc names an undeclared identifier once per function: every alternative
                // using it where it is not declared goes at once, but not those using it in
                // its scope (a loop body's `mid`), which are fine.
                if let Some(name) = undeclared_name(line) {
                    out.extend(
                        self.alternatives
                            .iter()
                            .filter(|(s, e, i)| {
                                mentions(&self.text[*s..*e], name) && !declared(*i, name)
                            })
                            .map(|(_, _, i)| *i),
                    );
                }
            } else if let Some((_, _, members)) = self
                .groups
                .iter()
                .find(|(s, e, _)| (*s..*e).contains(&offset))
            {
                out.extend(members.iter().copied());
            } else {
                return BTreeSet::new();
            }
        }
        out
    }

    /// The byte offset of a 1-based line (counted from the `#line 1` directive) and display
    /// column (tabs to the next multiple of [`TABSTOP`]).
    fn offset_of(&self, line: usize, column: usize) -> Option<usize> {
        let body = self.text.get(self.body..)?;
        let start = self.body
            + body
                .split_inclusive('\n')
                .take(line.checked_sub(1)?)
                .map(str::len)
                .sum::<usize>();
        let text = self.text.get(start..)?;
        let mut shown = 1;
        for (i, c) in text.char_indices() {
            if c == '\n' {
                break;
            }
            let width = if c == '\t' {
                TABSTOP - (shown - 1) % TABSTOP
            } else {
                1
            };
            if column < shown + width {
                return Some(start + i);
            }
            shown += width;
        }
        None
    }
}

/// Whether the IR has `name` declared where `candidate`'s schema slot stands (a variable
/// of the slot's function in scope at its statement).
fn declared_at(subject: &Subject, candidate: &Candidate, name: &str) -> bool {
    let Some(stmt) = candidate
        .slot
        .as_ref()
        .and_then(|s| subject.program.stmt(s.stmt))
    else {
        return false;
    };
    subject
        .program
        .function(&stmt.function)
        .is_some_and(|f| f.var_type(name).is_some() && f.visible(name, stmt_point(stmt)))
}

/// `NAME` of gcc's "'NAME' undeclared" (typographic or plain quotes).
fn undeclared_name(line: &str) -> Option<&str> {
    let end = line
        .find("’ undeclared")
        .or_else(|| line.find("' undeclared"))?;
    let start = line[..end].rfind(['‘', '\''])?;
    let quote = line[start..].chars().next()?.len_utf8();
    Some(&line[start + quote..end])
}

/// Whether `text` uses the identifier `name` (not as part of a longer one).
fn mentions(text: &str, name: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    text.match_indices(name).any(|(at, _)| {
        !text[..at].chars().next_back().is_some_and(ident)
            && !text[at + name.len()..].chars().next().is_some_and(ident)
    })
}

/// The line and column of one gcc diagnostic line about `file`.
fn error_position(line: &str, file: &str) -> Option<(usize, usize)> {
    let at = line.find(&format!("{file}:"))? + file.len() + 1;
    let mut parts = line[at..].splitn(3, ':');
    let line_no = parts.next()?.trim().parse().ok()?;
    let column = parts.next()?.trim().parse().ok()?;
    Some((line_no, column))
}

/// The schema of every candidate with a slot but those in `dropped`. Groups of candidates
/// share one range; a group overlapping an earlier one is left out.
fn schema(subject: &Subject, candidates: &[Candidate], dropped: &BTreeSet<usize>) -> Schema {
    let mut groups: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    for (i, c) in candidates.iter().enumerate() {
        if dropped.contains(&i) {
            continue;
        }
        if let Some(slot) = &c.slot {
            groups.entry((slot.start, slot.end)).or_default().push(i);
        }
    }
    let mut kept: Vec<((usize, usize), Vec<usize>)> = Vec::new();
    for (range, members) in groups {
        if kept.last().is_some_and(|(last, _)| range.0 < last.1) {
            continue;
        }
        kept.push((range, members));
    }
    let choice = "__repaird_choice()";
    let mut text = format!(
        "extern char *getenv(const char *);\n\
         extern int atoi(const char *);\n\
         static int __repaird_choice(void) {{\n\
         \x20 static int chosen = -1;\n\
         \x20 if (chosen < 0) {{ const char *s = getenv(\"{SCHEMA_CHOICE_VAR}\"); chosen = s ? atoi(s) : 0; }}\n\
         \x20 return chosen;\n\
         }}\n\
         #line 1 \"{}\"\n",
        subject
            .file_name()
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    );
    let body = text.len();
    let mut pos = 0;
    let mut choices = Vec::new();
    let mut alternatives = Vec::new();
    let mut spans = Vec::new();
    for ((start, end), members) in &kept {
        text.push_str(&subject.text[pos..*start]);
        let group_start = text.len();
        let original = &subject.text[*start..*end];
        let statement = members
            .first()
            .and_then(|&i| candidates[i].slot.as_ref())
            .is_some_and(|s| s.statement);
        text.push_str(if statement { "{ " } else { "(" });
        for &i in members {
            let slot = candidates[i].slot.as_ref().expect("grouped by slot");
            let id = i + 1;
            let alternative_start = text.len();
            if statement {
                text.push_str(&format!(
                    "if ({choice} == {id}) {{ {} }} else ",
                    slot.new_text
                ));
            } else {
                text.push_str(&format!("{choice} == {id} ? ({}) : ", slot.new_text));
            }
            alternatives.push((alternative_start, text.len(), i));
            choices.push(i);
        }
        if statement {
            text.push_str(&format!("{{ {original} }} }}"));
        } else {
            text.push_str(&format!("({original}))"));
        }
        spans.push((group_start, text.len(), members.clone()));
        pos = *end;
    }
    text.push_str(&subject.text[pos..]);
    Schema {
        text,
        choices,
        body,
        alternatives,
        groups: spans,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subject(fixture: &str) -> Subject {
        let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(fixture)
            .join("buggy.c");
        Subject::load(&source).expect("fixture parses")
    }

    /// Every statement's single edits enter the schema, each behind its own choice, and the
    /// schema keeps the original text as the default.
    #[test]
    fn single_edits_share_one_schema() {
        let subject = subject("wrong_operator");
        let ranked: Vec<StmtId> = subject.program.stmts.iter().map(|s| s.id).collect();
        let candidates = single_edits(&subject, &ranked, &[]);
        let fix = candidates
            .iter()
            .position(|c| c.text.contains("area = w * h;"))
            .expect("the operator fix is a single edit");
        assert!(candidates[fix].slot.is_some());
        let built = schema(&subject, &candidates, &BTreeSet::new());
        let (schema_text, choices) = (built.text, built.choices);
        assert!(choices.contains(&fix));
        assert!(schema_text.contains(&format!(
            "if (__repaird_choice() == {}) {{ area = w * h; }}",
            fix + 1
        )));
        assert!(schema_text.contains("{ area = w + h; }"));
        assert!(schema_text.contains("#line 1 \"buggy.c\""));
    }

    /// `printf("%d\n", gcd(a, b));` lowers to a call into a temporary and a print of it: no
    /// edit deletes the call alone and leaves the print naming the temporary.
    #[test]
    fn no_edit_leaves_a_temporary_named_in_the_text() {
        let dir = tempfile::tempdir().expect("scratch");
        let path = dir.path().join("gcd.c");
        std::fs::write(
            &path,
            "#include <stdio.h>\n\nint gcd(int a, int b) {\n    while (b != 0) {\n        int t = a % b;\n        b = a;\n        b = t;\n    }\n    return a;\n}\n\nint main(void) {\n    int a, b;\n    scanf(\"%d %d\", &a, &b);\n    printf(\"%d\\n\", gcd(a, b));\n    return 0;\n}\n",
        )
        .expect("written");
        let subject = Subject::load(&path).expect("parses");
        let ranked: Vec<StmtId> = subject.program.stmts.iter().map(|s| s.id).collect();
        let temps: Vec<&str> = subject
            .program
            .functions
            .iter()
            .flat_map(|f| f.temps.iter().map(|v| v.name.as_str()))
            .collect();
        assert!(
            !temps.is_empty(),
            "the call in the print lowers to a temporary"
        );
        let candidates = single_edits(&subject, &ranked, &[]);
        assert!(!candidates.is_empty());
        for c in &candidates {
            for e in &c.edits {
                for t in &temps {
                    assert!(!mentions(&e.new_text, t), "{t} named by {:?}", e.new_text);
                }
            }
        }
    }

    /// IntroClass grade, student af81ff…, version 001: `per = (a+b+c+d)/4;` over doubles.
    const GRADE_DOUBLES: &str = "/work/shared/bench-data/introclass/grade/af81ffd4bc47e4f84cbf87051d82d15af14833eaba6c57ae82fc503a67eb939f3e6552182124605c38a77a6774f41fac2cc95082320ba5e29d303277c098c4ae/001/grade.c";

    /// No `%` edit of a float expression is generated; one slipped into a schema is blamed by
    /// gcc's error position alone, and the schema without it compiles.
    #[test]
    fn ill_typed_edits_are_not_generated_and_a_rejected_one_is_dropped() {
        let path = std::path::Path::new(GRADE_DOUBLES);
        let subject = Subject::load(path).expect("parses");
        let ranked: Vec<StmtId> = subject.program.stmts.iter().map(|s| s.id).collect();
        let mut candidates = single_edits(&subject, &ranked, &[]);
        let average = candidates
            .iter()
            .position(|c| {
                c.slot
                    .as_ref()
                    .is_some_and(|s| s.new_text.starts_with("per = ") && s.new_text.contains('*'))
            })
            .expect("an operator edit of the average");
        assert!(
            candidates
                .iter()
                .filter_map(|c| c.slot.as_ref())
                .all(|s| !s.new_text.contains(" % ")),
            "a remainder of doubles was generated"
        );
        let mut bad = Candidate {
            edits: candidates[average].edits.clone(),
            text: String::new(),
            slot: candidates[average].slot.clone(),
        };
        let slot = bad.slot.as_mut().expect("slot");
        slot.new_text = slot.new_text.replace('*', "%");
        candidates.push(bad);
        let bad = candidates.len() - 1;
        let options = repaird_runner::BuildOptions::new(Default::default());
        let built = schema(&subject, &candidates, &BTreeSet::new());
        assert!(built.choices.contains(&bad));
        let error =
            repaird_runner::Build::compile_text(&built.text, &subject.file_name(), &options)
                .expect_err("gcc rejects `%` of doubles")
                .to_string();
        assert_eq!(
            built.blamed(&error, &subject.file_name(), &|_, _| true),
            BTreeSet::from([bad]),
            "{error}"
        );
        let again = schema(&subject, &candidates, &BTreeSet::from([bad]));
        assert_eq!(again.choices.len(), built.choices.len() - 1);
        repaird_runner::Build::compile_text(&again.text, &subject.file_name(), &options)
            .expect("the schema without the blamed edit compiles");
    }

    const DIGITS_LATE_DECLARATION: &str = "/work/shared/bench-data/introclass/digits/dc11fbc9421c547961bfefcdc4044715a7131ceb484b10c8391745399298fcce81022dbb780a9efcac004486b7d989ef4bf0dfb5a4db7c599a8f9aa3393570ae/000/digits.c";

    /// gcc counts columns on screen: a tab reaches the next multiple of 8.
    #[test]
    fn display_columns_map_to_byte_offsets() {
        let schema = Schema {
            text: "prelude\n#line 1\nab\n\tx = y;\n".into(),
            choices: Vec::new(),
            body: "prelude\n#line 1\n".len(),
            alternatives: Vec::new(),
            groups: Vec::new(),
        };
        let at = |line, column| {
            schema
                .offset_of(line, column)
                .map(|o| &schema.text[o..o + 1])
        };
        assert_eq!(at(1, 2), Some("b"));
        assert_eq!(at(2, 1), Some("\t"));
        assert_eq!(at(2, 8), Some("\t"));
        assert_eq!(at(2, 9), Some("x"));
        assert_eq!(at(2, 13), Some("y"));
        assert_eq!(at(2, 40), None);
        assert_eq!(
            error_position("grade.c:16:121: error: invalid operands", "grade.c"),
            Some((16, 121))
        );
        assert_eq!(
            undeclared_name("d.c:21:310: error: ‘i’ undeclared (first use in this function)"),
            Some("i")
        );
        assert_eq!(
            undeclared_name("d.c:2:3: error: 'size' undeclared here"),
            Some("size")
        );
        assert!(mentions("x = i + 1", "i") && !mentions("x = in + 1", "i"));
    }

    /// IntroClass digits, student dc11fb…, version 000 declares `i` on line 23. No single
    /// edit swaps `i` in above that line; one that does anyway (two of them here) leaves the
    /// schema with every other edit using `i` above its declaration after one compile, though
    /// gcc names the undeclared `i` only once, while an edit using `i` in its scope stays.
    #[test]
    fn an_undeclared_variable_takes_the_edits_using_it_outside_its_scope_out_at_once() {
        let path = std::path::Path::new(DIGITS_LATE_DECLARATION);
        let subject = Subject::load(path).expect("parses");
        let ranked: Vec<StmtId> = subject.program.stmts.iter().map(|s| s.id).collect();
        let mut candidates = single_edits(&subject, &ranked, &[]);
        // The program calls `pow`: linked with libm, as the IntroClass suites build it.
        let options = repaird_runner::BuildOptions::new(repaird_runner::spec::BuildSpec {
            flags: vec!["-lm".into()],
            ..Default::default()
        });
        let file = subject.file_name();
        let built = schema(&subject, &candidates, &BTreeSet::new());
        repaird_runner::Build::compile_text(&built.text, &file, &options)
            .expect("no edit names `i` above its declaration");
        // `size++` (line 18) and `negative = 1` (line 21) with `i` swapped in by hand, and
        // `n -= remainder` (line 28) given `i` in its scope.
        let respelled = |old: &str, new: &str| {
            let at = candidates
                .iter()
                .position(|c| {
                    c.slot
                        .as_ref()
                        .is_some_and(|s| subject.text[s.start..s.end].starts_with(old))
                })
                .unwrap_or_else(|| panic!("an edit of `{old}`"));
            let mut c = candidates[at].clone();
            c.slot.as_mut().expect("slot").new_text = new.to_string();
            c
        };
        let above = [
            respelled("size++", "size = i + 1;"),
            respelled("negative = 1", "negative = i;"),
        ];
        let within = respelled("n -= remainder", "n -= i;");
        candidates.extend(above);
        candidates.push(within);
        let last = candidates.len() - 1;
        let built = schema(&subject, &candidates, &BTreeSet::new());
        for i in last - 2..=last {
            assert!(built.choices.contains(&i), "candidate {i} is in the schema");
        }
        let error = repaird_runner::Build::compile_text(&built.text, &file, &options)
            .expect_err("an edit uses `i` before its declaration")
            .to_string();
        let declared = |i: usize, name: &str| declared_at(&subject, &candidates[i], name);
        let blamed = built.blamed(&error, &file, &declared);
        assert_eq!(blamed, BTreeSet::from([last - 2, last - 1]), "{error}");
        let again = schema(&subject, &candidates, &blamed);
        assert!(again.choices.contains(&last));
        repaird_runner::Build::compile_text(&again.text, &file, &options)
            .expect("one round of dropping is enough");
    }
}
