//! The fuzz targets' bodies (fuzz/src/lib.rs) on stable: every committed corpus input, then
//! seeded mutations of them, must not panic. A bounded stand-in for `cargo fuzz run` in CI;
//! crashes found by the real fuzzers are committed to the corpus and so replayed here.

use std::path::{Path, PathBuf};

#[path = "../../fuzz/src/lib.rs"]
#[allow(dead_code)]
mod bodies;

/// Mutations per target: the C front end spawns gcc per input, so it gets fewer.
fn mutations_for(target: &str) -> usize {
    match target {
        "c_front" => 24,
        _ => 3000,
    }
}

/// xorshift64*: deterministic, so a failure reproduces from the printed seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Bytes that matter to the parsers: framing, JSON, TOML and MI punctuation, C tokens.
const INTERESTING: &[&[u8]] = &[
    b"\r\n",
    b"Content-Length: ",
    b"{",
    b"}",
    b"[",
    b"]",
    b"\"",
    b"\\",
    b"\\u0000",
    b"=",
    b",",
    b"^done,",
    b"*stopped,",
    b"[[test]]",
    b"\n",
    b"\0",
    b"\xff",
    b"-1",
    b"4294967296",
    b"#include",
    b"/*",
    b"*/",
    b"(",
    b")",
    b";",
    b"\xf0\x9f\x98\x80",
    b"1e999",
    b"nan",
];

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut data = seeds[rng.below(seeds.len())].clone();
    for _ in 0..=rng.below(8) {
        let at = rng.below(data.len() + 1);
        match rng.below(6) {
            0 if !data.is_empty() => {
                let i = at.min(data.len() - 1);
                data[i] ^= 1 << rng.below(8);
            }
            1 => {
                let end = (at + rng.below(16)).min(data.len());
                data.drain(at..end);
            }
            2 => {
                let token = INTERESTING[rng.below(INTERESTING.len())];
                data.splice(at..at, token.iter().copied());
            }
            3 => {
                // Splice in a slice of another seed.
                let other = &seeds[rng.below(seeds.len())];
                let start = rng.below(other.len());
                let end = (start + rng.below(64)).min(other.len());
                data.splice(at..at, other[start..end].iter().copied());
            }
            4 => data.truncate(at),
            _ => {
                let byte = rng.next() as u8;
                data.insert(at, byte);
            }
        }
    }
    data
}

fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files.iter().map(|f| std::fs::read(f).unwrap()).collect()
}

fn smoke(target: &str) {
    let (_, body) = bodies::TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .unwrap_or_else(|| panic!("no fuzz target {target}"));
    let seeds = corpus(target);
    assert!(!seeds.is_empty(), "{target}: empty corpus");
    for seed in &seeds {
        body(seed);
    }
    let seed = 0x5EED ^ target.len() as u64;
    let mut rng = Rng(seed);
    for i in 0..mutations_for(target) {
        let input = mutate(&mut rng, &seeds);
        let outcome = std::panic::catch_unwind(|| body(&input));
        assert!(
            outcome.is_ok(),
            "{target}: mutation {i} (seed {seed:#x}) panicked on input {:?}",
            String::from_utf8_lossy(&input)
        );
    }
}

#[test]
fn json_rpc_frames_survive_the_corpus_and_mutations() {
    smoke("json_rpc_frames");
}

#[test]
fn repair_toml_survives_the_corpus_and_mutations() {
    smoke("repair_toml");
}

#[test]
fn mi_line_survives_the_corpus_and_mutations() {
    smoke("mi_line");
}

#[test]
fn c_front_survives_the_corpus_and_mutations() {
    smoke("c_front");
}

#[test]
fn every_target_has_a_smoke_test_and_a_corpus() {
    let source = include_str!("fuzz_smoke.rs");
    for (name, _) in bodies::TARGETS {
        assert!(
            source.contains(&format!("smoke(\"{name}\")")),
            "{name} has no smoke test"
        );
        assert!(!corpus(name).is_empty(), "{name} has no corpus");
        let target_file = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../fuzz/fuzz_targets")
            .join(format!("{name}.rs"));
        assert!(target_file.is_file(), "{} missing", target_file.display());
    }
}
