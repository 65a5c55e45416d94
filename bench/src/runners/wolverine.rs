//! The debug-repair runner: WOLVERINE's proof-guided repair with gradient localization, driven
//! by a specification generated from the reference (`spec_gen`), on one solver backend.

use std::path::Path;
use std::time::{Duration, Instant};

use repaird_driver::debug::{DebugError, DebugOptions};
use repaird_engine::wolverine::RepairError;
use repaird_solvers::Profile;

use crate::runners::case::MutantCase;
use crate::runners::judge::{judge, Verdict};
use crate::runners::record::{CaseRecord, Outcome, Task};
use crate::spec_gen::{
    drive_mutant, render_script, trace_reference, SpecError, SpecOptions, SpecRun, TestRun,
};

pub const ENGINE: &str = "wolverine";
/// The same engine with gradient localization off (`localize off`): the whole function is
/// the repair space. The report pairs these records with [`ENGINE`]'s for the speedup.
pub const ENGINE_NO_LOCALIZATION: &str = "wolverine-noloc";

/// Runs one case with localization, and again without it; returns the first record and
/// appends the second to the run's `cases.jsonl` itself (the runner pool takes one record
/// per engine call). `run_dir` receives the replayable scripts as `<case id with _>.txt`
/// (`script` in a record is relative to the run directory).
pub async fn run(
    case: &MutantCase<'_>,
    solver: &str,
    timeout: Duration,
    run_dir: &Path,
) -> CaseRecord {
    let with = run_variant(case, solver, timeout, run_dir, true).await;
    let without = run_variant(case, solver, timeout, run_dir, false).await;
    if let Err(e) = append_record(run_dir, &without) {
        eprintln!(
            "{}: cannot record {ENGINE_NO_LOCALIZATION}: {e}",
            case.record.id
        );
    }
    with
}

/// One line, one `write` on an append-mode file: it cannot interleave with another
/// writer's whole-line appends.
fn append_record(run_dir: &Path, record: &CaseRecord) -> std::io::Result<()> {
    use std::io::Write;
    let mut line = serde_json::to_string(record).map_err(std::io::Error::other)?;
    line.push('\n');
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(run_dir.join(crate::runners::CASES_FILE))?
        .write_all(line.as_bytes())
}

/// Runs one case with localization on or off.
pub async fn run_variant(
    case: &MutantCase<'_>,
    solver: &str,
    timeout: Duration,
    run_dir: &Path,
    localize: bool,
) -> CaseRecord {
    let engine = if localize {
        ENGINE
    } else {
        ENGINE_NO_LOCALIZATION
    };
    let mut record = case.record(Task::Repair, engine, Some(solver), Outcome::Error);
    let Some(profile) = Profile::builtin(solver) else {
        record.detail = format!("unknown solver profile {solver}");
        return record;
    };
    let options = SpecOptions {
        debug: DebugOptions {
            solver: Some(profile),
            localize,
            ..DebugOptions::default()
        },
        ..SpecOptions::default()
    };
    let started = Instant::now();
    // A repair that runs out of insertion slots is asked again with one more, as a
    // programmer would (`[repair] insertion_slots`).
    let result = tokio::time::timeout(timeout, async {
        let mut options = options;
        loop {
            let needs_slots = attempt(case, &options, run_dir, &mut record).await?;
            if !needs_slots || options.debug.insertion_slots >= MAX_INSERTION_SLOTS {
                return Ok::<(), SpecError>(());
            }
            options.debug.insertion_slots += 1;
        }
    })
    .await;
    record.millis = started.elapsed().as_millis() as u64;
    match result {
        Err(_) => {
            record.outcome = Outcome::Timeout;
            record.detail = format!("no answer within {} s", timeout.as_secs());
        }
        Ok(Err(e)) => {
            record.outcome = Outcome::Error;
            record.detail = e.to_string();
        }
        Ok(Ok(())) => {}
    }
    record
}

/// Calls of the function tried per test: a fault can show only in a later call (an insertion
/// into a tree that is no longer empty).
const CALLS_TRIED: usize = 3;

const MAX_INSERTION_SLOTS: usize = 3;

