//! Klondike in the window. The rules live in `parlour_rules::klondike`; this folder is the board
//! drawing and input.

pub mod ui;
