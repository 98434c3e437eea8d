//! The solver watching the game: after every move it searches the new position away from the
//! window (the platform's runner: a thread on the desktop, a Web Worker in the browser), within
//! a budget of positions; the next move cancels it.
//!
//! Spider's solver wins nearly every one-suit deal and most two-suit ones quickly, but proves a
//! loss almost never: its verdicts here are "winnable", "undecided" (the budget ran out or the
//! search could not decide) and, rarely, "cannot be won" (a complete search ran dry).

use crate::panel::SolverStatus;
use crate::platform::work::{Reply, Runner};
use parlour_rules::spider::rules::Spider;
use parlour_rules::spider::solver::Verdict;
use parlour_rules::work::{Answer, Request};
use std::sync::Arc;

/// Positions the solver searches for each position on the table: the same verdict on every
/// machine. Two million positions take a few seconds at most (see BENCHMARKS.md's Spider runs).
pub const VERDICT_NODES: u64 = 2_000_000;

/// Runs the solver on the current position away from the window.
#[derive(Default)]
pub struct Watcher {
    runner: Option<Runner>,
    status: Option<SolverStatus>,
}

impl Watcher {
    /// Starts searching `game`, cancelling any search under way; `ctx` is asked to repaint when
    /// the answer arrives.
    pub fn watch(&mut self, game: &Spider, ctx: &egui::Context) {
        if game.is_won() {
            self.stop();
            self.status = Some(SolverStatus::Won);
            return;
        }
        let runner = self.runner.get_or_insert_with(|| {
            let ctx = ctx.clone();
            Runner::new("spider-solver", Arc::new(move || ctx.request_repaint()))
        });
        runner.ask(Request::SpiderVerdict {
            game: Box::new(game.clone()),
            nodes: VERDICT_NODES,
        });
        self.status = Some(SolverStatus::Thinking);
    }

    /// Cancels any search and forgets the verdict (the solver is off for this game).
    pub fn stop(&mut self) {
        if let Some(runner) = &mut self.runner {
            runner.cancel();
        }
        self.status = None;
    }

    /// Collects a finished search's answer; call every frame.
    pub fn poll(&mut self) {
        let Some(runner) = &mut self.runner else {
            return;
        };
        for reply in runner.poll() {
            self.status = Some(match reply {
                Reply::Answer(Answer::SpiderVerdict(Verdict::Solvable)) => SolverStatus::Winnable,
                Reply::Answer(Answer::SpiderVerdict(Verdict::Unsolvable)) => {
                    SolverStatus::CannotBeWon
                }
                _ => SolverStatus::Undecided,
            });
        }
    }

    /// What the watcher says now; `None` when it is not watching.
    pub fn status(&self) -> Option<SolverStatus> {
        self.status
    }
}
