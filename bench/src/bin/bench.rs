//! `bench`: run the engines over the corpus mutants (and IntroClass), regenerate a run's
//! report, or print the generated debug script of one mutant.
//!
//! ```text
//! cargo run --release -p repaird-bench --bin bench -- run --profile quick --seed 1 --jobs 2
//! cargo run --release -p repaird-bench --bin bench -- report bench/results/quick-s1
//! cargo run --release -p repaird-bench --bin bench -- calibrate
//! cargo run --release -p repaird-bench --bin bench -- script --mutants DIR --id sll_reverse/c1_0/01
//! cargo run --release -p repaird-bench --bin bench -- case --mutants DIR --id sll_reverse/c1_0/01
//! ```

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use repaird_bench::corpus::{default_corpus_dir, load_corpus, Program};
use repaird_bench::inject::Manifest;
use repaird_bench::report::calibration::{calibrate_all, calibration_dir, describe};
use repaird_bench::report::write_report;
use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::wolverine::{run_variant, Variant};
use repaird_bench::runners::{default_jobs, run, RunProfile, RunRequest};
use repaird_bench::spec_gen::{drive_mutant, render_script, trace_reference, SpecOptions};

#[derive(Parser)]
#[command(about = "repaird benchmarks: runners and report")]
struct Args {
    #[command(subcommand)]
    command: Cmd,
}

// Parsed once per process: the size of the `run` variant's options costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Cmd {
    /// Run a profile; results go to RESULTS/RUN_ID/cases.jsonl, then the report is written.
    Run {
        #[arg(long, default_value = "quick")]
        profile: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Defaults to `<profile>-s<seed>`.
        #[arg(long)]
        run_id: Option<String>,
        #[arg(long, default_value = "bench/results")]
        results: PathBuf,
        #[arg(long)]
        corpus: Option<PathBuf>,
        /// IntroClass root, read in place; `none` skips it.
        #[arg(long, default_value = "/work/shared/bench-data/introclass")]
        introclass: String,
        /// Override: programs drawn (0 = all).
        #[arg(long)]
        programs: Option<usize>,
        /// Override: mutants per program and class.
        #[arg(long)]
        per_class: Option<usize>,
        /// Override: solver backends (comma-separated).
        #[arg(long, value_delimiter = ',')]
        solvers: Option<Vec<String>>,
        /// Override: engines (wolverine, spectrum, test-repair; comma-separated).
        #[arg(long, value_delimiter = ',')]
        engines: Option<Vec<String>>,
        /// Override: IntroClass versions per problem (0 skips IntroClass).
        #[arg(long)]
        introclass_per_problem: Option<usize>,
        /// Override: seconds per test-driven repair.
        #[arg(long)]
        repair_budget: Option<u64>,
        /// Override: mutants per program and class the first backend and the spectra run on
        /// (`all`: every injected mutant).
        #[arg(long)]
        run_per_class: Option<String>,
        /// Override: mutants per program and class of the secondary sample (other backends,
        /// repair without localization, test-driven repair; `all`: every mutant run).
        #[arg(long)]
        sample_per_class: Option<String>,
        /// Override: programs of the secondary sample, drawn by the seed (0 = all).
        #[arg(long)]
        sample_programs: Option<usize>,
        /// Override: seconds per debug-repair case.
        #[arg(long)]
        debug_timeout: Option<u64>,
        /// Cases run at the same time (default: one per CPU).
        #[arg(long)]
        jobs: Option<usize>,
        /// Only these mutants: ids or id prefixes, comma-separated (`sll_insert/`,
        /// `avl_insert/c2_1/00`); the injection and its seed stay those of the whole profile.
        #[arg(long, value_delimiter = ',')]
        cases: Option<Vec<String>>,
        /// Replays of each backend's calibration transcript (and of z3's on the others)
        /// before the cases (0: none).
        #[arg(long, default_value_t = 3)]
        calibration_runs: usize,
    },
    /// How fast this machine runs each backend now: its transcript in `bench/calibration/`
    /// replayed, and z3's on the others (the line a run's report states), to compare with a
    /// committed run's.
    Calibrate {
        #[arg(long, value_delimiter = ',', default_value = "z3,cvc5,yices")]
        solvers: Vec<String>,
        #[arg(long, default_value_t = 3)]
        runs: usize,
    },
    /// Regenerate report.md and the SVGs of a run directory.
    Report { run_dir: PathBuf },
    /// Print the generated debug script of one mutant (and whether it repairs).
    Script {
        #[command(flatten)]
        mutant: MutantArgs,
        /// The failing test whose run is asserted (default: the first).
        #[arg(long)]
        test: Option<String>,
    },
    /// Run one mutant's debug-repair case as `run` does (every round), without injecting
    /// the corpus again; prints its record, and its scripts go to SCRIPTS.
    Case {
        #[command(flatten)]
        mutant: MutantArgs,
        /// Seconds for the whole case (the `full` profile's deadline by default).
        #[arg(long, default_value_t = 30)]
        timeout: u64,
        /// Where the case's scripts are written (`scripts/` below it).
        #[arg(long, default_value = "/tmp/bench-case")]
        scripts: PathBuf,
        /// A directory for the solver sessions' transcripts and each session's script as
        /// it was before its repair ran (`sessions.txt`).
        #[arg(long)]
        diagnostics: Option<PathBuf>,
        /// Without gradient localization (the `wolverine-noloc` engine).
        #[arg(long)]
        no_localization: bool,
        /// A repair's attempts one at a time (the `wolverine-serial` engine).
        #[arg(long, conflicts_with = "no_localization")]
        one_at_a_time: bool,
    },
}

