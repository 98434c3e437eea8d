//! Spider's options, stored in the preferences as the game's own JSON value, and their part of
//! the Settings dialog.

use crate::game_id::GameId;
use crate::panel::PanelContext;
use crate::t;
use parlour_rules::spider::rules::Suits;
use serde::{Deserialize, Serialize};

/// The player's Spider options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SpiderSettings {
    /// How many suits the next deal has.
    pub suits: Suits,
    /// One and two suits: new deals are only those the solver wins.
    pub winnable_only: bool,
    /// Show the solver's verdict on the position in the status bar (one and two suits).
    pub solver: bool,
    /// The colour of the table, as RGB.
    pub table_colour: [u8; 3],
}

/// KPatience-like baize green, as Klondike's.
pub const DEFAULT_TABLE: [u8; 3] = crate::games::klondike::ui::settings::DEFAULT_TABLE;

impl Default for SpiderSettings {
    fn default() -> Self {
        Self {
            suits: Suits::One,
            winnable_only: false,
            solver: true,
            table_colour: DEFAULT_TABLE,
        }
    }
}

impl SpiderSettings {
    /// Reads the options from the preferences (defaults when missing or unreadable).
    pub fn load(cx: &PanelContext<'_>) -> Self {
        cx.prefs.game_options(GameId::Spider)
    }

    /// Writes the options to the preferences.
    pub fn store(&self, cx: &mut PanelContext<'_>) {
        cx.prefs.set_game_options(GameId::Spider, self);
    }

    /// Whether the next deal must be one the solver won: asked for, and offered for one and
    /// two suits only (the solver's budget seldom wins four).
    pub fn deals_winnable(&self) -> bool {
        self.winnable_only && offers_winnable(self.suits)
    }
}

/// Whether "winnable deals only" and the solver's verdict are offered for `suits`.
pub fn offers_winnable(suits: Suits) -> bool {
    suits != Suits::Four
}

/// The records key of a variant: `spider/1suit`, `spider/2suits`, `spider/4suits`.
pub fn record_key(suits: Suits) -> String {
    match suits {
        Suits::One => "spider/1suit".to_owned(),
        other => format!("spider/{}suits", other.count()),
    }
}

/// The Spider section of the Settings dialog. The suit count applies from the next deal, so a
/// game in progress keeps the suits it was dealt with.
pub fn settings_ui(ui: &mut egui::Ui, cx: &mut PanelContext<'_>, current: Suits) {
    let mut settings = SpiderSettings::load(cx);
    let before = settings.clone();
    ui.strong(t!("spider-rules-heading"));
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("spider-suits"));
        for suits in Suits::ALL {
            ui.radio_value(
                &mut settings.suits,
                suits,
                t!("spider-suit-count", count = i64::from(suits.count())),
            );
        }
    });
    ui.add_enabled_ui(offers_winnable(settings.suits), |ui| {
        ui.checkbox(&mut settings.winnable_only, t!("spider-winnable-only"))
            .on_disabled_hover_text(t!("spider-winnable-not-four"));
        ui.checkbox(&mut settings.solver, t!("spider-show-solver"));
    });
    if settings.suits != current {
        ui.weak(t!("spider-rules-next-deal"));
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("spider-table-colour"));
        let [r, g, b] = settings.table_colour;
        let mut colour = egui::Color32::from_rgb(r, g, b);
        if ui.color_edit_button_srgba(&mut colour).changed() {
            settings.table_colour = [colour.r(), colour.g(), colour.b()];
        }
        if ui.small_button(t!("spider-table-colour-default")).clicked() {
            settings.table_colour = DEFAULT_TABLE;
        }
    });
    if settings != before {
        settings.store(cx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_keys_name_the_suit_count() {
        for (suits, key) in [
            (Suits::One, "spider/1suit"),
            (Suits::Two, "spider/2suits"),
            (Suits::Four, "spider/4suits"),
        ] {
            assert_eq!(record_key(suits), key);
        }
    }
}
