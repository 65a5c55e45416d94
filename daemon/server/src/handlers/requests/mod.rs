//! Standard LSP requests.

pub mod code_action;
pub mod code_action_resolve;
pub mod execute_command;
pub mod fix_command;
pub mod initialize;
pub mod shutdown;
