//! Helpers for the player: where a clicked run goes, and a quick hint.
//!
//! The hint here is a rule of thumb, instant on any position. A panel that wants a hint which
//! never leads into a lost game asks the solver ([`crate::spider::solver::solve`]) on a
//! background thread and offers the first move of its solution.

use crate::spider::rules::{Move, RUN_LEN, Spider, SpiderError, follows_in_suit};

/// What a move does, as the hint weighs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Gain {
    /// It finishes a king-to-ace run, which leaves the table.
    FinishesRun,
    /// It turns a face-down card, landing on a card of its own suit.
    TurnsCardInSuit,
    /// It turns a face-down card.
    TurnsCard,
    /// It empties a column.
    EmptiesColumn,
    /// It joins the run to a card of its own suit, leaving no run broken behind.
    BuildsInSuit,
    /// It turns a face-down card by moving the run into an empty column.
    TurnsCardIntoEmpty,
    /// It uncovers a face-up card of another rank, which opens a new place to build.
    Uncovers,
    /// Dealing a row.
    Deals,
}

/// What `mv` gains, or `None` for a move that only shuffles cards around (a run moved between
/// two cards alike, a run split onto another suit, a whole column into an empty one) or an
/// illegal one.
pub fn gain(game: &Spider, mv: &Move) -> Option<Gain> {
    game.check(mv).ok()?;
    let Move::Run { from, to, count } = *mv else {
        return Some(Gain::Deals);
    };
    let source = game.columns.get(usize::from(from))?;
    let target = game.columns.get(usize::from(to))?;
    let start = source.cards.len() - usize::from(count);
    let card = source.cards[start];
    let under = start.checked_sub(1).map(|i| source.cards[i]);
    let under_face_up = start > source.face_down;
    let onto = target.top();
    let in_suit = onto.is_some_and(|top| top.suit == card.suit);
    if in_suit && target.run_len() + usize::from(count) == RUN_LEN {
        return Some(Gain::FinishesRun);
    }
    let turns = start > 0 && start == source.face_down;
    let breaks_run = under.is_some_and(|u| under_face_up && follows_in_suit(card, u));
    let gain = match () {
        _ if turns && in_suit => Gain::TurnsCardInSuit,
        _ if turns && onto.is_some() => Gain::TurnsCard,
        _ if start == 0 && onto.is_some() => Gain::EmptiesColumn,
        _ if in_suit && !breaks_run => Gain::BuildsInSuit,
        _ if turns => Gain::TurnsCardIntoEmpty,
        // A run moved off a card of another suit exposes that card; useful when it is not just
        // one more card of the rank the run sat on.
        _ if !breaks_run && onto.is_some() && under.is_some_and(|u| u.rank != card.rank + 1) => {
            Gain::Uncovers
        }
        _ => return None,
    };
    Some(gain)
}

/// A good move to suggest: the legal move with the best [`Gain`] (the first in
/// [`Spider::legal_moves`] order among equals), dealing when nothing else gains anything, or
/// `None` when neither helps.
pub fn hint(game: &Spider) -> Option<Move> {
    game.legal_moves()
        .into_iter()
        .filter_map(|mv| gain(game, &mv).map(|g| (g, mv)))
        .min_by_key(|(g, _)| *g)
        .map(|(_, mv)| mv)
}

/// The move a click on the card at `index` of `column` makes: the run from there onto a card
/// of its own suit, else onto any card it fits, else into an empty column when cards stay behind;
/// `None` when the cards cannot move.
pub fn best_destination(game: &Spider, column: u8, index: usize) -> Option<Move> {
    let run = game.movable_cards(column, index)?;
    let card = *run.first()?;
    let count = u8::try_from(run.len()).ok()?;
    let moves = (0..game.columns.len() as u8)
        .filter(|&to| to != column)
        .map(|to| Move::Run {
            from: column,
            to,
            count,
        })
        .filter(|mv| game.check(mv).is_ok());
    let rank = |mv: &Move| {
        let Move::Run { to, .. } = *mv else {
            return 3;
        };
        match game.columns.get(usize::from(to)).and_then(|c| c.top()) {
            Some(top) if top.suit == card.suit => 0,
            Some(_) => 1,
            None if index > 0 => 2,
            None => 3,
        }
    };
    moves.filter(|mv| rank(mv) < 3).min_by_key(rank)
}

/// The move the keyboard notation `37` means in play: the longest run of column `from` that may
/// go onto column `to` (the one card that fits on `to`'s top card with the cards on it, or the
/// whole movable run into an empty column). When nothing fits, the error says why, as the
/// rules word it for the whole movable run.
pub fn run_to(game: &Spider, from: u8, to: u8) -> Result<Move, SpiderError> {
    let run = game.run_len(from);
    let whole = Move::Run {
        from,
        to,
        count: u8::try_from(run).unwrap_or(u8::MAX),
    };
    // Longest first: an empty column takes the whole run; a card takes exactly one count.
    for count in (1..=run).rev() {
        let mv = Move::Run {
            from,
            to,
            count: u8::try_from(count).unwrap_or(u8::MAX),
        };
        if game.check(&mv).is_ok() {
            return Ok(mv);
        }
    }
    game.check(&whole).map(|()| whole)
}
