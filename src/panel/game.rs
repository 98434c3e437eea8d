//! The one panel scaffold: a game is its rules plus its board drawing ([`Game`]);
//! [`SessionPanel`] adds what every game shares (undo and redo, the clock, records, new game,
//! restart, saving and resuming) and is what the shell sees.

use super::session::Session;
use super::won::{WonAsk, WonCard, won_card_ui};
use super::{Counter, GamePanel, Handoff, PanelContext};
use crate::game_id::GameId;
use crate::platform::work::{Reply, Runner};
use parlour_rules::daily::DailyGame;
use parlour_rules::engine::clock::Clock;
use parlour_rules::engine::history::Rules;
use parlour_rules::work::{Answer, Request};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// What a board may ask of its panel, carried out once the frame is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardRequest {
    /// Deal this number (the previous game, if started, counts as given up).
    NewGame(u64),
    /// Play the same deal again from its start.
    Restart,
}

/// A game in the window: its rules engine and its board. Everything else comes from
/// [`SessionPanel`]. Only `ID`, `State`, `Saved`, `deal` and `board_ui` are required.
pub trait Game {
    /// Which game this is.
    const ID: GameId;
    /// Whether games are timed and recorded (the layout editor is neither).
    const TIMED: bool = true;

    /// The rules engine; the session's history keeps its states.
    type State: Rules<Move: Serialize + DeserializeOwned, Error: std::fmt::Display>
        + Serialize
        + DeserializeOwned;
    /// The game's own fields of a saved game, kept beside the session's (an empty struct when
    /// there are none).
    type Saved: Serialize + DeserializeOwned;

    /// Deal `deal_no`, or another number it chooses (for example the first winnable deal from
    /// it); `session` is the game on the board now. An error is said in the status bar and
    /// changes nothing.
    fn deal(
        &mut self,
        deal_no: u64,
        session: &Session<Self::State>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Self::State), String>;

