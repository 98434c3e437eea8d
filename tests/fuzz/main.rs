//! The fuzz targets on stable: every input of the saved corpus (fuzz/corpus/, including every
//! crash the fuzzer found, kept as regression cases), then a bounded, seeded run of mutations of
//! it. The checks are `parlour::fuzzing`'s; cargo-fuzz runs the same ones on nightly (fuzz/).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour::fuzzing::TARGETS;

/// Mutated inputs tried per target (a few thousand in all keeps this test to seconds).
const MUTATIONS: usize = 300;

fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = format!("{}/fuzz/corpus/{target}", env!("CARGO_MANIFEST_DIR"));
    let mut inputs: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|entry| std::fs::read(entry.unwrap().path()).unwrap())
        .collect();
    let artifacts = format!("{}/fuzz/artifacts/{target}", env!("CARGO_MANIFEST_DIR"));
    if let Ok(found) = std::fs::read_dir(artifacts) {
        inputs.extend(found.map(|entry| std::fs::read(entry.unwrap().path()).unwrap()));
    }
    inputs.sort();
    inputs
}

/// A small deterministic generator (xorshift), so every run tries the same inputs.
struct Mutator(u64);

impl Mutator {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// A copy of `input` with a few bytes flipped, cut out, repeated or inserted.
    fn mutate(&mut self, input: &[u8]) -> Vec<u8> {
        let mut out = input.to_vec();
        for _ in 0..1 + self.below(4) {
            let at = self.below(out.len() + 1);
            match self.below(5) {
                0 if at < out.len() => out[at] ^= 1 << self.below(8),
                1 if at < out.len() => {
                    let end = (at + 1 + self.below(16)).min(out.len());
                    out.drain(at..end);
                }
                2 => {
                    const BYTES: &[u8] = b"{}[]\":,0123456789-\n xyz\xff";
                    let byte = BYTES[self.below(BYTES.len())];
                    out.insert(at, byte);
                }
                3 if at < out.len() => {
                    let end = (at + 1 + self.below(8)).min(out.len());
                    let piece = out[at..end].to_vec();
                    out.splice(at..at, piece);
                }
                _ => out.truncate(at),
            }
        }
        out
    }
}

#[test]
fn every_target_survives_its_corpus_and_a_seeded_run() {
    for (name, check) in TARGETS {
        let inputs = corpus(name);
        assert!(!inputs.is_empty(), "{name} has no corpus");
        for input in &inputs {
            check(input);
        }
        let mut mutator = Mutator(0x9E37_79B9_7F4A_7C15 ^ name.len() as u64);
        for i in 0..MUTATIONS {
            let seed = &inputs[i % inputs.len()];
            check(&mutator.mutate(seed));
        }
    }
}
