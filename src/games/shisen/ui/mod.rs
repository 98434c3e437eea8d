//! The Shisen-Sho panel: an egui view of `parlour_rules::shisen`'s engine on the panel scaffold.
//!
//! - `mod.rs`: [`ShisenView`], the view state around the game, and its [`Game`] contract (dealing,
//!   picking pairs, hints, shuffles, the end of a game); [`ShisenPanel`] is it on the scaffold.
//! - `board.rs`: fitting the board to the window, painting it, the joining line, clicks and the
//!   keyboard cursor, the dead-end dialog.
//! - `options.rs`: the options and their Settings section.
//! - `sound.rs`: synthesised sound effects behind a small output trait.

mod board;
mod messages;
pub use board::tile_label;
pub mod options;
pub mod sound;

use crate::game_id::GameId;
use crate::panel::{BoardRequest, Counter, Game, PanelContext, Session, SessionPanel};
use options::{SettingsRequest, ShisenOptions, SizeDraft};
use parlour_rules::daily::{self, DailyGame};
use parlour_rules::engine::clock::format_duration;
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

/// Shisen-Sho's own fields of a saved game.
#[derive(Serialize, Deserialize)]
pub struct Saved {
    solvable_only: bool,
    shuffles: u32,
}

/// Shisen-Sho in the window.
pub type ShisenPanel = SessionPanel<ShisenView>;

/// The board's view state: selection, hint, cursor, what is fading, dialogs, sound.
pub struct ShisenView {
    solvable_only: bool,
    /// Shuffles asked for in this deal (numbers the next shuffle's RNG stream).
    shuffles: u32,
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
    /// The removable pairs of the board at a session revision, computed once per change.
    pairs: Option<(u64, Vec<(Pos, Pos)>)>,
    last_now: f64,
    size_draft: SizeDraft,
    sound: Box<dyn SoundOut>,
    /// The dead-end dialog asked for a new game.
    new_game_requested: bool,
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
        let mut view = ShisenView {
            solvable_only: true,
            shuffles: 0,
            selected: None,
            hint: None,
            cursor: None,
            vanishing: None,
            refusal: None,
            dead_end_dialog: false,
            stuck: false,
            pairs: None,
            last_now: 0.0,
            size_draft: SizeDraft::default(),
            sound,
            new_game_requested: false,
        };
        view.forget_position(&board);
        Self::with_game(view, board, 0)
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        self.session.state()
    }

    /// Whether hints or shuffles were used in this game.
    pub fn is_assisted(&self) -> bool {
        self.session.assisted
    }

    /// Whether the dead-end dialog is open.
    pub fn is_dead_end_dialog_open(&self) -> bool {
        self.game.dead_end_dialog
    }

    /// The record key of the current game: `shisen/<w>x<h>`, plus `/gravity`.
    pub fn record_key(&self) -> String {
        record_key(self.board())
    }
}

/// The record key of a board: `shisen/<w>x<h>`, plus `/gravity`.
fn record_key(board: &Board) -> String {
    deal::game_name(board.size(), board.gravity())
}

impl ShisenView {
    fn options(cx: &PanelContext<'_>) -> ShisenOptions {
        cx.prefs.game_options(GameId::Shisen)
    }

    /// The removable pairs of the current board (cached per change).
    fn removable_pairs(&mut self, session: &Session<Board>) -> &[(Pos, Pos)] {
        let revision = session.revision();
        if self.pairs.as_ref().is_none_or(|(rev, _)| *rev != revision) {
            self.pairs = Some((revision, session.state().removable_pairs()));
        }
        self.pairs
            .as_ref()
            .map_or(&[][..], |(_, pairs)| pairs.as_slice())
    }

