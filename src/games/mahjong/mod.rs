//! Four-player Mahjong (Hong Kong old style): hand analysis, scoring, the table and computer
//! players. The rules know no UI and no network: the UI and the LAN host ([`net`]) drive
//! [`table::Table`] through moves and show each seat its [`table::SeatView`].

pub mod bot;
pub mod claims;
pub mod hand;
pub mod net;
pub mod rules;
pub mod scoring;
pub mod table;
pub mod tiles;
pub mod view;
