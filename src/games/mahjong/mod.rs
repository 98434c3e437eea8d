//! four-player Mahjong in the window. The rules live in `parlour_rules::mahjong`; this folder is the board
//! drawing and input.

pub mod ui;
