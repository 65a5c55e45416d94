//! `repair debug FILE`: the interactive debug-localize-repair shell (WOLVERINE's commands).
//! Interactive with line editing, history and completion; `--script FILE` runs commands
//! non-interactively and prints the transcript. Embedded daemon or `--server` alike.

mod print;
mod shell;

use std::path::PathBuf;
use std::time::Duration;

use repair_cli::connection::{ClientError, Connection};
use repaird_protocol::debug::{
    DebugCommand, DebugCommandParams, DebugEnd, DebugEndParams, DebugReply, DebugStart,
    DebugStartParams,
};
use repaird_protocol::error_codes;

use crate::cli::{Args, Failure};

#[derive(Debug, clap::Args)]
pub struct DebugArgs {
    /// The C program.
    file: PathBuf,
    /// Run the commands in this file (one per line, `#` comments) and print the transcript.
    #[arg(long, value_name = "CMDS")]
    script: Option<PathBuf>,
    /// Write the heap picture after each command to this SVG file.
    #[arg(long, value_name = "OUT.svg")]
    svg: Option<PathBuf>,
    /// Breakpoints before the run (`LINE`, `FILE:LINE`, `FUNCTION`); repeatable.
    #[arg(long = "break", value_name = "LOC")]
    breakpoints: Vec<String>,
    /// A file the program reads as standard input.
    #[arg(long, value_name = "FILE")]
    stdin: Option<PathBuf>,
    /// Arguments of the program (after `--`).
    #[arg(last = true)]
    program_args: Vec<String>,
}

/// A repair can take a while; gdb steps are quick.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(600);

/// One open session and what the shell has shown of it.
pub(crate) struct Debugger<'c> {
    connection: &'c mut Connection,
    session: String,
    svg: Option<PathBuf>,
    json: bool,
    /// The program output already printed (a new run, `start` or `rerun`, starts over).
    shown_output: String,
    /// The last command the daemon failed (a refused repair, a gdb failure): the session
    /// went on, but the shell exits 3 in the end.
    failed: Option<String>,
}

impl Debugger<'_> {
    /// Runs one command line. Every error the daemon answers is printed and the session goes
    /// on (the daemon keeps it; after a gdb failure `start` runs the program again); only a
    /// lost connection is fatal.
    pub(crate) async fn command(&mut self, line: &str) -> Result<Option<DebugReply>, Failure> {
        let params = DebugCommandParams {
            session: self.session.clone(),
            command: line.to_string(),
            svg: self.svg.is_some(),
            work_done_token: None,
        };
        match self.connection.call::<DebugCommand>(&params).await {
            Ok(reply) => {
                self.show(&reply)?;
                Ok(Some(reply))
            }
            Err(e) => {
                // What the command said before it failed (the searches a refused repair
                // went through) comes before its error.
                let said = said_before_failing(&e);
                if !self.json {
                    for m in &said {
                        println!("{m}");
                    }
                }
                let message = match e {
                    ClientError::Rpc { code, message, .. } => {
                        if !is_usage(code) {
                            self.failed = Some(message.clone());
                        }
                        message
                    }
                    lost => return Err(failure(lost)),
                };
                if self.json {
                    crate::commands::print_json(&serde_json::json!({
                        "command": line,
                        "error": message,
                        "messages": said,
                    }));
                } else {
                    println!("error: {message}");
                }
                Ok(None)
            }
        }
    }

    fn show(&mut self, reply: &DebugReply) -> Result<(), Failure> {
        if let (Some(path), Some(svg)) = (&self.svg, &reply.svg) {
            std::fs::write(path, svg)
                .map_err(|e| Failure::Usage(format!("{}: {e}", path.display())))?;
        }
        if self.json {
            println!(
                "{}",
                serde_json::to_string(reply).expect("replies serialize")
            );
            return Ok(());
        }
        let fresh = reply
            .output
            .strip_prefix(self.shown_output.as_str())
            .unwrap_or(&reply.output);
        print!("{}", print::reply(reply, fresh));
        self.shown_output.clone_from(&reply.output);
        Ok(())
    }
}

