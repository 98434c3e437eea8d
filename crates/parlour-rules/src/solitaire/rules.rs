//! The state of a Mahjong solitaire game and the moves that change it.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::geometry::Geometry;
use super::layout::{Layout, TilePos};
use crate::engine::history::Rules;
use crate::engine::tile::Face;

/// One player action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Removes two free matching tiles (indices into the layout's tiles).
    RemovePair(usize, usize),
    /// Gives the tiles still on the board new faces: `faces` lists a face for every tile of the
    /// layout; removed tiles keep theirs, and the remaining faces are only rearranged. Built by
    /// [`super::deal::shuffle`], which makes sure the new arrangement can be cleared.
    Shuffle {
        /// The new face of every tile, in layout order.
        faces: Vec<Face>,
    },
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The index names no tile of the layout.
    #[error("there is no tile number {0} on this layout")]
    NoSuchTile(usize),
    /// The tile has been removed already.
    #[error("the tile at {x},{y} layer {z} has already been removed", x = .0.x, y = .0.y, z = .0.z)]
    AlreadyRemoved(TilePos),
    /// Both halves of the pair are the same tile.
    #[error("pick two different tiles")]
    SameTile,
    /// A tile of the pair is covered or hemmed in on both sides.
    #[error(
        "the tile at {x},{y} layer {z} is not free: something lies on it or both its sides are blocked",
        x = .0.x, y = .0.y, z = .0.z
    )]
    NotFree(TilePos),
    /// The two faces do not match.
    #[error("{0} and {1} do not match")]
    NoMatch(Face, Face),
    /// A shuffle gave the wrong number of faces.
    #[error("a shuffle must give {expected} faces, not {got}")]
    ShuffleLength {
        /// Tiles on the layout.
        expected: usize,
        /// Faces given.
        got: usize,
    },
    /// A shuffle changed a removed tile or brought in faces that were not on the board.
    #[error("a shuffle may only rearrange the faces of the tiles still on the board")]
    ShuffleChangesFaces,
}

/// A game in progress: the layout, each tile's face, and which tiles are gone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "StateRecord", into = "StateRecord")]
pub struct SolitaireState {
    geometry: Arc<Geometry>,
    deal_no: u64,
    faces: Vec<Face>,
    removed: Vec<bool>,
    shuffles: u32,
}

/// The saved form of [`SolitaireState`] (the blocking relations are recomputed on load).
#[derive(Clone, Debug, Serialize, Deserialize)]
struct StateRecord {
    version: u32,
    layout: Layout,
    deal_no: u64,
    faces: Vec<Face>,
    removed: Vec<bool>,
    shuffles: u32,
}

impl TryFrom<StateRecord> for SolitaireState {
    type Error = String;

    /// A saved board is checked as strictly as a layout file: within the limits, one face and
    /// one removed flag per tile. The blocking relations are only computed after that.
    fn try_from(record: StateRecord) -> Result<Self, String> {
        super::limits::check_layout(&record.layout).map_err(|e| e.to_string())?;
        let n = record.layout.tiles.len();
        if record.faces.len() != n || record.removed.len() != n {
            return Err(format!(
                "the board has {n} tiles but {} faces and {} removed flags",
                record.faces.len(),
                record.removed.len()
            ));
        }
        let mut state = Self::from_geometry(
            Arc::new(Geometry::new(record.layout)),
            record.faces,
            record.deal_no,
        );
        state.removed = record.removed;
        state.shuffles = record.shuffles;
        Ok(state)
    }
}

impl From<SolitaireState> for StateRecord {
    fn from(state: SolitaireState) -> Self {
        Self {
            version: 1,
            layout: state.geometry.layout().clone(),
            deal_no: state.deal_no,
            faces: state.faces,
            removed: state.removed,
            shuffles: state.shuffles,
        }
    }
}

impl SolitaireState {
    /// A fresh board: `faces[i]` is the face of the layout's tile `i`. If fewer faces than tiles
    /// are given, the extra tiles count as removed (this never happens with dealt boards).
    pub fn new(layout: Layout, faces: Vec<Face>, deal_no: u64) -> Self {
        Self::from_geometry(Arc::new(Geometry::new(layout)), faces, deal_no)
    }

    /// Like [`SolitaireState::new`], sharing blocking relations already computed.
    pub fn from_geometry(geometry: Arc<Geometry>, mut faces: Vec<Face>, deal_no: u64) -> Self {
        let n = geometry.len();
        let given = faces.len().min(n);
        faces.truncate(n);
        let filler = Face::from_index(0).map_or_else(Vec::new, |f| vec![f; n - given]);
        faces.extend(filler);
        let mut removed = vec![false; n];
        for slot in removed.iter_mut().skip(given) {
            *slot = true;
        }
        Self {
            geometry,
            deal_no,
            faces,
            removed,
            shuffles: 0,
        }
    }

