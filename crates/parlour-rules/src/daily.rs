//! The deal of the day: one deal per game and calendar date, the same for every player.
//!
//! The function from a date to a deal number is part of Parlour's promise to its players and
//! must never change between versions (the table in `tests/rules/daily.rs` pins it):
//!
//! 1. `day` = the date's days since 2000-01-01 (UTC calendar dates; 2000-01-01 is day 0).
//! 2. `mixed` = SplitMix64's finaliser of `day * 16 + game index` (the indexes are fixed in
//!    [`DailyGame::index`]).
//! 3. The candidate deal numbers are `1 + mixed % 999_999_999`, then the numbers after it.
//!    FreeCell deals Microsoft's numbers, so its candidates are `1 + mixed % 1_000_000`, then
//!    the numbers after it, going round from 1,000,000 to 1.
//! 4. Match-3 takes the first candidate (it has no losing position). Mahjong Solitaire and
//!    Shisen-Sho take the first candidate their generator deals: their deals are winnable by
//!    construction, and a number the generator gives up on is passed over. Klondike takes the
//!    first candidate the solver proves winnable within
//!    [`KLONDIKE_NODES`] positions, Spider (one suit) the first its solver finds a win for
//!    within [`SPIDER_NODES`] positions. At most [`CANDIDATES`] are tried; the node budget,
//!    not a time limit, makes the answer the same on every machine (and a change to a solver's
//!    order of search must keep the table pinned in the tests). FreeCell takes the first
//!    candidate the solver proves winnable within [`FREECELL_NODES`] positions (four cells,
//!    building by alternate colours): every Microsoft deal but a handful (11982 the first).

use crate::klondike::rules::{Options, Passes};
use crate::klondike::scoring::Scoring;
use crate::klondike::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

/// The games with a deal of the day, each in one fixed variant. Saved by [`DailyGame::key`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum DailyGame {
    /// Mahjong Solitaire on the Turtle.
    Solitaire,
    /// Shisen-Sho on the standard board without gravity, solvable deals only.
    Shisen,
    /// Klondike drawing one, seven piles, unlimited passes.
    KlondikeDraw1,
    /// Klondike drawing three, seven piles, unlimited passes.
    KlondikeDraw3,
    /// Match-3, 30 moves.
    Match3,
    /// Spider with one suit.
    SpiderOneSuit,
    /// FreeCell, four cells, Microsoft's deals.
    FreeCell,
}

/// The layout of Mahjong Solitaire's deal of the day.
pub const SOLITAIRE_LAYOUT: &str = "Turtle";

/// The board of Shisen-Sho's deal of the day (and no gravity).
pub const SHISEN_SIZE: crate::shisen::size::Size = crate::shisen::size::Size::DEFAULT;

/// Whether tiles fall in Shisen-Sho's deal of the day.
pub const SHISEN_GRAVITY: bool = false;

/// The mode of Match-3's deal of the day: 30 moves.
pub const MATCH3_MODE: crate::match3::Mode = crate::match3::Mode::Moves;

/// The suit count of Spider's deal of the day.
pub const SPIDER_SUITS: crate::spider::rules::Suits = crate::spider::rules::Suits::One;

/// Positions the Spider solver may search per candidate deal.
pub const SPIDER_NODES: u64 = 200_000;

/// Spider's fixed indexes start at 10, clear of the indexes of games added beside it (6 to 9).
const SPIDER_ONE_SUIT_INDEX: u64 = 10;
/// Positions the FreeCell solver may search per candidate deal: far more than any Microsoft
/// deal it wins needs (see BENCHMARKS.md), so a faster solver picks the same deals.
pub const FREECELL_NODES: u64 = 1_000_000;

/// Positions the Klondike solver may search per candidate deal.
pub const KLONDIKE_NODES: u64 = 200_000;

/// Candidate deals tried before giving up and taking the first one (never reached in the pinned
/// table; about one Klondike deal in eight is proven lost or undecided).
pub const CANDIDATES: u64 = 64;

/// The first day of the count.
const EPOCH: (i32, u8) = (2000, 1);

impl DailyGame {
    /// Every game with a daily deal, in menu order.
    pub const ALL: [DailyGame; 7] = [
        DailyGame::Solitaire,
        DailyGame::Shisen,
        DailyGame::KlondikeDraw1,
        DailyGame::KlondikeDraw3,
        DailyGame::Match3,
        DailyGame::SpiderOneSuit,
        DailyGame::FreeCell,
    ];

    /// The fixed index mixed into the day (never renumber).
    fn index(self) -> u64 {
        match self {
            DailyGame::Solitaire => 1,
            DailyGame::Shisen => 2,
            DailyGame::KlondikeDraw1 => 3,
            DailyGame::KlondikeDraw3 => 4,
            DailyGame::Match3 => 5,
            DailyGame::SpiderOneSuit => SPIDER_ONE_SUIT_INDEX,
            DailyGame::FreeCell => 6,
        }
    }

