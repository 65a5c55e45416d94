//! The encoding's integers as bit-vectors: 32 bits, C's `int`, or fewer where every
//! constant of an encoding is small.
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
//! `prefers_bitvectors`). Division and remainder become C's truncating ones (`bvsdiv`,
//! `bvsrem`), values wrap at the width (at 32 bits, as the program's own do), and a product
//! of two variables stays decidable.
//!
//! The width is the encoding's: [`NARROW`] bits where every constant is below 128
//! ([`width_for`]: its square fits, so the runs' values, a product of two of them or a sum
//! of 256 keep their meaning) and the program multiplies no two variables; a C `int`
//! otherwise. Every equality, `ite` and adder the solver blasts is as wide as its integers:
//! ten of yices's slowest benchmark repairs took a median 0.70× the engine time they took at
//! 32 bits, the same cases repaired (bench/README.md, narrow bit-vectors). A narrow encoding
//! cannot tell values apart that differ by a multiple of 2^16: a run gets there only through
//! longer chains of arithmetic than those.

use repaird_solvers::sexp::{parse_one, Sexp};

/// Bits of a C `int`: an encoding's integers where some constant is large.
pub const WIDTH: u32 = 32;

/// Bits of an encoding's integers where every constant is small (see [`width_for`]).
pub const NARROW: u32 = 16;

/// The logic a lowered encoding is in.
pub const LOGIC: &str = "QF_BV";

/// The width an encoding whose terms are `texts` (in integers) is lowered to: [`NARROW`]
/// where the square of every integer constant in them fits in its signed range and the
/// program is `linear`, else [`WIDTH`]. A program that multiplies two variables keeps C's
/// width: its values may outgrow the narrow range while its constants stay small. The
/// garbage a variable holds before its initialization is left out: its value is the run's
/// accident, kept apart from the others only by being large.
pub fn width_for<'a>(linear: bool, texts: impl IntoIterator<Item = &'a str>) -> u32 {
    if !linear {
        return WIDTH;
    }
    let garbage = super::encode::UNINITIALIZED_INT.unsigned_abs();
    let limit = 1u64 << ((NARROW - 1) / 2);
    let small = texts.into_iter().all(|text| {
        text.split([' ', '(', ')'])
            .filter(|token| !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()))
            .all(|token| {
                token
                    .parse::<u64>()
                    .is_ok_and(|n| n < limit || n == garbage)
            })
    });
    if small {
        NARROW
    } else {
        WIDTH
    }
}

