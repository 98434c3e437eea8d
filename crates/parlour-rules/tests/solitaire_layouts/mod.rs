//! Layouts and an independent free-rule check shared by the solitaire tests and bench.
#![allow(dead_code)]

use parlour_rules::solitaire::layout::{Layout, TilePos};

fn layout(name: &str, tiles: Vec<TilePos>) -> Layout {
    Layout {
        name: name.to_owned(),
        author: "tests".to_owned(),
        tiles,
    }
}

fn pos(x: i32, y: i32, z: i32) -> TilePos {
    TilePos { x, y, z }
}

/// The classic 144-tile Turtle, in KMahjongg's coordinates (its `default.layout`).
pub fn turtle() -> Layout {
    let mut tiles = Vec::new();
    // Layer 0: eight rows of 12, 8, 10, 12, 12, 10, 8, 12 tiles, and three end tiles.
    let rows = [
        (0, 3, 12),
        (2, 7, 8),
        (4, 5, 10),
        (6, 3, 12),
        (8, 3, 12),
        (10, 5, 10),
        (12, 7, 8),
        (14, 3, 12),
    ];
    for (y, x0, count) in rows {
        for k in 0..count {
            tiles.push(pos(x0 + 2 * k, y, 0));
        }
    }
    tiles.push(pos(1, 7, 0));
    tiles.push(pos(27, 7, 0));
    tiles.push(pos(29, 7, 0));
    // Layers 1-3: centred squares of 6, 4 and 2 tiles a side.
    for (z, x0, y0, side) in [(1, 9, 2, 6), (2, 11, 4, 4), (3, 13, 6, 2)] {
        for row in 0..side {
            for col in 0..side {
                tiles.push(pos(x0 + 2 * col, y0 + 2 * row, z));
            }
        }
    }
    // The top tile straddles the four below it.
    tiles.push(pos(14, 7, 4));
    layout("Turtle", tiles)
}

/// A small stepped pyramid: a 6x4 base, 4x2 on it, and two on top straddling rows by half a
/// tile (34 tiles).
pub fn pyramid() -> Layout {
    let mut tiles = Vec::new();
    for (z, x0, y0, cols, rows) in [(0, 0, 0, 6, 4), (1, 2, 2, 4, 2), (2, 4, 3, 2, 1)] {
        for row in 0..rows {
            for col in 0..cols {
                tiles.push(pos(x0 + 2 * col, y0 + 2 * row, z));
            }
        }
    }
    layout("Pyramid", tiles)
}

/// A pyramid whose every layer covers the whole layer below: only its top is ever free alone,
/// so it can never be cleared two at a time.
pub fn closed_pyramid() -> Layout {
    let mut tiles = Vec::new();
    for (z, side) in [(0, 4), (1, 3), (2, 2), (3, 1)] {
        for row in 0..side {
            for col in 0..side {
                tiles.push(pos(z + 2 * col, z + 2 * row, z));
            }
        }
    }
    layout("Closed pyramid", tiles)
}

/// `height` tiles stacked on one spot.
pub fn stack(height: i32) -> Layout {
    layout(
        &format!("Stack of {height}"),
        (0..height).map(|z| pos(0, 0, z)).collect(),
    )
}

/// One row of `len` tiles.
pub fn row(len: i32) -> Layout {
    layout(
        &format!("Row of {len}"),
        (0..len).map(|x| pos(2 * x, 0, 0)).collect(),
    )
}

/// A row of four with a tile on each of the two middle ones, and two loose tiles beside it:
/// clearable, but only in a few orders.
pub fn bridge() -> Layout {
    let mut tiles: Vec<TilePos> = (0..4).map(|x| pos(2 * x, 0, 0)).collect();
    tiles.push(pos(2, 0, 1));
    tiles.push(pos(4, 0, 1));
    tiles.push(pos(12, 0, 0));
    tiles.push(pos(12, 4, 0));
    layout("Bridge", tiles)
}

/// The small layouts every test sweeps (all clearable in some order).
pub fn small_layouts() -> Vec<Layout> {
    vec![pyramid(), row(6), bridge(), stack_pair()]
}

/// Two stacks of two side by side (four tiles).
pub fn stack_pair() -> Layout {
    layout(
        "Two stacks",
        vec![pos(0, 0, 0), pos(0, 0, 1), pos(2, 0, 0), pos(2, 0, 1)],
    )
}

/// Whether tile `i` is free, written straight from DESIGN.md's wording and independent of the
/// engine's precomputed relations: on the board, nothing one layer up overlapping it, and its
/// left or right side open.
pub fn free_by_definition(tiles: &[TilePos], present: &[bool], i: usize) -> bool {
    if !present[i] {
        return false;
    }
    let t = tiles[i];
    let others = || {
        (0..tiles.len())
            .filter(move |&j| j != i && present[j])
            .map(|j| tiles[j])
    };
    let covered =
        others().any(|o| o.z == t.z + 1 && (o.x - t.x).abs() < 2 && (o.y - t.y).abs() < 2);
    let side = |dx: i32| others().any(|o| o.z == t.z && o.x - t.x == dx && (o.y - t.y).abs() < 2);
    !covered && (!side(-2) || !side(2))
}

/// Replays `pairs` from a full board under [`free_by_definition`] and face matching; returns
/// a description of the first illegal step, or `None` if the board ends empty.
pub fn replay_problem(
    tiles: &[TilePos],
    faces: &[parlour_rules::engine::tile::Face],
    start_present: &[bool],
    pairs: &[(usize, usize)],
) -> Option<String> {
    let mut present = start_present.to_vec();
    for (step, &(a, b)) in pairs.iter().enumerate() {
        if a == b || a >= tiles.len() || b >= tiles.len() {
            return Some(format!("step {step}: bad pair {a},{b}"));
        }
        if !free_by_definition(tiles, &present, a) || !free_by_definition(tiles, &present, b) {
            return Some(format!("step {step}: {a} or {b} not free"));
        }
        if !faces[a].matches(faces[b]) {
            return Some(format!("step {step}: {} and {} differ", faces[a], faces[b]));
        }
        present[a] = false;
        present[b] = false;
    }
    present
        .iter()
        .any(|p| *p)
        .then(|| "tiles left at the end".to_owned())
}
