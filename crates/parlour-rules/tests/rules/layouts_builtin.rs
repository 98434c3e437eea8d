//! The built-in layouts: each parses, has an even tile count, no overlaps, no problem the editor
//! would flag as an error or warning, and can be cleared two free tiles at a time (found by an
//! independent random search with its own free rule, so every built-in can carry a solvable deal).

use parlour_rules::editor::checks::{Severity, check_layout};
use parlour_rules::solitaire::builtin::{
    builtin_files, builtin_layout, builtin_layouts, layout_names,
};
use parlour_rules::solitaire::layout::TilePos;
use parlour_rules::solitaire::layout_format::parse_layout;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

#[test]
fn every_builtin_parses_with_an_even_count_and_no_overlap() {
    assert!(builtin_files().len() >= 12);
    for (file, text) in builtin_files() {
        let layout = match parse_layout(text) {
            Ok(layout) => layout,
            Err(e) => panic!("{file}: {e}"),
        };
        assert!(layout.tile_count() % 2 == 0, "{file}: odd count");
        assert!(
            layout.tile_count() >= 100,
            "{file}: only {} tiles",
            layout.tile_count()
        );
        assert!(layout.is_normalised(), "{file}");
        for (i, a) in layout.tiles.iter().enumerate() {
            for b in &layout.tiles[i + 1..] {
                assert!(!a.overlaps(*b), "{file}: {a:?} overlaps {b:?}");
            }
        }
        let flagged: Vec<_> = check_layout(&layout)
            .into_iter()
            .filter(|p| p.severity > Severity::Info)
            .map(|p| p.message)
            .collect();
        assert!(flagged.is_empty(), "{file}: {flagged:?}");
    }
    assert_eq!(builtin_layouts().len(), builtin_files().len());
}

#[test]
fn names_are_unique_and_found_in_any_case() {
    let names = layout_names();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len());
    assert_eq!(names.first().map(String::as_str), Some("Turtle"));
    assert_eq!(builtin_layout("turtle").map(|l| l.tile_count()), Some(144));
    assert!(builtin_layout("no such layout").is_none());
}

#[test]
fn turtle_is_the_classic_shape() {
    let Some(turtle) = builtin_layout("Turtle") else {
        panic!("Turtle is built in");
    };
    let per_layer: Vec<usize> = (0..5).map(|z| turtle.layer(z).count()).collect();
    assert_eq!(per_layer, vec![87, 36, 16, 4, 1]);
    assert_eq!(
        turtle.layer(4).map(|(_, t)| t).collect::<Vec<_>>(),
        vec![TilePos::new(13, 7, 4)]
    );
}

/// DESIGN.md's free rule, written out again on plain slices for this test.
fn is_free(t: TilePos, tiles: &[TilePos]) -> bool {
    let covered = tiles
        .iter()
        .any(|o| o.z == t.z + 1 && (o.x - t.x).abs() < 2 && (o.y - t.y).abs() < 2);
    let side = |dx: i32| {
        tiles
            .iter()
            .any(|o| o.z == t.z && o.x - t.x == dx && (o.y - t.y).abs() < 2)
    };
    !covered && (!side(-2) || !side(2))
}

/// Removes two random free tiles at a time; true when the board empties.
fn random_clearing(mut tiles: Vec<TilePos>, rng: &mut rand_pcg::Pcg64Mcg) -> bool {
    while !tiles.is_empty() {
        let free: Vec<TilePos> = tiles
            .iter()
            .copied()
            .filter(|&t| is_free(t, &tiles))
            .collect();
        let pair: Vec<TilePos> = free.choose_multiple(rng, 2).copied().collect();
        if pair.len() < 2 {
            return false;
        }
        tiles.retain(|t| !pair.contains(t));
    }
    true
}

#[test]
fn every_builtin_can_be_cleared_two_free_tiles_at_a_time() {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(144);
    for layout in builtin_layouts() {
        let cleared = (0..20).any(|_| random_clearing(layout.tiles.clone(), &mut rng));
        assert!(cleared, "{}: no clearing order found", layout.name);
    }
}
