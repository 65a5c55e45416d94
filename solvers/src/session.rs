//! A warm incremental session: one solver process plus the live assertion stack
//! that rebuilds it. Every call runs under a deadline enforced from outside; on
//! expiry, crash, exit-on-error or unreadable output the process is killed, a
//! fresh one is started and the stack (declarations, assertions, push levels)
//! is replayed before the error is returned, so the session keeps working.

use std::path::Path;
use std::time::Duration;

use crate::process::{Failure, SolverProcess};
use crate::sexp::{parse_one, unquote_symbol, Sexp};
use crate::transcript::Transcript;
use crate::{Profile, SolverError, Value};

/// Answer of `check-sat` / `check-sat-assuming`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SatResult {
    Sat,
    Unsat,
    /// The solver's `:reason-unknown`, or `unknown` when it gives none.
    Unknown(String),
}

/// Longest command text quoted in an error.
const COMMAND_IN_ERROR: usize = 160;

pub struct Session {
    profile: Profile,
    timeout: Duration,
    process: Option<SolverProcess>,
    /// Commands that built the current state: `levels[0]` is the base level, one
    /// more entry per open `push`. Replayed verbatim on respawn.
    levels: Vec<Vec<String>>,
    transcript: Option<Transcript>,
    respawns: u64,
    spares_adopted: u64,
    /// Set while a command awaits its answer. Still set when the next call starts
    /// means the caller dropped the future mid-exchange: the answer may still
    /// arrive, so the process is out of step and gets replaced.
    in_flight: bool,
    /// Whether the last check was `check-sat-assuming`: after a plain `check-sat`
    /// no assumption failed, and yices refuses `get-unsat-assumptions` there.
    last_check_assumed: bool,
    /// Open levels above this many are dropped, not replayed, when a failure replaces
    /// the process (see [`Session::set_disposable_above`]).
    disposable_above: Option<usize>,
    /// A process being brought to the state the last replacement brought its process to,
    /// for the next one (profiles that [`respawns_to_forget`](Profile::respawns_to_forget);
    /// none before a first replacement, so a session that never drops a scope runs one).
    spare: Option<Spare>,
}

/// A solver started ahead of need and brought, in the background, to the state `script`
/// builds. A profile that respawns to forget replaces its process at every dropped
/// encoding, back to the same few levels below it; starting cvc5 and replaying those took
/// 7-10 ms on the repair's path each time, the spare takes it off.
struct Spare {
    script: Vec<String>,
    /// The process once every command of `script` answered `success`.
    ready: tokio::task::JoinHandle<Option<SolverProcess>>,
}

impl Drop for Spare {
    fn drop(&mut self) {
        // The process, started or still starting, is dropped (killed) with the task.
        self.ready.abort();
    }
}

/// The largest replay a spare is prepared for: beyond it the background replay would
/// compete with the work it is meant to speed up.
const SPARE_SCRIPT_BYTES: usize = 64 * 1024;

impl Session {
    pub async fn spawn(profile: &Profile) -> Result<Session, SolverError> {
        let mut session = Session {
            profile: profile.clone(),
            timeout: profile.timeout,
            process: None,
            levels: vec![Vec::new()],
            transcript: None,
            respawns: 0,
            spares_adopted: 0,
            in_flight: false,
            last_check_assumed: false,
            disposable_above: None,
            spare: None,
        };
        session.start().await?;
        Ok(session)
    }

    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// Pid of the current solver process (changes on respawn); `None` if the last
    /// respawn failed (the next call tries again).
    pub fn pid(&self) -> Option<u32> {
        self.process.as_ref().map(SolverProcess::pid)
    }

    /// How many times a fresh process replaced a killed or dead one.
    pub fn respawns(&self) -> u64 {
        self.respawns
    }

    /// How many replacements took a spare started ahead instead of starting a process.
    pub fn spares_adopted(&self) -> u64 {
        self.spares_adopted
    }

    /// Per-call deadline, enforced by killing the process.
    pub fn set_timeout(&mut self, deadline: Duration) {
        self.timeout = deadline;
    }

    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Number of open user `push` levels.
    pub fn depth(&self) -> usize {
        self.levels.len() - 1
    }

