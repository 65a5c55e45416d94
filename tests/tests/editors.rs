//! Real editors as clients of the real daemon: headless Neovim 0.7 and 0.11 over stdio and
//! TCP (through the repaird plugin), the pytest-lsp suite with the Neovim, Emacs and VS Code
//! capability profiles, and the VS Code extension's type-check.

mod editors {
    pub mod fixtures;
    pub mod neovim;
    pub mod process;
    pub mod pytest_lsp;
    pub mod vscode;
}

use editors::fixtures::{self, Fixture};
use editors::neovim::{self, Neovim, Via};
use repaird_e2e::TcpDaemon;

/// Every step of the scenario, in order: handshake and status, diagnostics on open, the
/// preferred quick fix applied and written, then a short debug session on the saved file.
const STEPS: &[&str] = &["status", "diagnostics", "fix", "debug"];

/// Runs the full scenario on every fixture and checks what the editor saved.
async fn full_scenario(editor: Neovim, via: Via<'_>) {
    for name in fixtures::names() {
        let fixture = Fixture::copy(&name);
        let run = neovim::run(editor, &fixture, &via, STEPS, &[]).await;
        let context = format!("{editor:?} on fixture {name}");

        let status = run.assert_step("status");
        assert_eq!(status["documentOpen"], true, "{context}: {status}");

        let diagnostics = run.assert_step("diagnostics");
        assert_eq!(
            diagnostics["faultLineCovered"], true,
            "{context}: {diagnostics}"
        );

        run.assert_step("fix");
        // Both versions declare codeAction.resolveSupport {edit}: the fix came lazily.
        assert_eq!(
            run.report["fixes"][0]["lazy"], true,
            "{context}: {}",
            run.report["fixes"]
        );
        let saved = std::fs::read_to_string(fixture.source()).expect("saved source");
        assert_ne!(
            saved,
            fixture.original_text(),
            "{context}: the file was not changed"
        );
        let (passed, total) = fixture
            .run_tests()
            .unwrap_or_else(|e| panic!("{context}: the saved file {e}"));
        assert_eq!(
            passed, total,
            "{context}: the saved file fails tests\n{saved}"
        );

        let debug = run.assert_step("debug");
        assert_eq!(debug["moved"], true, "{context}: {debug}");
        let picture = run.report["debug"]["replies"][1]["picture"]
            .as_str()
            .unwrap_or_default();
        assert!(
            picture.contains(&fixture.expect.debug_picture_contains),
            "{context}: picture after `next`: {picture:?}"
        );
        assert_eq!(run.code, Some(0), "{context}\n{}", run.log);
    }
}

async fn tcp_daemon() -> TcpDaemon {
    TcpDaemon::start(&TcpDaemon::config("")).await
}

#[tokio::test]
async fn neovim_0_7_over_stdio() {
    full_scenario(Neovim::Debian07, Via::Stdio).await;
}

#[tokio::test]
async fn neovim_0_7_over_tcp_through_socat() {
    let daemon = tcp_daemon().await;
    let via = Via::Tcp {
        address: &daemon.address,
        token: &daemon.token,
    };
    full_scenario(Neovim::Debian07, via).await;
}

#[tokio::test]
async fn neovim_0_11_over_stdio() {
    full_scenario(Neovim::Wheel011, Via::Stdio).await;
}

#[tokio::test]
async fn neovim_0_11_over_tcp() {
    let daemon = tcp_daemon().await;
    let via = Via::Tcp {
        address: &daemon.address,
        token: &daemon.token,
    };
    full_scenario(Neovim::Wheel011, via).await;
}

/// A wrong token: the daemon refuses `initialize`, the plugin never attaches, and the
/// scenario says so instead of hanging.
#[tokio::test]
async fn neovim_with_a_wrong_token_is_refused() {
    let daemon = tcp_daemon().await;
    let fixture = Fixture::copy(&fixtures::names()[0]);
    let via = Via::Tcp {
        address: &daemon.address,
        token: "not-the-token",
    };
    // The refusal is immediate; neither version tells the plugin, so its wait ends by deadline.
    let attach_deadline = [("SCENARIO_ATTACH_MS", "8000")];
    for editor in [Neovim::Debian07, Neovim::Wheel011] {
        let run = neovim::run(editor, &fixture, &via, &["status"], &attach_deadline).await;
        let (attached, detail) = run.step("attach");
        assert!(
            !attached,
            "{editor:?} attached with a wrong token: {detail}"
        );
        assert_eq!(run.code, Some(1), "{editor:?}\n{}", run.log);
        assert!(run.log.contains("invalid token"), "{editor:?}\n{}", run.log);
    }
}

#[test]
fn pytest_lsp_suite_passes() {
    editors::pytest_lsp::run_suite();
}

#[test]
fn vscode_extension_type_checks_and_packages() {
    editors::vscode::type_check();
    editors::vscode::package();
}

/// `setup{ settings = ... }` reaches the daemon as a live config change: the status shows the
/// solver the editor asked for.
#[tokio::test]
async fn neovim_settings_reach_the_daemon() {
    let fixture = Fixture::copy(&fixtures::names()[0]);
    for (editor, solver) in [(Neovim::Debian07, "yices"), (Neovim::Wheel011, "cvc5")] {
        let run = neovim::run(
            editor,
            &fixture,
            &Via::Stdio,
            &["status"],
            &[("SCENARIO_SOLVER", solver)],
        )
        .await;
        let status = run.assert_step("status");
        assert_eq!(status["solverBackend"], solver, "{editor:?}: {status}");
    }
}

/// `repair.fix` as a plain command (what `:RepairFix` falls back to): the daemon applies the
/// best patch through Neovim's own `workspace/applyEdit` handler; the saved file passes.
#[tokio::test]
async fn neovim_repair_fix_command_applies_through_apply_edit() {
    for editor in [Neovim::Debian07, Neovim::Wheel011] {
        let fixture = Fixture::copy(&fixtures::names()[0]);
        let run = neovim::run(editor, &fixture, &Via::Stdio, &["command"], &[]).await;
        let command = run.assert_step("command");
        assert_eq!(command["changed"], true, "{editor:?}: {command}");
        let (passed, total) = fixture
            .run_tests()
            .unwrap_or_else(|e| panic!("{editor:?}: the saved file {e}"));
        assert_eq!(passed, total, "{editor:?}: the saved file fails tests");
    }
}
