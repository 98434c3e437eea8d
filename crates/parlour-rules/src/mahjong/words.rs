//! Word-at-a-time counting over a hand's count bytes, for the shanten path.
//!
//! A hand's 34 counts are read eight at a time as one `u64` and every byte is classified at once
//! (held, held twice, held three times), then summed across bytes with one multiply. Shanten
//! needs these counts for every hand (seven pairs, thirteen orphans, the honours' costs key, and
//! the dense rank of each suit), and the byte-per-face loops were a fifth of its time.
//!
//! The classifications hold for any byte value, not only counts of at most four, so a caller
//! outside the contract gets the same answer as from the plain loops, never a wrong one.

use super::tiles::Counts;

/// The lowest bit of every byte.
const LOW: u64 = 0x0101_0101_0101_0101;
/// The highest bit of every byte.
const HIGH: u64 = 0x8080_8080_8080_8080;

/// Bytes `at..at + 8` of `counts` as one little-endian word.
#[inline(always)]
fn word(counts: &[u8], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    if let Some(part) = counts.get(at..at + 8) {
        bytes.copy_from_slice(part);
    }
    u64::from_le_bytes(bytes)
}

/// A 1 in the low bit of every byte of `x` that is at least `least` (1 to 127), else 0. Adding
/// `128 - least` to the low seven bits sets the high bit exactly when they reach `least`, with
/// no carry into the next byte; a byte of 128 or more has the high bit already.
#[inline(always)]
fn at_least(x: u64, least: u8) -> u64 {
    let add = LOW * u64::from(128 - least);
    ((((x & !HIGH) + add) | x) & HIGH) >> 7
}

/// The sum of the bytes of `x`, when it is below 256: the multiply gathers every byte's
/// partial sum into the top byte.
#[inline(always)]
fn byte_sum(x: u64) -> u32 {
    (x.wrapping_mul(LOW) >> 56) as u32
}

/// The faces of the thirteen orphans (1 and 9 of each suit, every honour), a byte per face in
/// the words read at 0, 8, 16, 24 and (for the last two honours) 26 shifted down six bytes.
const ORPHAN_BYTES: [u64; 5] = [0x01, 0x0101, 0x01_0100, 0x0101_0101_0101_0000, 0x0101];

/// How many faces a hand holds at least once and at least twice, overall and among the
/// thirteen orphans: all that seven pairs and thirteen orphans need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct FaceKinds {
    /// Faces held at least once.
    pub kinds: u8,
    /// Faces held at least twice.
    pub pairs: u8,
    /// Orphan faces held at least once.
    pub orphan_kinds: u8,
    /// Whether an orphan face is held twice or more.
    pub orphan_pair: bool,
}

impl FaceKinds {
    /// Counts the kinds of `counts`.
    #[inline]
    pub fn of(counts: &Counts) -> Self {
        let (mut kinds, mut pairs, mut orphan_kinds, mut orphan_pairs) = (0, 0, 0, 0);
        for (at, orphans) in [0, 8, 16, 24, 26].into_iter().zip(ORPHAN_BYTES) {
            // The last word overlaps the one before: keep only its top two bytes (32 and 33).
            let x = if at == 26 {
                word(counts, at) >> 48
            } else {
                word(counts, at)
            };
            let held = at_least(x, 1);
            let twice = at_least(x, 2);
            kinds += held;
            pairs += twice;
            orphan_kinds += held & orphans;
            orphan_pairs |= twice & orphans;
        }
        // Each byte of the sums is at most 5 and each total at most 34: no byte overflows.
        Self {
            kinds: byte_sum(kinds) as u8,
            pairs: byte_sum(pairs) as u8,
            orphan_kinds: byte_sum(orphan_kinds) as u8,
            orphan_pair: orphan_pairs != 0,
        }
    }

    /// Fewest tiles to add to reach seven distinct pairs (0 when complete).
    pub fn seven_pairs_deficiency(self) -> u8 {
        7 - self.pairs.min(7) + 7u8.saturating_sub(self.kinds)
    }