    /// Declares the open levels above `depth` not worth restoring: if a failure (a
    /// deadline, a crash) replaces the process while they are open, the new process gets
    /// the levels up to `depth` only, and [`Session::depth`] says so. For work the caller
    /// pops anyway once it fails, such as a search over a large encoding, whose replay
    /// would take seconds to restore what is dropped next. `None`: every level is replayed.
    /// The declaration holds until the next replacement of the process, or until changed.
    pub fn set_disposable_above(&mut self, depth: Option<usize>) {
        self.disposable_above = depth;
    }

    /// Starts writing every command and answer to `path`. The file opens with the
    /// commands that rebuild the current state, so it replays on its own.
    pub fn record_to(&mut self, path: &Path) -> Result<(), SolverError> {
        let mut transcript = Transcript::create(path, &self.profile.name)?;
        for command in self.rebuild_script() {
            transcript.command(&command);
            transcript.answer("success");
        }
        self.transcript = Some(transcript);
        Ok(())
    }

    pub fn stop_recording(&mut self) {
        self.transcript = None;
    }

    pub async fn declare_const(&mut self, name: &str, sort: &str) -> Result<(), SolverError> {
        self.persistent(format!("(declare-const {name} {sort})"))
            .await
    }

    pub async fn declare_fun(
        &mut self,
        name: &str,
        args: &[&str],
        ret: &str,
    ) -> Result<(), SolverError> {
        self.persistent(format!("(declare-fun {name} ({}) {ret})", args.join(" ")))
            .await
    }

    pub async fn declare_sort(&mut self, name: &str, arity: u32) -> Result<(), SolverError> {
        self.persistent(format!("(declare-sort {name} {arity})"))
            .await
    }

    pub async fn define_fun(
        &mut self,
        name: &str,
        params: &[(&str, &str)],
        ret: &str,
        body: &str,
    ) -> Result<(), SolverError> {
        let params: Vec<String> = params.iter().map(|(n, s)| format!("({n} {s})")).collect();
        self.persistent(format!(
            "(define-fun {name} ({}) {ret} {body})",
            params.join(" ")
        ))
        .await
    }

    /// Declarations, definitions and assertions, in order, as if each went through its own
    /// method, but pipelined: an encoding of tens of thousands of commands costs a round
    /// trip per [`BATCH`] commands instead of one each. The first command the solver refuses
    /// is the error: the commands before it took effect, it and those after it did not. Where
    /// the profile [`merges_assertions`](Profile::merges_assertions), the plain assertions go
    /// last, as one.
    pub async fn send_all(&mut self, commands: &[String]) -> Result<(), SolverError> {
        let merged;
        let commands = if self.profile.merges_assertions {
            merged = merge_assertions(commands);
            &merged[..]
        } else {
            commands
        };
        for batch in commands.chunks(BATCH) {
            for command in batch {
                self.well_formed(command)?;
            }
            self.send_batch(batch).await?;
        }
        Ok(())
    }

    pub async fn assert(&mut self, term: &str) -> Result<(), SolverError> {
        self.persistent(format!("(assert {term})")).await
    }

    /// Asserts `term` under `name`, so unsat cores can mention it.
    pub async fn assert_named(&mut self, name: &str, term: &str) -> Result<(), SolverError> {
        self.require(self.profile.capabilities.named_asserts, "named assertions")?;
        self.persistent(format!("(assert (! {term} :named {name}))"))
            .await
    }

    /// z3-style soft assertion (profiles declaring `assert_soft` only).
    pub async fn assert_soft(
        &mut self,
        term: &str,
        weight: u64,
        id: &str,
    ) -> Result<(), SolverError> {
        self.require(self.profile.capabilities.assert_soft, "assert-soft")?;
        self.persistent(format!("(assert-soft {term} :weight {weight} :id {id})"))
            .await
    }

    pub async fn push(&mut self, n: u32) -> Result<(), SolverError> {
        if n == 0 {
            return Ok(());
        }
        let command = format!("(push {n})");
        let answer = self.exchange(&command).await?;
        self.expect_success(&command, answer).await?;
        self.levels.extend((0..n).map(|_| Vec::new()));
        Ok(())
    }

    pub async fn pop(&mut self, n: u32) -> Result<(), SolverError> {
        if n == 0 {
            return Ok(());
        }
        let command = format!("(pop {n})");
        if n as usize > self.depth() {
            return Err(SolverError::Invalid {
                command,
                message: format!("only {} push level(s) are open", self.depth()),
            });
        }
        let answer = self.exchange(&command).await?;
        self.expect_success(&command, answer).await?;
        self.levels.truncate(self.levels.len() - n as usize);
        Ok(())
    }

