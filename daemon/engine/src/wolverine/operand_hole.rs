//! The hole of a statement that only reads its operands: one operand of a `printf` (an
//! integer it prints), the pointer a `free` releases, or what a pure function's call is
//! given becomes another variable (or, for an integer, a constant; for a call's pointer,
//! null). The paper's mutations replace a variable by another in any statement; these
//! statements write nothing (a pure call's only effect is its result), so
//! [`super::holes::StmtHole`]'s shapes cannot say them. A test's expected output, a freed
//! node's state or the call's result is what tells the choice.

use super::holes::{Class, Env, Operand, Pin, Tables};
use super::smt::{self, Cmd};
use repaird_cfront::ir::{Expr, StmtKind};

#[derive(Clone, Debug)]
pub struct OperandHole {
    pub prefix: String,
    pub class: Class,
    /// The operands that may change, by their index in the statement (a `printf`'s integer
    /// arguments that are variables or constants; a temporary's own hole already covers a
    /// computed argument such as `head->data`).
    pub positions: Vec<usize>,
    /// Whether a pointer may become null (a call's argument; never what `free` releases).
    pub nullable: bool,
}

impl OperandHole {
    /// The hole of `kind`, if it has one: `free(p)`, or a `printf` with an integer
    /// argument that is a program variable or a constant (`is_int_var` says which names
    /// are; temporaries are not).
    pub fn of(prefix: &str, kind: &StmtKind, is_int_var: &dyn Fn(&str) -> bool) -> Option<Self> {
        let (class, positions) = match kind {
            StmtKind::Free { .. } => (Class::Ptr, vec![0]),
            StmtKind::Output { args, .. } => (
                Class::Int,
                args.iter()
                    .enumerate()
                    .filter(|(_, a)| match a {
                        Expr::Var(v) => is_int_var(v),
                        Expr::Int(_) => true,
                        _ => false,
                    })
                    .map(|(i, _)| i)
                    .collect(),
            ),
            _ => return None,
        };
        (!positions.is_empty()).then(|| OperandHole {
            prefix: prefix.to_string(),
            class,
            positions,
            nullable: false,
        })
    }

    /// The hole of a call of a pure function ([`super::pure_calls`]): its arguments that are
    /// program variables (`class_of` says which, and their class) may become another
    /// variable of the class, or null. Its pointer arguments if it has any, else its
    /// integer ones.
    pub fn of_call(
        prefix: &str,
        args: &[Expr],
        class_of: &dyn Fn(&str) -> Option<Class>,
    ) -> Option<Self> {
        let of_class = |class: Class| -> Vec<usize> {
            args.iter()
                .enumerate()
                .filter(|(_, a)| matches!(a, Expr::Var(v) if class_of(v) == Some(class)))
                .map(|(i, _)| i)
                .collect()
        };
        let (class, positions) = match of_class(Class::Ptr) {
            pointers if !pointers.is_empty() => (Class::Ptr, pointers),
            _ => (Class::Int, of_class(Class::Int)),
        };
        (!positions.is_empty()).then(|| OperandHole {
            prefix: prefix.to_string(),
            class,
            positions,
            nullable: true,
        })
    }

    fn v(&self, part: &str) -> String {
        format!("{}_{part}", self.prefix)
    }

    /// What an operand may become: the class's variables (and an integer's constants; a
    /// freed pointer is never null).
    fn choices(&self, t: &Tables) -> Vec<Operand> {
        match self.class {
            Class::Ptr if self.nullable => t.operands(Class::Ptr),
            Class::Ptr => t.ptr_vars.iter().map(|v| Operand::Var(v.clone())).collect(),
            Class::Int => t.operands(Class::Int),
        }
    }

    /// `args` with each change the hole may make (one operand replaced), in no set order.
    pub fn alternatives(&self, t: &Tables, args: &[Expr]) -> Vec<Vec<Expr>> {
        let mut out = Vec::new();
        for &index in &self.positions {
            for choice in self.choices(t) {
                let mut changed = args.to_vec();
                if let Some(arg) = changed.get_mut(index) {
                    *arg = choice.expr();
                }
                if changed != args && !out.contains(&changed) {
                    out.push(changed);
                }
            }
        }
        out
    }

