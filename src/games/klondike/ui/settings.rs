//! Klondike's options, stored in the preferences as the game's own JSON value, and their part of
//! the Settings dialog.

use crate::game_id::GameId;
use crate::panel::PanelContext;
use crate::t;
use parlour_rules::klondike::rules::{MAX_PILES, MIN_PILES, Options, Passes};
use parlour_rules::klondike::scoring::Scoring;
use serde::{Deserialize, Serialize};

/// The player's Klondike options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct KlondikeSettings {
    /// Tableau piles, 6 to 9.
    pub piles: u8,
    /// Cards dealt from the stock at a time, 1 to 3.
    pub draw: u8,
    /// Passes through the stock.
    pub passes: Passes,
    /// The scoring rule.
    pub scoring: Scoring,
    /// Vegas: carry the score from deal to deal.
    pub vegas_running_total: bool,
    /// The Vegas running total so far.
    pub vegas_total: i64,
    /// Safe cards go up to the foundations on their own.
    pub auto_safe: bool,
    /// The game finishes itself once every card is face up.
    pub auto_finish: bool,
    /// New deals are only those the solver can win.
    pub winnable_only: bool,
    /// The colour of the table, as RGB.
    pub table_colour: [u8; 3],
}

impl Default for KlondikeSettings {
    fn default() -> Self {
        Self {
            piles: 7,
            draw: 1,
            passes: Passes::Unlimited,
            scoring: Scoring::Standard,
            vegas_running_total: false,
            vegas_total: 0,
            auto_safe: true,
            auto_finish: true,
            winnable_only: false,
            table_colour: DEFAULT_TABLE,
        }
    }
}

/// KPatience-like baize green.
pub const DEFAULT_TABLE: [u8; 3] = [28, 104, 60];

impl KlondikeSettings {
    /// Reads the options from the preferences (defaults when missing or unreadable).
    pub fn load(cx: &PanelContext<'_>) -> Self {
        cx.prefs.game_options(GameId::Klondike)
    }

    /// Writes the options to the preferences.
    pub fn store(&self, cx: &mut PanelContext<'_>) {
        cx.prefs.set_game_options(GameId::Klondike, self);
    }

    /// The rule variant for the next deal.
    pub fn rules(&self) -> Options {
        Options {
            piles: self.piles,
            draw: self.draw,
            passes: self.passes,
            scoring: self.scoring,
        }
        .clamped()
    }
}

/// The records key of a variant, such as `klondike/draw3-7piles-3passes-vegas`.
pub fn record_key(options: &Options) -> String {
    let passes = match options.passes {
        Passes::Unlimited => "unlimited",
        Passes::Three => "3passes",
        Passes::One => "1pass",
    };
    let scoring = match options.scoring {
        Scoring::None => "unscored",
        Scoring::Standard => "standard",
        Scoring::Vegas => "vegas",
    };
    format!(
        "klondike/draw{}-{}piles-{passes}-{scoring}",
        options.draw, options.piles
    )
}

/// The Klondike section of the Settings dialog. Rule changes apply from the next deal, so a game
/// in progress keeps the rules it was dealt with.
pub fn settings_ui(ui: &mut egui::Ui, cx: &mut PanelContext<'_>, current: &Options) {
    let mut settings = KlondikeSettings::load(cx);
    let before = settings.clone();
    ui.strong(t!("klondike-rules-heading"));
    rules_ui(ui, &mut settings);
    ui.add_space(6.0);
    ui.strong(t!("klondike-play-heading"));
    play_ui(ui, &mut settings);
    if settings.rules() != *current {
        ui.weak(t!("klondike-rules-next-deal"));
    }
    if settings != before {
        settings.store(cx);
    }
}

/// Draw, passes, piles and scoring, the Vegas total, and winnable deals only.
fn rules_ui(ui: &mut egui::Ui, settings: &mut KlondikeSettings) {
    egui::Grid::new("klondike_rules")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            crate::panel::form::row_label(ui, t!("klondike-draw"));
            ui.horizontal_wrapped(|ui| {
                for draw in 1..=3u8 {
                    ui.radio_value(
                        &mut settings.draw,
                        draw,
                        t!("klondike-draw-cards", count = i64::from(draw)),
                    );
                }
            });
            ui.end_row();
            crate::panel::form::row_label(ui, t!("klondike-passes"));
            ui.horizontal_wrapped(|ui| {
                ui.radio_value(
                    &mut settings.passes,
                    Passes::Unlimited,
                    t!("klondike-passes-unlimited"),
                );
                ui.radio_value(
                    &mut settings.passes,
                    Passes::Three,
                    t!("klondike-passes-count", count = 3),
                );
                ui.radio_value(
                    &mut settings.passes,
                    Passes::One,
                    t!("klondike-passes-count", count = 1),
                );
            });
            ui.end_row();
            // Labelled by its row's label, so screen readers (and kittest) can name it.
            let piles_label = crate::panel::form::row_label(ui, t!("klondike-piles"));
            ui.add(egui::Slider::new(
                &mut settings.piles,
                MIN_PILES as u8..=MAX_PILES as u8,
            ))
            .labelled_by(piles_label.id);
            ui.end_row();
            crate::panel::form::row_label(ui, t!("klondike-scoring"));
            ui.horizontal_wrapped(|ui| {
                ui.radio_value(
                    &mut settings.scoring,
                    Scoring::None,
                    t!("klondike-scoring-none"),
                );
                ui.radio_value(
                    &mut settings.scoring,
                    Scoring::Standard,
                    t!("klondike-scoring-standard"),
                );
                ui.radio_value(
                    &mut settings.scoring,
                    Scoring::Vegas,
                    t!("klondike-scoring-vegas"),
                );
            });
            ui.end_row();
        });
    ui.add_enabled_ui(settings.scoring == Scoring::Vegas, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(
                &mut settings.vegas_running_total,
                t!("klondike-vegas-running-total"),
            );
            ui.weak(t!("klondike-vegas-now", amount = settings.vegas_total));
            if ui.small_button(t!("klondike-vegas-reset")).clicked() {
                settings.vegas_total = 0;
            }
        });
    });
    ui.checkbox(&mut settings.winnable_only, t!("klondike-winnable-only"));
}

/// Automatic moves and the table colour.
fn play_ui(ui: &mut egui::Ui, settings: &mut KlondikeSettings) {
    ui.checkbox(&mut settings.auto_safe, t!("klondike-auto-safe"));
    ui.checkbox(&mut settings.auto_finish, t!("klondike-auto-finish"));
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("klondike-table-colour"));
        let mut colour = egui::Color32::from_rgb(
            settings.table_colour[0],
            settings.table_colour[1],
            settings.table_colour[2],
        );
        if ui.color_edit_button_srgba(&mut colour).changed() {
            settings.table_colour = [colour.r(), colour.g(), colour.b()];
        }
        if ui
            .small_button(t!("klondike-table-colour-default"))
            .clicked()
        {
            settings.table_colour = DEFAULT_TABLE;
        }
    });
}
