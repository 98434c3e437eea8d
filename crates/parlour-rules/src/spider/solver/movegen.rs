//! The moves worth searching from a position, best first.
//!
//! The complete search tries every legal move but those that lead to a position it would
//! reach anyway (once the stock is empty the columns are alike, so one empty column stands for
//! all, and moving a whole column into an empty one changes nothing). The pruned search also
//! leaves out moves that rarely help, and says so, so that running out of moves there proves
//! nothing:
//! - a run split onto a card of another suit, or into an empty column (it breaks a run for
//!   no gain in suit);
//! - a whole run moved off a card of another suit onto another card of the same rank and not of
//!   its suit (the two places are alike);
//! - a whole column moved into an empty one, and every empty column but the first as a
//!   destination, while the stock has rows (places matter for the cards still to be dealt, but
//!   seldom enough to be worth the search);
//! - more than a few moves in a row without progress (see [`Candidate::progress`]; the limit is
//!   the run's [`Order`](super::dfs::Order));
//! - every move but the best few (the order's width) and dealing.
//!
//! The order, best first: a run finished; a card turned, from the column with the fewest
//! face-down cards first; a column emptied; a run joined to its own suit, the longer the
//! better; a card of another rank uncovered; moves into an empty column late; dealing last.

use super::board::{Board, Step, mix64, rank, suit};
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

/// The spread of the noise that gives each run of the search its own order.
const NOISE: u64 = 400;

/// The score of dealing: after every other move.
const DEAL: Score = -1_000_000;

/// A move to search and whether it makes progress: it turns a card, finishes a run, empties a
/// column, or joins a run to a card of its own suit without breaking one. The pruned search
/// never undoes the first, second and last of these (it splits no run onto another suit), and
/// a column it empties is filled again only by a move without progress, so a line of it is a
/// series of progress with a few other moves between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Candidate {
    /// The move.
    pub(super) step: Step,
    /// Whether it makes progress (dealing counts).
    pub(super) progress: bool,
}

/// The cards a move would take from a column, and what lies under them.
struct Lift {
    from: u8,
    count: u8,
    /// The bottom card moved.
    card: u8,
    /// Face-down cards in the source column.
    down: usize,
    /// The move turns the card under the run.
    turns: bool,
    /// The move takes every card of the column.
    whole_column: bool,
    /// The move leaves part of the run behind.
    split: bool,
    /// The face-up card the run sat on, if any.
    under: Option<u8>,
}

impl Lift {
    fn onto(&self, to: usize, score: Score, progress: bool) -> (Score, Candidate) {
        let step = Step::Run {
            from: self.from,
            to: to as u8,
            count: self.count,
        };
        (score, Candidate { step, progress })
    }

    fn turn_bonus(&self) -> Score {
        if self.turns {
            5000 - 200 * self.down as Score
        } else {
            0
        }
    }
}

/// Where the position stands, for every move.
struct Context {
    mode: Mode,
    stock_left: bool,
    first_empty: Option<usize>,
}

/// Appends to `out` the moves worth searching from `board` in `mode`, best first (`seed`
/// other than 0 adds noise among near-equals; the pruned search keeps the best `width`, 0 for
/// all, and dealing), using `scratch` as working space. Returns
/// whether a legal move was left out for a reason that is not sound (see the module's notes).
pub(super) fn generate(
    board: &Board,
    mode: Mode,
    seed: u64,
    width: usize,
    out: &mut Vec<Candidate>,
    scratch: &mut Vec<(Score, Candidate)>,
) -> bool {
    scratch.clear();
    let cx = Context {
        mode,
        stock_left: board.rows_left() > 0,
        first_empty: (0..COLUMNS).find(|&c| board.cols[c].is_empty()),
    };
    if cx.stock_left && cx.first_empty.is_none() {
        let step = Step::Deal;
        scratch.push((
            DEAL,
            Candidate {
                step,
                progress: true,
            },
        ));
    }
    let mut left_out = false;
    for from in 0..COLUMNS {
        left_out |= moves_from(board, &cx, from, scratch);
    }
    if seed != 0 {
        add_noise(board, seed, scratch);
    }
    // Stable: equal scores keep the generation order, so the search is the same everywhere.
    scratch.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    if mode == Mode::Pruned && width > 0 && scratch.len() > width {
        // The best `width` moves, and dealing as the last resort (a line must be able to reach
        // the end of the stock).
        let deal = scratch.iter().find(|(_, c)| c.step == Step::Deal).copied();
        scratch.truncate(width);
        if let Some(deal) = deal.filter(|d| !scratch.contains(d)) {
            scratch.push(deal);
        }
        left_out = true;
    }
    out.extend(scratch.iter().map(|&(_, candidate)| candidate));
    left_out
}

