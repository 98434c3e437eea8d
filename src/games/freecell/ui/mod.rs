//! FreeCell's panel: the table over the rules engine, typed notation, and the exact solver
//! watching in the background. History, clock, records and saves come from the panel scaffold.

mod board;
mod messages;
pub mod notation;
pub mod settings;
mod watch;

use crate::game_id::GameId;
use crate::panel::{Counter, Game, PanelContext, Session, SessionPanel};
use crate::t;
use board::{Board, Intent};
use parlour_rules::daily::DailyGame;
use parlour_rules::engine::history::Rules;
use parlour_rules::freecell::assist::{auto_finish_moves, hint, safe_foundation_moves};
use parlour_rules::freecell::deal::{FIRST_DEAL, LAST_DEAL, deal};
use parlour_rules::freecell::rules::{FreeCell, FreeCellError, Move, Options};
use parlour_rules::freecell::solver::Limits;
use parlour_rules::work::{Answer, Request};
use serde::{Deserialize, Serialize};
use settings::{FreeCellSettings, record_key};
use std::sync::atomic::AtomicBool;
use watch::Watcher;

pub use board::{Pile, layout};

/// The baize: the same green as Klondike's default.
const TABLE: egui::Color32 = egui::Color32::from_rgb(28, 104, 60);

/// Positions a hint may search in the window when the solver watching has no answer yet.
const HINT_NODES: u64 = 100_000;

/// FreeCell has no saved fields beyond the session's.
#[derive(Serialize, Deserialize)]
pub struct Saved {}

/// The FreeCell panel.
pub type FreeCellPanel = SessionPanel<FreeCellTable>;

/// FreeCell's table in the window: the board and the solver watching.
pub struct FreeCellTable {
    board: Board,
    watcher: Watcher,
    /// The solver should look at the position at the next frame (it needs egui's context).
    watch_pending: bool,
}

impl Default for FreeCellPanel {
    fn default() -> Self {
        Self::new()
    }
}

impl FreeCellPanel {
    /// A panel showing deal 1 until the shell deals or resumes a game.
    pub fn new() -> Self {
        let first = deal(FIRST_DEAL, Options::default())
            .unwrap_or_else(|_| FreeCell::from_columns(Options::default(), Vec::new()));
        let table = FreeCellTable {
            board: Board::default(),
            watcher: Watcher::default(),
            watch_pending: true,
        };
        Self::with_game(table, first, FIRST_DEAL)
    }

    /// The game on the table.
    pub fn game(&self) -> &FreeCell {
        self.session.state()
    }

    /// Plays a player's move and the automatic moves it allows, as one undo step.
    pub fn play(&mut self, mv: Move, cx: &mut PanelContext<'_>) -> Result<(), FreeCellError> {
        self.game.play(&mut self.session, mv, cx)?;
        self.settle(cx);
        Ok(())
    }
}

impl FreeCellTable {
    /// Plays a player's move and the automatic moves it allows, as one undo step.
    fn play(
        &mut self,
        session: &mut Session<FreeCell>,
        mv: Move,
        cx: &mut PanelContext<'_>,
    ) -> Result<(), FreeCellError> {
        let settings = FreeCellSettings::load(cx);
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
            && let Some(finish) = auto_finish_moves(&after)
        {
            group.extend(finish);
        }
        session.play_group(group)
    }
}

/// Deal `deal_no` under `options`, or why there is none.
fn deal_checked(deal_no: u64, options: Options) -> Result<FreeCell, String> {
    deal(deal_no, options).map_err(|_| {
        t!(
            "freecell-deal-out-of-range",
            first = FIRST_DEAL as i64,
            last = LAST_DEAL as i64
        )
    })
}

impl Game for FreeCellTable {
    const ID: GameId = GameId::FreeCell;
    type State = FreeCell;
    type Saved = Saved;

    fn deal(
        &mut self,
        deal_no: u64,
        _session: &Session<FreeCell>,
        cx: &mut PanelContext<'_>,
    ) -> Result<(u64, FreeCell), String> {
        let settings = FreeCellSettings::load(cx);
        let game = deal_checked(deal_no, settings.rules())?;
        self.watcher.new_deal();
        Ok((deal_no, game))
    }

    /// "Winnable deals only": the solver proves a deal winnable first, away from the window.
    fn deal_away(
        &mut self,
        deal_no: u64,
        _session: &Session<FreeCell>,
        cx: &mut PanelContext<'_>,
    ) -> Option<Request> {
        let settings = FreeCellSettings::load(cx);
        let in_range = (FIRST_DEAL..=LAST_DEAL).contains(&deal_no);
        (settings.winnable_only && in_range).then(|| Request::FreeCellWinnable {
            from: deal_no,
            options: settings.rules(),
        })
    }

