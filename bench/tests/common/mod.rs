//! What the runner tests share.

use std::future::Future;
use std::time::Duration;

use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::CaseRecord;
use repaird_bench::runners::wolverine::{run_variant, Variant};

/// Runs the debug-repair case on z3 (two minutes at most); its record and the directory its
/// scripts were written to.
pub async fn repair_case(case: &MutantCase<'_>) -> (CaseRecord, tempfile::TempDir) {
    let run_dir = tempfile::tempdir().unwrap();
    let outcome = run_variant(
        case,
        "z3",
        Duration::from_secs(120),
        run_dir.path(),
        Variant::Default,
        None,
    )
    .await;
    (outcome, run_dir)
}

/// Runs `check` on a worker with room for the debug build's deep futures (a session inside a
/// case inside a runner overflowed the default 2 MiB stack).
pub fn on_big_stack<F>(check: F)
where
    F: Future<Output = ()> + Send + 'static,
{
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_stack_size(16 << 20)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime
        .block_on(async move { tokio::spawn(check).await })
        .expect("the check completes");
}
