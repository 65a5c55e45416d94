//! `DebugSession`: one program under gdb, the knowledge recorded about it, and the repairs
//! made so far. Commands dispatch here (Algorithm 1); steps go through hot patching
//! (`hotpatch.rs`, Algorithm 2); repairs through `repair.rs`.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::Duration;

use repaird_engine::heap::{Entity, SymState};
use repaird_engine::wolverine::RepairSession;
use repaird_gdb::graph::MemoryGraph;
use repaird_gdb::{
    compile, Binary, BreakpointId, ChangeValue, GdbError, GdbSession, RunOptions, StopLocation,
    StopReason,
};
use repaird_owned::scratch::ScratchDir;

use super::checkpoints::CheckpointDag;
use super::command::Command;
use super::error::{DebugError, Failed};
use super::frames::{frame_sp, FrameTrack};
use super::options::{DebugOptions, StartRequest};
use super::patch::PatchState;
use super::record::{PointKey, Record};
use super::reply::{Reply, Stop};
use super::structure;
use super::symstate::{sym_state, Scope};

/// What a checkpoint restores besides the program's memory.
#[derive(Clone, Debug)]
pub(super) struct Saved {
    pub record: Option<(u64, Record)>,
    pub patch: PatchState,
    pub frames: Vec<FrameTrack>,
    pub next_serial: u64,
    /// The run (1-based) the checkpoint was made in: gdb's checkpoints end with their run.
    pub run: u32,
}

pub struct DebugSession {
    pub(super) request: StartRequest,
    pub(super) options: DebugOptions,
    pub(super) binary: Binary,
    pub(super) gdb: Option<GdbSession>,
    /// Keeps standard input given as text alive for the runs that read it.
    pub(super) stdin_text: Option<StdinText>,
    /// The file the current run reads as standard input.
    pub(super) stdin_path: Option<PathBuf>,
    /// Records of the finished runs (`rerun`): every repair must meet them too.
    pub(super) earlier_runs: Vec<(u32, Record)>,
    /// The current run, 1-based (`rerun` counts up; `start` repeats the same run).
    pub(super) run_number: u32,
    pub(super) patch: PatchState,
    pub(super) frames: Vec<FrameTrack>,
    pub(super) next_serial: u64,
    /// The recorded knowledge and the serial of the call it is about.
    pub(super) record: Option<(u64, Record)>,
    pub(super) checkpoints: CheckpointDag<Saved>,
    /// gdb's numbers of the breakpoints of `request.breakpoints` in the current run (a
    /// location set twice has two).
    pub(super) break_ids: HashMap<String, Vec<BreakpointId>>,
    pub(super) repairer: Option<RepairSession>,
    pub(super) stop: Option<StopLocation>,
    /// How long each `repair` took (for reports).
    pub repair_times: Vec<Duration>,
    /// The source lines that have code in the binary (gdb's line table), read once: an `if`
    /// line missing from it has a condition the compiler folded.
    pub(super) code_lines: Option<BTreeSet<u32>>,
    /// The next arrival is `enter` on a loop whose body has no code: the same call's next
    /// round at its head, not a new call.
    pub(super) codeless_round: bool,
}

/// Extra parts of a reply that only some commands fill.
#[derive(Default)]
pub(super) struct Extras {
    pub messages: Vec<String>,
    pub patch: Option<super::reply::PatchReport>,
    pub suspicious: Vec<super::reply::Suspicious>,
    pub repair: Option<super::reply::RepairStats>,
    pub checkpoint: Option<u32>,
}

impl Extras {
    pub fn say(&mut self, message: impl Into<String>) {
        self.messages.push(message.into());
    }
}

impl DebugSession {
    /// Compiles the program, models it, and runs `start`.
    pub async fn open(
        request: StartRequest,
        options: DebugOptions,
    ) -> Result<(DebugSession, Reply), DebugError> {
        let text = std::fs::read_to_string(&request.source).map_err(|e| DebugError::Source {
            path: request.source.display().to_string(),
            message: e.to_string(),
        })?;
        let source = std::path::absolute(&request.source).map_err(|e| DebugError::Source {
            path: request.source.display().to_string(),
            message: e.to_string(),
        })?;
        let patch = PatchState::new(&source, text, &options.parse)?;
        let binary = compile(&source, &options.compile)
            .await
            .map_err(|e| DebugError::Gdb(e.into()))?;
        let stdin = request.stdin.as_deref().map(stdin_file).transpose()?;
        let stdin_path = stdin.as_ref().map(|f| f.path().to_path_buf());
        let mut session = DebugSession {
            request: StartRequest { source, ..request },
            options,
            binary,
            gdb: None,
            stdin_text: stdin,
            stdin_path,
            earlier_runs: Vec::new(),
            run_number: 1,
            patch,
            frames: Vec::new(),
            next_serial: 0,
            codeless_round: false,
            record: None,
            checkpoints: CheckpointDag::default(),
            break_ids: HashMap::new(),
            repairer: None,
            stop: None,
            repair_times: Vec::new(),
            code_lines: None,
        };
        let reply = session.run(Command::Start).await.map_err(|f| f.error)?;
        Ok((session, reply))
    }

    pub fn source(&self) -> &Path {
        &self.request.source
    }

    /// The program as repaired so far.
    pub fn patch(&self) -> &PatchState {
        &self.patch
    }

