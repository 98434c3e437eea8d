//! Unit tests of the Spider rules, deals and helpers.

use crate::engine::card::{Card, CardSuit};
use crate::engine::history::Rules;
use crate::spider::assist::{Gain, best_destination, gain, hint, run_to};
use crate::spider::deal::{StateError, check_state, deal, deck, to_json};
use crate::spider::rules::{
    COLUMNS, Column, Move, Spider, SpiderError, Suits, card_text, parse_card,
};
use crate::spider::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

fn cards(texts: &str) -> Vec<Card> {
    texts
        .split_whitespace()
        .map(|t| parse_card(t).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn column(down: &str, up: &str) -> Column {
    let mut all = cards(down);
    let face_down = all.len();
    all.extend(cards(up));
    Column {
        cards: all,
        face_down,
    }
}

/// A small position: the given columns (the rest empty) and stock; card counts are not checked.
fn game(columns: Vec<Column>, stock: &str) -> Spider {
    let mut all: [Column; COLUMNS] = Default::default();
    for (slot, c) in all.iter_mut().zip(columns) {
        *slot = c;
    }
    Spider::from_parts(Suits::Four, all, cards(stock))
}

fn run(from: u8, to: u8, count: u8) -> Move {
    Move::Run { from, to, count }
}

fn check_refused(g: &Spider, mv: Move, expected: SpiderError) {
    let mut after = g.clone();
    assert_eq!(after.apply(&mv), Err(expected), "{mv}");
    assert_eq!(&after, g, "a refused move changed the state");
}

#[test]
fn deals_are_reproducible_complete_and_shaped_as_a_dealer_deals() {
    for suits in Suits::ALL {
        let a = deal(42, suits);
        assert_eq!(a, deal(42, suits));
        assert_ne!(a, deal(43, suits));
        assert_eq!(check_state(&a), Ok(()));
        let heights: Vec<usize> = a.columns.iter().map(|c| c.cards.len()).collect();
        assert_eq!(heights, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
        for c in &a.columns {
            assert_eq!(c.face_down, c.cards.len() - 1);
        }
        assert_eq!(a.stock.len(), 50);
        assert_eq!(a.rows_left(), 5);
        assert_eq!(a.score, 500);
        let mut all = a.all_cards();
        all.sort();
        let mut expected = deck(suits);
        expected.sort();
        assert_eq!(all, expected);
        let used: std::collections::BTreeSet<CardSuit> = all.iter().map(|c| c.suit).collect();
        assert_eq!(used.len(), usize::from(suits.count()));
    }
    // The suit count changes the suits only: the ranks lie in the same places.
    let ranks = |g: &Spider| -> Vec<u8> { g.all_cards().iter().map(|c| c.rank).collect() };
    assert_eq!(ranks(&deal(7, Suits::One)), ranks(&deal(7, Suits::Four)));
}

#[test]
fn the_json_form_lists_columns_bottom_up_and_the_stock_in_dealing_order() {
    let g = deal(5, Suits::Two);
    let json = to_json(5, &g);
    assert_eq!(json.suits, 2);
    assert_eq!(json.columns.len(), 10);
    assert_eq!(json.columns[0].len(), 6);
    assert_eq!(json.columns[0][5], card_text(g.columns[0].cards[5]));
    assert_eq!(json.stock.len(), 50);
    let mut dealt = g.clone();
    dealt.apply(&Move::Deal).unwrap();
    for (i, c) in dealt.columns.iter().enumerate() {
        assert_eq!(c.top().map(card_text), Some(json.stock[i].clone()));
    }
}

#[test]
fn runs_move_only_in_one_suit_onto_the_next_rank_of_any_suit() {
    let g = game(
        vec![
            column("KS", "9H 8H 7H"),
            column("", "8D"),
            column("", "9C 8S 7S"),
            column("", "TS"),
        ],
        "",
    );
    // 8S 7S on TS: no. 9H 8H 7H onto TS (any suit): yes.
    check_refused(
        &g,
        run(2, 3, 2),
        SpiderError::DoesNotFit {
            card: cards("8S")[0],
            target: cards("TS")[0],
        },
    );
    check_refused(
        &g,
        run(2, 3, 3),
        SpiderError::NotARun {
            column: 2,
            count: 3,
        },
    );
    check_refused(&g, run(0, 0, 1), SpiderError::SameColumn);
    check_refused(&g, run(5, 0, 1), SpiderError::EmptyColumn(5));
    check_refused(&g, run(10, 0, 1), SpiderError::NoSuchColumn(10));
    check_refused(
        &g,
        run(0, 3, 0),
        SpiderError::NotARun {
            column: 0,
            count: 0,
        },
    );
    let mut after = g.clone();
    after.apply(&run(0, 3, 3)).unwrap();
    // The king under the run is turned, and the move cost a point.
    assert_eq!(after.columns[0].face_down, 0);
    assert_eq!(after.columns[3].cards, cards("TS 9H 8H 7H"));
    assert_eq!(after.score, 499);
    // Any run may go into an empty column.
    let mut after = g.clone();
    after.apply(&run(2, 6, 2)).unwrap();
    assert_eq!(after.columns[2].cards, cards("9C"));
}

#[test]
fn a_row_is_dealt_only_with_no_empty_column_and_the_refusal_says_which() {
    let mut full: Vec<Column> = (0..COLUMNS).map(|_| column("", "KS")).collect();
    full[4] = Column::default();
    let stock = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS";
    let g = game(full.clone(), stock);
    assert_eq!(
        g.deal_refusal(),
        Some(SpiderError::EmptyColumnBlocksDeal { column: 4 })
    );
    check_refused(
        &g,
        Move::Deal,
        SpiderError::EmptyColumnBlocksDeal { column: 4 },
    );
    full[4] = column("", "QH");
    let mut g = game(full, stock);
    assert_eq!(g.deal_refusal(), None);
    g.apply(&Move::Deal).unwrap();
    assert_eq!(g.columns[9].top(), Some(cards("TS")[0]));
    assert!(g.stock.is_empty());
    assert_eq!(g.deal_refusal(), Some(SpiderError::StockEmpty));
}

#[test]
fn a_finished_run_leaves_by_itself_scores_and_turns_the_card_under_it() {
    let g = game(
        vec![
            column("5D", "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
            column("", "AH"),
        ],
        "",
    );
    let mut after = g.clone();
    after.apply(&run(1, 0, 1)).unwrap();
    assert_eq!(after.removed, vec![CardSuit::Hearts]);
    assert_eq!(after.columns[0].cards, cards("5D"));
    assert_eq!(after.columns[0].face_down, 0);
    assert_eq!(after.score, 500 - 1 + 100);
    // An ace of another suit finishes nothing.
    let mut other = game(
        vec![
            column("", "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
            column("", "AS"),
        ],
        "",
    );
    other.apply(&run(1, 0, 1)).unwrap();
    assert!(other.removed.is_empty());
}

#[test]
fn a_dealt_card_can_finish_a_run() {
    let mut columns: Vec<Column> = (0..COLUMNS).map(|_| column("", "9C")).collect();
    columns[3] = column("", "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S");
    let g = game(columns, "2C 2C 2C AS 2C 2C 2C 2C 2C 2C");
    let mut after = g.clone();
    after.apply(&Move::Deal).unwrap();
    assert_eq!(after.removed, vec![CardSuit::Spades]);
    assert!(after.columns[3].cards.is_empty());
    assert_eq!(after.score, 599);
}

#[test]
fn movable_cards_are_the_face_up_run_of_one_suit() {
    let g = game(vec![column("KS", "9C 8H 7H 6H")], "");
    assert_eq!(g.columns[0].run_len(), 3);
    assert_eq!(g.movable_cards(0, 2).map(<[Card]>::len), Some(3));
    assert_eq!(g.movable_cards(0, 4).map(<[Card]>::len), Some(1));
    assert_eq!(g.movable_cards(0, 1), None); // 9C is under a run of another suit
    assert_eq!(g.movable_cards(0, 0), None); // face down
    assert_eq!(g.movable_cards(0, 5), None);
    assert_eq!(g.movable_cards(11, 0), None);
}

#[test]
fn a_click_sends_a_run_to_its_own_suit_first_and_to_an_empty_column_last() {
    let g = game(
        vec![
            column("KS", "8H 7H"),
            column("", "8C"),
            column("", "8H"),
            column("", "2D"),
        ],
        "",
    );
    assert_eq!(best_destination(&g, 0, 2), Some(run(0, 2, 1)));
    assert_eq!(best_destination(&g, 3, 0), None); // alone: an empty column gains nothing
    let g2 = game(vec![column("KS", "8H 7H"), column("", "QC")], "");
    assert_eq!(best_destination(&g2, 0, 1), Some(run(0, 2, 2)));
}

/// The keyboard's `37`: the longest run that may go, or the rules' reason when none may.
#[test]
fn typed_columns_move_the_longest_run_that_fits() {
    let g = game(
        vec![
            column("KS", "9H 8H 7H"),
            column("", "TC"),
            column("", "9D"),
            column("", "5S"),
        ],
        "",
    );
    for (from, to, expected) in [
        (0, 1, Ok(run(0, 1, 3))),
        (0, 2, Ok(run(0, 2, 2))),
        (0, 4, Ok(run(0, 4, 3))),
        (3, 4, Ok(run(3, 4, 1))),
        (
            0,
            3,
            Err(SpiderError::DoesNotFit {
                card: cards("9H")[0],
                target: cards("5S")[0],
            }),
        ),
        (4, 0, Err(SpiderError::EmptyColumn(4))),
        (0, 0, Err(SpiderError::SameColumn)),
    ] {
        assert_eq!(run_to(&g, from, to), expected, "{from}{to}");
    }
}

#[test]
fn the_hint_prefers_finishing_then_turning_and_deals_when_nothing_helps() {
    let g = game(
        vec![
            column("", "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
            column("5D", "AH"),
            column("4C", "3S"),
        ],
        "",
    );
    assert_eq!(hint(&g), Some(run(1, 0, 1)));
    assert_eq!(gain(&g, &run(2, 3, 1)), Some(Gain::TurnsCardIntoEmpty));
    let stuck: Vec<Column> = (0..COLUMNS).map(|_| column("", "5C")).collect();
    let g = game(stuck.clone(), "KS KS KS KS KS KS KS KS KS KS");
    assert_eq!(hint(&g), Some(Move::Deal));
    assert_eq!(hint(&game(stuck, "")), None);
}

#[test]
fn unsound_states_are_refused_with_a_reason() {
    let good = deal(3, Suits::One);
    assert_eq!(check_state(&good), Ok(()));
    let mut wrong_suit = good.clone();
    wrong_suit.columns[0].cards[0] = cards("AH")[0];
    assert!(matches!(
        check_state(&wrong_suit),
        Err(StateError::TooMany { .. })
    ));
    let mut short = good.clone();
    short.stock.truncate(45);
    assert_eq!(check_state(&short), Err(StateError::StockSize(45)));
    let mut hidden_top = good.clone();
    hidden_top.columns[2].face_down = 6;
    assert_eq!(check_state(&hidden_top), Err(StateError::TopFaceDown(2)));
    let mut rich = good;
    rich.score = 700;
    assert!(matches!(check_state(&rich), Err(StateError::Score { .. })));
}

#[test]
fn the_solver_wins_a_small_position_and_proves_a_stuck_one_lost() {
    let stop = AtomicBool::new(false);
    let columns = vec![
        column("", "KS QS JS TS 9S 8S 7S"),
        column("", "6S 5S 4S 3S 2S AS"),
    ];
    let mut g = game(columns, "");
    g.removed = vec![CardSuit::Spades; 7];
    let solution = solve(&g, Limits::default(), &stop);
    assert_eq!(solution.verdict, Verdict::Solvable);
    assert_eq!(solution.moves, vec![run(1, 0, 6)]);
    // Nothing to move, no empty column, no stock: lost, and proven so.
    let stuck: Vec<Column> = (0..COLUMNS).map(|_| column("", "5C")).collect();
    let solution = solve(&game(stuck.clone(), ""), Limits::default(), &stop);
    assert_eq!(solution.verdict, Verdict::Unsolvable);
    // With an empty column a card can move around, but only in circles.
    let mut circles = stuck;
    circles[9] = Column::default();
    let solution = solve(&game(circles, ""), Limits::default(), &stop);
    assert_eq!(solution.verdict, Verdict::Unsolvable);
}
