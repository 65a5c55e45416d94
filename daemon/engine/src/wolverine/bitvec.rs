//! The encoding's integers as 32-bit bit-vectors, C's `int`.
//!
//! The encoder writes linear integer arithmetic; [`lower`] rewrites each command for
//! `QF_BV` before it is sent. Every integer the encoding holds is a small finite domain
//! (node ids, the indices that pick a hole's shape and operands) or a C `int`, and most of
//! the formula is `ite` over equalities between them: bit-blasted, that is propagation in
//! a SAT solver instead of equality reasoning in an arithmetic one. On the slot checks of
//! one rb_rotate_left repair (a 12-statement function, four runs, one insertion slot) yices
//! took 14 s in `QF_LIA` and 1.0 s in `QF_BV`. It pays off per backend, not everywhere:
//! over the benchmark's sample z3 took 3.2× and cvc5 1.5× the time bit-blasted, yices
//! about the same (0.86–0.99× in two runs; so a profile says whether it
//! `prefers_bitvectors`). Division and remainder become
//! C's truncating ones (`bvsdiv`, `bvsrem`), values wrap at 32 bits as the program's own
//! do, and a product of two variables stays decidable.

use repaird_solvers::sexp::{parse_one, Sexp};

/// Bits of every integer term.
pub const WIDTH: u32 = 32;

/// The logic a lowered encoding is in.
pub const LOGIC: &str = "QF_BV";

/// `text` (one SMT-LIB command or term over `Int`) with every integer sort, literal and
/// operator replaced by its 32-bit signed bit-vector counterpart. Text that is not one
/// expression is returned as it is (the solver reports it).
pub fn lower(text: &str) -> String {
    match parse_one(text) {
        Ok(e) => lower_sexp(&e).to_string(),
        Err(_) => text.to_string(),
    }
}

/// A model's value of a lowered integer term, as the signed integer it stands for.
pub fn signed(value: u128, width: u32) -> i64 {
    let width = width.clamp(1, 64);
    let v = value as u64;
    let shift = 64 - width;
    ((v << shift) as i64) >> shift
}

fn atom(a: impl Into<String>) -> Sexp {
    Sexp::Atom(a.into())
}

fn apply(op: &str, args: Vec<Sexp>) -> Sexp {
    let mut items = vec![atom(op)];
    items.extend(args);
    Sexp::List(items)
}

fn literal(n: i128) -> Sexp {
    let modulus = 1i128 << WIDTH;
    apply(
        "_",
        vec![
            atom(format!("bv{}", n.rem_euclid(modulus))),
            atom(WIDTH.to_string()),
        ],
    )
}

fn numeral(s: &str) -> Option<i128> {
    s.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| s.parse().ok())
        .flatten()
}

fn lower_sexp(e: &Sexp) -> Sexp {
    match e {
        Sexp::Atom(a) if a == "Int" => apply("_", vec![atom("BitVec"), atom(WIDTH.to_string())]),
        Sexp::Atom(a) => numeral(a).map_or_else(|| e.clone(), literal),
        Sexp::Str(_) => e.clone(),
        Sexp::List(items) => {
            let Some(Sexp::Atom(head)) = items.first() else {
                return Sexp::List(items.iter().map(lower_sexp).collect());
            };
            let args = &items[1..];
            match head.as_str() {
                "-" => match args {
                    [a] => match a {
                        Sexp::Atom(n) => numeral(n).map(|n| literal(-n)),
                        _ => None,
                    }
                    .unwrap_or_else(|| apply("bvneg", vec![lower_sexp(a)])),
                    _ => fold("bvsub", args),
                },
                "+" => fold("bvadd", args),
                "*" => fold("bvmul", args),
                "div" => fold("bvsdiv", args),
                "mod" => fold("bvsrem", args),
                "<" => chain("bvslt", args),
                "<=" => chain("bvsle", args),
                ">" => chain("bvsgt", args),
                ">=" => chain("bvsge", args),
                _ => Sexp::List(items.iter().map(lower_sexp).collect()),
            }
        }
    }
}

/// A left-associative operator (`(+ a b c)`) as nested binary ones.
fn fold(op: &str, args: &[Sexp]) -> Sexp {
    let mut lowered = args.iter().map(lower_sexp);
    let Some(first) = lowered.next() else {
        return apply(op, Vec::new());
    };
    lowered.fold(first, |acc, x| apply(op, vec![acc, x]))
}

/// A chained comparison (`(<= 0 x 1)`) as a conjunction of binary ones.
fn chain(op: &str, args: &[Sexp]) -> Sexp {
    let lowered: Vec<Sexp> = args.iter().map(lower_sexp).collect();
    let mut pairs: Vec<Sexp> = lowered.windows(2).map(|w| apply(op, w.to_vec())).collect();
    match pairs.len() {
        1 => pairs.pop().expect("one pair"),
        _ => apply("and", pairs),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_literals_and_operators_become_bit_vector_ones() {
        assert_eq!(
            lower("(declare-const x Int)"),
            "(declare-const x (_ BitVec 32))"
        );
        assert_eq!(
            lower("(assert (and (<= 0 x) (< x 3)))"),
            "(assert (and (bvsle (_ bv0 32) x) (bvslt x (_ bv3 32))))"
        );
        assert_eq!(lower("(- 1)"), "(_ bv4294967295 32)");
        assert_eq!(lower("(- x)"), "(bvneg x)");
        assert_eq!(lower("(- x y 2)"), "(bvsub (bvsub x y) (_ bv2 32))");
        assert_eq!(lower("(+ a b c)"), "(bvadd (bvadd a b) c)");
        assert_eq!(lower("(mod a b)"), "(bvsrem a b)");
        assert_eq!(
            lower("(<= 0 nn 1)"),
            "(and (bvsle (_ bv0 32) nn) (bvsle nn (_ bv1 32)))"
        );
        // Names with digits and Booleans stay.
        assert_eq!(
            lower("(define-fun d1 () Bool (ite tau_stm.2 h0_k s1))"),
            "(define-fun d1 () Bool (ite tau_stm.2 h0_k s1))"
        );
    }

    #[test]
    fn model_values_read_back_signed() {
        assert_eq!(signed(4294967295, 32), -1);
        assert_eq!(signed(7, 32), 7);
        assert_eq!(signed((1u128 << 32) - 1_717_986_919, 32), -1_717_986_919);
    }
}
