//! The Shisen-Sho panel: an egui view of [`crate::games::shisen`]'s engine.
//!
//! - `mod.rs`: [`ShisenPanel`], its game state around the engine's `History`, and the
//!   [`GamePanel`] contract (new game, undo, hint, save and restore, records).
//! - `board.rs`: fitting the board to the window, painting it, the joining line, clicks and the
//!   keyboard cursor, the dead-end dialog.
//! - `options.rs`: the options and their Settings section.
//! - `sound.rs`: synthesised sound effects behind a small output trait.

mod board;
pub use board::tile_label;
pub mod options;
pub mod sound;

use crate::game_id::GameId;
use crate::panel::{Counter, GamePanel, PanelContext};
use crate::records::Outcome;
use options::{SettingsRequest, ShisenOptions, SizeDraft};
use parlour_rules::engine::clock::{Clock, format_duration};
use parlour_rules::engine::history::{History, HistoryRecord};
use parlour_rules::engine::tile::Face;
use parlour_rules::shisen::deal;
use parlour_rules::shisen::path::Path;
use parlour_rules::shisen::solver::{self, Limits};
use parlour_rules::shisen::{Board, Move, MoveError, Pos, Size};
use serde::{Deserialize, Serialize};
use sound::{Effect, SoundOut};

/// How long the joining line stays, in seconds at normal animation speed.
const LINE_SECONDS: f64 = 0.5;
/// How long a refused pick flashes, in seconds.
const REFUSED_SECONDS: f64 = 0.45;
/// The node budget of a hint's solver run (a few milliseconds at most).
const HINT_NODES: u64 = 50_000;
/// Random arrangements a shuffle tries before it gives up.
const SHUFFLE_TRIES: u32 = 300;

/// A pair just removed: the line joining it and the two tiles, drawn fading over the board while
/// play goes on.
#[derive(Clone, Debug)]
struct Vanishing {
    path: Path,
    tiles: [(Pos, Face); 2],
    since: f64,
    until: f64,
}

/// A refused pick: the tiles flash red until `until`.
#[derive(Clone, Debug)]
struct Refusal {
    tiles: Vec<Pos>,
    until: f64,
}

/// The game in progress as saved between runs.
#[derive(Serialize, Deserialize)]
struct Saved {
    deal_no: u64,
    solvable_only: bool,
    history: HistoryRecord<Board, Move>,
    seconds: f64,
    assisted: bool,
    shuffles: u32,
    recorded: bool,
}

/// Shisen-Sho in the window.
pub struct ShisenPanel {
    history: History<Board>,
    deal_no: u64,
    solvable_only: bool,
    clock: Clock,
    /// Hints or shuffles were used: a win sets no best time.
    assisted: bool,
    /// Shuffles asked for in this deal (numbers the next shuffle's RNG stream).
    shuffles: u32,
    /// The game's end was written to the records.
    recorded: bool,
    selected: Option<Pos>,
    hint: Option<(Pos, Pos)>,
    /// The keyboard cursor, shown once the arrow keys are used.
    cursor: Option<Pos>,
    vanishing: Option<Vanishing>,
    refusal: Option<Refusal>,
    /// The dead-end dialog is open.
    dead_end_dialog: bool,
    /// Tiles remain but no pair can be removed (the clock stops).
    stuck: bool,
    /// The removable pairs of the board at `revision`, computed once per change.
    pairs: Option<(u64, Vec<(Pos, Pos)>)>,
    revision: u64,
    last_now: f64,
    size_draft: SizeDraft,
    sound: Box<dyn SoundOut>,
}

impl Default for ShisenPanel {
    fn default() -> Self {
        Self::new()
    }
}

impl ShisenPanel {
    /// The panel, playing sounds on this build's default output.
    pub fn new() -> Self {
        Self::with_sound(sound::default_output())
    }