    /// Parses and runs one command line.
    pub async fn execute(&mut self, line: &str) -> Result<Reply, Failed> {
        let command = Command::parse(line)?;
        self.run(command).await
    }

    /// Runs one command. A failure keeps the messages the command gave before it failed.
    pub async fn run(&mut self, command: Command) -> Result<Reply, Failed> {
        let mut x = Extras::default();
        let done = match self.dispatch(command, &mut x).await {
            Err(DebugError::Gdb(GdbError::Timeout {
                after,
                interrupted_at: Some(stop),
                ..
            })) => self.interrupted(*stop, after, &mut x).await,
            other => other,
        };
        if let Err(error) = done {
            return Err(Failed {
                error,
                messages: x.messages,
            });
        }
        Ok(self.reply(x).await?)
    }

    /// A command ran the program past its budget, and gdb interrupted it wherever it was (a
    /// loop that never ends, say): the session stops there, as a debugger's Ctrl-C does, so
    /// the programmer sees where it was going round.
    async fn interrupted(
        &mut self,
        stop: StopLocation,
        after: Duration,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        let place = match (&stop.function, stop.line) {
            (Some(f), Some(line)) => format!("in {f} at line {line}"),
            (Some(f), None) => format!("in {f}"),
            _ => "outside the program's code".into(),
        };
        x.say(format!(
            "the program ran {} s without stopping (does it loop forever?): interrupted {place}",
            after.as_secs()
        ));
        let program = &self.patch.original_program;
        if let Some(head) = stop.line.and_then(|l| structure::loop_around(program, l)) {
            x.say(format!(
                "it was going round the loop on line {head}: `leave` there ends the loop"
            ));
        }
        self.arrive(stop, x).await
    }

    async fn dispatch(&mut self, command: Command, x: &mut Extras) -> Result<(), DebugError> {
        match command {
            Command::Start => self.start(x, false).await?,
            Command::Next | Command::Step => {
                let concrete = match self.concrete_line_here() {
                    Some(line) => Some((line, self.frame_state().await?)),
                    None => None,
                };
                let stop = if self.stopped_on_fault() {
                    self.skip_fault(x).await?
                } else {
                    self.hot_step(command == Command::Step, x).await?
                };
                self.arrive(stop, x).await?;
                if let Some((line, before)) = concrete {
                    self.assert_after_concrete(line, before, x).await?;
                }
            }
            Command::Finish => {
                let stop = self.gdb()?.finish().await?;
                self.arrive(stop, x).await?;
            }
            Command::Continue => self.continue_(x).await?,
            Command::Break(spec) => self.add_break(&spec, x).await?,
            Command::Delete(spec) => self.delete_break(&spec, x).await?,
            Command::Enter => self.force_branch(true, x).await?,
            Command::Leave => self.force_branch(false, x).await?,
            Command::Change { entity, value } => self.change(&entity, &value, x).await?,
            Command::Spec => self.spec(x).await?,
            Command::Output(values) => self.expect_output(values, x)?,
            Command::Repair => self.repair(x).await?,
            Command::Rewrite => self.rewrite(x)?,
            Command::Resume(id) => self.resume(id, x).await?,
            Command::Concrete(lines) => {
                let record = self.record_here()?;
                record.concrete_lines.extend(lines.iter().copied());
                let all: Vec<String> = record.concrete_lines.iter().map(u32::to_string).collect();
                x.say(format!(
                    "concrete lines: {} (run by gdb, their effect asserted, never changed by a repair)",
                    all.join(", ")
                ));
            }
            Command::Localize(on) => {
                self.options.localize = on;
                x.say(if on {
                    "repair narrows its search to the statements gradient localization flags"
                } else {
                    "localization off: every statement of the function is a repair candidate"
                });
            }
            Command::State => {}
            Command::Rerun { args, stdin } => self.rerun(args, stdin, x).await?,
        }
        Ok(())
    }

    pub(super) fn gdb(&mut self) -> Result<&mut GdbSession, DebugError> {
        if self.stop.as_ref().is_some_and(StopLocation::has_exited) {
            return Err(DebugError::NotRunning);
        }
        self.gdb.as_mut().ok_or(DebugError::NotRunning)
    }

    /// Runs the program from the beginning to the first breakpoint, or with `to_main` (or
    /// without breakpoints) to the start of `main`.
    pub(super) async fn start(&mut self, x: &mut Extras, to_main: bool) -> Result<(), DebugError> {
        if let Some(mut old) = self.gdb.take() {
            old.kill();
        }
        self.frames.clear();
        self.record = None;
        self.checkpoints = CheckpointDag::default();
        self.stop = None;
        let mut gdb = GdbSession::launch(&self.binary.path, self.options.launch.clone()).await?;
        let breakpoints = self.request.breakpoints.clone();
        self.break_ids.clear();
        for spec in &breakpoints {
            let location = self.location_of(spec)?;
            let id = gdb.break_at(&location).await?;
            self.break_ids.entry(spec.clone()).or_default().push(id);
        }
        let run = RunOptions {
            args: self.request.args.clone(),
            stdin: self.stdin_path.clone(),
        };
        // To `main` first: the breakpoints are then reached as by `continue`, which steps
        // the calls holding them from their entry.
        let stop = gdb.start(&run).await?;
        self.gdb = Some(gdb);
        x.say("Starting program...");
        if self.patch.is_patched() {
            x.say("hot patching: the repaired statements run in place of the original ones");
        }
        if self.repairer.is_none() {
            if let Some(profile) = self.options.solver_profile() {
                match self.spawn_repairer(&profile).await {
                    Ok(r) => self.repairer = Some(r),
                    Err(e) => x.say(format!("solver {} not ready: {e}", profile.name)),
                }
            }
        }
        // A breakpoint of the programmer's on `main`'s first line ends the start there.
        let at_break = self.at_user_break(&stop);
        let stop = self.as_user_break(stop);
        self.arrive(stop, x).await?;
        if breakpoints.is_empty() || to_main || at_break {
            return Ok(());
        }
        self.continue_(x).await
    }