    /// The work deal `deal_no` needs away from the window (a deal that must be made winnable
    /// first, or that takes long to build), or `None` to deal at once with [`Game::deal`]. The
    /// answer comes to [`Game::dealt`]; until then the game on the board stays.
    fn deal_away(
        &mut self,
        _deal_no: u64,
        _session: &Session<Self::State>,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Request> {
        None
    }

    /// The answer to [`Game::deal_away`]'s request: the deal and its number, or why there is
    /// none (said in the status bar; nothing changes).
    fn dealt(
        &mut self,
        _answer: Answer,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Self::State), String> {
        Err(crate::t!("deal-not-made"))
    }

    /// Deals `game`'s deal of the day, number `deal_no`, in the fixed variant of
    /// [`parlour_rules::daily`] (whatever the player's settings). `None` when this game has no
    /// deal of the day.
    fn daily_deal(
        &mut self,
        _game: DailyGame,
        _deal_no: u64,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Result<Self::State, String>> {
        None
    }

    /// The deal numbers this game deals, when it has a range of its own (FreeCell's are
    /// Microsoft's, 1 to 1,000,000): fresh deals are drawn from it and the deal dialog refuses
    /// other numbers. `None`: any number.
    fn deal_numbers(&self) -> Option<std::ops::RangeInclusive<u64>> {
        None
    }

    /// Whether the board takes `key`, pressed without modifiers, this frame instead of the
    /// shell's shortcut for it (FreeCell's `h` for "home" after a typed column).
    fn claims_key(&self, _key: egui::Key) -> bool {
        false
    }

    /// Paints the board and turns clicks, drags and keys into moves on `session`.
    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Self::State>,
        cx: &mut PanelContext<'_>,
    );

    /// What a button on the board asked of the panel (a new game, the deal again); asked once
    /// after each frame, so answer once per request.
    fn take_request(&mut self) -> Option<BoardRequest> {
        None
    }

    /// Whether the position is won (the win is recorded once and the clock stops).
    fn is_won(&self, _state: &Self::State) -> bool {
        false
    }

    /// Whether the game is under way: the clock runs only then.
    fn is_in_play(&self, session: &Session<Self::State>) -> bool {
        session.is_started() && !self.is_won(session.state())
    }

    /// The record this game counts in, or `None` when it is never recorded (a test play).
    fn record_key(&self, _session: &Session<Self::State>) -> Option<String> {
        None
    }

    /// The score recorded with the game, for games that keep one.
    fn score(&self, _session: &Session<Self::State>, _now: f64) -> Option<i64> {
        None
    }

    /// Adds the game's end to its record: a win, or a loss when a started game is left.
    fn record(&mut self, session: &mut Session<Self::State>, won: bool, cx: &mut PanelContext<'_>) {
        if let Some(key) = self.record_key(session) {
            let score = self.score(session, cx.now);
            session.record(&key, won, score, cx);
        }
    }

    /// The position changed (a move, undo, redo, a new deal, a resumed game): drop selections,
    /// restart background work, say what happened. A win is recorded after this.
    fn changed(&mut self, _session: &mut Session<Self::State>, _cx: &mut PanelContext<'_>) {}

    /// The game was just won (and recorded): say so.
    fn won(&mut self, _session: &Session<Self::State>, _cx: &mut PanelContext<'_>) {}

    /// Whether the shared card over a won board ([`super::won`]) shows; a game that draws its
    /// own says no.
    fn shows_won_card(&self) -> bool {
        true
    }

    /// Whether hints are open now (H).
    fn has_hint(&self) -> bool {
        false
    }

    /// Shows a hint (H).
    fn hint(&mut self, _session: &mut Session<Self::State>, _cx: &mut PanelContext<'_>) {}

    /// Drops the current selection (Esc).
    fn cancel_selection(&mut self) {}

    /// Whether deals are numbered and a new game can be dealt now (New game, Restart and the
    /// deal dialog need it).
    fn is_numbered(&self) -> bool {
        true
    }

    /// The online room the game sits at, if it plays online (see [`GamePanel::room_link`]).
    fn room_link(&self) -> Option<crate::platform::address::RoomLink> {
        None
    }

    /// The position Restart starts from: by default the first position of the history.
    fn restart_state(
        &mut self,
        _session: &Session<Self::State>,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Self::State> {
        None
    }

    /// Takes back one step of the player's (a game may take back more than one move).
    fn undo(&mut self, session: &mut Session<Self::State>, _cx: &mut PanelContext<'_>) -> bool {
        session.undo()
    }

    /// Repeats one undone step of the player's.
    fn redo(&mut self, session: &mut Session<Self::State>, _cx: &mut PanelContext<'_>) -> bool {
        session.redo()
    }

    /// Whether undo and redo are open to the player now (not while playing at a LAN table).
    fn allows_undo(&self) -> bool {
        true
    }

    /// The counters shown in the status bar.
    fn counters(&self, _session: &Session<Self::State>) -> Vec<Counter> {
        Vec::new()
    }

    /// Whether the board is animating and needs the next frame soon.
    fn is_animating(&self, _session: &Session<Self::State>) -> bool {
        false
    }

    /// The game's section of the Settings dialog. Returns true to deal a new game at once.
    fn settings_ui(
        &mut self,
        _ui: &mut egui::Ui,
        _session: &mut Session<Self::State>,
        _cx: &mut PanelContext<'_>,
    ) -> bool {
        false
    }

    /// The game to resume after a restart: the one on the board, another one (the player's own
    /// game while a test game is on the board), or none (a finished game).
    fn session_to_save<'a>(
        &'a self,
        session: &'a Session<Self::State>,
    ) -> Option<&'a Session<Self::State>> {
        Some(session)
    }

    /// The game's own fields of the saved game.
    fn saved(&self, session: &Session<Self::State>) -> Self::Saved;

    /// Checks the first position of a saved game before it is replayed.
    fn check_saved(&self, _initial: &Self::State) -> Result<(), String> {
        Ok(())
    }

    /// Takes the game's own fields of a resumed game; an error refuses the save.
    fn restored(
        &mut self,
        _saved: Self::Saved,
        _session: &mut Session<Self::State>,
    ) -> Result<(), String> {
        Ok(())
    }

    /// Receives what another panel handed over.
    fn receive(
        &mut self,
        _handoff: Handoff,
        _session: &mut Session<Self::State>,
        _cx: &mut PanelContext<'_>,
    ) {
    }
}

/// A [`Game`] with its [`Session`]: the panel the shell shows.
pub struct SessionPanel<G: Game> {
    /// The game's board and view state.
    pub game: G,
    /// The game in progress.
    pub session: Session<G::State>,
    /// The deal being worked out away from the window ([`Game::deal_away`]).
    dealing: Option<Runner>,
    /// The session's revision when the player put the won card away: every change moves the
    /// revision on (a new deal too), so the card stays away until the game changes (an undo
    /// and the winning move again bring it back).
    won_card_closed_at: Option<u64>,
}

impl<G: Game> SessionPanel<G> {
    /// A panel showing `state` (deal `deal_no`) until the shell deals or resumes a game.
    pub fn with_game(game: G, state: G::State, deal_no: u64) -> Self {
        Self {
            game,
            session: Session::new(state, deal_no),
            dealing: None,
            won_card_closed_at: None,
        }
    }

    /// Starts a deal worked out away from the window.
    fn deal_later(&mut self, request: Request, cx: &mut PanelContext<'_>) {
        let wake = cx.wake();
        let runner = self
            .dealing
            .get_or_insert_with(|| Runner::new("dealer", wake));
        runner.ask(request);
    }

    /// Takes a deal worked out away from the window, once it came (every frame; tests without a
    /// window call it themselves).
    pub fn take_dealt(&mut self, cx: &mut PanelContext<'_>) {
        let Some(runner) = &mut self.dealing else {
            return;
        };
        for reply in runner.poll() {
            let dealt = match reply {
                Reply::Answer(answer) => self.game.dealt(answer, cx),
                Reply::Failed(reason) => Err(crate::t!("deal-failed", reason = reason)),
            };
            match dealt {
                Ok((deal_no, state)) => {
                    self.record_abandoned(cx);
                    self.session.start(state, deal_no);
                    self.settle(cx);
                }
                Err(message) => cx.say(message),
            }
        }
    }

    /// The position changed: let the game react, then record a win once. The panel calls it
    /// after every change it makes; call it after changing the session from outside.
    pub fn settle(&mut self, cx: &mut PanelContext<'_>) {
        self.game.changed(&mut self.session, cx);
        if G::TIMED && !self.session.recorded && self.game.is_won(self.session.state()) {
            self.game.record(&mut self.session, true, cx);
            self.game.won(&self.session, cx);
        }
    }

    /// Whether the card over a won board shows: once the last move has settled, until the
    /// player puts it away.
    fn shows_won_card(&self) -> bool {
        let session = &self.session;
        G::TIMED
            && self.game.shows_won_card()
            && self.game.is_won(session.state())
            && !self.is_dealing()
            && !self.game.is_animating(session)
            && self.won_card_closed_at != Some(self.session.revision())
    }

    /// Puts the won card away until the game changes.
    fn put_won_card_away(&mut self) {
        self.won_card_closed_at = Some(self.session.revision());
    }

    /// The card over a won board, once the last move has settled; the player's ask.
    fn won_card_ui(
        &self,
        ui: &mut egui::Ui,
        board: egui::Rect,
        cx: &PanelContext<'_>,
    ) -> Option<WonAsk> {
        if !self.shows_won_card() {
            return None;
        }
        let session = &self.session;
        let best_seconds = self
            .game
            .record_key(session)
            .and_then(|key| cx.records().get(&key).and_then(|r| r.best_time));
        let card = WonCard {
            deal_no: session.deal_no,
            seconds: session.clock.elapsed(cx.now),
            score: self.game.score(session, cx.now),
            best_seconds,
            assisted: session.assisted,
        };
        won_card_ui(ui, board, &card)
    }

    /// A started game left unfinished counts as lost.
    fn record_abandoned(&mut self, cx: &mut PanelContext<'_>) {
        if G::TIMED && self.session.is_started() && !self.game.is_won(self.session.state()) {
            self.game.record(&mut self.session, false, cx);
        }
    }
}

impl<G: Game> GamePanel for SessionPanel<G> {
    fn id(&self) -> GameId {
        G::ID
    }

    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        self.take_dealt(cx);
        let before = self.session.revision();
        let board = ui.max_rect();
        self.game.board_ui(ui, &mut self.session, cx);
        if self.is_dealing() {
            super::dealing_ui(ui);
        }
        if self.session.revision() != before {
            self.settle(cx);
        }
        let mut request = self.game.take_request();
        if let Some(ask) = self.won_card_ui(ui, board, cx) {
            request = match ask {
                WonAsk::NewGame => Some(BoardRequest::NewGame(self.fresh_deal_no())),
                WonAsk::PlayAgain => Some(BoardRequest::Restart),
                WonAsk::Close => {
                    self.put_won_card_away();
                    request
                }
            };
        }
        match request {
            Some(BoardRequest::NewGame(deal_no)) => self.new_game(deal_no, cx),
            Some(BoardRequest::Restart) => self.restart(cx),
            None => {}
        }
    }

    fn new_game(&mut self, deal_no: u64, cx: &mut PanelContext<'_>) {
        if let Some(request) = self.game.deal_away(deal_no, &self.session, cx) {
            self.deal_later(request, cx);
            return;
        }
        if let Some(runner) = &mut self.dealing {
            // A deal made at once replaces one still being worked out.
            runner.cancel();
        }
        match self.game.deal(deal_no, &self.session, cx) {
            Ok((deal_no, state)) => {
                self.record_abandoned(cx);
                self.session.start(state, deal_no);
                self.settle(cx);
            }
            Err(message) => cx.say(message),
        }
    }

    fn play_daily(
        &mut self,
        game: DailyGame,
        date: time::Date,
        deal_no: u64,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        match self.game.daily_deal(game, deal_no, cx) {
            Some(Ok(state)) => {
                self.record_abandoned(cx);
                self.session.start(state, deal_no);
                self.session.daily = Some((game, date));
                self.settle(cx);
                true
            }
            Some(Err(message)) => {
                cx.say(message);
                false
            }
            None => false,
        }
    }

    fn record_key(&self) -> Option<String> {
        self.game.record_key(&self.session)
    }

    fn is_dealing(&self) -> bool {
        self.dealing.as_ref().is_some_and(Runner::is_busy)
    }

    fn daily(&self) -> Option<(DailyGame, time::Date)> {
        self.session.daily
    }

    fn restart(&mut self, cx: &mut PanelContext<'_>) {
        self.record_abandoned(cx);
        match self.game.restart_state(&self.session, cx) {
            Some(state) => {
                let deal_no = self.session.deal_no;
                self.session.start(state, deal_no);
            }
            None => self.session.restart(),
        }
        self.settle(cx);
    }

    fn undo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.game.allows_undo() && self.game.undo(&mut self.session, cx);
        if done {
            self.settle(cx);
        }
        done
    }

    fn redo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.game.allows_undo() && self.game.redo(&mut self.session, cx);
        if done {
            self.settle(cx);
        }
        done
    }

