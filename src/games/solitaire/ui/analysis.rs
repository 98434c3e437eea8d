//! "Is this position still solvable, and which pairs keep it so?", answered on a worker thread.
//!
//! The panel asks about every new position. Asking cancels the question before it (its stop flag
//! is raised), so the worker never spends time on a position the player has left. The worker
//! keeps one [`Solver`] per board and reuses it while the faces stay the same, because the
//! solver remembers the dead ends it proved. The UI thread only polls a channel: it never waits.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};

use parlour_rules::engine::tile::Face;
use parlour_rules::solitaire::geometry::Geometry;
use parlour_rules::solitaire::rules::SolitaireState;
use parlour_rules::solitaire::solver::{Solver, Verdict};

/// What is known about the position the panel shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Knowledge {
    /// Whether the position can be cleared: `None` until the solver has decided.
    pub solvable: Option<bool>,
    /// Free matching pairs whose removal keeps the position solvable, best first.
    pub safe_pairs: Vec<(usize, usize)>,
    /// Whether `safe_pairs` lists every such pair (false while the worker is still checking).
    pub complete: bool,
}

/// One question for the worker.
struct Job {
    generation: u64,
    geometry: Arc<Geometry>,
    faces: Vec<Face>,
    removed: Vec<bool>,
    stop: Arc<AtomicBool>,
}

/// An answer, tagged with the question it answers.
struct Answer {
    generation: u64,
    knowledge: Knowledge,
}

/// The panel's side of the worker thread.
pub struct Analysis {
    jobs: Option<Sender<Job>>,
    answers: Receiver<Answer>,
    answers_in: Sender<Answer>,
    generation: u64,
    stop: Arc<AtomicBool>,
    known: Knowledge,
    /// Woken when an answer arrives, so the window repaints without polling.
    repaint: Option<egui::Context>,
}

impl Default for Analysis {
    fn default() -> Self {
        let (answers_in, answers) = channel();
        Self {
            jobs: None,
            answers,
            answers_in,
            generation: 0,
            stop: Arc::new(AtomicBool::new(false)),
            known: Knowledge::default(),
            repaint: None,
        }
    }
}

impl Drop for Analysis {
    fn drop(&mut self) {
        // Stops the current search; dropping the sender then ends the worker's loop.
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Analysis {
    /// Lets the worker wake the window when an answer is ready.
    pub fn set_repaint(&mut self, ctx: &egui::Context) {
        if self.repaint.is_none() {
            self.repaint = Some(ctx.clone());
        }
    }

    /// Starts analysing `state`, cancelling the analysis of any earlier position.
    pub fn ask(&mut self, state: &SolitaireState) {
        self.stop.store(true, Ordering::Relaxed);
        self.stop = Arc::new(AtomicBool::new(false));
        self.generation += 1;
        self.known = Knowledge::default();
        let mut job = Job {
            generation: self.generation,
            geometry: Arc::clone(state.geometry()),
            faces: state.faces().to_vec(),
            removed: state.removed().to_vec(),
            stop: Arc::clone(&self.stop),
        };
        if let Some(jobs) = &self.jobs {
            match jobs.send(job) {
                Ok(()) => return,
                Err(failed) => job = failed.0,
            }
        }
        // No worker yet, or it ended: start one.
        self.jobs = None;
        let (jobs, inbox) = channel();
        let answers = self.answers_in.clone();
        let repaint = self.repaint.clone();
        let spawned = std::thread::Builder::new()
            .name("solitaire-solver".into())
            .spawn(move || worker(inbox, answers, repaint));
        if spawned.is_ok() && jobs.send(job).is_ok() {
            self.jobs = Some(jobs);
        }
    }

    /// Takes in the answers that arrived; returns what is known about the current position.
    pub fn poll(&mut self) -> &Knowledge {
        while let Ok(answer) = self.answers.try_recv() {
            if answer.generation == self.generation {
                self.known = answer.knowledge;
            }
        }
        &self.known
    }

    /// What is known about the current position (as of the last [`Analysis::poll`]).
    pub fn known(&self) -> &Knowledge {
        &self.known
    }

    /// Whether the worker is still working on the current position.
    pub fn is_busy(&self) -> bool {
        !self.known.complete
    }
}

/// The worker's loop: answers each job, skipping jobs already superseded.
fn worker(inbox: Receiver<Job>, answers: Sender<Answer>, repaint: Option<egui::Context>) {
    let mut solver: Option<(Arc<Geometry>, Vec<Face>, Solver)> = None;
    while let Ok(mut job) = inbox.recv() {
        // Only the newest question matters.
        while let Ok(newer) = inbox.try_recv() {
            job = newer;
        }
        if job.stop.load(Ordering::Relaxed) {
            continue;
        }
        let same_board = solver
            .as_ref()
            .is_some_and(|(g, f, _)| Arc::ptr_eq(g, &job.geometry) && *f == job.faces);
        if !same_board {
            let fresh = Solver::for_faces(Arc::clone(&job.geometry), &job.faces);
            solver = Some((Arc::clone(&job.geometry), job.faces.clone(), fresh));
        }
        let Some((_, _, solver)) = solver.as_mut() else {
            continue;
        };
        let send = |knowledge: Knowledge| {
            let sent = answers.send(Answer {
                generation: job.generation,
                knowledge,
            });
            if let Some(ctx) = &repaint {
                ctx.request_repaint();
            }
            sent.is_ok()
        };
        // First the verdict, whose first step is already a safe hint, then every safe pair.
        let verdict = solver.solve(&job.removed, &job.stop);
        let first = match &verdict {
            Verdict::Solvable(steps) => steps.first().copied().into_iter().collect(),
            _ => Vec::new(),
        };
        let quick = Knowledge {
            solvable: verdict.as_option(),
            safe_pairs: first,
            complete: verdict == Verdict::Unsolvable,
        };
        if verdict == Verdict::Unknown || !send(quick) || verdict == Verdict::Unsolvable {
            continue;
        }
        let hints = solver.hints(&job.removed, &job.stop);
        if !hints.complete && job.stop.load(Ordering::Relaxed) {
            continue;
        }
        send(Knowledge {
            solvable: hints.verdict.as_option(),
            safe_pairs: hints.pairs,
            complete: hints.complete,
        });
    }
}
