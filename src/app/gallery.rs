//! The faces gallery (every tile, card and gem, with a size slider) and the Faces rows of the
//! Settings dialog.

use crate::faces::CardBack;
use crate::faces::names::{back_name, card_name, gem_name, tile_name};
use crate::faces::{CARD_ASPECT, CardView, FaceBatch, GEM_KINDS, Look, TILE_ASPECT, tile_depth};
use crate::preferences::Preferences;
use crate::store::Store;
use crate::t;
use egui::{Id, Rect, Sense, Vec2, vec2};
use parlour_rules::engine::card::Card;
use parlour_rules::engine::tile::Face;
use std::path::PathBuf;

fn width_id() -> Id {
    Id::unique("parlour_faces_gallery_width")
}

/// Allocates a named, clickable spot for one face (so screen readers and tests find it).
fn spot(ui: &mut egui::Ui, size: Vec2, name: &str) -> Rect {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let name = name.to_owned();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    // Whole pixels keep the atlas's pixels one to one with the screen's.
    Rect::from_min_size(rect.min.round(), rect.size())
}

/// Shows every face at a width the player picks. Returns `false` once the player closes it.
pub fn gallery_ui(ui: &mut egui::Ui, prefs: &Preferences) -> bool {
    ui.heading(t!("gallery-title"));
    let mut width = ui.data(|d| d.get_temp::<f32>(width_id())).unwrap_or(48.0);
    let open = width_row_ui(ui, &mut width);
    ui.data_mut(|d| d.insert_temp(width_id(), width));
    ui.separator();
    let screen = ui.ctx().content_rect().size();
    ui.set_width((screen.x * 0.85).min(1600.0));
    egui::ScrollArea::vertical()
        .min_scrolled_height(screen.y * 0.72)
        .max_height(screen.y * 0.72)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // The gallery always shows the dimmed look, whatever the preference.
            let mut shown = prefs.clone();
            shown.tiles.dim_blocked = true;
            let mut batch = FaceBatch::new(ui.ctx(), &shown.tiles, &shown.cards);
            tiles_ui(ui, &mut batch, width);
            ui.add_space(8.0);
            cards_ui(ui, &mut batch, width);
            ui.add_space(8.0);
            gems_ui(ui, &mut batch, width);
            batch.paint(ui.painter());
        });
    open
}

/// The tile width slider, its presets and Close; false once Close is clicked.
fn width_row_ui(ui: &mut egui::Ui, width: &mut f32) -> bool {
    let mut open = true;
    ui.horizontal(|ui| {
        let label = ui.label(t!("gallery-tile-width"));
        ui.add(
            egui::Slider::new(width, 24.0..=160.0)
                .suffix(" pt")
                .step_by(1.0),
        )
        .labelled_by(label.id);
        for preset in [32.0, 48.0, 64.0, 96.0] {
            if ui
                .selectable_label(*width == preset, format!("{preset} pt"))
                .clicked()
            {
                *width = preset;
            }
        }
        if ui.button(t!("dialog-close")).clicked() {
            open = false;
        }
    });
    open
}

/// Every tile face, the back, and the highlight looks.
fn tiles_ui(ui: &mut egui::Ui, batch: &mut FaceBatch, width: f32) {
    let depth = tile_depth(width);
    let tile = vec2(width, width * TILE_ASPECT);
    let tile_spot = tile + vec2(depth.x.abs(), depth.y) + vec2(4.0, 4.0);
    ui.strong(t!("gallery-tiles"));
    ui.horizontal_wrapped(|ui| {
        for face in Face::all() {
            let rect = spot(ui, tile_spot, &tile_name(face));
            let min = rect.min + vec2(depth.x.abs(), 0.0);
            batch.tile(Rect::from_min_size(min, tile), face, Look::default());
        }
        let rect = spot(ui, tile_spot, &t!("gallery-tile-back"));
        batch.tile_back(
            Rect::from_min_size(rect.min + vec2(depth.x.abs(), 0.0), tile),
            Look::default(),
        );
        for (name, look) in looks() {
            let Some(face) = Face::from_index(13) else {
                continue;
            };
            let rect = spot(ui, tile_spot, &t!("gallery-look-tile", look = name));
            batch.tile(
                Rect::from_min_size(rect.min + vec2(depth.x.abs(), 0.0), tile),
                face,
                look,
            );
        }
    });
}

/// Every card face and every back.
fn cards_ui(ui: &mut egui::Ui, batch: &mut FaceBatch, width: f32) {
    ui.strong(t!("gallery-cards"));
    let card = vec2(width * 1.3, width * 1.3 * CARD_ASPECT);
    ui.horizontal_wrapped(|ui| {
        for c in Card::deck() {
            let rect = spot(ui, card + vec2(4.0, 4.0), &card_name(c));
            batch.card(
                Rect::from_min_size(rect.min, card),
                CardView::Up(c),
                Look::default(),
            );
        }
        for back in CardBack::ALL {
            let rect = spot(
                ui,
                card + vec2(4.0, 4.0),
                &t!("gallery-card-back", back = back_name(back)),
            );
            batch.card_back(Rect::from_min_size(rect.min, card), back, Look::default());
        }
    });
}

/// Every gem, and one selected.
fn gems_ui(ui: &mut egui::Ui, batch: &mut FaceBatch, width: f32) {
    ui.strong(t!("gallery-gems"));
    let gem = Vec2::splat(width * 1.2);
    ui.horizontal_wrapped(|ui| {
        for kind in 0..GEM_KINDS {
            let rect = spot(ui, gem + vec2(4.0, 4.0), &gem_name(kind));
            batch.gem(Rect::from_min_size(rect.min, gem), kind, Look::default());
        }
        let rect = spot(ui, gem + vec2(4.0, 4.0), &t!("gallery-selected-gem"));
        batch.gem(
            Rect::from_min_size(rect.min, gem),
            4,
            Look {
                selected: true,
                ..Look::default()
            },
        );
    });
}

