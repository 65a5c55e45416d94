//! The foundation end to end: the real `repaird` over stdio and TCP, and the real `repair` CLI.

use std::time::Duration;

use repair_cli::connection::Connection;
use repaird_e2e::{
    error_code, initialize_params, messages_until_closed, repair, spawn_stdio, TcpDaemon,
};
use serde_json::{json, Value};

const URI: &str = "file:///tmp/foundation/prog.c";

async fn initialize(connection: &mut Connection, encodings: &[&str]) -> Value {
    let result = connection
        .request_value("initialize", initialize_params(encodings, None))
        .await
        .expect("initialize");
    connection.notify("initialized", json!({})).await.unwrap();
    result
}

async fn open(connection: &mut Connection, text: &str) {
    let item = json!({ "uri": URI, "languageId": "c", "version": 1, "text": text });
    connection
        .notify("textDocument/didOpen", json!({ "textDocument": item }))
        .await
        .unwrap();
}

async fn change(connection: &mut Connection, version: i32, range: [u32; 4], text: &str) {
    let [sl, sc, el, ec] = range;
    let params = json!({
        "textDocument": { "uri": URI, "version": version },
        "contentChanges": [{ "range": { "start": { "line": sl, "character": sc }, "end": { "line": el, "character": ec } }, "text": text }],
    });
    connection
        .notify("textDocument/didChange", params)
        .await
        .unwrap();
}

async fn document_text(connection: &mut Connection) -> (String, i64) {
    let answer = connection
        .request_value("repair/documentText", json!({ "uri": URI }))
        .await
        .expect("documentText");
    (
        answer["text"].as_str().unwrap().to_string(),
        answer["version"].as_i64().unwrap(),
    )
}

/// Sends 200 incremental edits without waiting (line appends, inserts at a UTF-16 column
/// after a surrogate pair, prefix replacements) and checks the daemon's text against a model.
async fn rapid_changes_apply_in_order(connection: &mut Connection) {
    open(connection, "").await;
    let mut lines: Vec<String> = Vec::new();
    for i in 0..200u32 {
        let version = i as i32 + 2;
        let last = lines.len().saturating_sub(1) as u32;
        match i % 4 {
            1 => {
                let line = lines.last_mut().unwrap();
                // Before the second emoji: its UTF-16 column differs from its char and byte columns.
                let before = line[..line.rfind('\u{1F600}').unwrap()].to_string();
                let column = before.encode_utf16().count() as u32;
                line.insert(before.len(), 'x');
                change(connection, version, [last, column, last, column], "x").await;
            }
            3 => {
                lines.last_mut().unwrap().replace_range(0..4, "LINE");
                change(connection, version, [last, 0, last, 4], "LINE").await;
            }
            _ => {
                let n = lines.len() as u32;
                let text = format!("line {i} \u{1F600}\u{fc}\u{1F600}");
                change(connection, version, [n, 0, n, 0], &format!("{text}\n")).await;
                lines.push(text);
            }
        }
    }
    let expected: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let (text, version) = document_text(connection).await;
    assert_eq!(version, 201);
    assert_eq!(text, expected);
}

#[tokio::test]
async fn stdio_handshake_advertises_capabilities_and_exits_cleanly() {
    let mut daemon = spawn_stdio(&[]);
    let (code, _) = error_code(daemon.request_value("repair/ping", json!({})).await);
    assert_eq!(code, -32002, "requests before initialize are refused");

    let result = initialize(&mut daemon, &["utf-16"]).await;
    let capabilities = &result["capabilities"];
    assert_eq!(capabilities["positionEncoding"], "utf-16");
    assert_eq!(
        capabilities["textDocumentSync"]["change"], 2,
        "incremental sync"
    );
    assert_eq!(capabilities["textDocumentSync"]["openClose"], true);
    assert_eq!(
        capabilities["codeActionProvider"]["codeActionKinds"],
        json!(["quickfix"])
    );
    assert_eq!(capabilities["codeActionProvider"]["resolveProvider"], true);
    let commands = capabilities["executeCommandProvider"]["commands"]
        .as_array()
        .unwrap();
    assert!(
        !commands.is_empty()
            && commands
                .iter()
                .all(|c| c.as_str().unwrap().starts_with("repair."))
    );
    let methods = capabilities["experimental"]["repair"]["methods"]
        .as_array()
        .unwrap();
    for method in ["repair/ping", "repair/status", "repair/documentText"] {
        assert!(methods.contains(&json!(method)), "{method} advertised");
    }
    assert!(capabilities["experimental"]["repair"]["version"].is_string());

    let status = daemon
        .request_value(
            "workspace/executeCommand",
            json!({ "command": "repair.status" }),
        )
        .await
        .unwrap();
    assert_eq!(status["transport"], "stdio");
    daemon
        .finish()
        .await
        .expect("shutdown + exit ends the daemon with code 0");
}