    /// True when a stop is in the program's own source file.
    pub(super) fn in_source(&self, stop: &StopLocation) -> bool {
        let name = self
            .request
            .source
            .file_name()
            .map(|f| f.to_string_lossy().into_owned());
        match (&stop.fullname, &stop.file) {
            (Some(full), _) => Path::new(full) == self.request.source,
            (None, Some(file)) => {
                Path::new(file)
                    .file_name()
                    .map(|f| f.to_string_lossy().into_owned())
                    == name
            }
            _ => false,
        }
    }

    /// Registers a stop: which call it is in, how often this line was reached in the call,
    /// and hot-patched insertions that run on arrival.
    pub(super) async fn arrive(
        &mut self,
        stop: StopLocation,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        self.stop = Some(stop.clone());
        if stop.has_exited() {
            self.frames.clear();
            x.say(match &stop.reason {
                StopReason::Exited { code } => format!("the program exited with code {code}"),
                StopReason::Signalled { signal } => format!("the program was killed by {signal}"),
                _ => "the program ended".into(),
            });
            return Ok(());
        }
        if let StopReason::SignalReceived { signal } = &stop.reason {
            x.say(format!("the program received {signal}"));
        }
        let (Some(function), Some(line)) = (stop.function.clone(), stop.line) else {
            return Ok(());
        };
        if !self.in_source(&stop) {
            return Ok(());
        }
        let codeless_round = std::mem::take(&mut self.codeless_round);
        let sp = frame_sp(self.gdb()?).await?;
        // Calls that returned (their stack pointer is below ours) are gone.
        while self.frames.last().is_some_and(|f| f.sp < sp) {
            self.frames.pop();
        }
        let program = &self.patch.original_program;
        let entry_line = program
            .function(&function)
            .and_then(|f| structure::first_line(program, f));
        let loop_head = program
            .function(&function)
            .and_then(|f| structure::branch_at(program, &self.patch.original, f, line))
            .is_some_and(|h| h.is_loop);
        let same_frame = self
            .frames
            .last()
            .filter(|f| f.sp == sp && f.function == function);
        let in_same_frame = same_frame.is_some();
        // Back at the first line: a new call, unless a loop there came round again: from
        // further down its body, or from its own line when `enter` ran a body with no code
        // (its statement deleted) and jumped back to the head, whose first address is the
        // function's entry. A new call stops at that address: back from a call the first
        // line made (`finish` there) is the same call.
        let back_at_entry = same_frame.is_some_and(|f| {
            Some(line) == entry_line
                && f.visits.contains_key(&line)
                && !(loop_head && f.last_line.is_some_and(|l| l > line))
        });
        let round_its_own_line =
            codeless_round && loop_head && same_frame.is_some_and(|f| f.last_line == Some(line));
        let back_at_entry = back_at_entry && self.gdb()?.at_function_entry().await?;
        let same_call = in_same_frame && (!back_at_entry || round_its_own_line);
        if !same_call {
            if self.frames.last().is_some_and(|f| f.sp == sp) {
                self.frames.pop();
            }
            let at_entry = Some(line) == entry_line || self.gdb()?.at_function_entry().await?;
            let entry = if at_entry {
                let opts = self.options.graph;
                let graph = self.gdb()?.memory_graph(&opts).await?;
                self.entry_state(&graph, &function)
            } else {
                None
            };
            self.next_serial += 1;
            self.frames.push(FrameTrack {
                serial: self.next_serial,
                function: function.clone(),
                sp,
                visits: Default::default(),
                last_line: None,
                came_from: None,
                entry,
                ran_freely: false,
            });
        }
        let previous = self.frames.last().and_then(|f| f.last_line);
        // A fault stops inside the statement the last stop was at: no new visit of its line.
        let faulted_here = self.stopped_on_fault() && previous == Some(line);
        if let Some(frame) = self.frames.last_mut().filter(|_| !faulted_here) {
            *frame.visits.entry(line).or_insert(0) += 1;
            frame.came_from = frame.last_line;
            frame.last_line = Some(line);
        }
        if self.steer_folded_on_arrival(line, x).await?
            || self.skip_moved_on_arrival(line, x).await?
        {
            return Ok(());
        }
        self.run_insertions(&function, line, previous, x).await
    }

