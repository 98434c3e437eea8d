//! FreeCell's state, its moves and the rules that check them.
//!
//! Eight columns list their cards from the bottom (the first card dealt) up; up to four cells
//! hold one card each; the foundations are kept by suit (in `CardSuit::ALL` order) as the rank
//! of their top card. Cards move one at a time; a run of cards moves between columns in one
//! move when there is room to move it card by card through the free cells and empty columns
//! (see [`FreeCell::max_run`]).

use crate::engine::card::{Card, CardSuit};
use crate::engine::history::Rules;
use serde::{Deserialize, Serialize};

mod notation;
pub use notation::BadMove;

/// The number of columns.
pub const COLUMNS: usize = 8;
/// The most free cells a game may have.
pub const MAX_CELLS: u8 = 4;

/// How cards are built down in the columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Build {
    /// FreeCell: one rank lower and the other colour.
    #[default]
    AlternateColours,
    /// Baker's Game: one rank lower and the same suit.
    SameSuit,
}

/// The rule variant of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Free cells, 0 to 4.
    pub cells: u8,
    /// How cards are built in the columns.
    pub build: Build,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            cells: MAX_CELLS,
            build: Build::AlternateColours,
        }
    }
}

impl Options {
    /// The options with the cell count brought into its allowed range.
    pub fn clamped(self) -> Options {
        Options {
            cells: self.cells.min(MAX_CELLS),
            ..self
        }
    }

    /// Whether `card` may go on `target` in a column under these rules.
    pub fn fits_on(self, card: Card, target: Card) -> bool {
        card.rank + 1 == target.rank
            && match self.build {
                Build::AlternateColours => card.is_red() != target.is_red(),
                Build::SameSuit => card.suit == target.suit,
            }
    }
}

/// One player action. Columns and cells count from 0 here and from 1 and `a` in the notation
/// (see the `Display` implementation: `26x3`, `3a`, `a5`, `2h`, `ah`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// The top `count` cards of column `from` onto column `to`.
    ColumnToColumn {
        /// Source column.
        from: u8,
        /// Destination column.
        to: u8,
        /// How many cards move (a run).
        count: u8,
    },
    /// The top card of column `from` into free cell `cell`.
    ColumnToCell {
        /// Source column.
        from: u8,
        /// Destination cell.
        cell: u8,
    },
    /// The card in cell `cell` onto column `to`.
    CellToColumn {
        /// Source cell.
        cell: u8,
        /// Destination column.
        to: u8,
    },
    /// The top card of column `from` onto its foundation.
    ColumnToFoundation {
        /// Source column.
        from: u8,
    },
    /// The card in cell `cell` onto its foundation.
    CellToFoundation {
        /// Source cell.
        cell: u8,
    },
}

impl Move {
    /// Whether the move sends a card to a foundation.
    pub fn is_to_foundation(self) -> bool {
        matches!(
            self,
            Move::ColumnToFoundation { .. } | Move::CellToFoundation { .. }
        )
    }
}

/// Why a move was refused, in words a player can act on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FreeCellError {
    /// A column number out of range.
    #[error("there is no column {0}")]
    NoSuchColumn(u8),
    /// A cell out of range.
    #[error("there is no free cell {0}")]
    NoSuchCell(char),
    /// A source column without cards.
    #[error("column {0} is empty")]
    EmptyColumn(u8),
    /// A source cell without a card.
    #[error("free cell {0} is empty")]
    EmptyCell(char),
    /// A destination cell that holds a card.
    #[error("free cell {0} already holds a card")]
    CellTaken(char),
    /// Cards that are not a run, or a count of zero.
    #[error("the top {count} cards of column {column} are not a run")]
    NotARun {
        /// The column, from 1.
        column: u8,
        /// The run length asked for.
        count: u8,
    },
    /// A run longer than the free cells and empty columns allow.
    #[error("{count} cards cannot move at once; the free cells and empty columns allow {max}")]
    TooManyCards {
        /// The run length asked for.
        count: u8,
        /// The longest run that may move there now.
        max: usize,
    },
    /// A card that does not fit on the destination.
    #[error("{card} does not fit on {target}")]
    DoesNotFit {
        /// The card moved (the bottom card of a run).
        card: Card,
        /// The card it was dropped on.
        target: Card,
    },
    /// A card that is not next on its foundation.
    #[error("{0} is not next on its foundation")]
    NotNextOnFoundation(Card),
    /// Moving a column onto itself.
    #[error("a column cannot move onto itself")]
    SameColumn,
}

/// Why a position cannot be played (a saved game edited by hand, a position from elsewhere).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Not eight columns.
    #[error("a FreeCell game has 8 columns, not {0}")]
    ColumnCount(usize),
    /// The cells do not match the options.
    #[error("the game has {found} free cells but its options say {expected}")]
    CellCount {
        /// Cells in the position.
        found: usize,
        /// Cells the options give.
        expected: u8,
    },
    /// A foundation above the king.
    #[error("a foundation cannot hold more than 13 cards")]
    Foundation,
    /// A card that appears twice.
    #[error("{0} appears twice")]
    Duplicate(Card),
    /// Cards missing.
    #[error("the game has {0} cards, not 52")]
    CardCount(usize),
}

