//! The layout being edited and the edit commands, as a pure [`Rules`] engine: every edit goes
//! through the shared [`crate::engine::history::History`], so each one can be undone and redone.
//!
//! The grid uses KMahjongg's coordinates (DESIGN.md): `x`, `y` in half tiles, a tile covering
//! cells `x..=x+1`, `y..=y+1`, `z` the layer. A tile fits the grid when `0 <= x <= width - 2`,
//! `0 <= y <= height - 2` and `0 <= z < layers`. Commands never make two tiles of one layer
//! overlap; overlaps can only come in with an imported file, and the checks list them.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::engine::history::Rules;
use crate::solitaire::layout::{Layout, Size, TilePos};

/// The grid a new layout starts with: KMahjongg's classic 32x16 half tiles and 5 layers.
pub const DEFAULT_SIZE: Size = Size {
    width: 32,
    height: 16,
    layers: 5,
};

/// The largest grid the editor offers (width and height in half tiles, and layers): the
/// layout limits every file and save is held to ([`crate::solitaire::limits`]).
pub const MAX_SIZE: Size = Size {
    width: crate::solitaire::limits::MAX_WIDTH,
    height: crate::solitaire::limits::MAX_HEIGHT,
    layers: crate::solitaire::limits::MAX_LAYERS,
};

/// Which mirror copies a placement or erasure also makes, about the grid's centre lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mirror {
    /// Also act on the place mirrored left to right.
    pub left_right: bool,
    /// Also act on the place mirrored top to bottom.
    pub top_bottom: bool,
}

impl Mirror {
    /// No mirroring.
    pub const NONE: Mirror = Mirror {
        left_right: false,
        top_bottom: false,
    };
}

/// One edit. Applied through [`EditLayout::apply`], each either happens whole or is refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EditMove {
    /// Put a tile at `at`, and at its mirror places where they fit.
    Place {
        /// Where (the tile's top-left cell and layer).
        at: TilePos,
        /// Which mirror copies to add too.
        mirror: Mirror,
    },
    /// Take away the tile at `at`, and the tiles at its mirror places.
    Erase {
        /// The tile's place.
        at: TilePos,
        /// Which mirror copies to take away too.
        mirror: Mirror,
    },
    /// Take away these tiles (a selection).
    Remove {
        /// Their places.
        tiles: Vec<TilePos>,
    },
    /// Fill a rectangle of cells on one layer with as many tiles as fit, side by side from its
    /// top-left corner, skipping places already taken.
    Fill {
        /// The layer.
        z: i32,
        /// One corner cell (x, y).
        from: (i32, i32),
        /// The opposite corner cell (x, y), included.
        to: (i32, i32),
    },
    /// Move these tiles by `dx`, `dy` half tiles and `dz` layers (dragging a selection).
    MoveTiles {
        /// The tiles' places before the move.
        tiles: Vec<TilePos>,
        /// Columns to the right.
        dx: i32,
        /// Rows down.
        dy: i32,
        /// Layers up.
        dz: i32,
    },
    /// Move every tile by `dx`, `dy` half tiles.
    Shift {
        /// Columns to the right.
        dx: i32,
        /// Rows down.
        dy: i32,
    },
    /// Take away every tile of layer `z`.
    ClearLayer {
        /// The layer.
        z: i32,
    },
    /// Change the grid's size; refused while a tile would be left outside.
    Resize {
        /// The new size.
        size: Size,
    },
    /// Replace everything with another layout (starting from an existing one).
    Replace {
        /// The new layout being edited.
        layout: EditLayout,
    },
    /// Rename the layout.
    SetName {
        /// The new name.
        name: String,
    },
    /// Change the layout's author.
    SetAuthor {
        /// The new author.
        author: String,
    },
}

