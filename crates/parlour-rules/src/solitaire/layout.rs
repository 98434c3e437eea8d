//! A Mahjong-solitaire layout: where the tiles stand, without their faces.
//!
//! Positions use KMahjongg's grid (see DESIGN.md): `x`, `y` count half tiles, so a tile covers the
//! cells `x..=x+1` and `y..=y+1`, and `z` is the layer from 0 (the table). Half-tile steps let a
//! tile sit across two tiles below it, as the Turtle's top tile does.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The widest grid, in half-tile cells (48 tiles side by side).
pub const MAX_WIDTH: i32 = 96;

/// The tallest grid, in half-tile cells (32 rows of tiles).
pub const MAX_HEIGHT: i32 = 64;

/// The most layers.
pub const MAX_LAYERS: i32 = 12;

/// A layout too large to write to a file (see [`super::limits`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error(
    "the layout needs a {}x{}x{} grid, but a layout file holds at most {MAX_WIDTH}x{MAX_HEIGHT} \
     half tiles and {MAX_LAYERS} layers",
    size.width,
    size.height,
    size.layers
)]
pub struct TooLarge {
    /// The grid the layout would need.
    pub size: Size,
}

/// A tile's place: x, y in half-tile units (a tile covers cells x..x+1, y..y+1), z the layer from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TilePos {
    /// Column of the tile's left half, in half tiles.
    pub x: i32,
    /// Row of the tile's top half, in half tiles.
    pub y: i32,
    /// Layer, 0 being the table.
    pub z: i32,
}

impl TilePos {
    /// The tile at `x`, `y` on layer `z`.
    pub const fn new(x: i32, y: i32, z: i32) -> Self {
        Self { x, y, z }
    }

    /// Whether the two tiles' footprints share a cell when seen from above (any layers).
    pub fn footprint_overlaps(self, other: TilePos) -> bool {
        (self.x - other.x).abs() < 2 && (self.y - other.y).abs() < 2
    }

    /// Whether two tiles on the same layer take up some of the same space, which no real
    /// layout allows.
    pub fn overlaps(self, other: TilePos) -> bool {
        self.z == other.z && self.footprint_overlaps(other)
    }

    /// Whether this tile covers the half-tile cell `cx`, `cy` (on its own layer).
    pub fn covers_cell(self, cx: i32, cy: i32) -> bool {
        (self.x..=self.x + 1).contains(&cx) && (self.y..=self.y + 1).contains(&cy)
    }

    /// The key that orders tiles layer by layer, then row by row, then left to right: the order
    /// in which Parlour's and KMahjongg's files list them.
    pub fn reading_order(self) -> (i32, i32, i32) {
        (self.z, self.y, self.x)
    }
}

/// How much room a layout takes, counted from cell 0 and layer 0: `width` and `height` in half
/// tiles (the right and bottom halves of the last tiles included), `layers` from the table up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Size {
    /// Columns of half-tile cells.
    pub width: i32,
    /// Rows of half-tile cells.
    pub height: i32,
    /// Number of layers.
    pub layers: i32,
}

/// The smallest box holding every tile: the lowest and highest tile positions on each axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bounds {
    /// The lowest `x`, `y` and `z` of any tile (each axis on its own).
    pub min: TilePos,
    /// The highest `x`, `y` and `z` of any tile (each axis on its own).
    pub max: TilePos,
}

/// A named arrangement of tile places. Faces are dealt onto it by the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    /// The name shown in the layout list, such as "Turtle".
    pub name: String,
    /// Who designed it (may be empty).
    pub author: String,
    /// The tile places. Parsers give them in reading order (layer, row, column) with no repeats;
    /// see [`Layout::normalise`] for layouts built in code.
    pub tiles: Vec<TilePos>,
}

impl Layout {
    /// A layout from its parts, normalised (reading order, no repeated place).
    pub fn new(name: impl Into<String>, author: impl Into<String>, tiles: Vec<TilePos>) -> Self {
        let mut layout = Self {
            name: name.into(),
            author: author.into(),
            tiles,
        };
        layout.normalise();
        layout
    }

    /// How many tiles the layout has.
    pub fn tile_count(&self) -> usize {
        self.tiles.len()
    }

    /// Sorts the tiles into reading order (layer, row, column) and drops repeated places, so two
    /// layouts with the same places compare equal.
    pub fn normalise(&mut self) {
        self.tiles.sort_by_key(|t| t.reading_order());
        self.tiles.dedup();
    }

    /// Whether the tiles are in reading order with no place repeated.
    pub fn is_normalised(&self) -> bool {
        self.tiles
            .windows(2)
            .all(|w| w[0].reading_order() < w[1].reading_order())
    }

    /// The smallest box holding every tile, or `None` for an empty layout.
    pub fn bounds(&self) -> Option<Bounds> {
        let first = *self.tiles.first()?;
        let mut bounds = Bounds {
            min: first,
            max: first,
        };
        for t in &self.tiles {
            bounds.min.x = bounds.min.x.min(t.x);
            bounds.min.y = bounds.min.y.min(t.y);
            bounds.min.z = bounds.min.z.min(t.z);
            bounds.max.x = bounds.max.x.max(t.x);
            bounds.max.y = bounds.max.y.max(t.y);
            bounds.max.z = bounds.max.z.max(t.z);
        }
        Some(bounds)
    }

