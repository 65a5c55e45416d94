//! The human transcript of a reply: location and source line, the heap picture, new program
//! output, messages, suspicious statements and the patch.

use std::fmt::Write;

use repaird_protocol::debug::DebugReply;

pub fn reply(reply: &DebugReply, fresh_output: &str) -> String {
    let mut out = String::new();
    let stop = &reply.stop;
    if !fresh_output.is_empty() {
        for line in fresh_output.lines() {
            let _ = writeln!(out, "| {line}");
        }
    }
    for m in &reply.messages {
        let _ = writeln!(out, "{m}");
    }
    if !reply.suspicious.is_empty() {
        let _ = writeln!(out, "suspicious:");
        for s in &reply.suspicious {
            let _ = writeln!(out, "  {:>4}  {}", s.line, s.text);
        }
    }
    if let Some(patch) = &reply.patch {
        out.push_str(&patch.diff);
        if !patch.diff.ends_with('\n') {
            out.push('\n');
        }
    }
    match (stop.exit_code, stop.line) {
        (Some(code), _) => {
            let _ = writeln!(out, "[program exited with code {code}]");
        }
        (None, Some(line)) => {
            let _ = writeln!(
                out,
                "{} at {}:{line}",
                stop.function.as_deref().unwrap_or("??"),
                stop.file.as_deref().unwrap_or("??")
            );
            if let Some(source) = &stop.source_line {
                let _ = writeln!(out, "{line}\t{source}");
            }
        }
        (None, None) => {
            let _ = writeln!(out, "[{}]", stop.reason);
        }
    }
    if !reply.picture.is_empty() {
        for l in reply.picture.lines() {
            let _ = writeln!(out, "    {l}");
        }
    }
    out
}
