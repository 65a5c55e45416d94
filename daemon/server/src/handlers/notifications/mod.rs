//! Standard LSP notifications.

pub mod did_change;
pub mod did_change_configuration;
pub mod did_close;
pub mod did_open;
pub mod did_save;
pub mod exit;
pub mod initialized;
pub mod work_done_progress_cancel;
