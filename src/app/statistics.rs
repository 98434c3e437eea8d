//! The Statistics window: one game's record per variant or layout, its figures and three charts
//! (time per won game, win rate over time, a histogram of times), and a reset that can be undone
//! until the window closes.

use crate::game_id::GameId;
use crate::records::stats::{self, Summary};
use crate::records::{Record, Records};
use crate::t;
use egui::{Color32, RichText};
use egui_plot::{Bar, BarChart, HLine, Line, LineStyle, Plot, Points};
use parlour_rules::engine::clock::format_duration;

/// How many of the last games the time chart shows.
pub const RECENT_GAMES: usize = 50;

/// The Statistics window's own state.
#[derive(Clone, Debug)]
pub struct StatisticsView {
    /// The game whose records are shown.
    pub game: GameId,
    /// The record key shown (`klondike/draw3-...`); `None` picks the first.
    pub key: Option<String>,
    /// The player asked to reset and has not confirmed yet.
    pub confirming: bool,
    /// The last record reset, kept to undo until the window closes.
    pub undo: Option<(String, Record)>,
}

/// What the player asked of the window this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum StatisticsRequest {
    /// Remove the record of this key (confirmed).
    Reset(String),
    /// Put back the record reset last.
    UndoReset,
    /// Close the window.
    Close,
}

impl StatisticsView {
    /// The window for `game`, showing `key` (the variant being played) when it has a record.
    pub fn new(game: GameId, key: Option<String>) -> Self {
        Self {
            game,
            key,
            confirming: false,
            undo: None,
        }
    }

    /// The record keys of this game, in order.
    fn keys(&self, records: &Records) -> Vec<String> {
        let prefix = format!("{}/", self.game.key());
        records
            .entries
            .keys()
            .filter(|k| k.starts_with(&prefix))
            .cloned()
            .collect()
    }

    /// Draws the window's content; returns what the player asked.
    pub fn ui(&mut self, ui: &mut egui::Ui, records: &Records) -> Option<StatisticsRequest> {
        let mut request = None;
        ui.heading(t!("stats-title", game = self.game.name()));
        ui.separator();
        let keys = self.keys(records);
        if !self.key.as_ref().is_some_and(|k| keys.contains(k)) {
            self.key = keys.first().cloned();
        }
        match self.key.clone() {
            None => {
                ui.add_space(20.0);
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(t!("stats-no-games")).size(18.0).strong());
                    ui.label(t!("stats-no-games-text", game = self.game.name()));
                });
                ui.add_space(20.0);
            }
            Some(key) => {
                self.variant_picker(ui, &keys, &key);
                if let Some(record) = records.get(&key) {
                    figures_ui(ui, &Summary::of(record));
                    ui.add_space(6.0);
                    charts_ui(ui, record);
                }
                ui.separator();
                request = self.reset_ui(ui, &key);
            }
        }
        if self.key.is_none() && self.undo.is_some() {
            request = request.or(self.undo_row(ui));
        }
        ui.separator();
        if ui.button(t!("dialog-close")).clicked() {
            request = Some(StatisticsRequest::Close);
        }
        request
    }

    fn variant_picker(&mut self, ui: &mut egui::Ui, keys: &[String], key: &str) {
        let prefix = format!("{}/", self.game.key());
        let name = |k: &str| variant_name(self.game, k.strip_prefix(&prefix).unwrap_or(k));
        ui.horizontal(|ui| {
            ui.label(t!("stats-variant"));
            if keys.len() < 2 {
                ui.strong(name(key));
                return;
            }
            egui::ComboBox::from_id_salt("statistics_variant")
                .selected_text(name(key))
                .show_ui(ui, |ui| {
                    for k in keys {
                        if ui.selectable_label(k == key, name(k)).clicked() {
                            self.key = Some(k.clone());
                            self.confirming = false;
                        }
                    }
                });
        });
    }

    fn reset_ui(&mut self, ui: &mut egui::Ui, key: &str) -> Option<StatisticsRequest> {
        let mut request = None;
        ui.horizontal(|ui| {
            if self.confirming {
                ui.label(RichText::new(t!("stats-reset-question")).strong());
                if ui.button(t!("stats-reset-confirm")).clicked() {
                    self.confirming = false;
                    request = Some(StatisticsRequest::Reset(key.to_owned()));
                }
                if ui.button(t!("stats-reset-keep")).clicked() {
                    self.confirming = false;
                }
            } else if ui.button(t!("stats-reset")).clicked() {
                self.confirming = true;
            }
            if let Some(undo) = self.undo_button(ui) {
                request = Some(undo);
            }
        });
        request
    }

    fn undo_row(&mut self, ui: &mut egui::Ui) -> Option<StatisticsRequest> {
        ui.horizontal(|ui| self.undo_button(ui)).inner
    }

    fn undo_button(&self, ui: &mut egui::Ui) -> Option<StatisticsRequest> {
        let (key, _) = self.undo.as_ref()?;
        let prefix = format!("{}/", self.game.key());
        let name = key.strip_prefix(&prefix).unwrap_or(key);
        ui.button(t!(
            "stats-undo-reset",
            variant = variant_name(self.game, name)
        ))
        .clicked()
        .then_some(StatisticsRequest::UndoReset)
    }
}

