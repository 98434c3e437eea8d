//! The solver's transposition table: a set of position hashes in an open-addressing array.
//!
//! Each slot keeps 80 bits of a 128-bit hash (a 64-bit word, which also chooses the home slot,
//! and a 16-bit check) in 10 bytes, side by side so that a probe touches one cache line, not
//! one in each of two arrays (the table is far larger than the cache, so nearly every probe of
//! a new position misses it). With 12 million positions, the odds that two of them are
//! confused are below one in ten billion per search. The array starts small and doubles while it
//! fills, never past the size given at creation.

/// A set of position hashes with a capacity fixed at creation.
pub(crate) struct Table {
    slots: Vec<Slot>,
    len: usize,
    max_slots: usize,
}

/// One entry: `word` 0 marks an empty slot (see [`Table::split`]).
///
/// Packed to 10 bytes, which keeps the memory cap; its fields are only ever copied, never
/// borrowed, so the missing alignment is harmless.
#[derive(Clone, Copy, Default)]
#[repr(C, packed)]
struct Slot {
    word: u64,
    check: u16,
}

const _: () = assert!(std::mem::size_of::<Slot>() == SLOT_BYTES);

/// The first array size.
const START_SLOTS: usize = 1 << 14;

/// Low bits of a slot's word that may choose its home slot: a table has at most `1 << HOME_BITS`
/// slots, so keys whose words agree there share a probe run (see the solver's `pointer_key`).
pub(crate) const HOME_BITS: u32 = 24;

/// Bytes per slot.
pub(crate) const SLOT_BYTES: usize = 10;

impl Table {
    /// An empty table of at most `max_slots` slots (a power of two, at least 2^14), which holds
    /// at most three quarters that many positions.
    pub(crate) fn new(max_slots: usize) -> Table {
        Table {
            slots: vec![Slot::default(); START_SLOTS],
            len: 0,
            max_slots: max_slots.clamp(START_SLOTS, 1 << HOME_BITS),
        }
    }

    /// Lets the table grow to `max_slots` slots (see [`Table::new`]).
    pub(crate) fn allow(&mut self, max_slots: usize) {
        self.max_slots = max_slots.clamp(self.max_slots, 1 << HOME_BITS);
    }

    /// How many positions the table holds.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// How many slots the array has now.
    pub(crate) fn slot_count(&self) -> usize {
        self.slots.len()
    }

    /// The 80 bits of `key` a slot keeps: the word (never 0) and the check.
    pub(crate) fn split(key: u128) -> (u64, u16) {
        (((key >> 64) as u64).max(1), key as u16)
    }

    /// Every entry, as [`Table::split`] gives it.
    pub(crate) fn entries(&self) -> impl Iterator<Item = (u64, u16)> + '_ {
        self.slots
            .iter()
            .map(|slot| (slot.word, slot.check))
            .filter(|&(word, _)| word != 0)
    }

    /// Adds `key`: `Some(true)` if it is new, `Some(false)` if it was there already, `None` when
    /// it is new but the table is full.
    pub(crate) fn insert(&mut self, key: u128) -> Option<bool> {
        if self.len + 1 > self.slots.len() / 4 * 3 {
            if self.slots.len() >= self.max_slots {
                return self.find(Self::split(key)).is_ok().then_some(false);
            }
            self.grow();
        }
        match self.find(Self::split(key)) {
            Ok(_) => Some(false),
            Err(i) => {
                let (word, check) = Self::split(key);
                self.slots[i] = Slot { word, check };
                self.len += 1;
                Some(true)
            }
        }
    }

    /// Whether `key` is in the table.
    pub(crate) fn contains(&self, key: u128) -> bool {
        self.find(Self::split(key)).is_ok()
    }

    /// Takes `key` out of the table if it is there (the entries after it in its probe run
    /// shift back, so no marker of a removed entry is needed).
    pub(crate) fn remove(&mut self, key: u128) {
        let Ok(mut hole) = self.find(Self::split(key)) else {
            return;
        };
        let mask = self.slots.len() - 1;
        let mut i = hole;
        loop {
            i = (i + 1) & mask;
            let word = self.slots[i].word;
            if word == 0 {
                break;
            }
            // An entry may fill the hole only if its home slot is not between the hole and it.
            let home = word as usize & mask;
            if (i.wrapping_sub(home) & mask) >= (i.wrapping_sub(hole) & mask) {
                self.slots[hole] = self.slots[i];
                hole = i;
            }
        }
        self.slots[hole] = Slot::default();
        self.len -= 1;
    }

    /// The slot holding the entry (`Ok`), or the empty slot where it would go (`Err`).
    fn find(&self, (word, check): (u64, u16)) -> Result<usize, usize> {
        let mask = self.slots.len() - 1;
        let mut i = word as usize & mask;
        loop {
            let Slot { word: w, check: c } = self.slots[i];
            match w {
                0 => return Err(i),
                _ if w == word && c == check => return Ok(i),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Doubles the array; each word says its own home slot, so the entries move over as they are.
    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![Slot::default(); size]);
        let mask = size - 1;
        for slot in old {
            let word = slot.word;
            if word == 0 {
                continue;
            }
            let mut i = word as usize & mask;
            while { self.slots[i].word } != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = slot;
        }
    }
}

