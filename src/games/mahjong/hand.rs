//! Hand analysis: win detection, shanten, waits and tile acceptance.
//!
//! Shanten here is the deficiency number minus one: the fewest tiles a hand must exchange to
//! become complete, minus one, so a complete hand is -1 and a ready (tenpai) hand is 0. A target
//! hand never holds more than four of a face, the same convention as the `xiangting` crate, and
//! only the concealed tiles are considered (exposed melds are counted, not inspected).
//!
//! Speed comes from a per-suit table: for the nine counts of one numbered suit (or the seven
//! honour counts) it stores the fewest tiles to add for each (melds 0..=4, pair 0..=1) target.
//! Entries are computed on first use by a small dynamic programme over the ranks and kept in a
//! lazily allocated array of atomics, so threads share it without locks.

use super::tiles::{Counts, STANDARD_FACES, faces_of, standard_face};
use crate::engine::tile::Face;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// Which special hand shapes count as a win, besides four melds and a pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRules {
    /// Seven distinct pairs win (four of a kind is not two pairs).
    pub seven_pairs: bool,
}

impl Default for HandRules {
    fn default() -> Self {
        Self { seven_pairs: true }
    }
}

/// Why a hand cannot be analysed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    /// A flower or season was written into the hand.
    #[error("{0} is a flower or season: bonus tiles are set aside, not held in the hand")]
    BonusTile(Face),
    /// More than four copies of one face.
    #[error("the hand has {count} of {face}, but a set has only four")]
    TooManyCopies {
        /// The face held too often.
        face: Face,
        /// How many were given.
        count: u8,
    },
    /// More than four exposed melds.
    #[error("{0} exposed melds: a hand has at most four")]
    TooManyMelds(u8),
    /// The tile count does not fit the exposed melds.
    #[error(
        "{tiles} tiles with {melds} exposed melds: the concealed part must hold {short} or {long} tiles"
    )]
    WrongSize {
        /// Concealed tiles given.
        tiles: usize,
        /// Exposed melds given.
        melds: u8,
        /// The waiting size (13 - 3 x melds).
        short: u8,
        /// The complete size (14 - 3 x melds).
        long: u8,
    },
}

/// The three kinds of meld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MeldKind {
    /// Three in a row of one suit; `face` is the lowest.
    Chow,
    /// Three of a kind.
    Pong,
    /// Four of a kind.
    Kong,
}

/// A meld: exposed (claimed, or an added kong), concealed kong, or a set found inside a
/// concealed hand when scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Meld {
    /// Chow, pong or kong.
    pub kind: MeldKind,
    /// The face (the lowest face for a chow).
    pub face: Face,
    /// Whether it stayed concealed (a concealed kong, or a set inside the concealed hand).
    pub concealed: bool,
}

impl Meld {
    /// The faces of the meld, lowest first.
    pub fn faces(&self) -> Vec<Face> {
        match self.kind {
            MeldKind::Chow => {
                let mut faces = vec![self.face];
                let mut face = self.face;
                for _ in 0..2 {
                    if let Some(next) = super::tiles::next_in_suit(face) {
                        faces.push(next);
                        face = next;
                    }
                }
                faces
            }
            MeldKind::Pong => vec![self.face; 3],
            MeldKind::Kong => vec![self.face; 4],
        }
    }

    /// Whether this is a pong or a kong.
    pub fn is_pong_or_kong(&self) -> bool {
        matches!(self.kind, MeldKind::Pong | MeldKind::Kong)
    }
}

/// Checks a concealed hand against `melds` exposed melds and returns its counts.
///
/// The concealed part must hold 13 - 3 x melds tiles (waiting) or one more (complete or about to
/// discard).
pub fn checked_counts(faces: &[Face], melds: u8) -> Result<Counts, HandError> {
    if melds > 4 {
        return Err(HandError::TooManyMelds(melds));
    }
    if let Some(&bonus) = faces.iter().find(|f| f.index() >= STANDARD_FACES) {
        return Err(HandError::BonusTile(bonus));
    }
    let counts = super::tiles::counts_of(faces);
    if let Some((index, &count)) = counts.iter().enumerate().find(|(_, c)| **c > 4)
        && let Some(face) = standard_face(index)
    {
        return Err(HandError::TooManyCopies { face, count });
    }
    let short = 13 - 3 * melds;
    if faces.len() != short as usize && faces.len() != short as usize + 1 {
        return Err(HandError::WrongSize {
            tiles: faces.len(),
            melds,
            short,
            long: short + 1,
        });
    }
    Ok(counts)
}

