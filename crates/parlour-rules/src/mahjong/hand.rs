//! Hand analysis: win detection, shanten, waits and tile acceptance.
//!
//! Shanten here is the deficiency number minus one: the fewest tiles a hand must exchange to
//! become complete, minus one, so a complete hand is -1 and a ready (tenpai) hand is 0. A target
//! hand never holds more than four of a face, the same convention as the `xiangting` crate, and
//! only the concealed tiles are considered (exposed melds are counted, not inspected).
//!
//! Speed comes from per-suit tables keyed by a suit's counts (see [`super::suit_tables`]): the
//! win check looks up one bit per suit after cheap sums rule most hands out, and shanten combines
//! each suit's cached costs; the counting for seven pairs, thirteen orphans and the honours goes
//! a word at a time (see [`super::words`]).

use super::suit_tables::{
    GroupCosts, deficiency_of, group_costs, standard_complete, standard_deficiency,
};
use super::tiles::{Counts, STANDARD_FACES, faces_of, standard_face};
use super::words::FaceKinds;
use crate::engine::tile::Face;
use serde::{Deserialize, Serialize};

mod probe;
pub use probe::Probe;

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
    shanten_from(counts, &group_costs(counts), melds, rules)
}

/// [`shanten`] with the group costs of `counts` already looked up.
fn shanten_from(counts: &Counts, groups: &GroupCosts, melds: u8, rules: HandRules) -> i8 {
    let need = 4u8.saturating_sub(melds);
    let mut best = deficiency_of(groups, need);
    if melds == 0 {
        best = best.min(special_deficiency(FaceKinds::of(counts), rules));
    }
    best as i8 - 1
}

/// Fewest tiles to add to reach thirteen orphans, or seven pairs when `rules` allow them, for
/// a hand with no exposed melds holding `kinds`.
fn special_deficiency(kinds: FaceKinds, rules: HandRules) -> u8 {
    let orphans = kinds.orphans_deficiency();
    if rules.seven_pairs {
        orphans.min(kinds.seven_pairs_deficiency())
    } else {
        orphans
    }
}

/// Whether a concealed hand of 14 - 3 x melds tiles is complete.
pub fn is_win(counts: &Counts, melds: u8, rules: HandRules) -> bool {
    let melds = melds.min(4);
    if counts.iter().any(|&c| c > 4) {
        // Outside the contract: keep the general answer rather than the shape table's.
        return !win_shapes(counts, melds, rules).is_empty();
    }
    if tile_total(counts) != 14 - 3 * u32::from(melds) {
        return false;
    }
    // The total is right, so a standard reading has exactly 4 - melds sets and one pair.
    standard_complete(counts)
        || (melds == 0 && special_deficiency(FaceKinds::of(counts), rules) == 0)
}