    /// The hole's parts a model is read for: the operand changed, what it becomes, and
    /// whether that is a variable ([`Self::variable_kept`]).
    pub fn value_terms(&self) -> Vec<String> {
        vec![self.v("at"), self.v("to"), self.v("var")]
    }

    pub fn declare(&self, t: &Tables, out: &mut Vec<Cmd>) {
        for name in [self.v("at"), self.v("to")] {
            out.push(Cmd::Declare { name, sort: "Int" });
        }
        let choices = self.choices(t);
        out.push(Cmd::Assert(smt::and(&[
            smt::in_range(&self.v("at"), 0, self.positions.len()),
            smt::in_range(&self.v("to"), 0, choices.len().max(1)),
        ])));
        let variables: Vec<String> = choices
            .iter()
            .enumerate()
            .filter(|(_, o)| matches!(o, Operand::Var(_)))
            .map(|(i, _)| smt::eq(&self.v("to"), &i.to_string()))
            .collect();
        out.push(Cmd::Define {
            name: self.v("var"),
            sort: "Int",
            body: smt::ite(&smt::or(&variables), "1", "0"),
        });
    }

    /// Where the model replaced one of `original`'s variables: the pin that the new operand
    /// is a variable too. A constant the run happened to hold fits that run only
    /// (`printf(..., 1)` for `printf(..., below)` where `below` was 1), and is as small a
    /// change.
    pub fn variable_kept(&self, original: &StmtKind, model: &dyn Fn(&str) -> i64) -> Option<Pin> {
        let index = *self
            .positions
            .get(usize::try_from(model(&self.v("at"))).ok()?)?;
        let replaced = match original {
            StmtKind::Output { args, .. } | StmtKind::Call { args, .. } => args.get(index)?,
            // What `free` releases is a variable whichever it becomes.
            _ => return None,
        };
        matches!(replaced, Expr::Var(_)).then(|| Pin::int(self.v("var"), 1))
    }

    /// That the new operand is none of `hidden` (out of scope at the statement).
    pub fn names_none_of(&self, t: &Tables, hidden: &[String]) -> Option<String> {
        let terms: Vec<String> = self
            .choices(t)
            .iter()
            .enumerate()
            .filter(|(_, o)| matches!(o, Operand::Var(v) if hidden.contains(v)))
            .map(|(i, _)| smt::not(&smt::eq(&self.v("to"), &i.to_string())))
            .collect();
        (!terms.is_empty()).then(|| smt::and(&terms))
    }

    /// The term of operand `index` (its original term `original`) when `changed` holds.
    pub fn operand(
        &self,
        t: &Tables,
        env: &mut dyn Env,
        changed: &str,
        index: usize,
        original: &str,
    ) -> String {
        let Some(k) = self.positions.iter().position(|p| *p == index) else {
            return original.to_string();
        };
        let terms: Vec<String> = self.choices(t).iter().map(|o| env.operand(o)).collect();
        let new = env.bind("Int", smt::select(&self.v("to"), &terms));
        let here = smt::and(&[changed.to_string(), smt::eq(&self.v("at"), &k.to_string())]);
        smt::ite(&here, &new, original)
    }

    /// `original` with the chosen operand replaced.
    pub fn read_back(
        &self,
        t: &Tables,
        model: &dyn Fn(&str) -> i64,
        original: &StmtKind,
    ) -> Option<StmtKind> {
        let index = *self.positions.get(model(&self.v("at")) as usize)?;
        let new = self.choices(t).get(model(&self.v("to")) as usize)?.clone();
        let mut kind = original.clone();
        match (&mut kind, new) {
            (StmtKind::Free { ptr }, Operand::Var(v)) => *ptr = v,
            (StmtKind::Output { args, .. } | StmtKind::Call { args, .. }, new) => {
                *args.get_mut(index)? = new.expr()
            }
            _ => return None,
        }
        Some(kind)
    }
}
