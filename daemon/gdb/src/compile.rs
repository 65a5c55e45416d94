//! Compiling a C program with debug info into a scratch directory.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use repaird_owned::scratch::ScratchDir;
use tokio::process::Command;

use crate::build_cache::{self, BuildKey, Image};

#[derive(Debug, Clone)]
pub struct CompileOptions {
    /// The compiler and its flags; the source, `-o OUT` and `link_args` are appended.
    pub command: Vec<String>,
    /// Arguments after the source file (libraries: `-lm`).
    pub link_args: Vec<String>,
    /// Where the binary goes; `None`: a fresh temporary directory owned by the `Binary`.
    pub out_dir: Option<PathBuf>,
    pub timeout: Duration,
    /// Link statically where the toolchain can, else as `command` says. gdb starts a static
    /// program about four times faster (no shared-library events, no libthread_db probing):
    /// 0.3 s instead of 1.2-1.5 s to a breakpoint on a corpus program.
    pub prefer_static: bool,
}

/// Flags of a static build. `fork` and `calloc` are linked in even when the program never
/// calls them: gdb's `checkpoint` calls `fork` in the program, and a `change` to a node the
/// program has not allocated calls `calloc`.
const STATIC_FLAGS: [&str; 3] = ["-static", "-Wl,-u,fork", "-Wl,-u,calloc"];

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            command: vec!["gcc".into(), "-g".into(), "-O0".into()],
            link_args: Vec::new(),
            out_dir: None,
            timeout: Duration::from_secs(60),
            prefer_static: false,
        }
    }
}

/// A compiled program. Keeps its scratch directory alive as long as any clone lives.
#[derive(Debug, Clone)]
pub struct Binary {
    pub path: PathBuf,
    pub source: PathBuf,
    _scratch: Option<Arc<ScratchDir>>,
}

#[derive(Debug, Clone, thiserror::Error)]
#[error("compiling {}: {reason}{}", source_file.display(), if diagnostics.is_empty() { String::new() } else { format!("\n{diagnostics}") })]
pub struct CompileError {
    pub source_file: PathBuf,
    pub reason: String,
    /// The compiler's stderr, as printed.
    pub diagnostics: String,
}

/// Builds `source`, or hands back the binary an earlier call built from the same text, command
/// and headers (`build_cache`) when the caller leaves the directory open.
pub async fn compile(source: &Path, opts: &CompileOptions) -> Result<Binary, CompileError> {
    let key = opts
        .out_dir
        .is_none()
        .then(|| build_key(source, opts))
        .flatten();
    if let Some(key) = &key {
        if let Some(binary) = build_cache::BUILDS
            .lookup(key)
            .and_then(|image| write_out(&image, key))
        {
            return Ok(binary);
        }
    }
    let with_rule = key.is_some();
    // No `libc.a`, or a library without an archive: link as asked.
    let static_build = match opts.prefer_static {
        true => compile_with(source, opts, &STATIC_FLAGS, with_rule)
            .await
            .ok(),
        false => None,
    };
    let binary = match static_build {
        Some(binary) => binary,
        None => compile_with(source, opts, &[], with_rule).await?,
    };
    if let Some(key) = key {
        remember(key, &binary);
    }
    Ok(binary)
}

/// What the build of `source` under `opts` is keyed by; `None` when the source cannot be read
/// (the compiler will say why).
fn build_key(source: &Path, opts: &CompileOptions) -> Option<BuildKey> {
    let text = std::fs::read_to_string(source).ok()?;
    let mut command = opts.command.clone();
    command.extend(opts.link_args.iter().cloned());
    command.push(format!("prefer_static={}", opts.prefer_static));
    Some(BuildKey {
        source: std::path::absolute(source).ok()?,
        text,
        command,
    })
}

/// Keeps `binary` for later builds of `key`, unless the source changed while it was built
/// or the compiler's list of headers cannot be read.
fn remember(key: BuildKey, binary: &Binary) {
    let rule = binary.path.with_extension("d");
    let Some(headers) = build_cache::dependencies(&rule, &binary.source) else {
        return;
    };
    if std::fs::read_to_string(&key.source).ok().as_ref() != Some(&key.text) {
        return;
    }
    let (Ok(bytes), Some(file_name)) = (std::fs::read(&binary.path), binary.path.file_name())
    else {
        return;
    };
    let image = Image {
        file_name: file_name.to_string_lossy().into_owned(),
        bytes: bytes.into(),
    };
    build_cache::BUILDS.store(key, headers, image);
}

/// A kept binary written into a fresh scratch directory of its own; `None` if that fails
/// (the caller builds it again).
fn write_out(image: &Image, key: &BuildKey) -> Option<Binary> {
    use std::os::unix::fs::PermissionsExt;
    let scratch = ScratchDir::new("repaird-build-").ok()?;
    let path = scratch.path().join(&image.file_name);
    std::fs::write(&path, &image.bytes).ok()?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).ok()?;
    Some(Binary {
        path,
        source: key.source.clone(),
        _scratch: Some(Arc::new(scratch)),
    })
}

/// One build; `with_rule` also writes the headers it read (`-MMD`) next to the binary.
async fn compile_with(
    source: &Path,
    opts: &CompileOptions,
    extra_flags: &[&str],
    with_rule: bool,
) -> Result<Binary, CompileError> {
    let fail = |reason: String, diagnostics: String| CompileError {
        source_file: source.to_path_buf(),
        reason,
        diagnostics,
    };
    let (compiler, flags) = opts
        .command
        .split_first()
        .ok_or_else(|| fail("the compile command is empty".into(), String::new()))?;
    let source = std::path::absolute(source)
        .map_err(|e| fail(format!("cannot resolve the path: {e}"), String::new()))?;
    let (dir, scratch) = match &opts.out_dir {
        Some(dir) => (dir.clone(), None),
        None => {
            let tmp = ScratchDir::new("repaird-build-")
                .map_err(|e| fail(format!("no scratch directory: {e}"), String::new()))?;
            (tmp.path().to_path_buf(), Some(Arc::new(tmp)))
        }
    };
    let stem = source
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "program".into());
    let out = dir.join(stem);
    let rule_flags = if with_rule {
        vec!["-MMD".into(), "-MF".into(), out.with_extension("d")]
    } else {
        Vec::new()
    };
    let child = Command::new(compiler)
        .args(flags)
        .arg(&source)
        .arg("-o")
        .arg(&out)
        .args(&opts.link_args)
        .args(extra_flags)
        .args(&rule_flags)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| fail(format!("cannot start {compiler}: {e}"), String::new()))?;
    let output = match tokio::time::timeout(opts.timeout, child.wait_with_output()).await {
        Err(_) => {
            return Err(fail(
                format!("{compiler} did not finish within {:?}", opts.timeout),
                String::new(),
            ))
        }
        Ok(Err(e)) => return Err(fail(format!("waiting for {compiler}: {e}"), String::new())),
        Ok(Ok(output)) => output,
    };
    let diagnostics = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        return Err(fail(
            format!("{compiler} failed ({})", output.status),
            diagnostics,
        ));
    }
    Ok(Binary {
        path: out,
        source,
        _scratch: scratch,
    })
}
