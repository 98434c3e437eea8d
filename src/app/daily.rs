//! The deal of the day window: today's deal of the active game, a calendar of the month marking
//! the days played and won, and the daily streak. Any day up to today can be played.

use crate::game_id::GameId;
use crate::records::DailyResults;
use crate::t;
use egui::{Color32, RichText, Stroke};
use parlour_rules::daily::{DailyGame, deal_of_the_day};
use std::collections::BTreeMap;
use time::Date;

/// The games with a deal of the day in `game`'s panel.
pub fn daily_games(game: GameId) -> &'static [DailyGame] {
    match game {
        GameId::Solitaire => &[DailyGame::Solitaire],
        GameId::Shisen => &[DailyGame::Shisen],
        GameId::Klondike => &[DailyGame::KlondikeDraw1, DailyGame::KlondikeDraw3],
        GameId::FreeCell => &[DailyGame::FreeCell],
        GameId::Match3 => &[DailyGame::Match3],
        GameId::Spider => &[DailyGame::SpiderOneSuit],
        GameId::Editor | GameId::Mahjong => &[],
    }
}

/// What players call each daily game.
pub fn title(game: DailyGame) -> String {
    match game {
        DailyGame::Solitaire => t!("daily-game-solitaire"),
        DailyGame::Shisen => t!("daily-game-shisen"),
        DailyGame::KlondikeDraw1 => t!("daily-game-klondike-draw1"),
        DailyGame::KlondikeDraw3 => t!("daily-game-klondike-draw3"),
        DailyGame::Match3 => t!("daily-game-match3"),
        DailyGame::SpiderOneSuit => t!("daily-game-spider-one-suit"),
        DailyGame::FreeCell => t!("daily-game-freecell"),
    }
}

/// The window's state.
#[derive(Clone, Debug)]
pub struct DailyView {
    /// The daily games of the active panel.
    pub games: &'static [DailyGame],
    /// The one shown.
    pub game: DailyGame,
    /// Today's UTC date.
    pub today: Date,
    /// The day picked in the calendar (today at first).
    pub day: Date,
    /// The first day of the month shown.
    pub month: Date,
    /// Deal numbers worked out so far (Klondike's take a short solver run each).
    deals: BTreeMap<(DailyGame, Date), u64>,
}

/// What the player asked of the window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DailyRequest {
    /// Play this game's deal of this date, number `deal_no`.
    Play(DailyGame, Date, u64),
    /// Close the window.
    Close,
}

fn first_of_month(date: Date) -> Date {
    date.replace_day(1).unwrap_or(date)
}

impl DailyView {
    /// The window for `game`'s panel on `today`; `None` when it has no deal of the day.
    pub fn new(game: GameId, today: Date) -> Option<Self> {
        let games = daily_games(game);
        Some(Self {
            games,
            game: *games.first()?,
            today,
            day: today,
            month: first_of_month(today),
            deals: BTreeMap::new(),
        })
    }

    /// The deal number of the shown game on `date` (worked out once).
    pub fn deal(&mut self, date: Date) -> u64 {
        let game = self.game;
        *self
            .deals
            .entry((game, date))
            .or_insert_with(|| deal_of_the_day(game, date))
    }

    /// Draws the window; returns what the player asked.
    pub fn ui(&mut self, ui: &mut egui::Ui, results: &DailyResults) -> Option<DailyRequest> {
        let mut request = None;
        ui.heading(t!("daily-title"));
        ui.label(t!("daily-text"));
        ui.separator();
        if self.games.len() > 1 {
            ui.horizontal(|ui| {
                for &game in self.games {
                    ui.selectable_value(&mut self.game, game, title(game));
                }
            });
        }
        let day = self.day;
        let deal_no = self.deal(day);
        let heading = if day == self.today {
            t!(
                "daily-today-deal",
                game = title(self.game),
                deal = deal_no.to_string()
            )
        } else {
            t!(
                "daily-day-deal",
                date = long_date(day),
                game = title(self.game),
                deal = deal_no.to_string()
            )
        };
        ui.label(RichText::new(heading).strong());
        let state = match results.result(self.game, day) {
            Some(true) => format!("{} ✔", t!("daily-won")),
            Some(false) => t!("daily-played"),
            None => t!("daily-not-played"),
        };
        ui.label(state);
        let play = egui::Button::new(
            RichText::new(format!(
                "▶ {}",
                if day == self.today {
                    t!("daily-play-today")
                } else {
                    t!("daily-play-day")
                }
            ))
            .strong(),
        );
        if ui.add(play).clicked() {
            request = Some(DailyRequest::Play(self.game, day, deal_no));
        }
        ui.add_space(8.0);
        self.calendar_ui(ui, results);
        ui.add_space(6.0);
        let streak = results.streak(self.game, self.today);
        let best = results.best_streak(self.game);
        ui.label(RichText::new(t!("daily-streak", days = streak, best = best)).strong());
        ui.separator();
        if ui.button(t!("dialog-close")).clicked() {
            request = Some(DailyRequest::Close);
        }
        request
    }

