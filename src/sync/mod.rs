//! Sync: one secret code links a player's devices through the room server, which keeps one
//! document per code (the data bundle of [`crate::bundle`]) and never merges. Each device
//! pulls it, merges it with its own data ([`merge`]), writes the result into its usual files
//! ([`local`]) and pushes the merged document back with the revision it merged against
//! ([`run`]). The protocol's requests are in [`client`]; the link (server, code, bases of the
//! last sync) in [`link`]; games both devices changed wait in [`conflicts`] for the player.
//!
//! Layers: `code`, `hash` < `link`, `conflicts` < `merge_games` < `merge` < `local`, `client` <
//! `run`. Only `run` does network requests, through a [`client::Transport`] (the platform's
//! HTTP).

pub mod client;
pub mod code;
pub mod conflicts;
pub mod hash;
pub mod link;
pub mod local;
pub mod merge;
pub mod merge_games;
pub mod run;

pub use code::SyncCode;