    /// Pops back to `depth` open levels (no-op if already there or below).
    pub async fn pop_to(&mut self, depth: usize) -> Result<(), SolverError> {
        let excess = self.depth().saturating_sub(depth);
        self.pop(excess as u32).await
    }

    /// Pops back to `depth` open levels ([`Session::pop_to`]) with a fresh process brought
    /// to that state instead of `pop`, where the profile says it is faster
    /// ([`Profile::respawns_to_forget`]): the levels below `depth` are replayed, so this
    /// pays off when they are small and what is dropped is large.
    pub async fn pop_to_fresh(&mut self, depth: usize) -> Result<(), SolverError> {
        if self.depth() <= depth {
            return Ok(());
        }
        if !self.profile.respawns_to_forget || self.in_flight || self.process.is_none() {
            return self.pop_to(depth).await;
        }
        self.levels.truncate(depth + 1);
        self.replace_process().await
    }

    pub async fn check(&mut self) -> Result<SatResult, SolverError> {
        self.last_check_assumed = false;
        self.check_command("(check-sat)".to_string()).await
    }

    /// `check-sat` with `literals` assumed true for this call only.
    pub async fn check_assuming(&mut self, literals: &[&str]) -> Result<SatResult, SolverError> {
        self.require(
            self.profile.capabilities.check_sat_assuming,
            "check-sat-assuming",
        )?;
        self.last_check_assumed = true;
        self.check_command(format!("(check-sat-assuming ({}))", literals.join(" ")))
            .await
    }

    /// Names of the named assertions in the last unsat core.
    pub async fn unsat_core(&mut self) -> Result<Vec<String>, SolverError> {
        self.require(self.profile.capabilities.unsat_cores, "unsat cores")?;
        let command = "(get-unsat-core)";
        let answer = self.exchange(command).await?;
        match symbol_list(&answer) {
            Some(names) => Ok(names),
            None => Err(self.unexpected(command, &answer).await),
        }
    }

    /// The assumption literals of the last `check_assuming` that failed; none after
    /// a plain `check`.
    pub async fn unsat_assumptions(&mut self) -> Result<Vec<String>, SolverError> {
        self.require(
            self.profile.capabilities.unsat_assumptions,
            "get-unsat-assumptions",
        )?;
        if !self.last_check_assumed {
            return Ok(Vec::new());
        }
        let command = "(get-unsat-assumptions)";
        let answer = self.exchange(command).await?;
        match answer.list() {
            Some(items) => Ok(items.iter().map(Sexp::to_string).collect()),
            None => Err(self.unexpected(command, &answer).await),
        }
    }

    /// Values of `terms` in the last model, paired with the terms as given.
    pub async fn get_values(
        &mut self,
        terms: &[&str],
    ) -> Result<Vec<(String, Value)>, SolverError> {
        if terms.is_empty() {
            return Ok(Vec::new());
        }
        let command = format!("(get-value ({}))", terms.join(" "));
        let answer = self.checked_exchange(&command).await?;
        let pairs = answer.list().filter(|pairs| pairs.len() == terms.len());
        let values: Option<Vec<Value>> = pairs.and_then(|pairs| {
            pairs
                .iter()
                .map(|pair| match pair.list() {
                    Some([_, value]) => Some(Value::from_sexp(value)),
                    _ => None,
                })
                .collect()
        });
        match values {
            Some(values) => Ok(terms.iter().map(|t| t.to_string()).zip(values).collect()),
            None => Err(self.unexpected(&command, &answer).await),
        }
    }

    /// The last model as SMT-LIB text (solver-specific layout).
    pub async fn get_model(&mut self) -> Result<String, SolverError> {
        Ok(self.exchange("(get-model)").await?.to_string())
    }

    /// Drops every user declaration, assertion and push level: back to the state
    /// right after spawn, without a new process.
    pub async fn reset(&mut self) -> Result<(), SolverError> {
        // The base level sits inside a hidden `(push 1)`: popping it is a reset that
        // behaves the same on every solver (`(reset)` drops :print-success on cvc5
        // and the logic on yices; z3 keeps declarations over `(reset-assertions)`).
        let command = format!("(pop {})", self.levels.len());
        let answer = self.exchange(&command).await?;
        self.expect_success(&command, answer).await?;
        self.levels = vec![Vec::new()];
        let answer = self.exchange("(push 1)").await?;
        self.expect_success("(push 1)", answer).await
    }

