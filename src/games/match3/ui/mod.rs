//! The Match-3 panel: the view of a [`Match3`] game kept in a [`History`].
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
use crate::panel::{Counter, GamePanel, PanelContext};
use crate::records::Outcome;
use parlour_rules::engine::clock::{Clock, format_duration};
use parlour_rules::engine::history::{History, HistoryRecord};
use parlour_rules::match3::{Match3, Match3Error, Mode, Move, Pos, hint};

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

/// A game in progress as saved: the history (deal and every turn) and the play time.
#[derive(Serialize, Deserialize)]
struct Saved {
    history: HistoryRecord<Match3, Move>,
    seconds: f64,
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
pub struct Match3Panel {
    history: History<Match3>,
    clock: Clock,
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
    revision: u64,
}

impl Default for Match3Panel {
    fn default() -> Self {
        Self::new()
    }
}

impl Match3Panel {
    /// A panel showing deal 1 until the shell deals or resumes a game.
    pub fn new() -> Self {
        Self {
            history: History::new(Match3::new(1, Mode::Timed)),
            clock: Clock::default(),
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
            revision: 0,
        }
    }

    fn state(&self) -> &Match3 {
        self.history.state()
    }

    /// The record key of a mode: `match3/Timed` and so on.
    fn record_key(mode: Mode) -> String {
        format!("{}/{}", GameId::Match3.key(), mode.name())
    }

    /// Whether the gems are moving (the board then takes no input).
    fn is_moving(&self) -> bool {
        self.playback.as_ref().is_some_and(Playback::is_moving)
    }

    /// The score as shown: a turn's points count up while it plays.
    fn shown_score(&self) -> u64 {
        let pending = self.playback.as_ref().map_or(0, Playback::points_pending);
        self.state().score().saturating_sub(u64::from(pending))
    }

    /// Whether time or moves have run out.
    fn is_used_up(&self, now: f64) -> bool {
        self.state().is_over(self.clock.elapsed(now))
    }

    /// Forgets selection, drag and hint, and counts the player as active.
    fn touch(&mut self, now: f64) {
        self.selected = None;
        self.drag = None;
        self.hint = None;
        self.idle_since = now;
        self.revision = self.revision.wrapping_add(1);
    }

    /// Starts `state` afresh: empty history, clock at zero, nothing playing.
    fn start(&mut self, state: Match3, now: f64) {
        self.history.reset(state);
        self.clock.reset();
        self.playback = None;
        self.auto_play = false;
        self.demo_used = false;
        self.finished = false;
        self.touch(now);
    }

    /// Tries the swap of `a` and `b`: applied as one undoable turn and replayed, or refused with
    /// a bump there and back.
    fn try_swap(&mut self, a: Pos, b: Pos, cx: &mut PanelContext<'_>) {
        if self.finished || self.is_used_up(cx.now) {
            cx.say("The game is over: start a new one (F2).");
            return;
        }
        let before = self.state().board().clone();
        let animate = cx.prefs.animation_speed > 0.0;
        match self.history.apply(Move::Swap { a, b }) {
            Ok(()) => {
                self.playback = match self.state().last_turn() {
                    Some(log) if animate => {
                        Some(Playback::turn(&before, self.state().board(), log))
                    }
                    _ => None,
                };
                if let Some(log) = self.state().last_turn() {
                    let steps = log.steps.len();
                    if steps > 2 {
                        cx.say(format!("Cascade ×{steps}: {} points!", log.points));
                    }
                }
            }
            Err(Match3Error::NoLine(..)) => {
                if animate {
                    self.playback = Some(Playback::refused(&before, a, b));
                }
                cx.say("That swap lines up nothing: a swap must make a line of three.");
            }
            Err(e) => cx.say(format!("Swap refused: {e}.")),
        }
        self.touch(cx.now);
    }

    /// A click on a cell: select it, swap with the selected neighbour, or move the selection.
    fn click(&mut self, pos: Pos, cx: &mut PanelContext<'_>) {
        match self.selected {
            Some(sel) if sel == pos => self.selected = None,
            Some(sel) if sel.is_neighbour(pos) => self.try_swap(sel, pos, cx),
            _ => self.selected = Some(pos),
        }
        self.idle_since = cx.now;
        self.hint = None;
    }

    /// Ends a timed or moves game: the score goes into the records (unless the demo played).
    fn finish(&mut self, cx: &mut PanelContext<'_>) {
        self.finished = true;
        self.auto_play = false;
        self.selected = None;
        self.hint = None;
        self.revision = self.revision.wrapping_add(1);
        let state = self.state();
        let (mode, score) = (state.mode(), state.score());
        let reason = match mode {
            Mode::Timed => "Time's up",
            Mode::Moves | Mode::Endless => "No moves left",
        };
        cx.say(format!("{reason}: {} points.", hud::thousands(score)));
        self.record(mode, score, cx);
    }