    fn dealt(
        &mut self,
        answer: Answer,
        _cx: &mut PanelContext<'_>,
    ) -> Result<(u64, FreeCell), String> {
        match answer {
            Answer::FreeCellDeal(Some((deal_no, game))) => {
                self.watcher.new_deal();
                Ok((deal_no, *game))
            }
            Answer::FreeCellDeal(None) => Err(t!("freecell-no-winnable-deal")),
            _ => Err(t!("deal-not-made")),
        }
    }

    fn daily_deal(
        &mut self,
        game: DailyGame,
        deal_no: u64,
        _cx: &mut PanelContext<'_>,
    ) -> Option<Result<FreeCell, String>> {
        if game != DailyGame::FreeCell {
            return None;
        }
        self.watcher.new_deal();
        // The deal of the day is FreeCell's own rules: four cells, alternate colours.
        Some(deal_checked(deal_no, Options::default()))
    }

    fn deal_numbers(&self) -> Option<std::ops::RangeInclusive<u64>> {
        Some(FIRST_DEAL..=LAST_DEAL)
    }

    fn claims_key(&self, key: egui::Key) -> bool {
        key == egui::Key::H && self.board.is_typing()
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<FreeCell>,
        cx: &mut PanelContext<'_>,
    ) {
        let at_deal = !session.history().can_undo();
        if std::mem::take(&mut self.watch_pending) {
            self.watcher.watch(session.state(), ui.ctx(), at_deal);
        }
        self.watcher.poll();
        let intents = self.board.ui(ui, session.state(), cx.now, TABLE, cx.prefs);
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

    fn is_won(&self, state: &FreeCell) -> bool {
        state.is_won()
    }

    fn record_key(&self, session: &Session<FreeCell>) -> Option<String> {
        Some(record_key(&session.state().options))
    }

    fn changed(&mut self, _session: &mut Session<FreeCell>, _cx: &mut PanelContext<'_>) {
        self.board.reset();
        self.watch_pending = true;
    }

    fn won(&mut self, session: &Session<FreeCell>, cx: &mut PanelContext<'_>) {
        let seconds = session.clock.elapsed(cx.now);
        let time = parlour_rules::engine::clock::format_duration(seconds);
        cx.say(t!("freecell-won", time = time));
    }

    fn hint(&mut self, session: &mut Session<FreeCell>, cx: &mut PanelContext<'_>) {
        let game = session.state();
        let found = self.watcher.hint_for(game).or_else(|| {
            let limits = Limits {
                max_nodes: HINT_NODES,
                ..Limits::default()
            };
            hint(game, limits, &AtomicBool::new(false))
        });
        match found {
            Some(mv) => {
                session.use_help();
                self.board.show_hint(session.state(), mv, cx.now);
                cx.say(t!("freecell-hint", mv = mv.to_string()));
            }
            None => cx.say(t!("freecell-no-hint")),
        }
    }

    fn has_hint(&self) -> bool {
        true
    }

    fn cancel_selection(&mut self) {
        self.board.cancel();
    }

    fn counters(&self, session: &Session<FreeCell>) -> Vec<Counter> {
        let game = session.state();
        let home: u32 = game.foundations.iter().map(|&r| u32::from(r)).sum();
        let mut counters = vec![
            Counter::new(t!("freecell-cards-home"), home),
            // A run is 13 cards at most, however many the cells and columns would carry.
            Counter::new(t!("freecell-can-move"), game.max_run(false).min(13)),
        ];
        if let Some(status) = self.watcher.status() {
            counters.push(status.counter());
        }
        counters
    }

    fn is_animating(&self, _session: &Session<FreeCell>) -> bool {
        self.board.is_animating()
    }

    fn settings_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session<FreeCell>,
        cx: &mut PanelContext<'_>,
    ) -> bool {
        let options = session.state().options;
        settings::settings_ui(ui, cx, &options);
        false
    }

    fn saved(&self, _session: &Session<FreeCell>) -> Saved {
        Saved {}
    }

    fn check_saved(&self, initial: &FreeCell) -> Result<(), String> {
        initial.check_position().map_err(|e| messages::bad_save(&e))
    }

    fn restored(&mut self, _saved: Saved, _session: &mut Session<FreeCell>) -> Result<(), String> {
        self.watcher.new_deal();
        Ok(())
    }
}

#[cfg(test)]
mod tests;
