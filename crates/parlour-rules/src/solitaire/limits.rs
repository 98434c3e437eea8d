//! The limits on a Mahjong-solitaire layout: one set, the same wherever a layout comes in
//! (Parlour's and KMahjongg's files, the editor's import, the layouts folder, saved games and
//! the command line), and the same as the editor's largest grid. docs/layout-format.md lists
//! them. Files are refused before their grid is allocated.

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use std::collections::HashSet;

use thiserror::Error;

use super::layout::{Layout, Size, TilePos};

// The grid's size is the layout's own (a layout file cannot hold a larger one); here with the
// other limits.
pub use super::layout::{MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH};

/// The most tiles: the largest grid filled completely (48 x 32 tiles on each of 12 layers).
pub const MAX_TILES: usize =
    (MAX_WIDTH as usize / 2) * (MAX_HEIGHT as usize / 2) * MAX_LAYERS as usize;

/// The largest layout file read, in bytes. The largest grid written out fully takes about
/// 80 KB in either format; comments and names have room to spare.
pub const MAX_FILE_BYTES: u64 = 512 * 1024;

/// A layout beyond the limits.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LimitError {
    /// The grid is larger than the largest grid.
    #[error(
        "the grid is {}x{} half tiles with {} layers; Parlour's largest is \
         {MAX_WIDTH}x{MAX_HEIGHT} with {MAX_LAYERS} layers",
        .0.width, .0.height, .0.layers
    )]
    Grid(Size),
    /// More tiles than the largest grid holds.
    #[error("the layout has {0} tiles; Parlour's largest holds {MAX_TILES}")]
    Tiles(usize),
    /// A tile outside the largest grid.
    #[error(
        "a tile stands at {},{} on layer {}, outside the largest grid \
         ({MAX_WIDTH}x{MAX_HEIGHT} half tiles, layers 0 to {})",
        .0.x, .0.y, .0.z, MAX_LAYERS - 1
    )]
    Outside(TilePos),
    /// Two tiles in one place.
    #[error("two tiles stand in the same place, {},{} on layer {}", .0.x, .0.y, .0.z)]
    SamePlace(TilePos),
}

/// Whether a grid of `size` is within the limits.
pub fn check_grid(size: Size) -> Result<(), LimitError> {
    let fits = size.width <= MAX_WIDTH && size.height <= MAX_HEIGHT && size.layers <= MAX_LAYERS;
    if fits {
        Ok(())
    } else {
        Err(LimitError::Grid(size))
    }
}

/// Whether `layout` is within the limits: not too many tiles, every tile inside the largest
/// grid, no two in one place. Costs one pass over the tiles.
pub fn check_layout(layout: &Layout) -> Result<(), LimitError> {
    let count = layout.tiles.len();
    if count > MAX_TILES {
        return Err(LimitError::Tiles(count));
    }
    let mut seen = HashSet::with_capacity(count);
    for &t in &layout.tiles {
        let inside = t.x >= 0
            && t.y >= 0
            && t.z >= 0
            && t.x <= MAX_WIDTH - 2
            && t.y <= MAX_HEIGHT - 2
            && t.z < MAX_LAYERS;
        if !inside {
            return Err(LimitError::Outside(t));
        }
        if !seen.insert(t) {
            return Err(LimitError::SamePlace(t));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(tiles: Vec<TilePos>) -> Layout {
        Layout {
            name: "t".into(),
            author: String::new(),
            tiles,
        }
    }

    #[test]
    fn the_largest_grid_filled_is_exactly_the_limit() {
        let mut tiles = Vec::new();
        for z in 0..MAX_LAYERS {
            for y in (0..MAX_HEIGHT).step_by(2) {
                for x in (0..MAX_WIDTH).step_by(2) {
                    tiles.push(TilePos::new(x, y, z));
                }
            }
        }
        assert_eq!(tiles.len(), MAX_TILES);
        assert_eq!(check_layout(&layout(tiles.clone())), Ok(()));
        tiles.push(TilePos::new(0, 0, 0));
        assert_eq!(
            check_layout(&layout(tiles)),
            Err(LimitError::Tiles(MAX_TILES + 1))
        );
    }

    #[test]
    fn tiles_outside_the_grid_or_in_one_place_are_named() {
        let outside = TilePos::new(MAX_WIDTH - 1, 0, 0);
        assert_eq!(
            check_layout(&layout(vec![outside])),
            Err(LimitError::Outside(outside))
        );
        let below = TilePos::new(0, 0, -1);
        assert_eq!(
            check_layout(&layout(vec![below])),
            Err(LimitError::Outside(below))
        );
        let twice = TilePos::new(4, 4, 1);
        let error = check_layout(&layout(vec![twice, twice])).unwrap_err();
        assert_eq!(error, LimitError::SamePlace(twice));
        assert!(error.to_string().contains("4,4 on layer 1"));
        let grid = Size {
            width: 98,
            height: 10,
            layers: 1,
        };
        assert!(check_grid(grid).unwrap_err().to_string().contains("96x64"));
    }
}