    /// Adds a finished game's score to the records of its mode.
    fn record(&self, mode: Mode, score: u64, cx: &mut PanelContext<'_>) {
        if self.demo_used {
            cx.say("Auto-play helped in this game, so it sets no record.");
            return;
        }
        // There is no losing a score game: finishing it counts as a win. It is marked assisted
        // so the records show no "best time", which means nothing here.
        cx.finish_game(
            &Self::record_key(mode),
            Outcome {
                won: true,
                seconds: self.clock.elapsed(cx.now),
                score: Some(i64::try_from(score).unwrap_or(i64::MAX)),
                assisted: true,
            },
        );
    }

    /// An endless game being left for another counts as finished if it got anywhere.
    fn leave_endless(&mut self, cx: &mut PanelContext<'_>) {
        let state = self.state();
        if state.mode() == Mode::Endless && state.moves_made() > 0 && !self.finished {
            let score = state.score();
            self.record(Mode::Endless, score, cx);
        }
    }

    /// Switches the mode new games use and deals the current deal again in it.
    fn set_mode(&mut self, mode: Mode, cx: &mut PanelContext<'_>) {
        cx.prefs.set_game_options(GameId::Match3, &Options { mode });
        if mode != self.state().mode() {
            let deal_no = self.state().deal_no();
            self.new_game(deal_no, cx);
        }
    }

    /// Plays auto-play's next move when it is due.
    fn demo_step(&mut self, cx: &mut PanelContext<'_>) {
        if !self.auto_play || self.finished || self.is_moving() || cx.now < self.next_demo_move {
            return;
        }
        let Some(best) = hint::best_swap(self.state().board()) else {
            self.auto_play = false;
            return;
        };
        self.demo_used = true;
        self.try_swap(best.a, best.b, cx);
        self.next_demo_move = cx.now + DEMO_PAUSE;
    }

    /// Starts or stops auto-play.
    fn toggle_demo(&mut self, cx: &mut PanelContext<'_>) {
        self.auto_play = !self.auto_play && !self.finished;
        if self.auto_play {
            self.next_demo_move = cx.now;
            cx.say("Auto-play: watching the computer play. It sets no record.");
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
}

impl GamePanel for Match3Panel {
    fn id(&self) -> GameId {
        GameId::Match3
    }

    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
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
        if !self.finished && !self.is_moving() && self.is_used_up(now) {
            self.finish(cx);
        }
        self.demo_step(cx);

        let layout = hud::Layout::new(ui.available_rect_before_wrap());
        ui.allocate_rect(layout.whole, Sense::hover());
        let view = layout.board;
        self.cells_ui(ui, &view, cx);

        let frame = match &self.playback {
            Some(playback) => playback.frame(),
            None => Frame::settled(self.state().board()),
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
        let actions = hud::side_ui(ui, &layout, self.hud_facts(&frame, cx));
        if self.finished {
            let again = hud::game_over_ui(ui, &view, self.state(), cx.records());
            if again {
                self.new_game(parlour_net::entropy::fresh_deal_no(), cx);
            }
        }
        self.perform(actions, cx);

        // The idle hint: shown after a while without input, and a frame asked for in time.
        if !self.finished && self.hint.is_none() && !self.is_moving() && !self.auto_play {
            let idle = now - self.idle_since;
            if idle >= IDLE_HINT {
                self.hint = hint::best_swap(self.state().board()).map(|r| (r.a, r.b));
            } else {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(IDLE_HINT - idle));
            }
        }
    }

    fn new_game(&mut self, deal_no: u64, cx: &mut PanelContext<'_>) {
        self.leave_endless(cx);
        let options: Options = cx.prefs.game_options(GameId::Match3);
        self.start(Match3::new(deal_no, options.mode), cx.now);
        let goal = match options.mode {
            Mode::Timed => "score as much as you can in two minutes",
            Mode::Moves => "score as much as you can in 30 moves",
            Mode::Endless => "play as long as you like",
        };
        cx.say(format!(
            "{} game, deal {deal_no}: {goal}.",
            options.mode.name()
        ));
    }

    fn restart(&mut self, cx: &mut PanelContext<'_>) {
        self.leave_endless(cx);
        let initial = self.history.initial().clone();
        self.start(initial, cx.now);
    }

    fn undo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        if !self.can_undo() {
            return false;
        }
        self.playback = None;
        let done = self.history.undo();
        self.touch(cx.now);
        done
    }

    fn redo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        if !self.can_redo() {
            return false;
        }
        let before = self.state().board().clone();
        let done = self.history.redo();
        // A redone turn plays again exactly as it did: the log comes back with the state.
        self.playback = match self.state().last_turn() {
            Some(log) if done && cx.prefs.animation_speed > 0.0 => {
                Some(Playback::turn(&before, self.state().board(), log))
            }
            _ => None,
        };
        self.touch(cx.now);
        done
    }

