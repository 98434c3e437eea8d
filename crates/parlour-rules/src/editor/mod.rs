//! The layout editor's engine: the edit model (`model`, a pure rules engine over the layout being
//! edited), live checks on a layout (`checks`) and whether it can be won (`verdict`). The panel is
//! the app's `games::editor::ui`.

pub mod checks;
pub mod model;
pub mod verdict;
