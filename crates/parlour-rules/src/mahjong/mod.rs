//! Four-player Mahjong (Hong Kong old style): hand analysis, scoring, the table and computer
//! players. The app's panel and the `parlour-net` table host drive [`table::Table`] through moves
//! and show each seat its [`view::SeatView`].

pub mod bot;
pub mod claims;
pub mod hand;
pub mod rules;
pub mod scoring;
pub mod selfplay;
mod suit_tables;
pub mod table;
pub mod tiles;
pub mod view;
mod words;