    fn calendar_ui(&mut self, ui: &mut egui::Ui, results: &DailyResults) {
        self.month_header_ui(ui);
        let cell = egui::vec2(40.0, 30.0);
        egui::Grid::new("daily_calendar")
            .spacing([4.0, 4.0])
            .show(ui, |ui| {
                for weekday in 1..=7i64 {
                    let name = t!("weekday-short", weekday = weekday);
                    ui.add_sized(cell, egui::Label::new(RichText::new(name).weak()));
                }
                ui.end_row();
                let lead = self.month.weekday().number_days_from_monday();
                for _ in 0..lead {
                    ui.allocate_space(cell);
                }
                let mut date = Some(self.month);
                let mut column = lead;
                while let Some(day) = date.filter(|d| d.month() == self.month.month()) {
                    if self.day_ui(ui, day, results.result(self.game, day), cell) {
                        self.day = day;
                    }
                    column += 1;
                    if column == 7 {
                        column = 0;
                        ui.end_row();
                    }
                    date = day.next_day();
                }
            });
        let accent = ui.visuals().selection.bg_fill;
        ui.horizontal(|ui| {
            let swatch = |ui: &mut egui::Ui, fill: Color32, stroke: Stroke, text: &str| {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                ui.painter()
                    .rect(rect, 3.0, fill, stroke, egui::StrokeKind::Inside);
                ui.label(text);
            };
            swatch(ui, accent, Stroke::NONE, &t!("daily-key-won"));
            let played = Stroke::new(1.5, ui.visuals().selection.stroke.color);
            swatch(ui, Color32::TRANSPARENT, played, &t!("daily-key-played"));
        });
    }

    /// The month's name between the previous and next month buttons (none after this month).
    fn month_header_ui(&mut self, ui: &mut egui::Ui) {
        let this_month = first_of_month(self.today);
        ui.horizontal(|ui| {
            if ui
                .button("◀")
                .on_hover_text(t!("daily-previous-month"))
                .clicked()
                && let Some(prev) = self.month.previous_day()
            {
                self.month = first_of_month(prev);
            }
            ui.label(
                RichText::new(t!(
                    "month-year",
                    month = i64::from(u8::from(self.month.month())),
                    year = self.month.year().to_string()
                ))
                .strong()
                .size(16.0),
            );
            let next = egui::Button::new("▶");
            if ui
                .add_enabled(self.month < this_month, next)
                .on_hover_text(t!("daily-next-month"))
                .clicked()
            {
                let last = self
                    .month
                    .replace_day(self.month.month().length(self.month.year()));
                if let Some(next) = last.ok().and_then(|d| d.next_day()) {
                    self.month = next;
                }
            }
        });
    }

    /// One day of the calendar: filled when won, outlined when played, framed when picked.
    /// Returns whether it was clicked.
    fn day_ui(&self, ui: &mut egui::Ui, day: Date, result: Option<bool>, cell: egui::Vec2) -> bool {
        let visuals = ui.visuals().clone();
        let accent = visuals.selection.bg_fill;
        let future = day > self.today;
        let (fill, text_colour) = match result {
            Some(true) => (accent, visuals.selection.stroke.color),
            _ => (Color32::TRANSPARENT, visuals.text_color()),
        };
        let stroke = if day == self.day {
            Stroke::new(2.0, visuals.strong_text_color())
        } else if result == Some(false) {
            Stroke::new(1.5, visuals.selection.stroke.color)
        } else {
            Stroke::new(0.5, visuals.weak_text_color())
        };
        let mut text = RichText::new(day.day().to_string()).color(text_colour);
        if day == self.today {
            text = text.strong().underline();
        }
        let button = egui::Button::new(text)
            .fill(fill)
            .stroke(stroke)
            .min_size(cell);
        let response = ui.add_enabled(!future, button);
        let status = match result {
            Some(true) => t!("daily-day-won"),
            Some(false) => t!("daily-day-played"),
            None if future => t!("daily-day-to-come"),
            None => t!("daily-day-not-played"),
        };
        let label = t!("daily-day-label", date = long_date(day), status = status);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, !future, &label));
        response.on_hover_text(&label).clicked()
    }
}

/// The weekday as a number, Monday 1 to Sunday 7 (the catalogs name them).
fn weekday_number(date: Date) -> i64 {
    i64::from(date.weekday().number_from_monday())
}

/// "Wednesday 25 November 2026", in the player's language.
pub fn long_date(date: Date) -> String {
    t!(
        "date-long",
        weekday = weekday_number(date),
        day = i64::from(date.day()),
        month = i64::from(u8::from(date.month())),
        year = date.year().to_string()
    )
}

/// "25 November 2026", in the player's language.
pub fn short_date(date: Date) -> String {
    t!(
        "date-short",
        day = i64::from(date.day()),
        month = i64::from(u8::from(date.month())),
        year = date.year().to_string()
    )
}