/// One injected mutant, and the backend it runs on.
#[derive(clap::Args)]
struct MutantArgs {
    /// A directory written by `inject` (with manifest.json).
    #[arg(long)]
    mutants: PathBuf,
    #[arg(long)]
    id: String,
    #[arg(long)]
    corpus: Option<PathBuf>,
    #[arg(long, default_value = "z3")]
    solver: String,
}

impl MutantArgs {
    fn corpus(&self) -> Result<Vec<Program>> {
        let dir = self.corpus.clone().unwrap_or_else(default_corpus_dir);
        Ok(load_corpus(&dir)?)
    }

    /// The mutant `id` of the manifest, on its program of `corpus`.
    fn case<'c>(&self, corpus: &'c [Program]) -> Result<MutantCase<'c>> {
        let text = std::fs::read_to_string(self.mutants.join("manifest.json"))
            .with_context(|| format!("reading {}/manifest.json", self.mutants.display()))?;
        let manifest: Manifest = serde_json::from_str(&text)?;
        let Some(record) = manifest.mutants.into_iter().find(|m| m.id == self.id) else {
            bail!("no mutant {} in the manifest", self.id);
        };
        let program = corpus
            .iter()
            .find(|p| p.name() == record.program)
            .context("the mutant's program is not in the corpus")?;
        Ok(MutantCase::load(program, record, &self.mutants)?)
    }
}

/// A number, or `all` (`None`).
fn count_or_all(flag: &str, value: &str) -> Result<Option<usize>> {
    match value {
        "all" => Ok(None),
        n => Ok(Some(n.parse().with_context(|| {
            format!("{flag} takes a number or `all`, not `{n}`")
        })?)),
    }
}

fn main() -> Result<()> {
    // Judging a patch blocks its worker thread; keep threads free for the other cases.
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(default_jobs().max(2) * 2)
        .enable_all()
        .build()?
        .block_on(run_command(Args::parse().command))
}

