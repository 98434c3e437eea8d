//! The window's furniture: menu bar, tool bar, game switcher, status bar, banners, pause screen.

use super::{Action, ParlourApp};
// Below this width (points) the games column gives way to a games menu, and settings rows stack.
use crate::panel::form::NARROW_WIDTH;
use crate::t;
use egui::{Align, Layout, RichText};
use parlour_rules::engine::clock::format_duration;

/// The width a separator between two status items takes on a phone, besides the item spacing on
/// either side.
const SEPARATOR_WIDTH: f32 = 6.0;

/// A menu or tool bar entry: its text, a shortcut or tooltip, and what it does.
type Entry = (String, &'static str, Action);

impl ParlourApp {
    /// Lays out the whole window and collects the actions clicked.
    pub(super) fn chrome_ui(&mut self, ui: &mut egui::Ui, now: f64, actions: &mut Vec<Action>) {
        // A phone's width leaves no room for the games column: the games are a menu then.
        let narrow = ui.available_width() < NARROW_WIDTH;
        egui::Panel::top("menu_bar").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| {
                if narrow {
                    self.games_menu_ui(ui, actions);
                }
                self.menus_ui(ui, actions);
            });
        });
        egui::Panel::top("tool_bar").show(ui, |ui| self.tool_bar_ui(ui, actions));
        egui::Panel::bottom("status_bar").show(ui, |ui| self.status_bar_ui(ui, now));
        if !narrow {
            egui::Panel::left("game_switcher")
                .resizable(false)
                .exact_size(170.0)
                .show(ui, |ui| self.switcher_ui(ui, actions));
        }
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
        let items: [(String, Vec<Entry>); 3] = [
            (
                t!("menu-game"),
                vec![
                    (t!("menu-new-game"), "F2", Action::NewGame),
                    (t!("menu-new-game-numbered"), "", Action::NewGameNumbered),
                    (t!("menu-restart"), "", Action::Restart),
                    (t!("menu-today"), "", Action::Today),
                    (t!("menu-pause"), "P", Action::Pause),
                    (t!("menu-statistics"), "F8", Action::Statistics),
                    (t!("menu-records"), "", Action::Records),
                    (t!("menu-quit"), "", Action::Quit),
                ],
            ),
            (
                t!("menu-edit"),
                vec![
                    (t!("menu-undo"), "Ctrl+Z", Action::Undo),
                    (t!("menu-redo"), "Ctrl+Shift+Z", Action::Redo),
                    (t!("menu-hint"), "H", Action::Hint),
                    (t!("menu-settings"), "", Action::Settings),
                ],
            ),
            (t!("menu-help"), vec![(t!("menu-about"), "", Action::About)]),
        ];
        for (menu, entries) in items {
            ui.menu_button(menu, |ui| {
                for (text, shortcut, action) in entries {
                    if self.menu_item(ui, &text, shortcut, action) {
                        actions.push(action);
                        ui.close();
                    }
                }
            });
        }
    }

    fn tool_bar_ui(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.horizontal_wrapped(|ui| {
            ui.add_space(2.0);
            let pause_text = if self.paused {
                format!("▶ {}", t!("tool-resume"))
            } else {
                format!("☕ {}", t!("tool-pause"))
            };
            let tool =
                |icon: &str, id: String, tip: String, action| (format!("{icon} {id}"), tip, action);
            let groups: [Vec<(String, String, Action)>; 3] = [
                vec![
                    tool(
                        "➕",
                        t!("tool-new-game"),
                        t!("tool-new-game-tip"),
                        Action::NewGame,
                    ),
                    tool(
                        "#",
                        t!("tool-deal"),
                        t!("tool-deal-tip"),
                        Action::NewGameNumbered,
                    ),
                    tool(
                        "🔄",
                        t!("tool-restart"),
                        t!("tool-restart-tip"),
                        Action::Restart,
                    ),
                    tool("📅", t!("tool-today"), t!("tool-today-tip"), Action::Today),
                ],
                vec![
                    tool("↩", t!("tool-undo"), t!("tool-undo-tip"), Action::Undo),
                    tool("↪", t!("tool-redo"), t!("tool-redo-tip"), Action::Redo),
                    tool("💡", t!("tool-hint"), t!("tool-hint-tip"), Action::Hint),
                    (pause_text, t!("tool-pause-tip"), Action::Pause),
                ],
                vec![
                    tool(
                        "📊",
                        t!("tool-statistics"),
                        t!("tool-statistics-tip"),
                        Action::Statistics,
                    ),
                    tool(
                        "🔧",
                        t!("tool-settings"),
                        t!("tool-settings-tip"),
                        Action::Settings,
                    ),
                    tool("ℹ", t!("tool-about"), t!("tool-about-tip"), Action::About),
                ],
            ];
            for (index, group) in groups.iter().enumerate() {
                if index > 0 {
                    ui.separator();
                }
                for (text, tip, action) in group {
                    let button = egui::Button::new(text).frame_when_inactive(false);
                    let response = ui
                        .add_enabled(self.is_enabled(*action), button)
                        .on_hover_text(tip);
                    if response.clicked() {
                        actions.push(*action);
                    }
                }
            }
        });
    }

    /// The games as a menu named after the one shown (narrow windows and phones).
    fn games_menu_ui(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let title = RichText::new(self.active_game().name()).strong();
        ui.menu_button(title, |ui| {
            for (index, panel) in self.panels.iter().enumerate() {
                let selected = index == self.active;
                if ui.selectable_label(selected, panel.id().name()).clicked() {
                    actions.push(Action::Show(index));
                    ui.close();
                }
            }
        });
    }

    fn switcher_ui(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        ui.add_space(8.0);
        ui.label(RichText::new(t!("switcher-games")).strong());
        ui.add_space(4.0);
        for (index, panel) in self.panels.iter().enumerate() {
            let selected = index == self.active;
            let text = RichText::new(panel.id().name()).size(15.0);
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
        // The status bar's items in reading order: counters, the deal, the clock.
        let mut items: Vec<(RichText, Option<String>)> = counters
            .iter()
            .map(|counter| {
                (
                    RichText::new(format!("{}: {}", counter.label, counter.value)),
                    None,
                )
            })
            .collect();
        if let Some(deal_no) = deal_no {
            let text = match daily {
                Some((_, date)) => format!(
                    "📅 {}",
                    t!(
                        "status-daily-deal",
                        date = crate::app::daily::short_date(date),
                        deal = deal_no.to_string()
                    )
                ),
                None => t!("status-deal", deal = deal_no.to_string()),
            };
            items.push((RichText::new(text), None));
        }
        if let Some(seconds) = elapsed {
            let clock = RichText::new(format!("🕑 {}", format_duration(seconds))).monospace();
            items.push((clock, Some(t!("status-play-time"))));
        }
        let item_ui = |ui: &mut egui::Ui, (text, hover): (egui::WidgetText, Option<String>)| {
            let label = ui.label(text);
            if let Some(hover) = hover {
                label.on_hover_text(hover);
            }
        };
        if ui.available_width() < NARROW_WIDTH {
            // A phone: the message on a line of its own, the items wrapped below it.
            if let Some(message) = message {
                ui.label(message);
            }
            // Each item stays whole ("Spiel Nr. 930170767" broken after "Nr." read as two
            // items): one that does not fit the row starts the next, with no separator left
            // hanging at the end of the row before it.
            ui.horizontal_wrapped(|ui| {
                for (index, (text, hover)) in items.into_iter().enumerate() {
                    let galley = egui::WidgetText::from(text).into_galley(
                        ui,
                        Some(egui::TextWrapMode::Extend),
                        f32::INFINITY,
                        egui::TextStyle::Body,
                    );
                    if index > 0 {
                        let separator = ui.spacing().item_spacing.x * 2.0 + SEPARATOR_WIDTH;
                        if galley.size().x + separator > ui.available_size_before_wrap().x {
                            ui.end_row();
                        } else {
                            ui.add(egui::Separator::default().spacing(SEPARATOR_WIDTH));
                        }
                    }
                    item_ui(ui, (galley.into(), hover));
                }
            });
            return;
        }
        ui.horizontal(|ui| {
            if let Some(message) = message {
                ui.label(message);
            }
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                for (index, item) in items.into_iter().rev().enumerate() {
                    if index > 0 {
                        ui.separator();
                    }
                    item_ui(ui, (item.0.into(), item.1));
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
                            if ui.small_button(t!("banner-dismiss")).clicked() {
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
        ui.heading(t!("paused-title"));
        ui.add_space(8.0);
        ui.label(t!("paused-text"));
        ui.add_space(8.0);
        if ui.button(t!("paused-resume")).clicked() {
            actions.push(Action::Pause);
        }
    });
}