/// The number of tiles in `counts`.
pub fn tile_total(counts: &Counts) -> u32 {
    counts.iter().map(|&c| u32::from(c)).sum()
}

/// Shanten of a concealed hand of 13 - 3 x melds or 14 - 3 x melds tiles with `melds` exposed
/// melds: -1 complete, 0 ready, and so on. Seven pairs (when allowed) and thirteen orphans count
/// only for a hand with no exposed melds. Counts above four must not be passed (see
/// [`checked_counts`]).
pub fn shanten(counts: &Counts, melds: u8, rules: HandRules) -> i8 {
    let need = 4u8.saturating_sub(melds);
    let mut best = standard_deficiency(counts, need);
    if melds == 0 {
        best = best.min(orphans_deficiency(counts));
        if rules.seven_pairs {
            best = best.min(seven_pairs_deficiency(counts));
        }
    }
    best as i8 - 1
}

/// Whether a concealed hand of 14 - 3 x melds tiles is complete.
pub fn is_win(counts: &Counts, melds: u8, rules: HandRules) -> bool {
    let melds = melds.min(4);
    if tile_total(counts) != 14 - 3 * u32::from(melds) {
        return false;
    }
    if melds == 0
        && (orphans_deficiency(counts) == 0
            || (rules.seven_pairs && seven_pairs_deficiency(counts) == 0))
    {
        return true;
    }
    // Four melds and a pair: every suit holds a multiple of three tiles except one, which holds
    // a multiple of three plus two. Most hands fail this before any table lookup.
    let mut pairs = 0;
    for group in [
        &counts[0..9],
        &counts[9..18],
        &counts[18..27],
        &counts[27..34],
    ] {
        match group.iter().map(|&c| u32::from(c)).sum::<u32>() % 3 {
            0 => {}
            2 => pairs += 1,
            _ => return false,
        }
    }
    pairs == 1 && standard_deficiency(counts, 4 - melds) == 0
}

/// Which shape a complete hand has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinShape {
    /// Four melds and a pair.
    Standard,
    /// Seven distinct pairs.
    SevenPairs,
    /// One of each terminal and honour, plus a pair of one of them.
    ThirteenOrphans,
}

/// The shapes a complete hand of 14 - 3 x melds tiles can be read as (empty if not complete).
pub fn win_shapes(counts: &Counts, melds: u8, rules: HandRules) -> Vec<WinShape> {
    let mut shapes = Vec::new();
    if tile_total(counts) != 14 - 3 * u32::from(melds.min(4)) {
        return shapes;
    }
    if standard_deficiency(counts, 4u8.saturating_sub(melds)) == 0 {
        shapes.push(WinShape::Standard);
    }
    if melds == 0 && rules.seven_pairs && seven_pairs_deficiency(counts) == 0 {
        shapes.push(WinShape::SevenPairs);
    }
    if melds == 0 && orphans_deficiency(counts) == 0 {
        shapes.push(WinShape::ThirteenOrphans);
    }
    shapes
}

/// The faces that would complete a ready hand of 13 - 3 x melds tiles, ignoring faces the hand
/// already holds four of. Empty when the hand is not ready.
pub fn waits(counts: &Counts, melds: u8, rules: HandRules) -> Vec<Face> {
    let mut faces = Vec::new();
    if tile_total(counts) != 13 - 3 * u32::from(melds.min(4)) {
        return faces;
    }
    let mut hand = *counts;
    for index in 0..STANDARD_FACES {
        if hand[index] >= 4 {
            continue;
        }
        hand[index] += 1;
        if shanten(&hand, melds, rules) < 0
            && let Some(face) = standard_face(index)
        {
            faces.push(face);
        }
        hand[index] -= 1;
    }
    faces
}

/// The tiles that would improve a hand of 13 - 3 x melds tiles by one shanten step.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Acceptance {
    /// The faces that lower the shanten when drawn.
    pub faces: Vec<Face>,
    /// How many such tiles are still unseen (not in the hand and not in `seen`).
    pub tiles: u32,
}

