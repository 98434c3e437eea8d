//! Rules and solver properties: random move storms through `History`, the solver against a
//! plain exhaustive search, hints and solvable shuffles.

// Helpers outside #[test] functions panic on purpose when a test's own setup is wrong.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use parlour_rules::engine::history::{History, Rules};
use parlour_rules::engine::tile::Face;
use parlour_rules::shisen::deal::{deal, shuffle_rng};
use parlour_rules::shisen::solver::{Limits, Verdict, hint, solvable_shuffle, solve};
use parlour_rules::shisen::{Board, Move, Pos, Size};
use proptest::prelude::*;
use std::collections::HashSet;

fn face_counts(board: &Board) -> [usize; Face::COUNT] {
    let mut counts = [0; Face::COUNT];
    for (_, face) in board.tiles() {
        counts[face.index()] += 1;
    }
    counts
}

/// Plain exhaustive search through the public rules, remembering boards already explored.
fn brute_solvable(board: &Board, seen: &mut HashSet<Vec<Option<Face>>>) -> bool {
    if board.is_won() {
        return true;
    }
    if !seen.insert(board.cells().to_vec()) {
        return false;
    }
    board.removable_pairs().into_iter().any(|(a, b)| {
        let mut next = board.clone();
        next.apply(&Move::RemovePair { a, b }).is_ok() && brute_solvable(&next, seen)
    })
}

