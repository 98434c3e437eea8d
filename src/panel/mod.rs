//! The contract between the app shell and each game's view ([`GamePanel`], [`PanelContext`]),
//! and the one scaffold every game's panel is built on ([`Game`], [`SessionPanel`], [`Session`]).
//! It sits below both the shell and the games' views: neither is imported here.

pub mod form;
mod game;
mod session;
mod solver_status;
#[cfg(test)]
pub mod test_shell;
pub mod won;

pub use game::{BoardRequest, Game, SessionPanel};
pub use session::Session;
pub use solver_status::{DealVerdicts, SolverStatus};

use crate::game_id::GameId;
use crate::preferences::Preferences;
use crate::records::{Outcome, Records};
use parlour_rules::engine::clock::Clock;

/// What the shell lends a panel for one call: the time, the preferences, the records and a place
/// for status messages.
pub struct PanelContext<'a> {
    /// egui's input time in seconds: the only clock a panel reads, so tests control it.
    pub now: f64,
    /// The player's preferences (a panel reads and writes its own options here).
    pub prefs: &'a mut Preferences,
    records: &'a mut Records,
    messages: &'a mut Vec<String>,
    records_changed: bool,
    handoffs: Vec<(GameId, Handoff)>,
    layouts_dir: Option<std::path::PathBuf>,
    config_dir: Option<std::path::PathBuf>,
    today: Option<time::Date>,
    wake: Option<crate::platform::work::Wake>,
}

/// Something one panel hands to another through the shell, which then shows the receiving panel
/// (the editor's test-play opens a layout in Mahjong Solitaire; "Back to the editor" returns).
#[derive(Clone, Debug)]
pub enum Handoff {
    /// Play this layout in Mahjong Solitaire; `from` is the game to offer a way back to.
    PlayLayout {
        /// The layout to deal.
        layout: Box<parlour_rules::solitaire::layout::Layout>,
        /// The panel that sent it.
        from: GameId,
    },
    /// Only show the receiving panel.
    Show,
    /// Open Mahjong's join screen on this room (a room link, `?room=CODE`); with `autoplay`, sit
    /// at once and let a computer player of that level play the seat.
    JoinRoom {
        /// The room code, normalised.
        code: String,
        /// The level of the computer player that plays the seat.
        autoplay: Option<parlour_rules::mahjong::bot::Difficulty>,
    },
}

impl<'a> PanelContext<'a> {
    /// Lends the shell's state to a panel.
    pub fn new(
        now: f64,
        prefs: &'a mut Preferences,
        records: &'a mut Records,
        messages: &'a mut Vec<String>,
    ) -> Self {
        Self {
            now,
            prefs,
            records,
            messages,
            records_changed: false,
            handoffs: Vec::new(),
            layouts_dir: None,
            config_dir: None,
            today: None,
            wake: None,
        }
    }

    /// Tells the panel how to wake the window when work away from it is done.
    pub fn with_wake(mut self, wake: crate::platform::work::Wake) -> Self {
        self.wake = Some(wake);
        self
    }

    /// Wakes the window when work away from it is done (does nothing when the shell gave none:
    /// the window then looks again at its next frame).
    pub fn wake(&self) -> crate::platform::work::Wake {
        self.wake
            .clone()
            .unwrap_or_else(|| std::sync::Arc::new(|| {}))
    }

    /// Tells the panel today's UTC date (finished games are dated with it).
    pub fn with_today(mut self, today: time::Date) -> Self {
        self.today = Some(today);
        self
    }

    /// Today's UTC date, when the shell gave one.
    pub fn today(&self) -> Option<time::Date> {
        self.today
    }

    /// Tells the panel where the player's layouts folder is.
    pub fn with_layouts_dir(mut self, dir: std::path::PathBuf) -> Self {
        self.layouts_dir = Some(dir);
        self
    }

