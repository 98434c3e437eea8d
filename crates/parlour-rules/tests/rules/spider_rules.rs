//! Spider's rules under property tests: random legal moves keep every card and every invariant,
//! undo-all then redo-all through the history walks the same states, and a move is legal
//! exactly when `legal_moves` lists it (a refused one changes nothing).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::engine::card::Card;
use parlour_rules::engine::history::{History, Rules};
use parlour_rules::spider::assist::hint;
use parlour_rules::spider::deal::{check_state, deal, deck};
use parlour_rules::spider::rules::{Move, Spider, Suits};
use parlour_rules::spider::solver::{Limits, Verdict, solve};
use proptest::prelude::*;
use std::sync::atomic::AtomicBool;

fn sorted_cards(game: &Spider) -> Vec<Card> {
    let mut cards = game.all_cards();
    cards.sort();
    cards
}

fn suits() -> impl Strategy<Value = Suits> {
    (0usize..3).prop_map(|i| Suits::ALL[i])
}

/// The invariants of every position reached by legal play.
fn check_invariants(state: &Spider, deck: &[Card], moves_made: usize) -> Result<(), TestCaseError> {
    prop_assert_eq!(sorted_cards(state), deck.to_vec());
    prop_assert_eq!(check_state(state), Ok(()));
    for column in &state.columns {
        prop_assert!(column.cards.is_empty() || column.face_down < column.cards.len());
    }
    let expected = 500 - moves_made as i32 + 100 * state.removed.len() as i32;
    prop_assert_eq!(state.score, expected);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random legal moves, half of them the hint's (so runs get built and finished), each one
    /// undoable step.
    #[test]
    fn move_storms_conserve_cards_and_undo_redo_exactly(
        deal_no in 0u64..1_000_000,
        suits in suits(),
        picks in proptest::collection::vec(any::<u16>(), 1..250),
    ) {
        let start = deal(deal_no, suits);
        let mut expected_deck = deck(suits);
        expected_deck.sort();
        let mut history = History::new(start.clone());
        let mut states = vec![start.clone()];
        for pick in picks {
            let moves = history.state().legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = match hint(history.state()) {
                Some(mv) if pick % 2 == 0 => mv,
                _ => moves[usize::from(pick) % moves.len()],
            };
            prop_assert!(moves.contains(&mv));
            prop_assert!(history.apply(mv).is_ok());
            check_invariants(history.state(), &expected_deck, states.len())?;
            states.push(history.state().clone());
        }
        let end = history.state().clone();
        history.undo_all();
        prop_assert_eq!(history.state(), &start);
        for expected in &states[1..] {
            prop_assert!(history.redo());
            prop_assert_eq!(history.state(), expected);
        }
        prop_assert!(!history.redo());
        prop_assert_eq!(history.state(), &end);
    }

    /// Any move, legal or not: the engine accepts exactly those `legal_moves` lists, and a
    /// refused move leaves the state as it was.
    #[test]
    fn a_move_is_legal_exactly_when_listed(
        deal_no in 0u64..1_000_000,
        suits in suits(),
        warm_up in proptest::collection::vec(any::<u16>(), 0..60),
        tries in proptest::collection::vec((0u8..11, 0u8..11, 0u8..14, any::<bool>()), 1..40),
    ) {
        let mut game = deal(deal_no, suits);
        for pick in warm_up {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            prop_assert!(game.apply(&moves[usize::from(pick) % moves.len()]).is_ok());
        }
        let listed = game.legal_moves();
        for (from, to, count, is_deal) in tries {
            let mv = if is_deal { Move::Deal } else { Move::Run { from, to, count } };
            let mut after = game.clone();
            match after.apply(&mv) {
                Ok(()) => prop_assert!(listed.contains(&mv), "{} accepted but not listed", mv),
                Err(_) => {
                    prop_assert!(!listed.contains(&mv), "{} listed but refused", mv);
                    prop_assert_eq!(&after, &game);
                }
            }
        }
    }
}

/// A whole won game through the history, finished runs and all: undo-all returns the deal,
/// redo-all the won game.
#[test]
fn a_won_game_undoes_and_redoes_exactly() {
    let start = deal(2, Suits::One);
    let solution = solve(&start, Limits::default(), &AtomicBool::new(false));
    assert_eq!(solution.verdict, Verdict::Solvable);
    let mut history = History::new(start.clone());
    let mut states = vec![start.clone()];
    for mv in solution.moves {
        history.apply(mv).unwrap();
        states.push(history.state().clone());
    }
    assert!(history.state().is_won());
    assert_eq!(history.state().removed.len(), 8);
    history.undo_all();
    assert_eq!(history.state(), &start);
    for expected in &states[1..] {
        assert!(history.redo());
        assert_eq!(history.state(), expected);
    }
}
