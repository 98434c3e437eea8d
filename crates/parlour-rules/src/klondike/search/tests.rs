//! Checks of the search's fast paths against the plain definitions they stand for.

use super::{Node, card_of};
use crate::engine::card::Card;
use crate::klondike::assist::is_safe_to_foundation;
use crate::klondike::deal::deal;
use crate::klondike::rules::Options;

#[test]
fn byte_safety_agrees_with_the_card_rule_on_every_foundation_state() {
    let mut node = Node::from_game(&deal(1, Options::default())).expect("a standard deal fits");
    for code in 0..14u32.pow(4) {
        let found: [u8; 4] = std::array::from_fn(|s| (code / 14u32.pow(s as u32) % 14) as u8);
        node.found = found;
        for c in 0..52u8 {
            let card: Card = card_of(c).expect("a card byte");
            assert_eq!(
                node.is_safe(c),
                is_safe_to_foundation(&found, card),
                "{card:?} on {found:?}"
            );
        }
    }
}

#[test]
fn running_key_sums_and_runs_match_the_piles_along_random_lines() {
    for deal_no in 1..=40u64 {
        let draw = if deal_no % 2 == 0 { 1 } else { 3 };
        let options = Options {
            draw,
            ..Options::default()
        };
        let mut node = Node::from_game(&deal(deal_no, options)).expect("a standard deal fits");
        let (mut scratch, mut moves, mut path) = (Vec::new(), Vec::new(), Vec::new());
        // A fixed stream of choices (a linear congruential sequence) keeps the test repeatable.
        let mut pick = deal_no;
        for _ in 0..200 {
            moves.clear();
            node.moves(true, &mut scratch, &mut moves);
            if moves.is_empty() {
                break;
            }
            pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let mv = moves[(pick >> 33) as usize % moves.len()];
            node.play(mv, &mut path);
            assert_eq!(
                node.piles_key,
                node.piles_key_afresh(),
                "deal {deal_no} after {mv:?}"
            );
            for p in 0..usize::from(node.n) {
                assert_eq!(
                    usize::from(node.runs[p]),
                    node.run_len_afresh(p),
                    "deal {deal_no} pile {p} after {mv:?}"
                );
            }
        }
    }
}
