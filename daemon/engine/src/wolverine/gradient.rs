//! Gradient localization (Algorithm 4): between two asserted states, execute the segment
//! forward from the first and abstractly backward from the second (splitting states where
//! a written entity cannot be recovered from the precondition), weigh the distance between
//! the two at every point, and flag the statements where that weighted distance changes.
//! An entity nothing in the segment writes leaves no such change: a statement that stored
//! its asserted value elsewhere is flagged as well (`misdirected_writes`).
//!
//! The result is a sound over-approximation (the paper's Theorem 5.7): the repair may lock
//! every other statement, or make it nondeterministic when no insertion slots are allowed.

use super::problem::SpecPoint;
use crate::heap::{Entity, SymState, Val};
use crate::interp::{Event, Machine, TraceStep};
use repaird_cfront::ir::{Program, StmtId, StmtKind};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// A statement with a non-zero gradient.
#[derive(Clone, Debug, PartialEq)]
pub struct Suspicion {
    pub stmt: StmtId,
    /// The largest |Γ_i − Γ_{i−1}| over its occurrences (0 when flagged as sandwiched).
    pub gradient: f64,
    /// Flagged because it is sandwiched (written before and after in the segment), where
    /// the backward execution keeps no information (proof of Theorem 5.7, case 2).
    pub sandwiched: bool,
    /// Flagged because it writes, to another variable or field, the value this entity was
    /// asserted to have, which nothing in the segment writes (`misdirected_writes`): the
    /// distance that entity adds is the same at every point, so no gradient can name the
    /// statement that should have written it.
    pub meant_for: Option<Entity>,
}

