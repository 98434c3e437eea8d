//! Shisen-Sho (二角取り): remove pairs of identical tiles joined by a line with at most two turns.
//!
//! - [`size`]: board sizes, 14x6 to 30x16, default 17x8.
//! - [`rules`]: the board, moves and their legality, gravity.
//! - [`path`]: the two-turn path rule and the line to draw.
//! - [`deal`]: numbered deals that are always solvable.
//! - [`solver`]: the exact solver, hints and solvable shuffles.
//!
//! The panel is the app's `games::shisen::ui`.

pub mod deal;
mod memo;
pub mod path;
pub mod rules;
pub mod size;
pub mod solver;

pub use rules::{Board, Move, MoveError, Pos};
pub use size::Size;
