//! Reliability and security of the real daemon: confinement and limits on TCP, hostile
//! programs, killed and hung children, vanished clients, and shutdown. Each test counts the
//! daemon's descendant processes (/proc) and its temp dir before and after.

#[path = "reliability/support.rs"]
mod support;

use std::path::Path;
use std::time::{Duration, Instant};

use repaird_e2e::{error_code, repaird};
use serde_json::{json, Value};
use support::{fixtures, median_example, synthesis_example, Daemon, Pipelined};

fn localize_params(path: &Path) -> Value {
    json!({ "path": path })
}

/// A ping answers (the daemon is serving) and nothing is left behind.
async fn assert_recovered(daemon: &Daemon, what: &str) {
    let zombies = assert_nothing_live(daemon, what).await;
    assert!(zombies.is_empty(), "{what}: unreaped children: {zombies:?}");
}

/// Like [`assert_recovered`], but returns the zombies (exited, not yet reaped) instead of
/// failing on them.
async fn assert_nothing_live(daemon: &Daemon, what: &str) -> Vec<support::Proc> {
    let (procs, temps) = daemon.settled().await;
    let (zombies, live): (Vec<_>, Vec<_>) = procs.into_iter().partition(|p| p.state == 'Z');
    assert!(live.is_empty(), "{what}: processes left: {live:?}");
    assert!(temps.is_empty(), "{what}: temp entries left: {temps:?}");
    let mut fresh = daemon.connect().await;
    let ping = fresh
        .request_value("repair/ping", json!({ "nonce": 1 }))
        .await
        .unwrap_or_else(|e| panic!("{what}: daemon not serving: {e}"));
    assert_eq!(ping["nonce"], 1);
    zombies
}

#[tokio::test]
async fn tcp_clients_are_confined_to_the_roots_and_proven_documents() {
    let daemon = Daemon::start("", None).await;
    let inside = daemon.install(&median_example(), "median");
    let outside_dir = daemon.root.parent().unwrap().join("outside");
    support::copy_fixture_dir(&median_example(), &outside_dir);
    std::os::unix::fs::symlink(&outside_dir, daemon.root.join("escape")).unwrap();
    let mut client = daemon.connect().await;

    let refused = [
        daemon.root.join("../outside/median.c"),
        daemon.root.join("escape/median.c"),
        daemon.root.join("median/../../outside/median.c"),
        Path::new("/etc/passwd").to_path_buf(),
    ];
    for path in &refused {
        for method in ["repair/localize", "repair/fix"] {
            let (code, message) =
                error_code(client.request_value(method, localize_params(path)).await);
            assert_eq!(code, -32010, "{method} {}: {message}", path.display());
            assert!(message.contains("outside"), "{message}");
        }
        let (code, message) = error_code(
            client
                .request_value("repair/debug/start", json!({ "path": path }))
                .await,
        );
        assert_eq!(code, -32010, "debug/start {}: {message}", path.display());
    }
    // Tests from outside the root are refused too (a repair.toml runs commands).
    let (code, message) = error_code(
        client
            .request_value(
                "repair/localize",
                json!({ "path": inside.join("median.c"), "tests": outside_dir.join("repair.toml") }),
            )
            .await,
    );
    assert_eq!(code, -32010, "{message}");

    // Opening a file outside with the wrong text proves nothing; with its exact text it does.
    let outside_file = outside_dir.join("median.c");
    let uri = format!("file://{}", outside_file.display());
    let open = |text: &str| json!({ "textDocument": { "uri": uri, "languageId": "plaintext", "version": 1, "text": text } });
    client
        .notify("textDocument/didOpen", open("guessed\n"))
        .await
        .unwrap();
    let (code, _) = error_code(
        client
            .request_value("repair/localize", localize_params(&outside_file))
            .await,
    );
    assert_eq!(code, -32010, "an unproven document stays outside");
    let real = std::fs::read_to_string(&outside_file).unwrap();
    client
        .notify("textDocument/didOpen", open(&real))
        .await
        .unwrap();
    let proven = client
        .request_value("repair/localize", localize_params(&outside_file))
        .await
        .expect("a document with its exact saved text may be localized");
    assert!(!proven["failingTests"].as_array().unwrap().is_empty());

    let localized = client
        .request_value("repair/localize", localize_params(&inside.join("median.c")))
        .await
        .expect("inside the root");
    assert!(!localized["suspects"].as_array().unwrap().is_empty());
    assert_recovered(&daemon, "confinement").await;
}

