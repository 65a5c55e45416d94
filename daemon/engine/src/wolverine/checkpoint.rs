//! Checkpoint-based hopping (§6.2): every `spec` creates a checkpoint, a child of the current
//! one, holding the asserted states and the solver scope depth its constraints live at.
//! `resume N` pops the solver scopes down to the common ancestor of the current checkpoint
//! and N, then pushes the checkpoints on the way to N again. Pure data: the session glue
//! applies a [`ResumePlan`] to its solver session and to gdb.

use super::problem::SpecPoint;
use crate::heap::SymState;

pub type CheckpointId = usize;

#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    pub id: CheckpointId,
    pub parent: Option<CheckpointId>,
    /// The spec asserted when the checkpoint was made (trace position + state).
    pub spec: SpecPoint,
    /// Solver scope depth once this checkpoint's constraints are pushed.
    pub depth: usize,
}

/// What `resume` must do, in order: pop `pops` scopes, then push one scope per checkpoint
/// of `pushes` (asserting that checkpoint's spec), then restore the program at `target`.
#[derive(Clone, Debug, PartialEq)]
pub struct ResumePlan {
    pub target: CheckpointId,
    pub common_ancestor: Option<CheckpointId>,
    pub pops: u32,
    pub pushes: Vec<CheckpointId>,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CheckpointError {
    #[error("there is no checkpoint {0}")]
    Unknown(CheckpointId),
}

/// The checkpoints of one debug session. Each checkpoint has one parent, so the graph is a
/// tree (the paper's DAG); ids count up from 0 in creation order.
#[derive(Clone, Debug, Default)]
pub struct Checkpoints {
    nodes: Vec<Checkpoint>,
    current: Option<CheckpointId>,
    /// Solver depth below the first checkpoint (the session's own scopes).
    base_depth: usize,
}

impl Checkpoints {
    pub fn new(base_depth: usize) -> Checkpoints {
        Checkpoints {
            nodes: Vec::new(),
            current: None,
            base_depth,
        }
    }

    pub fn current(&self) -> Option<CheckpointId> {
        self.current
    }

    pub fn get(&self, id: CheckpointId) -> Option<&Checkpoint> {
        self.nodes.get(id)
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Solver depth at the current checkpoint.
    pub fn depth(&self) -> usize {
        self.current
            .map(|c| self.nodes[c].depth)
            .unwrap_or(self.base_depth)
    }

    /// `spec`: a new checkpoint under the current one; the caller pushes one solver scope
    /// and asserts the spec in it.
    pub fn spec(&mut self, at: usize, state: SymState) -> CheckpointId {
        let id = self.nodes.len();
        self.nodes.push(Checkpoint {
            id,
            parent: self.current,
            spec: SpecPoint { at, state },
            depth: self.depth() + 1,
        });
        self.current = Some(id);
        id
    }

    /// Checkpoints from the root down to `id`.
    pub fn path(&self, id: CheckpointId) -> Result<Vec<CheckpointId>, CheckpointError> {
        let mut out = Vec::new();
        let mut at = Some(id);
        while let Some(c) = at {
            let node = self.nodes.get(c).ok_or(CheckpointError::Unknown(c))?;
            out.push(c);
            at = node.parent;
        }
        out.reverse();
        Ok(out)
    }

    /// The specification in force at `id`: the specs of the checkpoints on its path.
    pub fn specs_at(&self, id: CheckpointId) -> Result<Vec<SpecPoint>, CheckpointError> {
        Ok(self
            .path(id)?
            .into_iter()
            .map(|c| self.nodes[c].spec.clone())
            .collect())
    }

    /// Plans `resume target` and makes `target` current.
    pub fn resume(&mut self, target: CheckpointId) -> Result<ResumePlan, CheckpointError> {
        let to = self.path(target)?;
        let from = match self.current {
            Some(c) => self.path(c)?,
            None => Vec::new(),
        };
        let shared = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
        let common_ancestor = shared.checked_sub(1).map(|i| to[i]);
        let ancestor_depth = common_ancestor
            .map(|c| self.nodes[c].depth)
            .unwrap_or(self.base_depth);
        let plan = ResumePlan {
            target,
            common_ancestor,
            pops: (self.depth() - ancestor_depth) as u32,
            pushes: to[shared..].to_vec(),
        };
        self.current = Some(target);
        Ok(plan)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The session of Figures 15 and 16: checkpoints 0, 1, 2 in a row; `resume 0`; a new
    /// spec makes checkpoint 3 under 0; `resume 2` pops 3 and pushes 1 and 2.
    #[test]
    fn figure16_hopping() {
        let mut c = Checkpoints::new(1);
        for at in [3, 10, 17] {
            c.spec(at, SymState::new());
        }
        assert_eq!(c.depth(), 4);
        let back = c.resume(0).unwrap();
        assert_eq!(
            back,
            ResumePlan {
                target: 0,
                common_ancestor: Some(0),
                pops: 2,
                pushes: vec![]
            }
        );
        let three = c.spec(10, SymState::new());
        assert_eq!(three, 3);
        assert_eq!(c.get(3).unwrap().parent, Some(0));
        let plan = c.resume(2).unwrap();
        assert_eq!(
            plan,
            ResumePlan {
                target: 2,
                common_ancestor: Some(0),
                pops: 1,
                pushes: vec![1, 2]
            }
        );
        assert_eq!(c.depth(), 4);
        assert_eq!(
            c.specs_at(2)
                .unwrap()
                .iter()
                .map(|s| s.at)
                .collect::<Vec<_>>(),
            vec![3, 10, 17]
        );
        assert_eq!(c.resume(9), Err(CheckpointError::Unknown(9)));
    }
}