pub async fn run(
    connection: &mut Connection,
    args: &Args,
    debug: &DebugArgs,
) -> Result<(), Failure> {
    if !debug.file.is_file() {
        return Err(Failure::Usage(format!(
            "{}: no such file",
            debug.file.display()
        )));
    }
    let path = std::path::absolute(&debug.file)
        .map_err(|e| Failure::Usage(format!("{}: {e}", debug.file.display())))?;
    let stdin = match &debug.stdin {
        Some(p) => Some(
            std::fs::read_to_string(p)
                .map_err(|e| Failure::Usage(format!("{}: {e}", p.display())))?,
        ),
        None => None,
    };
    connection.set_timeout(COMMAND_TIMEOUT);
    let start = DebugStartParams {
        path: Some(path.display().to_string()),
        uri: None,
        args: debug.program_args.clone(),
        stdin,
        breakpoints: debug.breakpoints.clone(),
        svg: debug.svg.is_some(),
    };
    let first = connection
        .call::<DebugStart>(&start)
        .await
        .map_err(failure)?;
    let mut debugger = Debugger {
        session: first.session.clone(),
        connection,
        svg: debug.svg.clone(),
        json: args.json,
        shown_output: String::new(),
        failed: None,
    };
    if !args.json {
        println!("(repair) start");
    }
    debugger.show(&first)?;
    let result = match &debug.script {
        Some(script) => run_script(&mut debugger, script).await,
        None => shell::interactive(&mut debugger, &first).await,
    };
    let session = debugger.session.clone();
    let ended = debugger
        .connection
        .call::<DebugEnd>(&DebugEndParams { session })
        .await;
    result?;
    ended.map_err(failure)?;
    match debugger.failed {
        Some(message) => Err(Failure::Daemon(format!("a command failed: {message}"))),
        None => Ok(()),
    }
}

async fn run_script(debugger: &mut Debugger<'_>, script: &std::path::Path) -> Result<(), Failure> {
    let text = std::fs::read_to_string(script)
        .map_err(|e| Failure::Usage(format!("{}: {e}", script.display())))?;
    for line in script_commands(&text) {
        if !debugger.json {
            println!("(repair) {line}");
        }
        debugger.command(line).await?;
    }
    Ok(())
}

/// The commands of a script: one per line, blank lines and `#` comments skipped; a leading
/// `start` is the session's own start and is skipped too.
fn script_commands(text: &str) -> Vec<&str> {
    let mut commands: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    if commands.first() == Some(&"start") {
        commands.remove(0);
    }
    commands
}

/// The `messages` a failed debug command gave before it failed (the error's `data`).
fn said_before_failing(error: &ClientError) -> Vec<String> {
    let ClientError::Rpc {
        data: Some(data), ..
    } = error
    else {
        return Vec::new();
    };
    data.get("messages")
        .and_then(|m| m.as_array())
        .map(|m| {
            m.iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// Command and input problems (bad command line, not applicable here, bad program) are
/// usage errors (exit 2 where they end the command); the rest are daemon failures (exit 3).
fn failure(error: ClientError) -> Failure {
    match error {
        ClientError::Rpc { code, message, .. } if is_usage(code) => Failure::Usage(message),
        other => Failure::Daemon(other.to_string()),
    }
}

fn is_usage(code: i64) -> bool {
    const INVALID_PARAMS: i64 = -32602;
    code == INVALID_PARAMS || code == i64::from(error_codes::INPUT_ERROR)
}

#[cfg(test)]
mod tests {
    use super::script_commands;

    #[test]
    fn scripts_skip_comments_blanks_and_the_first_start() {
        let text = "# session\nstart\n\nnext\n  # note\nchange n4->prev n3\nstart\n";
        assert_eq!(
            script_commands(text),
            vec!["next", "change n4->prev n3", "start"]
        );
    }
}
