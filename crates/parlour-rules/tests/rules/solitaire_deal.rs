//! The generator: every deal comes with a solution that replays under an independent free rule.

use crate::solitaire_layouts;

use parlour_rules::engine::history::Rules;
use parlour_rules::solitaire::deal::{DealError, deal, random_deal, shuffle};
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::rules::Move;
use solitaire_layouts::*;

fn check_deals(layout: &Layout, deals: std::ops::Range<u64>) {
    for deal_no in deals {
        let dealt =
            deal(layout, deal_no).unwrap_or_else(|e| panic!("{} deal {deal_no}: {e}", layout.name));
        let faces = dealt.state.faces();
        let start = vec![true; layout.tiles.len()];
        if let Some(problem) = replay_problem(&layout.tiles, faces, &start, &dealt.solution) {
            panic!("{} deal {deal_no}: {problem}", layout.name);
        }
    }
}

#[test]
fn turtle_solutions_replay_independently() {
    assert_eq!(turtle().tiles.len(), 144);
    check_deals(&turtle(), 1..40);
}

#[test]
fn small_layout_solutions_replay_independently() {
    for layout in small_layouts() {
        check_deals(&layout, 1..60);
    }
}

#[test]
fn deal_numbers_reproduce_deals_and_differ() {
    let a = deal(&turtle(), 7).unwrap();
    let b = deal(&turtle(), 7).unwrap();
    let c = deal(&turtle(), 8).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.state.faces(), c.state.faces());
}

#[test]
fn a_full_set_uses_every_group_four_times() {
    let dealt = deal(&turtle(), 3).unwrap();
    let mut counts = [0usize; 36];
    for face in dealt.state.faces() {
        counts[usize::from(face.solitaire_group())] += 1;
    }
    assert!(counts.iter().all(|&c| c == 4), "{counts:?}");
}

#[test]
fn smaller_and_larger_layouts_use_complete_groups() {
    // 34 tiles: eight groups of four and one pair. 150 tiles: a full set and six more.
    let mut big = turtle();
    big.tiles
        .extend((0..6).map(|k| parlour_rules::solitaire::layout::TilePos {
            x: 40 + 2 * k,
            y: 0,
            z: 0,
        }));
    for layout in [pyramid(), big] {
        let dealt = deal(&layout, 1).unwrap();
        let mut groups = std::collections::HashMap::new();
        for face in dealt.state.faces() {
            *groups.entry(face.solitaire_group()).or_insert(0usize) += 1;
        }
        let odd_pairs = groups.values().filter(|&&c| c % 4 == 2).count();
        assert!(odd_pairs <= 1, "{}: {groups:?}", layout.name);
        check_deals(&layout, 1..5);
    }
}

#[test]
fn unclearable_layouts_get_an_explaining_error() {
    match deal(&stack(3), 1) {
        Err(DealError::OddTileCount(3)) => {}
        other => panic!("{other:?}"),
    }
    // A stack alone can never be cleared: only its top is ever free.
    match deal(&stack(4), 1) {
        Err(e @ DealError::NoClearingOrder { .. }) => {
            let text = e.to_string();
            assert!(text.contains("never be cleared"), "{text}");
            assert!(text.contains("layer"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(deal(&row(0), 1), Err(DealError::Empty)));
    assert!(matches!(
        deal(&closed_pyramid(), 1),
        Err(DealError::NoClearingOrder { .. })
    ));
    assert!(matches!(
        deal(&stack(2), 1),
        Err(DealError::NoClearingOrder { .. })
    ));
}

#[test]
fn shuffle_keeps_the_position_clearable() {
    for layout in [turtle(), pyramid(), bridge()] {
        for deal_no in 1..8 {
            let dealt = deal(&layout, deal_no).unwrap();
            let mut state = dealt.state.clone();
            // Play a few steps of the solution first, then shuffle.
            for &(a, b) in dealt.solution.iter().take(deal_no as usize) {
                state.apply(&Move::RemovePair(a, b)).unwrap();
            }
            let (mv, order) = shuffle(&state).unwrap();
            let before = state.clone();
            state.apply(&mv).unwrap();
            assert_eq!(state.shuffles(), 1);
            assert_eq!(state.removed(), before.removed());
            let present: Vec<bool> = state.removed().iter().map(|g| !g).collect();
            if let Some(problem) = replay_problem(&layout.tiles, state.faces(), &present, &order) {
                panic!("{} deal {deal_no} after shuffle: {problem}", layout.name);
            }
        }
    }
}

#[test]
fn random_deals_have_the_full_face_set() {
    let a = random_deal(&turtle(), 1).unwrap();
    let b = deal(&turtle(), 1).unwrap();
    let mut fa = a.faces().to_vec();
    let mut fb = b.state.faces().to_vec();
    fa.sort();
    fb.sort();
    assert_eq!(fa, fb);
}

#[test]
fn every_builtin_layout_deals_solutions_that_replay_independently() {
    let builtins = parlour_rules::solitaire::builtin::builtin_layouts();
    assert!(builtins.len() >= 12);
    for layout in &builtins {
        check_deals(layout, 1..8);
    }
}