    fn can_undo(&self) -> bool {
        self.game.allows_undo() && self.session.history().can_undo()
    }

    fn can_redo(&self) -> bool {
        self.game.allows_undo() && self.session.history().can_redo()
    }

    fn hint(&mut self, cx: &mut PanelContext<'_>) {
        self.game.hint(&mut self.session, cx);
    }

    fn has_hint(&self) -> bool {
        self.game.has_hint()
    }

    /// Escape: puts the won card away when it shows, or else cancels the game's selection.
    fn cancel_selection(&mut self) {
        if self.shows_won_card() {
            self.put_won_card_away();
        } else {
            self.game.cancel_selection();
        }
    }

    fn clock(&mut self) -> Option<&mut Clock> {
        G::TIMED.then_some(&mut self.session.clock)
    }

    fn is_in_play(&self) -> bool {
        G::TIMED && self.game.is_in_play(&self.session)
    }

    fn deal_no(&self) -> Option<u64> {
        self.game.is_numbered().then_some(self.session.deal_no)
    }

    fn room_link(&self) -> Option<crate::platform::address::RoomLink> {
        self.game.room_link()
    }

    fn counters(&self) -> Vec<Counter> {
        self.game.counters(&self.session)
    }

    fn is_animating(&self) -> bool {
        self.game.is_animating(&self.session)
    }

