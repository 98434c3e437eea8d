//! The fixed points of Parlour's layout format, shared by its parser and its error messages.

use super::layout::{MAX_GRID_CELLS, MAX_GRID_LAYERS};

/// The first line of every file in this format.
pub const MAGIC: &str = "parlour-layout 1";

/// The file extension Parlour uses for its own layouts (`turtle.tiles`).
pub const FILE_EXTENSION: &str = "tiles";

/// The widest and tallest grid the format accepts, in half-tile cells.
pub const MAX_CELLS: i32 = MAX_GRID_CELLS;

/// The most layers the format accepts.
pub const MAX_LAYERS: i32 = MAX_GRID_LAYERS;
