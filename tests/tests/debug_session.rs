//! The debug-localize-repair session end to end: the real `repaird` over stdio driving real
//! gdb and solvers (the paper's Figure 1 session), and `repair debug --script` through an
//! embedded daemon, checking the printed patch and the repaired program's output.

use std::path::{Path, PathBuf};
use std::time::Duration;

use repair_cli::connection::Connection;
use repaird_e2e::{error_code, initialize_params, repair, spawn_stdio};
use serde_json::{json, Value};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../daemon/driver/tests/debug_fixtures/figure1_reverse")
}

/// The fixture's commands without its `> CHECK` lines.
fn commands() -> Vec<String> {
    std::fs::read_to_string(fixture().join("session.txt"))
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('>'))
        .map(str::to_string)
        .collect()
}

/// A private copy of the program (the session reads it; nothing is written next to it).
fn program_copy(dir: &Path) -> PathBuf {
    let path = dir.join("list.c");
    std::fs::copy(fixture().join("program.c"), &path).unwrap();
    path
}

async fn command(
    connection: &mut Connection,
    session: &str,
    line: &str,
    token: Option<&str>,
) -> Value {
    let mut params = json!({ "session": session, "command": line });
    if let Some(t) = token {
        params["workDoneToken"] = json!(t);
    }
    connection
        .request_value("repair/debug/command", params)
        .await
        .unwrap_or_else(|e| panic!("`{line}` failed: {e}"))
}

/// A driver fixture's program copied to `dir` as `file`, and its session's commands (the
/// `> CHECK` lines and comments left out).
fn driver_fixture(name: &str, dir: &Path, file: &str) -> (PathBuf, Vec<String>) {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../daemon/driver/tests/debug_fixtures")
        .join(name);
    let path = dir.join(file);
    std::fs::copy(fixture.join("program.c"), &path).unwrap();
    let commands = std::fs::read_to_string(fixture.join("session.txt"))
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('>'))
        .map(str::to_string)
        .collect();
    (path, commands)
}

/// A daemon over stdio, initialized.
async fn initialized_daemon() -> Connection {
    let mut connection = spawn_stdio(&[]);
    connection.set_timeout(Duration::from_secs(120));
    connection
        .request_value("initialize", initialize_params(&["utf-16"], None))
        .await
        .expect("initialize");
    connection.notify("initialized", json!({})).await.unwrap();
    connection
}

/// `repair debug PATH --script SCRIPT -- ARGS`, run to its end.
async fn debug_script(path: &Path, script: &Path, args: &[&str]) -> std::process::Output {
    tokio::time::timeout(
        Duration::from_secs(300),
        tokio::process::Command::new(repair())
            .arg("debug")
            .arg(path)
            .arg("--script")
            .arg(script)
            .arg("--")
            .args(args)
            .kill_on_drop(true)
            .output(),
    )
    .await
    .expect("repair debug finishes in time")
    .expect("run repair")
}

