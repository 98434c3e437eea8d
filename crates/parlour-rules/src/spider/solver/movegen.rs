//! The moves worth searching from a position, best first.
//!
//! The complete search tries every legal move but those that lead to a position it would
//! reach anyway (once the stock is empty the columns are alike, so one empty column stands for
//! all and moving a whole column into an empty one changes nothing). The pruned search also
//! leaves out moves that rarely help, and says so, so that running out of moves there proves
//! nothing:
//! - a run split onto a card of another suit, or into an empty column (it breaks a run for
//!   no gain in suit);
//! - a whole run moved off a card of another suit onto another card of the same rank and not of
//!   its suit (the two places are alike);
//! - a whole column moved into an empty one, and every empty column but the first as a
//!   destination, while the stock has rows (places matter for the cards still to be dealt, but
//!   seldom enough to be worth the search).

use super::board::{Board, Step, rank, suit};
use crate::spider::rules::{COLUMNS, RUN_LEN};

/// Which moves a search tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Every move that can make a difference: exhausting it proves a loss.
    Complete,
    /// The moves that usually matter (see the module's notes).
    Pruned,
}

/// Order of a move: higher first.
type Score = i32;

/// The score of dealing: after every other move.
const DEAL: Score = -1_000_000;

/// Appends to `out` the moves worth searching from `board` in `mode`, best first, using
/// `scratch` as working space. Returns whether a legal move was left out for a reason that
/// is not sound (see the module's notes).
pub(super) fn generate(
    board: &Board,
    mode: Mode,
    out: &mut Vec<Step>,
    scratch: &mut Vec<(Score, Step)>,
) -> bool {
    scratch.clear();
    let stock_left = board.rows_left() > 0;
    let first_empty = (0..COLUMNS).find(|&c| board.cols[c].is_empty());
    let mut left_out = false;
    if stock_left && first_empty.is_none() {
        scratch.push((DEAL, Step::Deal));
    }
    for from in 0..COLUMNS {
        let cards = &board.cols[from];
        let len = cards.len();
        if len == 0 {
            continue;
        }
        let down = usize::from(board.down[from]);
        let run = board.run_len(from);
        for count in 1..=run {
            let at = len - count;
            let card = cards[at];
            let turns = at > 0 && at == down;
            let whole_column = at == 0;
            let split = count < run;
            // The face-up card the run sat on, if any.
            let under = (at > down).then(|| cards[at - 1]);
            for to in 0..COLUMNS {
                if to == from {
                    continue;
                }
                let Some(top) = board.top(to) else {
                    if Some(to) != first_empty && !stock_left {
                        continue; // every empty column is alike: sound
                    }
                    if whole_column && !stock_left {
                        continue; // the same position with the columns renamed: sound
                    }
                    if mode == Mode::Pruned && (split || whole_column || Some(to) != first_empty) {
                        left_out = true;
                        continue;
                    }
                    let mut score = -2000 + if turns { 5000 - 200 * down as Score } else { 0 };
                    if split {
                        score -= 500;
                    }
                    scratch.push((
                        score,
                        Step::Run {
                            from: from as u8,
                            to: to as u8,
                            count: count as u8,
                        },
                    ));
                    continue;
                };
                if rank(top) != rank(card) + 1 {
                    continue;
                }
                let same = suit(top) == suit(card);
                let sideways = under.is_some_and(|u| rank(u) == rank(card) + 1) && !split;
                if mode == Mode::Pruned && !same && (split || sideways) {
                    left_out = true;
                    continue;
                }
                let mut score: Score = 0;
                if same {
                    let joined = board.run_len(to) + count;
                    if joined == RUN_LEN {
                        score += 100_000;
                    }
                    score += 1000 + 20 * joined as Score;
                }
                if turns {
                    score += 5000 - 200 * down as Score;
                }
                if whole_column {
                    score += 3000;
                }
                if split {
                    score -= 500;
                }
                if under.is_some_and(|u| rank(u) != rank(card) + 1) && !split {
                    score += 200;
                }
                scratch.push((
                    score,
                    Step::Run {
                        from: from as u8,
                        to: to as u8,
                        count: count as u8,
                    },
                ));
            }
        }
    }
    // Stable: equal scores keep the generation order, so the search is the same everywhere.
    scratch.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    out.extend(scratch.iter().map(|&(_, step)| step));
    left_out
}
