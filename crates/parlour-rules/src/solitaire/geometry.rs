//! The blocking relations of a layout, computed once per layout so that the rules, the generator
//! and the solver never scan every tile to ask whether one is free.
//!
//! The free rule (DESIGN.md): a tile is free when no tile one layer up overlaps its footprint
//! (|dx| < 2 and |dy| < 2) and its left side or its right side is open (no tile on the same layer
//! at dx = -2, respectively dx = +2, with |dy| < 2).

use std::collections::HashMap;
use std::ops::Range;

use super::layout::{Layout, TilePos};

/// A layout's tiles and, for each tile, the tiles that can block it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    layout: Layout,
    /// `above[i]`: tiles one layer up that overlap tile `i`.
    above: Vec<Vec<usize>>,
    /// `left[i]`: tiles touching tile `i`'s left side on its layer.
    left: Vec<Vec<usize>>,
    /// `right[i]`: tiles touching tile `i`'s right side on its layer.
    right: Vec<Vec<usize>>,
    /// `below[i]`: tiles one layer down that tile `i` overlaps.
    below: Vec<Vec<usize>>,
    /// `dependents[i]`: every tile that has `i` in its `above`, `left` or `right` list (the tiles
    /// whose freedom can change when `i` is removed).
    dependents: Vec<Vec<usize>>,
    /// The tiles that lie, directly or through other tiles, beneath each tile (each of them can
    /// only become free after it is gone): tile `i`'s, sorted, are
    /// `under[under_start[i]..under_start[i + 1]]`. Sparse, so its size follows the tiles and
    /// their stacks, not the square of the tile count.
    under_start: Vec<u32>,
    under: Vec<u32>,
}

impl Geometry {
    /// Computes the blocking relations of `layout`.
    pub fn new(layout: Layout) -> Self {
        let tiles = &layout.tiles;
        let n = tiles.len();
        // Index tiles by (layer, row) so each tile looks only at its few possible neighbours.
        let mut by_row: HashMap<(i32, i32), Vec<usize>> = HashMap::new();
        for (i, p) in tiles.iter().enumerate() {
            by_row.entry((p.z, p.y)).or_default().push(i);
        }
        let near = |z: i32, y: i32| -> Vec<usize> {
            (y - 1..=y + 1)
                .filter_map(|row| by_row.get(&(z, row)))
                .flatten()
                .copied()
                .collect()
        };
        let mut above = vec![Vec::new(); n];
        let mut left = vec![Vec::new(); n];
        let mut right = vec![Vec::new(); n];
        for (i, p) in tiles.iter().enumerate() {
            for j in near(p.z + 1, p.y) {
                if (tiles[j].x - p.x).abs() < 2 {
                    above[i].push(j);
                }
            }
            for j in near(p.z, p.y) {
                match tiles[j].x - p.x {
                    -2 => left[i].push(j),
                    2 => right[i].push(j),
                    _ => {}
                }
            }
        }
        let mut dependents = vec![Vec::new(); n];
        for i in 0..n {
            for &j in above[i].iter().chain(&left[i]).chain(&right[i]) {
                if !dependents[j].contains(&i) {
                    dependents[j].push(i);
                }
            }
        }
        let mut below = vec![Vec::new(); n];
        for (j, ups) in above.iter().enumerate() {
            for &k in ups {
                below[k].push(j);
            }
        }
        let (under_start, under) = stacked_beneath(tiles, &below);
        Self {
            layout,
            above,
            left,
            right,
            below,
            dependents,
            under_start,
            under,
        }
    }

    /// The layout this geometry was computed from.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// How many tiles the layout has.
    pub fn len(&self) -> usize {
        self.layout.tiles.len()
    }

    /// Whether the layout has no tiles.
    pub fn is_empty(&self) -> bool {
        self.layout.tiles.is_empty()
    }

    /// Where tile `i` stands, if it exists.
    pub fn position(&self, i: usize) -> Option<TilePos> {
        self.layout.tiles.get(i).copied()
    }

    /// Tiles one layer up overlapping tile `i`.
    pub fn above(&self, i: usize) -> &[usize] {
        self.above.get(i).map_or(&[], Vec::as_slice)
    }

    /// Tiles touching tile `i`'s left side.
    pub fn left(&self, i: usize) -> &[usize] {
        self.left.get(i).map_or(&[], Vec::as_slice)
    }

    /// Tiles touching tile `i`'s right side.
    pub fn right(&self, i: usize) -> &[usize] {
        self.right.get(i).map_or(&[], Vec::as_slice)
    }

    /// Tiles one layer down that tile `i` overlaps.
    pub fn below(&self, i: usize) -> &[usize] {
        self.below.get(i).map_or(&[], Vec::as_slice)
    }