    /// The panel with another sound output (tests record what would have played).
    pub fn with_sound(sound: Box<dyn SoundOut>) -> Self {
        let board = deal::deal(Size::DEFAULT, false, 0).map_or_else(
            |_| deal::deal_unchecked(Size::DEFAULT, false, 0),
            |d| Some(d.board),
        );
        let board = board.unwrap_or_else(empty_board);
        Self {
            history: History::new(board),
            deal_no: 0,
            solvable_only: true,
            clock: Clock::default(),
            assisted: false,
            shuffles: 0,
            recorded: false,
            selected: None,
            hint: None,
            cursor: None,
            vanishing: None,
            refusal: None,
            dead_end_dialog: false,
            stuck: false,
            pairs: None,
            revision: 0,
            last_now: 0.0,
            size_draft: SizeDraft::default(),
            sound,
        }
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        self.history.state()
    }

    /// Whether hints or shuffles were used in this game.
    pub fn is_assisted(&self) -> bool {
        self.assisted
    }

    /// Whether the dead-end dialog is open.
    pub fn is_dead_end_dialog_open(&self) -> bool {
        self.dead_end_dialog
    }

    /// The record key of the current game: `shisen/<w>x<h>`, plus `/gravity`.
    pub fn record_key(&self) -> String {
        deal::game_name(self.board().size(), self.board().gravity())
    }

    fn options(cx: &PanelContext<'_>) -> ShisenOptions {
        cx.prefs.game_options(GameId::Shisen)
    }

    /// The removable pairs of the current board (cached per change).
    fn removable_pairs(&mut self) -> &[(Pos, Pos)] {
        if self
            .pairs
            .as_ref()
            .is_none_or(|(rev, _)| *rev != self.revision)
        {
            self.pairs = Some((self.revision, self.history.state().removable_pairs()));
        }
        self.pairs
            .as_ref()
            .map_or(&[][..], |(_, pairs)| pairs.as_slice())
    }

    /// Something about the game changed: forget per-position state and check for the end.
    fn changed(&mut self, cx: &mut PanelContext<'_>) {
        self.revision += 1;
        self.selected = None;
        self.hint = None;
        let board = self.history.state();
        if board.is_won() {
            self.dead_end_dialog = false;
            self.stuck = false;
            if !self.recorded {
                self.recorded = true;
                let seconds = self.clock.elapsed(cx.now);
                self.clock.set_running(false, cx.now);
                cx.finish_game(
                    &self.record_key(),
                    Outcome {
                        won: true,
                        seconds,
                        score: None,
                        assisted: self.assisted,
                    },
                );
                let note = if self.assisted {
                    " (with help: no best time)"
                } else {
                    ""
                };
                cx.say(format!(
                    "Board cleared in {}{note}!",
                    format_duration(seconds)
                ));
            }
        } else {
            self.stuck = board.is_dead_end();
            self.dead_end_dialog = self.stuck;
            if let Some(cursor) = self.cursor
                && board.face_at(cursor).is_none()
            {
                self.cursor = board.tiles().next().map(|(pos, _)| pos);
            }
        }
    }

    /// The player picked the tile at `pos` (a click, or Enter on the cursor).
    fn pick(&mut self, pos: Pos, cx: &mut PanelContext<'_>) {
        let board = self.history.state();
        if board.face_at(pos).is_none() || board.is_won() {
            return;
        }
        let Some(first) = self.selected else {
            self.selected = Some(pos);
            return;
        };
        if first == pos {
            self.selected = None;
            return;
        }
        let volume = Self::options(cx).effective_volume();
        match board.pair_path(first, pos) {
            Ok(path) => {
                let Some(face) = board.face_at(pos) else {
                    return;
                };
                let tiles = [(first, face), (pos, face)];
                if self
                    .history
                    .apply(Move::RemovePair { a: first, b: pos })
                    .is_ok()
                {
                    let speed = f64::from(cx.prefs.animation_speed);
                    self.vanishing = (speed > 0.0).then(|| Vanishing {
                        path,
                        tiles,
                        since: cx.now,
                        until: cx.now + LINE_SECONDS / speed,
                    });
                    self.sound.play(Effect::Match, volume);
                    self.changed(cx);
                }
            }
            Err(err) => {
                self.refuse(vec![first, pos], &err, cx);
                self.sound.play(Effect::Refuse, volume);
            }
        }
    }

