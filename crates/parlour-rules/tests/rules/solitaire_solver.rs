//! The solver against a brute-force search, its solutions under an independent free rule, and
//! hints. (The headless commands are tested in the app's `tests/cli`.)

use crate::solitaire_layouts;

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use parlour_rules::engine::history::Rules;
use parlour_rules::engine::tile::Face;
use parlour_rules::solitaire::deal::{deal, random_deal};
use parlour_rules::solitaire::layout::{Layout, TilePos};
use parlour_rules::solitaire::rules::{Move, SolitaireState};
use parlour_rules::solitaire::solver::{Solver, Verdict, hints};
use proptest::prelude::*;
use solitaire_layouts::*;

/// Plain exhaustive search with the independent free rule: can these tiles be cleared?
fn brute_force(tiles: &[TilePos], faces: &[Face], present: &mut Vec<bool>) -> bool {
    brute_force_memo(tiles, faces, present, &mut HashSet::new())
}

/// A random small layout: `n` tiles on a 4x3 grid of half-offset cells over three layers, with
/// no two tiles overlapping on one layer.
fn random_layout(seeds: &[(i32, i32, i32)]) -> Layout {
    let mut tiles: Vec<TilePos> = Vec::new();
    for &(x, y, z) in seeds {
        let p = TilePos { x, y, z };
        if !tiles
            .iter()
            .any(|o| o.z == p.z && (o.x - p.x).abs() < 2 && (o.y - p.y).abs() < 2)
        {
            tiles.push(p);
        }
    }
    if tiles.len() % 2 == 1 {
        tiles.pop();
    }
    Layout {
        name: "random".into(),
        author: "tests".into(),
        tiles,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn solver_agrees_with_brute_force(
        seeds in prop::collection::vec((0i32..8, 0i32..5, 0i32..3), 8..22),
        groups in prop::collection::vec(0usize..4, 11),
        probe in any::<bool>(),
    ) {
        let layout = random_layout(&seeds);
        let n = layout.tiles.len();
        // Few distinct groups, so choices matter: pairs of faces from four groups (one of
        // them the flowers, whose faces differ but match).
        let pool = ["1m", "2m", "3p", "1f"];
        let mut faces = Vec::new();
        for g in groups.iter().take(n / 2) {
            let f: Face = pool[*g].parse().unwrap();
            let partner = if pool[*g] == "1f" { "3f".parse().unwrap() } else { f };
            faces.push(f);
            faces.push(partner);
        }
        // Interleave so pairs are spread over the layout.
        let faces: Vec<Face> = (0..n).map(|i| faces[(i * 7) % n.max(1)]).collect();
        let state = SolitaireState::new(layout.clone(), faces.clone(), 0);
        let mut solver = Solver::new(&state);
        solver.set_probing(probe);
        let verdict = solver.solve(state.removed(), &AtomicBool::new(false));
        agrees_with_brute_force(&layout, &faces, state.removed(), verdict)?;
    }
}

/// Exhaustive search with the independent free rule, remembering failed positions so that late
/// positions of a full layout (a few dozen tiles) stay quick.
fn brute_force_memo(
    tiles: &[TilePos],
    faces: &[Face],
    present: &mut Vec<bool>,
    failed: &mut HashSet<Vec<bool>>,
) -> bool {
    if present.iter().all(|p| !p) {
        return true;
    }
    if failed.contains(present) {
        return false;
    }
    let free: Vec<usize> = (0..tiles.len())
        .filter(|&i| free_by_definition(tiles, present, i))
        .collect();
    for (k, &a) in free.iter().enumerate() {
        for &b in &free[k + 1..] {
            if faces[a].matches(faces[b]) {
                present[a] = false;
                present[b] = false;
                let ok = brute_force_memo(tiles, faces, present, failed);
                present[a] = true;
                present[b] = true;
                if ok {
                    return true;
                }
            }
        }
    }
    failed.insert(present.clone());
    false
}

/// The solver's `verdict` on the position with `removed` tiles gone must match exhaustive
/// search, and a solution must replay under the free rule.
fn agrees_with_brute_force(
    layout: &Layout,
    faces: &[Face],
    removed: &[bool],
    verdict: Verdict,
) -> Result<(), TestCaseError> {
    let mut present: Vec<bool> = removed.iter().map(|g| !g).collect();
    let expected = brute_force_memo(&layout.tiles, faces, &mut present, &mut HashSet::new());
    match verdict {
        Verdict::Solvable(solution) => {
            prop_assert!(expected, "solver found a solution brute force did not");
            let problem = replay_problem(&layout.tiles, faces, &present, &solution);
            prop_assert!(problem.is_none(), "{:?}", problem);
        }
        Verdict::Unsolvable => prop_assert!(!expected, "solver missed a solution"),
        Verdict::Unknown => prop_assert!(false, "no stop was requested"),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Late positions of plainly random Turtle deals: whole matching pairs are taken off at
    /// random (not necessarily by legal play, which the solver must not assume) until `left`
    /// tiles remain; the solver's verdict must match exhaustive search, and its solution replay,
    /// with and without probing.
    #[test]
    fn solver_agrees_with_brute_force_on_late_turtle_positions(
        deal_no in 1u64..100_000,
        left in 8usize..=26,
        order in prop::collection::vec(any::<u64>(), 144),
        probe in any::<bool>(),
    ) {
        let layout = turtle();
        let state = random_deal(&layout, deal_no).unwrap();
        let faces = state.faces().to_vec();
        let n = faces.len();
        // Pair up each group's tiles as dealt, then keep `left / 2` pairs in a random order.
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        for i in 0..n {
            match open.iter().position(|&j| faces[j].matches(faces[i])) {
                Some(k) => pairs.push((open.swap_remove(k), i)),
                None => open.push(i),
            }
        }
        let mut keyed: Vec<(u64, (usize, usize))> =
            pairs.iter().enumerate().map(|(k, &p)| (order[k % order.len()], p)).collect();
        keyed.sort();
        let mut removed = vec![true; n];
        for &(_, (a, b)) in keyed.iter().take(left / 2) {
            removed[a] = false;
            removed[b] = false;
        }
        let mut solver = Solver::new(&state);
        solver.set_probing(probe);
        let verdict = solver.solve(&removed, &AtomicBool::new(false));
        // The same solver asked again in the other mode: nothing it kept may change the answer.
        solver.set_probing(!probe);
        let again = solver.solve(&removed, &AtomicBool::new(false));
        prop_assert_eq!(verdict.as_option(), again.as_option());
        agrees_with_brute_force(&layout, &faces, &removed, verdict)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(80))]

    /// Late positions of plainly random Turtle deals made of whole matching groups (four tiles
    /// each), so that every group has three pairings to probe, refute and inherit: the verdict
    /// must match exhaustive search, with and without probing from the first position.
    #[test]
    fn solver_agrees_with_brute_force_on_whole_groups_of_turtle(
        deal_no in 1u64..100_000,
        keep in 3usize..=6,
        order in prop::collection::vec(any::<u64>(), 36),
        probe in any::<bool>(),
    ) {
        let layout = turtle();
        let state = random_deal(&layout, deal_no).unwrap();
        let faces = state.faces().to_vec();
        let n = faces.len();
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for i in 0..n {
            match groups.iter_mut().find(|g| faces[g[0]].matches(faces[i])) {
                Some(g) => g.push(i),
                None => groups.push(vec![i]),
            }
        }
        let mut keyed: Vec<(u64, usize)> =
            (0..groups.len()).map(|k| (order[k % order.len()], k)).collect();
        keyed.sort();
        let mut removed = vec![true; n];
        for &(_, k) in keyed.iter().take(keep) {
            for &t in &groups[k] {
                removed[t] = false;
            }
        }
        let mut solver = Solver::new(&state);
        solver.set_probing(probe);
        let verdict = solver.solve(&removed, &AtomicBool::new(false));
        agrees_with_brute_force(&layout, &faces, &removed, verdict)?;
    }
}

#[test]
fn generated_deals_are_solved_and_solutions_replay() {
    let stop = AtomicBool::new(false);
    for layout in [turtle(), pyramid(), bridge()] {
        for deal_no in 1..6 {
            let state = deal(&layout, deal_no).unwrap().state;
            match Solver::new(&state).solve(state.removed(), &stop) {
                Verdict::Solvable(solution) => {
                    let present = vec![true; layout.tiles.len()];
                    assert_eq!(
                        replay_problem(&layout.tiles, state.faces(), &present, &solution),
                        None
                    );
                }
                other => panic!("{} deal {deal_no}: {other:?}", layout.name),
            }
        }
    }
}

#[test]
fn a_set_stop_flag_gives_unknown_or_a_quick_answer() {
    let state = deal(&turtle(), 4).unwrap().state;
    let mut solver = Solver::new(&state);
    solver.set_node_limit(Some(1));
    assert!(matches!(
        solver.solve(state.removed(), &AtomicBool::new(false)),
        Verdict::Unknown | Verdict::Solvable(_)
    ));
}

#[test]
fn every_hint_keeps_the_position_solvable() {
    let stop = AtomicBool::new(false);
    for deal_no in 1..4 {
        let dealt = deal(&pyramid(), deal_no).unwrap();
        let mut state = dealt.state;
        for &(a, b) in dealt.solution.iter().take(3) {
            state.apply(&Move::RemovePair(a, b)).unwrap();
        }
        let found = hints(&state, &stop);
        assert!(found.complete);
        assert!(!found.pairs.is_empty());
        for &(a, b) in &found.pairs {
            let mut next = state.clone();
            next.apply(&Move::RemovePair(a, b)).unwrap();
            let n = next.tile_count();
            let present: Vec<bool> = next.removed().iter().map(|g| !g).collect();
            let mut present2 = present.clone();
            assert!(
                brute_force(&next.layout().tiles, next.faces(), &mut present2),
                "hint {a},{b}"
            );
            let _ = n;
        }
        // And every available pair not listed leads to a dead position.
        for (a, b) in state.available_pairs() {
            if !found.pairs.contains(&(a, b)) && !found.pairs.contains(&(b, a)) {
                let mut next = state.clone();
                next.apply(&Move::RemovePair(a, b)).unwrap();
                let mut present: Vec<bool> = next.removed().iter().map(|g| !g).collect();
                assert!(!brute_force(
                    &next.layout().tiles,
                    next.faces(),
                    &mut present
                ));
            }
        }
    }
}
