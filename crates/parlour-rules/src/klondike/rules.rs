//! Klondike's state, its moves and the rules that check them.
//!
//! The tableau has 6 to 9 piles (7 by default); each pile lists its cards from the bottom up, the
//! first `face_down` of them hidden. The stock and the waste list their cards bottom first, so the
//! card dealt next is the last of `stock` and the playable waste card the last of `waste`.
//! Foundations are kept by suit (in `CardSuit::ALL` order) as the rank of their top card.

use crate::engine::card::{Card, CardSuit};
use crate::engine::history::Rules;
use crate::klondike::scoring::{ScoreEvent, Scoring};
use serde::{Deserialize, Serialize};

mod notation;
pub use notation::BadMove;

/// Fewest tableau piles a game may have.
pub const MIN_PILES: usize = 6;
/// Most tableau piles a game may have.
pub const MAX_PILES: usize = 9;

/// How many times the player may go through the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Passes {
    /// The waste may be turned back into the stock any number of times.
    #[default]
    Unlimited,
    /// Three passes: the waste may be recycled twice.
    Three,
    /// A single pass: no recycling.
    One,
}

impl Passes {
    /// How many recycles are allowed, `None` when unlimited.
    pub fn recycle_limit(self) -> Option<u32> {
        match self {
            Passes::Unlimited => None,
            Passes::Three => Some(2),
            Passes::One => Some(0),
        }
    }
}

/// The rule variant of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Number of tableau piles, 6 to 9.
    pub piles: u8,
    /// Cards turned from the stock at a time, 1 to 3.
    pub draw: u8,
    /// Passes through the stock.
    pub passes: Passes,
    /// How the game is scored.
    pub scoring: Scoring,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            piles: 7,
            draw: 1,
            passes: Passes::Unlimited,
            scoring: Scoring::None,
        }
    }
}

impl Options {
    /// The options with the pile count and draw count brought into their allowed ranges.
    pub fn clamped(self) -> Options {
        Options {
            piles: self.piles.clamp(MIN_PILES as u8, MAX_PILES as u8),
            draw: self.draw.clamp(1, 3),
            ..self
        }
    }
}

/// One tableau pile: cards from the bottom up, the first `face_down` hidden.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct Pile {
    /// The cards, bottom first.
    pub cards: Vec<Card>,
    /// How many of the bottom cards are face down.
    pub face_down: usize,
}

impl Pile {
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
}

/// Where a card sits, as the UI points at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// The top card of the waste.
    Waste,
    /// The card at `index` (from the bottom) of tableau pile `pile`, with the cards on it.
    Tableau {
        /// The pile, from 0 on the left.
        pile: u8,
        /// The card's index from the bottom of the pile.
        index: u8,
    },
    /// The top card of the foundation of `suit`.
    Foundation(CardSuit),
}

/// One player action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Turn the next one to three cards of the stock onto the waste.
    Deal,
    /// Turn the whole waste back over as the stock (the stock must be empty).
    Recycle,
    /// The waste's top card onto tableau pile `to`.
    WasteToTableau {
        /// Destination pile.
        to: u8,
    },
    /// The waste's top card onto its foundation.
    WasteToFoundation,
    /// The top card of tableau pile `from` onto its foundation.
    TableauToFoundation {
        /// Source pile.
        from: u8,
    },
    /// The top `count` cards of pile `from` onto pile `to`.
    TableauToTableau {
        /// Source pile.
        from: u8,
        /// How many cards move (a face-up run).
        count: u8,
        /// Destination pile.
        to: u8,
    },
    /// The top card of the foundation of `suit` back onto tableau pile `to`.
    FoundationToTableau {
        /// Which foundation.
        suit: CardSuit,
        /// Destination pile.
        to: u8,
    },
}

