//! FreeCell's options, kept in the preferences as the game's own JSON value, and their part of
//! the Settings dialog.

use crate::game_id::GameId;
use crate::panel::PanelContext;
use crate::t;
use parlour_rules::freecell::rules::{Build, MAX_CELLS, Options};
use serde::{Deserialize, Serialize};

/// The player's FreeCell options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct FreeCellSettings {
    /// Free cells, 0 to 4.
    pub cells: u8,
    /// Baker's Game: build by suit.
    pub bakers: bool,
    /// Safe cards go up to the foundations on their own.
    pub auto_safe: bool,
    /// The game finishes itself once every column runs down.
    pub auto_finish: bool,
    /// New deals skip the deals the solver proves lost.
    pub winnable_only: bool,
}

impl Default for FreeCellSettings {
    fn default() -> Self {
        Self {
            cells: MAX_CELLS,
            bakers: false,
            auto_safe: true,
            auto_finish: true,
            winnable_only: false,
        }
    }
}

impl FreeCellSettings {
    /// Reads the options from the preferences (defaults when missing or unreadable).
    pub fn load(cx: &PanelContext<'_>) -> Self {
        cx.prefs.game_options(GameId::FreeCell)
    }

    /// Writes the options to the preferences.
    pub fn store(&self, cx: &mut PanelContext<'_>) {
        cx.prefs.set_game_options(GameId::FreeCell, self);
    }

    /// The rule variant for the next deal.
    pub fn rules(&self) -> Options {
        Options {
            cells: self.cells,
            build: if self.bakers {
                Build::SameSuit
            } else {
                Build::AlternateColours
            },
        }
        .clamped()
    }
}

/// The records key of a variant: `freecell/4cells`, `freecell/bakers-2cells`.
pub fn record_key(options: &Options) -> String {
    let bakers = match options.build {
        Build::AlternateColours => "",
        Build::SameSuit => "bakers-",
    };
    format!("freecell/{bakers}{}cells", options.cells)
}

/// The FreeCell section of the Settings dialog. Rule changes apply from the next deal, so a
/// game in progress keeps the rules it was dealt with.
pub fn settings_ui(ui: &mut egui::Ui, cx: &mut PanelContext<'_>, current: &Options) {
    let mut settings = FreeCellSettings::load(cx);
    let before = settings.clone();
    ui.strong(t!("freecell-rules-heading"));
    ui.horizontal(|ui| {
        ui.label(t!("freecell-cells"));
        for cells in 0..=MAX_CELLS {
            ui.radio_value(&mut settings.cells, cells, cells.to_string());
        }
    });
    ui.checkbox(&mut settings.bakers, t!("freecell-bakers"));
    ui.checkbox(&mut settings.winnable_only, t!("freecell-winnable-only"));
    ui.add_space(6.0);
    ui.strong(t!("freecell-play-heading"));
    ui.checkbox(&mut settings.auto_safe, t!("freecell-auto-safe"));
    ui.checkbox(&mut settings.auto_finish, t!("freecell-auto-finish"));
    ui.weak(t!("freecell-keys-help"));
    if settings.rules() != *current {
        ui.weak(t!("freecell-rules-next-deal"));
    }
    if settings != before {
        settings.store(cx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_variant_has_its_own_record() {
        let cases = [
            (4, Build::AlternateColours, "freecell/4cells"),
            (0, Build::AlternateColours, "freecell/0cells"),
            (4, Build::SameSuit, "freecell/bakers-4cells"),
            (2, Build::SameSuit, "freecell/bakers-2cells"),
        ];
        for (cells, build, key) in cases {
            assert_eq!(record_key(&Options { cells, build }), key);
        }
    }
}
