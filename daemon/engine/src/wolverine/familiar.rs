//! Familiar shapes: a tie-break between repairs equally close to the original code. A C
//! statement a repair rewrites is familiar when the program already holds a statement of
//! the same shape elsewhere (the same IR statements up to the names of the variables they
//! use): code is repetitive, and the statement a fault broke most often had the shape of
//! its neighbours (`max_int(height(z->left), height(z->right))` beside
//! `max_int(height(y->left), height(y->right))`, where `max_int(height(z->right),
//! height(y->right))` meets the same asserted states).

use super::angelic::renamed_kind;
use repaird_cfront::ir::{Program, SourceRange, Stmt, StmtKind};
use repaird_cfront::pretty;
use repaird_cfront::rewrite::Change;
use std::collections::{HashMap, HashSet};

/// The shapes of the program's C statements, by the range of each.
pub struct Shapes<'a> {
    groups: HashMap<SourceRange, Vec<&'a Stmt>>,
    shapes: HashMap<SourceRange, String>,
}

impl<'a> Shapes<'a> {
    pub fn of(program: &'a Program) -> Self {
        let mut groups: HashMap<SourceRange, Vec<&Stmt>> = HashMap::new();
        for s in &program.stmts {
            groups.entry(s.origin.range.clone()).or_default().push(s);
        }
        let shapes = groups
            .iter()
            .map(|(range, members)| (range.clone(), shape(members.iter().map(|s| &s.kind))))
            .collect();
        Shapes { groups, shapes }
    }

    /// How many of the C statements `changes` rewrite take a shape another C statement of
    /// the program has.
    pub fn familiar(&self, changes: &[Change]) -> usize {
        let replaced: HashMap<_, &StmtKind> = changes
            .iter()
            .filter_map(|c| match c {
                Change::ReplaceStmt { id, kind } => Some((*id, kind)),
                _ => None,
            })
            .collect();
        let touched: HashSet<&SourceRange> = self
            .groups
            .iter()
            .filter(|(_, members)| members.iter().any(|s| replaced.contains_key(&s.id)))
            .map(|(range, _)| range)
            .collect();
        touched
            .iter()
            .filter(|range| {
                let members = &self.groups[*range];
                let new = shape(
                    members
                        .iter()
                        .map(|s| replaced.get(&s.id).copied().unwrap_or(&s.kind)),
                );
                self.shapes
                    .iter()
                    .any(|(other, old)| other != **range && *old == new)
            })
            .count()
    }
}

/// The statements' text with each variable named by the order it first appears in.
fn shape<'k>(kinds: impl Iterator<Item = &'k StmtKind>) -> String {
    let mut seen: HashMap<String, String> = HashMap::new();
    let mut name = |v: &str| -> Option<String> {
        let n = seen.len();
        Some(
            seen.entry(v.to_string())
                .or_insert_with(|| format!("v{n}"))
                .clone(),
        )
    };
    kinds
        .map(|k| pretty::kind(&renamed_kind(k, &mut name).unwrap_or_else(|| k.clone())))
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use repaird_cfront::{parse_source, ParseOptions};

    const ROTATE: &str = r#"
#include <stdlib.h>
struct node { int height; struct node *left; struct node *right; };
static int height(struct node *n) { return n == NULL ? 0 : n->height; }
static int max_int(int a, int b) { return a > b ? a : b; }
void fix(struct node *y, struct node *z)
{
    y->height = max_int(height(y->left), height(y->right)) + 1;
    z->height = max_int(height(z->left), height(y->right)) + 1;
}
int main(void) { return 0; }
"#;

    /// The read of `base->field` on `line` changed to read `to.0->to.1`.
    fn reading(program: &Program, line: u32, base: &str, field: &str, to: (&str, &str)) -> Change {
        let s = program
            .stmts_at_line(line)
            .into_iter()
            .filter_map(|id| program.stmt(id))
            .find(|s| {
                matches!(&s.kind, StmtKind::GetField { base: b, field: f, .. } if b == base && f == field)
            })
            .expect("the field read");
        let StmtKind::GetField { lhs, .. } = &s.kind else {
            unreachable!()
        };
        Change::ReplaceStmt {
            id: s.id,
            kind: StmtKind::GetField {
                lhs: lhs.clone(),
                base: to.0.into(),
                field: to.1.into(),
            },
        }
    }

    #[test]
    fn a_statement_rewritten_into_its_neighbours_shape_is_familiar() {
        let program = parse_source(
            std::path::Path::new("rotate.c"),
            ROTATE,
            &ParseOptions::default(),
        )
        .program
        .expect("parses");
        let shapes = Shapes::of(&program);
        // The operand the fault broke, restored: the shape of line 8.
        let restored = reading(&program, 9, "y", "right", ("z", "right"));
        assert_eq!(shapes.familiar(&[restored]), 1);
        // The other operand changed: the same states may follow, but no statement reads so.
        let other = reading(&program, 9, "z", "left", ("z", "right"));
        assert_eq!(shapes.familiar(&[other]), 0);
        assert_eq!(shapes.familiar(&[]), 0);
    }
}
