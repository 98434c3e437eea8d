//! The Mahjong panel: the human plays seat 0 against three computer players, or, from "Play on
//! the LAN", at a table with friends ([`lan`]).
//!
//! The table engine never reads a clock. This panel decides, from `cx.now`, when a computer
//! player has "thought" long enough and when the human's claim countdown has run out (it then
//! applies a Pass for the human). Every action is a move on the panel scaffold's session, so undo
//! takes back the human's last discard and the computer players' answers after it.

mod board;
mod board_state;
mod kept_seat;
mod lan;
mod lan_conn;
mod lan_frame;
mod lan_screens;
mod online;
mod online_form;
mod online_screens;
mod options;
mod overlay;
mod pacing;
mod pieces;
mod text;

pub use lan::LanConfig;
pub use options::MahjongOptions;

use crate::game_id::GameId;
use crate::panel::{BoardRequest, Counter, Game, PanelContext, Session, SessionPanel};
use crate::records::Outcome;
use crate::t;
use parlour_rules::engine::tile::Face;
use parlour_rules::mahjong::bot;
use parlour_rules::mahjong::hand;
use parlour_rules::mahjong::table::{self, Move, Phase, PhaseKey, Table};
use parlour_rules::mahjong::view::SeatView;
use serde::{Deserialize, Serialize};

/// The human's seat. Seat 0 deals first, so the human starts as East.
pub const HUMAN: u8 = 0;
/// Seconds a computer player takes over a discard at normal animation speed.
const BOT_TURN_DELAY: f64 = 0.9;
/// Seconds a computer player takes to answer a claim window.
const BOT_CLAIM_DELAY: f64 = 0.7;
/// A gap between frames longer than this (pause, hidden window) does not count as thinking
/// time, so a countdown never runs out behind the pause screen.
const FRAME_GAP: f64 = 0.5;
/// Record keys.
const HANDS_RECORD: &str = "mahjong/hands";
const GAMES_RECORD: &str = "mahjong/games";

/// What a click on the board asks for; the panel turns it into a move.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Intent {
    /// A table move by the human.
    Play(Move),
    /// Deal the next hand.
    NextHand,
    /// Start a fresh game after the final scores.
    NewGame,
    /// Show a hint.
    Hint,
}

/// A suggestion for the human, shown on request.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Hint {
    /// The suggested move (a discard, a claim, a pass, a kong or a win).
    pub suggestion: Option<Move>,
    /// Shanten after that discard (or of the hand as it stands).
    pub shanten: i8,
    /// The tiles that would complete the hand, when it is ready.
    pub waits: Vec<Face>,
    /// The faces that bring the hand one step nearer a win (or complete it, when ready), and
    /// how many such tiles this seat has not seen yet.
    pub improving: hand::Acceptance,
    /// For a suggested discard while some seat looks ready: that seat and the tile's danger.
    pub warning: Option<bot::Warning>,
    /// The suggestion gives up the hand for safety (far from ready, a seat likely ready).
    pub folding: bool,
}

/// Mahjong's own fields of a saved game.
#[derive(Serialize, Deserialize)]
pub struct Saved {
    hand_recorded: u32,
}

/// The four-player Mahjong panel.
pub type MahjongPanel = SessionPanel<MahjongTable>;

/// The table in the window: the computer players' timing, the hint, the LAN screens.
pub struct MahjongTable {
    timer: Option<(PhaseKey, f64)>,
    last_frame: Option<f64>,
    hint: Option<Hint>,
    /// The seat whose discard is the latest one on the table, for marking it.
    last_discarder: Option<u8>,
    /// The hand number whose result went into the records already.
    hand_recorded: u32,
    /// Whether the claim countdown is on (from the options seen at the last frame).
    countdown_on: bool,
    /// The LAN screens, while open; the single-player game waits meanwhile.
    lan: Option<lan::Lan>,
    lan_config: LanConfig,
    /// A new game asked for from the final scores.
    request: Option<BoardRequest>,
    /// A room link to follow at the next frame (the online screens need the window's context).
    link: Option<(String, Option<parlour_rules::mahjong::bot::Difficulty>)>,
}

impl Default for MahjongPanel {
    fn default() -> Self {
        Self::new()
    }
}

impl MahjongPanel {
    /// A panel with game 1 dealt under default rules (the shell deals a fresh game at start).
    pub fn new() -> Self {
        Self::with_table(Table::new(1, table::TableSettings::default()))
    }

