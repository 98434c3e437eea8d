//! Deals: Parlour's numbered deals and Solvitaire's JSON deal format.
//!
//! Solvitaire's format (also read by lonelybot): `"tableau piles"` lists each pile bottom first,
//! a lower-case suit letter marking a face-down card; `"stock"` is dealt from the END of the array;
//! `"waste"` has its playable card last; `"foundation"` holds four lists, each from the ace up.

// A parser of untrusted bytes: no indexing that could panic (tests may).
#![cfg_attr(not(test), warn(clippy::indexing_slicing))]

use crate::engine::card::{Card, CardSuit};
use crate::engine::deal::rng_for;
use crate::klondike::rules::{Klondike, MAX_PILES, MIN_PILES, Options, Pile};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// Deal `deal_no` for `options`. The shuffle comes from `rng_for("klondike", deal_no)`; the pile
/// count decides how many cards go to the tableau, so the same number with another pile count
/// is another game.
pub fn deal(deal_no: u64, options: Options) -> Klondike {
    let options = options.clamped();
    let mut deck: Vec<Card> = Card::deck().collect();
    deck.shuffle(&mut rng_for("klondike", deal_no));
    let piles = usize::from(options.piles);
    let mut tableau: Vec<Pile> = vec![Pile::default(); piles];
    let mut cards = deck.into_iter();
    // Row by row, as a dealer does: row r gives one card to each pile from r on.
    for row in 0..piles {
        for pile in tableau.iter_mut().skip(row) {
            if let Some(card) = cards.next() {
                pile.cards.push(card);
            }
        }
    }
    for pile in &mut tableau {
        pile.face_down = pile.cards.len().saturating_sub(1);
    }
    Klondike::from_parts(options, tableau, cards.collect())
}

/// A deal in Solvitaire's JSON format.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolvitaireDeal {
    /// The piles, left to right, each bottom first; lower-case suit = face down.
    #[serde(rename = "tableau piles")]
    pub tableau_piles: Vec<Vec<String>>,
    /// The stock; the next card dealt is the last.
    #[serde(default)]
    pub stock: Vec<String>,
    /// The waste; the playable card is the last.
    #[serde(default)]
    pub waste: Vec<String>,
    /// Four foundation lists, each from the ace up.
    #[serde(default)]
    pub foundation: Vec<Vec<String>>,
}

/// Why a Solvitaire deal could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// Not JSON of the expected shape.
    #[error("not a Solvitaire deal: {0}")]
    Json(String),
    /// A card that does not parse.
    #[error("{place}: {source}")]
    BadCard {
        /// Where the card was.
        place: String,
        /// The parse error.
        source: crate::engine::card::BadCard,
    },
    /// The wrong number of piles.
    #[error("the deal has {0} tableau piles; Klondike takes 6 to 9")]
    PileCount(usize),
    /// A face-down card above a face-up one.
    #[error("pile {0}: a face-down card lies on a face-up one")]
    FaceDownOnFaceUp(usize),
    /// A foundation that does not run from the ace up in one suit.
    #[error("foundation {0}: cards must run from the ace up in one suit")]
    BadFoundation(usize),
    /// Two foundation lists of the same suit.
    #[error("two foundations hold {0}")]
    SameSuitFoundations(&'static str),
    /// A card listed twice.
    #[error("{0} appears twice")]
    Duplicate(Card),
    /// Cards missing from the deal.
    #[error("the deal has {0} cards, not 52")]
    CardCount(usize),
}

fn parse_card(text: &str, place: impl Fn() -> String) -> Result<(Card, bool), DealError> {
    let card: Card = text.parse().map_err(|source| DealError::BadCard {
        place: place(),
        source,
    })?;
    let face_down = text.chars().last().is_some_and(|c| c.is_ascii_lowercase());
    Ok((card, face_down))
}

/// Reads a deal from Solvitaire's JSON text, with the given rule options (the pile count comes
/// from the deal).
pub fn from_solvitaire_json(text: &str, options: Options) -> Result<Klondike, DealError> {
    let deal: SolvitaireDeal =
        serde_json::from_str(text).map_err(|e| DealError::Json(e.to_string()))?;
    from_solvitaire(&deal, options)
}