impl Suspicion {
    /// `stmt` flagged with `gradient` and nothing else known of why.
    fn of(stmt: StmtId, gradient: f64) -> Self {
        Suspicion {
            stmt,
            gradient,
            sandwiched: false,
            meant_for: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Localization {
    /// Suspicious statements, strongest gradient first.
    pub suspicious: Vec<Suspicion>,
    /// Γ_0..Γ_n of every segment, in order.
    pub gammas: Vec<Vec<f64>>,
    /// Segments where the backward states exceeded the cap: all their statements are flagged.
    pub saturated_segments: usize,
}

impl Localization {
    pub fn ids(&self) -> BTreeSet<StmtId> {
        self.suspicious.iter().map(|s| s.stmt).collect()
    }
}

#[derive(Clone, Debug)]
pub struct GradientOptions {
    /// Most distinct backward states kept before a segment is given up (all flagged).
    pub max_states: usize,
}

impl Default for GradientOptions {
    fn default() -> Self {
        GradientOptions { max_states: 4_096 }
    }
}

/// The entity a statement writes, as the backward rules see it.
#[derive(Clone, Debug, PartialEq)]
enum Lhs {
    Var(String),
    /// `base.field := ..`
    Field(String, String),
    None,
}

fn lhs_of(kind: &StmtKind) -> Lhs {
    match kind {
        StmtKind::Assign { lhs, .. }
        | StmtKind::GetField { lhs, .. }
        | StmtKind::New { lhs, .. }
        | StmtKind::Nondet { lhs } => Lhs::Var(lhs.clone()),
        StmtKind::Input {
            targets,
            count: None,
            ..
        } if targets.len() == 1 => Lhs::Var(targets[0].clone()),
        StmtKind::PutField { base, field, .. } => Lhs::Field(base.clone(), field.clone()),
        // Booleans (guards) and events: no-ops backward (Fig. 12, `noop`); a call's result
        // only where the run kept its state (`localize_steps`).
        _ => Lhs::None,
    }
}

/// Two statements "match" when they write the same variable, or the same field (any base:
/// aliasing is not tracked, so this stays conservative).
fn matches(a: &Lhs, b: &Lhs) -> bool {
    match (a, b) {
        (Lhs::Var(x), Lhs::Var(y)) => x == y,
        (Lhs::Field(_, f), Lhs::Field(_, g)) => f == g,
        _ => false,
    }
}

/// Multiset of states: distinct state → multiplicity.
type States = BTreeMap<Vec<(Entity, Val)>, u64>;

fn key(s: &SymState) -> Vec<(Entity, Val)> {
    s.entities()
        .into_iter()
        .map(|(e, v)| (e, v.clone()))
        .collect()
}

fn from_key(k: &[(Entity, Val)], template: &SymState) -> SymState {
    let mut s = SymState::new();
    for (e, v) in k {
        if let Entity::Field { node, .. } = e {
            if let Some(n) = template.nodes.get(node) {
                s.nodes
                    .entry(node.clone())
                    .or_insert_with(|| crate::heap::HeapNode {
                        struct_name: n.struct_name.clone(),
                        fields: BTreeMap::new(),
                    });
            }
        }
        s.set(e, v.clone());
    }
    s
}

/// Distance: entities known on both sides (booleans excluded: they are guards) that differ.
fn distance(a: &SymState, b: &SymState) -> u64 {
    a.entities()
        .into_iter()
        .filter(|(e, v)| {
            let w = b.get(e);
            !matches!(v, Val::Unknown | Val::Bool(_))
                && !matches!(w, Val::Unknown | Val::Bool(_))
                && *v != w
        })
        .count() as u64
}

/// Localizes one segment: `steps` are the statements executed (guard true) between the
/// asserted states `pre` and `post`.
pub fn localize_segment(
    program: &Program,
    steps: &[StmtId],
    pre: &SymState,
    post: &SymState,
    options: &GradientOptions,
) -> Localization {
    let left: Vec<Option<&SymState>> = vec![None; steps.len()];
    localize_steps(program, steps, &left, pre, post, options)
}

/// [`localize_segment`], with the state each call statement left where the run kept it
/// (`left`, one per step): the forward execution cannot run a callee, so a call's result
/// and what it did to the heap would otherwise be unknown, and no statement storing it
/// could show a gradient (`root->left = insert(root->right, k)`). [`localize_trace`] keeps
/// them for recursive calls only: what the function computes itself. A helper's result
/// known makes every statement that stores one computed from a wrong state a suspect
/// (`y->height = max(height(y->left), ..)` after a deleted `y->right = b;`), and the
/// larger search took cvc5 3.5 times as long on that case (debug fixture
/// `closest_other_statement`).
fn localize_steps(
    program: &Program,
    steps: &[StmtId],
    left: &[Option<&SymState>],
    pre: &SymState,
    post: &SymState,
    options: &GradientOptions,
) -> Localization {
    let kinds: Vec<StmtKind> = steps
        .iter()
        .map(|id| {
            program
                .stmt(*id)
                .map(|s| s.kind.clone())
                .unwrap_or(StmtKind::Break)
        })
        .collect();
    // A call's result is an assignment backward only where the forward execution knows it:
    // else the backward state would take the old value where the forward one keeps it, a
    // gradient at every call whose result the state asserts.
    let lhss: Vec<Lhs> = kinds
        .iter()
        .zip(left)
        .map(|(kind, left)| match (kind, left) {
            (StmtKind::Call { lhs: Some(x), .. }, Some(_)) => Lhs::Var(x.clone()),
            _ => lhs_of(kind),
        })
        .collect();
    let n = steps.len();

    // Forward: ω_0 = pre, ω_i = Δ_i(ω_{i−1}); a statement that cannot run leaves the state.
    let mut forward = vec![pre.clone()];
    let mut machine = Machine::from_state(program, pre, "");
    for (kind, left) in kinds.iter().zip(left) {
        match (kind, left) {
            // What a call can change: its result, the heap and the globals; the rest of the
            // model's state there (its own garbage in unwritten locals) is not the segment's.
            (StmtKind::Call { lhs, .. }, Some(left)) => {
                let mut state = machine.snapshot();
                state.nodes = left.nodes.clone();
                for (name, v) in &left.vars {
                    if lhs.as_ref() == Some(name) || program.is_global(name) {
                        state.vars.insert(name.clone(), v.clone());
                    }
                }
                machine = Machine::from_state(program, &state, "");
            }
            _ => {
                let _ = machine.exec_atomic(program, kind);
            }
        }
        forward.push(machine.snapshot());
    }

    // Nodes a split may assign (N, with null).
    let mut nodes: BTreeSet<String> = pre.nodes.keys().cloned().collect();
    nodes.extend(post.nodes.keys().cloned());
    for s in &forward {
        nodes.extend(s.nodes.keys().cloned());
    }
    let mut domain: Vec<Val> = vec![Val::Null];
    domain.extend(nodes.iter().map(|n| Val::Node(n.clone())));

    // Backward: Ω_n = {post}, Ω_{i−1} = ∇(Ω_i, s_i).
    let mut backward: Vec<States> = vec![States::new(); n + 1];
    backward[n].insert(key(post), 1);
    let mut saturated = false;
    for i in (1..=n).rev() {
        let upward_exposed = !lhss[..i - 1].iter().any(|l| matches(l, &lhss[i - 1]));
        let mut next = States::new();
        for (k, count) in &backward[i] {
            let state = from_key(k, post);
            let rules = BackRules {
                upward_exposed,
                pre,
                forward: &forward[i - 1],
                domain: &domain,
            };
            for s in step_back(&state, &lhss[i - 1], &rules) {
                *next.entry(key(&s)).or_insert(0) += count;
            }
        }
        if next.len() > options.max_states {
            saturated = true;
            break;
        }
        backward[i - 1] = next;
    }
    if saturated {
        let mut seen = HashSet::new();
        let suspicious = steps
            .iter()
            .filter(|id| seen.insert(**id))
            .map(|id| Suspicion::of(*id, f64::INFINITY))
            .collect();
        return Localization {
            suspicious,
            gammas: vec![Vec::new()],
            saturated_segments: 1,
        };
    }

    // Γ_i = M/|Ω_i| · Σ_{ω∈Ω_i} d(ω_i^f, ω).
    let total = |s: &States| s.values().sum::<u64>().max(1);
    let m = total(&backward[0]) as f64;
    let gammas: Vec<f64> = (0..=n)
        .map(|i| {
            let sum: u64 = backward[i]
                .iter()
                .map(|(k, c)| c * distance(&forward[i], &from_key(k, post)))
                .sum();
            m / total(&backward[i]) as f64 * sum as f64
        })
        .collect();

    let mut by_stmt: BTreeMap<StmtId, Suspicion> = BTreeMap::new();
    for i in 1..=n {
        let g = (gammas[i] - gammas[i - 1]).abs();
        let lhs = &lhss[i - 1];
        let sandwiched = *lhs != Lhs::None
            && lhss[..i - 1].iter().any(|l| matches(l, lhs))
            && lhss[i..].iter().any(|l| matches(l, lhs));
        if g > 0.0 || sandwiched {
            let e = by_stmt
                .entry(steps[i - 1])
                .or_insert(Suspicion::of(steps[i - 1], 0.0));
            e.gradient = e.gradient.max(g);
            e.sandwiched |= sandwiched && g == 0.0 && e.gradient == 0.0;
        }
    }
    let segment = (program, steps, kinds.as_slice(), lhss.as_slice());
    for (i, entity) in misdirected_writes(segment, &forward, &backward[0], post) {
        by_stmt
            .entry(steps[i])
            .or_insert(Suspicion::of(steps[i], 0.0))
            .meant_for
            .get_or_insert(entity);
    }
    let mut suspicious: Vec<Suspicion> = by_stmt.into_values().collect();
    suspicious.sort_by(|a, b| b.gradient.total_cmp(&a.gradient).then(a.stmt.cmp(&b.stmt)));
    Localization {
        suspicious,
        gammas: vec![gammas],
        saturated_segments: 0,
    }
}

/// The positions (0-based) of the statements that write, to another entity of the same
/// kind, the value that an entity the segment never writes has in `post` but not in the
/// entry state (`forward[0]`), each with that entity. Such an entity differs from the entry
/// state in every backward state at the segment's start (the backward rules only change
/// what a statement writes), so it adds the same distance at every point and leaves no
/// gradient: the statement meant to write it wrote another variable or field, or the write
/// is missing, which a slot supplies. One slip, not two: a write to another variable reads
/// nothing (`keep = 1;` for `kept`) or reads the variable it was meant for (`victim =
/// outer->next;` for `outer`), so that `kept = kept + 1;` is not blamed for a count asserted
/// to be 1; a write to another field shares its node or its field name with the one it was
/// meant for. `segment`: the program, the statements run, their kinds and what each writes.
fn misdirected_writes(
    (program, steps, kinds, lhss): (&Program, &[StmtId], &[StmtKind], &[Lhs]),
    forward: &[SymState],
    start: &States,
    post: &SymState,
) -> Vec<(usize, Entity)> {
    let entry = &forward[0];
    let known = |v: &Val| !matches!(v, Val::Unknown | Val::Bool(_));
    if start.is_empty() {
        return Vec::new();
    }
    let starts: Vec<SymState> = start.keys().map(|k| from_key(k, post)).collect();
    // Entities known at entry whose every backward state at the start disagrees.
    let lacking: Vec<(Entity, Val)> = entry
        .entities()
        .into_iter()
        .filter(|(e, v)| {
            known(v)
                && starts.iter().all(|s| {
                    let w = s.get(e);
                    known(w) && w != *v
                })
        })
        .map(|(e, _)| {
            let wanted = post.get(&e).clone();
            (e, wanted)
        })
        .filter(|(_, wanted)| known(wanted))
        .collect();
    if lacking.is_empty() {
        return Vec::new();
    }
    // A condition's temporary is no variable a statement could have been meant for.
    let is_temp = |id: &StmtId, var: &str| {
        program
            .stmt(*id)
            .and_then(|s| program.function(&s.function))
            .is_some_and(|f| f.is_temp(var))
    };
    let mut found = Vec::new();
    for (i, (lhs, id)) in lhss.iter().zip(steps).enumerate() {
        let after = &forward[i + 1];
        let written = match lhs {
            Lhs::Var(x) if is_temp(id, x) => None,
            Lhs::Var(x) => Some((Entity::Var(x.clone()), after.var(x).clone())),
            Lhs::Field(base, field) => match forward[i].var(base) {
                Val::Node(node) => {
                    let e = Entity::Field {
                        node: node.clone(),
                        field: field.clone(),
                    };
                    let v = after.get(&e).clone();
                    Some((e, v))
                }
                _ => None,
            },
            Lhs::None => None,
        };
        let Some((target, value)) = written else {
            continue;
        };
        let mut reads = Vec::new();
        kinds[i].read_vars(&mut reads);
        let plausible = |e: &Entity| match (e, &target) {
            (Entity::Var(x), Entity::Var(_)) => reads.is_empty() || reads.contains(x),
            // One slip: the wrong base or the wrong field, not both.
            (
                Entity::Field { node, field },
                Entity::Field {
                    node: to_node,
                    field: to_field,
                },
            ) => node == to_node || field == to_field,
            _ => false,
        };
        if let Some((e, _)) = lacking
            .iter()
            .find(|(e, wanted)| *e != target && plausible(e) && *wanted == value)
        {
            found.push((i, e.clone()));
        }
    }
    found
}

/// ∇ of one statement on one state (Fig. 12).
fn step_back(state: &SymState, lhs: &Lhs, rules: &BackRules<'_>) -> Vec<SymState> {
    let BackRules {
        upward_exposed,
        pre,
        forward,
        domain,
    } = *rules;
    match lhs {
        Lhs::None => vec![state.clone()],
        Lhs::Var(x) => {
            let e = Entity::Var(x.clone());
            if upward_exposed {
                let mut s = state.clone();
                s.set(&e, pre.get(&e).clone());
                return vec![s];
            }
            split(state, &e, domain)
        }
        Lhs::Field(base, field) => {
            // A base no backward state knows (a temporary of the lowering, `t->prev = n` for
            // `n->next->prev = n`, which no asserted state holds) is the node the forward
            // execution wrote through: else the write would be invisible to the gradient.
            let node = match (state.var(base), forward.var(base)) {
                (Val::Node(node), _) | (Val::Unknown, Val::Node(node)) => node.clone(),
                _ => return vec![state.clone()],
            };
            let e = Entity::Field {
                node,
                field: field.clone(),
            };
            if upward_exposed {
                let mut s = state.clone();
                s.set(&e, pre.get(&e).clone());
                return vec![s];
            }
            split(state, &e, domain)
        }
    }
}

/// What a backward step of one statement knows besides the state after it: whether nothing
/// before it in the segment writes what it writes (`upward_exposed`: its old value is the
/// precondition's, `pre`), the forward state before it and the pointer values a split
/// ranges over.
#[derive(Clone, Copy)]
struct BackRules<'a> {
    upward_exposed: bool,
    pre: &'a SymState,
    forward: &'a SymState,
    domain: &'a [Val],
}

/// Every possible pointer value for `e` (integers cannot be enumerated: they become unknown).
fn split(state: &SymState, e: &Entity, domain: &[Val]) -> Vec<SymState> {
    if matches!(state.get(e), Val::Int(_) | Val::Bool(_)) {
        let mut s = state.clone();
        s.set(e, Val::Unknown);
        return vec![s];
    }
    domain
        .iter()
        .map(|v| {
            let mut s = state.clone();
            s.set(e, v.clone());
            s
        })
        .collect()
}

/// Localizes along a trace: one segment per pair of consecutive specs (statements of the
/// function itself whose guard held), results merged.
pub fn localize_trace(
    program: &Program,
    trace: &[TraceStep],
    specs: &[SpecPoint],
    options: &GradientOptions,
) -> Localization {
    let mut specs: Vec<&SpecPoint> = specs.iter().collect();
    specs.sort_by_key(|s| s.at);
    let mut merged: BTreeMap<StmtId, Suspicion> = BTreeMap::new();
    let mut gammas = Vec::new();
    let mut saturated = 0;
    for pair in specs.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (steps, left): (Vec<StmtId>, Vec<Option<&SymState>>) = trace
            [a.at.min(trace.len())..b.at.min(trace.len())]
            .iter()
            .filter_map(|s| match s.event {
                Event::Stmt {
                    id,
                    executed: true,
                    skipped: false,
                    depth: 0,
                    ..
                } => {
                    let recursive = program.stmt(id).is_some_and(|s| s.calls_own_function());
                    Some((id, s.after.as_ref().filter(|_| recursive)))
                }
                _ => None,
            })
            .unzip();
        let l = localize_steps(program, &steps, &left, &a.state, &b.state, options);
        saturated += l.saturated_segments;
        gammas.extend(l.gammas);
        for s in l.suspicious {
            let e = merged.entry(s.stmt).or_insert(Suspicion::of(s.stmt, 0.0));
            e.gradient = e.gradient.max(s.gradient);
            e.sandwiched |= s.sandwiched;
            if e.meant_for.is_none() {
                e.meant_for = s.meant_for;
            }
        }
    }
    let mut suspicious: Vec<Suspicion> = merged.into_values().collect();
    suspicious.sort_by(|a, b| b.gradient.total_cmp(&a.gradient).then(a.stmt.cmp(&b.stmt)));
    Localization {
        suspicious,
        gammas,
        saturated_segments: saturated,
    }
}

/// How the repair treats the statements localization did not flag (§5.2): locked, and
/// nondeterministic as well when there are no insertion slots.
pub fn restrict(
    all: &[StmtId],
    suspicious: &BTreeSet<StmtId>,
    insertion_slots: usize,
) -> (HashSet<StmtId>, HashSet<StmtId>) {
    let others: HashSet<StmtId> = all
        .iter()
        .filter(|id| !suspicious.contains(id))
        .copied()
        .collect();
    if insertion_slots == 0 {
        (HashSet::new(), others)
    } else {
        (others, HashSet::new())
    }
}
