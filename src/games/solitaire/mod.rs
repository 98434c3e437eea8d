//! Mahjong Solitaire in the window. The rules live in `parlour_rules::solitaire`; this folder is the board
//! drawing and input.

pub mod ui;