/// What entering a position in a table found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Found {
    /// It was not there; now it is, as on this search's stack.
    New,
    /// It was there: searched to the end, or on this search's own stack.
    Seen,
    /// It is on the stack of another search sharing the table (see `shared_table.rs`), and
    /// not on this one's.
    Busy,
}

/// The table a depth-first search keeps its positions in: its own ([`Table`]), or one shared
/// with other searches of the same game (`shared_table::Shared`).
pub(crate) trait Seen {
    /// Enters `key` as on this search's stack; `None` when it is new but the table is full.
    fn enter(&mut self, key: u128) -> Option<Found>;
    /// Enters `key` as searched to the end: it is covered by a position that is being
    /// searched. `None` when the table is full.
    fn cover(&mut self, key: u128) -> Option<()>;
    /// Whether `key` is in the table, searched or on some search's stack.
    fn contains(&self, key: u128) -> bool;
    /// Marks `key`, on another search's stack, as on this one's too.
    fn join(&mut self, key: u128);
    /// This search is done with `key` (entered or joined).
    fn leave(&mut self, key: u128);
    /// Takes `key` out of the table.
    fn remove(&mut self, key: u128);
    /// How many positions the table holds.
    fn len(&self) -> usize;
}

/// A search alone with its table: nothing is ever on another search's stack.
impl Seen for Table {
    fn enter(&mut self, key: u128) -> Option<Found> {
        Some(if self.insert(key)? {
            Found::New
        } else {
            Found::Seen
        })
    }

    fn cover(&mut self, key: u128) -> Option<()> {
        self.insert(key).map(|_| ())
    }

    fn contains(&self, key: u128) -> bool {
        Table::contains(self, key)
    }

    fn join(&mut self, _key: u128) {}

    fn leave(&mut self, _key: u128) {}

    fn remove(&mut self, key: u128) {
        Table::remove(self, key);
    }

    fn len(&self) -> usize {
        Table::len(self)
    }
}

#[cfg(test)]
mod tests {
    use super::Table;

    #[test]
    fn keeps_what_it_was_given_across_growth_and_stops_when_full() {
        let mut table = Table::new(1 << 15);
        let key = |i: u128| i.wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c835);
        let mut added = 0;
        for i in 1..=30_000u128 {
            match table.insert(key(i)) {
                Some(true) => added += 1,
                Some(false) => panic!("{i} was reported as seen"),
                None => break,
            }
        }
        assert_eq!(added, (1 << 15) / 4 * 3);
        assert_eq!(table.len(), added);
        for i in 1..=added as u128 {
            assert_eq!(table.insert(key(i)), Some(false));
        }
    }

    #[test]
    fn removed_entries_are_gone_and_the_rest_stay_found() {
        let mut table = Table::new(1 << 14);
        // Keys sharing a home slot make long probe runs, which removal must keep whole.
        let key = |i: u128| (i % 7) << 64 | (i << 70) | i;
        for i in 1..=9000u128 {
            assert_eq!(table.insert(key(i)), Some(true));
        }
        for i in (1..=9000u128).filter(|i| i % 3 == 0) {
            table.remove(key(i));
        }
        assert_eq!(table.len(), 6000);
        for i in 1..=9000u128 {
            assert_eq!(table.contains(key(i)), i % 3 != 0, "{i}");
        }
    }
}