#[tokio::test]
async fn figure1_session_through_the_daemon() {
    let dir = tempfile::tempdir().unwrap();
    let path = program_copy(dir.path());
    let mut connection = spawn_stdio(&[]);
    connection.set_timeout(Duration::from_secs(120));
    let init = connection
        .request_value("initialize", initialize_params(&["utf-16"], None))
        .await
        .expect("initialize");
    connection.notify("initialized", json!({})).await.unwrap();
    let methods = init
        .pointer("/capabilities/experimental/repair/methods")
        .cloned()
        .unwrap_or_default();
    for m in [
        "repair/debug/start",
        "repair/debug/command",
        "repair/debug/end",
    ] {
        assert!(
            methods.as_array().is_some_and(|a| a.contains(&json!(m))),
            "{m} not advertised: {methods}"
        );
    }

    let first = connection
        .request_value(
            "repair/debug/start",
            json!({ "path": path.display().to_string(), "svg": true }),
        )
        .await
        .expect("start");
    let session = first["session"].as_str().unwrap().to_string();
    assert_eq!(first["stop"]["line"], json!(37), "{first}");
    assert!(first["svg"].as_str().unwrap().starts_with("<svg"), "no svg");

    let mut repairs = 0;
    let mut last = Value::Null;
    let mut rewrite = Value::Null;
    for line in commands().iter().skip(1) {
        let token = (line == "repair").then(|| format!("dbg-{repairs}"));
        last = command(&mut connection, &session, line, token.as_deref()).await;
        if line == "repair" {
            repairs += 1;
            assert!(
                last["patch"]["diff"].as_str().is_some(),
                "repair without a patch: {last}"
            );
            assert!(last["repair"]["solverCalls"].as_u64().unwrap() >= 1);
        }
        if line == "rewrite" {
            rewrite = last.clone();
        }
        if line == "spec" {
            assert!(last["checkpoint"].is_u64(), "{last}");
        }
    }
    assert_eq!(repairs, 2);
    let diff = rewrite["patch"]["diff"]
        .as_str()
        .expect("rewrite answers the patch");
    for fix in [
        "+    while (current != NULL) {",
        "+        temp2 = current->next;",
        "+    head = temp1->prev;",
    ] {
        assert!(diff.contains(fix), "{fix} missing from\n{diff}");
    }
    assert!(
        last["output"].as_str().unwrap().contains("2 4 8 10"),
        "{last}"
    );

    // $/progress on the repair tokens: begin and end for each repair.
    let progress: Vec<Value> = connection
        .take_notifications()
        .into_iter()
        .filter(|n| n["method"] == "$/progress")
        .collect();
    for token in ["dbg-0", "dbg-1"] {
        let kinds: Vec<&str> = progress
            .iter()
            .filter(|n| n["params"]["token"] == json!(token))
            .filter_map(|n| n["params"]["value"]["kind"].as_str())
            .collect();
        assert_eq!(kinds.first(), Some(&"begin"), "{token}: {kinds:?}");
        assert_eq!(kinds.last(), Some(&"end"), "{token}: {kinds:?}");
    }

    // Errors are answers, and the session survives them.
    let bad = connection
        .request_value(
            "repair/debug/command",
            json!({ "session": session, "command": "fly away" }),
        )
        .await;
    assert_eq!(error_code(bad).0, -32602);
    let not_here = connection
        .request_value(
            "repair/debug/command",
            json!({ "session": session, "command": "resume 42" }),
        )
        .await;
    assert_eq!(error_code(not_here).0, -32010);
    let state = command(&mut connection, &session, "state", None).await;
    assert!(state["stop"]["exitCode"] == json!(0), "{state}");

    let ended = connection
        .request_value("repair/debug/end", json!({ "session": session }))
        .await
        .unwrap();
    assert_eq!(ended, json!({ "ended": true }));
    let again = connection
        .request_value("repair/debug/end", json!({ "session": session }))
        .await
        .unwrap();
    assert_eq!(again, json!({ "ended": false }));
    let gone = connection
        .request_value(
            "repair/debug/command",
            json!({ "session": session, "command": "next" }),
        )
        .await;
    assert_eq!(error_code(gone).0, -32602);
}

