//! A deliberate panic, for the reliability tests: `repair/test/panic` with
//! `{"where": "call" | "future" | "blocking"}` panics in the handler call, in its answer
//! future, or on the blocking pool. Compiled only into debug builds, and answered only when
//! the daemon was started with `REPAIRD_TEST_HOOKS=1`; release builds and ordinary runs
//! answer MethodNotFound like any unknown method.

use std::future::Future;
use std::pin::Pin;

use async_lsp::ResponseError;
use serde_json::Value;

pub const PANIC_METHOD: &str = "repair/test/panic";

pub fn enabled() -> bool {
    std::env::var_os("REPAIRD_TEST_HOOKS").is_some_and(|v| v == "1")
}

type Answer = Pin<Box<dyn Future<Output = Result<Value, ResponseError>> + Send>>;

pub fn panic_in(params: Value) -> Answer {
    match params["where"].as_str().unwrap_or("call") {
        "future" => Box::pin(async { panic!("deliberate panic in an answer future") }),
        "blocking" => Box::pin(async {
            tokio::task::spawn_blocking(|| -> Value {
                panic!("deliberate panic on the blocking pool")
            })
            .await
            .map_err(|e| crate::analysis::target::internal("the handler stopped", e))
        }),
        _ => panic!("deliberate panic in a handler call"),
    }
}