/// Why an edit was refused. The layout is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EditError {
    /// The place is outside the grid.
    #[error("{x},{y} on layer {z} is outside the {width}x{height} grid with {layers} layers")]
    Outside {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Layer.
        z: i32,
        /// Grid width.
        width: i32,
        /// Grid height.
        height: i32,
        /// Grid layers.
        layers: i32,
    },
    /// A tile would overlap another on its layer.
    #[error("a tile at {},{} on layer {} would overlap the tile at {},{}", at.x, at.y, at.z, other.x, other.y)]
    Overlap {
        /// The new place.
        at: TilePos,
        /// The tile in the way.
        other: TilePos,
    },
    /// There is no tile at the place.
    #[error("there is no tile at {},{} on layer {}", at.x, at.y, at.z)]
    NoTile {
        /// The place.
        at: TilePos,
    },
    /// The edit would change nothing.
    #[error("{0}")]
    Nothing(&'static str),
    /// The size is outside what the editor offers.
    #[error(
        "the grid can be 2 to {} half tiles wide, 2 to {} high and have 1 to {} layers",
        MAX_SIZE.width, MAX_SIZE.height, MAX_SIZE.layers
    )]
    BadSize,
    /// A layout too large or with places outside any grid the editor offers.
    #[error("the layout needs a {}x{}x{} grid, more than the editor's largest", .0.width, .0.height, .0.layers)]
    TooLarge(Size),
}

/// The layout being edited: name, author, the grid and the tile places (kept in reading order,
/// no place twice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditLayout {
    name: String,
    author: String,
    size: Size,
    tiles: Vec<TilePos>,
}

impl Default for EditLayout {
    fn default() -> Self {
        Self::empty(DEFAULT_SIZE)
    }
}

impl EditLayout {
    /// An unnamed layout with no tiles on a grid of `size`.
    pub fn empty(size: Size) -> Self {
        Self {
            name: String::from("Untitled"),
            author: String::new(),
            size,
            tiles: Vec::new(),
        }
    }

    /// Starts editing `layout`: moved into the grid if it has negative places, on the default
    /// grid or the smallest grid holding it, whichever is larger.
    pub fn from_layout(layout: &Layout) -> Result<Self, EditError> {
        let mut layout = layout.clone();
        layout.shift_into_grid();
        layout.normalise();
        let needed = layout.size();
        let size = Size {
            width: needed.width.max(DEFAULT_SIZE.width),
            height: needed.height.max(DEFAULT_SIZE.height),
            layers: needed.layers.max(DEFAULT_SIZE.layers),
        };
        if !fits_max(size) {
            return Err(EditError::TooLarge(needed));
        }
        Ok(Self {
            name: layout.name,
            author: layout.author,
            size,
            tiles: layout.tiles,
        })
    }

    /// The layout as the game and the files see it.
    pub fn to_layout(&self) -> Layout {
        Layout {
            name: self.name.clone(),
            author: self.author.clone(),
            tiles: self.tiles.clone(),
        }
    }

    /// The same layout under another name.
    pub fn renamed(mut self, name: &str) -> Self {
        name.clone_into(&mut self.name);
        self
    }

    /// The layout's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Who designed it.
    pub fn author(&self) -> &str {
        &self.author
    }

    /// The grid.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The tile places in reading order.
    pub fn tiles(&self) -> &[TilePos] {
        &self.tiles
    }

    /// How many tiles lie on layer `z`.
    pub fn layer_count(&self, z: i32) -> usize {
        self.tiles.iter().filter(|t| t.z == z).count()
    }

    /// The tile of layer `z` covering cell `x`, `y`, if any (the last in reading order when
    /// imported tiles overlap).
    pub fn tile_at_cell(&self, x: i32, y: i32, z: i32) -> Option<TilePos> {
        self.tiles
            .iter()
            .rev()
            .copied()
            .find(|t| t.z == z && t.covers_cell(x, y))
    }

    /// Whether a tile at `at` would lie inside the grid.
    pub fn fits(&self, at: TilePos) -> bool {
        (0..=self.size.width - 2).contains(&at.x)
            && (0..=self.size.height - 2).contains(&at.y)
            && (0..self.size.layers).contains(&at.z)
    }

