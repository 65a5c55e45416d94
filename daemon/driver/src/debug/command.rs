//! The command language of the debug shell (WOLVERINE's Table 1 plus `finish`, `break`,
//! `continue`, `resume`, `concrete`, `state`, `rerun`). A closed enum: anything else is a typed
//! error.

use std::fmt;
use std::path::PathBuf;

use super::error::DebugError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Start,
    Next,
    Step,
    Finish,
    Continue,
    /// `break LINE`, `break FILE:LINE` or `break FUNCTION`.
    Break(String),
    /// `delete LOC`: removes the breakpoint `break LOC` set.
    Delete(String),
    /// Force the loop condition at the current loop head true.
    Enter,
    /// Force it false.
    Leave,
    /// `change ENTITY VALUE`: `current n3`, `n4->prev n3`, `x 5`, `p NULL`; `n2 freed`
    /// frees a node, `victim _` leaves the entity out of the states asserted here.
    Change {
        entity: String,
        value: String,
    },
    Spec,
    /// `output V ..`: the output statement (`printf`) on the current line, which runs next,
    /// prints these integer arguments in order (`_`: any value, e.g. a string argument).
    Output(Vec<Option<i64>>),
    Repair,
    Rewrite,
    Resume(u32),
    /// Specification refinement: statements on these lines are concrete (locked).
    Concrete(Vec<u32>),
    /// `localize on|off`: whether `repair` narrows its search by gradient localization
    /// (off: every statement of the function is a repair candidate).
    Localize(bool),
    State,
    /// `rerun [ARG ..] [< FILE | <<< TEXT]`: another run of the program with these arguments
    /// (and standard input), keeping what was asserted in the runs before: `repair` then
    /// meets every run's asserted states at once.
    Rerun {
        args: Vec<String>,
        /// `None`: the standard input of the run before.
        stdin: Option<RunStdin>,
    },
}

/// Where a rerun's standard input comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunStdin {
    /// `< FILE`
    File(PathBuf),
    /// `<<< TEXT`: the rest of the line, `\n`, `\t` and `\\` decoded, ending in a newline
    /// (as a shell here-string does).
    Text(String),
}

/// Command names, for help and completion.
pub const COMMAND_NAMES: &[&str] = &[
    "start", "next", "step", "finish", "continue", "break", "delete", "enter", "leave", "change",
    "spec", "output", "repair", "rewrite", "resume", "concrete", "localize", "state", "rerun",
];

impl Command {
    pub fn parse(line: &str) -> Result<Command, DebugError> {
        let line = line.trim();
        let (name, rest) = match line.split_once(char::is_whitespace) {
            Some((n, r)) => (n, r.trim()),
            None => (line, ""),
        };
        let no_args = |c: Command| {
            if rest.is_empty() {
                Ok(c)
            } else {
                Err(DebugError::BadCommand(format!(
                    "`{name}` takes no arguments"
                )))
            }
        };
        match name {
            "start" | "run" => no_args(Command::Start),
            "next" | "n" => no_args(Command::Next),
            "step" | "s" => no_args(Command::Step),
            "finish" => no_args(Command::Finish),
            "continue" | "c" => no_args(Command::Continue),
            "enter" => no_args(Command::Enter),
            "leave" => no_args(Command::Leave),
            "spec" => no_args(Command::Spec),
            "repair" => no_args(Command::Repair),
            "rewrite" => no_args(Command::Rewrite),
            "state" => no_args(Command::State),
            "break" | "b" => {
                one_location(rest, "break LINE | FILE:LINE | FUNCTION").map(Command::Break)
            }
            "delete" | "d" => {
                one_location(rest, "delete LOC (as `break` set it)").map(Command::Delete)
            }
            "change" => parse_change(rest),
            "resume" => rest
                .parse()
                .map(Command::Resume)
                .map_err(|_| DebugError::BadCommand("usage: resume CHECKPOINT (a number)".into())),
            "concrete" => {
                let lines: Result<Vec<u32>, _> = rest
                    .split(|c: char| c == ',' || c.is_whitespace())
                    .filter(|s| !s.is_empty())
                    .map(str::parse)
                    .collect();
                match lines {
                    Ok(lines) if !lines.is_empty() => Ok(Command::Concrete(lines)),
                    _ => Err(DebugError::BadCommand(
                        "usage: concrete LINE [LINE ..] (line numbers)".into(),
                    )),
                }
            }
            "localize" => match rest {
                "on" => Ok(Command::Localize(true)),
                "off" => Ok(Command::Localize(false)),
                _ => Err(DebugError::BadCommand("usage: localize on | off".into())),
            },
            "output" => parse_output(rest),
            "rerun" => parse_rerun(rest),
            "" => Err(DebugError::BadCommand("empty command".into())),
            other => Err(DebugError::BadCommand(format!(
                "unknown command `{other}` (commands: {})",
                COMMAND_NAMES.join(", ")
            ))),
        }
    }
}

