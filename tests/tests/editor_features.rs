//! Test-driven localization and repair at the editor and CLI surface: the real `repaird` over
//! stdio and TCP, the real `repair` CLI, real gcc, gdb and z3. The program is
//! `examples/median` (one wrong comparison, `b < c` on line 15; 11 tests, 5 failing), copied
//! to a scratch directory per test so edits never touch the repository.

use std::path::{Path, PathBuf};
use std::time::Duration;

use repair_cli::connection::Connection;
use repaird_e2e::{repair, spawn_stdio, TcpDaemon};
use repaird_runner::{run_suite, Build, BuildOptions, RunLimits, TestSuite};
use serde_json::{json, Value};
use tempfile::TempDir;

/// 0-based line of the faulty statement `if (b < c)` in examples/median/median.c.
const FAULTY_LINE: u64 = 14;
/// Repairs run in the background on a 2-core machine, next to other tests.
const PATIENCE: Duration = Duration::from_secs(300);

fn example_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("examples")
        .join("median")
}

/// A scratch copy of examples/median; returns the dir and the C file.
fn copy_example() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    for name in ["median.c", "repair.toml"] {
        std::fs::copy(example_dir().join(name), dir.path().join(name)).expect("copy example");
    }
    let file = dir.path().join("median.c");
    (dir, file)
}

fn uri_of(path: &Path) -> String {
    format!("file://{}", path.display())
}

/// A stdio daemon initialized with `capabilities` (UTF-16 positions).
async fn editor(capabilities: Value) -> Connection {
    let mut connection = spawn_stdio(&[]);
    connection.set_timeout(PATIENCE);
    let mut capabilities = capabilities;
    capabilities["general"] = json!({ "positionEncodings": ["utf-16"] });
    connection
        .request_value(
            "initialize",
            json!({ "processId": null, "capabilities": capabilities }),
        )
        .await
        .expect("initialize");
    connection.notify("initialized", json!({})).await.unwrap();
    connection
}

async fn open(connection: &mut Connection, uri: &str, text: &str) {
    let item = json!({ "uri": uri, "languageId": "c", "version": 1, "text": text });
    connection
        .notify("textDocument/didOpen", json!({ "textDocument": item }))
        .await
        .unwrap();
}

/// Waits for diagnostics of `uri` that satisfy `wanted` (notifications queued while waiting
/// for answers first). Returns them and every message read so far: the ones before, and the
/// queued ones not looked at yet.
async fn diagnostics_until(
    connection: &mut Connection,
    uri: &str,
    wanted: impl Fn(&Value) -> bool,
) -> (Value, Vec<Value>) {
    let mut queued: std::collections::VecDeque<Value> = connection.take_notifications().into();
    let mut seen = Vec::new();
    loop {
        let message = match queued.pop_front() {
            Some(message) => message,
            None => connection.next_message().await.expect("daemon message"),
        };
        seen.push(message.clone());
        if message["method"] == "textDocument/publishDiagnostics"
            && message["params"]["uri"] == uri
            && wanted(&message["params"])
        {
            seen.extend(queued);
            return (message["params"].clone(), seen);
        }
    }
}

/// The `publishDiagnostics` params for `uri` among `messages`.
fn published_for<'a>(messages: &'a [Value], uri: &'a str) -> impl Iterator<Item = &'a Value> {
    messages
        .iter()
        .filter(move |m| {
            m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri
        })
        .map(|m| &m["params"])
}

fn has_suspects(params: &Value) -> bool {
    params["diagnostics"]
        .as_array()
        .is_some_and(|d| !d.is_empty())
}

fn has_fixes(params: &Value) -> bool {
    params["diagnostics"]
        .as_array()
        .is_some_and(|d| d.iter().any(|d| d["data"]["fixes"].as_u64() > Some(0)))
}

/// Byte offset of an LSP position (UTF-16 columns) in `text`.
fn offset(text: &str, position: &Value) -> usize {
    let line = position["line"].as_u64().unwrap() as usize;
    let character = position["character"].as_u64().unwrap() as usize;
    let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    let mut units = 0;
    for (i, c) in text[start..].char_indices() {
        if units >= character || c == '\n' {
            return start + i;
        }
        units += c.len_utf16();
    }
    text.len()
}

