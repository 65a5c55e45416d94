//! Maps byte offsets in `gcc -E` output back to (file, line) by following its
//! `# LINE "FILE" FLAGS` markers. lang-c spans are offsets in that preprocessed text.

pub struct PpMap {
    /// Byte offset where each preprocessed line starts.
    line_starts: Vec<usize>,
    /// For each preprocessed line: index into `files` and the original line (1-based),
    /// or `None` for marker lines themselves.
    origin: Vec<Option<(usize, u32)>>,
    files: Vec<String>,
}

impl PpMap {
    pub fn new(pp: &str) -> PpMap {
        let mut line_starts = Vec::new();
        let mut origin = Vec::new();
        let mut files: Vec<String> = Vec::new();
        let mut current: Option<(usize, u32)> = None;
        let mut offset = 0;
        for raw in pp.split_inclusive('\n') {
            line_starts.push(offset);
            offset += raw.len();
            if let Some((line, file)) = parse_marker(raw) {
                let idx = match files.iter().position(|f| *f == file) {
                    Some(i) => i,
                    None => {
                        files.push(file);
                        files.len() - 1
                    }
                };
                current = Some((idx, line));
                origin.push(None);
                continue;
            }
            origin.push(current);
            if let Some((_, l)) = current.as_mut() {
                *l += 1;
            }
        }
        PpMap {
            line_starts,
            origin,
            files,
        }
    }

    /// The original file and 1-based line of a preprocessed byte offset.
    pub fn locate(&self, offset: usize) -> Option<(&str, u32)> {
        let idx = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.checked_sub(1)?,
        };
        let (file, line) = self.origin.get(idx).copied().flatten()?;
        Some((&self.files[file], line))
    }
}

/// `# 12 "file.c" 1 3 4` → (12, "file.c"). Also accepts `#line 12 "file.c"`.
fn parse_marker(line: &str) -> Option<(u32, String)> {
    let rest = line.strip_prefix('#')?;
    let rest = rest.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits_end = rest.find(|c: char| !c.is_ascii_digit())?;
    if digits_end == 0 {
        return None;
    }
    let num: u32 = rest[..digits_end].parse().ok()?;
    let rest = rest[digits_end..].trim_start();
    let rest = rest.strip_prefix('"')?;
    let end = rest.find('"')?;
    Some((num, rest[..end].to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follows_markers() {
        let pp = "# 1 \"a.c\"\nint x;\n# 5 \"a.c\"\nint y;\nint z;\n";
        let m = PpMap::new(pp);
        let y = pp.find("int y").unwrap();
        let z = pp.find("int z").unwrap();
        assert_eq!(m.locate(y), Some(("a.c", 5)));
        assert_eq!(m.locate(z), Some(("a.c", 6)));
        assert_eq!(m.locate(pp.find("int x").unwrap()), Some(("a.c", 1)));
    }
}