    /// Tiles whose freedom may change when tile `i` is removed.
    pub fn dependents(&self, i: usize) -> &[usize] {
        self.dependents.get(i).map_or(&[], Vec::as_slice)
    }

    /// The tiles beneath tile `i`, directly or not, sorted.
    fn beneath(&self, i: usize) -> &[u32] {
        let (Some(&start), Some(&end)) = (self.under_start.get(i), self.under_start.get(i + 1))
        else {
            return &[];
        };
        self.under.get(start as usize..end as usize).unwrap_or(&[])
    }

    /// Whether tile `j` lies (directly or through other tiles) beneath tile `i`.
    pub fn is_under(&self, j: usize, i: usize) -> bool {
        u32::try_from(j).is_ok_and(|j| self.beneath(i).binary_search(&j).is_ok())
    }

    /// How many tiles lie beneath tile `i`, directly or not.
    pub fn under_count(&self, i: usize) -> u32 {
        self.beneath(i).len() as u32
    }

    /// Whether tile `i` is free when the tiles marked in `removed` are gone. Tiles out of range
    /// count as absent.
    pub fn is_free(&self, i: usize, removed: &[bool]) -> bool {
        let gone = |j: &usize| removed.get(*j).copied().unwrap_or(true);
        self.above(i).iter().all(gone)
            && (self.left(i).iter().all(gone) || self.right(i).iter().all(gone))
    }
}

/// For each tile, the tiles beneath it directly or through others, as one sorted list per tile
/// in a flat vector with start offsets. Tiles are visited from the bottom layer up, so a tile's
/// list is built from the complete lists of the tiles directly beneath it.
fn stacked_beneath(tiles: &[TilePos], below: &[Vec<usize>]) -> (Vec<u32>, Vec<u32>) {
    let n = tiles.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| tiles[i].z);
    let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &i in &order {
        let mut set: Vec<u32> = Vec::new();
        for &j in &below[i] {
            set.push(j as u32);
            set.extend_from_slice(&lists[j]);
        }
        set.sort_unstable();
        set.dedup();
        lists[i] = set;
    }
    let mut start = Vec::with_capacity(n + 1);
    let mut flat = Vec::with_capacity(lists.iter().map(Vec::len).sum());
    for list in lists {
        start.push(flat.len() as u32);
        flat.extend(list);
    }
    start.push(flat.len() as u32);
    (start, flat)
}

/// Which count of a tile another tile holds up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The other tile lies on it.
    Above,
    /// The other tile touches its left side.
    LeftOf,
    /// The other tile touches its right side.
    RightOf,
}

/// The layout's blocking relation in the form the solver's hot loops want: for each tile, the
/// tiles whose counts it holds up and which count. Built once per solver and kept by its
/// dead-position check ([`super::deadlock::Deadlock`]), where the solver reads it too. One flat
/// list, for speed: tile `u`'s entries are `codes[start[u]..start[u + 1]]`, each as
/// `d << 2 | side` (`ABOVE`, `LEFT_OF` or `RIGHT_OF`).
#[derive(Clone, Debug, Default)]
pub struct Blocking {
    start: Vec<u32>,
    codes: Vec<u32>,
}

impl Blocking {
    /// The relation of `geometry`'s tiles.
    pub fn new(geometry: &Geometry) -> Self {
        let n = geometry.len();
        let mut start = Vec::with_capacity(n + 1);
        let mut codes = Vec::new();
        for u in 0..n {
            start.push(codes.len() as u32);
            let below = geometry.below(u).iter().map(|&d| (d as u32) << 2 | ABOVE);
            // `u` is the right neighbour of the tiles on its left, and the left neighbour of
            // those on its right.
            let lefts = geometry.left(u).iter().map(|&d| (d as u32) << 2 | RIGHT_OF);
            let rights = geometry.right(u).iter().map(|&d| (d as u32) << 2 | LEFT_OF);
            codes.extend(below.chain(lefts).chain(rights));
        }
        start.push(codes.len() as u32);
        Self { start, codes }
    }

    /// How many tiles the layout has.
    pub fn len(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// Whether the layout has no tiles.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entries of tile `u`, for [`Blocking::entry`].
    #[inline]
    pub fn entries(&self, u: usize) -> Range<usize> {
        self.start[u] as usize..self.start[u + 1] as usize
    }

    /// Entry `k`: a tile held up, and which of its counts.
    #[inline]
    pub fn entry(&self, k: usize) -> (usize, Side) {
        let code = self.codes[k];
        let side = match code & 3 {
            ABOVE => Side::Above,
            RIGHT_OF => Side::RightOf,
            _ => Side::LeftOf,
        };
        ((code >> 2) as usize, side)
    }
}

const ABOVE: u32 = 0;
const LEFT_OF: u32 = 1;
const RIGHT_OF: u32 = 2;