    /// Sends any other SMT-LIB command and returns its answer. Declarations,
    /// definitions, assertions and options become part of the replayed stack;
    /// stack commands must go through the typed methods.
    pub async fn command(&mut self, text: &str) -> Result<Sexp, SolverError> {
        let parsed = self.well_formed(text)?;
        let head = parsed
            .list()
            .and_then(|items| items.first())
            .and_then(Sexp::atom)
            .unwrap_or_default()
            .to_string();
        if matches!(
            head.as_str(),
            "push" | "pop" | "reset" | "reset-assertions" | "exit" | "set-logic"
        ) {
            return Err(SolverError::Invalid {
                command: shorten(text),
                message: format!("use the session's own method for `{head}`"),
            });
        }
        let persists = head.starts_with("declare-")
            || head.starts_with("define-")
            || head.starts_with("assert")
            || head == "set-option"
            || head == "set-info";
        let command = text.replace('\n', " ");
        let answer = self.exchange(&command).await?;
        if head == "echo" && self.profile.capabilities.echo_adds_success {
            self.second_success(&command).await?;
        }
        if persists && answer.atom() == Some("success") {
            self.levels.last_mut().expect("base level").push(command);
        }
        Ok(answer)
    }

    // ---- internals ----

    fn require(&self, declared: bool, feature: &str) -> Result<(), SolverError> {
        if declared {
            Ok(())
        } else {
            Err(SolverError::Unsupported {
                solver: self.profile.name.clone(),
                feature: feature.to_string(),
            })
        }
    }

    /// Rejects unbalanced or multi-command text before it can desync the stream.
    fn well_formed(&self, command: &str) -> Result<Sexp, SolverError> {
        parse_one(command).map_err(|garbage| SolverError::Protocol {
            command: shorten(command),
            message: format!("ill-formed SMT-LIB text: {}", garbage.0),
        })
    }

    /// A state-changing command: sent, acknowledged, then kept for replay.
    async fn persistent(&mut self, command: String) -> Result<(), SolverError> {
        let answer = self.checked_exchange(&command).await?;
        self.expect_success(&command, answer).await?;
        self.levels.last_mut().expect("base level").push(command);
        Ok(())
    }

    async fn check_command(&mut self, command: String) -> Result<SatResult, SolverError> {
        let answer = self.checked_exchange(&command).await?;
        match answer.atom() {
            Some("sat") => Ok(SatResult::Sat),
            Some("unsat") => Ok(SatResult::Unsat),
            Some("unknown") => Ok(SatResult::Unknown(self.reason_unknown().await)),
            _ => Err(self.unexpected(&command, &answer).await),
        }
    }

    async fn reason_unknown(&mut self) -> String {
        match self.exchange("(get-info :reason-unknown)").await {
            Ok(Sexp::List(items)) if items.len() == 2 => match &items[1] {
                Sexp::Str(s) => s.clone(),
                other => other.to_string(),
            },
            _ => "unknown".to_string(),
        }
    }

    async fn checked_exchange(&mut self, command: &str) -> Result<Sexp, SolverError> {
        self.well_formed(command)?;
        self.exchange(command).await
    }

    async fn expect_success(&mut self, command: &str, answer: Sexp) -> Result<(), SolverError> {
        if answer.atom() == Some("success") {
            Ok(())
        } else {
            Err(self.unexpected(command, &answer).await)
        }
    }

    /// An answer of the wrong shape: the stream may be out of step, so start over.
    async fn unexpected(&mut self, command: &str, answer: &Sexp) -> SolverError {
        self.recover().await;
        SolverError::Protocol {
            command: shorten(command),
            message: format!("unexpected answer `{}`", shorten(&answer.to_string())),
        }
    }

