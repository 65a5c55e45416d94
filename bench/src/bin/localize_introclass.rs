//! Fault localization on IntroClass: spectrum formulas (Ochiai, Tarantula, from the runner's
//! gcov spectra) against the formula-based techniques (BugAssist, BugAssist+CW, OFC, OFC+CW).
//!
//! Versions: every version whose metadata lists a failing test and whose student also has a
//! version passing every test. Ground truth (IntroClass has no fault annotations): the lines of
//! the faulty version that a minimal line diff to the nearest passing version of the same
//! student deletes or replaces (for a pure insertion, the line before it); versions whose fix
//! touches more than `--max-fix-lines` lines are left out as rewrites. A technique "finds" the
//! fault at the best worst-case rank of any ground-truth line; a fault it does not report costs
//! every executable line. Prints Markdown tables and writes them to
//! `bench/results/localize_introclass.md`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use clap::Parser;
use repaird_engine::localize::{
    localize, session_profile, FailingTest, LocalizeConfig, LocalizeError, OutputCompare,
    Suspicion, Technique,
};
use repaird_runner::spectrum::{rank, Formula};
use repaird_runner::{collect_coverage, Compare, RunLimits, TestSuite};
use repaird_solvers::{Profile, Session};
use similar::{capture_diff_slices, Algorithm, DiffOp};

#[derive(Parser)]
#[command(about = "Spectrum vs formula-based fault localization on IntroClass")]
struct Args {
    /// IntroClass root (read in place).
    #[arg(long, default_value = "../shared/bench-data/introclass")]
    root: PathBuf,
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "median,digits,grade,checksum"
    )]
    problems: Vec<String>,
    /// Versions per problem at most (0 = all).
    #[arg(long, default_value_t = 0)]
    limit: usize,
    /// Ground truth larger than this many lines is a rewrite, not a fault.
    #[arg(long, default_value_t = 3)]
    max_fix_lines: usize,
    /// Failing tests localized per version at most (formula time grows linearly with it).
    #[arg(long, default_value_t = 3)]
    max_failing: usize,
    /// Solver profile (yices answers the core-guided MaxSMT loop fastest here).
    #[arg(long, default_value = "yices")]
    solver: String,
    #[arg(long, default_value = "bench/results/localize_introclass.md")]
    output: PathBuf,
    /// Print every version's ranks and why a version could not be encoded.
    #[arg(long)]
    verbose: bool,
}

struct Case {
    problem: String,
    source: PathBuf,
    faulty: Vec<u32>,
}

/// One technique on one version.
#[derive(Clone, Copy)]
struct Outcome {
    /// Lines examined (worst-case rank, or every executable line when not reported).
    examined: usize,
    found: bool,
    time: Duration,
}

#[derive(Default)]
struct Tally {
    /// technique → outcomes over the versions every formula technique could encode.
    encodable: BTreeMap<&'static str, Vec<Outcome>>,
    /// technique → outcomes over every version with ground truth (formula techniques that
    /// cannot encode a version count as not reporting the fault).
    all: BTreeMap<&'static str, Vec<Outcome>>,
    per_problem: BTreeMap<String, (usize, usize)>,
    skipped: BTreeMap<String, usize>,
}

const SPECTRUM: [(&str, Formula); 2] = [
    ("Ochiai", Formula::Ochiai),
    ("Tarantula", Formula::Tarantula),
];

#[tokio::main]
async fn main() -> Result<()> {
    let args = Args::parse();
    let profile = Profile::builtin(&args.solver).context("unknown solver profile")?;
    let mut session = Session::spawn(&session_profile(&profile)).await?;
    session.set_timeout(Duration::from_secs(5));
    let config = LocalizeConfig::default();
    let mut tally = Tally::default();
    for problem in &args.problems {
        let cases = cases(
            &args.root.join(problem),
            problem,
            args.max_fix_lines,
            &mut tally,
        )?;
        let cases = if args.limit > 0 {
            cases.into_iter().take(args.limit).collect()
        } else {
            cases
        };
        eprintln!("{problem}: {} versions with a small fix", cases.len());
        for case in &cases {
            run_case(case, &mut session, &config, &args, &mut tally).await;
        }
    }
    let report = render(&tally, &args);
    println!("{report}");
    if let Some(dir) = args.output.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(&args.output, report)?;
    Ok(())
}

