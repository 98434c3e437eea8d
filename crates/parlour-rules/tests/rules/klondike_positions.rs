//! The solver on small hand-built positions, each a case a rule of the search once got wrong or
//! must get right, checked against the exhaustive search of `klondike_solver.rs`.

use super::klondike_solver::{brute_force_winnable, replays_to_win};
use parlour_rules::klondike::rules::{Klondike, Options, Passes};
use parlour_rules::klondike::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

/// A position of three piles (bottom card first, `face_down` of them hidden), a stock (dealt
/// from its end) and foundation heights in suit order (clubs, diamonds, hearts, spades).
fn small_position(
    piles: &[(&[(u8, usize)], usize)],
    stock: &[(u8, usize)],
    foundations: [u8; 4],
    draw: u8,
    passes: Passes,
) -> Klondike {
    use parlour_rules::engine::card::{Card, CardSuit};
    use parlour_rules::klondike::rules::Pile;
    let card = |&(rank, suit): &(u8, usize)| Card::new(rank, CardSuit::ALL[suit]);
    let tableau = piles
        .iter()
        .map(|(cards, face_down)| Pile {
            cards: cards.iter().filter_map(card).collect(),
            face_down: *face_down,
        })
        .collect();
    let options = Options {
        draw,
        passes,
        ..Options::default()
    };
    let mut game = Klondike::from_parts(options, tableau, stock.iter().filter_map(card).collect());
    game.foundations = foundations;
    game
}

const CLUBS: usize = 0;
const DIAMONDS: usize = 1;
const HEARTS: usize = 2;
const SPADES: usize = 3;

/// The jack of spades comes down so the ten under it can hold the nine of hearts, but the ten
/// needs the jack of hearts to land on, which needs the queen of spades: two talon cards placed
/// after the descent. (Searching the position after a descent only for a card landing on it or
/// the ten coming down lost this win, drawing one and, through the relaxed game, drawing three.)
#[test]
fn a_card_brought_down_may_wait_for_a_place_built_from_the_talon() {
    for draw in [1, 3] {
        let game = small_position(
            &[
                (&[(13, SPADES), (8, HEARTS), (9, HEARTS)], 2),
                (&[(13, HEARTS)], 0),
                (&[(12, HEARTS)], 0),
            ],
            &[(12, SPADES), (11, HEARTS), (10, HEARTS)],
            [13, 13, 7, 11],
            draw,
            Passes::Unlimited,
        );
        assert_eq!(brute_force_winnable(&game, 1_000_000), Some(true));
        let solution = solve(&game, Limits::default(), &AtomicBool::new(false));
        assert_eq!(solution.verdict, Verdict::Solvable, "drawing {draw}");
        assert!(replays_to_win(&game, &solution.moves));
    }
}

/// The ten of spades must come down onto the jack of diamonds, which must come down too: the
/// place for the card under a descended card is another descended card.
#[test]
fn a_card_brought_down_may_wait_for_another_to_come_down() {
    for (draw, passes) in [(1, Passes::Unlimited), (3, Passes::One)] {
        let game = small_position(
            &[
                (
                    &[
                        (13, SPADES),
                        (11, HEARTS),
                        (10, HEARTS),
                        (8, HEARTS),
                        (9, HEARTS),
                    ],
                    4,
                ),
                (&[(13, HEARTS), (12, SPADES)], 0),
                (&[(13, DIAMONDS), (12, DIAMONDS), (12, HEARTS)], 2),
            ],
            &[],
            [13, 11, 7, 11],
            draw,
            passes,
        );
        assert_eq!(brute_force_winnable(&game, 1_000_000), Some(true));
        let solution = solve(&game, Limits::default(), &AtomicBool::new(false));
        assert_eq!(solution.verdict, Verdict::Solvable, "drawing {draw}");
        assert!(replays_to_win(&game, &solution.moves));
    }
}

/// The queen of diamonds goes up once the jack of spades on it moves onto the queen of hearts,
/// which must first come from the talon onto the king of spades: a talon card put on a pile that
/// a run takes only to free its twin (the search puts "the run onto it, then the twin up" as
/// one move, since the run moving alone keeps the position's class; with neither, this
/// position was called lost). Then the king of diamonds and the jack of hearts under it go up,
/// their pile takes the king of spades, and the cards under them come free.
#[test]
fn a_talon_card_may_be_placed_only_to_free_its_twin() {
    for draw in [1, 3] {
        let game = small_position(
            &[
                (&[(12, CLUBS), (13, SPADES)], 1),
                (
                    &[(10, SPADES), (13, CLUBS), (12, DIAMONDS), (11, SPADES)],
                    1,
                ),
                (&[(11, HEARTS), (13, DIAMONDS)], 1),
            ],
            // Dealt from the end: drawing three, the queen of hearts shows on top.
            &[(12, HEARTS), (13, HEARTS), (12, SPADES)],
            [11, 11, 10, 9],
            draw,
            Passes::Unlimited,
        );
        assert_eq!(brute_force_winnable(&game, 1_000_000), Some(true));
        let solution = solve(&game, Limits::default(), &AtomicBool::new(false));
        assert_eq!(solution.verdict, Verdict::Solvable, "drawing {draw}");
        assert!(replays_to_win(&game, &solution.moves));
    }
}

/// The king of spades must leave the queen of clubs for a pile the king of diamonds empties by
/// going up: the quick proof of loss (`search/deadend.rs`) never counted a king at the bottom of
/// a pile as leaving it, so it called this winnable position lost.
#[test]
fn a_king_at_the_bottom_of_a_pile_may_go_up_to_empty_it() {
    for draw in [1, 3] {
        let game = small_position(
            &[
                (&[(12, CLUBS), (13, SPADES)], 1),
                (
                    &[(10, SPADES), (13, CLUBS), (12, DIAMONDS), (11, SPADES)],
                    1,
                ),
                (&[(13, DIAMONDS)], 0),
            ],
            &[(12, HEARTS), (13, HEARTS), (12, SPADES)],
            [11, 11, 11, 9],
            draw,
            Passes::Unlimited,
        );
        assert_eq!(brute_force_winnable(&game, 1_000_000), Some(true));
        let solution = solve(&game, Limits::default(), &AtomicBool::new(false));
        assert_eq!(solution.verdict, Verdict::Solvable, "drawing {draw}");
        assert!(replays_to_win(&game, &solution.moves));
    }
}
