//! Shisen-Sho's options and its section of the Settings dialog.

use super::{messages, sound};
use crate::t;
use parlour_rules::shisen::size::{self, Size};
use serde::{Deserialize, Serialize};

/// The player's Shisen-Sho options, kept in the preferences under `shisen`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ShisenOptions {
    /// The board size of new games.
    pub size: Size,
    /// Whether tiles fall down their column after a removal (new games).
    pub gravity: bool,
    /// Deal only boards the exact solver has cleared (new games).
    pub solvable_only: bool,
    /// Whether sound effects play.
    pub sound: bool,
    /// Sound effect volume, 0 to 1.
    pub volume: f32,
}

impl Default for ShisenOptions {
    fn default() -> Self {
        Self {
            size: Size::DEFAULT,
            gravity: false,
            solvable_only: true,
            sound: true,
            volume: 0.6,
        }
    }
}

impl ShisenOptions {
    /// The volume to play at: 0 when muted.
    pub fn effective_volume(&self) -> f32 {
        if self.sound {
            self.volume.clamp(0.0, 1.0)
        } else {
            0.0
        }
    }
}

/// What the settings section asks the panel to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsRequest {
    /// Nothing.
    None,
    /// Deal a new game with the options now set.
    NewGame,
    /// Play the match sound at the chosen volume.
    TrySound,
}

/// The width and height sliders' values, which may be an invalid combination for a moment
/// (15x7 holds 105 tiles, not groups of four) before the player settles on a valid one.
#[derive(Clone, Copy, Debug, Default)]
pub struct SizeDraft {
    width: u32,
    height: u32,
}

/// The Shisen-Sho section of Settings. `current` describes the game on the board, so the
/// section can say when the options differ from it.
pub fn settings_ui(
    ui: &mut egui::Ui,
    options: &mut ShisenOptions,
    draft: &mut SizeDraft,
    current: (Size, bool),
) -> SettingsRequest {
    let mut request = SettingsRequest::None;
    if draft.width == 0 {
        draft.width = options.size.width() as u32;
        draft.height = options.size.height() as u32;
    }
    egui::Grid::new("shisen_settings")
        .num_columns(2)
        .spacing([16.0, 8.0])
        .show(ui, |ui| {
            crate::panel::form::row_label(ui, t!("shisen-settings-board-size"));
            ui.vertical(|ui| size_ui(ui, options, draft));
            ui.end_row();
            crate::panel::form::row_label(ui, t!("shisen-settings-rules"));
            ui.vertical(|ui| {
                ui.checkbox(&mut options.gravity, t!("shisen-settings-gravity"));
                ui.checkbox(
                    &mut options.solvable_only,
                    t!("shisen-settings-solvable-only"),
                );
            });
            ui.end_row();
            crate::panel::form::row_label(ui, t!("shisen-settings-sound"));
            ui.vertical(|ui| {
                if sound_ui(ui, options) {
                    request = SettingsRequest::TrySound;
                }
            });
            ui.end_row();
        });
    if (options.size, options.gravity) != current {
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("shisen-settings-next-game"));
            if ui.button(t!("shisen-settings-new-game-now")).clicked() {
                request = SettingsRequest::NewGame;
            }
        });
    }
    request
}

/// The width and height sliders, and the tile count or why the size cannot be.
fn size_ui(ui: &mut egui::Ui, options: &mut ShisenOptions, draft: &mut SizeDraft) {
    ui.add(
        egui::Slider::new(
            &mut draft.width,
            u32::from(size::MIN_WIDTH)..=u32::from(size::MAX_WIDTH),
        )
        .text(t!("shisen-settings-wide")),
    );
    ui.add(
        egui::Slider::new(
            &mut draft.height,
            u32::from(size::MIN_HEIGHT)..=u32::from(size::MAX_HEIGHT),
        )
        .text(t!("shisen-settings-high")),
    );
    match Size::new(draft.width, draft.height) {
        Ok(size) => {
            options.size = size;
            ui.weak(t!("shisen-settings-tiles", count = size.tiles() as i64));
        }
        Err(err) => {
            ui.colored_label(ui.visuals().error_fg_color, messages::size_error(&err));
        }
    }
}

/// The sound switch, volume and Try (true when Try was clicked), or why sound is not built in.
fn sound_ui(ui: &mut egui::Ui, options: &mut ShisenOptions) -> bool {
    let mut try_sound = false;
    if sound::BUILT_IN {
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut options.sound, t!("shisen-settings-sound-effects"));
            ui.add_enabled(
                options.sound,
                egui::Slider::new(&mut options.volume, 0.0..=1.0)
                    .text(t!("shisen-settings-volume"))
                    .custom_formatter(|v, _| format!("{:.0} %", v * 100.0)),
            );
            if ui
                .add_enabled(
                    options.sound,
                    egui::Button::new(t!("shisen-settings-try-sound")),
                )
                .clicked()
            {
                try_sound = true;
            }
        });
    } else {
        ui.weak(t!("shisen-settings-sound-not-built"));
    }
    try_sound
}
