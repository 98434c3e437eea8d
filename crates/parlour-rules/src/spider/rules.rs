//! Spider's state, its moves and the rules that check them.
//!
//! Ten columns list their cards from the bottom up, the first `face_down` of them hidden; the top
//! card of a column is always face up (a card left on top is turned at once). Cards build down
//! regardless of suit, but only a run of one suit in sequence moves together. The stock lists
//! its cards in the order they are dealt: the first ten make the next row, column 0 first. A row
//! is dealt only when no column is empty. A finished run, king to ace in one suit, leaves the
//! table by itself as part of the move that finished it.

use crate::engine::card::{Card, CardSuit};
use crate::engine::history::Rules;
use crate::spider::scoring::{MOVE_COST, OPENING_SCORE, RUN_BONUS};
use serde::{Deserialize, Serialize};

mod notation;
pub use notation::{BadMove, BadSpiderCard, card_text, parse_card};

/// Columns on the table.
pub const COLUMNS: usize = 10;
/// Cards in a game: two packs.
pub const DECK_SIZE: usize = 104;
/// Finished runs in a won game.
pub const RUNS: usize = 8;
/// Cards in a finished run, king to ace.
pub const RUN_LEN: usize = 13;
/// Rows in the stock at the start.
pub const STOCK_ROWS: usize = 5;

/// How many suits the 104 cards come in: the difficulty.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
pub enum Suits {
    /// Eight runs of spades.
    #[default]
    One,
    /// Four runs of spades and four of hearts.
    Two,
    /// Two runs of each suit.
    Four,
}

impl Suits {
    /// The three variants, easiest first.
    pub const ALL: [Suits; 3] = [Suits::One, Suits::Two, Suits::Four];

    /// How many suits: 1, 2 or 4.
    pub fn count(self) -> u8 {
        match self {
            Suits::One => 1,
            Suits::Two => 2,
            Suits::Four => 4,
        }
    }

    /// The variant with `count` suits, if there is one.
    pub fn from_count(count: u8) -> Option<Suits> {
        Suits::ALL.into_iter().find(|s| s.count() == count)
    }

    /// The suits in play, in the order the deck is built from them.
    pub fn suits(self) -> &'static [CardSuit] {
        match self {
            Suits::One => &[CardSuit::Spades],
            Suits::Two => &[CardSuit::Spades, CardSuit::Hearts],
            Suits::Four => &CardSuit::ALL,
        }
    }

    /// A stable name for records and saved options (`one-suit`).
    pub fn key(self) -> &'static str {
        match self {
            Suits::One => "one-suit",
            Suits::Two => "two-suits",
            Suits::Four => "four-suits",
        }
    }
}

/// One column: cards from the bottom up, the first `face_down` hidden.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct Column {
    /// The cards, bottom first.
    pub cards: Vec<Card>,
    /// How many of the bottom cards are face down.
    pub face_down: usize,
}

impl Column {
    /// The top card, if any.
    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    /// The face-up cards, bottom first.
    pub fn face_up(&self) -> &[Card] {
        self.cards.get(self.face_down..).unwrap_or(&[])
    }

    /// Whether the card at `index` is face up.
    pub fn is_face_up(&self, index: usize) -> bool {
        index >= self.face_down && index < self.cards.len()
    }

    /// How many cards at the top form the movable run: face up, one suit, each one rank below
    /// the card under it. 0 for an empty column.
    pub fn run_len(&self) -> usize {
        let up = self.face_up();
        let mut len = usize::from(!up.is_empty());
        for pair in up.windows(2).rev() {
            if follows_in_suit(pair[1], pair[0]) {
                len += 1;
            } else {
                break;
            }
        }
        len
    }

    /// Whether the top cards are a finished run (king to ace in one suit, face up).
    pub fn has_finished_run(&self) -> bool {
        self.top().is_some_and(|c| c.rank == 1) && self.run_len() == RUN_LEN
    }
}

/// Whether `card` may go on `target`: one rank lower, any suit.
pub fn fits_on(card: Card, target: Card) -> bool {
    card.rank + 1 == target.rank
}

