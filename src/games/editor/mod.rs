//! The layout editor: live checks on a layout being edited.

pub mod checks;
