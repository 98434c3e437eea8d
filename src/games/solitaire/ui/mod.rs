//! The Mahjong Solitaire panel: a view of [`SolitaireState`] on the panel scaffold.
//!
//! - `board`: placement (zoom to fit), painting back to front, clicks, accessible names, focus.
//! - `analysis`: the solver on a worker thread (hints, "still solvable?").
//! - `layouts`: built-in and player layouts; `bar`: the strip above the board and the dialogs.

mod analysis;
mod bar;
mod board;
pub mod diagnostics;
mod layouts;
pub mod messages;

use crate::game_id::GameId;
use crate::layout_files::LayoutFolder;
use crate::panel::{BoardRequest, Counter, Game, Handoff, PanelContext, Session, SessionPanel};
use crate::t;
use parlour_rules::daily::{self, DailyGame};
use parlour_rules::engine::history::History;
use parlour_rules::solitaire::builtin::builtin_layout;
use parlour_rules::solitaire::deal::{deal, shuffle};
use parlour_rules::solitaire::layout::Layout;
use parlour_rules::solitaire::rules::{Move, MoveError, SolitaireState};
use parlour_rules::work::{Answer, Request};
use serde::{Deserialize, Serialize};

use analysis::Analysis;
use layouts::{Layouts, Options};
use messages::{deal_error_text, move_error_text, sentence};

/// How long a refused click flashes, in seconds.
const REFUSED_FLASH: f64 = 0.45;

/// Mahjong Solitaire saves nothing beyond the session.
#[derive(Serialize, Deserialize)]
pub struct Saved {}

/// The Mahjong Solitaire game panel.
pub type SolitairePanel = SessionPanel<SolitaireView>;

/// The board's view state: layouts, selection, focus, hints, the solver, test play.
pub struct SolitaireView {
    /// A deal was made or resumed (until then the session holds an empty placeholder).
    has_game: bool,
    /// The player's own game, kept aside while a layout from the editor is test-played.
    stashed: Option<Session<SolitaireState>>,
    /// During a test play: the panel to go back to.
    back_to: Option<GameId>,
    layouts: Layouts,
    layouts_read: bool,
    /// Whether the layout list was open last frame (it is re-read when it opens).
    layout_list_open: bool,
    /// The layout the next deal uses, when the player just chose one.
    next_layout: Option<Layout>,
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
    /// The no-moves dialog was closed for this session revision.
    stuck_dismissed: Option<u64>,
    /// What a button on the board asked for.
    request: Option<BoardRequest>,
    /// The deal being worked out away from the window: its number and its layout's name.
    dealing: Option<(u64, String)>,
}

impl Default for SolitairePanel {
    fn default() -> Self {
        Self::new()
    }
}

impl SolitairePanel {
    /// A panel with no game yet (the shell deals or resumes one on the first frame).
    pub fn new() -> Self {
        let view = SolitaireView {
            has_game: false,
            stashed: None,
            back_to: None,
            layouts: Layouts::default(),
            layouts_read: false,
            layout_list_open: false,
            next_layout: None,
            deal_error: None,
            selected: None,
            focus: None,
            refused: None,
            hinted: None,
            hint_count: 0,
            hint_wanted: false,
            analysis: Analysis::default(),
            stuck_dismissed: None,
            request: None,
            dealing: None,
        };
        let empty = SolitaireState::new(Layout::new("", "", Vec::new()), Vec::new(), 0);
        Self::with_game(view, empty, 0)
    }

    /// The position on the board, if a game is dealt.
    pub fn state(&self) -> Option<&SolitaireState> {
        self.game.shown(&self.session)
    }

    /// The history of the game shown (tests and tools inspect it).
    pub fn history(&self) -> Option<&History<SolitaireState>> {
        self.state().map(|_| self.session.history())
    }

    /// Whether the game shown was helped by a hint or a shuffle.
    pub fn is_assisted(&self) -> bool {
        self.state().is_some() && self.session.assisted
    }

    /// The pair the last hint pointed at, while it shows.
    pub fn hinted_pair(&self) -> Option<(usize, usize)> {
        self.game.hinted
    }