/// Why a move was refused, in words a player can act on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KlondikeError {
    /// Dealing with an empty stock.
    #[error("the stock is empty: recycle the waste instead")]
    EmptyStock,
    /// Recycling while the stock still has cards.
    #[error("the stock still has cards: deal them first")]
    StockNotEmpty,
    /// Recycling after the last allowed pass.
    #[error("no passes through the stock are left")]
    NoPassesLeft,
    /// Nothing on the waste.
    #[error("the waste is empty")]
    EmptyWaste,
    /// A pile number out of range.
    #[error("there is no pile {0}")]
    NoSuchPile(u8),
    /// A source pile without cards.
    #[error("pile {0} is empty")]
    EmptyPile(u8),
    /// A run that is not face up, or a count of zero.
    #[error("pile {pile} has no face-up run of {count} card{}", if *count == 1 { "" } else { "s" })]
    NotARun {
        /// The pile, from 1.
        pile: u8,
        /// The run length asked for.
        count: u8,
    },
    /// A card that does not fit on the destination.
    #[error("{card} does not fit on {target}")]
    DoesNotFit {
        /// The card moved.
        card: Card,
        /// What it was dropped on.
        target: String,
    },
    /// Only kings go on an empty pile.
    #[error("only a king may go on an empty pile, not {0}")]
    KingOnly(Card),
    /// A card that is not next on its foundation.
    #[error("{0} is not next on its foundation")]
    NotNextOnFoundation(Card),
    /// A foundation with nothing to take back.
    #[error("the {0} foundation is empty")]
    EmptyFoundation(&'static str),
    /// Moving a pile onto itself.
    #[error("a pile cannot move onto itself")]
    SamePile,
}

/// A Klondike game in progress: the whole state, score included.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Klondike {
    /// The rule variant.
    pub options: Options,
    /// The tableau piles, left to right.
    pub tableau: Vec<Pile>,
    /// The stock, bottom first: the next card dealt is the last.
    pub stock: Vec<Card>,
    /// The waste, bottom first: the playable card is the last.
    pub waste: Vec<Card>,
    /// The rank (0 = empty) of the top card of each foundation, in `CardSuit::ALL` order.
    pub foundations: [u8; 4],
    /// How many times the waste has been turned back into the stock.
    pub recycles: u32,
    /// The score from moves (time penalties and bonuses are added by the caller, see `scoring`).
    pub score: i32,
}

/// Whether `card` may go on `target` in the tableau (one lower, opposite colour).
pub fn fits_on(card: Card, target: Card) -> bool {
    card.rank + 1 == target.rank && card.is_red() != target.is_red()
}

impl Klondike {
    /// A game from its parts, the score set to its opening value for the scoring rule.
    pub fn from_parts(options: Options, tableau: Vec<Pile>, stock: Vec<Card>) -> Klondike {
        Klondike {
            options,
            tableau,
            stock,
            waste: Vec::new(),
            foundations: [0; 4],
            recycles: 0,
            score: options.scoring.opening_score(),
        }
    }

    /// The top card of the foundation of `suit`, if any.
    pub fn foundation_top(&self, suit: CardSuit) -> Option<Card> {
        Card::new(self.foundations[suit.index()], suit)
    }

    /// Whether `card` is the next card for its foundation.
    pub fn is_next_on_foundation(&self, card: Card) -> bool {
        self.foundations[card.suit.index()] + 1 == card.rank
    }

    /// The playable waste card.
    pub fn waste_top(&self) -> Option<Card> {
        self.waste.last().copied()
    }

    /// Whether every card is on the foundations.
    pub fn is_won(&self) -> bool {
        self.foundations.iter().all(|&rank| rank == 13)
    }

    /// Whether the waste may be turned back into the stock now (stock empty, passes left).
    pub fn can_recycle(&self) -> bool {
        self.stock.is_empty()
            && !self.waste.is_empty()
            && self
                .options
                .passes
                .recycle_limit()
                .is_none_or(|limit| self.recycles < limit)
    }

    /// The move a click on the stock makes: deal, or recycle when the stock is empty.
    pub fn stock_click(&self) -> Option<Move> {
        if !self.stock.is_empty() {
            Some(Move::Deal)
        } else if self.can_recycle() {
            Some(Move::Recycle)
        } else {
            None
        }
    }

    /// Whether `card` may be dropped on pile `to`.
    pub fn accepts(&self, to: usize, card: Card) -> bool {
        match self.tableau.get(to).map(|pile| pile.top()) {
            Some(Some(top)) => fits_on(card, top),
            Some(None) => card.rank == 13,
            None => false,
        }
    }

