//! The solver's memo of failed positions.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for the removed-tile bit sets used as memo keys.
#[derive(Default)]
pub(super) struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
        for &b in chunks.remainder() {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(26) ^ x).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

/// Failed positions: for each set of removed tiles, the sets of promises (sorted pair codes)
/// under which it failed. A position fails under any promises that include a failed set (more
/// promises only rule out more plays), so a lookup asks for a subset, not an equal set.
pub(super) type Memo = HashMap<Box<[u64]>, Vec<Box<[u64]>>, BuildHasherDefault<WordHasher>>;

/// A position as the memo knows it: removed tiles, and the promised pairs on the board.
pub(super) type Key = (Box<[u64]>, Box<[u64]>);

/// Whether every element of the sorted list `small` is in the sorted list `big`.
pub(super) fn is_subset(small: &[u64], big: &[u64]) -> bool {
    let mut rest = big.iter();
    small.iter().all(|x| rest.any(|y| y == x))
}

/// Memo entries reserved up front: enough for most searches, so the table rarely regrows.
pub(super) const MEMO_RESERVE: usize = 4096;

#[cfg(test)]
mod tests {
    use super::is_subset;

    #[test]
    fn subsets_of_sorted_lists() {
        assert!(is_subset(&[], &[1]));
        assert!(is_subset(&[2, 5], &[1, 2, 3, 5]));
        assert!(!is_subset(&[2, 4], &[1, 2, 3, 5]));
        assert!(!is_subset(&[6], &[1, 2]));
        assert!(!is_subset(&[1], &[]));
    }
}
