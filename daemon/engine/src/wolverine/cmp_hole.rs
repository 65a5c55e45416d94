//! The hole of a guard: a comparison `x op y` over pointers (`==`, `!=`) or integers (all
//! six), its operands the program's variables, null or constants, and the temporaries and
//! inline computations the original comparison reads, so that one side can stay as written.

use super::holes::{Class, Env, Operand, Pin, Tables};
use super::smt::{self, Cmd};
use repaird_cfront::ir::{BinOp, Expr, StmtKind};

/// A comparison `x op y` over pointers (`==`, `!=`) or integers (all six).
#[derive(Clone, Debug)]
pub struct CmpHole {
    pub prefix: String,
    /// Temporaries the original comparison reads (`before->link` in `before->link != first`),
    /// by class: operands beside the program's variables, so one side can stay as written.
    pub temps: Vec<(String, Class)>,
    /// Integer operands the original comparison computes inline (`key + 1` in
    /// `value <= key + 1`): choices of either side, like the temporaries.
    pub computed: Vec<Expr>,
}

const OPS: [BinOp; 6] = [
    BinOp::Eq,
    BinOp::Ne,
    BinOp::Lt,
    BinOp::Le,
    BinOp::Gt,
    BinOp::Ge,
];

impl CmpHole {
    fn v(&self, part: &str) -> String {
        format!("{}_{part}", self.prefix)
    }

    fn temps_of(&self, class: Class) -> impl Iterator<Item = &String> {
        self.temps
            .iter()
            .filter(move |(_, c)| *c == class)
            .map(|(name, _)| name)
    }

