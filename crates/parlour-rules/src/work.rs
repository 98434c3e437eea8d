//! The long computations, as requests and answers: solver verdicts, hints, deals that must be
//! proven winnable. The app runs them away from the window, on a thread on the desktop and in a
//! Web Worker in the browser (which has no threads), and both ask [`Worker::answer`] the same
//! way, so the work itself is one code path. Requests and answers are serde values because a Web
//! Worker shares no memory with the page: they cross as JSON.
//!
//! A [`Worker`] keeps what helps the next request (the Mahjong Solitaire solver remembers the
//! dead ends it proved while the board stays the same).

use crate::editor::verdict::{LayoutVerdict, layout_verdict};
use crate::engine::tile::Face;
use crate::klondike::rules::{Klondike, Options};
use crate::klondike::solver::{Limits, Verdict, solve};
use crate::solitaire::deal::DealError;
use crate::solitaire::geometry::Geometry;
use crate::solitaire::layout::Layout;
use crate::solitaire::rules::SolitaireState;
use crate::solitaire::solver::Solver;
use crate::spider::rules::{Spider, Suits};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A computation to run away from the window.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Can this Klondike position be won? (The solver sees the face-down cards.)
    KlondikeVerdict(Klondike),
    /// The first Klondike deal from `from` that the solver proves winnable within `nodes`
    /// positions, trying `tries` numbers (the first one when none is).
    KlondikeWinnable {
        /// The first number tried.
        from: u64,
        /// The rules.
        options: Options,
        /// Positions searched per deal.
        nodes: u64,
        /// Deal numbers tried.
        tries: u64,
    },
    /// Can this Mahjong Solitaire position still be cleared, and which free pairs keep it so?
    SolitaireAnalysis(SolitaireState),
    /// Mahjong Solitaire deal `deal_no` of `layout`.
    SolitaireDeal {
        /// The layout.
        layout: Layout,
        /// The deal number.
        deal_no: u64,
    },
    /// Can this layout be won?
    LayoutVerdict(Layout),
    /// Can this Spider position be won? (The solver sees the face-down cards and the stock.)
    SpiderVerdict {
        /// The position.
        game: Box<Spider>,
        /// Positions searched before the answer is "undecided": the same on every machine.
        nodes: u64,
    },
    /// The first Spider deal from `from` its solver wins within
    /// [`crate::spider::solver::WINNABLE_NODES`] positions ("winnable deals only").
    SpiderWinnable {
        /// The first number tried.
        from: u64,
        /// The suit count.
        suits: Suits,
    },
    /// Can this FreeCell position be won? (The exact solver: it decides every deal.)
    FreeCellVerdict(crate::freecell::rules::FreeCell),
    /// "Winnable deals only": the first FreeCell deal from `from` the solver proves winnable
    /// (see [`crate::freecell::deal::winnable_deal_from`]).
    FreeCellWinnable {
        /// The first number tried.
        from: u64,
        /// The rules.
        options: crate::freecell::rules::Options,
    },
}

/// What a Mahjong Solitaire position's analysis found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolitaireKnowledge {
    /// Whether the position can be cleared: `None` until the solver has decided.
    pub solvable: Option<bool>,
    /// Free matching pairs whose removal keeps the position solvable, best first.
    pub safe_pairs: Vec<(usize, usize)>,
    /// Whether `safe_pairs` lists every such pair.
    pub complete: bool,
}

/// A request's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// The Klondike solver's verdict.
    KlondikeVerdict(Verdict),
    /// A Klondike deal and its number.
    KlondikeDeal(u64, Box<Klondike>),
    /// What is known about a Mahjong Solitaire position.
    Solitaire(SolitaireKnowledge),
    /// A Mahjong Solitaire deal, or why the layout has none.
    SolitaireDeal(Result<Box<SolitaireState>, DealError>),
    /// Whether a layout can be won.
    LayoutVerdict(LayoutVerdict),
    /// The Spider solver's verdict.
    SpiderVerdict(crate::spider::solver::Verdict),
    /// A Spider deal its solver won and its number, or `None` when none of the numbers tried
    /// was won.
    SpiderDeal(Option<(u64, Box<Spider>)>),
    /// The FreeCell solver's verdict, and the first move of its win (the hint) when solvable.
    FreeCellVerdict(
        crate::freecell::solver::Verdict,
        Option<crate::freecell::rules::Move>,
    ),
    /// A FreeCell deal and its number, or `None` when no deal tried was proven winnable.
    FreeCellDeal(Option<(u64, Box<crate::freecell::rules::FreeCell>)>),
    /// The request was stopped before it was answered.
    Stopped,
}

/// Answers requests, keeping what helps the next one.
#[derive(Default)]
pub struct Worker {
    /// The solver of the last Mahjong Solitaire board, while its layout and faces stay.
    solitaire: Option<(Layout, Vec<Face>, Arc<Geometry>, Solver)>,
    /// Threads a Klondike verdict's long search may take (see [`Limits::threads`]); 0 or 1
    /// keeps it on the worker's own.
    threads: usize,
}

