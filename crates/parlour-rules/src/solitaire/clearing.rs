//! The geometric clearing order under every deal: pairs of tiles that are free together once
//! the earlier pairs are gone, whatever the faces.
//!
//! The search backtracks, remembering dead ends, so it finds an order for any layout that has
//! one. Its cost is linear in the layout per step: the free tiles and the tallest stack are kept
//! up to date as pairs come and go (only a removed tile's neighbours can change), dead ends are
//! remembered by a 128-bit hash of the position, and the search keeps an explicit stack whose
//! frames hold the random state they drew their pairs from rather than the pairs themselves.
//! Every random draw is the same as in a plain recursive search over the same lists, so deal
//! numbers keep their deals (`tests/rules/deal_snapshots.rs` pins them).

use std::collections::{BTreeSet, HashSet};

use rand::Rng;
use rand::seq::SliceRandom;

use super::deal::DealError;
use super::geometry::Geometry;
use super::layout::TilePos;
use crate::engine::deal::DealRng;

/// How many positions the clearing-order search may visit before giving up. Real layouts need a
/// few hundred; only layouts with no order at all come near this.
const SEARCH_LIMIT: u64 = 2_000_000;

/// Finds pairs of tiles, in removal order, that are free together when the earlier pairs are
/// gone and that clear every tile not marked in `removed`.
pub fn clearing_order(
    geometry: &Geometry,
    removed: &[bool],
    rng: &mut DealRng,
) -> Result<Vec<(usize, usize)>, DealError> {
    let mut search = OrderSearch::new(geometry, removed);
    if search.left % 2 == 1 {
        return Err(DealError::OddTileCount(search.left));
    }
    match search.run(rng) {
        Some(true) => Ok(search.path),
        found => {
            let stuck = search.best_dead_end.unwrap_or_default();
            if found.is_none() {
                Err(DealError::SearchLimit { stuck })
            } else {
                Err(DealError::NoClearingOrder { stuck })
            }
        }
    }
}

/// What a position asks of the search.
enum Visit {
    /// Cleared (`Some(true)`), a dead end (`Some(false)`) or the limit reached (`None`).
    Done(Option<bool>),
    /// Try these pairs, in order.
    Expand(Frame),
}

/// A position being expanded: the random state its pairs were drawn from (so they can be drawn
/// again after a child fails, instead of being kept for every level) and the next pair to try.
struct Frame {
    drawn_from: DealRng,
    pairs: Option<Vec<(u32, u32)>>,
    next: usize,
    /// The pair tried last, to put back when its child fails.
    tried: Option<(usize, usize)>,
}

/// Backtracking search for a geometric clearing order.
struct OrderSearch<'a> {
    geometry: &'a Geometry,
    removed: Vec<bool>,
    /// Tiles on the board that are free now, in index order.
    free: BTreeSet<usize>,
    /// Tiles left on the board.
    left: usize,
    /// Each tile's stack height through tiles on the board (constant while the search runs:
    /// it only removes free tiles, which lie under nothing).
    chain: Vec<u32>,
    /// How many tiles on the board have each stack height.
    chains: Vec<usize>,
    /// A 128-bit hash of `removed`.
    hash: u128,
    failed: HashSet<u128>,
    path: Vec<(usize, usize)>,
    nodes: u64,
    best_dead_end: Option<Vec<TilePos>>,
}

impl<'a> OrderSearch<'a> {
    fn new(geometry: &'a Geometry, removed: &[bool]) -> Self {
        let n = geometry.len();
        let removed: Vec<bool> = (0..n)
            .map(|i| removed.get(i).copied().unwrap_or(false))
            .collect();
        let chain = chain_heights(geometry, &removed);
        let mut chains = vec![0; chain.iter().max().map_or(1, |&h| h as usize + 1)];
        let mut hash = 0;
        for i in 0..n {
            if removed[i] {
                hash ^= tile_key(i);
            } else {
                chains[chain[i] as usize] += 1;
            }
        }
        let free = (0..n)
            .filter(|&i| !removed[i] && geometry.is_free(i, &removed))
            .collect();
        let left = removed.iter().filter(|g| !**g).count();
        Self {
            geometry,
            removed,
            free,
            left,
            chain,
            chains,
            hash,
            failed: HashSet::new(),
            path: Vec::new(),
            nodes: 0,
            best_dead_end: None,
        }
    }

    /// `Some(true)`: cleared; `Some(false)`: no order exists; `None`: gave up.
    fn run(&mut self, rng: &mut DealRng) -> Option<bool> {
        let mut stack = match self.visit(rng) {
            Visit::Done(found) => return found,
            Visit::Expand(frame) => vec![frame],
        };
        while let Some(frame) = stack.last_mut() {
            if let Some((a, b)) = frame.tried.take() {
                self.put_back(a, b);
            }
            let pairs = match frame.pairs.take() {
                Some(pairs) => pairs,
                // Drawn again from the same random state: the same list as the first time.
                None => ordered_pairs(
                    self.geometry,
                    &self.free_list(),
                    &mut frame.drawn_from.clone(),
                ),
            };
            let Some(&(a, b)) = pairs.get(frame.next) else {
                self.failed.insert(self.hash);
                stack.pop();
                continue;
            };
            frame.next += 1;
            let (a, b) = (a as usize, b as usize);
            frame.tried = Some((a, b));
            // The list is dropped while the child is searched: memory stays linear in depth.
            drop(pairs);
            self.take(a, b);
            match self.visit(rng) {
                Visit::Done(Some(false)) => {}
                Visit::Done(found) => return found,
                Visit::Expand(child) => stack.push(child),
            }
        }
        Some(false)
    }

