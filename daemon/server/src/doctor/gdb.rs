//! gdb: version, then a batch round trip.

use std::time::{Duration, Instant};

use repaird_config::Config;

use super::process::{first_line, run};
use super::Check;

const DEADLINE: Duration = Duration::from_secs(30);

pub async fn check(config: &Config) -> Check {
    let started = Instant::now();
    let program = config.gdb.program.clone();
    let result = exercise(&program).await;
    Check {
        tool: program,
        result,
        took: started.elapsed(),
    }
}

async fn exercise(gdb: &str) -> Result<String, String> {
    let version = first_line(&run(gdb, &["--version"], None, DEADLINE).await?.stdout);
    let answer = run(gdb, &["-batch", "-nx", "-ex", "print 6*7"], None, DEADLINE).await?;
    if !answer.stdout.contains("= 42") {
        return Err(format!(
            "`gdb -batch -ex 'print 6*7'` answered {:?} (stderr {:?})",
            answer.stdout.trim(),
            answer.stderr.trim()
        ));
    }
    Ok(format!("{version}; batch round trip answered"))
}
