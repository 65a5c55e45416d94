//! Execution hijacking: the forcing that makes the interpreter follow a path up to a branch
//! evaluation and take that branch's other side.
//!
//! Forcing `Point::Branch` redirects the walk, but the statements of the forced side carry
//! guards over the condition's natural value (the IR's full guards), so their guards are forced
//! too. That is sound for every statement of the side: the walker reaches it only inside that
//! side, where its enclosing conditions hold structurally; short-circuit statements inside
//! conditions then compute operands C would skip, which are pure and do not change the result.

use crate::interp::{branch_key, Point};
use repaird_cfront::ir::{Block, Node, Program, StmtId};
use std::collections::HashMap;

/// Evaluations per statement whose guard is forced (a forced side inside a loop may be
/// entered again; later entries are natural ones, where the guard holds anyway).
const GUARD_OCCURRENCES: u32 = 256;

pub(super) type Forcing = HashMap<(Point, u32), bool>;

/// `parent` plus: at evaluation `occurrence` of branch `key`, take `direction`.
pub(super) fn flip(
    program: &Program,
    parent: &Forcing,
    key: StmtId,
    occurrence: u32,
    direction: bool,
) -> Forcing {
    let mut force = parent.clone();
    force.insert((Point::Branch(key), occurrence), direction);
    let mut side = Vec::new();
    for f in &program.functions {
        if let Some(ids) = find_side(&f.body, key, direction) {
            side = ids;
            break;
        }
    }
    for id in side {
        for occ in 0..GUARD_OCCURRENCES {
            force.entry((Point::Guard(id), occ)).or_insert(true);
        }
    }
    force
}

/// The statements of the `direction` side of the if whose key is `key` (none for a loop: loop
/// bodies carry the loop's outer guard only).
fn find_side(block: &Block, key: StmtId, direction: bool) -> Option<Vec<StmtId>> {
    for node in &block.0 {
        match node {
            Node::Stmt(_) => {}
            Node::If(n) => {
                if branch_key(node) == Some(key) {
                    let mut ids = Vec::new();
                    let side = if direction {
                        &n.then_branch
                    } else {
                        &n.else_branch
                    };
                    side.stmt_ids(&mut ids);
                    return Some(ids);
                }
                for b in [&n.cond, &n.then_branch, &n.else_branch] {
                    if let Some(found) = find_side(b, key, direction) {
                        return Some(found);
                    }
                }
            }
            Node::Loop(n) => {
                if branch_key(node) == Some(key) {
                    return Some(Vec::new());
                }
                for b in [&n.init, &n.cond, &n.body, &n.step] {
                    if let Some(found) = find_side(b, key, direction) {
                        return Some(found);
                    }
                }
            }
        }
    }
    None
}
