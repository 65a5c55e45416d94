//! The program as repaired so far: the original text (what gdb runs), the patched text (what
//! the engine models) and how their lines correspond. Hot patching reads its plan from here:
//! which original lines were changed (and to what) and what was inserted before a line.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use repaird_cfront::{parse_source, ParseOptions, Program};
use similar::{DiffOp, TextDiff};

use super::error::DebugError;
use super::moves::{record_moves, Moved, Texts};
use super::structure;

#[derive(Clone, Debug)]
pub struct PatchState {
    pub path: PathBuf,
    pub original: String,
    /// The original IR (steering gdb, which runs the original binary).
    pub original_program: Program,
    pub patched: String,
    /// The IR of `patched` (what repairs and traces are computed on).
    pub program: Program,
    plan: HotPlan,
    /// The functions the patch changes or inserts into (original names), read on every
    /// step by hot patching.
    patched_functions: BTreeSet<String>,
}

/// Line-level difference between the original and the patched text.
#[derive(Clone, Debug, Default)]
pub struct HotPlan {
    /// Original line -> the patched text that replaces it ("" when deleted).
    pub changed: BTreeMap<u32, String>,
    /// Original line -> statements inserted just before it.
    pub inserted_before: BTreeMap<u32, Vec<String>>,
    /// Original line -> patched line (1-based), for lines that survive or were replaced.
    pub line_map: BTreeMap<u32, u32>,
    /// Original line of a statement -> the side of the `if` before it the patch moved it
    /// into (its line changes are not in `changed` or `inserted_before`).
    pub moved: BTreeMap<u32, Moved>,
}

pub fn parse(path: &Path, text: &str, opts: &ParseOptions) -> Result<Program, DebugError> {
    let outcome = parse_source(path, text, opts);
    let errors: Vec<String> = outcome
        .diagnostics
        .iter()
        .filter(|d| d.severity == repaird_cfront::Severity::Error)
        .map(|d| format!("{}:{}: {}", d.file.display(), d.line, d.message))
        .collect();
    match outcome.program {
        Some(p) if errors.is_empty() => Ok(p),
        _ => Err(DebugError::Model {
            path: path.display().to_string(),
            message: if errors.is_empty() {
                "no program".into()
            } else {
                errors.join("; ")
            },
        }),
    }
}

impl PatchState {
    pub fn new(
        path: &Path,
        original: String,
        opts: &ParseOptions,
    ) -> Result<PatchState, DebugError> {
        let program = parse(path, &original, opts)?;
        Ok(PatchState {
            path: path.to_path_buf(),
            plan: HotPlan::between(&original, &original),
            patched_functions: BTreeSet::new(),
            patched: original.clone(),
            original_program: program.clone(),
            program,
            original,
        })
    }

    /// Moves to a new patched text (after a repair).
    pub fn with_patched(
        &self,
        patched: String,
        opts: &ParseOptions,
    ) -> Result<PatchState, DebugError> {
        let program = parse(&self.path, &patched, opts)?;
        let plan = HotPlan::with_moves(
            (&self.original_program, &self.original),
            (&program, &patched),
        );
        let patched_functions = plan
            .changed
            .keys()
            .chain(plan.inserted_before.keys())
            .chain(plan.moved.keys())
            .filter_map(|l| structure::function_at_line(&self.original_program, *l))
            .map(|f| f.name.clone())
            .collect();
        Ok(PatchState {
            path: self.path.clone(),
            original: self.original.clone(),
            original_program: self.original_program.clone(),
            plan,
            patched_functions,
            patched,
            program,
        })
    }

    /// The same program with the patch taken back (for describing the whole patch).
    pub fn unpatched(&self) -> PatchState {
        PatchState {
            patched: self.original.clone(),
            program: self.original_program.clone(),
            plan: HotPlan::between(&self.original, &self.original),
            patched_functions: BTreeSet::new(),
            ..self.clone()
        }
    }

    pub fn is_patched(&self) -> bool {
        self.patched != self.original
    }

    pub fn plan(&self) -> &HotPlan {
        &self.plan
    }

    pub fn patched_functions(&self) -> &BTreeSet<String> {
        &self.patched_functions
    }

    /// The patched line an original line became.
    pub fn patched_line(&self, original_line: u32) -> Option<u32> {
        self.plan.line_map.get(&original_line).copied()
    }

