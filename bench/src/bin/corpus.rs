//! `corpus`: maintain the benchmark corpus.
//!
//! - `corpus expect [--only NAME]`: compile each reference and write its observed stdout
//!   and exit code into the `[[test]]` entries of its `repair.toml` (the reference is the oracle).
//! - `corpus table`: print the Markdown table of programs for the README (statements and
//!   IR instructions of the function(s) under test, and the mean IR size per size class).
//! - `corpus ir [--only NAME]`: IR instructions per function under test, and how many of them
//!   are `concrete` (not modeled by the engines), to check that a function stays modeled.

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use repaird_bench::corpus::{ir_breakdown, ir_size, load_corpus, Program, SizeClass, SUITE_FILE};
use repaird_bench::csyntax;
use repaird_bench::exec::{self, CompileOutcome};
use std::path::PathBuf;
use std::time::Duration;

#[derive(Parser)]
struct Args {
    #[arg(long, default_value = "bench/corpus")]
    corpus: PathBuf,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Fill in expected stdout/exit codes by running the references.
    Expect {
        #[arg(long = "only")]
        only: Vec<String>,
    },
    /// Print the corpus table (Markdown).
    Table,
    /// IR instructions and unmodeled (`concrete`) ones per function under test.
    Ir {
        #[arg(long = "only")]
        only: Vec<String>,
    },
}

fn main() -> Result<()> {
    let args = Args::parse();
    let programs = load_corpus(&args.corpus)?;
    match args.command {
        Command::Expect { only } => {
            for program in programs
                .iter()
                .filter(|p| only.is_empty() || only.iter().any(|n| n == p.name()))
            {
                expect(program).with_context(|| format!("program `{}`", program.name()))?;
            }
        }
        Command::Table => table(&programs)?,
        Command::Ir { only } => {
            for program in programs
                .iter()
                .filter(|p| only.is_empty() || only.iter().any(|n| n == p.name()))
            {
                ir(program)?;
            }
        }
    }
    Ok(())
}

fn expect(program: &Program) -> Result<()> {
    let scratch = tempfile::tempdir()?;
    let exe = scratch.path().join(program.name());
    let flags = exec::STRICT_FLAGS;
    if let CompileOutcome::Failed { stderr } = exec::compile(
        &program.source_path,
        &exe,
        flags,
        program.suite.build_flags(),
    )? {
        bail!("does not compile cleanly:\n{stderr}");
    }
    let suite_path = program.dir.join(SUITE_FILE);
    let text = std::fs::read_to_string(&suite_path)?;
    let mut doc: toml_edit::DocumentMut = text.parse()?;
    let tests = doc["test"]
        .as_array_of_tables_mut()
        .context("repair.toml has no [[test]] entries")?;
    for (table, test) in tests.iter_mut().zip(&program.suite.tests) {
        let run = exec::run_test(&exe, test, Duration::from_secs(10))?;
        let code = match run.exit {
            exec::Exit::Code(code) => code,
            other => bail!("test `{}` ended with {other:?}", test.name),
        };
        table["stdout"] = toml_edit::value(run.stdout);
        table["exit_code"] = toml_edit::value(i64::from(code));
    }
    std::fs::write(&suite_path, doc.to_string())?;
    println!("{}: {} tests", program.name(), program.suite.tests.len());
    Ok(())
}

fn ir(program: &Program) -> Result<()> {
    let functions = ir_breakdown(program)
        .with_context(|| format!("`{}`: the front end cannot read it", program.name()))?;
    let total: usize = functions.iter().map(|f| f.instructions).sum();
    let parts: Vec<String> = functions
        .iter()
        .map(|f| {
            format!(
                "{} {} ({} concrete)",
                f.function, f.instructions, f.concrete
            )
        })
        .collect();
    println!("{}: {total} = {}", program.name(), parts.join(" + "));
    Ok(())
}

fn table(programs: &[Program]) -> Result<()> {
    println!(
        "| program | category | size | function(s) under test | statements | IR | tests | WOLVERINE |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let mut ir_means = Vec::new();
    for size in [SizeClass::Small, SizeClass::Large] {
        let mut ir_total = 0;
        let mut count = 0;
        for p in programs.iter().filter(|p| p.meta.size == size) {
            let analysis = csyntax::analyse(&p.source, &p.meta.functions)?;
            let ir = ir_size(p)
                .with_context(|| format!("`{}`: the front end cannot read it", p.name()))?;
            ir_total += ir;
            count += 1;
            println!(
                "| `{}` | {} | {} | {} | {} | {} | {} | {} |",
                p.name(),
                p.meta.category.label(),
                if size == SizeClass::Small {
                    "small"
                } else {
                    "large"
                },
                p.meta
                    .functions
                    .iter()
                    .map(|f| format!("`{f}`"))
                    .collect::<Vec<_>>()
                    .join(", "),
                analysis.statements,
                ir,
                p.suite.tests.len(),
                p.meta.paper.as_deref().unwrap_or("–"),
            );
        }
        ir_means.push(ir_total as f64 / count.max(1) as f64);
    }
    println!(
        "\nMean IR instructions: small {:.1}, large {:.1} ({:.2}x)",
        ir_means[0],
        ir_means[1],
        ir_means[1] / ir_means[0].max(1.0)
    );
    Ok(())
}