#[tokio::test]
async fn requests_beyond_the_in_flight_limit_wait_and_documents_are_capped() {
    let config =
        "[limits]\nmax_requests_in_flight = 1\nmax_documents = 2\n[tests]\ntimeout_ms = 1500\n";
    let daemon = Daemon::start(config, None).await;
    let looping = daemon.install(&fixtures().join("hostile/infinite_loop"), "looping");
    let mut client = daemon.connect().await;
    let mut other = daemon.connect().await;

    // One slot: the ping sent after a localization is answered after it.
    let slow = client
        .send_request("repair/localize", localize_params(&looping.join("prog.c")))
        .await
        .unwrap();
    let quick = client.send_request("repair/ping", json!({})).await.unwrap();
    // Another connection has its own slot and is answered meanwhile.
    other.request_value("repair/ping", json!({})).await.unwrap();
    let order = client.answer_order(&[slow, quick]).await;
    assert_eq!(
        order,
        vec![slow, quick],
        "the ping waited for the free slot"
    );

    for i in 0..3 {
        let item = json!({ "uri": format!("file:///tmp/doc{i}.c"), "languageId": "plaintext", "version": 1, "text": "x" });
        client
            .notify("textDocument/didOpen", json!({ "textDocument": item }))
            .await
            .unwrap();
    }
    let (code, _) = error_code(
        client
            .request_value(
                "repair/documentText",
                json!({ "uri": "file:///tmp/doc2.c" }),
            )
            .await,
    );
    assert_eq!(code, -32004, "the third document was refused");
    let shown = client.take_notifications();
    assert!(
        shown.iter().any(|n| n["params"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("limits.max_documents"))),
        "{shown:?}"
    );
    assert_recovered(&daemon, "limits").await;
}

#[tokio::test]
async fn listening_beyond_loopback_needs_the_flag_and_warns() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("repaird.toml");
    std::fs::write(&config, "[tcp]\ntoken_env = \"REPAIRD_TEST_TOKEN\"\n").unwrap();
    let run = |extra: &[&str]| {
        let mut command = std::process::Command::new(repaird());
        command
            .args(["--listen", "0.0.0.0:0", "--config"])
            .arg(&config)
            .args(extra)
            .env("REPAIRD_TEST_TOKEN", "t")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        command
    };
    let refused = run(&[]).output().unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("--allow-remote"), "{stderr}");

    // With the flag: it binds (no traffic is sent to it) and warns on stderr.
    let mut allowed = run(&["--allow-remote"]).spawn().unwrap();
    let mut stderr = std::io::BufReader::new(allowed.stderr.take().unwrap());
    let mut warning = String::new();
    std::io::BufRead::read_line(&mut stderr, &mut warning).unwrap();
    allowed.kill().unwrap();
    allowed.wait().unwrap();
    assert!(
        warning.contains("WARNING") && warning.contains("non-loopback"),
        "{warning}"
    );
}