    /// The room the layout needs counted from cell 0 and layer 0 (what a file's grid must hold).
    /// An empty layout has size 0x0x0. Assumes no negative coordinates (see
    /// [`Layout::has_negative_coordinates`]).
    pub fn size(&self) -> Size {
        match self.bounds() {
            None => Size::default(),
            Some(b) => Size {
                width: b.max.x.saturating_add(2),
                height: b.max.y.saturating_add(2),
                layers: b.max.z.saturating_add(1),
            },
        }
    }

    /// The room the layout needs (as [`Layout::size`]), or [`TooLarge`] when that is more than a
    /// file can hold.
    pub fn file_size(&self) -> Result<Size, TooLarge> {
        let size = self.size();
        let fits =
            size.width <= MAX_WIDTH && size.height <= MAX_HEIGHT && size.layers <= MAX_LAYERS;
        if fits {
            Ok(size)
        } else {
            Err(TooLarge { size })
        }
    }

    /// Whether some tile lies left of column 0, above row 0 or below layer 0. Files cannot hold
    /// such places, so writers shift the layout first (see [`Layout::shift_into_grid`]).
    pub fn has_negative_coordinates(&self) -> bool {
        self.tiles.iter().any(|t| t.x < 0 || t.y < 0 || t.z < 0)
    }

    /// Moves every tile by `dx`, `dy` half tiles (the layers stay).
    pub fn shift(&mut self, dx: i32, dy: i32) {
        for t in &mut self.tiles {
            t.x = t.x.saturating_add(dx);
            t.y = t.y.saturating_add(dy);
        }
    }

    /// Moves the layout so its leftmost tile is in column 0 and its topmost in row 0.
    pub fn shift_to_origin(&mut self) {
        if let Some(b) = self.bounds() {
            self.shift(b.min.x.saturating_neg(), b.min.y.saturating_neg());
        }
    }

    /// Moves only as far as needed for every coordinate to be 0 or more (a layout already inside
    /// the grid is left exactly where it is). Tiles below layer 0 are lifted with everything
    /// above them.
    pub fn shift_into_grid(&mut self) {
        let Some(b) = self.bounds() else { return };
        let dx = b.min.x.min(0).saturating_neg();
        let dy = b.min.y.min(0).saturating_neg();
        let dz = b.min.z.min(0).saturating_neg();
        for t in &mut self.tiles {
            t.x = t.x.saturating_add(dx);
            t.y = t.y.saturating_add(dy);
            t.z = t.z.saturating_add(dz);
        }
    }

    /// A layout named "t" from `(x, y, z)` triples (tests and small examples build them so).
    pub fn from_triples(tiles: &[(i32, i32, i32)]) -> Layout {
        let positions = tiles.iter().map(|&(x, y, z)| TilePos::new(x, y, z));
        Layout::new("t", "", positions.collect())
    }

    /// The tiles on layer `z`, with their indices into [`Layout::tiles`].
    pub fn layer(&self, z: i32) -> impl Iterator<Item = (usize, TilePos)> + '_ {
        self.tiles
            .iter()
            .copied()
            .enumerate()
            .filter(move |(_, t)| t.z == z)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(tiles: &[(i32, i32, i32)]) -> Layout {
        Layout::from_triples(tiles)
    }

    #[test]
    fn new_sorts_by_layer_row_column_and_drops_repeats() {
        let l = layout(&[(4, 0, 1), (2, 2, 0), (0, 2, 0), (4, 0, 1), (6, 0, 0)]);
        let order: Vec<_> = l.tiles.iter().map(|t| (t.x, t.y, t.z)).collect();
        assert_eq!(order, vec![(6, 0, 0), (0, 2, 0), (2, 2, 0), (4, 0, 1)]);
        assert!(l.is_normalised());
    }

    #[test]
    fn size_counts_the_far_halves() {
        let l = layout(&[(0, 0, 0), (5, 3, 2)]);
        assert_eq!(
            l.size(),
            Size {
                width: 7,
                height: 5,
                layers: 3
            }
        );
        assert_eq!(layout(&[]).size(), Size::default());
    }

    #[test]
    fn shifts() {
        let mut l = layout(&[(3, 5, 0), (5, 4, 1)]);
        l.shift_to_origin();
        assert_eq!(l.bounds().map(|b| (b.min.x, b.min.y)), Some((0, 0)));
        let mut n = layout(&[(-1, 2, -1), (4, 4, 0)]);
        n.shift_into_grid();
        assert_eq!(n.tiles[0], TilePos::new(0, 2, 0));
        assert_eq!(n.tiles[1], TilePos::new(5, 4, 1));
        assert!(!n.has_negative_coordinates());
    }

    #[test]
    fn overlap_rules() {
        let a = TilePos::new(2, 2, 0);
        assert!(a.overlaps(TilePos::new(3, 3, 0)));
        assert!(!a.overlaps(TilePos::new(4, 3, 0)));
        assert!(!a.overlaps(TilePos::new(3, 3, 1)));
        assert!(a.footprint_overlaps(TilePos::new(3, 1, 1)));
        assert!(a.covers_cell(3, 3) && !a.covers_cell(4, 3));
    }
}
