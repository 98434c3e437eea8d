//! The Match-3 panel: the view of a [`Match3`] game on the panel scaffold.
//!
//! The engine state is always the settled board: a swap is applied at once, whole (all its
//! cascades and refills), and the view then replays the turn's log as animation. The board takes
//! no input while gems move, so nothing the player does mid-cascade can reach a half-played turn.

mod anim;
mod hud;
mod input;
mod paint;

use egui::Sense;
use serde::{Deserialize, Serialize};

use self::anim::{Frame, Playback};
pub use self::paint::{cell_name, gem_name};
use crate::faces::Look;
use crate::game_id::GameId;
use crate::panel::{BoardRequest, Counter, Game, PanelContext, Session, SessionPanel};
use crate::t;
use parlour_rules::daily::{self, DailyGame};
use parlour_rules::engine::clock::format_duration;
use parlour_rules::match3::{Board, Match3, Match3Error, Mode, Move, Pos, hint};

/// Seconds without input before a hint shows by itself.
const IDLE_HINT: f64 = 5.0;
/// Seconds between auto-play moves (play time, not scaled: the demo must stay watchable).
const DEMO_PAUSE: f64 = 0.6;
/// How far a gem must be dragged, in cells, to swap it.
const DRAG_SWAP: f32 = 0.35;

/// Match-3's options in the preferences.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct Options {
    /// The mode new games are dealt in.
    mode: Mode,
}

impl Default for Options {
    fn default() -> Self {
        Self { mode: Mode::Timed }
    }
}

/// Match-3's own fields of a saved game.
#[derive(Serialize, Deserialize)]
pub struct Saved {
    demo_used: bool,
}

/// A drag under way on the board.
#[derive(Clone, Copy, Debug)]
struct Drag {
    from: Pos,
    /// The drag already made its swap (or was refused); it waits for the release.
    spent: bool,
}

/// The Match-3 panel.
pub type Match3Panel = SessionPanel<Match3View>;

/// The board's view state: the turn playing, selection, drag, hint, auto-play, the game's end.
pub struct Match3View {
    playback: Option<Playback>,
    last_now: Option<f64>,
    selected: Option<Pos>,
    drag: Option<Drag>,
    hint: Option<(Pos, Pos)>,
    idle_since: f64,
    auto_play: bool,
    next_demo_move: f64,
    /// Auto-play made a move: the game sets no record.
    demo_used: bool,
    /// The game ended (time or moves used up) and went into the records.
    finished: bool,
    /// The board and turn count last shown, so a turn played or redone can be replayed.
    seen_board: Board,
    seen_moves: u32,
    /// A deal the board asked for (game over's "Play again", a new mode).
    deal_request: Option<BoardRequest>,
}

impl Default for Match3Panel {
    fn default() -> Self {
        Self::new()
    }
}

impl Match3Panel {
    /// A panel showing deal 1 until the shell deals or resumes a game.
    pub fn new() -> Self {
        let state = Match3::new(1, Mode::Timed);
        let view = Match3View {
            playback: None,
            last_now: None,
            selected: None,
            drag: None,
            hint: None,
            idle_since: 0.0,
            auto_play: false,
            next_demo_move: 0.0,
            demo_used: false,
            finished: false,
            seen_board: state.board().clone(),
            seen_moves: state.moves_made(),
            deal_request: None,
        };
        Self::with_game(view, state, 1)
    }
}

/// The record key of a mode: `match3/Timed` and so on.
fn record_key(mode: Mode) -> String {
    format!("{}/{}", GameId::Match3.key(), mode.name())
}

impl Match3View {
    /// Whether the gems are moving (the board then takes no input).
    fn is_moving(&self) -> bool {
        self.playback.as_ref().is_some_and(Playback::is_moving)
    }

    /// The score as shown: a turn's points count up while it plays.
    fn shown_score(&self, state: &Match3) -> u64 {
        let pending = self.playback.as_ref().map_or(0, Playback::points_pending);
        state.score().saturating_sub(u64::from(pending))
    }

    /// Whether time or moves have run out.
    fn is_used_up(session: &Session<Match3>, now: f64) -> bool {
        session.state().is_over(session.clock.elapsed(now))
    }

    /// Forgets selection, drag and hint, and counts the player as active.
    fn touch(&mut self, now: f64) {
        self.selected = None;
        self.drag = None;
        self.hint = None;
        self.idle_since = now;
    }

