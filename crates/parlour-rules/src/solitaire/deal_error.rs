//! Why no clearable deal could be made.

use super::layout::TilePos;

/// Why no clearable deal could be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
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