    fn settings_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        if self.game.settings_ui(ui, &mut self.session, cx) {
            let deal_no = self.fresh_deal_no();
            self.new_game(deal_no, cx);
        }
    }

    fn fresh_deal_no(&self) -> u64 {
        super::fresh_deal_in(self.game.deal_numbers())
    }

    fn deal_numbers(&self) -> Option<std::ops::RangeInclusive<u64>> {
        self.game.deal_numbers()
    }

    fn claims_key(&self, key: egui::Key) -> bool {
        self.game.claims_key(key)
    }

    fn revision(&self) -> u64 {
        self.session.revision()
    }

    fn save(&self, now: f64) -> Option<serde_json::Value> {
        let session = self.game.session_to_save(&self.session)?;
        session.save(now, &self.game.saved(session))
    }

    fn receive(&mut self, handoff: Handoff, cx: &mut PanelContext<'_>) {
        let before = self.session.revision();
        self.game.receive(handoff, &mut self.session, cx);
        if self.session.revision() != before {
            self.settle(cx);
        }
    }

    fn restore(
        &mut self,
        saved: serde_json::Value,
        cx: &mut PanelContext<'_>,
    ) -> Result<(), String> {
        let (mut session, extra) =
            Session::<G::State>::restore(saved, |initial| self.game.check_saved(initial))?;
        self.game.restored(extra, &mut session)?;
        let earlier = self.session.revision();
        self.session = session;
        // Revisions keep increasing across a resume, so the shell never mistakes the resumed game
        // for the one it last saved.
        self.session.continue_revisions_after(earlier);
        self.settle(cx);
        Ok(())
    }
}
