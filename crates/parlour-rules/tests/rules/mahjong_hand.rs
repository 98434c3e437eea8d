//! Oracle tests: win detection and shanten against the `xiangting` crate.

use parlour_rules::engine::deal::{DealRng, rng_for};
use parlour_rules::mahjong::hand::{self, HandRules};
use parlour_rules::mahjong::tiles::Counts;
use rand::Rng;
use std::collections::BTreeSet;

/// xiangting's deficiency number minus one. xiangting infers the exposed melds from the size of
/// the concealed part and counts seven pairs and thirteen orphans only without exposed melds.
fn oracle(counts: &Counts) -> i8 {
    xiangting::calculate_replacement_number(counts, xiangting::PlayerCount::Four)
        .map(|r| r as i8 - 1)
        .unwrap_or(i8::MAX)
}

/// A random complete hand with `melds` exposed melds left out: 4 - melds sets and a pair.
fn winning_hand(rng: &mut DealRng, melds: u8) -> Counts {
    loop {
        let mut counts = [0u8; 34];
        for _ in melds..4 {
            let face = rng.random_range(0..34usize);
            if face < 27 && face % 9 <= 6 && rng.random_bool(0.6) {
                for count in &mut counts[face..face + 3] {
                    *count += 1;
                }
            } else {
                counts[face] += 3;
            }
        }
        counts[rng.random_range(0..34usize)] += 2;
        if counts.iter().all(|&c| c <= 4) {
            return counts;
        }
    }
}

/// A hand near a win: a winning hand with one tile swapped, or with one tile removed.
fn near_miss(rng: &mut DealRng, melds: u8) -> Counts {
    let mut counts = winning_hand(rng, melds);
    let held: Vec<usize> = (0..34).filter(|&i| counts[i] > 0).collect();
    let out = held[rng.random_range(0..held.len())];
    counts[out] -= 1;
    if rng.random_bool(0.5) {
        loop {
            let add = rng.random_range(0..34usize);
            if counts[add] < 4 {
                counts[add] += 1;
                break;
            }
        }
    }
    counts
}

fn random_hand(rng: &mut DealRng, size: usize) -> Counts {
    let mut counts = [0u8; 34];
    let mut placed = 0;
    while placed < size {
        let face = rng.random_range(0..34usize);
        if counts[face] < 4 {
            counts[face] += 1;
            placed += 1;
        }
    }
    counts
}

fn melds_of(counts: &Counts) -> u8 {
    let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    (4 - total / 3) as u8
}

#[test]
fn built_wins_and_near_misses_agree_with_xiangting() {
    let mut rng = rng_for("mahjong-oracle", 1);
    for round in 0..20_000 {
        let melds = (round % 5) as u8;
        let win = winning_hand(&mut rng, melds);
        assert!(hand::is_win(&win, melds, HandRules::default()), "{win:?}");
        assert_eq!(
            hand::shanten(&win, melds, HandRules::default()),
            oracle(&win)
        );
        let near = near_miss(&mut rng, melds);
        assert_eq!(
            hand::is_win(&near, melds_of(&near), HandRules::default()),
            oracle(&near) < 0,
            "{near:?}"
        );
        assert_eq!(
            hand::shanten(&near, melds_of(&near), HandRules::default()),
            oracle(&near),
            "{near:?}"
        );
    }
}

#[test]
fn random_hands_agree_with_xiangting() {
    let mut rng = rng_for("mahjong-oracle", 2);
    for round in 0..20_000 {
        let size = [13, 14, 10, 11, 7, 8, 4, 5, 1, 2][round % 10];
        let counts = random_hand(&mut rng, size);
        let melds = melds_of(&counts);
        assert_eq!(
            hand::is_win(&counts, melds, HandRules::default()),
            oracle(&counts) < 0,
            "{counts:?}"
        );
        assert_eq!(
            hand::shanten(&counts, melds, HandRules::default()),
            oracle(&counts),
            "{counts:?}"
        );
    }
}

