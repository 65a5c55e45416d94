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

/// `lo <= x < hi`.
pub fn in_range(x: &str, lo: usize, hi: usize) -> String {
    format!("(and (<= {lo} {x}) (< {x} {hi}))")
}