async fn run_command(command: Cmd) -> Result<()> {
    match command {
        Cmd::Run {
            profile,
            seed,
            run_id,
            results,
            corpus,
            introclass,
            programs,
            per_class,
            solvers,
            engines,
            introclass_per_problem,
            repair_budget,
            run_per_class,
            sample_per_class,
            sample_programs,
            debug_timeout,
            jobs,
            cases,
            calibration_runs,
        } => {
            let mut p = RunProfile::named(&profile, seed)
                .with_context(|| format!("unknown profile `{profile}` (quick, full)"))?;
            if let Some(n) = programs {
                p.programs = n;
            }
            if let Some(n) = per_class {
                p.per_class = n;
            }
            if let Some(s) = solvers {
                p.solvers = s;
            }
            if let Some(e) = engines {
                p.engines = e;
            }
            if let Some(n) = introclass_per_problem {
                p.introclass_per_problem = n;
            }
            if let Some(s) = repair_budget {
                p.repair_budget = Duration::from_secs(s);
            }
            if let Some(s) = debug_timeout {
                p.debug_timeout = Duration::from_secs(s);
            }
            if let Some(n) = run_per_class {
                p.run_per_class = count_or_all("--run-per-class", &n)?;
            }
            if let Some(n) = sample_per_class {
                p.sample_per_class = count_or_all("--sample-per-class", &n)?;
            }
            if let Some(n) = sample_programs {
                p.sample_programs = n;
            }
            if let Some(c) = cases {
                p.cases = c;
            }
            let run_id = run_id.unwrap_or_else(|| format!("{profile}-s{seed}"));
            let run_dir = results.join(&run_id);
            let introclass = (introclass != "none" && p.introclass_per_problem > 0)
                .then(|| PathBuf::from(introclass));
            let request = RunRequest {
                profile: p,
                corpus: corpus.unwrap_or_else(default_corpus_dir),
                run_dir: run_dir.clone(),
                introclass,
                jobs: jobs.unwrap_or_else(default_jobs).max(1),
                calibration_runs,
            };
            run(&request, &|r| {
                eprintln!(
                    "{:<12} {:<34} {:<22} {:<12} {:>7.1} s  {}",
                    r.suite,
                    r.case,
                    r.engine,
                    r.outcome.label(),
                    r.millis as f64 / 1000.0,
                    r.detail.chars().take(90).collect::<String>()
                )
            })
            .await?;
            let report = write_report(&run_dir)?;
            println!("{}", repaird_bench::report::headline_from(&report));
            println!("report: {}", run_dir.join("report.md").display());
        }
        Cmd::Calibrate { solvers, runs } => {
            let calibrations = calibrate_all(&calibration_dir(), &solvers, runs.max(1))
                .await
                .into_iter()
                .collect::<Result<Vec<_>, _>>()?;
            println!("machine speed: {}", describe(&calibrations));
        }
        Cmd::Report { run_dir } => {
            let report = write_report(&run_dir)?;
            println!("{}", repaird_bench::report::headline_from(&report));
            println!(
                "wrote {} and {} SVG(s)",
                run_dir.join("report.md").display(),
                report.svgs.len()
            );
        }
        Cmd::Case {
            mutant,
            timeout,
            scripts,
            diagnostics,
            no_localization,
            one_at_a_time,
        } => {
            let corpus = mutant.corpus()?;
            let case = mutant.case(&corpus)?;
            if let Some(dir) = &diagnostics {
                std::fs::create_dir_all(dir)?;
            }
            let record = run_variant(
                &case,
                &mutant.solver,
                Duration::from_secs(timeout),
                &scripts,
                if no_localization {
                    Variant::NoLocalization
                } else if one_at_a_time {
                    Variant::OneAtATime
                } else {
                    Variant::Default
                },
                diagnostics.as_deref(),
            )
            .await;
            println!("{}", serde_json::to_string_pretty(&record)?);
            println!("scripts: {}", scripts.join("scripts").display());
        }
        Cmd::Script { mutant, test } => {
            let corpus = mutant.corpus()?;
            let case = mutant.case(&corpus)?;
            let program = case.program;
            let mut options = SpecOptions::default();
            options.debug.solver = repaird_solvers::Profile::builtin(&mutant.solver);
            let (test, run) = case
                .spec_runs()
                .into_iter()
                .find(|(name, _)| test.as_ref().is_none_or(|wanted| wanted == name))
                .context("the mutant fails no such test")?;
            let trace =
                trace_reference(&program.source_path, &case.function, &run, &options).await?;
            let spec = drive_mutant(&case.source, &program.source, &trace, &run, &options).await?;
            let header = vec![
                format!(
                    "{}: specification of {} from the reference, test `{test}`",
                    mutant.id, case.function
                ),
                format!(
                    "replay: repair debug {} --script THIS_FILE -- {}",
                    case.source.display(),
                    run.args.join(" ")
                ),
            ];
            print!("{}", render_script(&header, &spec.commands));
            if let Some(note) = &spec.note {
                println!("# note: {note}");
            }
            match &spec.repair {
                Ok(reply) => match &reply.patch {
                    Some(patch) => println!("# patch:\n{}", patch.diff),
                    None => println!("# no patch: {}", reply.messages.join("; ")),
                },
                Err(e) => println!("# repair failed: {e}"),
            }
        }
    }
    Ok(())
}