/// A FreeCell game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FreeCell {
    /// The rule variant.
    pub options: Options,
    /// The eight columns, left to right, each bottom first.
    pub columns: Vec<Vec<Card>>,
    /// The free cells, left to right (`options.cells` of them).
    pub cells: Vec<Option<Card>>,
    /// The rank (0 = empty) of the top card of each foundation, in `CardSuit::ALL` order.
    pub foundations: [u8; 4],
}

impl FreeCell {
    /// A game from dealt columns: empty cells and foundations.
    pub fn from_columns(options: Options, columns: Vec<Vec<Card>>) -> FreeCell {
        let options = options.clamped();
        FreeCell {
            options,
            columns,
            cells: vec![None; usize::from(options.cells)],
            foundations: [0; 4],
        }
    }

    /// Checks that the position is one FreeCell can play: eight columns, the options' number of
    /// cells, and each of the 52 cards exactly once.
    pub fn check_position(&self) -> Result<(), PositionError> {
        if self.columns.len() != COLUMNS {
            return Err(PositionError::ColumnCount(self.columns.len()));
        }
        if self.options.cells > MAX_CELLS || self.cells.len() != usize::from(self.options.cells) {
            return Err(PositionError::CellCount {
                found: self.cells.len(),
                expected: self.options.cells,
            });
        }
        if self.foundations.iter().any(|&rank| rank > 13) {
            return Err(PositionError::Foundation);
        }
        let cards = self.all_cards();
        let mut seen = [false; 52];
        for &card in &cards {
            let Some(slot) = seen.get_mut(card.index()) else {
                return Err(PositionError::Duplicate(card));
            };
            if std::mem::replace(slot, true) {
                return Err(PositionError::Duplicate(card));
            }
        }
        if cards.len() != 52 {
            return Err(PositionError::CardCount(cards.len()));
        }
        Ok(())
    }