    /// The player's layouts folder (the store's `layouts/`), when the shell gave one.
    pub fn layouts_dir(&self) -> Option<&std::path::Path> {
        self.layouts_dir.as_deref()
    }

    /// Tells the panel where the store's config folder is (on the web, the same names are keys
    /// of the page's storage).
    pub fn with_config_dir(mut self, dir: std::path::PathBuf) -> Self {
        self.config_dir = Some(dir);
        self
    }

    /// The store's config folder, when the shell gave one: a panel keeps small files of its own
    /// there through `store::file` (Mahjong's seat at an online room, kept for a reload).
    pub fn config_dir(&self) -> Option<&std::path::Path> {
        self.config_dir.as_deref()
    }

    /// Asks the shell to show the panel of `game` and give it `handoff`.
    pub fn hand_off(&mut self, game: GameId, handoff: Handoff) {
        self.handoffs.push((game, handoff));
    }

    /// The handoffs asked for during this call (the shell delivers them).
    pub fn take_handoffs(&mut self) -> Vec<(GameId, Handoff)> {
        std::mem::take(&mut self.handoffs)
    }

    /// Shows a message in the status bar.
    pub fn say(&mut self, message: impl Into<String>) {
        self.messages.push(message.into());
    }

    /// The records, to show them.
    pub fn records(&self) -> &Records {
        self.records
    }

    /// Adds a finished game to the record `key`; the shell writes the records file at once and
    /// announces a new best.
    pub fn finish_game(&mut self, key: &str, mut outcome: Outcome) {
        outcome.date = outcome.date.or(self.today);
        let better = self.records.add(key, outcome);
        self.records_changed = true;
        if better.best_time {
            self.say(crate::t!("record-new-best-time"));
        } else if better.best_score {
            self.say(crate::t!("record-new-best-score"));
        }
    }

    /// Whether [`PanelContext::finish_game`] was called.
    pub fn records_changed(&self) -> bool {
        self.records_changed
    }
}

/// A fresh deal number in `range` (any fresh number when `None`), drawn from the operating
/// system's randomness.
pub fn fresh_deal_in(range: Option<std::ops::RangeInclusive<u64>>) -> u64 {
    let Some(range) = range else {
        return parlour_proto::entropy::fresh_deal_no();
    };
    let (first, last) = (*range.start(), *range.end());
    let span = last.saturating_sub(first).saturating_add(1);
    if span == 0 || last < first {
        return first;
    }
    first + parlour_proto::entropy::random_u64() % span
}

/// Shows that a new deal is on its way, over the board.
pub fn dealing_ui(ui: &mut egui::Ui) {
    let rect = ui.max_rect();
    egui::Area::new(egui::Id::unique("parlour-dealing"))
        .order(egui::Order::Foreground)
        .fixed_pos(rect.center() - egui::vec2(60.0, 16.0))
        .interactable(false)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(crate::t!("dealing"));
            });
        });
    // No spinner: the window sleeps until the deal comes and wakes it.
}

/// One counter in the status bar, such as "Tiles left: 88".
#[derive(Clone, Debug, PartialEq)]
pub struct Counter {
    /// What is counted.
    pub label: String,
    /// Its value, formatted.
    pub value: String,
}

impl Counter {
    /// A counter with a label and a value.
    pub fn new(label: impl Into<String>, value: impl ToString) -> Self {
        Self {
            label: label.into(),
            value: value.to_string(),
        }
    }
}

/// A game's view in the window. Each game implements it over its own rules engine and
/// [`parlour_rules::engine::history::History`]; the shell owns the menus, shortcuts, clock policy, pause,
/// persistence and status bar, and calls these methods.
pub trait GamePanel {
    /// Which game this is.
    fn id(&self) -> GameId;

