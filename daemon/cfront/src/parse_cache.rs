//! Parses of the same text under the same options, reused while every file the preprocessor
//! read for it is unchanged. A repair session, its helpers and the benchmark's rounds parse
//! the same program again and again (23 times the same reference in one benchmark case), and
//! each parse runs the compiler twice.

use std::path::PathBuf;

use repaird_reuse::Kept;

use crate::ParseOutcome;

/// What a parse was made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ParseKey {
    pub path: PathBuf,
    pub text: String,
    pub on_disk: bool,
    pub compiler: String,
    pub flags: Vec<String>,
}

/// 32 parses, each kept while the files its preprocessor read are unchanged; the oldest goes
/// first.
pub(crate) static PARSES: Kept<ParseKey, ParseOutcome> = Kept::new(32);

/// Keeps `outcome` for `key`; `preprocessed` names (in its line markers) the files read
/// (headers, system ones too).
pub(crate) fn store(key: ParseKey, preprocessed: &str, main_name: &str, outcome: ParseOutcome) {
    PARSES.store(key, included_files(preprocessed, main_name), outcome);
}

/// The files the line markers of `preprocessed` name (`# 1 "list.h" 1`), but the main file
/// and the compiler's own (`<built-in>`), each once.
fn included_files(preprocessed: &str, main_name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = Vec::new();
    for line in preprocessed.lines() {
        let Some(rest) = line.strip_prefix("# ") else {
            continue;
        };
        let Some(start) = rest.find('"') else {
            continue;
        };
        let Some(len) = rest[start + 1..].find('"') else {
            continue;
        };
        let name = &rest[start + 1..start + 1 + len];
        if name.starts_with('<') || name == main_name {
            continue;
        }
        let path = PathBuf::from(name);
        if !files.contains(&path) {
            files.push(path);
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_included_files_are_those_the_line_markers_name_but_the_main_file() {
        let pp = "# 0 \"p.c\"\n# 0 \"<built-in>\"\n# 1 \"/usr/include/stdio.h\" 1 3 4\nint x;\n# 2 \"list.h\" 1\n# 3 \"p.c\" 2\n# 9 \"list.h\"\n";
        assert_eq!(
            included_files(pp, "p.c"),
            vec![
                PathBuf::from("/usr/include/stdio.h"),
                PathBuf::from("list.h")
            ]
        );
    }
}
