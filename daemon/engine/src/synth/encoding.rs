//! SMT-LIB2 text of one synthesis query: the component-based encoding of Jha et al. as extended
//! by Nopol (see the module documentation of `synth` for the constraints and their names).

use super::inputs::Leaves;
use super::library::{Kind, Library};
use super::problem::Observation;

/// One query, ready to be sent through a solver session.
#[derive(Debug, Clone)]
pub(crate) struct Encoding {
    pub(crate) declarations: Vec<(String, &'static str)>,
    /// Each entry is one `assert`: the well-formedness of the program, then one per observation.
    pub(crate) assertions: Vec<String>,
    /// The structure variables (locations, operator selectors, polarities) a model is read from.
    pub(crate) structure: Vec<String>,
    pub(crate) components: Vec<Kind>,
}

pub(crate) fn line(j: usize) -> String {
    format!("lo{j}")
}
pub(crate) fn wire(j: usize, i: usize) -> String {
    format!("li{j}_{i}")
}
pub(crate) fn operator(j: usize) -> String {
    format!("op{j}")
}
pub(crate) fn polarity(j: usize, i: usize) -> String {
    format!("ng{j}_{i}")
}
pub(crate) const RESULT: &str = "lr";
pub(crate) const RESULT_POLARITY: &str = "nr";

fn output(j: usize, k: usize) -> String {
    format!("vo{j}_{k}")
}

/// An SMT-LIB integer numeral (negative numbers are `(- n)`).
fn numeral(value: i64) -> String {
    if value < 0 {
        format!("(- {})", value.unsigned_abs())
    } else {
        value.to_string()
    }
}

/// Constants usable as the right operand of `*` and `%`: those with |c| >= 2, because `* 0`,
/// `* 1`, `% 1` and `% -1` are trivial and `% 0` is undefined in C.
pub(crate) fn scale_constants(leaves: &Leaves) -> Vec<(usize, i64)> {
    leaves
        .constants()
        .filter(|(_, c)| c.unsigned_abs() >= 2)
        .collect()
}

/// Whether `library` can express anything the smaller libraries cannot, given the leaves:
/// comparisons and arithmetic need an integer variable, and each `&&`/`||` needs one more
/// boolean operand than there are logic components.
pub(crate) fn is_useful(leaves: &Leaves, library: &Library) -> bool {
    let needs_int_var = library.comparisons + library.arithmetic > 0;
    let boolean_operands = leaves.bools.len() + library.comparisons;
    (!needs_int_var || leaves.int_vars > 0)
        && (library.logic == 0 || boolean_operands > library.logic)
}

struct Layout {
    /// Integer leaves occupy `[0, ints)`, constants among them `[int_vars, ints)`.
    ints: usize,
    int_vars: usize,
    /// All leaves occupy `[0, leaves)`; component lines follow.
    leaves: usize,
    lines: usize,
}

impl Layout {
    fn in_range(term: &str, from: usize, to: usize) -> String {
        match to - from {
            0 => "false".to_string(),
            1 => format!("(= {term} {from})"),
            _ => format!("(and (<= {from} {term}) (< {term} {to}))"),
        }
    }
    fn is_int_leaf(&self, term: &str) -> String {
        Layout::in_range(term, 0, self.ints)
    }
    fn is_constant(&self, term: &str) -> String {
        Layout::in_range(term, self.int_vars, self.ints)
    }
    fn is_bool_leaf(&self, term: &str) -> String {
        Layout::in_range(term, self.ints, self.leaves)
    }
}

fn and(conjuncts: Vec<String>) -> String {
    match conjuncts.len() {
        0 => "true".to_string(),
        1 => conjuncts.into_iter().next().unwrap_or_default(),
        _ => format!("(and {})", conjuncts.join(" ")),
    }
}

fn or(disjuncts: Vec<String>) -> String {
    match disjuncts.len() {
        0 => "false".to_string(),
        1 => disjuncts.into_iter().next().unwrap_or_default(),
        _ => format!("(or {})", disjuncts.join(" ")),
    }
}

/// Builds the query for `library` over `observations`.
pub(crate) fn encode(leaves: &Leaves, library: &Library, observations: &[Observation]) -> Encoding {
    let components = library.components();
    let layout = Layout {
        ints: leaves.ints.len(),
        int_vars: leaves.int_vars,
        leaves: leaves.len(),
        lines: components.len(),
    };
    let scales = scale_constants(leaves);

    let mut declarations = Vec::new();
    let mut structure = Vec::new();
    for (j, kind) in components.iter().enumerate() {
        let mut names = vec![(line(j), "Int"), (wire(j, 0), "Int"), (wire(j, 1), "Int")];
        match kind {
            // `==` (true) or `<` (false).
            Kind::Compare => names.push((operator(j), "Bool")),
            Kind::Arith => names.push((operator(j), "Int")),
            Kind::Logic => {}
        }
        if *kind == Kind::Logic {
            names.push((polarity(j, 0), "Bool"));
            names.push((polarity(j, 1), "Bool"));
        }
        for (name, sort) in names {
            structure.push(name.clone());
            declarations.push((name, sort));
        }
    }
    for (name, sort) in [(RESULT, "Int"), (RESULT_POLARITY, "Bool")] {
        structure.push(name.to_string());
        declarations.push((name.to_string(), sort));
    }

    let mut assertions = vec![well_formed(&layout, &components, &scales)];
    let overflowing = overflowing_products(leaves, &scales, observations);
    for (j, kind) in components.iter().enumerate() {
        for &(variable, position) in overflowing.iter().filter(|_| *kind == Kind::Arith) {
            assertions.push(format!(
                "(not (and (= {} 2) (= {} {variable}) (= {} {position})))",
                operator(j),
                wire(j, 0),
                wire(j, 1)
            ));
        }
    }
    for (k, observation) in observations.iter().enumerate() {
        for (j, kind) in components.iter().enumerate() {
            let sort = if kind.returns_int() { "Int" } else { "Bool" };
            declarations.push((output(j, k), sort));
        }
        assertions.push(behaves(
            leaves,
            &layout,
            &components,
            &scales,
            observation,
            k,
        ));
    }
    Encoding {
        declarations,
        assertions,
        structure,
        components,
    }
}

/// The (variable, constant) positions whose product overflows `i64` in some observation: C
/// would not compute it, so synthesis must not pick it.
fn overflowing_products(
    leaves: &Leaves,
    scales: &[(usize, i64)],
    observations: &[Observation],
) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for variable in 0..leaves.int_vars {
        for &(position, c) in scales {
            let overflows = observations
                .iter()
                .any(|o| leaves.int_value(variable, o).checked_mul(c).is_none());
            if overflows {
                pairs.push((variable, position));
            }
        }
    }
    pairs
}

