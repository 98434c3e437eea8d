//! Mahjong solitaire: remove free matching tiles in pairs until the board is empty.
//!
//! Layouts (`layout`, Parlour's `layout_format`, `kmahjongg`, the `builtin` ones), the rules
//! (`geometry` precomputes who blocks whom, `rules` the state and moves), the generator of
//! always-solvable deals (`deal`, over the clearing-order search in `clearing`) and the exact solver (`solver`, with `deadlock` pruning).

pub mod builtin;
mod clearing;
pub mod deadlock;
pub mod deal;
mod deal_error;
pub mod geometry;
pub mod kmahjongg;
pub mod layout;
pub mod layout_format;
pub mod layout_format_error;
pub mod layout_format_spec;
pub mod limits;
pub mod rules;
pub mod solver;
