//! Heavy oracle run (release): every standard winning shape with 0 to 4 exposed melds, plus
//! millions of near misses and random hands, against the `xiangting` crate.
//!
//! `cargo run --release --example mahjong_oracle [near-miss count]`

use parlour_rules::engine::deal::rng_for;
use parlour_rules::mahjong::hand::{self, HandRules};
use parlour_rules::mahjong::tiles::Counts;
use rand::Rng;
use std::io::Write;

fn oracle(counts: &Counts) -> i8 {
    xiangting::calculate_replacement_number(counts, xiangting::PlayerCount::Four)
        .map_or(i8::MAX, |r| r as i8 - 1)
}

/// The 55 meld kinds: 34 pongs, then 21 chows.
fn meld_kinds() -> Vec<Vec<usize>> {
    let mut kinds: Vec<Vec<usize>> = (0..34).map(|f| vec![f, f, f]).collect();
    for suit in 0..3 {
        for rank in 0..7 {
            let f = suit * 9 + rank;
            kinds.push(vec![f, f + 1, f + 2]);
        }
    }
    kinds
}

/// Tallies of one sweep: hands checked, wins both agree on, and disagreements.
#[derive(Default)]
struct Tally {
    checked: u64,
    wins: u64,
    mismatches: u64,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let near_misses: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3_000_000);
    let mut out = std::io::stdout();
    let rules = HandRules::default();
    let kinds = meld_kinds();
    let mut mismatches = 0u64;
    for melds in 0..=4u8 {
        let tally = standard_shapes(melds, &kinds, rules);
        mismatches += tally.mismatches;
        writeln!(
            out,
            "{melds} exposed melds: {} standard shapes, {} agreed wins",
            tally.checked, tally.wins
        )?;
    }
    mismatches += random_hands(near_misses, rules);
    writeln!(out, "{near_misses} random hands checked")?;
    writeln!(out, "mismatches: {mismatches}")?;
    if mismatches > 0 {
        return Err("mismatches found".into());
    }
    Ok(())
}

/// Every standard winning shape with `melds` exposed melds (multisets of meld kinds, times
/// every pair), and each less one tile.
fn standard_shapes(melds: u8, kinds: &[Vec<usize>], rules: HandRules) -> Tally {
    let need = (4 - melds) as usize;
    let mut tally = Tally::default();
    let mut chosen = vec![0usize; need];
    loop {
        let mut base = [0u8; 34];
        for &k in &chosen {
            for &f in &kinds[k] {
                base[f] += 1;
            }
        }
        if base.iter().all(|&c| c <= 4) {
            for pair in 0..34 {
                if base[pair] <= 2 {
                    check_shape(base, pair, melds, rules, &mut tally);
                }
            }
        }
        if !next_combination(&mut chosen, kinds.len()) {
            return tally;
        }
    }
}

/// Checks `base` with a pair of `pair` (a win), and the same hand less one tile.
fn check_shape(base: Counts, pair: usize, melds: u8, rules: HandRules, tally: &mut Tally) {
    let mut counts = base;
    counts[pair] += 2;
    tally.checked += 1;
    let mine = hand::shanten(&counts, melds, rules);
    let win = hand::is_win(&counts, melds, rules);
    if mine != -1 || oracle(&counts) != -1 || !win {
        tally.mismatches += 1;
    } else {
        tally.wins += 1;
    }
    // The same hand less one tile: a ready or one-off hand, checked too.
    let drop = (pair + tally.checked as usize) % 34;
    if counts[drop] > 0 {
        counts[drop] -= 1;
        if hand::shanten(&counts, melds, rules) != oracle(&counts) {
            tally.mismatches += 1;
        }
    }
}

/// Steps `chosen` to the next non-decreasing combination of `kinds` indices; false after the
/// last.
fn next_combination(chosen: &mut [usize], kinds: usize) -> bool {
    for i in (0..chosen.len()).rev() {
        if chosen[i] + 1 < kinds {
            chosen[i] += 1;
            let v = chosen[i];
            for c in &mut chosen[i + 1..] {
                *c = v;
            }
            return true;
        }
    }
    false
}

/// Random hands of every size, near misses mostly; returns the disagreements.
fn random_hands(count: u64, rules: HandRules) -> u64 {
    let mut mismatches = 0;
    let mut rng = rng_for("mahjong-oracle-heavy", 1);
    for n in 0..count {
        let size = [14usize, 13, 11, 10, 8, 7, 5, 4, 2, 1][(n % 10) as usize];
        let mut counts = [0u8; 34];
        let mut placed = 0;
        while placed < size {
            let f = rng.random_range(0..34usize);
            if counts[f] < 4 {
                counts[f] += 1;
                placed += 1;
            }
        }
        let melds = (4 - size / 3) as u8;
        let expected = oracle(&counts);
        if hand::shanten(&counts, melds, rules) != expected
            || hand::is_win(&counts, melds, rules) != (expected < 0)
        {
            mismatches += 1;
        }
    }
    mismatches
}