/// The moves of runs from column `from`; returns whether one was left out unsoundly.
fn moves_from(
    board: &Board,
    cx: &Context,
    from: usize,
    scratch: &mut Vec<(Score, Candidate)>,
) -> bool {
    let cards = &board.cols[from];
    let len = cards.len();
    let down = usize::from(board.down[from]);
    let run = board.run_len(from);
    let mut left_out = false;
    for count in 1..=run {
        let at = len - count;
        let lift = Lift {
            from: from as u8,
            count: count as u8,
            card: cards[at],
            down,
            turns: at > 0 && at == down,
            whole_column: at == 0,
            split: count < run,
            under: (at > down).then(|| cards[at - 1]),
        };
        for to in (0..COLUMNS).filter(|&to| to != from) {
            let found = match board.top(to) {
                None => into_empty(cx, &lift, to),
                Some(top) => onto_card(board, cx, &lift, to, top),
            };
            match found {
                Ok(Some(candidate)) => scratch.push(candidate),
                Ok(None) => {}
                Err(LeftOut) => left_out = true,
            }
        }
    }
    left_out
}

/// A legal move the pruned search leaves out for a reason that is not sound.
struct LeftOut;

/// The move of `lift` into the empty column `to`, if searched.
fn into_empty(cx: &Context, lift: &Lift, to: usize) -> Result<Option<(Score, Candidate)>, LeftOut> {
    if !cx.stock_left && (Some(to) != cx.first_empty || lift.whole_column) {
        // Every empty column is alike, and a whole column moved is the same position with
        // the columns renamed: sound.
        return Ok(None);
    }
    if cx.mode == Mode::Pruned && (lift.split || lift.whole_column || Some(to) != cx.first_empty) {
        return Err(LeftOut);
    }
    let score = -2000 + lift.turn_bonus() - if lift.split { 500 } else { 0 };
    Ok(Some(lift.onto(to, score, lift.turns)))
}

/// The move of `lift` onto the card `top` of column `to`, if legal and searched.
fn onto_card(
    board: &Board,
    cx: &Context,
    lift: &Lift,
    to: usize,
    top: u8,
) -> Result<Option<(Score, Candidate)>, LeftOut> {
    if rank(top) != rank(lift.card) + 1 {
        return Ok(None);
    }
    let same = suit(top) == suit(lift.card);
    let sideways = !lift.split && lift.under.is_some_and(|u| rank(u) == rank(lift.card) + 1);
    if cx.mode == Mode::Pruned && !same && (lift.split || sideways) {
        return Err(LeftOut);
    }
    let mut score = lift.turn_bonus();
    let mut progress = lift.turns || lift.whole_column;
    if same {
        let joined = board.run_len(to) + usize::from(lift.count);
        if joined == RUN_LEN {
            score += 100_000;
        }
        score += 1000 + 20 * joined as Score;
        progress |= !lift.split || joined == RUN_LEN;
    }
    if lift.whole_column {
        score += 3000;
    }
    if lift.split {
        score -= 500;
    } else if lift.under.is_some_and(|u| rank(u) != rank(lift.card) + 1) {
        score += 200;
    }
    Ok(Some(lift.onto(to, score, progress)))
}

/// Adds noise below [`NOISE`] to every run's score, from `seed` and the position: the same
/// position always gets the same order within one run.
fn add_noise(board: &Board, seed: u64, scratch: &mut [(Score, Candidate)]) {
    let salt = (board.key() as u64) ^ mix64(seed);
    for (score, candidate) in scratch.iter_mut() {
        if let Step::Run { from, to, count } = candidate.step {
            let code = u64::from(from) << 16 | u64::from(to) << 8 | u64::from(count);
            *score += (mix64(salt ^ code) % NOISE) as Score;
        }
    }
}