/// `text` with the LSP `edits` applied (non-overlapping).
fn apply_edits(text: &str, edits: &[Value]) -> String {
    let mut spans: Vec<(usize, usize, &str)> = edits
        .iter()
        .map(|e| {
            (
                offset(text, &e["range"]["start"]),
                offset(text, &e["range"]["end"]),
                e["newText"].as_str().unwrap(),
            )
        })
        .collect();
    spans.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out = text.to_string();
    for (start, end, new_text) in spans {
        out.replace_range(start..end, new_text);
    }
    out
}

/// The text edits of a `WorkspaceEdit` for `uri` (`changes` or `documentChanges`).
fn edits_for<'a>(edit: &'a Value, uri: &str) -> &'a [Value] {
    if let Some(changes) = edit["changes"].get(uri) {
        return changes.as_array().unwrap();
    }
    edit["documentChanges"]
        .as_array()
        .and_then(|docs| docs.iter().find(|d| d["textDocument"]["uri"] == uri))
        .and_then(|d| d["edits"].as_array())
        .map(Vec::as_slice)
        .unwrap_or_else(|| panic!("no edits for {uri} in {edit}"))
}

/// Writes `text` next to a copy of the example's tests, builds it and runs every test with
/// the runner.
fn passes_all_tests(text: &str) -> bool {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        example_dir().join("repair.toml"),
        dir.path().join("repair.toml"),
    )
    .unwrap();
    let file = dir.path().join("median.c");
    std::fs::write(&file, text).unwrap();
    let suite = TestSuite::discover(&file).expect("tests");
    let executable = Build::compile(&file, &BuildOptions::new(suite.build.clone())).expect("build");
    run_suite(&executable, &suite, &RunLimits::default()).all_passed()
}

async fn code_actions_on_faulty_line(connection: &mut Connection, uri: &str) -> Vec<Value> {
    let line = FAULTY_LINE;
    let answer = connection
        .request_value(
            "textDocument/codeAction",
            json!({
                "textDocument": { "uri": uri },
                "range": { "start": { "line": line, "character": 6 }, "end": { "line": line, "character": 6 } },
                "context": { "diagnostics": [] },
            }),
        )
        .await
        .expect("codeAction");
    answer.as_array().expect("actions").clone()
}

