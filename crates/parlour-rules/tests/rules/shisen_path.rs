//! The fast path finder against a brute-force search: Dijkstra over (cell, direction, turns) with
//! cost (length, turns), on many random boards.

// Helpers outside #[test] functions panic on purpose when a test's own setup is wrong.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use parlour_rules::shisen::path::{Cells, Path, find_path, is_connected};
use proptest::prelude::*;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A random board: `tiles[r][c]` is true where a tile stands (tile-area coordinates).
#[derive(Clone, Debug)]
struct Grid {
    tiles: Vec<Vec<bool>>,
}

impl Grid {
    fn rows(&self) -> usize {
        self.tiles.len()
    }
    fn cols(&self) -> usize {
        self.tiles[0].len()
    }
    /// Whether ringed cell (r, c) is on the board and empty (the ring is empty; beyond it: off).
    fn open(&self, r: i32, c: i32) -> bool {
        let (h, w) = (self.rows() as i32, self.cols() as i32);
        if r < 0 || c < 0 || r > h + 1 || c > w + 1 {
            return false;
        }
        if r == 0 || c == 0 || r == h + 1 || c == w + 1 {
            return true;
        }
        !self.tiles[(r - 1) as usize][(c - 1) as usize]
    }
}

impl Cells for Grid {
    fn rows(&self) -> usize {
        self.tiles.len()
    }
    fn cols(&self) -> usize {
        self.tiles[0].len()
    }
    fn is_empty_at(&self, row: usize, col: usize) -> bool {
        self.open(row as i32, col as i32)
    }
}

const DIRS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// The least (length, turns) of any line with at most two turns from `a` to `b` (ringed), by
/// Dijkstra over (cell, direction, turns so far).
fn brute_force(grid: &Grid, a: (i32, i32), b: (i32, i32)) -> Option<(u32, u32)> {
    let mut heap = BinaryHeap::new();
    let mut best: Option<(u32, u32)> = None;
    let mut settled = std::collections::HashSet::new();
    for d in 0..4 {
        heap.push(Reverse((0u32, 0u32, a.0, a.1, d)));
    }
    while let Some(Reverse((len, turns, r, c, d))) = heap.pop() {
        if !settled.insert((r, c, d, turns)) {
            continue;
        }
        for (nd, step) in DIRS.iter().enumerate() {
            if (nd + 2) % 4 == d {
                continue;
            }
            // Leaving the first tile in any direction is not a turn.
            let nt = turns + u32::from(len > 0 && nd != d);
            if nt > 2 {
                continue;
            }
            let (nr, nc) = (r + step.0, c + step.1);
            let cost = (len + 1, nt);
            if (nr, nc) == b {
                if best.is_none_or(|b| cost < b) {
                    best = Some(cost);
                }
            } else if grid.open(nr, nc) {
                heap.push(Reverse((len + 1, nt, nr, nc, nd)));
            }
        }
    }
    best
}

/// Checks a drawn path on its own terms: it starts and ends at the tiles, runs straight between
/// corners, turns at each corner, stays within the ring, and crosses only empty cells.
fn check_geometry(grid: &Grid, a: (i32, i32), b: (i32, i32), path: &Path) -> (u32, u32) {
    let pts: Vec<(i32, i32)> = path
        .points
        .iter()
        .map(|p| (i32::from(p.row) + 1, i32::from(p.col) + 1))
        .collect();
    assert!((2..=4).contains(&pts.len()), "{pts:?}");
    assert_eq!(pts[0], a);
    assert_eq!(*pts.last().unwrap(), b);
    let mut length = 0;
    let mut last_dir = None;
    for w in pts.windows(2) {
        let (dr, dc) = (w[1].0 - w[0].0, w[1].1 - w[0].1);
        assert!((dr == 0) != (dc == 0), "segment not straight: {pts:?}");
        let dir = (dr.signum(), dc.signum());
        assert_ne!(Some(dir), last_dir, "no bend at a corner: {pts:?}");
        last_dir = Some(dir);
        let steps = dr.abs() + dc.abs();
        for k in 1..=steps {
            let cell = (w[0].0 + dir.0 * k, w[0].1 + dir.1 * k);
            if cell != b {
                assert!(
                    grid.open(cell.0, cell.1),
                    "line crosses a tile at {cell:?}: {pts:?}"
                );
            }
        }
        length += steps as u32;
    }
    assert_eq!(length, path.length());
    (length, path.turns())
}

fn grid_and_pair() -> impl Strategy<Value = (Grid, (i32, i32), (i32, i32))> {
    (1usize..7, 1usize..8, 0.2f64..0.95).prop_flat_map(|(rows, cols, density)| {
        let cells = proptest::collection::vec(proptest::bool::weighted(density), rows * cols);
        (cells, 0..rows, 0..cols, 0..rows, 0..cols).prop_map(move |(cells, ra, ca, rb, cb)| {
            let mut tiles: Vec<Vec<bool>> = cells.chunks(cols).map(<[bool]>::to_vec).collect();
            tiles[ra][ca] = true;
            tiles[rb][cb] = true;
            (
                Grid { tiles },
                (ra as i32 + 1, ca as i32 + 1),
                (rb as i32 + 1, cb as i32 + 1),
            )
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn fast_path_matches_brute_force((grid, a, b) in grid_and_pair()) {
        prop_assume!(a != b);
        let ua = (a.0 as usize, a.1 as usize);
        let ub = (b.0 as usize, b.1 as usize);
        let expected = brute_force(&grid, a, b);
        let found = find_path(&grid, ua, ub);
        prop_assert_eq!(is_connected(&grid, ua, ub), expected.is_some());
        match (found, expected) {
            (None, None) => {}
            (Some(path), Some(best)) => {
                prop_assert_eq!(check_geometry(&grid, a, b, &path), best, "{:?}", path);
            }
            (found, expected) => prop_assert!(false, "fast {:?} brute {:?} on {:?}", found, expected, grid),
        }
    }
}

#[test]
fn dense_and_empty_extremes_agree() {
    // A full board joins only neighbours and tiles on the same edge; an empty one joins all.
    for fill in [true, false] {
        let grid = Grid {
            tiles: vec![vec![fill; 6]; 4],
        };
        for ra in 1..=4 {
            for ca in 1..=6 {
                for rb in 1..=4 {
                    for cb in 1..=6 {
                        if (ra, ca) == (rb, cb) {
                            continue;
                        }
                        let fast = find_path(
                            &grid,
                            (ra as usize, ca as usize),
                            (rb as usize, cb as usize),
                        );
                        let brute = brute_force(&grid, (ra, ca), (rb, cb));
                        assert_eq!(
                            fast.as_ref().map(|p| (p.length(), p.turns())),
                            brute,
                            "{ra},{ca} {rb},{cb}"
                        );
                    }
                }
            }
        }
    }
}