    /// The name on the command line and in the records (`klondike-draw3`).
    pub fn key(self) -> &'static str {
        match self {
            DailyGame::Solitaire => "solitaire",
            DailyGame::Shisen => "shisen",
            DailyGame::KlondikeDraw1 => "klondike-draw1",
            DailyGame::KlondikeDraw3 => "klondike-draw3",
            DailyGame::Match3 => "match3",
            DailyGame::SpiderOneSuit => "spider-one-suit",
            DailyGame::FreeCell => "freecell",
        }
    }

    /// The game named `key` (see [`DailyGame::key`]).
    pub fn from_key(key: &str) -> Option<DailyGame> {
        DailyGame::ALL.into_iter().find(|g| g.key() == key)
    }

    /// The Klondike rules of the daily deal, for the Klondike games.
    pub fn klondike_options(self) -> Option<Options> {
        let draw = match self {
            DailyGame::KlondikeDraw1 => 1,
            DailyGame::KlondikeDraw3 => 3,
            _ => return None,
        };
        Some(Options {
            piles: 7,
            draw,
            passes: Passes::Unlimited,
            scoring: Scoring::None,
        })
    }
}

impl DailyGame {
    /// The Spider suit count of the daily deal, for Spider.
    pub fn spider_suits(self) -> Option<crate::spider::rules::Suits> {
        (self == DailyGame::SpiderOneSuit).then_some(SPIDER_SUITS)
    }
}

/// Days from 2000-01-01 to `date` (negative before it).
pub fn day_number(date: time::Date) -> i64 {
    let epoch = time::Date::from_ordinal_date(EPOCH.0, u16::from(EPOCH.1));
    let epoch_day = epoch.map_or(2_451_545, |d| d.to_julian_day());
    i64::from(date.to_julian_day()) - i64::from(epoch_day)
}

/// SplitMix64's output function: a fixed, well-spread mix of 64 bits.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The first candidate deal number of `game` on `date` (steps 1 to 3 of the module's function).
pub fn first_candidate(game: DailyGame, date: time::Date) -> u64 {
    let day = day_number(date) as u64;
    let mixed = mix(day.wrapping_mul(16).wrapping_add(game.index()));
    match game {
        DailyGame::FreeCell => 1 + mixed % crate::freecell::deal::LAST_DEAL,
        _ => 1 + mixed % 999_999_999,
    }
}

/// The deal of the day of `game` on `date`: the same number for every player, on every OS, in
/// every version.
pub fn deal_of_the_day(game: DailyGame, date: time::Date) -> u64 {
    let first = first_candidate(game, date);
    let next = |deal_no: u64| match game {
        DailyGame::FreeCell => crate::freecell::deal::next_deal_no(deal_no),
        _ => deal_no.wrapping_add(1),
    };
    let winnable = |deal_no: u64| match game {
        DailyGame::Match3 => true,
        DailyGame::Solitaire => crate::solitaire::builtin::builtin_layout(SOLITAIRE_LAYOUT)
            .is_some_and(|layout| crate::solitaire::deal::deal(&layout, deal_no).is_ok()),
        DailyGame::Shisen => {
            crate::shisen::deal::deal(SHISEN_SIZE, SHISEN_GRAVITY, deal_no).is_ok()
        }
        DailyGame::KlondikeDraw1 | DailyGame::KlondikeDraw3 => game
            .klondike_options()
            .is_some_and(|options| klondike_proven_winnable(deal_no, options)),
        DailyGame::SpiderOneSuit => spider_won(deal_no),
        DailyGame::FreeCell => freecell_proven_winnable(deal_no),
    };
    std::iter::successors(Some(first), |&deal_no| Some(next(deal_no)))
        .take(CANDIDATES as usize)
        .find(|&deal_no| winnable(deal_no))
        .unwrap_or(first)
}

/// Whether the solver proves FreeCell deal `deal_no` winnable within the daily budget, with
/// four cells.
fn freecell_proven_winnable(deal_no: u64) -> bool {
    use crate::freecell::solver as fc;
    let Ok(game) = crate::freecell::deal::deal(deal_no, crate::freecell::rules::Options::default())
    else {
        return false;
    };
    let limits = fc::Limits {
        max_nodes: FREECELL_NODES,
        ..fc::Limits::default()
    };
    fc::solve(&game, limits, &AtomicBool::new(false)).verdict == fc::Verdict::Solvable
}

/// Whether the solver proves Klondike deal `deal_no` winnable within the daily budget.
fn klondike_proven_winnable(deal_no: u64, options: Options) -> bool {
    let game = crate::klondike::deal::deal(deal_no, options);
    let limits = Limits {
        max_nodes: KLONDIKE_NODES,
        // A small table: the budget is small, and the answer must not depend on memory.
        max_states: 1 << 20,
        // The deals of the days must not move with the solver's speed-ups.
        pinned_order: true,
        threads: 1,
    };
    solve(&game, limits, &AtomicBool::new(false)).verdict == Verdict::Solvable
}

/// Whether the Spider solver finds a win for deal `deal_no` (one suit) within the daily budget.
fn spider_won(deal_no: u64) -> bool {
    use crate::spider::solver::{Limits, Verdict, solve};
    let game = crate::spider::deal::deal(deal_no, SPIDER_SUITS);
    let limits = Limits {
        max_nodes: SPIDER_NODES,
        // A small table: the budget is small, and the answer must not depend on memory.
        max_states: 1 << 20,
    };
    solve(&game, limits, &AtomicBool::new(false)).verdict == Verdict::Solvable
}