    /// The record of the current call, created on first use.
    pub(super) fn record_here(&mut self) -> Result<&mut Record, DebugError> {
        let frame = self.frames.last().ok_or_else(|| {
            DebugError::NotApplicable("the program is not stopped in the program's own code".into())
        })?;
        match &self.record {
            Some((serial, record)) if *serial != frame.serial => {
                return Err(DebugError::NotApplicable(format!(
                    "the states recorded so far belong to another call of {}; `start` again to record in this one",
                    record.function
                )))
            }
            Some(_) => {}
            None if frame.ran_freely => {
                return Err(DebugError::NotApplicable(format!(
                    "`continue` ran through this call of {0} without stepping it, so where it is in the call is unknown: `start` again with a breakpoint on a line of {0} (calls holding one are stepped from their entry, up to {1} statements per `continue`)",
                    frame.function, self.options.max_steps_per_continue
                )))
            }
            None => {
                let entry = frame.entry.clone().ok_or_else(|| {
                    DebugError::NotApplicable(format!(
                        "this call of {} was joined in its middle, so its entry state is unknown: step into it from its caller",
                        frame.function
                    ))
                })?;
                self.record = Some((frame.serial, Record::new(&frame.function, entry)));
            }
        }
        Ok(&mut self.record.as_mut().expect("just set").1)
    }