    /// One command, one answer, under the deadline; failures recover the session.
    async fn exchange(&mut self, command: &str) -> Result<Sexp, SolverError> {
        if self.process.is_none() || self.in_flight {
            self.restart().await?;
        }
        let process = self.process.as_mut().expect("restarted above");
        if let Some(t) = self.transcript.as_mut() {
            t.command(command);
        }
        tracing::trace!(solver = %self.profile.name, "-> {command}");
        self.in_flight = true;
        let outcome = process.exchange(command, self.timeout).await;
        self.in_flight = false;
        let error = match outcome {
            Ok(answer) => {
                tracing::trace!(solver = %self.profile.name, "<- {answer}");
                if let Some(t) = self.transcript.as_mut() {
                    t.answer(&answer.to_string());
                }
                let Some(message) = answer.error_message() else {
                    return Ok(answer);
                };
                let error = SolverError::Protocol {
                    command: shorten(command),
                    message: message.to_string(),
                };
                if self.profile.capabilities.exits_on_error {
                    self.recover().await;
                }
                return Err(error);
            }
            Err(Failure::Timeout) => {
                process.kill();
                self.note_answer("<timeout>");
                SolverError::Timeout {
                    solver: self.profile.name.clone(),
                    command: shorten(command),
                    after: self.timeout,
                }
            }
            Err(Failure::Closed) => {
                let detail = process.post_mortem().await;
                self.note_answer("<crashed>");
                SolverError::Crashed {
                    solver: self.profile.name.clone(),
                    command: shorten(command),
                    detail,
                }
            }
            Err(Failure::Io(e)) => {
                self.note_answer("<crashed>");
                SolverError::Crashed {
                    solver: self.profile.name.clone(),
                    command: shorten(command),
                    detail: e.to_string(),
                }
            }
            Err(Failure::Garbage(text)) => {
                self.note_answer("<garbage>");
                SolverError::Protocol {
                    command: shorten(command),
                    message: format!("unreadable answer: {text}"),
                }
            }
        };
        self.recover().await;
        Err(error)
    }

    /// One batch of [`Session::send_all`]: acknowledged commands join the replayed stack;
    /// at a refusal or a failure the process is replaced (so that nothing after the refused
    /// command stays in effect) and rebuilt from what was acknowledged.
    async fn send_batch(&mut self, batch: &[String]) -> Result<(), SolverError> {
        if self.process.is_none() || self.in_flight {
            self.restart().await?;
        }
        let process = self.process.as_mut().expect("restarted above");
        self.in_flight = true;
        let (answers, failure) = process.exchange_many(batch, self.timeout).await;
        self.in_flight = false;
        if let Some(t) = self.transcript.as_mut() {
            for (i, command) in batch.iter().enumerate() {
                t.command(command);
                t.answer(&answers.get(i).map_or("<no answer>".into(), Sexp::to_string));
            }
        }
        for (command, answer) in batch.iter().zip(&answers) {
            if answer.atom() == Some("success") {
                self.levels
                    .last_mut()
                    .expect("base level")
                    .push(command.clone());
                continue;
            }
            let error = match answer.error_message() {
                Some(message) => SolverError::Protocol {
                    command: shorten(command),
                    message: message.to_string(),
                },
                None => SolverError::Protocol {
                    command: shorten(command),
                    message: format!("unexpected answer `{}`", shorten(&answer.to_string())),
                },
            };
            self.recover().await;
            return Err(error);
        }
        let Some(failure) = failure else {
            return Ok(());
        };
        let at = shorten(batch.get(answers.len()).map_or("", String::as_str));
        let process = self.process.as_mut().expect("still there");
        let error = match failure {
            Failure::Timeout => {
                process.kill();
                SolverError::Timeout {
                    solver: self.profile.name.clone(),
                    command: at,
                    after: self.timeout,
                }
            }
            Failure::Closed => SolverError::Crashed {
                solver: self.profile.name.clone(),
                command: at,
                detail: process.post_mortem().await,
            },
            Failure::Io(e) => SolverError::Crashed {
                solver: self.profile.name.clone(),
                command: at,
                detail: e.to_string(),
            },
            Failure::Garbage(text) => SolverError::Protocol {
                command: at,
                message: format!("unreadable answer: {text}"),
            },
        };
        self.recover().await;
        Err(error)
    }

    /// Consumes the `success` some solvers print after a command's real answer.
    async fn second_success(&mut self, command: &str) -> Result<(), SolverError> {
        let process = self.process.as_mut().expect("just answered");
        self.in_flight = true;
        let extra = process.read_extra(self.timeout).await;
        self.in_flight = false;
        match extra {
            Ok(answer) if answer.atom() == Some("success") => Ok(()),
            Ok(answer) => Err(self.unexpected(command, &answer).await),
            Err(_) => {
                self.recover().await;
                Err(SolverError::Protocol {
                    command: shorten(command),
                    message: "the acknowledgement after the answer never came".into(),
                })
            }
        }
    }

