//! The source line a test faulted on (a segfault, a bus error, a division by zero): gcov
//! derives some counts from flow conservation, which a fault in the middle of a basic block
//! breaks, so the faulting block reads as never run. The flush helper (`gcov_flush.c`) writes
//! the faulting instruction's address; `addr2line` maps it back to a line.

use std::path::Path;
use std::time::Duration;

use crate::sandbox::process::{self, Env, ProcessSpec};

/// The variable naming the file the helper writes `PC LOAD_ADDRESS` (hex) into.
pub(super) const FAULT_FILE_VAR: &str = "REPAIRD_FAULT_PC";
const ADDR2LINE_TIMEOUT: Duration = Duration::from_secs(10);

/// The line of `source` the test faulted on, if it faulted in `source`'s code (a fault inside
/// the C library names no line of the program).
pub(super) fn fault_line(fault_file: &Path, executable: &Path, source: &Path) -> Option<u32> {
    let recorded = std::fs::read_to_string(fault_file).ok()?;
    let mut words = recorded.split_whitespace();
    let pc = u64::from_str_radix(words.next()?, 16).ok()?;
    let loaded_at = u64::from_str_radix(words.next()?, 16).ok()?;
    // A position-independent executable's debug addresses count from its load address.
    let address = if is_position_independent(executable)? {
        pc.checked_sub(loaded_at)?
    } else {
        pc
    };
    let args = [
        "-e".to_string(),
        executable.to_string_lossy().into_owned(),
        format!("{address:#x}"),
    ];
    let run = process::run(&ProcessSpec {
        program: Path::new("addr2line"),
        args: &args,
        cwd: executable.parent()?,
        env: Env::Inherit(&[]),
        stdin: &[],
        timeout: ADDR2LINE_TIMEOUT,
        cpu_time: None,
        term_grace: None,
        max_output: 1 << 16,
        confinement: None,
    })
    .ok()?;
    let output = String::from_utf8_lossy(&run.stdout);
    let (file, line) = parse_location(&output)?;
    super::gcov::same_file(Path::new(file), source).then_some(line)
}

/// `e_type` of the ELF header: `ET_DYN` (3) for a position-independent executable.
fn is_position_independent(executable: &Path) -> Option<bool> {
    use std::io::Read;
    let mut header = [0u8; 18];
    std::fs::File::open(executable)
        .ok()?
        .read_exact(&mut header)
        .ok()?;
    (header[..4] == *b"\x7fELF").then(|| u16::from_le_bytes([header[16], header[17]]) == 3)
}

/// `FILE:LINE` or `FILE:LINE (discriminator N)` of addr2line's first line; `??:0` is nothing.
fn parse_location(output: &str) -> Option<(&str, u32)> {
    let first = output.lines().next()?;
    let location = first.split(" (").next()?;
    let (file, line) = location.rsplit_once(':')?;
    let line: u32 = line.trim().parse().ok()?;
    (line > 0 && file != "??").then_some((file, line))
}

#[cfg(test)]
mod tests {
    use super::parse_location;

    #[test]
    fn addr2line_locations_parse() {
        assert_eq!(parse_location("/s/p.c:50\n"), Some(("/s/p.c", 50)));
        assert_eq!(
            parse_location("/s/p.c:7 (discriminator 2)\n"),
            Some(("/s/p.c", 7))
        );
        assert_eq!(parse_location("??:0\n"), None);
        assert_eq!(parse_location("??:?\n"), None);
    }
}
