//! The probe build: the program with every repair site routed through one tiny function,
//! `__repaird_at(site, value)`, so gdb can observe and steer each site by breaking there.
//!
//! Why not gdb's line-based `force_branch`: jumping by line is ambiguous when a branch shares
//! its line with the condition (`if (c) x = 1; else x = 2;`) or ends a loop body, and it steers
//! one evaluation at a time. Routing the site through a function gives gdb an exact stop for
//! every evaluation (frame 1 is the program's own frame, with its variables) and a single array
//! element to set for forcing every evaluation of a site in a run (Nopol's constant angelic
//! value). Line numbers are kept with a `#line` directive, so coverage lines still apply.

use repaird_cfront::ir::SourceRange;

use crate::subject::{ConditionSite, StatementSite, Subject};

/// Name of the array gdb writes: `0` natural, `1` force false, `2` force true.
pub const MODE_ARRAY: &str = "__repaird_mode";
/// The function every site calls; gdb breaks here to observe.
pub const SITE_FUNCTION: &str = "__repaird_at";

/// One instrumented location.
#[derive(Debug, Clone, PartialEq)]
pub enum Site {
    Condition(ConditionSite),
    /// The statement runs only when the site yields true (naturally always).
    Statement(StatementSite),
}

impl Site {
    pub fn range(&self) -> &SourceRange {
        match self {
            Site::Condition(c) => &c.range,
            Site::Statement(s) => &s.range,
        }
    }
    pub fn function(&self) -> &str {
        match self {
            Site::Condition(c) => &c.function,
            Site::Statement(s) => &s.function,
        }
    }
    /// The first IR statement that runs at the site.
    pub fn first_stmt(&self) -> Option<repaird_cfront::StmtId> {
        match self {
            Site::Condition(c) => c.stmts.first().copied(),
            Site::Statement(s) => Some(s.stmt),
        }
    }
    pub fn line(&self) -> u32 {
        self.range().start.line
    }
    pub fn describe(&self) -> String {
        match self {
            Site::Condition(c) => format!("condition `{}` (line {})", c.text, self.line()),
            Site::Statement(s) => format!("statement `{}` (line {})", s.text.trim(), self.line()),
        }
    }
}

/// What a forced site yields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Force {
    False,
    True,
}

impl Force {
    pub fn mode(self) -> u8 {
        match self {
            Force::False => 1,
            Force::True => 2,
        }
    }
    pub fn value(self) -> bool {
        self == Force::True
    }
}

/// The probe source and the sites it instruments (index = site id).
#[derive(Debug, Clone)]
pub struct ProbeSource {
    pub text: String,
    pub sites: Vec<Site>,
}

/// Instruments `sites` (overlapping ones after the first are dropped).
pub fn instrument(subject: &Subject, candidates: Vec<Site>) -> ProbeSource {
    let mut sites: Vec<Site> = Vec::new();
    for site in candidates {
        let r = site.range();
        let overlaps = sites.iter().any(|s| {
            let o = s.range();
            r.start.offset < o.end.offset && o.start.offset < r.end.offset
        });
        if !overlaps {
            sites.push(site);
        }
    }
    let mut edits: Vec<(usize, usize, String)> = sites
        .iter()
        .enumerate()
        .map(|(id, site)| {
            let r = site.range();
            let original = subject.slice(r);
            let new_text = match site {
                Site::Condition(_) => format!("{SITE_FUNCTION}({id}, ({original}))"),
                Site::Statement(_) => {
                    format!("{{ if ({SITE_FUNCTION}({id}, 1)) {{ {original} }} }}")
                }
            };
            (r.start.offset, r.end.offset, new_text)
        })
        .collect();
    edits.sort_by_key(|e| e.0);
    let count = sites.len().max(1);
    let mut text = format!(
        "volatile int {MODE_ARRAY}[{count}];\n\
         __attribute__((noinline)) int {SITE_FUNCTION}(int site, int value) {{\n\
         \x20 int mode = {MODE_ARRAY}[site];\n\
         \x20 return mode ? mode - 1 : (value != 0);\n\
         }}\n\
         #line 1 \"{}\"\n",
        subject
            .file_name()
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    );
    let mut pos = 0;
    for (start, end, new_text) in edits {
        text.push_str(&subject.text[pos..start]);
        text.push_str(&new_text);
        pos = end;
    }
    text.push_str(&subject.text[pos..]);
    ProbeSource { text, sites }
}