    fn note_answer(&mut self, what: &str) {
        if let Some(t) = self.transcript.as_mut() {
            t.answer(what);
        }
    }

    /// Replaces the process; a failure is logged and retried on the next call, so
    /// the caller still sees the error that caused the recovery.
    async fn recover(&mut self) {
        if let Err(e) = self.restart().await {
            tracing::warn!(solver = %self.profile.name, "respawn failed: {e}");
        }
    }

    async fn restart(&mut self) -> Result<(), SolverError> {
        // Once: a declaration left by a caller dropped mid-call must not outlive the
        // replacement that follows it.
        if let Some(depth) = self.disposable_above.take() {
            self.levels.truncate(self.levels.len().min(depth + 1));
        }
        self.in_flight = false;
        self.respawns += 1;
        self.replace_process().await
    }

    /// Kills the process and starts one brought to the state `levels` hold: the spare
    /// where it was prepared for that state, a new process otherwise.
    async fn replace_process(&mut self) -> Result<(), SolverError> {
        if let Some(mut old) = self.process.take() {
            old.kill();
        }
        if let Some(t) = self.transcript.as_mut() {
            t.respawn();
        }
        let script = self.rebuild_script();
        // Boxed: every call that may recover holds this future, and inline it made them
        // large enough to overflow a debug build's test thread (a deep recursive repair).
        match self.spare.take() {
            Some(spare) if spare.script == script => Box::pin(self.adopt(spare)).await?,
            _ => Box::pin(self.start()).await?,
        }
        self.prepare_spare(script);
        Ok(())
    }

    /// Makes `spare` the process if it came up; starts one otherwise.
    async fn adopt(&mut self, mut spare: Spare) -> Result<(), SolverError> {
        let process = match tokio::time::timeout(self.timeout, &mut spare.ready).await {
            Ok(Ok(Some(process))) => process,
            _ => return self.start().await,
        };
        if let Some(t) = self.transcript.as_mut() {
            for command in &spare.script {
                t.command(command);
                t.answer("success");
            }
        }
        self.process = Some(process);
        self.spares_adopted += 1;
        Ok(())
    }

    /// Starts bringing a spare to the state `script` builds (the current one), where the
    /// profile respawns to forget.
    fn prepare_spare(&mut self, script: Vec<String>) {
        self.spare = None;
        if !self.profile.respawns_to_forget {
            return;
        }
        if script.iter().map(String::len).sum::<usize>() > SPARE_SCRIPT_BYTES {
            return;
        }
        let profile = self.profile.clone();
        let commands = script.clone();
        let ready = tokio::spawn(async move {
            let mut process = SolverProcess::spawn(&profile).ok()?;
            let (answers, failure) = bring_up(&mut process, &commands, profile.timeout).await;
            let all = failure.is_none() && answers.len() == commands.len();
            (all && answers.iter().all(|a| a == "success")).then_some(process)
        });
        self.spare = Some(Spare { script, ready });
    }

    /// Starts a process and brings it to the current state.
    async fn start(&mut self) -> Result<(), SolverError> {
        let mut process = SolverProcess::spawn(&self.profile)?;
        let script = self.rebuild_script();
        let (answers, failure) = bring_up(&mut process, &script, self.timeout).await;
        if let Some(t) = self.transcript.as_mut() {
            for (i, command) in script.iter().enumerate() {
                if i > answers.len() || (i == answers.len() && failure.is_none()) {
                    break;
                }
                t.command(command);
                t.answer(answers.get(i).map_or("<no answer>", String::as_str));
            }
        }
        let refused = answers.iter().position(|a| a != "success");
        let Some(i) = refused.or(failure.as_ref().map(|_| answers.len())) else {
            self.process = Some(process);
            return Ok(());
        };
        process.kill();
        let solver = self.profile.name.clone();
        let command = shorten(&script[i.min(script.len() - 1)]);
        Err(match (refused, failure) {
            (None, Some(Failure::Timeout)) => SolverError::Timeout {
                solver,
                command,
                after: self.timeout,
            },
            (None, Some(Failure::Closed | Failure::Io(_))) => SolverError::Crashed {
                solver,
                command,
                detail: format!("while starting: {}", process.post_mortem().await),
            },
            _ => SolverError::Protocol {
                command,
                message: format!(
                    "while starting, expected `success`, got `{}`",
                    answers.get(i).map_or("unreadable output", String::as_str)
                ),
            },
        })
    }