#[tokio::test]
async fn stdio_applies_200_rapid_changes_in_order() {
    let mut daemon = spawn_stdio(&[]);
    initialize(&mut daemon, &["utf-16"]).await;
    rapid_changes_apply_in_order(&mut daemon).await;
    let status = daemon
        .request_value("repair/status", json!({}))
        .await
        .unwrap();
    assert_eq!(
        status["documents"],
        json!([{ "uri": URI, "version": 201, "languageId": "c" }])
    );
    daemon
        .notify(
            "textDocument/didClose",
            json!({ "textDocument": { "uri": URI } }),
        )
        .await
        .unwrap();
    let (code, _) = error_code(
        daemon
            .request_value("repair/documentText", json!({ "uri": URI }))
            .await,
    );
    assert_eq!(code, -32004, "closed document is gone");
    daemon.finish().await.unwrap();
}

#[tokio::test]
async fn utf8_positions_when_the_client_offers_them() {
    let mut daemon = spawn_stdio(&[]);
    let result = initialize(&mut daemon, &["utf-8", "utf-16"]).await;
    assert_eq!(result["capabilities"]["positionEncoding"], "utf-8");
    open(&mut daemon, "\u{e9}\u{1F600}\n").await;
    // Byte column 2 is between é (2 bytes) and the emoji.
    change(&mut daemon, 2, [0, 2, 0, 2], "x").await;
    assert_eq!(document_text(&mut daemon).await.0, "\u{e9}x\u{1F600}\n");
    daemon.finish().await.unwrap();
}

#[tokio::test]
async fn unknown_request_is_method_not_found_and_unknown_notification_is_ignored() {
    let mut daemon = spawn_stdio(&[]);
    initialize(&mut daemon, &[]).await;
    daemon
        .notify("custom/unknownNotification", json!({}))
        .await
        .unwrap();
    let (code, message) = error_code(daemon.request_value("repair/noSuchThing", json!({})).await);
    assert_eq!(code, -32601);
    assert!(message.contains("repair/noSuchThing"), "{message}");
    let (code, _) = error_code(
        daemon
            .request_value("repair/documentText", json!({ "uri": 5 }))
            .await,
    );
    assert_eq!(code, -32602, "bad params are InvalidParams");
    assert!(
        daemon.request_value("repair/ping", json!({})).await.is_ok(),
        "still serving"
    );
    daemon.finish().await.unwrap();
}

#[tokio::test]
async fn live_config_change_applies_and_bad_values_keep_the_old_config() {
    let mut daemon = spawn_stdio(&[]);
    initialize(&mut daemon, &[]).await;
    let settings = json!({ "settings": { "repaird": { "solver": { "backend": "cvc5", "call_timeout_ms": 2500 } } } });
    daemon
        .notify("workspace/didChangeConfiguration", settings)
        .await
        .unwrap();
    let status = daemon
        .request_value("repair/status", json!({}))
        .await
        .unwrap();
    assert_eq!(status["config"]["solverBackend"], "cvc5");
    assert_eq!(status["config"]["solverCallTimeoutMs"], 2500);

    let bad =
        json!({ "settings": { "repaird": { "solver": { "pool_size": 0, "backend": "yices" } } } });
    daemon
        .notify("workspace/didChangeConfiguration", bad)
        .await
        .unwrap();
    let status = daemon
        .request_value("repair/status", json!({}))
        .await
        .unwrap();
    assert_eq!(status["config"]["solverBackend"], "cvc5", "old config kept");
    let shown: Vec<Value> = daemon.take_notifications();
    let error = shown
        .iter()
        .find(|n| n["method"] == "window/showMessage" && n["params"]["type"] == 1)
        .unwrap_or_else(|| panic!("an error was shown: {shown:?}"));
    assert!(
        error["params"]["message"]
            .as_str()
            .unwrap()
            .contains("solver.pool_size"),
        "{error}"
    );
    daemon.finish().await.unwrap();
}

#[tokio::test]
async fn tcp_clients_are_served_concurrently_each_with_its_own_documents() {
    let server = TcpDaemon::start(&TcpDaemon::config("")).await;
    let mut first = server.connect().await;
    let mut second = server.connect().await;
    let (a, b) = tokio::join!(rapid_changes_apply_in_order(&mut first), async {
        open(&mut second, "int main(void) { return 0; }\n").await;
        document_text(&mut second).await
    });
    let ((), (text, version)) = (a, b);
    assert_eq!(
        (text.as_str(), version),
        ("int main(void) { return 0; }\n", 1)
    );
    let status = second
        .request_value("repair/status", json!({}))
        .await
        .unwrap();
    assert_eq!(status["transport"], "tcp");
    assert_eq!(status["connections"]["active"], 2);
    assert_eq!(
        status["documents"].as_array().unwrap().len(),
        1,
        "documents are per connection"
    );
    first.finish().await.unwrap();
    second.finish().await.unwrap();
}

