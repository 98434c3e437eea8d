//! How the player wants faces drawn. Preferences hold these; faces read them and know nothing of
//! where they are kept.

use serde::{Deserialize, Serialize};

/// How tiles are drawn, shared by every tile game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TilePreferences {
    /// A small "3" or "E" in the corner, for beginners.
    pub corner_index: bool,
    /// Suits differ by shape and marks, not only colour.
    pub colour_blind: bool,
    /// Tiles that are not free are drawn dimmed.
    pub dim_blocked: bool,
}

impl Default for TilePreferences {
    fn default() -> Self {
        Self {
            corner_index: true,
            colour_blind: false,
            dim_blocked: false,
        }
    }
}

/// Which back face-down cards show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardBack {
    /// Navy with a white trellis.
    #[default]
    Lattice,
    /// Crimson with gold rings.
    Rosette,
    /// Green tartan.
    Tartan,
    /// The player's own picture ([`CardPreferences::custom_back`]).
    Custom,
}

impl CardBack {
    /// Every back, in the order the Settings dialog lists them.
    pub const ALL: [CardBack; 4] = [
        CardBack::Lattice,
        CardBack::Rosette,
        CardBack::Tartan,
        CardBack::Custom,
    ];

    /// The name shown to the player.
    pub fn name(self) -> &'static str {
        match self {
            CardBack::Lattice => "Lattice",
            CardBack::Rosette => "Rosette",
            CardBack::Tartan => "Tartan",
            CardBack::Custom => "My picture",
        }
    }
}

/// How cards are drawn.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CardPreferences {
    /// The back of face-down cards.
    pub back: CardBack,
    /// The PNG or JPEG picture used by [`CardBack::Custom`].
    pub custom_back: Option<std::path::PathBuf>,
}