/// `text` (one SMT-LIB command or term over `Int`) with every integer sort, literal and
/// operator replaced by its `width`-bit signed bit-vector counterpart. Text that is not one
/// expression is returned as it is (the solver reports it).
pub fn lower(text: &str, width: u32) -> String {
    match parse_one(text) {
        Ok(e) => lower_sexp(&e, width).to_string(),
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

fn literal(n: i128, width: u32) -> Sexp {
    let modulus = 1i128 << width;
    apply(
        "_",
        vec![
            atom(format!("bv{}", n.rem_euclid(modulus))),
            atom(width.to_string()),
        ],
    )
}

fn numeral(s: &str) -> Option<i128> {
    s.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| s.parse().ok())
        .flatten()
}

fn lower_sexp(e: &Sexp, width: u32) -> Sexp {
    let lower = |e: &Sexp| lower_sexp(e, width);
    match e {
        Sexp::Atom(a) if a == "Int" => apply("_", vec![atom("BitVec"), atom(width.to_string())]),
        Sexp::Atom(a) => numeral(a).map_or_else(|| e.clone(), |n| literal(n, width)),
        Sexp::Str(_) => e.clone(),
        Sexp::List(items) => {
            let Some(Sexp::Atom(head)) = items.first() else {
                return Sexp::List(items.iter().map(lower).collect());
            };
            let args = &items[1..];
            match head.as_str() {
                "-" => match args {
                    [a] => match a {
                        Sexp::Atom(n) => numeral(n).map(|n| literal(-n, width)),
                        _ => None,
                    }
                    .unwrap_or_else(|| apply("bvneg", vec![lower(a)])),
                    _ => fold("bvsub", args, width),
                },
                "+" => fold("bvadd", args, width),
                "*" => fold("bvmul", args, width),
                "div" => fold("bvsdiv", args, width),
                "mod" => fold("bvsrem", args, width),
                "<" => chain("bvslt", args, width),
                "<=" => chain("bvsle", args, width),
                ">" => chain("bvsgt", args, width),
                ">=" => chain("bvsge", args, width),
                _ => Sexp::List(items.iter().map(lower).collect()),
            }
        }
    }
}

/// A left-associative operator (`(+ a b c)`) as nested binary ones.
fn fold(op: &str, args: &[Sexp], width: u32) -> Sexp {
    let mut lowered = args.iter().map(|a| lower_sexp(a, width));
    let Some(first) = lowered.next() else {
        return apply(op, Vec::new());
    };
    lowered.fold(first, |acc, x| apply(op, vec![acc, x]))
}

/// A chained comparison (`(<= 0 x 1)`) as a conjunction of binary ones.
fn chain(op: &str, args: &[Sexp], width: u32) -> Sexp {
    let lowered: Vec<Sexp> = args.iter().map(|a| lower_sexp(a, width)).collect();
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
            lower("(declare-const x Int)", WIDTH),
            "(declare-const x (_ BitVec 32))"
        );
        assert_eq!(
            lower("(assert (and (<= 0 x) (< x 3)))", WIDTH),
            "(assert (and (bvsle (_ bv0 32) x) (bvslt x (_ bv3 32))))"
        );
        assert_eq!(lower("(- 1)", WIDTH), "(_ bv4294967295 32)");
        assert_eq!(lower("(- x)", WIDTH), "(bvneg x)");
        assert_eq!(lower("(- x y 2)", WIDTH), "(bvsub (bvsub x y) (_ bv2 32))");
        assert_eq!(lower("(+ a b c)", WIDTH), "(bvadd (bvadd a b) c)");
        assert_eq!(lower("(mod a b)", WIDTH), "(bvsrem a b)");
        assert_eq!(
            lower("(<= 0 nn 1)", WIDTH),
            "(and (bvsle (_ bv0 32) nn) (bvsle nn (_ bv1 32)))"
        );
        // Names with digits and Booleans stay.
        assert_eq!(
            lower("(define-fun d1 () Bool (ite tau_stm.2 h0_k s1))", WIDTH),
            "(define-fun d1 () Bool (ite tau_stm.2 h0_k s1))"
        );
    }

    #[test]
    fn narrow_literals_wrap_at_their_width() {
        assert_eq!(lower("(- 1)", NARROW), "(_ bv65535 16)");
        assert_eq!(
            lower("(declare-const x Int)", NARROW),
            "(declare-const x (_ BitVec 16))"
        );
        assert_eq!(
            lower("(define-fun d () Int (ite (= h 2) x 127))", NARROW),
            "(define-fun d () (_ BitVec 16) (ite (= h (_ bv2 16)) x (_ bv127 16)))"
        );
    }

    #[test]
    fn an_encoding_is_narrow_while_the_square_of_each_constant_fits() {
        let small = ["(assert (= x 127))", "(define-fun d7 () Int (+ y (- 3)))"];
        assert_eq!(width_for(true, small), NARROW);
        // Products of two variables keep C's width whatever the constants.
        assert_eq!(width_for(false, small), WIDTH);
        // Digits in names are no constants; the garbage of an uninitialized local is none.
        assert_eq!(
            width_for(true, ["(assert (= tau_stm.200 h4000_k))"]),
            NARROW
        );
        assert_eq!(width_for(true, ["(assert (= x (- 1717986919)))"]), NARROW);
        assert_eq!(width_for(true, ["(assert (= x 128))"]), WIDTH);
        let large = ["(assert (< x 1000))", "(assert (= y 1))"];
        assert_eq!(width_for(true, large), WIDTH);
    }

    #[test]
    fn model_values_read_back_signed() {
        assert_eq!(signed(4294967295, 32), -1);
        assert_eq!(signed(7, 32), 7);
        assert_eq!(signed(65535, 16), -1);
        assert_eq!(signed((1u128 << 32) - 1_717_986_919, 32), -1_717_986_919);
    }
}
