//! The turn log: what happened during one turn, step by step, for the UI to animate.
//!
//! A turn is the swap, then one [`CascadeStep`] per round of clearing (the first from the swap
//! itself, the rest cascades), then at most one [`Reshuffle`]. Within a step the order is:
//! matches flash and score, specials fire (in the order given), every cell in `cleared` empties,
//! new specials appear in `created`, gems fall (`falls`), new gems drop in (`entering`).

use serde::{Deserialize, Serialize};

use super::board::{Gem, Pos};

/// The shape of a match, which decides the special gem it makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Shape {
    /// Three in a line: no special.
    Three,
    /// Four in a line: a line blaster.
    Four,
    /// Five or more in a line: a colour bomb.
    Five,
    /// Lines crossing in an L, T or + shape: an area bomb.
    Cross,
}

/// One match: a connected group of lines of one kind.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MatchEvent {
    /// The kind matched.
    pub kind: u8,
    /// Its shape.
    pub shape: Shape,
    /// Every cell of the match, sorted row by row.
    pub cells: Vec<Pos>,
    /// Where to float the points from (also where a special is made, if any).
    pub at: Pos,
    /// Points scored, multiplier included.
    pub points: u32,
}

/// A special gem going off.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct FiredEvent {
    /// Where it was.
    pub at: Pos,
    /// Which special it was.
    pub gem: Gem,
    /// Every cell its blast covers (itself included), sorted row by row.
    pub cells: Vec<Pos>,
    /// Points for the gems only this blast cleared, multiplier included.
    pub points: u32,
}

/// A special gem made by a match; it appears after the step's clearing, so it survives it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Created {
    /// Where it appears.
    pub at: Pos,
    /// What it is.
    pub gem: Gem,
}

/// A gem moving from one cell to another (falling, or moved by a reshuffle).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Fall {
    /// Where it was.
    pub from: Pos,
    /// Where it ends up.
    pub to: Pos,
}

/// A new gem dropping in from above the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Entering {
    /// Where it lands.
    pub at: Pos,
    /// What it is.
    pub gem: Gem,
    /// The (negative) row above the board it starts falling from, so that the new gems of a
    /// column fall in together as a stack.
    pub start_row: i8,
}

/// One round of clearing, falling and refilling.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct CascadeStep {
    /// 1 for the clearing caused by the swap, then 2, 3, ... for each cascade.
    pub multiplier: u32,
    /// The matches, in the order found (row lines first).
    pub matches: Vec<MatchEvent>,
    /// Specials that went off, in firing order (a chain reads front to back).
    pub fired: Vec<FiredEvent>,
    /// Every cell emptied in this step, sorted row by row.
    pub cleared: Vec<Pos>,
    /// Specials made by this step's matches.
    pub created: Vec<Created>,
    /// Gems falling into the gaps, lowest first in each column, columns left to right.
    pub falls: Vec<Fall>,
    /// New gems, columns left to right, each column from the top.
    pub entering: Vec<Entering>,
    /// Points scored in this step.
    pub points: u32,
}

/// The board was stuck (no swap made a line), so its gems were rearranged.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Reshuffle {
    /// Where every gem went (all 64), by its cell before the reshuffle. Empty when `replaced`.
    pub moves: Vec<Fall>,
    /// True in the (practically unreachable) case where no rearrangement worked and the gems
    /// were replaced by new ones: the UI should fade to the new board.
    pub replaced: bool,
}

/// Everything that happened in one turn.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TurnLog {
    /// The two cells swapped, as the move gave them.
    pub swap: (Pos, Pos),
    /// The rounds of clearing; never empty for an accepted swap.
    pub steps: Vec<CascadeStep>,
    /// The reshuffle at the end of the turn, if the board was stuck.
    pub reshuffle: Option<Reshuffle>,
    /// Points scored in the turn (the sum of the steps).
    pub points: u32,
}
