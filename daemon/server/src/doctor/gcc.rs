//! The C compiler: version, then compile and run a trivial program with the configured flags.

use std::time::{Duration, Instant};

use repaird_config::Config;

use super::process::{first_line, run};
use super::Check;

const DEADLINE: Duration = Duration::from_secs(30);
const PROGRAM: &str =
    "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 6 * 7); return 0; }\n";

pub async fn check(config: &Config) -> Check {
    let started = Instant::now();
    let compiler = config.build.compiler.clone();
    let result = exercise(&compiler, &config.build.flags).await;
    Check {
        tool: compiler,
        result,
        took: started.elapsed(),
    }
}

async fn exercise(compiler: &str, flags: &[String]) -> Result<String, String> {
    let version = first_line(&run(compiler, &["--version"], None, DEADLINE).await?.stdout);
    let dir = tempfile::tempdir().map_err(|e| format!("cannot make a temp dir: {e}"))?;
    std::fs::write(dir.path().join("doctor.c"), PROGRAM)
        .map_err(|e| format!("cannot write doctor.c: {e}"))?;
    let mut args: Vec<&str> = flags.iter().map(String::as_str).collect();
    args.extend(["doctor.c", "-o", "doctor"]);
    run(compiler, &args, Some(dir.path()), DEADLINE).await?;
    let binary = dir.path().join("doctor");
    let output = run(&binary.to_string_lossy(), &[], None, DEADLINE).await?;
    if output.stdout.trim() != "42" {
        return Err(format!(
            "compiled test program printed {:?}, expected 42",
            output.stdout
        ));
    }
    Ok(format!(
        "{version}; compiled and ran a C program with {}",
        flags.join(" ")
    ))
}
