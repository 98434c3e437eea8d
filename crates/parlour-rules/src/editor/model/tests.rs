//! The edit model's unit tests: placing, mirroring, filling, moving and resizing, with their refusals.

use super::*;

fn at(x: i32, y: i32, z: i32) -> TilePos {
    TilePos::new(x, y, z)
}

fn place(l: &mut EditLayout, x: i32, y: i32, z: i32) -> Result<(), EditError> {
    l.apply(&EditMove::Place {
        at: at(x, y, z),
        mirror: Mirror::NONE,
    })
}

#[test]
fn place_refuses_overlaps_and_places_outside() {
    let mut l = EditLayout::default();
    assert_eq!(place(&mut l, 4, 4, 0), Ok(()));
    assert!(matches!(
        place(&mut l, 5, 5, 0),
        Err(EditError::Overlap { .. })
    ));
    assert_eq!(place(&mut l, 5, 5, 1), Ok(()));
    assert!(matches!(
        place(&mut l, 31, 0, 0),
        Err(EditError::Outside { .. })
    ));
    assert!(matches!(
        place(&mut l, 0, 0, 5),
        Err(EditError::Outside { .. })
    ));
    assert_eq!(l.tiles(), &[at(4, 4, 0), at(5, 5, 1)]);
}

#[test]
fn mirrors_about_the_grid_centre() {
    let mut l = EditLayout::default();
    let both = Mirror {
        left_right: true,
        top_bottom: true,
    };
    l.apply(&EditMove::Place {
        at: at(0, 0, 0),
        mirror: both,
    })
    .unwrap();
    assert_eq!(
        l.tiles(),
        &[at(0, 0, 0), at(30, 0, 0), at(0, 14, 0), at(30, 14, 0)]
    );
    // On the centre line the copy would overlap the original, so there is one tile.
    let mut c = EditLayout::default();
    c.apply(&EditMove::Place {
        at: at(15, 2, 0),
        mirror: both,
    })
    .unwrap();
    assert_eq!(c.tiles(), &[at(15, 2, 0), at(15, 12, 0)]);
    c.apply(&EditMove::Erase {
        at: at(15, 12, 0),
        mirror: both,
    })
    .unwrap();
    assert!(c.tiles().is_empty());
}

#[test]
fn fill_lays_tiles_side_by_side_around_existing_ones() {
    let mut l = EditLayout::default();
    place(&mut l, 2, 0, 0).unwrap();
    l.apply(&EditMove::Fill {
        z: 0,
        from: (5, 3),
        to: (0, 0),
    })
    .unwrap();
    assert_eq!(
        l.tiles(),
        &[
            at(0, 0, 0),
            at(2, 0, 0),
            at(4, 0, 0),
            at(0, 2, 0),
            at(2, 2, 0),
            at(4, 2, 0)
        ]
    );
}

#[test]
fn moves_selection_to_another_layer_and_refuses_collisions() {
    let mut l = EditLayout::default();
    place(&mut l, 0, 0, 0).unwrap();
    place(&mut l, 2, 0, 0).unwrap();
    let up = EditMove::MoveTiles {
        tiles: vec![at(0, 0, 0)],
        dx: 1,
        dy: 0,
        dz: 1,
    };
    assert_eq!(l.apply(&up), Ok(()));
    assert_eq!(l.tiles(), &[at(2, 0, 0), at(1, 0, 1)]);
    let onto = EditMove::MoveTiles {
        tiles: vec![at(1, 0, 1)],
        dx: 1,
        dy: 0,
        dz: -1,
    };
    assert!(matches!(l.apply(&onto), Err(EditError::Overlap { .. })));
}

#[test]
fn resize_keeps_every_tile_inside() {
    let mut l = EditLayout::default();
    place(&mut l, 20, 4, 3).unwrap();
    let small = Size {
        width: 20,
        height: 16,
        layers: 5,
    };
    assert!(matches!(
        l.apply(&EditMove::Resize { size: small }),
        Err(EditError::Outside { .. })
    ));
    let big = Size {
        width: 60,
        height: 40,
        layers: 8,
    };
    assert_eq!(l.apply(&EditMove::Resize { size: big }), Ok(()));
    assert_eq!(l.size(), big);
}
