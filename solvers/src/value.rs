//! Values read back from `(get-value ...)`, normalized across solvers
//! (z3 prints bit-vectors as `#x5`, yices as `#b0101`: both are `BitVec{4, 5}`).

use crate::sexp::Sexp;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Bool(bool),
    Int(i128),
    BitVec {
        width: u32,
        value: u128,
    },
    /// Anything else (reals, arrays, datatypes, out-of-range numbers), as SMT-LIB text.
    Other(String),
}

impl Value {
    pub fn from_sexp(sexp: &Sexp) -> Value {
        parse(sexp).unwrap_or_else(|| Value::Other(sexp.to_string()))
    }
}

fn parse(sexp: &Sexp) -> Option<Value> {
    match sexp {
        Sexp::Atom(a) => atom(a),
        Sexp::List(items) => match items.as_slice() {
            [Sexp::Atom(minus), Sexp::Atom(n)] if minus == "-" => match atom(n)? {
                Value::Int(v) => Some(Value::Int(v.checked_neg()?)),
                _ => None,
            },
            // (_ bvN w)
            [Sexp::Atom(underscore), Sexp::Atom(bv), Sexp::Atom(width)] if underscore == "_" => {
                let value = bv.strip_prefix("bv")?.parse().ok()?;
                let width: u32 = width.parse().ok()?;
                (width <= 128).then_some(Value::BitVec { width, value })
            }
            _ => None,
        },
        Sexp::Str(_) => None,
    }
}

fn atom(a: &str) -> Option<Value> {
    match a {
        "true" => return Some(Value::Bool(true)),
        "false" => return Some(Value::Bool(false)),
        _ => {}
    }
    if let Some(bits) = a.strip_prefix("#b") {
        let width = u32::try_from(bits.len()).ok()?;
        let value = u128::from_str_radix(bits, 2).ok()?;
        return (width <= 128).then_some(Value::BitVec { width, value });
    }
    if let Some(hex) = a.strip_prefix("#x") {
        let width = u32::try_from(hex.len() * 4).ok()?;
        let value = u128::from_str_radix(hex, 16).ok()?;
        return (width <= 128).then_some(Value::BitVec { width, value });
    }
    if !a.is_empty() && a.bytes().all(|b| b.is_ascii_digit()) {
        return a.parse().ok().map(Value::Int);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sexp::parse_one;

    #[test]
    fn normalizes_solver_spellings() {
        let cases = [
            ("true", Value::Bool(true)),
            ("false", Value::Bool(false)),
            ("42", Value::Int(42)),
            ("(- 3)", Value::Int(-3)),
            ("#x5", Value::BitVec { width: 4, value: 5 }),
            ("#b0101", Value::BitVec { width: 4, value: 5 }),
            (
                "(_ bv255 8)",
                Value::BitVec {
                    width: 8,
                    value: 255,
                },
            ),
            ("(/ 1.0 3.0)", Value::Other("(/ 1.0 3.0)".into())),
            (
                "99999999999999999999999999999999999999999",
                Value::Other("99999999999999999999999999999999999999999".into()),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(
                Value::from_sexp(&parse_one(text).unwrap()),
                expected,
                "{text}"
            );
        }
    }
}
