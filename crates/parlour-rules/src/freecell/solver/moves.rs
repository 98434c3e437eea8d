//! The moves the search tries from a position, in two tiers.
//!
//! The first tier plays cards onto cards: to a foundation, from a column or a cell onto a card
//! it fits. The second tier parks cards: into a free cell, into an empty column (a run of each
//! length that may move); and it moves the runs split off a longer run, from one card they fit
//! onto another. The search tries the second tier of a position only when the search comes
//! back to it (see `best.rs`). Together they hold every single-card move, so the search
//! is complete: it reaches every position the game can reach. Runs move in one step as
//! shortcuts. Left out, because they reach a position the key already takes for the one they
//! leave: a card from one cell to another, a whole column into an empty column, and every
//! empty column but the first or free cell but the first as a destination.

use super::board::{Board, CELL0, NONE, SMove, rank};
use crate::freecell::rules::COLUMNS;

/// Pushes the moves of the first tier from `board` onto `out`: cards onto cards, but for runs
/// split off a longer run (moving from one card they fit onto another, which `split` gets).
pub fn onto_cards(board: &Board, out: &mut Vec<SMove>, split: &mut Vec<SMove>) {
    let onto_card = board.max_run(board.free_cells(), board.empty_cols(), false);
    // To the foundations (the safe ones went already).
    for cell in 0..board.ncells {
        let c = board.cells[usize::from(cell)];
        if c != NONE && board.is_next(c) {
            out.push(board.to_foundation(CELL0 + cell));
        }
    }
    for col in 0..COLUMNS {
        if board.len[col] > 0 && board.is_next(board.top(col)) {
            out.push(board.to_foundation(col as u8));
        }
    }
    for from in 0..COLUMNS {
        let len = board.len[from];
        if len == 0 {
            continue;
        }
        let run = board.run[from];
        let top_rank = rank(board.top(from));
        for to in 0..COLUMNS {
            if to == from || board.len[to] == 0 {
                continue;
            }
            let target = board.top(to);
            // The one card of the run that could go on the target is the one a rank below it.
            let count = rank(target).wrapping_sub(top_rank);
            if count == 0 || count > run || count > onto_card {
                continue;
            }
            let card = board.cols[from][usize::from(len - count)];
            if board.fits(card, target) {
                let mv = SMove {
                    from: from as u8,
                    to: to as u8,
                    count,
                };
                if count < run {
                    split.push(mv)
                } else {
                    out.push(mv)
                }
            }
        }
    }
    for cell in 0..board.ncells {
        let c = board.cells[usize::from(cell)];
        if c == NONE {
            continue;
        }
        for to in 0..COLUMNS {
            if board.len[to] > 0 && board.fits(c, board.top(to)) {
                out.push(SMove {
                    from: CELL0 + cell,
                    to: to as u8,
                    count: 1,
                });
            }
        }
    }
}

/// Pushes the moves of the second tier from `board` onto `out`: cards parked in an empty
/// column or a free cell.
pub fn parking(board: &Board, out: &mut Vec<SMove>) {
    let free = board.free_cells();
    let empty = board.empty_cols();
    let onto_empty = board.max_run(free, empty, true);
    if let Some(to) = board.len.iter().position(|&l| l == 0).map(|c| c as u8) {
        for from in 0..COLUMNS {
            let len = board.len[from];
            for count in 1..=board.run[from].min(onto_empty) {
                if count < len {
                    out.push(SMove {
                        from: from as u8,
                        to,
                        count,
                    });
                }
            }
        }
        for cell in 0..board.ncells {
            if board.cells[usize::from(cell)] != NONE {
                out.push(SMove {
                    from: CELL0 + cell,
                    to,
                    count: 1,
                });
            }
        }
    }
    let first_free = board.cells[..usize::from(board.ncells)]
        .iter()
        .position(|&c| c == NONE);
    if let Some(cell) = first_free {
        for from in 0..COLUMNS {
            if board.len[from] > 0 {
                out.push(SMove {
                    from: from as u8,
                    to: CELL0 + cell as u8,
                    count: 1,
                });
            }
        }
    }
}
