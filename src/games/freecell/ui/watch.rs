//! The solver watching the game: after every move it decides the position on the table away
//! from the window (the platform's runner: a thread on the desktop, a Web Worker in the
//! browser); the next move cancels it. Its win's first move is kept for the hint.
//!
//! Memory: the solver stays under its cap (`parlour_rules::freecell::solver::MEMORY_CAP`), and
//! one runner answers one search at a time, so at most one search is alive.

use crate::platform::work::{Reply, Runner};
use crate::t;
use parlour_rules::freecell::rules::{FreeCell, Move};
use parlour_rules::freecell::solver::Verdict;
use parlour_rules::work::{Answer, Request};
use std::sync::Arc;

/// What the watcher knows about the position on the table.
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
    /// The search stopped before deciding (out of memory).
    Undecided,
    /// The game is won.
    Won,
}

impl Status {
    /// The status bar text.
    pub fn text(self) -> String {
        match self {
            Status::Thinking => t!("freecell-solver-thinking"),
            Status::Winnable => t!("freecell-solver-winnable"),
            Status::NoLongerWinnable => t!("freecell-solver-no-longer-winnable"),
            Status::CannotBeWon => t!("freecell-solver-cannot-be-won"),
            Status::Undecided => t!("freecell-solver-undecided"),
            Status::Won => t!("freecell-solver-won"),
        }
    }
}

/// Runs the solver on the position on the table away from the window.
#[derive(Default)]
pub struct Watcher {
    runner: Option<Runner>,
    status: Option<Status>,
    /// The position searched last, and the first move of its win once found.
    watched: Option<FreeCell>,
    first_move: Option<Move>,
    /// Whether some earlier position of this deal was found winnable.
    was_winnable: bool,
    /// The verdict for the deal as dealt, once known.
    at_deal: Option<Verdict>,
    /// Whether the search under way is of the position as dealt.
    searching_deal: bool,
}

impl Watcher {
    /// Forgets the previous deal (its verdicts say nothing of the next one).
    pub fn new_deal(&mut self) {
        self.was_winnable = false;
        self.at_deal = None;
    }

    /// Starts deciding `game`, cancelling any search under way; `ctx` is asked to repaint when
    /// the answer comes. `at_deal` says whether this is the position as dealt.
    pub fn watch(&mut self, game: &FreeCell, ctx: &egui::Context, at_deal: bool) {
        if self.watched.as_ref() == Some(game) && self.status != Some(Status::Thinking) {
            return;
        }
        self.watched = Some(game.clone());
        self.first_move = None;
        if game.is_won() {
            if let Some(runner) = &mut self.runner {
                runner.cancel();
            }
            self.status = Some(Status::Won);
            return;
        }
        let runner = self.runner.get_or_insert_with(|| {
            let ctx = ctx.clone();
            Runner::new("freecell-solver", Arc::new(move || ctx.request_repaint()))
        });
        runner.ask(Request::FreeCellVerdict(game.clone()));
        self.status = Some(Status::Thinking);
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
        if self.searching_deal {
            self.at_deal = Some(verdict);
        }
        self.status = Some(match verdict {
            Verdict::Solvable => {
                self.was_winnable = true;
                Status::Winnable
            }
            Verdict::Unsolvable if self.at_deal == Some(Verdict::Unsolvable) => Status::CannotBeWon,
            Verdict::Unsolvable => Status::NoLongerWinnable,
            Verdict::Unknown => Status::Undecided,
        });
    }

    /// What the watcher says now; `None` before the first search.
    pub fn status(&self) -> Option<Status> {
        self.status
    }

    /// The first move of a win from `game`, when the solver has found one for it.
    pub fn hint_for(&self, game: &FreeCell) -> Option<Move> {
        (self.watched.as_ref() == Some(game))
            .then_some(self.first_move)
            .flatten()
    }
}
