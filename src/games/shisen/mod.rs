//! Shisen-Sho in the window. The rules live in `parlour_rules::shisen`; this folder is the board
//! drawing and input.

pub mod ui;