    /// The unified diff against the original file, named by its file name so that
    /// `patch -p0` in its directory applies it.
    pub fn diff(&self) -> String {
        let name = self
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| self.path.display().to_string());
        repaird_cfront::rewrite::unified_diff(&name, &self.original, &self.patched)
    }

    /// Line `line` (1-based) of the original text.
    pub fn original_line_text(&self, line: u32) -> Option<&str> {
        self.original.lines().nth(line.checked_sub(1)? as usize)
    }
}

impl HotPlan {
    /// [`HotPlan::between`] the two texts, with the statements moved into a side of an `if`
    /// recorded as such ([`record_moves`]).
    pub fn with_moves(before: (&Program, &str), after: (&Program, &str)) -> HotPlan {
        let mut plan = HotPlan::between(before.1, after.1);
        record_moves(&mut plan, &Texts { before, after });
        plan
    }

    /// The original line of the statement moved to patched line `patched_line`, if one was.
    pub fn moved_to(&self, patched_line: u32) -> Option<u32> {
        self.moved
            .keys()
            .find(|l| self.line_map.get(l) == Some(&patched_line))
            .copied()
    }

    pub fn between(original: &str, patched: &str) -> HotPlan {
        let old: Vec<&str> = original.lines().collect();
        let new: Vec<&str> = patched.lines().collect();
        let diff = TextDiff::from_lines(original, patched);
        let mut plan = HotPlan::default();
        let line = |i: usize| i as u32 + 1;
        let joined = |from: usize, len: usize| -> String {
            new[from..(from + len).min(new.len())]
                .iter()
                .map(|l| l.trim())
                .collect::<Vec<_>>()
                .join("\n")
        };
        for op in diff.ops() {
            match *op {
                DiffOp::Equal {
                    old_index,
                    new_index,
                    len,
                } => {
                    for k in 0..len {
                        plan.line_map
                            .insert(line(old_index + k), line(new_index + k));
                    }
                }
                DiffOp::Delete {
                    old_index,
                    old_len,
                    new_index,
                } => {
                    for k in 0..old_len {
                        plan.changed.insert(line(old_index + k), String::new());
                        plan.line_map.insert(line(old_index + k), line(new_index));
                    }
                }
                DiffOp::Insert {
                    old_index,
                    new_index,
                    new_len,
                } => {
                    let text = joined(new_index, new_len);
                    if !text.trim().is_empty() {
                        plan.inserted_before
                            .entry(line(old_index))
                            .or_default()
                            .push(text);
                    }
                }
                DiffOp::Replace {
                    old_index,
                    old_len,
                    new_index,
                    new_len,
                } => {
                    // Lines are paired in order; extra new lines are insertions after the
                    // block, extra old lines are deletions.
                    let paired = old_len.min(new_len);
                    for k in 0..paired {
                        let (o, n) = (old_index + k, new_index + k);
                        plan.line_map.insert(line(o), line(n));
                        if old.get(o).map(|s| s.trim()) != new.get(n).map(|s| s.trim()) {
                            plan.changed.insert(line(o), joined(n, 1));
                        }
                    }
                    for k in paired..old_len {
                        plan.changed.insert(line(old_index + k), String::new());
                        plan.line_map
                            .insert(line(old_index + k), line(new_index + paired));
                    }
                    if new_len > paired {
                        let text = joined(new_index + paired, new_len - paired);
                        if !text.trim().is_empty() {
                            plan.inserted_before
                                .entry(line(old_index + old_len))
                                .or_default()
                                .push(text);
                        }
                    }
                }
            }
        }
        plan
    }
}

#[cfg(test)]
mod tests {
    use super::HotPlan;

    #[test]
    fn plans_changes_and_insertions_by_original_line() {
        let original = "a;\nb = 1;\nwhile (x) {\n}\nend;\n";
        let patched = "a;\nb = 2;\nwhile (y) {\n}\nhead = t;\nend;\n";
        let plan = HotPlan::between(original, patched);
        assert_eq!(plan.changed.get(&2).map(String::as_str), Some("b = 2;"));
        assert_eq!(
            plan.changed.get(&3).map(String::as_str),
            Some("while (y) {")
        );
        assert_eq!(
            plan.inserted_before.get(&5),
            Some(&vec!["head = t;".to_string()])
        );
        assert_eq!(plan.line_map.get(&5), Some(&6));
        assert_eq!(plan.line_map.get(&1), Some(&1));
    }
}
