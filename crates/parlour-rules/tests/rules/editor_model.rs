//! The layout editor's edit commands: every command round-trips through undo and redo, and a
//! refused command changes nothing.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::editor::model::{EditLayout, EditMove, Mirror};
use parlour_rules::engine::history::{History, Rules};
use parlour_rules::solitaire::builtin;
use parlour_rules::solitaire::layout::{Size, TilePos};
use proptest::prelude::*;

fn arb_pos() -> impl Strategy<Value = TilePos> {
    (-1..33i32, -1..17i32, -1..6i32).prop_map(|(x, y, z)| TilePos::new(x, y, z))
}

fn arb_mirror() -> impl Strategy<Value = Mirror> {
    (any::<bool>(), any::<bool>()).prop_map(|(left_right, top_bottom)| Mirror {
        left_right,
        top_bottom,
    })
}

/// Any command, including many the model must refuse (outside the grid, onto other tiles, of
/// tiles that are not there).
fn arb_move() -> impl Strategy<Value = EditMove> {
    prop_oneof![
        6 => (arb_pos(), arb_mirror()).prop_map(|(at, mirror)| EditMove::Place { at, mirror }),
        2 => (arb_pos(), arb_mirror()).prop_map(|(at, mirror)| EditMove::Erase { at, mirror }),
        1 => prop::collection::vec(arb_pos(), 0..3).prop_map(|tiles| EditMove::Remove { tiles }),
        2 => (0..5i32, (0..32i32, 0..16i32), (0..32i32, 0..16i32))
            .prop_map(|(z, from, to)| EditMove::Fill { z, from, to }),
        2 => (prop::collection::vec(arb_pos(), 1..3), -3..4i32, -3..4i32, -1..2i32)
            .prop_map(|(tiles, dx, dy, dz)| EditMove::MoveTiles { tiles, dx, dy, dz }),
        1 => (-3..4i32, -3..4i32).prop_map(|(dx, dy)| EditMove::Shift { dx, dy }),
        1 => (0..5i32).prop_map(|z| EditMove::ClearLayer { z }),
        1 => (10..70i32, 8..44i32, 1..9i32).prop_map(|(width, height, layers)| EditMove::Resize {
            size: Size { width, height, layers }
        }),
        1 => (0..12usize).prop_map(|i| {
            let layouts = builtin::builtin_layouts();
            let layout = &layouts[i % layouts.len()];
            EditMove::Replace { layout: EditLayout::from_layout(layout).unwrap() }
        }),
        1 => "[a-z ]{0,8}".prop_map(|name| EditMove::SetName { name }),
        1 => "[a-z ]{0,8}".prop_map(|author| EditMove::SetAuthor { author }),
    ]
}

/// Whether the layout keeps the model's promises: tiles in reading order, each inside the grid.
fn is_sound(layout: &EditLayout) -> bool {
    let tiles = layout.tiles();
    tiles
        .windows(2)
        .all(|w| w[0].reading_order() < w[1].reading_order())
        && tiles.iter().all(|&t| layout.fits(t))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn every_command_round_trips_through_undo_and_redo(
        moves in prop::collection::vec(arb_move(), 1..40)
    ) {
        let mut history = History::new(EditLayout::default());
        for mv in moves {
            let before = history.state().clone();
            let mut probe = before.clone();
            match history.apply(mv.clone()) {
                Ok(()) => {
                    let after = history.state().clone();
                    prop_assert!(probe.apply(&mv).is_ok());
                    prop_assert_eq!(&probe, &after, "apply is deterministic");
                    prop_assert!(is_sound(&after), "{:?} broke the layout", mv);
                    prop_assert!(history.undo());
                    prop_assert_eq!(history.state(), &before, "undo of {:?}", mv);
                    prop_assert!(history.redo());
                    prop_assert_eq!(history.state(), &after, "redo of {:?}", mv);
                }
                Err(_) => {
                    prop_assert_eq!(history.state(), &before, "refused {:?} changed the layout", mv);
                    prop_assert!(probe.apply(&mv).is_err());
                    prop_assert_eq!(&probe, &before);
                }
            }
        }
        // And the whole stack unwinds to the start and back.
        let end = history.state().clone();
        history.undo_all();
        prop_assert_eq!(history.state(), &EditLayout::default());
        while history.redo() {}
        prop_assert_eq!(history.state(), &end);
    }

    #[test]
    fn placed_tiles_never_overlap(
        places in prop::collection::vec((arb_pos(), arb_mirror()), 1..60)
    ) {
        let mut layout = EditLayout::default();
        for (at, mirror) in places {
            let _ = layout.apply(&EditMove::Place { at, mirror });
        }
        let tiles = layout.tiles();
        for (i, a) in tiles.iter().enumerate() {
            for b in &tiles[i + 1..] {
                prop_assert!(!a.overlaps(*b), "{:?} overlaps {:?}", a, b);
            }
        }
    }
}

#[test]
fn builtin_layouts_open_unchanged_and_the_largest_grid_is_offered() {
    for layout in builtin::builtin_layouts() {
        let edit = EditLayout::from_layout(&layout).unwrap();
        assert_eq!(edit.to_layout(), layout, "{}", layout.name);
    }
    let mut layout = EditLayout::default();
    let big = Size {
        width: 60,
        height: 40,
        layers: 8,
    };
    assert_eq!(layout.apply(&EditMove::Resize { size: big }), Ok(()));
    let corner = TilePos::new(58, 38, 7);
    assert_eq!(
        layout.apply(&EditMove::Place {
            at: corner,
            mirror: Mirror::NONE
        }),
        Ok(())
    );
    assert_eq!(layout.tiles(), &[corner]);
}
