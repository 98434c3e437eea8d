//! Digging: one step of the search that frees a buried card and plays it, the way a player
//! thinks of it ("get the 2 of clubs out", "put the 7 on the 8").
//!
//! The cards above the buried card go, run by run, onto cards they fit, else to the
//! foundations, else into free cells, else into empty columns; then the card goes to its
//! foundation or onto the card it was dug out for. Each dig is a chain of ordinary moves, so it
//! adds nothing the search could not reach: it only lets the best-first search step over the
//! valleys where digging first makes the position look worse.

use super::board::{Board, CELL0, FOUNDATION, NONE, SMove};
use crate::freecell::rules::COLUMNS;

/// Where a move's card went, without places: the line can be played again on a board whose
/// columns and cells are in another order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    /// Onto this card.
    Card(u8),
    /// Into an empty column.
    EmptyColumn,
    /// Into a free cell.
    Cell,
    /// To its foundation.
    Foundation,
}

/// One move of a line: the card moved (the bottom card of a run) and where it went.
pub type Step = (u8, Dest);

/// What the dug-out card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Goes to its foundation.
    Foundation,
    /// Goes onto the top card of this column.
    Onto(usize),
}

/// Plays `mv` and the safe moves after it, logging every move on `undo` and the line on
/// `steps`.
pub fn play(board: &mut Board, mv: SMove, undo: &mut Vec<SMove>, steps: &mut Vec<Step>) {
    let card = board.moving_card(mv);
    let dest = if mv.to == FOUNDATION {
        Dest::Foundation
    } else if mv.to >= CELL0 {
        Dest::Cell
    } else if board.len[usize::from(mv.to)] == 0 {
        Dest::EmptyColumn
    } else {
        Dest::Card(board.top(usize::from(mv.to)))
    };
    board.apply(mv);
    undo.push(mv);
    steps.push((card, dest));
    board.auto_play(undo);
}

/// Digs out the card at `index` of column `col` and plays it to `goal`. Returns whether it
/// got there; either way the moves made are on `undo` for the caller to take back.
pub fn dig(
    board: &mut Board,
    col: usize,
    index: usize,
    goal: Goal,
    undo: &mut Vec<SMove>,
    steps: &mut Vec<Step>,
) -> bool {
    let card = board.cols[col][index];
    let keep_clear = match goal {
        Goal::Onto(t) => t,
        Goal::Foundation => usize::MAX,
    };
    loop {
        let len = usize::from(board.len[col]);
        if len <= index || board.cols[col][index] != card {
            // The card went up with the safe moves.
            return goal == Goal::Foundation;
        }
        if len == index + 1 {
            break;
        }
        let Some(mv) = clear_one(board, col, len - index - 1, keep_clear) else {
            return false;
        };
        play(board, mv, undo, steps);
    }
    let mv = match goal {
        Goal::Foundation if board.is_next(card) => board.to_foundation(col as u8),
        Goal::Onto(t) if board.len[t] > 0 && board.fits(card, board.top(t)) => SMove {
            from: col as u8,
            to: t as u8,
            count: 1,
        },
        _ => return false,
    };
    play(board, mv, undo, steps);
    true
}

/// How far down column `col` could be dug: the fewest cards it could be brought down to by
/// the choices [`dig`] makes, worked out on the column tops alone, without the safe moves it
/// may meet. Digs deeper than that are not tried: digs are shortcuts, and leaving one out
/// loses nothing the other moves cannot reach.
pub fn reach(board: &Board, col: usize) -> usize {
    let mut tops = [NONE; COLUMNS];
    let mut empty = 0u8;
    let mut fits_any = 0u64;
    for (t, top) in tops.iter_mut().enumerate() {
        if t == col {
            continue;
        }
        if board.len[t] > 0 {
            *top = board.top(t);
            fits_any |= board.fits_mask(*top);
        } else {
            empty += 1;
        }
    }
    let mut free = board.free_cells();
    let cards = &board.cols[col];
    let mut pos = usize::from(board.len[col]);
    'segments: while pos > 1 {
        let mut run = 1;
        while pos - run > 1 && board.fits(cards[pos - run], cards[pos - run - 1]) {
            run += 1;
        }
        let onto_card = usize::from(board.max_run(free, empty, false));
        for count in (1..=run.min(onto_card)).rev() {
            let bottom = cards[pos - count];
            if fits_any >> bottom & 1 == 0 {
                continue;
            }
            for t in 0..COLUMNS {
                if tops[t] != NONE && board.fits(bottom, tops[t]) {
                    tops[t] = cards[pos - 1];
                    fits_any = tops
                        .iter()
                        .filter(|&&top| top != NONE)
                        .fold(0, |bits, &top| bits | board.fits_mask(top));
                    pos -= count;
                    continue 'segments;
                }
            }
        }
        if free > 0 {
            free -= 1;
            pos -= 1;
        } else if empty > 0 {
            pos -= run.min(usize::from(board.max_run(free, empty, true)));
            empty -= 1;
        } else {
            return pos;
        }
    }
    pos
}

/// The next move that takes cards off column `col`, at most `above` of them, keeping column
/// `keep_clear` free of new cards.
fn clear_one(board: &Board, col: usize, above: usize, keep_clear: usize) -> Option<SMove> {
    let len = usize::from(board.len[col]);
    let run = usize::from(board.run[col]).min(above);
    let free = board.free_cells();
    let empty = board.empty_cols();
    let onto_card = usize::from(board.max_run(free, empty, false));
    let from = col as u8;
    let targets = || (0..COLUMNS).filter(|&t| t != col && t != keep_clear && board.len[t] > 0);
    // The longest part of the run that fits on a card elsewhere.
    for count in (1..=run.min(onto_card)).rev() {
        let bottom = board.cols[col][len - count];
        if let Some(t) = targets().find(|&t| board.fits(bottom, board.top(t))) {
            return Some(SMove {
                from,
                to: t as u8,
                count: count as u8,
            });
        }
    }
    let top = board.top(col);
    if board.is_next(top) {
        return Some(board.to_foundation(from));
    }
    if let Some(cell) = board.cells[..usize::from(board.ncells)]
        .iter()
        .position(|&c| c == NONE)
    {
        return Some(SMove {
            from,
            to: CELL0 + cell as u8,
            count: 1,
        });
    }
    let to = (0..COLUMNS).find(|&t| board.len[t] == 0 && t != keep_clear)?;
    let count = run.min(usize::from(board.max_run(free, empty, true)));
    Some(SMove {
        from,
        to: to as u8,
        count: count as u8,
    })
}