    /// Paints the board and handles clicks and drags on it.
    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>);

    /// Deals `game`'s deal of the day of `date`, number `deal_no`; false when this panel has
    /// no such deal (or could not deal it, said in the status bar).
    fn play_daily(
        &mut self,
        _game: parlour_rules::daily::DailyGame,
        _date: time::Date,
        _deal_no: u64,
        _cx: &mut PanelContext<'_>,
    ) -> bool {
        false
    }

    /// The record the game on the board counts in (the Statistics window opens on it).
    fn record_key(&self) -> Option<String> {
        None
    }

    /// Whether a new deal is being worked out away from the window (the board shows so).
    fn is_dealing(&self) -> bool {
        false
    }

    /// The deal of the day on the board, if the game in progress is one.
    fn daily(&self) -> Option<(parlour_rules::daily::DailyGame, time::Date)> {
        None
    }

    /// A fresh deal number for a new game the player did not number, within
    /// [`GamePanel::deal_numbers`].
    fn fresh_deal_no(&self) -> u64 {
        parlour_proto::entropy::fresh_deal_no()
    }

    /// The deal numbers this game deals, when it has a range of its own; the deal dialog
    /// refuses other numbers.
    fn deal_numbers(&self) -> Option<std::ops::RangeInclusive<u64>> {
        None
    }

    /// Whether the board takes `key`, pressed without modifiers, this frame instead of the
    /// shell's shortcut.
    fn claims_key(&self, _key: egui::Key) -> bool {
        false
    }

    /// Starts deal `deal_no` (the shell picks a fresh number unless the player typed one).
    fn new_game(&mut self, deal_no: u64, cx: &mut PanelContext<'_>);

    /// Starts the current deal again from the beginning.
    fn restart(&mut self, cx: &mut PanelContext<'_>);

    /// Takes back one step; false when there was nothing to undo.
    fn undo(&mut self, cx: &mut PanelContext<'_>) -> bool;

    /// Repeats one undone step; false when there was nothing to redo.
    fn redo(&mut self, cx: &mut PanelContext<'_>) -> bool;

    /// Whether undo would do something.
    fn can_undo(&self) -> bool;

    /// Whether redo would do something.
    fn can_redo(&self) -> bool;

    /// Shows a hint (H).
    fn hint(&mut self, _cx: &mut PanelContext<'_>) {}

    /// Whether this panel has hints.
    fn has_hint(&self) -> bool {
        false
    }

    /// Drops the current selection (Esc).
    fn cancel_selection(&mut self) {}

    /// The game clock, for panels that time their games.
    fn clock(&mut self) -> Option<&mut Clock> {
        None
    }

    /// Whether a game is under way (the clock runs only then: not before a deal, not after a
    /// win or loss).
    fn is_in_play(&self) -> bool {
        false
    }

    /// The deal number shown in the status bar.
    fn deal_no(&self) -> Option<u64> {
        None
    }

    /// The online room this panel sits at, which the page's address keeps.
    fn room_link(&self) -> Option<crate::platform::address::RoomLink> {
        None
    }

    /// The counters shown in the status bar.
    fn counters(&self) -> Vec<Counter> {
        Vec::new()
    }

    /// Whether the board is animating and needs the next frame soon.
    fn is_animating(&self) -> bool {
        false
    }

    /// The game's own section of the Settings dialog.
    fn settings_ui(&mut self, _ui: &mut egui::Ui, _cx: &mut PanelContext<'_>) {}

    /// A number that changes whenever the game changes, so the shell knows when to save.
    fn revision(&self) -> u64 {
        0
    }

    /// The game in progress, for resuming after a restart; `None` when there is nothing to keep.
    fn save(&self, _now: f64) -> Option<serde_json::Value> {
        None
    }

    /// Receives what another panel handed over (the shell has just made this panel active).
    fn receive(&mut self, _handoff: Handoff, _cx: &mut PanelContext<'_>) {}

    /// Resumes a saved game. An error explains why the save cannot be used.
    fn restore(
        &mut self,
        _saved: serde_json::Value,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(), String> {
        Ok(())
    }
}
