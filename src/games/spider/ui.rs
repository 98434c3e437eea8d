//! Spider's panel: the table view over the rules engine, with the solver watching in the
//! background for one and two suits. History, clock, records and saves come from the panel
//! scaffold.

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
use parlour_rules::engine::clock::format_duration;
use parlour_rules::spider::assist::hint;
use parlour_rules::spider::deal::{check_state, deal};
use parlour_rules::spider::rules::{Move, RUNS, Spider, SpiderError};
use parlour_rules::work::{Answer, Request};
use serde::{Deserialize, Serialize};
use settings::{SpiderSettings, offers_winnable, record_key};
use watch::Watcher;

/// Spider has no saved fields beyond the session's.
#[derive(Serialize, Deserialize)]
pub struct Saved {}

/// The Spider panel.
pub type SpiderPanel = SessionPanel<SpiderTable>;

/// Spider's table in the window: the board, the solver watching, and the options last read.
pub struct SpiderTable {
    board: Board,
    watcher: Watcher,
    /// The solver should look at the position at the next frame (it needs egui's context).
    watch_pending: bool,
    /// The options as last read.
    settings: SpiderSettings,
}

impl Default for SpiderPanel {
    fn default() -> Self {
        Self::new()
    }
}

impl SpiderPanel {
    /// A panel showing deal 1 with one suit until the shell deals or resumes a game.
    pub fn new() -> Self {
        let settings = SpiderSettings::default();
        let table = SpiderTable {
            board: Board::default(),
            watcher: Watcher::default(),
            watch_pending: true,
            settings: settings.clone(),
        };
        Self::with_game(table, deal(1, settings.suits), 1)
    }

    /// The game on the table.
    pub fn game(&self) -> &Spider {
        self.session.state()
    }

    /// Puts `state` on the table as deal `deal_no`, as if just dealt (tests prepare positions).
    pub fn start(&mut self, state: Spider, deal_no: u64, cx: &mut PanelContext<'_>) {
        self.session.start(state, deal_no);
        self.settle(cx);
    }

    /// Plays a player's move, as the board would.
    pub fn play(&mut self, mv: Move, cx: &mut PanelContext<'_>) -> Result<(), SpiderError> {
        self.game.play(&mut self.session, mv, cx)?;
        self.settle(cx);
        Ok(())
    }
}

impl SpiderTable {
    /// Plays `mv` as one undo step and lets the board fly the cards that moved.
    fn play(
        &mut self,
        session: &mut Session<Spider>,
        mv: Move,
        cx: &PanelContext<'_>,
    ) -> Result<(), SpiderError> {
        let before = session.state().clone();
        session.play(mv)?;
        self.board.played(mv, &before, session.state(), cx.now);
        Ok(())
    }

    /// Whether the solver watches games of `suits` now.
    fn watches(&self, game: &Spider) -> bool {
        self.settings.solver && offers_winnable(game.suits)
    }
}

impl Game for SpiderTable {
    const ID: GameId = GameId::Spider;
    type State = Spider;
    type Saved = Saved;

    fn deal(
        &mut self,
        deal_no: u64,
        _session: &Session<Spider>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Spider), String> {
        let settings = SpiderSettings::load(cx);
        Ok((deal_no, deal(deal_no, settings.suits)))
    }

    /// "Winnable deals only" (one and two suits): the solver wins a deal first, away from the
    /// window.
    fn deal_away(
        &mut self,
        deal_no: u64,
        _session: &Session<Spider>,
        cx: &mut PanelContext<'_>,
    ) -> Option<Request> {
        let settings = SpiderSettings::load(cx);
        settings
            .deals_winnable()
            .then_some(Request::SpiderWinnable {
                from: deal_no,
                suits: settings.suits,
            })
    }

    fn dealt(
        &mut self,
        answer: Answer,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(u64, Spider), String> {
        match answer {
            Answer::SpiderDeal(Some((deal_no, game))) => Ok((deal_no, *game)),
            Answer::SpiderDeal(None) => Err(t!("spider-no-winnable-deal")),
            _ => Err(t!("deal-not-made")),
        }
    }

    fn daily_deal(
        &mut self,
        game: DailyGame,
        deal_no: u64,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Result<Spider, String>> {
        let suits = game.spider_suits()?;
        Some(Ok(deal(deal_no, suits)))
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Spider>,
        cx: &mut PanelContext<'_>,
    ) {
        self.settings = SpiderSettings::load(cx);
        if std::mem::take(&mut self.watch_pending) {
            if self.watches(session.state()) {
                self.watcher.watch(session.state(), ui.ctx());
            } else {
                self.watcher.stop();
            }
        }
        self.watcher.poll();
        let [r, g, b] = self.settings.table_colour;
        let style = board::Style {
            table: egui::Color32::from_rgb(r, g, b),
            speed: cx.prefs.animation_speed,
            prefs: cx.prefs,
        };
        let intents = self.board.ui(ui, session.state(), cx.now, &style);
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

    fn is_won(&self, state: &Spider) -> bool {
        state.is_won()
    }

    fn record_key(&self, session: &Session<Spider>) -> Option<String> {
        Some(record_key(session.state().suits))
    }

    fn score(&self, session: &Session<Spider>, _now: f64) -> Option<i64> {
        Some(i64::from(session.state().score))
    }

    fn changed(&mut self, session: &mut Session<Spider>, _cx: &mut PanelContext<'_>) {
        self.board.reset();
        // Settings may have changed since the last frame (the solver switched on or off).
        self.watch_pending = true;
        if !self.watches(session.state()) {
            self.watcher.stop();
        }
    }

    fn won(&mut self, session: &Session<Spider>, cx: &mut PanelContext<'_>) {
        let time = format_duration(session.clock.elapsed(cx.now));
        let score = i64::from(session.state().score);
        cx.say(t!("spider-won", time = time, score = score));
    }

    fn hint(&mut self, session: &mut Session<Spider>, cx: &mut PanelContext<'_>) {
        match hint(session.state()) {
            Some(mv) => {
                session.use_help();
                self.board.show_hint(mv, cx.now);
                if mv == Move::Deal {
                    cx.say(t!("spider-hint-deal"));
                }
            }
            None => cx.say(t!("spider-no-hint")),
        }
    }

    fn has_hint(&self) -> bool {
        true
    }

    fn cancel_selection(&mut self) {
        self.board.cancel();
    }

    fn counters(&self, session: &Session<Spider>) -> Vec<Counter> {
        let game = session.state();
        let mut counters = vec![
            Counter::new(t!("spider-score"), game.score),
            Counter::new(t!("spider-rows-left"), game.rows_left()),
            Counter::new(
                t!("spider-runs"),
                t!(
                    "spider-runs-of",
                    done = game.removed.len() as i64,
                    all = RUNS as i64
                ),
            ),
        ];
        if let Some(status) = self.watcher.status().filter(|_| self.watches(game)) {
            counters.push(status.counter());
        }
        counters
    }

    fn is_animating(&self, _session: &Session<Spider>) -> bool {
        self.board.is_animating()
    }

    fn settings_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<Spider>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        let before = SpiderSettings::load(cx);
        settings::settings_ui(ui, cx, session.state().suits);
        if SpiderSettings::load(cx).solver != before.solver {
            self.watch_pending = true;
        }
        false
    }

    fn saved(&self, _session: &Session<Spider>) -> Saved {
        Saved {}
    }

    fn check_saved(&self, initial: &Spider) -> Result<(), String> {
        check_state(initial).map_err(|e| messages::bad_save(&e))
    }
}

#[cfg(test)]
mod tests;
