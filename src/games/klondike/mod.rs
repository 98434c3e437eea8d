//! Klondike: the rules engine, deals, player helpers, a thoughtful solver and the table view.

pub mod assist;
pub mod deal;
pub mod rules;
pub mod scoring;
mod search;
pub mod solver;
mod table;
pub mod ui;

#[cfg(test)]
mod tests;