    fn can_undo(&self) -> bool {
        !self.finished && self.history.can_undo()
    }

    fn can_redo(&self) -> bool {
        !self.finished && self.history.can_redo()
    }

    fn hint(&mut self, cx: &mut PanelContext<'_>) {
        if self.finished {
            return;
        }
        match hint::best_swap(self.state().board()) {
            Some(best) => {
                self.hint = Some((best.a, best.b));
                if let Some(gem) = self.state().board().get(best.a) {
                    cx.say(format!(
                        "Hint: swap the {} at row {}, column {} {}.",
                        gem_name(gem),
                        best.a.y + 1,
                        best.a.x + 1,
                        hud::direction_word(best.a, best.b)
                    ));
                }
            }
            None => cx.say("No swap makes a line."),
        }
    }

    fn has_hint(&self) -> bool {
        !self.finished
    }

    fn cancel_selection(&mut self) {
        self.selected = None;
        self.hint = None;
        self.auto_play = false;
    }

    fn clock(&mut self) -> Option<&mut Clock> {
        Some(&mut self.clock)
    }

    fn is_in_play(&self) -> bool {
        // The clock starts with the first swap, so a player may study a fresh board first.
        !self.finished && self.state().moves_made() > 0
    }

    fn deal_no(&self) -> Option<u64> {
        Some(self.state().deal_no())
    }

    fn counters(&self) -> Vec<Counter> {
        let state = self.state();
        let mut counters = vec![Counter::new("Score", hud::thousands(self.shown_score()))];
        match state.mode() {
            Mode::Moves => counters.push(Counter::new(
                "Moves left",
                state.mode().moves_left(state.moves_made()).unwrap_or(0),
            )),
            Mode::Timed => {
                let left = state
                    .mode()
                    .seconds_left(self.clock.elapsed(self.last_now.unwrap_or(0.0)))
                    .unwrap_or(0.0);
                counters.push(Counter::new("Time left", format_duration(left.ceil())));
            }
            Mode::Endless => counters.push(Counter::new("Moves", state.moves_made())),
        }
        counters
    }

    fn is_animating(&self) -> bool {
        self.playback.is_some() || (self.auto_play && !self.finished)
    }

    fn settings_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let options: Options = cx.prefs.game_options(GameId::Match3);
        let mut mode = options.mode;
        ui.horizontal(|ui| {
            ui.label("Mode of new games");
            for m in Mode::ALL {
                ui.radio_value(&mut mode, m, m.name());
            }
        });
        if mode != options.mode {
            cx.prefs.set_game_options(GameId::Match3, &Options { mode });
        }
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn save(&self, now: f64) -> Option<serde_json::Value> {
        if self.finished {
            return None;
        }
        let saved = Saved {
            history: self.history.to_record(),
            seconds: self.clock.elapsed(now),
            demo_used: self.demo_used,
        };
        serde_json::to_value(saved).ok()
    }

    fn restore(
        &mut self,
        saved: serde_json::Value,
        cx: &mut PanelContext<'_>,
    ) -> Result<(), String> {
        let saved: Saved =
            serde_json::from_value(saved).map_err(|e| format!("the save is damaged: {e}"))?;
        let history = History::from_record(saved.history)
            .map_err(|e| format!("a saved move does not replay: {e}"))?;
        let state = history.state().clone();
        self.start(state, cx.now);
        self.history = history;
        self.clock = Clock::stopped_at(saved.seconds);
        self.demo_used = saved.demo_used;
        Ok(())
    }
}

impl Match3Panel {
    /// What the side panel shows.
    fn hud_facts(&self, frame: &Frame, cx: &PanelContext<'_>) -> hud::Facts {
        let state = self.state();
        let best = cx
            .records()
            .get(&Self::record_key(state.mode()))
            .and_then(|r| r.best_score);
        hud::Facts {
            score: self.shown_score(),
            multiplier: frame.multiplier.filter(|&m| m > 1 && self.is_moving()),
            mode: state.mode(),
            moves_left: state.mode().moves_left(state.moves_made()),
            seconds_left: state.mode().seconds_left(self.clock.elapsed(cx.now)),
            moves_made: state.moves_made(),
            best,
            auto_play: self.auto_play,
            finished: self.finished,
        }
    }

    /// Carries out what was clicked in the side panel.
    fn perform(&mut self, actions: hud::Actions, cx: &mut PanelContext<'_>) {
        if let Some(mode) = actions.mode {
            self.set_mode(mode, cx);
        }
        if actions.hint {
            self.hint(cx);
        }
        if actions.toggle_demo {
            self.toggle_demo(cx);
        }
    }
}
