//! Spider in the window: its panel over `parlour_rules::spider`.

pub mod ui;
