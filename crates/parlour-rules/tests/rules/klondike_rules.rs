//! Property tests: random legal move storms keep every card and undo/redo exactly.

use parlour_rules::engine::card::Card;
use parlour_rules::engine::history::{History, Rules};
use parlour_rules::klondike::deal::deal;
use parlour_rules::klondike::rules::{Klondike, Options, Passes};
use parlour_rules::klondike::scoring::Scoring;
use proptest::prelude::*;

fn sorted_cards(game: &Klondike) -> Vec<Card> {
    let mut cards = game.all_cards();
    cards.sort();
    cards
}

fn options() -> impl Strategy<Value = Options> {
    (6u8..=9, 1u8..=3, 0usize..3, 0usize..3).prop_map(|(piles, draw, passes, scoring)| Options {
        piles,
        draw,
        passes: [Passes::Unlimited, Passes::Three, Passes::One][passes],
        scoring: [Scoring::None, Scoring::Standard, Scoring::Vegas][scoring],
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn move_storms_conserve_cards_and_undo_redo_exactly(
        deal_no in 0u64..1_000_000,
        options in options(),
        picks in proptest::collection::vec(any::<u16>(), 1..150),
    ) {
        let start = deal(deal_no, options);
        let deck: Vec<Card> = {
            let mut d: Vec<Card> = Card::deck().collect();
            d.sort();
            d
        };
        let mut history = History::new(start.clone());
        let mut states = vec![start.clone()];
        for pick in picks {
            let moves = history.state().legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[usize::from(pick) % moves.len()];
            // The move is legal by the engine's own list, so it must apply.
            prop_assert!(history.apply(mv).is_ok());
            let state = history.state();
            prop_assert_eq!(sorted_cards(state), deck.clone());
            // Invariants: every face-down card is under a face-up one; face-up cards form runs.
            for pile in &state.tableau {
                prop_assert!(pile.cards.is_empty() || pile.face_down < pile.cards.len());
                for w in pile.face_up().windows(2) {
                    prop_assert!(parlour_rules::klondike::rules::fits_on(w[1], w[0]));
                }
            }
            if options.scoring == Scoring::Standard {
                prop_assert!(state.score >= 0);
            }
            states.push(state.clone());
        }
        let end = history.state().clone();
        history.undo_all();
        prop_assert_eq!(history.state(), &start);
        let mut i = 0;
        while history.redo() {
            i += 1;
            prop_assert_eq!(history.state(), &states[i]);
        }
        prop_assert_eq!(history.state(), &end);
    }

    /// As the panel plays: each step is a move plus the safe moves and the auto-finish it allows,
    /// applied as one group; undo-all then redo-all walks the same states.
    #[test]
    fn grouped_storms_with_automatic_moves_undo_and_redo_exactly(
        deal_no in 0u64..1_000_000,
        options in options(),
        picks in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        use parlour_rules::klondike::assist::{auto_finish_moves, safe_foundation_moves};
        let start = deal(deal_no, options);
        let mut history = History::new(start.clone());
        let mut states = vec![start.clone()];
        for pick in picks {
            let moves = history.state().legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[usize::from(pick) % moves.len()];
            let mut after = history.state().clone();
            prop_assert!(after.apply(&mv).is_ok());
            let mut group = vec![mv];
            for auto in safe_foundation_moves(&after) {
                prop_assert!(after.apply(&auto).is_ok());
                group.push(auto);
            }
            if let Some(finish) = auto_finish_moves(&after) {
                group.extend(finish);
            }
            prop_assert!(history.apply_group(group).is_ok());
            prop_assert_eq!(sorted_cards(history.state()), {
                let mut d: Vec<Card> = Card::deck().collect();
                d.sort();
                d
            });
            states.push(history.state().clone());
        }
        prop_assert_eq!(history.undo_len() + 1, states.len());
        history.undo_all();
        prop_assert_eq!(history.state(), &start);
        for expected in &states[1..] {
            prop_assert!(history.redo());
            prop_assert_eq!(history.state(), expected);
        }
        prop_assert!(!history.redo());
    }

    #[test]
    fn refused_moves_change_nothing(deal_no in 0u64..1000, from in 0u8..10, to in 0u8..10, count in 0u8..14) {
        let game = deal(deal_no, Options::default());
        for mv in [
            parlour_rules::klondike::rules::Move::TableauToTableau { from, count, to },
            parlour_rules::klondike::rules::Move::WasteToTableau { to },
            parlour_rules::klondike::rules::Move::Recycle,
        ] {
            let mut after = game.clone();
            if after.apply(&mv).is_err() {
                prop_assert_eq!(&after, &game);
            }
        }
    }
}
