//! "Can this layout be won?": the layout's checks first, then the solitaire deal generator, which
//! builds deals together with a complete removal order, so a deal means yes and its error
//! explains no. Slow for large layouts: the app runs it away from the window.

use super::checks::{self, Problem, Severity};
use crate::solitaire::deal::{self, DealError};
use crate::solitaire::layout::Layout;
use serde::{Deserialize, Serialize};

/// The answer for one layout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LayoutVerdict {
    /// Deal `deal_no` of the layout can be cleared.
    Yes {
        /// The deal that proves it.
        deal_no: u64,
    },
    /// No deal can be cleared, and why.
    No(Why),
    /// The search gave up without an answer.
    Unknown(Why),
}

/// Why a layout cannot be won, or why the search gave up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    /// An error of the layout's checks.
    Problem(Problem),
    /// The deal generator's answer.
    Deal(DealError),
}

/// Answers the question for `layout`.
pub fn layout_verdict(layout: &Layout) -> LayoutVerdict {
    let problems = checks::check_layout(layout);
    if let Some(error) = problems.into_iter().find(|p| p.severity == Severity::Error) {
        return LayoutVerdict::No(Why::Problem(error));
    }
    match deal::deal(layout, 1) {
        Ok(_) => LayoutVerdict::Yes { deal_no: 1 },
        Err(e @ DealError::SearchLimit { .. }) => LayoutVerdict::Unknown(Why::Deal(e)),
        Err(e) => LayoutVerdict::No(Why::Deal(e)),
    }
}