/// The highlight looks shown in the gallery.
fn looks() -> [(String, Look); 4] {
    [
        (
            t!("gallery-look-selected"),
            Look {
                selected: true,
                ..Look::default()
            },
        ),
        (
            t!("gallery-look-hinted"),
            Look {
                hinted: true,
                ..Look::default()
            },
        ),
        (
            t!("gallery-look-refused"),
            Look {
                refused: true,
                ..Look::default()
            },
        ),
        (
            t!("gallery-look-dimmed"),
            Look {
                dimmed: true,
                ..Look::default()
            },
        ),
    ]
}

#[derive(Clone, Default)]
struct BackForm {
    path: String,
    message: Option<(bool, String)>,
}

fn form_id() -> Id {
    Id::unique("parlour_faces_back_form")
}

/// The Tiles and Cards rows of the Settings grid. Returns `true` when the player asks for the
/// gallery.
pub fn settings_ui(ui: &mut egui::Ui, prefs: &mut Preferences, store: &Store) -> bool {
    let mut show_gallery = false;
    crate::panel::form::row_label(ui, t!("settings-tiles"));
    ui.vertical(|ui| {
        let tiles = &mut prefs.tiles;
        ui.checkbox(&mut tiles.corner_index, t!("settings-corner-index"));
        ui.checkbox(&mut tiles.colour_blind, t!("settings-colour-blind"));
        ui.checkbox(&mut tiles.dim_blocked, t!("settings-dim-blocked"));
        show_gallery = ui.button(t!("about-gallery")).clicked();
    });
    ui.end_row();
    crate::panel::form::row_label(ui, t!("settings-card-back"));
    ui.vertical(|ui| {
        let has_custom = crate::faces::has_custom_back(ui.ctx());
        ui.horizontal_wrapped(|ui| {
            for back in CardBack::ALL {
                if back == CardBack::Custom && !has_custom {
                    continue;
                }
                ui.vertical(|ui| {
                    let size = vec2(34.0, 34.0 * CARD_ASPECT);
                    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
                    let name = t!("settings-card-back-preview", back = back_name(back));
                    response
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
                    if response.clicked() {
                        prefs.cards.back = back;
                    }
                    let mut batch = FaceBatch::new(ui.ctx(), &prefs.tiles, &prefs.cards);
                    let look = Look {
                        selected: prefs.cards.back == back,
                        ..Look::default()
                    };
                    batch.card_back(rect, back, look);
                    batch.paint(ui.painter());
                    ui.radio_value(&mut prefs.cards.back, back, back_name(back));
                });
            }
        });
        let mut form = ui
            .data(|d| d.get_temp::<BackForm>(form_id()))
            .unwrap_or_else(|| BackForm {
                path: prefs
                    .cards
                    .custom_back
                    .as_ref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default(),
                message: None,
            });
        crate::panel::form::field_row(ui, |ui| {
            ui.add(
                egui::TextEdit::singleline(&mut form.path)
                    .hint_text(t!("settings-picture-hint"))
                    .desired_width(240.0),
            );
            if ui.button(t!("settings-use-picture")).clicked() {
                form.message = Some(load_back(ui.ctx(), store, prefs, &form.path));
            }
        });
        if let Some((ok, message)) = &form.message {
            if *ok {
                ui.label(message);
            } else {
                ui.colored_label(ui.visuals().error_fg_color, message);
            }
        }
        ui.data_mut(|d| d.insert_temp(form_id(), form));
    });
    ui.end_row();
    show_gallery
}

/// Loads the picture at `path` as the custom back. Returns (success, message for the player).
fn load_back(
    ctx: &egui::Context,
    store: &Store,
    prefs: &mut Preferences,
    path: &str,
) -> (bool, String) {
    let path = PathBuf::from(path.trim());
    if path.as_os_str().is_empty() {
        return (false, t!("settings-picture-none"));
    }
    let bytes = match store.read_picture(&path) {
        Ok(bytes) => bytes,
        Err(message) => return (false, t!("settings-picture-refused", reason = message)),
    };
    match crate::faces::set_custom_back(ctx, &bytes) {
        Ok(()) => {
            prefs.cards.back = CardBack::Custom;
            prefs.cards.custom_back = Some(path);
            (true, t!("settings-picture-done"))
        }
        Err(e) => (false, back_error_text(&e)),
    }
}

/// Why a picture cannot be the card back, in the player's language.
fn back_error_text(error: &crate::faces::BackError) -> String {
    match error {
        crate::faces::BackError::Undecodable(detail) => {
            t!("settings-picture-undecodable", detail = detail.as_str())
        }
        crate::faces::BackError::Empty => t!("settings-picture-empty"),
    }
}

/// Loads the remembered custom back at start. Returns a message for the player when it fails.
pub fn load_saved_back(ctx: &egui::Context, store: &Store, prefs: &Preferences) -> Option<String> {
    let path = prefs.cards.custom_back.as_ref()?;
    if prefs.cards.back != CardBack::Custom {
        return None;
    }
    let result = store.read_picture(path).and_then(|bytes| {
        crate::faces::set_custom_back(ctx, &bytes).map_err(|e| back_error_text(&e))
    });
    result
        .err()
        .map(|e| t!("settings-picture-lost", reason = e))
}