    /// A panel playing from `table` (tests set up scripted positions this way).
    pub fn with_table(table: Table) -> Self {
        let view = MahjongTable {
            timer: None,
            last_frame: None,
            hint: None,
            last_discarder: None,
            hand_recorded: 0,
            countdown_on: true,
            lan: None,
            lan_config: LanConfig::default(),
            request: None,
            link: None,
        };
        let game_no = table.game_no;
        Self::with_game(view, table, game_no)
    }

    /// The table as it stands.
    pub fn table(&self) -> &Table {
        self.session.state()
    }

    /// Sets where "Play on the LAN" hosts and looks for tables (tests use loopback).
    pub fn set_lan_config(&mut self, config: LanConfig) {
        self.game.lan_config = config;
    }

    /// At a LAN table: the view the host last sent this window.
    pub fn lan_view(&self) -> Option<&SeatView> {
        self.game.lan.as_ref().and_then(|lan| lan.view())
    }

    /// On the LAN screens: the name in the "Your name" field.
    pub fn lan_name(&self) -> Option<String> {
        self.game.lan.as_ref().map(|lan| lan.name.clone())
    }

    /// Whether the LAN screens are open.
    pub fn is_on_lan(&self) -> bool {
        self.game.lan.is_some()
    }
}

impl MahjongTable {
    /// Applies a move; a refused one is explained in the status bar and changes nothing.
    fn play(&mut self, session: &mut Session<Table>, mv: Move, cx: &mut PanelContext<'_>) {
        let discarder = match mv {
            Move::Discard { seat, .. } => Some(seat),
            _ => None,
        };
        match session.play(mv) {
            Ok(()) => {
                if discarder.is_some() {
                    self.last_discarder = discarder;
                }
                self.hint = None;
                self.record_hand(session.state(), cx);
            }
            Err(error) => cx.say(not_allowed(&error)),
        }
    }

    /// Writes the hands record when a hand has just ended.
    fn record_hand(&mut self, table: &Table, cx: &mut PanelContext<'_>) {
        if let Phase::HandOver(result) = &table.phase
            && self.hand_recorded < table.hand_no
        {
            self.hand_recorded = table.hand_no;
            let won = result.wins.iter().any(|w| w.seat == HUMAN);
            // Hands count wins only; a best time per hand means nothing, so none is set.
            cx.finish_game(
                HANDS_RECORD,
                Outcome {
                    assisted: true,
                    ..Outcome::new(won, 0.0)
                },
            );
        }
    }

    fn next_hand(&mut self, session: &mut Session<Table>, cx: &mut PanelContext<'_>) {
        if let Err(error) = session.play(Move::NextHand) {
            cx.say(not_allowed(&error));
            return;
        }
        // Undo never reaches into a finished hand, so the history restarts with each hand:
        // saves stay small and replay quickly.
        session.with_history(|history| history.clear());
        self.last_discarder = None;
        self.hint = None;
        let table = session.state();
        if table.phase == Phase::GameOver {
            let scores = table.scores;
            let mine = scores[HUMAN as usize];
            let won = scores.iter().all(|&s| s <= mine);
            cx.finish_game(
                GAMES_RECORD,
                Outcome {
                    score: Some(mine),
                    deal_no: Some(session.deal_no),
                    ..Outcome::new(won, session.clock.elapsed(cx.now))
                },
            );
            cx.say(if won {
                t!("mahjong-game-over-best")
            } else {
                t!("mahjong-game-over")
            });
        }
    }

    fn options(cx: &PanelContext<'_>) -> MahjongOptions {
        cx.prefs.game_options(GameId::Mahjong)
    }

    fn perform(&mut self, intent: Intent, session: &mut Session<Table>, cx: &mut PanelContext<'_>) {
        match intent {
            Intent::Play(mv) => self.play(session, mv, cx),
            Intent::NextHand => self.next_hand(session, cx),
            Intent::NewGame => {
                let deal_no = parlour_proto::entropy::fresh_deal_no();
                self.request = Some(BoardRequest::NewGame(deal_no));
            }
            Intent::Hint => self.hint = Some(hint_for(&session.state().view_for(HUMAN))),
        }
    }

    /// A fresh table after a new game or a restart: no timer, no marked discard, no hand
    /// recorded.
    fn forget_table(&mut self) {
        self.timer = None;
        self.last_discarder = None;
        self.hand_recorded = 0;
        self.hint = None;
    }
}