    /// The layout being played.
    pub fn layout(&self) -> &Layout {
        self.geometry.layout()
    }

    /// The precomputed blocking relations of the layout.
    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geometry
    }

    /// The deal number this game was dealt from.
    pub fn deal_no(&self) -> u64 {
        self.deal_no
    }

    /// How many shuffles have been applied (the UI marks the game assisted).
    pub fn shuffles(&self) -> u32 {
        self.shuffles
    }

    /// The face of every tile, in layout order (removed tiles keep their last face).
    pub fn faces(&self) -> &[Face] {
        &self.faces
    }

    /// Which tiles are gone, in layout order.
    pub fn removed(&self) -> &[bool] {
        &self.removed
    }

    /// How many tiles the layout has in all.
    pub fn tile_count(&self) -> usize {
        self.faces.len()
    }

    /// Whether tile `i` is still on the board.
    pub fn is_present(&self, i: usize) -> bool {
        self.removed.get(i).is_some_and(|gone| !gone)
    }

    /// Whether tile `i` is on the board and free to be taken.
    pub fn is_free(&self, i: usize) -> bool {
        self.is_present(i) && self.geometry.is_free(i, &self.removed)
    }

    /// The tiles on the board that are free now, in layout order.
    pub fn free_tiles(&self) -> Vec<usize> {
        (0..self.tile_count())
            .filter(|&i| self.is_free(i))
            .collect()
    }

    /// How many tiles are still on the board.
    pub fn tiles_left(&self) -> usize {
        self.removed.iter().filter(|gone| !**gone).count()
    }

    /// Every pair of free matching tiles, `(i, j)` with `i < j`.
    pub fn available_pairs(&self) -> Vec<(usize, usize)> {
        let free = self.free_tiles();
        let mut pairs = Vec::new();
        for (k, &i) in free.iter().enumerate() {
            for &j in &free[k + 1..] {
                if self.faces[i].matches(self.faces[j]) {
                    pairs.push((i, j));
                }
            }
        }
        pairs
    }

    /// How many matching pairs could be removed now (the status bar's "moves available").
    pub fn pairs_available(&self) -> usize {
        self.available_pairs().len()
    }

    /// Whether the board is empty.
    pub fn is_won(&self) -> bool {
        self.tiles_left() == 0
    }

    /// Whether tiles remain but no pair can be removed (shuffle or undo may still help).
    pub fn is_lost(&self) -> bool {
        !self.is_won() && self.available_pairs().is_empty()
    }

    /// Checks that `mv` is legal without performing it.
    pub fn check(&self, mv: &Move) -> Result<(), MoveError> {
        match mv {
            Move::RemovePair(i, j) => self.check_pair(*i, *j),
            Move::Shuffle { faces } => self.check_shuffle(faces),
        }
    }

    fn check_pair(&self, i: usize, j: usize) -> Result<(), MoveError> {
        if i == j {
            return Err(MoveError::SameTile);
        }
        for k in [i, j] {
            let Some(pos) = self.geometry.position(k) else {
                return Err(MoveError::NoSuchTile(k));
            };
            if !self.is_present(k) {
                return Err(MoveError::AlreadyRemoved(pos));
            }
            if !self.is_free(k) {
                return Err(MoveError::NotFree(pos));
            }
        }
        let (a, b) = (self.faces[i], self.faces[j]);
        if !a.matches(b) {
            return Err(MoveError::NoMatch(a, b));
        }
        Ok(())
    }

    fn check_shuffle(&self, faces: &[Face]) -> Result<(), MoveError> {
        if faces.len() != self.faces.len() {
            return Err(MoveError::ShuffleLength {
                expected: self.faces.len(),
                got: faces.len(),
            });
        }
        let mut before: Vec<Face> = Vec::new();
        let mut after: Vec<Face> = Vec::new();
        for ((old, new), gone) in self.faces.iter().zip(faces).zip(&self.removed) {
            if *gone {
                if old != new {
                    return Err(MoveError::ShuffleChangesFaces);
                }
            } else {
                before.push(*old);
                after.push(*new);
            }
        }
        before.sort();
        after.sort();
        if before != after {
            return Err(MoveError::ShuffleChangesFaces);
        }
        Ok(())
    }
}

impl Rules for SolitaireState {
    type Move = Move;
    type Error = MoveError;

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        self.check(mv)?;
        match mv {
            Move::RemovePair(i, j) => {
                self.removed[*i] = true;
                self.removed[*j] = true;
            }
            Move::Shuffle { faces } => {
                self.faces.clone_from(faces);
                self.shuffles += 1;
            }
        }
        Ok(())
    }
}
