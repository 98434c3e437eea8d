//! A transposition table that several depth-first searches of one game share, each on its own
//! thread (see `solver/together.rs`).
//!
//! A slot is one atomic word: a tag of the position's key, and one bit per search that has the
//! position on its stack. A position whose bits are all clear was searched to the end. Entering
//! a new position takes an empty slot in one compare-and-swap, so two searches never both think
//! a position new; the bits only steer the searches apart (see [`Found::Busy`]), the proof does
//! not rest on them.
//!
//! The array has its largest size from the start (it cannot grow while others read it): for the
//! full search 2^24 slots of 8 bytes, 128 MiB, holding at most three quarters that many
//! positions, as the searches' own table does at its largest; for the relaxed game a quarter of
//! that, as its own.

use super::table::{Found, HOME_BITS, Seen, Table};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::thread::JoinHandle;

/// The most searches one table serves: one owner bit each.
pub(crate) const MAX_SEARCHES: usize = 4;

/// The owner bits of a slot.
const OWNERS: u64 = (1 << MAX_SEARCHES) - 1;

/// The most slots an array has (a power of two; a key's word chooses its home slot among them).
pub(crate) const SHARED_SLOTS: usize = 1 << HOME_BITS;

/// Bytes of an array of `slots` slots.
pub(crate) const fn shared_bytes(slots: usize) -> usize {
    slots * std::mem::size_of::<AtomicU64>()
}

/// The table itself.
pub(crate) struct SharedTable {
    slots: Box<[AtomicU64]>,
    /// The array's size less one (it is a power of two).
    mask: usize,
    len: AtomicUsize,
    max_len: usize,
}

impl SharedTable {
    /// An empty table of `slots` slots (a power of two, at most [`SHARED_SLOTS`]) that takes
    /// at most `max_len` positions, and at most three quarters of its slots.
    pub(crate) fn new(max_len: usize, slots: usize) -> SharedTable {
        let slots = slots.clamp(2, SHARED_SLOTS).next_power_of_two();
        SharedTable {
            slots: (0..slots).map(|_| AtomicU64::new(0)).collect(),
            mask: slots - 1,
            len: AtomicUsize::new(0),
            max_len: max_len.min(slots / 4 * 3),
        }
    }

    /// Enters `table`'s entries, all as searched to the end (`None` if they do not fit).
    pub(crate) fn take_over(&self, table: &Table) -> Option<()> {
        for (word, check) in table.entries() {
            self.enter(word, check, 0)?;
        }
        Some(())
    }

    /// How many positions the table holds.
    pub(crate) fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed)
    }

    /// Writes an empty word to one slot of every page (of 4 KiB, the smallest there is), so
    /// that each is mapped; stops early when `cancel` is set. Only for a table no search uses
    /// yet (see [`Prepared`]).
    fn touch_pages(&self, cancel: &AtomicBool) {
        const SLOTS_A_PAGE: usize = 4096 / std::mem::size_of::<AtomicU64>();
        for (n, slot) in self.slots.iter().step_by(SLOTS_A_PAGE).enumerate() {
            if n % 256 == 0 && cancel.load(Ordering::Relaxed) {
                return;
            }
            slot.store(0, Ordering::Relaxed);
        }
    }

    /// The slot's tag of a key split as [`Table::split`] splits it: the word's bits above the
    /// home slot's, the check, and a high bit so that no tag is 0 (an empty slot). With the 24
    /// bits of the largest array's home slot, 79 bits of the key tell positions apart (77 in a
    /// quarter of it), as good as the 80 of the
    /// searches' own table.
    fn tag(word: u64, check: u16) -> u64 {
        let above = (word >> HOME_BITS) & ((1 << 39) - 1);
        1 << 63 | above << 20 | u64::from(check) << MAX_SEARCHES
    }

    fn home(&self, word: u64) -> usize {
        word as usize & self.mask
    }

    /// The slot holding the key, if it is there.
    fn find(&self, word: u64, check: u16) -> Option<&AtomicU64> {
        let tag = Self::tag(word, check);
        let mut i = self.home(word);
        loop {
            let slot = &self.slots[i];
            match slot.load(Ordering::Acquire) {
                0 => return None,
                now if now & !OWNERS == tag => return Some(slot),
                _ => i = (i + 1) & self.mask,
            }
        }
    }

    /// Enters the key for the search whose owner bit is `me` (0: as searched to the end).
    fn enter(&self, word: u64, check: u16, me: u64) -> Option<Found> {
        let tag = Self::tag(word, check);
        let mut i = self.home(word);
        loop {
            let slot = &self.slots[i];
            let mut now = slot.load(Ordering::Acquire);
            if now == 0 {
                // Three quarters full at most, so a probe always ends at an empty slot.
                if self.len.load(Ordering::Relaxed) >= self.max_len {
                    return None;
                }
                match slot.compare_exchange(0, tag | me, Ordering::AcqRel, Ordering::Acquire) {
                    Ok(_) => {
                        self.len.fetch_add(1, Ordering::Relaxed);
                        return Some(Found::New);
                    }
                    // Another search took the slot first: look at what it put there.
                    Err(taken) => now = taken,
                }
            }
            if now & !OWNERS == tag {
                let others = now & OWNERS & !me;
                return Some(if others != 0 && now & me == 0 {
                    Found::Busy
                } else {
                    Found::Seen
                });
            }
            i = (i + 1) & self.mask;
        }
    }
}

