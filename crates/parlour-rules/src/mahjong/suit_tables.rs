//! Per-suit tables behind the hand checks of [`super::hand`].
//!
//! Two tables, keyed by a group's counts (each at most four):
//!
//! - for the win check, one bit per suit telling whether it splits wholly into sets and at most
//!   one pair, keyed by the base-5 number of its nine counts and built once by placing every
//!   combination of sets and a pair (see [`suit_shapes`]);
//! - for shanten, the fewest tiles to add for each (sets 0..=4, pair 0..=1) target, keyed by a
//!   dense rank of the suits a hand can hold (see [`offsets`]), computed on first use by a small
//!   dynamic programme over the ranks and kept, packed into 19 bits, in a lazily allocated array
//!   of atomics, so threads share it without locks. Honours need no such table: their costs
//!   depend only on how many faces hold one, two or three copies (see [`honour_costs`]).

use super::tiles::Counts;
use super::words::{honour_key, suit_rank};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

/// Whether counts of at most four each split wholly into sets and exactly one pair.
///
/// Every numbered suit must hold a multiple of three tiles, or a multiple of three plus two for
/// the suit with the pair; honours form no runs, so each honour count must be 0, 3 or (once) 2.
/// Most hands fail these sums before any lookup; the rest look each suit's nine counts up in
/// [`suit_shapes`], a bit per possible suit.
pub(super) fn standard_complete(counts: &Counts) -> bool {
    let mut pairs = 0u32;
    for &c in &counts[27..34] {
        match c {
            0 | 3 => {}
            2 => pairs += 1,
            _ => return false,
        }
    }
    let mut keys = [0usize; 3];
    for (suit, key) in keys.iter_mut().enumerate() {
        let group = &counts[9 * suit..9 * suit + 9];
        let sum: u32 = group.iter().map(|&c| u32::from(c)).sum();
        match sum % 3 {
            0 => {}
            2 => pairs += 1,
            _ => return false,
        }
        // A suit beyond fourteen tiles (no hand holds one) has no rank, and no reading.
        let Some(rank) = suit_rank(&SUIT_OFFSETS, group, MOST) else {
            return false;
        };
        *key = rank;
    }
    if pairs != 1 {
        return false;
    }
    let shapes = suit_shapes();
    keys.iter().all(|&key| shape_bit(shapes, key))
}

fn shape_bit(shapes: &[u64], key: usize) -> bool {
    shapes
        .get(key / 64)
        .is_some_and(|word| (word >> (key % 64)) & 1 == 1)
}

/// One bit per suit of at most fourteen tiles, by [`suit_rank`]: set when its counts split into
/// sets and at most one pair (a pair exactly when the suit holds 3n + 2 tiles). Built once by
/// placing every combination of up to four sets (seven runs and nine triples to choose from) and
/// an optional pair: under 50,000 placements, far fewer than the 405,350 suits a search would
/// visit; and the 50 KiB of bits stay in cache.
fn suit_shapes() -> &'static [u64] {
    static SHAPES: OnceLock<Box<[u64]>> = OnceLock::new();
    SHAPES.get_or_init(|| {
        let size = SUITS as usize;
        let mut bits = vec![0u64; size.div_ceil(64)].into_boxed_slice();
        let mut group = [0u8; 9];
        place_sets(&mut group, 0, 4, &mut bits);
        bits
    })
}

/// Places up to `left` more sets of kind `from` or later (0..7 runs from rank `from`, 7..16
/// triples), marking each shape reached, with and without each possible pair.
fn place_sets(group: &mut [u8; 9], from: usize, left: u8, bits: &mut [u64]) {
    mark_shape(group, bits);
    for rank in 0..9 {
        if group[rank] <= 2 {
            group[rank] += 2;
            mark_shape(group, bits);
            group[rank] -= 2;
        }
    }
    if left == 0 {
        return;
    }
    for kind in from..16 {
        let ranks = if kind < 7 {
            kind..kind + 3
        } else {
            kind - 7..kind - 6
        };
        let add = if kind < 7 { 1 } else { 3 };
        if group[ranks.clone()].iter().any(|&c| c + add > 4) {
            continue;
        }
        for c in &mut group[ranks.clone()] {
            *c += add;
        }
        place_sets(group, kind, left - 1, bits);
        for c in &mut group[ranks] {
            *c -= add;
        }
    }
}

