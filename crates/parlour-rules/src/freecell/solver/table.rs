//! The positions searched: their keys in the order found (a position's number is its index),
//! and an open-addressing index over them that compares whole keys (never a hash alone, so no
//! two positions are ever taken for one). It grows by doubling up to a cap.

use super::key::Key;

/// Bytes a stored position takes at most in a search: its key here (32) and its index slot (8
/// to 16 at the peak of a doubling), its node, line and heap entries in `best.rs` (about 30).
pub const BYTES_PER_STATE: usize = 80;

/// A set of keys, numbered.
pub struct Table {
    /// Each slot: the position's number + 1 in the low half (0 = empty), the hash's high half.
    slots: Vec<u64>,
    mask: usize,
    keys: Vec<Key>,
    max_slots: usize,
}

/// The set would outgrow its cap.
#[derive(Debug)]
pub struct Full;

fn hash(key: &Key) -> u64 {
    let mut h = key[0].wrapping_mul(0x9e37_79b9_7f4a_7c15);
    for &word in &key[1..] {
        h = (h.rotate_left(27) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    h ^ h >> 29
}

impl Table {
    /// An empty set of `slots` slots (a power of two) that may grow to `max_slots`.
    pub fn new(slots: usize, max_slots: usize) -> Table {
        let max_slots = max_slots.next_power_of_two();
        let slots = slots.next_power_of_two().min(max_slots);
        Table {
            slots: vec![0; slots],
            mask: slots - 1,
            keys: Vec::new(),
            max_slots,
        }
    }

    /// Keys stored.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// The key of position `id`.
    pub fn key(&self, id: u32) -> &Key {
        &self.keys[id as usize]
    }

    /// Adds `key`: its number, and whether it was new. `Err(Full)` when there is no room left.
    pub fn insert(&mut self, key: &Key) -> Result<(u32, bool), Full> {
        if (self.keys.len() + 1) * 4 > self.slots.len() * 3 {
            self.grow()?;
        }
        let h = hash(key);
        let tag = h & !0xffff_ffff;
        let mut i = h as usize & self.mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                let id = self.keys.len() as u32;
                self.keys.push(*key);
                self.slots[i] = tag | u64::from(id + 1);
                return Ok((id, true));
            }
            if slot & !0xffff_ffff == tag {
                let id = (slot & 0xffff_ffff) as u32 - 1;
                if self.keys[id as usize] == *key {
                    return Ok((id, false));
                }
            }
            i = (i + 1) & self.mask;
        }
    }

    fn grow(&mut self) -> Result<(), Full> {
        let size = self.slots.len() * 2;
        if size > self.max_slots {
            return Err(Full);
        }
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        self.mask = size - 1;
        for slot in old.into_iter().filter(|&s| s != 0) {
            let id = (slot & 0xffff_ffff) as usize - 1;
            let mut i = hash(&self.keys[id]) as usize & self.mask;
            while self.slots[i] != 0 {
                i = (i + 1) & self.mask;
            }
            self.slots[i] = slot;
        }
        Ok(())
    }
}
