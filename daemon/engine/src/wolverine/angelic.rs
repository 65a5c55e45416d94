//! Code for an angelic insertion's values. A repair with
//! [`super::RepairProblem::angelic_values`] may insert `y->height = v` where `v` is any value
//! at each run: it says where a value goes and what it must be, not how it is computed. The
//! code is then looked for in the program itself, as a deleted statement is often the twin of
//! one that was kept (`x->height = max(height(x->left), height(x->right)) + 1;` written for
//! `y`). Each candidate is a whole C statement of the program writing the same kind of
//! target, with the variable it writes (or writes through) renamed to the insertion's; the
//! caller checks which one meets the specification.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use repaird_cfront::ir::{EditForm, Expr, Function, Program, Stmt, StmtKind, Type};
use repaird_cfront::rewrite::NewStmt;

pub use super::holes::ANGELIC_VALUE;

/// Whether `kind` is an angelic insertion (its value is for the caller to find).
pub fn is_angelic(kind: &StmtKind) -> bool {
    let angelic = |e: &Expr| matches!(e, Expr::Var(v) if v == ANGELIC_VALUE);
    match kind {
        StmtKind::Assign { rhs, .. } | StmtKind::PutField { rhs, .. } => angelic(rhs),
        _ => false,
    }
}

/// One candidate: the lowered statements to insert, and the program variables they name
/// (each must be in scope where the code goes; the temporaries are named by no one).
#[derive(Clone, Debug, PartialEq)]
pub struct ValueCode {
    pub stmts: Vec<NewStmt>,
    pub names: BTreeSet<String>,
}

/// Candidate code for the angelic insertion `target` placed in `function`: statements of
/// `program` that write the same field (or, for a variable, an integer variable), the name
/// written renamed to the target's, each as the lowered statements to insert. Temporaries
/// get names no C variable has, so the rewrite folds them back into one C statement. Only
/// candidates naming `function`'s own variables (or globals) are kept; duplicates are
/// dropped, and the target function's own statements come first.
pub fn value_code(program: &Program, function: &str, target: &StmtKind) -> Vec<ValueCode> {
    let Some(home) = program.function(function) else {
        return Vec::new();
    };
    let mut groups: BTreeMap<(usize, usize, usize), Vec<&Stmt>> = BTreeMap::new();
    for s in &program.stmts {
        if s.origin.form != EditForm::Statement || s.origin.macro_use.is_some() {
            continue;
        }
        let rank = usize::from(s.function != function);
        let key = (rank, s.origin.edit.start.offset, s.origin.edit.end.offset);
        groups.entry(key).or_default().push(s);
    }
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for members in groups.values() {
        let Some(template) = program.function(&members[0].function) else {
            continue;
        };
        let Some(renamed) = written_name(template, members, target) else {
            continue;
        };
        if let Some(code) = renamed_group(program, home, template, members, &renamed) {
            if seen.insert(format!("{:?}", code.stmts)) {
                out.push(code);
            }
        }
    }
    out
}

/// Candidate code for a statement deleted from an empty branch of `function` (`else if
/// (key > node->key) ;`): each C statement of the function with one field it names renamed
/// to another field of the same struct and type, everywhere in the statement (the kept
/// `node->left = insert(node->left, key);` read as `node->right = insert(node->right,
/// key);`). Pointer fields come first: a branch's twin most often walks the other way.
/// Temporaries are renamed apart as in [`value_code`]; duplicates are dropped.
pub fn mirrored_code(program: &Program, function: &str) -> Vec<ValueCode> {
    let Some(home) = program.function(function) else {
        return Vec::new();
    };
    let mut groups: BTreeMap<(usize, usize), Vec<&Stmt>> = BTreeMap::new();
    for s in &program.stmts {
        if s.function != function
            || s.origin.form != EditForm::Statement
            || s.origin.macro_use.is_some()
        {
            continue;
        }
        let key = (s.origin.edit.start.offset, s.origin.edit.end.offset);
        groups.entry(key).or_default().push(s);
    }
    let mut seen = HashSet::new();
    let mut ranked: Vec<(bool, ValueCode)> = Vec::new();
    for members in groups.values() {
        let fields: BTreeSet<&String> = members.iter().filter_map(|s| field_of(&s.kind)).collect();
        for from in fields {
            for (to, ty) in twin_fields(program, from) {
                let Some(mut code) = renamed_group(
                    program,
                    home,
                    home,
                    members,
                    &(String::new(), String::new()),
                ) else {
                    continue;
                };
                for stmt in &mut code.stmts {
                    rename_field(&mut stmt.kind, from, &to);
                }
                if seen.insert(format!("{:?}", code.stmts)) {
                    ranked.push((!matches!(ty, Type::Ptr(_)), code));
                }
            }
        }
    }
    // Stable: the program's order within each rank.
    ranked.sort_by_key(|(rank, _)| *rank);
    ranked.into_iter().map(|(_, code)| code).collect()
}

