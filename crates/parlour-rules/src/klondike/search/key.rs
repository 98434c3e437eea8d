//! The position's class key (see [`Node::key`]): Zobrist sums over the piles, kept up to date
//! move by move, mixed with the talon's card set and the waste pointer.

use super::{MAX_PILE, Node, UNLIMITED};
use crate::klondike::table::HOME_BITS;

/// 64-bit mixer (splitmix64's finaliser).
pub(super) const fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Random words for "card c lies at height k of a pile, face down or as the run's base": the
/// two halves of the class key (see [`Node::key`]) add them up.
static ZOBRIST: [[[u64; 52]; MAX_PILE]; 2] = {
    let mut table = [[[0; 52]; MAX_PILE]; 2];
    let mut half = 0;
    while half < 2 {
        let mut k = 0;
        while k < MAX_PILE {
            let mut c = 0;
            while c < 52 {
                let seed = ((half * MAX_PILE + k) * 52 + c) as u64;
                table[half][k][c] = mix(mix(seed ^ 0x243f_6a88_85a3_08d3));
                c += 1;
            }
            k += 1;
        }
        half += 1;
    }
    table
};

impl Node {
    /// A 128-bit hash of the position's class: positions of one class are all won or all lost.
    ///
    /// The class is what each pile keeps under its face-up run (its face-down cards and the run's
    /// base card), the set of face-up cards above the bases, the talon's card set, and where it
    /// matters the waste pointer and the passes left; the order of the piles, the foundations
    /// (the cards found nowhere else) and which of two cards of one rank and colour holds which
    /// run are left out. The last is sound because any move of one position of a class can be
    /// copied in another after at most one move that keeps the class: if card Q is free in one
    /// and holds a run starting with C in the other, then C's run lies on Q's twin (same rank and
    /// colour) in the first, so the twin is free in the other and C's run may move onto it.
    /// Moves then change the class alike in both, since a move turns a card or empties a pile
    /// only when it takes a base, and the bases are the same.
    ///
    /// `group` is [`Node::group_key`], everything but the waste pointer, and `pointer` the low
    /// byte of [`Node::pos_code`] (see [`Node::dealing_keys`] for why they come apart). The
    /// bits that choose the table's home slot ([`HOME_BITS`]) come from the group alone, so the
    /// pointer positions of one group lie side by side in the table: drawing three, a visit asks
    /// for several of them (see [`Node::dealing_keys`]), and one cache line then answers where
    /// each was a miss of its own (those probes were a third of the search's time).
    pub(super) fn key((lo, hi): (u64, u64), pointer: u64) -> u128 {
        let spread = if pointer == 0 {
            0
        } else {
            mix(pointer ^ 0x9e37_79b9_7f4a_7c15)
        };
        let word = hi ^ (spread & !((1 << HOME_BITS) - 1));
        let lo = lo ^ spread.rotate_left(32);
        (u128::from(word) << 64) | u128::from(lo)
    }

    /// The part of [`Node::key`] that positions differing only in the waste pointer share:
    /// `parts` is [`Node::key_parts`], `talon` the talon's cards as bits and `passes`
    /// [`Node::pos_code`] without its low byte.
    pub(super) fn group_key(
        (lo, hi, visible): (u64, u64, u64),
        talon: u64,
        passes: u64,
    ) -> (u64, u64) {
        // The talon's order never changes, so its card set and the pointer say all about it.
        let extra = mix(talon ^ mix(passes));
        let lo = mix(lo ^ mix(visible ^ extra));
        let hi = mix(hi ^ mix(visible.rotate_left(32) ^ 0xa409_3822_299f_31d0) ^ extra);
        (lo, hi)
    }

    /// The pointer's part of the key: 0 where unlimited passes make pointer positions one
    /// (they reach one another by dealing and recycling alone, so they are the same position).
    pub(super) fn pos_code(&self) -> u64 {
        let pos = if self.recycles_left == UNLIMITED
            && (self.pos.is_multiple_of(self.draw) || self.pos == self.tlen)
        {
            0
        } else {
            u64::from(self.pos) + 1
        };
        pos | (u64::from(self.recycles_left) << 8)
    }

    /// The piles' part of the key (see [`Node::key`]): two Zobrist sums over every pile's
    /// face-down cards and base, and the face-up cards above the bases as bits.
    pub(super) fn key_parts(&self) -> (u64, u64, u64) {
        debug_assert_eq!(self.piles_key, self.piles_key_afresh());
        self.piles_key
    }

    /// [`Node::key_parts`] worked out from the piles, for a new node and to check the running
    /// sums against.
    pub(super) fn piles_key_afresh(&self) -> (u64, u64, u64) {
        let (mut lo, mut hi): (u64, u64) = (0, 0);
        let mut visible: u64 = 0;
        for p in 0..usize::from(self.n) {
            let len = usize::from(self.lens[p]);
            if len == 0 {
                continue;
            }
            let down = usize::from(self.downs[p]);
            // Each card lies in one place, so the sum over every pile's face-down cards and base
            // tells the piles apart without their order.
            for (k, &c) in self.piles[p][..=down].iter().enumerate() {
                lo = lo.wrapping_add(ZOBRIST[0][k][usize::from(c)]);
                hi = hi.wrapping_add(ZOBRIST[1][k][usize::from(c)]);
            }
            for &c in &self.piles[p][down + 1..len] {
                visible |= 1 << c;
            }
        }
        (lo, hi, visible)
    }

    /// Card `c` arrives at height `k` of a pile whose face-down cards fill heights below
    /// `down`: the key's sums take it as the base, or its bit joins the visible cards.
    pub(super) fn key_add(&mut self, k: usize, down: usize, c: u8) {
        let (lo, hi, visible) = &mut self.piles_key;
        if k <= down {
            *lo = lo.wrapping_add(ZOBRIST[0][k][usize::from(c)]);
            *hi = hi.wrapping_add(ZOBRIST[1][k][usize::from(c)]);
        } else {
            *visible |= 1 << c;
        }
    }

    /// Undoes [`Node::key_add`] for a card leaving height `k`. A face-down card turned up by
    /// its leaving becomes the base and stays in the sums, as the key counts it either way.
    pub(super) fn key_remove(&mut self, k: usize, down: usize, c: u8) {
        let (lo, hi, visible) = &mut self.piles_key;
        if k <= down {
            *lo = lo.wrapping_sub(ZOBRIST[0][k][usize::from(c)]);
            *hi = hi.wrapping_sub(ZOBRIST[1][k][usize::from(c)]);
        } else {
            *visible &= !(1 << c);
        }
    }
}