/// phi_WFF: fixed leaf positions (implicit in the numbering), output lines in range and pairwise
/// distinct (phi_OUTPUT, phi_CONS), inputs defined before use (phi_ACYC), inputs typed
/// (phi_INPUT), operator domains, and symmetry/redundancy cuts that keep refutations fast.
fn well_formed(layout: &Layout, components: &[Kind], scales: &[(usize, i64)]) -> String {
    let first_line = layout.leaves;
    let end = layout.leaves + layout.lines;
    let mut facts = Vec::new();
    for j in 0..components.len() {
        facts.push(Layout::in_range(&line(j), first_line, end));
    }
    if components.len() > 1 {
        let lines: Vec<String> = (0..components.len()).map(line).collect();
        facts.push(format!("(distinct {})", lines.join(" ")));
    }
    for j in 1..components.len() {
        // Instances of one kind are interchangeable: fix their order.
        if components[j] == components[j - 1] {
            facts.push(format!("(< {} {})", line(j - 1), line(j)));
        }
    }
    for (j, kind) in components.iter().enumerate() {
        let (a, b) = (wire(j, 0), wire(j, 1));
        for w in [&a, &b] {
            facts.push(format!("(< {w} {})", line(j)));
            facts.push(typed(layout, components, j, w, kind.takes_ints()));
        }
        let op = operator(j);
        match kind {
            Kind::Compare => {
                facts.push(format!("(distinct {a} {b})"));
                facts.push(format!(
                    "(not (and {} {}))",
                    layout.is_constant(&a),
                    layout.is_constant(&b)
                ));
                // `==` is symmetric.
                facts.push(format!("(=> {op} (< {a} {b}))"));
            }
            Kind::Arith => {
                let ops = if scales.is_empty() { 2 } else { 4 };
                facts.push(format!("(and (<= 0 {op}) (< {op} {ops}))"));
                facts.push(format!("(distinct {a} {b})"));
                facts.push(format!("(not {})", layout.is_constant(&a)));
                facts.push(format!("(=> (= {op} 0) (< {a} {b}))"));
                if !scales.is_empty() {
                    let scale_positions =
                        or(scales.iter().map(|(p, _)| format!("(= {b} {p})")).collect());
                    // `x * c` and `x % c`: a variable scaled by a constant (see `behaves`).
                    let variable = Layout::in_range(&a, 0, layout.int_vars);
                    facts.push(format!(
                        "(=> (>= {op} 2) (and {variable} {scale_positions}))"
                    ));
                }
            }
            Kind::Logic => facts.push(format!("(< {a} {b})")),
        }
    }
    facts.push(typed(layout, components, usize::MAX, RESULT, false));
    // Every arithmetic component feeds the result: with one unused, the program is one of the
    // same library without arithmetic, which the schedule tried before. This keeps the
    // arithmetic refutations cheap. (Unused comparisons and logic stay allowed: not every
    // smaller library of those is in the schedule.)
    for j in (0..components.len()).filter(|&j| components[j] == Kind::Arith) {
        let mut readers = vec![format!("(= {RESULT} {})", line(j))];
        for other in (0..components.len()).filter(|&other| other != j) {
            for i in 0..2 {
                readers.push(format!("(= {} {})", wire(other, i), line(j)));
            }
        }
        facts.push(or(readers));
    }
    and(facts)
}

