//! Value checks serde cannot express. Each failure is `(dotted key, message)`.

use std::net::SocketAddr;

use crate::{Config, SolverBackend};

type Failure = (String, String);

fn require(ok: bool, key: &str, message: &str) -> Result<(), Failure> {
    if ok {
        Ok(())
    } else {
        Err((key.to_string(), message.to_string()))
    }
}

/// The first problem found, or `Ok`.
pub(crate) fn check(config: &Config) -> Result<(), Failure> {
    let solver = &config.solver;
    require(
        solver.call_timeout_ms > 0,
        "solver.call_timeout_ms",
        "must be at least 1",
    )?;
    require(
        (1..=64).contains(&solver.pool_size),
        "solver.pool_size",
        "must be 1..=64",
    )?;
    for (index, member) in solver.portfolio.iter().enumerate() {
        let known = ["z3", "cvc5", "yices"].contains(&member.as_str())
            || (!member.is_empty() && member != "portfolio" && !solver.profiles_dir.is_empty());
        require(
            known,
            &format!("solver.portfolio.{index}"),
            &format!("`{member}` is not a solver profile name (z3, cvc5, yices, or a profile in profiles_dir)"),
        )?;
    }
    if solver.backend == SolverBackend::Portfolio {
        require(
            !solver.portfolio.is_empty(),
            "solver.portfolio",
            "the portfolio backend needs at least one member",
        )?;
    }

    require(
        !config.build.compiler.trim().is_empty(),
        "build.compiler",
        "must not be empty",
    )?;

    let gdb = &config.gdb;
    require(
        !gdb.program.trim().is_empty(),
        "gdb.program",
        "must not be empty",
    )?;
    require(
        gdb.step_timeout_ms > 0,
        "gdb.step_timeout_ms",
        "must be at least 1",
    )?;
    require(
        gdb.run_timeout_ms > 0,
        "gdb.run_timeout_ms",
        "must be at least 1",
    )?;
    require(
        gdb.max_graph_nodes > 0,
        "gdb.max_graph_nodes",
        "must be at least 1",
    )?;

    let repair = &config.repair;
    require(
        repair.insertion_slots <= 16,
        "repair.insertion_slots",
        "must be 0..=16",
    )?;
    require(
        repair.tau_guard_max <= 64,
        "repair.tau_guard_max",
        "must be 0..=64",
    )?;
    require(
        repair.tau_statement_max <= 64,
        "repair.tau_statement_max",
        "must be 0..=64",
    )?;
    require(
        repair.tau_insertion_max <= 64,
        "repair.tau_insertion_max",
        "must be 0..=64",
    )?;
    require(
        repair.time_budget_ms > 0,
        "repair.time_budget_ms",
        "must be at least 1",
    )?;
    require(
        !repair.engines.is_empty(),
        "repair.engines",
        "name at least one of mutation, trace, nopol, genprog",
    )?;

    require(
        config.localization.max_correction_set_size > 0,
        "localization.max_correction_set_size",
        "must be at least 1",
    )?;

    let tests = &config.tests;
    require(
        tests.timeout_ms > 0,
        "tests.timeout_ms",
        "must be at least 1",
    )?;
    require(
        tests.max_output_bytes > 0,
        "tests.max_output_bytes",
        "must be at least 1",
    )?;

    let tcp = &config.tcp;
    require(
        tcp.listen.parse::<SocketAddr>().is_ok(),
        "tcp.listen",
        &format!("`{}` is not an IP:PORT address", tcp.listen),
    )?;
    require(
        tcp.max_connections > 0,
        "tcp.max_connections",
        "must be at least 1",
    )?;

    let limits = &config.limits;
    require(
        limits.max_frame_bytes >= 1024,
        "limits.max_frame_bytes",
        "must be at least 1024",
    )?;
    require(
        limits.max_documents > 0,
        "limits.max_documents",
        "must be at least 1",
    )?;
    require(
        limits.max_requests_in_flight > 0,
        "limits.max_requests_in_flight",
        "must be at least 1",
    )?;
    require(
        limits.max_debug_sessions > 0,
        "limits.max_debug_sessions",
        "must be at least 1",
    )?;
    Ok(())
}