    /// The profile's set-up, the hidden base push, then every level's commands.
    fn rebuild_script(&self) -> Vec<String> {
        let mut script = self.profile.set_up();
        script.push("(push 1)".to_string());
        for (i, level) in self.levels.iter().enumerate() {
            if i > 0 {
                script.push("(push 1)".to_string());
            }
            script.extend(level.iter().cloned());
        }
        script
    }
}

/// Sends `script` to a new process in batches and reads the answers, up to the first batch
/// that fails or holds an answer other than `success`: the answers read, and how the
/// exchange failed if it did.
async fn bring_up(
    process: &mut SolverProcess,
    script: &[String],
    timeout: Duration,
) -> (Vec<String>, Option<Failure>) {
    // `:print-success` alone first: nothing acknowledges a command before it.
    let Some((first, rest)) = script.split_first() else {
        return (Vec::new(), None);
    };
    let mut answers = Vec::with_capacity(script.len());
    let batches = std::iter::once(std::slice::from_ref(first)).chain(rest.chunks(BATCH));
    for batch in batches {
        let (got, failure) = process.exchange_many(batch, timeout).await;
        answers.extend(got.iter().map(Sexp::to_string));
        if failure.is_some() || answers.iter().any(|a| a != "success") {
            return (answers, failure);
        }
    }
    (answers, None)
}

fn symbol_list(answer: &Sexp) -> Option<Vec<String>> {
    answer
        .list()?
        .iter()
        .map(|item| item.atom().map(|a| unquote_symbol(a).to_string()))
        .collect()
}

/// Commands per pipelined batch of [`Session::send_all`]: their answers (`success`, or an
/// error line) must fit in the solver's output pipe, which nothing reads while they are sent.
pub const BATCH: usize = 128;

/// `commands` with their plain assertions (not named ones) taken out and sent last as one
/// conjunction ([`Profile::merges_assertions`]): the declarations and definitions they
/// name all come before it.
fn merge_assertions(commands: &[String]) -> Vec<String> {
    let mut others = Vec::with_capacity(commands.len());
    let mut terms = Vec::new();
    for command in commands {
        match plain_assertion(command) {
            Some(term) => terms.push(term),
            None => others.push(command.clone()),
        }
    }
    match terms.as_slice() {
        [] => {}
        [one] => others.push(format!("(assert {one})")),
        _ => others.push(format!("(assert (and {}))", terms.join(" "))),
    }
    others
}

/// The term of `(assert term)`, unless it is named (`(assert (! term :named n))`).
fn plain_assertion(command: &str) -> Option<&str> {
    let rest = command.trim().strip_prefix("(assert")?;
    if !rest.starts_with(char::is_whitespace) {
        return None; // `(assert-soft …)`
    }
    let term = rest.strip_suffix(')')?.trim();
    (!term.starts_with("(!")).then_some(term)
}

pub(crate) fn shorten(text: &str) -> String {
    if text.len() <= COMMAND_IN_ERROR {
        return text.to_string();
    }
    let mut end = COMMAND_IN_ERROR;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}...", &text[..end])
}

#[cfg(test)]
mod tests {
    use super::merge_assertions;

    #[test]
    fn plain_assertions_go_last_as_one_conjunction() {
        let commands: Vec<String> = [
            "(declare-const a Int)",
            "(assert (> a 0))",
            "(define-fun d () Int (+ a 1))",
            "(assert (! (< d 5) :named n))",
            "(assert-soft (= a 2) :weight 1 :id g)",
            "(assert (< d 9))",
        ]
        .map(String::from)
        .into();
        assert_eq!(
            merge_assertions(&commands),
            [
                "(declare-const a Int)",
                "(define-fun d () Int (+ a 1))",
                "(assert (! (< d 5) :named n))",
                "(assert-soft (= a 2) :weight 1 :id g)",
                "(assert (and (> a 0) (< d 9)))",
            ]
        );
        let one = vec!["(assert p)".to_string()];
        assert_eq!(merge_assertions(&one), one);
        assert!(merge_assertions(&[]).is_empty());
    }
}