    /// Tries the swap of `a` and `b`: applied as one undoable turn (replayed once the session
    /// settles), or refused with a bump there and back.
    fn try_swap(
        &mut self,
        session: &mut Session<Match3>,
        a: Pos,
        b: Pos,
        cx: &mut PanelContext<'_>,
    ) {
        if self.finished || Self::is_used_up(session, cx.now) {
            cx.say(t!("match3-game-is-over"));
            return;
        }
        let before = session.state().board().clone();
        match session.play(Move::Swap { a, b }) {
            Ok(()) => {
                if let Some(log) = session.state().last_turn() {
                    let steps = log.steps.len();
                    if steps > 2 {
                        cx.say(t!(
                            "match3-cascade-said",
                            steps = steps as i64,
                            points = i64::from(log.points)
                        ));
                    }
                }
            }
            Err(Match3Error::NoLine(..)) => {
                if cx.prefs.animation_speed > 0.0 {
                    self.playback = Some(Playback::refused(&before, a, b));
                }
                cx.say(t!("match3-no-line"));
            }
            Err(e) => cx.say(swap_refused(&e)),
        }
        self.touch(cx.now);
    }

    /// A click on a cell: select it, swap with the selected neighbour, or move the selection.
    fn click(&mut self, session: &mut Session<Match3>, pos: Pos, cx: &mut PanelContext<'_>) {
        match self.selected {
            Some(sel) if sel == pos => self.selected = None,
            Some(sel) if sel.is_neighbour(pos) => self.try_swap(session, sel, pos, cx),
            _ => self.selected = Some(pos),
        }
        self.idle_since = cx.now;
        self.hint = None;
    }

    /// Ends a timed or moves game: the score goes into the records (unless the demo played).
    fn finish(&mut self, session: &mut Session<Match3>, cx: &mut PanelContext<'_>) {
        self.finished = true;
        self.auto_play = false;
        self.selected = None;
        self.hint = None;
        session.touch();
        let state = session.state();
        let (points, score) = (state.score() as f64, hud::thousands(state.score()));
        cx.say(match state.mode() {
            Mode::Timed => t!("match3-finished-time", points = points, score = score),
            Mode::Moves | Mode::Endless => {
                t!("match3-finished-moves", points = points, score = score)
            }
        });
        self.record_score(session, cx);
    }

    /// Adds a finished game's score to the records of its mode.
    fn record_score(&self, session: &mut Session<Match3>, cx: &mut PanelContext<'_>) {
        if self.demo_used {
            cx.say(t!("match3-auto-play-no-record"));
            return;
        }
        // There is no losing a score game: finishing it counts as a win. It is marked assisted
        // so the records show no "best time", which means nothing here.
        session.assisted = true;
        let state = session.state();
        let score = Some(i64::try_from(state.score()).unwrap_or(i64::MAX));
        session.record(&record_key(state.mode()), true, score, cx);
    }

    /// Plays auto-play's next move when it is due.
    fn demo_step(&mut self, session: &mut Session<Match3>, cx: &mut PanelContext<'_>) {
        if !self.auto_play || self.finished || self.is_moving() || cx.now < self.next_demo_move {
            return;
        }
        let Some(best) = hint::best_swap(session.state().board()) else {
            self.auto_play = false;
            return;
        };
        self.demo_used = true;
        self.try_swap(session, best.a, best.b, cx);
        self.next_demo_move = cx.now + DEMO_PAUSE;
    }

    /// Starts or stops auto-play.
    fn toggle_demo(&mut self, cx: &mut PanelContext<'_>) {
        self.auto_play = !self.auto_play && !self.finished;
        if self.auto_play {
            self.next_demo_move = cx.now;
            cx.say(t!("match3-auto-play-on"));
        }
        self.selected = None;
        self.hint = None;
    }

    /// How the gem at `pos` is highlighted.
    fn look(&self, pos: Pos) -> Look {
        Look {
            selected: self.selected == Some(pos),
            hinted: self.hint.is_some_and(|(a, b)| a == pos || b == pos),
            ..Look::default()
        }
    }

    /// Moves the turn's animation on by the time since the last frame, and ends the game when
    /// time or moves ran out.
    fn advance(&mut self, session: &mut Session<Match3>, cx: &mut PanelContext<'_>) {
        let now = cx.now;
        let dt = self
            .last_now
            .map_or(0.0, |last| (now - last).clamp(0.0, 0.25));
        self.last_now = Some(now);
        let speed = f64::from(cx.prefs.animation_speed);
        if let Some(playback) = &mut self.playback {
            playback.advance(dt * speed);
        }
        if speed <= 0.0 || !self.playback.as_ref().is_some_and(Playback::is_playing) {
            self.playback = None;
        }
        if !self.finished && !self.is_moving() && Self::is_used_up(session, now) {
            self.finish(session, cx);
        }
        self.demo_step(session, cx);
    }

