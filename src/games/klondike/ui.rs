//! Klondike's panel: the table view over the rules engine, with the solver watching in the
//! background. History, clock, records and saves come from the panel scaffold.

mod board;
mod layout;
mod messages;
pub mod settings;
pub mod watch;

use crate::game_id::GameId;
use crate::panel::{Counter, Game, PanelContext, Session, SessionPanel};
use crate::t;
use board::{Board, Intent};
use parlour_rules::daily::DailyGame;
use parlour_rules::engine::history::Rules;
use parlour_rules::klondike::assist::{auto_finish_moves, hint, safe_foundation_moves};
use parlour_rules::klondike::deal::{check_cards, deal};
use parlour_rules::klondike::rules::{Klondike, KlondikeError, MAX_PILES, MIN_PILES, Move};
use parlour_rules::klondike::scoring::Scoring;
use parlour_rules::work::{Answer, Request};
use serde::{Deserialize, Serialize};
use settings::{KlondikeSettings, record_key};
use watch::Watcher;

/// How many deal numbers "deal only winnable games" tries, and the solver budget for each.
const WINNABLE_TRIES: u64 = 40;
const WINNABLE_NODES: u64 = 400_000;

/// Klondike has no saved fields beyond the session's.
#[derive(Serialize, Deserialize)]
pub struct Saved {}

/// The Klondike panel.
pub type KlondikePanel = SessionPanel<KlondikeTable>;

/// Klondike's table in the window: the board, the solver watching, and the options last read.
pub struct KlondikeTable {
    board: Board,
    watcher: Watcher,
    /// The solver should look at the position at the next frame (it needs egui's context).
    watch_pending: bool,
    /// Play time at the last frame, for the score shown in the status bar.
    seconds: f64,
    /// The options as last read, for the status bar (the Vegas running total).
    settings: KlondikeSettings,
}

impl Default for KlondikePanel {
    fn default() -> Self {
        Self::new()
    }
}

impl KlondikePanel {
    /// A panel showing deal 1 until the shell deals or resumes a game.
    pub fn new() -> Self {
        let settings = KlondikeSettings::default();
        let first = deal(1, settings.rules());
        let table = KlondikeTable {
            board: Board::default(),
            watcher: Watcher::default(),
            watch_pending: true,
            seconds: 0.0,
            settings,
        };
        Self::with_game(table, first, 1)
    }

    /// The game on the table.
    pub fn game(&self) -> &Klondike {
        self.session.state()
    }

    /// Plays a player's move and the automatic moves it allows, as one undo step.
    pub fn play(&mut self, mv: Move, cx: &mut PanelContext<'_>) -> Result<(), KlondikeError> {
        self.game.play(&mut self.session, mv, cx)?;
        self.settle(cx);
        Ok(())
    }
}

impl KlondikeTable {
    /// The score to show, with the time penalty and (once won) the time bonus.
    fn score(&self, game: &Klondike) -> i32 {
        game.options
            .scoring
            .displayed(game.score, self.seconds as u64, game.is_won())
    }

    /// Plays a player's move and the automatic moves it allows, as one undo step.
    fn play(
        &mut self,
        session: &mut Session<Klondike>,
        mv: Move,
        cx: &mut PanelContext<'_>,
    ) -> Result<(), KlondikeError> {
        let settings = KlondikeSettings::load(cx);
        let mut after = session.state().clone();
        after.apply(&mv)?;
        let mut group = vec![mv];
        if settings.auto_safe {
            for auto in safe_foundation_moves(&after) {
                after.apply(&auto)?;
                group.push(auto);
            }
        }
        if settings.auto_finish
            && !after.is_won()
            && let Some(finish) = auto_finish_moves(&after)
        {
            group.extend(finish);
        }
        session.play_group(group)
    }

    /// Deal `deal_no`, or with "winnable only" the first deal from it the solver wins.
    fn deal_from(deal_no: u64, settings: &KlondikeSettings) -> (u64, Klondike) {
        (deal_no, deal(deal_no, settings.rules()))
    }
}

impl Game for KlondikeTable {
    const ID: GameId = GameId::Klondike;
    type State = Klondike;
    type Saved = Saved;

    fn deal(
        &mut self,
        deal_no: u64,
        _session: &Session<Klondike>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Klondike), String> {
        let settings = KlondikeSettings::load(cx);
        self.watcher.new_deal();
        Ok(Self::deal_from(deal_no, &settings))
    }

    /// "Winnable deals only": the solver proves a deal winnable first, away from the window.
    fn deal_away(
        &mut self,
        deal_no: u64,
        _session: &Session<Klondike>,
        cx: &mut PanelContext<'_>,
    ) -> Option<Request> {
        let settings = KlondikeSettings::load(cx);
        settings.winnable_only.then(|| Request::KlondikeWinnable {
            from: deal_no,
            options: settings.rules(),
            nodes: WINNABLE_NODES,
            tries: WINNABLE_TRIES,
        })
    }