    fn pile(&self, index: u8) -> Result<&Pile, KlondikeError> {
        self.tableau
            .get(usize::from(index))
            .ok_or(KlondikeError::NoSuchPile(index.saturating_add(1)))
    }

    fn check_drop(&self, to: u8, card: Card) -> Result<(), KlondikeError> {
        let pile = self.pile(to)?;
        match pile.top() {
            None if card.rank == 13 => Ok(()),
            None => Err(KlondikeError::KingOnly(card)),
            Some(top) if fits_on(card, top) => Ok(()),
            Some(top) => Err(KlondikeError::DoesNotFit {
                card,
                target: top.to_string(),
            }),
        }
    }

    fn check_foundation(&self, card: Card) -> Result<(), KlondikeError> {
        if self.is_next_on_foundation(card) {
            Ok(())
        } else {
            Err(KlondikeError::NotNextOnFoundation(card))
        }
    }

    /// Checks a move without performing it.
    pub fn check(&self, mv: &Move) -> Result<(), KlondikeError> {
        match *mv {
            Move::Deal => {
                if self.stock.is_empty() {
                    return Err(KlondikeError::EmptyStock);
                }
            }
            Move::Recycle => {
                if !self.stock.is_empty() {
                    return Err(KlondikeError::StockNotEmpty);
                }
                if self.waste.is_empty() {
                    return Err(KlondikeError::EmptyWaste);
                }
                if !self.can_recycle() {
                    return Err(KlondikeError::NoPassesLeft);
                }
            }
            Move::WasteToTableau { to } => {
                let card = self.waste_top().ok_or(KlondikeError::EmptyWaste)?;
                self.check_drop(to, card)?;
            }
            Move::WasteToFoundation => {
                let card = self.waste_top().ok_or(KlondikeError::EmptyWaste)?;
                self.check_foundation(card)?;
            }
            Move::TableauToFoundation { from } => {
                let pile = self.pile(from)?;
                let card = pile.top().ok_or(KlondikeError::EmptyPile(from + 1))?;
                self.check_foundation(card)?;
            }
            Move::TableauToTableau { from, count, to } => {
                if from == to {
                    return Err(KlondikeError::SamePile);
                }
                let pile = self.pile(from)?;
                let count_usize = usize::from(count);
                let not_a_run = KlondikeError::NotARun {
                    pile: from.saturating_add(1),
                    count,
                };
                if count == 0 || count_usize > pile.face_up().len() {
                    return Err(if pile.cards.is_empty() {
                        KlondikeError::EmptyPile(from.saturating_add(1))
                    } else {
                        not_a_run
                    });
                }
                let run = &pile.cards[pile.cards.len() - count_usize..];
                if !run.windows(2).all(|w| fits_on(w[1], w[0])) {
                    return Err(not_a_run);
                }
                self.check_drop(to, run[0])?;
            }
            Move::FoundationToTableau { suit, to } => {
                let card = self
                    .foundation_top(suit)
                    .ok_or(KlondikeError::EmptyFoundation(suit.name()))?;
                self.check_drop(to, card)?;
            }
        }
        Ok(())
    }

    /// Turns the top card of pile `index` face up if it is face down (scored as a turn).
    fn turn_exposed(&mut self, index: usize) {
        if let Some(pile) = self.tableau.get_mut(index)
            && !pile.cards.is_empty()
            && pile.face_down >= pile.cards.len()
        {
            pile.face_down = pile.cards.len() - 1;
            self.score_event(ScoreEvent::TurnCard);
        }
    }

    fn score_event(&mut self, event: ScoreEvent) {
        let draw = self.options.draw;
        self.score = self
            .options
            .scoring
            .after(self.score, event, draw, self.recycles);
    }