    /// The idle hint: shown after a while without input, and a frame asked for in time.
    fn idle_hint(&mut self, ui: &egui::Ui, state: &Match3, now: f64) {
        if self.finished || self.hint.is_some() || self.is_moving() || self.auto_play {
            return;
        }
        let idle = now - self.idle_since;
        if idle >= IDLE_HINT {
            self.hint = hint::best_swap(state.board()).map(|r| (r.a, r.b));
        } else {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(IDLE_HINT - idle));
        }
    }

    /// What the side panel shows.
    fn hud_facts(
        &self,
        session: &Session<Match3>,
        frame: &Frame,
        cx: &PanelContext<'_>,
    ) -> hud::Facts {
        let state = session.state();
        let best = cx
            .records()
            .get(&record_key(state.mode()))
            .and_then(|r| r.best_score);
        hud::Facts {
            score: self.shown_score(state),
            multiplier: frame.multiplier.filter(|&m| m > 1 && self.is_moving()),
            mode: state.mode(),
            moves_left: state.mode().moves_left(state.moves_made()),
            seconds_left: state.mode().seconds_left(session.clock.elapsed(cx.now)),
            moves_made: state.moves_made(),
            best,
            auto_play: self.auto_play,
            finished: self.finished,
        }
    }

    /// Carries out what was clicked in the side panel.
    fn perform(
        &mut self,
        actions: hud::Actions,
        session: &mut Session<Match3>,
        cx: &mut PanelContext<'_>,
    ) {
        if let Some(mode) = actions.mode {
            // The mode of new games changes, and the current deal is dealt again in it.
            cx.prefs.set_game_options(GameId::Match3, &Options { mode });
            if mode != session.state().mode() {
                self.deal_request = Some(BoardRequest::NewGame(session.state().deal_no()));
            }
        }
        if actions.hint {
            self.hint(session, cx);
        }
        if actions.toggle_demo {
            self.toggle_demo(cx);
        }
    }
}

impl Game for Match3View {
    const ID: GameId = GameId::Match3;
    type State = Match3;
    type Saved = Saved;

    fn daily_deal(
        &mut self,
        game: DailyGame,
        deal_no: u64,
        cx: &mut PanelContext<'_>,
    ) -> Option<Result<Match3, String>> {
        if game != DailyGame::Match3 {
            return None;
        }
        cx.say(t!("match3-daily", deal = deal_no.to_string()));
        Some(Ok(Match3::new(deal_no, daily::MATCH3_MODE)))
    }

    fn deal(
        &mut self,
        deal_no: u64,
        _session: &Session<Match3>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Match3), String> {
        let options: Options = cx.prefs.game_options(GameId::Match3);
        let deal = deal_no.to_string();
        cx.say(match options.mode {
            Mode::Timed => t!("match3-deal-timed", deal = deal),
            Mode::Moves => t!("match3-deal-moves", deal = deal),
            Mode::Endless => t!("match3-deal-endless", deal = deal),
        });
        Ok((deal_no, Match3::new(deal_no, options.mode)))
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Match3>,
        cx: &mut PanelContext<'_>,
    ) {
        self.advance(session, cx);
        let layout = hud::Layout::new(ui.available_rect_before_wrap());
        ui.allocate_rect(layout.whole, Sense::hover());
        let view = layout.board;
        self.cells_ui(ui, &view, session, cx);

        let frame = match &self.playback {
            Some(playback) => playback.frame(),
            None => Frame::settled(session.state().board()),
        };
        let lift = self.lift(ui, &view);
        paint::board_ui(
            ui.painter(),
            cx.prefs,
            &view,
            &frame,
            &|pos| self.look(pos),
            lift,
        );
        if let Some((a, b)) = self.hint.filter(|_| self.playback.is_none()) {
            hud::hint_arrow(ui.painter(), &view, a, b);
        }
        let actions = hud::side_ui(ui, &layout, self.hud_facts(session, &frame, cx));
        if self.finished && hud::game_over_ui(ui, &view, session.state(), cx.records()) {
            self.deal_request = Some(BoardRequest::NewGame(
                parlour_proto::entropy::fresh_deal_no(),
            ));
        }
        self.perform(actions, session, cx);
        self.idle_hint(ui, session.state(), cx.now);
    }

    fn take_request(&mut self) -> Option<BoardRequest> {
        self.deal_request.take()
    }

    fn is_in_play(&self, session: &Session<Match3>) -> bool {
        // The clock starts with the first swap, so a player may study a fresh board first.
        !self.finished && session.state().moves_made() > 0
    }

    /// A game left for another: an endless game that got anywhere counts as finished; a timed
    /// or moves game left early sets no record (only its end does, in `finish`).
    fn record(&mut self, session: &mut Session<Match3>, _won: bool, cx: &mut PanelContext<'_>) {
        let state = session.state();
        if state.mode() == Mode::Endless && state.moves_made() > 0 && !self.finished {
            self.record_score(session, cx);
        }
    }

