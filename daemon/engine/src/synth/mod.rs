//! Condition synthesis for buggy `if` conditions and missing preconditions (Nopol, SemFix).
//!
//! # Input and output
//!
//! A [`SynthesisProblem`] holds, for one location, every execution of it in every test: the
//! values in scope (integers, booleans, pointer nullness) and the *oracle* value the condition
//! must take there — the angelic value found by angelic fix localization in a failing test, the
//! observed value in a passing one. [`synthesize`] returns the simplest C condition over the
//! variables and the offered constants (`0`, `-1`, `1` and the program's literals) that takes the
//! oracle value in every observation, or `None`. Every answer is re-evaluated on every
//! observation with C semantics ([`Expr::eval`]) before it is returned.
//!
//! # Search
//!
//! 1. Observations that agree on every variable but want different values make any condition
//!    impossible: reported as a contradiction, no solver involved.
//! 2. An enumerative pre-pass evaluates every level-1 candidate directly (`b`, `!b`,
//!    `p == NULL`, `p != NULL`, `x op c`, `x op y`); most conditions are found here.
//! 3. Otherwise one SMT query per entry of [`SCHEDULE`], in order: level 1 (one comparison),
//!    level 2 (comparisons joined by `&&`/`||`, with `!`), level 3 (comparisons over `+ - * %`).
//!    Within a level, larger component libraries come only after smaller ones are refuted.
//!
//! # The encoding (component-based synthesis, Jha et al. as extended by Nopol)
//!
//! A candidate condition is a straight-line program. Positions `0..L` hold the *leaves*: integer
//! variables, then integer constants, then boolean leaves (boolean variables and `p == NULL`
//! atoms); each library component gets one of the lines `L..L+K`. Integer *location variables*
//! say where things are: `lo_j` is the line of component `j`, `li_j_i` the position its input `i`
//! reads, `lr` the position the result is read from. Location variables are shared by all
//! observations — they are the program — and the solver picks them. The constraints:
//!
//! * well-formedness: `lo_j` in `[L, L+K)` and pairwise distinct (one component per line);
//!   every input reads an earlier position, `li_j_i < lo_j` (acyclicity); typing — an integer
//!   input reads an integer leaf or the line of an arithmetic component, a boolean input (and
//!   the result) a boolean leaf or the line of a comparison or logic component. Leaves are
//!   grouped by type, so "is an integer leaf" is a range check.
//! * library semantics, one copy per observation `k`: component `j`'s output value `vo_j_k`
//!   is its function applied to the values its wires carry. A wire's value is the value at the
//!   location it equals (the `l_x = l_y -> v_x = v_y` connection rule, written as an `ite` over
//!   the wire's possible sources, with the observed values of the leaves as numerals).
//! * the oracle: `nr xor value(lr) = oracle_k` in each copy.
//!
//! Two deliberate departures from Nopol's encoding keep queries small:
//! * A component is an operator *family* with a selector variable instead of one component per
//!   operator, and every boolean wire (logic inputs, the result) carries a polarity bit. With
//!   polarities, comparisons need only `<` and `==` (`a <= b` is `!(b < a)`, `a != b` is
//!   `!(a == b)`) and logic only `&&` (`a || b` is `!(!a && !b)`); the read-back pushes
//!   negations to the leaves, so the C text shows `<=`, `!=`, `||` as usual. This cuts the
//!   choices per comparison from six operators to two and per logic component from two to one.
//! * `x * c` and `x % c` take an integer *variable* on the left and a constant with `|c| >= 2`
//!   on the right (`+` and `-` take any integer wires). Their values are tabulated per
//!   observation in Rust with C semantics (truncating `%`, products that overflow `i64` are
//!   excluded), so the solver sees only numerals and `ite`s: every query is linear integer
//!   arithmetic, which z3, cvc5 and yices decide fast, and `% 0` cannot be synthesized.
//!
//! Symmetry cuts (same-kind components in line order, operands of commutative operators
//! ordered, no comparison of two constants, every arithmetic component used — an unused one
//! means the library without it, tried earlier) prune equivalent programs, which is what makes
//! the unsatisfiable levels quick to refute. Integers are SMT `Int`: the observed values are
//! concrete, so bit-precision is never needed to pick a condition, and the evaluator rejects a
//! condition whose arithmetic would overflow on an observation.
//!
//! Reading back: the model's location values are followed backwards from `lr`; components not
//! reachable from the result are ignored (Nopol §3.5).

mod encoding;
mod expr;
mod inputs;
mod library;
mod prepass;
mod problem;
mod readback;
mod search;

pub use expr::{ArithOp, CmpOp, EvalError, EvalValue, Expr, LogicOp};
pub use library::{Level, Library, SCHEDULE};
pub use problem::{
    LocationId, Observation, ProblemError, SynthesisProblem, Value, VarType, Variable,
};
pub use search::{
    prepass, synthesize, Attempt, AttemptOutcome, Condition, FoundBy, SynthesisError,
    SynthesisOptions, SynthesisReport,
};