/// `output 3 -1 _`
fn parse_output(rest: &str) -> Result<Command, DebugError> {
    let values: Option<Vec<Option<i64>>> = rest
        .split_whitespace()
        .map(|v| match v {
            "_" => Some(None),
            v => v.parse().ok().map(Some),
        })
        .collect();
    match values {
        Some(values) if !values.is_empty() => Ok(Command::Output(values)),
        _ => Err(DebugError::BadCommand(
            "usage: output VALUE .. (integers the printf on this line prints, `_` for any)".into(),
        )),
    }
}

const RERUN_USAGE: &str = "usage: rerun [ARG ..] [< FILE | <<< TEXT]";

/// `rerun 3 "a b" < in.txt`, `rerun 5 <<< 1 2\n3`: arguments split as a POSIX shell would.
fn parse_rerun(rest: &str) -> Result<Command, DebugError> {
    let usage = |why: &str| DebugError::BadCommand(format!("{RERUN_USAGE} ({why})"));
    if let Some((args, text)) = rest.split_once("<<<") {
        let args = shlex::split(args).ok_or_else(|| usage("unbalanced quotes"))?;
        let text = text.strip_prefix(' ').unwrap_or(text);
        let mut text = repaird_engine::interp::format::unescape(text);
        if !text.ends_with('\n') {
            text.push('\n');
        }
        return Ok(Command::Rerun {
            args,
            stdin: Some(RunStdin::Text(text)),
        });
    }
    let mut args = shlex::split(rest).ok_or_else(|| usage("unbalanced quotes"))?;
    let stdin = match args.iter().position(|a| a == "<") {
        Some(at) if at + 2 == args.len() => {
            let file = args.pop().expect("two past the arguments");
            args.pop();
            Some(RunStdin::File(PathBuf::from(file)))
        }
        Some(_) => return Err(usage("`<` takes one file, last")),
        None => None,
    };
    Ok(Command::Rerun { args, stdin })
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\t', "\\t")
}

/// `change n4 -> prev n3` and `change n4->prev n3` are the same; so is `change current -> n3`
/// (the paper's spelling of `change current n3`).
fn parse_change(rest: &str) -> Result<Command, DebugError> {
    let usage = || DebugError::BadCommand("usage: change ENTITY VALUE (change n4->prev n3)".into());
    let compact = rest.replace(" ->", "->").replace("-> ", "->");
    let (entity, value) = match compact.rsplit_once(char::is_whitespace) {
        Some((e, v)) => (e.trim(), v.trim()),
        None => ("", compact.trim()),
    };
    // `current->n3`: an arrow straight to a node name or NULL is an assignment, not a field.
    if entity.is_empty() {
        if let Some((e, v)) = value.split_once("->") {
            if is_value(v) && !e.is_empty() {
                return Ok(Command::Change {
                    entity: e.to_string(),
                    value: v.to_string(),
                });
            }
        }
        return Err(usage());
    }
    let entity = entity.trim_end_matches("->").trim();
    if entity.is_empty() || value.is_empty() {
        return Err(usage());
    }
    Ok(Command::Change {
        entity: entity.to_string(),
        value: value.to_string(),
    })
}

fn is_value(text: &str) -> bool {
    text.eq_ignore_ascii_case("null")
        || text.parse::<i64>().is_ok()
        || (text.len() > 1
            && text.starts_with('n')
            && text[1..].bytes().all(|b| b.is_ascii_digit()))
}

