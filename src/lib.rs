//! Parlour: a desktop collection of tile and card games.
//!
//! Layers point one way (see ARCHITECTURE.md): `engine` <- `games/*/rules` <- `games/*/ui` <- `app`.
//! `store` sits beside the engines and knows nothing of egui; `cli` is the only module that prints.

pub mod app;
pub mod cli;
pub mod engine;
pub mod entropy;
pub mod faces;
pub mod games;
pub mod store;