fn mark_shape(group: &[u8; 9], bits: &mut [u64]) {
    if let Some(key) = suit_rank(&SUIT_OFFSETS, group, MOST)
        && let Some(word) = bits.get_mut(key / 64)
    {
        *word |= 1 << (key % 64);
    }
}

/// Per-group costs: `cost[k + 5 * p]` is the fewest tiles to add so the group holds `k` melds and
/// `p` pairs (p is 0 or 1). `cost[0]` is always 0, and no entry exceeds 14 (a group can always
/// be filled from nothing with 14 tiles), so sums of two entries never overflow a byte.
pub(super) type Costs = [u8; 10];

const NONE: u8 = u8::MAX;

/// Fewest tiles to add so the concealed part holds `need` melds and a pair.
pub(super) fn standard_deficiency(counts: &Counts, need: u8) -> u8 {
    deficiency_of(&group_costs(counts), need)
}

/// The costs of a hand's four groups (three suits, then honours), for [`deficiency_of`].
pub(super) type GroupCosts = [Costs; 4];

/// The costs of each group of `counts`.
#[inline]
pub(super) fn group_costs(counts: &Counts) -> GroupCosts {
    [
        suit_costs(&counts[0..9]),
        suit_costs(&counts[9..18]),
        suit_costs(&counts[18..27]),
        honour_costs_by_key(honour_key(counts)),
    ]
}

/// The costs of group `group` (0..3 the suits, 3 the honours) of `counts`. When a hand changes
/// in one face only, looking up that face's group again is enough: the other three stay.
#[inline]
pub(super) fn costs_of_group(counts: &Counts, group: usize) -> Costs {
    match group {
        0..=2 => suit_costs(&counts[9 * group..9 * group + 9]),
        _ => honour_costs_by_key(honour_key(counts)),
    }
}

/// Fewest tiles to add so a hand with these group costs holds `need` melds and a pair: the
/// suits are met in pairs, and the two halves only at the one entry asked for.
#[inline]
pub(super) fn deficiency_of(groups: &GroupCosts, need: u8) -> u8 {
    let [m, p, s, z] = groups;
    deficiency_with(&combine(m, p), &combine(s, z), need)
}

/// For each group, the other three groups' costs combined: with them, a change in one group
/// costs one lookup and one [`deficiency_with`], not three combinations.
pub(super) fn others_combined(groups: &GroupCosts) -> [Costs; 4] {
    let [m, p, s, z] = groups;
    let mp = combine(m, p);
    let sz = combine(s, z);
    [
        combine(p, &sz),
        combine(m, &sz),
        combine(&mp, z),
        combine(&mp, s),
    ]
}

/// Fewest tiles to add so two parts of a hand (each a group or groups combined) hold `need`
/// melds and a pair between them. Each `need` gets its own unrolled loop.
#[inline]
pub(super) fn deficiency_with(one: &Costs, other: &Costs, need: u8) -> u8 {
    match need {
        0 => meet::<0>(one, other),
        1 => meet::<1>(one, other),
        2 => meet::<2>(one, other),
        3 => meet::<3>(one, other),
        _ => meet::<4>(one, other),
    }
}

#[inline(always)]
fn meet<const NEED: usize>(one: &Costs, other: &Costs) -> u8 {
    let mut best = NONE;
    for k in 0..=NEED {
        let pair_in_other = one[k] + other[NEED - k + 5];
        let pair_in_one = one[k + 5] + other[NEED - k];
        best = best.min(pair_in_other).min(pair_in_one);
    }
    best
}

/// The costs of two groups taken together: the cheapest split of each (sets, pair) target. The
/// splits giving one side nothing cost the other side's entry alone (`cost[0]` is 0).
#[inline(always)]
fn combine(a: &Costs, b: &Costs) -> Costs {
    let mut out = [0; 10];
    for k in 1..5 {
        let mut best = a[k].min(b[k]);
        for j in 1..k {
            best = best.min(a[j] + b[k - j]);
        }
        out[k] = best;
    }
    for k in 0..5 {
        let mut best = a[k + 5].min(b[k + 5]);
        for j in 1..=k {
            best = best.min(a[j] + b[k - j + 5]);
        }
        for j in 0..k {
            best = best.min(a[j + 5] + b[k - j]);
        }
        out[k + 5] = best;
    }
    out
}

