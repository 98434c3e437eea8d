//! Oracle tests: win detection and shanten against the `xiangting` crate.

use parlour::engine::deal::{DealRng, rng_for};
use parlour::games::mahjong::hand::{self, HandRules};
use parlour::games::mahjong::tiles::Counts;
use rand::Rng;

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
