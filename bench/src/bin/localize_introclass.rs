//! Fault localization on IntroClass: spectrum formulas (Ochiai, Tarantula, from the runner's
//! gcov spectra) against the formula-based techniques (BugAssist, BugAssist+CW, OFC, OFC+CW).
//!
//! Versions and ground truth: [`repaird_bench::introclass`] (a faulty version with a passing
//! sibling; the lines a minimal diff to it changes; at most `--max-fix-lines` lines). A
//! technique "finds" the fault at the best worst-case rank of any ground-truth line; a fault it
//! does not report costs every executable line. The formula techniques' paths are the real
//! program's under gdb unless the IR interpreter is exact for the version (`--paths`). Prints
//! Markdown tables and writes them to `bench/results/localize_introclass.md`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use clap::{Parser, ValueEnum};
use repaird_bench::introclass::{self, Paths, Version};
use repaird_driver::formula::{PathChoice, ENGINE_TECHNIQUE};
use repaird_driver::localize::merge_published;
use repaird_engine::localize::{
    session_profile, LocalizeConfig, LocalizeError, Suspicion, Technique,
};
use repaird_runner::spectrum::{rank, Formula, LineScore};
use repaird_runner::{collect_coverage, RunLimits, TestSuite};
use repaird_solvers::{Profile, Session};

#[derive(Clone, Copy, ValueEnum)]
enum PathsArg {
    /// The interpreter where it is exact, gdb elsewhere.
    Auto,
    Gdb,
    Interpreter,
}

impl PathsArg {
    fn choice(self) -> PathChoice {
        match self {
            PathsArg::Auto => PathChoice::Auto,
            PathsArg::Gdb => PathChoice::Gdb,
            PathsArg::Interpreter => PathChoice::Interpreter,
        }
    }

    fn name(self) -> &'static str {
        match self {
            PathsArg::Auto => "auto",
            PathsArg::Gdb => "gdb",
            PathsArg::Interpreter => "interpreter",
        }
    }
}

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
    /// What runs the formula techniques' paths.
    #[arg(long, value_enum, default_value = "auto")]
    paths: PathsArg,
    #[arg(long, default_value = "bench/results/localize_introclass.md")]
    output: PathBuf,
    /// Print every version's ranks and why a version could not be encoded.
    #[arg(long)]
    verbose: bool,
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
    /// What ran the paths ([`repaird_engine::localize::Localization::paths`]) → versions.
    by_source: BTreeMap<String, usize>,
    /// Probe build and gdb start, per version run under gdb.
    gdb_start: Vec<Duration>,
    /// `/proc/loadavg`'s 1-, 5- and 15-minute averages at the start and at the end.
    load: Vec<String>,
}

/// The row of the driver's published ranking (Ochiai merged with OFC+CW).
const PUBLISHED: &str = "published: Ochiai + OFC+CW";

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
    tally.load.push(load_average());
    for problem in &args.problems {
        let selection = introclass::select(&args.root, problem, args.max_fix_lines);
        for (why, n) in selection.skipped {
            *tally.skipped.entry(why).or_default() += n;
        }
        let cases = selection.versions;
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
    tally.load.push(load_average());
    let report = render(&tally, &args);
    println!("{report}");
    if let Some(dir) = args.output.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(&args.output, report)?;
    Ok(())
}

