//! The solver watching the game: after every move it searches the new position away from the
//! window (the platform's runner: a thread on the desktop, a Web Worker in the browser); the
//! next move cancels it.
//!
//! Memory: the solver's table and stack are capped (see [`MEMORY_CAP`]), and one runner answers
//! one search at a time, so at most one table is alive.

use crate::platform::work::{Reply, Runner};
use crate::t;
use parlour_rules::klondike::rules::Klondike;
use parlour_rules::klondike::solver::Verdict;
use parlour_rules::work::{Answer, Request};
use std::sync::Arc;

/// The most memory the background solver may use (what `Limits::default()` guarantees).
pub const MEMORY_CAP: usize = parlour_rules::klondike::solver::MEMORY_CAP;

/// What the watcher knows about the position on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A search is under way.
    Thinking,
    /// The position can be won.
    Winnable,
    /// The position cannot be won, but the deal could (a move lost it).
    NoLongerWinnable,
    /// The deal could never be won.
    CannotBeWon,
    /// The search ran out of room before deciding.
    Undecided,
    /// The game is won.
    Won,
}

impl Status {
    /// The status bar text.
    pub fn text(self) -> String {
        match self {
            Status::Thinking => t!("klondike-solver-thinking"),
            Status::Winnable => t!("klondike-solver-winnable"),
            Status::NoLongerWinnable => t!("klondike-solver-no-longer-winnable"),
            Status::CannotBeWon => t!("klondike-solver-cannot-be-won"),
            Status::Undecided => t!("klondike-solver-undecided"),
            Status::Won => t!("klondike-solver-won"),
        }
    }
}

/// Runs the solver on the current position away from the window.
#[derive(Default)]
pub struct Watcher {
    runner: Option<Runner>,
    status: Option<Status>,
    /// Whether some earlier position of this deal was found winnable.
    was_winnable: bool,
    /// The verdict for the deal as dealt, once known.
    at_deal: Option<Verdict>,
}

impl Watcher {
    /// Forgets the previous deal (its verdicts say nothing of the next one).
    pub fn new_deal(&mut self) {
        self.was_winnable = false;
        self.at_deal = None;
    }

    /// Starts searching `game`, cancelling any search under way. `ctx` is asked to repaint when
    /// the answer arrives. `at_deal` says whether this is the position as dealt.
    pub fn watch(&mut self, game: &Klondike, ctx: &egui::Context, at_deal: bool) {
        if game.is_won() {
            if let Some(runner) = &mut self.runner {
                runner.cancel();
            }
            self.status = Some(Status::Won);
            return;
        }
        let runner = self.runner.get_or_insert_with(|| {
            let ctx = ctx.clone();
            Runner::new("klondike-solver", Arc::new(move || ctx.request_repaint()))
        });
        runner.ask(Request::KlondikeVerdict(game.clone()));
        self.status = Some(Status::Thinking);
        if at_deal {
            self.at_deal = None;
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
        if at_deal {
            self.at_deal = Some(verdict);
        }
        self.status = Some(match verdict {
            Verdict::Solvable => {
                self.was_winnable = true;
                Status::Winnable
            }
            Verdict::Unsolvable if self.was_winnable || self.at_deal == Some(Verdict::Solvable) => {
                Status::NoLongerWinnable
            }
            Verdict::Unsolvable if self.at_deal == Some(Verdict::Unsolvable) => Status::CannotBeWon,
            // Without a verdict for the deal, a lost position is only known to be lost now.
            Verdict::Unsolvable => Status::NoLongerWinnable,
            Verdict::Unknown => Status::Undecided,
        });
    }

    /// What the watcher says now; `None` before the first search.
    pub fn status(&self) -> Option<Status> {
        self.status
    }

    /// Whether a search is running.
    pub fn is_busy(&self) -> bool {
        self.runner.as_ref().is_some_and(Runner::is_busy)
    }
}
