//! What the runner tests share.

use std::future::Future;

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