/// phi_INPUT for one wire: it reads a leaf of its type or the output line of a component of its
/// type (other than its own component `j`).
fn typed(layout: &Layout, components: &[Kind], j: usize, wire: &str, int: bool) -> String {
    let mut sources = vec![if int {
        layout.is_int_leaf(wire)
    } else {
        layout.is_bool_leaf(wire)
    }];
    for (other, kind) in components.iter().enumerate() {
        if other != j && kind.returns_int() == int {
            sources.push(format!("(= {wire} {})", line(other)));
        }
    }
    or(sources)
}

/// The value carried by `wire` in observation `k`: phi_CONN written as a selection over the
/// wire's possible sources (whichever location it equals, it carries that value).
fn wire_value(
    leaves: &Leaves,
    components: &[Kind],
    j: usize,
    wire: &str,
    int: bool,
    observation: &Observation,
    k: usize,
) -> String {
    let mut sources: Vec<(String, String)> = Vec::new();
    if int {
        for position in 0..leaves.ints.len() {
            let value = numeral(leaves.int_value(position, observation));
            sources.push((position.to_string(), value));
        }
    } else {
        for index in 0..leaves.bools.len() {
            let value = leaves.bool_value(index, observation).to_string();
            sources.push(((leaves.ints.len() + index).to_string(), value));
        }
    }
    for (other, kind) in components.iter().enumerate() {
        if other != j && kind.returns_int() == int {
            sources.push((line(other), output(other, k)));
        }
    }
    let Some((_, mut term)) = sources.pop() else {
        // No possible source: typing already makes the query unsatisfiable.
        return if int { "0" } else { "false" }.to_string();
    };
    while let Some((location, value)) = sources.pop() {
        term = format!("(ite (= {wire} {location}) {value} {term})");
    }
    term
}

