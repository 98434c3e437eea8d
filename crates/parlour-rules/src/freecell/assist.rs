//! Helpers for the player: safe automatic moves to the foundations, where a clicked card goes,
//! and hints (the first move of a solution).

use crate::engine::card::Card;
use crate::engine::history::Rules;
use crate::freecell::rules::{Build, FreeCell, Move};
use crate::freecell::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

/// Whether `card`, next on its foundation, can go up without ever being needed in play: no
/// card still in play could be put on it. In FreeCell those are the two cards one rank lower
/// of the other colour, so both foundations of the other colour must hold them; in Baker's
/// Game it is the one card of its own suit, on the foundation already. Aces and twos always
/// go. Cards never come back from the foundations, so such a card has no use left in play;
/// the solver relies on the same rule.
pub fn is_safe_to_foundation(game: &FreeCell, card: Card) -> bool {
    if !game.is_next_on_foundation(card) {
        return false;
    }
    if game.options.build == Build::SameSuit || card.rank <= 2 {
        return true;
    }
    game.foundations
        .iter()
        .enumerate()
        // Suit indices follow C D H S; diamonds (1) and hearts (2) are red.
        .filter(|&(suit, _)| (suit == 1 || suit == 2) != card.is_red())
        .all(|(_, &rank)| rank + 1 >= card.rank)
}

/// The safe moves to the foundations, in order, each applied before the next is looked for:
/// what the "move safe cards up automatically" option plays after each of the player's moves
/// (apply them with the player's move as one group, one undo step).
pub fn safe_foundation_moves(game: &FreeCell) -> Vec<Move> {
    let mut game = game.clone();
    let mut moves = Vec::new();
    loop {
        let from_cell = game.cells.iter().enumerate().find_map(|(cell, card)| {
            card.filter(|&c| is_safe_to_foundation(&game, c))
                .map(|_| Move::CellToFoundation { cell: cell as u8 })
        });
        let from_column = || {
            game.columns.iter().enumerate().find_map(|(from, column)| {
                column
                    .last()
                    .filter(|&&c| is_safe_to_foundation(&game, c))
                    .map(|_| Move::ColumnToFoundation { from: from as u8 })
            })
        };
        let Some(mv) = from_cell.or_else(from_column) else {
            return moves;
        };
        if game.apply(&mv).is_err() {
            return moves;
        }
        moves.push(mv);
    }
}

/// Where a card the player points at lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Source {
    /// The card at `index` (from the bottom) of column `column`, with the cards on it.
    Column {
        /// The column, from 0.
        column: u8,
        /// The card's index from the bottom.
        index: u8,
    },
    /// The card in a free cell.
    Cell(u8),
}

/// The move a single click on the card at `source` makes: to its foundation when it is a
/// single card that fits there, else onto a card it fits, else into an empty column (as many
/// cards as may move), else a single card into a free cell. `None` when it cannot move.
pub fn best_destination(game: &FreeCell, source: Source) -> Option<Move> {
    let columns = game.columns.len() as u8;
    let mut candidates: Vec<Move> = Vec::new();
    match source {
        Source::Cell(cell) => {
            candidates.push(Move::CellToFoundation { cell });
            candidates.extend((0..columns).map(|to| Move::CellToColumn { cell, to }));
        }
        Source::Column { column, index } => {
            let len = game.columns.get(usize::from(column))?.len();
            let count = u8::try_from(len.checked_sub(usize::from(index))?).ok()?;
            if count == 1 {
                candidates.push(Move::ColumnToFoundation { from: column });
            }
            candidates.extend((0..columns).map(|to| Move::ColumnToColumn {
                from: column,
                to,
                count,
            }));
            if count == 1 {
                candidates.extend(
                    game.first_free_cell()
                        .map(|cell| Move::ColumnToCell { from: column, cell }),
                );
            }
        }
    }
    // Onto cards first, in column order; empty columns only when no card takes it.
    let lands_on_empty = |mv: &Move| match *mv {
        Move::ColumnToColumn { to, .. } | Move::CellToColumn { to, .. } => {
            game.columns.get(usize::from(to)).is_some_and(Vec::is_empty)
        }
        Move::ColumnToCell { .. } => true,
        _ => false,
    };
    let into_cell = |mv: &Move| matches!(mv, Move::ColumnToCell { .. });
    candidates.sort_by_key(|mv| (into_cell(mv), lands_on_empty(mv)));
    candidates.into_iter().find(|mv| game.check(mv).is_ok())
}

/// A hint: the first move of a solution found within `limits`, or `None` when the game is
/// won, cannot be won, or the search stopped first.
pub fn hint(game: &FreeCell, limits: Limits, stop: &AtomicBool) -> Option<Move> {
    let solution = solve(game, limits, stop);
    if solution.verdict != Verdict::Solvable {
        return None;
    }
    solution.moves.first().copied()
}

/// Whether the rest of the game plays itself: every column is in descending rank order from
/// its bottom card up. Then the lowest card left of any suit is always on top of its column
/// or in a cell, so the cards go home one by one, whatever their colours.
pub fn is_settled(game: &FreeCell) -> bool {
    game.columns
        .iter()
        .all(|column| column.windows(2).all(|pair| pair[0].rank >= pair[1].rank))
}

/// "Finish by itself": once [`is_settled`] and not yet won, every move home, lowest cards
/// first, to the win (the caller plays them as one group). `None` otherwise.
pub fn auto_finish_moves(game: &FreeCell) -> Option<Vec<Move>> {
    if game.is_won() || !is_settled(game) {
        return None;
    }
    let mut game = game.clone();
    let mut moves = Vec::with_capacity(52);
    while !game.is_won() {
        let from_cell = game.cells.iter().enumerate().find_map(|(cell, card)| {
            card.filter(|&c| game.is_next_on_foundation(c))
                .map(|_| Move::CellToFoundation { cell: cell as u8 })
        });
        let from_column = || {
            game.columns.iter().enumerate().find_map(|(from, column)| {
                column
                    .last()
                    .filter(|&&c| game.is_next_on_foundation(c))
                    .map(|_| Move::ColumnToFoundation { from: from as u8 })
            })
        };
        let mv = from_cell.or_else(from_column)?;
        game.apply(&mv).ok()?;
        moves.push(mv);
    }
    Some(moves)
}