    fn dealt(
        &mut self,
        answer: Answer,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Klondike), String> {
        match answer {
            Answer::KlondikeDeal(deal_no, game) => {
                self.watcher.new_deal();
                Ok((deal_no, *game))
            }
            _ => Err(crate::t!("deal-not-made")),
        }
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Klondike>,
        cx: &mut PanelContext<'_>,
    ) {
        self.settings = KlondikeSettings::load(cx);
        self.seconds = session.clock.elapsed(cx.now);
        let at_deal = !session.history().can_undo();
        if std::mem::take(&mut self.watch_pending) {
            self.watcher.watch(session.state(), ui.ctx(), at_deal);
        }
        self.watcher.poll(at_deal);
        let [r, g, b] = self.settings.table_colour;
        let table = egui::Color32::from_rgb(r, g, b);
        let speed = cx.prefs.animation_speed;
        let intents = self
            .board
            .ui(ui, session.state(), cx.now, table, speed, cx.prefs);
        for intent in intents {
            match intent {
                Intent::Play(mv) => {
                    if let Err(e) = self.play(session, mv, cx) {
                        cx.say(messages::refusal(&e));
                    }
                }
                Intent::Say(message) => cx.say(message),
            }
        }
    }

    fn is_won(&self, state: &Klondike) -> bool {
        state.is_won()
    }

    fn daily_deal(
        &mut self,
        game: DailyGame,
        deal_no: u64,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Result<Klondike, String>> {
        let options = game.klondike_options()?;
        self.watcher.new_deal();
        Some(Ok(deal(deal_no, options)))
    }

    fn record_key(&self, session: &Session<Klondike>) -> Option<String> {
        Some(record_key(&session.state().options))
    }

    fn score(&self, session: &Session<Klondike>, _now: f64) -> Option<i64> {
        let game = session.state();
        (game.options.scoring != Scoring::None).then_some(i64::from(self.score(game)))
    }

    /// Adds this deal's end to the records, and to the Vegas running total.
    fn record(&mut self, session: &mut Session<Klondike>, won: bool, cx: &mut PanelContext<'_>) {
        if session.recorded {
            return;
        }
        self.seconds = session.clock.elapsed(cx.now);
        let options = session.state().options;
        let score = self.score(session.state());
        if options.scoring == Scoring::Vegas {
            let mut settings = KlondikeSettings::load(cx);
            if settings.vegas_running_total {
                settings.vegas_total += i64::from(score);
                settings.store(cx);
            }
        }
        let recorded_score = (options.scoring != Scoring::None).then_some(i64::from(score));
        session.record(&record_key(&options), won, recorded_score, cx);
    }

    fn changed(&mut self, _session: &mut Session<Klondike>, _cx: &mut PanelContext<'_>) {
        self.board.reset();
        self.watch_pending = true;
    }

    fn won(&mut self, session: &Session<Klondike>, cx: &mut PanelContext<'_>) {
        let time = parlour_rules::engine::clock::format_duration(self.seconds);
        cx.say(match session.state().options.scoring {
            Scoring::None => t!("klondike-won", time = time),
            _ => t!(
                "klondike-won-score",
                time = time,
                score = i64::from(self.score(session.state()))
            ),
        });
    }

    fn hint(&mut self, session: &mut Session<Klondike>, cx: &mut PanelContext<'_>) {
        match hint(session.state()) {
            Some(mv) => {
                session.use_help();
                self.board.show_hint(mv, cx.now);
            }
            None => cx.say(t!("klondike-no-hint")),
        }
    }

    fn has_hint(&self) -> bool {
        true
    }

    fn cancel_selection(&mut self) {
        self.board.cancel();
    }

    fn counters(&self, session: &Session<Klondike>) -> Vec<Counter> {
        let game = session.state();
        let mut counters = Vec::new();
        match game.options.scoring {
            Scoring::None => {}
            Scoring::Standard => {
                counters.push(Counter::new(t!("klondike-score"), self.score(game)));
            }
            Scoring::Vegas => {
                counters.push(Counter::new(
                    t!("klondike-score"),
                    t!("klondike-dollars", amount = i64::from(self.score(game))),
                ));
                if self.settings.vegas_running_total {
                    let pending = if session.recorded {
                        0
                    } else {
                        i64::from(self.score(game))
                    };
                    let total = self.settings.vegas_total + pending;
                    counters.push(Counter::new(
                        t!("klondike-vegas-total"),
                        t!("klondike-dollars", amount = total),
                    ));
                }
            }
        }
        if let Some(limit) = game.options.passes.recycle_limit() {
            let left = limit.saturating_sub(game.recycles);
            counters.push(Counter::new(t!("klondike-redeals-left"), left));
        }
        counters.push(Counter::new(t!("klondike-stock"), game.stock.len()));
        if let Some(status) = self.watcher.status() {
            counters.push(status.counter());
        }
        counters
    }

    fn is_animating(&self, _session: &Session<Klondike>) -> bool {
        self.board.is_animating()
    }

    fn settings_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Klondike>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        let options = session.state().options;
        settings::settings_ui(ui, cx, &options);
        false
    }

    fn saved(&self, _session: &Session<Klondike>) -> Saved {
        Saved {}
    }

    fn check_saved(&self, initial: &Klondike) -> Result<(), String> {
        let piles = initial.tableau.len();
        if !(MIN_PILES..=MAX_PILES).contains(&piles) {
            return Err(t!("klondike-save-pile-count", count = piles as i64));
        }
        check_cards(initial).map_err(|e| messages::bad_save(&e))
    }

    fn restored(&mut self, _saved: Saved, _session: &mut Session<Klondike>) -> Result<(), String> {
        self.watcher.new_deal();
        Ok(())
    }
}

#[cfg(test)]
mod tests;
