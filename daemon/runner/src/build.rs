//! Compiling the program (or a candidate patch's text) into a scratch directory.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use repaird_owned::scratch::ScratchDir;

use crate::sandbox::process::{self, Env, ProcessSpec};
use crate::spec::BuildSpec;

/// Bytes of compiler output kept for the error message.
const MAX_COMPILER_OUTPUT: usize = 256 * 1024;
/// Name of the executable inside its build directory.
const OUTPUT_NAME: &str = "prog";
/// A C file linked into coverage builds; see `gcov_flush.c`.
pub(crate) const GCOV_FLUSH_FILE: &str = "repaird_gcov_flush.c";
const GCOV_FLUSH_SOURCE: &str = include_str!("coverage/gcov_flush.c");

/// How to build.
#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub spec: BuildSpec,
    /// Instrument for gcov (`--coverage`) and link a helper that writes the
    /// coverage data even when the program dies by a signal.
    pub coverage: bool,
    /// Deadline for the compiler.
    pub timeout: Duration,
    /// Added as `-I` so a candidate compiled in a scratch directory still
    /// finds the headers beside the original source; also `{source_dir}`.
    pub include_dir: Option<PathBuf>,
}

impl BuildOptions {
    pub fn new(spec: BuildSpec) -> BuildOptions {
        BuildOptions {
            spec,
            coverage: false,
            timeout: Duration::from_secs(60),
            include_dir: None,
        }
    }
}

/// A compiled program. Its scratch directory is removed when the last clone drops.
#[derive(Debug, Clone)]
pub struct Executable {
    path: PathBuf,
    source: PathBuf,
    coverage: bool,
    dir: Arc<ScratchDir>,
}

impl Executable {
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The C file that was compiled (for `compile_text`, the scratch copy).
    pub fn source(&self) -> &Path {
        &self.source
    }

    pub fn has_coverage(&self) -> bool {
        self.coverage
    }

    /// The build directory (holds the `.gcno` files of a coverage build).
    pub fn build_dir(&self) -> &Path {
        self.dir.path()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum BuildFailure {
    #[error("the build command is empty")]
    EmptyCommand,
    #[error("cannot prepare the build directory: {0}")]
    Io(#[from] std::io::Error),
    #[error("cannot start the compiler `{program}`: {source}")]
    Spawn {
        program: String,
        #[source]
        source: std::io::Error,
    },
    #[error("the compiler did not finish within {0:?}")]
    Timeout(Duration),
    #[error("compilation failed ({status}):\n{output}")]
    Compiler { status: String, output: String },
}

/// Entry points for compiling.
pub struct Build;

impl Build {
    /// Compiles `source` where it is (so `#include "..."` resolves as usual).
    pub fn compile(source: &Path, options: &BuildOptions) -> Result<Executable, BuildFailure> {
        let dir = scratch_dir()?;
        let source = std::path::absolute(source)?;
        compile_into(dir, &source, options)
    }

    /// Compiles C `text` saved as `file_name` in a fresh scratch directory
    /// (a candidate patch). Set `options.include_dir` to the original source's
    /// directory when the program includes local headers.
    pub fn compile_text(
        text: &str,
        file_name: &str,
        options: &BuildOptions,
    ) -> Result<Executable, BuildFailure> {
        let dir = scratch_dir()?;
        let name = Path::new(file_name)
            .file_name()
            .ok_or_else(|| std::io::Error::other(format!("not a file name: {file_name:?}")))?;
        let source = dir.path().join(name);
        std::fs::write(&source, text)?;
        compile_into(dir, &source, options)
    }
}

fn scratch_dir() -> std::io::Result<ScratchDir> {
    let dir = ScratchDir::new("repaird-build-")?;
    // Tests may run as another uid and must reach the executable.
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755))?;
    Ok(dir)
}

fn compile_into(
    dir: ScratchDir,
    source: &Path,
    options: &BuildOptions,
) -> Result<Executable, BuildFailure> {
    let output = dir.path().join(OUTPUT_NAME);
    let source_dir = options
        .include_dir
        .clone()
        .or_else(|| source.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    let (program, args) = command_line(options, source, &output, &source_dir, dir.path())?;

    let run = process::run(&ProcessSpec {
        program: Path::new(&program),
        args: &args,
        cwd: dir.path(),
        env: Env::Inherit(&[]),
        stdin: &[],
        timeout: options.timeout,
        cpu_time: None,
        term_grace: None,
        max_output: MAX_COMPILER_OUTPUT,
        confinement: None,
    })
    .map_err(|source| BuildFailure::Spawn {
        program: program.clone(),
        source,
    })?;
    if run.stopped.is_some() {
        return Err(BuildFailure::Timeout(options.timeout));
    }
    let succeeded = run.status.is_some_and(|s| s.success());
    if !succeeded || !output.is_file() {
        let mut text = String::from_utf8_lossy(&run.stderr).into_owned();
        text.push_str(&String::from_utf8_lossy(&run.stdout));
        return Err(BuildFailure::Compiler {
            status: run
                .status
                .map_or_else(|| "not reaped".to_string(), |s| s.to_string()),
            output: text,
        });
    }
    Ok(Executable {
        path: output,
        source: source.to_path_buf(),
        coverage: options.coverage,
        dir: Arc::new(dir),
    })
}

/// The compiler's argv: the command with placeholders filled in, then `-I`,
/// then the coverage flags and helper, then the user's flags (libraries last).
fn command_line(
    options: &BuildOptions,
    source: &Path,
    output: &Path,
    source_dir: &Path,
    build_dir: &Path,
) -> Result<(String, Vec<String>), BuildFailure> {
    let fill = |word: &String| {
        word.replace("{source_dir}", &source_dir.to_string_lossy())
            .replace("{source}", &source.to_string_lossy())
            .replace("{output}", &output.to_string_lossy())
    };
    let mut words = options.spec.command.iter().map(fill);
    let program = words.next().ok_or(BuildFailure::EmptyCommand)?;
    let mut args: Vec<String> = words.collect();
    if options.include_dir.is_some() {
        args.push(format!("-I{}", source_dir.display()));
    }
    if options.coverage {
        let helper = build_dir.join(GCOV_FLUSH_FILE);
        std::fs::write(&helper, GCOV_FLUSH_SOURCE)?;
        args.push("--coverage".to_string());
        args.push(helper.to_string_lossy().into_owned());
    }
    args.extend(options.spec.flags.iter().map(fill));
    Ok((program, args))
}
