//! The Mahjong Solitaire panel: a view of [`SolitaireState`] through its [`History`].
//!
//! - `board`: placement (zoom to fit), painting back to front, clicks, accessible names, focus.
//! - `game`: one game (history, clock, assisted) and its saved form.
//! - `analysis`: the solver on a worker thread (hints, "still solvable?").
//! - `layouts`: built-in and player layouts; `bar`: the strip above the board and the dialogs.

mod analysis;
mod bar;
mod board;
mod game;
mod layouts;

use crate::game_id::GameId;
use crate::layout_files::LayoutFolder;
use crate::panel::{Counter, GamePanel, Handoff, PanelContext};
use parlour_rules::engine::clock::Clock;
use parlour_rules::engine::history::History;
use parlour_rules::solitaire::deal::shuffle;
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::rules::{Move, MoveError, SolitaireState};

use analysis::Analysis;
use game::Game;
use layouts::{Layouts, Options};

/// How long a refused click flashes, in seconds.
const REFUSED_FLASH: f64 = 0.45;

/// The Mahjong Solitaire game panel.
pub struct SolitairePanel {
    game: Option<Game>,
    /// The player's own game, kept aside while a layout from the editor is test-played.
    stashed: Option<Game>,
    /// During a test play: the panel to go back to.
    back_to: Option<GameId>,
    layouts: Layouts,
    layouts_read: bool,
    /// Whether the layout list was open last frame (it is re-read when it opens).
    layout_list_open: bool,
    /// Why the last deal failed (shown instead of a board).
    deal_error: Option<String>,
    selected: Option<usize>,
    focus: Option<usize>,
    refused: Option<(usize, f64)>,
    hinted: Option<(usize, usize)>,
    /// How many hints were shown for this position, to cycle through the safe pairs.
    hint_count: usize,
    /// H was pressed before the solver had answered: show the hint when it does.
    hint_wanted: bool,
    analysis: Analysis,
    /// Bumped on every change, so the shell knows when to save.
    revision: u64,
    /// The no-moves dialog was closed for this revision.
    stuck_dismissed: Option<u64>,
}

impl Default for SolitairePanel {
    fn default() -> Self {
        Self::new()
    }
}

impl SolitairePanel {
    /// A panel with no game yet (the shell deals or resumes one on the first frame).
    pub fn new() -> Self {
        Self {
            game: None,
            stashed: None,
            back_to: None,
            layouts: Layouts::default(),
            layouts_read: false,
            layout_list_open: false,
            deal_error: None,
            selected: None,
            focus: None,
            refused: None,
            hinted: None,
            hint_count: 0,
            hint_wanted: false,
            analysis: Analysis::default(),
            revision: 0,
            stuck_dismissed: None,
        }
    }

    /// The position on the board, if a game is dealt.
    pub fn state(&self) -> Option<&SolitaireState> {
        self.game.as_ref().map(Game::state)
    }