/// The value of `x * c` (selector 2) or `x % c` (selector 3) for component `j` in one
/// observation, as a table over the variable `x` and the constant `c` its wires select. The
/// products and remainders are computed here with C semantics, so the solver sees only numerals:
/// no multiplication or `mod` reaches it, and `%` truncates exactly as in C.
fn scaled_table(
    leaves: &Leaves,
    scales: &[(usize, i64)],
    j: usize,
    observation: &Observation,
) -> String {
    let (a, b, op) = (wire(j, 0), wire(j, 1), operator(j));
    let mut by_variable = "0".to_string();
    for variable in (0..leaves.int_vars).rev() {
        let x = leaves.int_value(variable, observation);
        let mut by_constant = "0".to_string();
        for &(position, c) in scales.iter().rev() {
            // Overflowing entries are excluded in `well_formed`; 0 is a placeholder.
            let product = x.checked_mul(c).map_or("0".to_string(), numeral);
            let remainder = x.checked_rem(c).map_or("0".to_string(), numeral);
            by_constant = format!(
                "(ite (= {b} {position}) (ite (= {op} 2) {product} {remainder}) {by_constant})"
            );
        }
        by_variable = format!("(ite (= {a} {variable}) {by_constant} {by_variable})");
    }
    by_variable
}