    /// The program stopped on a signal (a fault in a statement), not between statements.
    fn stopped_on_fault(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| matches!(s.reason, StopReason::SignalReceived { .. }))
    }

    /// `next` or `step` at a fault: the faulting statement cannot finish, so the program
    /// moves past it without it (gdb jumps, the signal is dropped), and the programmer says
    /// with `change` what it should have done. The IR model runs on through the fault and
    /// takes the state from that correction.
    async fn skip_fault(&mut self, x: &mut Extras) -> Result<StopLocation, DebugError> {
        let line = match self.return_from_faulting_call(x).await? {
            Some(line) => line,
            None => self
                .stop
                .as_ref()
                .and_then(|s| s.line)
                .ok_or(DebugError::NotRunning)?,
        };
        // Only where the session records: a recursive call the fault happened in is no point
        // of the recorded one (`record_here` refuses it).
        let function = self.record_here()?.function.clone();
        let program = &self.patch.original_program;
        let function = program.function(&function).ok_or_else(|| {
            DebugError::NotApplicable(format!("no function {function} in the program"))
        })?;
        if structure::branch_at(program, &self.patch.original, function, line).is_some() {
            return Err(DebugError::NotApplicable(format!(
                "line {line} faulted in a loop or `if` condition: `enter` or `leave` it"
            )));
        }
        let stop = self.jump_past(line).await?;
        self.record_here()?.fault_skipped = true;
        x.say(format!(
            "line {line} faulted and was skipped: `change` what it should have done, then `spec`"
        ));
        Ok(stop)
    }

    /// A fault inside a call that the statement being recorded made (a helper, a recursive
    /// call, a library function): that statement is what faulted, as far as the recorded
    /// call is concerned. The calls above it are popped (gdb's `return`), so the program
    /// stands in the recorded call, in the middle of the statement; its line. `None` when
    /// the fault is in the recorded call itself, or nothing is recorded yet: which call the
    /// programmer means to record is unknown then (stepping `main` over a call that faults
    /// is no reason to record `main`).
    async fn return_from_faulting_call(
        &mut self,
        x: &mut Extras,
    ) -> Result<Option<u32>, DebugError> {
        let Some(recorded) = self.record.as_ref().map(|(serial, _)| *serial) else {
            return Ok(None);
        };
        let Some(target) = self.frames.iter().rposition(|f| f.serial == recorded) else {
            return Ok(None);
        };
        let frame = &self.frames[target];
        let (sp, function) = (frame.sp, frame.function.clone());
        let Some(line) = frame.last_line else {
            return Ok(None);
        };
        // Calls above the recorded one have a lower stack pointer; gdb's stack may hold
        // frames the session never tracked (a library function's).
        let mut popped = 0;
        for _ in 0..self.gdb()?.stack_depth().await? {
            if frame_sp(self.gdb()?).await? >= sp {
                break;
            }
            self.gdb()?.pop_frames(1).await?;
            popped += 1;
        }
        if popped == 0 {
            return Ok(None);
        }
        let faulted_in = self.stop.as_ref().and_then(|s| s.function.clone());
        self.frames.truncate(target + 1);
        // Where the program now stands: a fault in a condition is refused below, and
        // `enter`/`leave` go on from here.
        self.stop = Some(self.gdb()?.location().await?);
        x.say(format!(
            "the fault was in {}, called on line {line}: the session returned to {function}",
            faulted_in
                .as_deref()
                .unwrap_or("a function without debug information")
        ));
        Ok(Some(line))
    }

    /// The current stop as a recorded point. A stop on a fault (SIGSEGV in a statement) is
    /// no point the repaired program passes: it may take another path, and the program
    /// cannot go on from there. What the programmer asserts at a fault is how the call should
    /// end, so the point is the call's end (its closing brace), where the IR model, which runs
    /// on through faults, returns.
    pub(super) fn point_here(&self) -> Result<PointKey, DebugError> {
        let stop = self.stop.as_ref().ok_or(DebugError::NotRunning)?;
        let line = stop.line.ok_or(DebugError::NotRunning)?;
        let frame = self.frames.last().ok_or_else(|| {
            DebugError::NotApplicable("the program is not stopped in the program's own code".into())
        })?;
        if self.stopped_on_fault() {
            if let Some(function) = self.patch.original_program.function(&frame.function) {
                return Ok(PointKey {
                    line: function.range.end.line,
                    occurrence: 0,
                });
            }
        }
        Ok(PointKey {
            line,
            occurrence: frame.occurrence(line),
        })
    }

    /// The current line, when it is a concrete line of the recorded call.
    fn concrete_line_here(&self) -> Option<u32> {
        let line = self.stop.as_ref()?.line?;
        let (serial, record) = self.record.as_ref()?;
        let frame = self.frames.last()?;
        (frame.serial == *serial && record.concrete_lines.contains(&line)).then_some(line)
    }

    /// The recorded function's state now (variables of the frame and the heap).
    async fn frame_state(&mut self) -> Result<SymState, DebugError> {
        let opts = self.options.graph;
        let graph = self.gdb()?.memory_graph(&opts).await?;
        let program = &self.patch.program;
        let function = self
            .record
            .as_ref()
            .and_then(|(_, r)| program.function(&r.function))
            .ok_or_else(|| DebugError::NotApplicable("nothing is recorded".into()))?;
        Ok(sym_state(&graph, program, Scope::Frame(function)))
    }

    /// Specification refinement (Algorithm 2, lines 1-5): gdb ran a concrete statement; its
    /// effect (the entities whose values it changed) is asserted where the program stopped.
    async fn assert_after_concrete(
        &mut self,
        line: u32,
        before: SymState,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        let same_call = match (&self.record, self.frames.last()) {
            (Some((serial, _)), Some(frame)) => *serial == frame.serial,
            _ => false,
        };
        if !same_call {
            return Ok(());
        }
        let key = self.point_here()?;
        let after = self.frame_state().await?;
        let changed: Vec<Entity> = after
            .entities()
            .into_iter()
            .filter(|(e, v)| before.get(e) != *v)
            .map(|(e, _)| e)
            .collect();
        if changed.is_empty() {
            x.say(format!("concrete line {line}: no effect to assert"));
            return Ok(());
        }
        let effect = after.restrict(&changed);
        let shown: Vec<String> = changed
            .iter()
            .map(|e| format!("{e}={}", after.get(e)))
            .collect();
        self.record_here()?.effects.push((key, effect));
        x.say(format!(
            "concrete line {line}: its effect is asserted ({})",
            shown.join(", ")
        ));
        Ok(())
    }

    async fn force_branch(&mut self, take: bool, x: &mut Extras) -> Result<(), DebugError> {
        let stop = self.stop.clone().ok_or(DebugError::NotRunning)?;
        let line = stop.line.ok_or(DebugError::NotRunning)?;
        self.load_code_lines().await;
        if let Some(head) = self.folded_if_decided_here(line) {
            return self.force_folded(&head, line, take, x).await;
        }
        let program = &self.patch.original_program;
        let head = structure::function_at_line(program, line)
            .and_then(|f| structure::branch_at(program, &self.patch.original, f, line))
            .ok_or_else(|| {
                DebugError::NotApplicable(format!(
                    "line {line} is not a loop or if condition; `{}` forces one at its condition",
                    if take { "enter" } else { "leave" }
                ))
            })?;
        let key = self.point_here()?;
        let recorded = match self.record_here() {
            Ok(record) => {
                record.forces.insert(key, take);
                None
            }
            Err(e) => Some(e),
        };
        let stop = self.steer(&head, take, false, x).await?;
        if let Some(e) = recorded {
            x.say(format!("(not recorded: {e})"));
        }
        self.codeless_round = head.is_loop && take && head.taken_line == head.line;
        self.arrive(stop, x).await
    }

    /// The `if` whose side starts on `line` when the execution came there from above the
    /// `if` without ever stopping on its condition line: the compiler folded the condition
    /// (`x >= x`, `p == p` have no code at `-O0`), so gdb cannot stop there, and `enter` or
    /// `leave` here decides it instead.
    pub(super) fn folded_if_decided_here(&self, line: u32) -> Option<structure::BranchHead> {
        let frame = self.frames.last()?;
        let program = &self.patch.original_program;
        let function = structure::function_at_line(program, line)?;
        let head = structure::if_with_side_at(program, &self.patch.original, function, line)?;
        let folded = self
            .code_lines
            .as_ref()
            .is_some_and(|lines| !lines.contains(&head.line));
        let from_above = frame.came_from.is_none_or(|l| l < head.line);
        (folded && from_above).then_some(head)
    }

    /// Reads `code_lines` once. Where gdb cannot tell, it stays unknown and no condition
    /// counts as folded.
    pub(super) async fn load_code_lines(&mut self) {
        if self.code_lines.is_some() {
            return;
        }
        let file = self.request.source.display().to_string();
        let Ok(gdb) = self.gdb() else { return };
        if let Ok(table) = gdb.line_table(&file).await {
            self.code_lines = Some(table.into_iter().map(|(line, _)| line).collect());
        }
    }

    /// `enter`/`leave` of an `if` whose condition has no code (see `folded_if_decided_here`),
    /// at the first line of the side the program took: the decision is recorded as the
    /// condition's own, and the program moves to the other side if asked.
    async fn force_folded(
        &mut self,
        head: &structure::BranchHead,
        line: u32,
        take: bool,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        let went = line == head.taken_line;
        let recorded = match self.record_here() {
            Ok(record) => {
                // gdb never stops on the line: its decisions so far are the ones made here
                // (an undecided round of a loop around it is not counted).
                let occurrence = record.forces.keys().filter(|k| k.line == head.line).count();
                let key = PointKey {
                    line: head.line,
                    occurrence: occurrence as u32,
                };
                record.forces.insert(key, take);
                None
            }
            Err(e) => Some(e),
        };
        x.say(format!(
            "line {} has no code to stop at (the compiler folded its condition, which the program took as {went}): decided {take} here",
            head.line
        ));
        if let Some(e) = recorded {
            x.say(format!("(not recorded: {e})"));
        }
        if went == take {
            return Ok(());
        }
        self.cross_folded(head, line, take, x).await
    }

    /// Moves from the side of a folded `if` starting on `line` to its `take` side.
    pub(super) async fn cross_folded(
        &mut self,
        head: &structure::BranchHead,
        line: u32,
        take: bool,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        // The statement the program stopped at never runs on the side asked for.
        if let Some(frame) = self.frames.last_mut() {
            frame.unvisit(line);
        }
        let target = if take {
            head.taken_line
        } else {
            head.not_taken_line
        };
        let stop = self.gdb()?.jump_to(target).await?;
        if stop.line != Some(target) {
            // A folded `if` loses its dead side's code as well: gdb lands on the next line
            // that has some. The recorded decision still makes the model run that side.
            x.say(format!(
                "the compiler left no code on that side either: the program goes on at line {} without running it; `change` the state it would have left",
                stop.line.map_or_else(|| "?".to_string(), |l| l.to_string())
            ));
        }
        Box::pin(self.arrive(stop, x)).await
    }

    async fn change(
        &mut self,
        entity: &str,
        value: &str,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        match value.trim() {
            "freed" => return self.free_node(entity, x).await,
            "_" => return self.leave_open(entity, x).await,
            _ => {}
        }
        let parsed = ChangeValue::parse(value)?;
        let before = {
            let opts = self.options.graph;
            self.gdb()?.memory_graph(&opts).await?
        };
        let outcome = self.gdb()?.change(entity, parsed.clone()).await?;
        let after = {
            let opts = self.options.graph;
            self.gdb()?.memory_graph(&opts).await?
        };
        if let Some(fresh) = &outcome.allocated {
            x.say(format!("allocated a fresh node {fresh}"));
        }
        if let Some(revived) = &outcome.revived {
            x.say(format!(
                "{revived} was freed: a copy of it is live again as {revived} (check its fields)"
            ));
        }
        let target = resolve_entity(&before, entity).ok_or_else(|| {
            DebugError::BadCommand(format!("`{entity}` names no variable or node field"))
        });
        self.correct_entry(&after, x);
        let key = self.point_here()?;
        let program = self.patch.program.clone();
        let function = self.frames.last().map(|f| f.function.clone());
        let recorded = match (target, self.record_here()) {
            (Ok(target), Ok(record)) => {
                let correction = record.changes.entry(key).or_default();
                let v = match &parsed {
                    ChangeValue::Int(n) => repaird_engine::heap::Val::Int(*n),
                    ChangeValue::Null => repaird_engine::heap::Val::Null,
                    ChangeValue::Node(name) => repaird_engine::heap::Val::Node(
                        outcome.allocated.clone().unwrap_or_else(|| name.clone()),
                    ),
                };
                correction.set(&target, v);
                record.open.remove(&(key, target.clone()));
                if let Entity::Field { node, field } = &target {
                    record.unset_fields.remove(&(node.clone(), field.clone()));
                }
                // A node new to the symbolic state comes with its fields.
                let new_node = outcome.allocated.as_ref().or(outcome.revived.as_ref());
                if let (Some(fresh), Some(f)) = (
                    new_node,
                    function.as_deref().and_then(|f| program.function(f)),
                ) {
                    let full = sym_state(&after, &program, Scope::Frame(f));
                    if let Some(node) = full.nodes.get(fresh) {
                        correction.nodes.insert(fresh.clone(), node.clone());
                        if outcome.allocated.is_some() {
                            record.unset_fields.extend(
                                node.fields
                                    .keys()
                                    .map(|field| (fresh.clone(), field.clone())),
                            );
                        }
                    }
                }
                None
            }
            (Err(e), _) | (_, Err(e)) => Some(e),
        };
        x.say(format!("{entity} := {value}"));
        if let Some(e) = recorded {
            x.say(format!("(not recorded for repair: {e})"));
        }
        Ok(())
    }

    /// `change ENTITY _`: the states asserted at this stop say nothing of the entity, whose
    /// value the programmer cannot spell or does not care about; the program (and a change
    /// made before) keeps its value.
    async fn leave_open(&mut self, entity: &str, x: &mut Extras) -> Result<(), DebugError> {
        let graph = {
            let opts = self.options.graph;
            self.gdb()?.memory_graph(&opts).await?
        };
        let target = resolve_entity(&graph, entity).ok_or_else(|| {
            DebugError::BadCommand(format!("`{entity}` names no variable or node field"))
        })?;
        let key = self.point_here()?;
        self.record_here()?.open.insert((key, target));
        x.say(format!("{entity} := _ (any value: not asserted here)"));
        Ok(())
    }

    /// `change nK freed`: the node should have been freed by now (the program kept a node
    /// it was to delete). The specification then shows it nowhere, and pointers to it dangle
    /// (asserting nothing of them), as in the program that freed it; the IR model's replay
    /// is left as it ran, since a free changes no value it reads on the asserted path.
    async fn free_node(&mut self, node: &str, x: &mut Extras) -> Result<(), DebugError> {
        self.gdb()?.free_node(node.trim()).await?;
        let after = {
            let opts = self.options.graph;
            self.gdb()?.memory_graph(&opts).await?
        };
        self.correct_entry(&after, x);
        x.say(format!("{node} freed: pointers to it now dangle"));
        Ok(())
    }

    /// What a call of `function` starts from, read off `graph` (its arguments, globals and
    /// the heap they reach).
    fn entry_state(&self, graph: &MemoryGraph, function: &str) -> Option<SymState> {
        let program = &self.patch.original_program;
        let f = program.function(function)?;
        Some(sym_state(graph, program, Scope::Entry(f)))
    }

    /// At a call's first stop no statement of it has run: a change there corrects the state
    /// the call starts from (an earlier call left the structure wrong), which the repair
    /// takes as given rather than something this call's code must produce.
    fn correct_entry(&mut self, graph: &MemoryGraph, x: &mut Extras) {
        // A fault stops inside the first statement: it has run in part.
        if self.stopped_on_fault() {
            return;
        }
        let Some(frame) = self.frames.last() else {
            return;
        };
        let first_stop = frame.visits.len() == 1 && frame.visits.values().all(|n| *n == 1);
        if !first_stop || frame.entry.is_none() {
            return;
        }
        let Some(entry) = self.entry_state(graph, &frame.function) else {
            return;
        };
        let Some(frame) = self.frames.last_mut() else {
            return;
        };
        frame.entry = Some(entry.clone());
        if let Some((serial, record)) = &mut self.record {
            if *serial == frame.serial {
                record.entry = entry;
            }
        }
        x.say("(the call's entry state: the repair starts from it)".to_string());
    }

    async fn spec(&mut self, x: &mut Extras) -> Result<(), DebugError> {
        let key = self.point_here()?;
        let graph = {
            let opts = self.options.graph;
            self.gdb()?.memory_graph(&opts).await?
        };
        let program = self.patch.program.clone();
        let record = self.record_here()?;
        let function = program.function(&record.function).ok_or_else(|| {
            DebugError::Spec(format!("the program has no function {}", record.function))
        })?;
        let mut state = sym_state(&graph, &program, Scope::Frame(function));
        record.without_unset_fields(&mut state);
        record.without_open_entities(key, &mut state);
        record.specs.push((key, state));
        if self.stopped_on_fault() {
            x.say(format!(
                "the program faulted here: the state is asserted as the end of the call (line {})",
                key.line
            ));
        }
        let gdb_checkpoint = self.gdb()?.checkpoint().await?;
        let saved = self.saved();
        let id = self.checkpoints.add(gdb_checkpoint, Some(key.line), saved);
        x.checkpoint = Some(id);
        x.say(format!("Program states added - Checkpoint {id}"));
        Ok(())
    }

    /// `output`: what the output statement on this line prints when it runs now.
    fn expect_output(
        &mut self,
        values: Vec<Option<i64>>,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        let key = self.point_here()?;
        let program = self.patch.original_program.clone();
        let record = self.record_here()?;
        let Some((_, printed)) = structure::output_at(&program, &record.function, key.line) else {
            return Err(DebugError::NotApplicable(format!(
                "line {} holds no output statement (printf) of {}: `output` goes where the program stops at a printf, before it runs",
                key.line, record.function
            )));
        };
        if values.len() != printed {
            return Err(DebugError::BadCommand(format!(
                "the output statement on line {} prints {printed} value(s), not {}",
                key.line,
                values.len()
            )));
        }
        let shown: Vec<String> = values
            .iter()
            .map(|v| v.map_or("_".to_string(), |v| v.to_string()))
            .collect();
        record.outputs.insert(key, values);
        x.say(format!(
            "expected output on line {}: {}",
            key.line,
            shown.join(" ")
        ));
        Ok(())
    }

    pub(super) fn saved(&self) -> Saved {
        Saved {
            record: self.record.clone(),
            patch: self.patch.clone(),
            frames: self.frames.clone(),
            next_serial: self.next_serial,
            run: self.run_number,
        }
    }

    async fn resume(&mut self, id: u32, x: &mut Extras) -> Result<(), DebugError> {
        let node = self
            .checkpoints
            .get(id)
            .ok_or_else(|| DebugError::NotApplicable(format!("no checkpoint {id}")))?;
        if node.saved.run != self.run_number {
            return Err(DebugError::NotApplicable(format!(
                "checkpoint {id} belongs to run {}, which has ended; its asserted states stay in every repair, but only checkpoints of this run ({}) can be resumed",
                node.saved.run, self.run_number
            )));
        }
        let gdb_id = node.gdb;
        let saved = node.saved.clone();
        let stop = self
            .gdb
            .as_mut()
            .ok_or(DebugError::NotRunning)?
            .restart(gdb_id)
            .await?;
        let hop = self.checkpoints.hop_to(id).expect("checked above");
        self.record = saved.record;
        self.patch = saved.patch;
        self.frames = saved.frames;
        self.next_serial = saved.next_serial;
        self.stop = Some(stop);
        let list = |v: &[u32]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
            }
        };
        x.say(format!("Program resumed at checkpoint {id}"));
        x.say(format!(
            "withdrew the states of checkpoints {} down to {}; restored {}",
            list(&hop.popped),
            hop.ancestor
                .map(|a| a.to_string())
                .unwrap_or_else(|| "the start".into()),
            list(&hop.pushed)
        ));
        Ok(())
    }

    async fn reply(&mut self, x: Extras) -> Result<Reply, DebugError> {
        let stop = self.stop.clone();
        let exited = stop.as_ref().is_none_or(StopLocation::has_exited);
        let graph = match (&mut self.gdb, exited) {
            (Some(gdb), false) => Some(gdb.memory_graph(&self.options.graph).await?),
            _ => None,
        };
        let output = self
            .gdb
            .as_ref()
            .map(|g| g.inferior_output().text)
            .unwrap_or_default();
        let picture = graph
            .as_ref()
            .map(super::render::to_text)
            .unwrap_or_default();
        Ok(Reply {
            stop: self.stop_view(stop.as_ref()),
            graph,
            picture,
            output,
            messages: x.messages,
            patch: x.patch,
            suspicious: x.suspicious,
            repair: x.repair,
            checkpoint: x.checkpoint,
            earlier_runs: self.earlier_runs.len() as u32,
        })
    }

    fn stop_view(&self, stop: Option<&StopLocation>) -> Stop {
        let Some(stop) = stop else {
            return Stop {
                file: None,
                line: None,
                function: None,
                reason: "not started".into(),
                source_line: None,
                exit_code: None,
            };
        };
        let source_line = match (stop.line, self.in_source(stop)) {
            (Some(l), true) => self
                .patch
                .original_line_text(l)
                .map(|s| s.trim().to_string()),
            _ => None,
        };
        Stop {
            file: stop.file.clone(),
            line: stop.line,
            function: stop.function.clone(),
            reason: match stop.reason {
                // gdb numbers breakpoints anew in every run; the user knows them by location.
                StopReason::BreakpointHit { number: Some(n) } => self
                    .break_ids
                    .iter()
                    .find(|(_, ids)| ids.iter().any(|id| id.0 == n))
                    .map_or_else(
                        || "breakpoint".into(),
                        |(spec, _)| format!("breakpoint {spec}"),
                    ),
                _ => reason_text(&stop.reason),
            },
            source_line,
            exit_code: match stop.reason {
                StopReason::Exited { code } => Some(code),
                _ => None,
            },
        }
    }

    /// The memory graph now (for pictures).
    pub async fn graph(&mut self) -> Result<MemoryGraph, DebugError> {
        let opts = self.options.graph;
        Ok(self.gdb()?.memory_graph(&opts).await?)
    }
}

