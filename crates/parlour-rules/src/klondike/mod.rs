//! Klondike: the rules engine, deals, player helpers and a thoughtful solver.

pub mod assist;
pub mod deal;
pub mod rules;
pub mod scoring;
mod search;
mod shared_table;
pub mod solver;
mod table;

#[cfg(test)]
mod tests;
