//! The strip above the board (layout chooser, shuffle, test-play return), the board area with
//! its keyboard handling, the win message and the no-moves dialog.

use egui::{Align, Key, Layout as EguiLayout, Modifiers, RichText};

use super::board::{Highlights, board_ui, direction, move_focus};
use super::layouts::Options;
use super::{SolitaireView, record_key};
use crate::game_id::GameId;
use crate::panel::{BoardRequest, PanelContext, Session};
use crate::t;
use parlour_rules::engine::clock::format_duration;
use parlour_rules::solitaire::rules::SolitaireState;

/// The room the record summary needs at the right of the bar (points); with less, it wraps.
const RECORD_WIDTH: f32 = 320.0;

/// What the player asked for in the strip or a dialog; carried out after drawing.
enum Ask {
    Layout(String),
    Shuffle,
    Undo,
    Restart,
    NewDeal,
    BackToEditor,
    CloseStuck,
}

impl SolitaireView {
    /// The strip above the board.
    pub(super) fn bar_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) {
        let mut asks = Vec::new();
        // Wrapped: on a phone the record goes to a line of its own instead of over the buttons.
        ui.horizontal_wrapped(|ui| {
            if self.back_to.is_some() {
                if ui.button(t!("solitaire-back-to-editor")).clicked() {
                    asks.push(Ask::BackToEditor);
                }
                let text = self.shown(session).map_or_else(
                    || t!("solitaire-test-playing-unnamed"),
                    |s| t!("solitaire-test-playing", layout = s.layout().name.as_str()),
                );
                ui.label(text)
                    .on_hover_text(t!("solitaire-test-playing-tip"));
            } else {
                self.layout_chooser_ui(ui, session, cx, &mut asks);
            }
            let can_shuffle = self.shown(session).is_some_and(|s| !s.is_won());
            let shuffle = ui
                .add_enabled(can_shuffle, egui::Button::new(t!("solitaire-shuffle")))
                .on_hover_text(t!("solitaire-shuffle-tip"));
            if shuffle.clicked() {
                asks.push(Ask::Shuffle);
            }
            if self.analysis.known().solvable == Some(false)
                && self.shown(session).is_some_and(|s| !s.is_lost())
            {
                ui.label(
                    RichText::new(t!("solitaire-unsolvable-warning"))
                        .color(ui.visuals().warn_fg_color),
                );
            }
            if ui.available_size_before_wrap().x >= RECORD_WIDTH {
                ui.with_layout(EguiLayout::right_to_left(Align::Center), |ui| {
                    self.record_summary_ui(ui, session, cx);
                });
            } else {
                ui.end_row();
                self.record_summary_ui(ui, session, cx);
            }
        });
        self.perform(asks, session, cx);
    }

    fn layout_chooser_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
        asks: &mut Vec<Ask>,
    ) {
        let chosen: Options = cx.prefs.game_options(GameId::Solitaire);
        let current = self
            .shown(session)
            .map_or_else(|| t!("solitaire-layout"), |s| s.layout().name.clone());
        ui.label(t!("solitaire-layout-label"));
        let list = egui::ComboBox::from_id_salt("solitaire_layout")
            .selected_text(current)
            .width(170.0)
            .height(480.0)
            .show_ui(ui, |ui| {
                for entry in &self.layouts.builtin {
                    let text = layout_entry(&entry.layout);
                    if ui
                        .selectable_label(entry.key == chosen.layout, text)
                        .clicked()
                    {
                        asks.push(Ask::Layout(entry.key.clone()));
                    }
                }
                if !self.layouts.custom.is_empty() {
                    ui.separator();
                    ui.weak(t!("solitaire-your-layouts"));
                    for entry in &self.layouts.custom {
                        let text = layout_entry(&entry.layout);
                        let item = ui.selectable_label(entry.key == chosen.layout, text);
                        let item = match &entry.file {
                            Some(file) => item.on_hover_text(file),
                            None => item,
                        };
                        if item.clicked() {
                            asks.push(Ask::Layout(entry.key.clone()));
                        }
                    }
                }
                if !self.layouts.problems.is_empty() {
                    ui.separator();
                    let count = self.layouts.problems.len();
                    let text = t!("solitaire-unreadable-files", count = count as i64);
                    ui.weak(text)
                        .on_hover_text(self.layouts.problems.join("\n"));
                }
            });
        let open = list.inner.is_some();
        if open && !self.layout_list_open {
            // Pick up layouts saved by the editor or copied into the folder since last time.
            self.read_layouts(cx);
        }
        self.layout_list_open = open;
        list.response
            .on_hover_text(t!("solitaire-layout-chooser-tip"));
    }

    fn record_summary_ui(
        &self,
        ui: &mut egui::Ui,
        session: &Session<SolitaireState>,
        cx: &PanelContext<'_>,
    ) {
        let Some(state) = self.shown(session) else {
            return;
        };
        if self.back_to.is_some() {
            return;
        }
        let key = record_key(state);
        let Some(record) = cx.records().get(&key) else {
            ui.weak(t!("solitaire-no-record"));
            return;
        };
        let best = record
            .best_time
            .map_or_else(|| "–".to_owned(), format_duration);
        ui.weak(t!(
            "solitaire-record",
            best = best,
            won = i64::from(record.won),
            played = i64::from(record.played)
        ))
        .on_hover_text(t!("solitaire-record-tip"));
    }

    /// The board, the win message, the keyboard, and the no-moves dialog.
    pub(super) fn board_area_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) {
        let area = ui.available_rect_before_wrap();
        ui.allocate_rect(area, egui::Sense::hover());
        // A felt-green table under the tiles, as in a card room.
        let felt = if ui.visuals().dark_mode {
            egui::Color32::from_rgb(28, 58, 44)
        } else {
            egui::Color32::from_rgb(46, 96, 70)
        };
        ui.painter().rect_filled(area, 6.0, felt);
        let mut asks = Vec::new();
        let Some(state) = self.shown(session) else {
            let message = self
                .deal_error
                .clone()
                .unwrap_or_else(|| t!("solitaire-no-game"));
            ui.put(
                area,
                egui::Label::new(RichText::new(message).color(egui::Color32::WHITE)).wrap(),
            );
            return;
        };
        if state.is_won() {
            self.won_ui(ui, area, session, cx, &mut asks);
            self.perform(asks, session, cx);
            return;
        }
        let looks = Highlights {
            selected: self.selected,
            hinted: self.hinted,
            refused: self.refused.map(|(i, _)| i),
            focus: self.focus,
        };
        let clicked = board_ui(ui, area, state, &looks, cx.prefs);
        let stuck = state.is_lost() && self.stuck_dismissed != Some(session.revision());
        if let Some(i) = clicked {
            self.click_tile(session, i, cx);
        } else if !stuck && !ui.ctx().egui_wants_keyboard_input() {
            self.keyboard(ui, session, cx);
        }
        if stuck {
            self.stuck_ui(ui, session, &mut asks);
        }
        self.perform(asks, session, cx);
    }

    /// Arrow keys move the focus ring among free tiles; Enter or Space clicks the focused tile.
    fn keyboard(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) {
        let (arrows, activate) = ui.input_mut(|input| {
            let arrows: Vec<Key> = [
                Key::ArrowLeft,
                Key::ArrowRight,
                Key::ArrowUp,
                Key::ArrowDown,
            ]
            .into_iter()
            .filter(|&k| input.consume_key(Modifiers::NONE, k))
            .collect();
            let activate = input.consume_key(Modifiers::NONE, Key::Enter)
                | input.consume_key(Modifiers::NONE, Key::Space);
            (arrows, activate)
        });
        let Some(state) = self.shown(session) else {
            return;
        };
        let mut focus = self.focus;
        for key in arrows {
            if let Some(dir) = direction(key) {
                focus = move_focus(state, focus, dir).or(focus);
            }
        }
        let first = move_focus(state, None, egui::Vec2::X);
        if activate && focus.is_some() && focus == self.focus {
            if let Some(i) = focus {
                self.click_tile(session, i, cx);
            }
        } else if activate {
            // The first Enter shows where the focus is; the next one takes the tile.
            self.focus = focus.or(first);
        } else {
            self.focus = focus;
        }
    }

    fn won_ui(
        &self,
        ui: &mut egui::Ui,
        area: egui::Rect,
        session: &Session<SolitaireState>,
        cx: &PanelContext<'_>,
        asks: &mut Vec<Ask>,
    ) {
        let state = session.state();
        let seconds = session.clock.elapsed(cx.now);
        let mut child = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(area)
                .layout(EguiLayout::top_down(Align::Center)),
        );
        child.add_space(area.height() * 0.28);
        egui::Frame::popup(child.style())
            .inner_margin(20.0)
            .show(&mut child, |ui| {
                ui.vertical_centered(|ui| {
                    ui.heading(RichText::new(t!("solitaire-cleared")).size(30.0));
                    ui.add_space(6.0);
                    ui.label(t!(
                        "solitaire-cleared-detail",
                        layout = state.layout().name.as_str(),
                        deal = state.deal_no().to_string(),
                        time = format_duration(seconds)
                    ));
                    if self.back_to.is_some() {
                        ui.weak(t!("solitaire-cleared-test"));
                    } else if session.assisted {
                        ui.weak(t!("solitaire-cleared-assisted"));
                    } else if let Some(best) = cx
                        .records()
                        .get(&record_key(state))
                        .and_then(|r| r.best_time)
                    {
                        ui.weak(t!("solitaire-best-time", time = format_duration(best)));
                    }
                    ui.add_space(10.0);
                });
                ui.horizontal(|ui| {
                    if ui.button(t!("solitaire-new-game")).clicked() {
                        asks.push(Ask::NewDeal);
                    }
                    if ui.button(t!("solitaire-play-again")).clicked() {
                        asks.push(Ask::Restart);
                    }
                    if self.back_to.is_some() && ui.button(t!("solitaire-back-to-editor")).clicked()
                    {
                        asks.push(Ask::BackToEditor);
                    }
                });
            });
    }

    fn stuck_ui(&self, ui: &mut egui::Ui, session: &Session<SolitaireState>, asks: &mut Vec<Ask>) {
        let modal = egui::Modal::new(egui::Id::unique("solitaire_no_moves")).show(ui.ctx(), |ui| {
            ui.set_min_width(340.0);
            ui.heading(t!("solitaire-stuck-title"));
            ui.label(t!("solitaire-stuck-text"));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let can_undo = session.history().can_undo();
                if ui
                    .add_enabled(can_undo, egui::Button::new(t!("solitaire-undo")))
                    .clicked()
                {
                    asks.push(Ask::Undo);
                }
                if ui.button(t!("solitaire-shuffle")).clicked() {
                    asks.push(Ask::Shuffle);
                }
                if ui.button(t!("solitaire-restart")).clicked() {
                    asks.push(Ask::Restart);
                }
                if ui.button(t!("solitaire-new-game")).clicked() {
                    asks.push(Ask::NewDeal);
                }
            });
        });
        if modal.should_close() {
            asks.push(Ask::CloseStuck);
        }
    }

    fn perform(
        &mut self,
        asks: Vec<Ask>,
        session: &mut Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) {
        for ask in asks {
            match ask {
                Ask::Layout(key) => self.choose_layout(&key, cx),
                Ask::Shuffle => self.shuffle(session, cx),
                Ask::Undo => {
                    session.undo();
                }
                Ask::Restart => self.request = Some(BoardRequest::Restart),
                Ask::NewDeal => {
                    let deal_no = parlour_proto::entropy::fresh_deal_no();
                    self.request = Some(BoardRequest::NewGame(deal_no));
                }
                Ask::BackToEditor => self.back_to_editor(session, cx),
                Ask::CloseStuck => self.stuck_dismissed = Some(session.revision()),
            }
        }
    }
}

/// A layout on the chooser: its name and how many tiles it has.
fn layout_entry(layout: &parlour_rules::solitaire::layout::Layout) -> String {
    t!(
        "solitaire-layout-entry",
        layout = layout.name.as_str(),
        count = layout.tiles.len() as i64
    )
}
