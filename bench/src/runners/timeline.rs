//! Where a debug-repair case's time goes outside the engine: each runner step (helper checks,
//! reference traces, sessions, judging a patch, choosing a refinement round's run) with when
//! it started and how long it took. Written by `bench case --diagnostics DIR` to
//! `DIR/timeline.txt`: how a refinement round's trace of a looping patch was found stepping
//! it 2,000 times.

use std::fmt::Write as _;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A case's steps so far; clones record into the same list.
#[derive(Clone, Debug)]
pub struct Timeline {
    started: Instant,
    steps: Arc<Mutex<Vec<Step>>>,
}

#[derive(Clone, Debug)]
struct Step {
    name: String,
    at: Duration,
    took: Duration,
}

impl Default for Timeline {
    fn default() -> Self {
        Timeline {
            started: Instant::now(),
            steps: Arc::default(),
        }
    }
}

impl Timeline {
    /// Runs `work` and records it as `name` (named once it is done: the name may say what
    /// it found).
    async fn step<T>(&self, work: impl Future<Output = T>, name: impl FnOnce(&T) -> String) -> T {
        let began = Instant::now();
        let out = work.await;
        let step = Step {
            name: name(&out),
            at: began - self.started,
            took: began.elapsed(),
        };
        self.steps
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .push(step);
        out
    }

    /// One line per step in the order they ended: start and length in milliseconds, name.
    pub fn render(&self) -> String {
        let steps = self
            .steps
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut out = String::from("# start_ms took_ms step\n");
        for s in steps.iter() {
            let _ = writeln!(
                out,
                "{} {} {}",
                s.at.as_millis(),
                s.took.as_millis(),
                s.name
            );
        }
        out
    }
}

/// `work`, recorded in `timeline` as `name` when there is one.
pub async fn timed<T>(
    timeline: Option<&Timeline>,
    work: impl Future<Output = T>,
    name: impl FnOnce(&T) -> String,
) -> T {
    match timeline {
        Some(t) => t.step(work, name).await,
        None => work.await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn steps_are_rendered_in_the_order_they_ended_with_their_length() {
        let timeline = Timeline::default();
        let slow = timed(
            Some(&timeline),
            async {
                tokio::time::sleep(Duration::from_millis(30)).await;
                7
            },
            |n| format!("slow step found {n}"),
        )
        .await;
        assert_eq!(slow, 7);
        timed(Some(&timeline), async {}, |_| "quick step".to_string()).await;
        timed(None, async {}, |_| {
            unreachable!("nothing is recorded without a timeline")
        })
        .await;
        let text = timeline.render();
        let lines: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(lines.len(), 2, "{text}");
        let fields: Vec<Vec<&str>> = lines.iter().map(|l| l.splitn(3, ' ').collect()).collect();
        assert_eq!(fields[0][2], "slow step found 7");
        assert_eq!(fields[1][2], "quick step");
        let took: u64 = fields[0][1].parse().unwrap();
        assert!(took >= 30, "{text}");
        let second_start: u64 = fields[1][0].parse().unwrap();
        assert!(
            second_start >= took,
            "the second step starts after the first: {text}"
        );
    }
}
