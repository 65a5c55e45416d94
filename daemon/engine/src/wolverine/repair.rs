//! Algorithm 3: proof-guided repair. The closeness bounds τ_grd, τ_stm, τ_ins start at 0
//! and are widened one at a time in the direction the unsat core points, smaller changes
//! first (guards, then statements, then insertions); a core without a relaxable bound
//! fails fast.

use super::bitvec;
use super::bounds::{self, BoundLiterals, Widening};
use super::encode::{encode, Encoded, HeapLookups, Hole, Layout, SlotShapes};
use super::familiar;
use super::holes::Pin;
use super::placement::latest_places;
use super::problem::{Insertion, Repair, RepairError, RepairProblem};
use super::smt::{self, Cmd};
use crate::interp::Gap;
use repaird_cfront::ir::{Expr, Program, StmtId, StmtKind};
use repaird_cfront::rewrite::{Change, NewStmt};
use repaird_solvers::{Profile, SatResult, Session, Value};
use std::collections::{BTreeMap, HashMap};

/// Solver calls spent making a repair closer to the original code (see `closest`).
const CLOSENESS_CALLS: u32 = 8;
/// The longest a call moving a found repair closer to the original code may take. Such a
/// call only polishes what was found: in the benchmark runs the longest took 2.5 s (cvc5);
/// one on a three-run insertion-sort repair, under an encoding change not kept, ran past
/// its case's 30 s.
const CLOSENESS_CALL_LIMIT: std::time::Duration = std::time::Duration::from_secs(3);
/// The most changed guards and statements a search with one-level slot shapes widens to
/// before the two-level shapes are tried. Those shapes take the one-level ones in too, so no
/// repair is lost; what is saved is the unsat checks at five and six changes a one-level
/// search spent before its refusal (cvc5: 8.5 s of dll_reverse ⟨1,1⟩'s 26.6 s in bench
/// amx-s27). Of the 260 one-level searches that found a repair in amx-s27, none found it
/// past four changes, and 5 at four: a cap of three sent those (z3) to the two-level search,
/// and sll_merge_alternate ⟨2,1⟩ took three rounds, not two.
pub(super) const ONE_LEVEL_CHANGES: u32 = 4;
/// The same for the one-level search of the slot that writes what was corrected, when the
/// two-level shapes follow it in the same process (up to [`ONE_LEVEL_CHANGES`], so again no
/// repair is lost). In bench head-s73 no such search found a repair at four changes (z3: 13
/// refused there over 180 cases; cvc5: dll_reverse ⟨1,1⟩'s, 1.4–3.1 s of its 5–9 s, before
/// the two-level shapes found `current->prev = current->next;` at two).
pub(super) const TARGETED_ONE_LEVEL_CHANGES: u32 = 3;

/// How a refusal at the cap on changes reads: `no repair with 4 or fewer changed guards and
/// statements` (kept refusals keep the words, so [`refused_at_change_cap`] tells them too).
const CAPPED: &str = "no repair with";
const CAPPED_WHAT: &str = "changed guards and statements";

/// Whether `error` refused an attempt at its cap on changed guards and statements: the proof
/// still blamed a change the attempt was held back from.
pub(super) fn refused_at_change_cap(error: &RepairError) -> bool {
    matches!(error, RepairError::InconsistentSpec { detail }
        if detail.starts_with(CAPPED) && detail.ends_with(CAPPED_WHAT))
}

/// What one attempt's search must and may do.
#[derive(Clone, Copy, Debug)]
pub(super) struct Limits {
    /// Fewer insertions are known not to do (every slot is then active).
    pub(super) at_least: usize,
    /// The most changed guards and statements together the search may widen to.
    pub(super) change_cap: Option<u32>,
}

impl Limits {
    pub(super) fn at_least(at_least: usize) -> Self {
        Limits {
            at_least,
            change_cap: None,
        }
    }
}

/// Changed statements and inserted ones, as a model describes them.
type Changes = (Vec<Change>, Vec<Insertion>);
/// A model's values of holes and selectors (Booleans as 0/1).
type Values = HashMap<String, i64>;

/// A SOLVE's answer: on unsat, the bound kinds the proof blames.
enum Outcome {
    Sat,
    Unsat(Vec<String>),
    Unknown(String),
}

/// Changed guards, changed statements and inserted statements of a repair.
fn count_kinds(changes: &[Change], insertions: &[Insertion]) -> [u32; 3] {
    let mut n = [0u32; 3];
    for c in changes {
        match c {
            Change::ReplaceGuard { .. } | Change::Delete { .. } => n[0] += 1,
            Change::ReplaceStmt { .. } => n[1] += 1,
            _ => {}
        }
    }
    n[2] = insertions.len() as u32;
    n
}

/// One step of a repair's search, kept for reports of where its time went: an attempt's
/// encoding, or a solver call.
#[derive(Clone, Debug, PartialEq)]
pub enum SearchStep {
    /// An attempt's encoding built, sent (`bytes`: the text that went out; a kept encoding's
    /// prefix is not sent again) and taken in by the solver (the push above it).
    Encoding {
        attempt: AttemptShape,
        bytes: usize,
        elapsed: std::time::Duration,
    },
    Check(SearchCheck),
    /// An attempt answered without a solver: refused over some of its runs before
    /// ([`super::refusals`]).
    RefusedBefore {
        attempt: AttemptShape,
    },
}

impl std::fmt::Display for SearchStep {
    /// `1@sites encoded 196 KB 77 ms`, or the check's form ([`SearchCheck`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SearchStep::Encoding {
                attempt,
                bytes,
                elapsed,
            } => write!(
                f,
                "{attempt} encoded {} KB {} ms",
                bytes.div_ceil(1000),
                elapsed.as_millis()
            ),
            SearchStep::Check(check) => check.fmt(f),
            SearchStep::RefusedBefore { attempt } => write!(f, "{attempt} refused as before"),
        }
    }
}

/// One solver call of a repair's search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchCheck {
    /// The slots of the attempt the call belongs to.
    pub attempt: AttemptShape,
    /// The closeness bounds assumed (guards, statements, insertions); `None` for a call that
    /// moves a found repair closer to the original code.
    pub bounds: Option<[u32; 3]>,
    /// `Some(true)`: sat; `Some(false)`: unsat; `None`: unknown or failed.
    pub sat: Option<bool>,
    pub elapsed: std::time::Duration,
}

impl std::fmt::Display for SearchCheck {
    /// `1+2l τ=1,2,1 unsat 2037 ms`: slots (`+2l`: with two-level shapes, `@sites`: next to
    /// the slot sites only), bounds, answer.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.attempt)?;
        match self.bounds {
            Some([g, s, i]) => write!(f, " τ={g},{s},{i}")?,
            None => write!(f, " closer")?,
        }
        let answer = match self.sat {
            Some(true) => "sat",
            Some(false) => "unsat",
            None => "unknown",
        };
        write!(f, " {answer} {} ms", self.elapsed.as_millis())
    }
}