impl Worker {
    /// A worker whose Klondike verdicts may take `threads` threads once their search runs long
    /// (where the platform has them; a browser's worker has one).
    pub fn with_threads(threads: usize) -> Worker {
        Worker {
            threads,
            ..Worker::default()
        }
    }

    /// Answers `request`. `progress` receives answers that come before the last (a Solitaire
    /// verdict before its hints); the last is returned. Stops soon after `stop` is set.
    pub fn answer(
        &mut self,
        request: Request,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Answer),
    ) -> Answer {
        match request {
            Request::KlondikeVerdict(game) => {
                // The default limits keep the table and the search stacks under the solver's
                // memory cap.
                let limits = Limits {
                    threads: self.threads.max(1),
                    ..Limits::default()
                };
                Answer::KlondikeVerdict(solve(&game, limits, stop).verdict)
            }
            Request::KlondikeWinnable {
                from,
                options,
                nodes,
                tries,
            } => {
                let (deal_no, game) =
                    crate::klondike::deal::first_winnable(from, options, nodes, tries, stop);
                Answer::KlondikeDeal(deal_no, Box::new(game))
            }
            Request::SolitaireAnalysis(state) => self.solitaire_analysis(&state, stop, progress),
            Request::SolitaireDeal { layout, deal_no } => Answer::SolitaireDeal(
                crate::solitaire::deal::deal(&layout, deal_no).map(|dealt| Box::new(dealt.state)),
            ),
            Request::LayoutVerdict(layout) => Answer::LayoutVerdict(layout_verdict(&layout)),
            Request::SpiderVerdict { game, nodes } => {
                use crate::spider::solver as spider;
                let limits = spider::Limits {
                    max_nodes: nodes,
                    ..spider::Limits::default()
                };
                Answer::SpiderVerdict(spider::solve(&game, limits, stop).verdict)
            }
            Request::SpiderWinnable { from, suits } => {
                let found = crate::spider::solver::winnable_deal(from, suits, stop);
                if found.is_none() && stop.load(Ordering::Relaxed) {
                    return Answer::Stopped;
                }
                Answer::SpiderDeal(
                    found.map(|n| (n, Box::new(crate::spider::deal::deal(n, suits)))),
                )
            }
            Request::FreeCellVerdict(game) => {
                use crate::freecell::solver as fc;
                // The default limits keep the solver under its memory cap.
                let solution = fc::solve(&game, fc::Limits::default(), stop);
                Answer::FreeCellVerdict(solution.verdict, solution.moves.first().copied())
            }
            Request::FreeCellWinnable { from, options } => {
                use crate::freecell::deal as fc;
                let dealt = fc::winnable_deal_from(from, options).and_then(|deal_no| {
                    let game = fc::deal(deal_no, options).ok()?;
                    Some((deal_no, Box::new(game)))
                });
                Answer::FreeCellDeal(dealt)
            }
        }
    }

    /// First the verdict, whose first step is already a safe hint, then every safe pair.
    fn solitaire_analysis(
        &mut self,
        state: &SolitaireState,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(Answer),
    ) -> Answer {
        let layout = state.geometry().layout();
        let same_board = self
            .solitaire
            .as_ref()
            .is_some_and(|(l, f, _, _)| l == layout && f.as_slice() == state.faces());
        if !same_board {
            let geometry = Arc::clone(state.geometry());
            let solver = Solver::for_faces(Arc::clone(&geometry), state.faces());
            self.solitaire = Some((layout.clone(), state.faces().to_vec(), geometry, solver));
        }
        let Some((_, _, _, solver)) = self.solitaire.as_mut() else {
            return Answer::Stopped;
        };
        let verdict = solver.solve(state.removed(), stop);
        let solvable = verdict.as_option();
        let first = match &verdict {
            crate::solitaire::solver::Verdict::Solvable(steps) => {
                steps.first().copied().into_iter().collect()
            }
            _ => Vec::new(),
        };
        match solvable {
            None => return Answer::Stopped,
            Some(false) => {
                return Answer::Solitaire(SolitaireKnowledge {
                    solvable,
                    safe_pairs: Vec::new(),
                    complete: true,
                });
            }
            Some(true) => progress(Answer::Solitaire(SolitaireKnowledge {
                solvable,
                safe_pairs: first,
                complete: false,
            })),
        }
        let hints = solver.hints(state.removed(), stop);
        if !hints.complete && stop.load(Ordering::Relaxed) {
            return Answer::Stopped;
        }
        Answer::Solitaire(SolitaireKnowledge {
            solvable: hints.verdict.as_option(),
            safe_pairs: hints.pairs,
            complete: hints.complete,
        })
    }
}