/// A [`SharedTable`] whose memory a thread of its own touches page by page ahead of use.
///
/// A new table's 32,768 pages are each mapped at their first write, which took a tenth of a
/// second on a 2-core virtual machine, on the searches' path when they began. The solver makes
/// the table while its single search still runs and lets an otherwise idle core map it.
pub(crate) struct Prepared {
    table: Arc<SharedTable>,
    cancel: Arc<AtomicBool>,
    toucher: Option<JoinHandle<()>>,
}

impl Prepared {
    /// A table of `slots` slots for at most `max_len` positions (see [`SharedTable::new`]), its
    /// pages being touched on another thread (if one can be started; otherwise they are mapped
    /// as the searches meet them).
    pub(crate) fn start(max_len: usize, slots: usize) -> Prepared {
        let table = Arc::new(SharedTable::new(max_len, slots));
        let cancel = Arc::new(AtomicBool::new(false));
        let toucher = {
            let (table, cancel) = (Arc::clone(&table), Arc::clone(&cancel));
            std::thread::Builder::new()
                .name("klondike-table".into())
                .spawn(move || table.touch_pages(&cancel))
                .ok()
        };
        Prepared {
            table,
            cancel,
            toucher,
        }
    }

    /// The table, once its pages are touched.
    pub(crate) fn finish(mut self) -> Arc<SharedTable> {
        if let Some(toucher) = self.toucher.take() {
            // A toucher that panicked touched less: the searches map the rest.
            let _ = toucher.join();
        }
        Arc::clone(&self.table)
    }
}

impl Drop for Prepared {
    /// A table the solve did not need: the toucher stops at once.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        if let Some(toucher) = self.toucher.take() {
            let _ = toucher.join();
        }
    }
}

/// One search's view of a [`SharedTable`]: the table and its owner bit.
pub(crate) struct Shared<'a> {
    table: &'a SharedTable,
    me: u64,
}

impl<'a> Shared<'a> {
    /// The view of search number `index` (below [`MAX_SEARCHES`]).
    pub(crate) fn new(table: &'a SharedTable, index: usize) -> Shared<'a> {
        Shared {
            table,
            me: 1 << index.min(MAX_SEARCHES - 1),
        }
    }
}

impl Seen for Shared<'_> {
    fn enter(&mut self, key: u128) -> Option<Found> {
        let (word, check) = Table::split(key);
        self.table.enter(word, check, self.me)
    }

    fn cover(&mut self, key: u128) -> Option<()> {
        let (word, check) = Table::split(key);
        self.table.enter(word, check, 0).map(|_| ())
    }

    fn contains(&self, key: u128) -> bool {
        let (word, check) = Table::split(key);
        self.table.find(word, check).is_some()
    }

