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
        let need = (4 - melds) as usize;
        let mut checked = 0u64;
        let mut wins = 0u64;
        let mut chosen = vec![0usize; need];
        // Multisets of `need` meld kinds (non-decreasing indices), times every pair.
        loop {
            let mut base = [0u8; 34];
            for &k in &chosen {
                for &f in &kinds[k] {
                    base[f] += 1;
                }
            }
            if base.iter().all(|&c| c <= 4) {
                for pair in 0..34 {
                    if base[pair] > 2 {
                        continue;
                    }
                    let mut counts = base;
                    counts[pair] += 2;
                    checked += 1;
                    let mine = hand::shanten(&counts, melds, rules);
                    let win = hand::is_win(&counts, melds, rules);
                    if mine != -1 || oracle(&counts) != -1 || !win {
                        mismatches += 1;
                    } else {
                        wins += 1;
                    }
                    // The same hand less one tile: a ready or one-off hand, checked too.
                    let drop = (pair + checked as usize) % 34;
                    if counts[drop] > 0 {
                        counts[drop] -= 1;
                        if hand::shanten(&counts, melds, rules) != oracle(&counts) {
                            mismatches += 1;
                        }
                    }
                }
            }
            // Next non-decreasing combination.
            let mut i = need;
            loop {
                if i == 0 {
                    break;
                }
                i -= 1;
                if chosen[i] + 1 < kinds.len() {
                    chosen[i] += 1;
                    let v = chosen[i];
                    for c in &mut chosen[i + 1..] {
                        *c = v;
                    }
                    i = usize::MAX;
                    break;
                }
            }
            if i != usize::MAX {
                break;
            }
        }
        writeln!(
            out,
            "{melds} exposed melds: {checked} standard shapes, {wins} agreed wins"
        )?;
    }
    let mut rng = rng_for("mahjong-oracle-heavy", 1);
    for n in 0..near_misses {
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
    writeln!(out, "{near_misses} random hands checked")?;
    writeln!(out, "mismatches: {mismatches}")?;
    if mismatches > 0 {
        return Err("mismatches found".into());
    }
    Ok(())
}
