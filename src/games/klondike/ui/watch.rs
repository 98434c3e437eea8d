//! The solver watching the game: after every move it searches the new position on a background
//! thread; the next move cancels it.
//!
//! Memory: the solver's table and stack are capped (see [`MEMORY_CAP`]), and a new search
//! waits for the cancelled one to end before it allocates, so at most one table is alive.

use crate::t;
use parlour_rules::klondike::rules::Klondike;
use parlour_rules::klondike::solver::{Limits, Verdict, solve};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;

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

struct Job {
    stop: Arc<AtomicBool>,
    result: Receiver<Verdict>,
    handle: Option<JoinHandle<()>>,
}

/// Runs the solver on the current position in the background.
#[derive(Default)]
pub struct Watcher {
    job: Option<Job>,
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
        let previous = self.cancel();
        if game.is_won() {
            self.status = Some(Status::Won);
            return;
        }
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = channel();
        let game = game.clone();
        let ctx = ctx.clone();
        let flag = Arc::clone(&stop);
        let spawned = std::thread::Builder::new()
            .name("klondike-solver".into())
            .spawn(move || {
                // One table at a time: let the cancelled search free its memory first.
                if let Some(previous) = previous {
                    let _ = previous.join();
                }
                if flag.load(Ordering::Relaxed) {
                    return;
                }
                // The default limits keep the table and the search stack under MEMORY_CAP.
                let limits = Limits::default();
                let solution = solve(&game, limits, &flag);
                if !flag.load(Ordering::Relaxed) {
                    let _ = tx.send(solution.verdict);
                    ctx.request_repaint();
                }
            });
        match spawned {
            Ok(handle) => {
                self.job = Some(Job {
                    stop,
                    result: rx,
                    handle: Some(handle),
                });
                self.status = Some(Status::Thinking);
                if at_deal {
                    self.at_deal = None;
                }
            }
            Err(_) => self.status = Some(Status::Undecided),
        }
    }

    /// Stops the search under way; returns its thread for the next search to wait on.
    fn cancel(&mut self) -> Option<JoinHandle<()>> {
        let mut job = self.job.take()?;
        job.stop.store(true, Ordering::Relaxed);
        job.handle.take()
    }

    /// Collects a finished search's answer; call every frame. `at_deal` says whether the
    /// position searched was the one as dealt.
    pub fn poll(&mut self, at_deal: bool) {
        let Some(job) = &self.job else {
            return;
        };
        let verdict = match job.result.try_recv() {
            Ok(verdict) => verdict,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Verdict::Unknown,
        };
        self.job = None;
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
        self.job.is_some()
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        // Let the thread end on its own; it checks the flag often.
        let _ = self.cancel();
    }
}