    /// Every card of the game (52 when the position is sound), in no particular order.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.columns.iter().flatten().copied().collect();
        cards.extend(self.cells.iter().flatten());
        for suit in CardSuit::ALL {
            let top = self.foundations.get(suit.index()).copied().unwrap_or(0);
            cards.extend((1..=top).filter_map(|rank| Card::new(rank, suit)));
        }
        cards
    }

    /// Whether every card is on the foundations.
    pub fn is_won(&self) -> bool {
        self.foundations.iter().all(|&rank| rank == 13)
    }

    /// The top card of the foundation of `suit`, if any.
    pub fn foundation_top(&self, suit: CardSuit) -> Option<Card> {
        Card::new(self.foundations[suit.index()], suit)
    }

    /// Whether `card` is the next card for its foundation.
    pub fn is_next_on_foundation(&self, card: Card) -> bool {
        self.foundations[card.suit.index()] + 1 == card.rank
    }

    /// The top card of column `column`, if any.
    pub fn column_top(&self, column: usize) -> Option<Card> {
        self.columns.get(column).and_then(|c| c.last().copied())
    }

    /// How many free cells hold no card.
    pub fn free_cells(&self) -> usize {
        self.cells.iter().filter(|cell| cell.is_none()).count()
    }

    /// How many columns are empty.
    pub fn empty_columns(&self) -> usize {
        self.columns.iter().filter(|c| c.is_empty()).count()
    }

    /// The longest run that may move in one move now: `(free cells + 1) * 2^(empty columns)`,
    /// with one empty column fewer when the run goes into an empty column (`to_empty`). That
    /// is what moving it card by card through the free cells and empty columns allows.
    pub fn max_run(&self, to_empty: bool) -> usize {
        let empty = self.empty_columns().saturating_sub(usize::from(to_empty));
        // 2^7 at most: eight columns, one of them holding the run.
        (self.free_cells() + 1) << empty.min(7)
    }

    /// The length of the run on top of column `column`: its top cards that each fit on the card
    /// below them (0 for an empty column).
    pub fn run_len(&self, column: usize) -> usize {
        let Some(cards) = self.columns.get(column) else {
            return 0;
        };
        let mut len = usize::from(!cards.is_empty());
        while len < cards.len()
            && self
                .options
                .fits_on(cards[cards.len() - len], cards[cards.len() - len - 1])
        {
            len += 1;
        }
        len
    }

    /// The first free cell, if any.
    pub fn first_free_cell(&self) -> Option<u8> {
        self.cells.iter().position(Option::is_none).map(|i| i as u8)
    }

    fn column(&self, index: u8) -> Result<&Vec<Card>, FreeCellError> {
        self.columns
            .get(usize::from(index))
            .ok_or(FreeCellError::NoSuchColumn(index.saturating_add(1)))
    }

    fn cell(&self, index: u8) -> Result<Option<Card>, FreeCellError> {
        self.cells
            .get(usize::from(index))
            .copied()
            .ok_or(FreeCellError::NoSuchCell(cell_letter(index)))
    }

    fn top_of(&self, from: u8) -> Result<Card, FreeCellError> {
        self.column(from)?
            .last()
            .copied()
            .ok_or(FreeCellError::EmptyColumn(from.saturating_add(1)))
    }

    fn card_in(&self, cell: u8) -> Result<Card, FreeCellError> {
        self.cell(cell)?
            .ok_or(FreeCellError::EmptyCell(cell_letter(cell)))
    }

    fn check_drop(&self, to: u8, card: Card) -> Result<(), FreeCellError> {
        match self.column(to)?.last() {
            None => Ok(()),
            Some(&target) if self.options.fits_on(card, target) => Ok(()),
            Some(&target) => Err(FreeCellError::DoesNotFit { card, target }),
        }
    }

    fn check_foundation(&self, card: Card) -> Result<(), FreeCellError> {
        if self.is_next_on_foundation(card) {
            Ok(())
        } else {
            Err(FreeCellError::NotNextOnFoundation(card))
        }
    }

    /// Checks a move without performing it.
    pub fn check(&self, mv: &Move) -> Result<(), FreeCellError> {
        match *mv {
            Move::ColumnToColumn { from, to, count } => {
                if from == to {
                    return Err(FreeCellError::SameColumn);
                }
                let source = self.column(from)?;
                let destination = self.column(to)?;
                if source.is_empty() {
                    return Err(FreeCellError::EmptyColumn(from.saturating_add(1)));
                }
                let wanted = usize::from(count);
                if count == 0 || wanted > self.run_len(usize::from(from)) {
                    return Err(FreeCellError::NotARun {
                        column: from.saturating_add(1),
                        count,
                    });
                }
                self.check_drop(to, source[source.len() - wanted])?;
                let max = self.max_run(destination.is_empty());
                if wanted > max {
                    return Err(FreeCellError::TooManyCards { count, max });
                }
            }
            Move::ColumnToCell { from, cell } => {
                self.top_of(from)?;
                if self.cell(cell)?.is_some() {
                    return Err(FreeCellError::CellTaken(cell_letter(cell)));
                }
            }
            Move::CellToColumn { cell, to } => {
                let card = self.card_in(cell)?;
                self.check_drop(to, card)?;
            }
            Move::ColumnToFoundation { from } => self.check_foundation(self.top_of(from)?)?,
            Move::CellToFoundation { cell } => self.check_foundation(self.card_in(cell)?)?,
        }
        Ok(())
    }

    /// Performs a move already checked by [`FreeCell::check`].
    fn perform(&mut self, mv: &Move) {
        let to_foundation = |game: &mut FreeCell, card: Card| {
            game.foundations[card.suit.index()] = card.rank;
        };
        match *mv {
            Move::ColumnToColumn { from, to, count } => {
                let source = &mut self.columns[usize::from(from)];
                let run = source.split_off(source.len() - usize::from(count));
                self.columns[usize::from(to)].extend(run);
            }
            Move::ColumnToCell { from, cell } => {
                self.cells[usize::from(cell)] = self.columns[usize::from(from)].pop();
            }
            Move::CellToColumn { cell, to } => {
                if let Some(card) = self.cells[usize::from(cell)].take() {
                    self.columns[usize::from(to)].push(card);
                }
            }
            Move::ColumnToFoundation { from } => {
                if let Some(card) = self.columns[usize::from(from)].pop() {
                    to_foundation(self, card);
                }
            }
            Move::CellToFoundation { cell } => {
                if let Some(card) = self.cells[usize::from(cell)].take() {
                    to_foundation(self, card);
                }
            }
        }
    }

    /// Every legal move, in a stable order: to the foundations, between columns (every run
    /// length that may move), from the cells, into the cells.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let columns = self.columns.len().min(COLUMNS) as u8;
        let cells = self.cells.len().min(usize::from(MAX_CELLS)) as u8;
        let mut push = |mv: Move| {
            if self.check(&mv).is_ok() {
                moves.push(mv);
            }
        };
        for from in 0..columns {
            push(Move::ColumnToFoundation { from });
        }
        for cell in 0..cells {
            push(Move::CellToFoundation { cell });
        }
        for from in 0..columns {
            let run = self.run_len(usize::from(from)) as u8;
            for to in 0..columns {
                for count in 1..=run {
                    push(Move::ColumnToColumn { from, to, count });
                }
            }
        }
        for cell in 0..cells {
            for to in 0..columns {
                push(Move::CellToColumn { cell, to });
            }
        }
        for from in 0..columns {
            for cell in 0..cells {
                push(Move::ColumnToCell { from, cell });
            }
        }
        moves
    }
}

/// The letter of cell `index` in the notation: `a` to `d`.
pub fn cell_letter(index: u8) -> char {
    char::from(b'a'.saturating_add(index))
}

impl Rules for FreeCell {
    type Move = Move;
    type Error = FreeCellError;

    fn apply(&mut self, mv: &Move) -> Result<(), FreeCellError> {
        self.check(mv)?;
        self.perform(mv);
        Ok(())
    }
}