    /// Fewest tiles to add to reach thirteen orphans (0 when complete).
    pub fn orphans_deficiency(self) -> u8 {
        14 - self.orphan_kinds - u8::from(self.orphan_pair)
    }
}

/// The honours' key for their costs table: how many honour faces hold exactly one, plus 8 x
/// how many hold exactly two, plus 64 x how many hold three or more (below 512).
#[inline]
pub(super) fn honour_key(counts: &Counts) -> usize {
    // Bytes 26..34, the first (9s) shifted out: the seven honours in the low seven bytes.
    let x = word(counts, 26) >> 8;
    let once = at_least(x, 1);
    let twice = at_least(x, 2);
    let thrice = at_least(x, 3);
    let low = byte_sum((once & !twice) | ((twice & !thrice) << 3));
    (low + (byte_sum(thrice) << 6)) as usize
}

/// The dense rank of a nine-count suit from `offsets` (`offsets[place][before * 5 + count]`,
/// see `suit_tables`), or `None` when a count exceeds four or the suit holds more than `most`
/// tiles. The tiles before each place come from one multiply (the running byte sums of the
/// first eight counts), so the nine table reads do not wait on one another.
#[inline(always)]
pub(super) fn suit_rank(offsets: &[[u32; 128]; 9], group: &[u8], most: usize) -> Option<usize> {
    let x = word(group, 0);
    let last = *group.get(8)?;
    if at_least(x, 5) != 0 || last > 4 {
        return None;
    }
    // Every byte is at most 4, so no running sum (at most 32) overflows its byte.
    let through = x.wrapping_mul(LOW);
    let before_last = (through >> 56) as usize;
    if before_last + usize::from(last) > most {
        return None;
    }
    // Tiles before each place, then before * 5 + count, each at most 14 * 5 + 4 in its byte.
    let before = through - x;
    let index = (before << 2) + before + x;
    let [head @ .., tail] = offsets;
    let mut rank = tail[(before_last * 5 + usize::from(last)) & 127];
    for (place, row) in head.iter().enumerate() {
        rank += row[(index >> (8 * place)) as usize & 127];
    }
    Some(rank as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_classes_hold_for_every_byte_value() {
        for value in 0..=255u8 {
            let x = u64::from_le_bytes([3, value, 0, 255, value, 1, 2, value]);
            for least in 1..=5u8 {
                let expected = x
                    .to_le_bytes()
                    .iter()
                    .enumerate()
                    .map(|(i, &b)| u64::from(b >= least) << (8 * i))
                    .sum::<u64>();
                assert_eq!(at_least(x, least), expected, "{value} >= {least}");
            }
        }
    }

    #[test]
    fn face_kinds_match_plain_counting() {
        const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for round in 0..20_000 {
            let mut counts = [0u8; 34];
            for count in &mut counts {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // Mostly 0 to 4; now and then a count outside the contract.
                *count = if round % 10 == 0 {
                    (state >> 40) as u8
                } else {
                    (state >> 40) as u8 % 5 * u8::from(state >> 59 & 1 == 1)
                };
            }
            let kinds = FaceKinds::of(&counts);
            let held = |least: u8| counts.iter().filter(|&&c| c >= least).count() as u8;
            assert_eq!(kinds.kinds, held(1), "{counts:?}");
            assert_eq!(kinds.pairs, held(2), "{counts:?}");
            let orphans = |least: u8| ORPHANS.iter().filter(|&&i| counts[i] >= least).count();
            assert_eq!(usize::from(kinds.orphan_kinds), orphans(1), "{counts:?}");
            assert_eq!(kinds.orphan_pair, orphans(2) > 0, "{counts:?}");
            let key = counts[27..34]
                .iter()
                .map(|&c| match c {
                    0 => 0,
                    1 => 1,
                    2 => 8,
                    _ => 64,
                })
                .sum::<usize>();
            assert_eq!(honour_key(&counts), key, "{counts:?}");
        }
    }
}
