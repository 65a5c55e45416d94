//! Checkpoint-based hopping (WOLVERINE §6.2): every `spec` makes a checkpoint; checkpoints
//! form a tree (a DAG whose joins never happen, since a resumed branch forks anew), each
//! holding the session's recorded knowledge at that point. Resuming another checkpoint pops
//! what was asserted down to the common ancestor and pushes the other branch.

use repaird_gdb::CheckpointId;

#[derive(Debug)]
pub struct CheckpointNode<T> {
    pub id: u32,
    pub gdb: CheckpointId,
    pub parent: Option<u32>,
    pub line: Option<u32>,
    pub saved: T,
}

#[derive(Debug)]
pub struct CheckpointDag<T> {
    nodes: Vec<CheckpointNode<T>>,
    /// The checkpoint the session's knowledge descends from now.
    current: Option<u32>,
}

/// The way from one checkpoint to another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hop {
    /// Checkpoints whose assertions are withdrawn, nearest first.
    pub popped: Vec<u32>,
    pub ancestor: Option<u32>,
    /// Checkpoints whose assertions are restored, from the ancestor down.
    pub pushed: Vec<u32>,
}

impl<T> Default for CheckpointDag<T> {
    fn default() -> Self {
        CheckpointDag {
            nodes: Vec::new(),
            current: None,
        }
    }
}

impl<T> CheckpointDag<T> {
    pub fn add(&mut self, gdb: CheckpointId, line: Option<u32>, saved: T) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(CheckpointNode {
            id,
            gdb,
            parent: self.current,
            line,
            saved,
        });
        self.current = Some(id);
        id
    }

    pub fn get(&self, id: u32) -> Option<&CheckpointNode<T>> {
        self.nodes.get(id as usize)
    }

    /// A new run begins: its first checkpoint descends from none of the earlier ones
    /// (which stay, numbered as they were, for the record).
    pub fn detach(&mut self) {
        self.current = None;
    }

    pub fn current(&self) -> Option<u32> {
        self.current
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn ancestors(&self, from: Option<u32>) -> Vec<u32> {
        let mut out = Vec::new();
        let mut at = from;
        while let Some(id) = at {
            out.push(id);
            at = self.nodes[id as usize].parent;
        }
        out
    }

    /// The hop to `target` (which becomes current).
    pub fn hop_to(&mut self, target: u32) -> Option<Hop> {
        self.get(target)?;
        let from = self.ancestors(self.current);
        let to = self.ancestors(Some(target));
        let ancestor = from.iter().copied().find(|id| to.contains(id));
        let popped = from
            .iter()
            .copied()
            .take_while(|id| Some(*id) != ancestor)
            .collect();
        let mut pushed: Vec<u32> = to
            .iter()
            .copied()
            .take_while(|id| Some(*id) != ancestor)
            .collect();
        pushed.reverse();
        self.current = Some(target);
        Some(Hop {
            popped,
            ancestor,
            pushed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hops_through_the_common_ancestor() {
        // Figure 16: 0 -> 1 -> 2, then resume 0 -> 3, then resume 2.
        let mut dag = CheckpointDag::default();
        for k in 0..3 {
            dag.add(CheckpointId(k), None, ());
        }
        let hop = dag.hop_to(0).unwrap();
        assert_eq!(
            hop,
            Hop {
                popped: vec![2, 1],
                ancestor: Some(0),
                pushed: vec![]
            }
        );
        let three = dag.add(CheckpointId(3), None, ());
        assert_eq!(dag.get(three).unwrap().parent, Some(0));
        let hop = dag.hop_to(2).unwrap();
        assert_eq!(
            hop,
            Hop {
                popped: vec![3],
                ancestor: Some(0),
                pushed: vec![1, 2]
            }
        );
        assert!(dag.hop_to(9).is_none());
    }
}
