//! Mahjong on the LAN. The host is authoritative: it runs [`crate::games::mahjong::table::Table`],
//! checks every message, plays the computer seats and sends each person only their own
//! [`crate::games::mahjong::view::SeatView`]. Plain TCP with std threads and newline-delimited
//! JSON (see [`protocol`]); LAN discovery over UDP ([`discovery`]).
//!
//! Unlike the rules engine beside it, this module does I/O and reads the clock (the claim and
//! turn timers run on the host); it never touches files and imports no egui.

pub mod client;
pub mod discovery;
pub mod host;
pub mod protocol;
pub mod seats;
pub mod session;