    /// Performs a move already checked by [`Klondike::check`].
    fn perform(&mut self, mv: &Move) {
        match *mv {
            Move::Deal => {
                let n = usize::from(self.options.draw).min(self.stock.len());
                let at = self.stock.len() - n;
                // Cards come off the stock one by one, so the last dealt ends on top of the waste.
                let dealt: Vec<Card> = self.stock.drain(at..).rev().collect();
                self.waste.extend(dealt);
            }
            Move::Recycle => {
                self.recycles += 1;
                self.stock = self.waste.drain(..).rev().collect();
                self.score_event(ScoreEvent::Recycle);
            }
            Move::WasteToTableau { to } => {
                if let Some(card) = self.waste.pop() {
                    self.tableau[usize::from(to)].cards.push(card);
                    self.score_event(ScoreEvent::WasteToTableau);
                }
            }
            Move::WasteToFoundation => {
                if let Some(card) = self.waste.pop() {
                    self.foundations[card.suit.index()] = card.rank;
                    self.score_event(ScoreEvent::ToFoundation);
                }
            }
            Move::TableauToFoundation { from } => {
                let from = usize::from(from);
                if let Some(card) = self.tableau[from].cards.pop() {
                    self.foundations[card.suit.index()] = card.rank;
                    self.score_event(ScoreEvent::ToFoundation);
                    self.turn_exposed(from);
                }
            }
            Move::TableauToTableau { from, count, to } => {
                let (from, to) = (usize::from(from), usize::from(to));
                let source = &mut self.tableau[from].cards;
                let run = source.split_off(source.len() - usize::from(count));
                self.tableau[to].cards.extend(run);
                self.turn_exposed(from);
            }
            Move::FoundationToTableau { suit, to } => {
                let rank = self.foundations[suit.index()];
                if let Some(card) = Card::new(rank, suit) {
                    self.foundations[suit.index()] = rank - 1;
                    self.tableau[usize::from(to)].cards.push(card);
                    self.score_event(ScoreEvent::FromFoundation);
                }
            }
        }
    }

    /// Every legal move, in a stable order (stock first, then foundations, then tableau).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if let Some(mv) = self.stock_click() {
            moves.push(mv);
        }
        let piles = self.tableau.len() as u8;
        let push = |mv: Move, moves: &mut Vec<Move>| {
            if self.check(&mv).is_ok() {
                moves.push(mv);
            }
        };
        push(Move::WasteToFoundation, &mut moves);
        for to in 0..piles {
            push(Move::WasteToTableau { to }, &mut moves);
        }
        for from in 0..piles {
            push(Move::TableauToFoundation { from }, &mut moves);
            let run_len = self.tableau[usize::from(from)].face_up().len() as u8;
            for count in 1..=run_len {
                for to in 0..piles {
                    push(Move::TableauToTableau { from, count, to }, &mut moves);
                }
            }
        }
        for suit in CardSuit::ALL {
            for to in 0..piles {
                push(Move::FoundationToTableau { suit, to }, &mut moves);
            }
        }
        moves
    }

    /// The cards the player may pick up at `place`: the top card of the waste or of a
    /// foundation, or a face-up card of the tableau with the run on it. `None` when nothing there
    /// can move (a face-down card, cards that are not a run, an empty pile).
    pub fn movable_cards(&self, place: Place) -> Option<Vec<Card>> {
        match place {
            Place::Waste => self.waste_top().map(|c| vec![c]),
            Place::Foundation(suit) => self.foundation_top(suit).map(|c| vec![c]),
            Place::Tableau { pile, index } => {
                let pile = self.tableau.get(usize::from(pile))?;
                let index = usize::from(index);
                if !pile.is_face_up(index) {
                    return None;
                }
                let run = &pile.cards[index..];
                run.windows(2)
                    .all(|w| fits_on(w[1], w[0]))
                    .then(|| run.to_vec())
            }
        }
    }

    /// How many cards are face down in the tableau.
    pub fn face_down_count(&self) -> usize {
        self.tableau.iter().map(|pile| pile.face_down).sum()
    }

    /// Every card of the game (52 when the state is sound), in no particular order.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.tableau.iter().flat_map(|p| p.cards.clone()).collect();
        cards.extend(&self.stock);
        cards.extend(&self.waste);
        for suit in CardSuit::ALL {
            cards.extend((1..=self.foundations[suit.index()]).filter_map(|r| Card::new(r, suit)));
        }
        cards
    }
}

impl Rules for Klondike {
    type Move = Move;
    type Error = KlondikeError;

    fn apply(&mut self, mv: &Move) -> Result<(), KlondikeError> {
        self.check(mv)?;
        self.perform(mv);
        Ok(())
    }
}
