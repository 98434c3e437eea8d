//! The games in the window. Each folder is one game's board drawing and input (`ui`), over its
//! rules engine in `parlour_rules`; the panel scaffold in [`crate::panel`] does the rest.

pub mod card_table;
pub mod editor;
pub mod freecell;
pub mod klondike;
pub mod mahjong;
pub mod match3;
pub mod shisen;
pub mod solitaire;
pub mod spider;