    /// A new position: forget what belonged to the last one, and see whether play is stuck.
    fn forget_position(&mut self, board: &Board) {
        self.selected = None;
        self.hint = None;
        if board.is_won() {
            self.dead_end_dialog = false;
            self.stuck = false;
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
    fn pick(&mut self, session: &mut Session<Board>, pos: Pos, cx: &mut PanelContext<'_>) {
        let board = session.state();
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
                if session.play(Move::RemovePair { a: first, b: pos }).is_ok() {
                    let speed = f64::from(cx.prefs.animation_speed);
                    self.vanishing = (speed > 0.0).then(|| Vanishing {
                        path,
                        tiles,
                        since: cx.now,
                        until: cx.now + LINE_SECONDS / speed,
                    });
                    self.sound.play(Effect::Match, volume);
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
        cx.say(messages::move_error(err));
    }

    /// Rearranges the tiles left into a solvable arrangement (counts as help).
    fn shuffle(&mut self, session: &mut Session<Board>, cx: &mut PanelContext<'_>) {
        let board = session.state();
        let mut rng = deal::shuffle_rng(
            board.size(),
            board.gravity(),
            session.deal_no,
            self.shuffles,
        );
        let limits = Limits::nodes(deal::nodes_per_try(board.size()));
        match solver::solvable_shuffle(board, &mut rng, &limits, SHUFFLE_TRIES) {
            Ok(mv) => {
                if session.play(mv).is_ok() {
                    self.shuffles += 1;
                    session.use_help();
                    self.vanishing = None;
                    cx.say(crate::t!("shisen-shuffled"));
                }
            }
            Err(err) => cx.say(messages::shuffle_error(&err)),
        }
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

impl Game for ShisenView {
    const ID: GameId = GameId::Shisen;
    type State = Board;
    type Saved = Saved;

    fn deal(
        &mut self,
        deal_no: u64,
        _session: &Session<Board>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Board), String> {
        let options = Self::options(cx);
        let board = if options.solvable_only {
            Some(
                deal::deal(options.size, options.gravity, deal_no)
                    .map_err(|err| messages::deal_error(&err))?
                    .board,
            )
        } else {
            deal::deal_unchecked(options.size, options.gravity, deal_no)
        };
        let Some(board) = board else {
            return Err(crate::t!("shisen-deal-failed", deal = deal_no.to_string()));
        };
        self.solvable_only = options.solvable_only;
        self.shuffles = 0;
        self.vanishing = None;
        self.refusal = None;
        self.cursor = self.cursor.and(board.tiles().next().map(|(p, _)| p));
        Ok((deal_no, board))
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Board>,
        cx: &mut PanelContext<'_>,
    ) {
        self.board_view_ui(ui, session, cx);
    }

    fn take_request(&mut self) -> Option<BoardRequest> {
        std::mem::take(&mut self.new_game_requested)
            .then(|| BoardRequest::NewGame(parlour_proto::entropy::fresh_deal_no()))
    }

    fn is_won(&self, board: &Board) -> bool {
        board.is_won()
    }

    fn is_in_play(&self, session: &Session<Board>) -> bool {
        !session.state().is_won() && !self.stuck
    }

    fn daily_deal(
        &mut self,
        game: DailyGame,
        deal_no: u64,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Result<Board, String>> {
        if game != DailyGame::Shisen {
            return None;
        }
        let board = match deal::deal(daily::SHISEN_SIZE, daily::SHISEN_GRAVITY, deal_no) {
            Ok(dealt) => dealt.board,
            Err(err) => return Some(Err(messages::deal_error(&err))),
        };
        self.solvable_only = true;
        self.shuffles = 0;
        self.vanishing = None;
        self.refusal = None;
        self.cursor = self.cursor.and(board.tiles().next().map(|(p, _)| p));
        Some(Ok(board))
    }

    fn record_key(&self, session: &Session<Board>) -> Option<String> {
        Some(record_key(session.state()))
    }

    fn changed(&mut self, session: &mut Session<Board>, cx: &mut PanelContext<'_>) {
        // The pair removed this very frame keeps fading; an undo, redo or new deal drops it.
        if self.vanishing.as_ref().is_some_and(|v| v.since < cx.now) {
            self.vanishing = None;
        }
        self.forget_position(session.state());
    }

    fn won(&mut self, session: &Session<Board>, cx: &mut PanelContext<'_>) {
        let time = format_duration(session.clock.elapsed(cx.now));
        cx.say(if session.assisted {
            crate::t!("shisen-won-assisted", time = time)
        } else {
            crate::t!("shisen-won", time = time)
        });
    }

    fn hint(&mut self, session: &mut Session<Board>, cx: &mut PanelContext<'_>) {
        let board = session.state();
        if board.is_won() {
            return;
        }
        match solver::hint(board, &Limits::nodes(HINT_NODES)) {
            Some(hint) => {
                self.hint = Some((hint.a, hint.b));
                self.selected = None;
                if session.use_help() {
                    cx.say(crate::t!("shisen-hint-shown"));
                }
                if !hint.keeps_solvable {
                    cx.say(crate::t!("shisen-hint-risky"));
                }
            }
            None => {
                self.dead_end_dialog = true;
                cx.say(crate::t!("shisen-stuck"));
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

    fn counters(&self, session: &Session<Board>) -> Vec<Counter> {
        let board = session.state();
        let pairs = self
            .pairs
            .as_ref()
            .filter(|(rev, _)| *rev == session.revision())
            .map_or_else(|| board.pairs_available(), |(_, p)| p.len());
        let mut counters = vec![
            Counter::new(crate::t!("shisen-counter-tiles-left"), board.tiles_left()),
            Counter::new(crate::t!("shisen-counter-pairs"), pairs),
            Counter::new(
                crate::t!("shisen-counter-board"),
                if board.gravity() {
                    crate::t!("shisen-board-gravity", size = board.size().to_string())
                } else {
                    board.size().to_string()
                },
            ),
        ];
        if session.assisted {
            counters.push(Counter::new(
                crate::t!("shisen-counter-help"),
                crate::t!("shisen-help-used"),
            ));
        }
        counters
    }

    fn is_animating(&self, _session: &Session<Board>) -> bool {
        self.vanishing
            .as_ref()
            .is_some_and(|v| self.last_now < v.until)
            || self
                .refusal
                .as_ref()
                .is_some_and(|r| self.last_now < r.until)
    }

    fn settings_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Board>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        let mut options = Self::options(cx);
        let board = session.state();
        let current = (board.size(), board.gravity());
        let request = options::settings_ui(ui, &mut options, &mut self.size_draft, current);
        cx.prefs.set_game_options(GameId::Shisen, &options);
        match request {
            SettingsRequest::None => false,
            SettingsRequest::NewGame => true,
            SettingsRequest::TrySound => {
                self.sound.play(Effect::Match, options.effective_volume());
                false
            }
        }
    }

    fn saved(&self, _session: &Session<Board>) -> Saved {
        Saved {
            solvable_only: self.solvable_only,
            shuffles: self.shuffles,
        }
    }

    fn restored(&mut self, saved: Saved, session: &mut Session<Board>) -> Result<(), String> {
        self.solvable_only = saved.solvable_only;
        self.shuffles = saved.shuffles;
        self.vanishing = None;
        self.refusal = None;
        self.forget_position(session.state());
        Ok(())
    }
}
