//! The solver's memory of dead positions: sets of removed tiles, hashed quickly.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// Words in a [`Key`]: 8 x 64 bits cover the 480 tiles of the largest board.
const WORDS: usize = 8;

/// A set of tile ids (0..512), as a fixed bit set usable as a hash key.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Key([u64; WORDS]);

impl Key {
    pub(crate) fn contains(&self, id: usize) -> bool {
        self.0
            .get(id / 64)
            .is_some_and(|w| w & (1 << (id % 64)) != 0)
    }

    pub(crate) fn insert(&mut self, id: usize) {
        if let Some(w) = self.0.get_mut(id / 64) {
            *w |= 1 << (id % 64);
        }
    }

    pub(crate) fn remove(&mut self, id: usize) {
        if let Some(w) = self.0.get_mut(id / 64) {
            *w &= !(1 << (id % 64));
        }
    }
}

/// A multiply-rotate hasher: keys are already well-mixed bit sets, so SipHash's strength is
/// wasted time here (the solver looks a key up at every node).
#[derive(Default)]
pub(crate) struct QuickHasher(u64);

impl Hasher for QuickHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// Positions proved unsolvable.
pub(crate) type DeadSet = HashSet<Key, BuildHasherDefault<QuickHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_go_in_and_out() {
        let mut key = Key::default();
        for id in [0, 63, 64, 479, 511] {
            assert!(!key.contains(id));
            key.insert(id);
            assert!(key.contains(id));
        }
        key.remove(64);
        assert!(!key.contains(64) && key.contains(63) && key.contains(479));
        let mut set = DeadSet::default();
        set.insert(key.clone());
        assert!(set.contains(&key));
        assert!(!set.contains(&Key::default()));
    }
}
