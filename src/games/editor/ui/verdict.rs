//! "Can this layout be won?": asks the solitaire deal generator in a background thread, so the
//! editor stays responsive while a large layout is searched. A deal means yes; the generator's
//! error explains no.

use std::sync::mpsc::{Receiver, TryRecvError, channel};

use super::texts::problem_text;
use crate::games::solitaire::ui::messages::deal_error_text;
use crate::t;
use parlour_rules::editor::checks::{self, Problem, Severity};
use parlour_rules::solitaire::deal::{self, DealError};
use parlour_rules::solitaire::layout::{Layout, TilePos};

/// The answer for one layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Deal `deal_no` of the layout can be cleared.
    Yes {
        /// The deal that proves it.
        deal_no: u64,
    },
    /// No deal can be cleared, and why.
    No(Reason),
    /// The search gave up without an answer.
    Unknown(Reason),
}

/// Why the answer is no, or unknown. The words come on the window's thread, in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// An error of the checks, in a layout with these places.
    Problem(Problem, Vec<TilePos>),
    /// The deal generator's answer.
    Deal(DealError),
    /// The search thread could not start, with the system's reason.
    NotStarted(String),
    /// The search thread ended without an answer.
    Stopped,
}

impl Reason {
    /// The reason in the player's language: a clause in lower case.
    pub fn text(&self) -> String {
        match self {
            Reason::Problem(problem, tiles) => {
                problem_text(problem, tiles, std::slice::from_ref(problem))
            }
            Reason::Deal(e) => deal_error_text(e),
            Reason::NotStarted(e) => t!("editor-verdict-not-started", error = e.as_str()),
            Reason::Stopped => t!("editor-verdict-stopped"),
        }
    }
}

/// Answers the question for `layout` (slow for large layouts: run it off the UI thread).
pub fn answer_for(layout: &Layout) -> Answer {
    let problems = checks::check_layout(layout);
    if let Some(error) = problems.iter().find(|p| p.severity == Severity::Error) {
        return Answer::No(Reason::Problem(error.clone(), layout.tiles.clone()));
    }
    match deal::deal(layout, 1) {
        Ok(_) => Answer::Yes { deal_no: 1 },
        Err(e @ DealError::SearchLimit { .. }) => Answer::Unknown(Reason::Deal(e)),
        Err(e) => Answer::No(Reason::Deal(e)),
    }
}

/// The question asked for some tiles, and its answer once it came.
pub(super) struct Verdict {
    /// The tiles the answer is about (the answer is stale once the layout changes).
    pub tiles: Vec<TilePos>,
    /// The answer, when the search is done.
    pub answer: Option<Answer>,
    receiver: Option<Receiver<Answer>>,
}

impl Verdict {
    /// Starts answering for `layout` in a new thread; `ctx` is asked to repaint when done.
    pub(super) fn start(layout: Layout, ctx: &egui::Context) -> Self {
        let (sender, receiver) = channel();
        let tiles = layout.tiles.clone();
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("layout-verdict".into())
            .spawn(move || {
                // The editor may have moved on; a closed channel is no error.
                let _ = sender.send(answer_for(&layout));
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => Self {
                tiles,
                answer: None,
                receiver: Some(receiver),
            },
            Err(e) => Self {
                tiles,
                answer: Some(Answer::Unknown(Reason::NotStarted(e.to_string()))),
                receiver: None,
            },
        }
    }

    /// Picks up the answer if the thread has finished.
    pub(super) fn poll(&mut self) {
        let Some(receiver) = &self.receiver else {
            return;
        };
        match receiver.try_recv() {
            Ok(answer) => {
                self.answer = Some(answer);
                self.receiver = None;
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                self.answer = Some(Answer::Unknown(Reason::Stopped));
                self.receiver = None;
            }
        }
    }

    /// Whether the search is still running.
    pub(super) fn is_running(&self) -> bool {
        self.receiver.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(tiles: &[(i32, i32, i32)]) -> Layout {
        Layout::from_triples(tiles)
    }

    #[test]
    fn answers_yes_with_a_deal_and_no_with_a_reason() {
        assert_eq!(
            answer_for(&layout(&[(0, 0, 0), (2, 0, 0)])),
            Answer::Yes { deal_no: 1 }
        );
        // Four tiles in one stack: each pair can take only one of them.
        crate::i18n::set_language(crate::i18n::Language::English);
        let Answer::No(reason) = answer_for(&layout(&[(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3)]))
        else {
            panic!("a single stack of four cannot be cleared");
        };
        let reason = reason.text();
        assert!(
            reason.contains("stack") || reason.contains("free"),
            "{reason}"
        );
        assert!(matches!(answer_for(&layout(&[(0, 0, 0)])), Answer::No(_)));
    }
}
