//! Match-3 in the window. The rules live in `parlour_rules::match3`; this folder is the board
//! drawing and input.

pub mod ui;
