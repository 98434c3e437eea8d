//! Spider: the rules engine with one, two or four suits, numbered deals, player helpers (the
//! movable run, click destinations, hints) and a thoughtful solver.

pub mod assist;
pub mod deal;
pub mod rules;
pub mod scoring;
pub mod solver;

#[cfg(test)]
mod tests;
