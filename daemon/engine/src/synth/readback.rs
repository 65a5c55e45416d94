//! Reading a model back as a C expression: a backward traversal from the result location through
//! the wires, as in Nopol §3.5. Components not reachable from the result are ignored.

use std::collections::BTreeMap;

use super::encoding::{line, operator, polarity, wire, Encoding, RESULT, RESULT_POLARITY};
use super::expr::{ArithOp, CmpOp, Expr, LogicOp};
use super::inputs::{Leaf, Leaves};
use super::library::Kind;

/// A value of a structure variable in a model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ModelValue {
    Int(i128),
    Bool(bool),
}

/// Builds the expression a model describes, or says which part of the model is unusable.
pub(crate) fn expression(
    leaves: &Leaves,
    encoding: &Encoding,
    model: &BTreeMap<String, ModelValue>,
) -> Result<Expr, String> {
    let reader = Reader {
        leaves,
        encoding,
        model,
    };
    let mut by_line = BTreeMap::new();
    for j in 0..encoding.components.len() {
        by_line.insert(reader.location(&line(j))?, j);
    }
    let result = reader.build(
        reader.location(RESULT)?,
        &by_line,
        encoding.components.len(),
    )?;
    let result = if reader.flag(RESULT_POLARITY)? {
        result.negated()
    } else {
        result
    };
    Ok(result.normalized())
}

struct Reader<'a> {
    leaves: &'a Leaves,
    encoding: &'a Encoding,
    model: &'a BTreeMap<String, ModelValue>,
}

impl Reader<'_> {
    fn location(&self, name: &str) -> Result<usize, String> {
        match self.model.get(name) {
            Some(ModelValue::Int(v)) => {
                usize::try_from(*v).map_err(|_| format!("`{name}` = {v} is not a location"))
            }
            Some(ModelValue::Bool(_)) => Err(format!("`{name}` should be an integer")),
            None => Err(format!("the model has no value for `{name}`")),
        }
    }

    fn flag(&self, name: &str) -> Result<bool, String> {
        match self.model.get(name) {
            Some(ModelValue::Bool(b)) => Ok(*b),
            Some(ModelValue::Int(_)) => Err(format!("`{name}` should be a boolean")),
            None => Err(format!("the model has no value for `{name}`")),
        }
    }

    /// The expression at `location`; `fuel` bounds the depth so a malformed (cyclic) model
    /// cannot recurse forever.
    fn build(
        &self,
        location: usize,
        by_line: &BTreeMap<usize, usize>,
        fuel: usize,
    ) -> Result<Expr, String> {
        if let Some(leaf) = self.leaves.leaf(location) {
            return Ok(leaf.expr());
        }
        let j = *by_line
            .get(&location)
            .ok_or_else(|| format!("location {location} is neither a leaf nor a line"))?;
        let fuel = fuel
            .checked_sub(1)
            .ok_or_else(|| "the model's wiring is cyclic".to_string())?;
        let input = |i: usize| -> Result<Expr, String> {
            self.build(self.location(&wire(j, i))?, by_line, fuel)
        };
        match self.encoding.components[j] {
            Kind::Compare => {
                let op = if self.flag(&operator(j))? {
                    CmpOp::Eq
                } else {
                    CmpOp::Lt
                };
                Ok(Expr::compare(op, input(0)?, input(1)?))
            }
            Kind::Arith => {
                let op = match self.location(&operator(j))? {
                    0 => ArithOp::Add,
                    1 => ArithOp::Sub,
                    2 => ArithOp::Mul,
                    3 => ArithOp::Rem,
                    other => return Err(format!("arithmetic selector {other} out of range")),
                };
                let right = input(1)?;
                if matches!(op, ArithOp::Mul | ArithOp::Rem) {
                    let divisor_is_constant = self
                        .leaves
                        .leaf(self.location(&wire(j, 1))?)
                        .is_some_and(|leaf| matches!(leaf, Leaf::IntConst(_)));
                    if !divisor_is_constant {
                        return Err(format!("`{op:?}` wired to a non-constant right operand"));
                    }
                }
                Ok(Expr::arith(op, input(0)?, right))
            }
            Kind::Logic => {
                let side = |i: usize| -> Result<Expr, String> {
                    let operand = input(i)?;
                    Ok(if self.flag(&polarity(j, i))? {
                        operand.negated()
                    } else {
                        operand
                    })
                };
                Ok(Expr::logic(LogicOp::And, side(0)?, side(1)?))
            }
        }
    }
}