    fn changed(&mut self, session: &mut Session<Match3>, cx: &mut PanelContext<'_>) {
        let state = session.state();
        // A turn played or redone plays again exactly as it did: the log comes with the state.
        let forward = state.moves_made() == self.seen_moves + 1;
        self.playback = match state.last_turn() {
            Some(log) if forward && cx.prefs.animation_speed > 0.0 => {
                Some(Playback::turn(&self.seen_board, state.board(), log))
            }
            _ => None,
        };
        if state.moves_made() == 0 {
            // A new deal or the same one again.
            self.auto_play = false;
            self.demo_used = false;
            self.finished = false;
        }
        self.seen_board = state.board().clone();
        self.seen_moves = state.moves_made();
        self.touch(cx.now);
    }

    fn has_hint(&self) -> bool {
        !self.finished
    }

    fn hint(&mut self, session: &mut Session<Match3>, cx: &mut PanelContext<'_>) {
        if self.finished {
            return;
        }
        let board = session.state().board();
        match hint::best_swap(board) {
            Some(best) => {
                self.hint = Some((best.a, best.b));
                if let Some(gem) = board.get(best.a) {
                    cx.say(hud::hint_text(&gem_name(gem), best.a, best.b));
                }
            }
            None => cx.say(t!("match3-no-swap")),
        }
    }

    fn cancel_selection(&mut self) {
        self.selected = None;
        self.hint = None;
        self.auto_play = false;
    }

    fn allows_undo(&self) -> bool {
        !self.finished
    }

    fn counters(&self, session: &Session<Match3>) -> Vec<Counter> {
        let state = session.state();
        let mut counters = vec![Counter::new(
            t!("match3-score"),
            hud::thousands(self.shown_score(state)),
        )];
        match state.mode() {
            Mode::Moves => counters.push(Counter::new(
                t!("match3-moves-left"),
                state.mode().moves_left(state.moves_made()).unwrap_or(0),
            )),
            Mode::Timed => {
                let left = state
                    .mode()
                    .seconds_left(session.clock.elapsed(self.last_now.unwrap_or(0.0)))
                    .unwrap_or(0.0);
                counters.push(Counter::new(
                    t!("match3-time-left"),
                    format_duration(left.ceil()),
                ));
            }
            Mode::Endless => counters.push(Counter::new(t!("match3-moves"), state.moves_made())),
        }
        counters
    }

    fn is_animating(&self, _session: &Session<Match3>) -> bool {
        self.playback.is_some() || (self.auto_play && !self.finished)
    }

    fn settings_ui(
        &mut self,
        ui: &mut egui::Ui,
        _session: &mut Session<Match3>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        let options: Options = cx.prefs.game_options(GameId::Match3);
        let mut mode = options.mode;
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("match3-settings-mode"));
            for m in Mode::ALL {
                ui.radio_value(&mut mode, m, hud::mode_name(m));
            }
        });
        if mode != options.mode {
            cx.prefs.set_game_options(GameId::Match3, &Options { mode });
        }
        false
    }

    fn session_to_save<'a>(&'a self, session: &'a Session<Match3>) -> Option<&'a Session<Match3>> {
        (!self.finished).then_some(session)
    }

    fn saved(&self, _session: &Session<Match3>) -> Saved {
        Saved {
            demo_used: self.demo_used,
        }
    }

    fn restored(&mut self, saved: Saved, session: &mut Session<Match3>) -> Result<(), String> {
        // Saves before the panel scaffold kept the deal number only in the state.
        session.deal_no = session.state().deal_no();
        let state = session.state();
        self.seen_board = state.board().clone();
        self.seen_moves = state.moves_made();
        self.playback = None;
        self.auto_play = false;
        self.finished = false;
        self.demo_used = saved.demo_used;
        Ok(())
    }
}

/// Why a swap was refused, as a sentence. The rules crate's English (its `Display`) counts
/// columns and rows from 0, and so do these.
fn swap_refused(err: &Match3Error) -> String {
    let xy = |p: Pos| (i64::from(p.x), i64::from(p.y));
    match *err {
        Match3Error::OffBoard(p) => {
            let (col, row) = xy(p);
            t!("match3-refused-off-board", col = col, row = row)
        }
        Match3Error::NotNeighbours(a, b) => {
            let ((col_a, row_a), (col_b, row_b)) = (xy(a), xy(b));
            t!(
                "match3-refused-not-neighbours",
                col_a = col_a,
                row_a = row_a,
                col_b = col_b,
                row_b = row_b
            )
        }
        Match3Error::NoLine(a, b) => {
            let ((col_a, row_a), (col_b, row_b)) = (xy(a), xy(b));
            t!(
                "match3-refused-no-line",
                col_a = col_a,
                row_a = row_a,
                col_b = col_b,
                row_b = row_b
            )
        }
        Match3Error::NoMovesLeft => t!("match3-refused-no-moves"),
    }
}

#[cfg(test)]
mod tests;