/// Tile acceptance of a hand of 13 - 3 x melds tiles: which faces lower its shanten, and how
/// many of them remain unseen given `seen` (the tiles visible outside this hand: discards,
/// exposed melds, and so on).
pub fn acceptance(counts: &Counts, melds: u8, rules: HandRules, seen: &Counts) -> Acceptance {
    let mut result = Acceptance::default();
    let base = shanten(counts, melds, rules);
    let mut hand = *counts;
    for index in 0..STANDARD_FACES {
        if hand[index] >= 4 {
            continue;
        }
        hand[index] += 1;
        if shanten(&hand, melds, rules) < base
            && let Some(face) = standard_face(index)
        {
            result.faces.push(face);
            let unseen = 4u8
                .saturating_sub(counts[index])
                .saturating_sub(seen[index]);
            result.tiles += u32::from(unseen);
        }
        hand[index] -= 1;
    }
    result
}

/// Every way to read a complete concealed part as `need` melds and a pair (melds marked
/// concealed). Used by scoring, which picks the reading worth the most.
pub fn standard_readings(counts: &Counts, need: u8) -> Vec<(Vec<Meld>, Face)> {
    let mut readings = Vec::new();
    if tile_total(counts) != 3 * u32::from(need) + 2 {
        return readings;
    }
    let mut hand = *counts;
    let mut melds = Vec::new();
    read_sets(&mut hand, 0, None, &mut melds, &mut readings);
    readings
}

fn read_sets(
    hand: &mut Counts,
    from: usize,
    pair: Option<Face>,
    melds: &mut Vec<Meld>,
    out: &mut Vec<(Vec<Meld>, Face)>,
) {
    let Some(index) = (from..STANDARD_FACES).find(|&i| hand[i] > 0) else {
        if let Some(pair) = pair {
            out.push((melds.clone(), pair));
        }
        return;
    };
    let Some(face) = standard_face(index) else {
        return;
    };
    if pair.is_none() && hand[index] >= 2 {
        hand[index] -= 2;
        read_sets(hand, index, Some(face), melds, out);
        hand[index] += 2;
    }
    if hand[index] >= 3 {
        hand[index] -= 3;
        melds.push(Meld {
            kind: MeldKind::Pong,
            face,
            concealed: true,
        });
        read_sets(hand, index, pair, melds, out);
        melds.pop();
        hand[index] += 3;
    }
    let rank_in_suit = index % 9;
    if index < 27 && rank_in_suit <= 6 && hand[index + 1] > 0 && hand[index + 2] > 0 {
        for count in &mut hand[index..index + 3] {
            *count -= 1;
        }
        melds.push(Meld {
            kind: MeldKind::Chow,
            face,
            concealed: true,
        });
        read_sets(hand, index, pair, melds, out);
        melds.pop();
        for count in &mut hand[index..index + 3] {
            *count += 1;
        }
    }
}

