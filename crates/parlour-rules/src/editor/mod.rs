//! The layout editor's engine: the edit model (`model`, a pure rules engine over the layout being
//! edited) and live checks on a layout (`checks`). The panel is the app's `games::editor::ui`.

pub mod checks;
pub mod model;