#[tokio::test]
async fn tcp_refuses_missing_and_wrong_tokens_and_early_messages() {
    let server = TcpDaemon::start(&TcpDaemon::config("")).await;
    let cases = [
        (
            "wrong token",
            json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize_params(&[], Some(json!({ "token": "nope" }))) }),
            "invalid token",
        ),
        (
            "missing token",
            json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize_params(&[], None) }),
            "authentication required",
        ),
        (
            "request before initialize",
            json!({ "jsonrpc": "2.0", "id": 1, "method": "repair/status" }),
            "authentication required",
        ),
        (
            "notification before initialize",
            json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }),
            "authentication required",
        ),
    ];
    for (name, message, expected) in cases {
        let mut client = server.connect_raw().await;
        client.send(&message).await.unwrap();
        let answers = messages_until_closed(&mut client).await;
        assert_eq!(
            answers.len(),
            1,
            "{name}: one answer then close: {answers:?}"
        );
        assert_eq!(answers[0]["error"]["code"], -32001, "{name}");
        let text = answers[0]["error"]["message"].as_str().unwrap();
        assert!(text.contains(expected), "{name}: {text}");
    }
    let mut good = server.connect().await;
    assert!(good.request_value("repair/ping", json!({})).await.is_ok());
}

#[tokio::test]
async fn tcp_bad_frames_are_answered_without_disturbing_other_clients() {
    let server = TcpDaemon::start(&TcpDaemon::config("[limits]\nmax_frame_bytes = 4096\n")).await;
    let mut bystander = server.connect().await;
    let mut client = server.connect().await;

    // Malformed JSON and a malformed message: answered, connection stays.
    client.send_raw(b"{this is not json").await.unwrap();
    let answer = client.next_message().await.unwrap();
    assert_eq!(
        (answer["id"].clone(), answer["error"]["code"].clone()),
        (Value::Null, json!(-32700))
    );
    client
        .send_raw(br#"{"jsonrpc":"2.0","id":1.5,"method":"repair/ping"}"#)
        .await
        .unwrap();
    assert_eq!(
        client.next_message().await.unwrap()["error"]["code"],
        -32600
    );
    assert!(
        client.request_value("repair/ping", json!({})).await.is_ok(),
        "still serving after bad JSON"
    );

    // An oversized frame: answered, then the connection is closed unread.
    client
        .send_bytes(b"Content-Length: 100000\r\n\r\n")
        .await
        .unwrap();
    let answers = messages_until_closed(&mut client).await;
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert_eq!(answers[0]["error"]["code"], -32005);
    assert!(answers[0]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("max_frame_bytes"));

    // Garbage headers close only that connection.
    let mut garbage = server.connect().await;
    garbage
        .send_bytes(b"Hello: there\r\nno-colon-line\r\n\r\n")
        .await
        .unwrap();
    messages_until_closed(&mut garbage).await;

    let ping = bystander
        .request_value("repair/ping", json!({ "nonce": 7 }))
        .await
        .unwrap();
    assert_eq!(ping["nonce"], 7);
    open(&mut bystander, "int x;\n").await;
    assert_eq!(document_text(&mut bystander).await.0, "int x;\n");
    bystander.finish().await.unwrap();
}

#[tokio::test]
async fn connection_cap_refuses_the_extra_client() {
    let server = TcpDaemon::start(&TcpDaemon::config("max_connections = 1\n")).await;
    let mut first = server.connect().await;
    let mut extra = server.connect_raw().await;
    let answers = messages_until_closed(&mut extra).await;
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert!(answers[0]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("too many connections"));
    assert!(first.request_value("repair/ping", json!({})).await.is_ok());
}

struct CliRun {
    code: i32,
    stdout: String,
    stderr: String,
}

async fn run_cli(args: &[&str], token_env: Option<&str>) -> CliRun {
    let mut command = tokio::process::Command::new(repair());
    command
        .args(args)
        .env_remove("REPAIRD_TOKEN")
        .kill_on_drop(true);
    if let Some(token) = token_env {
        command.env("REPAIRD_TOKEN", token);
    }
    let output = tokio::time::timeout(Duration::from_secs(60), command.output())
        .await
        .expect("repair finishes in time")
        .expect("run repair");
    CliRun {
        code: output.status.code().expect("exit code"),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

#[tokio::test]
async fn cli_ping_and_status_embedded_and_remote() {
    // Embedded daemon (found next to `repair`).
    let ping = run_cli(&["ping"], None).await;
    assert_eq!(ping.code, 0, "{}", ping.stderr);
    assert!(
        ping.stdout.starts_with("pong from repaird ") && ping.stdout.contains(" ms"),
        "{}",
        ping.stdout
    );
    let status = run_cli(&["status", "--json"], None).await;
    assert_eq!(status.code, 0, "{}", status.stderr);
    let embedded: Value = serde_json::from_str(&status.stdout).expect("status --json is JSON");
    assert_eq!(embedded["transport"], "stdio");
    assert_eq!(embedded["config"]["solverBackend"], "z3");

    // Remote daemon, token by flag and by environment.
    let server = TcpDaemon::start(&TcpDaemon::config("[solver]\nbackend = \"yices\"\n")).await;
    let ping = run_cli(
        &[
            "--server",
            &server.address,
            "--token",
            &server.token,
            "--json",
            "ping",
        ],
        None,
    )
    .await;
    assert_eq!(ping.code, 0, "{}", ping.stderr);
    let answer: Value = serde_json::from_str(&ping.stdout).unwrap();
    assert!(answer["latencyMs"].as_f64().unwrap() >= 0.0);
    let status = run_cli(
        &["--server", &server.address, "status", "--json"],
        Some(&server.token),
    )
    .await;
    assert_eq!(status.code, 0, "{}", status.stderr);
    let remote: Value = serde_json::from_str(&status.stdout).unwrap();
    assert_eq!(remote["transport"], "tcp");
    assert_eq!(remote["config"]["solverBackend"], "yices");
    let human = run_cli(
        &["--server", &server.address, "status"],
        Some(&server.token),
    )
    .await;
    assert!(
        human.stdout.contains("solver:      yices"),
        "{}",
        human.stdout
    );

    // Failures: wrong token is a daemon failure (3), missing token a usage error (2).
    let wrong = run_cli(
        &["--server", &server.address, "--token", "bad", "ping"],
        None,
    )
    .await;
    assert_eq!(wrong.code, 3, "{}", wrong.stderr);
    assert!(wrong.stderr.contains("invalid token"), "{}", wrong.stderr);
    let missing = run_cli(&["--server", &server.address, "ping"], None).await;
    assert_eq!(missing.code, 2, "{}", missing.stderr);
    let usage = run_cli(&["no-such-command"], None).await;
    assert_eq!(usage.code, 2);
}

async fn doctor(config_text: Option<&str>) -> CliRun {
    let dir = tempfile::tempdir().unwrap();
    let mut command = tokio::process::Command::new(repaird_e2e::repaird());
    command.arg("doctor").kill_on_drop(true);
    if let Some(text) = config_text {
        let path = dir.path().join("repaird.toml");
        std::fs::write(&path, text).unwrap();
        command.arg("--config").arg(path);
    }
    let output = tokio::time::timeout(Duration::from_secs(120), command.output())
        .await
        .unwrap()
        .unwrap();
    CliRun {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

#[tokio::test]
async fn doctor_checks_every_tool_and_fails_on_a_missing_one() {
    let default = doctor(None).await;
    assert_eq!(default.code, 0, "{}{}", default.stdout, default.stderr);
    for tool in ["gcc", "gdb", "z3"] {
        let line = default
            .stdout
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(tool));
        assert!(
            line.is_some_and(|l| l.starts_with("ok")),
            "{tool}: {}",
            default.stdout
        );
    }

    let portfolio = doctor(Some(
        "[solver]\nbackend = \"portfolio\"\nportfolio = [\"z3\", \"cvc5\", \"yices\"]\n",
    ))
    .await;
    assert_eq!(
        portfolio.code, 0,
        "{}{}",
        portfolio.stdout, portfolio.stderr
    );
    assert_eq!(
        portfolio
            .stdout
            .lines()
            .filter(|l| l.starts_with("ok"))
            .count(),
        5,
        "{}",
        portfolio.stdout
    );

    let broken = doctor(Some("[build]\ncompiler = \"no-such-cc\"\n")).await;
    assert_eq!(broken.code, 1, "{}", broken.stdout);
    assert!(
        broken
            .stdout
            .lines()
            .any(|l| l.starts_with("FAIL no-such-cc")),
        "{}",
        broken.stdout
    );
}

#[tokio::test]
async fn bad_config_file_is_refused_with_key_and_line() {
    let run = doctor(Some("[solver]\n\nbackend = \"minisat\"\n")).await;
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains(":3: key `solver.backend`"),
        "{}",
        run.stderr
    );
}
