//! The layout editor: the edit model (`model`, a pure rules engine over the layout being
//! edited), live checks on a layout (`checks`) and the egui view (`ui`).

pub mod checks;
pub mod model;
pub mod ui;
