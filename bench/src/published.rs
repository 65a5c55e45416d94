//! Published IntroClass baselines on the exact (version, test suite) pairs a run repaired:
//! the outcomes the IntroClass authors logged for AE, TrpAutoRepair and GenProg
//! (`bench/data/*.csv`, read off their per-version logs; see `bench/data/README.md`), joined
//! with this run's own repairs so both sides count the same pairs.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// One repair of this run, as the comparison needs it.
pub struct OwnRepair<'a> {
    pub problem: &'a str,
    /// `<12 hex digits of the author hash>/<version>`, as in the data files.
    pub version: &'a str,
    /// `blackbox` or `whitebox`: the tests repaired with.
    pub suite: &'a str,
    pub repaired: bool,
    /// The patch also passes the held-out tests.
    pub held_out_pass: bool,
}

/// A baseline's logged outcome for one pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Logged {
    Repaired,
    NoRepair,
    /// The authors' run stopped before searching (the unmodified program failed a positive test).
    Other,
}

/// Outcomes per tool, keyed by (problem, version, suite). A pair without a row, or with
/// `no_log`, was not run by the authors.
#[derive(Default)]
pub struct Published {
    by_tool: BTreeMap<String, HashMap<(String, String, String), Logged>>,
}

fn outcome(text: &str) -> Option<Logged> {
    match text {
        "repaired" => Some(Logged::Repaired),
        "no_repair" => Some(Logged::NoRepair),
        "other" => Some(Logged::Other),
        _ => None,
    }
}

impl Published {
    /// Reads `introclass_ae.csv` (`problem,version,suite,ae_outcome,...`) and
    /// `introclass_trp_gp.csv` (`problem,version,suite,tool,seed,outcome,...`) from `dir`;
    /// a missing file contributes nothing.
    pub fn load(dir: &Path) -> Published {
        let mut published = Published::default();
        let rows = |name: &str| -> Vec<Vec<String>> {
            std::fs::read_to_string(dir.join(name))
                .unwrap_or_default()
                .lines()
                .skip(1)
                .map(|l| l.split(',').map(str::to_string).collect())
                .collect()
        };
        for row in rows("introclass_ae.csv") {
            if let [problem, version, suite, result, ..] = row.as_slice() {
                published.insert("AE", problem, version, suite, result);
            }
        }
        for row in rows("introclass_trp_gp.csv") {
            if let [problem, version, suite, tool, _seed, result, ..] = row.as_slice() {
                let tool = match tool.as_str() {
                    "trpautorepair" => "TrpAutoRepair (seed 1)",
                    "genprog" => "GenProg (seed 1)",
                    _ => continue,
                };
                published.insert(tool, problem, version, suite, result);
            }
        }
        published
    }

    fn insert(&mut self, tool: &str, problem: &str, version: &str, suite: &str, result: &str) {
        if let Some(logged) = outcome(result) {
            self.by_tool
                .entry(tool.to_string())
                .or_default()
                .insert((problem.into(), version.into(), suite.into()), logged);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.by_tool.is_empty()
    }

    /// A Markdown table per tool: over the pairs both this run and the tool ran, how many each
    /// repaired (plausible: passes the tests repaired with), and how many of ours also pass the
    /// held-out tests. The logs hold no patches, so the baselines' held-out rate is not known.
    pub fn comparison(&self, own: &[OwnRepair<'_>], problems: &[&str]) -> String {
        let mut out = String::from(
            "| tool | problem | pairs both ran | tool repaired | repaird repaired | repaird, passing held-out tests too |\n|---|---|---|---|---|---|\n",
        );
        for (tool, logged) in &self.by_tool {
            let mut rows: Vec<(&str, Vec<(&OwnRepair<'_>, Logged)>)> = problems
                .iter()
                .map(|p| {
                    let pairs = own
                        .iter()
                        .filter(|r| r.problem == *p)
                        .filter_map(|r| {
                            let key = (r.problem.into(), r.version.into(), r.suite.into());
                            logged.get(&key).map(|l| (r, *l))
                        })
                        .collect();
                    (*p, pairs)
                })
                .collect();
            let all = rows.iter().flat_map(|(_, v)| v.clone()).collect();
            rows.push(("**all**", all));
            for (problem, pairs) in rows {
                if pairs.is_empty() {
                    continue;
                }
                let theirs = pairs.iter().filter(|(_, l)| *l == Logged::Repaired).count();
                let ours = pairs.iter().filter(|(r, _)| r.repaired).count();
                let held = pairs.iter().filter(|(r, _)| r.held_out_pass).count();
                out.push_str(&format!(
                    "| {tool} | {problem} | {} | {theirs} | {ours} | {held} |\n",
                    pairs.len()
                ));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_only_pairs_the_tool_ran_and_keeps_tools_apart() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("introclass_ae.csv"),
            "problem,version,suite,ae_outcome,wall_seconds,note\n\
             median,aaa/000,blackbox,repaired,3.1,d(5)\n\
             median,aaa/000,whitebox,no_log,,\n\
             median,bbb/001,blackbox,no_repair,9.0,\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("introclass_trp_gp.csv"),
            "problem,version,suite,tool,seed,outcome,wall_seconds\n\
             median,bbb/001,blackbox,genprog,01,repaired,600\n",
        )
        .unwrap();
        let published = Published::load(dir.path());
        let own = [
            OwnRepair {
                problem: "median",
                version: "aaa/000",
                suite: "blackbox",
                repaired: false,
                held_out_pass: false,
            },
            OwnRepair {
                problem: "median",
                version: "aaa/000",
                suite: "whitebox",
                repaired: true,
                held_out_pass: true,
            },
            OwnRepair {
                problem: "median",
                version: "bbb/001",
                suite: "blackbox",
                repaired: true,
                held_out_pass: false,
            },
        ];
        let table = published.comparison(&own, &["median"]);
        // AE ran two of the three pairs (no log for the whitebox one) and repaired one;
        // repaird repaired one of those two.
        assert!(table.contains("| AE | median | 2 | 1 | 1 | 0 |"), "{table}");
        assert!(
            table.contains("| AE | **all** | 2 | 1 | 1 | 0 |"),
            "{table}"
        );
        assert!(
            table.contains("| GenProg (seed 1) | median | 1 | 1 | 1 | 0 |"),
            "{table}"
        );
        assert!(!table.contains("TrpAutoRepair"), "{table}");
    }
}
