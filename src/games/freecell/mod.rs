//! FreeCell in the window: its board, keyboard notation, solver watch and options. The rules,
//! deals and solver are `parlour_rules::freecell`'s.

pub mod ui;