    /// What the comparison computes itself, as operands of `class`: its temporaries and
    /// its inline integer operands.
    fn own_operands(&self, class: Class) -> impl Iterator<Item = Operand> + '_ {
        let computed = match class {
            Class::Int => self.computed.as_slice(),
            Class::Ptr => &[],
        };
        self.temps_of(class)
            .map(|v| Operand::Var(v.clone()))
            .chain(computed.iter().map(|e| Operand::Computed(e.clone())))
    }

    /// The left operand's choices: variables, then what the comparison computes itself.
    fn lefts(&self, t: &Tables, class: Class) -> Vec<Operand> {
        let mut xs: Vec<Operand> = t
            .vars(class)
            .iter()
            .map(|v| Operand::Var(v.clone()))
            .collect();
        xs.extend(self.own_operands(class));
        xs
    }

    /// The right operand's choices: the class's operands, then what the comparison
    /// computes itself.
    fn rights(&self, t: &Tables, class: Class) -> Vec<Operand> {
        let mut ys = t.operands(class);
        ys.extend(self.own_operands(class));
        ys
    }
    pub fn value_terms(&self) -> Vec<String> {
        ["ptr", "op", "x", "y"].iter().map(|p| self.v(p)).collect()
    }

    pub fn declare(&self, t: &Tables, out: &mut Vec<Cmd>) {
        out.push(Cmd::Declare {
            name: self.v("ptr"),
            sort: "Bool",
        });
        for p in ["op", "x", "y"] {
            out.push(Cmd::Declare {
                name: self.v(p),
                sort: "Int",
            });
        }
        let ptr = self.v("ptr");
        let ptr_ok = smt::and(&[
            ptr.clone(),
            smt::in_range(&self.v("op"), 0, 2),
            smt::in_range(&self.v("x"), 0, self.lefts(t, Class::Ptr).len()),
            smt::in_range(&self.v("y"), 0, self.rights(t, Class::Ptr).len()),
        ]);
        let int_ok = smt::and(&[
            smt::not(&ptr),
            smt::in_range(&self.v("op"), 0, OPS.len()),
            smt::in_range(&self.v("x"), 0, self.lefts(t, Class::Int).len()),
            smt::in_range(&self.v("y"), 0, self.rights(t, Class::Int).len()),
        ]);
        let mut choices = Vec::new();
        if !self.lefts(t, Class::Ptr).is_empty() {
            choices.push(ptr_ok);
        }
        if !self.lefts(t, Class::Int).is_empty() {
            choices.push(int_ok);
        }
        out.push(Cmd::Assert(smt::or(&choices)));
    }

    /// That the comparison's two operands differ (never `p->next->value > p->next->value`):
    /// such a comparison is a constant, which meets one run by switching a loop or branch
    /// off for good, and no programmer writes it. Asserted under the hole's selector: as a
    /// bare constraint on the unused holes it changed cvc5's search (the first repair of
    /// cll_create <1,0> took 3.4x as long and missed the other runs).
    pub fn compares_two_operands(&self, t: &Tables) -> Option<String> {
        let ptr = self.v("ptr");
        let mut same = Vec::new();
        for (class, in_class) in [(Class::Ptr, ptr.clone()), (Class::Int, smt::not(&ptr))] {
            let rights = self.rights(t, class);
            for (i, x) in self.lefts(t, class).iter().enumerate() {
                if let Some(j) = rights.iter().position(|y| y == x) {
                    same.push(smt::and(&[
                        in_class.clone(),
                        smt::eq(&self.v("x"), &i.to_string()),
                        smt::eq(&self.v("y"), &j.to_string()),
                    ]));
                }
            }
        }
        (!same.is_empty()).then(|| smt::not(&smt::or(&same)))
    }

    /// That neither operand is one of `hidden` (variables out of scope at the condition).
    pub fn names_none_of(&self, t: &Tables, hidden: &[String]) -> Option<String> {
        let ptr = self.v("ptr");
        let mut terms = Vec::new();
        for (class, in_class) in [(Class::Ptr, ptr.clone()), (Class::Int, smt::not(&ptr))] {
            for (i, name) in t.vars(class).iter().enumerate() {
                if hidden.contains(name) {
                    terms.push(format!(
                        "(not (and {in_class} (or (= {x} {i}) (= {y} {i}))))",
                        x = self.v("x"),
                        y = self.v("y")
                    ));
                }
            }
        }
        (!terms.is_empty()).then(|| smt::and(&terms))
    }

    /// The comparison's value in `env`.
    pub fn value(&self, t: &Tables, env: &mut dyn Env) -> String {
        let mut side = |class: Class| {
            let xs: Vec<String> = self
                .lefts(t, class)
                .iter()
                .map(|o| env.operand(o))
                .collect();
            let ys: Vec<String> = self
                .rights(t, class)
                .iter()
                .map(|o| env.operand(o))
                .collect();
            // Each side is compared under every operator: name it once.
            let (x, y) = (
                env.bind("Int", smt::select(&self.v("x"), &xs)),
                env.bind("Int", smt::select(&self.v("y"), &ys)),
            );
            let results: Vec<String> = ["=", "distinct", "<", "<=", ">", ">="]
                .iter()
                .take(if class == Class::Ptr { 2 } else { 6 })
                .map(|op| format!("({op} {x} {y})"))
                .collect();
            smt::select(&self.v("op"), &results)
        };
        match (
            self.lefts(t, Class::Ptr).is_empty(),
            self.lefts(t, Class::Int).is_empty(),
        ) {
            (false, true) => side(Class::Ptr),
            (true, false) => side(Class::Int),
            (true, true) => "true".into(),
            (false, false) => smt::ite(&self.v("ptr"), &side(Class::Ptr), &side(Class::Int)),
        }
    }

    /// The values of this hole's parts that spell `original` (the condition value it
    /// replaces, `b = x op y`), operator first; see [`StmtHole::original_values`].
    pub fn original_values(&self, t: &Tables, original: &StmtKind) -> Vec<Pin> {
        let StmtKind::BoolAssign {
            rhs: Expr::Binary(op, a, b),
            ..
        } = original
        else {
            return Vec::new();
        };
        let Some(op) = OPS.iter().position(|o| o == op) else {
            return Vec::new();
        };
        let x = Operand::of(a);
        let class = if self.lefts(t, Class::Ptr).contains(&x) {
            Class::Ptr
        } else {
            Class::Int
        };
        let wanted = Operand::of(b);
        let mut parts = vec![
            Pin::boolean(self.v("ptr"), class == Class::Ptr),
            Pin::int(self.v("op"), op as i64),
        ];
        if let Some(i) = self.lefts(t, class).iter().position(|o| *o == x) {
            parts.push(Pin::int(self.v("x"), i as i64));
        }
        if let Some(i) = self.rights(t, class).iter().position(|o| *o == wanted) {
            parts.push(Pin::int(self.v("y"), i as i64));
        }
        // Where an integer's right operand changes, a constant fits the runs' values only
        // (pointers keep NULL: a test against it is the usual fix of a pointer compared with
        // another). The constants follow the variables among the choices (`Tables::operands`).
        if class == Class::Int && !matches!(wanted, Operand::Const(_)) {
            parts.extend(Pin::no_constant(t, self.v("y"), None));
        }
        parts
    }

    pub fn read_back(&self, t: &Tables, model: &dyn Fn(&str) -> i64) -> Option<Expr> {
        let class = if model(&self.v("ptr")) != 0 {
            Class::Ptr
        } else {
            Class::Int
        };
        let x = self
            .lefts(t, class)
            .get(model(&self.v("x")) as usize)?
            .expr();
        let y = self
            .rights(t, class)
            .get(model(&self.v("y")) as usize)?
            .expr();
        let op = *OPS.get(model(&self.v("op")) as usize)?;
        Some(Expr::binary(op, x, y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_operand_is_never_compared_with_itself() {
        let tables = Tables {
            ptr_vars: vec!["p".into(), "q".into()],
            int_vars: vec!["v".into()],
            ptr_fields: Vec::new(),
            int_fields: Vec::new(),
            int_consts: vec![0, 1],
            arithmetic: false,
        };
        let hole = CmpHole {
            prefix: "g7".into(),
            temps: vec![("t".into(), Class::Int)],
            computed: Vec::new(),
        };
        // Lefts: p q | v t; rights: p q NULL | v 0 1 t.
        let pair = |ptr: &str, x: usize, y: usize| format!("(and {ptr} (= g7_x {x}) (= g7_y {y}))");
        let same = [
            pair("g7_ptr", 0, 0),
            pair("g7_ptr", 1, 1),
            pair("(not g7_ptr)", 0, 0),
            pair("(not g7_ptr)", 1, 3),
        ];
        assert_eq!(
            hole.compares_two_operands(&tables),
            Some(format!("(not (or {}))", same.join(" ")))
        );
        let constants_only = Tables {
            ptr_vars: Vec::new(),
            int_vars: Vec::new(),
            ..tables
        };
        let no_temps = CmpHole {
            temps: Vec::new(),
            ..hole
        };
        assert_eq!(no_temps.compares_two_operands(&constants_only), None);
    }

    #[test]
    fn a_changed_integer_operand_is_pinned_to_stay_no_constant() {
        let tables = Tables {
            ptr_vars: vec!["p".into()],
            int_vars: vec!["v".into(), "w".into()],
            ptr_fields: Vec::new(),
            int_fields: Vec::new(),
            int_consts: vec![0, 1, 2],
            arithmetic: false,
        };
        let hole = CmpHole {
            prefix: "g3".into(),
            temps: Vec::new(),
            computed: Vec::new(),
        };
        let compare = |rhs: Expr| StmtKind::BoolAssign {
            lhs: "c".into(),
            rhs: Expr::binary(BinOp::Lt, Expr::Var("v".into()), rhs),
        };
        // Rights: v w 0 1 2.
        let pins = hole.original_values(&tables, &compare(Expr::Var("w".into())));
        let none_of = pins.last().unwrap();
        let y = |v: Option<i64>| move |term: &str| (term == "g3_y").then_some(v).flatten();
        assert_eq!(none_of.equation(), "(not (and (<= 2 g3_y) (< g3_y 5)))");
        assert!(none_of.met(&y(Some(0))) && none_of.met(&y(Some(1))));
        assert!(!none_of.met(&y(Some(4))) && !none_of.met(&y(None)));
        // A constant may become another; a pointer may become NULL.
        let pins = hole.original_values(&tables, &compare(Expr::Int(1)));
        assert!(pins
            .iter()
            .all(|p| !matches!(p.wanted, crate::wolverine::holes::Wanted::NoneOf { .. })));
        let null_test = StmtKind::BoolAssign {
            lhs: "c".into(),
            rhs: Expr::binary(BinOp::Ne, Expr::Var("p".into()), Expr::Var("p".into())),
        };
        let pins = hole.original_values(&tables, &null_test);
        assert!(pins
            .iter()
            .all(|p| !matches!(p.wanted, crate::wolverine::holes::Wanted::NoneOf { .. })));
    }
}
