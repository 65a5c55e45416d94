//! Breakpoints and `continue`: running the program to the next one.
//!
//! A stop only knows where it is in its call (how often each line ran there, the call's
//! entry state) if the session stepped that call from its entry. So `continue` steps every
//! call of a function holding a line breakpoint from its entry (a hidden breakpoint there
//! catches each one), and every call while the program is patched or a call is recorded
//! (hot patching needs every statement); elsewhere the program runs freely, and the calls it
//! runs through lose their counts (`FrameTrack::ran_freely`).

use std::collections::BTreeSet;

use repaird_gdb::{BreakpointId, Location, StopLocation, StopReason};

use super::error::DebugError;
use super::session::{DebugSession, Extras};
use super::structure;

impl DebugSession {
    pub(super) fn location_of(&self, spec: &str) -> Result<Location, DebugError> {
        let file = self
            .request
            .source
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        if let Ok(line) = spec.parse::<u32>() {
            return Ok(Location::line(file, line));
        }
        if let Some((f, l)) = spec.rsplit_once(':') {
            if let Ok(line) = l.parse::<u32>() {
                return Ok(Location::line(f, line));
            }
        }
        if spec.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !spec.is_empty() {
            return Ok(Location::function(spec));
        }
        Err(DebugError::BadCommand(format!(
            "`{spec}` is not LINE, FILE:LINE or FUNCTION"
        )))
    }

    pub(super) async fn add_break(&mut self, spec: &str, x: &mut Extras) -> Result<(), DebugError> {
        let location = self.location_of(spec)?;
        let id = self.gdb()?.break_at(&location).await?;
        self.request.breakpoints.push(spec.to_string());
        self.break_ids.entry(spec.to_string()).or_default().push(id);
        x.say(format!("Breakpoint at {spec}"));
        Ok(())
    }

    /// Removes the breakpoint `break spec` set, from this run and the runs after it.
    pub(super) async fn delete_break(
        &mut self,
        spec: &str,
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        if !self.request.breakpoints.iter().any(|b| b == spec) {
            let set = self.request.breakpoints.join(", ");
            return Err(DebugError::NotApplicable(format!(
                "no breakpoint `{spec}` (set: {})",
                if set.is_empty() { "none" } else { &set }
            )));
        }
        for id in self.break_ids.remove(spec).unwrap_or_default() {
            if let Some(gdb) = self.gdb.as_mut() {
                gdb.delete_breakpoint(id).await?;
            }
        }
        self.request.breakpoints.retain(|b| b != spec);
        x.say(format!("Deleted the breakpoint at {spec}"));
        Ok(())
    }

    /// The programmer's breakpoint at `stop`'s place, as `break` was given it (by place: a
    /// `next` that ends on a breakpoint's line reports a step).
    fn user_break_spec(&self, stop: &StopLocation) -> Option<&String> {
        let line = stop.line?;
        let program = &self.patch.original_program;
        self.request
            .breakpoints
            .iter()
            .find(|spec| match self.location_of(spec) {
                Ok(Location::Line { line: l, .. }) => l == line,
                Ok(Location::Function { name }) => {
                    stop.function.as_deref() == Some(name.as_str())
                        && program
                            .function(&name)
                            .and_then(|f| structure::first_line(program, f))
                            == Some(line)
                }
                _ => false,
            })
    }

    pub(super) fn at_user_break(&self, stop: &StopLocation) -> bool {
        self.user_break_spec(stop).is_some()
    }

    /// `stop`, if it is at a breakpoint of the programmer's, said as gdb says a hit of that
    /// breakpoint (a step that ended there, `start`'s stop at `main`).
    pub(super) fn as_user_break(&self, stop: StopLocation) -> StopLocation {
        let id = self
            .user_break_spec(&stop)
            .and_then(|spec| self.break_ids.get(spec)?.first().copied());
        match id {
            Some(BreakpointId(n)) => StopLocation {
                reason: StopReason::BreakpointHit { number: Some(n) },
                ..stop
            },
            None => stop,
        }
    }

