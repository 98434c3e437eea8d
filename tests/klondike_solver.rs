//! The solver against an exhaustive search on late positions, and on Parlour's own deals, with
//! every solution replayed to a win under the rules engine.
//!
//! The reference verdicts of deals 1-50 (lonelybot and Solvitaire, in the team's shared data)
//! carry no licence, so they are not copied here: `parlour klondike solve --deal-json` checks
//! them by hand, and BENCHMARKS.md records the result.

use parlour::engine::history::Rules;
use parlour::games::klondike::deal::deal;
use parlour::games::klondike::rules::{Klondike, Options, Passes};
use parlour::games::klondike::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

/// Replays `moves` under the engine and checks the game ends won.
fn replays_to_win(game: &Klondike, moves: &[parlour::games::klondike::rules::Move]) -> bool {
    let mut game = game.clone();
    moves.iter().all(|mv| game.apply(mv).is_ok()) && game.is_won()
}

#[test]
fn own_deals_solve_and_replay() {
    let stop = AtomicBool::new(false);
    let limits = Limits {
        max_nodes: 40_000,
        ..Limits::default()
    };
    let mut solved = 0;
    for n in 1..=6 {
        let game = deal(n, Options::default());
        let solution = solve(&game, limits, &stop);
        if solution.verdict == Verdict::Solvable {
            assert!(replays_to_win(&game, &solution.moves), "deal {n}");
            solved += 1;
        }
    }
    assert!(solved >= 3, "only {solved} of 6 solved");
}

#[test]
fn a_raised_stop_flag_gives_unknown() {
    let stop = AtomicBool::new(true);
    let game = deal(1, Options::default());
    let limits = Limits {
        max_nodes: 0,
        ..Limits::default()
    };
    // Either found at once or stopped; never a proof of loss after being stopped.
    let solution = solve(&game, limits, &stop);
    assert_ne!(solution.verdict, Verdict::Unsolvable);
}

#[test]
fn a_game_in_progress_respects_its_pass_limit() {
    let stop = AtomicBool::new(false);
    // Every card is up but the spades, which sit in the waste ace first: one pass left is not
    // enough to reach the ace under the king... unless the tableau can take them, which it can.
    let mut game = deal(
        1,
        Options {
            passes: Passes::One,
            ..Options::default()
        },
    );
    game.tableau.iter_mut().for_each(|p| p.cards.clear());
    for p in &mut game.tableau {
        p.face_down = 0;
    }
    game.stock.clear();
    game.waste = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
        .split_whitespace()
        .map(|t| t.parse().unwrap_or_else(|e| panic!("{e}")))
        .collect();
    game.foundations = [13, 13, 13, 0];
    let solution = solve(&game, Limits::default(), &stop);
    assert_eq!(solution.verdict, Verdict::Solvable);
    assert!(replays_to_win(&game, &solution.moves));
}

/// Whether `game` can be won, by trying every legal move (small positions only). `None` when the
/// search passes `budget` positions.
fn brute_force_winnable(game: &Klondike, budget: usize) -> Option<bool> {
    use std::collections::HashSet;
    // With unlimited passes the recycle count does not matter; the score never does.
    let key = |g: &Klondike| {
        let mut k = g.clone();
        k.score = 0;
        if g.options.passes == Passes::Unlimited {
            k.recycles = 0;
        }
        k
    };
    let mut seen = HashSet::new();
    let mut stack = vec![game.clone()];
    seen.insert(key(game));
    while let Some(g) = stack.pop() {
        if g.is_won() {
            return Some(true);
        }
        for mv in g.legal_moves() {
            let mut next = g.clone();
            if next.apply(&mv).is_ok() && seen.insert(key(&next)) {
                if seen.len() > budget {
                    return None;
                }
                stack.push(next);
            }
        }
    }
    Some(false)
}

/// A late position: each suit's foundation holds up to `heights`, and the other cards lie in the
/// stock and under single face-up cards in the piles, as `order` shuffles them.
fn late_position(
    heights: [u8; 4],
    order: &[usize],
    in_stock: usize,
    draw: u8,
    passes: Passes,
) -> Klondike {
    use parlour::engine::card::{Card, CardSuit};
    use parlour::games::klondike::rules::Pile;
    let mut rest: Vec<Card> = CardSuit::ALL
        .into_iter()
        .flat_map(|suit| {
            (heights[suit.index()] + 1..=13).filter_map(move |rank| Card::new(rank, suit))
        })
        .collect();
    // A Fisher-Yates shuffle driven by the generated picks.
    for (i, &pick) in order.iter().enumerate().take(rest.len()) {
        let j = i + pick % (rest.len() - i);
        rest.swap(i, j);
    }
    let options = Options {
        draw,
        passes,
        ..Options::default()
    };
    let in_stock = in_stock.min(rest.len());
    let stock = rest.split_off(rest.len() - in_stock);
    let mut tableau = vec![Pile::default(); 7];
    for (i, card) in rest.into_iter().enumerate() {
        tableau[i % 7].cards.push(card);
    }
    for pile in &mut tableau {
        pile.face_down = pile.cards.len().saturating_sub(1);
    }
    let mut game = Klondike::from_parts(options, tableau, stock);
    game.foundations = heights;
    game
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]

    /// The solver's verdicts against an exhaustive search: it never calls a winnable position
    /// lost, never calls a lost one winnable, and its wins replay.
    #[test]
    fn solver_agrees_with_exhaustive_search(
        heights in proptest::array::uniform4(9u8..=13),
        order in proptest::collection::vec(0usize..64, 20),
        in_stock in 0usize..8,
        draw in 1u8..=3,
        passes in 0usize..3,
    ) {
        let passes = [Passes::Unlimited, Passes::Three, Passes::One][passes];
        let game = late_position(heights, &order, in_stock, draw, passes);
        let Some(expected) = brute_force_winnable(&game, 40_000) else {
            return Ok(());
        };
        let solution = solve(&game, Limits::default(), &AtomicBool::new(false));
        match solution.verdict {
            Verdict::Solvable => {
                proptest::prop_assert!(expected, "the solver won a lost position");
                proptest::prop_assert!(replays_to_win(&game, &solution.moves));
            }
            Verdict::Unsolvable => {
                proptest::prop_assert!(!expected, "the solver called a winnable position lost")
            }
            Verdict::Unknown => proptest::prop_assert!(false, "unlimited search gave up"),
        }
    }
}
