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
            // A `next` over a recursive call can stop inside it, at a breakpoint on the
            // function: said, or it looks like a step.
            let why = match stop.reason.strip_prefix("breakpoint ") {
                Some(spec) => format!("  (breakpoint {spec})"),
                None => String::new(),
            };
            let _ = writeln!(
                out,
                "{} at {}:{line}{why}",
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

#[cfg(test)]
mod tests {
    use super::reply;

    fn stopped(reason: &str) -> String {
        let json = serde_json::json!({
            "session": "d-1", "picture": "", "output": "", "messages": [],
            "stop": { "file": "bst.c", "line": 11, "function": "insert", "reason": reason,
                      "sourceLine": "if (root == NULL) {" }
        });
        reply(&serde_json::from_value(json).unwrap(), "")
    }

    #[test]
    fn a_stop_at_a_breakpoint_names_it() {
        assert_eq!(
            stopped("breakpoint insert"),
            "insert at bst.c:11  (breakpoint insert)\n11\tif (root == NULL) {\n"
        );
        assert_eq!(
            stopped("step"),
            "insert at bst.c:11\n11\tif (root == NULL) {\n"
        );
    }
}
