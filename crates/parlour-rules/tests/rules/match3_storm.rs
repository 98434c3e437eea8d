//! Random move storms: the board stays full, line-free and with a swap between turns; the turn
//! log replays to the new board; undo-all then redo-all through `History` is exact, and so is
//! replaying the moves from the deal (the refills come from the RNG in the state).

use parlour_rules::engine::history::{History, Rules};
use parlour_rules::match3::{Board, Gem, Match3, Mode, Move, Pos, TurnLog, hint};
use proptest::prelude::*;

/// Rebuilds the board after a turn from the board before it and the turn's log alone, the way
/// an animation would, and checks each step's bookkeeping on the way.
fn replay(before: &Board, log: &TurnLog) -> Option<Vec<Gem>> {
    let (a, b) = log.swap;
    let mut grid: Vec<Option<Gem>> = before.gems().iter().copied().map(Some).collect();
    grid.swap(index(a), index(b));
    for step in &log.steps {
        for m in &step.matches {
            assert!(m.cells.iter().all(|c| step.cleared.contains(c)));
        }
        for f in &step.fired {
            assert!(step.cleared.contains(&f.at));
        }
        for &cell in &step.cleared {
            assert!(grid[index(cell)].is_some(), "{cell} cleared twice");
            grid[index(cell)] = None;
        }
        for made in &step.created {
            grid[index(made.at)] = Some(made.gem);
        }
        for fall in &step.falls {
            assert!(fall.to.y > fall.from.y && fall.to.x == fall.from.x);
            assert!(
                grid[index(fall.to)].is_none(),
                "fell onto a gem at {}",
                fall.to
            );
            grid[index(fall.to)] = grid[index(fall.from)].take();
        }
        for new in &step.entering {
            assert!(new.start_row < 0);
            assert!(
                grid[index(new.at)].is_none(),
                "new gem onto a gem at {}",
                new.at
            );
            grid[index(new.at)] = Some(new.gem);
        }
        let points: u32 = step.matches.iter().map(|m| m.points).sum::<u32>()
            + step.fired.iter().map(|f| f.points).sum::<u32>();
        assert_eq!(points, step.points);
    }
    let mut gems: Vec<Gem> = grid.into_iter().collect::<Option<Vec<Gem>>>()?;
    if let Some(shuffle) = &log.reshuffle {
        if shuffle.replaced {
            return None;
        }
        let old = gems.clone();
        for m in &shuffle.moves {
            gems[index(m.to)] = old[index(m.from)];
        }
    }
    Some(gems)
}

fn index(pos: Pos) -> usize {
    usize::from(pos.y) * 8 + usize::from(pos.x)
}

/// Checks what must hold between turns.
fn check_between_turns(state: &Match3) {
    let board = state.board();
    assert_eq!(board.gems().len(), 64);
    assert!(!board.has_line(), "a line stands:\n{board}");
    assert!(board.has_swap(), "no swap left:\n{board}");
    assert!(!hint::valid_swaps(board).is_empty());
}

/// One player input in a storm: pick the `pick`-th legal swap (either way round), or try a
/// random neighbour pair that may well be refused.
#[derive(Clone, Debug)]
enum Input {
    Legal { pick: usize, flip: bool },
    Any { x: u8, y: u8, down: bool },
}