/// A dense block of tiles in the top-left corner of a 14x6 board (at the bottom with gravity),
/// from three faces, so some boards are lost.
fn small_board() -> impl Strategy<Value = Board> {
    (
        2usize..=6,
        2usize..=4,
        any::<bool>(),
        proptest::collection::vec(0usize..3, 24),
    )
        .prop_filter_map("even face counts", |(rows, cols, gravity, picks)| {
            let size = Size::new(14, 6).ok()?;
            let faces: Vec<Face> = ["1m", "5p", "7z"]
                .iter()
                .filter_map(|s| s.parse().ok())
                .collect();
            let mut cells = vec![None; size.tiles()];
            for (k, pick) in picks.iter().take(rows * cols).enumerate() {
                let (r, c) = (k / cols, k % cols);
                let row = if gravity { 5 - r } else { r };
                cells[row * 14 + c] = Some(faces[*pick]);
            }
            Board::new(size, gravity, cells).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn solver_agrees_with_exhaustive_search(board in small_board()) {
        let expected = brute_solvable(&board, &mut HashSet::new());
        match solve(&board, &Limits::nodes(1_000_000)) {
            Verdict::Solved(solution) => {
                prop_assert!(expected, "solver cleared a board the search calls lost");
                let mut replay = board.clone();
                for (a, b) in solution {
                    let applied = replay.apply(&Move::RemovePair { a, b });
                    prop_assert!(applied.is_ok(), "{:?}", applied);
                }
                prop_assert!(replay.is_won());
            }
            Verdict::Unsolvable => prop_assert!(!expected, "solver gave up a clearable board"),
            Verdict::GaveUp => prop_assert!(false, "budget too small for a tiny board"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn move_storms_conserve_tiles_and_undo_redo_exactly(
        deal_no in 0u64..1_000_000,
        gravity in any::<bool>(),
        small in any::<bool>(),
        steps in proptest::collection::vec((0u8..10, any::<usize>(), any::<u64>()), 1..120),
    ) {
        let size = if small { Size::new(14, 6).unwrap() } else { Size::DEFAULT };
        let start = deal(size, gravity, deal_no).unwrap().board;
        let initial_counts = face_counts(&start);
        let mut history = History::new(start.clone());
        for (kind, pick, seed) in steps {
            let before = history.state().clone();
            match kind {
                0..=4 => {
                    let pairs = before.removable_pairs();
                    if let Some(&(a, b)) = pairs.get(pick % pairs.len().max(1)) {
                        history.apply(Move::RemovePair { a, b }).unwrap();
                        prop_assert_eq!(history.state().tiles_left(), before.tiles_left() - 2);
                    }
                }
                5 => {
                    // Any two cells: legal or not, a refusal changes nothing.
                    let cell = |n: u64| Pos::new((n % 7) as u8, ((n / 7) % 18) as u8);
                    let mv = Move::RemovePair { a: cell(seed), b: cell(seed >> 16) };
                    if history.apply(mv).is_err() {
                        prop_assert_eq!(history.state(), &before);
                    }
                }
                6 => {
                    let mut faces: Vec<Face> = before.tiles().map(|(_, f)| f).collect();
                    let mut rng = shuffle_rng(size, gravity, seed, 0);
                    rand::seq::SliceRandom::shuffle(faces.as_mut_slice(), &mut rng);
                    history.apply(Move::Shuffle { faces }).unwrap();
                    prop_assert_eq!(face_counts(history.state()), face_counts(&before));
                }
                7 => {
                    let faces: Vec<Face> = before.tiles().map(|(_, f)| f).skip(1).collect();
                    let refused = history.apply(Move::Shuffle { faces }).is_err();
                    prop_assert!(refused || before.is_won());
                    prop_assert_eq!(history.state(), &before);
                }
                8 => { history.undo(); }
                _ => { history.redo(); }
            }
            let state = history.state();
            let counts = face_counts(state);
            for (now, was) in counts.iter().zip(initial_counts.iter()) {
                prop_assert!(now <= was && (was - now) % 2 == 0, "tiles leave only in pairs");
            }
            // With gravity, no tile floats: the board checks would refuse it.
            prop_assert!(Board::new(size, gravity, state.cells().to_vec()).is_ok());
        }
        while history.redo() {}
        let tip = history.state().clone();
        history.undo_all();
        prop_assert_eq!(history.state(), &start);
        while history.redo() {}
        prop_assert_eq!(history.state(), &tip);
    }
}

#[test]
fn hints_keep_the_deal_solvable() {
    for gravity in [false, true] {
        let mut board = deal(Size::DEFAULT, gravity, 9).unwrap().board;
        for _ in 0..10 {
            let h = hint(&board, &Limits::nodes(20_000)).unwrap();
            assert!(h.keeps_solvable);
            board.apply(&Move::RemovePair { a: h.a, b: h.b }).unwrap();
        }
        assert!(matches!(
            solve(&board, &Limits::nodes(20_000)),
            Verdict::Solved(_)
        ));
    }
    let stuck: Board = {
        let size = Size::new(14, 6).unwrap();
        let mut cells = vec![None; size.tiles()];
        for (i, f) in [(0, "1p"), (1, "2p"), (14, "2p"), (15, "1p")] {
            cells[i] = f.parse().ok();
        }
        Board::new(size, false, cells).unwrap()
    };
    assert_eq!(hint(&stuck, &Limits::nodes(1000)), None);
    assert_eq!(solve(&stuck, &Limits::nodes(1000)), Verdict::Unsolvable);
}

#[test]
fn stuck_boards_shuffle_into_solvable_ones_and_undo() {
    for gravity in [false, true] {
        let dealt = deal(Size::DEFAULT, gravity, 77).unwrap();
        let mut history = History::new(dealt.board.clone());
        for &(a, b) in dealt.solution.iter().take(30) {
            history.apply(Move::RemovePair { a, b }).unwrap();
        }
        let before = history.state().clone();
        let mut rng = shuffle_rng(Size::DEFAULT, gravity, 77, 0);
        let mv = solvable_shuffle(&before, &mut rng, &Limits::nodes(20_000), 50).unwrap();
        history.apply(mv).unwrap();
        assert_eq!(face_counts(history.state()), face_counts(&before));
        assert!(matches!(
            solve(history.state(), &Limits::nodes(20_000)),
            Verdict::Solved(_)
        ));
        assert!(history.undo());
        assert_eq!(history.state(), &before);
    }
}

#[test]
fn a_stop_flag_or_tiny_budget_gives_up_without_a_verdict() {
    let board = deal(Size::DEFAULT, true, 5).unwrap().board;
    let stop = std::sync::atomic::AtomicBool::new(true);
    let limits = Limits {
        max_nodes: u64::MAX,
        stop: Some(&stop),
    };
    assert_eq!(solve(&board, &limits), Verdict::GaveUp);
    assert_eq!(solve(&board, &Limits::nodes(3)), Verdict::GaveUp);
}
