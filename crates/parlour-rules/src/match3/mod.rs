//! Match-3: swap neighbouring gems to line up three or more of a kind; lines clear, gems fall,
//! new ones drop in, cascades score more, special gems blast, and the board never gets stuck.
//!
//! Pure engine: no UI, no clock, no files. Randomness comes from the deal RNG the state keeps.

pub mod board;
pub mod cascade;
pub mod deal;
pub mod hint;
pub mod log;
pub mod rules;
pub mod score;
mod special;

pub use board::{Board, Dir, Gem, HEIGHT, KINDS, Pos, WIDTH};
pub use log::TurnLog;
pub use rules::{Match3, Match3Error, Mode, Move, is_over, resolve_swap};