/// Whether `upper` lies on `lower` in a run: the same suit and one rank lower.
pub fn follows_in_suit(upper: Card, lower: Card) -> bool {
    upper.suit == lower.suit && fits_on(upper, lower)
}

/// One player action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Deal a row from the stock: one card face up on each column.
    Deal,
    /// The top `count` cards of column `from` (a run of one suit) onto column `to`.
    Run {
        /// Source column, 0 to 9.
        from: u8,
        /// Destination column, 0 to 9.
        to: u8,
        /// How many cards move.
        count: u8,
    },
}

/// Why a move was refused. Columns count from 0 as in the notation; the views word each
/// variant themselves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpiderError {
    /// Dealing with no rows left.
    #[error("the stock is empty")]
    StockEmpty,
    /// Dealing while a column is empty (the first empty column is named).
    #[error("a row is dealt only when no column is empty: column {column} is empty")]
    EmptyColumnBlocksDeal {
        /// The first empty column.
        column: u8,
    },
    /// A column number out of range.
    #[error("there is no column {0}: columns are 0 to 9")]
    NoSuchColumn(u8),
    /// Moving from an empty column.
    #[error("column {0} is empty")]
    EmptyColumn(u8),
    /// A column onto itself.
    #[error("a column cannot move onto itself")]
    SameColumn,
    /// More cards than the column's movable run (or none).
    #[error(
        "column {column} has no movable run of {count}: only face-up cards of one suit in sequence move together"
    )]
    NotARun {
        /// The source column.
        column: u8,
        /// The count asked for.
        count: u8,
    },
    /// The run's first card is not one rank below the destination's top card.
    #[error("{} does not fit on {}: a card goes on the next higher rank", card_text(*.card), card_text(*.target))]
    DoesNotFit {
        /// The bottom card of the run moved.
        card: Card,
        /// The destination's top card.
        target: Card,
    },
}

/// A Spider game in progress: the whole state, score included.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spider {
    /// How many suits the cards come in.
    pub suits: Suits,
    /// The ten columns, left to right.
    pub columns: [Column; COLUMNS],
    /// The stock in dealing order: the first ten cards make the next row, column 0 first.
    pub stock: Vec<Card>,
    /// The suit of each finished run removed, in the order they left the table.
    pub removed: Vec<CardSuit>,
    /// The score (see [`crate::spider::scoring`]).
    pub score: i32,
}

impl Spider {
    /// A game from its parts, at the opening score with nothing removed.
    pub fn from_parts(suits: Suits, columns: [Column; COLUMNS], stock: Vec<Card>) -> Spider {
        Spider {
            suits,
            columns,
            stock,
            removed: Vec::new(),
            score: OPENING_SCORE,
        }
    }

    /// Whether all eight runs are finished.
    pub fn is_won(&self) -> bool {
        self.removed.len() >= RUNS
    }

    /// Rows left in the stock.
    pub fn rows_left(&self) -> usize {
        self.stock.len() / COLUMNS
    }

    /// The column at `index`, if there is one.
    pub fn column(&self, index: u8) -> Result<&Column, SpiderError> {
        self.columns
            .get(usize::from(index))
            .ok_or(SpiderError::NoSuchColumn(index))
    }

    /// The length of the movable run at the top of `column` (0 if empty or out of range).
    pub fn run_len(&self, column: u8) -> usize {
        self.column(column).map_or(0, Column::run_len)
    }

    /// The cards the player may pick up at `index` of `column`: that card and those on it, when
    /// they are face up and one suit in sequence. `None` otherwise.
    pub fn movable_cards(&self, column: u8, index: usize) -> Option<&[Card]> {
        let col = self.columns.get(usize::from(column))?;
        let len = col.cards.len();
        (index < len && len - index <= col.run_len()).then(|| &col.cards[index..])
    }

    /// Whether a run whose bottom card is `card` may be dropped on `to`.
    pub fn accepts(&self, to: u8, card: Card) -> bool {
        match self.columns.get(usize::from(to)).map(Column::top) {
            Some(Some(top)) => fits_on(card, top),
            Some(None) => true,
            None => false,
        }
    }

    /// The first empty column, if any.
    pub fn first_empty_column(&self) -> Option<u8> {
        self.columns
            .iter()
            .position(|c| c.cards.is_empty())
            .map(|i| i as u8)
    }

