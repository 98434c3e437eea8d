//! Numbered deals, the deal's JSON form for the command line, and the soundness check of a
//! state that comes from outside (a saved game).
//!
//! The deck is built in a fixed order (eight packs of thirteen, ace to king, the suits of the
//! variant taking turns), shuffled by `rng_for("spider", deal_no)` and dealt as a dealer does:
//! row by row, column 0 first, 54 cards to the table (six in the first four columns, five in
//! the others), then the 50 left make the stock in the order they will be dealt. The suit count
//! changes the suits only: deal N has its ranks in the same places with one, two or four suits.

// Checks untrusted states: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use crate::engine::card::Card;
use crate::engine::deal::rng_for;
use crate::spider::rules::{
    COLUMNS, Column, DECK_SIZE, RUNS, STOCK_ROWS, Spider, Suits, card_text,
};
use crate::spider::scoring::score_after;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// Cards dealt to the table at the start.
pub const TABLE_CARDS: usize = 54;

/// The 104 cards of `suits`, in the fixed order the shuffle starts from.
pub fn deck(suits: Suits) -> Vec<Card> {
    let in_play = suits.suits();
    (0..RUNS)
        .flat_map(|pack| {
            let suit = in_play.get(pack % in_play.len()).copied();
            (1..=13).filter_map(move |rank| Card::new(rank, suit?))
        })
        .collect()
}

/// Deal `deal_no` with `suits`.
pub fn deal(deal_no: u64, suits: Suits) -> Spider {
    let mut cards = deck(suits);
    cards.shuffle(&mut rng_for("spider", deal_no));
    let mut columns: [Column; COLUMNS] = Default::default();
    let stock = cards.split_off(TABLE_CARDS);
    for (i, card) in cards.into_iter().enumerate() {
        if let Some(column) = columns.get_mut(i % COLUMNS) {
            column.cards.push(card);
        }
    }
    for column in &mut columns {
        column.face_down = column.cards.len().saturating_sub(1);
    }
    Spider::from_parts(suits, columns, stock)
}

/// A deal as the command line prints it: columns from the bottom card to the top (all but the
/// top card face down at the start), the stock in dealing order; cards as `TD`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealJson {
    /// The deal number.
    pub deal: u64,
    /// The suit count, 1, 2 or 4.
    pub suits: u8,
    /// Ten columns, each from the bottom card to the top.
    pub columns: Vec<Vec<String>>,
    /// The stock: the first ten cards make the first row, column 0 first.
    pub stock: Vec<String>,
}

/// The JSON form of a game dealt as `deal_no`.
pub fn to_json(deal_no: u64, game: &Spider) -> DealJson {
    let texts = |cards: &[Card]| cards.iter().map(|&c| card_text(c)).collect();
    DealJson {
        deal: deal_no,
        suits: game.suits.count(),
        columns: game.columns.iter().map(|c| texts(&c.cards)).collect(),
        stock: texts(&game.stock),
    }
}

/// Why a state cannot be a Spider game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// A card of a suit the variant does not use, or more copies than the variant has.
    #[error("{} appears more often than {suits} suit{} allow", card_text(*.card), if *.suits == 1 { "" } else { "s" })]
    TooMany {
        /// The card.
        card: Card,
        /// The variant's suit count.
        suits: u8,
    },
    /// Cards missing.
    #[error("the game holds {0} cards, not 104")]
    CardCount(usize),
    /// A column whose top card is face down, or more face-down cards than cards.
    #[error("column {0}: its top card must be face up")]
    TopFaceDown(usize),
    /// A stock that is not whole rows of ten, or holds more than five.
    #[error("the stock holds {0} cards: it must be whole rows of ten, at most five")]
    StockSize(usize),
    /// More finished runs than a game has.
    #[error("{0} runs removed: a game has eight")]
    TooManyRuns(usize),
    /// A finished run left on the table (it leaves by itself).
    #[error("column {0} ends in a finished run, which should have left the table")]
    FinishedRunLeft(usize),
    /// A score higher than the opening score and the removed runs' bonuses allow.
    #[error("the score {score} is above the most {runs} removed runs allow")]
    Score {
        /// The score found.
        score: i32,
        /// The runs removed.
        runs: usize,
    },
}

/// Checks that `game` is a sound Spider state: each card of the variant the right number of
/// times (the finished runs counted), face-up tops, whole rows in the stock, no finished run left
/// on the table, and a score no higher than the removed runs allow.
pub fn check_state(game: &Spider) -> Result<(), StateError> {
    if game.removed.len() > RUNS {
        return Err(StateError::TooManyRuns(game.removed.len()));
    }
    let stock = game.stock.len();
    if !stock.is_multiple_of(COLUMNS) || stock > STOCK_ROWS * COLUMNS {
        return Err(StateError::StockSize(stock));
    }
    let cards = game.all_cards();
    let mut counts = [0usize; 52];
    let copies = RUNS / game.suits.suits().len();
    for &card in &cards {
        let in_play = game.suits.suits().contains(&card.suit);
        let Some(count) = counts.get_mut(card.index()) else {
            return Err(StateError::CardCount(cards.len()));
        };
        *count += 1;
        if !in_play || *count > copies {
            return Err(StateError::TooMany {
                card,
                suits: game.suits.count(),
            });
        }
    }
    if cards.len() != DECK_SIZE {
        return Err(StateError::CardCount(cards.len()));
    }
    for (i, column) in game.columns.iter().enumerate() {
        if !column.cards.is_empty() && column.face_down >= column.cards.len()
            || column.cards.is_empty() && column.face_down > 0
        {
            return Err(StateError::TopFaceDown(i));
        }
        if column.has_finished_run() {
            return Err(StateError::FinishedRunLeft(i));
        }
    }
    let best = score_after(0, game.removed.len() as u32);
    if game.score > best {
        return Err(StateError::Score {
            score: game.score,
            runs: game.removed.len(),
        });
    }
    Ok(())
}
