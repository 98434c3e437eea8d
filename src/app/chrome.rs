//! The window's furniture: menu bar, tool bar, game switcher, status bar, banners, pause screen.

use super::{Action, ParlourApp};
use egui::{Align, Layout, RichText};
use parlour_rules::engine::clock::format_duration;

/// A menu or tool bar entry: its text, a shortcut or tooltip, and what it does.
type Entry<'a> = (&'a str, &'a str, Action);

impl ParlourApp {
    /// Lays out the whole window and collects the actions clicked.
    pub(super) fn chrome_ui(&mut self, ui: &mut egui::Ui, now: f64, actions: &mut Vec<Action>) {
        egui::Panel::top("menu_bar").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| self.menus_ui(ui, actions));
        });
        egui::Panel::top("tool_bar").show(ui, |ui| self.tool_bar_ui(ui, actions));
        egui::Panel::bottom("status_bar").show(ui, |ui| self.status_bar_ui(ui, now));
        egui::Panel::left("game_switcher")
            .resizable(false)
            .exact_size(170.0)
            .show(ui, |ui| self.switcher_ui(ui, actions));
        egui::CentralPanel::default().show(ui, |ui| {
            self.banners_ui(ui);
            if self.paused {
                paused_ui(ui, actions);
            } else {
                self.with_active(now, |panel, cx| panel.ui(ui, cx));
            }
        });
    }

    fn menu_item(&self, ui: &mut egui::Ui, text: &str, shortcut: &str, action: Action) -> bool {
        let button = egui::Button::new(text).shortcut_text(shortcut);
        ui.add_enabled(self.is_enabled(action), button).clicked()
    }

    fn menus_ui(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let items: [(&str, &[Entry<'_>]); 3] = [
            (
                "Game",
                &[
                    ("New game", "F2", Action::NewGame),
                    ("New game with number…", "", Action::NewGameNumbered),
                    ("Restart", "", Action::Restart),
                    ("Today's deal…", "", Action::Today),
                    ("Pause", "P", Action::Pause),
                    ("Statistics…", "F8", Action::Statistics),
                    ("Records", "", Action::Records),
                    ("Quit", "", Action::Quit),
                ],
            ),
            (
                "Edit",
                &[
                    ("Undo", "Ctrl+Z", Action::Undo),
                    ("Redo", "Ctrl+Shift+Z", Action::Redo),
                    ("Hint", "H", Action::Hint),
                    ("Settings…", "", Action::Settings),
                ],
            ),
            ("Help", &[("About Parlour", "", Action::About)]),
        ];
        for (menu, entries) in items {
            ui.menu_button(menu, |ui| {
                for &(text, shortcut, action) in entries {
                    if self.menu_item(ui, text, shortcut, action) {
                        actions.push(action);
                        ui.close();
                    }
                }
            });
        }
    }

    fn tool_bar_ui(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.horizontal(|ui| {
            ui.add_space(2.0);
            let pause_text = if self.paused {
                "▶ Resume"
            } else {
                "⏸ Pause"
            };
            let groups: [&[Entry<'_>]; 3] = [
                &[
                    ("✚ New game", "Deal a new game (F2)", Action::NewGame),
                    ("# Deal…", "Play a numbered deal", Action::NewGameNumbered),
                    ("⟲ Restart", "Start this deal again", Action::Restart),
                    ("📅 Today", "The deal of the day", Action::Today),
                ],
                &[
                    ("⮪ Undo", "Take back a move (Ctrl+Z)", Action::Undo),
                    ("⮫ Redo", "Repeat a move (Ctrl+Shift+Z)", Action::Redo),
                    ("💡 Hint", "Show a good move (H)", Action::Hint),
                    (pause_text, "Pause and hide the board (P)", Action::Pause),
                ],
                &[
                    (
                        "📊 Statistics",
                        "Statistics of this game (F8)",
                        Action::Statistics,
                    ),
                    ("⚙ Settings", "Preferences", Action::Settings),
                    ("ℹ About", "About Parlour", Action::About),
                ],
            ];
            for (index, group) in groups.iter().enumerate() {
                if index > 0 {
                    ui.separator();
                }
                for &(text, tip, action) in *group {
                    let button = egui::Button::new(text).frame_when_inactive(false);
                    let response = ui
                        .add_enabled(self.is_enabled(action), button)
                        .on_hover_text(tip);
                    if response.clicked() {
                        actions.push(action);
                    }
                }
            }
        });
    }

    fn switcher_ui(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.add_space(8.0);
        ui.label(RichText::new("Games").strong());
        ui.add_space(4.0);
        for (index, panel) in self.panels.iter().enumerate() {
            let selected = index == self.active;
            let text = RichText::new(panel.id().title()).size(15.0);
            let response = ui.add_sized(
                [ui.available_width(), 30.0],
                egui::Button::selectable(selected, text),
            );
            if response.clicked() {
                actions.push(Action::Show(index));
            }
        }
    }

    fn status_bar_ui(&mut self, ui: &mut egui::Ui, now: f64) {
        let message = self.status.current(now).map(str::to_owned);
        let Some(panel) = self.panels.get_mut(self.active) else {
            return;
        };
        let counters = panel.counters();
        let deal_no = panel.deal_no();
        let daily = panel.daily();
        let elapsed = panel.clock().map(|c| c.elapsed(now));
        ui.horizontal(|ui| {
            if let Some(message) = message {
                ui.label(message);
            }
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if let Some(seconds) = elapsed {
                    ui.label(RichText::new(format!("⏱ {}", format_duration(seconds))).monospace())
                        .on_hover_text("Play time");
                }
                if let Some(deal_no) = deal_no {
                    ui.separator();
                    match daily {
                        Some((_, date)) => ui.label(format!(
                            "📅 Deal of {} {} {}: {deal_no}",
                            date.day(),
                            date.month(),
                            date.year()
                        )),
                        None => ui.label(format!("Deal {deal_no}")),
                    };
                }
                for counter in counters.iter().rev() {
                    ui.separator();
                    ui.label(format!("{}: {}", counter.label, counter.value));
                }
            });
        });
    }

    fn banners_ui(&mut self, ui: &mut egui::Ui) {
        let mut dismissed = None;
        for (index, banner) in self.banners.iter().enumerate() {
            egui::Frame::group(ui.style())
                .fill(ui.visuals().warn_fg_color.gamma_multiply(0.15))
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new("⚠").color(ui.visuals().warn_fg_color));
                        ui.label(banner);
                        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                            if ui.small_button("Dismiss").clicked() {
                                dismissed = Some(index);
                            }
                        });
                    });
                });
        }
        if let Some(index) = dismissed {
            self.banners.remove(index);
        }
    }
}

fn paused_ui(ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.35);
        ui.heading("Paused");
        ui.add_space(8.0);
        ui.label("The board is hidden and the clock is stopped.");
        ui.add_space(8.0);
        if ui.button("Resume").clicked() {
            actions.push(Action::Pause);
        }
    });
}
