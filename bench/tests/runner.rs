//! The runner pool: the records of a run do not depend on how many cases ran at once, and
//! `cases.jsonl` ends sorted by case. Real mutants, real gcc and gcov (spectra only: the
//! quickest engine).

use std::path::Path;

use repaird_bench::corpus::default_corpus_dir;
use repaird_bench::runners::record::{read_cases, CaseRecord};
use repaird_bench::runners::{run, RunProfile, RunRequest};

async fn spectra_run(dir: &Path, jobs: usize) -> Vec<CaseRecord> {
    let mut profile = RunProfile::quick(3);
    profile.programs = 1;
    profile.engines = vec!["spectrum".into()];
    let request = RunRequest {
        profile,
        corpus: default_corpus_dir(),
        run_dir: dir.to_path_buf(),
        introclass: None,
        jobs,
        calibration_runs: 0,
    };
    run(&request, &|_| {}).await.expect("the run completes");
    read_cases(&dir.join("cases.jsonl")).expect("cases.jsonl reads")
}

/// A case, its engine, outcome, suspicious count and fault rank.
type Verdict = (String, String, String, Option<usize>, Option<usize>);

/// What a record says apart from timings.
fn verdicts(cases: &[CaseRecord]) -> Vec<Verdict> {
    cases
        .iter()
        .map(|r| {
            (
                r.case.clone(),
                r.engine.clone(),
                r.outcome.label().to_string(),
                r.suspicious,
                r.fault_rank,
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn records_do_not_depend_on_the_worker_count() {
    let one = tempfile::tempdir().unwrap();
    let three = tempfile::tempdir().unwrap();
    let serial = spectra_run(one.path(), 1).await;
    let parallel = spectra_run(three.path(), 3).await;
    // One program, four classes, one mutant each; Ochiai and Tarantula per mutant.
    assert_eq!(serial.len(), 8, "{:#?}", verdicts(&serial));
    assert_eq!(verdicts(&serial), verdicts(&parallel));
    let mut sorted = verdicts(&parallel);
    sorted.sort();
    assert_eq!(sorted, verdicts(&parallel), "cases.jsonl is sorted by case");
    assert!(
        serial.iter().all(|r| r.outcome.label() != "error"),
        "{:#?}",
        verdicts(&serial)
    );
}
