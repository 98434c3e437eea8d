//! FreeCell (and Baker's Game): the rules engine, Microsoft's numbered deals, player helpers
//! and an exact solver.

pub mod assist;
pub mod deal;
pub mod rules;
pub mod solver;