#[tokio::test]
async fn ranked_diagnostics_then_a_verified_fix_applied_inline_passes_every_test() {
    let (dir, file) = copy_example();
    let uri = uri_of(&file);
    let original = std::fs::read_to_string(&file).unwrap();
    let mut connection = editor(json!({
        "textDocument": { "publishDiagnostics": { "relatedInformation": true },
                          "codeAction": { "resolveSupport": { "properties": [] } } },
    }))
    .await;
    open(&mut connection, &uri, &original).await;

    let (first, _) = diagnostics_until(&mut connection, &uri, has_suspects).await;
    assert_eq!(first["version"], 1);
    let diagnostics = first["diagnostics"].as_array().unwrap();
    let top3: Vec<u64> = diagnostics
        .iter()
        .take(3)
        .map(|d| d["range"]["start"]["line"].as_u64().unwrap())
        .collect();
    assert!(
        top3.contains(&FAULTY_LINE),
        "faulty line not in the top 3: {first:#}"
    );
    let faulty = diagnostics
        .iter()
        .find(|d| d["range"]["start"]["line"] == FAULTY_LINE)
        .unwrap();
    // The statement's exact range: the condition `b < c` or the whole `if (b < c)`.
    let range = &faulty["range"];
    let covered = &original[offset(&original, &range["start"])..offset(&original, &range["end"])];
    assert!(covered.contains("b < c"), "range covers {covered:?}");
    assert_eq!(faulty["source"], "repaird");
    assert_eq!(faulty["code"], "ochiai");
    let message = faulty["message"].as_str().unwrap();
    assert!(message.starts_with("rank 1 of "), "{message}");
    assert!(message.contains("(Ochiai 0."), "{message}");
    assert_eq!(faulty["severity"], 2, "rank 1 is a Warning");
    assert!(faulty["data"]["candidateIds"]
        .as_array()
        .is_some_and(|c| !c.is_empty()));
    let related = faulty["relatedInformation"]
        .as_array()
        .expect("relatedInformation");
    let spec_uri = uri_of(&dir.path().join("repair.toml"));
    assert!(related.iter().all(|r| r["location"]["uri"] == spec_uri));
    let spec = std::fs::read_to_string(dir.path().join("repair.toml")).unwrap();
    let spec_line = related[0]["location"]["range"]["start"]["line"]
        .as_u64()
        .unwrap() as usize;
    assert!(
        spec.lines()
            .nth(spec_line)
            .unwrap()
            .trim_start()
            .starts_with("stdout"),
        "related line {spec_line} is not an expectation"
    );
    for diagnostic in diagnostics {
        let rank = diagnostic["data"]["rank"].as_u64().unwrap();
        let expected = match rank {
            1 => 2,
            2 | 3 => 3,
            _ => 4,
        };
        assert_eq!(
            diagnostic["severity"], expected,
            "rank {rank}: {diagnostic}"
        );
        let prefix = format!("rank {rank} of {} ", diagnostics.len());
        assert!(diagnostic["message"].as_str().unwrap().starts_with(&prefix));
    }

    let (with_fix, _) = diagnostics_until(&mut connection, &uri, has_fixes).await;
    assert_eq!(with_fix["version"], 1);
    let actions = code_actions_on_faulty_line(&mut connection, &uri).await;
    let preferred: Vec<&Value> = actions
        .iter()
        .filter(|a| a["isPreferred"] == true)
        .collect();
    assert_eq!(preferred.len(), 1, "{actions:#?}");
    let best = preferred[0];
    assert_eq!(best["kind"], "quickfix");
    let title = best["title"].as_str().unwrap();
    assert!(
        title.starts_with("Fix: ") && title.contains("(passes 11/11 tests)"),
        "{title}"
    );
    let edit = &best["edit"];
    assert!(
        edit.is_object(),
        "a client without resolveSupport for edit gets it inline"
    );
    let fixed = apply_edits(&original, edits_for(edit, &uri));
    assert_ne!(fixed, original);
    assert!(
        passes_all_tests(&fixed),
        "the offered fix fails tests:\n{fixed}"
    );
    assert!(!passes_all_tests(&original), "the original must fail");

    // Away from any suspect or fix there is nothing to offer.
    let elsewhere = connection
        .request_value(
            "textDocument/codeAction",
            json!({ "textDocument": { "uri": uri },
                    "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                    "context": { "diagnostics": [] } }),
        )
        .await
        .unwrap();
    assert_eq!(elsewhere, json!([]));
}

#[tokio::test]
async fn clients_resolving_edits_lazily_get_the_edit_from_code_action_resolve() {
    let (_dir, file) = copy_example();
    let uri = uri_of(&file);
    let original = std::fs::read_to_string(&file).unwrap();
    let mut connection = editor(json!({
        "textDocument": { "codeAction": { "resolveSupport": { "properties": ["edit"] } } },
        "workspace": { "workspaceEdit": { "documentChanges": true } },
    }))
    .await;
    open(&mut connection, &uri, &original).await;
    let (diagnostics, _) = diagnostics_until(&mut connection, &uri, has_fixes).await;
    assert!(
        diagnostics["diagnostics"][0]
            .get("relatedInformation")
            .is_none(),
        "no relatedInformation for clients that did not ask"
    );
    let actions = code_actions_on_faulty_line(&mut connection, &uri).await;
    let best = actions
        .iter()
        .find(|a| a["isPreferred"] == true)
        .expect("preferred action")
        .clone();
    assert!(
        best.get("edit").is_none(),
        "edit is resolved lazily: {best:#}"
    );
    assert!(best["data"].is_object());
    let resolved = connection
        .request_value("codeAction/resolve", best)
        .await
        .expect("resolve");
    let edit = &resolved["edit"];
    assert_eq!(edit["documentChanges"][0]["textDocument"]["version"], 1);
    let fixed = apply_edits(&original, edits_for(edit, &uri));
    assert!(
        passes_all_tests(&fixed),
        "resolved fix fails tests:\n{fixed}"
    );

    // Once the document changes, the old action is stale: ContentModified.
    let params = json!({ "textDocument": { "uri": uri, "version": 2 },
                         "contentChanges": [{ "text": format!("{original}\n") }] });
    connection
        .notify("textDocument/didChange", params)
        .await
        .unwrap();
    let stale = connection
        .request_value("codeAction/resolve", actions[0].clone())
        .await;
    let (code, _) = repaird_e2e::error_code(stale);
    assert_eq!(code, -32801);
}

#[tokio::test]
async fn only_the_newest_version_is_published_when_a_save_overtakes_a_running_job() {
    let (_dir, file) = copy_example();
    let uri = uri_of(&file);
    let original = std::fs::read_to_string(&file).unwrap();
    let mut connection = editor(json!({})).await;
    open(&mut connection, &uri, &original).await;
    // While version 1 is being built and tested: a line at the top shifts every statement.
    let edited = format!("/* edited */\n{original}");
    let change = json!({ "textDocument": { "uri": uri, "version": 2 },
                         "contentChanges": [{ "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "text": "/* edited */\n" }] });
    connection
        .notify("textDocument/didChange", change)
        .await
        .unwrap();
    std::fs::write(&file, &edited).unwrap();
    connection
        .notify(
            "textDocument/didSave",
            json!({ "textDocument": { "uri": uri } }),
        )
        .await
        .unwrap();

    let (published, seen) = diagnostics_until(&mut connection, &uri, has_suspects).await;
    let seen: Vec<&Value> = published_for(&seen, &uri).collect();
    assert!(
        seen.iter().all(|p| p["version"] == 2),
        "a stale version was published: {seen:#?}"
    );
    let lines: Vec<u64> = published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .take(3)
        .map(|d| d["range"]["start"]["line"].as_u64().unwrap())
        .collect();
    assert!(
        lines.contains(&(FAULTY_LINE + 1)),
        "ranges follow version 2: {lines:?}"
    );
}

#[tokio::test]
async fn files_without_tests_get_no_diagnostics_and_broken_files_get_the_compilers() {
    let dir = tempfile::tempdir().unwrap();
    let lonely = dir.path().join("lonely").join("lonely.c");
    std::fs::create_dir_all(lonely.parent().unwrap()).unwrap();
    std::fs::write(&lonely, "int main(void) { return 0; }\n").unwrap();
    let broken_dir = dir.path().join("broken");
    std::fs::create_dir_all(&broken_dir).unwrap();
    let broken = broken_dir.join("broken.c");
    let broken_text = "int main(void) {\n    return missing;\n}\n";
    std::fs::write(&broken, broken_text).unwrap();
    std::fs::write(
        broken_dir.join("repair.toml"),
        "[[test]]\nname = \"t\"\nexit_code = 0\n",
    )
    .unwrap();

    let mut connection = editor(json!({})).await;
    open(
        &mut connection,
        &uri_of(&lonely),
        "int main(void) { return 0; }\n",
    )
    .await;
    open(&mut connection, &uri_of(&broken), broken_text).await;
    let (published, mut seen) =
        diagnostics_until(&mut connection, &uri_of(&broken), has_suspects).await;
    assert_eq!(published_for(&seen, &uri_of(&broken)).count(), 1);
    let error = &published["diagnostics"][0];
    assert_eq!(error["severity"], 1);
    assert_eq!(error["source"], "gcc");
    assert_eq!(error["range"]["start"]["line"], 1);
    assert!(
        error["message"].as_str().unwrap().contains("missing"),
        "{error}"
    );
    // The file without tests: nothing published, no error shown.
    let status = connection
        .request_value("repair/status", json!({}))
        .await
        .unwrap();
    assert_eq!(status["documents"].as_array().unwrap().len(), 2);
    seen.extend(connection.take_notifications());
    let lonely_uri = uri_of(&lonely);
    let shown: Vec<&Value> = seen
        .iter()
        .filter(|n| {
            n["method"] == "window/showMessage"
                || (n["method"] == "textDocument/publishDiagnostics"
                    && n["params"]["uri"] == lonely_uri)
        })
        .collect();
    assert!(shown.is_empty(), "{shown:#?}");
}

#[tokio::test]
async fn disabling_localization_live_clears_the_diagnostics() {
    let (_dir, file) = copy_example();
    let uri = uri_of(&file);
    let original = std::fs::read_to_string(&file).unwrap();
    let mut connection = editor(json!({})).await;
    open(&mut connection, &uri, &original).await;
    diagnostics_until(&mut connection, &uri, has_suspects).await;
    let off = json!({ "settings": { "repaird": { "localization": { "enabled": false } } } });
    connection
        .notify("workspace/didChangeConfiguration", off)
        .await
        .unwrap();
    let (cleared, _) = diagnostics_until(&mut connection, &uri, |p| !has_suspects(p)).await;
    assert_eq!(cleared["diagnostics"], json!([]));
    // Saving while disabled publishes nothing new (a localization of this program takes
    // about a second; wait well past it).
    connection
        .notify(
            "textDocument/didSave",
            json!({ "textDocument": { "uri": uri } }),
        )
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_secs(5)).await;
    let status = connection
        .request_value("repair/status", json!({}))
        .await
        .unwrap();
    assert_eq!(status["config"]["localizationEnabled"], false);
    let later: Vec<Value> = connection
        .take_notifications()
        .into_iter()
        .filter(|n| n["method"] == "textDocument/publishDiagnostics" && has_suspects(&n["params"]))
        .collect();
    assert!(later.is_empty(), "{later:#?}");
}

/// Sends `workspace/executeCommand repair.fix` with a `workDoneToken` as request `id`.
async fn start_fix_command(connection: &mut Connection, id: i64, uri: &str, apply: bool) {
    let request = json!({ "jsonrpc": "2.0", "id": id, "method": "workspace/executeCommand",
        "params": { "command": "repair.fix", "arguments": [{ "uri": uri, "apply": apply }],
                    "workDoneToken": format!("fix-{id}") } });
    connection.send(&request).await.unwrap();
}

#[tokio::test]
async fn repair_fix_command_reports_progress_then_applies_the_best_fix() {
    let (_dir, file) = copy_example();
    let uri = uri_of(&file);
    let original = std::fs::read_to_string(&file).unwrap();
    let mut connection = editor(json!({ "workspace": { "applyEdit": true } })).await;
    start_fix_command(&mut connection, 100, &uri, true).await;

    let mut kinds = Vec::new();
    let mut applied_edit = None;
    let answer = loop {
        let message = connection.next_message().await.expect("message");
        match message["method"].as_str() {
            Some("$/progress") if message["params"]["token"] == "fix-100" => {
                kinds.push(
                    message["params"]["value"]["kind"]
                        .as_str()
                        .unwrap()
                        .to_string(),
                );
            }
            Some("workspace/applyEdit") => {
                kinds.push("applyEdit".into());
                applied_edit = Some(message["params"]["edit"].clone());
                let reply =
                    json!({ "jsonrpc": "2.0", "id": message["id"], "result": { "applied": true } });
                connection.send(&reply).await.unwrap();
            }
            _ if message["id"] == 100 => break message,
            _ => {}
        }
    };
    assert!(answer.get("error").is_none(), "{answer:#}");
    assert_eq!(
        kinds.first().map(String::as_str),
        Some("begin"),
        "{kinds:?}"
    );
    assert!(kinds.iter().any(|k| k == "report"), "{kinds:?}");
    let end = kinds.iter().position(|k| k == "end").expect("progress end");
    let apply = kinds
        .iter()
        .position(|k| k == "applyEdit")
        .expect("applyEdit");
    assert!(end < apply && apply == kinds.len() - 1, "{kinds:?}");
    assert_eq!(answer["result"]["applied"], true);
    assert!(!answer["result"]["patches"].as_array().unwrap().is_empty());
    let edit = applied_edit.unwrap();
    let fixed = apply_edits(&original, edits_for(&edit, &uri));
    assert!(
        passes_all_tests(&fixed),
        "applied fix fails tests:\n{fixed}"
    );
}

#[tokio::test]
async fn repair_fix_command_is_cancelled_by_cancel_request_and_by_progress_cancel() {
    let (_dir, file) = copy_example();
    let uri = uri_of(&file);
    let mut connection = editor(json!({ "window": { "workDoneProgress": true } })).await;
    for (id, how) in [
        (200, "$/cancelRequest"),
        (201, "window/workDoneProgress/cancel"),
    ] {
        start_fix_command(&mut connection, id, &uri, false).await;
        let token = format!("fix-{id}");
        let answer = loop {
            let message = connection.next_message().await.expect("message");
            if message["method"] == "$/progress"
                && message["params"]["token"] == token
                && message["params"]["value"]["kind"] == "begin"
            {
                let params = match how {
                    "$/cancelRequest" => json!({ "id": id }),
                    _ => json!({ "token": token }),
                };
                connection.notify(how, params).await.unwrap();
            }
            if message["id"] == id {
                break message;
            }
        };
        assert_eq!(answer["error"]["code"], -32800, "{how}: {answer:#}");
    }
}

struct CliRun {
    code: i32,
    stdout: String,
    stderr: String,
}

async fn run_cli(args: &[&str]) -> CliRun {
    let output = tokio::time::timeout(
        PATIENCE,
        tokio::process::Command::new(repair())
            .args(args)
            .env_remove("REPAIRD_TOKEN")
            .kill_on_drop(true)
            .output(),
    )
    .await
    .expect("repair finishes in time")
    .expect("run repair");
    CliRun {
        code: output.status.code().expect("exit code"),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// `repair localize --json` and `repair fix --json` with `prefix` (daemon selection) args.
async fn check_cli(prefix: &[&str], dir: &Path) {
    let file = dir.join("median.c");
    let path = file.display().to_string();
    fn with<'a>(prefix: &[&'a str], rest: &[&'a str]) -> Vec<&'a str> {
        prefix.iter().chain(rest).copied().collect()
    }

    let localize = run_cli(&with(prefix, &["localize", "--json", &path])).await;
    assert_eq!(localize.code, 0, "{}", localize.stderr);
    let result: Value = serde_json::from_str(&localize.stdout).expect("localize --json");
    assert_eq!(result["testsTotal"], 11);
    assert_eq!(result["failingTests"].as_array().unwrap().len(), 5);
    let top3: Vec<&Value> = result["suspects"]
        .as_array()
        .unwrap()
        .iter()
        .take(3)
        .collect();
    assert!(
        top3.iter()
            .any(|s| s["line"] == FAULTY_LINE + 1 && s["code"] == "if (b < c)"),
        "{top3:#?}"
    );

    let fix = run_cli(&with(prefix, &["fix", "--json", &path])).await;
    assert_eq!(fix.code, 0, "{}", fix.stderr);
    let result: Value = serde_json::from_str(&fix.stdout).expect("fix --json");
    let best = &result["patches"][0];
    assert_eq!(best["testsPassed"], 11);
    assert!(best["unifiedDiff"]
        .as_str()
        .unwrap()
        .contains("-    if (b < c)"));
    assert_eq!(result["applied"], false);

    let missing = run_cli(&with(prefix, &["fix", "/no/such/file.c"])).await;
    assert_eq!(missing.code, 2, "{}", missing.stderr);
}

#[tokio::test]
async fn cli_localize_and_fix_json_embedded() {
    let (dir, _file) = copy_example();
    check_cli(&[], dir.path()).await;
}

/// `repaird --listen 127.0.0.1:0 --root ROOT` (TCP clients are confined to the roots);
/// killed on drop. Returns the child, its address and token.
async fn tcp_daemon(root: &Path) -> (tokio::process::Child, String, String) {
    use tokio::io::AsyncBufReadExt;
    let config = root.join("repaird-test.toml");
    std::fs::write(&config, TcpDaemon::config("")).unwrap();
    let token = format!("token-{}", std::process::id());
    let mut child = tokio::process::Command::new(repaird_e2e::repaird())
        .args(["--listen", "127.0.0.1:0", "--log-level", "warn", "--root"])
        .arg(root)
        .arg("--config")
        .arg(&config)
        .env("REPAIRD_TEST_TOKEN", &token)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn repaird --listen");
    let mut lines = tokio::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
        .await
        .expect("announcement in time")
        .unwrap()
        .expect("repaird announces its address");
    let address = line
        .strip_prefix("repaird listening on ")
        .unwrap()
        .to_string();
    (child, address, token)
}

#[tokio::test]
async fn cli_localize_and_fix_json_over_tcp() {
    let (dir, _file) = copy_example();
    let (_daemon, address, token) = tcp_daemon(dir.path()).await;
    check_cli(&["--server", &address, "--token", &token], dir.path()).await;
    // Outside the daemon's root: refused as an input error.
    let (other, other_file) = copy_example();
    let refused = run_cli(&[
        "--server",
        &address,
        "--token",
        &token,
        "localize",
        &other_file.display().to_string(),
    ])
    .await;
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    drop(other);
}

#[tokio::test]
async fn cli_fix_apply_writes_the_patch_and_exit_codes_tell_the_outcome() {
    let (dir, file) = copy_example();
    let path = file.display().to_string();
    let fixed = run_cli(&["fix", "--apply", &path]).await;
    assert_eq!(fixed.code, 0, "{}", fixed.stderr);
    assert!(
        fixed.stdout.contains("applied the best patch"),
        "{}",
        fixed.stdout
    );
    assert!(
        !fixed.stdout.contains('\x1b'),
        "no colour when stdout is not a terminal"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(passes_all_tests(&text), "applied patch fails:\n{text}");
    // Now every test passes: nothing to fix is success too.
    let clean = run_cli(&["fix", &path]).await;
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    assert!(
        clean.stdout.contains("nothing to repair"),
        "{}",
        clean.stdout
    );

    // No tests: an input error.
    let lonely = dir.path().join("lonely");
    std::fs::create_dir_all(&lonely).unwrap();
    std::fs::write(lonely.join("x.c"), "int main(void) { return 0; }\n").unwrap();
    let no_tests = run_cli(&["fix", &lonely.join("x.c").display().to_string()]).await;
    assert_eq!(no_tests.code, 2, "{}", no_tests.stderr);

    // The tests want the input's square; no single edit, condition, precondition or message
    // respelling computes it, so no patch (exit 1).
    let square = dir.path().join("square");
    std::fs::create_dir_all(&square).unwrap();
    std::fs::write(
        square.join("square.c"),
        "#include <stdio.h>\nint main(void) {\n    int n;\n    if (scanf(\"%d\", &n) != 1) return 1;\n    printf(\"square %d\\n\", n);\n    return 0;\n}\n",
    )
    .unwrap();
    std::fs::write(
        square.join("repair.toml"),
        "[[test]]\nname = \"two\"\nstdin = \"2\\n\"\nstdout = \"square 4\\n\"\n\n[[test]]\nname = \"three\"\nstdin = \"3\\n\"\nstdout = \"square 9\\n\"\n",
    )
    .unwrap();
    let square_file = square.join("square.c").display().to_string();
    let unfixed = run_cli(&["fix", "--time-budget", "10", &square_file]).await;
    assert_eq!(unfixed.code, 1, "{}\n{}", unfixed.stdout, unfixed.stderr);
    assert!(unfixed.stdout.contains("no patch"), "{}", unfixed.stdout);
    // What was tried is said once, on stdout; stderr only names the file.
    let last = unfixed.stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("repair: no patch for ") && last.ends_with("square.c"),
        "{}",
        unfixed.stderr
    );
    assert!(
        !unfixed.stderr.contains("single edits"),
        "{}",
        unfixed.stderr
    );
}

#[tokio::test]
async fn cli_batch_repairs_every_program_with_tests_and_skips_the_rest() {
    let root = tempfile::tempdir().unwrap();
    let median = root.path().join("median");
    std::fs::create_dir_all(&median).unwrap();
    for name in ["median.c", "repair.toml"] {
        std::fs::copy(example_dir().join(name), median.join(name)).unwrap();
    }
    let clean = root.path().join("clean");
    std::fs::create_dir_all(&clean).unwrap();
    std::fs::write(
        clean.join("hello.c"),
        "#include <stdio.h>\nint main(void) { printf(\"hi\\n\"); return 0; }\n",
    )
    .unwrap();
    std::fs::write(
        clean.join("repair.toml"),
        "[[test]]\nname = \"hi\"\nstdout = \"hi\\n\"\n",
    )
    .unwrap();
    let untested = root.path().join("untested");
    std::fs::create_dir_all(&untested).unwrap();
    std::fs::write(untested.join("x.c"), "int main(void) { return 0; }\n").unwrap();

    let dir = root.path().display().to_string();
    let batch = run_cli(&["batch", "--json", &dir]).await;
    assert_eq!(batch.code, 0, "{}\n{}", batch.stdout, batch.stderr);
    let rows: Value = serde_json::from_str(&batch.stdout).expect("batch --json");
    let rows = rows.as_array().unwrap();
    let programs: Vec<&str> = rows
        .iter()
        .map(|r| r["program"].as_str().unwrap())
        .collect();
    assert_eq!(programs, ["clean/hello.c", "median/median.c"], "{rows:#?}");
    assert_eq!(rows[0]["alreadyPassing"], true);
    assert_eq!(rows[1]["patchFound"], true);
    assert_eq!(rows[1]["failingBefore"], 5);
    // `b < c` -> `b > c` is one token: the single-edit sweep finds it first.
    assert_eq!(rows[1]["engine"], "mutation");

    let table = run_cli(&["batch", &dir]).await;
    assert_eq!(table.code, 0, "{}", table.stderr);
    let header = table.stdout.lines().next().unwrap();
    for column in ["program", "failing", "patch", "engine", "time"] {
        assert!(header.contains(column), "{header}");
    }
    assert!(table
        .stdout
        .contains("2 programs: 1 fixed, 1 already passing, 0 not fixed"));
}