    /// Whether the game shown was helped by a hint or a shuffle.
    pub fn is_assisted(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.assisted)
    }

    /// The pair the last hint pointed at, while it shows.
    pub fn hinted_pair(&self) -> Option<(usize, usize)> {
        self.hinted
    }

    /// Whether a layout from the editor is being test-played.
    pub fn is_test_play(&self) -> bool {
        self.back_to.is_some()
    }

    /// Reads the player's layout files again (when the list opens, and once at the start).
    fn read_layouts(&mut self, cx: &mut PanelContext<'_>) {
        let listed = cx.layouts_dir().map_or_else(
            || Ok(Vec::new()),
            |dir| LayoutFolder::new(dir).list_playable(),
        );
        self.layouts.set_files(listed);
        self.layouts_read = true;
    }

    /// The layout the next new game uses: the one on the board (a test-played one too), or at
    /// the start the player's last choice.
    fn chosen_layout(&mut self, cx: &mut PanelContext<'_>) -> Option<Layout> {
        if let Some(game) = &self.game {
            return Some(game.state().layout().clone());
        }
        let options: Options = cx.prefs.game_options(GameId::Solitaire);
        if options.layout.starts_with("file:") && !self.layouts_read {
            self.read_layouts(cx);
        }
        let entry = self
            .layouts
            .find(&options.layout)
            .or_else(|| self.layouts.default_entry())?;
        Some(entry.layout.clone())
    }

    /// Records a started, unfinished game as given up before it is replaced.
    fn leave_game(&mut self, cx: &mut PanelContext<'_>) {
        if let Some(game) = self.game.as_mut()
            && let Some(outcome) = game.outcome(cx.now, true)
        {
            let key = game.record_key();
            cx.finish_game(&key, outcome);
        }
    }

    /// Deals deal `deal_no` of `layout`, replacing the game shown.
    fn deal(&mut self, layout: &Layout, deal_no: u64, cx: &mut PanelContext<'_>) {
        self.leave_game(cx);
        match Game::deal(layout, deal_no, self.back_to.is_some()) {
            Ok(game) => {
                self.game = Some(game);
                self.deal_error = None;
            }
            Err(e) => {
                let message = format!("{} cannot be played: {e}.", layout.name);
                cx.say(message.clone());
                self.game = None;
                self.deal_error = Some(message);
            }
        }
        self.changed(cx);
    }

    /// After any change of position: drop the selection and hint, ask the solver about the new
    /// position, and record a win.
    fn changed(&mut self, cx: &mut PanelContext<'_>) {
        self.revision += 1;
        self.selected = None;
        self.hinted = None;
        self.hint_count = 0;
        self.hint_wanted = false;
        self.refused = None;
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if self.focus.is_some_and(|i| !game.state().is_free(i)) {
            self.focus = None;
        }
        self.analysis.ask(game.history.state());
        if game.state().is_won() {
            game.clock.set_running(false, cx.now);
            let seconds = game.clock.elapsed(cx.now);
            if let Some(outcome) = game.outcome(cx.now, false) {
                let key = game.record_key();
                cx.finish_game(&key, outcome);
            }
            cx.say(format!(
                "Cleared in {}!",
                parlour_rules::engine::clock::format_duration(seconds)
            ));
        }
    }

    /// A click on tile `i` (or Enter on the focused tile).
    fn click_tile(&mut self, i: usize, cx: &mut PanelContext<'_>) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let state = game.state();
        if !state.is_free(i) {
            self.refused = Some((i, cx.now));
            cx.say("That tile is not free: something lies on it or both its sides are blocked.");
            return;
        }
        self.focus = Some(i);
        match self.selected {
            None => self.selected = Some(i),
            Some(s) if s == i => self.selected = None,
            Some(s) => match game.history.apply(Move::RemovePair(s, i)) {
                Ok(()) => self.changed(cx),
                Err(MoveError::NoMatch(..)) => {
                    // Players expect a tile that does not match to become the selection.
                    self.selected = Some(i);
                }
                Err(e) => {
                    self.refused = Some((i, cx.now));
                    cx.say(capitalised(&e.to_string()));
                }
            },
        }
    }

    /// Re-deals the remaining tiles into an arrangement that can be cleared.
    fn shuffle(&mut self, cx: &mut PanelContext<'_>) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.state().is_won() {
            return;
        }
        match shuffle(game.state()) {
            Ok((mv, _)) => match game.history.apply(mv) {
                Ok(()) => {
                    game.assisted = true;
                    cx.say("Shuffled: the remaining tiles can be cleared.");
                    self.changed(cx);
                }
                Err(e) => cx.say(format!("Could not shuffle: {e}.")),
            },
            Err(e) => cx.say(format!(
                "No arrangement of the remaining tiles can be cleared ({e}). Undo instead."
            )),
        }
    }

    /// Shows the next hint if the solver has answered.
    fn show_hint(&mut self, cx: &mut PanelContext<'_>) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let known = self.analysis.poll().clone();
        let state = game.history.state();
        let (pairs, note) = match known.solvable {
            None => {
                self.hint_wanted = true;
                cx.say("Looking for a safe pair…");
                return;
            }
            Some(true) => (known.safe_pairs, ""),
            Some(false) => (
                state.available_pairs(),
                " (no pair keeps this position solvable: undo or shuffle)",
            ),
        };
        self.hint_wanted = false;
        if pairs.is_empty() {
            cx.say("No pair can be removed.");
            return;
        }
        let pair = pairs[self.hint_count % pairs.len()];
        self.hint_count += 1;
        self.hinted = Some(pair);
        self.selected = None;
        game.assisted = true;
        let name = |i: usize| state.faces().get(i).map_or_else(String::new, |f| f.name());
        cx.say(format!(
            "Hint: {} and {}{note}.",
            name(pair.0),
            name(pair.1)
        ));
    }

    /// Starts a fresh deal of the same layout.
    fn new_deal(&mut self, cx: &mut PanelContext<'_>) {
        self.new_game(parlour_net::entropy::fresh_deal_no(), cx);
    }

    /// Switches to the layout stored under `key` (remembered for next time) with a fresh deal.
    fn choose_layout(&mut self, key: &str, cx: &mut PanelContext<'_>) {
        let Some(layout) = self.layouts.find(key).map(|e| e.layout.clone()) else {
            cx.say("That layout is no longer in your layouts folder.");
            return;
        };
        cx.prefs.set_game_options(
            GameId::Solitaire,
            &Options {
                layout: key.to_owned(),
            },
        );
        self.deal(&layout, parlour_net::entropy::fresh_deal_no(), cx);
    }

    /// Ends a test play: the player's own game comes back and the editor is shown.
    fn back_to_editor(&mut self, cx: &mut PanelContext<'_>) {
        let Some(from) = self.back_to.take() else {
            return;
        };
        self.game = self.stashed.take();
        self.deal_error = None;
        self.changed(cx);
        cx.hand_off(from, Handoff::Show);
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect::<String>() + "."
    })
}

