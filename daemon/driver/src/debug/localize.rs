//! Localization before repair: the statements the repair may change.
//!
//! FIXME: WOLVERINE's gradient localization (forward vs backward state differences) belongs
//! to `repaird_engine::wolverine`; until it is available, every statement of the function is
//! a candidate (sound, only slower) and the reply says so.

use std::collections::HashSet;

use repaird_cfront::ir::StmtId;
use repaird_engine::wolverine::RepairProblem;

pub struct Localization {
    /// Suspicious statements; `None` when every statement stays a candidate.
    pub suspicious: Option<HashSet<StmtId>>,
    pub note: Option<String>,
}

pub fn localize(_problem: &RepairProblem<'_>) -> Localization {
    Localization {
        suspicious: None,
        note: Some("localization: gradient localization is not available; every statement of the function is a repair candidate".into()),
    }
}