    /// The tile that a new tile at `at` would overlap, if any.
    pub fn blocker(&self, at: TilePos) -> Option<TilePos> {
        self.tiles.iter().copied().find(|t| t.overlaps(at))
    }

    /// The places a mirrored action at `at` touches: `at` first, then its mirror places, each
    /// once.
    pub fn mirrored(&self, at: TilePos, mirror: Mirror) -> Vec<TilePos> {
        let flip_x = TilePos::new(self.size.width - 2 - at.x, at.y, at.z);
        let flip_y = TilePos::new(at.x, self.size.height - 2 - at.y, at.z);
        let flip_xy = TilePos::new(flip_x.x, flip_y.y, at.z);
        let mut places = vec![at];
        let wanted = [
            (mirror.left_right, flip_x),
            (mirror.top_bottom, flip_y),
            (mirror.left_right && mirror.top_bottom, flip_xy),
        ];
        for (on, place) in wanted {
            if on && !places.contains(&place) {
                places.push(place);
            }
        }
        places
    }

    fn outside(&self, at: TilePos) -> EditError {
        EditError::Outside {
            x: at.x,
            y: at.y,
            z: at.z,
            width: self.size.width,
            height: self.size.height,
            layers: self.size.layers,
        }
    }

    fn insert(&mut self, at: TilePos) {
        if let Err(i) = self
            .tiles
            .binary_search_by_key(&at.reading_order(), |t| t.reading_order())
        {
            self.tiles.insert(i, at);
        }
    }

    fn place(&mut self, at: TilePos, mirror: Mirror) -> Result<(), EditError> {
        if !self.fits(at) {
            return Err(self.outside(at));
        }
        if let Some(other) = self.blocker(at) {
            return Err(EditError::Overlap { at, other });
        }
        // The mirror copies go where they fit; a copy blocked by the tile just placed (near the
        // centre line) or by another tile is simply left out.
        for place in self.mirrored(at, mirror) {
            if self.fits(place) && self.blocker(place).is_none() {
                self.insert(place);
            }
        }
        Ok(())
    }

    fn erase(&mut self, at: TilePos, mirror: Mirror) -> Result<(), EditError> {
        if !self.tiles.contains(&at) {
            return Err(EditError::NoTile { at });
        }
        let places = self.mirrored(at, mirror);
        self.tiles.retain(|t| !places.contains(t));
        Ok(())
    }

    fn remove(&mut self, tiles: &[TilePos]) -> Result<(), EditError> {
        if let Some(&at) = tiles.iter().find(|t| !self.tiles.contains(t)) {
            return Err(EditError::NoTile { at });
        }
        if tiles.is_empty() {
            return Err(EditError::Nothing("no tiles are selected"));
        }
        self.tiles.retain(|t| !tiles.contains(t));
        Ok(())
    }

    fn fill(&mut self, z: i32, from: (i32, i32), to: (i32, i32)) -> Result<(), EditError> {
        let (x0, x1) = (from.0.min(to.0).max(0), from.0.max(to.0));
        let (y0, y1) = (from.1.min(to.1).max(0), from.1.max(to.1));
        let before = self.tiles.len();
        let mut y = y0;
        while y < y1 {
            let mut x = x0;
            while x < x1 {
                let at = TilePos::new(x, y, z);
                if self.fits(at) && self.blocker(at).is_none() {
                    self.insert(at);
                }
                x += 2;
            }
            y += 2;
        }
        if self.tiles.len() == before {
            return Err(EditError::Nothing("no tile fits in that rectangle"));
        }
        Ok(())
    }