    /// The checks a recursive search makes on entering a position, in the same order, and the
    /// pairs to try when it goes on.
    fn visit(&mut self, rng: &mut DealRng) -> Visit {
        if self.left == 0 {
            return Visit::Done(Some(true));
        }
        if self.failed.contains(&self.hash) {
            return Visit::Done(Some(false));
        }
        self.nodes += 1;
        if self.nodes > SEARCH_LIMIT {
            return Visit::Done(None);
        }
        if self.free.len() < 2 || self.hopelessly_stacked() {
            self.note_dead_end();
            self.failed.insert(self.hash);
            return Visit::Done(Some(false));
        }
        let drawn_from = rng.clone();
        let pairs = ordered_pairs(self.geometry, &self.free_list(), rng);
        Visit::Expand(Frame {
            drawn_from,
            pairs: Some(pairs),
            next: 0,
            tried: None,
        })
    }

    fn free_list(&self) -> Vec<usize> {
        self.free.iter().copied().collect()
    }

    fn take(&mut self, a: usize, b: usize) {
        self.path.push((a, b));
        self.toggle(a, true);
        self.toggle(b, true);
        self.refresh_around(a, b);
    }

    fn put_back(&mut self, a: usize, b: usize) {
        self.path.pop();
        self.toggle(a, false);
        self.toggle(b, false);
        self.refresh_around(a, b);
    }

    fn toggle(&mut self, i: usize, gone: bool) {
        self.removed[i] = gone;
        self.hash ^= tile_key(i);
        let height = self.chain[i] as usize;
        if gone {
            self.left -= 1;
            self.chains[height] -= 1;
        } else {
            self.left += 1;
            self.chains[height] += 1;
        }
    }

    /// Only `a`, `b` and the tiles they block can change freedom when they come or go.
    fn refresh_around(&mut self, a: usize, b: usize) {
        let geometry = self.geometry;
        let touched = [a, b]
            .into_iter()
            .chain(geometry.dependents(a).iter().copied())
            .chain(geometry.dependents(b).iter().copied());
        for t in touched {
            if !self.removed[t] && geometry.is_free(t, &self.removed) {
                self.free.insert(t);
            } else {
                self.free.remove(&t);
            }
        }
    }

    /// Whether the remaining tiles hold a stacked chain longer than half of them: each pair can
    /// take at most one tile of a chain, so such a position can never be cleared.
    fn hopelessly_stacked(&self) -> bool {
        let longest = self
            .chains
            .iter()
            .rposition(|&count| count > 0)
            .unwrap_or(0);
        2 * longest > self.left
    }

    fn note_dead_end(&mut self) {
        let better = self
            .best_dead_end
            .as_ref()
            .is_none_or(|b| self.left < b.len());
        if better {
            let tiles = (0..self.removed.len())
                .filter(|&i| !self.removed[i])
                .filter_map(|i| self.geometry.position(i))
                .collect();
            self.best_dead_end = Some(tiles);
        }
    }
}

/// Every pair of free tiles, in random order, but with tiles on tall stacks first: a stack
/// left to the end can only be cleared two at a time if something else is free beside it.
fn ordered_pairs(geometry: &Geometry, free: &[usize], rng: &mut DealRng) -> Vec<(u32, u32)> {
    let mut keyed: Vec<(u32, usize)> = free
        .iter()
        .map(|&i| {
            let height = geometry.position(i).map_or(0, |p| p.z.max(0) as u32);
            (rng.random_range(0..4) + 3 * height, i)
        })
        .collect();
    keyed.sort_by(|x, y| y.cmp(x));
    let tiles: Vec<u32> = keyed.into_iter().map(|(_, i)| i as u32).collect();
    let mut pairs = Vec::with_capacity(tiles.len() * tiles.len().saturating_sub(1) / 2);
    for (k, &a) in tiles.iter().enumerate() {
        for &b in &tiles[k + 1..] {
            pairs.push((a, b));
        }
    }
    // Try the first few pairs in order of preference, the rest afterwards in random order.
    let head = pairs.len().min(4);
    pairs[head..].shuffle(rng);
    pairs
}

/// Each tile's longest chain of tiles on the board going down from it, itself included (0 for
/// tiles already gone), computed bottom-up once.
fn chain_heights(geometry: &Geometry, removed: &[bool]) -> Vec<u32> {
    let n = geometry.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| geometry.position(i).map_or(0, |p| p.z));
    let mut chain = vec![0u32; n];
    for i in order {
        if removed[i] {
            continue;
        }
        let below = geometry
            .below(i)
            .iter()
            .filter(|&&j| !removed[j])
            .map(|&j| chain[j])
            .max()
            .unwrap_or(0);
        chain[i] = 1 + below;
    }
    chain
}

/// A fixed 128-bit key per tile (two rounds of splitmix64), for hashing positions.
fn tile_key(i: usize) -> u128 {
    fn mix(mut z: u64) -> u64 {
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    let lo = mix(i as u64);
    let hi = mix(lo ^ 0xD1B5_4A32_D192_ED03);
    u128::from(hi) << 64 | u128::from(lo)
}