/// The most tiles a group can hold in a hand; groups beyond it are not cached.
const MOST: usize = 14;

/// `EXACT[m][t]`: how many count vectors of `m` places (each 0..=4) hold exactly `t` tiles.
const EXACT: [[u32; MOST + 1]; 10] = {
    let mut exact = [[0u32; MOST + 1]; 10];
    exact[0][0] = 1;
    let mut m = 1;
    while m < 10 {
        let mut t = 0;
        while t <= MOST {
            let mut c = 0;
            while c <= 4 && c <= t {
                exact[m][t] += exact[m - 1][t - c];
                c += 1;
            }
            t += 1;
        }
        m += 1;
    }
    exact
};

/// How many suits (nine counts, each at most four) hold at most [`MOST`] tiles: 405,350.
const SUITS: u32 = {
    let mut sum = 0;
    let mut t = 0;
    while t <= MOST {
        sum += EXACT[9][t];
        t += 1;
    }
    sum
};

/// Dense ranks for the suits a hand can hold, ordered by tile count first: every suit of `t`
/// tiles comes before every suit of `t + 1`. A hand's suits mostly hold two to six tiles, so the
/// entries in use crowd into the first few thousand ranks and stay in the first caches, where
/// a plain lexicographic order scattered them over the whole table.
///
/// Within one tile count the suits are ordered by their running totals read from the top (the
/// tiles in ranks 1 to 8, then 1 to 7, and so on). With `before` tiles in the places before
/// place `p` and `count` at `p`, the suits that share the running totals from place `p + 1` up
/// and have fewer than `before` before `p` number `EXACT[p][t]` for each such smaller total
/// `t`, which must still leave a count of at most four at `p`. `offsets[p][before * 5 + count]`
/// holds that sum, and the last place also adds the suits of fewer tiles in all, so a rank is
/// one table read per place. Rows are 128 wide so a masked index needs no bounds check.
const fn offsets() -> [[u32; 128]; 9] {
    let mut table = [[0u32; 128]; 9];
    let mut p = 0;
    while p < 9 {
        let mut before = 0;
        while before <= MOST {
            let mut count = 0;
            while count <= 4 {
                let mut sum = 0;
                let mut t = (before + count).saturating_sub(4);
                while t < before {
                    sum += EXACT[p][t];
                    t += 1;
                }
                if p == 8 && before + count <= MOST {
                    let mut t = 0;
                    while t < before + count {
                        sum += EXACT[9][t];
                        t += 1;
                    }
                }
                table[p][before * 5 + count] = sum;
                count += 1;
            }
            before += 1;
        }
        p += 1;
    }
    table
}

const SUIT_OFFSETS: [[u32; 128]; 9] = offsets();

/// The shanten costs of every suit, filled in on first use. A suit's [`Costs`] are one of only
/// 126 distinct vectors (over all 405,350 suits), so each suit keeps a one-byte id of its vector
/// and the vectors sit in a 2.5 KiB list: the ids of the suits in use take a few KiB, and a
/// lookup reads two lines that are almost always in the first-level cache. Threads share the
/// cache without locks: an id is published (release) only after its vector is set.
struct CostCache {
    /// Per suit rank: 0 while unknown, else 1 + the index of its costs in `shapes`.
    ids: Box<[AtomicU8]>,
    /// The distinct cost vectors met so far, each set once.
    shapes: Box<[OnceLock<Costs>]>,
}

static COST_CACHE: OnceLock<CostCache> = OnceLock::new();

/// The costs of a numbered suit (nine counts).
#[inline(always)]
fn suit_costs(group: &[u8]) -> Costs {
    let cache = COST_CACHE.get_or_init(|| CostCache {
        ids: (0..SUITS).map(|_| AtomicU8::new(0)).collect(),
        shapes: (0..u8::MAX).map(|_| OnceLock::new()).collect(),
    });
    let Some(cell) = suit_rank(&SUIT_OFFSETS, group, MOST).and_then(|key| cache.ids.get(key))
    else {
        // No hand holds such a suit: compute it, uncached.
        return compute_suit_costs(group);
    };
    let id = usize::from(cell.load(Ordering::Acquire));
    match cache.shapes.get(id.wrapping_sub(1)).and_then(OnceLock::get) {
        Some(costs) => *costs,
        None => remember(cache, cell, group),
    }
}