    fn move_tiles(
        &mut self,
        tiles: &[TilePos],
        dx: i32,
        dy: i32,
        dz: i32,
    ) -> Result<(), EditError> {
        if tiles.is_empty() || (dx, dy, dz) == (0, 0, 0) {
            return Err(EditError::Nothing("nothing to move"));
        }
        if let Some(&at) = tiles.iter().find(|t| !self.tiles.contains(t)) {
            return Err(EditError::NoTile { at });
        }
        let mut rest = self.clone();
        rest.tiles.retain(|t| !tiles.contains(t));
        let moved: Vec<TilePos> = tiles
            .iter()
            .map(|t| TilePos::new(t.x + dx, t.y + dy, t.z + dz))
            .collect();
        for &at in &moved {
            if !rest.fits(at) {
                return Err(rest.outside(at));
            }
            if let Some(other) = rest.blocker(at) {
                return Err(EditError::Overlap { at, other });
            }
        }
        for at in moved {
            rest.insert(at);
        }
        *self = rest;
        Ok(())
    }

    fn shift(&mut self, dx: i32, dy: i32) -> Result<(), EditError> {
        if self.tiles.is_empty() {
            return Err(EditError::Nothing("the layout has no tiles to shift"));
        }
        if (dx, dy) == (0, 0) {
            return Err(EditError::Nothing("nothing to shift"));
        }
        let shifted: Vec<TilePos> = self
            .tiles
            .iter()
            .map(|t| TilePos::new(t.x + dx, t.y + dy, t.z))
            .collect();
        if let Some(&at) = shifted.iter().find(|&&t| !self.fits(t)) {
            return Err(self.outside(at));
        }
        self.tiles = shifted;
        Ok(())
    }

    fn clear_layer(&mut self, z: i32) -> Result<(), EditError> {
        if self.layer_count(z) == 0 {
            return Err(EditError::Nothing("that layer has no tiles"));
        }
        self.tiles.retain(|t| t.z != z);
        Ok(())
    }

    fn resize(&mut self, size: Size) -> Result<(), EditError> {
        if !fits_max(size) {
            return Err(EditError::BadSize);
        }
        if size == self.size {
            return Err(EditError::Nothing("the grid already has that size"));
        }
        let mut resized = self.clone();
        resized.size = size;
        if let Some(&at) = self.tiles.iter().find(|&&t| !resized.fits(t)) {
            return Err(resized.outside(at));
        }
        *self = resized;
        Ok(())
    }
}

/// Whether the editor offers a grid of `size`.
pub fn fits_max(size: Size) -> bool {
    (2..=MAX_SIZE.width).contains(&size.width)
        && (2..=MAX_SIZE.height).contains(&size.height)
        && (1..=MAX_SIZE.layers).contains(&size.layers)
}

impl Rules for EditLayout {
    type Move = EditMove;
    type Error = EditError;

    fn apply(&mut self, mv: &EditMove) -> Result<(), EditError> {
        // Each arm either changes `self` completely or returns an error before changing it.
        match mv {
            EditMove::Place { at, mirror } => self.place(*at, *mirror),
            EditMove::Erase { at, mirror } => self.erase(*at, *mirror),
            EditMove::Remove { tiles } => self.remove(tiles),
            EditMove::Fill { z, from, to } => self.fill(*z, *from, *to),
            EditMove::MoveTiles { tiles, dx, dy, dz } => self.move_tiles(tiles, *dx, *dy, *dz),
            EditMove::Shift { dx, dy } => self.shift(*dx, *dy),
            EditMove::ClearLayer { z } => self.clear_layer(*z),
            EditMove::Resize { size } => self.resize(*size),
            EditMove::Replace { layout } => {
                if !fits_max(layout.size) || layout.tiles.iter().any(|&t| !layout.fits(t)) {
                    return Err(EditError::TooLarge(layout.size));
                }
                *self = layout.clone();
                Ok(())
            }
            EditMove::SetName { name } => {
                if *name == self.name {
                    return Err(EditError::Nothing("the name is unchanged"));
                }
                self.name.clone_from(name);
                Ok(())
            }
            EditMove::SetAuthor { author } => {
                if *author == self.author {
                    return Err(EditError::Nothing("the author is unchanged"));
                }
                self.author.clone_from(author);
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests;
