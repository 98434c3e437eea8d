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
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

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
        let Some(rank) = rank(&SUIT_OFFSETS, group) else {
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

/// One bit per suit of at most fourteen tiles, by [`rank`]: set when its counts split into sets
/// and at most one pair (a pair exactly when the suit holds 3n + 2 tiles). Built once by placing
/// every combination of up to four sets (seven runs and nine triples to choose from) and an
/// optional pair: under 50,000 placements, far fewer than the 405,350 suits a search would
/// visit; and the 50 KiB of bits stay in cache.
fn suit_shapes() -> &'static [u64] {
    static SHAPES: OnceLock<Box<[u64]>> = OnceLock::new();
    SHAPES.get_or_init(|| {
        let size = FITS[9][MOST] as usize;
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
    if let Some(key) = rank(&SUIT_OFFSETS, group)
        && let Some(word) = bits.get_mut(key / 64)
    {
        *word |= 1 << (key % 64);
    }
}

/// Per-group costs: `cost[k + 5 * p]` is the fewest tiles to add so the group holds `k` melds and
/// `p` pairs (p is 0 or 1).
pub(super) type Costs = [u8; 10];

const NONE: u8 = u8::MAX;

/// Fewest tiles to add so the concealed part holds `need` melds and a pair.
pub(super) fn standard_deficiency(counts: &Counts, need: u8) -> u8 {
    deficiency_of(&group_costs(counts), need)
}

/// The costs of a hand's four groups (three suits, then honours), for [`deficiency_of`].
pub(super) type GroupCosts = [Costs; 4];

/// The costs of each group of `counts`.
pub(super) fn group_costs(counts: &Counts) -> GroupCosts {
    [
        suit_costs(&counts[0..9]),
        suit_costs(&counts[9..18]),
        suit_costs(&counts[18..27]),
        honour_costs(&counts[27..34]),
    ]
}

/// The costs of group `group` (0..3 the suits, 3 the honours) of `counts`. When a hand changes
/// in one face only, looking up that face's group again is enough: the other three stay.
#[inline]
pub(super) fn costs_of_group(counts: &Counts, group: usize) -> Costs {
    match group {
        0..=2 => suit_costs(&counts[9 * group..9 * group + 9]),
        _ => honour_costs(&counts[27..34]),
    }
}

/// Fewest tiles to add so a hand with these group costs holds `need` melds and a pair.
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
/// melds and a pair between them.
pub(super) fn deficiency_with(one: &Costs, other: &Costs, need: u8) -> u8 {
    let need = need.min(4) as usize;
    let mut best = NONE;
    for k in 0..=need {
        let rest = need - k;
        let a = one[k].saturating_add(other[rest + 5]);
        let b = one[k + 5].saturating_add(other[rest]);
        best = best.min(a).min(b);
    }
    best
}

/// The costs of two groups taken together: the cheapest split of each (sets, pair) target.
#[inline(always)]
fn combine(a: &Costs, b: &Costs) -> Costs {
    let mut out = [NONE; 10];
    for k in 0..5 {
        for k1 in 0..=k {
            let k2 = k - k1;
            out[k] = out[k].min(a[k1].saturating_add(b[k2]));
            let with_pair = a[k1 + 5]
                .saturating_add(b[k2])
                .min(a[k1].saturating_add(b[k2 + 5]));
            out[k + 5] = out[k + 5].min(with_pair);
        }
    }
    out
}

/// The most tiles a group can hold in a hand; groups beyond it are not cached.
const MOST: usize = 14;

/// `FITS[m][b]`: how many count vectors of `m` places (each 0..=4) hold at most `b` tiles.
const FITS: [[u32; MOST + 1]; 10] = {
    let mut fits = [[0u32; MOST + 1]; 10];
    let mut m = 0;
    while m < 10 {
        let mut b = 0;
        while b <= MOST {
            fits[m][b] = if m == 0 {
                1
            } else {
                let mut sum = 0;
                let mut c = 0;
                while c <= 4 && c <= b {
                    sum += fits[m - 1][b - c];
                    c += 1;
                }
                sum
            };
            b += 1;
        }
        m += 1;
    }
    fits
};

/// Dense ranks for count vectors of `LEN` places holding at most [`MOST`] tiles, in
/// lexicographic order: `OFFSETS[i][before][c]` is how many such vectors share the first `i`
/// counts (which hold `before` tiles) and have fewer than `c` at place `i`. A nine-rank suit has
/// 405,350 such vectors, against 1,953,125 base-5 numbers, so its table is a fifth as large and
/// stays far more in cache.
const fn offsets<const LEN: usize>() -> [[[u32; 5]; MOST + 1]; LEN] {
    let mut table = [[[0u32; 5]; MOST + 1]; LEN];
    let mut i = 0;
    while i < LEN {
        let mut before = 0;
        while before <= MOST {
            let mut c = 1;
            while c < 5 {
                let lower = c - 1;
                let rest = if before + lower <= MOST {
                    FITS[LEN - 1 - i][MOST - before - lower]
                } else {
                    0
                };
                table[i][before][c] = table[i][before][c - 1] + rest;
                c += 1;
            }
            before += 1;
        }
        i += 1;
    }
    table
}

const SUIT_OFFSETS: [[[u32; 5]; MOST + 1]; 9] = offsets::<9>();

/// The dense rank of `group`, or `None` when a count exceeds four or the group holds more than
/// [`MOST`] tiles.
fn rank<const LEN: usize>(offsets: &[[[u32; 5]; MOST + 1]; LEN], group: &[u8]) -> Option<usize> {
    let mut rank = 0u32;
    let mut before = 0usize;
    for (place, &count) in offsets.iter().zip(group) {
        let count = usize::from(count);
        if count > 4 || before + count > MOST {
            return None;
        }
        rank += place[before][count];
        before += count;
    }
    Some(rank as usize)
}

/// A lazily filled table of packed [`Costs`], indexed by [`rank`].
fn lookup(
    table: &OnceLock<Box<[AtomicU32]>>,
    size: u32,
    key: Option<usize>,
    group: &[u8],
    compute: fn(&[u8]) -> Costs,
) -> Costs {
    let cells = table.get_or_init(|| (0..size).map(|_| AtomicU32::new(0)).collect());
    let Some(cell) = key.and_then(|key| cells.get(key)) else {
        return compute(group);
    };
    let packed = cell.load(Ordering::Relaxed);
    if packed & DONE != 0 {
        return unpack(packed);
    }
    let costs = compute(group);
    if let Some(packed) = pack(&costs) {
        cell.store(packed, Ordering::Relaxed);
    }
    costs
}

const DONE: u32 = 1 << 31;

/// Packs costs as steps, two bits each: from (k, no pair) to (k + 1, no pair), from (k, pair) to
/// (k + 1, pair), and from (0, no pair) to (0, pair). A group with room for one more set or pair
/// never needs more than three (or two) more tiles for it, and never fewer than before, so the
/// steps fit; costs that would not fit are not cached (`None`) rather than stored wrongly.
fn pack(costs: &Costs) -> Option<u32> {
    if costs[0] != 0 {
        return None;
    }
    let step = |from: usize, to: usize, most: u8| -> Option<u32> {
        let step = costs[to].checked_sub(costs[from])?;
        (step <= most).then_some(u32::from(step))
    };
    let mut packed = DONE | step(0, 5, 2)?;
    for k in 0..4 {
        packed |= step(k, k + 1, 3)? << (2 + 2 * k);
        packed |= step(k + 5, k + 6, 3)? << (10 + 2 * k);
    }
    Some(packed)
}

fn unpack(packed: u32) -> Costs {
    let mut costs = [0u8; 10];
    costs[5] = (packed & 3) as u8;
    for k in 0..4 {
        costs[k + 1] = costs[k] + ((packed >> (2 + 2 * k)) & 3) as u8;
        costs[k + 6] = costs[k + 5] + ((packed >> (10 + 2 * k)) & 3) as u8;
    }
    costs
}

static SUIT_TABLE: OnceLock<Box<[AtomicU32]>> = OnceLock::new();

fn suit_costs(group: &[u8]) -> Costs {
    let key = rank(&SUIT_OFFSETS, group);
    lookup(&SUIT_TABLE, FITS[9][MOST], key, group, compute_suit_costs)
}

/// Honour faces are interchangeable and form no runs, so their costs depend only on how many
/// faces hold one, two, and three or more (a fourth copy helps neither a pong nor a pair): 512
/// keys at most, all computed at once into a table that stays in the first-level cache.
fn honour_costs(group: &[u8]) -> Costs {
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
    let key: usize = group
        .iter()
        .map(|&have| match have {
            0 => 0,
            1 => 1,
            2 => 8,
            _ => 64,
        })
        .sum();
    table
        .get(key)
        .copied()
        .unwrap_or_else(|| compute_honour_costs(group))
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

    fn ranks_are_dense<const LEN: usize>(offsets: &[[[u32; 5]; MOST + 1]; LEN]) {
        let size = FITS[LEN][MOST] as usize;
        let mut seen = vec![false; size];
        every_group::<LEN>(|group| {
            let tiles: usize = group.iter().map(|&c| usize::from(c)).sum();
            match rank(offsets, group) {
                Some(key) => {
                    assert!(tiles <= MOST && key < size, "{group:?}");
                    assert!(!seen[key], "{group:?} shares rank {key}");
                    seen[key] = true;
                }
                None => assert!(tiles > MOST, "{group:?}"),
            }
        });
        assert!(seen.iter().all(|&s| s), "every rank is used");
    }

    #[test]
    fn ranks_number_the_groups_of_a_hand_densely() {
        ranks_are_dense(&SUIT_OFFSETS);
        assert_eq!(rank(&SUIT_OFFSETS, &[5, 0, 0, 0, 0, 0, 0, 0, 0]), None);
    }

    #[test]
    fn suit_costs_pack_into_steps_and_honours_go_by_kind() {
        let mut groups = 0;
        every_group::<9>(|group| {
            let tiles: usize = group.iter().map(|&c| usize::from(c)).sum();
            groups += 1;
            // A spread sample of the suits a hand can hold: the programme is slow unoptimised.
            if tiles <= MOST && groups % 61 == 0 {
                let costs = compute_suit_costs(group);
                assert_eq!(pack(&costs).map(unpack), Some(costs), "{group:?}");
            }
        });
        every_group::<7>(|group| {
            let costs = compute_honour_costs(group);
            // Honours are looked up by kind: any order of the same counts costs the same.
            assert_eq!(honour_costs(group), costs, "{group:?}");
        });
    }
}
