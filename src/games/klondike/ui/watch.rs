//! The solver watching the game: after every move it searches the new position away from the
//! window (the platform's runner: a thread on the desktop, a Web Worker in the browser); the
//! next move cancels it.
//!
//! Memory: the solver's table and stack are capped (see [`MEMORY_CAP`]), and one runner answers
//! one search at a time, so at most one table is alive.

use crate::panel::{DealVerdicts, SolverStatus};
use crate::platform::work::{Reply, Runner};
use parlour_rules::klondike::rules::Klondike;
use parlour_rules::klondike::solver::Verdict;
use parlour_rules::work::{Answer, Request};
use std::sync::Arc;

/// The most memory the background solver may use (what `Limits::default()` guarantees).
pub const MEMORY_CAP: usize = parlour_rules::klondike::solver::MEMORY_CAP;

/// Runs the solver on the current position away from the window.
#[derive(Default)]
pub struct Watcher {
    runner: Option<Runner>,
    status: Option<SolverStatus>,
    verdicts: DealVerdicts,
}

impl Watcher {
    /// Forgets the previous deal (its verdicts say nothing of the next one).
    pub fn new_deal(&mut self) {
        self.verdicts.new_deal();
    }

    /// Starts searching `game`, cancelling any search under way. `ctx` is asked to repaint when
    /// the answer arrives. `at_deal` says whether this is the position as dealt.
    pub fn watch(&mut self, game: &Klondike, ctx: &egui::Context, at_deal: bool) {
        if game.is_won() {
            if let Some(runner) = &mut self.runner {
                runner.cancel();
            }
            self.status = Some(SolverStatus::Won);
            return;
        }
        let runner = self.runner.get_or_insert_with(|| {
            let ctx = ctx.clone();
            Runner::new("klondike-solver", Arc::new(move || ctx.request_repaint()))
        });
        runner.ask(Request::KlondikeVerdict(game.clone()));
        self.status = Some(SolverStatus::Thinking);
        if at_deal {
            self.verdicts.searching_deal();
        }
    }

    /// Collects a finished search's answer; call every frame. `at_deal` says whether the
    /// position searched was the one as dealt.
    pub fn poll(&mut self, at_deal: bool) {
        let Some(runner) = &mut self.runner else {
            return;
        };
        for reply in runner.poll() {
            let verdict = match reply {
                Reply::Answer(Answer::KlondikeVerdict(verdict)) => verdict,
                _ => Verdict::Unknown,
            };
            self.settle(verdict, at_deal);
        }
    }

    fn settle(&mut self, verdict: Verdict, at_deal: bool) {
        let winnable = match verdict {
            Verdict::Solvable => Some(true),
            Verdict::Unsolvable => Some(false),
            Verdict::Unknown => None,
        };
        self.status = Some(self.verdicts.settle(winnable, at_deal));
    }

    /// What the watcher says now; `None` before the first search.
    pub fn status(&self) -> Option<SolverStatus> {
        self.status
    }

    /// Whether a search is running.
    pub fn is_busy(&self) -> bool {
        self.runner.as_ref().is_some_and(Runner::is_busy)
    }
}
