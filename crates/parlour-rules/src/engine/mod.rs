//! Game-agnostic building blocks every game shares: the undo/redo history, the game clock, deal
//! numbers, and the tile and card types. Nothing here knows about egui or the file system.

pub mod card;
pub mod clock;
pub mod deal;
pub mod history;
pub mod tile;
