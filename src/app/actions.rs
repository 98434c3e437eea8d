//! Everything the player can ask of the shell, from a menu, the tool bar or a shortcut.

use super::ParlourApp;
use super::dialogs::Dialog;
use egui::{Key, KeyboardShortcut, Modifiers};

/// A command of the shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Deal a fresh game (F2).
    NewGame,
    /// Ask for a deal number, then deal it.
    NewGameNumbered,
    /// Start this deal again.
    Restart,
    /// Take back a move (Ctrl+Z).
    Undo,
    /// Repeat an undone move (Ctrl+Shift+Z, Ctrl+Y).
    Redo,
    /// Show a hint (H).
    Hint,
    /// Pause or resume (P).
    Pause,
    /// Drop the selection (Esc).
    CancelSelection,
    /// Open Settings.
    Settings,
    /// Open About.
    About,
    /// Show the records.
    Records,
    /// Show the active game's statistics (F8).
    Statistics,
    /// Show the active game's deal of the day.
    Today,
    /// Switch to the panel with this index.
    Show(usize),
    /// Close the window.
    Quit,
}

/// The keyboard shortcuts, in the order they must be checked: more specific ones first, since
/// egui ignores extra Shift when matching.
const SHORTCUTS: [(Modifiers, Key, Action); 8] = [
    (
        Modifiers::COMMAND.plus(Modifiers::SHIFT),
        Key::Z,
        Action::Redo,
    ),
    (Modifiers::COMMAND, Key::Z, Action::Undo),
    (Modifiers::COMMAND, Key::Y, Action::Redo),
    (Modifiers::NONE, Key::F2, Action::NewGame),
    (Modifiers::NONE, Key::F8, Action::Statistics),
    (Modifiers::NONE, Key::H, Action::Hint),
    (Modifiers::NONE, Key::P, Action::Pause),
    (Modifiers::NONE, Key::Escape, Action::CancelSelection),
];

impl ParlourApp {
    /// The shortcuts pressed this frame. None while a text field has focus or a dialog is open,
    /// so typing a deal number never undoes a move. A focused board (Klondike's, for keyboard
    /// play) keeps the shortcuts working.
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) -> Vec<Action> {
        if ctx.text_edit_focused() || self.dialog.is_some() {
            return Vec::new();
        }
        let mut actions = Vec::new();
        let panel = self.panels.get(self.active);
        let claimed = |modifiers: Modifiers, key: Key| {
            modifiers == Modifiers::NONE && panel.is_some_and(|p| p.claims_key(key))
        };
        ctx.input_mut(|input| {
            for (modifiers, key, action) in SHORTCUTS {
                if claimed(modifiers, key) {
                    continue;
                }
                if input.consume_shortcut(&KeyboardShortcut::new(modifiers, key)) {
                    actions.push(action);
                }
            }
        });
        actions
    }

    /// Whether `action` can be done now (menus grey out the rest).
    pub(super) fn is_enabled(&self, action: Action) -> bool {
        let Some(panel) = self.panels.get(self.active) else {
            return false;
        };
        let playing = !self.paused;
        match action {
            Action::Undo => playing && panel.can_undo(),
            Action::Redo => playing && panel.can_redo(),
            Action::Hint => playing && panel.has_hint(),
            Action::NewGame | Action::NewGameNumbered | Action::Restart => {
                panel.deal_no().is_some()
            }
            Action::Pause => self.paused || panel.is_in_play(),
            Action::Today => !super::daily::daily_games(panel.id()).is_empty(),
            _ => true,
        }
    }

    /// Carries out `action`.
    pub fn perform(&mut self, action: Action, now: f64) {
        if !self.is_enabled(action) {
            return;
        }
        match action {
            Action::NewGame => {
                let deal_no = self
                    .panels
                    .get(self.active)
                    .map_or_else(parlour_proto::entropy::fresh_deal_no, |p| p.fresh_deal_no());
                self.paused = false;
                self.with_active(now, |p, cx| p.new_game(deal_no, cx));
            }
            Action::NewGameNumbered => {
                let current = self.panels.get(self.active).and_then(|p| p.deal_no());
                self.dialog = Some(Dialog::new_game(current));
            }
            Action::Restart => {
                self.paused = false;
                self.with_active(now, |p, cx| p.restart(cx));
            }
            Action::Undo => {
                if self.with_active(now, |p, cx| p.undo(cx)) == Some(false) {
                    self.status.push(crate::t!("status-nothing-to-undo"), now);
                }
            }
            Action::Redo => {
                if self.with_active(now, |p, cx| p.redo(cx)) == Some(false) {
                    self.status.push(crate::t!("status-nothing-to-redo"), now);
                }
            }
            Action::Hint => {
                self.with_active(now, |p, cx| p.hint(cx));
            }
            Action::Pause => self.paused = !self.paused,
            Action::CancelSelection => {
                if let Some(panel) = self.panels.get_mut(self.active) {
                    panel.cancel_selection();
                }
            }
            Action::Settings => self.dialog = Some(Dialog::Settings),
            Action::About => self.dialog = Some(Dialog::About),
            Action::Records => self.dialog = Some(Dialog::Records),
            Action::Statistics => {
                let key = self.panels.get(self.active).and_then(|p| p.record_key());
                let view = super::statistics::StatisticsView::new(self.active_game(), key);
                self.dialog = Some(Dialog::Statistics(Box::new(view)));
            }
            Action::Today => {
                let today = self.today();
                if let Some(view) = super::daily::DailyView::new(self.active_game(), today) {
                    self.paused = false;
                    self.dialog = Some(Dialog::Daily(Box::new(view)));
                }
            }
            Action::Show(index) => {
                if index < self.panels.len() && index != self.active {
                    self.save_panel(self.active, now);
                    self.active = index;
                    self.paused = false;
                    self.prefs.last_game = self.active_game();
                }
            }
            Action::Quit => self.quit_requested = true,
        }
    }
}
