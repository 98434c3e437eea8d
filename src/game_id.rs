//! Which game: the key of panels, records, saved games and options.

use serde::{Deserialize, Serialize};

/// Which game (or the layout editor) a panel, a record or a saved game belongs to.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    /// Mahjong Solitaire.
    #[default]
    Solitaire,
    /// The Mahjong Solitaire layout editor.
    Editor,
    /// Shisen-Sho.
    Shisen,
    /// Match-3.
    Match3,
    /// Klondike patience.
    Klondike,
    /// FreeCell (and Baker's Game).
    #[value(name = "freecell")]
    FreeCell,
    /// Spider patience.
    Spider,
    /// Four-player Mahjong.
    Mahjong,
}

impl GameId {
    /// Every game, in the order the switcher lists them.
    pub const ALL: [GameId; 8] = [
        GameId::Solitaire,
        GameId::Editor,
        GameId::Shisen,
        GameId::Match3,
        GameId::Klondike,
        GameId::FreeCell,
        GameId::Spider,
        GameId::Mahjong,
    ];

    /// The name in English (the command line, logs).
    pub fn title(self) -> &'static str {
        match self {
            GameId::Solitaire => "Mahjong Solitaire",
            GameId::Editor => "Layout Editor",
            GameId::Shisen => "Shisen-Sho",
            GameId::Match3 => "Match-3",
            GameId::Klondike => "Klondike",
            GameId::FreeCell => "FreeCell",
            GameId::Spider => "Spider",
            GameId::Mahjong => "Mahjong",
        }
    }

    /// The name players see, in the window's language.
    pub fn name(self) -> String {
        match self {
            GameId::Solitaire => crate::t!("game-solitaire"),
            GameId::Editor => crate::t!("game-editor"),
            GameId::Shisen => crate::t!("game-shisen"),
            GameId::Match3 => crate::t!("game-match3"),
            GameId::Klondike => crate::t!("game-klondike"),
            GameId::FreeCell => crate::t!("game-freecell"),
            GameId::Spider => crate::t!("game-spider"),
            GameId::Mahjong => crate::t!("game-mahjong"),
        }
    }

    /// The game whose [`GameId::key`] is `key`.
    pub fn from_key(key: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.key() == key)
    }

    /// The short name used on the command line and in file names.
    pub fn key(self) -> &'static str {
        match self {
            GameId::Solitaire => "solitaire",
            GameId::Editor => "editor",
            GameId::Shisen => "shisen",
            GameId::Match3 => "match3",
            GameId::Klondike => "klondike",
            GameId::FreeCell => "freecell",
            GameId::Spider => "spider",
            GameId::Mahjong => "mahjong",
        }
    }
}