    fn join(&mut self, key: u128) {
        let (word, check) = Table::split(key);
        if let Some(slot) = self.table.find(word, check) {
            slot.fetch_or(self.me, Ordering::AcqRel);
        }
    }

    fn leave(&mut self, key: u128) {
        let (word, check) = Table::split(key);
        if let Some(slot) = self.table.find(word, check) {
            slot.fetch_and(!self.me, Ordering::AcqRel);
        }
    }

    /// Never called: searches that share a table run to their end (see `solver/together.rs`).
    fn remove(&mut self, _key: u128) {}

    fn len(&self) -> usize {
        self.table.len()
    }
}

#[cfg(test)]
mod tests {
    use super::{Prepared, Shared, SharedTable};
    use crate::klondike::table::{Found, Seen, Table};

    fn key(i: u128) -> u128 {
        i.wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c835)
    }

    #[test]
    fn a_position_on_another_search_stack_is_busy_until_it_leaves() {
        let table = SharedTable::new(1000, 1 << 12);
        let (mut a, mut b) = (Shared::new(&table, 0), Shared::new(&table, 1));
        assert_eq!(a.enter(key(1)), Some(Found::New));
        assert_eq!(a.enter(key(1)), Some(Found::Seen), "on a's own stack");
        assert_eq!(b.enter(key(1)), Some(Found::Busy));
        b.join(key(1));
        assert_eq!(b.enter(key(1)), Some(Found::Seen), "on b's stack too");
        a.leave(key(1));
        assert_eq!(a.enter(key(1)), Some(Found::Busy), "still on b's");
        b.leave(key(1));
        assert_eq!(a.enter(key(1)), Some(Found::Seen), "searched to the end");
        assert_eq!(b.enter(key(1)), Some(Found::Seen));
        assert!(a.contains(key(1)) && !a.contains(key(2)));
        assert_eq!(table.len(), 1);
    }

    #[test]
    fn it_takes_over_a_search_own_table_and_stops_when_full() {
        let mut own = Table::new(1 << 16);
        for i in 1..=5000 {
            assert_eq!(own.insert(key(i)), Some(true));
        }
        let table = SharedTable::new(6000, 1 << 14);
        assert_eq!(table.take_over(&own), Some(()));
        assert_eq!(table.len(), 5000);
        let mut view = Shared::new(&table, 2);
        for i in 1..=5000 {
            assert_eq!(view.enter(key(i)), Some(Found::Seen), "{i}");
        }
        for i in 5001..=6000 {
            assert_eq!(view.enter(key(i)), Some(Found::New), "{i}");
        }
        assert_eq!(view.enter(key(6001)), None);
        assert_eq!(SharedTable::new(4999, 1 << 14).take_over(&own), None);
    }

    #[test]
    fn a_prepared_table_is_empty_and_usable_and_one_not_needed_stops_its_toucher() {
        let table = Prepared::start(1000, 1 << 12).finish();
        assert_eq!(table.len(), 0);
        let mut view = Shared::new(&table, 0);
        assert_eq!(view.enter(key(7)), Some(Found::New));
        assert!(view.contains(key(7)));
        // Dropped at once: the toucher is told to stop and joined.
        drop(Prepared::start(1000, 1 << 12));
    }

    /// Two threads entering the same keys at once: each key is new to exactly one of them.
    #[test]
    fn racing_searches_never_both_enter_a_position() {
        let table = SharedTable::new(100_000, 1 << 16);
        let news: Vec<usize> = std::thread::scope(|s| {
            let runs: Vec<_> = (0..2)
                .map(|t| {
                    let table = &table;
                    s.spawn(move || {
                        let mut view = Shared::new(table, t);
                        (1..=20_000)
                            .filter(|&i| view.enter(key(i)) == Some(Found::New))
                            .count()
                    })
                })
                .collect();
            runs.into_iter().map(|r| r.join().unwrap_or(0)).collect()
        });
        assert_eq!(news.iter().sum::<usize>(), 20_000);
        assert_eq!(table.len(), 20_000);
    }
}