/// `x`, `n4->prev`, `p->next` (through the graph) as an engine entity.
fn resolve_entity(graph: &MemoryGraph, entity: &str) -> Option<repaird_engine::heap::Entity> {
    use repaird_engine::heap::Entity;
    let mut parts = entity.split("->").map(str::trim);
    let base = parts.next()?;
    let fields: Vec<&str> = parts.collect();
    if fields.is_empty() {
        return graph.variable(base).map(|_| Entity::Var(base.to_string()));
    }
    let mut node = if graph.node(base).is_some() {
        base.to_string()
    } else {
        graph.variable(base)?.value.node_name()?.to_string()
    };
    for (i, field) in fields.iter().enumerate() {
        if i + 1 == fields.len() {
            return Some(Entity::Field {
                node,
                field: field.to_string(),
            });
        }
        node = graph.node(&node)?.field(field)?.node_name()?.to_string();
    }
    None
}

fn reason_text(reason: &StopReason) -> String {
    match reason {
        // The programmer's own are named by `stop_view`.
        StopReason::BreakpointHit { .. } => "breakpoint".into(),
        StopReason::EndSteppingRange => "step".into(),
        StopReason::FunctionFinished { .. } => "function finished".into(),
        StopReason::LocationReached => "location reached".into(),
        StopReason::Exited { code } => format!("exited {code}"),
        StopReason::Signalled { signal } => format!("killed by {signal}"),
        StopReason::SignalReceived { signal } => format!("signal {signal}"),
        StopReason::Interrupted => "interrupted".into(),
        StopReason::Query => "stopped".into(),
        StopReason::Other { reason } => reason.clone(),
    }
}

/// Standard input given as text, in a file the program reads; removed with the value.
pub(super) struct StdinText {
    _dir: ScratchDir,
    path: PathBuf,
}

impl StdinText {
    pub(super) fn path(&self) -> &Path {
        &self.path
    }
}

pub(super) fn stdin_file(text: &str) -> Result<StdinText, DebugError> {
    let error = |e: std::io::Error| DebugError::Source {
        path: "stdin".into(),
        message: e.to_string(),
    };
    let dir = ScratchDir::new("repaird-stdin-").map_err(error)?;
    let path = dir.path().join("stdin");
    std::fs::write(&path, text).map_err(error)?;
    Ok(StdinText { _dir: dir, path })
}
