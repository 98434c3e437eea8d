//! Mahjong over the network: the wire protocol, the table host and the client.
//!
//! The host is authoritative: it owns a `parlour_rules` table, validates every message and sends
//! each seat only what that seat may see. Unlike the rules crate this one does I/O, reads the
//! clock and draws OS randomness ([`entropy`]); architecture invariant: it links no GUI crate, so
//! a headless host or a room server can use it.

// A function over 80 lines (clippy.toml) needs an allow with its reason.
#![warn(clippy::too_many_lines)]

// The protocol, randomness and the autoplaying seat are parlour-proto's (the browser build links
// them without tokio or rustls); they stay reachable under their old paths.
pub use parlour_proto::{autoplay, entropy, protocol};

pub mod client;
pub mod codec;
pub mod discovery;
pub mod host;
pub mod room;
pub mod seats;
pub mod serve;
pub mod session;
pub mod tls;
