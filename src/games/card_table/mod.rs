//! The card table every patience game shares: where each card lies this frame, which card or
//! pile the pointer is over, dragging a card or a run with its cards following the pointer,
//! cards gliding to their new places, the short red flash of a refused move, painting through
//! the card painter ([`crate::faces::FaceBatch`]) and an accessible name on every card.
//!
//! A game brings its own pile type `P` (any small `Copy + Eq + Hash` value, such as an enum of
//! the game's columns, cells and foundations) and its rules; this module knows no game. Each
//! frame the game builds a [`CardLayout`] from its state (its geometry), hands it to its
//! [`CardTable`] (the view's state: drag, flights, highlights) for the pointer, and turns the
//! [`Pointer`] events it gets back into moves of its own rules. Nothing here changes a game.
//!
//! Architecture invariant: this module imports no game's rules; a game's board imports it.

mod layout;
mod table;

pub use layout::{CardLayout, FanSteps, Placed, fan_steps};
pub use table::{CardTable, Marks, Pointer, TableStyle};