#[tokio::test]
async fn repair_debug_script_prints_the_patch() {
    let dir = tempfile::tempdir().unwrap();
    let path = program_copy(dir.path());
    let script = dir.path().join("session.cmds");
    std::fs::write(&script, commands().join("\n")).unwrap();
    let svg = dir.path().join("heap.svg");
    let output = tokio::time::timeout(
        Duration::from_secs(300),
        tokio::process::Command::new(repair())
            .arg("debug")
            .arg(&path)
            .arg("--script")
            .arg(&script)
            .arg("--svg")
            .arg(&svg)
            .kill_on_drop(true)
            .output(),
    )
    .await
    .expect("repair debug finishes in time")
    .expect("run repair");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "exit {:?}\n{stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    // The transcript: commands, locations with source lines, heap pictures, the patch.
    assert!(stdout.contains("(repair) change n4->prev n3"), "{stdout}");
    assert!(stdout.contains("27\twhile (temp1 != NULL) {"), "{stdout}");
    assert!(
        stdout.contains("head -> n4[data=10] -> n3[data=8] -> n2[data=4] -> n1[data=2] -> NULL"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Program states added - Checkpoint 3"),
        "{stdout}"
    );
    let rewrite = stdout
        .split("(repair) rewrite")
        .nth(1)
        .expect("rewrite in transcript");
    for fix in [
        "-    while (temp1 != NULL) {",
        "+    while (current != NULL) {",
        "+        temp2 = current->next;",
        "+    head = temp1->prev;",
    ] {
        assert!(rewrite.contains(fix), "{fix} missing from\n{rewrite}");
    }
    assert!(stdout.contains("| 2 4 8 10"), "{stdout}");
    let picture = std::fs::read_to_string(&svg).expect("svg written");
    assert!(
        picture.starts_with("<svg") && picture.contains("n1"),
        "{picture}"
    );
}

/// The two-run session (`rerun`): through the daemon the reply counts the kept runs; through
/// `repair debug --script` the one repair that meets both runs is printed.
#[tokio::test]
async fn rerun_keeps_the_first_runs_states_for_one_repair() {
    let dir = tempfile::tempdir().unwrap();
    let (path, commands) = driver_fixture("two_runs_successor", dir.path(), "successor.c");

    let mut connection = initialized_daemon().await;
    let first = connection
        .request_value(
            "repair/debug/start",
            json!({ "path": path.display().to_string() }),
        )
        .await
        .expect("start");
    assert!(first.get("earlierRuns").is_none(), "{first}");
    let session = first["session"].as_str().unwrap().to_string();
    let mut repaired = Value::Null;
    for line in commands.iter().skip(1) {
        if line.starts_with("resume") {
            // A checkpoint of the finished run: refused as input that does not apply.
            let refused = connection
                .request_value(
                    "repair/debug/command",
                    json!({ "session": session, "command": line }),
                )
                .await;
            assert_eq!(error_code(refused).0, -32010);
            continue;
        }
        let reply = command(&mut connection, &session, line, None).await;
        if line.starts_with("rerun") {
            assert_eq!(reply["earlierRuns"], json!(1), "{reply}");
            assert_eq!(reply["stop"]["line"], json!(6), "{reply}");
        }
        if line == "repair" {
            repaired = reply;
        }
    }
    let diff = repaired["patch"]["diff"].as_str().expect("a patch");
    assert!(diff.contains("+    int y = x + 1;"), "{diff}");

    let script = dir.path().join("two_runs.cmds");
    std::fs::write(
        &script,
        commands
            .iter()
            .filter(|c| !c.starts_with("resume"))
            .cloned()
            .collect::<Vec<_>>()
            .join("\n"),
    )
    .unwrap();
    let output = debug_script(&path, &script, &[]).await;
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "exit {:?}\n{stdout}",
        output.status
    );
    assert!(stdout.contains("(repair) rerun 5"), "{stdout}");
    assert!(
        stdout.contains("one repair for the asserted states of 2 runs"),
        "{stdout}"
    );
    assert!(stdout.contains("+    int y = x + 1;"), "{stdout}");
    // The second run, hot patched, prints the successor of 5.
    assert!(stdout.contains("| 6"), "{stdout}");
}

/// A refused repair keeps what it said before the refusal: through the daemon the error's
/// `data.messages`, through `repair debug --script` the lines printed before the error.
#[tokio::test]
async fn a_refused_repair_says_what_it_searched() {
    let dir = tempfile::tempdir().unwrap();
    let (path, commands) = driver_fixture("refused_repair", dir.path(), "groups.c");
    let said = [
        "one repair for the asserted states of 2 runs",
        "searching the whole function",
    ];

    let mut connection = initialized_daemon().await;
    let first = connection
        .request_value(
            "repair/debug/start",
            json!({ "path": path.display().to_string(), "args": ["20", "4"] }),
        )
        .await
        .expect("start");
    let session = first["session"].as_str().unwrap().to_string();
    for line in commands.iter().skip(1).filter(|l| *l != "repair") {
        command(&mut connection, &session, line, None).await;
    }
    let refused = connection
        .request_value(
            "repair/debug/command",
            json!({ "session": session, "command": "repair" }),
        )
        .await;
    let Err(repair_cli::connection::ClientError::Rpc { message, data, .. }) = refused else {
        panic!("the repair was not refused: {refused:?}");
    };
    assert!(message.contains("inconsistent"), "{message}");
    let messages = data.expect("the error's data")["messages"].clone();
    for m in said {
        assert!(
            messages.to_string().contains(m),
            "{m} missing from {messages}"
        );
    }

    // The shell shows the refusal and goes on with the session (a `finish` after it runs
    // the program on: `last_group` returns 5 to `main` at line 17), then exits 3 for it.
    let script = dir.path().join("refused.cmds");
    std::fs::write(&script, format!("{}\nfinish\n", commands.join("\n"))).unwrap();
    let output = debug_script(&path, &script, &["20", "4"]).await;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stdout}\n{stderr}");
    assert!(stderr.contains("inconsistent"), "{stderr}");
    for m in said {
        assert!(stdout.contains(m), "{m} missing from\n{stdout}");
    }
    let after = stdout
        .split_once("error: ")
        .map(|(_, after)| after)
        .unwrap_or_else(|| panic!("no error line in\n{stdout}"));
    assert!(after.contains("inconsistent"), "{after}");
    let after_finish = after
        .split_once("(repair) finish")
        .map(|(_, rest)| rest)
        .unwrap_or_else(|| panic!("the script stopped at the refusal:\n{stdout}"));
    assert!(after_finish.contains(":17"), "{after_finish}");
}
