//! A repair session: the attempts of Algorithm 3 for one request, from fewer slots and
//! shapes to more, taken in order, alternately on two warm solver processes. Where the
//! machine has two cores or more, the attempt the awaited one's refusal leads to runs beside
//! it (beside a request's first attempt only once that has run [`BESIDE_AFTER`]); its answer
//! counts only once every attempt before it was refused. A request's answer is that of the
//! first attempt in order that finds one, and which process runs an attempt (and so what that
//! process was asked before) depends only on the attempt's place: never on how fast the
//! attempts ran, nor on whether they ran beside each other. An attempt refused before over
//! some of the request's runs is refused again without a solver ([`super::refusals`]), where
//! the caller keeps refusals. Where runs join searches on demand, a patch's checks on the
//! other runs run on a third process ([`RepairSession::check`]).

use std::collections::BTreeMap;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::Poll;
use std::time::{Duration, Instant};

use repaird_solvers::{Profile, Session};

use super::encode::SlotShapes;
use super::problem::{Repair, RepairError, RepairProblem};
use super::refusals::{self, Refusal, Refusals};
use super::repair::{
    refused_at_change_cap, AttemptShape, AttemptStats, Limits, SearchStep, Worker,
    ONE_LEVEL_CHANGES, TARGETED_ONE_LEVEL_CHANGES,
};

/// How long a request's first attempt runs alone, by default, before the one its refusal
/// leads to starts beside it. Most requests are answered by an attempt that takes less, and
/// one started beside it only slowed it down (a fresh process and a second encoding taken in
/// on the same cores): one case at a time on 2 CPUs (bench head-j1-s75), the sampled
/// `repair` commands' median was 0.15 s with attempts beside each other and 0.08 s one at a
/// time on z3, 0.54 s and 0.47 s on cvc5. Once a process refused an attempt of the request,
/// the next ones start beside the awaited ones at once: a chain of short attempts lost up to
/// 50 ms at each (bench/README.md, session 75).
pub const BESIDE_AFTER: Duration = Duration::from_millis(50);

/// A warm solver session that repairs one request after another (see the module doc).
pub struct RepairSession {
    /// The process a repair starts on, whose kept encoding the next repair may extend; `None`
    /// after a repair that lost it (dropped mid-way, or ended while it ran an attempt no
    /// longer needed): the next repair starts a new process.
    main: Option<Worker>,
    /// The second process, for the attempts at odd places: started when the first of them
    /// runs, dropped with an attempt beside the awaited one that was not needed.
    spare: Option<Worker>,
    /// The process of [`RepairSession::check`] where runs join searches on demand: started
    /// at the first check.
    checker: Option<Worker>,
    profile: Profile,
    /// The arithmetic asked for ([`RepairSession::set_arithmetic`]) and where transcripts go,
    /// for a spare started later.
    arithmetic: Option<bool>,
    transcript: Option<PathBuf>,
    /// Whether a step runs beside the awaited one ([`RepairSession::in_order`]); beside a
    /// request's first one, once that has run this long.
    speculate: bool,
    beside_after: Duration,
    /// Set once a second process could not be started: every step runs on the main one.
    one_process: bool,
    /// Solver calls over the life of the session (a call of an attempt dropped mid-way, as
    /// it was no longer needed, is not counted).
    pub solver_calls: u64,
    /// Encoding commands a repair found already asserted and did not send again.
    pub reused_commands: u64,
    /// Attempts started beside the awaited one, over the life of the session, and those of
    /// them the awaited one's refusal went past (dropped unneeded, though the request went on).
    pub attempts_beside: u64,
    pub attempts_beside_passed_over: u64,
    /// Where refusals are kept across requests ([`RepairSession::keep_refusals_in`]), and
    /// the attempts answered from them without a solver over the life of the session.
    refusals: Option<Arc<Mutex<Refusals>>>,
    pub attempts_refused_before: u64,
    /// Where the repairs' time went, over the life of the session, in the attempts the
    /// answers rest on: building and sending encodings until the solver has taken them in,
    /// and the searches (checks, cores, models, closeness calls, the pops after them).
    pub encoding_time: Duration,
    pub solving_time: Duration,
    /// The encodings and solver calls of the attempts the answers since
    /// [`RepairSession::clear_search`] rest on, in the order of the attempts.
    pub search: Vec<SearchStep>,
}

/// One attempt of a request, and what its refusal leads to.
struct Step<'p> {
    problem: RepairProblem<'p>,
    shapes: SlotShapes,
    limits: Limits,
    kind: StepKind,
    /// The place of the problem it is an attempt of ([`RepairSession::repair_first`]).
    of: usize,
}

