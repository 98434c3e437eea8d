//! Microsoft's numbered FreeCell deals, the ones every FreeCell player knows (deal 1, the
//! unsolvable 11982).
//!
//! This is the one deal generator that does not draw from [`crate::engine::deal::rng_for`]:
//! players expect deal 617 to be Microsoft's deal 617, so the deal comes from Microsoft's own
//! generator, the C library's linear congruential `rand()` (`seed = seed * 214013 + 2531011`,
//! bits 16 to 30 of the seed out), picking cards from a deck ordered `AC AD AH AS 2C ...` and
//! filling the eight columns in turn. It is plain integer arithmetic, the same on every OS.

use crate::engine::card::{Card, CardSuit};
use crate::freecell::rules::{COLUMNS, FreeCell, Options};
use crate::freecell::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

/// The first Microsoft deal number.
pub const FIRST_DEAL: u64 = 1;
/// The last deal number Parlour deals (Microsoft's later versions go further with another
/// generator; a million is the range players share).
pub const LAST_DEAL: u64 = 1_000_000;

/// Why a deal number cannot be dealt.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("FreeCell deals are numbered {FIRST_DEAL} to {LAST_DEAL}, not {0}")]
pub struct DealOutOfRange(pub u64);

/// Microsoft's generator: the C library's `rand()` of the time.
struct MsRand {
    seed: u32,
}

impl MsRand {
    fn next(&mut self) -> u32 {
        self.seed = self.seed.wrapping_mul(214_013).wrapping_add(2_531_011) & 0x7fff_ffff;
        self.seed >> 16
    }
}

/// The eight columns of Microsoft deal `deal_no`, each from the first card dealt (the bottom)
/// to the top card.
pub fn ms_columns(deal_no: u64) -> Result<Vec<Vec<Card>>, DealOutOfRange> {
    if !(FIRST_DEAL..=LAST_DEAL).contains(&deal_no) {
        return Err(DealOutOfRange(deal_no));
    }
    let mut rng = MsRand {
        seed: deal_no as u32,
    };
    // Microsoft's deck order: rank by rank, each rank in the suit order C D H S.
    let mut deck: Vec<Card> = (1..=13)
        .flat_map(|rank| {
            CardSuit::ALL
                .into_iter()
                .map(move |suit| Card { rank, suit })
        })
        .collect();
    let mut columns: Vec<Vec<Card>> = (0..COLUMNS).map(|_| Vec::with_capacity(7)).collect();
    for i in 0..52 {
        let left = deck.len() as u32;
        // `swap_remove` takes the card and puts the deck's last card in its place, as
        // Microsoft's code does.
        let card = deck.swap_remove((rng.next() % left) as usize);
        if let Some(column) = columns.get_mut(i % COLUMNS) {
            column.push(card);
        }
    }
    Ok(columns)
}

/// Microsoft deal `deal_no` under `options` (the cells and the building rule do not change
/// the deal).
pub fn deal(deal_no: u64, options: Options) -> Result<FreeCell, DealOutOfRange> {
    Ok(FreeCell::from_columns(options, ms_columns(deal_no)?))
}

/// The deal number after `deal_no` in the range, going round from the last to the first.
pub fn next_deal_no(deal_no: u64) -> u64 {
    if (FIRST_DEAL..LAST_DEAL).contains(&deal_no) {
        deal_no + 1
    } else {
        FIRST_DEAL
    }
}

/// How many deal numbers [`winnable_deal_from`] tries before giving up.
pub const WINNABLE_TRIES: u64 = 1000;

/// Positions the solver may search for each deal [`winnable_deal_from`] tries: a budget in
/// positions, not time, so every machine picks the same deal.
pub const WINNABLE_NODES: u64 = 100_000;

/// Whether the solver proves deal `deal_no` winnable under `options` within
/// [`WINNABLE_NODES`] positions.
pub fn proven_winnable(deal_no: u64, options: Options) -> bool {
    let Ok(game) = deal(deal_no, options) else {
        return false;
    };
    let limits = Limits {
        max_nodes: WINNABLE_NODES,
        // A small table: the budget is small, and the answer must not depend on memory.
        max_states: 1 << 21,
    };
    solve(&game, limits, &AtomicBool::new(false)).verdict == Verdict::Solvable
}

/// "Winnable deals only": the first deal from `deal_no` on (itself included, going round
/// from the last deal to the first) that the solver proves winnable under `options`, or `None`
/// when none of [`WINNABLE_TRIES`] deals is (with no free cell, few deals can be won).
pub fn winnable_deal_from(deal_no: u64, options: Options) -> Option<u64> {
    let first = if (FIRST_DEAL..=LAST_DEAL).contains(&deal_no) {
        deal_no
    } else {
        FIRST_DEAL
    };
    std::iter::successors(Some(first), |&n| Some(next_deal_no(n)))
        .take(WINNABLE_TRIES as usize)
        .find(|&n| proven_winnable(n, options))
}
