//! The leaves a condition can be built from: integer variables and constants, boolean variables
//! and pointer nullness atoms, numbered as the encoding's input positions.

use super::expr::Expr;
use super::problem::{offered_constants, Observation, SynthesisProblem, Value, VarType};

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Leaf {
    IntVar(String),
    IntConst(i64),
    BoolVar(String),
    /// `pointer == NULL`.
    IsNull(String),
}

impl Leaf {
    pub(crate) fn expr(&self) -> Expr {
        match self {
            Leaf::IntVar(name) | Leaf::BoolVar(name) => Expr::Var(name.clone()),
            Leaf::IntConst(c) => Expr::Const(*c),
            Leaf::IsNull(pointer) => Expr::NullCheck {
                pointer: pointer.clone(),
                is_null: true,
            },
        }
    }
}

/// Input positions: integer variables `[0, int_vars)`, integer constants `[int_vars, ints)`,
/// boolean leaves `[ints, len)`. Keeping each type contiguous lets typing be a range check.
#[derive(Debug, Clone)]
pub(crate) struct Leaves {
    pub(crate) ints: Vec<Leaf>,
    pub(crate) int_vars: usize,
    pub(crate) bools: Vec<Leaf>,
}

impl Leaves {
    pub(crate) fn of(problem: &SynthesisProblem) -> Leaves {
        let mut ints = Vec::new();
        let mut bools = Vec::new();
        for variable in &problem.variables {
            match variable.ty {
                VarType::Int => ints.push(Leaf::IntVar(variable.name.clone())),
                VarType::Bool => bools.push(Leaf::BoolVar(variable.name.clone())),
                VarType::Ptr => bools.push(Leaf::IsNull(variable.name.clone())),
            }
        }
        let int_vars = ints.len();
        ints.extend(
            offered_constants(&problem.literals)
                .into_iter()
                .map(Leaf::IntConst),
        );
        Leaves {
            ints,
            int_vars,
            bools,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.ints.len() + self.bools.len()
    }

    pub(crate) fn leaf(&self, position: usize) -> Option<&Leaf> {
        if position < self.ints.len() {
            self.ints.get(position)
        } else {
            self.bools.get(position - self.ints.len())
        }
    }

    pub(crate) fn constants(&self) -> impl Iterator<Item = (usize, i64)> + '_ {
        self.ints
            .iter()
            .enumerate()
            .filter_map(|(position, leaf)| match leaf {
                Leaf::IntConst(c) => Some((position, *c)),
                _ => None,
            })
    }

    /// The value of integer leaf `position` in `observation` (validated problems only).
    pub(crate) fn int_value(&self, position: usize, observation: &Observation) -> i64 {
        match &self.ints[position] {
            Leaf::IntConst(c) => *c,
            Leaf::IntVar(name) => match observation.values.get(name) {
                Some(Value::Int(v)) => *v,
                _ => unreachable!("validated: `{name}` is an int in every observation"),
            },
            _ => unreachable!("integer positions hold integer leaves"),
        }
    }

    /// The value of boolean leaf number `index` (counted within the boolean leaves).
    pub(crate) fn bool_value(&self, index: usize, observation: &Observation) -> bool {
        match &self.bools[index] {
            Leaf::BoolVar(name) => match observation.values.get(name) {
                Some(Value::Bool(b)) => *b,
                _ => unreachable!("validated: `{name}` is a bool in every observation"),
            },
            Leaf::IsNull(name) => match observation.values.get(name) {
                Some(Value::PtrNull(null)) => *null,
                _ => unreachable!("validated: `{name}` is a pointer in every observation"),
            },
            _ => unreachable!("boolean positions hold boolean leaves"),
        }
    }
}
