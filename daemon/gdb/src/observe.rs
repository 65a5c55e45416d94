//! Observing the state: the memory graph and the program's output.

use crate::graph::{GraphOptions, MemoryGraph};
use crate::pty::InferiorOutput;
use crate::session::GdbSession;
use crate::GdbError;

impl GdbSession {
    /// The current state as a memory graph (one MI round trip).
    pub async fn memory_graph(&mut self, opts: &GraphOptions) -> Result<MemoryGraph, GdbError> {
        let command = format!(
            "-repaird-graph {} {}",
            opts.max_nodes,
            u8::from(opts.include_globals)
        );
        let reply = self.driver.command(&command).await?;
        let json = reply
            .results
            .get_str("json")
            .ok_or_else(|| GdbError::protocol(&command, "no json"))?;
        serde_json::from_str(json).map_err(|e| GdbError::protocol(&command, e.to_string()))
    }

    /// What the program printed since it was (last) started, up to the output limit.
    pub fn inferior_output(&self) -> InferiorOutput {
        self.tty.snapshot()
    }
}
