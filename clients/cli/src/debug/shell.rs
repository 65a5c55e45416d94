//! The interactive shell: rustyline on its own thread (it blocks), lines sent to the async
//! side; completion of command names and of the entities of the last heap shown.

use std::borrow::Cow;
use std::sync::{Arc, Mutex};

use repaird_protocol::debug::DebugReply;
use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};

use super::Debugger;
use crate::cli::Failure;

const COMMANDS: &[&str] = &[
    "start", "next", "step", "finish", "continue", "break", "enter", "leave", "change", "spec",
    "output", "repair", "rewrite", "resume", "concrete", "localize", "state", "rerun", "quit",
];

/// Entity names of the last graph: variables, nodes and `node->field`.
fn entities(reply: &DebugReply) -> Vec<String> {
    let Some(graph) = &reply.graph else {
        return Vec::new();
    };
    let mut out: Vec<String> = graph.variables.iter().map(|v| v.name.clone()).collect();
    for node in &graph.nodes {
        out.push(node.name.clone());
        for f in &node.fields {
            out.push(format!("{}->{}", node.name, f.name));
        }
    }
    out.push("NULL".into());
    out
}

struct Completion {
    entities: Arc<Mutex<Vec<String>>>,
}

impl Completer for Completion {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        let start = before
            .rfind(char::is_whitespace)
            .map(|i| i + 1)
            .unwrap_or(0);
        let word = &before[start..];
        let pool: Vec<String> = if start == 0 {
            COMMANDS.iter().map(|c| c.to_string()).collect()
        } else {
            self.entities.lock().map(|e| e.clone()).unwrap_or_default()
        };
        let pairs = pool
            .into_iter()
            .filter(|c| c.starts_with(word))
            .map(|c| Pair {
                display: c.clone(),
                replacement: c,
            })
            .collect();
        Ok((start, pairs))
    }
}

impl Hinter for Completion {
    type Hint = String;
}
impl Highlighter for Completion {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(&'s self, prompt: &'p str, _: bool) -> Cow<'b, str> {
        Cow::Borrowed(prompt)
    }
}
impl Validator for Completion {}
impl Helper for Completion {}

enum Input {
    Line(String),
    End,
}

pub(super) async fn interactive(
    debugger: &mut Debugger<'_>,
    first: &DebugReply,
) -> Result<(), Failure> {
    let known = Arc::new(Mutex::new(entities(first)));
    let (to_shell, from_async) = std::sync::mpsc::channel::<()>();
    let (to_async, mut lines) = tokio::sync::mpsc::unbounded_channel::<Input>();
    let helper = Completion {
        entities: known.clone(),
    };
    // The editor blocks on the terminal: it reads one line each time the async side is ready.
    let reader = std::thread::spawn(move || {
        let mut editor = match Editor::new() {
            Ok(e) => e,
            Err(_) => {
                let _ = to_async.send(Input::End);
                return;
            }
        };
        editor.set_helper(Some(helper));
        let history = std::env::var_os("HOME")
            .map(|h| std::path::PathBuf::from(h).join(".repair_debug_history"));
        if let Some(h) = &history {
            let _ = editor.load_history(h);
        }
        while from_async.recv().is_ok() {
            match editor.readline("(repair) ") {
                Ok(line) => {
                    let _ = editor.add_history_entry(line.as_str());
                    if to_async.send(Input::Line(line)).is_err() {
                        break;
                    }
                }
                Err(ReadlineError::Interrupted) => {
                    let _ = to_async.send(Input::Line(String::new()));
                }
                Err(_) => {
                    let _ = to_async.send(Input::End);
                    break;
                }
            }
        }
        if let Some(h) = &history {
            let _ = editor.save_history(h);
        }
    });
    let mut outcome = Ok(());
    loop {
        if to_shell.send(()).is_err() {
            break;
        }
        let line = match lines.recv().await {
            Some(Input::Line(line)) => line,
            Some(Input::End) | None => break,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line == "quit" || line == "exit" {
            break;
        }
        match debugger.command(line).await {
            Ok(Some(reply)) => {
                if let Ok(mut k) = known.lock() {
                    *k = entities(&reply);
                }
            }
            Ok(None) => {}
            Err(e) => {
                outcome = Err(e);
                break;
            }
        }
    }
    drop(to_shell);
    let _ = reader.join();
    outcome
}
