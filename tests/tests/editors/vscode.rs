//! The VS Code extension (`clients/vscode`) cannot run here (VS Code's test runners download
//! an editor build), so it is type-checked against the real `vscode` and
//! `vscode-languageclient` typings: `npm ci` then `tsc --noEmit`, and packaged into a `.vsix`
//! with `vsce` (fetched from the npm registry). Skipped, with a note, on a machine without
//! node/npm.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::process;

/// `clients/vscode`, or `None` (with a note) on a machine without node/npm.
fn extension_dir(step: &str) -> Option<PathBuf> {
    if !process::available("npm") || !process::available("node") {
        eprintln!("vscode extension: node/npm not found, {step} skipped");
        return None;
    }
    Some(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("workspace root")
            .join("clients")
            .join("vscode"),
    )
}

pub fn type_check() {
    let Some(dir) = extension_dir("type-check") else {
        return;
    };
    // `npm ci` installs exactly package-lock.json; skipped when node_modules is current.
    let stamp = dir.join("node_modules").join(".package-lock.json");
    let lock = dir.join("package-lock.json");
    let current = match (std::fs::metadata(&stamp), std::fs::metadata(&lock)) {
        (Ok(s), Ok(l)) => s.modified().ok() >= l.modified().ok(),
        _ => false,
    };
    if !current {
        let mut npm = Command::new("npm");
        npm.args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
            .current_dir(&dir);
        let installed = process::run(npm, Duration::from_secs(600));
        assert!(installed.success, "npm ci failed:\n{}", installed.output);
    }
    let mut tsc = Command::new("npx");
    tsc.args(["--no-install", "tsc", "--noEmit", "-p", "."])
        .current_dir(&dir);
    let checked = process::run(tsc, Duration::from_secs(300));
    assert!(
        checked.success,
        "the VS Code extension does not type-check:\n{}",
        checked.output
    );
}

pub fn package() {
    let Some(dir) = extension_dir("packaging") else {
        return;
    };
    let vsix = dir.join("repaird-0.1.0.vsix");
    let _ = std::fs::remove_file(&vsix);
    let mut npm = Command::new("npm");
    npm.args(["run", "--silent", "package"]).current_dir(&dir);
    let packaged = process::run(npm, Duration::from_secs(600));
    assert!(
        packaged.success,
        "the VS Code extension does not package:\n{}",
        packaged.output
    );
    let size = std::fs::metadata(&vsix).map(|m| m.len()).unwrap_or(0);
    assert!(size > 10_000, "no usable {} ({size} bytes)", vsix.display());
}
