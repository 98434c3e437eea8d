//! Helpers for the player: where a clicked card goes, safe automatic moves, auto-finish, hints.

use crate::engine::card::Card;
use crate::engine::history::Rules;
use crate::klondike::rules::{Klondike, Move, Place};

/// Whether `card`, next on its foundation, can go up without ever being needed in the tableau.
///
/// Aces and twos always can. A higher card can when both foundations of the other colour reach
/// at least one below it and the other foundation of its colour at least two below: then every
/// card it could hold, and every card those could hold, is already on a foundation.
pub fn is_safe_to_foundation(foundations: &[u8; 4], card: Card) -> bool {
    if foundations[card.suit.index()] + 1 != card.rank {
        return false;
    }
    if card.rank <= 2 {
        return true;
    }
    foundations.iter().enumerate().all(|(suit, &rank)| {
        // Suit indices follow C D H S; diamonds (1) and hearts (2) are red.
        let red = suit == 1 || suit == 2;
        if suit == card.suit.index() {
            true
        } else if red != card.is_red() {
            rank + 1 >= card.rank
        } else {
            rank + 2 >= card.rank
        }
    })
}

/// The move a single click on the card at `place` makes: to its foundation if it is the top card
/// and fits there, else onto a tableau pile (a non-empty one first), else `None`.
pub fn best_destination(game: &Klondike, place: Place) -> Option<Move> {
    let piles = game.tableau.len() as u8;
    let mut candidates: Vec<Move> = Vec::new();
    match place {
        Place::Waste => {
            candidates.push(Move::WasteToFoundation);
            candidates.extend((0..piles).map(|to| Move::WasteToTableau { to }));
        }
        Place::Tableau { pile, index } => {
            let len = game.tableau.get(usize::from(pile))?.cards.len();
            let count = u8::try_from(len.checked_sub(usize::from(index))?).ok()?;
            if count == 1 {
                candidates.push(Move::TableauToFoundation { from: pile });
            }
            // A king already at the bottom of its pile gains nothing from an empty pile.
            let to_empty_is_useful = index > 0;
            candidates.extend(
                (0..piles)
                    .filter(|&to| {
                        to_empty_is_useful || !game.tableau[usize::from(to)].cards.is_empty()
                    })
                    .map(|to| Move::TableauToTableau {
                        from: pile,
                        count,
                        to,
                    }),
            );
        }
        Place::Foundation(suit) => {
            candidates.extend((0..piles).map(|to| Move::FoundationToTableau { suit, to }));
        }
    }
    // Non-empty destinations first, in pile order; empty piles only when nothing else fits.
    let lands_on_empty = |mv: &Move| match *mv {
        Move::WasteToTableau { to }
        | Move::TableauToTableau { to, .. }
        | Move::FoundationToTableau { to, .. } => game
            .tableau
            .get(usize::from(to))
            .is_some_and(|p| p.cards.is_empty()),
        _ => false,
    };
    candidates.sort_by_key(|mv| lands_on_empty(mv));
    candidates.into_iter().find(|mv| game.check(mv).is_ok())
}

/// The safe moves to the foundations, in order, each applied before the next is looked for:
/// what the "move safe cards up automatically" option plays after each of the player's moves.
pub fn safe_foundation_moves(game: &Klondike) -> Vec<Move> {
    let mut game = game.clone();
    let mut moves = Vec::new();
    loop {
        let mut found = None;
        if let Some(card) = game.waste_top()
            && is_safe_to_foundation(&game.foundations, card)
        {
            found = Some(Move::WasteToFoundation);
        }
        for (from, pile) in game.tableau.iter().enumerate() {
            if found.is_some() {
                break;
            }
            if let Some(card) = pile.top()
                && is_safe_to_foundation(&game.foundations, card)
            {
                found = Some(Move::TableauToFoundation { from: from as u8 });
            }
        }
        let Some(mv) = found else {
            return moves;
        };
        if game.apply(&mv).is_err() {
            return moves;
        }
        moves.push(mv);
    }
}

/// The moves that finish the game from here without thought: play whatever fits a foundation,
/// deal or recycle when nothing does. `None` when that does not win (cards face down, or the
/// stock order or the pass limit gets in the way).
pub fn auto_finish_moves(game: &Klondike) -> Option<Vec<Move>> {
    if game.face_down_count() > 0 {
        return None;
    }
    let mut game = game.clone();
    let mut moves = Vec::new();
    // Each loop plays a card or deals; a full fruitless pass through the stock means stuck.
    let mut idle = 0usize;
    while !game.is_won() {
        let piles = game.tableau.len() as u8;
        let play = std::iter::once(Move::WasteToFoundation)
            .chain((0..piles).map(|from| Move::TableauToFoundation { from }))
            .find(|mv| game.check(mv).is_ok());
        let mv = match play {
            Some(mv) => {
                idle = 0;
                mv
            }
            None => {
                idle += 1;
                if idle > 2 * (game.stock.len() + game.waste.len()) + 2 {
                    return None;
                }
                game.stock_click()?
            }
        };
        game.apply(&mv).ok()?;
        moves.push(mv);
    }
    Some(moves)
}

/// Whether every tableau card is face up and the game can be finished automatically.
pub fn can_auto_finish(game: &Klondike) -> bool {
    !game.is_won() && auto_finish_moves(game).is_some()
}

/// A good legal move to suggest, or `None` when no move but dealing helps and the stock is out.
///
/// The order: a card to its foundation that turns a card, a run that turns a card, the waste card
/// to a foundation or the tableau, any other card to a foundation, a king into an empty pile that
/// frees something, then the stock. Moves that only shuffle cards around are never suggested.
pub fn hint(game: &Klondike) -> Option<Move> {
    let turns_card = |from: u8, count: usize| {
        game.tableau
            .get(usize::from(from))
            .is_some_and(|p| p.face_down > 0 && p.cards.len() - count == p.face_down)
    };
    let empties = |from: u8, count: usize| {
        game.tableau
            .get(usize::from(from))
            .is_some_and(|p| p.face_down == 0 && p.cards.len() == count)
    };
    let score = |mv: &Move| -> Option<u8> {
        match *mv {
            Move::TableauToFoundation { from } if turns_card(from, 1) => Some(0),
            Move::TableauToTableau { from, count, to } => {
                let onto_empty = game.tableau.get(usize::from(to))?.cards.is_empty();
                if turns_card(from, usize::from(count)) {
                    Some(if onto_empty { 4 } else { 1 })
                } else if empties(from, usize::from(count)) && !onto_empty {
                    Some(5)
                } else {
                    None
                }
            }
            Move::WasteToFoundation => Some(2),
            Move::WasteToTableau { .. } => Some(3),
            Move::TableauToFoundation { .. } => Some(3),
            Move::Deal | Move::Recycle => Some(6),
            Move::FoundationToTableau { .. } => None,
        }
    };
    game.legal_moves()
        .into_iter()
        .filter_map(|mv| score(&mv).map(|s| (s, mv)))
        .min_by_key(|(s, _)| *s)
        .map(|(_, mv)| mv)
}