async fn attempt(
    case: &MutantCase<'_>,
    options: &SpecOptions,
    run_dir: &Path,
    record: &mut CaseRecord,
) -> Result<bool, SpecError> {
    let mut last_error = None;
    // The last run whose call already met the reference's states (no patch needed there).
    let mut met: Option<(SpecRun, Vec<String>)> = None;
    for (test, run) in case.spec_runs().into_iter().take(2) {
        for call in 1..=CALLS_TRIED {
            let run = TestRun {
                call,
                ..run.clone()
            };
            let trace =
                match trace_reference(&case.program.source_path, &case.function, &run, options)
                    .await
                {
                    Ok(trace) => trace,
                    Err(e) => {
                        last_error = Some(e);
                        break;
                    }
                };
            let spec =
                drive_mutant(&case.source, &case.program.source, &trace, &run, options).await?;
            let header = vec![
                format!(
                    "{}: specification of call {call} of {} from the reference, test `{test}`",
                    case.record.id, case.function
                ),
                format!(
                    "replay: repair debug {} --script THIS_FILE -- {}",
                    case.record.source_file,
                    run.args.join(" ")
                ),
            ];
            let meets_spec = spec.repair.as_ref().is_ok_and(|r| {
                r.patch.is_none() && r.messages.iter().any(|m| m.contains("already meets"))
            });
            if meets_spec && call < CALLS_TRIED {
                // This call behaves like the reference's: take the states of the next one.
                met = Some((spec, header));
                continue;
            }
            save_script(run_dir, case, &header, &spec, record);
            return Ok(judge_reply(case, spec, record));
        }
    }
    match met {
        Some((spec, header)) => {
            save_script(run_dir, case, &header, &spec, record);
            Ok(judge_reply(case, spec, record))
        }
        None => Err(last_error.unwrap_or_else(|| SpecError::NotReached(case.function.clone()))),
    }
}

fn save_script(
    run_dir: &Path,
    case: &MutantCase<'_>,
    header: &[String],
    spec: &SpecRun,
    record: &mut CaseRecord,
) {
    let suffix = if record.engine == ENGINE {
        ""
    } else {
        "_noloc"
    };
    let name = format!("{}{suffix}.txt", case.record.id.replace('/', "_"));
    let scripts = run_dir.join("scripts");
    if std::fs::create_dir_all(&scripts).is_ok()
        && std::fs::write(scripts.join(&name), render_script(header, &spec.commands)).is_ok()
    {
        record.script = Some(format!("scripts/{name}"));
    }
}

/// Fills `record` from the `repair` reply; true when the repair ran out of insertion slots.
fn judge_reply(case: &MutantCase<'_>, spec: SpecRun, record: &mut CaseRecord) -> bool {
    record.solver_calls = None;
    record.widenings = None;
    record.suspicious = None;
    record.fault_rank = None;
    let reply = match spec.repair {
        Ok(reply) => reply,
        Err(e) => {
            let needs_slots = matches!(e, DebugError::Repair(RepairError::NeedMoreSlots { .. }));
            // The engine searched and found nothing: no patch; it could not model or use the
            // program or the specification: an error.
            record.outcome = match &e {
                DebugError::Repair(
                    RepairError::InconsistentSpec { .. }
                    | RepairError::NeedMoreSlots { .. }
                    | RepairError::TriesExceeded { .. }
                    | RepairError::Unknown(_),
                ) => Outcome::NoPatch,
                _ => Outcome::Error,
            };
            record.detail = match &spec.note {
                Some(note) => format!("{e} ({note})"),
                None => e.to_string(),
            };
            return needs_slots;
        }
    };
    if let Some(stats) = &reply.repair {
        record.solver_calls = Some(stats.solver_calls);
        record.widenings = Some(stats.widenings);
    }
    let lines: Vec<u32> = reply.suspicious.iter().map(|s| s.line).collect();
    if !lines.is_empty() {
        record.suspicious = Some(lines.len());
        if lines.iter().any(|l| case.fault_lines.contains(l)) {
            record.fault_rank = Some(lines.len());
        }
    }
    let Some(patch) = reply.patch else {
        record.outcome = Outcome::NoPatch;
        record.detail = reply.messages.join("; ");
        return false;
    };
    let file_name = case.program.source_file_name();
    record.detail = patch.changes.join("; ");
    record.outcome = match judge(&patch.patched_text, &file_name, &case.program.suite) {
        Ok(Verdict::PassesAll) => Outcome::Repaired,
        Ok(Verdict::Fails(tests)) => {
            record
                .detail
                .push_str(&format!(" (fails {})", tests.join(", ")));
            Outcome::WrongPatch
        }
        Ok(Verdict::DoesNotCompile) => {
            record.detail.push_str(" (does not compile)");
            Outcome::WrongPatch
        }
        Err(e) => {
            record.detail = format!("judging the patch: {e}");
            Outcome::Error
        }
    };
    false
}
