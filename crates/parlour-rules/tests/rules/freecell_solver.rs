//! FreeCell's solver: every "solvable" answer's moves, written in the notation, replayed by an
//! independent checker (below: its own board of text cards and its own reading of the rules,
//! nothing of the engine's); the verdicts fc-solve gives (freecell-solver-bin 6.x, `fc-solve
//! --freecells-num K -to 01ABCDE`, atomic moves, so an exhaustive search) for a few deals
//! with fewer cells; 11982 proven unsolvable; any position, not only a deal; the stop flag.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failed unwrap is a failed test

use parlour_rules::engine::history::Rules;
use parlour_rules::freecell::assist::hint;
use parlour_rules::freecell::deal::{deal, winnable_deal_from};
use parlour_rules::freecell::rules::{Build, FreeCell, Options};
use parlour_rules::freecell::solver::{Limits, Verdict, solve};
use std::sync::atomic::AtomicBool;

/// The independent checker: cards as text (`TD`), columns bottom first.
struct Checker {
    columns: Vec<Vec<(u8, char)>>,
    cells: Vec<Option<(u8, char)>>,
    home: [u8; 4],
    by_suit: bool,
}

const SUITS: [char; 4] = ['C', 'D', 'H', 'S'];

fn read_card(text: &str) -> (u8, char) {
    let mut chars = text.chars();
    let rank = "A23456789TJQK".find(chars.next().unwrap()).unwrap() as u8 + 1;
    let suit = chars.next().unwrap();
    assert!(SUITS.contains(&suit), "{text}");
    (rank, suit)
}

fn is_red(suit: char) -> bool {
    suit == 'D' || suit == 'H'
}

impl Checker {
    fn new(columns: &[Vec<String>], cells: usize, by_suit: bool) -> Checker {
        Checker {
            columns: columns
                .iter()
                .map(|c| c.iter().map(|t| read_card(t)).collect())
                .collect(),
            cells: vec![None; cells],
            home: [0; 4],
            by_suit,
        }
    }

    fn suit_index(suit: char) -> usize {
        SUITS.iter().position(|&s| s == suit).unwrap()
    }

    /// Whether `upper` may lie on `lower` in a column.
    fn holds(&self, lower: (u8, char), upper: (u8, char)) -> bool {
        upper.0 + 1 == lower.0
            && if self.by_suit {
                upper.1 == lower.1
            } else {
                is_red(upper.1) != is_red(lower.1)
            }
    }

    fn go_home(&mut self, card: (u8, char)) -> Result<(), String> {
        let slot = &mut self.home[Self::suit_index(card.1)];
        if *slot + 1 != card.0 {
            return Err(format!("{card:?} is not next on its foundation"));
        }
        *slot = card.0;
        Ok(())
    }