/// The slots one attempt of a repair encodes.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct AttemptShape {
    /// Insertion slots encoded, and whether with two-level shapes.
    pub slots: usize,
    pub two_level: bool,
    /// Whether the slots could go only next to the problem's `slot_sites`.
    pub near_sites: bool,
    /// Whether the slots could write only the problem's `slot_writes`.
    pub targeted: bool,
}

impl AttemptShape {
    pub(super) fn of(problem: &RepairProblem<'_>, shapes: SlotShapes) -> Self {
        AttemptShape {
            slots: problem.insertion_slots,
            two_level: shapes.two_level,
            near_sites: problem.slot_sites.is_some() && problem.insertion_slots > 0,
            targeted: problem.slot_writes.is_some() && problem.insertion_slots > 0,
        }
    }
}

impl std::fmt::Display for AttemptShape {
    /// `1+2l@sites`: slots, `+2l` with two-level shapes, `@sites` next to the slot sites only,
    /// `@writes` writing only the targets the programmer corrected.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.slots)?;
        if self.two_level {
            write!(f, "+2l")?;
        }
        if self.near_sites {
            write!(f, "@sites")?;
        }
        if self.targeted {
            write!(f, "@writes")?;
        }
        Ok(())
    }
}

/// One warm solver process of a [`super::RepairSession`] and what it holds: it runs one
/// attempt of a repair at a time. The encoding of its last attempt stays asserted in its own
/// scope and is extended when the next attempt's encoding starts with it; the bound checks of
/// Algorithm 3 run in scopes above it.
pub(super) struct Worker {
    session: Session,
    /// The profile sessions are started from, and the logic the current one was told.
    profile: Profile,
    logic: &'static str,
    /// Where the session records its transcript, if anywhere (kept across a respawn for
    /// another logic).
    transcript: Option<std::path::PathBuf>,
    /// What the attempts since the last [`Worker::take_stats`] cost.
    stats: AttemptStats,
    /// The slots of the attempt running (for `search`).
    attempt: AttemptShape,
    /// Whether encodings are sent as bit-vectors (see [`bitvec`]) or as integers.
    bitvectors: bool,
    /// The bit-vectors' width for the running attempt's encoding ([`bitvec::width_for`]).
    width: u32,
    kept: Option<Kept>,
    /// The end of the running repair's [`RepairProblem::time_budget`], the budget, and the
    /// session's own deadline per call, restored after it.
    deadline: Option<(std::time::Instant, std::time::Duration, std::time::Duration)>,
}

/// What attempts cost: solver calls, encoding commands found already asserted and not sent
/// again, where the time went (building and sending encodings until the solver has taken
/// them in, the push above them included; the searches: checks, cores, models, closeness
/// calls, the pop after them), and each encoding and call in order.
#[derive(Default)]
pub(super) struct AttemptStats {
    pub(super) solver_calls: u64,
    pub(super) reused_commands: u64,
    pub(super) encoding_time: std::time::Duration,
    pub(super) solving_time: std::time::Duration,
    pub(super) search: Vec<SearchStep>,
}

/// The last repair's encoding, left asserted in its own scope: a later repair whose
/// encoding extends it (the same code, a longer trace, more specs) only sends the rest.
struct Kept {
    depth_before: usize,
    cmds: Vec<Cmd>,
    /// The width its integers were sent in, as bit-vectors.
    width: u32,
}

/// The profile of a repair session's solver in `logic`: bounds and pins are assumed, so it
/// answers failed assumptions (where a solver trades named cores for them, it does).
fn session_profile(profile: &Profile, logic: &str) -> Profile {
    profile.for_logic(logic).for_assumptions()
}

impl Worker {
    /// A process for encodings as bit-vectors (`bitvectors`) or integers (see
    /// [`Worker::set_arithmetic`]); an encoding in another logic starts a process of its own.
    pub(super) async fn spawn(profile: &Profile, bitvectors: bool) -> Result<Worker, RepairError> {
        let logic = if bitvectors { bitvec::LOGIC } else { "QF_LIA" };
        let session = Session::spawn(&session_profile(profile, logic)).await?;
        Ok(Worker {
            session,
            profile: profile.clone(),
            logic,
            transcript: None,
            stats: AttemptStats::default(),
            attempt: AttemptShape::default(),
            bitvectors,
            width: bitvec::WIDTH,
            kept: None,
            deadline: None,
        })
    }

    /// Sends later encodings as bit-vectors (`Some(true)`, see [`bitvec`]), in
    /// integer arithmetic (`Some(false)`: `QF_LIA`, or `QF_NIA` where the program multiplies
    /// two variables), or as the backend decides faster (`None`, the profile's
    /// `prefers_bitvectors`). Drops the kept encoding when that changes.
    pub(super) async fn set_arithmetic(
        &mut self,
        bitvectors: Option<bool>,
    ) -> Result<(), RepairError> {
        let bitvectors = bitvectors.unwrap_or(self.profile.prefers_bitvectors);
        if self.bitvectors != bitvectors {
            self.forget().await?;
            self.bitvectors = bitvectors;
        }
        Ok(())
    }

