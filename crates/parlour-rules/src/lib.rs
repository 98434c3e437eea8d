//! Parlour's rules: every game's engine, generator, solver, hints, scoring, computer players and
//! layout formats, over the game-agnostic pieces in [`engine`].
//!
//! Architecture invariant: this crate imports no GUI crate, touches no file, reads no clock and
//! uses no global RNG. Randomness comes from [`engine::deal::rng_for`] or an RNG kept in a
//! game's state, so the same deal number gives the same deal on every OS; time is handed in by
//! the caller. Its `Cargo.toml` lists what it may use, so the compiler keeps the promise.

// A function over 80 lines (clippy.toml) needs an allow with its reason.
#![warn(clippy::too_many_lines)]

pub mod daily;
pub mod editor;
pub mod engine;
pub mod freecell;
pub mod klondike;
pub mod mahjong;
pub mod match3;
pub mod shisen;
pub mod solitaire;
pub mod spider;
pub mod work;