    /// Plays one move written in the notation, or says why it is illegal.
    fn play(&mut self, text: &str) -> Result<(), String> {
        let (ends, count) = match text.split_once('x') {
            Some((ends, n)) => (ends, n.parse::<usize>().map_err(|e| e.to_string())?),
            None => (text, 1),
        };
        let chars: Vec<char> = ends.chars().collect();
        if chars.len() != 2 || count == 0 {
            return Err(format!("{text}: not a move"));
        }
        let column = |c: char| c.to_digit(10).map(|d| d as usize - 1).filter(|&d| d < 8);
        let cell_count = self.cells.len();
        let cell = |c: char| ('a'..='d').position(|l| l == c).filter(|&i| i < cell_count);
        let (from, to) = (chars[0], chars[1]);
        // Take the moving cards off their place.
        let moving: Vec<(u8, char)> = if let Some(c) = column(from) {
            let len = self.columns[c].len();
            if count > len {
                return Err(format!("{text}: column {} has {len} cards", c + 1));
            }
            let run = self.columns[c][len - count..].to_vec();
            if !run.windows(2).all(|w| self.holds(w[0], w[1])) {
                return Err(format!("{text}: not a run"));
            }
            run
        } else if let Some(i) = cell(from) {
            if count != 1 {
                return Err(format!("{text}: one card leaves a cell"));
            }
            vec![self.cells[i].ok_or(format!("{text}: empty cell"))?]
        } else {
            return Err(format!("{text}: bad source"));
        };
        let free = self.cells.iter().filter(|c| c.is_none()).count();
        match (column(to), cell(to), to) {
            (Some(t), _, _) => {
                if column(from) == Some(t) {
                    return Err(format!("{text}: same column"));
                }
                let empty = self
                    .columns
                    .iter()
                    .enumerate()
                    .filter(|(i, c)| c.is_empty() && *i != t)
                    .count();
                let limit = (free + 1) << empty;
                if count > limit {
                    return Err(format!("{text}: {count} cards, room for {limit}"));
                }
                if let Some(&top) = self.columns[t].last()
                    && !self.holds(top, moving[0])
                {
                    return Err(format!("{text}: {:?} does not go on {top:?}", moving[0]));
                }
                self.columns[t].extend(&moving);
            }
            (None, Some(i), _) => {
                if count != 1 || self.cells[i].is_some() {
                    return Err(format!("{text}: cell taken"));
                }
                self.cells[i] = Some(moving[0]);
            }
            (None, None, 'h') => {
                if count != 1 {
                    return Err(format!("{text}: one card goes home"));
                }
                self.go_home(moving[0])?;
            }
            _ => return Err(format!("{text}: bad destination")),
        }
        if let Some(c) = column(from) {
            let len = self.columns[c].len();
            self.columns[c].truncate(len - count);
        } else if let Some(i) = cell(from) {
            self.cells[i] = None;
        }
        Ok(())
    }

    fn is_won(&self) -> bool {
        self.home == [13; 4]
    }
}

fn columns_text(game: &FreeCell) -> Vec<Vec<String>> {
    game.columns
        .iter()
        .map(|c| c.iter().map(|card| card.short()).collect())
        .collect()
}

/// Solves deal `deal_no` and, when the solver says solvable, replays its moves in the
/// checker to a win. Returns the verdict.
fn solve_and_check(deal_no: u64, options: Options) -> Verdict {
    let game = deal(deal_no, options).unwrap();
    let solution = solve(&game, Limits::default(), &AtomicBool::new(false));
    if solution.verdict == Verdict::Solvable {
        let mut checker = Checker::new(
            &columns_text(&game),
            usize::from(options.cells),
            options.build == Build::SameSuit,
        );
        for (i, m) in solution.moves.iter().enumerate() {
            let text = m.to_string();
            if let Err(why) = checker.play(&text) {
                panic!("deal {deal_no} {options:?}: move {i} {why}");
            }
        }
        assert!(checker.is_won(), "deal {deal_no}: the moves do not win");
    }
    solution.verdict
}

fn cells(cells: u8) -> Options {
    Options {
        cells,
        build: Build::AlternateColours,
    }
}

#[test]
fn the_first_deals_are_won_and_every_move_checks_out() {
    for deal_no in (1..=60).chain([164, 617, 1941, 1_000_000]) {
        assert_eq!(
            solve_and_check(deal_no, cells(4)),
            Verdict::Solvable,
            "deal {deal_no}"
        );
    }
}

#[test]
fn deal_11982_is_proven_unsolvable_with_four_cells() {
    assert_eq!(solve_and_check(11982, cells(4)), Verdict::Unsolvable);
}

