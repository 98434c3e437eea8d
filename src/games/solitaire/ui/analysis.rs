//! "Is this position still solvable, and which pairs keep it so?", answered away from the window
//! (the platform's runner: a thread on the desktop, a Web Worker in the browser).
//!
//! The panel asks about every new position. Asking cancels the question before it, so the
//! solver never spends time on a position the player has left. The runner's worker keeps one
//! solver per board and reuses it while the faces stay the same, because the solver remembers
//! the dead ends it proved. The UI thread only polls: it never waits.

use crate::platform::work::{Reply, Runner};
use parlour_rules::solitaire::rules::SolitaireState;
use parlour_rules::work::{Answer, Request};
use std::sync::Arc;

/// What is known about the position the panel shows.
pub type Knowledge = parlour_rules::work::SolitaireKnowledge;

/// The panel's side of the analysis.
#[derive(Default)]
pub struct Analysis {
    runner: Option<Runner>,
    known: Knowledge,
    /// Woken when an answer arrives, so the window repaints without polling.
    repaint: Option<egui::Context>,
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
        self.known = Knowledge::default();
        let repaint = self.repaint.clone();
        let runner = self.runner.get_or_insert_with(|| {
            Runner::new(
                "solitaire-solver",
                Arc::new(move || {
                    if let Some(ctx) = &repaint {
                        ctx.request_repaint();
                    }
                }),
            )
        });
        runner.ask(Request::SolitaireAnalysis(state.clone()));
    }

    /// Takes in the answers that arrived; returns what is known about the current position.
    pub fn poll(&mut self) -> &Knowledge {
        if let Some(runner) = &mut self.runner {
            for reply in runner.poll() {
                match reply {
                    Reply::Answer(Answer::Solitaire(knowledge)) => self.known = knowledge,
                    // Stopped or failed: what is known stays, and no more will come.
                    _ => self.known.complete = true,
                }
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