/// [`ORPHANS`] as a bit per face index.
const ORPHAN_MASK: u64 = {
    let mut mask = 0u64;
    let mut i = 0;
    while i < ORPHANS.len() {
        mask |= 1 << ORPHANS[i];
        i += 1;
    }
    mask
};

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
    let standard = if counts.iter().all(|&c| c <= 4) {
        standard_complete(counts)
    } else {
        standard_deficiency(counts, 4u8.saturating_sub(melds)) == 0
    };
    if standard {
        shapes.push(WinShape::Standard);
    }
    let kinds = FaceKinds::of(counts);
    if melds == 0 && rules.seven_pairs && kinds.seven_pairs_deficiency() == 0 {
        shapes.push(WinShape::SevenPairs);
    }
    if melds == 0 && kinds.orphans_deficiency() == 0 {
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
    let probe = Probe::new(counts, melds, rules);
    for index in 0..STANDARD_FACES {
        if probe.with_one_more(index).is_some_and(|s| s < 0)
            && let Some(face) = standard_face(index)
        {
            faces.push(face);
        }
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
    let probe = Probe::new(counts, melds, rules);
    let base = probe.shanten();
    for index in 0..STANDARD_FACES {
        if probe.with_one_more(index).is_some_and(|s| s < base)
            && let Some(face) = standard_face(index)
        {
            result.faces.push(face);
            let unseen = 4u8
                .saturating_sub(counts[index])
                .saturating_sub(seen[index]);
            result.tiles += u32::from(unseen);
        }
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

/// The faces of the thirteen orphans: 1 and 9 of each suit, and every honour.
const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

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

    /// The general form of [`is_win`], through the shanten search: the reference the shape
    /// table is tested against.
    fn is_win_by_search(counts: &Counts, melds: u8, rules: HandRules) -> bool {
        let melds = melds.min(4);
        if tile_total(counts) != 14 - 3 * u32::from(melds) {
            return false;
        }
        if melds == 0 && special_deficiency(FaceKinds::of(counts), rules) == 0 {
            return true;
        }
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
    fn the_shape_table_agrees_with_the_search() {
        use crate::engine::deal::rng_for;
        use rand::Rng;
        let mut rng = rng_for("mahjong-shape-table", 1);
        let mut wins = 0;
        for round in 0..20_000 {
            let melds = (round % 5) as u8;
            let mut hand = [0u8; 34];
            for _ in melds..4 {
                let face = rng.random_range(0..34usize);
                if face < 27 && face % 9 <= 6 && rng.random_bool(0.6) {
                    hand[face..face + 3].iter_mut().for_each(|c| *c += 1);
                } else {
                    hand[face] += 3;
                }
            }
            hand[rng.random_range(0..34usize)] += 2;
            if round % 3 == 1 {
                // A near miss: one tile moved to a random face.
                let held: Vec<usize> = (0..34).filter(|&i| hand[i] > 0).collect();
                hand[held[rng.random_range(0..held.len())]] -= 1;
                hand[rng.random_range(0..34usize)] += 1;
            }
            for rules in [HandRules::default(), HandRules { seven_pairs: false }] {
                let fast = is_win(&hand, melds, rules);
                assert_eq!(fast, is_win_by_search(&hand, melds, rules), "{hand:?}");
                assert_eq!(
                    win_shapes(&hand, melds, rules).is_empty(),
                    !fast,
                    "{hand:?}"
                );
                wins += u32::from(fast);
            }
        }
        assert!(wins > 20_000, "most built hands win: {wins}");
    }

    #[test]
    fn a_probe_agrees_with_shanten_for_every_change() {
        use crate::engine::deal::rng_for;
        use rand::Rng;
        let mut rng = rng_for("mahjong-probe", 1);
        for round in 0..600 {
            let melds = [0, 0, 0, 1, 2, 3, 4][round % 7];
            let size = 14 - 3 * usize::from(melds) - round % 2;
            let mut hand = [0u8; 34];
            let mut placed = 0;
            while placed < size {
                // Favour terminals and honours now and then, to reach orphans and pairs.
                let face = if rng.random_bool(0.3) {
                    ORPHANS[rng.random_range(0..13)]
                } else {
                    rng.random_range(0..34usize)
                };
                if hand[face] < 4 {
                    hand[face] += 1;
                    placed += 1;
                }
            }
            for rules in [HandRules::default(), HandRules { seven_pairs: false }] {
                let probe = Probe::new(&hand, melds, rules);
                assert_eq!(probe.shanten(), shanten(&hand, melds, rules));
                for index in 0..34 {
                    let mut more = hand;
                    more[index] += 1;
                    let expected = (more[index] <= 4).then(|| shanten(&more, melds, rules));
                    assert_eq!(probe.with_one_more(index), expected, "{hand:?} + {index}");
                    let mut fewer = hand;
                    let expected = (fewer[index] > 0).then(|| {
                        fewer[index] -= 1;
                        shanten(&fewer, melds, rules)
                    });
                    assert_eq!(probe.with_one_fewer(index), expected, "{hand:?} - {index}");
                }
            }
        }
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
