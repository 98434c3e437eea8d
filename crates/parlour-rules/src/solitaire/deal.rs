//! Deals that can always be cleared, and a shuffle that stays clearable.
//!
//! A deal is built in two steps. First a geometric clearing order is found: a sequence of pairs
//! of tiles that are free together once the earlier pairs are gone, whatever the faces. Then
//! shuffled pairs of matching faces are laid on those pairs. Replaying the order removes
//! matching free pairs only, so every deal comes with its own solution. The order search
//! backtracks (remembering dead ends), so it finds an order for any layout that has one.

use std::collections::HashSet;

use rand::Rng;
use rand::seq::SliceRandom;

use super::geometry::Geometry;
use super::layout::{Layout, TilePos};
use super::rules::{Move, SolitaireState};
use crate::engine::deal::{DealRng, rng_for};
use crate::engine::tile::Face;

/// How many positions the clearing-order search may visit before giving up. Real layouts need a
/// few hundred; only layouts with no order at all come near this.
const SEARCH_LIMIT: u64 = 2_000_000;

/// Why no clearable deal could be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// The layout has no tiles.
    #[error("the layout has no tiles")]
    Empty,
    /// Tiles are removed two at a time, so the count must be even.
    #[error("the layout has {0} tiles; tiles go in pairs, so it needs an even number")]
    OddTileCount(usize),
    /// Every order ends with tiles of which never two are free at once.
    #[error(
        "this layout can never be cleared: however the tiles are removed, some are left of which \
         never two are free at the same time, for example {}",
        list_positions(.stuck)
    )]
    NoClearingOrder {
        /// The tiles left at the best dead end found.
        stuck: Vec<TilePos>,
    },
    /// The search gave up before finding an order (only seen on layouts without one).
    #[error(
        "no way to clear this layout was found; it probably cannot be cleared (for example \
         {} end up stacked with nothing beside them)",
        list_positions(.stuck)
    )]
    SearchLimit {
        /// The tiles left at the best dead end found.
        stuck: Vec<TilePos>,
    },
    /// A group of matching faces has an odd number of tiles left, so one can never be paired.
    #[error("a tile is left without any matching partner on the board")]
    UnpairedFace,
}

fn list_positions(tiles: &[TilePos]) -> String {
    let shown: Vec<String> = tiles
        .iter()
        .take(6)
        .map(|p| format!("the tile at {},{} layer {}", p.x, p.y, p.z))
        .collect();
    let more = tiles.len().saturating_sub(shown.len());
    if more > 0 {
        format!("{} and {more} more", shown.join(", "))
    } else {
        shown.join(", ")
    }
}

/// A dealt board and a way to clear it.
#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    /// The board as dealt.
    pub state: SolitaireState,
    /// Pairs of tile indices in a removal order that clears the board.
    pub solution: Vec<(usize, usize)>,
}

/// The RNG stream of a layout's deals.
fn deal_rng(layout_name: &str, deal_no: u64) -> DealRng {
    rng_for(&format!("solitaire/{layout_name}"), deal_no)
}

/// Deals deal `deal_no` of `layout`: always clearable, and the same for the same number.
pub fn deal(layout: &Layout, deal_no: u64) -> Result<Deal, DealError> {
    let n = check_count(layout.tiles.len())?;
    let geometry = std::sync::Arc::new(Geometry::new(layout.clone()));
    let mut rng = deal_rng(&layout.name, deal_no);
    let order = clearing_order(&geometry, &vec![false; n], &mut rng)?;
    let face_pairs = face_pairs(n, &mut rng);
    let Some(&(filler, _)) = face_pairs.first() else {
        return Err(DealError::Empty);
    };
    let mut faces = vec![filler; n];
    for (&(a, b), &(fa, fb)) in order.iter().zip(&face_pairs) {
        faces[a] = fa;
        faces[b] = fb;
    }
    Ok(Deal {
        state: SolitaireState::from_geometry(geometry, faces, deal_no),
        solution: order,
    })
}

