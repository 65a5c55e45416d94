//! Replays the paper's debug-localize-repair sessions against real gdb, real solvers and real
//! compiled programs. Each directory of `debug_fixtures/` holds `program.c`, `session.txt`
//! (commands, `#` comments, and `> CHECK` lines about the reply of the command before) and
//! `expected_output`: what the program prints once the session's final patch is applied with
//! `patch`, compiled and run. An optional `expected_runs` adds runs with arguments, one a line:
//! `ARGS => OUTPUT` (`\n` separates its lines). An optional `args` holds the arguments of the
//! session's first run.

use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::Duration;

use repaird_driver::debug::{DebugOptions, DebugSession, Failed, Reply, StartRequest};

fn fixtures() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_fixtures");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("fixture dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("session.txt").is_file())
        // `DEBUG_FIXTURE=name` replays one fixture.
        .filter(|p| match std::env::var("DEBUG_FIXTURE") {
            Ok(only) => p.file_name().is_some_and(|n| n == only.as_str()),
            Err(_) => true,
        })
        .collect();
    dirs.sort();
    dirs
}

/// One `> CHECK` against the reply of the last command (or its error: `> error TEXT`, and
/// `> message TEXT` for what it said before it failed).
fn check(
    fixture: &str,
    line_no: usize,
    check: &str,
    last: &Result<Reply, Failed>,
    session: &DebugSession,
) {
    let (what, arg) = check.split_once(' ').unwrap_or((check, ""));
    let at = format!("{fixture}:{line_no}: `> {check}`");
    match (what, last) {
        ("error", Err(e)) => {
            assert!(e.to_string().contains(arg), "{at}: error was {e}");
            return;
        }
        ("error", Ok(_)) => panic!("{at}: the command succeeded"),
        ("message", Err(e)) => {
            assert!(
                e.messages.iter().any(|m| m.contains(arg)),
                "{at}: the command failed ({e}) after saying {:#?}",
                e.messages
            );
            return;
        }
        _ => {}
    }
    let reply = match last {
        Ok(r) => r,
        Err(e) => panic!("{at}: the command failed: {e}"),
    };
    let diff = session.patch().diff();
    let search = reply.repair.as_ref().map(|r| r.search.as_slice());
    let search = search.unwrap_or_default();
    match what {
        "line" => assert_eq!(
            reply.stop.line,
            arg.parse().ok(),
            "{at}: stop {:?}",
            reply.stop
        ),
        "function" => assert_eq!(reply.stop.function.as_deref(), Some(arg), "{at}"),
        "reason" => assert_eq!(reply.stop.reason, arg, "{at}"),
        "message" => assert!(
            reply.messages.iter().any(|m| m.contains(arg)),
            "{at}: messages {:#?}",
            reply.messages
        ),
        "graph" => assert!(
            reply.picture.contains(arg),
            "{at}: picture\n{}",
            reply.picture
        ),
        "patch-has" => assert!(diff.contains(arg), "{at}: patch\n{diff}"),
        "patch-lacks" => assert!(!diff.contains(arg), "{at}: patch\n{diff}"),
        // No step of the repair's search log has this label (`2`: two slots).
        "search-lacks" => {
            assert!(
                !search.iter().any(|s| s.starts_with(&format!("{arg} "))),
                "{at}: search {search:#?}"
            );
        }
        // A check of the attempt with this label answered sat: the repair came from it.
        "search-found" => {
            assert!(
                search
                    .iter()
                    .any(|s| s.starts_with(&format!("{arg} τ=")) && s.contains(" sat ")),
                "{at}: search {search:#?}"
            );
        }
        "output" => assert!(
            reply.output.contains(arg),
            "{at}: output {:?}",
            reply.output
        ),
        "suspicious" => {
            let want: Vec<u32> = arg.split_whitespace().map(|l| l.parse().unwrap()).collect();
            let got: Vec<u32> = reply.suspicious.iter().map(|s| s.line).collect();
            assert_eq!(got, want, "{at}: suspicious {:?}", reply.suspicious);
        }
        other => panic!("{at}: unknown check `{other}`"),
    }
}

/// `expected_output` for a run without arguments, then the runs of `expected_runs`.
fn expected_runs(dir: &Path) -> Vec<(Vec<String>, String)> {
    let mut runs = vec![(
        Vec::new(),
        std::fs::read_to_string(dir.join("expected_output")).unwrap(),
    )];
    if let Ok(text) = std::fs::read_to_string(dir.join("expected_runs")) {
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let (args, output) = line.split_once("=>").expect("`ARGS => OUTPUT`");
            runs.push((
                args.split_whitespace().map(str::to_string).collect(),
                format!("{}\n", output.trim().replace("\\n", "\n")),
            ));
        }
    }
    runs
}

