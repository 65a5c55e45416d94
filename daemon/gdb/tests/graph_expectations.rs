//! Data-driven: every `/* @marker graph: entity=value, .. */` comment in tests/programs is
//! checked by running that program to the first hit of its line and reading the graph.
//! Values are as `Value` displays them: a node name, NULL, or an integer.

mod common;

use common::{fixture, launch};
use repaird_gdb::{GraphOptions, Location, RunOptions};

struct Expectation {
    program: String,
    line: u32,
    checks: Vec<(String, String)>,
}

fn expectations() -> Vec<Expectation> {
    let dir = fixture("");
    let mut programs: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/programs exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    programs.sort();
    let mut out = Vec::new();
    for path in programs {
        let text = std::fs::read_to_string(&path).unwrap();
        for (index, line) in text.lines().enumerate() {
            let Some((_, spec)) = line.split_once(" graph: ") else {
                continue;
            };
            let spec = spec.trim_end().trim_end_matches("*/").trim();
            let checks = spec
                .split(", ")
                .map(|pair| {
                    let (entity, value) = pair
                        .split_once('=')
                        .unwrap_or_else(|| panic!("bad check {pair:?} in {}", path.display()));
                    (entity.trim().to_string(), value.trim().to_string())
                })
                .collect();
            out.push(Expectation {
                program: path.file_name().unwrap().to_string_lossy().into_owned(),
                line: index as u32 + 1,
                checks,
            });
        }
    }
    out
}

#[tokio::test]
async fn graphs_match_the_expectations_written_in_the_fixtures() {
    let all = expectations();
    assert!(all.len() >= 5, "expected fixtures with graph expectations");
    let mut failures = Vec::new();
    for expectation in &all {
        let (_bin, mut gdb) = launch(&expectation.program).await;
        let here = format!("{}:{}", expectation.program, expectation.line);
        gdb.break_at(&Location::line(&expectation.program, expectation.line))
            .await
            .unwrap();
        let stop = gdb.run(&RunOptions::default()).await.unwrap();
        assert_eq!(stop.line, Some(expectation.line), "{here} was not reached");
        let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
        for (entity, expected) in &expectation.checks {
            let actual = graph
                .entity(entity)
                .map(|v| v.to_string())
                .unwrap_or_else(|| "<absent>".into());
            if &actual != expected {
                failures.push(format!("{here}: {entity} = {actual}, expected {expected}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