#[test]
fn special_shapes_agree_with_xiangting() {
    let mut rng = rng_for("mahjong-oracle", 3);
    let orphans = [0usize, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    for _ in 0..2_000 {
        // Seven pairs and near misses.
        let mut counts = [0u8; 34];
        let mut faces = 0;
        while faces < 7 {
            let face = rng.random_range(0..34usize);
            if counts[face] == 0 {
                counts[face] = 2;
                faces += 1;
            }
        }
        assert!(hand::is_win(&counts, 0, HandRules::default()));
        let swap = rng.random_range(0..34usize);
        if counts[swap] > 0 {
            counts[swap] -= 1;
        }
        if counts.iter().map(|&c| u32::from(c)).sum::<u32>() == 13 {
            assert_eq!(
                hand::shanten(&counts, 0, HandRules::default()),
                oracle(&counts)
            );
        }
        // Thirteen orphans and near misses.
        let mut counts = [0u8; 34];
        for &i in &orphans {
            counts[i] = 1;
        }
        counts[orphans[rng.random_range(0..13)]] += 1;
        assert!(hand::is_win(&counts, 0, HandRules::default()));
        counts[orphans[rng.random_range(0..13)]] -= 1;
        counts[rng.random_range(0..34usize)] += 1;
        if counts.iter().all(|&c| c <= 4) {
            assert_eq!(
                hand::shanten(&counts, 0, HandRules::default()),
                oracle(&counts)
            );
        }
    }
}

#[test]
fn waits_complete_the_hand_and_nothing_else_does() {
    let mut rng = rng_for("mahjong-oracle", 4);
    for round in 0..2_000 {
        let melds = (round % 5) as u8;
        let near = near_miss(&mut rng, melds);
        if melds_of(&near) != melds || near.iter().map(|&c| u32::from(c)).sum::<u32>() % 3 != 1 {
            continue;
        }
        let waits = hand::waits(&near, melds, HandRules::default());
        for face in 0..34 {
            if near[face] >= 4 {
                continue;
            }
            let mut full = near;
            full[face] += 1;
            let wins = oracle(&full) < 0;
            assert_eq!(
                wins,
                waits.iter().any(|w| w.index() == face),
                "{near:?} + {face}"
            );
        }
    }
}

/// Every count vector of one numbered suit that splits into sets and at most one pair, built by
/// placing up to four runs or triples and an optional pair (independently of the engine's table).
fn suit_shapes() -> BTreeSet<[u8; 9]> {
    fn place(suit: &mut [u8; 9], from: usize, left: u8, out: &mut BTreeSet<[u8; 9]>) {
        out.insert(*suit);
        for rank in 0..9 {
            if suit[rank] <= 2 {
                suit[rank] += 2;
                out.insert(*suit);
                suit[rank] -= 2;
            }
        }
        if left == 0 {
            return;
        }
        // Sets 0..7 are the runs starting at rank 0..7, sets 7..16 the triples.
        for set in from..16 {
            let (ranks, add) = if set < 7 {
                (set..set + 3, 1)
            } else {
                (set - 7..set - 6, 3)
            };
            if suit[ranks.clone()].iter().all(|&c| c + add <= 4) {
                suit[ranks.clone()].iter_mut().for_each(|c| *c += add);
                place(suit, set, left - 1, out);
                suit[ranks].iter_mut().for_each(|c| *c -= add);
            }
        }
    }
    let mut out = BTreeSet::new();
    place(&mut [0; 9], 0, 4, &mut out);
    out
}

fn size_of(counts: &[u8]) -> u32 {
    counts.iter().map(|&c| u32::from(c)).sum()
}

/// Every one-suit hand: all count vectors of nine ranks (each at most four) with up to 14 tiles.
/// A vector of 3n + 1 or 3n + 2 tiles is a hand by itself; one of 3n tiles gets a pair of East
/// added. Each is checked for the win and shanten against xiangting, so every winning shape
/// within one suit, and every miss beside it, is covered; and the suit parts that win are
/// exactly the shapes [`suit_shapes`] builds, which the all-suit test below relies on.
#[test]
fn every_one_suit_hand_agrees_with_xiangting() {
    let mut checked = 0u32;
    let mut winning = BTreeSet::new();
    let mut suit = [0u8; 9];
    loop {
        let size = size_of(&suit);
        if size <= 14 {
            // The three suits behave alike: every hand is checked in characters, and one in
            // sixteen in dots and bamboo too, to catch a suit-specific slip without tripling
            // the run.
            let offsets: &[usize] = if checked.is_multiple_of(16) {
                &[0, 9, 18]
            } else {
                &[0]
            };
            checked += 1;
            for &offset in offsets {
                let mut counts = [0u8; 34];
                counts[offset..offset + 9].copy_from_slice(&suit);
                if size.is_multiple_of(3) {
                    counts[27] = 2;
                }
                let melds = melds_of(&counts);
                let expected = oracle(&counts);
                let win = hand::is_win(&counts, melds, HandRules::default());
                assert_eq!(win, expected < 0, "{counts:?}");
                assert_eq!(
                    hand::shanten(&counts, melds, HandRules::default()),
                    expected,
                    "{counts:?}"
                );
                if win && offset == 0 {
                    winning.insert(suit);
                }
            }
        }
        // Next vector in base 5.
        let Some(rank) = suit.iter().position(|&c| c < 4) else {
            break;
        };
        suit[rank] += 1;
        suit[..rank].fill(0);
    }
    // Seven pairs win too but are no sets-and-pair shape: seven in the suit, or six there and
    // the pair of East.
    let seven_pairs =
        |s: &[u8; 9]| matches!(size_of(s), 12 | 14) && s.iter().all(|&c| c == 0 || c == 2);
    let shapes = suit_shapes();
    winning.retain(|s| !seven_pairs(s) || shapes.contains(s));
    assert_eq!(winning, shapes);
}

/// Every honour-only hand of a possible size, against xiangting.
#[test]
fn every_honour_hand_agrees_with_xiangting() {
    let mut honours = [0u8; 7];
    loop {
        let size: u32 = honours.iter().map(|&c| u32::from(c)).sum();
        if size <= 14 && !size.is_multiple_of(3) {
            let mut counts = [0u8; 34];
            counts[27..].copy_from_slice(&honours);
            let melds = melds_of(&counts);
            let expected = oracle(&counts);
            assert_eq!(
                hand::is_win(&counts, melds, HandRules::default()),
                expected < 0,
                "{counts:?}"
            );
            assert_eq!(
                hand::shanten(&counts, melds, HandRules::default()),
                expected,
                "{counts:?}"
            );
        }
        let Some(face) = honours.iter().position(|&c| c < 4) else {
            break;
        };
        honours[face] += 1;
        honours[..face].fill(0);
    }
}

/// Every standard winning hand (sets and a pair, with 0 to 4 exposed melds left out) up to the
/// symmetries both checkers share: the three suits may be swapped, and so may the seven honours.
/// Each hand must win with shanten -1 for both; and a near miss made from it (its first tile
/// moved one face up) must agree on both counts too.
#[test]
fn every_standard_winning_shape_agrees_with_xiangting() {
    // The suit shapes grouped by (sets, pair), the group number being sets * 2 + pair.
    let mut groups: Vec<Vec<[u8; 9]>> = vec![Vec::new(); 10];
    for shape in suit_shapes() {
        let size = size_of(&shape);
        groups[(size / 3 * 2 + size % 3 / 2) as usize].push(shape);
    }
    for need in 0..=4u32 {
        let melds = (4 - need) as u8;
        // Suits in non-decreasing (group, index) order stand for all their permutations.
        let mut orbits = 0u64;
        for ga in 0..10 {
            for gb in ga..10 {
                for gc in gb..10 {
                    let sets = (ga / 2 + gb / 2 + gc / 2) as u32;
                    let pairs = (ga % 2 + gb % 2 + gc % 2) as u32;
                    if sets > need || pairs > 1 {
                        continue;
                    }
                    // Honours: `triples` of them three times and maybe one pair, in the first
                    // faces (every placement among the seven is the same hand to both checkers).
                    let triples = (need - sets) as usize;
                    let honour_pair = (1 - pairs) as usize;
                    if triples + honour_pair > 7 {
                        continue;
                    }
                    let honour_orbit = choose(7, triples) * choose(7 - triples, honour_pair);
                    for (ia, a) in groups[ga].iter().enumerate() {
                        let from_b = if gb == ga { ia } else { 0 };
                        for (ib, b) in groups[gb].iter().enumerate().skip(from_b) {
                            let from_c = if gc == gb { ib } else { 0 };
                            for c in groups[gc].iter().skip(from_c) {
                                let mut counts = [0u8; 34];
                                counts[0..9].copy_from_slice(a);
                                counts[9..18].copy_from_slice(b);
                                counts[18..27].copy_from_slice(c);
                                counts[27..27 + triples].fill(3);
                                counts[27 + triples..27 + triples + honour_pair].fill(2);
                                check_winning_shape(&counts, melds);
                                let suit_orbit = match (a == b, b == c) {
                                    (true, true) => 1,
                                    (true, false) | (false, true) => 3,
                                    (false, false) => 6,
                                };
                                orbits += suit_orbit * honour_orbit;
                            }
                        }
                    }
                }
            }
        }
        // The orbits cover every hand exactly once: as many as choosing each suit's shape
        // and the honours freely.
        let mut every = 0u64;
        for ga in 0..10 {
            for gb in 0..10 {
                for gc in 0..10 {
                    let sets = (ga / 2 + gb / 2 + gc / 2) as u32;
                    let pairs = (ga % 2 + gb % 2 + gc % 2) as u32;
                    if sets > need || pairs > 1 || (need - sets) as usize + (1 - pairs) as usize > 7
                    {
                        continue;
                    }
                    let triples = (need - sets) as usize;
                    every += (groups[ga].len() * groups[gb].len() * groups[gc].len()) as u64
                        * choose(7, triples)
                        * choose(7 - triples, (1 - pairs) as usize);
                }
            }
        }
        assert_eq!(orbits, every, "{need} sets");
        if need == 4 {
            // The number of distinct complete 14-tile hands of four sets and a pair, counted
            // by tile faces: a widely published figure.
            assert_eq!(orbits, 11_498_658);
        }
    }
}

fn choose(n: usize, k: usize) -> u64 {
    (0..k).fold(1u64, |acc, i| acc * (n - i) as u64 / (i as u64 + 1))
}

fn check_winning_shape(counts: &Counts, melds: u8) {
    let rules = HandRules::default();
    assert!(hand::is_win(counts, melds, rules), "{counts:?}");
    assert_eq!(hand::shanten(counts, melds, rules), -1, "{counts:?}");
    assert_eq!(oracle(counts), -1, "{counts:?}");
    // A near miss: the first held tile moves one face up (wrapping), where that face has room.
    let Some(first) = counts.iter().position(|&c| c > 0) else {
        return;
    };
    let mut near = *counts;
    near[first] -= 1;
    let up = (first + 1) % 34;
    if near[up] >= 4 {
        return;
    }
    near[up] += 1;
    let expected = oracle(&near);
    assert_eq!(hand::is_win(&near, melds, rules), expected < 0, "{near:?}");
    assert_eq!(hand::shanten(&near, melds, rules), expected, "{near:?}");
}