    fn refuse(&mut self, tiles: Vec<Pos>, err: &MoveError, cx: &mut PanelContext<'_>) {
        self.selected = None;
        self.refusal = Some(Refusal {
            tiles,
            until: cx.now + REFUSED_SECONDS,
        });
        let mut text = err.to_string();
        if let Some(first) = text.get(..1) {
            text = first.to_uppercase() + text.get(1..).unwrap_or("");
        }
        cx.say(format!("{text}."));
    }

    /// Rearranges the tiles left into a solvable arrangement (counts as help).
    fn shuffle(&mut self, cx: &mut PanelContext<'_>) {
        let board = self.history.state();
        let mut rng = deal::shuffle_rng(board.size(), board.gravity(), self.deal_no, self.shuffles);
        let limits = Limits::nodes(deal::nodes_per_try(board.size()));
        match solver::solvable_shuffle(board, &mut rng, &limits, SHUFFLE_TRIES) {
            Ok(mv) => {
                if self.history.apply(mv).is_ok() {
                    self.shuffles += 1;
                    self.assisted = true;
                    self.vanishing = None;
                    cx.say("Shuffled into an arrangement that can be cleared.");
                    self.changed(cx);
                }
            }
            Err(err) => cx.say(err.to_string()),
        }
    }

    /// A game left with moves made and not cleared counts as lost.
    fn record_abandoned(&mut self, cx: &mut PanelContext<'_>) {
        if !self.recorded && self.history.can_undo() {
            self.recorded = true;
            cx.finish_game(
                &self.record_key(),
                Outcome {
                    won: false,
                    seconds: self.clock.elapsed(cx.now),
                    score: None,
                    assisted: self.assisted,
                },
            );
        }
    }

    fn start(&mut self, board: Board, deal_no: u64, solvable_only: bool) {
        self.history.reset(board);
        self.deal_no = deal_no;
        self.solvable_only = solvable_only;
        self.clock.reset();
        self.assisted = false;
        self.shuffles = 0;
        self.recorded = false;
        self.vanishing = None;
        self.refusal = None;
        self.stuck = self.history.state().is_dead_end();
        self.dead_end_dialog = self.stuck;
        self.cursor = self
            .cursor
            .and(self.history.state().tiles().next().map(|(p, _)| p));
        self.revision += 1;
        self.selected = None;
        self.hint = None;
    }
}

/// An empty default-size board, the fallback should dealing ever fail.
fn empty_board() -> Board {
    match Board::new(Size::DEFAULT, false, vec![None; Size::DEFAULT.tiles()]) {
        Ok(board) => board,
        // An all-empty board of a valid size always passes the checks.
        Err(_) => unreachable!("an empty board is valid"),
    }
}