/// The field a statement reads or writes.
fn field_of(kind: &StmtKind) -> Option<&String> {
    match kind {
        StmtKind::GetField { field, .. } | StmtKind::PutField { field, .. } => Some(field),
        _ => None,
    }
}

/// The other fields of each struct that has `field`, of the same type as it there.
fn twin_fields(program: &Program, field: &str) -> Vec<(String, Type)> {
    let mut out: Vec<(String, Type)> = Vec::new();
    for def in &program.structs {
        let Some(own) = def.fields.iter().find(|f| f.name == field) else {
            continue;
        };
        for other in &def.fields {
            if other.name != field
                && other.ty == own.ty
                && !out.iter().any(|(n, _)| *n == other.name)
            {
                out.push((other.name.clone(), other.ty.clone()));
            }
        }
    }
    out
}

fn rename_field(kind: &mut StmtKind, from: &str, to: &str) {
    if let StmtKind::GetField { field, .. } | StmtKind::PutField { field, .. } = kind {
        if field == from {
            *field = to.to_string();
        }
    }
}

/// The rename `(from, to)` that makes the group's last statement write `target`'s place:
/// the base of a field write of the same field, or an integer variable.
fn written_name(
    template: &Function,
    members: &[&Stmt],
    target: &StmtKind,
) -> Option<(String, String)> {
    let last = members.last()?;
    match (&last.kind, target) {
        (
            StmtKind::PutField { base, field, .. },
            StmtKind::PutField {
                base: to,
                field: wanted,
                ..
            },
        ) if field == wanted && !template.is_temp(base) => Some((base.clone(), to.clone())),
        (StmtKind::Assign { lhs, .. }, StmtKind::Assign { lhs: to, .. })
            if !template.is_temp(lhs) && template.var_type(lhs) == Some(&Type::Int) =>
        {
            Some((lhs.clone(), to.clone()))
        }
        _ => None,
    }
}

/// The group with `from` renamed `to` and its temporaries renamed apart, unguarded; `None`
/// when it does what an inserted statement cannot (a `?:` writes a temporary under two
/// guards, input, output, control), or names a variable `home` does not have.
fn renamed_group(
    program: &Program,
    home: &Function,
    template: &Function,
    members: &[&Stmt],
    (from, to): &(String, String),
) -> Option<ValueCode> {
    if members.iter().any(|s| s.guard != members[0].guard) {
        return None;
    }
    let mut temps: HashMap<String, String> = HashMap::new();
    let mut names = BTreeSet::new();
    let mut name = |v: &str| -> Option<String> {
        if v == from {
            names.insert(to.clone());
            return Some(to.clone());
        }
        if template.is_temp(v) {
            let n = temps.len();
            return Some(
                temps
                    .entry(v.to_string())
                    .or_insert_with(|| format!("{v}@copy{n}"))
                    .clone(),
            );
        }
        // A variable of another function must mean the same in this one.
        let same = home.var_type(v).is_some() && home.var_type(v) == template.var_type(v);
        (same || program.is_global(v)).then(|| {
            names.insert(v.to_string());
            v.to_string()
        })
    };
    let mut stmts = Vec::new();
    for s in members {
        stmts.push(NewStmt {
            guard: None,
            kind: renamed_kind(&s.kind, &mut name)?,
        });
    }
    Some(ValueCode { stmts, names })
}

fn renamed_expr(e: &Expr, name: &mut dyn FnMut(&str) -> Option<String>) -> Option<Expr> {
    Some(match e {
        Expr::Var(v) => Expr::Var(name(v)?),
        Expr::Unary(op, a) => Expr::Unary(*op, Box::new(renamed_expr(a, name)?)),
        Expr::Cast(ty, a) => Expr::Cast(ty.clone(), Box::new(renamed_expr(a, name)?)),
        Expr::Binary(op, a, b) => {
            let a = renamed_expr(a, name)?;
            Expr::binary(*op, a, renamed_expr(b, name)?)
        }
        other => other.clone(),
    })
}

