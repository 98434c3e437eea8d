//! The player's preferences.

use crate::faces::{CardPreferences, TilePreferences};
use crate::game_id::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Light, dark, or whatever the system uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Follow the operating system.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// Everything the Settings dialog changes, plus what the window remembers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// Colour theme.
    pub theme: Theme,
    /// Animation speed factor: 0 turns animations off, 1 is normal, 2 twice as fast.
    pub animation_speed: f32,
    /// Tile drawing options.
    pub tiles: TilePreferences,
    /// Card drawing options.
    pub cards: CardPreferences,
    /// The window's inner size in points, restored at the next start.
    pub window_size: Option<[f32; 2]>,
    /// The game that was open last.
    pub last_game: GameId,
    /// Each game's own options, owned and interpreted by that game (key: [`GameId::key`]).
    pub games: BTreeMap<String, serde_json::Value>,
    /// The language picked in Settings; `None` follows the operating system.
    pub language: Option<crate::i18n::Language>,
}

impl Default for Preferences {
    fn default() -> Self {
        Self {
            theme: Theme::System,
            animation_speed: 1.0,
            tiles: TilePreferences::default(),
            cards: CardPreferences::default(),
            window_size: None,
            last_game: GameId::default(),
            games: BTreeMap::new(),
            language: None,
        }
    }
}

impl Preferences {
    /// The file version this code writes.
    pub const VERSION: u32 = 1;
    /// The file name in the config folder.
    pub const FILE: &'static str = "preferences.json";

    /// A game's options, or its defaults when unset or unreadable (for example after a game
    /// renamed an option).
    pub fn game_options<T: serde::de::DeserializeOwned + Default>(&self, game: GameId) -> T {
        self.games
            .get(game.key())
            .and_then(|value| serde_json::from_value(value.clone()).ok())
            .unwrap_or_default()
    }

    /// Stores a game's options.
    pub fn set_game_options<T: Serialize>(&mut self, game: GameId, options: &T) {
        if let Ok(value) = serde_json::to_value(options) {
            self.games.insert(game.key().to_owned(), value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_fields_take_defaults() {
        let prefs: Preferences = serde_json::from_str(r#"{"theme": "Dark"}"#).unwrap();
        assert_eq!(prefs.theme, Theme::Dark);
        assert!(prefs.tiles.corner_index);
        assert_eq!(prefs.animation_speed, 1.0);
        assert_eq!(prefs.cards, CardPreferences::default());
    }

    #[test]
    fn game_options_round_trip_and_fall_back() {
        #[derive(Default, Serialize, serde::Deserialize, PartialEq, Debug)]
        struct Opts {
            draw: u8,
        }
        let mut prefs = Preferences::default();
        assert_eq!(
            prefs.game_options::<Opts>(GameId::Klondike),
            Opts::default()
        );
        prefs.set_game_options(GameId::Klondike, &Opts { draw: 3 });
        assert_eq!(
            prefs.game_options::<Opts>(GameId::Klondike),
            Opts { draw: 3 }
        );
        prefs
            .games
            .insert("klondike".into(), serde_json::json!("garbage"));
        assert_eq!(
            prefs.game_options::<Opts>(GameId::Klondike),
            Opts::default()
        );
    }
}