/// Fewest tiles to add to reach seven distinct pairs (0 when complete).
fn seven_pairs_deficiency(counts: &Counts) -> u8 {
    let kinds = counts.iter().filter(|&&c| c > 0).count() as u8;
    let pairs = counts.iter().filter(|&&c| c >= 2).count() as u8;
    7 - pairs.min(7) + 7u8.saturating_sub(kinds)
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Fewest tiles to add to reach thirteen orphans (0 when complete).
fn orphans_deficiency(counts: &Counts) -> u8 {
    let kinds = ORPHANS.iter().filter(|&&i| counts[i] > 0).count() as u8;
    let has_pair = ORPHANS.iter().any(|&i| counts[i] >= 2);
    14 - kinds - u8::from(has_pair)
}

/// Per-group costs: `cost[k + 5 * p]` is the fewest tiles to add so the group holds `k` melds and
/// `p` pairs (p is 0 or 1).
type Costs = [u8; 10];

const NONE: u8 = u8::MAX;

/// Fewest tiles to add so the concealed part holds `need` melds and a pair.
fn standard_deficiency(counts: &Counts, need: u8) -> u8 {
    let need = need.min(4) as usize;
    let m = suit_costs(&counts[0..9]);
    let p = suit_costs(&counts[9..18]);
    let s = suit_costs(&counts[18..27]);
    let z = honour_costs(&counts[27..34]);
    let mp = combine(&m, &p);
    let sz = combine(&s, &z);
    // Only (need melds, one pair) is wanted from the last combination.
    let mut best = NONE;
    for k in 0..=need {
        let rest = need - k;
        let a = mp[k].saturating_add(sz[rest + 5]);
        let b = mp[k + 5].saturating_add(sz[rest]);
        best = best.min(a).min(b);
    }
    best
}

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

const DONE: u64 = 1 << 63;

/// A lazily filled table of packed [`Costs`], indexed by the base-5 number of a group's counts.
fn lookup(
    table: &OnceLock<Box<[AtomicU64]>>,
    size: usize,
    group: &[u8],
    compute: fn(&[u8]) -> Costs,
) -> Costs {
    let mut key = 0usize;
    for &count in group.iter().rev() {
        key = key * 5 + usize::from(count.min(4));
    }
    let cells = table.get_or_init(|| (0..size).map(|_| AtomicU64::new(0)).collect());
    let Some(cell) = cells.get(key) else {
        return compute(group);
    };
    let packed = cell.load(Ordering::Relaxed);
    if packed & DONE != 0 {
        return unpack(packed);
    }
    let costs = compute(group);
    cell.store(pack(&costs), Ordering::Relaxed);
    costs
}

fn pack(costs: &Costs) -> u64 {
    costs
        .iter()
        .enumerate()
        .fold(DONE, |acc, (i, &c)| acc | (u64::from(c.min(15)) << (4 * i)))
}

fn unpack(packed: u64) -> Costs {
    let mut costs = [0u8; 10];
    for (i, cost) in costs.iter_mut().enumerate() {
        *cost = ((packed >> (4 * i)) & 0xf) as u8;
    }
    costs
}

static SUIT_TABLE: OnceLock<Box<[AtomicU64]>> = OnceLock::new();
static HONOUR_TABLE: OnceLock<Box<[AtomicU64]>> = OnceLock::new();

fn suit_costs(group: &[u8]) -> Costs {
    lookup(&SUIT_TABLE, 1_953_125, group, compute_suit_costs)
}

fn honour_costs(group: &[u8]) -> Costs {
    lookup(&HONOUR_TABLE, 78_125, group, compute_honour_costs)
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

/// The concealed faces of `counts`, sorted; a convenience for callers holding counts.
pub fn sorted_faces(counts: &Counts) -> Vec<Face> {
    faces_of(counts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tile::parse_hand;

    fn counts(text: &str) -> Counts {
        super::super::tiles::counts_of(&parse_hand(text).unwrap())
    }

    fn check(text: &str, melds: u8, expected: i8) {
        assert_eq!(
            shanten(&counts(text), melds, HandRules::default()),
            expected,
            "{text} with {melds} melds"
        );
    }

    #[test]
    fn shanten_of_known_hands() {
        check("123m456p789s11222z", 0, -1);
        check("123m456p789s1122z", 0, 0);
        check("1188m288p55s1177z", 0, 0);
        check("19m19p19s1234567z", 0, 0);
        check("119m19p19s1234567z", 0, -1);
        check("1188m2288p55s1177z", 0, -1);
        check("199m146779p12s246z", 0, 4);
        check("11z", 4, -1);
        check("1z", 4, 0);
        check("123m11z", 3, -1);
        // Four 1m cannot wait on a fifth.
        check("1111m", 3, 1);
    }

    #[test]
    fn waits_of_known_hands() {
        let names = |text: &str, melds: u8| -> String {
            super::super::tiles::compact(&waits(&counts(text), melds, HandRules::default()))
        };
        assert_eq!(names("1112345678999m", 0), "123456789m");
        assert_eq!(names("19m19p19s1234567z", 0), "19m19p19s1234567z");
        assert_eq!(names("123m456p789s1122z", 0), "12z");
        assert_eq!(names("1m", 4), "1m");
        assert_eq!(names("123m456p789s1234z", 0), "");
    }

    #[test]
    fn seven_pairs_is_an_option() {
        let hand = counts("1188m2288p55s1177z");
        assert!(is_win(&hand, 0, HandRules::default()));
        assert!(!is_win(&hand, 0, HandRules { seven_pairs: false }));
        // Four of a kind is not two pairs.
        assert!(!is_win(
            &counts("1111m2288p55s1177z"),
            0,
            HandRules::default()
        ));
    }

    #[test]
    fn acceptance_counts_unseen_tiles() {
        let hand = counts("123m456p789s1122z");
        let mut seen = [0u8; 34];
        seen[27] = 1;
        let acc = acceptance(&hand, 0, HandRules::default(), &seen);
        assert_eq!(super::super::tiles::compact(&acc.faces), "12z");
        assert_eq!(acc.tiles, 1 + 2);
    }

    #[test]
    fn readings_find_every_split() {
        let readings = standard_readings(&counts("111222333m11z"), 3);
        // Three pongs, or three chows of 123m.
        assert_eq!(readings.len(), 2);
        let bad = checked_counts(&parse_hand("123m").unwrap(), 0);
        assert!(matches!(bad, Err(HandError::WrongSize { .. })));
    }
}