fn input() -> impl Strategy<Value = Input> {
    prop_oneof![
        3 => (any::<usize>(), any::<bool>()).prop_map(|(pick, flip)| Input::Legal { pick, flip }),
        1 => (0u8..9, 0u8..9, any::<bool>()).prop_map(|(x, y, down)| Input::Any { x, y, down }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn storms_keep_the_board_sound_and_history_exact(
        deal_no in 0u64..1_000_000_000,
        inputs in prop::collection::vec(input(), 1..30),
    ) {
        let mut history = History::new(Match3::new(deal_no, Mode::Endless));
        check_between_turns(history.state());
        let mut accepted = 0;
        for input in inputs {
            let mv = match input {
                Input::Legal { pick, flip } => {
                    let swaps = hint::valid_swaps(history.state().board());
                    let (a, b) = swaps[pick % swaps.len()];
                    if flip { Move::Swap { a: b, b: a } } else { Move::Swap { a, b } }
                }
                Input::Any { x, y, down } => {
                    let a = Pos::new(x, y);
                    let b = if down { Pos::new(x, y + 1) } else { Pos::new(x + 1, y) };
                    Move::Swap { a, b }
                }
            };
            let before = history.state().clone();
            match history.apply(mv) {
                Ok(()) => {
                    accepted += 1;
                    let after = history.state();
                    let Some(log) = after.last_turn() else {
                        panic!("an accepted swap left no log")
                    };
                    prop_assert!(!log.steps.is_empty());
                    prop_assert_eq!(after.score(), before.score() + u64::from(log.points));
                    prop_assert_eq!(after.moves_made(), before.moves_made() + 1);
                    if let Some(gems) = replay(before.board(), log) {
                        prop_assert_eq!(gems.as_slice(), after.board().gems());
                    }
                }
                Err(_) => prop_assert_eq!(history.state(), &before),
            }
            check_between_turns(history.state());
        }
        let last = history.state().clone();
        // Replaying the moves alone from the deal must draw the very same gems.
        let replayed = History::from_record(history.to_record());
        prop_assert_eq!(replayed.ok().map(|h| h.state().clone()), Some(last.clone()));
        history.undo_all();
        prop_assert_eq!(history.state(), &Match3::new(deal_no, Mode::Endless));
        prop_assert_eq!(history.redo_len(), accepted);
        while history.redo() {}
        prop_assert_eq!(history.state(), &last);
    }
}

#[test]
fn refused_moves_through_history_change_nothing() {
    let mut history = History::new(Match3::new(3, Mode::Moves));
    let before = history.state().clone();
    let far = Move::Swap {
        a: Pos::new(0, 0),
        b: Pos::new(5, 5),
    };
    assert!(history.apply(far).is_err());
    assert_eq!(history.state(), &before);
    assert!(!history.can_undo());
}

/// Auto-play many turns with the hint chooser: the board stays sound, the specials and the
/// reshuffle all come up, and a moves game stops at thirty.
#[test]
fn auto_play_stays_sound_and_meets_every_special() {
    let mut made = [0usize; 3];
    let mut fired = 0;
    let mut longest_cascade = 0;
    let mut reshuffles = 0;
    for deal_no in 0..6 {
        let mut state = Match3::new(deal_no, Mode::Endless);
        for _ in 0..150 {
            let Some(best) = hint::best_swap(state.board()) else {
                panic!("no swap between turns");
            };
            let before = state.clone();
            assert_eq!(
                state.apply(&Move::Swap {
                    a: best.a,
                    b: best.b
                }),
                Ok(())
            );
            let Some(log) = state.last_turn() else {
                panic!("no log")
            };
            if let Some(gems) = replay(before.board(), log) {
                assert_eq!(gems.as_slice(), state.board().gems());
            }
            for step in &log.steps {
                for c in &step.created {
                    match c.gem {
                        Gem::Blaster { .. } => made[0] += 1,
                        Gem::Bomb(_) => made[1] += 1,
                        Gem::ColourBomb => made[2] += 1,
                        Gem::Plain(_) => panic!("a plain gem listed as a special"),
                    }
                }
                fired += step.fired.len();
            }
            longest_cascade = longest_cascade.max(log.steps.len());
            reshuffles += usize::from(log.reshuffle.is_some());
            check_between_turns(&state);
        }
    }
    assert!(made.iter().all(|&n| n > 0), "specials made: {made:?}");
    assert!(fired > 0);
    assert!(longest_cascade >= 2);
    assert!(reshuffles > 0, "no turn ended on a stuck board");

    let mut moves_game = Match3::new(9, Mode::Moves);
    for _ in 0..Mode::MOVES {
        let Some(best) = hint::best_swap(moves_game.board()) else {
            panic!("no swap");
        };
        assert!(
            moves_game
                .apply(&Move::Swap {
                    a: best.a,
                    b: best.b
                })
                .is_ok()
        );
    }
    assert!(moves_game.is_over(0.0));
    let Some(best) = hint::best_swap(moves_game.board()) else {
        panic!("no swap");
    };
    assert!(
        moves_game
            .apply(&Move::Swap {
                a: best.a,
                b: best.b
            })
            .is_err()
    );
}