/// The one location `break` and `delete` take.
fn one_location(rest: &str, usage: &str) -> Result<String, DebugError> {
    if rest.is_empty() || rest.contains(char::is_whitespace) {
        Err(DebugError::BadCommand(format!("usage: {usage}")))
    } else {
        Ok(rest.to_string())
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Start => f.write_str("start"),
            Command::Next => f.write_str("next"),
            Command::Step => f.write_str("step"),
            Command::Finish => f.write_str("finish"),
            Command::Continue => f.write_str("continue"),
            Command::Break(l) => write!(f, "break {l}"),
            Command::Delete(l) => write!(f, "delete {l}"),
            Command::Enter => f.write_str("enter"),
            Command::Leave => f.write_str("leave"),
            Command::Change { entity, value } => write!(f, "change {entity} {value}"),
            Command::Spec => f.write_str("spec"),
            Command::Output(values) => {
                f.write_str("output")?;
                for v in values {
                    match v {
                        Some(v) => write!(f, " {v}")?,
                        None => f.write_str(" _")?,
                    }
                }
                Ok(())
            }
            Command::Repair => f.write_str("repair"),
            Command::Rewrite => f.write_str("rewrite"),
            Command::Resume(n) => write!(f, "resume {n}"),
            Command::Concrete(lines) => {
                let lines: Vec<String> = lines.iter().map(u32::to_string).collect();
                write!(f, "concrete {}", lines.join(" "))
            }
            Command::Localize(on) => write!(f, "localize {}", if *on { "on" } else { "off" }),
            Command::State => f.write_str("state"),
            Command::Rerun { args, stdin } => {
                f.write_str("rerun")?;
                if !args.is_empty() {
                    write!(
                        f,
                        " {}",
                        shlex::try_join(args.iter().map(String::as_str)).map_err(|_| fmt::Error)?
                    )?;
                }
                match stdin {
                    None => Ok(()),
                    Some(RunStdin::File(path)) => {
                        let path = path.to_string_lossy();
                        write!(f, " < {}", shlex::try_quote(&path).map_err(|_| fmt::Error)?)
                    }
                    Some(RunStdin::Text(text)) => {
                        write!(
                            f,
                            " <<< {}",
                            escape(text.strip_suffix('\n').unwrap_or(text))
                        )
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(e: &str, v: &str) -> Command {
        Command::Change {
            entity: e.into(),
            value: v.into(),
        }
    }

    #[test]
    fn parses_the_paper_spellings() {
        for (line, want) in [
            ("next", Command::Next),
            ("  enter ", Command::Enter),
            ("change current n3", change("current", "n3")),
            ("change n4 -> prev n3", change("n4->prev", "n3")),
            ("change n4->prev n3", change("n4->prev", "n3")),
            ("change current -> n3", change("current", "n3")),
            ("change head NULL", change("head", "NULL")),
            ("change x -5", change("x", "-5")),
            ("resume 2", Command::Resume(2)),
            ("concrete 5, 9", Command::Concrete(vec![5, 9])),
            ("break reverse", Command::Break("reverse".into())),
            ("break l.c:30", Command::Break("l.c:30".into())),
            ("delete 30", Command::Delete("30".into())),
            ("localize off", Command::Localize(false)),
            ("localize on", Command::Localize(true)),
            (
                "output 3 _ -1",
                Command::Output(vec![Some(3), None, Some(-1)]),
            ),
            (
                "rerun 3 'a b'",
                Command::Rerun {
                    args: vec!["3".into(), "a b".into()],
                    stdin: None,
                },
            ),
            (
                "rerun",
                Command::Rerun {
                    args: vec![],
                    stdin: None,
                },
            ),
            (
                "rerun -v < in.txt",
                Command::Rerun {
                    args: vec!["-v".into()],
                    stdin: Some(RunStdin::File("in.txt".into())),
                },
            ),
            (
                "rerun 7 <<< 1 2\\n3",
                Command::Rerun {
                    args: vec!["7".into()],
                    stdin: Some(RunStdin::Text("1 2\n3\n".into())),
                },
            ),
        ] {
            assert_eq!(Command::parse(line).unwrap(), want, "{line}");
        }
    }

    #[test]
    fn reruns_print_as_they_parse() {
        for line in [
            "rerun",
            "rerun 3 'a b'",
            "rerun < 'my input.txt'",
            "rerun 1 <<< 4 5\\n6\\t\\\\",
        ] {
            let command = Command::parse(line).unwrap();
            assert_eq!(
                Command::parse(&command.to_string()).unwrap(),
                command,
                "{line}"
            );
        }
    }

    #[test]
    fn bad_commands_are_typed_errors() {
        for line in [
            "",
            "fly",
            "next 3",
            "resume x",
            "change",
            "change x",
            "concrete a",
            "break",
            "delete",
            "delete 3 4",
            "localize",
            "localize maybe",
            "rerun 'open",
            "rerun < a b",
            "rerun <",
        ] {
            assert!(
                matches!(Command::parse(line), Err(DebugError::BadCommand(_))),
                "{line:?}"
            );
        }
    }
}
