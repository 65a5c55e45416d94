//! The closeness bounds τ_grd, τ_stm, τ_ins of one repair attempt as assumption literals:
//! `tau_stm.2` implies "at most two statements change". Each literal is defined once, when
//! first assumed, and stays for the attempt, so what the solver learns under one bound
//! serves the checks after it; a scope pushed and popped per check threw that away
//! (replayed tail cases of the benchmark: 10–50 % less time in the solver).

use super::smt;
use std::collections::BTreeSet;

pub(super) const TAU_GRD: &str = "tau_grd";
pub(super) const TAU_STM: &str = "tau_stm";
pub(super) const TAU_INS: &str = "tau_ins";
const KINDS: [&str; 3] = [TAU_GRD, TAU_STM, TAU_INS];

/// The selectors of changed guards, changed statements and insertion slots.
pub(super) type Selectors<'a> = (&'a [String], &'a [String], &'a [String]);

pub(super) struct BoundLiterals<'a> {
    sels: [&'a [String]; 3],
    /// (kind, k) pairs whose literal is defined in the attempt's scope.
    defined: BTreeSet<(usize, u32)>,
}

/// What assuming a bound vector takes: its literals, and the commands that define those
/// not defined yet (to be sent first).
pub(super) struct Assumed {
    pub literals: Vec<String>,
    pub definitions: Vec<String>,
}

impl<'a> BoundLiterals<'a> {
    pub fn new(sels: Selectors<'a>) -> Self {
        BoundLiterals {
            sels: [sels.0, sels.1, sels.2],
            defined: BTreeSet::new(),
        }
    }

    /// The literals that assume `tau`. A bound every assignment meets (or a kind without
    /// selectors) has none: a proof cannot blame it.
    pub fn assume(&mut self, tau: [u32; 3]) -> Assumed {
        let mut assumed = Assumed {
            literals: Vec::new(),
            definitions: Vec::new(),
        };
        for (kind, (name, sels)) in KINDS.iter().zip(self.sels).enumerate() {
            let k = tau[kind];
            if k as usize >= sels.len() {
                continue;
            }
            let literal = format!("{name}.{k}");
            if self.defined.insert((kind, k)) {
                let bound = smt::at_most(sels, k as usize, &format!("{name}!{k}!"));
                assumed
                    .definitions
                    .extend(smt::assumption_literal(&literal, &bound));
            }
            assumed.literals.push(literal);
        }
        assumed
    }
}

/// Where Algorithm 3 goes after a bound vector is refused (lines 25–28).
#[derive(Debug, PartialEq)]
pub(super) enum Widening {
    /// Widen this kind (0 guards, 1 statements, 2 insertions) by one.
    Widen(usize),
    /// The proof blames changes that only the attempt's cap on changes holds back.
    Capped(u32),
    /// The proof blames the insertions, at their cap, and no change it could widen.
    MoreSlots,
    /// Nothing the proof blames can widen.
    Exhausted,
}

/// The smallest kind the proof blames (`blamed`, as [`blamed`] names them) that may widen:
/// below its cap in `caps`, and for guards and statements while the two together stay below
/// `change_cap`.
pub(super) fn widening(
    tau: [u32; 3],
    caps: [u32; 3],
    blamed: &[String],
    change_cap: Option<u32>,
) -> Widening {
    let in_proof = |kind: usize| blamed.iter().any(|b| b == KINDS[kind]);
    let open = |kind: usize| in_proof(kind) && tau[kind] < caps[kind];
    let within = |kind: usize| kind == 2 || change_cap.is_none_or(|most| tau[0] + tau[1] < most);
    if let Some(kind) = (0..3).find(|&k| open(k) && within(k)) {
        return Widening::Widen(kind);
    }
    match change_cap {
        Some(most) if open(0) || open(1) => Widening::Capped(most),
        _ if in_proof(2) => Widening::MoreSlots,
        _ => Widening::Exhausted,
    }
}

/// The bound kinds (`tau_grd`, ...) among failed assumption literals.
pub(super) fn blamed(failed: &[String]) -> Vec<String> {
    failed
        .iter()
        .filter_map(|l| l.split_once('.').map(|(kind, _)| kind))
        .filter(|kind| KINDS.contains(kind))
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_is_defined_once_and_a_vacuous_one_is_not_assumed() {
        let grd: Vec<String> = vec![];
        let stm: Vec<String> = (0..3).map(|i| format!("s{i}")).collect();
        let ins: Vec<String> = vec!["t0".into()];
        let mut bounds = BoundLiterals::new((&grd, &stm, &ins));
        let first = bounds.assume([0, 1, 0]);
        assert_eq!(first.literals, ["tau_stm.1", "tau_ins.0"]);
        assert_eq!(first.definitions.len(), 4);
        assert!(first.definitions[1].starts_with("(assert (=> tau_stm.1 (and (or"));
        let again = bounds.assume([5, 1, 1]);
        assert_eq!(
            again.literals,
            ["tau_stm.1"],
            "one slot at most is no bound"
        );
        assert!(again.definitions.is_empty());
        assert_eq!(
            blamed(&["tau_ins.0".into(), "pin.3".into(), "tau_stm.1".into()]),
            ["tau_ins", "tau_stm"]
        );
    }

    #[test]
    fn a_refusal_widens_the_smallest_blamed_kind_within_the_caps() {
        let kinds =
            |names: &[&str]| -> Vec<String> { names.iter().map(|n| n.to_string()).collect() };
        let caps = [3, 3, 1];
        let both = kinds(&["tau_stm", "tau_grd"]);
        assert_eq!(widening([0, 0, 0], caps, &both, None), Widening::Widen(0));
        assert_eq!(widening([3, 0, 0], caps, &both, None), Widening::Widen(1));
        // Two changes so far under a cap of two: the changes stop, the insertion still widens.
        let all = kinds(&["tau_grd", "tau_stm", "tau_ins"]);
        assert_eq!(widening([1, 1, 0], caps, &all, Some(2)), Widening::Widen(2));
        assert_eq!(
            widening([1, 1, 1], caps, &all, Some(2)),
            Widening::Capped(2)
        );
        assert_eq!(widening([1, 1, 1], caps, &all, Some(3)), Widening::Widen(0));
        // Blamed kinds at their caps: more slots if the insertions are blamed.
        assert_eq!(
            widening([3, 3, 1], caps, &all, Some(9)),
            Widening::MoreSlots
        );
        assert_eq!(widening([3, 3, 1], caps, &both, None), Widening::Exhausted);
        assert_eq!(widening([0, 0, 0], caps, &[], None), Widening::Exhausted);
    }
}