/// fc-solve's verdicts with fewer cells (run by hand, see the module's comment).
#[test]
fn fewer_cells_agree_with_fc_solve() {
    let cases: [(u64, u8, Verdict); 14] = [
        (1, 1, Verdict::Unsolvable),
        (2, 1, Verdict::Solvable),
        (3, 1, Verdict::Unsolvable),
        (4, 1, Verdict::Unsolvable),
        (6, 1, Verdict::Unsolvable),
        (8, 1, Verdict::Solvable),
        (9, 1, Verdict::Unsolvable),
        (10, 1, Verdict::Unsolvable),
        (1, 0, Verdict::Unsolvable),
        (2, 0, Verdict::Unsolvable),
        (3, 0, Verdict::Unsolvable),
        (7, 0, Verdict::Unsolvable),
        (8, 0, Verdict::Unsolvable),
        (10, 0, Verdict::Unsolvable),
    ];
    for (deal_no, k, expected) in cases {
        assert_eq!(
            solve_and_check(deal_no, cells(k)),
            expected,
            "deal {deal_no}, {k} cells"
        );
    }
}

#[test]
fn bakers_game_solutions_check_out_under_building_by_suit() {
    let baker = Options {
        cells: 4,
        build: Build::SameSuit,
    };
    let mut solved = 0;
    for deal_no in 1..=12 {
        let verdict = solve_and_check(deal_no, baker);
        assert_ne!(verdict, Verdict::Unknown, "deal {deal_no}");
        solved += usize::from(verdict == Verdict::Solvable);
    }
    assert!(solved > 0);
}

/// The solver answers for the position on the table, not only a deal: part way through a
/// solution it still finds a win, and from a lost deal part way on it still proves the loss.
#[test]
fn positions_part_way_through_are_solved_too() {
    let mut game = deal(617, cells(4)).unwrap();
    let first = solve(&game, Limits::default(), &AtomicBool::new(false));
    for m in &first.moves[..first.moves.len() / 2] {
        game.apply(m).unwrap();
    }
    let rest = solve(&game, Limits::default(), &AtomicBool::new(false));
    assert_eq!(rest.verdict, Verdict::Solvable);
    for m in &rest.moves {
        game.apply(m).unwrap();
    }
    assert!(game.is_won());

    let mut lost = deal(11982, cells(4)).unwrap();
    let first = lost.legal_moves()[0];
    lost.apply(&first).unwrap();
    let solution = solve(&lost, Limits::default(), &AtomicBool::new(false));
    assert_eq!(solution.verdict, Verdict::Unsolvable);
}

#[test]
fn a_hint_is_the_first_move_of_a_win() {
    let game = deal(1, cells(4)).unwrap();
    let stop = AtomicBool::new(false);
    let first = hint(&game, Limits::default(), &stop).unwrap();
    let mut after = game.clone();
    after.apply(&first).unwrap();
    assert_eq!(
        solve(&after, Limits::default(), &stop).verdict,
        Verdict::Solvable
    );
    assert_eq!(
        hint(&deal(11982, cells(4)).unwrap(), Limits::default(), &stop),
        None
    );
}

#[test]
fn a_raised_stop_flag_or_a_spent_budget_gives_unknown_never_a_wrong_verdict() {
    let game = deal(11982, cells(4)).unwrap();
    let stopped = solve(&game, Limits::default(), &AtomicBool::new(true));
    assert_eq!(stopped.verdict, Verdict::Unknown);
    let small = Limits {
        max_nodes: 1000,
        ..Limits::default()
    };
    assert_eq!(
        solve(&game, small, &AtomicBool::new(false)).verdict,
        Verdict::Unknown
    );
    let tiny_table = Limits {
        max_states: 500,
        ..Limits::default()
    };
    assert_eq!(
        solve(&game, tiny_table, &AtomicBool::new(false)).verdict,
        Verdict::Unknown
    );
}

#[test]
fn winnable_only_skips_the_unsolvable_deals() {
    assert_eq!(winnable_deal_from(11982, cells(4)), Some(11983));
    assert_eq!(winnable_deal_from(617, cells(4)), Some(617));
    // With one cell, deal 1 is lost and deal 2 won (fc-solve agrees, above).
    assert_eq!(winnable_deal_from(1, cells(1)), Some(2));
}