impl Step<'_> {
    fn shape(&self) -> AttemptShape {
        AttemptShape::of(&self.problem, self.shapes)
    }

    /// Whether a refusal kept from a search over fewer runs may answer this step: where the
    /// verdict on either refusal (more slots needed, an inconsistent specification) leads
    /// the same way, the one kept may stand for the other, which this step's own proof might
    /// have named. Without slots, only an inconsistent specification leads on to this
    /// problem's attempts with slots.
    fn reuses(&self, refusal: &Refusal) -> bool {
        let most = self
            .problem
            .max_insertions
            .max(self.problem.insertion_slots);
        !self.shapes.phantom
            && match self.kind {
                StepKind::WithoutSlots => matches!(refusal, Refusal::Inconsistent(_)),
                StepKind::NearSites | StepKind::Targeted { .. } => true,
                StepKind::Slots {
                    two_level_next: true,
                    ..
                } => true,
                StepKind::Slots { slots, .. } => slots >= most && !self.problem.classify_refusal,
            }
    }
}

/// A step's attempt key and the keys of its runs, sorted ([`super::refusals`]).
type StepKey = (u64, Vec<u64>);

/// The answer of [`RepairSession::repair_first`].
pub struct FirstRepair {
    /// The refusals of the problems before the one that answered, in order, each with when
    /// it was known.
    pub refused: Vec<(RepairError, Instant)>,
    pub answer: Result<Repair, RepairError>,
}

#[derive(Clone, Copy, Debug)]
enum StepKind {
    /// Without slots, before any attempt with one.
    WithoutSlots,
    /// One slot next to the problem's slot sites.
    NearSites,
    /// One slot anywhere that writes only what the programmer corrected or an asserted
    /// output prints ([`RepairProblem::corrected`]), in the one-level shapes (the two-level
    /// ones took in more than a slot anywhere without them: 1.9 MB against 1.2 MB on
    /// dll_remove_duplicates <1,1>, bench writes-s51). `two_level_next`: a refusal at the cap
    /// on changes (the proof still blamed changes it was held back from) goes on in the same
    /// step with the two-level shapes, which write the same targets; any other refusal is
    /// the step's (dll_reverse <1,1> needs `current->prev = current->next`).
    Targeted { two_level_next: bool },
    /// `slots` anywhere the trace passes; `two_level_next`: the one-level shapes, whose
    /// refusal goes on with the two-level ones at the same count.
    Slots { slots: usize, two_level_next: bool },
}

/// What an attempt's answer means for the request.
enum Flow {
    /// Refused: the next attempt's answer decides.
    Next,
    /// Refused: the answer of the attempt at this place decides (those before it are not
    /// needed).
    From(usize),
    /// The request's answer.
    Answer(Result<Repair, RepairError>),
}