/// Computes a suit's costs and records them: finds the slot holding the same vector, or takes
/// the first free slot (another thread may take it first; then the search goes on).
#[cold]
#[inline(never)]
fn remember(cache: &CostCache, cell: &AtomicU8, group: &[u8]) -> Costs {
    let costs = compute_suit_costs(group);
    for (index, slot) in cache.shapes.iter().enumerate() {
        if *slot.get_or_init(|| costs) == costs {
            if let Ok(id) = u8::try_from(index + 1) {
                cell.store(id, Ordering::Release);
            }
            break;
        }
    }
    costs
}

/// Honour faces are interchangeable and form no runs, so their costs depend only on how many
/// faces hold one, two, and three or more (a fourth copy helps neither a pong nor a pair): 512
/// keys at most ([`honour_key`]), all computed at once into a table that stays in the
/// first-level cache.
fn honour_costs_by_key(key: usize) -> Costs {
    static BY_KIND: OnceLock<Box<[Costs]>> = OnceLock::new();
    let table = BY_KIND.get_or_init(|| {
        (0..512)
            .map(|key: usize| {
                let (ones, twos, threes) = (key % 8, key / 8 % 8, key / 64);
                let mut group = Vec::new();
                group.extend(std::iter::repeat_n(1u8, ones));
                group.extend(std::iter::repeat_n(2u8, twos));
                group.extend(std::iter::repeat_n(3u8, threes));
                // The faces holding none count too: they can still take a set or the pair.
                group.resize(group.len().max(7), 0);
                compute_honour_costs(&group)
            })
            .collect()
    });
    // Seven honours give keys below 512 (three bits a count); the mask keeps the lookup total
    // without inventing costs for a key that cannot occur.
    table[key & 511]
}

/// Dynamic programme over the nine ranks of a numbered suit. The state is the number of chows
/// started one rank back (`a`) and two ranks back (`b`), which still need a tile here; the value
/// is the cost for each (melds, pair) so far. No rank of the target may hold more than four.
#[allow(clippy::needless_range_loop)] // Indices are the state; they read better than iterators.
fn compute_suit_costs(group: &[u8]) -> Costs {
    let mut dp = [[[NONE; 10]; 5]; 5];
    dp[0][0][0] = 0;
    for rank in 0..9 {
        let have = group.get(rank).copied().unwrap_or(0);
        let mut next = [[[NONE; 10]; 5]; 5];
        for a in 0..5 {
            for b in 0..5 - a {
                let costs = dp[a][b];
                if costs.iter().all(|&c| c == NONE) {
                    continue;
                }
                for pong in 0..2 {
                    for pair in 0..2 {
                        let fixed = a + b + 3 * pong + 2 * pair;
                        if fixed > 4 {
                            continue;
                        }
                        let max_new = if rank <= 6 { 4 - fixed } else { 0 };
                        for new in 0..=max_new {
                            let target = (fixed + new) as u8;
                            let add = target.saturating_sub(have);
                            let cell = &mut next[new][a];
                            for k in 0..5 {
                                for p in 0..2 {
                                    let cost = costs[k + 5 * p];
                                    let nk = k + new + pong;
                                    let np = p + pair;
                                    if cost == NONE || nk > 4 || np > 1 {
                                        continue;
                                    }
                                    let slot = &mut cell[nk + 5 * np];
                                    *slot = (*slot).min(cost + add);
                                }
                            }
                        }
                    }
                }
            }
        }
        dp = next;
    }
    dp[0][0]
}

