//! Four-player Mahjong (Hong Kong old style): hand analysis, scoring, the table and computer
//! players, the panel (`ui`) and LAN play (`net`). Only `ui` imports egui; the panel and the LAN
//! host drive [`table::Table`] through moves and show each seat its [`view::SeatView`].

pub mod bot;
pub mod claims;
pub mod hand;
pub mod net;
pub mod rules;
pub mod scoring;
mod suit_tables;
pub mod table;
pub mod tiles;
pub mod ui;
pub mod view;
mod words;