/// Applies the diff with `patch`, compiles with gcc and runs the program once per argument
/// list (with deadlines); what each run printed.
fn run_patched(dir: &Path, diff: &str, runs: &[Vec<String>]) -> Vec<String> {
    let work = tempfile::tempdir().unwrap();
    std::fs::copy(dir.join("program.c"), work.path().join("program.c")).unwrap();
    std::fs::write(work.path().join("fix.diff"), diff).unwrap();
    let status = Process::new("timeout")
        .args(["30", "patch", "-p0", "-i", "fix.diff"])
        .current_dir(work.path())
        .status()
        .expect("patch");
    assert!(status.success(), "patch refused the diff:\n{diff}");
    let status = Process::new("timeout")
        .args(["60", "gcc", "-g", "-O0", "-o", "program", "program.c"])
        .current_dir(work.path())
        .status()
        .expect("gcc");
    assert!(status.success(), "the patched program does not compile");
    let mut outputs = Vec::new();
    for args in runs {
        let out = Process::new("timeout")
            .args(["10", "./program"])
            .args(args)
            .current_dir(work.path())
            .output()
            .expect("run");
        assert!(
            out.status.success(),
            "the patched program failed with {args:?}: {:?}",
            out.status
        );
        outputs.push(String::from_utf8(out.stdout).unwrap());
    }
    outputs
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// Which `> CHECK` lines a replay holds the session to.
#[derive(Clone, Copy, PartialEq)]
enum Checks {
    /// Every one: the fixtures' patches and searches are z3's.
    All,
    /// All but those about which of the repairs that meet the asserted states was found
    /// (`patch-has`, `patch-lacks`, `search-*`): another backend may pick another of two
    /// equally small ones, and its search takes other steps.
    AnyBackend,
}

/// Whether a `> CHECK` line is about which repair a backend picked or how it searched.
fn about_the_pick(check: &str) -> bool {
    [
        "patch-has ",
        "patch-lacks ",
        "search-lacks ",
        "search-found ",
    ]
    .iter()
    .any(|p| check.starts_with(p))
}

/// Replays the fixture in `dir` under `options`: every command of its session with the
/// checks `checks` keeps, then the final patch applied, compiled and run against the
/// expected outputs. The session and every message its commands said.
async fn replay_fixture(
    dir: &Path,
    options: DebugOptions,
    checks: Checks,
) -> (DebugSession, Vec<String>) {
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    let script = std::fs::read_to_string(dir.join("session.txt")).unwrap();
    // An optional `args` file: the first run's program arguments.
    let request = StartRequest {
        source: dir.join("program.c"),
        args: std::fs::read_to_string(dir.join("args"))
            .map(|a| a.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default(),
        ..StartRequest::default()
    };
    let mut lines = script.lines().enumerate().peekable();
    // The first command must be `start`: it opens the session.
    let (_, first) = lines
        .by_ref()
        .find(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .expect("a command");
    assert_eq!(first.trim(), "start", "{name}: sessions begin with start");
    let (mut session, reply) = DebugSession::open(request, options)
        .await
        .unwrap_or_else(|e| panic!("{name}: start failed: {e}"));
    let mut said = Vec::new();
    let mut last: Result<Reply, Failed> = Ok(reply);
    // True once a failed command's error was checked with `> error`.
    let mut error_checked = false;
    for (i, line) in lines {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(c) = line.strip_prefix("> ") {
            if checks == Checks::AnyBackend && about_the_pick(c) {
                continue;
            }
            check(&name, i + 1, c, &last, &session);
            error_checked |= c.starts_with("error");
            continue;
        }
        if let (Err(e), false) = (&last, error_checked) {
            panic!(
                "{name}: a command before line {} failed unchecked: {e}",
                i + 1
            );
        }
        last = session.execute(line).await;
        error_checked = false;
        let messages = match &last {
            Ok(r) => &r.messages,
            Err(f) => &f.messages,
        };
        for m in messages {
            println!("{name}: {line}: {m}");
        }
        said.extend(messages.iter().cloned());
    }
    if let (Err(e), false) = (&last, error_checked) {
        panic!("{name}: the last command failed unchecked: {e}");
    }
    let expected = expected_runs(dir);
    let diff = session.patch().diff();
    println!("{name}: final patch\n{diff}");
    let args: Vec<Vec<String>> = expected.iter().map(|(a, _)| a.clone()).collect();
    for ((args, want), got) in expected.iter().zip(run_patched(dir, &diff, &args)) {
        assert_eq!(got, *want, "{name}, arguments {args:?}");
    }
    (session, said)
}

/// Runs `check` on a runtime whose workers have 16 MiB stacks. A repair session's futures are
/// close to 2 MiB deep in a debug build (frames of 40-370 KB per async fn), the test thread's
/// whole stack; on a worker of its own a session has room to grow.
fn on_big_stack<F>(check: F)
where
    F: std::future::Future<Output = ()> + Send + 'static,
{
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_stack_size(16 << 20)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime
        .block_on(async move { tokio::spawn(check).await })
        .expect("the check completes");
}

#[test]
fn paper_sessions_replay() {
    on_big_stack(async {
        let mut times = Vec::new();
        for dir in fixtures() {
            let (session, _) = replay_fixture(&dir, DebugOptions::default(), Checks::All).await;
            times.extend(session.repair_times.iter().copied());
        }
        times.sort();
        assert!(!times.is_empty(), "no repair ran");
        println!(
            "repair commands: {} runs, median {:?}, p95 {:?}",
            times.len(),
            percentile(&times, 0.5),
            percentile(&times, 0.95)
        );
    });
}

/// Every fixture replays on cvc5 and on yices as on z3, but for which of the repairs that
/// meet its asserted states each picks: every other check holds, and every final patch
/// gives the expected outputs.
#[test]
fn fixtures_replay_on_the_other_backends() {
    on_big_stack(async {
        for backend in ["cvc5", "yices"] {
            let options = DebugOptions {
                solver: Some(
                    repaird_solvers::Profile::builtin(backend).expect("a shipped profile"),
                ),
                // The pure-call search's 3 s are wall-clock time: cvc5 takes 0.9 s on
                // `call_argument` alone and 2.2-2.9 s beside the rest of the suite, and out of
                // time, no other search can give the call other arguments.
                call_argument_budget: Duration::from_secs(30),
                ..DebugOptions::default()
            };
            let mut repairs = 0;
            for dir in fixtures() {
                let (session, _) = replay_fixture(&dir, options.clone(), Checks::AnyBackend).await;
                repairs += session.repair_times.len();
            }
            assert!(repairs > 0, "{backend}: no repair ran");
        }
    });
}

/// What a search over some runs says when its patch missed another run.
const SEARCHED_AGAIN: &str = "searching again with them";

/// What it says when its patch met the other runs as they were.
const MET_THE_OTHERS: &str = "meets run(s)";

/// Whether the fixture's session asserts states of more than one run.
fn asserts_several_runs(dir: &Path) -> bool {
    let script = std::fs::read_to_string(dir.join("session.txt")).unwrap();
    script.lines().any(|l| l.trim_start().starts_with("rerun"))
}

/// A backend that adds runs on demand (`adds_runs_on_demand`) searches a repair over one run
/// and checks its patch on the others by replay: every fixture of several runs ends in the
/// patches its checks and expected outputs want (the answers of the search over all runs),
/// and in some the first patch missed a run that then joined the search.
#[test]
fn runs_added_on_demand_give_the_fixtures_patches() {
    on_big_stack(async {
        // The fixtures' patches are z3's (cvc5 may pick another of two equally small ones); the
        // way runs join the search is the backend's choice, not its answer.
        let shipped = repaird_solvers::Profile::builtin("cvc5").expect("the cvc5 profile");
        assert!(
            shipped.adds_runs_on_demand,
            "cvc5's profile adds runs on demand"
        );
        let mut profile = repaird_solvers::Profile::builtin("z3").expect("the z3 profile");
        profile.adds_runs_on_demand = true;

        let options = DebugOptions {
            solver: Some(profile),
            ..DebugOptions::default()
        };
        let (mut searched_again, mut met) = (0, 0);
        for dir in fixtures().into_iter().filter(|d| asserts_several_runs(d)) {
            let (_, said) = replay_fixture(&dir, options.clone(), Checks::All).await;
            searched_again += usize::from(said.iter().any(|m| m.contains(SEARCHED_AGAIN)));
            met += usize::from(said.iter().any(|m| m.contains(MET_THE_OTHERS)));
        }
        if std::env::var_os("DEBUG_FIXTURE").is_none() {
            assert!(searched_again > 0, "no first patch missed a run");
            assert!(met > 0, "no first patch met the other runs");
        }
    });
}
