//! The fixed points of Parlour's layout format, shared by its parser and its error messages.

pub use super::limits::{MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH};

/// The first line of every file in this format.
pub const MAGIC: &str = "parlour-layout 1";

/// The file extension Parlour uses for its own layouts (`turtle.tiles`).
pub const FILE_EXTENSION: &str = "tiles";
