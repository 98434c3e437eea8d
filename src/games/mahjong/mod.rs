//! Four-player Mahjong (Hong Kong old style): hand analysis, scoring, the table and computer
//! players. No UI and no network here: the UI and the LAN host drive [`table::Table`] through
//! moves and show each seat its [`table::SeatView`].

pub mod bot;
pub mod claims;
pub mod hand;
pub mod rules;
pub mod scoring;
pub mod table;
pub mod tiles;
pub mod view;
