//! The encoding's integers as 32-bit bit-vectors, C's `int`.
//!
//! The encoder writes linear integer arithmetic; [`lower`] rewrites each command for
//! `QF_BV` before it is sent. Every integer the encoding holds is a small finite domain
//! (node ids, the indices that pick a hole's shape and operands) or a C `int`, and most of
//! the formula is `ite` over equalities between them: bit-blasted, that is propagation in
//! a SAT solver instead of equality reasoning in an arithmetic one. On the slot checks of
//! one rb_rotate_left repair (a 12-statement function, four runs, one insertion slot) yices
//! took 14 s in `QF_LIA` and 1.0 s in `QF_BV`. It pays off per backend, not everywhere:
//! over the benchmark's sample z3 took 3.2× and cvc5 1.5× the time bit-blasted, yices the
//! same (so a profile says whether it `prefers_bitvectors`). Division and remainder become
//! C's truncating ones (`bvsdiv`, `bvsrem`), values wrap at 32 bits as the program's own
//! do, and a product of two variables stays decidable.

/// Bits of every integer term.
pub const WIDTH: u32 = 32;

/// The logic a lowered encoding is in.
pub const LOGIC: &str = "QF_BV";

/// `text` (SMT-LIB commands or terms over `Int`) with every integer sort, literal and
/// operator replaced by its 32-bit signed bit-vector counterpart.
pub fn lower(text: &str) -> String {
    let mut tokens = Tokens { text, at: 0 };
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    while let Some(e) = parse(&mut tokens) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&render(&e));
    }
    out
}

/// A model's value of a lowered integer term, as the signed integer it stands for.
pub fn signed(value: u128, width: u32) -> i64 {
    let width = width.clamp(1, 64);
    let v = value as u64;
    let shift = 64 - width;
    ((v << shift) as i64) >> shift
}

enum Sexp<'a> {
    Atom(&'a str),
    List(Vec<Sexp<'a>>),
}

struct Tokens<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Tokens<'a> {
    fn next(&mut self) -> Option<&'a str> {
        let bytes = self.text.as_bytes();
        while self.at < bytes.len() && bytes[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
        if self.at >= bytes.len() {
            return None;
        }
        let start = self.at;
        if matches!(bytes[start], b'(' | b')') {
            self.at += 1;
        } else {
            while self.at < bytes.len()
                && !bytes[self.at].is_ascii_whitespace()
                && !matches!(bytes[self.at], b'(' | b')')
            {
                self.at += 1;
            }
        }
        Some(&self.text[start..self.at])
    }
}

fn parse<'a>(tokens: &mut Tokens<'a>) -> Option<Sexp<'a>> {
    match tokens.next()? {
        "(" => {
            let mut items = Vec::new();
            loop {
                let at = tokens.at;
                match tokens.next() {
                    None => return Some(Sexp::List(items)),
                    Some(")") => return Some(Sexp::List(items)),
                    Some(_) => {
                        tokens.at = at;
                        items.push(parse(tokens)?);
                    }
                }
            }
        }
        atom => Some(Sexp::Atom(atom)),
    }
}

fn literal(n: i128) -> String {
    let modulus = 1i128 << WIDTH;
    format!("(_ bv{} {WIDTH})", n.rem_euclid(modulus))
}

fn is_numeral(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

fn render(e: &Sexp<'_>) -> String {
    match e {
        Sexp::Atom(a) if is_numeral(a) => match a.parse::<i128>() {
            Ok(n) => literal(n),
            Err(_) => a.to_string(),
        },
        Sexp::Atom("Int") => format!("(_ BitVec {WIDTH})"),
        Sexp::Atom(a) => a.to_string(),
        Sexp::List(items) => {
            let Some(Sexp::Atom(head)) = items.first() else {
                return list(items.iter().map(render));
            };
            let args = &items[1..];
            match *head {
                "-" => match args {
                    [Sexp::Atom(n)] if is_numeral(n) => match n.parse::<i128>() {
                        Ok(n) => literal(-n),
                        Err(_) => list(items.iter().map(render)),
                    },
                    [a] => format!("(bvneg {})", render(a)),
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
                _ => list(items.iter().map(render)),
            }
        }
    }
}

fn list(parts: impl Iterator<Item = String>) -> String {
    format!("({})", parts.collect::<Vec<_>>().join(" "))
}

/// A left-associative operator (`(+ a b c)`) as nested binary ones.
fn fold(op: &str, args: &[Sexp<'_>]) -> String {
    let mut rendered = args.iter().map(render);
    let Some(first) = rendered.next() else {
        return format!("({op})");
    };
    rendered.fold(first, |acc, x| format!("({op} {acc} {x})"))
}

/// A chained comparison (`(<= 0 x 1)`) as a conjunction of binary ones.
fn chain(op: &str, args: &[Sexp<'_>]) -> String {
    let rendered: Vec<String> = args.iter().map(render).collect();
    let pairs: Vec<String> = rendered
        .windows(2)
        .map(|w| format!("({op} {} {})", w[0], w[1]))
        .collect();
    match pairs.len() {
        1 => pairs.into_iter().next().expect("one pair"),
        _ => format!("(and {})", pairs.join(" ")),
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