/// A board with plainly random faces (not necessarily clearable), for testing solvers.
pub fn random_deal(layout: &Layout, deal_no: u64) -> Result<SolitaireState, DealError> {
    let n = check_count(layout.tiles.len())?;
    let mut rng = rng_for(&format!("solitaire-random/{}", layout.name), deal_no);
    let mut faces: Vec<Face> = face_pairs(n, &mut rng)
        .into_iter()
        .flat_map(|(a, b)| [a, b])
        .collect();
    faces.shuffle(&mut rng);
    Ok(SolitaireState::new(layout.clone(), faces, deal_no))
}

fn check_count(n: usize) -> Result<usize, DealError> {
    if n == 0 {
        Err(DealError::Empty)
    } else if n % 2 == 1 {
        Err(DealError::OddTileCount(n))
    } else {
        Ok(n)
    }
}

/// The 36 matching groups of a full set, each as its four faces: the 34 standard faces four
/// times each, the four flowers and the four seasons.
fn full_groups() -> Vec<[Face; 4]> {
    let mut groups: Vec<[Face; 4]> = Face::all()
        .take(Face::STANDARD)
        .map(|f| [f, f, f, f])
        .collect();
    let bonus: Vec<Face> = Face::all().skip(Face::STANDARD).collect();
    for chunk in bonus.chunks_exact(4) {
        groups.push([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    groups
}

/// `n / 2` pairs of matching faces in random order, made of complete matching groups: whole
/// sets of 144 first, then randomly chosen groups of four, then (if `n` is not a multiple of
/// four) one pair of a standard face.
fn face_pairs(n: usize, rng: &mut DealRng) -> Vec<(Face, Face)> {
    let full = full_groups();
    let mut groups: Vec<[Face; 4]> = Vec::new();
    for _ in 0..n / (4 * full.len()) {
        groups.extend(full.iter().copied());
    }
    let mut rest = full.clone();
    rest.shuffle(rng);
    let extra = (n % (4 * full.len())) / 4;
    groups.extend(rest.iter().take(extra).copied());
    let mut pairs: Vec<(Face, Face)> = Vec::new();
    for mut group in groups {
        group.shuffle(rng);
        pairs.push((group[0], group[1]));
        pairs.push((group[2], group[3]));
    }
    if n % 4 == 2 {
        // Prefer a standard face not used yet, so the odd pair does not make a group of six.
        let pick = rest
            .iter()
            .skip(extra)
            .find(|g| g[0] == g[1])
            .or_else(|| rest.iter().find(|g| g[0] == g[1]));
        if let Some(group) = pick {
            pairs.push((group[0], group[1]));
        }
    }
    pairs.shuffle(rng);
    pairs
}

/// Re-deals the faces of the tiles still on the board into an arrangement that can be cleared.
/// The result is a [`Move::Shuffle`] to push through the history, and a way to clear the new
/// arrangement. The same position and shuffle count always give the same shuffle.
pub fn shuffle(state: &SolitaireState) -> Result<(Move, Vec<(usize, usize)>), DealError> {
    let name = &state.layout().name;
    let mut rng = rng_for(
        &format!("solitaire/{name}/shuffle/{}", state.shuffles()),
        state.deal_no(),
    );
    let order = clearing_order(state.geometry(), state.removed(), &mut rng)?;
    // Pair up the remaining faces within each matching group.
    let mut by_group: Vec<Vec<Face>> = vec![Vec::new(); 64];
    for (i, face) in state.faces().iter().enumerate() {
        if state.is_present(i) {
            let g = usize::from(face.solitaire_group());
            if let Some(list) = by_group.get_mut(g) {
                list.push(*face);
            }
        }
    }
    let mut pairs: Vec<(Face, Face)> = Vec::new();
    for mut list in by_group {
        if list.len() % 2 == 1 {
            return Err(DealError::UnpairedFace);
        }
        list.shuffle(&mut rng);
        pairs.extend(list.chunks_exact(2).map(|c| (c[0], c[1])));
    }
    pairs.shuffle(&mut rng);
    let mut faces = state.faces().to_vec();
    for (&(a, b), &(fa, fb)) in order.iter().zip(&pairs) {
        faces[a] = fa;
        faces[b] = fb;
    }
    Ok((Move::Shuffle { faces }, order))
}

/// Finds pairs of tiles, in removal order, that are free together when the earlier pairs are
/// gone and that clear every tile not marked in `removed`.
pub fn clearing_order(
    geometry: &Geometry,
    removed: &[bool],
    rng: &mut DealRng,
) -> Result<Vec<(usize, usize)>, DealError> {
    let n = geometry.len();
    let mut search = OrderSearch {
        geometry,
        removed: (0..n)
            .map(|i| removed.get(i).copied().unwrap_or(false))
            .collect(),
        failed: HashSet::new(),
        path: Vec::new(),
        nodes: 0,
        best_dead_end: None,
    };
    let left = search.removed.iter().filter(|g| !**g).count();
    if left % 2 == 1 {
        return Err(DealError::OddTileCount(left));
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

/// Backtracking search for a geometric clearing order.
struct OrderSearch<'a> {
    geometry: &'a Geometry,
    removed: Vec<bool>,
    failed: HashSet<Vec<bool>>,
    path: Vec<(usize, usize)>,
    nodes: u64,
    best_dead_end: Option<Vec<TilePos>>,
}

impl OrderSearch<'_> {
    /// `Some(true)`: cleared; `Some(false)`: no order exists; `None`: gave up.
    fn run(&mut self, rng: &mut DealRng) -> Option<bool> {
        let free: Vec<usize> = (0..self.removed.len())
            .filter(|&i| !self.removed[i] && self.geometry.is_free(i, &self.removed))
            .collect();
        let left = self.removed.iter().filter(|g| !**g).count();
        if left == 0 {
            return Some(true);
        }
        if self.failed.contains(&self.removed) {
            return Some(false);
        }
        self.nodes += 1;
        if self.nodes > SEARCH_LIMIT {
            return None;
        }
        if free.len() < 2 || self.hopelessly_stacked(left) {
            self.note_dead_end(left);
            self.failed.insert(self.removed.clone());
            return Some(false);
        }
        for (a, b) in self.ordered_pairs(&free, rng) {
            self.removed[a] = true;
            self.removed[b] = true;
            self.path.push((a, b));
            let found = self.run(rng);
            if found != Some(false) {
                return found;
            }
            self.path.pop();
            self.removed[a] = false;
            self.removed[b] = false;
        }
        self.failed.insert(self.removed.clone());
        Some(false)
    }

    /// Every pair of free tiles, in random order, but with tiles on tall stacks first: a stack
    /// left to the end can only be cleared two at a time if something else is free beside it.
    fn ordered_pairs(&self, free: &[usize], rng: &mut DealRng) -> Vec<(usize, usize)> {
        let mut keyed: Vec<(u32, usize)> = free
            .iter()
            .map(|&i| {
                let height = self.geometry.position(i).map_or(0, |p| p.z.max(0) as u32);
                (rng.random_range(0..4) + 3 * height, i)
            })
            .collect();
        keyed.sort_by(|x, y| y.cmp(x));
        let tiles: Vec<usize> = keyed.into_iter().map(|(_, i)| i).collect();
        let mut pairs = Vec::new();
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

    /// Whether the remaining tiles hold a stacked chain longer than half of them: each pair can
    /// take at most one tile of a chain, so such a position can never be cleared.
    fn hopelessly_stacked(&self, left: usize) -> bool {
        let longest = (0..self.removed.len())
            .filter(|&i| !self.removed[i])
            .map(|i| self.chain_under(i))
            .max()
            .unwrap_or(0);
        2 * longest > left
    }

    /// The longest chain of remaining tiles starting at `i` and going down.
    fn chain_under(&self, i: usize) -> usize {
        let below = self
            .geometry
            .below(i)
            .iter()
            .filter(|&&j| !self.removed[j])
            .map(|&j| self.chain_under(j))
            .max()
            .unwrap_or(0);
        1 + below
    }

    fn note_dead_end(&mut self, left: usize) {
        let better = self.best_dead_end.as_ref().is_none_or(|b| left < b.len());
        if better {
            let tiles = (0..self.removed.len())
                .filter(|&i| !self.removed[i])
                .filter_map(|i| self.geometry.position(i))
                .collect();
            self.best_dead_end = Some(tiles);
        }
    }
}