    /// The functions whose calls `continue` steps from their entry: those holding a line
    /// breakpoint.
    fn stepped_functions(&self) -> BTreeSet<String> {
        let program = &self.patch.original_program;
        self.request
            .breakpoints
            .iter()
            .filter_map(|spec| match self.location_of(spec) {
                Ok(Location::Line { line, .. }) => structure::function_at_line(program, line),
                _ => None,
            })
            .map(|f| f.name.clone())
            .collect()
    }

    pub(super) async fn continue_(&mut self, x: &mut Extras) -> Result<(), DebugError> {
        let stepped = self.stepped_functions();
        let mut entries = Vec::new();
        for name in &stepped {
            entries.push(self.gdb()?.break_at(&Location::function(name)).await?);
        }
        let result = self.run_to_break(&stepped, &entries, x).await;
        // The program may have ended (gdb keeps its breakpoints) or gdb died.
        if let Some(gdb) = self.gdb.as_mut() {
            for id in entries {
                let _ = gdb.delete_breakpoint(id).await;
            }
        }
        result
    }

    async fn run_to_break(
        &mut self,
        stepped: &BTreeSet<String>,
        entries: &[BreakpointId],
        x: &mut Extras,
    ) -> Result<(), DebugError> {
        let step_all = self.patch.is_patched() || self.record.is_some();
        let budget = self.options.max_steps_per_continue;
        let mut steps = 0;
        let mut told = false;
        loop {
            let in_stepped = self
                .stop
                .as_ref()
                .and_then(|s| s.function.as_ref())
                .is_some_and(|f| stepped.contains(f));
            let step = step_all || (in_stepped && steps < budget);
            if step && steps == budget {
                x.say(format!(
                    "stopped after {budget} statements without reaching a breakpoint"
                ));
                return Ok(());
            }
            if !step && in_stepped && !told {
                // Only the counting needs the steps: past the budget the program runs on
                // to the breakpoint, and the calls it stops in cannot be recorded.
                x.say(format!(
                    "stepped {budget} statements without reaching a breakpoint; running on without stepping (where it stops cannot be recorded)"
                ));
                told = true;
            }
            let stop = if step {
                steps += 1;
                self.hot_step(false, x).await?
            } else {
                for frame in &mut self.frames {
                    frame.ran_freely = true;
                }
                self.gdb()?.cont().await?
            };
            let hidden = matches!(stop.reason, StopReason::BreakpointHit { number: Some(n) }
                if entries.iter().any(|id| id.0 == n));
            // A hidden breakpoint shares its place with a line breakpoint on the function's
            // first line: gdb names one of them.
            let at_break = self.at_user_break(&stop)
                || (!hidden && matches!(stop.reason, StopReason::BreakpointHit { .. }));
            let faulted = matches!(
                stop.reason,
                StopReason::SignalReceived { .. } | StopReason::Interrupted
            );
            let leaves_source = !stop.has_exited() && !self.in_source(&stop);
            // Out of the program's own code (returned from main into libc): nothing left to
            // patch or count, so let it run.
            let stop = if leaves_source && !at_break && !faulted {
                self.gdb()?.cont().await?
            } else {
                stop
            };
            let done = stop.has_exited() || at_break || faulted || leaves_source;
            // A step that ends on a breakpoint's line (or a hidden breakpoint that shares
            // its place) is where `continue` was going.
            let stop = if at_break {
                self.as_user_break(stop)
            } else {
                stop
            };
            let line = stop.line;
            self.arrive(stop, x).await?;
            // Hot patching may go on from where the step ended (past a statement the patch
            // moved, or to the side of a folded `if` it decides): where it went decides.
            // A breakpoint's statement that does not run there in the patched program is
            // no stop.
            match self.stop.clone().filter(|s| s.line != line) {
                Some(went) if went.has_exited() => return Ok(()),
                Some(went) if self.at_user_break(&went) => {
                    self.stop = Some(self.as_user_break(went));
                    return Ok(());
                }
                Some(_) if !faulted && !leaves_source => {}
                _ if done => return Ok(()),
                _ => {}
            }
        }
    }
}