async fn run_case(
    case: &Version,
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
    let failing = introclass::failing_tests(&suite, &spectra, max_failing);
    if failing.is_empty() {
        return skip(tally, "no test fails when run here");
    }
    let everything = spectra.executable_lines.len().max(1);
    let mut outcomes: Vec<(&'static str, Outcome)> = Vec::new();
    for (name, formula) in SPECTRUM {
        let ranks = rank(&spectra, formula);
        let best = ranks
            .iter()
            .filter(|s| case.faulty_lines.contains(&s.line) && s.counts.failed_executing > 0)
            .map(|s| s.rank)
            .min();
        outcomes.push((name, outcome(best, everything, spectrum_time)));
    }
    let ochiai = Suspicion::new(
        rank(&spectra, Formula::Ochiai)
            .into_iter()
            .map(|s| (s.line, s.score)),
    );
    let ochiai_ranks = rank(&spectra, Formula::Ochiai);
    let mut paths = Paths::new(&case.source, &suite, args.paths.choice());
    let mut encodable = true;
    let mut ran_by = None;
    // The driver's published ranking (what diagnostics and `repair localize` show).
    let mut published = None;
    for technique in Technique::ALL {
        paths.forget();
        let started = Instant::now();
        let result = paths
            .localize(session, &program, &failing, &ochiai, technique, config)
            .await;
        // A gdb start (probe build included) is charged once per version, not to a technique.
        let startup = if technique == Technique::BugAssist {
            paths.gdb_startup()
        } else {
            None
        };
        let time = started
            .elapsed()
            .saturating_sub(startup.unwrap_or_default());
        if let Some(startup) = startup {
            tally.gdb_start.push(startup);
        }
        if let Ok(loc) = &result {
            ran_by = Some(loc.paths.clone());
        }
        if technique == ENGINE_TECHNIQUE {
            let formula = match &result {
                Ok(loc) => loc.line_ranks(),
                Err(_) => Vec::new(),
            };
            let examined = published_examined(&ochiai_ranks, &formula, &case.faulty_lines);
            published = Some(outcome(examined, everything, spectrum_time + time));
        }
        let best = match result {
            Ok(loc) => loc
                .line_ranks()
                .into_iter()
                .filter(|(l, _)| case.faulty_lines.contains(l))
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
    if let Some(published) = published {
        outcomes.push((PUBLISHED, published));
    }
    if args.verbose {
        let ranks: Vec<String> = outcomes
            .iter()
            .map(|(n, o)| format!("{n}={}{}", o.examined, if o.found { "" } else { "!" }))
            .collect();
        eprintln!(
            "{} faulty {:?}: {}",
            case.source.display(),
            case.faulty_lines,
            ranks.join(" ")
        );
    }
    if let Some(by) = ran_by {
        *tally.by_source.entry(by).or_default() += 1;
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

/// Lines a reader of the published ranking examines before (and with) the first faulty one:
/// Ochiai's lines and the formula's merged by rank as the driver publishes them, worst case
/// at ties (every line whose rank is at most the fault's counts once). `None`: not published.
fn published_examined(
    ochiai: &[LineScore],
    formula: &[(u32, usize)],
    faulty: &[u32],
) -> Option<usize> {
    // As the driver's spectrum suspects: lines some failing test ran.
    let spectrum: Vec<(u32, usize, f64)> = ochiai
        .iter()
        .filter(|s| s.counts.failed_executing > 0)
        .map(|s| (s.line, s.rank, s.score))
        .collect();
    let formula: Vec<(u32, usize, f64)> = formula.iter().map(|&(l, r)| (l, r, 1.0)).collect();
    let shown = merge_published(spectrum, formula, usize::MAX, |&(_, rank, score)| {
        (rank, score)
    });
    let fault_rank = shown
        .iter()
        .filter(|(line, _, _)| faulty.contains(line))
        .map(|&(_, rank, _)| rank)
        .min()?;
    let examined: BTreeSet<u32> = shown
        .iter()
        .filter(|&&(_, rank, _)| rank <= fault_rank)
        .map(|&(line, _, _)| line)
        .collect();
    Some(examined.len())
}

/// The machine's load (times are wall-clock, so they depend on it).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|_| "unknown".into())
}

fn outcome(best: Option<usize>, everything: usize, time: Duration) -> Outcome {
    Outcome {
        examined: best.unwrap_or(everything),
        found: best.is_some(),
        time,
    }
}

fn render(tally: &Tally, args: &Args) -> String {
    let mut out = String::from("# Fault localization on IntroClass\n\n");
    out.push_str(&format!(
        "Generated by `cargo run --release -p repaird-bench --bin localize_introclass` \
         (solver `{}`, problems {}, paths `{}`, at most {} failing tests per version, ground \
         truth = lines a minimal diff to the nearest passing version of the same student \
         changes, fixes of at most {} lines). Ranks are worst-case (ties count fully); a fault a \
         technique does not report costs every executable line. Times: spectrum rows = coverage \
         build and run of the whole suite; formula rows = localization only (running the paths \
         + solver), median per version. Paths: the failing runs and OFC's flipped runs are the \
         real program's under gdb (conditions routed through a probe function, the flipped \
         evaluation's value written there) unless the IR interpreter models a test's failing run \
         completely (then it is an exact stand-in and runs that test's paths). Probe build + gdb \
         start, where gdb ran (median, not in the formula times): {:.1} ms. The last row is \
         the ranking the tool publishes (diagnostics, `repair localize`): Ochiai's lines and \
         up to 8 OFC+CW lines merged by rank, each at its own technique's rank, so a fault \
         OFC+CW does not report (or a version it cannot encode) still has its Ochiai rank \
         there; lines examined = distinct lines shown at a rank up to the fault's; its time \
         = coverage + OFC+CW. Load average (1, 5, 15 min) at the start: {}; at the end: {} \
         ({} CPUs).\n\n",
        args.solver,
        args.problems.join(", "),
        args.paths.name(),
        args.max_failing,
        args.max_fix_lines,
        median(&tally.gdb_start).as_secs_f64() * 1000.0,
        tally.load.first().map_or("unknown", String::as_str),
        tally.load.last().map_or("unknown", String::as_str),
        std::thread::available_parallelism().map_or(0, |n| n.get()),
    ));
    out.push_str(
        "Published anchors (Jin & Orso, \"Improving Efficiency and Scalability of Formula-based \
         Debugging\", Table III and §IV-B2; 41 tcas versions, ~200 LOC): average CPU time per \
         fault BugAssist 187 s, BugAssist+CW 137 s, OFC 48 s, OFC+CW 36 s — OFC almost 4× \
         faster than BugAssist on average, OFC+CW over 80 % cheaper than BugAssist; OFC+CW ranks \
         as accurately as BugAssist+CW.\n\n",
    );
    out.push_str("## What ran the paths (versions, by the BugAssist run)\n\n| paths | versions |\n|---|---|\n");
    for (by, n) in &tally.by_source {
        out.push_str(&format!("| {by} | {n} |\n"));
    }
    out.push_str("\n## Versions the formula techniques can encode\n\n");
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
        PUBLISHED,
    ];
    for name in order {
        let Some(v) = rows.get(name) else { continue };
        let n = v.len().max(1);
        let within = |k: usize| v.iter().filter(|o| o.found && o.examined <= k).count();
        let pct = |c: usize| format!("{c} ({:.0}%)", 100.0 * c as f64 / n as f64);
        let mean = v.iter().map(|o| o.examined as f64).sum::<f64>() / n as f64;
        let times: Vec<Duration> = v.iter().map(|o| o.time).collect();
        let median = median(&times);
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

fn median(times: &[Duration]) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted.get(sorted.len() / 2).copied().unwrap_or_default()
}