/// phi_LIB and the oracle for observation `k`: every component computes its function on its
/// wires, and the (possibly negated) result location carries the oracle value.
fn behaves(
    leaves: &Leaves,
    layout: &Layout,
    components: &[Kind],
    scales: &[(usize, i64)],
    observation: &Observation,
    k: usize,
) -> String {
    let mut facts = Vec::new();
    for (j, kind) in components.iter().enumerate() {
        let int_inputs = kind.takes_ints();
        let a = wire_value(
            leaves,
            components,
            j,
            &wire(j, 0),
            int_inputs,
            observation,
            k,
        );
        let b = wire_value(
            leaves,
            components,
            j,
            &wire(j, 1),
            int_inputs,
            observation,
            k,
        );
        let op = operator(j);
        let function = match kind {
            Kind::Compare => format!("(ite {op} (= a b) (< a b))"),
            Kind::Arith => {
                let scaled = scaled_table(leaves, scales, j, observation);
                format!("(ite (= {op} 0) (+ a b) (ite (= {op} 1) (- a b) {scaled}))")
            }
            Kind::Logic => {
                let (na, nb) = (polarity(j, 0), polarity(j, 1));
                format!("(and (xor {na} a) (xor {nb} b))")
            }
        };
        facts.push(format!(
            "(let ((a {a}) (b {b})) (= {} {function}))",
            output(j, k)
        ));
    }

    // The result: xor(nr, value at lr) = oracle.
    let oracle = observation.oracle;
    for index in 0..leaves.bools.len() {
        let position = layout.ints + index;
        let needs_negation = leaves.bool_value(index, observation) != oracle;
        let polarity = if needs_negation {
            RESULT_POLARITY.to_string()
        } else {
            format!("(not {RESULT_POLARITY})")
        };
        facts.push(format!("(=> (= {RESULT} {position}) {polarity})"));
    }
    for (j, kind) in components.iter().enumerate() {
        if !kind.returns_int() {
            let value = output(j, k);
            let agrees = if oracle {
                format!("(xor {RESULT_POLARITY} {value})")
            } else {
                format!("(= {RESULT_POLARITY} {value})")
            };
            facts.push(format!("(=> (= {RESULT} {}) {agrees})", line(j)));
        }
    }
    and(facts)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::synth::problem::{LocationId, SynthesisProblem, Value, VarType, Variable};

    fn problem() -> SynthesisProblem {
        let observation = |x: i64, p: bool, oracle: bool| Observation {
            test: "t".into(),
            values: BTreeMap::from([("x".into(), Value::Int(x)), ("p".into(), Value::PtrNull(p))]),
            oracle,
        };
        SynthesisProblem {
            location: LocationId("l".into()),
            variables: vec![
                Variable::new("x", VarType::Int),
                Variable::new("p", VarType::Ptr),
            ],
            literals: vec![2],
            observations: vec![observation(-3, false, true), observation(4, true, false)],
        }
    }

    fn balanced(text: &str) -> bool {
        let mut depth = 0i64;
        for c in text.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            if depth < 0 {
                return false;
            }
        }
        depth == 0
    }

    #[test]
    fn query_has_one_assertion_per_observation_plus_structure() {
        let problem = problem();
        let leaves = Leaves::of(&problem);
        let encoding = encode(&leaves, &Library::new(2, 1, 1), &problem.observations);
        assert_eq!(encoding.assertions.len(), 1 + problem.observations.len());
        assert!(!encoding
            .assertions
            .iter()
            .any(|a| a.contains("(not (and (= op")));
        assert!(encoding.assertions.iter().all(|a| balanced(a)));
        // 4 components x (line, 2 wires), an operator selector for all but the logic
        // component, its 2 polarities, and the result with its polarity.
        assert_eq!(encoding.structure.len(), 4 * 3 + 3 + 2 + 2);
        // One output value per component per observation.
        assert_eq!(
            encoding.declarations.len(),
            encoding.structure.len() + 4 * problem.observations.len()
        );
    }

    #[test]
    fn leaves_are_numbered_by_type() {
        let problem = problem();
        let leaves = Leaves::of(&problem);
        // x, then constants 0 -1 1 2, then `p == NULL`.
        assert_eq!(leaves.ints.len(), 5);
        assert_eq!(leaves.int_vars, 1);
        assert_eq!(leaves.len(), 6);
        let encoding = encode(&leaves, &Library::new(1, 0, 0), &problem.observations);
        let wff = &encoding.assertions[0];
        assert!(wff.contains("(and (<= 6 lo0) (< lo0 7))") || wff.contains("(= lo0 6)"));
        // The result may be the nullness leaf (position 5) or the comparison.
        assert!(wff.contains("(or (= lr 5) (= lr lo0))"), "{wff}");
        let first = &encoding.assertions[1];
        // x = -3 is written as an SMT-LIB negative numeral.
        assert!(first.contains("(ite (= li0_0 0) (- 3)"), "{first}");
    }

    #[test]
    fn products_and_remainders_are_precomputed_with_c_semantics() {
        let problem = problem();
        let leaves = Leaves::of(&problem);
        let encoding = encode(&leaves, &Library::new(1, 0, 1), &problem.observations);
        let text = encoding.assertions.join("\n");
        assert!(
            !text.contains("mod") && !text.contains("(* "),
            "the query stays linear"
        );
        // Observation 0 has x = -3: x * 2 = -6 and C's x % 2 = -1 (not SMT-LIB's mod = 1).
        let first = &encoding.assertions[1];
        assert!(
            first.contains("(ite (= li0_1 4) (ite (= op0 2) (- 6) (- 1))"),
            "{first}"
        );
    }

    #[test]
    fn overflowing_products_are_excluded() {
        let mut problem = problem();
        problem.observations[1]
            .values
            .insert("x".into(), Value::Int(i64::MAX / 2 + 1));
        let leaves = Leaves::of(&problem);
        let encoding = encode(&leaves, &Library::new(1, 0, 1), &problem.observations);
        // x is position 0, the constant 2 position 4.
        assert!(encoding
            .assertions
            .contains(&"(not (and (= op0 2) (= li0_0 0) (= li0_1 4)))".to_string()));
    }

    #[test]
    fn usefulness_depends_on_leaves() {
        let problem = problem();
        let leaves = Leaves::of(&problem);
        assert!(is_useful(&leaves, &Library::new(1, 1, 0)));
        let mut no_pointer = problem.clone();
        no_pointer.variables.pop();
        let leaves = Leaves::of(&no_pointer);
        assert!(!is_useful(&leaves, &Library::new(1, 1, 0)));
        assert!(is_useful(&leaves, &Library::new(2, 1, 0)));
    }
}