/// Honours form no chows, so each face is independently nothing, a pong or a pair.
fn compute_honour_costs(group: &[u8]) -> Costs {
    let mut costs = [NONE; 10];
    costs[0] = 0;
    for &have in group {
        let mut next = costs;
        for k in 0..5 {
            for p in 0..2 {
                let cost = costs[k + 5 * p];
                if cost == NONE {
                    continue;
                }
                if k < 4 {
                    let slot = &mut next[k + 1 + 5 * p];
                    *slot = (*slot).min(cost + 3u8.saturating_sub(have));
                }
                if p == 0 {
                    let slot = &mut next[k + 5];
                    *slot = (*slot).min(cost + 2u8.saturating_sub(have));
                }
            }
        }
        costs = next;
    }
    costs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every count vector of `LEN` places, in base-5 order.
    fn every_group<const LEN: usize>(mut visit: impl FnMut(&[u8; LEN])) {
        let mut group = [0u8; LEN];
        loop {
            visit(&group);
            let Some(place) = group.iter().position(|&c| c < 4) else {
                return;
            };
            group[place] += 1;
            group[..place].fill(0);
        }
    }

    /// The dense rank of `group` (nine counts), or `None` when a count exceeds four or the group
    /// holds more than [`MOST`] tiles: the plain form of [`suit_rank`], to check the fast form.
    fn rank(offsets: &[[u32; 128]; 9], group: &[u8]) -> Option<usize> {
        let mut rank = 0u32;
        let mut before = 0usize;
        for (place, &count) in offsets.iter().zip(group) {
            let count = usize::from(count);
            if count > 4 || before + count > MOST {
                return None;
            }
            rank += place[before * 5 + count];
            before += count;
        }
        Some(rank as usize)
    }

    #[test]
    fn ranks_number_the_suits_of_a_hand_densely_by_tile_count() {
        let size = SUITS as usize;
        assert_eq!(size, 405_350);
        let mut seen = vec![false; size];
        every_group::<9>(|group| {
            let tiles: usize = group.iter().map(|&c| usize::from(c)).sum();
            let plain = rank(&SUIT_OFFSETS, group);
            assert_eq!(suit_rank(&SUIT_OFFSETS, group, MOST), plain, "{group:?}");
            match plain {
                Some(key) => {
                    assert!(tiles <= MOST && key < size, "{group:?}");
                    assert!(!seen[key], "{group:?} shares rank {key}");
                    seen[key] = true;
                    // Fewer tiles, lower ranks: the suits of `tiles` tiles follow all smaller.
                    let fewer: u32 = EXACT[9][..tiles].iter().sum();
                    assert!(key >= fewer as usize, "{group:?}");
                    assert!(key < (fewer + EXACT[9][tiles]) as usize, "{group:?}");
                }
                None => assert!(tiles > MOST, "{group:?}"),
            }
        });
        assert!(seen.iter().all(|&s| s), "every rank is used");
        assert_eq!(rank(&SUIT_OFFSETS, &[5, 0, 0, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(
            suit_rank(&SUIT_OFFSETS, &[5, 0, 0, 0, 0, 0, 0, 0, 0], MOST),
            None
        );
    }

    #[test]
    fn cached_suit_costs_match_the_programme_and_honours_go_by_kind() {
        let mut groups = 0;
        every_group::<9>(|group| {
            let tiles: usize = group.iter().map(|&c| usize::from(c)).sum();
            groups += 1;
            // A spread sample of the suits a hand can hold: the programme is slow unoptimised.
            // (tests/mahjong_hand.rs meets every suit through shanten.)
            if tiles <= MOST && groups % 61 == 0 {
                let costs = compute_suit_costs(group);
                assert_eq!(costs[0], 0, "{group:?}");
                assert!(costs.iter().all(|&c| c <= 14), "{group:?}");
                // Once computed and remembered, once from the cache.
                assert_eq!(suit_costs(group), costs, "{group:?}");
                assert_eq!(suit_costs(group), costs, "{group:?}");
            }
        });
        let used = COST_CACHE.get().map_or(0, |cache| {
            cache.shapes.iter().filter(|s| s.get().is_some()).count()
        });
        assert!((1..=126).contains(&used), "{used} distinct cost vectors");
        every_group::<7>(|group| {
            let costs = compute_honour_costs(group);
            // Honours are looked up by kind: any order of the same counts costs the same.
            let mut counts = [0u8; 34];
            counts[27..34].copy_from_slice(group);
            assert_eq!(honour_costs_by_key(honour_key(&counts)), costs, "{group:?}");
        });
    }
}