impl Game for MahjongTable {
    const ID: GameId = GameId::Mahjong;
    type State = Table;
    type Saved = Saved;

    fn deal(
        &mut self,
        deal_no: u64,
        _session: &Session<Table>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Table), String> {
        if self.lan.is_some() {
            return Err(t!("mahjong-deal-on-lan"));
        }
        let settings = Self::options(cx).table_settings();
        self.forget_table();
        cx.say(t!("mahjong-deal", game = deal_no.to_string()));
        Ok((deal_no, Table::new(deal_no, settings)))
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Table>,
        cx: &mut PanelContext<'_>,
    ) {
        if let Some((code, autoplay)) = self.link.take() {
            let options = Self::options(cx);
            let config = self.lan_config.clone();
            let keeper = kept_seat::SeatKeeper::in_dir(cx.config_dir());
            let mut lan = lan::Lan::open(config, lan::Place::Online, &options, keeper, ui.ctx());
            lan.follow_link(code, autoplay);
            self.lan = Some(lan);
        }
        if let Some(lan) = &mut self.lan {
            let options = Self::options(cx);
            if lan.ui(ui, cx, &options) == lan::LanExit::Close {
                self.lan = None;
                ui.ctx().request_repaint();
            }
            return;
        }
        // On a phone the strip over the board's corner would cover the top seat's tiles.
        let narrow = crate::panel::form::is_narrow(ui.ctx());
        let mut entry = if narrow {
            lan_screens::entry_row_ui(ui)
        } else {
            None
        };
        let top_left = ui.available_rect_before_wrap().left_top();
        self.drive(session, cx);
        let options = Self::options(cx);
        let countdown = self.countdown_left(session.state(), cx.now, &options);
        let view = session.state().view_for(HUMAN);
        let names = options::table_names(&options);
        let intents = board::board_ui(
            ui,
            cx,
            &board::BoardState {
                view: &view,
                names: Some(&names),
                online: false,
                hint: self.hint.as_ref(),
                last_discarder: self.last_discarder,
                countdown,
                countdown_total: options.countdown(),
            },
        );
        for intent in intents {
            self.perform(intent, session, cx);
        }
        // Keep the countdown's "off" state in mind for is_animating.
        self.countdown_on = options.countdown().is_some();
        if !narrow {
            entry = lan_screens::entry_ui(ui, top_left);
        }
        if let Some(place) = entry {
            let config = self.lan_config.clone();
            let keeper = kept_seat::SeatKeeper::in_dir(cx.config_dir());
            self.lan = Some(lan::Lan::open(config, place, &options, keeper, ui.ctx()));
        }
    }

    fn receive(
        &mut self,
        handoff: crate::panel::Handoff,
        _session: &mut Session<Table>,
        _cx: &mut PanelContext<'_>,
    ) {
        if let crate::panel::Handoff::JoinRoom { code, autoplay } = handoff {
            // A table already open (a game with friends) is not left for a link.
            if self.lan.as_ref().is_none_or(|lan| lan.conn.is_none()) {
                self.lan = None;
                self.link = Some((code, autoplay));
            }
        }
    }

    fn take_request(&mut self) -> Option<BoardRequest> {
        self.request.take()
    }

    fn is_in_play(&self, session: &Session<Table>) -> bool {
        // The single-player clock stands still while the LAN screens are open.
        self.lan.is_none() && session.state().phase != Phase::GameOver
    }

    fn is_numbered(&self) -> bool {
        self.lan.is_none()
    }

    fn room_link(&self) -> Option<crate::platform::address::RoomLink> {
        self.lan.as_ref().and_then(lan::Lan::room_link)
    }

    fn restart_state(
        &mut self,
        session: &Session<Table>,
        cx: &mut PanelContext<'_>,
    ) -> Option<Table> {
        // The game from its first hand (the history only reaches back to this hand's start).
        let table = session.state();
        self.forget_table();
        cx.say(t!("mahjong-restart"));
        Some(Table::new(table.game_no, table.settings))
    }

    fn changed(&mut self, _session: &mut Session<Table>, _cx: &mut PanelContext<'_>) {
        self.hint = None;
    }

    fn undo(&mut self, session: &mut Session<Table>, cx: &mut PanelContext<'_>) -> bool {
        if session.with_history(|history| table::take_back_discard(history, HUMAN)) {
            self.timer = None;
            self.last_discarder = None;
            true
        } else {
            cx.say(t!("mahjong-nothing-to-undo"));
            false
        }
    }

