//! The calibration transcripts replay on the real backends with the answers they were
//! recorded with: a calibration times the same work on every machine.

use repaird_bench::report::calibration::{
    calibrate, calibrate_on_shared, calibration_dir, CalibrationError, SHARED,
};

#[tokio::test]
async fn every_backend_replays_its_transcript_as_recorded() {
    for solver in ["z3", "cvc5", "yices"] {
        let c = calibrate(&calibration_dir(), solver, 1)
            .await
            .unwrap_or_else(|e| panic!("{solver}: {e}"));
        assert_eq!(
            c.differences, 0,
            "{solver} answered otherwise than recorded"
        );
        assert_eq!(c.runs_millis.len(), 1);
        assert_eq!(c.transcript, format!("calibration/{solver}.smt2"));
        assert!(c.median_millis().is_some());
    }
}

/// cvc5 and yices take z3's transcript (as their own sessions would send it) with every
/// `check-sat` answered as recorded: they time the same work as z3 (only models and cores
/// may differ).
#[tokio::test]
async fn the_other_backends_replay_the_shared_transcript_with_its_verdicts() {
    for solver in ["cvc5", "yices"] {
        let c = calibrate_on_shared(&calibration_dir(), solver, 1)
            .await
            .unwrap_or_else(|e| panic!("{solver} replays z3's transcript: {e}"));
        assert_eq!(c.transcript, format!("calibration/{SHARED}.smt2"));
        assert!(!c.own());
        assert_eq!(c.verdicts_differing, 0, "{solver}: {c:?}");
        assert_eq!(c.runs_millis.len(), 1);
    }
}

#[tokio::test]
async fn a_backend_without_a_transcript_is_refused_by_name() {
    let empty = tempfile::tempdir().expect("a scratch directory");
    match calibrate(empty.path(), "z3", 1).await {
        Err(CalibrationError::MissingTranscript { solver, .. }) => assert_eq!(solver, "z3"),
        other => panic!("expected a missing transcript, got {other:?}"),
    }
    assert!(matches!(
        calibrate(&calibration_dir(), "no-such-solver", 1).await,
        Err(CalibrationError::UnknownSolver(_))
    ));
}
