//! Klondike's panel: the table view over the rules engine and its history, with the solver
//! watching in the background.

mod board;
mod layout;
pub mod settings;
pub mod watch;

use crate::panel::{Counter, GamePanel, PanelContext};
use parlour_rules::engine::clock::Clock;
use parlour_rules::engine::history::{History, HistoryRecord, Rules};
use crate::game_id::GameId;
use parlour_rules::klondike::assist::{auto_finish_moves, hint, safe_foundation_moves};
use parlour_rules::klondike::deal::{check_cards, deal};
use parlour_rules::klondike::rules::{Klondike, KlondikeError, MAX_PILES, MIN_PILES, Move};
use parlour_rules::klondike::scoring::Scoring;
use parlour_rules::klondike::solver::{Limits, Verdict, solve};
use crate::records::Outcome;
use board::{Board, Intent};
use serde::{Deserialize, Serialize};
use settings::{KlondikeSettings, record_key};
use std::sync::atomic::AtomicBool;
use watch::Watcher;

/// How many deal numbers "deal only winnable games" tries, and the solver budget for each.
const WINNABLE_TRIES: u64 = 40;
const WINNABLE_NODES: u64 = 400_000;

/// The game in progress as saved between runs.
#[derive(Serialize, Deserialize)]
struct Saved {
    deal_no: u64,
    history: HistoryRecord<Klondike, Move>,
    seconds: f64,
    recorded: bool,
    assisted: bool,
}

/// The Klondike panel.
pub struct KlondikePanel {
    history: History<Klondike>,
    deal_no: u64,
    clock: Clock,
    revision: u64,
    /// The end of this deal went into the records (a win, or a loss when abandoned).
    recorded: bool,
    /// Hints helped (a win then sets no best time).
    assisted: bool,
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
        Self {
            history: History::new(deal(1, settings.rules())),
            deal_no: 1,
            clock: Clock::default(),
            revision: 0,
            recorded: false,
            assisted: false,
            board: Board::default(),
            watcher: Watcher::default(),
            watch_pending: true,
            seconds: 0.0,
            settings,
        }
    }

    /// The game on the table.
    pub fn game(&self) -> &Klondike {
        self.history.state()
    }

    fn game_started(&self) -> bool {
        self.history.can_undo()
    }

    /// The score to show, with the time penalty and (once won) the time bonus.
    fn score(&self) -> i32 {
        let game = self.game();
        game.options
            .scoring
            .displayed(game.score, self.seconds as u64, game.is_won())
    }

    /// Something changed on the table: save it, ask the solver, record a win.
    fn changed(&mut self, cx: &mut PanelContext<'_>) {
        self.revision += 1;
        self.watch_pending = true;
        if self.game().is_won() && !self.recorded {
            self.seconds = self.clock.elapsed(cx.now);
            self.record(cx, true);
            let score = match self.game().options.scoring {
                Scoring::None => String::new(),
                _ => format!(" Score: {}.", self.score()),
            };
            cx.say(format!(
                "You won in {}!{score}",
                parlour_rules::engine::clock::format_duration(self.seconds)
            ));
        }
    }

    /// Adds this deal's end to the records (and the Vegas running total) once.
    fn record(&mut self, cx: &mut PanelContext<'_>, won: bool) {
        if self.recorded {
            return;
        }
        self.recorded = true;
        let options = self.game().options;
        let score = self.score();
        if options.scoring == Scoring::Vegas {
            let mut settings = KlondikeSettings::load(cx);
            if settings.vegas_running_total {
                settings.vegas_total += i64::from(score);
                settings.store(cx);
            }
        }
        let outcome = Outcome {
            won,
            seconds: self.clock.elapsed(cx.now),
            score: (options.scoring != Scoring::None).then_some(i64::from(score)),
            assisted: self.assisted,
        };
        cx.finish_game(&record_key(&options), outcome);
    }

    /// Plays a player's move and the automatic moves it allows, as one undo step.
    fn play(&mut self, mv: Move, cx: &mut PanelContext<'_>) -> Result<(), KlondikeError> {
        let settings = KlondikeSettings::load(cx);
        let mut after = self.game().clone();
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
        self.history.apply_group(group)?;
        self.board.reset();
        self.changed(cx);
        Ok(())
    }

    /// Deal `deal_no`, or with "winnable only" the first deal from it the solver wins.
    fn deal_from(&self, deal_no: u64, settings: &KlondikeSettings) -> (u64, Klondike) {
        let options = settings.rules();
        if !settings.winnable_only {
            return (deal_no, deal(deal_no, options));
        }
        let stop = AtomicBool::new(false);
        let limits = Limits {
            max_nodes: WINNABLE_NODES,
            ..Limits::default()
        };
        for n in (0..WINNABLE_TRIES).map(|k| deal_no.wrapping_add(k)) {
            let game = deal(n, options);
            if solve(&game, limits, &stop).verdict == Verdict::Solvable {
                return (n, game);
            }
        }
        (deal_no, deal(deal_no, options))
    }
}