/// Pings `client` until `done` resolves; returns each ping's latency.
async fn ping_while<F: std::future::Future>(
    client: &mut repair_cli::connection::Connection,
    done: F,
) -> (F::Output, Vec<Duration>) {
    tokio::pin!(done);
    let mut latencies = Vec::new();
    loop {
        let sent = Instant::now();
        tokio::select! {
            output = &mut done => return (output, latencies),
            answer = client.request_value("repair/ping", json!({})) => {
                answer.expect("the other client keeps getting answers");
                latencies.push(sent.elapsed());
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    }
}

#[tokio::test]
async fn hostile_programs_fail_their_tests_while_another_client_is_served() {
    let config = "[tests]\ntimeout_ms = 3000\n";
    let daemon = Daemon::start(config, None).await;
    let mut bystander = daemon.connect().await;
    for name in ["fork_bomb", "infinite_loop", "huge_output", "segfault"] {
        let dir = daemon.install(&fixtures().join("hostile").join(name), name);
        let mut client = daemon.connect().await;
        let request = client.request_value("repair/localize", localize_params(&dir.join("prog.c")));
        let (answer, latencies) = ping_while(&mut bystander, request).await;
        let answer = answer.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            answer["failingTests"],
            json!(["hostile_zero"]),
            "{name}: only the hostile test fails: {answer}"
        );
        let worst = latencies.iter().max().copied().unwrap_or_default();
        let mut sorted = latencies.clone();
        sorted.sort();
        println!(
            "{name}: localized in {} ms; {} pings meanwhile, median {:?}, worst {worst:?}",
            answer["elapsedMs"],
            latencies.len(),
            sorted.get(sorted.len() / 2).copied().unwrap_or_default(),
        );
        assert!(
            !latencies.is_empty(),
            "{name}: no ping answered during the run"
        );
        assert_recovered(&daemon, name).await;
    }
}

#[tokio::test]
async fn a_client_vanishing_mid_repair_releases_its_processes_and_temp_dirs() {
    let daemon = Daemon::start("", None).await;
    let dir = daemon.install(&median_example(), "median");
    let mut client = daemon.connect().await;
    client
        .send_request("repair/fix", localize_params(&dir.join("median.c")))
        .await
        .unwrap();
    let busy = daemon.wait_for_descendant(|_| true).await;
    assert!(busy.is_some(), "the repair started child processes");
    drop(client);
    assert_recovered(&daemon, "client gone").await;
}

#[tokio::test]
async fn a_solver_killed_mid_repair_is_an_answer_not_a_dead_daemon() {
    // Nopol alone: the single-edit sweep repairs this program before any solver starts.
    let daemon = Daemon::start("[repair]\nengines = [\"nopol\"]\n", None).await;
    let dir = daemon.install(&synthesis_example(), "tcas");
    let mut client = daemon.connect().await;
    let id = client
        .send_request("repair/fix", localize_params(&dir.join("buggy.c")))
        .await
        .unwrap();
    let solver = daemon
        .wait_for_descendant(|p| p.name == "z3")
        .await
        .expect("the repair starts z3");
    support::kill(solver.pid, libc::SIGKILL);
    let answer = client.answer(id).await;
    println!("after killing z3: {answer}");
    assert!(
        answer.get("result").is_some() || answer.get("error").is_some(),
        "{answer}"
    );
    assert_recovered(&daemon, "solver killed").await;
    let again = client
        .request_value("repair/fix", localize_params(&dir.join("buggy.c")))
        .await
        .expect("the next repair works");
    assert!(!again["patches"].as_array().unwrap().is_empty(), "{again}");
}

/// A `repair/fix` under way on a daemon whose solver (cvc5's built-in profile finds `cvc5` on
/// PATH) reads and never answers, once the repair has started it.
struct HangingRepair {
    daemon: Daemon,
    client: repair_cli::connection::Connection,
    id: i64,
    solver: support::Proc,
    _solver_dir: tempfile::TempDir,
}

async fn repair_on_a_hanging_solver(call_timeout_ms: u64, budget_ms: u64) -> HangingRepair {
    let hang = tempfile::tempdir().unwrap();
    let script = hang.path().join("cvc5");
    std::fs::write(&script, "#!/bin/sh\nexec sleep 600\n").unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    // Nopol alone: the single-edit sweep repairs this program before any solver starts.
    let config = format!(
        "[solver]\nbackend = \"cvc5\"\ncall_timeout_ms = {call_timeout_ms}\n[repair]\nengines = [\"nopol\"]\n"
    );
    let daemon = Daemon::start(&config, Some(hang.path())).await;
    let dir = daemon.install(&synthesis_example(), "tcas");
    let mut client = daemon.connect().await;
    let params = json!({ "path": dir.join("buggy.c"), "timeBudgetMs": budget_ms });
    let id = client.send_request("repair/fix", params).await.unwrap();
    // Whichever comes first: a repair that ends without starting the solver says why.
    let mut answer = None;
    let solver = tokio::select! {
        solver = daemon.wait_for_descendant(|p| p.name == "sleep") => solver,
        early = client.answer(id) => { answer = Some(early); None }
    };
    let solver =
        solver.unwrap_or_else(|| panic!("the repair never started the solver: {answer:?}"));
    HangingRepair {
        daemon,
        client,
        id,
        solver,
        _solver_dir: hang,
    }
}

#[tokio::test]
async fn a_solver_that_never_answers_is_killed_at_its_deadline() {
    let HangingRepair {
        daemon,
        mut client,
        id,
        solver: hung,
        ..
    } = repair_on_a_hanging_solver(1000, 30000).await;
    let answer = client.answer(id).await;
    println!("with a hanging solver: {answer}");
    // Killed at its deadline; a dropped process is reaped off the repair's path, so right
    // after the answer it may still be a zombie, or (on a loaded machine) not yet signalled.
    let gone =
        || support::read_proc(hung.pid).is_none_or(|p| p.ppid != daemon.pid || p.state == 'Z');
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while !gone() && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(gone(), "the hung solver was killed");
    assert_recovered(&daemon, "hanging solver").await;
}

#[tokio::test]
async fn a_daemon_killed_outright_takes_its_busy_solver_along() {
    // A solver deep in a check never reads its closed stdin: only the parent-death signal
    // (set by the spawner thread every solver and gdb is forked from) ends it.
    let HangingRepair {
        mut daemon,
        solver: busy,
        ..
    } = repair_on_a_hanging_solver(600_000, 600_000).await;
    support::kill(daemon.pid, libc::SIGKILL);
    let _ = daemon.child.wait().await;
    let until = Instant::now() + Duration::from_secs(10);
    let outlived = loop {
        let live = support::read_proc(busy.pid).is_some_and(|p| p.state != 'Z');
        if !live || Instant::now() > until {
            break live;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    if outlived {
        support::kill(busy.pid, libc::SIGKILL);
    }
    assert!(!outlived, "solver {} outlived its killed daemon", busy.pid);
}

#[tokio::test]
async fn killing_gdb_or_the_program_under_it_ends_the_session_with_an_error() {
    let daemon = Daemon::start("", None).await;
    let dir = daemon.install(&median_example(), "median");
    let source = dir.join("median.c");
    let mut client = daemon.connect().await;
    let mut zombies = Vec::new();
    for victim in ["gdb", "median"] {
        let started = client
            .request_value(
                "repair/debug/start",
                json!({ "path": source, "stdin": "2 1 3\n", "breakpoints": ["main"] }),
            )
            .await
            .expect("debug session starts");
        let session = started["session"].as_str().unwrap().to_string();
        let target = daemon
            .wait_for_descendant(|p| p.name.starts_with(victim) && p.state != 'Z')
            .await
            .unwrap_or_else(|| panic!("no {victim} process: {:?}", daemon.descendants()));
        support::kill(target.pid, libc::SIGKILL);
        let answer = client
            .request_value(
                "repair/debug/command",
                json!({ "session": session, "command": "next" }),
            )
            .await;
        println!("after killing {victim}: {answer:?}");
        let _ = client
            .request_value("repair/debug/end", json!({ "session": session }))
            .await;
        // Ended sessions leave no zombies: solvers, gdb and the program are reaped when dropped.
        let left: Vec<_> = assert_nothing_live(&daemon, victim)
            .await
            .into_iter()
            .filter(|p| p.ppid == daemon.pid)
            .collect();
        assert!(left.is_empty(), "{victim}: unreaped children: {left:?}");
        zombies.extend(left);
    }
    let reopened = client
        .request_value(
            "repair/debug/start",
            json!({ "path": source, "stdin": "2 1 3\n" }),
        )
        .await
        .expect("a new session after the kills");
    assert!(reopened["session"].is_string());
    let unreaped: Vec<_> = zombies
        .iter()
        .filter_map(|z| support::read_proc(z.pid))
        .filter(|p| p.ppid == daemon.pid && p.state == 'Z')
        .collect();
    assert!(unreaped.is_empty(), "still unreaped: {unreaped:?}");
}

#[tokio::test]
async fn a_panicking_handler_answers_with_an_error_and_the_daemon_keeps_serving() {
    let daemon = Daemon::start("", None).await;
    let mut client = daemon.connect().await;
    let mut bystander = daemon.connect().await;
    for (place, expected_code) in [("call", -32603), ("future", -32603), ("blocking", -32011)] {
        let (code, message) = error_code(
            client
                .request_value("repair/test/panic", json!({ "where": place }))
                .await,
        );
        assert_eq!(code, expected_code, "{place}: {message}");
        assert!(message.contains("deliberate panic"), "{place}: {message}");
        let ping = client
            .request_value("repair/ping", json!({ "nonce": 2 }))
            .await;
        assert_eq!(ping.expect("the same connection keeps serving")["nonce"], 2);
    }
    assert!(bystander
        .request_value("repair/ping", json!({}))
        .await
        .is_ok());
    assert_recovered(&daemon, "panics").await;
}

#[tokio::test]
async fn sigterm_during_a_long_request_reaps_every_child_and_exits_0() {
    let daemon = Daemon::start("[tests]\ntimeout_ms = 20000\n", None).await;
    let dir = daemon.install(&fixtures().join("hostile/infinite_loop"), "looping");
    let mut client = daemon.connect().await;
    client
        .send_request("repair/localize", localize_params(&dir.join("prog.c")))
        .await
        .unwrap();
    daemon
        .wait_for_descendant(|p| p.name == "prog" || p.name.starts_with("prog"))
        .await
        .expect("the looping test runs");
    let before: Vec<u32> = daemon.descendants().iter().map(|p| p.pid).collect();
    support::kill(daemon.pid, libc::SIGTERM);
    let mut daemon = daemon;
    let status = tokio::time::timeout(Duration::from_secs(20), daemon.child.wait())
        .await
        .expect("the daemon exits within its shutdown deadline")
        .unwrap();
    assert_eq!(status.code(), Some(0));
    let survivors: Vec<_> = before
        .iter()
        .filter_map(|pid| support::read_proc(*pid))
        .filter(|p| p.state != 'Z')
        .collect();
    assert!(
        survivors.is_empty(),
        "children outlived the daemon: {survivors:?}"
    );
    assert!(
        daemon.temp_entries().is_empty(),
        "{:?}",
        daemon.temp_entries()
    );
}

/// A debug session belongs to the connection that opened it: another client cannot drive or
/// end it (not even knowing its id), one connection holds at most `limits.max_debug_sessions`,
/// and a connection's sessions (their gdb and program) end when it disconnects.
#[tokio::test]
async fn debug_sessions_belong_to_their_connection() {
    let daemon = Daemon::start("[limits]\nmax_debug_sessions = 1\n", None).await;
    let dir = daemon.install(&median_example(), "median");
    let source = dir.join("median.c");
    let start = json!({ "path": source, "stdin": "2 1 3\n", "breakpoints": ["main"] });
    let mut owner = daemon.connect().await;
    let mut other = daemon.connect().await;
    let started = owner
        .request_value("repair/debug/start", start.clone())
        .await
        .expect("debug session starts");
    let session = started["session"].as_str().unwrap().to_string();
    assert!(session.len() > 30, "session ids are unguessable: {session}");

    let (code, message) = error_code(
        other
            .request_value(
                "repair/debug/command",
                json!({ "session": session, "command": "next" }),
            )
            .await,
    );
    assert_eq!(code, -32602, "{message}");
    assert!(message.contains("no debug session"), "{message}");
    let ended = other
        .request_value("repair/debug/end", json!({ "session": session }))
        .await
        .unwrap();
    assert_eq!(ended["ended"], false);

    let (code, message) = error_code(owner.request_value("repair/debug/start", start).await);
    assert_eq!(code, -32005, "{message}");
    assert!(message.contains("max_debug_sessions"), "{message}");
    owner
        .request_value(
            "repair/debug/command",
            json!({ "session": session, "command": "next" }),
        )
        .await
        .expect("the owner still drives its session");

    assert!(
        daemon
            .descendants()
            .iter()
            .any(|p| p.name.starts_with("gdb")),
        "the session's gdb runs"
    );
    drop(owner);
    let (procs, _) = daemon.settled().await;
    assert!(
        procs
            .iter()
            .all(|p| p.state == 'Z' || !p.name.starts_with("gdb")),
        "the session ended with its connection: {procs:?}"
    );
    drop(other);
}