/// A record key's variant as words: `draw3-7piles-3passes-vegas` reads "draw three, 7 piles,
/// 3 passes, Vegas scoring"; a part it does not know is shown as it is. A Mahjong Solitaire
/// variant is a layout's name, which may hold any character, so it is shown whole.
pub(super) fn variant_name(game: GameId, variant: &str) -> String {
    if game == GameId::Solitaire {
        return variant.to_owned();
    }
    let parts: Vec<String> = variant.split(['-', '/']).map(variant_part).collect();
    parts.join(&t!("variant-separator"))
}

/// One part of a record key in words.
fn variant_part(part: &str) -> String {
    let number = |prefix: &str, suffix: &str| {
        part.strip_prefix(prefix)
            .and_then(|p| p.strip_suffix(suffix))
            .and_then(|n| n.parse::<i64>().ok())
    };
    if let Some(n) = number("draw", "") {
        return t!("variant-draw", cards = n);
    }
    if let Some(n) = number("", "piles") {
        return t!("variant-piles", piles = n);
    }
    if let Some(n) = number("", "cells") {
        return t!("variant-cells", cells = n);
    }
    if let Some(n) = number("", "passes").or_else(|| number("", "pass")) {
        return t!("variant-passes", passes = n);
    }
    if let Some(n) = number("", "suits").or_else(|| number("", "suit")) {
        return t!("variant-suits", suits = n);
    }
    match part {
        "unlimited" => t!("variant-unlimited"),
        "unscored" => t!("variant-unscored"),
        "standard" => t!("variant-standard"),
        "vegas" => t!("variant-vegas"),
        "gravity" => t!("variant-gravity"),
        "bakers" => t!("variant-bakers"),
        "Timed" => t!("variant-timed"),
        "Moves" => t!("variant-moves"),
        "Endless" => t!("variant-endless"),
        "hands" => t!("variant-hands"),
        "games" => t!("variant-games"),
        _ => part.to_owned(),
    }
}

fn time_or_dash(time: Option<f64>) -> String {
    time.map_or_else(|| "–".to_owned(), format_duration)
}

/// The figures, two columns of label and value.
fn figures_ui(ui: &mut egui::Ui, summary: &Summary) {
    let rate = summary
        .win_rate
        .map_or_else(|| "–".to_owned(), |r| format!("{:.0} %", r * 100.0));
    let figures = [
        (t!("stats-played"), summary.played.to_string()),
        (t!("stats-won"), summary.won.to_string()),
        (t!("stats-win-rate"), rate),
        (t!("stats-streak"), summary.streak.to_string()),
        (t!("stats-best-streak"), summary.best_streak.to_string()),
        (t!("stats-best-time"), time_or_dash(summary.best_time)),
        (t!("stats-median-time"), time_or_dash(summary.median_time)),
    ];
    egui::Grid::new("statistics_figures")
        .num_columns(4)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            for (i, (label, value)) in figures.iter().enumerate() {
                ui.label(label);
                let shown = ui.label(RichText::new(value).strong());
                shown.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::Label,
                        true,
                        t!(
                            "stats-figure",
                            label = label.as_str(),
                            value = value.as_str()
                        ),
                    )
                });
                if i % 2 == 1 {
                    ui.end_row();
                }
            }
        });
}

/// Gives a chart an accessible name, so screen readers and tests can find it.
fn name_chart(response: &egui::Response, name: &str) {
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name));
}

/// A chart that stays put: no zoom, drag or scroll inside a dialog.
fn still_plot(id: &str, width: f32, height: f32) -> Plot<'_> {
    Plot::new(id)
        .height(height)
        .width(width)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .include_y(0.0)
}