/// Builds a game from a parsed Solvitaire deal, checking that it holds each card once.
pub fn from_solvitaire(deal: &SolvitaireDeal, options: Options) -> Result<Klondike, DealError> {
    let piles = deal.tableau_piles.len();
    if !(MIN_PILES..=MAX_PILES).contains(&piles) {
        return Err(DealError::PileCount(piles));
    }
    let mut tableau = Vec::with_capacity(piles);
    for (p, texts) in deal.tableau_piles.iter().enumerate() {
        let mut pile = Pile::default();
        for (i, text) in texts.iter().enumerate() {
            let (card, face_down) = parse_card(text, || format!("pile {} card {}", p + 1, i + 1))?;
            if face_down {
                if pile.face_down < pile.cards.len() {
                    return Err(DealError::FaceDownOnFaceUp(p + 1));
                }
                pile.face_down += 1;
            }
            pile.cards.push(card);
        }
        // A pile whose top card is listed face down would be turned at once in play.
        if !pile.cards.is_empty() && pile.face_down == pile.cards.len() {
            pile.face_down -= 1;
        }
        tableau.push(pile);
    }
    let read_list = |texts: &[String], name: &str| -> Result<Vec<Card>, DealError> {
        texts
            .iter()
            .enumerate()
            .map(|(i, t)| parse_card(t, || format!("{name} card {}", i + 1)).map(|(c, _)| c))
            .collect()
    };
    let stock = read_list(&deal.stock, "stock")?;
    let waste = read_list(&deal.waste, "waste")?;
    let mut foundations = [0u8; 4];
    for (f, texts) in deal.foundation.iter().enumerate() {
        let cards = read_list(texts, &format!("foundation {}", f + 1))?;
        let Some(first) = cards.first() else {
            continue;
        };
        let suit = first.suit;
        let in_order = cards
            .iter()
            .enumerate()
            .all(|(i, c)| c.suit == suit && usize::from(c.rank) == i + 1);
        if !in_order {
            return Err(DealError::BadFoundation(f + 1));
        }
        let Some(slot) = foundations.get_mut(suit.index()) else {
            return Err(DealError::BadFoundation(f + 1));
        };
        if *slot != 0 {
            return Err(DealError::SameSuitFoundations(suit.name()));
        }
        *slot = cards.len() as u8;
    }
    let mut game = Klondike::from_parts(
        Options {
            piles: piles as u8,
            ..options
        }
        .clamped(),
        tableau,
        stock,
    );
    game.waste = waste;
    game.foundations = foundations;
    check_cards(&game)?;
    Ok(game)
}

/// Checks that the game holds each of the 52 cards exactly once.
pub fn check_cards(game: &Klondike) -> Result<(), DealError> {
    let cards = game.all_cards();
    let mut seen = [false; 52];
    for &card in &cards {
        let Some(slot) = seen.get_mut(card.index()) else {
            return Err(DealError::Duplicate(card));
        };
        if *slot {
            return Err(DealError::Duplicate(card));
        }
        *slot = true;
    }
    if cards.len() != 52 {
        return Err(DealError::CardCount(cards.len()));
    }
    Ok(())
}

/// Writes a game in Solvitaire's format (face-down cards with a lower-case suit letter).
pub fn to_solvitaire(game: &Klondike) -> SolvitaireDeal {
    let text = |card: &Card| card.to_string();
    let tableau_piles = game
        .tableau
        .iter()
        .map(|pile| {
            pile.cards
                .iter()
                .enumerate()
                .map(|(i, card)| {
                    if pile.is_face_up(i) {
                        card.to_string()
                    } else {
                        format!(
                            "{}{}",
                            card.rank_text(),
                            card.suit.letter().to_ascii_lowercase()
                        )
                    }
                })
                .collect()
        })
        .collect();
    let foundation = CardSuit::ALL
        .iter()
        .map(|&suit| {
            (1..=game.foundations.get(suit.index()).copied().unwrap_or(0))
                .filter_map(|rank| Card::new(rank, suit))
                .map(|c| c.to_string())
                .collect()
        })
        .collect();
    SolvitaireDeal {
        tableau_piles,
        stock: game.stock.iter().map(text).collect(),
        waste: game.waste.iter().map(text).collect(),
        foundation,
    }
}

/// The first deal from `from` (then `from + 1`, ...) that the solver proves winnable within
/// `nodes` positions, trying `tries` numbers; the deal `from` itself when none is (or when
/// `stop` is set). The solver keeps its pinned order, so the same number picks the same deal in
/// every version ("winnable deals only").
pub fn first_winnable(
    from: u64,
    options: Options,
    nodes: u64,
    tries: u64,
    stop: &std::sync::atomic::AtomicBool,
) -> (u64, Klondike) {
    use super::solver::{Limits, Verdict, solve};
    let limits = Limits {
        max_nodes: nodes,
        pinned_order: true,
        ..Limits::default()
    };
    for n in (0..tries).map(|k| from.wrapping_add(k)) {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let game = deal(n, options);
        if solve(&game, limits, stop).verdict == Verdict::Solvable {
            return (n, game);
        }
    }
    (from, deal(from, options))
}