impl GamePanel for ShisenPanel {
    fn id(&self) -> GameId {
        GameId::Shisen
    }

    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        self.board_ui(ui, cx);
    }

    fn new_game(&mut self, deal_no: u64, cx: &mut PanelContext<'_>) {
        self.record_abandoned(cx);
        let options = Self::options(cx);
        let board = if options.solvable_only {
            match deal::deal(options.size, options.gravity, deal_no) {
                Ok(dealt) => Some(dealt.board),
                Err(err) => {
                    cx.say(err.to_string());
                    return;
                }
            }
        } else {
            deal::deal_unchecked(options.size, options.gravity, deal_no)
        };
        let Some(board) = board else {
            cx.say(format!(
                "Deal {deal_no} could not be made; pick another number."
            ));
            return;
        };
        self.start(board, deal_no, options.solvable_only);
    }

    fn restart(&mut self, _cx: &mut PanelContext<'_>) {
        let initial = self.history.initial().clone();
        let assisted = self.assisted;
        let (deal_no, solvable_only) = (self.deal_no, self.solvable_only);
        self.start(initial, deal_no, solvable_only);
        // Having seen hints or shuffles of this deal still counts as help.
        self.assisted = assisted;
    }

    fn undo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.history.undo();
        if done {
            self.vanishing = None;
            self.changed(cx);
        }
        done
    }

    fn redo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.history.redo();
        if done {
            self.vanishing = None;
            self.changed(cx);
        }
        done
    }

    fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    fn hint(&mut self, cx: &mut PanelContext<'_>) {
        let board = self.history.state();
        if board.is_won() {
            return;
        }
        match solver::hint(board, &Limits::nodes(HINT_NODES)) {
            Some(hint) => {
                self.hint = Some((hint.a, hint.b));
                self.selected = None;
                if !self.assisted {
                    self.assisted = true;
                    self.revision += 1;
                    cx.say("Hint shown: this game no longer counts for a best time.");
                }
                if !hint.keeps_solvable {
                    cx.say("This pair can go, but the board may no longer be clearable: consider Undo or Shuffle.");
                }
            }
            None => {
                self.dead_end_dialog = true;
                cx.say("No pair can be removed: undo or shuffle.");
            }
        }
    }

    fn has_hint(&self) -> bool {
        true
    }

    fn cancel_selection(&mut self) {
        self.selected = None;
        self.hint = None;
    }

    fn clock(&mut self) -> Option<&mut Clock> {
        Some(&mut self.clock)
    }

    fn is_in_play(&self) -> bool {
        let board = self.history.state();
        !board.is_won() && !self.stuck
    }

    fn deal_no(&self) -> Option<u64> {
        Some(self.deal_no)
    }

    fn counters(&self) -> Vec<Counter> {
        let board = self.history.state();
        let pairs = self
            .pairs
            .as_ref()
            .filter(|(rev, _)| *rev == self.revision)
            .map_or_else(|| board.pairs_available(), |(_, p)| p.len());
        let mut counters = vec![
            Counter::new("Tiles left", board.tiles_left()),
            Counter::new("Pairs", pairs),
            Counter::new(
                "Board",
                format!(
                    "{}{}",
                    board.size(),
                    if board.gravity() { " gravity" } else { "" }
                ),
            ),
        ];
        if self.assisted {
            counters.push(Counter::new("Help", "used"));
        }
        counters
    }

    fn is_animating(&self) -> bool {
        self.vanishing
            .as_ref()
            .is_some_and(|v| self.last_now < v.until)
            || self
                .refusal
                .as_ref()
                .is_some_and(|r| self.last_now < r.until)
    }

    fn settings_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let mut options = Self::options(cx);
        let board = self.history.state();
        let current = (board.size(), board.gravity());
        let request = options::settings_ui(ui, &mut options, &mut self.size_draft, current);
        cx.prefs.set_game_options(GameId::Shisen, &options);
        match request {
            SettingsRequest::None => {}
            SettingsRequest::NewGame => {
                let deal_no = parlour_net::entropy::fresh_deal_no();
                self.new_game(deal_no, cx);
            }
            SettingsRequest::TrySound => self.sound.play(Effect::Match, options.effective_volume()),
        }
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn save(&self, now: f64) -> Option<serde_json::Value> {
        let saved = Saved {
            deal_no: self.deal_no,
            solvable_only: self.solvable_only,
            history: self.history.to_record(),
            seconds: self.clock.elapsed(now),
            assisted: self.assisted,
            shuffles: self.shuffles,
            recorded: self.recorded,
        };
        serde_json::to_value(saved).ok()
    }

    fn restore(
        &mut self,
        saved: serde_json::Value,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(), String> {
        let saved: Saved = serde_json::from_value(saved).map_err(|e| e.to_string())?;
        let history = History::from_record(saved.history).map_err(|e| e.to_string())?;
        self.start(history.state().clone(), saved.deal_no, saved.solvable_only);
        self.history = history;
        self.clock = Clock::stopped_at(saved.seconds);
        self.assisted = saved.assisted;
        self.shuffles = saved.shuffles;
        self.recorded = saved.recorded;
        Ok(())
    }
}