async fn run_case(
    case: &Case,
    session: &mut Session,
    config: &LocalizeConfig,
    args: &Args,
    tally: &mut Tally,
) {
    let max_failing = args.max_failing;
    let skip =
        |tally: &mut Tally, why: &str| *tally.skipped.entry(why.to_string()).or_default() += 1;
    let Some(program) = repaird_cfront::parse_file(&case.source, &Default::default()).program
    else {
        return skip(tally, "the front end cannot parse it");
    };
    let Ok(suite) = TestSuite::discover(&case.source) else {
        return skip(tally, "no test suite");
    };
    let started = Instant::now();
    let Ok(spectra) = collect_coverage(&case.source, &suite, &RunLimits::default()) else {
        return skip(tally, "coverage build failed");
    };
    let spectrum_time = started.elapsed();
    let failing: Vec<FailingTest> = spectra
        .tests
        .iter()
        .filter(|t| !t.passed)
        .filter_map(|t| suite.test(&t.name))
        .take(max_failing)
        .map(|t| FailingTest {
            name: t.name.clone(),
            stdin: String::from_utf8_lossy(&t.stdin).into_owned(),
            expected_stdout: t.expect.stdout.clone().unwrap_or_default(),
            compare: match t.expect.compare {
                Compare::Exact => OutputCompare::Exact,
                Compare::Trim => OutputCompare::Trim,
                Compare::Whitespace => OutputCompare::Whitespace,
            },
        })
        .collect();
    if failing.is_empty() {
        return skip(tally, "no test fails when run here");
    }
    let everything = spectra.executable_lines.len().max(1);
    let mut outcomes: Vec<(&'static str, Outcome)> = Vec::new();
    for (name, formula) in SPECTRUM {
        let ranks = rank(&spectra, formula);
        let best = ranks
            .iter()
            .filter(|s| case.faulty.contains(&s.line) && s.counts.failed_executing > 0)
            .map(|s| s.rank)
            .min();
        outcomes.push((name, outcome(best, everything, spectrum_time)));
    }
    let ochiai = Suspicion::new(
        rank(&spectra, Formula::Ochiai)
            .into_iter()
            .map(|s| (s.line, s.score)),
    );
    let mut encodable = true;
    for technique in Technique::ALL {
        let started = Instant::now();
        let result = localize(
            session,
            &program,
            &failing,
            Some(&ochiai),
            technique,
            config,
        )
        .await;
        let time = started.elapsed();
        let best = match result {
            Ok(loc) => loc
                .line_ranks()
                .into_iter()
                .filter(|(l, _)| case.faulty.contains(l))
                .map(|(_, r)| r)
                .min(),
            Err(LocalizeError::NothingToLocalize(why)) => {
                if args.verbose && technique == Technique::BugAssist {
                    eprintln!("  not encodable: {why}");
                }
                encodable = false;
                None
            }
            Err(e) => {
                eprintln!(
                    "{}: {} failed: {e}",
                    case.source.display(),
                    technique.name()
                );
                None
            }
        };
        outcomes.push((technique.name(), outcome(best, everything, time)));
    }
    if args.verbose {
        let ranks: Vec<String> = outcomes
            .iter()
            .map(|(n, o)| format!("{n}={}{}", o.examined, if o.found { "" } else { "!" }))
            .collect();
        eprintln!(
            "{} faulty {:?}: {}",
            case.source.display(),
            case.faulty,
            ranks.join(" ")
        );
    }
    let entry = tally.per_problem.entry(case.problem.clone()).or_default();
    entry.0 += 1;
    if encodable {
        entry.1 += 1;
    }
    for (name, o) in outcomes {
        tally.all.entry(name).or_default().push(o);
        if encodable {
            tally.encodable.entry(name).or_default().push(o);
        }
    }
}

fn outcome(best: Option<usize>, everything: usize, time: Duration) -> Outcome {
    Outcome {
        examined: best.unwrap_or(everything),
        found: best.is_some(),
        time,
    }
}

/// Failing versions of `problem` with a passing sibling and a small fix.
fn cases(dir: &Path, problem: &str, max_fix_lines: usize, tally: &mut Tally) -> Result<Vec<Case>> {
    let mut out = Vec::new();
    for student in sorted_dirs(dir)? {
        if student.file_name().is_some_and(|n| n == "tests") {
            continue;
        }
        let mut passing = Vec::new();
        let mut failing = Vec::new();
        for version in sorted_dirs(&student)? {
            let Some(source) = c_file(&version, problem) else {
                continue;
            };
            match failing_count(&version.join("metadata.json")) {
                Some(0) => passing.push(source),
                Some(_) => failing.push(source),
                None => {}
            }
        }
        for source in failing {
            if passing.is_empty() {
                *tally
                    .skipped
                    .entry("no passing version of the student".into())
                    .or_default() += 1;
                continue;
            }
            let faulty = passing
                .iter()
                .filter_map(|p| fix_lines(&source, p))
                .min_by_key(|(size, _)| *size)
                .map(|(_, lines)| lines)
                .unwrap_or_default();
            if faulty.is_empty() || faulty.len() > max_fix_lines {
                *tally
                    .skipped
                    .entry(format!("fix touches 0 or more than {max_fix_lines} lines"))
                    .or_default() += 1;
                continue;
            }
            out.push(Case {
                problem: problem.to_string(),
                source,
                faulty,
            });
        }
    }
    Ok(out)
}

fn sorted_dirs(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    v.sort();
    Ok(v)
}

fn c_file(version: &Path, problem: &str) -> Option<PathBuf> {
    let p = version.join(format!("{problem}.c"));
    p.is_file().then_some(p)
}

fn failing_count(metadata: &Path) -> Option<usize> {
    let text = std::fs::read_to_string(metadata).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    let count = |k: &str| v[k]["fail"].as_array().map_or(0, Vec::len);
    Some(count("blackbox") + count("whitebox"))
}

/// (edit size, faulty lines) of the minimal line diff from `faulty` to `fixed`; whitespace
/// inside lines is ignored.
fn fix_lines(faulty: &Path, fixed: &Path) -> Option<(usize, Vec<u32>)> {
    let normalize = |text: String| -> Vec<String> {
        text.lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    let old = normalize(std::fs::read_to_string(faulty).ok()?);
    let new = normalize(std::fs::read_to_string(fixed).ok()?);
    let mut lines = Vec::new();
    let mut size = 0;
    for op in capture_diff_slices(Algorithm::Myers, &old, &new) {
        match op {
            DiffOp::Equal { .. } => {}
            DiffOp::Delete {
                old_index, old_len, ..
            } => {
                size += old_len;
                lines.extend((old_index..old_index + old_len).map(|i| i as u32 + 1));
            }
            DiffOp::Replace {
                old_index,
                old_len,
                new_len,
                ..
            } => {
                size += old_len.max(new_len);
                lines.extend((old_index..old_index + old_len).map(|i| i as u32 + 1));
            }
            DiffOp::Insert {
                old_index, new_len, ..
            } => {
                size += new_len;
                lines.push(old_index.max(1) as u32);
            }
        }
    }
    lines.retain(|l| {
        old.get(*l as usize - 1)
            .is_some_and(|t| !t.is_empty() && t != "{" && t != "}")
    });
    lines.sort();
    lines.dedup();
    Some((size, lines))
}

fn render(tally: &Tally, args: &Args) -> String {
    let mut out = String::from("# Fault localization on IntroClass\n\n");
    out.push_str(&format!(
        "Generated by `cargo run --release -p repaird-bench --bin localize_introclass` \
         (solver `{}`, problems {}, at most {} failing tests per version, ground truth = lines a \
         minimal diff to the nearest passing version of the same student changes, fixes of at \
         most {} lines). Ranks are worst-case (ties count fully); a fault a technique does not \
         report costs every executable line. Times: spectrum rows = coverage build and run of the \
         whole suite; formula rows = localization only (IR interpretation + solver), median per \
         version.\n\n",
        args.solver,
        args.problems.join(", "),
        args.max_failing,
        args.max_fix_lines
    ));
    out.push_str("## Versions the formula techniques can encode\n\n");
    out.push_str(&table(&tally.encodable));
    out.push_str("\n## Every version with ground truth\n\n");
    out.push_str(&table(&tally.all));
    out.push_str("\n## Versions per problem (with ground truth / encodable)\n\n| problem | versions | encodable |\n|---|---|---|\n");
    for (p, (n, e)) in &tally.per_problem {
        out.push_str(&format!("| {p} | {n} | {e} |\n"));
    }
    out.push_str("\n## Left out\n\n| reason | versions |\n|---|---|\n");
    for (why, n) in &tally.skipped {
        out.push_str(&format!("| {why} | {n} |\n"));
    }
    out
}

fn table(rows: &BTreeMap<&'static str, Vec<Outcome>>) -> String {
    let mut out = String::from(
        "| technique | versions | top-1 | top-3 | top-5 | not reported | mean lines examined | median time |\n|---|---|---|---|---|---|---|---|\n",
    );
    let order = [
        "Ochiai",
        "Tarantula",
        "BugAssist",
        "BugAssist+CW",
        "OFC",
        "OFC+CW",
    ];
    for name in order {
        let Some(v) = rows.get(name) else { continue };
        let n = v.len().max(1);
        let within = |k: usize| v.iter().filter(|o| o.found && o.examined <= k).count();
        let pct = |c: usize| format!("{c} ({:.0}%)", 100.0 * c as f64 / n as f64);
        let mean = v.iter().map(|o| o.examined as f64).sum::<f64>() / n as f64;
        let mut times: Vec<Duration> = v.iter().map(|o| o.time).collect();
        times.sort();
        let median = times.get(times.len() / 2).copied().unwrap_or_default();
        out.push_str(&format!(
            "| {name} | {} | {} | {} | {} | {} | {mean:.2} | {:.1} ms |\n",
            v.len(),
            pct(within(1)),
            pct(within(3)),
            pct(within(5)),
            v.iter().filter(|o| !o.found).count(),
            median.as_secs_f64() * 1000.0
        ));
    }
    out
}
