//! Rules: the free rule, refused moves, and History round trips under random play.

use crate::solitaire_layouts;

use parlour_rules::engine::history::{History, Rules};
use parlour_rules::engine::tile::Face;
use parlour_rules::solitaire::deal::{deal, shuffle};
use parlour_rules::solitaire::rules::{Move, MoveError, SolitaireState};
use proptest::prelude::*;
use solitaire_layouts::*;

fn face(text: &str) -> Face {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn free_rule_matches_the_definition_on_every_tile_of_a_dealt_turtle() {
    let state = deal(&turtle(), 5).unwrap().state;
    let present = vec![true; 144];
    for i in 0..144 {
        assert_eq!(
            state.is_free(i),
            free_by_definition(&turtle().tiles, &present, i),
            "tile {i}"
        );
    }
    // At the start of the Turtle: the top tile, and the row ends that nothing covers.
    assert!(state.is_free(143));
    assert!(
        !state.is_free(140),
        "a layer-3 tile under the top is covered"
    );
}

#[test]
fn refused_moves_change_nothing_and_say_why() {
    let faces = vec![
        face("1m"),
        face("1m"),
        face("2p"),
        face("1f"),
        face("3f"),
        face("2p"),
    ];
    // A row of three, and a stack of three beside it.
    let tiles = row(3)
        .tiles
        .into_iter()
        .chain(stack(3).tiles.into_iter().map(|mut p| {
            p.x = 20;
            p
        }));
    let layout = parlour_rules::solitaire::layout::Layout {
        tiles: tiles.collect(),
        ..row(3)
    };
    let mut state = SolitaireState::new(layout, faces, 1);
    let before = state.clone();
    let cases = [
        (Move::RemovePair(0, 0), MoveError::SameTile),
        (Move::RemovePair(0, 9), MoveError::NoSuchTile(9)),
    ];
    for (mv, err) in cases {
        assert_eq!(state.apply(&mv), Err(err));
        assert_eq!(state, before);
    }
    assert!(matches!(
        state.apply(&Move::RemovePair(0, 1)),
        Err(MoveError::NotFree(_))
    ));
    assert!(matches!(
        state.apply(&Move::RemovePair(0, 2)),
        Err(MoveError::NoMatch(..))
    ));
    assert_eq!(state, before);
    // Flowers match flowers even with different faces; tile 4 is the middle of the stack.
    assert!(matches!(
        state.apply(&Move::RemovePair(3, 4)),
        Err(MoveError::NotFree(_))
    ));
    // Only the row's right end and the stack's top are a free matching pair (2p, 2p).
    assert_eq!(state.available_pairs(), vec![(2, 5)]);
    assert!(!state.is_lost());
    let shuffle_bad = Move::Shuffle {
        faces: vec![face("9s"); 6],
    };
    assert_eq!(
        state.apply(&shuffle_bad),
        Err(MoveError::ShuffleChangesFaces)
    );
    assert_eq!(state, before);
}

#[test]
fn a_game_is_won_when_empty() {
    let dealt = deal(&pyramid(), 2).unwrap();
    let mut state = dealt.state;
    assert_eq!(state.tiles_left(), 34);
    for (a, b) in dealt.solution {
        assert!(state.pairs_available() > 0);
        state.apply(&Move::RemovePair(a, b)).unwrap();
    }
    assert!(state.is_won());
    assert!(!state.is_lost());
    assert!(matches!(
        state.apply(&Move::RemovePair(0, 1)),
        Err(MoveError::AlreadyRemoved(_))
    ));
}

#[test]
fn state_survives_a_save() {
    let dealt = deal(&turtle(), 9).unwrap();
    let mut state = dealt.state;
    let (a, b) = dealt.solution[0];
    state.apply(&Move::RemovePair(a, b)).unwrap();
    let text = serde_json::to_string(&state).unwrap();
    let back: SolitaireState = serde_json::from_str(&text).unwrap();
    assert_eq!(back, state);
}

#[test]
fn a_saved_board_beyond_the_limits_or_with_two_tiles_in_one_place_is_refused() {
    let state = deal(&turtle(), 9).unwrap().state;
    let mut saved: serde_json::Value = serde_json::to_value(&state).unwrap();
    // Two tiles in one place.
    let first = saved["layout"]["tiles"][0].clone();
    saved["layout"]["tiles"][1] = first;
    let error = serde_json::from_value::<SolitaireState>(saved.clone()).unwrap_err();
    assert!(error.to_string().contains("same place"), "{error}");
    // A tile far outside the largest grid.
    saved["layout"]["tiles"][1] = serde_json::json!({"x": 5000, "y": 0, "z": 0});
    let error = serde_json::from_value::<SolitaireState>(saved.clone()).unwrap_err();
    assert!(
        error.to_string().contains("outside the largest grid"),
        "{error}"
    );
    // Faces that do not match the tiles.
    let mut short = serde_json::to_value(&state).unwrap();
    short["faces"].as_array_mut().unwrap().pop();
    let error = serde_json::from_value::<SolitaireState>(short).unwrap_err();
    assert!(
        error.to_string().contains("144 tiles but 143 faces"),
        "{error}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random legal play (with the odd shuffle) keeps the tile count consistent, and undoing
    /// everything then redoing everything returns the identical state.
    #[test]
    fn random_play_round_trips_through_history(deal_no in 0u64..1000, picks in prop::collection::vec(0usize..1000, 1..60)) {
        let layout = if deal_no % 3 == 0 { turtle() } else { pyramid() };
        let start = deal(&layout, deal_no).unwrap().state;
        let mut history = History::new(start.clone());
        let mut snapshots = vec![start.clone()];
        for pick in picks {
            let state = history.state().clone();
            let pairs = state.available_pairs();
            let mv = if pick % 17 == 0 || pairs.is_empty() {
                match shuffle(&state) {
                    Ok((mv, _)) => mv,
                    Err(_) => break,
                }
            } else {
                let (a, b) = pairs[pick % pairs.len()];
                Move::RemovePair(a, b)
            };
            let removed_before = state.tiles_left();
            history.apply(mv.clone()).unwrap();
            let after = history.state();
            match mv {
                Move::RemovePair(..) => prop_assert_eq!(after.tiles_left() + 2, removed_before),
                Move::Shuffle { .. } => prop_assert_eq!(after.tiles_left(), removed_before),
            }
            prop_assert_eq!(after.removed().iter().filter(|g| !**g).count(), after.tiles_left());
            snapshots.push(after.clone());
            if after.is_won() {
                break;
            }
        }
        let end = history.state().clone();
        history.undo_all();
        prop_assert_eq!(history.state(), &start);
        let mut k = 0;
        while history.redo() {
            k += 1;
            prop_assert_eq!(history.state(), &snapshots[k]);
        }
        prop_assert_eq!(history.state(), &end);
    }
}
