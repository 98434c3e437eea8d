//! "Can this layout be won?": asks the solitaire deal generator away from the window (the
//! platform's runner: a thread on the desktop, a Web Worker in the browser), so the editor stays
//! responsive while a large layout is searched. A deal means yes; the generator's error explains
//! no (`parlour_rules::editor::verdict`); this module words the answer.

use super::texts::problem_text;
use crate::games::solitaire::ui::messages::deal_error_text;
use crate::platform::work::{Reply, Runner};
use crate::t;
use parlour_rules::editor::checks::Problem;
use parlour_rules::editor::verdict::{LayoutVerdict, Why, layout_verdict};
use parlour_rules::solitaire::deal::DealError;
use parlour_rules::solitaire::layout::{Layout, TilePos};
use parlour_rules::work::{Answer as WorkAnswer, Request};
use std::sync::Arc;

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
    answer_from(&layout.tiles, layout_verdict(layout))
}

/// The rules' verdict for a layout with `tiles`, as the editor words it.
fn answer_from(tiles: &[TilePos], verdict: LayoutVerdict) -> Answer {
    let reason = |why| match why {
        Why::Problem(problem) => Reason::Problem(problem, tiles.to_vec()),
        Why::Deal(e) => Reason::Deal(e),
    };
    match verdict {
        LayoutVerdict::Yes { deal_no } => Answer::Yes { deal_no },
        LayoutVerdict::No(why) => Answer::No(reason(why)),
        LayoutVerdict::Unknown(why) => Answer::Unknown(reason(why)),
    }
}

/// The question asked for some tiles, and its answer once it came.
pub(super) struct Verdict {
    /// The tiles the answer is about (the answer is stale once the layout changes).
    pub tiles: Vec<TilePos>,
    /// The answer, when the search is done.
    pub answer: Option<Answer>,
    runner: Runner,
}

impl Verdict {
    /// Starts answering for `layout`; `ctx` is asked to repaint when done.
    pub(super) fn start(layout: Layout, ctx: &egui::Context) -> Self {
        let tiles = layout.tiles.clone();
        let ctx = ctx.clone();
        let mut runner = Runner::new("layout-verdict", Arc::new(move || ctx.request_repaint()));
        runner.ask(Request::LayoutVerdict(layout));
        Self {
            tiles,
            answer: None,
            runner,
        }
    }

    /// Picks up the answer if the search has finished.
    pub(super) fn poll(&mut self) {
        for reply in self.runner.poll() {
            self.answer = Some(match reply {
                Reply::Answer(WorkAnswer::LayoutVerdict(verdict)) => {
                    answer_from(&self.tiles, verdict)
                }
                Reply::Failed(e) => Answer::Unknown(Reason::NotStarted(e)),
                Reply::Answer(_) => Answer::Unknown(Reason::Stopped),
            });
        }
    }

    /// Whether the search is still running.
    pub(super) fn is_running(&self) -> bool {
        self.answer.is_none()
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