fn charts_ui(ui: &mut egui::Ui, record: &Record) {
    let width = ui.available_width();
    times_chart_ui(ui, record, width);
    ui.add_space(4.0);
    let half = (width - 12.0) / 2.0;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(half);
            win_rate_chart_ui(ui, record, half);
        });
        ui.vertical(|ui| {
            ui.set_width(half);
            histogram_ui(ui, record, half);
        });
    });
}

/// Time per won game over the last games, the best time dashed across.
fn times_chart_ui(ui: &mut egui::Ui, record: &Record, width: f32) {
    let accent = ui.visuals().selection.bg_fill;
    let best_colour = Color32::from_rgb(0xe0, 0xa0, 0x20);
    let wins = stats::recent_wins(record, RECENT_GAMES);
    ui.horizontal(|ui| {
        ui.label(RichText::new(t!("stats-chart-times", games = RECENT_GAMES)).strong());
        if let Some(best) = record.best_time {
            ui.label(
                RichText::new(format!(
                    "- - {}",
                    t!("stats-chart-best", time = format_duration(best))
                ))
                .color(best_colour),
            );
        }
    });
    let plot = still_plot("statistics_times", width, 150.0)
        .x_axis_label(t!("stats-axis-game"))
        .y_axis_formatter(|mark, _| format_duration(mark.value.max(0.0)))
        .show(ui, |plot| {
            plot.line(Line::new("time", wins.clone()).color(accent).width(1.5));
            plot.points(Points::new("won", wins.clone()).color(accent).radius(3.0));
            if let Some(best) = record.best_time {
                plot.hline(
                    HLine::new("best time", best)
                        .stroke(egui::Stroke::new(1.5, best_colour))
                        .style(LineStyle::dashed_loose()),
                );
            }
        });
    name_chart(&plot.response, &t!("stats-chart-times-name"));
    if wins.is_empty() {
        ui.label(t!("stats-no-recent-wins"));
    }
}

/// The share of games won after each game.
fn win_rate_chart_ui(ui: &mut egui::Ui, record: &Record, width: f32) {
    let accent = ui.visuals().selection.bg_fill;
    ui.label(RichText::new(t!("stats-chart-win-rate")).strong());
    let rates = stats::win_rate_over_time(record);
    let plot = still_plot("statistics_win_rate", width, 130.0)
        .include_y(100.0)
        .y_axis_formatter(|mark, _| format!("{:.0} %", mark.value))
        .show(ui, |plot| {
            plot.line(Line::new("win rate", rates).color(accent).width(1.5));
        });
    name_chart(&plot.response, &t!("stats-chart-win-rate-name"));
}

/// How many won games took each span of time.
fn histogram_ui(ui: &mut egui::Ui, record: &Record, width: f32) {
    let accent = ui.visuals().selection.bg_fill;
    ui.label(RichText::new(t!("stats-chart-histogram")).strong());
    let bins = stats::histogram(&stats::won_times(record), 12);
    let bars: Vec<Bar> = bins
        .iter()
        .map(|bin| {
            Bar::new(bin.start + bin.width / 2.0, f64::from(bin.count))
                .width(bin.width * 0.9)
                .name(t!(
                    "stats-bin",
                    from = format_duration(bin.start),
                    to = format_duration(bin.start + bin.width)
                ))
        })
        .collect();
    let plot = still_plot("statistics_histogram", width, 130.0)
        .x_axis_formatter(|mark, _| format_duration(mark.value.max(0.0)))
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new("games", bars).color(accent));
        });
    name_chart(&plot.response, &t!("stats-chart-histogram-name"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_read_as_words_and_layout_names_stay_whole() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let cases = [
            (
                GameId::Klondike,
                "draw3-7piles-3passes-vegas",
                "draw 3, 7 piles, 3 passes, Vegas score",
            ),
            (GameId::Shisen, "18x8/gravity", "18x8, gravity"),
            (GameId::Match3, "Moves", "30 moves"),
            (GameId::Spider, "1suit", "1 suit"),
            (GameId::Spider, "4suits", "4 suits"),
            (GameId::Solitaire, "Red-Dragon/2", "Red-Dragon/2"),
        ];
        for (game, variant, words) in cases {
            assert_eq!(variant_name(game, variant), words, "{game:?} {variant}");
        }
    }
}
