//! Where the program is: stop locations from `*stopped` records and `-stack-info-frame`.

use serde::{Deserialize, Serialize};

use crate::mi::MiTuple;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StopLocation {
    /// The source file as compiled (`l.c`); `None` without debug info (inside libc).
    pub file: Option<String>,
    /// The absolute path of the source file.
    pub fullname: Option<String>,
    pub line: Option<u32>,
    pub function: Option<String>,
    pub address: Option<u64>,
    pub reason: StopReason,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StopReason {
    BreakpointHit {
        number: Option<u32>,
    },
    EndSteppingRange,
    FunctionFinished {
        return_value: Option<String>,
    },
    LocationReached,
    /// The program ended with `exit(code)` or by returning from `main`.
    Exited {
        code: i32,
    },
    /// The program was killed by a signal.
    Signalled {
        signal: String,
    },
    /// The program received a signal and is stopped (SIGSEGV, SIGABRT from a failed assert, ..).
    SignalReceived {
        signal: String,
    },
    /// The program ran past its run budget (looping, or waiting) and was interrupted
    /// wherever it was.
    Interrupted,
    /// Not a stop of the program: a location query.
    Query,
    Other {
        reason: String,
    },
}

impl StopLocation {
    /// True when the program is gone (exited or killed).
    pub fn has_exited(&self) -> bool {
        matches!(
            self.reason,
            StopReason::Exited { .. } | StopReason::Signalled { .. }
        )
    }

    pub(crate) fn from_stopped(results: &MiTuple) -> StopLocation {
        let reason = results.get_str("reason").unwrap_or("");
        let reason = match reason {
            "breakpoint-hit" => StopReason::BreakpointHit {
                number: results.get_str("bkptno").and_then(|n| n.parse().ok()),
            },
            "end-stepping-range" => StopReason::EndSteppingRange,
            "function-finished" => StopReason::FunctionFinished {
                return_value: results.get_str("return-value").map(str::to_string),
            },
            "location-reached" => StopReason::LocationReached,
            "exited-normally" => StopReason::Exited { code: 0 },
            "exited" => StopReason::Exited {
                code: results
                    .get_str("exit-code")
                    .and_then(parse_exit_code)
                    .unwrap_or(-1),
            },
            "exited-signalled" => StopReason::Signalled {
                signal: results.get_str("signal-name").unwrap_or("?").to_string(),
            },
            "signal-received" => StopReason::SignalReceived {
                signal: results.get_str("signal-name").unwrap_or("?").to_string(),
            },
            other => StopReason::Other {
                reason: other.to_string(),
            },
        };
        let mut location = results
            .get_tuple("frame")
            .map(from_frame)
            .unwrap_or_else(|| from_frame(&MiTuple::default()));
        location.reason = reason;
        location
    }
}

/// gdb prints exit codes in octal (`exit-code="01"`).
fn parse_exit_code(text: &str) -> Option<i32> {
    i32::from_str_radix(text, 8).ok()
}

pub(crate) fn from_frame(frame: &MiTuple) -> StopLocation {
    StopLocation {
        file: frame.get_str("file").map(str::to_string),
        fullname: frame.get_str("fullname").map(str::to_string),
        line: frame.get_str("line").and_then(|l| l.parse().ok()),
        function: frame.get_str("func").map(str::to_string),
        address: frame
            .get_str("addr")
            .and_then(|a| u64::from_str_radix(a.trim_start_matches("0x"), 16).ok()),
        reason: StopReason::Query,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mi::{parse_line, Record};

    fn stopped(line: &str) -> StopLocation {
        match parse_line(line).unwrap() {
            Record::Async { results, .. } => StopLocation::from_stopped(&results),
            other => panic!("not an async record: {other:?}"),
        }
    }

    #[test]
    fn reads_stop_records() {
        let cases = [
            (
                r#"*stopped,reason="breakpoint-hit",disp="keep",bkptno="1",frame={addr="0x00005555555551df",func="main",args=[],file="l.c",fullname="/tmp/l.c",line="16"},thread-id="1""#,
                StopReason::BreakpointHit { number: Some(1) },
                Some(16),
            ),
            (
                r#"*stopped,reason="exited",exit-code="012""#,
                StopReason::Exited { code: 10 },
                None,
            ),
            (
                r#"*stopped,reason="exited-normally""#,
                StopReason::Exited { code: 0 },
                None,
            ),
            (
                r#"*stopped,reason="signal-received",signal-name="SIGSEGV",frame={addr="0x1",func="f",line="3"}"#,
                StopReason::SignalReceived {
                    signal: "SIGSEGV".into(),
                },
                Some(3),
            ),
            (
                r#"*stopped,reason="function-finished",frame={func="main",line="14"},gdb-result-var="$1",return-value="0x5555""#,
                StopReason::FunctionFinished {
                    return_value: Some("0x5555".into()),
                },
                Some(14),
            ),
        ];
        for (line, reason, at) in cases {
            let stop = stopped(line);
            assert_eq!(stop.reason, reason, "{line}");
            assert_eq!(stop.line, at, "{line}");
        }
        assert_eq!(
            stopped(r#"*stopped,reason="breakpoint-hit",frame={addr="0x10",func="main",file="l.c",line="16"}"#).address,
            Some(16)
        );
    }
}
