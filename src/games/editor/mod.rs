//! the Layout Editor in the window. The rules live in `parlour_rules::editor`; this folder is the board
//! drawing and input.

pub mod ui;