    /// Why a row cannot be dealt now, or `None` when it can.
    pub fn deal_refusal(&self) -> Option<SpiderError> {
        self.check(&Move::Deal).err()
    }

    /// Checks a move without performing it.
    pub fn check(&self, mv: &Move) -> Result<(), SpiderError> {
        match *mv {
            Move::Deal => {
                if self.stock.len() < COLUMNS {
                    return Err(SpiderError::StockEmpty);
                }
                if let Some(column) = self.first_empty_column() {
                    return Err(SpiderError::EmptyColumnBlocksDeal { column });
                }
                Ok(())
            }
            Move::Run { from, to, count } => {
                let source = self.column(from)?;
                let target = self.column(to)?;
                if from == to {
                    return Err(SpiderError::SameColumn);
                }
                if source.cards.is_empty() {
                    return Err(SpiderError::EmptyColumn(from));
                }
                let count_usize = usize::from(count);
                if count == 0 || count_usize > source.run_len() {
                    return Err(SpiderError::NotARun {
                        column: from,
                        count,
                    });
                }
                let card = source.cards[source.cards.len() - count_usize];
                match target.top() {
                    Some(top) if !fits_on(card, top) => {
                        Err(SpiderError::DoesNotFit { card, target: top })
                    }
                    _ => Ok(()),
                }
            }
        }
    }

    /// Turns the top card of `column` face up if it is face down.
    fn turn_top(&mut self, column: usize) {
        if let Some(col) = self.columns.get_mut(column)
            && !col.cards.is_empty()
            && col.face_down >= col.cards.len()
        {
            col.face_down = col.cards.len() - 1;
        }
    }

    /// Removes a finished run from the top of `column`, if there is one.
    fn remove_finished(&mut self, column: usize) {
        let Some(col) = self.columns.get_mut(column) else {
            return;
        };
        if !col.has_finished_run() {
            return;
        }
        let at = col.cards.len() - RUN_LEN;
        let suit = col.cards[at].suit;
        col.cards.truncate(at);
        self.removed.push(suit);
        self.score = self.score.saturating_add(RUN_BONUS);
        self.turn_top(column);
    }

    /// Performs a move already checked by [`Spider::check`].
    fn perform(&mut self, mv: &Move) {
        self.score = self.score.saturating_sub(MOVE_COST);
        match *mv {
            Move::Deal => {
                let row: Vec<Card> = self.stock.drain(..COLUMNS).collect();
                for (column, card) in self.columns.iter_mut().zip(row) {
                    column.cards.push(card);
                }
                for column in 0..COLUMNS {
                    self.remove_finished(column);
                }
            }
            Move::Run { from, to, count } => {
                let (from, to) = (usize::from(from), usize::from(to));
                let source = &mut self.columns[from].cards;
                let run = source.split_off(source.len() - usize::from(count));
                self.columns[to].cards.extend(run);
                self.turn_top(from);
                self.remove_finished(to);
            }
        }
    }

    /// Every legal move in a stable order: the deal first, then runs by source column, count and
    /// destination column.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.check(&Move::Deal).is_ok() {
            moves.push(Move::Deal);
        }
        for from in 0..COLUMNS as u8 {
            for count in 1..=self.run_len(from) as u8 {
                for to in 0..COLUMNS as u8 {
                    let mv = Move::Run { from, to, count };
                    if self.check(&mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        moves
    }

    /// How many cards are face down on the table.
    pub fn face_down_count(&self) -> usize {
        self.columns.iter().map(|c| c.face_down).sum()
    }

    /// Every card of the game (104 when the state is sound): the table, the stock and the
    /// finished runs, in no particular order.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .columns
            .iter()
            .flat_map(|c| c.cards.iter().copied())
            .collect();
        cards.extend(&self.stock);
        for &suit in &self.removed {
            cards.extend((1..=13).filter_map(|rank| Card::new(rank, suit)));
        }
        cards
    }
}

impl Rules for Spider {
    type Move = Move;
    type Error = SpiderError;

    fn apply(&mut self, mv: &Move) -> Result<(), SpiderError> {
        self.check(mv)?;
        self.perform(mv);
        Ok(())
    }
}