pub(super) fn renamed_kind(
    kind: &StmtKind,
    name: &mut dyn FnMut(&str) -> Option<String>,
) -> Option<StmtKind> {
    Some(match kind {
        StmtKind::Assign { lhs, rhs } => StmtKind::Assign {
            lhs: name(lhs)?,
            rhs: renamed_expr(rhs, name)?,
        },
        StmtKind::BoolAssign { lhs, rhs } => StmtKind::BoolAssign {
            lhs: name(lhs)?,
            rhs: renamed_expr(rhs, name)?,
        },
        StmtKind::GetField { lhs, base, field } => StmtKind::GetField {
            lhs: name(lhs)?,
            base: name(base)?,
            field: field.clone(),
        },
        StmtKind::PutField { base, field, rhs } => StmtKind::PutField {
            base: name(base)?,
            field: field.clone(),
            rhs: renamed_expr(rhs, name)?,
        },
        StmtKind::Call { lhs, func, args } => StmtKind::Call {
            lhs: match lhs {
                Some(l) => Some(name(l)?),
                None => None,
            },
            func: func.clone(),
            args: args
                .iter()
                .map(|a| renamed_expr(a, name))
                .collect::<Option<_>>()?,
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use repaird_cfront::{parse_source, ParseOptions};

    const ROTATE: &str = r#"
#include <stdlib.h>
struct node { int key; int height; struct node *left; struct node *right; };
static int height(struct node *n) { return n == NULL ? 0 : n->height; }
static int max_int(int a, int b) { return a > b ? a : b; }
struct node *rotate_left(struct node *x)
{
    struct node *y = x->right;
    x->right = y->left;
    y->left = x;
    x->height = max_int(height(x->left), height(x->right)) + 1;
    return y;
}
int main(void) { return 0; }
"#;

    #[test]
    fn a_statement_is_mirrored_onto_each_field_of_its_type_pointers_first() {
        const INSERT: &str = r#"
#include <stdlib.h>
struct node { int key; int size; struct node *left; struct node *right; };
struct node *insert(struct node *n, int key)
{
    if (n == NULL)
        return NULL;
    n->size = n->size + 1;
    if (key < n->key)
        n->left = insert(n->left, key);
    else if (key > n->key)
        ;
    return n;
}
int main(void) { return 0; }
"#;
        let program = parse_source(
            std::path::Path::new("insert.c"),
            INSERT,
            &ParseOptions::default(),
        )
        .program
        .expect("parses");
        let code = mirrored_code(&program, "insert");
        let texts: Vec<String> = code
            .iter()
            .map(|c| {
                // Before `return n;`, the last return.
                let anchor = program
                    .stmts
                    .iter()
                    .rev()
                    .find(|s| matches!(&s.kind, StmtKind::Return { .. }) && s.function == "insert")
                    .expect("a return")
                    .id;
                let change = repaird_cfront::rewrite::Change::InsertBefore {
                    anchor,
                    stmts: c.stmts.clone(),
                };
                let edits =
                    repaird_cfront::rewrite::edits(INSERT, &program, &[change]).expect("edits");
                let text = repaird_cfront::rewrite::apply(INSERT, &edits);
                text.lines()
                    .find(|l| !INSERT.lines().any(|o| o == *l))
                    .unwrap_or_default()
                    .trim()
                    .to_string()
            })
            .collect();
        assert_eq!(
            texts.first().map(String::as_str),
            Some("n->right = insert(n->right, key);"),
            "the pointer field's twin comes first: {texts:#?}"
        );
        // `size` and `key` are the integer fields: each is the other's twin.
        assert!(
            texts.contains(&"n->key = n->key + 1;".to_string()),
            "{texts:#?}"
        );
        assert!(
            !texts.iter().any(|t| t.contains("n->left = insert(n->left")),
            "a statement as it is was kept, not deleted: {texts:#?}"
        );
    }

    #[test]
    fn a_kept_twin_is_renamed_to_the_deleted_statements_node() {
        let program = parse_source(
            std::path::Path::new("rotate.c"),
            ROTATE,
            &ParseOptions::default(),
        )
        .program
        .expect("parses");
        let target = StmtKind::PutField {
            base: "y".into(),
            field: "height".into(),
            rhs: Expr::var(ANGELIC_VALUE),
        };
        assert!(is_angelic(&target));
        let code = value_code(&program, "rotate_left", &target);
        assert_eq!(code.len(), 1, "{code:#?}");
        assert_eq!(
            code[0].names,
            BTreeSet::from(["y".to_string()]),
            "only the renamed node is a variable; the rest are temporaries"
        );
        let id = program
            .stmts
            .iter()
            .find(|s| matches!(&s.kind, StmtKind::Return { .. }) && s.function == "rotate_left")
            .expect("a return")
            .id;
        let change = repaird_cfront::rewrite::Change::InsertBefore {
            anchor: id,
            stmts: code[0].stmts.clone(),
        };
        let edits = repaird_cfront::rewrite::edits(ROTATE, &program, &[change]).expect("edits");
        let text = repaird_cfront::rewrite::apply(ROTATE, &edits);
        assert!(
            text.contains("y->height = max_int(height(y->left), height(y->right)) + 1;"),
            "{text}"
        );
        // No template writes `key`.
        let key = StmtKind::PutField {
            base: "y".into(),
            field: "key".into(),
            rhs: Expr::var(ANGELIC_VALUE),
        };
        assert!(value_code(&program, "rotate_left", &key).is_empty());
    }
}