    /// Whether a layout from the editor is being test-played.
    pub fn is_test_play(&self) -> bool {
        self.game.back_to.is_some()
    }
}

/// The record key of a layout, such as `solitaire/Turtle`.
fn record_key(state: &SolitaireState) -> String {
    format!("solitaire/{}", state.layout().name)
}

impl SolitaireView {
    /// The position shown: none before the first deal, or after a deal that failed.
    fn shown<'a>(&self, session: &'a Session<SolitaireState>) -> Option<&'a SolitaireState> {
        (self.has_game && self.deal_error.is_none()).then(|| session.state())
    }

    /// Whether the game shown is under way: dealt, not cleared and with a move left.
    fn in_play(&self, session: &Session<SolitaireState>) -> bool {
        self.shown(session)
            .is_some_and(|state| !state.is_won() && !state.is_lost())
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

    /// The layout the next new game uses: the one just chosen, the one on the board (a
    /// test-played one too), or at the start the player's last choice.
    fn chosen_layout(
        &mut self,
        session: &Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) -> Option<Layout> {
        if let Some(layout) = self.next_layout.take() {
            return Some(layout);
        }
        if self.has_game {
            return Some(session.state().layout().clone());
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

    /// Deals deal `deal_no` of `layout`, or explains why it cannot be played.
    fn deal_layout(&mut self, layout: &Layout, deal_no: u64) -> Result<SolitaireState, String> {
        match deal(layout, deal_no) {
            Ok(dealt) => {
                self.has_game = true;
                self.deal_error = None;
                Ok(dealt.state)
            }
            Err(e) => {
                let message = t!(
                    "solitaire-cannot-be-played",
                    layout = layout.name.as_str(),
                    reason = deal_error_text(&e)
                );
                self.deal_error = Some(message.clone());
                Err(message)
            }
        }
    }

    /// A click on tile `i` (or Enter on the focused tile).
    fn click_tile(
        &mut self,
        session: &mut Session<SolitaireState>,
        i: usize,
        cx: &mut PanelContext<'_>,
    ) {
        let state = session.state();
        if !state.is_free(i) {
            self.refused = Some((i, cx.now));
            cx.say(t!("solitaire-tile-not-free"));
            return;
        }
        self.focus = Some(i);
        match self.selected {
            None => self.selected = Some(i),
            Some(s) if s == i => self.selected = None,
            Some(s) => match session.play(Move::RemovePair(s, i)) {
                Ok(()) => {}
                Err(MoveError::NoMatch(..)) => {
                    // Players expect a tile that does not match to become the selection.
                    self.selected = Some(i);
                }
                Err(e) => {
                    self.refused = Some((i, cx.now));
                    cx.say(sentence(&move_error_text(&e)));
                }
            },
        }
    }

    /// Re-deals the remaining tiles into an arrangement that can be cleared.
    fn shuffle(&mut self, session: &mut Session<SolitaireState>, cx: &mut PanelContext<'_>) {
        if self.shown(session).is_none_or(SolitaireState::is_won) {
            return;
        }
        match shuffle(session.state()) {
            Ok((mv, _)) => match session.play(mv) {
                Ok(()) => {
                    session.use_help();
                    cx.say(t!("solitaire-shuffled"));
                }
                Err(e) => cx.say(t!("solitaire-shuffle-failed", reason = move_error_text(&e))),
            },
            Err(e) => cx.say(t!("solitaire-no-arrangement", reason = deal_error_text(&e))),
        }
    }

    /// Shows the next hint if the solver has answered.
    fn show_hint(&mut self, session: &mut Session<SolitaireState>, cx: &mut PanelContext<'_>) {
        if self.shown(session).is_none() {
            return;
        }
        let known = self.analysis.poll().clone();
        let state = session.state();
        let (pairs, safe) = match known.solvable {
            None => {
                self.hint_wanted = true;
                cx.say(t!("solitaire-hint-searching"));
                return;
            }
            Some(true) => (known.safe_pairs, true),
            Some(false) => (state.available_pairs(), false),
        };
        self.hint_wanted = false;
        if pairs.is_empty() {
            cx.say(t!("solitaire-no-pair"));
            return;
        }
        let pair = pairs[self.hint_count % pairs.len()];
        self.hint_count += 1;
        self.hinted = Some(pair);
        self.selected = None;
        let name = |i: usize| {
            state
                .faces()
                .get(i)
                .map_or_else(String::new, |&f| crate::faces::names::tile_name(f))
        };
        let (first, second) = (name(pair.0), name(pair.1));
        let message = if safe {
            t!("solitaire-hint", first = first, second = second)
        } else {
            t!("solitaire-hint-unsafe", first = first, second = second)
        };
        session.use_help();
        cx.say(message);
    }

    /// Switches to the layout stored under `key` (remembered for next time) with a fresh deal.
    fn choose_layout(&mut self, key: &str, cx: &mut PanelContext<'_>) {
        let Some(layout) = self.layouts.find(key).map(|e| e.layout.clone()) else {
            cx.say(t!("solitaire-layout-gone"));
            return;
        };
        cx.prefs.set_game_options(
            GameId::Solitaire,
            &Options {
                layout: key.to_owned(),
            },
        );
        self.next_layout = Some(layout);
        self.request = Some(BoardRequest::NewGame(
            parlour_proto::entropy::fresh_deal_no(),
        ));
    }

    /// Ends a test play: the player's own game comes back and the editor is shown.
    fn back_to_editor(&mut self, session: &mut Session<SolitaireState>, cx: &mut PanelContext<'_>) {
        let Some(from) = self.back_to.take() else {
            return;
        };
        let earlier = session.revision();
        match self.stashed.take() {
            Some(own) => *session = own,
            None => self.has_game = false,
        }
        session.continue_revisions_after(earlier);
        self.deal_error = None;
        cx.hand_off(from, Handoff::Show);
    }
}

impl Game for SolitaireView {
    const ID: GameId = GameId::Solitaire;
    type State = SolitaireState;
    type Saved = Saved;

    fn deal(
        &mut self,
        deal_no: u64,
        session: &Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, SolitaireState), String> {
        let Some(layout) = self.chosen_layout(session, cx) else {
            return Err(t!("solitaire-no-layout"));
        };
        self.deal_layout(&layout, deal_no)
            .map(|state| (deal_no, state))
    }

    /// Building a deal with its removal order can take a while on a large layout: it is worked
    /// out away from the window.
    fn deal_away(
        &mut self,
        deal_no: u64,
        session: &Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) -> Option<Request> {
        let layout = self.chosen_layout(session, cx)?;
        self.dealing = Some((deal_no, layout.name.clone()));
        Some(Request::SolitaireDeal { layout, deal_no })
    }

    fn dealt(
        &mut self,
        answer: Answer,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(u64, SolitaireState), String> {
        let (deal_no, name) = self.dealing.take().unwrap_or_default();
        match answer {
            Answer::SolitaireDeal(Ok(state)) => {
                self.has_game = true;
                self.deal_error = None;
                Ok((deal_no, *state))
            }
            Answer::SolitaireDeal(Err(e)) => {
                let message = t!(
                    "solitaire-cannot-be-played",
                    layout = name.as_str(),
                    reason = deal_error_text(&e)
                );
                if !self.has_game {
                    self.deal_error = Some(message.clone());
                }
                Err(message)
            }
            _ => Err(t!("deal-not-made")),
        }
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) {
        self.analysis.set_repaint(ui.ctx());
        if !self.layouts_read {
            self.read_layouts(cx);
        }
        self.analysis.poll();
        if self.hint_wanted && self.analysis.known().solvable.is_some() {
            self.show_hint(session, cx);
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
        self.bar_ui(ui, session, cx);
        self.board_area_ui(ui, session, cx);
    }

    fn take_request(&mut self) -> Option<BoardRequest> {
        self.request.take()
    }

    fn is_won(&self, state: &SolitaireState) -> bool {
        self.has_game && state.is_won()
    }

    fn shows_won_card(&self) -> bool {
        // Its own card names the layout and offers the way back to the editor.
        false
    }

    fn is_in_play(&self, session: &Session<SolitaireState>) -> bool {
        self.in_play(session)
    }

    fn daily_deal(
        &mut self,
        game: DailyGame,
        deal_no: u64,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Result<SolitaireState, String>> {
        if game != DailyGame::Solitaire {
            return None;
        }
        let Some(layout) = builtin_layout(daily::SOLITAIRE_LAYOUT) else {
            return Some(Err(t!(
                "solitaire-layout-missing",
                layout = daily::SOLITAIRE_LAYOUT
            )));
        };
        self.back_to = None;
        Some(self.deal_layout(&layout, deal_no))
    }

    fn record_key(&self, session: &Session<SolitaireState>) -> Option<String> {
        // Test games never touch the records.
        (self.back_to.is_none() && self.has_game).then(|| record_key(session.state()))
    }

    fn changed(&mut self, session: &mut Session<SolitaireState>, _cx: &mut PanelContext<'_>) {
        self.selected = None;
        self.hinted = None;
        self.hint_count = 0;
        self.hint_wanted = false;
        self.refused = None;
        self.deal_error = None;
        let state = session.state();
        if self.focus.is_some_and(|i| !state.is_free(i)) {
            self.focus = None;
        }
        self.analysis.ask(state);
    }

    fn won(&mut self, session: &Session<SolitaireState>, cx: &mut PanelContext<'_>) {
        let seconds = session.clock.elapsed(cx.now);
        cx.say(t!(
            "solitaire-cleared-in",
            time = parlour_rules::engine::clock::format_duration(seconds)
        ));
    }

    fn has_hint(&self) -> bool {
        self.has_game && self.deal_error.is_none()
    }

    fn hint(&mut self, session: &mut Session<SolitaireState>, cx: &mut PanelContext<'_>) {
        if self.in_play(session) {
            self.show_hint(session, cx);
        }
    }

    fn cancel_selection(&mut self) {
        self.selected = None;
        self.hinted = None;
    }

    fn allows_undo(&self) -> bool {
        self.has_game && self.deal_error.is_none()
    }

    fn counters(&self, session: &Session<SolitaireState>) -> Vec<Counter> {
        let Some(state) = self.shown(session) else {
            return Vec::new();
        };
        let mut counters = vec![
            Counter::new(t!("solitaire-tiles-left"), state.tiles_left()),
            Counter::new(t!("solitaire-moves"), state.pairs_available()),
        ];
        if state.shuffles() > 0 {
            counters.push(Counter::new(t!("solitaire-shuffles"), state.shuffles()));
        }
        counters
    }

    fn is_animating(&self, _session: &Session<SolitaireState>) -> bool {
        self.refused.is_some()
    }

    fn session_to_save<'a>(
        &'a self,
        session: &'a Session<SolitaireState>,
    ) -> Option<&'a Session<SolitaireState>> {
        // During a test play the player's own game is the one to keep; a cleared board is not.
        let own = if self.back_to.is_some() {
            self.stashed.as_ref()
        } else {
            self.has_game.then_some(session)
        }?;
        (!own.state().is_won()).then_some(own)
    }

    fn saved(&self, _session: &Session<SolitaireState>) -> Saved {
        Saved {}
    }

    fn restored(
        &mut self,
        _saved: Saved,
        session: &mut Session<SolitaireState>,
    ) -> Result<(), String> {
        // Saves before the panel scaffold kept the deal number only in the state.
        session.deal_no = session.state().deal_no();
        self.has_game = true;
        self.back_to = None;
        self.stashed = None;
        self.deal_error = None;
        Ok(())
    }

    fn receive(
        &mut self,
        handoff: Handoff,
        session: &mut Session<SolitaireState>,
        cx: &mut PanelContext<'_>,
    ) {
        let Handoff::PlayLayout { layout, from } = handoff else {
            return;
        };
        let deal_no = parlour_proto::entropy::fresh_deal_no();
        let own = self.has_game.then(|| session.clone());
        let was_test = self.back_to.is_some();
        match self.deal_layout(&layout, deal_no) {
            Ok(state) => {
                if !was_test {
                    self.stashed = own;
                }
                self.back_to = Some(from);
                session.start(state, deal_no);
            }
            Err(message) => {
                // The player's own game stays on the board; the status bar says why.
                self.deal_error = None;
                cx.say(message);
            }
        }
    }
}