impl RepairSession {
    /// A session for encodings in the arithmetic the backend decides faster (see
    /// [`RepairSession::set_arithmetic`]); an encoding in another logic starts a process of
    /// its own. Attempts run beside each other where the machine has two cores or more.
    pub async fn spawn(profile: &Profile) -> Result<RepairSession, RepairError> {
        let main = Worker::spawn(profile, profile.prefers_bitvectors).await?;
        Ok(RepairSession {
            main: Some(main),
            spare: None,
            checker: None,
            profile: profile.clone(),
            arithmetic: None,
            transcript: None,
            speculate: std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2),
            beside_after: BESIDE_AFTER,
            one_process: false,
            solver_calls: 0,
            reused_commands: 0,
            attempts_beside: 0,
            attempts_beside_passed_over: 0,
            refusals: None,
            attempts_refused_before: 0,
            encoding_time: Duration::ZERO,
            solving_time: Duration::ZERO,
            search: Vec::new(),
        })
    }

    /// Whether the attempt after the awaited one runs beside it (the answers are the same
    /// either way).
    pub fn set_speculation(&mut self, on: bool) {
        self.speculate = on;
    }

    /// How long a request's first attempt runs alone before the next one starts beside it
    /// ([`BESIDE_AFTER`] unless set; the answers are the same whatever it is).
    pub fn set_beside_after(&mut self, wait: Duration) {
        self.beside_after = wait;
    }

    /// Keeps the refusals of later requests' attempts in `refusals` (shared with other
    /// sessions, if the caller shares it), and answers from there an attempt that was
    /// refused over some of its runs: refused again, without a solver
    /// ([`super::refusals`]).
    pub fn keep_refusals_in(&mut self, refusals: Arc<Mutex<Refusals>>) {
        self.refusals = Some(refusals);
    }

    /// The backend's profile.
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// Sends later encodings as bit-vectors (`Some(true)`), in integer arithmetic
    /// (`Some(false)`: `QF_LIA`, or `QF_NIA` where the program multiplies two variables), or
    /// as the backend decides faster (`None`, the profile's `prefers_bitvectors`). Drops the
    /// kept encodings when that changes.
    pub async fn set_arithmetic(&mut self, bitvectors: Option<bool>) -> Result<(), RepairError> {
        self.arithmetic = bitvectors;
        let workers = [&mut self.main, &mut self.spare, &mut self.checker];
        for worker in workers.into_iter().flatten() {
            worker.set_arithmetic(bitvectors).await?;
        }
        Ok(())
    }

    /// Records every command and answer of the main process (and of any it is replaced by)
    /// to `path`, the second process's to `path` with the extension `spare.smt2`, and the
    /// checks' process's with `check.smt2`.
    pub fn record_to(&mut self, path: &Path) -> Result<(), RepairError> {
        self.transcript = Some(path.to_path_buf());
        if let Some(main) = &mut self.main {
            main.record_to(path)?;
        }
        if let Some(spare) = &mut self.spare {
            spare.record_to(&spare_transcript(path))?;
        }
        if let Some(checker) = &mut self.checker {
            checker.record_to(&check_transcript(path))?;
        }
        Ok(())
    }

    /// Forgets the recorded search (a caller reporting one request's search).
    pub fn clear_search(&mut self) {
        self.search.clear();
    }

    /// The main process's session.
    ///
    /// # Panics
    /// After a repair that lost the main process (dropped mid-way, or one that could not
    /// start it), until the next repair starts a new one.
    pub fn session(&mut self) -> &mut Session {
        self.main
            .as_mut()
            .expect("a repair lost the main process")
            .session()
    }

    /// Drops the kept encodings (their scopes are popped).
    pub async fn forget(&mut self) -> Result<(), RepairError> {
        let workers = [&mut self.main, &mut self.spare, &mut self.checker];
        for worker in workers.into_iter().flatten() {
            worker.forget().await?;
        }
        Ok(())
    }

    /// Runs Algorithm 3 on `problem`. When the proof blames the insertion bound at its cap,
    /// or blames nothing relaxable, the problem is encoded again with one more insertion
    /// slot (lines 12–14 of Algorithm 3), up to `max_insertions`: a repair found then
    /// inserts only what the widened bound needed. A refuted first attempt whose retry does
    /// not blame the insertions either is an inconsistent specification. Where no slot may
    /// be added, one phantom slot held off by τ_ins tells the two apart.
    ///
    /// Slots are encoded only once the search needs them: a first attempt has none. A slot
    /// held off by τ_ins = 0 changes no answer, but it is most of the encoding (it may run
    /// at every gap the trace passes, writing any variable or cell) and most repairs insert
    /// nothing. Refused without slots, the search goes on as Algorithm 3 from
    /// `insertion_slots` slots, knowing that at least one insertion is needed. Slots take
    /// the one-level shapes first and the two-level ones (`x->f->g = y`) only after a
    /// refusal, at every slot count: most insertions need none, and without them each check
    /// was measured about a third faster (two one-level slots found sll_remove_duplicates
    /// ⟨2,1⟩'s second repair in 8.5 s where two two-level slots took 21 s); a one-level
    /// search goes no further than `ONE_LEVEL_CHANGES` changes before them. With
    /// `slot_sites` (localization's suspects), the first attempt with a slot places it only
    /// in the gaps next to those statements (a smaller encoding; a repair found there is
    /// taken, as one among the suspects is); refused there, the search goes on with slots
    /// anywhere, unless `slots_near_sites_only` ends it there.
    pub async fn repair(&mut self, problem: &RepairProblem<'_>) -> Result<Repair, RepairError> {
        self.repair_first(std::slice::from_ref(problem))
            .await
            .answer
    }

    /// Whether the program meets `problem`'s specification as it is (a problem that allows
    /// no change and no slot): answered as [`RepairSession::repair`] answers it. Where runs
    /// join searches on demand (the profile's `adds_runs_on_demand`), on a process of its
    /// own: the main one keeps the encoding of the search whose patch is checked, which a
    /// search over the runs the patch missed then extends by those runs alone (on the
    /// main one, a check's encoding took its place: bst_delete <1,1>'s third `repair` on
    /// cvc5 took in 285 KB again to add a run of 63 KB).
    pub async fn check(&mut self, problem: &RepairProblem<'_>) -> Result<Repair, RepairError> {
        // Where no second process could be started, nor will a third: the check takes the
        // main one's place, as where runs do not join on demand.
        if !self.profile.adds_runs_on_demand || self.one_process {
            return self.repair(problem).await;
        }
        let calls_before = self.solver_calls;
        let step = Step {
            problem: problem.clone(),
            shapes: SlotShapes::default(),
            limits: Limits::at_least(0),
            kind: StepKind::WithoutSlots,
            of: 0,
        };
        let transcript = self.transcript.as_deref().map(check_transcript);
        let start = (self.profile.clone(), self.arithmetic, transcript);
        let deadline = problem
            .time_budget
            .map(|budget| (Instant::now() + budget, budget));
        let (worker, stats, answer) = run_step(self.checker.take(), start, &step, deadline).await;
        let Ok(worker) = worker else {
            return self.repair(problem).await;
        };
        self.checker = Some(worker);
        self.count(stats, true);
        let calls = (self.solver_calls - calls_before) as u32;
        answer.map(|repair| Repair {
            solver_calls: calls,
            ..repair
        })
    }

    /// [`RepairSession::repair`] of each of `problems` in turn, until one answers with a
    /// repair or a solver's failure: a refusal of one (the specification is inconsistent
    /// with it, more slots are needed, …) goes on with the next, and the last one's answer is
    /// the answer. The attempts of all of them are one sequence, so the next problem's first
    /// attempt may run beside the last attempt of the one before. The phantom slot that
    /// classifies a refusal is tried for the last problem only.
    pub async fn repair_first(&mut self, problems: &[RepairProblem<'_>]) -> FirstRepair {
        let calls_before = self.solver_calls;
        let begun = Instant::now();
        let mut steps = Vec::new();
        // Where each problem's attempts start in `steps`.
        let mut starts = Vec::new();
        for (index, problem) in problems.iter().enumerate() {
            starts.push(steps.len());
            steps.extend(attempts(problem, index));
        }
        let last = problems.len().saturating_sub(1);
        let targeted: Vec<bool> = (0..problems.len())
            .map(|of| {
                steps
                    .iter()
                    .any(|s| s.of == of && matches!(s.kind, StepKind::Targeted { .. }))
            })
            .collect();
        // Whether a step's refusal ends its problem's search (the next problem's first
        // attempt decides): a search that ends next to its sites ends with the slot near
        // them, or with the one writing what was corrected where it has one.
        let ends_problem = |step: &Step<'_>| {
            let near_only = problems[step.of].slots_near_sites_only;
            match step.kind {
                StepKind::NearSites => near_only && !targeted[step.of],
                StepKind::Targeted { .. } => near_only,
                _ => false,
            }
        };
        // The step whose answer decides when each one is refused, as far as known before
        // it answers: the one beside it runs that.
        let after_refusal: Vec<usize> = steps
            .iter()
            .enumerate()
            .map(|(index, step)| {
                if ends_problem(step) {
                    starts.get(step.of + 1).copied().unwrap_or(steps.len())
                } else {
                    index + 1
                }
            })
            .collect();
        // Per problem, the first refusal of an attempt with slots anywhere (or the caller's
        // with fewer): its answer when one more slot is refused too.
        let mut first_refusals: Vec<Option<String>> = problems
            .iter()
            .map(|p| p.refused_with_fewer.clone())
            .collect();
        let mut phantom = None;
        let mut refused = Vec::new();
        let verdict = |step: &Step<'_>, result| {
            let problem = &problems[step.of];
            let most = problem.max_insertions.max(problem.insertion_slots);
            let first_refusal = &mut first_refusals[step.of];
            let flow = match (step.kind, result) {
                (StepKind::WithoutSlots, Err(RepairError::InconsistentSpec { .. })) => Flow::Next,
                (
                    StepKind::NearSites,
                    Err(
                        e @ (RepairError::InconsistentSpec { .. }
                        | RepairError::NeedMoreSlots { .. }),
                    ),
                ) => {
                    // A search that ends next to its sites still tries the slot that writes
                    // what was corrected: as small an encoding.
                    if ends_problem(step) {
                        Flow::Answer(Err(e))
                    } else {
                        Flow::Next
                    }
                }
                // A heuristic's refusal, or a slot that can write none of its targets.
                (StepKind::Targeted { .. }, Err(e)) if !matches!(e, RepairError::Solver(_)) => {
                    if !ends_problem(step) {
                        Flow::Next
                    } else if let RepairError::Unsupported(detail) = e {
                        Flow::Answer(Err(RepairError::InconsistentSpec { detail }))
                    } else {
                        Flow::Answer(Err(e))
                    }
                }
                (
                    StepKind::Slots {
                        two_level_next: true,
                        ..
                    },
                    Err(RepairError::NeedMoreSlots { .. } | RepairError::InconsistentSpec { .. }),
                ) => Flow::Next,
                (StepKind::Slots { slots, .. }, Err(RepairError::NeedMoreSlots { .. }))
                    if slots < most =>
                {
                    Flow::Next
                }
                (StepKind::Slots { slots, .. }, Err(RepairError::InconsistentSpec { detail })) => {
                    match first_refusal.take() {
                        Some(first) => {
                            Flow::Answer(Err(RepairError::InconsistentSpec { detail: first }))
                        }
                        None if slots < most => {
                            *first_refusal = Some(detail);
                            Flow::Next
                        }
                        None if !problem.classify_refusal || step.of != last => {
                            Flow::Answer(Err(RepairError::InconsistentSpec { detail }))
                        }
                        None => {
                            phantom = Some((slots, step.shapes, detail.clone()));
                            Flow::Answer(Err(RepairError::InconsistentSpec { detail }))
                        }
                    }
                }
                (_, other) => Flow::Answer(other),
            };
            match flow {
                Flow::Answer(Err(e)) if step.of < last && !matches!(e, RepairError::Solver(_)) => {
                    refused.push((e, Instant::now()));
                    Flow::From(starts[step.of + 1])
                }
                flow => flow,
            }
        };
        let keys = self.refusal_keys(problems, &steps);
        let mut answer = self
            .in_order(&steps, &after_refusal, &keys, begun, verdict)
            .await;
        if let Some((slots, shapes, detail)) = phantom {
            // Every count of slots refused without a core that blames the insertions: a
            // phantom slot beyond them tells more slots needed from an inconsistent
            // specification.
            let step = Step {
                problem: with_slots(&problems[last], slots),
                shapes: SlotShapes {
                    phantom: true,
                    ..shapes
                },
                limits: Limits::at_least(0),
                kind: StepKind::WithoutSlots,
                of: last,
            };
            answer = match self
                .in_order(&[step], &[1], &[None], begun, |_, r| Flow::Answer(r))
                .await
            {
                Err(RepairError::NeedMoreSlots { slots }) => {
                    Err(RepairError::NeedMoreSlots { slots })
                }
                _ => Err(RepairError::InconsistentSpec { detail }),
            };
        }
        // Every call of the request: the refused attempts' too, not the last one's only.
        let calls = (self.solver_calls - calls_before) as u32;
        FirstRepair {
            refused,
            answer: answer.map(|repair| Repair {
                solver_calls: calls,
                ..repair
            }),
        }
    }

    /// Runs `steps` in order until `verdict` takes an answer. Each step runs on one of two
    /// processes by its place (even places on the main one), with what that process was
    /// asked before: a solver's answer depends on it, and the answer must not depend on
    /// timing or on the machine. With speculation on, the step whose answer decides if the
    /// awaited one is refused (`after_refusal`: the next one, or a later one where the
    /// awaited one's refusal is known to go past those between) runs beside it, and an
    /// answer that comes early waits for those before it. Once `verdict` goes past the step
    /// after the awaited one (or the request has its answer), that step's process is
    /// dropped, killed mid-call if it still runs, and so it is one at a time, where that
    /// step never ran: either way the next request finds the same processes, and a later
    /// step `verdict` goes to starts on a fresh one there, as it does when it ran beside. The
    /// process that ran the answering step is the main one afterwards (its kept encoding is
    /// the one the next request may extend). A problem's time budget counts from `begun`,
    /// the request's start. A step `keys` finds among the kept refusals (which ones is fixed
    /// when the request starts) is answered without a process: at the head of the request it
    /// takes no place (places count from the first step that runs), later it keeps its place
    /// and leaves that place's process as it was.
    async fn in_order<'p>(
        &mut self,
        steps: &[Step<'p>],
        after_refusal: &[usize],
        keys: &[Option<StepKey>],
        begun: Instant,
        mut verdict: impl FnMut(&Step<'p>, Result<Repair, RepairError>) -> Flow,
    ) -> Result<Repair, RepairError> {
        // Slot 0 holds the main process, slot 1 the spare (`None` until it is started, and
        // after its process was dropped).
        let mut idle: [Option<Worker>; 2] = [self.main.take(), self.spare.take()];
        let mut running: [Option<(usize, Pin<Box<_>>)>; 2] = [None, None];
        let mut started = vec![false; steps.len()];
        // When each step started on a process: the one beside the request's first awaited
        // step waits for that one to have run `beside_after`.
        let mut started_at: Vec<Option<Instant>> = vec![None; steps.len()];
        // Until a process refused an attempt of this request: after that the steps beside the
        // awaited ones start at once, as the chain of attempts the request has become
        // keeps both processes busy.
        let mut refused_by_a_process = false;
        // By step: whether a process ran it (not: answered from the kept refusals), what it
        // cost and its answer.
        type Answered = (bool, AttemptStats, Result<Repair, RepairError>);
        let mut answered: BTreeMap<usize, Answered> = BTreeMap::new();
        // The place of the first step that runs: places, and so processes, count from it.
        let mut first_run: Option<usize> = None;
        let slot_of = |index: usize, first: Option<usize>, one_process: bool| {
            if one_process {
                0
            } else {
                (index - first.unwrap_or(index)) % 2
            }
        };
        // Fixed for the request, so that what runs beside the awaited step changes nothing.
        let known: Vec<Option<Refusal>> = steps
            .iter()
            .zip(keys)
            .map(|(step, key)| self.refused_before(step, key))
            .collect();
        let mut next_answer = 0;
        let (answer, answered_at) = 'run: loop {
            // Answers in order, each once the one before it was a refusal.
            while let Some((ran, stats, result)) = answered.remove(&next_answer) {
                if !ran {
                    self.attempts_refused_before += 1;
                }
                self.count(stats, true);
                if let (true, Some((attempt, runs)), Err(e)) = (ran, &keys[next_answer], &result) {
                    if let (Some(kept), Some(refusal)) = (&self.refusals, Refusal::of(e)) {
                        let mut kept = kept.lock().unwrap_or_else(|p| p.into_inner());
                        kept.keep(*attempt, runs.clone(), refusal);
                    }
                }
                let from = match verdict(&steps[next_answer], result) {
                    // One answered without a process drops what ran beside it, as one that ran
                    // in its place would (no process before any step ran).
                    Flow::Answer(answer) => {
                        let slot = slot_of(next_answer, first_run, self.one_process);
                        break 'run (answer, Some((next_answer, slot)));
                    }
                    Flow::Next => next_answer + 1,
                    Flow::From(from) => from,
                };
                // A request that goes on past an attempt a process ran is no quick one.
                refused_by_a_process |= ran;
                // The next step is not needed: its process goes, unless the step `from`
                // names was started beside this one (on a fresh process there; one answered
                // without a process leaves it). Before any step ran, no process has a place.
                if from > next_answer + 1
                    && first_run.is_some()
                    && !self.one_process
                    && !(started.get(from).is_some_and(|s| *s) && known[from].is_none())
                {
                    let slot = slot_of(next_answer + 1, first_run, self.one_process);
                    if started[next_answer + 1] && known[next_answer + 1].is_none() {
                        self.attempts_beside_passed_over += 1;
                    }
                    running[slot] = None;
                    idle[slot] = None;
                    if let Some((_, stats, _)) = answered.remove(&(next_answer + 1)) {
                        self.count(stats, false);
                    }
                }
                if from >= steps.len() {
                    break 'run (Err(refused_throughout()), None);
                }
                next_answer = from;
            }
            // A step refused before over some of its runs is answered without a process, in
            // its place once a step ran (before that, places start after it). Awaited, it is
            // answered before anything starts beside it: what runs beside must not depend on
            // a place counted from it.
            let mut answer_known = |index: usize, answered: &mut BTreeMap<usize, Answered>| {
                let (false, Some(refusal)) = (started[index], &known[index]) else {
                    return false;
                };
                started[index] = true;
                let stats = AttemptStats {
                    search: vec![SearchStep::RefusedBefore {
                        attempt: steps[index].shape(),
                    }],
                    ..AttemptStats::default()
                };
                answered.insert(index, (false, stats, Err(refusal.error())));
                true
            };
            if answer_known(next_answer, &mut answered) {
                continue;
            }
            let beside = after_refusal[next_answer];
            let beside = (self.speculate && beside < steps.len()).then_some(beside);
            if let Some(beside) = beside {
                // Answered now, it is not started below.
                answer_known(beside, &mut answered);
            }
            // When the step beside the awaited one is to start, where that is still to come.
            let mut beside_at: Option<Instant> = None;
            for index in std::iter::once(next_answer).chain(beside) {
                let first = first_run.or(Some(next_answer));
                let slot = slot_of(index, first, self.one_process);
                if started[index] || running[slot].is_some() {
                    continue;
                }
                if index != next_answer && !refused_by_a_process {
                    let due = started_at[next_answer].map(|at| at + self.beside_after);
                    if due.is_some_and(|due| due > Instant::now()) {
                        beside_at = due;
                        continue;
                    }
                }
                first_run = first;
                started[index] = true;
                if index > next_answer {
                    self.attempts_beside += 1;
                }
                if index > next_answer + 1 {
                    // Beside the awaited one, so in the place of the step after it, whose
                    // process the awaited one's refusal drops: a fresh one, as after the drop.
                    idle[slot] = None;
                }
                let transcript = match slot {
                    0 => self.transcript.clone(),
                    _ => self.transcript.as_deref().map(spare_transcript),
                };
                let start = (self.profile.clone(), self.arithmetic, transcript);
                let step = &steps[index];
                let deadline = step
                    .problem
                    .time_budget
                    .map(|budget| (begun + budget, budget));
                let step = run_step(idle[slot].take(), start, step, deadline);
                running[slot] = Some((index, Box::pin(step)));
                started_at[index] = Some(Instant::now());
            }
            if running.iter().all(Option::is_none) {
                // Nothing runs and nothing answered: no step is left to run.
                break (Err(refused_throughout()), None);
            }
            let mut beside_due = beside_at.map(|at| Box::pin(tokio::time::sleep_until(at.into())));
            let finished = std::future::poll_fn(|cx| {
                for (slot, run) in running.iter_mut().enumerate() {
                    if let Some((index, step)) = run {
                        if let Poll::Ready(out) = step.as_mut().poll(cx) {
                            return Poll::Ready(Some((slot, *index, out)));
                        }
                    }
                }
                match beside_due.as_mut().map(|due| due.as_mut().poll(cx)) {
                    Some(Poll::Ready(())) => Poll::Ready(None),
                    _ => Poll::Pending,
                }
            })
            .await;
            // None: the awaited step ran long enough for the next one to start beside it.
            let Some((slot, index, (worker, stats, result))) = finished else {
                continue;
            };
            running[slot] = None;
            match worker {
                Ok(worker) => {
                    idle[slot] = Some(worker);
                    answered.insert(index, (true, stats, result));
                }
                Err(_) if slot == 1 => {
                    // A second process could not be started: this session runs every step
                    // on the main one from now on.
                    self.one_process = true;
                    started[index] = false;
                }
                Err(e) => break (Err(e), None),
            }
        };
        drop(running);
        if let Some((index, slot)) = answered_at {
            if index + 1 < steps.len() {
                let beside = slot_of(index + 1, first_run, self.one_process);
                if beside != slot {
                    idle[beside] = None;
                }
            }
            if slot == 1 {
                idle.swap(0, 1);
            }
        }
        for (_, (_, stats, _)) in answered {
            self.count(stats, false);
        }
        let [main, spare] = idle;
        self.main = main;
        self.spare = spare;
        answer
    }

    /// The keys a kept refusal of each step is found by (`None`: not kept for it); none
    /// where the session keeps no refusals.
    fn refusal_keys(
        &self,
        problems: &[RepairProblem<'_>],
        steps: &[Step<'_>],
    ) -> Vec<Option<StepKey>> {
        if self.refusals.is_none() {
            return vec![None; steps.len()];
        }
        let mut made = refusals::Keys::default();
        let runs: Vec<Vec<u64>> = problems.iter().map(|p| made.runs(p)).collect();
        let bitvectors = self.arithmetic.unwrap_or(self.profile.prefers_bitvectors);
        steps
            .iter()
            .map(|step| {
                if step.shapes.phantom {
                    return None;
                }
                // What the session encodes it in, and what the step itself adds.
                let attempt = format!(
                    "{} bv={bitvectors} {:?} {:?} {:?}",
                    self.profile.name, step.kind, step.shapes, step.limits
                );
                let key = made.attempt(&step.problem, &attempt)?;
                Some((key, runs[step.of].clone()))
            })
            .collect()
    }

    /// A kept refusal that answers `step` (whose key is `key`).
    fn refused_before(&self, step: &Step<'_>, key: &Option<StepKey>) -> Option<Refusal> {
        let (attempt, runs) = key.as_ref()?;
        let kept = self.refusals.as_ref()?;
        let kept = kept.lock().unwrap_or_else(|p| p.into_inner());
        kept.find(*attempt, runs).filter(|r| step.reuses(r))
    }

    /// Adds what a step cost to the session's counts: all of it for a step the answer rests
    /// on, only its solver calls for one that was not needed.
    fn count(&mut self, stats: AttemptStats, needed: bool) {
        self.solver_calls += stats.solver_calls;
        if needed {
            self.reused_commands += stats.reused_commands;
            self.encoding_time += stats.encoding_time;
            self.solving_time += stats.solving_time;
            self.search.extend(stats.search);
        }
    }
}

/// Runs `step` on `worker`, or on a process started for it from `start` (profile,
/// arithmetic, transcript) when there is none: the worker back (or why it could not be
/// started), what the attempt cost and its answer.
async fn run_step(
    worker: Option<Worker>,
    start: (Profile, Option<bool>, Option<PathBuf>),
    step: &Step<'_>,
    deadline: Option<(Instant, Duration)>,
) -> (
    Result<Worker, RepairError>,
    AttemptStats,
    Result<Repair, RepairError>,
) {
    let worker = match worker {
        Some(worker) => Ok(worker),
        None => start_worker(start.0, start.1, start.2).await,
    };
    let mut worker = match worker {
        Ok(worker) => worker,
        Err(e) => {
            let answer = Err(RepairError::Unsupported(format!("no solver process: {e}")));
            return (Err(e), AttemptStats::default(), answer);
        }
    };
    worker.begin(deadline);
    let mut result = worker
        .attempt(&step.problem, step.shapes, step.limits)
        .await;
    let goes_on = matches!(
        step.kind,
        StepKind::Targeted {
            two_level_next: true
        }
    ) && result.as_ref().is_err_and(refused_at_change_cap);
    if goes_on {
        let shapes = SlotShapes {
            two_level: true,
            ..step.shapes
        };
        // The two-level shapes take the one-level ones in: up to the one-level cap, which
        // the targeted one-level search stopped short of.
        let limits = Limits {
            change_cap: Some(ONE_LEVEL_CHANGES),
            ..step.limits
        };
        result = worker.attempt(&step.problem, shapes, limits).await;
    }
    worker.end();
    let stats = worker.take_stats();
    (Ok(worker), stats, result)
}

/// A process for `profile` in the arithmetic asked for, recording to `transcript`.
async fn start_worker(
    profile: Profile,
    arithmetic: Option<bool>,
    transcript: Option<PathBuf>,
) -> Result<Worker, RepairError> {
    // Started in the arithmetic asked for: told it after starting, a process in the other
    // logic is replaced by a new one at its first attempt.
    let bitvectors = arithmetic.unwrap_or(profile.prefers_bitvectors);
    let mut worker = Worker::spawn(&profile, bitvectors).await?;
    if let Some(path) = transcript {
        worker.record_to(&path)?;
    }
    Ok(worker)
}

/// The answer when no attempt answered (every step refused with a refusal that leads on).
fn refused_throughout() -> RepairError {
    RepairError::InconsistentSpec {
        detail: "every attempt was refused".into(),
    }
}

/// The attempts of [`RepairSession::repair`] for `problem` (the `of`-th of a request), in order.
fn attempts<'p>(problem: &RepairProblem<'p>, of: usize) -> Vec<Step<'p>> {
    let most = problem.max_insertions.max(problem.insertion_slots);
    let with_slots = |slots: usize| with_slots(problem, slots);
    let mut steps = Vec::new();
    let needs = problem.needs_insertions.min(most);
    let mut slots = problem.insertion_slots.max(needs);
    // An angelic search comes after a refusal of the same problem with slots: it starts
    // with them, in the one-level shapes (an angelic value is an integer).
    if most > 0 && !problem.angelic_values {
        slots = slots.max(1);
        if needs == 0 {
            steps.push(Step {
                problem: with_slots(0),
                shapes: SlotShapes::default(),
                limits: Limits::at_least(0),
                kind: StepKind::WithoutSlots,
                of,
            });
        }
        // One slot near the sites, or writing what was corrected: with one slot to search.
        // Both in the one-level shapes up to their cap on changes: past it, the two-level
        // shapes of the slot writing what was corrected come first (a near slot widened to
        // five changes where `prev->next = cur->next;` was one insertion).
        let one_slot_first = needs <= 1 && !problem.slots_anywhere_only;
        if problem.slot_sites.is_some() && one_slot_first {
            let mut near = problem.clone();
            near.insertion_slots = 1;
            steps.push(Step {
                problem: near,
                shapes: SlotShapes::default(),
                limits: Limits {
                    at_least: 1,
                    change_cap: Some(ONE_LEVEL_CHANGES),
                },
                kind: StepKind::NearSites,
                of,
            });
        }
        let targets = problem.corrected_or_printed();
        if problem.slot_writes.is_none() && !targets.is_empty() && one_slot_first {
            let mut targeted = with_slots(1);
            targeted.slot_writes = Some(targets);
            // A search that ends next to its sites ends with the one-level shapes.
            let two_level_next = !problem.slots_near_sites_only;
            steps.push(Step {
                problem: targeted,
                shapes: SlotShapes::default(),
                limits: Limits {
                    at_least: 1,
                    change_cap: Some(if two_level_next {
                        TARGETED_ONE_LEVEL_CHANGES
                    } else {
                        ONE_LEVEL_CHANGES
                    }),
                },
                kind: StepKind::Targeted { two_level_next },
                of,
            });
        }
    }
    // Insertions a repair needs at least: a refusal with every relaxable bound at its cap
    // proves that fewer cannot do.
    let mut at_least = usize::from(most > 0).max(needs);
    let mut shapes = SlotShapes::default();
    loop {
        // Any refusal of a one-level search goes on with the two-level shapes, which take
        // the one-level ones in: no need to widen far before them.
        let two_level_next = slots > 0 && !shapes.two_level && !problem.angelic_values;
        steps.push(Step {
            problem: with_slots(slots),
            shapes,
            limits: Limits {
                at_least,
                change_cap: two_level_next.then_some(ONE_LEVEL_CHANGES),
            },
            kind: StepKind::Slots {
                slots,
                two_level_next,
            },
            of,
        });
        if two_level_next {
            shapes.two_level = true;
        } else if slots < most {
            slots += 1;
            at_least = slots;
            shapes.two_level = false;
        } else {
            return steps;
        }
    }
}

/// `problem` with `slots` slots anywhere the trace passes (once the attempt near the sites
/// is refused).
fn with_slots<'p>(problem: &RepairProblem<'p>, slots: usize) -> RepairProblem<'p> {
    let mut p = problem.clone();
    p.insertion_slots = slots;
    p.slot_sites = None;
    p
}

/// Where the spare process records its transcript, beside the main one's at `path`.
fn spare_transcript(path: &Path) -> PathBuf {
    path.with_extension("spare.smt2")
}

/// Where the checks' process records its transcript, beside the main one's at `path`.
fn check_transcript(path: &Path) -> PathBuf {
    path.with_extension("check.smt2")
}
