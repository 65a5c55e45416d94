//! Small SMT-LIB2 text builders and the command list an encoding produces.

/// One SMT-LIB command of an encoding, sent in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Cmd {
    Declare {
        name: String,
        sort: &'static str,
    },
    Define {
        name: String,
        sort: &'static str,
        body: String,
    },
    Assert(String),
}

impl Cmd {
    /// The term a definition or assertion holds (a declaration holds none).
    pub fn term(&self) -> Option<&str> {
        match self {
            Cmd::Declare { .. } => None,
            Cmd::Define { body, .. } => Some(body),
            Cmd::Assert(term) => Some(term),
        }
    }

    pub fn to_smtlib(&self) -> String {
        match self {
            Cmd::Declare { name, sort } => format!("(declare-const {name} {sort})"),
            Cmd::Define { name, sort, body } => format!("(define-fun {name} () {sort} {body})"),
            Cmd::Assert(t) => format!("(assert {t})"),
        }
    }
}

pub fn int(n: i64) -> String {
    if n < 0 {
        format!("(- {})", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

pub fn ite(c: &str, a: &str, b: &str) -> String {
    if a == b {
        return a.to_string();
    }
    match c {
        "true" => a.to_string(),
        "false" => b.to_string(),
        _ => format!("(ite {c} {a} {b})"),
    }
}

pub fn and(parts: &[String]) -> String {
    let parts: Vec<&String> = parts.iter().filter(|p| p.as_str() != "true").collect();
    if parts.iter().any(|p| p.as_str() == "false") {
        return "false".into();
    }
    match parts.len() {
        0 => "true".into(),
        1 => parts[0].clone(),
        _ => format!(
            "(and {})",
            parts
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        ),
    }
}

pub fn or(parts: &[String]) -> String {
    let parts: Vec<&String> = parts.iter().filter(|p| p.as_str() != "false").collect();
    if parts.iter().any(|p| p.as_str() == "true") {
        return "true".into();
    }
    match parts.len() {
        0 => "false".into(),
        1 => parts[0].clone(),
        _ => format!(
            "(or {})",
            parts
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        ),
    }
}

pub fn implies(a: &str, b: &str) -> String {
    format!("(=> {a} {b})")
}

/// The commands that make `literal` a Boolean to assume (`check-sat-assuming`) for `term`:
/// its declaration and `literal => term`, so a refusal can name it among failed assumptions.
pub fn assumption_literal(literal: &str, term: &str) -> [String; 2] {
    [
        Cmd::Declare {
            name: literal.to_string(),
            sort: "Bool",
        }
        .to_smtlib(),
        Cmd::Assert(implies(literal, term)).to_smtlib(),
    ]
}

pub fn not(a: &str) -> String {
    match a {
        "true" => "false".into(),
        "false" => "true".into(),
        _ => format!("(not {a})"),
    }
}

pub fn eq(a: &str, b: &str) -> String {
    if a == b {
        "true".into()
    } else {
        format!("(= {a} {b})")
    }
}

/// `terms[idx]` for a symbolic index (the last entry is the default).
pub fn select(idx: &str, terms: &[String]) -> String {
    let Some((last, init)) = terms.split_last() else {
        return "0".into();
    };
    init.iter()
        .enumerate()
        .rev()
        .fold(last.clone(), |acc, (i, t)| {
            ite(&eq(idx, &i.to_string()), t, &acc)
        })
}

/// `sum of (ite b 1 0)` over `bools` (0 when empty).
pub fn count(bools: &[String]) -> String {
    match bools.len() {
        0 => "0".into(),
        1 => format!("(ite {} 1 0)", bools[0]),
        _ => format!(
            "(+ {})",
            bools
                .iter()
                .map(|b| format!("(ite {b} 1 0)"))
                .collect::<Vec<_>>()
                .join(" ")
        ),
    }
}

/// "At most `k` of `bools` hold" in propositional form, which solvers decide by unit
/// propagation where the integer sum of [`count`] sends them through arithmetic (a closeness
/// bound of 0 or 1 is checked several times faster): `k = 0` negates each, `k = 1` excludes
/// each pair, larger `k` is a sequential counter (`c_j`: at least `j` of the first bools hold)
/// spelled with `let`, so it needs no declarations. `prefix` names the counter's bindings.
/// A bound every assignment meets is `true`.
pub fn at_most(bools: &[String], k: usize, prefix: &str) -> String {
    let n = bools.len();
    if k >= n {
        return "true".into();
    }
    if k == 0 {
        return and(&bools.iter().map(|b| not(b)).collect::<Vec<_>>());
    }
    if k == 1 && n <= 32 {
        let pairs: Vec<String> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .map(|(i, j)| or(&[not(&bools[i]), not(&bools[j])]))
            .collect();
        return and(&pairs);
    }
    // After bool i: c(i, j) for j in 1..=k; the constraint at bool i + 1 is
    // "not (bool and c(i, k))". Built inside out, the last bool first. Before the first
    // bool, "at least 0" holds and "at least j > 0" does not.
    let name = |i: usize, j: usize| format!("{prefix}{i}_{j}");
    let before = |i: usize, j: usize| match (i, j) {
        (_, 0) => "true".to_string(),
        (0, _) => "false".to_string(),
        (i, j) => name(i - 1, j),
    };
    let mut body = "true".to_string();
    for i in (0..n - 1).rev() {
        let next = not(&format!("(and {} {})", bools[i + 1], name(i, k)));
        body = and(&[next, body]);
        let bindings: Vec<String> = (1..=k)
            .map(|j| {
                let value = or(&[before(i, j), and(&[bools[i].clone(), before(i, j - 1)])]);
                format!("({} {value})", name(i, j))
            })
            .collect();
        body = format!("(let ({}) {body})", bindings.join(" "));
    }
    body
}

/// `lo <= x < hi`.
pub fn in_range(x: &str, lo: usize, hi: usize) -> String {
    format!("(and (<= {lo} {x}) (< {x} {hi}))")
}

#[cfg(test)]
mod tests {
    use super::*;
    use repaird_solvers::sexp::{parse_one, Sexp};
    use std::collections::HashMap;

    /// Evaluates the propositional terms `at_most` builds.
    fn eval(e: &Sexp, env: &HashMap<String, bool>) -> bool {
        match e {
            Sexp::Atom(a) => match a.as_str() {
                "true" => true,
                "false" => false,
                name => env[name],
            },
            Sexp::List(items) => {
                let head = items[0].atom().expect("operator");
                let args = &items[1..];
                match head {
                    "and" => args.iter().all(|a| eval(a, env)),
                    "or" => args.iter().any(|a| eval(a, env)),
                    "not" => !eval(&args[0], env),
                    "let" => {
                        let mut inner = env.clone();
                        for b in args[0].list().expect("bindings") {
                            let pair = b.list().expect("binding");
                            let name = pair[0].atom().expect("name").to_string();
                            inner.insert(name, eval(&pair[1], env));
                        }
                        eval(&args[1], &inner)
                    }
                    other => panic!("unexpected operator {other}"),
                }
            }
            Sexp::Str(s) => panic!("unexpected string {s}"),
        }
    }

    #[test]
    fn at_most_holds_exactly_when_few_enough_bools_do() {
        for n in [1usize, 2, 3, 5, 7, 34] {
            let bools: Vec<String> = (0..n).map(|i| format!("b{i}")).collect();
            assert_eq!(at_most(&bools, n, "c!"), "true");
            for k in 0..n.min(5) {
                let term = parse_one(&at_most(&bools, k, "c!")).expect("term parses");
                // Every assignment for small n; for 34 bools (the counter path of k = 1)
                // the assignments with up to 3 true.
                let assignments: Vec<Vec<bool>> = if n <= 7 {
                    (0..1u32 << n)
                        .map(|m| (0..n).map(|i| m >> i & 1 == 1).collect())
                        .collect()
                } else {
                    let mut all = vec![vec![false; n]];
                    for (a, b, c) in [(0, 1, 2), (3, 17, 33), (32, 33, 33), (5, 5, 5)] {
                        let mut v = vec![false; n];
                        v[a] = true;
                        v[b] = true;
                        v[c] = true;
                        all.push(v);
                    }
                    all
                };
                for values in assignments {
                    let env: HashMap<String, bool> =
                        bools.iter().cloned().zip(values.iter().copied()).collect();
                    let set = values.iter().filter(|v| **v).count();
                    assert_eq!(eval(&term, &env), set <= k, "n={n} k={k} {values:?}");
                }
            }
        }
    }
}