impl GamePanel for SolitairePanel {
    fn id(&self) -> GameId {
        GameId::Solitaire
    }

    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        self.analysis.set_repaint(ui.ctx());
        if !self.layouts_read {
            self.read_layouts(cx);
        }
        self.analysis.poll();
        if self.hint_wanted && self.analysis.known().solvable.is_some() {
            self.show_hint(cx);
        }
        if self
            .refused
            .is_some_and(|(_, t)| cx.now - t > REFUSED_FLASH)
        {
            self.refused = None;
        }
        if self.analysis.is_busy() && self.hint_wanted {
            // The worker wakes the window when done; this is only a safety net.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(200));
        }
        self.bar_ui(ui, cx);
        self.board_area_ui(ui, cx);
    }

    fn new_game(&mut self, deal_no: u64, cx: &mut PanelContext<'_>) {
        match self.chosen_layout(cx) {
            Some(layout) => self.deal(&layout, deal_no, cx),
            None => cx.say("No layout to play."),
        }
    }

    fn restart(&mut self, cx: &mut PanelContext<'_>) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let (layout, deal_no) = (game.state().layout().clone(), game.state().deal_no());
        self.deal(&layout, deal_no, cx);
    }

    fn undo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.game.as_mut().is_some_and(|g| g.history.undo());
        if done {
            self.changed(cx);
        }
        done
    }

    fn redo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.game.as_mut().is_some_and(|g| g.history.redo());
        if done {
            self.changed(cx);
        }
        done
    }

    fn can_undo(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.history.can_undo())
    }

    fn can_redo(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.history.can_redo())
    }

    fn hint(&mut self, cx: &mut PanelContext<'_>) {
        if self.game.as_ref().is_some_and(Game::is_in_play) {
            self.show_hint(cx);
        }
    }

    fn has_hint(&self) -> bool {
        self.game.as_ref().is_some_and(Game::is_in_play)
    }

    fn cancel_selection(&mut self) {
        self.selected = None;
        self.hinted = None;
    }

    fn clock(&mut self) -> Option<&mut Clock> {
        self.game.as_mut().map(|g| &mut g.clock)
    }

    fn is_in_play(&self) -> bool {
        self.game.as_ref().is_some_and(Game::is_in_play)
    }

    fn deal_no(&self) -> Option<u64> {
        self.state().map(SolitaireState::deal_no)
    }

    fn counters(&self) -> Vec<Counter> {
        let Some(state) = self.state() else {
            return Vec::new();
        };
        let mut counters = vec![
            Counter::new("Tiles left", state.tiles_left()),
            Counter::new("Moves", state.pairs_available()),
        ];
        if state.shuffles() > 0 {
            counters.push(Counter::new("Shuffles", state.shuffles()));
        }
        counters
    }

    fn is_animating(&self) -> bool {
        self.refused.is_some()
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn save(&self, now: f64) -> Option<serde_json::Value> {
        // During a test play the player's own game is the one to keep.
        let game = if self.back_to.is_some() {
            self.stashed.as_ref()
        } else {
            self.game.as_ref()
        }?;
        if game.state().is_won() {
            return None;
        }
        game.save(now)
    }

    fn receive(&mut self, handoff: Handoff, cx: &mut PanelContext<'_>) {
        let Handoff::PlayLayout { layout, from } = handoff else {
            return;
        };
        if self.back_to.is_none() {
            self.stashed = self.game.take();
        }
        self.back_to = Some(from);
        self.deal(&layout, parlour_net::entropy::fresh_deal_no(), cx);
    }

    fn restore(
        &mut self,
        saved: serde_json::Value,
        cx: &mut PanelContext<'_>,
    ) -> Result<(), String> {
        let game = Game::restore(saved)?;
        self.game = Some(game);
        self.back_to = None;
        self.stashed = None;
        self.deal_error = None;
        self.changed(cx);
        Ok(())
    }
}

/// Lets tests build a panel's history directly.
impl SolitairePanel {
    /// The history of the game shown (tests and tools inspect it).
    pub fn history(&self) -> Option<&History<SolitaireState>> {
        self.game.as_ref().map(|g| &g.history)
    }
}
