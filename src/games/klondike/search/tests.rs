//! Checks of the search's fast paths against the plain definitions they stand for.

use super::{Node, card_of};
use crate::engine::card::Card;
use crate::games::klondike::assist::is_safe_to_foundation;
use crate::games::klondike::deal::deal;
use crate::games::klondike::rules::Options;

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
