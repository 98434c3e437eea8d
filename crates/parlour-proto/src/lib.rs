//! What every Parlour client speaks, in the desktop app and in the browser: the Mahjong wire
//! protocol ([`protocol`]), fresh randomness from the operating system ([`entropy`]) and a seat
//! played by a computer player ([`autoplay`]).
//!
//! Architecture invariant: no async runtime, no TLS, no sockets and no GUI crate, so the browser
//! build links it as it is; the connections themselves are `parlour-net`'s (TCP, TLS, the
//! servers) and the app's platform layer's (the browser's WebSocket).

// A function over 80 lines (clippy.toml) needs an allow with its reason.
#![warn(clippy::too_many_lines)]

pub mod autoplay;
pub mod client;
pub mod entropy;
pub mod hosting;
pub mod protocol;
