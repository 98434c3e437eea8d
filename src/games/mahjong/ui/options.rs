//! The player's Mahjong options and their section of the Settings dialog.

use crate::game_id::GameId;
use crate::panel::PanelContext;
use crate::t;
use parlour_rules::mahjong::bot::Difficulty;
use parlour_rules::mahjong::hand::HandRules;
use parlour_rules::mahjong::scoring::ScoringRules;
use parlour_rules::mahjong::table::TableSettings;
use serde::{Deserialize, Serialize};

/// The claim countdown's range in seconds (0 turns it off).
pub const COUNTDOWN_RANGE: std::ops::RangeInclusive<u8> = 2..=30;

/// Mahjong options, stored in the preferences under `mahjong`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MahjongOptions {
    /// How well the computer players play.
    pub difficulty: Difficulty,
    /// Seconds the human has to answer a claim window; 0 waits for ever.
    pub claim_seconds: u8,
    /// The minimum faan a win needs (0, 1 or 3).
    pub min_faan: u8,
    /// Seven pairs is a winning hand.
    pub seven_pairs: bool,
    /// Play with flowers and seasons.
    pub flowers: bool,
    /// Everyone who can win on one discard wins (else the first in turn order).
    pub all_winners: bool,
    /// The name others see at a LAN table (empty: the account's name).
    pub lan_name: String,
    /// The room server last played on, as typed (host:port).
    pub online_server: String,
    /// Whether that server speaks TLS.
    pub online_tls: bool,
    /// A CA certificate file (PEM) to trust for that server, instead of the system's roots.
    pub online_ca_file: String,
}

impl Default for MahjongOptions {
    fn default() -> Self {
        Self {
            difficulty: Difficulty::Medium,
            claim_seconds: 5,
            min_faan: 1,
            seven_pairs: true,
            flowers: false,
            all_winners: false,
            lan_name: String::new(),
            online_server: String::new(),
            online_tls: true,
            online_ca_file: String::new(),
        }
    }
}

impl MahjongOptions {
    /// The countdown in seconds, or `None` when it is off.
    pub fn countdown(&self) -> Option<f64> {
        (self.claim_seconds > 0).then(|| {
            f64::from(
                self.claim_seconds
                    .clamp(*COUNTDOWN_RANGE.start(), *COUNTDOWN_RANGE.end()),
            )
        })
    }

    /// The table rules these options ask for (used when a new game is dealt).
    pub fn table_settings(&self) -> TableSettings {
        TableSettings {
            scoring: ScoringRules {
                min_faan: if self.min_faan >= 3 {
                    3
                } else {
                    self.min_faan.min(1)
                },
                hand: HandRules {
                    seven_pairs: self.seven_pairs,
                },
                ..ScoringRules::default()
            },
            bonus_tiles: self.flowers,
            all_winners: self.all_winners,
            rounds: 4,
        }
    }
}

/// The Mahjong section of the Settings dialog.
pub fn settings_ui(ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
    let mut options: MahjongOptions = cx.prefs.game_options(GameId::Mahjong);
    let before = options.clone();
    egui::Grid::new("mahjong_settings")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            crate::panel::form::row_label(ui, t!("mahjong-option-computer-players"));
            ui.horizontal_wrapped(|ui| {
                for level in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
                    ui.radio_value(&mut options.difficulty, level, level_name(level));
                }
            });
            ui.end_row();

            let countdown = crate::panel::form::row_label(ui, t!("mahjong-option-countdown"));
            ui.horizontal_wrapped(|ui| {
                let mut on = options.claim_seconds > 0;
                if ui
                    .checkbox(&mut on, t!("mahjong-option-countdown-on"))
                    .changed()
                {
                    options.claim_seconds = if on { 5 } else { 0 };
                }
                if on {
                    let mut seconds = options
                        .claim_seconds
                        .clamp(*COUNTDOWN_RANGE.start(), *COUNTDOWN_RANGE.end());
                    ui.add(
                        egui::Slider::new(&mut seconds, COUNTDOWN_RANGE)
                            .suffix(t!("mahjong-seconds-suffix")),
                    )
                    .labelled_by(countdown.id);
                    options.claim_seconds = seconds;
                }
            });
            ui.end_row();

            crate::panel::form::row_label(ui, t!("mahjong-option-min-faan"));
            ui.horizontal_wrapped(|ui| {
                for faan in [0u8, 1, 3] {
                    ui.radio_value(&mut options.min_faan, faan, faan.to_string());
                }
            });
            ui.end_row();

            crate::panel::form::row_label(ui, t!("mahjong-option-hands"));
            ui.vertical(|ui| {
                ui.checkbox(&mut options.seven_pairs, t!("mahjong-option-seven-pairs"));
                ui.checkbox(&mut options.flowers, t!("mahjong-option-flowers"));
                ui.checkbox(&mut options.all_winners, t!("mahjong-option-all-winners"));
            });
            ui.end_row();
        });
    ui.weak(t!("mahjong-option-rules-note"));
    if options != before {
        cx.prefs.set_game_options(GameId::Mahjong, &options);
    }
}

/// A computer player's level as players see it.
pub fn level_name(level: Difficulty) -> String {
    match level {
        Difficulty::Easy => t!("mahjong-level-easy"),
        Difficulty::Medium => t!("mahjong-level-medium"),
        Difficulty::Hard => t!("mahjong-level-hard"),
    }
}

/// A computer player as a lobby or a table names it: "Mei (Medium)".
pub(crate) fn computer_name(name: &str, level: Option<Difficulty>) -> String {
    let name = if name.is_empty() {
        t!("mahjong-computer")
    } else {
        name.to_owned()
    };
    match level {
        Some(level) => t!(
            "mahjong-computer-with-level",
            name = name,
            level = level_name(level)
        ),
        None => name,
    }
}

/// Who sits at the single-player table: the player (by the name they use on the LAN, or none),
/// and the computer players by name with their level.
pub fn table_names(options: &MahjongOptions) -> [String; 4] {
    let level = level_name(options.difficulty);
    std::array::from_fn(|seat| match seat {
        0 => options.lan_name.trim().to_owned(),
        _ => t!(
            "mahjong-computer-with-level",
            name = parlour_rules::mahjong::bot::NAMES[seat],
            level = level.as_str()
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computer_players_have_names_and_show_their_level() {
        let mut options = MahjongOptions::default();
        assert_eq!(
            table_names(&options),
            ["", "Mei (Medium)", "Kenji (Medium)", "Lin (Medium)"]
        );
        options.difficulty = Difficulty::Hard;
        options.lan_name = " Ana ".to_owned();
        assert_eq!(
            table_names(&options),
            ["Ana", "Mei (Hard)", "Kenji (Hard)", "Lin (Hard)"]
        );
    }
}
