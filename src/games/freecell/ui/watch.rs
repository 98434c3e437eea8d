//! The solver watching the game: after every move it decides the position on the table away
//! from the window (the platform's runner: a thread on the desktop, a Web Worker in the
//! browser); the next move cancels it. Its win's first move is kept for the hint.
//!
//! Memory: the solver stays under its cap (`parlour_rules::freecell::solver::MEMORY_CAP`), and
//! one runner answers one search at a time, so at most one search is alive.

use crate::panel::{DealVerdicts, SolverStatus};
use crate::platform::work::{Reply, Runner};
use parlour_rules::freecell::rules::{FreeCell, Move};
use parlour_rules::freecell::solver::Verdict;
use parlour_rules::work::{Answer, Request};
use std::sync::Arc;

/// Runs the solver on the position on the table away from the window.
#[derive(Default)]
pub struct Watcher {
    runner: Option<Runner>,
    status: Option<SolverStatus>,
    /// The position searched last, and the first move of its win once found.
    watched: Option<FreeCell>,
    first_move: Option<Move>,
    verdicts: DealVerdicts,
    /// Whether the search under way is of the position as dealt.
    searching_deal: bool,
}

impl Watcher {
    /// Forgets the previous deal (its verdicts say nothing of the next one).
    pub fn new_deal(&mut self) {
        self.verdicts.new_deal();
    }

    /// Starts deciding `game`, cancelling any search under way; `ctx` is asked to repaint when
    /// the answer comes. `at_deal` says whether this is the position as dealt.
    pub fn watch(&mut self, game: &FreeCell, ctx: &egui::Context, at_deal: bool) {
        if self.watched.as_ref() == Some(game) && self.status != Some(SolverStatus::Thinking) {
            return;
        }
        self.watched = Some(game.clone());
        self.first_move = None;
        if game.is_won() {
            if let Some(runner) = &mut self.runner {
                runner.cancel();
            }
            self.status = Some(SolverStatus::Won);
            return;
        }
        let runner = self.runner.get_or_insert_with(|| {
            let ctx = ctx.clone();
            Runner::new("freecell-solver", Arc::new(move || ctx.request_repaint()))
        });
        runner.ask(Request::FreeCellVerdict(game.clone()));
        self.status = Some(SolverStatus::Thinking);
        self.searching_deal = at_deal;
    }

    /// Collects a finished search's answer; call every frame.
    pub fn poll(&mut self) {
        let Some(runner) = &mut self.runner else {
            return;
        };
        for reply in runner.poll() {
            let (verdict, first) = match reply {
                Reply::Answer(Answer::FreeCellVerdict(verdict, first)) => (verdict, first),
                _ => (Verdict::Unknown, None),
            };
            self.first_move = first;
            self.settle(verdict);
        }
    }

    fn settle(&mut self, verdict: Verdict) {
        let winnable = match verdict {
            Verdict::Solvable => Some(true),
            Verdict::Unsolvable => Some(false),
            Verdict::Unknown => None,
        };
        self.status = Some(self.verdicts.settle(winnable, self.searching_deal));
    }

    /// What the watcher says now; `None` before the first search.
    pub fn status(&self) -> Option<SolverStatus> {
        self.status
    }

    /// The first move of a win from `game`, when the solver has found one for it.
    pub fn hint_for(&self, game: &FreeCell) -> Option<Move> {
        (self.watched.as_ref() == Some(game))
            .then_some(self.first_move)
            .flatten()
    }
}
