//! What a patience game's background solver says of the position on the table, as the status
//! bar shows it: one set of words for Klondike, FreeCell and Spider, and one way of telling a
//! position a move lost from a deal that could never be won.

use super::Counter;
use crate::t;

/// What the solver knows about the position on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverStatus {
    /// A search is under way.
    Thinking,
    /// The position can be won.
    Winnable,
    /// The position cannot be won, but the deal could (a move lost it), or nothing is known of
    /// the deal.
    NoLongerWinnable,
    /// The deal could never be won.
    CannotBeWon,
    /// The search stopped before deciding.
    Undecided,
    /// The game is won.
    Won,
}

impl SolverStatus {
    /// The status bar text.
    pub fn text(self) -> String {
        match self {
            SolverStatus::Thinking => t!("card-solver-thinking"),
            SolverStatus::Winnable => t!("card-solver-winnable"),
            SolverStatus::NoLongerWinnable => t!("card-solver-no-longer-winnable"),
            SolverStatus::CannotBeWon => t!("card-solver-cannot-be-won"),
            SolverStatus::Undecided => t!("card-solver-undecided"),
            SolverStatus::Won => t!("card-solver-won"),
        }
    }

    /// The status bar's counter: "Solver: winnable".
    pub fn counter(self) -> Counter {
        Counter::new(t!("card-solver"), self.text())
    }
}

/// The verdicts of one deal's positions, weighed against the deal's own.
#[derive(Debug, Default)]
pub struct DealVerdicts {
    /// Whether some position of this deal was found winnable.
    was_winnable: bool,
    /// The verdict for the deal as dealt, once known: won (true), lost (false) or undecided.
    at_deal: Option<Option<bool>>,
}

impl DealVerdicts {
    /// Forgets the previous deal (its verdicts say nothing of the next one).
    pub fn new_deal(&mut self) {
        *self = DealVerdicts::default();
    }

    /// Forgets the verdict for the deal as dealt, which is being searched again.
    pub fn searching_deal(&mut self) {
        self.at_deal = None;
    }

    /// The status for a search's verdict: `winnable` is `Some(true)` for a win found,
    /// `Some(false)` for a proven loss and `None` undecided; `at_deal` says whether the
    /// position searched was the deal as dealt.
    pub fn settle(&mut self, winnable: Option<bool>, at_deal: bool) -> SolverStatus {
        if at_deal {
            self.at_deal = Some(winnable);
        }
        match winnable {
            Some(true) => {
                self.was_winnable = true;
                SolverStatus::Winnable
            }
            Some(false) if !self.was_winnable && self.at_deal == Some(Some(false)) => {
                SolverStatus::CannotBeWon
            }
            // Without a verdict for the deal, a lost position is only known to be lost now.
            Some(false) => SolverStatus::NoLongerWinnable,
            None => SolverStatus::Undecided,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{DealVerdicts, SolverStatus};

    #[test]
    fn a_lost_position_is_a_lost_deal_only_when_the_deal_was_proven_lost() {
        let mut verdicts = DealVerdicts::default();
        assert_eq!(
            verdicts.settle(Some(false), false),
            SolverStatus::NoLongerWinnable
        );
        assert_eq!(
            verdicts.settle(Some(false), true),
            SolverStatus::CannotBeWon
        );
        assert_eq!(
            verdicts.settle(Some(false), false),
            SolverStatus::CannotBeWon
        );
        verdicts.new_deal();
        assert_eq!(verdicts.settle(Some(true), true), SolverStatus::Winnable);
        assert_eq!(
            verdicts.settle(Some(false), false),
            SolverStatus::NoLongerWinnable
        );
        assert_eq!(verdicts.settle(None, false), SolverStatus::Undecided);
    }

    #[test]
    fn an_undecided_deal_leaves_a_lost_position_no_longer_winnable() {
        let mut verdicts = DealVerdicts::default();
        assert_eq!(verdicts.settle(None, true), SolverStatus::Undecided);
        assert_eq!(
            verdicts.settle(Some(false), false),
            SolverStatus::NoLongerWinnable
        );
    }
}