    /// The text sent for `text` written in integer arithmetic.
    fn lowered<'t>(&self, text: &'t str) -> std::borrow::Cow<'t, str> {
        if self.bitvectors {
            bitvec::lower(text, self.width).into()
        } else {
            text.into()
        }
    }

    /// Sends commands written in integer arithmetic, lowered as the session sends them (in
    /// integers, as they are: an encoding is not copied on its way out).
    async fn send_text(&mut self, commands: &[String]) -> Result<(), RepairError> {
        if !self.bitvectors {
            return Ok(self.session.send_all(commands).await?);
        }
        let text: Vec<String> = commands
            .iter()
            .map(|c| bitvec::lower(c, self.width))
            .collect();
        Ok(self.session.send_all(&text).await?)
    }

    /// Records every command and answer of this session (and of any it is replaced by) to
    /// `path`.
    pub(super) fn record_to(&mut self, path: &std::path::Path) -> Result<(), RepairError> {
        self.session.record_to(path)?;
        self.transcript = Some(path.to_path_buf());
        Ok(())
    }

    /// The solver told `logic` where it has a procedure of its own for it (a new process
    /// when the current one was told another logic; nothing asserted is lost that matters:
    /// the kept encoding is dropped).
    async fn use_logic(&mut self, logic: &'static str) -> Result<(), RepairError> {
        if logic == self.logic {
            return Ok(());
        }
        let wanted = session_profile(&self.profile, logic);
        if wanted.logic != self.session.profile().logic {
            self.kept = None;
            self.session = Session::spawn(&wanted).await?;
            if let Some(path) = &self.transcript {
                self.session
                    .record_to(&path.with_extension(format!("{}.smt2", logic.to_lowercase())))?;
            }
        }
        self.logic = logic;
        Ok(())
    }

    pub(super) fn session(&mut self) -> &mut Session {
        &mut self.session
    }

    /// What the attempts since the last call cost.
    pub(super) fn take_stats(&mut self) -> AttemptStats {
        std::mem::take(&mut self.stats)
    }

    /// Starts a repair whose time budget ends at `deadline` (the budget's end and length).
    pub(super) fn begin(&mut self, deadline: Option<(std::time::Instant, std::time::Duration)>) {
        let own = self.session.timeout();
        self.deadline = deadline.map(|(end, budget)| (end, budget, own));
    }

    /// Ends what [`Worker::begin`] started: the session's own deadline per call again.
    pub(super) fn end(&mut self) {
        if let Some((_, _, own)) = self.deadline.take() {
            self.session.set_timeout(own);
        }
    }

    /// One encoding and its search, within `limits`.
    pub(super) async fn attempt(
        &mut self,
        problem: &RepairProblem<'_>,
        shapes: SlotShapes,
        limits: Limits,
    ) -> Result<Repair, RepairError> {
        let started = std::time::Instant::now();
        self.attempt = AttemptShape::of(problem, shapes);
        let lookups = if self.profile.narrows_heap_lookups {
            HeapLookups::Narrowed
        } else {
            HeapLookups::Every
        };
        // Where runs join a search on demand, an encoding over fewer runs is kept as the
        // start of the next one.
        let layout = if self.profile.adds_runs_on_demand {
            Layout::ByRun
        } else {
            Layout::Whole
        };
        let encoded = encode(problem, shapes, lookups, layout)?;
        self.width = if self.bitvectors {
            let terms = encoded
                .cmds
                .iter()
                .chain(&encoded.scoped)
                .filter_map(Cmd::term);
            bitvec::width_for(encoded.logic == "QF_LIA", terms)
        } else {
            bitvec::WIDTH
        };
        let logic = if self.bitvectors {
            bitvec::LOGIC
        } else {
            encoded.logic
        };
        self.use_logic(logic).await?;
        // What this attempt pushes (its encoding included) is dropped, not replayed, if a
        // deadline replaces the solver mid-way: seconds of replay for a scope popped next.
        let base = self
            .kept
            .as_ref()
            .map_or(self.session.depth(), |k| k.depth_before);
        self.session.set_disposable_above(Some(base));
        let result = self
            .attempt_within(problem, &encoded, limits, started)
            .await;
        self.session.set_disposable_above(None);
        if self.session.depth() <= base {
            // Replaced mid-way: the kept encoding went with it.
            self.kept = None;
        }
        result
    }

    /// [`Worker::attempt`] once its encoding is built and the solver is in its logic.
    async fn attempt_within(
        &mut self,
        problem: &RepairProblem<'_>,
        encoded: &Encoded,
        limits: Limits,
        started: std::time::Instant,
    ) -> Result<Repair, RepairError> {
        // The bound literals and the insertion floor go in a scope of the attempt's own,
        // above the kept encoding. The push is where a solver takes in what was sent (z3
        // internalizes it, cvc5 preprocesses it: 7 s of one 1-slot encoding), so it counts
        // as encoding; the search after it, answers read and the pop included, as solving.
        let loaded = self.load_attempt(encoded).await;
        let elapsed = started.elapsed();
        self.stats.encoding_time += elapsed;
        let (depth, bytes) = loaded?;
        self.stats.search.push(SearchStep::Encoding {
            attempt: self.attempt,
            bytes,
            elapsed,
        });
        let searching = std::time::Instant::now();
        let result = self.bounded_search(problem, encoded, limits).await;
        // Leave the session as we found it, whatever happened.
        let popped = self.session.pop_to(depth).await;
        self.stats.solving_time += searching.elapsed();
        let repair = result?;
        popped?;
        Ok(repair)
    }

    /// Loads `encoded` above the kept encoding and opens the attempt's own scope over it,
    /// with what depends on every run encoded (the kept encoding holds only what a search
    /// over more runs starts with): the depth below that scope and the bytes sent.
    async fn load_attempt(&mut self, encoded: &Encoded) -> Result<(usize, usize), RepairError> {
        let bytes = self.load(&encoded.cmds).await?;
        let depth = self.session.depth();
        self.session.push(1).await?;
        match self.send(&encoded.scoped).await {
            Ok(scoped) => Ok((depth, bytes + scoped)),
            Err(e) => {
                let _ = self.session.pop_to(depth).await;
                Err(e)
            }
        }
    }

    async fn bounded_search(
        &mut self,
        problem: &RepairProblem<'_>,
        enc: &Encoded,
        limits: Limits,
    ) -> Result<Repair, RepairError> {
        let at_least = limits.at_least;
        if at_least > 0 {
            let ins: Vec<String> = enc.slots.iter().map(|s| s.selector.clone()).collect();
            let floor = format!("(>= {} {at_least})", smt::count(&ins));
            self.session.assert(&self.lowered(&floor)).await?;
        }
        // The attempt's cap and the problem's, the tighter one.
        let change_cap = limits
            .change_cap
            .into_iter()
            .chain(problem.max_changes)
            .min();
        self.search(problem, enc, at_least as u32, change_cap).await
    }

    /// Drops the kept encoding (its scope is popped). Where the solver cannot pop now, the
    /// scope is still recorded, and the next load pops it first.
    pub(super) async fn forget(&mut self) -> Result<(), RepairError> {
        if let Some(k) = &self.kept {
            self.session.pop_to_fresh(k.depth_before).await?;
            self.kept = None;
        }
        Ok(())
    }

    /// Makes the kept scope hold exactly `cmds`, sending only what is not there yet; the
    /// bytes of text sent.
    async fn load(&mut self, cmds: &[Cmd]) -> Result<usize, RepairError> {
        self.within_budget("the encoding")?;
        // An empty record is never reused: it stands for the scope of a load that failed
        // part way, holding an unknown part of that load.
        let reusable = self.kept.as_ref().is_some_and(|k| {
            !k.cmds.is_empty()
                && self.session.depth() == k.depth_before + 1
                && k.width == self.width
                && cmds.starts_with(&k.cmds)
        });
        let (from, depth_before) = if reusable {
            let k = self.kept.take().expect("checked");
            self.stats.reused_commands += k.cmds.len() as u64;
            (k.cmds.len(), k.depth_before)
        } else {
            self.forget().await?;
            let depth_before = self.session.depth();
            self.session.push(1).await?;
            (0, depth_before)
        };
        let sent = match self.send(&cmds[from..]).await {
            Ok(sent) => sent,
            Err(e) => {
                self.kept = Some(Kept {
                    depth_before,
                    cmds: Vec::new(),
                    width: self.width,
                });
                // The solver's own deadline for the pop: the budget may be what ran out.
                if let Some((_, _, own)) = self.deadline {
                    self.session.set_timeout(own);
                }
                let _ = self.forget().await;
                return Err(e);
            }
        };
        self.kept = Some(Kept {
            depth_before,
            cmds: cmds.to_vec(),
            width: self.width,
        });
        Ok(sent)
    }

    /// Sends `cmds`; the bytes of their text (as written, in integers).
    async fn send(&mut self, cmds: &[Cmd]) -> Result<usize, RepairError> {
        let text: Vec<String> = cmds.iter().map(Cmd::to_smtlib).collect();
        self.send_text(&text).await?;
        Ok(text.iter().map(String::len).sum())
    }

    async fn search(
        &mut self,
        problem: &RepairProblem<'_>,
        enc: &Encoded,
        at_least: u32,
        change_cap: Option<u32>,
    ) -> Result<Repair, RepairError> {
        let grd: Vec<String> = enc.guards.iter().map(|g| g.selector.clone()).collect();
        let stm: Vec<String> = enc.stmts.iter().map(|s| s.selector.clone()).collect();
        let ins: Vec<String> = enc.slots.iter().map(|s| s.selector.clone()).collect();
        let caps = [
            (grd.len() as u32).min(problem.max_guard_changes),
            (stm.len() as u32).min(problem.max_statement_changes),
            (problem.insertion_slots as u32).min(ins.len() as u32),
        ];
        let mut bounds = BoundLiterals::new((&grd, &stm, &ins));
        let mut tau = [0, 0, at_least.min(caps[2])];
        let mut widenings = 0;
        let mut calls = 0;
        // Bound vectors proven unsat: anything componentwise below one is unsat too.
        let mut refuted: Vec<[u32; 3]> = Vec::new();
        if at_least > 0 {
            refuted.push([caps[0], caps[1], at_least - 1]);
        }
        while calls < problem.max_tries {
            calls += 1;
            match self.check_bounds(&mut bounds, tau).await? {
                Outcome::Sat => {
                    let (changes, insertions) = self
                        .tighten(problem, enc, &mut bounds, &mut refuted, &mut calls)
                        .await?;
                    let (changes, insertions) = latest_places(problem, changes, insertions);
                    let bounds = count_kinds(&changes, &insertions);
                    return Ok(Repair {
                        changes,
                        insertions,
                        bounds: (bounds[0], bounds[1], bounds[2]),
                        widenings,
                        solver_calls: calls,
                    });
                }
                Outcome::Unknown(why) => return Err(RepairError::Unknown(why)),
                Outcome::Unsat(core) => {
                    refuted.push(tau);
                    match bounds::widening(tau, caps, &core, change_cap) {
                        Widening::Widen(kind) => {
                            tau[kind] += 1;
                            widenings += 1;
                        }
                        Widening::Capped(most) => {
                            return Err(RepairError::InconsistentSpec {
                                detail: format!("{CAPPED} {most} or fewer {CAPPED_WHAT}"),
                            })
                        }
                        Widening::MoreSlots => {
                            return Err(RepairError::NeedMoreSlots {
                                slots: problem.insertion_slots,
                            })
                        }
                        Widening::Exhausted => {
                            return Err(RepairError::InconsistentSpec {
                                detail: if core.is_empty() {
                                    "the proof blames no closeness bound".into()
                                } else {
                                    format!(
                                        "every bound the proof blames is exhausted: {}",
                                        core.join(", ")
                                    )
                                },
                            })
                        }
                    }
                }
            }
        }
        Err(RepairError::TriesExceeded {
            tries: problem.max_tries,
        })
    }

    /// One SOLVE of Algorithm 3 under the bounds `tau` (assumed: nothing stays asserted).
    async fn check_bounds(
        &mut self,
        bounds: &mut BoundLiterals<'_>,
        tau: [u32; 3],
    ) -> Result<Outcome, RepairError> {
        let literals = self.assume(bounds, tau).await?;
        Ok(match self.timed_check(&literals, Some(tau), None).await? {
            SatResult::Sat => Outcome::Sat,
            SatResult::Unsat => {
                Outcome::Unsat(bounds::blamed(&self.session.unsat_assumptions().await?))
            }
            SatResult::Unknown(why) => Outcome::Unknown(why),
        })
    }

    /// The literals assuming `tau`, defined in the current scope where they are new.
    async fn assume(
        &mut self,
        bounds: &mut BoundLiterals<'_>,
        tau: [u32; 3],
    ) -> Result<Vec<String>, RepairError> {
        let assumed = bounds.assume(tau);
        if !assumed.definitions.is_empty() {
            self.send_text(&assumed.definitions).await?;
        }
        Ok(assumed.literals)
    }

    /// Drops changes the model made without need (solvers' cores are not minimal, so a
    /// bound may have been widened in vain): lower one kind at a time while still sat.
    async fn tighten(
        &mut self,
        problem: &RepairProblem<'_>,
        enc: &Encoded,
        bounds: &mut BoundLiterals<'_>,
        refuted: &mut Vec<[u32; 3]>,
        calls: &mut u32,
    ) -> Result<Changes, RepairError> {
        let (mut best, mut best_values) = self.read_model(enc).await?;
        'improve: loop {
            let used = count_kinds(&best.0, &best.1);
            for kind in 0..3 {
                if used[kind] == 0 || *calls >= problem.max_tries {
                    continue;
                }
                let mut lower = used;
                lower[kind] -= 1;
                if refuted.iter().any(|r| (0..3).all(|i| lower[i] <= r[i])) {
                    continue;
                }
                *calls += 1;
                match self.check_bounds(bounds, lower).await? {
                    Outcome::Sat => {
                        (best, best_values) = self.read_model(enc).await?;
                        continue 'improve;
                    }
                    Outcome::Unsat(_) | Outcome::Unknown(_) => refuted.push(lower),
                }
            }
            let used = count_kinds(&best.0, &best.1);
            let budget = problem
                .max_tries
                .saturating_sub(*calls)
                .min(CLOSENESS_CALLS);
            // Boxed: its state is large, and a caller's future sits on the stack of the
            // thread that blocks on it (the debug builds' tests overflowed it).
            if let Some((closer, spent)) =
                Box::pin(self.closest(problem.program, enc, bounds, used, best_values, budget))
                    .await?
            {
                *calls += spent;
                // Pinning never adds a change, but a read-back may show fewer.
                if count_kinds(&closer.0, &closer.1)
                    .iter()
                    .zip(used)
                    .all(|(c, u)| *c <= u)
                {
                    best = closer;
                }
            }
            return Ok(best);
        }
    }

    /// `check-sat` under `assumptions` (the closeness bounds `bounds`, if those), counted,
    /// timed and logged in `search`; at most `limit` long, if that is shorter than the
    /// session's deadline and what is left of the budget.
    async fn timed_check(
        &mut self,
        assumptions: &[String],
        bounds: Option<[u32; 3]>,
        limit: Option<std::time::Duration>,
    ) -> Result<SatResult, repaird_solvers::SolverError> {
        self.stats.solver_calls += 1;
        let started = std::time::Instant::now();
        self.within_budget("check-sat")?;
        let uncapped = limit.map(|limit| {
            let own = self.session.timeout();
            self.session.set_timeout(own.min(limit));
            own
        });
        let answer = if assumptions.is_empty() {
            self.session.check().await
        } else {
            let literals: Vec<&str> = assumptions.iter().map(String::as_str).collect();
            self.session.check_assuming(&literals).await
        };
        if let Some(own) = uncapped {
            self.session.set_timeout(own);
        }
        let elapsed = started.elapsed();
        self.stats.search.push(SearchStep::Check(SearchCheck {
            attempt: self.attempt,
            bounds,
            sat: match &answer {
                Ok(SatResult::Sat) => Some(true),
                Ok(SatResult::Unsat) => Some(false),
                _ => None,
            },
            elapsed,
        }));
        answer
    }

    /// A call of the closeness search under `assumptions`, at most [`CLOSENESS_CALL_LIMIT`]
    /// long, answered without the solver where a proof in `refuted` blames a part of them
    /// (`calls` counts the calls the solver answered); `None` when it, or reading what its
    /// proof blamed, ran out of time.
    async fn closeness_check(
        &mut self,
        assumptions: &[String],
        refuted: &mut Refuted,
        calls: &mut u32,
    ) -> Result<Option<Closeness>, RepairError> {
        if let Some(blamed) = refuted.covering(assumptions) {
            return Ok(Some(Closeness::Refused(blamed.to_vec())));
        }
        *calls += 1;
        match self
            .timed_check(assumptions, None, Some(CLOSENESS_CALL_LIMIT))
            .await
        {
            Ok(SatResult::Sat) => Ok(Some(Closeness::Sat)),
            // The proof's assumptions are read under the same deadline: out of time there,
            // the search stops as after a call out of time, the repair found kept.
            Ok(SatResult::Unsat) => match self.session.unsat_assumptions().await {
                Ok(blamed) => {
                    refuted.0.push(blamed.clone());
                    Ok(Some(Closeness::Refused(blamed)))
                }
                Err(repaird_solvers::SolverError::Timeout { .. }) => Ok(None),
                Err(e) => Err(e.into()),
            },
            Ok(SatResult::Unknown(_)) => Ok(Some(Closeness::Unknown)),
            Err(repaird_solvers::SolverError::Timeout { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Gives the next solver exchange what remains of the repair's time budget as its
    /// deadline, or fails with the solver's timeout once nothing remains (without sending:
    /// a solver that times out is killed and replaced).
    fn within_budget(&mut self, what: &str) -> Result<(), repaird_solvers::SolverError> {
        let Some((end, budget, own)) = self.deadline else {
            return Ok(());
        };
        let left = end.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return Err(repaird_solvers::SolverError::Timeout {
                solver: self.profile.name.clone(),
                command: format!("{what} (the repair's time budget is spent)"),
                after: budget,
            });
        }
        self.session.set_timeout(own.min(left));
        Ok(())
    }

    /// The model's values of the encoding's holes and selectors.
    async fn read_values(&mut self, enc: &Encoded) -> Result<Values, RepairError> {
        let mut terms: Vec<String> = Vec::new();
        for s in &enc.stmts {
            terms.push(s.selector.clone());
            match &s.hole {
                Hole::Stmt(h) => terms.extend(h.value_terms()),
                Hole::Cmp(h) => terms.extend(h.value_terms()),
                Hole::Operand(h) => terms.extend(h.value_terms()),
            }
        }
        for g in &enc.guards {
            terms.push(g.selector.clone());
            terms.push(g.delete.clone());
            terms.extend(g.cmp.value_terms());
            if let Some(b) = &g.beside_if {
                terms.extend([b.into_then.clone(), b.into_else.clone()]);
            }
        }
        for s in &enc.slots {
            terms.push(s.selector.clone());
            terms.push(s.position.clone());
            terms.push(s.class.clone());
            for h in &s.holes {
                terms.extend(h.value_terms());
            }
            terms.extend(s.allocation.iter().map(|a| a.lhs.clone()));
        }
        let refs: Vec<&str> = terms.iter().map(String::as_str).collect();
        let values: HashMap<String, i64> = self
            .session
            .get_values(&refs)
            .await?
            .into_iter()
            .map(|(t, v)| {
                let n = match v {
                    Value::Bool(b) => i64::from(b),
                    Value::Int(i) => i as i64,
                    Value::BitVec { width, value } => bitvec::signed(value, width),
                    _ => 0,
                };
                (t, n)
            })
            .collect();
        Ok(values)
    }

    /// The model's changes, and the values they were read from.
    async fn read_model(&mut self, enc: &Encoded) -> Result<(Changes, Values), RepairError> {
        let values = self.read_values(enc).await?;
        let model = |t: &str| values.get(t).copied().unwrap_or(0);
        Ok((read_back(enc, &model), values))
    }

    /// Among the repairs with the same number of changes, one closest to the original code: first
    /// one whose changed statements depart from the original in as few parts as the model's choice
    /// of what changes allows (an at-most bound on the parts, raised from one until it holds); then
    /// each changed statement's parts (the kind of statement, the operator, each operand) are
    /// pinned to what the original has wherever the specification still holds (`if (scale > 100)`
    /// becomes `if (weight > 100)`, not `if (weight >= 100)`, when no asserted run tells the two
    /// apart). Every pin is assumed at once and a refusal drops the last pin its proof blames, so a
    /// repair whose parts can all be pinned takes one call (pinning one part per call took one per
    /// part); once the rest holds, each dropped pin is tried again on top of it (a proof blames
    /// more pins than are in the way); the model's choice of statements is kept while pins are
    /// dropped, then left free for one call. A set of pins that holds what a proof blamed is
    /// refused without a call ([`Refuted`]), and one the last model found meets is taken without
    /// one ([`answered_by_model`]). Starts from `values`, a model within `bounds`; at most `budget`
    /// solver calls.
    async fn closest(
        &mut self,
        program: &Program,
        enc: &Encoded,
        bounds: &mut BoundLiterals<'_>,
        used: [u32; 3],
        mut values: Values,
        budget: u32,
    ) -> Result<Option<(Changes, u32)>, RepairError> {
        if budget == 0 || pins(enc, &values).iter().all(|p| met_by(p, &values)) {
            return Ok(None);
        }
        // Defined below the pins' scope: the attempt may assume them again.
        let bound_literals = self.assume(bounds, used).await?;
        let depth = self.session.depth();
        self.session.push(1).await?;
        // The model's choice of what changes, kept whole (which statements change, where
        // slots go), for the slots only, or all but where the slots go.
        let (keep_all, keep_slots, keep_unplaced) =
            ("choice.all", "choice.slots", "choice.unplaced");
        let mut definitions = Vec::new();
        for (literal, kept) in [
            (keep_all, ChoiceKept::All),
            (keep_slots, ChoiceKept::Slots),
            (keep_unplaced, ChoiceKept::AllButPlaces),
        ] {
            let choice = smt::and(&chosen(enc, &values, kept));
            definitions.extend(smt::assumption_literal(literal, &choice));
        }
        self.send_text(&definitions).await?;
        let mut calls = 0;
        let mut refuted = Refuted::default();
        // Set once a call runs out of time (its limit or the repair's budget): the repair is
        // taken as it stands. A solver replaced mid-call comes back without the attempt's
        // scopes (see `attempt`), so nothing more is asked of it here.
        let mut cut = false;
        // First as few departing parts as the choice allows: pinning part by part below
        // keeps what the first model happened to spell, and from `p->value < best`, where
        // the fix is `p->value >= best`, a first model's `best < p->value` kept its
        // operator and so both operands changed. The fewest found bounds the pinning, which
        // then picks among the repairs that depart that little. The bound is raised from
        // one part, not lowered from the model's count: a bound that holds is a search for a
        // whole repair (cvc5: 1.5–2 s on a 616 KB encoding, as long as the search that found
        // the model), one refused is quick, and first models often depart in several parts
        // more than needed (sll_delete_middle <2,1>: four lowerings that held, each a search).
        let departing = |values: &Values| {
            let all = pins(enc, values);
            let count = all.iter().filter(|p| !met_by(p, values)).count();
            (all, count)
        };
        let (all, departs) = departing(&values);
        let departing_parts: Vec<String> = all.iter().map(|p| smt::not(&p.equation())).collect();
        // The assumptions a solver's model in `values` was found under: a call that assumes
        // no more (pins aside, which `values` may meet) is answered by it.
        let mut found_under: Option<Vec<String>> = None;
        let mut fewest: Option<String> = None;
        for most in 1..departs {
            if calls >= budget {
                break;
            }
            let literal = format!("fewer.{}", most + 1);
            let bound = smt::at_most(&departing_parts, most, &format!("fewer{}_", most + 1));
            self.send_text(&smt::assumption_literal(&literal, &bound))
                .await?;
            let mut assumed = bound_literals.clone();
            assumed.extend([keep_all.to_string(), literal.clone()]);
            match self
                .closeness_check(&assumed, &mut refuted, &mut calls)
                .await?
            {
                Some(Closeness::Sat) => {
                    values = self.read_values(enc).await?;
                    found_under = Some(assumed);
                    fewest = Some(literal);
                    break;
                }
                // Refused for the bound: a larger one may hold. A proof that blames the rest
                // of the assumptions refuses every bound.
                Some(Closeness::Refused(blamed)) if blamed.contains(&literal) => {}
                Some(_) => break,
                None => {
                    cut = true;
                    break;
                }
            }
        }
        let all = match fewest {
            Some(_) => departing(&values).0,
            None => all,
        };
        // The bounds, one choice literal, the fewest departures found and some pins.
        let assuming = |choice: &str, pins: &[&String]| -> Vec<String> {
            let mut assumed = bound_literals.clone();
            assumed.push(choice.to_string());
            assumed.extend(fewest.clone());
            assumed.extend(pins.iter().map(|p| p.to_string()));
            assumed
        };
        // What the model spells of the original stays so while the rest is pinned; under
        // the fewest departures every part is pinned instead, most important first.
        let (kept, open): (Vec<Pin>, Vec<Pin>) = match fewest {
            Some(_) => (Vec::new(), all),
            None => all.into_iter().partition(|p| met_by(p, &values)),
        };
        let mut definitions = Vec::new();
        if !kept.is_empty() {
            let equations: Vec<String> = kept.iter().map(Pin::equation).collect();
            definitions.push(format!("(assert {})", smt::and(&equations)));
        }
        let literals: Vec<String> = (0..open.len()).map(|i| format!("pin.{i}")).collect();
        for (literal, pin) in literals.iter().zip(&open) {
            definitions.extend(smt::assumption_literal(literal, &pin.equation()));
        }
        self.send_text(&definitions).await?;
        // Then the pins, with the choice kept: with every other choice left open, proving
        // a pin refused took seconds on large encodings (13 s on a 6-run sll_delete_at;
        // 0.07 s with the choice kept).
        let mut active: Vec<&String> = literals.iter().collect();
        let mut held = false;
        while !cut && calls < budget && !active.is_empty() {
            let assumed = assuming(keep_all, &active);
            if answered_by_model(&assumed, &values, found_under.as_deref(), &literals, &open) {
                held = true;
                break;
            }
            let Some(answer) = self
                .closeness_check(&assumed, &mut refuted, &mut calls)
                .await?
            else {
                cut = true;
                break;
            };
            match answer {
                Closeness::Sat => {
                    values = self.read_values(enc).await?;
                    found_under = Some(assumed);
                    held = true;
                    break;
                }
                Closeness::Refused(blamed) => {
                    let Some(last) = active.iter().rposition(|l| blamed.contains(l)) else {
                        break;
                    };
                    active.remove(last);
                }
                Closeness::Unknown => break,
            }
        }
        // The last pin a proof blames is dropped, but another one it blames may have been the
        // one in the way (`key < -1` pinned in both operands where the fix is `balance < -1`:
        // the proof blames both, and `-1` goes first). Each dropped pin is tried again, most
        // important first, on top of those that held.
        if held {
            let dropped: Vec<&String> = literals.iter().filter(|l| !active.contains(l)).collect();
            for literal in dropped {
                if calls >= budget {
                    break;
                }
                active.push(literal);
                let assumed = assuming(keep_all, &active);
                if answered_by_model(&assumed, &values, found_under.as_deref(), &literals, &open) {
                    continue;
                }
                match self
                    .closeness_check(&assumed, &mut refuted, &mut calls)
                    .await?
                {
                    Some(Closeness::Sat) => {
                        values = self.read_values(enc).await?;
                        found_under = Some(assumed);
                    }
                    Some(_) => {
                        active.pop();
                    }
                    None => {
                        active.pop();
                        cut = true;
                        break;
                    }
                }
            }
        }
        // An inserted statement that keeps its null guard where the model put it may run
        // unguarded elsewhere, most often in the branch its guard tests (the empty
        // `if (tail != NULL) ;` filled, not `if (tail != NULL) tail->next = node;` inserted
        // before it): one call with the slots free to move, the rest of the choice and
        // every pin that held kept.
        let guards = slot_guards(enc, &values);
        let unguarding: Vec<&String> = literals
            .iter()
            .zip(&open)
            .filter(|(literal, pin)| !active.contains(literal) && guards.contains(pin))
            .map(|(literal, _)| literal)
            .collect();
        if !cut && !unguarding.is_empty() && calls < budget {
            let mut pinned = if held { active.clone() } else { Vec::new() };
            pinned.extend(unguarding);
            match self
                .closeness_check(&assuming(keep_unplaced, &pinned), &mut refuted, &mut calls)
                .await?
            {
                Some(Closeness::Sat) => {
                    values = self.read_values(enc).await?;
                    active = pinned;
                }
                Some(_) => {}
                None => cut = true,
            }
        }
        // A pin the chosen statements cannot meet may be met by changing another statement
        // instead (the model changed `height(z->left)` where the fault was in
        // `height(y->right)`): one call with every pin and the statements free. The slots
        // stay where they are: moving them is what made such calls slow. Its repair is
        // taken when it departs from the original in fewer parts, or in as few and rewrites
        // more statements into a shape the program has elsewhere ([`familiar`]): between
        // equals the solver picks by the formula's accidents (on the
        // `closest_other_statement` fixture, either operand of the same call).
        if !cut && active.len() < literals.len() && calls < budget {
            let every: Vec<&String> = literals.iter().collect();
            let assumed = assuming(keep_slots, &every);
            if let Some(Closeness::Sat) = self
                .closeness_check(&assumed, &mut refuted, &mut calls)
                .await?
            {
                let freed = self.read_values(enc).await?;
                let closer = departures(enc, &freed)
                    .cmp(&departures(enc, &values))
                    .then_with(|| {
                        // Built only on a tie, once for both repairs.
                        let shapes = familiar::Shapes::of(program);
                        let familiar = |values: &Values| {
                            let model = |t: &str| values.get(t).copied().unwrap_or(0);
                            shapes.familiar(&read_back(enc, &model).0)
                        };
                        familiar(&values).cmp(&familiar(&freed))
                    });
                if closer.is_lt() {
                    values = freed;
                }
            }
        }
        self.session.pop_to(depth).await?;
        let model = |t: &str| values.get(t).copied().unwrap_or(0);
        Ok(Some((read_back(enc, &model), calls)))
    }
}

/// A closeness call's answer.
enum Closeness {
    Sat,
    /// Unsatisfiable; the assumptions its proof blames.
    Refused(Vec<String>),
    Unknown,
}

/// What the closeness search's refusals blamed: an assumption set that holds all of one
/// is refused too (its scope only ever gains assertions), so it is not asked again (11 of
/// the 43 closeness calls of three slow benchmark cases had asked what a proof refused).
#[derive(Default)]
struct Refuted(Vec<Vec<String>>);

impl Refuted {
    /// The assumptions of a refusal that `assumed` all holds.
    fn covering(&self, assumed: &[String]) -> Option<&[String]> {
        self.0
            .iter()
            .find(|blamed| blamed.iter().all(|l| assumed.contains(l)))
            .map(Vec::as_slice)
    }
}

/// What of a model's choice of what changes a closeness call keeps.
#[derive(Clone, Copy, PartialEq)]
enum ChoiceKept {
    /// Which statements and guards change, which slots are active, where each goes and
    /// which class it writes.
    All,
    /// The slots' part of it only.
    Slots,
    /// All of it but where the slots go.
    AllButPlaces,
}

/// Equations fixing the model's choice of what changes, as far as `kept` says: every
/// statement and guard selector, every slot selector, where each active slot goes and which
/// class it writes.
fn chosen(enc: &Encoded, values: &Values, kept: ChoiceKept) -> Vec<String> {
    let statements = kept != ChoiceKept::Slots;
    let value = |t: &String| values.get(t).copied().unwrap_or(0);
    let boolean = |t: &String| {
        if value(t) != 0 {
            t.clone()
        } else {
            smt::not(t)
        }
    };
    let mut equations: Vec<String> = Vec::new();
    if statements {
        equations.extend(enc.stmts.iter().map(|s| boolean(&s.selector)));
        for g in &enc.guards {
            equations.push(boolean(&g.selector));
            // Next to an `if`, deleting is one of the guard's shapes, which the closeness
            // pins choose among (see `pins`).
            if value(&g.selector) != 0 && g.beside_if.is_none() {
                equations.push(boolean(&g.delete));
            }
        }
    }
    for s in &enc.slots {
        equations.push(boolean(&s.selector));
        if value(&s.selector) != 0 {
            if kept != ChoiceKept::AllButPlaces {
                equations.push(smt::eq(&s.position, &smt::int(value(&s.position))));
            }
            equations.push(smt::eq(&s.class, &smt::int(value(&s.class))));
            if let Some(a) = &s.allocation {
                equations.push(smt::eq(&a.lhs, &smt::int(value(&a.lhs))));
            }
        }
    }
    equations
}

/// The parts of a model's repair that could spell the original code: each changed
/// statement's kind, operator and operands (for a changed operand, that it stays a
/// variable), and an inserted statement's guard (it runs unguarded where it can); and for
/// a statement right after an `if` whose guard changed, a move into a side of that `if`
/// (a new `else`, else its `then`: both pinned read back as the `else`) over a deletion or a
/// new comparison: the statement's
/// code stays, and a misplaced brace tests what the program already tests. Most important
/// first.
fn pins(enc: &Encoded, values: &Values) -> Vec<Pin> {
    let mut candidates: Vec<Pin> = Vec::new();
    for g in enc
        .guards
        .iter()
        .filter(|g| values.get(&g.selector) == Some(&1))
    {
        let Some(b) = &g.beside_if else {
            continue;
        };
        candidates.extend([
            Pin::boolean(g.delete.clone(), false),
            Pin::boolean(b.into_then.clone(), true),
            Pin::boolean(b.into_else.clone(), true),
        ]);
    }
    for s in &enc.stmts {
        if values.get(&s.selector) != Some(&1) {
            continue;
        }
        let Some((_, original)) = enc.original_kinds.get(&s.id) else {
            continue;
        };
        let model = |t: &str| values.get(t).copied().unwrap_or(0);
        candidates.extend(match &s.hole {
            Hole::Stmt(h) => h.original_values(&enc.tables, original),
            Hole::Cmp(h) => h.original_values(&enc.tables, original),
            // One operand changes: only its kind can stay the original's.
            Hole::Operand(h) => h.variable_kept(original, &model).into_iter().collect(),
        });
    }
    for slot in enc
        .slots
        .iter()
        .filter(|s| values.get(&s.selector) == Some(&1))
    {
        let model = |t: &str| values.get(t).copied().unwrap_or(0);
        if let Some(hole) = slot.chosen(&model) {
            candidates.extend(hole.unguarded());
            candidates.extend(hole.self_step(&model));
        }
    }
    candidates
}

/// Whether `values` give `pin`'s part the original's value.
fn met_by(pin: &Pin, values: &Values) -> bool {
    pin.met(&|term| values.get(term).copied())
}

/// Whether the model in `values`, found by the solver under the assumptions `found_under`,
/// answers a call assuming `assumed`: it assumes nothing else but pins (`literals[i]` for
/// `pins[i]`) that the model meets. Such a call would only find another model as good.
fn answered_by_model(
    assumed: &[String],
    values: &Values,
    found_under: Option<&[String]>,
    literals: &[String],
    pins: &[Pin],
) -> bool {
    let Some(under) = found_under else {
        return false;
    };
    assumed.iter().all(|l| {
        under.contains(l)
            || literals
                .iter()
                .position(|p| p == l)
                .is_some_and(|i| met_by(&pins[i], values))
    })
}

/// The guard-off pins of the model's inserted statements (see [`StmtHole::unguarded`]).
fn slot_guards(enc: &Encoded, values: &Values) -> Vec<Pin> {
    let model = |t: &str| values.get(t).copied().unwrap_or(0);
    enc.slots
        .iter()
        .filter(|s| values.get(&s.selector) == Some(&1))
        .filter_map(|s| s.chosen(&model)?.unguarded())
        .collect()
}

/// How many parts of a model's repair depart from the original code: the parts of its
/// changed statements and slot guards that do not spell the original ([`pins`]), and one
/// for each changed operand (the operand itself never does).
fn departures(enc: &Encoded, values: &Values) -> usize {
    let unmet = pins(enc, values)
        .iter()
        .filter(|p| !met_by(p, values))
        .count();
    let operands = enc
        .stmts
        .iter()
        .filter(|s| values.get(&s.selector) == Some(&1) && matches!(s.hole, Hole::Operand(_)))
        .count();
    unmet + operands
}

/// The changes a model describes (statements whose choice equals the original are left out).
pub fn read_back(enc: &Encoded, model: &dyn Fn(&str) -> i64) -> (Vec<Change>, Vec<Insertion>) {
    let program_kind = |id: StmtId| enc.original_kinds.get(&id).cloned();
    let mut changes = Vec::new();
    for s in &enc.stmts {
        if model(&s.selector) == 0 {
            continue;
        }
        let Some((_, original)) = program_kind(s.id) else {
            continue;
        };
        let kind = match &s.hole {
            // A returned value is written to `RETURN_VALUE`: `return` with the new value.
            Hole::Stmt(h) if matches!(original, StmtKind::Return { .. }) => {
                match h.read_back(&enc.tables, model) {
                    Some(StmtKind::Assign { rhs, .. }) => {
                        Some(StmtKind::Return { value: Some(rhs) })
                    }
                    _ => None,
                }
            }
            Hole::Stmt(h) => h.read_back(&enc.tables, model),
            Hole::Operand(h) => h.read_back(&enc.tables, model, &original),
            Hole::Cmp(h) => h.read_back(&enc.tables, model).map(|rhs| {
                repaird_cfront::ir::StmtKind::BoolAssign {
                    lhs: original.defined_var().unwrap_or_default().to_string(),
                    rhs,
                }
            }),
        };
        if let Some(kind) = kind.filter(|k| *k != original) {
            changes.push(Change::ReplaceStmt { id: s.id, kind });
        }
    }
    for g in &enc.guards {
        if model(&g.selector) == 0 {
            continue;
        }
        if model(&g.delete) != 0 {
            changes.push(Change::Delete { id: g.id });
            continue;
        }
        let Some((old, _)) = program_kind(g.id) else {
            continue;
        };
        // In the encoding's order: the `else`, the `then`, the comparison.
        let side = g.beside_if.as_ref().and_then(|b| {
            let test = Expr::Var(b.test.clone());
            if model(&b.into_else) != 0 {
                Some(Expr::negate(test))
            } else {
                (model(&b.into_then) != 0).then_some(test)
            }
        });
        if let Some(extra) = side.or_else(|| g.cmp.read_back(&enc.tables, model)) {
            changes.push(Change::ReplaceGuard {
                id: g.id,
                guard: Expr::and(old, extra),
            });
        }
    }
    let mut insertions = Vec::new();
    let mut by_gap: BTreeMap<Gap, Vec<NewStmt>> = BTreeMap::new();
    for s in &enc.slots {
        if model(&s.selector) == 0 {
            continue;
        }
        let Some(gap) = enc.gaps.get(model(&s.position) as usize).copied() else {
            continue;
        };
        // A two-level shape's middle node goes through a value no variable holds: the
        // rewrite folds it into the statement that uses it.
        let temp = format!("{}@node", s.selector);
        let kinds = match s.allocates(model) {
            Some(kind) => Some(vec![(None, kind)]),
            None => s
                .chosen(model)
                .and_then(|h| h.read_back_all(&enc.tables, model, &temp)),
        };
        if let Some(kinds) = kinds {
            if let Some((_, kind)) = kinds.last() {
                insertions.push(Insertion {
                    gap,
                    kind: kind.clone(),
                });
            }
            by_gap.entry(gap).or_default().extend(
                kinds
                    .into_iter()
                    .map(|(guard, kind)| NewStmt { guard, kind }),
            );
        }
    }
    for (gap, stmts) in by_gap {
        changes.push(gap.insertion(stmts));
    }
    (changes, insertions)
}

#[cfg(test)]
mod tests {
    use super::{answered_by_model, Refuted, Values};
    use crate::wolverine::holes::Pin;

    fn set(literals: &[&str]) -> Vec<String> {
        literals.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn a_refusal_answers_every_set_that_holds_what_it_blamed() {
        let refuted = Refuted(vec![
            set(&["choice.all", "pin.0"]),
            set(&["pin.1", "pin.2"]),
        ]);
        let blamed = refuted.covering(&set(&["tau.0", "choice.all", "pin.3", "pin.0"]));
        assert_eq!(blamed, Some(&set(&["choice.all", "pin.0"])[..]));
        // Blamed without the choice: refused whatever the choice kept.
        let blamed = refuted.covering(&set(&["choice.slots", "pin.0", "pin.1", "pin.2"]));
        assert_eq!(blamed, Some(&set(&["pin.1", "pin.2"])[..]));
        assert_eq!(
            refuted.covering(&set(&["choice.slots", "pin.0", "pin.1"])),
            None
        );
        assert_eq!(
            refuted.covering(&set(&["choice.all", "pin.1", "pin.3"])),
            None
        );
    }

    #[test]
    fn a_model_answers_a_call_that_adds_only_pins_it_meets() {
        let values: Values = [("h0_op".to_string(), 0), ("h0_x".to_string(), 2)]
            .into_iter()
            .collect();
        let pins = [Pin::int("h0_op".into(), 0), Pin::int("h0_x".into(), 3)];
        let literals = set(&["pin.0", "pin.1"]);
        let under = set(&["tau_stm.1", "choice.all", "fewer.2"]);
        let answered = |assumed: &[&str], under: Option<&[String]>| {
            answered_by_model(&set(assumed), &values, under, &literals, &pins)
        };
        assert!(answered(
            &["tau_stm.1", "choice.all", "fewer.2", "pin.0"],
            Some(&under)
        ));
        // The model departs from the second pin: only the solver can say whether it holds.
        assert!(!answered(
            &["choice.all", "fewer.2", "pin.0", "pin.1"],
            Some(&under)
        ));
        // Another choice, or a bound the model was not found under.
        assert!(!answered(&["choice.slots", "pin.0"], Some(&under)));
        assert!(!answered(&["choice.all", "fewer.3"], Some(&under)));
        // A model from the search itself was found under other bounds than closeness asks.
        assert!(!answered(&["choice.all"], None));
    }
}
