//! Checks of the search's fast paths against the plain definitions they stand for.

use super::{Node, SMove, card_of};
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

/// A position of `piles` (face-down cards, then face-up cards, as card names), `waste` and
/// `stock` (bottom first), drawing `draw` with unlimited passes, nothing on the foundations.
fn position(piles: &[(&str, &str)], waste: &str, stock: &str, draw: u8) -> Node {
    use crate::klondike::rules::{Klondike, Pile};
    let cards = |text: &str| -> Vec<Card> {
        text.split_whitespace()
            .map(|t| t.parse().expect("a card name"))
            .collect()
    };
    let options = Options {
        draw,
        ..Options::default()
    };
    let mut tableau: Vec<Pile> = piles
        .iter()
        .map(|(down, up)| {
            let mut all = cards(down);
            let face_down = all.len();
            all.extend(cards(up));
            Pile {
                cards: all,
                face_down,
            }
        })
        .collect();
    tableau.resize(usize::from(options.piles), Pile::default());
    let mut game = Klondike::from_parts(options, tableau, cards(stock));
    game.waste = cards(waste);
    Node::from_game(&game).expect("a small position fits")
}

/// The talon moves onto piles among `node`'s moves.
fn onto_piles(node: &Node) -> Vec<SMove> {
    let (mut scratch, mut moves) = (Vec::new(), Vec::new());
    node.moves(true, &mut scratch, &mut moves);
    moves.retain(|mv| matches!(mv, SMove::Talon { to, .. } if *to != super::FOUNDATION));
    moves
}

#[test]
fn a_card_for_two_twin_tops_goes_on_the_first_only_outside_the_pinned_order() {
    // The six of hearts and the six of diamonds both take the five of spades: the positions
    // are of one class, so one is enough; the pinned order keeps both, as before issue 35.
    // (Drawing one, the four of hearts is there to cover the five.)
    for draw in [1, 3] {
        let mut node = position(&[("KC", "6H"), ("KS", "6D"), ("QC", "4H")], "", "5S", draw);
        assert_eq!(onto_piles(&node).len(), 1, "drawing {draw}");
        node.pinned_order = true;
        assert_eq!(onto_piles(&node).len(), 2, "drawing {draw}");
    }
}

#[test]
fn drawing_three_the_safe_last_talon_card_goes_up_where_the_pointer_is_pure() {
    let up = |waste: &str, stock: &str, pinned: bool| {
        let mut node = position(&[], waste, stock, 3);
        node.pinned_order = pinned;
        node.auto_play(&mut Vec::new());
        node.found[3]
    };
    // The ace of spades lies at the bottom of the stock, the talon's end.
    assert_eq!(up("", "AS 9C 8C", false), 1);
    assert_eq!(up("", "AS 9C 8C", true), 0);
    // One card dealt of three: the deals now reach the eight of clubs first, which taking the
    // ace would lose until the next pass, so the ace stays a choice.
    assert_eq!(up("8C", "AS 9C", false), 0);
    // Elsewhere in the talon, a safe card stays a choice too.
    assert_eq!(up("", "9C AS 8C", false), 0);
}