    fn redo(&mut self, session: &mut Session<Table>, _cx: &mut PanelContext<'_>) -> bool {
        if !session.redo() {
            return false;
        }
        // Redo the computer players' answers with it, up to the human's next decision.
        while session.history().can_redo() && !Self::awaits_human(session.state()) {
            session.redo();
        }
        self.timer = None;
        true
    }

    fn allows_undo(&self) -> bool {
        self.lan.is_none()
    }

    fn has_hint(&self) -> bool {
        true
    }

    fn hint(&mut self, session: &mut Session<Table>, _cx: &mut PanelContext<'_>) {
        if let Some(lan) = &mut self.lan {
            lan.hint();
            return;
        }
        self.hint = Some(hint_for(&session.state().view_for(HUMAN)));
    }

    fn cancel_selection(&mut self) {
        self.hint = None;
    }

    fn counters(&self, session: &Session<Table>) -> Vec<Counter> {
        if let Some(lan) = &self.lan {
            return lan.counters();
        }
        let table = session.state();
        vec![
            Counter::new(
                t!("mahjong-counter-round"),
                t!(
                    "mahjong-counter-round-value",
                    wind = board::wind_name(table.round_wind),
                    hand = i64::from(table.hand_no)
                ),
            ),
            Counter::new(t!("mahjong-counter-wall"), table.wall.len()),
            Counter::new(t!("mahjong-counter-score"), table.scores[HUMAN as usize]),
        ]
    }

    fn is_animating(&self, session: &Session<Table>) -> bool {
        // At a LAN table the network wakes the window, and a countdown asks for its frames.
        self.lan.is_none() && Self::is_waiting_on_time(session.state(), self.countdown_on)
    }

    fn settings_ui(
        &mut self,
        ui: &mut egui::Ui,
        _session: &mut Session<Table>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        options::settings_ui(ui, cx);
        false
    }

    fn session_to_save<'a>(&'a self, session: &'a Session<Table>) -> Option<&'a Session<Table>> {
        (session.state().phase != Phase::GameOver).then_some(session)
    }

    fn check_saved(&self, initial: &Table) -> Result<(), String> {
        // As strict as a dealt table: the whole set, no tile more or less.
        let (count, set) = (initial.tile_count(), initial.set_size());
        if count == set {
            Ok(())
        } else {
            Err(t!(
                "mahjong-saved-wrong-tiles",
                count = count as i64,
                set = set as i64
            ))
        }
    }

    fn saved(&self, _session: &Session<Table>) -> Saved {
        Saved {
            hand_recorded: self.hand_recorded,
        }
    }

    fn restored(&mut self, saved: Saved, session: &mut Session<Table>) -> Result<(), String> {
        // Saves before the panel scaffold kept the game number only in the table.
        session.deal_no = session.state().game_no;
        self.hand_recorded = saved.hand_recorded;
        self.timer = None;
        self.last_discarder = None;
        self.hint = None;
        Ok(())
    }
}

/// A refused move, for the status bar.
fn not_allowed(error: &table::TableError) -> String {
    t!("mahjong-not-allowed", reason = text::table_error(error))
}

/// A suggestion for the seat whose view this is (the single-player game and a LAN table alike).
pub(crate) fn hint_for(view: &SeatView) -> Hint {
    let suggestion = bot::decide(view, bot::Difficulty::Hard);
    let rules = view.settings.scoring.hand;
    let melds = view.me().melds.len().min(4) as u8;
    let mut counts = view.concealed_counts();
    if let Some(Move::Discard { face, .. }) = suggestion
        && let Some(slot) = counts.get_mut(face.index())
    {
        *slot = slot.saturating_sub(1);
    }
    let shanten = hand::shanten(&counts, melds, rules);
    let waits = if shanten == 0 {
        hand::waits(&counts, melds, rules)
    } else {
        Vec::new()
    };
    // Only a hand waiting for a tile (not a complete one) can be improved by one.
    let improving = if shanten >= 0 && hand::tile_total(&counts) + 3 * u32::from(melds) == 13 {
        hand::acceptance(&counts, melds, rules, &view.seen_counts())
    } else {
        hand::Acceptance::default()
    };
    let (warning, folding) = match suggestion {
        Some(Move::Discard { face, .. }) => (bot::warning(view, face), bot::folds(view)),
        _ => (None, false),
    };
    Hint {
        suggestion,
        shanten,
        waits,
        improving,
        warning,
        folding,
    }
}

#[cfg(test)]
mod hint_tests;