impl GamePanel for KlondikePanel {
    fn id(&self) -> GameId {
        GameId::Klondike
    }

    fn ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        self.settings = KlondikeSettings::load(cx);
        self.seconds = self.clock.elapsed(cx.now);
        let at_deal = !self.history.can_undo();
        if std::mem::take(&mut self.watch_pending) {
            self.watcher.watch(self.history.state(), ui.ctx(), at_deal);
        }
        self.watcher.poll(at_deal);
        let [r, g, b] = self.settings.table_colour;
        let table = egui::Color32::from_rgb(r, g, b);
        let speed = cx.prefs.animation_speed;
        let intents = self
            .board
            .ui(ui, self.history.state(), cx.now, table, speed, cx.prefs);
        for intent in intents {
            match intent {
                Intent::Play(mv) => {
                    if let Err(e) = self.play(mv, cx) {
                        cx.say(format!("{e}."));
                    }
                }
                Intent::Say(message) => cx.say(message),
            }
        }
    }

    fn new_game(&mut self, deal_no: u64, cx: &mut PanelContext<'_>) {
        if self.game_started() && !self.game().is_won() {
            self.record(cx, false);
        }
        let settings = KlondikeSettings::load(cx);
        let (deal_no, game) = self.deal_from(deal_no, &settings);
        self.deal_no = deal_no;
        self.history.reset(game);
        self.clock.reset();
        self.recorded = false;
        self.assisted = false;
        self.board.reset();
        self.watcher.new_deal();
        self.changed(cx);
    }

    fn restart(&mut self, cx: &mut PanelContext<'_>) {
        if self.game_started() && !self.game().is_won() {
            self.record(cx, false);
        }
        let initial = self.history.initial().clone();
        self.history.reset(initial);
        self.clock.reset();
        self.recorded = false;
        self.assisted = false;
        self.board.reset();
        self.changed(cx);
    }

    fn undo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.history.undo();
        if done {
            self.board.reset();
            self.changed(cx);
        }
        done
    }

    fn redo(&mut self, cx: &mut PanelContext<'_>) -> bool {
        let done = self.history.redo();
        if done {
            self.board.reset();
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
        match hint(self.game()) {
            Some(mv) => {
                self.assisted = true;
                self.board.show_hint(mv, cx.now);
            }
            None => cx.say("No helpful move is left."),
        }
    }

    fn has_hint(&self) -> bool {
        true
    }

    fn cancel_selection(&mut self) {
        self.board.cancel();
    }

    fn clock(&mut self) -> Option<&mut Clock> {
        Some(&mut self.clock)
    }

    fn is_in_play(&self) -> bool {
        self.game_started() && !self.game().is_won()
    }

    fn deal_no(&self) -> Option<u64> {
        Some(self.deal_no)
    }

    fn counters(&self) -> Vec<Counter> {
        let game = self.game();
        let mut counters = Vec::new();
        match game.options.scoring {
            Scoring::None => {}
            Scoring::Standard => counters.push(Counter::new("Score", self.score())),
            Scoring::Vegas => {
                counters.push(Counter::new("Score", format!("${}", self.score())));
                if self.settings.vegas_running_total {
                    let total = self.settings.vegas_total
                        + if self.recorded {
                            0
                        } else {
                            i64::from(self.score())
                        };
                    counters.push(Counter::new("Total", format!("${total}")));
                }
            }
        }
        if let Some(limit) = game.options.passes.recycle_limit() {
            let left = limit.saturating_sub(game.recycles);
            counters.push(Counter::new("Redeals left", left));
        }
        counters.push(Counter::new("Stock", game.stock.len()));
        if let Some(status) = self.watcher.status() {
            counters.push(Counter::new("Solver", status.text()));
        }
        counters
    }

    fn is_animating(&self) -> bool {
        self.board.is_animating()
    }

    fn settings_ui(&mut self, ui: &mut egui::Ui, cx: &mut PanelContext<'_>) {
        let options = self.game().options;
        settings::settings_ui(ui, cx, &options);
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn save(&self, now: f64) -> Option<serde_json::Value> {
        let saved = Saved {
            deal_no: self.deal_no,
            history: self.history.to_record(),
            seconds: self.clock.elapsed(now),
            recorded: self.recorded,
            assisted: self.assisted,
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
        let piles = saved.history.initial.tableau.len();
        if !(MIN_PILES..=MAX_PILES).contains(&piles) {
            return Err(format!("the save has {piles} piles"));
        }
        check_cards(&saved.history.initial).map_err(|e| format!("the saved deal is wrong: {e}"))?;
        let history = History::from_record(saved.history)
            .map_err(|e| format!("a saved move does not replay: {e}"))?;
        self.history = history;
        self.deal_no = saved.deal_no;
        self.clock = Clock::stopped_at(saved.seconds);
        self.recorded = saved.recorded;
        self.assisted = saved.assisted;
        self.board.reset();
        self.watcher.new_deal();
        self.changed(cx);
        Ok(())
    }
}

#[cfg(test)]
mod tests;
