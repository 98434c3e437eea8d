//! Parlour: a desktop collection of tile and card games. This crate is the window and the command
//! line; the rules are `parlour_rules`, Mahjong over the network is `parlour_net`.
//!
//! Layers point one way (see ARCHITECTURE.md): `game_id`, `store`, `faces` <- `preferences`,
//! `records` <- `panel` <- `games/*/ui` <- `app`; `cli` beside `app`. `store` is the only module
//! that touches the disk and knows no game; `cli` is the only module that prints.

// A function over 80 lines (clippy.toml) needs an allow with its reason.
#![warn(clippy::too_many_lines)]

pub mod app;
pub mod bundle;
// The command line and the fuzz checks are the desktop's: a browser has neither a terminal nor
// the network code's TCP codec.
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod faces;
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzzing;
pub mod game_id;
pub mod games;
pub mod i18n;
pub mod layout_files;
pub mod panel;
pub mod platform;
pub mod preferences;
pub mod records;
pub mod store;
pub mod sync;
